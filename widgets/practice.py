"""Practice: a stream of legal-or-not and score questions made from common misreadings.

Each question shows the position with the action's places marked and asks "legal or not?" (or "how
many points?"); the learner's answer is timed and marked, then explained: the rule, the check the
rules engine made, the misreading it was about and the rulebook's own sentence.  A summary per rule
counts tries and first-try answers; a rule with fewer than :data:`rulekit.practice.MIN_TRIES`
answers is "not yet sure".  Progress can be kept in a small JSON file the learner owns.

>>> import widgets
>>> p = widgets.Practice("golden_ankh", seed=1)
>>> q = p.question
>>> p.answer(q.answer)                     # the right answer
True
>>> p.mastery.of("golden_ankh")[q.rule].first_try_correct
1
>>> p.answer(not q.answer)                 # a second answer to the same question does not count
False
>>> p.mastery.of("golden_ankh")[q.rule].tries
1
>>> p.next_question().rule != q.rule or p.question.key != q.key
True
"""
from __future__ import annotations

import functools
import html
import logging
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import ipywidgets as W

import rulekit
from rulekit import practice
from rulekit.practice import Mastery, Question

from . import ui_text
from .board import build_view, view_class
from .display import describe_action

log = logging.getLogger(__name__)

STATUS_COLOURS = {"mastered": "#1a7f37", "learning": "#9a6700", "not_sure": "#57606a"}


