"""The position editor widget: palette, board, per-player panels, notation both ways, undo/redo."""

from __future__ import annotations

import functools
import html
import logging
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, Generic

import ipyevents
import ipywidgets as W

import rulekit
from rulekit.collector import paused
from rulekit.core import Action, BilingualError, GameState, InvalidState, RuleViolation
from rulekit.i18n import language

from ..board import BoardView, build_view, view_class
from ..display import show_steps
from ..explorer import Explorer, board_width
from ..quiz import Quiz
from ..ui_text import language_options
from .spec import EditorBug, EditorSpec, S, bilingual, label, spec_for, words

log = logging.getLogger("widgets.editor")


def guarded(method: Callable) -> Callable:
    """Run a widget callback so that nothing escapes: the error is shown in the message line."""

    @functools.wraps(method)
    def wrapper(self: Editor, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except (BilingualError, RuleViolation) as exc:
            self.last_error = exc
            self._say(label("refused", self.lang, why=bilingual(exc, self.lang)), "error")
            return None
        except Exception as exc:  # the notebook must never see a traceback from a click
            bug = self._bug(exc, method.__name__)
            self._say(label("refused", self.lang, why=bilingual(bug, self.lang)), "error")
            return None

    return wrapper


def button_layout() -> W.Layout:
    """A big, finger-sized palette button (each button its own Layout: a chosen one gets a frame)."""
    return W.Layout(width="auto", min_width="3.2em", height="2.6em", margin="2px")


class Editor(W.VBox, Generic[S]):
    """Set up a position by clicking: palette, board, per-player panels, notation both ways, undo/redo.

    ``game_or_state`` is a game name (an empty table of ``players``) or a state to start from.
    ``lang`` (``"ko"``/``"en"``, default the kit's language) is the language of every label.
    ``size`` as for the Explorer (``"normal"``: 960 px, ``"large"``: 1200, or a number).

    Parts (for notebooks and tests): ``palette_buttons[group][value]``, ``board``, ``text_box``,
    ``apply_button``, ``undo_button``, ``redo_button``, ``explorer_button``, ``quiz_button``,
    ``steps_button``, ``actions_box``, ``message_line``, ``output``, ``player_buttons``.
    """

    def __init__(
        self,
        game_or_state: str | S,
        players: int = 2,
        lang: str | None = None,
        size: str | int = "normal",
    ) -> None:
        with paused():  # an editor is thousands of objects, all kept: no collector walks meanwhile
            super().__init__()
            self.lang = lang or rulekit.get_language()
            self.bugs: list[BaseException] = []  # plain Python errors of the spec's hooks (see EditorBug)
            state = self._take_state(game_or_state, players, size)
            self._build_board()
            self._build_palette()
            self._build_players(state.num_players)
            self._build_notation()
            self._build_hand_over()
            self._lay_out()
            self._relabel()
            self._refresh()
            self._say(label("start", self.lang), "info")

    # ------------------------------------------------------------------ the steps of __init__
    def _take_state(self, game_or_state: str | S, players: int, size: str | int) -> S:
        """The game's spec, the first position and the history of edits, and the board view."""
        self.spec: EditorSpec[S]
        if isinstance(game_or_state, str):
            self.spec = spec_for(game_or_state)
            state = self._hook(self._new_state, players)
        else:
            self.spec = spec_for(game_or_state.GAME)
            state = game_or_state
        self.game = self.spec.game
        self.states: list[S] = [state]
        self.index = 0
        self.pending: Hashable | None = None
        self.player = 0
        self.note: str | None = None  # a spec's message for the edit it just made
        self.message = ""
        self.last_error: BaseException | None = None
        self._syncing = False
        self._held = 0  # inside held_drawing(): the picture is made once, at the end
        self._picture_due = False
        self.css_width = board_width(size)
        self.view: BoardView = build_view(view_class(self.game), state, self.css_width)
        return state

    def _build_board(self) -> None:
        """The message line and the board picture, its clicks going to :meth:`_on_board_event`."""
        self.message_line = W.HTML(
            layout=W.Layout(min_height="2em", width=f"{self.css_width}px", max_width="100%")
        )
        self.message_line.add_class("rulekit-message")
        self.board = W.Image(
            format="png",
            layout=W.Layout(
                width=f"{self.css_width}px", max_width="100%", height="auto", object_fit="contain"
            ),
        )
        self.board_events = ipyevents.Event(
            source=self.board, watched_events=["click"], prevent_default_action=True
        )
        self.board_events.on_dom_event(self._on_board_event)

    def _build_palette(self) -> None:
        """The palette: rows of big buttons (the spec's :class:`ToolGroup` rows), one chosen in each row."""
        self.tool: dict[str, Any] = {}
        self.palette_buttons: dict[str, dict[Any, W.Button]] = {}
        self.palette_titles: dict[str, W.HTML] = {}
        self.palette_rows: dict[str, W.HBox] = {}
        self.groups = self.spec.palette(self)
        for group in self.groups:
            self.tool[group.key] = group.default if group.default is not None else group.options[0][0]
            buttons = {}
            for value, _, icon in group.options:
                b = W.Button(icon=icon or "", layout=button_layout())
                b.on_click(functools.partial(self._on_tool, group.key, value))
                buttons[value] = b
            self.palette_buttons[group.key] = buttons
            self.palette_titles[group.key] = W.HTML(layout=W.Layout(width="7.5em", min_width="6em"))
            self.palette_rows[group.key] = W.HBox(
                [self.palette_titles[group.key], *buttons.values()],
                layout=W.Layout(flex_flow="row wrap", align_items="center"),
            )

    def _build_players(self, n: int) -> None:
        """The buttons of the player whose part the clicks edit."""
        self.player_title = W.HTML(layout=W.Layout(width="7.5em", min_width="6em"))
        self.player_buttons = [W.Button(layout=button_layout()) for _ in range(n)]
        for p, b in enumerate(self.player_buttons):
            b.on_click(functools.partial(self._on_player, p))

    def _build_notation(self) -> None:
        """The notation, both ways: a text box (or area) and its Apply button."""
        self.text_title = W.HTML()
        self.text_box: W.Text | W.Textarea
        if self.spec.multiline:
            self.text_box = W.Textarea(layout=W.Layout(width="100%", height="12em"))
        else:
            self.text_box = W.Text(continuous_update=False, layout=W.Layout(width="100%"))
            self.text_box.observe(self._on_text_enter, names="value")
        self.apply_button = W.Button(button_style="primary", icon="check", layout=button_layout())
        self.apply_button.on_click(self._on_apply)

    def _build_hand_over(self) -> None:
        """Undo/redo, the buttons that hand the position to an Explorer, a Quiz or the steps, the language."""
        self.undo_button = W.Button(icon="undo", layout=button_layout())
        self.redo_button = W.Button(icon="repeat", layout=button_layout())
        self.undo_button.on_click(self._on_undo)
        self.redo_button.on_click(self._on_redo)
        self.explorer_button = W.Button(icon="play", button_style="success", layout=button_layout())
        self.quiz_button = W.Button(icon="question", layout=button_layout())
        self.steps_button = W.Button(icon="list-ol", layout=button_layout())
        self.explorer_button.on_click(self._on_explorer)
        self.quiz_button.on_click(self._on_quiz)
        self.steps_button.on_click(self._on_steps)
        self.actions_box = W.Text(layout=W.Layout(flex="1 1 14em", min_width="10em"))
        self.output = W.Output(layout=W.Layout(width="100%"))
        self.lang_buttons = W.ToggleButtons(
            options=language_options(), value=self.lang, style={"button_width": "auto"}
        )
        self.lang_buttons.observe(self._on_lang, names="value")

    def _lay_out(self) -> None:
        """The spec's panels, then everything in order: tools, message, board, panels, notation, hand-over."""
        self.extra_panels = self.spec.panels(self)
        width = W.Layout(
            width=f"{self.css_width}px", max_width="100%", flex_flow="row wrap", align_items="center"
        )
        self.tools_box = W.VBox(
            [W.HBox([self.player_title, *self.player_buttons], layout=width), *self.palette_rows.values()],
            layout=W.Layout(
                width=f"{self.css_width}px", max_width="100%", border="1px solid #d8cca8", padding="4px"
            ),
        )
        self.below = W.VBox(
            self._below_board(), layout=W.Layout(width=f"{self.css_width}px", max_width="100%")
        )
        self.children = [
            self.tools_box,
            self.message_line,
            self.board,
            W.HBox([self.undo_button, self.redo_button], layout=width),
            *self.extra_panels,
            self.below,
            W.HBox(
                [self.explorer_button, self.quiz_button, self.steps_button, self.actions_box], layout=width
            ),
            self.output,
            W.HBox([self.lang_buttons], layout=width),
        ]
        self.add_class("rulekit-editor")

    def _below_board(self) -> list[W.Widget]:
        return [self.text_title, self.text_box, W.HBox([self.apply_button])]

    def _new_state(self, players: int) -> S:
        return self.spec.new_state(players)

    # ------------------------------------------------------------------ public
    @property
    def state(self) -> S:
        """The position shown now."""
        return self.states[self.index]

    @property
    def text(self) -> str:
        """The position's notation (what the text box shows after every edit)."""
        return self.spec.position_text(self.state)

    def set_state(self, state: S, what: str | None = None) -> None:
        """Show ``state`` as a new edit (it can be undone).  Should showing it fail, the position shown
        before stays and the error is raised (an :class:`EditorBug` for a plain Python error)."""
        states, index = self.states[:], self.index
        del self.states[self.index + 1 :]
        self.states.append(state)
        self.index += 1
        self.pending = None
        try:
            self._hook(self._refresh)
        except (BilingualError, RuleViolation):
            self.states, self.index = states, index
            try:
                self._refresh()
            except Exception as exc:  # the old position was shown before: only a broken spec gets here
                self._bug(exc, "refresh")
            raise
        self._say(label("edited", self.lang, what=what) if what else "", "ok")

    def edit(self, make: Callable[[S], S], what: str | None = None) -> S | None:
        """Try an edit: ``make(state)`` builds the new position through rulekit; a refusal (a bilingual
        error) is shown in the message line and nothing changes.  The new state, or None if refused."""
        note, self.note = self.note, None
        try:
            new = self._hook(make, self.state)
            self.set_state(new, what or self.note or note)
        except (BilingualError, RuleViolation) as exc:
            self.refuse(exc)
            return None
        return new

    def refuse(self, exc: BaseException) -> None:
        """Show a refusal (the position is left as it is)."""
        self.last_error = exc
        self.pending = None
        try:
            self.redraw()
        except Exception as bug:  # noqa: BLE001 - a drawing hook's bug must not hide the refusal
            self._bug(bug, "draw")
        self._say(label("refused", self.lang, why=bilingual(exc, self.lang)), "error")

    def click_board(self, x_px: float, y_px: float) -> S | None:
        """Act as a mouse click at pixel ``(x_px, y_px)`` of the board picture; the new state, if any."""
        w, h = self.view.image_size
        return self._click(x_px, y_px, w, h)

    def click_place(self, place: Hashable) -> S | None:
        """Act as a mouse click on the centre of the board place ``place`` (the same path as the mouse)."""
        xy = self.view.place_pixel(place)
        if xy is None:
            self._say(label("nothing_here", self.lang), "info")
            return None
        return self.click_board(*xy)

    def choose(self, **tools: Any) -> None:
        """Click palette buttons: ``choose(mode="put", colour="R", kind="J")``."""
        for key, value in tools.items():
            self.palette_buttons[key][value].click()

    def click_through(self, steps: Iterable[tuple[dict[str, Any], Hashable]]) -> bool:
        """Make each step's clicks as a person would: the palette buttons ``{group: value}``, then the board
        place (a tile put where the same tile lies changes nothing).  True when every click was taken; a
        refused click stops the steps, its reason in the message line.

        >>> import widgets
        >>> ed = widgets.Editor("golden_ankh", lang="en")
        >>> ed.click_through([({"colour": "B", "kind": "S"}, ("ground", 0, 0))]), ed.state.tiles_placed(0)
        (True, 1)
        """
        with self.held_drawing():
            for tools, place in steps:
                self.choose(**tools)
                if self.click_place(place) is None and self.pending is None:
                    return False
        return True

    @contextmanager
    def held_drawing(self) -> Iterator[None]:
        """Clicks and edits inside the block update the board's pieces as usual, but its picture is made
        once, at the end: a scripted example of many clicks shows (and sends to the browser) only the
        position it ends at.

        >>> import widgets
        >>> ed = widgets.Editor("golden_ankh", lang="en")
        >>> before = ed.board.value
        >>> with ed.held_drawing():
        ...     ed.click_through([({"colour": "B", "kind": "S"}, ("ground", 0, 0))])
        ...     ed.board.value == before
        True
        True
        >>> ed.board.value == before
        False
        """
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
            if not self._held and self._picture_due:
                self._picture_due = False
                self.board.value = self.view.render()

    def apply_text(self, text: str) -> bool:
        """Type ``text`` in the notation box and press Apply (Enter in a one-line box); True if the board
        now shows it, False if it was refused (the reason in the message line, the position unchanged)."""
        self.last_error = None
        self.sync(self.text_box, value=text)
        self._on_apply()
        return self.last_error is None

    def undo(self) -> None:
        """Go back one edit."""
        self._on_undo()

    def redo(self) -> None:
        """Go forward one edit."""
        self._on_redo()

    def explorer(self, **kwargs: Any) -> Explorer:
        """An Explorer on this position (to play on from it)."""
        return Explorer(self.state, **kwargs)

    def quiz(self, action: Action | str, **kwargs: Any) -> Quiz:
        """A legal-or-illegal Quiz on this position about ``action``."""
        return Quiz(self.state, action, **kwargs)

    def show_steps(self, actions: Iterable[Action | str]) -> GameState:
        """``widgets.show_steps`` from this position."""
        return show_steps(self.state, actions)

    # ------------------------------------------------------------------ panel helpers for specs
    def counter(
        self, value: int, lo: int, hi: int, on_change: Callable[..., None], width: str = "4.2em"
    ) -> W.BoundedIntText:
        """A small integer box whose ``on_change(new)`` runs only when the user changes it (any callable
        taking the new value first: a lambda that keeps loop values as defaults is one)."""
        box = W.BoundedIntText(value=value, min=lo, max=hi, layout=W.Layout(width=width))

        def changed(change: dict) -> None:
            if not self._syncing:
                self.guard(on_change, change["new"])

        box.observe(changed, names="value")
        return box

    def choice(
        self, options: list, value: Any, on_change: Callable[..., None], width: str = "8em"
    ) -> W.Dropdown:
        """A dropdown whose ``on_change(new)`` runs only when the user changes it."""
        box = W.Dropdown(options=options, value=value, layout=W.Layout(width=width))

        def changed(change: dict) -> None:
            if not self._syncing:
                self.guard(on_change, change["new"])

        box.observe(changed, names="value")
        return box

    def sync(self, widget: W.Widget, **traits: Any) -> None:
        """Set widget traits without calling the user-change callbacks."""
        before, self._syncing = self._syncing, True
        try:
            for k, v in traits.items():
                if getattr(widget, k) != v:
                    setattr(widget, k, v)
        finally:
            self._syncing = before  # still syncing inside a refresh

    @property
    def syncing(self) -> bool:
        """True while the editor itself sets its widgets (a game's callbacks then do nothing)."""
        return self._syncing

    @guarded
    def guard(self, fn: Callable, *args: Any) -> None:
        """Run ``fn(*args)`` as the user's edit: a refusal is shown in the message line, nothing escapes."""
        fn(*args)

    # ------------------------------------------------------------------ callbacks
    @guarded
    def _on_board_event(self, event: dict) -> None:
        if not isinstance(event, dict) or event.get("type") not in (None, "click"):
            return
        where = self.view.event_pixel(event)
        if where is None:  # an event that does not say where it fell is ignored, quietly
            return
        w, h = self.view.image_size
        self._click(where[0], where[1], w, h)

    def _click(self, px: float, py: float, width: float, height: float) -> S | None:
        x, y = self.view.pixel_to_data(px, py, width, height)
        place = self.view.target_at(x, y)
        if place is None:
            self._say(label("nothing_here", self.lang), "info")
            return None
        self.note = None
        self.last_error = None
        before = self.pending
        try:
            new = self._hook(self.spec.click, self, place)
            if new is not None:
                self.set_state(new, self.note)
        except (BilingualError, RuleViolation) as exc:
            self.refuse(exc)
            return None
        if new is None:
            self.redraw()
            if self.note:
                self._say(self.note, "info")
            elif self.pending == before:
                self._say(label("nothing_here", self.lang), "info")
            return None
        return new

    @guarded
    def _on_tool(self, key: str, value: Any, _button: object = None) -> None:
        self.tool[key] = value
        self.pending = None
        self._relabel_palette()
        self.redraw()

    @guarded
    def _on_player(self, p: int, _button: object = None) -> None:
        self.player = p
        self.pending = None
        self._relabel_palette()
        self.redraw()

    @guarded
    def _on_apply(self, _button: object = None) -> None:
        self._apply_text(self.text_box.value)

    @guarded
    def _on_text_enter(self, change: dict) -> None:
        if not self._syncing:
            self._apply_text(change["new"])

    def _apply_text(self, text: str) -> None:
        self.last_error = None
        try:
            new = self._hook(self.spec.from_text, text, self.state)
            self._same_players(new)
            if self._hook(self.spec.position_text, new) == self.text:
                self._sync_text()
                self._say(label("text_same", self.lang), "info")
                return
            self.set_state(new)
        except (BilingualError, RuleViolation) as exc:
            self.last_error = exc
            self._say(label("refused", self.lang, why=bilingual(exc, self.lang)), "error")
            return  # the text stays as typed, so it can be corrected; the board is unchanged
        self._say(label("text_applied", self.lang), "ok")

    def _same_players(self, new: S) -> None:
        """Refuse a typed position with another number of players (the buttons and panels are per player)."""
        n, m = self.state.num_players, getattr(new, "num_players", None)
        if n != m:
            raise InvalidState(
                f"this editor is set up for {n} players and the text has {m}; for {m} players open a new "
                f"one: widgets.Editor({self.game!r}, players={m})",
                f"이 편집기는 {n}인 게임용인데 글에는 {m}인 게임이 적혀 있습니다. "
                f"{m}인 게임은 새 편집기를 여세요: widgets.Editor({self.game!r}, players={m})",
                field="players",
            )

    def _hook(self, fn: Callable, *args: Any) -> Any:
        """``fn(*args)`` in the editor's language; a plain Python error becomes an :class:`EditorBug`."""
        try:
            with language(self.lang):
                return fn(*args)
        except (BilingualError, RuleViolation):
            raise
        except Exception as exc:
            raise self._bug(exc, getattr(fn, "__name__", "hook")) from exc

    def _bug(self, exc: BaseException, where: str) -> EditorBug:
        """Keep a spec's plain Python error (``self.bugs``), log it; the refusal that stands for it."""
        if isinstance(exc, EditorBug):
            return exc
        self.bugs.append(exc)
        self.last_error = bug = EditorBug.of(exc)
        log.error("%s editor: %s failed with %s: %s", self.spec.game, where, type(exc).__name__, exc)
        log.debug("the traceback of the editor's failure", exc_info=exc)
        return bug

    @guarded
    def _on_undo(self, _button: object = None) -> None:
        if self.index == 0:
            self._say(label("nothing_undo", self.lang), "info")
            return
        self.index -= 1
        self.pending = None
        self._refresh()
        self._say(label("undone", self.lang), "info")

    @guarded
    def _on_redo(self, _button: object = None) -> None:
        if self.index + 1 >= len(self.states):
            self._say(label("nothing_redo", self.lang), "info")
            return
        self.index += 1
        self.pending = None
        self._refresh()
        self._say(label("redone", self.lang), "info")

    def _typed_actions(self) -> list[str]:
        return [a.strip() for a in self.actions_box.value.replace("\n", ";").split(";") if a.strip()]

    @guarded
    def _on_explorer(self, _button: object = None) -> None:
        self.output.clear_output()
        with self.output, language(self.lang):
            from IPython.display import display  # IPython only inside a notebook

            display(self.explorer())

    @guarded
    def _on_quiz(self, _button: object = None) -> None:
        actions = self._typed_actions()
        if not actions:
            self._say(label("need_action", self.lang), "error")
            return
        self.output.clear_output()
        with self.output, language(self.lang):
            from IPython.display import display  # IPython only inside a notebook

            display(self.quiz(actions[0]))

    @guarded
    def _on_steps(self, _button: object = None) -> None:
        actions = self._typed_actions()
        if not actions:
            self._say(label("need_action", self.lang), "error")
            return
        self.output.clear_output()
        with self.output, language(self.lang):
            self.show_steps(actions)

    @guarded
    def _on_lang(self, change: dict) -> None:
        self.lang = change["new"]
        self._relabel()
        self._refresh()

    # ------------------------------------------------------------------ drawing
    def _say(self, text: str, kind: str = "info") -> None:
        self.message = text
        colour = {"error": "#b42318", "ok": "#1a7f37"}.get(kind, "#333333")
        self.message_line.value = (
            f"<div style='font-size:1.05em;color:{colour};line-height:1.4'>{html.escape(text)}</div>"
        )

    def _marks(self) -> tuple[list, list]:
        strong, weak = self.spec.marks(self)
        return list(strong), list(weak)

    def redraw(self) -> None:
        """Draw the board picture again for the current position."""
        with language(self.lang):
            self.spec.prepare_view(self, self.view)
            strong, weak = self._marks()
            self.view.show(self.state, strong, weak)
            if self._held:
                self._picture_due = True
                return
            self.board.value = self.view.render()

    def _sync_text(self) -> None:
        self.sync(self.text_box, value=self.text)

    def _refresh(self) -> None:
        self.redraw()
        self._sync_text()
        with language(self.lang):
            self._syncing = True
            try:
                self.spec.refresh(self)
            finally:
                self._syncing = False
        self.undo_button.disabled = self.index == 0
        self.redo_button.disabled = self.index + 1 >= len(self.states)

    def _relabel_palette(self) -> None:
        lang = self.lang
        for group in self.groups:
            self.palette_titles[group.key].value = f"<b>{html.escape(words(group.title, lang))}</b>"
            show = group.shown is None or group.shown(self)
            self.palette_rows[group.key].layout.display = None if show else "none"
            for value, text, _ in group.options:
                b = self.palette_buttons[group.key][value]
                chosen = self.tool.get(group.key) == value
                b.description = ("✓ " if chosen else "") + words(text, lang)
                b.button_style = "info" if chosen else ""
                swatch = group.swatch.get(value)
                if swatch:
                    b.style.button_color = swatch
                    b.style.font_weight = "bold" if chosen else "normal"
                    b.layout.border = "3px solid #ff00aa" if chosen else "1px solid #8a7a50"
                else:
                    b.style.font_weight = "bold" if chosen else "normal"
        self.player_title.value = f"<b>{html.escape(label('player', lang))}</b>"
        for p, b in enumerate(self.player_buttons):
            b.description = ("✓ " if p == self.player else "") + rulekit.seat_name(p)
            b.button_style = "info" if p == self.player else ""

    def _relabel(self) -> None:
        lang = self.lang
        self._relabel_palette()
        self.text_title.value = f"<b>{html.escape(label('notation', lang))}</b>"
        self.apply_button.description = label("apply", lang)
        self.apply_button.tooltip = label("apply_tip", lang)
        self.undo_button.description = label("undo", lang)
        self.redo_button.description = label("redo", lang)
        self.explorer_button.description = label("explorer", lang)
        self.quiz_button.description = label("quiz", lang)
        self.steps_button.description = label("steps", lang)
        self.actions_box.placeholder = label("actions_placeholder", lang, example=self.spec.action_example)
