"""The toy's board picture: a row of numbered stone slots (:mod:`.clicks` maps them to places).

The chosen action's stone is gold, the stones of the other actions on offer light yellow.  The slots'
numbers never change, so a step changes only the stones taken, the highlight and the caption.

>>> from rulekit_toy import new_game
>>> view = ToyView(new_game(players=2, seed=1))
>>> view.target_at(*view.place_xy(3)), view.target_at(*view.place_xy(19))   # 12 stones: no 19th
(3, None)
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable

from matplotlib.patches import Circle

from widgets.board import BoardView

from .clicks import SLOTS, Y, place_at, place_xy, slot_x
from .words import caption

STRONG, LIGHT = "gold", "lightyellow"  # the chosen action's stones, the other offered actions' stones


class ToyView(BoardView):
    game = "toy"
    figsize = (8.0, 2.0)

    def build(self, state) -> None:
        self.ax.set_xlim(0, SLOTS + 1)
        self.ax.set_ylim(0, 3)
        self.ax.set_aspect("equal")
        self.stones: dict[int, Circle] = {}
        self.labels = {}
        for k in range(1, SLOTS + 1):
            stone = Circle((slot_x(k), Y), 0.4, facecolor="0.75", edgecolor="black")
            self.ax.add_patch(stone)
            self.stones[k] = stone
            self.labels[k] = self.ax.text(slot_x(k), Y, str(k), ha="center", va="center", fontsize=9)
        self.caption = self.ax.text(0.3, 2.5, "", fontsize=12, va="center")

    def update(self, state, highlight: Iterable[Hashable] = (), weak: Iterable[Hashable] = ()) -> None:
        marked, light = set(highlight), set(weak)
        for k, stone in self.stones.items():
            present = k <= state.pile
            stone.set_visible(present)
            self.labels[k].set_visible(present)
            stone.set_facecolor(STRONG if k in marked else LIGHT if k in light else "0.75")
        self.caption.set_text(caption(state.pile))

    def place_xy(self, place):
        return place_xy(place)

    def target_at(self, x: float, y: float):
        return place_at(x, y, self.state.pile)
