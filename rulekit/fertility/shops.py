"""Step 3 (자기 도시의 상점에 상품 공급): supplying the shops of your city, and the kinds of shop.

Shops are addressed ``lot.shop``: lot 0 holds the shops printed on the city board, lots 1.. the
district tiles, and shops are numbered from 1 on each.  ``state.goods[player][(lot, shop)]`` is the
string of resources placed on that shop; they never move again (``FE.supply.permanent``).
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..core import Referee
from ..i18n import josa
from .actions import Gain, Supply
from .components import RESOURCES, Shop, fits
from .speed import remember
from .valley import KIND_INDEX, gain_wheat, name

if TYPE_CHECKING:
    from .state import FertilityState

supply_action = remember(maxsize=4_096)(Supply)  # interned actions


def city_shops(state: FertilityState, player: int) -> Iterator[tuple[int, int, Shop]]:
    """Every shop of a player's city as ``(lot, shop number, Shop)``."""
    for i, shop in enumerate(state.comp.printed_shops, start=1):
        yield 0, i, shop
    districts = state.comp.districts
    for lot, did in enumerate(state.lots[player], start=1):
        if did is not None:
            for i, shop in enumerate(districts[did].shops, start=1):
                yield lot, i, shop


def shop_at(state: FertilityState, player: int, lot: int, number: int) -> Shop | None:
    if lot == 0:
        shops = state.comp.printed_shops
    elif 1 <= lot <= len(state.lots[player]) and state.lots[player][lot - 1] is not None:
        shops = state.comp.districts[state.lots[player][lot - 1]].shops  # type: ignore[index]
    else:
        return None
    return shops[number - 1] if 1 <= number <= len(shops) else None


def is_complete(shop: Shop, supplied: str) -> bool:
    return len(supplied) == len(shop.needs)


def supply_actions(state: FertilityState) -> list[Supply]:
    p = state.current_player
    beside = state.beside[p]
    if not any(beside):
        return []
    goods = state.goods[p]
    out = []
    for lot, number, shop in city_shops(state, p):
        for k in still_takes(shop.needs, goods.get((lot, number), "")):
            if beside[k]:
                out.append(supply_action(RESOURCES[k], lot, number))
    return out


@remember(maxsize=4_096)
def still_takes(needs: str, supplied: str) -> tuple[int, ...]:
    """The kinds (indexes into ``RESOURCES``) of which one more fits on a shop that needs ``needs`` and
    holds ``supplied`` (FE.supply.shown-only, :func:`fits`).

    >>> still_takes("CC", "C"), still_takes("CC", "CC"), still_takes("A", "")
    ((1,), (), (0, 1, 2, 3))
    """
    return tuple(k for k, r in enumerate(RESOURCES) if fits(needs, r, supplied))


def gain_actions(state: FertilityState) -> list[Gain]:
    return [Gain(r) for r in state.trade if state.supply[KIND_INDEX[r]] > 0]


def check_supply(state: FertilityState, action: Supply, ref: Referee) -> None:
    p = state.current_player
    ref.require(state.phase in ("build", "supply"), "FE.turn.steps",
                "shops are supplied in step 3, after the valley tile (and any district tile)",
                "상품 공급은 3단계에서, 계곡 타일(과 구역 타일) 배치 후에 합니다")
    ref.note("FE.supply.independent", "supplying does not depend on placing a district tile",
             "구역 타일을 배치했는지와 관계없이 공급할 수 있습니다")
    ref.require(action.resource != "W", "FE.gap.wheat-not-goods", "wheat cannot be placed on shops",
                "밀은 상점에 놓을 수 없습니다")
    ref.require(state.beside[p][KIND_INDEX[action.resource]] > 0, "FE.supply.from-beside",
                f"a {name(action.resource)} must be beside your city board",
                f"도시판 옆에 {josa(name(action.resource, 1), '이')} 있어야 합니다")
    shop = shop_at(state, p, action.lot, action.shop)
    ref.require(shop is not None, "FE.supply.from-beside",
                f"shop {action.lot}.{action.shop} must be a shop of your city",
                f"{action.lot}.{action.shop} 상점은 자기 도시의 상점이어야 합니다")
    supplied = state.goods[p].get((action.lot, action.shop), "")
    ref.require(shop.accepts(action.resource, supplied), "FE.supply.shown-only",  # type: ignore[union-attr]
                f"shop {shop} takes only the resources shown on it, up to the number shown",
                f"{shop} 상점에는 표시된 자원만 표시된 개수까지 공급할 수 있습니다")
    ref.note("FE.supply.partial", "a shop may be supplied in part", "일부만 공급해도 됩니다")


def perform_supply(state: FertilityState, action: Supply) -> None:
    p = state.current_player
    k = KIND_INDEX[action.resource]
    beside = state.beside[p][:]
    beside[k] -= 1
    state.beside = [beside if i == p else b for i, b in enumerate(state.beside)]
    goods = dict(state.goods[p])
    key = (action.lot, action.shop)
    supplied = goods[key] = goods.get(key, "") + action.resource
    state.goods = [goods if i == p else g for i, g in enumerate(state.goods)]
    state.phase = "supply"
    shop = shop_at(state, p, action.lot, action.shop)
    if shop is not None and is_complete(shop, supplied):
        # FE.supply.reward: rewards at once (wheat, trade); the others count at the end.
        if shop.kind == "wheat":
            state.wheat = state.wheat[:]
            gain_wheat(state, p, shop.value)
        elif shop.kind == "trade" and any(state.supply[KIND_INDEX[r]] for r in shop.choices):
            state.trade = shop.choices
            state.phase = "trade"


def check_gain(state: FertilityState, action: Gain, ref: Referee) -> None:
    ref.require(state.phase == "trade", "FE.shop.trade",
                "a resource is gained only as the reward of a trade shop just completed",
                "교환 상점을 방금 다 채웠을 때만 자원을 받습니다")
    ref.require(action.resource in state.trade, "FE.shop.trade",
                f"choose one of the resources shown on the shop: {', '.join(state.trade)}",
                f"상점에 표시된 자원 중 하나를 골라야 합니다: {', '.join(state.trade)}")
    ref.require(state.supply[KIND_INDEX[action.resource]] > 0, "FE.gap.trade-shop",
                f"the common supply must still hold a {name(action.resource)}",
                f"공동 창고에 {josa(name(action.resource, 1), '이')} 남아 있어야 합니다")


def perform_gain(state: FertilityState, action: Gain) -> None:
    p = state.current_player
    k = KIND_INDEX[action.resource]
    state.supply = state.supply[:]
    state.supply[k] -= 1
    beside = state.beside[p][:]
    beside[k] += 1  # FE.gap.trade-shop: beside the city, free to go onto another shop this step
    state.beside = [beside if i == p else b for i, b in enumerate(state.beside)]
    state.trade = ""
    state.phase = "supply"
