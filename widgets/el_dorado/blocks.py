"""The blocks of a turn on the El Dorado picture, built once: the cards played with the coins for buying
and the buttons, the hand, the market with the reserve, and every player's piles.

:class:`TurnBlocks` is a part of :class:`widgets.el_dorado.view.BoardView`: it adds the artists to the
view's Axes and keeps them on the view (``played_chips``, ``buttons``, ``hand_cards``, ``market_cards``,
``reserve_cards``, ``pile_rows``) for :meth:`~widgets.el_dorado.view.BoardView.update` to change.

>>> from rulekit import el_dorado as ed
>>> from widgets.el_dorado import BoardView
>>> view = BoardView(ed.new_game(players=3, seed=1))
>>> len(view.hand_cards), len(view.market_cards), len(view.buttons)
(12, 6, 10)
"""
from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import Any, TypedDict

from matplotlib.axes import Axes
from matplotlib.patches import Circle, FancyBboxPatch
from matplotlib.text import Text

import rulekit
from rulekit.el_dorado.state import ElDoradoState

from .artists import Pic
from .icons import add_icon
from .look import (
    BUTTON_PICS,
    BUTTON_PITCH,
    BUTTON_W,
    HAND_H,
    HAND_PITCH,
    HEAD,
    HIGHLIGHT,
    MARKET_H,
    MARKET_PITCH,
    MAX_HAND,
    MAX_PLAYED,
    PLAYER_FILL,
    fs,
)
from .words import BUTTONS, phrase, pick


class PileRow(TypedDict):
    """A player's row of the piles table: the seat's disc, its name and the counts."""

    disc: Circle
    name: Text
    cells: list[Text]

