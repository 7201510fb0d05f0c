"""The actions of a turn, each a small move with a short text form (like chess moves).

A turn (``FE.turn.steps``) is a sequence of these:

==========================  =====================================================================
``place P@1,2 G@0,2``       step 1: place a personal valley tile, papyrus site on (1,2), grapes on (0,2)
``discard PG``              step 1: no personal tile can be placed, discard one (``FE.place.none-possible``)
``quarry 0,0 take M``       step 1, case D: take a resource of your choice for the quarry at (0,0)
``quarry 0,0 monument``     step 1, case D: put one of your monuments on the quarry at (0,0)
``buy 2 GW``                step 2: buy the district tile in place 2 of the row, paying grapes + wheat
``buy 2 GW lot 5``          … and put it on lot 5 (without ``lot``: the lowest empty lot)
``supply C 3.1``            step 3: put a cattle on shop 1 of the district on lot 3 (lot 0: printed shops)
``move C 3.1 2.1``           never legal: resources on shops stay there (``FE.supply.permanent``)
``gain M``                  step 3: the resource chosen from a completed trade shop (``FE.shop.trade``)
``take PC``                 end of turn: take the public tile papyrus/cattle (``FE.endturn.take-public``)
``remove MG``               2-player variant: remove a public tile (``FE.var.two-player-removal``)
``end``                     end of turn when no public tile is left
==========================  =====================================================================

Payment letters: ``M C P G`` for pieces beside the city board, ``W`` for one wheat; ``-`` pays nothing.

>>> a = parse_action("place P@1,2 G@0,2")
>>> str(a)                      # written in one order: the cell nearer the top-left first
'place G@0,2 P@1,2'
>>> a == parse_action("place G@0,2 P@1,2"), a.targets()
(True, ((0, 2), (1, 2), ('hand', 'PG')))
>>> str(parse_action("buy 2 wg"))
'buy 2 GW'
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import ClassVar

from ..checks import check_text, parse_int
from ..core import Action, IllegalActionText
from .speed import remember

Cell = tuple[int, int]
_ORDER = "MCPGW"


def tile_key(kinds: str) -> str:
    """The order-free name of a tile: ``tile_key('GP') == tile_key('PG') == 'PG'``."""
    return "".join(sorted(kinds, key=_ORDER.index))


def _cell(c: Cell) -> str:
    return f"{c[0]},{c[1]}"


@dataclass(frozen=True)
class Place(Action):
    """Step 1: place the personal tile ``first``+``second`` with ``first`` on ``a`` and ``second`` on ``b``.

    The two (kind, cell) pairs are stored in a fixed order, so the same placement written either way
    is the same action.  Use :func:`place` to build one (it shares equal actions).
    """

    kind: ClassVar[str] = "place"
    first: str
    a: Cell
    second: str
    b: Cell
    _hash: int = field(default=0, compare=False, repr=False)

    def __post_init__(self) -> None:
        try:
            swap = (self.b, self.second) < (self.a, self.first)  # one canonical order for the same placement
        except TypeError:
            swap = False  # fields of the wrong types stay as given, for the rule check to refuse
        if swap:
            first, a = self.first, self.a
            object.__setattr__(self, "first", self.second)
            object.__setattr__(self, "a", self.b)
            object.__setattr__(self, "second", first)
            object.__setattr__(self, "b", a)
        object.__setattr__(self, "_hash", hash((self.first, self.a, self.second, self.b)))

    def __hash__(self) -> int:
        return self._hash

    def __str__(self) -> str:
        return f"place {self.first}@{_cell(self.a)} {self.second}@{_cell(self.b)}"

    def targets(self) -> tuple:
        return (self.a, self.b, ("hand", tile_key(self.first + self.second)))


@remember(maxsize=65_536)
def place(first: str, a: Cell, second: str, b: Cell) -> Place:
    """The (shared) :class:`Place` action for this placement, in its one canonical order."""
    act = Place(first, a, second, b)
    canonical = (act.first, act.a, act.second, act.b)
    return act if canonical == (first, a, second, b) else place(*canonical)


@dataclass(frozen=True)
class Discard(Action):
    """Step 1 when no personal tile has a legal placement: discard one (``FE.gap.discard``)."""

    kind: ClassVar[str] = "place"
    tile: str

    def __str__(self) -> str:
        return f"discard {self.tile}"

    def targets(self) -> tuple:
        return (("hand", tile_key(self.tile)),)


@dataclass(frozen=True)
class QuarryTake(Action):
    """Case D: for the quarry at ``cell``, take 1 ``resource`` of your choice from the common supply."""

    kind: ClassVar[str] = "quarry"
    cell: Cell
    resource: str

    def __str__(self) -> str:
        return f"quarry {_cell(self.cell)} take {self.resource}"

    def targets(self) -> tuple:
        return (self.cell,)


@dataclass(frozen=True)
class QuarryMonument(Action):
    """Case D: put one of your monuments on the quarry at ``cell``."""

    kind: ClassVar[str] = "quarry"
    cell: Cell

    def __str__(self) -> str:
        return f"quarry {_cell(self.cell)} monument"

    def targets(self) -> tuple:
        return (self.cell,)


@dataclass(frozen=True)
class Buy(Action):
    """Step 2: buy the face-up district tile in row place ``slot`` (1-4), paying ``pay``, onto ``lot``."""

    kind: ClassVar[str] = "district"
    slot: int
    pay: str
    lot: int | None = None

    def __str__(self) -> str:
        lot = "" if self.lot is None else f" lot {self.lot}"
        return f"buy {self.slot} {self.pay or '-'}{lot}"

    def targets(self) -> tuple:
        return (("row", self.slot),) + ((("lot", self.lot),) if self.lot is not None else ())


@dataclass(frozen=True)
class Supply(Action):
    """Step 3: put one ``resource`` from beside the city board onto shop ``shop`` (1-3) of lot ``lot``."""

    kind: ClassVar[str] = "supply"
    resource: str
    lot: int
    shop: int

    def __str__(self) -> str:
        return f"supply {self.resource} {self.lot}.{self.shop}"

    def targets(self) -> tuple:
        return (("shop", self.lot, self.shop),)


@dataclass(frozen=True)
class MoveGoods(Action):
    """Moving a resource from one shop to another: never allowed (``FE.supply.permanent``).

    It exists so that the kit can say *why* such a move is refused; it is never a legal action.
    """

    kind: ClassVar[str] = "supply"
    resource: str
    lot: int
    shop: int
    to_lot: int
    to_shop: int

    def __str__(self) -> str:
        return f"move {self.resource} {self.lot}.{self.shop} {self.to_lot}.{self.to_shop}"

    def targets(self) -> tuple:
        return (("shop", self.lot, self.shop), ("shop", self.to_lot, self.to_shop))


@dataclass(frozen=True)
class Gain(Action):
    """Step 3: the resource chosen as the reward of a completed trade shop."""

    kind: ClassVar[str] = "supply"
    resource: str

    def __str__(self) -> str:
        return f"gain {self.resource}"


@dataclass(frozen=True)
class TakePublic(Action):
    """End of turn: take the public valley tile ``tile`` into your personal tiles."""

    kind: ClassVar[str] = "end"
    tile: str

    def __str__(self) -> str:
        return f"take {self.tile}"

    def targets(self) -> tuple:
        return (("public", tile_key(self.tile)),)


@dataclass(frozen=True)
class RemovePublic(Action):
    """End of turn, 2-player variant: remove the public valley tile ``tile`` from the game."""

    kind: ClassVar[str] = "end"
    tile: str

    def __str__(self) -> str:
        return f"remove {self.tile}"

    def targets(self) -> tuple:
        return (("public", tile_key(self.tile)),)


@dataclass(frozen=True)
class EndTurn(Action):
    """End of turn when no public valley tile is left to take."""

    kind: ClassVar[str] = "end"

    def __str__(self) -> str:
        return "end"


def _n(digits: str) -> int:
    """A number of the notation, at most 40 digits long (a longer one is refused, not parsed)."""
    return parse_int(digits, "action", error=IllegalActionText)


_C = r"([0-9]+)\s*,\s*([0-9]+)"
_PATTERNS = [
    (re.compile(rf"place\s+([MCPG])@{_C}\s+([MCPG])@{_C}"),
     lambda m: place(m[1], (_n(m[2]), _n(m[3])), m[4], (_n(m[5]), _n(m[6])))),
    (re.compile(r"discard\s+([MCPG]{2})"), lambda m: Discard(tile_key(m[1]))),
    (re.compile(rf"quarry\s+{_C}\s+take\s+([MCPG])"), lambda m: QuarryTake((_n(m[1]), _n(m[2])), m[3])),
    (re.compile(rf"quarry\s+{_C}\s+monument"), lambda m: QuarryMonument((_n(m[1]), _n(m[2])))),
    (re.compile(r"buy\s+([0-9]+)\s+(-|[MCPGW]+)(?:\s+lot\s+([0-9]+))?"),
     lambda m: Buy(_n(m[1]), "" if m[2] == "-" else tile_key(m[2]), None if m[3] is None else _n(m[3]))),
    (re.compile(r"supply\s+([MCPGW])\s+([0-9]+)\.([0-9]+)"), lambda m: Supply(m[1], _n(m[2]), _n(m[3]))),
    (re.compile(r"move\s+([MCPG])\s+([0-9]+)\.([0-9]+)\s+([0-9]+)\.([0-9]+)"),
     lambda m: MoveGoods(m[1], _n(m[2]), _n(m[3]), _n(m[4]), _n(m[5]))),
    (re.compile(r"gain\s+([MCPG])"), lambda m: Gain(m[1])),
    (re.compile(r"take\s+([MCPG]{2})"), lambda m: TakePublic(tile_key(m[1]))),
    (re.compile(r"remove\s+([MCPG]{2})"), lambda m: RemovePublic(tile_key(m[1]))),
    (re.compile(r"end"), lambda m: EndTurn()),
]


def parse_action(text: str) -> Action:
    """Read an action written in the notation above; :class:`IllegalActionText` if it is none.

    Letters may be written in either case.

    >>> str(parse_action("Supply c 3.1"))
    'supply C 3.1'
    """
    if not isinstance(text, str):
        raise IllegalActionText(f"an action must be text, not {type(text).__name__}",
                                f"행동은 글(str)로 적어야 합니다: {type(text).__name__} 값은 행동이 아닙니다")
    words = check_text(text, "action", error=IllegalActionText).strip().split()
    if not words:
        raise IllegalActionText("empty action text", "행동이 비어 있습니다")
    norm = " ".join([words[0].lower()] + [w if w in ("take", "monument", "lot") else w.upper()
                                          for w in words[1:]])
    for pattern, build in _PATTERNS:
        m = pattern.fullmatch(norm)
        if m:
            return build(m)
    raise IllegalActionText(
        f"not a Fertility action: {text!r} (e.g. 'place P@1,2 G@0,2', 'quarry 0,0 take M', 'buy 2 GW', "
        "'supply C 3.1', 'gain M', 'take PC', 'remove MG', 'discard PG', 'end')",
        f"퍼틸리티의 행동이 아닙니다: {text!r} (예: 'place P@1,2 G@0,2'(개인 계곡 타일 놓기), "
        "'quarry 0,0 take M'(채석장에서 자원 받기), 'buy 2 GW'(구역 타일 사기), 'supply C 3.1'(상품 공급), "
        "'gain M'(자원 받기), 'take PC'(공용 계곡 타일 가져오기), 'remove MG'(공용 계곡 타일 치우기), "
        "'discard PG'(개인 계곡 타일 버리기), 'end'(차례 마치기))")
