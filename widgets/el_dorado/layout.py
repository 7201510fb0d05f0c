"""Where everything goes on the El Dorado picture: the course as large as the room allows, and the turn's
blocks (the cards played and the buttons, the hand, the market and reserve, the players' piles) packed
into the room the course leaves free.

>>> from rulekit import el_dorado as ed
>>> L = Layout(ed.course(0), players=3)
>>> L.height, sorted(L.blocks), MIN_HEX <= L.s <= MAX_HEX
(700.0, ['hand', 'market', 'piles', 'turn'], True)
"""
from __future__ import annotations

import functools
import math
from typing import Any

import numpy as np

from rulekit import el_dorado as ed

from .look import (
    BUTTON_PICS,
    BUTTON_PITCH,
    CSS_W,
    HAND_H,
    HAND_PITCH,
    MARKET_H,
    MARKET_PITCH,
    MAX_HAND,
    MAX_HEX,
    MAX_PLAYED,
    MIN_HEX,
    ORDERS,
    PIC_H,
    PILES_W,
    SQRT3,
)


def xy(coords: tuple[int, int]) -> tuple[float, float]:
    """Unit-hex coordinates of a space's centre (flat-top axial, y pointing up)."""
    q, r = coords
    return 1.5 * q, -SQRT3 * (r + q / 2)



class Layout:
    """Where everything goes, in CSS pixels (y up), for one course and number of players.

    The picture is :data:`PIC_H` pixels tall for every course, so that a whole turn fits a classroom
    screen.  The status line runs along the top; the course is drawn as large as possible, and the
    turn's blocks (the cards played and the buttons, the hand, the market, the reserve, the players'
    piles) are packed into the room the course leaves free, each in the first shape that fits.
    """

    STATUS = 34.0
    PAD = 8.0
    GRID = 8.0

    def __init__(self, course: Any, players: int = 4) -> None:
        pts = [xy(c) for c in course.coords.values()] + [xy(c) for c in course.eldorado]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        self.units = (min(xs) - 1.1, max(xs) + 1.1, min(ys) - 1.0, max(ys) + 1.0)
        self.height = PIC_H
        packed = _pack(course, players)
        self.s, self.ox, self.oy, self.blocks = packed
        x0, x1, y0, y1 = self.units
        self.map_h = (y1 - y0) * self.s

    def at(self, coords: tuple[int, int]) -> tuple[float, float]:
        hx, hy = xy(coords)
        return self.ox + self.s * hx, self.oy + self.s * hy


