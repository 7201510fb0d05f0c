"""Special tiles (spec §3.9), end of game (§3.10), scoring (§3.11) and the winner (§3.12)."""

from __future__ import annotations

import pytest
from ga_helpers import arrange, play

from rulekit import RuleViolation
from rulekit import golden_ankh as ga
from rulekit.geometry import connected_groups, square_neighbours

EXAMPLE = "W2 . GS BS . / G2 GJ GD GP . / . RD RJ WJ WJ ^ . . . . / . R2 . ."
TWELVE = "RF RS RJ RD / GF GS GJ GD / BF BS BJ BD"


def refused(state, action, rule):
    before = state.to_dict()
    with pytest.raises(RuleViolation) as exc:
        state.apply(action)
    assert exc.value.rule == rule, str(exc.value)
    assert state.to_dict() == before


# ---------------------------------------------------------------- storehouse


def other_player_turn(state):
    """P2 (with an empty hand) takes three tokens and ends the turn."""
    return play(ga.with_tokens(state, 1, ""), "take B W K", "end")


def test_storehouse_story_tc_ga_12():
    # TC-GA-12: GA.special.storehouse-token, GA.special.storehouse-use, GA.special.storehouse-space,
    # GA.special.storehouse-one-token, GA.special.storehouse-covered, GA.special.storehouse-return,
    # GA.gap.resource-limit
    s = ga.setup(2, seed=1, layouts={0: "RF RS / RD ."}, market="RH BF WF KF GF BS")
    price = list(s.cost[0])
    s = ga.with_tokens(s, 0, price)
    red = s.comp.letter_index["R"]
    t = s.apply("buy 1 @ 1,1")
    sid = t.ground[0][(1, 1)]
    assert t.stored[0] == frozenset({sid}) and t.supply[red] == s.supply[red] + price[red] - 1
    assert t.tokens_held(0) == 1
    t = other_player_turn(t.apply("end"))
    # the token on the storehouse pays like a hand token: a red-priced tile with no red in hand
    red_space = next(i for i in range(6) if t.market[i] is not None and t.cost[i][red] > 0)
    cost = list(t.cost[red_space])
    hand = list(cost)
    hand[red] -= 1
    t = ga.with_tokens(t, 0, hand)
    u = t.apply(f"buy {red_space + 1} @ 2,0")
    assert u.stored[0] == frozenset() and sum(u.hands[0]) == 0
    # later: 5 resource tokens in hand plus 1 red kept on the empty storehouse: nothing to return
    u = other_player_turn(u.apply("end"))
    u = ga.with_tokens(u, 0, "B B W W R R")
    v = u.apply("store 1,1")
    assert v.stored[0] == frozenset({sid}) and v.resources_in_hand(0) == 5
    refused(v, "store 1,1", "GA.special.storehouse-one-token")  # one token only
    w = v.apply("take A K K")
    refused(w, "end", "GA.gap.resource-limit")
    w = w.apply("return K K")
    assert w.is_legal("end") and w.tokens_held(0) == 7
    # covering the storehouse returns its token at once
    x = other_player_turn(w.apply("end"))
    x = ga.with_tokens(x, 0, [3, 3, 3, 3, 3, 0])
    x = ga.with_market(x, "RJ . . . . .")
    supply_red = x.supply[red]
    y = x.apply("buy 1 U 0,0")
    assert y.stored[0] == frozenset() and y.supply[red] == supply_red + 1 + x.cost[0][red]
    # a covered storehouse cannot keep a token
    y = ga.with_tokens(y, 0, "R")
    refused(y, "store 1,1", "GA.special.storehouse-covered")


def test_storehouse_only_its_own_colour():
    # GA.special.storehouse-one-token: only a token of the storehouse's colour
    s = ga.setup(2, seed=1, layouts={0: "RH GF"}, tokens={0: "B W G"})
    refused(s, "store 0,0", "GA.special.storehouse-one-token")
    refused(s, "store 0,1", "GA.special.storehouse-space")  # not a storehouse
    assert [str(a) for a in s.legal_actions() if a.kind == "store"] == []


