"""Predict, then reveal: is this action legal?  How many points is this?

The quizzes ask rulekit for the answer (``is_legal``, ``explain``, ``score``);
they only show it.
"""
from __future__ import annotations

import html

import ipywidgets as W

import rulekit
from rulekit.core import Action, Check, GameState, IllegalActionText, OptionError
from rulekit.i18n import josa

from . import ui_text
from .board import BoardView, render_png
from .display import decided_html, deciding_check, draw, score_table


def _board_image(state: GameState, highlight: tuple, view: type[BoardView] | None) -> W.Image:
    """The position as the game draws it (or as ``view`` draws it)."""
    fig = view(state, None, highlight).fig if view is not None else draw(state, highlight=highlight)
    return W.Image(value=render_png(fig), format="png", layout=W.Layout(max_width="100%"))


class Quiz(W.VBox):
    """Show a position and an action; the reader guesses legal or illegal, then sees the rules.

    >>> import widgets
    >>> from rulekit import golden_ankh as ga
    >>> state = ga.new_game(players=2, seed=1)
    >>> q = widgets.Quiz(state, "take B B B W", question_en="Can P1 take four tokens?")
    >>> q.legal_button.click(); q.correct       # the reader said "legal"
    False
    >>> q.is_legal
    False

    ``rule`` names the rule the quiz teaches: the answer shows it first, in one sentence, and folds the
    other checks.  It must be a rule the action is checked against (for an illegal action, the one
    that refuses it), or the quiz is refused:

    >>> widgets.Quiz(state, "take B W K", rule="GA.turn.take-tokens").deciding.rule
    'GA.turn.take-tokens'
    """

    def __init__(self, state: GameState, action: Action | str, *, question_en: str | None = None,
                 question_ko: str | None = None, view: type[BoardView] | None = None,
                 rule: str | None = None) -> None:
        super().__init__()
        self.state = state
        self.action: Action | str       # the action, or text that is none (refused by the game)
        try:
            coerced = state.coerce_action(action)
            self.action = coerced
            highlight = tuple(coerced.targets())
        except IllegalActionText:
            self.action = action
            highlight = ()
        self.is_legal: bool = state.is_legal(self.action)
        self.checks: list[Check] = rulekit.explain(state, self.action)
        self.rule = rule
        self.deciding: Check | None = deciding_check(self.checks, rule)
        if rule is not None and (self.deciding is None or self.deciding.rule != rule):
            decided = self.deciding.rule if self.deciding is not None else "-"
            raise OptionError(f"the quiz teaches {rule}, but {decided} decides {self.action}",
                              f"이 퀴즈는 {rule} 규칙을 가르치는데, "
                              f"{josa(self.action, '을')} 결정하는 규칙은 {decided}입니다",
                              field="rule")
        self.guess: bool | None = None
        self.correct: bool | None = None
        self.question_en = question_en
        self.question_ko = question_ko

        self.board = _board_image(state, highlight, view)
        self.question = W.HTML()
        self.legal_button = W.Button(button_style="success")
        self.illegal_button = W.Button(button_style="danger")
        self.result = W.HTML()
        self.legal_button.on_click(lambda _b: self.answer(True))
        self.illegal_button.on_click(lambda _b: self.answer(False))
        buttons = W.HBox([self.legal_button, self.illegal_button])
        self.children = [self.board, self.question, buttons, self.result]
        self.relabel()

    def relabel(self) -> None:
        """Write the labels in the current language (and the revealed answer, if any)."""
        own = self.question_ko if rulekit.get_language() == "ko" else self.question_en
        question = own or ui_text.text("question", action=self.action)
        self.question.value = (f"<p><b>{html.escape(question)}</b><br>"
                               f"<code>{html.escape(str(self.action))}</code></p>")
        self.legal_button.description = ui_text.text("legal")
        self.illegal_button.description = ui_text.text("illegal")
        if self.guess is not None:
            self._reveal()

    def answer(self, guess: bool) -> bool:
        """Record the guess (True = legal) and reveal the answer with the rule checks; True if right."""
        self.guess = bool(guess)
        self.correct = self.guess == self.is_legal
        self._reveal()
        return self.correct

    def _reveal(self) -> None:
        verdict = ui_text.text("right") if self.correct else ui_text.text("wrong")
        colour = "#1a7f37" if self.correct else "#b42318"
        fact = ui_text.text("is_legal" if self.is_legal else "is_illegal", action=self.action)
        self.result.value = (f"<p><b style='color:{colour}'>{verdict}</b> {html.escape(fact)}</p>"
                             + decided_html(self.checks, self.rule))


class ScoreQuiz(W.VBox):
    """Show a position; the reader guesses a player's score, then sees the breakdown by category.

    >>> import widgets
    >>> from rulekit import golden_ankh as ga
    >>> state = ga.new_game(players=2, seed=1).apply("take B W K").apply("end")
    >>> q = widgets.ScoreQuiz(state, player=0)
    >>> q.guess_box.value = 24; q.check_button.click(); q.correct
    False
    >>> q.score.total                            # one point: the ankh token kept (GA.score.tokens)
    1
    """

    def __init__(self, state: GameState, player: int, *, view: type[BoardView] | None = None) -> None:
        super().__init__()
        self.state = state
        self.player = player
        self.score = state.score()[player]
        self.correct: bool | None = None
        self.board = _board_image(state, (), view)
        self.question = W.HTML()
        self.guess_box = W.IntText(value=0, layout=W.Layout(width="12em"))
        self.check_button = W.Button(button_style="primary")
        self.result = W.HTML()
        self.check_button.on_click(lambda _b: self.answer(self.guess_box.value))
        self.children = [self.board, self.question, W.HBox([self.guess_box, self.check_button]), self.result]
        self.relabel()

    def relabel(self) -> None:
        name = rulekit.seat_name(self.player)
        self.question.value = f"<p><b>{html.escape(ui_text.text('score_question', player=name))}</b></p>"
        self.guess_box.description = ui_text.text("guess")
        self.check_button.description = ui_text.text("check_guess")
        if self.correct is not None:
            self._reveal()

    def answer(self, guess: int) -> bool:
        """Compare ``guess`` with the player's total and reveal the breakdown; True if right."""
        self.guess = int(guess)
        self.correct = self.guess == self.score.total
        self._reveal()
        return self.correct

    def _reveal(self) -> None:
        verdict = ui_text.text("right") if self.correct else ui_text.text("wrong")
        colour = "#1a7f37" if self.correct else "#b42318"
        name = rulekit.seat_name(self.player)
        fact = ui_text.text("score_is", player=name, total=self.score.total)
        table = score_table(self.state).loc[[name]].to_html(border=0).replace(
            "<table", "<table style='border-collapse:collapse;line-height:1.35'", 1)
        self.result.value = f"<p><b style='color:{colour}'>{verdict}</b> {html.escape(fact)}</p>{table}"
