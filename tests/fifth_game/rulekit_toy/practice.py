"""The toy game's misreadings in a form the kit can evaluate (their texts: ``data/misreadings.json``).

:data:`VARIANTS` gives each misreading what :class:`rulekit.practice.Misreading` needs: the actions worth
asking about (``candidates``) and the circumstance it is about (``applies``), or its own way of counting
points (``score``).

>>> from rulekit.practice import select
>>> m = select("toy", ["mis.toy.take-four"])[0]
>>> s = m.positions(1)[0]
>>> [(str(a), m.judge(s, a), s.is_legal(a)) for a in m.candidates(s)][-1]
('take 4', True, False)
"""
from __future__ import annotations

from typing import Any

from .actions import Take
from .position import from_position


def _one_more(state: Any) -> list[Take]:
    """Every legal take and the one a stone too many."""
    return [Take(n) for n in range(1, state.max_take + 2)]


def _lenient_positions(seed: int) -> list[Any]:
    """A few piles big enough that taking one stone too many is refused only by TOY.take.range."""
    return [from_position(f"pile={8 + (seed + k) % 12} taken=0,0 next=P1") for k in range(3)]


VARIANTS: dict[str, dict[str, Any]] = {
    # TOY.take.range: "4 is fine when the pile is big": the take of max_take + 1 stones
    "mis.toy.take-four": {
        "candidates": _one_more,
        "applies": lambda state, action: action.n == state.max_take + 1 <= state.pile,
        "positions": _lenient_positions,
    },
    # TOY.end.last: "the last stone loses": the last taker's 10 points are not counted
    "mis.toy.last-loses": {
        "score": lambda state, player: state.taken[player],
    },
}
