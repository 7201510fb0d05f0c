"""Board geometry shared by the games: square grids, hex grids, connected groups.

Square cells are ``(row, col)`` with row growing downwards.  Hex cells are axial
``(q, r)`` for flat-top hexes (the El Dorado data's convention).

>>> sorted(square_neighbours((0, 0)))
[(-1, 0), (0, -1), (0, 1), (1, 0)]
>>> connected_groups({(0, 0), (0, 1), (2, 2)}, square_neighbours)
[[(0, 0), (0, 1)], [(2, 2)]]
>>> hex_distance((0, 0), (2, -1))
2
"""
from __future__ import annotations

import math
from collections.abc import Callable, Collection, Hashable, Iterable, Iterator
from typing import TypeVar

N = TypeVar("N", bound=Hashable)
Cell = tuple[int, int]

SQUARE_DIRECTIONS: tuple[Cell, ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))


def square_neighbours(cell: Cell) -> list[Cell]:
    """The four cells sharing a side with ``cell`` (up, right, down, left)."""
    r, c = cell
    return [(r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)]


def is_orthogonal(a: Cell, b: Cell) -> bool:
    """True when two cells share a side: ``|dr| + |dc| == 1``."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def square_block(top_left: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """The 2×2 block of cells whose top-left cell is ``top_left``."""
    r, c = top_left
    return ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1))


def squares_2x2(cells: Collection[Cell]) -> list[Cell]:
    """Top-left cells of every 2×2 block fully inside ``cells``, sorted."""
    present = set(cells)
    return sorted(tl for tl in present if all(x in present for x in square_block(tl)))


def square_centre(top_left: Cell) -> tuple[float, float]:
    """The centre point of a 2×2 block, in cell units: ``(r + 0.5, c + 0.5)``."""
    return (top_left[0] + 0.5, top_left[1] + 0.5)


def connected_groups(
    nodes: Iterable[N],
    neighbours: Callable[[N], Iterable[N]],
    same: Callable[[N, N], bool] | None = None,
) -> list[list[N]]:
    """Split ``nodes`` into connected groups (each sorted, groups sorted by first node).

    Two nodes are joined when one is in the other's ``neighbours`` and, if
    ``same`` is given, ``same(a, b)`` holds (e.g. same colour).
    """
    pool = set(nodes)
    groups: list[list[N]] = []
    seen: set[N] = set()
    for start in _sorted(pool):
        if start in seen:
            continue
        seen.add(start)
        group = [start]
        stack = [start]
        while stack:
            node = stack.pop()
            for other in neighbours(node):
                if other in pool and other not in seen and (same is None or same(node, other)):
                    seen.add(other)
                    group.append(other)
                    stack.append(other)
        groups.append(_sorted(group))
    return groups


def _sorted(nodes: Iterable[N]) -> list[N]:
    """Natural order when the nodes compare (cells do), else by their repr."""
    nodes = list(nodes)
    try:
        return sorted(nodes)  # type: ignore[type-var]
    except TypeError:
        return sorted(nodes, key=repr)


def reachable(start: Iterable[N], neighbours: Callable[[N], Iterable[N]]) -> set[N]:
    """Every node reachable from ``start`` (included) by ``neighbours``."""
    seen = set(start)
    stack = list(seen)
    while stack:
        for other in neighbours(stack.pop()):
            if other not in seen:
                seen.add(other)
                stack.append(other)
    return seen


# --------------------------------------------------------------------------- hex grid (axial, flat-top)

HEX_DIRECTIONS: tuple[Cell, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def hex_neighbours(cell: Cell) -> list[Cell]:
    """The six neighbours of an axial hex ``(q, r)``."""
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in HEX_DIRECTIONS]


def hex_distance(a: Cell, b: Cell) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def hex_rotate(cell: Cell, steps: int = 1) -> Cell:
    """Rotate about the origin by ``steps`` × 60° clockwise on screen (``(q, r) -> (-r, q + r)``)."""
    q, r = cell
    for _ in range(steps % 6):
        q, r = -r, q + r
    return (q, r)


def hex_to_pixel(cell: Cell, size: float = 1.0) -> tuple[float, float]:
    """Centre of a flat-top hex; screen y grows downwards."""
    q, r = cell
    return (size * 1.5 * q, size * math.sqrt(3) * (r + q / 2))


def hex_corners(centre: tuple[float, float], size: float = 1.0) -> list[tuple[float, float]]:
    x, y = centre
    return [(x + size * math.cos(math.pi / 3 * k), y + size * math.sin(math.pi / 3 * k)) for k in range(6)]


def shortest_paths(
    start: N, neighbours: Callable[[N], Iterable[tuple[N, float]]]
) -> dict[N, float]:
    """Dijkstra distances from ``start`` over weighted ``neighbours(node) -> [(other, cost)]``."""
    import heapq

    dist: dict[N, float] = {start: 0}
    heap: list[tuple[float, int, N]] = [(0, 0, start)]
    tie = 1
    while heap:
        d, _, node = heapq.heappop(heap)
        if d > dist.get(node, math.inf):
            continue
        for other, cost in neighbours(node):
            nd = d + cost
            if nd < dist.get(other, math.inf):
                dist[other] = nd
                heapq.heappush(heap, (nd, tie, other))
                tie += 1
    return dist


def iter_cells(rows: int, cols: int) -> Iterator[Cell]:
    for r in range(rows):
        for c in range(cols):
            yield (r, c)
