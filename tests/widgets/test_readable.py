"""Every board a class can read: no text under MIN_TEXT_PX at the Explorer's width, in both languages.

The pictures the lessons draw (``widgets.draw``, ``show_steps``, ``Quiz``) and the Explorer's board
are measured on states from the start, the middle and the end of seeded games: in the fast tier one
Explorer per game opens on the last of them and steps back through the others with its history slider
(the board built at a late state, then updated in place); the deep tier also opens a new Explorer on
each state.
"""
from __future__ import annotations

from functools import cache

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402

import rulekit  # noqa: E402
import widgets  # noqa: E402
from rulekit.rng import Rng  # noqa: E402
from widgets.board import BOARD_WIDTHS, MIN_TEXT_PX, build_view, view_class  # noqa: E402

GAMES = ["golden_ankh", "el_dorado", "fertility", "elfengold"]


@cache
def game_history(game: str) -> tuple[rulekit.History, tuple[int, ...]]:
    """A seeded random game of up to 400 moves, and the indices in it of the states measured: the
    start, the middle (61 moves in) and the last (400 moves in, or the end)."""
    module = rulekit.load(game)
    history = rulekit.History(module.new_game(players=2, seed=4))
    rng = Rng(9)
    while len(history.actions) < 400 and not history.current.is_over:
        history.push(rng.choice(history.current.legal_actions()))
    last = len(history) - 1
    return history, tuple(sorted({0, min(61, last), last}))


def states(game: str) -> list:
    """A start, a middle and a late state of a seeded random game."""
    history, indices = game_history(game)
    return [history.states[i] for i in indices]


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("game", GAMES)
def test_the_explorer_board_stays_readable_through_its_history(game, lang):
    """One Explorer opened at the last state, its slider walked back to the middle and the start."""
    history, indices = game_history(game)
    shown = rulekit.History(history.states[0])  # a copy: the slider moves its index
    shown.states, shown.actions = list(history.states), list(history.actions)
    shown.go(indices[-1])
    with rulekit.i18n.language(lang):
        ex = widgets.Explorer(shown)
        assert ex.css_width == BOARD_WIDTHS["normal"]
        for index in reversed(indices):
            ex.slider.value = index
            assert ex.view.state == history.states[index]
            smallest = ex.view.smallest_text_px(ex.css_width)
            assert smallest >= MIN_TEXT_PX, f"{game} ({lang}, move {index}): {smallest:.1f} px"


@pytest.mark.deep  # in the fast tier: test_the_explorer_board_stays_readable_through_its_history
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
