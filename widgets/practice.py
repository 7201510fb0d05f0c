"""Practice: a stream of legal-or-not and score questions made from common misreadings.

Each question shows the position with the action's places marked and asks "legal or not?" (or "how
many points?"); the learner's answer is timed and marked, then explained: the rule, the check the
rules engine made, the misreading it was about and the rulebook's own sentence.  A summary per rule
shows the answers right first time from the first answer ("2/3"), and says "mastered" or "still
learning" once a rule has :data:`rulekit.practice.MIN_TRIES` answers.

Progress is saved after every answer once the learner has typed a name (or a file is given): into
``progress-<name>.json`` in the class folder the teacher gives (``folder=``, or the
``RULEKIT_CLASS_FOLDER`` environment variable), else the notebook's folder.  A failed save (a full
disk, a folder that went away) is shown and tried again after the next answer; nothing already
saved is ever lost (:meth:`rulekit.practice.Mastery.save`).  :class:`ClassView` reads a class
folder as it is, one row per file.

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
import os
import re
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import ipywidgets as W

import rulekit
from rulekit import practice
from rulekit.practice import Mastery, PracticeError, Question

from . import ui_text
from .board import build_view, view_class
from .display import describe_action

log = logging.getLogger(__name__)

STATUS_COLOURS = {"mastered": "#1a7f37", "learning": "#9a6700", "not_sure": "#57606a",
                  "untried": "#8c959f", "unreadable": "#b42318"}
#: The environment variable a teacher can set to the class folder (e.g. a shared folder on a hub).
CLASS_FOLDER_VARIABLE = "RULEKIT_CLASS_FOLDER"

TEXTS: dict[str, tuple[str, str]] = {
    "name_to_save": ("Type your name and press Enter: your progress is then saved after every answer.",
                     "이름을 적고 Enter를 누르면, 그다음부터 답할 때마다 진도가 저장됩니다."),
    "saved": ("Saved after every answer in {file}.", "답할 때마다 {file}에 저장합니다."),
    "save_failed": ("Could not save: {error}. Your answers are kept here and saving is tried again "
                    "after the next answer.",
                    "저장하지 못했습니다: {error}. 답은 여기 그대로 있고, 다음에 답할 때 다시 저장합니다."),
    "not_read": ("The progress file {file} was not read (it is kept as it is): {error}. "
                 "Your answers are saved in {new}.",
                 "진도 파일({file})은 읽지 않았습니다 (파일은 그대로 둡니다): {error}. "
                 "답은 {new}에 저장합니다."),
    "adopted": ("Continuing the progress in {file} ({n} answers so far). Not yours? Press “{button}”.",
                "{file}에 있던 진도({n}문제)를 이어서 셉니다. 내 진도가 아니면 ‘{button}’을 누르세요."),
    "not_me": ("Not mine: start my own file", "내 것이 아님: 새 파일로"),
    "switched": ("A new name is counted in its own file; the answers so far stay in {file}.",
                 "새 이름은 따로 셉니다. 지금까지의 답은 {file}에 그대로 있습니다."),
    "own_file": ("Your answers are now kept in a file of your own: {file}.",
                 "이제 답은 내 파일 {file}에 저장합니다."),
    "changed_elsewhere": ("{file} belongs to or was changed by someone else (another learner of the same "
                          "name?); your answers are now saved in {new}.",
                          "{file} 파일은 다른 사람의 것이거나 다른 곳에서 고쳤습니다 "
                          "(같은 이름의 다른 학습자?). 이제부터 답은 {new}에 저장합니다."),
    "answered": ("{n} answered, {right} right first time.", "지금까지 {n}문제, 한 번에 맞힘 {right}문제."),
    "right_of": ("{right}/{tries} right", "{right}/{tries} 맞음"),
    "more_to_judge": ("not yet sure: {k} more to tell", "판단까지 {k}문제 더"),
    "more_short": ("{k} more to tell", "{k}문제 더"),
    "untried": ("not tried yet", "아직 안 풂"),
    "rule": ("rule", "규칙"),
    "right_first": ("right first time", "한 번에 맞힘"),
    "status": ("status", "상태"),
    "refresh": ("Read the folder again", "폴더 다시 읽기"),
    "live": ("Live: every {s} s", "실시간: {s}초마다"),
    "no_live": ("Reading the folder by itself needs a running notebook; press the button to read it again.",
                "저절로 다시 읽기는 실행 중인 노트북에서만 됩니다. 단추를 눌러 다시 읽으세요."),
    "class_read": ("Progress files read from {folder} at {time}: {n}.",
                   "{folder}에서 진도 파일 {n}개를 {time}에 읽었습니다."),
    "bad_files": ("Files that could not be read (the rest are shown):",
                  "읽을 수 없는 파일 (나머지는 모두 보입니다):"),
    "problem": ("problem", "문제점"),
    "no_files": ("No progress files (progress-*.json) in this folder yet.",
                 "이 폴더에는 아직 진도 파일(progress-*.json)이 없습니다."),
    "unreadable": ("unreadable", "읽을 수 없음"),
    "type_a_number": ("“{text}” is not a number of points: type digits, such as 12, then press Check.",
                      "점수로 읽을 수 없습니다: “{text}”. 12처럼 숫자로 적고 확인을 누르세요."),
}


def parse_points(guess: Any) -> int | None:
    """A typed number of points: digits of any script (full-width too), a sign, spaces, and a unit
    word after it; None when it is not a number.

    >>> parse_points(" 24 "), parse_points("２４"), parse_points("24점"), parse_points("12 points")
    (24, 24, 24, 12)
    >>> parse_points("열"), parse_points(""), parse_points(True)
    (None, None, None)
    """
    if isinstance(guess, bool):
        return None
    if isinstance(guess, int):
        return guess
    match = _POINTS.fullmatch(str(guess)[:40])
    if match is None:
        return None
    return int(match.group(1).replace("−", "-"))


_POINTS = re.compile(r"\s*([+\-−]?\d{1,6})\s*(?:점|디벤|points?|pts?\.?|deben)?\s*", re.IGNORECASE)


def _t(key: str, **values: Any) -> str:
    en, ko = TEXTS[key]
    return rulekit.i18n.pick(en, ko).format(**values)


def _said(error: Any) -> str:
    return error.message() if isinstance(error, rulekit.BilingualError) else str(error)


def _guarded(method: Any) -> Any:
    """A button callback that shows an error instead of raising it into the notebook."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except Exception as exc:  # a click must never show a traceback
            log.exception("Practice callback %s failed", method.__name__)
            said = html.escape(ui_text.text("error", error=f"{type(exc).__name__}: {_said(exc)}"))
            target = getattr(self, "feedback", None) or getattr(self, "message", None)
            if target is not None:
                target.value = f"<div style='color:#b42318;font-size:15px'>{said}</div>"
            return None

    return wrapper


