"""Phase 3 — draw face-down tiles: each player draws 2, keeps one secret and shows the other.

The two tiles are drawn for the player at the head of ``state.queue`` as soon as it is
their turn (``state.drawn``); the player's one decision is which to keep face down.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Referee
from .actions import KeepSecret

if TYPE_CHECKING:
    from .state import ElfengoldState

SECRETS = {k: KeepSecret(k) for k in "PECUTDGBXLS"}


def check(s: ElfengoldState, a: KeepSecret, ref: Referee) -> None:
    ref.require(a.tile in s.drawn, "EG.draw.one-secret",
                f"the tile kept face down must be one of the two drawn ({s.drawn})",
                f"뒤집어 둘 타일은 뽑은 두 타일({s.drawn}) 중 하나여야 합니다")


def legal(s: ElfengoldState) -> list:
    return [SECRETS[k] for k in dict.fromkeys(s.drawn)]


def draw_for_next(s: ElfengoldState) -> None:
    """Draw 2 tiles (or what is left, EG.gap.pool-empty) for the next player; skip when the pool is empty."""
    while s.queue and not s.drawn:
        k = min(2, len(s.pool))       # EG.draw.two-tiles
        if k == 0:
            s.queue = s.queue[1:]
            continue
        s.drawn = s.pool[-k:]
        s.pool = s.pool[:-k]
        s.current_player = s.queue[0]


def perform(s: ElfengoldState, a: KeepSecret) -> None:
    p = s.queue[0]
    shown = s.drawn.replace(a.tile, "", 1)
    s.add_tiles(p, a.tile.lower() + shown)
    s.drawn = ""
    s.queue = s.queue[1:]
