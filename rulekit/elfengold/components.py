"""The Elfenland map and the Elfengold components, read from ``rulekit/data/elfengold``.

The data files are checked when read: a bad file raises :class:`DataError` naming the
file, the row and what is wrong (``EG.base.map``, ``EG.base.cost-table``).

>>> board = load_board()
>>> len(board.towns), len(board.roads)
(21, 48)
>>> board.town("Jxara").name          # aliases are accepted on input (EG.gap.town-names)
'Ixara'
>>> board.road("R25").kind
'desert'
>>> board.cost("P", "desert") is None  # a giant pig may never use a desert road
True
"""
from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, TypedDict, cast

from .. import i18n
from ..glossary import glossary, term

LAND = ("plains", "forest", "desert", "mountain")
WATER = ("river", "lake")
TERRAINS = LAND + WATER
TRANSPORTS = "PECUTD"          # giant pig, elfcycle, magic cloud, unicorn, troll wagon, dragon
CARD_KINDS = "PECUTDRGW"       # + raft, gold card, wizard card
SPECIAL_TILES = "GBXLS"        # gold, double spell, exchange spell, log, sea monster
TILE_KINDS = TRANSPORTS + SPECIAL_TILES
TRANSPORT_KEYS = {"giant_pig": "P", "elfcycle": "E", "magic_cloud": "C", "unicorn": "U",
                  "troll_wagon": "T", "dragon": "D"}


class Entry(TypedDict, total=False):
    """A tile, card or transport of ``components.json``: its count, and its names where the data has them."""

    count: int
    type: str
    key: str
    en: str
    ko: str
    term: str


class Counts(TypedDict):
    """The component counts of ``components.json``, as :func:`check_components` lets them through."""

    coins: dict[str, int]
    gold_total: int
    town_chips: dict[str, int]
    capital: str
    rounds: int
    hand_size: int
    starting_gold: int
    income: int
    display_size: int
    cards_per_phase: int
    gold_card_value: int
    keep_tiles: int
    transports: dict[str, Entry]
    terrains: dict[str, Entry]
    tiles: dict[str, Entry]
    cards: dict[str, Entry]
    gold_cards: int
    wizard_cards: int
    caravan_cards: int


class DataError(ValueError):
    """A component data file that cannot be used; the message names the file and the row."""


@dataclass(frozen=True)
class Town:
    index: int
    name: str
    x: float
    y: float
    value: int
    aliases: tuple[str, ...]


@dataclass(frozen=True)
class Road:
    """A connection between two towns: a land road or a waterway (river or lake)."""

    index: int
    id: str
    a: int
    b: int
    kind: str
    downstream_from: int | None
    slot_x: float
    slot_y: float

    @property
    def water(self) -> bool:
        return self.kind in WATER

    def other(self, town: int) -> int:
        return self.b if town == self.a else self.a


