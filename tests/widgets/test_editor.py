"""The position editor and the score calculator, driven by clicks alone (palette buttons and board
clicks at pixels, through the same code path as the mouse)."""

import pytest
from shared_drawings import kept

import widgets
from rulekit import golden_ankh as ga
from widgets.editor import EditorSpec, label, spec_for

# The rulebook's scoring example (점수계산 예시, 24 points), in an order where each tile touches one before.
EXAMPLE_CLICKS = [
    ((0, 0), "W2"),
    ((1, 0), "G2"),
    ((1, 1), "GJ"),
    ((1, 2), "GD"),
    ((0, 2), "GS"),
    ((0, 3), "BS"),
    ((1, 3), "GP"),
    ((2, 1), "RD"),
    ((2, 2), "RJ"),
    ((2, 3), "WJ"),
    ((2, 4), "WJ"),
]


def click(ed, place):
    """A mouse click on the centre of ``place`` as the board picture shows it now."""
    xy = ed.view.place_pixel(place)
    assert xy is not None, f"{place} is not drawn"
    return ed.click_board(*xy)


def build_example(ed):
    for (r, c), code in EXAMPLE_CLICKS:
        ed.palette_buttons["colour"][code[0]].click()
        ed.palette_buttons["kind"][code[1]].click()
        assert click(ed, ("ground", r, c)) is not None, ed.message
    ed.palette_buttons["colour"]["R"].click()
    ed.palette_buttons["kind"]["2"].click()
    assert click(ed, ("upper", 1, 1)) is not None, ed.message


@pytest.fixture(scope="module", params=["ko", pytest.param("en", marks=pytest.mark.deep)])
def example(request):
    """The rulebook's example clicked into a calculator in Korean (and, in the deep tier, in English);
    the tests read it, and put back a tool they choose."""
    with kept():
        calc = widgets.ScoreCalculator("golden_ankh", lang=request.param)
        build_example(calc)
        yield calc


def test_clicks_build_the_rulebook_24_point_example_and_the_calculator_shows_it(example):
    calc, lang = example, example.lang_buttons.value
    assert calc.state.layout(0) == ga.layout_from_text(
        "W2 . GS BS . / G2 GJ GD GP . / . RD RJ WJ WJ ^ . . . . / . R2 . ."
    )
    score = calc.scores[0]
    assert score.total == 24
    # the rulebook: colour 2 + 5 + 3, animals 3 + 2, numbers 6, bonus marker 3, tokens 0
    assert score.parts == {"colour": 10, "animals": 5, "numbers": 6, "bonus": 3, "tokens": 0}
    panel = calc.score_panel.value
    assert (
        "<td style='padding:3px 8px;border-bottom:1px solid #ddd;text-align:right;font-variant-numeric:"
        "tabular-nums;font-weight:bold'>24</td>" in panel
    )
    for rule in (
        "GA.score.colour-groups",
        "GA.score.animal-groups",
        "GA.score.numbers",
        "GA.score.tokens",
        "GA.score.total",
        "GA.win.highest",
    ):
        assert f"reference.ipynb#{rule}" in panel
    if lang == "ko":
        assert "인접한 같은 색깔의 타일" in panel and "합계" in panel and "승자: P1" in panel
        calc.lang_buttons.value = "en"  # the English panel of the same calculator
        try:
            assert "Winner: P1" in calc.score_panel.value and "승자" not in calc.score_panel.value
        finally:
            calc.lang_buttons.value = "ko"
    else:
        assert "Winner: P1" in panel
    assert "p1 layout W2 .  GS BS ." in calc.text_box.value


def test_the_scored_groups_are_marked_on_the_board(example):
    shown = example.tool["show"]
    try:
        scored_groups_marked(example)
    finally:
        example.palette_buttons["show"][shown].click()  # the shared calculator as it was


def scored_groups_marked(calc):
    calc.palette_buttons["show"]["animals"].click()
    strong, _ = calc._marks()
    # jackals RJ WJ WJ and scarabs GS BS; not the lone green jackal
    # (rulebook: 녹색 자칼 타일은 … 점수가 없습니다)
    assert sorted(strong) == [
        ("ground", 0, 2),
        ("ground", 0, 3),
        ("ground", 2, 2),
        ("ground", 2, 3),
        ("ground", 2, 4),
    ]
    calc.palette_buttons["show"]["bonus"].click()
    strong, _ = calc._marks()
    # the five green tiles that earn the bonus marker (GA.bonus.colour-five), joined under the upper tile
    assert sorted(strong) == [
        ("ground", 0, 2),
        ("ground", 1, 0),
        ("ground", 1, 1),
        ("ground", 1, 2),
        ("ground", 1, 3),
    ]


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_a_refused_click_says_why_in_the_editor_language_and_changes_nothing(lang):
    ed = widgets.Editor("golden_ankh", lang=lang)
    ed.choose(colour="R", kind="J")
    click(ed, ("ground", 0, 0))
    before, text, index = ga.position_text(ed.state), ed.text_box.value, ed.index
    assert click(ed, ("ground", 1, 1)) is None  # corner contact only
    assert ga.position_text(ed.state) == before and ed.text_box.value == text and ed.index == index
    assert "GA.place.adjacent" in ed.message
    assert ed.message.startswith(label("refused", lang, why="")[:4])
    if lang == "ko":
        assert "상하좌우" in ed.message
    else:
        assert "along a side" in ed.message
    # a second red jackal: the game has two, and the other one is for sale in this market
    assert [ed.state.comp.tiles[t].code for t in ed.state.market].count("RJ") == 1
    before = ga.position_text(ed.state)
    assert click(ed, ("ground", 0, 1)) is None
    assert "GA.setup.tile-stacks" in ed.message and ga.position_text(ed.state) == before
    assert "RJ" in ed.message and ("market" if lang == "en" else "시장") in ed.message


