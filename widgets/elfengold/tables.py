"""Elfengold's tables for the lessons: the cost table and the standings, in the current language."""

from __future__ import annotations

from typing import Any

import rulekit
from rulekit import elfengold as eg
from rulekit.elfengold.state import ElfengoldState

from .words import COST_WATER, NO_COST, TERRAIN_NAMES, kind_name, table_text


def cost_table() -> Any:
    """The cost table as a DataFrame in the current language: cards per road for each transport.

    A row per transport (raft last), a column per terrain; an empty cell (``None``) is a terrain
    where that transport may not go, marked ``NO_COST`` (EG.plan.terrain-fit, EG.base.cost-table,
    EG.base.rafts).

    >>> table = cost_table()
    >>> table.loc["giant pig", "desert"], table.loc["raft", "river upstream"]
    ('—', 2)
    """
    import pandas

    board = eg.load_board()
    terrains = ["plains", "forest", "desert", "mountain"]
    heads = [rulekit.i18n.pick(*TERRAIN_NAMES[t]) for t in terrains]
    heads += [rulekit.i18n.pick(*COST_WATER[w]) for w in COST_WATER]
    rows: dict[str, list[Any]] = {}
    for k in eg.components.TRANSPORTS:
        rows[kind_name(k)] = [board.cost(k, t) for t in terrains] + [None] * len(COST_WATER)
    rows[kind_name("R")] = [None] * len(terrains) + [board.rafts[w] for w in COST_WATER]
    frame = pandas.DataFrame.from_dict(rows, orient="index", columns=heads, dtype=object)
    frame = frame.map(lambda v: NO_COST if v is None else v)
    frame.index.name = table_text("transport")
    return frame


def standings(state: ElfengoldState) -> Any:
    """The players in order of the end rules, in the current language: towns visited, then gold.

    The most towns wins and gold breaks a tie (EG.end.most-towns, EG.end.tie-gold); the winners
    are marked once the game is over.

    >>> s = eg.position("- | P1@Elvenhold towns=Beata gold=3 | P2@Elvenhold towns=Virst gold=9")
    >>> standings(s).index.tolist()
    ['P2', 'P1']
    """
    import pandas

    scores = state.score()
    winners = set(state.winners()) if state.is_over else set()
    order = sorted(range(state.num_players), key=lambda p: (-scores[p].total, -state.gold[p], p))
    heads = [table_text("towns"), table_text("gold_ties"), table_text("result")]
    won = table_text("wins")
    rows = {rulekit.seat_name(p): [scores[p].total, state.gold[p], won if p in winners else ""]
            for p in order}
    frame = pandas.DataFrame.from_dict(rows, orient="index", columns=heads)
    frame.index.name = table_text("player")
    return frame
