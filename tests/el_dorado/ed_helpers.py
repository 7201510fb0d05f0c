"""Shared helpers for the El Dorado tests (positions in one line, refusals by rule)."""
from __future__ import annotations

import pytest

from rulekit import RuleViolation
from rulekit import el_dorado as ed


def pos(text: str, seed: int = 0) -> ed.ElDoradoState:
    return ed.from_position(text, seed=seed)


def refused(state: ed.ElDoradoState, action, rule: str) -> RuleViolation:
    """The action is refused with ``rule`` and the state is left exactly as it was."""
    before = state.to_dict()
    with pytest.raises(RuleViolation) as info:
        state.apply(action)
    assert info.value.rule == rule, f"{action}: refused by {info.value.rule}, expected {rule}: {info.value}"
    assert state.to_dict() == before
    assert not state.is_legal(action)
    return info.value


def play(state: ed.ElDoradoState, *actions) -> ed.ElDoradoState:
    for a in actions:
        state = state.apply(a)
    return state
