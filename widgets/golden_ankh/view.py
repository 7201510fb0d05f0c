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

from collections.abc import Hashable, Iterable, Set
from typing import Any, TypedDict

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyBboxPatch, Rectangle
from matplotlib.text import Text

from rulekit.core import Action
from rulekit.golden_ankh.components import Components
from rulekit.golden_ankh.layout import Layout

from ..board import BoardView as _BaseView
from . import clicks
from .artists import Sizer, TileArtist, Token, show_mark
from .artists import ring as add_ring
from .facts import BoardFacts, facts, facts_comp
from .look import (
    CONFIRM,
    CURRENT,
    END_BUTTON,
    GOLD,
    HIGHLIGHT,
    INK,
    INK_SOFT,
    LONE_WIDTH,
    NORMAL_WIDTH,
    PAPER,
    face,
)
from .player_panel import LegendPanel, PlayerPanel
from .words import colour_letter
from .words import label as _t

W = 24.0  # data units across the whole picture (y grows downwards)
TOP = 5.35  # where the player panels begin


def picture_height(players: int) -> float:
    """Data units down the picture: two rows of player panels need more room than one."""
    return 15.5 if players <= 2 else 17.5


class MarketSpace(TypedDict):
    """The pieces of a market space: its mark, its price discs (disc, letter, mark), its tile and the
    word shown when it is empty."""

    mark: Rectangle
    discs: list[tuple[Circle, Text, Circle]]
    tile: TileArtist
    empty: Text


class StackParts(TypedDict):
    """A tile stack: its body, its count and its mark."""

    body: FancyBboxPatch
    count: Text
    mark: Rectangle


class SupplyParts(TypedDict):
    """A kind of token in the supply: the token, its disc and letter, its count and its mark."""

    token: Token
    disc: Circle
    letter: Text
    count: Text
    mark: Circle


