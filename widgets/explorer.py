"""The Explorer: one interactive app for every game on the common contract.

The board is a PNG in an ``ipywidgets.Image``; a click on it goes through
``ipyevents`` to :meth:`BoardView.target_at` and filters the legal actions to
those whose ``targets()`` contain the clicked place.  The Explorer never decides
a rule: it asks the state what is legal (``legal_actions``), what a refusal says
(``RuleViolation``) and which rules allowed a move (``rulekit.explain``).

Every callback is guarded: a refusal or an unexpected error is shown in the
status line and nothing reaches the notebook as a traceback.
"""
from __future__ import annotations

import functools
import html
import logging
import random
import types
from collections.abc import Callable, Hashable
from typing import Any

import ipyevents
import ipywidgets as W
import traitlets

import rulekit
from rulekit.core import Check, GameState, History, IllegalActionText, RuleViolation

from . import ui_text
from .board import BoardView, kind_label, view_class, view_module
from .display import checks_html, score_html

log = logging.getLogger(__name__)

ALL = "*"


def guarded(method: Callable) -> Callable:
    """Run a widget callback so that no exception escapes: show it in the status line instead."""

    @functools.wraps(method)
    def wrapper(self: Explorer, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except Exception as exc:  # the notebook must never see a traceback from a click
            log.exception("Explorer callback %s failed", method.__name__)
            try:
                self._set_status(ui_text.text("error", error=_error_text(exc)), "error")
            except Exception:
                log.exception("could not show the error")
            return None

    return wrapper


class PanelCallback:
    """A game panel's callback that reports an error in the Explorer's status line instead of raising.

    It compares equal to the callback it wraps, so ``on_click(cb, remove=True)`` and
    ``unobserve(cb)`` still find it.
    """

    def __init__(self, explorer: Explorer, callback: Callable) -> None:
        self.explorer = explorer
        self.callback = callback

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return self.callback(*args, **kwargs)
        except Exception as exc:  # a panel must never break the Explorer
            self.explorer._panel_failed(exc)
            return None

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PanelCallback):
            return self.callback == other.callback
        return self.callback == other

    def __hash__(self) -> int:
        return hash(self.callback)


def guard_panel_callbacks(explorer: Explorer, widgets: list[W.Widget]) -> None:
    """Wrap the click handlers and observers that a game panel set on its widgets (and their children).

    Only plain functions are wrapped (the closures panels are written with); the
    widgets' own handlers are left alone.
    """
    seen: set[int] = set()
    todo = list(widgets)
    while todo:
        w = todo.pop()
        if id(w) in seen or not isinstance(w, W.Widget):
            continue
        seen.add(id(w))
        todo.extend(getattr(w, "children", ()) or ())
        dispatcher = getattr(w, "_click_handlers", None)
        if dispatcher is not None:
            dispatcher.callbacks = [_guarded(explorer, cb) for cb in dispatcher.callbacks]
        for by_type in w._trait_notifiers.values():
            for kind, handlers in by_type.items():
                by_type[kind] = [_guarded(explorer, h) for h in handlers]


def _guarded(explorer: Explorer, callback: Any) -> Any:
    if isinstance(callback, types.FunctionType):
        return PanelCallback(explorer, callback)
    return callback


class LogPanel(W.HTML):
    """The action log panel.

    It stands in the place of the ``log`` trait that every widget has (a Logger),
    so it also forwards logging calls to the module's logger.
    """

    def debug(self, *args: Any, **kwargs: Any) -> None:
        log.debug(*args, **kwargs)

    def info(self, *args: Any, **kwargs: Any) -> None:
        log.info(*args, **kwargs)

    def warning(self, *args: Any, **kwargs: Any) -> None:
        log.warning(*args, **kwargs)

    def error(self, *args: Any, **kwargs: Any) -> None:
        log.error(*args, **kwargs)


