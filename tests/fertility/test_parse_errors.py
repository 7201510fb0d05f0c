"""A bad action text is explained in the language the kit speaks (Korean or English)."""
import pytest

import rulekit
from rulekit import IllegalActionText
from rulekit import fertility as fe


@pytest.mark.parametrize("text, en, ko", [
    ("plant wheat", "not a Fertility action: 'plant wheat'", "퍼틸리티의 행동이 아닙니다: 'plant wheat'"),
    ("   ", "empty action text", "행동이 비어 있습니다"),
    (None, "an action must be text, not NoneType",
     "행동은 글(str)로 적어야 합니다: NoneType 값은 행동이 아닙니다"),
])
def test_bad_action_text_speaks_korean(text, en, ko):
    rulekit.set_language("ko")
    try:
        with pytest.raises(IllegalActionText) as info:
            fe.parse_action(text)
        assert str(info.value).startswith(ko)
    finally:
        rulekit.set_language("en")
    assert str(info.value).startswith(en)
    assert info.value.message("ko").startswith(ko) and info.value.message("en").startswith(en)


def test_korean_help_names_the_steps_by_their_rulebook_terms():
    with pytest.raises(IllegalActionText) as info:
        fe.parse_action("buy")
    ko = info.value.message("ko")
    for term in ("개인 계곡 타일", "채석장", "구역 타일", "상품 공급", "공용 계곡 타일"):
        assert term in ko
    assert "'supply C 3.1'" in ko
