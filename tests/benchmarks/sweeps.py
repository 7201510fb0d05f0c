"""Sweep speed: full random games per second and the wall time of a 10,000-game random sweep.

``python tests/benchmarks/sweeps.py [game ...]`` prints, per game: random-playout actions/s, full
games/s, and the 10,000-game sweep's wall time on one core and on every core (a
ProcessPoolExecutor).  When a game is too slow for the whole sweep within the time budget, a
smaller sweep is timed and the figure extrapolated linearly (marked ``~`` and "extrapolated").

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


def playout_rate(game: str, players: int | None = None, seconds: float = 2.0,
                 seed: int = 1) -> dict[str, Any]:
    """Random playouts for about ``seconds``: actions/s and full games/s on one core."""
    players = players or _players(game)
    games = actions = finished = 0
    start = time.perf_counter()
    index = 0
    while True:
        recs = sim.run(game, 5, players=players, seed=seed + index, chunk_size=5)
        index += 1
        games += len(recs)
        actions += sum(r.actions for r in recs)
        finished += sum(r.finished and bool(r.winners) for r in recs)
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            break
    return {"game": game, "players": players, "games": games, "actions": actions, "seconds": elapsed,
            "actions_per_s": actions / elapsed, "games_per_s": games / elapsed,
            "actions_per_game": actions / games, "decided": finished / games,
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
             f"{'game':<13}{'pl':>3}{'actions/s':>12}{'games/s':>10}{'act/game':>10}{'decided':>9}"
             f"{'sweep 1 core':>24}{'sweep all cores':>26}"]
    for r in rows:
        lines.append(f"{r['game']:<13}{r['players']:>3}{r['actions_per_s']:>12,.0f}{r['games_per_s']:>10,.1f}"
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
