"""The layout position notation: one player's tiles on both layers, as rows of cells.

A layout is written as rows of cells separated by spaces (or ``/`` between rows on one line).
Each cell is ``.`` (empty) or a tile code: colour letter + kind letter —

* colours (= resource token kinds): ``B`` blue, ``W`` white, ``K`` black, ``G`` green, ``R`` red;
* kinds: ``F`` falcon, ``J`` jackal, ``S`` scarab (animal tiles), ``2`` 2-point tile,
  ``H`` storehouse, ``P`` scribe, ``D`` desert;
* a storehouse holding a token is written ``H*`` (e.g. ``RH*``).

A line ``^`` starts the upper layer: the same grid, where a tile written at cell ``(r, c)`` is the
upper-layer tile ``U(r, c)`` resting on ``(r, c) (r, c+1) (r+1, c) (r+1, c+1)``.  The first row and
column are row 0 and column 0 unless the text starts with ``@r,c`` (the cell of the top-left corner).

The rulebook's 24-point scoring example::

    W2 .  GS BS .
    G2 GJ GD GP .
    .  RD RJ WJ WJ
    ^
    .  .  .  .
    .  R2 .  .

or on one line: ``W2 . GS BS . / G2 GJ GD GP . / . RD RJ WJ WJ ^ . . . . / . R2 . .``

>>> lay = layout_from_text("W2 . GS BS . / G2 GJ GD GP . / . RD RJ WJ WJ ^ . . . . / . R2 . .")
>>> lay.ground[(1, 1)].code, lay.upper[(1, 1)].code
('GJ', 'R2')
>>> layout_from_text(layout_to_text(lay)) == lay
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from ..checks import MAX_POSITION_TEXT, check_text, parse_int
from ..core import NotationError
from ..i18n import josa
from .adjacency import GROUND, UPPER, Cell
from .components import Components, Tile, default_components
from .validate import MAX_CELL

Place = tuple[int, int, int]  # (GROUND or UPPER, r, c)


@dataclass
class Layout:
    """A player's tiles: ``ground[(r, c)]`` and ``upper[(r, c)]`` (``U(r, c)``) map cells to tiles;
    ``stored`` holds the places ``(layer, r, c)`` of storehouses that keep a token."""

    ground: dict[Cell, Tile] = field(default_factory=dict)
    upper: dict[Cell, Tile] = field(default_factory=dict)
    stored: frozenset[Place] = frozenset()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Layout):
            return NotImplemented
        return (
            _codes(self.ground) == _codes(other.ground)
            and _codes(self.upper) == _codes(other.upper)
            and self.stored == other.stored
        )

    @property
    def tile_count(self) -> int:
        return len(self.ground) + len(self.upper)

    def __str__(self) -> str:
        return layout_to_text(self)


class LayoutError(NotationError):
    """Text that is not a layout of the notation, explained in English and Korean.

    A ``ValueError``, so code that catches ``ValueError`` keeps working.

    >>> try:
    ...     layout_from_text("RJ XQ")
    ... except LayoutError as exc:
    ...     print(exc.message("ko"))
    1행 2번째 칸: 'XQ'는 타일 기호가 아닙니다(색 글자 B/W/K/G/R 다음에 종류 글자)
    """


def _codes(cells: Mapping[Cell, Tile]) -> dict[Cell, str]:
    return {cell: t.code for cell, t in cells.items()}


_ORIGIN = re.compile(r"\s*@\s*(-?[0-9]+)\s*,\s*(-?[0-9]+)")


def layout_from_text(text: str, components: Components | None = None) -> Layout:
    """Read the layout notation (see the module docstring); :class:`LayoutError` names a bad cell.

    >>> layout_from_text("RJ RJ / . RH*").stored
    frozenset({(0, 1, 1)})
    """
    comp = components or default_components()
    check_text(text, "layout", MAX_POSITION_TEXT, error=LayoutError)
    r0 = c0 = 0
    m = _ORIGIN.match(text)
    if m:
        r0, c0 = (parse_int(g, "layout origin", -MAX_CELL, MAX_CELL, error=LayoutError) for g in m.groups())
        text = text[m.end() :]
    parts = text.split("^", 1)
    lay = Layout()
    stored: set[Place] = set()
    for layer, part in zip((GROUND, UPPER), parts, strict=False):
        rows = [row for row in re.split(r"\n|/", part) if row.strip()]
        target = lay.ground if layer == GROUND else lay.upper
        for i, row in enumerate(rows):
            for j, cell in enumerate(row.split()):
                if cell == ".":
                    continue
                code, star = (cell[:-1], True) if cell.endswith("*") else (cell, False)
                try:
                    tile = comp.tile_from_code(code)
                except ValueError as exc:
                    colours = "/".join(comp.letter_colour)
                    raise LayoutError(f"row {i + 1}, cell {j + 1}: {exc}",
                                      f"{i + 1}행 {j + 1}번째 칸: {josa(repr(code), '은')}"
                                      " 타일 기호가 아닙니다"
                                      f"(색 글자 {colours} 다음에 종류 글자)") from None
                if star and tile.special != "storehouse":
                    raise LayoutError(f"row {i + 1}, cell {j + 1}: "
                                      "only a storehouse (H) can keep a token (*)",
                                      f"{i + 1}행 {j + 1}번째 칸: 토큰(*)은 창고(H)에만 둘 수 있습니다")
                target[(r0 + i, c0 + j)] = tile
                if star:
                    stored.add((layer, r0 + i, c0 + j))
    for r, c in lay.upper:
        for cell in ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)):
            if cell not in lay.ground:
                raise LayoutError(
                    f"upper tile U({r},{c}) needs a ground tile at {cell} (GA.place.upper-layer)",
                    f"위층 타일 U({r},{c}) 아래 {cell}에 바닥 타일이 있어야 합니다(GA.place.upper-layer)",
                )
    for layer, r, c in stored:
        if layer == GROUND and any(u in lay.upper for u in ((r, c), (r - 1, c), (r, c - 1), (r - 1, c - 1))):
            raise LayoutError(f"the storehouse at {r},{c} supports an upper tile and cannot keep a token "
                              "(GA.special.storehouse-covered)",
                              f"{r},{c}의 창고는 위층 타일을 받치고 있어 토큰을 둘 수 없습니다"
                              "(GA.special.storehouse-covered)")
    lay.stored = frozenset(stored)
    return lay


def layout_to_text(layout: Layout, one_line: bool = False) -> str:
    """Write a layout in the notation; ``layout_from_text`` reads it back unchanged.

    >>> print(layout_to_text(layout_from_text("@-1,0 RJ . / . GS")))
    @-1,0
    RJ .
    .  GS
    """
    cells = list(layout.ground) + list(layout.upper)
    if not cells:
        return "."
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    r1 = max(r for r, _ in layout.ground) if layout.ground else r0
    c1 = max(c for _, c in layout.ground) if layout.ground else c0

    def cell_text(layer: int, tiles: Mapping[Cell, Tile], r: int, c: int) -> str:
        t = tiles.get((r, c))
        if t is None:
            return "."
        return t.code + ("*" if (layer, r, c) in layout.stored else "")

    def grid(layer: int, tiles: Mapping[Cell, Tile], rows: range, cols: range) -> list[list[str]]:
        return [[cell_text(layer, tiles, r, c) for c in cols] for r in rows]

    ground = grid(GROUND, layout.ground, range(r0, r1 + 1), range(c0, c1 + 1))
    upper = grid(UPPER, layout.upper, range(r0, r1), range(c0, c1)) if layout.upper else []
    width = max(len(x) for row in ground + upper for x in row)
    sep = " / " if one_line else "\n"

    def rows_text(rows: list[list[str]]) -> str:
        return sep.join(" ".join(x.ljust(width) for x in row).rstrip() for row in rows)

    text = rows_text(ground)
    if upper:
        text += (" ^ " if one_line else "\n^\n") + rows_text(upper)
    if (r0, c0) != (0, 0):
        text = f"@{r0},{c0}" + (" " if one_line else "\n") + text
    return text
