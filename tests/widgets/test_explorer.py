"""The generic Explorer, driven headless on the take-away toy game.

Rules exercised: TOY.take, TOY.take.range, TOY.take.pile.
"""
from __future__ import annotations

import html
import io
import types

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
import toy_game  # noqa: E402
from PIL import Image  # noqa: E402
from toy_view import ToyView, Y, slot_x  # noqa: E402

import rulekit  # noqa: E402
import widgets  # noqa: E402
from rulekit.rng import Rng  # noqa: E402
from widgets.board import TextView  # noqa: E402

widgets.register_view("toy", ToyView)


def small_pile(pile: int) -> toy_game.ToyState:
    return toy_game.ToyState(2, pile, 3, 0, Rng(0))


@pytest.fixture
def ex() -> widgets.Explorer:
    return widgets.Explorer(toy_game.new_game(2, seed=3))


def stone_pixel(ex: widgets.Explorer, k: int) -> tuple[float, float]:
    """The pixel (y down) of the stone that means 'take k'."""
    x, y = ex.view.ax.transData.transform((slot_x(k), Y))
    return float(x), float(ex.view.image_size[1] - y)


def test_parts_and_first_picture(ex):
    assert isinstance(ex, widgets.Explorer) and isinstance(ex.view, ToyView)
    assert Image.open(io.BytesIO(ex.board.value)).size == ex.view.image_size
    assert ex.group_select.value == "take"
    assert [label for label, _ in ex.action_select.options] == ["take 1", "take 2", "take 3"]
    assert "Turn 1 · step 0 · P1 to play" in ex.status.value
    assert ex.undo_button.disabled and ex.redo_button.disabled


def test_apply_button_plays_the_chosen_action(ex):
    start = ex.state
    ex.action_select.value = toy_game.Take(2)
    ex.apply_button.click()
    assert len(ex.history) == 2 and ex.history.actions == [toy_game.Take(2)]
    assert ex.state == start.apply("take 2")
    assert "1. P1: take 2" in ex.log.value
    assert ">2</td>" in ex.score_panel.value and "padding" in ex.score_panel.value  # P1's stones, spaced
    # the rule panel lists the checks that allowed the move
    for rule in ("TOY.take", "TOY.take.range", "TOY.take.pile"):
        assert rule in ex.rules_panel.value
    assert "✗" not in ex.rules_panel.value
    assert not ex.undo_button.disabled


def test_step_button_plays_the_chosen_action(ex):
    ex.action_select.value = toy_game.Take(3)
    ex.step_button.click()
    assert ex.history.actions == [toy_game.Take(3)]
    assert ex.slider.max == 1 and ex.slider.value == 1 and ex.play.max == 1


def test_refused_typed_action_changes_nothing_and_names_its_rule(ex):
    ex.apply_text("take 1")
    before = (list(ex.history.states), ex.history.index, ex.board.value)
    assert ex.apply_text("take 9") is False  # TOY.take.range
    assert (list(ex.history.states), ex.history.index, ex.board.value) == before
    assert "TOY.take.range" in ex.status.value and "take 1 to 3 stones" in ex.status.value
    assert "TOY.take.range" in ex.rules_panel.value and "✗" in ex.rules_panel.value


def test_refusal_for_too_few_stones():
    ex = widgets.Explorer(small_pile(2))
    assert ex.apply_text("take 3") is False  # TOY.take.pile
    assert len(ex.history) == 1
    assert "TOY.take.pile" in ex.status.value


def test_text_box_and_bad_notation(ex):
    ex.text_box.value = "take 2"
    ex.text_button.click()
    assert ex.history.actions == [toy_game.Take(2)] and ex.text_box.value == ""
    ex.text_box.value = "grab two"
    ex.text_button.click()  # not notation: shown, nothing raised, nothing played
    assert len(ex.history) == 2
    assert "Not an action" in ex.status.value
    assert ex.text_box.value == "grab two"


