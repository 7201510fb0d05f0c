"""Fertility and Elfengold in the lab: greedy beats random, and the stats each game's question needs."""
from __future__ import annotations

from collections import Counter

from rulekit import elfengold as eg
from rulekit import fertility as fe
from rulekit import sim


def test_fertility_greedy_beats_random():
    recs = sim.run("fertility", 12, players=2, bots=["greedy", "random"], rotate=True, seed=3)
    wins = Counter(r.bots[w] for r in recs for w in r.winners)
    assert wins["greedy"] >= 9


def test_fertility_stats_count_quarry_choices():
    rec = sim.run("fertility", 1, players=3, bots="greedy", seed=4)[0]
    state, moves = sim.play("fertility", 3, "greedy", seed=rec.seed)
    placed = Counter(p for p, a in moves if isinstance(a, fe.QuarryMonument))
    assert rec.stats["monuments"] == [placed[p] for p in range(3)]
    assert rec.stats["quarries"] == [m + g for m, g in zip(rec.stats["monuments"], rec.stats["quarry_goods"],
                                                           strict=True)]
    # FE.score.monuments-none: a seat with no monument on the board earns nothing for monuments.
    for p in range(3):
        if rec.stats["monuments"][p] == 0:
            assert rec.parts[p]["monuments"] == 0


def test_elfengold_greedy_beats_random():
    recs = sim.run("elfengold", 9, players=3, bots=["greedy", "random", "random"], rotate=True, seed=3)
    wins = Counter(r.bots[w] for r in recs for w in r.winners)
    assert wins["greedy"] > wins["random"]


def test_elfengold_auction_gold_balances_the_books():
    rec = sim.run("elfengold", 1, players=3, bots="greedy", seed=6)[0]
    start = eg.new_game(players=3, seed=rec.seed)
    for p in range(3):
        # Gold at the end = gold at the start + income - gold paid in auctions (EG.gap.auction-payment).
        st = rec.stats
        assert st["gold_left"][p] == start.gold[p] + st["gold_income"][p] - st["auction_gold"][p]
    assert sum(rec.stats["tiles_won"]) > 0
    assert rec.stats["towns"] == [rec.parts[p]["towns"] for p in range(3)]


def test_elfengold_greedy_looks_for_unvisited_towns():
    from rulekit.bots import GreedyBot, bot_names, score_margin
    from rulekit.bots import elfengold as bots

    assert bot_names("elfengold") == ["random", "greedy"]
    s = eg.new_game(players=2, seed=1)
    # At the start nobody has a town yet beyond the capital's marker; progress counts cards, tiles and gold.
    assert bots.progress(s, 0) > 0
    plain = GreedyBot(score_margin, name="score only")
    recs = sim.run("elfengold", 8, players=2, bots=["greedy", plain], rotate=True, seed=3)
    wins = Counter(r.bots[w] for r in recs for w in r.winners)
    assert wins["greedy"] > wins["score only"]


def test_elfengold_progress_counts_the_nearest_unvisited_town_by_its_distance():
    # progress weighs the roads to the nearest town not yet visited: every boot place and a spread of
    # marker sets, against a breadth-first search of the board.
    from rulekit.bots import elfengold as bots
    from rulekit.elfengold.planning import BOARD
    from rulekit.rng import Rng

    rng = Rng(5)
    n = len(BOARD.towns)
    masks = [0, (1 << n) - 1, (1 << n) - 1 - (1 << 3)] + [rng.randbelow(1 << n) for _ in range(40)]
    for here in range(n):
        dist = BOARD.distances(here)
        for seen in masks:
            left = [dist[t] for t in range(n) if not (seen >> t) & 1 and dist[t] >= 0]
            assert bots._nearest_unvisited(here, seen) == (min(left) if left else 0)
