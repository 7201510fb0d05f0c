"""Which click on the toy's picture means which place: a row of 20 numbered stone slots.

Slot ``k`` (counted from the right) holds a stone while the pile has at least ``k`` stones; a click on it
is the place ``k``, the same value ``Take(k).targets()`` returns, so clicking stone ``k`` is "take k
stones".  What is legal is rulekit's to say; this module only maps places to points of the picture.

>>> place_xy(3), place_at(18.0, 1.3, pile=5), place_at(18.0, 2.5, pile=5), place_at(10.0, 1.2, pile=5)
((18, 1.2), 3, None, None)
"""
from __future__ import annotations

from collections.abc import Hashable

SLOTS = 20
Y = 1.2


def slot_x(k: int) -> float:
    """The x of slot ``k`` (slot 1 is the rightmost)."""
    return SLOTS + 1 - k


def place_xy(place: Hashable) -> tuple[float, float] | None:
    """The centre of the slot ``place``, or None for a place the picture does not have."""
    return (slot_x(place), Y) if isinstance(place, int) and 1 <= place <= SLOTS else None


def place_at(x: float, y: float, pile: int) -> int | None:
    """The slot under the point ``(x, y)`` while it holds a stone, else None."""
    k = SLOTS + 1 - round(x)
    if not (1 <= k <= pile) or abs(y - Y) > 0.5:
        return None
    return k
