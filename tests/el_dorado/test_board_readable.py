"""The El Dorado board is readable from the back of a class: no text under 11 CSS px at 960 px."""

from __future__ import annotations

import io

import matplotlib
import pytest

matplotlib.use("Agg")

import rulekit  # noqa: E402
from rulekit import Rng  # noqa: E402
from rulekit import el_dorado as ed  # noqa: E402
from rulekit.bots.el_dorado import RacerBot  # noqa: E402
from widgets import board  # noqa: E402
from widgets import el_dorado as wed  # noqa: E402

MIN_PX = getattr(board, "MIN_TEXT_PX", 11)
NORMAL = getattr(board, "BOARD_WIDTHS", {"normal": 960})["normal"]


def smallest_text_px(view, css_width: float) -> float:
    """The smallest visible text on the picture in CSS px: the texts and the outlined space labels."""
    found = view.smallest_text_px(css_width)
    assert found <= board.BoardView.smallest_text_px(view, css_width)
    return found


def _states():
    s = ed.new_game(players=4, seed=11, course=1)
    bot, rng = RacerBot(), Rng(5)
    mid = s
    for k in range(5000):
        if s.is_over:
            break
        s = s.apply(bot.choose(s, rng))
        if k == 120:
            mid = s
    end = s
    two = ed.from_position("players=2 blockades=BJ1*1,BJ2,BR1,BR2 pieces=C3+B8,B7+B9 "
                           "hand1=JT,Ex,Tm,Na,Sc,Tr,Ca,Si,TL,Co,Cg,Pi")
    return {
        "start": ed.new_game(players=3, seed=1),
        "mid": mid,
        "end": end,
        "two": two,
        "course5": ed.new_game(players=3, seed=2, course=5),
    }


STATES = _states()


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("name", sorted(STATES))
def test_no_text_under_the_minimum(name, lang):
    rulekit.set_language(lang)
    try:
        view = wed.BoardView(STATES[name])
        view.show(STATES[name], highlight=["hand:Ex", wed.CONFIRM], weak=["B22", ("button", "spend")])
        assert smallest_text_px(view, NORMAL) >= MIN_PX
        view.details = True
        view.relabel()
        labels = {text for text, _ in view.outlined_texts}
        assert "B6" in labels or "A6" in labels  # the space labels are shown ...
        assert smallest_text_px(view, NORMAL) >= MIN_PX  # ... at a readable size too
    finally:
        rulekit.set_language("en")


def test_space_labels_hidden_by_default_and_the_picture_is_the_normal_width():
    view = wed.BoardView(STATES["start"])
    labels = {t.get_text() for t in view.ax.texts if t.get_visible()} | {t for t, _ in view.outlined_texts}
    assert not labels & set(STATES["start"].course.terrain)
    assert min(px for _, px in view.outlined_texts) >= MIN_PX    # the spaces' numbers, as outlines
    assert view.image_size[0] == NORMAL
    assert view.image_size[1] <= 700  # a whole turn fits a classroom screen (tests/widgets/test_board_fit.py)
    s = view.layout.s  # hex radius in CSS px: the first course's spaces stay over 26 px tall
    assert s * 3**0.5 >= 26


def test_the_end_state_is_over_and_drawn():
    s = STATES["end"]
    assert s.is_over
    view = wed.BoardView(s)
    assert view.status.get_text()


def test_legend_in_both_languages():
    from PIL import Image

    for lang in ("en", "ko"):
        rulekit.set_language(lang)
        try:
            png = wed.legend_png()
        finally:
            rulekit.set_language("en")
        image = Image.open(io.BytesIO(png))
        assert image.size[0] >= 400 and image.size[1] >= len(wed.LEGEND) * 25
    assert {row[0] for row in wed.LEGEND} >= {
        "machete",
        "paddle",
        "coin",
        "rubble",
        "basecamp",
        "mountain",
        "blockade",
        "eldorado",
    }


def test_the_large_size_is_wider_and_clicks_still_land():
    large = getattr(board, "BOARD_WIDTHS", {}).get("large", 1200)
    view = wed.BoardView(STATES["mid"], css_width=large)
    assert view.image_size[0] == large
    assert view.smallest_text_px(large) > view.smallest_text_px(NORMAL) >= MIN_PX
    w, h = view.image_size
    for place in ("hand:" + STATES["mid"].hands[STATES["mid"].current_player][0], ("button", "end"), "b0"):
        px, py = view.place_pixel(place)
        assert view.target_at(*view.pixel_to_data(px, py, w, h)) == place
