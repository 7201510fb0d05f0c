"""Turn structure, taking tokens, buying tiles, token limits (spec §3.3–3.5)."""

from __future__ import annotations

import pytest
from ga_helpers import arrange, free_tiles, play

import rulekit
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


# ---------------------------------------------------------------- take tokens


def test_take_three_tokens_of_any_kinds():
    # GA.turn.take-tokens, GA.gap.take-three: repeats allowed, ankh included
    s = ga.new_game(3, seed=1)
    t = s.apply("take G G A")
    assert t.hands[0] == (0, 0, 0, 2, 0, 1)
    assert t.supply == (5, 5, 5, 3, 5, 4)
    assert t.basic_done and t.current_player == 0
    assert len([a for a in s.legal_actions() if a.kind == "take"]) == 56


def test_take_must_be_three_and_from_the_supply():
    s = ga.new_game(3, seed=1)
    refused(s, "take G G", "GA.turn.take-tokens")
    refused(s, "take G G G G", "GA.turn.take-tokens")
    refused(s, "take Z B B", "GA.turn.take-tokens")
    low = ga.with_tokens(s, 1, "G G G G")  # only 1 green left in the supply of 5
    refused(low, "take G G B", "GA.gap.take-three")
    assert low.is_legal("take G B B")


def test_take_all_when_fewer_than_three_remain():
    # GA.gap.take-three: with fewer than 3 tokens in the supply, take all of them
    s = ga.new_game(2, seed=1, tokens_per_kind=1)
    s = ga.with_tokens(s, 1, "B W K G")  # supply now holds R and A
    takes = [str(a) for a in s.legal_actions() if a.kind == "take"]
    assert takes == ["take R A"]
    refused(s, "take R", "GA.gap.take-three")
    t = s.apply("take R A")
    assert sum(t.supply) == 0


def test_exactly_one_basic_action():
    # GA.turn.basic-action: a second basic action is refused; the turn cannot end without one
    s = ga.new_game(2, seed=0)
    s = ga.with_tokens(s, 0, list(s.cost[0]))  # exactly the price of space 1
    refused(s, "end", "GA.turn.basic-action")
    t = s.apply("take A A B")
    refused(t, "take B W K", "GA.turn.basic-action")
    refused(t, "buy 1 @ 0,0", "GA.turn.basic-action")
    assert s.is_legal("buy 1 @ 0,0")
    assert t.apply("end").current_player == 1


def test_play_passes_clockwise_and_rounds_count():
    # GA.turn.clockwise
    s = ga.new_game(3, seed=2)
    seen = []
    for take in ("take B W K", "take B W K", "take B W K", "take G R A"):
        seen.append(s.current_player)
        s = play(s, take, "end")
    assert seen == [0, 1, 2, 0]
    assert s.round == 2 and s.turn == 4  # turns completed


def test_turn_counts_turns_completed_to_the_end_of_the_game():
    # state.turn: 0 at the start, +1 per finished turn (scribe turns and the game's last turn included)
    s = ga.new_game(3, seed=5, max_rounds=8)
    assert s.turn == 0
    ends = 0
    steps = 0
    while not s.is_over and steps < 3000:
        acts = s.legal_actions()
        buys = [a for a in acts if a.kind == "buy"]
        a = buys[0] if buys else acts[-1]
        ends += a.kind == "end"
        s = s.apply(a)
        assert s.turn == ends
        steps += 1
    assert s.is_over and s.turn == ends > 0


def test_ankh_limit_at_the_end_of_the_turn():
    # GA.tokens.ankh-limit, GA.gap.excess-tokens: take beyond the limit, give back before ending
    s = ga.with_tokens(ga.new_game(2, seed=1), 0, "A A")
    t = s.apply("take A B B")
    assert t.hands[0][5] == 3
    refused(t, "end", "GA.tokens.ankh-limit")
    assert [str(a) for a in t.legal_actions() if a.kind in ("return", "end")] == ["return A"]
    u = t.apply("return A")
    assert u.hands[0][5] == 2 and u.supply[5] == 6 - 2
    refused(u, "return A", "GA.tokens.ankh-limit")  # no excess left to return
    refused(ga.with_tokens(s, 0, "A A A A").apply("take B W K"), "return A", "GA.tokens.ankh-limit")  # 2 over
    assert u.apply("end").current_player == 1


def test_resource_limit_at_the_end_of_the_turn():
    # GA.gap.resource-limit, GA.gap.excess-tokens: at most 5 resource tokens in hand, excess of your choice
    s = ga.with_tokens(ga.new_game(2, seed=1), 0, "B B W W A A")
    t = s.apply("take K K G")
    assert t.resources_in_hand(0) == 7
    refused(t, "end", "GA.gap.resource-limit")
    # one action names the whole excess (2 tokens), the kinds of the player's choice
    returns = sorted(str(a) for a in t.legal_actions() if a.kind == "return")
    assert returns == sorted(
        ["return B B", "return B W", "return B K", "return B G", "return W W", "return W K", "return W G",
         "return K K", "return K G"]
    )
    assert "end" not in [str(a) for a in t.legal_actions()]
    refused(t, "return K A", "GA.tokens.ankh-limit")  # ankh are not excess
    refused(t, "return K", "GA.gap.resource-limit")  # one short
    refused(t, "return K G B", "GA.gap.resource-limit")  # one too many
    refused(t, "return G G", "GA.gap.excess-tokens")  # only one G in hand
    u = t.apply("return K G")
    assert u.resources_in_hand(0) == 5 and u.hands[0][5] == 2 and u.hands[0][2] == 1 and u.hands[0][3] == 0
    assert u.supply == tuple(x + y for x, y in zip(t.supply, (0, 0, 1, 1, 0, 0), strict=True))
    refused(u, "return B", "GA.gap.resource-limit")
    assert u.is_legal("end")


