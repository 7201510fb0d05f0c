"""Helpers for the Elfengold tests: arrange the cards of a state without breaking conservation."""
from __future__ import annotations

import pytest

from rulekit import RuleViolation
from rulekit.elfengold import ElfengoldState


def arrange(state: ElfengoldState, display: str | None = None, deck_top: str = "",
            gold_pile: int | None = None, hands: dict[int, str] | None = None) -> ElfengoldState:
    """A copy of ``state`` with the display, the next cards of the deck (first drawn first), the
    gold-card pile and some hands set; every card comes out of the deck or discard pile, so
    ``validate()`` still holds."""
    s = state._copy()
    stock = s.deck + s.discard
    s.discard = ""
    if hands:
        for p in hands:
            stock += s.hands[p]
        for p, h in hands.items():
            stock = _take(stock, h)
            s.hands = s.with_item(s.hands, p, "".join(sorted(h)))
    if display is not None:
        stock += s.display
        stock = _take(stock, display)
        s.display = "".join(sorted(display))
    if gold_pile is not None:
        stock += "G" * s.gold_pile
        stock = _take(stock, "G" * gold_pile)
        s.gold_pile = gold_pile
    stock = _take(stock, deck_top)
    s.deck = stock + deck_top[::-1]
    s.validate()
    return s


def _take(stock: str, cards: str) -> str:
    for c in cards:
        assert c in stock, f"no {c} card left to arrange"
        stock = stock.replace(c, "", 1)
    return stock


def refused(state, action, rule: str) -> RuleViolation:
    """Assert that ``action`` is refused by ``rule`` and changes nothing."""
    before = state.to_dict()
    with pytest.raises(RuleViolation) as info:
        state.apply(action)
    assert info.value.rule == rule, f"refused by {info.value.rule}, expected {rule}: {info.value}"
    assert state.to_dict() == before
    assert not state.is_legal(action)
    assert action not in [str(a) for a in state.legal_actions()] if isinstance(action, str) else True
    return info.value


def play(state, *actions):
    """Apply actions (notation) one by one; returns the final state."""
    for a in actions:
        state = state.apply(a)
    return state


def legal_text(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]
