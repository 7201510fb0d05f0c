"""Former home of a layout's facts, kept for old imports: use :func:`.scoring.layout_facts`.

>>> from rulekit.golden_ankh import new_game
>>> s = new_game(players=2, seed=1)
>>> layout_facts(s.comp, s.ground[0], s.upper[0])
({}, 0, 0, 0)
"""

from __future__ import annotations

from .scoring import Facts, layout_facts

held_facts = layout_facts  # a state's layout is known by its value, as any other

__all__ = ["Facts", "held_facts", "layout_facts"]
