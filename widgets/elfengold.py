"""The Elfengold board: the Elfenland map, the cards and the auction, every player's gold, cards and tiles.

The picture has three parts, all drawn large enough for a class to read:

* **the map** (top left): every town with its name (the rulebook's spelling) and its gold value on a
  chip, the roads coloured *and* dashed by terrain (rivers carry an arrow pointing downstream), the
  counters lying on each road as pictograms with their letter, each player's elf boot (a boot in the
  player's colour with the seat number) and, under every town, one dot per player whose town marker
  still lies there (seat 1 leftmost);
* **the table** (right): round and phase, whose turn it is, the three face-up transport cards, the
  deck, the gold-card pile, the auction row (or the two tiles just drawn) and the buttons of the
  actions that have no place on the map (bid +1 / +5, pass, stop, gold or cards ...);
* **the players** (bottom): the hand and the tiles of the player to act, large and clickable, and a
  line per player with gold, towns, cards and tiles (other players' face-down tiles as ``?``).

A turn is played by clicking the picture (see :meth:`BoardView.click_targets`): a face-up card or
the deck; +1 / +5 then the bid button, or pass; one of your counters then a road; a road of your
journey then the cards that pay for it.

>>> draw("R12:UG | P1@Lapphalya hand=UUU | P2@Elvenhold", highlight=["R12"])
<Figure size 960x680 with 1 Axes>
"""

from __future__ import annotations

import html
import io
from collections import Counter
from collections.abc import Hashable, Iterable
from typing import Any

from matplotlib import patheffects
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle

import rulekit
from rulekit import elfengold as eg
from rulekit.elfengold.planning import transports_on
from rulekit.i18n import josa

from . import board as _board
from .board import BoardView as _BaseView
from .elfengold_icons import FACE, NAMES, Pictogram, draw_icon, rounded_box

BOARD = eg.load_board()
CONFIRM: tuple = getattr(_board, "CONFIRM", ("button", "confirm"))
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
TERRAIN_NAMES = {
    "plains": ("plains", "평지"),
    "forest": ("forest", "숲"),
    "desert": ("desert", "사막"),
    "mountain": ("mountain", "산"),
    "river": ("river (arrow: downstream)", "강 (화살표: 순방향)"),
    "lake": ("lake", "호수"),
}
HIGHLIGHT = "#ff00aa"
# the raft columns of the cost table (EG.base.rafts)
COST_WATER = {"river_downstream": ("river downstream", "강 순방향"),
              "river_upstream": ("river upstream", "강 역방향"), "lake": ("lake", "호수")}
NO_COST = "—"   # the cost table's mark for a terrain where a transport may not go
CARD_ORDER = "PECUTDRW"
# The rulebook's spellings where the map data spell a town otherwise (the data keep their own
# spelling as the place name; only the label differs).
RULEBOOK_NAMES = {
    "Lapphalya": ("Lapphalia", "Lapphalia"),
    "Jxara": ("Ixara", "Ixara"),
    "Usselen": ("Ussenlen", "Ussenlen"),
    "Elvenhold": ("Elvenhold", "엘븐후드"),
}

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
}
PLAYERS_Y0, PLAYERS_STEP = 6.24, 0.38

KIND_LABELS = {
    "draw": {"en": "take a transport card", "ko": "이동수단 카드 받기"},
    "secret": {"en": "keep a tile face down", "ko": "뒤집어진 타일 받기"},
    "bid": {"en": "bid", "ko": "입찰"},
    "pass": {"en": "pass", "ko": "패스"},
    "place": {"en": "place a tile", "ko": "타일 놓기"},
    "spell": {"en": "spells", "ko": "마법 주문"},
    "travel": {"en": "move the elf boot", "ko": "엘프부츠 이동하기"},
    "stop": {"en": "stop", "ko": "이동 마치기"},
    "reward": {"en": "gold or cards", "ko": "금화 또는 카드"},
    "keep": {"en": "keep tiles", "ko": "타일 남기기"},
    "discard": {"en": "discard", "ko": "버리기"},
}
TEXTS = {
    "round": ("Round {r} of {n}", "{r}/{n}라운드"),
    "to_play": ("{p}: {what}", "{p}: {what}"),
    "over": ("Game over. Winner: {w}", "게임 끝 · 승자: {w}"),
    "cards": ("Transport cards", "이동수단 카드"),
    "deck": ("deck {d}", "카드 덱 {d}"),
    "gold_pile": ("gold cards {g}", "금 카드 {g}"),
    "discard": ("discarded {x}", "버려진 카드 {x}"),
    "auction": ("Auction", "경매"),
    "on_sale": ("on sale", "경매 중"),
    "no_auction": ("(phase 4)", "(4페이즈)"),
    "roads": ("Roads by terrain", "길의 지형"),
    "bid": ("high bid {b} ({p}) · cap {c}", "최고가 {b} ({p}) · 상한 {c}"),
    "no_bid": ("no bid yet · cap {c}", "입찰 없음 · 상한 {c}"),
    "how_bid": ("raise with +1 / +5, then Bid", "+1 / +5로 올린 뒤 입찰"),
    "passed": ("passed: {p}", "패스: {p}"),
    "drawn": (
        "Drawn tiles: click the one to keep face down",
        "뒤집어진 타일 받기: 비밀로 둘 타일을 누르세요",
    ),
    "hand": ("{p}'s cards", "{p}의 카드"),
    "tiles": ("{p}'s tiles", "{p}의 타일"),
    "purse": ("gold {g} · towns {t}", "금화 {g} · 도시 {t}"),
    "players": ("Players", "플레이어"),
    "player": ("gold {g} · towns {t} · cards {c}", "금화 {g} · 도시 {t} · 카드 {c}"),
    "player_tiles": ("tiles: {tl}", "타일: {tl}"),
    "trip": ("this trip: {g} gold", "이번 이동: 금화 {g}"),
    "none": ("none", "없음"),
    "route": ("route {r}:", "경로 {r}:"),
    "leg": ("{r} to {town}:\n  {c}", "{r} {town}까지:\n  {c}"),
    "or": ("\n  or ", "\n  또는 "),
    "no_route": ("{r}: not from {town}", "{r}: {town}에서 시작하지 않음"),
    "no_cards": ("no cards", "카드 없음"),
    "no_tiles": ("no tiles", "타일 없음"),
}
BUTTON_TEXT = {
    "+1": ("+1", "+1"),
    "+5": ("+5", "+5"),
    "pass": ("Pass", "패스"),
    "caravan": ("Caravan", "카라반"),
    "stop": ("Stop", "이동 마치기"),
    "cards": ("2 cards", "카드 2장"),
    "keep-none": ("Keep none", "남기지 않기"),
}
DECISION_TEXT = {
    "draw": ("take a card", "카드 가져오기"),
    "secret": ("keep one tile face down", "비밀로 둘 타일 고르기"),
    "bid": ("bid or pass", "입찰 또는 패스"),
    "place": ("place a tile or pass", "타일 놓기 또는 패스"),
    "travel": ("travel or stop", "이동하거나 멈추기"),
    "reward": ("take the gold or 2 cards", "금화 또는 카드 2장"),
    "keep": ("choose tiles to keep", "남길 타일 고르기"),
    "over": ("", ""),
}


def _t(key: str, **kw: Any) -> str:
    en, ko = TEXTS[key]
    return rulekit.i18n.pick(en, ko).format(**kw)


def _ko() -> bool:
    return rulekit.get_language() == "ko"


def _state(obj: Any) -> Any:
    """A state, or a position in the notation (drawn at the start of phase 6)."""
    if isinstance(obj, str):
        return eg.position(obj)
    return obj


def town_name(name: str) -> str:
    """A town's name as the rulebook spells it, in the current language.

    >>> town_name("Lapphalya"), town_name("Beata")
    ('Lapphalia', 'Beata')
    """
    en, ko = RULEBOOK_NAMES.get(name, (name, name))
    return rulekit.i18n.pick(en, ko)


def kind_name(code: str) -> str:
    """The rulebook name of a card or tile code (``"U"`` -> unicorn / 유니콘).

    >>> kind_name("T")
    'troll wagon'
    """
    en, ko = NAMES.get(code.upper(), (code, code))
    return rulekit.i18n.pick(en, ko)


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


def road_text(c: str) -> str:
    """``"UTGBL"`` -> ``"U/T+G B L"``: transports (either may be used) then special tiles.

    >>> road_text("UTGBL")
    'U/T+G B L'
    """
    t = transports_on(c)
    rest = " ".join(c[len(t) :])
    return "/".join(t) + ("+" + rest if t and rest else rest)


def supply_text(tiles: str, own: bool) -> str:
    """A tile supply in letters: ``[u]`` is your own face-down tile, ``?`` another player's.

    >>> supply_text("Uu", own=True), supply_text("Uu", own=False)
    ('U [u]', 'U ?')
    """
    if not tiles:
        return "-"
    if rulekit.get_language() == "ko":  # a Korean reader reads the rulebook's words, not letters
        words = (kind_name(c) for c in tiles)
        return ", ".join(f"[{w}]" if c.islower() and own else ("?" if c.islower() else w)
                         for c, w in zip(tiles, words, strict=True))
    return " ".join(f"[{c}]" if c.islower() and own else ("?" if c.islower() else c) for c in tiles)


