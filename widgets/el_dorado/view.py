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
* in the room the course leaves free (packed per course, see :class:`.layout.Layout`), the blocks of a turn:
  the **play area** (낸 카드, with the leftover power of the card just played and the coins spent for
  buying) with the **buttons** for what has no place on the board (declare a joker's symbol, use an
  action card, spend for buying, stop, end playing cards, draw); the **hand** of the player to move;
  the **market** (마켓 보드: 6 slots with price and cards left) above the **reserve** (예비 묶음), open
  while a market slot is empty; and every player's piles where they fit (the Explorer's piles panel
  shows them always).

Turns are played by clicks (:mod:`.clicks`); the turn's blocks are built by :mod:`.blocks`, where
:mod:`.layout` puts them, with the artists of :mod:`.artists`, the look of :mod:`.look` and the words of
:mod:`.words`.

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

import re
from collections import Counter
from collections.abc import Hashable, Iterable
from typing import Any

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import FancyBboxPatch

import rulekit
from rulekit import el_dorado as ed
from rulekit.el_dorado.reach import MOVE_SYMBOLS, card_reach
from rulekit.el_dorado.state import ElDoradoState

from ..board import BoardView as _BaseView
from .artists import Pic
from .blocks import PileRow, TurnBlocks
from .clicks import ClickMap
from .course import CourseArtists
from .icons import SYMBOL_ICON
from .layout import Layout
from .look import (
    CARD_FILL,
    CARD_INK,
    CONFIRM,
    CSS_W,
    FIG_W,
    HEAD,
    HIGHLIGHT,
    MAX_PLAYED,
    MIN_PX,
    PANEL,
    PAPER,
    PIC_H,
    REACH,
    cut,
    fs,
    text_width,
    wrap,
)
from .words import card_name, coins, is_ko, phrase, symbol_text

_UNSET = object()
BLOCKADES_W = 15.0  # the blockades column's room in the players box, in text_width units


def blockades_text(blockades: list[Any]) -> str:
    """A player's blockades in the players box: their powers by symbol (``machete 1·2, paddle 1``), as many
    as the column holds, then ``…``; ``-`` when none.

    >>> blockades_text([ed.BLOCKADES["BJ1"], ed.BLOCKADES["BJ2"]]), blockades_text([])
    ('machete 1·2', '-')
    """
    powers: dict[str, list[str]] = {}
    for b in blockades:
        powers.setdefault(symbol_text(b.symbol), []).append(str(b.power))
    text = ""
    for symbol, p in powers.items():
        entry = f"{', ' if text else ''}{symbol} {'·'.join(p)}"
        if text and text_width(text + entry) > BLOCKADES_W:
            return text + " …"
        text += entry
    return cut(text, BLOCKADES_W) if text else "-"


def _state(obj: Any) -> Any:
    if isinstance(obj, str):
        return ed.from_position(obj)
    return obj




