"""The actions of a turn, as small frozen dataclasses with a short text notation.

A turn is a sequence of small actions (like chess moves):

==========================  ==============================================================
``take B B A``              basic action (a): take these 3 tokens from the supply
``buy 3 @ 1,2``             basic action (b): buy the tile in market space 3 (1 = leftmost)
                            and place it on ground cell (1,2); payment is fixed by the price
                            markers (tokens on storehouses the tile will cover, then hand
                            tokens, then other storehouse tokens)
``buy 3 U 1,1``             … or place it as the upper-layer tile ``U(1,1)``
``buy 3 U 1,1 -W``          … with the upper-tile discount option: pay one ``W`` fewer
``refill A``                extra action (c), 1 ankh: refill the market, drawing from stack A
``move 1,2 > 0,3``          extra action (d), 1 ankh: move a ground tile
``move U 1,1 > U 0,0``      … or move an upper-layer tile
``store 1,2``               put a token from your hand on your empty storehouse at (1,2)
                            (``store U 1,1`` for an upper-layer storehouse)
``return W K A``            give the excess tokens back at the end of the turn, naming them all
``end``                     end the turn
==========================  ==============================================================

Token letters: ``B`` blue, ``W`` white, ``K`` black, ``G`` green, ``R`` red, ``A`` ankh.
Cells are ``row,col`` of the player's own layout (row grows downwards; negative allowed).

>>> a = parse_action("buy 3 @ 1,2")
>>> a.space, a.cell, a.upper, str(a)
(3, (1, 2), False, 'buy 3 @ 1,2')
>>> str(parse_action("take A B B"))
'take B B A'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar, TypeVar

from rulekit.checks import check_text, parse_int
from rulekit.core import Action, IllegalActionText

from .speed import remember

Cell = tuple[int, int]
KIND_ORDER = "BWKGRA"
STACKS = "AB"


def _kind_key(letter: str) -> tuple[int, str]:
    i = KIND_ORDER.find(letter)
    return (i if i >= 0 else len(KIND_ORDER), letter)


def _cell(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def _place(upper: bool, cell: Cell) -> str:
    return ("U " if upper else "") + _cell(cell)


def _target(upper: bool, cell: Cell) -> tuple[str, int, int]:
    return ("upper" if upper else "ground", cell[0], cell[1])


def _safe_hash(fields: tuple[object, ...]) -> int:
    """The hash of an action's fields; a hand-built action may hold a list there (the rule check refuses
    it), so it is hashed by its text instead of failing before it can be refused."""
    try:
        return hash(fields)
    except TypeError:
        return hash(repr(fields))


@dataclass(frozen=True)
class TakeTokens(Action):
    """Basic action (a): take tokens (usually 3) from the supply; ``kinds`` are letters in canonical order."""

    kind: ClassVar[str] = "take"
    kinds: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "_h", _safe_hash(("take", self.kinds)))

    def __hash__(self) -> int:
        return self._h  # type: ignore[attr-defined]

    def __str__(self) -> str:
        return "take " + " ".join(self.kinds)

    def targets(self) -> tuple:
        return tuple(("supply", k) for k in sorted(set(self.kinds), key=_kind_key))


@dataclass(frozen=True)
class Buy(Action):
    """Basic action (b): buy the tile in market ``space`` (1-based) and place it at once."""

    kind: ClassVar[str] = "buy"
    space: int
    cell: Cell
    upper: bool = False
    discount: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "_h", _safe_hash(("buy", self.space, self.cell, self.upper, self.discount)))

    def __hash__(self) -> int:
        return self._h  # type: ignore[attr-defined]

    def __str__(self) -> str:
        where = f"U {_cell(self.cell)}" if self.upper else f"@ {_cell(self.cell)}"
        return f"buy {self.space} {where}" + (f" -{self.discount}" if self.discount else "")

    def targets(self) -> tuple:
        return (("market", self.space), _target(self.upper, self.cell))


@dataclass(frozen=True)
class Refill(Action):
    """Extra action (c): spend 1 ankh to refill the market, choosing stack ``A`` or ``B``."""

    kind: ClassVar[str] = "refill"
    stack: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "_h", _safe_hash(("refill", self.stack)))

    def __hash__(self) -> int:
        return self._h  # type: ignore[attr-defined]

    def __str__(self) -> str:
        return f"refill {self.stack}"

    def targets(self) -> tuple:
        return (("stack", self.stack),)


@dataclass(frozen=True)
class Move(Action):
    """Extra action (d): spend 1 ankh to move one of your tiles."""

    kind: ClassVar[str] = "move"
    src: Cell
    dst: Cell
    src_upper: bool = False
    dst_upper: bool = False

    def __post_init__(self) -> None:
        fields = ("move", self.src, self.dst, self.src_upper, self.dst_upper)
        object.__setattr__(self, "_h", _safe_hash(fields))

    def __hash__(self) -> int:
        return self._h  # type: ignore[attr-defined]

    def __str__(self) -> str:
        return f"move {_place(self.src_upper, self.src)} > {_place(self.dst_upper, self.dst)}"

    def targets(self) -> tuple:
        return (_target(self.src_upper, self.src), _target(self.dst_upper, self.dst))


@dataclass(frozen=True)
class Store(Action):
    """Put a resource token from your hand on your empty storehouse (its own colour)."""

    kind: ClassVar[str] = "store"
    cell: Cell
    upper: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "_h", _safe_hash(("store", self.cell, self.upper)))

    def __hash__(self) -> int:
        return self._h  # type: ignore[attr-defined]

    def __str__(self) -> str:
        return f"store {_place(self.upper, self.cell)}"

    def targets(self) -> tuple:
        return (_target(self.upper, self.cell),)


@dataclass(frozen=True)
class ReturnTokens(Action):
    """Give the excess tokens back to the supply at the end of the turn, all in one action.

    ``tokens`` are letters in canonical order, naming every excess token: the ankh tokens above 2
    and the resource tokens in hand above 5, the resource kinds of the player's choice.
    """

    kind: ClassVar[str] = "return"
    tokens: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "_h", _safe_hash(("return", self.tokens)))

    def __hash__(self) -> int:
        return self._h  # type: ignore[attr-defined]

    def __str__(self) -> str:
        return "return " + " ".join(self.tokens)

    def targets(self) -> tuple:
        return tuple(("supply", k) for k in sorted(set(self.tokens), key=_kind_key))


@dataclass(frozen=True)
class EndTurn(Action):
    """End the turn (the end-of-turn token limits must hold)."""

    kind: ClassVar[str] = "end"

    def __hash__(self) -> int:
        return 0x5EED

    def __str__(self) -> str:
        return "end"


END = EndTurn()

_CELL = r"(-?[0-9]+)\s*,\s*(-?[0-9]+)"
_PLACE = rf"(U\s+)?{_CELL}"
_PATTERNS = [
    ("take", re.compile(r"take((?:\s+[A-Z]+)+)")),
    ("buy", re.compile(rf"buy\s+([0-9]+)\s+(?:@\s*)?{_PLACE}(?:\s+-([A-Z]))?")),
    ("refill", re.compile(r"refill\s+([A-Z])")),
    ("move", re.compile(rf"move\s+{_PLACE}\s*>\s*{_PLACE}")),
    ("store", re.compile(rf"store\s+{_PLACE}")),
    ("return", re.compile(r"return((?:\s+[A-Z]+)+)")),
    ("end", re.compile(r"end")),
]

HELP = (
    "write e.g. 'take B B A', 'buy 3 @ 1,2', 'buy 3 U 1,1', 'refill A', 'move 1,2 > 0,3', "
    "'move U 1,1 > U 0,0', 'store 1,2', 'return W K' or 'end'"
)
HELP_KO = (
    "예: 'take B B A'(토큰 가져오기), 'buy 3 @ 1,2'·'buy 3 U 1,1'(타일 구매하기), 'refill A'(타일 보충하기), "
    "'move 1,2 > 0,3'·'move U 1,1 > U 0,0'(타일 옮기기), 'store 1,2'(창고에 토큰 놓기), "
    "'return W K'(초과 토큰 반납하기), 'end'(차례 마치기)"
)


def parse_action(text: str) -> Action:
    """Read an action from its notation; ``IllegalActionText`` if the text is not one.

    >>> parse_action("move U 1,1 > U 0,0")
    Move(src=(1, 1), dst=(0, 0), src_upper=True, dst_upper=True)
    >>> str(parse_action("buy 3 U -1,1 -W"))
    'buy 3 U -1,1 -W'
    >>> str(parse_action("take BBA"))
    'take B B A'
    >>> str(parse_action("return A W K"))
    'return W K A'
    """
    if not isinstance(text, str):
        raise IllegalActionText(f"an action must be text, not {type(text).__name__}",
                                f"행동은 글(str)로 적어야 합니다: {type(text).__name__} 값은 행동이 아닙니다")
    s = check_text(text, "action", error=IllegalActionText).strip()

    def num(token: str) -> int:
        return parse_int(token, "action", error=IllegalActionText)

    for name, pattern in _PATTERNS:
        m = pattern.fullmatch(s)
        if not m:
            continue
        g = m.groups()
        if name == "take":
            return TakeTokens("".join(sorted("".join(g[0].split()), key=_kind_key)))
        if name == "buy":
            return Buy(num(g[0]), (num(g[2]), num(g[3])), bool(g[1]), g[4] or "")
        if name == "refill":
            if g[0] not in STACKS:
                raise IllegalActionText(f"no tile stack {g[0]!r}: the stacks are A and B",
                                        f"{g[0]!r} 타일 더미는 없습니다: 타일 더미는 A와 B입니다")
            return Refill(g[0])
        if name == "move":
            return Move((num(g[1]), num(g[2])), (num(g[4]), num(g[5])), bool(g[0]), bool(g[3]))
        if name == "store":
            return Store((num(g[1]), num(g[2])), bool(g[0]))
        if name == "return":
            return ReturnTokens("".join(sorted("".join(g[0].split()), key=_kind_key)))
        return END
    raise IllegalActionText(f"not a Golden Ankh action: {text!r} ({HELP})",
                            f"황금 앙크의 행동이 아닙니다: {text!r} ({HELP_KO})")


# Interned actions for the legal-action lists (building them is the simulator's hot path).
@remember(maxsize=16_384)
def buy_action(space: int, cell: Cell, upper: bool, discount: str = "") -> Buy:
    return Buy(space, cell, upper, discount)


@remember(maxsize=16_384)
def move_action(src: Cell, dst: Cell, src_upper: bool, dst_upper: bool) -> Move:
    return Move(src, dst, src_upper, dst_upper)


_A = TypeVar("_A", bound=Action)


class _Table(dict[Cell, _A]):
    """Interned actions by one varying part (a cell), made on first use: one lookup in the hot path."""

    def __init__(self, make: Callable[[Cell], _A]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, cell: Cell) -> _A:
        a = self[cell] = self.make(cell)
        return a


@remember(maxsize=1_024)
def ground_moves_from(src: Cell) -> _Table[Move]:
    """``{dst: Move}``: the ground moves from ``src``, by destination."""
    return _Table(lambda dst: Move(src, dst, False, False))


@remember(maxsize=256)
def buys_of(space: int, upper: bool, discount: str = "") -> _Table[Buy]:
    """``{cell: Buy}``: the purchases of market ``space`` on one layer, by cell."""
    return _Table(lambda cell: Buy(space, cell, upper, discount))


REFILLS = (Refill("A"), Refill("B"))
