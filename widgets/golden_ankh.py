"""The Golden Ankh board: the market, the supply and every player's layout on both layers.

One picture shows

* the **market** (시장판): six spaces, each with its price markers (coloured discs carrying the
  resource letter) above the tile for sale, and the two face-down tile stacks with their sizes;
* the **supply** (공급처): how many tokens of each kind are left, and the bonus markers in the pool;
* one panel per **player**: the layout with ground tiles and upper-layer tiles (위층 타일, drawn
  smaller on the corner where their four supports meet, with a shadow and a gold rim, so they sit
  visibly *above*), the tokens in hand and on storehouses, bonus markers, tiles placed, and a
  marker on the player whose turn it is.

Every tile shows its colour letter (small, above) and its kind (large): ``F`` falcon, ``J`` jackal,
``S`` scarab, ``2`` 2-point, ``H`` storehouse, ``P`` scribe, ``D`` desert — the letters of the
layout notation; in Korean the first syllable of the Korean name (``빨`` red, ``자`` jackal …).

Click places (:meth:`BoardView.target_at`) are those of the actions' ``targets()``:
``("market", k)``, ``("stack", "A")``, ``("supply", "B")`` and, in the panel of the player to
move, ``("ground", r, c)`` and ``("upper", r, c)`` (a click near the corner where four cells meet).

>>> from rulekit import golden_ankh as ga
>>> draw(ga.new_game(players=3, seed=1))
<Figure size 960x840 with 1 Axes>
>>> draw("RJ RJ / GJ GS ^ R2")                       # a lone layout, with an upper-layer tile
<Figure size 480x400 with 1 Axes>
"""
from __future__ import annotations

import html
from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field
from typing import Any

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyBboxPatch, Rectangle
from matplotlib.text import Text

import rulekit
from rulekit.golden_ankh.components import Components, Tile, default_components
from rulekit.golden_ankh.layout import Layout, layout_from_text, layout_to_text

from .board import BoardView as _BaseView

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
INK_SOFT = "#5a4510"

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
    "stacks": ("Stacks", "타일 더미"),
    "supply": ("Supply", "공급처"),
    "pool": ("Bonus markers in pool", "남은 보너스 마커"),
    "hand": ("Tokens", "토큰"),
    "stored": ("on storehouses", "창고에 보관"),
    "bonus": ("Bonus markers: {n} ({v} pts)", "보너스 마커: {n}개 ({v}점)"),
    "tiles": ("Tiles placed", "놓은 타일"),
    "to_play": ("to play", "차례"),
    "turn": ("turn", "차례"),
    "over": ("Game over", "게임 끝"),
    "winners": ("winner", "승자"),
    "endgame": ("last round", "마지막 라운드"),
    "empty": ("empty", "빈 칸"),
    "layout": ("Layout", "배치"),
    "upper": ("upper layer", "위층"),
    "spendable": ("ankh usable", "쓸 수 있는 앙크"),
    "round": ("Round", "라운드"),
    "tile": ("tile", "타일"),
    "price": ("price", "가격"),
    "can_buy": ("can buy now", "지금 구매 가능"),
    "notation": ("Layouts in notation", "배치 표기"),
    "basic_done": ("basic action done", "기본 행동 완료"),
    "basic_due": ("basic action to do", "기본 행동 전"),
    "extra_turns": ("scribe turns owed", "필경사 추가 차례"),
}


def _t(key: str) -> str:
    en, ko = LABELS[key]
    return ko if rulekit.get_language() == "ko" else en


def face(kind: str) -> tuple[str, str]:
    """Fill and ink colours of a token kind / tile colour (``"red"`` …)."""
    return FACE.get(kind, UNKNOWN_FACE)


def colour_letter(comp: Components, colour: str) -> str:
    """The letter shown for a colour: ``R`` in English, ``빨`` in Korean."""
    if rulekit.get_language() == "ko":
        return comp.kind_name(colour, "ko")[:1]
    i = comp.kind_index.get(colour)
    return comp.kind_letters[i] if i is not None else colour[:1].upper()


