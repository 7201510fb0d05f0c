"""Printable handouts: each lesson executed once and rendered to self-contained HTML pages, per language.

``make handouts`` (``python -m widgets.handout``) writes, for every notebook of both editions,

* ``handouts/<lang>/<path>.html``: the learner's page: narrative, code and every output;
* ``handouts/<lang>/<path>.teacher.html``: the teacher's page: narrative and outputs (boards, tables,
  results) with no code, to print or to show to a class;

an index per language (``handouts/<lang>/index.html``) and one linking both (``handouts/index.html``).
A page embeds its pictures (PNG as data URLs); an interactive widget is drawn as it stood when the lesson
had run (its board picture, texts and buttons); no prompts, no scripts, nothing fetched from elsewhere.
The print style is A4 with the pictures fitted to the page width and a Korean font.

Each notebook is executed once (in a scratch copy of its edition, so a lesson that writes files never
writes into the checkout) and both pages are rendered from that run.  ``--executed DIR`` renders notebooks
already executed elsewhere (``DIR/<lang>/<path>``, saved with their widget state, as
``--keep-executed DIR`` writes them) without running anything.  A notebook that cannot be built (invalid
file, a cell that fails) is reported with its reason; the others are built, and the command then exits
with status 1.

Executing needs Jupyter's ``nbclient`` and ``nbconvert`` (installed with JupyterLab, the kit's ``lab``
extra).  The kit's rules are not involved: this module only renders notebooks.

>>> html = static_widget({"model_name": "HTMLModel", "state": {"value": "<b>점수</b>"}}, {})
>>> html
'<div class="rk-widget rk-html"><b>점수</b></div>'
"""
from __future__ import annotations

import argparse
import html as html_lib
import json
import re
import shutil
import sys
import tempfile
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulekit import registry

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
LANGS = ("ko", "en")
CELL_TIMEOUT_S = 600
TEACHER_SUFFIX = ".teacher.html"
# what a widget output may carry beside its view, shown when the widget's state was not kept
STATIC_FALLBACKS = frozenset({"image/png", "image/svg+xml", "text/html"})

PRINT_CSS = """
@page { size: A4; margin: 14mm 12mm; }
:root { --rk-font: "Noto Sans CJK KR", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic",
        "NanumGothic", "Noto Sans", sans-serif; }
body, .jp-RenderedHTMLCommon, .jp-RenderedMarkdown { font-family: var(--rk-font) !important; }
body { max-width: 190mm; margin: 0 auto; padding: 8px; background: white; }
.jp-RenderedHTMLCommon { font-size: 11pt; line-height: 1.5; }
img, svg { max-width: 100% !important; height: auto !important; }
pre, code { white-space: pre-wrap; word-break: break-word; font-size: 9.5pt; }
.jp-InputPrompt, .jp-OutputPrompt, .jp-InputArea-prompt, .jp-OutputArea-prompt { display: none !important; }
.jp-Cell, .jp-OutputArea-output { max-width: 100%; overflow: visible !important; }
.jp-InputArea-editor { width: 100%; }
.jp-OutputArea-output img, .rk-widget img { page-break-inside: avoid; break-inside: avoid; }
table { page-break-inside: auto; } tr { page-break-inside: avoid; }
h1, h2, h3 { page-break-after: avoid; break-after: avoid; }
.rk-widget { margin: 2px 0; }
.rk-row { display: flex; flex-wrap: wrap; gap: 6px; align-items: flex-start; }
.rk-column { display: flex; flex-direction: column; gap: 4px; }
.rk-button { display: inline-block; border: 1px solid #999; border-radius: 4px; padding: 1px 8px;
             font-size: 9.5pt; color: #333; background: #f4f4f4; }
.rk-choice { display: inline-block; border: 1px solid #bbb; padding: 1px 6px; font-size: 9.5pt; }
.rk-note { color: #555; font-size: 9pt; }
.rk-nav { font-size: 10pt; margin-bottom: 6px; }
@media print { .rk-nav { display: none; } a { color: inherit; text-decoration: none; } }
"""

