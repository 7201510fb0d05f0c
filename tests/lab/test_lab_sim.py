"""The simulator: seeded sweeps reproduce, executors agree with the serial path, bots play legal actions."""
from __future__ import annotations

import pickle
import types
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest
import toy_game

import rulekit
from rulekit import sim
from rulekit.bots import GreedyBot, RandomBot, bot_names, make_bot, score_margin


def test_seeded_sweep_reproduces_exactly():
    a = sim.run("toy", 40, players=3, bots="random", seed=11)
    b = sim.run("toy", 40, players=3, bots="random", seed=11)
    assert a == b
    assert [r.index for r in a] == list(range(40))
    c = sim.run("toy", 40, players=3, bots="random", seed=12)
    assert [r.seed for r in a] != [r.seed for r in c]


def test_records_do_not_depend_on_chunking():
    whole = sim.run("toy", 30, bots=["greedy", "random"], seed=5, chunk_size=30)
    pieces = sim.run("toy", 30, bots=["greedy", "random"], seed=5, chunk_size=7)
    assert whole == pieces


def test_record_matches_a_replayed_game():
    rec = sim.run("toy", 1, players=2, bots="random", seed=3)[0]
    state, moves = sim.play("toy", 2, "random", seed=rec.seed)
    assert state.is_over and rec.finished
    assert rec.actions == len(moves) and rec.turns == state.turn
    assert rec.winners == tuple(state.winners())
    assert rec.scores == tuple(s.total for s in toy_game.score(state).values())
    # The same moves through the public, fully checked path give the same final state.
    final = rulekit.replay("toy", rec.seed, [a for _, a in moves], players=2)[-1]
    assert final == state


def test_records_are_picklable_plain_data():
    recs = sim.run("toy", 5, seed=1)
    assert pickle.loads(pickle.dumps(recs)) == recs
    row = recs[0].as_dict()
    assert set(row) >= {"seed", "options", "bots", "winners", "scores", "parts", "turns", "actions", "stats"}


def test_process_pool_gives_the_serial_records():
    serial = sim.run("toy", 60, players=3, bots=["random", "greedy", "random"], seed=9, max_actions=500)
    with ProcessPoolExecutor(max_workers=2) as ex:
        parallel = sim.run("toy", 60, players=3, bots=["random", "greedy", "random"], seed=9,
                           max_actions=500, executor=ex, chunk_size=8)
    assert parallel == serial


def test_thread_pool_and_progress_callback():
    done = []
    with ThreadPoolExecutor(max_workers=2) as ex:
        recs = sim.run("toy", 25, seed=4, executor=ex, chunk_size=10, progress=done.append)
    assert recs == sim.run("toy", 25, seed=4)
    assert sorted(done) == [5, 10, 10]


@pytest.mark.parametrize("processes", [False, True])
def test_dask_local_cluster_gives_the_serial_records(processes):
    distributed = pytest.importorskip("distributed")
    serial = sim.run("toy", 40, players=2, bots=["greedy", "random"], seed=21)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=processes,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        remote = sim.run("toy", 40, players=2, bots=["greedy", "random"], seed=21,
                         executor=client.get_executor(), chunk_size=10)
    assert remote == serial