def cards_text(cards: str) -> str:
    """A hand of cards: letters in English, the rulebook's words with counts in Korean.

    >>> cards_text("UTT")
    'U T T'
    """
    if rulekit.get_language() != "ko":
        return " ".join(cards)
    counts = Counter(cards)
    return ", ".join(f"{kind_name(c)} {n}장" for c, n in counts.items())


def _road_towns(road: str) -> str:
    r = BOARD.road(road)
    return f"{town_name(BOARD.towns[r.a].name)}–{town_name(BOARD.towns[r.b].name)}"


def _hand_kinds(hand: str) -> list[str]:
    return sorted(set(hand), key=CARD_ORDER.index)


def _dist_to_segment(px: float, py: float, ax_: float, ay: float, bx: float, by: float) -> float:
    dx, dy = bx - ax_, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((px - ax_) * dx + (py - ay) * dy) / length))
    qx, qy = ax_ + t * dx, ay + t * dy
    return ((px - qx) ** 2 + (py - qy) ** 2) ** 0.5


class _Painter:
    """Set artist properties only when they change (a setter marks an artist for redrawing)."""

    def __init__(self) -> None:
        self.known: dict[int, dict[str, Any]] = {}

    def __call__(self, artist: Any, **props: Any) -> None:
        old = self.known.setdefault(id(artist), {})
        changed = {k: v for k, v in props.items() if k not in old or old[k] != v}
        if changed:
            artist.set(**changed)
            old.update(changed)


