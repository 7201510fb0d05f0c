"""Editing an Elfengold position by hand, the whole-position text, and the final tally."""
import pytest

from rulekit import elfengold as eg
from rulekit.elfengold import editing as E
from rulekit.elfengold.round_end import tally
from tests.bilingual import raised_in_korean

PLAN = "round=2 phase=plan start=1 | P1@Beata | P2@Elvenhold"


def refused(call, state, word_en: str, word_ko: str) -> E.EditError:
    before = eg.position_text(state)
    with pytest.raises(E.EditError) as info:
        call()
    exc, said_ko = raised_in_korean(E.EditError, call)
    assert word_en in info.value.message("en")
    assert word_ko in said_ko
    assert eg.position_text(state) == before
    return exc


def test_the_whole_position_text_holds_round_phase_and_start_player():
    s = eg.from_position("round=3 phase=move start=2 R12:UG | P1@Beata hand=UU gold=5 | P2@Virst")
    assert (s.round, s.phase, s.start, s.current_player, s.gold[0]) == (3, "move", 1, 1, 5)
    t = eg.position_text(s)
    assert t.startswith("round=3 phase=move start=2 R12:UG | P1@Beata hand=UU gold=5")
    assert eg.position_text(eg.from_position(t)) == t
    assert eg.position(t) == eg.from_position(t)                   # position reads the header too


def test_an_argument_that_contradicts_the_text_is_refused():
    with pytest.raises(eg.PositionError) as info:
        eg.position("round=3 | P1@Beata | P2@Virst", round=2)
    assert "round" in str(info.value)
    with pytest.raises(eg.PositionError):
        eg.from_position("colour=red | P1@Beata | P2@Virst")


def test_edits_build_a_position_step_by_step():
    s = eg.from_position(PLAN)
    s = E.move_boot(s, 0, "Virst")
    s = E.set_visited(s, 0, "Virst")
    s = E.set_gold(s, 1, 20)
    s = E.add_card(s, 0, "U")
    s = E.add_tile(s, 1, "D", face_down=True)
    s = E.place_tile(s, "R12", "U")
    s = E.place_tile(s, "R12", "G")
    s = E.set_round(s, round=4, start=1)
    board = eg.load_board()
    assert board.towns[s.boots[0]].name == "Virst" and s.towns(0) == 1
    assert s.gold[1] == 20 and "U" in s.hands[0] and "d" in s.supply[1]
    assert s.roads[11] == "UG" and (s.round, s.start) == (4, 1)
    t = eg.position_text(s)
    assert eg.position_text(eg.from_position(t)) == t


def test_a_giant_pig_on_a_desert_road_is_refused():
    s = eg.from_position(PLAN)
    exc = refused(lambda: E.place_tile(s, "R25", "P"), s, "desert", "사막")
    assert "EG.plan.terrain-fit" in exc.en and "EG.plan.terrain-fit" in exc.ko


def test_a_sea_monster_on_land_and_a_log_alone_are_refused():
    s = eg.from_position(PLAN)
    refused(lambda: E.place_tile(s, "R12", "S"), s, "sea monster", "바다 괴물")
    refused(lambda: E.place_tile(s, "R12", "L"), s, "EG.base.obstacle-placement", "통나무")


def test_the_exchange_spell_never_lies_on_a_road():
    s = eg.from_position(PLAN)
    refused(lambda: E.place_tile(s, "R12", "X"), s, "exchange", "이동수단 교환")


def test_more_tiles_or_cards_than_the_game_has_are_refused():
    s = eg.from_position("round=2 phase=plan | P1@Beata tiles=DDDD | P2@Elvenhold")
    refused(lambda: E.add_tile(s, 1, "D"), s, "4 dragon tile(s)", "용 타일은 4개")
    s = eg.from_position("| P1@Beata hand=UUUUUUUUU | P2@Elvenhold hand=-")
    refused(lambda: E.add_card(s, 1, "U"), s, "9 unicorn card(s)", "유니콘 카드는 9장")
    refused(lambda: E.add_card(s, 1, "W"), s, "0 elf wizard", "엘프 마법사")