def _guarded(method: Any) -> Any:
    """A button callback that shows an error instead of raising it into the notebook."""

    @functools.wraps(method)
    def wrapper(self: Practice, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except Exception as exc:  # a click must never show a traceback
            log.exception("Practice callback %s failed", method.__name__)
            said = html.escape(ui_text.text("error", error=f"{type(exc).__name__}: {exc}"))
            self.feedback.value = f"<div style='color:#b42318;font-size:15px'>{said}</div>"
            return None

    return wrapper


class Practice(W.VBox):
    """Endless practice on a game's rules (all of them, or the rule IDs or misreading IDs in ``rules``).

    ``progress`` is a file to keep the learner's answers in: read when it exists (a corrupt or
    edited file is refused with a clear message and not overwritten), written after every answer.
    """

    def __init__(self, game: str, rules: Sequence[str] | str | None = None, *, seed: int = 0,
                 learner: str = "", progress: str | Path | None = None,
                 size: str | int = "normal") -> None:
        super().__init__()
        from .explorer import board_width

        self.game = rulekit.load(game).NAME
        self.rules = [rules] if isinstance(rules, str) else (list(rules) if rules is not None else None)
        self.progress = Path(progress) if progress is not None else None
        self.mastery = Mastery(learner)
        self.load_error: str | None = None
        if self.progress is not None and self.progress.exists():
            try:
                self.mastery = Mastery.load(self.progress)
            except practice.PracticeError as exc:
                self.load_error = exc.message()
                self.progress = None  # never overwrite a file that could not be read
        self.css_width = board_width(size)
        self._stream = practice.questions(self.game, self.rules, seed=seed)
        self.question: Question | None = None
        self.answered: bool = False
        self.last_right: bool | None = None
        self.answer_seconds: float | None = None
        self._shown_at = 0.0
        self.count = 0
        self.view = None

        self.header = W.HTML(layout=W.Layout(width=f"{self.css_width}px", max_width="100%"))
        self.board = W.Image(format="png", layout=W.Layout(width=f"{self.css_width}px", max_width="100%",
                                                           height="auto"))
        self.prompt = W.HTML(layout=W.Layout(width=f"{self.css_width}px", max_width="100%"))
        self.legal_button = W.Button(button_style="success", layout=W.Layout(width="auto"))
        self.illegal_button = W.Button(button_style="danger", layout=W.Layout(width="auto"))
        self.score_box = W.IntText(layout=W.Layout(width="8em"))
        self.check_button = W.Button(button_style="primary", layout=W.Layout(width="auto"))
        self.next_button = W.Button(icon="arrow-right", layout=W.Layout(width="auto"))
        self.feedback = W.HTML(layout=W.Layout(width=f"{self.css_width}px", max_width="100%"))
        self.summary = W.HTML(layout=W.Layout(width=f"{self.css_width}px", max_width="100%"))
        self.learner_box = W.Text(value=self.mastery.learner, layout=W.Layout(width="14em"))
        self.save_button = W.Button(icon="save", layout=W.Layout(width="auto"))
        self.reset_button = W.Button(icon="trash", button_style="warning", layout=W.Layout(width="auto"))
        self.lang = W.ToggleButtons(options=[("English", "en"), ("한국어", "ko")],
                                    value=rulekit.get_language(), style={"button_width": "auto"})
        self.legal_button.on_click(lambda _b: self._on_answer(True))
        self.illegal_button.on_click(lambda _b: self._on_answer(False))
        self.check_button.on_click(lambda _b: self._on_answer(self.score_box.value))
        self.next_button.on_click(lambda _b: self._on_next())
        self.save_button.on_click(lambda _b: self._on_save())
        self.reset_button.on_click(lambda _b: self._on_reset())
        self.learner_box.observe(self._on_learner, names="value")
        self.lang.observe(self._on_lang, names="value")
        self.legal_row = W.HBox([self.legal_button, self.illegal_button])
        self.score_row = W.HBox([self.score_box, self.check_button])
        self.children = [
            self.header, self.board, self.prompt, self.legal_row, self.score_row, self.feedback,
            self.next_button, self.summary,
            W.HBox([self.learner_box, self.save_button, self.reset_button],
                   layout=W.Layout(flex_flow="row wrap")),
            self.lang,
        ]
        self.add_class("rulekit-practice")
        self._relabel()
        self.next_question()

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
        self.answer_seconds: float | None = None
        self.feedback.value = ""
        self.score_box.value = 0
        self._show_question()
        self._shown_at = time.monotonic()
        return self.question

    def answer(self, guess: Any) -> bool:
        """Answer the question shown (True/False, or the points); True if right.

        Only the first answer to a question is counted; it is saved when a progress file is set.
        """
        q = self.question
        assert q is not None
        right = q.is_right(guess)
        if not self.answered:
            self.answered = True
            self.last_right = right
            self.answer_seconds = max(0.0, time.monotonic() - self._shown_at)
            self.mastery.record(self.game, q.rule, right, self.answer_seconds)
            if self.progress is not None:
                self.mastery.save(self.progress)
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
    def _on_save(self) -> None:
        if self.progress is None:
            name = self.mastery.learner.strip() or "learner"
            safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in name)
            self.progress = Path(f"progress-{safe}.json")
        self.mastery.save(self.progress)
        said = html.escape(ui_text.text("progress_saved", path=str(self.progress)))
        self.feedback.value += f"<div style='font-size:14px;color:#1a7f37'>{said}</div>"

    @_guarded
    def _on_reset(self) -> None:
        self.mastery.reset(self.game)
        if self.progress is not None:
            self.mastery.save(self.progress)
        self._show_summary()

    @_guarded
    def _on_learner(self, change: dict) -> None:
        self.mastery.learner = str(change["new"])[:200]

    @_guarded
    def _on_lang(self, change: dict) -> None:
        rulekit.set_language(change["new"])
        if self.view is not None:
            self.view.relabel(self.question.state, self._highlight())
        self._relabel()
        self._show_question(redraw=True)
        if self.answered:
            self._show_feedback(None, bool(self.last_right))

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
            text = t("practice_legal", player=player, action=words)
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
        m = q.misreading
        t = ui_text.text
        mark = (f"<b style='color:#1a7f37'>{t('right')}</b>" if right
                else f"<b style='color:#b42318'>{t('wrong')}</b>")
        if q.kind == "legal":
            verdict = t("is_legal" if q.answer else "is_illegal", action=describe_action(self.game, q.action))
        else:
            verdict = t("score_is", player=rulekit.seat_name(q.player), total=q.answer)
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
        t = ui_text.text
        records = self.mastery.of(self.game)
        rules = sorted({m.rule for m in practice.select(self.game, self.rules)})
        head = (f"<tr><th style='text-align:left;padding:2px 10px'>{t('rule')}</th>"
                f"<th style='padding:2px 10px'>{t('tries')}</th>"
                f"<th style='padding:2px 10px'>{t('first_try')}</th>"
                f"<th style='text-align:left;padding:2px 10px'>{t('status')}</th></tr>")
        body = []
        for rule in rules:
            rec = records.get(rule, practice.RuleRecord())
            status = rec.status
            body.append(f"<tr><td style='padding:2px 10px'><code>{html.escape(rule)}</code> "
                        f"{html.escape(rulekit.rule_title(rule))}</td>"
                        f"<td style='padding:2px 10px;text-align:center'>{rec.tries}</td>"
                        f"<td style='padding:2px 10px;text-align:center'>{rec.first_try_correct}</td>"
                        f"<td style='padding:2px 10px;color:{STATUS_COLOURS[status]}'>"
                        f"{html.escape(t('status_' + status))}</td></tr>")
        note = ""
        if self.load_error:
            note = f"<p style='color:#b42318'>{html.escape(t('progress_refused', error=self.load_error))}</p>"
        self.summary.value = (f"<div style='font-size:14px'>{note}<b>{t('practice_summary')}</b>"
                              f"<table style='border-collapse:collapse'>{head}{''.join(body)}</table></div>")

    def _relabel(self) -> None:
        t = ui_text.text
        self.legal_button.description = t("legal")
        self.illegal_button.description = t("illegal")
        self.check_button.description = t("check_guess")
        self.next_button.description = t("next_question")
        self.save_button.description = t("save_progress")
        self.reset_button.description = t("reset_game")
        self.learner_box.description = t("learner")
        self.lang.description = t("language")


