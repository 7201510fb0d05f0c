"""The drawing side of a game: a matplotlib board that updates in place.

Each game has a module ``widgets/<game>.py`` that defines

* ``class BoardView(widgets.board.BoardView)`` — builds every artist once in
  :meth:`build`, then :meth:`update` changes colours, texts and visibility for a
  new state (it never rebuilds the figure);
* ``draw(state, ax=None, highlight=()) -> Figure`` — a one-call picture of a
  state (or of a position written in the game's notation), usable outside widgets;
* optionally ``panels(explorer) -> list[ipywidgets.Widget]`` — extra panels the
  Explorer shows for that game (e.g. an auction panel).

A view uses a single Axes in data coordinates, so a click on the picture maps to
a board place with :meth:`BoardView.target_at`; the places are the same values
that the game's ``Action.targets()`` return, which lets the Explorer offer the
actions at a clicked place.  Every coloured thing also carries a letter or
symbol, so colour is never the only carrier of meaning.
"""
from __future__ import annotations

import io
from collections.abc import Hashable, Iterable
from typing import Any, ClassVar

from matplotlib.axes import Axes
from matplotlib.figure import Figure


class BoardView:
    """Base class of the game views (see the module docstring)."""

    game: ClassVar[str] = ""
    figsize: ClassVar[tuple[float, float]] = (8.0, 6.0)
    dpi: ClassVar[int] = 80

    def __init__(self, state: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = ()) -> None:
        if ax is None:
            self.fig = Figure(figsize=self.figsize, dpi=self.dpi)
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
    def png(self) -> bytes:
        """The current picture as PNG bytes."""
        buf = io.BytesIO()
        self.fig.savefig(buf, format="png", dpi=self.dpi)
        return buf.getvalue()

    def pixel_to_data(self, px: float, py: float, width: float, height: float) -> tuple[float, float]:
        """Map a click at pixel ``(px, py)`` of a ``width`` × ``height`` image (y down) to data coordinates."""
        fw, fh = self.fig.get_size_inches() * self.fig.dpi
        dx = px * fw / width
        dy = fh - py * fh / height
        x, y = self.ax.transData.inverted().transform((dx, dy))
        return float(x), float(y)
