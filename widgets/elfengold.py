"""The Elfengold board: the Elfenland map with tiles on the roads, boots, town markers, and a side panel.

Towns show their name and gold value; roads are coloured *and* dashed by terrain (so colour
is never the only clue), rivers carry an arrow pointing downstream; the box on each road
shows its tiles in the kit's letters (``U+G`` = unicorn + gold tile).  Each boot is a
numbered marker in its player's colour; the small numbers beside a town are the players
whose town marker still lies there.  The side panel shows the round and phase, the three
face-up cards, the deck, the gold-card pile, the auction row and every player's gold,
towns, cards and tiles (other players' face-down tiles as ``?``).

Clicking maps to the places the actions name: a town (``"Beata"``), a road (``"R12"``),
``"display"``, ``"deck"``, ``"gold-pile"`` or ``"auction"``.  Highlighting roads (e.g. a
planned route) thickens them and the panel lists what each costs from the current boot.

>>> draw("R12:UG | P1@Lapphalya hand=UUU | P2@Elvenhold", highlight=["R12"])
<Figure size 1056x496 with 1 Axes>
"""
from __future__ import annotations

import html
from collections.abc import Hashable, Iterable
from typing import Any

from matplotlib import patheffects
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyBboxPatch

import rulekit
from rulekit import elfengold as eg
from rulekit.elfengold.planning import transports_on

from .board import BoardView as _BaseView

BOARD = eg.load_board()
XS = 1.5                     # width:height of the map (the data README's assumption)
PANEL_X = 1.56
PAPER = "#fbf6e6"
PLAYER_COLOURS = ["#d62728", "#1f4fb4", "#d9a400", "#2b9a2b", "#222222", "#8e44ad"]
TERRAIN_STYLE = {             # colour, line style, width
    "plains": ("#9acd32", "-", 3.0),
    "forest": ("#1e6b2e", "-", 4.5),
    "desert": ("#e0b050", (0, (1, 1.2)), 3.5),
    "mountain": ("#7a5a3a", (0, (5, 1.5, 1, 1.5)), 3.0),
    "river": ("#2a7fd4", "-", 2.5),
    "lake": ("#58b8e8", (0, (3, 2)), 2.5),
}
TILE_FILL = {"P": "#f6c3cf", "E": "#d9d9d9", "C": "#e9e4ff", "U": "#fff4c2", "T": "#e4c9a8", "D": "#ffc9a0",
             "G": "#ffd700", "B": "#c8f0ff", "X": "#c8f0ff", "L": "#a0785a", "S": "#7fb3e6"}
HIGHLIGHT = "#ff00aa"
TERRAIN_KO = {"plains": "평지", "forest": "숲", "desert": "사막", "mountain": "산",
              "river": "강 (화살표: 순방향)",
              "lake": "호수"}
