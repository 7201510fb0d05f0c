"""Which click on the El Dorado picture means which place, and which places choose which action.

Turns are played by clicks: a card in hand, then a space or a blockade (a joker also takes its symbol's
button; rubble and base camps take as many hand cards as they ask); a hand card and *spend* to buy, then
a market or reserve card; *end*, a hand card to discard, *draw*.  The rules decide what a pick means:
:mod:`rulekit.el_dorado.reach` says which places are paid with cards and which piece stands beside a
place, and the legal actions say which actions there are.

:class:`ClickMap` is a part of :class:`widgets.el_dorado.view.BoardView`.

>>> from rulekit import el_dorado as ed
>>> from widgets.el_dorado import BoardView
>>> view = BoardView(ed.new_game(players=3, seed=1))
>>> view.click_targets(ed.parse_action("JT=m C12"))
('hand:JT', ('button', 'machete'), 'C12')
>>> view.target_at(*view.place_xy("C12"))
'C12'
"""
from __future__ import annotations

import dataclasses
from collections.abc import Hashable
from typing import Any

from rulekit import el_dorado as ed
from rulekit.core import Action
from rulekit.el_dorado.reach import MOVE_SYMBOLS, paid_with_cards, piece_next_to
from rulekit.el_dorado.state import ElDoradoState

from .layout import Layout
from .look import SQRT3


class ClickMap:
    """Clicks to places and actions to clicks (a part of the El Dorado BoardView)."""

    buttons: dict[Hashable, dict[str, Any]]
    hand_cards: list[dict[str, Any]]
    market_cards: list[dict[str, Any]]
    reserve_cards: list[dict[str, Any]]
    seams: list[dict[str, Any]]
    centres: dict[str, tuple[float, float]]
    at: dict[tuple[int, int], str]
    layout: Layout
    state: ElDoradoState
    turn_controls: bool
    _legal_for: tuple[Any, frozenset] | None

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
        return self.at.get(hex_round(q, r))

    def place_xy(self, place: Hashable) -> tuple[float, float] | None:
        """The data-coordinate centre of a clickable place (the inverse of :meth:`target_at`).

        >>> from rulekit import el_dorado as ed
        >>> from widgets.el_dorado import BoardView
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

    def click_targets(self, action: Action, state: ElDoradoState | None = None) -> tuple[Hashable, ...]:
        """The places clicked to choose ``action`` (in any order; a place listed twice is clicked twice).

        A card in hand and a space or blockade to move; a joker adds the button of the symbol it is
        played as; rubble and base camps take one click per card paid; in a 2-player game the piece's
        own space is added when the other piece could make the same move.  A hand card and *spend to
        buy* (a joker as coin adds *as coin*), a market card to buy, a hand card and *use effect* for a
        purple card (the Transmitter adds the market card), a hand card alone to discard (phase 2) or
        to remove (after a Scientist or Travel Log), and one button for stop, done, end and draw.

        >>> from rulekit import el_dorado as ed
        >>> from widgets.el_dorado import BoardView
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

    def _piece_pick(self, a: Any, state: ElDoradoState | None) -> tuple:
        """The piece's own space, when the player's other piece could make the very same move."""
        state = self.state if state is None else state
        if state is None or state.pieces_per_player < 2:
            return ()
        legal = self._legal_set(state)
        # (a state shown a moment ago, before the view caught up with a new one: no pick)
        if a not in legal or dataclasses.replace(a, piece=1 - a.piece) not in legal:
            return ()
        return (state.pieces[state.current_player][a.piece],)

    def _legal_set(self, state: ElDoradoState) -> frozenset:
        if self._legal_for is None or self._legal_for[0] is not state:
            self._legal_for = (state, frozenset(state.legal_actions()))
        return self._legal_for[1]

    def intended_action(self, state: ElDoradoState, picks: tuple) -> Action | None:
        """The action a click sequence that no legal action matches most likely meant (or None).

        A hand card and a space: playing it there (rubble, base camps and rubble blockades: paying
        with the picked cards); a space alone while a card's power is left: going on with it; a
        market card: buying it; a hand card and *spend* or *use*; a button: its action.  The
        Explorer explains the rule that refuses it.

        >>> from rulekit import el_dorado as ed
        >>> from widgets.el_dorado import BoardView
        >>> s = ed.from_position("players=3 pieces=B6,B8,B9 hand1=Sa,Ex,Tr,Tr")
        >>> view = BoardView(s)
        >>> str(view.intended_action(s, ("hand:Sa", "B22")))
        'Sa B22'
        >>> import rulekit
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
        joker = next((b for b in buttons if b in MOVE_SYMBOLS), None)
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
        piece = froms[0] if froms else piece_next_to(state, dest)
        if not hand:
            return ed.Go(dest) if state.active else None
        if paid_with_cards(state, dest):
            return ed.Pay(tuple(hand), dest, piece)
        return ed.Move(hand[0], dest, joker, piece)

    def _button_uses(self, state: ElDoradoState) -> set:
        """The buttons some legal action of ``state`` is clicked with."""
        used: set = set()
        for a in state.legal_actions():
            for t in self.click_targets(a, state):
                if isinstance(t, tuple) and t[0] == "button":
                    used.add(t)
        return used


def hex_round(q: float, r: float) -> tuple[int, int]:
    """The axial hex nearest fractional axial coordinates (cube rounding)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return int(rq), int(rr)
