"""The Fertility position editor and score calculator (see :mod:`widgets.editor` for the hooks).

Palette: a tool, then (for valley tiles) the pair of sites, or (for resources) the resource.  A click on
the board does, with each tool:

* valley tile: the first click puts the tile's first site on a cell, the second click (a cell beside
  it) the second site; on a personal or public valley tile, that tile becomes the chosen pair;
* turn: a valley tile's two sites change places; the start tile turns a quarter turn;
* move: the tile's cell, then the two cells it goes to;
* monument: a monument of the player being edited on a quarry (a quarry already there changes owner);
  empty quarry: a quarry without a monument; start tile: the start tile with its top-left corner there;
* district tile: a lot of the city gets the district tile chosen in the menu under the palette (a click
  on a face-up district tile chooses it);
* resource: a shop gets the chosen resource; the pieces beside the city board and the wheat store one more;
* eraser: whatever lies there goes (a tile, a quarry, a district tile, a shop's last resource, a piece
  beside the city board, one wheat, a personal or public tile).

The "Edit:" buttons choose whose hand, city and monuments the clicks edit.  The panels set each player's
wheat, pieces beside the city board, monument kind and personal tiles; whose turn and the step; the
public tiles and the face-up district tiles.  Every edit is made by :mod:`rulekit.fertility.edit`,
which refuses what no game reaches (a tile touching no site of its kind, a sixth tile of a pair, a
resource a shop does not show ...).

>>> import widgets
>>> ed = widgets.Editor("fertility", players=2, lang="en")
>>> r, c = ed.state.start
>>> ed.choose(mode="tile", tile="PG"); ed.click_place((r - 1, c)) is None   # the first site
True
>>> ed.click_place((r - 2, c)) is not None                                   # the second: placed
True
>>> "tiles 1,6-2,6" in ed.text
True
"""
from __future__ import annotations

import html
from collections.abc import Hashable, Iterable
from typing import Any

import ipywidgets as W
import rulekit
from rulekit.core import GameState, InvalidState
from rulekit.fertility import edit
from rulekit.fertility.components import RESOURCES
from rulekit.fertility.scoring import (
    PART_NAMES_KO,
    PARTS,
    city_resources,
    leaders,
    monuments_on_board,
    scored_places,
    statue_kinds,
    statues,
)
from rulekit.fertility.shops import shop_at
from rulekit.fertility.state import LOOSE_SITE
from rulekit.i18n import josa

from ..editor import Editor, EditorSpec, ScoreCalculator, ToolGroup, register_spec, words
from ..golden_ankh.editor import same_players
from .icons import SITE_BG
from .view import MONUMENT_NAMES, STATUE_KO, WHEAT, shop_label

T = dict[str, str]
NAME: dict[str, T] = {"M": {"en": "marble", "ko": "대리석"}, "C": {"en": "cattle", "ko": "소"},
                      "P": {"en": "papyrus", "ko": "파피루스"}, "G": {"en": "grapes", "ko": "포도"}}
PAIRS = ["MM", "CC", "PP", "GG", "MC", "MP", "MG", "CP", "CG", "PG"]

MODES: list[tuple[str, T, str]] = [
    ("tile", {"en": "Valley tile", "ko": "계곡 타일"}, "plus"),
    ("turn", {"en": "Turn", "ko": "돌리기"}, "rotate-right"),
    ("move", {"en": "Move", "ko": "옮기기"}, "arrows"),
    ("monument", {"en": "Monument", "ko": "기념물"}, "university"),
    ("quarry", {"en": "Empty quarry", "ko": "빈 채석장"}, "square-o"),
    ("start", {"en": "Start tile", "ko": "시작 타일"}, "th-large"),
    ("district", {"en": "District tile", "ko": "구역 타일"}, "building"),
    ("goods", {"en": "Resource", "ko": "자원 놓기"}, "cube"),
    ("fill", {"en": "Fill a shop", "ko": "상점 채우기"}, "check-square-o"),
    ("erase", {"en": "Eraser", "ko": "지우개"}, "eraser"),
]
# A finished game to score: the cities, the shops, the monuments; the valley tools stay in the editor.
SCORE_MODES = ["district", "fill", "goods", "monument", "erase"]
TILES: list[tuple[str, T, str]] = [
    (k, {lang: f"{NAME[k[0]][lang]} · {NAME[k[1]][lang]}" for lang in ("en", "ko")}, "") for k in PAIRS
]
GOODS: list[tuple[str, T, str]] = [(r, NAME[r], "") for r in RESOURCES]
SHOW: list[tuple[str, T, str]] = [
    ("all", {"en": "all", "ko": "모두"}, ""),
    ("shops", {"en": "completed shops", "ko": "완성한 상점"}, ""),
    ("statues", {"en": "statues", "ko": "조각상"}, ""),
    ("monuments", {"en": "monument ranking", "ko": "기념물 순위"}, ""),
    ("none", {"en": "none", "ko": "표시 안 함"}, ""),
]