def test_undo_redo_and_the_redo_branch(ex):
    for text in ("take 1", "take 2", "take 3"):
        assert ex.apply_text(text)
    ex.undo_button.click()
    ex.undo_button.click()
    assert ex.history.index == 1 and ex.slider.value == 1
    assert "<b>▶ 1. P1: take 1</b>" in ex.log.value
    ex.redo_button.click()
    assert ex.history.index == 2 and ex.state == ex.history.states[2]
    assert not ex.redo_button.disabled
    ex.apply_text("take 1")  # a new move drops the redo branch
    assert len(ex.history) == 4 and not ex.history.can_redo
    assert ex.slider.max == 3 and ex.redo_button.disabled


def test_slider_and_play_walk_through_the_history(ex):
    for text in ("take 1", "take 2", "take 3"):
        ex.apply_text(text)
    ex.slider.value = 1
    assert ex.history.index == 1 and ex.play.value == 1
    assert ex.view.state == ex.history.states[1]
    ex.play.value = 3  # the Play widget drives the slider
    assert ex.slider.value == 3 and ex.history.index == 3
    ex.play.value = 0
    assert ex.history.index == 0 and ex.undo_button.disabled


def test_random_step_plays_a_legal_action(ex):
    start = ex.state
    ex.random_button.click()
    assert len(ex.history) == 2
    assert ex.history.actions[0] in start.legal_actions()


def test_figure_is_updated_in_place(ex):
    fig, ax = ex.view.fig, ex.view.ax
    artists = list(ax.get_children())
    first = ex.board.value
    ex.apply_text("take 2")
    ex.undo_button.click()
    ex.redo_button.click()
    assert ex.view.fig is fig and ex.view.ax is ax
    assert list(ax.get_children()) == artists  # the same artist objects, changed in place
    assert ex.board.value != first
    assert ex.view.stones[ex.state.pile + 1].get_visible() is False


def test_a_click_on_a_stone_plays_its_action(ex):
    start = ex.state
    assert ex.click_board(*stone_pixel(ex, 2)) == 2
    assert ex.history.actions == [toy_game.Take(2)] and ex.state == start.apply("take 2")
    assert "P1 played take 2" in ex.status.value and ex.picks == []


def test_click_through_the_ipyevents_handler(ex):
    px, py = stone_pixel(ex, 3)
    ex.board_events._dom_handlers({"type": "click", "dataX": px, "dataY": py})
    assert ex.history.actions == [toy_game.Take(3)]
    # an event without dataX: relative position in a picture shown at half size
    w, h = ex.view.image_size
    px, py = stone_pixel(ex, 1)
    ex.board_events._dom_handlers({"type": "click", "relativeX": px / 2, "relativeY": py / 2,
                                   "boundingRectWidth": w / 2, "boundingRectHeight": h / 2})
    assert ex.history.actions == [toy_game.Take(3), toy_game.Take(1)]


class StepwiseToyView(ToyView):
    """Taking k stones is clicking stones 1 to k; an OK button plays what the clicks so far make."""

    def click_targets(self, action):
        return tuple(range(1, action.n + 1))

    def intended_action(self, state, picks):
        return toy_game.Take(max(p for p in picks if isinstance(p, int)))


def test_clicks_build_an_action_step_by_step_and_ok_plays_a_prefix():
    ex = widgets.Explorer(toy_game.new_game(2, seed=3), view=StepwiseToyView)
    assert ex.click_place(1) is None  # take 1 is complete, but take 2 and 3 go on: wait
    assert ex.picks == [1] and ex.history.index == 0
    assert [b.description for b in ex.choices.children] == ["take 1"]
    assert widgets.board.CONFIRM in ex._highlight()  # OK is offered
    assert set(ex._offered_places()) == {1, 2, 3}
    assert ex.click_place(2) is None and ex.picks == [1, 2]
    assert ex.actions == [toy_game.Take(2), toy_game.Take(3)]
    assert ex.click_place(widgets.board.CONFIRM) == toy_game.Take(2)
    assert ex.history.actions == [toy_game.Take(2)] and ex.picks == []
    # the last stone needed completes the only action left: played at once
    ex.click_place(1)
    ex.click_place(2)
    assert ex.click_place(3) == toy_game.Take(3) and ex.history.index == 2


