"""Pictograms of Fertility, drawn as matplotlib paths (no font glyphs, no images).

Each pictogram is a few coloured layers (:class:`Part`), each a closed :class:`~matplotlib.path.Path`
in a unit box (x and y in -0.5 .. 0.5, y up).  :class:`IconSlot` is a fixed set of patches that can
show any pictogram at one place and change it in place (``slot.show("M")``), which is how the
board view updates its picture without building artists again.

Kinds: ``M C P G`` (marble 대리석, cattle 소, papyrus 파피루스, grapes 포도), ``W`` (wheat 밀),
``water`` (물), ``quarry`` (채석장), ``start`` (시작 기호), ``A`` (any resource, 아무 자원),
``deben`` (디벤), ``statue`` (신들의 조각상), ``turn`` (rotate arrow), ``arrow`` (a shop's arrow), and
the monuments ``obelisk pyramid sphinx temple`` (기념물: 오벨리스크, 피라미드, 스핑크스, 사원).

>>> sorted(ICONS)[:4]
['A', 'C', 'G', 'M']
>>> all(part.path.vertices.min() >= -0.5 and part.path.vertices.max() <= 0.5
...     for parts in ICONS.values() for part in parts)
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import PathPatch
from matplotlib.path import Path
from matplotlib.transforms import Affine2D, Transform


@dataclass(frozen=True)
class Part:
    """One coloured layer of a pictogram: a path, its fill (``"none"`` for a line) and its outline."""

    path: Path
    face: str
    edge: str = "#3b2f1e"
    width: float = 1.0


def _poly(points: Sequence[tuple[float, float]]) -> Path:
    pts = list(points) + [points[0]]
    codes = [Path.MOVETO] + [Path.LINETO] * (len(points) - 1) + [Path.CLOSEPOLY]
    return Path(np.array(pts, float), codes)


def _line(points: Sequence[tuple[float, float]]) -> Path:
    return Path(np.array(points, float), [Path.MOVETO] + [Path.LINETO] * (len(points) - 1))


def _circle(x: float, y: float, r: float) -> Path:
    return Path.circle((x, y), r)


def _ellipse(x: float, y: float, rx: float, ry: float, angle: float = 0.0) -> Path:
    t = Affine2D().scale(rx, ry).rotate_deg(angle).translate(x, y)
    return Path.unit_circle().transformed(t)


def _join(*paths: Path) -> Path:
    return Path.make_compound_path(*paths)


def _wedge(x: float, y: float, r: float, a0: float, a1: float, n: int = 12) -> Path:
    pts = [(x, y)] + [
        (x + r * math.cos(math.radians(a)), y + r * math.sin(math.radians(a))) for a in np.linspace(a0, a1, n)
    ]
    return _poly(pts)


def _bar(x0: float, y0: float, x1: float, y1: float, w: float) -> Path:
    """A thick straight stroke from (x0, y0) to (x1, y1) as a closed polygon."""
    dx, dy = x1 - x0, y1 - y0
    n = math.hypot(dx, dy) or 1.0
    ox, oy = -dy / n * w / 2, dx / n * w / 2
    return _poly([(x0 + ox, y0 + oy), (x1 + ox, y1 + oy), (x1 - ox, y1 - oy), (x0 - ox, y0 - oy)])


def _wave(y: float, amp: float = 0.07, w: float = 0.09) -> Path:
    xs = np.linspace(-0.42, 0.42, 25)
    top = [(x, y + amp * math.sin(x * 2 * math.pi / 0.42) + w / 2) for x in xs]
    bottom = [(x, y + amp * math.sin(x * 2 * math.pi / 0.42) - w / 2) for x in xs[::-1]]
    return _poly(top + bottom)


DARK = "#3b2f1e"

# The colours of the four resources (also the tiles' site colours), of wheat and water.
RESOURCE_FILL = {"M": "#e4e4ec", "C": "#b5773c", "P": "#5fae4a", "G": "#7d4fb5"}
SITE_BG = {"M": "#c9cbd6", "C": "#e2b27e", "P": "#a9dc8f", "G": "#c5a6e6"}


def _marble() -> list[Part]:
    front = _poly([(-0.40, -0.36), (0.18, -0.36), (0.18, 0.14), (-0.40, 0.14)])
    top = _poly([(-0.40, 0.14), (-0.18, 0.36), (0.40, 0.36), (0.18, 0.14)])
    side = _poly([(0.18, -0.36), (0.40, -0.14), (0.40, 0.36), (0.18, 0.14)])
    veins = _line([(-0.34, -0.02), (-0.2, -0.12), (-0.08, -0.04), (0.1, -0.22)])
    return [Part(_join(front, top), "#f4f4f8"), Part(side, "#b4b6c4"), Part(veins, "none", "#7a7d90", 1.2)]


def _cattle() -> list[Part]:
    horns = _poly(
        [
            (-0.48, 0.40),
            (-0.36, 0.18),
            (-0.16, 0.10),
            (0.16, 0.10),
            (0.36, 0.18),
            (0.48, 0.40),
            (0.30, 0.26),
            (0.14, 0.20),
            (-0.14, 0.20),
            (-0.30, 0.26),
        ]
    )
    head = _poly(
        [
            (-0.22, 0.20),
            (0.22, 0.20),
            (0.36, 0.14),
            (0.44, 0.04),
            (0.22, 0.02),
            (0.18, -0.26),
            (0.10, -0.42),
            (-0.10, -0.42),
            (-0.18, -0.26),
            (-0.22, 0.02),
            (-0.44, 0.04),
            (-0.36, 0.14),
        ]
    )
    face = _join(_circle(-0.09, 0.04, 0.04), _circle(0.09, 0.04, 0.04), _ellipse(0, -0.30, 0.11, 0.07))
    return [Part(horns, "#f3ead2"), Part(head, "#a0632d"), Part(face, "#3b2414", "#3b2414", 0.6)]


def _papyrus() -> list[Part]:
    stems = _join(
        _bar(0, -0.46, -0.24, 0.16, 0.05), _bar(0, -0.46, 0, 0.22, 0.05), _bar(0, -0.46, 0.24, 0.16, 0.05)
    )
    fans = _join(
        _wedge(-0.24, 0.14, 0.20, 55, 160), _wedge(0, 0.20, 0.24, 50, 130), _wedge(0.24, 0.14, 0.20, 20, 125)
    )
    return [Part(stems, "#2f6e2a", "#1f4a1c", 0.6), Part(fans, "#8fd16b", "#2f6e2a")]


def _grapes() -> list[Part]:
    berries = _join(
        *(
            _circle(x, y, 0.105)
            for x, y in [(-0.21, 0.08), (0.0, 0.08), (0.21, 0.08), (-0.105, -0.1), (0.105, -0.1), (0, -0.28)]
        )
    )
    leaf = _join(
        _bar(0.0, 0.16, 0.04, 0.40, 0.05),
        _poly([(0.04, 0.30), (0.22, 0.44), (0.42, 0.40), (0.30, 0.26), (0.12, 0.24)]),
    )
    return [Part(leaf, "#5aa63a", "#2f5e1c"), Part(berries, "#7d4fb5", "#3a1f5e")]


def _wheat() -> list[Part]:
    stalk = _bar(0, -0.48, 0, 0.30, 0.05)
    grains = [_ellipse(0, 0.38, 0.06, 0.11)]
    for k in range(4):
        y = 0.18 - 0.17 * k
        grains += [_ellipse(-0.1, y, 0.06, 0.12, 35), _ellipse(0.1, y, 0.06, 0.12, -35)]
    return [Part(stalk, "#b07d00", "#6e4e00", 0.6), Part(_join(*grains), "#f0c020", "#8a6200")]


def _water() -> list[Part]:
    return [Part(_join(_wave(0.24), _wave(0.0), _wave(-0.24)), "#1d64b0", "#0d3c70", 0.6)]


def _quarry() -> list[Part]:
    rocks = _join(
        _poly([(-0.46, -0.42), (-0.40, -0.18), (-0.18, -0.10), (-0.04, -0.24), (-0.06, -0.42)]),
        _poly([(-0.02, -0.42), (0.02, -0.22), (0.20, -0.12), (0.40, -0.20), (0.46, -0.42)]),
    )
    handle = _bar(-0.30, 0.38, 0.22, -0.10, 0.08)
    head = _poly(
        [
            (-0.02, 0.40),
            (0.14, 0.34),
            (0.28, 0.22),
            (0.42, 0.02),
            (0.30, 0.16),
            (0.16, 0.24),
            (-0.02, 0.30),
            (-0.20, 0.28),
            (-0.36, 0.22),
            (-0.22, 0.34),
        ]
    )
    return [Part(rocks, "#8d8272", "#4a4036"), Part(handle, "#9a6a35", "#4f3415"), Part(head, "#6e7078")]


def _start() -> list[Part]:
    points = []
    for k in range(16):
        r = 0.42 if k % 2 == 0 else 0.2
        a = math.pi / 2 + k * math.pi / 8
        points.append((r * math.cos(a), r * math.sin(a)))
    return [Part(_poly(points), "#f7d774", "#b08a20")]


def _any() -> list[Part]:
    quarters = [_wedge(0, 0, 0.42, a, a + 90) for a in (90, 0, 270, 180)]
    colours = [RESOURCE_FILL[r] for r in "MCPG"]
    return [Part(q, c) for q, c in zip(quarters, colours, strict=True)]


def _deben() -> list[Part]:
    return [
        Part(_join(_circle(0, 0, 0.44)), "#e8b923", "#8a6200", 1.0),
        Part(_circle(0, 0, 0.30), "none", "#8a6200", 0.8),
    ]


def _statue() -> list[Part]:
    plinth = _poly([(-0.34, -0.48), (0.34, -0.48), (0.30, -0.34), (-0.30, -0.34)])
    body = _poly(
        [
            (-0.18, -0.34),
            (0.18, -0.34),
            (0.14, 0.12),
            (0.24, 0.14),
            (0.22, 0.20),
            (-0.22, 0.20),
            (-0.24, 0.14),
            (-0.14, 0.12),
        ]
    )
    head = _join(_circle(0, 0.30, 0.10), _poly([(-0.12, 0.32), (0.12, 0.32), (0.16, 0.20), (-0.16, 0.20)]))
    return [Part(plinth, "#9b8a6a"), Part(body, "#d4a93a", "#6e5210"), Part(head, "#d4a93a", "#6e5210")]


def _turn() -> list[Part]:
    pts = [(0.32 * math.cos(math.radians(a)), 0.32 * math.sin(math.radians(a))) for a in range(60, 361, 15)]
    inner = [
        (0.20 * math.cos(math.radians(a)), 0.20 * math.sin(math.radians(a))) for a in range(360, 59, -15)
    ]
    arc = _poly(pts + inner)
    tip = _poly([(0.40, 0.02), (0.12, 0.02), (0.26, 0.24)])
    return [Part(arc, "#2b2b2b", "#2b2b2b", 0.5), Part(tip, "#2b2b2b", "#2b2b2b", 0.5)]


def _obelisk() -> list[Part]:
    shaft = _poly([(-0.13, -0.36), (0.13, -0.36), (0.09, 0.28), (0, 0.46), (-0.09, 0.28)])
    base = _poly([(-0.26, -0.48), (0.26, -0.48), (0.22, -0.36), (-0.22, -0.36)])
    return [Part(base, "#9b8a6a"), Part(shaft, "#ffffff")]


def _pyramid() -> list[Part]:
    body = _poly([(-0.48, -0.38), (0.48, -0.38), (0, 0.42)])
    steps = _join(
        *(
            _bar(-0.48 + 0.48 * f, -0.38 + 0.8 * f, 0.48 - 0.48 * f, -0.38 + 0.8 * f, 0.025)
            for f in (0.25, 0.5, 0.75)
        )
    )
    return [Part(body, "#ffffff"), Part(steps, "#3b2f1e", "#3b2f1e", 0.3)]


def _sphinx() -> list[Part]:
    body = _poly(
        [
            (-0.48, -0.36),
            (0.48, -0.36),
            (0.48, -0.26),
            (0.20, -0.26),
            (0.18, -0.10),
            (-0.06, -0.06),
            (-0.22, 0.04),
            (-0.24, -0.20),
            (-0.48, -0.22),
        ]
    )
    head = _poly(
        [
            (-0.40, 0.0),
            (-0.18, 0.0),
            (-0.14, 0.14),
            (-0.18, 0.40),
            (-0.30, 0.44),
            (-0.42, 0.40),
            (-0.46, 0.14),
        ]
    )
    return [Part(body, "#ffffff"), Part(head, "#ffffff")]


def _temple() -> list[Part]:
    roof = _poly([(-0.48, 0.18), (0.48, 0.18), (0, 0.44)])
    columns = _join(
        *(
            _poly([(x - 0.06, -0.30), (x + 0.06, -0.30), (x + 0.06, 0.16), (x - 0.06, 0.16)])
            for x in (-0.32, -0.11, 0.11, 0.32)
        )
    )
    base = _poly([(-0.48, -0.46), (0.48, -0.46), (0.48, -0.30), (-0.48, -0.30)])
    return [Part(roof, "#ffffff"), Part(columns, "#ffffff"), Part(base, "#ffffff")]


def _arrow() -> list[Part]:
    return [
        Part(
            _poly(
                [
                    (-0.42, 0.07),
                    (0.08, 0.07),
                    (0.08, 0.22),
                    (0.44, 0.0),
                    (0.08, -0.22),
                    (0.08, -0.07),
                    (-0.42, -0.07),
                ]
            ),
            "#4a3b24",
            "#4a3b24",
            0.5,
        )
    ]


ICONS: dict[str, list[Part]] = {
    "M": _marble(),
    "C": _cattle(),
    "P": _papyrus(),
    "G": _grapes(),
    "W": _wheat(),
    "water": _water(),
    "quarry": _quarry(),
    "start": _start(),
    "A": _any(),
    "deben": _deben(),
    "statue": _statue(),
    "turn": _turn(),
    "arrow": _arrow(),
    "obelisk": _obelisk(),
    "pyramid": _pyramid(),
    "sphinx": _sphinx(),
    "temple": _temple(),
}
MONUMENT_ICONS = ("obelisk", "pyramid", "sphinx", "temple")
MAX_PARTS = max(len(parts) for parts in ICONS.values())


class IconSlot:
    """Patches at one place of an Axes whose y axis points down; :meth:`show` draws any pictogram there.

    ``fill`` recolours the white parts (a monument in its player's colour); ``alpha`` fades it.

    >>> import matplotlib.figure
    >>> ax = matplotlib.figure.Figure().add_subplot()
    >>> slot = IconSlot(ax, 0.5, 0.5, 0.8, parts=3)
    >>> slot.show("G"); [p.get_visible() for p in slot.patches]
    [True, True, False]
    >>> slot.show(None); any(p.get_visible() for p in slot.patches)
    False
    """

    x: float
    y: float
    size: float
    _transform: Transform

    def __init__(
        self, ax: Axes, x: float, y: float, size: float, zorder: float = 3.0, parts: int = MAX_PARTS
    ):
        self.ax = ax
        self.place(x, y, size)
        self.kind: tuple | None = None
        self.patches = []
        for _ in range(parts):
            patch = PathPatch(
                ICONS["M"][0].path,
                transform=self._transform,
                zorder=zorder,
                visible=False,
                capstyle="round",
                joinstyle="round",
            )
            ax.add_artist(patch)
            self.patches.append(patch)

    def place(self, x: float, y: float, size: float) -> None:
        """Put the slot at ``(x, y)`` with ``size``: a no-op when it is already there."""
        if getattr(self, "x", None) == x and self.y == y and self.size == size:
            return
        self.x, self.y, self.size = x, y, size
        self._transform = Affine2D().scale(size, -size).translate(x, y) + self.ax.transData
        for patch in getattr(self, "patches", ()):
            patch.set_transform(self._transform)

    def show(self, kind: str | None, fill: str | None = None, alpha: float = 1.0) -> None:
        """Draw pictogram ``kind`` (None: nothing); a no-op when it is already shown."""
        key = (kind, fill, alpha)
        if key == self.kind:
            return
        self.kind = key
        parts = ICONS[kind] if kind else []
        if len(parts) > len(self.patches):
            raise ValueError(f"pictogram {kind!r} has {len(parts)} parts, the slot {len(self.patches)}")
        for k, patch in enumerate(self.patches):
            if k < len(parts):
                part = parts[k]
                face = fill if (fill and part.face == "#ffffff") else part.face
                patch.set_path(part.path)
                patch.set_facecolor(face)
                patch.set_edgecolor(part.edge)
                patch.set_linewidth(part.width)
                patch.set_alpha(alpha)
                patch.set_visible(True)
            else:
                patch.set_visible(False)


__all__ = ["ICONS", "IconSlot", "MONUMENT_ICONS", "Part", "RESOURCE_FILL", "SITE_BG"]
