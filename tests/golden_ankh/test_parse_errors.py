"""A bad action text is explained in the language the kit speaks (Korean or English)."""
import pytest

import rulekit
from rulekit import IllegalActionText
from rulekit import golden_ankh as ga


@pytest.mark.parametrize("text, en, ko", [
    ("fly away", "not a Golden Ankh action: 'fly away'", "황금 앙크의 행동이 아닙니다: 'fly away'"),
    ("refill C", "no tile stack 'C': the stacks are A and B",
     "'C' 타일 더미는 없습니다: 타일 더미는 A와 B입니다"),
    (7, "an action must be text, not int", "행동은 글(str)로 적어야 합니다: int 값은 행동이 아닙니다"),
])
def test_bad_action_text_speaks_korean(text, en, ko):
    rulekit.set_language("ko")
    try:
        with pytest.raises(IllegalActionText) as info:
            ga.parse_action(text)
        assert str(info.value).startswith(ko)
    finally:
        rulekit.set_language("en")
    assert str(info.value).startswith(en)
    assert info.value.message("en").startswith(en) and info.value.message("ko").startswith(ko)


def test_korean_help_names_the_actions_by_their_rulebook_terms():
    with pytest.raises(IllegalActionText) as info:
        ga.parse_action("buy a tile")
    ko = info.value.message("ko")
    for term in ("토큰 가져오기", "타일 구매하기", "타일 보충하기", "타일 옮기기"):
        assert term in ko
    assert "'buy 3 @ 1,2'" in ko and "'end'" in ko


def test_explain_shows_the_korean_notation_error():
    state = ga.new_game(2, seed=1)
    rulekit.set_language("ko")
    try:
        (check,) = rulekit.explain(state, "refill Z")
        assert not check.passed and "타일 더미는 A와 B입니다" in str(check)
    finally:
        rulekit.set_language("en")
