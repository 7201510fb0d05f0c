"""Extra actions with ankh tokens: refill the market and move a tile (spec §3.8, TC-GA-01 … 04, 08)."""

from __future__ import annotations

import pytest
from ga_helpers import arrange, free_tiles, play

from rulekit import RuleViolation
from rulekit import golden_ankh as ga


def refused(state, action, rule):
    before = state.to_dict()
    with pytest.raises(RuleViolation) as exc:
        state.apply(action)
    assert exc.value.rule == rule, str(exc.value)
    assert state.to_dict() == before
    return exc.value


def market_and_stacks(players, seed=0):
    """A position with named tiles: market T1…T6, stack A a1 a2 …, stack B b1 b2 … (a1, b1 on top)."""
    s = ga.new_game(players, seed=seed)
    ids = free_tiles(s) + [t for t in s.market]
    T = ids[:6]
    a = ids[6:26]
    b = ids[26:46]
    s = arrange(s, market=T, stacks=(list(reversed(a)), list(reversed(b))))
    return s, T, a, b


def test_turn_example_1_refill_move_buy_tc_ga_01():
    # TC-GA-01: GA.turn.extra-timing, GA.ankh.extra-action, GA.ankh.one-action-per-token,
    # GA.ankh.two-per-turn, GA.ankh.refill, GA.ankh.move-ground, GA.turn.buy-tile, GA.place.adjacent,
    # GA.gap.no-auto-refill
    s = ga.setup(3, seed=2, layouts={0: "RJ RS"})
    s = arrange(s, market=s.market[:2] + (None,) + s.market[3:])
    s = ga.with_tokens(s, 0, [3, 3, 3, 3, 3, 2])
    assert s.ankh_budget == 2
    t = s.apply("refill A")
    assert None not in t.market and t.hands[0][5] == 1
    u = t.apply("move 0,1 > 1,0")
    assert u.ground[0] == {(0, 0): s.ground[0][(0, 0)], (1, 0): s.ground[0][(0, 1)]}
    assert u.hands[0][5] == 0 and u.ankh_budget == 0
    v = u.apply("buy 1 @ 2,0")
    assert v.tiles_placed(0) == 3 and v.market[0] is None  # one gap again until a refill
    assert v.hands[0][5] == 0


def test_turn_example_2_refill_buy_refill_two_players_tc_ga_02():
    # TC-GA-02: GA.ankh.refill-2p-remove, GA.ankh.refill-slide, GA.ankh.refill-choose-stack,
    # GA.ankh.refill-fill
    s, T, a, b = market_and_stacks(2)
    s = ga.with_tokens(s, 0, [3, 3, 3, 3, 3, 2])
    t = s.apply("refill A")
    assert list(t.market) == [T[1], T[2], T[3], T[4], T[5], a[0]]
    assert t.removed[-1] == T[0]
    u = t.apply("buy 3 @ 0,0")
    assert list(u.market) == [T[1], T[2], None, T[4], T[5], a[0]] and u.ground[0][(0, 0)] == T[3]
    v = u.apply("refill B")
    assert list(v.market) == [T[2], T[4], T[5], a[0], b[0], b[1]]
    assert T[1] in v.removed


def test_turn_example_2_with_three_players_tc_ga_02():
    # TC-GA-02, 3 players: the first refill removes nothing and finds no gap
    s, T, a, b = market_and_stacks(3)
    s = ga.with_tokens(s, 0, [3, 3, 3, 3, 3, 2])
    t = s.apply("refill A")
    assert list(t.market) == T and t.stacks == s.stacks and t.hands[0][5] == 1
    u = t.apply("buy 3 @ 0,0")
    assert list(u.market) == [T[0], T[1], None, T[3], T[4], T[5]]
    v = u.apply("refill B")
    assert list(v.market) == [T[0], T[1], T[3], T[4], T[5], b[0]]


def test_refill_with_an_exhausted_stack_tc_ga_03():
    # TC-GA-03: GA.ankh.refill-other-stack; 4 players, market [T1 T2 _ T4 _ T6], stack A holds only a1
    s, T, a, b = market_and_stacks(4)
    s = arrange(s, market=[T[0], T[1], None, T[3], None, T[5]], stacks=([a[0]], list(reversed(b))))
    s = ga.with_tokens(s, 0, "A")
    t = s.apply("refill A")
    assert list(t.market) == [T[0], T[1], T[3], T[5], a[0], b[0]]
    assert t.stacks[0] == () and not t.removed[len(s.removed) :]


def test_two_player_refill_removes_the_leftmost_tile_present_tc_ga_03():
    # TC-GA-03 variant, GA.gap.refill-details: space 1 empty, the leftmost tile present is removed
    s, T, a, b = market_and_stacks(2)
    s = arrange(s, market=[None, T[1], T[2], T[3], T[4], T[5]])
    s = ga.with_tokens(s, 0, "A")
    t = s.apply("refill A")
    assert list(t.market) == [T[2], T[3], T[4], T[5], a[0], a[1]]
    assert T[1] in t.removed


