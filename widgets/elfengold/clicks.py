"""Which click on the Elfengold picture means which place, and which places choose which action.

:class:`ClickMap` is the click half of :class:`widgets.elfengold.view.BoardView`: ``target_at`` (the
place under a point), ``place_xy`` (the point of a place), ``click_targets`` (the places a person clicks
for a legal action) and ``intended_action`` (what a click sequence that no legal action takes most
likely meant, so the refusal names its rule).  It never decides a rule: the actions come from
``state.legal_actions()``, their costs from :func:`rulekit.elfengold.travel_cost`, and a guessed action
is refused or allowed by rulekit.
"""

from __future__ import annotations

from collections.abc import Hashable

from rulekit import elfengold as eg
from rulekit.core import Action
from rulekit.elfengold.planning import transports_on
from rulekit.elfengold.state import ElfengoldState

from .caravan import CARAVAN, CARAVAN_OK, CARAVAN_UNPAID, PAY, CaravanChoice, is_pay, pay_places
from .layout import (
    BOARD,
    BOTTOM_Y,
    BUTTON_ROWS,
    BUTTONS,
    CARD_H,
    CARD_W,
    CARDS_Y,
    COL_R,
    COL_X,
    CONFIRM,
    COUNTER,
    DECK_X,
    DISPLAY_X,
    GOLD_PILE_X,
    HAND_STEP,
    HAND_X0,
    HAND_Y,
    LOT_STEP,
    LOT_X0,
    LOT_Y,
    TILE_PER_ROW,
    TILE_PITCH,
    TILE_ROWS,
    TILE_SIDE,
    TILE_STEP,
    TILE_X0,
    TILE_Y,
    TRAY_H,
    TRAY_STEP,
    TRAY_W,
    TRAY_X0,
    TRAY_Y,
    dist_to_segment,
    hand_kinds,
    slot_xy,
    state_of,
    town_xy,
)


