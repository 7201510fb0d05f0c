"""Pictograms of Elfengold, drawn as matplotlib paths: the transports, rafts, gold, obstacles, spells.

Every pictogram is at most :data:`LAYERS` filled paths in a unit box (``-1..1`` both ways, y up),
so a :class:`Pictogram` on a board keeps the same three patches and only swaps their paths and
colours when the counter under it changes (the board never builds artists again).  The letter
of the kit's notation is always drawn beside a pictogram by the board, so the shape and the
colour are never the only carriers of meaning.

>>> sorted(ICONS)[:4]
['B', 'C', 'D', 'E']
>>> len(ICONS["U"]) <= LAYERS
True
"""

from __future__ import annotations

import math
from typing import Any

from matplotlib.axes import Axes
from matplotlib.patches import PathPatch
from matplotlib.path import Path
from matplotlib.transforms import Affine2D

#: How many patches one pictogram uses at most.
LAYERS = 3
INK = "#2b1d0e"

Layer = tuple[Path, str, str, float]  # path, face colour, edge colour, edge width (points)


# --------------------------------------------------------------------------- path helpers
def _poly(points: list[tuple[float, float]]) -> Path:
    pts = list(points) + [points[0]]
    return Path(pts, [Path.MOVETO] + [Path.LINETO] * (len(points) - 1) + [Path.CLOSEPOLY])


def _line(points: list[tuple[float, float]]) -> Path:
    return Path(points, [Path.MOVETO] + [Path.LINETO] * (len(points) - 1))


def _circle(x: float, y: float, r: float) -> Path:
    return Path.circle((x, y), r)


def _ellipse(x: float, y: float, rx: float, ry: float) -> Path:
    return Path.unit_circle().transformed(Affine2D().scale(rx, ry).translate(x, y))


def _rect(x0: float, y0: float, x1: float, y1: float) -> Path:
    return _poly([(x0, y0), (x1, y0), (x1, y1), (x0, y1)])


def _star(x: float, y: float, r: float, points: int = 5, inner: float = 0.45) -> Path:
    pts = []
    for i in range(points * 2):
        a = math.pi / 2 + i * math.pi / points
        rr = r if i % 2 == 0 else r * inner
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    return _poly(pts)


def _join(*paths: Path) -> Path:
    return Path.make_compound_path(*paths)


def _arrow(y: float, rightwards: bool) -> Path:
    s = 1 if rightwards else -1
    pts = [
        (-0.8, y - 0.12),
        (0.3, y - 0.12),
        (0.3, y - 0.32),
        (0.85, y),
        (0.3, y + 0.32),
        (0.3, y + 0.12),
        (-0.8, y + 0.12),
    ]
    return _poly([(s * px, py) for px, py in pts])


# --------------------------------------------------------------------------- the pictograms
def _pig() -> list[Layer]:
    body = _join(_ellipse(0.12, -0.05, 0.72, 0.5), _circle(-0.55, 0.12, 0.36))
    legs = _join(
        _rect(-0.35, -0.75, -0.15, -0.35),
        _rect(0.35, -0.75, 0.55, -0.35),
        _poly([(-0.72, 0.38), (-0.55, 0.75), (-0.42, 0.42)]),
        _ellipse(-0.9, 0.06, 0.16, 0.14),
    )
    eye = _join(_circle(-0.58, 0.25, 0.06), _circle(-0.94, 0.08, 0.035), _circle(-0.86, 0.08, 0.035))
    return [(body, "#f7a8bd", "#9c3f5a", 0.8), (legs, "#e07592", "#9c3f5a", 0.6), (eye, INK, INK, 0.3)]


def _elfcycle() -> list[Layer]:
    wheels = _join(_circle(-0.52, -0.32, 0.4), _circle(0.52, -0.32, 0.4))
    frame = _join(
        _line([(-0.52, -0.32), (-0.08, 0.32), (0.52, -0.32)]),
        _line([(-0.08, 0.32), (0.3, 0.32)]),
        _line([(0.52, -0.32), (0.3, 0.32), (0.28, 0.62), (0.52, 0.66)]),
        _line([(-0.2, 0.45), (0.05, 0.45)]),
        _line([(-0.08, 0.32), (-0.08, 0.45)]),
    )
    hubs = _join(_circle(-0.52, -0.32, 0.09), _circle(0.52, -0.32, 0.09))
    return [(wheels, "none", INK, 1.4), (frame, "none", "#1f6fc4", 1.8), (hubs, INK, INK, 0.3)]


