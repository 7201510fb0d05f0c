"""Hand-built Golden Ankh actions holding lists are refused by their rule, not by a TypeError.

Rules exercised: GA.turn.take-tokens, GA.place.adjacent, GA.ankh.move.
"""
from __future__ import annotations

import pytest

from rulekit import RuleViolation
from rulekit import golden_ankh as ga
from rulekit.golden_ankh.actions import Buy, Move, TakeTokens


@pytest.mark.parametrize("action, rule", [
    (lambda: TakeTokens(["B", "W", "K"]), "GA.turn.take-tokens"),
    (lambda: Buy(1, [0, 0]), "GA.place.adjacent"),
    (lambda: Move([0, 0], [1, 1]), "GA.ankh.move"),
])
def test_a_list_field_is_refused_by_its_rule(action, rule):
    state = ga.new_game(players=2, seed=1)
    before = state.to_json()
    with pytest.raises(RuleViolation) as err:
        state.apply(action())
    assert err.value.rule == rule and state.to_json() == before
