"""The Fertility editor's panels: each player's wheat, pieces beside the city board, monuments and
personal tiles; whose turn and the step; the public tiles and the face-up district tiles; the district
tile to put (chosen in a menu or typed as printed).

>>> import widgets
>>> ed = widgets.Editor("fertility", players=2, lang="ko")
>>> ed.wheat_boxes[0].value = 3
>>> ed.state.wheat[0]
3
"""
from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import ipywidgets as W

import rulekit
from rulekit.fertility import edit
from rulekit.fertility.components import RESOURCES
from rulekit.fertility.state import FertilityState

from ..editor import Editor, EditorSpec, ScoreCalculator, words
from .icons import SITE_BG
from .words import EDITOR_TEXT, MONUMENT_NAMES, NAME, PAIRS, PHASE_NAMES, district_label, editor_text


def _chip(r: str, lang: str) -> str:
    """A resource's colour chip: its name in Korean mode, its letter in English (as on the board)."""
    text = words(NAME[r], lang) if lang == "ko" else r
    return (f"<span style='display:inline-block;min-width:1.5em;padding:0 3px;text-align:center;"
            f"background:{SITE_BG[r]};border-radius:4px;border:1px solid #444;font-weight:bold'>"
            f"{html.escape(text)}</span>")


def _monument_name(kind: str, lang: str) -> str:
    en, ko = MONUMENT_NAMES.get(kind, (kind, kind))
    return rulekit.i18n.pick(en, ko, lang)


