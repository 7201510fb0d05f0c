"""Helpers for the Golden Ankh tests: build exact positions and play action lists."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rulekit import golden_ankh as ga
from rulekit.golden_ankh.state import GoldenAnkhState


def arrange(
    state: GoldenAnkhState,
    *,
    market: Sequence[int | None] | None = None,
    stacks: tuple[Sequence[int], Sequence[int]] | None = None,
    current: int | None = None,
    basic_done: bool | None = None,
    ankh_budget: int | None = None,
) -> GoldenAnkhState:
    """A copy of ``state`` with the market and stacks set exactly (top of a stack = last item).

    Tiles not in a layout, the market or the stacks are put out of the game, so every tile is still
    somewhere exactly once (``validate`` passes).
    """
    s = state._copy()
    if market is not None:
        s.market = tuple(market)
    if stacks is not None:
        s.stacks = (tuple(stacks[0]), tuple(stacks[1]))
    if market is not None or stacks is not None:
        used = {t for t in s.market if t is not None} | set(s.stacks[0]) | set(s.stacks[1])
        for p in range(s.num_players):
            used |= set(s.ground[p].values()) | set(s.upper[p].values())
        s.removed = tuple(t for t in range(len(s.comp.tiles)) if t not in used)
    if current is not None:
        s.current_player = current
        s.ankh_budget = s.hands[current][s.comp.ankh]
    if basic_done is not None:
        s.basic_done = basic_done
    if ankh_budget is not None:
        s.ankh_budget = ankh_budget
    s.__dict__.pop("_legal_cache", None)
    s.validate()
    return s


def free_tiles(state: GoldenAnkhState, code: str | None = None) -> list[int]:
    """Ids of tiles in the stacks (optionally of one code), in a stable order."""
    ids = sorted(state.stacks[0] + state.stacks[1])
    if code is None:
        return ids
    return [t for t in ids if state.comp.tiles[t].code == code]


def play(state: GoldenAnkhState, *actions: str) -> GoldenAnkhState:
    for a in actions:
        state = state.apply(a)
    return state


def play_all(state: GoldenAnkhState, actions: Iterable[str]) -> list[GoldenAnkhState]:
    out = [state]
    for a in actions:
        out.append(out[-1].apply(a))
    return out


def codes(state: GoldenAnkhState, ids: Iterable[int | None]) -> list[str]:
    return ["_" if t is None else state.comp.tiles[t].code for t in ids]


def position(players: int = 2, seed: int = 0, **kw) -> GoldenAnkhState:
    return ga.setup(players=players, seed=seed, **kw)
