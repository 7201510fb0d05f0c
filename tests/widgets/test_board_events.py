"""Browser click events on a board (widgets.board.BoardView.event_pixel and the Explorer's ipyevents handler):
an event that does not say where it fell is ignored quietly, with no traceback in the log."""
from __future__ import annotations

import logging
import math

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
import toy_game  # noqa: E402
from shared_drawings import kept  # noqa: E402
from toy_view import ToyView, Y, slot_x  # noqa: E402

import widgets  # noqa: E402

widgets.register_view("toy", ToyView)

MALFORMED = [
    {"type": "click", "relativeX": "x", "relativeY": 10},
    {"type": "click", "relativeX": 10},
    {"type": "click"},
    {"type": "click", "relativeX": math.nan, "relativeY": 5},
    {"type": "click", "relativeX": math.inf, "relativeY": 5},
    {"type": "click", "relativeX": True, "relativeY": 5},
    {"type": "click", "relativeX": 10**400, "relativeY": 5},
    {"type": "click", "relativeX": 3, "relativeY": 5, "boundingRectWidth": -4, "boundingRectHeight": 7},
    {"type": "click", "relativeX": 3, "relativeY": 5, "boundingRectWidth": "wide"},
    {"type": "click", "dataX": None, "dataY": 3},
    {"type": "click", "dataX": [1], "dataY": 3},
    {"type": "click", "dataX": math.nan, "dataY": 3},
    {"type": "click", "relativeX": {}, "relativeY": []},
]


@pytest.fixture
def ex() -> widgets.Explorer:
    return widgets.Explorer(toy_game.new_game(2, seed=3))


@pytest.fixture(scope="module")
def unmoved() -> widgets.Explorer:
    """One Explorer for the events that must change nothing (each test checks that they did not)."""
    with kept():
        yield widgets.Explorer(toy_game.new_game(2, seed=3))


@pytest.mark.parametrize("event", MALFORMED)
def test_a_malformed_event_is_ignored_quietly(unmoved, event, caplog):
    ex = unmoved
    start, status = ex.state, ex.status.value
    assert ex.view.event_pixel(event) is None
    with caplog.at_level(logging.DEBUG):
        ex.board_events._dom_handlers(event)
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.WARNING]
    assert ex.state is start and ex.history.actions == [] and ex.status.value == status


def test_events_that_are_not_dicts_are_ignored(ex, caplog):
    with caplog.at_level(logging.DEBUG):
        ex._on_board_event(None)            # what a broken front end might send
        ex._on_board_event([1, 2])
    assert not [r for r in caplog.records if r.exc_info] and ex.history.actions == []


def test_a_good_event_still_plays_after_a_bad_one(ex):
    ex.board_events._dom_handlers({"type": "click", "relativeX": "x", "relativeY": "y"})
    x, y = ex.view.ax.transData.transform((slot_x(2), Y))
    w, h = ex.view.image_size
    px, py = float(x), float(h - y)
    assert ex.view.event_pixel({"relativeX": px / 2, "relativeY": py / 2, "boundingRectWidth": w / 2,
                                "boundingRectHeight": h / 2}) == pytest.approx((px, py))
    ex.board_events._dom_handlers({"type": "click", "dataX": px, "dataY": py})
    assert ex.history.actions == [toy_game.Take(2)]


@pytest.fixture(scope="module")
def unedited() -> widgets.Editor:
    """One editor for the events that must change nothing (each test checks that they did not)."""
    from rulekit import golden_ankh as ga

    with kept():
        yield widgets.Editor(ga.new_game(players=2, seed=1))


@pytest.mark.parametrize("event", MALFORMED[:4])
def test_the_editor_ignores_a_malformed_event_quietly(unedited, event, caplog):
    ed = unedited
    start, message = ed.state, ed.message
    with caplog.at_level(logging.DEBUG):
        ed._on_board_event(event)
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.WARNING]
    assert ed.state is start and ed.message == message and not ed.bugs


def test_a_click_while_the_new_picture_loads_goes_where_it_fell(ex):
    """While a redrawn picture is loading, its natural size reads 0 and ipyevents sends dataX = dataY = 0;
    the click's place in the shown box still says where it fell."""
    x, y = ex.view.ax.transData.transform((slot_x(2), Y))
    w, h = ex.view.image_size
    px, py = float(x), float(h - y)
    ex.board_events._dom_handlers({"type": "click", "dataX": 0, "dataY": 0, "relativeX": px * 0.6,
                                   "relativeY": py * 0.6, "boundingRectWidth": w * 0.6,
                                   "boundingRectHeight": h * 0.6})
    assert ex.history.actions == [toy_game.Take(2)]
