"""The position editor never lets a game's hook fail in front of the user, and never hides that it did.

A hook refuses with a bilingual error; any other exception is a bug in the game's editor spec.  The
editor shows a refusal in the message line, keeps the position, returns False from ``apply_text``, logs
no traceback, and keeps the exception in ``editor.bugs`` for the tests to find.
"""
import inspect
import logging

import pytest

import widgets
from rulekit import el_dorado as ed
from rulekit.core import NotationError
from widgets.editor import EditorBug, spec_for
from widgets.el_dorado.editor import ElDoradoSpec

GAMES = ["golden_ankh", "el_dorado", "fertility", "elfengold"]


@pytest.mark.parametrize("game", GAMES)
def test_every_games_notation_hook_takes_the_text_and_the_position_shown(game):
    # the generic editor calls from_text(text, current): a hook without `current` failed on every text
    spec = spec_for(game)
    inspect.signature(spec.from_text).bind("text", None)
    state = spec.new_state(2)
    assert spec.position_text(spec.from_text(spec.position_text(state), state)) == spec.position_text(state)


class Broken(ElDoradoSpec):
    """El Dorado's editor with one hook failing as a bug would."""

    def __init__(self, hook: str, exc: Exception) -> None:
        self.hook, self.exc = hook, exc

    def from_text(self, text, current=None):
        if self.hook == "from_text":
            raise self.exc
        return super().from_text(text, current)

    def click(self, editor, place):
        if self.hook == "click":
            raise self.exc
        return super().click(editor, place)

    def refresh(self, editor):
        if self.hook == "refresh" and editor.state.round == 7:    # only a new position fails to show
            raise self.exc
        super().refresh(editor)


@pytest.fixture(scope="module")
def editor():
    return widgets.Editor("el_dorado", players=3, lang="ko")


@pytest.fixture
def broken(editor):
    good = editor.spec
    yield lambda hook, exc: setattr(editor, "spec", Broken(hook, exc))
    editor.spec = good
    editor.bugs.clear()


def assert_unchanged(editor, text, index):
    assert editor.text == text and editor.index == index


def assert_no_traceback_logged(caplog):
    assert not [r for r in caplog.records if r.exc_info and r.levelno >= logging.WARNING]


@pytest.mark.parametrize("exc", [TypeError("from_text() takes 2 positional arguments but 3 were given"),
                                 KeyError("hand9"), ZeroDivisionError("division by zero")])
def test_a_notation_hook_that_fails_refuses_the_text_and_keeps_the_position(editor, broken, caplog, exc):
    broken("from_text", exc)
    text, index = editor.text, editor.index
    assert editor.apply_text(text) is False
    assert_unchanged(editor, text, index)
    assert isinstance(editor.last_error, EditorBug) and editor.bugs == [exc]
    assert "편집기" in editor.message and type(exc).__name__ in editor.message
    assert "English" not in editor.message and editor.last_error.message("en").startswith("the editor")
    assert_no_traceback_logged(caplog)


def test_a_click_hook_that_fails_refuses_the_click(editor, broken, caplog):
    broken("click", IndexError("tuple index out of range"))
    text, index = editor.text, editor.index
    editor.choose(mode="piece")
    assert editor.click_place("B22") is None
    assert_unchanged(editor, text, index)
    assert isinstance(editor.bugs[0], IndexError) and "IndexError" in editor.message
    assert_no_traceback_logged(caplog)


def test_a_position_that_cannot_be_shown_is_not_kept(editor, broken, caplog):
    broken("refresh", AttributeError("'NoneType' object has no attribute 'value'"))
    text, index = editor.text, editor.index
    new = ed.format_position(ed.from_position("players=3 round=7"))
    assert editor.apply_text(new) is False
    assert_unchanged(editor, text, index)                    # the old position is shown again
    assert editor.states[-1].round != 7 and isinstance(editor.bugs[0], AttributeError)
    assert_no_traceback_logged(caplog)


def test_a_refusal_in_both_languages_is_no_bug(editor, broken):
    broken("from_text", NotationError("not a position", "국면이 아닙니다"))
    text, index = editor.text, editor.index
    assert editor.apply_text("whatever") is False
    assert_unchanged(editor, text, index)
    assert "국면이 아닙니다" in editor.message and editor.bugs == []


def test_a_one_line_box_refuses_the_same_bad_text_every_time(monkeypatch):
    class OneLine(ElDoradoSpec):
        multiline = False

    monkeypatch.setitem(widgets.editor.SPECS, "el_dorado", OneLine())
    e = widgets.Editor(ed.from_position("players=2"), lang="en")
    assert not hasattr(e.text_box, "rows")                  # a one-line box: Enter applies it
    for _ in range(2):                                       # the second time the box already holds it
        assert e.apply_text("players=9") is False
        assert "players" in e.message and e.index == 0
    assert e.apply_text("players=2 round=3") is True and e.state.round == 3
