"""widgets.el_dorado's words: written once, in words.py, read from the game's data where it has them.

Cites ED.move.match-symbol (the symbols' names), ED.move.rubble and ED.move.basecamp (the special
spaces' names), ED.turn.phases (the menu of a turn's phases), ED.end.gate (El Dorado).
"""
from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

pytest.importorskip("matplotlib")

import rulekit  # noqa: E402
from widgets.el_dorado import words  # noqa: E402

PACKAGE = Path(words.__file__).parent
HANGUL = re.compile(r"[\uac00-\ud7a3]")
GLOSSARY = {t.id: t for t in rulekit.glossary("el_dorado")}


def literals_with_hangul(path: Path) -> list[str]:
    """The Korean string literals of a module that are not docstrings (f-string parts included)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docs.add(id(body[0].value))
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
            and HANGUL.search(node.value)]


def test_korean_words_are_written_only_in_words_py():
    elsewhere = {p.name: literals_with_hangul(p)
                 for p in sorted(PACKAGE.glob("*.py")) if p.name != "words.py"}
    assert len(elsewhere) >= 12, "the package's modules are all looked at"
    assert {name: found for name, found in elsewhere.items() if found} == {}
    assert len(literals_with_hangul(PACKAGE / "words.py")) > 50


@pytest.mark.parametrize(("label", "term"), [
    (words.SYMBOL_TEXT["machete"], "machete"),          # ED.move.match-symbol
    (words.SYMBOL_TEXT["paddle"], "paddle"),
    (words.SYMBOL_TEXT["coin"], "coin"),
    (words.SYMBOL_TEXT["discard"], "rubble"),           # ED.move.rubble
    (words.SYMBOL_TEXT["remove"], "basecamp"),          # ED.move.basecamp
    (words.TERRAIN_WORDS["mountain"], "mountain"),
    (words.TERRAIN_WORDS["end"], "arrival-space"),
    (words.TEXTS["eldorado"], "eldorado"),              # ED.end.gate
    (words.TEXTS["final"], "final-round"),
    (words.BUTTONS[("button", "draw")], "draw-cards"),  # ED.turn.draw
    (words.TABLE_HEADS["price"], "price"),
    (words.PILES[1][1], "draw-pile"),
])
def test_labels_the_glossary_has_are_the_glossarys(label, term):
    assert label == {"en": GLOSSARY[term].en, "ko": GLOSSARY[term].ko}


def test_the_turn_menu_is_made_of_the_rulebooks_phases():
    """ED.turn.phases: 낸 카드 버리기 / 카드 뽑기, as the glossary writes the phases."""
    assert words.KIND_LABELS["turn"] == {
        "en": f"{GLOSSARY['discard-played'].en} / {GLOSSARY['draw-cards'].en}",
        "ko": f"{GLOSSARY['discard-played'].ko} / {GLOSSARY['draw-cards'].ko}"}


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("table", ["TEXTS", "ACTION_WORDS", "EDITOR_TEXT", "EDITOR_HINTS"])
def test_both_languages_fill_in_the_same_values(table):
    entries = getattr(words, table)
    assert entries
    for key, both in entries.items():
        assert set(both) == {"en", "ko"}, key
        assert HANGUL.search(both["ko"]) or not HANGUL.search(both["en"]), key
        assert fields(both["en"]) - {"s"} == fields(both["ko"]), key  # {s}: an English plural's s


def test_a_long_korean_card_name_breaks_between_syllables_and_a_cut_one_ends_with_an_ellipsis():
    """지도제작자 has no space to break at: it goes on two lines between syllables, not cut with a dot."""
    from widgets.el_dorado.look import cut, text_width, wrap

    lines = wrap("지도제작자", 6).split("\n")
    assert "".join(lines) == "지도제작자" and len(lines) == 2
    assert all(text_width(line) <= 6 for line in lines)
    assert cut("지도제작자", 6).endswith("…") and "." not in cut("지도제작자", 6)


def test_a_player_s_blockades_fit_the_players_box_in_both_languages():
    """The players box's blockades column shows the powers by symbol and never runs past the box: what
    does not fit ends with an ellipsis (the score table below lists them all)."""
    import rulekit
    import rulekit.el_dorado as ed
    from widgets.el_dorado.look import text_width
    from widgets.el_dorado.view import BLOCKADES_W, blockades_text

    every = [ed.BLOCKADES[c] for c in sorted(ed.BLOCKADES)]
    for lang in ("en", "ko"):
        with rulekit.i18n.language(lang):
            for n in range(len(every) + 1):
                text = blockades_text(every[:n])
                assert text_width(text) <= BLOCKADES_W + 2, text
            assert "1·2" in blockades_text(every[:2])
    with rulekit.i18n.language("ko"):
        assert blockades_text(every[:2]).startswith("마체테")
