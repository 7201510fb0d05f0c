"""The search bot knows no game: each game's knowledge (SearchKnowledge) comes from its bot extras, a game
without one is searched with the default, and one given to the bot is used instead of the game's."""
from __future__ import annotations

import dataclasses
import math
import re
from pathlib import Path

import pytest

import rulekit
from rulekit import OptionError, registry
from rulekit import fertility as fe
from rulekit.bots import MCTSBot, SearchKnowledge, game_extras, make_bot, mcts, suggest
from rulekit.bots.knowledge import DEFAULT, knowledge, score_utilities
from rulekit.rng import Rng

GAMES = ["golden_ankh", "el_dorado", "fertility", "elfengold"]


def test_the_search_module_names_no_game():
    text = Path(mcts.__file__).read_text(encoding="utf-8")
    for game in list(registry.GAMES) + ["toy"]:
        assert not re.search(rf"\b{game}\b", text, re.IGNORECASE), game
    # Nor does it keep a table keyed by a game's name: its module-level dicts are the spec readers'.
    tables = [name for name, value in vars(mcts).items() if isinstance(value, dict) and name[:2] != "__"]
    assert sorted(tables) == ["_SPEC_ALIASES", "_SPEC_KEYS"]


@pytest.mark.parametrize("game", GAMES)
def test_each_games_knowledge_is_its_bot_extras_search(game):
    known = knowledge(game)
    assert known is game_extras(game).SEARCH and isinstance(known, SearchKnowledge)
    bot = make_bot("mcts", game)
    assert bot.iterations == known.iterations and bot.horizon == known.horizon
    assert bot.playout_turns == known.playout_turns and bot.knowledge(None) is known


def test_what_the_kits_games_know():
    # GA.turn.actions: Golden Ankh plans its own turn and leaves out the moves that score nothing.
    ga = knowledge("golden_ankh")
    assert ga.horizon == 0 and ga.candidates is game_extras("golden_ankh").search_candidates
    # ED.turn.phases: El Dorado's purchases and discards are its planner's; its moves are anchored on it.
    ed = knowledge("el_dorado")
    assert ed.delegate[0] == ed.anchor[0] == ed.playout == "planner" and not ed.points
    assert ed.bot_words["planner"] == ("planner", "계획가")
    # FE.score.monuments: Fertility's live score is its evaluation.
    assert knowledge("fertility").utilities is score_utilities
    assert knowledge("elfengold").decision_iterations == {"place": 450}


def test_a_game_without_knowledge_is_searched_with_the_default():
    # The toy game (take-away, TOY.take.range: 1 to 3 stones; whoever takes the last one wins).
    assert knowledge("toy") is DEFAULT
    bot = make_bot("mcts", "toy")
    assert bot.iterations == DEFAULT.iterations and bot.horizon is None and bot.playout_turns == 0
    state = rulekit.load("toy").new_game(players=2, seed=1)
    for pile, best in ((5, 1), (6, 2), (7, 3)):
        state.pile = pile
        for seed in (0, 1):
            assert bot.choose(state, Rng(seed)).n == best        # leave the other player a multiple of 4
    sug = suggest(state, iterations=200, seconds=None)
    assert sug.action.n == 3 and sug.candidates[0].score_gain is None    # the default tells no points
    assert sug.explanation.rule == "TOY.take" and "TOY.take" in sug.explanation.text("ko")


def test_knowledge_given_to_the_bot_is_used_instead_of_the_games():
    s = fe.new_game(players=2, seed=3)
    last = s.legal_actions()[-1]
    only_last = dataclasses.replace(knowledge("fertility"), candidates=lambda state, actions: actions[-1:])
    bot = MCTSBot("fertility", iterations=40, knowledge=only_last)
    assert bot.choose(s, Rng(1)) == last
    assert MCTSBot("fertility", knowledge=SearchKnowledge(iterations=7)).iterations == 7
    assert MCTSBot("fertility").iterations == knowledge("fertility").iterations
    with pytest.raises(OptionError) as info:
        MCTSBot("fertility", knowledge={"iterations": 7})
    assert info.value.field == "knowledge" and "SearchKnowledge" in info.value.message("ko")


def test_one_iteration_values_every_action_of_the_root():
    # The first iteration's expansion step values each legal action once, then backs up the best.
    s = fe.new_game(players=2, seed=5)
    bot = MCTSBot("fertility", iterations=1)
    search = mcts.Search(bot, s, Rng(2), knowledge("fertility"))
    search.run(math.inf, iterations=1)
    width = len(s.legal_actions())
    assert search.evaluations == width and len(search.root.children) == width
    assert search.root.visits == 1 and all(ch.visits >= 1 for ch in search.root.children.values())
    before = {a: ch.visits for a, ch in search.root.children.items()}
    search.run(math.inf, iterations=1)   # the next one selects a child and grows below it
    assert search.root.visits == 2 and search.evaluations == width + 1
    assert sum(ch.visits for ch in search.root.children.values()) == sum(before.values()) + 1


def test_the_hint_and_the_bot_make_the_same_search():
    s = fe.new_game(players=2, seed=4)
    bot = MCTSBot("fertility", iterations=120)
    root, evaluations, _ = bot._search(s, Rng(Rng(9).next64()))
    sug = MCTSBot("fertility", iterations=120).suggest(s, Rng(9))
    assert sug.iterations == evaluations
    visits = sorted((ch.visits for ch in root.children.values()), reverse=True)[:len(sug.candidates)]
    assert sorted(c.visits for c in sug.candidates)[::-1] == visits
    assert sug.action == MCTSBot("fertility", iterations=120).choose(s, Rng(9))