def test_a_second_click_unpicks_and_clear_empties_the_selection():
    ex = widgets.Explorer(toy_game.new_game(2, seed=3), view=StepwiseToyView)
    ex.click_place(1)
    ex.click_place(2)
    ex.click_place(2)  # no action needs stone 2 twice: un-picked
    assert ex.picks == [1]
    ex.clear_button.click()
    assert ex.picks == [] and len(ex.actions) == 3 and ex.history.index == 0


def test_a_click_no_action_takes_is_explained_by_its_rule():
    ex = widgets.Explorer(toy_game.new_game(2, seed=3), view=StepwiseToyView)
    start = ex.state
    assert ex.click_place(5) is None
    assert "TOY.take.range" in ex.status.value and "TOY.take.range" in ex.rules_panel.value
    assert ex.state == start and ex.history.index == 0 and ex.picks == []


def test_ok_with_nothing_complete_says_so(ex):
    assert ex.click_place(widgets.board.CONFIRM) is None
    assert "Nothing to confirm" in ex.status.value and ex.history.index == 0


def test_click_off_the_board_and_on_a_place_without_actions(ex):
    assert ex.click_board(2, 2) is None
    assert "No board place" in ex.status.value and len(ex.actions) == 3
    # stone 5 is on the board, but no legal action takes five
    assert ex.click_board(*stone_pixel(ex, 5)) == 5
    assert "No legal action starts there now" in ex.status.value and "take" in ex.status.value
    assert len(ex.actions) == 3


def test_language_switch_relabels_everything(ex):
    ex.apply_text("take 1")
    picture = ex.board.value
    ex.lang.value = "ko"
    assert rulekit.get_language() == "ko"
    assert ex.apply_button.description == "적용" and ex.undo_button.description == "되돌리기"
    assert "차례" in ex.status.value and "진행 기록" in ex.log.value and "점수" in ex.score_panel.value
    assert "남은 돌" in ex.view.caption.get_text()
    assert ex.board.value != picture
    ex.lang.value = "en"
    assert ex.apply_button.description == "Apply" and "stones left" in ex.view.caption.get_text()


def test_game_over_shows_the_winner_and_refuses_moves():
    ex = widgets.Explorer(small_pile(3))
    ex.apply_text("take 3")
    assert "Game over" in ex.status.value and "P1" in ex.status.value
    assert ex.apply_button.disabled and ex.random_button.disabled and ex.action_select.options == ()
    assert ex.apply_text("take 1") is False
    assert "game-over" in ex.status.value and len(ex.history) == 2
    ex.random_button.click()  # nothing to play: said, not raised
    assert "No legal action" in ex.status.value


def test_no_exception_escapes_a_callback(ex, monkeypatch):
    def broken() -> bytes:
        raise RuntimeError("renderer exploded")

    monkeypatch.setattr(ex.view, "render", broken)
    ex.apply_button.click()
    ex.undo_button.click()
    ex.slider.value = 0
    ex.lang.value = "ko"
    ex.board_events._dom_handlers({"type": "click", "dataX": 1, "dataY": 1})
    assert "RuntimeError" in ex.status.value and "renderer exploded" in ex.status.value


def test_explorer_accepts_a_history_and_tells_listeners():
    history = rulekit.History(toy_game.new_game(2, seed=5))
    history.push("take 1")
    ex = widgets.Explorer(history)
    assert ex.history is history and ex.slider.max == 1 and "1. P1: take 1" in ex.log.value
    seen = []
    ex.on_refresh(lambda e: seen.append(e.history.index))
    ex.undo_button.click()
    assert seen == [0]


