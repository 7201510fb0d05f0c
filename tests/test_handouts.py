"""Printable handouts (``make handouts``): one executed lesson per language is built here and checked to
be self-contained (nothing fetched from elsewhere, no scripts), to hold the lesson's board pictures, and
to come in a learner's page (with the code) and a teacher's page (no code); a bad notebook is reported
and never stops the others.  The full build of every notebook of both editions is the deep tier's
``test_every_notebook_of_both_editions_becomes_a_handout``.
"""
from __future__ import annotations

import io
import json
import os
import re
from pathlib import Path

import pytest

from widgets import handout

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
# a lesson with a drawn board, step-by-step checks, a quiz and an Explorer
LESSON = "golden_ankh/05_adjacency.ipynb"
CODE_INPUT = re.compile(r'class="[^"]*jp-InputArea-editor')
BOARD_IMAGE = re.compile(r'<img[^>]+src="data:image/png;base64,[A-Za-z0-9+/=]{2000,}')


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, Path, handout.Report]:
    """The lesson built once per language (executed once), keeping the executed notebooks."""
    out = tmp_path_factory.mktemp("handouts")
    kept = tmp_path_factory.mktemp("executed")
    report = handout.build_all(NOTEBOOKS, out, only=[LESSON], keep_executed=kept, jobs=2)
    return out, kept, report


def local_targets_resolve(page: Path) -> list[str]:
    """The links of ``page`` into its own folder tree that lead nowhere (anchors to ids checked too)."""
    broken = []
    for link in handout.local_links(page.read_text(encoding="utf-8")):
        target, _, anchor = link.partition("#")
        dest = (page.parent / target).resolve() if target else page
        if not dest.is_file():
            broken.append(link)
        elif anchor and f'id="{anchor}"' not in dest.read_text(encoding="utf-8"):
            broken.append(link)
    return broken


@pytest.mark.parametrize("lang", handout.LANGS)
def test_a_lesson_gives_a_learner_page_and_a_teacher_page(lang, built):
    out, _, report = built
    assert report.ok, report.failures
    [page] = report.pages[lang]
    learner, teacher = page.path.read_text(encoding="utf-8"), page.teacher.read_text(encoding="utf-8")
    assert page.path == out / lang / "golden_ankh" / "05_adjacency.html"
    assert page.teacher == out / lang / "golden_ankh" / "05_adjacency.teacher.html"
    expected_title = {"ko": "인접", "en": "Adjacency"}[lang]
    assert expected_title in page.title
    for text in (learner, teacher):
        assert f"<title>{page.title}" in text.replace("&amp;", "&")
        assert f'<html lang="{lang}">' in text
        assert handout.external_references(text) == []
        assert "<script" not in text.lower(), "a printed page runs no script"
        assert "@page { size: A4" in text
        assert not re.search(r'href="[^":]+\.ipynb', text), "links to lessons lead to their handouts"
        # the boards as pictures: the drawn position, the steps, the quiz and the Explorer as it stood
        assert len(BOARD_IMAGE.findall(text)) >= 4
        assert len(BOARD_IMAGE.findall(text)) >= page.pictures >= 4
        assert "GA.place.adjacent" in text  # the rule the lesson is about, in the narrative and checks
    assert page.lost_widgets == 0
    # the learner's page shows the code; the teacher's page none of it
    assert len(CODE_INPUT.findall(learner)) >= 5 and '"n">set_language</span>' in learner
    assert CODE_INPUT.findall(teacher) == [] and "set_language" not in teacher
    assert 'class="highlight' not in teacher
    # each page leads to the other and to the index; links to other lessons stay within the version
    assert 'href="05_adjacency.teacher.html"' in learner and 'href="05_adjacency.html"' in teacher
    assert re.search(r'href="06_[^"]+\.teacher\.html"', teacher)
    assert re.search(r'href="06_[^"]+(?<!\.teacher)\.html"', learner)


@pytest.mark.parametrize("lang", handout.LANGS)
def test_the_indexes_link_every_page_and_both_languages(lang, built):
    out, _, report = built
    index = out / lang / "index.html"
    text = index.read_text(encoding="utf-8")
    assert 'href="golden_ankh/05_adjacency.html"' in text
    assert 'href="golden_ankh/05_adjacency.teacher.html"' in text
    assert f'href="../{"en" if lang == "ko" else "ko"}/index.html"' in text
    assert {"ko": "<h2>황금 앙크</h2>", "en": "<h2>Golden Ankh</h2>"}[lang] in text
    top = (out / "index.html").read_text(encoding="utf-8")
    assert f'href="{lang}/index.html"' in top
    for page in (index, out / "index.html", report.pages[lang][0].path, report.pages[lang][0].teacher):
        assert handout.external_references(page.read_text(encoding="utf-8")) == []
        missing = [link for link in local_targets_resolve(page)
                   # lessons this build did not include (it built one) are linked but not written
                   if not re.match(r"(\.\./)*(\d\d_|reference|practice/|golden_ankh/(?!04))", link)]
        assert missing == [], f"{page.name}: {missing}"


