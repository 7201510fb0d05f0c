"""Editing an El Dorado position by hand: each edit checked, refusals bilingual, the state given unchanged."""
import pytest

from rulekit import el_dorado as ed
from rulekit.el_dorado import editing as E
from rulekit.el_dorado.end import tally
from tests.bilingual import raised_in_korean


def start(text: str = "players=3 pieces=B6,B7,B8") -> ed.ElDoradoState:
    return ed.from_position(text)


def refused(call, state, word_en: str, word_ko: str) -> E.EditError:
    before = ed.format_position(state)
    with pytest.raises(E.EditError) as info:
        call()
    exc, said_ko = raised_in_korean(E.EditError, call)
    assert word_en in info.value.message("en")
    assert word_ko in said_ko
    assert ed.format_position(state) == before            # the position is unchanged
    return exc


def test_every_edit_reads_back_from_its_notation():
    s = start()
    s = E.set_blockade(s, 0, 0)            # broken first: C12 lies beyond it
    s = E.put_piece(s, 0, "C12")
    s = E.add_card(s, 1, "hand", "Sc")
    s = E.move_card(s, 1, "Sc", "hand", "discard")
    s = E.put_stack(s, "Pi", 1)
    s = E.set_turn(s, player=2, rounds=3)
    back = ed.from_position(ed.format_position(s))
    assert back == s
    assert s.pieces[0] == ("C12",) and s.tokens(0) == [s.blockades[0]]
    assert s.discards[1][-1] == "Sc" and s.market[1] == ("Pi", 3) and s.market_count("Sc") == 2
    assert (s.current_player, s.round, s.turn) == (2, 3, 11)


def test_a_piece_on_a_mountain_is_refused_naming_the_space_and_rule():
    s = start()
    exc = refused(lambda: E.put_piece(s, 0, "B18"), s, "B18", "검정 산")
    assert "ED.move.blocked" in exc.en and "ED.move.blocked" in exc.ko


def test_two_pieces_on_one_space_are_refused():
    s = start()
    refused(lambda: E.put_piece(s, 0, "B7"), s, "two pieces stand on B7", "말 두 개")


def test_a_space_not_on_the_course_is_refused():
    s = start()
    refused(lambda: E.put_piece(s, 0, "Q99"), s, "not a space of course 0", "없는 칸")


def test_a_fourth_market_card_is_refused_naming_the_holders():
    s = start("players=3 pieces=B6,B7,B8 hand1=Sc,Sc,Ex,Tr hand2=Sc,Ex,Ex,Tr")
    exc = refused(lambda: E.add_card(s, 2, "hand", "Sc"), s, "P1 2, P2 1", "3장뿐")
    assert "ED.setup.market-board" in exc.en


def test_more_starting_cards_than_the_deck_holds_are_refused():
    s = start("players=2 hand1=Sa,Ex,Tr,Tr")
    refused(lambda: E.add_card(s, 0, "hand", "Sa"), s, "only the 1 Sailor", "선원")


def test_a_starting_card_comes_from_the_players_own_draw_pile_and_goes_back_there():
    s = start("players=2 hand1=Ex,Ex,Tr,Tr draw1=Ex,Tr,Tr,Sa")
    s2 = E.add_card(s, 0, "hand", "Sa")
    assert s2.hands[0][-1] == "Sa" and "Sa" not in s2.draws[0]
    s3 = E.remove_card(s2, 0, "hand", "Sa")
    assert s3.draws[0][-1] == "Sa" and s3.hands[0] == s.hands[0]


def test_a_market_card_taken_from_a_hand_goes_back_to_its_stack():
    s = start("players=2 hand1=Sc,Ex,Tr,Tr")
    assert s.market_count("Sc") == 2
    assert E.remove_card(s, 0, "hand", "Sc").market_count("Sc") == 3


def test_a_used_up_stack_comes_back_in_the_reserve_and_can_be_laid_out():
    s = start("players=2 hand1=Sc,Sc,Sc,Ex")
    assert s.market_count("Sc") == 0 and all(st is None or st[0] != "Sc" for st in s.market)
    refused(lambda: E.put_stack(s, "Sc", 0), s, "no Scout card is left", "정찰병")
    s2 = E.remove_card(s, 0, "hand", "Sc")
    assert ("Sc", 1) in s2.reserve
    s3 = E.put_stack(s2, "Sc", 0)
    assert s3.market[0] == ("Sc", 1) and ("Sc", 1) not in s3.reserve


def test_a_starting_card_is_never_laid_on_the_market():
    s = start()
    refused(lambda: E.put_stack(s, "Ex", 0), s, "starting card", "시작 카드")


def test_blockade_piece_swaps_places_and_the_tie_break_follows():
    s = start()
    other = s.blockades[2]
    s2 = E.set_blockade_piece(s, 0, other)
    assert s2.blockades[0] == other and s2.blockades[2] == s.blockades[0]


def test_arriving_starts_the_final_round_and_ending_names_the_winner():
    s = E.put_piece(start(), 1, "ED")
    assert s.final_round and not s.is_over
    t = tally(s)
    assert t.winners == [1] and not t.over and t.decided_by == "ED.end.sole-winner"
    done = E.set_over(s)
    assert done.is_over and done.winners() == [1] and tally(done).over
    assert ed.from_position(ed.format_position(done)) == done
    again = E.set_over(done, False)
    # open again: the last player of the final round is still to play it
    assert not again.is_over and (again.current_player, again.round, again.turn) == (2, 0, 2)


def test_ending_before_anyone_arrives_is_refused():
    s = start()
    refused(lambda: E.set_over(s), s, "reached El Dorado", "엘도라도")


def test_a_two_player_game_counts_only_both_pieces():
    s = E.put_piece(ed.from_position("players=2"), 0, "ED")
    assert not s.final_round and tally(s).winners == []
    s = E.put_piece(s, 0, "ED", piece=1)
    t = tally(s)
    assert s.final_round and t.winners == [0] and t.decided_by == "ED.end.two-player-arrival"


def test_tie_break_most_blockades_then_the_strongest_then_shared():
    s = start("players=3 pieces=ED,ED,ED blockades=BJ1*1,BR2*2,BS1*3,BR1 final")
    t = tally(s)
    # one each: BJ1 (1), BR2 (2), BS1 (1): P2 holds the strongest
    assert t.winners == [1] and t.decided_by == "ED.gap.tie-break"
    assert "stronger" in t.reason("en") and "더 강한" in t.reason("ko")
    s = E.set_blockade(s, 3, 0)                              # P1 takes a second blockade
    t = tally(s)
    assert t.winners == [0] and "most blockades" in t.reason("en")
    s = start("players=3 pieces=ED,ED,B9 blockades=BJ1*1,BS1*2,BR2,BR1 final")
    t = tally(s)
    assert t.winners == [0, 1] and "share" in t.reason("en") and "공동 승리" in t.reason("ko")
    assert t.ranking()[-1] == 2                             # not arrived: last


def test_nobody_arrived_nobody_wins():
    t = tally(start())
    assert t.winners == [] and "nobody" in t.reason("en") and "아무도" in t.reason("ko")


def test_changing_the_course_puts_the_pieces_back_on_its_start():
    s = E.put_piece(start(), 0, "B22")
    s2 = E.set_course(s, 1)
    assert s2.course_id == 1 and s2.pieces == [(h,) for h in ed.course(1).start[:3]]
    assert s2.hands == s.hands
    refused(lambda: E.set_course(s, 99), s, "99", "99")
