"""Redraw only what changed: a board's picture after a few artists changed, exactly as a full draw gives it.

:class:`FrameCache` keeps the pixels of the last picture and a fingerprint of how every artist looks
(:func:`looks`); on the next picture only the regions of the artists whose fingerprint changed are
drawn again, through the Agg canvas's documented blitting calls (``copy_from_bbox``,
``restore_region``), and copied over the kept pixels.  :func:`render_png` is the plain full draw, and
:func:`encode_png` turns the canvas's pixels into PNG bytes with Pillow at a low compression level.

The fingerprint reads an artist's attributes (``artist.__dict__``): matplotlib has no public call that
tells whether an artist looks different, and its ``stale`` flag is raised by every setter, even one that
sets the same value again.  This depends on how matplotlib keeps an artist's state, so the supported
matplotlib versions are pinned in ``pyproject.toml`` and ``tests/widgets/test_board.py`` checks that
drawing leaves the fingerprints alone and that every setter the boards use changes them.
"""
from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import numpy as np
from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.axis import Axis
from matplotlib.backend_bases import FigureCanvasBase
from matplotlib.backends.backend_agg import FigureCanvasAgg, RendererAgg
from matplotlib.collections import Collection
from matplotlib.colorizer import Colorizer
from matplotlib.colors import Normalize
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.image import AxesImage
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from matplotlib.text import Annotation, Text
from matplotlib.transforms import Bbox, Transform
from PIL import Image

if TYPE_CHECKING:
    from matplotlib.colors import Norm

# PNG compression: 1 is several times faster than the default 6 for a few percent more bytes.
PNG_COMPRESS_LEVEL = 1


def encode_png(canvas: FigureCanvasAgg) -> bytes:
    """The Agg canvas's pixels as PNG bytes."""
    w, h = canvas.get_width_height(physical=True)
    image = Image.frombuffer("RGBA", (w, h), canvas.buffer_rgba(), "raw", "RGBA", 0, 1).convert("RGB")
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
    return buf.getvalue()


def render_png(fig: Figure) -> bytes:
    """PNG bytes of a Figure: Agg ``draw`` + ``buffer_rgba`` encoded by Pillow.

    A Figure drawn by another canvas (e.g. pyplot's) is saved with ``savefig``
    so that its canvas is left alone.
    """
    canvas = fig.canvas
    if not isinstance(canvas, FigureCanvasAgg):
        if type(canvas) is FigureCanvasBase:
            canvas = FigureCanvasAgg(fig)
        else:
            buf = io.BytesIO()
            fig.savefig(buf, format="png", dpi=fig.dpi)
            return buf.getvalue()
    canvas.draw()
    return encode_png(canvas)


# --------------------------------------------------------------------------- incremental drawing

_LEAVES = (Text, Patch, Line2D, Collection, AxesImage)


class Looks(dict):
    """How an artist looks: a shallow copy of its attributes, compared value by value.

    matplotlib's setters replace an attribute's value, so most attributes are
    compared by identity first; arrays are copied (they may be changed in place)
    and the few helper objects that setters change in place (font properties,
    norms, nested patches such as a text's box) are summarised by value.
    """

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Looks) or self.keys() != other.keys():
            return False
        for key, value in self.items():
            old = other[key]
            if value is not old and not _equal(value, old):
                return False
        return True

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None


def looks(artist: Artist, standard: frozenset = frozenset()) -> Looks:
    """The :class:`Looks` of an artist; ``standard`` holds the ids of the figure's own transforms."""
    out = Looks()
    for key, value in artist.__dict__.items():
        if key in _NOT_LOOKS:
            continue
        if isinstance(value, np.ndarray):
            value = value.copy()
        elif isinstance(value, list):
            value = [v.copy() if isinstance(v, np.ndarray) else v for v in value]
        elif isinstance(value, FontProperties):
            value = ("font", hash(value))
        elif isinstance(value, Artist):
            value = looks(value, standard)
        elif isinstance(value, Transform):
            if id(value) not in standard:  # the figure's own transforms follow the scene check
                value = ("transform", value.get_matrix().tobytes() if value.is_affine else id(value))
        elif isinstance(value, Normalize):
            value = _norm_looks(value)
        elif isinstance(value, Colorizer):
            value = ("colorizer", _norm_looks(value.norm), id(value.cmap))
        out[key] = value
    return out