# Menu names of the action kinds, in the rulebook's phase names (이동수단 카드 받기, 엘프부츠 이동하기).
KIND_LABELS = {
    "draw": {"en": "draw transport cards", "ko": "이동수단 카드 받기"},
    "secret": {"en": "secret tile", "ko": "비밀 타일"},
    "bid": {"en": "bid", "ko": "입찰"},
    "pass": {"en": "pass", "ko": "패스"},
    "place": {"en": "place a tile", "ko": "타일 놓기"},
    "spell": {"en": "spells", "ko": "마법 주문"},
    "travel": {"en": "move the elf boot", "ko": "엘프부츠 이동하기"},
    "stop": {"en": "stop", "ko": "멈추기"},
    "reward": {"en": "gold or cards", "ko": "금화 또는 카드"},
    "keep": {"en": "keep tiles", "ko": "타일 남기기"},
    "discard": {"en": "discard", "ko": "버리기"},
}
TEXTS = {
    "round": ("Round {r} of {n} · {phase}", "{r}/{n}라운드 · {phase}"),
    "to_play": ("{p} — {what}", "{p} — {what}"),
    "over": ("Game over — winner: {w}", "게임 끝 — 승자: {w}"),
    "display": ("Face-up cards", "펼쳐진 카드"),
    "deck": ("deck {d} · discard {x}", "덱 {d} · 버림 {x}"),
    "gold_pile": ("gold cards {g}", "금 카드 {g}"),
    "auction": ("Auction row", "경매 타일"),
    "bid": ("on sale: {t} · bid {b} by {p}", "경매 중: {t} · 최고가 {b} ({p})"),
    "no_bid": ("on sale: {t} · no bid yet", "경매 중: {t} · 입찰 없음"),
    "passed": ("passed: {p}", "패스: {p}"),
    "out": ("cannot bid (could not pay): {p}", "입찰 불가(지불 불능): {p}"),
    "drawn": ("{p} drew {t}: keep one secret", "{p}가 뽑은 타일 {t}: 하나를 비밀로"),
    "player": ("{p}: gold {g} · towns {t} · cards {c} · tiles {tl}",
               "{p}: 금화 {g} · 도시 {t} · 카드 {c} · 타일 {tl}"),
    "hand": ("hand of {p}: {h}", "{p}의 손: {h}"),
    "trip": ("trip so far: {g} gold", "이번 이동: {g}골드"),
    "route": ("route {r}: {c}", "경로 {r}: {c}"),
    "leg": ("{r} to {town}: {c}", "{r} {town}까지: {c}"),
    "or": (" or ", " 또는 "),
    "no_route": ("{r}: not from {town}", "{r}: {town}에서 시작하지 않음"),
    "legend_tiles": ("P pig · E elfcycle · C cloud · U unicorn · T troll · D dragon",
                     "P 돼지 · E 엘프 자전거 · C 구름 · U 유니콘 · T 트롤 · D 용"),
    "legend_special": ("G gold · B double · X exchange · L log · S sea monster",
                       "G 금 · B 이중 · X 교환 · L 통나무 · S 바다 괴물"),
    "hidden": ("[x] your face-down tile · ? another player's", "[x] 내 비공개 타일 · ? 다른 플레이어의 것"),
    "none": ("none", "없음"),
    "empty": ("-", "-"),
}
CARD_KO = {"P": "돼", "E": "자", "C": "구", "U": "유", "T": "트", "D": "용", "R": "뗏", "G": "금", "W": "마"}
DECISION_TEXT = {
    "draw": ("take a card", "카드 가져오기"), "secret": ("keep one tile secret", "비밀로 둘 타일 고르기"),
    "bid": ("bid or pass", "입찰 또는 패스"), "place": ("place a tile or pass", "타일 놓기 또는 패스"),
    "travel": ("travel or stop", "이동하거나 멈추기"),
    "reward": ("take the gold or 2 cards", "금화 또는 카드 2장"),
    "keep": ("choose tiles to keep", "남길 타일 고르기"), "over": ("", ""),
}


def _t(key: str, **kw: Any) -> str:
    en, ko = TEXTS[key]
    return rulekit.i18n.pick(en, ko).format(**kw)


def _state(obj: Any) -> Any:
    """A state, or a position in the notation (drawn at the start of phase 6)."""
    if isinstance(obj, str):
        return eg.position(obj)
    return obj


def town_xy(i: int) -> tuple[float, float]:
    t = BOARD.towns[i]
    return t.x * XS, t.y


def slot_xy(i: int) -> tuple[float, float]:
    r = BOARD.roads[i]
    return r.slot_x * XS, r.slot_y


def road_text(c: str) -> str:
    """``"UTGBL"`` -> ``"U/T+G B L"``: transports (either may be used) then special tiles."""
    t = transports_on(c)
    rest = " ".join(c[len(t):])
    return "/".join(t) + ("+" + rest if t and rest else rest)


def supply_text(tiles: str, own: bool) -> str:
    if not tiles:
        return _t("empty")
    return " ".join(f"[{c}]" if c.islower() and own else ("?" if c.islower() else c) for c in tiles)


