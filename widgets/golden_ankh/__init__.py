"""Golden Ankh in Jupyter: the board picture, its pictograms and words, the click mapping, the Explorer's
panel and the position editor, one module each.

====================  ==============================================================================
:mod:`.view`          :class:`BoardView` (the picture of a state or a lone layout) and :func:`draw`
:mod:`.facts`         what a picture shows, read from a state
:mod:`.player_panel`  a player's panel and the legend panel inside the picture
:mod:`.artists`       the pooled tiles, tokens and rings the panels are made of
:mod:`.look`          colours, widths, the buttons' places
:mod:`.icons`         the pictograms (falcon, jackal, scarab, storehouse, scribe, desert, ankh)
:mod:`.words`         the bilingual words (the data's names read from the data) and :func:`describe`
:mod:`.clicks`        which places choose an action, what a click sequence means
:mod:`.legend`        :func:`legend_png`, the legend as a small picture
:mod:`.panels`        the Explorer's market panel
:mod:`.lesson`        :func:`layout_score` for lessons
:mod:`.editor`        the position editor and score calculator (``SPEC``, imported on first use)
====================  ==============================================================================

>>> from rulekit import golden_ankh as ga
>>> draw(ga.new_game(players=3, seed=1))
<Figure size 960x700 with 1 Axes>
"""

from __future__ import annotations

from .clicks import click_targets, intended_action, targets_of
from .facts import BoardFacts, PlayerFacts, facts
from .legend import legend_figure, legend_png
from .lesson import layout_score
from .look import CONFIRM, END_BUTTON, LONE_WIDTH, face
from .panels import market_html, panels
from .view import BoardView, draw, picture_height
from .words import KIND_LABELS, colour_letter, describe, tile_kind, tile_kind_letter

__all__ = ["BoardFacts", "BoardView", "CONFIRM", "END_BUTTON", "KIND_LABELS", "LONE_WIDTH", "PlayerFacts",
           "click_targets", "colour_letter", "describe", "draw", "face", "facts", "intended_action",
           "layout_score", "legend_figure", "legend_png", "market_html", "panels", "picture_height",
           "targets_of", "tile_kind", "tile_kind_letter"]
