"""The drawing side of a game: a matplotlib board that updates in place.

Each game has a module ``widgets/<game>.py`` that defines

* ``class BoardView(widgets.board.BoardView)`` — builds every artist once in
  :meth:`build`, then :meth:`update` changes colours, texts and visibility for a
  new state (it never rebuilds the figure); ``update(state, highlight, weak=())``
  marks the ``highlight`` places strongly and, if the view takes ``weak``, those
  places lightly (the Explorer's chosen action, and the other actions on offer);
* ``draw(state, ax=None, highlight=()) -> Figure`` — a one-call picture of a
  state (or of a position written in the game's notation), usable outside widgets;
* optionally ``panels(explorer) -> list[ipywidgets.Widget]`` — extra panels the
  Explorer shows for that game (e.g. an auction panel);
* optionally ``KIND_LABELS = {"take": {"en": "take", "ko": "가져오기"}}`` — menu
  names of the action kinds.

A view uses a single Axes in data coordinates, so a click on the picture maps to
a board place with :meth:`BoardView.target_at`; the places are the same values
that the game's ``Action.targets()`` return, which lets the Explorer offer the
actions at a clicked place.  Every coloured thing also carries a letter or
symbol, so colour is never the only carrier of meaning.

Rendering is fast on purpose: :meth:`BoardView.render` draws on an Agg canvas,
redraws only the regions whose artists changed since the last picture
(:class:`FrameCache`; the result equals a full draw pixel for pixel) and encodes
the pixels with Pillow at a low compression level.  The Explorer
calls ``update`` then ``render`` on every step; :func:`measure_step_vs_rebuild`
compares that with building a new view.
"""
from __future__ import annotations

import importlib
import inspect
import io
import random
import statistics
import time
from collections.abc import Callable, Hashable, Iterable
from types import ModuleType
from typing import Any, ClassVar

import numpy as np
from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.axis import Axis
from matplotlib.backend_bases import FigureCanvasBase
from matplotlib.backends.backend_agg import FigureCanvasAgg
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

import rulekit

# Whether a view class's ``update`` takes ``weak`` (looked up once per class).
_TWO_LEVELS: dict[type, bool] = {}

# PNG compression: 1 is several times faster than the default 6 for a few percent more bytes.
PNG_COMPRESS_LEVEL = 1

#: No text on a board may be smaller than this on screen, in CSS pixels (readable from the back of a class).
MIN_TEXT_PX = 11.0
#: The CSS width the Explorer shows a board at: "normal" fits JupyterLab at 1280 px with the side bar
#: collapsed; "large" is for projectors.
BOARD_WIDTHS: dict[str, int] = {"normal": 960, "large": 1200}
#: The tallest a board may be drawn at the normal width, in CSS pixels: JupyterLab at 1280 x 900 with the
#: side bars folded shows about 780 px of a notebook, so a whole turn and the Explorer's message line
#: above the board (up to two lines, about 58 px, for a refusal) are seen together without scrolling
#: (tests/widgets/test_board_fit.py, tests/test_browser.py).
MAX_BOARD_HEIGHT_PX = 720
#: The place of an on-picture OK button: it plays the one action whose clicks equal those made so far.
CONFIRM: tuple[str, str] = ("button", "confirm")


