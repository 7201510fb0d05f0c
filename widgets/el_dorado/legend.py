"""The legend of the El Dorado pictograms: a small picture with their names in the current language.

>>> legend_png()[:4]
b'\\x89PNG'
"""
from __future__ import annotations

import io
import math

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.patches import RegularPolygon

from .icons import add_icon
from .look import HEAD, PAPER, TERRAIN_FILL
from .words import LEGEND, pick

__all__ = ["LEGEND", "legend_png"]


def legend_png() -> bytes:
    """A small PNG legend of the pictograms with their names in the current language."""
    rows = len(LEGEND)
    w_px, row_h = 520.0, 30.0
    h_px = rows * row_h + 12
    fig = Figure(figsize=(w_px / 80, h_px / 80), dpi=80)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_axis_off()
    ax.set_xlim(0, w_px)
    ax.set_ylim(0, h_px)
    fig.set_facecolor(PAPER)
    fills = {
        "machete": "jungle",
        "paddle": "river",
        "coin": "village",
        "rubble": "rubble",
        "basecamp": "basecamp",
        "mountain": "mountain",
        "start": "start",
        "eldorado": "eldorado",
    }
    for k, (pic, name, what) in enumerate(LEGEND):
        y = h_px - 6 - row_h * (k + 0.5)
        if pic in fills:
            ax.add_patch(
                RegularPolygon(
                    (20, y),
                    6,
                    radius=14,
                    orientation=math.pi / 6,
                    facecolor=TERRAIN_FILL[fills[pic]],
                    edgecolor="#8a7a50",
                    linewidth=0.8,
                )
            )
        add_icon(ax, pic, 20, y, 22 if pic != "mountain" else 26)
        ax.text(
            42,
            y,
            pick(name),
            ha="left",
            va="center",
            fontsize=12 * 0.75 * 1.2,
            fontweight="bold",
            color=HEAD,
        )
        ax.text(
            220,
            y,
            pick(what),
            ha="left",
            va="center",
            fontsize=12 * 0.75 * 1.2,
            color="#222222",
        )
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=80, facecolor=PAPER)
    return buf.getvalue()
