"""A fifth game lives in two packages: the toy game (take-away) as the worked example.

``tests/fifth_game/rulekit_toy/`` holds its rules (contract, rule IDs, catalogue, glossary, validate,
notation, bot additions, practice) and ``tests/fifth_game/widgets_toy/`` its drawing (view, clicks,
words, editor spec); one ``rulekit.register`` call adds it (a game of the kit: one line in
``rulekit.registry.GAMES``).  Every generic feature then works with it, and no file of the kit names it.
CONTRIBUTING.md, "Adding a fifth game", walks through the same files.
"""
from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest
import rulekit_toy
import widgets_toy
from rulekit_toy import Take

import rulekit
import widgets
import widgets.board
from rulekit import i18n, practice, reference, registry, sim
from rulekit.bots import bot_names, game_extras, make_bot, suggest
from rulekit.bots.knowledge import DEFAULT, knowledge
from rulekit.core import load_state
from rulekit.errors import IllegalActionText, InvalidState, OptionError, RuleViolation, SaveError
from rulekit.rng import Rng
from widgets.lab import sweep

EXAMPLE = Path(rulekit_toy.__file__).resolve().parents[1]
KIT = Path(rulekit.__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def _registered(monkeypatch):
    """The one registry call, as a newcomer makes it (tests/conftest.py made it too, under ``toy_game``);
    a widget test may have registered a bare view class for the toy, which would hide its package."""
    rulekit.register("toy", rulekit_toy)
    monkeypatch.delitem(widgets.board._views, "toy", raising=False)


def toy(pile: int, taken: str = "0,0", current: str = "P1"):
    return rulekit_toy.from_position(f"pile={pile} taken={taken} next={current}")


# --------------------------------------------------------------------------- two packages, one call


def test_the_game_lives_in_its_two_packages_and_the_kit_names_it_nowhere():
    packages = {path.relative_to(EXAMPLE).parts[0] for path in EXAMPLE.rglob("*") if path.is_file()
                and "__pycache__" not in path.parts}
    assert packages == {"rulekit_toy", "widgets_toy"}
    assert "toy" not in registry.GAMES and rulekit.load("toy") is rulekit_toy
    for folder in ("rulekit", "widgets"):
        for path in (KIT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            assert not re.search(r"rulekit_toy|widgets_toy|TOY\.", text), path
    # what the kit finds by the game's name comes from the packages
    assert game_extras("toy") is rulekit_toy.bots
    assert widgets.board.view_module("toy") is widgets_toy
    assert widgets.board.view_class("toy") is widgets_toy.ToyView
    assert widgets.editor.spec_for("toy") is widgets_toy.editor.SPEC
    assert i18n.data_file("toy", "rules.json").is_file()


def test_its_rule_ids_have_a_catalogue_with_korean():
    catalogue = i18n.catalogue("toy")
    assert set(catalogue) == {"TOY.setup.pile", "TOY.take", "TOY.take.range", "TOY.take.pile", "TOY.end.last"}
    assert i18n.rule_prefix("toy") == "TOY" and "TOY" not in i18n.PREFIXES   # the kit's own stay the four
    assert i18n.rule_title("TOY.take.range") == "Take 1 to 3 stones"
    assert i18n.rule_title("TOY.take.range", "ko") == "돌은 1~3개"
    glossary = rulekit.glossary("toy")
    assert [t.ko for t in glossary] == ["돌", "더미", "가져가기", "차례"]
    assert all(rule in catalogue for t in glossary for rule in t.rules)
    # the rule reference page: sections named by the game module, every rule with its anchor
    assert [name for name, _ in reference.sections("toy")] == ["setup", "take", "end"]
    assert reference.section_title("toy", "take", "ko") == "돌 가져가기"
    page = "".join(reference.markdown_cells("toy", "ko"))
    assert "# 돌 가져가기 규칙 참고" in page and all(f'<a id="{rule}"></a>' in page for rule in catalogue)


# --------------------------------------------------------------------------- the rules


def test_new_game_apply_and_explain_with_a_bilingual_refusal_naming_the_rule():
    state = rulekit.new_game("toy", players=2, seed=1)
    assert state.legal_actions() == [Take(1), Take(2), Take(3)]
    before = state.to_json()
    with pytest.raises(RuleViolation) as info:
        state.apply("take 4")                          # TOY.take.range: 1 to 3 stones
    assert info.value.rule == "TOY.take.range"
    assert info.value.message("en") == "take 1 to 3 stones"
    assert info.value.message("ko") == "돌은 1개에서 3개까지 가져갑니다"
    assert state.to_json() == before                   # refused: nothing changed
    checks = rulekit.explain(state, Take(4))
    assert [(c.rule, c.passed) for c in checks] == [("TOY.take", True), ("TOY.take.range", False)]
    nearly_empty = toy(2)
    with pytest.raises(RuleViolation) as info:         # TOY.take.pile: no more than the pile holds
        nearly_empty.apply("take 3")
    assert info.value.rule == "TOY.take.pile" and "2" in info.value.message("ko")
    end = nearly_empty.apply("take 2")                 # TOY.end.last: the last stone scores 10
    assert end.is_over and end.winners() == [0] and end.score()[0].parts == {"stones": 2, "last": 10}


def test_bad_text_and_bad_options_are_bilingual_errors():
    with pytest.raises(IllegalActionText) as info:
        rulekit_toy.parse_action("grab 2")
    assert "take 2" in info.value.message("en") and "돌 가져가기" in info.value.message("ko")
    with pytest.raises(OptionError) as info:
        rulekit.new_game("toy", players=5, seed=1)
    assert info.value.field == "players" and "돌 가져가기" in info.value.message("ko")


def test_save_load_and_an_impossible_position_refused_by_its_rule():
    state = rulekit.new_game("toy", players=3, seed=4).apply("take 2").apply("take 3")
    assert rulekit_toy.from_json(state.to_json()) == state
    assert rulekit_toy.from_position(rulekit_toy.position_text(state)).taken == state.taken
    with pytest.raises(InvalidState) as info:          # TOY.setup.pile: at most 20 stones
        toy(25)
    assert info.value.field == "pile" and "TOY.setup.pile" in info.value.message("ko")
    with pytest.raises(InvalidState, match="TOY.end.last"):
        toy(7, "2,0")                                  # P2 took last, but took nothing
    envelope = json.loads(state.to_json())
    envelope["state"]["pile"] = 30
    body = json.dumps(envelope["state"], sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    envelope["sha256"] = hashlib.sha256(body.encode()).hexdigest()
    with pytest.raises(SaveError) as info:
        load_state(json.dumps(envelope), rulekit_toy.ToyState)
    assert "TOY.setup.pile" in info.value.message("en") and info.value.field == "pile"


# --------------------------------------------------------------------------- bots, hint, lab


def test_simulated_games_with_every_kind_of_bot():
    assert bot_names("toy", search=True) == ["random", "greedy", "nim", "mcts"]
    assert knowledge("toy") is DEFAULT                 # no SEARCH: the search values the live scores
    recs = sim.run("toy", 4, players=2, bots=["mcts:iterations=60", "greedy"], seed=1, rotate=True)
    assert all(r.finished and r.ended_by == "TOY.end.last" for r in recs)
    recs = sim.run("toy", 20, players=2, bots=["nim", "random"], seed=2)
    # TOY.end.last: the nim bot leaves a multiple of 4 whenever it can, and random play rarely gets it back
    assert sum(r.winners == (0,) for r in recs) >= 15
    assert sim.run("toy", 3, players=2, bots="random", seed=3) == sim.run("toy", 3, players=2, bots="random",
                                                                           seed=3)


def test_the_search_bot_and_the_hint_find_the_winning_take():
    bot = make_bot("mcts", "toy", iterations=200)
    for pile, best in ((5, 1), (6, 2), (7, 3)):
        assert bot.choose(toy(pile), Rng(1)) == Take(best)     # leave the other player a multiple of 4
    hint = suggest(toy(7), iterations=200, seconds=None)
    assert hint.action == Take(3) and hint.explanation.rule.startswith("TOY.")


def test_the_lab_sweeps_its_option():
    df = sweep("toy", {"max_take": [2, 3]}, n=4, players=2, bots="random", seed=1, progress=False)
    assert len(df) == 2 * 4 * 2 and set(df["opt_max_take"]) == {2, 3} and df["finished"].all()
    assert set(df["ended_by"]) == {"TOY.end.last"} and {"part_stones", "part_last"} <= set(df.columns)


# --------------------------------------------------------------------------- practice


def test_practice_questions_come_from_its_misreadings():
    found = {m.id: m for m in practice.misreadings("toy")}
    assert set(found) == {"mis.toy.take-four", "mis.toy.last-loses"}
    q = next(practice.questions("toy", rules=["TOY.take.range"], seed=1))
    assert (q.kind, q.answer, q.misread_answer) == ("legal", False, True)   # 4 stones: illegal
    assert q.checks[-1].rule == "TOY.take.range" and not q.checks[-1].passed
    score = next(practice.questions("toy", rules=["TOY.end.last"], seed=1))
    assert score.kind == "score" and score.answer == score.misread_answer + 10
    p = widgets.Practice("toy", seed=1)
    assert p.answer(p.question.answer) is True
    assert p.mastery.of("toy")[p.question.rule].first_try_correct == 1


# --------------------------------------------------------------------------- the widgets


def test_the_explorer_draws_it_and_a_click_on_a_stone_is_an_action():
    ex = widgets.Explorer(rulekit.new_game("toy", players=2, seed=1))
    assert isinstance(ex.view, widgets_toy.ToyView)
    assert widgets.board.kind_label("toy", "take") == "take"
    with i18n.language("ko"):
        assert widgets.board.kind_label("toy", "take") == "가져가기"    # the glossary's word
    assert ex.click_place(2) == Take(2) and ex.state.pile == 10
    assert ex.history.actions == [Take(2)]
    stone = ex.view.place_xy(3)
    assert ex.view.target_at(*stone) == 3 and ex.view.target_at(*ex.view.place_xy(11)) is None


def test_the_editor_and_the_score_calculator_build_positions_through_the_rules():
    ed = widgets.Editor("toy")
    assert ed.text == "pile=20 taken=0,0 next=P1"
    assert ed.click_place(5) is not None and ed.state.pile == 4      # stones 5 to 20 taken away
    assert not ed.apply_text("pile=25 taken=0,0 next=P1")            # TOY.setup.pile
    assert "TOY.setup.pile" in ed.message and ed.state.pile == 4
    calc = widgets.ScoreCalculator("toy")
    assert calc.apply_text("pile=0 taken=6,4 next=P1")               # P2 took the last stone
    assert calc.scores[1].total == 14 and calc.scores[0].total == 6
    assert "14" in calc.score_panel.value
