"""Which click on the Fertility picture means which place, and which places a person clicks for an action.

A place is what :meth:`~widgets.board.BoardView.target_at` returns and the click hooks use: a cell
``(row, col)``, ``("hand", "PG")``, ``("public", "PG")``, ``("row", slot)``, ``("lot", lot)``,
``("shop", lot, n)``, ``("supply", "M")`` (the common supply), ``("beside", "M")`` (a piece beside
the city board), :data:`WHEAT` (the wheat store), :data:`MONUMENT`, the buttons :data:`TURN`,
:data:`DISCARD`, :data:`END` and ``CONFIRM``.  What is legal is asked of :mod:`rulekit.fertility`
(its legal actions, :func:`~rulekit.fertility.districts.free_lot`, :func:`~rulekit.fertility.shops.shop_at`);
this module only maps those answers to places on the picture.

>>> from rulekit import fertility as fe
>>> from widgets.fertility import BoardView
>>> view = BoardView(fe.new_game(players=2, seed=1))
>>> view.click_targets(fe.parse_action("supply C 3.1"))
(('beside', 'C'), ('shop', 3, 1))
>>> view.target_at(*view.place_xy(WHEAT)) == WHEAT
True
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from rulekit.core import Action
from rulekit.fertility import FertilityState
from rulekit.fertility.actions import (
    Buy,
    Discard,
    EndTurn,
    Gain,
    Place,
    QuarryMonument,
    QuarryTake,
    RemovePublic,
    Supply,
    TakePublic,
    place,
    tile_key,
)
from rulekit.fertility.districts import free_lot
from rulekit.fertility.shops import shop_at

from ..board import CONFIRM
from .artists import Button, Card, Spot, Tile, centre, hit
from .words import RESOURCES

TURN = ("button", "turn")
DISCARD = ("button", "discard")
END = ("button", "end")
WHEAT = ("wheat",)
MONUMENT = ("monument",)


class ClickMap:
    """The click side of :class:`widgets.fertility.BoardView`: its places, the on-picture buttons a
    state offers, and the places of an action (a mixin: it reads the view's layout and state)."""

    state: FertilityState
    focus: int | None
    buttons: bool
    # the view's layout (widgets.fertility.view): the central board's corner, cell size and size in cells,
    # and the pieces of the picture that are clicked
    bx: float
    by: float
    S: float
    w: int
    h: int
    hand_tiles: list[Tile]
    public_tiles: list[Tile]
    button_a: Button
    button_b: Button
    supply_spots: dict[str, Spot]
    beside_spots: dict[str, Spot]
    monument_spot: Spot
    wheat_box: tuple[float, float, float, float]
    row_cards: list[Card]
    city_cards: list[Card]

    if TYPE_CHECKING:     # the view's own
        def cell_centre(self, cell: tuple[int, int]) -> tuple[float, float]: ...

    def _button_a(self, state: FertilityState) -> Hashable | None:
        if not self.buttons or state.phase != "place" or state.is_over:
            return None
        if any(type(a) is Discard for a in state.legal_actions()):
            return DISCARD
        return TURN

    def _button_b(self, state: FertilityState) -> Hashable | None:
        if not self.buttons:
            return None
        if state.phase == "place" and not state.is_over:
            return None if self._button_a(state) == DISCARD else CONFIRM
        if state.phase in ("build", "supply") and not state.public:
            return END
        return None

    # ------------------------------------------------------------------ clicks
    def seat(self, state: FertilityState) -> int:
        """The player whose hand, city and pieces the picture shows: :attr:`focus`, else the one to move."""
        f = self.focus
        return f if isinstance(f, int) and 0 <= f < state.num_players else state.current_player

    def _places(self, state: FertilityState) -> list[tuple[Hashable, tuple[float, float, float, float]]]:
        """Every clickable place off the central board with its box, for the state shown."""
        out: list[tuple[Hashable, tuple[float, float, float, float]]] = []
        comp = state.comp
        p = self.seat(state)
        if not state.is_over:
            for k, t in enumerate(state.hands[p][: len(self.hand_tiles)]):
                out.append((("hand", comp.tiles[t]), self.hand_tiles[k].box))
        for k, t in enumerate(state.public[: len(self.public_tiles)]):
            out.append((("public", comp.tiles[t]), self.public_tiles[k].box))
        for button, place_ in (
            (self.button_a, self._button_a(state)),
            (self.button_b, self._button_b(state)),
        ):
            if place_ is not None:
                out.append((place_, button.box))
        for r in RESOURCES:
            out.append((("supply", r), self.supply_spots[r].box))
            out.append((("beside", r), self.beside_spots[r].box))
        out.append((MONUMENT, self.monument_spot.box))
        out.append((WHEAT, self.wheat_box))
        for k, card in enumerate(self.row_cards):
            if k < len(state.row) and state.row[k] is not None:
                out.append((("row", k + 1), card.box))
        for lot, card in enumerate(self.city_cards):
            for n, line in enumerate(card.lines, start=1):
                if shop_at(state, p, lot, n) is not None:
                    out.append((("shop", lot, n), line.box))
            out.append((("lot", lot), card.box))
        return out

    def target_at(self, x: float, y: float) -> Hashable | None:
        """The place at a data point: a cell, a tile, a card, a shop, a lot, a supply, a button …"""
        if self.bx <= x < self.bx + self.w * self.S and self.by <= y < self.by + self.h * self.S:
            return (int((y - self.by) // self.S), int((x - self.bx) // self.S))
        for place_, box in self._places(self.state):
            if hit(box, x, y):
                return place_
        return None

    def place_xy(self, place_: Hashable) -> tuple[float, float] | None:
        """The data-coordinate centre of a clickable place (the inverse of :meth:`target_at`)."""
        if isinstance(place_, tuple) and len(place_) == 2 and all(isinstance(v, int) for v in place_):
            if 0 <= place_[0] < self.h and 0 <= place_[1] < self.w:
                return self.cell_centre(place_)
            return None
        for known, box in self._places(self.state):
            if known == place_:
                if isinstance(known, tuple) and known[0] == "lot":
                    return ((box[0] + box[2]) / 2, box[1] + 0.4)  # the card's title, above its shops
                return centre(box)
        return None

    def click_targets(self, action: Action) -> tuple:
        """The places a person clicks to choose ``action`` (as a multiset).

        A valley tile: the tile, its two cells, and Turn when the tile's second site goes on the
        upper / left cell.  A district tile: the tile, the lot it goes on, and each resource paid
        (a piece beside the city board, or the wheat store).  Supplying: the piece, then the shop.
        A quarry or trade reward: the resource in the common supply, or the monuments.
        """
        if type(action) is Place:
            key = tile_key(action.first + action.second)
            out: tuple = (("hand", key), action.a, action.b)
            return out + (TURN,) if action.first != key[0] else out
        if type(action) is Discard:
            return (("hand", tile_key(action.tile)), DISCARD)
        if type(action) is QuarryTake:
            return (("supply", action.resource),)
        if type(action) is QuarryMonument:
            return (MONUMENT,)
        if type(action) is Buy:
            lot = action.lot if action.lot is not None else free_lot(self.state, self.state.current_player)
            paid = tuple(WHEAT if k == "W" else ("beside", k) for k in action.pay)
            return (("row", action.slot), ("lot", lot)) + paid
        if type(action) is Supply:
            return (("beside", action.resource), ("shop", action.lot, action.shop))
        if type(action) is Gain:
            return (("supply", action.resource),)
        if type(action) is EndTurn:
            return (END,)
        return tuple(action.targets())

    def intended_action(self, state: FertilityState, picks: tuple) -> Action | None:
        """The action a click sequence that matches no legal action most likely meant (for its refusal)."""
        picks = tuple(picks)
        cells = sorted(p for p in picks if isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], int))
        kinds = {p[0] for p in picks if isinstance(p, tuple) and p and isinstance(p[0], str)}
        hand = [p[1] for p in picks if isinstance(p, tuple) and len(p) == 2 and p[0] == "hand"]
        beside = [p[1] for p in picks if isinstance(p, tuple) and len(p) == 2 and p[0] == "beside"]
        shops = [p for p in picks if isinstance(p, tuple) and len(p) == 3 and p[0] == "shop"]
        rows = [p[1] for p in picks if isinstance(p, tuple) and len(p) == 2 and p[0] == "row"]
        lots = [p[1] for p in picks if isinstance(p, tuple) and len(p) == 2 and p[0] == "lot"]
        publics = [p[1] for p in picks if isinstance(p, tuple) and len(p) == 2 and p[0] == "public"]
        if hand and cells:
            key = hand[0]
            a = cells[0]
            if len(cells) >= 2:
                b = cells[1]
            else:  # one cell: the tile lying to its right (or below) is the likeliest meaning
                b = (a[0], a[1] + 1) if a[1] + 1 < state.board.width else (a[0] + 1, a[1])
                if b < a:
                    a, b = b, a
            first, second = (key[1], key[0]) if TURN in picks else (key[0], key[1])
            return place(first, a, second, b)
        if hand and DISCARD in picks:
            return Discard(hand[0])
        if shops:
            lot, n = shops[-1][1], shops[-1][2]
            if beside:
                return Supply(beside[0], lot, n)
            shop = shop_at(state, state.current_player, lot, n)
            need = next((k for k in (shop.needs if shop else "") if k in RESOURCES), None)
            have = next((r for k, r in enumerate(RESOURCES) if state.beside[state.current_player][k]), None)
            return Supply(have or need or "M", lot, n)
        if rows:
            pay = "".join(sorted(beside + ["W"] * picks.count(WHEAT), key="MCPGW".index))
            lot = lots[0] if lots else None
            return Buy(rows[0], pay, lot)
        if publics:
            return (RemovePublic if state.phase == "remove" else TakePublic)(publics[0])
        if END in picks:
            return EndTurn()
        if kinds == {"supply"} and state.phase not in ("quarry", "trade"):
            return Gain(next(p[1] for p in picks if p[0] == "supply"))
        if MONUMENT in picks and state.phase == "quarry":
            return QuarryMonument(state.board.coords[state.pending[0]])
        return None
