"""Sweep speed: how fast the lab plays whole games, measured on games this process has not seen.

``python tests/benchmarks/sweeps.py [game ...]`` prints, per game:

* **one core** (CPU time of this process, ``time.process_time``, for every figure of the row):
  random play inside ``rulekit.sim.run`` — actions/s, turns/s, µs per action and per turn, games/s —
  beside the plain contract loop (``legal_actions()`` + ``apply()``), and the 10,000-game random
  sweep; El Dorado's random games never reach El Dorado and are stopped by the round limit
  (``ED.gap.sim-round-limit``), so they are labelled so, with a row for its ``racer`` bot beside them;
* **every core** (wall time, ``time.perf_counter``, for every figure of the row): the 10,000-game
  random sweep on a process pool, and the 1,000-game two-player sweep of greedy against greedy
  (goal: at most 60 s on this machine's cores), with its time per game.

Every measurement plays new games (its own base seed, never used before in the process): replaying
a few seeds would let per-game caches (layouts, move lists) flatter the figures.  When a sweep does
not fit the time budget, a smaller one (again of new games) is timed and the figure extrapolated
linearly (marked ``~``).  The functions return plain dicts so that ``tests/benchmarks/run.py`` can
print them with the rest.
"""
from __future__ import annotations

import itertools
import os
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from rulekit import sim  # noqa: E402

SWEEP_N = 10_000
GOAL_S = 30.0
GREEDY_N = 1_000
GREEDY_GOAL_S = 60.0
# Extra rows beside a game's random one: (game, bots, why).
EXTRA_ROWS = {"el_dorado": ("racer", "random games are stopped by the round limit; "
                                      "the racer's reach El Dorado")}

_seeds = itertools.count(1_000_003, 7_919)  # base seeds no measurement has used yet


def new_seed() -> int:
    """A base seed not used before by this process (each sweep of it plays new games)."""
    return next(_seeds)


def _players(game: str) -> int:
    import rulekit

    return min(rulekit.load(game).PLAYERS)


def _new_games(game: str, n: int, players: int, seed: int) -> Iterator[tuple[Any, list]]:
    """Games ``0..n-1`` of ``sim.run(game, n, players=players, seed=seed)`` as they start: each new
    state and its seats' random generators, the game's seed and the seats' generators derived as the
    simulator derives them (so the random bots draw the same actions)."""
    import rulekit

    module = rulekit.load(game)
    options = sim.sim_options(game)
    for index in range(n):
        game_seed = sim.game_seed(seed, index)
        yield module.new_game(players=players, seed=game_seed, **options), _seat_rngs(game_seed, players)


def _seat_rngs(game_seed: int, players: int) -> list:
    """The random bots' generators of a game, one per seat, as the simulator derives them."""
    from rulekit.rng import Rng

    return [Rng(game_seed).spawn(1000 + seat) for seat in range(players)]


def contract_play(game: str, n: int, players: int, seed: int = 1) -> list[int]:
    """Games ``0..n-1`` of ``sim.run(game, n, players=players, seed=seed)`` (random bots) played
    through the public contract instead: ``legal_actions()`` then ``apply()`` of the action each
    seat's random bot would draw, so the games and their moves are the same.  Returns each game's
    number of actions."""
    counts = []
    for state, rngs in _new_games(game, n, players, seed):
        count = 0
        while not state.is_over and count < sim.DEFAULT_MAX_ACTIONS:
            state = state.apply(rngs[state.current_player].choice(state.legal_actions()))
            count += 1
        counts.append(count)
    return counts


def _timed_run(game: str, n: int, players: int, bots: Any, seed: int) -> tuple[list, float]:
    clock = time.process_time
    start = clock()
    recs = sim.run(game, n, players=players, bots=bots, seed=seed)
    return recs, clock() - start