class EditorPanels(EditorSpec[FertilityState]):
    """The panels side of :class:`~widgets.fertility.editor.FertilitySpec` (a mixin of the spec)."""

    if TYPE_CHECKING:     # the spec's own
        def put_printed(self, editor: Editor[FertilityState], text: str) -> FertilityState: ...

    def panels(self, editor: Editor[FertilityState]) -> list[W.Widget]:
        s = editor.state
        comp = s.comp
        lang = editor.lang
        cell = W.Layout(width="auto", margin="0 4px")
        tile_options = [(words(EDITOR_TEXT["none"], lang), "")] + [(k, k) for k in PAIRS]
        editor.fe_rows = []
        editor.wheat_boxes, editor.beside_boxes, editor.kind_boxes, editor.hand_boxes = [], [], [], []
        for p in range(s.num_players):
            wheat = editor.counter(s.wheat[p], 0, comp.wheat_max,
                                   lambda v, p=p: self.edit_or_restore(editor, lambda st: edit.set_position(
                                       st, wheat={p: v})), width="3.8em")
            beside = []
            chips: list[W.HTML] = []
            editor.fe_chips = [*getattr(editor, "fe_chips", []), chips]
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
            editor.fe_rows.append(row)
            editor.wheat_boxes.append(wheat)
            editor.beside_boxes.append(beside)
            editor.kind_boxes.append(kind)
            editor.hand_boxes.append(hands)
        # the table: whose turn and the step; the public tiles; the face-up district tiles
        editor.current_box = editor.choice(
            [(rulekit.seat_name(p), p) for p in range(s.num_players)], s.current_player,
            lambda v: self.edit_or_restore(editor, lambda st: edit.set_position(st, current=v)), width="5em")
        editor.turn_box = editor.counter(s.turn, 0, 99,
                                         lambda v: self.edit_or_restore(editor,
                                                                    lambda st: edit.set_position(st, turn=v)))
        editor.phase_box = editor.choice(
            [(words(t, lang), k) for k, t in PHASE_NAMES], self._phase(s),
            lambda v: self.edit_or_restore(editor, lambda st: edit.set_position(st, phase=v)), width="11em")
        editor.public_boxes = [editor.choice(tile_options, "", lambda v: self._on_public(editor),
                                             width="5em") for _ in range(comp.public_tiles)]
        district_options = self._district_options(s, lang)
        editor.row_boxes = [editor.choice([(words(EDITOR_TEXT["none"], lang), "")] + district_options, "",
                                          lambda v: self._on_row(editor), width="14em")
                            for _ in range(comp.district_row)]
        editor.district_box = W.Dropdown(options=district_options, value="D01",
                                         layout=W.Layout(width="22em"))

        def kit_tile(change: dict) -> None:
            editor.fe_chosen = None
            editor.redraw()

        editor.district_box.observe(kit_tile, names="value")
        editor.printed_box = W.Text(continuous_update=False,
                                    layout=W.Layout(width="22em"))

        def typed(change: dict) -> None:
            text = change["new"].strip()
            if editor.syncing or not text:
                return
            if editor.edit(lambda st: self.put_printed(editor, text)) is not None:
                editor.sync(editor.printed_box, value="")

        editor.printed_box.observe(typed, names="value")
        editor.fe_printed_label = W.HTML(layout=cell)
        editor.fe_kit_label = W.HTML(layout=cell)
        editor.fe_labels = [W.HTML(layout=cell) for _ in range(7)]
        lab = editor.fe_labels
        wrap = W.Layout(flex_flow="row wrap", align_items="center")
        table = W.VBox([
            W.HBox([lab[0], editor.current_box, lab[1], editor.turn_box, lab[2], editor.phase_box,
                    lab[3], *editor.public_boxes], layout=wrap),
            W.HBox([lab[4], *editor.row_boxes], layout=wrap),
        ])
        editor.fe_header = W.HTML()
        scoring = isinstance(editor, ScoreCalculator)
        editor.district_row = W.HBox(
            [editor.fe_printed_label, editor.printed_box, editor.fe_kit_label,
             editor.district_box] if scoring else
            [lab[5], editor.district_box, editor.fe_printed_label, editor.printed_box],
            layout=wrap)
        if scoring:  # a finished game: the hands, the turn and the rows fold away under "more"
            for row, hands in zip(editor.fe_rows, editor.hand_boxes, strict=True):
                for w in (*hands, row.children[-(comp.personal_tiles + 1)]):
                    w.layout = W.Layout(display="none")  # its own: the labels share one layout
            editor.advanced_widgets = [table]
        parts = [editor.fe_header, *editor.fe_rows] + ([] if scoring else [table])
        box = W.VBox(parts, layout=W.Layout(width=f"{editor.css_width}px", max_width="100%",
                                            border="1px solid #d8cca8", padding="4px"))
        return [box]

    @staticmethod
    def _kinds(comp: Any, lang: str) -> list[tuple[str, str]]:
        return [(_monument_name(m, lang), m) for m in comp.monument_kinds]

    @staticmethod
    def _phase(s: FertilityState) -> str:
        return s.phase if s.phase in ("place", "build", "supply", "over") else "place"

    @staticmethod
    def _district_options(s: FertilityState, lang: str) -> list[tuple[str, str]]:
        return [(district_label(s, d, lang), d) for d in sorted(s.comp.districts)]

    def _on_beside(self, editor: Editor[FertilityState], p: int, k: int, value: int) -> None:
        counts = list(editor.state.beside[p])
        counts[k] = value
        letters = "".join(r * n for r, n in zip(RESOURCES, counts, strict=True)) or "-"
        editor.note = editor_text("beside", editor.lang, who=rulekit.seat_name(p), n=value,
                          r=words(NAME[RESOURCES[k]], editor.lang))
        self.edit_or_restore(editor, lambda st: edit.set_position(st, beside={p: letters}))

    def _on_hand(self, editor: Editor[FertilityState], p: int) -> None:
        tiles = [b.value for b in editor.hand_boxes[p] if b.value]
        editor.note = editor_text("hand", editor.lang, who=rulekit.seat_name(p), tiles=" ".join(tiles) or "-")
        self.edit_or_restore(editor, lambda st: edit.set_position(st, hand={p: tiles}))

    def _on_public(self, editor: Editor[FertilityState]) -> None:
        tiles = [b.value for b in editor.public_boxes if b.value]
        editor.note = editor_text("public", editor.lang, tiles=" ".join(tiles) or "-")
        self.edit_or_restore(editor, lambda st: edit.set_position(st, public=tiles))

    def _on_row(self, editor: Editor[FertilityState]) -> None:
        row = [b.value or None for b in editor.row_boxes]
        editor.note = editor_text("row", editor.lang, tiles=" ".join(d or "-" for d in row))
        self.edit_or_restore(editor, lambda st: edit.set_position(st, row=row))

    def refresh(self, editor: Editor[FertilityState]) -> None:
        if not hasattr(editor, "fe_rows"):
            return
        s = editor.state
        lang = editor.lang
        comp = s.comp
        title = "score_panel_title" if isinstance(editor, ScoreCalculator) else "panel_title"
        editor.fe_header.value = f"<b>{html.escape(editor_text(title, lang))}</b>"
        for p, row in enumerate(editor.fe_rows):
            mark = "▶ " if p == editor.player else ""
            row.children[0].value = f"<b>{mark}{html.escape(rulekit.seat_name(p))}</b>"
            row.children[1].value = html.escape(editor_text("wheat_box", lang))
            row.children[3].value = html.escape(editor_text("beside_box", lang))
            row.children[-(comp.personal_tiles + 3)].value = html.escape(editor_text("kind_box", lang))
            row.children[-(comp.personal_tiles + 1)].value = html.escape(editor_text("hand_box", lang))
            editor.sync(editor.wheat_boxes[p], value=s.wheat[p])
            for k, box in enumerate(editor.beside_boxes[p]):
                editor.sync(box, value=s.beside[p][k])
                editor.fe_chips[p][k].value = _chip(RESOURCES[k], lang)
            kind_box = editor.kind_boxes[p]
            kind_box.options = self._kinds(comp, lang)
            editor.sync(kind_box, value=s.monument_kinds[p])
            hand = [comp.tiles[t] for t in s.hands[p]]
            for k, box in enumerate(editor.hand_boxes[p]):
                editor.sync(box, value=hand[k] if k < len(hand) else "")
        editor.sync(editor.current_box, value=s.current_player)
        editor.sync(editor.turn_box, value=s.turn)
        editor.phase_box.options = [(words(t, lang), k) for k, t in PHASE_NAMES]
        editor.sync(editor.phase_box, value=self._phase(s))
        public = [comp.tiles[t] for t in s.public]
        for k, box in enumerate(editor.public_boxes):
            editor.sync(box, value=public[k] if k < len(public) else "")
        options = self._district_options(s, lang)
        for k, box in enumerate(editor.row_boxes):
            box.options = [(words(EDITOR_TEXT["none"], lang), "")] + options
            editor.sync(box, value=s.row[k] or "" if k < len(s.row) else "")
        chosen = editor.district_box.value
        editor.district_box.options = options
        editor.sync(editor.district_box, value=chosen)
        editor.fe_printed_label.value = f"<b>{html.escape(editor_text('printed_row', lang))}</b>"
        editor.fe_kit_label.value = html.escape(editor_text("kit_tile", lang))
        editor.printed_box.placeholder = editor_text("printed_tip", lang)
        for t, key in zip(editor.fe_labels, ("turn_row", "turns_done", "phase_row", "public_row", "row_row",
                                             "choose_row", "none"), strict=True):
            t.value = f"<b>{html.escape(editor_text(key, lang))}</b>" if key != "none" else ""