def test_game_panels_and_kind_labels_come_from_the_view_module():
    module = types.ModuleType("toy_widgets")
    module.BoardView = ToyView
    module.KIND_LABELS = {"take": {"en": "take stones", "ko": "돌 가져가기"}}
    module.panels = lambda explorer: [widgets.explorer.W.HTML(f"pile {explorer.state.pile}")]
    widgets.register_view("toy", module)
    try:
        ex = widgets.Explorer(toy_game.new_game(2, seed=3))
        assert ex.extra_panels and ex.extra_panels[0] in ex.more.children[-1].children
        assert ex.group_select.options[0][0] == "take stones (3)"
        ex.lang.value = "ko"
        assert ex.group_select.options[0][0] == "돌 가져가기 (3)"
    finally:
        widgets.register_view("toy", ToyView)


def test_a_submodule_named_like_a_game_function_is_not_taken_for_it():
    """``widgets.fertility.panels`` (the editor's panels, imported by a calculator or editor) is a module,
    not the Explorer panels Fertility does not have: an Explorer after a calculator builds cleanly."""
    import widgets.fertility.panels  # noqa: F401  (as a score calculator's editor imports it)
    from rulekit import fertility as fe

    assert isinstance(widgets.fertility.panels, types.ModuleType)
    ex = widgets.Explorer(fe.new_game(players=2, seed=1))
    assert "⚠" not in ex.status.value and "not callable" not in ex.status.value
    assert widgets.board.game_function("fertility", "panels") is None
    assert widgets.board.game_function("golden_ankh", "panels") is widgets.golden_ankh.panels


def test_explicit_view_and_the_text_view():
    ex = widgets.Explorer(toy_game.new_game(2, seed=3), view=TextView)
    assert isinstance(ex.view, TextView)
    ex.apply_text("take 2")
    assert "P2" in ex.view.turn_text.get_text()
    with pytest.raises(TypeError):
        widgets.register_view("toy", int)


def test_public_helpers_report_unexpected_errors_instead_of_raising(ex, monkeypatch):
    def broken(x, y):
        raise KeyError("no such place")

    monkeypatch.setattr(ex.view, "target_at", broken)
    assert ex.click_board(10, 10) is None
    assert "KeyError" in ex.status.value
    monkeypatch.setattr(ex.view, "show", lambda *a, **k: 1 / 0)
    ex.apply_text("take 1")  # played, but the picture could not be redrawn: said, not raised
    assert "ZeroDivisionError" in ex.status.value


def test_search_box_narrows_the_offered_actions(ex):
    ex.search_box.value = "3"
    assert ex.actions == [toy_game.Take(3)] and ex.group_select.options[0][0] == "take (1)"
    ex.search_box.value = "take 9"
    assert ex.actions == [] and ex.action_select.value is None
    ex.apply_button.click()  # nothing chosen: said, not raised
    assert "Choose an action first" in ex.status.value and len(ex.history) == 1
    ex.search_box.value = ""
    assert len(ex.actions) == 3


def _toy_module(panels) -> types.ModuleType:
    module = types.ModuleType("toy_widgets")
    module.BoardView = ToyView
    module.panels = panels
    return module


@pytest.fixture
def with_panels():
    """Use a toy drawing module with the given ``panels`` function for the toy game."""

    def use(panels) -> None:
        widgets.register_view("toy", _toy_module(panels))

    yield use
    widgets.register_view("toy", ToyView)


