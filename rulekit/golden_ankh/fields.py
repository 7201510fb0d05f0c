"""The attributes of a Golden Ankh state, declared once for the rule modules mixed into it.

:class:`~rulekit.golden_ankh.state.GoldenAnkhState` sets these in ``__init__`` (its docstring says
what each one holds); the rule mixins (:mod:`.turn`, :mod:`.ankh`, :mod:`.special`, :mod:`.bonus`,
:mod:`.savefile`) derive from :class:`StateFields` so that a type checker knows them there too.  The
class only declares: it sets no attribute and adds no behaviour.

>>> from rulekit import golden_ankh as ga
>>> isinstance(ga.new_game(players=2, seed=1), StateFields)
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from rulekit.core import GameState, Referee
from rulekit.rng import Rng

from .adjacency import Cell
from .components import Components
from .scoring import Groups

T = TypeVar("T")


def with_seat(values: tuple[T, ...], player: int, value: T) -> tuple[T, ...]:
    """``values``, one per player, with ``player``'s replaced by ``value`` (``values`` is left alone).

    >>> with_seat(("a", "b", "c"), 1, "x")
    ('a', 'x', 'c')
    """
    return values[:player] + (value,) + values[player + 1:]


class StateFields(GameState):
    """The state's attributes and the methods one rule module calls on another (declarations only)."""

    comp: Components
    seed: int
    rng: Rng
    options: dict[str, Any]
    per_kind: int
    max_rounds: int | None
    supply: tuple[int, ...]
    hands: list[tuple[int, ...]]
    ground: list[dict[Cell, int]]
    upper: list[dict[Cell, int]]
    # Per-player tuples that change seldom: a state's copies share them, and a change makes a new one
    # (with_seat), so copying a state need not copy them.
    stored: tuple[frozenset[int], ...]
    bonus: tuple[tuple[tuple[str, int], ...], ...]
    bonus_tiles: tuple[tuple[int, ...], ...]
    bonus_pool: tuple[int, ...]
    market: tuple[int | None, ...]
    prices: tuple[tuple[int, ...], ...]
    cost: tuple[tuple[int, ...], ...]
    stacks: tuple[tuple[int, ...], tuple[int, ...]]
    removed: tuple[int, ...]
    start_player: int
    round: int
    basic_done: bool
    ankh_budget: int
    extra_turns: int
    end_triggered: bool

    if TYPE_CHECKING:  # written in the state class and the rule modules
        def __init__(self, comp: Components, num_players: int, seed: int, rng: Rng,
                     options: dict[str, Any]) -> None: ...
        def _by_layout(self, name: str, p: int,
                       compute: Callable[[dict[Cell, int], dict[Cell, int]], T]) -> T: ...
        def set_prices(self, prices: Iterable[Iterable[int]]) -> None: ...
        def tiles_placed(self, player: int) -> int: ...
        def resources_in_hand(self, player: int) -> int: ...
        def price(self, space: int) -> dict[str, int]: ...
        def stored_counts(self, player: int) -> list[int]: ...
        def covered(self, player: int, cell: Cell) -> bool: ...
        def last_player(self) -> int: ...
        def _anchor_markers(self, p: int, tiles: list[int | None]) -> tuple[int, ...]: ...
        def _groups_of(self, p: int) -> Groups: ...
        def _validate_bonus(self, p: int) -> None: ...
        def _update_bonus(self, p: int, moved: int | None = None,
                          before: tuple[Mapping[Cell, int], Mapping[Cell, int]] | None = None) -> None: ...
        def _check_tiles_exhausted(self) -> None: ...
        def _check_upper_spot(self, p: int, cell: Cell, ref: Referee, rule: str = "GA.place.upper-layer",
                              lifted: Cell | None = None) -> None: ...
        def _gain(self, p: int, k: int, n: int) -> None: ...
        def _return_covered_tokens(self, p: int, cell: Cell) -> None: ...
