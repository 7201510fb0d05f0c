"""Options of the simulator and the bots (rulekit.options, rulekit.sim, rulekit.bots): every bad value is
refused with a bilingual OptionError naming the option, and every accepted one runs."""
from __future__ import annotations

import math

import pytest
from bilingual import raised_in_korean
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rulekit
from rulekit import OptionError, sim
from rulekit.bots import BotOptionError, MCTSBot, UnknownBot, make_bot
from rulekit.bots.mcts import MCTS_OPTIONS, parse_spec
from rulekit.options import (
    MAX_ITERATIONS,
    MAX_SECONDS,
    check_callable,
    check_number,
    check_seconds,
    parse_option_text,
)

GAMES = ["golden_ankh", "el_dorado", "fertility", "elfengold"]


def refused(call, field: str | None = None) -> OptionError:
    """The OptionError ``call`` raises, checked to speak Korean too (and to name ``field``)."""
    exc, said = raised_in_korean(OptionError, call)
    assert any("\uac00" <= ch <= "\ud7a3" for ch in said), said
    assert exc.en and exc.en != exc.ko
    if field is not None:
        assert exc.field == field, (exc.field, exc.en)
    return exc


# --------------------------------------------------------------------------- the helpers


def test_numbers_must_be_real_finite_and_in_range():
    assert check_number(3, "scale", above=0) == 3.0
    for bad in (float("nan"), float("inf"), -float("inf"), True, "1", None, [1], 10**400, 0, -1):
        refused(lambda bad=bad: check_number(bad, "scale", above=0), "scale")
    assert check_seconds(MAX_SECONDS) == MAX_SECONDS
    exc = refused(lambda: check_seconds(MAX_SECONDS + 1), "seconds")
    assert "at most 60" in exc.en and "60 이하" in exc.ko


def test_callables_and_option_text():
    assert check_callable(None, "progress") is None
    refused(lambda: check_callable("print", "progress"), "progress")
    assert parse_option_text("", {"a": int}) == {}
    assert parse_option_text(" a = 3 , b = x ", {"a": int, "b": str}) == {"a": 3, "b": "x"}
    for text in ("a=3,a=4", "a", "z=1", "a=3.5", "a=1e3", "f=nan", "f=1e999", "f=0x10", "a=3,,"):
        refused(lambda text=text: parse_option_text(text, {"a": int, "f": float}))


# --------------------------------------------------------------------------- the search bot


@pytest.mark.parametrize(("spec", "field"), [
    ("mcts:seconds=inf", "seconds"),
    ("mcts:seconds=1e9", "seconds"),
    ("mcts:seconds=nan", "seconds"),
    ("mcts:iterations=1000000000000", "iterations"),
    ("mcts:iterations=2.5", "iterations"),
    ("mcts:iterations=0", "iterations"),
    ("mcts:iterations=1,iterations=2", "iterations"),
    ("mcts:c=0.3,exploration=0.4", "exploration"),
    ("mcts:horizon=-1", "horizon"),
    ("mcts:scale=0", "scale"),
    ("mcts:determinizations=-3", "determinizations"),
    ("mcts:playout=zzz", "playout"),
    ("mcts:expand=some", "expand"),
    ("mcts:depth=3", "depth"),
])
def test_search_specs_are_read_strictly(spec, field):
    refused(lambda: make_bot(spec, "fertility"), field)
    refused(lambda: sim.run("fertility", 1, bots=spec), field)


@pytest.mark.parametrize(("option", "value"), [
    ("seconds", math.inf), ("seconds", 1e9), ("seconds", 0), ("seconds", -1.0), ("seconds", "0.5"),
    ("iterations", 10**12), ("iterations", 2.5), ("iterations", True), ("iterations", MAX_ITERATIONS + 1),
    ("horizon", -1), ("horizon", 1.5), ("scale", 0), ("scale", math.nan), ("exploration", math.nan),
    ("exploration", -0.1), ("determinizations", -3), ("determinizations", 0), ("playout", "zzz"),
    ("playout", 5), ("playout_turns", -1), ("seed", -1), ("seed", 2.5), ("expand", None),
])
def test_bad_search_options_are_refused_naming_the_option(option, value):
    refused(lambda: MCTSBot("fertility", **{option: value}), option)
    refused(lambda: make_bot("mcts", "fertility", **{option: value}), option)


def test_the_playout_names_the_game_s_quick_bots():
    exc = refused(lambda: MCTSBot("el_dorado", playout="zzz"), "playout")
    assert "racer" in exc.en and "planner" in exc.en and "racer" in exc.ko
    assert MCTSBot("el_dorado", playout="racer").playout == "racer"


def test_the_budget_ceilings_are_accepted_and_named():
    bot = MCTSBot("fertility", iterations=MAX_ITERATIONS, seconds=MAX_SECONDS)
    assert (bot.iterations, bot.seconds) == (MAX_ITERATIONS, MAX_SECONDS)
    exc = refused(lambda: MCTSBot("fertility", iterations=MAX_ITERATIONS + 1), "iterations")
    assert str(MAX_ITERATIONS) in exc.en and str(MAX_ITERATIONS) in exc.ko


def test_bots_by_name_and_unknown_games():
    exc = refused(lambda: make_bot("zzz", "fertility"), "bots")
    assert isinstance(exc, UnknownBot) and isinstance(exc, KeyError)     # older callers caught KeyError
    assert "random" in exc.en and "greedy" in exc.ko
    exc = refused(lambda: make_bot("greedy", "fertility", iterations=3))
    assert isinstance(exc, BotOptionError)
    refused(lambda: make_bot(5, "fertility"), "bots")
    refused(lambda: make_bot("random", "chess"), "name")
    refused(lambda: MCTSBot("chess"), "name")
    refused(lambda: MCTSBot(5), "game")
    refused(lambda: make_bot("mcts", "fertility", depth=3), "depth")
    assert parse_spec("mcts:c=0.5") == {"exploration": 0.5}


