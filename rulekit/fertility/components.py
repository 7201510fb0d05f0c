"""Components (구성물): the valley boards, tiles, district tiles and city board, read from data files.

The rulebook text gives counts (50 valley tiles, 40 district tiles, 20 of each resource …) but
not the printed contents of the boards and tiles, so the kit ships an illustrative set in
``rulekit/data/fertility/`` (see its README).  A user with the box can copy that folder, type in
the real contents and pass the folder to :func:`rulekit.fertility.new_game` as ``data=``.

Every file is checked when it is read; a bad file raises :class:`DataError` naming the file and
the field.

>>> c = load_components()
>>> len(c.tiles), len(c.districts), c.resources["M"]
(50, 40, 20)
>>> str(c.districts["D09"].shops[0])
'P>5'
"""
from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import dataclass, replace
from importlib import resources
from pathlib import Path
from typing import Any, TypeGuard

from ..core import InvalidState, OptionError
from ..glossary import term
from ..i18n import josa
from .speed import remember

RESOURCES = "MCPG"  # marble, cattle, papyrus, grapes
#: Each resource's glossary term, and its (English, Korean) name read from the glossary.
RESOURCE_TERMS = {"M": "marble", "C": "cattle", "P": "papyrus", "G": "grapes"}
RESOURCE_NAMES = {r: (term("fertility", t).en, term("fertility", t).ko) for r, t in RESOURCE_TERMS.items()}
# Valley-board cell letters: desert, wheat field, water, printed symbols, start symbol.
CELL_LETTERS = ".w~mcpgs"
SHOP_KINDS = ("deben", "any", "wheat", "statue", "choice", "per", "trade")
_SHOP = re.compile(r"^([MCPGA]{1,4})>(?:(\d+)|W(\d+)|S:(\w+)|S\?|(\d+)/([MCPG])|T:([MCPG]{1,4}))$")


class DataError(OptionError):
    """A component data file that cannot be used: the message names the file and the field.

    An :class:`~rulekit.core.OptionError`, since the files are chosen with ``new_game``'s ``data`` option.
    """


@dataclass(frozen=True)
class Shop:
    """One shop (상점) of a district tile: what it needs and what it gives.

    Written ``NEEDS>REWARD``, e.g. ``P>5`` (1 papyrus: 5 deben at the end), ``G>W1`` (1 grapes:
    1 wheat at once), ``M>S:Ra`` (the shown statue), ``CG>S?`` (a statue of choice),
    ``C>1/C`` (special: 1 deben per cattle in the city), ``A>2`` (any resource: 2 deben),
    ``P>T:MCG`` (1 papyrus: one of marble, cattle, grapes at once).

    >>> Shop.parse("CG>S?").kind, Shop.parse("A>2").kind
    ('choice', 'any')
    """

    needs: str
    kind: str
    value: int = 0  # deben (deben/any), wheat (wheat) or deben per resource (per)
    statue: str = ""  # statue shown (statue)
    resource: str = ""  # counted resource (per)
    choices: str = ""  # resources offered (trade)
    text: str = ""

    @classmethod
    def parse(cls, text: str, where: str = "shop") -> Shop:
        if not isinstance(text, str):
            raise DataError(f"{where} must be a string like 'P>5', not {type(text).__name__}")
        m = _SHOP.match(text)
        if not m:
            raise DataError(f"{where} = {text!r} is not a shop (write NEEDS>REWARD, e.g. 'P>5', 'G>W1', "
                            "'M>S:Ra', 'CG>S?', 'C>1/C', 'A>2', 'P>T:MCG')")
        needs, deben, wheat, statue, per, per_res, trade = m.groups()
        if "A" in needs and set(needs) != {"A"}:
            raise DataError(f"{where} = {text!r}: a shop needs either named resources or any ('A'), not both")
        needs = "".join(sorted(needs, key="MCPGA".index))
        if deben is not None:
            kind = "any" if needs[0] == "A" else "deben"
            return cls(needs, kind, value=int(deben), text=text)
        if wheat is not None:
            return cls(needs, "wheat", value=int(wheat), text=text)
        if statue is not None:
            return cls(needs, "statue", statue=statue, text=text)
        if per is not None:
            return cls(needs, "per", value=int(per), resource=per_res, text=text)
        if trade is not None:
            return cls(needs, "trade", choices=trade, text=text)
        return cls(needs, "choice", text=text)

    def __str__(self) -> str:
        return self.text

    def accepts(self, resource: str, supplied: str) -> bool:
        """True when one more ``resource`` fits on this shop holding ``supplied``."""
        return fits(self.needs, resource, supplied)


