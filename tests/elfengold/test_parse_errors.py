"""A bad action or position text is explained in the language the kit speaks (Korean or English)."""
import pytest

import rulekit
from rulekit import IllegalActionText
from rulekit import elfengold as eg


@pytest.mark.parametrize("text, en, ko", [
    ("fly home", "not an Elfengold action: 'fly home'", "엘픈골드의 행동이 아닙니다: 'fly home'"),
    ("keep UQ", "not a list of tile codes (", "타일 기호("),
    ("carpet Atlantis", "unknown town 'Atlantis'", "'Atlantis'은(는) 없는 도시입니다"),
    (12, "an action is written as text, not int", "행동은 글(str)로 적어야 합니다: int 값은 행동이 아닙니다"),
])
def test_bad_action_text_speaks_korean(text, en, ko):
    rulekit.set_language("ko")
    try:
        with pytest.raises(IllegalActionText) as info:
            eg.parse_action(text)
        assert str(info.value).startswith(ko)
    finally:
        rulekit.set_language("en")
    assert str(info.value).startswith(en)
    assert info.value.message("ko").startswith(ko) and info.value.message("en").startswith(en)


def test_korean_help_names_the_actions_by_their_rulebook_terms():
    with pytest.raises(IllegalActionText) as info:
        eg.parse_action("run")
    ko = info.value.message("ko")
    for term in ("입찰", "패스", "엘프부츠 이동하기"):
        assert term in ko
    assert "'place U R12'" in ko
