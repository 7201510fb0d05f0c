"""The kit's speed figures in one run (``make bench``): figures to read, not assertions.

Per game of the kit (``rulekit.available()``):

* random play through the public contract (``legal_actions()`` + ``apply()``): actions/s, turns/s and
  full games/s, beside python-chess random play (plies/s), measured in several interleaved rounds
  (python-chess, then each game, the order turned each round) and reported as medians with the rounds'
  spread, so that a moment of load on a shared machine moves one round, not the verdict; the ratio to
  python-chess per action and per turn (a chess ply is one player's turn), each with its verdict
  (goal: at least 1, i.e. no slower than python-chess);
* for each game with a drawing (``widgets.<game>.BoardView``): the Explorer's step latency (apply +
  in-place update + render) against a naive full rebuild (new BoardView + render), as a ratio
  (goal: at most 0.4);
* the lab's sweep figures (``tests/benchmarks/sweeps.py``: per action and per turn, the 10,000-game
  random sweep on one core and on every core, El Dorado's racer beside its random games that the
  round limit stops, and the 1,000-game greedy-against-greedy sweep with its goal), when that module
  is present;
* with ``--strength`` only, the search bot's strength table (``tests/benchmarks/strength.py``: ``mcts``
  against greedy and the game's own bot, 95% intervals, CPU per searched decision; ``--strength-games N``
  per pairing, 200 by default: 1,200 search games, one to two hours of CPU).

Every figure is measured on new games, and each row of a table uses one clock (named in its heading).

    python tests/benchmarks/run.py [--seconds 0.5] [--rounds 5] [--sweep-budget 10] [--strength] [game ...]
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


def _median(xs: list[float]) -> float:
    """The median of ``xs`` (the mean of the middle two for an even count).

    >>> _median([3.0, 1.0, 2.0]), _median([4.0, 1.0, 2.0, 3.0])
    (2.0, 2.5)
    """
    ordered = sorted(xs)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def interleaved_playouts(games: list[str], seconds: float, rounds: int) -> list[dict[str, Any]]:
    """``rounds`` rounds of python-chess and every game's random play, interleaved.

    Each round measures python-chess and each game for ``seconds`` of CPU, the order turned by one
    place each round (python-chess is not always first); a round's ratios compare figures measured
    moments apart, so a burst of load on the machine moves one round rather than every ratio.
    Returns one dict per round: ``{"chess": {...}, game: {...} or an exception}``."""
    names = ["chess", *games]
    out: list[dict[str, Any]] = []
    for r in range(max(1, rounds)):
        row: dict[str, Any] = {}
        k = r % len(names)
        for name in names[k:] + names[:k]:
            if name == "chess":
                row[name] = chess_plies_per_s(seconds, seed=1 + r)
                continue
            try:
                row[name] = contract_playout(name, seconds, seed=1 + 1000 * r)
            except Exception as exc:  # a figure for every game that can be measured; say why one cannot
                row[name] = exc
        out.append(row)
    return out


def format_playouts(rounds: list[dict[str, Any]], games: list[str]) -> str:
    """The playout table: medians over the rounds, the ratios to python-chess per action and per turn
    (medians of the rounds' own ratios) with their verdicts, and the rounds' spread."""
    chess = [r["chess"]["plies_per_s"] for r in rounds]
    med = _median(chess)
    lo, hi = min(chess), max(chess)
    lines = [f"python-chess random play: {med:,.0f} plies/s (median; rounds {lo:,.0f}-{hi:,.0f}, "
             f"spread {100 * (hi - lo) / med:.0f}%; "
             f"{_median([r['chess']['plies_per_game'] for r in rounds]):.0f} plies/game)",
             f"{'game':<13}{'players':>8}{'actions/s':>11}{'turns/s':>9}{'per action':>12}{'rounds':>13}"
             f"  goal{'':<10}{'per turn':>10}{'rounds':>13}  goal{'':<10}{'games/s':>9}{'act/game':>10}"
             f"{'turns/game':>12}"]
    notes = []
    for game in games:
        failed = [r[game] for r in rounds if isinstance(r[game], Exception)]
        if failed:
            lines.append(f"{game:<13}  cannot be measured: {type(failed[0]).__name__}: {failed[0]}")
            continue
        rs = [r[game] for r in rounds]
        per_action = [g["actions_per_s"] / r["chess"]["plies_per_s"] for g, r in zip(rs, rounds, strict=True)]
        per_turn = [g["turns_per_s"] / r["chess"]["plies_per_s"] for g, r in zip(rs, rounds, strict=True)]
        cells = []
        for ratios in (per_action, per_turn):
            m = _median(ratios)
            mark = "met" if m >= PLAYOUT_GOAL else "NOT met"
            spread = f"{min(ratios):.2f}-{max(ratios):.2f}"
            cells.append(f"{m:>11.2f}x{spread:>13}  {mark:<14}")
        last = rs[-1]
        lines.append(f"{game:<13}{last['players']:>8}{_median([g['actions_per_s'] for g in rs]):>11,.0f}"
                     f"{_median([g['turns_per_s'] for g in rs]):>9,.0f}{cells[0]}{cells[1]}"
                     f"{_median([g['games_per_s'] for g in rs]):>9,.1f}"
                     f"{_median([g['actions_per_game'] for g in rs]):>10,.0f}"
                     f"{_median([g['turns_per_game'] for g in rs]):>12,.0f}")
        cut, stopped, finished = (sum(g[k] for g in rs) for k in ("cut", "stopped", "games"))
        note = []
        if cut:
            note.append(f"{cut} games cut at {MAX_ACTIONS} actions")
        if stopped:
            note.append(f"{stopped} of {finished} games stopped by the round limit, not ended by the rules")
        if last["options"]:
            note.append("options: " + ", ".join(f"{k}={v}" for k, v in last["options"].items()))
        if note:
            notes.append(f"{game}: " + "; ".join(note))
    lines.append(f"per action / per turn = the game's actions/s or turns/s over python-chess's plies/s, "
                 f"median of the rounds' ratios (rounds: lowest-highest); goal >= {PLAYOUT_GOAL:g}x chess "
                 "(a chess ply is one player's turn)")
    lines += notes
    return "\n".join(lines)


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
    ap.add_argument("--seconds", type=float, default=0.5,
                    help="time per playout measurement in each round")
    ap.add_argument("--rounds", type=int, default=5,
                    help="interleaved rounds of the playout measures (python-chess and every game)")
    ap.add_argument("--sweep-budget", type=float, default=6.0,
                    help="longest time for a 10,000-game sweep; beyond it a smaller one is extrapolated")
    ap.add_argument("--strength", action="store_true",
                    help="also play the search bot's strength table (200 games per pairing: 1-2 CPU-hours)")
    ap.add_argument("--strength-games", type=int, default=200,
                    help="two-player games per pairing in the strength table (with --strength)")
    args = ap.parse_args(argv)
    games = args.games or [g for g in rulekit.available() if g in rulekit.GAMES]
    import chess

    print(f"rulekit {rulekit.__version__} bench  ·  Python {platform.python_version()}  ·  "
          f"python-chess {chess.__version__}  ·  {os.cpu_count()} cores  ·  games: {', '.join(games)}")

    print(f"\n== Random play through the public contract (legal_actions + apply), one core, CPU time, "
          f"new games; median of {args.rounds} interleaved rounds of {args.seconds:g} s ==")
    rounds = interleaved_playouts(games, args.seconds, args.rounds)
    print(format_playouts(rounds, games))
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
                rows += sweeps.measure_all([game], seconds=min(2 * args.seconds, 1.0),
                                          budget_s=args.sweep_budget)
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

    if not args.strength:
        print("\n(the search bot's strength table is played with --strength: "
              "make bench BENCH_ARGS=--strength)")
    elif args.strength_games > 0 and (HERE / "strength.py").exists():
        import strength

        n = args.strength_games
        print(f"\n== Search bot strength (tests/benchmarks/strength.py; {n} games per pairing) ==")
        print(strength.format_table(strength.measure(games, n, os.cpu_count() or 1)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