def fits(needs: str, resource: str, supplied: str) -> bool:
    """True when one more ``resource`` fits on a shop that needs ``needs`` and holds ``supplied``
    (FE.supply.shown-only: only the resources shown, up to the number shown; ``A`` is any resource).

    >>> fits("CC", "C", "C"), fits("CC", "C", "CC"), fits("CC", "M", ""), fits("AA", "M", "C")
    (True, False, False, True)
    """
    if len(supplied) >= len(needs):
        return False
    if needs[0] == "A":
        return True
    return supplied.count(resource) < needs.count(resource)


@dataclass(frozen=True)
class District:
    """A district tile (구역 타일): its cost and its 1 to 3 shops."""

    id: str
    cost: int
    shops: tuple[Shop, ...]


PRINTED_JOIN = "+"  # the shops of a district tile typed as printed: "P>5+G>W1"
_PRINTED_MAX = 40  # letters in a typed tile (three shops of the longest notation fit)


def is_printed(did: object) -> TypeGuard[str]:
    """True for a district tile typed as printed on the real tile (``"MCPG>12"``), not a catalogue ID.

    >>> is_printed("MCPG>12"), is_printed("D09")
    (True, False)
    """
    return isinstance(did, str) and ">" in did


def printed_district(text: str, statue_kinds: tuple[str, ...] = ("Ra", "Isis", "Osiris", "Horus", "Anubis"),
                     ) -> District:
    """The district tile as printed on a real tile: its shops in the kit's notation, joined by ``+``.

    Each shop is ``NEEDS>REWARD`` as in the data files (``MCPG>12``: marble, cattle, papyrus and grapes
    for 12 deben; ``G>W1``: grapes for 1 wheat; ``CG>S?``: a statue of choice).  A tile has 1 to 3 shops;
    its cost in wheat does not count at the end, so a typed tile's is 0.  The ID is the text itself,
    with each shop's resources in the order M, C, P, G.  A text that is not a tile is refused in English
    and Korean (``InvalidState``, rule FE.district.choose).

    >>> d = printed_district("GM>7+p>5")
    >>> d.id, [s.kind for s in d.shops], d.shops[0].value
    ('MG>7+P>5', ['deben', 'deben'], 7)
    >>> printed_district("M>S:Zeus")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    rulekit.errors.InvalidState: 'M>S:Zeus' is not a shop printed on a district tile: write NEEDS>REWARD ...
    """
    if not isinstance(text, str) or not text.strip() or len(text) > _PRINTED_MAX:
        shown = repr(text)[:_PRINTED_MAX + 2]
        raise InvalidState(
            f"{shown} is not a district tile: type its shops as printed, e.g. MCPG>12 or P>5+G>W1 "
            "(FE.district.choose)",
            f"{josa(shown, '은')} 구역 타일이 아닙니다. 타일에 인쇄된 상점을 적으세요. 예: MCPG>12, P>5+G>W1 "
            "(FE.district.choose)", field="lots")
    parts = text.strip().split(PRINTED_JOIN)
    if not 1 <= len(parts) <= 3:
        raise InvalidState(f"a district tile has 1 to 3 shops, not {len(parts)} (FE.district.choose)",
                           f"구역 타일의 상점은 1~3개입니다. {len(parts)}개는 안 됩니다 (FE.district.choose)",
                           field="lots")
    shops = []
    for part in parts:
        needs, _, reward = part.strip().partition(">")
        reward = reward if reward[:2].upper() == "S:" else reward.upper()
        try:
            shop = Shop.parse(f"{needs.strip().upper()}>{reward.strip()}")
        except DataError:
            shop = None
        if shop is None or (shop.kind == "statue" and shop.statue not in statue_kinds) or (
                shop.kind in ("deben", "any", "wheat", "per") and not 0 < shop.value <= 99):
            kinds = ", ".join(statue_kinds)
            raise InvalidState(
                f"{part.strip()!r} is not a shop printed on a district tile: write NEEDS>REWARD with NEEDS "
                "of M C P G (or A for any) and REWARD deben (5), wheat (W1), a statue (S:Ra, S?), deben "
                "per resource (1/C) or a trade (T:MCG); up to 3 shops joined by + (FE.district.choose)",
                f"{josa(repr(part.strip()), '은')} 구역 타일의 상점이 아닙니다. "
                "필요한 자원>보상 꼴로 적으세요. "
                "자원은 M(대리석) C(소) P(파피루스) G(포도), 아무 자원은 A; 보상은 디벤(5), 밀(W1), "
                f"조각상(S:{kinds.split(', ')[0]}, S?), 자원당 디벤(1/C), 교환(T:MCG). 상점은 3개까지 +로 "
                "잇습니다 (FE.district.choose)", field="lots")
        reward = shop.text.split(">", 1)[1]
        shops.append(replace(shop, text=f"{shop.needs}>{reward}"))
    return District(PRINTED_JOIN.join(s.text for s in shops), 0, tuple(shops))


