"""The drawing side of a game: a matplotlib board that updates in place.

Each game has a module ``widgets/<game>.py`` that defines

* ``class BoardView(widgets.board.BoardView)`` — builds every artist once in
  :meth:`build`, then :meth:`update` changes colours, texts and visibility for a
  new state (it never rebuilds the figure);
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

Rendering is fast on purpose: :meth:`BoardView.render` draws on an Agg canvas
and encodes the pixels with Pillow at a low compression level.  The Explorer
calls ``update`` then ``render`` on every step; :func:`measure_step_vs_rebuild`
compares that with building a new view.
"""
from __future__ import annotations

import importlib
import io
import random
import statistics
import time
from collections.abc import Callable, Hashable, Iterable
from types import ModuleType
from typing import Any, ClassVar

from matplotlib.axes import Axes
from matplotlib.backend_bases import FigureCanvasBase
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from PIL import Image

import rulekit

# PNG compression: 1 is several times faster than the default 6 for a few percent more bytes.
PNG_COMPRESS_LEVEL = 1


class BoardView:
    """Base class of the game views (see the module docstring).

    >>> view = MyView(state)              # doctest: +SKIP  (build + first update)
    >>> view.update(state.apply("take 2"))  # doctest: +SKIP  (artists change in place)
    >>> png = view.render()               # doctest: +SKIP
    """

    game: ClassVar[str] = ""
    figsize: ClassVar[tuple[float, float]] = (8.0, 6.0)
    dpi: ClassVar[int] = 80

    def __init__(self, state: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = ()) -> None:
        if ax is None:
            self.fig = Figure(figsize=self.figsize, dpi=self.dpi)
            FigureCanvasAgg(self.fig)
            self.ax = self.fig.add_axes((0, 0, 1, 1))
        else:
            self.ax = ax
            self.fig = ax.figure  # type: ignore[assignment]
        self.ax.set_axis_off()
        self.state = state
        self.build(state)
        self.update(state, highlight)

    # ---- to be written by each game
    def build(self, state: Any) -> None:
        """Create every artist the view will ever need (called once)."""
        raise NotImplementedError

    def update(self, state: Any, highlight: Iterable[Hashable] = ()) -> None:
        """Show ``state``: change the artists in place; highlight the given places."""
        raise NotImplementedError

    def target_at(self, x: float, y: float) -> Hashable | None:
        """The board place at data point ``(x, y)``, or None."""
        return None

    # ---- shared
    def show(self, state: Any, highlight: Iterable[Hashable] = ()) -> None:
        """Remember ``state`` as the one shown and update the artists for it."""
        self.state = state
        self.update(state, tuple(highlight))

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
        """The current picture as PNG bytes, fast (Agg draw + Pillow, low compression)."""
        return render_png(self.fig)

    def png(self) -> bytes:
        """The current picture as PNG bytes (same as :meth:`render`)."""
        return self.render()

    def pixel_to_data(self, px: float, py: float, width: float, height: float) -> tuple[float, float]:
        """Map a click at pixel ``(px, py)`` of a ``width`` × ``height`` image (y down) to data coords."""
        fw, fh = self.fig.get_size_inches() * self.fig.dpi
        dx = px * fw / width
        dy = fh - py * fh / height
        x, y = self.ax.transData.inverted().transform((dx, dy))
        return float(x), float(y)


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
    w, h = canvas.get_width_height(physical=True)
    image = Image.frombuffer("RGBA", (w, h), canvas.buffer_rgba(), "raw", "RGBA", 0, 1).convert("RGB")
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
    return buf.getvalue()


# --------------------------------------------------------------------------- a view for games without one


class TextView(BoardView):
    """A plain view for a game that has no drawing module yet: title, turn, player, scores."""

    figsize = (6.0, 2.4)

    def build(self, state: Any) -> None:
        self.ax.set_xlim(0, 1)
        self.ax.set_ylim(0, 1)
        self.title = self.ax.text(0.03, 0.85, "", fontsize=14, fontweight="bold", va="center")
        self.turn_text = self.ax.text(0.03, 0.62, "", fontsize=11, va="center")
        self.score_text = self.ax.text(0.03, 0.38, "", fontsize=11, va="center")
        self.last_text = self.ax.text(0.03, 0.15, "", fontsize=10, va="center", color="0.3")

    def update(self, state: Any, highlight: Iterable[Hashable] = ()) -> None:
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
        self.last_text.set_text(marks)


# --------------------------------------------------------------------------- views by game

_views: dict[str, ModuleType | type[BoardView]] = {}


def register_view(game: str, view: ModuleType | type[BoardView]) -> None:
    """Use ``view`` (a BoardView subclass, or a module with ``BoardView``) for ``game``.

    For games outside the kit; the kit's games are found as ``widgets.<game>``.

    >>> register_view("toy", ToyView)     # doctest: +SKIP
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
    """The menu name of an action kind in the current language (the kind itself if unnamed)."""
    module = view_module(game)
    labels = getattr(module, "KIND_LABELS", {}) if module is not None else {}
    entry = labels.get(kind)
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
    """The naive alternative: a new view (new Figure, every artist built again) and a render."""
    return view_cls(state).render()


def measure_step_vs_rebuild(
    state: Any, view_cls: type[BoardView] | None = None, steps: int = 20, seed: int = 0,
    clock: Callable[[], float] = time.perf_counter,
) -> dict[str, float]:
    """Time :func:`explorer_step` against :func:`full_rebuild` along a random line of play.

    Returns the median milliseconds of each and ``ratio = step / rebuild`` (lower is better).

    >>> measure_step_vs_rebuild(golden_ankh.new_game(3, seed=1))   # doctest: +SKIP
    {'step_ms': 9.1, 'rebuild_ms': 61.0, 'ratio': 0.15, 'steps': 20}
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