# The rulebook's final scoring, in its order (최종 점수 계산 1–5), and the rule behind each number.
CATEGORIES: list[tuple[str, T, str]] = [
    ("normal shops", {"en": "1. Normal shops", "ko": "1. 일반 상점"}, "FE.score.normal-shops"),
    ("special shops", {"en": "2. Special shops", "ko": "2. 특수 상점"}, "FE.score.special-shops"),
    ("god statues", {"en": "3. God statues", "ko": "3. 신들의 조각상"}, "FE.score.statues"),
    ("monuments", {"en": "4. Monuments", "ko": "4. 기념물"}, "FE.score.monuments"),
    ("wheat store", {"en": "5. Wheat store", "ko": "5. 밀 저장고"}, "FE.score.wheat"),
]
TEXT: dict[str, T] = {
    "mode": {"en": "Tool", "ko": "도구"},
    "tile": {"en": "Valley tile", "ko": "계곡 타일"},
    "goods": {"en": "Resource", "ko": "자원"},
    "show": {"en": "Mark", "ko": "보드에 표시"},
    "hint_tile": {"en": "Click a cell for the {a} site, then a cell beside it for the {b} site.",
                  "ko": "{a} 생산지를 놓을 칸을 누른 뒤, 그 옆 칸을 눌러 {b} 생산지를 놓으세요."},
    "second": {"en": "Now click a cell beside {cell} for the {b} site.",
               "ko": "이제 {cell} 옆 칸을 눌러 {b} 생산지를 놓으세요."},
    "hint_turn": {"en": "Click a tile to turn it (the start tile turns a quarter turn).",
                  "ko": "돌릴 타일을 누르세요 (시작 타일은 한 번에 90도씩 돌아갑니다)."},
    "hint_move": {"en": "Click the tile to move, then the two cells where it goes.",
                  "ko": "옮길 타일을 누른 뒤, 놓을 두 칸을 차례로 누르세요."},
    "move_a": {"en": "Now click the cell for its site from {cell}.",
               "ko": "이제 {cell} 칸의 생산지를 놓을 칸을 누르세요."},
    "move_b": {"en": "Now click a cell beside {cell} for its other site.",
               "ko": "이제 {cell} 옆 칸을 눌러 나머지 생산지를 놓으세요."},
    "hint_monument": {"en": "Click a desert cell: a quarry with a monument of {who}.",
                      "ko": "사막 칸을 누르면 {who}의 기념물이 놓인 채석장이 됩니다."},
    "hint_quarry": {"en": "Click a desert cell: an empty quarry.",
                    "ko": "사막 칸을 누르면 빈 채석장이 됩니다."},
    "hint_start": {"en": "Click the cell for the start tile's top-left corner.",
                   "ko": "시작 타일의 왼쪽 위 칸이 될 곳을 누르세요."},
    "hint_district": {"en": "Click a lot of {who}'s city: it gets {d} (chosen in the menu above the board).",
                      "ko": "{who}의 도시판 공터를 누르면 {d} 타일이 놓입니다 "
                            "(보드 위의 목록에서 고릅니다)."},
    "hint_goods": {"en": "Each click on a shop of {who}'s city, beside it or on the wheat store adds one "
                         "({r} on shops).",
                   "ko": "{who}의 상점, 도시판 옆, 밀 저장고를 누를 때마다 하나씩 더 놓습니다 "
                         "(상점에는 {r})."},
    "hint_erase": {"en": "Click what to take away.", "ko": "치울 것을 누르세요."},
    "hint_fill": {"en": "Click a shop of {who}'s city: it gets all the resources it shows (a full shop "
                        "empties again).",
                  "ko": "{who}의 상점을 누르면 표시된 자원이 모두 놓입니다 (다 찬 상점을 누르면 비웁니다)."},
    "filled": {"en": "{who}: shop {shop} full ({g})", "ko": "{who}: {shop} 상점을 채웠습니다 ({g})"},
    "emptied": {"en": "{who}: shop {shop} emptied", "ko": "{who}: {shop} 상점을 비웠습니다"},
    "printed_row": {"en": "Tile as printed:", "ko": "인쇄된 타일 입력:"},
    "printed_tip": {"en": "shops as on the tile, e.g. MCPG>12 or P>5+G>W1, then Enter",
                    "ko": "타일의 상점 그대로, 예: MCPG>12, P>5+G>W1 (입력 후 Enter)"},
    "printed_put": {"en": "{who}: {d} on lot {lot} (as printed)",
                    "ko": "{who}: 공터 {lot}에 {d} (인쇄된 타일)"},
    "no_lot": {"en": "{who}'s city has no empty lot left (FE.district.no-free-lot)",
               "ko": "{who}의 도시판에 빈 공터가 없습니다 (FE.district.no-free-lot)"},
    "kit_tile": {"en": "or a tile of the kit:", "ko": "또는 키트의 타일:"},
    "put": {"en": "{tile} on {a} and {b}", "ko": "{a}·{b} 칸에 {tile} 타일"},
    "turned": {"en": "the tile on {cell} turned", "ko": "{cell} 칸의 타일을 돌렸습니다"},
    "moved": {"en": "the tile moved to {a} and {b}", "ko": "타일을 {a}·{b} 칸으로 옮겼습니다"},
    "monument": {"en": "{who}: a monument on {cell}", "ko": "{who}: {cell} 칸에 기념물"},
    "quarry": {"en": "an empty quarry on {cell}", "ko": "{cell} 칸에 빈 채석장"},
    "start_put": {"en": "the start tile on {cell}", "ko": "{cell} 칸에 시작 타일"},
    "erased": {"en": "{what} taken away", "ko": "{what_ul} 치웠습니다"},
    "the_tile": {"en": "the tile on {cell}", "ko": "{cell} 칸의 타일"},
    "the_quarry": {"en": "the quarry on {cell}", "ko": "{cell} 칸의 채석장"},
    "district": {"en": "{who}: {d} on lot {lot}", "ko": "{who}: 공터 {lot}에 {d}"},
    "lot_cleared": {"en": "{who}: lot {lot} emptied", "ko": "{who}: 공터 {lot_ul} 비웠습니다"},
    "chosen": {"en": "{d} chosen: now click a lot of the city.",
               "ko": "{d_ul} 골랐습니다. 이제 도시판의 공터를 누르세요."},
    "goods_put": {"en": "{who}: {r} on shop {shop}", "ko": "{who}: {shop} 상점에 {r}"},
    "goods_off": {"en": "{who}: the last resource off shop {shop}",
                  "ko": "{who}: {shop} 상점의 마지막 자원을 치웠습니다"},
    "empty_shop": {"en": "shop {shop} holds no resource", "ko": "{shop} 상점에는 자원이 없습니다"},
    "beside": {"en": "{who}: {n} {r} beside the city board", "ko": "{who}: 도시판 옆 {r} {n}개"},
    "wheat": {"en": "{who}: wheat token on {n}", "ko": "{who}: 밀 토큰 {n}칸"},
    "hand": {"en": "{who}: personal tiles {tiles}", "ko": "{who}: 개인 계곡 타일 {tiles}"},
    "public": {"en": "public tiles {tiles}", "ko": "공용 계곡 타일 {tiles}"},
    "row": {"en": "face-up district tiles {tiles}", "ko": "앞면 구역 타일 {tiles}"},
    "no_less": {"en": "there is nothing less to take there", "ko": "그곳에서 더 치울 것이 없습니다"},
    "pick_first": {"en": "choose the first site's cell first", "ko": "먼저 첫 생산지의 칸을 고르세요"},
    # panels
    "panel_title": {"en": "Players: wheat, pieces beside the city board, monuments, personal valley tiles",
                    "ko": "플레이어: 밀, 도시판 옆 자원, 기념물, 개인 계곡 타일"},
    "score_panel_title": {"en": "Players: wheat token's space, pieces beside the city board, monuments",
                          "ko": "플레이어: 밀 토큰 칸, 도시판 옆 자원, 기념물"},
    "wheat_box": {"en": "wheat", "ko": "밀"},
    "beside_box": {"en": "beside", "ko": "도시판 옆"},
    "kind_box": {"en": "monuments", "ko": "기념물"},
    "hand_box": {"en": "tiles", "ko": "개인 타일"},
    "turn_row": {"en": "To play:", "ko": "차례:"},
    "turns_done": {"en": "turns done", "ko": "마친 차례"},
    "phase_row": {"en": "step", "ko": "단계"},
    "public_row": {"en": "Public tiles:", "ko": "공용 계곡 타일:"},
    "row_row": {"en": "Face-up district tiles:", "ko": "앞면 구역 타일:"},
    "choose_row": {"en": "District tile to put:", "ko": "놓을 구역 타일:"},
    "none": {"en": "—", "ko": "—"},
    # scores
    "score_title": {"en": "Final scoring (최종 점수 계산)", "ko": "최종 점수 계산"},
    "category": {"en": "Category", "ko": "점수 항목"},
    "rule": {"en": "rule", "ko": "규칙"},
    "total": {"en": "Total deben", "ko": "디벤 합계"},
    "shops_done": {"en": "completed shops (of all with resources)",
                   "ko": "완성한 상점 (자원이 놓인 상점 중)"},
    "kinds": {"en": "statue kinds", "ko": "조각상 종류"},
    "on_board": {"en": "monuments on the central board", "ko": "중앙판의 기념물"},
    "wheat_pos": {"en": "wheat token's space", "ko": "밀 토큰 위치"},
    "pieces": {"en": "resources on the city board (tie: fewer wins)",
               "ko": "도시판의 자원 (동률: 더 적은 사람이 승리)"},
    "winner": {"en": "Winner: {names}", "ko": "승자: {names}"},
    "shared": {"en": "Shared victory: {names}", "ko": "공동 승리: {names}"},
    "by": {"en": "by ", "ko": "근거: "},
    "marked": {"en": "Marked on the board: {what} ({who}'s city; monuments of every player).",
               "ko": "보드에 표시: {what} ({who}의 도시판, 기념물은 모든 플레이어)."},
}
PHASE_NAMES: list[tuple[str, T]] = [
    ("place", {"en": "1 place a tile", "ko": "1 계곡 타일 배치"}),
    ("build", {"en": "2 district tile", "ko": "2 구역 타일"}),
    ("supply", {"en": "3 supply shops", "ko": "3 상품 공급"}),
    ("over", {"en": "game over", "ko": "게임 종료"}),
]


