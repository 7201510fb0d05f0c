"""A turn's three phases (턴 진행): play cards, discard played cards, draw cards.

``end`` closes phase 1: every played card goes to the discard pile, except cards
paid into a base camp and used items, which leave the game.  In phase 2 the
player may ``discard`` hand cards they do not keep; ``draw`` fills the hand to 4
(reshuffling the discard pile when the draw pile runs out) and passes the turn
clockwise.  At the end of each turn the end of the game is checked (:mod:`.end`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Referee
from .actions import Discard, Draw, End
from .components import HAND_SIZE
from .movement import check_in_hand, take_from_hand
from .speed import remember

if TYPE_CHECKING:
    from .state import ElDoradoState

discard_action = remember(maxsize=1_024)(Discard)  # interned actions
DRAW = Draw()
END = End()


def draw_cards(s: ElDoradoState, player: int, k: int) -> None:
    """Draw ``k`` cards, shuffling the discard pile into a new draw pile when needed (ED.turn.reshuffle).

    With both piles empty the player simply gets fewer cards (ED.gap.empty-piles).
    """
    draw, hand = s.draws[player], s.hands[player]
    while k > 0:
        if not draw:
            if not s.discards[player]:
                break
            pile = list(s.discards[player])
            s.rng.shuffle(pile)
            draw = tuple(pile)
            s.discards[player] = ()
        take = min(k, len(draw))     # the top of the pile is its end: cards come off it one by one
        hand = hand + draw[:-take - 1:-1]
        draw = draw[:-take]
        k -= take
    s.draws[player], s.hands[player] = draw, hand


def check_end(s: ElDoradoState, a: End, ref: Referee) -> None:
    ref.require(s.phase == "play", "ED.turn.phases",
                "phase 1 (play cards) can only end once per turn",
                          "1단계(카드 쓰기)는 한 번만 끝낼 수 있습니다")
    ref.require(not s.pending_trash, "ED.card.action-timing",
                "the action card's effect is finished first: trash a card or say 'done'",
                "액션 카드의 효과를 먼저 끝내야 합니다: 카드를 제거하거나 'done'")
    ref.note("ED.gap.pass-turn", "a player may end phase 1 without playing any card",
             "카드를 한 장도 내지 않고 1단계를 끝낼 수 있습니다")
    ref.note("ED.turn.discard-played", "the played cards go to the discard pile",
             "낸 카드는 버림 더미로 갑니다")


def perform_end(s: ElDoradoState, a: End) -> None:
    p = s.current_player
    played = s.played
    if played:
        keep = [c for c, fate in played if fate == "discard"]
        if keep:
            s.discards[p] = s.discards[p] + tuple(keep)
        if len(keep) < len(played):
            s.removed[p] = s.removed[p] + tuple([c for c, fate in played if fate == "remove"])
    s.played = ()
    s.active = None
    s.phase = "discard"
    if not s.hands[p]:
        perform_draw(s, DRAW)      # nothing to keep or discard: straight to phase 3


def check_discard(s: ElDoradoState, a: Discard, ref: Referee) -> None:
    ref.require(s.phase == "discard", "ED.turn.hand-keep",
                "hand cards are kept or discarded in phase 2, after 'end'",
                "손에 남은 카드는 2단계('end' 다음)에서 유지하거나 버립니다")
    check_in_hand(s, (a.card,), ref)


def perform_discard(s: ElDoradoState, a: Discard) -> None:
    p = s.current_player
    s.hands[p] = take_from_hand(s.hands[p], a.card)
    s.discards[p] = s.discards[p] + (a.card,)


def check_draw(s: ElDoradoState, a: Draw, ref: Referee) -> None:
    ref.require(s.phase == "discard", "ED.turn.phases",
                "cards are drawn in phase 3, after 'end' (phase 1) and discarding (phase 2)",
                "카드는 3단계에서 뽑습니다: 'end'(1단계)와 버리기(2단계) 다음")
    ref.note("ED.turn.draw", "draw until you hold 4 cards", "손이 4장이 될 때까지 뽑습니다")


def perform_draw(s: ElDoradoState, a: Draw) -> None:
    p = s.current_player
    need = HAND_SIZE - len(s.hands[p])
    if need > 0:
        draw_cards(s, p, need)
    end_turn(s)


def end_turn(s: ElDoradoState) -> None:
    """Pass the turn clockwise; end the game after the final round (or the simulator's round limit)."""
    n = s.num_players
    last_of_round = (s.start_player + n - 1) % n       # the hat holder's right (ED.gap.turn-direction)
    if s.current_player == last_of_round:
        s.round += 1
        if s.final_round:
            s.over = True                                # ED.end.round-complete / ED.end.last-player
        elif s.max_rounds is not None and s.round >= s.max_rounds:
            s.over = True
            s.stopped = True                             # ED.gap.sim-round-limit: no winner
    s.phase = "play"
    s.budget = 0
    s.buying = False
    s.bought = None
    s.pending_trash = 0
    s.active = None
    s.turn += 1
    if not s.over:
        s.current_player = (s.current_player + 1) % n


def legal_phase2(s: ElDoradoState) -> list:
    """Discard any one card of the hand (ED.turn.hand-keep), or draw (ED.turn.draw)."""
    return list(_phase2_actions(s.hands[s.current_player]))


@remember(maxsize=8192)
def _phase2_actions(hand: tuple[str, ...]) -> tuple:
    """:func:`legal_phase2` for ``hand``, remembered by hand: a quarter of a game's actions are taken in
    phase 2, and the same hands come back turn after turn."""
    return tuple(discard_action(c) for c in sorted(set(hand))) + (DRAW,)
