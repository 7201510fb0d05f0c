"""The Elfengold position editor and final tally (see :mod:`widgets.editor` for the hooks).

Palette: a tool, then (for tiles) the tile and its side.  The "Edit:" buttons choose the player whose
boot, towns, cards, gold and tiles the clicks and boxes change; the board shows that player's hand
and tiles large.

* **elf boot** (엘프부츠): a click on a town moves the player's boot there;
* **towns visited** (방문한 도시): a click on a town takes its town marker for the player, a second
  click puts it back;
* **tile on a road** (길에 놓기): a click on a road lays the chosen tile on it — a transport counter,
  a gold tile, a double spell, a log or a sea monster;
* **eraser** (지우개): a click on a road takes its last tile off; on a tile or card of the player's,
  takes it away;
* **tiles in hand** (가진 타일): the "+" button gives the player the chosen tile (face up or down); a
  click on one of the player's tiles turns it over.

The panel under the board holds each player's gold and cards (small number boxes), and the round,
the phase and the start player.  Every edit is rulekit's (:mod:`rulekit.elfengold.editing`), which
takes cards, tiles and gold from the game's components and refuses a position no game reaches (a
giant pig on a desert road, a tile more than the game has) with the reason, the position unchanged.

>>> import widgets
>>> e = widgets.Editor("elfengold", players=2, lang="en")
>>> e.choose(mode="road", tile="U"); e.click_place("R12") is not None
True
>>> e.state.roads[11], e.text.split(" | ")[0]
('U', 'round=1 phase=plan start=1 R12:U')
>>> e.choose(tile="P"); e.click_place("R25") is None and "desert" in e.message
True

The notation box works both ways (the game's options, such as wizards, stay as they are); a text no
game reaches is refused with the reason, the position unchanged.

>>> e.apply_text(e.text.replace("R12:U", "R12:UG")), e.state.roads[11]
(True, 'UG')
>>> e.apply_text(e.text.replace("R12:UG", "R25:P")), "EG.plan.terrain-fit" in e.message, e.state.roads[11]
(False, True, 'UG')
"""
from __future__ import annotations

import html
from collections.abc import Hashable, Iterable
from typing import Any, TypeGuard

import ipywidgets as W

import rulekit
from rulekit import elfengold as eg
from rulekit.elfengold import editing
from rulekit.elfengold.planning import FITTING_KINDS
from rulekit.elfengold.round_end import tally
from rulekit.elfengold.state import PHASE_NAMES, ElfengoldState
from rulekit.i18n import josa

from ..editor import Editor, EditorSpec, ScoreCalculator, ToolGroup, register_spec, words
from ..editor_tally import tally_html
from .icons import FACE
from .words import EDITOR_HINTS, EDITOR_TEXT, EDITOR_TOOLS, MORE_FOLD, NAMES, tile_words, town_name

BOARD = eg.load_board()
T = dict[str, str]

MODES: list[tuple[str, T, str]] = [
    ("boot", EDITOR_TOOLS["boot"], "street-view"),
    ("town", EDITOR_TOOLS["town"], "flag"),
    ("road", EDITOR_TOOLS["road"], "plus"),
    ("erase", EDITOR_TOOLS["erase"], "eraser"),
    ("supply", EDITOR_TOOLS["supply"], "th-large"),
]
TILES: list[tuple[str, T, str]] = [
    (c, {lang: f"{name} ({c})" for lang, name in tile_words(c).items()}, "") for c in "PECUTDGBLSX"]
SIDES: list[tuple[str, T, str]] = [("up", EDITOR_TOOLS["up"], ""), ("down", EDITOR_TOOLS["down"], "")]
# the tiles' colours in tones that carry both the dark label and the chosen button's white one
SWATCH = {"P": "#e0849c", "E": "#6f9ad6", "C": "#8d99d8", "U": "#c9a227", "T": "#b07f52", "D": "#df7a45",
          "G": "#b8962e", "B": "#9a7fd0", "X": "#9a7fd0", "L": "#96714a", "S": "#4fa383"}
CARD_KINDS = "PECUTDRW"
PHASES = ("cards", "tiles", "auction", "plan", "move", "over")
TEXT = EDITOR_TEXT
HINTS = EDITOR_HINTS


def _tx(key: str, lang: str, **values: Any) -> str:
    return words(TEXT[key], lang).format(**values)


def _tile(code: str, lang: str) -> str:
    return words(tile_words(code), lang)


