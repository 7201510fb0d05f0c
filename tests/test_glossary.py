"""Each game's glossary (``rulekit/data/<game>/glossary.json``) against the rulebook and against the kit.

* every Korean term is written as the Korean rulebook writes it: it occurs in the rulebook's text
  (a copy of each Korean rulebook text is kept in ``tests/seeds/<game>.txt``, as the kit ships none);
* every rule ID a term names is in the game's rule catalogue;
* the kit calls those things by the glossary's words: every Korean label of the kit (board labels,
  menus, component names, rule titles) whose English is a term's English uses the term's Korean word;
* a broken glossary file is refused with a bilingual error naming the field.
"""
from __future__ import annotations

import importlib
import json
import pkgutil
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import rulekit
from rulekit.glossary import GlossaryError, Term, parse

# rulekit.glossary is the function; its module is reached by name
glossary_module = importlib.import_module("rulekit.glossary")

GAMES = ("golden_ankh", "el_dorado", "fertility", "elfengold")
SEEDS = Path(__file__).resolve().parent / "seeds"
DATA = Path(rulekit.__file__).resolve().parent / "data"
HANGUL = re.compile(r"[\uac00-\ud7a3]")


def squeeze(text: str) -> str:
    """Korean spacing varies between a rulebook's pages; words are compared without spaces."""
    return re.sub(r"\s+", "", text)


def stem(term: str) -> str:
    """A label may shorten a Korean term: a verbal noun without its ending (봉쇄 돌파하기 → 봉쇄돌파)."""
    word = squeeze(term)
    return word[:-2] if word.endswith("하기") and len(word) > 3 else word


def english_key(text: str) -> str:
    """An English label reduced to its words: lower case, no placeholders, punctuation or plural s."""
    text = re.sub(r"\{[^}]*\}", " ", text.lower())
    words = re.findall(r"[a-z0-9']+", text)
    return " ".join(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words)


def pairs(value: Any, depth: int = 0) -> Iterator[tuple[str, str]]:
    """Every (English, Korean) pair in a value: ``{"en": …, "ko": …}`` dicts and ``("…", "…한글")`` tuples."""
    if depth > 6:
        return
    if isinstance(value, dict):
        en, ko = value.get("en"), value.get("ko")
        if isinstance(en, str) and isinstance(ko, str):
            yield en, ko
        for item in value.values():
            yield from pairs(item, depth + 1)
    elif isinstance(value, (list, tuple)):
        if (len(value) >= 2 and isinstance(value[0], str) and isinstance(value[1], str)
                and not HANGUL.search(value[0]) and HANGUL.search(value[1])):
            yield value[0], value[1]
        for item in value:
            yield from pairs(item, depth + 1)


def kit_labels(game: str) -> list[tuple[str, str, str]]:
    """(where, English, Korean) of every bilingual label the kit has for ``game``: the module-level tables
    of its rules package and drawing modules and of the shared widget texts, and its data files."""
    modules = [f"rulekit.{game}"]
    package = importlib.import_module(f"rulekit.{game}")
    modules += [f"rulekit.{game}.{m.name}" for m in pkgutil.iter_modules(package.__path__)]
    widgets_dir = Path(rulekit.__file__).resolve().parents[1] / "widgets"
    modules += [f"widgets.{p.stem}" for p in sorted(widgets_dir.glob(f"{game}*.py"))]
    if (widgets_dir / game).is_dir():  # a game's package: each of its modules
        modules += [f"widgets.{game}.{m.name}" for m in pkgutil.iter_modules([str(widgets_dir / game)])]
    if (widgets_dir / game / "__init__.py").exists():  # a game's widgets as one package
        modules += [f"widgets.{game}.{m.name}" for m in pkgutil.iter_modules([str(widgets_dir / game)])]
    modules.append("widgets.ui_text")
    found = []
    for name in modules:
        module = importlib.import_module(name)
        for attr, value in vars(module).items():
            if attr.startswith("__") or isinstance(value, type) or callable(value):
                continue
            found += [(f"{name}.{attr}", en, shown_for(game, name, en, ko)) for en, ko in pairs(value)]
    for path in sorted((DATA / game).glob("*.json")):
        if path.name == "glossary.json":
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        found += [(f"rulekit/data/{game}/{path.name}", en, ko) for en, ko in pairs(data)]
    return found


def shown_for(game: str, module: str, en: str, ko: str) -> str:
    """A label as ``game`` shows it: ``{turn}`` stands for the game's own word for a turn, and the kit's word
    for a turn (``ui_text.LABELS["turn"]``) is shown only for a game whose glossary has none
    (``widgets.ui_text.turn_word``)."""
    from widgets import ui_text

    word = ui_text.turn_word(game, "ko")
    if module == "widgets.ui_text" and (en, ko) == ui_text.label_pair("turn"):
        return word
    return ko.replace("{turn}", word)


def terms_of(game: str) -> list[Term]:
    return rulekit.glossary(game)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_glossary(game):
    terms = terms_of(game)
    assert terms, f"{game}: an empty glossary"
    assert len({t.id for t in terms}) == len(terms)
    assert all(HANGUL.search(t.ko) for t in terms), "every Korean term is written in Hangul"


@pytest.mark.parametrize("game", GAMES)
def test_korean_terms_are_the_rulebooks_words(game):
    seed = squeeze((SEEDS / f"{game}.txt").read_text(encoding="utf-8"))
    missing = [f"{t.id}: {t.ko!r}" for t in terms_of(game) if squeeze(t.ko) not in seed]
    assert not missing, f"not written so in the Korean rulebook of {game}: " + ", ".join(missing)


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_a_term_names_is_in_the_catalogue(game):
    known = set(rulekit.i18n.known_rules(game))
    unknown = [f"{t.id}: {r}" for t in terms_of(game) for r in t.rules if r not in known]
    assert not unknown, ", ".join(unknown)
    assert any(t.rules for t in terms_of(game)), f"{game}: no term names a rule"


