"""Fertility's Jupyter layer: the board picture (:mod:`.view`), pictograms (:mod:`.icons`), editor spec.

>>> from rulekit import fertility as fe
>>> BoardView(fe.new_game(players=3, seed=1)).click_targets(fe.parse_action("supply C 3.1"))
(('beside', 'C'), ('shop', 3, 1))
"""

from __future__ import annotations

from .view import (
    CONFIRM,
    DISCARD,
    END,
    KIND_LABELS,
    MONUMENT,
    MONUMENT_NAMES,
    STATUE_KO,
    TURN,
    WHEAT,
    WIDTH,
    BoardView,
    ScoreQuizView,
    describe,
    draw,
    legend_png,
    letter,
    monument_race,
    shop_label,
)

__all__ = [
    "BoardView", "CONFIRM", "DISCARD", "END", "KIND_LABELS", "MONUMENT", "MONUMENT_NAMES", "STATUE_KO",
    "TURN", "WHEAT", "WIDTH", "ScoreQuizView", "describe", "draw", "legend_png", "letter", "monument_race",
    "shop_label",
]
