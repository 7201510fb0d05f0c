"""The actions of a turn, each a small step with a short notation (like chess moves).

Phase 1, play cards (카드 쓰기):

=====================  ==========================================================
``Sc C12``             play Scout from hand to move onto hex C12 (``p2``: 2nd piece)
``JT=m C12``           play a joker as machete (``m``/``p``/``c``)
``Tb b1``              play a card against blockade 1 (breaks it; leftover stays)
``go C13``             use the leftover power of the card just played
``stop``               stop: the leftover power is lost
``pay Ex+Tr C14``      play cards onto a rubble / base camp (or a rubble blockade)
``Na C15``             the Native: move to an adjacent space ignoring its need
``use Cg``             play an action card (``use Tm Pi`` takes a Pioneer)
``trash Ex``/``done``  after Scientist / Travel Log: remove a hand card, or stop
``spend Tr``           play a card for buying (``spend JT=c``: a joker as coin)
``buy Sc``             buy one card with the coins spent this turn
``end``                end phase 1; played cards go to the discard pile
=====================  ==========================================================

Phase 2 and 3: ``discard Ex`` (a hand card you do not keep), then ``draw``.

``targets()`` name the board places an action involves: hex labels (``C12``),
blockades (``b1``), ``hand:<card>`` for the card played from hand and
``market:<card>`` for a card taken from the market.

>>> str(parse_action("JT=m C12 p2"))
'JT=m C12 p2'
>>> parse_action("pay Ex+Tr C14").cards
('Ex', 'Tr')
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from ..core import Action, IllegalActionText
from ..i18n import josa
from .components import CARDS, LETTER_SYMBOL, SYMBOL_LETTER
from .speed import remember


@dataclass(frozen=True)
class Move(Action):
    """Play ``card`` from hand to enter ``place`` (a hex label or a blockade ``b<slot>``)."""

    kind: ClassVar[str] = "move"
    card: str
    place: str
    joker: str | None = None   # the symbol a joker is played as
    piece: int = 0

    def __str__(self) -> str:
        j = f"={SYMBOL_LETTER[self.joker]}" if self.joker else ""
        p = f" p{self.piece + 1}" if self.piece else ""
        return f"{self.card}{j} {self.place}{p}"

    def targets(self) -> tuple:
        return (self.place, f"hand:{self.card}")


@dataclass(frozen=True)
class Go(Action):
    """Continue with the leftover power of the card just played (ED.move.leftover-power)."""

    kind: ClassVar[str] = "move"
    place: str

    def __str__(self) -> str:
        return f"go {self.place}"

    def targets(self) -> tuple:
        return (self.place,)


@dataclass(frozen=True)
class Stop(Action):
    """Stop moving with the current card; its leftover power is lost (ED.move.stop)."""

    kind: ClassVar[str] = "move"

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True)
class Pay(Action):
    """Play several cards onto a rubble space, a base camp or a rubble blockade."""

    kind: ClassVar[str] = "move"
    cards: tuple[str, ...]
    place: str
    piece: int = 0

    def __post_init__(self) -> None:
        # The order of the paid cards does not matter: keep one spelling.  (A hand-built action may hold
        # anything there: the rule check refuses it.)
        if isinstance(self.cards, tuple | list) and all(isinstance(c, str) for c in self.cards):
            object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    def __str__(self) -> str:
        p = f" p{self.piece + 1}" if self.piece else ""
        return f"pay {'+'.join(self.cards)} {self.place}{p}"

    def targets(self) -> tuple:
        return (self.place,) + tuple(dict.fromkeys(f"hand:{c}" for c in self.cards))


@dataclass(frozen=True)
class Use(Action):
    """Play a purple action card for its effect (``take``: the Transmitter's card)."""

    kind: ClassVar[str] = "action"
    card: str
    take: str | None = None

    def __str__(self) -> str:
        return f"use {self.card}" + (f" {self.take}" if self.take else "")

    def targets(self) -> tuple:
        return (f"hand:{self.card}",) + ((f"market:{self.take}",) if self.take else ())


@dataclass(frozen=True)
class Trash(Action):
    """After a Scientist or Travel Log: remove a card in hand from the game."""

    kind: ClassVar[str] = "action"
    card: str

    def __str__(self) -> str:
        return f"trash {self.card}"

    def targets(self) -> tuple:
        return (f"hand:{self.card}",)


@dataclass(frozen=True)
class Done(Action):
    """After a Scientist or Travel Log: remove no (more) cards."""

    kind: ClassVar[str] = "action"

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class Spend(Action):
    """Play a card for buying; ``coin`` declares a joker as coin (worth its power)."""

    kind: ClassVar[str] = "buy"
    card: str
    coin: bool = False

    def __str__(self) -> str:
        return f"spend {self.card}" + ("=c" if self.coin else "")

    def targets(self) -> tuple:
        return (f"hand:{self.card}",)


@dataclass(frozen=True)
class Buy(Action):
    """Buy one card from the market (or the reserve) with the coins spent this turn."""

    kind: ClassVar[str] = "buy"
    card: str

    def __str__(self) -> str:
        return f"buy {self.card}"

    def targets(self) -> tuple:
        return (f"market:{self.card}",)


@dataclass(frozen=True)
class End(Action):
    """End phase 1: played cards go to the discard pile (or the box)."""

    kind: ClassVar[str] = "turn"

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True)
class Discard(Action):
    """Phase 2: put a card from hand on the discard pile instead of keeping it."""

    kind: ClassVar[str] = "turn"
    card: str

    def __str__(self) -> str:
        return f"discard {self.card}"

    def targets(self) -> tuple:
        return (f"hand:{self.card}",)