def _key(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


class Board:
    """The map (towns, roads) and the transport cost table."""

    def __init__(self, towns: list[Town], roads: list[Road], costs: dict[str, dict[str, int]],
                 rafts: dict[str, int]) -> None:
        self.towns = towns
        self.roads = roads
        self.costs = costs
        self.rafts = rafts
        self._names: dict[str, int] = {}
        for t in towns:
            for n in (t.name, *t.aliases):
                self._names[_key(n)] = t.index
        self._road_ids = {r.id: r.index for r in roads}
        self.roads_at: list[tuple[int, ...]] = [
            tuple(r.index for r in roads if t.index in (r.a, r.b)) for t in towns]
        # For each transport tile: the roads whose terrain it suits (EG.plan.terrain-fit).
        self.fitting: dict[str, tuple[int, ...]] = {
            k: tuple(r.index for r in roads if not r.water and costs[k].get(r.kind) is not None)
            for k in TRANSPORTS}
        self.capital = next(t.index for t in towns if t.value == 0)

    def town(self, name: str | int) -> Town:
        """A town by index, canonical name or alias (``KeyError`` if unknown)."""
        if isinstance(name, int):
            return self.towns[name]
        try:
            return self.towns[self._names[_key(name)]]
        except KeyError:
            raise KeyError(f"unknown town {name!r}") from None

    def road(self, rid: str | int) -> Road:
        if isinstance(rid, int):
            return self.roads[rid]
        try:
            return self.roads[self._road_ids[rid.upper()]]
        except KeyError:
            raise KeyError(f"unknown road {rid!r} (roads are R01..R{len(self.roads):02d})") from None

    def cost(self, transport: str, terrain: str) -> int | None:
        """Cards of a tile's kind needed on a land terrain; None where it may not go."""
        return self.costs[transport].get(terrain)

    def raft_cost(self, road: Road, frm: int) -> int:
        """Raft cards for a waterway: river 1 downstream, 2 upstream; lake 2 (EG.base.rafts)."""
        if road.kind == "lake":
            return self.rafts["lake"]
        return self.rafts["river_downstream"] if road.downstream_from == frm else self.rafts["river_upstream"]

    def distances(self, start: int) -> list[int]:
        """Roads on the shortest path from ``start`` to every town (any road kinds)."""
        dist = [-1] * len(self.towns)
        dist[start] = 0
        queue = [start]
        for town in queue:
            for ri in self.roads_at[town]:
                o = self.roads[ri].other(town)
                if dist[o] < 0:
                    dist[o] = dist[town] + 1
                    queue.append(o)
        return dist


def _read(name: str) -> str:
    return resources.files("rulekit").joinpath("data", "elfengold", name).read_text(encoding="utf-8")


def _rows(text: str, fname: str, columns: tuple[str, ...]) -> list[dict[str, str]]:
    reader = csv.DictReader(io.StringIO(text))
    missing = [c for c in columns if c not in (reader.fieldnames or ())]
    if missing:
        raise DataError(f"{fname}: missing column(s) {', '.join(missing)}")
    rows = list(reader)
    for i, row in enumerate(rows, start=2):
        if None in row or any(row[c] is None for c in columns):
            raise DataError(f"{fname} line {i}: wrong number of fields")
    return rows


def _float(v: str, where: str) -> float:
    try:
        x = float(v)
    except ValueError:
        raise DataError(f"{where}: {v!r} is not a number") from None
    if not 0.0 <= x <= 1.0:
        raise DataError(f"{where}: {x} must lie in 0..1 (normalised board coordinates)")
    return x


def _int(v: str, where: str, lo: int = 0) -> int:
    try:
        x = int(v)
    except ValueError:
        raise DataError(f"{where}: {v!r} is not a whole number") from None
    if x < lo:
        raise DataError(f"{where}: {x} must be at least {lo}")
    return x


def parse_board(towns_csv: str, roads_csv: str, transport_csv: str,
                town_chips: Mapping[str, int] | None = None) -> Board:
    """Build and check a board from the text of the three CSV files.

    >>> parse_board("name,x,y,elfengold_gold_value,aliases\\n", "", "")
    Traceback (most recent call last):
    ...
    rulekit.elfengold.components.DataError: towns.csv: no towns
    """
    towns: list[Town] = []
    town_cols = ("name", "x", "y", "elfengold_gold_value", "aliases")
    for i, row in enumerate(_rows(towns_csv, "towns.csv", town_cols), 2):
        where = f"towns.csv line {i}"
        name = row["name"].strip()
        if not name:
            raise DataError(f"{where}: empty town name")
        aliases = tuple(a.strip() for a in row["aliases"].split("|") if a.strip())
        towns.append(Town(len(towns), name, _float(row["x"], where + " x"), _float(row["y"], where + " y"),
                          _int(row["elfengold_gold_value"], where + " elfengold_gold_value"), aliases))
    if not towns:
        raise DataError("towns.csv: no towns")
    keys: dict[str, str] = {}
    for t in towns:
        for n in (t.name, *t.aliases):
            if _key(n) in keys and keys[_key(n)] != t.name:
                raise DataError(f"towns.csv: the name {n!r} is used by both {keys[_key(n)]} and {t.name}")
            keys[_key(n)] = t.name
    capitals = [t.name for t in towns if t.value == 0]
    if len(capitals) != 1:
        raise DataError(f"towns.csv: exactly one town (Elvenhold) must have gold value 0, found {capitals}")
    if town_chips is not None:
        chips = sorted(int(v) for v, n in town_chips.items() for _ in range(n))
        values = sorted(t.value for t in towns if t.value)
        if chips != values:
            raise DataError(f"towns.csv: the gold values {values} do not match the chips {chips} "
                            "(EG.setup.town-values)")
    index = {k: towns[[t.name for t in towns].index(v)].index for k, v in keys.items()}

    def town_of(v: str, where: str) -> int:
        if _key(v) not in index:
            raise DataError(f"{where}: unknown town {v!r}")
        return index[_key(v)]

    roads: list[Road] = []
    seen_ids: set[str] = set()
    cols = ("id", "town_a", "town_b", "kind", "downstream_from", "downstream_to", "slot_x", "slot_y")
    for i, row in enumerate(_rows(roads_csv, "roads.csv", cols) if roads_csv else [], 2):
        where = f"roads.csv line {i}"
        rid = row["id"].strip()
        if rid in seen_ids or not rid:
            raise DataError(f"{where}: road id {rid!r} is empty or repeated")
        seen_ids.add(rid)
        a, b = town_of(row["town_a"], where), town_of(row["town_b"], where)
        if a == b:
            raise DataError(f"{where}: a road must join two different towns")
        kind = row["kind"].strip()
        if kind not in TERRAINS:
            raise DataError(f"{where}: kind {kind!r} is not one of {', '.join(TERRAINS)}")
        down = None
        if kind == "river":
            if not row["downstream_from"] or not row["downstream_to"]:
                raise DataError(f"{where}: a river needs downstream_from and downstream_to")
            df, dt = town_of(row["downstream_from"], where), town_of(row["downstream_to"], where)
            if {df, dt} != {a, b}:
                raise DataError(f"{where}: the river must flow between its own two towns")
            down = df
        elif row["downstream_from"] or row["downstream_to"]:
            raise DataError(f"{where}: only rivers have a flow direction")
        roads.append(Road(len(roads), rid, a, b, kind, down,
                          _float(row["slot_x"], where + " slot_x"), _float(row["slot_y"], where + " slot_y")))
    if not roads:
        raise DataError("roads.csv: no roads")
    # The map must be connected, or some towns could never be reached.
    reach = {0}
    stack = [0]
    while stack:
        at = stack.pop()
        for r in roads:
            if at in (r.a, r.b) and r.other(at) not in reach:
                reach.add(r.other(at))
                stack.append(r.other(at))
    if len(reach) != len(towns):
        lost = [t.name for t in towns if t.index not in reach]
        raise DataError(f"roads.csv: the map is not connected; cannot reach {', '.join(lost)}")

    tcols = ("transport", *LAND, "river_downstream", "river_upstream", "lake")
    costs: dict[str, dict[str, int]] = {}
    rafts: dict[str, int] = {}
    for i, row in enumerate(_rows(transport_csv, "transport.csv", tcols) if transport_csv else [], 2):
        where = f"transport.csv line {i}"
        key = row["transport"].strip()
        if key == "raft":
            for c in ("river_downstream", "river_upstream", "lake"):
                rafts[c] = _int(row[c], f"{where} {c}", 1)
            continue
        if key not in TRANSPORT_KEYS:
            raise DataError(f"{where}: unknown transport {key!r}")
        costs[TRANSPORT_KEYS[key]] = {c: _int(row[c], f"{where} {c}", 1) for c in LAND if row[c].strip()}
        if any(row[c].strip() for c in ("river_downstream", "river_upstream", "lake")):
            raise DataError(f"{where}: only rafts travel waterways (EG.base.rafts)")
    lost = [k for k in TRANSPORT_KEYS if TRANSPORT_KEYS[k] not in costs] + ([] if rafts else ["raft"])
    if lost:
        raise DataError(f"transport.csv: no row for {', '.join(lost)} (EG.base.cost-table)")
    return Board(towns, roads, costs, rafts)


@cache
def components() -> Counts:
    """The component counts of ``components.json`` (checked)."""
    try:
        data = json.loads(_read("components.json"))
    except json.JSONDecodeError as exc:
        raise DataError(f"components.json is not valid JSON: {exc}") from None
    return check_components(data)


def kind_name(code: str, card: bool = False) -> tuple[str, str]:
    """A tile letter (or with ``card=True`` a card letter) in words, English and Korean, as the rulebook says.

    >>> kind_name("L"), kind_name("G"), kind_name("G", card=True), kind_name("W", card=True)
    (('log', '통나무'), ('gold tile', '금 타일'), ('gold card', '금 카드'), ('elf wizard', '엘프 마법사'))
    """
    comp = _components_once()
    if card and code == "G":
        return _words("gold-card")
    if code == "W":
        return _words("elf-wizard")
    e = comp["cards"].get(code) or comp["tiles"].get(code, {})
    if "en" not in e:
        e = comp["transports"].get(code, {"en": code, "ko": code})
    return e["en"], e["ko"]


def cards_words(codes: str) -> tuple[str, str]:
    """Cards given by their letters in words, English and Korean, as many of each kind as named, in the
    order the kinds first come.

    >>> cards_words("PPD")
    ('2 giant pig, 1 dragon', '거대 돼지 2장, 용 1장')
    """
    kinds = list(dict.fromkeys(codes))
    names = [kind_name(k, card=True) for k in kinds]
    return (", ".join(f"{codes.count(k)} {en}" for k, (en, _) in zip(kinds, names, strict=True)),
            ", ".join(f"{ko} {codes.count(k)}장" for k, (_, ko) in zip(kinds, names, strict=True)))


def _words(term_id: str) -> tuple[str, str]:
    found = term("elfengold", term_id)
    return found.en, found.ko


def terrain_words(kind: str) -> tuple[str, str]:
    """A road's terrain (one of :data:`TERRAINS`) in words, English and Korean: the glossary's term where the
    Korean rulebook names the terrain, else the words of ``components.json``.

    >>> terrain_words("lake"), terrain_words("plains")
    (('lake', '호수'), ('plains', '평지'))
    """
    entry = _components_once()["terrains"][kind]
    if "term" in entry:
        found = term("elfengold", entry["term"])
        return found.en, found.ko
    return entry["en"], entry["ko"]


def terrain_name(kind: str, lang: str | None = None) -> str:
    """A road's terrain in the current (or given) language (EG.plan.terrain-fit).

    >>> terrain_name("desert", "ko"), terrain_name("mountain", "ko"), terrain_name("forest", "en")
    ('사막', '산', 'forest')
    """
    return i18n.pick(*terrain_words(kind), lang)


@cache
def _components_once() -> Counts:
    return components()


def check_components(data: Any) -> Counts:
    """Check the component counts; :class:`DataError` names the bad entry."""
    if not isinstance(data, dict):
        raise DataError("components.json must hold an object")
    need = ("coins", "gold_total", "town_chips", "tiles", "cards", "gold_cards", "wizard_cards", "rounds",
            "hand_size", "starting_gold", "income", "display_size", "cards_per_phase", "gold_card_value",
            "keep_tiles", "caravan_cards", "transports", "terrains")
    for key in need:
        if key not in data:
            raise DataError(f"components.json: missing {key!r}")
    if sum(int(v) * n for v, n in data["coins"].items()) != data["gold_total"]:
        raise DataError("components.json: the coins do not add up to gold_total")
    for code, entry in data["tiles"].items():
        if code not in TILE_KINDS:
            raise DataError(f"components.json: tiles.{code} is not a tile code ({TILE_KINDS})")
        if not isinstance(entry.get("count"), int) or entry["count"] < 0:
            raise DataError(f"components.json: tiles.{code}.count must be a whole number >= 0")
    for code, entry in data["cards"].items():
        if code not in CARD_KINDS[:7]:
            raise DataError(f"components.json: cards.{code} is not a transport card code")
        if not isinstance(entry.get("count"), int) or entry["count"] < 0:
            raise DataError(f"components.json: cards.{code}.count must be a whole number >= 0")
    terrains = data["terrains"]
    if not isinstance(terrains, dict) or sorted(terrains) != sorted(TERRAINS):
        raise DataError(f"components.json: terrains must name each terrain once ({', '.join(TERRAINS)})")
    for kind, entry in terrains.items():
        named = isinstance(entry, dict) and (
            set(entry) == {"term"} and isinstance(entry["term"], str)
            or set(entry) == {"en", "ko"} and all(isinstance(v, str) and v for v in entry.values()))
        if not named:
            raise DataError(f"components.json: terrains.{kind} must hold a glossary term or en and ko names")
        if "term" in entry and entry["term"] not in {t.id for t in glossary("elfengold")}:
            raise DataError(f"components.json: terrains.{kind} names {entry['term']!r}, which is not a term "
                            "of the glossary")
    for key in ("gold_cards", "wizard_cards", "rounds", "hand_size", "starting_gold", "income",
                "display_size", "cards_per_phase", "gold_card_value", "keep_tiles", "caravan_cards"):
        if not isinstance(data[key], int) or data[key] < 0:
            raise DataError(f"components.json: {key} must be a whole number >= 0")
    return cast(Counts, data)


@cache
def load_board() -> Board:
    """The Elfenland map of the kit's data files (cached)."""
    return parse_board(_read("towns.csv"), _read("roads.csv"), _read("transport.csv"),
                       components()["town_chips"])
