"""Turn structure, taking tokens, buying tiles, token limits (spec §3.3–3.5)."""

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
    assert not state.is_legal(action)
    return exc.value


# ---------------------------------------------------------------- buy a tile


def test_buy_pays_the_marker_price_to_the_supply_and_places_the_tile():
    # GA.turn.buy-tile, GA.buy.price, GA.buy.pay-to-supply, GA.buy.keep-tile, GA.gap.first-tile
    s = ga.setup(2, seed=3, tokens={0: "B B W W K"})
    s = ga.with_tokens(s, 0, [3, 3, 3, 3, 3, 0])
    space = 4
    tid = s.market[space - 1]
    cost = s.cost[space - 1]
    t = s.apply(f"buy {space} @ 0,0")
    assert t.ground[0] == {(0, 0): tid}
    assert t.hands[0] == tuple(h - c for h, c in zip(s.hands[0], cost, strict=False))
    assert t.supply == tuple(x + c for x, c in zip(s.supply, cost, strict=False))
    assert t.market[space - 1] is None and t.basic_done
    assert sum(cost) == 3 and s.price(space) == {s.comp.kind_letters[k]: n for k, n in enumerate(cost) if n}


def test_buy_refusals():
    s = ga.setup(2, seed=3)
    # GA.buy.price: no tokens, no tile
    refused(s, "buy 1 @ 0,0", "GA.buy.price")
    rich_s = ga.with_tokens(s, 0, [3, 3, 3, 3, 3, 0])
    # GA.turn.buy-tile: a space with a tile in it
    refused(rich_s, "buy 7 @ 0,0", "GA.turn.buy-tile")
    empty = arrange(rich_s, market=(None,) + rich_s.market[1:])
    refused(empty, "buy 1 @ 0,0", "GA.turn.buy-tile")
    # GA.gap.first-tile: the first tile goes at 0,0
    refused(rich_s, "buy 1 @ 3,3", "GA.gap.first-tile")


def test_ankh_tokens_cannot_pay():
    # GA.gap.ankh-not-money: a hand of ankh tokens buys nothing
    s = ga.with_tokens(ga.new_game(4, seed=3), 0, "A A A A A A")
    assert not any(a.kind == "buy" for a in s.legal_actions())
    refused(s, "buy 1 @ 0,0", "GA.buy.price")


def test_the_bought_space_stays_empty():
    # GA.gap.no-auto-refill: no automatic refill after a purchase
    s = ga.new_game(3, seed=3)
    s = ga.with_tokens(s, 0, list(s.cost[1]))
    stacks = s.stacks
    t = play(s, "buy 2 @ 0,0", "end")
    assert t.market[1] is None and t.stacks == stacks


def test_upper_discount_option():
    # published variant (option, off by default): an upper tile costs 1 resource fewer, buyer's choice
    lay = "RJ RS / RF RD"
    s = ga.setup(2, seed=8, layouts={0: lay}, upper_discount=True)
    # put a red tile in space 4 (3 holes) and give the player exactly the price minus one token
    s = ga.with_market(s, "BF WF KF RJ GF BS")
    cost = list(s.cost[3])
    k = next(i for i, c in enumerate(cost) if c)
    cost[k] -= 1
    s = ga.with_tokens(s, 0, cost)
    letter = s.comp.kind_letters[k]
    assert s.is_legal(f"buy 4 U 0,0 -{letter}")
    refused(s, "buy 4 U 0,0", "GA.buy.price")  # full price is too much
    refused(s, f"buy 4 @ 0,2 -{letter}", "GA.buy.price")  # the discount is for upper tiles only
    t = s.apply(f"buy 4 U 0,0 -{letter}")
    assert sum(t.hands[0]) == 0 and (0, 0) in t.upper[0]
    plain = ga.setup(2, seed=8, layouts={0: lay})
    plain = ga.with_tokens(ga.with_market(plain, "BF WF KF RJ GF BS"), 0, [3, 3, 3, 3, 3, 0])
    refused(plain, f"buy 4 U 0,0 -{letter}", "GA.buy.price")  # option off: no discount


def test_extra_actions_before_and_after_the_basic_action():
    # GA.turn.extra-timing: ankh actions before the basic action, after it, or both
    s = ga.setup(3, seed=5, layouts={0: "RJ RS"}, tokens={0: "A A"})
    assert s.is_legal("refill A")
    t = play(s, "refill A", "take B W K", "refill B", "end")
    assert t.current_player == 1 and t.supply[5] == 5 - 2 + 2


def test_stuck_player_skips_the_basic_action():
    # GA.gap.stuck: empty supply and nothing affordable: the turn may end without a basic action
    s = ga.new_game(2, seed=1, tokens_per_kind=1)
    s = ga.with_tokens(s, 1, "B W K G R A")
    assert sum(s.supply) == 0
    assert [str(a) for a in s.legal_actions()] == ["end"]
    checks = s.explain("end")
    assert any(c.rule == "GA.gap.stuck" for c in checks)
    t = s.apply("end")
    assert t.current_player == 1 and t.hands[0] == (0,) * 6


def test_free_tiles_helper_sees_the_stacks():
    s = ga.new_game(2, seed=1)
    assert len(free_tiles(s)) == 49