class BoardView(ClickMap, CourseArtists, TurnBlocks, _BaseView[ElDoradoState]):
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
    def build(self, state: ElDoradoState) -> None:
        state = _state(state)
        course = state.course
        self.course_id = course.id
        self._last: dict[tuple[int, str], Any] = {}
        L = self.layout = Layout(course, state.num_players)
        ax = self.ax
        ax.set_facecolor(PAPER)
        self.fig.set_facecolor(PAPER)
        ax.set_xlim(0, CSS_W)
        ax.set_ylim(0, L.height)
        ax.set_aspect("equal")
        if getattr(self, "_own_figure", False):
            self.fig.set_size_inches(FIG_W, FIG_W * L.height / CSS_W)
        self._build_course(state)

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

        # ---- the blocks of the turn, where the course leaves room (see Layout)
        for bx, btop, bw, bh, _cols in L.blocks.values():
            ax.add_artist(
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
        self.pile_rows: list[PileRow] = []
        if "piles" in L.blocks:
            bx, btop, *_ = L.blocks["piles"]
            self._build_piles(state, bx + 10, btop - 4)

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

    def _show_pics(self, pics: Pic, kind: str | None, alpha: float = 1.0) -> None:
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
                self._set(slot["name"], "text", phrase("empty"))
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
        name = "\n".join(cut(line, fit) for line in wrap(card_name(code), fit).split("\n"))
        self._set(slot["name"], "text", name)
        widest = max(map(text_width, name.split("\n")))
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
    def update(self, state: ElDoradoState, highlight: Iterable[Hashable] = (),
               weak: Iterable[Hashable] = ()) -> None:
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
        # what a strongly marked hand card reaches (a joker: as the symbols picked for it), say the rules
        declared = [m[1] for m in marks if isinstance(m, tuple) and m[1] in MOVE_SYMBOLS]
        reach: set[str] = set()
        for m in marks:
            if isinstance(m, str) and m.startswith("hand:"):
                reach |= card_reach(state, m[5:], declared)
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
            phase = phrase("phase2")
        else:
            phase = phrase("phase1")
        self._set(self.phase_text, "text", phase)
        self._update_play_area(state)
        self._update_buttons(state, marks, light)
        # the hand of the player to move (two alike cards: as many marked as picked)
        hp = p if self.focus is None or self.focus >= state.num_players else self.focus
        hand = state.hands[hp]
        self._set(self.hand_title, "text", phrase("hand", p=rulekit.seat_name(hp), n=len(hand)))
        trash = phrase("trash", n=state.pending_trash) if state.pending_trash else ""
        self._set(self.trash_text, "text", trash)
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
        self._set(self.reserve_title, "text", phrase("reserve_open" if open_reserve else "reserve"))
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
            self._set(row["cells"][4], "text", blockades_text([ed.BLOCKADES[c] for c in state.tokens(pl)]))
            bold = "bold" if pl == p and not state.is_over else "normal"
            self._set(row["name"], "fontweight", bold)
            for cell in row["cells"]:
                self._set(cell, "fontweight", bold)
            self._set(row["disc"], "edgecolor", HIGHLIGHT if bold == "bold" else "#111111")
            self._set(row["disc"], "linewidth", fs(3) if bold == "bold" else fs(1))

    def _update_play_area(self, state: ElDoradoState) -> None:
        played = phrase("played") + (":" if state.played else ": " + phrase("none"))
        self._set(self.played_title, "text", played)
        active = state.active[0] if state.active else None
        shown = list(state.played)[-MAX_PLAYED:]
        for k, chip in enumerate(self.played_chips):
            if k < len(shown):
                code, fate = shown[k]
                c = ed.CARDS[code]
                text = wrap(card_name(code), 9.5)
                if state.active is not None and code == active and k == len(shown) - 1:
                    _card, sym, left, _piece = state.active
                    text = f"{cut(card_name(code), 10)}\n{phrase('leftover', left=left)}"
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
                    chip["text"], "fontsize", fs(MIN_PX) if "\n" in text or text_width(text) > 8 else fs(12)
                )
                self._set(chip["text"], "visible", True)
            else:
                self._set(chip["box"], "visible", False)
                self._show_pics(chip["pics"], None)
                self._set(chip["text"], "visible", False)
        budget = phrase("budget", coins=coins(state.budget))
        if state.bought:
            budget += " · " + phrase("bought", card=card_name(state.bought))
        self._set(self.budget_text, "text", budget)

    def _update_buttons(self, state: ElDoradoState, marks: set, light: set) -> None:
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

    def relabel(self, state: ElDoradoState | None = None, highlight: Iterable[Hashable] = ()) -> None:
        state = _state(self.state if state is None else state)
        self.ax.clear()
        self.ax.set_axis_off()
        self.state = state
        self.build(state)
        self.update(state, tuple(highlight))


def _status(state: ElDoradoState) -> str:
    name = ed.COURSE_NAMES.get(state.course_id, {}).get("ko" if is_ko() else "en", "")
    if is_ko():  # the course tiles' letters ("(B C N I K)") are no Korean words
        name = re.sub(r"\s*\((?:[A-Z]\s?)+\)", "", name)
    if state.is_over:
        if state.stopped:
            return f"{name} · {phrase('stopped')}"
        w = ", ".join(rulekit.seat_name(p) for p in state.winners()) or phrase("none")
        return f"{name} · {phrase('over', w=w)}"
    text = f"{name} · {phrase('turn', p=rulekit.seat_name(state.current_player), r=state.round + 1)}"
    if state.final_round:
        text += f" · {phrase('final')}"
    return text



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