class Districts(dict):
    """The game's district tiles by ID; a tile typed as printed (:func:`printed_district`) is found too.

    Iterating, ``len`` and the draw pile see only the catalogue's tiles.

    >>> ds = Districts({}, ("Ra",))
    >>> ds["P>5"].shops[0].value, "P>5" in ds, "Q>5" in ds, "D01" in ds
    (5, True, False, False)
    """

    def __init__(self, tiles: dict[str, District], statue_kinds: tuple[str, ...]) -> None:
        super().__init__(tiles)
        self.statue_kinds = statue_kinds

    def __missing__(self, key: str) -> District:
        if is_printed(key):
            return _printed(key, self.statue_kinds)
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        if dict.__contains__(self, key):
            return True
        if not is_printed(key):
            return False
        try:
            self[key]
        except InvalidState:
            return False
        return True

    def __reduce__(self) -> tuple:
        return (Districts, (dict(self), self.statue_kinds))


@remember(maxsize=512)
def _printed(text: str, statue_kinds: tuple[str, ...]) -> District:
    return printed_district(text, statue_kinds)


@dataclass(frozen=True)
class ValleyBoard:
    """One valley board (계곡판), long side vertical: rows of cell letters."""

    name: str
    rows: tuple[str, ...]

    def half_turned(self) -> tuple[str, ...]:
        """The board turned end over end (top and bottom are not distinguished)."""
        return tuple(row[::-1] for row in reversed(self.rows))


@dataclass(frozen=True)
class Components:
    """Everything printed on the game's components, as read from one data folder."""

    folder: str | None
    boards: tuple[ValleyBoard, ...]
    tiles: tuple[str, ...]  # valley tiles by index: two site letters, e.g. "PG"
    tile_ids: tuple[str, ...]
    districts: dict[str, District]
    resources: dict[str, int]
    boards_by_players: dict[str, int]
    tiles_by_players: dict[str, int]
    personal_tiles: int
    public_tiles: int
    district_row: int
    start_tile: tuple[str, str]  # 2x2 sites, top row then bottom row
    monument_kinds: tuple[str, ...]
    monuments_per_kind: int
    lots: int
    printed_shops: tuple[Shop, ...]
    wheat_track: tuple[int, ...]
    statue_kinds: tuple[str, ...]
    statue_deben: tuple[int, ...]
    monument_ranks: tuple[int, ...]

    @property
    def wheat_max(self) -> int:
        return len(self.wheat_track) - 1


# --------------------------------------------------------------------------- reading


def _read(folder: Path | None, name: str) -> str:
    try:
        if folder is None:
            return resources.files("rulekit").joinpath("data", "fertility", name).read_text(encoding="utf-8")
        return (folder / name).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(f"{name}: file not found in {folder or 'rulekit/data/fertility'}") from None


