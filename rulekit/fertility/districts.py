"""Step 2 (구역 타일 1장 배치): buying one face-up district tile for a lot of your city.

FE.gap.cost: the cost is a number of resources; each unit is one piece from beside the city board
(``M C P G``) or one wheat (``W``).
"""
from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from ..core import Referee
from .actions import Buy
from .speed import remember

if TYPE_CHECKING:
    from .state import FertilityState

PAY_LETTERS = "MCPGW"
buy_action = remember(maxsize=4_096)(Buy)  # interned actions


@remember(maxsize=4_096)
def payments(cost: int, available: tuple[int, ...]) -> list[str]:
    """Every way to pay ``cost`` from ``available`` counts of M, C, P, G pieces and wheat.

    >>> payments(2, (1, 0, 0, 1, 1))
    ['MG', 'MW', 'GW']
    """
    out = []
    letters = [L for L, n in zip(PAY_LETTERS, available, strict=True) if n]
    for combo in combinations_with_replacement(letters, cost):
        if all(combo.count(L) <= available[PAY_LETTERS.index(L)] for L in set(combo)):
            out.append("".join(combo))
    return out


def free_lot(state: FertilityState, player: int) -> int | None:
    """The lowest empty lot (1-based) of a player's city board."""
    for i, d in enumerate(state.lots[player], start=1):
        if d is None:
            return i
    return None


def buy_actions(state: FertilityState) -> list[Buy]:
    p = state.current_player
    if state.bought is not None or free_lot(state, p) is None:
        return []
    avail = tuple(state.beside[p]) + (state.wheat[p],)
    out = []
    districts = state.comp.districts
    for slot, did in enumerate(state.row, start=1):
        if did is None:
            continue
        for pay in payments(districts[did].cost, avail):
            out.append(buy_action(slot, pay))
    return out


def check_buy(state: FertilityState, action: Buy, ref: Referee) -> None:
    p = state.current_player
    ref.require(state.bought is None, "FE.district.one-per-turn",
                "at most 1 district tile per turn", "한 차례에 구역 타일은 1장만 배치할 수 있습니다")
    ref.require(state.phase == "build", "FE.turn.steps",
                "a district tile is placed in step 2: after the valley tile, before supplying shops",
                "구역 타일은 2단계에서, 계곡 타일 배치 후 상품 공급 전에 배치합니다")
    ok_slot = 1 <= action.slot <= len(state.row) and state.row[action.slot - 1] is not None
    ref.require(ok_slot, "FE.district.choose", "choose one of the face-up district tiles",
                "앞면으로 놓인 구역 타일 중 1장을 선택해야 합니다")
    lot = free_lot(state, p)
    ref.require(lot is not None, "FE.district.no-free-lot",
                "your city board must have an empty lot", "도시판에 공터가 남아 있어야 합니다")
    if action.lot is not None:
        ref.require(1 <= action.lot <= len(state.lots[p]) and state.lots[p][action.lot - 1] is None,
                    "FE.district.cost", f"lot {action.lot} must be an empty lot of your city board",
                    f"{action.lot}번 공터는 자기 도시판의 빈 공터여야 합니다")
    district = state.comp.districts[state.row[action.slot - 1]]  # type: ignore[index]
    ref.require(len(action.pay) == district.cost, "FE.district.cost",
                f"pay exactly the cost shown on the tile: {district.cost}",
                f"타일에 표시된 배치 비용 {district.cost}만큼 지불해야 합니다")
    ref.require(set(action.pay) <= set(PAY_LETTERS), "FE.district.mixed-payment",
                "pay with marble, cattle, papyrus, grapes or wheat, in any mix",
                "대리석/소/파피루스/포도/밀을 섞어서 지불합니다")
    beside = state.beside[p]
    ref.require(all(action.pay.count(L) <= beside[i] for i, L in enumerate("MCPG")),
                "FE.district.not-from-shops",
                "pay only with pieces beside your city board, not with pieces on its shops",
                "도시판 옆에 모아 놓은 자원으로만 지불할 수 있고, 상점 위의 자원은 쓸 수 없습니다")
    ref.require(action.pay.count("W") <= state.wheat[p], "FE.gap.wheat-track",
                f"you can pay at most {state.wheat[p]} wheat (your wheat token's position)",
                f"밀은 밀 토큰 위치({state.wheat[p]})만큼까지만 지불할 수 있습니다")


def perform_buy(state: FertilityState, action: Buy) -> None:
    p = state.current_player
    pay = action.pay
    if pay:
        # FE.district.pay-pieces: pieces go back to the common supply; FE.district.pay-wheat: token back.
        state.supply = state.supply[:]
        beside = state.beside[p][:]
        for i, L in enumerate("MCPG"):
            n = pay.count(L)
            if n:
                beside[i] -= n
                state.supply[i] += n
        state.beside = [beside if i == p else b for i, b in enumerate(state.beside)]
        w = pay.count("W")
        if w:
            state.wheat = state.wheat[:]
            state.wheat[p] -= w
    lot = action.lot if action.lot is not None else free_lot(state, p)
    lots = state.lots[p][:]
    lots[lot - 1] = state.row[action.slot - 1]  # type: ignore[operator]
    state.lots = [lots if i == p else x for i, x in enumerate(state.lots)]
    state.row = state.row[:]
    state.row[action.slot - 1] = None
    state.bought = action.slot
    state.phase = "supply"
