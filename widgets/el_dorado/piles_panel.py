"""The Explorer's extra panel for El Dorado: every player's piles.

>>> import widgets
>>> from rulekit import el_dorado as ed
>>> ex = widgets.Explorer(ed.new_game(players=2, seed=1))
>>> "<table" in panels(ex)[0].value
True
"""
from __future__ import annotations

import html
from typing import Any

import ipywidgets as W

import rulekit
from rulekit import el_dorado as ed

from .words import PANEL_HEADS, card_name, pick, symbol_text


def panels(explorer: Any) -> list:
    """A piles panel for the Explorer: every player's hand (own turn), draw, discard and removed cards."""
    box = W.HTML()

    def refresh(ex: Any) -> None:
        s = ex.state
        p = s.current_player
        rows = []
        for pl in range(s.num_players):
            hand = ", ".join(card_name(c) for c in s.hands[pl]) if pl == p else f"{len(s.hands[pl])}"
            discard = ", ".join(card_name(c) for c in s.discards[pl]) or "-"
            removed = ", ".join(card_name(c) for c in s.removed[pl]) or "-"
            tokens = (
                ", ".join(
                    f"{symbol_text(ed.BLOCKADES[c].symbol)} {ed.BLOCKADES[c].power}" for c in s.tokens(pl)
                )
                or "-"
            )
            rows.append(
                f"<tr><td><b>{rulekit.seat_name(pl)}</b></td><td>{html.escape(hand)}</td>"
                f"<td>{len(s.draws[pl])}</td><td>{html.escape(discard)}</td>"
                f"<td>{html.escape(removed)}</td><td>{html.escape(tokens)}</td></tr>"
            )
        head = [pick(h) for h in PANEL_HEADS]
        box.value = (
            "<table style='font-size:14px'><tr><th></th>"
            + "".join(f"<th>{h}</th>" for h in head)
            + "</tr>"
            + "".join(rows)
            + "</table>"
        )

    refresh(explorer)
    explorer.on_refresh(refresh)
    return [box]
