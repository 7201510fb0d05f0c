"""The artists the El Dorado picture is made of, beyond matplotlib's own: collections that know their
place on the picture, the map's unchanging shapes gathered per tile, text drawn as glyph outlines, and a
pictogram whose kind changes in place.

>>> from matplotlib.figure import Figure
>>> ax = Figure().add_subplot()
>>> pic = Pic(ax, 10.0, 10.0, 20.0, zorder=4)
>>> pic.show("coin"); pic.coll.get_visible(), len(pic.coll.get_paths()) >= 1
(True, True)
>>> pic.show(None); pic.coll.get_visible()
False
"""
from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import matplotlib
import numpy as np
from matplotlib.axes import Axes
from matplotlib.collections import LineCollection, PatchCollection, PolyCollection
from matplotlib.font_manager import FontProperties
from matplotlib.patches import PathPatch
from matplotlib.path import Path
from matplotlib.textpath import TextPath
from matplotlib.transforms import Bbox, Transform

from rulekit.geometry import hex_corners

from .icons import icon_collection, shapes_at


class Boxed:
    """A collection that tells its place on the picture.

    matplotlib gives an empty box for a collection drawn in data coordinates, and the incremental
    render then redraws such a collection at every step wherever the change is; with its real box
    it is redrawn only when a change touches it.
    """

    if TYPE_CHECKING:     # the collection's own
        def get_paths(self) -> Sequence[Path]: ...

        def get_transform(self) -> Transform: ...

    def get_window_extent(self, renderer: Any = None) -> Bbox:
        paths = self.get_paths()
        if not paths:
            return Bbox.null()
        points = self.get_transform().transform(np.concatenate([p.vertices for p in paths]))
        return Bbox([points.min(axis=0), points.max(axis=0)])


class Polys(Boxed, PolyCollection):
    pass


class Patches(Boxed, PatchCollection):
    pass


class Lines(Boxed, LineCollection):
    pass


class MapTiles:
    """The map's unchanging shapes, gathered into a few collections per square tile of the picture.

    Hundreds of spaces drawn as single artists would make every step check each of them; one
    collection for the whole map would be redrawn whole whenever a piece moves.  The space
    numbers and labels are the glyph outlines of the text (:class:`~matplotlib.textpath.TextPath`)
    at the same size in CSS pixels, so they join the collections too.
    """

    SIZE = 240.0

    def __init__(self) -> None:
        self.hexes: dict[tuple[int, int], list] = {}
        self.icons: dict[tuple[int, int], list] = {}
        self.labels: dict[tuple[int, int], list] = {}
        self.texts: list[tuple[str, float]] = []  # (text, CSS px) of every outlined label

    def _tile(self, x: float, y: float) -> tuple[int, int]:
        return int(x // self.SIZE), int(y // self.SIZE)

    def hex(self, x: float, y: float, radius: float, face: str, edge: str, width: float) -> None:
        self.hexes.setdefault(self._tile(x, y), []).append((hex_corners((x, y), radius), face, edge, width))

    def icon(self, kind: str, x: float, y: float, size: float) -> None:
        self.icons.setdefault(self._tile(x, y), []).append((kind, x, y, size))

    def label(self, x: float, y: float, text: str, px: float, colour: str, bold: bool = False) -> None:
        """A text ``px`` CSS pixels tall, centred on ``(x, y)``."""
        self.texts.append((text, px))
        self.labels.setdefault(self._tile(x, y), []).append((_text_outline(text, px, bold, x, y), colour))

    def add_to(self, ax: Axes) -> None:
        for items in self.hexes.values():
            ax.add_collection(
                Polys(
                    [p for p, *_ in items],
                    facecolors=[i[1] for i in items],
                    edgecolors=[i[2] for i in items],
                    linewidths=[i[3] for i in items],
                    zorder=1,
                )
            )
        for items in self.icons.values():
            icon_collection(ax, items, zorder=2, cls=Patches)
        for items in self.labels.values():
            ax.add_collection(
                Patches(
                    [PathPatch(path) for path, _ in items],
                    facecolors=[c for _, c in items],
                    edgecolors="none",
                    linewidths=0,
                    zorder=2.5,
                )
            )


def _text_outline(text: str, px: float, bold: bool, x: float, y: float) -> Path:
    """The outline of ``text`` at ``px`` CSS pixels (data units), centred on ``(x, y)``."""
    vertices, codes = _glyphs(text, px, bold, tuple(matplotlib.rcParams["font.family"]))
    return Path(vertices + (x, y), codes)


@functools.lru_cache(maxsize=2048)
def _glyphs(text: str, px: float, bold: bool, family: tuple[str, ...]) -> tuple[np.ndarray, np.ndarray]:
    """The glyphs' outline centred on ``(0, 0)`` (a board repeats its labels; built once each)."""
    path = TextPath((0, 0), text, size=px, prop=FontProperties(family=list(family),
                                                                weight="bold" if bold else "normal"))
    ext = path.get_extents()
    # centre the glyphs' ink box, like a text drawn with ha="center", va="center"
    vertices = path.vertices - ((ext.x0 + ext.x1) / 2, (ext.y0 + ext.y1) / 2)
    vertices.flags.writeable = False
    return vertices, path.codes


class Pic:
    """A pictogram whose kind changes: one collection whose shapes and colours are swapped in place."""

    def __init__(self, ax: Axes, x: float, y: float, size: float, zorder: float) -> None:
        self.where = (x, y, size)
        self.coll = Patches([], zorder=zorder)
        self.coll.set_joinstyle("round")
        self.coll.set_visible(False)
        ax.add_collection(self.coll, autolim=False)
        self.kind: str | None = None
        self.alpha = 1.0

    def show(self, kind: str | None, alpha: float = 1.0) -> None:
        if kind == self.kind and alpha == self.alpha:
            return
        self.kind, self.alpha = kind, alpha
        coll = self.coll
        if not kind:
            coll.set_visible(False)
            return
        found = shapes_at(kind, *self.where)
        # the remembered Paths, through patches whose transform is the identity: unchanged ones stay
        # the very same objects, so the incremental render sees no change
        coll.set_paths([PathPatch(f[0]) for f in found])
        coll.set_facecolor([f[1] for f in found])
        coll.set_edgecolor([f[2] for f in found])
        coll.set_linewidth([f[3] for f in found])
        coll.set_alpha(alpha)
        coll.set_visible(True)
        coll.stale = True


def shared_edge(
    a: tuple[float, float], b: tuple[float, float], size: float
) -> tuple[tuple[float, float], ...]:
    """The side two neighbouring hexes share (the two corners closest to both centres)."""
    corners = hex_corners(a, size)
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    near = sorted(corners, key=lambda c: (c[0] - mid[0]) ** 2 + (c[1] - mid[1]) ** 2)[:2]
    return tuple(near)
