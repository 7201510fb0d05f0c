"""El Dorado's actions in plain words, in the current language, with the rulebook's terms.

The Explorer's action list, the step-through tables and the quiz say an action so
(:func:`widgets.display.describe_action` finds this game's :func:`describe`); the sentences are
:data:`widgets.el_dorado.words.ACTION_WORDS`.
"""
from __future__ import annotations

from functools import cache
from typing import Any

from rulekit import el_dorado as ed
from rulekit.el_dorado.action_cards import DRAWS, TRASHES
from rulekit.el_dorado.components import HAND_SIZE
from rulekit.el_dorado.movement import NATIVE
from rulekit.i18n import josa

from .words import (
    ACTION_WORDS,
    PARTICLE_AS,
    TERRAIN_WORDS,
    card_name,
    card_strength,
    coins,
    is_ko,
    pick,
    symbol_text,
)


def _say(key: str, **values: Any) -> str:
    return pick(ACTION_WORDS[key]).format(**values)


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
    piece = _say("piece") if getattr(a, "piece", 0) else ""
    if isinstance(a, (ed.Move, ed.Pay)):
        return _moving(a, piece)
    if isinstance(a, ed.Go):
        return _say("go", place=a.place)
    if isinstance(a, ed.Use):
        if a.take:
            return _say("take", card=card_name(a.card), take=card_name(a.take))
        draws, trash = DRAWS.get(a.card, 0), TRASHES.get(a.card, 0)
        extra = _say("use_trash", trash=trash) if trash else ""
        return _say("use", card=card_name(a.card), draws=draws, s="s" * (draws > 1), extra=extra)
    if isinstance(a, ed.Spend):
        c = ed.CARDS[a.card]
        value = coins(2 * c.power) if (c.symbol == "coin" or a.coin) else "1/2"
        if a.coin:
            return _say("spend_joker", card=card_name(a.card), value=value, s="s" * (value != "1"))
        return _say("spend", card=card_name(a.card), value=value, s="s" * (value not in ("1", "1/2")))
    if isinstance(a, ed.Buy):
        price = ed.CARDS[a.card].price
        return _say("buy", card=card_name(a.card), price=price, s="s" * (price != 1))
    if isinstance(a, (ed.Trash, ed.Discard)):
        return _say("trash" if isinstance(a, ed.Trash) else "discard", card=card_name(a.card))
    if isinstance(a, ed.Draw):
        return _say("draw", n=HAND_SIZE)
    key = {ed.Stop: "stop", ed.Done: "done", ed.End: "end"}.get(type(a))
    return _say(key) if key else str(a)


def _moving(a: Any, piece: str) -> str:
    """A move with a card, a payment in cards, or the Native's move, in plain words."""
    if isinstance(a, ed.Pay):
        names = ", ".join(card_name(c) for c in a.cards)
        n, s = len(a.cards), "s" * (len(a.cards) > 1)
        if a.place.startswith("b"):
            return _say("pay_blockade", place=a.place, n=n, s=s, names=names, piece=piece)
        terrain = TERRAIN_WORDS.get(_terrain_of_label().get(a.place, ""))
        ground = _say("ground", terrain=pick(terrain)) if terrain else ""
        return _say("pay", place=a.place, n=n, s=s, names=names, ground=ground, piece=piece)
    blockade = a.place.startswith("b")
    if a.card == NATIVE:
        target = _say("blockade_at", place=a.place) if blockade else a.place
        return _say("native", card=card_name(a.card), place=a.place, target=target, piece=piece)
    if a.joker:
        symbol = symbol_text(a.joker)
        symbol_as = josa(symbol, PARTICLE_AS) if is_ko() else symbol
        return _say("break_joker" if blockade else "move_joker", card=card_name(a.card), symbol_as=symbol_as,
                    place=a.place, piece=piece)
    return _say("break" if blockade else "move", card_words=_card_words(a.card), place=a.place, piece=piece)