def _norm_looks(norm: Norm) -> tuple:
    return ("norm", type(norm), norm.vmin, norm.vmax, norm.clip)


def _equal(a: object, b: object) -> bool:
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        if not (isinstance(a, np.ndarray) and isinstance(b, np.ndarray)) or a.shape != b.shape:
            return False
        if np.ma.isMaskedArray(a) or np.ma.isMaskedArray(b):
            if not np.array_equal(np.ma.getmaskarray(a), np.ma.getmaskarray(b)):
                return False
            a, b = np.ma.getdata(a), np.ma.getdata(b)
        return bool(np.array_equal(a, b, equal_nan=a.dtype.kind == "f" and b.dtype.kind == "f"))
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return (type(a) is type(b) and len(a) == len(b)
                and all(x is y or _equal(x, y) for x, y in zip(a, b, strict=True)))
    try:
        same = a == b
    except Exception:  # values that cannot be compared count as changed
        return False
    if isinstance(same, (bool, np.bool_)):
        return bool(same)
    return False

# Attributes that say where an artist belongs or how it is wired, not how it looks.
_NOT_LOOKS = frozenset({
    "_axes", "figure", "_parent_figure", "_callbacks", "callbacks", "_remove_method", "stale_callback",
    "_stale", "_mouseover", "_url", "_gid", "_label", "_picker", "_contains", "_in_layout", "_renderer",
    "_cached", "_sticky_edges", "_animated", "eventson", "_internal_update",
    # colours as given; the colours drawn (``_facecolor``, ``_edgecolor``) are compared
    "_original_facecolor", "_original_edgecolor",
})


