"""The words of the practice widgets (Korean and English), the reading of a typed number of points,
and the guard that shows a callback's error instead of raising it."""
from __future__ import annotations

import functools
import html
import logging
import re
from typing import Any

import rulekit

from .. import ui_text

log = logging.getLogger("widgets.practice")

STATUS_COLOURS = {"mastered": "#1a7f37", "learning": "#9a6700", "not_sure": "#57606a",
                  "untried": "#8c959f", "unreadable": "#b42318"}

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
    "rule": ui_text.label_pair("rule"),
    "right_first": ui_text.label_pair("first_try"),
    "status": ui_text.label_pair("status"),
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