def _cloud() -> list[Layer]:
    puff = _join(
        _circle(-0.45, -0.05, 0.38),
        _circle(0.02, 0.22, 0.5),
        _circle(0.5, -0.02, 0.38),
        _ellipse(0.0, -0.25, 0.82, 0.3),
    )
    sparks = _join(_star(-0.55, 0.62, 0.2, 4, 0.35), _star(0.72, 0.55, 0.16, 4, 0.35))
    drops = _join(
        _ellipse(-0.3, -0.72, 0.07, 0.13), _ellipse(0.1, -0.78, 0.07, 0.13), _ellipse(0.5, -0.72, 0.07, 0.13)
    )
    return [
        (puff, "#c9d5f5", "#4b5fa0", 0.9),
        (sparks, "#f2c12e", "#8a6d00", 0.5),
        (drops, "#4b5fa0", "none", 0),
    ]


def _unicorn() -> list[Layer]:
    head = _poly(
        [
            (-0.4, -0.9),
            (0.3, -0.9),
            (0.22, -0.25),
            (0.72, -0.4),
            (0.88, -0.12),
            (0.55, 0.32),
            (0.22, 0.58),
            (-0.12, 0.55),
            (-0.42, 0.18),
        ]
    )
    horn = _join(
        _poly([(0.14, 0.55), (0.34, 0.48), (0.62, 1.0)]),
        _poly([(-0.42, 0.18), (-0.12, 0.55), (-0.3, 0.62), (-0.62, 0.22), (-0.68, -0.35), (-0.4, -0.9)]),
    )
    eye = _join(_circle(0.3, 0.2, 0.07), _circle(0.74, -0.2, 0.04))
    return [(head, "#ffffff", "#555555", 1.0), (horn, "#f2c12e", "#8a6d00", 0.7), (eye, INK, INK, 0.3)]


def _troll() -> list[Layer]:
    box = _join(_rect(-0.88, -0.25, 0.88, 0.45), _rect(-0.95, 0.42, 0.95, 0.55))
    wheels = _join(_circle(-0.5, -0.45, 0.3), _circle(0.5, -0.45, 0.3))
    lines = _join(
        _line([(-0.3, -0.2), (-0.3, 0.4)]),
        _line([(0.3, -0.2), (0.3, 0.4)]),
        _circle(-0.5, -0.45, 0.08),
        _circle(0.5, -0.45, 0.08),
    )
    return [(box, "#b8834f", "#5a3a1a", 0.9), (wheels, "#4a3522", INK, 0.6), (lines, "none", "#5a3a1a", 1.0)]


def _dragon() -> list[Layer]:
    body = _poly(
        [
            (-0.95, -0.45),
            (-0.45, -0.18),
            (0.0, -0.42),
            (0.45, -0.3),
            (0.68, 0.02),
            (0.98, 0.08),
            (0.92, 0.32),
            (0.6, 0.38),
            (0.36, 0.08),
            (0.0, 0.02),
            (-0.5, 0.02),
        ]
    )
    wing = _poly([(-0.35, 0.0), (0.2, 0.0), (0.1, 0.92), (-0.12, 0.55), (-0.5, 0.78)])
    eye = _join(_circle(0.7, 0.24, 0.06), _poly([(0.5, 0.36), (0.58, 0.6), (0.65, 0.37)]))
    return [(body, "#d8392b", "#6a1010", 0.9), (wing, "#f39c34", "#8a3d00", 0.8), (eye, INK, INK, 0.3)]


def _raft() -> list[Layer]:
    logs = _join(*[_rect(-0.8 + 0.4 * i, -0.35, -0.45 + 0.4 * i, 0.55) for i in range(4)])
    water = _poly(
        [(-1.0, -0.55)]
        + [(-1.0 + 0.25 * i, -0.45 if i % 2 else -0.62) for i in range(9)]
        + [(1.0, -0.9), (-1.0, -0.9)]
    )
    ropes = _join(_line([(-0.85, 0.35), (0.85, 0.35)]), _line([(-0.85, -0.15), (0.85, -0.15)]))
    return [(water, "#5aa9e6", "#1f5f99", 0.6), (logs, "#c98e55", "#6b4a24", 0.8), (ropes, "none", INK, 1.0)]


