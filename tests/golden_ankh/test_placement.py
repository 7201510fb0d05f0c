"""Adjacency (spec §3.1), placing tiles and upper-layer tiles (§3.6), bonus markers (§3.7)."""

from __future__ import annotations

import pytest
from ga_helpers import play

from rulekit import RuleViolation
from rulekit import golden_ankh as ga
from rulekit.golden_ankh.adjacency import GROUND, UPPER, are_adjacent, neighbours


def refused(state, action, rule):
    before = state.to_dict()
    with pytest.raises(RuleViolation) as exc:
        state.apply(action)
    assert exc.value.rule == rule, str(exc.value)
    assert state.to_dict() == before
    return exc.value


def buyer(layout, market, players=2, seed=1, tokens=None, **kw):
    """P1 to play with ``layout``, the market row ``market`` and all prices affordable."""
    s = ga.setup(players, seed=seed, layouts={0: layout}, market=market, **kw)
    return ga.with_tokens(s, 0, tokens if tokens is not None else [3, 3, 3, 3, 3, 0])


def test_adjacency_is_orthogonal_tc_ga_05():
    # TC-GA-05: GA.adj.orthogonal, GA.place.adjacent
    g = {(0, 0): 1, (0, 1): 1, (1, 1): 1}
    assert are_adjacent((GROUND, 0, 0), (GROUND, 0, 1), g, {})
    assert are_adjacent((GROUND, 0, 1), (GROUND, 1, 1), g, {})
    assert not are_adjacent((GROUND, 0, 0), (GROUND, 1, 1), g, {})  # corner only
    s = buyer("RJ RS / . RF", "BF WF KF GF BS WS")
    refused(s, "buy 1 @ 2,2", "GA.place.adjacent")
    refused(s, "buy 1 @ 0,1", "GA.place.adjacent")  # occupied
    assert s.is_legal("buy 1 @ 2,1")
    t = s.apply("buy 1 @ 2,1")
    assert t.ground[0][(2, 1)] == s.market[0]


def test_upper_layer_tile_tc_ga_06():
    # TC-GA-06: GA.place.upper-layer, GA.place.upper-colour, GA.adj.upper-ground, GA.adj.upper-upper
    s = buyer("RF GF KD / GS WF KS", "BS WS GJ RJ KF WJ")
    refused(s, "buy 1 U 0,0", "GA.place.upper-colour")  # blue on red/green/green/white
    for space in (2, 3, 4):  # white, green, red
        assert s.is_legal(f"buy {space} U 0,0")
    t = s.apply("buy 3 U 0,0")
    assert t.upper[0] == {(0, 0): s.market[2]}
    assert t.tiles_placed(0) == 7
    g, u = t.layout(0).ground, t.layout(0).upper
    assert sorted(neighbours((UPPER, 0, 0), g, u)) == [(0, 0, 0), (0, 0, 1), (0, 1, 0), (0, 1, 1)]
    # a second upper tile U(0,1) (on 0,1 0,2 1,1 1,2) touches U(0,0) side to side
    t2 = ga.with_tokens(t, 0, [3, 3, 3, 3, 3, 0])
    t2.__dict__.pop("_legal_cache", None)
    t2.basic_done = False
    u2 = t2.apply("buy 6 U 0,1")  # white on (1,1) white
    lay = u2.layout(0)
    assert are_adjacent((UPPER, 0, 0), (UPPER, 0, 1), lay.ground, lay.upper)


def test_upper_needs_a_full_square_of_ground_tiles():
    # GA.place.upper-layer: four ground tiles in a 2x2 square
    s = buyer("RF GF / GS .", "RS WS GJ RJ KF WJ")
    refused(s, "buy 1 U 0,0", "GA.place.upper-layer")
    refused(s, "buy 1 U 5,5", "GA.place.upper-layer")


def test_only_two_layers_and_one_upper_per_square():
    # GA.gap.two-layers: one upper tile per 2x2 centre; a ground tile may support up to 4 upper tiles
    s = buyer("RF RS RJ / RD R2 RH / RP GF GS ^ RJ", "RS WS GJ R2 KF WJ")
    refused(s, "buy 1 U 0,0", "GA.gap.two-layers")
    assert s.is_legal("buy 1 U 0,1") and s.is_legal("buy 1 U 1,0") and s.is_legal("buy 1 U 1,1")
    lay = ga.layout_from_text("RF RS RJ / RD R2 RH / RP GF GS ^ RJ WJ / RS GJ")
    assert len(lay.upper) == 4  # the middle ground tile (1,1) supports four upper tiles
    above = {n for n in neighbours((GROUND, 1, 1), lay.ground, lay.upper) if n[0] == UPPER}
    assert above == {(UPPER, 0, 0), (UPPER, 0, 1), (UPPER, 1, 0), (UPPER, 1, 1)}


def test_upper_tiles_are_not_ground_for_adjacency():
    # GA.adj.upper-ground: an upper tile touches only the 4 ground tiles beneath it
    lay = ga.layout_from_text("RF RS . / RD RJ GF ^ RH")
    assert (GROUND, 1, 2) not in neighbours((UPPER, 0, 0), lay.ground, lay.upper)
    assert (UPPER, 0, 0) not in neighbours((GROUND, 1, 2), lay.ground, lay.upper)