class BoardView:
    """Base class of the game views (see the module docstring).

    >>> from rulekit import golden_ankh as ga
    >>> from widgets.golden_ankh import BoardView as GoldenAnkhView
    >>> state = ga.new_game(players=2, seed=1)
    >>> view = GoldenAnkhView(state)                 # build, then the first update
    >>> artists = view.ax.get_children()
    >>> view.show(state.apply("take B W K"))         # the artists change in place
    >>> view.ax.get_children() == artists
    True
    >>> view.render()[:4]
    b'\x89PNG'
    """

    game: ClassVar[str] = ""
    figsize: ClassVar[tuple[float, float]] = (8.0, 6.0)
    dpi: ClassVar[int] = 80
    #: Redraw only the parts of the picture whose artists changed (see :class:`FrameCache`).
    incremental: ClassVar[bool] = True
    #: Show secondary labels (coordinates, ids) too; the Explorer's "coordinates" switch sets it.
    details: bool = False

    def __init__(self, state: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = (), *,
                 css_width: float | None = None, details: bool | None = None) -> None:
        """Build the view; the picture is ``css_width`` pixels wide (default: the Explorer's normal width).

        The dpi follows from the width, so a text's size on screen depends only on
        ``figsize`` and its font size (see :meth:`smallest_text_px`).
        """
        if details is not None:
            self.details = details
        if ax is None:
            width = float(css_width or BOARD_WIDTHS["normal"])
            self.fig = Figure(figsize=self.figsize, dpi=width / self.figsize[0])
            FigureCanvasAgg(self.fig)
            self.ax = self.fig.add_axes((0, 0, 1, 1))
        else:
            self.ax = ax
            self.fig = ax.figure  # type: ignore[assignment]
        self.ax.set_axis_off()
        self.state = state
        self._frames: FrameCache | None = None
        self.build(state)
        self.update(state, highlight)

    # ---- to be written by each game
    def build(self, state: Any) -> None:
        """Create every artist the view will ever need (called once)."""
        raise NotImplementedError

    def update(self, state: Any, highlight: Iterable[Hashable] = (), weak: Iterable[Hashable] = ()) -> None:
        """Show ``state``: change the artists in place; highlight the given places.

        ``weak`` places get a light highlight (the Explorer passes every place of
        the actions it offers, and the chosen action's places as ``highlight``).
        The keyword is optional: a view whose ``update`` has no ``weak``
        parameter is only ever given ``highlight`` (see :meth:`two_level_highlight`).
        """
        raise NotImplementedError

    def target_at(self, x: float, y: float) -> Hashable | None:
        """The board place at data point ``(x, y)``, or None."""
        return None

    # ---- click play (the Explorer builds an action from clicks on these places)
    def place_xy(self, place: Hashable) -> tuple[float, float] | None:
        """The data point at the centre of a clickable place (``target_at`` of it gives ``place``)."""
        return None

    def click_targets(self, action: Any) -> tuple:
        """The places a person clicks to choose ``action``, in any order (a repeated place: clicked again)."""
        return tuple(action.targets())

    def intended_action(self, state: Any, picks: tuple) -> Any | None:
        """The action meant by clicks that match no legal action (so its refusing rule can be shown)."""
        return None

    # ---- shared
    def show(self, state: Any, highlight: Iterable[Hashable] = (), weak: Iterable[Hashable] = ()) -> None:
        """Remember ``state`` as the one shown and update the artists for it.

        ``weak`` (lightly highlighted places) reaches ``update`` only when the view
        takes it; other views show ``highlight`` alone.
        """
        self.state = state
        strong = tuple(highlight)
        if self.two_level_highlight():
            self.update(state, strong, weak=tuple(w for w in weak if w not in strong))
        else:
            self.update(state, strong)

    @classmethod
    def two_level_highlight(cls) -> bool:
        """True when the view's ``update`` takes ``weak`` (light highlights besides the strong ones)."""
        known = _TWO_LEVELS.get(cls)
        if known is None:
            params = inspect.signature(cls.update).parameters.values()
            known = _TWO_LEVELS[cls] = any(
                p.name == "weak" or p.kind is inspect.Parameter.VAR_KEYWORD for p in params)
        return known

    def relabel(self, state: Any | None = None, highlight: Iterable[Hashable] = ()) -> None:
        """Redo every label after a language switch.

        The default clears the Axes and builds the artists again in the same
        Figure (a language switch is rare; a step never does this).  A view whose
        ``update`` already writes every label may override this with ``update``.
        """
        state = self.state if state is None else state
        self.ax.clear()
        self.ax.set_axis_off()
        self.state = state
        self.build(state)
        self.update(state, tuple(highlight))

    @property
    def image_size(self) -> tuple[int, int]:
        """``(width, height)`` of :meth:`render`'s picture in pixels."""
        w, h = self.fig.get_size_inches() * self.fig.dpi
        return int(round(w)), int(round(h))

    def render(self) -> bytes:
        """The current picture as PNG bytes, fast (Agg + Pillow at a low compression level).

        After the first picture only the regions whose artists changed are drawn
        again (:class:`FrameCache`); the result is the same picture a full draw gives.
        """
        if not self.incremental:
            return render_png(self.fig)
        if self._frames is None or self._frames.fig is not self.fig:
            self._frames = FrameCache(self.fig)
        return self._frames.render()

    def png(self) -> bytes:
        """The current picture as PNG bytes (same as :meth:`render`)."""
        return self.render()

    def smallest_text_px(self, css_width: float | None = None) -> float:
        """The size on screen, in CSS pixels, of the smallest visible text when shown ``css_width`` wide.

        A font of ``s`` points is ``s / 72`` inches of a figure ``figsize[0]`` inches
        wide, whatever the dpi (``inf`` when the picture has no text).

        >>> from rulekit import golden_ankh as ga
        >>> from widgets.golden_ankh import BoardView as View
        >>> View(ga.new_game(players=2, seed=1)).smallest_text_px() > 0
        True
        """
        css = float(css_width or BOARD_WIDTHS["normal"])
        inches = float(self.fig.get_size_inches()[0])
        sizes = [t.get_fontsize() for t in visible_texts(self.fig)]
        return min(sizes) / 72.0 * css / inches if sizes else float("inf")

    def place_pixel(self, place: Hashable, width: float | None = None,
                    height: float | None = None) -> tuple[float, float] | None:
        """The pixel ``(x, y)`` (y down) of a place's centre on a ``width`` × ``height`` picture."""
        xy = self.place_xy(place)
        if xy is None:
            return None
        fw, fh = self.fig.get_size_inches() * self.fig.dpi
        width = fw if width is None else width
        height = fh if height is None else height
        dx, dy = self.ax.transData.transform(xy)
        return float(dx * width / fw), float((fh - dy) * height / fh)

    def event_pixel(self, event: Any) -> tuple[float, float] | None:
        """Where a browser click event (from ``ipyevents``) fell, in the pixels of :meth:`render`'s picture.

        ``dataX``/``dataY`` are the picture's own pixels; else ``relativeX``/``relativeY`` are scaled from the
        shown element's ``boundingRectWidth``/``Height``.  An event that does not say where it fell (a
        coordinate missing, not a number, NaN or infinite; an empty box) gives ``None``, for the caller
        to ignore quietly.

        >>> from rulekit import golden_ankh as ga
        >>> from widgets.golden_ankh import BoardView as View
        >>> v = View(ga.new_game(players=2, seed=1))
        >>> w, h = v.image_size
        >>> v.event_pixel({"relativeX": 10, "relativeY": 20, "boundingRectWidth": w / 2,
        ...                "boundingRectHeight": h / 2})
        (20.0, 40.0)
        >>> v.event_pixel({"relativeX": "x", "relativeY": 3}) is None
        True
        """
        if not isinstance(event, dict):
            return None
        if "dataX" in event and "dataY" in event:
            x, y = _finite(event["dataX"]), _finite(event["dataY"])
            return None if x is None or y is None else (x, y)
        w, h = self.image_size
        x, y = _finite(event.get("relativeX")), _finite(event.get("relativeY"))
        bw = _finite(event.get("boundingRectWidth") or w)
        bh = _finite(event.get("boundingRectHeight") or h)
        if x is None or y is None or bw is None or bh is None or bw <= 0 or bh <= 0:
            return None
        return x * w / bw, y * h / bh

    def pixel_to_data(self, px: float, py: float, width: float, height: float) -> tuple[float, float]:
        """Map a click at pixel ``(px, py)`` of a ``width`` × ``height`` image (y down) to data coords."""
        fw, fh = self.fig.get_size_inches() * self.fig.dpi
        dx = px * fw / width
        dy = fh - py * fh / height
        x, y = self.ax.transData.inverted().transform((dx, dy))
        return float(x), float(y)