def _signature(path: Path) -> tuple[int, int, int] | None:
    """What tells one version of a file from the next (a save makes a new file: a new inode)."""
    try:
        st = os.lstat(path)
    except (OSError, ValueError):
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns)


def _free_sibling(path: Path) -> Path:
    """``name-2.json``, ``name-3.json`` ...: the first name beside ``path`` that nothing uses."""
    n = 2
    while True:
        candidate = path.with_name(f"{path.stem}-{n}{path.suffix}")
        if _signature(candidate) is None and _signature(practice.backup_path(candidate)) is None:
            return candidate
        n += 1


def _default_folder() -> Path:
    named = os.environ.get(CLASS_FOLDER_VARIABLE, "").strip()
    return Path(named) if named else Path(".")


class Practice(W.VBox):
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
        from .explorer import board_width

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
        self.view = None

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
        self.summary = W.HTML(layout=W.Layout(width=f"{self.css_width}px", max_width="100%"))
        self.save_status = W.HTML(layout=W.Layout(width=f"{self.css_width}px", max_width="100%"))
        self.learner_box = W.Text(value=self.mastery.learner, continuous_update=False,
                                  layout=W.Layout(width="16em"))
        self.save_button = W.Button(icon="save", layout=W.Layout(width="auto"))
        self.not_me_button = W.Button(icon="user-plus", layout=W.Layout(width="auto", display="none"))
        self.reset_button = W.Button(icon="trash", button_style="warning", layout=W.Layout(width="auto"))
        self.lang = W.ToggleButtons(options=[("English", "en"), ("한국어", "ko")],
                                    value=rulekit.get_language(), style={"button_width": "auto"})
        self.legal_button.on_click(lambda _b: self._on_answer(True))
        self.illegal_button.on_click(lambda _b: self._on_answer(False))
        self.check_button.on_click(lambda _b: self._on_answer(self.score_box.value))
        self.next_button.on_click(lambda _b: self._on_next())
        self.save_button.on_click(lambda _b: self._on_save())
        self.not_me_button.on_click(lambda _b: self._on_not_me())
        self.reset_button.on_click(lambda _b: self._on_reset())
        self.learner_box.observe(self._on_learner, names="value")
        self.lang.observe(self._on_lang, names="value")
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
        if progress is not None:
            self._open(Path(progress))
        elif self.mastery.learner:
            self._claim()
        self._relabel()
        self.next_question()
        self._show_status()

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

    def save(self) -> bool:
        """Save the progress now (when there is a name or a file); True if it is on the disk.

        A failure is kept in ``save_error`` and shown; the next answer tries again.
        """
        if self.progress is None:
            if not self.mastery.learner:
                self._show_status()
                return False
            self._claim()
            if self.progress is None:
                self._show_status()
                return False
        path = self.progress
        now = _signature(path)
        if now is not None and now != self._disk:  # someone else writes this file
            new = self._next_file(path)
            self.notice = _t("changed_elsewhere", file=path.name, new=new.name)
            self._unadopt()
            self.progress = path = new
        try:
            try:
                self.mastery.save(path)
            except PracticeError as exc:
                if exc.field != "permission" or not self._named_file:
                    raise
                # another learner's file in a shared folder: the answers go to a file of their own
                new = self._next_file(path)
                self._unadopt()
                self.mastery.save(new)
                self.notice = _t("changed_elsewhere", file=path.name, new=new.name)
                self.progress = path = new
        except PracticeError as exc:
            self.save_error = exc
            self._show_status()
            return False
        self.save_error = None
        self._disk = _signature(path)
        self._show_status()
        return True

    # ------------------------------------------------------------------ files
    def _open(self, path: Path) -> None:
        """Use ``path`` as the progress file, reading what it holds."""
        self.progress = path
        self._named_file = False
        if _signature(path) is None and _signature(practice.backup_path(path)) is None:
            self._disk = None
            return
        try:
            loaded = Mastery.load(path)
        except PracticeError as exc:
            if exc.field == "missing":
                self._disk = None
                return
            self.load_error = exc.message()
            new = _free_sibling(path)
            self.notice = _t("not_read", file=path.name, error=self.load_error, new=new.name)
            self.progress, self._disk = new, None
            return
        if loaded.recovered is not None:
            self.notice = loaded.recovered.message()
        if not loaded.learner and self.mastery.learner:
            loaded.learner = self.mastery.learner
        self.mastery = loaded
        self._disk = _signature(path)
        self._set_box(loaded.learner)

    def _claim(self, start: int = 1) -> None:
        """Choose the file for the learner's name in the folder: the first of ``progress-<name>.json``,
        ``progress-<name>-2.json`` ... that is free (a new file) or holds the same name (continued)."""
        name = self.mastery.learner
        number = start
        while True:
            path = practice.progress_path(self.folder, name, number)
            if _signature(path) is None and _signature(practice.backup_path(path)) is None:
                self.progress, self._disk, self._named_file = path, None, True
                return
            try:
                theirs = Mastery.load(path)
            except PracticeError:
                theirs = None  # a damaged or foreign file is never written over: the next number
            if theirs is not None and theirs.learner == name:
                mine = self.mastery.copy()
                merged = theirs.copy()
                merged.add(mine)
                self.mastery = merged
                self.progress, self._named_file = path, True
                self._disk = _signature(path)
                self._adopted = (path, theirs, mine, number, Mastery(name))
                self.notice = _t("adopted", file=path.name, n=theirs.answers(), button=_t("not_me"))
                return
            number += 1

    def _unadopt(self) -> None:
        """Keep only this learner's own answers when the file continued turns out to be another's."""
        if self._adopted is not None:
            _path, _theirs, mine, _number, since = self._adopted
            own = mine.copy()
            own.add(since)
            self.mastery = own
            self._adopted = None

    def _next_file(self, path: Path) -> Path:
        if self._named_file:
            number = 2
            while True:
                candidate = practice.progress_path(self.folder, self.mastery.learner, number)
                if _signature(candidate) is None and _signature(practice.backup_path(candidate)) is None:
                    return candidate
                number += 1
        return _free_sibling(path)

    def _set_box(self, name: str) -> None:
        self._quiet = True
        try:
            self.learner_box.value = name
        finally:
            self._quiet = False

    def _show_status(self) -> None:
        rows = []
        if self.notice:
            rows.append(f"<div style='color:#9a6700'>{html.escape(self.notice)}</div>")
        if self.save_error is not None:
            said = html.escape(_t("save_failed", error=self.save_error.message()))
            rows.append(f"<div style='color:#b42318'><b>⚠</b> {said}</div>")
        elif self.progress is not None:
            rows.append(f"<div style='color:#1a7f37'>✓ {html.escape(_t('saved', file=str(self.progress)))}"
                        f"</div>")
        else:
            rows.append(f"<div style='color:#57606a'>{html.escape(_t('name_to_save'))}</div>")
        self.save_status.value = f"<div style='font-size:14px;margin:4px 0'>{''.join(rows)}</div>"
        self.not_me_button.layout.display = None if self._adopted is not None else "none"

    # ------------------------------------------------------------------ callbacks
    @_guarded
    def _on_answer(self, guess: Any) -> None:
        self.answer(guess)

    @_guarded
    def _on_next(self) -> None:
        self.next_question()

    @_guarded
    def _on_save(self) -> None:
        self.save()

    @_guarded
    def _on_not_me(self) -> None:
        if self._adopted is None:
            return
        path, theirs, _mine, number, _since = self._adopted
        if self._disk is not None and _signature(path) == self._disk:
            try:  # give the other learner's file back as it was
                theirs.save(path)
            except PracticeError as exc:
                self.save_error = exc
        self._unadopt()  # my answers: from before the file was continued, and since
        self.notice = ""
        self._claim(number + 1)
        if self._adopted is None and self.progress is not None:
            self.notice = _t("own_file", file=self.progress.name)
        if self.mastery.answers():
            self.save()
        self._show_status()
        self._show_summary()

    @_guarded
    def _on_reset(self) -> None:
        self.mastery.reset(self.game)
        if self.progress is not None:
            self.save()
        self._show_summary()

    @_guarded
    def _on_learner(self, change: dict) -> None:
        if getattr(self, "_quiet", False):
            return
        name = practice.clean_name(change["new"])
        if name == self.mastery.learner:
            return
        left: Path | None = None
        if self._named_file and self.progress is not None and self.mastery.learner:
            # a new name on a file chosen by name: the next learner at this computer, a file of their own
            if self.mastery.answers():
                left = self.progress
            self.mastery = Mastery(name)
            self.progress, self._disk, self._adopted, self.notice = None, None, None, ""
        self.mastery.learner = name
        if self.progress is None and name:
            self._claim()
            if left is not None:  # never lost: the answers so far stay in their file, and the learner is told
                self.notice = " ".join(t for t in (_t("switched", file=left.name), self.notice) if t)
            if self.mastery.answers():
                self.save()
        elif self.progress is not None and self.mastery.answers():
            self.save()
        self._show_status()
        self._show_summary()

    @_guarded
    def _on_lang(self, change: dict) -> None:
        rulekit.set_language(change["new"])
        if self.view is not None:
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


