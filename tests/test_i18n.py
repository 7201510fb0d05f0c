"""Korean and English (rulekit.i18n): the language switch and every game's rule catalogue."""
from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

import rulekit
from rulekit import i18n

# The rule IDs of the rules specs (../shared/rules/*.md), copied into tests/ by tools/spec_rule_ids.py so
# that a plain clone checks the catalogues against them; the specs are never read at run time.
ROOT = Path(__file__).resolve().parents[1]
SPEC_LIST = Path(__file__).resolve().parent / "spec_rule_ids.tsv"
SPECS = ROOT.parent / "shared" / "rules"
HANGUL = re.compile(r"[\uac00-\ud7a3]")


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("spec_rule_ids", ROOT / "tools" / "spec_rule_ids.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _tool()
SPEC_IDS: dict[str, list[str]] = TOOL.loads(SPEC_LIST.read_text(encoding="utf-8"))


def spec_ids(game: str) -> list[str]:
    return SPEC_IDS.get(game, [])


KIT_GAMES = [g for g in i18n.PREFIXES.values() if g in rulekit.available()]


# --------------------------------------------------------------------------- the switch


def test_switching_the_language():
    assert rulekit.get_language() == "en"
    rulekit.set_language("ko")
    assert i18n.get_language() == "ko"
    assert i18n.pick("take tokens", "토큰 가져오기") == "토큰 가져오기"
    rulekit.set_language("en")
    assert i18n.pick("take tokens", "토큰 가져오기") == "take tokens"


def test_unknown_languages_are_refused_and_change_nothing():
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        rulekit.set_language("fr")
    assert rulekit.get_language() == "en"


def test_pick_falls_back_to_english_and_honours_an_explicit_language():
    rulekit.set_language("ko")
    assert i18n.pick("only English") == "only English"
    assert i18n.pick("score", "점수", lang="en") == "score"
    assert i18n.pick("score", "점수", lang="ko") == "점수"


def test_the_language_block_restores_the_language_even_on_error():
    with i18n.language("ko"):
        assert rulekit.get_language() == "ko"
    assert rulekit.get_language() == "en"
    with pytest.raises(RuntimeError), i18n.language("ko"):
        raise RuntimeError("boom")
    assert rulekit.get_language() == "en"


def test_refusals_speak_the_current_language():
    state = rulekit.load("toy").new_game(players=2, seed=1)
    with pytest.raises(rulekit.RuleViolation) as info:
        state.apply("take 9")
    assert "take 1 to 3 stones" in str(info.value)
    rulekit.set_language("ko")
    assert "돌은 1개에서 3개까지" in str(info.value)


def test_unknown_rules_show_their_id():
    assert rulekit.rule_title("XX.nothing") == "XX.nothing"
    assert rulekit.rule_text("XX.nothing") == ""
    unknown = ".".join(["GA", "no-such-rule"])  # built, so that the rule-coverage tool sees no citation
    assert rulekit.rule_title(unknown) == unknown
    assert i18n.catalogue("no_such_game") == {}


# --------------------------------------------------------------------------- the catalogues


@pytest.mark.parametrize("game", KIT_GAMES)
def test_every_spec_rule_has_a_title_and_text_in_both_languages(game):
    ids = spec_ids(game)
    assert ids, f"no rule IDs found in the {game} spec"
    catalogue = i18n.catalogue(game)
    missing = [rule for rule in ids if rule not in catalogue]
    assert not missing, f"rulekit/data/{game}/rules.json lacks {len(missing)} spec IDs, e.g. {missing[:5]}"
    for rule in ids:
        entry = catalogue[rule]
        for part in ("title", "text"):
            for lang in ("en", "ko"):
                text = entry.get(part, {}).get(lang, "")
                assert isinstance(text, str) and text.strip(), f"{rule}: no {lang} {part}"
            assert HANGUL.search(entry[part]["ko"]), f"{rule}: the Korean {part} has no Hangul"


@pytest.mark.parametrize("game", KIT_GAMES)
def test_catalogues_hold_only_spec_rules(game):
    extra = sorted(set(i18n.catalogue(game)) - set(spec_ids(game)))
    assert not extra, f"rulekit/data/{game}/rules.json has IDs that no spec defines: {extra[:5]}"


@pytest.mark.parametrize("game", KIT_GAMES)
def test_rule_titles_and_texts_switch_language(game):
    catalogue = i18n.catalogue(game)
    assert catalogue, f"rulekit/data/{game}/rules.json is missing or empty"
    rule = next(iter(catalogue))
    assert rulekit.rule_title(rule) == catalogue[rule]["title"]["en"]
    assert rulekit.rule_text(rule) == catalogue[rule]["text"]["en"]
    rulekit.set_language("ko")
    assert rulekit.rule_title(rule) == catalogue[rule]["title"]["ko"]
    assert rulekit.rule_text(rule) == catalogue[rule]["text"]["ko"]
    assert rulekit.rule_title(rule, "en") == catalogue[rule]["title"]["en"]


@pytest.mark.parametrize("game", KIT_GAMES)
def test_every_game_has_a_bilingual_title(game):
    title = rulekit.load(game).TITLE
    assert title["en"].strip() and HANGUL.search(title["ko"])


# --------------------------------------------------------------------------- the copied list


def test_the_copied_list_covers_every_game_of_the_kit():
    assert set(SPEC_IDS) == set(i18n.PREFIXES.values())
    for game, ids in SPEC_IDS.items():
        prefix = next(p for p, name in i18n.PREFIXES.items() if name == game)
        assert len(ids) == len(set(ids)) and all(rule.split(".")[0] == prefix for rule in ids), game
    assert TOOL.loads(TOOL.dumps(SPEC_IDS)) == SPEC_IDS


@pytest.mark.skipif(not SPECS.is_dir(), reason=f"the rules specs are not beside the project ({SPECS})")
def test_the_copied_list_is_up_to_date_with_the_specs():
    assert TOOL.spec_ids(SPECS) == SPEC_IDS, "the specs changed: run python tools/spec_rule_ids.py"
