"""Golden Ankh pictograms as vector paths: falcon, jackal, scarab, storehouse, scribe, desert, ankh.

Each pictogram is one :class:`matplotlib.path.Path` in a unit box (``0 … 1`` across, ``y`` growing
downwards, as on the board), made of closed shapes that are filled in one colour; holes (the ankh's
loop, the storehouse door, the lines of the scribe's scroll) run the other way round, so they stay
open under either fill rule.  :func:`placed` moves and scales one onto the board.

>>> sorted(ICONS)
['ankh', 'desert', 'falcon', 'jackal', 'scarab', 'scribe', 'storehouse']
>>> p = placed("jackal", 10.0, 5.0, 2.0)          # centred on (10, 5), 2 units across
>>> bool(p.vertices[:, 0].min() >= 9.0 and p.vertices[:, 0].max() <= 11.0)
True
"""
from __future__ import annotations

import math

import numpy as np
from matplotlib.path import Path

Point = tuple[float, float]


def _poly(points: list[Point], hole: bool = False) -> Path:
    """A closed polygon, counter-clockwise on screen (clockwise for a hole)."""
    pts = np.asarray(points, dtype=float)
    # the shoelace sign with y down: positive = clockwise on screen
    area = 0.5 * np.sum(pts[:, 0] * np.roll(pts[:, 1], -1) - np.roll(pts[:, 0], -1) * pts[:, 1])
    if (area > 0) != hole:
        pts = pts[::-1]
    verts = np.vstack([pts, pts[:1]])
    codes = [Path.MOVETO] + [Path.LINETO] * (len(pts) - 1) + [Path.CLOSEPOLY]
    return Path(verts, codes)


def _ellipse(cx: float, cy: float, rx: float, ry: float, hole: bool = False, n: int = 28,
             start: float = 0.0, stop: float = 360.0) -> Path:
    """An ellipse (or the closed sector of one from ``start`` to ``stop`` degrees) as a polygon."""
    full = stop - start >= 360.0
    steps = n if full else max(4, int(n * (stop - start) / 360.0))
    angles = np.radians(np.linspace(start, stop, steps, endpoint=not full))
    pts = [(cx + rx * math.cos(a), cy - ry * math.sin(a)) for a in angles]
    return _poly(pts, hole)


def _bar(x0: float, y0: float, x1: float, y1: float, width: float) -> Path:
    """A straight bar from ``(x0, y0)`` to ``(x1, y1)``, ``width`` thick (a leg, a pen, a line)."""
    dx, dy = x1 - x0, y1 - y0
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    return _poly([(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)])


def _join(*parts: Path) -> Path:
    return Path.make_compound_path(*parts)


def _falcon() -> Path:
    # Horus's falcon standing, facing left: head with hooked beak, folded wing, long tail, legs
    body = _poly([(0.30, 0.30), (0.44, 0.20), (0.58, 0.26), (0.70, 0.42), (0.80, 0.62), (0.92, 0.86),
                  (0.80, 0.88), (0.66, 0.74), (0.56, 0.74), (0.40, 0.66), (0.30, 0.52), (0.27, 0.40)])
    head = _ellipse(0.36, 0.22, 0.13, 0.12)
    beak = _poly([(0.25, 0.17), (0.13, 0.22), (0.17, 0.32), (0.24, 0.28)])
    eye = _ellipse(0.34, 0.20, 0.035, 0.035, hole=True, n=12)
    wing_line = _poly([(0.50, 0.38), (0.72, 0.58), (0.70, 0.62), (0.47, 0.43)], hole=True)
    legs = [_bar(0.47, 0.70, 0.43, 0.93, 0.06), _bar(0.55, 0.72, 0.55, 0.93, 0.06)]
    feet = [_bar(0.34, 0.93, 0.50, 0.93, 0.05), _bar(0.48, 0.93, 0.62, 0.93, 0.05)]
    return _join(body, head, beak, eye, wing_line, *legs, *feet)


def _jackal() -> Path:
    # Anubis's jackal lying on its shrine, seen from the side: tall ears, long snout, tail hanging
    head = _poly([(0.08, 0.40), (0.22, 0.30), (0.27, 0.06), (0.33, 0.27), (0.38, 0.08), (0.42, 0.30),
                  (0.46, 0.38), (0.44, 0.48), (0.30, 0.47), (0.10, 0.46)])
    neck = _poly([(0.34, 0.40), (0.46, 0.34), (0.52, 0.54), (0.36, 0.60)])
    body = _poly([(0.36, 0.52), (0.56, 0.46), (0.82, 0.48), (0.92, 0.56), (0.92, 0.74), (0.30, 0.74),
                  (0.30, 0.64)])
    tail = _poly([(0.88, 0.54), (0.97, 0.60), (0.97, 0.82), (0.92, 0.80), (0.92, 0.62)])
    front = _bar(0.24, 0.70, 0.40, 0.70, 0.07)
    shrine = _poly([(0.12, 0.80), (0.96, 0.80), (0.96, 0.94), (0.12, 0.94)])
    eye = _ellipse(0.28, 0.37, 0.03, 0.025, hole=True, n=12)
    return _join(head, neck, body, tail, front, shrine, eye)


