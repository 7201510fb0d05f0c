"""A bad action text is explained in the language the kit speaks (Korean or English)."""
import pytest

import rulekit
from rulekit import IllegalActionText
from rulekit import el_dorado as ed


@pytest.mark.parametrize("text, en, ko", [
    ("fly away", "'fly away' is not an El Dorado action", "'fly away'은(는) 황금밀림의 행동이 아닙니다"),
    ("buy Zz", "'buy Zz': unknown card 'Zz'", "'buy Zz': 'Zz'은(는) 없는 카드입니다"),
    ("pay Ex+Qq C14", "'pay Ex+Qq C14': unknown card 'Qq'", "'pay Ex+Qq C14': 'Qq'은(는) 없는 카드입니다"),
    (3, "an action must be text, not int", "행동은 글(str)로 적어야 합니다: int 값은 행동이 아닙니다"),
])
def test_bad_action_text_speaks_korean(text, en, ko):
    rulekit.set_language("ko")
    try:
        with pytest.raises(IllegalActionText) as info:
            ed.parse_action(text)
        assert str(info.value).startswith(ko)
    finally:
        rulekit.set_language("en")
    assert str(info.value).startswith(en)
    assert info.value.message("ko").startswith(ko) and info.value.message("en").startswith(en)


def test_korean_help_gives_examples():
    with pytest.raises(IllegalActionText) as info:
        ed.parse_action("run")
    ko = info.value.message("ko")
    assert "'Sc C12'" in ko and "'buy Sc'" in ko and "카드 쓰기" in ko
