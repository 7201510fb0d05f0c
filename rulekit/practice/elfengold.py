"""Elfengold misreadings in a form the kit can evaluate (their texts: data/elfengold/misreadings.json).

The built positions come from the position notation (:func:`rulekit.elfengold.position`): a boot
beside a road with a log or a double transport; a planning phase with tiles in hand and a few roads
already laid; an auction where one player has passed, or has just won a tile.  The auctions are
reached by bidding from the start of phase 4, so every position is one a game can reach.

>>> from rulekit.practice import select
>>> m = select("elfengold", ["mis.eg.rebid-after-pass"])[0]
>>> s = next(iter(m.positions(0)))
>>> [str(a) for a in m.candidates(s)][:1]
['bid 4 by P2']
>>> m.judge(s, m.candidates(s)[0]), s.is_legal(m.candidates(s)[0])
(True, False)
"""
from __future__ import annotations

from collections.abc import Iterator

from .. import elfengold as eg
from ..core import Action
from ..elfengold.actions import Bid, Place, Travel
from ..elfengold.components import TRANSPORTS, Road, load_board
from ..elfengold.planning import ROAD_INDEX, fits, transports_on
from ..elfengold.state import ElfengoldState
from ..elfengold.travel import cost
from . import is_legal
from .catalogue import Variant

BOARD = load_board()


def _auction(state: ElfengoldState) -> bool:
    return not state.is_over and state.decision == "bid"


def _planning(state: ElfengoldState) -> bool:
    return not state.is_over and state.decision == "place"


def _travelling(state: ElfengoldState) -> bool:
    return not state.is_over and state.decision == "travel"


def _road(action: Place | Travel) -> Road:
    return BOARD.roads[ROAD_INDEX[action.road]]


def _tiles(state: ElfengoldState, action: Place | Travel) -> str:
    return state.roads[ROAD_INDEX[action.road]]


def _obstacle(c: str) -> bool:
    return "L" in c or "S" in c


def _exits(state: ElfengoldState) -> Iterator[tuple[Road, str]]:
    """(road, its tiles) for every road at the boot of the player to move."""
    here = state.boots[state.current_player]
    for ri in BOARD.roads_at[here]:
        yield BOARD.roads[ri], state.roads[ri]


def _own_transports(state: ElfengoldState) -> list[str]:
    held = state.supply[state.current_player].upper()
    return [k for k in TRANSPORTS if k in held]


def _turned(seed: int, positions: Iterator[ElfengoldState]) -> Iterator[ElfengoldState]:
    """``positions`` starting where ``seed`` says (another seed, another first position)."""
    items = list(positions)
    for k in range(len(items)):
        yield items[(seed + k) % len(items)]


def _positions(seed: int, texts: list[str], phase: str) -> Iterator[ElfengoldState]:
    """The positions of ``texts``, starting where ``seed`` says (another seed, another first position)."""
    for k in range(len(texts)):
        yield eg.position(texts[(seed + k) % len(texts)], phase=phase, seed=seed)


# ---- the auction: bidding again after a pass, several tiles, bids above one's gold


def _after(state: ElfengoldState, moves: str) -> ElfengoldState:
    for m in moves.split(","):
        state = state.apply(m.strip())
    return state


THREE = "- | P1@Elvenhold gold={} | P2@Elvenhold gold={} | P3@Elvenhold gold={}"


def _passed_positions(seed: int) -> Iterator[ElfengoldState]:
    yield from _turned(seed, _passed_positions_all(seed))


def _passed_positions_all(seed: int) -> Iterator[ElfengoldState]:
    """P2 passed on the tile on sale and the bidding goes on between the others."""
    start = eg.position(THREE.format(12, 14, 9), phase="auction", seed=seed)
    yield _after(start, "bid 2, pass, bid 3")           # P1 to bid; P2 passed
    yield _after(start, "bid 1, bid 2, pass, bid 4")    # P2 to bid; P3 passed
    four = eg.position(THREE.format(8, 12, 10) + " | P4@Elvenhold gold=6", phase="auction", seed=seed)
    yield _after(four, "bid 1, pass, bid 2, pass")      # P1 to bid; P2 and P4 passed


def _late_bids(state: ElfengoldState) -> list[Bid]:
    if not _auction(state):
        return []
    out = []
    for p in range(state.num_players):
        if state.passed >> p & 1:
            out += [Bid(state.high + 1, p), Bid(state.high + 3, p)]
    return out


def _bid_after_passing(state: ElfengoldState, action: Action) -> bool:
    return isinstance(action, Bid) and action.bidder is not None and bool(state.passed >> action.bidder & 1)


def _as_if_still_in(state: ElfengoldState, action: Action) -> bool:
    """The misreading's verdict: the passed player's bid counts like any raise of the price."""
    return isinstance(action, Bid) and is_legal(state, Bid(action.amount))


def _bidder(state: ElfengoldState, action: Action) -> int | None:
    return action.bidder if isinstance(action, Bid) else None


def _won_positions(seed: int) -> Iterator[ElfengoldState]:
    yield from _turned(seed, _won_positions_all(seed))


