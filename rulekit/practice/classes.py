"""A class's progress: the files of a class folder read one by one (a file that cannot be read
listed with its reason), a table per learner and rule, and simulated learners to try it with.

>>> rows = class_table([simulated_learner("golden_ankh", "A", answers=3)], "golden_ankh")
>>> sorted({row["learner"] for row in rows})
['A']
"""
from __future__ import annotations

import itertools
import os
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import NotRequired, TypedDict

from .. import i18n
from .errors import PracticeError
from .generator import questions
from .mastery import Mastery
from .storage import PROGRESS_GLOB, os_refusal


def simulated_learner(game: str, name: str, holds: Iterable[str] = (), answers: int = 24,
                      seed: int = 0) -> Mastery:
    """A learner who holds the misreadings ``holds`` (IDs) and is right about everything else.

    For trying out the class report: each question is answered the way its misreading says when
    the learner holds it, and rightly otherwise.

    >>> m = simulated_learner("golden_ankh", "B", holds=["mis.ga.diagonal-adjacent"], answers=48)
    >>> m.of("golden_ankh")["GA.place.adjacent"].status
    'learning'
    """
    held = set(holds)
    m = Mastery(name)
    for q in itertools.islice(questions(game, seed=seed), answers):
        guess = q.misread_answer if q.misreading.id in held else q.answer
        m.record(game, q.rule, q.is_right(guess), seconds=5.0)
    return m


# --------------------------------------------------------------------------- the class


@dataclass
class ClassFile:
    """One file of a class folder: the learner's progress, or why the file could not be read.

    ``label`` is how the class view names the row: the learner's name, with the file name beside
    it when two files hold the same name (``"민수 (progress-민수-2.json)"``); the file name for a
    file that could not be read.
    """

    path: Path | None
    mastery: Mastery | None = None
    error: PracticeError | None = None
    label: str = ""

    @property
    def ok(self) -> bool:
        return self.mastery is not None

    @property
    def file_name(self) -> str:
        return self.path.name if self.path is not None else ""


def class_files(files: Iterable[str | Path | Mastery] | str | Path) -> list[ClassFile]:
    """Read a class's progress files (a folder, read for ``progress-*.json``, or a list of files or
    :class:`Mastery` objects), one :class:`ClassFile` each, in order: a file that cannot be read is
    kept with its reason, never stopping the others.  Learners are kept apart by file, so two
    learners of the same name are two entries, labelled with their file names.

    >>> a, b = Mastery("민수"), Mastery("민수")
    >>> [f.label for f in class_files([a, b])]
    ['민수 (1)', '민수 (2)']
    """
    if isinstance(files, (str, Path)):
        folder = Path(files)
        try:
            listed = sorted(folder.glob(PROGRESS_GLOB))
        except OSError as exc:
            raise os_refusal(exc, f"cannot list the class folder {str(folder)!r}",
                              f"학급 폴더 {str(folder)!r} 목록을 읽을 수 없습니다") from None
        if not listed and not folder.is_dir():
            raise PracticeError(f"the class folder {str(folder)!r} does not exist or is not a folder",
                                f"학급 폴더가 없거나 폴더가 아닙니다: {str(folder)!r}", field="missing")
        files = listed
    out: list[ClassFile] = []
    seen: set[str] = set()
    for f in files:
        if isinstance(f, Mastery):
            out.append(ClassFile(None, f))
            continue
        path = Path(f)
        key = os.path.abspath(path)
        if key in seen:
            continue
        seen.add(key)
        try:
            out.append(ClassFile(path, Mastery.load(path)))
        except PracticeError as exc:
            out.append(ClassFile(path, error=exc, label=path.name))
    names = Counter(cf.mastery.learner for cf in out if cf.mastery is not None)
    unnamed = 0
    number: Counter[str] = Counter()
    for cf in out:
        if cf.mastery is None:
            continue
        name = cf.mastery.learner
        if not name:
            unnamed += 1
            name = i18n.pick("(no name)", "(이름 없음)")
        if names[cf.mastery.learner] > 1 or not cf.mastery.learner:
            number[name] += 1
            cf.label = f"{name} ({cf.file_name or number[name]})"
        else:
            cf.label = name
    return out


class ClassRow(TypedDict):
    """A row of :func:`class_table`: a learner's record on one rule, or a file that could not be read."""

    learner: str
    name: str
    file: str
    rule: str | None
    tries: int
    first_try_correct: int
    status: str
    error: NotRequired[str]


def class_table(files: Iterable[str | Path | Mastery] | str | Path, game: str) -> list[ClassRow]:
    """One row per learner and rule of ``game``: tries, first-try correct, status; and one row per
    file that could not be read, with ``status`` ``"unreadable"`` and the reason in ``error``.

    ``files`` is a class folder (read for ``progress-*.json``) or a list of files.  ``learner`` is
    the row's label (:class:`ClassFile`), ``name`` the learner's name, ``file`` the file name.

    >>> rows = class_table([Mastery("A")], "golden_ankh")
    >>> rows
    []
    """
    rows: list[ClassRow] = []
    for cf in class_files(files):
        if cf.mastery is None:
            assert cf.error is not None
            rows.append({"learner": cf.label, "name": "", "file": cf.file_name, "rule": None, "tries": 0,
                         "first_try_correct": 0, "status": "unreadable", "error": cf.error.message()})
            continue
        for rule, rec in sorted(cf.mastery.of(game).items()):
            rows.append({"learner": cf.label, "name": cf.mastery.learner, "file": cf.file_name, "rule": rule,
                         "tries": rec.tries, "first_try_correct": rec.first_try_correct,
                         "status": rec.status})
    return rows
