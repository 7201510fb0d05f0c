"""El Dorado bots: the path costs they race along, the racer's strength, and the game stats of a sweep."""
from __future__ import annotations

from collections import Counter

import pytest

from rulekit import el_dorado as ed
from rulekit import sim
from rulekit.bots import bot_names
from rulekit.bots import el_dorado as bots


def test_path_cost_counts_requirements_to_the_arrival_spaces():
    c = ed.course(0)
    cost = bots.path_cost(0)
    assert all(cost[h] == 0 for h in c.end)
    # One step before an arrival space, the cost is that space's requirement (ED.gap.arrival-cost).
    for h in c.end:
        for nb, _ in c.neighbours[h]:
            if nb not in c.end and nb in cost:
                assert cost[nb] <= ed.TERRAIN[c.terrain[h]].power
    # Mountains are never entered (ED.move.blocked); starting spaces are the farthest points.
    assert not any(ed.TERRAIN[c.terrain[h]].kind == "mountain" for h in cost)
    assert max(cost[h] for h in c.start) == max(cost.values())


def test_the_bots_of_el_dorado():
    assert bot_names("el_dorado") == ["random", "greedy", "racer", "planner"]
    assert sim.sim_options("el_dorado") == {"max_rounds": 100}
    assert sim.sim_options("el_dorado", {"max_rounds": None}) == {"max_rounds": None}


def test_racer_wins_most_races_against_greedy_and_random():
    recs = sim.run("el_dorado", 30, players=3, bots=["racer", "greedy", "random"], rotate=True, seed=2)
    wins = Counter(r.bots[w] for r in recs for w in r.winners)
    assert wins["racer"] > wins["greedy"] > wins["random"]
    assert wins["racer"] > 15


def test_racer_games_end_by_the_rules_not_by_the_round_limit():
    recs = sim.run("el_dorado", 20, players=3, bots="racer", seed=4)
    for r in recs:
        assert r.finished and not r.stats["stopped"] and r.stats["rounds"] < 100
        # A lone arrival wins (ED.end.sole-winner); a tie goes to the tie-break (ED.gap.tie-break).
        assert len(r.winners) >= 1
        assert all(r.parts[w]["El Dorado"] == 100 for w in r.winners)


def test_stats_list_the_cards_each_seat_bought():
    rec = sim.run("el_dorado", 1, players=2, bots="racer", seed=5)[0]
    state, moves = sim.play("el_dorado", 2, "racer", seed=rec.seed)
    owned = [state.cards_of(p) + Counter(state.removed[p]) for p in range(2)]
    for p in range(2):
        bought = Counter(rec.stats["bought"][p])
        assert all(owned[p][c] >= n for c, n in bought.items())
        # Bought cards go to the discard pile (ED.buy.to-discard): the deck grew by them, less removed cards.
        start = sum(ed.CARDS[c].starting_deck for c in ed.CARDS)
        assert rec.stats["deck_size"][p] == start + sum(bought.values()) - len(state.removed[p])


@pytest.mark.parametrize("course", [0, 3, 6])
def test_racer_finishes_every_published_course(course):
    recs = sim.run("el_dorado", 3, players=4, bots="racer", options={"course": course}, seed=course)
    assert all(r.finished and r.winners for r in recs)


def test_a_game_stopped_by_the_round_limit_is_unfinished():
    # ED.gap.sim-round-limit: random play rarely reaches El Dorado; the limit stops it with no winner.
    recs = sim.run("el_dorado", 2, players=2, bots="random", options={"max_rounds": 3}, seed=1)
    for r in recs:
        assert r.stats["stopped"] and r.stats["rounds"] == 3
        assert not r.finished and r.winners == ()
