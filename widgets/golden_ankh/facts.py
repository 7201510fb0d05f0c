"""What a Golden Ankh picture shows, read from a state (or made for a lone layout): the facts the
drawing turns into artists, so that the drawing itself reads no rule.

>>> from rulekit import golden_ankh as ga
>>> f = facts(ga.new_game(players=2, seed=1))
>>> len(f.players), f.players[0].to_play, f.can_end
(2, True, False)
>>> facts("RJ RJ / GJ GS").players[0].tiles_placed
4
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import rulekit
from rulekit.golden_ankh import actions as A
from rulekit.golden_ankh.components import Components, Tile, default_components
from rulekit.golden_ankh.layout import Layout, layout_from_text

from .words import label as _t


@dataclass
class PlayerFacts:
    """What a player panel shows (read from a state, or made for a lone layout)."""

    name: str
    layout: Layout
    tokens: dict[str, int] = field(default_factory=dict)  # in hand, by kind key
    stored: dict[str, int] = field(default_factory=dict)  # on storehouses, by kind key
    bonus: list[int] = field(default_factory=list)
    tiles_placed: int = 0
    to_play: bool = False
    winner: bool = False
    doing: str = ""  # what is left of the turn (for the player to move)


@dataclass
class BoardFacts:
    """Everything one picture shows (see :func:`facts`)."""

    comp: Components
    players: list[PlayerFacts]
    market: list[Tile | None] | None = None  # None: a lone layout, no market
    prices: list[list[str]] = field(default_factory=list)
    stacks: tuple[int, int] = (0, 0)
    supply: dict[str, int] = field(default_factory=dict)
    pool: int = 0
    pool_values: tuple[int, ...] = ()
    status: str = ""
    current: int | None = None
    can_end: bool = False
    discount: bool = False


def _as_layout(obj: Any) -> Layout:
    return layout_from_text(obj) if isinstance(obj, str) else obj


def facts(obj: Any) -> BoardFacts:
    """The facts to draw for a game state, a :class:`Layout` or a layout in notation."""
    if isinstance(obj, (str, Layout)):
        lay = _as_layout(obj)
        return BoardFacts(default_components(), [PlayerFacts(_t("layout"), lay, tiles_placed=lay.tile_count)])
    return _state_facts(obj)


def _state_facts(state: Any) -> BoardFacts:
    comp: Components = state.comp
    keys = comp.kind_keys
    tiles = comp.tiles
    winners = set(state.winners()) if state.is_over else set()
    legal = [] if state.is_over else state.legal_actions()
    players = []
    for p in range(state.num_players):
        stored: dict[str, int] = {}
        for tid in state.stored[p]:
            colour = tiles[tid].colour
            stored[colour] = stored.get(colour, 0) + 1
        to_play = p == state.current_player and not state.is_over
        players.append(PlayerFacts(
            name=rulekit.seat_name(p),
            layout=state.layout(p),
            tokens=dict(zip(keys, state.hands[p], strict=False)),
            stored=stored,
            bonus=[value for _, value in state.bonus[p]],
            tiles_placed=state.tiles_placed(p),
            to_play=to_play,
            winner=p in winners,
            doing=_doing(state, legal) if to_play else "",
        ))
    return BoardFacts(
        comp=comp, players=players,
        market=[None if tid is None else tiles[tid] for tid in state.market],
        prices=[[keys[k] for k in space] for space in state.prices],
        stacks=(len(state.stacks[0]), len(state.stacks[1])),
        supply=dict(zip(keys, state.supply, strict=False)),
        pool=len(state.bonus_pool), pool_values=tuple(state.bonus_pool), status=_status(state),
        current=None if state.is_over else state.current_player,
        can_end=A.END in legal,
        discount=bool(state.options.get("upper_discount")),
    )


def _status(state: Any) -> str:
    """The line at the top: round, turn, who is to play (or who won)."""
    if state.is_over:
        names = ", ".join(rulekit.seat_name(p) for p in state.winners())
        return f"{_t('over')} — {_t('winners')}: {names}"
    # state.turn counts turns completed; the line shows the turn being played.
    parts = [f"{_t('round')} {state.round} · {_t('turn')} {state.turn + 1}",
             f"{rulekit.seat_name(state.current_player)} {_t('to_play')}"]
    if state.end_triggered:
        parts.append(_t("endgame"))
    return " · ".join(parts)


def _doing(state: Any, legal: list) -> str:
    """What is left of the current turn, for the header of the player to move."""
    parts = [_t("basic_done") if state.basic_done else _t("basic_due")]
    if state.ankh_spendable():
        parts.append(_t("spendable", n=state.ankh_budget))
    returns = [a for a in legal if a.kind == "return"]
    if returns:
        parts.append(_t("give_back", n=len(returns[0].tokens)))
    if state.extra_turns:
        parts.append(_t("extra_turns", n=state.extra_turns))
    return " · ".join(parts)



def facts_comp(state: Any) -> Components:
    """The components of ``state`` (the default ones for a lone layout)."""
    return getattr(state, "comp", None) or default_components()


__all__ = ["BoardFacts", "PlayerFacts", "facts", "facts_comp"]
