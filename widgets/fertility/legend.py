"""The legend of the Fertility pictograms, as a small PNG (the Explorer's legend button shows it).

>>> legend_png()[:4]
b'\\x89PNG'
"""

from __future__ import annotations

import io

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle

import rulekit

from .artists import INK, PLAYER_COLOURS, QUARRY_BG, SAND, TERRAIN_BG
from .icons import MONUMENT_ICONS, SITE_BG, IconSlot
from .words import LEGEND, MONUMENT_NAMES, QUARRY_LETTER, RESOURCES, TERRAIN_LETTER, letter, name


def legend_png() -> bytes:
    """A small PNG legend of the pictograms with their names in the current language.

    >>> legend_png()[:4]
    b'\\x89PNG'
    """
    lang = rulekit.get_language()

    def say(key: str, **kw: str) -> str:
        return rulekit.i18n.pick(*LEGEND[key], lang).format(**kw)

    # (pictogram, letter or number beside it, name, how its square looks)
    entries = [(r, letter(r), name(r), "site") for r in RESOURCES]
    entries += [
        ("W", letter("W"), say("wheat"), "site"),
        ("water", TERRAIN_LETTER[lang]["~"], say("water"), "site"),
        ("quarry", QUARRY_LETTER[lang], say("quarry"), "site"),
        ("start", TERRAIN_LETTER[lang]["s"], say("start"), "site"),
        ("M", f"({letter('M')})", say("symbol"), "symbol"),
        ("A", "*", name("A"), "site"),
        ("deben", "5", say("deben"), "site"),
        ("statue", "?", say("statue"), "site"),
    ]
    entries += [
        (m, str(k + 1), say("monument", name=rulekit.i18n.pick(*MONUMENT_NAMES[m], lang)), "site")
        for k, m in enumerate(MONUMENT_ICONS[:2])
    ]
    entries += [
        ("G", letter("G"), say("need"), "need"),
        ("G", letter("G"), say("got"), "got"),
    ]
    cols = 2
    rows = (len(entries) + cols - 1) // cols
    fig = Figure(figsize=(8.0, 0.42 * rows + 0.5), dpi=100)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_axis_off()
    ax.set_xlim(0, 20)
    ax.set_ylim(rows + 1.2, 0)
    ax.set_aspect("equal")
    title = say("title")
    ax.text(0.3, 0.55, title, fontsize=12, fontweight="bold", va="center", color=INK)
    for k, (icon, mark, label, look) in enumerate(entries):
        col, row = divmod(k, rows)
        x, y = 0.3 + col * 10, 1.2 + row
        bg = SITE_BG.get(icon) or TERRAIN_BG.get({"W": "w", "water": "~"}.get(icon, ""), SAND)
        if icon == "quarry":
            bg = QUARRY_BG
        if look in ("symbol", "need"):
            bg = SAND if look == "symbol" else "white"
        style = (0, (2, 2)) if look == "need" else "solid"
        edge, width = (INK, 2.2) if look == "got" else ("#a89774", 0.8)
        ax.add_artist(
            Rectangle((x, y), 0.95, 0.95, facecolor=bg, edgecolor=edge, linewidth=width, linestyle=style)
        )
        slot = IconSlot(ax, x + 0.47, y + 0.47, 0.78, parts=4)
        fill = PLAYER_COLOURS[int(mark) - 1] if icon in MONUMENT_ICONS else None
        slot.show(icon, fill=fill, alpha=0.5 if look in ("symbol", "need") else 1.0)
        ax.text(x + 1.2, y + 0.48, mark, fontsize=11, fontweight="bold", va="center", color=INK)
        ax.text(x + 2.3, y + 0.48, label, fontsize=11, va="center", color=INK)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100)
    return buf.getvalue()
