"""A quiz names the rule it teaches and shows it first, in one sentence; the other checks are folded."""
from __future__ import annotations

import pytest

import widgets
from rulekit import el_dorado as ed
from rulekit import golden_ankh as ga
from rulekit.core import OptionError


def test_the_deciding_rule_comes_first_and_the_rest_is_folded():
    """ED.move.power decides a legal move; the many other checks (17 for a move) sit in a <details> block."""
    game = ed.new_game(players=3, seed=7)
    q = widgets.Quiz(game, "Ex B22", rule="ED.move.power")
    assert len(q.checks) > 10
    q.answer(True)
    page = q.result.value
    head, _, folded = page.partition("<details>")
    assert "ED.move.power" in head and "ED.gap.path" not in head
    assert "ED.gap.path" in folded and f"({len(q.checks) - 1})" in folded


def test_an_illegal_quiz_shows_the_refusing_rule_first():
    """GA.buy.price refuses a purchase without tokens."""
    q = widgets.Quiz(ga.new_game(players=3, seed=7), "buy 1 @ 0,0", rule="GA.buy.price")
    q.answer(False)
    assert q.correct and q.result.value.index("GA.buy.price") < q.result.value.index("<details>")


def test_a_quiz_that_names_the_wrong_rule_is_refused():
    """The rule named must be the one that decides: here GA.buy.price refuses, not GA.place.adjacent."""
    with pytest.raises(OptionError) as err:
        widgets.Quiz(ga.new_game(players=3, seed=7), "buy 1 @ 0,0", rule="GA.place.adjacent")
    assert "GA.buy.price" in err.value.en and "GA.buy.price" in err.value.ko
