"""Adjacency (rulebook: 인접) — which tiles of a layout touch, on both layers.

A layout has ground cells ``(r, c)`` and upper-layer tiles ``U(r, c)`` resting on the 2×2 block
``(r, c) (r, c+1) (r+1, c) (r+1, c+1)``.  In the adjacency graph a node is ``(GROUND, r, c)`` or
``(UPPER, r, c)``:

* ground–ground: sides touch, ``|dr| + |dc| = 1`` (``GA.adj.orthogonal``); a side hidden under an
  upper tile still counts (``GA.adj.covered``);
* upper–ground: an upper tile touches exactly the 4 ground tiles beneath it (``GA.adj.upper-ground``);
* upper–upper: sides touch, as for ground tiles (``GA.adj.upper-upper``).

>>> g = {(0, 0): "R", (0, 1): "G", (1, 0): "G", (1, 1): "W"}
>>> sorted(neighbours((UPPER, 0, 0), g, {(0, 0): "G"}))
[(0, 0, 0), (0, 0, 1), (0, 1, 0), (0, 1, 1)]
>>> (GROUND, 1, 1) in neighbours((GROUND, 0, 0), g, {})
False
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import TypeVar

Cell = tuple[int, int]
Node = tuple[int, int, int]
GROUND = 0
UPPER = 1
T = TypeVar("T")


def block(r: int, c: int) -> tuple[Cell, Cell, Cell, Cell]:
    """The four ground cells beneath ``U(r, c)``."""
    return ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1))


def uppers_on(r: int, c: int) -> tuple[Cell, Cell, Cell, Cell]:
    """The four upper-layer positions that rest on ground cell ``(r, c)`` (one per corner)."""
    return ((r, c), (r - 1, c), (r, c - 1), (r - 1, c - 1))


def neighbours(node: Node, ground: Mapping[Cell, object], upper: Mapping[Cell, object]) -> list[Node]:
    """The nodes adjacent to ``node`` in a layout (see the module docstring)."""
    layer, r, c = node
    out: list[Node] = []
    if layer == GROUND:
        for cell in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
            if cell in ground:
                out.append((GROUND, cell[0], cell[1]))
        for cell in uppers_on(r, c):
            if cell in upper:
                out.append((UPPER, cell[0], cell[1]))
    else:
        for cell in block(r, c):
            if cell in ground:
                out.append((GROUND, cell[0], cell[1]))
        for cell in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
            if cell in upper:
                out.append((UPPER, cell[0], cell[1]))
    return out


def are_adjacent(a: Node, b: Node, ground: Mapping[Cell, object], upper: Mapping[Cell, object]) -> bool:
    return b in neighbours(a, ground, upper)


def groups(
    ground: Mapping[Cell, T], upper: Mapping[Cell, T], key: Callable[[T], Hashable | None]
) -> list[tuple[Hashable, list[Node]]]:
    """Connected groups of tiles sharing ``key(tile)`` (tiles whose key is ``None`` are left out).

    Returns ``[(key value, [nodes…])]``, each group sorted, groups in a stable order.

    >>> g = {(0, 0): "R", (0, 1): "R", (1, 1): "R"}
    >>> [(k, len(n)) for k, n in groups(g, {}, lambda t: t)]
    [('R', 3)]
    """
    value: dict[Node, Hashable] = {}
    for (r, c), tile in ground.items():
        k = key(tile)
        if k is not None:
            value[(GROUND, r, c)] = k
    for (r, c), tile in upper.items():
        k = key(tile)
        if k is not None:
            value[(UPPER, r, c)] = k
    seen: set[Node] = set()
    out: list[tuple[Hashable, list[Node]]] = []
    for start in sorted(value):
        if start in seen:
            continue
        k = value[start]
        seen.add(start)
        group = [start]
        stack = [start]
        while stack:
            for other in neighbours(stack.pop(), ground, upper):
                if other not in seen and value.get(other) == k:
                    seen.add(other)
                    group.append(other)
                    stack.append(other)
        out.append((k, sorted(group)))
    return out


def ground_frontier(ground: Mapping[Cell, object]) -> set[Cell]:
    """Empty cells that touch at least one ground tile along a side (where a new ground tile may go)."""
    out: set[Cell] = set()
    for r, c in ground:
        for cell in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
            if cell not in ground:
                out.add(cell)
    return out


def free_squares(ground: Mapping[Cell, object], upper: Mapping[Cell, object]) -> list[Cell]:
    """Top-left cells of every 2×2 block of ground tiles with no upper tile on it yet."""
    out = []
    for r, c in ground:
        if (r, c) not in upper and (r, c + 1) in ground and (r + 1, c) in ground and (r + 1, c + 1) in ground:
            out.append((r, c))
    out.sort()
    return out
