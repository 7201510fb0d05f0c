"""A bad action or layout text is explained in the language the kit speaks (Korean or English)."""
import pytest
from bilingual import raised_in_korean

import rulekit
from rulekit import IllegalActionText
from rulekit import golden_ankh as ga
from rulekit.golden_ankh.layout import LayoutError


@pytest.mark.parametrize("text, en, ko", [
    ("fly away", "not a Golden Ankh action: 'fly away'", "황금 앙크의 행동이 아닙니다: 'fly away'"),
    ("refill C", "no tile stack 'C': the stacks are A and B",
     "'C' 타일 더미는 없습니다: 타일 더미는 A와 B입니다"),
    (7, "an action must be text, not int", "행동은 글(str)로 적어야 합니다: int 값은 행동이 아닙니다"),
])
def test_bad_action_text_speaks_korean(text, en, ko):
    err, said = raised_in_korean(IllegalActionText, lambda: ga.parse_action(text))
    assert said.startswith(ko)
    assert str(err).startswith(en)
    assert err.message("en").startswith(en) and err.message("ko").startswith(ko)


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


@pytest.mark.parametrize("text, en, ko", [
    ("RJ XQ", "row 1, cell 2: 'XQ' is not a tile code", "1행 2번째 칸: 'XQ'는 타일 기호가 아닙니다"),
    ("RJ RS*", "row 1, cell 2: only a storehouse (H) can keep a token (*)",
     "1행 2번째 칸: 토큰(*)은 창고(H)에만 둘 수 있습니다"),
    # GA.place.upper-layer: an upper tile rests on four ground tiles.
    ("RJ RS / GJ . ^ R2", "upper tile U(0,0) needs a ground tile at (1, 1)",
     "위층 타일 U(0,0) 아래 (1, 1)에 바닥 타일이 있어야 합니다"),
    # GA.special.storehouse-covered: a storehouse under an upper tile keeps no token.
    ("RH* RS / GJ GS ^ R2", "the storehouse at 0,0 supports an upper tile",
     "0,0의 창고는 위층 타일을 받치고 있어 토큰을 둘 수 없습니다"),
])
def test_bad_layout_text_speaks_korean(text, en, ko):
    err, said = raised_in_korean(LayoutError, lambda: ga.layout_from_text(text))
    assert said.startswith(ko)
    assert str(err).startswith(en)
    assert isinstance(err, ValueError)  # callers that catch ValueError keep working