# --------------------------------------------------------------------------- the class


def _rule_heads(rules: Sequence[str]) -> dict[str, str]:
    """Each rule's title in the current language, made unique with the rule ID where two agree."""
    titles = {r: rulekit.rule_title(r) for r in rules}
    seen: dict[str, int] = {}
    for title in titles.values():
        seen[title] = seen.get(title, 0) + 1
    return {r: (f"{t} ({r})" if seen[t] > 1 else t) for r, t in titles.items()}


def _read(files: Any) -> list[practice.ClassFile]:
    """The class's files read (a list of :class:`rulekit.practice.ClassFile` is taken as it is)."""
    if isinstance(files, list) and files and all(isinstance(f, practice.ClassFile) for f in files):
        return files
    return practice.class_files(files)


def _reason(cf: practice.ClassFile) -> str:
    """Why a file of the class could not be read, without its name (the row already shows it)."""
    said = cf.error.message() if cf.error is not None else ""
    prefix = cf.file_name + ": "
    return said[len(prefix):] if said.startswith(prefix) else said


def _cell(rec: practice.RuleRecord | None) -> str:
    if rec is None:
        return "–"
    status = (_t("more_to_judge", k=practice.MIN_TRIES - rec.tries) if rec.status == "not_sure"
              else ui_text.text("status_" + rec.status))
    return f"{rec.first_try_correct}/{rec.tries} · {status}"


