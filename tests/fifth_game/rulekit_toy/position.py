"""The toy game's position notation: one line, ``pile=7 taken=2,1 next=P1`` (``max_take=3`` optional).

``taken`` lists the stones each player holds (its length is the number of players), ``next`` the
player to move; the player before ``next`` took last.  :func:`from_position` builds the position and
checks it (:func:`rulekit_toy.validate.validate`); bad text is a bilingual
:class:`~rulekit.errors.NotationError`.

>>> s = from_position("pile=7 taken=2,1 next=P1")
>>> s.pile, s.taken, s.current_player, s.last_taker, position_text(s)
(7, [2, 1], 0, 1, 'pile=7 taken=2,1 next=P1')
>>> from_position("pile=7 taken=2,0 next=P1")
Traceback (most recent call last):
...
rulekit.errors.InvalidState: state.last = 1 must be a player who took stones (TOY.end.last)
"""
from __future__ import annotations

import re
from typing import Any

from rulekit.errors import NotationError
from rulekit.rng import Rng

from .state import ToyState

_FIELD = re.compile(r"(pile|taken|next|max_take)=(\S+)")


def _bad(text: str) -> NotationError:
    shown = repr(text)[:60]
    example = "pile=7 taken=2,1 next=P1"
    return NotationError(f"not a take-away position: {shown} (write e.g. '{example}')",
                         f"돌 가져가기의 국면 표기가 아닙니다: {shown} ('{example}'처럼 적습니다)",
                         field="position")


def from_position(text: str) -> Any:
    """The position ``text`` describes, checked."""
    if not isinstance(text, str):
        raise _bad(str(text))
    words = text.split()
    found = dict(m.groups() for w in words if (m := _FIELD.fullmatch(w)))
    if len(found) != len(words) or not {"pile", "taken", "next"} <= set(found):
        raise _bad(text)
    try:
        pile = int(found["pile"])
        taken = [int(t) for t in found["taken"].split(",")]
        current = int(found["next"].upper().removeprefix("P")) - 1
        max_take = int(found.get("max_take", "3"))
    except ValueError:
        raise _bad(text) from None
    if not 2 <= len(taken) <= 4 or not 0 <= current < len(taken) or max_take < 1:
        raise _bad(text)
    state = ToyState(len(taken), pile, max_take, 0, Rng(0))
    state.taken, state.current_player = taken, current  # a set-up position counts turns from 0
    state.last_taker = (current - 1) % len(taken) if any(taken) else None
    state.validate()
    return state


def position_text(state: Any) -> str:
    """The notation of ``state`` (:func:`from_position` reads it back)."""
    extra = f" max_take={state.max_take}" if state.max_take != 3 else ""
    return (f"pile={state.pile} taken={','.join(map(str, state.taken))} "
            f"next=P{state.current_player + 1}{extra}")