def test_erase_move_and_storehouse_tools():
    ed = widgets.Editor("golden_ankh", lang="en")
    for (r, c), code in [((0, 0), "RH"), ((0, 1), "RJ"), ((1, 0), "GS"), ((1, 1), "GJ")]:
        ed.choose(colour=code[0], kind=code[1])
        click(ed, ("ground", r, c))
    ed.choose(mode="store")
    click(ed, ("ground", 0, 0))
    assert ed.state.layout(0).stored == frozenset({(0, 0, 0)})
    ed.choose(mode="put", colour="R", kind="2")
    click(ed, ("upper", 0, 0))  # covers the storehouse: the token goes back
    assert ed.state.layout(0).stored == frozenset() and ed.state.layout(0).upper[(0, 0)].code == "R2"
    ed.choose(mode="erase")
    assert click(ed, ("ground", 1, 1)) is None and "GA.place.upper-layer" in ed.message
    click(ed, ("upper", 0, 0))
    ed.choose(mode="move")
    assert click(ed, ("ground", 1, 1)) is None and ed.pending == ("ground", 1, 1)  # first the tile …
    assert click(ed, ("ground", 2, 0)) is not None  # … then where it goes
    assert ed.state.layout(0).ground[(2, 0)].code == "GJ" and (1, 1) not in ed.state.layout(0).ground


def test_the_notation_box_works_both_ways_and_undo_redo():
    ed = widgets.Editor("golden_ankh", lang="ko")
    ed.choose(colour="B", kind="F")
    click(ed, ("ground", 0, 0))
    assert ed.text_box.value.splitlines()[-1] == "p1 layout BF"
    ed.text_box.value = ed.text_box.value.replace("p1 layout BF", "p1 layout BF BJ\np2 layout KS")
    ed.apply_button.click()
    assert ed.state.layout(1).ground[(0, 0)].code == "KS" and ed.state.tiles_placed(0) == 2
    ed.text_box.value = "p1 layout BF . BJ"
    ed.apply_button.click()
    assert "GA.place.adjacent" in ed.message and ed.state.tiles_placed(1) == 1  # refused: unchanged
    assert ed.text_box.value == "p1 layout BF . BJ"  # the typed text stays, to be corrected
    ed.undo_button.click()
    assert ed.state.tiles_placed(0) == 1 and ed.state.tiles_placed(1) == 0
    ed.redo_button.click()
    assert ed.state.tiles_placed(1) == 1


def test_player_buttons_and_panels():
    ed = widgets.Editor("golden_ankh", players=3, lang="en")
    ed.player_buttons[2].click()
    ed.choose(colour="K", kind="D")
    click(ed, ("ground", 0, 0))
    assert ed.state.tiles_placed(2) == 1 and ed.state.tiles_placed(0) == 0
    ed.token_boxes[1][5].value = 2  # P2 holds 2 ankh tokens
    assert ed.state.hands[1][5] == 2
    ed.token_boxes[0][0].value = 4
    ed.token_boxes[1][0].value = 3  # 4 + 3 > the 6 blue tokens: refused, box restored
    assert ed.state.hands[1][0] == 0 and ed.token_boxes[1][0].value == 0 and ed.state.hands[0][0] == 4
    ed.stack_boxes[0].value = 3
    assert len(ed.state.stacks[0]) == 3
    ed.current_box.value = 1
    assert ed.state.current_player == 1
    ed.bonus_boxes[2].value = 1  # no group of five: refused
    assert ed.state.bonus[2] == () and "GA.gap.bonus-groups" in ed.message


def test_hand_over_to_explorer_quiz_and_steps():
    ed = widgets.Editor("golden_ankh", lang="en")
    ex = ed.explorer()
    assert ex.state == ed.state
    q = ed.quiz("take B B B W")
    assert q.is_legal is False
    ed.explorer_button.click()
    assert "wrong" not in ed.message
    ed.quiz_button.click()  # no action typed yet: it says what to do
    assert label("need_action", "en") in ed.message
    ed.actions_box.value = "take B W K; end"
    ed._say("")
    ed.quiz_button.click()
    ed.steps_button.click()
    assert ed.message == ""


def test_the_framework_has_no_editor_for_an_unknown_game():
    with pytest.raises(ValueError):
        spec_for("chess")
    assert issubclass(type(spec_for("golden_ankh")), EditorSpec)


