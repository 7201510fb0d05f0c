"""The toy game's board view under the name the widget tests import it by: ``from toy_view import
ToyView`` is :class:`widgets_toy.view.ToyView` (``tests/fifth_game/widgets_toy/``), the worked example
of a game's widgets package.
"""
import sys
from pathlib import Path

_EXAMPLE = str(Path(__file__).resolve().parents[1] / "fifth_game")
if _EXAMPLE not in sys.path:
    sys.path.append(_EXAMPLE)

from widgets_toy.clicks import SLOTS, Y, slot_x  # noqa: E402
from widgets_toy.view import LIGHT, STRONG, ToyView  # noqa: E402

__all__ = ["LIGHT", "SLOTS", "STRONG", "ToyView", "Y", "slot_x"]