TEXTS = {
    "index_title": {"ko": "rulekit 유인물", "en": "rulekit handouts"},
    "index_intro": {
        "ko": "수업마다 실행한 결과와 그림을 담은 인쇄용 페이지입니다. 제목을 누르면 코드까지 담긴 학생용, "
              "'교사용'을 누르면 코드 없이 설명과 판 그림, 표만 담긴 쪽이 열립니다. 브라우저의 인쇄(A4)로 "
              "종이나 PDF로 만들 수 있습니다.",
        "en": "Printable pages of every lesson, with its results and pictures. The title opens the learner's "
              "page, with the code; 'teacher' opens the page without code: the narrative, the boards and "
              "the tables. Print either from the browser (A4) to paper or to PDF.",
    },
    "teacher": {"ko": "교사용", "en": "teacher"},
    "teacher_long": {"ko": "교사용 (코드 없음) →", "en": "Teacher's page (no code) →"},
    "learner_long": {"ko": "학생용 (코드 포함) →", "en": "Learner's page (with code) →"},
    "missing": {"ko": "만들지 못함", "en": "not built"},
    "top_title": {"ko": "rulekit 유인물 · handouts", "en": "rulekit 유인물 · handouts"},
    "top": {"ko": "↑ 한국어 · English", "en": "↑ 한국어 · English"},
    "other": {"ko": "English handouts →", "en": "한국어 유인물 →"},
    "index": {"ko": "← 유인물 목록", "en": "← All handouts"},
    "start": {"ko": "시작", "en": "Start"},
}
#: The lesson folders' titles, in the index's order.
FOLDERS: dict[str, dict[str, str]] = {
    "golden_ankh": {"ko": "황금 앙크", "en": "Golden Ankh"},
    "el_dorado": {"ko": "황금밀림", "en": "The Quest for El Dorado"},
    "fertility": {"ko": "퍼틸리티", "en": "Fertility"},
    "elfengold": {"ko": "엘픈골드", "en": "Elfengold"},
    "scoring": {"ko": "점수 계산하기", "en": "Scoring"},
    "lab": {"ko": "시뮬레이션으로 탐구하기", "en": "Exploring with simulations"},
    "practice": {"ko": "연습 문제", "en": "Practice"},
}


# --------------------------------------------------------------------------- widgets as they stood


def _models(nb: Mapping[str, Any]) -> dict[str, dict]:
    return nb.get("metadata", {}).get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})


def _buffer(model: Mapping[str, Any], name: str) -> str | None:
    """A binary field of a widget (an Image's value) as base64, from the saved state's buffers."""
    for buf in model.get("buffers", []) or []:
        if buf.get("path") == [name]:
            return buf.get("data")
    value = model.get("state", {}).get(name)
    return value if isinstance(value, str) and value else None


def static_widget(model: Mapping[str, Any], models: Mapping[str, Mapping[str, Any]], depth: int = 0) -> str:
    """HTML for a widget as it stood: boxes lay out their children, images are embedded, texts kept,
    buttons and choices shown as labels; a hidden widget (``display: none``) is left out.

    >>> models = {"b": {"model_name": "ButtonModel", "state": {"description": "힌트"}}}
    >>> static_widget({"model_name": "HBoxModel", "state": {"children": ["IPY_MODEL_b"]}}, models)
    '<div class="rk-widget rk-row"><span class="rk-button">힌트</span></div>'
    """
    if depth > 40:
        return ""
    name = model.get("model_name", "")
    state = model.get("state", {})
    layout = models.get(str(state.get("layout", "")).removeprefix("IPY_MODEL_"), {}).get("state", {})
    if layout.get("display") == "none" or layout.get("visibility") == "hidden":
        return ""

    def children() -> str:
        parts = []
        for ref in state.get("children", []) or []:
            child = models.get(str(ref).removeprefix("IPY_MODEL_"))
            if child:
                parts.append(static_widget(child, models, depth + 1))
        return "".join(parts)

    if name in ("HBoxModel", "GridBoxModel"):
        return f'<div class="rk-widget rk-row">{children()}</div>'
    if name in ("VBoxModel", "BoxModel"):
        return f'<div class="rk-widget rk-column">{children()}</div>'
    if name in ("AccordionModel", "TabModel", "StackModel"):
        titles = state.get("titles") or state.get("_titles") or []
        label = " · ".join(str(t) for t in (titles.values() if isinstance(titles, dict) else titles) if t)
        head = f'<div class="rk-note">{html_lib.escape(label)}</div>' if label else ""
        # a folded accordion prints folded: its titles only
        body = children() if state.get("selected_index") is not None else ""
        return f'<div class="rk-widget rk-column">{head}{body}</div>'
    if name == "ImageModel":
        data = _buffer(model, "value")
        if not data:
            return ""
        fmt = state.get("format", "png")
        return f'<img class="rk-widget" src="data:image/{fmt};base64,{data}" alt="">'
    if name in ("HTMLModel", "HTMLMathModel"):
        return f'<div class="rk-widget rk-html">{state.get("value", "")}</div>'
    if name == "LabelModel":
        return f'<span class="rk-widget">{html_lib.escape(str(state.get("value", "")))}</span>'
    if name in ("ButtonModel", "ToggleButtonModel"):
        text = state.get("description") or state.get("tooltip") or ""
        return f'<span class="rk-button">{html_lib.escape(str(text))}</span>' if text else ""
    if name in ("DropdownModel", "SelectModel", "RadioButtonsModel", "ToggleButtonsModel"):
        labels = state.get("_options_labels") or []
        index = state.get("index")
        chosen = labels[index] if isinstance(index, int) and 0 <= index < len(labels) else ""
        desc = state.get("description", "")
        text = f"{desc} {chosen}".strip()
        return f'<span class="rk-choice">{html_lib.escape(text)}</span>' if text else ""
    if name == "OutputModel":
        return "".join(_output_html(o) for o in state.get("outputs", []) or [])
    return ""  # sliders, text boxes, play buttons: nothing to print


