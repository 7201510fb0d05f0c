"""Movement (이동): matching symbol and power, leftover power, rubble, base camps, blocked spaces.

A card played for movement (``Sc C12``) enters one adjacent space whose symbol
it matches with enough power; its leftover power may carry the same piece on
(``go C13``) until the player stops, plays another movement card, buys or ends
phase 1 (ED.gap.leftover-scope).  Rubble and base camps take a number of whole
cards (``pay Ex+Tr C14``).  Blockades on seams are paid the same way
(:mod:`.blockades`).
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import TYPE_CHECKING

from ..core import Referee
from ..glossary import term
from ..i18n import josa
from . import blockades, end
from .actions import Go, Move, Pay, Stop
from .components import BLOCKADES, CARDS, ELDORADO, SYMBOL_KO, SYMBOLS, TERRAIN
from .speed import course_table, hand_memo, remember

if TYPE_CHECKING:
    from .components import BlockadePiece, Course, Terrain
    from .state import ElDoradoState

NATIVE = "Na"
#: The spaces' and the blockade's names in refusals (the glossary's words).
_BLOCKADE, _RUBBLE, _BASECAMP = (term("el_dorado", t) for t in ("blockade", "rubble", "basecamp"))

# Interned actions (building the legal-action lists is the simulator's hot path).
move_action = remember(maxsize=50_000)(Move)
go_action = remember(maxsize=10_000)(Go)
pay_action = remember(maxsize=50_000)(Pay)
STOP = Stop()


# --------------------------------------------------------------------------- shared checks


def check_phase1(s: ElDoradoState, ref: Referee) -> None:
    """Cards are played in phase 1, and an action card's effect is finished first."""
    ref.require(s.phase == "play", "ED.turn.phases",
                "cards are played in phase 1 (play cards), before discarding and drawing",
                "카드는 1단계(카드 쓰기)에서 냅니다: 버리기와 뽑기 전에")
    ref.require(not s.pending_trash, "ED.card.action-timing",
                "the action card's effect is finished first: trash a card or say 'done'",
                "액션 카드의 효과를 먼저 끝내야 합니다: 카드를 제거하거나 'done'")


def check_can_move(s: ElDoradoState, ref: Referee) -> None:
    check_phase1(s, ref)
    ref.require(not s.buying, "ED.gap.move-then-buy",
                "all movement comes before buying: once a card is played for buying, no more moving",
                "이동을 모두 마친 뒤에 구매합니다: 구매에 카드를 낸 뒤에는 이동할 수 없습니다")


def check_in_hand(s: ElDoradoState, cards: tuple[str, ...], ref: Referee) -> None:
    hand = Counter(s.hands[s.current_player])
    need = Counter(cards)
    ref.require(all(hand[c] >= k for c, k in need.items()), "ED.card.one-use",
                f"the card{'s' if len(cards) > 1 else ''} {'+'.join(cards)} must be in your hand "
                "(a card is used once per turn)",
                f"{'+'.join(cards)} 카드가 손에 있어야 합니다 (카드는 한 턴에 한 번만 씁니다)")


def check_piece(s: ElDoradoState, piece: int, ref: Referee) -> str:
    """The piece a card moves; returns its space."""
    n = s.pieces_per_player
    ref.require(0 <= piece < n, "ED.gap.two-player-cards",
                "each card moves one of your pieces" + (" (p1 or p2)" if n == 2 else " (you have one piece)"),
                "카드 한 장은 자기 말 하나만 움직입니다"
                + (" (p1 또는 p2)" if n == 2 else " (말이 하나뿐입니다)"))
    pos = s.pieces[s.current_player][piece]
    ref.require(pos != ELDORADO, "ED.gap.gate-capacity",
                "the piece must still be on the map (a piece in El Dorado never moves again)",
                "말이 지도 위에 있어야 합니다 (엘도라도에 들어간 말은 다시 움직이지 않습니다)")
    return pos