def _finite(value: Any) -> float | None:
    """``value`` as a float if it is a finite real number (not a bool, not text), else ``None``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        number = float(value)
    except OverflowError:
        return None
    return number if np.isfinite(number) else None


def build_view(view_cls: type[BoardView], state: Any, css_width: float | None = None,
               highlight: Iterable[Hashable] = ()) -> BoardView:
    """A view of ``state`` whose picture is ``css_width`` pixels wide (for a view that takes the width)."""
    params = inspect.signature(view_cls.__init__).parameters
    takes_width = "css_width" in params or any(p.kind is inspect.Parameter.VAR_KEYWORD
                                               for p in params.values())
    if takes_width:
        return view_cls(state, None, tuple(highlight), css_width=css_width)
    return view_cls(state, None, tuple(highlight))


def visible_texts(fig: Figure) -> list[Text]:
    """Every text drawn on a figure: visible itself and in a visible parent, with something to show."""
    out = []
    for t in fig.findobj(Text):
        if not t.get_visible() or not t.get_text().strip():
            continue
        parent = t.axes
        if parent is not None and not parent.get_visible():
            continue
        if isinstance(t, Text) and t.get_alpha() == 0:
            continue
        out.append(t)
    return out


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

    __hash__ = None  # type: ignore[assignment]


def looks(artist: Any, standard: frozenset = frozenset()) -> Looks:
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


def _norm_looks(norm: Normalize) -> tuple:
    return ("norm", type(norm), norm.vmin, norm.vmax, norm.clip)


def _equal(a: Any, b: Any) -> bool:
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
        canvas = fig.canvas
        if not isinstance(canvas, FigureCanvasAgg):
            canvas = FigureCanvasAgg(fig) if type(canvas) is FigureCanvasBase else None
        self.canvas = canvas
        self.frame: Any = None
        self.order: list[int] = []
        self.looks: dict[int, Looks] = {}
        self.standard: frozenset = frozenset()
        self.boxes: dict[int, Bbox | None] = {}
        self.scene: Any = None
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
                if a.axison or a._rasterization_zorder is not None or a.get_axes_locator() is not None:
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

    def _scene(self) -> tuple:
        """What moves every artist at once: size, resolution, axes places and limits."""
        fig = self.fig
        axes = tuple((tuple(ax.get_position().bounds), ax.get_xlim(), ax.get_ylim(), str(ax.get_aspect()),
                      ax.get_xscale(), ax.get_yscale()) for ax in fig.axes)
        return (tuple(fig.get_size_inches()), fig.dpi, self.canvas.get_width_height(physical=True), axes)

    def _box(self, a: Artist, renderer: Any) -> Bbox | None:
        if not a.get_visible():
            return None
        try:
            if type(a).get_window_extent is Patch.get_window_extent:
                # the hull of the path's control points holds the path (cheaper than exact extents)
                points = a.get_transform().transform(a.get_path().vertices)
                box = Bbox([points.min(axis=0), points.max(axis=0)]) if len(points) else Bbox.null()
            else:
                box = a.get_window_extent(renderer)
            if isinstance(a, Text) and a.get_bbox_patch() is not None:
                box = Bbox.union([box, a.get_bbox_patch().get_window_extent(renderer)])
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
    def _draw_all(self, changed: list[Artist]) -> None:
        """A full draw when the kept fingerprints stay valid (only ``changed`` artists moved)."""
        self.canvas.draw()
        self.full_draws += 1
        renderer = self.canvas.get_renderer()
        for a in changed:
            self.boxes[id(a)] = self._box(a, renderer)
        self.frame = renderer.copy_from_bbox(self.fig.bbox)

    def _full(self, seq: list[Artist] | None) -> None:
        """A full draw that takes every artist's fingerprint and box again."""
        canvas = self.canvas
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
        self.scene = self._scene()
        self.frame = renderer.copy_from_bbox(self.fig.bbox)

    def _standard_transforms(self) -> frozenset:
        fig = self.fig
        found = [fig.transFigure, fig.dpi_scale_trans, fig.transSubfigure]
        for ax in fig.axes:
            found += [ax.transData, ax.transAxes, ax.transLimits, ax.transScale]
        return frozenset(id(t) for t in found)

    def render(self) -> bytes:
        """PNG bytes of the figure now, drawing as little as possible."""
        if self.canvas is None:
            return render_png(self.fig)
        seq = self._sequence()
        if (seq is None or self.frame is None or [id(a) for a in seq] != self.order
                or self._scene() != self.scene):
            self._full(seq)
            return encode_png(self.canvas)
        renderer = self.canvas.get_renderer()
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
            renderer.restore_region(self.frame)
        elif len(changed) > self.FULL_DRAW_SHARE * len(seq):
            self._draw_all(changed)
        else:
            dirty: list[Bbox] = []
            for a in changed:
                old, new = self.boxes[id(a)], self._box(a, renderer)
                self.boxes[id(a)] = new
                dirty.extend(b for b in (old, new) if b is not None)
            self._redraw(seq, dirty, renderer)
        return encode_png(self.canvas)

    def _redraw(self, seq: list[Artist], dirty: list[Bbox], renderer: Any) -> None:
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
            self._draw_all([])
            return
        self.partial_draws += 1
        renderer.clear()
        seq[0].draw(renderer)  # the figure's background
        for k in np.flatnonzero(overlapping([self.boxes[id(a)] for a in seq], rects)):
            if k:
                seq[k].draw(renderer)
                seq[k].stale = False
        pieces = [renderer.copy_from_bbox(r) for r in rects]
        renderer.restore_region(self.frame)
        for piece in pieces:
            renderer.restore_region(piece)
        self.frame = renderer.copy_from_bbox(fig_box)


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


