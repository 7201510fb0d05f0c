"""Every game's board fits a classroom screen, and speaks Korean in words.

At 1280x900 in JupyterLab with the side bars folded, the notebook shows about 780 CSS px of height;
the Explorer's message line sits above the board.  So every board picture, at the Explorer's normal
width, is at least 900 px wide, at most 720 px tall (El Dorado's 700, whatever the course), with no
text under 11 px; ``tests/test_browser.py`` measures the same in a real browser.  In Korean the
picture names things in words: letters may stand beside a pictogram as a colour-blind aid, but no
run of bare letters (``B W``, ``B C N I K``, ``M C P G``) and no letter code before a word
(``CC 타일``) stands where a word belongs.
"""
from __future__ import annotations

import re

import matplotlib
import pytest
import tiers

matplotlib.use("Agg")

import rulekit  # noqa: E402
from rulekit import Rng  # noqa: E402
from rulekit import el_dorado as ed  # noqa: E402
from widgets.board import BOARD_WIDTHS, MAX_BOARD_HEIGHT_PX, MIN_TEXT_PX, view_class  # noqa: E402

GAMES = ("golden_ankh", "el_dorado", "fertility", "elfengold")
MIN_WIDTH, MAX_HEIGHT = 900, MAX_BOARD_HEIGHT_PX
NORMAL = BOARD_WIDTHS["normal"]
#: Two or more bare capital letters in a row ("B W", "(B C N I K)", "M C P G"), or a letter code
#: before a Korean word ("CC 타일").
LETTER_RUN = re.compile(r"(?<![A-Za-z0-9])[A-Z](?:[ ,·]+[A-Z])+(?![A-Za-z0-9])")
CODE_BEFORE_WORD = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2,}\s*[\uac00-\ud7a3]")


def figure_texts(fig) -> list[str]:
    """The strings of every visible text artist of a figure (its Axes' texts and any other)."""
    found = []
    for artist in fig.findobj(lambda a: hasattr(a, "get_text") and hasattr(a, "get_visible")):
        text = artist.get_text()
        if isinstance(text, str) and text.strip() and artist.get_visible():
            found.append(text)
    return found


def letter_labels(texts: list[str]) -> list[str]:
    """The texts that carry bare letters where Korean words belong."""
    return [t for t in texts if LETTER_RUN.search(t) or CODE_BEFORE_WORD.search(t)]


def test_the_letter_check_sees_what_it_should():
    bad = ["가격(B W)", "CC 타일", "M C P G", "P E C U T D R", "첫 게임 경로 (B C N I K)"]
    good = ["P1 차례", "파 ×2", "A", "카드 덱 37", "C12", "유니콘, 수레"]
    assert letter_labels(bad) == bad
    assert letter_labels(good) == []


def played(game: str, players: int, steps: int, seed: int = 1):
    """A position ``steps`` random moves into a game (the board shows more than at the start)."""
    state = rulekit.load(game).new_game(players=players, seed=seed)
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


CASES = [(g, n) for g in GAMES for n in sorted({min(rulekit.load(g).PLAYERS), max(rulekit.load(g).PLAYERS)})]


def fit_case(game: str, players: int, lang: str):
    """Every case in the deep tier; the fast tier leaves out the English boards of the fewest players
    (the same drawing, with fewer seats than the English board of the most players it keeps)."""
    fewest = players < max(rulekit.load(game).PLAYERS) and lang == "en"
    return pytest.param(game, players, lang, marks=[pytest.mark.deep] if fewest else [])


@pytest.mark.parametrize(("game", "players", "lang"),
                         [fit_case(g, n, lang) for g, n in CASES for lang in ("ko", "en")])
