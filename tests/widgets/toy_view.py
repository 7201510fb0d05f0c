"""A BoardView for the take-away toy game: a row of numbered stone slots.

Slot ``k`` (counted from the right) holds a stone while the pile has at least
``k`` stones; clicking it is the place ``k``, the same value ``Take(k).targets()``
returns: "take k stones".  The chosen action's stone is gold, the stones of the
other actions on offer light yellow.  The slots' numbers never change, so a step changes
only the stones taken, the highlight and the caption.
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable

from matplotlib.patches import Circle

import rulekit
from widgets.board import BoardView

SLOTS = 20
Y = 1.2
STRONG, LIGHT = "gold", "lightyellow"  # the chosen action's stones, the other offered actions' stones


def slot_x(k: int) -> float:
    return SLOTS + 1 - k


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
        self.caption.set_text(rulekit.i18n.pick(f"{state.pile} stones left", f"남은 돌 {state.pile}개"))

    def place_xy(self, place):
        return (slot_x(place), Y) if isinstance(place, int) and 1 <= place <= SLOTS else None

    def target_at(self, x: float, y: float):
        k = SLOTS + 1 - round(x)
        if not (1 <= k <= self.state.pile) or abs(y - Y) > 0.5:
            return None
        return k
