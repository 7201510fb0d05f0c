"""The Golden Ankh position editor and score calculator (see :mod:`widgets.editor` for the hooks).

Palette: a mode (put a tile, erase, move, a token on a storehouse), then the tile's colour and kind.
A click on the board of the player being edited (the "Edit:" buttons choose whose):

* put: the chosen tile on a ground cell or an upper 2×2 centre (a tile there is replaced); on a
  market space, that tile for sale; on a hand token or a stack, one more of it;
* erase: the tile there goes back to the stacks; a market space is emptied; one token or stack tile less;
* move: first the tile, then the empty place it goes to;
* storehouse token: puts a token on an uncovered storehouse, or takes it off.

The panels under the board set every player's tokens and bonus markers, the turn, the market's price
markers and the stacks' sizes.  Every edit is made by :mod:`rulekit.golden_ankh.edits`
(``put_tile``, ``remove_tile``, ``move_tile``, ``set_position``), which refuses what no game reaches.

>>> import widgets
>>> ed = widgets.Editor("golden_ankh", players=3, lang="en")
>>> ed.choose(colour="G", kind="S"); ed.click_place(("ground", 0, 0)) is not None
True
>>> ed.choose(mode="erase"); ed.click_place(("ground", 0, 0)) is not None
True
>>> ed.state.tiles_placed(0)
0
"""

from __future__ import annotations

import html
from collections.abc import Hashable, Iterable
from typing import Any, cast

import ipywidgets as W

import rulekit
from rulekit import golden_ankh as ga
from rulekit.core import InvalidState
from rulekit.golden_ankh.adjacency import UPPER, free_squares, ground_frontier
from rulekit.golden_ankh.bonus import capacity
from rulekit.golden_ankh.components import Components
from rulekit.golden_ankh.position import bonus_letter
from rulekit.golden_ankh.scoring import scored_places
from rulekit.golden_ankh.state import GoldenAnkhState
from rulekit.i18n import josa

from ..editor import Editor, EditorSpec, ScoreCalculator, ToolGroup, register_spec, words
from .clicks import is_layout_place as _layout_place
from .look import FACE
from .words import (
    CATEGORIES,
    EDITOR_TEXT,
    LABELS,
    MODES,
    MORE_FOLD,
    SHOW,
    colour_choices,
    colour_key,
    colour_letter,
    kind_choices,
)
from .words import tile_name as _tile_name


def swatch(comp: Components) -> dict[str, str]:
    """The colour of each tile colour's button in the palette (black a little lighter, to be seen).

    >>> swatch(ga.default_components())["K"]
    '#6b6b6b'
    """
    return {comp.colour_letter[key]: "#6b6b6b" if key == "black" else FACE[key][0] for key in comp.resources}


def _tx(key: str, lang: str, **values: Any) -> str:
    return words(EDITOR_TEXT[key], lang).format(**values)


def _where(place: tuple, lang: str) -> str:
    kind, r, c = place
    if kind == "upper":
        return f"U({r},{c})" if lang == "en" else f"{LABELS['upper'][1]} U({r},{c})"
    return f"{r},{c}"


