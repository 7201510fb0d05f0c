"""Elfengold in the lab: an evaluation for greedy that looks for unvisited towns, and auction costs.

Only towns visited score, so greedy's :func:`evaluate` adds the way on: roads
with a transport tile leading from the elf boot to an unvisited town, the
distance to the nearest unvisited town, and the means to travel.

:func:`track` follows the gold every auction takes from each player (the price a
winner pays the bank, EG.auction.winner, and an overbidder's forfeit,
EG.auction.overbid-penalty) and the tiles bought, which the final state no
longer shows.

>>> from rulekit import sim
>>> rec = sim.run("elfengold", 1, players=3, bots="greedy", seed=1)[0]
>>> len(rec.stats["auction_gold"]) == 3
True
"""
from __future__ import annotations

from typing import Any

_DIST: dict[int, list[int]] = {}


def _distances(town: int) -> list[int]:
    from ..elfengold.planning import BOARD

    if town not in _DIST:
        _DIST[town] = BOARD.distances(town)
    return _DIST[town]


def progress(state: Any, player: int) -> float:
    """Towns visited, plus the way on: roads with a transport tile from here to an unvisited town,
    how near the nearest unvisited town is, and the means to travel (cards, tiles, gold)."""
    from ..elfengold.planning import BOARD, transports_on

    here = state.boots[player]
    seen = state.markers[player]
    dist = _distances(here)
    unvisited = [t for t in range(len(dist)) if not (seen >> t) & 1]
    nearest = min((dist[t] for t in unvisited if dist[t] >= 0), default=0)
    open_roads = sum(1 for ri in BOARD.roads_at[here]
                     if transports_on(state.roads[ri]) and not (seen >> BOARD.roads[ri].other(here)) & 1)
    return (10.0 * state.towns(player) - 1.0 * nearest + 0.8 * open_roads + 0.3 * len(state.hands[player])
            + 0.3 * len(state.supply[player]) + 0.15 * state.gold[player])


def evaluate(state: Any, player: int) -> float:
    """Greedy's evaluation: ``player``'s :func:`progress`, less the best other player's towns, and a win."""
    towns = [state.towns(p) for p in range(state.num_players)]
    value = progress(state, player) - 10.0 * max(t for p, t in enumerate(towns) if p != player)
    if state.is_over:
        winners = state.winners()
        value += 1000.0 / len(winners) if player in winners else -1000.0
    return value


def track(before: Any, player: int, action: Any, after: Any, tally: dict[str, Any]) -> None:
    """Per seat: gold paid in auctions, gold received (income), and tiles won in auctions."""
    if "auction_gold" not in tally:
        n = before.num_players
        tally.update(auction_gold=[0] * n, tiles_won=[0] * n, gold_income=[0] * n)
    if after.gold != before.gold:
        for p in range(before.num_players):
            diff = after.gold[p] - before.gold[p]
            if diff < 0 and before.phase == "auction":
                tally["auction_gold"][p] -= diff
            elif diff > 0:
                tally["gold_income"][p] += diff
    if before.phase == "auction" and after.supply != before.supply:
        for p in range(before.num_players):
            tally["tiles_won"][p] += max(0, len(after.supply[p]) - len(before.supply[p]))


def stats(state: Any, moves: list[tuple[int, Any]]) -> dict[str, Any]:
    """Per seat: towns visited and gold left at the end."""
    return {"towns": [state.towns(p) for p in range(state.num_players)], "gold_left": list(state.gold)}


def end_reason(state: Any) -> str:
    """The rule that ended a finished game: a player's 20 town markers, or the last round played."""
    from ..elfengold.planning import BOARD

    everyone = (1 << len(BOARD.towns)) - 1 - (1 << BOARD.capital)
    return "EG.end.all-towns" if any(m == everyone for m in state.markers) else "EG.end.after-six"