def test_a_panel_that_cannot_be_built_is_reported_and_the_explorer_still_works(with_panels, caplog):
    def panels(explorer):
        explorer.on_refresh(lambda ex: None)
        raise ValueError("no market data\nsecond line")

    with_panels(panels)
    ex = widgets.Explorer(toy_game.new_game(2, seed=3))
    assert ex.extra_panels == []
    assert "A game panel failed: ValueError: no market data" in ex.status.value
    assert "second line" not in ex.status.value and "Traceback" not in ex.status.value
    assert "Turn 1 · step 0 · P1 to play" in ex.status.value  # the usual line stays above it
    assert any("panels could not be built" in r.getMessage() for r in caplog.records)
    assert ex.apply_text("take 1") and len(ex.history) == 2
    assert "no market data" in ex.status.value  # still said: the panel is missing for good


def test_a_panel_failing_on_refresh_is_shown_after_every_kind_of_change(with_panels, caplog):
    broken = {"on": False}

    def panels(explorer):
        box = widgets.explorer.W.HTML()

        def refresh(ex):
            if broken["on"]:
                raise KeyError("pile")
            box.value = f"pile {ex.state.pile}"

        explorer.on_refresh(refresh)
        return [box]

    with_panels(panels)
    ex = widgets.Explorer(toy_game.new_game(2, seed=3))
    assert "panel" not in ex.status.value
    broken["on"] = True
    assert ex.apply_text("take 1")  # the move is played; the panel's error does not stop it
    assert "P1 played take 1" in ex.status.value
    assert "A game panel failed: KeyError: &#x27;pile&#x27;" in ex.status.value
    ex.slider.value = 0  # a history step overwrites the main line but not the panel's error
    assert "KeyError" in ex.status.value
    assert any("panel failed" in r.getMessage() for r in caplog.records)
    broken["on"] = False
    ex.slider.value = 1
    assert "panel" not in ex.status.value  # fixed: the warning goes with the next change
    ex.lang.value = "ko"
    broken["on"] = True
    ex.undo_button.click()
    assert "게임 패널 오류: KeyError" in ex.status.value


def test_a_panel_button_that_raises_is_reported_not_raised(with_panels, caplog):
    registered = {}

    def panels(explorer):
        button = widgets.explorer.W.Button(description="explode")
        field = widgets.explorer.W.IntText()

        def explode(_b):
            raise RuntimeError("panel button exploded")

        def typed(change):
            raise ZeroDivisionError("bad number")

        explorer.panel_on_click(button, explode)
        explorer.panel_observe(field, typed, names="value")
        registered["explode"] = explode
        return [widgets.explorer.W.VBox([widgets.explorer.W.HBox([button]), field])]

    with_panels(panels)
    ex = widgets.Explorer(toy_game.new_game(2, seed=3))
    button = ex.extra_panels[0].children[0].children[0]
    field = ex.extra_panels[0].children[1]
    button.click()
    assert "RuntimeError: panel button exploded" in ex.status.value
    field.value = 3  # an observer that raises: reported, the value still changes
    assert field.value == 3 and "ZeroDivisionError: bad number" in ex.status.value
    assert any("panel failed" in r.getMessage() for r in caplog.records)
    # the wrapped handler can still be removed by the function the panel registered
    button.on_click(registered["explode"], remove=True)
    assert ex.apply_text("take 1") and "exploded" not in ex.status.value
    button.click()  # removed: the click does nothing and reports nothing
    assert "exploded" not in ex.status.value and "panel" not in ex.status.value


def _colour(ex: widgets.Explorer, k: int) -> tuple:
    return tuple(ex.view.stones[k].get_facecolor()[:3])


GOLD, LIGHT, PLAIN = (matplotlib.colors.to_rgb(c) for c in ("gold", "lightyellow", "0.75"))


