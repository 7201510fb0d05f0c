"""A bad action or position text is explained in the language the kit speaks (Korean or English)."""
import pytest
from bilingual import raised_in_korean

from rulekit import IllegalActionText
from rulekit import elfengold as eg


@pytest.mark.parametrize("text, en, ko", [
    ("fly home", "not an Elfengold action: 'fly home'", "엘픈골드의 행동이 아닙니다: 'fly home'"),
    ("keep UQ", "not a list of tile codes (", "타일 기호("),
    ("carpet Atlantis", "unknown town 'Atlantis'", "'Atlantis'는 없는 도시입니다"),
    (12, "an action is written as text, not int", "행동은 글(str)로 적어야 합니다: int 값은 행동이 아닙니다"),
])
def test_bad_action_text_speaks_korean(text, en, ko):
    err, said = raised_in_korean(IllegalActionText, lambda: eg.parse_action(text))
    assert said.startswith(ko)
    assert str(err).startswith(en)
    assert err.message("ko").startswith(ko) and err.message("en").startswith(en)


def test_korean_help_names_the_actions_by_their_rulebook_terms():
    with pytest.raises(IllegalActionText) as info:
        eg.parse_action("run")
    ko = info.value.message("ko")
    for term in ("입찰", "패스", "엘프부츠 이동하기"):
        assert term in ko
    assert "'place U R12'" in ko


@pytest.mark.parametrize("text, kwargs, en, ko", [
    ("R12:UG | P1@Lapphalya", {}, "a position needs the roads section", "포지션에는 길 구역과"),
    ("R99:U | P1@Lapphalya | P2@Elvenhold", {}, "'R99:U' is not 'Rnn:tiles'",
     "'R99:U'는 'Rnn:타일' 꼴이"),
    ("R12:U R12:E | P1@Lapphalya | P2@Elvenhold", {}, "road R12 is listed twice", "R12 길이 두 번"),
    ("- | P1@Atlantis | P2@Elvenhold", {}, "unknown town 'Atlantis'", "'Atlantis'는 없는 도시입니다"),
    ("- | P1@Lapphalya towns=Beata,Atlantis | P2@Elvenhold", {}, "unknown town 'Atlantis'",
     "'Atlantis'는 없는 도시입니다"),
    ("- | P1@Lapphalya towns=Elvenhold | P2@Elvenhold", {}, "Elvenhold has no town markers",
     "엘븐후드에는 도시 마커가 없습니다"),
    ("- | P1@Lapphalya gold=lots | P2@Elvenhold", {}, "gold='lots' must be a whole number",
     "gold='lots': 골드는"),
    ("- | P1@Lapphalya | P2@Elvenhold", {"phase": "dance"}, "phase must be move", "phase는 move, plan"),
    ("- | P1@Elvenhold hand=UUUUUUUUUU | P2@Elvenhold", {}, "not enough U cards left",
     "이 포지션에 쓸 U 카드가 모자랍니다"),
    ("R01:D R02:D R03:D R04:D R05:D | P1@Elvenhold | P2@Elvenhold", {}, "not enough D tiles left",
     "이 포지션에 쓸 D 타일이"),
])
def test_bad_position_text_speaks_korean(text, kwargs, en, ko):
    err, said = raised_in_korean(eg.PositionError, lambda: eg.position(text, **kwargs))
    assert said.startswith(ko)
    assert en in str(err)  # an unknown town's English text keeps the quotes KeyError adds
    assert isinstance(err, ValueError)
