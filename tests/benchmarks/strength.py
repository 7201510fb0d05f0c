"""Strength of the search bot: two-player games of ``mcts`` (default budget) against the other bots.

``python tests/benchmarks/strength.py [--strength-games N] [--workers W] [game ...]`` plays, per game,
``N`` two-player games (default 200) of ``mcts`` against ``greedy`` and against the game's own best bot
(``builder`` for Golden Ankh, ``racer`` for El Dorado), seats alternated (``mcts`` moves first in the
even games), spread over a process pool; it prints the search bot's share of wins (a shared win counts
as its share; a game stopped by a round limit counts as not won) with a 95% Wilson interval, and the
CPU time of its decisions (mean and max of the decisions where its search ran, on one core: forced
moves and the decisions a game leaves to a quick bot without a search, such as El Dorado's planner's
purchases, are not averaged in).

Goals: at most 0.25 s of CPU per searched decision (mean; the 99th percentile, the max and the count of
decisions over 0.25 s are printed beside it), and at least
70% of the games won against each opponent.  These are figures to read, not assertions.
"""
from __future__ import annotations

import argparse
import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from rulekit import sim  # noqa: E402
from rulekit.bots import make_bot  # noqa: E402

GAMES = ("fertility", "elfengold", "golden_ankh", "el_dorado")   # the quickest first
#: The opponents per game: greedy, and the game's own best bot where it has one.
OPPONENTS = {"golden_ankh": ("greedy", "builder"), "el_dorado": ("greedy", "racer"),
             "fertility": ("greedy",), "elfengold": ("greedy",)}
WIN_GOAL = 0.70
CPU_GOAL_S = 0.25
SEED = 2024


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``wins / n``.

    >>> lo, hi = wilson(140, 200)
    >>> round(lo, 3), round(hi, 3)
    (0.633, 0.759)
    """
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


class _Timed:
    """A bot that times the CPU of each decision where the bot it wraps ran its search.

    A search bot that leaves some decisions to a quick bot (El Dorado's planner decides purchases,
    discards and removals without a search) would look faster than it is if those decisions were
    averaged in: the wrapper counts the calls of the bot's search step and times only the decisions
    that made one.  Forced moves (one legal action) make none.  A bot without a ``_search`` step is
    timed on every decision with more than one legal action (``counts_searches`` is then False)."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.name = bot.name
        self.uses_view = True
        self.times: list[float] = []
        self.unsearched = 0  # decisions with a choice, taken without a search
        self.searches = 0
        search = getattr(bot, "_search", None)
        self.counts_searches = callable(search)
        if callable(search):
            def counted(*args: Any, **kwargs: Any) -> Any:
                self.searches += 1
                return search(*args, **kwargs)

            bot._search = counted

    def choose(self, state: Any, rng: Any) -> Any:
        choice = len(state.legal_actions()) > 1
        before = self.searches
        start = time.process_time()
        action = self.bot.choose(state, rng)
        spent = time.process_time() - start
        searched = self.searches > before if self.counts_searches else choice
        if searched:
            self.times.append(spent)
        elif choice:
            self.unsearched += 1
        return action


def play_one(game: str, opponent: str, index: int, spec: str = "mcts", seed: int = SEED) -> dict[str, Any]:
    """Game ``index`` of a match: the search bot in seat ``index % 2``; its share of the win and its times."""
    timed = _Timed(make_bot(spec, game))
    other = make_bot(opponent, game)
    seat = index % 2
    bots = [timed, other] if seat == 0 else [other, timed]
    state, moves = sim.play(game, 2, bots, seed=sim.game_seed(seed, index))
    finished = state.is_over and not getattr(state, "stopped", False)
    winners = state.winners() if finished else []
    share = 1.0 / len(winners) if seat in winners else 0.0
    return {"game": game, "opponent": opponent, "index": index, "seat": seat, "share": share,
            "finished": finished, "times": timed.times, "unsearched": timed.unsearched,
            "counts_searches": timed.counts_searches, "actions": len(moves)}


def _play_many(args: tuple[str, str, list[int], str, int]) -> list[dict[str, Any]]:
    game, opponent, indices, spec, seed = args
    return [play_one(game, opponent, i, spec, seed) for i in indices]


def _quantile(xs: list[float], q: float) -> float:
    """The ``q`` quantile of ``xs`` (the nearest rank; 0 for no values).

    >>> _quantile([0.1, 0.2, 0.3, 0.4], 0.5), _quantile([], 0.99)
    (0.2, 0.0)
    """
    if not xs:
        return 0.0
    ordered = sorted(xs)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def _row(game: str, opponent: str, rs: list[dict[str, Any]]) -> dict[str, Any]:
    times = [t for r in rs for t in r["times"]]
    wins = sum(r["share"] for r in rs)
    lo, hi = wilson(wins, len(rs))
    first = [r["share"] for r in rs if r["seat"] == 0]
    second = [r["share"] for r in rs if r["seat"] == 1]
    return {
        "game": game, "opponent": opponent, "games": len(rs), "wins": wins,
        "rate": wins / len(rs) if rs else 0.0, "low": lo, "high": hi,
        "first": sum(first) / max(1, len(first)), "second": sum(second) / max(1, len(second)),
        "unfinished": sum(not r["finished"] for r in rs),
        "decisions": len(times), "unsearched": sum(r["unsearched"] for r in rs),
        "counts_searches": all(r["counts_searches"] for r in rs), "mean_s": sum(times) / max(1, len(times)),
        "max_s": max(times, default=0.0), "p99_s": _quantile(times, 0.99),
        "over_s": sum(t > CPU_GOAL_S for t in times),
    }


