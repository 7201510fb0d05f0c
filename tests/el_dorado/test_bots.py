"""The El Dorado bots of rulekit.bots: paths around other pieces, and games that end by the rules."""
from __future__ import annotations

from rulekit import el_dorado as ed
from rulekit import sim
from rulekit.bots import el_dorado as bots


def test_a_space_another_piece_stands_on_costs_more_to_pass():
    # ED.move.blocked: a piece cannot enter an occupied space, so a path through one is dearer
    c = ed.course(0)
    free = bots.path_cost(0)
    rises = 0
    for space in sorted(h for h in free if h not in c.end and h not in c.start):
        blocked = bots.path_cost(0, occupied=frozenset({space}))
        assert blocked.keys() == free.keys() and blocked[space] == free[space]
        # going round costs at least as much; passing through costs the extra at most once
        assert all(free[h] <= blocked[h] <= free[h] + bots.OCCUPIED_COST for h in free)
        rises += any(blocked[h] > free[h] for h in free)
    assert rises > 0


def test_own_pieces_never_block_each_other():
    s = ed.new_game(players=2, seed=1)
    assert bots.others_pieces(s, 0) == frozenset(s.pieces[1])
    assert not bots.others_pieces(s, 0) & set(s.pieces[0])


def test_greedy_four_players_do_not_jam_on_a_narrow_course():
    # Four greedy pieces once waited for one another until the round limit (ED.gap.sim-round-limit);
    # now each goes round a piece in its way and the race ends by the rules (ED.end.round-complete).
    s, _ = sim.play("el_dorado", 4, "greedy", seed=252944360747231, options={"course": 5})
    assert s.is_over and not s.stopped and s.winners()
