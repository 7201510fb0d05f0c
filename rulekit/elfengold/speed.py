"""Speed helpers of Elfengold: bounded caches keyed by value (:class:`rulekit.speed.Caches`).  Nothing here
decides a rule: a pure rule function asked again and again for the same values (the ways to pay a cost,
the actions of a hand) is wrapped by :func:`remember`.

>>> @remember(maxsize=2)
... def double(x):
...     return 2 * x
>>> double(2), double.cache_info().currsize
(4, 1)
>>> clear(); double.cache_info().currsize
0
"""

from __future__ import annotations

from ..speed import Caches

_CACHES = Caches()

#: Keep a pure function's answers by its arguments' values, a bounded number of them.
remember = _CACHES.remember

#: Empty every cache of the game's rules (they fill again as the rules are asked).
clear = _CACHES.clear