def _won_positions_all(seed: int) -> Iterator[ElfengoldState]:
    """P1 (or P2) has just won the first tile of the lot; the next tile is on sale."""
    start = eg.position(THREE.format(12, 12, 12), phase="auction", seed=seed)
    yield _after(start, "bid 2, pass, pass")                   # P1 won; P1 opens the next tile
    yield _after(start, "bid 1, bid 3, pass, pass, pass")      # P2 won; P1 passes, P2 to bid
    two = eg.position("- | P1@Elvenhold gold=10 | P2@Elvenhold gold=7", phase="auction", seed=seed)
    yield _after(two, "bid 3, pass")                           # P1 won in a game of two


def _raises(state: ElfengoldState) -> list[Bid]:
    if not _auction(state):
        return []
    steps = sorted({state.high + 1, state.high + 2, state.high + 4})
    return [Bid(n) for n in steps if n <= eg.bid_cap(state)]


def _holds_a_won_tile(state: ElfengoldState, action: Action) -> bool:
    """A tile of this auction has been decided and the bidder has a tile face up in front of them."""
    decided = len(state.lot) < 2 * state.num_players
    face_up = any(t.isupper() for t in state.supply[state.current_player])
    return isinstance(action, Bid) and decided and face_up


def _poor_positions(seed: int) -> Iterator[ElfengoldState]:
    yield from _turned(seed, _poor_positions_all(seed))


def _poor_positions_all(seed: int) -> Iterator[ElfengoldState]:
    yield eg.position(THREE.format(4, 12, 9), phase="auction", seed=seed)     # P1 has 4, P2 has 12
    yield eg.position(THREE.format(15, 3, 6), phase="auction", seed=seed, start=1)
    two = eg.position("- | P1@Elvenhold gold=5 | P2@Elvenhold gold=11", phase="auction", seed=seed)
    yield _after(two, "bid 2, bid 3")


def _beyond_gold(state: ElfengoldState) -> list[Bid]:
    if not _auction(state):
        return []
    gold = state.gold[state.current_player]
    return [Bid(n) for n in (gold + 1, gold + 3) if state.high < n <= eg.bid_cap(state)]


def _more_than_held(state: ElfengoldState, action: Action) -> bool:
    return isinstance(action, Bid) and action.bidder is None \
        and action.amount > state.gold[state.current_player]


# ---- planning: terrain, one transport a road, gold tiles, a gold tile beside an obstacle


def _plan_positions(seed: int) -> Iterator[ElfengoldState]:
    yield from _positions(seed, [
        "R07:T R01:P | P1@Elvenhold tiles=PCE | P2@Elvenhold tiles=U",
        "R21:D R12:U R08:E | P1@Lapphalia tiles=PUT | P2@Elvenhold tiles=D",
        "R25:T R36:P R33:C | P1@Feodor tiles=EPD | P2@Wylhien tiles=C",
    ], "plan")


def _unfitting(state: ElfengoldState) -> list[Place]:
    if not _planning(state):
        return []
    return [Place(k, r.id) for k in _own_transports(state) for r in BOARD.roads
            if not r.water and not fits(k, r.index) and not transports_on(state.roads[r.index])]


def _misfits(state: ElfengoldState, action: Action) -> bool:
    return isinstance(action, Place) and action.tile in TRANSPORTS and not _road(action).water \
        and not fits(action.tile, ROAD_INDEX[action.road])


def _second_transports(state: ElfengoldState) -> list[Place]:
    if not _planning(state):
        return []
    return [Place(k, r.id) for k in _own_transports(state) for r in BOARD.roads
            if fits(k, r.index) and transports_on(c := state.roads[r.index]) and "B" not in c]


def _onto_a_transport(state: ElfengoldState, action: Action) -> bool:
    if not isinstance(action, Place):
        return False
    c = _tiles(state, action)
    return action.tile in TRANSPORTS and bool(transports_on(c)) and "B" not in c


def _gold_plan_positions(seed: int) -> Iterator[ElfengoldState]:
    yield from _positions(seed, [
        "R07:T R12:U | P1@Elvenhold tiles=GP | P2@Elvenhold tiles=E",
        "R21:D R08:E R27:U | P1@Lapphalia tiles=Gu | P2@Elvenhold tiles=T",
        "R36:P R25:T | P1@Wylhien tiles=GE | P2@Feodor tiles=C",
    ], "plan")


def _gold_plan_positions_after(seed: int) -> Iterator[ElfengoldState]:
    """The positions of :func:`_gold_plan_positions` from the next one on (two questions, two boards)."""
    return _gold_plan_positions(seed + 1)


def _gold_places(state: ElfengoldState) -> list[Place]:
    if not _planning(state) or "G" not in state.supply[state.current_player].upper():
        return []
    return [Place("G", r.id) for r in BOARD.roads if not r.water]


def _on_an_empty_road(state: ElfengoldState, action: Action) -> bool:
    return isinstance(action, Place) and action.tile == "G" and not _road(action).water \
        and not transports_on(_tiles(state, action))