def _tx(key: str, lang: str, **values: Any) -> str:
    return words(TEXT[key], lang).format(**values)


def _both(key: str, **values: Any) -> tuple[str, str]:
    return _tx(key, "en", **values), _tx(key, "ko", **values)


def _shape(state: Any) -> tuple:
    """What the board picture is laid out for: the board's cells, the players, the district row, the lots."""
    board = getattr(state, "board", None)
    return (tuple(getattr(board, "rows", ())), getattr(state, "num_players", 0),
            len(getattr(state, "row", ())), getattr(getattr(state, "comp", None), "lots", 0))


def _chip(r: str, lang: str) -> str:
    """A resource's colour chip: its name in Korean mode, its letter in English (as on the board)."""
    text = words(NAME[r], lang) if lang == "ko" else r
    return (f"<span style='display:inline-block;min-width:1.5em;padding:0 3px;text-align:center;"
            f"background:{SITE_BG[r]};border-radius:4px;border:1px solid #444;font-weight:bold'>"
            f"{html.escape(text)}</span>")


def _cell_place(place: Any) -> bool:
    return isinstance(place, tuple) and len(place) == 2 and all(type(v) is int for v in place)


def _at(cell: tuple[int, int]) -> str:
    return f"{cell[0]},{cell[1]}"


def _pair(kinds: str, lang: str) -> str:
    return f"{words(NAME[kinds[0]], lang)}·{words(NAME[kinds[1]], lang)} ({kinds})"


def district_label(state: Any, did: str, lang: str) -> str:
    """A district tile for a menu: its ID, cost and shops in words (``D16 · 1 · 대 소 -> 7``)."""
    with rulekit.i18n.language(lang):
        d = state.comp.districts[did]
        return f"{did} · {d.cost} · " + " / ".join(shop_label(s) for s in d.shops)


