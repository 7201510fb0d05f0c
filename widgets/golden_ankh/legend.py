"""The legend of the Golden Ankh pictures: every pictogram with its letters and name, the ankh token, a
bonus marker, the upper layer and the colours, as a small picture in the kit's language.

>>> legend_png()[:4]
b'\\x89PNG'
"""

from __future__ import annotations

import io

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.patches import Circle, PathPatch, Rectangle

from rulekit.golden_ankh.components import default_components

from .icons import placed, tile_icon
from .look import GOLD, INK, INK_SOFT, PAPER, face
from .words import colour_letter, lang
from .words import label as _t


def legend_figure() -> Figure:
    """The legend of :func:`legend_png` as a Figure (sized for its natural resolution, 100 dpi)."""
    comp = default_components()
    lang_ = lang()
    ko = lang_ == "ko"
    dpi = 100
    width, height = 7.8, 4.15
    fig = Figure(figsize=(width, height), dpi=dpi)
    canvas = FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_axis_off()
    ax.set_xlim(0, width)
    ax.set_ylim(height, 0)
    ax.set_aspect("equal")
    pt = 15 * 72 / dpi  # 15 px at the legend's natural size
    ax.add_patch(Rectangle((0, 0), width, height, facecolor=PAPER, edgecolor="none"))
    ax.text(0.15, 0.22, _t("legend_title"), fontsize=pt, fontweight="bold", color=INK_SOFT, va="center")
    sample = {"falcon": "GF", "jackal": "RJ", "scarab": "BS", "two": "W2", "storehouse": "KH", "scribe": "GP",
              "desert": "RD"}
    step = 0.62
    for i, (key, code) in enumerate(sample.items()):
        x, y = 0.15 + (i % 2) * 3.9, 0.45 + (i // 2) * step
        tile = comp.tile_from_code(code)
        fill, ink = face(tile.colour)
        ax.add_patch(Rectangle((x, y), 0.52, 0.52, facecolor=fill, edgecolor="#3a3a3a", linewidth=1))
        icon = tile_icon(key)
        if icon:
            ax.add_patch(PathPatch(placed(icon, x + 0.26, y + 0.27, 0.42), facecolor=ink, edgecolor="none"))
        else:
            ax.text(x + 0.26, y + 0.28, "2", ha="center", va="center", fontsize=pt * 1.2, fontweight="bold",
                    color=ink)
        letter = comp.kind_name(key, "ko")[:1] if ko and key != "two" else (
            comp.animal_letter.get(key) or comp.special_letter.get(key, ""))
        ax.text(x + 0.65, y + 0.27, f"{letter} = {comp.kind_name(key, lang_)}", fontsize=pt, va="center",
                color=INK)
    # the ankh token, a bonus marker, the upper layer
    x, y = 0.15 + 3.9, 0.45 + 3 * step
    ax.add_patch(Circle((x + 0.26, y + 0.26), 0.25, facecolor=face("ankh")[0], edgecolor=INK))
    ax.add_patch(PathPatch(placed("ankh", x + 0.26, y + 0.26, 0.38), facecolor=INK, edgecolor="none"))
    ankh = colour_letter(comp, "ankh")
    ax.text(x + 0.65, y + 0.27, f"{ankh} = {_t('ankh_token')}", fontsize=pt,
            va="center", color=INK)
    y = 0.45 + 4 * step
    ax.add_patch(Circle((0.41, y + 0.26), 0.23, facecolor=GOLD, edgecolor="#6b5200"))
    ax.text(0.41, y + 0.27, "3", ha="center", va="center", fontsize=pt, fontweight="bold", color=INK)
    ax.text(0.8, y + 0.27, _t("legend_bonus", marker=_t("bonus_marker")), fontsize=pt, va="center",
            color=INK)
    ax.add_patch(Rectangle((4.05 + 0.08, y + 0.08), 0.42, 0.42, facecolor="#00000055", edgecolor="none"))
    ax.add_patch(Rectangle((4.05, y), 0.42, 0.42, facecolor="#e8e1cf", edgecolor=GOLD, linewidth=2.5))
    ax.text(4.8, y + 0.27, _t("legend_upper", tile=_t("upper_tile")), fontsize=pt,
            va="center", color=INK)
    y = 0.45 + 5 * step + 0.26
    ax.text(0.15, y, _t("legend_colours"), fontsize=pt, fontweight="bold", color=INK_SOFT, va="center")
    x = 1.0
    for key in comp.resources:
        fill, ink = face(key)
        ax.add_patch(Circle((x + 0.2, y), 0.2, facecolor=fill, edgecolor=INK))
        ax.text(x + 0.2, y, colour_letter(comp, key), ha="center", va="center", fontsize=pt * 0.8,
                fontweight="bold", color=ink)
        name = comp.kind_name(key, lang_)
        label = ax.text(x + 0.46, y, name, fontsize=pt, va="center", color=INK)
        label_w = label.get_window_extent(canvas.get_renderer()).width / dpi
        x += 0.46 + label_w + 0.3
    return fig


def legend_png() -> bytes:
    """A small PNG legend of the pictograms, letters and colours, in the current language.

    >>> legend_png()[:4]
    b'\\x89PNG'
    """
    fig = legend_figure()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=fig.dpi)
    return buf.getvalue()


__all__ = ["legend_figure", "legend_png"]
