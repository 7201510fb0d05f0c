"""The Elfengold editor and final tally, driven by clicks on the board picture (the mouse's path)."""
import re

import pytest
from shared_drawings import kept

import widgets
from rulekit import elfengold as eg


def plain(html_text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html_text))


def click(editor, place):
    x, y = editor.view.place_pixel(place)
    return editor.click_board(x, y)


def test_a_finished_game_built_by_clicks_shows_the_gold_tie_break():
    calc = widgets.ScoreCalculator("elfengold", players=2, lang="ko")
    calc.choose(mode="town")
    for town in ("Beata", "Virst", "Yttar"):
        assert click(calc, town) is not None                 # P1's town markers
    calc.player_buttons[1].click()
    for town in ("Beata", "Virst", "Strykhaven"):
        assert click(calc, town) is not None                 # P2's
    calc.choose(mode="boot")
    assert click(calc, "Strykhaven") is not None
    calc.gold_boxes[1].value = 15
    calc.round_box.value = 6
    calc.phase_box.value = "over"
    s = calc.state
    assert s.is_over and s.towns(0) == s.towns(1) == 3 and s.winners() == [1]
    panel = plain(calc.score_panel.value)
    assert "방문한 도시" in panel and "금화" in panel and "승자: P2" in panel
    assert "EG.end.tie-gold" in panel and "reference.ipynb#EG.end.most-towns" in calc.score_panel.value
    assert eg.position_text(eg.from_position(calc.text)) == calc.text
    calc.lang_buttons.value = "en"
    assert "Winner: P2" in plain(calc.score_panel.value)


@pytest.fixture(scope="module")
def untouched():
    """One editor for the refusals, which change nothing (each test checks that they did not)."""
    with kept():
        yield widgets.Editor("elfengold", players=3, lang="en")


@pytest.mark.parametrize("lang, words", [("en", "desert"), ("ko", "사막")])
def test_a_giant_pig_on_a_desert_road_is_refused_and_nothing_changes(untouched, lang, words):
    e = untouched
    e.lang_buttons.value = lang  # the refusal is said in the editor's language
    e.choose(mode="road", tile="P")
    before = e.text
    assert click(e, "R25") is None
    assert words in e.message and "EG.plan.terrain-fit" in e.message
    assert e.text == before and e.index == 0


def test_tiles_on_roads_and_in_hand_by_clicks():
    e = widgets.Editor("elfengold", players=2, lang="en")
    e.choose(mode="road", tile="T")
    assert click(e, "R12") is not None
    e.choose(tile="L")
    assert click(e, "R12") is not None                       # a log beside the troll wagon
    assert e.state.roads[11] == "TL"
    e.choose(mode="erase")
    assert click(e, "R12") is not None and e.state.roads[11] == "T"
    e.choose(mode="supply", tile="D", side="down")
    e.add_tile_button.click()
    assert e.state.supply[0] == "d"
    assert click(e, ("tile", "d")) is not None and e.state.supply[0] == "D"   # turned face up
    e.choose(mode="erase")
    assert click(e, ("tile", "D")) is not None and e.state.supply[0] == ""


def test_card_boxes_refuse_more_cards_than_the_game_has():
    e = widgets.Editor("elfengold", players=2, lang="ko")
    e.card_boxes[1]["U"].value = 0
    e.card_boxes[0]["U"].value = 9
    assert e.state.hands[0].count("U") == 9
    before = e.text
    e.card_boxes[1]["U"].value = 1                           # a tenth unicorn
    assert "유니콘" in e.message and "EG.setup.card-deck" in e.message
    assert e.text == before and e.card_boxes[1]["U"].value == 0


def test_over_before_round_six_is_refused():
    e = widgets.Editor("elfengold", players=2, lang="en")
    e.phase_box.value = "over"
    assert not e.state.is_over and e.phase_box.value == "plan" and "round 6" in e.message
