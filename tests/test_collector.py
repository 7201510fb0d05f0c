"""The cycle collector and the kit: its games and bots leave no reference cycles.

The simulator pauses Python's cycle collector for a chunk of games, and the search bot for each search;
with the kit's own code, what they keep alive goes straight to the collector's oldest generation
(``rulekit.collector.paused(promote=True)``).  That is sound only while the kit makes no cycles, so
every game is played here by every bot of the kit, and a full collection afterwards must find nothing
to free.  A bot of one's own may make cycles: they are left to the collector as usual.
"""
from __future__ import annotations

import gc
import weakref

import pytest

import rulekit
from rulekit import collector, sim
from rulekit.bots import bot_names
from rulekit.bots.mcts import MCTSBot

GAMES = [g for g in sim.playable_games() if collector.kit_code(rulekit.load(g))]   # the kit's own


def _cycles_left(play, *args, **kwargs) -> int:
    """What a full collection finds to free after ``play(*args, **kwargs)`` (the collector kept off
    meanwhile, so that no automatic collection frees anything first)."""
    gc.collect()
    gc.disable()
    try:
        play(*args, **kwargs)
        return gc.collect()
    finally:
        gc.enable()


@pytest.mark.parametrize("game", GAMES)
def test_every_bot_of_the_kit_leaves_no_cycles(game):
    for name in bot_names(game):
        other = "racer" if game == "el_dorado" else "greedy"
        assert _cycles_left(sim.play, game, 2, [name, other], seed=3) == 0, name


@pytest.mark.parametrize("game", GAMES)
def test_the_search_bot_and_the_lab_leave_no_cycles(game):
    search = MCTSBot(game, iterations=40)
    assert _cycles_left(sim.play, game, 2, [search, "greedy"], seed=4) == 0
    players = max(rulekit.load(game).PLAYERS)
    assert _cycles_left(sim.run, game, 3, players=players, bots="random", leads=True) == 0


class Loop:
    """An object that refers to itself: freed only by the cycle collector."""

    def __init__(self) -> None:
        self.me = self


class CycleBot:
    """A bot of one's own that leaves a reference cycle behind at every move."""

    name = "cycles"
    uses_view = False

    def __init__(self) -> None:
        self.left: list[weakref.ref] = []

    def choose(self, state, rng):
        self.left.append(weakref.ref(Loop()))
        return rng.choice(state.legal_actions())


def test_cycles_of_ones_own_bot_are_left_to_the_collector():
    bot = CycleBot()
    assert not collector.kit_code(rulekit.load("fertility"), bot)
    sim.run("fertility", 4, players=2, bots=[bot, "random"], chunk_size=4)
    assert gc.isenabled() and bot.left
    gc.collect(1)   # the young generations only: not promoted, so they are freed there
    assert all(ref() is None for ref in bot.left)


def test_what_a_promoted_stretch_kept_waits_for_a_full_collection():
    with collector.paused(promote=True):
        ref = weakref.ref(Loop())
    gc.collect(1)
    assert ref() is not None          # in the oldest generation now
    gc.collect()
    assert ref() is None


def test_promoting_keeps_a_freeze_of_the_callers_own():
    # a frozen object is in no generation; the freeze count itself may drop meanwhile, as other frozen
    # objects of the test process are freed
    mine = [[]]
    gc.freeze()
    try:
        with collector.paused(promote=True):
            pass
        assert gc.get_freeze_count() > 0 and gc.isenabled()
        assert not any(obj is mine for obj in gc.get_objects())  # still frozen
    finally:
        gc.unfreeze()
    assert any(obj is mine for obj in gc.get_objects())  # and the check sees it once unfrozen