def test_storehouse_details():
    # GA.gap.storehouse-details: no token of its colour left: starts empty; an upper storehouse keeps one
    # all six red tokens in hands (P2 at the hand limit of 5, GA.gap.resource-limit)
    s = ga.setup(2, seed=1, layouts={0: "RF RS / RD R2"}, tokens={1: "R R R R R"})
    red = s.comp.letter_index["R"]
    space = next(i for i in range(6) if s.cost[i][red] == 0)  # a space not priced in red
    row = ["BF", "WF", "KF", "GF", "BS", "WS"]
    row[space] = "RH"
    s = ga.with_market(s, " ".join(row))
    s = ga.with_tokens(s, 0, [3, 3, 3, 3, 1, 0])
    assert s.supply[red] == 0
    t = s.apply(f"buy {space + 1} U 0,0")
    assert t.stored[0] == frozenset()  # the supply had no red token
    t2 = ga.with_tokens(ga.with_tokens(t, 1, ""), 0, "R")
    u = t2.apply("store U 0,0")
    assert u.stored[0] == frozenset({t.upper[0][(0, 0)]})


def test_scribe_gives_one_more_turn():
    # GA.special.scribe, GA.gap.scribe-timing: after the current turn ends, before the next player
    s = ga.setup(3, seed=1, layouts={0: "RF"}, market="RP GP BF WF KF BS")
    s = ga.with_tokens(s, 0, [3, 3, 3, 3, 3, 0])
    t = s.apply("buy 1 @ 0,1")
    assert t.extra_turns == 1
    while not t.is_legal("end"):
        t = t.apply(next(a for a in t.legal_actions() if a.kind == "return"))
    u = t.apply("end")
    assert u.current_player == 0 and u.turn == t.turn + 1 and not u.basic_done and u.extra_turns == 0
    # a scribe bought in the extra turn gives another
    v = ga.with_tokens(u, 0, [3, 3, 3, 3, 3, 0]).apply("buy 2 @ 0,2")
    while not v.is_legal("end"):
        v = v.apply(next(a for a in v.legal_actions() if a.kind == "return"))
    w = v.apply("end")
    assert w.current_player == 0
    x = play(w, "take B B B")
    while not x.is_legal("end"):
        x = x.apply(next(a for a in x.legal_actions() if a.kind == "return"))
    assert x.apply("end").current_player == 1


def test_desert_is_an_ordinary_tile_of_its_colour():
    # GA.special.desert: no animal, but counts for colour and adjacency
    lay = ga.layout_from_text("RD RJ / GD .")
    assert lay.ground[(0, 0)].animal is None
    parts = ga.score_layout(lay).parts
    assert parts["colour"] == 2 and parts["animals"] == 0
    assert ga.score_layout("RD RD RJ RD RD").parts["bonus"] == 3


# ---------------------------------------------------------------- end of game


def _play_turn(state, action="take B W K"):
    state = state.apply(action)
    while not state.is_legal("end"):
        state = state.apply(next(a for a in state.legal_actions() if a.kind == "return"))
    return state.apply("end")


def test_thirteenth_tile_and_finishing_the_round_tc_ga_10():
    # TC-GA-10: GA.end.thirteenth-tile, GA.end.finish-round, GA.gap.tile-count
    s = ga.setup(4, seed=2, layouts={1: TWELVE}, current_player=1)
    s = ga.with_tokens(s, 1, list(s.cost[0]))
    assert s.tiles_placed(1) == 12 and not s.end_triggered
    t = _play_turn(s, "buy 1 @ 3,0")
    assert t.end_triggered and t.tiles_placed(1) == 13 and t.current_player == 2
    t = _play_turn(t)
    assert t.current_player == 3 and not t.is_over
    t = _play_turn(t)
    assert t.is_over and t.current_player == 3  # P1 gets no further turn
    assert t.legal_actions() == [] and t.winners()
    with pytest.raises(RuleViolation):
        t.apply("take B W K")


def test_thirteenth_tile_by_the_last_player_ends_at_once_tc_ga_10():
    s = ga.setup(4, seed=2, layouts={3: TWELVE}, current_player=3)
    s = ga.with_tokens(s, 3, list(s.cost[0]))
    t = _play_turn(s, "buy 1 @ 3,0")
    assert t.is_over


