"""Pooled matplotlib artists of the Golden Ankh board: a tile, a token, a dashed ring, the grid of a
layout, and the font sizes that keep every text readable.

The board builds these once and then only changes their properties (position, text, colour,
visibility), so that a step of a game redraws nothing it need not.

>>> from matplotlib.figure import Figure
>>> from rulekit.golden_ankh.components import default_components
>>> ax = Figure().add_subplot()
>>> tile = TileArtist(ax, upper=False, sizer=Sizer(12.0, 24.0))
>>> comp = default_components()
>>> tile.show(comp, comp.tile_from_code("RJ"), 1.0, 1.0, 2.0, token=False)
>>> tile.kind.get_text(), tile.body.get_visible()
('J', True)
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Set
from dataclasses import dataclass
from typing import Any

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Patch, PathPatch, Rectangle
from matplotlib.text import Text

import rulekit
from rulekit.golden_ankh.components import Components, Tile

from .icons import EMPTY, placed, tile_icon
from .look import GOLD, HIGHLIGHT, INK, NORMAL_WIDTH, TEXT_FLOOR, face
from .words import colour_letter, tile_kind, tile_kind_letter


class Sizer:
    """Font sizes in points from CSS pixels at the normal board width (:data:`NORMAL_WIDTH`).

    A text of ``fontsize`` points shows at ``fontsize / 72 * css_width / figure width`` CSS px,
    whatever the dpi, so sizes are chosen in CSS px and turned into points here.
    """

    def __init__(self, fig_width_in: float, data_width: float, css_width: float = NORMAL_WIDTH) -> None:
        self.pt_per_px = 72.0 * fig_width_in / css_width
        self.px_per_unit = css_width / data_width

    def pt(self, px: float) -> float:
        """Points for a text ``px`` CSS px tall (never below the readable floor)."""
        return max(px, TEXT_FLOOR) * self.pt_per_px

    def scaled(self, share: float, units: float) -> float:
        """Points for a text ``share`` of a box ``units`` data units tall (never below the floor)."""
        return self.pt(share * units * self.px_per_unit)


# --------------------------------------------------------------------------- pooled artists


def add_text(ax: Axes, **kw: Any) -> Text:
    t = Text(0, 0, "", **kw)
    ax.add_artist(t)
    return t


class TileArtist:
    """One tile: body, pictogram, colour letter (top), kind letter (bottom), a storehouse's token."""

    def __init__(self, ax: Axes, upper: bool, sizer: Sizer) -> None:
        z = 4 if upper else 2
        self.upper = upper
        self.sizer = sizer
        self.shadow = Rectangle((0, 0), 1, 1, facecolor="#00000055", edgecolor="none", zorder=z - 0.5,
                                visible=False) if upper else None
        self.body = Rectangle((0, 0), 1, 1, linewidth=2.6 if upper else 1.0,
                              edgecolor=GOLD if upper else "#3a3a3a", zorder=z, visible=False)
        self.icon = PathPatch(EMPTY, edgecolor="none", zorder=z + 0.05, visible=False)
        self.colour = add_text(ax, ha="left", va="top", fontweight="bold", zorder=z + 0.1, visible=False)
        self.kind = add_text(ax, ha="right", va="bottom", fontweight="bold", zorder=z + 0.1, visible=False)
        self.disc = Circle((0, 0), 0.1, zorder=z + 0.2, edgecolor="black", linewidth=0.8, visible=False)
        self.disc_text = add_text(ax, ha="center", va="center", fontweight="bold", zorder=z + 0.3,
                                  visible=False)
        for a in (self.shadow, self.body, self.icon, self.disc):
            if a is not None:
                ax.add_patch(a)
        self.key: tuple | None = None

    def hide(self) -> None:
        if self.key is None:
            return
        self.key = None
        for a in (self.shadow, self.body, self.icon, self.colour, self.kind, self.disc, self.disc_text):
            if a is not None:
                a.set_visible(False)

    def show(self, comp: Components, tile: Tile, x: float, y: float, size: float, token: bool) -> None:
        """Draw ``tile`` with its top-left corner at ``(x, y)`` (y grows downwards), ``size`` wide."""
        key = (tile.code, tile.colour, x, y, size, token, rulekit.get_language())
        if key == self.key:  # the same tile in the same place: nothing to change
            return
        self.key = key
        fill, ink = face(tile.colour)
        sz = self.sizer
        if self.shadow is not None:
            off = 0.08 * size
            self.shadow.set_bounds(x + off, y + off, size, size)
            self.shadow.set_visible(True)
        self.body.set_bounds(x, y, size, size)
        self.body.set_facecolor(fill)
        self.body.set_visible(True)
        cx, cy = x + size / 2, y + size / 2
        kind = tile_kind(tile)
        icon = tile_icon(kind)
        letter_pt = sz.scaled(0.24, size)
        self.colour.set_position((x + 0.07 * size, y + 0.04 * size))
        self.colour.set_text(colour_letter(comp, tile.colour))
        self.colour.set_fontsize(letter_pt)
        self.colour.set_color(ink)
        self.colour.set_visible(True)
        self.kind.set_color(ink)
        if icon is None:  # a number tile: its number is the picture
            self.icon.set_visible(False)
            self.kind.set_bbox(None)
            self.kind.set_position((cx, cy + 0.08 * size))
            self.kind.set_horizontalalignment("center")
            self.kind.set_verticalalignment("center")
            self.kind.set_fontsize(sz.scaled(0.58, size))
            self.kind.set_text(tile_kind_letter(comp, tile))
        else:
            self.icon.set_path(placed(icon, cx - 0.02 * size, cy, 0.58 * size))
            self.icon.set_facecolor(ink)
            self.icon.set_visible(True)
            # the letter sits on a patch of the tile's colour, so the pictogram never runs through it
            self.kind.set_bbox(dict(boxstyle="square,pad=0.06", facecolor=fill, edgecolor="none"))
            self.kind.set_position((x + 0.95 * size, y + 0.99 * size))
            self.kind.set_horizontalalignment("right")
            self.kind.set_verticalalignment("bottom")
            self.kind.set_fontsize(letter_pt)
            self.kind.set_text(tile_kind_letter(comp, tile))
        self.kind.set_visible(True)
        show_disc = token and tile.special == "storehouse"
        if show_disc:
            r = 0.19 * size
            dx, dy = x + size - 1.15 * r, y + 1.15 * r
            self.disc.set_center((dx, dy))
            self.disc.set_radius(r)
            self.disc.set_facecolor(fill)
            self.disc.set_edgecolor("#f6d35b" if tile.colour == "black" else INK)
            self.disc.set_linewidth(1.6)
            self.disc_text.set_position((dx, dy))
            self.disc_text.set_text(colour_letter(comp, tile.colour))
            self.disc_text.set_fontsize(sz.scaled(0.22, size))
            self.disc_text.set_color(ink)
        self.disc.set_visible(show_disc)
        self.disc_text.set_visible(show_disc)


