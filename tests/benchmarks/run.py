"""The kit's speed figures in one run (``make bench``): figures to read, not assertions.

Per game of the kit (``rulekit.available()``):

* random play through the public contract (``legal_actions()`` + ``apply()``): actions/s and full
  games/s, beside python-chess random play (plies/s) measured in the same run, and their ratio
  (goal: at least 1, i.e. no slower than python-chess);
* for each game with a drawing (``widgets.<game>.BoardView``): the Explorer's step latency (apply +
  in-place update + render) against a naive full rebuild (new BoardView + render), as a ratio
  (goal: at most 0.4);
* the lab's sweep figures (``tests/benchmarks/sweeps.py``: per action and per turn, the 10,000-game
  random sweep on one core and on every core, El Dorado's racer beside its random games that the
  round limit stops, and the 1,000-game greedy-against-greedy sweep with its goal), when that module
  is present;
* the search bot's strength table (``tests/benchmarks/strength.py``: ``mcts`` against greedy and the
  game's own bot, 95% intervals, CPU per decision; ``--strength-games N``, 0 to skip).

Every figure is measured on new games, and each row of a table uses one clock (named in its heading).

    python tests/benchmarks/run.py [--seconds 2] [--sweep-budget 10] [game ...]
"""
from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))  # the project, when run from a checkout without install

import rulekit  # noqa: E402
from rulekit import Rng  # noqa: E402

PLAYOUT_GOAL = 1.0
LATENCY_GOAL = 0.4
STEP_MS_GOAL = 120.0  # an Explorer step on the largest board, at the classroom size
MAX_ACTIONS = 5_000  # a random game longer than this is cut and counted as unfinished


# new_game options giving each game its largest board, for the Explorer latency measure.
LARGEST_BOARD: dict[str, dict] = {"el_dorado": {"course": 1}}

def chess_plies_per_s(seconds: float, seed: int = 1) -> dict[str, Any]:
    """python-chess random play: generate the legal moves, push a random one, until the game ends."""
    import chess

    rng = Rng(seed)
    plies = games = 0
    clock = time.process_time  # the clock of the whole table: CPU time of this process
    start = clock()
    while clock() - start < seconds:
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            plies += 1
        games += 1
    elapsed = clock() - start
    return {"plies_per_s": plies / elapsed, "games_per_s": games / elapsed, "plies_per_game": plies / games}


def simulation_options(game: str) -> dict[str, Any]:
    """The options the lab simulates a game with (e.g. a round limit so that random games end)."""
    try:
        from rulekit import sim
    except ImportError:
        return {}
    return sim.sim_options(game)


def contract_playout(game: str, seconds: float, seed: int = 1) -> dict[str, Any]:
    """Random play through the public contract: ``legal_actions()`` then ``apply()`` of a random one."""
    module = rulekit.load(game)
    players = min(module.PLAYERS)
    options = simulation_options(game)
    rng = Rng(seed)
    actions = turns = games = cut = stopped = 0
    clock = time.process_time
    start = clock()
    deadline = start + seconds
    while clock() < deadline:
        # A new game every time (seeds from 10**6 up: no other measurement of this run plays them).
        state = module.new_game(players=players, seed=10**6 + seed + games + cut, **options)
        n = 0
        while not state.is_over and n < MAX_ACTIONS:
            state = state.apply(rng.choice(state.legal_actions()))
            n += 1
            if n % 256 == 0 and clock() > deadline:
                break  # a slow game: its actions count, the unfinished game does not
        actions += n
        turns += state.turn
        if state.is_over:
            games += 1
            stopped += bool(getattr(state, "stopped", False))
        elif n >= MAX_ACTIONS:
            cut += 1
    elapsed = clock() - start
    return {"game": game, "players": players, "actions_per_s": actions / elapsed,
            "turns_per_s": turns / elapsed,
            "games_per_s": games / elapsed, "actions_per_game": actions / max(1, games + cut),
            "turns_per_game": turns / max(1, games + cut), "cut": cut, "stopped": stopped, "games": games,
            "options": options}


def widgets_width() -> int:
    from widgets.board import BOARD_WIDTHS

    return BOARD_WIDTHS["normal"]


