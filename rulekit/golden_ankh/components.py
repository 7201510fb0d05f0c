"""Components (rulebook: 구성물): tokens, price markers, bonus markers and the 55 Egyptian tiles.

The numbers live in data files, ``rulekit/data/golden_ankh/components.json`` and ``tiles.csv``,
so a variant can be explored by passing other data to ``new_game``.  A bad data file raises
:class:`ComponentError` naming the file and the field.

>>> comp = default_components()
>>> len(comp.tiles), comp.price_holes, comp.kind_letters
(55, (2, 2, 2, 3, 3, 3), ('B', 'W', 'K', 'G', 'R', 'A'))
>>> comp.tiles[0].code
'BF'
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from rulekit.core import OptionError

SPECIALS = ("none", "storehouse", "scribe", "desert")


class ComponentError(OptionError):
    """Component data that cannot be used: names the file (or option) and the field.

    An :class:`~rulekit.core.OptionError`, since other data comes in through ``new_game``'s options.
    """


@dataclass(frozen=True)
class Tile:
    """One Egyptian tile: ``{id, colour, animal or None, number (0 or 2), special}``.

    ``code`` is its two-letter text form: colour letter then kind letter, e.g. ``RJ``
    (red jackal), ``W2`` (white 2-point), ``GH`` (green storehouse), ``BP`` (blue scribe),
    ``KD`` (black desert).  ``id`` is ``None`` for a tile described only by its code.
    """

    id: int | None
    colour: str
    animal: str | None
    number: int
    special: str
    code: str

    def describe(self) -> dict[str, int | str | None]:
        return {
            "id": self.id,
            "colour": self.colour,
            "animal": self.animal,
            "number": self.number,
            "special": self.special,
        }

    @property
    def kind(self) -> tuple[str, str | None, int, str]:
        """Everything but the id: tiles of one kind are interchangeable."""
        return (self.colour, self.animal, self.number, self.special)


class Components:
    """The component set of one game (immutable; shared by every state of the game)."""

    def __init__(
        self, spec: Mapping[str, Any], tiles: Sequence[Mapping[str, Any]], source: str = "data"
    ) -> None:
        self.source = source
        kinds = _list(spec, "token_kinds", source)
        self.kind_keys: tuple[str, ...] = tuple(_text(k, "key", f"{source}: token_kinds") for k in kinds)
        self.kind_letters: tuple[str, ...] = tuple(
            _text(k, "letter", f"{source}: token_kinds") for k in kinds
        )
        self.kind_names = {
            k["key"]: {"en": k.get("en", k["key"]), "ko": k.get("ko", k["key"])} for k in kinds
        }
        resource = [bool(k.get("resource")) for k in kinds]
        if resource.count(False) != 1 or resource[-1]:
            raise ComponentError(
                f"{source}: token_kinds must list the resource kinds, then the one ankh kind last"
            )
        if len(set(self.kind_letters)) != len(kinds) or len(set(self.kind_keys)) != len(kinds):
            raise ComponentError(f"{source}: token_kinds keys and letters must be unique")
        self.resources: tuple[str, ...] = self.kind_keys[:-1]
        self.ankh = len(kinds) - 1  # index of the ankh kind in token counts
        self.kind_index = {k: i for i, k in enumerate(self.kind_keys)}
        self.letter_index = {x: i for i, x in enumerate(self.kind_letters)}

        self.animals = {a["key"]: a for a in _list(spec, "animals", source)}
        self.animal_letter = {
            a["key"]: _text(a, "letter", f"{source}: animals") for a in self.animals.values()
        }
        special = {
            k["key"]: _text(k, "letter", f"{source}: tile_kinds") for k in _list(spec, "tile_kinds", source)
        }
        self.kind_names.update(
            {
                a["key"]: {"en": a.get("en", a["key"]), "ko": a.get("ko", a["key"])}
                for a in list(self.animals.values()) + list(spec["tile_kinds"])
            }
        )
        for need in ("two", "storehouse", "scribe", "desert"):
            if need not in special:
                raise ComponentError(f"{source}: tile_kinds has no {need!r} entry")
        self.special_letter = special
        letters = list(self.animal_letter.values()) + list(special.values())
        if len(set(letters)) != len(letters):
            raise ComponentError(f"{source}: animal and tile-kind letters must be unique")

        self.tokens_per_kind = {
            int(k): _count(v, f"{source}: tokens_per_kind[{k}]")
            for k, v in _dict(spec, "tokens_per_kind", source).items()
        }
        self.tokens_per_kind_published = {
            int(k): _count(v, f"{source}: tokens_per_kind_published[{k}]")
            for k, v in _dict(spec, "tokens_per_kind_published", source).items()
        }
        for table in (self.tokens_per_kind, self.tokens_per_kind_published):
            if sorted(table) != [2, 3, 4]:
                raise ComponentError(f"{source}: token counts must be given for 2, 3 and 4 players")
        self.price_holes = tuple(
            _count(h, f"{source}: price_holes") for h in _list(spec, "price_holes", source)
        )
        markers = _list(spec, "price_markers", source)
        for m in markers:
            if m not in self.resources:
                raise ComponentError(
                    f"{source}: price_markers: {m!r} is not a resource kind {self.resources}"
                )
        self.price_markers = tuple(self.kind_index[m] for m in markers)
        if sum(self.price_holes) != len(self.price_markers):
            raise ComponentError(
                f"{source}: {len(self.price_markers)} price_markers do not fill the "
                f"{sum(self.price_holes)} holes of price_holes"
            )
        self.bonus_markers = tuple(
            _count(v, f"{source}: bonus_markers") for v in _list(spec, "bonus_markers", source)
        )
        self.take = _count(spec.get("take", 3), f"{source}: take")
        self.resource_limit = _count(spec.get("resource_limit", 5), f"{source}: resource_limit")
        self.ankh_limit = _count(spec.get("ankh_limit", 2), f"{source}: ankh_limit")
        self.end_tiles = _count(spec.get("end_tiles", 13), f"{source}: end_tiles")
        self.spec = dict(spec)

        self.colour_letter = {k: self.kind_letters[i] for i, k in enumerate(self.resources)}
        self.letter_colour = {v: k for k, v in self.colour_letter.items()}
        self.colour_kind = {k: i for i, k in enumerate(self.resources)}  # tile colour -> token kind index
        self.tiles: tuple[Tile, ...] = tuple(
            self.make_tile(t, i, f"{source}: tiles[{i}]") for i, t in enumerate(tiles)
        )
        if len(self.tiles) < len(self.price_holes):
            raise ComponentError(
                f"{source}: {len(self.tiles)} tiles cannot fill a market of {len(self.price_holes)}"
            )

    # ---- tiles
    def make_tile(self, rec: object, index: int, where: str) -> Tile:
        if not isinstance(rec, Mapping):
            raise ComponentError(f"{where} must be a record, not {type(rec).__name__}")
        try:
            tid = int(rec["id"])
        except (KeyError, TypeError, ValueError):
            raise ComponentError(f"{where}.id must be an integer") from None
        if tid != index:
            raise ComponentError(f"{where}.id is {tid}; tile ids must be 0, 1, 2 … in order")
        colour = rec.get("colour")
        if colour not in self.resources:
            raise ComponentError(f"{where}.colour {colour!r} is not one of {self.resources}")
        animal = rec.get("animal") or None
        if animal is not None and animal not in self.animals:
            raise ComponentError(f"{where}.animal {animal!r} is not one of {sorted(self.animals)}")
        try:
            number = int(rec.get("number") or 0)
        except (TypeError, ValueError):
            raise ComponentError(f"{where}.number must be an integer") from None
        special = rec.get("special") or "none"
        if special not in SPECIALS:
            raise ComponentError(f"{where}.special {special!r} is not one of {SPECIALS}")
        if number < 0:
            raise ComponentError(f"{where}.number must not be negative")
        if special != "none" and animal is not None:
            raise ComponentError(f"{where}: a {special} tile shows no animal (GA.gap.tile-kinds)")
        return Tile(tid, colour, animal, number, special, self.code_of(colour, animal, number, special))

    def code_of(self, colour: str, animal: str | None, number: int, special: str) -> str:
        if special != "none":
            kind = self.special_letter[special]
        elif animal is not None:
            kind = self.animal_letter[animal]
        elif number:
            kind = str(number) if number < 10 else self.special_letter["two"]
        else:
            kind = "-"
        return self.colour_letter[colour] + kind

    def tile_from_code(self, code: str) -> Tile:
        """A tile (without id) from its two-letter code; ``ValueError`` for an unknown code.

        >>> default_components().tile_from_code("GJ").animal
        'jackal'
        """
        if len(code) != 2 or code[0] not in self.letter_colour:
            raise ValueError(
                f"{code!r} is not a tile code: colour letter ({'/'.join(self.letter_colour)}) "
                f"then kind letter"
            )
        colour = self.letter_colour[code[0]]
        k = code[1]
        for animal, letter in self.animal_letter.items():
            if k == letter:
                return Tile(None, colour, animal, 0, "none", code)
        for special, letter in self.special_letter.items():
            if k == letter and special != "two":
                return Tile(None, colour, None, 0, special, code)
        if k.isdigit():
            return Tile(None, colour, None, int(k), "none", code)
        if k == "-":
            return Tile(None, colour, None, 0, "none", code)
        raise ValueError(f"{code!r}: unknown tile kind letter {k!r}")

    def to_data(self) -> dict[str, object]:
        """The data this set was built from (saved with a game so variants round-trip)."""
        return {"spec": self.spec, "tiles": [t.describe() for t in self.tiles]}

    def kind_name(self, key: str, lang: str = "en") -> str:
        return self.kind_names.get(key, {}).get(lang, key)


def _list(spec: Mapping[str, object], key: str, source: str) -> list[Any]:  # JSON, read on by the caller
    v = spec.get(key)
    if not isinstance(v, list):
        raise ComponentError(f"{source}: {key} must be a list")
    return v


def _dict(spec: Mapping[str, object], key: str, source: str) -> dict[str, Any]:  # JSON, as _list
    v = spec.get(key)
    if not isinstance(v, dict):
        raise ComponentError(f"{source}: {key} must be an object")
    return v


def _text(rec: object, key: str, where: str) -> str:
    if not isinstance(rec, Mapping) or not isinstance(rec.get(key), str) or not rec.get(key):
        raise ComponentError(f"{where}: every entry needs a text {key!r}")
    return rec[key]


def _count(v: object, where: str) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or v < 0:
        raise ComponentError(f"{where} must be a whole number ≥ 0, not {v!r}")
    return v


def read_tiles_csv(text: str, source: str = "tiles.csv") -> list[dict[str, str]]:
    """Tile records from CSV text with the columns ``id,colour,animal,number,special``."""
    reader = csv.DictReader(io.StringIO(text))
    need = {"id", "colour", "animal", "number", "special"}
    if reader.fieldnames is None or not need <= set(reader.fieldnames):
        raise ComponentError(f"{source}: the header must name the columns {sorted(need)}")
    return [dict(row) for row in reader]


def _data_text(name: str) -> str:
    return resources.files("rulekit").joinpath("data", "golden_ankh", name).read_text(encoding="utf-8")


def load_spec(text: str | None = None, source: str = "components.json") -> dict[str, Any]:
    try:
        spec = json.loads(_data_text("components.json") if text is None else text)
    except json.JSONDecodeError as exc:
        raise ComponentError(f"{source} is not valid JSON: {exc}") from None
    if not isinstance(spec, dict):
        raise ComponentError(f"{source} must hold a JSON object")
    return spec


@lru_cache(maxsize=1)
def default_components() -> Components:
    """The shipped component set (data files under ``rulekit/data/golden_ankh``)."""
    return Components(load_spec(), read_tiles_csv(_data_text("tiles.csv")), "rulekit/data/golden_ankh")


def make_components(tiles: Iterable[Mapping[str, object]] | str | None = None,
                    **overrides: object) -> Components:
    """A component set: the shipped one with some parts replaced.

    ``tiles`` is a list of tile records or CSV text; ``overrides`` replace keys of
    components.json (``price_holes``, ``price_markers``, ``bonus_markers`` …).

    >>> make_components(bonus_markers=[2] * 12).bonus_markers[0]
    2
    """
    if tiles is None and not overrides:
        return default_components()
    spec = load_spec()
    spec.update(overrides)
    if tiles is None:
        recs = read_tiles_csv(_data_text("tiles.csv"))
    elif isinstance(tiles, str):
        recs = read_tiles_csv(tiles, "tiles option")
    else:
        if not isinstance(tiles, (list, tuple)) or not all(isinstance(t, Mapping) for t in tiles):
            raise ComponentError("tiles: a list of tiles, each a mapping of its columns (colour, kind, ...)",
                                 "tiles: 타일 목록이어야 하고, 타일 하나하나가 열 이름과 값의 짝"
                                 "(colour, kind …)이어야 합니다", field="tiles")
        recs = [dict(t) for t in tiles]
    return Components(spec, recs, "options" if overrides or tiles is not None else "rulekit/data/golden_ankh")
