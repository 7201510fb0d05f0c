"""The El Dorado board: the course's hex map, the blockades, the pieces, the market and the cards.

One picture, one Axes in data coordinates:

* the **map** (경로): every hex coloured by terrain *and* labelled with its symbol letter and number
  (``M1`` machete 1, ``P2`` paddle 2, ``C1`` coin 1, ``R2`` rubble 2, ``B1`` base camp 1,
  ``▲`` mountain, ``S1``–``S4`` starting spaces, arrival spaces with a gold rim, ``ED`` El Dorado)
  and its small notation label (``C12``); in Korean the letters are 마/노/코/자/주/산/출.
  Blockades are thick bars along their seams with a tag (``b1 M2``); a broken one turns into a thin
  dashed line whose tag names the holder.  Pieces are discs with the seat number.
* the **cards** below the map: the 6 market slots (card, symbol and power, price, cards left), the
  12 reserve stacks, the hand of the player to move, the play area and every player's pile counts.

Click places (:meth:`BoardView.target_at`) are those of the actions' ``targets()``: hex labels,
``b<slot>`` for a blockade, ``market:<card>`` and ``hand:<card>``.  Highlighting ``hand:<card>``
also marks every space that card could reach this turn (:func:`rulekit.el_dorado.reachable`).

>>> from rulekit import el_dorado as ed
>>> fig = draw(ed.new_game(players=3, seed=1))
>>> fig = draw("players=2 pieces=C3+B8,B7+B9")     # a position in notation
>>> len(fig.axes)
1
"""
from __future__ import annotations

import math
from collections.abc import Hashable, Iterable
from typing import Any

from matplotlib.axes import Axes
from matplotlib.collections import LineCollection
from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyBboxPatch, RegularPolygon

import rulekit
from rulekit import el_dorado as ed
from rulekit.el_dorado.components import ELDORADO
from rulekit.geometry import hex_corners

from .board import BoardView as _BaseView

# --------------------------------------------------------------------------- look

SQRT3 = math.sqrt(3)
TERRAIN_FILL = {
    "jungle": "#4c9a45", "river": "#3f7fcf", "village": "#e8c547", "rubble": "#9b9b9b",
    "basecamp": "#c8483c", "mountain": "#2b2b2b", "start": "#efe4c8", "end": "#f3d77a", "eldorado": "#d4a017",
}
TEXT_ON = {"jungle": "white", "river": "white", "village": "#222222", "rubble": "#111111",
           "basecamp": "white", "mountain": "white", "start": "#222222", "end": "#222222",
           "eldorado": "#222222"}
CARD_FILL = {"green": "#4c9a45", "blue": "#3f7fcf", "yellow": "#e8c547", "white": "#f7f7f2",
             "purple": "#8a5cc2"}
CARD_INK = {"green": "white", "blue": "white", "yellow": "#222222", "white": "#222222", "purple": "white"}
PLAYER_FILL = ["#d7263d", "#f2f2f2", "#1b1b1b", "#f49d37"]
PLAYER_INK = ["white", "#111111", "white", "#111111"]
BLOCKADE_FILL = {"jungle": "#2f6e2a", "river": "#1f4f91", "village": "#b8901b", "rubble": "#6b6b6b"}
HIGHLIGHT = "#ff00aa"
REACH = "#00e5ff"
PAPER = "#fbf7ec"
PANEL = "#efe6cf"

