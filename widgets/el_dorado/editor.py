"""The El Dorado position editor and final tally (see :mod:`widgets.editor` for the hooks).

Palette: a tool, then (for cards) the pile and the card.  The "Edit:" buttons choose the player
whose pieces, cards and blockades the clicks change; the board shows that player's hand.

* **put a piece** (말 놓기): a click on a space puts the player's piece there (with 2 players, the
  first or second piece); an arrival space (gold rim) puts it in El Dorado;
* **blockade** (봉쇄): a click on a blockade gives it to the player (broken by them), a second click
  lays it back unbroken;
* **add a card** (카드 넣기): a click on a market or reserve card puts that card in the chosen pile,
  a click on a hand card one more of it; the "+" button under the board puts the chosen card;
* **take a card out** (카드 빼기): a click on a hand card takes it out of the hand; the "−" button
  takes the chosen card out of the chosen pile;
* **market board** (마켓 보드): a click on a market stack sends it to the reserve, a click on a
  reserve stack lays it on the first empty market slot.

Where a card comes from and goes back to is rulekit's (:mod:`rulekit.el_dorado.editing`): nothing is
made or lost, and an impossible position (a piece on a mountain, beyond an unbroken blockade, a
fourth Scout) is refused with the reason, the position unchanged.  The panel under the board sets the
course, who is to play, the start player, the rounds played and whether the game is over, and lists
the chosen player's piles.

>>> import widgets
>>> e = widgets.Editor("el_dorado", players=3, lang="en")
>>> e.choose(mode="piece"); e.click_place("B22") is not None
True
>>> e.state.pieces[0], e.text.split()[3]
(('B22',), 'pieces=B22,B7,B8')
>>> e.click_place("B18") is None and "mountain" in e.message      # a black mountain: refused
True

The notation box works both ways: the text shown, or any position typed, is set up; a text no game
reaches is refused with the reason, the position unchanged.

>>> e.apply_text(e.text.replace("pieces=B22,", "pieces=B12,")), e.state.pieces[0]
(True, ('B12',))
>>> e.apply_text("players=3 pieces=B18,B7,B8"), "ED.move.blocked" in e.message, e.state.pieces[0]
(False, True, ('B12',))
"""
from __future__ import annotations

import html
from collections.abc import Hashable, Iterable
from typing import Any

import ipywidgets as W

import rulekit
from rulekit import el_dorado as ed
from rulekit.el_dorado import editing
from rulekit.el_dorado.components import COURSE_NAMES, COURSES, ELDORADO, MARKET_KINDS, STARTING_DECK, TERRAIN
from rulekit.el_dorado.end import tally
from rulekit.el_dorado.state import ElDoradoState
from rulekit.el_dorado.validate import MAX_ROUND

from ..editor import Editor, EditorSpec, ScoreCalculator, ToolGroup, register_spec, words
from ..editor_tally import tally_html
from .words import EDITOR_HINTS, EDITOR_TEXT, MODES, MORE_FOLD, PIECES, PILES, T, card_name, symbol_text

CARD_ORDER = tuple(dict.fromkeys(STARTING_DECK)) + tuple(MARKET_KINDS)
CARDS: list[tuple[str, T, str]] = [(c, {"en": ed.CARDS[c].name, "ko": ed.CARDS[c].name_ko}, "")
                                   for c in CARD_ORDER]
# the cards' colours, in tones that carry both the dark label and the chosen button's white one
SWATCH_TONE = {"green": "#6fae69", "blue": "#6c9bd8", "yellow": "#c9a227", "white": "#a8a8a0",
               "purple": "#9c77cc"}
SWATCH = {c: SWATCH_TONE[ed.CARDS[c].colour] for c in CARD_ORDER}
TEXT, HINTS = EDITOR_TEXT, EDITOR_HINTS


def _tx(key: str, lang: str, **values: Any) -> str:
    return words(TEXT[key], lang).format(**values)


def _pile_name(pile: str, lang: str) -> str:
    return words(dict((v, t) for v, t, _ in PILES)[pile], lang)