def playout_rate(game: str, players: int | None = None, seconds: float = 2.0, bots: Any = "random",
                 check: int = 3) -> dict[str, Any]:
    """Whole games inside ``sim.run`` for about ``seconds`` of CPU time, on new games only.

    Batches of new games (a new base seed each) double in size until the time is spent; the
    contract loop then plays as many actions' worth of other new games.  First, ``check`` games are
    played both ways to show that the two play the same games (``RuntimeError`` if not); those
    games are not timed.  Every figure is CPU time (``time.process_time``).
    """
    players = players or _players(game)
    if check and bots == "random":
        seed = new_seed()
        counts = contract_play(game, check, players, seed)
        if counts != [r.actions for r in sim.run(game, check, players=players, seed=seed)]:
            raise RuntimeError(f"{game}: the contract loop and sim.run did not play the same games")
    recs: list = []
    sim_s = 0.0
    n = 2
    while sim_s < seconds:
        batch, spent = _timed_run(game, n, players, bots, new_seed())
        recs += batch
        sim_s += spent
        n = min(2 * n, 4096)
    games = len(recs)
    actions = sum(r.actions for r in recs)
    turns = sum(r.turns for r in recs)
    out = {"game": game, "players": players, "bots": bots if isinstance(bots, str) else "/".join(bots),
           "games": games, "actions": actions, "turns": turns, "seconds": sim_s,
           "actions_per_s": actions / sim_s, "turns_per_s": turns / sim_s, "games_per_s": games / sim_s,
           "us_per_action": 1e6 * sim_s / max(1, actions), "us_per_turn": 1e6 * sim_s / max(1, turns),
           "actions_per_game": actions / games, "turns_per_game": turns / games,
           "decided": sum(r.finished and bool(r.winners) for r in recs) / games,
           "stopped": sum(not r.finished for r in recs) / games,
           "options": sim.sim_options(game)}
    if bots == "random":
        contract_s, contract_actions = 0.0, 0
        n = 2
        while contract_actions < actions and contract_s < 2 * seconds:
            clock = time.process_time
            start = clock()
            contract_actions += sum(contract_play(game, n, players, new_seed()))
            contract_s += clock() - start
            n = min(2 * n, 4096)
        out["contract_actions_per_s"] = contract_actions / contract_s
        out["sim_vs_contract"] = out["actions_per_s"] / out["contract_actions_per_s"]
    return out


def listing_floor(game: str, players: int | None = None, seconds: float = 1.0) -> dict[str, Any]:
    """What random play costs besides listing the legal actions, on one core (CPU time).

    New random games are played once with every legal-action list kept, then played again from the
    kept lists: the same draws by the same generators, the same actions carried out, and no list
    made (``replay``); then the draws alone, from the same lists, with nothing carried out
    (``draw``).  Each is per action and as the time of 10,000 such games: ``replay`` is what a sweep
    would cost if listing the legal actions cost nothing, ``draw`` the cost of the random bot's
    draws (the kit's own seeded generator) and of the loop around them.
    """
    players = players or _players(game)
    games: list[tuple[int, list[tuple[int, list]]]] = []
    spent = 0.0
    while spent < seconds or len(games) < 2:     # the lists of about ``seconds`` of new games
        start = time.process_time()
        seed = new_seed()
        for state, rngs in _new_games(game, 1, players, seed):
            kept = []
            while not state.is_over and len(kept) < sim.DEFAULT_MAX_ACTIONS:
                player, legal = state.current_player, state._legal_actions()
                kept.append((player, legal))
                state = state._advance(rngs[player].choice(legal))
            games.append((seed, kept))
        spent += time.process_time() - start
    actions = sum(len(kept) for _, kept in games)
    clock = time.process_time
    start = clock()
    for seed, kept in games:
        for state, rngs in _new_games(game, 1, players, seed):
            in_place = hasattr(state, "_advance_in_place")   # as the simulator carries actions out
            if in_place:
                state = state._copy()
                step = state._advance_in_place
            for player, legal in kept:
                action = rngs[player].choice(legal)
                if in_place:
                    step(action)
                else:
                    state = state._advance(action)
            if len(kept) < sim.DEFAULT_MAX_ACTIONS and not state.is_over:
                raise RuntimeError(f"{game}: the replay from the kept lists did not play the same game")
    replay = clock() - start
    start = clock()
    for seed, kept in games:
        rngs = _seat_rngs(sim.game_seed(seed, 0), players)
        for player, legal in kept:
            rngs[player].choice(legal)
    draw = clock() - start
    per_game = actions / len(games)
    return {"game": game, "players": players, "games": len(games), "actions_per_game": per_game,
            "replay_us": 1e6 * replay / actions, "draw_us": 1e6 * draw / actions,
            "replay_sweep_s": replay / actions * per_game * SWEEP_N,
            "draw_sweep_s": draw / actions * per_game * SWEEP_N}


