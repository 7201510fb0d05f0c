"""Pictograms of The Quest for El Dorado, drawn as matplotlib vector shapes.

Each pictogram is a few filled shapes in a unit box (centred on 0, about 1 wide and 1 tall):
machete (마체테), paddle (노), coin (코인), rubble (자갈밭), base camp (주둔지), mountain (검정 산),
blockade (봉쇄), El Dorado (엘도라도), the white joker (조커), the purple action card (액션),
a starting space (출발 칸) and a card (카드).  :func:`shapes` places one at a point and size;
:func:`add_icon` draws it on an Axes as patches; :func:`icon_collection` draws many at once
(one collection per colour, for the hundreds of map spaces).

No font glyph is used, so nothing can render as a missing-glyph box.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> from matplotlib.figure import Figure
>>> ax = Figure().add_subplot()
>>> len(add_icon(ax, "machete", 0.0, 0.0, 1.0)) >= 2
True
>>> sorted(ICONS) == sorted(set(ICONS))
True
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

from matplotlib.axes import Axes
from matplotlib.collections import PatchCollection
from matplotlib.patches import PathPatch
from matplotlib.path import Path

Point = tuple[float, float]
# A part: (points of a closed polygon in the unit box, face colour, edge colour, edge width in points)
Part = tuple[Sequence[Point], str, str, float]

INK = "#1d1d1b"


def _circle(cx: float, cy: float, r: float, n: int = 20) -> list[Point]:
    return [
        (cx + r * math.cos(2 * math.pi * k / n), cy + r * math.sin(2 * math.pi * k / n)) for k in range(n)
    ]


def _rot(points: Iterable[Point], angle: float) -> list[Point]:
    c, s = math.cos(angle), math.sin(angle)
    return [(x * c - y * s, x * s + y * c) for x, y in points]


def _machete() -> list[Part]:
    # a broad blade curving to the tip, a dark grip; laid along the diagonal
    blade = [(-0.16, -0.05), (0.30, -0.09), (0.50, -0.02), (0.56, 0.06), (0.30, 0.08), (-0.16, 0.07)]
    grip = [(-0.50, -0.045), (-0.16, -0.055), (-0.16, 0.065), (-0.50, 0.05)]
    guard = [(-0.19, -0.10), (-0.13, -0.10), (-0.13, 0.12), (-0.19, 0.12)]
    a = math.radians(40)
    return [
        (_rot(blade, a), "#e9eef0", INK, 0.9),
        (_rot(grip, a), "#6b3d1f", INK, 0.9),
        (_rot(guard, a), "#3a3a3a", INK, 0.6),
    ]


def _paddle() -> list[Part]:
    shaft = [(-0.52, -0.035), (0.08, -0.035), (0.08, 0.035), (-0.52, 0.035)]
    blade = (
        [(0.04, 0.0)]
        + [
            (0.30 + 0.26 * math.cos(t), 0.13 * math.sin(t))
            for t in [math.pi * (k / 10 - 0.5) for k in range(11)]
        ]
        + [(0.04, 0.0)]
    )
    knob = [(-0.56, -0.07), (-0.48, -0.07), (-0.48, 0.07), (-0.56, 0.07)]
    a = math.radians(50)
    return [
        (_rot(shaft, a), "#c8914f", INK, 0.8),
        (_rot(blade, a), "#d9a35e", INK, 0.9),
        (_rot(knob, a), "#8a5a2b", INK, 0.6),
    ]


def _coin() -> list[Part]:
    return [
        (_circle(0.0, 0.0, 0.42, 28), "#f2c230", "#7a5a00", 1.0),
        (_circle(0.0, 0.0, 0.29, 24), "#f7d55a", "#9c7400", 0.8),
        ([(-0.05, -0.16), (0.05, -0.16), (0.05, 0.16), (-0.05, 0.16)], "#9c7400", "#9c7400", 0.3),
    ]


def _rubble() -> list[Part]:
    return [
        (
            [(-0.48, -0.30), (-0.12, -0.32), (-0.05, -0.08), (-0.28, 0.06), (-0.46, -0.06)],
            "#c9c9c9",
            INK,
            0.8,
        ),
        ([(-0.02, -0.32), (0.44, -0.30), (0.48, -0.02), (0.20, 0.08), (0.02, -0.06)], "#b0b0b0", INK, 0.8),
        ([(-0.24, 0.04), (0.06, -0.04), (0.22, 0.10), (0.10, 0.36), (-0.18, 0.32)], "#dedede", INK, 0.8),
    ]


def _basecamp() -> list[Part]:
    tent = [(-0.48, -0.34), (0.0, 0.40), (0.48, -0.34)]
    door = [(-0.12, -0.34), (0.0, -0.06), (0.12, -0.34)]
    pole = [(-0.025, 0.36), (0.025, 0.36), (0.025, 0.50), (-0.025, 0.50)]
    return [(tent, "#f4efe2", INK, 1.0), (door, "#7d2018", INK, 0.7), (pole, INK, INK, 0.4)]


def _mountain() -> list[Part]:
    back = [(-0.10, -0.32), (0.22, 0.28), (0.52, -0.32)]
    front = [(-0.52, -0.32), (-0.14, 0.40), (0.24, -0.32)]
    snow = [(-0.27, 0.16), (-0.14, 0.40), (-0.01, 0.16), (-0.09, 0.20), (-0.14, 0.14), (-0.20, 0.20)]
    return [
        (back, "#8d8d8d", "#e6e6e6", 0.8),
        (front, "#a9a9a9", "#e6e6e6", 0.8),
        (snow, "#ffffff", "#ffffff", 0.3),
    ]


def _blockade() -> list[Part]:
    # a barricade: two posts and a striped plank
    parts: list[Part] = [
        ([(-0.40, -0.42), (-0.28, -0.42), (-0.28, 0.30), (-0.40, 0.30)], "#6b3d1f", INK, 0.7),
        ([(0.28, -0.42), (0.40, -0.42), (0.40, 0.30), (0.28, 0.30)], "#6b3d1f", INK, 0.7),
        ([(-0.52, -0.06), (0.52, -0.06), (0.52, 0.22), (-0.52, 0.22)], "#f4efe2", INK, 0.9),
    ]
    for k in range(3):
        x = -0.42 + 0.34 * k
        parts.append(
            ([(x, -0.06), (x + 0.14, -0.06), (x + 0.26, 0.22), (x + 0.12, 0.22)], "#c8483c", "#c8483c", 0.2)
        )
    return parts


def _eldorado() -> list[Part]:
    # a stepped golden temple with a door
    steps = [
        [(-0.50, -0.40), (0.50, -0.40), (0.50, -0.18), (-0.50, -0.18)],
        [(-0.36, -0.18), (0.36, -0.18), (0.36, 0.04), (-0.36, 0.04)],
        [(-0.22, 0.04), (0.22, 0.04), (0.22, 0.24), (-0.22, 0.24)],
    ]
    roof = [(-0.28, 0.24), (0.0, 0.46), (0.28, 0.24)]
    door = [(-0.08, -0.40), (0.08, -0.40), (0.08, -0.20), (-0.08, -0.20)]
    parts: list[Part] = [(s, "#f2c230", "#6d4c00", 0.9) for s in steps]
    return parts + [(roof, "#ffe27a", "#6d4c00", 0.9), (door, "#5a3a00", "#5a3a00", 0.4)]


def _star(points: int, outer: float, inner: float, turn: float = math.pi / 2) -> list[Point]:
    out = []
    for k in range(2 * points):
        r = outer if k % 2 == 0 else inner
        t = turn + math.pi * k / points
        out.append((r * math.cos(t), r * math.sin(t)))
    return out


def _joker() -> list[Part]:
    return [(_star(5, 0.50, 0.22), "#ffffff", INK, 1.0), (_circle(0.0, 0.0, 0.09, 12), "#8a5cc2", INK, 0.5)]


def _action() -> list[Part]:
    bolt = [(0.10, 0.50), (-0.30, -0.02), (-0.04, -0.02), (-0.14, -0.50), (0.30, 0.06), (0.04, 0.06)]
    return [(bolt, "#ffd84a", INK, 1.0)]


def _start() -> list[Part]:
    pole = [(-0.30, -0.46), (-0.22, -0.46), (-0.22, 0.46), (-0.30, 0.46)]
    flag = [(-0.22, 0.46), (0.42, 0.26), (-0.22, 0.06)]
    return [(pole, "#5a3a1a", INK, 0.5), (flag, "#d7263d", INK, 0.9)]


def _card() -> list[Part]:
    return [
        ([(-0.30, -0.42), (0.30, -0.42), (0.30, 0.42), (-0.30, 0.42)], "#f7f2e4", INK, 1.0),
        ([(-0.20, -0.30), (0.20, -0.30), (0.20, 0.30), (-0.20, 0.30)], "#b07a3a", "#b07a3a", 0.3),
    ]


ICONS: dict[str, Any] = {
    "machete": _machete,
    "paddle": _paddle,
    "coin": _coin,
    "rubble": _rubble,
    "basecamp": _basecamp,
    "mountain": _mountain,
    "blockade": _blockade,
    "eldorado": _eldorado,
    "joker": _joker,
    "action": _action,
    "start": _start,
    "card": _card,
}
# The rules' symbol names for the pictograms (a rubble space asks for cards to discard, a base camp
# for cards to remove).
SYMBOL_ICON = {
    "machete": "machete",
    "paddle": "paddle",
    "coin": "coin",
    "discard": "rubble",
    "remove": "basecamp",
    "joker": "joker",
    "action": "action",
}


def shapes(kind: str, x: float, y: float, size: float) -> list[tuple[Path, str, str, float]]:
    """The pictogram ``kind`` at ``(x, y)``, ``size`` data units wide: ``[(path, face, edge, width_pt)]``."""
    out = []
    for points, face, edge, width in ICONS[kind]():
        verts = [(x + px * size, y + py * size) for px, py in points]
        out.append((Path(verts + [verts[0]], closed=True), face, edge, width))
    return out


@lru_cache(maxsize=4096)
def shapes_at(kind: str, x: float, y: float, size: float) -> tuple[tuple[Path, str, str, float], ...]:
    """:func:`shapes`, remembered: the same place and kind give the very same Path objects."""
    return tuple(shapes(kind, x, y, size))


def add_icon(
    ax: Axes,
    kind: str,
    x: float,
    y: float,
    size: float,
    zorder: float = 3.0,
    scale_lw: float = 1.0,
    visible: bool = True,
    parts: int | None = None,
) -> list[PathPatch]:
    """Draw one pictogram as patches (returned, so that a view can show or hide them).

    ``parts`` keeps only the first shapes (a small coin needs only its disc).
    """
    patches = []
    for path, face, edge, width in shapes(kind, x, y, size)[:parts]:
        patch = PathPatch(
            path,
            facecolor=face,
            edgecolor=edge,
            linewidth=width * scale_lw,
            zorder=zorder,
            visible=visible,
            joinstyle="round",
        )
        ax.add_patch(patch)
        patches.append(patch)
    return patches


def icon_collection(
    ax: Axes,
    placed: Iterable[tuple[str, float, float, float]],
    zorder: float = 3.0,
    scale_lw: float = 1.0,
    cls: type[PatchCollection] = PatchCollection,
) -> list[PatchCollection]:
    """Many pictograms ``(kind, x, y, size)`` drawn as a few collections (they never change)."""
    layers: dict[int, list[tuple[PathPatch, str, str, float]]] = {}
    for kind, x, y, size in placed:
        for depth, (path, face, edge, width) in enumerate(shapes(kind, x, y, size)):
            layers.setdefault(depth, []).append((PathPatch(path), face, edge, width))
    out = []
    for depth in sorted(layers):
        items = layers[depth]
        coll = cls(
            [p for p, *_ in items],
            facecolors=[f for _, f, _, _ in items],
            edgecolors=[e for _, _, e, _ in items],
            linewidths=[w * scale_lw for *_, w in items],
            zorder=zorder + depth * 0.01,
        )
        ax.add_collection(coll)
        out.append(coll)
    return out
