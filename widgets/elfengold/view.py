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
journey then the cards that pay for it; for a caravan, the road and the Caravan button, then the cards
put on the tray one by one, then Pay and go (:mod:`widgets.elfengold.caravan`).

>>> draw("R12:UG | P1@Lapphalya hand=UUU | P2@Elvenhold", highlight=["R12"])
<Figure size 960x680 with 1 Axes>
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any

from matplotlib.axes import Axes
from matplotlib.figure import Figure

import rulekit
from rulekit import elfengold as eg
from rulekit.elfengold.planning import transports_on
from rulekit.elfengold.state import ElfengoldState

from ..board import BoardView as _BaseView
from .build import Builder, Painter
from .caravan import CARAVAN_OK, PAY, choice_of, verdict
from .clicks import ClickMap
from .icons import FACE
from .layout import (
    BOARD,
    CONFIRM,
    COUNTER,
    FIG_H,
    FIG_W,
    HIGHLIGHT,
    INK,
    MAP_W,
    PLAYER_COLOURS,
    TERRAIN_STYLE,
    hand_kinds,
    slot_xy,
    state_of,
    town_xy,
)
from .words import (
    BUTTON_TEXT,
    DECISION_TEXT,
    TERRAIN_NAMES,
    caravan_text,
    kind_name,
    ko,
    road_towns,
    say,
    supply_text,
    town_name,
)


