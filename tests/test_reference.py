"""The rule reference pages (``notebooks/{ko,en}/<game>/reference.ipynb``), made by ``make reference``.

A committed page that differs from what the generator makes now (a rule, a title or a glossary term
changed since) fails here: run ``make reference`` and commit the pages.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import rulekit
from rulekit import reference

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
GAMES = ("golden_ankh", "el_dorado", "fertility", "elfengold")
CASES = [(g, lang) for g in GAMES for lang in reference.LANGS]


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_the_committed_page_is_what_the_generator_makes(game, lang):
    path = NOTEBOOKS / lang / game / "reference.ipynb"
    assert path.is_file(), f"{path.relative_to(NOTEBOOKS.parent)} is missing: run make reference"
    assert path.read_text(encoding="utf-8") == reference.notebook_text(game, lang), (
        f"{path.relative_to(NOTEBOOKS.parent)} is out of date: run make reference and commit it")


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_every_rule_has_its_anchor_title_and_text_in_order(game, lang):
    text = "\n".join(reference.markdown_cells(game, lang))
    anchors = re.findall(r'<a id="((?:GA|ED|FE|EG)\.[^"]+)"></a>', text)
    catalogue = rulekit.i18n.known_rules(game)
    rulings = [r for r in catalogue if r.split(".")[1] == reference.RULING]
    assert sorted(anchors) == sorted(catalogue) and len(anchors) == len(catalogue)
    assert anchors[-len(rulings):] == rulings  # the rulings last, in the catalogue's order
    # a section's rules keep the catalogue's order
    def of(section: str, rules: list[str]) -> list[str]:
        return [r for r in rules if r.split(".")[1] == section]

    for name in {r.split(".")[1] for r in catalogue}:
        assert of(name, anchors) == of(name, catalogue)
    for rule in catalogue[:5] + rulings[:3]:
        block = text.split(f'<a id="{rule}"></a>', 1)[1].split("<a id=", 1)[0]
        assert f"`{rule}`" in block
        assert rulekit.rule_text(rule, lang).split("`")[0][:30] in block
    for rule in rulings:
        block = text.split(f'<a id="{rule}"></a>', 1)[1].split("<a id=", 1)[0]
        mark = reference.TEXT["ruling"][1 if lang == "ko" else 0]
        assert mark in block, f"{rule} is not marked as a ruling"


@pytest.mark.parametrize("game", GAMES)
def test_every_section_of_the_catalogue_has_a_name_in_both_languages(game):
    for name, rules in reference.sections(game):
        assert rules
        if name != reference.RULING:
            assert name in reference.SECTIONS[game], f"{game}: the section {name!r} has no name"
        ko, en = (reference.section_title(game, name, lang) for lang in ("ko", "en"))
        assert re.search(r"[\uac00-\ud7a3]", ko) and not re.search(r"[\uac00-\ud7a3]", en)


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_the_page_is_markdown_only_with_a_table_of_contents(game, lang):
    nb = json.loads(reference.notebook_text(game, lang))
    assert {c["cell_type"] for c in nb["cells"]} == {"markdown"}
    first = "".join(nb["cells"][0]["source"])
    for name, _ in reference.sections(game):
        assert f"](#section-{name})" in first
        assert any(f'<a id="section-{name}"></a>' in "".join(c["source"]) for c in nb["cells"])
    other = "en" if lang == "ko" else "ko"
    twin = "English edition →" if lang == "ko" else "한국어판 →"
    assert f"[{twin}](../../{other}/{game}/reference.ipynb)" in first.splitlines()[0]
    assert rulekit.load(game).TITLE[lang] in first


def test_rules_a_rule_names_are_linked_alike_in_both_editions():
    # the English text names the rules of a two-player game, the Korean text only says what they are
    cells = {lang: "\n".join(reference.markdown_cells("el_dorado", lang)) for lang in reference.LANGS}
    for lang, text in cells.items():
        block = text.split('<a id="ED.variant.two-player"></a>', 1)[1].split("<a id=", 1)[0]
        assert "[`ED.setup.two-player-start`](#ED.setup.two-player-start)" in block, lang
    assert reference._code_ids("see GA.adj.orthogonal") == "see `GA.adj.orthogonal`"


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="unknown language"):
        reference.markdown_cells("golden_ankh", "fr")


def test_the_glossary_opens_the_page_when_the_game_has_one(monkeypatch):
    notes = {"ko": "바닥 타일 네 장 위에 놓는 큰 타일", "en": "a big tile on four ground tiles"}
    terms = [rulekit.Term("upper-tile", "위층 타일", "upper-layer tile", "^", ("GA.place.upper-layer",),
                          notes)]
    monkeypatch.setattr(reference, "_glossary_terms", lambda game: terms)
    ko = reference.markdown_cells("golden_ankh", "ko")
    assert "](#glossary)" in ko[0]
    assert "| **위층 타일** | upper-layer tile | `^` | 바닥 타일 네 장 위에 놓는 큰 타일 | " in ko[1]
    assert "[`GA.place.upper-layer`](#GA.place.upper-layer)" in ko[1]
    en = reference.markdown_cells("golden_ankh", "en")
    assert "| **upper-layer tile** | 위층 타일 | `^` | a big tile on four ground tiles | " in en[1]