def test_the_market_its_price_markers_and_the_stacks_by_clicks_and_boxes():
    ed = widgets.Editor("golden_ankh", lang="ko")
    s = ed.state
    ed.choose(colour="K", kind="H")
    click(ed, ("market", 2))                                    # put: this tile for sale in space 2
    assert ed.state.comp.tiles[ed.state.market[1]].code == "KH"
    ed.choose(mode="erase")
    click(ed, ("market", 2))                                    # erase: the space is empty
    assert ed.state.market[1] is None and "시장 2번 칸" in ed.message
    a = len(ed.state.stacks[0])
    click(ed, ("stack", "A"))                                   # erase on a stack: one tile fewer
    assert len(ed.state.stacks[0]) == a - 1
    ed.choose(mode="put")
    click(ed, ("stack", "A"))
    assert len(ed.state.stacks[0]) == a
    # the price markers, in the notation's letters; a set the game does not have is refused
    prices = ed.price_box.value.split()
    assert len(prices) == 6
    ed.price_box.value = " ".join([prices[1], prices[0], *prices[2:]])   # spaces 1 and 2 swap their markers
    assert ed.state.prices[0] == s.prices[1] and ed.state.prices[1] == s.prices[0]
    before, shown = ga.position_text(ed.state), ed.price_box.value
    ed.price_box.value = " ".join(["BB", *prices[1:]])          # not the game's markers: refused
    assert "GA.setup.prices" in ed.message and ga.position_text(ed.state) == before
    assert ed.price_box.value == shown                          # the box shows the position's markers again


def _widgets(root):
    todo, out = [root], []
    while todo:
        w = todo.pop()
        out.append(w)
        todo.extend(getattr(w, "children", ()) or ())
    return out


def _hangul(text):
    return any("가" <= ch <= "힣" for ch in text)


def test_in_korean_every_button_and_heading_of_the_calculator_is_korean():
    import re

    import ipywidgets as W

    calc = widgets.ScoreCalculator("golden_ankh", lang="ko")
    seats = {f"P{n}" for n in range(1, 5)}
    english = []
    for w in _widgets(calc):
        if isinstance(w, W.Button):
            label_text = w.description.replace("✓", "").strip()
            if label_text and label_text not in seats and not _hangul(label_text):
                english.append(label_text)
        elif isinstance(w, W.HTML) and w is not calc.score_panel:
            text = re.sub(r"<[^>]+>", " ", w.value)
            text = re.sub(r"\b[BWKGRA]\b|P\d|GA\.[a-z.-]+", " ", text)  # token letters, seats, rule IDs
            if re.search(r"[A-Za-z]{3,}", text):
                english.append(text.strip())
    assert not english, english
    # the score table: the rulebook's category names, the rule IDs as they are
    rows = re.findall(r"<tr>(.*?)</tr>", calc.score_panel.value)
    assert rows and all(_hangul(re.sub(r"<[^>]+>|GA\.[a-z.-]+", "", r)) for r in rows)
    calc.lang_buttons.value = "en"                              # the language switch relabels everything
    assert calc.palette_buttons["mode"]["erase"].description == "Eraser"
    assert "Total" in calc.score_panel.value


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_a_tile_left_alone_is_accepted_with_a_note_since_a_move_can_leave_one(lang):
    # GA.ankh.move-ground: moving a tile away can leave its old neighbour touching nothing
    ed = widgets.Editor("golden_ankh", lang=lang)
    for c, code in enumerate(("RJ", "RS", "GS", "GJ")):
        ed.choose(colour=code[0], kind=code[1])
        assert click(ed, ("ground", 0, c)) is not None, ed.message
    ed.choose(mode="erase")
    assert click(ed, ("ground", 0, 2)) is not None, ed.message
    assert ga.lone_tiles(ed.state, 0) == [(0, 3)]
    assert "0,3" in ed.message and "GA.ankh.move-ground" in ed.message
    assert ("맞닿아 있지 않습니다" if lang == "ko" else "touches no other tile") in ed.message
    # two tiles that do not touch at all: no play reaches that, so it is refused
    before = ga.position_text(ed.state)
    assert click(ed, ("ground", 0, 1)) is None
    assert ga.position_text(ed.state) == before and "GA.place.adjacent" in ed.message


def test_held_drawing_makes_one_picture_the_same_as_drawing_every_click():
    """The rulebook example clicked with the picture held (as ``click_through`` does) ends at the very
    picture of clicking it with a picture after every click; only the end is drawn."""
    from widgets.golden_ankh.editor import RULEBOOK_24

    with kept():
        every, held = (widgets.ScoreCalculator("golden_ankh", lang="ko") for _ in range(2))
        for tools, place in RULEBOOK_24:
            every.choose(**tools)
            assert every.click_place(place) is not None, every.message
        start = held.board.value
        pictures = []
        held.board.observe(lambda change: pictures.append(change["new"]), names="value")
        with held.held_drawing():
            assert held.click_through(RULEBOOK_24), held.message
            assert held.board.value == start and not pictures
        assert held.state == every.state and held.scores[0].total == every.scores[0].total == 24
        assert len(pictures) == 1 and held.board.value == every.board.value