class BoardView(_BaseView):
    """The map, the table and the players (see the module docstring)."""

    game = "elfengold"
    figsize = (FIG_W, FIG_H)
    dpi = 80
    details = False
    #: The player whose hand and tiles are drawn large and take the clicks (None: the player to act).
    #: The position editor sets it to the player being edited.
    focus: int | None = None

    def hand_player(self, s: Any) -> int:
        """The player whose hand and tiles are drawn large (see :attr:`focus`)."""
        return s.current_player if self.focus is None or self.focus >= s.num_players else self.focus

    def __init__(
        self, state: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = (), **kwargs: Any
    ) -> None:
        self._paint = _Painter()
        super().__init__(_state(state), ax, highlight, **kwargs)

    # ------------------------------------------------------------------ build once
    def build(self, state: Any) -> None:
        ax = self.ax
        self._paint = _Painter()
        ax.set_xlim(0, FIG_W)
        ax.set_ylim(FIG_H, 0)
        ax.set_aspect("equal")
        ax.add_artist(
            rounded_box(
                MAP_W / 2 + 0.02, MAP_H / 2 + 0.02, MAP_W, MAP_H, fc=PAPER, ec="#c8b88a", lw=1.2, zorder=0
            )
        )
        ax.add_artist(
            rounded_box(
                (COL_X + COL_R) / 2,
                MAP_H / 2 + 0.02,
                COL_R - COL_X + 0.1,
                MAP_H,
                fc=TABLE,
                ec="#c8b88a",
                lw=1.2,
                zorder=0,
            )
        )
        ax.add_artist(
            rounded_box(
                FIG_W / 2,
                (BOTTOM_Y + FIG_H) / 2,
                FIG_W - 0.05,
                FIG_H - BOTTOM_Y - 0.05,
                fc=TABLE,
                ec="#c8b88a",
                lw=1.2,
                zorder=0,
            )
        )
        self._build_map(ax)
        self._build_table(ax)
        self._build_players(ax)

    def _text(self, x: float, y: float, size: float = 11, **kw: Any) -> Any:
        kw.setdefault("color", INK)
        kw.setdefault("va", "center")
        return self.ax.text(x, y, "", fontsize=size, **kw)

    def _build_map(self, ax: Axes) -> None:
        self.road_halo, self.road_line, self.road_id = [], [], []
        self.road_counters: list[list[tuple[Any, Pictogram, Any]]] = []
        for r in BOARD.roads:
            (ax_, ay), (bx, by), (sx, sy) = town_xy(r.a), town_xy(r.b), slot_xy(r.index)
            colour, style, width = TERRAIN_STYLE[r.kind]
            xs, ys = [ax_, sx, bx], [ay, sy, by]
            (halo,) = ax.plot(
                xs,
                ys,
                color=HIGHLIGHT,
                lw=width + 8,
                alpha=0.5,
                zorder=1,
                solid_capstyle="round",
                visible=False,
            )
            (line,) = ax.plot(
                xs, ys, color=colour, lw=width, linestyle=style, zorder=2, solid_capstyle="round"
            )
            self.road_halo.append(halo)
            self.road_line.append(line)
            if r.kind == "river":
                t = r.b if r.downstream_from == r.a else r.a
                tx, ty = town_xy(t)
                mx, my = (sx + tx) / 2, (sy + ty) / 2
                ax.annotate(
                    "",
                    xy=(mx, my),
                    xytext=(sx, sy),
                    zorder=3,
                    arrowprops={"arrowstyle": "-|>", "color": "#0b4f9c", "lw": 1.8, "mutation_scale": 16},
                )
            self.road_id.append(
                self._text(sx, sy + 0.24, 10, ha="center", color="#555555", zorder=5, visible=False)
            )
            counters = []
            for _k in range(4):
                box = rounded_box(
                    sx, sy, COUNTER, COUNTER, fc="white", ec="#444444", lw=0.9, zorder=5, visible=False
                )
                ax.add_artist(box)
                pic = Pictogram(ax, sx, sy, COUNTER * 0.36, zorder=5.2)
                letter = self._text(
                    sx,
                    sy,
                    10,
                    ha="center",
                    fontweight="bold",
                    zorder=5.6,
                    visible=False,
                )
                counters.append((box, pic, letter))
            self.road_counters.append(counters)
        self.town_circle, self.town_label, self.town_value, self.town_dots, self.town_dot_text = (
            [],
            [],
            [],
            [],
            [],
        )
        for t in BOARD.towns:
            x, y = town_xy(t.index)
            capital = t.index == BOARD.capital
            c = Circle(
                (x, y),
                0.17 if capital else 0.13,
                fc="#ffe27a" if capital else "#fff1b8",
                ec="#6b4f1d",
                lw=1.6,
                zorder=6,
            )
            ax.add_artist(c)
            self.town_circle.append(c)
            label_y = y - (0.2 if capital else 0.16)
            self.town_label.append(
                self._text(
                    x,
                    label_y,
                    11,
                    ha="center",
                    va="bottom",
                    fontweight="bold",
                    zorder=7,
                    path_effects=[patheffects.withStroke(linewidth=3, foreground=PAPER)],
                )
            )
            self.town_value.append(
                self._text(x, y + 0.005, 10.5, ha="center", fontweight="bold", color="#6b3d00", zorder=8)
            )
            dots, numbers = [], []
            for p in range(6):
                dx = x - 0.25 + p * 0.1
                d = Circle(
                    (dx, y + 0.2), 0.035, fc=PLAYER_COLOURS[p], ec="white", lw=0.6, zorder=7, visible=False
                )
                ax.add_artist(d)
                dots.append(d)
                numbers.append(
                    self._text(
                        dx,
                        y + 0.33,
                        10,
                        ha="center",
                        color=PLAYER_COLOURS[p],
                        fontweight="bold",
                        zorder=7,
                        visible=False,
                    )
                )
            self.town_dots.append(dots)
            self.town_dot_text.append(numbers)
        self.boot_ring, self.boots, self.boot_text = [], [], []
        for p in range(6):
            ring = Circle((0, 0), 0.16, fc="white", ec=HIGHLIGHT, lw=2.2, zorder=8.5, visible=False)
            ax.add_artist(ring)
            self.boot_ring.append(ring)
            self.boots.append(Pictogram(ax, 0, 0, 0.12, zorder=9))
            self.boot_text.append(
                self._text(
                    0,
                    0,
                    10.5,
                    ha="left",
                    fontweight="bold",
                    color=PLAYER_COLOURS[p],
                    zorder=9.5,
                    visible=False,
                    path_effects=[patheffects.withStroke(linewidth=2.5, foreground="white")],
                )
            )

    def _build_table(self, ax: Axes) -> None:
        x0 = COL_X + 0.12
        self.title = self._text(x0, 0.28, 15, fontweight="bold")
        self.phase_text = self._text(x0, 0.64, 11.5)
        self.turn_text = self._text(x0, 0.98, 12, fontweight="bold")
        self.cards_label = self._text(x0, 1.3, 11, fontweight="bold")
        # face-up cards, the deck, the gold-card pile
        self.display_cards = []
        for x in DISPLAY_X:
            box = rounded_box(x, CARDS_Y, CARD_W, CARD_H, fc="white", ec="#555555", lw=1.0, zorder=3)
            ax.add_artist(box)
            pic = Pictogram(ax, x, CARDS_Y + 0.06, 0.24, zorder=4)
            letter = self._text(x - 0.2, CARDS_Y - 0.3, 10, ha="center", fontweight="bold", zorder=5)
            self.display_cards.append((box, pic, letter))
        for dy in (0.08, 0.04):
            ax.add_artist(
                rounded_box(
                    DECK_X + dy, CARDS_Y - dy, CARD_W, CARD_H, fc="#8c7a5c", ec="#3e2f1a", lw=0.8, zorder=2.5
                )
            )
        self.deck_box = rounded_box(
            DECK_X, CARDS_Y, CARD_W, CARD_H, fc=FACE["back"], ec="#3e2f1a", lw=1.0, zorder=3
        )
        ax.add_artist(self.deck_box)
        draw_icon(ax, "back", DECK_X, CARDS_Y, 0.22, zorder=4, flip=True)
        self.gold_box = rounded_box(
            GOLD_PILE_X, CARDS_Y, CARD_W, CARD_H, fc="#ffe680", ec="#8a6d00", lw=1.0, zorder=3
        )
        ax.add_artist(self.gold_box)
        self.gold_pic = Pictogram(ax, GOLD_PILE_X, CARDS_Y - 0.05, 0.22, zorder=4)
        self.gold_count = self._text(GOLD_PILE_X, CARDS_Y + 0.3, 11, ha="center", fontweight="bold", zorder=5)
        self.deck_count = self._text(
            DECK_X,
            CARDS_Y + 0.3,
            11,
            ha="center",
            fontweight="bold",
            zorder=5,
        )
        self.deck_label = self._text(x0, CARDS_Y + 0.6, 10.5, color="#444444")
        # the auction row (or the two tiles drawn in phase 3)
        self.auction_label = self._text(x0, 2.72, 11, fontweight="bold")
        # the road key, shown while the auction row is empty
        self.key_lines, self.key_text = [], []
        for i, kind in enumerate(("plains", "forest", "desert", "mountain", "lake", "river")):
            colour, style, width = TERRAIN_STYLE[kind]
            kx, ky = (x0 + (i % 2) * 1.7, 3.05 + (i // 2) * 0.34) if kind != "river" else (x0, 4.07)
            (line,) = ax.plot([kx, kx + 0.4], [ky, ky], color=colour, lw=width, linestyle=style, zorder=3)
            self.key_lines.append(line)
            self.key_text.append(self._text(kx + 0.5, ky, 10, zorder=3))
        self.key_arrow = ax.annotate(
            "",
            xy=(x0 + 0.32, 4.07),
            xytext=(x0 + 0.05, 4.07),
            zorder=4,
            arrowprops={"arrowstyle": "-|>", "color": "#0b4f9c", "lw": 1.8, "mutation_scale": 16},
        )
        self.auction_frame = rounded_box(
            (COL_X + COL_R) / 2,
            3.33,
            COL_R - COL_X - 0.06,
            1.1,
            fill=False,
            ec=HIGHLIGHT,
            lw=2.5,
            zorder=2,
            visible=False,
        )
        ax.add_artist(self.auction_frame)
        self.lot = []
        for i in range(12):
            x, y = LOT_X0 + (i % 6) * LOT_STEP, LOT_Y[i // 6]
            box = rounded_box(
                x, y, TILE_SIDE, TILE_SIDE, fc="white", ec="#555555", lw=0.9, zorder=3, visible=False
            )
            ax.add_artist(box)
            pic = Pictogram(ax, x, y - 0.02, 0.17, zorder=4)
            letter = self._text(
                x + 0.16,
                y + 0.15,
                10,
                ha="center",
                fontweight="bold",
                zorder=5,
                visible=False,
            )
            self.lot.append((box, pic, letter))
        self.bid_text = self._text(x0, 3.98, 11)
        self.how_text = self._text(x0, 4.26, 10, color="#555555")
        self.passed_text = self._text(x0, 5.46, 10, color="#444444")
        # buttons for the actions without a place on the map
        self.buttons: dict[Hashable, tuple[Any, Any]] = {}
        for place, (x, row, w) in BUTTONS.items():
            y = BUTTON_ROWS[row]
            box = rounded_box(x, y, w, 0.44, fc="#fff7e0", ec="#6b4f1d", lw=1.2, zorder=3, visible=False)
            ax.add_artist(box)
            label = self._text(x, y, 11, ha="center", fontweight="bold", zorder=4, visible=False)
            self.buttons[place] = (box, label)

    def _build_players(self, ax: Axes) -> None:
        self.hand_label = self._text(0.3, BOTTOM_Y + 0.25, 12, fontweight="bold")
        self.purse_text = self._text(2.6, BOTTOM_Y + 0.25, 12, fontweight="bold", color="#7a4b00")
        self.trip_text = self._text(5.2, BOTTOM_Y + 0.25, 11.5, color="#a0006a", fontweight="bold")
        self.hand = []
        for i in range(len(CARD_ORDER)):
            x = HAND_X0 + i * HAND_STEP
            box = rounded_box(
                x, HAND_Y, CARD_W, CARD_H, fc="white", ec="#555555", lw=1.0, zorder=3, visible=False
            )
            ax.add_artist(box)
            pic = Pictogram(ax, x, HAND_Y - 0.06, 0.22, zorder=4)
            letter = self._text(
                x - 0.19, HAND_Y - 0.3, 10, ha="center", fontweight="bold", zorder=5, visible=False
            )
            count = self._text(x, HAND_Y + 0.3, 11, ha="center", fontweight="bold", zorder=5, visible=False)
            self.hand.append((box, pic, letter, count))
        self.no_cards = self._text(HAND_X0 - 0.2, HAND_Y, 11, color="#555555")
        self.route_text = self._text(6.35, BOTTOM_Y + 0.42, 10.5, va="top", color="#a0006a", linespacing=1.35)
        self.tiles_label = self._text(0.3, 7.15, 12, fontweight="bold")
        self.tiles = []
        for i in range(TILE_ROWS * TILE_PER_ROW):
            x = TILE_X0 + (i % TILE_PER_ROW) * TILE_STEP
            y = TILE_Y + (i // TILE_PER_ROW) * TILE_PITCH
            box = rounded_box(
                x, y, TILE_SIDE, TILE_SIDE, fc="white", ec="#555555", lw=1.0, zorder=3, visible=False
            )
            ax.add_artist(box)
            pic = Pictogram(ax, x, y - 0.02, 0.16, zorder=4)
            letter = self._text(
                x + 0.16,
                y + 0.15,
                10,
                ha="center",
                fontweight="bold",
                zorder=5,
                visible=False,
            )
            self.tiles.append((box, pic, letter))
        self.no_tiles = self._text(TILE_X0 - 0.12, TILE_Y, 11, color="#555555")
        # a line per player (right of the hand)
        x0 = COL_X + 0.1
        self.players_label = self._text(x0, BOTTOM_Y + 0.25, 12, fontweight="bold")
        self.player_boot, self.player_line, self.player_tiles = [], [], []
        for p in range(6):
            y = PLAYERS_Y0 + p * PLAYERS_STEP
            self.player_boot.append(Pictogram(self.ax, x0 + 0.1, y + 0.08, 0.12, zorder=4))
            self.player_line.append(self._text(x0 + 0.3, y - 0.03, 10.5, color=PLAYER_COLOURS[p]))
            self.player_tiles.append(self._text(x0 + 0.3, y + 0.18, 10, color="#333333"))

    # ------------------------------------------------------------------ update in place
    def update(self, state: Any, highlight: Iterable[Hashable] = (), weak: Iterable[Hashable] = ()) -> None:
        """Show ``state``: ``highlight`` places get a bold mark, ``weak`` ones a thin faint one.

        Roads get a halo (wide and strong, or narrow and faint), towns a ringed circle, cards,
        counters and buttons a frame.
        """
        s = _state(state)
        self.state = s
        picks = list(highlight)
        marks = set(picks)
        light = set(weak) - marks
        self._marks, self._light, self._picks = marks, light, picks
        self._update_map(s, marks, light)
        self._update_table(s, marks, light, picks)
        self._update_players(s, marks, light)

    def _frame(self, patch: Any, place: Hashable, edge: str = "#555555", width: float = 1.0) -> None:
        if place in self._marks:
            self._paint(patch, edgecolor=HIGHLIGHT, linewidth=max(width, 3.0))
        elif place in self._light:
            self._paint(patch, edgecolor=HIGHLIGHT + "aa", linewidth=max(width, 2.0))
        else:
            self._paint(patch, edgecolor=edge, linewidth=width)

    def _update_map(self, s: Any, marks: set, light: set) -> None:
        paint = self._paint
        for i, c in enumerate(s.roads):
            r = BOARD.roads[i]
            hot, faint = r.id in marks, r.id in light
            halo = self.road_halo[i]
            width = TERRAIN_STYLE[r.kind][2]
            if hot or faint:
                paint(halo, linewidth=width + (9 if hot else 5), alpha=0.6 if hot else 0.28, visible=True)
            else:
                paint(halo, visible=False)
            paint(self.road_id[i], text=r.id, visible=self.details)
            sx, sy = slot_xy(i)
            n = len(c)
            step = COUNTER + 0.04
            for k, (box, pic, letter) in enumerate(self.road_counters[i]):
                if k < n:
                    code = c[k]
                    x = sx + (k - (n - 1) / 2) * step
                    paint(
                        box,
                        x=x - COUNTER / 2 + COUNTER * 0.18,
                        facecolor=FACE.get(code, "white"),
                        visible=True,
                    )
                    self._frame(box, r.id, "#444444", 0.9)
                    pic.set(code, x=x - 0.03, y=sy - 0.02)
                    paint(letter, text=code, position=(x + 0.1, sy + 0.11), visible=True)
                else:
                    paint(box, visible=False)
                    pic.set(None)
                    paint(letter, visible=False)
        n = s.num_players
        for t in BOARD.towns:
            v = s.values[t.index]
            paint(self.town_value[t.index], text=str(v) if v else "")
            paint(self.town_label[t.index], text=town_name(t.name))
            hit, faint = t.name in marks, t.name in light
            paint(
                self.town_circle[t.index],
                edgecolor=HIGHLIGHT if hit else (HIGHLIGHT + "aa" if faint else "#6b4f1d"),
                linewidth=3.2 if hit else (2.4 if faint else 1.6),
            )
            for p in range(6):
                here = p < n and t.index != BOARD.capital and not s.markers[p] >> t.index & 1
                paint(self.town_dots[t.index][p], visible=here)
                paint(self.town_dot_text[t.index][p], text=str(p + 1), visible=here and self.details)
        # boots: players sharing a town stand side by side (two rows of three)
        groups: dict[int, list[int]] = {}
        for p in range(n):
            groups.setdefault(s.boots[p], []).append(p)
        now = s.current_player if not s.is_over else -1
        for p in range(6):
            if p >= n:
                self.boots[p].set(None)
                paint(self.boot_text[p], visible=False)
                paint(self.boot_ring[p], visible=False)
                continue
            k = groups[s.boots[p]].index(p)
            x, y = town_xy(s.boots[p])
            side = -1 if x + 1.3 > MAP_W else 1  # near the map's right edge the boots stand on the left
            bx, by = x + side * (0.3 + (k % 3) * 0.36), y + 0.02 + (k // 3) * 0.32
            self.boots[p].set("boot", x=bx, y=by, colour=PLAYER_COLOURS[p])
            paint(self.boot_text[p], text=str(p + 1), position=(bx + 0.11, by + 0.07), visible=True)
            paint(self.boot_ring[p], center=(bx, by), visible=p == now)

    def _update_table(self, s: Any, marks: set, light: set, picks: list) -> None:
        paint = self._paint
        ko = _ko()
        p_now = s.current_player
        paint(
            self.title,
            text=eg.TITLE["ko" if ko else "en"] + " · " + _t("round", r=s.round, n=s.opts["rounds"]),
        )
        paint(self.phase_text, text=s.phase_name())
        if s.is_over:
            w = ", ".join(rulekit.seat_name(p) for p in s.winners())
            paint(self.turn_text, text=_t("over", w=w), color=INK)
        else:
            what = rulekit.i18n.pick(*DECISION_TEXT[s.decision])
            paint(
                self.turn_text,
                text="▶ " + _t("to_play", p=rulekit.seat_name(p_now), what=what),
                color=PLAYER_COLOURS[p_now],
            )
        paint(self.cards_label, text=_t("cards"))
        for i, (box, pic, letter) in enumerate(self.display_cards):
            if i < len(s.display):
                code = s.display[i]
                paint(box, facecolor="#ffe680" if code == "G" else FACE.get(code, "white"), visible=True)
                self._frame(box, ("display", code) if ("display", code) in marks | light else "display")
                pic.set(code)
                paint(letter, text=code, visible=True)
            else:
                paint(box, visible=False)
                pic.set(None)
                paint(letter, visible=False)
        paint(self.deck_count, text=str(len(s.deck)))
        paint(
            self.deck_label,
            text=" · ".join(
                (_t("deck", d=len(s.deck)), _t("gold_pile", g=s.gold_pile), _t("discard", x=len(s.discard)))
            ),
        )
        self._frame(self.deck_box, "deck", "#3e2f1a")
        self.gold_pic.set("G")
        paint(self.gold_count, text=str(s.gold_pile))
        self._frame(self.gold_box, "gold-pile", "#8a6d00", 2.5 if s.gold_choice else 1.0)
        # auction row or drawn tiles
        hot = "auction" in marks or "auction" in light
        paint(
            self.auction_frame, visible=hot, edgecolor=HIGHLIGHT if "auction" in marks else HIGHLIGHT + "aa"
        )
        drawn = s.phase == "tiles" and bool(s.drawn) and not s.is_over
        row = s.drawn if drawn else (s.lot if s.phase == "auction" and not s.is_over else "")
        if drawn:
            paint(self.auction_label, text=_t("drawn"))
        else:
            paint(self.auction_label, text=_t("auction") if row else _t("roads"))
        for kind, line, text in zip(
            ("plains", "forest", "desert", "mountain", "lake", "river"),
            self.key_lines,
            self.key_text,
            strict=True,
        ):
            paint(line, visible=not row)
            paint(text, visible=not row, text=rulekit.i18n.pick(*TERRAIN_NAMES[kind]))
        paint(self.key_arrow, visible=not row)
        for i, (box, pic, letter) in enumerate(self.lot):
            if i < len(row):
                code = row[i]
                paint(box, facecolor=FACE.get(code, "white"), visible=True)
                if drawn:
                    self._frame(box, ("drawn", code))
                else:
                    paint(box, edgecolor=HIGHLIGHT if i == 0 else "#555555", linewidth=3.0 if i == 0 else 0.9)
                pic.set(code)
                paint(letter, text=code, visible=True)
            else:
                paint(box, visible=False)
                pic.set(None)
                paint(letter, visible=False)
        on_sale = s.phase == "auction" and bool(s.lot) and not s.is_over
        if on_sale:
            paint(self.auction_label, text=_t("auction") + " · " + _t("on_sale") + ": " + kind_name(s.lot[0]))
        if on_sale:
            cap = eg.bid_cap(s)
            who = rulekit.seat_name(s.high_bidder) if s.high_bidder >= 0 else ""
            paint(self.bid_text, text=_t("bid", b=s.high, p=who, c=cap) if who else _t("no_bid", c=cap))
            passed = [rulekit.seat_name(p) for p in range(s.num_players) if s.passed >> p & 1]
            out = [rulekit.seat_name(p) for p in range(s.num_players) if s.excluded >> p & 1]
            text = _t("passed", p=", ".join(passed) or _t("none"))
            if out:
                text += " · " + rulekit.i18n.pick("out: ", "제외: ") + ", ".join(out)
            paint(self.passed_text, text=text)
            paint(self.how_text, text=_t("how_bid"))
        else:
            paint(self.how_text, text="")
            paint(self.bid_text, text="")
            paint(self.passed_text, text="")
        # buttons
        shown = self._buttons_shown(s)
        usable = {
            p for a in (s.legal_actions() if shown else ()) for p in self.click_targets(a) if p in shown
        }
        for place, (box, label) in self.buttons.items():
            visible = place in shown
            paint(box, visible=visible)
            paint(label, visible=visible)
            if not visible:
                continue
            name = place[1]
            if place == CONFIRM:
                if s.decision == "bid":
                    text = rulekit.i18n.pick("Bid", "입찰")
                else:
                    text = rulekit.i18n.pick("OK", "확인")
                live = place in marks or place in light
                paint(label, text=text, color=INK if live else "#9a8f7a")
                paint(box, facecolor="#ffd27a" if place in marks else "#fff7e0")
            else:
                if name == "gold":
                    text = rulekit.i18n.pick(f"Take {s.trip_gold} gold", f"금화 {s.trip_gold} 받기")
                else:
                    text = rulekit.i18n.pick(*BUTTON_TEXT[name])
                paint(label, text=text, color=INK if place in usable else "#9a8f7a")
            self._frame(box, place, "#6b4f1d", 1.2)

    @staticmethod
    def _raise(picks: list) -> int:
        return sum(
            5 if p == ("button", "+5") else 1 for p in picks if p in (("button", "+1"), ("button", "+5"))
        )

    @staticmethod
    def _buttons_shown(s: Any) -> set:
        if s.is_over:
            return set()
        d = s.decision
        if d == "bid":
            return {("button", "+1"), ("button", "+5"), CONFIRM, ("button", "pass")}
        if d == "place":
            return {CONFIRM, ("button", "pass")}
        if d == "travel":
            shown = {("button", "stop")}
            if any(isinstance(a, eg.Caravan) for a in s.legal_actions()):
                shown.add(("button", "caravan"))
            return shown
        if d == "reward":
            return {("button", "gold"), ("button", "cards")}
        if d == "keep":
            return {CONFIRM, ("button", "keep-none")}
        return set()

    def _update_players(self, s: Any, marks: set, light: set) -> None:
        paint = self._paint
        n = s.num_players
        p_now = self.hand_player(s)
        who = rulekit.seat_name(p_now)
        gold = s.visible_gold(p_now)
        paint(self.hand_label, text=_t("hand", p=who), color=PLAYER_COLOURS[p_now])
        g_now = "?" if gold[p_now] is None else gold[p_now]
        paint(self.purse_text, text=_t("purse", g=g_now, t=s.towns(p_now)))
        paint(self.trip_text, text=_t("trip", g=s.trip_gold) if s.phase == "move" and s.moved else "")
        hand = s.hands[p_now]
        kinds = _hand_kinds(hand)
        for i, (box, pic, letter, count) in enumerate(self.hand):
            if i < len(kinds):
                code = kinds[i]
                paint(box, facecolor=FACE.get(code, "white"), visible=True)
                self._frame(box, ("hand", code))
                pic.set(code)
                paint(letter, text=code, visible=True)
                paint(count, text=f"×{hand.count(code)}", visible=True)
            else:
                paint(box, visible=False)
                pic.set(None)
                paint(letter, visible=False)
                paint(count, visible=False)
        paint(self.no_cards, text="" if hand else _t("no_cards"))
        paint(
            self.route_text,
            text=self._route(
                s, [m for m in self._picks if isinstance(m, str) and m[:1] == "R" and m[1:].isdigit()]
            ),
        )
        paint(self.tiles_label, text=_t("tiles", p=who), color=PLAYER_COLOURS[p_now])
        supply = s.supply[p_now]
        for i, (box, pic, letter) in enumerate(self.tiles):
            if i < len(supply):
                code = supply[i]
                hidden = code.islower()
                paint(
                    box,
                    facecolor="#e9e2d0" if hidden else FACE.get(code, "white"),
                    visible=True,
                    linestyle="--" if hidden else "-",
                )
                self._frame(box, ("tile", code))
                pic.set(code.upper(), alpha=0.55 if hidden else 1.0)
                paint(letter, text=code, visible=True)
            else:
                paint(box, visible=False)
                pic.set(None)
                paint(letter, visible=False)
        paint(self.no_tiles, text="" if supply else _t("no_tiles"))
        paint(self.players_label, text=_t("players"))
        for p in range(6):
            if p >= n:
                self.player_boot[p].set(None)
                paint(self.player_line[p], visible=False)
                paint(self.player_tiles[p], visible=False)
                continue
            g = "?" if gold[p] is None else gold[p]
            self.player_boot[p].set("boot", colour=PLAYER_COLOURS[p])
            mark = "▶ " if p == s.current_player and not s.is_over else ""
            paint(
                self.player_line[p],
                visible=True,
                fontweight="bold" if p == s.current_player else "normal",
                text=f"{mark}{rulekit.seat_name(p)} · " + _t("player", g=g, t=s.towns(p), c=len(s.hands[p])),
            )
            paint(
                self.player_tiles[p],
                visible=True,
                text=_t("player_tiles", tl=supply_text(s.supply[p], p == p_now)),
            )

    @staticmethod
    def _route(s: Any, roads: list[str]) -> str:
        """What a highlighted route costs from the current player's boot, road by road."""
        if not roads or s.phase != "move":
            return ""
        here = s.boots[s.current_player]
        parts = []
        for rid in roads:
            r = BOARD.road(rid)
            if here not in (r.a, r.b):
                parts.append(_t("no_route", r=rid, town=town_name(BOARD.towns[here].name)))
                break
            kinds = "R" if r.water else transports_on(s.roads[r.index])
            options = [f"{eg.travel_cost(s, r.index, k, here)}×{k}" for k in dict.fromkeys(kinds)]
            if not r.water and kinds:
                n = 3 + ("L" in s.roads[r.index])
                options.append(rulekit.i18n.pick(f"{n}×any (caravan)", f"아무 카드 {n}장 (카라반)"))
            nxt = r.other(here)
            parts.append(
                _t("leg", r=rid, town=town_name(BOARD.towns[nxt].name), c=_t("or").join(options) or "-")
            )
            here = nxt
        return _t("route", r=" ".join(roads)) + "\n" + "\n".join(parts)

    def relabel(self, state: Any | None = None, highlight: Iterable[Hashable] = ()) -> None:
        # every label is written by update
        self.update(_state(self.state if state is None else state), tuple(highlight))

    # ------------------------------------------------------------------ clicks
    def target_at(self, x: float, y: float) -> Hashable | None:
        """The place at data point ``(x, y)``: a town, a road, a card, a counter, a button, or None."""
        s = self.state
        for place, (bx, row, w) in BUTTONS.items():
            by = BUTTON_ROWS[row]
            if abs(x - bx) <= w / 2 and abs(y - by) <= 0.22 and self.buttons[place][0].get_visible():
                return place
        if y > BOTTOM_Y:
            return self._player_place(s, x, y)
        if x > COL_X:
            return self._table_place(s, x, y)
        best, dist = None, 0.16**2
        for t in BOARD.towns:
            tx, ty = town_xy(t.index)
            d = (tx - x) ** 2 + (ty - y) ** 2
            if d < dist:
                best, dist = t.name, d
        if best:
            return best
        for r in BOARD.roads:
            sx, sy = slot_xy(r.index)
            n = max(len(s.roads[r.index]), 1)
            if abs(x - sx) <= n * (COUNTER + 0.04) / 2 and abs(y - sy) <= COUNTER / 2 + 0.02:
                return r.id
        best, dist = None, 0.24**2
        for t in BOARD.towns:  # the town's name and markers around it
            tx, ty = town_xy(t.index)
            d = (tx - x) ** 2 + (ty - y) ** 2
            if d < dist:
                best, dist = t.name, d
        if best:
            return best
        best_d = 0.22
        for r in BOARD.roads:
            sx, sy = slot_xy(r.index)
            (ax_, ay), (bx, by) = town_xy(r.a), town_xy(r.b)
            d = min(_dist_to_segment(x, y, ax_, ay, sx, sy), _dist_to_segment(x, y, sx, sy, bx, by))
            if d < best_d and ((x - sx) ** 2 + (y - sy) ** 2) ** 0.5 < 0.9:
                best, best_d = r.id, d
        if best is None:
            for r in BOARD.roads:  # further along a road, a thinner band
                (ax_, ay), (bx, by), (sx, sy) = town_xy(r.a), town_xy(r.b), slot_xy(r.index)
                d = min(_dist_to_segment(x, y, ax_, ay, sx, sy), _dist_to_segment(x, y, sx, sy, bx, by))
                if d < min(best_d, 0.08):
                    best, best_d = r.id, d
        return best

    def _table_place(self, s: Any, x: float, y: float) -> Hashable | None:
        if abs(y - CARDS_Y) <= CARD_H / 2:
            for i, dx in enumerate(DISPLAY_X):
                if abs(x - dx) <= CARD_W / 2 and i < len(s.display):
                    return ("display", s.display[i])
            if abs(x - DECK_X) <= CARD_W / 2:
                return "deck"
            if abs(x - GOLD_PILE_X) <= CARD_W / 2:
                return "gold-pile"
        for i, (box, _pic, _letter) in enumerate(self.lot):
            bx, by = LOT_X0 + (i % 6) * LOT_STEP, LOT_Y[i // 6]
            if box.get_visible() and abs(x - bx) <= TILE_SIDE / 2 and abs(y - by) <= TILE_SIDE / 2:
                if s.phase == "tiles" and s.drawn:
                    return ("drawn", s.drawn[i])
                return "auction"
        if COL_X <= x <= COL_R and 2.6 <= y <= 3.9:
            return "auction"
        return None

    def _player_place(self, s: Any, x: float, y: float) -> Hashable | None:
        p = self.hand_player(s)
        kinds = _hand_kinds(s.hands[p])
        if abs(y - HAND_Y) <= CARD_H / 2:
            i = round((x - HAND_X0) / HAND_STEP)
            if 0 <= i < len(kinds) and abs(x - (HAND_X0 + i * HAND_STEP)) <= CARD_W / 2:
                return ("hand", kinds[i])
        supply = s.supply[p]
        for i in range(min(len(supply), TILE_ROWS * TILE_PER_ROW)):
            tx = TILE_X0 + (i % TILE_PER_ROW) * TILE_STEP
            ty = TILE_Y + (i // TILE_PER_ROW) * TILE_PITCH
            if abs(x - tx) <= TILE_SIDE / 2 and abs(y - ty) <= TILE_SIDE / 2:
                return ("tile", supply[i])
        return None

    def place_xy(self, place: Hashable) -> tuple[float, float] | None:
        """The data-coordinate centre of a clickable place (``target_at`` there gives the place back).

        >>> v = BoardView("R12:U | P1@Lapphalya hand=UU | P2@Elvenhold")
        >>> [v.target_at(*v.place_xy(p)) for p in ["R12", "Beata", ("hand", "U"), ("button", "stop")]]
        ['R12', 'Beata', ('hand', 'U'), ('button', 'stop')]
        """
        s = self.state
        if place in BUTTONS:
            x, row, _w = BUTTONS[place]
            return x, BUTTON_ROWS[row]
        if place == "deck":
            return DECK_X, CARDS_Y
        if place == "gold-pile":
            return GOLD_PILE_X, CARDS_Y
        if place == "display":
            return DISPLAY_X[0], CARDS_Y
        if place == "auction":
            return LOT_X0, LOT_Y[0]
        if isinstance(place, tuple) and len(place) == 2:
            kind, code = place
            if kind == "display" and code in s.display:
                return DISPLAY_X[s.display.index(code)], CARDS_Y
            if kind == "drawn" and code in s.drawn:
                i = s.drawn.index(code)
                return LOT_X0 + (i % 6) * LOT_STEP, LOT_Y[i // 6]
            me = self.hand_player(s)
            if kind == "hand" and code in s.hands[me]:
                i = _hand_kinds(s.hands[me]).index(code)
                return HAND_X0 + i * HAND_STEP, HAND_Y
            if kind == "tile" and code in s.supply[me]:
                i = s.supply[me].index(code)
                return TILE_X0 + (i % TILE_PER_ROW) * TILE_STEP, TILE_Y + (i // TILE_PER_ROW) * TILE_PITCH
            return None
        if isinstance(place, str):
            try:
                return (
                    slot_xy(BOARD.road(place).index)
                    if place[:1] == "R" and place[1:].isdigit()
                    else town_xy(BOARD.town(place).index)
                )
            except KeyError:
                return None
        return None

    def place_centre(self, place: Hashable) -> tuple[float, float] | None:
        """Same as :meth:`place_xy` (the older name)."""
        return self.place_xy(place)

    def click_targets(self, action: Any) -> tuple:
        """The places a person clicks to choose ``action`` on the picture, in any order.

        * a face-up card ``("display", "U")``, the ``"deck"`` or the ``"gold-pile"``;
        * one of the two drawn tiles ``("drawn", "U")`` to keep it face down;
        * a bid: ``+5`` and ``+1`` buttons adding up to the raise over the high bid, then the bid
          button (:data:`CONFIRM`); a pass: the Pass button;
        * a tile: your counter ``("tile", "U")`` (a face-up one first, as it is used first) and the
          road; a spell: the spell counter, the road(s) and, for a double, your extra counter;
        * a journey: the road, then each card paid ``("hand", "U")`` (as many as it costs; an elf
          wizard as ``("hand", "W")``); a caravan: the road and the Caravan button (the cards are
          then offered by name); the magic carpet: the wizard card and the town;
        * stop, gold or 2 cards, keep none: their buttons; keeping tiles: the counters kept.

        >>> from rulekit import elfengold as eg
        >>> s = eg.position("R12:U | P1@Lapphalya hand=UUP | P2@Elvenhold")
        >>> BoardView(s).click_targets(eg.parse_action("travel R12 U"))
        ('R12', ('hand', 'U'))
        """
        s = self.state
        p = s.current_player
        supply = s.supply[p]

        def own(tile: str) -> tuple:
            return ("tile", tile if tile in supply else tile.lower())

        if isinstance(action, eg.Take):
            return (("display", action.card),)
        if isinstance(action, eg.TakeTop):
            return ("deck",)
        if isinstance(action, eg.Cash):
            return ("gold-pile",)
        if isinstance(action, eg.KeepSecret):
            return (("drawn", action.tile),)
        if isinstance(action, eg.Bid):
            if action.bidder is not None:        # called out by a named player: no button of the mover's
                return ()
            r = max(action.amount - s.high, 0)
            return (("button", "+5"),) * (r // 5) + (("button", "+1"),) * (r % 5)
        if isinstance(action, eg.Pass):
            return (("button", "pass"),)
        if isinstance(action, eg.Place):
            return (own(action.tile), action.road)
        if isinstance(action, eg.Double):
            return (own("B"), action.road) + ((own(action.extra),) if action.extra else ())
        if isinstance(action, eg.Exchange):
            return (own("X"), action.road1, action.road2)
        if isinstance(action, eg.Travel):
            road = BOARD.road(action.road)
            n = eg.travel_cost(s, road.index, action.card, s.boots[p]) or 1
            if action.wizard:
                return (action.road,) + (("hand", action.card),) * (n - 1) + (("hand", "W"),)
            return (action.road,) + (("hand", action.card),) * n
        if isinstance(action, eg.Caravan):
            return (action.road, ("button", "caravan"))
        if isinstance(action, eg.Carpet):
            return (("hand", "W"), action.town)
        if isinstance(action, eg.Stop):
            return (("button", "stop"),)
        if isinstance(action, eg.TakeGold):
            return (("button", "gold"),)
        if isinstance(action, eg.TakeCards):
            return (("button", "cards"),)
        if isinstance(action, eg.Keep):
            return tuple(("tile", c) for c in action.tiles) or (("button", "keep-none"),)
        if isinstance(action, eg.Discard):
            return (("hand", action.card),)
        return tuple(action.targets())

    def intended_action(self, state: Any, picks: tuple) -> Any:
        """The action a click sequence most likely meant when no legal action matches it (or None).

        A road (with a card) in phase 6 means travelling it; a counter and a road in phase 5 mean
        placing it; a card, the deck, a bid or a button outside its phase mean that action, so
        the refusal can name its rule.

        >>> from rulekit import elfengold as eg
        >>> s = eg.position("R12:U | P1@Lapphalya hand=PP | P2@Elvenhold")
        >>> BoardView(s).intended_action(s, ("R12", ("hand", "P")))
        Travel(road='R12', card='P', wizard=False)
        """
        s = _state(state)
        picks = tuple(picks)
        roads = [p for p in picks if isinstance(p, str) and p[:1] == "R" and p[1:].isdigit()]
        towns = [
            p
            for p in picks
            if isinstance(p, str) and p not in roads and p not in ("deck", "gold-pile", "auction")
        ]
        hand = [p[1] for p in picks if isinstance(p, tuple) and p[0] == "hand"]
        tiles = [p[1] for p in picks if isinstance(p, tuple) and p[0] == "tile"]
        buttons = [p[1] for p in picks if isinstance(p, tuple) and p[0] == "button"]
        shown = [p for p in picks if isinstance(p, tuple) and p[0] in ("display", "drawn")]
        if shown:
            kind, code = shown[-1]
            return eg.Take(code) if kind == "display" else eg.KeepSecret(code)
        if "deck" in picks:
            return eg.TakeTop()
        if "gold-pile" in picks:
            return eg.Cash()
        if "confirm" in buttons or "+1" in buttons or "+5" in buttons:
            return eg.Bid(s.high + max(self._raise(list(picks)), 1))
        for name, make in (
            ("pass", eg.Pass),
            ("stop", eg.Stop),
            ("gold", eg.TakeGold),
            ("cards", eg.TakeCards),
            ("keep-none", lambda: eg.Keep("")),
        ):
            if name in buttons:
                return make()
        if tiles:
            t = tiles[0].upper()
            if t == "X" and len(roads) >= 2:
                c1, c2 = s.roads[BOARD.road(roads[0]).index], s.roads[BOARD.road(roads[1]).index]
                t1, t2 = (transports_on(c1) or "P")[0], (transports_on(c2) or "P")[0]
                return eg.Exchange(roads[0], t1, roads[1], t2)
            if roads:
                if t == "B":
                    extra = next((x.upper() for x in tiles[1:] if x.upper() in "PECUTD"), "")
                    return eg.Double(roads[0], extra)
                if t != "X":
                    return eg.Place(t, roads[0])
            return None
        if roads:
            road = BOARD.road(roads[0])
            if hand:
                card = hand[0] if hand[0] != "W" else (hand[1] if len(hand) > 1 else "W")
                return eg.Travel(road.id, card if card in "PECUTDR" else "R", "W" in hand and card != "W")
            if s.decision == "travel" or s.phase == "move":
                on = transports_on(s.roads[road.index])
                return eg.Travel(road.id, "R" if road.water else (on[:1] or "P"))
            return None
        if towns:
            town = BOARD.town(towns[0])
            here = s.boots[s.current_player]
            for r in BOARD.roads:
                if {r.a, r.b} == {here, town.index}:
                    on = transports_on(s.roads[r.index])
                    a = eg.Travel(r.id, "R" if r.water else (hand[0] if hand else (on[:1] or "P")))
                    return None if s.is_legal(a) else a
            if "W" in hand:
                return eg.Carpet(town.name)
            return None
        return None


def draw(state_or_position: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = ()) -> Figure:
    """A picture of a state or of a position in the notation; highlight roads, towns or other places.

    >>> fig = draw("R12:UG | P1@Lapphalya hand=UUU | P2@Elvenhold", highlight=["R12"])
    >>> labels = [t.get_text() for t in fig.axes[0].texts]
    >>> "Lapphalia" in labels and "P1's cards" in labels
    True
    """
    return BoardView(_state(state_or_position), ax, tuple(highlight)).fig


def cost_table() -> Any:
    """The cost table as a DataFrame in the current language: cards per road for each transport.

    A row per transport (raft last), a column per terrain; an empty cell (``None``) is a terrain
    where that transport may not go, marked ``NO_COST`` (EG.plan.terrain-fit, EG.base.cost-table,
    EG.base.rafts).

    >>> table = cost_table()
    >>> table.loc["giant pig", "desert"], table.loc["raft", "river upstream"]
    ('—', 2)
    """
    import pandas

    board = eg.load_board()
    terrains = ["plains", "forest", "desert", "mountain"]
    heads = [rulekit.i18n.pick(*TERRAIN_NAMES[t]) for t in terrains]
    heads += [rulekit.i18n.pick(*COST_WATER[w]) for w in COST_WATER]
    rows: dict[str, list[Any]] = {}
    for k in eg.components.TRANSPORTS:
        rows[kind_name(k)] = [board.cost(k, t) for t in terrains] + [None] * len(COST_WATER)
    rows[kind_name("R")] = [None] * len(terrains) + [board.rafts[w] for w in COST_WATER]
    frame = pandas.DataFrame.from_dict(rows, orient="index", columns=heads, dtype=object)
    frame = frame.map(lambda v: NO_COST if v is None else v)
    frame.index.name = rulekit.i18n.pick("transport", "이동수단")
    return frame


def standings(state: Any) -> Any:
    """The players in order of the end rules, in the current language: towns visited, then gold.

    The most towns wins and gold breaks a tie (EG.end.most-towns, EG.end.tie-gold); the winners
    are marked once the game is over.

    >>> s = eg.position("- | P1@Elvenhold towns=Beata gold=3 | P2@Elvenhold towns=Virst gold=9")
    >>> standings(s).index.tolist()
    ['P2', 'P1']
    """
    import pandas

    pick = rulekit.i18n.pick
    scores = state.score()
    winners = set(state.winners()) if state.is_over else set()
    order = sorted(range(state.num_players), key=lambda p: (-scores[p].total, -state.gold[p], p))
    heads = [pick("towns", "방문한 도시"), pick("gold (breaks ties)", "금화 (동점일 때)"),
             pick("result", "결과")]
    won = pick("wins", "승리")
    rows = {rulekit.seat_name(p): [scores[p].total, state.gold[p], won if p in winners else ""]
            for p in order}
    frame = pandas.DataFrame.from_dict(rows, orient="index", columns=heads)
    frame.index.name = pick("player", "플레이어")
    return frame


# --------------------------------------------------------------------------- the lab's tables
# the per-player statistics of a simulated game (the Elfengold tally of rulekit.bots.elfengold)
LAB_STATS = {"stat_auction_gold": ("gold paid in auctions", "경매에 낸 금화"),
             "stat_tiles_won": ("tiles won", "낙찰받은 타일"),
             "stat_gold_income": ("gold received", "받은 금화"),
             "stat_gold_left": ("gold left", "남은 금화"),
             "score": ("towns", "방문한 도시")}
RESULT = {True: ("winners", "승자"), False: ("others", "나머지")}


def _results(df: Any) -> Any:
    return df.assign(result=df["won"].gt(0).map({k: rulekit.i18n.pick(*v) for k, v in RESULT.items()}))


def auction_costs(df: Any) -> Any:
    """What auctions cost, per player and game: the means for the winners and the others, by variant.

    ``df`` is a ``widgets.lab.sweep`` of Elfengold games; the labels follow the current language.

    >>> from widgets import lab
    >>> df = lab.sweep("elfengold", {"players": [3]}, n=2, bots="greedy", seed=1)
    >>> list(auction_costs(df).columns)
    ['gold paid in auctions', 'tiles won', 'gold received', 'gold left', 'towns']
    """
    pick = rulekit.i18n.pick
    table = _results(df).groupby(["variant", "result"], observed=True)[list(LAB_STATS)].mean().round(2)
    table.columns = [pick(*LAB_STATS[c]) for c in table.columns]
    table.index.names = [pick("variant", "변형 규칙"), pick("result", "결과")]
    return table


def plot_auction_costs(df: Any) -> Figure:
    """Box plots of the gold each player paid in auctions in a game, winners beside the others.

    >>> from widgets import lab
    >>> df = lab.sweep("elfengold", {"players": [3]}, n=2, bots="greedy", seed=1)
    >>> plot_auction_costs(df).axes[0].get_ylabel()
    'gold paid in auctions'
    """
    from . import lab

    pick = rulekit.i18n.pick
    fig = lab.plot_distribution(_results(df), "stat_auction_gold", by="result", per_game=False,
                                title=pick("gold paid in auctions per player and game",
                                           "한 게임에 플레이어가 경매에 낸 금화"))
    fig.axes[0].set_ylabel(pick(*LAB_STATS["stat_auction_gold"]))
    fig.axes[0].set_xlabel("")
    return fig


def lab_variants(base_only: bool = False) -> dict[str, dict[str, Any]]:
    """The variants the lab compares with the base game, labelled in the current language.

    The elf wizards of the rulebook (EG.variant.wizards) and Elfenland's hand limit of 4 cards
    (EG.base.hand-limit), as ``{label: options}`` for ``widgets.lab.balance``; only the base game
    with ``base_only``.

    >>> list(lab_variants().values()), list(lab_variants(base_only=True))
    ([{}, {'wizards': True}, {'hand_limit': 4}], ['base game'])
    """
    pick = rulekit.i18n.pick
    variants = {pick("base game", "기본 게임"): {}, pick("elf wizards", "엘프 마법사"): {"wizards": True},
                pick("hand limit 4", "손 카드 4장 제한"): {"hand_limit": 4}}
    return dict(list(variants.items())[:1]) if base_only else variants


# --------------------------------------------------------------------------- plain words
def describe(action: Any) -> str:
    """An action in plain words in the current language, with the rulebook's terms.

    >>> from rulekit import elfengold as eg
    >>> describe(eg.parse_action("place U R12"))
    'Place a unicorn tile on R12 (Lapphalia–Rivinia)'
    >>> rulekit.set_language("ko"); describe(eg.parse_action("bid 7")); rulekit.set_language("en")
    '경매: 7골드 입찰'
    """
    pick = rulekit.i18n.pick
    if isinstance(action, eg.Take):
        if action.card == "G":
            return pick("Take the face-up gold card", "펼쳐진 금 카드 가져오기")
        return pick(
            f"Take a face-up card: {kind_name(action.card)}", f"이동수단 카드 받기: {kind_name(action.card)}"
        )
    if isinstance(action, eg.TakeTop):
        return pick("Take the top card of the deck", "카드 덱 맨 위의 카드 가져오기")
    if isinstance(action, eg.Cash):
        return pick(
            "Take the gold-card pile: 3 gold per gold card", "금 카드 덱을 모두 가져가 장당 3골드 받기"
        )
    if isinstance(action, eg.KeepSecret):
        return pick(
            f"Keep the {kind_name(action.tile)} face down, show the other tile",
            f"{kind_name(action.tile)} 타일을 뒤집어 두고 다른 하나는 공개",
        )
    if isinstance(action, eg.Bid):
        if action.bidder is not None:            # a bid called out by a named player
            who = rulekit.seat_name(action.bidder)
            return pick(f"Auction: {who} bids {action.amount} gold",
                        f"경매: {who}의 {action.amount}골드 입찰")
        return pick(f"Auction: bid {action.amount} gold", f"경매: {action.amount}골드 입찰")
    if isinstance(action, eg.Pass):
        return pick("Pass", "패스")
    if isinstance(action, eg.Place):
        where = f"{action.road} ({_road_towns(action.road)})"
        return pick(
            f"Place a {kind_name(action.tile)} tile on {where}",
            f"여행경로 짜기: {kind_name(action.tile)} 타일을 {where}에 놓기",
        )
    if isinstance(action, eg.Double):
        where = f"{action.road} ({_road_towns(action.road)})"
        if action.extra:
            return pick(
                f"Double transport on {where}, adding your {kind_name(action.extra)}",
                f"이중 이동수단: {where}에 {kind_name(action.extra)} 추가",
            )
        return pick(f"Double transport on {where}", f"이중 이동수단: {where}")
    if isinstance(action, eg.Exchange):
        return pick(
            f"Exchange: the {kind_name(action.tile1)} on {action.road1} with the "
            f"{kind_name(action.tile2)} on {action.road2}",
            f"이동수단 교환: {action.road1}의 {kind_name(action.tile1)} ↔ {action.road2}의 "
            f"{kind_name(action.tile2)}",
        )
    if isinstance(action, eg.Travel):
        where = f"{action.road} ({_road_towns(action.road)})"
        wiz = pick(" + an elf wizard and 1 gold for the obstacle", " + 방해물에 엘프 마법사와 1골드")
        return pick(
            f"Move the elf boot along {where} with {kind_name(action.card)} cards",
            f"엘프부츠 이동하기: {where}, {kind_name(action.card)} 카드로",
        ) + (wiz if action.wizard else "")
    if isinstance(action, eg.Caravan):
        cards = ", ".join(kind_name(c) for c in action.cards)
        return pick(
            f"Caravan along {action.road} ({_road_towns(action.road)}) with {len(action.cards)} cards: "
            f"{cards}",
            f"카라반: {action.road} ({_road_towns(action.road)}), 카드 {len(action.cards)}장: {cards}",
        )
    if isinstance(action, eg.Carpet):
        return pick(
            f"Magic carpet to {town_name(action.town)} (elf wizard + 3 gold)",
            f"마법의 양탄자: {josa(town_name(action.town), '으로')} (엘프 마법사 + 3골드)",
        )
    if isinstance(action, eg.Stop):
        return pick("Stop: end the trip", "이동 마치기")
    if isinstance(action, eg.TakeGold):
        return pick("Take the gold of the towns reached", "도착한 도시의 금화 받기")
    if isinstance(action, eg.TakeCards):
        return pick("Take 2 cards instead of the gold", "금화 대신 카드 2장 받기")
    if isinstance(action, eg.Keep):
        if not action.tiles:
            return pick("End of round: keep no tiles", "라운드 종료: 타일을 남기지 않기")
        kept = ", ".join(
            kind_name(c) + (pick(" (face down)", "(비공개)") if c.islower() else "") for c in action.tiles
        )
        return pick(f"End of round: keep {kept}", f"라운드 종료: {kept} 남기기")
    if isinstance(action, eg.Discard):
        return pick(f"Discard a card: {kind_name(action.card)}", f"카드 버리기: {kind_name(action.card)}")
    return str(action)


# --------------------------------------------------------------------------- legend
def legend_png() -> bytes:
    """A PNG legend of the pictograms and road kinds with their names in the current language.

    >>> legend_png()[:4]
    b'\\x89PNG'
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    codes = ["D", "U", "C", "E", "T", "P", "R", "W", "G", "L", "S", "B", "X"]
    rows = (len(codes) + 1) // 2 + 6
    fig = Figure(figsize=(6.4, 0.42 * rows + 0.3), dpi=100)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_axis_off()
    ax.set_xlim(0, 6.4)
    ax.set_ylim(0.42 * rows + 0.3, 0)
    ax.set_aspect("equal")
    ax.text(
        0.15,
        0.25,
        rulekit.i18n.pick("Elfengold: counters, cards and roads", "엘픈골드: 타일, 카드, 길"),
        fontsize=11,
        fontweight="bold",
        va="center",
    )
    for i, code in enumerate(codes):
        x, y = 0.35 + (i % 2) * 3.2, 0.72 + (i // 2) * 0.42
        ax.add_artist(rounded_box(x, y, 0.38, 0.38, fc=FACE.get(code, "white"), ec="#555555", lw=0.8))
        draw_icon(ax, code, x, y, 0.14, flip=True)
        name = (
            rulekit.i18n.pick("gold tile / gold card", "금 타일 / 금 카드")
            if code == "G"
            else kind_name(code)
        )
        ax.text(x + 0.3, y, f"{code}  {name}", fontsize=10.5, va="center")
    y0 = 0.72 + ((len(codes) + 1) // 2) * 0.42
    for i, (kind, (colour, style, width)) in enumerate(TERRAIN_STYLE.items()):
        x, y = 0.15 + (i % 2) * 3.2, y0 + (i // 2) * 0.42
        ax.plot([x, x + 0.45], [y, y], color=colour, lw=width, linestyle=style)
        ax.text(x + 0.55, y, rulekit.i18n.pick(*TERRAIN_NAMES[kind]), fontsize=10.5, va="center")
    y = y0 + 3 * 0.42
    draw_icon(ax, "boot", 0.35, y, 0.14, flip=True).set("boot", colour=PLAYER_COLOURS[0])
    ax.text(
        0.55,
        y,
        rulekit.i18n.pick("elf boot (seat number beside it)", "엘프부츠 (옆의 숫자: 자리)"),
        fontsize=10.5,
        va="center",
    )
    y += 0.42
    ax.add_artist(Circle((0.35, y), 0.12, fc="#fff1b8", ec="#6b4f1d", lw=1.2))
    ax.text(0.35, y, "4", fontsize=10, ha="center", va="center", fontweight="bold", color="#6b3d00")
    for p in range(3):
        ax.add_artist(Circle((0.25 + p * 0.1, y + 0.2), 0.035, fc=PLAYER_COLOURS[p], ec="white"))
    ax.text(
        0.55,
        y,
        rulekit.i18n.pick(
            "town: its gold value · dots: players whose town marker is still there",
            "도시: 경제력 칩 · 점: 아직 도시 마커가 남은 플레이어",
        ),
        fontsize=10.5,
        va="center",
    )
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100)
    return buf.getvalue()


# --------------------------------------------------------------------------- Explorer panels
def panels(explorer: Any) -> list:
    """Explorer panels: the auction (tile on sale, bids, passes, a bid box and buttons) and the players."""
    import ipywidgets as W

    auction_box = W.HTML()
    bid_amount = W.BoundedIntText(value=1, min=1, max=999, description="", layout=W.Layout(width="6em"))
    bid_button = W.Button(description="bid", button_style="warning", layout=W.Layout(width="auto"))
    pass_button = W.Button(description="pass", layout=W.Layout(width="auto"))
    bid_row = W.HBox([bid_amount, bid_button, pass_button])
    players_box = W.HTML()

    def on_bid(_b: Any) -> None:
        explorer.apply_text(f"bid {bid_amount.value}")

    def on_pass(_b: Any) -> None:
        explorer.apply_text("pass")

    bid_button.on_click(on_bid)
    pass_button.on_click(on_pass)

    def refresh(ex: Any) -> None:
        s = ex.state
        ko = rulekit.get_language() == "ko"
        bid_button.description = "입찰" if ko else "bid"
        pass_button.description = "패스" if ko else "pass"
        style = "font-size:14px;line-height:1.5"
        if s.phase == "auction" and s.lot and not s.is_over:
            rows = [
                f"<b>{'경매' if ko else 'Auction'}</b>: "
                + " ".join(
                    f"<span style='border:1px solid #555;padding:0 4px;"
                    f"{'background:#ffd0ef' if i == 0 else ''}'>{html.escape(kind_name(t))}</span>"
                    for i, t in enumerate(s.lot)
                )
            ]
            who = rulekit.seat_name(s.high_bidder) if s.high_bidder >= 0 else ("없음" if ko else "none")
            rows.append(
                ("최고가" if ko else "high bid")
                + f": {s.high} ({who}) · "
                + ("상한" if ko else "cap")
                + f": {eg.bid_cap(s)} (EG.gap.bid-cap)"
            )
            states = []
            for p in range(s.num_players):
                tag = (
                    ("패스" if ko else "passed")
                    if s.passed >> p & 1
                    else (
                        ("제외" if ko else "out")
                        if s.excluded >> p & 1
                        else ("차례" if ko else "to bid")
                        if p == s.current_player
                        else ""
                    )
                )
                gold = f"금화 {s.gold[p]}" if ko else f"{s.gold[p]}g"
                states.append(f"{rulekit.seat_name(p)} {gold} {tag}")
            rows.append(" · ".join(states))
            auction_box.value = f"<div style='{style}'>" + "<br>".join(rows) + "</div>"
            cap = eg.bid_cap(s)
            lowest = s.high + 1
            bid_amount.min = 1  # widen first: min and max are checked together
            bid_amount.max = max(cap, lowest)
            bid_amount.min = lowest
            bid_amount.value = min(max(bid_amount.value, lowest), bid_amount.max)
            bid_button.disabled = lowest > cap  # only a pass is left (EG.gap.bid-cap)
            bid_row.layout.display = ""
        else:
            auction_box.value = ""
            bid_row.layout.display = "none"
        lines = []
        gold = s.visible_gold(s.current_player)
        for p in range(s.num_players):
            g = "?" if gold[p] is None else gold[p]
            hand = cards_text(s.hands[p]) if p == s.current_player else f"{len(s.hands[p])}"
            lines.append(
                f"<span style='color:{PLAYER_COLOURS[p]}'><b>{rulekit.seat_name(p)}</b></span> "
                f"{'금화' if ko else 'gold'} {g} · {'도시' if ko else 'towns'} {s.towns(p)} · "
                f"{'카드' if ko else 'cards'} {html.escape(hand)} · {'타일' if ko else 'tiles'} "
                f"{html.escape(supply_text(s.supply[p], p == s.current_player))}"
            )
        players_box.value = f"<div style='{style}'>" + "<br>".join(lines) + "</div>"

    refresh(explorer)
    explorer.on_refresh(refresh)
    return [auction_box, bid_row, players_box]
