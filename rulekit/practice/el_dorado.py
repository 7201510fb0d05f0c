"""El Dorado misreadings in a form the kit can evaluate (their texts: data/el_dorado/misreadings.json).

The built positions are on the first-game course, with a piece placed where the misreading matters
(next to a strong jungle space, a mountain, a rubble space, another piece) and a hand that makes
the question a real one.

>>> from rulekit.practice import select
>>> m = select("el_dorado", ["mis.ed.add-powers"])[0]
>>> s = next(iter(m.positions(1)))
>>> any(m.judge(s, a) and not s.is_legal(a) for a in m.candidates(s))
True
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import combinations

from .. import el_dorado as ed
from ..core import Action
from ..el_dorado.actions import Buy, Discard, Move, Pay, Spend
from ..el_dorado.components import CARDS, TERRAIN, Terrain, course
from ..el_dorado.state import ElDoradoState
from . import legal_without
from .catalogue import Variant

STANDING = ("jungle", "river", "village", "rubble", "basecamp")
SYMBOL_OF_KIND = {"jungle": "machete", "river": "paddle", "village": "coin"}


def _kind(state: ElDoradoState, h: str) -> Terrain:
    return TERRAIN[state.course.terrain[h]]


def _steps(state: ElDoradoState) -> Iterator[tuple[int, str, Terrain]]:
    """(piece, neighbouring space, its terrain) for the player to move, across no seam."""
    p = state.current_player
    for i, h in enumerate(state.pieces[p]):
        if h not in state.course.adjacent:
            continue
        for n, seam in state.course.adjacent[h].items():
            if seam == -1:
                yield i, n, _kind(state, n)


def _playing(state: ElDoradoState) -> bool:
    return not state.is_over and state.phase == "play"


def _moving(state: ElDoradoState) -> bool:
    """A move is still open: playing, and no card yet played for buying (ED.gap.move-then-buy)."""
    return _playing(state) and not state.buying


def _find(want: Callable[[Terrain], bool], course_id: int = 0) -> list[tuple[str, str]]:
    """Pairs (a space a piece may stand on, a neighbour matching ``want``) of a course."""
    c = course(course_id)
    out = []
    for h, nbs in sorted(c.adjacent.items()):
        if TERRAIN[c.terrain[h]].kind not in STANDING:
            continue
        for n, seam in sorted(nbs.items()):
            if seam == -1 and want(TERRAIN[c.terrain[n]]):
                out.append((h, n))
    return out



def _some(pairs: list[tuple[str, str]], seed: int, k: int) -> list[tuple[str, str]]:
    """``k`` of ``pairs``, on different spaces spread along the course, starting where ``seed`` says.

    >>> _some([("a", "1"), ("a", "2"), ("b", "3"), ("c", "4"), ("d", "5")], 1, 2)
    [('b', '3'), ('d', '5')]
    """
    firsts = list({h: (h, n) for h, n in reversed(pairs)}.values())[::-1]
    if not firsts:
        return []
    step = max(1, len(firsts) // k)
    picked = [firsts[(seed + i * step) % len(firsts)] for i in range(min(k, len(firsts)))]
    return list(dict.fromkeys(picked))


def _spot(seed: int, k: int = 0) -> str:
    """A space of the first-game course to stand on for a question about cards, not the map (by ``seed``)."""
    return _some(_find(lambda t: t.kind in SYMBOL_OF_KIND), seed * 5 + k * 11, 1)[0][0]


def _position(seed: int, at: str, hand: str, extra: str = "", other: str = "B7+B9") -> ElDoradoState:
    # a piece stands beyond a blockade only once it is broken (ED.gap.blockade-closed): P2 broke those
    # behind the furthest piece; the first-game course's map elements lie in a row, a seam between each two
    elements = course(0).elements
    furthest = max(elements.index(h[0]) for h in (at, *other.split("+")))
    codes = ed.from_position("players=2 course=0").blockades
    opened = ",".join(code + ("*2" if k < furthest else "") for k, code in enumerate(codes))
    return ed.from_position(f"players=2 course=0 blockades={opened} pieces={at}+B8,{other} hand1={hand} "
                            f"seed={seed} {extra}")


# ---- ED.gap.no-combining: two cards' powers added


def _pairs(state: ElDoradoState) -> Iterator[Pay]:
    if not _moving(state):
        return
    hand = sorted(state.hands[state.current_player])
    for i, n, t in _steps(state):
        if t.kind in SYMBOL_OF_KIND and t.power >= 2:
            for a, b in sorted(set(combinations(hand, 2))):
                yield Pay((a, b), n, piece=i)


def _adds_up(state: ElDoradoState, action: Action) -> bool:
    if not isinstance(action, Pay) or len(action.cards) != 2:
        return False
    t = _kind(state, action.place)
    cards = [CARDS[c] for c in action.cards]
    return t.kind in SYMBOL_OF_KIND and all(c.symbol == t.symbol for c in cards) \
        and sum(c.power for c in cards) >= t.power > max(c.power for c in cards)


def _as_if_added(state: ElDoradoState, action: Action) -> bool | None:
    """The misreading's verdict: the stronger card alone would do, but for its power."""
    if not isinstance(action, Pay):
        return None
    strongest = max(action.cards, key=lambda c: CARDS[c].power)
    return legal_without(state, Move(strongest, action.place, piece=action.piece), {"ED.move.power"})


