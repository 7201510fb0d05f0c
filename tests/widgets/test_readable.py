"""Every board a class can read: no text under MIN_TEXT_PX at the Explorer's width, in both languages.

The pictures the lessons draw (``widgets.draw``, ``show_steps``, ``Quiz``) and the Explorer's board
are measured on states from the start, the middle and the end of seeded games.
"""
from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402

import rulekit  # noqa: E402
import widgets  # noqa: E402
from rulekit.rng import Rng  # noqa: E402
from widgets.board import BOARD_WIDTHS, MIN_TEXT_PX, build_view, view_class  # noqa: E402

GAMES = ["golden_ankh", "el_dorado", "fertility", "elfengold"]


def states(game: str) -> list:
    """A start, a middle and a late state of a seeded random game."""
    module = rulekit.load(game)
    state = module.new_game(players=2, seed=4)
    rng = Rng(9)
    out = [state]
    for step in range(400):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
        if step in (60, 399):
            out.append(state)
    out.append(state)
    return out


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("game", GAMES)
def test_the_explorer_board_has_no_text_under_the_minimum(game, lang):
    with rulekit.i18n.language(lang):
        for state in states(game):
            ex = widgets.Explorer(state)
            assert ex.css_width == BOARD_WIDTHS["normal"]
            smallest = ex.view.smallest_text_px(ex.css_width)
            assert smallest >= MIN_TEXT_PX, f"{game} ({lang}, turn {state.turn}): {smallest:.1f} px"


@pytest.mark.parametrize("game", GAMES)
def test_lesson_pictures_and_the_large_size_are_readable_too(game):
    state = states(game)[1]
    view = build_view(view_class(game), state, BOARD_WIDTHS["large"])
    assert view.image_size[0] == BOARD_WIDTHS["large"]
    assert view.smallest_text_px(BOARD_WIDTHS["large"]) >= MIN_TEXT_PX * BOARD_WIDTHS["large"] / 960
    fig = widgets.draw(state)
    width_px = fig.get_size_inches()[0] * fig.dpi
    texts = widgets.board.visible_texts(fig)
    smallest = min(t.get_fontsize() for t in texts) / 72 * fig.dpi * min(1.0, 960 / width_px)
    assert smallest >= MIN_TEXT_PX, f"{game}: widgets.draw's smallest text {smallest:.1f} px"
