"""Sweep speed: full random games per second and the wall time of a 10,000-game random sweep.

``python tests/benchmarks/sweeps.py [game ...]`` prints, per game: random-playout actions/s inside
``rulekit.sim.run`` beside the plain contract loop (``legal_actions()`` + ``apply()``) playing the
very same games (same seeds, same random draws, checked move count by move count), full games/s, and
the 10,000-game sweep's wall time on one core and on every core (a ProcessPoolExecutor).  When a
game is too slow for the whole sweep within the time budget, a smaller sweep is timed and the
figure extrapolated linearly (marked ``~`` and "extrapolated").

The functions return plain dicts so that ``tests/benchmarks/run.py`` can print them with the rest.
"""
from __future__ import annotations

import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from rulekit import sim  # noqa: E402

SWEEP_N = 10_000
GOAL_S = 30.0


def _players(game: str) -> int:
    import rulekit

    return min(rulekit.load(game).PLAYERS)


def contract_play(game: str, n: int, players: int, seed: int = 1) -> list[int]:
    """Games ``0..n-1`` of ``sim.run(game, n, players=players, seed=seed)`` (random bots) played
    through the public contract instead: ``legal_actions()`` then ``apply()`` of the action each
    seat's random bot would draw (the game's seed and the seat's generator as the simulator derives
    them), so the games and their moves are the same.  Returns each game's number of actions."""
    import rulekit
    from rulekit.rng import Rng

    module = rulekit.load(game)
    options = sim.sim_options(game)
    counts = []
    for index in range(n):
        game_seed = sim.game_seed(seed, index)
        state = module.new_game(players=players, seed=game_seed, **options)
        rngs = [Rng(game_seed).spawn(1000 + seat) for seat in range(players)]
        count = 0
        while not state.is_over and count < sim.DEFAULT_MAX_ACTIONS:
            state = state.apply(rngs[state.current_player].choice(state.legal_actions()))
            count += 1
        counts.append(count)
    return counts


def playout_rate(game: str, players: int | None = None, seconds: float = 2.0,
                 seed: int = 1, rounds: int = 3) -> dict[str, Any]:
    """Random playouts for about ``seconds``: actions/s and full games/s on one core, inside
    ``sim.run`` and through the plain contract loop on the same games.

    The set of games grows until one ``sim.run`` of it takes about a tenth of ``seconds``; then
    ``rounds`` times the contract loop and ``sim.run`` play it in turn, and each keeps its best
    time.  Times are this process's CPU time (``time.process_time``): on one core that is the wall
    time of a quiet machine, and other work on a shared machine does not tilt the comparison.
    Raises ``RuntimeError`` if the two did not play the same games.
    """
    players = players or _players(game)
    clock = time.process_time
    n = 2
    while True:
        start = clock()
        recs = sim.run(game, n, players=players, seed=seed)
        if clock() - start >= seconds / 10 or n >= 4096:
            break
        n *= 2
    sim_s = contract_s = float("inf")
    for _ in range(rounds):
        start = clock()
        counts = contract_play(game, n, players, seed)
        contract_s = min(contract_s, clock() - start)
        start = clock()
        recs = sim.run(game, n, players=players, seed=seed)
        sim_s = min(sim_s, clock() - start)
    actions = sum(r.actions for r in recs)
    if counts != [r.actions for r in recs]:
        raise RuntimeError(f"{game}: the contract loop and sim.run did not play the same games")
    finished = sum(r.finished and bool(r.winners) for r in recs)
    return {"game": game, "players": players, "games": n, "actions": actions, "seconds": sim_s,
            "actions_per_s": actions / sim_s, "games_per_s": n / sim_s,
            "contract_actions_per_s": actions / contract_s, "sim_vs_contract": contract_s / sim_s,
            "actions_per_game": actions / n, "decided": finished / n,
            "options": sim.sim_options(game)}


