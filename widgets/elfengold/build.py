"""Building the Elfengold picture once: every artist of the map, the table and the players' strip.

:class:`Builder` is the half of :class:`widgets.elfengold.view.BoardView` that makes the artists
(hidden where nothing is shown yet); the view's ``update`` then only changes their texts, colours,
places and visibility, so a step of the Explorer never builds the figure again.
"""

from __future__ import annotations

from typing import Any

from matplotlib import patheffects
from matplotlib.axes import Axes
from matplotlib.patches import Circle

from rulekit.elfengold.state import ElfengoldState

from .icons import FACE, Pictogram, draw_icon, rounded_box
from .layout import (
    BOARD,
    BOTTOM_Y,
    BUTTON_ROWS,
    BUTTONS,
    CARD_H,
    CARD_ORDER,
    CARD_W,
    CARDS_Y,
    COL_R,
    COL_X,
    COUNTER,
    DECK_X,
    DISPLAY_X,
    FIG_H,
    FIG_W,
    GOLD_PILE_X,
    HAND_STEP,
    HAND_X0,
    HAND_Y,
    HIGHLIGHT,
    INK,
    LOT_STEP,
    LOT_X0,
    LOT_Y,
    MAP_H,
    MAP_W,
    PAPER,
    PLAYER_COLOURS,
    PLAYERS_STEP,
    PLAYERS_Y0,
    TABLE,
    TERRAIN_STYLE,
    TILE_PER_ROW,
    TILE_PITCH,
    TILE_ROWS,
    TILE_SIDE,
    TILE_STEP,
    TILE_X0,
    TILE_Y,
    TRAY_H,
    TRAY_SLOTS,
    TRAY_STEP,
    TRAY_W,
    TRAY_X0,
    TRAY_Y,
    slot_xy,
    town_xy,
)


class Painter:
    """Set artist properties only when they change (a setter marks an artist for redrawing)."""

    def __init__(self) -> None:
        self.known: dict[int, dict[str, Any]] = {}

    def __call__(self, artist: Any, **props: Any) -> None:
        old = self.known.setdefault(id(artist), {})
        changed = {k: v for k, v in props.items() if k not in old or old[k] != v}
        if changed:
            artist.set(**changed)
            old.update(changed)


