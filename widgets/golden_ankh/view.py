"""The Golden Ankh board: the market, the supply and every player's layout on both layers.

One picture, drawn to be read from the back of a classroom (every text at least 11 CSS px when
the picture is 960 px wide), shows

* the **market** (시장판): six spaces, each with its price markers (가격 마커: coloured discs with
  the resource letter) above the tile for sale, and the two face-down **tile stacks** (타일 더미)
  with their sizes;
* the **supply** (공급처): the tokens of each kind left, the ankh token (앙크 토큰) with its
  pictogram, and the bonus markers (보너스 마커) in the pool;
* one panel per **player**: the layout with ground tiles and upper-layer tiles (위층 타일, drawn
  smaller on the corner where their four supports meet, with a shadow and a gold rim, so they sit
  visibly *above*), the tokens in hand, tokens kept on storehouses, bonus markers, tiles placed;
* two buttons on the picture: **End turn** (차례 마치기) and **OK** (확인, for a choice that needs
  confirming).

Every tile shows a pictogram of its kind (falcon 매, jackal 자칼, scarab 풍뎅이, storehouse 창고,
scribe 필경사, desert 사막, or its number) with its colour letter in the top corner and its kind
letter in the bottom corner: ``F`` falcon, ``J`` jackal, ``S`` scarab, ``H`` storehouse, ``P``
scribe, ``D`` desert (the letters of the layout notation); in Korean the first syllable of the
Korean name (``빨`` red, ``자`` jackal …).  :func:`legend_png` explains them.

Clicks: :meth:`BoardView.target_at` maps a point to a place, :meth:`BoardView.place_xy` a place to
its centre, and :meth:`BoardView.click_targets` says which places choose an action:

==================  =========================================================================
take tokens         the supply's tokens, once per token (``("supply", "B")`` twice for 2 blue)
buy a tile          the market tile ``("market", k)``, then a cell ``("ground", r, c)`` or a
                    2×2 centre ``("upper", r, c)`` (with the discount option, then the price
                    marker ``("price", k, "W")`` of the kind paid fewer, or OK for none)
refill the market   the ankh token in hand ``("hand", "A")``, then a stack ``("stack", "A")``
move a tile         the ankh token in hand, the tile, then its new cell or 2×2 centre
store on a          a token of the storehouse's colour in hand ``("hand", "R")``, then the
storehouse          storehouse
return tokens       the supply's tokens, once per token given back
end the turn        the button ``("button", "end")``
==================  =========================================================================

>>> from rulekit import golden_ankh as ga
>>> draw(ga.new_game(players=3, seed=1))
<Figure size 960x700 with 1 Axes>
>>> draw("RJ RJ / GJ GS ^ R2")                       # a lone layout, with an upper-layer tile
<Figure size 480x400 with 1 Axes>
"""
from __future__ import annotations

import html
import io
from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field
from typing import Any

from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyBboxPatch, PathPatch, Rectangle
from matplotlib.text import Text

import rulekit
from rulekit.golden_ankh import actions as A
from rulekit.golden_ankh.components import Components, Tile, default_components
from rulekit.golden_ankh.layout import Layout, layout_from_text, layout_to_text

from .. import board as _board
from ..board import BoardView as _BaseView
from .icons import EMPTY, placed, tile_icon

# --------------------------------------------------------------------------- look

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

# Menu names of the action kinds, in the rulebook's terms (a. 토큰 가져오기, b. 타일 구매하기 …).
KIND_LABELS = {
    "take": {"en": "take tokens", "ko": "토큰 가져오기"},
    "buy": {"en": "buy a tile", "ko": "타일 구매하기"},
    "refill": {"en": "refill the market", "ko": "타일 보충하기"},
    "move": {"en": "move a tile", "ko": "타일 옮기기"},
    "return": {"en": "return tokens", "ko": "토큰 반납하기"},
    "store": {"en": "store on a storehouse", "ko": "창고에 보관하기"},
    "end": {"en": "end the turn", "ko": "차례 마치기"},
}

LABELS = {
    "market": ("Market", "시장판"),
    "stacks": ("Tile stacks", "타일 더미"),
    "supply": ("Supply", "공급처"),
    "pool": ("Bonus markers left", "남은 보너스 마커"),
    "hand": ("Tokens", "토큰"),
    "stored": ("On storehouses: {n}", "창고에 보관: {n}개"),
    "bonus": ("Bonus markers", "보너스 마커"),
    "bonus_none": ("0", "0개"),
    "tiles": ("Tiles placed: {n}", "놓은 타일: {n}개"),
    "to_play": ("to play", "차례"),
    "turn": ("turn", "차례"),
    "over": ("Game over", "게임 끝"),
    "winners": ("winner", "승자"),
    "endgame": ("last round", "마지막 라운드"),
    "empty": ("empty", "빈 칸"),
    "layout": ("Layout", "배치"),
    "upper": ("upper layer", "위층"),
    "spendable": ("ankh to spend: {n}", "쓸 수 있는 앙크: {n}"),
    "round": ("Round", "라운드"),
    "tile": ("tile", "타일"),
    "price": ("price", "가격"),
    "can_buy": ("can buy now", "지금 구매 가능"),
    "notation": ("Layouts in notation", "배치 표기"),
    "basic_done": ("basic action done", "기본 행동 완료"),
    "basic_due": ("basic action to do", "기본 행동 전"),
    "extra_turns": ("scribe turns owed: {n}", "필경사 추가 차례: {n}"),
    "give_back": ("give back {n} token(s)", "토큰 {n}개 반납"),
    "no_tiles": ("no tiles yet", "아직 타일이 없습니다"),
    "legend": ("Legend", "범례"),
    "ankh_token": ("ankh token", "앙크 토큰"),
    "bonus_marker": ("bonus marker", "보너스 마커"),
    "upper_tile": ("upper-layer tile", "위층 타일"),
    "end_button": ("End turn", "차례 마치기"),
    "editing": ("editing", "편집 중"),
    "ok_button": ("OK", "확인"),
}


def _t(key: str, **values: Any) -> str:
    en, ko = LABELS[key]
    text = ko if rulekit.get_language() == "ko" else en
    return text.format(**values) if values else text


def _lang() -> str:
    return "ko" if rulekit.get_language() == "ko" else "en"


def face(kind: str) -> tuple[str, str]:
    """Fill and ink colours of a token kind / tile colour (``"red"`` …)."""
    return FACE.get(kind, UNKNOWN_FACE)


def colour_letter(comp: Components, colour: str) -> str:
    """The letter shown for a colour: ``R`` in English, ``빨`` in Korean."""
    if rulekit.get_language() == "ko":
        return comp.kind_name(colour, "ko")[:1]
    i = comp.kind_index.get(colour)
    return comp.kind_letters[i] if i is not None else colour[:1].upper()


def tile_kind(tile: Tile) -> str:
    """The kind key of a tile: an animal, a special kind, or ``"two"`` for a number tile."""
    if tile.special != "none":
        return tile.special
    return tile.animal or "two"


def tile_kind_letter(comp: Components, tile: Tile) -> str:
    """The letter shown for a tile's kind: ``J``/``자`` jackal, ``2``, ``H``/``창`` storehouse …"""
    if tile.special == "none" and tile.animal is None:
        return str(tile.number) if tile.number else "-"
    if rulekit.get_language() == "ko":
        return comp.kind_name(tile_kind(tile), "ko")[:1]
    return tile.code[1:]


# --------------------------------------------------------------------------- what is shown


@dataclass
class PlayerFacts:
    """What a player panel shows (read from a state, or made for a lone layout)."""

    name: str
    layout: Layout
    tokens: dict[str, int] = field(default_factory=dict)  # in hand, by kind key
    stored: dict[str, int] = field(default_factory=dict)  # on storehouses, by kind key
    bonus: list[int] = field(default_factory=list)
    tiles_placed: int = 0
    to_play: bool = False
    winner: bool = False
    doing: str = ""  # what is left of the turn (for the player to move)


@dataclass
class BoardFacts:
    """Everything one picture shows (see :func:`facts`)."""

    comp: Components
    players: list[PlayerFacts]
    market: list[Tile | None] | None = None  # None: a lone layout, no market
    prices: list[list[str]] = field(default_factory=list)
    stacks: tuple[int, int] = (0, 0)
    supply: dict[str, int] = field(default_factory=dict)
    pool: int = 0
    pool_values: tuple[int, ...] = ()
    status: str = ""
    current: int | None = None
    can_end: bool = False
    discount: bool = False


def _as_layout(obj: Any) -> Layout:
    return layout_from_text(obj) if isinstance(obj, str) else obj


def facts(obj: Any) -> BoardFacts:
    """The facts to draw for a game state, a :class:`Layout` or a layout in notation."""
    if isinstance(obj, (str, Layout)):
        lay = _as_layout(obj)
        return BoardFacts(default_components(), [PlayerFacts(_t("layout"), lay, tiles_placed=lay.tile_count)])
    return _state_facts(obj)


