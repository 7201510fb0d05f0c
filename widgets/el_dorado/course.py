"""The course on the El Dorado picture: its spaces, blockades and pieces, built once and changed in place.

The spaces' fills, pictograms and numbers never change: they are drawn as a few collections per map
tile (:class:`~widgets.el_dorado.artists.MapTiles`), so a step redraws only the tiles it touches.  A
blockade is a bar along its seam with a tag (pictogram and number) that is clicked; a piece is a disc
with its seat's number.

:class:`CourseArtists` is a part of :class:`widgets.el_dorado.view.BoardView`.

>>> from rulekit import el_dorado as ed
>>> from widgets.el_dorado import BoardView
>>> view = BoardView(ed.new_game(players=2, seed=1))
>>> len(view.seams) == len(view.state.blockades), len(view.piece_artists)      # two pieces each
(True, 4)
"""
from __future__ import annotations

import math
from typing import Any

from matplotlib.axes import Axes
from matplotlib.patches import Circle, FancyBboxPatch, RegularPolygon

import rulekit
from rulekit import el_dorado as ed
from rulekit.el_dorado.components import ELDORADO
from rulekit.el_dorado.state import ElDoradoState

from .artists import Lines, MapTiles, Pic, shared_edge
from .icons import SYMBOL_ICON
from .layout import Layout
from .look import (
    BLOCKADE_FILL,
    HEAD,
    HIGHLIGHT,
    MIN_PX,
    PLAYER_FILL,
    PLAYER_INK,
    REACH,
    TERRAIN_FILL,
    TEXT_ON,
    fs,
)
from .words import phrase


