"""The Fertility position editor and score calculator, driven by clicks (palette buttons, the menus
under the board and board clicks through the same code path as the mouse)."""
import re

import pytest
from shared_drawings import kept

import widgets
from rulekit import fertility as fe
from rulekit.fertility import edit
from rulekit.fertility.scoring import leaders
from widgets.fertility import editor as ef


def cells(ed, *places):
    """Mouse clicks on the centres of board places, one after another; the last result."""
    out = None
    for place in places:
        xy = ed.view.place_pixel(place)
        assert xy is not None, f"{place} is not drawn"
        out = ed.click_board(*xy)
    return out


def hangul(text):
    return any("\uac00" <= ch <= "\ud7a3" for ch in text)


@pytest.fixture(scope="module")
def example():
    with kept():
        calc = widgets.ScoreCalculator("fertility", players=4, lang="ko")
        ef.click_example(calc)
        yield calc


def test_clicks_build_the_scoring_example(example):
    s = example.state
    scores = fe.score(s)
    assert [scores[p].total for p in range(4)] == [33, 33, 25, 27]
    # 리사 (P1): papyrus -> 5 deben (FE.shop.deben); cattle without the marble: nothing (FE.score.incomplete)
    assert s.goods[0][(2, 1)] == "P" and s.goods[0][(3, 1)] == "C"
    assert scores[0].parts == {"normal shops": 5, "special shops": 2, "god statues": 7, "monuments": 15,
                               "wheat store": 4}
    # the rulebook's monument example: two tie for most (15 each), two tie for the next (7 each)
    assert [scores[p].parts["monuments"] for p in range(4)] == [15, 15, 7, 7]
    # FE.win.fewer-resources: P1 and P2 tie on 33 deben; P1 has 6 resources on the city board, P2 8
    assert leaders(s) == ([0], "FE.win.fewer-resources") and s.winners() == [0]
    assert example.text == edit.text(s)
    assert fe.format_position(fe.parse_position(example.text)) == example.text


def test_the_calculator_shows_the_breakdown_winner_and_rules(example):
    panel = example.score_panel.value
    names = ("1. 일반 상점", "2. 특수 상점", "3. 신들의 조각상", "4. 기념물", "5. 밀 저장고", "디벤 합계")
    for name in names:
        assert name in panel
    for rule in ("FE.score.normal-shops", "FE.score.special-shops", "FE.score.statues", "FE.score.monuments",
                 "FE.score.wheat", "FE.score.order", "FE.win.fewer-resources"):
        assert f"reference.ipynb#{rule}'" in panel
    totals = re.findall(r"font-weight:bold'>(\d+)</td>", panel)
    assert totals == ["33", "33", "25", "27"]
    assert "승자: P1" in panel and "이시스, 라" in panel     # P1's statue kinds, in Korean
    assert "Normal shops" not in panel and "Winner" not in panel
    example.lang_buttons.value = "en"
    try:
        panel = example.score_panel.value
        assert "1. Normal shops" in panel and "Winner: P1" in panel
        assert not hangul(panel.split("</summary>")[1])
    finally:
        example.lang_buttons.value = "ko"


def test_the_scored_places_are_marked_on_the_board(example):
    strong, weak = ef.SPEC.score_marks(example)
    # P1's completed shops (papyrus 5, the special cattle shop, the two statue shops), not the unfinished one
    assert {("shop", 2, 1), ("shop", 4, 1), ("shop", 5, 1), ("shop", 6, 1)} <= set(strong)
    assert ("shop", 3, 1) not in strong and ("shop", 1, 1) not in strong   # unfinished; wheat at once
    # the monument ranking: first place (15) strong, second place (7) dashed
    assert {(0, 0), (0, 1), (1, 0), (0, 2), (0, 3), (1, 1)} <= set(strong)
    assert {(1, 2), (1, 3)} <= set(weak)
    example.choose(show="none")
    try:
        assert ef.SPEC.score_marks(example) == ([], [])
    finally:
        example.choose(show="all")


# English in the deep tier; in the fast tier test_refusals_are_bilingual_and_change_nothing has English
@pytest.mark.parametrize("lang", ["ko", pytest.param("en", marks=pytest.mark.deep)])
def test_a_tile_placed_by_two_clicks_and_a_refused_one(lang):
    ed = widgets.Editor("fertility", players=2, lang=lang)
    r, c = ed.state.start
    ed.choose(mode="tile", tile="PG")
    assert cells(ed, (r - 1, c)) is None and ed.pending == (r - 1, c)
    strong, weak = ef.SPEC.marks(ed)
    assert strong == [(r - 1, c)] and (r - 2, c) in weak        # the cells beside it that are free
    assert cells(ed, (r - 2, c)) is not None
    assert ed.state.site[ed.state.board.index((r - 1, c))] == "P" and "tiles 1,6-2,6" in ed.text
    before = ed.text
    assert cells(ed, (0, 0), (0, 1)) is None                     # touches nothing of its kind
    assert ed.text == before and "FE.place.connect-same-site" in ed.message
    assert hangul(ed.message) == (lang == "ko")
    ed.choose(mode="turn")
    assert cells(ed, (r - 1, c)) is None and ed.text == before  # turned, its G would touch no G
    ed.undo()
    assert ed.state.site[ed.state.board.index((r - 1, c))] == ""
    ed.redo()
    ed.choose(mode="erase")
    assert cells(ed, (r - 2, c)) is not None and ed.state.site[ed.state.board.index((r - 1, c))] == ""