def _json(folder: Path | None, name: str) -> dict:
    try:
        data = json.loads(_read(folder, name))
    except json.JSONDecodeError as exc:
        raise DataError(f"{name}: not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise DataError(f"{name}: must hold a JSON object")
    return data


def _get(data: dict, key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in data:
        raise DataError(f"{where}.{key} is missing")
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise DataError(f"{where}.{key} has the wrong type ({type(value).__name__})")
    return value


def _boards(folder: Path | None) -> tuple[ValleyBoard, ...]:
    data = _json(folder, "valley_boards.json")
    boards = _get(data, "boards", list, "valley_boards.json")
    if not boards:
        raise DataError("valley_boards.json.boards is empty")
    out = []
    shape = None
    for i, b in enumerate(boards):
        where = f"valley_boards.json.boards[{i}]"
        if not isinstance(b, dict):
            raise DataError(f"{where} must be an object")
        name = _get(b, "name", str, where)
        rows = _get(b, "rows", list, where)
        if not rows or any(not isinstance(r, str) for r in rows):
            raise DataError(f"{where}.rows must be a list of strings")
        if len({len(r) for r in rows}) != 1:
            raise DataError(f"{where}.rows must all have the same length")
        if len(rows) <= len(rows[0]):
            raise DataError(f"{where}: the long side must be vertical (more rows than columns)")
        for r, row in enumerate(rows):
            bad = set(row) - set(CELL_LETTERS)
            if bad:
                raise DataError(f"{where}.rows[{r}] has unknown cell letters {''.join(sorted(bad))!r} "
                                f"(use {CELL_LETTERS!r})")
        starts = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "s"]
        if len(starts) % 4:
            raise DataError(f"{where}: start symbols must come as 2x2 blocks")
        for r, c in starts:
            if rows[r][c] == "s" and (r == 0 or rows[r - 1][c] != "s") and (c == 0 or rows[r][c - 1] != "s"):
                block = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
                if any(y >= len(rows) or x >= len(rows[0]) or rows[y][x] != "s" for y, x in block):
                    raise DataError(f"{where}: the start symbol at row {r}, col {c} is not a 2x2 block")
        if shape is not None and (len(rows), len(rows[0])) != shape:
            raise DataError(f"{where}: every valley board must have the same size")
        shape = (len(rows), len(rows[0]))
        out.append(ValleyBoard(name, tuple(rows)))
    return tuple(out)


def _tiles(folder: Path | None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    text = _read(folder, "valley_tiles.csv")
    rows = list(csv.DictReader(io.StringIO(text)))
    if not rows or set(rows[0]) != {"id", "first", "second"}:
        raise DataError("valley_tiles.csv must have the columns id,first,second")
    ids, tiles = [], []
    for n, row in enumerate(rows, start=2):
        a, b = row["first"], row["second"]
        if a not in RESOURCES or b not in RESOURCES or len(a) != 1 or len(b) != 1:
            raise DataError(f"valley_tiles.csv line {n}: sites must be one of M, C, P, G (got {a!r}, {b!r})")
        if row["id"] in ids:
            raise DataError(f"valley_tiles.csv line {n}: duplicate id {row['id']!r}")
        ids.append(row["id"])
        tiles.append("".join(sorted(a + b, key=RESOURCES.index)))  # a tile turns: site order is free
    return tuple(ids), tuple(tiles)


def _districts(folder: Path | None, statue_kinds: tuple[str, ...]) -> Districts:
    data = _json(folder, "districts.json")
    out: dict[str, District] = {}
    for i, d in enumerate(_get(data, "districts", list, "districts.json")):
        where = f"districts.json.districts[{i}]"
        if not isinstance(d, dict):
            raise DataError(f"{where} must be an object")
        did = _get(d, "id", str, where)
        if did in out:
            raise DataError(f"{where}.id {did!r} is a duplicate")
        cost = _get(d, "cost", int, where)
        if not 0 <= cost <= 4:
            raise DataError(f"{where}.cost = {cost} must be 0 to 4")
        shops = _get(d, "shops", list, where)
        if not 1 <= len(shops) <= 3:
            raise DataError(f"{where}.shops must list 1 to 3 shops (FE.district.choose)")
        parsed = tuple(Shop.parse(s, f"{where}.shops[{j}]") for j, s in enumerate(shops))
        for j, s in enumerate(parsed):
            if s.kind == "statue" and s.statue not in statue_kinds:
                raise DataError(f"{where}.shops[{j}]: statue {s.statue!r} is not one of {list(statue_kinds)}")
        out[did] = District(did, cost, parsed)
    if not out:
        raise DataError("districts.json.districts is empty")
    return Districts(out, statue_kinds)


def _int_list(data: dict, key: str, where: str) -> tuple[int, ...]:
    values = _get(data, key, list, where)
    if not values or any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for v in values):
        raise DataError(f"{where}.{key} must be a non-empty list of whole numbers")
    return tuple(values)


def load_components(folder: str | Path | None = None) -> Components:
    """Read and check a component data folder (``None``: the kit's illustrative set)."""
    return _load(None if folder is None else str(Path(folder)))


@remember(maxsize=8)  # the data of a folder, read once
def _load(folder: str | None) -> Components:
    path = None if folder is None else Path(folder)
    comp = _json(path, "components.json")
    w = "components.json"
    res = _get(comp, "resources", dict, w)
    if sorted(res) != sorted(RESOURCES) or any(not isinstance(v, int) or v < 0 for v in res.values()):
        raise DataError(f"{w}.resources must give a count for each of M, C, P, G")
    statues = _get(comp, "statues", dict, w)
    statue_kinds = tuple(_get(statues, "kinds", list, f"{w}.statues"))
    statue_deben = _int_list(statues, "deben_by_kinds", f"{w}.statues")
    if len(statue_deben) != len(statue_kinds) + 1:
        raise DataError(f"{w}.statues.deben_by_kinds needs one value for 0 to {len(statue_kinds)} kinds")
    start = _get(comp, "start_tile", list, w)
    if len(start) != 2 or any(not isinstance(r, str) or len(r) != 2 or set(r) - set(RESOURCES)
                              for r in start):
        raise DataError(f"{w}.start_tile must be two rows of two site letters, e.g. ['PC', 'GM']")
    city = _get(comp, "city", dict, w)
    monuments = _get(comp, "monuments", dict, w)
    boards = _boards(path)
    ids, tiles = _tiles(path)
    by_players = {k: int(v) for k, v in _get(comp, "valley_tiles_by_players", dict, w).items()}
    boards_by = {k: int(v) for k, v in _get(comp, "valley_boards_by_players", dict, w).items()}
    for k, v in by_players.items():
        if v > len(tiles):
            raise DataError(f"{w}.valley_tiles_by_players[{k!r}] = {v} is more than the {len(tiles)} tiles")
    for k, v in boards_by.items():
        if not 1 <= v <= len(boards):
            raise DataError(f"{w}.valley_boards_by_players[{k!r}] = {v}: there are {len(boards)} boards")
    c = Components(
        folder=folder,
        boards=boards,
        tiles=tiles,
        tile_ids=ids,
        districts=_districts(path, statue_kinds),
        resources={k: res[k] for k in RESOURCES},
        boards_by_players=boards_by,
        tiles_by_players=by_players,
        personal_tiles=_get(comp, "personal_tiles", int, w),
        public_tiles=_get(comp, "public_tiles", int, w),
        district_row=_get(comp, "district_row", int, w),
        start_tile=(start[0], start[1]),
        monument_kinds=tuple(_get(monuments, "kinds", list, f"{w}.monuments")),
        monuments_per_kind=_get(monuments, "per_kind", int, f"{w}.monuments"),
        lots=_get(city, "lots", int, f"{w}.city"),
        printed_shops=tuple(Shop.parse(s, f"{w}.city.printed_shops[{j}]")
                            for j, s in enumerate(_get(city, "printed_shops", list, f"{w}.city"))),
        wheat_track=_int_list(comp, "wheat_track", w),
        statue_kinds=statue_kinds,
        statue_deben=statue_deben,
        monument_ranks=_int_list(comp, "monument_ranks", w),
    )
    return c
