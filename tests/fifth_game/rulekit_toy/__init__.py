"""Take-away (돌 가져가기), the kit's toy game: the worked example of a game package.

A pile of 10 to 20 stones (drawn from the seed); players in turn take 1 to 3 stones; whoever takes
the last stone wins.  Everything the kit knows about the game lives in this package (and the drawing
in its widgets package, :mod:`widgets_toy`); CONTRIBUTING.md, "Adding a fifth game", walks through it.

=================  =========================================================================
:mod:`.actions`    the action (``take N``) and its notation
:mod:`.state`      the state and its rules, each check citing a rule ID
:mod:`.validate`   what a reachable position satisfies
:mod:`.position`   the one-line position notation (``pile=7 taken=2,1 next=P1``)
:mod:`.bots`       the game's bot additions (a quick bot of its own, the lab's words)
:mod:`.practice`   the evaluable forms of the common misreadings
``data/``          ``rules.json`` (the rule catalogue), ``glossary.json``, ``misreadings.json``
=================  =========================================================================

>>> s = new_game(players=2, seed=1)
>>> s.pile, s.apply("take 3").pile
(12, 9)
>>> from_json(s.to_json()) == s
True
"""
from __future__ import annotations

from typing import Any

from rulekit.checks import check_int, check_players, check_seed
from rulekit.core import Score, load_state
from rulekit.rng import Rng

from .actions import Take, parse_action
from .position import from_position, position_text
from .state import ToyState

NAME = "toy"
TITLE = {"en": "Take-away", "ko": "돌 가져가기"}
PLAYERS = range(2, 5)
OPTIONS = {"max_take": (3, "most stones one turn may take")}
STATE_CLASS = ToyState
#: The sections of the rule reference page (the catalogue's IDs are PREFIX.section...), in both languages.
RULE_SECTIONS = {"setup": ("Setting up", "준비"), "take": ("Taking stones", "돌 가져가기"),
                 "end": ("End of the game", "게임 종료")}
#: The start page's line about the game's lessons.
BLURB = {"en": "the smallest game on the kit's contract: take 1 to 3 stones, take the last one to win",
         "ko": "키트의 약속을 따르는 가장 작은 게임: 돌을 1~3개씩 가져가고, 마지막 돌을 가져가면 이깁니다"}
#: The game's widgets package, named because the game lives outside the kit (a game of the kit has
#: its widgets in ``widgets/<name>/`` and leaves this out).
WIDGETS = "widgets_toy"

__all__ = ["BLURB", "NAME", "OPTIONS", "PLAYERS", "RULE_SECTIONS", "STATE_CLASS", "TITLE", "Take", "ToyState",
           "WIDGETS", "from_json", "from_position", "new_game", "parse_action", "position_text", "score"]


def new_game(players: int = 2, seed: int | None = None, max_take: int = 3) -> ToyState:
    """A new game: a pile of 10 to 20 stones drawn from ``seed`` (TOY.setup.pile); a bad argument is a
    bilingual :class:`~rulekit.errors.OptionError`.

    >>> new_game(players=5)
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: Take-away: players must be a whole number 2 to 4, not 5
    """
    players = check_players(players, PLAYERS, TITLE)
    seed = check_seed(seed)
    max_take = check_int(max_take, "max_take", 1, 10)
    rng = Rng(seed)
    return ToyState(players, 10 + rng.randrange(11), max_take, seed, rng)


def score(state: ToyState) -> dict[int, Score]:
    return state.score()


def from_json(text: str) -> Any:
    return load_state(text, ToyState)
