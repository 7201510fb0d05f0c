"""Position set-up helpers: ``with_stacks`` sets the face-down stacks and keeps every tile somewhere once."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulekit import golden_ankh as ga


def places(s) -> Counter:
    """How often each tile id appears in the stacks, market, layouts and out of the game."""
    ids = list(s.stacks[0]) + list(s.stacks[1]) + [t for t in s.market if t is not None] + list(s.removed)
    for p in range(s.num_players):
        ids += list(s.ground[p].values()) + list(s.upper[p].values())
    return Counter(ids)


def codes(s, stack) -> list[str]:
    """A stack's tile codes, top first."""
    return [s.comp.tiles[t].code for t in reversed(stack)]


def test_keep_the_top_tiles_of_a_stack():
    s = ga.new_game(4, seed=7)
    t = ga.with_stacks(s, a=1)
    assert t.stacks[0] == s.stacks[0][-1:]  # a1 stays on top
    assert t.stacks[1] == s.stacks[1]  # B untouched
    assert set(t.removed) == set(s.stacks[0][:-1])  # the rest is out of the game
    assert t.market == s.market and t.ground == s.ground
    assert s.stacks == ga.new_game(4, seed=7).stacks  # the original state is unchanged


def test_tile_codes_are_listed_top_first_and_refill_draws_them_in_order():
    # GA.ankh.refill: a refill draws from the chosen stack's top
    s = ga.with_tokens(ga.new_game(3, seed=2), 0, "A")
    s = ga.with_market(s, "RJ . GS . W2 .")
    t = ga.with_stacks(s, a="KF BS WD", b=[])
    assert codes(t, t.stacks[0]) == ["KF", "BS", "WD"] and t.stacks[1] == ()
    u = t.apply("refill A")
    assert [u.comp.tiles[x].code for x in u.market] == ["RJ", "GS", "W2", "KF", "BS", "WD"]
    assert u.stacks[0] == ()


def test_both_stacks_empty_then_a_refill_ends_the_supply_of_tiles():
    # GA.gap.tiles-exhausted, GA.gap.refill-details: 2 players, the last market tile is removed, nothing drawn
    s = ga.setup(2, seed=4, market="WJ . . . . .", tokens={0: "A"})
    dry = ga.with_stacks(s, a=0, b=0)
    assert dry.stacks == ((), ()) and len(dry.removed) == len(dry.comp.tiles) - 1
    out = dry.apply("refill A")
    assert out.market == (None,) * 6 and out.end_triggered


def test_coded_tiles_come_from_the_stacks_or_from_out_of_the_game():
    s = ga.with_stacks(ga.new_game(2, seed=3), a=0, b=0)  # everything but the market is out of the game
    t = ga.with_stacks(s, b="RJ RJ")
    assert codes(t, t.stacks[1]) == ["RJ", "RJ"] and t.stacks[0] == ()
    assert len(t.removed) == len(s.removed) - 2
    assert sum(places(t).values()) == len(t.comp.tiles) and set(places(t).values()) == {1}


@pytest.mark.parametrize(
    "request_, message",
    [
        ({"a": -1}, "cannot keep its top -1"),
        ({"b": 99}, "stack B holds"),
        ({"a": "ZZ"}, "stack A: 'ZZ' is not a tile code"),
        ({"a": "RP RP"}, "asks for more RP tiles than are free"),
        ({"a": [7]}, "is not a tile code"),
    ],
)
def test_impossible_requests_are_refused_clearly(request_, message):
    s = ga.new_game(2, seed=3)
    with pytest.raises(ValueError, match=message):
        ga.with_stacks(s, **request_)


def test_tiles_in_the_market_layouts_or_a_kept_stack_are_not_free():
    s = ga.setup(2, seed=3, layouts={0: "RP"}, market="GP . . . . .")
    with pytest.raises(ValueError, match="more RP tiles"):  # the only RP is in P1's layout
        ga.with_stacks(s, a="RP")
    with pytest.raises(ValueError, match="more GP tiles"):  # the only GP is in the market
        ga.with_stacks(s, b="GP")
    in_a = s.comp.tiles[s.stacks[0][0]].code
    only = sum(1 for t in s.comp.tiles if t.code == in_a)
    with pytest.raises(ValueError, match=f"more {in_a} tiles"):  # stack A is kept as it is
        ga.with_stacks(ga.with_stacks(s, b=0), b=" ".join([in_a] * only))


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 1000),
    keep_a=st.one_of(st.none(), st.integers(0, 20)),
    picks=st.lists(st.integers(0, 54), max_size=6),
)
def test_every_tile_stays_somewhere_exactly_once(seed, keep_a, picks):
    s = ga.new_game(3, seed=seed)
    wanted = [s.comp.tiles[i].code for i in picks]
    try:
        t = ga.with_stacks(s, a=keep_a, b=wanted)
    except ValueError as exc:
        assert "more" in str(exc)  # only a kind asked for more often than it is free
        return
    t.validate()
    assert sum(places(t).values()) == len(t.comp.tiles) and set(places(t).values()) == {1}
    assert codes(t, t.stacks[1]) == wanted
    if keep_a is not None:
        assert t.stacks[0] == s.stacks[0][len(s.stacks[0]) - keep_a :]
