"""Tables for the El Dorado lessons and lab: the cards, how a deck grows, which cards winners buy.

Headings and names in the current language (see :mod:`.words`).
"""
from __future__ import annotations

from typing import Any

import rulekit
from rulekit import el_dorado as ed

from .words import COLOURS, TABLE_HEADS, card_name, pick, symbol_text


def _head(key: str) -> str:
    return pick(TABLE_HEADS[key])


def card_table() -> Any:
    """Every kind of card as a table in the current language: name, colour, symbol, power, price.

    The index is the card's code in the action notation (``Sc`` = Scout, 정찰병).

    >>> table = card_table()
    >>> table.loc["Sc"].tolist()[:5]
    ['Scout', 'green', 'machete', 2, '1']
    >>> int(table[table.columns[-1]].sum())          # the starting deck: 8 cards
    8
    """
    import pandas

    rows = []
    for c in ed.CARDS.values():
        rows.append({
            _head("card"): card_name(c.code),
            _head("colour"): pick(COLOURS[c.colour]),
            _head("symbol"): symbol_text(c.symbol),
            _head("power"): c.power if not c.is_action else "-",
            _head("price"): "-" if c.price is None else str(c.price),
            _head("item"): _head("yes") if c.item else _head("no"),
            _head("start"): _head("yes") if c.start_market else _head("no"),
            _head("deck"): c.starting_deck,
        })
    frame = pandas.DataFrame(rows, index=pandas.Index(list(ed.CARDS), name=_head("code")))
    return frame


def deck_growth(players: int = 2, seed: int = 4, rounds: int = 6, bot: str = "racer",
                player: int = 0) -> Any:
    """How one player's deck changes when ``bot`` plays every seat: a row after each of that player's turns.

    Each bot sees only what its player may know (``state.view(player)``, ED.gap.hidden-info).

    >>> table = deck_growth(rounds=3)
    >>> len(table), int(table.iloc[0, 0])             # three turns; the first purchase makes 9 cards
    (3, 9)
    """
    import pandas

    from rulekit import bots

    chooser, rng = bots.make_bot(bot, "el_dorado"), rulekit.Rng(seed)
    state, rows = ed.new_game(players=players, seed=seed), []
    while state.round < rounds and not state.is_over:
        mover = state.current_player
        state = state.apply(chooser.choose(state.view(mover), rng))
        if mover == player and state.current_player != player:
            owned = state.cards_of(player)
            rows.append({
                _head("round"): state.round + (0 if state.current_player < player else 1),
                _head("cards"): sum(owned.values()),
                _head("owned"): ", ".join(f"{card_name(c)} {n}" for c, n in sorted(owned.items())),
                _head("removed"): ", ".join(card_name(c) for c in state.removed[player]) or "-",
            })
    return pandas.DataFrame(rows).set_index(_head("round"))


def bought_table(df: Any) -> Any:
    """From a simulation table (``widgets.lab.sweep``): the mean number of each card bought per player and
    game, by winners and by the others, with the cards' names and the headings in the current language.

    >>> from widgets import lab
    >>> df = lab.sweep("el_dorado", {"course": [0]}, n=2, players=3, bots="racer", seed=1, progress=False)
    >>> table = bought_table(df)
    >>> list(table.columns), table.index.name
    (['winners', 'the others'], 'card')
    """
    from .. import lab

    table = lab.tally(df, "stat_bought")
    table = table.rename(columns={k: _head(k) for k in ("won", "lost")},
                         index={code: card_name(code) for code in table.index if code in ed.CARDS})
    table.index.name = _head("card")
    table.columns.name = None
    return table.round(2)
