"""Facts of a layout kept by its content: its groups of five and its paired tiles.

Most actions leave a layout alone, and the moves a player may make with an ankh lead to the same
few layouts turn after turn, so the groups of a layout are worked out once and looked up after.
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
    have no five tiles of a kind.
    """
    if len(ground) + len(upper) < BONUS_SIZE:
        return False
    colours, animals, _, _ = _kinds(comp)
    ids = [*ground.values(), *upper.values()]
    kinds = list(map(colours.__getitem__, ids))
    for colour in set(kinds):
        if kinds.count(colour) >= BONUS_SIZE:
            return True
    kinds = list(map(animals.__getitem__, ids))
    for animal in set(kinds):
        if animal is not None and kinds.count(animal) >= BONUS_SIZE:
            return True
    return False


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
    :data:`.scoring.BONUS_SIZE` as in :func:`.bonus.qualifying_groups`."""
    colours, animals, numbers, tile_id = _kinds(comp)
    ids = list(ground.values()) + list(upper.values())
    at = {cell: i for i, cell in enumerate(ground)}
    pairs = []
    for (r, c), i in at.items():
        j = at.get((r, c + 1))
        if j is not None:
            pairs.append((i, j))
        j = at.get((r + 1, c))
        if j is not None:
            pairs.append((i, j))
    base = len(at)
    up = {cell: base + k for k, cell in enumerate(upper)}
    for (r, c), i in up.items():
        for cell in ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)):
            j = at.get(cell)
            if j is not None:
                pairs.append((i, j))
        j = up.get((r, c + 1))
        if j is not None:
            pairs.append((i, j))
        j = up.get((r + 1, c))
        if j is not None:
            pairs.append((i, j))
    node = [(GROUND, r, c) for r, c in ground] + [(UPPER, r, c) for r, c in upper]
    groups: dict[str, list[frozenset[int]]] = {}
    paired = []
    for prefix, kinds, skip_none in (("colour", colours, False), ("animal", animals, True)):
        kind = [kinds[t] for t in ids]
        linked: dict[int, list[int]] = {}
        for i, j in pairs:
            k = kind[i]
            if k == kind[j] and not (skip_none and k is None):
                linked.setdefault(i, []).append(j)
                linked.setdefault(j, []).append(i)
        paired.append(len(linked))
        if len(linked) < BONUS_SIZE:
            continue
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
                found.append((min(node[i] for i in members), kind[start],
                              frozenset(tile_id[ids[i]] for i in members)))
        # Groups in the order of their first node, as bonus.qualifying_groups lists them.
        for _, k, members_ids in sorted(found, key=lambda f: f[0]):
            groups.setdefault(f"{prefix}:{k}", []).append(members_ids)
    return (groups, paired[0], paired[1], sum(numbers[t] for t in ids))


def _kinds(comp: Components) -> tuple[tuple, tuple, tuple, tuple]:
    """Colour, animal, number and id of every tile of a component set (kept in its memo)."""
    memo = _memo(comp)
    kinds = memo.get(None)
    if kinds is None:
        tiles = comp.tiles
        kinds = memo[None] = (tuple(t.colour for t in tiles), tuple(t.animal for t in tiles),
                              tuple(t.number for t in tiles), tuple(t.id for t in tiles))
    return kinds
