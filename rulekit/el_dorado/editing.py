"""Editing a position by hand (for the position editor): every edit gives a new, checked state.

Each function takes a state and returns a new one; the state given is never changed.  An edit that
would make a position no game can reach is refused with an :class:`EditError` (English and Korean,
naming what is wrong and the rule), from the checks of :mod:`.validate` or from the edit itself (a
card that is not left to take).  The result is written and read back by the position notation
(:func:`~rulekit.el_dorado.notation.format_position`) unchanged.

Cards are never made or lost: a card put into a pile comes from somewhere.

* A **starting card** (탐험가, 여행자, 선원) comes from the same player's own cards: the draw pile,
  then the discard pile, the cards out of the game, the hand.  Taken out of a pile, it goes to the
  draw pile (from the draw pile: out of the game).
* A **market card** comes from its stack on the market board or in the reserve; taken out of a pile,
  it goes back to its stack (a stack that was used up comes back in the reserve).

>>> from rulekit import el_dorado as ed
>>> s = ed.from_position("players=2 hand1=Ex,Ex,Tr,Tr")
>>> s2 = add_card(s, 0, "hand", "Sc")
>>> s2.hands[0], s2.market_count("Sc"), s.hands[0]
(('Ex', 'Ex', 'Tr', 'Tr', 'Sc'), 2, ('Ex', 'Ex', 'Tr', 'Tr'))
>>> put_piece(s, 0, "B22").pieces[0]
('B22', 'B8')
>>> try:
...     put_piece(s, 0, "B18")
... except EditError as exc:
...     print(exc.message("en"))
no piece stands on B18, a mountain space (ED.move.blocked)
"""
from __future__ import annotations

from collections import Counter

from ..core import BilingualError
from ..glossary import term
from ..i18n import josa
from .components import (
    BLOCKADES,
    CARDS,
    ELDORADO,
    MARKET_KINDS,
    MARKET_SLOTS,
    STACK_SIZE,
    STARTING_DECK,
    course,
)
from .setup import start_spaces
from .state import ElDoradoState
from .validate import MAX_ROUND

PILES = ("hand", "draw", "discard", "removed")
#: Each pile's name (English, Korean): the glossary's words, and the kit's for the cards out of the game.
PILE_NAMES = {**{pile: (term("el_dorado", t).en, term("el_dorado", t).ko)
                 for pile, t in (("hand", "hand"), ("draw", "draw-pile"), ("discard", "discard-pile"))},
              "removed": ("out of the game", "게임에서 제거된 카드")}
_ATTR = {"hand": "hands", "draw": "draws", "discard": "discards", "removed": "removed"}


class EditError(BilingualError):
    """An edit refused: the position it would make cannot arise, or what it needs is not there.

    >>> EditError("no Scout card is left", "정찰병 카드가 남아 있지 않습니다").message("ko")
    '정찰병 카드가 남아 있지 않습니다'
    """


def _pile(s: ElDoradoState, p: int, pile: str) -> tuple[str, ...]:
    return getattr(s, _ATTR[pile])[p]


def _set_pile(s: ElDoradoState, p: int, pile: str, cards: tuple[str, ...]) -> None:
    getattr(s, _ATTR[pile])[p] = cards


def _check_player(s: ElDoradoState, p: int) -> None:
    if not (isinstance(p, int) and not isinstance(p, bool) and 0 <= p < s.num_players):
        raise EditError(f"player must be 0 to {s.num_players - 1} (P1..P{s.num_players}), not {p!r}",
                        f"플레이어는 0부터 {s.num_players - 1}까지(P1..P{s.num_players})입니다. "
                        f"받은 값: {p!r}",
                        field="player")