# --------------------------------------------------------------------------- a view for games without one


class TextView(BoardView):
    """A plain view for a game that has no drawing module yet: title, turn, player, scores.

    The highlighted places are listed on the last line, the lightly highlighted
    ones after them in brackets.
    """

    figsize = (6.0, 2.4)

    def build(self, state: Any) -> None:
        self.ax.set_xlim(0, 1)
        self.ax.set_ylim(0, 1)
        self.title = self.ax.text(0.03, 0.85, "", fontsize=14, fontweight="bold", va="center")
        self.turn_text = self.ax.text(0.03, 0.62, "", fontsize=11, va="center")
        self.score_text = self.ax.text(0.03, 0.38, "", fontsize=11, va="center")
        self.last_text = self.ax.text(0.03, 0.15, "", fontsize=10, va="center", color="0.3")

    def update(self, state: Any, highlight: Iterable[Hashable] = (), weak: Iterable[Hashable] = ()) -> None:
        from . import ui_text

        try:
            title = rulekit.load(state.GAME).TITLE
            self.title.set_text(rulekit.i18n.pick(title.get("en", state.GAME), title.get("ko")))
        except (KeyError, AttributeError, ImportError):
            self.title.set_text(state.GAME)
        self.turn_text.set_text(ui_text.status_line(state))
        try:
            scores = state.score()
            totals = (f"{rulekit.seat_name(p)}: {s.total}" for p, s in scores.items())
            self.score_text.set_text("   ".join(totals))
        except NotImplementedError:
            self.score_text.set_text("")
        marks = ", ".join(str(h) for h in highlight)
        others = ", ".join(str(w) for w in weak)
        if others:
            marks = f"{marks} ({others})" if marks else f"({others})"
        self.last_text.set_text(marks if len(marks) <= 90 else marks[:89] + "…")


