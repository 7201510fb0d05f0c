"""Words once: a widget never types again a name the game's data already holds.

A game's terms are its glossary's (``rulekit/data/<game>/glossary.json``, read with
:func:`rulekit.glossary.term`), its components' names are its component data's (``components.json``,
``cards.csv``); the Jupyter layer's own words shared by the games are :mod:`widgets.ui_text`'s.  Each
string literal of ``widgets/**/*.py`` (docstrings aside) that is exactly the Korean name of such a term
or component is a second copy that can drift from the rulebook's word: this test names it.  A game's
package is checked against its own game's words, a module shared by the games against every game's.
"""
from __future__ import annotations

import ast
import csv
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import rulekit
from rulekit.glossary import GlossaryError, term
from widgets import ui_text

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "rulekit" / "data"
GAMES = ("golden_ankh", "el_dorado", "fertility", "elfengold")
HANGUL = re.compile(r"[\uac00-\ud7a3]")

#: (module, literal) -> why the literal is typed there.  Keep it short: each entry is a word that can drift.
ALLOWED: dict[tuple[str, str], str] = {
    ("widgets/ui_text.py", "패스"): "KINDS: the menu word of a game that names no kinds of its own (the toy "
                                   "game); Elfengold's menu reads its own word from its glossary",
    ("widgets/ui_text.py", "입찰"): "KINDS: as 패스, the generic menu word for a kind named 'bid'",
    ("widgets/lab/words.py", "차례"): "the lab's column for a game whose glossary has no term 'turn' "
                                     "(the games that have one are read from it)",
}


def _korean_names(obj: object) -> Iterator[str]:
    """Every ``"ko"`` value of a JSON document (the names of components)."""
    if isinstance(obj, dict):
        for key, value in obj.items():
            if key == "ko" and isinstance(value, str):
                yield value
            else:
                yield from _korean_names(value)
    elif isinstance(obj, list):
        for value in obj:
            yield from _korean_names(value)


def game_words(game: str) -> dict[str, str]:
    """The Korean names the data of ``game`` holds -> where: glossary terms and component names."""
    words = {t.ko: f"glossary term {t.id!r}" for t in rulekit.glossary(game)}
    components = DATA / game / "components.json"
    if components.is_file():
        for name in _korean_names(json.loads(components.read_text(encoding="utf-8"))):
            words.setdefault(name, "components.json")
    cards = DATA / game / "cards.csv"
    if cards.is_file():
        with cards.open(encoding="utf-8", newline="") as f:
            for row in csv.DictReader(f):
                words.setdefault(row["name_ko"], "cards.csv")
    return words


WORDS = {game: game_words(game) for game in GAMES}
ALL_TERMS = {t.ko: f"{game} glossary term {t.id!r}" for game in GAMES for t in rulekit.glossary(game)}


def literals(source: str) -> Iterator[tuple[int, str]]:
    """The string literals of a module with their lines, docstrings left out (they explain, not show)."""
    tree = ast.parse(source)
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            yield node.lineno, node.value


def retyped(path: str, source: str) -> list[str]:
    """The literals of the module ``path`` (``widgets/…``) that re-type a name the games' data holds."""
    parts = Path(path).parts
    own = parts[1] if len(parts) > 2 and parts[1] in GAMES else None
    words = WORDS[own] if own else ALL_TERMS
    return [f"{path}:{line}: {text!r} is {words[text]}" for line, text in literals(source)
            if text in words and (path, text) not in ALLOWED]


def widget_modules() -> list[Path]:
    return sorted((ROOT / "widgets").rglob("*.py"))


def test_the_finder_names_a_retyped_term_and_spares_docstrings() -> None:
    # GA.score.numbers: the bonus markers' name is the glossary's (보너스 마커), typed again here
    source = '"""The 보너스 마커 panel."""\nHEAD = {"en": "bonus markers", "ko": "보너스 마커"}\n'
    assert retyped("widgets/golden_ankh/panel.py", source) == [
        "widgets/golden_ankh/panel.py:2: '보너스 마커' is glossary term 'bonus-marker'"]
    # a component's name (components.json) in the game's own package, and a card's (cards.csv)
    assert retyped("widgets/golden_ankh/x.py", 'C = "빨강"') == [
        "widgets/golden_ankh/x.py:1: '빨강' is components.json"]
    assert retyped("widgets/el_dorado/x.py", 'C = "탐험가"') == [
        "widgets/el_dorado/x.py:1: '탐험가' is cards.csv"]
    # a shared module is checked against every game's glossary; a longer sentence is not a name
    assert retyped("widgets/display.py", 'W = "일반 상점"') == [
        "widgets/display.py:1: '일반 상점' is fertility glossary term 'normal-shop'"]
    assert retyped("widgets/display.py", 'W = "일반 상점을 짓습니다"') == []


