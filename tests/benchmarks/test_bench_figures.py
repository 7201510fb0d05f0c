"""The bench's bookkeeping: which decisions are timed, and how rounds become medians and verdicts."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import run  # noqa: E402
import strength  # noqa: E402


class _Legal:
    def __init__(self, n: int) -> None:
        self.n = n

    def legal_actions(self) -> list[int]:
        return list(range(self.n))


class _PlannerBot:
    """Searches on even-sized choices only, as a search bot that leaves some decisions to a quick bot."""

    name = "fake"

    def _search(self, state: Any) -> int:
        return 0

    def choose(self, state: Any, rng: Any) -> int:
        if state.n > 1 and state.n % 2 == 0:
            return self._search(state)
        return 0


class _NoSearchBot:
    name = "plain"

    def choose(self, state: Any, rng: Any) -> int:
        return 0


def test_only_decisions_where_the_search_ran_are_timed() -> None:
    timed = strength._Timed(_PlannerBot())
    for n in (1, 2, 3, 4, 5, 6):  # forced, searched, quick, searched, quick, searched
        timed.choose(_Legal(n), None)
    assert timed.counts_searches
    assert len(timed.times) == 3
    assert timed.unsearched == 2


def test_a_bot_without_a_search_step_is_timed_on_every_choice() -> None:
    timed = strength._Timed(_NoSearchBot())
    for n in (1, 2, 3):
        timed.choose(_Legal(n), None)
    assert not timed.counts_searches
    assert (len(timed.times), timed.unsearched) == (2, 0)


def _round(chess: float, actions: float, turns: float) -> dict[str, Any]:
    game = {"players": 2, "actions_per_s": actions, "turns_per_s": turns, "games_per_s": 1.0,
            "actions_per_game": 100.0, "turns_per_game": 30.0, "cut": 0, "stopped": 0, "games": 3,
            "options": {}}
    return {"chess": {"plies_per_s": chess, "plies_per_game": 300.0}, "g": game}


def test_playout_table_takes_medians_and_gives_a_verdict_per_turn() -> None:
    # One round under load (chess slowed to 5,000) must not move the medians.
    rounds = [_round(20_000, 40_000, 12_000), _round(5_000, 39_000, 11_000), _round(21_000, 41_000, 12_500)]
    table = run.format_playouts(rounds, ["g"])
    assert "20,000 plies/s (median; rounds 5,000-21,000" in table
    row = next(line for line in table.splitlines() if line.startswith("g "))
    assert "2.00x" in row and "met" in row  # per action: ratios 2.0, 7.8, 1.95 -> median 2.0
    assert "0.60x" in row and "NOT met" in row  # per turn: 0.6, 2.2, 0.595 -> median 0.6
