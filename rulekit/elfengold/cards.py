"""Phase 1 — draw transport cards; gold cards; also the 2 cards taken in phase 6 (EG.gap.gold-or-cards).

A *pick* is one card taken by one player.  The state keeps a queue of pending picks
(``state.picks``): three passes in phase 1 (EG.cards.three-passes), two picks for a
player who takes cards in phase 6.  A gold card never enters a hand: it goes to the
gold-card pile and the same player picks again with options (a), (b), (c).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Referee
from .actions import Cash, Take, TakeTop
from .speed import remember

if TYPE_CHECKING:
    from .state import ElfengoldState

TAKES = {k: Take(k) for k in "PECUTDRGW"}
TOP = TakeTop()
CASH = Cash()


def check(s: ElfengoldState, a: Take | TakeTop | Cash, ref: Referee) -> None:
    if isinstance(a, Take):
        ref.require(a.card in s.display, "EG.cards.from-display",
                    f"a card is taken from the 3 face-up cards (the display shows {s.display or 'nothing'})",
                    f"카드는 펼쳐진 3장 중에서 가져옵니다 (지금: {s.display or '없음'})")
        if a.card == "G":
            ref.note("EG.cards.gold-card", "a gold card goes at once to the gold-card pile, not into a hand",
                     "금 카드는 손에 들지 않고 즉시 금 카드 덱에 놓습니다")
    elif isinstance(a, TakeTop):
        ref.require(s.gold_choice or s.opts["blind_draw"], "EG.gap.deck-draw",
                    "the top card of the deck may be taken only as option (b) after a gold card",
                    "덱 맨 위 카드는 금 카드를 가져온 뒤 ②번 선택으로만 가져올 수 있습니다")
        ref.require(bool(s.deck or s.discard), "EG.gap.empty-deck",
                    "the deck (or the discard pile to reshuffle) must have a card",
                    "덱(또는 다시 섞을 버려진 카드)에 카드가 있어야 합니다")
    else:
        ref.require(s.gold_choice, "EG.cards.gold-options",
                    "the gold-card pile may be cashed only by a player who has just taken a gold card",
                    "금 카드를 방금 가져온 플레이어만 금 카드 덱을 금화로 바꿀 수 있습니다")
        ref.note("EG.cards.gold-cash", f"{s.gold_pile} gold card(s) × 3 = {3 * s.gold_pile} gold",
                 f"금 카드 {s.gold_pile}장 × 3 = {3 * s.gold_pile}골드")


@remember(maxsize=4_096)
def _takes(display: str) -> list:
    """One take per kind on show, in card order (remembered: there are few displays)."""
    return [TAKES[k] for k in sorted(set(display), key="PECUTDRGW".index)]


def legal(s: ElfengoldState) -> list:
    acts = _takes(s.display).copy()
    if (s.gold_choice or s.opts["blind_draw"]) and (s.deck or s.discard):
        acts.append(TOP)
    if s.gold_choice:
        acts.append(CASH)
    return acts


def can_pick(s: ElfengoldState) -> bool:
    """Whether the player at the head of the pick queue has anything to take (EG.gap.empty-deck)."""
    return bool(s.display) or s.gold_choice or (s.opts["blind_draw"] and bool(s.deck or s.discard))


def draw_from_deck(s: ElfengoldState) -> str:
    """The deck's top card; the discard pile is reshuffled when the deck is used up (EG.cards.reshuffle)."""
    if not s.deck:
        if not s.discard:
            return ""
        s.deck = s.shuffled_str(s.discard)
        s.discard = ""
    card = s.deck[-1]
    s.deck = s.deck[:-1]
    return card


def refill(s: ElfengoldState) -> None:
    """Refill the display to 3 (EG.cards.refill); a gold card simply shows (EG.gap.gold-from-deck)."""
    size = s.comp["display_size"]
    while len(s.display) < size:
        card = draw_from_deck(s)
        if not card:
            break
        s.display = "".join(sorted(s.display + card))


def perform(s: ElfengoldState, a: Take | TakeTop | Cash) -> None:
    p = s.picks[0]
    if isinstance(a, Cash):
        n = s.gold_pile
        s.pay(p, n * s.comp["gold_card_value"])
        s.discard += "G" * n
        s.gold_pile = 0
        s.gold_choice = False
        s.picks = s.picks[1:]          # option (c) completes the pick (EG.gap.gold-option-counts)
        return
    if isinstance(a, Take):
        card = a.card
        s.display = s.display.replace(card, "", 1)
        refill(s)
    else:
        card = draw_from_deck(s)
    if card == "G":
        s.gold_pile += 1               # EG.cards.gold-card; choose again (EG.cards.gold-again)
        s.gold_choice = True
        return
    s.hands = s.with_item(s.hands, p, "".join(sorted(s.hands[p] + card)))
    s.gold_choice = False
    s.picks = s.picks[1:]
