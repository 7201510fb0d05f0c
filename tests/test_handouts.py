"""Printable handouts (``make handouts``): one executed lesson per game and language is built here and
checked to be self-contained (nothing fetched from elsewhere, no scripts) and to hold the lesson's
pictures.  The full build of every notebook is ``make handouts``.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from widgets import handout

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
GAMES = ("golden_ankh", "el_dorado", "fertility", "elfengold")


def first_lesson(lang: str, game: str) -> str:
    lessons = sorted(p.name for p in (NOTEBOOKS / lang / game).glob("[0-9][0-9]_*.ipynb"))
    assert lessons, f"notebooks/{lang}/{game} has no lesson"
    return f"{game}/{lessons[0]}"


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("handouts")


@pytest.mark.parametrize("lang", handout.LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_handout_is_self_contained_and_holds_its_pictures(game, lang, out):
    rel = first_lesson(lang, game)
    page = handout.build(NOTEBOOKS, out, lang, rel)
    text = page.path.read_text(encoding="utf-8")
    assert page.path == out / lang / Path(rel).with_suffix(".html")
    assert handout.external_references(text) == []
    assert "<script" not in text.lower(), "a printed page runs no script"
    assert f'<html lang="{lang}">' in text
    embedded = len(re.findall(r'<img[^>]+src="data:image/png;base64,', text))
    assert page.pictures >= 1, f"{rel} shows no picture"
    assert embedded >= page.pictures, f"{rel}: {page.pictures} pictures shown, {embedded} in the handout"
    assert f"<title>{page.title}</title>" in text.replace("&amp;", "&") or page.title in text
    assert "jp-InputPrompt" not in text or "display: none" in text  # no prompts
    assert "@page { size: A4" in text
    # links to other lessons point at their handouts
    assert not re.search(r'href="[^":]+\.ipynb', text)


def test_the_index_lists_every_page_by_folder_and_links_the_other_language():
    page = handout.index_page("ko", [("00_start_here.ipynb", "처음 시작하기"),
                                     ("golden_ankh/01_setup.ipynb", "게임 준비")])
    assert '<a href="golden_ankh/01_setup.html">게임 준비</a>' in page
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
                                                       "text/plain": "VBox()"}}]}],
          "metadata": {"widgets": {handout.WIDGET_STATE: {"state": models}}}}
    assert handout.pictures(nb) == 1
    assert handout.freeze_widgets(nb) == 1
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
