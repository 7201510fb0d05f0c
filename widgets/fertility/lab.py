"""Fertility's tables for the lab (:mod:`widgets.lab`): the monument race of a simulated sweep."""

from __future__ import annotations

from typing import Any

import rulekit

from .words import RACE


def monument_race(df: Any) -> Any:
    """Winners against the other players of a simulated sweep (``widgets.lab.sweep("fertility", …)``):
    the mean number of quarries made, monuments placed on the central board, monument deben and all
    deben, by number of players, with headings in the kit's language.

    >>> import rulekit
    >>> from widgets import lab
    >>> df = lab.sweep("fertility", {"players": [2]}, n=2, bots="greedy", seed=1, progress=False)
    >>> rulekit.set_language("ko")
    >>> list(monument_race(df).columns)
    ['만든 채석장', '배치한 기념물', '기념물 디벤', '전체 디벤']
    >>> rulekit.set_language("en")
    >>> monument_race(df).index.names
    FrozenList(['players', 'result'])
    """
    def head(key: str) -> str:
        return rulekit.i18n.pick(*RACE[key])

    columns = ["stat_quarries", "stat_monuments", "part_monuments", "score"]
    rows = df.assign(result=df["won"].gt(0).map({True: head("winners"), False: head("others")}))
    table = rows.groupby(["players", "result"], observed=True)[columns].mean().round(2)
    table.columns = [head(c) for c in columns]
    table.index.names = [head("players"), head("result")]
    return table
