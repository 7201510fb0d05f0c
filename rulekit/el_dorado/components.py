"""Components (구성물): the cards, the terrain codes, the blockade pieces and the courses.

Everything is read from ``rulekit/data/el_dorado/`` (``cards.csv``, ``terrain.csv``,
``courses.json``) and checked on loading, so a bad data file stops with a
:class:`DataError` that names the file, the row and the problem.

>>> CARDS["Sc"].name, CARDS["Sc"].power, CARDS["Sc"].price
('Scout', 2, 1)
>>> course(0).name, len(course(0).seams)
('ElDorado', 4)
"""
from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from ..core import OptionError
from ..geometry import hex_neighbours
from ..glossary import term

SYMBOLS = ("machete", "paddle", "coin")
SYMBOL_LETTER = {"machete": "m", "paddle": "p", "coin": "c"}
# the Korean rulebook's words for the symbols, for messages in Korean (the glossary's, where it has them)
SYMBOL_KO = {**{symbol: term("el_dorado", symbol).ko for symbol in SYMBOLS},
             "joker": "조커", "action": "액션", "discard": "카드 버리기", "remove": "카드 제거"}
LETTER_SYMBOL = {v: k for k, v in SYMBOL_LETTER.items()}
COLOURS = ("green", "blue", "yellow", "white", "purple")
COLOUR_SYMBOL = {"green": "machete", "blue": "paddle", "yellow": "coin", "white": "joker", "purple": "action"}
SYMBOL_SPACE_KINDS = ("jungle", "river", "village", "end")
STACK_SIZE = 3
MARKET_SLOTS = 6
HAND_SIZE = 4
ELDORADO = "ED"  # where a piece stands once it has arrived (off the map: ED.gap.gate-capacity)


class DataError(ValueError):
    """A component data file that is missing, malformed or inconsistent."""


@dataclass(frozen=True)
class Card:
    """One kind of card: colour, symbol, power, price; ``item`` cards leave the game after use."""

    code: str
    name: str
    name_ko: str
    colour: str
    symbol: str
    power: int
    price: int | None
    item: bool
    start_market: bool
    starting_deck: int
    is_joker: bool = field(init=False, repr=False, compare=False)    # a white joker (ED.card.joker)
    is_action: bool = field(init=False, repr=False, compare=False)   # a purple action card

    def __post_init__(self) -> None:
        # Worked out once: the rules and the bots ask for them for every card of every move they weigh.
        object.__setattr__(self, "is_joker", self.symbol == "joker")
        object.__setattr__(self, "is_action", self.symbol == "action")


@dataclass(frozen=True)
class Terrain:
    """A terrain code of the map: its kind, the symbol it asks for and its number."""

    code: str
    kind: str
    symbol: str
    power: int
    passable: bool = field(init=False, repr=False, compare=False)       # a piece may ever enter it
    counts_cards: bool = field(init=False, repr=False, compare=False)   # paid with N cards of any kind

    def __post_init__(self) -> None:
        # Worked out once, as every move looked at asks: black mountains, El Dorado's spaces and the
        # start spaces are never entered (ED.move.blocked, ED.gap.start-space); rubble and base camps
        # are paid with a number of cards of any kind (ED.move.rubble, ED.move.basecamp).
        object.__setattr__(self, "passable", self.kind not in ("mountain", "eldorado", "start"))
        object.__setattr__(self, "counts_cards", self.kind in ("rubble", "basecamp"))


@dataclass(frozen=True)
class BlockadePiece:
    """A blockade token: its requirement works like a terrain space's."""

    code: str
    kind: str
    symbol: str
    power: int
    counts_cards: bool = field(init=False, repr=False, compare=False)   # a rubble blockade: N cards

    def __post_init__(self) -> None:
        # Worked out once, as every move looked at asks (ED.blockade.break).
        object.__setattr__(self, "counts_cards", self.kind == "rubble")


@dataclass(frozen=True)
class Seam:
    """A blockade slot: the edges (pairs of hex labels) between two consecutive map elements."""

    slot: int
    between: tuple[str, str]
    edges: tuple[tuple[str, str], ...]
    hexes: frozenset[str]


