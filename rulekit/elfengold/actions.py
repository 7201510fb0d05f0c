"""The actions of Elfengold and their short notation (one action = one small step, like a chess move).

=====================  ==========================================================  ============
notation               meaning                                                     phase
=====================  ==========================================================  ============
``take U``             take a face-up card of that kind from the display           1 (and 6)
``top``                take the top card of the deck (after a gold card)           1 (and 6)
``cash``               take the gold-card pile: 3 gold per gold card               1 (and 6)
``secret U``           keep the drawn unicorn face down, show the other tile       3
``bid 5`` / ``pass``   raise the price of the tile on sale / pass                  4 (pass: 5)
``bid 5 by P2``        player 2 calls out a bid out of turn (refused)              4
``place U R12``        put a tile from your supply on road R12                     5
``double R07 U``       double spell on R07, adding your unicorn (or ``double R07``) 5
``exchange R21 D R25 T``  swap the dragon on R21 with the troll wagon on R25       5
``travel R12 U``       travel road R12 paying unicorn cards (``U+W``: a wizard     6
                       card and 1 gold pay the obstacle's extra card)
``caravan R07 PPE``    travel a land road with a tile paying any 3 (4) cards       6
``carpet Al'Baran``    wizard card + 3 gold: fly to any town                       6
``stop``               end your trip                                               6
``gold`` / ``cards``   after the trip, take the gold earned, or 2 cards instead    6
``keep Uu``            keep these tiles (lower case = face down); ``keep -``       7
``discard U``          discard a card (only with the hand-limit option)            7
=====================  ==========================================================  ============

Card codes: P giant pig, E elfcycle, C magic cloud, U unicorn, T troll wagon, D dragon, R raft,
G gold card, W elf wizard.  Tile codes: the six transports PECUTD, G gold, B double spell,
X exchange spell, L log, S sea monster.

>>> a = parse_action("travel R12 U")
>>> a, str(a)
(Travel(road='R12', card='U', wizard=False), 'travel R12 U')
>>> parse_action("exchange r21 d r25 t")
Exchange(road1='R21', tile1='D', road2='R25', tile2='T')
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from ..core import Action, IllegalActionText
from ..i18n import josa
from .components import CARD_KINDS, TILE_KINDS, TRANSPORTS


@dataclass(frozen=True)
class Take(Action):
    """Take a face-up display card (EG.cards.from-display)."""

    kind: ClassVar[str] = "draw"
    card: str

    def __str__(self) -> str:
        return f"take {self.card}"

    def targets(self) -> tuple:
        return ("display",)


@dataclass(frozen=True)
class TakeTop(Action):
    """Take the top card of the deck (option (b) after a gold card)."""

    kind: ClassVar[str] = "draw"

    def __str__(self) -> str:
        return "top"

    def targets(self) -> tuple:
        return ("deck",)


@dataclass(frozen=True)
class Cash(Action):
    """Take every card of the gold-card pile for 3 gold each (option (c))."""

    kind: ClassVar[str] = "draw"

    def __str__(self) -> str:
        return "cash"

    def targets(self) -> tuple:
        return ("gold-pile",)


@dataclass(frozen=True)
class KeepSecret(Action):
    """Of the two tiles drawn in phase 3, keep this one face down; the other is shown."""

    kind: ClassVar[str] = "secret"
    tile: str

    def __str__(self) -> str:
        return f"secret {self.tile}"


@dataclass(frozen=True, eq=False)
class Bid(Action):
    """Raise the price of the tile on sale to ``amount`` gold (EG.auction.bid).

    ``bidder`` (a seat, 0-based) names a player calling out a bid out of turn, such as one who has
    already passed on this tile (``bid 5 by P2``); without it the bid is the player's to move.
    """

    kind: ClassVar[str] = "bid"
    amount: int
    bidder: int | None = None

    def __str__(self) -> str:
        by = "" if self.bidder is None else f" by P{self.bidder + 1}"
        return f"bid {self.amount}{by}"

    # Bid(3.0) and Bid(True) are not the bid of 3 or 1 gold: equal only with a whole number of the same type.
    def __eq__(self, other: object) -> bool:
        return (type(other) is Bid and type(other.amount) is type(self.amount) and other.amount == self.amount
                and type(other.bidder) is type(self.bidder) and other.bidder == self.bidder)

    def __hash__(self) -> int:
        try:
            return hash(self.amount) if self.bidder is None else hash((self.amount, self.bidder))
        except TypeError:       # a list built by hand: it equals no bid, the rule check refuses it
            return 0

    def targets(self) -> tuple:
        return ("auction",)


@dataclass(frozen=True)
class Pass(Action):
    """Pass on the tile on sale (phase 4) or on placing a tile (phase 5)."""

    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Place(Action):
    """Put a transport, gold, log or sea-monster tile from your supply on a road."""

    kind: ClassVar[str] = "place"
    tile: str
    road: str

    def __str__(self) -> str:
        return f"place {self.tile} {self.road}"

    def targets(self) -> tuple:
        return (self.road,)


@dataclass(frozen=True)
class Double(Action):
    """Use a double-transport spell on a road, optionally adding one of your transport tiles."""

    kind: ClassVar[str] = "spell"
    road: str
    extra: str = ""

    def __str__(self) -> str:
        return f"double {self.road} {self.extra}".rstrip()

    def targets(self) -> tuple:
        return (self.road,)


@dataclass(frozen=True)
class Exchange(Action):
    """Use an exchange spell: swap two transport tiles lying on two roads."""

    kind: ClassVar[str] = "spell"
    road1: str
    tile1: str
    road2: str
    tile2: str

    def __str__(self) -> str:
        return f"exchange {self.road1} {self.tile1} {self.road2} {self.tile2}"

    def targets(self) -> tuple:
        return (self.road1, self.road2)


@dataclass(frozen=True)
class Travel(Action):
    """Move the boot along a road paying cards of one kind (a transport on it, or rafts on water)."""

    kind: ClassVar[str] = "travel"
    road: str
    card: str
    wizard: bool = False

    def __str__(self) -> str:
        return f"travel {self.road} {self.card}{'+W' if self.wizard else ''}"

    def targets(self) -> tuple:
        return (self.road,)


@dataclass(frozen=True)
class Caravan(Action):
    """Move the boot along a land road that carries a tile, paying any 3 cards (4 with an obstacle)."""

    kind: ClassVar[str] = "travel"
    road: str
    cards: str

    def __post_init__(self) -> None:
        # one spelling per payment, so equal payments are equal actions (a hand-built action may hold
        # anything: the rule check refuses it)
        if isinstance(self.cards, str):
            object.__setattr__(self, "cards", "".join(sorted(self.cards)))

    def __str__(self) -> str:
        return f"caravan {self.road} {self.cards}"

    def targets(self) -> tuple:
        return (self.road,)


@dataclass(frozen=True)
class Carpet(Action):
    """Magic carpet (wizard variant): a wizard card and 3 gold move the boot to any town."""

    kind: ClassVar[str] = "travel"
    town: str

    def __str__(self) -> str:
        return f"carpet {self.town}"

    def targets(self) -> tuple:
        return (self.town,)


@dataclass(frozen=True)
class Stop(Action):
    kind: ClassVar[str] = "stop"

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True)
class TakeGold(Action):
    """After the trip: take the gold earned (EG.move.town-gold)."""

    kind: ClassVar[str] = "reward"

    def __str__(self) -> str:
        return "gold"


@dataclass(frozen=True)
class TakeCards(Action):
    """After the trip: take 2 cards instead of the gold (EG.move.cards-instead)."""

    kind: ClassVar[str] = "reward"

    def __str__(self) -> str:
        return "cards"


@dataclass(frozen=True)
class Keep(Action):
    """Round end: the unused tiles to keep (at most 2; lower case = face down)."""

    kind: ClassVar[str] = "keep"
    tiles: str

    def __post_init__(self) -> None:
        if isinstance(self.tiles, str):
            object.__setattr__(self, "tiles", _sort_tiles(self.tiles))

    def __str__(self) -> str:
        return f"keep {self.tiles or '-'}"


@dataclass(frozen=True)
class Discard(Action):
    """Round end with the hand-limit option: discard one card."""

    kind: ClassVar[str] = "discard"
    card: str

    def __str__(self) -> str:
        return f"discard {self.card}"


def _safe_hash(self: Action) -> int:
    # The dataclass hash of the fields, also when a field built by hand holds a list: such an action
    # equals no listed one, and the rule check refuses it (instead of a TypeError from a set lookup).
    try:
        return hash((type(self).__name__, *self.__dict__.values()))
    except TypeError:
        return hash(type(self).__name__)


for _kind in (Take, KeepSecret, Place, Double, Exchange, Travel, Caravan, Carpet, Keep, Discard):
    _kind.__hash__ = _safe_hash                # type: ignore[method-assign, assignment]


MAX_ACTION_TEXT = 200      # the longest action, a carpet to a town with a long alias, is far shorter
_ROAD = r"(R[0-9]{2})"
_PATTERNS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Action]]] = [
    (re.compile(rf"take ([{CARD_KINDS}])"), lambda m: Take(m[1])),
    (re.compile(r"top"), lambda m: TakeTop()),
    (re.compile(r"cash"), lambda m: Cash()),
    (re.compile(rf"secret ([{TILE_KINDS}])"), lambda m: KeepSecret(m[1])),
    (re.compile(r"bid ([0-9]{1,5})(?: BY P([1-6]))?"),
     lambda m: Bid(int(m[1]), None if m[2] is None else int(m[2]) - 1)),
    (re.compile(r"pass"), lambda m: Pass()),
    (re.compile(rf"place ([{TILE_KINDS}]) {_ROAD}"), lambda m: Place(m[1], m[2])),
    (re.compile(rf"double {_ROAD}(?: ([{TRANSPORTS}]))?"), lambda m: Double(m[1], m[2] or "")),
    (re.compile(rf"exchange {_ROAD} ([{TRANSPORTS}]) {_ROAD} ([{TRANSPORTS}])"),
     lambda m: Exchange(m[1], m[2], m[3], m[4])),
    (re.compile(rf"travel {_ROAD} ([{TRANSPORTS}R])(\+W)?"), lambda m: Travel(m[1], m[2], bool(m[3]))),
    (re.compile(rf"caravan {_ROAD} ([{CARD_KINDS}]{{1,8}})"), lambda m: Caravan(m[1], "".join(sorted(m[2])))),
    (re.compile(r"stop"), lambda m: Stop()),
    (re.compile(r"gold"), lambda m: TakeGold()),
    (re.compile(r"cards"), lambda m: TakeCards()),
    (re.compile(rf"discard ([{CARD_KINDS}])"), lambda m: Discard(m[1])),
]
_KEEP = re.compile(r"keep (-|[A-Za-z]{1,12})")
_CARPET = re.compile(r"carpet (.+)")


def parse_action(text: str) -> Action:
    """Read an action written in the notation above; raise ``IllegalActionText`` if it is not one.

    >>> parse_action("bid 7")
    Bid(amount=7, bidder=None)
    >>> parse_action("bid 5 by p2").bidder              # player 2, out of turn
    1
    >>> str(parse_action("keep uP"))
    'keep Pu'
    """
    if not isinstance(text, str):
        raise IllegalActionText(f"an action is written as text, not {type(text).__name__}",
                                f"행동은 글(str)로 적어야 합니다: {type(text).__name__} 값은 행동이 아닙니다")
    if len(text) > MAX_ACTION_TEXT:
        raise IllegalActionText(f"an action is a few words, not {len(text)} characters",
                                f"행동은 몇 단어로 적습니다. {len(text)}자나 되는 글은 행동이 아닙니다",
                                field="action")
    t = " ".join(text.split())
    m = _KEEP.fullmatch(t)
    if m:
        tiles = "" if m[1] == "-" else m[1]
        if any(c.upper() not in TILE_KINDS for c in tiles):
            raise IllegalActionText(f"not a list of tile codes ({TILE_KINDS}): {tiles!r}",
                                    f"타일 기호({TILE_KINDS})의 목록이 아닙니다: {tiles!r}")
        return Keep(_sort_tiles(tiles))
    m = _CARPET.fullmatch(t)
    if m:
        from .components import load_board

        try:
            return Carpet(load_board().town(m[1]).name)
        except KeyError:
            raise IllegalActionText(f"unknown town {m[1]!r}",
                                    f"{josa(repr(m[1]), '은')} 없는 도시입니다") from None
    norm = _normalise(t)
    for pat, make in _PATTERNS:
        m = pat.fullmatch(norm)
        if m:
            return make(m)
    raise IllegalActionText(
        f"not an Elfengold action: {text!r} "
        "(e.g. 'take U', 'bid 3', 'pass', 'place U R12', 'travel R12 U', 'stop')",
        f"엘픈골드의 행동이 아닙니다: {text!r} "
        "(예: 'take U'(이동수단 카드 받기), 'bid 3'(입찰), 'pass'(패스), 'place U R12'(타일 놓기), "
        "'travel R12 U'(엘프부츠 이동하기), 'stop'(이동 마치기))")


def _normalise(t: str) -> str:
    """Keyword in lower case, every other word in upper case: ``'Place u r12'`` -> ``'place U R12'``."""
    words = t.split(" ")
    return " ".join([words[0].lower()] + [w.upper() for w in words[1:]])


def _sort_tiles(tiles: str) -> str:
    """Canonical order of a tile list: by kind (TILE_KINDS order), face-up before face-down."""
    try:
        return "".join(sorted(tiles, key=_TILE_ORDER.__getitem__))
    except KeyError:
        # not all tile codes (an action built by hand): the others after them, for the rule check to refuse
        return "".join(sorted(tiles, key=lambda c: _TILE_ORDER.get(c, (len(TILE_KINDS), False))))


# each tile code's place in the canonical order (a lookup, not a computation, per tile sorted)
_TILE_ORDER = {c: (TILE_KINDS.index(c.upper()), c.islower()) for k in TILE_KINDS for c in (k, k.lower())}