def class_frame(files: Iterable[str | Path | Mastery] | str | Path, game: str) -> Any:
    """A learner × rule table of ``game`` (a pandas DataFrame): one row per file, headed by the
    rules' titles in the current language, each cell "right first time / tries · status".

    ``files`` is a class folder or a list of files.  Two learners of the same name are two rows,
    named with their files; a file that cannot be read is a row of its own with the reason in the
    last column, and every other file is shown.

    >>> import widgets
    >>> a = Mastery("A"); a.record("golden_ankh", "GA.place.adjacent", True)
    >>> with rulekit.i18n.language("en"):
    ...     widgets.practice.class_frame([a], "golden_ankh").loc["A", "Place next to your tiles"]
    '1/1 · not yet sure: 2 more to tell'
    """
    import pandas

    read = _read(files)
    rules = sorted({m.rule for m in practice.select(game)}
                   | {r for cf in read if cf.mastery is not None for r in cf.mastery.of(game)})
    heads = _rule_heads(rules)
    problem = _t("problem")
    table: dict[str, dict[str, str]] = {}
    for cf in read:
        if cf.mastery is None:
            row = {heads[r]: "–" for r in rules}
            row[problem] = _reason(cf)
        else:
            records = cf.mastery.of(game)
            row = {heads[r]: _cell(records.get(r)) for r in rules}
            row[problem] = ""
        table[cf.label] = row
    frame = pandas.DataFrame.from_dict(table, orient="index", columns=[heads[r] for r in rules] + [problem])
    if not frame[problem].any():
        frame = frame.drop(columns=[problem])
    frame.index.name = ui_text.text("learner")
    return frame


