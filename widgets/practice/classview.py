"""The class: every learner's progress read from the class folder, as a table, a plot and a live view;
and the misreadings behind a game's questions."""
from __future__ import annotations

import asyncio
import html
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, cast

import ipywidgets as W
from matplotlib.colors import ListedColormap
from matplotlib.figure import Figure
from matplotlib.patches import Patch

import rulekit
from rulekit import practice
from rulekit.practice import Mastery, PracticeError

from .. import ui_text
from .storage import _default_folder
from .texts import STATUS_COLOURS, _guarded, _t


def _rule_heads(rules: Sequence[str]) -> dict[str, str]:
    """Each rule's title in the current language, made unique with the rule ID where two agree."""
    titles = {r: rulekit.rule_title(r) for r in rules}
    seen: dict[str, int] = {}
    for title in titles.values():
        seen[title] = seen.get(title, 0) + 1
    return {r: (f"{t} ({r})" if seen[t] > 1 else t) for r, t in titles.items()}


#: A class's progress files: a folder, files or :class:`Mastery` objects, or the files already read.
ClassFiles = Iterable[str | Path | Mastery] | str | Path | list[practice.ClassFile]


def _read(files: ClassFiles) -> list[practice.ClassFile]:
    """The class's files read (a list of :class:`rulekit.practice.ClassFile` is taken as it is)."""
    if isinstance(files, list) and files and all(isinstance(f, practice.ClassFile) for f in files):
        return cast("list[practice.ClassFile]", files)
    return practice.class_files(cast("Iterable[str | Path | Mastery] | str | Path", files))


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


def class_frame(files: ClassFiles, game: str) -> Any:
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
    import pandas  # pandas is slow to import: only when a table is asked for

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


def class_html(files: ClassFiles, game: str) -> str:
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


MISREADING_HEADS = {"rule": ui_text.label_pair("rule"), "belief": ("common misreading", "흔한 오해"),
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
    import pandas  # pandas is slow to import: only when a table is asked for

    heads = {k: rulekit.i18n.pick(en, ko) for k, (en, ko) in MISREADING_HEADS.items()}
    rows = [{heads["rule"]: m.rule, heads["belief"]: m.belief_text(), heads["truth"]: m.truth_text(),
             heads["quote"]: m.quote_text()} for m in practice.misreadings(game)]
    frame = pandas.DataFrame(rows, columns=list(heads.values()))
    return frame.style.hide(axis="index").set_properties(**{"text-align": "left", "white-space": "normal"})


def class_plot(files: ClassFiles, game: str) -> Any:
    """Who has which rule: right first time / tries per learner (one row per file) and rule,
    coloured by status, the rules named by their titles; files that could not be read are named
    under the plot."""
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
        m = cf.mastery
        if m is None:   # not in good
            continue
        for rule, rec in m.of(game).items():
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
    return Patch(facecolor=colour, edgecolor="#57606a", label=label)
