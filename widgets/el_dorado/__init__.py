"""The Quest for El Dorado (황금밀림) in Jupyter: the board picture, its clicks, words and editor.

Everything a notebook uses is importable from here (``widgets.el_dorado.draw``, ``BoardView``,
``describe``, ``card_table`` …); each module holds one role:

* :mod:`.view`: :class:`BoardView`, the picture, built once per course and updated in place; ``draw``;
* :mod:`.layout`: where the course and the turn's blocks go, per course and number of players;
* :mod:`.course`: the course's spaces, blockades and pieces;
* :mod:`.blocks`: the turn's blocks (cards played and buttons, the hand, the market, the piles);
* :mod:`.artists`: collections that know their box, map tiles, outlined text, changing pictograms;
* :mod:`.clicks`: which click is which place, which places choose which action (the rules decide,
  :mod:`rulekit.el_dorado.reach`);
* :mod:`.look`: sizes and colours, text fitting;
* :mod:`.words`: every bilingual label, read from the game's data where it has them;
* :mod:`.icons`: the pictograms (machete, paddle, coin, rubble, base camp …) as vector shapes;
* :mod:`.action_words`: an action in plain words (``describe``);
* :mod:`.legend`: the legend of the pictograms (``legend_png``);
* :mod:`.piles_panel`: the Explorer's piles panel (``panels``);
* :mod:`.lessons`: tables for the lessons and the lab (cards, a deck's growth, cards bought);
* :mod:`.editor`: the position editor and final tally (``SPEC``, found by ``widgets.Editor``).

>>> import widgets
>>> from rulekit import el_dorado as ed
>>> widgets.el_dorado.BoardView(ed.new_game(players=3, seed=1)).image_size
(960, 700)
"""
from __future__ import annotations

from .action_words import describe
from .legend import LEGEND, legend_png
from .lessons import bought_table, card_table, deck_growth
from .look import CONFIRM, PIC_H
from .piles_panel import panels
from .view import BoardView, draw
from .words import KIND_LABELS, card_name, card_strength, symbol_text

__all__ = [
    "CONFIRM", "KIND_LABELS", "LEGEND", "PIC_H", "BoardView", "bought_table", "card_name", "card_strength",
    "card_table", "deck_growth", "describe", "draw", "legend_png", "panels", "symbol_text",
]
