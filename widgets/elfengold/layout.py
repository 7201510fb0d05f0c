"""Where everything lies on the Elfengold picture: colours, the geometry of the map, the table and the
players' strip, and the map's towns and roads in picture coordinates (data units are inches of the
figure; y points down).

>>> map_xy(0.075, 0.085)
(0.45, 0.42)
>>> hand_kinds("UTPU")
['P', 'U', 'T']
"""

from __future__ import annotations

from typing import Any

from rulekit import elfengold as eg

from ..board import CONFIRM

BOARD = eg.load_board()
PAPER = "#fbf6e6"
TABLE = "#f1ece0"
INK = "#2b1d0e"
PLAYER_COLOURS = ["#d62728", "#1f4fb4", "#d9a400", "#2b9a2b", "#222222", "#8e44ad"]
TERRAIN_STYLE = {  # colour, line style, width (points)
    "plains": ("#9acd32", "-", 3.5),
    "forest": ("#1e6b2e", "-", 5.0),
    "desert": ("#e0b050", (0, (1, 1.2)), 4.0),
    "mountain": ("#7a5a3a", (0, (5, 1.5, 1, 1.5)), 3.5),
    "river": ("#2a7fd4", "-", 3.0),
    "lake": ("#58b8e8", (0, (3, 2)), 3.0),
}
HIGHLIGHT = "#ff00aa"
CARD_ORDER = "PECUTDRW"

# ---- geometry (data units are inches of the figure; y points down)
FIG_W, FIG_H = 12.0, 8.5
MAP_W, MAP_H = 8.4, 5.6
COL_X = 8.55  # the table column, right of the map
COL_R = 11.95
BOTTOM_Y = 5.72  # the players' strip, under the map
COUNTER = 0.30  # a counter on a road (side)
CARD_W, CARD_H = 0.62, 0.86
HAND_X0, HAND_STEP, HAND_Y = 0.5, 0.76, 6.5
TILE_X0, TILE_STEP, TILE_Y, TILE_ROWS, TILE_PER_ROW = 0.42, 0.58, 7.6, 2, 13
TILE_PITCH = 0.56
TILE_SIDE = 0.48
DISPLAY_X = (8.95, 9.65, 10.35)
DECK_X, GOLD_PILE_X, CARDS_Y = 11.05, 11.68, 1.85
LOT_X0, LOT_STEP, LOT_Y = 8.85, 0.55, (3.08, 3.6)
BUTTON_ROWS = (4.72, 5.24)
BUTTONS = {  # place -> centre x, row, width
    ("button", "+1"): (8.95, 0, 0.72),
    ("button", "+5"): (9.75, 0, 0.72),
    CONFIRM: (10.72, 0, 1.1),
    ("button", "pass"): (11.6, 0, 0.7),
    ("button", "caravan"): (9.45, 1, 1.7),
    ("button", "stop"): (11.15, 1, 1.55),
    ("button", "gold"): (9.45, 1, 1.7),
    ("button", "cards"): (11.15, 1, 1.55),
    ("button", "keep-none"): (9.45, 1, 1.7),
    ("button", "caravan-ok"): (10.25, 0, 2.2),
}
# the caravan tray (the cards chosen to pay a caravan), in the table column under its title
TRAY_X0, TRAY_STEP, TRAY_Y, TRAY_SLOTS = 9.0, 0.62, 3.6, 5
TRAY_W, TRAY_H = 0.52, 0.66
PLAYERS_Y0, PLAYERS_STEP = 6.24, 0.38


def state_of(obj: Any) -> Any:
    """A state, or a position in the notation (drawn at the start of phase 6)."""
    if isinstance(obj, str):
        return eg.position(obj)
    return obj


def map_xy(x: float, y: float) -> tuple[float, float]:
    """Data coordinates on the picture of a normalised map point (the data's 0..1 from the top left).

    >>> map_xy(0.075, 0.085)
    (0.45, 0.42)
    """
    return 0.45 + (x - 0.075) * 9.0, 0.42 + (y - 0.085) * 5.9


def town_xy(i: int) -> tuple[float, float]:
    """Where town ``i`` (its index in the map data) is drawn."""
    t = BOARD.towns[i]
    return map_xy(t.x, t.y)


def slot_xy(i: int) -> tuple[float, float]:
    """Where road ``i``'s counters are drawn: the data's slot, moved towards the road's middle when it
    would sit on one of its towns (the data's slots are approximate)."""
    return _SLOTS[i]


def _slot(i: int) -> tuple[float, float]:
    r = BOARD.roads[i]
    x, y = map_xy(r.slot_x, r.slot_y)
    (ax_, ay), (bx, by) = town_xy(r.a), town_xy(r.b)
    mx, my = (ax_ + bx) / 2, (ay + by) / 2
    for _ in range(6):
        if min(((x - ax_) ** 2 + (y - ay) ** 2) ** 0.5, ((x - bx) ** 2 + (y - by) ** 2) ** 0.5) >= 0.38:
            break
        x, y = x + (mx - x) * 0.35, y + (my - y) * 0.35
    return x, y


_SLOTS = [_slot(i) for i in range(len(BOARD.roads))]


def hand_kinds(hand: str) -> list[str]:
    """The kinds of card in a hand, in the order the board draws them."""
    return sorted(set(hand), key=CARD_ORDER.index)


def dist_to_segment(px: float, py: float, ax_: float, ay: float, bx: float, by: float) -> float:
    """The distance from a point to a segment (how near a click is to a road)."""
    dx, dy = bx - ax_, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((px - ax_) * dx + (py - ay) * dy) / length))
    qx, qy = ax_ + t * dx, ay + t * dy
    return ((px - qx) ** 2 + (py - qy) ** 2) ** 0.5