def measure(games: list[str], n: int, workers: int, spec: str = "mcts", seed: int = SEED,
            progress: bool = False, partial: str | None = None) -> list[dict[str, Any]]:
    """One row per game and opponent: games, the search bot's wins (share), interval and CPU times.

    Games are queued in small chunks, round robin over the pairings, and with ``progress`` each row
    is printed as soon as its pairing is complete.
    ``partial``: a file rewritten after every chunk with the table of the games played so far."""
    pairings = [(g, o) for g in games for o in OPPONENTS.get(g, ("greedy",))]
    # Round robin over the pairings, two games (one per seat) at a time: a run stopped early still
    # has about as many games of every pairing, seats balanced.
    jobs = [(g, o, list(range(start, min(n, start + 2))), spec, seed)
            for start in range(0, n, 2) for g, o in pairings]
    done: dict[tuple[str, str], list[dict[str, Any]]] = {p: [] for p in pairings}
    started = time.perf_counter()

    def collect(part: list[dict[str, Any]]) -> None:
        key = (part[0]["game"], part[0]["opponent"])
        done[key] += part
        if progress and len(done[key]) == n:
            print(format_table([_row(*key, done[key])], spec, footer=False).splitlines()[-1]
                  + f"   [{time.perf_counter() - started:,.0f} s]", flush=True)
        if partial:
            rows = [_row(*p, done[p]) for p in pairings if done[p]]
            head = f"games played so far (of {n} per pairing), {time.perf_counter() - started:,.0f} s:"
            Path(partial).write_text(head + "\n" + format_table(rows, spec) + "\n")

    if workers <= 1:
        for job in jobs:
            collect(_play_many(job))
    else:
        with ProcessPoolExecutor(max_workers=workers) as ex:
            futures = [ex.submit(_play_many, job) for job in jobs]
            for future in as_completed(futures):
                collect(future.result())
    return [_row(g, o, done[(g, o)]) for g, o in pairings]


def format_table(rows: list[dict[str, Any]], spec: str = "mcts", footer: bool = True) -> str:
    """The strength table, with which goals are met."""
    lines = [f"{'game':<13}{'opponent':<10}{'games':>6}{'won':>8}{'95% interval':>16}{'as 1st':>8}"
             f"{'as 2nd':>8}{'unfin.':>7}{'CPU/decision mean':>19}{'99%':>7}{'max':>7}"
             f"{'> 0.25 s':>10}{'searched':>10}  goals"]
    for r in rows:
        win_ok = r["rate"] >= WIN_GOAL
        cpu_ok = r["mean_s"] <= CPU_GOAL_S
        win_note = "met" if win_ok else f"NOT met by {100 * (WIN_GOAL - r['rate']):.1f} points"
        cpu_note = "met" if cpu_ok else f"NOT met by {r['mean_s'] - CPU_GOAL_S:.3f} s"
        cpu_note += " (mean); 99% of decisions: " + ("met" if r["p99_s"] <= CPU_GOAL_S else "NOT met")
        interval = f"{100 * r['low']:.1f}-{100 * r['high']:.1f}%"
        lines.append(
            f"{r['game']:<13}{r['opponent']:<10}{r['games']:>6}{100 * r['rate']:>7.1f}%"
            f"{interval:>16}{100 * r['first']:>7.0f}%{100 * r['second']:>7.0f}%"
            f"{r['unfinished']:>7}{r['mean_s']:>17.3f} s{r['p99_s']:>6.2f}s{r['max_s']:>6.2f}s"
            f"{r['over_s']:>10,}{r['decisions']:>10,}"
            f"  wins >= {WIN_GOAL:.0%}: {win_note}; CPU <= {CPU_GOAL_S} s: {cpu_note}")
    if not footer:
        return "\n".join(lines)
    decisions = sum(r["decisions"] for r in rows)
    unsearched = sum(r["unsearched"] for r in rows)
    over = sum(r["over_s"] for r in rows)
    which = ("decisions where the search ran (forced moves and the "
             f"{unsearched:,} decisions left to a quick bot without a search excluded)"
             if all(r["counts_searches"] for r in rows) else
             "decisions with more than one legal action (the bot's search calls cannot be counted)")
    lines.append(f"({spec} at its default budget; CPU over the {decisions:,} {which}; "
                 f"a shared win counts as its share; {over:,} decisions took more than {CPU_GOAL_S} s)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*", help="games to measure (default: all four)")
    ap.add_argument("--strength-games", type=int, default=200, help="games per game and opponent")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes of the pool")
    ap.add_argument("--bot", default="mcts", help="the search bot's spec, e.g. mcts:iterations=300")
    ap.add_argument("--partial", help="a file kept up to date with the table of the games played so far")
    args = ap.parse_args(argv)
    games = args.games or list(GAMES)
    start = time.perf_counter()
    print(f"{args.strength_games} two-player games per pairing, seats alternated, {args.workers} processes")
    print(format_table([], args.bot, footer=False), flush=True)
    rows = measure(games, args.strength_games, args.workers, args.bot, progress=True, partial=args.partial)
    print()
    print(format_table(rows, args.bot))
    print(f"({time.perf_counter() - start:,.0f} s wall on {args.workers} processes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
