"""Facts of a layout kept by its content: the bonus groups and the paired tiles of a layout.

Most actions leave a layout alone, and the moves a player may make with an ankh lead to the same
few layouts turn after turn, so the groups of a layout are worked out once and looked up after.
The facts are those of :mod:`.scoring` (the same functions), only remembered.

>>> from rulekit.golden_ankh import new_game
>>> s = new_game(players=2, seed=1)
>>> entitlement, colour, animals, numbers = layout_facts(s.comp, s.ground[0], s.upper[0])
>>> (entitlement, colour, animals, numbers) == ({}, 0, 0, 0)
True
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping

from .adjacency import Cell
from .components import Components
from .scoring import _entitlement, links

LIMIT = 50_000  # layouts kept per component set; emptied when reached (a bound on memory)

_MEMO: weakref.WeakKeyDictionary[Components, dict] = weakref.WeakKeyDictionary()

_last: tuple[Components | None, dict] = (None, {})  # the component set asked last, and its memo

Facts = tuple[dict[str, int], int, int, int]


def layout_facts(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> Facts:
    """``(bonus entitlement, tiles with a same-colour neighbour, with a same-animal neighbour, numbers)``
    of the layout ``ground``/``upper`` (``{cell: tile id}``); the entitlement dict is shared: read it only.

    The same values as :func:`.scoring.bonus_entitlement` and the colour, animals and numbers parts of
    :func:`.scoring.score_parts`.
    """
    global _last
    if _last[0] is comp:  # one game's states share one component set
        memo = _last[1]
    else:
        memo = _MEMO.get(comp)
        if memo is None:
            memo = _MEMO[comp] = {}
        _last = (comp, memo)
    # The cells in the dicts' own order: the same layout reached in another order is only kept twice.
    key = (tuple(ground.items()), tuple(upper.items()))
    facts = memo.get(key)
    if facts is None:
        tiles = comp.tiles
        g = {c: tiles[t] for c, t in ground.items()}
        u = {c: tiles[t] for c, t in upper.items()}
        colour, animal = links(g, u)
        numbers = sum(t.number for t in g.values()) + sum(t.number for t in u.values())
        if len(memo) >= LIMIT:
            memo.clear()
        facts = memo[key] = (_entitlement(g, u, colour, animal), len(colour), len(animal), numbers)
    return facts
