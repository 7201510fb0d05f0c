"""Speed helpers of Elfengold: bounded caches keyed by value.  Nothing here decides a rule.

The rule modules stay as the rulebook says them; a pure rule function asked again and again for the
same values (the ways to pay a cost, the actions of a hand) is wrapped by :func:`remember`, which
keeps its answers by those values, a bounded number of them, the least recently used going first.

>>> @remember(maxsize=2)
... def double(x):
...     return 2 * x
>>> double(2), double.cache_info().currsize
(4, 1)
>>> clear(); double.cache_info().currsize
0
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

#: Every cache of :func:`remember`, so that :func:`clear` empties them all.
_CLEARS: list[Callable[[], None]] = []


def remember(maxsize: int) -> Callable[[F], F]:
    """Keep the results of a pure function of hashable values, at most ``maxsize`` of them, the least
    recently used first out (:func:`functools.lru_cache`, emptied by :func:`clear`).  Callers must not
    change what it returns (it is shared)."""

    def wrap(f: F) -> F:
        cached = lru_cache(maxsize=maxsize)(f)
        _CLEARS.append(cached.cache_clear)
        return cached  # type: ignore[return-value]

    return wrap


def clear() -> None:
    """Empty every cache of this module (they fill again as the rules are asked)."""
    for c in _CLEARS:
        c()