@dataclass(frozen=True)
class Draw(Action):
    """Phase 3: draw up to 4 cards; the turn passes on."""

    kind: ClassVar[str] = "turn"

    def __str__(self) -> str:
        return "draw"


def _remembered_hash(self: Action) -> int:
    # Every list of legal actions is hashed into a set when cached, and the same (shared) action
    # objects come back turn after turn: their fields never change, so the hash is worked out once.
    h = self.__dict__.get("_hash")
    if h is None:
        try:
            h = hash((type(self).__name__, *self.__dict__.values()))
        except TypeError:       # a list in a field (built by hand): it equals no listed action anyway
            h = hash(type(self).__name__)
        object.__setattr__(self, "_hash", h)
    return h


def _state_without_hash(self: Action) -> dict:
    # String hashes differ between processes: a copied or pickled action works its hash out again.
    return {k: v for k, v in self.__dict__.items() if k != "_hash"}


for _kind in (Move, Go, Stop, Pay, Use, Trash, Done, Spend, Buy, End, Discard, Draw):
    _kind.__hash__ = _remembered_hash          # type: ignore[method-assign, assignment]
    _kind.__getstate__ = _state_without_hash   # type: ignore[method-assign, assignment]


MAX_ACTION_TEXT = 200      # the longest action, a payment of several cards, is far shorter
_CARD = r"([A-Z][A-Za-z])"
_PLACE = r"([A-Z]{1,3}[0-9]{1,3}|b[0-9])"
_PIECE = r"(?:\s+p([12]))?"
_PATTERNS = [
    (re.compile(rf"{_CARD}(?:=([mpc]))?\s+{_PLACE}{_PIECE}"), "move"),
    (re.compile(rf"go\s+{_PLACE}"), "go"),
    (re.compile(r"stop"), "stop"),
    (re.compile(rf"pay\s+({_CARD[1:-1]}(?:\+{_CARD[1:-1]})*)\s+{_PLACE}{_PIECE}"), "pay"),
    (re.compile(rf"use\s+{_CARD}(?:\s+{_CARD})?"), "use"),
    (re.compile(rf"trash\s+{_CARD}"), "trash"),
    (re.compile(r"done"), "done"),
    (re.compile(rf"spend\s+{_CARD}(=c)?"), "spend"),
    (re.compile(rf"buy\s+{_CARD}"), "buy"),
    (re.compile(r"end"), "end"),
    (re.compile(rf"discard\s+{_CARD}"), "discard"),
    (re.compile(r"draw"), "draw"),
]


def _card(code: str, text: str) -> str:
    if code not in CARDS:
        raise IllegalActionText(f"{text!r}: unknown card {code!r} (cards: {', '.join(CARDS)})",
                                f"{text!r}: {josa(repr(code), '은')} 없는 카드입니다"
                                f"(카드: {', '.join(CARDS)})")
    return code


@remember(maxsize=4096)  # texts come back again and again
def parse_action(text: str) -> Action:
    """Read an action in the notation above; bad text raises :class:`IllegalActionText`.

    >>> parse_action("buy Sc")
    Buy(card='Sc')
    >>> parse_action("fly away")
    Traceback (most recent call last):
    ...
    rulekit.errors.IllegalActionText: 'fly away' is not an El Dorado action (e.g. 'Sc C12', 'buy Sc', 'end')
    """
    if not isinstance(text, str):
        raise IllegalActionText(f"an action must be text, not {type(text).__name__}",
                                f"행동은 글(str)로 적어야 합니다: {type(text).__name__} 값은 행동이 아닙니다")
    if len(text) > MAX_ACTION_TEXT:
        raise IllegalActionText(f"an action is a few words, not {len(text)} characters",
                                f"행동은 몇 단어로 적습니다. {len(text)}자나 되는 글은 행동이 아닙니다",
                                field="action")
    t = " ".join(text.split())
    for pattern, what in _PATTERNS:
        m = pattern.fullmatch(t)
        if not m:
            continue
        g = m.groups()
        if what == "move":
            return Move(_card(g[0], text), g[2], LETTER_SYMBOL[g[1]] if g[1] else None, int(g[3] or 1) - 1)
        if what == "go":
            return Go(g[0])
        if what == "stop":
            return Stop()
        if what == "pay":
            cards = tuple(_card(c, text) for c in g[0].split("+"))
            return Pay(cards, g[1], int(g[2] or 1) - 1)
        if what == "use":
            return Use(_card(g[0], text), _card(g[1], text) if g[1] else None)
        if what == "trash":
            return Trash(_card(g[0], text))
        if what == "done":
            return Done()
        if what == "spend":
            return Spend(_card(g[0], text), bool(g[1]))
        if what == "buy":
            return Buy(_card(g[0], text))
        if what == "end":
            return End()
        if what == "discard":
            return Discard(_card(g[0], text))
        return Draw()
    raise IllegalActionText(f"{text!r} is not an El Dorado action (e.g. 'Sc C12', 'buy Sc', 'end')",
                            f"{josa(repr(text), '은')} 황금밀림의 행동이 아닙니다"
                            "(예: 'Sc C12'(카드를 내서 말 옮기기), "
                            "'buy Sc'(카드 사기), 'end'(카드 쓰기 마치기))")
