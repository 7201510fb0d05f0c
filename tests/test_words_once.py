"""Words once: a widget (or a rule module) never types again a name the game's data already holds.

A game's terms are its glossary's (``rulekit/data/<game>/glossary.json``, read with
:func:`rulekit.glossary.term`), its components' names are its component data's (``components.json``,
``cards.csv``); the Jupyter layer's own words shared by the games are :mod:`widgets.ui_text`'s.  Each
string literal of ``widgets/**/*.py`` (docstrings aside) that is exactly the Korean name of such a term
or component is a second copy that can drift from the rulebook's word: this test names it.  A game's
package is checked against its own game's words, a module shared by the games against every game's.
The rules packages (``rulekit/**/*.py``) are checked the same way, but for the modules still listed in
:data:`NOT_YET`.
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
    ("rulekit/reference.py", "차례"): "TEXT['contents']: the reference page's table of contents (목차), "
                                     "not Golden Ankh's term for a turn",
    ("widgets/ui_text.py", "차례"): "the kit's word for a turn, for a game whose glossary has no term 'turn' "
                                   "(Elfengold's rulebook names none; Fertility's says 차례 too); turn_word "
                                   "reads the others' from their glossaries",
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


def own_game(path: str) -> str | None:
    """The game whose package holds the module ``path`` (``widgets/<game>/…``, ``rulekit/<game>/…``,
    ``rulekit/bots/<game>.py``); None for a module shared by the games."""
    parts = Path(path).parts
    if len(parts) > 2 and parts[1] in GAMES:
        return parts[1]
    if parts[:2] == ("rulekit", "bots") and Path(path).stem in GAMES:
        return Path(path).stem
    return None


def retyped(path: str, source: str) -> list[str]:
    """The literals of the module ``path`` (``widgets/…`` or ``rulekit/…``) that re-type a name the games'
    data holds."""
    own = own_game(path)
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


#: rulekit modules that still type some of their game's words again -> what is left to read from the data.
#: A module leaves the list once it reads them (test_every_module_not_yet_checked_still_retypes_a_word).
NOT_YET: dict[str, str] = {}


def rulekit_modules() -> list[Path]:
    return sorted((ROOT / "rulekit").rglob("*.py"))


@pytest.mark.parametrize("path", [p for p in rulekit_modules()
                                  if p.relative_to(ROOT).as_posix() not in NOT_YET],
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_no_rulekit_module_retypes_a_name_of_the_games_data(path: Path) -> None:
    rel = path.relative_to(ROOT).as_posix()
    found = retyped(rel, path.read_text(encoding="utf-8"))
    assert not found, "read these from the game's data (rulekit.glossary.term):\n" + "\n".join(found)


def test_every_module_not_yet_checked_still_retypes_a_word() -> None:
    """A module whose words are all read from the data leaves NOT_YET, so that it is checked from then on."""
    done = [path for path in NOT_YET if not retyped(path, (ROOT / path).read_text(encoding="utf-8"))]
    assert not done, f"these modules no longer retype a word: remove them from NOT_YET: {done}"


def test_the_score_categories_of_the_rules_read_the_glossary() -> None:
    """FE.score.order, ED.gap.tie-break, EG.end.most-towns: the rules' names of the score's parts and of
    the tally's columns are the glossary's words (alone or put in a phrase), as the widgets show them."""
    from rulekit import el_dorado as ed
    from rulekit import elfengold as eg
    from rulekit.el_dorado.end import tally as ed_tally
    from rulekit.elfengold.round_end import tally as eg_tally
    from rulekit.fertility.scoring import PART_NAMES_KO, PART_TERMS, PARTS

    assert [PART_NAMES_KO[p] for p in PARTS] == [term("fertility", PART_TERMS[p]).ko for p in PARTS]
    assert [PART_NAMES_KO[p] for p in PARTS] == [ui_text.score_part(p, "ko") for p in PARTS]
    blockade, power = term("el_dorado", "blockade").ko, term("el_dorado", "power").ko
    columns = ed_tally(ed.from_position("players=3 pieces=ED,ED,B9 final")).columns
    assert [c.ko for c in columns] == [f"{term('el_dorado', 'eldorado').ko} 도착", f"모은 {blockade}",
                                       f"가장 강한 {blockade} ({power})"]
    assert columns[0].ko == ui_text.score_part("El Dorado", "ko") == "엘도라도 도착"
    assert ui_text.score_part("strongest blockade", "ko") == f"가장 강한 {blockade}"
    state = eg.from_position("round=6 phase=over | P1@Beata gold=9 towns=Beata,Virst | P2@Virst gold=14")
    columns = eg_tally(state).columns
    assert [c.ko for c in columns] == [f"방문한 {term('elfengold', 'town').ko}", term("elfengold", "gold").ko]
    assert columns[0].ko == ui_text.score_part("towns", "ko")


def test_each_game_says_turn_in_its_own_rulebooks_word() -> None:
    """ED.turn.phases: El Dorado's rulebook calls a turn 턴, Golden Ankh's and Fertility's 차례; the status
    line, the turn count, the lab and El Dorado's board all take the word from the game's glossary."""
    import widgets.lab
    from rulekit import el_dorado as ed
    from rulekit import golden_ankh as ga
    from widgets.el_dorado.words import TEXTS

    assert term("el_dorado", "turn").ko == "턴" and term("golden_ankh", "turn").ko == "차례"
    assert [ui_text.turn_word(g, "ko") for g in GAMES] == ["차례", "턴", "차례", "차례"]
    assert {ui_text.turn_word(g, "en") for g in GAMES} == {"turn"}
    el_dorado, golden_ankh = ed.new_game(players=2, seed=1), ga.new_game(players=2, seed=1)
    assert ui_text.status_line(el_dorado, "ko") == "P1 턴"
    assert ui_text.turn_label(el_dorado, "ko") == "1번째 턴"
    assert ui_text.status_line(golden_ankh, "ko") == "P1 차례"
    assert ui_text.turn_label(golden_ankh, "ko") == "1번째 차례"
    assert ui_text.status_line(el_dorado, "en") == "P1 to play" and ui_text.turn_label(el_dorado) == "Turn 1"
    with rulekit.i18n.language("ko"):
        assert widgets.lab.turn_word("el_dorado") == "턴"
    assert TEXTS["turn"]["ko"].startswith("{p} 턴")
    # a label with {turn} shown without a game takes the kit's word
    assert ui_text.text("turn_n", "ko", n=2) == "2번째 차례"


def test_the_language_buttons_offer_the_one_list_of_languages() -> None:
    """The Explorer's, the Editor's and the Practice widget's language buttons offer ui_text's choices."""
    import widgets
    from rulekit import golden_ankh as ga

    assert ui_text.language_options() == [("English", "en"), ("한국어", "ko")]
    explorer = widgets.Explorer(ga.new_game(players=2, seed=1))
    assert list(explorer.lang.options) == ui_text.language_options()
    editor = widgets.Editor("golden_ankh", players=2, lang="ko")
    assert list(editor.lang_buttons.options) == ui_text.language_options()
    typed = [f"{p.relative_to(ROOT)}:{line}" for p in widget_modules() if p.name != "ui_text.py"
             for line, text in literals(p.read_text(encoding="utf-8")) if text == "한국어"
             and p.name != "handout.py"]  # the handouts link the other language's edition by its name
    assert not typed


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


def test_elfengolds_terrains_are_named_once_in_the_games_data() -> None:
    """EG.plan.terrain-fit: the terrains the Korean rulebook names (사막, 강, 호수) are its glossary's terms,
    the others components.json's words; the rules' refusals and the board's legend read them there."""
    from rulekit import elfengold as eg
    from rulekit.elfengold import editing
    from rulekit.elfengold.components import TERRAINS, terrain_name, terrain_words
    from widgets.elfengold.words import TERRAIN_NAMES

    assert [terrain_name(kind, "ko") for kind in TERRAINS] == ["평지", "숲", "사막", "산", "강", "호수"]
    assert [terrain_name(kind, "en") for kind in TERRAINS] == list(TERRAINS)
    for kind in ("desert", "river", "lake"):
        assert terrain_words(kind) == (term("elfengold", kind).en, term("elfengold", kind).ko)
    assert TERRAIN_NAMES["mountain"] == terrain_words("mountain")
    assert TERRAIN_NAMES["river"] == ("river (arrow: downstream)", "강 (화살표: 순방향)")
    # a unicorn may not go on plains (R01): the refusal names the terrain in the data's word
    state = eg.from_position("round=2 phase=plan start=1 | P1@Beata | P2@Elvenhold")
    with pytest.raises(editing.EditError) as refused:
        editing.place_tile(state, "R01", "U")
    assert "평지 길(R01)" in refused.value.ko and "plains road (R01" in refused.value.en


