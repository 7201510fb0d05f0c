"""Fertility misreadings in a form the kit can evaluate (their texts: data/fertility/misreadings.json).

>>> from rulekit.practice import select
>>> m = select("fertility", ["mis.fe.symbol-is-site"])[0]
>>> s = next(iter(m.positions(1)))
>>> any(m.judge(s, a) and not s.is_legal(a) for a in m.candidates(s))
True
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations_with_replacement

from .. import fertility as fe
from ..core import Action
from ..fertility.actions import Buy, MoveGoods, Place, Supply
from ..fertility.board import SYMBOLS
from ..fertility.scoring import monuments_on_board
from ..fertility.shops import city_shops, shop_at
from ..fertility.state import FertilityState
from ..rng import Rng
from . import legal_without
from .catalogue import Variant

RESOURCES = "MCPG"


def _tiles(state: FertilityState) -> list[str]:
    """The player's personal valley tiles as site pairs ("CG")."""
    return list(dict.fromkeys(state.comp.tiles[t] for t in state.hands[state.current_player]))


def _orientations(tile: str) -> list[tuple[str, str]]:
    a, b = tile[0], tile[1]
    return [(a, b)] if a == b else [(a, b), (b, a)]


def _cell(state: FertilityState, i: int) -> tuple[int, int]:
    return state.board.coords[i]


# ---- step 1: placing a valley tile


def _next_to_symbols(state: FertilityState) -> Iterator[Place]:
    """Placements whose site touches a printed resource symbol of its own kind."""
    if state.is_over or state.phase != "place":
        return
    board = state.board
    for i, letter in enumerate(board.cells):
        kind = SYMBOLS.get(letter)
        if kind is None:
            continue
        for a in board.neighbours[i]:
            if not state.free[a]:
                continue
            for tile in _tiles(state):
                for first, second in _orientations(tile):
                    if first != kind:
                        continue
                    for b in board.neighbours[a]:
                        if state.free[b] and b != i:
                            yield Place(first, _cell(state, a), second, _cell(state, b))


def _touches_its_symbol(state: FertilityState, action: Action) -> bool:
    if not isinstance(action, Place):
        return False
    board = state.board
    for site, cell in ((action.first, action.a), (action.second, action.b)):
        i = board.index(cell)
        if any(SYMBOLS.get(board.cells[j]) == site for j in board.neighbours[i]):
            return True
    return False


def _onto_wheat_or_water(state: FertilityState) -> Iterator[Place]:
    if state.is_over or state.phase != "place":
        return
    board = state.board
    for a in sorted(state.frontier):
        for tile in _tiles(state):
            for first, second in _orientations(tile):
                if not any(state.site[j] == first for j in board.neighbours[a]):
                    continue
                for b in board.neighbours[a]:
                    if board.wheat[b] or board.cells[b] == "~":
                        yield Place(first, _cell(state, a), second, _cell(state, b))


def _covers_wheat_or_water(state: FertilityState, action: Action) -> bool:
    if not isinstance(action, Place):
        return False
    board = state.board
    cells = [board.index(c) for c in (action.a, action.b)]
    return any(board.wheat[i] or board.cells[i] == "~" for i in cells)


def _as_if_any_cell(state: FertilityState, action: Action) -> bool | None:
    return legal_without(state, action, {"FE.place.no-wheat-water", "FE.place.desert-only"})


def _first_turn_positions(seed: int) -> Iterator[FertilityState]:
    for k in range(4):
        yield fe.new_game(players=2, seed=seed + k)


# ---- step 2: district tiles


def _pays(state: FertilityState, from_shops: bool) -> Iterator[Buy]:
    if state.is_over or state.phase != "build":
        return
    p = state.current_player
    have = Counter({L: state.beside[p][i] for i, L in enumerate(RESOURCES)})
    if from_shops:
        for text in state.goods[p].values():
            have.update(text)
    have["W"] = state.wheat[p]
    letters = [L for L in RESOURCES + "W" if have[L]]
    for slot, did in enumerate(state.row, start=1):
        if did is None:
            continue
        cost = state.comp.districts[did].cost
        for pay in combinations_with_replacement(letters, cost):
            if all(Counter(pay)[L] <= have[L] for L in pay):
                yield Buy(slot, "".join(pay))


def _from_shops_buys(state: FertilityState) -> Iterator[Buy]:
    yield from _pays(state, from_shops=True)


def _needs_shop_goods(state: FertilityState, action: Action) -> bool:
    p = state.current_player
    return isinstance(action, Buy) and any(action.pay.count(L) > state.beside[p][i]
                                           for i, L in enumerate(RESOURCES))


def _wheat_pays(state: FertilityState) -> Iterator[Buy]:
    yield from (a for a in _pays(state, from_shops=False) if "W" in a.pay)


def _pays_with_wheat(state: FertilityState, action: Action) -> bool:
    return isinstance(action, Buy) and "W" in action.pay


