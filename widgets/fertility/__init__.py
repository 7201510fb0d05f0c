"""Fertility's Jupyter layer: the board picture, its clicks, words, pictograms, legend, editor and lab tables.

==============  ====================================================================================
module          what is in it
==============  ====================================================================================
``view``        :class:`BoardView` (built once, restyled per state), :func:`draw`, :class:`ScoreQuizView`
``artists``     the picture's pieces (cards, shop lines, valley tiles, buttons), sizes and colours
``restyle``     how each piece is restyled for a state
``clicks``      which click means which place; the places a person clicks for an action
``icons``       the pictograms, drawn as matplotlib paths
``words``       every bilingual label of this package (the glossary's terms read from the game's data)
``legend``      :func:`legend_png`, the pictograms with their names
``editor``      the spec of the position editor and the score calculator (``SPEC``), ``click_example``
``lab``         :func:`monument_race`, a table of a simulated sweep
==============  ====================================================================================

>>> from rulekit import fertility as fe
>>> view = BoardView(fe.new_game(players=3, seed=1))
>>> view.click_targets(fe.parse_action("supply C 3.1"))
(('beside', 'C'), ('shop', 3, 1))
>>> describe(fe.parse_action("end"))
'End the turn'
"""

from __future__ import annotations

from ..board import CONFIRM
from .artists import WIDTH
from .clicks import DISCARD, END, MONUMENT, TURN, WHEAT
from .lab import monument_race
from .legend import legend_png
from .view import BoardView, ScoreQuizView, draw
from .words import KIND_LABELS, MONUMENT_NAMES, STATUE_KO, describe, letter, shop_label

__all__ = [
    "BoardView", "CONFIRM", "DISCARD", "END", "KIND_LABELS", "MONUMENT", "MONUMENT_NAMES", "STATUE_KO",
    "TURN", "WHEAT", "WIDTH", "ScoreQuizView", "describe", "draw", "legend_png", "letter", "monument_race",
    "shop_label",
]