def _output_html(output: Mapping[str, Any]) -> str:
    data = output.get("data", {})
    if output.get("output_type") == "stream":
        if output.get("name") == "stderr":
            return ""
        return f"<pre>{html_lib.escape(''.join(output.get('text', '')))}</pre>"
    if "image/png" in data:
        return f'<img src="data:image/png;base64,{"".join(data["image/png"]).strip()}" alt="">'
    if "text/html" in data:
        return "".join(data["text/html"])
    if "text/plain" in data:
        return f"<pre>{html_lib.escape(''.join(data['text/plain']))}</pre>"
    return ""


def freeze_widgets(nb: dict) -> int:
    """Replace every widget output by the HTML of the widget as it stood; drop the widget state (so no
    widget script is asked for).  A widget whose state the run did not keep shows the picture or HTML
    its output carries beside the widget view, if any.  Returns how many widget outputs were replaced."""
    models = _models(nb)
    replaced = 0
    for cell in nb.get("cells", []):
        for output in cell.get("outputs", []) or []:
            data = output.get("data", {})
            view = data.get(WIDGET_VIEW)
            if not view:
                continue
            model = models.get(view.get("model_id", ""))
            if model:
                output["data"] = {"text/html": static_widget(model, models)}
            else:
                output["data"] = {k: v for k, v in data.items() if k in STATIC_FALLBACKS} or {"text/html": ""}
            replaced += 1
    nb.get("metadata", {}).pop("widgets", None)
    return replaced


# --------------------------------------------------------------------------- one page


class HandoutError(Exception):
    """A notebook that cannot be made into a handout, with the reason in a line or two."""


def check_valid(nb: Mapping[str, Any], name: str) -> None:
    """Refuse a notebook that ``nbformat.validate`` refuses, naming the first problem.

    >>> check_valid({"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
    ...     {"cell_type": "markdown", "id": "bad.id", "metadata": {}, "source": ""}]}, "x.ipynb")
    ... # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    widgets.handout.HandoutError: x.ipynb is not a valid notebook: 'bad.id' does not match ... (at cells/0/id)
    """
    import nbformat

    try:
        nbformat.validate(dict(nb))
    except nbformat.ValidationError as error:
        where = "/".join(str(p) for p in getattr(error, "absolute_path", []) or [])
        first = str(getattr(error, "message", "") or error).splitlines()[0]
        raise HandoutError(f"{name} is not a valid notebook: {first}" + (f" (at {where})" if where else "")
                           ) from None


def execute(nb: dict, cwd: Path, timeout: int = CELL_TIMEOUT_S) -> dict:
    """Run every cell of ``nb`` in a fresh kernel started in ``cwd``, keeping the widgets' state."""
    import nbformat
    from nbclient import NotebookClient

    node = nbformat.reads(json.dumps(nb), as_version=4)  # sources as text, as the client expects
    NotebookClient(node, timeout=timeout, kernel_name="python3", store_widget_state=True,
                   resources={"metadata": {"path": str(cwd)}}).execute()
    return json.loads(nbformat.writes(node))