def check_enter(s: ElDoradoState, pos: str, dest: str, ref: Referee, crossing_breaks: bool = False) -> None:
    """``dest`` is a space next to ``pos`` that a piece may enter (not blocked, not across a blockade)."""
    course = s.course
    ref.require(dest in course.terrain, "ED.gap.path",
                f"{dest} must be a space of this course", f"{josa(dest, '은')} 이 경로의 칸이어야 합니다")
    slot = course.adjacent[pos].get(dest)
    ref.require(slot is not None, "ED.gap.path",
                f"the next space must be next to the piece (on {pos})",
                f"다음 칸은 말이 있는 칸({pos})과 맞닿아야 합니다")
    assert slot is not None  # ref.require raised otherwise
    if not crossing_breaks:
        if slot < 0:  # no seam between the two spaces: say so rather than name a blockade b-1
            ref.require(True, "ED.gap.blockade-closed",
                        f"no unbroken blockade lies between {pos} and {dest}",
                        f"{josa(pos, '과')} {dest} 사이에 돌파하지 않은 봉쇄가 없어야 합니다")
        else:
            ref.require(s.broken[slot] >= 0, "ED.gap.blockade-closed",
                        f"no piece may cross blockade b{slot} until it is broken",
                        f"봉쇄 b{josa(slot, '은')} 돌파하기 전에는 넘을 수 없습니다")
    t = TERRAIN[course.terrain[dest]]
    ref.require(t.kind != "start", "ED.gap.start-space",
                "a starting space is never entered again", "출발 칸에는 다시 들어갈 수 없습니다")
    ref.require(t.kind not in ("mountain", "eldorado"), "ED.move.blocked",
                "no card moves a piece onto a black mountain",
                    "검정 산 칸에는 어떤 카드로도 들어갈 수 없습니다")
    ref.require(dest not in s.occupied(), "ED.move.blocked",
                f"no card moves a piece onto a space that already holds a piece ({dest})",
                f"다른 말이 이미 있는 칸({dest})에는 들어갈 수 없습니다")


def check_card_meets(card: str, joker: str | None, symbol: str, power: int, ref: Referee,
                     what: str = "space") -> str:
    """One card pays one symbol space: matching symbol (jokers declared) and enough power."""
    c = CARDS[card]
    if c.is_joker:
        ref.require(joker in SYMBOLS, "ED.card.joker",
                    "a white joker is played as machete, paddle or coin (write =m, =p or =c)",
                    "흰 조커는 마체테·노·코인 중 하나로 냅니다 (=m, =p, =c)")
        sym = joker or ""
    else:
        ref.require(joker is None, "ED.card.joker",
                    "only a white joker may be played as another symbol",
                        "흰 조커만 다른 기호로 낼 수 있습니다")
        sym = c.symbol
    ref.require(sym == symbol, "ED.move.match-symbol",
                f"the card's symbol must match the {what} ({symbol})",
                f"카드의 기호가 {_BLOCKADE.ko if what == 'blockade' else '칸'}의 기호와 같아야 합니다 "
                f"(필요한 기호: {SYMBOL_KO.get(symbol, symbol)})")
    ref.require(c.power >= power, "ED.move.power",
                f"the card's power ({c.power}) must be at least the {what}'s required power ({power})",
                f"카드의 파워({c.power})가 요구 파워({power}) 이상이어야 합니다")
    return sym


def take_from_hand(hand: tuple[str, ...], card: str) -> tuple[str, ...]:
    """The hand without one copy of ``card`` (the first one)."""
    i = hand.index(card)
    return hand[:i] + hand[i + 1:]


def _place_piece(s: ElDoradoState, piece: int, dest: str) -> None:
    p = s.current_player
    ps = list(s.pieces[p])
    ps[piece] = dest
    s.pieces[p] = tuple(ps)
    if dest in s.course.end:
        end.arrive(s, p, piece)