class Explorer(W.VBox):
    """Step through a game: board, legal actions by kind, undo/redo, history with Play, log, score, rules.

    >>> import widgets
    >>> from rulekit import golden_ankh
    >>> ex = widgets.Explorer(golden_ankh.new_game(players=3, seed=1))
    >>> ex.apply_text("take B W K")
    True
    >>> ex.history.index, str(ex.history.actions[-1])
    (1, 'take B W K')
    >>> ex.apply_text("take B W K")            # the basic action is done: refused, nothing changes
    False
    >>> ex.history.index
    1

    ``view`` is a BoardView subclass to use instead of the game's own.  The
    parts are attributes (``board``, ``group_select``, ``action_select``,
    ``search_box``, ``apply_button``, ``step_button``, ``undo_button``, ``redo_button``,
    ``random_button``, ``text_box``, ``text_button``, ``slider``, ``play``,
    ``log``, ``score_panel``, ``rules_panel``, ``status``, ``lang``) so that
    notebooks and tests can drive them.  Game panels may call
    :meth:`on_refresh` to be told of every change.
    """

    log = traitlets.Instance(LogPanel, allow_none=True)  # the action log (replaces the widget Logger trait)

    def __init__(self, state_or_history: GameState | History, *, view: type[BoardView] | None = None,
                 seed: int = 0) -> None:
        super().__init__()
        self.history = (state_or_history if isinstance(state_or_history, History)
                        else History(state_or_history))
        state = self.history.current
        self.game = state.GAME
        self.view: BoardView = (view or view_class(self.game))(state)
        self._chooser = random.Random(seed)
        self._listeners: list[Callable[[Explorer], None]] = []
        self._syncing = False
        self.target: Hashable | None = None  # the clicked board place filtering the actions
        self._group_choice: str = ALL  # the action group the user picked (dropped once it has no action)
        self.last_refusal: tuple[Any, list[Check]] | None = None
        self._status: tuple[str, str] = ("", "info")
        self._panel_errors: list[str] = []  # errors of the game panels since the last change
        self._panel_build_error: str | None = None  # the game panels could not be built at all

        # ---- board
        # The picture scales to its share of the row (clicks are mapped back to its own pixels), so a
        # tall board does not push the buttons below it; on a narrow screen the picker wraps under it.
        self.board = W.Image(value=self.view.render(), format="png",
                             layout=W.Layout(max_width="100%", min_width="360px", flex="1 1 60%",
                                             height="auto", object_fit="contain"))
        self.board_events = ipyevents.Event(source=self.board, watched_events=["click"],
                                            prevent_default_action=True)
        self.board_events.on_dom_event(self._on_board_event)

        # ---- action picker
        self.actions_label = W.HTML()
        self.group_select = W.ToggleButtons(options=[], style={"button_width": "auto"})
        # widths leave room for the widgets' own margins, so nothing runs past the picker's edge
        self.search_box = W.Text(layout=W.Layout(width="97%"))
        self.action_select = W.Select(options=[], rows=10, layout=W.Layout(width="97%"))
        self.apply_button = W.Button(button_style="primary", icon="check")
        self.clear_filter_button = W.Button(layout=W.Layout(display="none"))
        self.text_box = W.Text(layout=W.Layout(width="auto", flex="1 1 10em", min_width="8em"))
        self.text_button = W.Button(layout=W.Layout(width="auto", flex="0 0 auto"))

        # ---- navigation
        self.undo_button = W.Button(layout=W.Layout(width="auto"))
        self.redo_button = W.Button(layout=W.Layout(width="auto"))
        self.step_button = W.Button(button_style="success", layout=W.Layout(width="auto"))
        self.random_button = W.Button(layout=W.Layout(width="auto"))
        self.slider = W.IntSlider(min=0, max=0, value=0, continuous_update=True,
                                  layout=W.Layout(width="auto", flex="1 1 14em"))
        self.play = W.Play(min=0, max=0, value=0, interval=800, step=1)
        traitlets.link((self.play, "value"), (self.slider, "value"))

        # ---- panels
        self.status = W.HTML(layout=W.Layout(min_height="1.6em"))
        self.log = LogPanel(layout=W.Layout(max_height="18em", overflow="auto", width="35%"))
        self.score_panel = W.HTML(layout=W.Layout(width="65%", overflow="auto"))
        self.rules_panel = W.HTML(layout=W.Layout(max_height="22em", overflow="auto", width="100%"))
        self.lang = W.ToggleButtons(options=[("English", "en"), ("한국어", "ko")],
                                    value=rulekit.get_language(), style={"button_width": "auto"})

        # ---- callbacks (all guarded)
        self.group_select.observe(self._on_group, names="value")
        self.search_box.observe(self._on_search, names="value")
        self.action_select.observe(self._on_action_chosen, names="value")
        self.apply_button.on_click(self._on_apply)
        self.step_button.on_click(self._on_apply)
        self.text_button.on_click(self._on_text)
        self.undo_button.on_click(self._on_undo)
        self.redo_button.on_click(self._on_redo)
        self.random_button.on_click(self._on_random)
        self.clear_filter_button.on_click(self._on_clear_filter)
        self.slider.observe(self._on_slider, names="value")
        self.lang.observe(self._on_lang, names="value")

        picker = W.VBox([
            self.actions_label, self.group_select, self.search_box, self.action_select,
            W.HBox([self.apply_button, self.clear_filter_button]),
            W.HBox([self.text_box, self.text_button], layout=W.Layout(width="97%")),
            W.HBox([self.undo_button, self.redo_button, self.step_button, self.random_button],
                   layout=W.Layout(flex_flow="row wrap")),  # buttons as wide as their labels, wrapping
            W.HBox([self.play, self.slider], layout=W.Layout(width="97%", flex_flow="row wrap")),
        ], layout=W.Layout(min_width="320px", flex="1 1 35%"))
        module = view_module(self.game)
        self.extra_panels: list[W.Widget] = []
        if module is not None and hasattr(module, "panels"):
            try:
                self.extra_panels = list(module.panels(self) or [])
            except Exception as exc:  # the Explorer works without its game panels
                log.exception("the %s panels could not be built", self.game)
                self._panel_build_error = _error_text(exc)
                self._listeners.clear()
            guard_panel_callbacks(self, self.extra_panels)
        self.children = [
            W.HBox([self.board, picker], layout=W.Layout(flex_flow="row wrap")),
            self.status,
            W.HBox([self.log, self.score_panel]),
            self.rules_panel,
            *self.extra_panels,
            self.lang,
        ]
        self._relabel()
        self._refresh()

    # ------------------------------------------------------------------ public helpers
    @property
    def state(self) -> GameState:
        """The state shown now."""
        return self.history.current

    def on_refresh(self, callback: Callable[[Explorer], None]) -> None:
        """Call ``callback(explorer)`` after every change (for game panels)."""
        self._listeners.append(callback)

    def apply(self, action: Any) -> bool:
        """Play ``action`` (object or notation); a refusal is shown and changes nothing.  True if played."""
        return bool(self._play(action))

    def apply_text(self, text: str) -> bool:
        """Play an action typed in the game's notation; True if it was played."""
        return bool(self._play(text))

    def click_board(self, x_px: float, y_px: float) -> Hashable | None:
        """Act as a click at pixel ``(x_px, y_px)`` of the board picture; returns the place clicked."""
        w, h = self.view.image_size
        return self._click(x_px, y_px, w, h)

    @property
    def actions(self) -> list:
        """The legal actions offered now (after the group and clicked-place filters)."""
        return [value for _, value in self.action_select.options]

    # ------------------------------------------------------------------ callbacks
    @guarded
    def _on_board_event(self, event: dict) -> None:
        if event.get("type") not in (None, "click"):
            return
        w, h = self.view.image_size
        if "dataX" in event and "dataY" in event:
            px, py = float(event["dataX"]), float(event["dataY"])
        else:  # scale the position in the shown element to the picture's own pixels
            bw = float(event.get("boundingRectWidth") or w)
            bh = float(event.get("boundingRectHeight") or h)
            px = float(event["relativeX"]) * w / bw
            py = float(event["relativeY"]) * h / bh
        self._click(px, py, w, h)

    @guarded
    def _on_group(self, change: dict) -> None:
        if not self._syncing:
            self._group_choice = change["new"]
            self._fill_actions()

    @guarded
    def _on_search(self, change: dict) -> None:
        self._fill_groups()
        self._draw()

    @guarded
    def _on_action_chosen(self, change: dict) -> None:
        if not self._syncing:
            self._draw()

    @guarded
    def _on_apply(self, _button: Any = None) -> None:
        action = self.action_select.value
        if action is None:
            self._set_status(ui_text.text("nothing_chosen"), "warn")
            return
        self._play(action)

    @guarded
    def _on_text(self, _button: Any = None) -> None:
        text = self.text_box.value.strip()
        if text and self._play(text):
            self.text_box.value = ""

    @guarded
    def _on_undo(self, _button: Any = None) -> None:
        self.history.undo()
        self._after_move()

    @guarded
    def _on_redo(self, _button: Any = None) -> None:
        self.history.redo()
        self._after_move()

    @guarded
    def _on_random(self, _button: Any = None) -> None:
        actions = self.state.legal_actions() if not self.state.is_over else []
        if not actions:
            self._set_status(ui_text.text("no_actions"), "warn")
            return
        self._play(self._chooser.choice(actions))

    @guarded
    def _on_clear_filter(self, _button: Any = None) -> None:
        self.target = None
        self._refresh()

    @guarded
    def _on_slider(self, change: dict) -> None:
        if self._syncing or change["new"] == self.history.index:
            return
        self.history.go(int(change["new"]))
        self._after_move()

    @guarded
    def _on_lang(self, change: dict) -> None:
        rulekit.set_language(change["new"])
        self.view.relabel(self.state, self._highlight())  # _refresh then draws both highlight levels
        self._relabel()
        self._refresh()

    # ------------------------------------------------------------------ the work
    @guarded
    def _play(self, action: Any) -> Any:
        """Apply an action; show a refusal with its rule.  Returns the new state or None."""
        state = self.state
        try:
            action = state.coerce_action(action)
        except IllegalActionText as exc:
            self._set_status(ui_text.text("not_action", message=str(exc)), "error")
            return None
        try:
            new = self.history.push(action)
        except RuleViolation as exc:
            checks = rulekit.explain(state, action)
            if not checks or checks[-1].passed or checks[-1].rule != exc.rule:
                checks.append(Check(exc.rule, False, exc.en, exc.ko))
            self.last_refusal = (action, checks)
            self.rules_panel.value = self._rules_html()
            refusal = ui_text.text("refused", action=action, rule=exc.rule, message=exc.message())
            self._set_status(refusal, "error")
            return None
        self.target = None
        self.last_refusal = None
        self._refresh()
        if not new.is_over:
            player = rulekit.seat_name(self.history.states[self.history.index - 1].current_player)
            self._set_status(ui_text.text("applied", player=player, action=action) + " · " + self._where())
        return new

    def _after_move(self) -> None:
        self.target = None
        self.last_refusal = None
        self._refresh()

    @guarded
    def _click(self, px: float, py: float, width: float, height: float) -> Hashable | None:
        x, y = self.view.pixel_to_data(px, py, width, height)
        place = self.view.target_at(x, y)
        if place is None:
            self.target = None
            self._refresh()
            self._set_status(ui_text.text("no_place"), "warn")
            return None
        state = self.state
        legal = [] if state.is_over else state.legal_actions()
        matching = [a for a in legal if place in a.targets()]
        if not matching:
            self._draw(extra=(place,))
            self._set_status(ui_text.text("no_action_at", place=place), "warn")
            return place
        self.target = place
        self._refresh()
        self._set_status(ui_text.text("actions_at", count=len(matching), place=place))
        return place

    def _legal_now(self) -> list:
        state = self.state
        actions = [] if state.is_over else state.legal_actions()
        if self.target is not None:
            actions = [a for a in actions if self.target in a.targets()]
        words = self.search_box.value.lower().split()
        if words:
            actions = [a for a in actions if all(w in str(a).lower() for w in words)]
        return actions

    def _refresh(self) -> None:
        """Show the current state everywhere: board, picker, navigation, log, score, rules, status."""
        state = self.state
        self._fill_groups()
        self._sync_navigation()
        self.log.value = self._log_html()
        self.score_panel.value = f"<b>{ui_text.text('score')}</b>{score_html(state)}"
        self.rules_panel.value = self._rules_html()
        self._relabel_examples()
        self._draw()
        self._panel_errors = []
        self._set_status(self._where())
        for listener in list(self._listeners):
            try:
                listener(self)
            except Exception as exc:
                self._panel_failed(exc)

    def _panel_failed(self, exc: Exception) -> None:
        """Log a game panel's error and show it under the status line (kept until the next change)."""
        log.exception("an Explorer panel failed", exc_info=exc)
        message = _error_text(exc)
        if message not in self._panel_errors:
            self._panel_errors.append(message)
        self._set_status(*self._status)

    def _fill_groups(self) -> None:
        actions = self._legal_now()
        counts: dict[str, int] = {}
        for a in actions:
            counts[a.kind] = counts.get(a.kind, 0) + 1
        options = [(f"{kind_label(self.game, k)} ({n})", k) for k, n in counts.items()]
        if len(options) > 1:
            options.insert(0, (f"{ui_text.text('all')} ({len(actions)})", ALL))
        values = [v for _, v in options]
        if self._group_choice not in values:
            # The picked group has no action now: show them all from now on (a state with a
            # single group shows that group, and "all" comes back after it).
            self._group_choice = ALL
        wanted = self._group_choice if self._group_choice in values else values[0] if values else None
        self._syncing = True
        try:
            self.group_select.options = options
            if wanted is not None:
                self.group_select.value = wanted
        finally:
            self._syncing = False
        self._fill_actions(actions, draw=False)
        self.clear_filter_button.layout.display = None if self.target is not None else "none"
        over = self.state.is_over
        for w in (self.group_select, self.action_select, self.apply_button, self.step_button,
                  self.random_button, self.text_box, self.text_button):
            w.disabled = over

    def _fill_actions(self, actions: list | None = None, draw: bool = True) -> None:
        actions = self._legal_now() if actions is None else actions
        group = self.group_select.value
        if group not in (None, ALL):
            actions = [a for a in actions if a.kind == group]
        old = self.action_select.value
        self._syncing = True
        try:
            self.action_select.options = [(str(a), a) for a in actions]
            if old in actions:
                self.action_select.value = old
            elif actions:
                self.action_select.value = actions[0]
            else:
                self.action_select.value = None
        finally:
            self._syncing = False
        if draw:
            self._draw()

    def _sync_navigation(self) -> None:
        h = self.history
        self._syncing = True
        try:
            last = len(h) - 1
            if last >= self.slider.max:
                self.slider.max = self.play.max = last
                self.slider.value = h.index
            else:
                self.slider.value = h.index
                self.slider.max = self.play.max = last
            self.play.value = h.index
        finally:
            self._syncing = False
        self.slider.disabled = last == 0
        self.play.disabled = last == 0
        self.undo_button.disabled = not h.can_undo
        self.redo_button.disabled = not h.can_redo

    def _highlight(self) -> tuple:
        marks: list = []
        if self.target is not None:
            marks.append(self.target)
        chosen = self.action_select.value
        if chosen is not None:
            marks.extend(t for t in chosen.targets() if t not in marks)
        return tuple(marks)

    def _offered_places(self) -> tuple:
        """Every place of the actions offered now (lightly highlighted on views with two levels)."""
        places: dict[Hashable, None] = {}
        for action in self.actions:
            places.update(dict.fromkeys(action.targets()))
        return tuple(places)

    def _draw(self, extra: tuple = ()) -> None:
        """Update the board's artists in place and show the new picture.

        The chosen action's places (and the clicked one) are highlighted strongly,
        the places of the other offered actions lightly when the view has two levels.
        """
        weak = self._offered_places() if self.view.two_level_highlight() else ()
        self.view.show(self.state, self._highlight() + tuple(extra), weak)
        self.board.value = self.view.render()

    def _log_html(self) -> str:
        h = self.history
        if not h.actions:
            items = f"<i>{ui_text.text('log_empty')}</i>"
        else:
            lines = []
            for i, action in enumerate(h.actions):
                player = rulekit.seat_name(h.states[i].current_player)
                text = f"{i + 1}. {player}: {html.escape(str(action))}"
                if i + 1 == h.index:
                    text = f"<b>▶ {text}</b>"
                elif i + 1 > h.index:
                    text = f"<span style='color:#999'>{text}</span>"
                lines.append(text)
            items = "<br>".join(lines)
        return (f"<b>{ui_text.text('log')}</b>"
                f"<div style='font-family:monospace;line-height:1.4'>{items}</div>")

    def _rules_html(self) -> str:
        h = self.history
        heading = f"<b>{ui_text.text('rules')}</b>"
        if self.last_refusal is not None:
            action, checks = self.last_refusal
            return heading + checks_html(checks[-1:], ui_text.text("rules_refused", action=action))
        if h.index == 0:
            return f"{heading}<p><i>{ui_text.text('rules_empty')}</i></p>"
        before = h.states[h.index - 1]
        action = h.actions[h.index - 1]
        checks = [c for c in rulekit.explain(before, action) if c.passed]
        return heading + checks_html(_unique(checks), ui_text.text("rules_last", action=action))

    def _where(self) -> str:
        """The turn being played, the history step, and whose turn it is (or the end and its winners).

        E.g. ``Turn 3 · step 12 · P2 to play``; ``step 12 of 30`` while looking back in the history.
        """
        state, h = self.state, self.history
        step = ui_text.step_label(h.index, len(h) - 1)
        parts = [ui_text.turn_label(state), step, ui_text.status_line(state)]
        if state.is_over:
            parts = parts[2:] + parts[:2]  # the result first
        return " · ".join(p for p in parts if p)

    def _set_status(self, text: str, level: str = "info") -> None:
        """Show ``text`` in the status line, with any game-panel errors on a line below it."""
        self._status = (text, level)
        colour = {"info": "#222", "warn": "#9a6700", "error": "#b42318"}[level]
        lines = [f"<span style='color:{colour}'>{html.escape(text)}</span>"]
        problems = ([self._panel_build_error] if self._panel_build_error else []) + self._panel_errors
        lines += [f"<span style='color:#b42318'>⚠ {html.escape(ui_text.text('panel_error', error=p))}</span>"
                  for p in problems]
        self.status.value = "<br>".join(lines)

    def _relabel(self) -> None:
        """Write every label in the current language."""
        t = ui_text.text
        self.actions_label.value = f"<b>{t('actions')}</b>"
        self.apply_button.description = t("apply")
        self.apply_button.tooltip = t("apply_tip")
        self.step_button.description = t("step")
        self.step_button.tooltip = t("step_tip")
        self.undo_button.description = t("undo")
        self.redo_button.description = t("redo")
        self.random_button.description = t("random")
        self.random_button.tooltip = t("random_tip")
        self.text_button.description = t("play_typed")
        self.clear_filter_button.description = t("clear_filter")
        self.slider.description = t("history")
        self.lang.description = t("language")
        self._relabel_examples()

    def _relabel_examples(self) -> None:
        """Examples in the typed-action and search boxes taken from the actions legal now."""
        legal = [] if self.state.is_over else self.state.legal_actions()
        example = str(legal[0]) if legal else "…"
        self.text_box.placeholder = ui_text.text("typed_placeholder", example=example)
        word = example.split()[-1] if legal else "…"
        self.search_box.placeholder = ui_text.text("search", example=word)


def _error_text(exc: BaseException) -> str:
    """An error as one line for the status line: its type and message, no traceback."""
    message = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {message[0]}" if message else type(exc).__name__


def _unique(checks: list[Check]) -> list[Check]:
    seen: set[tuple[str, str]] = set()
    out = []
    for c in checks:
        if (c.rule, c.en) not in seen:
            seen.add((c.rule, c.en))
            out.append(c)
    return out
