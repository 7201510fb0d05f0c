"""Where a learner's progress is kept: the file chosen from the name in the class folder, continued,
moved aside when someone else writes it, and saved after every answer (the glue between the
:class:`~widgets.practice.Practice` widget and :mod:`rulekit.practice`'s files)."""
from __future__ import annotations

import html
import os
from pathlib import Path
from typing import TYPE_CHECKING

from rulekit import practice
from rulekit.practice import Mastery, PracticeError

from .texts import _guarded, _t

if TYPE_CHECKING:
    import ipywidgets as W

#: The environment variable a teacher can set to the class folder (e.g. a shared folder on a hub).
CLASS_FOLDER_VARIABLE = "RULEKIT_CLASS_FOLDER"


class ProgressFiles:
    """The Practice widget's progress file (a part of :class:`widgets.Practice`)."""

    mastery: Mastery
    progress: Path | None
    folder: Path
    load_error: str | None
    save_error: PracticeError | None
    notice: str
    _named_file: bool
    _disk: tuple[int, int, int] | None
    _adopted: tuple[Path, Mastery, Mastery, int, Mastery] | None

    if TYPE_CHECKING:     # made by the Practice widget
        learner_box: W.Text
        save_status: W.HTML
        not_me_button: W.Button

        def _show_summary(self) -> None: ...

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

    # ------------------------------------------------------------------ callbacks about the files
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
