"""The pieces of the Fertility picture: boxes, buttons, cards, shop lines and valley tiles, built once.

Each class adds its matplotlib artists to an Axes whose y axis points down (data units; see
:mod:`widgets.fertility.view`) and keeps them, so that a new state only restyles them.  The sizes and
colours of the picture are here too.

>>> import matplotlib.figure
>>> ax = matplotlib.figure.Figure().add_subplot()
>>> card = Card(ax, 0.0, 0.0)
>>> len(card.lines), hit(card.box, 0.5, 0.5), hit(card.box, -1.0, 0.5)
(3, True, False)
"""

from __future__ import annotations

from typing import Any, TypeVar

from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.patches import FancyBboxPatch, Rectangle
from matplotlib.text import Text

from .icons import IconSlot

# Colours (a resource's own colour is in :data:`widgets.fertility.icons.SITE_BG`).
A = TypeVar("A", bound=Artist)

SAND = "#f3e3b5"
TERRAIN_BG = {"w": "#f6d66b", "~": "#8ec5ef"}
QUARRY_BG = "#b8a996"
HIGHLIGHT = "#d62728"
ATTENTION = "#e08a00"
CARD = "#fbf6ea"
INK = "#2b2116"
MUTED = "#6d5f4b"
PLAYER_COLOURS = ("#c0392b", "#2e6fbf", "#2e8b57", "#c77d0a")

# Layout, in data units (the picture is WIDTH units wide).  The whole picture fits a 1280 x 900 window
# at the Explorer's normal width (about 700 CSS px high), so every click of a turn is on screen.
WIDTH = 24.0
BOARD_MAX_W = 15.4  # the central board; the side panel to its right
BOARD_MAX_H = 8.0
CELL_MAX = 1.6  # the small boards of the lessons get large cells
TILE = 1.05  # one site of a personal / public valley tile
GAP = 0.15  # between cards
CARD_W = (WIDTH - 0.2 - 5 * GAP) / 6  # 2 columns of district tiles, 4 of the city board
LINE = 0.64  # one shop on a card
CARD_H = 0.56 + 3 * LINE
NEEDS = 4  # the most resources a shop needs
PITCH = 0.66  # one needed resource on a shop (its letter sits in the slot's corner)
SHOPS = 3  # the most shops on a district tile
# coordinates and shop numbers (shown with "details") stay readable over a pictogram
LABEL_BOX = {"boxstyle": "square,pad=0.08", "facecolor": "white", "edgecolor": "none", "alpha": 0.75}
FONT = 10.5  # body text, points; 10 pt is 11.1 CSS px at 960
SMALL = 10.0


class Painter:
    """Calls an artist's setter only when the value changes, so unchanged artists stay un-stale
    (the incremental renderer then redraws only what a step changed)."""

    def __init__(self) -> None:
        self.last: dict[tuple[int, str], Any] = {}

    def __call__(self, artist: Any, **props: Any) -> None:
        last = self.last
        for name, value in props.items():
            key = (id(artist), name)
            if key in last and last[key] == value:
                continue
            last[key] = value
            getattr(artist, "set_" + name)(value)


def added(ax: Axes, artist: A) -> A:
    """``artist``, put on ``ax`` (``Axes.add_artist`` gives it back typed as any artist)."""
    ax.add_artist(artist)
    return artist


def mark(ax: Axes, x: float, y: float, w: float, h: float, z: float = 6.0) -> Rectangle:
    return added(ax, Rectangle((x, y), w, h, fill=False, edgecolor=HIGHLIGHT, linewidth=3.0, visible=False,
                               zorder=z))


class Spot:
    """A clickable box with a pictogram, its letter and a count (supply, beside, monuments)."""

    def __init__(self, ax: Axes, x: float, y: float, w: float, h: float, icon_parts: int = 3) -> None:
        self.box = (x, y, x + w, y + h)
        self.rect = ax.add_artist(
            FancyBboxPatch(
                (x + 0.04, y + 0.04),
                w - 0.08,
                h - 0.08,
                boxstyle="round,pad=0,rounding_size=0.12",
                facecolor="white",
                edgecolor="#a89774",
                linewidth=1.0,
                zorder=2,
            )
        )
        size = min(h - 0.2, 0.72)
        self.icon = IconSlot(ax, x + 0.12 + size / 2, y + h / 2, size, zorder=3, parts=icon_parts)
        self.text = ax.text(
            x + 0.22 + size, y + h / 2, "", fontsize=FONT, va="center", ha="left", color=INK, zorder=4
        )
        self.mark = mark(ax, x, y, w, h)


class Button:
    """An on-picture button: a rounded box with a label (and an optional pictogram)."""

    def __init__(self, ax: Axes, x: float, y: float, w: float, h: float) -> None:
        self.box = (x, y, x + w, y + h)
        self.rect = ax.add_artist(
            FancyBboxPatch(
                (x + 0.04, y + 0.04),
                w - 0.08,
                h - 0.08,
                boxstyle="round,pad=0,rounding_size=0.2",
                facecolor="#f7f0dc",
                edgecolor="#7b6a48",
                linewidth=1.5,
                zorder=2,
                visible=False,
            )
        )
        self.icon = IconSlot(ax, x + 0.42, y + h / 2, 0.5, zorder=3, parts=2)
        self.text = ax.text(
            x + w / 2 + 0.25,
            y + h / 2,
            "",
            fontsize=FONT + 1,
            fontweight="bold",
            ha="center",
            va="center",
            color=INK,
            zorder=4,
            visible=False,
        )
        self.mark = mark(ax, x, y, w, h)