def explorer_latency(game: str, steps: int = 15) -> dict[str, Any] | None:
    """Explorer step vs full rebuild for a game with a ``widgets.<game>.BoardView``; None without one."""
    if importlib.util.find_spec(f"widgets.{game}") is None:
        return None
    view_module = importlib.import_module(f"widgets.{game}")
    view_cls = getattr(view_module, "BoardView", None)
    if view_cls is None:
        return None
    import widgets

    module = rulekit.load(game)
    # The largest board a game offers (El Dorado: a 228-hex course) is the hardest case for redrawing.
    options = LARGEST_BOARD.get(game, {})
    state = module.new_game(players=min(module.PLAYERS), seed=1, **options)
    # CPU time of this process: the figure of the drawing itself, whatever else the machine runs
    figures = widgets.measure_step_vs_rebuild(state, view_cls, steps=steps, seed=1, clock=time.process_time)
    return {"game": game, **figures}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*", help="games to measure (default: every game of the kit)")
    ap.add_argument("--seconds", type=float, default=1.5, help="time per playout measurement")
    ap.add_argument("--sweep-budget", type=float, default=6.0,
                    help="longest time for a 10,000-game sweep; beyond it a smaller one is extrapolated")
    ap.add_argument("--strength-games", type=int, default=200,
                    help="two-player games per pairing in the search bot's strength table (0: skip it)")
    args = ap.parse_args(argv)
    games = args.games or [g for g in rulekit.available() if g in rulekit.GAMES]
    import chess

    print(f"rulekit {rulekit.__version__} bench  ·  Python {platform.python_version()}  ·  "
          f"python-chess {chess.__version__}  ·  {os.cpu_count()} cores  ·  games: {', '.join(games)}")

    print("\n== Random play through the public contract (legal_actions + apply), one core, CPU time, "
          "new games ==")
    ref = chess_plies_per_s(args.seconds)
    print(f"python-chess random play: {ref['plies_per_s']:,.0f} plies/s "
          f"({ref['games_per_s']:.1f} games/s, {ref['plies_per_game']:.0f} plies/game)")
    print(f"{'game':<13}{'players':>8}{'actions/s':>12}{'turns/s':>9}{'vs chess':>10}{'games/s':>10}"
          f"{'actions/game':>14}{'turns/game':>12}  goal")
    for game in games:
        try:
            r = contract_playout(game, args.seconds)
        except Exception as exc:  # a figure for every game that can be measured; say why one cannot
            print(f"{game:<13}  cannot be measured: {type(exc).__name__}: {exc}")
            continue
        ratio = r["actions_per_s"] / ref["plies_per_s"]
        mark = "met" if ratio >= PLAYOUT_GOAL else "NOT met"
        cut = f"  ({r['cut']} games cut at {MAX_ACTIONS} actions)" if r["cut"] else ""
        if r["options"]:
            cut += "  options: " + ", ".join(f"{k}={v}" for k, v in r["options"].items())
        if r["stopped"]:
            cut += (f"  ({r['stopped']} of {r['games']} games stopped by the round limit, "
                    "not ended by the rules)")
        print(f"{game:<13}{r['players']:>8}{r['actions_per_s']:>12,.0f}{r['turns_per_s']:>9,.0f}{ratio:>9.2f}x"
              f"{r['games_per_s']:>10,.1f}{r['actions_per_game']:>14,.0f}{r['turns_per_game']:>12,.0f}"
              f"  >= {PLAYOUT_GOAL:g}x chess: {mark}{cut}")

    print("\n== Explorer step (apply + in-place update + render) vs full rebuild (new BoardView + render) ==")
    print(f"(CPU time; boards at the Explorer's classroom width, {widgets_width()} CSS px)")
    print(f"{'game':<13}{'step ms':>10}{'rebuild ms':>12}{'ratio':>8}  goal")
    for game in games:
        try:
            r = explorer_latency(game)
        except Exception as exc:
            print(f"{game:<13}  cannot be measured: {type(exc).__name__}: {exc}")
            continue
        if r is None:
            print(f"{game:<13}  no widgets.{game}.BoardView yet")
            continue
        mark = "met" if r["ratio"] <= LATENCY_GOAL and r["step_ms"] <= STEP_MS_GOAL else "NOT met"
        print(f"{game:<13}{r['step_ms']:>10.1f}{r['rebuild_ms']:>12.1f}{r['ratio']:>8.2f}  "
              f"<= {LATENCY_GOAL} and <= {STEP_MS_GOAL:g} ms: {mark}  (median of {int(r['steps'])} steps)")

    if (HERE / "sweeps.py").exists():
        import sweeps

        print(f"\n== Lab sweeps (tests/benchmarks/sweeps.py; budget {args.sweep_budget:g} s per sweep) ==")
        rows = []
        for game in games:
            try:
                rows += sweeps.measure_all([game], seconds=min(args.seconds, 1.0), budget_s=args.sweep_budget)
            except Exception as exc:
                print(f"{game:<13}  cannot be swept: {type(exc).__name__}: {exc}")
        if rows:
            print(sweeps.format_table(rows))
        print(f"\n== Greedy against greedy (tests/benchmarks/sweeps.py; budget {args.sweep_budget:g} s "
              "per sweep) ==")
        greedy = []
        for game in games:
            try:
                greedy.append(sweeps.greedy_sweep(game, budget_s=args.sweep_budget))
            except Exception as exc:
                print(f"{game:<13}  cannot be swept: {type(exc).__name__}: {exc}")
        if greedy:
            print(sweeps.format_greedy(greedy))

    if args.strength_games > 0 and (HERE / "strength.py").exists():
        import strength

        n = args.strength_games
        print(f"\n== Search bot strength (tests/benchmarks/strength.py; {n} games per pairing) ==")
        print(strength.format_table(strength.measure(games, n, os.cpu_count() or 1)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