@pytest.mark.parametrize("path", widget_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_widget_module_retypes_a_name_of_the_games_data(path: Path) -> None:
    rel = path.relative_to(ROOT).as_posix()
    found = retyped(rel, path.read_text(encoding="utf-8"))
    assert not found, "read these from the game's data (rulekit.glossary.term):\n" + "\n".join(found)


#: (module, English, Korean) -> why a pair equal to one of widgets.ui_text's is typed there.
SAME_WORDS_ALLOWED: dict[tuple[str, str, str], str] = {
    ("widgets/el_dorado/words.py", "draw", "뽑기"): "the draw pile's column head, which only happens to read "
                                                   "as the menu name of the kind 'draw'",
}
KIT_PAIRS = {(v["en"], v["ko"]): f"ui_text.LABELS[{k!r}]" for k, v in ui_text.LABELS.items()}
KIT_PAIRS.update({(v["en"], v["ko"]): f"ui_text.KINDS[{k!r}]" for k, v in ui_text.KINDS.items()})
KIT_PAIRS.update({(v["en"], v["ko"]): f"ui_text.SCORE_PARTS[{k!r}]" for k, v in ui_text.SCORE_PARTS.items()})


def typed_pairs(source: str) -> Iterator[tuple[int, str, str]]:
    """The bilingual labels written out in a module: ``{"en": …, "ko": …}`` dicts and ``("…", "…한글")``."""
    for node in ast.walk(ast.parse(source)):
        texts: list[Any] = []
        if isinstance(node, ast.Dict) and all(isinstance(k, ast.Constant) for k in node.keys):
            if [k.value for k in node.keys if isinstance(k, ast.Constant)] == ["en", "ko"]:
                texts = [v.value if isinstance(v, ast.Constant) else None for v in node.values]
        elif isinstance(node, ast.Tuple) and len(node.elts) == 2:
            texts = [e.value if isinstance(e, ast.Constant) else None for e in node.elts]
        if len(texts) == 2 and all(isinstance(t, str) for t in texts) and HANGUL.search(texts[1]):
            yield node.lineno, texts[0], texts[1]


def retyped_kit_words(path: str, source: str) -> list[str]:
    """The labels of the module ``path`` typed again although :mod:`widgets.ui_text` has them."""
    return [f"{path}:{line}: ({en!r}, {ko!r}) is {KIT_PAIRS[en, ko]}" for line, en, ko in typed_pairs(source)
            if (en, ko) in KIT_PAIRS and (path, en, ko) not in SAME_WORDS_ALLOWED]


def test_the_finder_names_a_label_the_kits_catalogue_has() -> None:
    source = 'A = {"en": "Undo", "ko": "되돌리기"}\nB = ("OK", "확인")\nC = ("OK", "좋아요")\n'
    assert retyped_kit_words("widgets/x.py", source) == [
        "widgets/x.py:1: ('Undo', '되돌리기') is ui_text.LABELS['undo']",
        "widgets/x.py:2: ('OK', '확인') is ui_text.LABELS['ok']"]


@pytest.mark.parametrize("path", [p for p in widget_modules() if p.name != "ui_text.py"],
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_no_widget_module_retypes_a_label_of_the_kits_catalogue(path: Path) -> None:
    rel = path.relative_to(ROOT).as_posix()
    found = retyped_kit_words(rel, path.read_text(encoding="utf-8"))
    assert not found, "read these from widgets.ui_text (label_words, label_pair):\n" + "\n".join(found)


def test_every_allowed_literal_is_still_there() -> None:
    """An allow-list entry whose literal is gone is removed too, so the list only holds real exceptions."""
    stale = [f"{path}: {text!r}" for path, text in ALLOWED
             if text not in {t for _, t in literals((ROOT / path).read_text(encoding="utf-8"))}]
    assert not stale
    gone = [f"{path}: {en!r}, {ko!r}" for path, en, ko in SAME_WORDS_ALLOWED
            if (en, ko) not in {(e, k) for _, e, k in typed_pairs((ROOT / path).read_text(encoding="utf-8"))}]
    assert not gone


def test_a_term_is_read_in_either_language_and_an_unknown_one_is_refused() -> None:
    assert term("fertility", "normal-shop").name("ko") == "일반 상점"
    assert term("el_dorado", "blockade").name("en") == "blockade"
    with pytest.raises(GlossaryError) as err:
        term("el_dorado", "camel")
    assert "camel" in err.value.en and "camel" in err.value.ko


def test_the_editor_refuses_another_number_of_players_in_its_one_message() -> None:
    """The generic editor's refusal is the only copy of its sentence: Golden Ankh's text hook keeps none."""
    import widgets
    from rulekit import golden_ankh as ga

    editor = widgets.Editor("golden_ankh", players=3, lang="ko")
    before = editor.state
    assert editor.apply_text(ga.position_text(ga.from_position("players 2"))) is False
    error = editor.last_error
    assert isinstance(error, rulekit.InvalidState) and error.field == "players"
    assert "3 players and the text has 2" in error.en and "이 편집기는 3인 게임용인데" in error.ko
    assert editor.state == before
