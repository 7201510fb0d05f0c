"""A hint that teaches: the action in the board's words and the reason in the game's terms, with the
rule it rests on, in Korean and English (rulekit.bots.reasons.explain_choice and each game's terms)."""
from __future__ import annotations

import random
import re

import pytest

from rulekit import fertility as fe
from rulekit import golden_ankh as ga
from rulekit import i18n, registry
from rulekit.bots import game_extras, hint, mcts, suggest

GAMES = ["golden_ankh", "el_dorado", "fertility", "elfengold"]
COORDS = re.compile(r"-?\d+\s*,\s*-?\d+")  # a bare coordinate such as "0,0" or "(1, -1)"
HANGUL = re.compile(r"[가-힣]{2,}")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def positions(game: str, count: int = 3, seed: int = 5) -> list:
    """``count`` positions of a two-player game, a few random actions apart, none over."""
    rng = random.Random(seed)
    state = registry.load(game).new_game(players=2, seed=seed)
    found = []
    while len(found) < count and not state.is_over:
        for _ in range(rng.randint(2, 7)):
            if state.is_over:
                break
            state = state._advance(rng.choice(state.legal_actions()))
        if not state.is_over:
            found.append(state)
    return found


def check_reason(game: str, reason: mcts.Reason) -> None:
    assert reason.rule in i18n.known_rules(game)
    assert reason.rule in reason.en and reason.rule in reason.ko
    # The rule's catalogue title is named in each language.
    assert i18n.rule_title(reason.rule, "ko") in reason.ko and i18n.rule_title(reason.rule, "en") in reason.en
    for text in (reason.en, reason.ko, reason.action_en, reason.action_ko):
        assert not COORDS.search(text), text
    assert HANGUL.search(reason.ko) and LATIN_WORD.search(reason.en)
    assert not HANGUL.search(reason.en.replace(reason.rule, "")), reason.en
    assert not LATIN_WORD.search(reason.ko.replace(reason.rule, "")), reason.ko  # words, not English letters
    if reason.action_en:
        assert HANGUL.search(reason.action_ko) and not HANGUL.search(reason.action_en)


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_names_a_legal_action_and_its_reason_in_both_languages(game):
    for state in positions(game):
        sug = suggest(state, iterations=30, seconds=None, seed=1)
        assert sug.action in state.legal_actions()
        assert isinstance(sug.explanation, mcts.Reason)
        check_reason(game, sug.explanation)
        with i18n.language("ko"):
            assert sug.explanation.text() == sug.explanation.ko
            assert sug.explanation.rule_title() == i18n.rule_title(sug.explanation.rule, "ko")


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_of_action_is_explained_with_a_rule_of_the_catalogue(game):
    # Whatever the search would pick, each kind of legal action met in a game has a reason.
    rng = random.Random(2)
    state = registry.load(game).new_game(players=2, seed=2)
    seen: set[str] = set()
    for _ in range(200):
        if state.is_over:
            break
        actions = state.legal_actions()
        for action in actions:
            kind = type(action).__name__
            if kind not in seen:
                seen.add(kind)
                others = [a for a in actions if a != action][:2]
                check_reason(game, mcts.explain_choice(state, action, others))
        state = state._advance(rng.choice(actions))
    assert len(seen) >= 4


def test_a_scoring_action_is_explained_by_the_rule_that_scores_it():
    # Fertility: a valley tile on wheat fields scores on the wheat store (FE.score.wheat) at once.
    terms = game_extras("fertility")
    for state in positions("fertility", count=12, seed=3):
        view = state.view(state.current_player)
        for action in state.legal_actions():
            before = state.score()[state.current_player].parts
            after = view._advance(action).score()[state.current_player].parts
            changed = {k: after[k] - before[k] for k in after if after[k] != before[k]}
            if changed:
                reason = mcts.explain_choice(state, action, [])
                top = max(changed, key=lambda k: abs(changed[k]))
                assert reason.rule == terms.PART_RULES[top]
                assert terms.PARTS_KO[top] in reason.ko and top in reason.en
                return
    pytest.fail("no scoring action met")  # pragma: no cover


def test_golden_ankh_tokens_taken_are_explained_by_the_tokens_still_missing():
    state = ga.new_game(players=2, seed=1)
    action = ga.parse_action("take B W K")
    reason = mcts.explain_choice(state, action, [])
    assert reason.rule == "GA.turn.take-tokens"  # GA.turn.take-tokens: take 3 tokens
    from rulekit.bots import golden_ankh as bga

    player = state.current_player
    fewer = bga.shortfall(state, player) - bga.shortfall(state._advance(action), player)
    if fewer > 0:
        plural = "s" if fewer != 1 else ""
        assert f"토큰이 {fewer}개 줄어듭니다" in reason.ko and f"{fewer} token{plural} fewer" in reason.en
    else:
        assert "탐색" in reason.ko


def test_places_are_named_as_marked_on_the_board_not_by_coordinates():
    # GA.turn.buy-tile: the tile bought is named by its colour and kind, its square is the marked one.
    state = ga.new_game(players=2, seed=1)
    en, ko = game_extras("golden_ankh").action_words(state, ga.parse_action("buy 3 @ 0,0"))
    assert "market space 3" in en and "marked square" in en and "시장 3번 칸" in ko and "표시한 칸" in ko
    assert not COORDS.search(en) and not COORDS.search(ko)
    # FE.place.choose: a valley tile's goods, on the two marked cells.
    en, ko = game_extras("fertility").action_words(None, fe.parse_action("place P@1,2 G@0,2"))
    assert "grapes" in en and "papyrus" in en and "포도" in ko and "파피루스" in ko
    assert not COORDS.search(en) and not COORDS.search(ko)
    # An alternative's places are not marked: its words say so.
    en, ko = game_extras("fertility").action_words(None, fe.parse_action("place P@1,2 G@0,2"), marked=False)
    assert "two other cells" in en and "다른 두 칸" in ko and "marked" not in en and "표시" not in ko
    # An action without places keeps the board's usual words.
    assert game_extras("golden_ankh").action_words(state, ga.parse_action("end")) == ("", "")


def test_the_default_hint_budget_is_under_a_second_of_search():
    assert hint.HINT_SECONDS <= 1.0
    assert suggest is hint.suggest and suggest.__kwdefaults__["seconds"] == hint.HINT_SECONDS
