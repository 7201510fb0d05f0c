"""The central board (중앙판): valley boards joined in a row, as one grid of cells.

Cells are ``(row, col)``; inside the engine a cell is a flat index ``row * width + col``.
Cell letters (``FE.board.cells``): ``.`` desert, ``w`` wheat field, ``~`` water, ``m c p g`` desert
printed with a resource symbol, ``s`` start symbol.  Symbols and start symbols are desert.

>>> b = CentralBoard(("..w", ".m~", "..."))
>>> b.height, b.width, b.letter((1, 1)), b.placeable[b.index((1, 1))]
(3, 3, 'm', True)
"""
from __future__ import annotations

from collections.abc import Sequence

from ..rng import Rng
from .components import Components
from .speed import remember

Cell = tuple[int, int]
DESERT = frozenset(".mcpgs")  # FE.place.desert-only: symbol and start-symbol cells are desert too
SYMBOLS = {"m": "M", "c": "C", "p": "P", "g": "G"}


@remember(maxsize=16)
def _place_table(h: int, w: int) -> list:
    """A table for the place actions of a board of this size, filled as they are asked for
    (see :func:`.valley.placements`), shared by every board of the size."""
    return [None] * (h * w * 64)


@remember(maxsize=16)
def _grid(h: int, w: int) -> tuple[tuple[tuple[int, ...], ...], tuple[Cell, ...]]:
    """Orthogonal neighbours and (row, col) of every flat cell index of an h × w grid."""
    nb = []
    for i in range(h * w):
        r, c = divmod(i, w)
        nb.append(tuple(r2 * w + c2 for r2, c2 in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))
                        if 0 <= r2 < h and 0 <= c2 < w))
    return tuple(nb), tuple(divmod(i, w) for i in range(h * w))


@remember(maxsize=16)
def _sides(h: int, w: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per flat cell index of an h × w grid: ``(k, n)`` for its ``k``-th orthogonal neighbour ``n``."""
    return tuple(tuple(enumerate(nbrs)) for nbrs in _grid(h, w)[0])


def central_board(rows: Sequence[str], boards: Sequence[str] = ()) -> CentralBoard:
    """A (shared) :class:`CentralBoard`: printed boards never change, so equal ones are built once."""
    return _central_board(tuple(rows), tuple(boards))


@remember(maxsize=512)
def _central_board(rows: tuple[str, ...], boards: tuple[str, ...]) -> CentralBoard:
    return CentralBoard(rows, boards)


class CentralBoard:
    """The printed central board: never changes during a game (tiles live in the state)."""

    __slots__ = ("rows", "height", "width", "cells", "placeable", "wheat", "symbol", "neighbours", "boards",
                 "coords", "place_table", "sides")

    def __init__(self, rows: Sequence[str], boards: Sequence[str] = ()) -> None:
        if not rows or len({len(r) for r in rows}) != 1:
            raise ValueError("the central board must be a rectangle of cell letters")
        bad = set("".join(rows)) - set(".w~mcpgs")
        if bad:
            raise ValueError(f"unknown cell letters {''.join(sorted(bad))!r} (FE.board.cells)")
        self.rows = tuple(rows)
        self.boards = tuple(boards)  # which valley board (name, half-turned) makes each column band
        self.height = len(rows)
        self.width = len(rows[0])
        self.cells = "".join(rows)
        self.placeable = tuple(ch in DESERT for ch in self.cells)
        self.wheat = tuple(ch == "w" for ch in self.cells)
        self.symbol = tuple(SYMBOLS.get(ch, "") for ch in self.cells)
        h, w = self.height, self.width
        self.neighbours, self.coords = _grid(h, w)
        # Place actions, shared by every board of this size, in a flat table:
        # slot (cell * 4 + side) * 16 + kind * 4 + kind (see valley.placements).
        self.place_table: list = _place_table(h, w)
        self.sides = _sides(h, w)

    def index(self, cell: Cell) -> int:
        return cell[0] * self.width + cell[1]

    def cell(self, index: int) -> Cell:
        return divmod(index, self.width)

    def on_board(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.height and 0 <= cell[1] < self.width

    def letter(self, cell: Cell) -> str:
        return self.rows[cell[0]][cell[1]]

    def start_blocks(self) -> list[Cell]:
        """Top-left cells of the 2x2 start-symbol blocks."""
        rows = self.rows
        out = []
        for r in range(self.height - 1):
            for c in range(self.width - 1):
                if (rows[r][c] == "s" and rows[r][c + 1] == "s" and rows[r + 1][c] == "s"
                        and rows[r + 1][c + 1] == "s" and (r == 0 or rows[r - 1][c] != "s")
                        and (c == 0 or rows[r][c - 1] != "s")):
                    out.append((r, c))
        return out

    def closest_start(self, rng: Rng | None = None) -> Cell:
        """FE.setup.start-tile / FE.gap.board-assembly: the start block nearest the board's centre.

        Distance is Euclidean between the block's centre and the centre of the whole board; a tie
        is broken with ``rng`` (the first block without one).
        """
        blocks = self.start_blocks()
        if not blocks:
            raise ValueError("the central board has no 2x2 start symbol")
        cy, cx = self.height / 2, self.width / 2

        def dist(tl: Cell) -> float:
            return (tl[0] + 1 - cy) ** 2 + (tl[1] + 1 - cx) ** 2

        best = min(dist(b) for b in blocks)
        nearest = [b for b in blocks if abs(dist(b) - best) < 1e-9]
        return nearest[rng.randbelow(len(nearest))] if rng is not None and len(nearest) > 1 else nearest[0]


def assemble(components: Components, players: int, rng: Rng) -> CentralBoard:
    """FE.setup.boards, FE.setup.board-layout, FE.setup.connectors, FE.gap.board-assembly.

    3 valley boards with 2 or 3 players, 4 with 4; which boards, their order and their half-turns
    are random; long sides vertical, side by side in one row (held by connectors).
    """
    count = components.boards_by_players[str(players)]
    chosen = rng.sample(list(components.boards), count)
    height = len(chosen[0].rows)
    rows = [""] * height
    names = []
    for board in chosen:
        turned = rng.randbelow(2) == 1
        part = board.half_turned() if turned else board.rows
        names.append(board.name + ("'" if turned else ""))
        for r in range(height):
            rows[r] += part[r]
    return central_board(rows, names)
