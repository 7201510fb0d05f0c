"""Fertility in the lab: game stats on quarries and monuments (greedy plays on the score itself).

The score breakdown is live during the game, so greedy's default evaluation
(score minus the best other score) already rewards shops, statues, monuments
and the wheat track; it beats random play in almost every game.

>>> from rulekit import sim
>>> sim.run("fertility", 1, players=2, bots="greedy", seed=1)[0].finished
True
"""
from __future__ import annotations

from typing import Any


def stats(state: Any, moves: list[tuple[int, Any]]) -> dict[str, Any]:
    """Per seat: monuments placed on quarries, goods taken from quarries instead (FE.collect.quarry)."""
    from ..fertility import QuarryMonument, QuarryTake

    n = state.num_players
    monuments = [0] * n
    quarry_goods = [0] * n
    for player, a in moves:
        if isinstance(a, QuarryMonument):
            monuments[player] += 1
        elif isinstance(a, QuarryTake):
            quarry_goods[player] += 1
    return {"monuments": monuments, "quarry_goods": quarry_goods,
            "quarries": [m + g for m, g in zip(monuments, quarry_goods, strict=True)]}


def end_reason(state: Any) -> str:
    """The rule that ends every game: the valley stack runs short, one last turn each (FE.end.trigger)."""
    return "FE.end.trigger"