def class_frame(files: Sequence[str | Path | Mastery], game: str) -> Any:
    """A learner × rule table of ``game``: each cell "right first time / tries" and the status.

    >>> import widgets
    >>> a = Mastery("A"); a.record("golden_ankh", "GA.place.adjacent", True)
    >>> widgets.practice.class_frame([a], "golden_ankh").loc["A", "GA.place.adjacent"]
    '1/1 · not yet sure (too few tries)'
    """
    import pandas

    rows = practice.class_table(files, game)
    learners = list(dict.fromkeys(r["learner"] for r in rows))
    rules = sorted({m.rule for m in practice.select(game)} | {r["rule"] for r in rows})
    t = ui_text.text
    table = {name: {rule: "–" for rule in rules} for name in learners}
    for r in rows:
        table[r["learner"]][r["rule"]] = (f"{r['first_try_correct']}/{r['tries']} · "
                                          f"{t('status_' + r['status'])}")
    frame = pandas.DataFrame.from_dict(table, orient="index", columns=rules)
    frame.index.name = t("learner")
    return frame


MISREADING_HEADS = {"rule": ("rule", "규칙"), "belief": ("common misreading", "흔한 오해"),
                    "truth": ("what the rule says", "실제 규칙"), "quote": ("the rulebook", "규칙서")}


def misreadings_table(game: str) -> Any:
    """The misreadings behind a game's practice questions, one row each, in the current language:
    the rule it gets wrong, the misreading, the rule in plain words and the rulebook's sentence.

    Shown as a table whose texts are never cut short (a pandas Styler; ``.data`` is the DataFrame).

    >>> import widgets
    >>> table = widgets.practice.misreadings_table("golden_ankh").data
    >>> list(table.columns) == ["rule", "common misreading", "what the rule says", "the rulebook"]
    True
    """
    import pandas

    heads = {k: rulekit.i18n.pick(en, ko) for k, (en, ko) in MISREADING_HEADS.items()}
    rows = [{heads["rule"]: m.rule, heads["belief"]: m.belief_text(), heads["truth"]: m.truth_text(),
             heads["quote"]: m.quote_text()} for m in practice.misreadings(game)]
    frame = pandas.DataFrame(rows, columns=list(heads.values()))
    return frame.style.hide(axis="index").set_properties(**{"text-align": "left", "white-space": "normal"})


def class_plot(files: Sequence[str | Path | Mastery], game: str) -> Any:
    """Who has which rule: the share right first time per learner and rule, coloured by status."""
    from matplotlib.colors import ListedColormap
    from matplotlib.figure import Figure

    rows = practice.class_table(files, game)
    learners = list(dict.fromkeys(r["learner"] for r in rows))
    rules = sorted({m.rule for m in practice.select(game)})
    t = ui_text.text
    fig = Figure(figsize=(max(6.0, 0.9 * len(rules) + 2.5), 0.7 * len(learners) + 2.8), dpi=96)
    ax = fig.add_subplot()
    codes = {"not_sure": 0, "learning": 1, "mastered": 2}
    grid = [[-1 for _ in rules] for _ in learners]
    labels = [["" for _ in rules] for _ in learners]
    for r in rows:
        if r["rule"] in rules:
            i, j = learners.index(r["learner"]), rules.index(r["rule"])
            grid[i][j] = codes[r["status"]]
            labels[i][j] = f"{r['first_try_correct']}/{r['tries']}"
    colours = ListedColormap(["#ffffff", "#d0d7de", "#f5c26b", "#7fcf8e"])
    ax.imshow([[v + 1 for v in row] for row in grid], cmap=colours, vmin=0, vmax=3, aspect="auto")
    for i, row in enumerate(labels):
        for j, text in enumerate(row):
            ax.text(j, i, text or "–", ha="center", va="center", fontsize=11)
    ax.set_xticks(range(len(rules)), [r.split(".", 1)[1] for r in rules], rotation=40, ha="right",
                  fontsize=10)
    ax.set_yticks(range(len(learners)), learners, fontsize=11)
    ax.set_title(t("class_title"), fontsize=13)
    handles = [matplotlib_patch(colour, t("status_" + key))
               for key, colour in (("mastered", "#7fcf8e"), ("learning", "#f5c26b"),
                                   ("not_sure", "#d0d7de"))]
    ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, -0.45), ncol=3, fontsize=10,
              frameon=False)
    fig.subplots_adjust(bottom=0.42, left=0.18, right=0.98, top=0.9)
    return fig


def matplotlib_patch(colour: str, label: str) -> Any:
    from matplotlib.patches import Patch

    return Patch(facecolor=colour, edgecolor="#57606a", label=label)


__all__ = ["Practice", "class_frame", "class_plot"]