class FertilitySpec(EditorSpec):
    """Fertility: the central board's tiles and quarries, every city, hands, public tiles and the row."""

    game = "fertility"
    multiline = True
    action_example = "place G@1,6 P@2,6; end"

    def new_state(self, players: int) -> GameState:
        return edit.empty(players=players)

    def new_score_state(self, players: int) -> GameState:
        """A finished game to score: every city empty and a small tally board for the monuments.

        A score needs of the central board only whose monuments lie on it, so the calculator starts
        from a 4 × 4 part of desert where a click puts a monument; a whole board can be typed or edited too.
        """
        tally = "\n".join(["...."] * 4)
        return edit.from_text(f"players {players}\nphase over\nboard\n{tally}\nstart -\npublic -")

    def position_text(self, state: GameState) -> str:
        return edit.text(state)  # type: ignore[arg-type]

    def from_text(self, text: str, current: GameState | None = None) -> GameState:
        new = edit.from_text(text, like=current)  # type: ignore[arg-type]
        if current is not None:
            same_players(current, new, self.game)
        return new

    def palette(self, editor: Editor) -> list[ToolGroup]:
        scoring = isinstance(editor, ScoreCalculator)  # a finished game: the cities first
        groups = [
            ToolGroup("mode", TEXT["mode"],
                      [m for m in MODES if (m[0] in SCORE_MODES if scoring else m[0] != "fill")],
                      "district" if scoring else "tile"),
            ToolGroup("tile", TEXT["tile"], TILES, "PG", shown=lambda ed: ed.tool.get("mode") == "tile"),
            ToolGroup("goods", TEXT["goods"], GOODS, "M", swatch={r: SITE_BG[r] for r in RESOURCES},
                      shown=lambda ed: ed.tool.get("mode") in ("goods", "fill")),
        ]
        if scoring:
            groups.append(ToolGroup("show", TEXT["show"], SHOW, "all"))
        return groups

    def prepare_view(self, editor: Editor, view: Any) -> None:
        shown = getattr(view, "state", None)
        if shown is not None and _shape(shown) != _shape(editor.state):
            # a typed text with another board (a fragment, a whole board): the view is laid out anew for it
            view.ax.clear()
            view.ax.set_axis_off()
            view.build(editor.state)
        view.focus = editor.player
        view.note = self._hint(editor)
        view.buttons = False  # a turn's buttons play; the palette edits
        row = getattr(editor, "district_row", None)
        tools = getattr(editor, "tools_box", None)
        if row is not None and tools is not None:  # the district menu: under the palette, with its tool
            if row not in tools.children:
                tools.children = (*tools.children, row)
            scoring = isinstance(editor, ScoreCalculator)  # a typed tile goes to the next free lot at once
            row.layout.display = None if scoring or editor.tool.get("mode") == "district" else "none"

    def _hint(self, editor: Editor) -> str:
        lang, mode = editor.lang, editor.tool.get("mode")
        who = rulekit.seat_name(editor.player)
        pending = editor.pending
        if mode == "tile":
            kinds = editor.tool["tile"]
            a, b = words(NAME[kinds[0]], lang), words(NAME[kinds[1]], lang)
            if pending:
                return _tx("second", lang, cell=_at(pending), b=b)
            return _tx("hint_tile", lang, a=a, b=b)
        if mode == "move" and pending:
            return _tx("move_a" if len(pending) == 1 else "move_b", lang, cell=_at(pending[-1]))
        if mode == "district":
            return _tx("hint_district", lang, who=who, d=self.chosen_district(editor))
        if mode == "goods":
            return _tx("hint_goods", lang, who=who, r=words(NAME[editor.tool["goods"]], lang))
        if mode == "fill":
            return _tx("hint_fill", lang, who=who)
        if mode in ("monument",):
            return _tx("hint_monument", lang, who=who)
        return _tx(f"hint_{mode}", lang)

    @staticmethod
    def chosen_district(editor: Editor) -> str:
        typed = getattr(editor, "fe_chosen", None)
        if typed:
            return typed
        box = getattr(editor, "district_box", None)
        return box.value if box is not None and box.value else "D01"

    def put_printed(self, editor: Editor, text: str) -> GameState:
        """The tile typed as printed (``MCPG>12``, ``P>5+G>W1``) on the first empty lot of the player edited;
        a click on a lot then puts another of it there."""
        s, p, lang = editor.state, editor.player, editor.lang
        who = rulekit.seat_name(p)
        did = s.comp.districts[text.strip()].id  # refused in both languages when it is not a tile
        free = [k + 1 for k, d in enumerate(s.lots[p]) if d is None]
        if not free:
            raise InvalidState(*_both("no_lot", who=who), field="lots")
        editor.fe_chosen = did  # type: ignore[attr-defined]
        editor.note = _tx("printed_put", lang, who=who, d=did, lot=free[0])
        return edit.set_district(s, p, free[0], did)

    def fill(self, editor: Editor, lot: int, n: int) -> GameState:
        """Shop ``lot.n`` of the player edited with all the resources it shows (a full one emptied); a shop
        taking any resource gets the palette's resource."""
        s, p, lang = editor.state, editor.player, editor.lang
        who, shop_name = rulekit.seat_name(p), f"{lot}.{n}"
        shop = shop_at(s, p, lot, n)
        if shop is None:
            return edit.set_goods(s, p, lot, n, "")  # refused: names the missing shop
        held = s.goods[p].get((lot, n), "")
        if len(held) >= len(shop.needs):
            editor.note = _tx("emptied", lang, who=who, shop=shop_name)
            return edit.set_goods(s, p, lot, n, "")
        goods = shop.needs.replace("A", editor.tool.get("goods", "M"))
        editor.note = _tx("filled", lang, who=who, shop=shop_name, g=goods)
        return edit.set_goods(s, p, lot, n, goods)

    # ------------------------------------------------------------------ clicks
    def click(self, editor: Editor, place: Hashable) -> GameState | None:
        s = editor.state
        p = editor.player
        lang = editor.lang
        mode = editor.tool["mode"]
        who = rulekit.seat_name(p)
        if _cell_place(place):
            return self._click_cell(editor, place, mode)  # type: ignore[arg-type]
        if not isinstance(place, tuple) or not place:
            return None
        kind = place[0]
        if kind == "shop":
            lot, n = place[1], place[2]
            shop = f"{lot}.{n}"
            held = s.goods[p].get((lot, n), "")
            if mode == "fill":
                return self.fill(editor, lot, n)
            if mode == "goods":
                r = editor.tool["goods"]
                editor.note = _tx("goods_put", lang, who=who, r=words(NAME[r], lang), shop=shop)
                return edit.set_goods(s, p, lot, n, held + r)
            if mode == "erase":
                if not held:
                    raise InvalidState(*_both("empty_shop", shop=shop), field="goods")
                editor.note = _tx("goods_off", lang, who=who, shop=shop)
                return edit.set_goods(s, p, lot, n, held[:-1])
            if mode == "district":
                return self._click_lot(editor, lot)
            return None
        if kind == "lot":
            if mode in ("district", "erase"):
                return self._click_lot(editor, place[1])
            return None
        if kind == "row":
            did = s.row[place[1] - 1]
            if mode == "district" and did:
                editor.sync(editor.district_box, value=did)  # type: ignore[attr-defined]
                editor.note = _tx("chosen", lang, d=did, d_ul=josa(did, "을"))
                editor.pending = None
                return None
            if mode == "erase" and did:
                row = list(s.row)
                row[place[1] - 1] = None
                editor.note = _tx("row", lang, tiles=" ".join(d or "-" for d in row))
                return edit.set_position(s, row=row)
            return None
        if kind == "beside" and mode in ("goods", "erase"):
            k = RESOURCES.index(place[1])
            n = s.beside[p][k] + (1 if mode == "goods" else -1)
            if n < 0:
                raise InvalidState(*_both("no_less"), field="beside")
            letters = "".join(r * (n if j == k else c) for j, (r, c) in enumerate(zip(RESOURCES, s.beside[p],
                                                                                          strict=True)))
            editor.note = _tx("beside", lang, who=who, n=n, r=words(NAME[place[1]], lang))
            return edit.set_position(s, beside={p: letters or "-"})
        if place == WHEAT and mode in ("goods", "erase"):
            n = s.wheat[p] + (1 if mode == "goods" else -1)
            if n < 0:
                raise InvalidState(*_both("no_less"), field="wheat")
            editor.note = _tx("wheat", lang, who=who, n=n)
            return edit.set_position(s, wheat={p: n})
        if kind in ("hand", "public") and mode in ("tile", "erase"):
            tiles = [s.comp.tiles[t] for t in (s.hands[p] if kind == "hand" else s.public)]
            k = tiles.index(place[1])
            if mode == "erase":
                del tiles[k]
            else:
                tiles[k] = editor.tool["tile"]
            if kind == "hand":
                editor.note = _tx("hand", lang, who=who, tiles=" ".join(tiles) or "-")
                return edit.set_position(s, hand={p: tiles})
            editor.note = _tx("public", lang, tiles=" ".join(tiles) or "-")
            return edit.set_position(s, public=tiles)
        return None

    def _click_lot(self, editor: Editor, lot: int) -> GameState:
        s, p, lang = editor.state, editor.player, editor.lang
        who = rulekit.seat_name(p)
        if editor.tool["mode"] == "erase":
            editor.note = _tx("lot_cleared", lang, who=who, lot=lot, lot_ul=josa(lot, "을"))
            return edit.set_district(s, p, lot, None)
        did = self.chosen_district(editor)
        editor.note = _tx("district", lang, who=who, d=did, lot=lot)
        return edit.set_district(s, p, lot, did)

    def _click_cell(self, editor: Editor, cell: tuple[int, int], mode: str) -> GameState | None:
        s, p, lang = editor.state, editor.player, editor.lang
        who = rulekit.seat_name(p)
        if mode == "tile":
            kinds = editor.tool["tile"]
            if editor.pending is None:
                edit.check_free(s, cell)  # refused at once on water, a wheat field, a tile
                editor.pending = cell
                editor.note = _tx("second", lang, cell=_at(cell), b=words(NAME[kinds[1]], lang))
                return None
            first, editor.pending = editor.pending, None
            editor.note = _tx("put", lang, tile=_pair(kinds, lang), a=_at(first), b=_at(cell))
            return edit.put_tile(s, kinds, first, cell)
        if mode == "turn":
            editor.note = _tx("turned", lang, cell=_at(cell))
            return edit.turn_tile(s, cell)
        if mode == "move":
            pending = editor.pending or ()
            if not pending:
                i = s.board.index(cell)
                if not s.site[i] or s.tile_at[i] == LOOSE_SITE or s.tile_at[i] < -1:
                    return edit.move_tile(s, cell, cell, cell)  # refused: names what is (not) there
                editor.pending = (cell,)
                editor.note = _tx("move_a", lang, cell=_at(cell))
                return None
            if len(pending) == 1:
                editor.pending = (pending[0], cell)
                editor.note = _tx("move_b", lang, cell=_at(cell))
                return None
            src, a = pending
            editor.pending = None
            editor.note = _tx("moved", lang, a=_at(a), b=_at(cell))
            return edit.move_tile(s, src, a, cell)
        if mode == "monument":
            editor.note = _tx("monument", lang, who=who, cell=_at(cell))
            return edit.put_quarry(s, cell, p)
        if mode == "quarry":
            editor.note = _tx("quarry", lang, cell=_at(cell))
            return edit.put_quarry(s, cell, None)
        if mode == "start":
            editor.note = _tx("start_put", lang, cell=_at(cell))
            return edit.put_start(s, cell, 0)
        if mode == "erase":
            i = s.board.index(cell) if s.board.on_board(cell) else -1
            what = "the_quarry" if i in s.quarry else "the_tile"
            thing = _tx(what, lang, cell=_at(cell))
            editor.note = _tx("erased", lang, what=thing, what_ul=josa(thing, "을"))
            return edit.remove_at(s, cell)
        return None

    # ------------------------------------------------------------------ marks
    def marks(self, editor: Editor) -> tuple[Iterable[Hashable], Iterable[Hashable]]:
        s, p = editor.state, editor.player
        mode = editor.tool.get("mode")
        pending = editor.pending
        strong: list = []
        weak: list = []
        if mode == "tile":
            if pending:
                strong.append(pending)
                weak += [s.board.coords[j] for j in s.board.neighbours[s.board.index(pending)] if s.free[j]]
            else:
                weak += sorted(s.board.coords[i] for i in s.frontier)  # where a tile can touch a site
        elif mode == "move" and pending:
            strong += list(pending)
            if len(pending) == 2:
                near = s.board.neighbours[s.board.index(pending[1])]
                weak += [s.board.coords[j] for j in near if s.free[j]]
        elif mode == "district":
            weak += [("lot", k + 1) for k, d in enumerate(s.lots[p]) if d is None]
        elif mode == "fill":
            for lot in range(len(s.lots[p]) + 1):
                for n in range(1, 4):
                    shop = shop_at(s, p, lot, n)
                    if shop is not None:
                        full = len(s.goods[p].get((lot, n), "")) >= len(shop.needs)
                        (strong if full else weak).append(("shop", lot, n))
        elif mode == "goods":
            r = editor.tool["goods"]
            for lot in range(len(s.lots[p]) + 1):
                for n in range(1, 4):
                    shop = shop_at(s, p, lot, n)
                    held = s.goods[p].get((lot, n), "")
                    if shop is not None and len(held) < len(shop.needs) and shop.accepts(r, held):
                        weak.append(("shop", lot, n))
        return strong, weak

    # ------------------------------------------------------------------ panels
    def panels(self, editor: Editor) -> list[W.Widget]:
        s = editor.state
        comp = s.comp
        lang = editor.lang
        cell = W.Layout(width="auto", margin="0 4px")
        tile_options = [(words(TEXT["none"], lang), "")] + [(k, k) for k in PAIRS]
        editor.fe_rows = []  # type: ignore[attr-defined]
        editor.wheat_boxes, editor.beside_boxes, editor.kind_boxes, editor.hand_boxes = [], [], [], []  # type: ignore
        for p in range(s.num_players):
            wheat = editor.counter(s.wheat[p], 0, comp.wheat_max,
                                   lambda v, p=p: self.edit_or_restore(editor, lambda st: edit.set_position(
                                       st, wheat={p: v})), width="3.8em")
            beside = []
            chips: list[W.HTML] = []
            editor.fe_chips = [*getattr(editor, "fe_chips", []), chips]  # type: ignore[attr-defined]
            items: list[W.Widget] = [W.HTML(layout=W.Layout(width="4em")), W.HTML(layout=cell), wheat,
                                     W.HTML(layout=cell)]
            for k, r in enumerate(RESOURCES):
                box = editor.counter(s.beside[p][k], 0, comp.resources[r],
                                     lambda v, p=p, k=k: self._on_beside(editor, p, k, v), width="3.4em")
                chip = W.HTML(_chip(r, lang), layout=W.Layout(margin="0 2px"))
                items += [chip, box]
                beside.append(box)
                chips.append(chip)
            kind = editor.choice(self._kinds(comp, lang), s.monument_kinds[p],
                                 lambda v, p=p: self.edit_or_restore(editor, lambda st: edit.set_position(
                                     st, kind={p: v})), width="8em")
            hands = [editor.choice(tile_options, "", lambda v, p=p: self._on_hand(editor, p), width="5em")
                     for _ in range(comp.personal_tiles)]
            items += [W.HTML(layout=cell), kind, W.HTML(layout=cell), *hands]
            row = W.HBox(items, layout=W.Layout(flex_flow="row wrap", align_items="center"))
            editor.fe_rows.append(row)  # type: ignore[attr-defined]
            editor.wheat_boxes.append(wheat)  # type: ignore[attr-defined]
            editor.beside_boxes.append(beside)  # type: ignore[attr-defined]
            editor.kind_boxes.append(kind)  # type: ignore[attr-defined]
            editor.hand_boxes.append(hands)  # type: ignore[attr-defined]
        # the table: whose turn and the step; the public tiles; the face-up district tiles
        editor.current_box = editor.choice(  # type: ignore[attr-defined]
            [(rulekit.seat_name(p), p) for p in range(s.num_players)], s.current_player,
            lambda v: self.edit_or_restore(editor, lambda st: edit.set_position(st, current=v)), width="5em")
        editor.turn_box = editor.counter(s.turn, 0, 99,  # type: ignore[attr-defined]
                                         lambda v: self.edit_or_restore(editor,
                                                                    lambda st: edit.set_position(st, turn=v)))
        editor.phase_box = editor.choice(  # type: ignore[attr-defined]
            [(words(t, lang), k) for k, t in PHASE_NAMES], self._phase(s),
            lambda v: self.edit_or_restore(editor, lambda st: edit.set_position(st, phase=v)), width="11em")
        editor.public_boxes = [editor.choice(tile_options, "", lambda v: self._on_public(editor),  # type: ignore
                                             width="5em") for _ in range(comp.public_tiles)]
        district_options = self._district_options(s, lang)
        editor.row_boxes = [editor.choice([(words(TEXT["none"], lang), "")] + district_options, "",  # type: ignore
                                          lambda v: self._on_row(editor), width="14em")
                            for _ in range(comp.district_row)]
        editor.district_box = W.Dropdown(options=district_options, value="D01",  # type: ignore[attr-defined]
                                         layout=W.Layout(width="22em"))

        def kit_tile(change: dict) -> None:
            editor.fe_chosen = None  # type: ignore[attr-defined]
            editor._draw()

        editor.district_box.observe(kit_tile, names="value")  # type: ignore[attr-defined]
        editor.printed_box = W.Text(continuous_update=False,  # type: ignore[attr-defined]
                                    layout=W.Layout(width="22em"))

        def typed(change: dict) -> None:
            text = change["new"].strip()
            if editor._syncing or not text:
                return
            if editor.edit(lambda st: self.put_printed(editor, text)) is not None:
                editor.sync(editor.printed_box, value="")  # type: ignore[attr-defined]

        editor.printed_box.observe(typed, names="value")  # type: ignore[attr-defined]
        editor.fe_printed_label = W.HTML(layout=cell)  # type: ignore[attr-defined]
        editor.fe_kit_label = W.HTML(layout=cell)  # type: ignore[attr-defined]
        editor.fe_labels = [W.HTML(layout=cell) for _ in range(7)]  # type: ignore[attr-defined]
        lab = editor.fe_labels  # type: ignore[attr-defined]
        wrap = W.Layout(flex_flow="row wrap", align_items="center")
        table = W.VBox([
            W.HBox([lab[0], editor.current_box, lab[1], editor.turn_box, lab[2], editor.phase_box,  # type: ignore
                    lab[3], *editor.public_boxes], layout=wrap),  # type: ignore[attr-defined]
            W.HBox([lab[4], *editor.row_boxes], layout=wrap),  # type: ignore[attr-defined]
        ])
        editor.fe_header = W.HTML()  # type: ignore[attr-defined]
        scoring = isinstance(editor, ScoreCalculator)
        editor.district_row = W.HBox(  # type: ignore[attr-defined]
            [editor.fe_printed_label, editor.printed_box, editor.fe_kit_label,  # type: ignore[attr-defined]
             editor.district_box] if scoring else  # type: ignore[attr-defined]
            [lab[5], editor.district_box, editor.fe_printed_label, editor.printed_box],  # type: ignore
            layout=wrap)
        if scoring:  # a finished game: the hands, the turn and the rows fold away under "more"
            for row, hands in zip(editor.fe_rows, editor.hand_boxes, strict=True):  # type: ignore[attr-defined]
                for w in (*hands, row.children[-(comp.personal_tiles + 1)]):
                    w.layout = W.Layout(display="none")  # its own: the labels share one layout
            editor.advanced_widgets = [table]  # type: ignore[attr-defined]
        parts = [editor.fe_header, *editor.fe_rows] + ([] if scoring else [table])  # type: ignore[attr-defined]
        box = W.VBox(parts, layout=W.Layout(width=f"{editor.css_width}px", max_width="100%",
                                            border="1px solid #d8cca8", padding="4px"))
        return [box]

    @staticmethod
    def _kinds(comp: Any, lang: str) -> list[tuple[str, str]]:
        return [(rulekit.i18n.pick(*MONUMENT_NAMES.get(m, (m, m)), lang), m) for m in comp.monument_kinds]

    @staticmethod
    def _phase(s: Any) -> str:
        return s.phase if s.phase in ("place", "build", "supply", "over") else "place"

    @staticmethod
    def _district_options(s: Any, lang: str) -> list[tuple[str, str]]:
        return [(district_label(s, d, lang), d) for d in sorted(s.comp.districts)]

    def _on_beside(self, editor: Editor, p: int, k: int, value: int) -> None:
        counts = list(editor.state.beside[p])
        counts[k] = value
        letters = "".join(r * n for r, n in zip(RESOURCES, counts, strict=True)) or "-"
        editor.note = _tx("beside", editor.lang, who=rulekit.seat_name(p), n=value,
                          r=words(NAME[RESOURCES[k]], editor.lang))
        self.edit_or_restore(editor, lambda st: edit.set_position(st, beside={p: letters}))

    def _on_hand(self, editor: Editor, p: int) -> None:
        tiles = [b.value for b in editor.hand_boxes[p] if b.value]  # type: ignore[attr-defined]
        editor.note = _tx("hand", editor.lang, who=rulekit.seat_name(p), tiles=" ".join(tiles) or "-")
        self.edit_or_restore(editor, lambda st: edit.set_position(st, hand={p: tiles}))

    def _on_public(self, editor: Editor) -> None:
        tiles = [b.value for b in editor.public_boxes if b.value]  # type: ignore[attr-defined]
        editor.note = _tx("public", editor.lang, tiles=" ".join(tiles) or "-")
        self.edit_or_restore(editor, lambda st: edit.set_position(st, public=tiles))

    def _on_row(self, editor: Editor) -> None:
        row = [b.value or None for b in editor.row_boxes]  # type: ignore[attr-defined]
        editor.note = _tx("row", editor.lang, tiles=" ".join(d or "-" for d in row))
        self.edit_or_restore(editor, lambda st: edit.set_position(st, row=row))

    def refresh(self, editor: Editor) -> None:
        if not hasattr(editor, "fe_rows"):
            return
        s = editor.state
        lang = editor.lang
        comp = s.comp
        title = "score_panel_title" if isinstance(editor, ScoreCalculator) else "panel_title"
        editor.fe_header.value = f"<b>{html.escape(_tx(title, lang))}</b>"  # type: ignore[attr-defined]
        for p, row in enumerate(editor.fe_rows):  # type: ignore[attr-defined]
            mark = "▶ " if p == editor.player else ""
            row.children[0].value = f"<b>{mark}{html.escape(rulekit.seat_name(p))}</b>"
            row.children[1].value = html.escape(_tx("wheat_box", lang))
            row.children[3].value = html.escape(_tx("beside_box", lang))
            row.children[-(comp.personal_tiles + 3)].value = html.escape(_tx("kind_box", lang))
            row.children[-(comp.personal_tiles + 1)].value = html.escape(_tx("hand_box", lang))
            editor.sync(editor.wheat_boxes[p], value=s.wheat[p])  # type: ignore[attr-defined]
            for k, box in enumerate(editor.beside_boxes[p]):  # type: ignore[attr-defined]
                editor.sync(box, value=s.beside[p][k])
                editor.fe_chips[p][k].value = _chip(RESOURCES[k], lang)  # type: ignore[attr-defined]
            kind_box = editor.kind_boxes[p]  # type: ignore[attr-defined]
            kind_box.options = self._kinds(comp, lang)
            editor.sync(kind_box, value=s.monument_kinds[p])
            hand = [comp.tiles[t] for t in s.hands[p]]
            for k, box in enumerate(editor.hand_boxes[p]):  # type: ignore[attr-defined]
                editor.sync(box, value=hand[k] if k < len(hand) else "")
        editor.sync(editor.current_box, value=s.current_player)  # type: ignore[attr-defined]
        editor.sync(editor.turn_box, value=s.turn)  # type: ignore[attr-defined]
        editor.phase_box.options = [(words(t, lang), k) for k, t in PHASE_NAMES]  # type: ignore[attr-defined]
        editor.sync(editor.phase_box, value=self._phase(s))  # type: ignore[attr-defined]
        public = [comp.tiles[t] for t in s.public]
        for k, box in enumerate(editor.public_boxes):  # type: ignore[attr-defined]
            editor.sync(box, value=public[k] if k < len(public) else "")
        options = self._district_options(s, lang)
        for k, box in enumerate(editor.row_boxes):  # type: ignore[attr-defined]
            box.options = [(words(TEXT["none"], lang), "")] + options
            editor.sync(box, value=s.row[k] or "" if k < len(s.row) else "")
        chosen = editor.district_box.value  # type: ignore[attr-defined]
        editor.district_box.options = options  # type: ignore[attr-defined]
        editor.sync(editor.district_box, value=chosen)  # type: ignore[attr-defined]
        editor.fe_printed_label.value = f"<b>{html.escape(_tx('printed_row', lang))}</b>"  # type: ignore
        editor.fe_kit_label.value = html.escape(_tx("kit_tile", lang))  # type: ignore[attr-defined]
        editor.printed_box.placeholder = _tx("printed_tip", lang)  # type: ignore[attr-defined]
        for t, key in zip(editor.fe_labels, ("turn_row", "turns_done", "phase_row", "public_row", "row_row",  # type: ignore
                                             "choose_row", "none"), strict=True):
            t.value = f"<b>{html.escape(_tx(key, lang))}</b>" if key != "none" else ""

    # ------------------------------------------------------------------ scores
    def score_marks(self, editor: Editor) -> tuple[Iterable[Hashable], Iterable[Hashable]]:
        show = editor.tool.get("show", "all")
        if show == "none":
            return [], []
        s, p = editor.state, editor.player
        places = scored_places(s, p)
        strong: list = []
        weak: list = []
        if show in ("all", "shops"):
            done = places["normal shops"] + places["special shops"]
            strong += [("shop", lot, n) for lot, n in done]
        if show in ("all", "statues"):
            strong += [("shop", lot, n) for lot, n in places["god statues"]]
        if show in ("all", "monuments"):
            deben = s.score()
            for q in range(s.num_players):
                cells = scored_places(s, q)["monuments"]
                reward = deben[q].parts["monuments"]
                if reward == s.comp.monument_ranks[0]:
                    strong += cells
                elif reward:
                    weak += cells
        return strong, weak

    def score_html(self, editor: Editor) -> str:
        s = editor.state
        lang = editor.lang
        scores = s.score()
        players = range(s.num_players)
        first, rule = leaders(s)
        head = "".join(f"<th style='{_CELL}'>{html.escape(rulekit.seat_name(p))}</th>" for p in players)
        rows = []
        for key, name, rid in CATEGORIES:
            cells = "".join(f"<td style='{_NUM}'>{scores[p].parts[key]}</td>" for p in players)
            rows.append(f"<tr><td style='{_CELL}'>{html.escape(words(name, lang))}</td>{cells}"
                        f"<td style='{_CELL}'>{_rule_link(rid, lang)}</td></tr>")
        cells = "".join(f"<td style='{_NUM};font-weight:bold'>{scores[p].total}</td>" for p in players)
        rows.append(f"<tr style='border-top:2px solid #444'><td style='{_CELL};font-weight:bold'>"
                    f"{html.escape(_tx('total', lang))}</td>{cells}<td style='{_CELL}'>"
                    f"{_rule_link('FE.score.order', lang)}</td></tr>")
        on_board = monuments_on_board(s)
        details = []
        for p in players:
            places = scored_places(s, p)
            done = sum(len(places[k]) for k in ("normal shops", "special shops", "god statues"))
            shown, chosen = statues(s, p)
            names = [STATUE_KO.get(g, g) if lang == "ko" else g for g in sorted(shown)] + ["?"] * chosen
            details.append((done, done + len(places["incomplete"]), statue_kinds(s, p), ", ".join(names),
                            on_board[p], s.wheat[p], sum(city_resources(s, p).values())))
        grey = f"{_NUM};color:#555"
        extra = [
            ("shops_done", [f"{d[0]} / {d[1]}" for d in details], "FE.score.incomplete"),
            ("kinds", [f"{d[2]}" + (f" ({html.escape(d[3])})" if d[3] else "") for d in details],
             "FE.score.statues"),
            ("on_board", [f"{d[4]}" for d in details], "FE.score.monuments-ties"),
            ("wheat_pos", [f"{d[5]}" for d in details], "FE.score.wheat"),
            ("pieces", [f"{d[6]}" for d in details], "FE.win.fewer-resources"),
        ]
        for key, values, rid in extra:
            cells = "".join(f"<td style='{grey}'>{v}</td>" for v in values)
            rows.append(f"<tr><td style='{_CELL};color:#555'>{html.escape(_tx(key, lang))}</td>{cells}"
                        f"<td style='{_CELL}'>{_rule_link(rid, lang)}</td></tr>")
        names = ", ".join(rulekit.seat_name(p) for p in first)
        verdict = _tx("shared" if len(first) > 1 else "winner", lang, names=names)
        table = (f"<table style='border-collapse:collapse;font-size:1.0em'><tr>"
                 f"<th style='{_CELL};text-align:left'>{html.escape(_tx('category', lang))}</th>{head}"
                 f"<th style='{_CELL}'>{html.escape(_tx('rule', lang))}</th></tr>{''.join(rows)}</table>")
        show = editor.tool.get("show", "all")
        marked = ""
        if show != "none":
            keys = ("shops", "statues", "monuments") if show == "all" else (show,)
            what = ", ".join(words(dict((v, t) for v, t, _ in SHOW)[k], lang) for k in keys)
            note = _tx("marked", lang, what=what, who=rulekit.seat_name(editor.player))
            marked = f"<div style='color:#7a2060'>{html.escape(note)}</div>"
        totals = " · ".join(f"{rulekit.seat_name(p)} {scores[p].total}" for p in players)
        return (f"<div class='rulekit-score-panel' style='line-height:1.45'>"
                f"<div style='font-size:1.15em;font-weight:bold;margin:2px 0 4px;color:#1f7a8c'>"
                f"★ {html.escape(verdict)} <span style='color:#333'>({html.escape(_tx('total', lang))}: "
                f"{html.escape(totals)})</span> <span style='font-weight:normal;font-size:0.8em'>"
                f"({html.escape(_tx('by', lang))}{_rule_link(rule, lang)})</span></div>"
                f"<details open><summary>{html.escape(_tx('score_title', lang))}</summary>{table}</details>"
                f"{marked}</div>")


