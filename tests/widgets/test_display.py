"""Static helpers (show_steps, show_checks, score_table, draw), quizzes, the display hook and Hangul.

Rules exercised on the toy game: TOY.take, TOY.take.range, TOY.take.pile.
"""
from __future__ import annotations

import io
import types
import warnings

import matplotlib

matplotlib.use("Agg")

import IPython.display  # noqa: E402
import pytest  # noqa: E402
import toy_game  # noqa: E402
from IPython.core.formatters import DisplayFormatter  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402
from PIL import Image  # noqa: E402
from toy_view import ToyView, Y, slot_x  # noqa: E402

import rulekit  # noqa: E402
import widgets  # noqa: E402
from widgets.board import BoardView, measure_step_vs_rebuild, render_png  # noqa: E402

widgets.register_view("toy", ToyView)


@pytest.fixture
def state() -> toy_game.ToyState:
    return toy_game.new_game(2, seed=3)


@pytest.fixture
def shown(monkeypatch) -> list:
    """Everything show_steps displays, in order."""
    out: list = []
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **kw: out.extend(objs))
    return out


def test_show_steps_shows_checks_and_boards_and_returns_the_end(state, shown):
    end = widgets.show_steps(state, ["take 1", "take 3"])
    assert end == state.apply("take 1").apply("take 3")
    kinds = [type(o).__name__ for o in shown]
    assert kinds == ["HTML", "Image", "HTML", "Image"]
    assert "Step 1: P1 — take 1" in shown[0].data and "TOY.take.range" in shown[0].data
    assert "Step 2: P2 — take 3" in shown[2].data
    assert Image.open(io.BytesIO(shown[3].data)).size == (960, 240)


def test_show_steps_stops_at_a_refusal(state, shown):
    end = widgets.show_steps(state, ["take 2", "take 7", "take 1"])
    assert end == state.apply("take 2")
    assert len(shown) == 3  # step 1 (checks + board), then the refusal only
    refusal = shown[2].data
    assert "Step 2: take 7 is refused" in refusal and "TOY.take.range" in refusal and "✗" in refusal


def test_show_checks_is_a_table_of_explain(state):
    table = widgets.show_checks(state, "take 2")
    assert isinstance(table, IPython.display.HTML)
    assert table.data.count("✓ passed") == 3 and "TOY.take.pile" in table.data
    refused = widgets.show_checks(state, "take 4").data
    assert "TOY.take.range" in refused and "✗ refused" in refused and "TOY.take.pile" not in refused
    rulekit.set_language("ko")
    assert "돌은 1개에서 3개까지 가져갑니다" in widgets.show_checks(state, "take 4").data


def test_score_table_has_a_row_per_player_and_the_total(state):
    end = state.apply("take 3").apply("take 2")
    table = widgets.score_table(end)
    assert list(table.index) == ["P1", "P2"] and list(table.columns) == ["stones", "last", "total"]
    assert table.loc["P1", "stones"] == 3 and table.loc["P2", "total"] == 2


def test_draw_dispatches_to_the_view(state):
    fig = widgets.draw(state, highlight=(1,))
    assert isinstance(fig, Figure)
    outer = Figure()
    ax = outer.add_subplot()
    assert widgets.draw(state, ax=ax) is outer


def test_draw_uses_a_game_module_draw_when_there_is_one(state):
    module = types.ModuleType("toy_drawing")
    module.BoardView = ToyView
    calls = []

    def draw(s, ax=None, highlight=()):
        calls.append((s, highlight))
        return Figure()

    module.draw = draw
    widgets.register_view("toy", module)
    try:
        widgets.draw(state, highlight=[2])
        widgets.draw("a position in notation", game="toy")
    finally:
        widgets.register_view("toy", ToyView)
    assert calls == [(state, (2,)), ("a position in notation", ())]


