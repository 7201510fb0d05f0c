"""Golden Ankh bots: greedy's evaluation makes progress, the builder finishes games and wins."""
from __future__ import annotations

from collections import Counter

from rulekit import golden_ankh as ga
from rulekit import sim
from rulekit.bots import bot_names
from rulekit.bots import golden_ankh as bots


def test_the_bots_of_golden_ankh():
    assert bot_names("golden_ankh") == ["random", "greedy", "builder"]


def test_shortfall_counts_the_tokens_missing_for_the_cheapest_tile():
    s = ga.new_game(players=2, seed=3)
    need = min(sum(cost) for cost, tile in zip(s.cost, s.market, strict=True) if tile is not None)
    assert bots.shortfall(s, 0) == need  # nobody holds a token at the start


def test_a_purchase_is_progress_for_greedy():
    # GA.turn.buy-tile: laying a tile must be worth more than keeping the tokens it cost.
    recs = sim.run("golden_ankh", 2, players=2, bots="greedy", seed=2, max_actions=1500)
    assert all(r.finished for r in recs)
    # GA.end.finish-round: the game ends after the round in which someone laid a 13th tile.
    assert all(max(r.stats["tiles"]) == 13 for r in recs)


def test_builder_finishes_and_beats_random():
    recs = sim.run("golden_ankh", 12, players=2, bots=["builder", "random"], rotate=True, seed=5,
                   max_actions=3000)
    assert all(r.finished for r in recs)
    wins = Counter(r.bots[w] for r in recs for w in r.winners)
    assert wins["builder"] >= 10


def test_stats_count_tiles_and_ankh_actions():
    rec = sim.run("golden_ankh", 1, players=3, bots="builder", seed=8)[0]
    state, moves = sim.play("golden_ankh", 3, "builder", seed=rec.seed)
    assert rec.stats["tiles"] == [state.tiles_placed(p) for p in range(3)]
    assert sum(rec.stats["ankh_actions"]) == sum(1 for _, a in moves if isinstance(a, (ga.Refill, ga.Move)))
    assert all(u <= t for u, t in zip(rec.stats["upper_tiles"], rec.stats["tiles"], strict=True))


def test_remembered_totals_equal_the_games_score():
    # GA.score.total: the totals the evaluation remembers by layout must equal the game's score
    # (the sum of its four parts) on every position of a game.
    state, moves = sim.play("golden_ankh", 3, "builder", seed=4)
    s = ga.new_game(players=3, seed=4, **sim.sim_options("golden_ankh"))
    for _, a in moves:
        s = s.apply(a)
        scores = ga.score(s)
        assert all(bots.total(s, p) == scores[p].total for p in range(3))
    assert s == state