# --------------------------------------------------------------------------- views by game

_views: dict[str, ModuleType | type[BoardView]] = {}


def register_view(game: str, view: ModuleType | type[BoardView]) -> None:
    """Use ``view`` (a BoardView subclass, or a module with ``BoardView``) for ``game``.

    For games outside the kit; the kit's games are found as ``widgets.<game>``.

    >>> class CardsView(TextView):
    ...     game = "cards"
    >>> register_view("cards", CardsView)
    >>> view_class("cards") is CardsView
    True
    """
    if isinstance(view, type) and not issubclass(view, BoardView):
        raise TypeError(f"{view.__name__} is not a widgets.board.BoardView subclass")
    if isinstance(view, ModuleType) and not hasattr(view, "BoardView"):
        raise TypeError(f"module {view.__name__} has no BoardView")
    _views[game] = view


def view_module(game: str) -> ModuleType | None:
    """The drawing module of a game (``widgets.<game>`` or a registered one), or None."""
    found = _views.get(game)
    if isinstance(found, ModuleType):
        return found
    if found is not None:
        return None
    try:
        return importlib.import_module(f"widgets.{game}")
    except ModuleNotFoundError as exc:
        if exc.name in (f"widgets.{game}",):
            return None
        raise


def view_class(game: str) -> type[BoardView]:
    """The BoardView class of a game; :class:`TextView` when the game has no drawing."""
    found = _views.get(game)
    if isinstance(found, type):
        return found
    module = view_module(game)
    if module is not None and hasattr(module, "BoardView"):
        return module.BoardView
    return TextView


