"""A bad action or position text is explained in the language the kit speaks (Korean or English)."""
import pytest
from bilingual import raised_in_korean
from fe_positions import F1, F3

from rulekit import IllegalActionText
from rulekit import fertility as fe
from rulekit.fertility.position import PositionError


@pytest.mark.parametrize("text, en, ko", [
    ("plant wheat", "not a Fertility action: 'plant wheat'", "퍼틸리티의 행동이 아닙니다: 'plant wheat'"),
    ("   ", "empty action text", "행동이 비어 있습니다"),
    (None, "an action must be text, not NoneType",
     "행동은 글(str)로 적어야 합니다: NoneType 값은 행동이 아닙니다"),
])
def test_bad_action_text_speaks_korean(text, en, ko):
    err, said = raised_in_korean(IllegalActionText, lambda: fe.parse_action(text))
    assert said.startswith(ko)
    assert str(err).startswith(en)
    assert err.message("ko").startswith(ko) and err.message("en").startswith(en)


def test_korean_help_names_the_steps_by_their_rulebook_terms():
    with pytest.raises(IllegalActionText) as info:
        fe.parse_action("buy")
    ko = info.value.message("ko")
    for term in ("개인 계곡 타일", "채석장", "구역 타일", "상품 공급", "공용 계곡 타일"):
        assert term in ko
    assert "'supply C 3.1'" in ko


@pytest.mark.parametrize("text, en, ko", [
    ("players 2", "position: a 'board' line", "포지션: 'board' 줄과"),
    (F3 + "colour red", "position: unknown line 'colour red'", "포지션: 알 수 없는 줄 'colour red'"),
    (F1 + "p1 beside " + "M" * 21, "position: more than 20 M pieces", "포지션: M 자원이 20개보다 많습니다"),
    (F1 + "p1 hand MM MM MM\np2 hand MM MM MM", "position: no valley tile MM left",
     "포지션: 게임의 계곡 타일"),
    ("players 2\nboard\n...\n...\nstart 0,0", "position: the start tile's 4 cells must show sites",
     "포지션: 시작 타일의 4칸에는 생산지가 있어야 합니다"),
    (F1 + "p3 hand MC", "position: line p3 in a 2-player game", "포지션: 2인 게임에 p3 줄이 있습니다"),
    (F1 + "p1 wheat 16", "position: wheat must be 0 to 15", "포지션: 밀은 0부터 15까지여야 합니다"),
    (F1 + "p1 city 1:D99[]", "position: '1:D99[]' names no free district tile or lot",
     "포지션: '1:D99[]'는 남은 구역 타일이나 공터가 아닙니다"),
])
def test_bad_position_text_speaks_korean(text, en, ko):
    err, said = raised_in_korean(PositionError, lambda: fe.parse_position(text))
    assert said.startswith(ko)
    assert str(err).startswith(en)
    assert isinstance(err, ValueError)  # callers that catch ValueError keep working
