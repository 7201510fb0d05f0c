"""Speed helpers of El Dorado: bounded caches keyed by value.  Nothing here decides a rule.

The legal actions of a position depend on the current hand far more than on anything else, and a game
asks about the same hands beside the same spaces again and again.  The rule modules stay as the
rulebook says them; a pure rule function asked again and again for the same values is wrapped by
:func:`remember`, which keeps its answers by those values, a bounded number of them, the least
recently used going first.  :func:`hand_memo` is the record of one hand the movement rules fill.

>>> hand_memo(("Sc", "Ex", "Sc")) is hand_memo(("Ex", "Sc", "Sc"))
True
>>> hand_memo(("Sc", "Ex", "Sc")).ordered
('Ex', 'Sc', 'Sc')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..speed import Caches

if TYPE_CHECKING:
    from .components import Course

_CACHES = Caches()

#: Keep a pure function's answers by its arguments' values, a bounded number of them.
remember = _CACHES.remember

#: Empty every cache of the game's rules (they fill again as the rules are asked).
clear = _CACHES.clear


class HandMemo:
    """One hand, sorted, with its ways of paying by terrain or blockade code (filled by the movement
    rules as they are asked).  Every order of the same cards shares one record (:func:`hand_memo`)."""

    __slots__ = ("ordered", "ways")

    def __init__(self, ordered: tuple[str, ...]) -> None:
        self.ordered = ordered
        self.ways: dict = {}


@remember(maxsize=20_000)
def _memo_of(ordered: tuple[str, ...]) -> HandMemo:
    return HandMemo(ordered)


@remember(maxsize=50_000)
def hand_memo(hand: tuple[str, ...]) -> HandMemo:
    """The :class:`HandMemo` of ``hand`` (in any order), made on first use and kept (bounded)."""
    return _memo_of(tuple(sorted(hand)))


@remember(maxsize=64)
def _tables_of(course_id: int) -> dict:
    return {}


def course_table(course: Course) -> dict:
    """A table for what the movement rules work out about the spaces of ``course`` (filled as spaces
    are asked about), one per course id; ``table[None]`` is the course it was made for, and a new
    course with the same id empties it.

    >>> from rulekit.el_dorado.components import COURSES
    >>> course_table(COURSES[0]) is course_table(COURSES[0])
    True
    """
    table = _tables_of(course.id)
    if table.get(None) is not course:
        table.clear()
        table[None] = course
    return table
