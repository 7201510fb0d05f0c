"""Seeded, recorded randomness owned by a game state.

Every shuffle and draw in a game comes from the state's own :class:`Rng`, never
from the global :mod:`random` module, so the same seed and the same actions
always give the same game.  The generator is SplitMix64: its whole state is one
64-bit integer, so copying a game state and saving it to JSON stay cheap.

>>> r = Rng(7)
>>> a = [r.randrange(6) for _ in range(3)]
>>> r2 = Rng(7)
>>> a == [r2.randrange(6) for _ in range(3)]
True
"""
from __future__ import annotations

import os
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from .errors import OptionError

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def fresh_seed() -> int:
    """A new random seed from the operating system (used when a game is given none)."""
    return int.from_bytes(os.urandom(6), "big")


def _whole(value: object, field: str) -> int:
    """``value`` if it is a whole number (an ``int``, not a ``bool``); else a bilingual OptionError.

    Only the low 64 bits of a seed count, so any whole number is a seed (``new_game`` checks the range).
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    from .checks import show_value  # checks imports this module for fresh_seed

    text, kind = show_value(value), type(value).__name__
    raise OptionError(f"the generator's {field} must be a whole number, not {text} ({kind})",
                      f"난수 생성기의 {field} 값은 정수여야 합니다. 받은 값: {text} ({kind})", field=field)


class Rng:
    """A small deterministic generator whose state is a single integer.

    >>> Rng(2.5)
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: the generator's seed must be a whole number, not 2.5 (float)
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0, *, state: int | None = None) -> None:
        if state is not None:
            self.state = _whole(state, "state") & _MASK
        else:
            # Scramble the seed once so that nearby seeds give unrelated streams.
            self.state = ((_whole(seed, "seed") & _MASK) * 0xD1B54A32D192ED03 + _GOLDEN) & _MASK

    def copy(self) -> Rng:
        new = Rng.__new__(Rng)  # the state is already a checked 64-bit integer: no need to check it again
        new.state = self.state
        return new

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)

    def __repr__(self) -> str:
        return f"Rng(state={self.state})"

    def next64(self) -> int:
        self.state = z = (self.state + _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def randrange(self, start: int, stop: int | None = None) -> int:
        if stop is None:
            start, stop = 0, start
        return start + self.randbelow(stop - start)

    def random(self) -> float:
        """A float in ``[0, 1)`` with 53 random bits."""
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, seq: Sequence[T]) -> T:
        """A uniform element of ``seq``: the draw of :meth:`randbelow`, written out in one call
        because simulations draw once per action."""
        n = len(seq)
        if not n:
            raise IndexError("choice from an empty sequence")
        limit = (1 << 64) - (1 << 64) % n
        s = self.state
        while True:
            s = z = (s + _GOLDEN) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = s
                return seq[z % n]

    def shuffle(self, seq: MutableSequence) -> None:
        """Shuffle ``seq`` in place (Fisher-Yates): each swap draws as :meth:`randbelow` does, written
        out in one loop because decks are shuffled, and views of hidden cards drawn, very often."""
        s = self.state
        for i in range(len(seq) - 1, 0, -1):
            n = i + 1
            limit = (1 << 64) - (1 << 64) % n
            while True:
                s = z = (s + _GOLDEN) & _MASK
                z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            seq[i], seq[j] = seq[j], seq[i]
            self.state = s

    def shuffled(self, seq: Sequence[T]) -> list[T]:
        out = list(seq)
        self.shuffle(out)
        return out

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        if not 0 <= k <= len(pool):
            raise ValueError("sample larger than population")
        for i in range(k):
            j = i + self.randbelow(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

    def spawn(self, salt: int = 0) -> Rng:
        """An independent generator derived from this one (does not advance it)."""
        return Rng(state=(self.state ^ ((salt + 1) * 0xA0761D6478BD642F)) & _MASK)