def _state_facts(state: Any) -> BoardFacts:
    comp: Components = state.comp
    keys = comp.kind_keys
    tiles = comp.tiles
    winners = set(state.winners()) if state.is_over else set()
    legal = [] if state.is_over else state.legal_actions()
    players = []
    for p in range(state.num_players):
        stored: dict[str, int] = {}
        for tid in state.stored[p]:
            colour = tiles[tid].colour
            stored[colour] = stored.get(colour, 0) + 1
        to_play = p == state.current_player and not state.is_over
        players.append(PlayerFacts(
            name=rulekit.seat_name(p),
            layout=state.layout(p),
            tokens=dict(zip(keys, state.hands[p], strict=False)),
            stored=stored,
            bonus=[value for _, value in state.bonus[p]],
            tiles_placed=state.tiles_placed(p),
            to_play=to_play,
            winner=p in winners,
            doing=_doing(state, legal) if to_play else "",
        ))
    return BoardFacts(
        comp=comp, players=players,
        market=[None if tid is None else tiles[tid] for tid in state.market],
        prices=[[keys[k] for k in space] for space in state.prices],
        stacks=(len(state.stacks[0]), len(state.stacks[1])),
        supply=dict(zip(keys, state.supply, strict=False)),
        pool=len(state.bonus_pool), pool_values=tuple(state.bonus_pool), status=_status(state),
        current=None if state.is_over else state.current_player,
        can_end=A.END in legal,
        discount=bool(state.options.get("upper_discount")),
    )


def _status(state: Any) -> str:
    """The line at the top: round, turn, who is to play (or who won)."""
    if state.is_over:
        names = ", ".join(rulekit.seat_name(p) for p in state.winners())
        return f"{_t('over')} — {_t('winners')}: {names}"
    # state.turn counts turns completed; the line shows the turn being played.
    parts = [f"{_t('round')} {state.round} · {_t('turn')} {state.turn + 1}",
             f"{rulekit.seat_name(state.current_player)} {_t('to_play')}"]
    if state.end_triggered:
        parts.append(_t("endgame"))
    return " · ".join(parts)


def _doing(state: Any, legal: list) -> str:
    """What is left of the current turn, for the header of the player to move."""
    parts = [_t("basic_done") if state.basic_done else _t("basic_due")]
    if state.ankh_spendable():
        parts.append(_t("spendable", n=state.ankh_budget))
    returns = [a for a in legal if a.kind == "return"]
    if returns:
        parts.append(_t("give_back", n=len(returns[0].tokens)))
    if state.extra_turns:
        parts.append(_t("extra_turns", n=state.extra_turns))
    return " · ".join(parts)


# --------------------------------------------------------------------------- sizes


class _Sizer:
    """Font sizes in points from CSS pixels at the normal board width (:data:`NORMAL_WIDTH`).

    A text of ``fontsize`` points shows at ``fontsize / 72 * css_width / figure width`` CSS px,
    whatever the dpi, so sizes are chosen in CSS px and turned into points here.
    """

    def __init__(self, fig_width_in: float, data_width: float, css_width: float = NORMAL_WIDTH) -> None:
        self.pt_per_px = 72.0 * fig_width_in / css_width
        self.px_per_unit = css_width / data_width

    def pt(self, px: float) -> float:
        """Points for a text ``px`` CSS px tall (never below the readable floor)."""
        return max(px, TEXT_FLOOR) * self.pt_per_px

    def scaled(self, share: float, units: float) -> float:
        """Points for a text ``share`` of a box ``units`` data units tall (never below the floor)."""
        return self.pt(share * units * self.px_per_unit)


# --------------------------------------------------------------------------- pooled artists


def _text(ax: Axes, **kw: Any) -> Text:
    t = Text(0, 0, "", **kw)
    ax.add_artist(t)
    return t


class _TileArtist:
    """One tile: body, pictogram, colour letter (top), kind letter (bottom), a storehouse's token."""

    def __init__(self, ax: Axes, upper: bool, sizer: _Sizer) -> None:
        z = 4 if upper else 2
        self.upper = upper
        self.sizer = sizer
        self.shadow = Rectangle((0, 0), 1, 1, facecolor="#00000055", edgecolor="none", zorder=z - 0.5,
                                visible=False) if upper else None
        self.body = Rectangle((0, 0), 1, 1, linewidth=2.6 if upper else 1.0,
                              edgecolor=GOLD if upper else "#3a3a3a", zorder=z, visible=False)
        self.icon = PathPatch(EMPTY, edgecolor="none", zorder=z + 0.05, visible=False)
        self.colour = _text(ax, ha="left", va="top", fontweight="bold", zorder=z + 0.1, visible=False)
        self.kind = _text(ax, ha="right", va="bottom", fontweight="bold", zorder=z + 0.1, visible=False)
        self.disc = Circle((0, 0), 0.1, zorder=z + 0.2, edgecolor="black", linewidth=0.8, visible=False)
        self.disc_text = _text(ax, ha="center", va="center", fontweight="bold", zorder=z + 0.3, visible=False)
        for a in (self.shadow, self.body, self.icon, self.disc):
            if a is not None:
                ax.add_patch(a)
        self.key: tuple | None = None

    def hide(self) -> None:
        if self.key is None:
            return
        self.key = None
        for a in (self.shadow, self.body, self.icon, self.colour, self.kind, self.disc, self.disc_text):
            if a is not None:
                a.set_visible(False)

    def show(self, comp: Components, tile: Tile, x: float, y: float, size: float, token: bool) -> None:
        """Draw ``tile`` with its top-left corner at ``(x, y)`` (y grows downwards), ``size`` wide."""
        key = (tile.code, tile.colour, x, y, size, token, rulekit.get_language())
        if key == self.key:  # the same tile in the same place: nothing to change
            return
        self.key = key
        fill, ink = face(tile.colour)
        sz = self.sizer
        if self.shadow is not None:
            off = 0.08 * size
            self.shadow.set_bounds(x + off, y + off, size, size)
            self.shadow.set_visible(True)
        self.body.set_bounds(x, y, size, size)
        self.body.set_facecolor(fill)
        self.body.set_visible(True)
        cx, cy = x + size / 2, y + size / 2
        kind = tile_kind(tile)
        icon = tile_icon(kind)
        letter_pt = sz.scaled(0.24, size)
        self.colour.set_position((x + 0.07 * size, y + 0.04 * size))
        self.colour.set_text(colour_letter(comp, tile.colour))
        self.colour.set_fontsize(letter_pt)
        self.colour.set_color(ink)
        self.colour.set_visible(True)
        self.kind.set_color(ink)
        if icon is None:  # a number tile: its number is the picture
            self.icon.set_visible(False)
            self.kind.set_bbox(None)
            self.kind.set_position((cx, cy + 0.08 * size))
            self.kind.set_horizontalalignment("center")
            self.kind.set_verticalalignment("center")
            self.kind.set_fontsize(sz.scaled(0.58, size))
            self.kind.set_text(tile_kind_letter(comp, tile))
        else:
            self.icon.set_path(placed(icon, cx - 0.02 * size, cy, 0.58 * size))
            self.icon.set_facecolor(ink)
            self.icon.set_visible(True)
            # the letter sits on a patch of the tile's colour, so the pictogram never runs through it
            self.kind.set_bbox(dict(boxstyle="square,pad=0.06", facecolor=fill, edgecolor="none"))
            self.kind.set_position((x + 0.95 * size, y + 0.99 * size))
            self.kind.set_horizontalalignment("right")
            self.kind.set_verticalalignment("bottom")
            self.kind.set_fontsize(letter_pt)
            self.kind.set_text(tile_kind_letter(comp, tile))
        self.kind.set_visible(True)
        show_disc = token and tile.special == "storehouse"
        if show_disc:
            r = 0.19 * size
            dx, dy = x + size - 1.15 * r, y + 1.15 * r
            self.disc.set_center((dx, dy))
            self.disc.set_radius(r)
            self.disc.set_facecolor(fill)
            self.disc.set_edgecolor("#f6d35b" if tile.colour == "black" else INK)
            self.disc.set_linewidth(1.6)
            self.disc_text.set_position((dx, dy))
            self.disc_text.set_text(colour_letter(comp, tile.colour))
            self.disc_text.set_fontsize(sz.scaled(0.22, size))
            self.disc_text.set_color(ink)
        self.disc.set_visible(show_disc)
        self.disc_text.set_visible(show_disc)


class _Token:
    """A token: a disc in its colour with its letter (the ankh token: the ankh pictogram and ``A``)."""

    def __init__(self, ax: Axes, cx: float, cy: float, r: float, sizer: _Sizer, z: float = 5) -> None:
        self.cx, self.cy, self.r = cx, cy, r
        self.disc = Circle((cx, cy), r, zorder=z, edgecolor=INK, linewidth=1.0)
        ax.add_patch(self.disc)
        self.icon = PathPatch(EMPTY, edgecolor="none", zorder=z + 0.05, visible=False)
        ax.add_patch(self.icon)
        self.letter = _text(ax, ha="center", va="center", fontweight="bold", zorder=z + 0.1,
                            fontsize=sizer.scaled(0.95, r))
        self.sizer = sizer

    def show(self, comp: Components, key: str, present: bool = True) -> None:
        shown = (key, present, rulekit.get_language())
        if shown == getattr(self, "shown", None):  # unchanged: leave the artists (and the picture) alone
            return
        self.shown = shown
        fill, ink = face(key)
        self.disc.set_facecolor(fill)
        self.disc.set_alpha(1.0 if present else 0.3)
        if key == "ankh":
            self.icon.set_path(placed("ankh", self.cx - 0.28 * self.r, self.cy, 1.45 * self.r))
            self.icon.set_facecolor(ink)
            self.icon.set_alpha(1.0 if present else 0.35)
            self.icon.set_visible(True)
            self.letter.set_position((self.cx + 0.52 * self.r, self.cy + 0.3 * self.r))
            self.letter.set_fontsize(self.sizer.scaled(0.7, self.r))
        else:
            self.icon.set_visible(False)
            self.letter.set_position((self.cx, self.cy))
        self.letter.set_text(colour_letter(comp, key) if key else "")
        self.letter.set_color(ink)
        self.letter.set_alpha(1.0 if present else 0.45)


