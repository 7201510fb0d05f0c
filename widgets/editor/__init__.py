"""The position editor: set up any position by clicking, on the board the Explorer draws.

An :class:`Editor` shows the game's board (the same :class:`~widgets.board.BoardView` and click mapping
as the Explorer), a palette of tools above it, per-player panels, the position's notation in a text box
that works both ways, a message line, undo/redo, and buttons that hand the position to an Explorer, a
Quiz or ``show_steps``.  The editor never decides a rule: every edit asks rulekit for the new position
(the game's position notation and its checks); a refusal is a bilingual error shown in the message
line, and the position stays exactly as it was.

Writing a game's editor (the hooks)
-----------------------------------
A game plugs in with an :class:`EditorSpec` subclass in ``widgets/<game>/editor.py`` (or
``widgets/editor_<game>.py``) whose instance is the module's ``SPEC`` (the editor imports that module on
first use; ``register_spec(spec)`` registers one from anywhere else).  The hooks:

``game``, ``multiline``
    the game's name (``"golden_ankh"``); ``multiline`` True when the notation spans several lines (the
    text box is then a text area applied with the "Apply / 적용" button; else Enter applies it).
``new_state(players)``, ``new_score_state(players)``
    the position a new editor starts from (usually an empty table), and the one a new
    :class:`ScoreCalculator` starts from (by default the same; e.g. a finished game to fill in).
``position_text(state)`` / ``from_text(text, current=None)``
    the game's position notation both ways; ``from_text`` raises a
    :class:`~rulekit.core.BilingualError` (``NotationError``, ``InvalidState``) for bad text.  ``current``
    is the position shown when the text was edited (so that, e.g., a tile typed into a layout can come
    from the stacks).
``palette(editor)``
    a list of :class:`ToolGroup`: the rows of palette buttons (the first is usually the mode: put,
    erase, move; then what to put).  ``editor.tool`` is ``{group key: chosen value}``.
``click(editor, place)``
    what a click on the board place ``place`` (what ``BoardView.target_at`` returns) does with the
    current tool: return the new state (built through rulekit, which refuses a bad one with a
    ``BilingualError``), or None when the click only starts something (the first click of a move:
    set ``editor.pending`` to the place).  A message for the edit may be set with ``editor.note``.
``marks(editor)``
    ``(strong, weak)`` places to mark on the board (default: the pending place, strongly).
``prepare_view(editor, view)``
    called before each drawing (e.g. ``view.focus = editor.player`` so clicks go to that player's part).
``panels(editor)`` / ``refresh(editor)``
    extra widgets (per-player counters, made with :meth:`Editor.counter` and :meth:`Editor.choice`,
    which call back only on a user's change) and how to show the current state in them.
``score_html(editor)`` / ``score_marks(editor)``
    for :class:`ScoreCalculator`: the score panel's HTML, and the places of the groups that scored.

Everything the editor shows has Korean and English labels (``LABELS``; a spec may add its own).

A hook refuses with a :class:`~rulekit.core.BilingualError` (or a ``RuleViolation``); any other
exception is a bug in the spec.  The editor never lets it out: the edit is refused with an
:class:`EditorBug` in the message line, the position stays as it was, ``apply_text`` returns False,
and the exception is kept in ``editor.bugs`` so that a test finds it.

>>> import widgets
>>> ed = widgets.Editor("golden_ankh")
>>> ed.palette_buttons["kind"]["J"].click(); ed.palette_buttons["colour"]["R"].click()
>>> ed.click_place(("ground", 0, 0)) is not None
True
>>> ed.state.layout(0).ground[(0, 0)].code, ed.text.splitlines()[-1]
('RJ', 'p1 layout RJ')
>>> ed.click_place(("ground", 1, 1)) is None    # only a corner touches the first tile: refused
True
>>> ed.state.tiles_placed(0), "GA.place.adjacent" in ed.message
(1, True)
>>> ed.undo(); ed.state.tiles_placed(0)
0

The pieces: :mod:`widgets.editor.spec` (the hooks, the registry of specs, the words),
:mod:`widgets.editor.app` (the :class:`Editor` widget) and :mod:`widgets.editor.calculator`
(:class:`ScoreCalculator`).
"""

from __future__ import annotations

from .app import Editor, button_layout, guarded
from .calculator import ScoreCalculator
from .spec import (
    LABELS,
    SPECS,
    EditorBug,
    EditorSpec,
    ToolGroup,
    bilingual,
    label,
    register_spec,
    spec_for,
    words,
)

__all__ = [
    "LABELS", "SPECS", "Editor", "EditorBug", "EditorSpec", "ScoreCalculator", "ToolGroup", "bilingual",
    "button_layout", "guarded", "label", "register_spec", "spec_for", "words",
]
