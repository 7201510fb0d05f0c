"""Elfengold (엘픈골드): the Elfenland expansion with gold, auctions and spells, on the Elfenland map.

Modules follow the rulebook's sections: :mod:`.components` (the map and components),
:mod:`.setup` (준비), :mod:`.cards` (phase 1 and gold cards), :mod:`.drawing_tiles`
(phase 3), :mod:`.auction` (phase 4), :mod:`.planning` (phase 5), :mod:`.travel`
(phase 6), :mod:`.round_end` (phase 7 and the end), :mod:`.notation` (positions),
:mod:`.validate` (the checks that refuse a position no game can reach, on loading a save or
building a position).

A turn is one player's whole turn as the phases define it; ``state.turn`` counts the turns completed
so far (0 when the game starts):

* phase 1: one card taken in a pass (EG.cards.three-passes), with any gold-card choices that follow it
  (EG.cards.gold-again);
* phase 3: drawing 2 tiles and keeping one secret (EG.draw.two-tiles, EG.draw.one-secret);
* phase 4: one bid or one pass (EG.auction.bid);
* phase 5: one placement or one pass (EG.plan.turns, EG.gap.placement-action);
* phase 6: a player's whole trip with its reward of gold or 2 cards (EG.move.town-gold,
  EG.move.cards-instead);
* phase 7: a player's choice of tiles to keep and, with the hand-limit option, the cards discarded.

Phase 2 and the other automatic steps are nobody's turn, nor is a pick skipped for want of cards.

>>> from rulekit import elfengold as eg
>>> s = eg.new_game(players=3, seed=7)
>>> s.round, s.phase_name()
(1, 'phase 3: draw face-down tiles')
>>> s2 = s.apply(s.legal_actions()[0])     # the start player keeps a secret tile
>>> s2.turn, s.turn
(1, 0)
"""
from __future__ import annotations

from ..core import Score, load_state
from .actions import (
    Bid,
    Caravan,
    Carpet,
    Cash,
    Discard,
    Double,
    Exchange,
    Keep,
    KeepSecret,
    Pass,
    Place,
    Stop,
    Take,
    TakeCards,
    TakeGold,
    TakeTop,
    Travel,
    parse_action,
)
from .auction import bid_cap
from .components import Board, DataError, load_board, parse_board
from .notation import (
    Position,
    PositionError,
    format_position,
    from_position,
    parse_position,
    position,
    position_text,
)
from .play import apply_all
from .round_end import tally
from .setup import OPTIONS, new_game
from .state import ElfengoldState
from .travel import cost as travel_cost

NAME = "elfengold"
TITLE = {"en": "Elfengold", "ko": "엘픈골드"}
PLAYERS = range(2, 7)
STATE_CLASS = ElfengoldState


def score(state: ElfengoldState) -> dict[int, Score]:
    """``{player: Score}``: towns visited (and the destination penalty in that variant)."""
    return state.score()


def from_json(text: str | bytes) -> ElfengoldState:
    """Load a save file written by ``state.to_json()``."""
    return load_state(text, ElfengoldState)


__all__ = [
    "NAME", "TITLE", "PLAYERS", "OPTIONS", "STATE_CLASS", "new_game", "parse_action", "score", "from_json",
    "position", "parse_position", "format_position", "from_position", "position_text",
    "Position", "PositionError", "ElfengoldState",
    "load_board", "parse_board", "Board", "DataError", "bid_cap", "travel_cost", "apply_all", "tally",
    "Bid", "Caravan", "Carpet", "Cash", "Discard", "Double", "Exchange", "Keep", "KeepSecret", "Pass",
    "Place", "Stop", "Take", "TakeCards", "TakeGold", "TakeTop", "Travel",
]
