"""Buying from the market (시장에서 카드 사기).

Cards are played for buying one at a time (``spend Tr``): coin cards add their
power, every other card ½ coin (ED.buy.coin-value, ED.buy.half-coin); a joker
declared as coin adds its power (``spend JT=c``, ED.gap.joker-coin).  The budget
is kept in half-coins (ED.gap.half-coins).  Then ``buy Sc`` takes one card whose
price fits the budget from the 6 market slots, or from the reserve while a slot
is empty; it goes to the discard pile and the rest of the budget is lost.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Referee
from .actions import Buy, Spend
from .components import CARDS, PRICE, coin_halves
from .movement import check_in_hand, check_phase1, take_from_hand
from .speed import hand_memo, remember

if TYPE_CHECKING:
    from .state import ElDoradoState

spend_action = remember(maxsize=1_024)(Spend)  # interned actions
buy_action = remember(maxsize=1_024)(Buy)


def has_gap(s: ElDoradoState) -> bool:
    """True while a market slot is empty (the reserve is open: ED.buy.reserve-when-gap)."""
    return None in s.market


def where(s: ElDoradoState, code: str) -> str | None:
    """``"market"``, ``"reserve"`` or None: where a card can be had right now."""
    for stack in s.market:
        if stack is not None and stack[0] == code:
            return "market"
    for c, _ in s.reserve:
        if c == code:
            return "reserve"
    return None


def take_card(s: ElDoradoState, code: str) -> None:
    """Take one card of a stack; refill an empty slot from the reserve (ED.gap.refill-timing)."""
    market = list(s.market)
    for i, stack in enumerate(market):
        if stack is not None and stack[0] == code:
            market[i] = (code, stack[1] - 1) if stack[1] > 1 else None   # a sold-out slot stays empty
            s.market = tuple(market)
            return
    reserve = list(s.reserve)
    for i, (c, n) in enumerate(reserve):
        if c == code:
            del reserve[i]
            if None in market:
                if n > 1:
                    market[market.index(None)] = (c, n - 1)     # the stack moves into the empty slot
            elif n > 1:
                reserve.insert(i, (c, n - 1))
            s.market = tuple(market)
            s.reserve = tuple(reserve)
            return
    raise KeyError(code)


def gain_to_discard(s: ElDoradoState, code: str) -> None:
    """A new card goes on top of the discard pile, never to the hand.

    (ED.buy.to-discard, ED.buy.not-to-hand)
    """
    p = s.current_player
    s.discards[p] = s.discards[p] + (code,)


def check_spend(s: ElDoradoState, a: Spend, ref: Referee) -> None:
    check_phase1(s, ref)
    ref.require(s.bought is None, "ED.buy.one-card",
                "at most one card is bought per turn (you have bought already)",
                "한 턴에 카드는 1장만 살 수 있습니다 (이미 샀습니다)")
    check_in_hand(s, (a.card,), ref)
    card = CARDS[a.card]
    ref.require(not a.coin or card.is_joker, "ED.card.joker",
                "only a white joker may be declared as coin", "흰 조커만 코인으로 선언할 수 있습니다")
    if card.symbol == "coin" or a.coin:
        ref.note("ED.buy.coin-value", f"a coin card is worth its power ({card.power})",
                 f"코인 카드는 파워 값({card.power})만큼의 코인입니다")
    else:
        ref.note("ED.buy.half-coin", "every other card is worth ½ coin", "그 밖의 카드는 ½코인입니다")
    ref.note("ED.gap.move-then-buy", "after a card is played for buying, no more movement this turn",
             "구매에 카드를 낸 뒤에는 이번 턴에 이동할 수 없습니다")


def perform_spend(s: ElDoradoState, a: Spend) -> None:
    p = s.current_player
    s.hands[p] = take_from_hand(s.hands[p], a.card)
    card = CARDS[a.card]
    s.active = None
    s.buying = True
    declared = "coin" if a.coin else None
    s.budget += coin_halves(card, declared)
    # A coin item (or a joker item as coin) used for its value has done its function (ED.gap.items).
    used_function = card.item and (card.symbol == "coin" or a.coin)
    s.played = s.played + ((a.card, "remove" if used_function else "discard"),)


def check_buy(s: ElDoradoState, a: Buy, ref: Referee) -> None:
    check_phase1(s, ref)
    ref.require(s.bought is None, "ED.buy.one-card",
                "at most one card is bought per turn", "한 턴에 카드는 1장만 살 수 있습니다")
    place = where(s, a.card)
    ref.require(place is not None, "ED.buy.price-limit",
                f"the card must be in a market slot or the reserve ({CARDS[a.card].name} is sold out)",
                f"카드가 마켓 칸이나 예비 묶음에 있어야 합니다 ({CARDS[a.card].name_ko} 매진)")
    if place == "reserve":
        ref.require(has_gap(s), "ED.buy.reserve-when-gap",
                    "a reserve card may be bought only while a market slot is empty",
                    "예비 묶음의 카드는 마켓 보드에 빈 칸이 있을 때만 살 수 있습니다")
    price = CARDS[a.card].price or 0
    ref.require(2 * price <= s.budget, "ED.buy.price-limit",
                f"the price ({price}) must be at most the coins played this turn ({_coins(s.budget)})",
                f"가격({price})이 이번 턴에 낸 코인({_coins(s.budget)}) 이하여야 합니다")
    ref.note("ED.buy.no-change", "no change is given", "거스름돈은 없습니다")
    ref.note("ED.buy.to-discard", "the bought card goes on top of your discard pile",
             "산 카드는 버림 더미 위에 놓입니다")


def _coins(halves: int) -> str:
    return f"{halves // 2}½" if halves % 2 else str(halves // 2)


def perform_buy(s: ElDoradoState, a: Buy) -> None:
    take_card(s, a.card)
    gain_to_discard(s, a.card)
    s.bought = a.card
    s.buying = True
    s.active = None
    s.budget = 0          # no change (ED.buy.no-change)


@remember(maxsize=8192)
def _spends(hand: tuple[str, ...]) -> tuple[Spend, ...]:
    """Every card of ``hand`` played for buying, jokers also as coin (ED.buy.coin-value, ED.gap.joker-coin).

    Remembered by hand: the same hands come back turn after turn, and a lookup is cheaper than the list.
    """
    out = []
    for code in sorted(set(hand)):
        out.append(spend_action(code, False))
        if CARDS[code].is_joker:
            out.append(spend_action(code, True))
    return tuple(out)


def legal_buying(s: ElDoradoState, out: list) -> None:
    if s.bought is not None:
        return
    out.extend(_spends(hand_memo(s.hands[s.current_player]).ordered))  # every order of a hand: one entry
    budget = s.budget
    if budget < 2:
        return
    for stack in s.market:
        if stack is not None and 2 * PRICE[stack[0]] <= budget:
            out.append(buy_action(stack[0]))
    if None in s.market:
        for code, _ in s.reserve:
            if 2 * PRICE[code] <= budget:
                out.append(buy_action(code))
