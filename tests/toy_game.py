"""The toy game (take-away) under the name the core's tests import it by: ``import toy_game`` is the
package :mod:`rulekit_toy` (``tests/fifth_game/rulekit_toy/``), the worked example of a game package.

>>> import toy_game, rulekit_toy
>>> toy_game is rulekit_toy and toy_game.NAME == "toy"
True
"""
import sys
from pathlib import Path

_EXAMPLE = str(Path(__file__).resolve().parent / "fifth_game")
if _EXAMPLE not in sys.path:
    sys.path.append(_EXAMPLE)

import rulekit_toy  # noqa: E402

if __name__ == "toy_game":
    sys.modules[__name__] = rulekit_toy