SYMBOL_TEXT = {  # symbol -> (English letter, Korean syllable)
    "machete": ("M", "마"), "paddle": ("P", "노"), "coin": ("C", "코"), "discard": ("R", "자"),
    "remove": ("B", "주"), "joker": ("J", "조"), "action": ("A", "액"),
}
# Menu names of the action kinds, in the rulebook's terms (턴 진행: 카드 쓰기, 낸 카드 버리기, 카드 뽑기).
KIND_LABELS = {
    "move": {"en": "move", "ko": "이동"},
    "action": {"en": "purple action cards", "ko": "보라색 액션 카드"},
    "buy": {"en": "buy", "ko": "구매"},
    "turn": {"en": "discard played cards / draw cards", "ko": "낸 카드 버리기 / 카드 뽑기"},
}
TEXTS = {
    "market": ("Market (price · cards left)", "마켓 (가격 · 남은 장수)"),
    "reserve": ("Reserve (open while a slot is empty)", "예비 묶음 (빈 칸이 있을 때 구매 가능)"),
    "hand": ("Hand of {p}", "{p}의 손"),
    "played": ("Played: {cards}", "낸 카드: {cards}"),
    "budget": ("Coins for buying: {coins}", "구매 코인: {coins}"),
    "leftover": ("Leftover: {card} {sym}{left}", "남은 파워: {card} {sym}{left}"),
    "piles": ("{p}: draw {d} · hand {h} · discard {x} · removed {r} · blockades {b}",
              "{p}: 뽑기 {d} · 손 {h} · 버림 {x} · 제거 {r} · 봉쇄 {b}"),
    "over": ("Game over — winner: {w}", "게임 끝 — 승자: {w}"),
    "stopped": ("Stopped by the round limit: no winner", "라운드 제한으로 멈춤: 승자 없음"),
    "final": ("Final round", "마지막 라운드"),
    "turn": ("{p} to play · round {r}", "{p} 차례 · {r}라운드"),
    "phase2": ("phase 2: keep or discard, then draw", "2단계: 유지 또는 버리기, 그다음 뽑기"),
    "trash": ("remove up to {n} card(s) or 'done'", "카드 {n}장까지 제거하거나 'done'"),
    "none": ("none", "없음"),
    "empty": ("empty", "빈 칸"),
}
MAX_HAND = 12


def _t(key: str, **kw: Any) -> str:
    en, ko = TEXTS[key]
    return rulekit.i18n.pick(en, ko).format(**kw)


def _ko() -> bool:
    return rulekit.get_language() == "ko"


def symbol_text(symbol: str) -> str:
    en, ko = SYMBOL_TEXT.get(symbol, ("?", "?"))
    return ko if _ko() else en


def hex_text(code: str, start_number: int | None = None) -> str:
    """The symbol-and-number text of a terrain code: ``M1``, ``R2``, ``▲``, ``S1`` (or 마1, 자2 …)."""
    t = ed.TERRAIN[code]
    if t.kind == "mountain":
        return "▲"
    if t.kind == "start":
        return ("출" if _ko() else "S") + (str(start_number) if start_number else "")
    if t.kind == "eldorado":
        return "엘" if _ko() else "ED"
    return f"{symbol_text(t.symbol)}{t.power}"


def card_name(code: str) -> str:
    c = ed.CARDS[code]
    return c.name_ko if _ko() else c.name


def card_short(code: str) -> str:
    """``Sc M2``: the card code and its symbol with power (actions show ``A``)."""
    c = ed.CARDS[code]
    if c.is_action:
        return f"{code} {symbol_text('action')}"
    return f"{code} {symbol_text(c.symbol)}{c.power}"


def xy(coords: tuple[int, int]) -> tuple[float, float]:
    """Data coordinates of a hex centre: flat-top axial, y pointing up."""
    q, r = coords
    return 1.5 * q, -SQRT3 * (r + q / 2)


def _state(obj: Any) -> Any:
    if isinstance(obj, str):
        return ed.from_position(obj)
    return obj


# --------------------------------------------------------------------------- the view