def test_refusals_are_bilingual_and_change_nothing():
    for lang in ("ko", "en"):
        calc = widgets.ScoreCalculator("fertility", players=2, lang=lang)
        calc.choose(mode="district")
        calc.district_box.value = "D16"                      # cattle + marble -> 7
        cells(calc, ("lot", 1))
        before = calc.text
        calc.choose(mode="goods", goods="P")
        assert cells(calc, ("shop", 1, 1)) is None          # papyrus on a cattle-and-marble shop
        assert calc.text == before and "FE.supply.shown-only" in calc.message
        assert hangul(calc.message) == (lang == "ko")
        calc.choose(mode="monument")
        for cell in ((0, 0), (0, 1), (0, 2), (0, 3)):
            cells(calc, cell)
        before = calc.text
        assert cells(calc, (1, 0)) is None and calc.text == before   # a fifth monument
        assert "FE.setup.monuments" in calc.message
        calc.choose(mode="erase")
        assert cells(calc, ("shop", 1, 1)) is None and calc.text == before  # nothing on the shop
        assert hangul(calc.message) == (lang == "ko")


def test_panels_and_the_text_box():
    ed = widgets.Editor("fertility", players=3, lang="ko")
    ed.wheat_boxes[1].value = 6
    assert ed.state.wheat[1] == 6
    ed.beside_boxes[0][1].value = 2
    assert ed.state.beside[0] == [0, 2, 0, 0]
    ed.kind_boxes[2].value = "obelisk"                      # P1 has the obelisks: refused, box restored
    assert ed.state.monument_kinds[2] == "sphinx" and ed.kind_boxes[2].value == "sphinx"
    assert "FE.setup.monuments" in ed.message and hangul(ed.message)
    ed.hand_boxes[0][0].value = "GG"
    assert ed.state.comp.tiles[ed.state.hands[0][0]] == "GG"
    ed.phase_box.value = "over"
    assert ed.state.is_over
    ed.player_buttons[1].click()
    assert ed.view.seat(ed.state) == 1 and "P2의 도시판" in ed.view.city_label.get_text()
    # the notation both ways: typed text redraws the board; a bad one is refused and changes nothing
    text = ed.text.replace("wheat 6", "wheat 8")
    assert ed.apply_text(text) and ed.state.wheat[1] == 8
    before = ed.text
    assert not ed.apply_text(before.replace("wheat 8", "wheat 99")) and ed.text == before
    assert "밀은 0부터 15까지" in ed.message


def test_districts_row_and_the_district_menu():
    ed = widgets.Editor("fertility", players=2, lang="en")
    did = ed.state.row[0]
    ed.choose(mode="district")
    assert cells(ed, ("row", 1)) is None and ed.district_box.value == did   # a face-up tile chosen
    assert cells(ed, ("lot", 2)) is not None and ed.state.lots[0][1] == did and ed.state.row[0] is None
    ed.choose(mode="erase")
    assert cells(ed, ("lot", 2)) is not None and ed.state.lots[0][1] is None
    ed.row_boxes[0].value = did
    assert ed.state.row[0] == did


@pytest.fixture(scope="module")
def handed_over():
    """An editor with one tile placed (in the place phase) and the Explorer it opens; only read."""
    with kept():
        ed = widgets.Editor("fertility", players=2, lang="ko")
        r, c = ed.state.start
        ed.choose(mode="tile", tile="PG")
        cells(ed, (r - 1, c), (r - 2, c))
        assert ed.state.site[ed.state.board.index((r - 1, c))] == "P"
        yield ed, ed.explorer()


def test_the_edited_position_goes_to_an_explorer_and_a_quiz(handed_over):
    ed, explorer = handed_over
    assert explorer.state == ed.state and explorer.state.legal_actions()
    action = str(ed.state.legal_actions()[0])
    quiz = ed.quiz(action)
    assert quiz.state == ed.state


def test_a_calculator_starts_on_the_cities():
    calc = widgets.ScoreCalculator("fertility", players=3, lang="en")
    assert calc.tool["mode"] == "district" and calc.state.is_over and calc.state.num_players == 3
    assert "district" in calc.view.note.lower() or "lot" in calc.view.note.lower()


def test_the_editor_board_has_no_buttons_of_a_turn(handed_over):
    ed, explorer = handed_over
    assert ed.state.phase == "place" and ed.view.place_xy(("button", "turn")) is None
    assert explorer.view.place_xy(("button", "turn")) is not None   # the Explorer's board keeps them
