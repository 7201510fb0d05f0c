"""Printable handouts: each lesson executed and rendered to one self-contained HTML page, per language.

``make handouts`` (``python -m widgets.handout``) writes ``handouts/<lang>/<path>.html`` for every notebook
of both editions, and ``handouts/<lang>/index.html``.  A handout is a static page for a teacher to print
or share: the narrative, the code, and every output with its pictures embedded (PNG as data URLs), an
interactive widget drawn as it stood when the lesson had run (its board pictures, texts and buttons),
no prompts, no scripts, nothing fetched from elsewhere.  The print style is A4 with the pictures fitted
to the page width and a Korean font.

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
import sys
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
LANGS = ("ko", "en")
CELL_TIMEOUT_S = 600

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
        "ko": "수업마다 한 장씩, 실행한 결과와 그림을 담은 인쇄용 페이지입니다. 브라우저의 인쇄(A4)로 "
              "종이나 PDF로 만들 수 있습니다.",
        "en": "One printable page per lesson, with its results and pictures. Print it from the browser (A4) "
              "to paper or to PDF.",
    },
    "other": {"ko": "English handouts →", "en": "한국어 유인물 →"},
    "index": {"ko": "← 유인물 목록", "en": "← All handouts"},
    "start": {"ko": "시작", "en": "Start"},
    "folders": {
        "golden_ankh": {"ko": "황금 앙크", "en": "Golden Ankh"},
        "el_dorado": {"ko": "황금밀림", "en": "The Quest for El Dorado"},
        "fertility": {"ko": "퍼틸리티", "en": "Fertility"},
        "elfengold": {"ko": "엘픈골드", "en": "Elfengold"},
        "scoring": {"ko": "점수 계산하기", "en": "Scoring"},
        "lab": {"ko": "시뮬레이션으로 탐구하기", "en": "Exploring with simulations"},
        "practice": {"ko": "연습 문제", "en": "Practice"},
    },
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
    widget script is asked for).  Returns how many widget outputs were replaced."""
    models = _models(nb)
    replaced = 0
    for cell in nb.get("cells", []):
        for output in cell.get("outputs", []) or []:
            view = output.get("data", {}).get(WIDGET_VIEW)
            if not view:
                continue
            model = models.get(view.get("model_id", ""))
            output["data"] = {"text/html": static_widget(model, models) if model else ""}
            replaced += 1
    nb.get("metadata", {}).pop("widgets", None)
    return replaced


# --------------------------------------------------------------------------- one page


def execute(nb: dict, cwd: Path, timeout: int = CELL_TIMEOUT_S) -> dict:
    """Run every cell of ``nb`` in a fresh kernel started in ``cwd``, keeping the widgets' state."""
    import nbformat
    from nbclient import NotebookClient

    node = nbformat.reads(json.dumps(nb), as_version=4)  # sources as text, as the client expects
    NotebookClient(node, timeout=timeout, kernel_name="python3", store_widget_state=True,
                   resources={"metadata": {"path": str(cwd)}}).execute()
    return json.loads(nbformat.writes(node))


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


def render(nb: dict, lang: str, title: str, nav: str = "") -> str:
    """A self-contained printable HTML page of an executed notebook."""
    import nbformat
    from nbconvert import HTMLExporter

    freeze_widgets(nb)
    exporter = HTMLExporter(template_name="lab", exclude_input_prompt=True, exclude_output_prompt=True,
                            embed_images=True, exclude_anchor_links=True)
    node = nbformat.reads(json.dumps(nb), as_version=4)
    body, _ = exporter.from_notebook_node(node, resources={"metadata": {"name": title}})
    body = _SCRIPT.sub("", body)
    body = _EXTERNAL_LINK.sub("", body)
    body = _NOTEBOOK_HREF.sub(lambda m: f'href="{m.group(1)}.html{m.group(2) or ""}"', body)
    body = re.sub(r"<html[^>]*>", f'<html lang="{lang}">', body, count=1)
    body = re.sub(r"<title>.*?</title>", f"<title>{html_lib.escape(title)}</title>", body, count=1,
                  flags=re.S)
    body = body.replace("</head>", f"<style>{PRINT_CSS}</style>\n</head>", 1)
    if nav:
        body = re.sub(r"(<body[^>]*>)", lambda m: m.group(1) + f'<div class="rk-nav">{nav}</div>', body,
                      count=1)
    return body


def external_references(page: str) -> list[str]:
    """What a page would fetch from elsewhere: src/href/url() to another site (links to pages of the
    same folder and data URLs are fine).

    >>> external_references('<img src="data:image/png;base64,AA"><a href="02.html">')
    []
    >>> external_references('<script src="https://cdn.example/x.js"></script>')
    ['https://cdn.example/x.js']
    """
    found = re.findall(r"""(?:src|href)\s*=\s*["']((?:https?:)?//[^"']+)""", page, re.I)
    found += re.findall(r"""url\(\s*["']?((?:https?:)?//[^)"']+)""", page, re.I)
    found += re.findall(r"""@import\s+["']((?:https?:)?//[^"']+)""", page, re.I)
    return found


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
    """One handout written: where, its title, how long it took, and the pictures the lesson showed."""

    path: Path
    title: str
    seconds: float
    pictures: int


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