class BoardView(_BaseView):
    """The map and the side panel (see the module docstring)."""

    game = "elfengold"
    figsize = (13.2, 6.2)
    dpi = 80

    def __init__(self, state: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = ()) -> None:
        super().__init__(_state(state), ax, highlight)

    # ------------------------------------------------------------------ build once
    def build(self, state: Any) -> None:
        ax = self.ax
        ax.set_xlim(-0.02, 2.34)
        ax.set_ylim(1.04, -0.04)
        ax.set_aspect("equal")
        ax.add_patch(FancyBboxPatch((-0.01, -0.03), XS + 0.02, 1.06, boxstyle="round,pad=0.005",
                                    fc=PAPER, ec="#c8b88a", lw=1.0, zorder=0))
        ax.add_patch(FancyBboxPatch((PANEL_X - 0.01, -0.03), 2.33 - PANEL_X, 1.06, boxstyle="round,pad=0.005",
                                    fc="#f3efe2", ec="#c8b88a", lw=1.0, zorder=0))
        # roads: a halo (highlight) under the terrain line; river arrows; the tile box at the slot
        self.road_halo, self.road_line, self.road_box = [], [], []
        for r in BOARD.roads:
            (ax_, ay), (bx, by), (sx, sy) = town_xy(r.a), town_xy(r.b), slot_xy(r.index)
            colour, style, width = TERRAIN_STYLE[r.kind]
            xs, ys = [ax_, sx, bx], [ay, sy, by]
            halo, = ax.plot(xs, ys, color=HIGHLIGHT, lw=width + 6, alpha=0.55, zorder=1,
                            solid_capstyle="round")
            halo.set_visible(False)
            line, = ax.plot(xs, ys, color=colour, lw=width, linestyle=style, zorder=2, solid_capstyle="round")
            self.road_halo.append(halo)
            self.road_line.append(line)
            if r.kind == "river":
                f, t = (r.a, r.b) if r.downstream_from == r.a else (r.b, r.a)
                fx, fy = town_xy(f)
                tx, ty = town_xy(t)
                # an arrow on the second half of the river, pointing downstream
                mx, my = (sx + tx) / 2, (sy + ty) / 2
                ax.annotate("", xy=(mx, my), xytext=(sx, sy), zorder=3,
                            arrowprops={"arrowstyle": "-|>", "color": "#0b4f9c", "lw": 1.6,
                                        "mutation_scale": 14})
            box = ax.text(sx, sy, r.id, fontsize=6.5, ha="center", va="center", zorder=5, color="#555555",
                          bbox={"boxstyle": "round,pad=0.18", "fc": "white", "ec": "#999999", "lw": 0.6,
                                "alpha": 0.85})
            self.road_box.append(box)
        # towns: circle, name + gold value, remaining markers (one number per player)
        self.town_circle, self.town_label, self.town_markers = [], [], []
        for t in BOARD.towns:
            x, y = town_xy(t.index)
            capital = t.index == BOARD.capital
            c = Circle((x, y), 0.026 if capital else 0.02, fc="#fff8dc" if not capital else "#ffe27a",
                       ec="#6b4f1d", lw=1.5, zorder=6)
            ax.add_patch(c)
            self.town_circle.append(c)
            label = ax.text(x, y - 0.034, t.name, fontsize=7.5, ha="center", va="bottom", zorder=7,
                            fontweight="bold", color="#3b2a0a",
                            path_effects=[patheffects.withStroke(linewidth=2.5, foreground=PAPER)])
            self.town_label.append(label)
            marks = []
            for p in range(6):
                m = ax.text(x - 0.05 + p * 0.02, y + 0.036, str(p + 1), fontsize=6, ha="center", va="top",
                            color=PLAYER_COLOURS[p], fontweight="bold", zorder=7)
                m.set_visible(False)
                marks.append(m)
            self.town_markers.append(marks)
        self.town_value = [ax.text(*town_xy(t.index), "", fontsize=8, ha="center", va="center", zorder=8,
                                   fontweight="bold", color="#7a4b00") for t in BOARD.towns]
        # boots: a numbered marker per player
        self.boots = []
        for p in range(6):
            b = ax.text(0, 0, str(p + 1), fontsize=8, ha="center", va="center", color="white",
                        fontweight="bold", zorder=9,
                        bbox={"boxstyle": "round,pad=0.25", "fc": PLAYER_COLOURS[p], "ec": "black",
                              "lw": 0.8})
            b.set_visible(False)
            self.boots.append(b)
        # side panel
        x0 = PANEL_X + 0.01
        self.title = ax.text(x0, 0.0, "", fontsize=11, fontweight="bold", va="top")
        self.turn_text = ax.text(x0, 0.04, "", fontsize=9.5, va="top", color="#7a1f1f", linespacing=1.3)
        self.display_label = ax.text(x0, 0.125, "", fontsize=8.5, va="top")
        self.display_cards = [ax.text(x0 + 0.02 + i * 0.07, 0.18, "", fontsize=9, ha="center", va="center",
                                      bbox={"boxstyle": "round,pad=0.3", "fc": "white", "ec": "#555555"})
                              for i in range(3)]
        self.deck_text = ax.text(x0 + 0.23, 0.18, "", fontsize=8.5, va="center",
                                 bbox={"boxstyle": "round,pad=0.3", "fc": "#d8d0ba", "ec": "#555555"})
        self.gold_pile_text = ax.text(x0 + 0.53, 0.18, "", fontsize=8.5, va="center",
                                      bbox={"boxstyle": "round,pad=0.3", "fc": "#ffe680", "ec": "#8a6d00"})
        self.auction_label = ax.text(x0, 0.23, "", fontsize=8.5, va="top")
        self.lot_tiles = [ax.text(x0 + 0.02 + i * 0.055, 0.285, "", fontsize=9, ha="center", va="center",
                                  bbox={"boxstyle": "round,pad=0.25", "fc": "white", "ec": "#555555"})
                          for i in range(12)]
        self.bid_text = ax.text(x0, 0.32, "", fontsize=8.5, va="top")
        self.passed_text = ax.text(x0, 0.36, "", fontsize=8, va="top", color="#444444")
        self.player_lines = [ax.text(x0, 0.41 + p * 0.045, "", fontsize=8.5, va="top",
                                     color=PLAYER_COLOURS[p]) for p in range(6)]
        self.hand_text = ax.text(x0, 0.69, "", fontsize=8.5, va="top")
        self.trip_text = ax.text(x0, 0.73, "", fontsize=8.5, va="top")
        self.route_text = ax.text(x0, 0.77, "", fontsize=8.5, va="top", color="#a0006a", wrap=True)
        self.legend = [ax.text(x0, 0.855 + i * 0.032, "", fontsize=7.5, va="top", color="#333333")
                       for i in range(3)]
        # the road legend: a sample of every terrain's line with its name
        self.legend_roads = []
        for i, kind in enumerate(TERRAIN_STYLE):
            colour, style, width = TERRAIN_STYLE[kind]
            lx = x0 + (i % 3) * 0.25
            ly = 0.96 + (i // 3) * 0.035
            ax.plot([lx, lx + 0.05], [ly, ly], color=colour, lw=width, linestyle=style, zorder=2)
            self.legend_roads.append(ax.text(lx + 0.06, ly, kind, fontsize=7.5, va="center", color="#333333"))
        self._boxes = {"display": (x0 - 0.01, 0.15, 0.22, 0.06), "deck": (x0 + 0.21, 0.15, 0.28, 0.06),
                       "gold-pile": (x0 + 0.51, 0.15, 0.22, 0.06), "auction": (x0 - 0.01, 0.225, 0.76, 0.16)}
        bx, by, bw, bh = self._boxes["auction"]
        self.auction_mark = FancyBboxPatch((bx, by), bw, bh, boxstyle="round,pad=0.004", fill=False,
                                           ec=HIGHLIGHT, lw=2.5, zorder=4, visible=False)
        ax.add_patch(self.auction_mark)

    # ------------------------------------------------------------------ update in place
    def update(self, state: Any, highlight: Iterable[Hashable] = (), weak: Iterable[Hashable] = ()) -> None:
        """Show ``state``: ``highlight`` places get a bold mark, ``weak`` ones a thin faint one.

        Roads get a halo (wide and strong, or narrow and faint) and a framed tile box; towns a
        ringed circle; the face-up cards, the deck, the gold-card pile and the auction row a frame.
        """
        s = _state(state)
        marks = set(highlight)
        light = set(weak) - marks
        n = s.num_players
        p_now = s.current_player
        for i, c in enumerate(s.roads):
            box = self.road_box[i]
            rid = BOARD.roads[i].id
            if c:
                box.set_text(road_text(c))
                box.set_fontsize(8.5)
                box.set_color("black")
                box.get_bbox_patch().set_facecolor(TILE_FILL.get(c[0], "white"))
            else:
                box.set_text(rid)
                box.set_fontsize(6.5)
                box.set_color("#555555")
                box.get_bbox_patch().set_facecolor("white")
            hot, faint = rid in marks, rid in light
            edge = HIGHLIGHT if hot else (HIGHLIGHT + "99" if faint else "#999999")
            box.get_bbox_patch().set_edgecolor(edge)
            box.get_bbox_patch().set_linewidth(2.0 if hot else (1.2 if faint else 0.6))
            halo = self.road_halo[i]
            if hot or faint:
                width = TERRAIN_STYLE[BOARD.roads[i].kind][2]
                halo.set_linewidth(width + (6 if hot else 3))
                halo.set_alpha(0.55 if hot else 0.22)
            halo.set_visible(hot or faint)
        for t in BOARD.towns:
            v = s.values[t.index]
            self.town_value[t.index].set_text(str(v) if v else "")
            circle = self.town_circle[t.index]
            hit, faint = t.name in marks, t.name in light
            circle.set_edgecolor(HIGHLIGHT if hit else (HIGHLIGHT + "88" if faint else "#6b4f1d"))
            circle.set_linewidth(3.0 if hit else (2.2 if faint else 1.5))
            for p in range(6):
                self.town_markers[t.index][p].set_visible(
                    p < n and t.index != BOARD.capital and not s.markers[p] >> t.index & 1)
        # boots: players sharing a town stand side by side
        here: dict[int, list[int]] = {}
        for p in range(n):
            here.setdefault(s.boots[p], []).append(p)
        for p in range(6):
            b = self.boots[p]
            if p >= n:
                b.set_visible(False)
                continue
            group = here[s.boots[p]]
            k = group.index(p)
            x, y = town_xy(s.boots[p])
            b.set_position((x + 0.03 + 0.028 * k, y - 0.005))
            b.set_visible(True)
            b.get_bbox_patch().set_edgecolor("white" if p == p_now and not s.is_over else "black")
            b.get_bbox_patch().set_linewidth(2.2 if p == p_now and not s.is_over else 0.8)
        # panel
        title = eg.TITLE["ko" if rulekit.get_language() == "ko" else "en"]
        self.title.set_text(title)
        if s.is_over:
            w = ", ".join(rulekit.seat_name(p) for p in s.winners())
            self.turn_text.set_text(_t("round", r=s.round, n=s.opts["rounds"], phase=s.phase_name()) + "\n"
                                    + _t("over", w=w))
        else:
            what = rulekit.i18n.pick(*DECISION_TEXT[s.decision])
            self.turn_text.set_text(_t("round", r=s.round, n=s.opts["rounds"], phase=s.phase_name()) + "\n"
                                    + _t("to_play", p=rulekit.seat_name(p_now), what=what))
        self.display_label.set_text(_t("display"))
        for i, box in enumerate(self.display_cards):
            if i < len(s.display):
                box.set_text(self._card(s.display[i]))
                box.get_bbox_patch().set_facecolor("#ffe680" if s.display[i] == "G" else "white")
                _frame(box, "display", marks, light, "#555555", 1.0)
                box.set_visible(True)
            else:
                box.set_visible(False)
        self.deck_text.set_text(_t("deck", d=len(s.deck), x=len(s.discard)))
        _frame(self.deck_text, "deck", marks, light, "#555555", 1.0)
        self.gold_pile_text.set_text(_t("gold_pile", g=s.gold_pile))
        _frame(self.gold_pile_text, "gold-pile", marks, light, "#8a6d00", 2.5 if s.gold_choice else 1.0)
        self.auction_label.set_text(_t("auction"))
        hot, faint = "auction" in marks, "auction" in light
        if hot or faint:
            self.auction_mark.set_edgecolor(HIGHLIGHT if hot else HIGHLIGHT + "99")
            self.auction_mark.set_linewidth(2.5 if hot else 1.2)
        self.auction_mark.set_visible(hot or faint)
        for i, box in enumerate(self.lot_tiles):
            if s.phase == "auction" and i < len(s.lot):
                box.set_text(s.lot[i])
                box.get_bbox_patch().set_facecolor(TILE_FILL.get(s.lot[i], "white"))
                box.get_bbox_patch().set_edgecolor(HIGHLIGHT if i == 0 else "#555555")
                box.get_bbox_patch().set_linewidth(2.0 if i == 0 else 0.8)
                box.set_visible(True)
            else:
                box.set_visible(False)
        if s.phase == "auction" and s.lot:
            if s.high_bidder >= 0:
                self.bid_text.set_text(_t("bid", t=s.lot[0], b=s.high, p=rulekit.seat_name(s.high_bidder)))
            else:
                self.bid_text.set_text(_t("no_bid", t=s.lot[0]))
            passed = [rulekit.seat_name(p) for p in range(n) if s.passed >> p & 1]
            out = [rulekit.seat_name(p) for p in range(n) if s.excluded >> p & 1]
            text = _t("passed", p=", ".join(passed) or _t("none"))
            if out:
                text += " · " + _t("out", p=", ".join(out))
            self.passed_text.set_text(text)
        elif s.phase == "tiles" and s.drawn:
            self.bid_text.set_text(_t("drawn", p=rulekit.seat_name(p_now), t=" ".join(s.drawn)))
            self.passed_text.set_text("")
        else:
            self.bid_text.set_text("")
            self.passed_text.set_text("")
        gold = s.visible_gold(p_now)
        for p, line in enumerate(self.player_lines):
            if p < n:
                g = "?" if gold[p] is None else gold[p]
                mark = "▶ " if p == p_now and not s.is_over else "   "
                line.set_text(mark + _t("player", p=rulekit.seat_name(p), g=g, t=s.towns(p),
                                        c=len(s.hands[p]), tl=supply_text(s.supply[p], p == p_now)))
                line.set_fontweight("bold" if p == p_now else "normal")
                line.set_visible(True)
            else:
                line.set_visible(False)
        hand = " ".join(self._card(c) for c in s.hands[p_now]) or _t("empty")
        self.hand_text.set_text(_t("hand", p=rulekit.seat_name(p_now), h=hand))
        self.trip_text.set_text(_t("trip", g=s.trip_gold) if s.phase == "move" and s.moved else "")
        self.route_text.set_text(self._route(s, [m for m in highlight if isinstance(m, str)
                                                 and m.startswith("R") and m[1:].isdigit()]))
        self.legend[0].set_text(_t("legend_tiles"))
        self.legend[1].set_text(_t("legend_special"))
        self.legend[2].set_text(_t("hidden"))
        for kind, label in zip(TERRAIN_STYLE, self.legend_roads, strict=True):
            label.set_text(rulekit.i18n.pick(kind if kind != "river" else "river (arrow: downstream)",
                                             TERRAIN_KO[kind]))

    def relabel(self, state: Any | None = None, highlight: Iterable[Hashable] = ()) -> None:
        # every label is written by update
        self.state = _state(self.state if state is None else state)
        self.update(self.state, tuple(highlight))

    @staticmethod
    def _card(code: str) -> str:
        return f"{code} {CARD_KO[code]}" if rulekit.get_language() == "ko" else code

    @staticmethod
    def _route(s: Any, roads: list[str]) -> str:
        """What a highlighted route costs from the current player's boot, road by road."""
        if not roads:
            return ""
        here = s.boots[s.current_player]
        parts = []
        for rid in roads:
            try:
                r = BOARD.road(rid)
            except KeyError:
                continue
            if here not in (r.a, r.b):
                parts.append(_t("no_route", r=rid, town=BOARD.towns[here].name))
                break
            options = []
            kinds = "R" if r.water else transports_on(s.roads[r.index])
            for k in dict.fromkeys(kinds):
                options.append(f"{eg.travel_cost(s, r.index, k, here)}×{k}")
            if not r.water and kinds:
                options.append(f"{3 + ('L' in s.roads[r.index])}×{rulekit.i18n.pick('any', '아무')}")
            nxt = r.other(here)
            parts.append(_t("leg", r=rid, town=BOARD.towns[nxt].name, c=_t("or").join(options) or "-"))
            here = nxt
        return _t("route", r=" ".join(roads), c="\n  " + "\n  ".join(parts))

    # ------------------------------------------------------------------ clicks
    def target_at(self, x: float, y: float) -> Hashable | None:
        for name, (bx, by, bw, bh) in self._boxes.items():
            if bx <= x <= bx + bw and by <= y <= by + bh:
                return name
        best, dist = None, 0.03 ** 2
        for t in BOARD.towns:
            tx, ty = town_xy(t.index)
            d = (tx - x) ** 2 + (ty - y) ** 2
            if d < dist:
                best, dist = t.name, d
        if best:
            return best
        for r in BOARD.roads:
            sx, sy = slot_xy(r.index)
            d = (sx - x) ** 2 + (sy - y) ** 2
            if d < dist:
                best, dist = r.id, d
        return best

    def place_centre(self, place: str) -> tuple[float, float]:
        """Data coordinates of a place (for tests and pointers)."""
        if place in self._boxes:
            bx, by, bw, bh = self._boxes[place]
            return bx + bw / 2, by + bh / 2
        if place.startswith("R") and place[1:].isdigit():
            return slot_xy(BOARD.road(place).index)
        return town_xy(BOARD.town(place).index)


def _frame(text: Any, place: str, strong: set, light: set, edge: str, width: float) -> None:
    """A panel text's box: framed boldly if ``place`` is strong, faintly if light, else plainly."""
    patch = text.get_bbox_patch()
    if place in strong:
        patch.set_edgecolor(HIGHLIGHT)
        patch.set_linewidth(max(width, 2.5))
    elif place in light:
        patch.set_edgecolor(HIGHLIGHT + "99")
        patch.set_linewidth(max(width, 1.6))
    else:
        patch.set_edgecolor(edge)
        patch.set_linewidth(width)


def draw(state_or_position: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = ()) -> Figure:
    """A picture of a state or of a position in the notation; highlight roads, towns or panel places.

    >>> fig = draw("R12:UG | P1@Lapphalya hand=UUU | P2@Elvenhold", highlight=["R12"])
    >>> route = next(t.get_text() for t in fig.axes[0].texts if t.get_text().startswith("route"))
    >>> print(route)  # doctest: +NORMALIZE_WHITESPACE
    route R12:
      R12 to Rivinia: 1×U or 3×any
    """
    return BoardView(_state(state_or_position), ax, tuple(highlight)).fig


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
        if s.phase == "auction" and s.lot and not s.is_over:
            rows = [f"<b>{'경매' if ko else 'Auction'}</b>: "
                    + " ".join(f"<span style='border:1px solid #555;padding:0 4px;"
                               f"{'background:#ffd0ef' if i == 0 else ''}'>{html.escape(t)}</span>"
                               for i, t in enumerate(s.lot))]
            who = rulekit.seat_name(s.high_bidder) if s.high_bidder >= 0 else ("없음" if ko else "none")
            rows.append(("최고가" if ko else "high bid") + f": {s.high} ({who}) · "
                        + ("상한" if ko else "cap") + f": {eg.bid_cap(s)} (EG.gap.bid-cap)")
            states = []
            for p in range(s.num_players):
                tag = ("패스" if ko else "passed") if s.passed >> p & 1 else (
                    ("제외" if ko else "out") if s.excluded >> p & 1 else ("차례" if ko else "to bid")
                    if p == s.current_player else "")
                states.append(f"{rulekit.seat_name(p)} {s.gold[p]}g {tag}")
            rows.append(" · ".join(states))
            auction_box.value = "<br>".join(rows)
            cap = eg.bid_cap(s)
            lowest = s.high + 1
            bid_amount.min = 1                        # widen first: min and max are checked together
            bid_amount.max = max(cap, lowest)
            bid_amount.min = lowest
            bid_amount.value = min(max(bid_amount.value, lowest), bid_amount.max)
            bid_button.disabled = lowest > cap        # only a pass is left (EG.gap.bid-cap)
            bid_row.layout.display = ""
        else:
            auction_box.value = ""
            bid_row.layout.display = "none"
        lines = []
        gold = s.visible_gold(s.current_player)
        for p in range(s.num_players):
            g = "?" if gold[p] is None else gold[p]
            hand = s.hands[p] if p == s.current_player else f"{len(s.hands[p])}"
            lines.append(f"<span style='color:{PLAYER_COLOURS[p]}'><b>{rulekit.seat_name(p)}</b></span> "
                         f"{'금화' if ko else 'gold'} {g} · {'도시' if ko else 'towns'} {s.towns(p)} · "
                         f"{'카드' if ko else 'cards'} {html.escape(hand)} · {'타일' if ko else 'tiles'} "
                         f"{html.escape(supply_text(s.supply[p], p == s.current_player))}")
        players_box.value = "<br>".join(lines)

    refresh(explorer)
    explorer.on_refresh(refresh)
    return [auction_box, bid_row, players_box]
