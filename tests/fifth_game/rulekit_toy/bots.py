"""The toy game's bot additions, found by :func:`rulekit.bots.game_extras` (the hooks are listed in
:mod:`rulekit.bots`).

Every game gets ``random``, ``greedy`` and the search bot ``mcts`` without writing anything; the toy
adds a quick bot of its own, ``nim``, which plays the known winning rule (leave the next player a
multiple of ``max_take + 1`` stones), and tells the lab which rule ended a game.  It leaves ``SEARCH``
out, so the search bot values positions by the live scores (:data:`rulekit.bots.knowledge.DEFAULT`);
a game whose score says little mid-game writes ``SEARCH = SearchKnowledge(utilities=...)``.

>>> from rulekit import sim
>>> rec = sim.run("toy", 1, players=2, bots=["nim", "random"], seed=1)[0]
>>> rec.bots, rec.winners
(('nim', 'random'), (0,))
"""
from __future__ import annotations

from typing import Any

from rulekit.rng import Rng

from .actions import Take


class NimBot:
    """Takes what leaves a multiple of ``max_take + 1`` stones when it can, else one stone (two players)."""

    name = "nim"
    uses_view = False  # it needs only the pile, which every player sees

    def choose(self, state: Any, rng: Rng) -> Take:
        n = state.pile % (state.max_take + 1)
        return Take(n) if n else Take(1)


BOTS = {"nim": NimBot}


def end_reason(state: Any) -> str:
    """The rule that ended a finished game: the last stone was taken (TOY.end.last)."""
    return "TOY.end.last"