def _gold() -> list[Layer]:
    coin = _circle(0, 0, 0.85)
    ring = _circle(0, 0, 0.6)
    shine = _star(0.0, 0.0, 0.38, 5, 0.45)
    return [
        (coin, "#ffd700", "#8a6d00", 1.0),
        (ring, "none", "#b38600", 1.0),
        (shine, "#f0a800", "#8a6d00", 0.4),
    ]


def _log() -> list[Layer]:
    bark = _rect(-0.9, -0.36, 0.62, 0.36)
    end = _ellipse(0.62, 0.0, 0.24, 0.36)
    rings = _join(
        _ellipse(0.62, 0.0, 0.1, 0.16),
        _line([(-0.7, 0.12), (0.2, 0.12)]),
        _line([(-0.5, -0.14), (0.35, -0.14)]),
    )
    return [
        (bark, "#8b5a2b", "#3e250d", 0.9),
        (end, "#e0b27a", "#3e250d", 0.8),
        (rings, "none", "#3e250d", 0.9),
    ]


def _sea_monster() -> list[Layer]:
    humps = []
    for cx in (-0.62, -0.05):
        outer = [
            (cx + 0.3 * math.cos(a), -0.35 + 0.45 * math.sin(a)) for a in (math.pi * i / 8 for i in range(9))
        ]
        inner = [
            (cx + 0.13 * math.cos(a), -0.35 + 0.25 * math.sin(a))
            for a in (math.pi * (8 - i) / 8 for i in range(9))
        ]
        humps.append(_poly(outer + inner))
    neck = _poly(
        [(0.3, -0.4), (0.45, 0.35), (0.62, 0.55), (0.95, 0.45), (0.9, 0.3), (0.65, 0.28), (0.55, -0.4)]
    )
    body = _join(*humps, neck)
    water = _poly(
        [(-1.0, -0.4)]
        + [(-1.0 + 0.25 * i, -0.32 if i % 2 else -0.5) for i in range(9)]
        + [(1.0, -0.9), (-1.0, -0.9)]
    )
    eye = _join(_circle(0.68, 0.45, 0.06), _poly([(0.5, 0.5), (0.45, 0.78), (0.62, 0.56)]))
    return [(water, "#4fa3e0", "#1f5f99", 0.6), (body, "#2e9b62", "#0f4a2a", 0.9), (eye, INK, INK, 0.3)]


def _double() -> list[Layer]:
    back = _rect(-0.85, -0.2, 0.25, 0.8)
    front = _rect(-0.25, -0.8, 0.85, 0.2)
    star = _star(0.3, -0.3, 0.32, 5, 0.45)
    return [
        (back, "#e6d6ff", "#5b2d8e", 1.0),
        (front, "#c9a7f2", "#5b2d8e", 1.0),
        (star, "#f2c12e", "#8a6d00", 0.5),
    ]


def _exchange() -> list[Layer]:
    arrows = _join(_arrow(0.35, True), _arrow(-0.35, False))
    star = _join(_star(0.75, 0.8, 0.18, 4, 0.35), _star(-0.75, -0.8, 0.18, 4, 0.35))
    return [(arrows, "#9b59d0", "#4a1d78", 0.9), (star, "#f2c12e", "#8a6d00", 0.5)]


def _wizard() -> list[Layer]:
    hat = _join(
        _poly([(-0.55, -0.45), (0.55, -0.45), (0.12, 0.95), (-0.05, 0.6)]), _ellipse(0.0, -0.52, 0.88, 0.2)
    )
    stars = _join(_star(0.0, 0.05, 0.2), _star(0.12, 0.5, 0.13), _star(-0.28, -0.22, 0.1))
    return [(hat, "#5e3aa8", "#25104f", 0.9), (stars, "#f7d54a", "#8a6d00", 0.4)]


def _boot() -> list[Layer]:
    boot = _poly(
        [(-0.42, 0.92), (0.18, 0.92), (0.18, -0.12), (0.7, -0.28), (0.82, -0.5), (0.78, -0.8), (-0.42, -0.8)]
    )
    cuff = _rect(-0.5, 0.62, 0.26, 0.92)
    sole = _rect(-0.42, -0.8, 0.8, -0.62)
    return [(boot, "#888888", INK, 1.0), (_join(cuff, sole), INK, INK, 0.4)]


def _back() -> list[Layer]:
    """A face-down tile or card: a star pattern on a dark back."""
    return [
        (_rect(-0.8, -0.8, 0.8, 0.8), "#6b5b45", "#2b1d0e", 0.9),
        (_join(_star(0, 0, 0.45, 8, 0.55)), "#c8b88a", "none", 0),
    ]