def test_options_reach_the_game():
    recs = sim.run("toy", 20, options={"max_take": 1}, seed=2)
    # Taking one stone at a time, every game lasts exactly as many turns as there were stones.
    for r in recs:
        assert r.options == {"max_take": 1}
        assert r.turns == sum(r.parts[p]["stones"] for p in range(r.players))
        assert all(r.parts[p]["stones"] in (r.turns // 2, (r.turns + 1) // 2) for p in range(2))
    with pytest.raises(ValueError, match="no option"):
        sim.run("toy", 1, options={"nope": 1})


def test_rotation_moves_bots_round_the_table():
    recs = sim.run("toy", 6, players=3, bots=["greedy", "random", "random"], rotate=True, seed=1)
    assert [r.bots.index("greedy") for r in recs] == [0, 2, 1, 0, 2, 1]


def test_greedy_beats_random_at_take_away():
    recs = sim.run("toy", 200, players=2, bots=["greedy", "random"], rotate=True, seed=8)
    greedy_wins = sum(1 for r in recs if r.bots[r.winners[0]] == "greedy")
    # It always takes the last stones when it can; random play would win about half (100 of 200).
    assert greedy_wins > 115


def test_max_actions_cuts_a_game_short():
    recs = sim.run("toy", 5, max_actions=2, seed=1)
    assert all(not r.finished and r.winners == () and r.actions == 2 for r in recs)


def test_bot_must_play_a_legal_action():
    class Cheat:
        name = "cheat"

        def choose(self, state, rng):
            return toy_game.Take(99)

    with pytest.raises(sim.BotError, match="take 99"):
        sim.run("toy", 1, bots=[Cheat(), "random"])


def test_bot_choice_by_notation_is_mapped_onto_the_real_state():
    class ByText:
        name = "text"

        def choose(self, state, rng):
            return str(state.legal_actions()[0])  # an action as text, not an object of the real state

    state, moves = sim.play("toy", 2, [ByText(), "random"], seed=2)
    assert state.is_over
    assert all(isinstance(a, toy_game.Take) for _, a in moves)


def _hidden_toy() -> types.ModuleType:
    """The toy game with a 'view' that marks itself, to see what bots are shown."""

    class HiddenState(toy_game.ToyState):
        def _copy(self):
            new = super()._copy()
            new.__class__ = HiddenState
            return new

        def view(self, player):
            v = self._copy()
            v.viewer = player
            return v

    def new_game(players=2, seed=None, max_take=3):
        s = toy_game.new_game(players, seed, max_take)
        s.__class__ = HiddenState
        return s

    mod = types.ModuleType("hidden_toy")
    mod.NAME, mod.PLAYERS, mod.OPTIONS = "hidden_toy", range(2, 5), toy_game.OPTIONS
    mod.new_game, mod.score = new_game, toy_game.score
    return mod


def test_bots_see_their_players_view():
    seen = []

    class Spy:
        name = "spy"

        def choose(self, state, rng):
            seen.append((getattr(state, "viewer", None), state.current_player))
            return rng.choice(state.legal_actions())

    state, moves = sim.play(_hidden_toy(), 2, Spy(), seed=4)
    assert state.is_over and seen
    assert all(viewer == player for viewer, player in seen)


def test_bot_lookup():
    assert bot_names("toy")[:2] == ["random", "greedy"]
    assert isinstance(make_bot("random", "toy"), RandomBot)
    greedy = make_bot("greedy", "toy")
    assert isinstance(greedy, GreedyBot) and greedy.evaluate is score_margin
    with pytest.raises(KeyError, match="unknown bot"):
        make_bot("clever", "toy")


GAMES = [g for g in sim.playable_games() if g != "toy"]


@pytest.mark.parametrize("game", GAMES)
def test_every_bot_plays_only_legal_actions(game):
    module = rulekit.load(game)
    players = min(module.PLAYERS)
    for i, bot in enumerate(bot_names(game)):
        state, moves = sim.play(game, players, bot, seed=100 + i, max_actions=400)
        # Replaying through the public, fully checked apply refuses any illegal action.
        final = rulekit.replay(game, 100 + i, [a for _, a in moves], players=players,
                               **sim.sim_options(game))[-1]
        assert final == state, bot


def test_game_hooks_for_simulation_defaults_and_stats():
    mod = _hidden_toy()
    mod.SIM_OPTIONS = {"max_take": 2, "not_an_option": 1}
    mod.stats = lambda state, moves: {"moves": len(moves), "taken": list(state.taken)}
    recs = sim.run(mod, 10, players=2, seed=6)
    assert all(r.options == {"max_take": 2} for r in recs)
    assert all(r.stats["moves"] == r.actions and sum(r.stats["taken"]) == sum(r.scores) - 10 for r in recs)
    assert sim.run(mod, 1, options={"max_take": 3})[0].options == {"max_take": 3}
    rows = sim.records_table(recs[:1])
    assert [row["stat_taken"] for row in rows] == recs[0].stats["taken"]
    assert all(row["stat_moves"] == recs[0].actions for row in rows)


@pytest.mark.parametrize("game", GAMES)
def test_sweeps_of_every_game_reproduce_serially_and_on_a_process_pool(game):
    # The game's own bot (or greedy) looks at state.view(): its re-drawn hidden information is seeded too.
    bot = bot_names(game)[-1]
    kwargs = dict(players=2, bots=[bot, "random"], seed=31, max_actions=300, chunk_size=1)
    first = sim.run(game, 3, **kwargs)
    assert sim.run(game, 3, **kwargs) == first
    with ProcessPoolExecutor(max_workers=2) as ex:
        assert sim.run(game, 3, executor=ex, **kwargs) == first


class _SlowRandomBot(RandomBot):
    """A random bot the simulator does not inline: it is asked through ``choose`` and ``Rng.choice``."""


@pytest.mark.parametrize("game", GAMES)
def test_inlined_random_play_gives_the_records_of_asking_the_bot(game):
    # Plain random bots are played inline (and elfengold's track hook takes the general loop):
    # the records must be those of the bot asked through its own choose().
    kwargs = dict(players=2, seed=17, max_actions=250)
    fast = sim.run(game, 3, bots="random", **kwargs)
    slow = sim.run(game, 3, bots=_SlowRandomBot(), **kwargs)
    assert fast == slow
    mixed = sim.run(game, 2, bots=["random", _SlowRandomBot()], **kwargs)
    assert mixed == fast[:2]
    state, moves = sim.play(game, 2, "random", seed=5, max_actions=150)
    slow_state, slow_moves = sim.play(game, 2, _SlowRandomBot(), seed=5, max_actions=150)
    assert [(p, str(a)) for p, a in moves] == [(p, str(a)) for p, a in slow_moves]
    assert state == slow_state