def corner_letter(ax: Axes, x: float, y: float) -> Text:
    """The letter in the lower right corner of a small pictogram square ending at ``(x, y)``."""
    return ax.text(x, y, "", fontsize=SMALL, fontweight="bold", va="bottom", ha="right", color=INK, zorder=4)


class ShopLine:
    """One shop on a card: a slot per needed resource (its letter in the corner), an arrow, the reward."""

    def __init__(self, ax: Axes, x: float, y: float, w: float) -> None:
        self.box = (x, y, x + w, y + LINE)
        cy = y + LINE / 2
        self.slots = []
        for k in range(NEEDS):
            sx = x + 0.06 + k * PITCH
            rect = ax.add_artist(
                FancyBboxPatch(
                    (sx, cy - 0.29),
                    0.6,
                    0.58,
                    boxstyle="round,pad=0,rounding_size=0.08",
                    facecolor="white",
                    edgecolor="#9b8a6a",
                    linewidth=1.0,
                    zorder=2,
                    visible=False,
                )
            )
            icon = IconSlot(ax, sx + 0.24, cy - 0.05, 0.4, zorder=3, parts=4)
            self.slots.append((rect, icon, corner_letter(ax, sx + 0.62, cy + 0.33)))
        self.arrow = IconSlot(ax, x, cy, 0.3, zorder=3, parts=1)
        self.r_icons = [IconSlot(ax, x, cy, 0.44, zorder=3, parts=3) for _ in range(3)]
        self.r_letters = [corner_letter(ax, x, cy) for _ in range(3)]
        self.r_text = ax.text(
            x, cy, "", fontsize=FONT, fontweight="bold", va="center", ha="left", color=INK, zorder=4
        )
        self.r_text2 = ax.text(x, cy, "", fontsize=SMALL, va="center", ha="left", color=INK, zorder=4)
        self.number = ax.text(
            x + w - 0.04,
            y + 0.02,
            "",
            fontsize=SMALL,
            va="top",
            ha="right",
            color="#24324f",
            zorder=4.5,
            bbox=LABEL_BOX,
        )
        self.mark = mark(ax, x + 0.01, y + 0.01, w - 0.02, LINE - 0.02)
        self.x, self.cy = x, cy


class Card:
    """A district tile (in the row or on a lot) or the city board's printed shop."""

    def __init__(self, ax: Axes, x: float, y: float) -> None:
        self.box = (x, y, x + CARD_W, y + CARD_H)
        self.x, self.y = x, y
        self.rect = ax.add_artist(
            FancyBboxPatch(
                (x, y),
                CARD_W,
                CARD_H,
                boxstyle="round,pad=0,rounding_size=0.15",
                facecolor=CARD,
                edgecolor="#8a7650",
                linewidth=1.2,
                zorder=1,
            )
        )
        self.title = ax.text(
            x + 0.12, y + 0.29, "", fontsize=FONT, fontweight="bold", va="center", color=INK, zorder=4
        )
        self.detail = ax.text(
            x + CARD_W - 0.1, y + 0.29, "", fontsize=SMALL, va="center", ha="right", color=MUTED, zorder=4
        )
        self.note = ax.text(
            x + CARD_W / 2,
            y + CARD_H / 2 + 0.25,
            "",
            fontsize=SMALL,
            va="center",
            ha="center",
            color=MUTED,
            zorder=4,
            wrap=False,
        )
        self.lines = [ShopLine(ax, x + 0.03, y + 0.54 + k * LINE, CARD_W - 0.06) for k in range(SHOPS)]
        self.mark = mark(ax, x - 0.05, y - 0.05, CARD_W + 0.1, CARD_H + 0.1)


class Tile:
    """A valley tile of two sites, side by side (personal or public)."""

    def __init__(self, ax: Axes, x: float, y: float) -> None:
        self.x, self.y = x, y
        self.box = (x, y, x + 2 * TILE, y + TILE)
        self.rects, self.icons, self.texts = [], [], []
        for k in range(2):
            sx = x + k * TILE
            self.rects.append(
                ax.add_artist(
                    Rectangle(
                        (sx, y),
                        TILE,
                        TILE,
                        facecolor="white",
                        edgecolor=INK,
                        linewidth=1.6,
                        zorder=2,
                        visible=False,
                    )
                )
            )
            self.icons.append(IconSlot(ax, sx + TILE * 0.42, y + TILE * 0.42, TILE * 0.6, zorder=3))
            self.texts.append(
                ax.text(
                    sx + TILE - 0.06,
                    y + TILE - 0.04,
                    "",
                    fontsize=FONT,
                    fontweight="bold",
                    ha="right",
                    va="bottom",
                    color=INK,
                    zorder=4,
                )
            )
        self.mark = mark(ax, x - 0.07, y - 0.07, 2 * TILE + 0.14, TILE + 0.14)


def hit(box: tuple[float, float, float, float], x: float, y: float) -> bool:
    return box[0] <= x < box[2] and box[1] <= y < box[3]


def centre(box: tuple[float, float, float, float]) -> tuple[float, float]:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