def test_state_ending_a_cell_shows_as_a_picture(state):
    ip = types.SimpleNamespace(display_formatter=DisplayFormatter())
    assert widgets.register_formatters(ip)
    data, _ = ip.display_formatter.format(state)
    assert data["image/png"][:8] == b"\x89PNG\r\n\x1a\n"
    assert "text/plain" in data
    fig_data, _ = ip.display_formatter.format(widgets.draw(state))
    assert "image/png" in fig_data


def test_hangul_renders_without_missing_glyphs():
    fig = Figure(figsize=(3, 1), dpi=60)
    fig.text(0.1, 0.5, "한국어 돌 가져가기", fontsize=14)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # "Glyph ... missing from font(s)" would be a UserWarning
        png = render_png(fig)
    assert png[:4] == b"\x89PNG"
    family = matplotlib.rcParams["font.family"]
    assert any("Nanum" in f for f in family)


def test_quiz_reveals_legal_with_the_rules(state):
    quiz = widgets.Quiz(state, "take 2", question_en="Can P1 take two?",
                        question_ko="두 개 가져갈 수 있을까요?")
    assert quiz.is_legal and "Can P1 take two?" in quiz.question.value
    assert quiz.result.value == ""
    quiz.legal_button.click()
    assert quiz.correct is True
    assert "Right!" in quiz.result.value and quiz.result.value.count("✓ passed") == 3
    rulekit.set_language("ko")
    quiz.relabel()
    assert "두 개 가져갈 수" in quiz.question.value and "정답!" in quiz.result.value
    assert quiz.legal_button.description == "된다 ✓"


def test_quiz_reveals_illegal_with_the_failed_rule(state):
    quiz = widgets.Quiz(state, "take 4")
    assert not quiz.is_legal and "Is take 4 legal here?" in quiz.question.value
    quiz.legal_button.click()
    assert quiz.correct is False and "Not quite." in quiz.result.value
    assert "TOY.take.range" in quiz.result.value and "✗ refused" in quiz.result.value
    quiz.illegal_button.click()
    assert quiz.correct is True


def test_quiz_on_text_that_is_not_an_action(state):
    quiz = widgets.Quiz(state, "grab all")
    assert not quiz.is_legal
    assert quiz.answer(False) is True and "notation" in quiz.result.value


def test_score_quiz_reveals_the_breakdown(state):
    end = state.apply("take 3").apply("take 1")
    quiz = widgets.ScoreQuiz(end, player=0)
    quiz.guess_box.value = 2
    quiz.check_button.click()
    assert quiz.correct is False and "P1 has 3 points" in quiz.result.value and "stones" in quiz.result.value
    quiz.guess_box.value = 3
    quiz.check_button.click()
    assert quiz.correct is True and "Right!" in quiz.result.value


def test_render_matches_the_picture_size_and_relabel_keeps_the_figure(state):
    view = ToyView(state)
    png = view.render()
    assert Image.open(io.BytesIO(png)).size == view.image_size == (960, 240)
    assert view.png()[:8] == png[:8]
    fig = view.fig
    rulekit.set_language("ko")
    view.relabel(state)
    assert view.fig is fig and "남은 돌" in view.caption.get_text()


def test_pixel_to_data_inverts_the_data_transform(state):
    view = ToyView(state)
    w, h = view.image_size
    px, py = view.ax.transData.transform((slot_x(3), Y))
    x, y = view.pixel_to_data(px / 2, (h - py) / 2, w / 2, h / 2)
    assert x == pytest.approx(slot_x(3)) and y == pytest.approx(Y)
    assert view.target_at(x, y) == 3


def test_measure_step_vs_rebuild_reports_both_timings(state):
    result = measure_step_vs_rebuild(state, ToyView, steps=2)
    assert set(result) == {"step_ms", "rebuild_ms", "ratio", "steps"} and result["steps"] == 2
    assert result["ratio"] == pytest.approx(result["step_ms"] / result["rebuild_ms"])