def destination(s: ElDoradoState, a: Move | Go | Pay) -> tuple[int, str]:
    """The piece a legal movement action moves and where it then stands, as carrying it out would
    leave it: the space entered, El Dorado for an arrival space (ED.end.gate), or where the piece
    stood for an action that breaks a blockade (the piece stays, ED.blockade.break).

    For bots that weigh every move of a turn: it reads the state and copies nothing.

    >>> from rulekit import el_dorado as ed
    >>> s = ed.new_game(players=2, seed=1)
    >>> a = next(a for a in s.legal_actions() if isinstance(a, ed.Move))
    >>> destination(s, a) == (a.piece, a.place), s.apply(a).pieces[0][a.piece] == a.place
    (True, True)
    """
    piece = s.active[3] if type(a) is Go else a.piece  # type: ignore[index,union-attr]
    if a.place[0] == "b":
        return piece, s.pieces[s.current_player][piece]
    return piece, ELDORADO if a.place in s.course.end else a.place


# --------------------------------------------------------------------------- play a card to move


def check_move(s: ElDoradoState, a: Move, ref: Referee) -> None:
    check_can_move(s, ref)
    check_in_hand(s, (a.card,), ref)
    pos = check_piece(s, a.piece, ref)
    if a.card == NATIVE:
        ref.note("ED.gap.native", "the Native moves a piece to an adjacent space ignoring its requirement",
                 "네이티브는 요구 조건을 무시하고 말을 맞닿은 칸으로 옮깁니다")
        if a.place.startswith("b"):
            blockades.check_at_seam(s, pos, a.place, ref)
        else:
            check_enter(s, pos, a.place, ref, crossing_breaks=True)
        return
    if a.place.startswith("b"):
        slot = blockades.check_at_seam(s, pos, a.place, ref)
        piece = blockades.piece_on(s, slot)
        ref.require(not piece.counts_cards, "ED.blockade.break",
                    f"a rubble blockade is paid with {piece.power} card(s): write 'pay … {a.place}'",
                    f"자갈 봉쇄는 카드 {piece.power}장으로 돌파합니다: 'pay … {a.place}'")
        check_card_meets(a.card, a.joker, piece.symbol, piece.power, ref, "blockade")
        ref.note("ED.blockade.break", "a blockade is broken like a space is entered",
                 "봉쇄는 칸에 들어가듯 돌파합니다")
        return
    check_enter(s, pos, a.place, ref)
    t = TERRAIN[s.course.terrain[a.place]]
    ref.require(t.kind != "rubble", "ED.move.rubble",
                f"a rubble space is entered by playing {t.power} card(s) of any kind: "
                f"write 'pay … {a.place}'",
                f"자갈밭은 아무 카드 {t.power}장을 내고 들어갑니다: 'pay … {a.place}'")
    ref.require(t.kind != "basecamp", "ED.move.basecamp",
                f"a base camp is entered by playing {t.power} card(s), removed from the game: "
                f"'pay … {a.place}'",
                f"주둔지는 카드 {t.power}장을 내고 들어가며 그 카드는 제거됩니다: 'pay … {a.place}'")
    check_card_meets(a.card, a.joker, t.symbol, t.power, ref)
    if s.active:
        ref.note("ED.gap.leftover-scope", "playing a new card ends the leftover power of the last one",
                 "새 카드를 내면 앞 카드의 남은 파워는 사라집니다")