def class_html(files: Iterable[str | Path | Mastery] | str | Path, game: str) -> str:
    """The class table as HTML for a classroom screen: the rules' titles as headers (whole words
    kept together), names on one line, each cell coloured by status, and the files that could not
    be read listed under it with their reasons.

    >>> "인접하게 놓기" in class_html([Mastery("A")], "golden_ankh") or rulekit.get_language() == "en"
    True
    """
    read = _read(files)
    rules = sorted({m.rule for m in practice.select(game)}
                   | {r for cf in read if cf.mastery is not None for r in cf.mastery.of(game)})
    heads = _rule_heads(rules)
    th = ("padding:4px 8px;border-bottom:1px solid #d0d7de;word-break:keep-all;overflow-wrap:normal;"
          "min-width:4.5em;max-width:7.5em;font-weight:600;vertical-align:bottom;text-align:center")
    head = "".join(f"<th style='{th}' title='{html.escape(r)}'>{html.escape(heads[r])}<br>"
                   f"<code style='font-size:10px;color:#57606a;font-weight:400'>{html.escape(r)}</code></th>"
                   for r in rules)
    rows = []
    backgrounds = {"mastered": "#dafbe1", "learning": "#fff1c5", "not_sure": "#f6f8fa"}
    for cf in read:
        if cf.mastery is None:
            continue
        records = cf.mastery.of(game)
        cells = []
        for r in rules:
            rec = records.get(r)
            bg = backgrounds[rec.status] if rec is not None else "#ffffff"
            if rec is None:
                inside = "–"
            else:
                status = (_t("more_short", k=practice.MIN_TRIES - rec.tries) if rec.status == "not_sure"
                          else ui_text.text("status_" + rec.status))
                inside = (f"<b>{rec.first_try_correct}/{rec.tries}</b><br>"
                          f"<span style='font-size:11px;color:{STATUS_COLOURS[rec.status]}'>"
                          f"{html.escape(status)}</span>")
            cells.append(f"<td style='padding:3px 6px;text-align:center;background:{bg};white-space:nowrap;"
                         f"line-height:1.2'>{inside}</td>")
        who = html.escape(cf.label)
        rows.append(f"<tr><th style='text-align:left;padding:4px 8px;white-space:nowrap' "
                    f"title='{html.escape(cf.file_name)}'>{who}</th>{''.join(cells)}</tr>")
    bad = [cf for cf in read if cf.mastery is None]
    parts = [f"<table style='border-collapse:collapse;font-size:13px'><thead><tr>"
             f"<th style='{th};text-align:left'>{html.escape(ui_text.text('learner'))}</th>{head}</tr>"
             f"</thead><tbody>{''.join(rows)}</tbody></table>"]
    if not read:
        parts.append(f"<p style='color:#57606a'>{html.escape(_t('no_files'))}</p>")
    if bad:
        items = "".join(f"<li><code>{html.escape(cf.file_name)}</code>: "
                        f"{html.escape(_reason(cf))}</li>" for cf in bad)
        parts.append(f"<div style='color:#b42318;margin-top:6px'><b>⚠ {html.escape(_t('bad_files'))}</b>"
                     f"<ul style='margin:2px 0'>{items}</ul></div>")
    return f"<div style='overflow-x:auto;max-width:100%'>{''.join(parts)}</div>"