def _block_shapes(players: int) -> dict[str, list[tuple[float, float, int]]]:
    """``name -> [(width, height, columns), ...]``: the shapes each block of the turn may take (as drawn
    by ``BoardView._build_turn``, ``_build_hand``, ``_build_market`` and ``_build_piles``)."""

    def rows(n: int, cols: int) -> int:
        return -(-n // cols)

    def turn(cols: int) -> tuple[float, float, int]:
        if cols >= len(BUTTON_PICS):
            return CSS_W - 8, 92.0, cols
        tall = 125 + 30 * (rows(MAX_PLAYED, cols) - 1) + 34 * (rows(len(BUTTON_PICS), cols) - 1)
        return 8 + cols * BUTTON_PITCH, tall, cols

    def hand(cols: int) -> tuple[float, float, int]:
        return 8 + cols * HAND_PITCH, 32 + rows(MAX_HAND, cols) * (HAND_H + 4) + (18 if cols < 6 else 0), cols

    def market(cols: int) -> tuple[float, float, int]:
        return 8 + cols * MARKET_PITCH, 28 + MARKET_H + 24 + rows(12, cols) * (MARKET_H + 4) + 6, cols

    return {
        "hand": [hand(6), hand(12), hand(4)],
        "turn": [turn(4), turn(3), turn(len(BUTTON_PICS))],
        "market": [market(6), market(12)],
        "piles": [(PILES_W, 30 + 24 * players, 0)],
    }


def _occupied(course: Any, s: float, ox: float, oy: float, rows: int, cols: int, grid: float) -> Any:
    """The grid cells (``[row, col]``, row 0 at the top) the course covers at scale ``s``."""
    busy = np.zeros((rows, cols), dtype=bool)
    pts = [xy(c) for c in course.coords.values()] + [xy(c) for c in course.eldorado]
    rx, ry = 1.0 * s + 4, 0.87 * s + 4
    for hx, hy in pts:
        x, y = ox + s * hx, oy + s * hy
        top = PIC_H - (y + ry)
        c0, c1 = int(max(0, (x - rx) // grid)), int(min(cols - 1, (x + rx) // grid))
        r0, r1 = int(max(0, top // grid)), int(min(rows - 1, (PIC_H - (y - ry)) // grid))
        busy[r0 : r1 + 1, c0 : c1 + 1] = True
    # El Dorado's label and the pieces that reached it sit below its spaces
    gold = [xy(c) for c in course.eldorado]
    ex = ox + s * sum(p[0] for p in gold) / len(gold)
    ey = oy + s * sum(p[1] for p in gold) / len(gold)
    x_lo, x_hi = ex - 2.6 * s - 6, ex + 2.6 * s + 6
    y_lo = ey - 1.25 * s - 1.3 * s - 8
    busy[int(max(0, (PIC_H - ey) // grid)) : int(min(rows, (PIC_H - y_lo) // grid + 1)),
         int(max(0, x_lo // grid)) : int(min(cols, x_hi // grid + 1))] = True
    return busy


def _integral(cells: Any) -> Any:
    """The summed-area table of a boolean grid (one more row and column, of zeros, in front)."""
    total = np.zeros((cells.shape[0] + 1, cells.shape[1] + 1), dtype=np.int32)
    total[1:, 1:] = cells.cumsum(0).cumsum(1)
    return total


def _windows(total: Any, bh: int, bw: int) -> Any:
    """From a summed-area table: the count in every ``bh`` x ``bw`` window (by its top-left cell)."""
    return total[bh:, bw:] - total[:-bh, bw:] - total[bh:, :-bw] + total[:-bh, :-bw]


def _place(
    busy: Any, order: list[str], shapes: dict, grid: float, optional: int = 0
) -> dict[str, tuple] | None:
    """Each block of ``order`` where it fits most snugly (the most of its rim against the course, the
    picture's edge or a block already placed), trying each of its shapes; the blocks mark their room
    taken.  None if some block finds no room; the last ``optional`` blocks of ``order`` may be left out.
    """
    busy = busy.copy()
    rows, cols = busy.shape
    placed: dict[str, tuple] = {}
    for name in order:
        best: tuple | None = None
        rim = np.ones((rows + 2, cols + 2), dtype=bool)  # the picture's edge counts as a neighbour
        rim[1:-1, 1:-1] = busy
        inside, around = _integral(busy), _integral(rim)
        for w, h, ncols in shapes[name]:
            bh, bw = int(math.ceil(h / grid)), int(math.ceil(w / grid))
            if bh > rows or bw > cols:
                continue
            free = _windows(inside, bh, bw) == 0
            if not free.any():
                continue
            contact = _windows(around, bh + 2, bw + 2) / (2 * (bh + bw) + 4)  # the block itself is free
            score = np.where(free, contact, -1.0)
            r, c = np.unravel_index(int(np.argmax(score)), score.shape)
            key = (float(score[r, c]), -r, -c)
            if best is None or key > best[0]:
                best = (key, int(r), int(c), bh, bw, (w, h, ncols))
        if best is None:
            if name in order[len(order) - optional :]:
                continue
            return None
        _, r, c, bh, bw, (w, h, ncols) = best
        busy[r : r + bh, c : c + bw] = True
        placed[name] = (c * grid, PIC_H - r * grid, w, h, ncols)  # x, top (y up), width, height, columns
    return placed


@functools.lru_cache(maxsize=64)
def _pack_cached(course_id: Any, players: int) -> tuple:
    return _pack_course(ed.course(course_id), players)


def _pack(course: Any, players: int) -> tuple:
    try:
        if ed.course(course.id).coords == course.coords:
            return _pack_cached(course.id, players)
    except Exception:  # a course built by hand: packed without the cache
        pass
    return _pack_course(course, players)


def _pack_course(course: Any, players: int) -> tuple:
    """``(s, ox, oy, blocks)``: the largest hex radius ``s`` for which the course and every block fit.

    The course is tried against each side and corner of the room below the status line; the
    players' piles (also in the Explorer's piles panel) are left out only when keeping them would
    cost more than a little of the course's size.
    """
    grid = Layout.GRID
    rows, cols = int(PIC_H // grid), int(CSS_W // grid)
    pts = [xy(c) for c in course.coords.values()] + [xy(c) for c in course.eldorado]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    x0, x1, y0, y1 = min(xs) - 1.1, max(xs) + 1.1, min(ys) - 1.0, max(ys) + 1.0
    room_top = PIC_H - Layout.STATUS
    s_max = min(MAX_HEX, (CSS_W - 2 * Layout.PAD) / (x1 - x0), (room_top - Layout.PAD) / (y1 - y0))
    shapes = _block_shapes(players)
    status = np.zeros((rows, cols), dtype=bool)
    status[: int(math.ceil(Layout.STATUS / grid)), :] = True

    def attempt(s: float) -> tuple | None:
        """The course at radius ``s`` against each side and corner, the blocks in each order; the
        players' piles (also in the Explorer's piles panel) where they fit too, else left out."""
        mw, mh = (x1 - x0) * s, (y1 - y0) * s
        first = None
        for ax_, ay_ in ((0, 0), (1, 0), (0.5, 0), (0, 1), (1, 1), (0.5, 1)):
            left = Layout.PAD + ax_ * (CSS_W - 2 * Layout.PAD - mw)
            top = room_top - Layout.PAD / 2 - ay_ * (room_top - Layout.PAD - mh)
            ox, oy = left - x0 * s, top - y1 * s
            busy = status | _occupied(course, s, ox, oy, rows, cols, grid)
            for order in ORDERS:
                placed = _place(busy, [*order, "piles"], shapes, grid, optional=1)
                if placed is not None and "piles" in placed:
                    return s, ox, oy, placed
                if placed is not None and first is None:
                    first = (s, ox, oy, placed)
        if first is not None:
            return first
        # a wide course: the course on top, the hand and the market side by side under it, the buttons
        # along the bottom
        turn, hand, market = shapes["turn"][-1], shapes["hand"][0], shapes["market"][0]
        band = turn[1] + max(hand[1], market[1])
        if mh > room_top - Layout.PAD - band or hand[0] + market[0] > CSS_W:
            return None
        ox, oy = (CSS_W - mw) / 2 - x0 * s, room_top - Layout.PAD / 2 - y1 * s
        return s, ox, oy, {
            "hand": (0.0, band, *hand),
            "market": (CSS_W - market[0], band, *market),
            "turn": (0.0, turn[1], *turn),
        }

    s = s_max  # the largest radius that fits, in steps of half a pixel
    while s >= MIN_HEX:
        got = attempt(s)
        if got is not None:
            return got
        s -= 0.5
    raise RuntimeError(f"course {course.id}: the turn's blocks do not fit")  # pragma: no cover


# --------------------------------------------------------------------------- the view
