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

The panels are in :mod:`.panels`, the calculator's score table in :mod:`.scores`, the words in :mod:`.words`.
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any, TypeGuard, cast

import rulekit
from rulekit.core import InvalidState
from rulekit.fertility import edit
from rulekit.fertility.components import RESOURCES
from rulekit.fertility.scoring import PART_NAMES_KO, PARTS
from rulekit.fertility.shops import shop_at
from rulekit.fertility.state import LOOSE_SITE, FertilityState
from rulekit.i18n import josa

from ..editor import Editor, EditorSpec, ScoreCalculator, ToolGroup, register_spec, words
from .clicks import WHEAT
from .icons import SITE_BG
from .panels import EditorPanels
from .scores import SCORING_EXAMPLE, CalculatorScores, click_example
from .words import (
    EDITOR_TEXT,
    GOODS,
    MODES,
    MORE_FOLD,
    NAME,
    SCORE_MODES,
    SHOW,
    TILES,
    both,
    editor_text,
)
from .words import district_label as district_label

#: A cell of the central board: (row, column).
Cell = tuple[int, int]


def _shape(state: Any) -> tuple:
    """What the board picture is laid out for: the board's cells, the players, the district row, the lots."""
    board = getattr(state, "board", None)
    return (tuple(getattr(board, "rows", ())), getattr(state, "num_players", 0),
            len(getattr(state, "row", ())), getattr(getattr(state, "comp", None), "lots", 0))


def _cell_place(place: object) -> TypeGuard[Cell]:
    return isinstance(place, tuple) and len(place) == 2 and all(type(v) is int for v in place)


