"""Fertility on screen: the central board, the tiles, the district row and the player's city.

One Axes in data units of board cells (row grows downwards).  The central board sits at the
top; below it the personal and public valley tiles, the face-up district tiles, and the city of
the player to move (printed shop, lots with their shops, wheat track).  Every site shows its
resource letter (M C P G, or 대 소 파 포 in Korean) on its colour; wheat fields, water, symbols,
start symbols, quarries and monuments have their own letters.

Places (the same values as ``Action.targets()``): a cell ``(row, col)``, ``("hand", "PG")``,
``("public", "PG")``, ``("row", slot)``, ``("shop", lot, number)``, ``("lot", lot)``.

>>> from rulekit import fertility as fe
>>> draw(fe.new_game(players=3, seed=1))
<Figure size 800x896 with 1 Axes>
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle

import rulekit
from rulekit.fertility import FertilityState, parse_position
from rulekit.fertility.components import Shop
from rulekit.fertility.shops import shop_at

from .board import BoardView as _BaseView

KIND_LABELS = {
    "place": {"en": "place a valley tile", "ko": "계곡 타일 배치"},
    "quarry": {"en": "quarry reward", "ko": "채석장 보상"},
    "district": {"en": "buy a district", "ko": "구역 타일 배치"},
    "supply": {"en": "supply shops", "ko": "상품 공급"},
    "end": {"en": "end of turn", "ko": "차례 종료"},
}

COLOURS = {"M": "#d0d0d8", "C": "#c98b52", "P": "#86c96f", "G": "#a57fd0"}
TERRAIN = {
    ".": "#f3e3b5",
    "s": "#f3e3b5",
    "w": "#f2c230",
    "~": "#5aa9e6",
    "m": "#f3e3b5",
    "c": "#f3e3b5",
    "p": "#f3e3b5",
    "g": "#f3e3b5",
}
QUARRY = "#9c8a78"
LETTERS = {
    "en": {"M": "M", "C": "C", "P": "P", "G": "G", "A": "*"},
    "ko": {"M": "대", "C": "소", "P": "파", "G": "포", "A": "*"},
}
TERRAIN_LETTER = {"en": {"w": "W", "~": "~", "s": "S"}, "ko": {"w": "밀", "~": "물", "s": "시"}}
HIGHLIGHT = "#d62728"
MONUMENT_KO = {"obelisk": "오벨리스크", "pyramid": "피라미드", "sphinx": "스핑크스", "temple": "사원"}
CARD = "#fbf6ea"
WIDTH = 20.0  # the picture is at least 20 cells wide
CITY_COLUMNS = 4

TEXT = {
    "hand": ("Personal tiles", "개인 계곡 타일"),
    "public": ("Public tiles", "공용 계곡 타일"),
    "row": ("District tiles (cost)", "구역 타일 (비용)"),
    "city": ("City of {p}", "{p}의 도시"),
    "wheat": ("Wheat store", "밀 저장고"),
    "supply": ("Supply", "공동 창고"),
    "beside": ("Beside the city", "도시판 옆"),
    "printed": ("Printed", "도시판"),
    "lot": ("Lot {n}", "공터 {n}"),
    "over": ("Game over — winners: {w}", "게임 종료 — 승자: {w}"),
    "turn": ("Turn {t} · {p} · {phase}", "{t}번째 차례 · {p} · {phase}"),
    "legend": (
        "M marble  C cattle  P papyrus  G grapes  * any  W wheat field  ~ water  S start symbol  "
        "(M) printed symbol  Q quarry  #n monument of Pn  [M] supplied",
        "대 대리석  소 소  파 파피루스  포 포도  * 아무 자원  밀 밀밭  물 물  시 시작 기호  "
        "(대) 자원 기호  채 채석장  #n Pn의 기념물  [대] 공급됨",
    ),
    "others": ("{p}: {d} deben, {n} districts, wheat {w}", "{p}: {d}디벤, 구역 {n}장, 밀 {w}"),
    "monuments": ("monuments left", "남은 기념물"),
}
PHASES = {
    "place": ("step 1: place a valley tile", "1단계: 계곡 타일 배치"),
    "quarry": ("step 1: quarry reward", "1단계: 채석장 보상"),
    "build": ("step 2: district tile (optional)", "2단계: 구역 타일 (선택)"),
    "supply": ("step 3: supply shops", "3단계: 상품 공급"),
    "trade": ("step 3: choose the traded resource", "3단계: 교환 자원 선택"),
    "remove": ("end of turn: remove a public tile", "차례 종료: 공용 타일 제거"),
    "over": ("game over", "게임 종료"),
}


def _t(key: str, **kw: Any) -> str:
    en, ko = TEXT[key]
    return rulekit.i18n.pick(en, ko).format(**kw)


def _lang() -> str:
    return rulekit.get_language()


def letter(resource: str) -> str:
    return LETTERS[_lang()][resource]


def shop_label(shop: Shop, supplied: str = "") -> str:
    """A shop as text: each needed resource, in brackets once supplied, then its reward.

    >>> shop_label(Shop.parse("CM>5"), "C")
    'M [C] -> 5'
    """
    left = list(supplied)
    marks = []
    for need in shop.needs:
        if need == "A" and left:
            marks.append(f"[{letter(left.pop(0))}]")
        elif need in left:
            left.remove(need)
            marks.append(f"[{letter(need)}]")
        else:
            marks.append(letter(need))
    ko = _lang() == "ko"
    if shop.kind in ("deben", "any"):
        reward = f"{shop.value}" + ("디벤" if ko else "")
    elif shop.kind == "wheat":
        reward = ("밀 " if ko else "wheat ") + f"+{shop.value}"
    elif shop.kind == "statue":
        reward = ("조각상 " if ko else "statue ") + shop.statue
    elif shop.kind == "choice":
        reward = "조각상 선택" if ko else "statue, choice"
    elif shop.kind == "per":
        reward = f"{shop.value}/{letter(shop.resource)}"
    else:
        reward = "/".join(letter(r) for r in shop.choices) + (" 중 1" if ko else " (one)")
    return " ".join(marks) + " -> " + reward


def _as_state(obj: Any) -> FertilityState:
    if isinstance(obj, str):
        return parse_position(obj)
    return obj


class BoardView(_BaseView):
    """The Fertility picture: built once for a board size; :meth:`update` restyles it in place."""

    game = "fertility"
    figsize = (10.0, 11.2)
    dpi = 80

    def __init__(self, state: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = ()) -> None:
        super().__init__(_as_state(state), ax, highlight)

    # ------------------------------------------------------------------ geometry
    def _layout(self, state: FertilityState) -> None:
        b = state.board
        self.h, self.w = b.height, b.width
        self.width = max(WIDTH, float(self.w))
        self.x0 = (self.width - self.w) / 2  # the board centred
        base = self.h + 0.6
        self.y_tiles = base + 0.6  # hand and public tiles (1 cell high)
        self.y_row = base + 2.3  # district row cards
        self.card_h = 2.4
        self.y_city = self.y_row + self.card_h + 1.0  # city cards, in rows of CITY_COLUMNS
        self.city_cols = CITY_COLUMNS
        city_rows = (state.comp.lots + 1 + CITY_COLUMNS - 1) // CITY_COLUMNS
        self.y_wheat = self.y_city + city_rows * (self.card_h + 0.2) + 0.7
        self.y_info = self.y_wheat + 1.5
        self.lots = state.comp.lots
        self.row_n = len(state.row)
        self.row_w = self.width / self.row_n
        self.city_w = self.width / self.city_cols
        self.track = len(state.comp.wheat_track)

    # ------------------------------------------------------------------ build
    def build(self, state: Any) -> None:
        state = _as_state(state)
        self._layout(state)
        ax = self.ax
        ax.set_xlim(-0.3, self.width + 0.3)
        ax.set_ylim(self.y_info + 1.6, -1.1)
        ax.set_aspect("equal")
        fs = 11
        self.header = ax.text(0, -0.6, "", fontsize=12, fontweight="bold", va="center")
        # central board cells
        self.cell_rects, self.cell_texts, self.cell_marks = [], [], []
        for i in range(self.h * self.w):
            r, c = divmod(i, self.w)
            x, y = self.x0 + c, r
            self.cell_rects.append(
                ax.add_patch(Rectangle((x, y), 1, 1, facecolor="white", edgecolor="#b9a77f", linewidth=0.5))
            )
            self.cell_texts.append(ax.text(x + 0.5, y + 0.52, "", ha="center", va="center", fontsize=fs))
            self.cell_marks.append(
                ax.add_patch(
                    Rectangle(
                        (x + 0.06, y + 0.06),
                        0.88,
                        0.88,
                        fill=False,
                        edgecolor=HIGHLIGHT,
                        linewidth=2.5,
                        visible=False,
                    )
                )
            )
        self.tile_outlines = [
            ax.add_patch(
                Rectangle((0, 0), 1, 1, fill=False, edgecolor="#3b2f1e", linewidth=2.2, visible=False)
            )
            for _ in range(len(state.comp.tiles) + 1)
        ]
        # personal and public tiles
        self.hand_label = ax.text(0, self.y_tiles - 0.35, "", fontsize=10, fontweight="bold")
        self.public_label = ax.text(self.width / 2, self.y_tiles - 0.35, "", fontsize=10, fontweight="bold")
        self.hand_tiles = [self._tile_artists(2.6 * k, self.y_tiles) for k in range(3)]
        self.public_tiles = [self._tile_artists(self.width / 2 + 2.6 * k, self.y_tiles) for k in range(3)]
        self.supply_text = ax.text(self.width, -0.6, "", fontsize=11, ha="right", va="center")
        # district row and city cards
        self.row_label = ax.text(0, self.y_row - 0.3, "", fontsize=10, fontweight="bold")
        self.row_cards = [self._card(k * self.row_w, self.y_row, self.row_w - 0.2) for k in range(self.row_n)]
        self.city_label = ax.text(0, self.y_city - 0.3, "", fontsize=10, fontweight="bold")
        self.city_cards = [
            self._card(
                (k % self.city_cols) * self.city_w,
                self.y_city + (k // self.city_cols) * (self.card_h + 0.2),
                self.city_w - 0.2,
            )
            for k in range(self.lots + 1)
        ]
        # wheat track
        self.wheat_label = ax.text(0, self.y_wheat - 0.3, "", fontsize=10, fontweight="bold")
        step = min(1.0, self.width / self.track)
        self.wheat_step = step
        self.wheat_cells, self.wheat_texts = [], []
        for k in range(self.track):
            x = k * step
            self.wheat_cells.append(
                ax.add_patch(
                    Rectangle((x, self.y_wheat), step * 0.95, 0.8, facecolor="#fff4cc", edgecolor="#a08b3c")
                )
            )
            self.wheat_texts.append(
                ax.text(x + step * 0.47, self.y_wheat + 0.42, "", ha="center", va="center", fontsize=8)
            )
        self.beside_text = ax.text(0, self.y_wheat + 1.25, "", fontsize=10, va="center")
        self.others_text = ax.text(0, self.y_info + 0.3, "", fontsize=9, va="center")
        self.legend_text = ax.text(0, self.y_info + 1.0, "", fontsize=8, va="center", color="#555555")

    def _tile_artists(self, x: float, y: float) -> dict:
        ax = self.ax
        out = {"x": x, "y": y, "rects": [], "texts": []}
        for k in range(2):
            out["rects"].append(
                ax.add_patch(
                    Rectangle((x + k, y), 1, 1, facecolor="white", edgecolor="#3b2f1e", linewidth=1.2)
                )
            )
            out["texts"].append(ax.text(x + k + 0.5, y + 0.52, "", ha="center", va="center", fontsize=11))
        out["mark"] = ax.add_patch(
            Rectangle(
                (x - 0.08, y - 0.08),
                2.16,
                1.16,
                fill=False,
                edgecolor=HIGHLIGHT,
                linewidth=2.5,
                visible=False,
            )
        )
        return out

    def _card(self, x: float, y: float, w: float, small: bool = False) -> dict:
        ax = self.ax
        rect = ax.add_patch(
            Rectangle((x, y), w, self.card_h, facecolor=CARD, edgecolor="#8a7650", linewidth=1)
        )
        title = ax.text(x + 0.12, y + 0.35, "", fontsize=9 if small else 10, fontweight="bold", va="center")
        shops = [
            ax.text(x + 0.12, y + 0.95 + 0.55 * k, "", fontsize=7.5 if small else 9, va="center")
            for k in range(3)
        ]
        mark = ax.add_patch(
            Rectangle(
                (x - 0.05, y - 0.05),
                w + 0.1,
                self.card_h + 0.1,
                fill=False,
                edgecolor=HIGHLIGHT,
                linewidth=2.5,
                visible=False,
            )
        )
        shop_marks = [
            ax.add_patch(
                Rectangle(
                    (x + 0.04, y + 0.7 + 0.55 * k),
                    w - 0.08,
                    0.5,
                    fill=False,
                    edgecolor=HIGHLIGHT,
                    linewidth=2,
                    visible=False,
                )
            )
            for k in range(3)
        ]
        return {
            "x": x,
            "y": y,
            "w": w,
            "rect": rect,
            "title": title,
            "shops": shops,
            "mark": mark,
            "shop_marks": shop_marks,
        }

    # ------------------------------------------------------------------ update
    def update(self, state: Any, highlight: Iterable[Hashable] = (), weak: Iterable[Hashable] = ()) -> None:
        """Show ``state``: ``highlight`` places get a bold red frame, ``weak`` ones a thin faint one.

        A strongly marked ``("hand", tile)`` also marks every cell where that tile may go (a weak one
        does not).
        """
        state = _as_state(state)
        self.state = state
        marks = set(highlight)
        light = set(weak) - marks
        lang = _lang()
        b, comp = state.board, state.comp
        # cells to highlight: clicked cells, and every legal placement of a chosen personal tile
        chosen = {m[1] for m in marks if isinstance(m, tuple) and len(m) == 2 and m[0] == "hand"}
        cells_given = any(isinstance(m, tuple) and len(m) == 2 and isinstance(m[0], int) for m in marks)
        if chosen and not cells_given and state.phase == "place" and not state.is_over:
            for a in state.legal_actions():
                if a.kind == "place" and a.targets()[-1][1] in chosen:
                    marks.update(t for t in a.targets() if isinstance(t[0], int))
        p = state.current_player
        seat = rulekit.seat_name(p)
        if state.is_over:
            self.header.set_text(_t("over", w=", ".join(rulekit.seat_name(w) for w in state.winners())))
        else:
            self.header.set_text(
                _t("turn", t=state.turn + 1, p=seat, phase=rulekit.i18n.pick(*PHASES[state.phase]))
            )
        for i in range(self.h * self.w):
            ch = b.cells[i]
            site = state.site[i]
            rect, text = self.cell_rects[i], self.cell_texts[i]
            if site:
                rect.set_facecolor(COLOURS[site])
                text.set_text(LETTERS[lang][site])
                text.set_fontweight("bold")
            elif i in state.quarry:
                owner = state.quarry[i]
                rect.set_facecolor(QUARRY)
                text.set_text(("Q" if lang == "en" else "채") if owner < 0 else f"#{owner + 1}")
                text.set_fontweight("bold")
            else:
                rect.set_facecolor(TERRAIN[ch])
                if ch in "mcpg":
                    text.set_text(f"({LETTERS[lang][ch.upper()]})")
                else:
                    text.set_text(TERRAIN_LETTER[lang].get(ch, ""))
                text.set_fontweight("normal")
            _show_mark(self.cell_marks[i], b.coords[i] in marks, b.coords[i] in light)
        # tile outlines: each valley tile and the start tile
        cells_of: dict[int, list[int]] = {}
        for i, t in enumerate(state.tile_at):
            if t >= 0 or t == -2:
                cells_of.setdefault(t, []).append(i)
        groups = list(cells_of.values())
        for k, outline in enumerate(self.tile_outlines):
            if k < len(groups):
                rows = [i // self.w for i in groups[k]]
                cols = [i % self.w for i in groups[k]]
                outline.set_bounds(
                    self.x0 + min(cols), min(rows), max(cols) - min(cols) + 1, max(rows) - min(rows) + 1
                )
                outline.set_visible(True)
            else:
                outline.set_visible(False)
        # personal and public tiles
        self.hand_label.set_text(f"{_t('hand')} ({seat})")
        self.public_label.set_text(_t("public"))
        self._show_tiles(self.hand_tiles, [comp.tiles[t] for t in state.hands[p]], "hand", marks, light)
        self._show_tiles(self.public_tiles, [comp.tiles[t] for t in state.public], "public", marks, light)
        self.supply_text.set_text(
            f"{_t('supply')}: "
            + "  ".join(f"{letter(r)} {n}" for r, n in zip("MCPG", state.supply, strict=True))
        )
        # district row
        self.row_label.set_text(_t("row"))
        for k, card in enumerate(self.row_cards):
            did = state.row[k] if k < len(state.row) else None
            if did is None:
                self._card_show(card, "—", [], [], (False, False))
            else:
                d = comp.districts[did]
                self._card_show(
                    card,
                    f"{k + 1}. {did} ({d.cost})",
                    [shop_label(s) for s in d.shops],
                    [],
                    (("row", k + 1) in marks, ("row", k + 1) in light),
                )
        # the city of the player to move
        self.city_label.set_text(_t("city", p=seat))
        goods = state.goods[p]
        for lot, card in enumerate(self.city_cards):
            if lot == 0:
                shops = list(comp.printed_shops)
                title = f"0. {_t('printed')}"
            else:
                did = state.lots[p][lot - 1]
                shops = list(comp.districts[did].shops) if did else []
                title = f"{lot}. {did}" if did else _t("lot", n=lot)
            labels = [shop_label(s, goods.get((lot, n), "")) for n, s in enumerate(shops, start=1)]
            shop_marks = [(("shop", lot, n) in marks, ("shop", lot, n) in light)
                          for n in range(1, len(shops) + 1)]
            self._card_show(card, title, labels, shop_marks, (("lot", lot) in marks, ("lot", lot) in light))
        # wheat track, pieces beside the city, monuments, other players
        self.wheat_label.set_text(_t("wheat"))
        for k, (cell, text) in enumerate(zip(self.wheat_cells, self.wheat_texts, strict=True)):
            here = k == state.wheat[p]
            cell.set_facecolor("#e0a800" if here else "#fff4cc")
            cell.set_linewidth(2.5 if here else 1)
            text.set_text(f"{k}:{comp.wheat_track[k]}")
            text.set_fontweight("bold" if here else "normal")
        beside = (
            "  ".join(f"{letter(r)} {n}" for r, n in zip("MCPG", state.beside[p], strict=True) if n) or "—"
        )
        kind = state.monument_kinds[p]
        kind = MONUMENT_KO.get(kind, kind) if lang == "ko" else kind
        self.beside_text.set_text(
            f"{_t('beside')}: {beside}    {_t('monuments')}: {state.monuments[p]} ({kind})"
        )
        scores = state.score()
        others = [
            _t(
                "others",
                p=rulekit.seat_name(q),
                d=scores[q].total,
                n=sum(x is not None for x in state.lots[q]),
                w=state.wheat[q],
            )
            for q in range(state.num_players)
        ]
        self.others_text.set_text("   ".join(others))
        self.legend_text.set_text(_t("legend"))

    def _show_tiles(self, artists: list[dict], tiles: list[str], where: str, marks: set,
                    light: set = frozenset()) -> None:
        for k, art in enumerate(artists):
            kinds = tiles[k] if k < len(tiles) else ""
            for j in range(2):
                art["rects"][j].set_visible(bool(kinds))
                art["texts"][j].set_visible(bool(kinds))
                if kinds:
                    art["rects"][j].set_facecolor(COLOURS[kinds[j]])
                    art["texts"][j].set_text(letter(kinds[j]))
            place = (where, kinds)
            _show_mark(art["mark"], bool(kinds) and place in marks, bool(kinds) and place in light)

    def _card_show(
        self, card: dict, title: str, shops: list[str], shop_marks: list[tuple[bool, bool]],
        marked: tuple[bool, bool],
    ) -> None:
        """Fill a card; ``shop_marks`` and ``marked`` are (strong, light) pairs for its shops and itself."""
        card["title"].set_text(title)
        for k, text in enumerate(card["shops"]):
            text.set_text(shops[k] if k < len(shops) else "")
            _show_mark(card["shop_marks"][k], *(shop_marks[k] if k < len(shop_marks) else (False, False)))
        _show_mark(card["mark"], *marked)

    def relabel(self, state: Any | None = None, highlight: Iterable[Hashable] = ()) -> None:
        # update() writes every label in the current language
        self.update(self.state if state is None else state, highlight)

    # ------------------------------------------------------------------ clicks
    def target_at(self, x: float, y: float) -> Hashable | None:
        """The place at a data point: a cell, a personal/public tile, a district, a shop or a lot."""
        state = self.state
        if 0 <= y < self.h and self.x0 <= x < self.x0 + self.w:
            return (int(y), int(x - self.x0))
        if self.y_tiles <= y < self.y_tiles + 1:
            for k, art in enumerate(self.hand_tiles):
                if art["x"] <= x < art["x"] + 2 and k < len(state.hands[state.current_player]):
                    return ("hand", state.comp.tiles[state.hands[state.current_player][k]])
            for k, art in enumerate(self.public_tiles):
                if art["x"] <= x < art["x"] + 2 and k < len(state.public):
                    return ("public", state.comp.tiles[state.public[k]])
            return None
        if self.y_row <= y < self.y_row + self.card_h and 0 <= x < self.width:
            k = int(x // self.row_w)
            return ("row", k + 1) if k < len(state.row) and state.row[k] is not None else None
        if self.y_city <= y < self.y_wheat - 0.7 and 0 <= x < self.width:
            row, dy = divmod(y - self.y_city, self.card_h + 0.2)
            lot = int(row) * self.city_cols + int(x // self.city_w)
            if lot > self.lots or dy > self.card_h:
                return None
            k = int((dy - 0.7) // 0.55) + 1
            if dy >= 0.7 and shop_at(state, state.current_player, lot, k) is not None:
                return ("shop", lot, k)
            return ("lot", lot)
        return None

    def cell_centre(self, cell: tuple[int, int]) -> tuple[float, float]:
        """Data coordinates of a cell's centre (for tests and click helpers)."""
        return (self.x0 + cell[1] + 0.5, cell[0] + 0.5)