def test_a_terrain_without_its_words_is_refused_when_the_data_are_read() -> None:
    """EG.plan.terrain-fit: components.json names every terrain, by a glossary term that exists or by its
    words in both languages; a broken entry is refused naming it, before any board is drawn."""
    from rulekit.elfengold.components import DataError, check_components

    data = json.loads((DATA / "elfengold" / "components.json").read_text(encoding="utf-8"))
    assert check_components(data)["terrains"]["lake"] == {"term": "lake"}
    for broken, said in (({"term": "pond"}, "terrains.lake names 'pond'"),
                         ({"en": "lake"}, "terrains.lake must hold"),
                         (None, "terrains must name each terrain once")):
        changed = json.loads(json.dumps(data))
        if broken is None:
            del changed["terrains"]["lake"]
        else:
            changed["terrains"]["lake"] = broken
        with pytest.raises(DataError, match=said):
            check_components(changed)


def test_the_rules_refusals_and_hints_name_things_in_the_datas_words() -> None:
    """The rule modules read the words they show from the game's glossary or components data: a price in
    the tokens' colours (GA.buy.price, components.json), a valley cell a tile cannot cover
    (FE.place.no-wheat-water), the gold cards (EG.cards.gold-card: the rulebook's 금 카드), El Dorado's
    piles (ED.setup.player-kit), the hints' goods and score parts, the reference pages' section titles."""
    from rulekit import RuleViolation, reference
    from rulekit import golden_ankh as ga
    from rulekit.bots import el_dorado as ed_bot
    from rulekit.bots import fertility as fe_bot
    from rulekit.bots import golden_ankh as ga_bot
    from rulekit.el_dorado.editing import PILE_NAMES
    from rulekit.elfengold.components import kind_name
    from rulekit.fertility import edit
    from rulekit.fertility.components import RESOURCE_NAMES, RESOURCE_TERMS
    from rulekit.fertility.scoring import PART_NAMES_KO

    state = ga.new_game(players=2, seed=1)
    assert state.price(1) == {"B": 1, "W": 1}
    colours = {k["letter"]: k["ko"] for k in json.loads(
        (DATA / "golden_ankh" / "components.json").read_text(encoding="utf-8"))["token_kinds"]}
    with pytest.raises(RuleViolation) as refused:
        state.apply(ga.Buy(1, (0, 0)))
    assert refused.value.rule == "GA.buy.price"
    assert f"1번 칸의 가격({colours['B']} 1개, {colours['W']} 1개)을" in refused.value.ko

    fertility = edit.empty(players=2)
    for letter, term_id in (("w", "wheat-field"), ("~", "water")):
        cell = fertility.board.coords[list(fertility.board.cells).index(letter)]
        with pytest.raises(rulekit.InvalidState) as not_desert:
            edit.check_free(fertility, cell)
        assert f"칸은 {term('fertility', term_id).ko}입니다" in not_desert.value.ko
        assert term("fertility", term_id).en in not_desert.value.en
    assert {r: RESOURCE_NAMES[r] for r in "MCPG"} == {
        r: (term("fertility", t).en, term("fertility", t).ko) for r, t in RESOURCE_TERMS.items()}
    assert fe_bot.GOODS == RESOURCE_NAMES and fe_bot.PARTS_KO == PART_NAMES_KO

    assert kind_name("G", card=True) == ("gold card", "금 카드") == (
        term("elfengold", "gold-card").en, term("elfengold", "gold-card").ko)
    assert kind_name("W") == (term("elfengold", "elf-wizard").en, term("elfengold", "elf-wizard").ko)
    assert PILE_NAMES["draw"] == ("draw pile", term("el_dorado", "draw-pile").ko)
    assert ed_bot.PARTS_KO["blockades"] == term("el_dorado", "blockade").ko
    assert ga_bot.PARTS_KO["bonus"] == ui_text.score_part("bonus", "ko") == term("golden_ankh",
                                                                                "bonus-marker").ko
    assert reference.section_title("fertility", "score", "ko") == term("fertility", "final-scoring").ko
    assert reference.section_title("fertility", "score", "en") == "Final scoring"