def test_upper_tiles_count_toward_thirteen():
    # GA.gap.tile-count: ground and upper tiles both count
    s = ga.setup(2, seed=2, layouts={0: TWELVE}, market="RH BF WF KF GF B2")
    s = ga.with_tokens(s, 0, [3, 3, 3, 3, 3, 0])
    t = s.apply("buy 1 U 0,0")
    assert t.tiles_placed(0) == 13 and t.end_triggered


def test_tiles_run_out_in_a_two_player_game_tc_ga_13():
    # TC-GA-13: GA.ankh.refill-2p-remove, GA.gap.refill-details, GA.gap.tiles-exhausted, GA.end.finish-round
    eleven = "KF KS KJ KD / WF WS WJ WD / B2 BH BP"
    s = ga.setup(2, seed=3, layouts={0: eleven, 1: TWELVE})
    t1 = s.market[0]
    s = arrange(s, market=[t1, None, None, None, None, None], stacks=((), ()), current=0)
    s = ga.with_tokens(s, 0, list(s.cost[0])[:5] + [1])
    r = s.apply("refill A")
    assert r.market == (None,) * 6 and t1 in r.removed and r.end_triggered
    assert [a.kind for a in r.legal_actions()] and not any(a.kind == "buy" for a in r.legal_actions())
    r = _play_turn(r, "take B W K")
    assert r.current_player == 1 and not r.is_over
    assert {a.kind for a in r.legal_actions()} <= {"take", "store"}  # only taking tokens is possible
    r = _play_turn(r, "take B W K")
    assert r.is_over and r.winners()
    # if instead P1 buys T1 (12 tiles), the market and stacks are empty too: the end is triggered
    b = s.apply("buy 1 @ 2,3")
    assert b.tiles_placed(0) == 12 and b.end_triggered


# ---------------------------------------------------------------- scoring and winner


def test_scoring_example_24_points_tc_ga_09():
    # TC-GA-09: GA.score.colour-groups, GA.score.animal-groups, GA.score.numbers, GA.score.tokens,
    # GA.score.total, GA.adj.covered, GA.adj.upper-ground, GA.special.desert, GA.bonus.colour-five,
    # GA.gap.covered-scoring
    score = ga.score_layout(EXAMPLE)
    assert score.parts == {"colour": 10, "animals": 5, "numbers": 6, "bonus": 3, "tokens": 0}
    assert score.total == 24
    s = ga.setup(3, seed=1, layouts={2: EXAMPLE})
    assert ga.score(s)[2] == score
    assert s.bonus[2] == (("colour:green", 3),)


def test_scoring_example_notes():
    lay = ga.layout_from_text(EXAMPLE)
    # the green jackal touches no jackal: jackal points come from the three at the bottom only
    only_jackals = ga.score_parts({c: t for c, t in lay.ground.items() if t.animal == "jackal"}, {}, [], 0)
    assert only_jackals["animals"] == 3
    # the blue scarab: no colour point, but 2 animal points with the green scarab
    scarabs = ga.score_layout("GS BS").parts
    assert scarabs["colour"] == 0 and scarabs["animals"] == 2
    # the isolated white 2-point tile still scores its printed 2
    assert ga.score_layout("W2").parts["numbers"] == 2
    # the five greens are one group only through the side (1,1)-(1,2) hidden under U(1,1)
    greens = [c for c, t in lay.ground.items() if t.colour == "green"]
    whole = connected_groups(greens, square_neighbours)
    assert whole == [[(0, 2), (1, 0), (1, 1), (1, 2), (1, 3)]]

    def cut(cell):
        hidden = {(1, 1): (1, 2), (1, 2): (1, 1)}
        return [n for n in square_neighbours(cell) if n != hidden.get(cell)]

    assert sorted(len(g) for g in connected_groups(greens, cut)) == [2, 3]
    assert all(cell in lay.ground and (1, 1) in lay.upper for cell in ((1, 1), (1, 2)))


def test_leftover_tokens_score_one_per_three():
    # GA.score.tokens, GA.gap.leftover-count: hand, ankh and storehouse tokens all count
    s = ga.setup(2, seed=1, layouts={0: "RH* RJ"}, tokens={0: "A A B W K G"})
    assert s.tokens_held(0) == 7
    assert ga.score(s)[0].parts["tokens"] == 2