# --------------------------------------------------------------------------- the simulator


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"chunk_size": -1}, "chunk_size"),
    ({"chunk_size": 0}, "chunk_size"),
    ({"chunk_size": 2.5}, "chunk_size"),
    ({"players": 2.5}, "players"),
    ({"players": 5}, "players"),
    ({"players": True}, "players"),
    ({"rotate": "no"}, "rotate"),
    ({"rotate": 1}, "rotate"),
    ({"leads": "yes"}, "leads"),
    ({"n": -1}, "n"),
    ({"n": 2.5}, "n"),
    ({"n": 10**12}, "n"),
    ({"seed": -1}, "seed"),
    ({"seed": 10**10000}, "seed"),
    ({"seed": "7"}, "seed"),
    ({"max_actions": 0}, "max_actions"),
    ({"max_actions": 1.5}, "max_actions"),
    ({"options": {"zz": 1}}, "zz"),
    ({"options": [("variant", True)]}, "options"),
    ({"options": {"variant": "no"}}, "variant"),
    ({"progress": 5}, "progress"),
    ({"executor": "pool"}, "executor"),
    ({"bots": ["random", "random", "random"]}, "bots"),
    ({"bots": "clever"}, "bots"),
    ({"bots": 5}, "bots"),
])
def test_bad_simulator_arguments_are_refused_before_any_game(kwargs, field):
    args = {"n": 1, **kwargs}
    refused(lambda: sim.run("fertility", **args), field)


def test_a_bad_option_is_refused_even_for_no_games():
    refused(lambda: sim.run("fertility", 0, options={"variant": "no"}), "variant")
    assert sim.run("fertility", 0) == []


def test_play_checks_its_arguments_too():
    refused(lambda: sim.play("fertility", 2.5), "players")
    refused(lambda: sim.play("fertility", 2, seed=-3), "seed")
    refused(lambda: sim.play("fertility", 2, bot_seed=1.5), "bot_seed")
    refused(lambda: sim.play("fertility", 2, max_actions=-1), "max_actions")
    refused(lambda: sim.play("fertility", 2, options={"data": 5}), "data")
    refused(lambda: sim.play("chess", 2), "name")


def test_good_arguments_still_play_the_same_games():
    recs = sim.run("fertility", 3, players=2, bots=["random", "greedy"], seed=1, chunk_size=1, rotate=True,
                   leads=True, progress=lambda k: None, max_actions=DEFAULT_MAX)
    again = sim.run("fertility", 3, players=2, bots=["random", "greedy"], seed=1, rotate=True, leads=True)
    assert [r.as_dict() for r in recs] == [r.as_dict() for r in again]
    assert [r.bots for r in recs] == [("random", "greedy"), ("greedy", "random"), ("random", "greedy")]


DEFAULT_MAX = sim.DEFAULT_MAX_ACTIONS


# --------------------------------------------------------------------------- random values of random types

#: Values of every kind a notebook might pass by mistake.
VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 30), st.integers(-(10**30), 10**30), st.just(10**10000),
    st.floats(allow_nan=True, allow_infinity=True), st.floats(-3, 3), st.text(max_size=12),
    st.sampled_from(["one", "all", "random", "greedy", "zzz", "mcts", "mcts:iterations=2", "1e-300", "inf"]),
    st.lists(st.integers(0, 3), max_size=3), st.dictionaries(st.text(max_size=4), st.integers(), max_size=2),
)
PROPERTY = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPERTY
@given(option=st.sampled_from([*MCTS_OPTIONS, "c", "depth"]), value=VALUES, game=st.sampled_from(GAMES),
       seed=st.integers(0, 50))
def test_any_search_option_value_plays_a_legal_action_or_is_refused(option, value, game, seed):
    # Both budgets stay tiny whichever one the random option replaces, so an accepted bot answers at once.
    options = {"iterations": 2, "seconds": 0.01, option: value}
    try:
        bot = make_bot("mcts", game, **options)
    except OptionError as exc:
        assert exc.en and exc.ko and exc.field
        return
    state = rulekit.load(game).new_game(players=2, seed=seed)
    for _ in range(seed % 4):                   # a few positions into the game
        state = state.apply(state.legal_actions()[-1])
    action = bot.choose(state.view(state.current_player), rulekit.Rng(seed))
    assert action in state.legal_actions()


@PROPERTY
@given(name=st.sampled_from(["n", "players", "bots", "options", "seed", "max_actions", "rotate",
                             "chunk_size", "progress", "leads", "executor"]),
       value=VALUES)
def test_any_simulator_argument_value_plays_or_is_refused(name, value):
    if name == "n" and isinstance(value, int) and not isinstance(value, bool) and value > 4:
        value = 4 + value % 3          # a sweep stays short: what is tried is the kinds of value
    if name == "bots" and isinstance(value, str) and value.startswith("mcts"):
        value = "mcts:iterations=2"    # the search bot at its default budget is slow, not wrong
    args = {"n": 1, "players": 2, "bots": "random", "max_actions": 40, name: value}
    try:
        records = sim.run("fertility", **args)
    except OptionError as exc:
        assert exc.en and exc.ko
        return
    assert len(records) == args["n"]
    assert all(r.actions <= args["max_actions"] for r in records)


@pytest.mark.parametrize(("game", "field"), [(math, "game"), (5, "name"), (None, "name"), ("chess", "name")])
def test_the_game_of_a_sweep_must_be_a_game(game, field):
    refused(lambda: sim.run(game, 1), field)
    refused(lambda: sim.play(game, 2), field)
