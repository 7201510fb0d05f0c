"""The Quest for El Dorado (황금밀림) in Jupyter: the board picture, its clicks, words and editor.

Everything a notebook uses is importable from here (``widgets.el_dorado.draw``, ``BoardView``,
``describe``, ``card_table`` …); the modules hold one role each:

======================  =======================================================================
:mod:`.view`            :class:`BoardView`, the picture: built once per course, updated in place
:mod:`.icons`           the pictograms (machete, paddle, coin, rubble, base camp …) as vector shapes
:mod:`.editor`          the position editor and final tally (``SPEC``, found by ``widgets.Editor``)
======================  =======================================================================

>>> import widgets
>>> from rulekit import el_dorado as ed
>>> widgets.el_dorado.BoardView(ed.new_game(players=3, seed=1)).image_size
(960, 700)
"""
from __future__ import annotations

from .view import (
    CONFIRM,
    KIND_LABELS,
    LEGEND,
    PIC_H,
    BoardView,
    bought_table,
    card_name,
    card_strength,
    card_table,
    deck_growth,
    describe,
    draw,
    legend_png,
    panels,
    symbol_text,
)

__all__ = [
    "CONFIRM", "KIND_LABELS", "LEGEND", "PIC_H", "BoardView", "bought_table", "card_name", "card_strength",
    "card_table", "deck_growth", "describe", "draw", "legend_png", "panels", "symbol_text",
]