class ElDoradoSpec(EditorSpec[ElDoradoState]):
    """El Dorado: course, pieces, blockades, every player's piles, the market and the reserve, the turn."""

    game = "el_dorado"
    multiline = True
    action_example = "Ex B12; end; draw"
    advanced_title = MORE_FOLD

    def new_state(self, players: int) -> ElDoradoState:
        return ed.from_position(f"players={players}")

    def position_text(self, state: ElDoradoState) -> str:
        return ed.format_position(state)

    def from_text(self, text: str, current: ElDoradoState | None = None) -> ElDoradoState:
        return ed.from_position(text)

    def palette(self, editor: Editor[ElDoradoState]) -> list[ToolGroup]:
        two = editor.state.num_players == 2
        scoring = isinstance(editor, ScoreCalculator)  # the tally counts pieces and blockades
        modes = [m for m in MODES if m[0] in ("piece", "blockade")] if scoring else MODES
        groups = [
            ToolGroup("mode", TEXT["mode"], modes, "piece"),
            ToolGroup("piece", TEXT["piece"], PIECES, 0,
                      shown=lambda e: two and e.tool.get("mode") == "piece"),
            ToolGroup("pile", TEXT["pile"], PILES, "hand",
                      shown=lambda e: e.tool.get("mode") in ("card", "erase")),
            ToolGroup("card", TEXT["card"], CARDS, "Sc", swatch=SWATCH,
                      shown=lambda e: e.tool.get("mode") in ("card", "erase")),
        ]
        return groups

    def prepare_view(self, editor: Editor[ElDoradoState], view: Any) -> None:
        view.focus = editor.player
        view.turn_controls = False
        mode = editor.tool.get("mode", "piece")
        tools = getattr(editor, "tools_box", None)
        if tools is not None:   # what a click does with the tool chosen, under the palette
            if not hasattr(editor, "hint_line"):
                editor.hint_line = W.HTML()
                tools.children = (*tools.children, editor.hint_line)
            pile = _pile_name(editor.tool.get("pile", "hand"), editor.lang)
            hint = words(HINTS[mode], editor.lang).format(who=rulekit.seat_name(editor.player), pile=pile)
            editor.hint_line.value = f"<span style='color:#5a4a1a'>ⓘ {html.escape(hint)}</span>"
        row = getattr(editor, "card_row", None)
        if row is not None:     # the card buttons, while a card tool is chosen
            row.layout.display = None if mode in ("card", "erase") else "none"

    # ------------------------------------------------------------------ clicks
    def click(self, editor: Editor[ElDoradoState], place: Hashable) -> ElDoradoState | None:
        s = editor.state
        p, lang = editor.player, editor.lang
        who = rulekit.seat_name(p)
        mode = editor.tool["mode"]
        if not isinstance(place, str):
            return None
        if mode == "piece" and place in s.course.terrain:
            kind = TERRAIN[s.course.terrain[place]].kind
            piece = editor.tool.get("piece", 0) if s.num_players == 2 else 0
            if kind in ("end", "eldorado"):
                editor.note = _tx("in_eldorado", lang, who=who)
                return editing.put_piece(s, p, ELDORADO, piece)
            editor.note = _tx("put_piece", lang, who=who, where=place)
            return editing.put_piece(s, p, place, piece)
        if mode == "blockade" and place[:1] == "b" and place[1:].isdigit():
            k = int(place[1:])
            if s.broken[k] == p:
                editor.note = _tx("unbroken", lang, k=k)
                return editing.set_blockade(s, k, -1)
            editor.note = _tx("broken", lang, who=who, k=k)
            return editing.set_blockade(s, k, p)
        if mode == "card" and place.startswith(("market:", "hand:")):
            return self.add(editor, place.split(":", 1)[1])
        if mode == "erase" and place.startswith("hand:"):
            return self.take(editor, place[5:], "hand")
        if mode == "market" and place.startswith("market:"):
            code = place[7:]
            name = card_name(code, lang)
            if any(st and st[0] == code for st in s.market):
                editor.note = _tx("to_reserve", lang, card=name)
                return editing.put_stack(s, code, None)
            if None not in s.market:
                raise editing.EditError(_tx("no_slot", "en"), _tx("no_slot", "ko"), field="market")
            slot = s.market.index(None)
            editor.note = _tx("to_market", lang, card=name, k=slot + 1)
            return editing.put_stack(s, code, slot)
        return None

    def add(self, editor: Editor[ElDoradoState], card: str, pile: str | None = None) -> ElDoradoState:
        """The chosen player's ``pile`` (default: the palette's) with one more ``card``."""
        pile = pile or editor.tool["pile"]
        editor.note = _tx("added", editor.lang, who=rulekit.seat_name(editor.player),
                          card=card_name(card, editor.lang), pile=_pile_name(pile, editor.lang))
        return editing.add_card(editor.state, editor.player, pile, card)

    def take(self, editor: Editor[ElDoradoState], card: str, pile: str | None = None) -> ElDoradoState:
        """The chosen player's ``pile`` (default: the palette's) with one ``card`` less."""
        pile = pile or editor.tool["pile"]
        editor.note = _tx("taken", editor.lang, who=rulekit.seat_name(editor.player),
                          card=card_name(card, editor.lang), pile=_pile_name(pile, editor.lang))
        return editing.remove_card(editor.state, editor.player, pile, card)

    def marks(self, editor: Editor[ElDoradoState]) -> tuple[Iterable[Hashable], Iterable[Hashable]]:
        s, p = editor.state, editor.player
        mode = editor.tool.get("mode")
        strong: list = []
        weak: list = []
        if mode == "piece":
            strong = [h for h in s.pieces[p] if h != ELDORADO]
        elif mode == "blockade":
            strong = [f"b{k}" for k, who in enumerate(s.broken) if who == p]
            weak = [f"b{k}" for k, who in enumerate(s.broken) if who != p]
        elif mode == "market":
            weak = [f"market:{st[0]}" for st in s.market if st] + [f"market:{c}" for c, _ in s.reserve]
        return strong, weak

    # ------------------------------------------------------------------ panels
    def panels(self, editor: Editor[ElDoradoState]) -> list[W.Widget]:
        s = editor.state
        n = s.num_players
        cell = W.Layout(width="auto", margin="0 4px")
        big = W.Layout(width="auto", height="2.6em", margin="2px")
        editor.add_button = W.Button(icon="plus", layout=big)
        editor.take_button = W.Button(icon="minus", layout=big)
        editor.add_button.on_click(lambda _b: editor.guard(
            lambda: editor.edit(lambda st: self.add(editor, editor.tool["card"]))))
        editor.take_button.on_click(lambda _b: editor.guard(
            lambda: editor.edit(lambda st: self.take(editor, editor.tool["card"]))))
        courses = [(words(COURSE_NAMES[c], editor.lang), c) for c in sorted(COURSES)]
        editor.course_box = editor.choice(
            courses, s.course_id, lambda v: self.edit_or_restore(editor, lambda st: self._course(editor, v)),
            width="16em")
        seats = [(rulekit.seat_name(p), p) for p in range(n)]
        editor.current_box = editor.choice(
            seats, s.current_player,
            lambda v: self.edit_or_restore(editor, lambda st: self._turn(editor, player=v)), width="5.5em")
        editor.hat_box = editor.choice(
            seats, s.start_player,
            lambda v: self.edit_or_restore(editor, lambda st: self._turn(editor, start_player=v)),
            width="5.5em")
        editor.rounds_box = editor.counter(
            s.round, 0, MAX_ROUND,
            lambda v: self.edit_or_restore(editor, lambda st: self._turn(editor, rounds=v)), width="6em")
        editor.over_box = W.ToggleButton(icon="flag-checkered", layout=big)

        def over_changed(change: dict) -> None:
            if not editor.syncing:
                editor.guard(self.edit_or_restore, editor, lambda st: self._over(editor, change["new"]))

        editor.over_box.observe(over_changed, names="value")
        editor.table_labels = [W.HTML(layout=cell) for _ in range(4)]
        lab = editor.table_labels
        table = W.HBox([lab[0], editor.course_box, lab[1], editor.current_box,
                        lab[2], editor.hat_box, lab[3], editor.rounds_box,
                        editor.over_box],
                       layout=W.Layout(flex_flow="row wrap", align_items="center"))
        editor.card_row = W.HBox([editor.add_button, editor.take_button],
                                 layout=W.Layout(flex_flow="row wrap", align_items="center"))
        editor.piles_html = W.HTML()
        if isinstance(editor, ScoreCalculator):  # piles, market, rounds: under "more"
            editor.advanced_widgets = [editor.card_row, editor.piles_html, table]
            return []
        return [W.VBox([editor.card_row, editor.piles_html, table],
                       layout=W.Layout(width=f"{editor.css_width}px", max_width="100%",
                                       border="1px solid #d8cca8", padding="4px"))]

    def _course(self, editor: Editor[ElDoradoState], course_id: int) -> ElDoradoState:
        editor.note = _tx("course_set", editor.lang, name=words(COURSE_NAMES[course_id], editor.lang))
        return editing.set_course(editor.state, course_id)

    def _turn(self, editor: Editor[ElDoradoState], **what: int) -> ElDoradoState:
        new = editing.set_turn(editor.state, **what)
        editor.note = _tx("turn_set", editor.lang, who=rulekit.seat_name(new.current_player), n=new.round)
        return new

    def _over(self, editor: Editor[ElDoradoState], over: bool) -> ElDoradoState:
        editor.note = _tx("over_set" if over else "open_set", editor.lang)
        return editing.set_over(editor.state, over)

    def refresh(self, editor: Editor[ElDoradoState]) -> None:
        if not hasattr(editor, "piles_html"):
            return
        s, lang, p = editor.state, editor.lang, editor.player
        editor.sync(editor.course_box,
                    options=[(words(COURSE_NAMES[c], lang), c) for c in sorted(COURSES)], value=s.course_id)
        editor.sync(editor.current_box, value=s.current_player)
        editor.sync(editor.hat_box, value=s.start_player)
        editor.sync(editor.rounds_box, value=s.round)
        editor.sync(editor.over_box, value=bool(s.over))
        editor.over_box.description = _tx("over", lang)
        editor.add_button.description = _tx("add_button", lang)
        editor.take_button.description = _tx("take_button", lang)
        for t, key in zip(editor.table_labels, ("course", "to_play", "hat", "rounds"),
                          strict=True):
            t.value = f"<b>{html.escape(_tx(key, lang))}</b>"
        rows = []
        for pile, name, _ in PILES:
            cards = {"hand": s.hands, "draw": s.draws, "discard": s.discards, "removed": s.removed}[pile][p]
            listed = ", ".join(card_name(c, lang) for c in cards) or "–"
            rows.append(f"<tr><td style='padding:1px 8px;white-space:nowrap'><b>"
                        f"{html.escape(words(name, lang))}</b> ({len(cards)})</td>"
                        f"<td style='padding:1px 8px'>{html.escape(listed)}</td></tr>")
        held = ", ".join(f"{symbol_text(ed.BLOCKADES[b].symbol)} {ed.BLOCKADES[b].power} ({b})"
                         for b in s.tokens(p)) or "–"
        rows.append(f"<tr><td style='padding:1px 8px'><b>{html.escape(_tx('tokens', lang))}</b></td>"
                    f"<td style='padding:1px 8px'>{html.escape(held)}</td></tr>")
        editor.piles_html.value = (
            f"<div><b>{html.escape(_tx('piles_of', lang, who=rulekit.seat_name(p)))}</b> "
            f"<span style='color:#555'>{html.escape(_tx('top_last', lang))}</span>"
            f"<table style='border-collapse:collapse'>{''.join(rows)}</table></div>")

    # ------------------------------------------------------------------ the tally
    def score_html(self, editor: Editor[ElDoradoState]) -> str:
        return tally_html(tally(editor.state), editor.lang, final=True)

    def score_marks(self, editor: Editor[ElDoradoState]) -> tuple[Iterable[Hashable], Iterable[Hashable]]:
        # the blockades the players hold: the rulebook's tie-break
        return [f"b{k}" for k, who in enumerate(editor.state.broken) if who >= 0], []


SPEC = ElDoradoSpec()
register_spec(SPEC)

__all__ = ["ElDoradoSpec", "SPEC"]