def test_covered_sides_still_connect():
    # GA.adj.covered: two ground tiles stay adjacent under an upper tile
    lay = ga.layout_from_text("GF GS / WF KJ ^ WJ")
    assert are_adjacent((GROUND, 0, 0), (GROUND, 0, 1), lay.ground, lay.upper)
    assert ga.score_layout(lay).parts["colour"] == 2 + 2  # greens via the hidden side; white via the upper


# ---------------------------------------------------------------- bonus markers


def test_fifth_red_tile_takes_a_bonus_marker_tc_ga_07():
    # TC-GA-07: GA.bonus.colour-five with red at (0,0) (0,1) (0,2) (1,2) then (2,2)
    s = buyer("RF RS RJ / . . RD", "RH WS GJ RJ KF WJ")
    assert s.bonus[0] == ()
    t = s.apply("buy 1 @ 2,2")
    assert t.bonus[0] == (("colour:red", 3),)
    assert len(t.bonus_pool) == 11
    assert t.score()[0].parts["bonus"] == 3


def test_fifth_jackal_takes_a_bonus_marker_tc_ga_07():
    # TC-GA-07: GA.bonus.animal-five: five jackals of any colours
    s = buyer("RJ GJ BJ / . . KJ", "RS WS GS WJ KF BF")
    t = s.apply("buy 4 @ 2,2")
    assert t.bonus[0] == (("animal:jackal", 3),)


def test_one_marker_per_qualifying_group():
    # GA.gap.bonus-groups: growing past 5 earns nothing; two separate groups earn two; colour and animal both
    s = buyer("RF RS RJ RD R2", "RH WS GS WJ KF BF")
    assert len(s.bonus[0]) == 1
    t = s.apply("buy 1 @ 0,5")
    assert len(t.bonus[0]) == 1  # a group of 6 still earns one marker
    two = ga.setup(2, seed=1, layouts={0: "RF RS RJ RD R2 . GF GS GJ GD G2"})
    assert sorted(k for k, _ in two.bonus[0]) == ["colour:green", "colour:red"]
    tiles = [
        {"id": i, "colour": "green", "animal": "jackal", "number": 0, "special": "none"} for i in range(12)
    ]
    jackals = ga.setup(2, seed=1, tiles=tiles, layouts={0: "GJ GJ GJ GJ GJ"})
    assert sorted(k for k, _ in jackals.bonus[0]) == ["animal:jackal", "colour:green"]


RED = [{"id": i, "colour": "red", "animal": None, "number": 0, "special": "none"} for i in range(20)]


def test_a_purchase_joining_two_groups_of_five_keeps_both_markers():
    # GA.gap.bonus-groups (corrected to the rulebook): a purchase never gives a marker back
    s = ga.setup(2, seed=1, tiles=RED, layouts={0: "R- R- R- R- R- . R- R- R- R- R-"})
    s = ga.with_tokens(s, 0, [3, 3, 3, 3, 3, 0])
    assert len(s.bonus[0]) == 2 and s.score()[0].parts["bonus"] == 6
    t = s.apply("buy 1 @ 0,5")
    assert t.bonus[0] == (("colour:red", 3), ("colour:red", 3)) and len(t.bonus_pool) == 10
    assert t.score()[0].parts["bonus"] == 6  # buying a tile never lowers the bonus score
    assert ga.from_json(t.to_json()) == t  # the joined group's two markers survive a save


def test_empty_pool_and_marker_values():
    # GA.gap.bonus-supply: no marker left, none taken; checked again after the next placement
    s = buyer("RF RS RJ RD", "R2 WS GS WJ KF BF", bonus_markers=[3])
    s = ga.with_layout(s, 1, "GF GS GJ GD G2")
    assert len(s.bonus[1]) == 1 and s.bonus_pool == ()
    s = ga.with_tokens(s, 0, [3, 3, 3, 3, 3, 0])
    t = s.apply("buy 1 @ 0,4")
    assert t.bonus[0] == ()  # qualifies, but the pool is empty
    # P2 splits their greens with an ankh move: the marker goes back to the pool ...
    t = ga.with_tokens(ga.with_tokens(t, 0, "").apply("end"), 1, "A")
    u = t.apply("move 0,2 > 1,0")
    assert u.bonus[1] == () and u.bonus_pool == (3,)
    u = play(u, "take B W K", "end")
    # ... and P1's entitlement is checked again at their next placement
    u = ga.with_tokens(u, 0, [3, 3, 3, 3, 3, 0])
    w = u.apply(next(str(a) for a in u.legal_actions() if a.kind == "buy" and not a.upper))
    assert w.bonus[0] == (("colour:red", 3),) and w.bonus_pool == ()
    # markers of different values: one is drawn at random; the one returned is the one taken
    v = ga.setup(2, seed=4, bonus_markers=[1, 2, 5, 7], layouts={0: "RF RS RJ RD R2"})
    ((key, value),) = v.bonus[0]
    assert key == "colour:red" and value in (1, 2, 5, 7)
    assert sorted(v.bonus_pool + (value,)) == [1, 2, 5, 7]
