"""Phase 7 — end of round, and the end of the game.

Every board tile goes back to the pool (EG.endround.clear-board); a player with more than
2 unused tiles chooses which (at most 2) to keep (EG.endround.keep-two,
EG.gap.keep-two-status); with the hand-limit option a player over the limit discards
one card at a time (EG.base.hand-limit).  Then the round card advances, the start player
moves on, and the game ends after round 6 or after the round in which someone took all
20 town markers (EG.end.after-six, EG.end.all-towns).
"""
from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ..core import Referee
from ..glossary import term
from .actions import Discard, Keep, _sort_tiles
from .components import kind_name

if TYPE_CHECKING:
    from ..tally import Tally
    from .state import ElfengoldState

#: The Korean name of the score (EG.end.most-towns), the glossary's word for a town put in a phrase.
TOWNS_KO = f"방문한 {term('elfengold', 'town').ko}"

DISCARDS = {k: Discard(k) for k in "PECUTDRW"}


def needs_keep(s: ElfengoldState, p: int) -> bool:
    return len(s.supply[p]) > s.comp["keep_tiles"]


def needs_discard(s: ElfengoldState, p: int) -> bool:
    return bool(s.opts["hand_limit"]) and len(s.hands[p]) > s.opts["hand_limit"]


def check(s: ElfengoldState, a: Keep | Discard, ref: Referee) -> None:
    p = s.current_player
    if isinstance(a, Keep):
        ref.require(needs_keep(s, p), "EG.endround.keep-two",
                    "only a player holding more than 2 unused tiles chooses which to keep",
                    "사용하지 않은 타일이 2개를 넘는 플레이어만 남길 타일을 고릅니다")
        ref.require(len(a.tiles) <= s.comp["keep_tiles"], "EG.endround.keep-two",
                    "keep at most 2 unused tiles", "사용하지 않은 타일은 2개까지만 남길 수 있습니다")
        held = s.supply[p]
        ref.require(all(held.count(t) >= a.tiles.count(t) for t in set(a.tiles)), "EG.gap.keep-two-status",
                    f"the kept tiles must be among yours, face up (upper case) or down (lower case): {held}",
                    f"남길 타일은 자기 타일 중에서 앞면(대문자)/뒷면(소문자) 그대로 골라야 합니다: {held}")
    else:
        ref.require(needs_discard(s, p) and not needs_keep(s, p), "EG.base.hand-limit",
                    f"with the hand-limit option a player over {s.opts['hand_limit']} cards discards",
                    f"손 카드 제한 옵션에서 {s.opts['hand_limit']}장을 넘는 플레이어만 버립니다")
        card_en, card_ko = kind_name(a.card, card=True)
        ref.require(a.card in s.hands[p], "EG.base.hand-limit",
                    f"you must hold the {card_en} card you discard",
                    f"버리는 {card_ko} 카드를 가지고 있어야 합니다")


def legal(s: ElfengoldState) -> list:
    p = s.current_player
    if needs_keep(s, p):
        held = s.supply[p]
        options = {""}
        for k in range(1, s.comp["keep_tiles"] + 1):
            options.update(_sort_tiles("".join(c)) for c in combinations(held, k))
        return [Keep(t) for t in sorted(options, key=lambda t: (len(t), t))]
    return [DISCARDS[k] for k in sorted(set(s.hands[p]), key="PECUTDRW".index)]


def perform(s: ElfengoldState, a: Keep | Discard) -> None:
    p = s.current_player
    if isinstance(a, Keep):
        back = s.supply[p]
        for t in a.tiles:
            back = back.replace(t, "", 1)
        s.supply = s.with_item(s.supply, p, a.tiles)
        s.pool += back.upper()
    else:
        s.hands = s.with_item(s.hands, p, s.hands[p].replace(a.card, "", 1))
        s.discard += a.card


def clear_board(s: ElfengoldState) -> None:
    """Every tile on the board goes back to the pool (EG.endround.clear-board)."""
    s.pool += "".join(s.roads)
    s.roads = ("",) * len(s.roads)


def tally(s: ElfengoldState) -> Tally:
    """Who wins, by the rulebook's order: most towns visited (EG.end.most-towns; with the destination
    variant, minus the roads still to the destination: EG.gap.destination-scoring), then more gold
    (EG.end.tie-gold); still tied, a shared win (EG.gap.final-tie).  Before the end it says who would
    win if the game ended here (``tally.over`` is False).

    >>> from rulekit import elfengold as eg
    >>> s = eg.from_position("round=6 phase=over | P1@Beata gold=9 towns=Beata,Virst "
    ...                      "| P2@Virst gold=14 towns=Beata,Virst")
    >>> t = tally(s)
    >>> t.winners, t.decided_by, t.value(1, "towns"), t.value(1, "gold")
    ([1], 'EG.end.tie-gold', 2, 14)
    """
    from ..tally import Column, Tally

    n = s.num_players
    sc = s.score()
    dest = bool(s.opts["destination"])
    columns = (
        Column("towns", "EG.gap.destination-scoring" if dest else "EG.end.most-towns",
               "towns visited" + (" − roads to go" if dest else ""),
               TOWNS_KO + (" − 남은 길" if dest else "")),
        Column("gold", "EG.end.tie-gold", "gold", term("elfengold", "gold").ko),
    )
    values = {p: {"towns": sc[p].total, "gold": s.gold[p]} for p in range(n)}
    best = max(sc[p].total for p in range(n))
    top = [p for p in range(n) if sc[p].total == best]
    over = s.is_over
    if len(top) == 1:
        p = top[0]
        rule = columns[0].rule
        return Tally("elfengold", columns, values, top, rule,
                     f"P{p + 1} has visited the most towns ({best}) ({rule})",
                     f"P{p + 1}의 승리: 가장 많은 도시({best}곳)를 방문했습니다 ({rule})", over)
    rich = max(s.gold[p] for p in top)
    won = [p for p in top if s.gold[p] == rich]
    tied = ", ".join(f"P{p + 1}" for p in top)
    if len(won) == 1:
        return Tally("elfengold", columns, values, won, "EG.end.tie-gold",
                     f"{tied} have visited {best} towns each; P{won[0] + 1} has the most gold ({rich}) "
                     "(EG.end.tie-gold)",
                     f"{tied} 모두 도시 {best}곳을 방문했습니다. 금화가 가장 많은 P{won[0] + 1}의 승리 "
                     f"({rich}골드, EG.end.tie-gold)", over)
    names = ", ".join(f"P{p + 1}" for p in won)
    return Tally("elfengold", columns, values, won, "EG.gap.final-tie",
                 f"{names} have visited {best} towns each and hold {rich} gold each: a shared win "
                 "(EG.gap.final-tie)",
                 f"{names} 모두 방문한 도시({best}곳)도 금화({rich}골드)도 같습니다: 공동 승리 "
                 "(EG.gap.final-tie)", over)