def _strong_space_positions(seed: int) -> Iterator[ElDoradoState]:
    for h, _ in _some(_find(lambda t: t.kind == "jungle" and t.power == 2), seed, 3):
        yield _position(seed, h, "Ex,Ex,Tr,Sa")
    for h, _ in _some(_find(lambda t: t.kind == "jungle" and t.power == 3), seed, 2):
        yield _position(seed, h, "Ex,Ex,Ex,Tr")


# ---- ED.move.blocked: mountains and occupied spaces


def _onto(state: ElDoradoState, kinds: tuple[str, ...], occupied: bool) -> Iterator[Move]:
    if not _moving(state):
        return
    taken = state.occupied()
    for i, n, t in _steps(state):
        if (t.kind in kinds and not occupied) or (occupied and n in taken):
            for card in sorted(set(state.hands[state.current_player])):
                if not CARDS[card].is_action and not CARDS[card].is_joker:
                    yield Move(card, n, piece=i)


def _mountain_moves(state: ElDoradoState) -> Iterator[Move]:
    yield from _onto(state, ("mountain",), occupied=False)


def _onto_mountain(state: ElDoradoState, action: Action) -> bool:
    return isinstance(action, Move) and _kind(state, action.place).kind == "mountain"


def _mountain_asks_nothing(state: ElDoradoState, action: Action) -> bool | None:
    if not isinstance(action, Move):
        return None
    return action.card in state.hands[state.current_player]


def _mountain_positions(seed: int) -> Iterator[ElDoradoState]:
    for h, _ in _some(_find(lambda t: t.kind == "mountain"), seed, 3):
        yield _position(seed, h, "Ex,Tr,Tr,Sa")


def _occupied_moves(state: ElDoradoState) -> Iterator[Move]:
    yield from _onto(state, (), occupied=True)


def _onto_a_piece(state: ElDoradoState, action: Action) -> bool:
    return isinstance(action, Move) and action.place in state.occupied()


def _occupied_positions(seed: int) -> Iterator[ElDoradoState]:
    for h, n in _some(_find(lambda t: t.kind == "jungle" and t.power == 1), seed, 3):
        if n not in ("B7", "B8", "B9"):
            yield _position(seed, h, "Ex,Ex,Tr,Sa", other=f"{n}+B9")


# ---- buying: the reserve, one card a turn, a card used twice


def _reserve_buys(state: ElDoradoState) -> Iterator[Buy]:
    if _playing(state):
        for code, count in state.reserve:
            if count:
                yield Buy(code)


def _market_full(state: ElDoradoState, action: Action) -> bool:
    return all(slot is not None for slot in state.market)


def _rich_positions(seed: int) -> Iterator[ElDoradoState]:
    yield _position(seed, _spot(seed), "Ex,Sa", extra="budget=6 played=Tr,Tr,Tr")
    yield _position(seed, _spot(seed, 1), "Ex,Ex", extra="budget=8 played=Tr,Tr,Tr,Tr")


def _market_buys(state: ElDoradoState) -> Iterator[Buy]:
    if _playing(state):
        for slot in state.market:
            if slot is not None and slot[1]:
                yield Buy(slot[0])


def _bought_already(state: ElDoradoState, action: Action) -> bool:
    return isinstance(action, Buy) and state.bought is not None


def _bought_positions(seed: int) -> Iterator[ElDoradoState]:
    yield _position(seed, _spot(seed), "Ex,Sa", extra="budget=6 bought=Sc played=Tr,Tr,Tr")
    yield _position(seed, _spot(seed, 1), "Ex,Ex", extra="budget=8 bought=Ca played=Tr,Tr,Tr,Tr")


def _spend_played(state: ElDoradoState) -> Iterator[Spend]:
    if _playing(state):
        for card, _ in state.played:
            yield Spend(card)


def _counted_again(state: ElDoradoState, action: Action) -> bool:
    """The misreading's verdict: a played card is counted as coins once more (if no card is bought yet)."""
    return state.bought is None


def _played_not_in_hand(state: ElDoradoState, action: Action) -> bool:
    return (isinstance(action, Spend) and action.card not in state.hands[state.current_player]
            and any(card == action.card for card, _ in state.played))


