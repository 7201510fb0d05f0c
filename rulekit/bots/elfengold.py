"""Elfengold in the lab: what auctions cost (greedy plays on the towns visited, the score itself).

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


def track(before: Any, player: int, action: Any, after: Any, tally: dict[str, Any]) -> None:
    """Per seat: gold paid in auctions, gold received (income), and tiles won in auctions."""
    if "auction_gold" not in tally:
        n = before.num_players
        tally.update(auction_gold=[0] * n, tiles_won=[0] * n, gold_income=[0] * n)
    for p in range(before.num_players):
        diff = after.gold[p] - before.gold[p]
        if diff < 0 and before.phase == "auction":
            tally["auction_gold"][p] -= diff
        elif diff > 0:
            tally["gold_income"][p] += diff
    if before.phase == "auction":
        for p in range(before.num_players):
            tally["tiles_won"][p] += max(0, len(after.supply[p]) - len(before.supply[p]))


def stats(state: Any, moves: list[tuple[int, Any]]) -> dict[str, Any]:
    """Per seat: towns visited and gold left at the end."""
    return {"towns": [state.towns(p) for p in range(state.num_players)], "gold_left": list(state.gold)}