def _at(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def _pending_cell(editor: Editor[FertilityState]) -> Cell | None:
    """The cell clicked first for a tile being put (what the spec keeps in ``editor.pending``)."""
    return cast("Cell | None", editor.pending)


def _pending_cells(editor: Editor[FertilityState]) -> tuple[Cell, ...]:
    """The cells clicked so far for a tile being moved (what the spec keeps in ``editor.pending``)."""
    return cast("tuple[Cell, ...]", editor.pending or ())


def _pair(kinds: str, lang: str) -> str:
    return f"{words(NAME[kinds[0]], lang)}·{words(NAME[kinds[1]], lang)} ({kinds})"


class FertilitySpec(EditorPanels, CalculatorScores, EditorSpec[FertilityState]):
    """Fertility: the central board's tiles and quarries, every city, hands, public tiles and the row."""

    game = "fertility"
    multiline = True
    action_example = "place G@1,6 P@2,6; end"
    advanced_title = MORE_FOLD

    def new_state(self, players: int) -> FertilityState:
        return edit.empty(players=players)

    def new_score_state(self, players: int) -> FertilityState:
        """A finished game to score: every city empty and a small tally board for the monuments.

        A score needs of the central board only whose monuments lie on it, so the calculator starts
        from a 4 × 4 part of desert where a click puts a monument; a whole board can be typed or edited too.
        """
        tally = "\n".join(["...."] * 4)
        return edit.from_text(f"players {players}\nphase over\nboard\n{tally}\nstart -\npublic -")

    def position_text(self, state: FertilityState) -> str:
        return edit.text(state)

    def from_text(self, text: str, current: FertilityState | None = None) -> FertilityState:
        # a text with another number of players is refused by the editor itself (its panels are per player)
        return edit.from_text(text, like=current)

    def palette(self, editor: Editor[FertilityState]) -> list[ToolGroup]:
        scoring = isinstance(editor, ScoreCalculator)  # a finished game: the cities first
        groups = [
            ToolGroup("mode", EDITOR_TEXT["mode"],
                      [m for m in MODES if (m[0] in SCORE_MODES if scoring else m[0] != "fill")],
                      "district" if scoring else "tile"),
            ToolGroup("tile", EDITOR_TEXT["tile"], TILES, "PG",
                      shown=lambda ed: ed.tool.get("mode") == "tile"),
            ToolGroup("goods", EDITOR_TEXT["goods"], GOODS, "M", swatch={r: SITE_BG[r] for r in RESOURCES},
                      shown=lambda ed: ed.tool.get("mode") in ("goods", "fill")),
        ]
        if scoring:
            groups.append(ToolGroup("show", EDITOR_TEXT["show"], SHOW, "all"))
        return groups

    def prepare_view(self, editor: Editor[FertilityState], view: Any) -> None:
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

    def _hint(self, editor: Editor[FertilityState]) -> str:
        lang, mode = editor.lang, editor.tool.get("mode")
        who = rulekit.seat_name(editor.player)
        if mode == "tile":
            kinds = editor.tool["tile"]
            a, b = words(NAME[kinds[0]], lang), words(NAME[kinds[1]], lang)
            first = _pending_cell(editor)
            if first:
                return editor_text("second", lang, cell=_at(first), b=b)
            return editor_text("hint_tile", lang, a=a, b=b)
        if mode == "move" and editor.pending:
            cells = _pending_cells(editor)
            return editor_text("move_a" if len(cells) == 1 else "move_b", lang, cell=_at(cells[-1]))
        if mode == "district":
            return editor_text("hint_district", lang, who=who, d=self.chosen_district(editor))
        if mode == "goods":
            return editor_text("hint_goods", lang, who=who, r=words(NAME[editor.tool["goods"]], lang))
        if mode == "fill":
            return editor_text("hint_fill", lang, who=who)
        if mode in ("monument",):
            return editor_text("hint_monument", lang, who=who)
        return editor_text(f"hint_{mode}", lang)

    @staticmethod
    def chosen_district(editor: Editor[FertilityState]) -> str:
        typed = getattr(editor, "fe_chosen", None)
        if typed:
            return typed
        box = getattr(editor, "district_box", None)
        return box.value if box is not None and box.value else "D01"

    def put_printed(self, editor: Editor[FertilityState], text: str) -> FertilityState:
        """The tile typed as printed (``MCPG>12``, ``P>5+G>W1``) on the first empty lot of the player edited;
        a click on a lot then puts another of it there."""
        s, p, lang = editor.state, editor.player, editor.lang
        who = rulekit.seat_name(p)
        did = s.comp.districts[text.strip()].id  # refused in both languages when it is not a tile
        free = [k + 1 for k, d in enumerate(s.lots[p]) if d is None]
        if not free:
            raise InvalidState(*both("no_lot", who=who), field="lots")
        editor.fe_chosen = did
        editor.note = editor_text("printed_put", lang, who=who, d=did, lot=free[0])
        return edit.set_district(s, p, free[0], did)

    def fill(self, editor: Editor[FertilityState], lot: int, n: int) -> FertilityState:
        """Shop ``lot.n`` of the player edited with all the resources it shows (a full one emptied); a shop
        taking any resource gets the palette's resource."""
        s, p, lang = editor.state, editor.player, editor.lang
        who, shop_name = rulekit.seat_name(p), f"{lot}.{n}"
        shop = shop_at(s, p, lot, n)
        if shop is None:
            return edit.set_goods(s, p, lot, n, "")  # refused: names the missing shop
        held = s.goods[p].get((lot, n), "")
        if len(held) >= len(shop.needs):
            editor.note = editor_text("emptied", lang, who=who, shop=shop_name)
            return edit.set_goods(s, p, lot, n, "")
        goods = shop.needs.replace("A", editor.tool.get("goods", "M"))
        editor.note = editor_text("filled", lang, who=who, shop=shop_name, g=goods)
        return edit.set_goods(s, p, lot, n, goods)

    # ------------------------------------------------------------------ clicks
    def click(self, editor: Editor[FertilityState], place: Hashable) -> FertilityState | None:
        s = editor.state
        p = editor.player
        lang = editor.lang
        mode = editor.tool["mode"]
        who = rulekit.seat_name(p)
        if _cell_place(place):
            return self._click_cell(editor, place, mode)
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
                editor.note = editor_text("goods_put", lang, who=who, r=words(NAME[r], lang), shop=shop)
                return edit.set_goods(s, p, lot, n, held + r)
            if mode == "erase":
                if not held:
                    raise InvalidState(*both("empty_shop", shop=shop), field="goods")
                editor.note = editor_text("goods_off", lang, who=who, shop=shop)
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
                editor.sync(editor.district_box, value=did)
                editor.note = editor_text("chosen", lang, d=did, d_ul=josa(did, "을"))
                editor.pending = None
                return None
            if mode == "erase" and did:
                row = list(s.row)
                row[place[1] - 1] = None
                editor.note = editor_text("row", lang, tiles=" ".join(d or "-" for d in row))
                return edit.set_position(s, row=row)
            return None
        if kind == "beside" and mode in ("goods", "erase"):
            k = RESOURCES.index(place[1])
            n = s.beside[p][k] + (1 if mode == "goods" else -1)
            if n < 0:
                raise InvalidState(*both("no_less"), field="beside")
            letters = "".join(r * (n if j == k else c) for j, (r, c) in enumerate(zip(RESOURCES, s.beside[p],
                                                                                          strict=True)))
            editor.note = editor_text("beside", lang, who=who, n=n, r=words(NAME[place[1]], lang))
            return edit.set_position(s, beside={p: letters or "-"})
        if place == WHEAT and mode in ("goods", "erase"):
            n = s.wheat[p] + (1 if mode == "goods" else -1)
            if n < 0:
                raise InvalidState(*both("no_less"), field="wheat")
            editor.note = editor_text("wheat", lang, who=who, n=n)
            return edit.set_position(s, wheat={p: n})
        if kind in ("hand", "public") and mode in ("tile", "erase"):
            tiles = [s.comp.tiles[t] for t in (s.hands[p] if kind == "hand" else s.public)]
            k = tiles.index(place[1])
            if mode == "erase":
                del tiles[k]
            else:
                tiles[k] = editor.tool["tile"]
            if kind == "hand":
                editor.note = editor_text("hand", lang, who=who, tiles=" ".join(tiles) or "-")
                return edit.set_position(s, hand={p: tiles})
            editor.note = editor_text("public", lang, tiles=" ".join(tiles) or "-")
            return edit.set_position(s, public=tiles)
        return None

    def _click_lot(self, editor: Editor[FertilityState], lot: int) -> FertilityState:
        s, p, lang = editor.state, editor.player, editor.lang
        if lot == 0:  # the city board's printed shop: the board itself, not a lot
            raise InvalidState(*both("printed_lot", n=s.comp.lots), field="lots")
        who = rulekit.seat_name(p)
        if editor.tool["mode"] == "erase":
            editor.note = editor_text("lot_cleared", lang, who=who, lot=lot, lot_ul=josa(lot, "을"))
            return edit.set_district(s, p, lot, None)
        did = self.chosen_district(editor)
        new = edit.set_district(s, p, lot, did)
        editor.note = editor_text("district", lang, who=who, d=did, lot=lot)
        # a tile lies in one place only: say so when it left another city (it would vanish unseen)
        for q, lots in enumerate(s.lots):
            for i, placed in enumerate(lots):
                if (q, i + 1) != (p, lot) and placed is not None and placed == new.lots[p][lot - 1]:
                    editor.note += editor_text("district_moved", lang, who=rulekit.seat_name(q), lot=i + 1)
        return new

    def _click_cell(self, editor: Editor[FertilityState], cell: tuple[int, int],
                    mode: str) -> FertilityState | None:
        s, p, lang = editor.state, editor.player, editor.lang
        who = rulekit.seat_name(p)
        if mode == "tile":
            kinds = editor.tool["tile"]
            first = _pending_cell(editor)
            if first is None:
                edit.check_free(s, cell)  # refused at once on water, a wheat field, a tile
                editor.pending = cell
                editor.note = editor_text("second", lang, cell=_at(cell), b=words(NAME[kinds[1]], lang))
                return None
            editor.pending = None
            editor.note = editor_text("put", lang, tile=_pair(kinds, lang), a=_at(first), b=_at(cell))
            return edit.put_tile(s, kinds, first, cell)
        if mode == "turn":
            editor.note = editor_text("turned", lang, cell=_at(cell))
            return edit.turn_tile(s, cell)
        if mode == "move":
            pending = _pending_cells(editor)
            if not pending:
                i = s.board.index(cell)
                if not s.site[i] or s.tile_at[i] == LOOSE_SITE or s.tile_at[i] < -1:
                    return edit.move_tile(s, cell, cell, cell)  # refused: names what is (not) there
                editor.pending = (cell,)
                editor.note = editor_text("move_a", lang, cell=_at(cell))
                return None
            if len(pending) == 1:
                editor.pending = (pending[0], cell)
                editor.note = editor_text("move_b", lang, cell=_at(cell))
                return None
            src, a = pending
            editor.pending = None
            editor.note = editor_text("moved", lang, a=_at(a), b=_at(cell))
            return edit.move_tile(s, src, a, cell)
        if mode == "monument":
            editor.note = editor_text("monument", lang, who=who, cell=_at(cell))
            return edit.put_quarry(s, cell, p)
        if mode == "quarry":
            editor.note = editor_text("quarry", lang, cell=_at(cell))
            return edit.put_quarry(s, cell, None)
        if mode == "start":
            editor.note = editor_text("start_put", lang, cell=_at(cell))
            return edit.put_start(s, cell, 0)
        if mode == "erase":
            i = s.board.index(cell) if s.board.on_board(cell) else -1
            what = "the_quarry" if i in s.quarry else "the_tile"
            thing = editor_text(what, lang, cell=_at(cell))
            editor.note = editor_text("erased", lang, what=thing, what_ul=josa(thing, "을"))
            return edit.remove_at(s, cell)
        return None

    # ------------------------------------------------------------------ marks
    def marks(self, editor: Editor[FertilityState]) -> tuple[Iterable[Hashable], Iterable[Hashable]]:
        s, p = editor.state, editor.player
        mode = editor.tool.get("mode")
        strong: list = []
        weak: list = []
        if mode == "tile":
            first = _pending_cell(editor)
            if first:
                strong.append(first)
                weak += [s.board.coords[j] for j in s.board.neighbours[s.board.index(first)] if s.free[j]]
            else:
                weak += sorted(s.board.coords[i] for i in s.frontier)  # where a tile can touch a site
        elif mode == "move" and editor.pending:
            pending = _pending_cells(editor)
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


SPEC = FertilitySpec()
register_spec(SPEC)

__all__ = ["FertilitySpec", "SPEC", "SCORING_EXAMPLE", "click_example", "district_label", "PARTS",
           "PART_NAMES_KO"]
