"""Elfengold in the lab: what auctions cost, and the variants compared with the base game."""

from __future__ import annotations

from typing import Any

from matplotlib.figure import Figure

import rulekit

from .words import LAB_STATS, RESULT, table_text


def _results(df: Any) -> Any:
    return df.assign(result=df["won"].gt(0).map({k: rulekit.i18n.pick(*v) for k, v in RESULT.items()}))


def auction_costs(df: Any) -> Any:
    """What auctions cost, per player and game: the means for the winners and the others, by variant.

    ``df`` is a ``widgets.lab.sweep`` of Elfengold games; the labels follow the current language.

    >>> from widgets import lab
    >>> df = lab.sweep("elfengold", {"players": [3]}, n=2, bots="greedy", seed=1)
    >>> list(auction_costs(df).columns)
    ['gold paid in auctions', 'tiles won', 'gold received', 'gold left', 'towns']
    """
    pick = rulekit.i18n.pick
    table = _results(df).groupby(["variant", "result"], observed=True)[list(LAB_STATS)].mean().round(2)
    table.columns = [pick(*LAB_STATS[c]) for c in table.columns]
    table.index.names = [table_text("variant"), table_text("result")]
    return table


def plot_auction_costs(df: Any) -> Figure:
    """Box plots of the gold each player paid in auctions in a game, winners beside the others.

    >>> from widgets import lab
    >>> df = lab.sweep("elfengold", {"players": [3]}, n=2, bots="greedy", seed=1)
    >>> plot_auction_costs(df).axes[0].get_ylabel()
    'gold paid in auctions'
    """
    from .. import lab

    pick = rulekit.i18n.pick
    fig = lab.plot_distribution(_results(df), "stat_auction_gold", by="result", per_game=False,
                                title=table_text("auction_title"))
    fig.axes[0].set_ylabel(pick(*LAB_STATS["stat_auction_gold"]))
    fig.axes[0].set_xlabel("")
    return fig


def lab_variants(base_only: bool = False) -> dict[str, dict[str, object]]:
    """The variants the lab compares with the base game, labelled in the current language.

    The elf wizards of the rulebook (EG.variant.wizards) and Elfenland's hand limit of 4 cards
    (EG.base.hand-limit), as ``{label: options}`` for ``widgets.lab.balance``; only the base game
    with ``base_only``.

    >>> list(lab_variants().values()), list(lab_variants(base_only=True))
    ([{}, {'wizards': True}, {'hand_limit': 4}], ['base game'])
    """
    variants: dict[str, dict[str, object]] = {
        table_text("base_game"): {}, table_text("wizards"): {"wizards": True},
        table_text("hand_limit"): {"hand_limit": 4}}
    return dict(list(variants.items())[:1]) if base_only else variants
