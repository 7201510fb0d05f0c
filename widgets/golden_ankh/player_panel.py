"""The panels inside the Golden Ankh picture: one per player (the layout on both layers, the tokens in
hand, tokens on storehouses, bonus markers) and the legend of the pictograms, which takes the place a
fourth player's panel would take in a three-player game.

>>> from rulekit import golden_ankh as ga
>>> from widgets.golden_ankh import BoardView
>>> view = BoardView(ga.new_game(players=3, seed=1))
>>> type(view.panels[0]).__name__, view.panels[0].info_texts["tiles"].get_text()
('PlayerPanel', 'Tiles placed: 0')
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import TYPE_CHECKING, Any

from matplotlib.axes import Axes
from matplotlib.patches import Circle, FancyBboxPatch, Rectangle
from matplotlib.text import Text

from rulekit.golden_ankh.components import Components
from rulekit.golden_ankh.layout import Layout

from .artists import Grid, TileArtist, Token, add_text, pair, ring, show_mark
from .facts import PlayerFacts
from .look import CURRENT, GOLD, HIGHLIGHT, INK, INK_SOFT, PANEL
from .words import label as _t
from .words import lang

if TYPE_CHECKING:
    from .view import BoardView

class PlayerPanel:
    """One player's panel: frame, header, the layout window, and the token/bonus column."""

    GROUND_POOL = 20
    UPPER_POOL = 6
    MARK_POOL = 40
    AXIS_POOL = 12  # row and column numbers (shown with the view's details)
    INFO_W = 3.55
    TOKEN_R = 0.34

    def __init__(self, view: BoardView, box: tuple[float, float, float, float], with_info: bool) -> None:
        ax = view.ax
        sz = view.sizer
        self.view = view
        x, y, w, h = box
        self.box = box
        self.with_info = with_info
        self.max_cell = 1.7 if with_info else 2.2  # data units; a lone layout may use big cells
        self.frame = FancyBboxPatch((x, y), w, h, boxstyle="round,pad=0,rounding_size=0.25", facecolor=PANEL,
                                    edgecolor="#b9aa80", linewidth=1.2, zorder=0.5)
        ax.add_patch(self.frame)
        # the marker of the player to move (or of a winner): four thin bars, so that passing the turn
        # redraws only strips of the picture, not the whole panel
        t = 0.12
        self.rim = [Rectangle(xy, bw, bh, facecolor=CURRENT, edgecolor="none", zorder=0.6, visible=False)
                    for xy, bw, bh in (((x, y), w, t), ((x, y + h - t), w, t), ((x, y), t, h),
                                       ((x + w - t, y), t, h))]
        for bar in self.rim:
            ax.add_patch(bar)
        self.header = Text(x + 0.3, y + 0.45, "", ha="left", va="center", fontsize=sz.pt(18),
                           fontweight="bold", zorder=5)
        ax.add_artist(self.header)
        self.doing = Text(x + w - 0.3, y + 0.45, "", ha="right", va="center", fontsize=sz.pt(13.5),
                          color=CURRENT, zorder=5)
        ax.add_artist(self.doing)
        info_w = self.INFO_W if with_info else 0.0
        # the layout window
        self.window = (x + 0.25, y + 0.9, w - 0.5 - info_w, h - 1.1)
        wx, wy, ww, wh = self.window
        self.window_patch = Rectangle((wx, wy), ww, wh, facecolor="#fffdf6", edgecolor="#d8cca8",
                                      linewidth=0.8, zorder=0.8)
        ax.add_patch(self.window_patch)
        self.ground = [TileArtist(ax, upper=False, sizer=sz) for _ in range(self.GROUND_POOL)]
        self.upper = [TileArtist(ax, upper=True, sizer=sz) for _ in range(self.UPPER_POOL)]
        self.marks = [self._mark(ax) for _ in range(self.MARK_POOL)]
        self.more = Text(wx + ww - 0.1, wy + wh - 0.1, "", ha="right", va="bottom", fontsize=sz.pt(13),
                         zorder=6, color="#7a5a00")
        ax.add_artist(self.more)
        self.empty = add_text(ax, ha="center", va="center", fontsize=sz.pt(14), color="#9a8a60", zorder=1)
        self.empty.set_position((wx + ww / 2, wy + wh / 2))
        axis_kw = dict(ha="center", va="center", fontsize=sz.pt(12), color="#8a7a50", zorder=6, visible=False)
        self.row_labels = [add_text(ax, **axis_kw) for _ in range(self.AXIS_POOL)]
        self.col_labels = [add_text(ax, **axis_kw) for _ in range(self.AXIS_POOL)]
        self.grid: Grid | None = None
        # the info column
        self.tokens: list[Token] = []
        self.token_counts: list[Text] = []
        self.token_marks: list[Circle] = []
        self.info_texts: dict[str, Text] = {}
        if with_info:
            ix = x + w - info_w + 0.1
            self.info_x = ix
            self.info_texts["hand"] = add_text(ax, ha="left", va="center", fontsize=sz.pt(14), zorder=5,
                                               color=INK_SOFT)
            self.info_texts["hand"].set_position((ix, y + 1.15))
            for i in range(6):
                cx = ix + 0.4 + (i % 2) * 1.65
                cy = y + 1.78 + (i // 2) * 0.84
                self.tokens.append(Token(ax, cx, cy, self.TOKEN_R, sz))
                count = add_text(ax, ha="left", va="center", fontsize=sz.pt(15), zorder=6)
                count.set_position((cx + self.TOKEN_R + 0.06, cy))
                self.token_counts.append(count)
                self.token_marks.append(ring(ax, cx, cy, self.TOKEN_R + 0.13))
            rows = {"stored": 4.25, "tiles": 4.8, "bonus": 5.35}
            for key, dy in rows.items():
                info = add_text(ax, ha="left", va="center", fontsize=sz.pt(14), zorder=5)
                info.set_position((ix, y + dy))
                self.info_texts[key] = info
            self.bonus_discs = []
            for i in range(5):
                bx, by = ix + 0.32 + 0.68 * i, y + 5.95
                c = Circle((bx, by), 0.3, facecolor=GOLD, edgecolor="#6b5200", linewidth=1.2, zorder=5,
                           visible=False)
                ax.add_patch(c)
                tt = Text(bx, by, "", ha="center", va="center", fontsize=sz.pt(14), zorder=6,
                          fontweight="bold", visible=False)
                ax.add_artist(tt)
                self.bonus_discs.append((c, tt))

    @staticmethod
    def _mark(ax: Axes) -> Rectangle:
        m = Rectangle((0, 0), 1, 1, facecolor=HIGHLIGHT + "33", edgecolor=HIGHLIGHT, linewidth=2.0,
                      linestyle="--", zorder=7, visible=False)
        ax.add_patch(m)
        return m

    # ---- layout window
    def fit(self, lay: Layout, marks: Iterable[tuple], margin: float) -> Grid:
        """Choose the cell size and origin so the layout (with ``margin`` cells of air) fills the window."""
        tiles = list(lay.ground) + [(r + 1, c + 1) for (r, c) in lay.upper] or [(0, 0)]
        marked = [(m[1], m[2]) for m in marks] + [(m[1] + 1, m[2] + 1) for m in marks if m[0] == "upper"]
        # the tiles with ``margin`` cells of air, and every marked place (which may lie in that air)
        lo_r = min([r - margin for r, _ in tiles] + [r for r, _ in marked])
        hi_r = max([r + 1 + margin for r, _ in tiles] + [r + 1 for r, _ in marked])
        lo_c = min([c - margin for _, c in tiles] + [c for _, c in marked])
        hi_c = max([c + 1 + margin for _, c in tiles] + [c + 1 for _, c in marked])
        wx, wy, ww, wh = self.window
        s = min(ww / (hi_c - lo_c), wh / (hi_r - lo_r), self.max_cell)
        r0, c0 = min(r for r, _ in tiles), min(c for _, c in tiles)
        # centre the whole span in the window; cell (r0, c0) then sits at its place in the span
        x0 = wx + (ww - (hi_c - lo_c) * s) / 2 + (c0 - lo_c) * s
        y0 = wy + (wh - (hi_r - lo_r) * s) / 2 + (r0 - lo_r) * s
        return Grid(r0, c0, s, x0, y0)

    def update(self, comp: Components, pf: PlayerFacts, marks: list[tuple[str, int, int, bool]],
               hand_marks: tuple[set, set] = (set(), set()), roomy: bool | None = None,
               editing: bool = False) -> None:
        """Show a player's facts; ``marks`` are ``(kind, r, c, strong)`` layout places to highlight
        (strong: named by the caller; light: where a chosen market tile may go); ``hand_marks`` the
        strong and light token letters of the hand; ``roomy`` leaves a whole free cell around the
        layout (by default for the player to move); ``editing`` frames the panel as the one a position
        editor is changing."""
        lay = pf.layout
        for bar in self.rim:
            bar.set_visible(pf.to_play or pf.winner)
            bar.set_facecolor(CURRENT if pf.to_play else GOLD)
        head = pf.name
        if pf.to_play:
            head = f"▶ {pf.name} — {_t('to_play')}"
        elif pf.winner:
            head = f"★ {pf.name} — {_t('winners')}"
        if editing:
            head = f"{head} · {_t('editing')}"
        self.frame.set_edgecolor(HIGHLIGHT if editing else "#b9aa80")
        self.frame.set_linewidth(3.0 if editing else 1.2)
        self.header.set_text(head)
        self.header.set_color(CURRENT if pf.to_play else INK)
        self.doing.set_text(pf.doing if self.view.turn_controls else "")
        # the player to move gets a whole free cell around the layout, where new tiles may go
        roomy = pf.to_play if roomy is None else roomy
        grid = self.fit(lay, marks, 1.0 if roomy else (0.6 if self.view.lone else 0.4))
        self.grid = grid
        s = grid.s
        inset = 0.05 * s
        ground = sorted(lay.ground.items())
        for art, item in pair(self.ground, ground):
            if item is None:
                art.hide()
                continue
            (r, c), tile = item
            tx, ty = grid.cell_xy(r, c)
            art.show(comp, tile, tx + inset, ty + inset, s - 2 * inset, (0, r, c) in lay.stored)
        upper = sorted(lay.upper.items())
        for art, item in pair(self.upper, upper):
            if item is None:
                art.hide()
                continue
            (r, c), tile = item
            cx, cy = grid.cell_xy(r + 1, c + 1)  # the corner where the four supports meet
            size = 0.7 * s
            art.show(comp, tile, cx - size / 2, cy - size / 2, size, (1, r, c) in lay.stored)
        hidden = max(0, len(ground) - len(self.ground)) + max(0, len(upper) - len(self.upper))
        self.more.set_text(f"+{hidden}" if hidden else "")
        self.empty.set_text("" if ground or upper or marks else _t("no_tiles"))
        for m, item in pair(self.marks, marks):
            if item is None:
                m.set_visible(False)
                continue
            kind, r, c, strong = item
            # never tint a tile's colour: marks on tiles (and upper centres, which lie on tiles) are outlines
            occupied = kind == "upper" or (r, c) in lay.ground
            m.set_facecolor("none" if occupied else HIGHLIGHT + ("40" if strong else "1c"))
            m.set_edgecolor(HIGHLIGHT if strong else HIGHLIGHT + "aa")
            m.set_linewidth(3.0 if strong else 1.6)
            if kind == "ground":
                mx, my = grid.cell_xy(r, c)
                m.set_bounds(mx + 0.08 * s, my + 0.08 * s, 0.84 * s, 0.84 * s)
            else:
                cx, cy = grid.cell_xy(r + 1, c + 1)
                m.set_bounds(cx - 0.3 * s, cy - 0.3 * s, 0.6 * s, 0.6 * s)
            m.set_visible(True)
        self._update_axes(grid)
        if self.with_info:
            self._update_info(comp, pf, hand_marks)

    def _update_axes(self, grid: Grid) -> None:
        """Row numbers down the left edge and column numbers along the top (the view's details)."""
        wx, wy, ww, wh = self.window
        s = grid.s
        show = bool(self.view.details)
        rows = [r for r in range(grid.r0 - 3, grid.r0 + 20) if wy <= grid.cell_xy(r, 0)[1] + s / 2 <= wy + wh]
        cols = [c for c in range(grid.c0 - 3, grid.c0 + 20) if wx <= grid.cell_xy(0, c)[0] + s / 2 <= wx + ww]
        for t, r in pair(self.row_labels, rows if show else []):
            if r is None:
                t.set_visible(False)
                continue
            t.set_position((wx + 0.22, grid.cell_xy(r, 0)[1] + s / 2))
            t.set_text(str(r))
            t.set_visible(True)
        for t, c in pair(self.col_labels, cols if show else []):
            if c is None:
                t.set_visible(False)
                continue
            t.set_position((grid.cell_xy(0, c)[0] + s / 2, wy + 0.2))
            t.set_text(str(c))
            t.set_visible(True)

    def _update_info(self, comp: Components, pf: PlayerFacts, hand_marks: tuple[set, set]) -> None:
        strong, light = hand_marks
        self.info_texts["hand"].set_text(_t("hand"))
        for i, (token, count, mark) in enumerate(zip(self.tokens, self.token_counts, self.token_marks,
                                                     strict=True)):
            key = comp.kind_keys[i] if i < len(comp.kind_keys) else ""
            n = pf.tokens.get(key, 0)
            token.show(comp, key, n > 0)
            count.set_text(f"×{n}")
            count.set_color(INK if n else "#8a8a8a")
            letter = comp.kind_letters[i] if i < len(comp.kind_letters) else ""
            show_mark(mark, letter, strong, light)
        stored = sum(pf.stored.values())
        self.info_texts["stored"].set_text(_t("stored", n=stored))
        self.info_texts["stored"].set_visible(stored > 0)
        self.info_texts["tiles"].set_text(_t("tiles", n=pf.tiles_placed))
        bonus = _t("bonus") if pf.bonus else f"{_t('bonus')}: {_t('bonus_none')}"
        self.info_texts["bonus"].set_text(bonus)
        for i, (c, tt) in enumerate(self.bonus_discs):
            on = i < len(pf.bonus)
            c.set_visible(on)
            tt.set_visible(on)
            if on:
                tt.set_text(str(pf.bonus[i]))

    def token_centre(self, i: int) -> tuple[float, float]:
        return self.tokens[i].cx, self.tokens[i].cy

    def target_at(self, x: float, y: float, comp: Components) -> Hashable | None:
        for i, token in enumerate(self.tokens):
            near = (x - token.cx) ** 2 + (y - token.cy) ** 2 <= (self.TOKEN_R + 0.12) ** 2
            if near and i < len(comp.kind_letters):
                return ("hand", comp.kind_letters[i])
        wx, wy, ww, wh = self.window
        if self.grid is None or not (wx <= x <= wx + ww and wy <= y <= wy + wh):
            return None
        r, c = self.grid.cell_at(x, y)
        rr, cc = round(r), round(c)
        if abs(r - rr) <= 0.34 and abs(c - cc) <= 0.34:  # on an upper tile, or where one would go
            return ("upper", rr - 1, cc - 1)  # near the corner shared by cells (rr-1..rr, cc-1..cc)
        return ("ground", int(r // 1), int(c // 1))


class LegendPanel:
    """The pictograms with their names, in the place a fourth player's panel would take."""

    SAMPLES = (("falcon", "GF"), ("jackal", "RJ"), ("scarab", "BS"), ("two", "W2"), ("storehouse", "KH"),
               ("scribe", "GP"), ("desert", "RD"))

    def __init__(self, view: BoardView, box: tuple[float, float, float, float]) -> None:
        ax = view.ax
        sz = view.sizer
        x, y, w, h = box
        frame = FancyBboxPatch((x, y), w, h, boxstyle="round,pad=0,rounding_size=0.25", facecolor="#f6f0df",
                               edgecolor="#d8cca8", linewidth=1.0, zorder=0.5)
        ax.add_patch(frame)
        self.title = add_text(ax, ha="left", va="center", fontsize=sz.pt(16), fontweight="bold",
                              color=INK_SOFT, zorder=5)
        self.title.set_position((x + 0.3, y + 0.45))
        size = min(1.05, (h - 1.1) / 5 - 0.2)
        self.rows: list[tuple[Any, Text, tuple[float, float, float]]] = []
        for i in range(len(self.SAMPLES) + 3):
            col, row = i // 5, i % 5
            ex, ey = x + 0.35 + col * (w / 2), y + 0.95 + row * (size + 0.2)
            if i < len(self.SAMPLES) or i == len(self.SAMPLES) + 2:
                art: Any = TileArtist(ax, upper=i > len(self.SAMPLES), sizer=sz)
            elif i == len(self.SAMPLES):
                art = Token(ax, ex + size / 2, ey + size / 2, size * 0.45, sz)
            else:
                disc = Circle((ex + size / 2, ey + size / 2), size * 0.42, facecolor=GOLD,
                              edgecolor="#6b5200", linewidth=1.2, zorder=5)
                ax.add_patch(disc)
                art = Text(ex + size / 2, ey + size / 2, "3", ha="center", va="center", fontsize=sz.pt(16),
                           fontweight="bold", zorder=6)
                ax.add_artist(art)
            name = add_text(ax, ha="left", va="center", fontsize=sz.pt(15), zorder=5, color=INK)
            name.set_position((ex + size + 0.25, ey + size / 2))
            self.rows.append((art, name, (ex, ey, size)))

    def update(self, comp: Components) -> None:
        lang_ = lang()
        self.title.set_text(_t("legend"))
        n = len(self.SAMPLES)
        for i, (art, name, (ex, ey, size)) in enumerate(self.rows):
            if i < n:
                key, code = self.SAMPLES[i]
                art.show(comp, comp.tile_from_code(code), ex, ey, size, token=False)
                name.set_text(comp.kind_name(key, lang_))
            elif i == n:
                art.show(comp, "ankh")
                name.set_text(_t("ankh_token"))
            elif i == n + 1:
                name.set_text(_t("bonus_points", marker=_t("bonus_marker")))
            else:
                inset = 0.12 * size
                upper = comp.tile_from_code("WS")
                art.show(comp, upper, ex + inset, ey + inset, size - 2 * inset, token=False)
                name.set_text(_t("upper_tile"))


__all__ = ["LegendPanel", "PlayerPanel"]