def test_elvenhold_has_no_marker_and_bad_names_are_refused():
    s = eg.from_position(PLAN)
    refused(lambda: E.set_visited(s, 0, "Elvenhold"), s, "Elvenhold has no town markers", "엘븐후드")
    refused(lambda: E.move_boot(s, 0, "Atlantis"), s, "not a town", "도시")
    refused(lambda: E.place_tile(s, "R99", "U"), s, "not a road", "길")


def test_the_game_is_over_only_after_round_six():
    s = eg.from_position(PLAN)
    refused(lambda: E.set_round(s, phase="over"), s, "round 6", "6라운드")
    done = E.set_round(s, round=6, phase="over")
    assert done.is_over


def test_removing_and_toggling_undo_adding():
    s = eg.from_position(PLAN)
    s2 = E.remove_card(E.add_card(s, 0, "R"), 0, "R")
    assert s2.hands == s.hands
    s3 = E.toggle_visited(E.toggle_visited(s, 1, "Beata"), 1, "Beata")
    assert s3.markers == s.markers
    s4 = E.remove_road_tile(E.place_tile(s, "R12", "U"), "R12")
    assert s4.roads == s.roads
    s5 = E.clear_road(E.place_tile(s, "R12", "U"), "R12")
    assert s5.roads == s.roads
    refused(lambda: E.remove_tile(s, 0, "U"), s, "no 'U' tile", "타일이 없습니다")


def test_tally_most_towns_then_gold_then_shared():
    s = eg.from_position("round=6 phase=over | P1@Beata gold=9 towns=Beata,Virst,Yttar | P2@Virst gold=14 "
                         "towns=Beata,Virst")
    t = tally(s)
    assert t.over and t.winners == [0] and t.decided_by == "EG.end.most-towns"
    assert s.winners() == t.winners
    s = E.set_visited(s, 1, "Yttar")
    t = tally(s)
    assert t.winners == [1] and t.decided_by == "EG.end.tie-gold" and "금화" in t.reason("ko")
    assert s.winners() == [1]
    s = E.set_gold(s, 0, 14)
    t = tally(s)
    assert t.winners == [0, 1] and t.decided_by == "EG.gap.final-tie" and "공동 승리" in t.reason("ko")
    assert s.winners() == [0, 1]


def test_tally_before_the_end_says_who_leads():
    s = eg.from_position("round=2 phase=plan | P1@Beata towns=Beata | P2@Virst")
    t = tally(s)
    assert not t.over and t.winners == [0] and t.ranking() == [0, 1]


def test_korean_texts_name_seats_and_tiles_without_a_guessed_particle():
    # both forms of a particle after a seat name or a tile letter read badly: the sentences need none
    s = eg.from_position("round=6 phase=over | P1@Beata gold=9 towns=Beata,Virst,Yttar | P2@Virst gold=14 "
                         "towns=Beata,Virst")
    reasons = [tally(s).reason("ko")]
    s = E.set_visited(s, 1, "Yttar")
    reasons.append(tally(s).reason("ko"))
    reasons.append(tally(E.set_gold(s, 0, 14)).reason("ko"))
    assert reasons[0].startswith("P1의 승리: 가장 많은 도시(3곳)")
    assert reasons[1].startswith("P1, P2 모두 도시 3곳을 방문했습니다. 금화가 가장 많은 P2의 승리")
    assert reasons[2].startswith("P1, P2 모두 방문한 도시(3곳)도 금화(14골드)도 같습니다")
    plan = E.place_tile(eg.from_position(PLAN), "R12", "U")
    twice = E.place_tile(plan, "R12", "G")
    said = [refused(lambda: E.place_tile(twice, "R12", "G"), twice, "already holds", "한 장이 놓여 있습니다"),
            refused(lambda: E.remove_road_tile(plan, "R13"), plan, "no tile lies on R13",
                    "R13에는 타일이 없습니다"),
            refused(lambda: E.remove_road_tile(plan, "R12", "g"), plan, "lies on R12",
                    "R12에는 G 타일이 없습니다")]
    assert all("(가)" not in r for r in reasons)
    assert all("(가)" not in e.message("ko") for e in said)