def test_refill_details_empty_row_and_full_row():
    # GA.gap.refill-details: an empty row loses nothing; a full row with 3-4 players stays as it is
    s, T, a, b = market_and_stacks(2)
    s = arrange(s, market=[None] * 6)
    s = ga.with_tokens(s, 0, "A")
    t = s.apply("refill B")
    assert list(t.market) == b[:6] and t.removed == s.removed
    f, T4, _, _ = market_and_stacks(4)
    f = ga.with_tokens(f, 0, "A")
    g = f.apply("refill A")
    assert list(g.market) == T4 and g.stacks == f.stacks and g.hands[0][5] == 0


def test_ankh_taken_this_turn_cannot_be_spent_tc_ga_04():
    # TC-GA-04: GA.ankh.not-same-turn, GA.gap.ankh-this-turn
    s = ga.new_game(2, seed=1)
    t = s.apply("take A B W")
    e = refused(t, "refill A", "GA.ankh.not-same-turn")
    assert "this turn" in e.en and e.ko
    # began with 1 ankh, takes 2 more: may spend only 1 this turn
    s1 = ga.with_tokens(s, 0, "A")
    t1 = s1.apply("take A A B")
    assert t1.hands[0][5] == 3
    u1 = t1.apply("refill A")
    refused(u1, "refill A", "GA.ankh.not-same-turn")
    # if none is spent, 1 ankh goes back at the end of the turn (GA.tokens.ankh-limit, GA.gap.excess-tokens)
    refused(t1, "end", "GA.tokens.ankh-limit")
    assert t1.apply("return A").apply("end").hands[0][5] == 2


def test_spending_needs_an_ankh_and_spent_ankh_go_to_the_supply():
    # GA.ankh.extra-action, GA.gap.spent-ankh
    s = ga.new_game(2, seed=1)
    refused(s, "refill A", "GA.ankh.extra-action")
    t = ga.with_tokens(s, 0, "A A")
    assert t.supply[5] == 4
    u = play(t, "refill A", "refill B")
    assert u.supply[5] == 6 and u.hands[0][5] == 0  # GA.ankh.two-per-turn


def test_one_ankh_one_action():
    # GA.ankh.one-action-per-token, GA.ankh.move, GA.gap.move-one-tile: each refill or move costs one ankh
    s = ga.setup(3, seed=3, layouts={0: "RJ RS GF"}, tokens={0: "A"})
    t = s.apply("move 0,2 > 1,0")
    assert t.hands[0][5] == 0
    assert set(t.ground[0].items()) - set(s.ground[0].items()) == {((1, 0), s.ground[0][(0, 2)])}  # one tile
    refused(t, "move 1,0 > 1,1", "GA.ankh.extra-action")
    refused(t, "refill A", "GA.ankh.extra-action")


def test_returning_a_bonus_marker_when_a_move_splits_the_group_tc_ga_08():
    # TC-GA-08: GA.ankh.move-ground, GA.bonus.return-on-move
    s = ga.setup(2, seed=1, layouts={0: "GF GS GJ GD G2"}, tokens={0: "A"})
    assert s.bonus[0] == (("colour:green", 3),)
    t = s.apply("move 0,2 > 1,0")
    assert t.bonus[0] == () and len(t.bonus_pool) == 12
    lay = t.layout(0)
    assert set(lay.ground) == {(0, 0), (0, 1), (1, 0), (0, 3), (0, 4)}
    # and a move that builds a group of five takes one (GA.gap.bonus-groups)
    back = ga.with_tokens(t.apply("take B W K").apply("end").apply("take B W K").apply("end"), 0, "A B W K")
    u = back.apply("move 1,0 > 0,2")
    assert u.bonus[0] == (("colour:green", 3),)


def joined_reds(ankhs: str = "A A") -> ga.GoldenAnkhState:
    """A red row of 11 from two groups of five joined by a purchase: one group holding 2 markers."""
    red = [{"id": i, "colour": "red", "animal": None, "number": 0, "special": "none"} for i in range(24)]
    s = ga.setup(2, seed=1, tiles=red, layouts={0: "R- R- R- R- R- . R- R- R- R- R-"})
    s = ga.with_tokens(ga.with_tokens(s, 0, [3, 3, 3, 3, 3, 0]).apply("buy 1 @ 0,5"), 0, "").apply("end")
    s = s.apply("take B W K").apply("end")
    return ga.with_tokens(s, 0, ankhs)


def test_a_move_that_splits_a_group_below_five_per_marker_returns_one():
    # GA.gap.bonus-groups, GA.bonus.return-on-move: 11 tiles holding 2 markers split into 2 and 9;
    # the 9 have five connected tiles for one marker only, so one of the two goes back
    s = joined_reds()
    assert len(s.bonus[0]) == 2 and len(s.bonus_pool) == 10
    t = s.apply("move 0,2 > 1,8")
    assert t.bonus[0] == (("colour:red", 3),) and len(t.bonus_pool) == 11
    assert t.score()[0].parts["bonus"] == 3