def test_handouts_are_rendered_again_from_executed_notebooks_without_running(built, tmp_path, monkeypatch):
    _, kept, first = built
    assert (kept / "ko" / LESSON).is_file() and (kept / "en" / LESSON).is_file()

    def no_run(*args, **kwargs):
        raise AssertionError("an executed notebook is not run again")

    monkeypatch.setattr(handout, "execute", no_run)
    report = handout.build_all(NOTEBOOKS, tmp_path, only=[LESSON], executed=kept)
    assert report.ok, report.failures
    for lang in handout.LANGS:
        again, before = report.pages[lang][0], first.pages[lang][0]
        assert again.pictures == before.pictures and again.title == before.title
        assert again.teacher.read_text(encoding="utf-8") == before.teacher.read_text(encoding="utf-8")


def markdown_notebook(text: str, cell_id: str = "intro") -> dict:
    return {"nbformat": 4, "nbformat_minor": 5,
            "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
            "cells": [{"cell_type": "markdown", "id": cell_id, "metadata": {}, "source": text}]}


def test_a_bad_notebook_is_reported_and_the_others_are_built(tmp_path):
    for lang in handout.LANGS:
        tree = tmp_path / "notebooks" / lang
        (tree / "game").mkdir(parents=True)
        start = markdown_notebook("# 시작\n[다음](game/02_good.ipynb)")
        (tree / "00_start.ipynb").write_text(json.dumps(start))
        # a cell id with a dot, as nbconvert refuses
        (tree / "game" / "01_bad.ipynb").write_text(json.dumps(markdown_notebook("# 나쁨", "bad.ipynb-00")))
        (tree / "game" / "02_good.ipynb").write_text(json.dumps(markdown_notebook("# 좋음")))
        (tree / "game" / "03_broken.ipynb").write_text("{ not json")
    out = tmp_path / "out"
    log = io.StringIO()
    report = handout.build_all(tmp_path / "notebooks", out, log=log)
    assert not report.ok
    failed = sorted((f.lang, f.rel) for f in report.failures)
    assert failed == [("en", "game/01_bad.ipynb"), ("en", "game/03_broken.ipynb"),
                      ("ko", "game/01_bad.ipynb"), ("ko", "game/03_broken.ipynb")]
    bad = next(f for f in report.failures if f.rel == "game/01_bad.ipynb")
    assert "not a valid notebook" in bad.reason and "bad.ipynb-00" in bad.reason
    assert "FAILED" in log.getvalue() and "game/03_broken.ipynb" in log.getvalue()
    for lang in handout.LANGS:
        assert [p.title for p in report.pages[lang]] == ["시작", "좋음"]
        assert (out / lang / "game" / "02_good.teacher.html").is_file()
        index = (out / lang / "index.html").read_text(encoding="utf-8")
        assert "game/01_bad.ipynb" in index and handout.TEXTS["missing"][lang] in index
        assert local_targets_resolve(out / lang / "index.html") == []
        assert local_targets_resolve(out / lang / "00_start.html") == []
    # the command builds the rest and then says it failed
    assert handout.main(["--notebooks", str(tmp_path / "notebooks"), "--out", str(tmp_path / "o2")]) == 1
    assert (tmp_path / "o2" / "ko" / "game" / "02_good.html").is_file()


def test_the_index_lists_every_page_by_folder_and_links_the_other_language():
    page = handout.index_page("ko", [("00_start_here.ipynb", "처음 시작하기"),
                                     ("golden_ankh/01_setup.ipynb", "게임 준비")])
    assert '<a href="golden_ankh/01_setup.html">게임 준비</a>' in page
    assert '<a href="golden_ankh/01_setup.teacher.html">교사용</a>' in page
    assert "<h2>황금 앙크</h2>" in page and '<a href="../en/index.html">' in page
    assert handout.external_references(page) == []


