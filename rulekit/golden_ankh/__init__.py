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
