"""Fertility (퍼틸리티): the rules as plain Python.

Rule IDs follow the spec (``FE.place.connect-same-site`` …); every refusal names one.  The
modules follow the rulebook's sections: :mod:`.components` (구성물), :mod:`.board` and
:mod:`.state` (게임 준비), :mod:`.valley` (step 1: placing and collecting), :mod:`.districts`
(step 2), :mod:`.shops` (step 3 and the kinds of shop), :mod:`.end` (end of turn and of the game),
:mod:`.scoring` (final scoring and the winner), :mod:`.position` (the position notation) and
:mod:`.actions` (the action notation).

A turn is one player's whole turn (``FE.turn.steps``): place a valley tile or discard, then build and
supply, then the end of turn; ``state.turn`` counts the turns completed so far (0 when the game starts),
so a game of 3 players ends with ``state.turn == 27`` (``FE.end.nine-turns``).

>>> from rulekit import fertility as fe
>>> s = fe.new_game(players=2, seed=7)
>>> a = s.legal_actions()[0]
>>> s2 = s.apply(a)
>>> s2.phase in ("quarry", "build"), s.phase
(True, 'place')
>>> fe.from_json(s2.to_json()) == s2
True
"""
from __future__ import annotations

from ..core import Score, load_state
from ..glossary import term
from .actions import (
    Buy,
    Discard,
    EndTurn,
    Gain,
    MoveGoods,
    Place,
    QuarryMonument,
    QuarryTake,
    RemovePublic,
    Supply,
    TakePublic,
    parse_action,
    place,
    tile_key,
)
from .components import Components, DataError, Shop, load_components
from .position import PositionError, format_position, parse_position
from .state import OPTIONS, FertilityState, new_game

NAME = "fertility"
TITLE = {"en": "Fertility", "ko": "퍼틸리티"}
PLAYERS = range(2, 5)
STATE_CLASS = FertilityState


def _ko(term_id: str) -> str:
    return term("fertility", term_id).ko


#: each option's label and help in English and Korean, as the lab shows them (the rule IDs stay in the help)
OPTION_WORDS: dict[str, dict[str, tuple[str, str]]] = {
    "variant": {"en": (term("fertility", "two-player-variant").en, OPTIONS["variant"][1]),
                "ko": (_ko("two-player-variant"),
                       f"{_ko('two-player-variant')} (FE.var.two-player): {_ko('valley-tile')} 39장, "
                       f"차례마다 {_ko('public-tiles')} 한 장을 치웁니다")},
    "data": {"en": ("component data folder", OPTIONS["data"][1]),
             "ko": ("구성물 자료 폴더", "구성물 자료 파일이 든 폴더 (기본: 키트의 예시 세트)")},
    "monument_kinds": {"en": ("monument kinds", OPTIONS["monument_kinds"][1]),
                       "ko": (f"{_ko('monument')} 종류",
                              f"차례 순서대로 각 플레이어의 {_ko('monument')} 종류 (기본: 앞쪽 종류들)")},
}


def score(state: FertilityState) -> dict[int, Score]:
    """``{player: Score}`` by the five categories of final scoring (FE.score.order)."""
    return state.score()


def from_json(text: str | bytes) -> FertilityState:
    """Load a save file written by ``state.to_json()``; :class:`rulekit.SaveError` if it is bad."""
    return load_state(text, FertilityState)


__all__ = [
    "PositionError",
    "NAME", "TITLE", "PLAYERS", "OPTIONS", "OPTION_WORDS", "STATE_CLASS", "new_game", "parse_action", "score",
    "from_json",
    "parse_position", "format_position", "FertilityState", "Components", "DataError", "Shop",
    "load_components", "MoveGoods",
    "Place", "Discard", "QuarryTake", "QuarryMonument", "Buy", "Supply", "Gain", "TakePublic", "RemovePublic",
    "EndTurn", "place", "tile_key",
]