def test_tie_breaks_tc_ga_11():
    # TC-GA-11: GA.win.highest, GA.win.fewer-tiles, GA.win.fewer-tokens, GA.win.shared
    assert ga.rank({0: 25, 1: 24}, {0: 13, 1: 12}, {0: 5, 1: 0}) == [0]
    assert ga.rank({0: 24, 1: 24}, {0: 12, 1: 13}, {0: 0, 1: 0}) == [0]
    assert ga.rank({0: 24, 1: 24}, {0: 13, 1: 13}, {0: 2, 1: 1}) == [1]
    assert ga.rank({0: 24, 1: 24}, {0: 13, 1: 13}, {0: 1, 1: 1}) == [0, 1]
    # the same on states: equal layouts, P2 holds fewer tokens
    s = ga.setup(2, seed=1, layouts={0: "RJ RS", 1: "GJ GS"}, tokens={0: "B B", 1: "B"})
    assert ga.score(s)[0].total == ga.score(s)[1].total
    assert s.leaders() == [1]
    s2 = ga.with_tokens(s, 0, "B")
    assert s2.leaders() == [0, 1]
    assert s2.winners() == []  # not over yet


def test_scribe_turn_happens_in_the_final_round():
    # GA.gap.scribe-timing: extra turns also happen after the 13th tile, in the final round
    s = ga.setup(3, seed=2, layouts={2: TWELVE}, current_player=2, market="RP GH BH WH KH B2")
    s = ga.with_tokens(s, 2, list(s.cost[0]))
    t = s.apply("buy 1 @ 3,0")
    assert t.end_triggered and t.extra_turns == 1
    u = t.apply("end")
    assert not u.is_over and u.current_player == 2  # the scribe turn first
    v = _play_turn(u, "take B W K")
    assert v.is_over and v.tiles_placed(2) == 13


def test_storehouse_uncovered_by_a_move_may_keep_a_token_again():
    # GA.gap.move-storehouse: a storehouse uncovered by a move may keep a token again
    s = ga.setup(2, seed=1, layouts={0: "RH RS RF / RD R2 G2 ^ RJ"}, tokens={0: "A R"})
    refused(s, "store 0,0", "GA.special.storehouse-covered")
    t = s.apply("move U 0,0 > U 0,1")
    u = t.apply("store 0,0")
    assert u.stored[0] == frozenset({s.ground[0][(0, 0)]})


def test_simulator_round_limit_option():
    # max_rounds (a harness may cap turns, GA.gap.tiles-exhausted): the game ends after that round
    s = ga.new_game(3, seed=1, max_rounds=2)
    for _ in range(5):
        s = _play_turn(s, "take B W K" if s.round == 1 else "take G R A")
    assert s.round == 2 and not s.is_over and s.current_player == 2
    t = _play_turn(s, "take G R A")
    assert t.is_over and t.winners() and t.round == 2
    assert ga.from_json(t.to_json()) == t and ga.from_json(s.to_json()).max_rounds == 2
    assert not ga.new_game(3, seed=1).max_rounds
    with pytest.raises(ValueError):
        ga.new_game(3, seed=1, max_rounds=0)


def test_payment_uses_a_token_about_to_be_covered_first():
    # GA.special.storehouse-use with GA.special.storehouse-return: paying with the storehouse token the
    # new upper tile covers keeps the hand token (paying from hand would lose the storehouse token)
    s = ga.setup(2, seed=1, layouts={0: "RH* RS / RD R2"})
    red = s.comp.letter_index["R"]
    space = next(i for i in range(6) if s.cost[i][red] == 1)
    row = ["BF", "WF", "KF", "GF", "BS", "WS"]
    row[space] = "RJ"
    s = ga.with_market(s, " ".join(row))
    s = ga.with_tokens(s, 0, list(s.cost[space]))  # the full price in hand, red included
    t = s.apply(f"buy {space + 1} U 0,0")
    assert t.hands[0][red] == 1 and t.stored[0] == frozenset()
    assert t.tokens_held(0) == 1
    # on the ground (nothing covered) the hand pays first and the storehouse keeps its token
    g = s.apply(f"buy {space + 1} @ 2,0")
    assert g.hands[0][red] == 0 and g.stored[0] == s.stored[0]
