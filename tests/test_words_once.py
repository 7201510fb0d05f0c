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
from collections.abc import Iterator
from pathlib import Path

import pytest

import rulekit
from rulekit.glossary import GlossaryError, term

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "rulekit" / "data"
GAMES = ("golden_ankh", "el_dorado", "fertility", "elfengold")

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


def test_every_allowed_literal_is_still_there() -> None:
    """An allow-list entry whose literal is gone is removed too, so the list only holds real exceptions."""
    stale = [f"{path}: {text!r}" for path, text in ALLOWED
             if text not in {t for _, t in literals((ROOT / path).read_text(encoding="utf-8"))}]
    assert not stale


def test_a_term_is_read_in_either_language_and_an_unknown_one_is_refused() -> None:
    assert term("fertility", "normal-shop").name("ko") == "일반 상점"
    assert term("el_dorado", "blockade").name("en") == "blockade"
    with pytest.raises(GlossaryError) as err:
        term("el_dorado", "camel")
    assert "camel" in err.value.en and "camel" in err.value.ko
