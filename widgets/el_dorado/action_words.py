"""El Dorado's actions in plain words, in the current language, with the rulebook's terms.

The Explorer's action list, the step-through tables and the quiz say an action so (``widgets.describe``
finds this game's :func:`describe`).
"""
from __future__ import annotations

from functools import cache
from typing import Any

from rulekit import el_dorado as ed
from rulekit.i18n import josa

from .words import TERRAIN_WORDS, card_name, card_strength, coins, is_ko, symbol_text


def _card_words(code: str) -> str:
    c = ed.CARDS[code]
    return f"{card_name(code)} ({card_strength(code)})" if not c.is_action else card_name(code)


@cache
def _terrain_of_label() -> dict[str, str]:
    """Space label -> terrain kind, for the labels every course prints alike (a label names one map space)."""
    kinds: dict[str, set[str]] = {}
    for course in ed.COURSES.values():
        for label, code in course.terrain.items():
            kinds.setdefault(label, set()).add(ed.TERRAIN[code].kind)
    return {label: next(iter(k)) for label, k in kinds.items() if len(k) == 1}


def _terrain_words(place: str) -> tuple[str, str]:
    """`` (jungle)`` / ``(정글)`` for a space, the real terrain of its label; ``("", "")`` if unknown."""
    words = TERRAIN_WORDS.get(_terrain_of_label().get(place, ""))
    return (f" ({words['en']})", f"({words['ko']})") if words else ("", "")


def describe(action: Any) -> str:
    """The action in plain words in the current language, with the rulebook's terms.

    >>> import rulekit
    >>> describe(ed.parse_action("Sc C12"))
    'Play Scout (machete 2): move to C12'
    >>> rulekit.set_language("ko"); describe(ed.parse_action("JT=m C12")); rulekit.set_language("en")
    '카드 쓰기: 만능 재주꾼(조커를 마체테로) → C12'
    >>> describe(ed.parse_action("pay Ex+Tr C17"))
    'Pay 2 cards (Explorer, Traveler) to enter C17 (rubble)'
    """
    a = ed.parse_action(action) if isinstance(action, str) else action
    ko = is_ko()
    piece = ""
    if getattr(a, "piece", 0):
        piece = " (말 2)" if ko else " (piece 2)"
    if isinstance(a, ed.Move):
        if a.card == "Na":
            target = f"봉쇄 {a.place}" if a.place.startswith("b") else a.place
            return (
                f"네이티브: 요구 조건 없이 이동 → {target}{piece}"
                if ko
                else f"Native: move to {a.place} ignoring its requirement{piece}"
            )
        if a.place.startswith("b"):
            if a.joker:
                return (
                    f"봉쇄 돌파: {card_name(a.card)}(조커를 {josa(symbol_text(a.joker), '으로')}) "
                    f"→ 봉쇄 {a.place}{piece}"
                    if ko
                    else f"Play {card_name(a.card)} as {symbol_text(a.joker)}: "
                    f"break blockade {a.place}{piece}"
                )
            return (
                f"봉쇄 돌파: {_card_words(a.card)} → 봉쇄 {a.place}{piece}"
                if ko
                else f"Play {_card_words(a.card)}: break blockade {a.place}{piece}"
            )
        if a.joker:
            return (
                f"카드 쓰기: {card_name(a.card)}(조커를 {josa(symbol_text(a.joker), '으로')}) "
                f"→ {a.place}{piece}"
                if ko
                else f"Play {card_name(a.card)} as {symbol_text(a.joker)}: move to {a.place}{piece}"
            )
        return (
            f"카드 쓰기: {_card_words(a.card)} → {a.place}{piece}"
            if ko
            else f"Play {_card_words(a.card)}: move to {a.place}{piece}"
        )
    if isinstance(a, ed.Go):
        return f"남은 파워로 이어서 이동 → {a.place}" if ko else f"Go on to {a.place} with the leftover power"
    if isinstance(a, ed.Stop):
        return "멈추기 (남은 파워는 사라집니다)" if ko else "Stop (the leftover power is lost)"
    if isinstance(a, ed.Pay):
        names = ", ".join(card_name(c) for c in a.cards)
        n = len(a.cards)
        if a.place.startswith("b"):
            return (
                f"자갈 봉쇄 {a.place} 돌파: 카드 {n}장({names}) 내기{piece}"
                if ko
                else f"Break rubble blockade {a.place} with {n} card{'s' * (n > 1)} ({names}){piece}"
            )
        ground_en, ground_ko = _terrain_words(a.place)
        return (
            f"카드 {n}장({names})을 내고 {a.place}{ground_ko}에 들어가기{piece}"
            if ko
            else f"Pay {n} card{'s' * (n > 1)} ({names}) to enter {a.place}{ground_en}{piece}"
        )
    if isinstance(a, ed.Use):
        if a.take:
            return (
                f"송신기: {card_name(a.take)} 무료로 가져오기 (버림 더미로)"
                if ko
                else f"Transmitter: take {card_name(a.take)} free onto your discard pile"
            )
        draws = {"Cg": 2, "Co": 3, "Si": 1, "TL": 2}.get(a.card, 0)
        trash = {"Si": 1, "TL": 2}.get(a.card, 0)
        extra_ko = f", 그다음 카드 {trash}장까지 제거" if trash else ""
        extra_en = f", then remove up to {trash}" if trash else ""
        return (
            f"액션 카드 {card_name(a.card)}: 카드 {draws}장 뽑기{extra_ko}"
            if ko
            else f"Action card {card_name(a.card)}: draw {draws} card{'s' * (draws > 1)}{extra_en}"
        )
    if isinstance(a, ed.Trash):
        return (
            f"카드 제거: {card_name(a.card)} (게임에서 빠짐)"
            if ko
            else f"Remove {card_name(a.card)} from the game"
        )
    if isinstance(a, ed.Done):
        return "카드 제거 마치기" if ko else "Stop removing cards"
    if isinstance(a, ed.Spend):
        c = ed.CARDS[a.card]
        value = coins(2 * c.power) if (c.symbol == "coin" or a.coin) else "1/2"
        if a.coin:
            return (
                f"구매에 쓰기: {card_name(a.card)}(조커를 코인으로) ({value} 코인)"
                if ko
                else f"Spend {card_name(a.card)} as coin for buying ({value} coin{'s' * (value != '1')})"
            )
        return (
            f"구매에 쓰기: {card_name(a.card)} ({value} 코인)"
            if ko
            else f"Spend {card_name(a.card)} for buying ({value} coin{'s' * (value not in ('1', '1/2'))})"
        )
    if isinstance(a, ed.Buy):
        price = ed.CARDS[a.card].price
        return (
            f"카드 사기: {card_name(a.card)} ({price} 코인, 버림 더미로)"
            if ko
            else f"Buy {card_name(a.card)} ({price} coin{'s' * (price != 1)}, onto your discard pile)"
        )
    if isinstance(a, ed.End):
        return (
            "카드 쓰기 끝: 낸 카드를 버림 더미로"
            if ko
            else "End playing cards: the played cards go to the discard pile"
        )
    if isinstance(a, ed.Discard):
        return (
            f"손의 카드 버리기: {card_name(a.card)}" if ko else f"Discard {card_name(a.card)} from your hand"
        )
    if isinstance(a, ed.Draw):
        return (
            "카드 뽑기: 손이 4장이 될 때까지 (턴 끝)" if ko else "Draw cards up to 4 in hand (the turn ends)"
        )
    return str(a)


# --------------------------------------------------------------------------- one-call pictures