@dataclass(frozen=True)
class Course:
    """A resolved course: hexes by label, start spaces 1–4, the 3 arrival spaces and the seams."""

    id: int
    name: str
    elements: tuple[str, ...]
    terrain: dict[str, str]            # label -> terrain code
    coords: dict[str, tuple[int, int]]  # label -> axial (q, r)
    start: tuple[str, ...]
    end: tuple[str, ...]
    eldorado: tuple[tuple[int, int], ...]
    seams: tuple[Seam, ...]
    # label -> ((neighbour label, seam slot or -1), ...)
    neighbours: dict[str, tuple[tuple[str, int], ...]]
    seam_of_edge: dict[frozenset, int]
    adjacent: dict[str, dict[str, int]]   # label -> {neighbour: seam slot or -1}


def _read_text(name: str) -> str:
    try:
        return resources.files("rulekit").joinpath("data", "el_dorado", name).read_text(encoding="utf-8")
    except (FileNotFoundError, OSError) as exc:
        raise DataError(f"el_dorado data file {name} cannot be read: {exc}") from None


def _int(value: str | None, where: str) -> int | None:
    value = (value or "").strip()
    if value == "":
        return None
    try:
        return int(value)
    except ValueError:
        raise DataError(f"{where}: {value!r} is not a whole number") from None


def parse_cards(text: str, name: str = "cards.csv") -> dict[str, Card]:
    """Read the card list; raise :class:`DataError` naming the bad row."""
    rows = list(csv.DictReader(io.StringIO(text)))
    need = {"code", "name", "name_ko", "colour", "symbol", "power", "price", "item", "start_market",
            "starting_deck"}
    if not rows or not need <= set(rows[0]):
        raise DataError(f"{name}: the header must name the columns {sorted(need)}")
    cards: dict[str, Card] = {}
    for n, row in enumerate(rows, start=2):
        where = f"{name} line {n}"
        code = row["code"].strip()
        if not code or code in cards:
            raise DataError(f"{where}: card code {code!r} is empty or repeated")
        colour, symbol = row["colour"].strip(), row["symbol"].strip()
        if colour not in COLOURS or COLOUR_SYMBOL[colour] != symbol:
            raise DataError(f"{where}: colour {colour!r} and symbol {symbol!r} do not match "
                            f"(green=machete, blue=paddle, yellow=coin, white=joker, purple=action)")
        power = _int(row["power"], where + " power")
        if power is None or power < 0 or (symbol != "action" and power < 1):
            raise DataError(f"{where}: power must be a whole number (at least 1 for a symbol card)")
        price = _int(row["price"], where + " price")
        deck = _int(row["starting_deck"], where + " starting_deck") or 0
        if (price is None) == (deck == 0):
            raise DataError(f"{where}: a card is either in the starting deck (no price) or bought (a price)")
        for flag in ("item", "start_market"):
            if row[flag].strip() not in ("yes", "no", ""):
                raise DataError(f"{where}: {flag} must be yes or no")
        cards[code] = Card(code, row["name"].strip(), row["name_ko"].strip(), colour, symbol, power, price,
                           row["item"].strip() == "yes", row["start_market"].strip() == "yes", deck)
    market = [c for c in cards.values() if c.price is not None]
    starting = [c for c in cards.values() if c.price is None]
    if len(market) != 18 or sum(c.start_market for c in market) != MARKET_SLOTS:
        marked = sum(c.start_market for c in market)
        raise DataError(f"{name}: the market needs 18 kinds of card, {MARKET_SLOTS} of them with the "
                        f"market-setup symbol (found {len(market)} and {marked})")
    if sum(c.starting_deck for c in starting) != 8:
        raise DataError(f"{name}: the starting deck must hold 8 cards")
    return cards


