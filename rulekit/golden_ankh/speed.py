"""Speed helpers of Golden Ankh: bounded caches keyed by value, and tables built once per component set.

Nothing here decides a rule.  The rule modules stay as the rulebook says them; where a rule's answer
is asked again and again for the same values (a layout's points, the moves of a layout's shape, the
ways to take tokens), the rule function is wrapped by one of these decorators, which remembers the
answer by the values it was asked about, a bounded number of them, the least recently used going first.

>>> calls = []
>>> @remember(maxsize=2)
... def double(x):
...     calls.append(x)
...     return 2 * x
>>> double(1), double(1), double(2), double(3), double(1), calls
(2, 2, 4, 6, 2, [1, 2, 3, 1])
>>> clear(); double(2), calls[-1]
(4, 2)
"""

from __future__ import annotations

from collections import OrderedDict, namedtuple
from collections.abc import Callable, Hashable, Mapping
from functools import lru_cache, wraps
from itertools import islice
from typing import TYPE_CHECKING, Any, TypeVar

from .adjacency import Cell

if TYPE_CHECKING:
    from ..rng import Rng
    from .components import Components

F = TypeVar("F", bound=Callable[..., Any])

_CacheInfo = namedtuple("_CacheInfo", "hits misses maxsize currsize")
_CacheInfo.__name__ = "CacheInfo"

#: Every table of this module's decorators, so that :func:`clear` empties them all.
_CLEARS: list[Callable[[], None]] = []


def remember(maxsize: int, key: Callable[..., Hashable] | None = None) -> Callable[[F], F]:
    """Keep the results of a pure function by ``key(*args)`` (the arguments themselves when ``key`` is
    ``None``; they must then be hashable), at most ``maxsize`` of them, the least recently used first out.

    With ``key=None`` this is :func:`functools.lru_cache`; a ``key`` lets a function of unhashable values
    (a layout dict) be kept by a value made from them.  Callers must not change what it returns (it is
    shared).
    """

    def wrap(f: F) -> F:
        if key is None:
            cached = lru_cache(maxsize=maxsize)(f)
            _CLEARS.append(cached.cache_clear)
            return cached  # type: ignore[return-value]
        table: OrderedDict[Hashable, object] = OrderedDict()
        _CLEARS.append(table.clear)
        keyed = key

        @wraps(f)
        def kept(*args: object) -> object:
            k = keyed(*args)
            try:
                value = table[k]
            except KeyError:
                value = table[k] = f(*args)
                if len(table) > maxsize:
                    table.popitem(last=False)
                return value
            table.move_to_end(k)
            return value

        return kept  # type: ignore[return-value]

    return wrap


def remember_unless_drawn(maxsize: int) -> Callable[[F], F]:
    """Keep the results of a function ``f(*args, rng=...)`` by its arguments but the generator, at most
    ``maxsize`` of them, the oldest first out, and only the results for which ``f`` drew nothing from
    ``rng``: whether it draws depends on the arguments alone, so those results hold for any generator.

    >>> from rulekit.rng import Rng
    >>> @remember_unless_drawn(maxsize=4)
    ... def pick(options, *, rng):
    ...     return options[0] if len(options) == 1 else options[rng.randbelow(len(options))]
    >>> pick(("a",), rng=Rng(1)), pick(("a",), rng=Rng(2)), pick.cache_info().currsize
    ('a', 'a', 1)
    >>> pick(("a", "b"), rng=Rng(1)) in "ab", pick.cache_info().currsize
    (True, 1)
    """

    def wrap(f: F) -> F:
        table: dict[Hashable, object] = {}
        _CLEARS.append(table.clear)

        @wraps(f)
        def kept(*args: object, rng: Rng) -> object:
            try:
                return table[args]
            except KeyError:
                pass
            state = rng.state
            value = f(*args, rng=rng)
            if rng.state == state:
                table[args] = value
                if len(table) > maxsize:
                    drop_oldest(table, maxsize)
            return value

        kept.cache_info = lambda: _CacheInfo(None, None, maxsize, len(table))  # type: ignore[attr-defined]
        return kept  # type: ignore[return-value]

    return wrap