def _scarab() -> Path:
    # the sacred beetle from above: head, shield, two wing cases with a seam, six legs
    left = _ellipse(0.48, 0.60, 0.21, 0.28, start=90, stop=270)
    right = _ellipse(0.52, 0.60, 0.21, 0.28, start=-90, stop=90)
    shield = _ellipse(0.50, 0.32, 0.17, 0.08)
    head = _ellipse(0.50, 0.20, 0.09, 0.07)
    horns = [_bar(0.44, 0.16, 0.38, 0.06, 0.05), _bar(0.56, 0.16, 0.62, 0.06, 0.05)]
    legs = []
    for y, dx, dy in ((0.40, 0.20, -0.06), (0.58, 0.24, 0.0), (0.76, 0.20, 0.10)):
        legs.append(_bar(0.34, y, 0.34 - dx, y + dy, 0.05))
        legs.append(_bar(0.66, y, 0.66 + dx, y + dy, 0.05))
    return _join(left, right, shield, head, *horns, *legs)


def _storehouse() -> Path:
    # a granary: domed store on a plinth, an arched door (open) and a grain window
    dome = _ellipse(0.50, 0.48, 0.32, 0.34, start=0, stop=180)
    walls = _poly([(0.18, 0.47), (0.82, 0.47), (0.82, 0.84), (0.18, 0.84)])
    plinth = _poly([(0.10, 0.84), (0.90, 0.84), (0.90, 0.94), (0.10, 0.94)])
    door = _join(_ellipse(0.50, 0.66, 0.10, 0.09, hole=True, start=0, stop=180, n=20),
                 _poly([(0.40, 0.66), (0.60, 0.66), (0.60, 0.84), (0.40, 0.84)], hole=True))
    window = _ellipse(0.50, 0.34, 0.07, 0.06, hole=True, n=14)
    return _join(dome, walls, plinth, door, window)


def _scribe() -> Path:
    # a papyrus scroll with lines of writing and the scribe's reed pen across it
    sheet = _poly([(0.16, 0.22), (0.74, 0.22), (0.74, 0.82), (0.16, 0.82)])
    top = _ellipse(0.45, 0.20, 0.33, 0.07)
    bottom = _ellipse(0.45, 0.84, 0.33, 0.07)
    lines = [_poly([(0.24, y), (0.64, y), (0.64, y + 0.05), (0.24, y + 0.05)], hole=True)
             for y in (0.34, 0.46, 0.58, 0.70)]
    pen = _bar(0.94, 0.08, 0.62, 0.62, 0.07)
    nib = _poly([(0.64, 0.59), (0.59, 0.67), (0.58, 0.58)])
    return _join(sheet, top, bottom, *lines, pen, nib)


def _desert() -> Path:
    # the sun over two sand dunes
    sun = _ellipse(0.70, 0.22, 0.12, 0.12)
    rays = [_bar(0.70 + 0.17 * math.cos(a), 0.22 - 0.17 * math.sin(a),
                 0.70 + 0.25 * math.cos(a), 0.22 - 0.25 * math.sin(a), 0.04)
            for a in np.radians([0, 45, 90, 135, 180])]
    back = Path([(0.36, 0.92), (0.36, 0.70), (0.70, 0.40), (0.98, 0.62), (0.98, 0.92), (0.36, 0.92)],
                [Path.MOVETO, Path.LINETO, Path.CURVE3, Path.CURVE3, Path.LINETO, Path.CLOSEPOLY])
    front = Path([(0.02, 0.92), (0.02, 0.74), (0.26, 0.52), (0.62, 0.86), (0.62, 0.92), (0.02, 0.92)],
                 [Path.MOVETO, Path.LINETO, Path.CURVE3, Path.CURVE3, Path.LINETO, Path.CLOSEPOLY])
    return _join(sun, *rays, back, front)


def _ankh() -> Path:
    # the ankh: a loop on a cross
    loop = _ellipse(0.50, 0.27, 0.17, 0.21)
    hole = _ellipse(0.50, 0.28, 0.085, 0.13, hole=True)
    bar = _poly([(0.18, 0.45), (0.82, 0.45), (0.82, 0.56), (0.18, 0.56)])
    stem = _poly([(0.44, 0.50), (0.56, 0.50), (0.60, 0.95), (0.40, 0.95)])
    return _join(loop, hole, bar, stem)


ICONS: dict[str, Path] = {
    "falcon": _falcon(),
    "jackal": _jackal(),
    "scarab": _scarab(),
    "storehouse": _storehouse(),
    "scribe": _scribe(),
    "desert": _desert(),
    "ankh": _ankh(),
}

EMPTY = Path(np.zeros((1, 2)), [Path.MOVETO])


def placed(name: str, cx: float, cy: float, size: float) -> Path:
    """The pictogram ``name`` centred on ``(cx, cy)``, ``size`` data units across (y downwards)."""
    icon = ICONS.get(name)
    if icon is None:
        return EMPTY
    verts = (np.asarray(icon.vertices) - 0.5) * size + (cx, cy)
    return Path(verts, icon.codes)


def tile_icon(tile_kind: str) -> str | None:
    """The pictogram of a tile kind (``"jackal"``, ``"storehouse"`` …); None for the 2-point tile."""
    return tile_kind if tile_kind in ICONS and tile_kind != "ankh" else None