def _second_buys(state: FertilityState) -> Iterator[Buy]:
    if not state.is_over and state.bought is not None and state.phase in ("build", "supply"):
        p = state.current_player
        for slot, did in enumerate(state.row, start=1):
            if did is not None:
                cost = state.comp.districts[did].cost
                pool = "".join(L * state.beside[p][i] for i, L in enumerate(RESOURCES)) + "W" * state.wheat[p]
                if len(pool) >= cost:
                    yield Buy(slot, "".join(sorted(pool[:cost])))


def _bought_this_turn(state: FertilityState, action: Action) -> bool:
    return isinstance(action, Buy) and state.bought is not None


def _as_if_buying_again(state: FertilityState, action: Action) -> bool | None:
    """The misreading's verdict: step 2 goes on after a purchase, as if none had been made."""
    return legal_without(state, action, {"FE.district.one-per-turn", "FE.turn.steps"})


def _played(seed: int, games: int = 6) -> Iterator[FertilityState]:
    """Every state of a few seeded games in which the player to move prefers building (bots' play)."""
    rng = Rng(seed)
    for _ in range(games):
        state = fe.new_game(players=2, seed=rng.randrange(1, 2**31))
        while not state.is_over:
            acts = state.legal_actions()
            keen = [a for a in acts if isinstance(a, (Buy, Supply)) or type(a).__name__ == "QuarryMonument"]
            state = state.apply(rng.choice(keen) if keen and rng.random() < 0.8 else rng.choice(acts))
            yield state


def _after_a_purchase(seed: int) -> Iterator[FertilityState]:
    yield from (s for s in _played(seed) if s.bought is not None and s.phase in ("build", "supply"))


def _monument_race(seed: int) -> Iterator[FertilityState]:
    for s in _played(seed):
        counts = monuments_on_board(s)
        if len([c for c in counts if c]) >= 2 and len(set(counts)) >= 2:
            yield s


# ---- step 3: shops


def _moves(state: FertilityState) -> Iterator[MoveGoods]:
    if state.is_over or state.phase not in ("build", "supply"):
        return
    p = state.current_player
    for (lot, number), text in sorted(state.goods[p].items()):
        for res in sorted(set(text)):
            for lot2, number2, _ in city_shops(state, p):
                if (lot2, number2) != (lot, number):
                    yield MoveGoods(res, lot, number, lot2, number2)


def _would_fit(state: FertilityState, action: Action) -> bool:
    if not isinstance(action, MoveGoods):
        return False
    p = state.current_player
    shop = shop_at(state, p, action.to_lot, action.to_shop)
    there = state.goods[p].get((action.to_lot, action.to_shop), "")
    return shop is not None and shop.accepts(action.resource, there)


def _supplies(state: FertilityState) -> Iterator[Supply]:
    if not state.is_over and state.phase in ("build", "supply"):
        yield from (a for a in state.legal_actions() if isinstance(a, Supply))


def _leaves_shop_unfinished(state: FertilityState, action: Action) -> bool:
    if not isinstance(action, Supply):
        return False
    p = state.current_player
    shop = shop_at(state, p, action.lot, action.shop)
    have = state.goods[p].get((action.lot, action.shop), "")
    return shop is not None and len(shop.needs) >= 2 and len(have) + 1 < len(shop.needs)


def _without_a_district(state: FertilityState, action: Action) -> bool:
    return isinstance(action, Supply) and state.bought is None


# ---- scoring


def _score_partial_shops(state: FertilityState, player: int) -> int:
    total = state.score()[player].total
    goods = state.goods[player]
    for lot, number, shop in city_shops(state, player):
        have = goods.get((lot, number), "")
        if have and len(have) < len(shop.needs) and shop.kind in ("deben", "any"):
            total += shop.value
    return total


def _score_first_only(state: FertilityState, player: int) -> int:
    s = state.score()[player]
    second = state.comp.monument_ranks[1] if len(state.comp.monument_ranks) > 1 else 0
    return s.total - second if s.parts.get("monuments") == second and second else s.total


VARIANTS: dict[str, Variant[FertilityState]] = {
    "mis.fe.symbol-is-site": {"candidates": _next_to_symbols, "applies": _touches_its_symbol,
                              "positions": _first_turn_positions},
    "mis.fe.cover-wheat-water": {"candidates": _onto_wheat_or_water, "applies": _covers_wheat_or_water,
                                 "misjudge": _as_if_any_cell, "positions": _first_turn_positions},
    "mis.fe.wheat-no-money": {"candidates": _wheat_pays, "applies": _pays_with_wheat},
    "mis.fe.pay-from-shops": {"candidates": _from_shops_buys, "applies": _needs_shop_goods},
    "mis.fe.two-districts": {"candidates": _second_buys, "applies": _bought_this_turn,
                             "misjudge": _as_if_buying_again, "positions": _after_a_purchase},
    "mis.fe.move-goods": {"candidates": _moves, "applies": lambda s, a: True, "misjudge": _would_fit},
    "mis.fe.fill-at-once": {"candidates": _supplies, "applies": _leaves_shop_unfinished},
    "mis.fe.supply-needs-district": {"candidates": _supplies, "applies": _without_a_district},
    "mis.fe.partial-shop-pays": {"score": _score_partial_shops},
    "mis.fe.first-only-monuments": {"score": _score_first_only, "positions": _monument_race},
}
