"""The two test tiers: ``make test`` (fast, the default of ``pytest``) and ``make test-all`` (deep).

``pytest --tier all`` (``make test-all``, what CI runs) runs every test; the fast tier (``--tier fast``,
the default) leaves out the tests marked ``deep`` or ``browser`` and runs the exhaustive tests on a
sample.  ``tests/conftest.py`` reads the option and sets ``RULEKIT_TEST_TIER`` before collection, so a
test module can choose its parameters with :func:`sample`.

>>> import os
>>> before = os.environ.get(ENV, "fast")
>>> os.environ[ENV] = "fast"
>>> picked = sample(range(10), 3)
>>> picked == sample(range(10), 3), len(picked), picked[0]
(True, 3, 0)
>>> os.environ[ENV] = "all"
>>> sample(range(10), 3)
[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
>>> os.environ[ENV] = "fast"
>>> from collections import namedtuple
>>> A = namedtuple("A", "kind n")
>>> [a.n for a in by_kind([A("buy", i) for i in range(9)] + [A("end", 9)], 2)]
[0, 7, 9]
>>> os.environ[ENV] = before
"""
from __future__ import annotations

import os
import random
from collections.abc import Iterable
from typing import TypeVar

T = TypeVar("T")
TIERS = ("fast", "all")
ENV = "RULEKIT_TEST_TIER"


def tier() -> str:
    """``"fast"`` or ``"all"``: the tier being run (fast when nothing says otherwise)."""
    value = os.environ.get(ENV, "fast")
    return value if value in TIERS else "fast"


def deep() -> bool:
    """True in the deep tier (``make test-all``)."""
    return tier() == "all"


def sample(items: Iterable[T], k: int, seed: int = 0) -> list[T]:
    """Every item in the deep tier; in the fast tier ``k`` of them, the same ones on every run (a
    seeded draw, kept in their order, always including the first)."""
    items = list(items)
    if deep() or len(items) <= k:
        return items
    rest = sorted(random.Random(seed).sample(range(1, len(items)), k - 1)) if k > 1 else []
    return [items[i] for i in [0, *rest]]


def by_kind(actions: Iterable[T], k: int, seed: int = 0) -> list[T]:
    """Every action in the deep tier; in the fast tier up to ``k`` of each kind (``action.kind``), so
    that every kind on offer is still exercised; the actions keep their order."""
    actions = list(actions)
    if deep():
        return actions
    groups: dict[str, list[int]] = {}
    for i, action in enumerate(actions):
        groups.setdefault(getattr(action, "kind", ""), []).append(i)
    keep = sorted(i for indices in groups.values() for i in sample(indices, k, seed))
    return [actions[i] for i in keep]