def test_ankh_and_resource_excess_go_back_together():
    # GA.tokens.ankh-limit, GA.gap.resource-limit, GA.gap.excess-tokens
    s = ga.with_tokens(ga.new_game(2, seed=1), 0, "B B W W K A A")
    t = s.apply("take A K G")
    assert t.resources_in_hand(0) == 7 and t.hands[0][5] == 3
    refused(t, "return K G", "GA.tokens.ankh-limit")  # the ankh excess is named too
    refused(t, "return A", "GA.gap.resource-limit")
    returns = [str(a) for a in t.legal_actions() if a.kind == "return"]
    assert all(r.endswith(" A") and len(r.split()) == 4 for r in returns) and "return K K A" in returns
    u = t.apply("return K K A")
    assert (u.resources_in_hand(0), u.hands[0][5]) == (5, 2) and u.is_legal("end")


def test_one_return_per_turn_names_the_whole_excess_of_that_moment():
    # GA.gap.excess-tokens, GA.tokens.ankh-limit, GA.gap.ankh-this-turn: after the return no excess is left,
    # and ankh tokens held when the turn began may still be spent
    s = ga.with_tokens(ga.new_game(2, seed=1), 0, "A A")
    t = s.apply("take A A B")
    assert [str(a) for a in t.legal_actions() if a.kind == "return"] == ["return A A"]
    u = t.apply("return A A")
    assert u.hands[0][5] == 2 and not [a for a in u.legal_actions() if a.kind == "return"]
    v = u.apply("refill A")
    assert v.hands[0][5] == 1 and v.is_legal("end")
    refused(v, "return B", "GA.gap.resource-limit")


def test_excess_is_returned_only_at_the_end_of_the_turn():
    # GA.gap.excess-tokens: returns belong to the end of the turn, after the basic action
    s = ga.with_tokens(ga.new_game(2, seed=1), 0, "A A A")
    refused(s, "return A", "GA.gap.excess-tokens")


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


def test_explain_lists_the_rules_behind_an_action_in_both_languages():
    # the Explorer's rule panel: every check an action passes, then the one it fails
    s = ga.new_game(2, seed=0)
    s = ga.with_tokens(s, 0, list(s.cost[0]))
    checks = s.explain("buy 1 @ 0,0")
    rules = [c.rule for c in checks]
    assert rules[:3] == ["GA.turn.basic-action", "GA.turn.buy-tile", "GA.gap.ankh-not-money"]
    assert "GA.buy.price" in rules and "GA.gap.first-tile" in rules and all(c.passed for c in checks)
    bad = s.explain("buy 1 @ 4,4")
    assert not bad[-1].passed and bad[-1].rule == "GA.gap.first-tile"
    assert all(c.passed for c in bad[:-1])
    with pytest.raises(RuleViolation) as exc:
        s.apply("buy 1 @ 4,4")
    assert exc.value.message("ko") == "첫 타일은 0,0에 놓습니다"
    rulekit.set_language("ko")
    assert str(exc.value) == "GA.gap.first-tile: 첫 타일은 0,0에 놓습니다"
    assert rulekit.rule_title("GA.gap.first-tile") == "키트의 판정: 첫 타일"


def test_the_take_checks_read_in_korean_without_a_guessed_particle():
    # the start page shows these checks passing: each names the token and needs no doubled particle
    checks = rulekit.explain(ga.new_game(3, seed=1), "take B B W")
    kinds = [c.ko for c in checks if c.rule == "GA.turn.take-tokens" and "종류" in c.ko]
    assert kinds == ["가져올 토큰 'B': 토큰 종류(B W K G R A) 중 하나여야 합니다"] * 2 + [
        "가져올 토큰 'W': 토큰 종류(B W K G R A) 중 하나여야 합니다"]
    assert all(c.passed and "(는)" not in c.ko for c in checks)


def test_the_supply_checks_of_a_take_follow_the_actions_order_whatever_the_hash_seed():
    # GA.gap.take-three: one check per kind taken, listed in the order the action names them, so an
    # explanation (and a practice question's feedback) reads the same in every run
    import json
    import subprocess
    import sys

    code = ("import json\nfrom rulekit import golden_ankh as ga\n"
            "s = ga.new_game(players=2, seed=1)\n"
            "print(json.dumps([c.en for c in s.explain('take W B K') if c.rule == 'GA.gap.take-three']))\n")
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={"PYTHONHASHSEED": str(seed), "PYTHONPATH": "."}).stdout
            for seed in (0, 1, 2, 3)}
    assert len(runs) == 1
    texts = json.loads(runs.pop())
    assert [t.split()[5] for t in texts] == ["B", "W", "K"]  # the order the action is written in
