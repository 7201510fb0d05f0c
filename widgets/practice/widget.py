"""The Practice widget: one question at a time, answered, marked and explained, with a summary per rule."""
from __future__ import annotations

import html
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import ipywidgets as W

import rulekit
from rulekit import practice
from rulekit.practice import Mastery, PracticeError, Question

from .. import ui_text
from ..board import BoardView, build_view, view_class
from ..display import describe_action
from ..explorer import board_width
from .storage import ProgressFiles, _default_folder
from .texts import STATUS_COLOURS, _guarded, _t, parse_points


class Practice(ProgressFiles, W.VBox):
    """Endless practice on a game's rules (all of them, or the rule IDs or misreading IDs in ``rules``).

    ``progress`` is a file to keep the learner's answers in; without it, the file is
    ``progress-<name>.json`` in ``folder`` (the class folder; by default the
    ``RULEKIT_CLASS_FOLDER`` environment variable, else the current folder), chosen once the learner
    has a name.  The answers are saved after every answer.  A file that cannot be read is left as it
    is (its last good copy is read when there is one) and the answers go to a new file beside it; a
    file of the same name that is already there is continued, with a button for a learner whose
    name only happens to be the same.

    >>> import tempfile, widgets
    >>> folder = tempfile.mkdtemp()
    >>> p = widgets.Practice("golden_ankh", seed=1, learner="민수", folder=folder)
    >>> _ = p.answer(p.question.answer)
    >>> p.progress.name, practice.Mastery.load(p.progress).answers()
    ('progress-민수.json', 1)
    """

    def __init__(self, game: str, rules: Sequence[str] | str | None = None, *, seed: int = 0,
                 learner: str = "", progress: str | Path | None = None,
                 folder: str | Path | None = None, size: str | int = "normal") -> None:
        super().__init__()
        self._take_options(game, rules, seed, learner, folder, size)
        self._build_question()
        self._build_learner()
        self._connect_callbacks()
        self._lay_out()
        if progress is not None:
            self._open(Path(progress))
        elif self.mastery.learner:
            self._claim()
        self._relabel()
        self.next_question()
        self._show_status()

    # ------------------------------------------------------------------ the steps of __init__
    def _take_options(self, game: str, rules: Sequence[str] | str | None, seed: int, learner: str,
                      folder: str | Path | None, size: str | int) -> None:
        """The game, the rules asked about, the learner's record and the stream of questions."""
        self.game = rulekit.load(game).NAME
        self.rules = [rules] if isinstance(rules, str) else (list(rules) if rules is not None else None)
        self.folder = Path(folder) if folder is not None else _default_folder()
        self.mastery = Mastery(learner)
        self.progress: Path | None = None
        self.load_error: str | None = None
        self.save_error: PracticeError | None = None
        self.notice: str = ""
        self._named_file = False  # the file was chosen from the learner's name (not given)
        self._disk: tuple[int, int, int] | None = None
        self._adopted: tuple[Path, Mastery, Mastery, int, Mastery] | None = None
        self.css_width = board_width(size)
        self._stream = practice.questions(self.game, self.rules, seed=seed)
        self.question: Question | None = None
        self.answered: bool = False
        self.last_right: bool | None = None
        self.answer_seconds: float | None = None
        self._shown_at = 0.0
        self.count = 0
        self.view: BoardView | None = None

    def _build_question(self) -> None:
        """The question: heading, board, prompt, the answer buttons or points box, feedback, next."""
        self.header = W.HTML(layout=W.Layout(width=f"{self.css_width}px", max_width="100%"))
        self.board = W.Image(format="png", layout=W.Layout(width=f"{self.css_width}px", max_width="100%",
                                                           height="auto"))
        self.prompt = W.HTML(layout=W.Layout(width=f"{self.css_width}px", max_width="100%"))
        self.legal_button = W.Button(button_style="success", layout=W.Layout(width="auto"))
        self.illegal_button = W.Button(button_style="danger", layout=W.Layout(width="auto"))
        # a text box, not a number box: a number box changes its value under a scrolling mouse wheel
        # or an arrow key, so a learner could send a number other than the one typed
        self.score_box = W.Text(value="", placeholder="0", continuous_update=True,
                                layout=W.Layout(width="8em"))
        self.score_box.add_class("rulekit-score-answer")
        self.check_button = W.Button(button_style="primary", layout=W.Layout(width="auto"))
        self.next_button = W.Button(icon="arrow-right", layout=W.Layout(width="auto"))
        self.feedback = W.HTML(layout=W.Layout(width=f"{self.css_width}px", max_width="100%"))

    def _build_learner(self) -> None:
        """The summary, the save line, the learner's name and file buttons, the language."""
        self.summary = W.HTML(layout=W.Layout(width=f"{self.css_width}px", max_width="100%"))
        self.save_status = W.HTML(layout=W.Layout(width=f"{self.css_width}px", max_width="100%"))
        self.learner_box = W.Text(value=self.mastery.learner, continuous_update=False,
                                  layout=W.Layout(width="16em"))
        self.save_button = W.Button(icon="save", layout=W.Layout(width="auto"))
        self.not_me_button = W.Button(icon="user-plus", layout=W.Layout(width="auto", display="none"))
        self.reset_button = W.Button(icon="trash", button_style="warning", layout=W.Layout(width="auto"))
        self.lang = W.ToggleButtons(options=ui_text.language_options(),
                                    value=rulekit.get_language(), style={"button_width": "auto"})

    def _connect_callbacks(self) -> None:
        """Every button and box to its (guarded) callback."""
        self.legal_button.on_click(lambda _b: self._on_answer(True))
        self.illegal_button.on_click(lambda _b: self._on_answer(False))
        self.check_button.on_click(lambda _b: self._on_answer(self.score_box.value))
        self.next_button.on_click(lambda _b: self._on_next())
        self.save_button.on_click(lambda _b: self._on_save())
        self.not_me_button.on_click(lambda _b: self._on_not_me())
        self.reset_button.on_click(lambda _b: self._on_reset())
        self.learner_box.observe(self._on_learner, names="value")
        self.lang.observe(self._on_lang, names="value")

    def _lay_out(self) -> None:
        self.legal_row = W.HBox([self.legal_button, self.illegal_button])
        self.score_row = W.HBox([self.score_box, self.check_button])
        self.children = [
            self.header, self.board, self.prompt, self.legal_row, self.score_row, self.feedback,
            self.next_button,
            W.HBox([self.learner_box, self.save_button, self.not_me_button, self.reset_button],
                   layout=W.Layout(flex_flow="row wrap")),
            self.save_status, self.summary, self.lang,
        ]
        self.add_class("rulekit-practice")

    # ------------------------------------------------------------------ public
    def next_question(self) -> Question:
        """Show the next question (the stream never repeats the one before)."""
        try:
            self.question = next(self._stream)
        except StopIteration:
            self._stream = practice.questions(self.game, self.rules, seed=self.count + 1000)
            self.question = next(self._stream)
        self.count += 1
        self.answered = False
        self.last_right = None
        self.answer_seconds = None
        self.feedback.value = ""
        self.score_box.value = ""
        self._show_question()
        self._shown_at = time.monotonic()
        return self.question

    def answer(self, guess: Any) -> bool:
        """Answer the question shown (True/False, or the points); True if right.

        Only the first answer to a question is counted; it is saved at once when the learner has a
        name or a progress file is set (a failed save is shown and tried again next time).
        """
        q = self.question
        assert q is not None
        if q.kind == "score":
            points = parse_points(guess)
            if points is None:  # not a number: asked again, never counted as a wrong answer
                said = html.escape(_t("type_a_number", text=str(guess)[:40]))
                self.feedback.value = f"<div style='font-size:15px;color:#9a6700'>{said}</div>"
                return False
            guess = points
        right = q.is_right(guess)
        if not self.answered:
            self.answered = True
            self.last_right = right
            self.answer_seconds = max(0.0, time.monotonic() - self._shown_at)
            self.mastery.record(self.game, q.rule, right, self.answer_seconds)
            if self._adopted is not None:  # kept apart in case the continued file is someone else's
                self._adopted[4].record(self.game, q.rule, right, self.answer_seconds)
            self.save()
        self._show_feedback(guess, right)
        self._show_summary()
        return right

    # ------------------------------------------------------------------ callbacks
    @_guarded
    def _on_answer(self, guess: Any) -> None:
        self.answer(guess)

    @_guarded
    def _on_next(self) -> None:
        self.next_question()

    @_guarded
    def _on_reset(self) -> None:
        self.mastery.reset(self.game)
        if self.progress is not None:
            self.save()
        self._show_summary()

    @_guarded
    def _on_lang(self, change: dict) -> None:
        rulekit.set_language(change["new"])
        if self.view is not None and self.question is not None:
            self.view.relabel(self.question.state, self._highlight())
        self._relabel()
        self._show_question(redraw=True)
        if self.answered:
            self._show_feedback(None, bool(self.last_right))
        self._show_summary()
        self._show_status()

    # ------------------------------------------------------------------ drawing
    def _highlight(self) -> tuple:
        q = self.question
        if q is None or q.action is None:
            return ()
        places = tuple(q.evidence)
        if self.view is not None:
            places += tuple(p for p in self.view.click_targets(q.action) if p not in places)
        return places

    def _show_question(self, redraw: bool = False) -> None:
        q = self.question
        if q is None:       # no question yet
            return
        t = ui_text.text
        title = rulekit.rule_title(q.rule)
        self.header.value = (f"<div style='font-size:16px'><b>{t('practice_n', n=self.count)}</b> · "
                             f"<code>{html.escape(q.rule)}</code> {html.escape(title)}</div>")
        if self.view is None or self.view.state.GAME != q.state.GAME:
            self.view = build_view(view_class(self.game), q.state, self.css_width, self._highlight())
        self.view.show(q.state, self._highlight())
        self.board.value = self.view.render()
        player = rulekit.seat_name(q.state.current_player if q.player is None else q.player)
        if q.kind == "legal":
            words = describe_action(self.game, q.action)
            text = t("practice_legal", player=player, action=words, turn=ui_text.turn_word(self.game))
        else:
            text = t("practice_score", player=player)
        self.prompt.value = f"<div style='font-size:18px;margin:6px 0'>{html.escape(text)}</div>"
        self.legal_row.layout.display = None if q.kind == "legal" else "none"
        self.score_row.layout.display = None if q.kind == "score" else "none"
        for b in (self.legal_button, self.illegal_button, self.check_button):
            b.disabled = False
        if not redraw:
            self._show_summary()

    def _show_feedback(self, guess: Any, right: bool) -> None:
        q = self.question
        if q is None:       # no question yet
            return
        m = q.misreading
        t = ui_text.text
        mark = (f"<b style='color:#1a7f37'>{t('right')}</b>" if right
                else f"<b style='color:#b42318'>{t('wrong')}</b>")
        if q.kind == "legal":
            verdict = t("is_legal" if q.answer else "is_illegal", action=describe_action(self.game, q.action))
        else:
            player = q.state.current_player if q.player is None else q.player   # a score question names one
            verdict = t("score_is", player=rulekit.seat_name(player), total=q.answer)
        deciding = q.deciding_check()
        rows = [f"<p style='margin:4px 0'>{mark} {html.escape(verdict)}</p>"]
        if deciding is not None:
            sign = "✓" if deciding.passed else "✗"
            rows.append(f"<p style='margin:4px 0'>{sign} <code>{html.escape(deciding.rule)}</code> "
                        f"{html.escape(deciding.message())}</p>")
        if q.kind == "score" and q.parts:
            cells = "".join(f"<td style='padding:2px 10px'>{html.escape(ui_text.score_part(k))}: {v}</td>"
                            for k, v in q.parts.items())
            rows.append(f"<table><tr>{cells}</tr></table>")
        rows.append(f"<p style='margin:4px 0'><b>{t('misreading')}</b> {html.escape(m.belief_text())}</p>")
        rows.append(f"<p style='margin:4px 0'><b>{t('the_rule')}</b> {html.escape(m.truth_text())}</p>")
        rows.append(f"<blockquote style='margin:4px 0 4px 12px;color:#333'>“{html.escape(m.quote_text())}”"
                    f"</blockquote>")
        if self.answer_seconds is not None:
            took = t("answer_time", s=f"{self.answer_seconds:.1f}")
            rows.append(f"<p style='margin:2px 0;color:#555'>{took}</p>")
        self.feedback.value = (f"<div style='font-size:15px;background:#f6f8fa;padding:8px 12px;"
                               f"border-radius:6px'>{''.join(rows)}</div>")
        for b in (self.legal_button, self.illegal_button, self.check_button):
            b.disabled = True

    def _show_summary(self) -> None:
        records = self.mastery.of(self.game)
        rules = sorted({m.rule for m in practice.select(self.game, self.rules)})
        cell = "padding:3px 10px;word-break:keep-all"
        head = (f"<tr><th style='text-align:left;{cell}'>{_t('rule')}</th>"
                f"<th style='{cell}'>{ui_text.text('tries')}</th>"
                f"<th style='{cell}'>{_t('right_first')}</th>"
                f"<th style='text-align:left;{cell}'>{_t('status')}</th></tr>")
        body = []
        for rule in rules:
            rec = records.get(rule)
            if rec is None:
                tries, score, status, said = 0, "–", "untried", _t("untried")
            else:
                tries = rec.tries
                score = _t("right_of", right=rec.first_try_correct, tries=rec.tries)
                status = rec.status
                said = (_t("more_to_judge", k=practice.MIN_TRIES - rec.tries) if status == "not_sure"
                        else ui_text.text("status_" + status))
            body.append(f"<tr><td style='{cell}'>{html.escape(rulekit.rule_title(rule))} "
                        f"<code style='font-size:11px;color:#57606a'>{html.escape(rule)}</code></td>"
                        f"<td style='{cell};text-align:center'>{tries}</td>"
                        f"<td style='{cell};text-align:center'>{html.escape(score)}</td>"
                        f"<td style='{cell};color:{STATUS_COLOURS[status]}'>{html.escape(said)}</td></tr>")
        total = sum(r.tries for r in records.values())
        right = sum(r.first_try_correct for r in records.values())
        line = _t("answered", n=total, right=right)
        self.summary.value = (f"<div style='font-size:14px'><b>{ui_text.text('practice_summary')}</b> · "
                              f"{html.escape(line)}<table style='border-collapse:collapse'>{head}"
                              f"{''.join(body)}</table></div>")

    def _relabel(self) -> None:
        t = ui_text.text
        self.legal_button.description = t("legal")
        self.illegal_button.description = t("illegal")
        self.check_button.description = t("check_guess")
        self.next_button.description = t("next_question")
        self.save_button.description = t("save_progress")
        self.not_me_button.description = _t("not_me")
        self.reset_button.description = t("reset_game")
        self.learner_box.description = t("learner")
        self.lang.description = t("language")
