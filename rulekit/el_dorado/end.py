"""The end of the game and the winner (종료와 동점 처리).

Entering an arrival space moves the piece at once to El Dorado (ED.end.gate)
and starts the final round (ED.end.last-round); with 2 players only the second
piece's arrival does (ED.gap.two-player-trigger).  The game ends when the last
player of that round has finished their turn (:mod:`.turn`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Score
from .components import BLOCKADES, ELDORADO

if TYPE_CHECKING:
    from .state import ElDoradoState


def arrive(s: ElDoradoState, player: int, piece: int) -> None:
    """A piece entered an arrival space: it goes to El Dorado; maybe the final round begins."""
    ps = list(s.pieces[player])
    ps[piece] = ELDORADO
    s.pieces[player] = tuple(ps)
    if has_arrived(s, player):
        s.final_round = True


def has_arrived(s: ElDoradoState, player: int) -> bool:
    """A player has arrived when all their pieces are in El Dorado (ED.end.two-player-arrival)."""
    return all(h == ELDORADO for h in s.pieces[player])


def tie_break(s: ElDoradoState, player: int) -> tuple[int, int]:
    """(number of blockade tokens, power of the strongest one) — ED.gap.tie-break."""
    tokens = s.tokens(player)
    return (len(tokens), max((BLOCKADES[t].power for t in tokens), default=0))


def winners(s: ElDoradoState) -> list[int]:
    """The winners once the game is over: a sole arrival, else the tie-break; none if stopped early."""
    if not s.over:
        return []
    arrived = [p for p in range(s.num_players) if has_arrived(s, p)]
    if not arrived:
        return []
    best = max(tie_break(s, p) for p in arrived)
    return [p for p in arrived if tie_break(s, p) == best]


def score(s: ElDoradoState) -> dict[int, Score]:
    """A breakdown that orders players as the end rules do.

    ``El Dorado`` (100 when arrived) outweighs ``blockades`` (10 per token),
    which outweighs ``strongest blockade`` (its power), so the highest total
    among the arrived players is the winner (ED.end.sole-winner, ED.gap.tie-break).
    """
    out = {}
    for p in range(s.num_players):
        count, best = tie_break(s, p)
        out[p] = Score.of({"El Dorado": 100 * has_arrived(s, p), "blockades": 10 * count,
                           "strongest blockade": best})
    return out