def kind_label(game: str, kind: str) -> str:
    """The menu name of an action kind in the current language.

    The game's ``KIND_LABELS`` name it; else the kit's names of common kinds
    (``take``, ``buy``, ``end`` …); else the kind itself.
    """
    from .ui_text import KINDS

    module = view_module(game)
    labels = getattr(module, "KIND_LABELS", {}) if module is not None else {}
    entry = labels.get(kind) or KINDS.get(kind)
    if not entry:
        return kind
    return rulekit.i18n.pick(entry.get("en", kind), entry.get("ko"))


# --------------------------------------------------------------------------- speed


def explorer_step(view: BoardView, state: Any, action: Any) -> tuple[Any, bytes]:
    """What the Explorer does on a step: apply, update the artists in place, render."""
    new = state.apply(action)
    view.show(new)
    return new, view.render()


def full_rebuild(view_cls: type[BoardView], state: Any) -> bytes:
    """The naive alternative: a new view (new Figure, every artist built again) and a plain full render."""
    return render_png(view_cls(state).fig)


def measure_step_vs_rebuild(
    state: Any, view_cls: type[BoardView] | None = None, steps: int = 20, seed: int = 0,
    clock: Callable[[], float] = time.perf_counter,
) -> dict[str, float]:
    """Time :func:`explorer_step` against :func:`full_rebuild` along a random line of play.

    Returns the median milliseconds of each and ``ratio = step / rebuild`` (lower is better).

    >>> from rulekit import golden_ankh as ga
    >>> times = measure_step_vs_rebuild(ga.new_game(players=2, seed=1), steps=3)
    >>> sorted(times), times["steps"]
    (['ratio', 'rebuild_ms', 'step_ms', 'steps'], 3.0)
    """
    view_cls = view_cls or view_class(state.GAME)
    chooser = random.Random(seed)
    view = view_cls(state)
    view.render()
    step_times: list[float] = []
    rebuild_times: list[float] = []
    for _ in range(steps):
        actions = state.legal_actions()
        if state.is_over or not actions:
            break
        action = chooser.choice(actions)
        t0 = clock()
        state, _ = explorer_step(view, state, action)
        t1 = clock()
        full_rebuild(view_cls, state)
        t2 = clock()
        step_times.append(t1 - t0)
        rebuild_times.append(t2 - t1)
    if not step_times:
        raise ValueError("no legal action to step with from this state")
    step_ms = statistics.median(step_times) * 1000
    rebuild_ms = statistics.median(rebuild_times) * 1000
    return {"step_ms": step_ms, "rebuild_ms": rebuild_ms, "ratio": step_ms / rebuild_ms,
            "steps": float(len(step_times))}
