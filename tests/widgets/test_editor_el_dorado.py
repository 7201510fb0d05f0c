"""The El Dorado editor and final tally, driven by clicks on the board picture (the mouse's path)."""
import re

import pytest
from shared_drawings import kept

import widgets
from rulekit import el_dorado as ed
from rulekit.el_dorado.end import tally


def plain(html_text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html_text))


def click(editor, place):
    """A click at the centre of ``place`` on the picture, as the mouse makes it."""
    x, y = editor.view.place_pixel(place)
    return editor.click_board(x, y)


def test_a_finished_race_built_by_clicks_shows_the_tie_break_winner():
    calc = widgets.ScoreCalculator("el_dorado", players=3, lang="ko")
    calc.choose(mode="blockade")
    assert click(calc, "b0") is not None                     # P1 broke the first blockade (BJ1)
    calc.player_buttons[1].click()
    assert click(calc, "b1") is not None                     # P2 broke the second (BJ2: stronger)
    calc.choose(mode="piece")
    assert click(calc, "Z1") is not None                     # P2 in El Dorado
    calc.player_buttons[0].click()
    assert click(calc, "Z0") is not None                     # P1 in El Dorado
    s = calc.state
    assert s.pieces[:2] == [("ED",), ("ED",)] and s.final_round
    assert s.tokens(0) == ["BJ1"] and s.tokens(1) == ["BJ2"]
    assert tally(s).winners == [1]
    calc.over_box.value = True                               # the final round is over
    assert calc.state.is_over and calc.state.winners() == [1]
    panel = plain(calc.score_panel.value)
    assert "엘도라도 도착" in panel and "모은 봉쇄" in panel and "가장 강한 봉쇄" in panel
    assert "승자: P2" in panel and "ED.gap.tie-break" in panel and "끝난 국면으로" in panel
    assert "reference.ipynb#ED.gap.tie-break" in calc.score_panel.value
    # the notation shows it and reads back
    assert "pieces=ED,ED,B8" in calc.text and ed.from_position(calc.text) == calc.state
    # in English too
    calc.lang_buttons.value = "en"
    panel = plain(calc.score_panel.value)
    assert "Winner: P2" in panel and "reached El Dorado" in panel and "stronger" in panel


@pytest.fixture(scope="module")
def untouched():
    """One editor for the refusals, which change nothing (each test checks that they did not)."""
    with kept():
        yield widgets.Editor("el_dorado", players=3, lang="en")


@pytest.mark.parametrize("lang, words", [("en", "mountain"), ("ko", "검정 산")])
def test_a_piece_on_a_mountain_is_refused_and_nothing_changes(untouched, lang, words):
    e = untouched
    e.lang_buttons.value = lang  # the refusal is said in the editor's language
    e.choose(mode="piece")
    before = e.text
    assert click(e, "B18") is None
    assert words in e.message and "ED.move.blocked" in e.message
    assert e.text == before and e.index == 0


def test_a_fourth_scout_is_refused_in_both_languages():
    e = widgets.Editor(ed.from_position("players=2 hand1=Sc,Sc,Ex,Tr hand2=Sc,Ex,Tr,Tr"), lang="ko")
    e.choose(mode="card", pile="discard")
    before = e.text
    assert click(e, "market:Tb") is not None                  # a Trailblazer from the market
    assert e.state.discards[0] == ("Tb",) and e.state.market_count("Tb") == 2
    e.palette_buttons["card"]["Sc"].click()
    e.add_button.click()                                      # no Scout left: all three are held
    assert "정찰병" in e.message and "ED.setup.market-board" in e.message
    assert e.state.discards[0] == ("Tb",)
    e.lang_buttons.value = "en"
    e.add_button.click()
    assert "Scout" in e.message
    e.undo()
    assert e.text == before


def test_cards_of_another_player_are_edited_on_the_board_and_listed():
    e = widgets.Editor("el_dorado", players=3, lang="en")
    e.player_buttons[2].click()
    hand = e.state.hands[2]
    e.choose(mode="erase")
    # the board shows P3's hand; P3 is not to play, so 3 cards with a draw pile left cannot be
    assert click(e, f"hand:{hand[0]}") is None and "ED.turn.draw" in e.message
    e.choose(mode="card", pile="hand")
    assert click(e, "hand:Ex") is not None                    # one more Explorer, from P3's draw pile
    assert e.state.hands[2].count("Ex") == hand.count("Ex") + 1 and len(e.state.draws[2]) == 3
    assert e.state.hands[0] == ed.from_position("players=3").hands[0]
    assert "Cards of P3" in plain(e.piles_html.value) and "Explorer" in plain(e.piles_html.value)


def test_market_stacks_go_to_the_reserve_and_back():
    e = widgets.Editor("el_dorado", players=2, lang="en")
    e.choose(mode="market")
    assert click(e, "market:Sc") is not None
    assert e.state.market[0] is None and ("Sc", 3) in e.state.reserve
    assert click(e, "market:Na") is not None                  # a reserve stack onto the empty slot
    assert e.state.market[0] == ("Na", 3)
    assert click(e, "market:Pi") is None and "no market slot is empty" in e.message


def test_the_course_and_turn_boxes_edit_through_rulekit():
    e = widgets.Editor("el_dorado", players=3, lang="ko")
    e.course_box.value = 1
    assert e.state.course_id == 1 and "황금 언덕" in e.message
    e.rounds_box.value = 2
    e.current_box.value = 1
    assert (e.state.round, e.state.current_player, e.state.turn) == (2, 1, 7)
    e.over_box.value = True                                  # nobody has arrived: refused, box restored
    assert not e.state.is_over and e.over_box.value is False and "엘도라도" in e.message


def test_two_players_arrive_only_with_both_pieces():
    calc = widgets.ScoreCalculator("el_dorado", players=2, lang="en")
    calc.choose(mode="piece", piece=0)
    assert click(calc, "Z0") is not None
    assert not calc.state.final_round and "Winner" not in plain(calc.score_panel.value)
    calc.choose(piece=1)
    assert click(calc, "Z2") is not None
    t = tally(calc.state)
    assert calc.state.pieces[0] == ("ED", "ED") and t.winners == [0]
    assert t.decided_by == "ED.end.two-player-arrival"
    assert "ED.end.two-player-arrival" in calc.score_panel.value


def test_a_piece_beyond_an_unbroken_blockade_is_refused_until_someone_breaks_it():
    e = widgets.Editor("el_dorado", players=3, lang="ko")
    e.choose(mode="piece")
    before = e.text
    assert click(e, "C12") is None                           # C lies beyond blockade b0
    assert "ED.gap.blockade-closed" in e.message and "b0" in e.message and e.text == before
    e.choose(mode="blockade")
    assert click(e, "b0") is not None
    e.choose(mode="piece")
    assert click(e, "C12") is not None and e.state.pieces[0] == ("C12",)
    e.choose(mode="blockade")                                # laying b0 back would strand the piece
    assert click(e, "b0") is None and "ED.gap.blockade-closed" in e.message
