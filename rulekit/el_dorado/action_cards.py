"""The purple action cards (보라색 액션 카드), played at any moment of phase 1 (ED.card.action-timing).

``use Tm Pi`` Transmitter: take any market or reserve card free, to the discard pile (ED.gap.transmitter);
``use Cg`` Cartographer: draw 2; ``use Co`` Compass: draw 3; ``use Si`` Scientist: draw 1, then you may
remove 1 hand card (``trash Ex`` or ``done``); ``use TL`` Travel Log: draw 2, then remove up to 2.
The Native is played onto a space like a movement card (``Na C12``, see :mod:`.movement`).
Transmitter, Compass and Travel Log are items: they leave the game once used (ED.gap.items).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Referee
from ..i18n import josa
from .actions import Done, Trash, Use
from .components import CARDS
from .market import gain_to_discard, take_card, where
from .movement import check_in_hand, check_phase1, take_from_hand
from .speed import hand_memo, remember
from .turn import draw_cards

if TYPE_CHECKING:
    from .state import ElDoradoState

DRAWS = {"Cg": 2, "Co": 3, "Si": 1, "TL": 2}
TRASHES = {"Si": 1, "TL": 2}
use_action = remember(maxsize=1_024)(Use)  # interned actions
trash_action = remember(maxsize=1_024)(Trash)
DONE = Done()


def check_use(s: ElDoradoState, a: Use, ref: Referee) -> None:
    check_phase1(s, ref)
    check_in_hand(s, (a.card,), ref)
    card = CARDS[a.card]
    ref.require(card.is_action, "ED.card.action-timing",
                "only a purple action card is played for an effect",
                    "효과를 쓰는 카드는 보라색 액션 카드뿐입니다")
    ref.require(a.card != "Na", "ED.gap.native",
                "the Native is played onto a space: write e.g. 'Na C12'",
                    "네이티브는 칸을 정해 냅니다: 예 'Na C12'")
    if a.card == "Tm":
        ref.require(a.take is not None and where(s, a.take) is not None, "ED.gap.transmitter",
                    "the Transmitter takes one card that is in a market slot or in the reserve",
                    "송신기는 마켓 칸이나 예비 묶음에 있는 카드 1장을 가져옵니다")
        ref.note("ED.gap.transmitter", "the Transmitter's card is free and is not the turn's purchase",
                 "송신기로 가져온 카드는 무료이며 이번 턴의 구매가 아닙니다")
    else:
        ref.require(a.take is None, "ED.card.action-timing",
                    f"{card.name} takes no card from the market",
                        f"{josa(card.name_ko, '은')} 시장에서 카드를 가져오지 않습니다")
    if a.card in DRAWS:
        ref.note("ED.gap.action-draws", "the drawn cards join the hand and may be played this turn",
                 "뽑은 카드는 바로 손에 들어와 이번 턴에 쓸 수 있습니다")


def perform_use(s: ElDoradoState, a: Use) -> None:
    p = s.current_player
    s.hands[p] = take_from_hand(s.hands[p], a.card)
    s.played = s.played + ((a.card, "remove" if CARDS[a.card].item else "discard"),)
    if a.card == "Tm":
        take_card(s, a.take)  # type: ignore[arg-type]
        gain_to_discard(s, a.take)  # type: ignore[arg-type]
        return
    draw_cards(s, p, DRAWS[a.card])
    if a.card in TRASHES and s.hands[p]:
        s.pending_trash = TRASHES[a.card]


def check_trash(s: ElDoradoState, a: Trash, ref: Referee) -> None:
    ref.require(s.phase == "play" and s.pending_trash > 0, "ED.card.action-timing",
                "a card is removed this way only right after a Scientist or Travel Log",
                "이렇게 카드를 제거하는 것은 과학자나 여행 일지를 낸 직후뿐입니다")
    check_in_hand(s, (a.card,), ref)


def perform_trash(s: ElDoradoState, a: Trash) -> None:
    p = s.current_player
    s.hands[p] = take_from_hand(s.hands[p], a.card)
    s.removed[p] = s.removed[p] + (a.card,)
    s.pending_trash -= 1
    if not s.hands[p]:
        s.pending_trash = 0


def check_done(s: ElDoradoState, a: Done, ref: Referee) -> None:
    ref.require(s.phase == "play" and s.pending_trash > 0, "ED.card.action-timing",
                "'done' ends a Scientist's or Travel Log's removal",
                    "'done'은 과학자·여행 일지의 제거를 끝냅니다")


def perform_done(s: ElDoradoState, a: Done) -> None:
    s.pending_trash = 0


@remember(maxsize=8192)
def _action_cards(hand: tuple[str, ...]) -> tuple[str, ...]:
    """The action cards in ``hand``, sorted, once each: remembered by hand, as most hands hold none
    and the same hands come back turn after turn."""
    return tuple(code for code in sorted(set(hand)) if code in DRAWS or code == "Tm")


def legal_uses(s: ElDoradoState, out: list) -> None:
    for code in _action_cards(hand_memo(s.hands[s.current_player]).ordered):  # every order: one entry
        if code in DRAWS:
            out.append(use_action(code, None))
        else:  # the Transmitter takes any market or reserve card (ED.gap.transmitter)
            for stack in s.market:
                if stack is not None:
                    out.append(use_action("Tm", stack[0]))
            for c, _ in s.reserve:
                out.append(use_action("Tm", c))


def legal_trash(s: ElDoradoState) -> list:
    return [trash_action(c) for c in sorted(set(s.hands[s.current_player]))] + [DONE]