def test_offered_actions_are_highlighted_lightly_and_the_chosen_one_strongly(ex):
    assert ex.view.two_level_highlight()
    # before anything is picked, every place that can be clicked is marked lightly, none strongly
    assert [_colour(ex, k) for k in (1, 2, 3, 4)] == [LIGHT, LIGHT, LIGHT, PLAIN]
    ex.action_select.value = toy_game.Take(3)  # an action picked in the notation list is marked strongly
    assert [_colour(ex, k) for k in (1, 2, 3)] == [LIGHT, LIGHT, GOLD]
    ex.search_box.value = "2"  # only "take 2" is offered now: the others lose their light mark
    assert [_colour(ex, k) for k in (1, 2, 3)] == [PLAIN, GOLD, PLAIN]
    ex.search_box.value = ""
    ex.apply_text("take 1")  # after a move the new offer is marked lightly again, nothing strongly
    assert ex.state.pile > 3 and [_colour(ex, k) for k in (1, 2, 3)] == [LIGHT, LIGHT, LIGHT]


class OneLevelToyView(ToyView):
    """A view written before the light level existed: update takes highlight only."""

    seen: list = []

    def update(self, state, highlight=()):
        OneLevelToyView.seen.append(tuple(highlight))
        super().update(state, highlight)


def test_a_view_with_one_highlight_level_still_works():
    assert not OneLevelToyView.two_level_highlight()
    ex = widgets.Explorer(toy_game.new_game(2, seed=3), view=OneLevelToyView)
    ex.action_select.value = toy_game.Take(2)
    assert OneLevelToyView.seen[-1] == (2,)  # only the chosen action's place, no keyword it cannot take
    assert [_colour(ex, k) for k in (1, 2, 3)] == [PLAIN, GOLD, PLAIN]
    assert ex.apply_text("take 2") and ex.view.state is ex.state
    ex.lang.value = "ko"
    assert "남은 돌" in ex.view.caption.get_text()


def test_the_text_view_lists_both_levels():
    ex = widgets.Explorer(toy_game.new_game(2, seed=3), view=TextView)
    assert TextView.two_level_highlight()
    ex.action_select.value = toy_game.Take(2)
    assert ex.view.last_text.get_text() == "2 (1, 3)"


def test_status_numbers_the_turn_being_played_and_the_history_step(ex):
    # state.turn counts the turns completed (CONTRIBUTING); the status shows the turn being played
    assert ex.state.turn == 0 and "Turn 1 · step 0 · P1 to play" in ex.status.value
    ex.apply_text("take 1")
    ex.apply_text("take 2")
    assert ex.state.turn == 2
    assert "P2 played take 2 · Turn 3 · step 2 · P1 to play" in ex.status.value
    ex.slider.value = 1  # looking back: which step of how many, and whose turn it was
    assert "Turn 2 · step 1 of 2 · P2 to play" in ex.status.value
    ex.lang.value = "ko"
    assert "2번째 차례 · 2수 중 1수째 · P2 차례" in ex.status.value
    ex.redo_button.click()
    assert "3번째 차례 · 2수 진행 · P1 차례" in ex.status.value


def test_status_at_the_end_gives_the_result_then_the_turns_played():
    ex = widgets.Explorer(small_pile(4))
    ex.apply_text("take 1")
    ex.apply_text("take 3")
    assert "Game over — winner: P2 · turns played: 2 · step 2" in ex.status.value
    ex.lang.value = "ko"
    assert "게임 끝 — 승자: P2 · 진행한 차례: 2 · 2수 진행" in ex.status.value
    ex.undo_button.click()
    assert "2번째 차례 · 2수 중 1수째 · P2 차례" in ex.status.value


def test_status_without_a_turn_attribute():
    state = toy_game.new_game(2, seed=3)
    del state.turn  # a game outside the kit that does not count turns
    ex = widgets.Explorer(state)
    assert "step 0 · P1 to play" in ex.status.value and "Turn" not in ex.status.value


class TwoKindToy(toy_game.ToyState):
    """The toy game with a second kind of action on odd piles, to have groups come and go."""

    def _legal_actions(self):
        actions = super()._legal_actions()
        return [Grab(a.n) if self.pile % 2 and a.n == 1 else a for a in actions]

    def _copy(self):
        new = super()._copy()
        new.__class__ = TwoKindToy
        return new