class ButtonParts(TypedDict):
    """An on-picture button: its body, its label and its mark."""

    body: FancyBboxPatch
    label: Text
    mark: Rectangle


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
                self.figsize = (6.0, 5.0)
                css_width = css_width or LONE_WIDTH
            else:
                self.figsize = (12.0, 12.0 * picture_height(state.num_players) / W)
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
        self.sizer = Sizer(self.fig.get_size_inches()[0] * bbox.width, w, design)
        self.bg = Rectangle((0, 0), w, h, facecolor=PAPER, edgecolor="none", zorder=0)
        ax.add_patch(self.bg)
        self.n_players = len(f.players)
        if self.lone:
            self.panels = [PlayerPanel(self, (0.2, 0.2, w - 0.4, h - 0.4), with_info=False)]
            self.status = None
            return
        self.status = Text(0.3, 0.55, "", ha="left", va="center", fontsize=self.sizer.pt(19),
                           fontweight="bold", zorder=5)
        ax.add_artist(self.status)
        self._build_market(f)
        self._build_buttons()
        boxes = self._panel_boxes(self.n_players, h)
        self.panels = [PlayerPanel(self, box, with_info=True) for box in boxes]
        # three players leave the fourth place free: the legend of the pictograms goes there
        self.legend_panel = LegendPanel(self, self._panel_boxes(4, h)[3]) if self.n_players == 3 else None

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
        self.market_spaces: list[MarketSpace] = []

        def title(x: float) -> Text:
            return Text(x, 1.2, "", ha="left", va="center", fontsize=sz.pt(15), fontweight="bold",
                        color=INK_SOFT, zorder=3)
        for k in range(1, 7):
            x, y, w, h = self.market_box(k)
            box = FancyBboxPatch((x, y), w, h, boxstyle="round,pad=0,rounding_size=0.15", facecolor="#e4d3a4",
                                 edgecolor="#8a6d1d", linewidth=1.2, zorder=1)
            ax.add_patch(box)
            mark = Rectangle((x - 0.06, y - 0.06), w + 0.12, h + 0.12, facecolor="none", edgecolor=HIGHLIGHT,
                             linewidth=2.5, linestyle="--", zorder=7, visible=False)
            ax.add_patch(mark)
            discs: list[tuple[Circle, Text, Circle]] = []
            for j in range(holes):
                cx, cy = self.price_centre(k, j, holes)
                d = Circle((cx, cy), self.PRICE_R, zorder=2, edgecolor=INK, linewidth=1.0)
                ax.add_patch(d)
                t = Text(cx, cy, "", ha="center", va="center", fontsize=sz.pt(13), fontweight="bold",
                         zorder=3)
                ax.add_artist(t)
                ring = add_ring(ax, cx, cy, self.PRICE_R + 0.08)
                discs.append((d, t, ring))
            tile = TileArtist(ax, upper=False, sizer=sz)
            empty = Text(x + w / 2, self.TILE_Y + self.TILE_S / 2, "", ha="center", va="center",
                         fontsize=sz.pt(13), color="#7a6a40", zorder=2)
            ax.add_artist(empty)
            num = Text(x + w / 2, y + h - 0.36, str(k), ha="center", va="center", fontsize=sz.pt(17),
                       zorder=3,
                       fontweight="bold", color=INK_SOFT)
            ax.add_artist(num)
            self.market_spaces.append({"mark": mark, "discs": discs, "tile": tile, "empty": empty})
        self.market_title = title(self.SPACE_X0)
        ax.add_artist(self.market_title)
        self.stacks: list[StackParts] = []
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
        self.stacks_title = title(self.STACKS_X0)
        ax.add_artist(self.stacks_title)
        self.supply: list[SupplyParts] = []
        for i in range(6):
            cx, cy = self.supply_centre(i)
            token = Token(ax, cx, cy, 0.44, sz, z=2)
            count = Text(cx + 0.54, cy, "", ha="left", va="center", fontsize=sz.pt(18), zorder=3)
            ax.add_artist(count)
            ring = add_ring(ax, cx, cy, 0.57)
            self.supply.append({"token": token, "disc": token.disc, "letter": token.letter, "count": count,
                                "mark": ring})
        self.supply_title = title(self.SUPPLY_X0)
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
        self.buttons: dict[Hashable, ButtonParts] = {}
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
            show_mark(b["mark"], place, marks, light)

    def _update_market(self, f: BoardFacts, marks: set, light: Set[Hashable] = frozenset()) -> None:
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
                    show_mark(ring, ("price", k, letter), marks, light)
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
            show_mark(space["mark"], ("market", k), marks, light)
        self.stacks_title.set_text(_t("stacks"))
        for i, st in enumerate(self.stacks):
            n = f.stacks[i]
            st["count"].set_text(str(n))
            st["body"].set_alpha(1.0 if n else 0.3)
            show_mark(st["mark"], ("stack", "AB"[i]), marks, light)
        self.supply_title.set_text(_t("supply"))
        for i, sp in enumerate(self.supply):
            key = comp.kind_keys[i] if i < len(comp.kind_keys) else ""
            n = f.supply.get(key, 0)
            sp["token"].show(comp, key, n > 0)
            sp["count"].set_text(f"×{n}")
            sp["count"].set_color(INK if n else "#8a8a8a")
            letter = comp.kind_letters[i] if i < len(comp.kind_letters) else ""
            show_mark(sp["mark"], ("supply", letter), marks, light)
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
        strong = {m for m in marks if clicks.is_layout_place(m)}
        # A chosen market tile: also mark, more lightly, every place where it may legally go now.
        hints: set = {m for m in light if clicks.is_layout_place(m)}
        spaces = {m[1] for m in marks if isinstance(m, tuple) and len(m) == 2 and m[0] == "market"}
        if spaces and not self.lone and not state.is_over:
            for action in state.legal_actions():
                if action.kind == "buy" and action.space in spaces:
                    hints.update(t for t in action.targets() if t[0] in ("ground", "upper"))
        # strong marks first, so that a crowded layout never loses them to the pool's size
        layout_marks = sorted((*m, True) for m in strong) + sorted((*m, False) for m in hints - strong)
        hand = ({m[1] for m in marks if clicks.is_hand(m)}, {m[1] for m in light if clicks.is_hand(m)})
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
        legend = getattr(self, "legend_panel", None)
        if legend is not None:
            legend.update(f.comp)

    def relabel(self, state: Any | None = None, highlight: Iterable[Hashable] = (), *args: Any,
                **kwargs: Any) -> None:
        """Every label is written by :meth:`update`, so a language switch (or the details toggle)
        needs no rebuild."""
        self.show(self.state if state is None else state, highlight, *args, **kwargs)

    # ---- clicks
    def _comp(self) -> Components:
        return facts_comp(self.state)

    def _current_panel(self) -> PlayerPanel | None:
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

    def click_targets(self, action: Action) -> tuple[Hashable, ...]:
        """The places a person clicks to choose ``action`` (see the module docstring)."""
        return clicks.click_targets(self.state, action, self._comp())

    def intended_action(self, state: Any, picks: tuple) -> Action | None:
        """The action a click sequence most likely means when no legal action matches it, so that
        ``rulekit.explain`` can name the rule that refuses it (None when nothing is meant)."""
        return clicks.intended_action(state, tuple(picks))


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


__all__ = ["BoardView", "draw", "picture_height"]