class FrameCache:
    """Redraw only what changed: the picture stays exactly what a full ``draw`` would give.

    After a full draw it keeps the pixels, and for every artist a fingerprint of
    how it looks and where it is on the picture.  On the next render, artists
    that matplotlib marked stale and whose fingerprint changed give dirty
    rectangles (old and new place); every artist overlapping them is drawn again
    in drawing order on a cleared canvas, and only those rectangles are copied
    over the kept pixels.  Anything else (other axes types, axis lines, layout
    engines, a change of size, limits, z-order or the set of artists) falls back
    to a full draw.

    Like matplotlib's own redraw logic, it learns of a change through the
    artists' setters (``set_facecolor``, ``set_text``, ``set_visible`` …), which
    mark an artist stale; a view that assigns attributes directly should call
    ``artist.stale = True`` or set ``incremental = False``.
    """

    PAD = 3.0  # pixels around an artist's box: antialiasing, line joins
    FULL_DRAW_SHARE = 0.6  # above this share of dirty area a full draw is cheaper

    def __init__(self, fig: Figure) -> None:
        self.fig = fig
        canvas: FigureCanvasAgg | None
        if isinstance(fig.canvas, FigureCanvasAgg):
            canvas = fig.canvas
        else:
            canvas = FigureCanvasAgg(fig) if type(fig.canvas) is FigureCanvasBase else None
        self.canvas = canvas
        self.frame: Any = None
        self.order: list[int] = []
        self.looks: dict[int, Looks] = {}
        self.standard: frozenset = frozenset()
        self.boxes: dict[int, Bbox | None] = {}
        self.scene: tuple | None = None
        self.full_draws = 0
        self.partial_draws = 0

    # ---- what is drawn, in order
    def _sequence(self) -> list[Artist] | None:
        """Every artist a full draw paints, in painting order; None if the figure is not simple enough."""
        fig = self.fig
        if fig.get_layout_engine() is not None or fig.subfigs:
            return None
        seq: list[Artist] = [fig.patch]
        top = sorted((a for a in fig.get_children() if a is not fig.patch and not a.get_animated()),
                     key=lambda a: a.get_zorder())
        for a in top:
            if isinstance(a, Axes):
                if not a.get_visible():
                    continue
                if a.axison or a.get_rasterization_zorder() is not None or a.get_axes_locator() is not None:
                    return None
                spines = set(a.spines.values())
                kids = [k for k in a.get_children() if k is not a.patch and k not in spines
                        and not isinstance(k, Axis) and not k.get_animated()]
                kids.sort(key=lambda k: k.get_zorder())
                for k in kids:
                    if not isinstance(k, _LEAVES):
                        return None
                seq.extend(kids)
            elif isinstance(a, _LEAVES):
                seq.append(a)
            else:
                return None
        return seq

    def _scene(self, canvas: FigureCanvasAgg) -> tuple:
        """What moves every artist at once: size, resolution, axes places and limits."""
        fig = self.fig
        axes = tuple((tuple(ax.get_position().bounds), ax.get_xlim(), ax.get_ylim(), str(ax.get_aspect()),
                      ax.get_xscale(), ax.get_yscale()) for ax in fig.axes)
        return (tuple(fig.get_size_inches()), fig.dpi, canvas.get_width_height(physical=True), axes)

    def _box(self, a: Artist, renderer: RendererAgg) -> Bbox | None:
        if not a.get_visible():
            return None
        try:
            if isinstance(a, Patch) and type(a).get_window_extent is Patch.get_window_extent:
                # the hull of the path's control points holds the path (cheaper than exact extents)
                points = a.get_transform().transform(a.get_path().vertices)
                box = Bbox([points.min(axis=0), points.max(axis=0)]) if len(points) else Bbox.null()
            else:
                box = a.get_window_extent(renderer)
            patch = a.get_bbox_patch() if isinstance(a, Text) else None
            if patch is not None:
                box = Bbox.union([box, patch.get_window_extent(renderer)])
            if isinstance(a, Annotation) and a.arrow_patch is not None:
                box = Bbox.union([box, a.arrow_patch.get_window_extent(renderer)])
        except Exception:
            return self.fig.bbox.frozen()
        if not np.all(np.isfinite(box.get_points())):
            return self.fig.bbox.frozen()
        width = getattr(a, "get_linewidth", lambda: 1.0)()
        width = float(np.max(width)) if np.size(width) else 1.0
        pad = self.PAD + width * self.fig.dpi / 72.0
        if isinstance(a, Collection):
            sizes = a.get_sizes() if hasattr(a, "get_sizes") else ()
            if np.size(sizes):
                pad += float(np.sqrt(np.max(sizes))) * self.fig.dpi / 72.0
        if a.get_path_effects():
            pad += 10.0
        return box.padded(pad)

    # ---- drawing
    def _draw_all(self, canvas: FigureCanvasAgg, changed: list[Artist]) -> None:
        """A full draw when the kept fingerprints stay valid (only ``changed`` artists moved)."""
        canvas.draw()
        self.full_draws += 1
        renderer = canvas.get_renderer()
        for a in changed:
            self.boxes[id(a)] = self._box(a, renderer)
        self.frame = canvas.copy_from_bbox(self.fig.bbox)

    def _full(self, canvas: FigureCanvasAgg, seq: list[Artist] | None) -> None:
        """A full draw that takes every artist's fingerprint and box again."""
        canvas.draw()
        self.full_draws += 1
        if seq is None:
            self.frame = None
            return
        renderer = canvas.get_renderer()
        self.standard = standard = self._standard_transforms()
        self.order = [id(a) for a in seq]
        self.looks = {id(a): looks(a, standard) for a in seq}
        self.boxes = {id(a): self._box(a, renderer) for a in seq}
        for a in seq:
            a.stale = False
        self.scene = self._scene(canvas)
        self.frame = canvas.copy_from_bbox(self.fig.bbox)

    def _standard_transforms(self) -> frozenset:
        fig = self.fig
        found = [fig.transFigure, fig.dpi_scale_trans, fig.transSubfigure]
        for ax in fig.axes:
            found += [ax.transData, ax.transAxes, ax.transLimits, ax.transScale]
        return frozenset(id(t) for t in found)

    def render(self) -> bytes:
        """PNG bytes of the figure now, drawing as little as possible."""
        canvas = self.canvas
        if canvas is None:
            return render_png(self.fig)
        seq = self._sequence()
        if (seq is None or self.frame is None or [id(a) for a in seq] != self.order
                or self._scene(canvas) != self.scene):
            self._full(canvas, seq)
            return encode_png(canvas)
        renderer = canvas.get_renderer()
        standard = self.standard
        changed = []
        for a in seq:
            if a.stale:
                a.stale = False
                now = looks(a, standard)
                if now != self.looks[id(a)]:
                    self.looks[id(a)] = now
                    changed.append(a)
        if not changed:
            canvas.restore_region(self.frame)
        elif len(changed) > self.FULL_DRAW_SHARE * len(seq):
            self._draw_all(canvas, changed)
        else:
            dirty: list[Bbox] = []
            for a in changed:
                old, new = self.boxes[id(a)], self._box(a, renderer)
                self.boxes[id(a)] = new
                dirty.extend(b for b in (old, new) if b is not None)
            self._redraw(canvas, seq, dirty, renderer)
        return encode_png(canvas)

    def _redraw(self, canvas: FigureCanvasAgg, seq: list[Artist], dirty: list[Bbox],
                renderer: RendererAgg) -> None:
        fig_box = self.fig.bbox
        rects = []
        for b in dirty:
            x0, y0 = max(np.floor(b.x0), 0), max(np.floor(b.y0), 0)
            x1, y1 = min(np.ceil(b.x1), fig_box.x1), min(np.ceil(b.y1), fig_box.y1)
            if x1 > x0 and y1 > y0:
                rects.append(Bbox([[x0, y0], [x1, y1]]))
        covered = np.zeros((int(fig_box.height) + 1, int(fig_box.width) + 1), dtype=bool)
        for r in rects:
            covered[int(r.y0):int(r.y1), int(r.x0):int(r.x1)] = True
        if covered.mean() > self.FULL_DRAW_SHARE:
            self._draw_all(canvas, [])
            return
        self.partial_draws += 1
        renderer.clear()
        seq[0].draw(renderer)  # the figure's background
        for k in np.flatnonzero(overlapping([self.boxes[id(a)] for a in seq], rects)):
            if k:
                seq[k].draw(renderer)
                seq[k].stale = False
        pieces = [canvas.copy_from_bbox(r) for r in rects]
        canvas.restore_region(self.frame)
        for piece in pieces:
            canvas.restore_region(piece)
        self.frame = canvas.copy_from_bbox(fig_box)