class Grab(toy_game.Take):
    kind = "grab"


def test_the_picked_group_gives_way_to_all_when_it_has_no_action():
    ex = widgets.Explorer(TwoKindToy(2, 9, 3, 0, Rng(0)))  # pile 9: grab 1, take 2, take 3
    assert ex.group_select.value == widgets.explorer.ALL and len(ex.actions) == 3
    ex.group_select.value = "grab"
    assert ex.actions == [Grab(1)]
    ex.apply_text("take 2")  # pile 7: "grab" is still there and stays picked
    assert ex.group_select.value == "grab" and ex.actions == [Grab(1)]
    ex.apply(Grab(1))  # pile 6: no grab now (a single group, "take"): every action is shown
    assert [v for _, v in ex.group_select.options] == ["take"] and len(ex.actions) == 3
    ex.apply_text("take 1")  # pile 5: "grab" is back, but the teacher did not pick it again
    assert ex.group_select.value == widgets.explorer.ALL and len(ex.actions) == 3


def test_a_state_with_a_single_group_does_not_narrow_the_next_one():
    ex = widgets.Explorer(TwoKindToy(2, 3, 3, 0, Rng(0)))
    ex.apply_text("take 3")  # game over: no group at all
    ex.undo_button.click()
    ex.apply_text("take 2")  # pile 1: only "grab 1", a single group
    assert [v for _, v in ex.group_select.options] == ["grab"] and ex.actions == [Grab(1)]
    ex.undo_button.click()  # pile 3 again: two groups, all of them shown
    assert ex.group_select.value == widgets.explorer.ALL and len(ex.actions) == 3


def test_the_examples_in_the_text_boxes_follow_the_state(ex):
    assert ex.text_box.placeholder == "type an action, e.g. take 1"
    assert ex.search_box.placeholder.endswith("e.g. 1")
    over = widgets.Explorer(small_pile(2))
    over.apply_text("take 2")
    assert over.text_box.placeholder.endswith("e.g. …")
    over.lang.value = "ko"
    assert over.text_box.placeholder == "행동을 입력하세요. 예: …"


def test_common_action_kinds_have_names_in_both_languages(ex):
    assert ex.group_select.options[0][0] == "take (3)"
    ex.lang.value = "ko"
    assert ex.group_select.options[0][0] == "가져오기 (3)"
    assert widgets.board.kind_label("toy", "end") == "차례 마치기"
    assert widgets.board.kind_label("toy", "juggle") == "juggle"  # unknown kinds keep their name


# --------------------------------------------------------------------------- hints and computer seats


def test_hint_shows_the_search_bots_choice_with_its_candidates_and_marks_it():
    from rulekit import golden_ankh as ga

    ex = widgets.Explorer(ga.new_game(players=2, seed=3), hint_iterations=60)
    assert ex.hint_button.layout.display is None and ex.hint_button.description == "Hint"
    start = ex.state
    sug = ex.hint()
    assert sug.action in start.legal_actions() and ex.state == start and ex.history.index == 0
    assert "Hint:" in ex.hint_panel.value and "Searched" in ex.hint_panel.value
    best_words = html.escape(ex._hint_words(sug.candidates[0].action))
    assert best_words in ex.hint_panel.value and "%" in ex.hint_panel.value
    assert set(ex._highlight()) == set(ex.view.click_targets(sug.action))
    assert ex.hint_play_button.layout.display is None
    again = widgets.Explorer(ga.new_game(players=2, seed=3), hint_iterations=60).hint()
    assert str(again.action) == str(sug.action)  # a fixed budget gives the same hint
    ex.hint_play_button.click()
    assert ex.history.actions == [sug.action] and ex.hint_panel.value == ""
    with rulekit.i18n.language("ko"):
        ex.hint()
        assert "힌트" in ex.hint_panel.value and "예상 승률" in ex.hint_panel.value


