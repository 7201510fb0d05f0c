"""Bounded caches keyed by value, for the games' speed helpers (``rulekit/<game>/speed.py``).

A game's rule modules say the rules as the rulebook does; a pure rule function asked again and again
for the same values (the ways to pay a cost, the actions of a hand) is wrapped by its game's
``remember``, which keeps its answers by those values, a bounded number of them, the least recently
used going first.  Each game keeps one :class:`Caches`, so that its ``clear()`` empties that game's
caches and no other's.

>>> caches = Caches()
>>> @caches.remember(maxsize=2)
... def double(x):
...     return 2 * x
>>> double(2), double.cache_info().currsize
(4, 1)
>>> caches.clear(); double.cache_info().currsize
0
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


class Caches:
    """The caches of one game: :meth:`remember` makes one, :meth:`clear` empties them all."""

    def __init__(self) -> None:
        self._clears: list[Callable[[], None]] = []

    def remember(self, maxsize: int) -> Callable[[F], F]:
        """Keep the results of a pure function of hashable values, at most ``maxsize`` of them, the least
        recently used first out (:func:`functools.lru_cache`).  Callers must not change what it returns
        (it is shared)."""

        def wrap(f: F) -> F:
            cached = lru_cache(maxsize=maxsize)(f)
            self._clears.append(cached.cache_clear)
            return cached  # type: ignore[return-value]

        return wrap

    def clear(self) -> None:
        """Empty every cache made by :meth:`remember` (they fill again as the rules are asked)."""
        for clear in self._clears:
            clear()