class GoldenAnkhSpec(EditorSpec[GoldenAnkhState]):
    """Golden Ankh: tiles on both layers, tokens, storehouse tokens, bonus markers, market, stacks."""

    game = "golden_ankh"
    multiline = True
    action_example = "take B W K; end"
    advanced_title = MORE_FOLD

    def new_state(self, players: int) -> GoldenAnkhState:
        return ga.from_position(f"players {players}")

    def position_text(self, state: GoldenAnkhState) -> str:
        return ga.position_text(state)

    def from_text(self, text: str, current: GoldenAnkhState | None = None) -> GoldenAnkhState:
        if current is None:
            return ga.from_position(text)
        return ga.edit_text(current, text)  # the editor refuses another number of players

    def palette(self, editor: Editor[GoldenAnkhState]) -> list[ToolGroup]:
        putting = lambda ed: ed.tool.get("mode") == "put"  # noqa: E731
        comp = editor.state.comp
        groups = [
            ToolGroup("mode", EDITOR_TEXT["mode"], MODES, "put"),
            ToolGroup("colour", EDITOR_TEXT["colour"], colour_choices(comp), "R", swatch=swatch(comp),
                      shown=putting),
            ToolGroup("kind", EDITOR_TEXT["kind"], kind_choices(comp), "J", shown=putting),
        ]
        if isinstance(editor, ScoreCalculator):
            groups.append(ToolGroup("show", EDITOR_TEXT["show"], SHOW, "all"))
        return groups

    def prepare_view(self, editor: Editor[GoldenAnkhState], view: Any) -> None:
        view.focus = editor.player
        view.turn_controls = False

    def code(self, editor: Editor[GoldenAnkhState]) -> str:
        """The tile the palette has chosen, as its code (``"RJ"``)."""
        return f"{editor.tool['colour']}{editor.tool['kind']}"

    # ------------------------------------------------------------------ clicks
    def click(self, editor: Editor[GoldenAnkhState], place: Hashable) -> GoldenAnkhState | None:
        new = self._click(editor, place)
        if new is not None and _layout_place(place) and editor.note:
            lone = ga.lone_tiles(new, editor.player)
            if lone:
                cells = ", ".join(f"{r},{c}" for r, c in lone)
                editor.note += _tx("lone", editor.lang, cells=cells)
        return new

    def _click(self, editor: Editor[GoldenAnkhState], place: Hashable) -> GoldenAnkhState | None:
        s = editor.state
        p = editor.player
        lang = editor.lang
        mode = editor.tool["mode"]
        who = rulekit.seat_name(p)
        if not isinstance(place, tuple):
            return None
        if _layout_place(place):
            where = _where(place, lang)
            if mode == "put":
                code = self.code(editor)
                editor.note = _tx("put", lang, who=who, tile=_tile_name(s.comp, code, lang), where=where)
                return ga.put_tile(s, p, place, code)
            if mode == "erase":
                editor.note = _tx("erased", lang, who=who, where=where)
                return ga.remove_tile(s, p, place)
            if mode == "move":
                if editor.pending is None:
                    if self._tile_at(s, p, place) is None:
                        return ga.remove_tile(s, p, place)  # refused: names the empty place
                    editor.pending = place
                    editor.note = _tx("pick_dst", lang)
                    return None
                src, editor.pending = cast("tuple[str, int, int]", editor.pending), None   # the tile picked
                editor.note = _tx("moved", lang, who=who, where=where, where_ro=josa(where, "으로"))
                return ga.move_tile(s, p, src, place)
            if mode == "store":
                return self._toggle_store(editor, place)
        kind = place[0]
        if kind == "market" and mode in ("put", "erase"):
            k = place[1]
            market = [None if t is None else s.comp.tiles[t].code for t in s.market]
            market[k - 1] = self.code(editor) if mode == "put" else None
            editor.note = (
                _tx("market", lang, k=k, tile=_tile_name(s.comp, market[k - 1], lang))
                if mode == "put"
                else _tx("market_empty", lang, k=k)
            )
            return ga.set_position(s, market=market)
        if kind == "hand" and mode in ("put", "erase"):
            counts = list(s.hands[p])
            k = s.comp.letter_index[place[1]]
            counts[k] += 1 if mode == "put" else -1
            return self._set_tokens(editor, p, counts)
        if kind == "stack" and mode in ("put", "erase"):
            a, b = len(s.stacks[0]), len(s.stacks[1])
            step = 1 if mode == "put" else -1
            a, b = (a + step, b) if place[1] == "A" else (a, b + step)
            return self._set_stacks(editor, a, b)
        return None

    @staticmethod
    def _tile_at(s: Any, p: int, place: tuple) -> int | None:
        cells = s.upper[p] if place[0] == "upper" else s.ground[p]
        return cells.get((place[1], place[2]))

    def _toggle_store(self, editor: Editor[GoldenAnkhState], place: tuple) -> GoldenAnkhState:
        s, p, lang = editor.state, editor.player, editor.lang
        tid = self._tile_at(s, p, place)
        where = _where(place, lang)
        who = rulekit.seat_name(p)
        if tid is None or s.comp.tiles[tid].special != "storehouse":
            raise InvalidState(
                _tx("no_storehouse", "en", where=_where(place, "en")),
                _tx("no_storehouse", "ko", where=_where(place, "ko")),
                field="stored",
            )
        code = s.comp.tiles[tid].code
        if tid in s.stored[p]:
            editor.note = _tx("unstored", lang, who=who, where=where)
            return ga.put_tile(s, p, place, code)
        if place[0] == "ground" and s.covered(p, (place[1], place[2])):
            _refuse_covered(place)
        editor.note = _tx("stored", lang, who=who, where=where)
        return ga.put_tile(s, p, place, code + "*")

    # ------------------------------------------------------------------ counters
    def _set_tokens(self, editor: Editor[GoldenAnkhState], p: int, counts: list[int]) -> GoldenAnkhState:
        s = editor.state
        letters = " ".join(
            x for x, n in zip(s.comp.kind_letters, counts, strict=True) for _ in range(max(n, 0))
        )
        if min(counts) < 0:
            raise InvalidState(
                "a player cannot hold fewer than 0 tokens of a kind",
                "토큰은 0개보다 적게 가질 수 없습니다",
                field="tokens",
            )
        editor.note = _tx("tokens", editor.lang, who=rulekit.seat_name(p), tokens=letters or "-")
        return ga.set_position(s, tokens={p: letters})

    def _set_stacks(self, editor: Editor[GoldenAnkhState], a: int, b: int) -> GoldenAnkhState:
        if min(a, b) < 0:
            raise InvalidState(
                "a stack cannot hold fewer than 0 tiles",
                "더미의 타일은 0장보다 적을 수 없습니다",
                field="stacks",
            )
        editor.note = _tx("stacks", editor.lang, a=a, b=b)
        return ga.set_position(editor.state, stacks=(a, b))

    def _set_bonus(self, editor: Editor[GoldenAnkhState], p: int, n: int) -> GoldenAnkhState:
        s = editor.state
        pos = ga.position_of(s)
        letters = list(pos.bonus.get(p) or [])
        if n < len(letters):
            letters = letters[:n]
        else:
            # more markers: to the qualifying groups, those holding fewer first (one per five tiles)
            room = []
            for key, groups in s.groups_of(p).items():
                letter = bonus_letter(s.comp, key)
                for g in groups:
                    held = sum(
                        1
                        for (k, _), t in zip(s.bonus[p], s.bonus_tiles[p], strict=True)
                        if k == key and t == min(g)
                    )
                    room += [(held + i, letter) for i in range(capacity(g) - held)]
            room.sort()
            need = n - len(letters)
            if need > len(room):
                who_en = who_ko = rulekit.seat_name(p)
                raise InvalidState(
                    _tx("no_group", "en", who=who_en), _tx("no_group", "ko", who=who_ko), field=f"bonus[{p}]"
                )
            letters += [x for _, x in room[:need]]
        editor.note = _tx("bonus", editor.lang, who=rulekit.seat_name(p), n=n)
        return ga.set_position(s, bonus={p: letters})

    def panels(self, editor: Editor[GoldenAnkhState]) -> list[W.Widget]:
        s = editor.state
        comp = s.comp
        self_rows = []
        editor.token_boxes = []
        editor.bonus_boxes = []
        editor.player_rows = []
        editor.token_labels = []
        cell = W.Layout(width="auto", margin="0 4px")
        for p in range(s.num_players):
            boxes = []
            labels = []
            items: list[W.Widget] = [W.HTML(layout=W.Layout(width="5em"))]
            for k in range(len(comp.kind_letters)):
                box = editor.counter(
                    s.hands[p][k],
                    0,
                    s.per_kind,
                    lambda v, p=p, k=k: self._on_token_box(editor, p, k, v),
                    width="3.6em",
                )
                token = W.HTML(layout=cell)
                items += [token, box]
                boxes.append(box)
                labels.append(token)
            bonus = editor.counter(
                len(s.bonus[p]),
                0,
                len(comp.bonus_markers),
                lambda v, p=p: self.edit_or_restore(editor, lambda st: self._set_bonus(editor, p, v)),
                width="3.6em",
            )
            items += [W.HTML(layout=cell), bonus]
            editor.token_boxes.append(boxes)
            editor.token_labels.append(labels)
            editor.bonus_boxes.append(bonus)
            row = W.HBox(items, layout=W.Layout(flex_flow="row wrap", align_items="center"))
            editor.player_rows.append(row)
            self_rows.append(row)
        # whose turn, the price markers, the stacks
        editor.current_box = editor.choice(
            [(rulekit.seat_name(p), p) for p in range(s.num_players)],
            s.current_player,
            lambda v: self.edit_or_restore(editor, lambda st: ga.set_position(st, current=v)),
            width="6em",
        )
        editor.round_box = editor.counter(
            s.round,
            1,
            99,
            lambda v: self.edit_or_restore(editor, lambda st: ga.set_position(st, round=v)),
        )
        # All six spaces in one box (Enter applies it): markers only swap places, so a change of one
        # space alone would never be a set the game has.
        editor.price_box = W.Text(layout=W.Layout(width="16em"), continuous_update=False)
        editor.price_box.observe(
            lambda change: None if editor.syncing else editor.guard(self._on_prices, editor), names="value"
        )
        editor.stack_boxes = [
            editor.counter(
                len(s.stacks[i]),
                0,
                len(comp.tiles),
                lambda v, i=i: self._on_stack_box(editor, i, v),
            )
            for i in range(2)
        ]
        editor.table_labels = [W.HTML(layout=cell) for _ in range(4)]
        lab = editor.table_labels
        row = W.Layout(flex_flow="row wrap", align_items="center")
        table = W.VBox([
            W.HBox([lab[0], editor.current_box, lab[1], editor.round_box,
                    lab[3], *editor.stack_boxes], layout=row),
            W.HBox([lab[2], editor.price_box], layout=W.Layout(flex_flow="row wrap")),
        ])
        editor.header_row = W.HTML()
        if isinstance(editor, ScoreCalculator):  # whose turn, the prices, the stacks: under "more"
            editor.advanced_widgets = [table]
        box = W.VBox(
            [editor.header_row, *self_rows] + ([] if isinstance(editor, ScoreCalculator) else [table]),
            layout=W.Layout(
                width=f"{editor.css_width}px", max_width="100%", border="1px solid #d8cca8", padding="4px"
            ),
        )
        return [box]

    def _on_token_box(self, editor: Editor[GoldenAnkhState], p: int, k: int, value: int) -> None:
        counts = list(editor.state.hands[p])
        counts[k] = value
        self.edit_or_restore(editor, lambda st: self._set_tokens(editor, p, counts))

    def _on_stack_box(self, editor: Editor[GoldenAnkhState], i: int, value: int) -> None:
        s = editor.state
        sizes = [len(s.stacks[0]), len(s.stacks[1])]
        sizes[i] = value
        self.edit_or_restore(editor, lambda st: self._set_stacks(editor, *sizes))

    def _on_prices(self, editor: Editor[GoldenAnkhState]) -> None:
        prices = editor.price_box.value.upper().split()
        editor.note = _tx("prices", editor.lang)
        self.edit_or_restore(editor, lambda st: ga.set_position(st, prices=prices))

    def refresh(self, editor: Editor[GoldenAnkhState]) -> None:
        s = editor.state
        lang = editor.lang
        comp = s.comp
        if not hasattr(editor, "token_boxes"):
            return
        editor.header_row.value = (
            f"<b>{html.escape(_tx('hand', lang))}</b> · {html.escape(_tx('bonus_markers', lang))}"
        )
        for p, boxes in enumerate(editor.token_boxes):
            for k, box in enumerate(boxes):
                editor.sync(box, value=s.hands[p][k])
                key = comp.kind_keys[k]
                fill, ink = FACE.get(key, ("#999999", "black"))
                editor.token_labels[p][k].value = (
                    f"<span title='{html.escape(comp.kind_name(key, lang))}' style='display:inline-block;"
                    f"min-width:1.7em;text-align:center;background:{fill};color:{ink};border-radius:1em;"
                    f"border:1px solid #444;font-weight:bold'>{html.escape(colour_letter(comp, key))}</span>"
                )
            editor.sync(editor.bonus_boxes[p], value=len(s.bonus[p]))
            row = editor.player_rows[p]
            mark = "▶ " if p == editor.player else ""
            row.children[0].value = f"<b>{mark}{html.escape(rulekit.seat_name(p))}</b>"
            row.children[-2].value = html.escape(_tx("bonus_markers", lang))
        editor.sync(editor.current_box, value=s.current_player)
        editor.sync(editor.round_box, value=s.round)
        editor.sync(editor.price_box,
                    value=" ".join("".join(comp.kind_letters[m] for m in space) for space in s.prices))
        for i, box in enumerate(editor.stack_boxes):
            editor.sync(box, value=len(s.stacks[i]))
        for t, key in zip(
            editor.table_labels,
            ("turn_row", "round", "market_row", "stacks_row"),
            strict=True,
        ):
            t.value = f"<b>{html.escape(_tx(key, lang, colours=colour_key(comp, lang)))}</b>"

    # ------------------------------------------------------------------ marks
    def marks(self, editor: Editor[GoldenAnkhState]) -> tuple[Iterable[Hashable], Iterable[Hashable]]:
        strong = [editor.pending] if editor.pending is not None else []
        s, p = editor.state, editor.player
        mode = editor.tool.get("mode")
        weak: list = []
        if mode in ("put", "move"):
            ground = s.ground[p]
            spots = ground_frontier(ground) if ground else {(0, 0)}
            weak += [("ground", r, c) for r, c in sorted(spots)]
            weak += [("upper", r, c) for r, c in free_squares(ground, s.upper[p])]
        return strong, weak

    # ------------------------------------------------------------------ scores
    def score_marks(self, editor: Editor[GoldenAnkhState]) -> tuple[Iterable[Hashable], Iterable[Hashable]]:
        show = editor.tool.get("show", "all")
        if show == "none":
            return [], []
        lay = editor.state.layout(editor.player)
        places = scored_places(lay.ground, lay.upper)
        keys = ("colour", "animals", "numbers", "bonus") if show == "all" else (show,)
        out = sorted(
            {("upper" if layer == UPPER else "ground", r, c) for key in keys for layer, r, c in places[key]}
        )
        return out, []

    def score_html(self, editor: Editor[GoldenAnkhState]) -> str:
        s = editor.state
        lang = editor.lang
        scores = s.score()
        players = range(s.num_players)
        leaders = s.leaders()
        head = "".join(f"<th style='{_CELL}'>{html.escape(rulekit.seat_name(p))}</th>" for p in players)
        rows = []
        for key, name, rule in CATEGORIES:
            cells = "".join(f"<td style='{_NUM}'>{scores[p].parts[key]}</td>" for p in players)
            rows.append(
                f"<tr><td style='{_CELL}'>{html.escape(words(name, lang))}</td>{cells}"
                f"<td style='{_CELL}'>{_rule_link(rule, lang)}</td></tr>"
            )
        cells = "".join(f"<td style='{_NUM};font-weight:bold'>{scores[p].total}</td>" for p in players)
        rows.append(
            f"<tr style='border-top:2px solid #444'><td style='{_CELL};font-weight:bold'>"
            f"{html.escape(_tx('total', lang))}</td>{cells}<td style='{_CELL}'>"
            f"{_rule_link('GA.score.total', lang)}</td></tr>"
        )
        for key, values, rule in (
            ("tiles_placed", [s.tiles_placed(p) for p in players], "GA.win.fewer-tiles"),
            ("tokens_left", [s.tokens_held(p) for p in players], "GA.win.fewer-tokens"),
        ):
            cells = "".join(f"<td style='{_NUM};color:#555'>{v}</td>" for v in values)
            rows.append(
                f"<tr><td style='{_CELL};color:#555'>{html.escape(_tx(key, lang))}</td>{cells}"
                f"<td style='{_CELL}'>{_rule_link(rule, lang)}</td></tr>"
            )
        names = ", ".join(rulekit.seat_name(p) for p in leaders)
        rule = _winner_rule(s, leaders)
        verdict = _tx("shared" if len(leaders) > 1 else "winner", lang, names=names)
        table = (
            f"<table style='border-collapse:collapse;font-size:1.0em'><tr>"
            f"<th style='{_CELL};text-align:left'>{html.escape(_tx('category', lang))}</th>{head}"
            f"<th style='{_CELL}'>{html.escape(_tx('rule', lang))}</th></tr>{''.join(rows)}</table>"
        )
        show = editor.tool.get("show", "all")
        marked = ""
        if show != "none":
            what = (
                ", ".join(
                    words(t, lang) for v, t, _ in SHOW if v in ("colour", "animals", "numbers", "bonus")
                )
                if show == "all"
                else words(dict((v, t) for v, t, _ in SHOW)[show], lang)
            )
            marked = (
                f"<div style='color:#7a2060'>"
                f"{html.escape(_tx('marked', lang, who=rulekit.seat_name(editor.player), what=what))}"
                "</div>"
            )
        totals = " · ".join(f"{rulekit.seat_name(p)} {scores[p].total}" for p in players)
        return (
            f"<div class='rulekit-score-panel' style='line-height:1.45'>"
            f"<div style='font-size:1.15em;font-weight:bold;margin:2px 0 4px;color:#1f7a8c'>★ "
            f"{html.escape(verdict)} <span style='color:#333'>({html.escape(_tx('total', lang))}: "
            f"{html.escape(totals)})</span> <span style='font-weight:normal;font-size:0.8em'>"
            f"({html.escape(_tx('by', lang, rule=''))}{_rule_link(rule, lang)})</span></div>"
            f"<details open><summary>{html.escape(_tx('score_title', lang))}</summary>{table}</details>"
            f"{marked}</div>"
        )


