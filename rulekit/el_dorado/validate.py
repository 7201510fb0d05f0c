"""Whether a position could arise in play: the checks run on loading a save, reading a position and
setting up, never on each action.

:func:`check_state` refuses a state no game can reach with an :class:`~rulekit.core.InvalidState`
naming the field and the rule (in English and Korean): every card in exactly one place, pieces on
spaces a piece can stand on, the turn and round counters and the end flags consistent with each
other.  :func:`check_action` is the first check of an action built by hand (not read from text):
every field of the kind and form the notation writes.

>>> from rulekit import el_dorado as ed
>>> s = ed.new_game(players=2, seed=1)
>>> check_state(s)
>>> s.turn = 5
>>> try:
...     check_state(s)
... except ValueError as exc:
...     print(type(exc).__name__, exc)
InvalidState state.turn: 5 turns are done, but round 0 and P1 to play mean 0 (ED.gap.turn-direction)
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..core import Action, InvalidState, Referee
from ..glossary import term
from ..i18n import josa
from .actions import Buy, Discard, Go, Move, Pay, Spend, Trash, Use
from .components import (
    CARDS,
    ELDORADO,
    MARKET_KINDS,
    STACK_SIZE,
    STARTING_DECK,
    SYMBOLS,
    TERRAIN,
    coin_halves,
)

if TYPE_CHECKING:
    from .state import ElDoradoState

# where a piece may stand: not on mountains, the city or an arrival space (a piece there goes on to
# El Dorado at once, ED.end.gate)
STANDING_KINDS = frozenset({"jungle", "river", "village", "rubble", "basecamp", "start"})
# the rounds a position may count: the simulator's largest round limit, far beyond any game played
# (ED.gap.sim-round-limit); the position notation, the editor and save files share this bound
MAX_ROUND = 10**6
_BLOCKADE = term("el_dorado", "blockade").ko
#: The Korean names of the spaces a piece may not stand on (the glossary's words).
_KO_KIND = {"mountain": term("el_dorado", "mountain").ko, "end": term("el_dorado", "arrival-space").ko,
            "eldorado": f"{term('el_dorado', 'eldorado').ko} 그림", "blockade": _BLOCKADE}


def _bad(field: str, en: str, ko: str) -> InvalidState:
    return InvalidState(f"{field}: {en}", f"{field}: {ko}", field=field)


def check_state(s: ElDoradoState) -> None:
    """Refuse a state that no game can reach (:class:`~rulekit.core.InvalidState`, naming the field)."""
    _check_cards(s)
    _check_pieces(s)
    _check_counters(s)
    _check_turn_fields(s)


def _check_cards(s: ElDoradoState) -> None:
    n = s.num_players
    total: Counter = Counter()
    for p in range(n):
        total.update(s.draws[p])
        total.update(s.hands[p])
        total.update(s.discards[p])
        total.update(s.removed[p])
    total.update(card for card, _ in s.played)
    for stack in s.market:
        if stack:
            total[stack[0]] += stack[1]
    for code, k in s.reserve:
        total[code] += k
    expected = Counter({code: STACK_SIZE for code in MARKET_KINDS})
    for code in STARTING_DECK:
        expected[code] += n
    if total != expected:
        diff = ", ".join(f"{c} {total[c] - expected[c]:+d}" for c in sorted(set(total) | set(expected))
                         if total[c] != expected[c])
        raise _bad("state.cards", f"card counts do not add up: {diff} (every card is in one place: "
                                  "ED.setup.player-kit, ED.setup.market-board)",
                   f"카드 수가 맞지 않습니다: {diff} (카드는 모두 한 곳에만 있습니다: "
                   "ED.setup.player-kit, ED.setup.market-board)")
    deck = Counter(STARTING_DECK)
    for p in range(n):     # starting cards never change hands: each player keeps their own kit
        mine = Counter(c for c in s.draws[p] + s.hands[p] + s.discards[p] + s.removed[p] if c in deck)
        if p == s.current_player:
            mine.update(c for c, _ in s.played if c in deck)
        if mine != deck:
            diff = ", ".join(f"{c} {mine[c] - deck[c]:+d}" for c in sorted(deck) if mine[c] != deck[c])
            raise _bad("state.cards", f"P{p + 1} holds other starting cards than their own starting deck: "
                                      f"{diff} (ED.setup.player-kit)",
                       f"P{p + 1}의 시작 카드가 자기 시작 덱과 다릅니다: {diff} (ED.setup.player-kit)")
    stacks = [st[0] for st in s.market if st] + [st[0] for st in s.reserve]
    if len(stacks) != len(set(stacks)):
        raise _bad("state.market", "a card kind lies in two market stacks (ED.setup.market-reserve)",
                   "한 종류의 카드가 시장 묶음 두 곳에 있습니다 (ED.setup.market-reserve)")
    for p in range(n):
        if p == s.current_player:
            continue
        if len(s.hands[p]) < 4 and (s.draws[p] or s.discards[p]):
            raise _bad(f"state.hands[{p}]", "a player who is not to play holds 4 cards while any are left to "
                                            "draw (ED.turn.draw)",
                       "차례가 아닌 플레이어는 뽑을 카드가 남아 있는 한 카드 4장을 들고 있습니다 "
                       "(ED.turn.draw)")


def _check_pieces(s: ElDoradoState) -> None:
    course = s.course
    seen: dict[str, int] = {}
    for p, ps in enumerate(s.pieces):
        for i, h in enumerate(ps):
            f = f"state.pieces[{p}]" if len(ps) == 1 else f"state.pieces[{p}][{i}]"
            if h == ELDORADO:
                continue
            if h not in course.terrain:
                raise _bad(f, f"{h!r} is not a space of course {course.id} (ED.gap.path)",
                           f"{josa(repr(h), '은')} 경로 {course.id}에 없는 칸입니다 (ED.gap.path)")
            kind = TERRAIN[course.terrain[h]].kind
            if kind not in STANDING_KINDS:
                rule = "ED.end.gate" if kind == "end" else "ED.move.blocked"
                raise _bad(f, f"no piece stands on {h}, a {kind} space ({rule})",
                           f"{josa(h, '은')} {_KO_KIND.get(kind, kind)} 칸이라 말이 설 수 없습니다 ({rule})")
            if h in seen:
                raise _bad(f, f"two pieces stand on {h} (ED.move.blocked)",
                           f"{h} 칸에 말 두 개가 서 있습니다 (ED.move.blocked)")
            seen[h] = p
    _check_behind_blockades(s)


def _open_region(s: ElDoradoState, open_slots: frozenset[int]) -> set[str]:
    """The spaces a piece can reach from the start spaces, crossing only open seams and never a mountain."""
    course = s.course
    region = set(course.start)
    todo = list(course.start)
    while todo:
        here = todo.pop()
        for there, slot in course.adjacent[here].items():
            if there in region or TERRAIN[course.terrain[there]].kind == "mountain":
                continue
            if slot >= 0 and slot not in open_slots:
                continue
            region.add(there)
            todo.append(there)
    return region


def _check_behind_blockades(s: ElDoradoState) -> None:
    # A blockade closes its seam until someone breaks it (ED.gap.blockade-closed), so no piece can stand
    # beyond a seam whose blockade still lies there.
    broken = frozenset(k for k, who in enumerate(s.broken) if who >= 0)
    region = _open_region(s, broken)
    for p, ps in enumerate(s.pieces):
        for i, h in enumerate(ps):
            if h == ELDORADO or h in region:
                continue
            f = f"state.pieces[{p}]" if len(ps) == 1 else f"state.pieces[{p}][{i}]"
            closed = [k for k in range(len(s.course.seams)) if k not in broken]
            every = frozenset(range(len(s.course.seams)))
            # name the first unbroken blockade the piece could not have passed without breaking it
            in_way = [k for k in closed if h not in _open_region(s, every - {k})]
            slot = in_way[0] if in_way else -1
            where = f"blockade b{slot}" if slot >= 0 else "a blockade"
            where_ko = f"{_BLOCKADE} b{slot}" if slot >= 0 else _BLOCKADE
            raise _bad(f, f"a piece stands on {h}, beyond {where}, which nobody has broken yet "
                          "(ED.gap.blockade-closed)",
                       f"{h} 칸의 말은 아직 아무도 돌파하지 않은 {where_ko} 너머에 있습니다. "
                       f"{josa(_BLOCKADE, '은')} 돌파하기 전까지 길을 막습니다 (ED.gap.blockade-closed)")


def _arrived(s: ElDoradoState, p: int) -> bool:
    return all(h == ELDORADO for h in s.pieces[p])


def _check_counters(s: ElDoradoState) -> None:
    n = s.num_players
    sp, cp = s.start_player, s.current_player
    if not 0 <= s.round <= MAX_ROUND:
        raise _bad("state.round", f"{s.round} rounds: a position counts 0 to {MAX_ROUND} rounds played "
                                  "(ED.gap.sim-round-limit)",
                   f"끝난 라운드 {s.round}: 포지션의 라운드 수는 0부터 {MAX_ROUND}까지입니다 "
                   "(ED.gap.sim-round-limit)")
    arrived = any(_arrived(s, p) for p in range(n))
    if arrived != s.final_round:
        if arrived:
            raise _bad("state.final_round",
                       "a player has arrived, so the final round has begun (ED.end.last-round)",
                       "도착한 플레이어가 있으니 마지막 라운드가 시작되었습니다 (ED.end.last-round)")
        raise _bad("state.final_round",
                   "the final round begins only when a player arrives (ED.end.last-round)",
                   "마지막 라운드는 누군가 도착해야 시작됩니다 (ED.end.last-round)")
    limit = s.max_rounds
    if s.stopped and not (s.over and limit is not None and s.round == limit and not s.final_round):
        raise _bad("state.stopped", "only the simulator's round limit stops a game, when that round is "
                                    "complete and nobody has arrived (ED.gap.sim-round-limit)",
                   "시뮬레이터의 라운드 제한만 게임을 멈춥니다: 그 라운드가 끝났고 아무도 도착하지 않았을 때 "
                   "(ED.gap.sim-round-limit)")
    if s.over and not s.stopped and not s.final_round:
        raise _bad("state.over", "the game ends after the final round, once a player has arrived "
                                 "(ED.end.round-complete)",
                   "게임은 누군가 도착한 뒤 마지막 라운드가 끝나야 끝납니다 (ED.end.round-complete)")
    if s.max_rounds is not None and not s.over and s.round >= s.max_rounds:
        raise _bad("state.round", f"the round limit {s.max_rounds} ends the game (ED.gap.sim-round-limit)",
                   f"라운드 제한 {s.max_rounds}에 이르면 게임이 끝납니다 (ED.gap.sim-round-limit)")
    if s.over:
        want = s.round * n
        last = (sp + n - 1) % n
        if cp != last or s.turn != want:
            raise _bad("state.turn",
                       f"a game ends after the last player of a round (P{last + 1}) has played: "
                       f"{want} turns in {s.round} rounds, not {s.turn} with P{cp + 1} "
                       "(ED.end.round-complete)",
                       f"게임은 라운드의 마지막 플레이어(P{last + 1})가 차례를 마치면 끝납니다: "
                       f"{s.round}라운드면 {want}번의 차례입니다 ({s.turn}번, P{cp + 1}이 아니라, "
                       "ED.end.round-complete)")
    else:
        want = s.round * n + (cp - sp) % n
        if s.turn != want:
            raise _bad("state.turn", f"{s.turn} turns are done, but round {s.round} and P{cp + 1} to play "
                                     f"mean {want} (ED.gap.turn-direction)",
                       f"끝난 차례가 {s.turn}번이지만, {s.round}라운드에 P{cp + 1}의 차례라면 {want}번이어야 "
                       "합니다 (ED.gap.turn-direction)")


def _check_turn_fields(s: ElDoradoState) -> None:
    if s.phase == "discard" and (s.played or s.active or s.pending_trash):
        raise _bad("state.phase", "in phase 2 the play area is empty (ED.turn.discard-played)",
                   "2단계에서는 낸 카드가 모두 치워져 있습니다 (ED.turn.discard-played)")
    if s.bought and not s.buying:
        raise _bad("state.bought",
                   "a card is bought only after cards are played for buying (ED.gap.move-then-buy)",
                   "카드는 구매용으로 카드를 낸 뒤에만 삽니다 (ED.gap.move-then-buy)")
    if s.budget and not s.buying:
        raise _bad("state.budget", "coins are counted only while buying (ED.buy.total)",
                   "동전은 카드를 살 때만 셉니다 (ED.buy.total)")
    if s.buying and not (s.budget or s.bought):
        raise _bad("state.buying", "buying begins with a card played for coins, and every card counts at "
                                   "least ½ coin until a card is bought (ED.buy.half-coin)",
                   "구매는 코인으로 카드를 내면서 시작하고, 카드를 사기 전까지 낸 카드는 적어도 ½코인입니다 "
                   "(ED.buy.half-coin)")
    p = s.current_player
    owned = s.draws[p] + s.hands[p] + s.discards[p] + s.removed[p] + tuple(c for c, _ in s.played)
    every = sum(max(coin_halves(CARDS[c], "coin"), 1) for c in owned)
    if s.budget > every:   # in phase 2 too: the coins counted come from the player's own cards
        raise _bad("state.budget", f"{s.budget} half-coins are more than all of P{p + 1}'s cards can give "
                                   f"({every}, ED.buy.total)",
                   f"반 동전 {s.budget}개는 P{p + 1}의 카드를 모두 내도 만들 수 없습니다 "
                   f"({every}, ED.buy.total)")
    most = sum(max(coin_halves(CARDS[c], "coin"), 1) for c, _ in s.played)
    if s.phase == "play" and s.budget > most:
        raise _bad("state.budget", f"{s.budget} half-coins are more than the cards played can give ({most}, "
                                   "ED.buy.total)",
                   f"반 동전 {s.budget}개는 낸 카드로 만들 수 있는 것({most})보다 많습니다 (ED.buy.total)")
    if s.active is not None:
        card, symbol, left, _ = s.active
        if card not in [c for c, _ in s.played] or left >= max(CARDS[card].power, 1):
            raise _bad("state.active",
                       "the leftover power belongs to a card just played and is less than its power "
                       "(ED.move.leftover-power)",
                       "남은 파워는 방금 낸 카드의 것이며 그 카드의 파워보다 작습니다 "
                       "(ED.move.leftover-power)")


# ------------------------------------------------------------------ actions built by hand


def _fail(ref: Referee, rule: str, field: str, want_en: str, want_ko: str, v: object) -> None:
    shown = repr(v)[:30]
    ref.fail(rule, f"{field} must be {want_en}, not {shown}",
             f"{josa(field, '은')} {want_ko}이어야 합니다. 받은 값: {shown}")


def _card(ref: Referee, v: object, field: str = "card") -> None:
    if not (isinstance(v, str) and v in CARDS):
        _fail(ref, "ED.setup.player-kit", field, "a card code (" + ", ".join(CARDS) + ")",
              "카드 기호(" + ", ".join(CARDS) + ")", v)


def _place(ref: Referee, v: object) -> None:
    if not (isinstance(v, str) and 0 < len(v) <= 8):
        _fail(ref, "ED.gap.path", "place", "a space label (C12) or a blockade (b1)",
              "칸 이름(C12)이나 봉쇄(b1)", v)


def _piece(ref: Referee, v: object) -> None:
    if not (isinstance(v, int) and not isinstance(v, bool)):
        _fail(ref, "ED.gap.two-player-cards", "piece", "0 or 1 (the 1st or 2nd piece)",
              "0이나 1(첫째 또는 둘째 말)", v)


def check_action(a: Action, ref: Referee) -> None:
    """The fields of an action are of the kinds the notation writes (a hand-built action may not be).

    Only a failure is recorded, so :func:`~rulekit.core.explain` lists the rules, not the field checks.
    """
    if isinstance(a, Move):
        _card(ref, a.card)
        _place(ref, a.place)
        if a.joker is not None and a.joker not in SYMBOLS:
            _fail(ref, "ED.card.joker", "joker", "None or machete, paddle, coin",
                  "None 또는 machete, paddle, coin", a.joker)
        _piece(ref, a.piece)
    elif isinstance(a, Go):
        _place(ref, a.place)
    elif isinstance(a, Pay):
        if not (isinstance(a.cards, tuple) and 0 < len(a.cards) <= 8):
            _fail(ref, "ED.move.rubble", "cards", "a tuple of 1 to 8 card codes", "카드 기호 1~8개의 튜플",
                  a.cards)
        for c in a.cards:
            _card(ref, c, "cards")
        _place(ref, a.place)
        _piece(ref, a.piece)
    elif isinstance(a, Use):
        _card(ref, a.card)
        if a.take is not None:
            _card(ref, a.take, "take")
    elif isinstance(a, Trash | Buy | Discard):
        _card(ref, a.card)
    elif isinstance(a, Spend):
        _card(ref, a.card)
        if not isinstance(a.coin, bool):
            _fail(ref, "ED.card.joker", "coin", "True or False", "True 또는 False", a.coin)