def perform_move(s: ElDoradoState, a: Move) -> None:
    p = s.current_player
    s.hands[p] = take_from_hand(s.hands[p], a.card)
    card = CARDS[a.card]
    s.active = None
    if a.card == NATIVE:
        s.played = s.played + ((a.card, "discard"),)
        if a.place[0] == "b":
            blockades.break_blockade(s, int(a.place[1:]))
            return
        slot = s.course.adjacent[s.pieces[p][a.piece]][a.place]
        if slot >= 0 and s.broken[slot] < 0:
            blockades.break_blockade(s, slot)      # the Native crosses (and breaks) a blockade
        _place_piece(s, a.piece, a.place)
        return
    # An item used for its symbol has done its function and leaves the game (ED.gap.items).
    s.played = s.played + ((a.card, "remove" if card.item else "discard"),)
    symbol = a.joker or card.symbol
    if a.place[0] == "b":
        slot = int(a.place[1:])
        left = card.power - blockades.piece_on(s, slot).power
        blockades.break_blockade(s, slot)
    else:
        left = card.power - TERRAIN[s.course.terrain[a.place]].power
        _place_piece(s, a.piece, a.place)
    if left > 0 and s.pieces[p][a.piece] != ELDORADO:
        s.active = (a.card, symbol, left, a.piece)


# --------------------------------------------------------------------------- leftover power


def check_go(s: ElDoradoState, a: Go, ref: Referee) -> None:
    check_can_move(s, ref)
    ref.require(s.active is not None, "ED.gap.leftover-scope",
                "leftover power belongs to the card just played; it is gone after a stop, another card, "
                "a purchase or the end of phase 1",
                "남은 파워는 방금 낸 카드의 것입니다: 멈추거나 다른 카드를 내거나 구매하면 사라집니다")
    card, symbol, left, piece = s.active  # type: ignore[misc]
    pos = s.pieces[s.current_player][piece]
    if a.place.startswith("b"):
        slot = blockades.check_at_seam(s, pos, a.place, ref)
        bp = blockades.piece_on(s, slot)
        ref.require(not bp.counts_cards, "ED.gap.special-leftover",
                    "leftover power cannot pay a rubble blockade: it takes whole cards",
                    "남은 파워로는 자갈 봉쇄를 돌파할 수 없습니다: 카드 장수로 냅니다")
        need_sym, need = bp.symbol, bp.power
    else:
        check_enter(s, pos, a.place, ref)
        t = TERRAIN[s.course.terrain[a.place]]
        ref.require(not t.counts_cards, "ED.gap.special-leftover",
                    "leftover power cannot pay for rubble or a base camp: they take whole cards",
                    "남은 파워로는 자갈밭이나 주둔지에 들어갈 수 없습니다: 카드 장수로 냅니다")
        need_sym, need = t.symbol, t.power
    ref.require(need_sym == symbol and left >= need, "ED.move.leftover-power",
                f"the leftover power ({left} {symbol}) must match the next space's symbol ({need_sym}) "
                f"and reach its requirement ({need})",
                f"남은 파워가 다음 칸의 기호와 같고 요구 파워 이상이어야 합니다 (남은 파워: "
                f"{SYMBOL_KO.get(symbol, symbol)} {left}, "
                f"다음 칸: {SYMBOL_KO.get(need_sym, need_sym)} {need})")


def perform_go(s: ElDoradoState, a: Go) -> None:
    card, symbol, left, piece = s.active  # type: ignore[misc]
    s.active = None
    if a.place[0] == "b":
        slot = int(a.place[1:])
        left -= blockades.piece_on(s, slot).power
        blockades.break_blockade(s, slot)
    else:
        left -= TERRAIN[s.course.terrain[a.place]].power
        _place_piece(s, piece, a.place)
    if left > 0 and s.pieces[s.current_player][piece] != ELDORADO:
        s.active = (card, symbol, left, piece)


def check_stop(s: ElDoradoState, a: Stop, ref: Referee) -> None:
    check_phase1(s, ref)
    ref.require(s.active is not None, "ED.move.stop",
                "there must be a card with leftover power to stop",
                    "멈출 때는 남은 파워가 있는 카드가 있어야 합니다")


def perform_stop(s: ElDoradoState, a: Stop) -> None:
    s.active = None


# --------------------------------------------------------------------------- rubble and base camps


