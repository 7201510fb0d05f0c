"""Games by name and replay (rulekit.registry), and the common contract checked on every game in the kit."""
from __future__ import annotations

import types

import pytest
import toy_game

import rulekit
from rulekit import RuleViolation, replay
from rulekit.core import GameState
from rulekit.rng import Rng

KIT = ["golden_ankh", "el_dorado", "fertility", "elfengold"]


# --------------------------------------------------------------------------- the registry


def test_the_kit_names_its_four_games():
    assert sorted(rulekit.GAMES) == sorted(KIT)
    assert all(rulekit.GAMES[name] == f"rulekit.{name}" for name in KIT)


def test_registered_games_are_found_and_listed():
    assert rulekit.load("toy") is toy_game
    assert "toy" in rulekit.available()


def test_unknown_names_raise_key_error_listing_the_games():
    with pytest.raises(KeyError, match="unknown game 'chess'.*golden_ankh"):
        rulekit.load("chess")


def test_games_that_cannot_be_imported_are_not_available(monkeypatch):
    monkeypatch.setitem(rulekit.registry.GAMES, "ghost", "rulekit.no_such_game_module")
    assert "ghost" not in rulekit.available()


def test_register_adds_an_outside_game(monkeypatch):
    module = types.ModuleType("other_take_away")
    module.new_game = toy_game.new_game
    monkeypatch.setitem(rulekit.registry._extra, "other", module)
    assert rulekit.load("other") is module
    assert rulekit.new_game("other", players=3, seed=2) == toy_game.new_game(players=3, seed=2)


def test_new_game_by_name_passes_players_seed_and_options():
    state = rulekit.new_game("toy", players=4, seed=9, max_take=2)
    assert state.num_players == 4 and state.max_take == 2
    assert state == toy_game.new_game(players=4, seed=9, max_take=2)


# --------------------------------------------------------------------------- replay


def test_replay_returns_every_state_from_the_start():
    states = replay("toy", 5, ["take 1", "take 3", toy_game.Take(2)])
    assert len(states) == 4
    assert states[0] == toy_game.new_game(players=2, seed=5)
    piles = [s.pile for s in states]
    assert piles[1:] == [piles[0] - 1, piles[0] - 4, piles[0] - 6]
    assert [s.current_player for s in states] == [0, 1, 0, 1]


def test_replay_is_deterministic_for_a_seed():
    actions = ["take 2", "take 2", "take 1"]
    assert replay("toy", 12, actions, players=3) == replay("toy", 12, actions, players=3)
    assert replay("toy", 12, [], players=3)[0].num_players == 3
    assert replay("toy", 12, [], max_take=1)[0].legal_actions() == [toy_game.Take(1)]


def test_replay_raises_the_rule_of_the_first_illegal_action():
    with pytest.raises(RuleViolation) as info:
        replay("toy", 5, ["take 1", "take 4", "take 1"])
    assert info.value.rule == "TOY.take.range"


def test_replay_reproduces_a_random_game():
    start = toy_game.new_game(players=3, seed=21)
    rng, state, actions, states = Rng(1), start, [], [start]
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        actions.append(str(action))
        state = state.apply(action)
        states.append(state)
    assert replay("toy", 21, actions, players=3) == states


# --------------------------------------------------------------------------- the contract, on every game


CONTRACT = [
    "NAME", "TITLE", "PLAYERS", "OPTIONS", "STATE_CLASS", "new_game", "parse_action", "score", "from_json",
]
GAMES = [g for g in rulekit.available() if g != "toy" and g in KIT]


def random_game(module, players: int, seed: int, steps: int):
    """A game's start, the actions of a seeded random playout, and the states it passed through."""
    rng = Rng(seed)
    start = state = module.new_game(players=players, seed=seed)
    actions, states = [], [start]
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        assert legal, f"{module.NAME}: a game not over must offer an action (turn {state.turn})"
        action = rng.choice(legal)
        actions.append(action)
        state = state.apply(action)
        states.append(state)
    return actions, states


@pytest.mark.parametrize("game", GAMES)
def test_game_modules_offer_the_contract(game):
    module = rulekit.load(game)
    missing = [name for name in CONTRACT if not hasattr(module, name)]
    assert not missing, f"rulekit.{game} lacks {missing}"
    assert module.NAME == game
    assert issubclass(module.STATE_CLASS, GameState) and module.STATE_CLASS.GAME == game
    assert set(module.TITLE) >= {"en", "ko"}
    assert all(isinstance(v, tuple) and len(v) == 2 for v in module.OPTIONS.values())


@pytest.mark.parametrize("game", GAMES)
def test_random_play_keeps_the_contract(game):
    """Notation round-trips, states are values, saves are exact, and replay gives the same game."""
    module = rulekit.load(game)
    players = min(module.PLAYERS)
    actions, states = random_game(module, players, seed=3, steps=60)
    assert len(states) > 1
    for before, action, after in zip(states[:-1], actions, states[1:], strict=True):
        text = str(action)
        assert module.parse_action(text) == action, f"{game}: {text!r} does not read back"
        assert before.apply(action) == after  # applying again gives the same state: before is unchanged
    for state in states[:: max(1, len(states) // 6)] + [states[-1]]:
        assert module.from_json(state.to_json()) == state
        assert rulekit.from_json(state.to_json()) == state
        scores = module.score(state)
        assert set(scores) == set(range(players))
        assert all(s.total == sum(s.parts.values()) for s in scores.values())
    assert replay(game, 3, [str(a) for a in actions], players=players) == states


@pytest.mark.parametrize("game", GAMES)
def test_a_new_game_depends_only_on_its_seed(game):
    module = rulekit.load(game)
    players = max(module.PLAYERS)
    assert module.new_game(players=players, seed=8) == module.new_game(players=players, seed=8)
    # without a seed a game draws (and records) a fresh one
    assert module.new_game(players=players) != module.new_game(players=players)


# --------------------------------------------------------------------------- arguments refused bilingually


@pytest.mark.parametrize(("name", "module", "field"), [
    ("", toy_game, "name"), (5, toy_game, "name"), (None, toy_game, "name"), ("ghost", "toy_game", "module"),
    ("ghost", None, "module"),
])
def test_register_refuses_what_is_no_game(name, module, field):
    with pytest.raises(rulekit.OptionError) as info:
        rulekit.registry.register(name, module)
    assert info.value.field == field and info.value.ko != info.value.en
    assert "ghost" not in rulekit.available()


@pytest.mark.parametrize("game", KIT)
def test_replay_refuses_bad_arguments_and_non_actions_bilingually(game):
    for bad in ({"seed": 10**10000}, {"seed": 2.5}, {"players": 2.5}, {"colour": "red"}):
        args = {"seed": 1, **bad}
        with pytest.raises(rulekit.OptionError):
            replay(game, args.pop("seed"), [], **args)
    with pytest.raises(RuleViolation) as info:
        replay(game, 1, [{}])
    assert info.value.rule == rulekit.load(game).STATE_CLASS.ACTION_RULE