class ClickMap:
    """The click hooks of the Elfengold board (mixed into its BoardView, which holds the artists)."""

    state: ElfengoldState
    buttons: dict
    lot: list
    caravan: CaravanChoice | None = None   # set by the view's update (the caravan mode)
    caravan_ok: bool = False

    def hand_player(self, s: ElfengoldState) -> int:  # the view's (the player whose hand takes the clicks)
        return s.current_player

    @staticmethod
    def _raise(picks: list) -> int:
        return sum(
            5 if p == ("button", "+5") else 1 for p in picks if p in (("button", "+1"), ("button", "+5"))
        )

    @staticmethod
    def _buttons_shown(s: ElfengoldState) -> set:
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

    def target_at(self, x: float, y: float) -> Hashable | None:
        """The place at data point ``(x, y)``: a town, a road, a card, a counter, a button, or None."""
        s = self.state
        for place, (bx, row, w) in BUTTONS.items():
            by = BUTTON_ROWS[row]
            if abs(x - bx) <= w / 2 and abs(y - by) <= 0.22 and self.buttons[place][0].get_visible():
                if place == CARAVAN_OK and not self.caravan_ok:
                    return CARAVAN_UNPAID     # rulekit has not said yes to the tray: the click is explained
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
            d = min(dist_to_segment(x, y, ax_, ay, sx, sy), dist_to_segment(x, y, sx, sy, bx, by))
            if d < best_d and ((x - sx) ** 2 + (y - sy) ** 2) ** 0.5 < 0.9:
                best, best_d = r.id, d
        if best is None:
            for r in BOARD.roads:  # further along a road, a thinner band
                (ax_, ay), (bx, by), (sx, sy) = town_xy(r.a), town_xy(r.b), slot_xy(r.index)
                d = min(dist_to_segment(x, y, ax_, ay, sx, sy), dist_to_segment(x, y, sx, sy, bx, by))
                if d < min(best_d, 0.08):
                    best, best_d = r.id, d
        return best

    def _table_place(self, s: ElfengoldState, x: float, y: float) -> Hashable | None:
        if self.caravan is not None and abs(y - TRAY_Y) <= TRAY_H / 2:
            cards = self.caravan.cards     # a card on the tray goes back to the hand
            for i, code in enumerate(cards):
                if abs(x - (TRAY_X0 + i * TRAY_STEP)) <= TRAY_W / 2:
                    return (PAY, code, self.caravan.count(code) - 1)
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

    def _player_place(self, s: ElfengoldState, x: float, y: float) -> Hashable | None:
        p = self.hand_player(s)
        kinds = hand_kinds(s.hands[p])
        if abs(y - HAND_Y) <= CARD_H / 2:
            i = round((x - HAND_X0) / HAND_STEP)
            if 0 <= i < len(kinds) and abs(x - (HAND_X0 + i * HAND_STEP)) <= CARD_W / 2:
                if self.caravan is not None:   # one more card of this kind on the caravan tray
                    return (PAY, kinds[i], self.caravan.count(kinds[i]))
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

        >>> from widgets.elfengold import BoardView
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
        if place == CARAVAN_UNPAID:
            return self.place_xy(CARAVAN_OK)
        if is_pay(place):
            return self._pay_xy(s, place)
        if isinstance(place, tuple) and len(place) == 2:
            kind, code = place
            if kind == "display" and code in s.display:
                return DISPLAY_X[s.display.index(code)], CARDS_Y
            if kind == "drawn" and code in s.drawn:
                i = s.drawn.index(code)
                return LOT_X0 + (i % 6) * LOT_STEP, LOT_Y[i // 6]
            me = self.hand_player(s)
            if kind == "hand" and code in s.hands[me]:
                i = hand_kinds(s.hands[me]).index(code)
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

    def _pay_xy(self, s: ElfengoldState, place: tuple) -> tuple[float, float] | None:
        """A card of the caravan tray: on the tray once chosen, else its kind in the hand."""
        _pay, code, i = place
        c = self.caravan
        if c is not None and i < c.count(code):
            return TRAY_X0 + (c.cards.index(code) + i) * TRAY_STEP, TRAY_Y
        hand = s.hands[self.hand_player(s)]
        if code in hand:
            return HAND_X0 + hand_kinds(hand).index(code) * HAND_STEP, HAND_Y
        return None

    def place_centre(self, place: Hashable) -> tuple[float, float] | None:
        """Same as :meth:`place_xy` (the older name)."""
        return self.place_xy(place)

    def click_targets(self, action: Action) -> tuple:
        """The places a person clicks to choose ``action`` on the picture, in any order.

        * a face-up card ``("display", "U")``, the ``"deck"`` or the ``"gold-pile"``;
        * one of the two drawn tiles ``("drawn", "U")`` to keep it face down;
        * a bid: ``+5`` and ``+1`` buttons adding up to the raise over the high bid, then the bid
          button (:data:`CONFIRM`); a pass: the Pass button;
        * a tile: your counter ``("tile", "U")`` (a face-up one first, as it is used first) and the
          road; a spell: the spell counter, the road(s) and, for a double, your extra counter;
        * a journey: the road, then each card paid ``("hand", "U")`` (as many as it costs; an elf
          wizard as ``("hand", "W")``); a caravan, in its own mode (:mod:`.caravan`): the road, the
          Caravan button, each card put on the tray ``("pay", "U", 0)`` and Pay and go; the magic
          carpet: the wizard card and the town;
        * stop, gold or 2 cards, keep none: their buttons; keeping tiles: the counters kept.

        >>> from rulekit import elfengold as eg
        >>> from widgets.elfengold import BoardView
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
        if isinstance(action, eg.Caravan):   # its own mode: see widgets.elfengold.caravan
            return (action.road, CARAVAN, *pay_places(action.cards), CARAVAN_OK)
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

    def intended_action(self, state: ElfengoldState, picks: tuple) -> Action | None:
        """The action a click sequence most likely meant when no legal action matches it (or None).

        A road (with a card) in phase 6 means travelling it; a counter and a road in phase 5 mean
        placing it; a card, the deck, a bid or a button outside its phase mean that action, so
        the refusal can name its rule.

        >>> from rulekit import elfengold as eg
        >>> from widgets.elfengold import BoardView
        >>> s = eg.position("R12:U | P1@Lapphalya hand=PP | P2@Elvenhold")
        >>> BoardView(s).intended_action(s, ("R12", ("hand", "P")))
        Travel(road='R12', card='P', wizard=False)
        """
        s = state_of(state)
        picks = tuple(picks)
        roads = [p for p in picks if isinstance(p, str) and p[:1] == "R" and p[1:].isdigit()]
        if CARAVAN in picks and picks and (is_pay(picks[-1]) or picks[-1] == CARAVAN_UNPAID):
            # a card put on the tray, or Pay and go, that no legal caravan takes: rulekit says why
            cards = "".join(p[1] for p in picks if is_pay(p))
            a = eg.Caravan(roads[0], cards) if roads and cards else None
            return None if a is None or s.is_legal(a) else a
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
                    trip = eg.Travel(r.id, "R" if r.water else (hand[0] if hand else (on[:1] or "P")))
                    return None if s.is_legal(trip) else trip
            if "W" in hand:
                return eg.Carpet(town.name)
            return None
        return None