def _show_mark(mark: Rectangle, strong: bool, light: bool) -> None:
    """A frame around a place: bold if ``strong``, thin, dashed and faint if only ``light``."""
    if strong or light:
        mark.set_edgecolor(HIGHLIGHT if strong else HIGHLIGHT + "80")
        mark.set_linewidth(2.5 if strong else 1.2)
        mark.set_linestyle("solid" if strong else (0, (3, 2)))
    mark.set_visible(strong or light)


def draw(state_or_position: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = ()) -> Figure:
    """A picture of a Fertility state, or of a position in notation (see :mod:`rulekit.fertility.position`).

    ``highlight`` takes places as ``Action.targets()`` gives them; ``("hand", "PG")`` also marks every
    cell where that personal tile can legally go.
    """
    return BoardView(state_or_position, ax, tuple(highlight)).fig


def panels(explorer: Any) -> list:
    """The Explorer's tile panel: pick a personal tile, rotate it on the clicked cell, place it."""
    import ipywidgets as W

    tile = W.Dropdown(description="", layout=W.Layout(width="9em"))
    rotate = W.Button(description="⟳", tooltip="rotate", layout=W.Layout(width="4em"))
    place = W.Button(description="", button_style="primary", layout=W.Layout(width="9em"))
    shown = W.HTML()
    choice = {"k": 0}

    def options() -> list:
        state = explorer.state
        if state.is_over or state.phase != "place":
            return []
        target = explorer.target
        acts = [
            a
            for a in state.legal_actions()
            if a.kind == "place"
            and hasattr(a, "first")
            and (tile.value is None or a.targets()[-1][1] == tile.value)
        ]
        if isinstance(target, tuple) and len(target) == 2 and isinstance(target[0], int):
            acts = [a for a in acts if target in a.targets()]
        return acts

    def refresh(_: Any = None) -> None:
        state = explorer.state
        ko = rulekit.get_language() == "ko"
        tiles = (
            []
            if state.is_over
            else list(dict.fromkeys(state.comp.tiles[t] for t in state.hands[state.current_player]))
        )
        if list(tile.options) != tiles:
            tile.options = tiles
        if tile.value not in tiles:
            tile.value = tiles[0] if tiles else None
        target = explorer.target
        if isinstance(target, tuple) and len(target) == 2 and target[0] == "hand" and target[1] in tiles:
            tile.value = target[1]
        place.description = "타일 놓기" if ko else "place tile"
        acts = options()
        if acts:
            a = acts[choice["k"] % len(acts)]
            shown.value = f"<code>{a}</code> ({choice['k'] % len(acts) + 1}/{len(acts)})"
        else:
            shown.value = (
                "<i>셀을 클릭하거나 타일을 고르세요</i>" if ko else "<i>pick a tile, click a cell</i>"
            )
        place.disabled = rotate.disabled = not acts

    def on_rotate(_: Any) -> None:
        choice["k"] += 1
        refresh()

    def on_place(_: Any) -> None:
        acts = options()
        if acts:
            explorer.apply(acts[choice["k"] % len(acts)])
            choice["k"] = 0

    def on_tile(_: Any) -> None:
        choice["k"] = 0
        refresh()

    rotate.on_click(on_rotate)
    place.on_click(on_place)
    tile.observe(on_tile, names="value")
    explorer.on_refresh(refresh)
    refresh()
    return [W.HBox([tile, rotate, place, shown])]


__all__ = ["BoardView", "KIND_LABELS", "draw", "panels", "shop_label"]
