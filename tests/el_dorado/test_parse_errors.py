"""A bad action text is explained in the language the kit speaks (Korean or English)."""
import pytest
from bilingual import raised_in_korean

from rulekit import IllegalActionText
from rulekit import el_dorado as ed


@pytest.mark.parametrize("text, en, ko", [
    ("fly away", "'fly away' is not an El Dorado action", "'fly away'는 황금밀림의 행동이 아닙니다"),
    ("buy Zz", "'buy Zz': unknown card 'Zz'", "'buy Zz': 'Zz'는 없는 카드입니다"),
    ("pay Ex+Qq C14", "'pay Ex+Qq C14': unknown card 'Qq'", "'pay Ex+Qq C14': 'Qq'는 없는 카드입니다"),
    (3, "an action must be text, not int", "행동은 글(str)로 적어야 합니다: int 값은 행동이 아닙니다"),
])
def test_bad_action_text_speaks_korean(text, en, ko):
    err, said = raised_in_korean(IllegalActionText, lambda: ed.parse_action(text))
    assert said.startswith(ko)
    assert str(err).startswith(en)
    assert err.message("ko").startswith(ko) and err.message("en").startswith(en)


def test_korean_help_gives_examples():
    with pytest.raises(IllegalActionText) as info:
        ed.parse_action("run")
    ko = info.value.message("ko")
    assert "'Sc C12'" in ko and "'buy Sc'" in ko and "카드 쓰기" in ko


@pytest.mark.parametrize("text, en, ko", [
    ("players=9", "players='9': a whole number from 2 to 4 is needed",
     "players='9': 2부터 4까지의 정수가 필요합니다"),
    ("colour=red", "unknown field 'colour'", "'colour'은 없는 항목입니다"),
    ("nonsense", "'nonsense' is not a field", "'nonsense'는 항목이 아닙니다"),
    ("course=zz", "course must be a course id 0–7 or a name", "course는 경로 번호(0–7)나 경로 이름("),
    ("pieces=B6", "pieces: give the pieces of all 2 players", "pieces: 플레이어 2명 모두의 말을 적으십시오"),
    ("blockades=BJ1", "blockades: this course has", "blockades: 이 경로에는 연결부가"),
    ("hand1=Qq", "hand1: unknown card(s) ['Qq']", "hand1: 없는 카드 ['Qq']"),
    ("market=Sc3", "market: give the 6 slots", "market: 마켓 보드의 6칸을"),
    ("hand1=Ex,Ex,Ex,Ex", "P1 has more Explorer cards", "P1의 탐험가 카드가 시작 덱에 있는 것보다 많습니다"),
    ("phase=buy", "phase must be play or discard", "phase는 play나 discard여야 합니다"),
])
def test_bad_position_text_speaks_korean(text, en, ko):
    err, said = raised_in_korean(ed.PositionError, lambda: ed.from_position(text))
    assert said.startswith(ko)
    assert en in str(err)  # a course's English text keeps the quotes KeyError adds
    assert isinstance(err, ValueError) and err.message("ko").startswith(ko)