def test_every_board_fits_the_screen_in_both_languages(game, players, lang):
    rulekit.set_language(lang)
    try:
        states = [rulekit.load(game).new_game(players=players, seed=1)]
        if lang == "ko":
            states.append(played(game, players, 25))
        for state in states:
            view = view_class(game)(state, css_width=NORMAL)
            w_in, h_in = view.fig.get_size_inches()
            width, height = w_in * view.fig.dpi, h_in * view.fig.dpi
            assert width >= MIN_WIDTH, f"{game} ({players}): {width:.0f} px wide"
            assert height <= MAX_HEIGHT, f"{game} ({players}): {height:.0f} px tall"
            assert view.smallest_text_px(NORMAL) >= MIN_TEXT_PX
            if lang == "ko":
                assert letter_labels(figure_texts(view.fig)) == [], game
    finally:
        rulekit.set_language("en")


def blocks_apart(layout, centres: list[tuple[float, float]]) -> None:
    """The turn's blocks lie inside the picture below the status line, apart from each other and
    from every space of the course."""
    boxes = [(x, top - h, x + w, top) for x, top, w, h, _ in layout.blocks.values()]
    for i, a in enumerate(boxes):
        assert 0 <= a[0] and a[2] <= NORMAL and 0 <= a[1] and a[3] <= layout.height - layout.STATUS
        for b in boxes[i + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
        for x, y in centres:
            assert not (a[0] < x < a[2] and a[1] < y < a[3]), (a, x, y)


@pytest.mark.parametrize("course", tiers.sample(sorted(ed.COURSE_NAMES), 3))
def test_every_el_dorado_course_keeps_its_turn_on_one_screen(course):
    """ED.setup.course-first and the other courses: the course, the hand, the buttons, the market and
    the reserve all inside one 960 x 700 picture, none drawn over another, every place clickable (every
    course in the deep tier; the first course and two others in the fast tier)."""
    from widgets.el_dorado import PIC_H, BoardView
    from widgets.el_dorado.layout import Layout

    rulekit.set_language("ko")
    try:
        view = BoardView(ed.new_game(players=4, seed=1, course=course))
        assert view.image_size == (NORMAL, PIC_H) == (NORMAL, 700)
        assert view.layout.s * 3**0.5 >= 24, "the spaces stay large enough to read"
        assert letter_labels(figure_texts(view.fig)) == []
        blocks_apart(view.layout, list(view.centres.values()))
        two = Layout(view.state.course, 2)  # two players' piles are shorter
        blocks_apart(two, [two.at(c) for c in view.state.course.coords.values()])
        for slot in view.hand_cards + view.market_cards + view.reserve_cards + list(view.buttons.values()):
            x, y, w, h = slot["xywh"]
            assert 0 <= x and x + w <= NORMAL and 0 <= y and y + h <= PIC_H - view.layout.STATUS, slot["xywh"]
        state = view.state
        places = [f"hand:{c}" for c in state.hands[0]] + ["b0", ("button", "end"), course_space(state)]
        for place in places:
            assert view.target_at(*view.place_xy(place)) == place
    finally:
        rulekit.set_language("en")


def course_space(state) -> str:
    return next(iter(state.course.coords))


def test_korean_panels_name_elfengold_cards_and_tiles_in_words():
    from widgets.elfengold import cards_text, supply_text

    rulekit.set_language("ko")
    try:
        assert letter_labels([cards_text("PECUTDR"), supply_text("UTp", own=True)]) == []
        assert "유니콘" in cards_text("U")
    finally:
        rulekit.set_language("en")
    assert cards_text("UT") == "U T"


def test_korean_refusals_name_prices_and_tiles_in_words():
    """GA.buy.price names the price's colours; FE.endturn.take-public names the tile's resources."""
    from rulekit import golden_ankh as ga
    from rulekit.fertility.end import _tile_ko

    state = ga.new_game(players=2, seed=1)
    refused = [c for c in state.explain("buy 6 0,0") if not c.passed]
    assert [c.rule for c in refused] == ["GA.buy.price"]
    assert "파랑 1개" in refused[0].ko and letter_labels([refused[0].ko]) == []
    assert "B" in refused[0].en  # the English keeps the notation's letters
    assert _tile_ko("CC") == "소·소" and letter_labels([f"{_tile_ko('CC')} 타일"]) == []