def _is_road(place: object) -> TypeGuard[str]:
    return isinstance(place, str) and place[:1] == "R" and place[1:].isdigit()


def _is_town(place: object) -> TypeGuard[str]:
    if not isinstance(place, str) or _is_road(place):
        return False
    try:
        BOARD.town(place)
    except KeyError:
        return False
    return True


class ElfengoldSpec(EditorSpec[ElfengoldState]):
    """Elfengold: boots, towns visited, cards, gold and tiles of every player; the roads; round and phase."""

    game = "elfengold"
    multiline = True
    action_example = "travel R12 U"
    advanced_title = MORE_FOLD

    def new_state(self, players: int) -> ElfengoldState:
        body = " | ".join(f"P{p + 1}@Elvenhold" for p in range(players))
        return eg.from_position(f"round=1 phase=plan start=1 | {body}")

    def new_score_state(self, players: int) -> ElfengoldState:
        # a finished game: the tally needs only the towns and the gold filled in
        body = " | ".join(f"P{p + 1}@Elvenhold" for p in range(players))
        return eg.from_position(f"round=6 phase=over start=1 | {body}")

    def position_text(self, state: ElfengoldState) -> str:
        return eg.position_text(state)

    def from_text(self, text: str, current: ElfengoldState | None = None) -> ElfengoldState:
        # the options (wizards, rounds, ...) are not part of the text: the position shown keeps its own
        options = editing.options_of(current) if current is not None else {}
        return editing.build(text, **options)

    def palette(self, editor: Editor[ElfengoldState]) -> list[ToolGroup]:
        # the calculator starts at the end of a game, where the towns visited are what is entered
        scoring = isinstance(editor, ScoreCalculator)
        first = "town" if scoring else "road"
        modes = [m for m in MODES if m[0] in ("town", "boot")] if scoring else MODES  # what the tally counts
        return [
            ToolGroup("mode", TEXT["mode"], modes, first),
            ToolGroup("tile", TEXT["tile"], TILES, "U", swatch=SWATCH,
                      shown=lambda e: e.tool.get("mode") in ("road", "supply")),
            ToolGroup("side", TEXT["side"], SIDES, "up", shown=lambda e: e.tool.get("mode") == "supply"),
        ]

    def prepare_view(self, editor: Editor[ElfengoldState], view: Any) -> None:
        view.focus = editor.player
        mode = editor.tool.get("mode", "road")
        tools = getattr(editor, "tools_box", None)
        if tools is not None:   # what a click does with the tool chosen, under the palette
            if not hasattr(editor, "hint_line"):
                editor.hint_line = W.HTML()
                tools.children = (*tools.children, editor.hint_line)
            hint = words(HINTS[mode], editor.lang).format(who=rulekit.seat_name(editor.player))
            editor.hint_line.value = f"<span style='color:#5a4a1a'>ⓘ {html.escape(hint)}</span>"
        row = getattr(editor, "tile_row", None)
        if row is not None:     # the button that gives a tile, while that tool is chosen
            row.layout.display = None if mode == "supply" else "none"

    # ------------------------------------------------------------------ clicks
    def click(self, editor: Editor[ElfengoldState], place: Hashable) -> ElfengoldState | None:
        s, p, lang = editor.state, editor.player, editor.lang
        who = rulekit.seat_name(p)
        mode = editor.tool["mode"]
        if mode == "boot" and _is_town(place):
            name = town_name(BOARD.town(place).name)
            editor.note = _tx("boot", lang, who=who, town=name, town_to=josa(name, "으로"))
            return editing.move_boot(s, p, place)
        if mode == "town" and _is_town(place):
            town = BOARD.town(place)
            had = s.markers[p] >> town.index & 1
            editor.note = _tx("unvisited" if had else "visited", lang, who=who, town=town_name(town.name))
            return editing.toggle_visited(s, p, town.name)
        if mode == "road" and _is_road(place):
            tile = editor.tool["tile"]
            editor.note = _tx("placed", lang, tile=_tile(tile, lang), road=place)
            return editing.place_tile(s, place, tile)
        if mode == "erase":
            if _is_road(place):
                editor.note = _tx("road_off", lang, road=place)
                return editing.remove_road_tile(s, place)
            if isinstance(place, tuple) and place[0] == "tile":
                editor.note = _tx("tile_off", lang, who=who, tile=_tile(place[1], lang))
                return editing.remove_tile(s, p, place[1])
            if isinstance(place, tuple) and place[0] == "hand":
                editor.note = _tx("card_off", lang, who=who, card=_tile(place[1], lang))
                return editing.remove_card(s, p, place[1])
        if mode == "supply" and isinstance(place, tuple) and place[0] == "tile":
            code = place[1]
            flipped = code.lower() if code.isupper() else code.upper()
            supply = s.supply[p].replace(code, flipped, 1)
            editor.note = _tx("turned", lang, who=who, tile=_tile(code, lang))
            return editing.set_supply(s, p, supply)
        return None

    def add_tile(self, editor: Editor[ElfengoldState]) -> ElfengoldState:
        """The chosen player with one more of the palette's tile, on the palette's side."""
        tile = editor.tool["tile"]
        editor.note = _tx("tile_on", editor.lang, who=rulekit.seat_name(editor.player),
                          tile=_tile(tile, editor.lang))
        return editing.add_tile(editor.state, editor.player, tile, face_down=editor.tool["side"] == "down")

    def marks(self, editor: Editor[ElfengoldState]) -> tuple[Iterable[Hashable], Iterable[Hashable]]:
        s, p = editor.state, editor.player
        mode = editor.tool.get("mode")
        if mode == "boot":
            return [BOARD.towns[s.boots[p]].name], []
        if mode == "town":
            return [t.name for t in BOARD.towns if s.markers[p] >> t.index & 1], []
        if mode == "road":
            tile = editor.tool.get("tile")
            if tile is not None and tile in "PECUTD":   # where the rules let it lie (rulekit's table)
                return [], [r.id for r in BOARD.roads if tile in FITTING_KINDS[r.index]]
        if mode == "erase":
            return [], [r.id for r, c in zip(BOARD.roads, s.roads, strict=True) if c]
        return [], []

    # ------------------------------------------------------------------ panels
    def _kinds(self, s: Any) -> str:
        return CARD_KINDS if s.opts["wizards"] else CARD_KINDS[:-1]

    def panels(self, editor: Editor[ElfengoldState]) -> list[W.Widget]:
        s = editor.state
        n = s.num_players
        cell = W.Layout(width="auto", margin="0 3px")
        big = W.Layout(width="auto", height="2.6em", margin="2px")
        editor.add_tile_button = W.Button(icon="plus", layout=big)
        editor.add_tile_button.on_click(lambda _b: editor.guard(
            lambda: editor.edit(lambda st: self.add_tile(editor))))
        editor.gold_boxes, editor.card_boxes, editor.player_rows = [], [], []
        for p in range(n):
            gold = editor.counter(s.gold[p], 0, s.comp["gold_total"],
                                  lambda v, p=p: self.edit_or_restore(
                                      editor, lambda st: self._gold(editor, p, v)), width="4.6em")
            items: list[W.Widget] = [W.HTML(layout=W.Layout(width="3.5em")), W.HTML(layout=cell), gold,
                                     W.HTML(layout=cell)]
            boxes = {}
            for k in self._kinds(s):
                box = editor.counter(s.hands[p].count(k), 0, 9,
                                     lambda v, p=p, k=k: self.edit_or_restore(
                                         editor, lambda st: self._card_count(editor, p, k, v)),
                                     width="3.4em")
                items += [W.HTML(f"<span title='{html.escape(words(NAMES[k], editor.lang), True)}' "
                                 f"style='display:inline-block;min-width:1.5em;text-align:center;"
                                 f"background:{FACE[k]};border:1px solid #666;border-radius:4px;"
                                 f"font-weight:bold'>{k}</span>", layout=cell), box]
                boxes[k] = box
            items += [W.HTML(layout=W.Layout(width="auto", margin="0 6px"))]
            row = W.HBox(items, layout=W.Layout(flex_flow="row wrap", align_items="center"))
            editor.gold_boxes.append(gold)
            editor.card_boxes.append(boxes)
            editor.player_rows.append(row)
        seats = [(rulekit.seat_name(p), p) for p in range(n)]
        editor.round_box = editor.choice(
            [(str(r), r) for r in range(1, s.opts["rounds"] + 1)], s.round,
            lambda v: self.edit_or_restore(editor, lambda st: self._round(editor, round=v)), width="4.5em")
        editor.phase_box = editor.choice(
            [(words(PHASE_NAMES[ph], editor.lang), ph) for ph in PHASES],
            s.phase if s.phase in PHASES else "move",
            lambda v: self.edit_or_restore(editor, lambda st: self._round(editor, phase=v)), width="17em")
        editor.start_box = editor.choice(
            seats, s.start, lambda v: self.edit_or_restore(editor, lambda st: self._round(editor, start=v)),
            width="5.5em")
        editor.table_labels = [W.HTML(layout=cell) for _ in range(3)]
        lab = editor.table_labels
        table = W.HBox([lab[0], editor.round_box, lab[1], editor.phase_box,
                        lab[2], editor.start_box],
                       layout=W.Layout(flex_flow="row wrap", align_items="center"))
        editor.tile_row = W.HBox([editor.add_tile_button])
        if isinstance(editor, ScoreCalculator):  # the tally needs towns and gold: the rest folds away
            for row in editor.player_rows:  # the cards' heading and counters: after the gold (children[2])
                for w in row.children[3:]:
                    w.layout = W.Layout(display="none")  # its own: the labels share one layout
            editor.advanced_widgets = [editor.tile_row, table]
            return [W.VBox(editor.player_rows,
                           layout=W.Layout(width=f"{editor.css_width}px", max_width="100%",
                                           border="1px solid #d8cca8", padding="4px"))]
        return [W.VBox([editor.tile_row, *editor.player_rows, table],
                       layout=W.Layout(width=f"{editor.css_width}px", max_width="100%",
                                       border="1px solid #d8cca8", padding="4px"))]

    def _gold(self, editor: Editor[ElfengoldState], p: int, v: int) -> ElfengoldState:
        editor.note = _tx("gold", editor.lang, who=rulekit.seat_name(p), n=v)
        return editing.set_gold(editor.state, p, v)

    def _card_count(self, editor: Editor[ElfengoldState], p: int, k: str, v: int) -> ElfengoldState:
        hand = editor.state.hands[p].replace(k, "") + k * v
        editor.note = _tx("hand", editor.lang, who=rulekit.seat_name(p), cards="".join(sorted(hand)) or "-")
        return editing.set_hand(editor.state, p, hand)

    def _round(self, editor: Editor[ElfengoldState], **what: Any) -> ElfengoldState:
        new = editing.set_round(editor.state, **what)
        editor.note = _tx("round", editor.lang, r=new.round, phase=new.phase_name(editor.lang),
                          who=rulekit.seat_name(new.start))
        return new

    def refresh(self, editor: Editor[ElfengoldState]) -> None:
        if not hasattr(editor, "gold_boxes"):
            return
        s, lang = editor.state, editor.lang
        for p, row in enumerate(editor.player_rows):
            editor.sync(editor.gold_boxes[p], value=s.gold[p])
            for k, box in editor.card_boxes[p].items():
                editor.sync(box, value=s.hands[p].count(k))
            mark = "▶ " if p == editor.player else ""
            row.children[0].value = f"<b>{mark}{html.escape(rulekit.seat_name(p))}</b>"
            row.children[1].value = html.escape(_tx("gold_head", lang))
            row.children[3].value = html.escape(_tx("cards_head", lang))
            tiles = s.supply[p] or "–"
            row.children[-1].value = (f"{html.escape(_tx('tiles_head', lang))}: "
                                      f"<code>{html.escape(tiles)}</code>")
        editor.sync(editor.round_box, value=s.round)
        editor.sync(editor.phase_box,
                    options=[(words(PHASE_NAMES[ph], lang), ph) for ph in PHASES],
                    value=s.phase if s.phase in PHASES else "move")
        editor.sync(editor.start_box, value=s.start)
        editor.add_tile_button.description = _tx("add_tile", lang)
        for t, key in zip(editor.table_labels, ("round_row", "phase_row", "start_row"), strict=True):
            t.value = f"<b>{html.escape(_tx(key, lang))}</b>"

    # ------------------------------------------------------------------ the tally
    def score_html(self, editor: Editor[ElfengoldState]) -> str:
        return tally_html(tally(editor.state), editor.lang, final=True)

    def score_marks(self, editor: Editor[ElfengoldState]) -> tuple[Iterable[Hashable], Iterable[Hashable]]:
        # the towns the chosen player has visited: what the tally counts
        s, p = editor.state, editor.player
        return [t.name for t in BOARD.towns if s.markers[p] >> t.index & 1], []


SPEC = ElfengoldSpec()
register_spec(SPEC)

__all__ = ["ElfengoldSpec", "SPEC"]
