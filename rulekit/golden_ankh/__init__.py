"""Golden Ankh (황금 앙크, the Korean edition of *Ankh'or*): the rules as plain Python.

Rule IDs (``GA.…``) follow the rules specification; every refused action raises
:class:`rulekit.RuleViolation` naming one.  Modules follow the rulebook's sections:
``components`` (구성물), ``setup`` (게임 준비), ``adjacency`` (인접),
``turn`` (차례 진행, 기본 행동, 게임 종료), ``bonus`` (보너스 마커), ``ankh`` (추가 행동),
``special`` (특수 타일), ``scoring`` (점수 계산, 승자 결정),
``state`` (the state that combines them), ``savefile``, ``layout`` (a player's layout notation),
``position`` (the whole position's notation), ``edits`` (a position's edits) and
``actions`` (the action notation).

A turn is one player's whole turn in the rulebook's sense, from its first action to ``end``; a scribe's
extra turn is a turn of its own.  ``state.turn`` counts the turns completed (0 when the game starts).

Action notation (one small action at a time; a turn ends with ``end``)::

    take B B A            take 3 tokens (B blue, W white, K black, G green, R red, A ankh)
    buy 3 @ 1,2           buy the tile in market space 3 (1 = leftmost), place it on cell row 1, col 2
    buy 3 U 1,1           … or as the upper-layer tile U(1,1) (on cells 1,1 1,2 2,1 2,2)
    buy 3 U 1,1 -W        … paying one W fewer (upper_discount option)
    refill A              spend 1 ankh: refill the market from stack A (then B if A runs out)
    move 1,2 > 0,3        spend 1 ankh: move the ground tile at 1,2 to 0,3
    move U 1,1 > U 0,0    spend 1 ankh: move an upper-layer tile
    store 1,2             keep a token from your hand on your empty storehouse at 1,2
    return W K A          give back the excess tokens at the end of the turn, all of them at once
    end                   end the turn

Payment is fixed by the price markers above the space, taken in the order best for the buyer: tokens
on storehouses the new upper tile will cover, then hand tokens, then tokens on other storehouses.

Layout notation (a player's tiles; see :mod:`rulekit.golden_ankh.layout`): rows of two-letter tile
codes, colour letter then kind letter (``F`` falcon, ``J`` jackal, ``S`` scarab, ``2`` 2-point,
``H`` storehouse, ``P`` scribe, ``D`` desert; ``H*`` a storehouse keeping a token), ``.`` for an empty
cell, ``/`` or a new line between rows, and ``^`` before the upper layer (a tile at ``(r, c)`` there is
``U(r, c)``).  The rulebook's scoring example::

    >>> from rulekit import golden_ankh as ga
    >>> ex = "W2 . GS BS . / G2 GJ GD GP . / . RD RJ WJ WJ ^ . . . . / . R2 . ."
    >>> ga.score_layout(ex).parts
    {'colour': 10, 'animals': 5, 'numbers': 6, 'bonus': 3, 'tokens': 0}
    >>> s = ga.new_game(players=3, seed=7)
    >>> s = s.apply("take B W A")
    >>> str(s.legal_actions()[-1])
    'end'
"""

from __future__ import annotations

from rulekit.core import Score
from rulekit.glossary import term
from rulekit.i18n import josa

from .actions import (
    Buy,
    EndTurn,
    Move,
    Refill,
    ReturnTokens,
    Store,
    TakeTokens,
    parse_action,
)
from .components import ComponentError, Components, Tile, default_components, make_components
from .edits import move_tile, put_tile, remove_tile, set_position
from .layout import Layout, LayoutError, layout_from_text, layout_to_text
from .position import Position, edit_text, from_position, lone_tiles, position_of, position_text
from .scoring import bonus_entitlement, group_sizes, markers_earned, rank, score_layout, score_parts
from .setup import (
    OPTIONS,
    market_codes,
    new_game,
    price_tokens,
    setup,
    with_layout,
    with_market,
    with_price,
    with_stacks,
    with_tokens,
)
from .state import GoldenAnkhState, from_json

NAME = "golden_ankh"
TITLE = {"en": "Golden Ankh", "ko": "황금 앙크"}
PLAYERS = range(2, 5)
STATE_CLASS = GoldenAnkhState


def _ko(term_id: str) -> str:
    return term("golden_ankh", term_id).ko