def check_pay(s: ElDoradoState, a: Pay, ref: Referee) -> None:
    check_can_move(s, ref)
    check_in_hand(s, a.cards, ref)
    pos = check_piece(s, a.piece, ref)
    if a.place.startswith("b"):
        slot = blockades.check_at_seam(s, pos, a.place, ref)
        bp = blockades.piece_on(s, slot)
        ref.require(bp.counts_cards, "ED.gap.no-combining",
                    "a blockade with a symbol is paid with exactly one card; powers are never added",
                    "기호가 있는 봉쇄는 카드 한 장으로만 돌파합니다: 파워를 더할 수 없습니다")
        ref.require(len(a.cards) == bp.power, "ED.blockade.break",
                    f"this rubble blockade takes exactly {bp.power} card(s)",
                    f"이 자갈 봉쇄에는 카드가 정확히 {bp.power}장 필요합니다")
        return
    check_enter(s, pos, a.place, ref)
    t = TERRAIN[s.course.terrain[a.place]]
    ref.require(t.counts_cards, "ED.gap.no-combining",
                "exactly one card pays for a jungle, river or village space; powers of cards are never added",
                "정글·강·마을 칸은 카드 한 장으로만 들어갑니다: 여러 카드의 파워를 더할 수 없습니다")
    rule = "ED.move.rubble" if t.kind == "rubble" else "ED.move.basecamp"
    name_en, name_ko = ((f"{_RUBBLE.en} space", _RUBBLE.ko) if t.kind == "rubble"
                        else (_BASECAMP.en, _BASECAMP.ko))
    ref.require(len(a.cards) == t.power, rule,
                f"this {name_en} takes exactly {t.power} card(s) of any kind",
                f"이 {name_ko}에는 아무 카드나 정확히 {t.power}장이 필요합니다")
    if t.kind == "basecamp":
        ref.note("ED.turn.basecamp-removed", "cards paid into a base camp are removed from the game",
                 "주둔지에 낸 카드는 게임에서 제거됩니다")


def perform_pay(s: ElDoradoState, a: Pay) -> None:
    p = s.current_player
    hand = s.hands[p]
    for c in a.cards:
        hand = take_from_hand(hand, c)
    s.hands[p] = hand
    s.active = None
    if a.place[0] == "b":
        s.played = s.played + tuple((c, "discard") for c in a.cards)
        blockades.break_blockade(s, int(a.place[1:]))
        return
    fate = "remove" if TERRAIN[s.course.terrain[a.place]].kind == "basecamp" else "discard"
    s.played = s.played + tuple((c, fate) for c in a.cards)
    _place_piece(s, a.piece, a.place)


# --------------------------------------------------------------------------- legal moves (the fast path)


@remember(maxsize=4096)
def _card_sets(hand: tuple[str, ...], n: int) -> tuple[tuple[str, ...], ...]:
    return tuple(sorted(set(combinations(hand, n))))


def _payers(hand: tuple[str, ...], need: Terrain | BlockadePiece) -> tuple:
    """What pays for a place whose requirement is ``need`` (a space's terrain or a blockade piece) from
    ``hand`` (sorted): N whole cards of any kind for rubble and base camps (ED.move.rubble,
    ED.move.basecamp, ED.blockade.break), as ``("pay", card combinations)``; else one card of the
    matching symbol and power (ED.move.match-symbol, ED.move.power, ED.card.joker), as
    ``("card", ((card, symbol a joker is played as, or None), ...))``.  Empty when nothing pays."""
    if need.counts_cards:
        if len(hand) >= need.power:
            return ("pay", _card_sets(hand, need.power))
        return ()
    found: list[tuple[str, str | None]] = []
    for code in sorted(set(hand)):
        c = CARDS[code]
        if c.power <= 0 or c.power < need.power:
            continue
        if c.symbol == need.symbol:
            found.append((code, None))
        elif c.symbol == "joker":
            found.append((code, need.symbol))
    return ("card", tuple(found)) if found else ()


