"""Practice positions differ visibly between seeds and between questions.

A class practising with seeds 1 and 2 side by side should not see the same board twice: the
built positions are recoloured (Golden Ankh), moved along the course (El Dorado), taken from another
starting position (Elfengold) or dealt anew (Fertility) by the seed.
"""
from __future__ import annotations

import itertools
from typing import Any

import pytest

from rulekit import practice


def visible(game: str, state: Any) -> Any:
    """What a question is built around: P1's tiles, the pieces, the boots, roads and gold, the board."""
    if game == "golden_ankh":
        return tuple(sorted(state.ground[0].items()))
    if game == "el_dorado":
        return tuple(state.pieces)
    if game == "elfengold":
        return tuple(state.boots), str(state.roads), tuple(state.gold), state.current_player
    return str(state.board)


GAMES = ("golden_ankh", "el_dorado", "fertility", "elfengold")


@pytest.mark.parametrize("game", GAMES)
def test_two_seeds_give_different_positions(game: str) -> None:
    """Misreading by misreading, seed 1's and seed 2's first positions look different."""
    differ = total = 0
    for m in practice.misreadings(game):
        if m.positions is None:
            continue
        a = next(iter(m.positions(1)), None)
        b = next(iter(m.positions(2)), None)
        if a is None or b is None:
            continue
        total += 1
        differ += visible(game, a) != visible(game, b)
    assert total and differ == total, f"{game}: {total - differ} of {total} misreadings repeat a position"


@pytest.mark.parametrize("game", GAMES)
def test_questions_in_a_row_show_different_positions(game: str) -> None:
    qs = list(itertools.islice(practice.questions(game, seed=1), 12))
    seen = [visible(game, q.state) for q in qs]
    assert all(x != y for x, y in itertools.pairwise(seen)), game
    assert len(set(map(repr, seen))) >= 8, game