def tile_kind_letter(comp: Components, tile: Tile) -> str:
    """The letter shown for a tile's kind: ``J``/``자`` jackal, ``2``, ``H``/``창`` storehouse …"""
    if tile.special == "none" and tile.animal is None:
        return str(tile.number) if tile.number else "-"
    if rulekit.get_language() == "ko":
        key = tile.special if tile.special != "none" else tile.animal
        return comp.kind_name(key or "", "ko")[:1]
    return tile.code[1:]


def legend_text(comp: Components) -> str:
    """One line explaining the letters on the tiles, in the current language."""
    ko = rulekit.get_language() == "ko"
    lang = "ko" if ko else "en"
    colours = ", ".join(f"{colour_letter(comp, c)}={comp.kind_name(c, lang)}" for c in comp.resources)
    kinds = []
    for key, letter in list(comp.animal_letter.items()) + list(comp.special_letter.items()):
        shown = letter if (key == "two" or not ko) else comp.kind_name(key, "ko")[:1]
        kinds.append(f"{shown}={comp.kind_name(key, lang)}")
    if ko:
        return f"색깔 글자: {colours}  |  종류 글자: {', '.join(kinds)}  |  금테 = 위층 타일"
    return f"colour: {colours}  |  kind: {', '.join(kinds)}  |  gold rim = upper layer"


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
    status: str = ""
    current: int | None = None


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
    players = []
    for p in range(state.num_players):
        stored: dict[str, int] = {}
        for tid in state.stored[p]:
            colour = tiles[tid].colour
            stored[colour] = stored.get(colour, 0) + 1
        players.append(PlayerFacts(
            name=rulekit.seat_name(p),
            layout=state.layout(p),
            tokens=dict(zip(keys, state.hands[p], strict=False)),
            stored=stored,
            bonus=[value for _, value in state.bonus[p]],
            tiles_placed=state.tiles_placed(p),
            to_play=(p == state.current_player and not state.is_over),
            winner=p in winners,
        ))
    return BoardFacts(
        comp=comp, players=players,
        market=[None if tid is None else tiles[tid] for tid in state.market],
        prices=[[keys[k] for k in space] for space in state.prices],
        stacks=(len(state.stacks[0]), len(state.stacks[1])),
        supply=dict(zip(keys, state.supply, strict=False)),
        pool=len(state.bonus_pool), status=_status(state),
        current=None if state.is_over else state.current_player,
    )


def _status(state: Any) -> str:
    """The line at the top: turn, round, who is to play, what is left of the turn."""
    if state.is_over:
        names = ", ".join(rulekit.seat_name(p) for p in state.winners())
        return f"{_t('over')} — {_t('winners')}: {names}"
    # state.turn counts turns completed; the line shows the turn being played.
    parts = [f"{_t('round')} {state.round} · {_t('turn')} {state.turn + 1}",
             f"{rulekit.seat_name(state.current_player)} {_t('to_play')}"]
    parts.append(_t("basic_done") if state.basic_done else _t("basic_due"))
    if state.ankh_spendable():
        parts.append(f"{_t('spendable')}: {state.ankh_budget}")
    if state.extra_turns:
        parts.append(f"{_t('extra_turns')}: {state.extra_turns}")
    if state.end_triggered:
        parts.append(_t("endgame"))
    return " · ".join(parts)


# --------------------------------------------------------------------------- pooled artists