@pytest.mark.parametrize("game", GAMES)
def test_the_kits_korean_labels_use_the_glossarys_words(game):
    by_english: dict[str, Term] = {}
    for term in terms_of(game):
        by_english.setdefault(english_key(term.en), term)
    labels = kit_labels(game)
    assert len(labels) > 20, f"{game}: only {len(labels)} labels found; the search looks in the wrong place"
    differ, matched = [], 0
    for where, en, ko in labels:
        term = by_english.get(english_key(en))
        if term is None:
            continue
        matched += 1
        if stem(term.ko) not in squeeze(ko):
            differ.append(f"{where}: {en!r} is {ko!r}, the glossary says {term.ko!r}")
    assert not differ, "the kit names these things otherwise than the glossary:\n" + "\n".join(differ)
    assert matched, f"{game}: no label of the kit is named like a glossary term"


# --------------------------------------------------------------------------- the loader refuses broken files

GOOD = {"game": "golden_ankh", "source": "Korean rulebook (황금 앙크)",
        "terms": [{"id": "upper-tile", "ko": "위층 타일", "en": "upper-layer tile", "notation": "^",
                   "rules": ["GA.place.upper-layer"], "ko_note": "바닥 타일 네 장 위에 놓는 큰 타일",
                   "en_note": "a big tile on four ground tiles"}]}


def broken(**change: Any) -> dict:
    data = json.loads(json.dumps(GOOD))
    for key, value in change.items():
        if key.startswith("term_"):
            data["terms"][0][key[5:]] = value
        else:
            data[key] = value
    return data


def test_a_good_glossary_makes_terms():
    (term,) = parse(GOOD, "golden_ankh")
    assert term == Term("upper-tile", "위층 타일", "upper-layer tile", "^", ("GA.place.upper-layer",),
                        {"ko": "바닥 타일 네 장 위에 놓는 큰 타일", "en": "a big tile on four ground tiles"})
    assert term.name("ko") == "위층 타일" and term.name("en") == "upper-layer tile"
    assert term.note("ko") == "바닥 타일 네 장 위에 놓는 큰 타일"
    with rulekit.i18n.language("ko"):
        assert term.name() == "위층 타일"


@pytest.mark.parametrize(
    ("data", "field", "english"),
    [
        ([], "glossary", "must be a JSON object"),
        (broken(game="fertility"), "game", "must be 'golden_ankh'"),
        (broken(source=""), "source", "non-empty text"),
        (broken(terms=[]), "terms", "non-empty list"),
        (broken(colour="x"), "colour", "not a glossary field"),
        (broken(term_id="Upper Tile"), "terms[0].id", "lower-case words"),
        (broken(term_ko=""), "terms[0].ko", "non-empty text"),
        (broken(term_en=3), "terms[0].en", "non-empty text"),
        (broken(term_notation=["^"]), "terms[0].notation", "non-empty text"),
        (broken(term_rules="GA.place.upper-layer"), "terms[0].rules", "list of rule IDs"),
        (broken(term_rules=["GA.nowhere"]), "terms[0].rules", "not in the rule catalogue"),
        (broken(term_note="x"), "terms[0].note", "not a term field"),
        (broken(term_ko_note=None), "terms[0].ko_note", "must be a text"),
    ],
)
def test_a_broken_glossary_is_refused_naming_the_field(data, field, english):
    with pytest.raises(GlossaryError) as caught:
        parse(data, "golden_ankh")
    error = caught.value
    assert error.field == field
    assert english in error.message("en")
    assert HANGUL.search(error.message("ko")) and error.message("ko") != error.message("en")


def test_two_terms_may_not_share_an_id():
    data = broken()
    data["terms"].append(dict(data["terms"][0]))
    with pytest.raises(GlossaryError, match="earlier term"):
        parse(data, "golden_ankh")


def test_a_glossary_file_is_read_within_bounds(monkeypatch):
    """The file is read by the kit's bounded JSON reader: a file nested too deep is refused, bilingually."""
    files = {"golden_ankh": "[" * 1000}

    def text_of(game: str) -> str:
        if game not in files:
            raise FileNotFoundError(game)
        return files[game]

    monkeypatch.setattr(glossary_module, "_glossary_text", text_of)
    glossary_module._load.cache_clear()
    try:
        with pytest.raises(GlossaryError) as caught:
            rulekit.glossary("golden_ankh")
        assert "deeper than" in caught.value.message("en") and "중첩" in caught.value.message("ko")
        files["golden_ankh"] = '{"game": "golden_ankh", "terms": [1e999]}'
        glossary_module._load.cache_clear()
        with pytest.raises(GlossaryError, match="not a number"):
            rulekit.glossary("golden_ankh")
        with pytest.raises(GlossaryError, match="has no glossary"):
            rulekit.glossary("fertility")
    finally:
        glossary_module._load.cache_clear()


def test_the_label_search_finds_the_kits_labels():
    labels = {(en, ko) for _, en, ko in kit_labels("golden_ankh")}
    assert ("Market", "시장판") in labels and ("take tokens", "토큰 가져오기") in labels
    assert english_key("Tiles placed: {n}") == "tile placed" and english_key("Boss") == "boss"
    assert stem("봉쇄 돌파하기") == "봉쇄돌파" and stem("위층 타일") == "위층타일"