def _on_a_transport(state: ElfengoldState, action: Action) -> bool:
    return isinstance(action, Place) and action.tile == "G" and bool(transports_on(_tiles(state, action)))


def _double_special_positions(seed: int) -> Iterator[ElfengoldState]:
    yield from _positions(seed, [
        "R07:TGB R12:UG | P1@Elvenhold tiles=L | P2@Elvenhold tiles=E",
        "R21:DGB R08:E | P1@Lapphalia tiles=lP | P2@Elvenhold tiles=T",
        "R36:PLB R25:T | P1@Wylhien tiles=G | P2@Feodor tiles=C",
    ], "plan")


def _beside_gold_or_log(state: ElfengoldState) -> list[Place]:
    if not _planning(state):
        return []
    held = state.supply[state.current_player].upper()
    out = []
    for r in BOARD.roads:
        c = state.roads[r.index]
        if "G" in c and "L" in held:
            out.append(Place("L", r.id))
        if "L" in c and "G" in held:
            out.append(Place("G", r.id))
    return out


def _gold_meets_obstacle(state: ElfengoldState, action: Action) -> bool:
    if not isinstance(action, Place):
        return False
    c = _tiles(state, action)
    return "B" in c and (
        (action.tile == "L" and "G" in c) or (action.tile == "G" and "L" in c))


# ---- travel: logs, roads with two transports


def _log_positions(seed: int) -> Iterator[ElfengoldState]:
    yield from _positions(seed, [
        "R07:TL | P1@Elvenhold hand=TTPE | P2@Beata",
        "R01:PL R08:EL | P1@Elvenhold hand=PEUC | P2@Beata",
        "R12:UL | P1@Lapphalia hand=UPPD | P2@Elvenhold",
        "R21:DL R22:UL | P1@Dag'Amura hand=DUUC | P2@Elvenhold",
    ], "move")


def _log_travels(state: ElfengoldState) -> list[Travel]:
    if not _travelling(state):
        return []
    return [Travel(r.id, k) for r, c in _exits(state) if not r.water and _obstacle(c)
            for k in dict.fromkeys(transports_on(c))]


def _usual_count_held(state: ElfengoldState, action: Action) -> bool:
    if not isinstance(action, Travel) or _road(action).water or not _obstacle(_tiles(state, action)):
        return False
    here = state.boots[state.current_player]
    need = cost(state, ROAD_INDEX[action.road], action.card, here)
    return need is not None and state.hands[state.current_player].count(action.card) == need - 1


def _always(state: ElfengoldState, action: Action) -> bool:
    return True


def _double_positions(seed: int) -> Iterator[ElfengoldState]:
    yield from _positions(seed, [
        "R07:EUB | P1@Elvenhold hand=UPTT | P2@Beata",
        "R01:PTB R08:E | P1@Elvenhold hand=TPEC | P2@Beata",
        "R12:UEB | P1@Lapphalia hand=EUDD | P2@Elvenhold",
        "R21:DUB | P1@Dag'Amura hand=UUDC | P2@Elvenhold",
    ], "move")


def _double_travels(state: ElfengoldState) -> list[Travel]:
    if not _travelling(state):
        return []
    return [Travel(r.id, k) for r, c in _exits(state) if len(transports_on(c)) == 2 for k in transports_on(c)]


def _on_a_doubled_road(state: ElfengoldState, action: Action) -> bool:
    return isinstance(action, Travel) and len(transports_on(_tiles(state, action))) == 2


VARIANTS: dict[str, Variant[ElfengoldState]] = {
    "mis.eg.rebid-after-pass": {"candidates": _late_bids, "applies": _bid_after_passing,
                                "misjudge": _as_if_still_in, "actor": _bidder,
                                "positions": _passed_positions},
    "mis.eg.one-tile-an-auction": {"candidates": _raises, "applies": _holds_a_won_tile,
                                   "positions": _won_positions},
    "mis.eg.bid-within-gold": {"candidates": _beyond_gold, "applies": _more_than_held,
                               "positions": _poor_positions},
    "mis.eg.log-costs-nothing": {"candidates": _log_travels, "applies": _usual_count_held,
                                 "misjudge": _always, "positions": _log_positions},
    "mis.eg.double-pays-both": {"candidates": _double_travels, "applies": _on_a_doubled_road,
                                "positions": _double_positions},
    "mis.eg.any-terrain": {"candidates": _unfitting, "applies": _misfits, "positions": _plan_positions},
    "mis.eg.two-transports": {"candidates": _second_transports, "applies": _onto_a_transport,
                              "positions": _plan_positions},
    "mis.eg.gold-anywhere": {"candidates": _gold_places, "applies": _on_an_empty_road,
                             "positions": _gold_plan_positions},
    "mis.eg.gold-alone": {"candidates": _gold_places, "applies": _on_a_transport,
                          "positions": _gold_plan_positions_after},
    "mis.eg.gold-never-with-obstacle": {"candidates": _beside_gold_or_log, "applies": _gold_meets_obstacle,
                                        "positions": _double_special_positions},
}