class Builder:
    """Makes the artists of the board once (mixed into its BoardView)."""

    ax: Axes

    # ------------------------------------------------------------------ build once
    def build(self, state: ElfengoldState) -> None:
        ax = self.ax
        self._paint = Painter()
        ax.set_xlim(0, FIG_W)
        ax.set_ylim(FIG_H, 0)
        ax.set_aspect("equal")
        ax.add_artist(
            rounded_box(
                MAP_W / 2 + 0.02, MAP_H / 2 + 0.02, MAP_W, MAP_H, fc=PAPER, ec="#c8b88a", lw=1.2, zorder=0
            )
        )
        ax.add_artist(
            rounded_box(
                (COL_X + COL_R) / 2,
                MAP_H / 2 + 0.02,
                COL_R - COL_X + 0.1,
                MAP_H,
                fc=TABLE,
                ec="#c8b88a",
                lw=1.2,
                zorder=0,
            )
        )
        ax.add_artist(
            rounded_box(
                FIG_W / 2,
                (BOTTOM_Y + FIG_H) / 2,
                FIG_W - 0.05,
                FIG_H - BOTTOM_Y - 0.05,
                fc=TABLE,
                ec="#c8b88a",
                lw=1.2,
                zorder=0,
            )
        )
        self._build_map(ax)
        self._build_table(ax)
        self._build_players(ax)

    def _text(self, x: float, y: float, size: float = 11, **kw: Any) -> Any:
        kw.setdefault("color", INK)
        kw.setdefault("va", "center")
        return self.ax.text(x, y, "", fontsize=size, **kw)

    def _build_map(self, ax: Axes) -> None:
        self.road_halo, self.road_line, self.road_id = [], [], []
        self.road_counters: list[list[tuple[Any, Pictogram, Any]]] = []
        for r in BOARD.roads:
            (ax_, ay), (bx, by), (sx, sy) = town_xy(r.a), town_xy(r.b), slot_xy(r.index)
            colour, style, width = TERRAIN_STYLE[r.kind]
            xs, ys = [ax_, sx, bx], [ay, sy, by]
            (halo,) = ax.plot(
                xs,
                ys,
                color=HIGHLIGHT,
                lw=width + 8,
                alpha=0.5,
                zorder=1,
                solid_capstyle="round",
                visible=False,
            )
            (line,) = ax.plot(
                xs, ys, color=colour, lw=width, linestyle=style, zorder=2, solid_capstyle="round"
            )
            self.road_halo.append(halo)
            self.road_line.append(line)
            if r.kind == "river":
                down = r.b if r.downstream_from == r.a else r.a
                tx, ty = town_xy(down)
                mx, my = (sx + tx) / 2, (sy + ty) / 2
                ax.annotate(
                    "",
                    xy=(mx, my),
                    xytext=(sx, sy),
                    zorder=3,
                    arrowprops={"arrowstyle": "-|>", "color": "#0b4f9c", "lw": 1.8, "mutation_scale": 16},
                )
            self.road_id.append(
                self._text(sx, sy + 0.24, 10, ha="center", color="#555555", zorder=5, visible=False)
            )
            counters = []
            for _k in range(4):
                box = rounded_box(
                    sx, sy, COUNTER, COUNTER, fc="white", ec="#444444", lw=0.9, zorder=5, visible=False
                )
                ax.add_artist(box)
                pic = Pictogram(ax, sx, sy, COUNTER * 0.36, zorder=5.2)
                letter = self._text(
                    sx,
                    sy,
                    10,
                    ha="center",
                    fontweight="bold",
                    zorder=5.6,
                    visible=False,
                )
                counters.append((box, pic, letter))
            self.road_counters.append(counters)
        self.town_circle, self.town_label, self.town_value, self.town_dots, self.town_dot_text = (
            [],
            [],
            [],
            [],
            [],
        )
        for t in BOARD.towns:
            x, y = town_xy(t.index)
            capital = t.index == BOARD.capital
            c = Circle(
                (x, y),
                0.17 if capital else 0.13,
                fc="#ffe27a" if capital else "#fff1b8",
                ec="#6b4f1d",
                lw=1.6,
                zorder=6,
            )
            ax.add_artist(c)
            self.town_circle.append(c)
            label_y = y - (0.2 if capital else 0.16)
            self.town_label.append(
                self._text(
                    x,
                    label_y,
                    11,
                    ha="center",
                    va="bottom",
                    fontweight="bold",
                    zorder=7,
                    path_effects=[patheffects.withStroke(linewidth=3, foreground=PAPER)],
                )
            )
            self.town_value.append(
                self._text(x, y + 0.005, 10.5, ha="center", fontweight="bold", color="#6b3d00", zorder=8)
            )
            dots, numbers = [], []
            for p in range(6):
                dx = x - 0.25 + p * 0.1
                d = Circle(
                    (dx, y + 0.2), 0.035, fc=PLAYER_COLOURS[p], ec="white", lw=0.6, zorder=7, visible=False
                )
                ax.add_artist(d)
                dots.append(d)
                numbers.append(
                    self._text(
                        dx,
                        y + 0.33,
                        10,
                        ha="center",
                        color=PLAYER_COLOURS[p],
                        fontweight="bold",
                        zorder=7,
                        visible=False,
                    )
                )
            self.town_dots.append(dots)
            self.town_dot_text.append(numbers)
        self.boot_ring, self.boots, self.boot_text = [], [], []
        for p in range(6):
            ring = Circle((0, 0), 0.16, fc="white", ec=HIGHLIGHT, lw=2.2, zorder=8.5, visible=False)
            ax.add_artist(ring)
            self.boot_ring.append(ring)
            self.boots.append(Pictogram(ax, 0, 0, 0.12, zorder=9))
            self.boot_text.append(
                self._text(
                    0,
                    0,
                    10.5,
                    ha="left",
                    fontweight="bold",
                    color=PLAYER_COLOURS[p],
                    zorder=9.5,
                    visible=False,
                    path_effects=[patheffects.withStroke(linewidth=2.5, foreground="white")],
                )
            )

    def _build_table(self, ax: Axes) -> None:
        x0 = COL_X + 0.12
        self.title = self._text(x0, 0.28, 15, fontweight="bold")
        self.phase_text = self._text(x0, 0.64, 11.5)
        self.turn_text = self._text(x0, 0.98, 12, fontweight="bold")
        self.cards_label = self._text(x0, 1.3, 11, fontweight="bold")
        # face-up cards, the deck, the gold-card pile
        self.display_cards = []
        for x in DISPLAY_X:
            box = rounded_box(x, CARDS_Y, CARD_W, CARD_H, fc="white", ec="#555555", lw=1.0, zorder=3)
            ax.add_artist(box)
            pic = Pictogram(ax, x, CARDS_Y + 0.06, 0.24, zorder=4)
            letter = self._text(x - 0.2, CARDS_Y - 0.3, 10, ha="center", fontweight="bold", zorder=5)
            self.display_cards.append((box, pic, letter))
        for dy in (0.08, 0.04):
            ax.add_artist(
                rounded_box(
                    DECK_X + dy, CARDS_Y - dy, CARD_W, CARD_H, fc="#8c7a5c", ec="#3e2f1a", lw=0.8, zorder=2.5
                )
            )
        self.deck_box = rounded_box(
            DECK_X, CARDS_Y, CARD_W, CARD_H, fc=FACE["back"], ec="#3e2f1a", lw=1.0, zorder=3
        )
        ax.add_artist(self.deck_box)
        draw_icon(ax, "back", DECK_X, CARDS_Y, 0.22, zorder=4, flip=True)
        self.gold_box = rounded_box(
            GOLD_PILE_X, CARDS_Y, CARD_W, CARD_H, fc="#ffe680", ec="#8a6d00", lw=1.0, zorder=3
        )
        ax.add_artist(self.gold_box)
        self.gold_pic = Pictogram(ax, GOLD_PILE_X, CARDS_Y - 0.05, 0.22, zorder=4)
        self.gold_count = self._text(GOLD_PILE_X, CARDS_Y + 0.3, 11, ha="center", fontweight="bold", zorder=5)
        self.deck_count = self._text(
            DECK_X,
            CARDS_Y + 0.3,
            11,
            ha="center",
            fontweight="bold",
            zorder=5,
        )
        self.deck_label = self._text(x0, CARDS_Y + 0.6, 10.5, color="#444444")
        # the auction row (or the two tiles drawn in phase 3)
        self.auction_label = self._text(x0, 2.72, 11, fontweight="bold")
        # the road key, shown while the auction row is empty
        self.key_lines, self.key_text = [], []
        for i, kind in enumerate(("plains", "forest", "desert", "mountain", "lake", "river")):
            colour, style, width = TERRAIN_STYLE[kind]
            kx, ky = (x0 + (i % 2) * 1.7, 3.05 + (i // 2) * 0.34) if kind != "river" else (x0, 4.07)
            (line,) = ax.plot([kx, kx + 0.4], [ky, ky], color=colour, lw=width, linestyle=style, zorder=3)
            self.key_lines.append(line)
            self.key_text.append(self._text(kx + 0.5, ky, 10, zorder=3))
        self.key_arrow = ax.annotate(
            "",
            xy=(x0 + 0.32, 4.07),
            xytext=(x0 + 0.05, 4.07),
            zorder=4,
            arrowprops={"arrowstyle": "-|>", "color": "#0b4f9c", "lw": 1.8, "mutation_scale": 16},
        )
        self.auction_frame = rounded_box(
            (COL_X + COL_R) / 2,
            3.33,
            COL_R - COL_X - 0.06,
            1.1,
            fill=False,
            ec=HIGHLIGHT,
            lw=2.5,
            zorder=2,
            visible=False,
        )
        ax.add_artist(self.auction_frame)
        self.lot = []
        for i in range(12):
            x, y = LOT_X0 + (i % 6) * LOT_STEP, LOT_Y[i // 6]
            self.lot.append(self._tile_slot(ax, x, y, lw=0.9, pictogram=0.17))
        self.bid_text = self._text(x0, 3.98, 11)
        self.how_text = self._text(x0, 4.26, 10, color="#555555")
        self.passed_text = self._text(x0, 5.46, 10, color="#444444")
        self._build_tray(ax, x0)
        # buttons for the actions without a place on the map
        self.buttons: dict[tuple[str, str], tuple[Any, Any]] = {}
        for place, (x, row, w) in BUTTONS.items():
            y = BUTTON_ROWS[row]
            box = rounded_box(x, y, w, 0.44, fc="#fff7e0", ec="#6b4f1d", lw=1.2, zorder=3, visible=False)
            ax.add_artist(box)
            label = self._text(x, y, 11, ha="center", fontweight="bold", zorder=4, visible=False)
            self.buttons[place] = (box, label)

    def _tile_slot(self, ax: Axes, x: float, y: float, lw: float, pictogram: float) -> tuple[Any, Any, Any]:
        """A hidden place for one transport tile: its box, pictogram and letter (a colour-blind aid)."""
        box = rounded_box(x, y, TILE_SIDE, TILE_SIDE, fc="white", ec="#555555", lw=lw, zorder=3,
                          visible=False)
        ax.add_artist(box)
        pic = Pictogram(ax, x, y - 0.02, pictogram, zorder=4)
        letter = self._text(x + 0.16, y + 0.15, 10, ha="center", fontweight="bold", zorder=5, visible=False)
        return box, pic, letter

    def _build_tray(self, ax: Axes, x0: float) -> None:
        """The caravan tray: how to choose, a slot per card paid, and rulekit's verdict (caravan mode)."""
        self.tray_how = self._text(x0, 3.07, 10, color="#444444", linespacing=1.3, visible=False)
        self.tray = []
        for i in range(TRAY_SLOTS):
            x = TRAY_X0 + i * TRAY_STEP
            box = rounded_box(x, TRAY_Y, TRAY_W, TRAY_H, fc="white", ec="#8a7a5a", lw=1.0, zorder=3,
                              visible=False)
            ax.add_artist(box)
            pic = Pictogram(ax, x, TRAY_Y + 0.04, 0.18, zorder=4)
            letter = self._text(x - 0.15, TRAY_Y - 0.22, 10, ha="center", fontweight="bold", zorder=5,
                                visible=False)
            self.tray.append((box, pic, letter))
        self.tray_verdict = self._text(x0, 4.2, 10.5, fontweight="bold", linespacing=1.3, visible=False)

    def _build_players(self, ax: Axes) -> None:
        self.hand_label = self._text(0.3, BOTTOM_Y + 0.25, 12, fontweight="bold")
        self.purse_text = self._text(2.6, BOTTOM_Y + 0.25, 12, fontweight="bold", color="#7a4b00")
        self.trip_text = self._text(5.2, BOTTOM_Y + 0.25, 11.5, color="#a0006a", fontweight="bold")
        self.hand = []
        for i in range(len(CARD_ORDER)):
            x = HAND_X0 + i * HAND_STEP
            box = rounded_box(
                x, HAND_Y, CARD_W, CARD_H, fc="white", ec="#555555", lw=1.0, zorder=3, visible=False
            )
            ax.add_artist(box)
            pic = Pictogram(ax, x, HAND_Y - 0.06, 0.22, zorder=4)
            letter = self._text(
                x - 0.19, HAND_Y - 0.3, 10, ha="center", fontweight="bold", zorder=5, visible=False
            )
            count = self._text(x, HAND_Y + 0.3, 11, ha="center", fontweight="bold", zorder=5, visible=False)
            self.hand.append((box, pic, letter, count))
        self.no_cards = self._text(HAND_X0 - 0.2, HAND_Y, 11, color="#555555")
        self.route_text = self._text(6.35, BOTTOM_Y + 0.42, 10.5, va="top", color="#a0006a", linespacing=1.35)
        self.tiles_label = self._text(0.3, 7.15, 12, fontweight="bold")
        self.tiles = []
        for i in range(TILE_ROWS * TILE_PER_ROW):
            x = TILE_X0 + (i % TILE_PER_ROW) * TILE_STEP
            y = TILE_Y + (i // TILE_PER_ROW) * TILE_PITCH
            self.tiles.append(self._tile_slot(ax, x, y, lw=1.0, pictogram=0.16))
        self.no_tiles = self._text(TILE_X0 - 0.12, TILE_Y, 11, color="#555555")
        # a line per player (right of the hand)
        x0 = COL_X + 0.1
        self.players_label = self._text(x0, BOTTOM_Y + 0.25, 12, fontweight="bold")
        self.player_boot, self.player_line, self.player_tiles = [], [], []
        for p in range(6):
            y = PLAYERS_Y0 + p * PLAYERS_STEP
            self.player_boot.append(Pictogram(self.ax, x0 + 0.1, y + 0.08, 0.12, zorder=4))
            self.player_line.append(self._text(x0 + 0.3, y - 0.03, 10.5, color=PLAYER_COLOURS[p]))
            self.player_tiles.append(self._text(x0 + 0.3, y + 0.18, 10, color="#333333"))