_CELL = "padding:3px 8px;border-bottom:1px solid #ddd;white-space:nowrap;word-break:keep-all"
_NUM = "padding:3px 8px;border-bottom:1px solid #ddd;text-align:right;font-variant-numeric:tabular-nums"


def _rule_link(rule: str, lang: str) -> str:
    """The rule ID linked to the game's rule reference, its text as the tooltip."""
    try:
        title = rulekit.i18n.rule_text(rule, lang)
    except Exception:  # a rule without a catalogue entry still shows its ID
        title = ""
    return (
        f"<a href='../golden_ankh/reference.ipynb#{rule}' target='_blank' title='{html.escape(title, True)}'>"
        f"<code style='color:#1f5fa8;text-decoration:underline'>{html.escape(rule)}</code></a>"
    )


def _winner_rule(s: Any, leaders: list[int]) -> str:
    """The tie-break that decided the winner (GA.win.highest … GA.win.shared)."""
    scores = {p: sc.total for p, sc in s.score().items()}
    top = [p for p in scores if scores[p] == max(scores.values())]
    if len(top) == 1:
        return "GA.win.highest"
    if len(leaders) > 1:
        return "GA.win.shared"
    fewest = min(s.tiles_placed(p) for p in top)
    if sum(1 for p in top if s.tiles_placed(p) == fewest) == 1:
        return "GA.win.fewer-tiles"
    return "GA.win.fewer-tokens"