ICONS: dict[str, list[Layer]] = {
    "P": _pig(),
    "E": _elfcycle(),
    "C": _cloud(),
    "U": _unicorn(),
    "T": _troll(),
    "D": _dragon(),
    "R": _raft(),
    "G": _gold(),
    "L": _log(),
    "S": _sea_monster(),
    "B": _double(),
    "X": _exchange(),
    "W": _wizard(),
    "boot": _boot(),
    "back": _back(),
}
#: The fill of a counter (tile) or card of each kind, behind its pictogram.
FACE = {
    "P": "#fde3ea",
    "E": "#e1eefb",
    "C": "#eef1fd",
    "U": "#fff8d6",
    "T": "#f1e2cf",
    "D": "#ffe0cf",
    "R": "#dcefff",
    "G": "#fff3b0",
    "L": "#ecd9c2",
    "S": "#d3efe3",
    "B": "#f1e8ff",
    "X": "#f1e8ff",
    "W": "#e6dcfa",
    "back": "#d8ccb0",
}

_EMPTY = Path([(0.0, 0.0)], [Path.MOVETO])


class Pictogram:
    """Up to :data:`LAYERS` patches on an Axes drawing one pictogram; change it with :meth:`set`.

    ``size`` is the half-width in data units.  With ``flip`` (the board's y axis points down)
    the pictogram is turned so that it stands upright.

    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_subplot()
    >>> p = Pictogram(ax, 0.0, 0.0, 0.5)
    >>> p.set("D"); p.kind
    'D'
    >>> p.set(None); p.kind is None
    True
    """

    def __init__(
        self, ax: Axes, x: float, y: float, size: float, zorder: float = 6, flip: bool = True
    ) -> None:
        self.x, self.y, self.size, self.flip = x, y, size, flip
        self.kind: str | None = None
        self.alpha = 1.0
        self.colour: str | None = None
        self.patches = [
            PathPatch(_EMPTY, fc="none", ec="none", lw=0, zorder=zorder + i * 0.01, visible=False)
            for i in range(LAYERS)
        ]
        for patch in self.patches:
            ax.add_artist(patch)

    def set(
        self,
        kind: str | None,
        x: float | None = None,
        y: float | None = None,
        alpha: float = 1.0,
        colour: str | None = None,
    ) -> None:
        """Show ``kind`` (None hides it), optionally at a new place, faded, or with a new main colour."""
        moved = (x is not None and x != self.x) or (y is not None and y != self.y)
        if x is not None:
            self.x = x
        if y is not None:
            self.y = y
        if kind == self.kind and not moved and alpha == self.alpha and colour == self.colour:
            return
        self.kind, self.alpha, self.colour = kind, alpha, colour
        layers = ICONS.get(kind, []) if kind else []
        place = Affine2D().scale(self.size, -self.size if self.flip else self.size).translate(self.x, self.y)
        for i, patch in enumerate(self.patches):
            if i < len(layers):
                path, fc, ec, lw = layers[i]
                if colour and i == 0:
                    fc = colour
                patch.set_path(path.transformed(place))
                patch.set_facecolor(fc)
                patch.set_edgecolor(ec)
                patch.set_linewidth(lw)
                patch.set_alpha(alpha)
                patch.set_visible(True)
            else:
                patch.set_visible(False)
            patch.stale = True


def draw_icon(
    ax: Axes, kind: str, x: float, y: float, size: float, zorder: float = 6, flip: bool = False
) -> Pictogram:
    """Draw one pictogram (for legends and one-off pictures).

    >>> from matplotlib.figure import Figure
    >>> draw_icon(Figure().add_subplot(), "U", 0.5, 0.5, 0.2).kind
    'U'
    """
    p = Pictogram(ax, x, y, size, zorder, flip)
    p.set(kind)
    return p


def rounded_box(x: float, y: float, w: float, h: float, **kw: Any) -> Any:
    """A rounded rectangle patch centred on ``(x, y)`` (a counter, card or button).

    >>> box = rounded_box(1.0, 1.0, 0.5, 0.5, fc="white")
    >>> round(box.get_x() + box.get_width() / 2, 6)
    1.0
    """
    from matplotlib.patches import FancyBboxPatch

    pad = min(min(w, h) * 0.18, 0.07)
    return FancyBboxPatch(
        (x - w / 2 + pad, y - h / 2 + pad), w - 2 * pad, h - 2 * pad, boxstyle=f"round,pad={pad}", **kw
    )
