"""The Explorer: one interactive app for every game on the common contract.

The board is a PNG in an ``ipywidgets.Image``, drawn first and at a readable width;
a click on it goes through ``ipyevents`` to :meth:`BoardView.target_at`.  Clicks
build an action: each picks a place, the legal actions whose click targets
(:meth:`BoardView.click_targets`) hold every pick are the ones still possible, the
places they need next are marked, and once one action is complete it is played.  The Explorer never decides
a rule: it asks the state what is legal (``legal_actions``), what a refusal says
(``RuleViolation``) and which rules allowed a move (``rulekit.explain``).

Every callback is guarded: a refusal or an unexpected error is shown in the
status line and nothing reaches the notebook as a traceback.

The pieces, one module each:

* :mod:`widgets.explorer.app` — the :class:`Explorer` itself: its widgets, built in named steps, and the
  refresh of everything after a change;
* :mod:`widgets.explorer.clicks` — the click picker: picture clicks become an action;
* :mod:`widgets.explorer.seats` — the computer seats: bots playing their seats (``rulekit.bots.choose``);
* :mod:`widgets.explorer.hints` — the hint of the search bot, shown under the board;
* :mod:`widgets.explorer.texts` — the log, the rules panel, the status line and the labels;
* :mod:`widgets.explorer.guards` — no callback, the kit's or a game panel's, lets an error escape.
"""
from __future__ import annotations

import ipywidgets as W  # noqa: F401  (``widgets.explorer.W``: the widget library the Explorer is built with)

from .app import ALL, Explorer, board_width
from .clicks import ClickPicker, click_candidates
from .guards import LogPanel, PanelCallback, guarded, panel_callback
from .hints import HintPanel
from .seats import PERSON, ComputerSeats, bot_label, make_seat_bot
from .texts import ExplorerTexts, describer, place_name

__all__ = [
    "ALL", "PERSON", "ClickPicker", "ComputerSeats", "Explorer", "ExplorerTexts", "HintPanel", "LogPanel",
    "PanelCallback", "board_width", "bot_label", "click_candidates", "describer", "guarded", "make_seat_bot",
    "place_name", "panel_callback",
]