class Token:
    """A token: a disc in its colour with its letter (the ankh token: the ankh pictogram and ``A``)."""

    def __init__(self, ax: Axes, cx: float, cy: float, r: float, sizer: Sizer, z: float = 5) -> None:
        self.cx, self.cy, self.r = cx, cy, r
        self.disc = Circle((cx, cy), r, zorder=z, edgecolor=INK, linewidth=1.0)
        ax.add_patch(self.disc)
        self.icon = PathPatch(EMPTY, edgecolor="none", zorder=z + 0.05, visible=False)
        ax.add_patch(self.icon)
        self.letter = add_text(ax, ha="center", va="center", fontweight="bold", zorder=z + 0.1,
                               fontsize=sizer.scaled(0.95, r))
        self.sizer = sizer

    def show(self, comp: Components, key: str, present: bool = True) -> None:
        shown = (key, present, rulekit.get_language())
        if shown == getattr(self, "shown", None):  # unchanged: leave the artists (and the picture) alone
            return
        self.shown = shown
        fill, ink = face(key)
        self.disc.set_facecolor(fill)
        self.disc.set_alpha(1.0 if present else 0.3)
        if key == "ankh":
            self.icon.set_path(placed("ankh", self.cx - 0.28 * self.r, self.cy, 1.45 * self.r))
            self.icon.set_facecolor(ink)
            self.icon.set_alpha(1.0 if present else 0.35)
            self.icon.set_visible(True)
            self.letter.set_position((self.cx + 0.52 * self.r, self.cy + 0.3 * self.r))
            self.letter.set_fontsize(self.sizer.scaled(0.7, self.r))
        else:
            self.icon.set_visible(False)
            self.letter.set_position((self.cx, self.cy))
        self.letter.set_text(colour_letter(comp, key) if key else "")
        self.letter.set_color(ink)
        self.letter.set_alpha(1.0 if present else 0.45)


def ring(ax: Axes, cx: float, cy: float, r: float) -> Circle:
    m = Circle((cx, cy), r, facecolor="none", edgecolor=HIGHLIGHT, linewidth=2.5, linestyle="--", zorder=7,
               visible=False)
    ax.add_patch(m)
    return m


def pair(pool: list, items: list) -> Iterable[tuple[Any, Any]]:
    """Each pooled artist with its item, or None for the spare ones (items beyond the pool are not drawn)."""
    return zip(pool, (items + [None] * len(pool))[: len(pool)], strict=True)


@dataclass
class Grid:
    """Where a player's layout sits in the picture: cell ``(r, c)`` has its top-left at
    ``(x0 + (c - c0) * s, y0 + (r - r0) * s)``."""

    r0: int
    c0: int
    s: float
    x0: float
    y0: float

    def cell_xy(self, r: float, c: float) -> tuple[float, float]:
        return self.x0 + (c - self.c0) * self.s, self.y0 + (r - self.r0) * self.s

    def cell_at(self, x: float, y: float) -> tuple[float, float]:
        return self.r0 + (y - self.y0) / self.s, self.c0 + (x - self.x0) / self.s



def show_mark(mark: Patch, place: Hashable, strong: Set[Hashable], light: Set[Hashable]) -> None:
    """A dashed frame around a place: bold if strong, thin and faint if light, hidden otherwise."""
    if place in strong:
        mark.set_edgecolor(HIGHLIGHT)
        mark.set_linewidth(3.0)
        mark.set_visible(True)
    elif place in light:
        mark.set_edgecolor(HIGHLIGHT + "88")
        mark.set_linewidth(1.6)
        mark.set_visible(True)
    else:
        mark.set_visible(False)


__all__ = ["Grid", "Sizer", "TileArtist", "Token", "add_text", "pair", "ring", "show_mark"]