class TurnBlocks:
    """Builds the blocks of the turn where the layout put them (a part of the El Dorado BoardView)."""

    ax: Axes

    def _build_turn(self, x0: float, top: float, w: float, h: float, cols: int) -> None:
        """The cards played this turn, the coins for buying, and the buttons (``cols`` to a row)."""
        ax = self.ax
        title = partial(ax.text, ha="left", va="center", fontsize=fs(13), fontweight="bold", color=HEAD)
        self.buttons: dict[Hashable, dict[str, Any]] = {}
        if cols >= len(BUTTON_PICS):  # one wide block: played cards and coins on a row, the buttons below
            y = top - 22
            self.played_title = title(x0 + 10, y, "")
            self.played_chips = [self._chip(x0 + 112 + 92 * k, y, 88) for k in range(MAX_PLAYED)]
            self.budget_pic = add_icon(ax, "coin", x0 + w - 200, y, 20, zorder=4)
            self.budget_text = title(x0 + w - 186, y, "")
            x, by = x0 + 8, top - 66
            for place, pic in BUTTON_PICS.items():
                bw = BUTTON_W[place]
                self.buttons[place] = self._button(place, x, by, bw, 32, pick(BUTTONS[place]), pic)
                x += bw + 4
            return
        y = top - 16
        self.played_title = title(x0 + 10, y, "")
        chip_rows = -(-MAX_PLAYED // cols)
        self.played_chips = [
            self._chip(x0 + 8 + BUTTON_PITCH * (k % cols), y - 28 - 30 * (k // cols), BUTTON_PITCH - 4)
            for k in range(MAX_PLAYED)
        ]
        y -= 28 + 30 * (chip_rows - 1) + 26
        self.budget_pic = add_icon(ax, "coin", x0 + 20, y, 20, zorder=4)
        self.budget_text = title(x0 + 34, y, "")
        y -= 34
        for k, (place, pic) in enumerate(BUTTON_PICS.items()):
            bx, by = x0 + 8 + BUTTON_PITCH * (k % cols), y - 34 * (k // cols)
            label = pick(BUTTONS[place])
            self.buttons[place] = self._button(place, bx, by, BUTTON_PITCH - 4, 30, label, pic)

    def _build_hand(self, x0: float, top: float, w: float, h: float, cols: int) -> None:
        """The hand of the player to move: ``cols`` cards to a row."""
        ax = self.ax
        self.hand_title = ax.text(
            x0 + 10, top - 15, "", ha="left", va="center", fontsize=fs(14), fontweight="bold", color=HEAD
        )
        narrow = cols < 6  # the note on removing cards goes under the cards
        self.trash_text = ax.text(
            x0 + (10 if narrow else w - 10),
            top - h + 14 if narrow else top - 15,
            "",
            ha="left" if narrow else "right",
            va="center",
            fontsize=fs(13),
            fontweight="bold",
            color="#7d2018",
        )
        self.hand_cards = [
            self._card(
                x0 + 8 + HAND_PITCH * (k % cols),
                top - 28 - (HAND_H + 4) * (k // cols + 1) + 4,
                HAND_PITCH - 4,
                HAND_H,
            )
            for k in range(MAX_HAND)
        ]

    def _build_market(self, x0: float, top: float, w: float, h: float, cols: int) -> None:
        """The market board's 6 slots on the first row, then the reserve (``cols`` cards to a row)."""
        ax = self.ax
        title = partial(ax.text, ha="left", va="center", fontweight="bold", color=HEAD)
        title(x0 + 10, top - 15, phrase("market"), fontsize=fs(14))
        y = top - 28 - MARKET_H
        self.market_cards = [
            self._card(x0 + 8 + MARKET_PITCH * k, y, MARKET_PITCH - 4, MARKET_H, market=True)
            for k in range(6)
        ]
        self.reserve_title = title(x0 + 10, y - 13, "", fontsize=fs(12))
        y -= 24
        self.reserve_cards = [
            self._card(
                x0 + 8 + MARKET_PITCH * (k % cols),
                y - (MARKET_H + 4) * (k // cols + 1) + 4,
                MARKET_PITCH - 4,
                MARKET_H,
                market=True,
            )
            for k in range(12)
        ]

    def _build_piles(self, state: ElDoradoState, x0: float, top: float) -> None:
        ax = self.ax
        cols = ("col_draw", "col_hand", "col_discard", "col_removed", "col_blockades")
        xs = [x0 + 80 + 56 * k for k in range(4)] + [x0 + 80 + 56 * 4 - 16]
        y = top - 13
        ax.text(x0, y, phrase("players"), ha="left", va="center", fontsize=fs(14), fontweight="bold",
                color=HEAD)
        for col, cx in zip(cols, xs, strict=True):
            ax.text(
                cx,
                y,
                phrase(col),
                ha="center" if col != "col_blockades" else "left",
                va="center",
                fontsize=fs(12),
                color=HEAD,
            )
        self.pile_rows: list[PileRow] = []
        for p in range(state.num_players):
            ry = top - 36 - 24 * p
            disc = Circle(
                (x0 + 10, ry), 9, facecolor=PLAYER_FILL[p], edgecolor="#111111", linewidth=fs(1), zorder=3
            )
            ax.add_artist(disc)
            name = ax.text(
                x0 + 24,
                ry,
                rulekit.seat_name(p),
                ha="left",
                va="center",
                fontsize=fs(13),
                color="#222222",
                zorder=3,
            )
            cells = [
                ax.text(
                    cx,
                    ry,
                    "",
                    ha="center" if k < 4 else "left",
                    va="center",
                    fontsize=fs(13),
                    color="#222222",
                    zorder=3,
                )
                for k, cx in enumerate(xs)
            ]
            self.pile_rows.append({"disc": disc, "name": name, "cells": cells})

    def _chip(self, x: float, y: float, w: float = 88.0) -> dict[str, Any]:
        """A played card in the play area: pictogram and name in a small card-coloured box."""
        ax = self.ax
        box = FancyBboxPatch(
            (x, y - 14),
            w,
            28,
            boxstyle="round,pad=0,rounding_size=5",
            facecolor="white",
            edgecolor="#333333",
            linewidth=fs(1),
            zorder=3,
            visible=False,
        )
        ax.add_artist(box)
        pics = Pic(ax, x + 12, y, 18, zorder=4)
        text = ax.text(
            x + 24, y, "", ha="left", va="center", fontsize=fs(12), zorder=4, visible=False, linespacing=0.95
        )
        return {"box": box, "pics": pics, "text": text}

    def _button(
        self, place: Hashable, x: float, y: float, w: float, h: float, label: str, pic: str | None
    ) -> dict[str, Any]:
        ax = self.ax
        box = FancyBboxPatch(
            (x, y - h / 2),
            w,
            h,
            boxstyle="round,pad=0,rounding_size=7",
            facecolor="#fffaf0",
            edgecolor="#6d5a2a",
            linewidth=fs(1.5),
            zorder=3,
        )
        ax.add_artist(box)
        pics = add_icon(ax, pic, x + 14, y, 18, zorder=4) if pic else []
        text = ax.text(
            x + (w + (22 if pic else 0)) / 2,
            y,
            label,
            ha="center",
            va="center",
            fontsize=fs(12.5),
            fontweight="bold",
            color="#2b2211",
            zorder=4,
        )
        return {"box": box, "pics": pics, "text": text, "xywh": (x, y - h / 2, w, h)}

    def _card(self, x: float, y: float, w: float, h: float, market: bool = False) -> dict[str, Any]:
        """A card face: colour, pictogram and power at the top, the name, and the price (market cards)."""
        ax = self.ax
        box = FancyBboxPatch(
            (x, y),
            w,
            h,
            boxstyle="round,pad=0,rounding_size=7",
            facecolor="white",
            edgecolor="#333333",
            linewidth=fs(1.2),
            zorder=3,
            visible=False,
        )
        ax.add_artist(box)
        small = w < 70  # a market or reserve card: a smaller pictogram and power
        top = y + h - (16 if small else 20)
        pics = Pic(ax, x + (13 if small else 18), top, 20 if small else 26, zorder=4)
        power = ax.text(
            x + w - (6 if small else 10),
            top,
            "",
            ha="right",
            va="center",
            fontsize=fs(18 if small else 22),
            fontweight="bold",
            zorder=4,
            visible=False,
        )
        name = ax.text(
            x + w / 2,
            y + h * (0.45 if market else 0.40),
            "",
            ha="center",
            va="center",
            fontsize=fs(12),
            zorder=4,
            visible=False,
            linespacing=1.0,
        )
        foot = ax.text(
            x + w / 2 + (7 if market else 0),
            y + 11,
            "",
            ha="center",
            va="center",
            fontsize=fs(12),
            fontweight="bold",
            zorder=4,
            visible=False,
        )
        price_pic = (
            add_icon(ax, "coin", x + 11, y + 11, 13, zorder=4, visible=False, parts=1) if market else []
        )
        mark = FancyBboxPatch(
            (x - 3, y - 3),
            w + 6,
            h + 6,
            boxstyle="round,pad=0,rounding_size=9",
            fill=False,
            edgecolor=HIGHLIGHT,
            linewidth=fs(3),
            zorder=5,
            visible=False,
        )
        ax.add_artist(mark)
        return {
            "box": box,
            "pics": pics,
            "power": power,
            "name": name,
            "foot": foot,
            "price_pic": price_pic,
            "mark": mark,
            "xywh": (x, y, w, h),
            "wrap": (w - 8) / 6.2,  # a name's line fits this many Latin letters (see _width)
            "place": None,
        }