#: each option's label and help in English and Korean, as the lab shows them (the rule IDs stay in the help)
OPTION_WORDS: dict[str, dict[str, tuple[str, str]]] = {
    "tokens_per_kind": {"en": ("tokens of each kind", OPTIONS["tokens_per_kind"][1]),
                        "ko": (f"종류별 {_ko('token')} 수",
                               f"종류별 {_ko('token')} 수: 비워 두면 규칙서대로 "
                               "(6개, 3인이면 5개, GA.gap.token-count); "
                               "'published' = 2/3/4인에 4/5/6개; 또는 숫자")},
    "upper_discount": {"en": ("upper-layer discount", OPTIONS["upper_discount"][1]),
                       "ko": (f"{_ko('upper-tile')} 할인",
                              f"출판판 변형: {_ko('upper-tile')}의 값이 산 사람이 고른 "
                              f"{_ko('resource-token')} 1개만큼 적습니다")},
    "start_player": {"en": (term("golden_ankh", "start-player").en, OPTIONS["start_player"][1]),
                     "ko": (_ko("start-player"),
                            f"{_ko('start-player')}의 자리 "
                            "(규칙서는 플레이어들이 정하게 합니다, GA.setup.start-player)")},
    "tiles": {"en": ("tile records", OPTIONS["tiles"][1]),
              "ko": ("타일 자료", "tiles.csv 대신 쓸 타일 기록 "
                              "({id, colour, animal, number, special}의 목록) 또는 CSV 텍스트")},
    "price_holes": {"en": ("price holes", OPTIONS["price_holes"][1]),
                    "ko": (f"{_ko('space')}별 {_ko('hole')} 수",
                           f"{_ko('market-board')}의 {_ko('space')}마다 {_ko('hole')} 수, 왼쪽부터 "
                           "(기본 2,2,2,3,3,3)")},
    "price_markers": {"en": ("price markers", OPTIONS["price_markers"][1]),
                      "ko": (_ko("price-marker"),
                             f"{_ko('price-marker')}의 자원 종류 (기본: 다섯 종류 각 3개)")},
    "bonus_markers": {"en": ("bonus markers", OPTIONS["bonus_markers"][1]),
                      "ko": (_ko("bonus-marker"), f"{_ko('bonus-marker')}의 값 (기본: 3점 12개)")},
    "max_rounds": {"en": ("round limit", OPTIONS["max_rounds"][1]),
                   "ko": (f"{_ko('round')} 제한",
                          f"시뮬레이터의 {_ko('round')} 제한: 이 {josa(_ko('round'), '가')} 끝나면 "
                          f"게임을 끝내고 점수를 셉니다; 비워 두면 제한 없음 "
                          f"(규칙서에는 없습니다; 시뮬레이터가 {_ko('turn')} 수를 자를 수 있습니다, "
                          "GA.gap.tiles-exhausted)")},
}


def score(state: GoldenAnkhState) -> dict[int, Score]:
    """``{player: Score(total, parts)}`` with parts colour, animals, numbers, bonus, tokens."""
    return state.score()


def position(state: GoldenAnkhState, player: int) -> str:
    """A player's layout in the layout notation."""
    return layout_to_text(state.layout(player))


__all__ = [
    "LayoutError",
    "NAME",
    "TITLE",
    "PLAYERS",
    "OPTIONS",
    "OPTION_WORDS",
    "STATE_CLASS",
    "new_game",
    "parse_action",
    "score",
    "from_json",
    "GoldenAnkhState",
    "Buy",
    "EndTurn",
    "Move",
    "Refill",
    "ReturnTokens",
    "Store",
    "TakeTokens",
    "ComponentError",
    "Components",
    "Tile",
    "default_components",
    "make_components",
    "Layout",
    "layout_from_text",
    "layout_to_text",
    "bonus_entitlement",
    "markers_earned",
    "group_sizes",
    "rank",
    "score_layout",
    "score_parts",
    "setup",
    "with_layout",
    "with_market",
    "with_stacks",
    "with_tokens",
    "with_price",
    "price_tokens",
    "market_codes",
    "position",
    "Position",
    "from_position",
    "position_of",
    "position_text",
    "put_tile",
    "remove_tile",
    "lone_tiles",
    "move_tile",
    "set_position",
    "edit_text",
]