_CELL = "padding:3px 8px;border-bottom:1px solid #ddd;white-space:nowrap;word-break:keep-all"
_NUM = "padding:3px 8px;border-bottom:1px solid #ddd;text-align:right;font-variant-numeric:tabular-nums"


def _rule_link(rule: str, lang: str) -> str:
    """The rule ID linked to the game's rule reference, its text as the tooltip."""
    try:
        title = rulekit.i18n.rule_text(rule, lang)
    except Exception:  # a rule without a catalogue entry still shows its ID
        title = ""
    return (f"<a href='../fertility/reference.ipynb#{rule}' target='_blank' "
            f"title='{html.escape(title, True)}'><code>{html.escape(rule)}</code></a>")


# A finished 4-player game built on the Korean rulebook's examples: 리사's three shops (grapes -> 1 wheat
# at once, papyrus -> 5 deben, cattle + marble -> nothing without the marble), the monument ranking with
# ties for first and for second (15, 15, 7, 7), and two players tied on deben (fewer resources wins).
# For each player: the monuments' cells on the tally board, the district tiles by lot with what their
# shops hold, and the wheat token's space.
SCORING_EXAMPLE: dict[int, dict[str, Any]] = {
    0: {"monuments": [(0, 0), (0, 1), (1, 0)], "wheat": 5,
        "city": [("D05", "G"), ("D09", "P"), ("D16", "C"), ("D12", "C"), ("D08", "M"), ("D11", "M")]},
    1: {"monuments": [(0, 2), (0, 3), (1, 1)], "wheat": 7,
        "city": [("D17", "MM"), ("D01", "P"), ("D13", "G"), ("D25", "MC"), ("D26", "CG")]},
    2: {"monuments": [(1, 2)], "wheat": 3, "city": [("D40", "MCPG")]},
    3: {"monuments": [(1, 3)], "wheat": 9, "city": [("D14", "CG"), ("D22", "G"), ("D03", "C")]},
}