def sweep_time(game: str, n: int = SWEEP_N, players: int | None = None, workers: int | None = 1,
               budget_s: float = GOAL_S, rate: float | None = None) -> dict[str, Any]:
    """Wall time of an ``n``-game random sweep, serial (``workers=1``) or on a process pool.

    ``rate`` (games/s on one core, if known) decides whether the whole sweep fits in ``budget_s``;
    if not, a smaller sweep that does is timed and the result extrapolated to ``n``.
    """
    players = players or _players(game)
    ncpu = os.cpu_count() or 1
    workers = ncpu if workers is None else workers
    if rate is None:
        rate = playout_rate(game, players, seconds=1.0)["games_per_s"]
    expected = n / (rate * (workers if workers > 1 else 1))
    measured_n = n if expected <= budget_s else max(workers * 20, int(n * budget_s / expected))
    start = time.perf_counter()
    if workers == 1:
        sim.run(game, measured_n, players=players, seed=2)
    else:
        with ProcessPoolExecutor(max_workers=workers) as ex:
            sim.run(game, measured_n, players=players, seed=2, executor=ex)
    elapsed = time.perf_counter() - start
    return {"game": game, "players": players, "workers": workers, "n": n, "measured_n": measured_n,
            "seconds": elapsed * n / measured_n, "extrapolated": measured_n < n}


def measure(game: str, seconds: float = 2.0, budget_s: float = GOAL_S) -> dict[str, Any]:
    """Every sweep figure of one game."""
    rate = playout_rate(game, seconds=seconds)
    serial = sweep_time(game, workers=1, budget_s=budget_s, rate=rate["games_per_s"])
    parallel = sweep_time(game, workers=None, budget_s=budget_s, rate=rate["games_per_s"])
    return {**rate,
            "sweep_serial_s": serial["seconds"], "sweep_serial_extrapolated": serial["extrapolated"],
            "sweep_serial_n": serial["measured_n"],
            "sweep_parallel_s": parallel["seconds"], "sweep_parallel_extrapolated": parallel["extrapolated"],
            "sweep_parallel_n": parallel["measured_n"], "workers": parallel["workers"]}


def measure_all(games: list[str] | None = None, seconds: float = 2.0, budget_s: float = GOAL_S) -> list[dict]:
    """:func:`measure` for every game of the kit that can be simulated now (or the ones named)."""
    games = games or [g for g in sim.playable_games() if g != "toy"]
    return [measure(g, seconds, budget_s) for g in games]


def format_table(rows: list[dict[str, Any]]) -> str:
    """The figures as a plain-text table."""
    def t(row: dict, key: str) -> str:
        mark = "~" if row[f"{key}_extrapolated"] else ""
        return f"{mark}{row[f'{key}_s']:.1f} s" + (f" (from {row[f'{key}_n']})" if mark else "")

    lines = [f"10,000-game random sweeps (goal: <= {GOAL_S:.0f} s on one core; ~ = extrapolated)",
             "actions/s: inside sim.run, and through legal_actions() + apply() on the same games",
             f"{'game':<13}{'pl':>3}{'actions/s':>12}{'contract':>11}{'ratio':>7}{'games/s':>10}{'act/game':>10}"
             f"{'decided':>9}"
             f"{'sweep 1 core':>24}{'sweep all cores':>26}"]
    for r in rows:
        lines.append(f"{r['game']:<13}{r['players']:>3}{r['actions_per_s']:>12,.0f}"
                     f"{r['contract_actions_per_s']:>11,.0f}{r['sim_vs_contract']:>6.2f}x{r['games_per_s']:>10,.1f}"
                     f"{r['actions_per_game']:>10,.0f}{r.get('decided', 1.0):>9.0%}{t(r, 'sweep_serial'):>24}"
                     f"{t(r, 'sweep_parallel') + ' x' + str(r['workers']):>26}")
    notes = [f"{r['game']}: simulated with {r['options']}" for r in rows if r.get("options")]
    if notes:
        lines.append("decided = games that ended by the rules with a winner; " + "; ".join(notes))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> list[dict[str, Any]]:
    """Measure and print; returns the rows."""
    games = list(sys.argv[1:] if argv is None else argv) or None
    rows = measure_all(games)
    print(format_table(rows))
    return rows


if __name__ == "__main__":
    main()