class _Paying:
    """One way a hand can pay (a :func:`_payers` result) and its actions by place and piece, kept.

    Random play meets thousands of hands, but far fewer ways of paying: the hands that pay a space the
    same way share one of these (:func:`_paying`), so the actions for a place are made once per way
    of paying rather than once per hand.
    """

    __slots__ = ("how", "at")

    def __init__(self, how: tuple) -> None:
        self.how = how
        self.at: dict[tuple[str, int], tuple] = {}

    def actions(self, place: str, piece: int) -> tuple:
        """The actions that pay this way for ``place`` with ``piece`` (kept by :func:`_actions`)."""
        kind, found = self.how
        if kind == "pay":
            return tuple(pay_action(combo, place, piece) for combo in found)
        return tuple(move_action(code, place, joker, piece) for code, joker in found)


@remember(maxsize=20_000)
def _paying_of(how: tuple) -> _Paying:
    """The one :class:`_Paying` of a way of paying, shared by every hand that pays that way."""
    return _Paying(how)


def _paying(ways: dict, hand: tuple[str, ...], need: Terrain | BlockadePiece) -> _Paying | None:
    """The hand's way of paying for ``need`` (None when nothing in it pays), made once and shared; filed
    under the terrain or blockade code (the two never coincide: ``J1`` is a jungle, ``BJ1`` a blockade)."""
    how = _payers(hand, need)
    paying = _paying_of(how) if how else None
    ways[need.code] = paying
    return paying


def _actions(paying: _Paying, at: tuple[str, int]) -> tuple:
    """The actions of ``paying`` for ``at`` = (place, piece), made once."""
    found = paying.at.get(at)
    if found is None:
        found = paying.at[at] = paying.actions(*at)
    return found


def _steps(table: dict, course: Course, pos: str) -> tuple:
    """For each piece (p1, p2): ``(steps, plain)`` of the space ``pos``, kept in ``table``.

    ``steps``: ``(neighbour, seam slot or -1, passable, (neighbour, piece), terrain)`` for each
    neighbour of ``pos`` that a piece could ever enter or break a blockade towards; ``plain``: when no
    seam touches ``pos`` (most spaces), the spaces that can be entered as ``(neighbour, (neighbour,
    piece), terrain code, terrain)``, which is all :func:`legal_moves` needs there, else None.

    The course's ``neighbours`` with each terrain looked up once per course instead of once per move;
    a mountain (or a start space) with no seam in between is left out, as nothing enters it
    (ED.move.blocked, ED.gap.start-space).
    """
    found: list[tuple[tuple, tuple | None]] = []
    for piece in range(2):
        steps = []
        for nb, slot in course.neighbours[pos]:
            t = TERRAIN[course.terrain[nb]]
            if slot >= 0 or t.passable:
                steps.append((nb, slot, t.passable, (nb, piece), t))
        plain = None
        if all(slot < 0 for _nb, slot, _ok, _at, _t in steps):
            plain = tuple((nb, at, t.code, t) for nb, _slot, ok, at, t in steps if ok)
        found.append((tuple(steps), plain))
    table[pos] = done = tuple(found)
    return done


_NOT_YET = object()