def test_views_without_a_drawing_fall_back_to_text(state):
    assert widgets.view_class("no_such_game") is widgets.TextView
    assert issubclass(widgets.view_class("toy"), BoardView)


def test_checks_html_gives_a_rule_text_once():
    import html
    import json
    from importlib import resources

    from rulekit.core import Check
    from widgets.display import _code_spans, checks_html

    path = resources.files("rulekit").joinpath("data", "golden_ankh", "rules.json")
    catalogue = json.loads(path.read_text(encoding="utf-8"))
    rule = next(iter(catalogue))
    text = catalogue[rule]["text"]["en"]
    table = checks_html([Check(rule, True, "first", "첫째"), Check(rule, False, "second", "둘째")])
    assert table.count(rule) == 2 and table.count(_code_spans(html.escape(text))) == 1
    assert "`" in text and "`" not in table and "<code>(r,c)</code>" in table  # the catalogue's code spans
    assert "first" in table and "second" in table and "✗ refused" in table


def draw_docstring():
    import doctest

    (test,) = doctest.DocTestFinder().find(widgets.display.draw, "draw", globs={"widgets": widgets})
    return test


def test_the_draw_docstring_draws_a_position_of_every_game():
    test = draw_docstring()
    named = {g for g in rulekit.GAMES for ex in test.examples if f'game="{g}"' in ex.source}
    assert named == set(rulekit.GAMES)


# The fast tier (make test, --doctest-modules) runs these examples as widgets/display.py's doctest.
@pytest.mark.deep
def test_draw_examples_in_the_docstring_run():
    """widgets.draw's docstring draws a position of every game from its notation (doctest)."""
    import doctest

    test = draw_docstring()
    named = {g for g in rulekit.GAMES for ex in test.examples if f'game="{g}"' in ex.source}
    assert named == set(rulekit.GAMES)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    result = runner.run(test)
    assert result.failed == 0 and result.attempted == len(test.examples)


@pytest.mark.parametrize(("game", "text", "place"), [
    ("golden_ankh", "RJ RJ / GJ GS", ("ground", 1, 1)),
    ("el_dorado", "players=2 blockades=BJ1*1,BJ2,BR1,BR2 pieces=C3+B8,B7+B9", "C3"),
    ("fertility", "players 2\nboard\n.m.\n.PC\nstart -\np1 hand PG", (1, 1)),
    ("elfengold", "R12:UG | P1@Lapphalya hand=UUU | P2@Elvenhold", "R12"),
])
def test_draw_reads_a_position_of_every_game(game, text, place):
    fig = widgets.draw(text, game=game, highlight=[place])
    assert isinstance(fig, Figure)
    png = render_png(fig)
    assert Image.open(io.BytesIO(png)).size[0] > 200
    # the same picture as the game's own draw of that text
    assert png == render_png(getattr(widgets, game).draw(text, highlight=[place]))


def test_draw_of_a_text_without_a_game_or_with_an_unknown_one():
    with pytest.raises(TypeError, match='game="golden_ankh"'):
        widgets.draw("RJ RJ / GJ GS")
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        widgets.draw("e4", game="chess")


def test_draw_of_a_text_for_a_game_drawn_by_its_board_view(monkeypatch):
    """A game with a view but no ``draw``: the text is read by the game's position parser."""
    toy_rules = types.ModuleType("toy_rules")
    toy_rules.from_position = lambda text: toy_game.ToyState(2, int(text.split("=")[1]), 3, 0, rulekit.Rng(0))
    monkeypatch.setattr(rulekit.registry, "_extra", {**rulekit.registry._extra, "toy": toy_rules})
    fig = widgets.draw("pile=7", game="toy", highlight=[2])
    assert isinstance(fig, Figure)
    texts = [t.get_text() for t in fig.axes[0].texts]
    assert "7 stones left" in texts
    del toy_rules.from_position
    with pytest.raises(TypeError, match="no position notation"):
        widgets.draw("pile=7", game="toy")
