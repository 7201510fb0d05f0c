"""The look of the Golden Ankh board: colours of tokens and tiles, paper and ink, the widths a picture is
designed for, and the places of its two buttons.

>>> face("red")
('#c63b30', 'white')
>>> face("purple")                   # a kind the data does not know: grey
('#9a9a9a', 'black')
"""

from __future__ import annotations

from collections.abc import Hashable

from .. import board as _board

FACE = {  # fill, ink
    "blue": ("#3a68c4", "white"),
    "white": ("#f4efe1", "#222222"),
    "black": ("#2e2e2e", "white"),
    "green": ("#3b9449", "white"),
    "red": ("#c63b30", "white"),
    "ankh": ("#f0891a", "#222222"),
}
UNKNOWN_FACE = ("#9a9a9a", "black")
GOLD = "#c9a227"
HIGHLIGHT = "#ff00aa"
PAPER = "#fbf7ec"
PANEL = "#f1e9d4"
CURRENT = "#1f7a8c"
INK = "#222222"
INK_SOFT = "#5a4510"

#: The OK button's place (the Explorer's own value when it has one).
CONFIRM: Hashable = getattr(_board, "CONFIRM", ("button", "confirm"))
END_BUTTON: Hashable = ("button", "end")
#: The CSS width a picture is designed for, and the smallest text on it (CSS px).
NORMAL_WIDTH = getattr(_board, "BOARD_WIDTHS", {}).get("normal", 960)
MIN_PX = getattr(_board, "MIN_TEXT_PX", 11)
#: The CSS width of a lone layout's picture (a lesson's drawing of one layout in notation).
LONE_WIDTH = 480
TEXT_FLOOR = MIN_PX + 1.0  # a little above the minimum, so rounding never takes a text below it


def face(kind: str) -> tuple[str, str]:
    """Fill and ink colours of a token kind / tile colour (``"red"`` …)."""
    return FACE.get(kind, UNKNOWN_FACE)


__all__ = ["CONFIRM", "CURRENT", "END_BUTTON", "FACE", "GOLD", "HIGHLIGHT", "INK", "INK_SOFT", "LONE_WIDTH",
           "NORMAL_WIDTH", "PANEL", "PAPER", "TEXT_FLOOR", "UNKNOWN_FACE", "face"]
