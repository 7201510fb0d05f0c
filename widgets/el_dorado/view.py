"""The El Dorado board (황금밀림): the course, the blockades, the pieces, your hand, the market.

One picture, one Axes whose data coordinates are the picture's CSS pixels at the normal width (960):
everything is laid out in pixels, so every text keeps its size on screen whatever the course.

The picture is 960 x 700 for every course (:data:`PIC_H`), so that with the Explorer's message line a
whole turn fits a 1280 x 900 screen in JupyterLab:

* the **status line** along the top (the course's name, whose turn, the phase);
* the **course** (경로), as large as the room allows: every space coloured by terrain and marked with its
  pictogram and number — machete (마체테), paddle (노), coin (코인), rubble (자갈밭: cards to
  discard), base camp (주둔지: cards to remove), black mountain (검정 산), the starting spaces
  (출발 칸 1–4), the three arrival spaces with a gold rim and El Dorado (엘도라도).  Blockades
  (봉쇄) are thick bars along their seams with a tag showing what breaks them; a broken one is a thin
  dashed line whose tag names the holder.  Pieces are discs with the seat number.  The space labels
  (``C12``) and blockade numbers (``b1``) show with :attr:`BoardView.details`.
* in the room the course leaves free (packed per course, see :class:`_Layout`), the blocks of a turn:
  the **play area** (낸 카드, with the leftover power of the card just played and the coins spent for
  buying) with the **buttons** for what has no place on the board (declare a joker's symbol, use an
  action card, spend for buying, stop, end playing cards, draw); the **hand** of the player to move;
  the **market** (마켓 보드: 6 slots with price and cards left) above the **reserve** (예비 묶음), open
  while a market slot is empty; and every player's piles where they fit (the Explorer's piles panel
  shows them always).

Turns are played by clicks (:meth:`BoardView.click_targets`): a card in hand, then a space or a
blockade (a joker also takes its symbol's button; rubble and base camps take as many hand cards as
they ask); a hand card and *spend* to buy, then a market or reserve card; *end*, a hand card to
discard, *draw*.

>>> from rulekit import el_dorado as ed
>>> view = BoardView(ed.new_game(players=3, seed=1))
>>> view.image_size[0]
960
>>> view.click_targets(ed.parse_action("JT=m C12"))
('hand:JT', ('button', 'machete'), 'C12')
>>> len(draw("players=2 blockades=BJ1*1,BJ2,BR1,BR2 pieces=C3+B8,B7+B9").axes)     # a position in notation
1
"""

from __future__ import annotations

import dataclasses
import functools
import io
import math
import re
from collections import Counter
from collections.abc import Hashable, Iterable
from functools import cache, partial
from typing import Any

import numpy as np
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.collections import LineCollection, PatchCollection, PolyCollection
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.patches import Circle, FancyBboxPatch, PathPatch, RegularPolygon
from matplotlib.path import Path
from matplotlib.textpath import TextPath
from matplotlib.transforms import Bbox

import rulekit
from rulekit import el_dorado as ed
from rulekit.el_dorado.components import ELDORADO
from rulekit.geometry import hex_corners

from .. import board as _board
from ..board import BoardView as _BaseView
from .icons import SYMBOL_ICON, add_icon, icon_collection, shapes_at

# --------------------------------------------------------------------------- look

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

