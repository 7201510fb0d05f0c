"""Facts of a layout kept by its content: its groups of five and its paired tiles.

Most actions leave a layout alone, and the moves a player may make with an ankh lead to the same
few layouts turn after turn, so the groups of a layout are worked out once and looked up after.
A game state's own layout dicts (replaced, never changed in place) are known by the dicts themselves
(:func:`held_facts`, :func:`held_groups`); the same move or placement on the same dict gives the same
new dict (:func:`moved_layout`, :func:`placed_layout`), and a layout one tile move away from a known
one has its pairs worked out from that one's.
The facts are those of :func:`.bonus.qualifying_groups` and :func:`.scoring.score_parts`
(:func:`reference_facts` computes them with those functions; the tests compare the two).

>>> from rulekit.golden_ankh import new_game
>>> s = new_game(players=2, seed=1)
>>> groups, colour, animals, numbers = layout_facts(s.comp, s.ground[0], s.upper[0])
>>> (groups, colour, animals, numbers) == ({}, 0, 0, 0)
True
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping

from .adjacency import GROUND, UPPER, Cell
from .components import Components
from .scoring import BONUS_SIZE, links

LIMIT = 50_000  # layouts kept per component set; emptied when reached (a bound on memory)

_MEMO: weakref.WeakKeyDictionary[Components, dict] = weakref.WeakKeyDictionary()

_last: tuple[Components | None, dict] = (None, {})  # the component set asked last, and its memo

Facts = tuple[dict[str, list[frozenset[int]]], int, int, int]


def layout_facts(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> Facts:
    """``(qualifying groups, tiles with a same-colour neighbour, with a same-animal neighbour, numbers)``
    of the layout ``ground``/``upper`` (``{cell: tile id}``); the groups are shared: read them only.

    The groups are :func:`.bonus.qualifying_groups` (``{key: [tile ids of each group]}``, in its
    order); the counts are the colour, animals and numbers parts of :func:`.scoring.score_parts`.
    """
    memo = _memo(comp)
    # The cells in the dicts' own order: the same layout reached in another order is only kept twice.
    key = (tuple(ground.items()), tuple(upper.items()))
    facts = memo.get(key)
    if facts is None:
        if len(memo) >= LIMIT:
            memo.clear()
        facts = memo[key] = _compute(comp, ground, upper)
    return facts


def may_qualify(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> bool:
    """False when no colour and no animal has :data:`.scoring.BONUS_SIZE` tiles in the layout, which
    then has no qualifying group (GA.bonus.colour-five, GA.bonus.animal-five).

    Counting tiles is far cheaper than finding the groups, and most layouts a game passes through
    have no five tiles of a kind.  The count is one sum of :func:`_kind_counts`.
    """
    if len(ground) + len(upper) < BONUS_SIZE:
        return False
    counts, offset, high = _kind_counts(comp)
    n = sum(map(counts.__getitem__, ground.values()))
    if upper:
        n += sum(map(counts.__getitem__, upper.values()))
    return bool((n + offset) & high)


def _kind_counts(comp: Components) -> tuple[tuple[int, ...], int, int]:
    """Each tile's colour and animal as one integer, so that summing a layout's tiles counts every
    colour and every animal at once: a bit field per kind, wide enough for every tile of the set.

    Returns ``(per tile id, offset, high bits)``: adding ``offset`` (``2**(w-1) - BONUS_SIZE`` in each
    field) to a sum sets a field's high bit exactly when that kind has at least
    :data:`.scoring.BONUS_SIZE` tiles.  (A count of tiles, the test of :func:`may_qualify`.)
    """
    memo = _memo(comp)
    found = memo.get("kind counts")
    if found is None:
        tiles = comp.tiles
        kinds = sorted({("colour", str(t.colour)) for t in tiles}
                       | {("animal", t.animal) for t in tiles if t.animal is not None})
        width = max(8, (len(tiles) + BONUS_SIZE).bit_length() + 1)
        shift = {k: width * i for i, k in enumerate(kinds)}
        counts = tuple((1 << shift["colour", str(t.colour)])
                       + (1 << shift["animal", t.animal] if t.animal is not None else 0) for t in tiles)
        top = 1 << (width - 1)
        offset = sum((top - BONUS_SIZE) << s for s in shift.values())
        high = sum(top << s for s in shift.values())
        found = memo["kind counts"] = (counts, offset, high)
    return found


_NO_GROUPS: dict[str, list[frozenset[int]]] = {}  # shared, read only


def layout_groups(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> dict:
    """The qualifying groups of :func:`layout_facts` (shared: read them only), for the bonus rules.

    A layout already remembered is looked up; any other is first counted (:func:`may_qualify`), so
    the groups are looked for only in a layout that has five tiles of a kind.
    """
    memo = _memo(comp)
    facts = memo.get((tuple(ground.items()), tuple(upper.items())))
    if facts is not None:
        return facts[0]
    if not may_qualify(comp, ground, upper):
        return _NO_GROUPS
    return layout_facts(comp, ground, upper)[0]


#: Layouts :func:`held_facts` keeps by their dict objects; emptied when reached (a bound on memory).
HELD_LIMIT = 4_096
_HELD: dict[int, tuple[Mapping, Mapping, Components, Facts | None]] = {}


def held_facts(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> Facts:
    """:func:`layout_facts` of a layout a game state holds, found first by the dicts themselves.

    A state replaces a layout dict when the layout changes and never changes one in place, so the
    same dict objects always hold the same layout: the state's next questions about it (its groups
    after an action, its points) are answered without reading its cells again.  The entry keeps the
    dicts alive, so their ids stay theirs.  Only for a state's own dicts; any other mapping goes to
    :func:`layout_facts`.
    """
    entry = _HELD.get(id(ground))
    if entry is not None and entry[3] is not None and entry[0] is ground and entry[1] is upper \
            and entry[2] is comp:
        return entry[3]
    facts = _moved_facts(comp, ground, upper)
    if facts is None:
        facts = layout_facts(comp, ground, upper)
    _hold(comp, ground, upper, facts)
    return facts


def held_groups(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> dict:
    """:func:`layout_groups` of a layout a game state holds (see :func:`held_facts`); a layout that
    :func:`may_qualify` tells has no groups is held with no facts yet."""
    entry = _HELD.get(id(ground))
    if entry is not None and entry[0] is ground and entry[1] is upper and entry[2] is comp:
        return _NO_GROUPS if entry[3] is None else entry[3][0]
    if not may_qualify(comp, ground, upper):
        _hold(comp, ground, upper, None)
        return _NO_GROUPS
    return held_facts(comp, ground, upper)[0]


def _moved_facts(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> Facts | None:
    """The facts of a layout one ground move (:func:`moved_layout`) away from a held layout without
    five tiles of a kind, worked out from that layout's facts; ``None`` when that does not apply.

    Lifting a tile and putting it down changes the pairs only beside the two cells (an uncovered
    tile goes to an empty cell, so no upper tile is involved, GA.ankh.move-ground-uncovered), and the
    layout has the same tiles, so no group of five either: a bot trying every move is spared reading
    each new layout whole.
    """
    entry = _MOVED_FROM.get(id(ground))
    if entry is None or entry[3] is not ground or entry[4] is not upper:
        return None  # not a moved layout, or an upper tile was laid on it since
    parent, src, dst = entry[0], entry[1], entry[2]
    links = _link_counts(comp, parent, upper)
    if links is None:
        return None
    held = _HELD.get(id(parent))
    if held is not None and held[3] is not None and held[0] is parent and held[1] is upper \
            and held[2] is comp:
        before = held[3]
    else:
        before = layout_facts(comp, parent, upper)
    colours, animals, _, _ = _kinds(comp)
    groups, colour_paired, animal_paired, numbers = before
    t = parent[src]
    r, c = src
    lost = [x for x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)) if x in parent]
    r, c = dst
    gained = [x for x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)) if x in ground]
    paired = []
    for kinds, count, links_at in ((colours, colour_paired, links[0]), (animals, animal_paired, links[1])):
        k = kinds[t]
        if k is None and kinds is animals:
            paired.append(count)  # a tile without an animal pairs by no animal
            continue
        change: dict[Cell, int] = {}
        for x in lost:
            if kinds[parent[x]] == k:
                change[x] = change.get(x, 0) - 1
        own = 0
        for x in gained:
            if kinds[ground[x]] == k:
                change[x] = change.get(x, 0) + 1
                own += 1
        count += (own > 0) - (links_at[src] > 0)
        for x, d in change.items():
            n = links_at[x]
            count += (n + d > 0) - (n > 0)
        paired.append(count)
    return (groups, paired[0], paired[1], numbers)


#: For each layout :func:`_link_counts` was asked about: its counts (bounded as :data:`HELD_LIMIT`).
_LINKS: dict[int, tuple[Mapping, Mapping, Components, tuple | None]] = {}


def _link_counts(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> tuple | None:
    """``({cell: same-colour links}, {cell: same-animal links})`` of the ground tiles of a held layout
    (their links to ground tiles beside them and to upper tiles on them), or ``None`` when the layout
    may hold a group of five (:func:`may_qualify`)."""
    entry = _LINKS.get(id(ground))
    if entry is not None and entry[0] is ground and entry[1] is upper and entry[2] is comp:
        return entry[3]
    out = None
    if not may_qualify(comp, ground, upper):
        colours, animals, _, _ = _kinds(comp)
        by_colour = dict.fromkeys(ground, 0)
        by_animal = dict.fromkeys(ground, 0)
        for (r, c), t in ground.items():
            for x in ((r, c + 1), (r + 1, c)):
                u = ground.get(x)
                if u is not None:
                    if colours[t] == colours[u]:
                        by_colour[r, c] += 1
                        by_colour[x] += 1
                    a = animals[t]
                    if a is not None and a == animals[u]:
                        by_animal[r, c] += 1
                        by_animal[x] += 1
        for (r, c), t in upper.items():
            for x in ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)):
                u = ground.get(x)
                if u is not None:
                    if colours[t] == colours[u]:
                        by_colour[x] += 1
                    a = animals[t]
                    if a is not None and a == animals[u]:
                        by_animal[x] += 1
        out = (by_colour, by_animal)
    if len(_LINKS) >= HELD_LIMIT:
        _LINKS.clear()
    _LINKS[id(ground)] = (ground, upper, comp, out)
    return out


def _hold(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int],
          facts: Facts | None) -> None:
    if len(_HELD) >= HELD_LIMIT:
        _HELD.clear()
    _HELD[id(ground)] = (ground, upper, comp, facts)


#: New layout dicts :func:`moved_layout` and :func:`placed_layout` keep; emptied when reached.
CHANGED_LIMIT = 4_096
_CHANGED: dict[tuple, tuple[dict, dict]] = {}
_MOVED_FROM: dict[int, tuple] = {}  # a moved ground dict -> (old dict, move, it, the upper layer then)


def moved_layout(cells: dict[Cell, int], src: Cell, dst: Cell, upper: dict[Cell, int] | None = None
                 ) -> dict[Cell, int]:
    """A new dict of ``cells`` with the tile at ``src`` moved to ``dst`` (``cells`` is left alone).

    The same change of the same layout dict gives the same new dict: a bot that tries every move
    decision after decision then reaches layouts :func:`held_facts` already knows by their dicts.
    Sharing is safe because a state replaces a layout dict, never changes it.
    ``upper``: ``cells`` is a ground layout and ``upper`` the upper layer on it (remembered with the
    new dict, see :func:`_moved_facts`).

    >>> a = {(0, 0): 1, (0, 1): 2}
    >>> b = moved_layout(a, (0, 1), (1, 0))
    >>> b, a, moved_layout(a, (0, 1), (1, 0)) is b
    ({(0, 0): 1, (1, 0): 2}, {(0, 0): 1, (0, 1): 2}, True)
    """
    key = (id(cells), src, dst)
    entry = _CHANGED.get(key)
    if entry is not None and entry[0] is cells:
        return entry[1]
    new = dict(cells)
    new[dst] = new.pop(src)
    if upper is not None:  # a ground move: its facts may come from those of ``cells`` (_moved_facts)
        _MOVED_FROM[id(new)] = (cells, src, dst, new, upper)
    return _keep_changed(key, cells, new)


def placed_layout(cells: dict[Cell, int], cell: Cell, tid: int) -> dict[Cell, int]:
    """A new dict of ``cells`` with tile ``tid`` put at ``cell`` (shared as :func:`moved_layout`'s)."""
    key = (id(cells), cell, tid, None)
    entry = _CHANGED.get(key)
    if entry is not None and entry[0] is cells:
        return entry[1]
    new = dict(cells)
    new[cell] = tid
    return _keep_changed(key, cells, new)


def _keep_changed(key: tuple, cells: dict, new: dict) -> dict:
    if len(_CHANGED) >= CHANGED_LIMIT:
        _CHANGED.clear()
        _MOVED_FROM.clear()
    _CHANGED[key] = (cells, new)  # keeps ``cells`` alive, so its id stays its own
    return new


def _memo(comp: Components) -> dict:
    global _last
    if _last[0] is comp:  # one game's states share one component set
        return _last[1]
    memo = _MEMO.get(comp)
    if memo is None:
        memo = _MEMO[comp] = {}
    _last = (comp, memo)
    return memo


def reference_facts(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> Facts:
    """:func:`layout_facts` worked out by :mod:`.scoring` and :mod:`.bonus` themselves (what
    :func:`_compute` must equal)."""
    from .bonus import qualifying_groups

    tiles = comp.tiles
    g = {c: tiles[t] for c, t in ground.items()}
    u = {c: tiles[t] for c, t in upper.items()}
    colour, animal = links(g, u)
    numbers = sum(t.number for t in g.values()) + sum(t.number for t in u.values())
    return (qualifying_groups(g, u), len(colour), len(animal), numbers)


def _compute(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> Facts:
    """The facts from tile ids, with the adjacencies of :func:`.scoring.edges` (ground side by side,
    an upper tile and its 4 supports, upper tiles side by side) and groups of at least
    :data:`.scoring.BONUS_SIZE` as in :func:`.bonus.qualifying_groups`.

    Most layouts have no five tiles of a kind (:func:`may_qualify`): for them only the paired tiles
    are counted, and the groups are not looked for."""
    colours, animals, numbers, tile_id = _kinds(comp)
    ids = [*ground.values(), *upper.values()]
    at = {cell: i for i, cell in enumerate(ground)}
    colour = list(map(colours.__getitem__, ids))
    animal = list(map(animals.__getitem__, ids))
    # Same-colour and same-animal links as flat lists of index pairs (i, j, i, j, ...) into ``ids``.
    colour_links: list[int] = []
    animal_links: list[int] = []
    get = at.get
    for (r, c), i in at.items():
        for j in (get((r, c + 1)), get((r + 1, c))):
            if j is not None:
                if colour[i] == colour[j]:
                    colour_links += (i, j)
                a = animal[i]
                if a is not None and a == animal[j]:
                    animal_links += (i, j)
    if upper:
        base = len(at)
        up = {cell: base + k for k, cell in enumerate(upper)}
        up_get = up.get
        for (r, c), i in up.items():
            for j in (get((r, c)), get((r, c + 1)), get((r + 1, c)), get((r + 1, c + 1)),
                      up_get((r, c + 1)), up_get((r + 1, c))):
                if j is not None:
                    if colour[i] == colour[j]:
                        colour_links += (i, j)
                    a = animal[i]
                    if a is not None and a == animal[j]:
                        animal_links += (i, j)
    paired = (len(set(colour_links)), len(set(animal_links)))
    groups: dict[str, list[frozenset[int]]] = {}
    if max(paired) >= BONUS_SIZE and may_qualify(comp, ground, upper):
        nodes = [(GROUND, r, c) for r, c in ground] + [(UPPER, r, c) for r, c in upper]
        for prefix, kind, flat, count in (("colour", colour, colour_links, paired[0]),
                                          ("animal", animal, animal_links, paired[1])):
            if count < BONUS_SIZE:
                continue
            linked: dict[int, list[int]] = {}
            for i, j in zip(flat[::2], flat[1::2], strict=True):
                linked.setdefault(i, []).append(j)
                linked.setdefault(j, []).append(i)
            found = []
            seen: set[int] = set()
            for start in linked:
                if start in seen:
                    continue
                seen.add(start)
                stack, members = [start], []
                while stack:
                    i = stack.pop()
                    members.append(i)
                    for other in linked[i]:
                        if other not in seen:
                            seen.add(other)
                            stack.append(other)
                if len(members) >= BONUS_SIZE:
                    found.append((min(nodes[i] for i in members), kind[start],
                                  frozenset(tile_id[ids[i]] for i in members)))
            # Groups in the order of their first node, as bonus.qualifying_groups lists them.
            for _, k, members_ids in sorted(found, key=lambda f: f[0]):
                groups.setdefault(f"{prefix}:{k}", []).append(members_ids)
    return (groups, paired[0], paired[1], sum(map(numbers.__getitem__, ids)))


def _kinds(comp: Components) -> tuple[tuple, tuple, tuple, tuple]:
    """Colour, animal, number and id of every tile of a component set (kept in its memo)."""
    memo = _memo(comp)
    kinds = memo.get(None)
    if kinds is None:
        tiles = comp.tiles
        kinds = memo[None] = (tuple(t.colour for t in tiles), tuple(t.animal for t in tiles),
                              tuple(t.number for t in tiles), tuple(t.id for t in tiles))
    return kinds