def overlapping(boxes: list[Bbox | None], rects: list[Bbox]) -> np.ndarray:
    """Which boxes overlap any of the rectangles (edges touching count, as in ``Bbox.overlaps``).

    One array operation for all of them: a board has thousands of artists, and testing them one
    ``Bbox`` at a time cost more than drawing the few that changed.

    >>> from matplotlib.transforms import Bbox
    >>> overlapping([Bbox([[0, 0], [2, 2]]), None, Bbox([[5, 5], [6, 6]])], [Bbox([[1, 1], [3, 3]])]).tolist()
    [True, False, False]
    """
    ext = np.full((len(boxes), 4), np.nan)
    for k, box in enumerate(boxes):
        if box is not None:
            ext[k] = box.extents
    if not len(boxes) or not rects:
        return np.zeros(len(boxes), dtype=bool)
    r = np.array([b.extents for b in rects], float)
    lo_x, hi_x = np.minimum(ext[:, 0], ext[:, 2]), np.maximum(ext[:, 0], ext[:, 2])
    lo_y, hi_y = np.minimum(ext[:, 1], ext[:, 3]), np.maximum(ext[:, 1], ext[:, 3])
    hit = ((lo_x[:, None] <= r[None, :, 2]) & (r[None, :, 0] <= hi_x[:, None])
           & (lo_y[:, None] <= r[None, :, 3]) & (r[None, :, 1] <= hi_y[:, None]))
    return hit.any(axis=1)  # a missing box (NaN) compares False everywhere