def parse_terrain(text: str, name: str = "terrain.csv"
                  ) -> tuple[dict[str, Terrain], dict[str, BlockadePiece]]:
    """Read the terrain codes and blockade pieces; raise :class:`DataError` naming the bad row."""
    rows = list(csv.DictReader(io.StringIO(text)))
    if not rows or not {"code", "kind", "symbol", "power"} <= set(rows[0]):
        raise DataError(f"{name}: the header must name code, kind, symbol, power")
    kinds = {"jungle": "machete", "river": "paddle", "village": "coin", "rubble": "discard",
             "basecamp": "remove", "mountain": "", "start": "", "end": None, "eldorado": "", "blockade": None}
    terrain: dict[str, Terrain] = {}
    pieces: dict[str, BlockadePiece] = {}
    for n, row in enumerate(rows, start=2):
        where = f"{name} line {n}"
        code, kind, symbol = row["code"].strip(), row["kind"].strip(), row["symbol"].strip()
        if kind not in kinds:
            raise DataError(f"{where}: unknown kind {kind!r}")
        if kinds[kind] is not None and symbol != kinds[kind]:
            raise DataError(f"{where}: a {kind} space has symbol {kinds[kind]!r}, not {symbol!r}")
        power = _int(row["power"], where + " power")
        if kinds[kind] != "" and (power is None or power < 1):
            raise DataError(f"{where}: a {kind} needs a number of at least 1")
        if code in terrain or code in pieces:
            raise DataError(f"{where}: code {code!r} repeated")
        if kind == "blockade":
            pieces[code] = BlockadePiece(code, _blockade_kind(symbol, where), symbol, power or 0)
        else:
            if kind == "end" and symbol not in SYMBOLS:
                raise DataError(f"{where}: an arrival space needs a card symbol, not {symbol!r}")
            terrain[code] = Terrain(code, kind, symbol, power or 0)
    return terrain, pieces


def _blockade_kind(symbol: str, where: str) -> str:
    for kind, sym in (("jungle", "machete"), ("river", "paddle"), ("village", "coin"), ("rubble", "discard")):
        if symbol == sym:
            return kind
    raise DataError(f"{where}: a blockade asks for machete, paddle, coin or discard, not {symbol!r}")


