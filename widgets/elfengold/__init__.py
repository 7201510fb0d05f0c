"""Elfengold in Jupyter: the board picture, its clicks, words, pictograms, panels, tables and editor.

One module per role, each found by its name:

* :mod:`.view` — :class:`BoardView` (the picture, updated in place) and :func:`draw`;
* :mod:`.build` — the artists of the picture, made once;
* :mod:`.clicks` — which click means which place, and which places choose which legal action;
* :mod:`.caravan` — the caravan mode: cards put on a tray one by one, judged by rulekit;
* :mod:`.layout` — colours and geometry (where the map, the table and the players' strip lie);
* :mod:`.icons` — the pictograms of the cards and counters;
* :mod:`.words` — the game's words in both languages (names from rulekit's data), :func:`describe`;
* :mod:`.panels` — the Explorer's legend and panels; :mod:`.tables` and :mod:`.lab` — lesson and lab tables;
* :mod:`.editor` — the position editor and final tally (``SPEC``), imported when an editor is opened.

>>> draw("R12:UG | P1@Lapphalya hand=UUU | P2@Elvenhold", highlight=["R12"])
<Figure size 960x680 with 1 Axes>
"""

from __future__ import annotations

from .lab import LAB_STATS, auction_costs, lab_variants, plot_auction_costs
from .layout import BOARD, CONFIRM, PLAYER_COLOURS, TERRAIN_STYLE, map_xy, slot_xy, town_xy
from .panels import legend_png, panels
from .tables import cost_table, standings
from .view import BoardView, draw
from .words import (
    KIND_LABELS,
    NAMES,
    NO_COST,
    TERRAIN_NAMES,
    cards_text,
    describe,
    kind_name,
    road_text,
    supply_text,
    town_name,
)

__all__ = [
    "BOARD", "CONFIRM", "KIND_LABELS", "LAB_STATS", "NAMES", "NO_COST", "PLAYER_COLOURS", "TERRAIN_NAMES",
    "TERRAIN_STYLE", "BoardView", "auction_costs", "cards_text", "cost_table", "describe", "draw",
    "kind_name", "lab_variants", "legend_png", "map_xy", "panels", "plot_auction_costs", "road_text",
    "slot_xy", "standings", "supply_text", "town_name", "town_xy",
]