def _refuse_covered(place: tuple) -> None:
    r, c = place[1], place[2]
    raise InvalidState(
        f"the storehouse at {r},{c} holds up an upper tile and cannot keep a token "
        "(GA.special.storehouse-covered)",
        f"{r},{c}의 창고는 위층 타일을 받치고 있어 토큰을 둘 수 없습니다 (GA.special.storehouse-covered)",
        field="stored",
    )


def _put(code: str, r: int, c: int, layer: str = "ground") -> tuple[dict[str, str], tuple[str, int, int]]:
    return {"mode": "put", "colour": code[0], "kind": code[1]}, (layer, r, c)


#: The rulebook's scoring example (점수계산 예시, 24 points) as clicks: P1's tiles, each next to one before.
RULEBOOK_24 = [_put("W2", 0, 0), _put("G2", 1, 0), _put("GJ", 1, 1), _put("GD", 1, 2), _put("GS", 0, 2),
               _put("BS", 0, 3), _put("GP", 1, 3), _put("RD", 2, 1), _put("RJ", 2, 2), _put("WJ", 2, 3),
               _put("WJ", 2, 4), _put("R2", 1, 1, "upper")]
#: The same layout in the layout notation.
RULEBOOK_24_LAYOUT = "W2 . GS BS . / G2 GJ GD GP . / . RD RJ WJ WJ ^ . . . . / . R2 . ."

SPEC = GoldenAnkhSpec()
register_spec(SPEC)

__all__ = ["GoldenAnkhSpec", "RULEBOOK_24", "RULEBOOK_24_LAYOUT", "SPEC"]