def _ring(ax: Axes, cx: float, cy: float, r: float) -> Circle:
    m = Circle((cx, cy), r, facecolor="none", edgecolor=HIGHLIGHT, linewidth=2.5, linestyle="--", zorder=7,
               visible=False)
    ax.add_patch(m)
    return m


def _pair(pool: list, items: list) -> Iterable[tuple[Any, Any]]:
    """Each pooled artist with its item, or None for the spare ones (items beyond the pool are not drawn)."""
    return zip(pool, (items + [None] * len(pool))[: len(pool)], strict=True)


@dataclass
class _Grid:
    """Where a player's layout sits in the picture: cell ``(r, c)`` has its top-left at
    ``(x0 + (c - c0) * s, y0 + (r - r0) * s)``."""

    r0: int
    c0: int
    s: float
    x0: float
    y0: float

    def cell_xy(self, r: float, c: float) -> tuple[float, float]:
        return self.x0 + (c - self.c0) * self.s, self.y0 + (r - self.r0) * self.s

    def cell_at(self, x: float, y: float) -> tuple[float, float]:
        return self.r0 + (y - self.y0) / self.s, self.c0 + (x - self.x0) / self.s


class _PlayerPanel:
    """One player's panel: frame, header, the layout window, and the token/bonus column."""

    GROUND_POOL = 20
    UPPER_POOL = 6
    MARK_POOL = 40
    AXIS_POOL = 12  # row and column numbers (shown with the view's details)
    INFO_W = 3.55
    TOKEN_R = 0.34

    def __init__(self, view: BoardView, box: tuple[float, float, float, float], with_info: bool) -> None:
        ax = view.ax
        sz = view.sizer
        self.view = view
        x, y, w, h = box
        self.box = box
        self.with_info = with_info
        self.max_cell = 1.7 if with_info else 2.2  # data units; a lone layout may use big cells
        self.frame = FancyBboxPatch((x, y), w, h, boxstyle="round,pad=0,rounding_size=0.25", facecolor=PANEL,
                                    edgecolor="#b9aa80", linewidth=1.2, zorder=0.5)
        ax.add_patch(self.frame)
        # the marker of the player to move (or of a winner): four thin bars, so that passing the turn
        # redraws only strips of the picture, not the whole panel
        t = 0.12
        self.rim = [Rectangle(xy, bw, bh, facecolor=CURRENT, edgecolor="none", zorder=0.6, visible=False)
                    for xy, bw, bh in (((x, y), w, t), ((x, y + h - t), w, t), ((x, y), t, h),
                                       ((x + w - t, y), t, h))]
        for bar in self.rim:
            ax.add_patch(bar)
        self.header = Text(x + 0.3, y + 0.45, "", ha="left", va="center", fontsize=sz.pt(18),
                           fontweight="bold", zorder=5)
        ax.add_artist(self.header)
        self.doing = Text(x + w - 0.3, y + 0.45, "", ha="right", va="center", fontsize=sz.pt(13.5),
                          color=CURRENT, zorder=5)
        ax.add_artist(self.doing)
        info_w = self.INFO_W if with_info else 0.0
        # the layout window
        self.window = (x + 0.25, y + 0.9, w - 0.5 - info_w, h - 1.1)
        wx, wy, ww, wh = self.window
        self.window_patch = Rectangle((wx, wy), ww, wh, facecolor="#fffdf6", edgecolor="#d8cca8",
                                      linewidth=0.8, zorder=0.8)
        ax.add_patch(self.window_patch)
        self.ground = [_TileArtist(ax, upper=False, sizer=sz) for _ in range(self.GROUND_POOL)]
        self.upper = [_TileArtist(ax, upper=True, sizer=sz) for _ in range(self.UPPER_POOL)]
        self.marks = [self._mark(ax) for _ in range(self.MARK_POOL)]
        self.more = Text(wx + ww - 0.1, wy + wh - 0.1, "", ha="right", va="bottom", fontsize=sz.pt(13),
                         zorder=6, color="#7a5a00")
        ax.add_artist(self.more)
        self.empty = _text(ax, ha="center", va="center", fontsize=sz.pt(14), color="#9a8a60", zorder=1)
        self.empty.set_position((wx + ww / 2, wy + wh / 2))
        axis_kw = dict(ha="center", va="center", fontsize=sz.pt(12), color="#8a7a50", zorder=6, visible=False)
        self.row_labels = [_text(ax, **axis_kw) for _ in range(self.AXIS_POOL)]
        self.col_labels = [_text(ax, **axis_kw) for _ in range(self.AXIS_POOL)]
        self.grid: _Grid | None = None
        # the info column
        self.tokens: list[_Token] = []
        self.token_counts: list[Text] = []
        self.token_marks: list[Circle] = []
        self.info_texts: dict[str, Text] = {}
        if with_info:
            ix = x + w - info_w + 0.1
            self.info_x = ix
            self.info_texts["hand"] = _text(ax, ha="left", va="center", fontsize=sz.pt(14), zorder=5,
                                            color=INK_SOFT)
            self.info_texts["hand"].set_position((ix, y + 1.15))
            for i in range(6):
                cx = ix + 0.4 + (i % 2) * 1.65
                cy = y + 1.78 + (i // 2) * 0.84
                self.tokens.append(_Token(ax, cx, cy, self.TOKEN_R, sz))
                count = _text(ax, ha="left", va="center", fontsize=sz.pt(15), zorder=6)
                count.set_position((cx + self.TOKEN_R + 0.06, cy))
                self.token_counts.append(count)
                self.token_marks.append(_ring(ax, cx, cy, self.TOKEN_R + 0.13))
            rows = {"stored": 4.25, "tiles": 4.8, "bonus": 5.35}
            for key, dy in rows.items():
                t = _text(ax, ha="left", va="center", fontsize=sz.pt(14), zorder=5)
                t.set_position((ix, y + dy))
                self.info_texts[key] = t
            self.bonus_discs = []
            for i in range(5):
                bx, by = ix + 0.32 + 0.68 * i, y + 5.95
                c = Circle((bx, by), 0.3, facecolor=GOLD, edgecolor="#6b5200", linewidth=1.2, zorder=5,
                           visible=False)
                ax.add_patch(c)
                tt = Text(bx, by, "", ha="center", va="center", fontsize=sz.pt(14), zorder=6,
                          fontweight="bold", visible=False)
                ax.add_artist(tt)
                self.bonus_discs.append((c, tt))

    @staticmethod
    def _mark(ax: Axes) -> Rectangle:
        m = Rectangle((0, 0), 1, 1, facecolor=HIGHLIGHT + "33", edgecolor=HIGHLIGHT, linewidth=2.0,
                      linestyle="--", zorder=7, visible=False)
        ax.add_patch(m)
        return m

    # ---- layout window
    def fit(self, lay: Layout, marks: Iterable[tuple], margin: float) -> _Grid:
        """Choose the cell size and origin so the layout (with ``margin`` cells of air) fills the window."""
        tiles = list(lay.ground) + [(r + 1, c + 1) for (r, c) in lay.upper] or [(0, 0)]
        marked = [(m[1], m[2]) for m in marks] + [(m[1] + 1, m[2] + 1) for m in marks if m[0] == "upper"]
        # the tiles with ``margin`` cells of air, and every marked place (which may lie in that air)
        lo_r = min([r - margin for r, _ in tiles] + [r for r, _ in marked])
        hi_r = max([r + 1 + margin for r, _ in tiles] + [r + 1 for r, _ in marked])
        lo_c = min([c - margin for _, c in tiles] + [c for _, c in marked])
        hi_c = max([c + 1 + margin for _, c in tiles] + [c + 1 for _, c in marked])
        wx, wy, ww, wh = self.window
        s = min(ww / (hi_c - lo_c), wh / (hi_r - lo_r), self.max_cell)
        r0, c0 = min(r for r, _ in tiles), min(c for _, c in tiles)
        # centre the whole span in the window; cell (r0, c0) then sits at its place in the span
        x0 = wx + (ww - (hi_c - lo_c) * s) / 2 + (c0 - lo_c) * s
        y0 = wy + (wh - (hi_r - lo_r) * s) / 2 + (r0 - lo_r) * s
        return _Grid(r0, c0, s, x0, y0)

    def update(self, comp: Components, pf: PlayerFacts, marks: list[tuple[str, int, int, bool]],
               hand_marks: tuple[set, set] = (set(), set()), roomy: bool | None = None,
               editing: bool = False) -> None:
        """Show a player's facts; ``marks`` are ``(kind, r, c, strong)`` layout places to highlight
        (strong: named by the caller; light: where a chosen market tile may go); ``hand_marks`` the
        strong and light token letters of the hand; ``roomy`` leaves a whole free cell around the
        layout (by default for the player to move); ``editing`` frames the panel as the one a position
        editor is changing."""
        lay = pf.layout
        for bar in self.rim:
            bar.set_visible(pf.to_play or pf.winner)
            bar.set_facecolor(CURRENT if pf.to_play else GOLD)
        head = pf.name
        if pf.to_play:
            head = f"▶ {pf.name} — {_t('to_play')}"
        elif pf.winner:
            head = f"★ {pf.name} — {_t('winners')}"
        if editing:
            head = f"{head} · {_t('editing')}"
        self.frame.set_edgecolor(HIGHLIGHT if editing else "#b9aa80")
        self.frame.set_linewidth(3.0 if editing else 1.2)
        self.header.set_text(head)
        self.header.set_color(CURRENT if pf.to_play else INK)
        self.doing.set_text(pf.doing if self.view.turn_controls else "")
        # the player to move gets a whole free cell around the layout, where new tiles may go
        roomy = pf.to_play if roomy is None else roomy
        grid = self.fit(lay, marks, 1.0 if roomy else (0.6 if self.view.lone else 0.4))
        self.grid = grid
        s = grid.s
        inset = 0.05 * s
        ground = sorted(lay.ground.items())
        for art, item in _pair(self.ground, ground):
            if item is None:
                art.hide()
                continue
            (r, c), tile = item
            tx, ty = grid.cell_xy(r, c)
            art.show(comp, tile, tx + inset, ty + inset, s - 2 * inset, (0, r, c) in lay.stored)
        upper = sorted(lay.upper.items())
        for art, item in _pair(self.upper, upper):
            if item is None:
                art.hide()
                continue
            (r, c), tile = item
            cx, cy = grid.cell_xy(r + 1, c + 1)  # the corner where the four supports meet
            size = 0.7 * s
            art.show(comp, tile, cx - size / 2, cy - size / 2, size, (1, r, c) in lay.stored)
        hidden = max(0, len(ground) - len(self.ground)) + max(0, len(upper) - len(self.upper))
        self.more.set_text(f"+{hidden}" if hidden else "")
        self.empty.set_text("" if ground or upper or marks else _t("no_tiles"))
        for m, item in _pair(self.marks, marks):
            if item is None:
                m.set_visible(False)
                continue
            kind, r, c, strong = item
            # never tint a tile's colour: marks on tiles (and upper centres, which lie on tiles) are outlines
            occupied = kind == "upper" or (r, c) in lay.ground
            m.set_facecolor("none" if occupied else HIGHLIGHT + ("40" if strong else "1c"))
            m.set_edgecolor(HIGHLIGHT if strong else HIGHLIGHT + "aa")
            m.set_linewidth(3.0 if strong else 1.6)
            if kind == "ground":
                mx, my = grid.cell_xy(r, c)
                m.set_bounds(mx + 0.08 * s, my + 0.08 * s, 0.84 * s, 0.84 * s)
            else:
                cx, cy = grid.cell_xy(r + 1, c + 1)
                m.set_bounds(cx - 0.3 * s, cy - 0.3 * s, 0.6 * s, 0.6 * s)
            m.set_visible(True)
        self._update_axes(grid)
        if self.with_info:
            self._update_info(comp, pf, hand_marks)

    def _update_axes(self, grid: _Grid) -> None:
        """Row numbers down the left edge and column numbers along the top (the view's details)."""
        wx, wy, ww, wh = self.window
        s = grid.s
        show = bool(self.view.details)
        rows = [r for r in range(grid.r0 - 3, grid.r0 + 20) if wy <= grid.cell_xy(r, 0)[1] + s / 2 <= wy + wh]
        cols = [c for c in range(grid.c0 - 3, grid.c0 + 20) if wx <= grid.cell_xy(0, c)[0] + s / 2 <= wx + ww]
        for t, r in _pair(self.row_labels, rows if show else []):
            if r is None:
                t.set_visible(False)
                continue
            t.set_position((wx + 0.22, grid.cell_xy(r, 0)[1] + s / 2))
            t.set_text(str(r))
            t.set_visible(True)
        for t, c in _pair(self.col_labels, cols if show else []):
            if c is None:
                t.set_visible(False)
                continue
            t.set_position((grid.cell_xy(0, c)[0] + s / 2, wy + 0.2))
            t.set_text(str(c))
            t.set_visible(True)

    def _update_info(self, comp: Components, pf: PlayerFacts, hand_marks: tuple[set, set]) -> None:
        strong, light = hand_marks
        self.info_texts["hand"].set_text(_t("hand"))
        for i, (token, count, mark) in enumerate(zip(self.tokens, self.token_counts, self.token_marks,
                                                     strict=True)):
            key = comp.kind_keys[i] if i < len(comp.kind_keys) else ""
            n = pf.tokens.get(key, 0)
            token.show(comp, key, n > 0)
            count.set_text(f"×{n}")
            count.set_color(INK if n else "#8a8a8a")
            letter = comp.kind_letters[i] if i < len(comp.kind_letters) else ""
            _show_mark(mark, letter, strong, light)
        stored = sum(pf.stored.values())
        self.info_texts["stored"].set_text(_t("stored", n=stored))
        self.info_texts["stored"].set_visible(stored > 0)
        self.info_texts["tiles"].set_text(_t("tiles", n=pf.tiles_placed))
        bonus = _t("bonus") if pf.bonus else f"{_t('bonus')}: {_t('bonus_none')}"
        self.info_texts["bonus"].set_text(bonus)
        for i, (c, tt) in enumerate(self.bonus_discs):
            on = i < len(pf.bonus)
            c.set_visible(on)
            tt.set_visible(on)
            if on:
                tt.set_text(str(pf.bonus[i]))

    def token_centre(self, i: int) -> tuple[float, float]:
        return self.tokens[i].cx, self.tokens[i].cy

    def target_at(self, x: float, y: float, comp: Components) -> Hashable | None:
        for i, token in enumerate(self.tokens):
            near = (x - token.cx) ** 2 + (y - token.cy) ** 2 <= (self.TOKEN_R + 0.12) ** 2
            if near and i < len(comp.kind_letters):
                return ("hand", comp.kind_letters[i])
        wx, wy, ww, wh = self.window
        if self.grid is None or not (wx <= x <= wx + ww and wy <= y <= wy + wh):
            return None
        r, c = self.grid.cell_at(x, y)
        rr, cc = round(r), round(c)
        if abs(r - rr) <= 0.34 and abs(c - cc) <= 0.34:  # on an upper tile, or where one would go
            return ("upper", rr - 1, cc - 1)  # near the corner shared by cells (rr-1..rr, cc-1..cc)
        return ("ground", int(r // 1), int(c // 1))


class _LegendPanel:
    """The pictograms with their names, in the place a fourth player's panel would take."""

    SAMPLES = (("falcon", "GF"), ("jackal", "RJ"), ("scarab", "BS"), ("two", "W2"), ("storehouse", "KH"),
               ("scribe", "GP"), ("desert", "RD"))

    def __init__(self, view: BoardView, box: tuple[float, float, float, float]) -> None:
        ax = view.ax
        sz = view.sizer
        x, y, w, h = box
        frame = FancyBboxPatch((x, y), w, h, boxstyle="round,pad=0,rounding_size=0.25", facecolor="#f6f0df",
                               edgecolor="#d8cca8", linewidth=1.0, zorder=0.5)
        ax.add_patch(frame)
        self.title = _text(ax, ha="left", va="center", fontsize=sz.pt(16), fontweight="bold", color=INK_SOFT,
                           zorder=5)
        self.title.set_position((x + 0.3, y + 0.45))
        size = min(1.05, (h - 1.1) / 5 - 0.2)
        self.rows: list[tuple[Any, Text, tuple[float, float, float]]] = []
        for i in range(len(self.SAMPLES) + 3):
            col, row = i // 5, i % 5
            ex, ey = x + 0.35 + col * (w / 2), y + 0.95 + row * (size + 0.2)
            if i < len(self.SAMPLES) or i == len(self.SAMPLES) + 2:
                art: Any = _TileArtist(ax, upper=i > len(self.SAMPLES), sizer=sz)
            elif i == len(self.SAMPLES):
                art = _Token(ax, ex + size / 2, ey + size / 2, size * 0.45, sz)
            else:
                disc = Circle((ex + size / 2, ey + size / 2), size * 0.42, facecolor=GOLD,
                              edgecolor="#6b5200", linewidth=1.2, zorder=5)
                ax.add_patch(disc)
                art = Text(ex + size / 2, ey + size / 2, "3", ha="center", va="center", fontsize=sz.pt(16),
                           fontweight="bold", zorder=6)
                ax.add_artist(art)
            name = _text(ax, ha="left", va="center", fontsize=sz.pt(15), zorder=5, color=INK)
            name.set_position((ex + size + 0.25, ey + size / 2))
            self.rows.append((art, name, (ex, ey, size)))

    def update(self, comp: Components) -> None:
        lang = _lang()
        self.title.set_text(_t("legend"))
        n = len(self.SAMPLES)
        for i, (art, name, (ex, ey, size)) in enumerate(self.rows):
            if i < n:
                key, code = self.SAMPLES[i]
                art.show(comp, comp.tile_from_code(code), ex, ey, size, token=False)
                name.set_text(comp.kind_name(key, lang))
            elif i == n:
                art.show(comp, "ankh")
                name.set_text(_t("ankh_token"))
            elif i == n + 1:
                name.set_text(_t("bonus_marker") + (" (3점)" if lang == "ko" else " (3 pts)"))
            else:
                inset = 0.12 * size
                upper = comp.tile_from_code("WS")
                art.show(comp, upper, ex + inset, ey + inset, size - 2 * inset, token=False)
                name.set_text(_t("upper_tile"))


# --------------------------------------------------------------------------- the view


def _is_layout_place(place: Any) -> bool:
    return isinstance(place, tuple) and len(place) == 3 and place[0] in ("ground", "upper")


def _show_mark(mark: Any, place: Hashable, strong: set, light: set) -> None:
    """A dashed frame around a place: bold if strong, thin and faint if light, hidden otherwise."""
    if place in strong:
        mark.set_edgecolor(HIGHLIGHT)
        mark.set_linewidth(3.0)
        mark.set_visible(True)
    elif place in light:
        mark.set_edgecolor(HIGHLIGHT + "88")
        mark.set_linewidth(1.6)
        mark.set_visible(True)
    else:
        mark.set_visible(False)


W = 24.0  # data units across the whole picture (y grows downwards)
TOP = 5.35  # where the player panels begin


def picture_height(players: int) -> float:
    """Data units down the picture: two rows of player panels need more room than one."""
    return 15.5 if players <= 2 else 17.5


class BoardView(_BaseView):
    """Golden Ankh picture of a state (or of a lone layout); updated in place.

    >>> from rulekit import golden_ankh as ga
    >>> view = BoardView(ga.new_game(players=2, seed=3))
    >>> view.show(view.state.apply("take B B A"))
    >>> [sp["count"].get_text() for sp in view.supply]     # two blue and one ankh token taken
    ['×4', '×6', '×6', '×6', '×6', '×5']
    >>> view.target_at(*view.place_xy(("market", 3)))
    ('market', 3)
    >>> view.click_targets(ga.parse_action("take B B W"))
    (('supply', 'B'), ('supply', 'B'), ('supply', 'W'))
    """

    game = "golden_ankh"
    figsize = (12.0, 8.5)
    dpi = 80
    details = False
    # The player whose layout takes the clicks and the marks (None: the player to move).  The position
    # editor sets it to the layout being edited.
    focus: int | None = None
    # The OK and End-turn buttons and the "what is left of the turn" line (the editor has no turn to play).
    turn_controls = True
    CONFIRM = CONFIRM

    def __init__(self, state: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = (), *,
                 css_width: float | None = None, details: bool | None = None) -> None:
        self.lone = isinstance(state, (str, Layout))
        if ax is None:
            if self.lone:
                self.figsize = (6.0, 5.0)  # type: ignore[misc]
                css_width = css_width or LONE_WIDTH
            else:
                self.figsize = (12.0, 12.0 * picture_height(state.num_players) / W)  # type: ignore[misc]
        super().__init__(state, ax, highlight, css_width=css_width, details=details)

    def build(self, state: Any) -> None:
        f = facts(state)
        ax = self.ax
        ax.set_facecolor(PAPER)
        if self.lone:
            w, h = 12.0, 10.0
        else:
            w, h = W, picture_height(len(f.players))
        ax.set_xlim(0, w)
        ax.set_ylim(h, 0)
        ax.set_aspect("equal")
        bbox = ax.get_position()
        # a lone layout (a lesson's small picture) is designed for its own width; the board for the
        # Explorer's normal width, and a larger picture ("large") shows everything larger
        design = LONE_WIDTH if self.lone else NORMAL_WIDTH
        self.sizer = _Sizer(self.fig.get_size_inches()[0] * bbox.width, w, design)
        self.bg = Rectangle((0, 0), w, h, facecolor=PAPER, edgecolor="none", zorder=0)
        ax.add_patch(self.bg)
        self.n_players = len(f.players)
        if self.lone:
            self.panels = [_PlayerPanel(self, (0.2, 0.2, w - 0.4, h - 0.4), with_info=False)]
            self.status = None
            return
        self.status = Text(0.3, 0.55, "", ha="left", va="center", fontsize=self.sizer.pt(19),
                           fontweight="bold", zorder=5)
        ax.add_artist(self.status)
        self._build_market(f)
        self._build_buttons()
        boxes = self._panel_boxes(self.n_players, h)
        self.panels = [_PlayerPanel(self, box, with_info=True) for box in boxes]
        # three players leave the fourth place free: the legend of the pictograms goes there
        self.legend_panel = _LegendPanel(self, self._panel_boxes(4, h)[3]) if self.n_players == 3 else None

    @staticmethod
    def _panel_boxes(n: int, height: float) -> list[tuple[float, float, float, float]]:
        if n <= 2:
            return [(0.2 + i * 11.9, TOP, 11.7, height - TOP - 0.2) for i in range(n)]
        ph = (height - TOP - 0.4) / 2
        return [(0.2 + (i % 2) * 11.9, TOP + (i // 2) * (ph + 0.2), 11.7, ph) for i in range(n)]

    # ---- market, stacks, supply, buttons
    SPACE_X0, SPACE_W, SPACE_GAP = 0.3, 1.95, 0.15
    SPACE_Y, SPACE_H = 1.5, 3.65
    PRICE_Y, PRICE_R, PRICE_STEP = 2.0, 0.27, 0.6
    TILE_Y, TILE_S = 2.45, 1.8
    STACKS_X0 = 13.05
    SUPPLY_X0 = 16.5
    BUTTONS = {CONFIRM: (16.5, 0.12, 2.5, 0.82), END_BUTTON: (19.3, 0.12, 4.5, 0.82)}

    def market_box(self, k: int) -> tuple[float, float, float, float]:
        """The box ``(x, y, w, h)`` of market space ``k`` (1 = leftmost): prices and tile."""
        x = self.SPACE_X0 + (k - 1) * (self.SPACE_W + self.SPACE_GAP)
        return (x, self.SPACE_Y, self.SPACE_W, self.SPACE_H)

    def market_centre(self, k: int) -> tuple[float, float]:
        """The centre of the tile for sale in market space ``k``."""
        x, y, w, h = self.market_box(k)
        return (x + w / 2, self.TILE_Y + self.TILE_S / 2)

    def price_centre(self, k: int, j: int, n: int) -> tuple[float, float]:
        """The centre of price marker ``j`` of the ``n`` above market space ``k``."""
        x, y, w, h = self.market_box(k)
        return (x + w / 2 + (j - (n - 1) / 2) * self.PRICE_STEP, self.PRICE_Y)

    def stack_box(self, i: int) -> tuple[float, float, float, float]:
        return (self.STACKS_X0 + i * 1.6, self.TILE_Y, 1.4, self.TILE_S)

    def supply_centre(self, i: int) -> tuple[float, float]:
        return (self.SUPPLY_X0 + 0.5 + (i % 3) * 2.4, 2.15 + (i // 3) * 1.15)

    def _build_market(self, f: BoardFacts) -> None:
        ax = self.ax
        sz = self.sizer
        holes = max([len(p) for p in f.prices] + [3])
        self.market_spaces = []
        title_kw = dict(ha="left", va="center", fontsize=sz.pt(15), fontweight="bold", color=INK_SOFT,
                        zorder=3)
        for k in range(1, 7):
            x, y, w, h = self.market_box(k)
            box = FancyBboxPatch((x, y), w, h, boxstyle="round,pad=0,rounding_size=0.15", facecolor="#e4d3a4",
                                 edgecolor="#8a6d1d", linewidth=1.2, zorder=1)
            ax.add_patch(box)
            mark = Rectangle((x - 0.06, y - 0.06), w + 0.12, h + 0.12, facecolor="none", edgecolor=HIGHLIGHT,
                             linewidth=2.5, linestyle="--", zorder=7, visible=False)
            ax.add_patch(mark)
            discs = []
            for j in range(holes):
                cx, cy = self.price_centre(k, j, holes)
                d = Circle((cx, cy), self.PRICE_R, zorder=2, edgecolor=INK, linewidth=1.0)
                ax.add_patch(d)
                t = Text(cx, cy, "", ha="center", va="center", fontsize=sz.pt(13), fontweight="bold",
                         zorder=3)
                ax.add_artist(t)
                ring = _ring(ax, cx, cy, self.PRICE_R + 0.08)
                discs.append((d, t, ring))
            tile = _TileArtist(ax, upper=False, sizer=sz)
            empty = Text(x + w / 2, self.TILE_Y + self.TILE_S / 2, "", ha="center", va="center",
                         fontsize=sz.pt(13), color="#7a6a40", zorder=2)
            ax.add_artist(empty)
            num = Text(x + w / 2, y + h - 0.36, str(k), ha="center", va="center", fontsize=sz.pt(17),
                       zorder=3,
                       fontweight="bold", color=INK_SOFT)
            ax.add_artist(num)
            self.market_spaces.append({"mark": mark, "discs": discs, "tile": tile, "empty": empty})
        self.market_title = Text(self.SPACE_X0, 1.2, "", **title_kw)
        ax.add_artist(self.market_title)
        self.stacks = []
        for i, name in enumerate("AB"):
            x, y, w, h = self.stack_box(i)
            under = Rectangle((x + 0.09, y + 0.09), w, h, facecolor="#4a3518", edgecolor="none", zorder=1.9)
            ax.add_patch(under)
            body = FancyBboxPatch((x, y), w, h, boxstyle="round,pad=0,rounding_size=0.12",
                                  facecolor="#7b5a2e", edgecolor="#3d2b10", linewidth=1.2, zorder=2)
            ax.add_patch(body)
            label = Text(x + w / 2, y + h * 0.3, name, ha="center", va="center", fontsize=sz.pt(22),
                         fontweight="bold", color="white", zorder=3)
            count = Text(x + w / 2, y + h * 0.72, "", ha="center", va="center", fontsize=sz.pt(17),
                         color="white", zorder=3)
            mark = Rectangle((x - 0.09, y - 0.09), w + 0.27, h + 0.27, facecolor="none", edgecolor=HIGHLIGHT,
                             linewidth=2.5, linestyle="--", zorder=7, visible=False)
            for a in (label, count):
                ax.add_artist(a)
            ax.add_patch(mark)
            self.stacks.append({"body": body, "count": count, "mark": mark})
        self.stacks_title = Text(self.STACKS_X0, 1.2, "", **title_kw)
        ax.add_artist(self.stacks_title)
        self.supply = []
        for i in range(6):
            cx, cy = self.supply_centre(i)
            token = _Token(ax, cx, cy, 0.44, sz, z=2)
            count = Text(cx + 0.54, cy, "", ha="left", va="center", fontsize=sz.pt(18), zorder=3)
            ax.add_artist(count)
            mark = _ring(ax, cx, cy, 0.57)
            self.supply.append({"token": token, "disc": token.disc, "letter": token.letter, "count": count,
                                "mark": mark})
        self.supply_title = Text(self.SUPPLY_X0, 1.2, "", **title_kw)
        ax.add_artist(self.supply_title)
        self.pool_disc = Circle((self.SUPPLY_X0 + 0.35, 4.62), 0.3, facecolor=GOLD, edgecolor="#6b5200",
                                linewidth=1.2, zorder=2)
        ax.add_patch(self.pool_disc)
        self.pool_value = Text(self.SUPPLY_X0 + 0.35, 4.62, "", ha="center", va="center", fontsize=sz.pt(14),
                               fontweight="bold", zorder=3)
        self.pool_text = Text(self.SUPPLY_X0 + 0.8, 4.62, "", ha="left", va="center", fontsize=sz.pt(15),
                              zorder=3, color=INK)
        ax.add_artist(self.pool_value)
        ax.add_artist(self.pool_text)

    def _build_buttons(self) -> None:
        self.buttons = {}
        for place, (x, y, w, h) in self.BUTTONS.items():
            body = FancyBboxPatch((x, y), w, h, boxstyle="round,pad=0,rounding_size=0.18", linewidth=1.4,
                                  zorder=3)
            self.ax.add_patch(body)
            label = Text(x + w / 2, y + h / 2, "", ha="center", va="center", fontsize=self.sizer.pt(17),
                         fontweight="bold", zorder=4)
            self.ax.add_artist(label)
            mark = Rectangle((x - 0.08, y - 0.06), w + 0.16, h + 0.12, facecolor="none", edgecolor=HIGHLIGHT,
                             linewidth=2.5, linestyle="--", zorder=7, visible=False)
            self.ax.add_patch(mark)
            self.buttons[place] = {"body": body, "label": label, "mark": mark}

    def _update_buttons(self, f: BoardFacts, marks: set, light: set) -> None:
        for place, b in self.buttons.items():
            for part in ("body", "label"):
                b[part].set_visible(self.turn_controls)
            if not self.turn_controls:
                b["mark"].set_visible(False)
                continue
            if place == END_BUTTON:
                on = f.can_end
                b["label"].set_text(_t("end_button"))
            else:
                on = place in marks  # OK is playable only when the Explorer says so
                b["label"].set_text(_t("ok_button"))
            b["body"].set_facecolor(CURRENT if on else "#e8e1cf")
            b["body"].set_edgecolor("#0f4f5c" if on else "#b9aa80")
            b["label"].set_color("white" if on else "#7d7666")
            _show_mark(b["mark"], place, marks, light)

    def _update_market(self, f: BoardFacts, marks: set, light: set = frozenset()) -> None:
        comp = f.comp
        self.market_title.set_text(_t("market"))
        for k, space in enumerate(self.market_spaces, start=1):
            price = f.prices[k - 1] if k - 1 < len(f.prices) else []
            n = len(price)
            for j, (d, t, ring) in enumerate(space["discs"]):
                on = j < n
                d.set_visible(on)
                t.set_visible(on)
                if on:
                    fill, ink = face(price[j])
                    cx, cy = self.price_centre(k, j, n)
                    d.set_center((cx, cy))
                    d.set_facecolor(fill)
                    t.set_position((cx, cy))
                    t.set_text(colour_letter(comp, price[j]))
                    t.set_color(ink)
                    ring.set_center((cx, cy))
                    letter = comp.kind_letters[comp.kind_index[price[j]]]
                    _show_mark(ring, ("price", k, letter), marks, light)
                else:
                    ring.set_visible(False)
            tile = f.market[k - 1] if f.market is not None and k - 1 < len(f.market) else None
            if tile is None:
                space["tile"].hide()
                space["empty"].set_text(f"({_t('empty')})")
            else:
                tx = self.market_box(k)[0] + (self.SPACE_W - self.TILE_S) / 2
                space["tile"].show(comp, tile, tx, self.TILE_Y, self.TILE_S, token=False)
                space["empty"].set_text("")
            _show_mark(space["mark"], ("market", k), marks, light)
        self.stacks_title.set_text(_t("stacks"))
        for i, st in enumerate(self.stacks):
            n = f.stacks[i]
            st["count"].set_text(str(n))
            st["body"].set_alpha(1.0 if n else 0.3)
            _show_mark(st["mark"], ("stack", "AB"[i]), marks, light)
        self.supply_title.set_text(_t("supply"))
        for i, sp in enumerate(self.supply):
            key = comp.kind_keys[i] if i < len(comp.kind_keys) else ""
            n = f.supply.get(key, 0)
            sp["token"].show(comp, key, n > 0)
            sp["count"].set_text(f"×{n}")
            sp["count"].set_color(INK if n else "#8a8a8a")
            letter = comp.kind_letters[i] if i < len(comp.kind_letters) else ""
            _show_mark(sp["mark"], ("supply", letter), marks, light)
        self.pool_value.set_text(str(max(f.pool_values)) if f.pool_values else "")
        self.pool_disc.set_alpha(1.0 if f.pool else 0.3)
        self.pool_text.set_text(f"{_t('pool')}: {f.pool}")

    # ---- update
    def update(self, state: Any, highlight: Iterable[Hashable] = (), weak: Iterable[Hashable] = ()) -> None:
        """Show ``state``; mark the ``highlight`` places strongly and the ``weak`` ones lightly.

        Layout places in ``weak`` join the light hints (where a chosen market tile may go);
        weak market spaces, stacks, supply kinds, hand tokens and buttons get a thin faint frame.
        """
        f = facts(state)
        marks = set(highlight)
        light = set(weak) - marks
        strong = {m for m in marks if _is_layout_place(m)}
        # A chosen market tile: also mark, more lightly, every place where it may legally go now.
        hints: set = {m for m in light if _is_layout_place(m)}
        spaces = {m[1] for m in marks if isinstance(m, tuple) and len(m) == 2 and m[0] == "market"}
        if spaces and not self.lone and not state.is_over:
            for action in state.legal_actions():
                if action.kind == "buy" and action.space in spaces:
                    hints.update(t for t in action.targets() if t[0] in ("ground", "upper"))
        # strong marks first, so that a crowded layout never loses them to the pool's size
        layout_marks = sorted((*m, True) for m in strong) + sorted((*m, False) for m in hints - strong)
        hand = ({m[1] for m in marks if _is_hand(m)}, {m[1] for m in light if _is_hand(m)})
        if self.status is not None:
            self.status.set_text(f.status)
            self._update_market(f, marks, light)
            self._update_buttons(f, marks, light)
        focus = f.current if self.focus is None else self.focus
        for i, panel in enumerate(self.panels):
            if i >= len(f.players):
                break
            own = self.lone or focus == i
            panel.update(f.comp, f.players[i], layout_marks if own else [], hand if own else (set(), set()),
                         roomy=True if (own and self.focus is not None) else None,
                         editing=own and self.focus is not None)
        if getattr(self, "legend_panel", None) is not None:
            self.legend_panel.update(f.comp)

    def relabel(self, state: Any | None = None, highlight: Iterable[Hashable] = (), *args: Any,
                **kwargs: Any) -> None:
        """Every label is written by :meth:`update`, so a language switch (or the details toggle)
        needs no rebuild."""
        self.show(self.state if state is None else state, highlight, *args, **kwargs)

    # ---- clicks
    def _comp(self) -> Components:
        return facts_comp(self.state)

    def _current_panel(self) -> _PlayerPanel | None:
        if self.lone:
            return self.panels[0]
        if self.focus is not None:
            return self.panels[self.focus] if self.focus < len(self.panels) else None
        current = getattr(self.state, "current_player", None)
        if current is None or current >= len(self.panels) or getattr(self.state, "is_over", False):
            return None
        return self.panels[current]

    def target_at(self, x: float, y: float) -> Hashable | None:
        """The place at data point ``(x, y)``: a button, price marker (with the discount option), market
        space, stack, supply kind, or in the panel of the player to move a hand token or layout place."""
        comp = self._comp()
        if not self.lone:
            for place, (bx, by, bw, bh) in self.BUTTONS.items():
                if self.turn_controls and bx <= x <= bx + bw and by <= y <= by + bh:
                    return place
            discount = bool(getattr(self.state, "options", {}).get("upper_discount"))
            for k in range(1, 7):
                bx, by, bw, bh = self.market_box(k)
                if not (bx <= x <= bx + bw and by <= y <= by + bh):
                    continue
                if discount:
                    price = self.state.prices[k - 1]
                    for j, kind in enumerate(price):
                        cx, cy = self.price_centre(k, j, len(price))
                        if (x - cx) ** 2 + (y - cy) ** 2 <= (self.PRICE_R + 0.04) ** 2:
                            return ("price", k, comp.kind_letters[kind])
                return ("market", k)
            for i in range(2):
                bx, by, bw, bh = self.stack_box(i)
                if bx <= x <= bx + bw + 0.1 and by <= y <= by + bh + 0.1:
                    return ("stack", "AB"[i])
            for i in range(6):
                cx, cy = self.supply_centre(i)
                if (x - cx) ** 2 + (y - cy) ** 2 <= 0.55 ** 2 and i < len(comp.kind_letters):
                    return ("supply", comp.kind_letters[i])
        panel = self._current_panel()
        return None if panel is None else panel.target_at(x, y, comp)

    def place_xy(self, place: Hashable) -> tuple[float, float] | None:
        """The data point at the centre of a place: the inverse of :meth:`target_at` (None if not drawn)."""
        if not isinstance(place, tuple) or not place:
            return None
        comp = self._comp()
        kind = place[0]
        if place in self.BUTTONS and not self.lone:
            x, y, w, h = self.BUTTONS[place]
            return (x + w / 2, y + h / 2)
        if kind == "market" and not self.lone:
            return self.market_centre(place[1])
        if kind == "price" and not self.lone and len(place) == 3:
            k, letter = place[1], place[2]
            price = [comp.kind_letters[m] for m in self.state.prices[k - 1]]
            return self.price_centre(k, price.index(letter), len(price)) if letter in price else None
        if kind == "stack" and not self.lone:
            x, y, w, h = self.stack_box("AB".index(place[1]))
            return (x + w / 2, y + h / 2)
        if kind == "supply" and not self.lone:
            return self.supply_centre(comp.kind_letters.index(place[1]))
        panel = self._current_panel()
        if panel is None:
            return None
        if kind == "hand" and panel.tokens:
            return panel.token_centre(comp.kind_letters.index(place[1]))
        if kind in ("ground", "upper") and panel.grid is not None:
            _, r, c = place
            grid = panel.grid
            if kind == "upper":
                return grid.cell_xy(r + 1, c + 1)
            x, y = grid.cell_xy(r, c)
            return (x + grid.s / 2, y + grid.s / 2)
        return None

    def place_centre(self, place: tuple, player: int | None = None) -> tuple[float, float]:
        """The centre of a place (``player``: in that player's layout instead of the player to move)."""
        if player is not None and place[0] in ("ground", "upper"):
            grid = self.panels[player].grid
            assert grid is not None
            _, r, c = place
            if place[0] == "upper":
                return grid.cell_xy(r + 1, c + 1)
            x, y = grid.cell_xy(r, c)
            return (x + grid.s / 2, y + grid.s / 2)
        xy = self.place_xy(place)
        if xy is None:
            raise ValueError(f"{place!r} is not drawn on this picture")
        return xy

    def click_targets(self, action: Any) -> tuple[Hashable, ...]:
        """The places a person clicks to choose ``action`` (see the module docstring)."""
        comp = self._comp()
        ankh = ("hand", comp.kind_letters[comp.ankh])
        kind = action.kind
        if kind == "take":
            return tuple(("supply", k) for k in action.kinds)
        if kind == "return":
            return tuple(("supply", k) for k in action.tokens)
        if kind == "buy":
            where = A._target(action.upper, action.cell)
            extra = (("price", action.space, action.discount),) if action.discount else ()
            return (("market", action.space), where, *extra)
        if kind == "refill":
            return (ankh, ("stack", action.stack))
        if kind == "move":
            return (ankh, A._target(action.src_upper, action.src), A._target(action.dst_upper, action.dst))
        if kind == "store":
            where = A._target(action.upper, action.cell)
            colour = _tile_colour_at(self.state, action)
            letter = comp.colour_letter.get(colour) if colour else None
            return (("hand", letter), where) if letter else (where,)
        if kind == "end":
            return (END_BUTTON,)
        return tuple(action.targets())

    def intended_action(self, state: Any, picks: tuple) -> Any | None:
        """The action a click sequence most likely means when no legal action matches it, so that
        ``rulekit.explain`` can name the rule that refuses it (None when nothing is meant)."""
        return intended_action(state, tuple(picks))


def _is_hand(place: Any) -> bool:
    return isinstance(place, tuple) and len(place) == 2 and place[0] == "hand"


def _tile_colour_at(state: Any, action: Any) -> str | None:
    """The colour of the player to move's tile named by a Store action (None if there is none)."""
    try:
        cells = state.upper if action.upper else state.ground
        tid = cells[state.current_player].get(action.cell)
    except (AttributeError, IndexError, TypeError):
        return None
    return None if tid is None else state.comp.tiles[tid].colour


def _letters(picks: tuple, kind: str) -> list[str]:
    return [p[1] for p in picks if isinstance(p, tuple) and len(p) == 2 and p[0] == kind]


def intended_action(state: Any, picks: tuple) -> Any | None:
    """What the clicks ``picks`` most likely mean, legal or not (see :meth:`BoardView.intended_action`).

    >>> from rulekit import golden_ankh as ga
    >>> s = ga.new_game(players=2, seed=1)
    >>> str(intended_action(s, (("market", 2), ("ground", 3, 3))))     # a cell that touches nothing
    'buy 2 @ 3,3'
    >>> str(intended_action(s, (("supply", "B"),) * 4))                 # one token too many
    'take B B B B'
    """
    if getattr(state, "is_over", True) or not picks:
        return None
    comp = state.comp
    ankh_letter = comp.kind_letters[comp.ankh]
    cells = [p for p in picks if _is_layout_place(p)]
    spaces = [p[1] for p in picks if isinstance(p, tuple) and len(p) == 2 and p[0] == "market"]
    stacks = _letters(picks, "stack")
    hand = _letters(picks, "hand")
    supply = _letters(picks, "supply")
    if END_BUTTON in picks:
        return A.END
    if spaces:
        space = spaces[-1]
        discounts = [p[2] for p in picks if isinstance(p, tuple) and len(p) == 3 and p[0] == "price"]
        where = cells[-1] if cells else _some_free_cell(state)
        return A.Buy(space, (where[1], where[2]), where[0] == "upper", discounts[-1] if discounts else "")
    if ankh_letter in hand:
        if stacks or not state.ankh_spendable():
            return A.Refill(stacks[-1] if stacks else "AB"[0])
        if len(cells) >= 2:
            p = state.current_player
            src, dst = cells[-2], cells[-1]
            occupied = state.upper[p] if dst[0] == "upper" else state.ground[p]
            if (dst[1], dst[2]) in occupied:
                src, dst = dst, src
            return A.Move((src[1], src[2]), (dst[1], dst[2]), src[0] == "upper", dst[0] == "upper")
        return None
    if stacks:
        return A.Refill(stacks[-1])
    if supply:
        returning = any(a.kind == "return" for a in state.legal_actions())
        text = ("return " if returning else "take ") + " ".join(supply)
        return A.parse_action(text)
    if cells:
        where = cells[-1]
        store = A.Store((where[1], where[2]), where[0] == "upper")
        colour = _tile_colour_at(state, store)
        tid = (state.upper if store.upper else state.ground)[state.current_player].get(store.cell)
        if hand or (colour is not None and state.comp.tiles[tid].special == "storehouse"):
            return store
    return None


def _some_free_cell(state: Any) -> tuple:
    """An empty cell beside the player to move's tiles (a buy's most likely place when none was clicked)."""
    ground = state.ground[state.current_player]
    if not ground:
        return ("ground", 0, 0)
    for r, c in sorted(ground):
        for cell in ((r, c + 1), (r + 1, c), (r - 1, c), (r, c - 1)):
            if cell not in ground:
                return ("ground", *cell)
    return ("ground", 0, 0)


def facts_comp(state: Any) -> Components:
    return getattr(state, "comp", None) or default_components()


def draw(state_or_layout: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = (),
         css_width: float | None = None) -> Figure:
    """A picture of a Golden Ankh state, a :class:`Layout`, or a layout in notation.

    ``highlight`` takes places as the actions' ``targets()`` give them (``("ground", r, c)``,
    ``("upper", r, c)``, ``("market", k)`` …); layout places are marked in the layout of the
    player to move.

    >>> draw("RJ RJ / GJ GS", highlight=[("ground", 0, 2)])
    <Figure size 480x400 with 1 Axes>
    """
    return BoardView(state_or_layout, ax, tuple(highlight), css_width=css_width).fig


def layout_score(layout: Any, tokens: int = 0) -> Any:
    """The score of a lone layout (a :class:`Layout` or its notation) as a one-row table, by the
    rulebook's categories in the kit's language, with the total (``ga.score_layout``).

    A lesson shows a layout's points with it instead of ``Score.parts``, whose keys stay English.

    >>> layout_score("RJ RJ / GJ GS").columns.tolist()
    ['colour', 'animals', 'numbers', 'bonus', 'tokens', 'total']
    >>> with rulekit.i18n.language("ko"):
    ...     layout_score("RJ RJ / GJ GS").columns.tolist()
    ['색깔', '동물', '타일 숫자', '보너스 마커', '남은 토큰', '합계']
    """
    import pandas

    from rulekit.golden_ankh.scoring import score_layout

    from .. import ui_text

    score = score_layout(layout, tokens=tokens)
    names = [ui_text.score_part(part) for part in score.parts] + [ui_text.text("total")]
    return pandas.DataFrame([[*score.parts.values(), score.total]], columns=names, index=[""])


# --------------------------------------------------------------------------- plain words


def _names(comp: Components, letters: str) -> str:
    """``"BBA"`` -> ``"2 blue, 1 ankh"`` / ``"파랑 ×2, 앙크 ×1"``."""
    lang = _lang()
    parts = []
    for letter in dict.fromkeys(letters):
        i = comp.letter_index.get(letter)
        name = comp.kind_name(comp.kind_keys[i], lang) if i is not None else letter
        n = letters.count(letter)
        parts.append(f"{name} ×{n}" if lang == "ko" else f"{n} {name}")
    return ", ".join(parts)


def _cell_words(upper: bool, cell: tuple[int, int]) -> str:
    r, c = cell
    if upper:
        return f"위층 U({r},{c})" if _lang() == "ko" else f"upper layer U({r},{c})"
    return f"바닥 {r},{c}" if _lang() == "ko" else f"ground cell {r},{c}"


def describe(action: Any, state: Any | None = None) -> str:
    """``action`` in plain words in the current language, with the rulebook's terms.

    Given the ``state`` it is played in, a purchase also names the tile.

    >>> from rulekit import golden_ankh as ga
    >>> describe(ga.parse_action("take B B A"))
    'Take tokens: 2 blue, 1 ankh'
    >>> with rulekit.i18n.language("ko"):
    ...     describe(ga.parse_action("buy 3 U 1,1"))
    '타일 구매하기: 시장 3번 칸 → 위층 U(1,1)'
    """
    comp = facts_comp(state)
    ko = _lang() == "ko"
    kind = getattr(action, "kind", "")
    if kind == "take":
        return ("토큰 가져오기: " if ko else "Take tokens: ") + _names(comp, action.kinds)
    if kind == "return":
        return ("토큰 반납하기: " if ko else "Return tokens: ") + _names(comp, action.tokens)
    if kind == "buy":
        tile = ""
        on_sale = state is not None and 0 < action.space <= len(state.market)
        tid = state.market[action.space - 1] if on_sale else None
        if tid is not None:
            t = comp.tiles[tid]
            lang = _lang()
            tile = f" ({comp.kind_name(t.colour, lang)} {comp.kind_name(tile_kind(t), lang)})"
        where = _cell_words(action.upper, action.cell)
        extra = ""
        if action.discount:
            i = comp.letter_index.get(action.discount)
            name = comp.kind_name(comp.kind_keys[i], _lang()) if i is not None else action.discount
            extra = f", {name} 1개 할인" if ko else f", paying 1 {name} fewer"
        if ko:
            return f"타일 구매하기: 시장 {action.space}번 칸{tile} → {where}{extra}"
        return f"Buy a tile: market space {action.space}{tile} → {where}{extra}"
    if kind == "refill":
        if ko:
            return f"타일 보충하기: {action.stack} 더미에서 (앙크 토큰 1개)"
        return f"Refill the market from stack {action.stack} (1 ankh token)"
    if kind == "move":
        src = _cell_words(action.src_upper, action.src)
        dst = _cell_words(action.dst_upper, action.dst)
        return (f"타일 옮기기: {src} → {dst} (앙크 토큰 1개)" if ko
                else f"Move a tile: {src} → {dst} (1 ankh token)")
    if kind == "store":
        where = _cell_words(action.upper, action.cell)
        return f"창고에 토큰 보관하기: {where}" if ko else f"Keep a token on the storehouse at {where}"
    if kind == "end":
        return "차례 마치기" if ko else "End the turn"
    return str(action)


# --------------------------------------------------------------------------- legend


def legend_figure() -> Figure:
    """The legend of :func:`legend_png` as a Figure (sized for its natural resolution, 100 dpi)."""
    comp = default_components()
    lang = _lang()
    ko = lang == "ko"
    dpi = 100
    width, height = 7.8, 4.15
    fig = Figure(figsize=(width, height), dpi=dpi)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_axis_off()
    ax.set_xlim(0, width)
    ax.set_ylim(height, 0)
    ax.set_aspect("equal")
    pt = 15 * 72 / dpi  # 15 px at the legend's natural size
    ax.add_patch(Rectangle((0, 0), width, height, facecolor=PAPER, edgecolor="none"))
    title = "타일 종류 (색깔 글자 · 종류 글자)" if ko else "Tile kinds (colour letter, kind letter)"
    ax.text(0.15, 0.22, title, fontsize=pt, fontweight="bold", color=INK_SOFT, va="center")
    sample = {"falcon": "GF", "jackal": "RJ", "scarab": "BS", "two": "W2", "storehouse": "KH", "scribe": "GP",
              "desert": "RD"}
    step = 0.62
    for i, (key, code) in enumerate(sample.items()):
        x, y = 0.15 + (i % 2) * 3.9, 0.45 + (i // 2) * step
        tile = comp.tile_from_code(code)
        fill, ink = face(tile.colour)
        ax.add_patch(Rectangle((x, y), 0.52, 0.52, facecolor=fill, edgecolor="#3a3a3a", linewidth=1))
        icon = tile_icon(key)
        if icon:
            ax.add_patch(PathPatch(placed(icon, x + 0.26, y + 0.27, 0.42), facecolor=ink, edgecolor="none"))
        else:
            ax.text(x + 0.26, y + 0.28, "2", ha="center", va="center", fontsize=pt * 1.2, fontweight="bold",
                    color=ink)
        letter = comp.kind_name(key, "ko")[:1] if ko and key != "two" else (
            comp.animal_letter.get(key) or comp.special_letter.get(key, ""))
        ax.text(x + 0.65, y + 0.27, f"{letter} = {comp.kind_name(key, lang)}", fontsize=pt, va="center",
                color=INK)
    # the ankh token, a bonus marker, the upper layer
    x, y = 0.15 + 3.9, 0.45 + 3 * step
    ax.add_patch(Circle((x + 0.26, y + 0.26), 0.25, facecolor=face("ankh")[0], edgecolor=INK))
    ax.add_patch(PathPatch(placed("ankh", x + 0.26, y + 0.26, 0.38), facecolor=INK, edgecolor="none"))
    ankh = colour_letter(comp, "ankh")
    ax.text(x + 0.65, y + 0.27, f"{ankh} = 앙크 토큰" if ko else f"{ankh} = ankh token", fontsize=pt,
            va="center", color=INK)
    y = 0.45 + 4 * step
    ax.add_patch(Circle((0.41, y + 0.26), 0.23, facecolor=GOLD, edgecolor="#6b5200"))
    ax.text(0.41, y + 0.27, "3", ha="center", va="center", fontsize=pt, fontweight="bold", color=INK)
    ax.text(0.8, y + 0.27, "보너스 마커 (3점)" if ko else "bonus marker (3 points)", fontsize=pt, va="center",
            color=INK)
    ax.add_patch(Rectangle((4.05 + 0.08, y + 0.08), 0.42, 0.42, facecolor="#00000055", edgecolor="none"))
    ax.add_patch(Rectangle((4.05, y), 0.42, 0.42, facecolor="#e8e1cf", edgecolor=GOLD, linewidth=2.5))
    ax.text(4.8, y + 0.27, "금테 = 위층 타일" if ko else "gold rim = upper-layer tile", fontsize=pt,
            va="center", color=INK)
    y = 0.45 + 5 * step + 0.26
    ax.text(0.15, y, "색깔" if ko else "Colours", fontsize=pt, fontweight="bold", color=INK_SOFT, va="center")
    x = 1.0
    for key in comp.resources:
        fill, ink = face(key)
        ax.add_patch(Circle((x + 0.2, y), 0.2, facecolor=fill, edgecolor=INK))
        ax.text(x + 0.2, y, colour_letter(comp, key), ha="center", va="center", fontsize=pt * 0.8,
                fontweight="bold", color=ink)
        name = comp.kind_name(key, lang)
        label = ax.text(x + 0.46, y, name, fontsize=pt, va="center", color=INK)
        label_w = label.get_window_extent(fig.canvas.get_renderer()).width / dpi
        x += 0.46 + label_w + 0.3
    return fig


def legend_png() -> bytes:
    """A small PNG legend of the pictograms, letters and colours, in the current language.

    >>> legend_png()[:4]
    b'\\x89PNG'
    """
    fig = legend_figure()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=fig.dpi)
    return buf.getvalue()


def market_html(state: Any) -> str:
    """An HTML table of the market (tile, price, whether the player to move may buy it now) and every
    layout in the layout notation (to copy into ``golden_ankh.setup(layouts=...)``)."""
    comp = state.comp
    lang = rulekit.get_language()
    buyable = {a.space for a in state.legal_actions() if a.kind == "buy"}
    rows = []
    for k, tid in enumerate(state.market, start=1):
        price = " ".join(letter * n for letter, n in state.price(k).items())
        if tid is None:
            tile = f"({_t('empty')})"
        else:
            t = comp.tiles[tid]
            kind = t.special if t.special != "none" else (t.animal or "two")
            tile = f"<code>{t.code}</code> {comp.kind_name(t.colour, lang)} {comp.kind_name(kind, lang)}"
        mark = "✓" if k in buyable else ""
        rows.append(f"<tr><td>{k}</td><td>{tile}</td><td><code>{price}</code></td><td>{mark}</td></tr>")
    head = (f"<tr><th>#</th><th>{_t('tile')}</th><th>{_t('price')}</th>"
            f"<th>{_t('can_buy')}</th></tr>")
    layouts = "".join(
        f"<div><b>{rulekit.seat_name(p)}</b><pre style='margin:2px 0 6px 0'>"
        f"{html.escape(layout_to_text(state.layout(p)))}</pre></div>" for p in range(state.num_players))
    return (f"<div style='display:flex;gap:24px;flex-wrap:wrap'><div><b>{_t('market')}</b>"
            f"<table>{head}{''.join(rows)}</table></div>"
            f"<div><b>{_t('notation')}</b>{layouts}</div></div>")


def panels(explorer: Any) -> list[Any]:
    """The Explorer's Golden Ankh panel: market prices, what can be bought, layouts in notation."""
    import ipywidgets

    box = ipywidgets.HTML()

    def refresh(ex: Any) -> None:
        try:
            box.value = market_html(ex.state)
        except Exception as exc:  # a panel must never break the Explorer
            box.value = f"<i>{html.escape(type(exc).__name__)}: {html.escape(str(exc))}</i>"

    explorer.on_refresh(refresh)
    refresh(explorer)
    return [box]


def targets_of(actions: Iterable[Any]) -> list[Hashable]:
    """Every layout place the given actions put a tile on (e.g. to highlight the legal cells)."""
    out: list[Hashable] = []
    for a in actions:
        for t in a.targets():
            if t[0] in ("ground", "upper") and t not in out:
                out.append(t)
    return out


__all__ = ["BoardView", "BoardFacts", "CONFIRM", "KIND_LABELS", "PlayerFacts", "describe", "draw", "facts",
           "intended_action", "legend_figure", "legend_png", "market_html", "panels", "targets_of"]