class BoardView(Builder, ClickMap, _BaseView[ElfengoldState]):
    """The map, the table and the players (see the module docstring)."""

    game = "elfengold"
    figsize = (FIG_W, FIG_H)
    dpi = 80
    details = False
    #: The player whose hand and tiles are drawn large and take the clicks (None: the player to act).
    #: The position editor sets it to the player being edited.
    focus: int | None = None
    #: What the clicks choose for a caravan while the caravan mode is on (see :mod:`.caravan`).
    caravan: Any = None

    def hand_player(self, s: ElfengoldState) -> int:
        """The player whose hand and tiles are drawn large (see :attr:`focus`)."""
        return s.current_player if self.focus is None or self.focus >= s.num_players else self.focus

    def __init__(
        self, state: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = (), **kwargs: Any
    ) -> None:
        self._paint = Painter()
        super().__init__(state_of(state), ax, highlight, **kwargs)

    # ------------------------------------------------------------------ update in place
    def update(self, state: ElfengoldState, highlight: Iterable[Hashable] = (),
               weak: Iterable[Hashable] = ()) -> None:
        """Show ``state``: ``highlight`` places get a bold mark, ``weak`` ones a thin faint one.

        Roads get a halo (wide and strong, or narrow and faint), towns a ringed circle, cards,
        counters and buttons a frame.
        """
        s = state_of(state)
        self.state = s
        picks = list(highlight)
        marks = set(picks)
        light = set(weak) - marks
        self._marks, self._light, self._picks = marks, light, picks
        self.caravan = choice_of(s, picks)   # the caravan mode (None: off), see widgets.elfengold.caravan
        self.caravan_ok, self.caravan_words = verdict(s, self.caravan) if self.caravan else (False, "")
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

    def _update_map(self, s: ElfengoldState, marks: set, light: set) -> None:
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

    def _update_table(self, s: ElfengoldState, marks: set, light: set, picks: list) -> None:
        paint = self._paint
        p_now = s.current_player
        paint(
            self.title,
            text=eg.TITLE["ko" if ko() else "en"] + " · " + say("round", r=s.round, n=s.opts["rounds"]),
        )
        paint(self.phase_text, text=s.phase_name())
        if s.is_over:
            w = ", ".join(rulekit.seat_name(p) for p in s.winners())
            paint(self.turn_text, text=say("over", w=w), color=INK)
        else:
            what = rulekit.i18n.pick(*DECISION_TEXT[s.decision])
            paint(
                self.turn_text,
                text="▶ " + say("to_play", p=rulekit.seat_name(p_now), what=what),
                color=PLAYER_COLOURS[p_now],
            )
        paint(self.cards_label, text=say("cards"))
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
            text=" · ".join((say("deck", d=len(s.deck)), say("gold_pile", g=s.gold_pile),
                             say("discard", x=len(s.discard)))),
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
            paint(self.auction_label, text=say("drawn"))
        elif self.caravan is not None:
            road = self.caravan.road
            paint(self.auction_label, text=caravan_text("title", road=f"{road} ({road_towns(road)})")
                  if road else caravan_text("title_any"))
        else:
            paint(self.auction_label, text=say("auction") if row else say("roads"))
        key = not row and self.caravan is None
        for kind, line, text in zip(
            ("plains", "forest", "desert", "mountain", "lake", "river"),
            self.key_lines,
            self.key_text,
            strict=True,
        ):
            paint(line, visible=key)
            paint(text, visible=key, text=rulekit.i18n.pick(*TERRAIN_NAMES[kind]))
        paint(self.key_arrow, visible=key)
        self._update_tray()
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
            paint(self.auction_label,
                  text=say("auction") + " · " + say("on_sale") + ": " + kind_name(s.lot[0]))
        if on_sale:
            cap = eg.bid_cap(s)
            who = rulekit.seat_name(s.high_bidder) if s.high_bidder >= 0 else ""
            paint(self.bid_text, text=say("bid", b=s.high, p=who, c=cap) if who else say("no_bid", c=cap))
            passed = [rulekit.seat_name(p) for p in range(s.num_players) if s.passed >> p & 1]
            out = [rulekit.seat_name(p) for p in range(s.num_players) if s.excluded >> p & 1]
            text = say("passed", p=", ".join(passed) or say("none"))
            if out:
                text += " · " + say("out") + ", ".join(out)
            paint(self.passed_text, text=text)
            paint(self.how_text, text=say("how_bid"))
        else:
            paint(self.how_text, text="")
            paint(self.bid_text, text="")
            paint(self.passed_text, text="")
        # buttons
        shown = self._buttons_shown(s) | ({CARAVAN_OK} if self.caravan is not None else set())
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
                    text = say("bid_button")
                else:
                    text = say("ok")
                live = place in marks or place in light
                paint(label, text=text, color=INK if live else "#9a8f7a")
                paint(box, facecolor="#ffd27a" if place in marks else "#fff7e0")
            elif place == CARAVAN_OK:   # live once rulekit says the tray pays for the road
                paint(label, text=rulekit.i18n.pick(*BUTTON_TEXT[name]),
                      color=INK if self.caravan_ok else "#9a8f7a")
                paint(box, facecolor="#ffd27a" if self.caravan_ok else "#fff7e0")
            else:
                if name == "gold":
                    text = say("take_gold", g=s.trip_gold)
                else:
                    text = rulekit.i18n.pick(*BUTTON_TEXT[name])
                paint(label, text=text, color=INK if place in usable else "#9a8f7a")
            self._frame(box, place, "#6b4f1d", 1.2)

    def _update_tray(self) -> None:
        """The caravan tray: a slot per card the road's caravan pays, the cards chosen, the verdict."""
        paint, c = self._paint, self.caravan
        on = c is not None
        how = ""
        if c is not None:
            how = caravan_text("how", n=c.need) if c.need else caravan_text("how_any")
        paint(self.tray_how, text=how, visible=on)
        paint(self.tray_verdict, text=self.caravan_words, visible=on,
              color="#1d6b2a" if self.caravan_ok else "#a0006a")
        cards = c.cards if c is not None else ""
        slots = min(max(c.need or 0, len(cards)), len(self.tray)) if c is not None else 0
        for i, (box, pic, letter) in enumerate(self.tray):
            if i < len(cards):
                code = cards[i]
                paint(box, facecolor=FACE.get(code, "white"), linestyle="-", visible=True)
                self._frame(box, (PAY, code, cards[:i].count(code)), "#555555")
                pic.set(code)
                paint(letter, text=code, visible=True)
            else:
                paint(box, facecolor="#f7f2e4", linestyle="--", edgecolor="#8a7a5a", linewidth=1.0,
                      visible=i < slots)
                pic.set(None)
                paint(letter, visible=False)

    def _update_players(self, s: ElfengoldState, marks: set, light: set) -> None:
        paint = self._paint
        n = s.num_players
        p_now = self.hand_player(s)
        who = rulekit.seat_name(p_now)
        gold = s.visible_gold(p_now)
        paint(self.hand_label, text=say("hand", p=who), color=PLAYER_COLOURS[p_now])
        g_now = "?" if gold[p_now] is None else gold[p_now]
        paint(self.purse_text, text=say("purse", g=g_now, t=s.towns(p_now)))
        paint(self.trip_text, text=say("trip", g=s.trip_gold) if s.phase == "move" and s.moved else "")
        hand = s.hands[p_now]
        kinds = hand_kinds(hand)
        for i, (box, pic, letter, count) in enumerate(self.hand):
            if i < len(kinds):
                code = kinds[i]
                left = hand.count(code) - (self.caravan.count(code) if self.caravan else 0)
                paint(box, facecolor=FACE.get(code, "white"), visible=True)
                # in the caravan mode a click puts one more card of the kind on the tray
                self._frame(box, (PAY, code, hand.count(code) - left) if self.caravan else ("hand", code))
                pic.set(code, alpha=1.0 if left else 0.35)
                paint(letter, text=code, visible=True)
                paint(count, text=f"×{left}", visible=True)
            else:
                paint(box, visible=False)
                pic.set(None)
                paint(letter, visible=False)
                paint(count, visible=False)
        paint(self.no_cards, text="" if hand else say("no_cards"))
        paint(
            self.route_text,
            text=self._route(
                s, [m for m in self._picks if isinstance(m, str) and m[:1] == "R" and m[1:].isdigit()]
            ),
        )
        paint(self.tiles_label, text=say("tiles", p=who), color=PLAYER_COLOURS[p_now])
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
        paint(self.no_tiles, text="" if supply else say("no_tiles"))
        paint(self.players_label, text=say("players"))
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
                text=f"{mark}{rulekit.seat_name(p)} · " + say("player", g=g, t=s.towns(p), c=len(s.hands[p])),
            )
            paint(
                self.player_tiles[p],
                visible=True,
                text=say("player_tiles", tl=supply_text(s.supply[p], p == p_now)),
            )

    @staticmethod
    def _route(s: ElfengoldState, roads: list[str]) -> str:
        """What a highlighted route costs from the current player's boot, road by road."""
        if not roads or s.phase != "move":
            return ""
        here = s.boots[s.current_player]
        parts = []
        for rid in roads:
            r = BOARD.road(rid)
            if here not in (r.a, r.b):
                parts.append(say("no_route", r=rid, town=town_name(BOARD.towns[here].name)))
                break
            kinds = "R" if r.water else transports_on(s.roads[r.index])
            options = [f"{eg.travel_cost(s, r.index, k, here)}×{k}" for k in dict.fromkeys(kinds)]
            if not r.water and kinds:
                # the components' caravan size, one more past a log (EG.base.caravan, EG.travel.obstacle-cost)
                n = s.comp["caravan_cards"] + ("L" in s.roads[r.index])
                options.append(say("caravan_cost", n=n))
            nxt = r.other(here)
            parts.append(
                say("leg", r=rid, town=town_name(BOARD.towns[nxt].name), c=say("or").join(options) or "-")
            )
            here = nxt
        return say("route", r=" ".join(roads)) + "\n" + "\n".join(parts)

    def relabel(self, state: ElfengoldState | None = None, highlight: Iterable[Hashable] = ()) -> None:
        # every label is written by update
        self.update(state_of(self.state if state is None else state), tuple(highlight))

def draw(state_or_position: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = ()) -> Figure:
    """A picture of a state or of a position in the notation; highlight roads, towns or other places.

    >>> fig = draw("R12:UG | P1@Lapphalya hand=UUU | P2@Elvenhold", highlight=["R12"])
    >>> labels = [t.get_text() for t in fig.axes[0].texts]
    >>> "Lapphalia" in labels and "P1's cards" in labels
    True
    """
    return BoardView(state_of(state_or_position), ax, tuple(highlight)).fig
