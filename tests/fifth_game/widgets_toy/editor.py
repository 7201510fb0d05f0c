"""The toy's position editor and score calculator (``SPEC``, found by ``widgets.Editor("toy")``).

Every edit is built through the game's position notation (:mod:`rulekit_toy.position`), whose check
refuses an impossible position with a bilingual error; the editor shows it and keeps the position.

>>> import widgets
>>> ed = widgets.Editor("toy")
>>> ed.text, ed.click_place(5) is not None, ed.text
('pile=20 taken=0,0 next=P1', True, 'pile=4 taken=0,0 next=P1')
>>> ed.apply_text("pile=25 taken=0,0 next=P1"), "TOY.setup.pile" in ed.message, ed.state.pile
(False, True, 4)
"""
from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import ipywidgets as W
import rulekit_toy
from rulekit_toy.validate import MAX_PILE

from rulekit.core import GameState, seat_name
from rulekit.i18n import pick
from widgets.editor import Editor, EditorSpec, ToolGroup

from .words import term


class ToySpec(EditorSpec):
    """Clicking stone ``k`` leaves ``k - 1`` stones; boxes set the pile and the stones each player took."""

    game = "toy"
    multiline = False
    action_example = "take 2"

    def new_state(self, players: int) -> GameState:
        return rulekit_toy.from_position(f"pile={MAX_PILE} taken={','.join('0' * players)} next=P1")

    def position_text(self, state: GameState) -> str:
        return rulekit_toy.position_text(state)

    def from_text(self, text: str, current: GameState | None = None) -> GameState:
        return rulekit_toy.from_position(text)

    def palette(self, editor: Editor) -> list[ToolGroup]:
        stone = term("stone")
        return [ToolGroup("mode", {"en": "tool", "ko": "도구"},
                          [("remove", {"en": f"remove {stone.en}s", "ko": f"{stone.ko} 치우기"}, "✕")],
                          default="remove")]

    def click(self, editor: Editor, place: Hashable) -> GameState | None:
        if not isinstance(place, int):
            return None
        return self._with(editor.state, pile=place - 1)

    def panels(self, editor: Editor) -> list[W.Widget]:
        pile = editor.counter(editor.state.pile, 0, MAX_PILE, lambda n: self.edit_or_restore(
            editor, lambda s: self._with(s, pile=n)))
        editor.toy_boxes = [pile] + [editor.counter(t, 0, 99, lambda n, p=p: self.edit_or_restore(
            editor, lambda s: self._with(s, taken={p: n}))) for p, t in enumerate(editor.state.taken)]
        names = [term("pile").name()] + [seat_name(p) for p in range(editor.state.num_players)]
        return [W.HBox([W.Label(name), box]) for name, box in zip(names, editor.toy_boxes, strict=True)]

    def refresh(self, editor: Editor) -> None:
        boxes = getattr(editor, "toy_boxes", [])
        for box, value in zip(boxes, [editor.state.pile] + list(editor.state.taken), strict=False):
            box.value = value

    def score_html(self, editor: Editor) -> str:
        rows = "".join(f"<tr><td>{seat_name(p)}</td><td>{s.parts['stones']}</td><td>{s.parts['last']}</td>"
                       f"<td><b>{s.total}</b></td></tr>" for p, s in editor.state.score().items())
        head = (term("stone").name(), pick("last stone", "마지막 돌"), pick("total", "합계"))
        return "<table><tr><th></th>" + "".join(f"<th>{h}</th>" for h in head) + f"</tr>{rows}</table>"

    @staticmethod
    def _with(state: Any, pile: int | None = None, taken: dict[int, int] | None = None) -> GameState:
        """``state`` with another pile or other counts, built through the position notation."""
        counts = list(state.taken)
        for p, n in (taken or {}).items():
            counts[p] = n
        text = rulekit_toy.position_text(state)
        fields = dict(w.split("=", 1) for w in text.split())
        fields["pile"] = str(state.pile if pile is None else pile)
        fields["taken"] = ",".join(map(str, counts))
        return rulekit_toy.from_position(" ".join(f"{k}={v}" for k, v in fields.items()))


SPEC = ToySpec()