class CourseArtists:
    """Builds and updates the course's spaces, blockades and pieces (a part of the El Dorado BoardView)."""

    ax: Axes
    details: bool
    layout: Layout
    _set: Any
    _show_pics: Any

    def _build_course(self, state: ElDoradoState) -> None:
        """The spaces, the El Dorado label, the marks on the spaces, the blockades and the pieces."""
        course = state.course
        L = self.layout
        ax = self.ax
        s = L.s
        details = bool(self.details)

        # ---- spaces: fills, pictograms and numbers never change; they are drawn as a few collections
        # per map tile (see MapTiles), so a step redraws only the tiles it touches
        self.centres = {h: L.at(c) for h, c in course.coords.items()}
        self.at = {c: h for h, c in course.coords.items()}
        start_no = {h: i + 1 for i, h in enumerate(course.start)}
        tiles = MapTiles()
        for h, (x, y) in self.centres.items():
            t = ed.TERRAIN[course.terrain[h]]
            end = h in course.end
            tiles.hex(
                x,
                y,
                0.97 * s,
                TERRAIN_FILL[t.kind],
                "#c99a06" if end else "#f8f3e6",
                fs(3.5) if end else fs(1.0),
            )
            ink = TEXT_ON[t.kind]
            number = None
            if t.kind == "mountain":
                tiles.icon("mountain", x, y, 1.15 * s)
            elif t.kind == "start":
                number = str(start_no.get(h, ""))
                kind = "start"
            else:
                number = str(t.power)
                kind = SYMBOL_ICON[t.symbol]
            if number is not None:
                if details:
                    tiles.icon(kind, x - 0.40 * s, y + 0.26 * s, 0.72 * s)
                    tiles.label(x + 0.42 * s, y + 0.26 * s, number, 13.0, ink, bold=True)
                else:
                    tiles.icon(kind, x, y + 0.30 * s, 0.86 * s)
                    tiles.label(x, y - 0.48 * s, number, 13.0, ink, bold=True)
            if details:
                tiles.label(x, y - 0.50 * s, h, MIN_PX, ink)
        for c in course.eldorado:
            x, y = L.at(c)
            tiles.hex(x, y, 0.97 * s, TERRAIN_FILL["eldorado"], "#8a6a00", fs(1.5))
        gold = [L.at(c) for c in course.eldorado]
        ex, ey = sum(p[0] for p in gold) / len(gold), sum(p[1] for p in gold) / len(gold)
        self.eldorado_xy = (ex, ey)
        tiles.icon("eldorado", ex, ey + 0.35 * s, 1.3 * s)
        tiles.add_to(ax)
        #: ``(text, CSS px)`` of the labels drawn as glyph outlines (the spaces' numbers and labels)
        self.outlined_texts = tiles.texts
        ax.text(
            ex,
            ey - 0.55 * s,
            phrase("eldorado"),
            ha="center",
            va="center",
            fontsize=fs(13),
            fontweight="bold",
            color=HEAD,
            zorder=3,
            bbox={
                "boxstyle": "round,pad=0.2",
                "facecolor": "#fff3c4",
                "edgecolor": "#8a6a00",
                "linewidth": fs(1),
            },
        )
        self.hex_mark: dict[str, RegularPolygon] = {}
        for h, (x, y) in self.centres.items():
            mark = RegularPolygon(
                (x, y),
                6,
                radius=0.84 * s,
                orientation=math.pi / 6,
                fill=False,
                edgecolor=HIGHLIGHT,
                linewidth=fs(3),
                visible=False,
                zorder=6,
            )
            ax.add_artist(mark)
            self.hex_mark[h] = mark

        # ---- blockades: a bar along each seam and a tag (pictogram + number) that is clicked
        self.seams: list[dict[str, Any]] = []
        for k, seam in enumerate(course.seams):
            segs = [shared_edge(self.centres[a], self.centres[b], s) for a, b in seam.edges]
            lc = Lines(segs, linewidths=fs(7), colors="#444444", zorder=4, capstyle="round")
            ax.add_collection(lc)
            mx = sum((g[0][0] + g[1][0]) / 2 for g in segs) / len(segs)
            my = sum((g[0][1] + g[1][1]) / 2 for g in segs) / len(segs)
            w, hgt = 46.0, 26.0
            box = FancyBboxPatch(
                (mx - w / 2, my - hgt / 2),
                w,
                hgt,
                boxstyle="round,pad=0,rounding_size=6",
                facecolor="#444444",
                edgecolor="white",
                linewidth=fs(1.5),
                zorder=7,
            )
            ax.add_artist(box)
            pics = Pic(ax, mx - 9, my, 18, zorder=8)
            power = ax.text(
                mx + 11,
                my,
                "",
                ha="center",
                va="center",
                fontsize=fs(14),
                fontweight="bold",
                color="white",
                zorder=8,
            )
            holder = ax.text(
                mx,
                my,
                "",
                ha="center",
                va="center",
                fontsize=fs(12),
                fontweight="bold",
                color="#222222",
                zorder=8,
                visible=False,
            )
            tag = None
            if details:
                tag = ax.text(
                    mx,
                    my + hgt / 2 + 8,
                    f"b{k}",
                    ha="center",
                    va="center",
                    fontsize=fs(MIN_PX),
                    color=HEAD,
                    zorder=8,
                )
            self.seams.append(
                {
                    "line": lc,
                    "box": box,
                    "pics": pics,
                    "number": power,
                    "holder": holder,
                    "xy": (mx, my),
                    "wh": (w, hgt),
                    "id": tag,
                }
            )

        # ---- pieces (a pool: 2 per player in a 2-player game)
        self.piece_artists: list[tuple[Circle, Any]] = []
        for p in range(state.num_players):
            for _ in range(state.pieces_per_player):
                disc = Circle(
                    (0, 0),
                    0.55 * s,
                    facecolor=PLAYER_FILL[p],
                    edgecolor="#111111",
                    linewidth=fs(1.5),
                    zorder=9,
                    visible=False,
                )
                ax.add_artist(disc)
                label = ax.text(
                    0,
                    0,
                    "",
                    ha="center",
                    va="center",
                    fontsize=fs(13),
                    color=PLAYER_INK[p],
                    fontweight="bold",
                    zorder=10,
                    visible=False,
                )
                self.piece_artists.append((disc, label))

    def _update_blockades(self, state: ElDoradoState, marks: set, light: set, reach: set) -> None:
        for k, seam in enumerate(self.seams):
            piece = ed.BLOCKADES[state.blockades[k]]
            who = state.broken[k]
            place = f"b{k}"
            hot = place in marks or place in reach
            faint = not hot and place in light
            box = seam["box"]
            if who < 0:
                self._set(seam["line"], "color", BLOCKADE_FILL[piece.kind])
                self._set(seam["line"], "linestyle", "solid")
                self._set(seam["line"], "linewidth", fs(7))
                self._show_pics(seam["pics"], SYMBOL_ICON[piece.symbol])
                self._set(seam["number"], "text", str(piece.power))
                self._set(seam["number"], "visible", True)
                self._set(seam["holder"], "visible", False)
                self._set(box, "facecolor", BLOCKADE_FILL[piece.kind])
            else:
                self._set(seam["line"], "color", "#8a8a8a")
                self._set(seam["line"], "linestyle", (0, (2, 2)))
                self._set(seam["line"], "linewidth", fs(2))
                self._show_pics(seam["pics"], None)
                self._set(seam["number"], "visible", False)
                self._set(seam["holder"], "text", rulekit.seat_name(who))
                self._set(seam["holder"], "visible", True)
                self._set(box, "facecolor", "#e4ddc8")
            colour = (
                HIGHLIGHT if place in marks else (REACH if hot else (HIGHLIGHT + "99" if faint else "white"))
            )
            self._set(box, "edgecolor", colour)
            self._set(box, "linewidth", fs(4) if hot else (fs(3) if faint else fs(1.5)))
            self._set(box, "linestyle", (0, (3, 2)) if faint else "solid")

    def _update_pieces(self, state: ElDoradoState) -> None:
        s = self.layout.s
        k = 0
        in_eldorado = 0
        p = state.current_player
        for pl in range(state.num_players):
            for i, h in enumerate(state.pieces[pl]):
                disc, label = self.piece_artists[k]
                k += 1
                if h == ELDORADO:
                    ex, ey = self.eldorado_xy
                    x, y = (
                        ex + (in_eldorado % 4 - 1.5) * 0.62 * s,
                        ey - 1.25 * s - (in_eldorado // 4) * 0.62 * s,
                    )
                    r = 0.3 * s
                    in_eldorado += 1
                else:
                    x, y = self.centres[h]
                    r = 0.55 * s
                mover = pl == p and not state.is_over
                self._set(disc, "center", (x, y))
                self._set(disc, "radius", r)
                self._set(disc, "visible", True)
                self._set(disc, "linewidth", fs(4) if mover else fs(1.5))
                self._set(disc, "edgecolor", HIGHLIGHT if mover else "#111111")
                self._set(label, "position", (x, y))
                text = str(pl + 1) if state.pieces_per_player == 1 else f"{pl + 1}{'ab'[i]}"
                self._set(label, "text", text if r > 0.4 * s else str(pl + 1))
                self._set(label, "fontsize", fs(13) if r > 0.4 * s else fs(MIN_PX))
                self._set(label, "visible", True)