SYMBOL_TEXT = {  # symbol -> (English, Korean), the rulebook's words
    "machete": ("machete", "마체테"),
    "paddle": ("paddle", "노"),
    "coin": ("coin", "코인"),
    "discard": ("rubble", "자갈밭"),
    "remove": ("base camp", "주둔지"),
    "joker": ("joker", "조커"),
    "action": ("action", "액션"),
}
# Menu names of the action kinds, in the rulebook's terms (턴 진행: 카드 쓰기, 낸 카드 버리기, 카드 뽑기).
KIND_LABELS = {
    "move": {"en": "move", "ko": "이동"},
    "action": {"en": "purple action cards", "ko": "보라색 액션 카드"},
    "buy": {"en": "buy", "ko": "구매"},
    "turn": {"en": "discard played cards / draw cards", "ko": "낸 카드 버리기 / 카드 뽑기"},
}
TEXTS = {
    "market": ("Market (price, cards left)", "마켓 보드 (가격 · 남은 장수)"),
    "reserve": (
        "Reserve: open while a market slot is empty",
        "예비 묶음: 마켓 보드에 빈 칸이 있을 때 살 수 있음",
    ),
    "reserve_open": ("Reserve: open (a market slot is empty)", "예비 묶음: 지금 살 수 있음 (빈 칸 있음)"),
    "hand": ("Hand of {p} ({n})", "{p}의 손 ({n}장)"),
    "played": ("Played", "낸 카드"),
    "budget": ("Coins for buying: {coins}", "구매 코인: {coins}"),
    "bought": ("bought {card}", "{card} 구매함"),
    "leftover": ("{left} left", "남은 파워 {left}"),
    "over": ("Game over: winner {w}", "게임 끝: 승자 {w}"),
    "stopped": ("Stopped by the round limit: no winner", "라운드 제한으로 멈춤: 승자 없음"),
    "final": ("final round", "마지막 라운드"),
    "turn": ("{p} to play · round {r}", "{p} 차례 · {r}라운드"),
    "phase1": ("Phase 1: play cards", "1단계: 카드 쓰기"),
    "phase2": (
        "Phase 2: keep or discard hand cards · 3: draw",
        "2단계: 손 카드 유지·버리기 · 3단계: 카드 뽑기",
    ),
    "trash": ("remove up to {n} card(s) from the game", "카드 {n}장까지 게임에서 제거"),
    "none": ("none", "없음"),
    "empty": ("empty", "빈 칸"),
    "players": ("Players", "플레이어"),
    "col_draw": ("draw", "뽑기"),
    "col_hand": ("hand", "손"),
    "col_discard": ("discard", "버림"),
    "col_removed": ("removed", "제거"),
    "col_blockades": ("blockades", "봉쇄"),
    "eldorado": ("El Dorado", "엘도라도"),
    "action_word": ("action", "액션"),
}
BUTTONS = {  # place -> (English, Korean, pictogram)
    ("button", "machete"): ("as machete", "마체테로", "machete"),
    ("button", "paddle"): ("as paddle", "노로", "paddle"),
    ("button", "coin"): ("as coin", "코인으로", "coin"),
    ("button", "use"): ("use effect", "효과 쓰기", "action"),
    ("button", "spend"): ("spend", "구매에 쓰기", "coin"),
    ("button", "stop"): ("stop", "멈추기", None),
    ("button", "done"): ("done removing", "제거 마치기", None),
    ("button", "end"): ("end play", "카드 쓰기 끝", None),
    ("button", "draw"): ("draw cards", "카드 뽑기", "card"),
    CONFIRM: ("OK", "확인", None),
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


def _t(key: str, **kw: Any) -> str:
    en, ko = TEXTS[key]
    return rulekit.i18n.pick(en, ko).format(**kw)


def _ko() -> bool:
    return rulekit.get_language() == "ko"


def fs(px: float) -> float:
    """The font size in points of a text ``px`` CSS pixels tall at the normal width."""
    return px * FIG_W * 72.0 / CSS_W


def symbol_text(symbol: str) -> str:
    """The rulebook's word for a symbol: ``machete`` / 마체테."""
    en, ko = SYMBOL_TEXT.get(symbol, (symbol, symbol))
    return ko if _ko() else en


def card_name(code: str) -> str:
    c = ed.CARDS[code]
    return c.name_ko if _ko() else c.name


def card_strength(code: str) -> str:
    """``machete 2`` / ``마체테 2``: a card's symbol and power (an action card says so)."""
    c = ed.CARDS[code]
    if c.is_action:
        return symbol_text("action")
    return f"{symbol_text(c.symbol)} {c.power}"


def _coins(half: int) -> str:
    whole, rest = divmod(half, 2)
    if not rest:
        return str(whole)
    return f"{whole} 1/2" if whole else "1/2"


def _width(text: str) -> float:
    """Rough width in average Latin letters (a Hangul syllable is nearly two)."""
    return sum(1.8 if "\uac00" <= ch <= "\ud7a3" else 1.0 for ch in text)


def _wrap(text: str, width: float) -> str:
    """Two lines at most: split at a space or hyphen near the middle when wider than ``width``."""
    if _width(text) <= width:
        return text
    cuts = [i for i, ch in enumerate(text) if ch in " -"]
    if not cuts:
        return text
    i = min(cuts, key=lambda k: abs(_width(text[:k]) - _width(text) / 2))
    head, tail = (text[: i + 1], text[i + 1 :]) if text[i] == "-" else (text[:i], text[i + 1 :])
    return head + "\n" + tail


def _cut(text: str, width: float) -> str:
    """``text`` cut to ``width`` (see :func:`_width`), with a final dot when cut."""
    if _width(text) <= width:
        return text
    while text and _width(text + ".") > width:
        text = text[:-1]
    return text.rstrip() + "."


def xy(coords: tuple[int, int]) -> tuple[float, float]:
    """Unit-hex coordinates of a space's centre (flat-top axial, y pointing up)."""
    q, r = coords
    return 1.5 * q, -SQRT3 * (r + q / 2)


def _state(obj: Any) -> Any:
    if isinstance(obj, str):
        return ed.from_position(obj)
    return obj


# --------------------------------------------------------------------------- the layout


class _Layout:
    """Where everything goes, in CSS pixels (y up), for one course and number of players.

    The picture is :data:`PIC_H` pixels tall for every course, so that a whole turn fits a classroom
    screen.  The status line runs along the top; the course is drawn as large as possible, and the
    turn's blocks (the cards played and the buttons, the hand, the market, the reserve, the players'
    piles) are packed into the room the course leaves free, each in the first shape that fits.
    """

    STATUS = 34.0
    PAD = 8.0
    GRID = 8.0

    def __init__(self, course: Any, players: int = 4) -> None:
        pts = [xy(c) for c in course.coords.values()] + [xy(c) for c in course.eldorado]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        self.units = (min(xs) - 1.1, max(xs) + 1.1, min(ys) - 1.0, max(ys) + 1.0)
        self.height = PIC_H
        packed = _pack(course, players)
        self.s, self.ox, self.oy, self.blocks = packed
        x0, x1, y0, y1 = self.units
        self.map_h = (y1 - y0) * self.s

    def at(self, coords: tuple[int, int]) -> tuple[float, float]:
        hx, hy = xy(coords)
        return self.ox + self.s * hx, self.oy + self.s * hy


def _block_shapes(players: int) -> dict[str, list[tuple[float, float, int]]]:
    """``name -> [(width, height, columns), ...]``: the shapes each block of the turn may take (as drawn
    by ``BoardView._build_turn``, ``_build_hand``, ``_build_market`` and ``_build_piles``)."""

    def rows(n: int, cols: int) -> int:
        return -(-n // cols)

    def turn(cols: int) -> tuple[float, float, int]:
        if cols >= len(BUTTONS):
            return CSS_W - 8, 92.0, cols
        tall = 125 + 30 * (rows(MAX_PLAYED, cols) - 1) + 34 * (rows(len(BUTTONS), cols) - 1)
        return 8 + cols * BUTTON_PITCH, tall, cols

    def hand(cols: int) -> tuple[float, float, int]:
        return 8 + cols * HAND_PITCH, 32 + rows(MAX_HAND, cols) * (HAND_H + 4) + (18 if cols < 6 else 0), cols

    def market(cols: int) -> tuple[float, float, int]:
        return 8 + cols * MARKET_PITCH, 28 + MARKET_H + 24 + rows(12, cols) * (MARKET_H + 4) + 6, cols

    return {
        "hand": [hand(6), hand(12), hand(4)],
        "turn": [turn(4), turn(3), turn(len(BUTTONS))],
        "market": [market(6), market(12)],
        "piles": [(PILES_W, 30 + 24 * players, 0)],
    }


def _occupied(course: Any, s: float, ox: float, oy: float, rows: int, cols: int, grid: float) -> Any:
    """The grid cells (``[row, col]``, row 0 at the top) the course covers at scale ``s``."""
    busy = np.zeros((rows, cols), dtype=bool)
    pts = [xy(c) for c in course.coords.values()] + [xy(c) for c in course.eldorado]
    rx, ry = 1.0 * s + 4, 0.87 * s + 4
    for hx, hy in pts:
        x, y = ox + s * hx, oy + s * hy
        top = PIC_H - (y + ry)
        c0, c1 = int(max(0, (x - rx) // grid)), int(min(cols - 1, (x + rx) // grid))
        r0, r1 = int(max(0, top // grid)), int(min(rows - 1, (PIC_H - (y - ry)) // grid))
        busy[r0 : r1 + 1, c0 : c1 + 1] = True
    # El Dorado's label and the pieces that reached it sit below its spaces
    gold = [xy(c) for c in course.eldorado]
    ex = ox + s * sum(p[0] for p in gold) / len(gold)
    ey = oy + s * sum(p[1] for p in gold) / len(gold)
    x_lo, x_hi = ex - 2.6 * s - 6, ex + 2.6 * s + 6
    y_lo = ey - 1.25 * s - 1.3 * s - 8
    busy[int(max(0, (PIC_H - ey) // grid)) : int(min(rows, (PIC_H - y_lo) // grid + 1)),
         int(max(0, x_lo // grid)) : int(min(cols, x_hi // grid + 1))] = True
    return busy


def _integral(cells: Any) -> Any:
    """The summed-area table of a boolean grid (one more row and column, of zeros, in front)."""
    total = np.zeros((cells.shape[0] + 1, cells.shape[1] + 1), dtype=np.int32)
    total[1:, 1:] = cells.cumsum(0).cumsum(1)
    return total


def _windows(total: Any, bh: int, bw: int) -> Any:
    """From a summed-area table: the count in every ``bh`` x ``bw`` window (by its top-left cell)."""
    return total[bh:, bw:] - total[:-bh, bw:] - total[bh:, :-bw] + total[:-bh, :-bw]


def _place(
    busy: Any, order: list[str], shapes: dict, grid: float, optional: int = 0
) -> dict[str, tuple] | None:
    """Each block of ``order`` where it fits most snugly (the most of its rim against the course, the
    picture's edge or a block already placed), trying each of its shapes; the blocks mark their room
    taken.  None if some block finds no room; the last ``optional`` blocks of ``order`` may be left out.
    """
    busy = busy.copy()
    rows, cols = busy.shape
    placed: dict[str, tuple] = {}
    for name in order:
        best: tuple | None = None
        rim = np.ones((rows + 2, cols + 2), dtype=bool)  # the picture's edge counts as a neighbour
        rim[1:-1, 1:-1] = busy
        inside, around = _integral(busy), _integral(rim)
        for w, h, ncols in shapes[name]:
            bh, bw = int(math.ceil(h / grid)), int(math.ceil(w / grid))
            if bh > rows or bw > cols:
                continue
            free = _windows(inside, bh, bw) == 0
            if not free.any():
                continue
            contact = _windows(around, bh + 2, bw + 2) / (2 * (bh + bw) + 4)  # the block itself is free
            score = np.where(free, contact, -1.0)
            r, c = np.unravel_index(int(np.argmax(score)), score.shape)
            key = (float(score[r, c]), -r, -c)
            if best is None or key > best[0]:
                best = (key, int(r), int(c), bh, bw, (w, h, ncols))
        if best is None:
            if name in order[len(order) - optional :]:
                continue
            return None
        _, r, c, bh, bw, (w, h, ncols) = best
        busy[r : r + bh, c : c + bw] = True
        placed[name] = (c * grid, PIC_H - r * grid, w, h, ncols)  # x, top (y up), width, height, columns
    return placed


@functools.lru_cache(maxsize=64)
def _pack_cached(course_id: Any, players: int) -> tuple:
    return _pack_course(ed.course(course_id), players)


def _pack(course: Any, players: int) -> tuple:
    try:
        if ed.course(course.id).coords == course.coords:
            return _pack_cached(course.id, players)
    except Exception:  # a course built by hand: packed without the cache
        pass
    return _pack_course(course, players)


def _pack_course(course: Any, players: int) -> tuple:
    """``(s, ox, oy, blocks)``: the largest hex radius ``s`` for which the course and every block fit.

    The course is tried against each side and corner of the room below the status line; the
    players' piles (also in the Explorer's piles panel) are left out only when keeping them would
    cost more than a little of the course's size.
    """
    grid = _Layout.GRID
    rows, cols = int(PIC_H // grid), int(CSS_W // grid)
    pts = [xy(c) for c in course.coords.values()] + [xy(c) for c in course.eldorado]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    x0, x1, y0, y1 = min(xs) - 1.1, max(xs) + 1.1, min(ys) - 1.0, max(ys) + 1.0
    room_top = PIC_H - _Layout.STATUS
    s_max = min(MAX_HEX, (CSS_W - 2 * _Layout.PAD) / (x1 - x0), (room_top - _Layout.PAD) / (y1 - y0))
    shapes = _block_shapes(players)
    status = np.zeros((rows, cols), dtype=bool)
    status[: int(math.ceil(_Layout.STATUS / grid)), :] = True

    def attempt(s: float) -> tuple | None:
        """The course at radius ``s`` against each side and corner, the blocks in each order; the
        players' piles (also in the Explorer's piles panel) where they fit too, else left out."""
        mw, mh = (x1 - x0) * s, (y1 - y0) * s
        first = None
        for ax_, ay_ in ((0, 0), (1, 0), (0.5, 0), (0, 1), (1, 1), (0.5, 1)):
            left = _Layout.PAD + ax_ * (CSS_W - 2 * _Layout.PAD - mw)
            top = room_top - _Layout.PAD / 2 - ay_ * (room_top - _Layout.PAD - mh)
            ox, oy = left - x0 * s, top - y1 * s
            busy = status | _occupied(course, s, ox, oy, rows, cols, grid)
            for order in ORDERS:
                placed = _place(busy, [*order, "piles"], shapes, grid, optional=1)
                if placed is not None and "piles" in placed:
                    return s, ox, oy, placed
                if placed is not None and first is None:
                    first = (s, ox, oy, placed)
        if first is not None:
            return first
        # a wide course: the course on top, the hand and the market side by side under it, the buttons
        # along the bottom
        turn, hand, market = shapes["turn"][-1], shapes["hand"][0], shapes["market"][0]
        band = turn[1] + max(hand[1], market[1])
        if mh > room_top - _Layout.PAD - band or hand[0] + market[0] > CSS_W:
            return None
        ox, oy = (CSS_W - mw) / 2 - x0 * s, room_top - _Layout.PAD / 2 - y1 * s
        return s, ox, oy, {
            "hand": (0.0, band, *hand),
            "market": (CSS_W - market[0], band, *market),
            "turn": (0.0, turn[1], *turn),
        }

    s = s_max  # the largest radius that fits, in steps of half a pixel
    while s >= MIN_HEX:
        got = attempt(s)
        if got is not None:
            return got
        s -= 0.5
    raise RuntimeError(f"course {course.id}: the turn's blocks do not fit")  # pragma: no cover


# --------------------------------------------------------------------------- the view


class BoardView(_BaseView):
    """The El Dorado picture (see the module docstring); built once per course, updated in place."""

    game = "el_dorado"
    figsize = (FIG_W, 15.0)
    #: Show the space labels (``C12``) and blockade numbers (``b1``).
    details: bool = False
    CONFIRM = CONFIRM
    #: The player whose hand is drawn (None: the player to move).  The position editor sets it to the
    #: player being edited.
    focus: int | None = None
    #: Show and take clicks on the turn's buttons (joker symbols, use, spend, stop, end, draw); the
    #: position editor hides them, as it plays no turn.
    turn_controls: bool = True

    def __init__(
        self, state: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = (), **options: Any
    ) -> None:
        state = _state(state)
        self._own_figure = ax is None  # only then may the view size its figure to the course
        self.figsize = (FIG_W, FIG_W * PIC_H / CSS_W)
        self._legal_for: tuple[int, frozenset] | None = None
        super().__init__(state, ax, highlight, **options)

    # ---- building
    def build(self, state: Any) -> None:
        state = _state(state)
        course = state.course
        self.course_id = course.id
        self._last: dict[tuple[int, str], Any] = {}
        L = self.layout = _Layout(course, state.num_players)
        ax = self.ax
        ax.set_facecolor(PAPER)
        self.fig.set_facecolor(PAPER)
        ax.set_xlim(0, CSS_W)
        ax.set_ylim(0, L.height)
        ax.set_aspect("equal")
        if getattr(self, "_own_figure", False):
            self.fig.set_size_inches(FIG_W, FIG_W * L.height / CSS_W)
        s = L.s
        details = bool(self.details)

        # ---- spaces: fills, pictograms and numbers never change; they are drawn as a few collections
        # per map tile (see _MapTiles), so a step redraws only the tiles it touches
        self.centres = {h: L.at(c) for h, c in course.coords.items()}
        self.at = {c: h for h, c in course.coords.items()}
        start_no = {h: i + 1 for i, h in enumerate(course.start)}
        tiles = _MapTiles()
        for h, (x, y) in self.centres.items():
            t = ed.TERRAIN[course.terrain[h]]
            end = h in course.end
            tiles.hex(
                x,
                y,
                0.97 * s,
                TERRAIN_FILL[t.kind],
                "#c99a06" if end else "#f8f3e6",
                fs(3.5) if end else fs(1.0),
            )
            ink = TEXT_ON[t.kind]
            number = None
            if t.kind == "mountain":
                tiles.icon("mountain", x, y, 1.15 * s)
            elif t.kind == "start":
                number = str(start_no.get(h, ""))
                kind = "start"
            else:
                number = str(t.power)
                kind = SYMBOL_ICON[t.symbol]
            if number is not None:
                if details:
                    tiles.icon(kind, x - 0.40 * s, y + 0.26 * s, 0.72 * s)
                    tiles.label(x + 0.42 * s, y + 0.26 * s, number, 13.0, ink, bold=True)
                else:
                    tiles.icon(kind, x, y + 0.30 * s, 0.86 * s)
                    tiles.label(x, y - 0.48 * s, number, 13.0, ink, bold=True)
            if details:
                tiles.label(x, y - 0.50 * s, h, MIN_PX, ink)
        for c in course.eldorado:
            x, y = L.at(c)
            tiles.hex(x, y, 0.97 * s, TERRAIN_FILL["eldorado"], "#8a6a00", fs(1.5))
        gold = [L.at(c) for c in course.eldorado]
        ex, ey = sum(p[0] for p in gold) / len(gold), sum(p[1] for p in gold) / len(gold)
        self.eldorado_xy = (ex, ey)
        tiles.icon("eldorado", ex, ey + 0.35 * s, 1.3 * s)
        tiles.add_to(ax)
        #: ``(text, CSS px)`` of the labels drawn as glyph outlines (the spaces' numbers and labels)
        self.outlined_texts = tiles.texts
        ax.text(
            ex,
            ey - 0.55 * s,
            _t("eldorado"),
            ha="center",
            va="center",
            fontsize=fs(13),
            fontweight="bold",
            color=HEAD,
            zorder=3,
            bbox={
                "boxstyle": "round,pad=0.2",
                "facecolor": "#fff3c4",
                "edgecolor": "#8a6a00",
                "linewidth": fs(1),
            },
        )
        self.hex_mark: dict[str, RegularPolygon] = {}
        for h, (x, y) in self.centres.items():
            mark = RegularPolygon(
                (x, y),
                6,
                radius=0.84 * s,
                orientation=math.pi / 6,
                fill=False,
                edgecolor=HIGHLIGHT,
                linewidth=fs(3),
                visible=False,
                zorder=6,
            )
            ax.add_patch(mark)
            self.hex_mark[h] = mark

        # ---- blockades: a bar along each seam and a tag (pictogram + number) that is clicked
        self.seams: list[dict[str, Any]] = []
        for k, seam in enumerate(course.seams):
            segs = [_shared_edge(self.centres[a], self.centres[b], s) for a, b in seam.edges]
            lc = _Lines(segs, linewidths=fs(7), colors="#444444", zorder=4, capstyle="round")
            ax.add_collection(lc)
            mx = sum((g[0][0] + g[1][0]) / 2 for g in segs) / len(segs)
            my = sum((g[0][1] + g[1][1]) / 2 for g in segs) / len(segs)
            w, hgt = 46.0, 26.0
            box = FancyBboxPatch(
                (mx - w / 2, my - hgt / 2),
                w,
                hgt,
                boxstyle="round,pad=0,rounding_size=6",
                facecolor="#444444",
                edgecolor="white",
                linewidth=fs(1.5),
                zorder=7,
            )
            ax.add_patch(box)
            pics = _Pic(ax, mx - 9, my, 18, zorder=8)
            number = ax.text(
                mx + 11,
                my,
                "",
                ha="center",
                va="center",
                fontsize=fs(14),
                fontweight="bold",
                color="white",
                zorder=8,
            )
            holder = ax.text(
                mx,
                my,
                "",
                ha="center",
                va="center",
                fontsize=fs(12),
                fontweight="bold",
                color="#222222",
                zorder=8,
                visible=False,
            )
            tag = None
            if details:
                tag = ax.text(
                    mx,
                    my + hgt / 2 + 8,
                    f"b{k}",
                    ha="center",
                    va="center",
                    fontsize=fs(MIN_PX),
                    color=HEAD,
                    zorder=8,
                )
            self.seams.append(
                {
                    "line": lc,
                    "box": box,
                    "pics": pics,
                    "number": number,
                    "holder": holder,
                    "xy": (mx, my),
                    "wh": (w, hgt),
                    "id": tag,
                }
            )

        # ---- pieces (a pool: 2 per player in a 2-player game)
        self.piece_artists: list[tuple[Circle, Any]] = []
        for p in range(state.num_players):
            for _ in range(state.pieces_per_player):
                disc = Circle(
                    (0, 0),
                    0.55 * s,
                    facecolor=PLAYER_FILL[p],
                    edgecolor="#111111",
                    linewidth=fs(1.5),
                    zorder=9,
                    visible=False,
                )
                ax.add_patch(disc)
                label = ax.text(
                    0,
                    0,
                    "",
                    ha="center",
                    va="center",
                    fontsize=fs(13),
                    color=PLAYER_INK[p],
                    fontweight="bold",
                    zorder=10,
                    visible=False,
                )
                self.piece_artists.append((disc, label))

        # ---- status line
        top = L.height
        self.status = ax.text(
            L.PAD,
            top - L.STATUS / 2,
            "",
            ha="left",
            va="center",
            fontsize=fs(18),
            fontweight="bold",
            color=HEAD,
        )
        self.phase_text = ax.text(
            CSS_W - L.PAD, top - L.STATUS / 2, "", ha="right", va="center", fontsize=fs(14), color=HEAD
        )

        # ---- the blocks of the turn, where the course leaves room (see _Layout)
        for bx, btop, bw, bh, _cols in L.blocks.values():
            ax.add_patch(
                FancyBboxPatch(
                    (bx + 2, btop - bh + 2),
                    bw - 4,
                    bh - 4,
                    boxstyle="round,pad=0,rounding_size=8",
                    facecolor=PANEL,
                    edgecolor="#b9a77a",
                    linewidth=fs(1),
                    zorder=0,
                )
            )
        self._build_turn(*L.blocks["turn"])
        self._build_hand(*L.blocks["hand"])
        self._build_market(*L.blocks["market"])
        self.pile_rows = []
        if "piles" in L.blocks:
            bx, btop, *_ = L.blocks["piles"]
            self._build_piles(state, bx + 10, btop - 4)

    def _build_turn(self, x0: float, top: float, w: float, h: float, cols: int) -> None:
        """The cards played this turn, the coins for buying, and the buttons (``cols`` to a row)."""
        ax = self.ax
        title = partial(ax.text, ha="left", va="center", fontsize=fs(13), fontweight="bold", color=HEAD)
        self.buttons: dict[Hashable, dict[str, Any]] = {}
        if cols >= len(BUTTONS):  # one wide block: played cards and coins on a row, the buttons below
            y = top - 22
            self.played_title = title(x0 + 10, y, "")
            self.played_chips = [self._chip(x0 + 112 + 92 * k, y, 88) for k in range(MAX_PLAYED)]
            self.budget_pic = add_icon(ax, "coin", x0 + w - 200, y, 20, zorder=4)
            self.budget_text = title(x0 + w - 186, y, "")
            x, by = x0 + 8, top - 66
            for place, (en, ko, pic) in BUTTONS.items():
                bw = BUTTON_W[place]
                self.buttons[place] = self._button(place, x, by, bw, 32, rulekit.i18n.pick(en, ko), pic)
                x += bw + 4
            return
        y = top - 16
        self.played_title = title(x0 + 10, y, "")
        chip_rows = -(-MAX_PLAYED // cols)
        self.played_chips = [
            self._chip(x0 + 8 + BUTTON_PITCH * (k % cols), y - 28 - 30 * (k // cols), BUTTON_PITCH - 4)
            for k in range(MAX_PLAYED)
        ]
        y -= 28 + 30 * (chip_rows - 1) + 26
        self.budget_pic = add_icon(ax, "coin", x0 + 20, y, 20, zorder=4)
        self.budget_text = title(x0 + 34, y, "")
        y -= 34
        for k, (place, (en, ko, pic)) in enumerate(BUTTONS.items()):
            bx, by = x0 + 8 + BUTTON_PITCH * (k % cols), y - 34 * (k // cols)
            label = rulekit.i18n.pick(en, ko)
            self.buttons[place] = self._button(place, bx, by, BUTTON_PITCH - 4, 30, label, pic)

    def _build_hand(self, x0: float, top: float, w: float, h: float, cols: int) -> None:
        """The hand of the player to move: ``cols`` cards to a row."""
        ax = self.ax
        self.hand_title = ax.text(
            x0 + 10, top - 15, "", ha="left", va="center", fontsize=fs(14), fontweight="bold", color=HEAD
        )
        narrow = cols < 6  # the note on removing cards goes under the cards
        self.trash_text = ax.text(
            x0 + (10 if narrow else w - 10),
            top - h + 14 if narrow else top - 15,
            "",
            ha="left" if narrow else "right",
            va="center",
            fontsize=fs(13),
            fontweight="bold",
            color="#7d2018",
        )
        self.hand_cards = [
            self._card(
                x0 + 8 + HAND_PITCH * (k % cols),
                top - 28 - (HAND_H + 4) * (k // cols + 1) + 4,
                HAND_PITCH - 4,
                HAND_H,
            )
            for k in range(MAX_HAND)
        ]

    def _build_market(self, x0: float, top: float, w: float, h: float, cols: int) -> None:
        """The market board's 6 slots on the first row, then the reserve (``cols`` cards to a row)."""
        ax = self.ax
        title = partial(ax.text, ha="left", va="center", fontweight="bold", color=HEAD)
        title(x0 + 10, top - 15, _t("market"), fontsize=fs(14))
        y = top - 28 - MARKET_H
        self.market_cards = [
            self._card(x0 + 8 + MARKET_PITCH * k, y, MARKET_PITCH - 4, MARKET_H, market=True)
            for k in range(6)
        ]
        self.reserve_title = title(x0 + 10, y - 13, "", fontsize=fs(12))
        y -= 24
        self.reserve_cards = [
            self._card(
                x0 + 8 + MARKET_PITCH * (k % cols),
                y - (MARKET_H + 4) * (k // cols + 1) + 4,
                MARKET_PITCH - 4,
                MARKET_H,
                market=True,
            )
            for k in range(12)
        ]

    def _build_piles(self, state: Any, x0: float, top: float) -> None:
        ax = self.ax
        cols = ("col_draw", "col_hand", "col_discard", "col_removed", "col_blockades")
        xs = [x0 + 80 + 56 * k for k in range(4)] + [x0 + 80 + 56 * 4 - 16]
        y = top - 13
        ax.text(x0, y, _t("players"), ha="left", va="center", fontsize=fs(14), fontweight="bold", color=HEAD)
        for col, cx in zip(cols, xs, strict=True):
            ax.text(
                cx,
                y,
                _t(col),
                ha="center" if col != "col_blockades" else "left",
                va="center",
                fontsize=fs(12),
                color=HEAD,
            )
        self.pile_rows = []
        for p in range(state.num_players):
            ry = top - 36 - 24 * p
            disc = Circle(
                (x0 + 10, ry), 9, facecolor=PLAYER_FILL[p], edgecolor="#111111", linewidth=fs(1), zorder=3
            )
            ax.add_patch(disc)
            name = ax.text(
                x0 + 24,
                ry,
                rulekit.seat_name(p),
                ha="left",
                va="center",
                fontsize=fs(13),
                color="#222222",
                zorder=3,
            )
            cells = [
                ax.text(
                    cx,
                    ry,
                    "",
                    ha="center" if k < 4 else "left",
                    va="center",
                    fontsize=fs(13),
                    color="#222222",
                    zorder=3,
                )
                for k, cx in enumerate(xs)
            ]
            self.pile_rows.append({"disc": disc, "name": name, "cells": cells})

    def _chip(self, x: float, y: float, w: float = 88.0) -> dict[str, Any]:
        """A played card in the play area: pictogram and name in a small card-coloured box."""
        ax = self.ax
        box = FancyBboxPatch(
            (x, y - 14),
            w,
            28,
            boxstyle="round,pad=0,rounding_size=5",
            facecolor="white",
            edgecolor="#333333",
            linewidth=fs(1),
            zorder=3,
            visible=False,
        )
        ax.add_patch(box)
        pics = _Pic(ax, x + 12, y, 18, zorder=4)
        text = ax.text(
            x + 24, y, "", ha="left", va="center", fontsize=fs(12), zorder=4, visible=False, linespacing=0.95
        )
        return {"box": box, "pics": pics, "text": text}

    def _button(
        self, place: Hashable, x: float, y: float, w: float, h: float, label: str, pic: str | None
    ) -> dict[str, Any]:
        ax = self.ax
        box = FancyBboxPatch(
            (x, y - h / 2),
            w,
            h,
            boxstyle="round,pad=0,rounding_size=7",
            facecolor="#fffaf0",
            edgecolor="#6d5a2a",
            linewidth=fs(1.5),
            zorder=3,
        )
        ax.add_patch(box)
        pics = add_icon(ax, pic, x + 14, y, 18, zorder=4) if pic else []
        text = ax.text(
            x + (w + (22 if pic else 0)) / 2,
            y,
            label,
            ha="center",
            va="center",
            fontsize=fs(12.5),
            fontweight="bold",
            color="#2b2211",
            zorder=4,
        )
        return {"box": box, "pics": pics, "text": text, "xywh": (x, y - h / 2, w, h)}

    def _card(self, x: float, y: float, w: float, h: float, market: bool = False) -> dict[str, Any]:
        """A card face: colour, pictogram and power at the top, the name, and the price (market cards)."""
        ax = self.ax
        box = FancyBboxPatch(
            (x, y),
            w,
            h,
            boxstyle="round,pad=0,rounding_size=7",
            facecolor="white",
            edgecolor="#333333",
            linewidth=fs(1.2),
            zorder=3,
            visible=False,
        )
        ax.add_patch(box)
        small = w < 70  # a market or reserve card: a smaller pictogram and power
        top = y + h - (16 if small else 20)
        pics = _Pic(ax, x + (13 if small else 18), top, 20 if small else 26, zorder=4)
        power = ax.text(
            x + w - (6 if small else 10),
            top,
            "",
            ha="right",
            va="center",
            fontsize=fs(18 if small else 22),
            fontweight="bold",
            zorder=4,
            visible=False,
        )
        name = ax.text(
            x + w / 2,
            y + h * (0.45 if market else 0.40),
            "",
            ha="center",
            va="center",
            fontsize=fs(12),
            zorder=4,
            visible=False,
            linespacing=1.0,
        )
        foot = ax.text(
            x + w / 2 + (7 if market else 0),
            y + 11,
            "",
            ha="center",
            va="center",
            fontsize=fs(12),
            fontweight="bold",
            zorder=4,
            visible=False,
        )
        price_pic = (
            add_icon(ax, "coin", x + 11, y + 11, 13, zorder=4, visible=False, parts=1) if market else []
        )
        mark = FancyBboxPatch(
            (x - 3, y - 3),
            w + 6,
            h + 6,
            boxstyle="round,pad=0,rounding_size=9",
            fill=False,
            edgecolor=HIGHLIGHT,
            linewidth=fs(3),
            zorder=5,
            visible=False,
        )
        ax.add_patch(mark)
        return {
            "box": box,
            "pics": pics,
            "power": power,
            "name": name,
            "foot": foot,
            "price_pic": price_pic,
            "mark": mark,
            "xywh": (x, y, w, h),
            "wrap": (w - 8) / 6.2,  # a name's line fits this many Latin letters (see _width)
            "place": None,
        }

    def smallest_text_px(self, css_width: float | None = None) -> float:
        """The smallest visible text, counting the space numbers and labels drawn as outlines.

        >>> from rulekit import el_dorado as ed
        >>> BoardView(ed.new_game(players=3, seed=1)).smallest_text_px(960) >= MIN_PX
        True
        """
        css = float(css_width or CSS_W)
        texts = super().smallest_text_px(css)
        outlined = min((px for _, px in self.outlined_texts), default=float("inf"))
        return min(texts, outlined * css / CSS_W)

    # ---- changing artists only when a value changes (keeps the incremental render small)
    def _set(self, artist: Any, attr: str, value: Any) -> None:
        key = (id(artist), attr)
        if self._last.get(key, _UNSET) != value:
            self._last[key] = value
            getattr(artist, "set_" + attr)(value)

    def _show_pics(self, pics: _Pic, kind: str | None, alpha: float = 1.0) -> None:
        pics.show(kind, alpha)

    def _show_card(
        self,
        slot: dict[str, Any],
        code: str | None,
        foot: str,
        place: str | None,
        strong: bool = False,
        weak: bool = False,
        dim: bool = False,
        empty: bool = False,
    ) -> None:
        box = slot["box"]
        texts = (slot["name"], slot["power"], slot["foot"])
        slot["place"] = place
        if code is None:
            self._show_pics(slot["pics"], None)
            for p in slot["price_pic"]:
                self._set(p, "visible", False)
            self._set(box, "visible", empty)
            self._set(slot["power"], "visible", False)
            self._set(slot["foot"], "visible", False)
            self._set(slot["name"], "visible", empty)
            self._set(slot["mark"], "visible", False)
            if empty:  # a sold-out market slot: an empty frame, so the gap is visible
                self._set(box, "facecolor", PANEL)
                self._set(box, "alpha", 1.0)
                self._set(box, "linestyle", (0, (4, 3)))
                self._set(slot["name"], "text", _t("empty"))
                self._set(slot["name"], "color", "#6b5a2a")
                self._set(slot["name"], "alpha", 1.0)
            return
        c = ed.CARDS[code]
        ink = CARD_INK[c.colour]
        alpha = 0.45 if dim else 1.0
        self._set(box, "visible", True)
        self._set(box, "facecolor", CARD_FILL[c.colour])
        self._set(box, "linestyle", "solid")
        self._set(box, "alpha", alpha)
        self._show_pics(slot["pics"], SYMBOL_ICON[c.symbol], alpha)
        self._set(slot["power"], "text", "" if c.is_action else str(c.power))
        fit = slot["wrap"]
        name = "\n".join(_cut(line, fit) for line in _wrap(card_name(code), fit).split("\n"))
        self._set(slot["name"], "text", name)
        widest = max(map(_width, name.split("\n")))
        self._set(slot["name"], "fontsize", fs(12) if widest <= fit - 1 else fs(MIN_PX))
        self._set(slot["foot"], "text", foot)
        for text in texts:
            self._set(text, "color", ink)
            self._set(text, "alpha", alpha)
            self._set(text, "visible", True)
        for p in slot["price_pic"]:
            self._set(p, "visible", True)
            self._set(p, "alpha", alpha)
        self._show_mark(slot["mark"], strong, weak)

    def _show_mark(self, mark: Any, strong: bool, weak: bool, colour: str = HIGHLIGHT) -> None:
        """A mark around a card, hex or button: bold if ``strong``; thin, dashed, faint if only ``weak``."""
        if strong or weak:
            self._set(mark, "edgecolor", colour if strong else colour + "d0")
            self._set(mark, "linewidth", fs(4) if strong else fs(3))
            self._set(mark, "linestyle", "solid" if strong else (0, (4, 2)))
        self._set(mark, "visible", strong or weak)

    # ---- update
    def update(self, state: Any, highlight: Iterable[Hashable] = (), weak: Iterable[Hashable] = ()) -> None:
        """Show ``state``: ``highlight`` places get a bold mark, ``weak`` ones a thin faint one.

        A strongly marked ``hand:<card>`` also marks (in cyan) every space that card could reach this
        turn with its power; a place listed twice in ``highlight`` (two cards alike) marks two cards.
        """
        state = _state(state)
        if state.course_id != self.course_id:
            self.relabel(state, highlight)
            return
        picks = Counter(highlight)
        marks = set(picks)
        offered = set(weak)
        light = offered - marks
        p = state.current_player
        reach = self._reach(state, marks)
        for h, mark in self.hex_mark.items():
            if h in marks or h not in reach:
                self._show_mark(mark, h in marks, h in light)
            else:  # what the chosen card reaches: in cyan, stronger than the places merely on offer
                self._show_mark(mark, True, False, REACH)
        self._update_blockades(state, marks, light, reach)
        self._update_pieces(state)
        self.status.set_text(_status(state))
        if state.is_over:
            phase = ""
        elif state.phase == "discard":
            phase = _t("phase2")
        else:
            phase = _t("phase1")
        self._set(self.phase_text, "text", phase)
        self._update_play_area(state)
        self._update_buttons(state, marks, light)
        # the hand of the player to move (two alike cards: as many marked as picked)
        hp = p if self.focus is None or self.focus >= state.num_players else self.focus
        hand = state.hands[hp]
        self._set(self.hand_title, "text", _t("hand", p=rulekit.seat_name(hp), n=len(hand)))
        self._set(self.trash_text, "text", _t("trash", n=state.pending_trash) if state.pending_trash else "")
        left = Counter(picks)
        for k, slot in enumerate(self.hand_cards):
            if k < len(hand):
                place = f"hand:{hand[k]}"
                strong = left[place] > 0
                left[place] -= 1
                self._show_card(slot, hand[k], "", place, strong=strong, weak=not strong and place in offered)
            else:
                self._show_card(slot, None, "", None)
        # market and reserve
        for slot, stack in zip(self.market_cards, state.market, strict=True):
            if stack is None:
                self._show_card(slot, None, "", None, empty=True)
            else:
                code, n = stack
                place = f"market:{code}"
                self._show_card(
                    slot, code, f"{ed.CARDS[code].price}  ×{n}", place, place in marks, place in light
                )
        open_reserve = None in state.market
        self._set(self.reserve_title, "text", _t("reserve_open" if open_reserve else "reserve"))
        for k, slot in enumerate(self.reserve_cards):
            if k < len(state.reserve):
                code, n = state.reserve[k]
                place = f"market:{code}"
                self._show_card(
                    slot,
                    code,
                    f"{ed.CARDS[code].price}  ×{n}",
                    place,
                    place in marks,
                    place in light,
                    dim=not open_reserve,
                )
            else:
                self._show_card(slot, None, "", None)
        # piles
        for pl, row in enumerate(self.pile_rows):
            values = (
                len(state.draws[pl]),
                len(state.hands[pl]),
                len(state.discards[pl]),
                len(state.removed[pl]),
            )
            for cell, v in zip(row["cells"], values, strict=False):
                self._set(cell, "text", str(v))
            tokens = [ed.BLOCKADES[code] for code in state.tokens(pl)]
            self._set(
                row["cells"][4],
                "text",
                ", ".join(f"{symbol_text(b.symbol)} {b.power}" for b in tokens) or "-",
            )
            bold = "bold" if pl == p and not state.is_over else "normal"
            self._set(row["name"], "fontweight", bold)
            for cell in row["cells"]:
                self._set(cell, "fontweight", bold)
            self._set(row["disc"], "edgecolor", HIGHLIGHT if bold == "bold" else "#111111")
            self._set(row["disc"], "linewidth", fs(3) if bold == "bold" else fs(1))

    def _reach(self, state: Any, marks: set) -> set[str]:
        """Every space a strongly marked hand card could reach this turn (both pieces, any joker symbol)."""
        reach: set[str] = set()
        if state.is_over or state.phase != "play" or state.buying:
            return reach
        p = state.current_player
        declared = [b[1] for b in marks if isinstance(b, tuple) and b[1] in ("machete", "paddle", "coin")]
        for m in marks:
            if isinstance(m, str) and m.startswith("hand:"):
                code = m[5:]
                if code not in state.hands[p] or ed.CARDS[code].symbol not in (
                    "machete",
                    "paddle",
                    "coin",
                    "joker",
                ):
                    continue
                jokers: tuple = (None,)
                if ed.CARDS[code].is_joker:
                    jokers = tuple(declared) or ("machete", "paddle", "coin")
                for piece in range(state.pieces_per_player):
                    for j in jokers:
                        reach |= ed.reachable(state, code, j, piece)
        return reach

    def _update_blockades(self, state: Any, marks: set, light: set, reach: set) -> None:
        for k, seam in enumerate(self.seams):
            piece = ed.BLOCKADES[state.blockades[k]]
            who = state.broken[k]
            place = f"b{k}"
            hot = place in marks or place in reach
            faint = not hot and place in light
            box = seam["box"]
            if who < 0:
                self._set(seam["line"], "color", BLOCKADE_FILL[piece.kind])
                self._set(seam["line"], "linestyle", "solid")
                self._set(seam["line"], "linewidth", fs(7))
                self._show_pics(seam["pics"], SYMBOL_ICON[piece.symbol])
                self._set(seam["number"], "text", str(piece.power))
                self._set(seam["number"], "visible", True)
                self._set(seam["holder"], "visible", False)
                self._set(box, "facecolor", BLOCKADE_FILL[piece.kind])
            else:
                self._set(seam["line"], "color", "#8a8a8a")
                self._set(seam["line"], "linestyle", (0, (2, 2)))
                self._set(seam["line"], "linewidth", fs(2))
                self._show_pics(seam["pics"], None)
                self._set(seam["number"], "visible", False)
                self._set(seam["holder"], "text", rulekit.seat_name(who))
                self._set(seam["holder"], "visible", True)
                self._set(box, "facecolor", "#e4ddc8")
            colour = (
                HIGHLIGHT if place in marks else (REACH if hot else (HIGHLIGHT + "99" if faint else "white"))
            )
            self._set(box, "edgecolor", colour)
            self._set(box, "linewidth", fs(4) if hot else (fs(3) if faint else fs(1.5)))
            self._set(box, "linestyle", (0, (3, 2)) if faint else "solid")

    def _update_pieces(self, state: Any) -> None:
        s = self.layout.s
        k = 0
        in_eldorado = 0
        p = state.current_player
        for pl in range(state.num_players):
            for i, h in enumerate(state.pieces[pl]):
                disc, label = self.piece_artists[k]
                k += 1
                if h == ELDORADO:
                    ex, ey = self.eldorado_xy
                    x, y = (
                        ex + (in_eldorado % 4 - 1.5) * 0.62 * s,
                        ey - 1.25 * s - (in_eldorado // 4) * 0.62 * s,
                    )
                    r = 0.3 * s
                    in_eldorado += 1
                else:
                    x, y = self.centres[h]
                    r = 0.55 * s
                mover = pl == p and not state.is_over
                self._set(disc, "center", (x, y))
                self._set(disc, "radius", r)
                self._set(disc, "visible", True)
                self._set(disc, "linewidth", fs(4) if mover else fs(1.5))
                self._set(disc, "edgecolor", HIGHLIGHT if mover else "#111111")
                self._set(label, "position", (x, y))
                text = str(pl + 1) if state.pieces_per_player == 1 else f"{pl + 1}{'ab'[i]}"
                self._set(label, "text", text if r > 0.4 * s else str(pl + 1))
                self._set(label, "fontsize", fs(13) if r > 0.4 * s else fs(MIN_PX))
                self._set(label, "visible", True)

    def _update_play_area(self, state: Any) -> None:
        self._set(self.played_title, "text", _t("played") + (":" if state.played else ": " + _t("none")))
        active = state.active[0] if state.active else None
        shown = list(state.played)[-MAX_PLAYED:]
        for k, chip in enumerate(self.played_chips):
            if k < len(shown):
                code, fate = shown[k]
                c = ed.CARDS[code]
                text = _wrap(card_name(code), 9.5)
                if code == active and k == len(shown) - 1:
                    _card, sym, left, _piece = state.active
                    text = f"{_cut(card_name(code), 10)}\n{_t('leftover', left=left)}"
                    self._set(chip["box"], "edgecolor", HIGHLIGHT)
                    self._set(chip["box"], "linewidth", fs(3))
                else:
                    self._set(chip["box"], "edgecolor", "#7d2018" if fate == "remove" else "#333333")
                    self._set(chip["box"], "linewidth", fs(2) if fate == "remove" else fs(1))
                self._set(chip["box"], "facecolor", CARD_FILL[c.colour])
                self._set(chip["box"], "visible", True)
                self._show_pics(chip["pics"], SYMBOL_ICON[c.symbol])
                self._set(chip["text"], "text", text)
                self._set(chip["text"], "color", CARD_INK[c.colour])
                self._set(
                    chip["text"], "fontsize", fs(MIN_PX) if "\n" in text or _width(text) > 8 else fs(12)
                )
                self._set(chip["text"], "visible", True)
            else:
                self._set(chip["box"], "visible", False)
                self._show_pics(chip["pics"], None)
                self._set(chip["text"], "visible", False)
        budget = _t("budget", coins=_coins(state.budget))
        if state.bought:
            budget += " · " + _t("bought", card=card_name(state.bought))
        self._set(self.budget_text, "text", budget)

    def _update_buttons(self, state: Any, marks: set, light: set) -> None:
        for b in self.buttons.values():
            for artist in (b["box"], b["text"], *b["pics"]):
                self._set(artist, "visible", self.turn_controls)
        if not self.turn_controls:
            return
        usable = self._button_uses(state)
        for place, b in self.buttons.items():
            on = place in usable or (place == CONFIRM and CONFIRM in marks)
            alpha = 1.0 if on else 0.4
            self._set(b["box"], "alpha", alpha)
            self._set(b["text"], "alpha", alpha)
            for patch in b["pics"]:
                self._set(patch, "alpha", alpha)
            strong, faint = place in marks, place in light
            self._set(
                b["box"], "edgecolor", HIGHLIGHT if strong else (HIGHLIGHT + "99" if faint else "#6d5a2a")
            )
            self._set(b["box"], "linewidth", fs(4) if strong else (fs(3) if faint else fs(1.5)))
            self._set(b["box"], "linestyle", (0, (3, 2)) if faint else "solid")
            self._set(b["box"], "facecolor", "#ffe3f4" if strong else "#fffaf0")

    def _button_uses(self, state: Any) -> set:
        """The buttons some legal action of ``state`` is clicked with."""
        used: set = set()
        for a in state.legal_actions():
            for t in self.click_targets(a, state):
                if isinstance(t, tuple) and t[0] == "button":
                    used.add(t)
        return used

    def relabel(self, state: Any | None = None, highlight: Iterable[Hashable] = ()) -> None:
        state = _state(self.state if state is None else state)
        self.ax.clear()
        self.ax.set_axis_off()
        self.state = state
        self.build(state)
        self.update(state, tuple(highlight))

    # ---- clicks
    def target_at(self, x: float, y: float) -> Hashable | None:
        for place, b in self.buttons.items() if self.turn_controls else ():
            bx, by, bw, bh = b["xywh"]
            if bx <= x <= bx + bw and by <= y <= by + bh:
                return place
        for slots in (self.hand_cards, self.market_cards, self.reserve_cards):
            for slot in slots:
                bx, by, bw, bh = slot["xywh"]
                if slot["place"] and bx <= x <= bx + bw and by <= y <= by + bh:
                    return slot["place"]
        for k, seam in enumerate(self.seams):
            (mx, my), (w, h) = seam["xy"], seam["wh"]
            if abs(x - mx) <= w / 2 and abs(y - my) <= h / 2:
                return f"b{k}"
        L = self.layout
        hx, hy = (x - L.ox) / L.s, (y - L.oy) / L.s
        q = hx / 1.5
        r = -hy / SQRT3 - q / 2
        return self.at.get(_hex_round(q, r))

    def place_xy(self, place: Hashable) -> tuple[float, float] | None:
        """The data-coordinate centre of a clickable place (the inverse of :meth:`target_at`).

        >>> from rulekit import el_dorado as ed
        >>> view = BoardView(ed.new_game(players=3, seed=1))
        >>> view.target_at(*view.place_xy("hand:Ex")), view.target_at(*view.place_xy(("button", "end")))
        ('hand:Ex', ('button', 'end'))
        """
        if place in self.buttons:
            bx, by, bw, bh = self.buttons[place]["xywh"]
            return bx + bw / 2, by + bh / 2
        if not isinstance(place, str):
            return None
        if place in self.centres:
            return self.centres[place]
        if place.startswith("b") and place[1:].isdigit() and int(place[1:]) < len(self.seams):
            return self.seams[int(place[1:])]["xy"]
        for slot in self.hand_cards + self.market_cards + self.reserve_cards:
            if slot["place"] == place:
                bx, by, bw, bh = slot["xywh"]
                return bx + bw / 2, by + bh / 2
        return None

    def place_centre(self, place: str) -> tuple[float, float]:
        """Data coordinates of a place (as :meth:`place_xy`; raises KeyError for a place not drawn)."""
        found = self.place_xy(place)
        if found is None:
            raise KeyError(place)
        return found

    def click_targets(self, action: Any, state: Any | None = None) -> tuple[Hashable, ...]:
        """The places clicked to choose ``action`` (in any order; a place listed twice is clicked twice).

        A card in hand and a space or blockade to move; a joker adds the button of the symbol it is
        played as; rubble and base camps take one click per card paid; in a 2-player game the piece's
        own space is added when the other piece could make the same move.  A hand card and *spend to
        buy* (a joker as coin adds *as coin*), a market card to buy, a hand card and *use effect* for a
        purple card (the Transmitter adds the market card), a hand card alone to discard (phase 2) or
        to remove (after a Scientist or Travel Log), and one button for stop, done, end and draw.

        >>> from rulekit import el_dorado as ed
        >>> view = BoardView(ed.new_game(players=3, seed=1))
        >>> view.click_targets(ed.parse_action("pay Ex+Ex C3"))
        ('hand:Ex', 'hand:Ex', 'C3')
        >>> view.click_targets(ed.parse_action("spend Tr")), view.click_targets(ed.parse_action("draw"))
        (('hand:Tr', ('button', 'spend')), (('button', 'draw'),))
        """
        a = action
        if isinstance(a, ed.Move):
            out: tuple = (f"hand:{a.card}",) + ((("button", a.joker),) if a.joker else ()) + (a.place,)
            return out + self._piece_pick(a, state)
        if isinstance(a, ed.Pay):
            return tuple(f"hand:{c}" for c in a.cards) + (a.place,) + self._piece_pick(a, state)
        if isinstance(a, ed.Go):
            return (a.place,)
        if isinstance(a, ed.Use):
            return (f"hand:{a.card}", ("button", "use")) + ((f"market:{a.take}",) if a.take else ())
        if isinstance(a, ed.Spend):
            return (f"hand:{a.card}", ("button", "spend")) + ((("button", "coin"),) if a.coin else ())
        if isinstance(a, ed.Buy):
            return (f"market:{a.card}",)
        if isinstance(a, (ed.Trash, ed.Discard)):
            return (f"hand:{a.card}",)
        name = {ed.Stop: "stop", ed.Done: "done", ed.End: "end", ed.Draw: "draw"}.get(type(a))
        if name:
            return (("button", name),)
        return tuple(a.targets())

    def _piece_pick(self, a: Any, state: Any | None) -> tuple:
        """The piece's own space, when the player's other piece could make the very same move."""
        state = self.state if state is None else state
        if state is None or state.pieces_per_player < 2:
            return ()
        legal = self._legal_set(state)
        # (a state shown a moment ago, before the view caught up with a new one: no pick)
        if a not in legal or dataclasses.replace(a, piece=1 - a.piece) not in legal:
            return ()
        return (state.pieces[state.current_player][a.piece],)

    def _legal_set(self, state: Any) -> frozenset:
        if self._legal_for is None or self._legal_for[0] is not state:
            self._legal_for = (state, frozenset(state.legal_actions()))
        return self._legal_for[1]

    def intended_action(self, state: Any, picks: tuple) -> Any | None:
        """The action a click sequence that no legal action matches most likely meant (or None).

        A hand card and a space: playing it there (rubble, base camps and rubble blockades: paying
        with the picked cards); a space alone while a card's power is left: going on with it; a
        market card: buying it; a hand card and *spend* or *use*; a button: its action.  The
        Explorer explains the rule that refuses it.

        >>> from rulekit import el_dorado as ed
        >>> s = ed.from_position("players=3 pieces=B6,B8,B9 hand1=Sa,Ex,Tr,Tr")
        >>> view = BoardView(s)
        >>> str(view.intended_action(s, ("hand:Sa", "B22")))
        'Sa B22'
        >>> rulekit.explain(s, view.intended_action(s, ("hand:Sa", "B22")))[-1].rule
        'ED.move.match-symbol'
        """
        hand = [p[5:] for p in picks if isinstance(p, str) and p.startswith("hand:")]
        market = [p[7:] for p in picks if isinstance(p, str) and p.startswith("market:")]
        buttons = [p[1] for p in picks if isinstance(p, tuple) and len(p) == 2 and p[0] == "button"]
        course = state.course
        spots = [
            p
            for p in picks
            if isinstance(p, str) and (p in course.terrain or (p[:1] == "b" and p[1:].isdigit()))
        ]
        joker = next((b for b in buttons if b in ("machete", "paddle", "coin")), None)
        if "end" in buttons:
            return ed.End()
        if "draw" in buttons:
            return ed.Draw()
        if "stop" in buttons:
            return ed.Stop()
        if "done" in buttons:
            return ed.Done()
        if hand and "spend" in buttons:
            return ed.Spend(hand[0], coin=joker == "coin")
        if hand and "use" in buttons:
            return ed.Use(hand[0], market[0] if market else None)
        if market and not hand:
            return ed.Buy(market[0])
        if not spots:
            if len(hand) == 1 and len(picks) == 1:
                if state.phase == "discard":
                    return ed.Discard(hand[0])
                if state.pending_trash:
                    return ed.Trash(hand[0])
            return None
        dest = spots[-1]
        me = state.current_player
        pieces = state.pieces[me]
        froms = [i for i, h in enumerate(pieces) if h in spots[:-1]]
        piece = froms[0] if froms else self._nearest_piece(state, dest)
        if not hand:
            return ed.Go(dest) if state.active else None
        if _pays_with_cards(state, dest):
            return ed.Pay(tuple(hand), dest, piece)
        return ed.Move(hand[0], dest, joker, piece)

    @staticmethod
    def _nearest_piece(state: Any, dest: str) -> int:
        pieces = state.pieces[state.current_player]
        for i, h in enumerate(pieces):
            if (
                h != ELDORADO
                and h in state.course.adjacent
                and (
                    dest in state.course.adjacent[h]
                    or (
                        dest[:1] == "b" and any(s == int(dest[1:]) for s in state.course.adjacent[h].values())
                    )
                )
            ):
                return i
        return 0


class _Boxed:
    """A collection that tells its place on the picture.

    matplotlib gives an empty box for a collection drawn in data coordinates, and the incremental
    render then redraws such a collection at every step wherever the change is; with its real box
    it is redrawn only when a change touches it.
    """

    def get_window_extent(self, renderer: Any = None) -> Bbox:
        paths = self.get_paths()
        if not paths:
            return Bbox.null()
        points = self.get_transform().transform(np.concatenate([p.vertices for p in paths]))
        return Bbox([points.min(axis=0), points.max(axis=0)])


class _Polys(_Boxed, PolyCollection):
    pass


class _Patches(_Boxed, PatchCollection):
    pass


class _Lines(_Boxed, LineCollection):
    pass


class _MapTiles:
    """The map's unchanging shapes, gathered into a few collections per square tile of the picture.

    Hundreds of spaces drawn as single artists would make every step check each of them; one
    collection for the whole map would be redrawn whole whenever a piece moves.  The space
    numbers and labels are the glyph outlines of the text (:class:`~matplotlib.textpath.TextPath`)
    at the same size in CSS pixels, so they join the collections too.
    """

    SIZE = 240.0

    def __init__(self) -> None:
        self.hexes: dict[tuple[int, int], list] = {}
        self.icons: dict[tuple[int, int], list] = {}
        self.labels: dict[tuple[int, int], list] = {}
        self.texts: list[tuple[str, float]] = []  # (text, CSS px) of every outlined label

    def _tile(self, x: float, y: float) -> tuple[int, int]:
        return int(x // self.SIZE), int(y // self.SIZE)

    def hex(self, x: float, y: float, radius: float, face: str, edge: str, width: float) -> None:
        self.hexes.setdefault(self._tile(x, y), []).append((hex_corners((x, y), radius), face, edge, width))

    def icon(self, kind: str, x: float, y: float, size: float) -> None:
        self.icons.setdefault(self._tile(x, y), []).append((kind, x, y, size))

    def label(self, x: float, y: float, text: str, px: float, colour: str, bold: bool = False) -> None:
        """A text ``px`` CSS pixels tall, centred on ``(x, y)``."""
        self.texts.append((text, px))
        self.labels.setdefault(self._tile(x, y), []).append((_text_outline(text, px, bold, x, y), colour))

    def add_to(self, ax: Axes) -> None:
        for items in self.hexes.values():
            ax.add_collection(
                _Polys(
                    [p for p, *_ in items],
                    facecolors=[i[1] for i in items],
                    edgecolors=[i[2] for i in items],
                    linewidths=[i[3] for i in items],
                    zorder=1,
                )
            )
        for items in self.icons.values():
            icon_collection(ax, items, zorder=2, cls=_Patches)
        for items in self.labels.values():
            ax.add_collection(
                _Patches(
                    [PathPatch(path) for path, _ in items],
                    facecolors=[c for _, c in items],
                    edgecolors="none",
                    linewidths=0,
                    zorder=2.5,
                )
            )


_FONT = {}


def _text_outline(text: str, px: float, bold: bool, x: float, y: float) -> Path:
    """The outline of ``text`` at ``px`` CSS pixels (data units), centred on ``(x, y)``."""
    key = (bold,)
    if key not in _FONT:
        import matplotlib

        family = matplotlib.rcParams["font.family"]
        _FONT[key] = FontProperties(family=family, weight="bold" if bold else "normal")
    path = TextPath((0, 0), text, size=px, prop=_FONT[key])
    ext = path.get_extents()
    # centre the glyphs' ink box, like a text drawn with ha="center", va="center"
    dx, dy = x - (ext.x0 + ext.x1) / 2, y - (ext.y0 + ext.y1) / 2
    return Path(path.vertices + (dx, dy), path.codes)


class _Pic:
    """A pictogram whose kind changes: one collection whose shapes and colours are swapped in place."""

    def __init__(self, ax: Axes, x: float, y: float, size: float, zorder: float) -> None:
        self.where = (x, y, size)
        self.coll = _Patches([], zorder=zorder)
        self.coll.set_joinstyle("round")
        self.coll.set_visible(False)
        ax.add_collection(self.coll, autolim=False)
        self.kind: str | None = None
        self.alpha = 1.0

    def show(self, kind: str | None, alpha: float = 1.0) -> None:
        if kind == self.kind and alpha == self.alpha:
            return
        self.kind, self.alpha = kind, alpha
        coll = self.coll
        if not kind:
            coll.set_visible(False)
            return
        found = shapes_at(kind, *self.where)
        coll._paths = [f[0] for f in found]  # the remembered Paths: unchanged ones compare equal
        coll.set_facecolor([f[1] for f in found])
        coll.set_edgecolor([f[2] for f in found])
        coll.set_linewidth([f[3] for f in found])
        coll.set_alpha(alpha)
        coll.set_visible(True)
        coll.stale = True


_UNSET = object()


def _pays_with_cards(state: Any, place: str) -> bool:
    """Rubble, base camps and rubble blockades are paid with a number of cards."""
    if place in state.course.terrain:
        return ed.TERRAIN[state.course.terrain[place]].counts_cards
    slot = int(place[1:])
    return slot < len(state.blockades) and ed.BLOCKADES[state.blockades[slot]].counts_cards


def _hex_round(q: float, r: float) -> tuple[int, int]:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return int(rq), int(rr)


def _shared_edge(
    a: tuple[float, float], b: tuple[float, float], size: float
) -> tuple[tuple[float, float], ...]:
    """The side two neighbouring hexes share (the two corners closest to both centres)."""
    corners = hex_corners(a, size)
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    near = sorted(corners, key=lambda c: (c[0] - mid[0]) ** 2 + (c[1] - mid[1]) ** 2)[:2]
    return tuple(near)


def _status(state: Any) -> str:
    name = ed.COURSE_NAMES.get(state.course_id, {}).get("ko" if _ko() else "en", "")
    if _ko():  # the course tiles' letters ("(B C N I K)") are no Korean words
        name = re.sub(r"\s*\((?:[A-Z]\s?)+\)", "", name)
    if state.is_over:
        if state.stopped:
            return f"{name} · {_t('stopped')}"
        w = ", ".join(rulekit.seat_name(p) for p in state.winners()) or _t("none")
        return f"{name} · {_t('over', w=w)}"
    text = f"{name} · {_t('turn', p=rulekit.seat_name(state.current_player), r=state.round + 1)}"
    if state.final_round:
        text += f" · {_t('final')}"
    return text


# --------------------------------------------------------------------------- plain words


def _card_words(code: str) -> str:
    c = ed.CARDS[code]
    return f"{card_name(code)} ({card_strength(code)})" if not c.is_action else card_name(code)


def _space_words(state_course: Any, place: str) -> str:
    return place


_TERRAIN_WORDS = {"jungle": ("jungle", "정글"), "river": ("river", "강"), "village": ("village", "마을"),
                  "rubble": ("rubble", "자갈밭"), "basecamp": ("base camp", "주둔지"),
                  "mountain": ("black mountain", "검정 산"), "start": ("starting space", "출발 칸"),
                  "end": ("arrival space", "도착 칸")}


@cache
def _terrain_of_label() -> dict[str, str]:
    """Space label -> terrain kind, for the labels every course prints alike (a label names one map space)."""
    kinds: dict[str, set[str]] = {}
    for course in ed.COURSES.values():
        for label, code in course.terrain.items():
            kinds.setdefault(label, set()).add(ed.TERRAIN[code].kind)
    return {label: next(iter(k)) for label, k in kinds.items() if len(k) == 1}


def _terrain_words(place: str) -> tuple[str, str]:
    """`` (jungle)`` / ``(정글)`` for a space, the real terrain of its label; ``("", "")`` if unknown."""
    words = _TERRAIN_WORDS.get(_terrain_of_label().get(place, ""))
    return (f" ({words[0]})", f"({words[1]})") if words else ("", "")


def _ro(symbol: str) -> str:
    """The Korean particle "as" after a symbol's name: 마체테로, 노로, 코인으로."""
    return "으로" if symbol == "coin" else "로"


def describe(action: Any) -> str:
    """The action in plain words in the current language, with the rulebook's terms.

    >>> describe(ed.parse_action("Sc C12"))
    'Play Scout (machete 2): move to C12'
    >>> rulekit.set_language("ko"); describe(ed.parse_action("JT=m C12")); rulekit.set_language("en")
    '카드 쓰기: 만능 재주꾼(조커를 마체테로) → C12'
    >>> describe(ed.parse_action("pay Ex+Tr C17"))
    'Pay 2 cards (Explorer, Traveler) to enter C17 (rubble)'
    """
    a = ed.parse_action(action) if isinstance(action, str) else action
    ko = _ko()
    piece = ""
    if getattr(a, "piece", 0):
        piece = " (말 2)" if ko else " (piece 2)"
    if isinstance(a, ed.Move):
        if a.card == "Na":
            target = f"봉쇄 {a.place}" if a.place.startswith("b") else a.place
            return (
                f"네이티브: 요구 조건 없이 이동 → {target}{piece}"
                if ko
                else f"Native: move to {a.place} ignoring its requirement{piece}"
            )
        if a.place.startswith("b"):
            if a.joker:
                return (
                    f"봉쇄 돌파: {card_name(a.card)}(조커를 {symbol_text(a.joker)}{_ro(a.joker)}) "
                    f"→ 봉쇄 {a.place}{piece}"
                    if ko
                    else f"Play {card_name(a.card)} as {symbol_text(a.joker)}: "
                    f"break blockade {a.place}{piece}"
                )
            return (
                f"봉쇄 돌파: {_card_words(a.card)} → 봉쇄 {a.place}{piece}"
                if ko
                else f"Play {_card_words(a.card)}: break blockade {a.place}{piece}"
            )
        if a.joker:
            return (
                f"카드 쓰기: {card_name(a.card)}(조커를 {symbol_text(a.joker)}{_ro(a.joker)}) "
                f"→ {a.place}{piece}"
                if ko
                else f"Play {card_name(a.card)} as {symbol_text(a.joker)}: move to {a.place}{piece}"
            )
        return (
            f"카드 쓰기: {_card_words(a.card)} → {a.place}{piece}"
            if ko
            else f"Play {_card_words(a.card)}: move to {a.place}{piece}"
        )
    if isinstance(a, ed.Go):
        return f"남은 파워로 이어서 이동 → {a.place}" if ko else f"Go on to {a.place} with the leftover power"
    if isinstance(a, ed.Stop):
        return "멈추기 (남은 파워는 사라집니다)" if ko else "Stop (the leftover power is lost)"
    if isinstance(a, ed.Pay):
        names = ", ".join(card_name(c) for c in a.cards)
        n = len(a.cards)
        if a.place.startswith("b"):
            return (
                f"자갈 봉쇄 {a.place} 돌파: 카드 {n}장({names}) 내기{piece}"
                if ko
                else f"Break rubble blockade {a.place} with {n} card{'s' * (n > 1)} ({names}){piece}"
            )
        ground_en, ground_ko = _terrain_words(a.place)
        return (
            f"카드 {n}장({names})을 내고 {a.place}{ground_ko}에 들어가기{piece}"
            if ko
            else f"Pay {n} card{'s' * (n > 1)} ({names}) to enter {a.place}{ground_en}{piece}"
        )
    if isinstance(a, ed.Use):
        if a.take:
            return (
                f"송신기: {card_name(a.take)} 무료로 가져오기 (버림 더미로)"
                if ko
                else f"Transmitter: take {card_name(a.take)} free onto your discard pile"
            )
        draws = {"Cg": 2, "Co": 3, "Si": 1, "TL": 2}.get(a.card, 0)
        trash = {"Si": 1, "TL": 2}.get(a.card, 0)
        extra_ko = f", 그다음 카드 {trash}장까지 제거" if trash else ""
        extra_en = f", then remove up to {trash}" if trash else ""
        return (
            f"액션 카드 {card_name(a.card)}: 카드 {draws}장 뽑기{extra_ko}"
            if ko
            else f"Action card {card_name(a.card)}: draw {draws} card{'s' * (draws > 1)}{extra_en}"
        )
    if isinstance(a, ed.Trash):
        return (
            f"카드 제거: {card_name(a.card)} (게임에서 빠짐)"
            if ko
            else f"Remove {card_name(a.card)} from the game"
        )
    if isinstance(a, ed.Done):
        return "카드 제거 마치기" if ko else "Stop removing cards"
    if isinstance(a, ed.Spend):
        c = ed.CARDS[a.card]
        value = _coins(2 * c.power) if (c.symbol == "coin" or a.coin) else "1/2"
        if a.coin:
            return (
                f"구매에 쓰기: {card_name(a.card)}(조커를 코인으로) ({value} 코인)"
                if ko
                else f"Spend {card_name(a.card)} as coin for buying ({value} coin{'s' * (value != '1')})"
            )
        return (
            f"구매에 쓰기: {card_name(a.card)} ({value} 코인)"
            if ko
            else f"Spend {card_name(a.card)} for buying ({value} coin{'s' * (value not in ('1', '1/2'))})"
        )
    if isinstance(a, ed.Buy):
        price = ed.CARDS[a.card].price
        return (
            f"카드 사기: {card_name(a.card)} ({price} 코인, 버림 더미로)"
            if ko
            else f"Buy {card_name(a.card)} ({price} coin{'s' * (price != 1)}, onto your discard pile)"
        )
    if isinstance(a, ed.End):
        return (
            "카드 쓰기 끝: 낸 카드를 버림 더미로"
            if ko
            else "End playing cards: the played cards go to the discard pile"
        )
    if isinstance(a, ed.Discard):
        return (
            f"손의 카드 버리기: {card_name(a.card)}" if ko else f"Discard {card_name(a.card)} from your hand"
        )
    if isinstance(a, ed.Draw):
        return (
            "카드 뽑기: 손이 4장이 될 때까지 (턴 끝)" if ko else "Draw cards up to 4 in hand (the turn ends)"
        )
    return str(a)


# --------------------------------------------------------------------------- one-call pictures


def draw(state_or_position: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = (),
         details: bool = False) -> Figure:
    """A picture of a state (or of a position in notation); highlight places or ``hand:<card>``.

    ``details=True`` also writes every space's label (``B22``) and every blockade's number (``b0``),
    the names the action notation uses.

    >>> fig = draw("players=3 pieces=B22,B7,B8 hand1=Sc,Ex,Tr,Sa", highlight=["hand:Sc"])
    >>> fig.get_facecolor() == fig.axes[0].get_facecolor()     # one Axes on the paper colour
    True
    >>> texts = [t.get_text() for t in draw("players=3", details=True).axes[0].texts]
    >>> "b0" in texts, "b0" in [t.get_text() for t in draw("players=3").axes[0].texts]
    (True, False)
    """
    return BoardView(_state(state_or_position), ax, tuple(highlight), details=details).fig


LEGEND = [  # (pictogram, English, Korean, what it asks for)
    (
        "machete",
        "machete: jungle",
        "마체테: 정글",
        ("green card, power at least the number", "초록 카드, 파워가 숫자 이상"),
    ),
    (
        "paddle",
        "paddle: river",
        "노: 강",
        ("blue card, power at least the number", "파란 카드, 파워가 숫자 이상"),
    ),
    (
        "coin",
        "coin: village",
        "코인: 마을",
        ("yellow card, coins at least the number", "노란 카드, 코인이 숫자 이상"),
    ),
    ("rubble", "rubble", "자갈밭", ("discard that many cards", "숫자만큼 아무 카드나 버림")),
    (
        "basecamp",
        "base camp",
        "주둔지",
        ("remove that many cards from the game", "숫자만큼 카드를 게임에서 제거"),
    ),
    ("mountain", "mountain", "검정 산", ("no piece may enter", "들어갈 수 없음")),
    ("blockade", "blockade", "봉쇄", ("break it like a space", "칸처럼 돌파")),
    ("start", "starting space", "출발 칸", ("pieces start here", "말이 출발하는 칸")),
    ("eldorado", "El Dorado", "엘도라도", ("reached from an arrival space", "도착 칸에 들어가면 도착")),
    ("joker", "joker card", "조커 카드", ("played as machete, paddle or coin", "마체테·노·코인 중 하나로")),
    ("action", "action card", "액션 카드", ("an effect, then removed or discarded", "효과를 바로 적용")),
]


def legend_png() -> bytes:
    """A small PNG legend of the pictograms with their names in the current language.

    >>> legend_png()[:4]
    b'\\x89PNG'
    """
    rows = len(LEGEND)
    w_px, row_h = 520.0, 30.0
    h_px = rows * row_h + 12
    fig = Figure(figsize=(w_px / 80, h_px / 80), dpi=80)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_axis_off()
    ax.set_xlim(0, w_px)
    ax.set_ylim(0, h_px)
    fig.set_facecolor(PAPER)
    fills = {
        "machete": "jungle",
        "paddle": "river",
        "coin": "village",
        "rubble": "rubble",
        "basecamp": "basecamp",
        "mountain": "mountain",
        "start": "start",
        "eldorado": "eldorado",
    }
    for k, (pic, en, ko, (what_en, what_ko)) in enumerate(LEGEND):
        y = h_px - 6 - row_h * (k + 0.5)
        if pic in fills:
            ax.add_patch(
                RegularPolygon(
                    (20, y),
                    6,
                    radius=14,
                    orientation=math.pi / 6,
                    facecolor=TERRAIN_FILL[fills[pic]],
                    edgecolor="#8a7a50",
                    linewidth=0.8,
                )
            )
        add_icon(ax, pic, 20, y, 22 if pic != "mountain" else 26)
        ax.text(
            42,
            y,
            rulekit.i18n.pick(en, ko),
            ha="left",
            va="center",
            fontsize=12 * 0.75 * 1.2,
            fontweight="bold",
            color=HEAD,
        )
        ax.text(
            220,
            y,
            rulekit.i18n.pick(what_en, what_ko),
            ha="left",
            va="center",
            fontsize=12 * 0.75 * 1.2,
            color="#222222",
        )
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=80, facecolor=PAPER)
    return buf.getvalue()


def panels(explorer: Any) -> list:
    """A piles panel for the Explorer: every player's hand (own turn), draw, discard and removed cards."""
    import html

    import ipywidgets as W

    box = W.HTML()

    def refresh(ex: Any) -> None:
        s = ex.state
        p = s.current_player
        rows = []
        for pl in range(s.num_players):
            hand = ", ".join(card_name(c) for c in s.hands[pl]) if pl == p else f"{len(s.hands[pl])}"
            discard = ", ".join(card_name(c) for c in s.discards[pl]) or "-"
            removed = ", ".join(card_name(c) for c in s.removed[pl]) or "-"
            tokens = (
                ", ".join(
                    f"{symbol_text(ed.BLOCKADES[c].symbol)} {ed.BLOCKADES[c].power}" for c in s.tokens(pl)
                )
                or "-"
            )
            rows.append(
                f"<tr><td><b>{rulekit.seat_name(pl)}</b></td><td>{html.escape(hand)}</td>"
                f"<td>{len(s.draws[pl])}</td><td>{html.escape(discard)}</td>"
                f"<td>{html.escape(removed)}</td><td>{html.escape(tokens)}</td></tr>"
            )
        head = (
            ("hand", "draw pile", "discard pile", "removed", "blockades")
            if not _ko()
            else ("손", "뽑기 더미", "버림 더미", "제거", "봉쇄")
        )
        box.value = (
            "<table style='font-size:14px'><tr><th></th>"
            + "".join(f"<th>{h}</th>" for h in head)
            + "</tr>"
            + "".join(rows)
            + "</table>"
        )

    refresh(explorer)
    explorer.on_refresh(refresh)
    return [box]


# --------------------------------------------------------------------------- tables for the lessons

COLOURS = {  # card colour -> (English, Korean), as the rulebook names them
    "green": ("green", "초록"),
    "blue": ("blue", "파랑"),
    "yellow": ("yellow", "노랑"),
    "white": ("white", "흰색"),
    "purple": ("purple", "보라"),
}
TABLE_HEADS = {
    "code": ("code", "표기"),
    "card": ("card", "카드"),
    "colour": ("colour", "색"),
    "symbol": ("symbol", "기호"),
    "power": ("power", "파워"),
    "price": ("price", "구매 가격"),
    "item": ("leaves the game after use", "쓰면 게임에서 제거"),
    "start": ("starts on the market board", "처음부터 마켓 보드에"),
    "deck": ("in the starting deck", "시작 덱 장수"),
    "round": ("round", "라운드"),
    "cards": ("cards owned", "가진 카드 수"),
    "owned": ("the deck", "덱"),
    "removed": ("removed from the game", "게임에서 제거된 카드"),
    "yes": ("yes", "예"),
    "no": ("-", "-"),
}


def _head(key: str) -> str:
    en, ko = TABLE_HEADS[key]
    return ko if _ko() else en


def card_table() -> Any:
    """Every kind of card as a table in the current language: name, colour, symbol, power, price.

    The index is the card's code in the action notation (``Sc`` = Scout, 정찰병).

    >>> table = card_table()
    >>> table.loc["Sc"].tolist()[:5]
    ['Scout', 'green', 'machete', 2, '1']
    >>> int(table[table.columns[-1]].sum())          # the starting deck: 8 cards
    8
    """
    import pandas

    rows = []
    for c in ed.CARDS.values():
        rows.append({
            _head("card"): card_name(c.code),
            _head("colour"): COLOURS[c.colour][1 if _ko() else 0],
            _head("symbol"): symbol_text(c.symbol),
            _head("power"): c.power if not c.is_action else "-",
            _head("price"): "-" if c.price is None else str(c.price),
            _head("item"): _head("yes") if c.item else _head("no"),
            _head("start"): _head("yes") if c.start_market else _head("no"),
            _head("deck"): c.starting_deck,
        })
    frame = pandas.DataFrame(rows, index=pandas.Index(list(ed.CARDS), name=_head("code")))
    return frame


def deck_growth(players: int = 2, seed: int = 4, rounds: int = 6, bot: str = "racer",
                player: int = 0) -> Any:
    """How one player's deck changes when ``bot`` plays every seat: a row after each of that player's turns.

    Each bot sees only what its player may know (``state.view(player)``, ED.gap.hidden-info).

    >>> table = deck_growth(rounds=3)
    >>> len(table), int(table.iloc[0, 0])             # three turns; the first purchase makes 9 cards
    (3, 9)
    """
    import pandas

    from rulekit import bots

    chooser, rng = bots.make_bot(bot, "el_dorado"), rulekit.Rng(seed)
    state, rows = ed.new_game(players=players, seed=seed), []
    while state.round < rounds and not state.is_over:
        mover = state.current_player
        state = state.apply(chooser.choose(state.view(mover), rng))
        if mover == player and state.current_player != player:
            owned = state.cards_of(player)
            rows.append({
                _head("round"): state.round + (0 if state.current_player < player else 1),
                _head("cards"): sum(owned.values()),
                _head("owned"): ", ".join(f"{card_name(c)} {n}" for c, n in sorted(owned.items())),
                _head("removed"): ", ".join(card_name(c) for c in state.removed[player]) or "-",
            })
    return pandas.DataFrame(rows).set_index(_head("round"))


def bought_table(df: Any) -> Any:
    """From a simulation table (``widgets.lab.sweep``): the mean number of each card bought per player and
    game, by winners and by the others, with the cards' names and the headings in the current language.

    >>> from widgets import lab
    >>> df = lab.sweep("el_dorado", {"course": [0]}, n=2, players=3, bots="racer", seed=1, progress=False)
    >>> table = bought_table(df)
    >>> list(table.columns), table.index.name
    (['winners', 'the others'], 'card')
    """
    from .. import lab

    heads = {"won": ("winners", "이긴 사람"), "lost": ("the others", "나머지"), "card": ("card", "카드")}
    table = lab.tally(df, "stat_bought")
    table = table.rename(columns={k: heads[k][1 if _ko() else 0] for k in ("won", "lost")},
                         index={code: card_name(code) for code in table.index if code in ed.CARDS})
    table.index.name = heads["card"][1 if _ko() else 0]
    table.columns.name = None
    return table.round(2)
