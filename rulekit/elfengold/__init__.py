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
from ..glossary import term
from ..i18n import josa
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


def _ko(term_id: str) -> str:
    return term("elfengold", term_id).ko


#: each option's label and help in English and Korean, as the lab shows them (the rule IDs stay in the help)
OPTION_WORDS: dict[str, dict[str, tuple[str, str]]] = {
    "random_values": {"en": ("random gold values", OPTIONS["random_values"][1]),
                      "ko": (f"무작위 {_ko('town-value')}",
                             f"{josa(_ko('town-value'), '을')} 무작위로 놓습니다 "
                             "(EG.variant.random-values)")},
    "wizards": {"en": ("elf wizards", OPTIONS["wizards"][1]),
                "ko": (_ko("elf-wizard"), f"{_ko('elf-wizard')} 카드 6장을 더합니다: "
                                          f"{_ko('obstacle')} 도움과 {_ko('magic-carpet')} "
                                          "(EG.variant.wizards)")},
    "wizards_before_deal": {"en": ("wizards before the deal", OPTIONS["wizards_before_deal"][1]),
                            "ko": (f"나눠 주기 전에 {_ko('elf-wizard')} 섞기",
                                   f"규칙서대로 나눠 주기 전에 {_ko('elf-wizard')} 카드를 63장에 섞습니다; "
                                   "끄면 나눠 준 뒤에 더합니다 (EG.gap.wizard-shuffle)")},
    "destination": {"en": ("secret destinations", OPTIONS["destination"][1]),
                    "ko": ("비밀 목적지", f"비밀 목적지 {_ko('town')}: 아직 남은 길 하나마다 1점을 뺍니다 "
                                        "(EG.variant.destination)")},
    "published_display": {"en": ("published display", OPTIONS["published_display"][1]),
                          "ko": (f"{_ko('gold-card')} 섞기 전에 펼치기",
                                 f"{josa(_ko('gold-card'), '을')} 섞어 넣기 전에 카드 3장을 펼쳐 둡니다"
                                 " (EG.gap.display-setup)")},
    "blind_draw": {"en": ("blind draw", OPTIONS["blind_draw"][1]),
                   "ko": (f"{_ko('deck')} 맨 위 뽑기",
                          f"보통 고르기에서 {_ko('deck')} 맨 위 카드도 가져갈 수 있습니다 "
                          "(EG.gap.deck-draw)")},
    "hand_limit": {"en": ("hand limit", OPTIONS["hand_limit"][1]),
                   "ko": ("손패 제한", f"{_ko('round')} 끝에 남기는 카드 수; 0 = 제한 없음 "
                                      "(EG.base.hand-limit; 엘픈랜드: 4)")},
    "hidden_gold": {"en": ("hidden gold", OPTIONS["hidden_gold"][1]),
                    "ko": (f"숨긴 {_ko('gold')}",
                           f"{_ko('gold')} 보유량을 주인에게만 보여 줍니다 (EG.gap.gold-visibility)")},
    "rounds": {"en": ("rounds", OPTIONS["rounds"][1]),
               "ko": (f"{_ko('round')} 수", f"{_ko('round')} 수 (EG.round.count); 짧은 수업에는 더 적게")},
}


def score(state: ElfengoldState) -> dict[int, Score]:
    """``{player: Score}``: towns visited (and the destination penalty in that variant)."""
    return state.score()


def from_json(text: str | bytes) -> ElfengoldState:
    """Load a save file written by ``state.to_json()``."""
    return load_state(text, ElfengoldState)


__all__ = [
    "NAME", "TITLE", "PLAYERS", "OPTIONS", "OPTION_WORDS", "STATE_CLASS", "new_game", "parse_action", "score",
    "from_json",
    "position", "parse_position", "format_position", "from_position", "position_text",
    "Position", "PositionError", "ElfengoldState",
    "load_board", "parse_board", "Board", "DataError", "bid_cap", "travel_cost", "apply_all", "tally",
    "Bid", "Caravan", "Carpet", "Cash", "Discard", "Double", "Exchange", "Keep", "KeepSecret", "Pass",
    "Place", "Stop", "Take", "TakeCards", "TakeGold", "TakeTop", "Travel",
]