def sweep_time(game: str, n: int = SWEEP_N, players: int | None = None, workers: int | None = 1,
               budget_s: float = GOAL_S, rate: float | None = None, bots: Any = "random") -> dict[str, Any]:
    """The time of an ``n``-game sweep of new games: CPU time on one core (``workers=1``), else the
    wall time on a process pool of ``workers`` (default: every core).

    ``rate`` (games/s on one core, if known) decides whether the whole sweep fits in ``budget_s``;
    if not, a smaller sweep that does is timed and the result extrapolated to ``n``.
    """
    players = players or _players(game)
    ncpu = os.cpu_count() or 1
    workers = ncpu if workers is None else workers
    if rate is None:
        rate = playout_rate(game, players, seconds=1.0, bots=bots, check=0)["games_per_s"]
    expected = n / (rate * workers)
    measured_n = n if expected <= budget_s else max(workers * 8, int(n * budget_s / expected))
    measured_n = min(n, measured_n)
    seed = new_seed()
    if workers == 1:
        _, elapsed = _timed_run(game, measured_n, players, bots, seed)
    else:
        with warm_pool(game, workers) as ex:
            start = time.perf_counter()
            sim.run(game, measured_n, players=players, bots=bots, seed=seed, executor=ex,
                    chunk_size=max(1, measured_n // (4 * workers)))
            elapsed = time.perf_counter() - start
    return {"game": game, "players": players, "workers": workers, "n": n, "measured_n": measured_n,
            "seconds": elapsed * n / measured_n, "extrapolated": measured_n < n,
            "clock": "CPU" if workers == 1 else "wall"}


def measure(game: str, seconds: float = 2.0, budget_s: float = GOAL_S) -> dict[str, Any]:
    """The random-play figures of one game: rates, the 10,000-game sweep on one and on every core, and
    what random play costs besides listing the legal actions (:func:`listing_floor`)."""
    rate = playout_rate(game, seconds=seconds)
    serial = sweep_time(game, workers=1, budget_s=budget_s, rate=rate["games_per_s"])
    parallel = sweep_time(game, workers=None, budget_s=budget_s, rate=rate["games_per_s"])
    floor = listing_floor(game, seconds=min(seconds, 1.0))
    kept = ("replay_us", "draw_us", "replay_sweep_s", "draw_sweep_s")
    return {**rate, **{f"floor_{k}": floor[k] for k in kept},
            "sweep_serial_s": serial["seconds"], "sweep_serial_extrapolated": serial["extrapolated"],
            "sweep_serial_n": serial["measured_n"],
            "sweep_parallel_s": parallel["seconds"], "sweep_parallel_extrapolated": parallel["extrapolated"],
            "sweep_parallel_n": parallel["measured_n"], "workers": parallel["workers"]}


def measure_extra(game: str, seconds: float = 2.0) -> dict[str, Any] | None:
    """The extra row of a game (El Dorado: its racer bot, whose games end by the rules), or None."""
    if game not in EXTRA_ROWS:
        return None
    bots, why = EXTRA_ROWS[game]
    return {**playout_rate(game, seconds=seconds, bots=bots), "note": why}


def greedy_sweep(game: str, n: int = GREEDY_N, budget_s: float = GREEDY_GOAL_S,
                 workers: int | None = None) -> dict[str, Any]:
    """Wall time of an ``n``-game two-player sweep of greedy against greedy on every core (new games).

    A first small batch gives the rate; when the whole sweep would not fit in ``budget_s``, a
    smaller one is timed and the figure extrapolated to ``n``.
    """
    workers = workers or os.cpu_count() or 1
    probe = playout_rate(game, players=2, seconds=min(2.0, budget_s / 10), bots="greedy", check=0)
    # The pool runs ``workers`` games at a time at best: the wall time it can reach.
    expected = n / (probe["games_per_s"] * workers)
    measured_n = n if expected <= budget_s else max(4 * workers, int(n * budget_s / expected))
    measured_n = min(n, measured_n)
    with warm_pool(game, workers) as ex:
        start = time.perf_counter()
        sim.run(game, measured_n, players=2, bots="greedy", seed=new_seed(), executor=ex,
                chunk_size=max(1, measured_n // (8 * workers)))
        wall = time.perf_counter() - start
    total = wall * n / measured_n
    cpu_ms = 1000 / probe["games_per_s"]
    return {"game": game, "n": n, "measured_n": measured_n, "workers": workers, "seconds": total,
            "extrapolated": measured_n < n, "ms_per_game": 1000 * wall / measured_n,
            "cpu_ms_per_game": cpu_ms, "turns_per_game": probe["turns_per_game"],
            "free_cores_s": n * cpu_ms / 1000 / workers, "met": total <= GREEDY_GOAL_S}


class warm_pool:
    """A process pool whose workers have imported the kit and played one game of ``game`` already,
    so that a timed sweep does not count the start of the processes."""

    def __init__(self, game: str, workers: int) -> None:
        self.game, self.workers = game, workers

    def __enter__(self) -> ProcessPoolExecutor:
        self.pool = ProcessPoolExecutor(max_workers=self.workers)
        sim.run(self.game, self.workers, players=_players(self.game), seed=new_seed(), executor=self.pool,
                chunk_size=1)
        return self.pool

    def __exit__(self, *exc: Any) -> None:
        self.pool.shutdown()


def measure_all(games: list[str] | None = None, seconds: float = 2.0, budget_s: float = GOAL_S) -> list[dict]:
    """:func:`measure` for every game of the kit that can be simulated now (or the ones named), each
    followed by its extra row, if it has one."""
    games = games or [g for g in sim.playable_games() if g != "toy"]
    rows = []
    for g in games:
        rows.append(measure(g, seconds, budget_s))
        extra = measure_extra(g, seconds)
        if extra is not None:
            rows.append(extra)
    return rows


def _sweep_cell(row: dict, key: str) -> str:
    if f"{key}_s" not in row:
        return "-"
    mark = "~" if row[f"{key}_extrapolated"] else ""
    return f"{mark}{row[f'{key}_s']:.1f} s" + (f" (from {row[f'{key}_n']:,})" if mark else "")


def format_table(rows: list[dict[str, Any]]) -> str:
    """The random-play figures as plain-text tables (one clock per table: CPU on one core, wall on all)."""
    lines = ["One core, CPU time (time.process_time) in every column; new games only; ~ = extrapolated",
             f"{'game':<13}{'bots':<8}{'pl':>3}{'actions/s':>11}{'turns/s':>9}{'us/act':>8}{'us/turn':>9}"
             f"{'contract':>10}{'ratio':>7}{'games/s':>9}{'act/game':>9}{'turns/game':>11}{'decided':>8}"
             f"{'10,000 games (goal <= 30 s)':>30}"]
    for r in rows:
        contract = f"{r['contract_actions_per_s']:>10,.0f}{r['sim_vs_contract']:>6.2f}x" \
            if "contract_actions_per_s" in r else f"{'-':>10}{'-':>7}"
        sweep = _sweep_cell(r, "sweep_serial")
        if "sweep_serial_s" in r:
            sweep += "  " + ("met" if r["sweep_serial_s"] <= GOAL_S else "NOT met")
        lines.append(f"{r['game']:<13}{r['bots']:<8}{r['players']:>3}{r['actions_per_s']:>11,.0f}"
                     f"{r['turns_per_s']:>9,.0f}{r['us_per_action']:>8.1f}{r['us_per_turn']:>9.1f}{contract}"
                     f"{r['games_per_s']:>9,.1f}{r['actions_per_game']:>9,.0f}{r['turns_per_game']:>11,.0f}"
                     f"{r['decided']:>8.0%}{sweep:>30}")
    lines.append("contract = actions/s of legal_actions() + apply() on other new games; "
                 "ratio = sim.run / contract")
    lines.append("  (the same games: sim.run changes one private copy in place, and a game that can draw the"
                 " random bot's action")
    lines.append("  without listing every action draws it so, e.g. Golden Ankh's tile moves)")
    lines.append("decided = games that ended by the rules with a winner")
    for r in rows:
        if r.get("stopped", 0) > 0.5 and r["bots"] == "random":
            lines.append(f"{r['game']} random: {r['stopped']:.0%} of the games were stopped by the round "
                         f"limit {r['options']} (ED.gap.sim-round-limit), not ended by the rules")
        if r.get("note"):
            lines.append(f"{r['game']} {r['bots']}: {r['note']}")
    walls = [r for r in rows if "sweep_parallel_s" in r]
    if walls:
        lines.append("")
        lines.append("Every core, wall time (time.perf_counter); a process pool; new games")
        lines.append(f"{'game':<13}{'workers':>8}{'10,000 random games':>30}  goal <= 30 s: "
                     "every core / one core")
        for r in walls:
            marks = ["met" if r[f"sweep_{k}_s"] <= GOAL_S else "NOT met" for k in ("parallel", "serial")]
            lines.append(f"{r['game']:<13}{r['workers']:>8}{_sweep_cell(r, 'sweep_parallel'):>30}  "
                         f"{marks[0]} / {marks[1]}")
    floors = [r for r in rows if "floor_replay_us" in r]
    if floors:
        lines += ["", "Where one core's time goes in random play (CPU time; new games); us per action, and "
                  "as 10,000 games",
                  f"{'game':<13}{'act/game':>9}{'sim.run':>18}{'without listing':>22}{'the draws alone':>22}"
                  f"{'30 s allows':>14}"]
        for r in floors:
            allows = 1e6 * GOAL_S / (SWEEP_N * r["actions_per_game"])
            whole_us = 1e6 * r["sweep_serial_s"] / (SWEEP_N * r["actions_per_game"])  # the sweep's own figure
            cells = [f"{whole_us:.1f} us {r['sweep_serial_s']:.0f} s",
                     f"{r['floor_replay_us']:.1f} us {r['floor_replay_sweep_s']:.0f} s",
                     f"{r['floor_draw_us']:.1f} us {r['floor_draw_sweep_s']:.0f} s"]
            lines.append(f"{r['game']:<13}{r['actions_per_game']:>9,.0f}{cells[0]:>18}{cells[1]:>22}{cells[2]:>22}"
                         f"{allows:>9.1f} us")
        lines += ["sim.run = the 10,000-game sweep on one core above, per action",
                  "without listing = other new games played again from their kept legal-action lists",
                  "  (the same draws, the same actions carried out, no list made): a sweep's time if listing "
                  "cost nothing",
                  "the draws alone = the random bots' draws (the kit's seeded generator) and the loop, "
                  "nothing carried out",
                  "30 s allows = the time per action a 10,000-game sweep may take on one core"]
    return "\n".join(lines)


def format_greedy(rows: list[dict[str, Any]]) -> str:
    """The greedy-against-greedy sweeps as a plain-text table (wall time)."""
    lines = [f"1,000 two-player games of greedy against greedy, every core, wall time (time.perf_counter); "
             f"goal <= {GREEDY_GOAL_S:.0f} s; ~ = extrapolated",
             f"{'game':<13}{'workers':>8}{'1,000 games':>24}{'ms/game wall':>14}  goal"
             f"{'ms/game CPU':>16}{'free cores':>12}  goal{'turns/game':>12}"]
    for r in rows:
        mark = "~" if r["extrapolated"] else ""
        total = f"{mark}{r['seconds']:.1f} s" + (f" (from {r['measured_n']:,})" if mark else "")
        free_met = r["free_cores_s"] <= GREEDY_GOAL_S
        lines.append(f"{r['game']:<13}{r['workers']:>8}{total:>24}{r['ms_per_game']:>14.1f}  "
                     f"{'met' if r['met'] else 'NOT met':<7}{r['cpu_ms_per_game']:>13.1f}"
                     f"{r['free_cores_s']:>10.1f} s  {'met' if free_met else 'NOT met':<7}"
                     f"{r['turns_per_game']:>9.0f}")
    lines.append("ms/game wall = the pool's wall time per game on this machine as it is (shared: other work "
                 "slows it); ms/game CPU = one core's CPU time per game; free cores = 1,000 x that / "
                 "workers, the time on cores left to the sweep")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> list[dict[str, Any]]:
    """Measure and print; returns the rows."""
    games = list(sys.argv[1:] if argv is None else argv) or None
    rows = measure_all(games)
    print(format_table(rows))
    greedy = [greedy_sweep(g) for g in (games or [g for g in sim.playable_games() if g != "toy"])]
    print()
    print(format_greedy(greedy))
    return rows


if __name__ == "__main__":
    main()