def build(root: Path, out: Path, lang: str, rel: str) -> Page:
    """Execute and render one notebook of an edition to ``out/<lang>/<rel>.html``."""
    start = time.perf_counter()
    src = root / lang / rel
    nb = json.loads(src.read_text(encoding="utf-8"))
    if any(c.get("cell_type") == "code" for c in nb.get("cells", [])):
        nb = execute(nb, src.parent)
    title = title_of(nb, Path(rel).stem)
    shown = pictures(nb)
    nav = f'<a href="{"../" * rel.count("/")}index.html">{TEXTS["index"][lang]}</a>'
    page = out / lang / Path(rel).with_suffix(".html")
    page.parent.mkdir(parents=True, exist_ok=True)
    page.write_text(render(nb, lang, title, nav), encoding="utf-8")
    return Page(page, title, time.perf_counter() - start, shown)


def index_page(lang: str, entries: Sequence[tuple[str, str]]) -> str:
    """The index of an edition's handouts: (path relative to the edition, title), grouped by folder."""
    other = "en" if lang == "ko" else "ko"
    groups: dict[str, list[tuple[str, str]]] = {}
    for rel, title in entries:
        folder = rel.split("/")[0] if "/" in rel else ""
        groups.setdefault(folder, []).append((rel, title))
    parts = [f'<p class="rk-nav"><a href="../{other}/index.html">{TEXTS["other"][lang]}</a></p>',
             f"<h1>{TEXTS['index_title'][lang]}</h1>", f"<p>{TEXTS['index_intro'][lang]}</p>"]
    order = ["", *TEXTS["folders"]]
    for folder in sorted(groups, key=lambda f: order.index(f) if f in order else len(order)):
        name = TEXTS["start"][lang] if folder == "" else TEXTS["folders"].get(folder, {}).get(lang, folder)
        items = "".join(f'<li><a href="{html_lib.escape(Path(rel).with_suffix(".html").as_posix())}">'
                        f"{html_lib.escape(title)}</a></li>" for rel, title in groups[folder])
        parts.append(f"<h2>{html_lib.escape(name)}</h2><ul>{items}</ul>")
    body = "\n".join(parts)
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
            f"<title>{TEXTS['index_title'][lang]}</title><style>{PRINT_CSS}"
            "body{font-family:var(--rk-font)} li{margin:2px 0}</style></head>"
            f"<body>{body}</body></html>\n")


def build_all(root: Path, out: Path, langs: Sequence[str] = LANGS, only: Iterable[str] = (),
              log: Any = None, jobs: int = 1) -> dict[str, list[Page]]:
    """Every handout of ``langs`` (those under the ``only`` prefixes, when given) and an index per
    language; returns the pages written, per language.  ``jobs`` notebooks run at once, each in a
    kernel of its own."""
    from concurrent.futures import ThreadPoolExecutor

    only = tuple(only)
    work = [(lang, rel) for lang in langs for rel in notebooks(root, lang, only)]

    def one(item: tuple[str, str]) -> Page:
        page = build(root, out, *item)
        if log:
            print(f"{item[0]}/{item[1]}: {page.seconds:.1f} s", file=log, flush=True)
        return page

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        pages = list(pool.map(one, work))
    done: dict[str, list[Page]] = {lang: [] for lang in langs}
    for (lang, _), page in zip(work, pages, strict=True):
        done[lang].append(page)
    for lang in langs:
        entries = [(rel, page.title) for (lg, rel), page in zip(work, pages, strict=True) if lg == lang]
        (out / lang).mkdir(parents=True, exist_ok=True)
        (out / lang / "index.html").write_text(index_page(lang, entries), encoding="utf-8")
    return done


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m widgets.handout [--only golden_ankh/ ...] [--lang ko] [--out handouts]``"""
    parser = argparse.ArgumentParser(prog="python -m widgets.handout", description=__doc__.split("\n")[0])
    parser.add_argument("--notebooks", default="notebooks", type=Path)
    parser.add_argument("--out", default="handouts", type=Path)
    parser.add_argument("--lang", action="append", choices=LANGS)
    parser.add_argument("--jobs", type=int, default=1, help="notebooks run at once")
    parser.add_argument("--only", action="append", default=[],
                        help="build only the notebooks whose path (in the edition) starts so")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    done = build_all(args.notebooks, args.out, args.lang or LANGS, args.only, log=sys.stdout, jobs=args.jobs)
    pages = sum(len(v) for v in done.values())
    print(f"{pages} handouts in {args.out}/ ({time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

