"""A BoardView for the take-away toy game: the stones in a row, numbered from the right.

Clicking stone ``k`` (counted from the right end of the pile) is the place ``k``,
the same value ``Take(k).targets()`` returns: "take the k rightmost stones".
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable

from matplotlib.patches import Circle

import rulekit
from widgets.board import BoardView

MAX_STONES = 20


class ToyView(BoardView):
    game = "toy"
    figsize = (8.0, 2.0)

    def build(self, state) -> None:
        self.ax.set_xlim(0, MAX_STONES + 1)
        self.ax.set_ylim(0, 3)
        self.ax.set_aspect("equal")
        self.stones: list[Circle] = []
        self.labels = []
        for i in range(MAX_STONES):
            stone = Circle((i + 1, 1.2), 0.4, facecolor="0.6", edgecolor="black")
            self.ax.add_patch(stone)
            self.stones.append(stone)
            self.labels.append(self.ax.text(i + 1, 1.2, "", ha="center", va="center", fontsize=9))
        self.caption = self.ax.text(0.3, 2.5, "", fontsize=12, va="center")

    def update(self, state, highlight: Iterable[Hashable] = ()) -> None:
        marked = set(highlight)
        for i, (stone, label) in enumerate(zip(self.stones, self.labels, strict=True)):
            k = state.pile - i  # stones counted from the right end of the pile
            present = i < state.pile
            stone.set_visible(present)
            label.set_visible(present)
            label.set_text(str(k))
            stone.set_facecolor("gold" if present and k in marked else "0.75")
        left = rulekit.i18n.pick(f"{state.pile} stones left", f"남은 돌 {state.pile}개")
        self.caption.set_text(left)

    def target_at(self, x: float, y: float):
        i = round(x) - 1
        if not (0 <= i < self.state.pile) or abs(y - 1.2) > 0.5:
            return None
        return self.state.pile - i
