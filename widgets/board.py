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
(:class:`widgets.frames.FrameCache`; the result equals a full draw pixel for pixel) and encodes
the pixels with Pillow at a low compression level.  The Explorer
calls ``update`` then ``render`` on every step; :func:`measure_step_vs_rebuild`
compares that with building a new view.
"""
from __future__ import annotations

import importlib
import inspect
import random
import statistics
import time
from collections.abc import Callable, Hashable, Iterable
from types import ModuleType
from typing import Any, ClassVar, Generic, TypeVar

import numpy as np
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.text import Text

import rulekit
from rulekit.collector import paused
from rulekit.core import Action

from . import ui_text
from .frames import (  # noqa: F401  (widgets.board.<name> as before the incremental drawing had a module)
    PNG_COMPRESS_LEVEL,
    FrameCache,
    Looks,
    encode_png,
    looks,
    overlapping,
    render_png,
)

# Whether a view class's ``update`` takes ``weak`` (looked up once per class).
_TWO_LEVELS: dict[type, bool] = {}

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


#: What a view draws: its game's state (or whatever else a game's view can show, e.g. a layout).
S = TypeVar("S")


class BoardView(Generic[S]):
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
    figsize: tuple[float, float] = (8.0, 6.0)   # a view may size its own before drawing
    dpi: ClassVar[int] = 80
    #: Redraw only the parts of the picture whose artists changed (see :class:`FrameCache`).
    incremental: ClassVar[bool] = True
    #: Show secondary labels (coordinates, ids) too; the Explorer's "coordinates" switch sets it.
    details: bool = False

    def __init__(self, state: S, ax: Axes | None = None, highlight: Iterable[Hashable] = (), *,
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
        with paused():  # thousands of artists, all kept: the cycle collector would walk them for nothing
            self.build(state)
            self.update(state, highlight)

    # ---- to be written by each game
    def build(self, state: S) -> None:
        """Create every artist the view will ever need (called once)."""
        raise NotImplementedError

    def update(self, state: S, highlight: Iterable[Hashable] = (), weak: Iterable[Hashable] = ()) -> None:
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

    def click_targets(self, action: Action) -> tuple:
        """The places a person clicks to choose ``action``, in any order (a repeated place: clicked again)."""
        return tuple(action.targets())

    def intended_action(self, state: S, picks: tuple) -> Action | None:
        """The action meant by clicks that match no legal action (so its refusing rule can be shown)."""
        return None

    # ---- shared
    def show(self, state: S, highlight: Iterable[Hashable] = (), weak: Iterable[Hashable] = ()) -> None:
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

    def relabel(self, state: S | None = None, highlight: Iterable[Hashable] = ()) -> None:
        """Redo every label after a language switch.

        The default clears the Axes and builds the artists again in the same
        Figure (a language switch is rare; a step never does this).  A view whose
        ``update`` already writes every label may override this with ``update``.
        """
        state = self.state if state is None else state
        with paused():
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
        with paused():  # a draw makes many short-lived objects and no cycles worth a walk
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
        sizes = [float(t.get_fontsize()) for t in visible_texts(self.fig)]
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

        ``relativeX``/``relativeY`` are scaled from the shown element's ``boundingRectWidth``/``Height``:
        they come from the click and the page's layout alone.  ``dataX``/``dataY`` (the picture's own
        pixels, worked out by ipyevents from the picture's natural size) are used only when the event
        gives no box: while a new picture is still loading its natural size reads 0 and ``dataX`` is 0,
        which would send the click to the corner.  An event that does not say where it fell (a
        coordinate missing, not a number, NaN or infinite; an empty box) gives ``None``, for the caller
        to ignore quietly.

        >>> from rulekit import golden_ankh as ga
        >>> from widgets.golden_ankh import BoardView as View
        >>> v = View(ga.new_game(players=2, seed=1))
        >>> w, h = v.image_size
        >>> v.event_pixel({"relativeX": 10, "relativeY": 20, "boundingRectWidth": w / 2,
        ...                "boundingRectHeight": h / 2, "dataX": 0, "dataY": 0})
        (20.0, 40.0)
        >>> v.event_pixel({"relativeX": "x", "relativeY": 3}) is None
        True
        """
        if not isinstance(event, dict):
            return None
        boxed = "boundingRectWidth" in event and "boundingRectHeight" in event
        if "dataX" in event and "dataY" in event and not boxed:
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


def widgets_package(game: str) -> str:
    """The name of a game's widgets package: ``widgets.<game>``, or for a game registered from outside
    the kit the package its game module names as ``WIDGETS``.

    >>> widgets_package("golden_ankh"), widgets_package("cards")
    ('widgets.golden_ankh', 'widgets.cards')
    """
    default = f"{__name__.rsplit('.', 1)[0]}.{game}"
    try:
        module = rulekit.registry.load(game)
    except rulekit.OptionError:
        return default
    return str(getattr(module, "WIDGETS", default))


def view_module(game: str) -> ModuleType | None:
    """The drawing module of a game (its :func:`widgets_package` or a registered one), or None."""
    found = _views.get(game)
    if isinstance(found, ModuleType):
        return found
    if found is not None:
        return None
    name = widgets_package(game)
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise


def game_function(game: str, name: str) -> Callable[..., Any] | None:
    """The function ``name`` of a game's drawing module (``panels``, ``legend_png``, ``draw``,
    ``describe``), or None when it has none.

    A submodule of the same name is not the function: importing ``widgets.fertility.panels`` (the
    editor's panels) makes ``panels`` an attribute of the package, though Fertility has no Explorer panels.

    >>> import widgets.fertility.panels
    >>> game_function("fertility", "panels") is None, callable(game_function("golden_ankh", "panels"))
    (True, True)
    """
    module = view_module(game)
    fn = getattr(module, name, None) if module is not None else None
    return fn if callable(fn) and not isinstance(fn, ModuleType) else None


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
    module = view_module(game)
    labels = getattr(module, "KIND_LABELS", {}) if module is not None else {}
    entry = labels.get(kind) or ui_text.KINDS.get(kind)
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