def test_a_move_that_keeps_five_keeps_the_marker():
    # GA.gap.bonus-groups: moving the end tile of a group of 6 leaves five connected tiles
    s = ga.setup(2, seed=1, layouts={0: "RF RS RJ RD R2 RH / GJ"}, tokens={0: "A"})
    assert s.bonus[0] == (("colour:red", 3),)
    t = s.apply("move 0,5 > 2,0")  # the red storehouse now touches only the green jackal
    assert t.layout(0).ground[(2, 0)].code == "RH"
    assert t.bonus[0] == (("colour:red", 3),) and len(t.bonus_pool) == 11
    # and the joined group of 11 keeps both its markers when a move leaves it 10 connected tiles
    u = joined_reds().apply("move 0,0 > 1,5")
    assert len(u.bonus[0]) == 2 and len(u.bonus_pool) == 10


def test_splitting_a_joined_group_into_two_fives_keeps_both_markers():
    # GA.gap.bonus-groups: each piece still has five connected tiles for the marker it holds
    s = joined_reds()
    t = s.apply("move 0,5 > 1,0")  # the bridge tile goes under the left end
    assert len(t.bonus[0]) == 2
    lay = t.layout(0)
    assert (0, 5) not in lay.ground and (1, 0) in lay.ground


def test_move_ground_tile_rules():
    # GA.ankh.move-ground, GA.ankh.move-ground-uncovered, GA.gap.move-destination
    s = ga.setup(2, seed=1, layouts={0: "RF RS RJ / RD R2 . ^ RH"}, tokens={0: "A"})
    refused(s, "move 0,0 > 2,0", "GA.ankh.move-ground-uncovered")  # under U(0,0)
    refused(s, "move 5,5 > 2,2", "GA.ankh.move-ground")  # no tile there
    refused(s, "move 0,2 > U 0,1", "GA.ankh.move-ground")  # never up to the upper layer
    refused(s, "move 0,2 > 0,1", "GA.gap.move-destination")  # occupied
    refused(s, "move 0,2 > 0,2", "GA.gap.move-destination")  # its own cell
    refused(s, "move 0,2 > 0,3", "GA.ankh.move-ground")  # touches only itself once lifted
    refused(s, "move 0,2 > 3,3", "GA.ankh.move-ground")  # touches nothing
    assert s.is_legal("move 0,2 > 2,1")
    moves = {str(a) for a in s.legal_actions() if a.kind == "move"}
    assert "move 0,2 > 1,2" in moves and "move 0,0 > 2,0" not in moves
    assert all(a.targets()[0] == ("ground", 0, 2) for a in s.legal_actions() if a.kind == "move")


def test_move_upper_tile_rules():
    # GA.ankh.move-upper, GA.ankh.move-upper-no-colour, GA.gap.two-layers
    s = ga.setup(2, seed=1, layouts={0: "RF RS GF / RD R2 GS / BF BS . ^ RH"}, tokens={0: "A"})
    refused(s, "move U 0,0 > 1,2", "GA.ankh.move-upper")  # never down to the ground
    refused(s, "move U 1,1 > U 0,1", "GA.ankh.move-upper")  # no upper tile at U(1,1)
    refused(s, "move U 0,0 > U 1,1", "GA.ankh.move-upper")  # (2,2) is empty: no full square
    refused(s, "move U 0,0 > U 0,0", "GA.gap.move-destination")
    # a red upper tile may move onto green/blue ground: the colour rule is ignored when moving
    assert s.is_legal("move U 0,0 > U 1,0")
    checks = s.explain("move U 0,0 > U 0,1")
    assert any(c.rule == "GA.ankh.move-upper-no-colour" for c in checks) and all(c.passed for c in checks)
    t = s.apply("move U 0,0 > U 1,0")
    assert t.upper[0] == {(1, 0): s.upper[0][(0, 0)]}
    # the uncovered ground tile (0,0) may now move; its old square is free for another upper tile
    assert t.is_legal("move 0,2 > 2,2") is False  # no ankh left
    w = ga.setup(2, seed=1, layouts={0: "RF RS GF / RD R2 GS ^ RH WH"}, tokens={0: "A"})
    refused(w, "move U 0,0 > U 0,1", "GA.gap.two-layers")


def test_move_storehouse_rulings():
    # GA.gap.move-storehouse: an upper tile moved onto a storehouse with a token returns it;
    # a moved storehouse keeps its token
    s = ga.setup(2, seed=1, layouts={0: "RF RS RH* / RD R2 G2 ^ RJ"}, tokens={0: "A A"})
    red_supply = s.supply[4]
    t = s.apply("move U 0,0 > U 0,1")
    assert t.stored[0] == frozenset() and t.supply[4] == red_supply + 1
    u = ga.setup(2, seed=1, layouts={0: "RF RS RH* / RD R2 G2"}, tokens={0: "A"})
    sid = u.ground[0][(0, 2)]
    v = u.apply("move 0,2 > 2,0")
    assert v.ground[0][(2, 0)] == sid and v.stored[0] == frozenset({sid})
