"""Fertility on screen: the central board, the valley tiles, the district tiles and the player's city.

One Axes in data units (1 unit = 40 CSS px when the picture is shown 960 px wide; y grows
downwards).  From the top: the turn and what to click next; the central board (중앙판) with the
common supply (공동 창고), the monuments (기념물) and the other players beside it; the personal
and public valley tiles (개인 / 공용 계곡 타일) with the on-picture buttons; the four face-up
district tiles (구역 타일) with their cost and shops; the city board (도시판) of the player to
move: its printed shop and seven lots (공터) with the shops (상점) and what is supplied; the pieces
beside the city board (도시판 옆) and the wheat store (밀 저장고).  Every pictogram carries its
letter (M C P G, or 대 소 파 포 in Korean), so colour is never the only sign.

:class:`BoardView` builds the pieces (:mod:`.artists`) once and restyles them for each state
(:mod:`.restyle`); which click means which place is in :mod:`.clicks`.

>>> from rulekit import fertility as fe
>>> view = BoardView(fe.new_game(players=3, seed=1))
>>> view.smallest_text_px(960) >= 11
True
>>> view.click_targets(fe.parse_action("supply C 3.1"))
(('beside', 'C'), ('shop', 3, 1))
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import FancyBboxPatch, Rectangle

import rulekit
from rulekit.fertility import FertilityState, parse_position
from rulekit.fertility.actions import Discard, Place, place
from rulekit.fertility.scoring import statues

from ..board import CONFIRM
from ..board import BoardView as _BaseView
from .artists import (
    BOARD_MAX_H,
    BOARD_MAX_W,
    CARD_H,
    CARD_W,
    CELL_MAX,
    FONT,
    GAP,
    HIGHLIGHT,
    INK,
    LABEL_BOX,
    MUTED,
    PLAYER_COLOURS,
    QUARRY_BG,
    SAND,
    SMALL,
    TERRAIN_BG,
    TILE,
    WIDTH,
    Button,
    Card,
    Painter,
    Spot,
    Tile,
    added,
    centre,
    mark,
)
from .clicks import MONUMENT, TURN, WHEAT, ClickMap
from .icons import MONUMENT_ICONS, SITE_BG, IconSlot
from .restyle import Restyle
from .words import (
    HINTS,
    LETTERS,
    MONUMENT_NAMES,
    PHASES,
    QUARRY_LETTER,
    RESOURCES,
    TERRAIN_LETTER,
    letter,
    statue_name,
    t,
)

TERRAIN_ICON = {"w": "W", "~": "water", "s": "start"}


def as_state(obj: Any) -> FertilityState:
    """A state, or a position in notation (:mod:`rulekit.fertility.position`) read into one."""
    if isinstance(obj, str):
        return parse_position(obj)
    return obj


# A central board narrower than this is a fragment set up in notation (a game's board is 15 or 20 wide).
FRAGMENT_WIDTH = 10


class BoardView(ClickMap, Restyle, _BaseView[FertilityState]):
    """The Fertility picture: built once for a board size; :meth:`update` restyles it in place."""

    game = "fertility"
    figsize = (12.0, 14.0)  # the height follows the central board (see _layout)
    dpi = 80
    details = False
    scores_shown = True  # the players' deben beside the board (hidden by ScoreQuizView)
    focus: int | None = None  # whose hand and city are shown (None: the player to move); the editor sets it
    note: str | None = None  # a line shown instead of the turn's hint (the editor's tool hint)
    buttons: bool = True  # the on-picture buttons of a turn (Turn, OK, Discard, End turn); not in the editor
    CONFIRM = CONFIRM

    def __init__(
        self, state: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = (), **kw: Any
    ) -> None:
        state = as_state(state)
        if kw.get("details") is None and state.board.width < FRAGMENT_WIDTH:
            # a part of a board set up in notation: lessons and quizzes name its cells and shops
            # (``place P@1,2``, ``supply G 1.1``), so the picture shows their coordinates
            kw["details"] = True
        self._layout(state)
        self.figsize = (12.0, self.total_h * 12.0 / WIDTH)
        self._paint = Painter()
        super().__init__(state, ax, highlight, **kw)

    # ------------------------------------------------------------------ geometry
    def _layout(self, state: FertilityState) -> None:
        b = state.board
        self.h, self.w = b.height, b.width
        self.S = S = min(CELL_MAX, BOARD_MAX_W / self.w, BOARD_MAX_H / self.h)
        self.bx, self.by = 0.1, 1.6
        self.side_x = self.bx + self.w * S + 0.35
        self.side_w = WIDTH - self.side_x - 0.05
        n = state.num_players
        side_bottom = self.by + 1.5 + 2 * (0.42 + TILE + 0.15) + 1.1 + 0.45 + n * 0.46 + 0.1
        self.y_cards = max(self.by + self.h * S, side_bottom) + 0.2
        self.lots = state.comp.lots
        self.row_n = len(state.row)
        self.city_rows = (self.lots + 1 + 3) // 4
        rows = max(self.city_rows, (self.row_n + 1) // 2)
        self.y_beside = self.y_cards + 0.42 + rows * (CARD_H + 0.12)
        self.total_h = self.y_beside + 0.42 + 0.95 + 0.15
        self.track = len(state.comp.wheat_track)

    def cell_box(self, cell: tuple[int, int]) -> tuple[float, float, float, float]:
        x, y = self.bx + cell[1] * self.S, self.by + cell[0] * self.S
        return (x, y, x + self.S, y + self.S)

    def cell_centre(self, cell: tuple[int, int]) -> tuple[float, float]:
        """Data coordinates of a cell's centre."""
        return centre(self.cell_box(cell))

    # ------------------------------------------------------------------ build
    def build(self, state: FertilityState) -> None:
        state = as_state(state)
        self._layout(state)
        self._paint = Painter()
        ax = self.ax
        ax.set_xlim(0, WIDTH)
        ax.set_ylim(self.total_h, 0)
        ax.set_aspect("equal")
        self.header = ax.text(0.12, 0.42, "", fontsize=14, fontweight="bold", va="center", color=INK)
        self.hint = ax.text(
            0.12,
            1.1,
            "",
            fontsize=FONT + 0.5,
            va="center",
            color="#4a3b24",
            fontfamily=["DejaVu Sans", "NanumGothic"],
        )  # the arrows from DejaVu Sans
        # the central board
        S = self.S
        self.cell_rects, self.cell_icons, self.cell_texts, self.cell_marks, self.cell_coords = (
            [],
            [],
            [],
            [],
            [],
        )
        for i in range(self.h * self.w):
            r, c = divmod(i, self.w)
            x0, y0, _, _ = self.cell_box((r, c))
            self.cell_rects.append(
                ax.add_artist(
                    Rectangle((x0, y0), S, S, facecolor=SAND, edgecolor="#c9b98f", linewidth=0.6, zorder=1)
                )
            )
            self.cell_icons.append(IconSlot(ax, x0 + S * 0.4, y0 + S * 0.4, S * 0.6, zorder=3))
            self.cell_texts.append(
                ax.text(
                    x0 + S - 0.03,
                    y0 + S - 0.02,
                    "",
                    ha="right",
                    va="bottom",
                    fontsize=max(SMALL, SMALL * S**0.5),  # larger on the lessons' small boards
                    fontweight="bold",
                    color=INK,
                    zorder=4,
                )
            )
            self.cell_coords.append(
                ax.text(
                    x0 + 0.03,
                    y0 + 0.02,
                    "",
                    ha="left",
                    va="top",
                    fontsize=SMALL,
                    color="#24324f",
                    zorder=4.5,
                    visible=False,
                    bbox=LABEL_BOX,
                )
            )
            self.cell_marks.append(mark(ax, x0 + 0.04, y0 + 0.04, S - 0.08, S - 0.08))
        self.tile_outlines = [
            added(ax, Rectangle((0, 0), 1, 1, fill=False, edgecolor=INK, linewidth=2.2, visible=False,
                                zorder=5))
            for _ in range(len(state.comp.tiles) + 2)
        ]
        self.tile_outlines[-1].set_linestyle((0, (4, 2)))  # the tile as it would lie (preview)
        # the side panel: common supply, valley tiles, buttons, monuments, players
        sx, sw = self.side_x, self.side_w
        y = self.by
        self.supply_label = ax.text(sx, y + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK)
        self.supply_spots = {
            r: Spot(ax, sx + k * sw / 4, y + 0.42, sw / 4, 0.95) for k, r in enumerate(RESOURCES)
        }
        y += 1.5
        pitch = 2 * TILE + 0.3
        self.hand_label = ax.text(sx, y + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK)
        self.hand_tiles = [Tile(ax, sx + 0.08 + k * pitch, y + 0.42) for k in range(3)]
        y += 0.42 + TILE + 0.15
        self.public_label = ax.text(sx, y + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK)
        self.stack_text = ax.text(sx + sw, y + 0.2, "", fontsize=SMALL, va="center", ha="right", color=MUTED)
        self.public_tiles = [Tile(ax, sx + 0.08 + k * pitch, y + 0.42) for k in range(3)]
        y += 0.42 + TILE + 0.15
        self.button_a = Button(ax, sx, y, 2.55, 0.95)
        self.button_b = Button(ax, sx + 2.65, y, 2.0, 0.95)
        self.monument_spot = Spot(ax, sx + 4.75, y, sw - 4.75, 0.95)
        y += 1.1
        self.others_label = ax.text(sx, y + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK)
        self.other_texts = [
            ax.text(sx, y + 0.66 + q * 0.46, "", fontsize=SMALL, va="center", color=INK)
            for q in range(state.num_players)
        ]
        # district tiles (2 columns) and the city board (4 columns)
        yc = self.y_cards
        city_x = 0.1 + 2 * (CARD_W + GAP)
        self.row_label = ax.text(0.1, yc + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK)
        self.city_label = ax.text(
            city_x, yc + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK
        )
        self.statue_text = ax.text(
            WIDTH - 0.08, yc + 0.2, "", fontsize=SMALL, va="center", ha="right", color=INK
        )
        top = yc + 0.42
        self.row_cards = [
            Card(ax, 0.1 + (k % 2) * (CARD_W + GAP), top + (k // 2) * (CARD_H + 0.12))
            for k in range(self.row_n)
        ]
        self.city_frame = ax.add_artist(
            FancyBboxPatch(
                (city_x - 0.07, top - 0.07),
                WIDTH - city_x + 0.02,
                self.city_rows * (CARD_H + 0.12) + 0.02,
                boxstyle="round,pad=0,rounding_size=0.2",
                facecolor="#efe3c4",
                edgecolor="#8a7650",
                linewidth=1.0,
                zorder=0.5,
            )
        )
        self.city_cards = [
            Card(ax, city_x + (k % 4) * (CARD_W + GAP), top + (k // 4) * (CARD_H + 0.12))
            for k in range(self.lots + 1)
        ]
        # beside the city board, the wheat store
        yb = self.y_beside
        self.beside_label = ax.text(
            0.1, yb + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK
        )
        self.beside_spots = {
            r: Spot(ax, 0.1 + k * 2.25, yb + 0.42, 2.2, 0.95) for k, r in enumerate(RESOURCES)
        }
        wx = 9.3
        self.wheat_label = ax.text(wx, yb + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK)
        step = (WIDTH - wx - 0.05) / self.track
        self.wheat_box = (wx, yb + 0.42, wx + step * self.track, yb + 1.37)
        self.wheat_cells, self.wheat_texts = [], []
        for k in range(self.track):
            x = wx + k * step
            self.wheat_cells.append(
                ax.add_artist(
                    Rectangle(
                        (x, yb + 0.44),
                        step * 0.94,
                        0.91,
                        facecolor="#fff4cc",
                        edgecolor="#a08b3c",
                        linewidth=1.0,
                        zorder=1,
                    )
                )
            )
            self.wheat_texts.append(
                ax.text(
                    x + step * 0.47,
                    yb + 1.33,
                    "",
                    ha="center",
                    va="bottom",
                    fontsize=SMALL,
                    color=INK,
                    zorder=4,
                )
            )
        self.wheat_step, self.wheat_x = step, wx
        self.wheat_token = IconSlot(ax, wx + step * 0.47, yb + 0.7, min(step * 0.7, 0.45), zorder=3)
        self.wheat_mark = mark(ax, *self._wh(self.wheat_box))

    @staticmethod
    def _wh(box: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
        return (box[0], box[1], box[2] - box[0], box[3] - box[1])

    # ------------------------------------------------------------------ update
    def update(self, state: FertilityState, highlight: Iterable[Hashable] = (),
               weak: Iterable[Hashable] = ()) -> None:
        """Show ``state``: ``highlight`` places get a bold red frame, ``weak`` ones a thin dashed one.

        A strongly marked ``("hand", tile)`` with no ``weak`` places also marks (lightly) every cell
        where that tile may go; with two cells chosen too, the tile is shown on them as it would lie
        (turned when the Turn button is among ``highlight``).
        """
        state = as_state(state)
        self.state = state
        paint = self._paint
        highlight = tuple(highlight)
        marks = set(highlight)
        light = set(weak) - marks
        lang = rulekit.get_language()
        b, comp = state.board, state.comp
        p = self.seat(state)
        seat = rulekit.seat_name(p)
        chosen = [m[1] for m in highlight if isinstance(m, tuple) and len(m) == 2 and m[0] == "hand"]
        picked_cells = sorted(
            m for m in highlight if isinstance(m, tuple) and len(m) == 2 and isinstance(m[0], int)
        )
        turned = TURN in marks
        if chosen and not picked_cells and not light and state.phase == "place" and not state.is_over:
            for a in state.legal_actions():
                if type(a) is Place and a.targets()[-1][1] in chosen:
                    light.update(a.targets()[:2])
        ghost: dict[int, str] = {}
        ghost_ok = False
        if chosen and len(picked_cells) == 2 and b.on_board(picked_cells[0]) and b.on_board(picked_cells[1]):
            key = chosen[0]
            first, second = (key[1], key[0]) if turned else (key[0], key[1])
            ghost = {b.index(picked_cells[0]): first, b.index(picked_cells[1]): second}
            # the preview's outline is red when the tile cannot lie so (Turn may help)
            ghost_ok = state.phase == "place" and state.is_legal(
                place(first, picked_cells[0], second, picked_cells[1])
            )
        # header
        if state.is_over:
            paint(self.header, text=t("over", w=", ".join(rulekit.seat_name(w) for w in state.winners())))
        else:
            paint(
                self.header,
                text=t("turn", t=state.turn + 1, p=rulekit.seat_name(state.current_player),
                        phase=rulekit.i18n.pick(*PHASES[state.phase])),
            )
        hint = rulekit.i18n.pick(*HINTS[self._hint_key(state)])
        paint(self.hint, text=self.note if self.note is not None else hint)
        # the central board
        for i in range(self.h * self.w):
            ch = b.cells[i]
            site = ghost.get(i) or state.site[i]
            rect, icon, text = self.cell_rects[i], self.cell_icons[i], self.cell_texts[i]
            if site:
                paint(rect, facecolor=SITE_BG[site], alpha=0.55 if i in ghost else 1.0)
                icon.show(site, alpha=0.6 if i in ghost else 1.0)
                paint(text, text=LETTERS[lang][site], color=INK)
            elif i in state.quarry:
                owner = state.quarry[i]
                paint(rect, facecolor=QUARRY_BG, alpha=1.0)
                paint(text, color=INK)
                if owner < 0:
                    icon.show("quarry")
                    paint(text, text=QUARRY_LETTER[lang])
                else:
                    icon.show(self._monument_icon(state, owner), fill=PLAYER_COLOURS[owner % 4])
                    paint(text, text=str(owner + 1))
            else:
                paint(rect, facecolor=TERRAIN_BG.get(ch, SAND), alpha=1.0)
                if ch in "mcpg":
                    paint(text, color=INK)
                    icon.show(ch.upper(), alpha=0.45)
                    paint(text, text=f"({LETTERS[lang][ch.upper()]})")
                elif ch in TERRAIN_ICON:
                    icon.show(TERRAIN_ICON[ch], alpha=0.35 if ch == "s" else 1.0)
                    paint(text, text=TERRAIN_LETTER[lang][ch], color=MUTED if ch == "s" else INK)
                else:
                    icon.show(None)
                    paint(text, text="")
            cell = b.coords[i]
            if self.details:
                paint(self.cell_coords[i], text=f"{cell[0]},{cell[1]}", visible=True)
            else:
                paint(self.cell_coords[i], visible=False)
            attention = state.phase == "quarry" and bool(state.pending) and state.pending[0] == i
            self._show_mark(self.cell_marks[i], cell in marks, cell in light, attention)
        # tile outlines: one per valley tile (by its number), the start tile's, the previewed tile's
        cells_of: dict[int, list[int]] = {}
        last = len(self.tile_outlines) - 1
        for i, number in enumerate(state.tile_at):
            if number >= 0 or number == -2:
                cells_of.setdefault(number if number >= 0 else last - 1, []).append(i)
        if ghost:
            cells_of[last] = list(ghost)
        for k, outline in enumerate(self.tile_outlines):
            group = cells_of.get(k)
            if group:
                rows = [i // self.w for i in group]
                cols = [i % self.w for i in group]
                box = (
                    self.bx + min(cols) * self.S,
                    self.by + min(rows) * self.S,
                    (max(cols) - min(cols) + 1) * self.S,
                    (max(rows) - min(rows) + 1) * self.S,
                )
                paint(outline, bounds=box, visible=True)
            else:
                paint(outline, visible=False)
        paint(self.tile_outlines[last], edgecolor=INK if ghost_ok else HIGHLIGHT)
        # the side panel
        paint(self.supply_label, text=t("supply"))
        for k, r in enumerate(RESOURCES):
            spot = self.supply_spots[r]
            spot.icon.show(r)
            paint(spot.text, text=f"{letter(r)} ×{state.supply[k]}")
            self._show_mark(spot.mark, ("supply", r) in marks, ("supply", r) in light)
        kind = state.monument_kinds[p]
        self.monument_spot.icon.show(self._monument_icon(state, p), fill=PLAYER_COLOURS[p % 4])
        monument = rulekit.i18n.pick(*MONUMENT_NAMES.get(kind, (kind, kind)))
        paint(self.monument_spot.text, text=f"{monument} ×{state.monuments[p]}")
        self._show_mark(self.monument_spot.mark, MONUMENT in marks, MONUMENT in light)
        paint(self.others_label, text=t("others"))
        scores = state.score()
        for q, text in enumerate(self.other_texts):
            paint(
                text,
                text=t(
                    "player",
                    p=rulekit.seat_name(q),
                    d=scores[q].total if self.scores_shown else "?",
                    n=sum(x is not None for x in state.lots[q]),
                    w=state.wheat[q],
                ),
                fontweight="bold" if q == p else "normal",
                color=PLAYER_COLOURS[q % 4],
            )
        # personal and public tiles, buttons
        paint(self.hand_label, text=t("hand", p=seat))
        paint(self.public_label, text=t("public"))
        paint(self.stack_text, text=t("stack", n=len(state.stack)))
        hand = [] if state.is_over else [comp.tiles[t] for t in state.hands[p]]
        self._show_tiles(self.hand_tiles, hand, "hand", marks, light, turned)
        self._show_tiles(
            self.public_tiles, [comp.tiles[t] for t in state.public], "public", marks, light, False
        )
        for button, place_ in (
            (self.button_a, self._button_a(state)),
            (self.button_b, self._button_b(state)),
        ):
            self._show_button(button, place_, marks, light)
        # the district row
        paint(self.row_label, text=t("row"))
        for k, card in enumerate(self.row_cards):
            did = state.row[k] if k < len(state.row) else None
            if did is None:
                self._show_card(card, "", "", [], {}, ("row", k + 1), marks, light, lot=None, empty=True)
            else:
                d = comp.districts[did]
                title = t("cost", n=d.cost) if d.cost else t("free")
                self._show_card(card, title, did, list(d.shops), {}, ("row", k + 1), marks, light, lot=None)
        # the city board of the player to move
        paint(self.city_label, text=t("city", p=seat))
        shown, chosen_statues = statues(state, p)
        names = [statue_name(s) for s in sorted(shown)] + ["?"] * chosen_statues
        paint(self.statue_text, text=t("statues", s=", ".join(names)) if names else t("no_statues"))
        goods = state.goods[p]
        for lot, card in enumerate(self.city_cards):
            if lot == 0:
                shops, title, detail = list(comp.printed_shops), t("printed"), ""
            else:
                did = state.lots[p][lot - 1]
                shops = list(comp.districts[did].shops) if did else []
                title, detail = t("lot", n=lot), did or ""
            self._show_card(
                card,
                title,
                detail,
                shops,
                goods,
                ("lot", lot),
                marks,
                light,
                lot=lot,
                empty=lot > 0 and not shops,
            )
        # beside the city board, the wheat store
        paint(self.beside_label, text=t("beside"))
        for k, r in enumerate(RESOURCES):
            spot = self.beside_spots[r]
            n = state.beside[p][k]
            spot.icon.show(r, alpha=1.0 if n else 0.3)
            paint(spot.text, text=f"{letter(r)} ×{n}", color=INK if n else MUTED)
            self._show_mark(spot.mark, ("beside", r) in marks, ("beside", r) in light)
        pos = state.wheat[p]
        paint(self.wheat_label, text=t("wheat", n=pos, d=comp.wheat_track[pos]))
        for k, (step, text) in enumerate(zip(self.wheat_cells, self.wheat_texts, strict=True)):
            here = k == pos
            paint(step, facecolor="#f0c020" if here else "#fff4cc", linewidth=2.5 if here else 1.0)
            paint(text, text=f"{comp.wheat_track[k]}", fontweight="bold" if here else "normal")
        self.wheat_token.place(
            self.wheat_x + (pos + 0.47) * self.wheat_step, self.y_beside + 0.7, self.wheat_token.size
        )
        self.wheat_token.show("W")
        self._show_mark(self.wheat_mark, WHEAT in marks, WHEAT in light)

    # ------------------------------------------------------------------ update helpers
    def _hint_key(self, state: FertilityState) -> str:
        if state.phase == "place" and any(type(a) is Discard for a in state.legal_actions()):
            return "discard"
        if state.phase in ("build", "supply") and not state.public:
            return "end"
        return state.phase

    @staticmethod
    def _monument_icon(state: FertilityState, player: int) -> str:
        kind = state.monument_kinds[player]
        return kind if kind in MONUMENT_ICONS else MONUMENT_ICONS[player % len(MONUMENT_ICONS)]


    def relabel(self, state: FertilityState | None = None, highlight: Iterable[Hashable] = ()) -> None:
        """Write every label again (after a language switch or a change of :attr:`details`)."""
        self.update(self.state if state is None else state, highlight)


def draw(state_or_position: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = ()) -> Figure:
    """A picture of a Fertility state, or of a position in notation (see :mod:`rulekit.fertility.position`).

    ``highlight`` takes places as ``Action.targets()`` gives them; ``("hand", "PG")`` also marks every
    cell where that personal tile can legally go.
    """
    return BoardView(state_or_position, ax, tuple(highlight)).fig


class ScoreQuizView(BoardView):
    """The board for a score quiz (``widgets.ScoreQuiz(state, player, view=ScoreQuizView)``): the same
    picture with every player's deben hidden, so that the picture does not give the answer away.

    >>> import rulekit
    >>> from rulekit import fertility as fe
    >>> end = fe.parse_position("players 2\\nphase over\\nboard\\n.PC.\\n.GM.\\nstart 0,1\\np1 city 1:D09[P]")
    >>> [t.get_text() for t in ScoreQuizView(end).other_texts][0]
    'P1: ? deben · district tiles 1 · wheat 0'
    >>> [t.get_text() for t in BoardView(end).other_texts][0]
    'P1: 5 deben · district tiles 1 · wheat 0'
    """

    scores_shown = False
