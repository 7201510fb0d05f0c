"""How the El Dorado picture looks: its size, colours, the sizes of its cards and buttons, text fitting.

Data coordinates are the picture's CSS pixels at the normal width (:data:`CSS_W`), so a text of ``n``
CSS pixels is ``fs(n)`` points whatever the course.

>>> fs(MIN_PX) == MIN_PX * 0.9, PIC_H
(True, 700.0)
>>> wrap("Jack-of-all-trades", 10)
'Jack-of-\\nall-trades'
>>> wrap("Cartographer", 6)
'Cartographer'
>>> cut("Giant Machete", 8)
'Giant M…'
"""
from __future__ import annotations

import math

from .. import board as _board

CSS_W = 960.0  # data units are CSS pixels at the normal board width
FIG_W = 12.0  # inches; a font of n CSS px is n * 0.9 pt
MIN_PX = float(getattr(_board, "MIN_TEXT_PX", 11))
CONFIRM: tuple[str, str] = getattr(_board, "CONFIRM", ("button", "confirm"))

SQRT3 = math.sqrt(3)
TERRAIN_FILL = {
    "jungle": "#4c9a45",
    "river": "#3f7fcf",
    "village": "#e8c547",
    "rubble": "#9b9b9b",
    "basecamp": "#c8483c",
    "mountain": "#2b2b2b",
    "start": "#efe4c8",
    "end": "#f3d77a",
    "eldorado": "#d4a017",
}
TEXT_ON = {
    "jungle": "white",
    "river": "white",
    "village": "#222222",
    "rubble": "#111111",
    "basecamp": "white",
    "mountain": "white",
    "start": "#222222",
    "end": "#222222",
    "eldorado": "#222222",
}
CARD_FILL = {
    "green": "#4c9a45",
    "blue": "#3f7fcf",
    "yellow": "#e8c547",
    "white": "#f7f7f2",
    "purple": "#8a5cc2",
}
CARD_INK = {"green": "white", "blue": "white", "yellow": "#222222", "white": "#222222", "purple": "white"}
PLAYER_FILL = ["#d7263d", "#f2f2f2", "#1b1b1b", "#f49d37"]
PLAYER_INK = ["white", "#111111", "white", "#111111"]
BLOCKADE_FILL = {"jungle": "#2f6e2a", "river": "#1f4f91", "village": "#b8901b", "rubble": "#6b6b6b"}
HIGHLIGHT = "#ff00aa"
REACH = "#00e5ff"
PAPER = "#fbf7ec"
PANEL = "#efe6cf"
HEAD = "#3b2a00"

#: The turn's buttons in the order they are drawn, with their pictograms (their words: words.BUTTONS).
BUTTON_PICS: dict[tuple[str, str], str | None] = {
    ("button", "machete"): "machete",
    ("button", "paddle"): "paddle",
    ("button", "coin"): "coin",
    ("button", "use"): "action",
    ("button", "spend"): "coin",
    ("button", "stop"): None,
    ("button", "done"): None,
    ("button", "end"): None,
    ("button", "draw"): "card",
    CONFIRM: None,
}
BUTTON_W = {
    ("button", "machete"): 104,
    ("button", "paddle"): 96,
    ("button", "coin"): 96,
    ("button", "use"): 96,
    ("button", "spend"): 106,
    ("button", "stop"): 64,
    ("button", "done"): 100,
    ("button", "end"): 92,
    ("button", "draw"): 98,
    CONFIRM: 56,
}
MAX_HAND = 12
MAX_PLAYED = 7
#: The picture's height in CSS px at the normal width, for every course: with the Explorer's message line
#: above it, a whole turn fits a 1280x900 screen in JupyterLab without scrolling.
PIC_H = 700.0
MAX_HEX, MIN_HEX = 30.0, 12.0  # the largest and smallest radius of a space, in CSS px
HAND_PITCH, HAND_H = 66.0, 88.0  # hand cards: 62 x 88, 66 apart
MARKET_PITCH, MARKET_H = 60.0, 78.0  # market and reserve cards: 56 x 78, 60 apart
BUTTON_PITCH = 104.0  # the turn's buttons (and played cards) in a grid: 100 wide, 104 apart
PILES_W = 400.0
ORDERS = (("hand", "market", "turn"), ("turn", "hand", "market"))  # the orders the blocks are packed in


def fs(px: float) -> float:
    """The font size in points of a text ``px`` CSS pixels tall at the normal width."""
    return px * FIG_W * 72.0 / CSS_W


def text_width(text: str) -> float:
    """Rough width in average Latin letters (a Hangul syllable is nearly two)."""
    return sum(1.8 if 0xAC00 <= ord(ch) <= 0xD7A3 else 1.0 for ch in text)


def wrap(text: str, width: float) -> str:
    """Two lines at most: split at a space or hyphen near the middle when wider than ``width``; a Korean
    word without either between two syllables near the middle (Korean may break there)."""
    if text_width(text) <= width:
        return text
    cuts = [i for i, ch in enumerate(text) if ch in " -"]
    if not cuts:
        if any(0xAC00 <= ord(ch) <= 0xD7A3 for ch in text) and len(text) > 1:
            i = min(range(1, len(text)), key=lambda k: abs(text_width(text[:k]) - text_width(text) / 2))
            return text[:i] + "\n" + text[i:]
        return text
    i = min(cuts, key=lambda k: abs(text_width(text[:k]) - text_width(text) / 2))
    head, tail = (text[: i + 1], text[i + 1 :]) if text[i] == "-" else (text[:i], text[i + 1 :])
    return head + "\n" + tail


def cut(text: str, width: float) -> str:
    """``text`` cut to ``width`` (see :func:`text_width`), with an ellipsis when cut."""
    if text_width(text) <= width:
        return text
    while text and text_width(text + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"
