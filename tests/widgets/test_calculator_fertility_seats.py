"""The Fertility score calculator draws the city of the player chosen with the "Edit:" buttons.

Driven as a person does (the seat buttons, tiles typed as printed, the fill tool, undo, the language
switch, a typed position on another board), then read from what the picture draws: the texts of the
city board's cards, and the pixels of the picture the calculator shows, which are redrawn only where
artists changed and must equal a full draw of the same figure.
"""
from __future__ import annotations

import html
import io

import numpy as np
import pytest
from PIL import Image
from shared_drawings import kept

import widgets
from widgets.board import render_png


def pixels(png: bytes) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB")).astype(int)


def city_drawn(calc: widgets.ScoreCalculator) -> list[str]:
    """The district tile named on each lot card of the city board drawn (its ID, shown on a small board)."""
    return [card.detail.get_text() for card in calc.view.city_cards[1:]]


def seat(calc: widgets.ScoreCalculator, p: int) -> None:
    calc.player_buttons[p].click()


def assert_shows_city_of(calc: widgets.ScoreCalculator, p: int) -> None:
    s = calc.state
    assert calc.player == p
    assert calc.view.details  # the calculator's tally board is a fragment: lots name their tiles
    assert city_drawn(calc) == [d or "" for d in s.lots[p]]
    seat_name = f"P{p + 1}"
    assert seat_name in calc.view.city_label.get_text()
    shown = pixels(calc.board.value)  # the picture as the calculator last drew it
    full = pixels(render_png(calc.view.fig))  # the same figure drawn whole
    assert shown.shape == full.shape
    assert int((np.abs(shown - full).sum(axis=2) > 30).sum()) == 0


@pytest.fixture(scope="module")
def calc():
    """FE.district.choose, FE.score.normal-shops: two cities typed as printed, one shop of each filled."""
    with kept():
        calc = widgets.ScoreCalculator("fertility", players=2, lang="ko")
        for p, tiles in {0: ["MCPG>12", "P>5+G>W1", "CC>S:Ra"], 1: ["GG>8"]}.items():
            seat(calc, p)
            for tile in tiles:
                calc.printed_box.value = tile
            calc.palette_buttons["mode"]["fill"].click()
            calc.click_place(("shop", 1, 1))
            calc.palette_buttons["mode"]["district"].click()
        assert calc.state.lots[0][:3] == ["MCPG>12", "P>5+G>W1", "CC>S:Ra"]
        assert calc.state.lots[1][:2] == ["GG>8", None]
        yield calc


def test_switching_the_seat_draws_that_players_city(calc):
    for p in (1, 0, 1, 1, 0):
        seat(calc, p)
        assert_shows_city_of(calc, p)


def test_the_city_follows_the_seat_after_undo_redo_and_a_language_switch(calc):
    seat(calc, 1)
    calc.undo()  # P2's filled shop empties again
    assert_shows_city_of(calc, 1)
    seat(calc, 0)
    assert_shows_city_of(calc, 0)
    calc.redo()
    seat(calc, 1)
    assert_shows_city_of(calc, 1)
    calc.lang_buttons.value = "en"
    assert "City board of P2" == calc.view.city_label.get_text()
    seat(calc, 0)
    assert_shows_city_of(calc, 0)
    calc.lang_buttons.value = "ko"
    assert calc.view.city_label.get_text() == "P1의 도시판"


def test_the_city_follows_the_seat_on_a_typed_board_of_another_size(calc):
    """A typed position on a larger part of the board: the picture is laid out anew, then seats switch."""
    seat(calc, 1)
    text = calc.text
    larger = text.replace("board\n" + "\n".join(["...."] * 4), "board\n" + "\n".join(["......"] * 5))
    assert larger != text
    assert calc.apply_text(larger)
    assert calc.state.board.width == 6
    assert_shows_city_of(calc, 1)
    seat(calc, 0)
    assert_shows_city_of(calc, 0)
    calc.palette_buttons["mode"]["district"].click()
    calc.click_place(("lot", 5))  # P1's chosen district tile on lot 5
    assert calc.state.lots[0][4] is not None and calc.state.lots[1][4] is None
    assert_shows_city_of(calc, 0)
    seat(calc, 1)
    assert_shows_city_of(calc, 1)


@pytest.mark.parametrize("lang, moved", [("ko", "(P2의 공터 4에서 옮김)"), ("en", "(moved from P2's lot 4)")])
def test_a_tile_taken_from_another_city_says_where_it_came_from(lang, moved):
    """FE.district.choose: a kit tile lies in one place only, so placing P2's tile in P1's city takes it
    from P2; the message says so, instead of P2's tile vanishing unseen."""
    calc = widgets.ScoreCalculator("fertility", players=2, lang=lang)
    seat(calc, 1)
    calc.district_box.value = "D20"
    calc.click_place(("lot", 4))
    assert calc.state.lots[1][3] == "D20"
    seat(calc, 0)
    calc.click_place(("lot", 2))  # the menu still holds D20
    assert calc.state.lots[0][1] == "D20" and calc.state.lots[1][3] is None
    assert moved in html.unescape(calc.message_line.value)
    calc.click_place(("lot", 3))  # from P1's own lot 2: said too, with P1's name
    assert calc.state.lots[0][2] == "D20"
    assert ("P1" in calc.message_line.value) and ("2" in calc.message_line.value)