def legal_moves(s: ElDoradoState, out: list) -> None:
    """Append every legal movement action (cards onto spaces/blockades, leftover, stop)."""
    p = s.current_player
    course = s.course
    broken = s.broken
    occ = s.occupied()
    known = hand_memo(s.hands[p])  # the hand's ways of paying, worked out once (shared)
    hand, ways = known.ordered, known.ways
    native = NATIVE in hand
    table = course_table(course)
    for i, pos in enumerate(s.pieces[p]):
        if pos == ELDORADO:
            continue
        steps, plain = (table.get(pos) or _steps(table, course, pos))[i]
        if plain is not None and not native:
            # No seam here and no Native in hand: each free space takes the cards that pay for it.
            for nb, at, code, t in plain:
                if nb in occ:  # ED.move.blocked
                    continue
                paying = ways.get(code, _NOT_YET)
                if paying is _NOT_YET:
                    paying = _paying(ways, hand, t)
                if paying is not None:
                    found = paying.at.get(at)
                    out.extend(_actions(paying, at) if found is None else found)
            continue
        seams_done = set()
        for nb, slot, passable, at, t in steps:
            if slot >= 0 and broken[slot] < 0:  # ED.gap.blockade-closed: the seam's blockade first
                if native and passable and nb not in occ:
                    out.append(move_action(NATIVE, nb, None, i))
                if slot in seams_done:
                    continue
                seams_done.add(slot)
                place = f"b{slot}"
                bp = BLOCKADES[s.blockades[slot]]
                paying = ways.get(bp.code, _NOT_YET)
                if paying is _NOT_YET:
                    paying = _paying(ways, hand, bp)
                if paying is not None:
                    out.extend(_actions(paying, (place, i)))
                if native:
                    out.append(move_action(NATIVE, place, None, i))
                continue
            if not passable or nb in occ:  # ED.move.blocked
                continue
            paying = ways.get(t.code, _NOT_YET)
            if paying is _NOT_YET:
                paying = _paying(ways, hand, t)
            if paying is not None:
                out.extend(_actions(paying, at))
            if native:
                out.append(move_action(NATIVE, nb, None, i))
    if s.active is not None:
        _card, symbol, left, piece = s.active
        pos = s.pieces[p][piece]
        for nb, slot in course.neighbours[pos]:
            if slot >= 0 and broken[slot] < 0:
                bp = blockades.piece_on(s, slot)
                if bp.symbol == symbol and bp.power <= left:
                    a = go_action(f"b{slot}")
                    if a not in out:
                        out.append(a)
                continue
            if nb in occ:
                continue
            t = TERRAIN[course.terrain[nb]]
            if t.passable and t.symbol == symbol and t.power <= left:
                out.append(go_action(nb))
        out.append(STOP)


def reachable(s: ElDoradoState, card: str, joker: str | None = None, piece: int = 0) -> set[str]:
    """The spaces (and blockades ``b<slot>``) one card could take the piece to this turn.

    Follows ED.move.leftover-power: space by space, matching symbol, the power
    running down; a blockade with the same symbol may be broken on the way.

    >>> from rulekit import el_dorado as ed
    >>> s = ed.from_position("players=3 pieces=B6,B8,B9 hand1=Sc")
    >>> sorted(reachable(s, "Sc"))
    ['B21', 'B22', 'B23', 'B32', 'B4', 'B5']
    """
    c = CARDS[card]
    symbol = joker if c.is_joker else c.symbol
    if symbol not in SYMBOLS:
        return set()
    start = s.pieces[s.current_player][piece]
    if start == ELDORADO:
        return set()
    occ = s.occupied()
    course = s.course
    best: dict[str, int] = {start: c.power}
    found: set[str] = set()
    frontier = [start]
    broken = list(s.broken)
    while frontier:
        pos = frontier.pop()
        left = best[pos]
        for nb, slot in course.neighbours[pos]:
            rest = left
            if slot >= 0 and broken[slot] < 0:
                bp = blockades.piece_on(s, slot)
                if bp.symbol != symbol or bp.power > rest:
                    continue
                found.add(f"b{slot}")
                rest -= bp.power
            if nb in occ:
                continue
            t = TERRAIN[course.terrain[nb]]
            if not t.passable or t.symbol != symbol or t.power > rest:
                continue
            found.add(nb)
            rest -= t.power
            if nb not in course.end and rest > best.get(nb, -1):
                best[nb] = rest
                frontier.append(nb)
    return found