def _played_positions(seed: int) -> Iterator[ElDoradoState]:
    yield _position(seed, _spot(seed), "Tr,Sa", extra="played=Ex")
    yield _position(seed, _spot(seed, 1), "Ex,Sa", extra="played=Tr budget=2")


# ---- strict misreadings: half coins, discarding unplayed cards, rubble with any cards


def _spends(state: ElDoradoState) -> Iterator[Spend]:
    if _playing(state):
        for card in sorted(set(state.hands[state.current_player])):
            yield Spend(card)


def _not_a_coin(state: ElDoradoState, action: Action) -> bool:
    card = CARDS.get(getattr(action, "card", ""), None)
    return isinstance(action, Spend) and card is not None and card.symbol != "coin" and not card.is_joker


def _discards(state: ElDoradoState) -> Iterator[Discard]:
    if not state.is_over and state.phase == "discard":
        for card in sorted(set(state.hands[state.current_player])):
            yield Discard(card)


def _always(state: ElDoradoState, action: Action) -> bool:
    return True


def _discard_positions(seed: int) -> Iterator[ElDoradoState]:
    for k, hand in enumerate(("Ex,Sa", "Tr,Tr,Sa", "Sa")):
        yield _position(seed, _spot(seed, k), hand, extra="phase=discard")


def _rubble_pays(state: ElDoradoState) -> Iterator[Pay]:
    if not _moving(state):
        return
    hand = sorted(state.hands[state.current_player])
    for i, n, t in _steps(state):
        if t.kind == "rubble":
            for cards in sorted(set(combinations(hand, t.power))):
                yield Pay(cards, n, piece=i)


def _not_machete(state: ElDoradoState, action: Action) -> bool:
    return isinstance(action, Pay) and any(CARDS[c].symbol != "machete" for c in action.cards)


def _rubble_positions(seed: int) -> Iterator[ElDoradoState]:
    for h, _ in _some(_find(lambda t: t.kind == "rubble"), seed, 3):
        yield _position(seed, h, "Ex,Tr,Sa,Tr")


def _continues(state: ElDoradoState) -> Iterator[Action]:
    if _moving(state) and state.active is not None:
        yield from (a for a in state.legal_actions() if type(a).__name__ == "Go")


def _leftover_positions(seed: int) -> Iterator[ElDoradoState]:
    for h, _ in _some(_find(lambda t: t.kind == "jungle" and t.power == 1), seed, 4):
        yield _position(seed, h, "Ex,Tr,Sa", extra="active=Sc:m1 played=Sc")


def _joker_moves(state: ElDoradoState) -> Iterator[Move]:
    if _moving(state):
        yield from (a for a in state.legal_actions() if isinstance(a, Move) and a.joker is not None
                    and a.joker != "coin")


def _joker_as_a_symbol(state: ElDoradoState, action: Action) -> bool:
    return isinstance(action, Move) and action.joker in ("machete", "paddle")


def _joker_positions(seed: int) -> Iterator[ElDoradoState]:
    for k in range(3):
        yield _position(seed, _spot(seed, k), "JT,Ex,Tr,Tr")


VARIANTS: dict[str, Variant[ElDoradoState]] = {
    "mis.ed.add-powers": {"candidates": _pairs, "applies": _adds_up, "misjudge": _as_if_added,
                          "positions": _strong_space_positions},
    "mis.ed.mountain-free": {"candidates": _mountain_moves, "applies": _onto_mountain,
                             "misjudge": _mountain_asks_nothing, "positions": _mountain_positions},
    "mis.ed.share-a-space": {"candidates": _occupied_moves, "applies": _onto_a_piece,
                             "positions": _occupied_positions},
    "mis.ed.reserve-anytime": {"candidates": _reserve_buys, "applies": _market_full,
                               "positions": _rich_positions},
    "mis.ed.two-buys": {"candidates": _market_buys, "applies": _bought_already,
                        "positions": _bought_positions},
    "mis.ed.card-twice": {"candidates": _spend_played, "applies": _played_not_in_hand,
                          "misjudge": _counted_again, "positions": _played_positions},
    "mis.ed.no-coin-no-value": {"candidates": _spends, "applies": _not_a_coin, "positions": _rich_positions},
    "mis.ed.keep-unplayed": {"candidates": _discards, "applies": _always, "positions": _discard_positions},
    "mis.ed.leftover-lost": {"candidates": _continues, "applies": _always, "positions": _leftover_positions},
    "mis.ed.joker-coin-only": {"candidates": _joker_moves, "applies": _joker_as_a_symbol,
                               "positions": _joker_positions},
    "mis.ed.rubble-matching": {"candidates": _rubble_pays, "applies": _not_machete,
                               "positions": _rubble_positions},
}
