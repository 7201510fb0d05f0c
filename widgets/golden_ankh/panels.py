"""The Explorer's Golden Ankh panel: the market's tiles and prices, what the player to move can buy now,
and every layout in the layout notation.

>>> from rulekit import golden_ankh as ga
>>> "<table>" in market_html(ga.new_game(players=2, seed=1))
True
"""

from __future__ import annotations

import html
from typing import Any

import rulekit
from rulekit.golden_ankh.layout import layout_to_text

from .words import label as _t
from .words import tile_kind


def market_html(state: Any) -> str:
    """An HTML table of the market (tile, price, whether the player to move may buy it now) and every
    layout in the layout notation (to copy into ``golden_ankh.setup(layouts=...)``)."""
    comp = state.comp
    lang = rulekit.get_language()
    buyable = {a.space for a in state.legal_actions() if a.kind == "buy"}
    rows = []
    for k, tid in enumerate(state.market, start=1):
        price = " ".join(letter * n for letter, n in state.price(k).items())
        if tid is None:
            tile = f"({_t('empty')})"
        else:
            t = comp.tiles[tid]
            kind = tile_kind(t)
            tile = f"<code>{t.code}</code> {comp.kind_name(t.colour, lang)} {comp.kind_name(kind, lang)}"
        mark = "✓" if k in buyable else ""
        rows.append(f"<tr><td>{k}</td><td>{tile}</td><td><code>{price}</code></td><td>{mark}</td></tr>")
    head = (f"<tr><th>#</th><th>{_t('tile')}</th><th>{_t('price')}</th>"
            f"<th>{_t('can_buy')}</th></tr>")
    layouts = "".join(
        f"<div><b>{rulekit.seat_name(p)}</b><pre style='margin:2px 0 6px 0'>"
        f"{html.escape(layout_to_text(state.layout(p)))}</pre></div>" for p in range(state.num_players))
    return (f"<div style='display:flex;gap:24px;flex-wrap:wrap'><div><b>{_t('market')}</b>"
            f"<table>{head}{''.join(rows)}</table></div>"
            f"<div><b>{_t('notation')}</b>{layouts}</div></div>")


def panels(explorer: Any) -> list[Any]:
    """The Explorer's Golden Ankh panel: market prices, what can be bought, layouts in notation."""
    import ipywidgets

    box = ipywidgets.HTML()

    def refresh(ex: Any) -> None:
        try:
            box.value = market_html(ex.state)
        except Exception as exc:  # a panel must never break the Explorer
            box.value = f"<i>{html.escape(type(exc).__name__)}: {html.escape(str(exc))}</i>"

    explorer.on_refresh(refresh)
    refresh(explorer)
    return [box]


__all__ = ["market_html", "panels"]