def _whole(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _check_card(card: str) -> None:
    if not isinstance(card, str) or card not in CARDS:
        raise EditError(f"{card!r} is not a card; cards are {', '.join(CARDS)}",
                        f"{josa(repr(card), '은')} 없는 카드입니다. 카드: {', '.join(CARDS)}", field="card")


def _check_pile(pile: str) -> None:
    if pile not in PILES:
        raise EditError(f"{pile!r} is not a pile; piles are {', '.join(PILES)}",
                        f"{josa(repr(pile), '은')} 없는 더미입니다. 더미: {', '.join(PILES)}", field="pile")


def _finish(s: ElDoradoState) -> ElDoradoState:
    """Bring the counters that follow from the rest in line, then check the whole position."""
    n = s.num_players
    s.final_round = any(all(h == ELDORADO for h in ps) for ps in s.pieces)
    if not s.final_round and not s.stopped:
        s.over = False
    if s.over and not s.stopped:
        s.current_player = (s.start_player + n - 1) % n
        s.turn = s.round * n
    else:
        s.turn = s.round * n + (s.current_player - s.start_player) % n
    try:
        s.validate()
    except BilingualError as exc:
        raise edit_error(exc) from None
    return s


def edit_error(exc: BilingualError) -> EditError:
    """A check's refusal as an edit's: the message without the state field's code name in front
    (the message itself names the space, card or player)."""
    head = f"{exc.field}: " if exc.field else ""
    return EditError(exc.en.removeprefix(head), exc.ko.removeprefix(head), field=exc.field)


# ------------------------------------------------------------------ the course and the pieces


def set_course(s: ElDoradoState, course_id: int | str) -> ElDoradoState:
    """The same cards on another course: pieces back on the start spaces, its blockades unbroken.

    >>> from rulekit import el_dorado as ed
    >>> s = set_course(ed.new_game(players=3, seed=1), 7)
    >>> s.course_id, s.pieces, s.blockades
    (7, [('B6',), ('B7',), ('B8',)], ('BJ1',))
    """
    try:
        chosen = course(course_id)
    except (KeyError, ValueError) as exc:
        en = getattr(exc, "en", f"{course_id!r} is not a course (0 to 7)")
        ko = getattr(exc, "ko", f"{josa(repr(course_id), '은')} 없는 경로입니다(0~7)")
        raise EditError(en, ko, field="course") from None
    new = s._copy()
    new.course_id, new.course = chosen.id, chosen
    seams = len(chosen.seams)
    new.blockades, new.broken = tuple(sorted(BLOCKADES)[:seams]), (-1,) * seams
    new.pieces = start_spaces(s.num_players, s.start_player, chosen.start)
    new.over = False
    return _finish(new)


def put_piece(s: ElDoradoState, player: int, place: str, piece: int = 0) -> ElDoradoState:
    """Put a player's piece (``piece`` 1 is the second piece of a 2-player game) on a space, or in
    El Dorado (``"ED"``).  Refused where no piece can stand or could have come (a mountain, an
    occupied space, beyond a blockade nobody has broken)."""
    _check_player(s, player)
    if not _whole(piece) or piece not in range(s.pieces_per_player):
        last = s.pieces_per_player - 1
        raise EditError(f"piece must be 0 to {last}", f"말은 0부터 {last}까지입니다", field="piece")
    if not isinstance(place, str) or (place != ELDORADO and place not in s.course.terrain):
        raise EditError(f"{place!r} is not a space of course {s.course_id} (ED.gap.path)",
                        f"{josa(repr(place), '은')} 경로 {s.course_id}에 없는 칸입니다 (ED.gap.path)",
                        field="place")
    new = s._copy()
    ps = list(new.pieces[player])
    ps[piece] = place
    new.pieces[player] = tuple(ps)
    return _finish(new)


def piece_at(s: ElDoradoState, place: str) -> tuple[int, int] | None:
    """``(player, piece)`` of the piece standing on ``place``, or None."""
    for p, ps in enumerate(s.pieces):
        for i, h in enumerate(ps):
            if h == place and h != ELDORADO:
                return p, i
    return None


def set_blockade(s: ElDoradoState, slot: int, holder: int) -> ElDoradoState:
    """Blockade ``slot`` broken by ``holder`` (who keeps its token), or lying unbroken (``holder=-1``).

    >>> from rulekit import el_dorado as ed
    >>> s = set_blockade(ed.from_position("players=3 pieces=B6,B7,B8"), 0, 1)
    >>> s.tokens(1)
    ['BJ1']
    """
    if not (_whole(slot) and 0 <= slot < len(s.blockades)):
        raise EditError(f"slot must be 0 to {len(s.blockades) - 1} (b0..b{len(s.blockades) - 1})",
                        f"봉쇄 자리는 0부터 {len(s.blockades) - 1}까지(b0..b{len(s.blockades) - 1})입니다",
                        field="slot")
    if holder != -1:
        _check_player(s, holder)
    new = s._copy()
    broken = list(new.broken)
    broken[slot] = holder
    new.broken = tuple(broken)
    return _finish(new)


def set_blockade_piece(s: ElDoradoState, slot: int, code: str) -> ElDoradoState:
    """Lay the blockade piece ``code`` on seam ``slot`` (a piece lying on another seam changes place with
    the one there; each piece exists once, ED.setup.blockade-place)."""
    if not (_whole(slot) and 0 <= slot < len(s.blockades)):
        last = len(s.blockades) - 1
        raise EditError(f"slot must be 0 to {last}", f"봉쇄 자리는 0부터 {last}까지입니다", field="slot")
    if not isinstance(code, str) or code not in BLOCKADES:
        raise EditError(f"{code!r} is not a blockade piece ({', '.join(BLOCKADES)})",
                        f"{josa(repr(code), '은')} 없는 봉쇄입니다 ({', '.join(BLOCKADES)})",
                        field="blockade")
    new = s._copy()
    codes = list(new.blockades)
    if code in codes:
        other = codes.index(code)
        codes[other], codes[slot] = codes[slot], code
    else:
        codes[slot] = code
    new.blockades = tuple(codes)
    return _finish(new)


# ------------------------------------------------------------------ cards


def _stack_take(new: ElDoradoState, card: str) -> bool:
    market = list(new.market)
    for i, st in enumerate(market):
        if st and st[0] == card:
            market[i] = (card, st[1] - 1) if st[1] > 1 else None
            new.market = tuple(market)
            return True
    reserve = list(new.reserve)
    for i, (c, k) in enumerate(reserve):
        if c == card:
            if k > 1:
                reserve[i] = (c, k - 1)
            else:
                del reserve[i]
            new.reserve = tuple(reserve)
            return True
    return False


def _stack_give(new: ElDoradoState, card: str) -> None:
    market = list(new.market)
    for i, st in enumerate(market):
        if st and st[0] == card:
            market[i] = (card, st[1] + 1)
            new.market = tuple(market)
            return
    reserve = list(new.reserve)
    for i, (c, k) in enumerate(reserve):
        if c == card:
            reserve[i] = (c, k + 1)
            new.reserve = tuple(reserve)
            return
    new.reserve = tuple(reserve) + ((card, 1),)


def _holders(s: ElDoradoState, card: str) -> str:
    where = []
    for p in range(s.num_players):
        k = sum(_pile(s, p, pile).count(card) for pile in PILES)
        if p == s.current_player:
            k += sum(1 for c, _ in s.played if c == card)
        if k:
            where.append(f"P{p + 1} {k}")
    return ", ".join(where) or "-"


def add_card(s: ElDoradoState, player: int, pile: str, card: str) -> ElDoradoState:
    """Put one ``card`` on top of a player's ``pile`` (hand, draw, discard, removed), taken as the
    module docstring says; refused when no such card is left to take."""
    _check_player(s, player)
    _check_pile(pile)
    _check_card(card)
    new = s._copy()
    info = CARDS[card]
    if card in MARKET_KINDS:
        if not _stack_take(new, card):
            raise EditError(f"no {info.name} card is left in the market or the reserve: the game has "
                            f"{STACK_SIZE} and the players hold them ({_holders(s, card)}; "
                            "ED.setup.market-board)",
                            f"마켓 보드에도 예비 묶음에도 {info.name_ko} 카드가 남아 있지 않습니다: "
                            "그 카드는 "
                            f"{STACK_SIZE}장뿐이고 모두 플레이어가 가지고 있습니다 ({_holders(s, card)}; "
                            "ED.setup.market-board)", field="card")
    else:
        for src in ("draw", "discard", "removed", "hand"):
            if src != pile and card in _pile(new, player, src):
                cards = list(_pile(new, player, src))
                del cards[len(cards) - 1 - cards[::-1].index(card)]     # the topmost one
                _set_pile(new, player, src, tuple(cards))
                break
        else:
            k = Counter(STARTING_DECK)[card]
            raise EditError(f"P{player + 1} has only the {k} {info.name} card(s) of the starting deck, and "
                            f"every one is in the {PILE_NAMES[pile][0]} already (ED.setup.player-kit)",
                            f"P{player + 1}의 {info.name_ko} 카드는 시작 덱의 {k}장뿐이고 모두 이미 "
                            f"{PILE_NAMES[pile][1]}에 있습니다 (ED.setup.player-kit)", field="card")
    _set_pile(new, player, pile, _pile(new, player, pile) + (card,))
    return _finish(new)


def _without_topmost(s: ElDoradoState, player: int, pile: str, card: str) -> tuple[str, ...]:
    """The player's ``pile`` with its topmost ``card`` taken out; refused when the pile holds none."""
    cards = list(_pile(s, player, pile))
    if card not in cards:
        info = CARDS[card]
        raise EditError(f"P{player + 1} has no {info.name} card in the {PILE_NAMES[pile][0]}",
                        f"P{player + 1}의 {PILE_NAMES[pile][1]}에 {info.name_ko} 카드가 없습니다",
                        field="card")
    del cards[len(cards) - 1 - cards[::-1].index(card)]
    return tuple(cards)


def remove_card(s: ElDoradoState, player: int, pile: str, card: str) -> ElDoradoState:
    """Take one ``card`` out of a player's ``pile`` (the topmost), put back as the module docstring says."""
    _check_player(s, player)
    _check_pile(pile)
    _check_card(card)
    cards = _without_topmost(s, player, pile, card)
    new = s._copy()
    _set_pile(new, player, pile, cards)
    if card in MARKET_KINDS:
        _stack_give(new, card)
    elif pile == "draw":
        new.removed[player] = new.removed[player] + (card,)
    else:
        new.draws[player] = new.draws[player] + (card,)
    return _finish(new)


def move_card(s: ElDoradoState, player: int, card: str, src: str, dst: str) -> ElDoradoState:
    """Move one ``card`` of a player from pile ``src`` to the top of pile ``dst``.

    >>> from rulekit import el_dorado as ed
    >>> s = ed.from_position("players=2 hand1=Ex,Ex,Tr,Tr")
    >>> move_card(s, 0, "Tr", "hand", "discard").discards[0]
    ('Tr',)
    """
    _check_player(s, player)
    _check_pile(src)
    _check_pile(dst)
    _check_card(card)
    cards = _without_topmost(s, player, src, card)
    new = s._copy()
    _set_pile(new, player, src, cards)
    _set_pile(new, player, dst, _pile(new, player, dst) + (card,))
    return _finish(new)


def put_stack(s: ElDoradoState, card: str, slot: int | None) -> ElDoradoState:
    """Lay the stack of ``card`` on market slot ``slot`` (0–5; the stack lying there goes to the reserve),
    or put it in the reserve (``slot=None``).

    >>> from rulekit import el_dorado as ed
    >>> s = put_stack(ed.new_game(players=2, seed=1), "Pi", 0)
    >>> s.market[0], s.reserve[-1]
    (('Pi', 3), ('Sc', 3))
    """
    _check_card(card)
    if card not in MARKET_KINDS:
        info = CARDS[card]
        raise EditError(f"{info.name} is a starting card, never sold at the market (ED.setup.market-board)",
                        f"{josa(info.name_ko, '은')} 시작 카드라 마켓에서 팔지 않습니다 "
                        "(ED.setup.market-board)",
                        field="card")
    if slot is not None and not (_whole(slot) and 0 <= slot < MARKET_SLOTS):
        raise EditError(f"slot must be 0 to {MARKET_SLOTS - 1} or None (the reserve)",
                        f"마켓 칸은 0부터 {MARKET_SLOTS - 1}까지, 또는 None(예비 묶음)입니다", field="slot")
    count = s.market_count(card)
    info = CARDS[card]
    if not count:
        raise EditError(f"no {info.name} card is left to lay out: the players hold all {STACK_SIZE} "
                        f"({_holders(s, card)}; ED.setup.market-board)",
                        f"내놓을 {info.name_ko} 카드가 없습니다: {STACK_SIZE}장 모두 플레이어가 "
                        "가지고 있습니다 "
                        f"({_holders(s, card)}; ED.setup.market-board)", field="card")
    new = s._copy()
    market = [None if st and st[0] == card else st for st in new.market]
    reserve = [st for st in new.reserve if st[0] != card]
    if slot is None:
        reserve.append((card, count))
    else:
        held = market[slot]
        if held:
            reserve.append(held)
        market[slot] = (card, count)
    new.market, new.reserve = tuple(market), tuple(reserve)
    return _finish(new)


# ------------------------------------------------------------------ turn and end


def set_turn(s: ElDoradoState, player: int | None = None, start_player: int | None = None,
             rounds: int | None = None) -> ElDoradoState:
    """The player to move, the start player (who holds the hat) and the rounds completed; the turn
    counter follows from them (ED.gap.turn-direction).  A turn in progress is not kept: the player
    to move starts phase 1 with nothing played.

    >>> from rulekit import el_dorado as ed
    >>> s = set_turn(ed.new_game(players=3, seed=1), player=2, rounds=4)
    >>> s.current_player, s.round, s.turn
    (2, 4, 14)
    """
    new = s._copy()
    if start_player is not None:
        _check_player(s, start_player)
        new.start_player = start_player
    if player is not None:
        _check_player(s, player)
        new.current_player = player
        new.over = False
    if rounds is not None:
        if not (isinstance(rounds, int) and not isinstance(rounds, bool) and 0 <= rounds <= MAX_ROUND):
            raise EditError(f"rounds must be a whole number from 0 to {MAX_ROUND} (ED.gap.sim-round-limit)",
                            f"라운드 수는 0부터 {MAX_ROUND}까지의 정수입니다 (ED.gap.sim-round-limit)",
                            field="round")
        new.round = rounds
    if player is not None or start_player is not None:
        new.phase, new.played, new.active, new.budget = "play", (), None, 0
        new.buying, new.bought, new.pending_trash = False, None, 0
    return _finish(new)


def set_over(s: ElDoradoState, over: bool = True) -> ElDoradoState:
    """End the game here (the final round played to its end, ED.end.round-complete) or open it again.

    Ending needs a player in El Dorado (ED.end.last-round).  The round in progress counts as
    completed: the last player of the round has just played.

    >>> from rulekit import el_dorado as ed
    >>> s = put_piece(ed.from_position("players=3"), 1, "ED")
    >>> done = set_over(s)
    >>> done.is_over, done.winners()
    (True, [1])
    """
    if not isinstance(over, bool):
        raise EditError(f"over must be True or False, not {repr(over)[:30]}",
                        f"over는 True 또는 False여야 합니다. 받은 값: {repr(over)[:30]}", field="over")
    new = s._copy()
    if over and not s.over:
        if not s.final_round:
            raise EditError("the game ends only after a player has reached El Dorado and the final round is "
                            "played (ED.end.last-round, ED.end.round-complete)",
                            "누군가 엘도라도에 도착하고 마지막 라운드를 마쳐야 게임이 끝납니다 "
                            "(ED.end.last-round, ED.end.round-complete)", field="over")
        new.round += 1
        new.over = True
        new.phase, new.played, new.active, new.budget = "play", (), None, 0
        new.buying, new.bought, new.pending_trash = False, None, 0
    elif not over and s.over:
        new.over = False
        new.round = max(new.round - 1, 0)
    return _finish(new)