def drop_oldest(table: dict, maxsize: int) -> None:
    """Bring ``table``, over ``maxsize`` entries, back under it: the oldest entries go, an eighth of
    ``maxsize`` at once.

    Removing them one at a time would cost more and more: a dict emptied from its front walks over
    every entry removed since it last grew before it finds the oldest one left.

    >>> table = dict.fromkeys(range(9))
    >>> drop_oldest(table, 8); list(table)
    [2, 3, 4, 5, 6, 7, 8]
    """
    for key in list(islice(table, len(table) - maxsize + max(1, maxsize // 8))):
        del table[key]


class Cells(dict[Cell, int]):
    """A layout's cells ``{cell: tile id}`` as a game state holds them: a value that knows its hash.

    A state never changes a layout in place: placing or moving a tile makes a new one (:func:`placed`,
    :func:`moved`), so a ``Cells`` keeps the hash it was made with, worked out from the layout it came
    from and the cells that changed, not from every cell again.  The hash does not depend on the order
    the cells came in; a ``Cells`` compares equal to the plain dict of its cells (a copy of it is one).

    >>> a = Cells.of({(0, 0): 1, (0, 1): 2})
    >>> b = moved(placed(Cells.of({(0, 0): 1}), (1, 0), 2), (1, 0), (0, 1))
    >>> a == b == {(0, 0): 1, (0, 1): 2}, hash(a) == hash(b), b
    (True, True, {(0, 0): 1, (0, 1): 2})
    """

    __slots__ = ("_hash",)
    _hash: int

    def __hash__(self) -> int:  # type: ignore[override]
        return self._hash

    @classmethod
    def of(cls, cells: Mapping[Cell, int]) -> Cells:
        """``cells`` as a ``Cells`` (itself when it is one), its hash worked out from every cell."""
        if type(cells) is cls:
            return cells
        new = cls(cells)
        h = 0
        for (r, c), tid in new.items():
            h ^= _item_hash(r, c, tid)
        new._hash = h
        return new


def _item_hash(r: int, c: int, tid: int) -> int:
    """One cell's share of a layout's hash.  Python hashes -1 and -2 alike, so the coordinates, which
    may be negative, are shifted first: cells a row or a column apart must not share a share."""
    return hash((r + _SHIFT, c + _SHIFT, tid))


_SHIFT = 1 << 20  # larger than any layout's coordinates


#: The layouts made by :func:`placed` and :func:`moved` lately, by hash: a layout made again (greedy
#: tries the same moves turn after turn) is the one made before, so that the tables of
#: :func:`by_layout` find it as the same object, without comparing its cells each time.
_MADE: dict[int, Cells] = {}
_MADE_LIMIT = 50_000
_CLEARS.append(_MADE.clear)


def _one_of_each(new: Cells) -> Cells:
    """``new``, or an equal layout made before it (kept a bounded while, the oldest first out)."""
    made = _MADE.get(new._hash)
    if made is not None and made == new:
        return made
    _MADE[new._hash] = new
    if len(_MADE) > _MADE_LIMIT:
        drop_oldest(_MADE, _MADE_LIMIT)
    return new


def placed(cells: Mapping[Cell, int], cell: Cell, tid: int) -> Cells:
    """A new layout: ``cells`` with tile ``tid`` put on the empty ``cell`` (``cells`` is left alone).

    >>> placed(Cells.of({(0, 0): 1}), (0, 1), 2)
    {(0, 0): 1, (0, 1): 2}
    """
    old = cells if type(cells) is Cells else Cells.of(cells)
    new = Cells(old)
    new[cell] = tid
    new._hash = old._hash ^ hash((cell[0] + _SHIFT, cell[1] + _SHIFT, tid))  # _item_hash, written out
    return _one_of_each(new)


def moved(cells: Mapping[Cell, int], src: Cell, dst: Cell) -> Cells:
    """A new layout: ``cells`` with the tile at ``src`` moved to the empty ``dst`` (``cells`` is left
    alone: copies of a state share their layouts).

    >>> a = Cells.of({(0, 0): 1, (0, 1): 2})
    >>> moved(a, (0, 1), (1, 0)), a
    ({(0, 0): 1, (1, 0): 2}, {(0, 0): 1, (0, 1): 2})
    """
    old = cells if type(cells) is Cells else Cells.of(cells)
    key = (old._hash, src, dst)
    found = _MOVES.get(key)
    if found is not None and (found[0] is old or found[0] == old):
        return found[1]
    new = Cells(old)
    tid = new.pop(src)
    new[dst] = tid
    # _item_hash of both cells, written out: greedy moves every tile of a layout, turn after turn
    new._hash = (old._hash ^ hash((src[0] + _SHIFT, src[1] + _SHIFT, tid))
                 ^ hash((dst[0] + _SHIFT, dst[1] + _SHIFT, tid)))
    new = _one_of_each(new)
    _MOVES[key] = (old, new)
    if len(_MOVES) > _MOVES_LIMIT:
        drop_oldest(_MOVES, _MOVES_LIMIT)
    return new


#: The layouts :func:`moved` made lately, by the layout they came from (its hash, checked by its cells)
#: and the move: greedy tries every move of a layout, turn after turn, and a move made again gives the
#: layout made before without copying a cell.
_MOVES: dict[tuple[int, Cell, Cell], tuple[Cells, Cells]] = {}
_MOVES_LIMIT = 20_000
_CLEARS.append(_MOVES.clear)


def by_layout(maxsize: int) -> Callable[[F], F]:
    """Keep the results of a pure function ``f(comp, ground, upper)`` of a layout of tile ids by its
    value: the component set and the cells with their tiles, at most ``maxsize`` layouts, the oldest
    first out.  Callers must not change what it returns (it is shared).  ``f`` must not depend on the
    order of the cells.

    A layout is found by the hashes its :class:`Cells` carry, and an entry counts only when its
    layout equals the one asked about (the same objects, or equal cells): greedy asks for every
    candidate move's layout, so finding it must cost little more than reading two numbers.

    >>> @by_layout(maxsize=4)
    ... def size(comp, ground, upper):
    ...     return len(ground) + len(upper)
    >>> size(None, {(0, 0): 3}, {}), size(None, {(0, 0): 3}, {(0, 0): 4})
    (1, 2)
    >>> size(None, {(0, 0): 3}, {}), size.cache_info()
    (1, CacheInfo(hits=None, misses=2, maxsize=4, currsize=2))
    """

    def wrap(f: F) -> F:
        table: dict[int, tuple[object, Cells, Cells, object]] = {}
        misses = [0]  # hits are not counted: a count would cost a fifth of a look-up

        def clear_table() -> None:
            table.clear()
            misses[0] = 0

        _CLEARS.append(clear_table)
        of = Cells.of

        @wraps(f)
        def lookup(comp: object, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> object:
            if type(ground) is not Cells:
                ground = of(ground)  # a plain dict: kept by its value all the same
            if type(upper) is not Cells:
                upper = of(upper)
            key = ground._hash ^ (upper._hash * 1_000_003)
            found = table.get(key)
            if (found is not None and found[0] is comp and (found[1] is ground or found[1] == ground)
                    and (found[2] is upper or found[2] == upper)):
                return found[3]
            misses[0] += 1
            value = f(comp, ground, upper)
            table[key] = (comp, ground, upper, value)  # another layout of the same hash gives way
            if len(table) > maxsize:
                drop_oldest(table, maxsize)
            return value

        def cache_info() -> _CacheInfo:
            return _CacheInfo(None, misses[0], maxsize, len(table))

        lookup.cache_info = cache_info  # type: ignore[attr-defined]
        return lookup  # type: ignore[return-value]

    return wrap


def shape_key(ground: Mapping[Cell, object],
              upper: Mapping[Cell, object]) -> tuple[frozenset[Cell], frozenset[Cell]]:
    """The value a layout is kept by when only where its tiles lie matters, not which tiles they are.

    >>> shape_key({(0, 0): 3, (0, 1): 4}, {}) == shape_key({(0, 1): 9, (0, 0): 1}, {})
    True
    """
    return (frozenset(ground), frozenset(upper))


def clear() -> None:
    """Empty every table of this module (they fill again as rules are asked)."""
    for c in _CLEARS:
        c()


@lru_cache(maxsize=8)
def tile_tables(comp: Components) -> tuple[tuple[str, ...], tuple[str | None, ...], tuple[int, ...]]:
    """Each tile's colour, animal and printed number by tile id, as three tuples: a state's layouts
    hold tile ids, and a tuple is read faster than a tile's attributes.  Built once per component set.

    >>> from rulekit.golden_ankh.components import default_components
    >>> colour, animal, number = tile_tables(default_components())
    >>> colour[0], animal[0], number[0]
    ('blue', 'falcon', 0)
    """
    tiles = comp.tiles
    return (tuple(t.colour for t in tiles), tuple(t.animal for t in tiles), tuple(t.number for t in tiles))


@lru_cache(maxsize=8)
def kind_counts(comp: Components, size: int) -> tuple[tuple[int, ...], int, int]:
    """Each tile's colour and animal as one integer, so that summing a layout's tiles counts every
    colour and every animal at once: a bit field per kind, wide enough for every tile of the set.

    Returns ``(per tile id, offset, high bits)``: adding ``offset`` (``2**(w-1) - size`` in each field)
    to a sum sets a field's high bit exactly when that kind has at least ``size`` tiles.  Built once
    per component set.
    """
    tiles = comp.tiles
    kinds = sorted({("colour", str(t.colour)) for t in tiles}
                   | {("animal", t.animal) for t in tiles if t.animal is not None})
    width = max(8, (len(tiles) + size).bit_length() + 1)
    shift = {k: width * i for i, k in enumerate(kinds)}
    counts = tuple((1 << shift["colour", str(t.colour)])
                   + (1 << shift["animal", t.animal] if t.animal is not None else 0) for t in tiles)
    top = 1 << (width - 1)
    offset = sum((top - size) << s for s in shift.values())
    high = sum(top << s for s in shift.values())
    return counts, offset, high


def has_kind_of(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int], size: int) -> bool:
    """True when some colour or some animal has at least ``size`` tiles among the tile ids of
    ``ground`` and ``upper`` (whether they touch or not): one sum of :func:`kind_counts`.

    A layout without that many tiles of a kind has no group of that many; counting tiles is far
    cheaper than finding the groups, and most layouts a game passes through have none.

    >>> from rulekit.golden_ankh.components import default_components
    >>> comp = default_components()
    >>> green = [t.id for t in comp.tiles if t.colour == "green"]
    >>> has_kind_of(comp, {(0, c): t for c, t in enumerate(green[:5])}, {}, 5)
    True
    >>> has_kind_of(comp, {(0, c): t for c, t in enumerate(green[:4])}, {}, 5)
    False
    """
    if len(ground) + len(upper) < size:
        return False
    counts, offset, high = kind_counts(comp, size)
    n = offset
    for tid in ground.values():
        n += counts[tid]
    for tid in upper.values():
        n += counts[tid]
    return bool(n & high)