def failure_reason(error: BaseException) -> str:
    """A failed build in one line: a cell's error name and value, or the error's first line.

    >>> failure_reason(HandoutError("x.ipynb is not a valid notebook"))
    'x.ipynb is not a valid notebook'
    >>> failure_reason(TimeoutError("Cell execution timed out"))
    'TimeoutError: Cell execution timed out'
    """
    if isinstance(error, HandoutError):
        return str(error)
    ename, evalue = getattr(error, "ename", None), getattr(error, "evalue", None)
    if ename:
        return f"a cell failed: {ename}: {str(evalue or '').strip().splitlines()[0] if evalue else ''}"
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0] if text else ''}"[:400]


_SCRIPT = re.compile(r"<script\b[^>]*>.*?</script>", re.S | re.I)
_EXTERNAL_LINK = re.compile(r"<link\b[^>]*href=[\"'](?:https?:)?//[^>]*>", re.I)
_NOTEBOOK_HREF = re.compile(r'href="([^":#]+?)\.ipynb(#[^"]*)?"')


def title_of(nb: Mapping[str, Any], fallback: str) -> str:
    """The notebook's first heading, as plain text."""
    for cell in nb.get("cells", []):
        if cell.get("cell_type") != "markdown":
            continue
        for line in "".join(cell.get("source", "")).splitlines():
            m = re.match(r"^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$", line)
            if m:
                return re.sub(r"[*_`]", "", re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", m.group(1))).strip()
    return fallback


def render(nb: dict, lang: str, title: str, nav: str = "", teacher: bool = False) -> str:
    """A self-contained printable HTML page of an executed notebook; ``teacher`` leaves the code out
    (and links to other lessons then lead to their teacher's pages).  ``nb`` is not changed."""
    import copy

    import nbformat
    from nbconvert import HTMLExporter

    nb = copy.deepcopy(nb)
    freeze_widgets(nb)
    if teacher:  # code cells that show nothing would leave empty boxes
        nb["cells"] = [c for c in nb.get("cells", []) if c.get("cell_type") != "code" or c.get("outputs")]
    exporter = HTMLExporter(template_name="lab", exclude_input_prompt=True, exclude_output_prompt=True,
                            embed_images=True, exclude_anchor_links=True, exclude_input=teacher)
    node = nbformat.reads(json.dumps(nb), as_version=4)
    body, _ = exporter.from_notebook_node(node, resources={"metadata": {"name": title}})
    body = _SCRIPT.sub("", body)
    body = _EXTERNAL_LINK.sub("", body)
    suffix = TEACHER_SUFFIX if teacher else ".html"
    body = _NOTEBOOK_HREF.sub(lambda m: f'href="{m.group(1)}{suffix}{m.group(2) or ""}"', body)
    body = re.sub(r"<html[^>]*>", f'<html lang="{lang}">', body, count=1)
    body = re.sub(r"<title>.*?</title>", f"<title>{html_lib.escape(title)}</title>", body, count=1,
                  flags=re.S)
    body = body.replace("</head>", f"<style>{PRINT_CSS}</style>\n</head>", 1)
    if nav:
        body = re.sub(r"(<body[^>]*>)", lambda m: m.group(1) + f'<div class="rk-nav">{nav}</div>', body,
                      count=1)
    return body


def external_references(page: str) -> list[str]:
    """What a page would fetch from elsewhere: a src, a stylesheet's href or a url() on another site
    (data URLs are fine, and so is a link a reader may follow, such as a Binder address).

    >>> external_references('<img src="data:image/png;base64,AA"><a href="https://mybinder.org/v2">')
    []
    >>> external_references('<script src="https://cdn.example/x.js"></script>')
    ['https://cdn.example/x.js']
    >>> external_references('<link rel="stylesheet" href="//cdn.example/x.css">')
    ['//cdn.example/x.css']
    """
    found = re.findall(r"""\ssrc\s*=\s*["']((?:https?:)?//[^"']+)""", page, re.I)
    found += re.findall(r"""<link\b[^>]*?\shref\s*=\s*["']((?:https?:)?//[^"']+)""", page, re.I)
    found += re.findall(r"""url\(\s*["']?((?:https?:)?//[^)"']+)""", page, re.I)
    found += re.findall(r"""@import\s+["']((?:https?:)?//[^"']+)""", page, re.I)
    return found


def local_links(page: str) -> list[str]:
    """The pages and anchors a page links to in its own folder tree (no other sites, no data URLs).

    >>> local_links('<a href="02.html#x">2</a> <a href="https://x.org">x</a> <img src="data:,">')
    ['02.html#x']
    """
    return [h for h in re.findall(r"""href\s*=\s*["']([^"']+)["']""", page, re.I)
            if not re.match(r"^(?:[a-z]+:|//)", h, re.I)]


# --------------------------------------------------------------------------- every page


def notebooks(root: Path, lang: str, only: Iterable[str] = ()) -> list[str]:
    """The notebooks of an edition, as paths relative to its tree; ``only`` keeps those starting so."""
    tree = root / lang
    found = sorted(p.relative_to(tree).as_posix() for p in tree.rglob("*.ipynb")
                   if ".ipynb_checkpoints" not in p.parts)
    prefixes = tuple(only)
    return [p for p in found if not prefixes or p.startswith(prefixes)]


@dataclass
class Page:
    """One handout written: the learner's and the teacher's page, the title, how long it took, the
    pictures the lesson showed, and widget outputs whose state the run did not keep (drawn empty)."""

    path: Path
    teacher: Path
    title: str
    seconds: float
    pictures: int
    lost_widgets: int = 0


@dataclass
class Failure:
    """A notebook that could not be made into a handout, and why."""

    lang: str
    rel: str
    reason: str


@dataclass
class Report:
    """What ``build_all`` did: the pages written per language, and the notebooks that failed."""

    pages: dict[str, list[Page]] = field(default_factory=dict)
    failures: list[Failure] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failures


def pictures(nb: Mapping[str, Any]) -> int:
    """The pictures an executed notebook shows: PNG outputs, and the images of its widgets' views."""
    models = _models(nb)
    count = 0
    for cell in nb.get("cells", []):
        for output in cell.get("outputs", []) or []:
            data = output.get("data", {})
            if "image/png" in data:
                count += 1
            view = data.get(WIDGET_VIEW)
            if view and view.get("model_id") in models:
                count += static_widget(models[view["model_id"]], models).count("<img")
    return count


def lost_widgets(nb: Mapping[str, Any]) -> int:
    """Widget outputs that would print empty: the saved widget state lacks their model (a run that did
    not keep the state) and they carry no picture or HTML of their own."""
    models = _models(nb)
    return sum(1 for cell in nb.get("cells", []) for output in cell.get("outputs", []) or []
               if (view := (data := output.get("data", {})).get(WIDGET_VIEW))
               and view.get("model_id") not in models and not STATIC_FALLBACKS.intersection(data))


def run(root: Path, lang: str, rel: str, timeout: int = CELL_TIMEOUT_S) -> dict:
    """The notebook ``root/lang/rel`` checked and executed in a scratch copy of its edition (so the
    files a lesson writes never land in the checkout)."""
    src = root / lang / rel
    nb = json.loads(src.read_text(encoding="utf-8"))
    check_valid(nb, f"{lang}/{rel}")
    if not any(c.get("cell_type") == "code" for c in nb.get("cells", [])):
        return nb
    with tempfile.TemporaryDirectory(prefix="rulekit-handout-") as scratch:
        tree = Path(scratch) / lang
        shutil.copytree(root / lang, tree, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        return execute(nb, (tree / rel).parent, timeout)


def build(root: Path, out: Path, lang: str, rel: str, executed: Path | None = None,
          keep_executed: Path | None = None) -> Page:
    """Execute one notebook of an edition (or read it from ``executed/<lang>/<rel>``, already run) and
    render it to ``out/<lang>/<rel>.html`` (the learner's page) and ``<rel>.teacher.html`` (no code);
    ``keep_executed`` saves the executed notebook.  Raises :class:`HandoutError` or the run's error."""
    start = time.perf_counter()
    if executed is not None:
        done = executed / lang / rel
        if not done.is_file():
            raise HandoutError(f"{lang}/{rel}: no executed notebook at {done}")
        nb = json.loads(done.read_text(encoding="utf-8"))
        check_valid(nb, f"{done}")
    else:
        nb = run(root, lang, rel)
    if keep_executed is not None:
        kept = keep_executed / lang / rel
        kept.parent.mkdir(parents=True, exist_ok=True)
        kept.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    title = title_of(nb, Path(rel).stem)
    shown, lost = pictures(nb), lost_widgets(nb)
    up = "../" * rel.count("/")
    stem = Path(rel).name.removesuffix(".ipynb")
    learner = out / lang / Path(rel).with_suffix(".html")
    teacher = learner.with_name(stem + TEACHER_SUFFIX)
    learner.parent.mkdir(parents=True, exist_ok=True)
    index = f'<a href="{up}index.html">{TEXTS["index"][lang]}</a>'
    learner.write_text(render(nb, lang, title, f'{index} · <a href="{teacher.name}">'
                                                f'{TEXTS["teacher_long"][lang]}</a>'), encoding="utf-8")
    teacher.write_text(render(nb, lang, title, f'{index} · <a href="{learner.name}">'
                                               f'{TEXTS["learner_long"][lang]}</a>', teacher=True),
                       encoding="utf-8")
    return Page(learner, teacher, title, time.perf_counter() - start, shown, lost)


def _page(lang: str, title: str, body: str) -> str:
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
            f"<title>{html_lib.escape(title)}</title><style>{PRINT_CSS}"
            "body{font-family:var(--rk-font)} li{margin:2px 0} .rk-missing{color:#a00}</style></head>"
            f"<body>{body}</body></html>\n")


def index_page(lang: str, entries: Sequence[tuple[str, str]],
               missing: Sequence[tuple[str, str]] = ()) -> str:
    """The index of an edition's handouts: (path relative to the edition, title), grouped by folder,
    each with its learner's and teacher's page; ``missing`` lists (path, reason) of pages not built.

    >>> page = index_page("ko", [("golden_ankh/01_setup.ipynb", "게임 준비")])
    >>> '<a href="golden_ankh/01_setup.teacher.html">교사용</a>' in page
    True
    """
    other = "en" if lang == "ko" else "ko"
    groups: dict[str, list[str]] = {}

    def folder_of(rel: str) -> str:
        return rel.split("/")[0] if "/" in rel else ""

    for rel, title in entries:
        html_rel = Path(rel).with_suffix(".html").as_posix()
        teacher_rel = html_rel.removesuffix(".html") + TEACHER_SUFFIX
        groups.setdefault(folder_of(rel), []).append(
            f'<li><a href="{html_lib.escape(html_rel)}">{html_lib.escape(title)}</a> · '
            f'<a href="{html_lib.escape(teacher_rel)}">{TEXTS["teacher"][lang]}</a></li>')
    for rel, reason in missing:
        groups.setdefault(folder_of(rel), []).append(
            f'<li class="rk-missing">{html_lib.escape(rel)}: {TEXTS["missing"][lang]} '
            f"({html_lib.escape(reason)})</li>")
    parts = [f'<p class="rk-nav"><a href="../index.html">{TEXTS["top"][lang]}</a> · '
             f'<a href="../{other}/index.html">{TEXTS["other"][lang]}</a></p>',
             f"<h1>{TEXTS['index_title'][lang]}</h1>", f"<p>{TEXTS['index_intro'][lang]}</p>"]
    order = ["", *FOLDERS]
    for folder in sorted(groups, key=lambda f: order.index(f) if f in order else len(order)):
        name = TEXTS["start"][lang] if folder == "" else _folder_title(folder, lang)
        parts.append(f"<h2>{html_lib.escape(name)}</h2><ul>{''.join(groups[folder])}</ul>")
    return _page(lang, TEXTS["index_title"][lang], "\n".join(parts))


def _folder_title(folder: str, lang: str) -> str:
    """A lesson folder's title: the table's, else the title of the game the folder is named after."""
    if folder in FOLDERS:
        return FOLDERS[folder].get(lang, folder)
    if folder in registry.names():
        return str(registry.load(folder).TITLE.get(lang, folder))
    return folder


def top_index(langs: Sequence[str] = LANGS) -> str:
    """The page above both editions' indexes (``handouts/index.html``).

    >>> 'href="en/index.html"' in top_index()
    True
    """
    items = "".join(f'<li><a href="{lang}/index.html">{TEXTS["index_title"][lang]}</a> — '
                    f'{"한국어" if lang == "ko" else "English"}</li>' for lang in langs)
    body = (f"<h1>{TEXTS['top_title']['ko']}</h1><ul>{items}</ul>"
            f"<p>{TEXTS['index_intro']['ko']}</p><p>{TEXTS['index_intro']['en']}</p>")
    return _page(langs[0] if langs else "ko", TEXTS["top_title"]["ko"], body)


def build_all(root: Path, out: Path, langs: Sequence[str] = LANGS, only: Iterable[str] = (),
              log: Any = None, jobs: int = 1, executed: Path | None = None,
              keep_executed: Path | None = None) -> Report:
    """Every handout of ``langs`` (those under the ``only`` prefixes, when given), an index per
    language and one above them.  ``jobs`` notebooks run at once, each in a kernel of its own.  A
    notebook that fails is reported (``Report.failures``) and the others are built all the same."""
    from concurrent.futures import ThreadPoolExecutor

    only = tuple(only)
    work = [(lang, rel) for lang in langs for rel in notebooks(root, lang, only)]

    def one(item: tuple[str, str]) -> Page | Failure:
        lang, rel = item
        try:
            page = build(root, out, lang, rel, executed, keep_executed)
        except Exception as error:  # one bad notebook never stops the others
            failure = Failure(lang, rel, failure_reason(error))
            if log:
                print(f"{lang}/{rel}: FAILED: {failure.reason}", file=log, flush=True)
            return failure
        if log:
            extra = f", {page.lost_widgets} widget(s) without saved state" if page.lost_widgets else ""
            print(f"{lang}/{rel}: {page.seconds:.1f} s{extra}", file=log, flush=True)
        return page

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        results = list(pool.map(one, work))
    report = Report({lang: [] for lang in langs})
    for (lang, _rel), result in zip(work, results, strict=True):
        if isinstance(result, Failure):
            report.failures.append(result)
        else:
            report.pages[lang].append(result)
    out.mkdir(parents=True, exist_ok=True)
    for lang in langs:
        entries = [(rel, r.title) for (lg, rel), r in zip(work, results, strict=True)
                   if lg == lang and isinstance(r, Page)]
        missing = [(f.rel, f.reason) for f in report.failures if f.lang == lang]
        (out / lang).mkdir(parents=True, exist_ok=True)
        (out / lang / "index.html").write_text(index_page(lang, entries, missing), encoding="utf-8")
    (out / "index.html").write_text(top_index(langs), encoding="utf-8")
    return report


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m widgets.handout [--only golden_ankh/ ...] [--lang ko] [--out handouts]
    [--executed DIR | --keep-executed DIR]``; exits 1 when a notebook could not be built."""
    parser = argparse.ArgumentParser(prog="python -m widgets.handout", description=__doc__.split("\n")[0])
    parser.add_argument("--notebooks", default="notebooks", type=Path)
    parser.add_argument("--out", default="handouts", type=Path)
    parser.add_argument("--lang", action="append", choices=LANGS)
    parser.add_argument("--jobs", type=int, default=1, help="notebooks run at once")
    parser.add_argument("--only", action="append", default=[],
                        help="build only the notebooks whose path (in the edition) starts so")
    parser.add_argument("--executed", type=Path,
                        help="render the notebooks already executed under DIR/<lang>/<path> instead of "
                             "running them (saved with their widget state)")
    parser.add_argument("--keep-executed", type=Path, help="save each executed notebook under DIR/<lang>/")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    report = build_all(args.notebooks, args.out, args.lang or LANGS, args.only, log=sys.stdout,
                       jobs=args.jobs, executed=args.executed, keep_executed=args.keep_executed)
    pages = sum(len(v) for v in report.pages.values())
    print(f"{pages} handouts (learner's and teacher's pages) in {args.out}/ "
          f"({time.perf_counter() - start:.0f} s)")
    for failure in report.failures:
        print(f"not built: {failure.lang}/{failure.rel}: {failure.reason}", file=sys.stderr)
    if report.failures:
        print(f"{len(report.failures)} notebook(s) could not be built", file=sys.stderr)
    return 0 if report.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