def click_example(editor: Editor, example: dict[int, dict[str, Any]] | None = None) -> GameState:
    """Build a finished game in a :class:`~widgets.editor.ScoreCalculator` by clicking, as a person would.

    The calculator starts again from its empty tally board; then, player by player (the "Edit:"
    buttons): the monuments on the board, each district tile on its lot (chosen in the menu under the
    palette) with the resources on its shops, and the wheat token's space (one click on the wheat
    store per space).  Every click goes through the same path as the mouse's.  ``example`` defaults
    to :data:`SCORING_EXAMPLE`; the state built is returned.
    """
    example = SCORING_EXAMPLE if example is None else example
    players = editor.state.num_players
    editor.apply_text(SPEC.position_text(SPEC.new_score_state(players)))
    for p, part in sorted(example.items()):
        editor.player_buttons[p].click()
        editor.choose(mode="monument")
        for cell in part.get("monuments", []):
            editor.click_place(cell)
        for lot, (did, goods) in enumerate(part.get("city", []), start=1):
            editor.choose(mode="district")
            editor.district_box.value = did  # type: ignore[attr-defined]
            editor.click_place(("lot", lot))
            shops = editor.state.comp.districts[did].shops
            left = list(goods)
            for n, shop in enumerate(shops, start=1):
                held = ""
                for r in list(left):
                    if len(held) < len(shop.needs) and shop.accepts(r, held):
                        left.remove(r)
                        held += r
                        editor.choose(mode="goods", goods=r)
                        editor.click_place(("shop", lot, n))
        editor.choose(mode="goods")
        for _ in range(part.get("wheat", 0)):
            editor.click_place(WHEAT)
    editor.player_buttons[0].click()
    return editor.state


SPEC = FertilitySpec()
register_spec(SPEC)

__all__ = ["FertilitySpec", "SPEC", "SCORING_EXAMPLE", "click_example", "district_label", "PARTS",
           "PART_NAMES_KO"]