def test_a_widget_is_printed_as_it_stood():
    models = {
        "img": {"model_name": "ImageModel", "state": {"format": "png"},
                "buffers": [{"path": ["value"], "data": "iVBORw0KGgo=", "encoding": "base64"}]},
        "btn": {"model_name": "ButtonModel", "state": {"description": "되돌리기"}},
        "hidden_layout": {"model_name": "LayoutModel", "state": {"display": "none"}},
        "gone": {"model_name": "HTMLModel", "state": {"value": "숨김", "layout": "IPY_MODEL_hidden_layout"}},
        "pick": {"model_name": "DropdownModel",
                 "state": {"description": "P2", "_options_labels": ["사람", "컴퓨터"], "index": 1}},
        "fold": {"model_name": "AccordionModel",
                 "state": {"titles": ["모든 행동"], "selected_index": None, "children": ["IPY_MODEL_btn"]}},
        "box": {"model_name": "VBoxModel", "state": {"children": [
            "IPY_MODEL_img", "IPY_MODEL_btn", "IPY_MODEL_gone", "IPY_MODEL_pick", "IPY_MODEL_fold"]}},
    }
    nb = {"cells": [{"cell_type": "code", "source": "x", "outputs": [
              {"output_type": "display_data", "data": {handout.WIDGET_VIEW: {"model_id": "box"},
                                                       "text/plain": "VBox()"}},
              {"output_type": "display_data", "data": {handout.WIDGET_VIEW: {"model_id": "lost"}}},
              {"output_type": "display_data", "data": {handout.WIDGET_VIEW: {"model_id": "lost2"},
                                                       "image/png": "iVBORw0KGgo=",
                                                       "text/plain": "Explorer"}}]}],
          "metadata": {"widgets": {handout.WIDGET_STATE: {"state": models}}}}
    assert handout.pictures(nb) == 2
    assert handout.lost_widgets(nb) == 1  # the second widget left nothing to print; the third its picture
    assert handout.freeze_widgets(nb) == 3
    assert nb["cells"][0]["outputs"][1]["data"] == {"text/html": ""}
    assert nb["cells"][0]["outputs"][2]["data"] == {"image/png": "iVBORw0KGgo="}
    html = nb["cells"][0]["outputs"][0]["data"]["text/html"]
    assert 'src="data:image/png;base64,iVBORw0KGgo="' in html
    assert '<span class="rk-button">되돌리기</span>' in html
    assert "숨김" not in html and "P2 컴퓨터" in html
    assert html.count("되돌리기") == 1  # the folded accordion shows its title only
    assert "widgets" not in nb["metadata"]


def test_titles_come_from_the_first_heading():
    nb = {"cells": [{"cell_type": "markdown", "source": "[← 01](01.ipynb)\n\n# 위층 타일 (`^`)\n## 더"}]}
    assert handout.title_of(nb, "x") == "위층 타일 (^)"
    assert handout.title_of({"cells": []}, "fallback") == "fallback"


@pytest.mark.slow
@pytest.mark.deep
def test_every_notebook_of_both_editions_becomes_a_handout(tmp_path):
    """Every notebook of both editions, executed once each (or taken already executed from the folder
    ``RULEKIT_EXECUTED_NOTEBOOKS`` names, laid out as ``<lang>/<path>``)."""
    executed = os.environ.get("RULEKIT_EXECUTED_NOTEBOOKS")
    report = handout.build_all(NOTEBOOKS, tmp_path, executed=Path(executed) if executed else None,
                               jobs=int(os.environ.get("RULEKIT_HANDOUT_JOBS", "1")))
    assert not report.failures, "\n".join(f"{f.lang}/{f.rel}: {f.reason}" for f in report.failures)
    for lang in handout.LANGS:
        assert len(report.pages[lang]) == len(handout.notebooks(NOTEBOOKS, lang)) > 50
        for page in report.pages[lang]:
            teacher = page.teacher.read_text(encoding="utf-8")
            assert page.title and page.title in page.path.read_text(encoding="utf-8").replace("&amp;", "&")
            assert CODE_INPUT.findall(teacher) == [], page.teacher
            assert page.lost_widgets == 0, page.path
            assert handout.external_references(teacher) == []
        lessons = [p for p in report.pages[lang] if re.match(r"\d\d_", p.path.name)
                   and p.path.parent.name in ("golden_ankh", "el_dorado", "fertility", "elfengold")]
        assert all(p.pictures >= 1 for p in lessons), [p.path for p in lessons if p.pictures < 1]
        for page in (tmp_path / lang / "index.html", *(p.teacher for p in report.pages[lang])):
            assert local_targets_resolve(page) == [], page
