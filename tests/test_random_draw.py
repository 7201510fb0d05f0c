"""The simulator's random play: a game's own draw (``_random_action``) is the random bot's choice.

A state that can draw without listing every action must make exactly the draw of
``rng.choice(state._legal_actions())``: the same action and the generator left in the same state, so
that a sweep plays the same games either way.  Checked on positions of random and bot games, with 2-4
players, and on Golden Ankh's tile moves themselves (counted, looked up by place, and listed).
"""
from __future__ import annotations

import pytest

import rulekit
from rulekit import collector, sim
from rulekit.golden_ankh.ankh import TileMoves
from rulekit.rng import Rng

GAMES = [g for g in sim.playable_games() if collector.kit_code(rulekit.load(g))
         and hasattr(type(rulekit.load(g).new_game(players=2, seed=1)), "_random_action")]
TABLES = [(g, n) for g in GAMES for n in sorted(rulekit.load(g).PLAYERS)]


def positions(game: str, players: int, bots, seed: int, every: int = 3) -> list:
    """Every ``every``-th state of a played game (bots of the kit; the moves replayed by the rules)."""
    module = rulekit.load(game)
    state, moves = sim.play(game, players, bots, seed=seed)
    s = module.new_game(players=players, seed=seed, **sim.sim_options(game))
    out = []
    for i, (_player, action) in enumerate(moves):
        if i % every == 0:
            out.append(s)
        s = s.apply(action)
    return out


def test_some_game_draws_on_its_own():
    assert "golden_ankh" in GAMES


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_own_draw_is_the_random_bots_choice(game, players):
    states = positions(game, players, "random", seed=31 + players)
    states += positions(game, players, "greedy", seed=57 + players, every=2)
    assert len(states) > 30
    for k, s in enumerate(states):
        for draw in range(4):
            mine, listed = Rng(1000 * k + draw), Rng(1000 * k + draw)
            a = type(s)._random_action(s, mine)
            b = listed.choice(s._legal_actions())
            assert a == b, (k, str(a), str(b))
            assert mine.state == listed.state


def test_a_finished_game_has_nothing_to_draw():
    state, _ = sim.play("golden_ankh", 2, "builder", seed=2)
    assert state.is_over
    with pytest.raises(IndexError):
        state._random_action(Rng(1))


def test_tile_moves_counted_looked_up_and_listed_alike():
    layouts = []
    states = positions("golden_ankh", 2, "builder", seed=11, every=1)
    for s in states + positions("golden_ankh", 3, "random", seed=5):
        for p in range(s.num_players):
            layouts.append((s.ground[p], s.upper[p]))
    assert any(up for _, up in layouts), "some layout with an upper tile"
    for ground, up in layouts:
        moves = TileMoves(ground, up)
        listed = list(moves)
        assert len(moves) == len(listed) == len(set(listed))
        assert [moves[i] for i in range(len(moves))] == listed
        with pytest.raises(IndexError):
            moves[len(moves)]
