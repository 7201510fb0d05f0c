"""Elfengold's parts of the Explorer beside the board: the legend picture and the panels under it
(the auction with a bid box, and a line per player)."""

from __future__ import annotations

import html
import io
from typing import Any

from matplotlib.figure import Figure
from matplotlib.patches import Circle

import rulekit
from rulekit import elfengold as eg

from .icons import FACE, draw_icon, rounded_box
from .layout import PLAYER_COLOURS, TERRAIN_STYLE
from .words import LEGEND_TEXT, TERRAIN_NAMES, cards_text, kind_name, panel_text, supply_text


def legend_png() -> bytes:
    """A PNG legend of the pictograms and road kinds with their names in the current language.

    >>> legend_png()[:4]
    b'\\x89PNG'
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    codes = ["D", "U", "C", "E", "T", "P", "R", "W", "G", "L", "S", "B", "X"]
    rows = (len(codes) + 1) // 2 + 6
    fig = Figure(figsize=(6.4, 0.42 * rows + 0.3), dpi=100)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_axis_off()
    ax.set_xlim(0, 6.4)
    ax.set_ylim(0.42 * rows + 0.3, 0)
    ax.set_aspect("equal")
    ax.text(
        0.15,
        0.25,
        rulekit.i18n.pick(*LEGEND_TEXT["title"]),
        fontsize=11,
        fontweight="bold",
        va="center",
    )
    for i, code in enumerate(codes):
        x, y = 0.35 + (i % 2) * 3.2, 0.72 + (i // 2) * 0.42
        ax.add_artist(rounded_box(x, y, 0.38, 0.38, fc=FACE.get(code, "white"), ec="#555555", lw=0.8))
        draw_icon(ax, code, x, y, 0.14, flip=True)
        name = (
            rulekit.i18n.pick(*LEGEND_TEXT["gold"])
            if code == "G"
            else kind_name(code)
        )
        ax.text(x + 0.3, y, f"{code}  {name}", fontsize=10.5, va="center")
    y0 = 0.72 + ((len(codes) + 1) // 2) * 0.42
    for i, (kind, (colour, style, width)) in enumerate(TERRAIN_STYLE.items()):
        x, y = 0.15 + (i % 2) * 3.2, y0 + (i // 2) * 0.42
        ax.plot([x, x + 0.45], [y, y], color=colour, lw=width, linestyle=style)
        ax.text(x + 0.55, y, rulekit.i18n.pick(*TERRAIN_NAMES[kind]), fontsize=10.5, va="center")
    y = y0 + 3 * 0.42
    draw_icon(ax, "boot", 0.35, y, 0.14, flip=True).set("boot", colour=PLAYER_COLOURS[0])
    ax.text(
        0.55,
        y,
        rulekit.i18n.pick(*LEGEND_TEXT["boot"]),
        fontsize=10.5,
        va="center",
    )
    y += 0.42
    ax.add_artist(Circle((0.35, y), 0.12, fc="#fff1b8", ec="#6b4f1d", lw=1.2))
    ax.text(0.35, y, "4", fontsize=10, ha="center", va="center", fontweight="bold", color="#6b3d00")
    for p in range(3):
        ax.add_artist(Circle((0.25 + p * 0.1, y + 0.2), 0.035, fc=PLAYER_COLOURS[p], ec="white"))
    ax.text(
        0.55,
        y,
        rulekit.i18n.pick(*LEGEND_TEXT["town"]),
        fontsize=10.5,
        va="center",
    )
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100)
    return buf.getvalue()


# --------------------------------------------------------------------------- Explorer panels
def panels(explorer: Any) -> list:
    """Explorer panels: the auction (tile on sale, bids, passes, a bid box and buttons) and the players."""
    import ipywidgets as W

    auction_box = W.HTML()
    bid_amount = W.BoundedIntText(value=1, min=1, max=999, description="", layout=W.Layout(width="6em"))
    bid_button = W.Button(description="bid", button_style="warning", layout=W.Layout(width="auto"))
    pass_button = W.Button(description="pass", layout=W.Layout(width="auto"))
    bid_row = W.HBox([bid_amount, bid_button, pass_button])
    players_box = W.HTML()

    def on_bid(_b: object) -> None:
        explorer.apply_text(f"bid {bid_amount.value}")

    def on_pass(_b: object) -> None:
        explorer.apply_text("pass")

    explorer.panel_on_click(bid_button, on_bid)
    explorer.panel_on_click(pass_button, on_pass)

    def refresh(ex: Any) -> None:
        s = ex.state
        bid_button.description = panel_text("bid")
        pass_button.description = panel_text("pass")
        style = "font-size:14px;line-height:1.5"
        if s.phase == "auction" and s.lot and not s.is_over:
            rows = [
                f"<b>{panel_text('auction')}</b>: "
                + " ".join(
                    f"<span style='border:1px solid #555;padding:0 4px;"
                    f"{'background:#ffd0ef' if i == 0 else ''}'>{html.escape(kind_name(t))}</span>"
                    for i, t in enumerate(s.lot)
                )
            ]
            who = rulekit.seat_name(s.high_bidder) if s.high_bidder >= 0 else panel_text("none")
            rows.append(
                panel_text("high")
                + f": {s.high} ({who}) · "
                + panel_text("cap")
                + f": {eg.bid_cap(s)} (EG.gap.bid-cap)"
            )
            states = []
            for p in range(s.num_players):
                tag = (
                    panel_text("passed")
                    if s.passed >> p & 1
                    else (
                        panel_text("out")
                        if s.excluded >> p & 1
                        else panel_text("to_bid")
                        if p == s.current_player
                        else ""
                    )
                )
                gold = panel_text("gold_of", g=s.gold[p])
                states.append(f"{rulekit.seat_name(p)} {gold} {tag}")
            rows.append(" · ".join(states))
            auction_box.value = f"<div style='{style}'>" + "<br>".join(rows) + "</div>"
            cap = eg.bid_cap(s)
            lowest = s.high + 1
            bid_amount.min = 1  # widen first: min and max are checked together
            bid_amount.max = max(cap, lowest)
            bid_amount.min = lowest
            bid_amount.value = min(max(bid_amount.value, lowest), bid_amount.max)
            bid_button.disabled = lowest > cap  # only a pass is left (EG.gap.bid-cap)
            bid_row.layout.display = ""
        else:
            auction_box.value = ""
            bid_row.layout.display = "none"
        lines = []
        gold = s.visible_gold(s.current_player)
        for p in range(s.num_players):
            g = "?" if gold[p] is None else gold[p]
            hand = cards_text(s.hands[p]) if p == s.current_player else f"{len(s.hands[p])}"
            lines.append(
                f"<span style='color:{PLAYER_COLOURS[p]}'><b>{rulekit.seat_name(p)}</b></span> "
                f"{panel_text('gold')} {g} · {panel_text('towns')} {s.towns(p)} · "
                f"{panel_text('cards')} {html.escape(hand)} · {panel_text('tiles')} "
                f"{html.escape(supply_text(s.supply[p], p == s.current_player))}"
            )
        players_box.value = f"<div style='{style}'>" + "<br>".join(lines) + "</div>"

    refresh(explorer)
    explorer.on_refresh(refresh)
    return [auction_box, bid_row, players_box]