class ClassView(W.VBox):
    """The class folder as it is now: every learner's progress on ``game`` (:func:`class_html`),
    read straight from the folder the learners' Practice saves into, again at each press of the
    button (or :meth:`refresh`), and every ``every`` seconds while **live** is on.

    >>> import tempfile, widgets
    >>> folder = tempfile.mkdtemp()
    >>> learner = practice.simulated_learner("golden_ankh", "지민", answers=6)
    >>> _ = learner.save(Path(folder) / "progress-지민.json")
    >>> view = widgets.practice.ClassView(folder, "golden_ankh")
    >>> len(view.files), "지민" in view.table.value
    (1, True)
    """

    def __init__(self, folder: str | Path | None = None, game: str = "golden_ankh", *,
                 every: float = 15.0) -> None:
        super().__init__()
        self.folder = Path(folder) if folder is not None else _default_folder()
        self.game = rulekit.load(game).NAME
        self.every = max(0.01, float(every))
        self.files: list[practice.ClassFile] = []
        self._timer: Any = None
        self.table = W.HTML(layout=W.Layout(max_width="100%"))
        self.message = W.HTML()
        self.refresh_button = W.Button(icon="refresh", layout=W.Layout(width="auto"))
        self.refresh_button.on_click(lambda _b: self.refresh())
        self.live = W.ToggleButton(value=False, icon="clock-o", layout=W.Layout(width="auto"))
        self.live.observe(self._on_live, names="value")
        self.children = [W.HBox([self.refresh_button, self.live, self.message],
                                layout=W.Layout(flex_flow="row wrap", align_items="center")), self.table]
        self.add_class("rulekit-class-view")
        self.refresh()

    @_guarded
    def refresh(self) -> None:
        """Read the folder again and redraw."""
        self.refresh_button.description = _t("refresh")
        self.live.description = _t("live", s=f"{self.every:g}")
        try:
            self.files = practice.class_files(self.folder)
        except PracticeError as exc:
            self.files = []
            self.table.value = ""
            self.message.value = f"<span style='color:#b42318'>{html.escape(exc.message())}</span>"
            return
        self.table.value = class_html(self.files, self.game)
        said = _t("class_read", n=len(self.files), folder=str(self.folder.resolve()),  # never a bare "."
                  time=time.strftime("%H:%M:%S"))
        self.message.value = f"<span style='color:#57606a;font-size:13px'>{html.escape(said)}</span>"

    @_guarded
    def _on_live(self, change: dict) -> None:
        if change["new"]:
            self._schedule()
        else:
            self._cancel()

    def _schedule(self) -> None:
        import asyncio

        self._cancel()
        try:  # the notebook's kernel runs an event loop; the next reading waits in it
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self.live.value = False
            self.message.value = f"<span style='color:#9a6700'>{html.escape(_t('no_live'))}</span>"
            return
        self._timer = loop.call_later(self.every, self._tick)

    def _cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _tick(self) -> None:
        self._timer = None
        if self.live.value:
            self.refresh()
            self._schedule()

    def close(self) -> None:
        """Stop reading the folder and close the widget."""
        self._cancel()
        super().close()


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


