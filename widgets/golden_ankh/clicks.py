"""Click mapping of the Golden Ankh board: which places a person clicks to choose an action, and what a
sequence of clicks most likely means when no legal action matches it.

The places are those the actions' ``targets()`` name (``("market", k)``, ``("ground", r, c)``,
``("upper", r, c)``, ``("stack", "A")`` …) plus the picture's own: the supply's and the hand's tokens
(``("supply", "B")``, ``("hand", "A")``), a price marker (``("price", k, "W")``) and the buttons.  Which
actions are legal is always asked of the state (``legal_actions``, ``ankh_spendable``); nothing here
decides a rule.

>>> from rulekit import golden_ankh as ga
>>> s = ga.new_game(players=2, seed=1)
>>> click_targets(s, ga.parse_action("buy 2 U 0,0"))
(('market', 2), ('upper', 0, 0))
>>> click_targets(s, ga.parse_action("refill B"))
(('hand', 'A'), ('stack', 'B'))
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any, TypeGuard

from rulekit.core import Action
from rulekit.golden_ankh import actions as A
from rulekit.golden_ankh.components import Components

from .facts import facts_comp
from .look import END_BUTTON


def is_layout_place(place: object) -> TypeGuard[tuple[str, int, int]]:
    """A ground cell ``("ground", r, c)`` or an upper 2×2 centre ``("upper", r, c)``."""
    return isinstance(place, tuple) and len(place) == 3 and place[0] in ("ground", "upper")


def is_hand(place: object) -> TypeGuard[tuple[str, str]]:
    """A token in the hand of the player to move, ``("hand", letter)``."""
    return isinstance(place, tuple) and len(place) == 2 and place[0] == "hand"


def click_targets(state: Any, action: Action, comp: Components | None = None) -> tuple[Hashable, ...]:
    """The places a person clicks, in order, to choose ``action`` in ``state``.

    A take or a return names the supply once per token; a purchase the market space, then the place
    (then the price marker of the kind paid fewer); a refill or a move the ankh token in hand first; a
    store the token of the storehouse's colour, then the storehouse.
    """
    comp = comp or facts_comp(state)
    ankh = ("hand", comp.kind_letters[comp.ankh])
    if isinstance(action, A.TakeTokens):
        return tuple(("supply", k) for k in action.kinds)
    if isinstance(action, A.ReturnTokens):
        return tuple(("supply", k) for k in action.tokens)
    if isinstance(action, A.Buy):
        market, where = action.targets()
        extra = (("price", action.space, action.discount),) if action.discount else ()
        return (market, where, *extra)
    if isinstance(action, A.Refill):
        return (ankh, ("stack", action.stack))
    if isinstance(action, A.Move):
        return (ankh, *action.targets())
    if isinstance(action, A.Store):
        (where,) = action.targets()
        colour = _tile_colour_at(state, action)
        letter = comp.colour_letter.get(colour) if colour else None
        return (("hand", letter), where) if letter else (where,)
    if isinstance(action, A.EndTurn):
        return (END_BUTTON,)
    return tuple(action.targets())


def _tile_colour_at(state: Any, action: Any) -> str | None:
    """The colour of the player to move's tile named by a Store action (None if there is none)."""
    try:
        cells = state.upper if action.upper else state.ground
        tid = cells[state.current_player].get(action.cell)
    except (AttributeError, IndexError, TypeError):
        return None
    return None if tid is None else state.comp.tiles[tid].colour


def _letters(picks: tuple, kind: str) -> list[str]:
    return [p[1] for p in picks if isinstance(p, tuple) and len(p) == 2 and p[0] == kind]


def intended_action(state: Any, picks: tuple) -> Action | None:
    """What the clicks ``picks`` most likely mean, legal or not (see :meth:`BoardView.intended_action`).

    >>> from rulekit import golden_ankh as ga
    >>> s = ga.new_game(players=2, seed=1)
    >>> str(intended_action(s, (("market", 2), ("ground", 3, 3))))     # a cell that touches nothing
    'buy 2 @ 3,3'
    >>> str(intended_action(s, (("supply", "B"),) * 4))                 # one token too many
    'take B B B B'
    """
    if getattr(state, "is_over", True) or not picks:
        return None
    comp = state.comp
    ankh_letter = comp.kind_letters[comp.ankh]
    cells = [p for p in picks if is_layout_place(p)]
    spaces = [p[1] for p in picks if isinstance(p, tuple) and len(p) == 2 and p[0] == "market"]
    stacks = _letters(picks, "stack")
    hand = _letters(picks, "hand")
    supply = _letters(picks, "supply")
    if END_BUTTON in picks:
        return A.END
    if spaces:
        space = spaces[-1]
        discounts = [p[2] for p in picks if isinstance(p, tuple) and len(p) == 3 and p[0] == "price"]
        where = cells[-1] if cells else _some_free_cell(state)
        return A.Buy(space, (where[1], where[2]), where[0] == "upper", discounts[-1] if discounts else "")
    if ankh_letter in hand:
        if stacks or not state.ankh_spendable():
            return A.Refill(stacks[-1] if stacks else "AB"[0])
        if len(cells) >= 2:
            p = state.current_player
            src, dst = cells[-2], cells[-1]
            occupied = state.upper[p] if dst[0] == "upper" else state.ground[p]
            if (dst[1], dst[2]) in occupied:
                src, dst = dst, src
            return A.Move((src[1], src[2]), (dst[1], dst[2]), src[0] == "upper", dst[0] == "upper")
        return None
    if stacks:
        return A.Refill(stacks[-1])
    if supply:
        returning = any(a.kind == "return" for a in state.legal_actions())
        text = ("return " if returning else "take ") + " ".join(supply)
        return A.parse_action(text)
    if cells:
        where = cells[-1]
        store = A.Store((where[1], where[2]), where[0] == "upper")
        colour = _tile_colour_at(state, store)
        tid = (state.upper if store.upper else state.ground)[state.current_player].get(store.cell)
        if hand or (colour is not None and state.comp.tiles[tid].special == "storehouse"):
            return store
    return None


def _some_free_cell(state: Any) -> tuple:
    """An empty cell beside the player to move's tiles (a buy's most likely place when none was clicked)."""
    ground = state.ground[state.current_player]
    if not ground:
        return ("ground", 0, 0)
    for r, c in sorted(ground):
        for cell in ((r, c + 1), (r + 1, c), (r - 1, c), (r, c - 1)):
            if cell not in ground:
                return ("ground", *cell)
    return ("ground", 0, 0)



def targets_of(actions: Iterable[Any]) -> list[Hashable]:
    """Every layout place the given actions put a tile on (e.g. to highlight the legal cells).

    >>> from rulekit import golden_ankh as ga
    >>> targets_of([ga.parse_action("buy 1 @ 0,1"), ga.parse_action("buy 2 @ 0,1"), ga.parse_action("end")])
    [('ground', 0, 1)]
    """
    out: list[Hashable] = []
    for a in actions:
        for t in a.targets():
            if t[0] in ("ground", "upper") and t not in out:
                out.append(t)
    return out


__all__ = ["click_targets", "intended_action", "is_hand", "is_layout_place", "targets_of"]
