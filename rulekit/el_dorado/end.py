"""The end of the game and the winner (종료와 동점 처리).

Entering an arrival space moves the piece at once to El Dorado (ED.end.gate)
and starts the final round (ED.end.last-round); with 2 players only the second
piece's arrival does (ED.gap.two-player-trigger).  The game ends when the last
player of that round has finished their turn (:mod:`.turn`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Score
from ..glossary import term
from ..i18n import josa
from .components import BLOCKADES, ELDORADO

if TYPE_CHECKING:
    from ..tally import Tally
    from .state import ElDoradoState

_ELDORADO, _BLOCKADE, _POWER = (term("el_dorado", t).ko for t in ("eldorado", "blockade", "power"))
#: The Korean names of the score's parts and the tally's columns, the glossary's words put together.
ARRIVED_KO = f"{_ELDORADO} 도착"
STRONGEST_KO = f"가장 강한 {_BLOCKADE}"


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


def tally(s: ElDoradoState) -> Tally:
    """Who wins, by the rulebook's order: reached El Dorado (ED.end.sole-winner, in a 2-player game
    both pieces: ED.end.two-player-arrival), then most blockades, then the strongest one
    (ED.gap.tie-break); still tied, a shared win.  Before the end it says who would win if the game
    ended here (``tally.over`` is False).

    >>> from rulekit import el_dorado as ed
    >>> s = ed.from_position("players=3 pieces=ED,ED,B9 blockades=BJ1*1,BR2*2,BS1,BR1 final")
    >>> t = tally(s)
    >>> t.winners, t.decided_by, t.value(1, "blockades"), t.value(1, "strongest")
    ([1], 'ED.gap.tie-break', 1, 2)
    >>> t.reason("en")  # doctest: +ELLIPSIS
    'P1 and P2 reached El Dorado; P2 wins the tie-break: as many blockades, the stronger one...'
    """
    from ..tally import Column, Tally

    n = s.num_players
    arrived_rule = "ED.end.two-player-arrival" if n == 2 else "ED.end.sole-winner"
    columns = (
        Column("arrived", arrived_rule, "reached El Dorado", ARRIVED_KO, "bool"),
        Column("blockades", "ED.gap.tie-break", "blockades collected", f"모은 {_BLOCKADE}"),
        Column("strongest", "ED.gap.tie-break", "strongest blockade (power)", f"{STRONGEST_KO} ({_POWER})"),
    )
    values = {}
    for p in range(n):
        count, best = tie_break(s, p)
        values[p] = {"arrived": int(has_arrived(s, p)), "blockades": count, "strongest": best}
    arrived = [p for p in range(n) if values[p]["arrived"]]
    names = " and ".join(f"P{p + 1}" for p in arrived)
    names_ko = ", ".join(f"P{p + 1}" for p in arrived)
    over = s.over and not s.stopped
    if not arrived:
        return Tally("el_dorado", columns, values, [], "ED.end.sole-winner",
                     "nobody has reached El Dorado: nobody wins yet (ED.end.sole-winner)",
                     "아직 아무도 엘도라도에 도착하지 않았습니다: 승자가 없습니다 (ED.end.sole-winner)",
                     over, frozenset())
    if len(arrived) == 1:
        p = arrived[0]
        return Tally("el_dorado", columns, values, [p], arrived_rule,
                     f"P{p + 1} is the only player in El Dorado ({arrived_rule})",
                     f"엘도라도에 도착한 사람은 P{p + 1} 한 명뿐입니다 ({arrived_rule})", over,
                     frozenset(arrived))
    top = max(tie_break(s, p) for p in arrived)
    won = [p for p in arrived if tie_break(s, p) == top]
    counts = {tie_break(s, p)[0] for p in arrived}
    if len(won) > 1:
        en = (f"{names} reached El Dorado with as many blockades and as strong: "
              f"{' and '.join(f'P{p + 1}' for p in won)} share the win (ED.gap.tie-break)")
        ko = (f"{josa(names_ko, '이')} 엘도라도에 도착했고 봉쇄의 수와 세기가 같습니다: "
              f"{', '.join(f'P{p + 1}' for p in won)} 공동 승리 (ED.gap.tie-break)")
    elif len(counts) > 1 and sum(1 for p in arrived if tie_break(s, p)[0] == top[0]) == 1:
        en = (f"{names} reached El Dorado; P{won[0] + 1} wins the tie-break: the most blockades "
              "(ED.gap.tie-break)")
        ko = (f"{josa(names_ko, '이')} 엘도라도에 도착했습니다. 동점 처리: 봉쇄를 가장 많이 모은 "
              f"P{won[0] + 1}의 승리 (ED.gap.tie-break)")
    else:
        en = (f"{names} reached El Dorado; P{won[0] + 1} wins the tie-break: as many blockades, "
              "the stronger one (ED.gap.tie-break)")
        ko = (f"{josa(names_ko, '이')} 엘도라도에 도착했습니다. "
              "동점 처리: 봉쇄 수가 같아 더 강한 봉쇄를 가진 "
              f"P{won[0] + 1}의 승리 (ED.gap.tie-break)")
    return Tally("el_dorado", columns, values, won, "ED.gap.tie-break", en, ko, over, frozenset(arrived))