def test_hint_says_when_the_computer_follows_its_rule_of_thumb():
    # El Dorado leaves the card spent on a purchase to its planner bot: the hint names the planner's choice.
    from rulekit import el_dorado as ed
    from rulekit import sim

    _, moves = sim.play("el_dorado", 2, "racer", seed=5, max_actions=80)
    s = ed.new_game(players=2, seed=5, **sim.sim_options("el_dorado"))
    for _, a in moves[:2]:
        s = s._advance(a)
    ex = widgets.Explorer(s, hint_iterations=60)
    sug = ex.hint()
    assert sug.rule_of_thumb == "planner" and sug.candidates[0].action == sug.action
    assert "This is the planner bot" in ex.hint_panel.value
    with rulekit.i18n.language("ko"):
        ex.hint()
        assert "계획가 봇의 선택입니다" in ex.hint_panel.value


def test_pressing_the_hint_shows_the_action_in_the_boards_words_and_the_rule_behind_it():
    # Fertility's first step places a valley tile (FE.turn.steps): its cells are marked on the board,
    # never named by coordinates the board does not print; the reason names its rule in each language.
    import re

    from rulekit import fertility as fe

    ex = widgets.Explorer(fe.new_game(players=2, seed=2), hint_iterations=30)
    ex.hint_button.click()
    sug = ex.suggestion
    reason = sug.explanation
    assert sug.action in ex.state.legal_actions() and reason.rule.startswith("FE.")
    panel = ex.hint_panel.value
    assert "two marked cells" in panel and reason.rule in panel
    assert rulekit.i18n.rule_title(reason.rule, "en") in panel
    assert not re.search(r"\d+\s*,\s*\d+", panel.replace(f"{sug.iterations:,}", ""))
    assert set(ex._highlight()) >= set(ex._click_targets(sug.action))  # the places are marked instead
    with rulekit.i18n.language("ko"):
        ex.hint_button.click()
        panel = ex.hint_panel.value
        assert "보드에 표시한 두 칸" in panel and f"규칙 {reason.rule}" in panel
        assert rulekit.i18n.rule_title(reason.rule, "ko") in panel
        assert not re.search(r"\d+\s*,\s*\d+", panel.replace(f"{ex.suggestion.iterations:,}", ""))


def test_a_computer_seat_plays_its_turns_after_the_persons():
    from rulekit import golden_ankh as ga

    ex = widgets.Explorer(ga.new_game(players=2, seed=3), bots={1: "mcts:iterations=20"})
    assert ex.seat_bots == {1: "mcts:iterations=20"}
    ex.apply_text("take B W K")
    ex.apply_text("end")
    assert ex.state.current_player == 0 and ex.state.turn == 2  # P2 (the computer) has played its turn
    players = [ex.history.states[i].current_player for i in range(len(ex.history.actions))]
    assert 1 in players and all(a in ex.history.states[i].legal_actions()
                                for i, a in enumerate(ex.history.actions))
    ex.undo_button.click()  # back past the computer's moves, to the person's last decision
    assert ex.state.current_player == 0 and ex.history.index == 1


def test_seat_choosers_offer_the_search_bot_first_and_hand_a_seat_back():
    from rulekit import golden_ankh as ga

    ex = widgets.Explorer(ga.new_game(players=2, seed=3))
    values = [v for _, v in ex.seat_choosers[1].options]
    assert values[:2] == ["person", "mcts"] and "greedy" in values
    assert [label for label, _ in ex.seat_choosers[1].options][0] == "person"
    ex.seat_choosers[1].value = "greedy"
    assert ex.seat_bots == {1: "greedy"}
    ex.apply_text("take B W K")
    ex.apply_text("end")
    assert ex.state.current_player == 0 and ex.state.turn == 2
    ex.seat_choosers[1].value = "person"
    assert ex.seat_bots == {}
    with pytest.raises(rulekit.OptionError):
        ex.set_bot(5, "greedy")