class BoardView(_BaseView):
    """The El Dorado picture (see the module docstring); built once per course, updated in place."""

    game = "el_dorado"
    figsize = (15.0, 10.0)
    dpi = 80

    def __init__(self, state: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = ()) -> None:
        self._own_figure = ax is None      # only then may the view size its figure to the course
        super().__init__(_state(state), ax, highlight)

    def build(self, state: Any) -> None:
        state = _state(state)
        course = state.course
        self.course_id = course.id
        ax = self.ax
        ax.set_facecolor(PAPER)
        self.fig.set_facecolor(PAPER)
        pts = {h: xy(c) for h, c in course.coords.items()}
        self.centres = pts
        self.at = {c: h for h, c in course.coords.items()}
        xs = [p[0] for p in pts.values()] + [xy(c)[0] for c in course.eldorado]
        ys = [p[1] for p in pts.values()] + [xy(c)[1] for c in course.eldorado]
        x0, x1, y0, y1 = min(xs) - 1.2, max(xs) + 1.2, min(ys) - 1.2, max(ys) + 1.2
        width = max(x1 - x0, 36.0)
        x1 = x0 + width
        u = width / 36.0
        self.u = u
        panel_h = 12.5 * u
        self.panel_top = y0 - 0.4 * u
        bottom = self.panel_top - panel_h
        top = y1 + 1.6 * u
        ax.set_xlim(x0, x1)
        ax.set_ylim(bottom, top)
        ax.set_aspect("equal")
        if getattr(self, "_own_figure", False):
            w_in = self.figsize[0]
            self.fig.set_size_inches(w_in, w_in * (top - bottom) / width)
        self.ppu = self.fig.get_size_inches()[0] * 72 * ax.get_position().width / width
        fs = self.ppu

        # ---- hexes
        start_no = {h: i + 1 for i, h in enumerate(course.start)}
        self.hex_patch: dict[str, RegularPolygon] = {}
        self.hex_mark: dict[str, RegularPolygon] = {}
        for h, (x, y) in pts.items():
            t = ed.TERRAIN[course.terrain[h]]
            end = h in course.end
            patch = RegularPolygon((x, y), 6, radius=0.97, orientation=math.pi / 6,
                                   facecolor=TERRAIN_FILL[t.kind], edgecolor="#d4a017" if end else "#f8f3e6",
                                   linewidth=max(0.6, 0.12 * fs) if end else max(0.4, 0.04 * fs), zorder=1)
            ax.add_patch(patch)
            self.hex_patch[h] = patch
            mark = RegularPolygon((x, y), 6, radius=0.86, orientation=math.pi / 6, fill=False,
                                  edgecolor=HIGHLIGHT, linewidth=max(1.0, 0.14 * fs), visible=False, zorder=6)
            ax.add_patch(mark)
            self.hex_mark[h] = mark
            ink = TEXT_ON[t.kind]
            ax.text(x, y + 0.18, hex_text(course.terrain[h], start_no.get(h)), ha="center", va="center",
                    fontsize=0.68 * fs, color=ink, fontweight="bold", zorder=2)
            ax.text(x, y - 0.5, h, ha="center", va="center", fontsize=0.4 * fs, color=ink, zorder=2)
        for c in course.eldorado:
            x, y = xy(c)
            ax.add_patch(RegularPolygon((x, y), 6, radius=0.97, orientation=math.pi / 6,
                                        facecolor=TERRAIN_FILL["eldorado"], edgecolor="#8a6a00", zorder=1))
        ex, ey = (sum(xy(c)[0] for c in course.eldorado) / len(course.eldorado),
                  sum(xy(c)[1] for c in course.eldorado) / len(course.eldorado))
        self.eldorado_xy = (ex, ey)
        self.eldorado_label = ax.text(ex, ey + 0.2, "", ha="center", va="center", fontsize=0.55 * fs,
                                      fontweight="bold", color="#3b2a00", zorder=3)

        # ---- blockades: a bar along each seam and a tag
        self.seam_lines: list[LineCollection] = []
        self.seam_tags = []
        self.seam_xy: list[tuple[float, float]] = []
        for seam in course.seams:
            segs = [_shared_edge(pts[a], pts[b]) for a, b in seam.edges]
            lc = LineCollection(segs, linewidths=max(3.0, 0.4 * fs), colors="#444444", zorder=4,
                                capstyle="round")
            ax.add_collection(lc)
            self.seam_lines.append(lc)
            mx = sum((s[0][0] + s[1][0]) / 2 for s in segs) / len(segs)
            my = sum((s[0][1] + s[1][1]) / 2 for s in segs) / len(segs)
            self.seam_xy.append((mx, my))
            tag = ax.text(mx, my, "", ha="center", va="center", fontsize=0.45 * fs, color="white",
                          fontweight="bold", zorder=7,
                          bbox={"boxstyle": "round,pad=0.25", "facecolor": "#444444", "edgecolor": "white",
                                "linewidth": 1.0})
            self.seam_tags.append(tag)

        # ---- pieces (a pool: 2 per player in a 2-player game)
        self.piece_artists: list[tuple[Circle, Any]] = []
        for p in range(state.num_players):
            for _ in range(state.pieces_per_player):
                disc = Circle((0, 0), 0.5, facecolor=PLAYER_FILL[p], edgecolor="#111111",
                              linewidth=max(1.0, 0.08 * fs), zorder=8, visible=False)
                ax.add_patch(disc)
                label = ax.text(0, 0, str(p + 1), ha="center", va="center", fontsize=0.55 * fs,
                                color=PLAYER_INK[p], fontweight="bold", zorder=9, visible=False)
                self.piece_artists.append((disc, label))

        # ---- title / status line
        self.status = ax.text(x0 + 0.3 * u, top - 0.8 * u, "", ha="left", va="center", fontsize=0.75 * fs * u,
                              fontweight="bold", color="#3b2a00")

        # ---- the card panel
        ax.add_patch(FancyBboxPatch((x0 + 0.15 * u, bottom + 0.15 * u), width - 0.3 * u, panel_h - 0.3 * u,
                                    boxstyle="round,pad=0,rounding_size=0.4", facecolor=PANEL,
                                    edgecolor="#b9a77a", zorder=0))
        row1 = self.panel_top - 0.8 * u
        ax.text(x0 + 0.5 * u, row1, _t("market"), fontsize=0.45 * fs * u, ha="left", va="center",
                color="#3b2a00", fontweight="bold")
        ax.text(x0 + 17.8 * u, row1, _t("reserve"), fontsize=0.45 * fs * u, ha="left", va="center",
                color="#3b2a00", fontweight="bold")
        self.card_boxes: dict[str, tuple[float, float, float, float]] = {}
        self.market_cards = [self._card(x0 + (0.5 + 2.85 * k) * u, row1 - 4.0 * u, 2.6 * u, 3.5 * u)
                             for k in range(6)]
        self.reserve_cards = [self._card(x0 + (17.8 + 1.5 * k) * u, row1 - 3.0 * u, 1.4 * u, 2.5 * u,
                                         small=True) for k in range(12)]
        row2 = row1 - 4.8 * u
        self.hand_title = ax.text(x0 + 0.5 * u, row2, "", fontsize=0.45 * fs * u, ha="left", va="center",
                                  color="#3b2a00", fontweight="bold")
        self.hand_cards = [self._card(x0 + (0.5 + 2.2 * k) * u, row2 - 3.2 * u, 2.0 * u, 2.8 * u, small=True)
                           for k in range(MAX_HAND)]
        self.turn_info = ax.text(x0 + 27.0 * u, row2 - 0.1 * u, "", fontsize=0.38 * fs * u, ha="left",
                                 va="top", color="#222222", linespacing=1.4)
        self.pile_lines = [ax.text(x0 + 0.5 * u, row2 - (3.75 + 0.55 * p) * u, "", fontsize=0.36 * fs * u,
                                   ha="left", va="center", color="#222222") for p in range(4)]

    def _card(self, x: float, y: float, w: float, h: float, small: bool = False) -> dict[str, Any]:
        ax, fs, u = self.ax, self.ppu, self.u
        box = FancyBboxPatch((x, y), w, h, boxstyle="round,pad=0,rounding_size=0.25", facecolor="white",
                             edgecolor="#333333", linewidth=1.0, zorder=3, visible=False)
        ax.add_patch(box)
        big = (0.42 if small else 0.5) * fs * u
        name = ax.text(x + w / 2, y + h * 0.78, "", ha="center", va="center", fontsize=big, fontweight="bold",
                       zorder=4, visible=False)
        power = ax.text(x + w / 2, y + h * 0.5, "", ha="center", va="center", fontsize=big * 0.85, zorder=4,
                        visible=False)
        foot = ax.text(x + w / 2, y + h * 0.2, "", ha="center", va="center", fontsize=big * 0.7, zorder=4,
                       visible=False)
        mark = FancyBboxPatch((x - 0.1 * u, y - 0.1 * u), w + 0.2 * u, h + 0.2 * u,
                              boxstyle="round,pad=0,rounding_size=0.3", fill=False, edgecolor=HIGHLIGHT,
                              linewidth=max(1.5, 0.12 * fs), zorder=5, visible=False)
        ax.add_patch(mark)
        return {"box": box, "name": name, "power": power, "foot": foot, "mark": mark, "xywh": (x, y, w, h),
                "place": None}

    def _show_card(self, slot: dict[str, Any], code: str | None, foot: str, place: str | None,
                   marks: set, dim: bool = False, empty: bool = False, light: set = frozenset()) -> None:
        parts = (slot["box"], slot["name"], slot["power"], slot["foot"])
        slot["box"].set_linestyle("solid")
        if code is None:
            for a in parts:
                a.set_visible(empty)
            if empty:      # a sold-out market slot: an empty frame, so the gap is visible
                slot["box"].set_facecolor(PANEL)
                slot["box"].set_alpha(1.0)
                slot["box"].set_linestyle((0, (3, 2)))
                slot["name"].set_text("—")
                slot["power"].set_text("")
                slot["foot"].set_text(foot)
                for a in (slot["name"], slot["foot"]):
                    a.set_color("#6b5a2a")
            slot["mark"].set_visible(False)
            slot["place"] = None
            return
        c = ed.CARDS[code]
        slot["box"].set_facecolor(CARD_FILL[c.colour])
        slot["box"].set_alpha(0.45 if dim else 1.0)
        ink = CARD_INK[c.colour]
        slot["name"].set_text(code)
        strength = symbol_text("action") if c.is_action else f"{symbol_text(c.symbol)}{c.power}"
        slot["power"].set_text(strength)
        slot["foot"].set_text(foot)
        for a in (slot["name"], slot["power"], slot["foot"]):
            a.set_color(ink)
        for a in parts:
            a.set_visible(True)
        slot["place"] = place
        self._show_mark(slot["mark"], place in marks, place in light)

    def _show_mark(self, mark: Any, strong: bool, light: bool, colour: str = HIGHLIGHT,
                   card: bool = True) -> None:
        """A mark around a card or hex: bold if ``strong``, thin, dashed and faint if only ``light``."""
        if strong or light:
            bold = max(1.5, 0.12 * self.ppu) if card else max(1.0, 0.14 * self.ppu)
            mark.set_edgecolor(colour if strong else colour + "80")
            mark.set_linewidth(bold if strong else max(0.8, 0.05 * self.ppu))
            mark.set_linestyle("solid" if strong else (0, (2, 1.5)))
        mark.set_visible(strong or light)

    # ---- update
    def update(self, state: Any, highlight: Iterable[Hashable] = (), weak: Iterable[Hashable] = ()) -> None:
        """Show ``state``: ``highlight`` places get a bold mark, ``weak`` ones a thin faint one.

        A strongly marked ``hand:<card>`` also marks the spaces that card reaches (a weak one does not).
        """
        state = _state(state)
        if state.course_id != self.course_id:
            self.relabel(state, highlight)
            return
        marks = set(highlight)
        light = set(weak) - marks
        reach: set[str] = set()
        p = state.current_player
        for m in marks:
            if isinstance(m, str) and m.startswith("hand:") and not state.is_over:
                code = m[5:]
                if code in state.hands[p] and ed.CARDS[code].symbol in ("machete", "paddle", "coin", "joker"):
                    jokers = ("machete", "paddle", "coin") if ed.CARDS[code].is_joker else (None,)
                    for piece in range(state.pieces_per_player):
                        for j in jokers:
                            reach |= ed.reachable(state, code, j, piece)
        for h, mark in self.hex_mark.items():
            if h in marks or h not in reach:
                self._show_mark(mark, h in marks, h in light, card=False)
            else:
                self._show_mark(mark, True, False, REACH, card=False)
        # blockades
        for k, (lc, tag) in enumerate(zip(self.seam_lines, self.seam_tags, strict=True)):
            piece = ed.BLOCKADES[state.blockades[k]]
            who = state.broken[k]
            req = f"{symbol_text(piece.symbol)}{piece.power}"
            hot = f"b{k}" in marks or f"b{k}" in reach
            faint = not hot and f"b{k}" in light
            if who < 0:
                lc.set_color(BLOCKADE_FILL[piece.kind])
                lc.set_linestyle("solid")
                lc.set_linewidth(max(3.0, 0.4 * self.ppu))
                tag.set_text(f"b{k} {req}")
                tag.get_bbox_patch().set_facecolor(BLOCKADE_FILL[piece.kind])
            else:
                lc.set_color("#9a9a9a")
                lc.set_linestyle((0, (2, 2)))
                lc.set_linewidth(max(1.0, 0.08 * self.ppu))
                tag.set_text(f"b{k} {req} → {rulekit.seat_name(who)}")
                tag.get_bbox_patch().set_facecolor("#9a9a9a")
            tag.get_bbox_patch().set_edgecolor(HIGHLIGHT if hot else (HIGHLIGHT + "99" if faint else "white"))
            tag.get_bbox_patch().set_linewidth(3.0 if hot else (2.0 if faint else 1.0))
        # pieces
        k = 0
        in_eldorado = 0
        for pl in range(state.num_players):
            for i, h in enumerate(state.pieces[pl]):
                disc, label = self.piece_artists[k]
                k += 1
                if h == ELDORADO:
                    ex, ey = self.eldorado_xy
                    x, y = ex + (in_eldorado % 4 - 1.5) * 0.6, ey - 0.45 - (in_eldorado // 4) * 0.6
                    r = 0.3
                    in_eldorado += 1
                else:
                    x, y = self.centres[h]
                    r = 0.5
                disc.center = (x, y)
                disc.set_radius(r)
                disc.set_visible(True)
                disc.set_linewidth(max(2.0, 0.16 * self.ppu) if pl == p and not state.is_over else 1.0)
                disc.set_edgecolor(HIGHLIGHT if pl == p and not state.is_over else "#111111")
                label.set_position((x, y))
                label.set_text(str(pl + 1) if state.pieces_per_player == 1 else f"{pl + 1}{'ab'[i]}")
                label.set_fontsize((0.55 if r > 0.4 else 0.35) * self.ppu)
                label.set_visible(True)
        self.eldorado_label.set_text("El Dorado" if not _ko() else "엘도라도")
        self.status.set_text(_status(state))
        # market and reserve
        for slot, stack in zip(self.market_cards, state.market, strict=True):
            if stack is None:
                self._show_card(slot, None, _t("empty"), None, marks, empty=True)
            else:
                code, n = stack
                self._show_card(slot, code, f"{ed.CARDS[code].price}¢ ×{n}", f"market:{code}", marks,
                                light=light)
        open_reserve = None in state.market
        for k, slot in enumerate(self.reserve_cards):
            if k < len(state.reserve):
                code, n = state.reserve[k]
                self._show_card(slot, code, f"{ed.CARDS[code].price}¢ ×{n}", f"market:{code}", marks,
                                dim=not open_reserve, light=light)
            else:
                self._show_card(slot, None, "", None, marks)
        # hand of the player to move
        hand = state.hands[p]
        self.hand_title.set_text(_t("hand", p=rulekit.seat_name(p)))
        for k, slot in enumerate(self.hand_cards):
            if k < len(hand):
                self._show_card(slot, hand[k], card_name(hand[k])[:12], f"hand:{hand[k]}", marks,
                                light=light)
            else:
                self._show_card(slot, None, "", None, marks)
        lines = []
        played = ", ".join(c + ("!" if f == "remove" else "") for c, f in state.played) or _t("none")
        lines.append(_t("played", cards=played))
        coins = state.budget / 2
        lines.append(_t("budget", coins=f"{coins:g}"))
        if state.active:
            c, sym, left, _piece = state.active
            lines.append(_t("leftover", card=c, sym=symbol_text(sym), left=left))
        if state.phase == "discard":
            lines.append(_t("phase2"))
        if state.pending_trash:
            lines.append(_t("trash", n=state.pending_trash))
        self.turn_info.set_text("\n".join(lines))
        for pl, line in enumerate(self.pile_lines):
            if pl < state.num_players:
                toks = ",".join(state.tokens(pl)) or "-"
                line.set_text(_t("piles", p=rulekit.seat_name(pl), d=len(state.draws[pl]),
                                 h=len(state.hands[pl]), x=len(state.discards[pl]), r=len(state.removed[pl]),
                                 b=toks))
                line.set_fontweight("bold" if pl == p else "normal")
                line.set_visible(True)
            else:
                line.set_visible(False)

    def relabel(self, state: Any | None = None, highlight: Iterable[Hashable] = ()) -> None:
        state = _state(self.state if state is None else state)
        self.ax.clear()
        self.ax.set_axis_off()
        self.state = state
        self.build(state)
        self.update(state, tuple(highlight))

    # ---- clicks
    def target_at(self, x: float, y: float) -> Hashable | None:
        for slots in (self.market_cards, self.reserve_cards, self.hand_cards):
            for slot in slots:
                bx, by, bw, bh = slot["xywh"]
                if slot["place"] and bx <= x <= bx + bw and by <= y <= by + bh:
                    return slot["place"]
        for k, (mx, my) in enumerate(self.seam_xy):
            if abs(x - mx) < 0.7 and abs(y - my) < 0.45:
                return f"b{k}"
        q = x / 1.5
        r = -y / SQRT3 - q / 2
        return self.at.get(_hex_round(q, r))

    def place_centre(self, place: str) -> tuple[float, float]:
        """Data coordinates of a place (for tests and pointers)."""
        if place.startswith("b"):
            return self.seam_xy[int(place[1:])]
        for slot in self.market_cards + self.reserve_cards + self.hand_cards:
            if slot["place"] == place:
                bx, by, bw, bh = slot["xywh"]
                return bx + bw / 2, by + bh / 2
        return self.centres[place]


def _hex_round(q: float, r: float) -> tuple[int, int]:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return int(rq), int(rr)


def _shared_edge(a: tuple[float, float], b: tuple[float, float]) -> tuple[tuple[float, float], ...]:
    """The side two neighbouring hexes share (the two corners closest to both centres)."""
    corners = hex_corners(a, 1.0)
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    near = sorted(corners, key=lambda c: (c[0] - mid[0]) ** 2 + (c[1] - mid[1]) ** 2)[:2]
    return tuple(near)


def _status(state: Any) -> str:
    name = ed.COURSE_NAMES.get(state.course_id, {}).get("ko" if _ko() else "en", "")
    if state.is_over:
        if state.stopped:
            return f"{name} · {_t('stopped')}"
        w = ", ".join(rulekit.seat_name(p) for p in state.winners()) or _t("none")
        return f"{name} · {_t('over', w=w)}"
    text = f"{name} · {_t('turn', p=rulekit.seat_name(state.current_player), r=state.round + 1)}"
    if state.final_round:
        text += f" · {_t('final')}"
    return text


def draw(state_or_position: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = ()) -> Figure:
    """A picture of a state (or of a position in notation); highlight places or ``hand:<card>``.

    >>> fig = draw("players=3 pieces=B22,B8,B9 hand1=Sc,Ex,Tr,Sa", highlight=["hand:Sc"])
    >>> fig.get_facecolor() == fig.axes[0].get_facecolor()     # one Axes on the paper colour
    True
    """
    return BoardView(_state(state_or_position), ax, tuple(highlight)).fig


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
            hand = ", ".join(s.hands[pl]) if pl == p else f"{len(s.hands[pl])}"
            discard = ", ".join(s.discards[pl]) or "-"
            removed = ", ".join(s.removed[pl]) or "-"
            rows.append(f"<tr><td><b>{rulekit.seat_name(pl)}</b></td><td>{html.escape(hand)}</td>"
                        f"<td>{len(s.draws[pl])}</td><td>{html.escape(discard)}</td>"
                        f"<td>{html.escape(removed)}</td><td>{','.join(s.tokens(pl)) or '-'}</td></tr>")
        head = (("hand", "draw", "discard", "removed", "blockades") if not _ko()
                else ("손", "뽑기", "버림", "제거", "봉쇄"))
        box.value = ("<table><tr><th></th>" + "".join(f"<th>{h}</th>" for h in head) + "</tr>"
                     + "".join(rows) + "</table>")

    refresh(explorer)
    explorer.on_refresh(refresh)
    return [box]