class _TileArtist:
    """One tile: body, colour letter, kind letter, and a disc for a token kept on a storehouse."""

    def __init__(self, ax: Axes, upper: bool) -> None:
        z = 4 if upper else 2
        self.upper = upper
        self.shadow = Rectangle((0, 0), 1, 1, facecolor="#00000055", edgecolor="none", zorder=z - 0.5,
                                visible=False) if upper else None
        self.body = Rectangle((0, 0), 1, 1, linewidth=2.4 if upper else 1.0,
                              edgecolor=GOLD if upper else "#3a3a3a", zorder=z, visible=False)
        self.colour = Text(0, 0, "", ha="center", va="center", zorder=z + 0.1, visible=False)
        self.kind = Text(0, 0, "", ha="center", va="center", fontweight="bold", zorder=z + 0.1, visible=False)
        self.disc = Circle((0, 0), 0.1, zorder=z + 0.2, edgecolor="black", linewidth=0.8, visible=False)
        self.disc_text = Text(0, 0, "", ha="center", va="center", zorder=z + 0.3, visible=False)
        for a in (self.shadow, self.body, self.disc):
            if a is not None:
                ax.add_patch(a)
        for t in (self.colour, self.kind, self.disc_text):
            ax.add_artist(t)

    def hide(self) -> None:
        for a in (self.shadow, self.body, self.colour, self.kind, self.disc, self.disc_text):
            if a is not None:
                a.set_visible(False)

    def show(self, comp: Components, tile: Tile, x: float, y: float, size: float, pts: float,
             token: bool) -> None:
        """Draw ``tile`` with its top-left corner at ``(x, y)`` (y grows downwards), ``size`` wide."""
        fill, ink = face(tile.colour)
        if self.shadow is not None:
            off = 0.07 * size
            self.shadow.set_bounds(x + off, y + off, size, size)
            self.shadow.set_visible(True)
        self.body.set_bounds(x, y, size, size)
        self.body.set_facecolor(fill)
        self.body.set_visible(True)
        cx, cy = x + size / 2, y + size / 2
        pts = pts * (1.2 if self.upper else 1.0)  # the smaller upper tiles get relatively larger letters
        self.colour.set_position((cx, cy - 0.27 * size))
        self.colour.set_text(colour_letter(comp, tile.colour))
        self.colour.set_fontsize(max(5.0, 0.3 * size * pts))
        self.colour.set_color(ink)
        self.colour.set_visible(True)
        self.kind.set_position((cx, cy + 0.08 * size))
        self.kind.set_text(tile_kind_letter(comp, tile))
        self.kind.set_fontsize(max(6.0, 0.42 * size * pts))
        self.kind.set_color(ink)
        self.kind.set_visible(True)
        show_disc = token and tile.special == "storehouse"
        if show_disc:
            tfill, tink = face(tile.colour)
            r = 0.15 * size
            self.disc.set_center((x + size - 1.25 * r, y + size - 1.25 * r))
            self.disc.set_radius(r)
            self.disc.set_facecolor(tfill)
            self.disc.set_edgecolor("#f6d35b" if tile.colour == "black" else "black")
            self.disc_text.set_position((x + size - 1.25 * r, y + size - 1.25 * r))
            self.disc_text.set_text("●")
            self.disc_text.set_fontsize(max(4.0, 0.16 * size * pts))
            self.disc_text.set_color(tink)
        self.disc.set_visible(show_disc)
        self.disc_text.set_visible(show_disc)


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
    UPPER_POOL = 8
    MARK_POOL = 36

    def __init__(self, view: BoardView, box: tuple[float, float, float, float], with_info: bool) -> None:
        ax = view.ax
        self.view = view
        x, y, w, h = box
        self.box = box
        self.with_info = with_info
        self.max_cell = 1.6 if with_info else 2.2  # data units; a lone layout may use big cells
        self.frame = FancyBboxPatch((x, y), w, h, boxstyle="round,pad=0,rounding_size=0.25", facecolor=PANEL,
                                    edgecolor="#b9aa80", linewidth=1.2, zorder=0.5)
        ax.add_patch(self.frame)
        self.header = Text(x + 0.3, y + 0.45, "", ha="left", va="center", fontsize=13, fontweight="bold",
                           zorder=5)
        ax.add_artist(self.header)
        info_w = 3.6 if with_info else 0.0
        # the layout window
        self.window = (x + 0.25, y + 0.85, w - 0.5 - info_w, h - 1.05)
        wx, wy, ww, wh = self.window
        self.window_patch = Rectangle((wx, wy), ww, wh, facecolor="#fffdf6", edgecolor="#d8cca8",
                                      linewidth=0.8, zorder=0.8)
        ax.add_patch(self.window_patch)
        self.grid_dots: list[Rectangle] = []
        self.ground = [_TileArtist(ax, upper=False) for _ in range(self.GROUND_POOL)]
        self.upper = [_TileArtist(ax, upper=True) for _ in range(self.UPPER_POOL)]
        self.marks = [self._mark(ax) for _ in range(self.MARK_POOL)]
        self.more = Text(wx + ww - 0.1, wy + wh - 0.1, "", ha="right", va="bottom", fontsize=8, zorder=6,
                         color="#7a5a00")
        ax.add_artist(self.more)
        self.grid: _Grid | None = None
        # the info column
        self.token_discs: list[tuple[Circle, Text, Text]] = []
        self.info_texts: dict[str, Text] = {}
        if with_info:
            ix = x + w - info_w + 0.05
            self.info_x = ix
            t = Text(ix, y + 1.15, "", ha="left", va="center", fontsize=10, zorder=5)
            ax.add_artist(t)
            self.info_texts["hand"] = t
            for i in range(6):
                cx = ix + 0.35 + (i % 3) * 1.15
                cy = y + 1.8 + (i // 3) * 0.85
                disc = Circle((cx, cy), 0.3, zorder=5, edgecolor="black", linewidth=0.8)
                ax.add_patch(disc)
                letter = Text(cx, cy, "", ha="center", va="center", fontsize=10, fontweight="bold", zorder=6)
                count = Text(cx + 0.38, cy, "", ha="left", va="center", fontsize=11, zorder=6)
                ax.add_artist(letter)
                ax.add_artist(count)
                self.token_discs.append((disc, letter, count))
            for j, key in enumerate(("stored", "bonus", "tiles")):
                t = Text(ix, y + 3.55 + 0.55 * j, "", ha="left", va="center", fontsize=10, zorder=5)
                ax.add_artist(t)
                self.info_texts[key] = t
            self.bonus_discs = []
            for i in range(4):
                c = Circle((ix + 0.3 + 0.5 * i, y + 5.35), 0.2, facecolor=GOLD, edgecolor="#6b5200",
                           zorder=5, visible=False)
                ax.add_patch(c)
                tt = Text(ix + 0.3 + 0.5 * i, y + 5.35, "", ha="center", va="center", fontsize=8, zorder=6,
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
        cells = list(lay.ground) + [(r + 1, c + 1) for (r, c) in lay.upper]
        cells += [(m[1], m[2]) for m in marks]
        cells += [(m[1] + 1, m[2] + 1) for m in marks if m[0] == "upper"]
        if not cells:
            cells = [(0, 0)]
        r0 = min(r for r, _ in cells)
        r1 = max(r for r, _ in cells)
        c0 = min(c for _, c in cells)
        c1 = max(c for _, c in cells)
        wx, wy, ww, wh = self.window
        nr, nc = r1 - r0 + 1 + 2 * margin, c1 - c0 + 1 + 2 * margin
        s = min(ww / nc, wh / nr, self.max_cell)
        x0 = wx + (ww - (c1 - c0 + 1) * s) / 2
        y0 = wy + (wh - (r1 - r0 + 1) * s) / 2
        return _Grid(r0, c0, s, x0, y0)

    def update(self, comp: Components, pf: PlayerFacts, marks: list[tuple[str, int, int, bool]]) -> None:
        """Show a player's facts; ``marks`` are ``(kind, r, c, strong)`` layout places to highlight
        (strong: named by the caller; light: where a chosen market tile may go)."""
        x, y, w, h = self.box
        lay = pf.layout
        pts = self.view.points_per_unit
        self.frame.set_edgecolor(CURRENT if pf.to_play else ("#c9a227" if pf.winner else "#b9aa80"))
        self.frame.set_linewidth(3.5 if pf.to_play or pf.winner else 1.2)
        head = pf.name
        if pf.to_play:
            head = f"▶ {pf.name} — {_t('to_play')}"
        elif pf.winner:
            head = f"★ {pf.name} — {_t('winners')}"
        self.header.set_text(head)
        self.header.set_color(CURRENT if pf.to_play else "#222222")
        # the player to move gets a whole free cell around the layout, where new tiles may go
        grid = self.fit(lay, marks, 1.0 if pf.to_play else (0.6 if self.view.lone else 0.3))
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
            art.show(comp, tile, tx + inset, ty + inset, s - 2 * inset, pts, (0, r, c) in lay.stored)
        upper = sorted(lay.upper.items())
        for art, item in _pair(self.upper, upper):
            if item is None:
                art.hide()
                continue
            (r, c), tile = item
            cx, cy = grid.cell_xy(r + 1, c + 1)  # the corner where the four supports meet
            size = 0.68 * s
            art.show(comp, tile, cx - size / 2, cy - size / 2, size, pts, (1, r, c) in lay.stored)
        hidden = max(0, len(ground) - len(self.ground)) + max(0, len(upper) - len(self.upper))
        self.more.set_text(f"+{hidden}" if hidden else "")
        for m, item in _pair(self.marks, marks):
            if item is None:
                m.set_visible(False)
                continue
            kind, r, c, strong = item
            # never tint a tile's colour: marks on tiles (and upper centres, which lie on tiles) are outlines
            occupied = kind == "upper" or (r, c) in lay.ground
            m.set_facecolor("none" if occupied else HIGHLIGHT + ("33" if strong else "14"))
            m.set_edgecolor(HIGHLIGHT if strong else HIGHLIGHT + "99")
            m.set_linewidth(2.2 if strong else 1.3)
            if kind == "ground":
                mx, my = grid.cell_xy(r, c)
                m.set_bounds(mx + 0.08 * s, my + 0.08 * s, 0.84 * s, 0.84 * s)
            else:
                cx, cy = grid.cell_xy(r + 1, c + 1)
                m.set_bounds(cx - 0.3 * s, cy - 0.3 * s, 0.6 * s, 0.6 * s)
            m.set_visible(True)
        if self.with_info:
            self._update_info(comp, pf)

    def _update_info(self, comp: Components, pf: PlayerFacts) -> None:
        self.info_texts["hand"].set_text(_t("hand"))
        for (disc, letter, count), key in zip(self.token_discs, comp.kind_keys, strict=False):
            fill, ink = face(key)
            n = pf.tokens.get(key, 0)
            disc.set_facecolor(fill)
            disc.set_alpha(1.0 if n else 0.25)
            letter.set_text(colour_letter(comp, key))
            letter.set_color(ink)
            letter.set_alpha(1.0 if n else 0.4)
            count.set_text(f"×{n}")
            count.set_color("#222222" if n else "#999999")
        stored = sum(pf.stored.values())
        self.info_texts["stored"].set_text(f"+{stored} {_t('stored')}")
        self.info_texts["stored"].set_visible(stored > 0)
        self.info_texts["bonus"].set_text(_t("bonus").format(n=len(pf.bonus), v=sum(pf.bonus)))
        self.info_texts["tiles"].set_text(f"{_t('tiles')}: {pf.tiles_placed}")
        for i, (c, tt) in enumerate(self.bonus_discs):
            on = i < len(pf.bonus)
            c.set_visible(on)
            tt.set_visible(on)
            if on:
                tt.set_text(str(pf.bonus[i]))

    def target_at(self, x: float, y: float) -> Hashable | None:
        wx, wy, ww, wh = self.window
        if self.grid is None or not (wx <= x <= wx + ww and wy <= y <= wy + wh):
            return None
        r, c = self.grid.cell_at(x, y)
        rr, cc = round(r), round(c)
        if abs(r - rr) <= 0.34 and abs(c - cc) <= 0.34:  # on an upper tile, or where one would go
            return ("upper", rr - 1, cc - 1)  # near the corner shared by cells (rr-1..rr, cc-1..cc)
        return ("ground", int(r // 1), int(c // 1))


# --------------------------------------------------------------------------- the view


def _is_layout_place(place: Any) -> bool:
    return isinstance(place, tuple) and len(place) == 3 and place[0] in ("ground", "upper")


def _show_mark(mark: Any, place: Hashable, strong: set, light: set) -> None:
    """A dashed frame around a market space, stack or supply kind: bold if strong, thin and faint if light."""
    if place in strong:
        mark.set_edgecolor(HIGHLIGHT)
        mark.set_linewidth(2.5)
        mark.set_visible(True)
    elif place in light:
        mark.set_edgecolor(HIGHLIGHT + "77")
        mark.set_linewidth(1.2)
        mark.set_visible(True)
    else:
        mark.set_visible(False)


W = 24.0  # data units across the whole picture (y grows downwards)


def picture_height(players: int) -> float:
    """Data units down the picture: two rows of player panels need more room than one."""
    return 17.0 if players <= 2 else 21.0


class BoardView(_BaseView):
    """Golden Ankh picture of a state (or of a lone layout); updated in place.

    >>> from rulekit import golden_ankh as ga
    >>> view = BoardView(ga.new_game(players=2, seed=3))
    >>> view.show(view.state.apply("take B B A"))
    >>> [sp["count"].get_text() for sp in view.supply]     # two blue and one ankh token taken
    ['×4', '×6', '×6', '×6', '×6', '×5']
    >>> view.target_at(*view.market_centre(3))
    ('market', 3)
    """

    game = "golden_ankh"
    figsize = (12.0, 8.5)
    dpi = 80

    def __init__(self, state: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = ()) -> None:
        self.lone = isinstance(state, (str, Layout))
        if ax is None:
            if self.lone:
                self.figsize = (6.0, 5.0)  # type: ignore[misc]
            else:
                self.figsize = (12.0, 12.0 * picture_height(state.num_players) / W)  # type: ignore[misc]
        super().__init__(state, ax, highlight)

    # ---- geometry
    @property
    def points_per_unit(self) -> float:
        """Font points per data unit (font sizes scale with the cells)."""
        x0, x1 = self.ax.get_xlim()
        bbox = self.ax.get_position()
        width_in = self.fig.get_size_inches()[0] * bbox.width
        return width_in * 72.0 / abs(x1 - x0)

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
        self.bg = Rectangle((0, 0), w, h, facecolor=PAPER, edgecolor="none", zorder=0)
        ax.add_patch(self.bg)
        self.n_players = len(f.players)
        if self.lone:
            self.panels = [_PlayerPanel(self, (0.2, 0.2, w - 0.4, h - 0.4), with_info=False)]
            self.status = None
            return
        self.status = Text(0.3, 0.38, "", ha="left", va="center", fontsize=13, fontweight="bold", zorder=5)
        self.legend = Text(W / 2, 4.78, "", ha="center", va="center", fontsize=9, color=INK_SOFT, zorder=5)
        ax.add_artist(self.legend)
        ax.add_artist(self.status)
        self._build_market(f)
        boxes = self._panel_boxes(self.n_players, h)
        self.panels = [_PlayerPanel(self, box, with_info=True) for box in boxes]

    @staticmethod
    def _panel_boxes(n: int, height: float) -> list[tuple[float, float, float, float]]:
        top = 5.05
        if n <= 2:
            return [(0.2 + i * 11.9, top, 11.7, height - top - 0.2) for i in range(n)]
        ph = (height - top - 0.4) / 2
        return [(0.2 + (i % 2) * 11.9, top + (i // 2) * (ph + 0.2), 11.7, ph) for i in range(n)]

    # ---- market, stacks, supply
    SPACE_X0, SPACE_W, SPACE_GAP = 0.3, 1.9, 0.2
    TILE_Y, TILE_S = 2.0, 1.75

    def market_box(self, k: int) -> tuple[float, float, float, float]:
        """The box ``(x, y, w, h)`` of market space ``k`` (1 = leftmost): prices and tile."""
        x = self.SPACE_X0 + (k - 1) * (self.SPACE_W + self.SPACE_GAP)
        return (x, 1.0, self.SPACE_W, 3.5)

    def market_centre(self, k: int) -> tuple[float, float]:
        x, y, w, h = self.market_box(k)
        return (x + w / 2, y + h / 2)

    def stack_box(self, i: int) -> tuple[float, float, float, float]:
        x = self.SPACE_X0 + 6 * (self.SPACE_W + self.SPACE_GAP) + 0.2 + i * 1.55
        return (x, self.TILE_Y, 1.4, self.TILE_S)

    def supply_centre(self, i: int) -> tuple[float, float]:
        return (17.35 + (i % 3) * 2.2, 1.75 + (i // 3) * 1.15)

    def _build_market(self, f: BoardFacts) -> None:
        ax = self.ax
        holes = max([len(p) for p in f.prices] + [3])
        self.market_spaces = []
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
                cx = x + w / 2 + (j - (holes - 1) / 2) * 0.58
                d = Circle((cx, y + 0.5), 0.25, zorder=2, edgecolor="black", linewidth=0.8)
                ax.add_patch(d)
                t = Text(cx, y + 0.5, "", ha="center", va="center", fontsize=9, fontweight="bold", zorder=3)
                ax.add_artist(t)
                discs.append((d, t))
            tile = _TileArtist(ax, upper=False)
            empty = Text(x + w / 2, self.TILE_Y + self.TILE_S / 2, "", ha="center", va="center", fontsize=9,
                         color="#7a6a40", zorder=2)
            ax.add_artist(empty)
            num = Text(x + w / 2, y + h - 0.32, str(k), ha="center", va="center", fontsize=11, zorder=3,
                       fontweight="bold", color=INK_SOFT)
            ax.add_artist(num)
            self.market_spaces.append({"mark": mark, "discs": discs, "tile": tile, "empty": empty})
        self.market_title = Text(self.SPACE_X0, 0.8, "", fontsize=10, ha="left", va="center", zorder=3,
                                 color=INK_SOFT)
        ax.add_artist(self.market_title)
        self.stacks = []
        for i, name in enumerate("AB"):
            x, y, w, h = self.stack_box(i)
            body = FancyBboxPatch((x, y), w, h, boxstyle="round,pad=0,rounding_size=0.12",
                                  facecolor="#7b5a2e", edgecolor="#3d2b10", linewidth=1.2, zorder=2)
            ax.add_patch(body)
            under = Rectangle((x + 0.08, y + 0.08), w, h, facecolor="#4a3518", edgecolor="none", zorder=1.9)
            ax.add_patch(under)
            label = Text(x + w / 2, y + h * 0.32, name, ha="center", va="center", fontsize=14,
                         fontweight="bold", color="white", zorder=3)
            count = Text(x + w / 2, y + h * 0.7, "", ha="center", va="center", fontsize=12, color="white",
                         zorder=3)
            mark = Rectangle((x - 0.08, y - 0.08), w + 0.24, h + 0.24, facecolor="none", edgecolor=HIGHLIGHT,
                             linewidth=2.5, linestyle="--", zorder=7, visible=False)
            for a in (label, count):
                ax.add_artist(a)
            ax.add_patch(mark)
            self.stacks.append({"body": body, "count": count, "mark": mark})
        self.stacks_title = Text(self.stack_box(0)[0], 1.55, "", fontsize=10, ha="left", va="center",
                                 zorder=3, color=INK_SOFT)
        ax.add_artist(self.stacks_title)
        self.supply = []
        for i in range(6):
            cx, cy = self.supply_centre(i)
            d = Circle((cx, cy), 0.42, zorder=2, edgecolor="black", linewidth=1.0)
            ax.add_patch(d)
            letter = Text(cx, cy, "", ha="center", va="center", fontsize=12, fontweight="bold", zorder=3)
            count = Text(cx + 0.52, cy, "", ha="left", va="center", fontsize=13, zorder=3)
            mark = Circle((cx, cy), 0.55, facecolor="none", edgecolor=HIGHLIGHT, linewidth=2.5,
                          linestyle="--", zorder=7, visible=False)
            ax.add_patch(mark)
            for a in (letter, count):
                ax.add_artist(a)
            self.supply.append({"disc": d, "letter": letter, "count": count, "mark": mark})
        self.supply_title = Text(16.9, 0.95, "", fontsize=10, ha="left", va="center", zorder=3,
                                 color=INK_SOFT)
        ax.add_artist(self.supply_title)
        self.pool_text = Text(16.9, 4.15, "", fontsize=10, ha="left", va="center", zorder=3, color=INK_SOFT)
        ax.add_artist(self.pool_text)

    def _update_market(self, f: BoardFacts, marks: set, light: set = frozenset()) -> None:
        comp = f.comp
        pts = self.points_per_unit
        self.market_title.set_text(_t("market"))
        for k, space in enumerate(self.market_spaces, start=1):
            price = f.prices[k - 1] if k - 1 < len(f.prices) else []
            n = len(price)
            x, y, w, h = self.market_box(k)
            for j, (d, t) in enumerate(space["discs"]):
                on = j < n
                d.set_visible(on)
                t.set_visible(on)
                if on:
                    fill, ink = face(price[j])
                    cx = x + w / 2 + (j - (n - 1) / 2) * 0.58
                    d.set_center((cx, y + 0.5))
                    d.set_facecolor(fill)
                    t.set_position((cx, y + 0.5))
                    t.set_text(colour_letter(comp, price[j]))
                    t.set_color(ink)
            tile = f.market[k - 1] if f.market is not None and k - 1 < len(f.market) else None
            if tile is None:
                space["tile"].hide()
                space["empty"].set_text(f"({_t('empty')})")
            else:
                tx = x + (w - self.TILE_S) / 2
                space["tile"].show(comp, tile, tx, self.TILE_Y, self.TILE_S, pts, token=False)
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
            fill, ink = face(key)
            n = f.supply.get(key, 0)
            sp["disc"].set_facecolor(fill)
            sp["disc"].set_alpha(1.0 if n else 0.3)
            sp["letter"].set_text(colour_letter(comp, key) if key else "")
            sp["letter"].set_color(ink)
            sp["count"].set_text(f"×{n}")
            letter = comp.kind_letters[i] if i < len(comp.kind_letters) else ""
            _show_mark(sp["mark"], ("supply", letter), marks, light)
        self.pool_text.set_text(f"{_t('pool')}: {f.pool}")
        self.legend.set_text(legend_text(comp))

    # ---- update
    def update(self, state: Any, highlight: Iterable[Hashable] = (), weak: Iterable[Hashable] = ()) -> None:
        """Show ``state``; mark the ``highlight`` places strongly and the ``weak`` ones lightly.

        Layout places in ``weak`` join the light hints (where a chosen market tile may go);
        weak market spaces, stacks and supply kinds get a thin faint frame.
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
        if self.status is not None:
            self.status.set_text(f.status)
            self._update_market(f, marks, light)
        for i, panel in enumerate(self.panels):
            if i >= len(f.players):
                break
            own = layout_marks if (self.lone or f.current == i) else []
            panel.update(f.comp, f.players[i], own)

    def relabel(self, state: Any | None = None, highlight: Iterable[Hashable] = ()) -> None:
        """Every label is written by :meth:`update`, so a language switch needs no rebuild."""
        self.show(self.state if state is None else state, highlight)

    def target_at(self, x: float, y: float) -> Hashable | None:
        """The place at data point ``(x, y)``: market space, stack, supply kind or a layout place."""
        if not self.lone:
            for k in range(1, 7):
                bx, by, bw, bh = self.market_box(k)
                if bx <= x <= bx + bw and by <= y <= by + bh:
                    return ("market", k)
            for i in range(2):
                bx, by, bw, bh = self.stack_box(i)
                if bx <= x <= bx + bw and by <= y <= by + bh:
                    return ("stack", "AB"[i])
            comp = facts_comp(self.state)
            for i in range(6):
                cx, cy = self.supply_centre(i)
                if (x - cx) ** 2 + (y - cy) ** 2 <= 0.5 ** 2 and i < len(comp.kind_letters):
                    return ("supply", comp.kind_letters[i])
            current = getattr(self.state, "current_player", None)
            if current is None or current >= len(self.panels) or getattr(self.state, "is_over", False):
                return None
            return self.panels[current].target_at(x, y)
        return self.panels[0].target_at(x, y)

    def place_centre(self, place: tuple, player: int | None = None) -> tuple[float, float]:
        """The data point at the centre of a place (for tests and demos): the inverse of :meth:`target_at`."""
        if place[0] == "market":
            return self.market_centre(place[1])
        if place[0] == "stack":
            x, y, w, h = self.stack_box("AB".index(place[1]))
            return (x + w / 2, y + h / 2)
        if place[0] == "supply":
            return self.supply_centre(facts_comp(self.state).kind_letters.index(place[1]))
        if player is None:
            player = 0 if self.lone else self.state.current_player
        grid = self.panels[player].grid
        assert grid is not None
        _, r, c = place
        if place[0] == "upper":
            return grid.cell_xy(r + 1, c + 1)
        x, y = grid.cell_xy(r, c)
        return (x + grid.s / 2, y + grid.s / 2)


def facts_comp(state: Any) -> Components:
    return getattr(state, "comp", None) or default_components()


def draw(state_or_layout: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = ()) -> Figure:
    """A picture of a Golden Ankh state, a :class:`Layout`, or a layout in notation.

    ``highlight`` takes places as the actions' ``targets()`` give them (``("ground", r, c)``,
    ``("upper", r, c)``, ``("market", k)`` …); layout places are marked in the layout of the
    player to move.

    >>> draw("RJ RJ / GJ GS", highlight=[("ground", 0, 2)])
    <Figure size 480x400 with 1 Axes>
    """
    return BoardView(state_or_layout, ax, tuple(highlight)).fig


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


__all__ = ["BoardView", "BoardFacts", "KIND_LABELS", "PlayerFacts", "draw", "facts", "market_html", "panels",
           "targets_of"]