def parse_courses(text: str, terrain: dict[str, Terrain], name: str = "courses.json") -> dict[int, Course]:
    """Read and check the courses: labels, terrain codes, start/arrival spaces, seams on real edges."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(f"{name} is not valid JSON: {exc}") from None
    if not isinstance(data, dict) or not isinstance(data.get("courses"), list):
        raise DataError(f"{name} must hold an object with a 'courses' list")
    courses: dict[int, Course] = {}
    for i, raw in enumerate(data["courses"]):
        where = f"{name} courses[{i}]"
        try:
            courses[raw["id"]] = _course(raw, terrain, where)
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, DataError):
                raise
            raise DataError(f"{where}: malformed ({type(exc).__name__}: {exc})") from None
    return courses


def _course(raw: dict[str, Any], terrain: dict[str, Terrain], where: str) -> Course:
    codes: dict[str, str] = {}
    coords: dict[str, tuple[int, int]] = {}
    at: dict[tuple[int, int], str] = {}
    for label, q, r, code in raw["hexes"]:
        if code not in terrain:
            raise DataError(f"{where}: hex {label} has unknown terrain {code!r}")
        if label in codes or (q, r) in at:
            raise DataError(f"{where}: hex {label} at ({q}, {r}) is repeated")
        codes[label], coords[label], at[(q, r)] = code, (int(q), int(r)), label
    start = tuple(raw["start"])
    end = tuple(raw["end"])
    if len(start) != 4 or any(codes.get(s) != "ST" for s in start):
        raise DataError(f"{where}: needs 4 start spaces of terrain ST")
    if len(end) != 3 or any(terrain[codes.get(s, "M")].kind != "end" for s in end):
        raise DataError(f"{where}: needs 3 arrival spaces (terrain EJ or EW)")
    seams = []
    seam_of_edge: dict[frozenset, int] = {}
    for k, s in enumerate(raw["seams"]):
        if s["slot"] != k:
            raise DataError(f"{where}: seam slots must be numbered 0, 1, 2, … in order")
        edges = tuple((a, b) for a, b in s["edges"])
        for a, b in edges:
            if a not in coords or b not in coords or coords[b] not in hex_neighbours(coords[a]):
                raise DataError(f"{where}: seam {k} edge {a}-{b} does not join two neighbouring hexes")
            seam_of_edge[frozenset((a, b))] = k
        seams.append(Seam(k, tuple(s["between"]), edges, frozenset(x for e in edges for x in e)))
    if len(seams) > 6:
        raise DataError(f"{where}: {len(seams)} seams, but there are only 6 blockades "
                        "(ED.gap.blockade-seams)")
    neighbours = {}
    for label, (q, r) in coords.items():
        near = []
        for nq, nr in hex_neighbours((q, r)):
            other = at.get((nq, nr))
            if other is not None:
                near.append((other, seam_of_edge.get(frozenset((label, other)), -1)))
        neighbours[label] = tuple(near)
    return Course(int(raw["id"]), str(raw["name"]), tuple(raw["elements"]), codes, coords, start, end,
                  tuple((int(q), int(r)) for q, r in raw["eldorado"]), tuple(seams), neighbours, seam_of_edge,
                  {label: dict(near) for label, near in neighbours.items()})


@cache
def _load() -> tuple[dict[str, Card], dict[str, Terrain], dict[str, BlockadePiece], dict[int, Course]]:
    cards = parse_cards(_read_text("cards.csv"))
    terrain, pieces = parse_terrain(_read_text("terrain.csv"))
    if len(pieces) != 6:
        raise DataError(f"terrain.csv: there must be 6 blockade pieces, not {len(pieces)}")
    courses = parse_courses(_read_text("courses.json"), terrain)
    return cards, terrain, pieces, courses


CARDS, TERRAIN, BLOCKADES, COURSES = _load()
MARKET_KINDS = tuple(c.code for c in CARDS.values() if c.price is not None)
#: The price of every card the market sells (the starting cards have none).
PRICE: dict[str, int] = {c.code: c.price for c in CARDS.values() if c.price is not None}
STARTING_DECK = tuple(c.code for c in CARDS.values() for _ in range(c.starting_deck))
COURSE_NAMES = {
    0: {"en": "First game (B C N I K)", "ko": "첫 게임 경로 (B C N I K)"},
    1: {"en": "Hills of Gold (easy)", "ko": "황금 언덕 (쉬움)"},
    2: {"en": "Home Stretch (easy)", "ko": "마지막 직선 (쉬움)"},
    3: {"en": "Winding Paths (normal)", "ko": "구불구불한 길 (보통)"},
    4: {"en": "Serpentine (normal)", "ko": "뱀길 (보통)"},
    5: {"en": "Swamplands (hard)", "ko": "늪지대 (어려움)"},
    6: {"en": "Witch's Cauldron (hard)", "ko": "마녀의 가마솥 (어려움)"},
    7: {"en": "Power Map (small test layout)", "ko": "파워 맵 (작은 시험용 지도)"},
}


class UnknownCourse(OptionError, KeyError):
    """A course that is not in ``courses.json`` (an :class:`~rulekit.core.OptionError`; a ``KeyError`` too,
    as before)."""

    __str__ = OptionError.__str__


def course(which: int | str) -> Course:
    """A course by id (0–7) or name (``"ElDorado"``, ``"Hills of Gold"``, … ``"first"`` for id 0).

    >>> try:
    ...     course("zzz")
    ... except KeyError as e:
    ...     print(e.field, "|", e.message("en")[:35], "|", e.message("ko")[:13])
    course | course must be a course id 0–7 or a | course는 경로 번호
    """
    if isinstance(which, str) and len(which) <= 40:
        key = which.strip().lower()
        if key in ("first", "first game"):
            return COURSES[0]
        for c in COURSES.values():
            if c.name.lower() == key:
                return c
        if key.isascii() and key.isdigit():
            which = int(key)
    if isinstance(which, int) and not isinstance(which, bool) and which in COURSES:
        return COURSES[which]
    names = ", ".join(["first"] + [c.name for c in COURSES.values()])
    shown = repr(which)[:40]
    ids = f"0–{len(COURSES) - 1}"
    raise UnknownCourse(f"course must be a course id {ids} or a name ({names}), not {shown}",
                        f"course는 경로 번호({ids})나 경로 이름({names})이어야 합니다. 받은 값: {shown}",
                        field="course")


def coin_halves(card: Card, declared: str | None = None) -> int:
    """A card's buying value in half-coins: coin cards (and jokers declared coin) their power, others ½.

    >>> coin_halves(CARDS["Ph"]), coin_halves(CARDS["Ex"]), coin_halves(CARDS["Ad"], "coin")
    (4, 1, 4)
    """
    if card.symbol == "coin" or (card.is_joker and declared == "coin"):
        return 2 * card.power
    return 1