def class_plot(files: Iterable[str | Path | Mastery] | str | Path, game: str) -> Any:
    """Who has which rule: right first time / tries per learner (one row per file) and rule,
    coloured by status, the rules named by their titles; files that could not be read are named
    under the plot."""
    from matplotlib.colors import ListedColormap
    from matplotlib.figure import Figure

    read = _read(files)
    good = [cf for cf in read if cf.mastery is not None]
    bad = [cf for cf in read if cf.mastery is None]
    rules = sorted({m.rule for m in practice.select(game)})
    heads = _rule_heads(rules)
    column = {r: j for j, r in enumerate(rules)}
    t = ui_text.text
    fig = Figure(figsize=(max(6.0, 0.9 * len(rules) + 2.5), 0.45 * len(good) + 3.2 + 0.25 * len(bad)), dpi=96)
    ax = fig.add_subplot()
    codes = {"not_sure": 0, "learning": 1, "mastered": 2}
    grid = [[-1 for _ in rules] for _ in good]
    labels = [["" for _ in rules] for _ in good]
    for i, cf in enumerate(good):
        for rule, rec in cf.mastery.of(game).items():
            j = column.get(rule)
            if j is not None:
                grid[i][j] = codes[rec.status]
                labels[i][j] = f"{rec.first_try_correct}/{rec.tries}"
    colours = ListedColormap(["#ffffff", "#d0d7de", "#f5c26b", "#7fcf8e"])
    ax.imshow([[v + 1 for v in row] for row in grid] or [[0 for _ in rules]], cmap=colours, vmin=0, vmax=3,
              aspect="auto")
    for i, row in enumerate(labels):
        for j, text in enumerate(row):
            ax.text(j, i, text or "–", ha="center", va="center", fontsize=10)
    ax.set_xticks(range(len(rules)), [heads[r] for r in rules], rotation=40, ha="right", fontsize=10)
    ax.set_yticks(range(len(good)), [cf.label for cf in good], fontsize=10)
    ax.set_title(t("class_title"), fontsize=13)
    handles = [matplotlib_patch(colour, t("status_" + key))
               for key, colour in (("mastered", "#7fcf8e"), ("learning", "#f5c26b"),
                                   ("not_sure", "#d0d7de"))]
    ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, -0.5), ncol=3, fontsize=10,
              frameon=False)
    if bad:
        said = _t("bad_files") + " " + ", ".join(cf.file_name for cf in bad)
        fig.text(0.02, 0.01, said, color="#b42318", fontsize=9)
    fig.subplots_adjust(bottom=0.42, left=0.22, right=0.98, top=0.9)
    return fig


def matplotlib_patch(colour: str, label: str) -> Any:
    from matplotlib.patches import Patch

    return Patch(facecolor=colour, edgecolor="#57606a", label=label)


__all__ = ["Practice", "ClassView", "class_frame", "class_html", "class_plot", "misreadings_table"]
