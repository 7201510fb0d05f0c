"""Take-away in Jupyter: the worked example of a game's widgets package (the rules: :mod:`rulekit_toy`).

A game of the kit keeps these modules in ``widgets/<game>/``; the kit finds the package by the game's
name (this one, outside the kit, is named by ``rulekit_toy.WIDGETS``).  What the generic widgets read
from it: ``BoardView`` (the picture and the click mapping), ``KIND_LABELS`` and ``describe`` (the
Explorer's words), and ``editor.SPEC`` (the position editor and score calculator).

=============  ========================================================================
:mod:`.view`   :class:`ToyView`, the picture (a row of stone slots)
:mod:`.clicks` which point of the picture is which place (a place = ``Take(k).targets()``)
:mod:`.words`  the words, read from the game's glossary; :func:`describe`
:mod:`.editor` the position editor and score calculator (``SPEC``, imported on first use)
=============  ========================================================================

>>> import widgets
>>> from rulekit_toy import new_game
>>> ex = widgets.Explorer(new_game(players=2, seed=1))
>>> ex.click_place(2), ex.state.pile                  # a click on stone 2 is "take 2"
(Take(n=2), 10)
"""
from __future__ import annotations

from .clicks import SLOTS, Y, slot_x
from .view import ToyView
from .words import describe, kind_labels

BoardView = ToyView
KIND_LABELS = kind_labels()

__all__ = ["KIND_LABELS", "SLOTS", "BoardView", "ToyView", "Y", "describe", "slot_x"]
