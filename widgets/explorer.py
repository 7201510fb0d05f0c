"""The Explorer: one interactive app for every game on the common contract.

The board is a PNG in an ``ipywidgets.Image``, drawn first and at a readable width;
a click on it goes through ``ipyevents`` to :meth:`BoardView.target_at`.  Clicks
build an action: each picks a place, the legal actions whose click targets
(:meth:`BoardView.click_targets`) hold every pick are the ones still possible, the
places they need next are marked, and once one action is complete it is played.  The Explorer never decides
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
from collections import Counter
from collections.abc import Callable, Hashable
from typing import Any

import ipyevents
import ipywidgets as W
import traitlets

import rulekit
from rulekit.bots import bot_names
from rulekit.core import Check, GameState, History, IllegalActionText, OptionError, RuleViolation

from . import ui_text
from .board import BOARD_WIDTHS, CONFIRM, BoardView, build_view, kind_label, view_class, view_module
from .display import checks_html, score_html

log = logging.getLogger(__name__)

ALL = "*"
PERSON = "person"  # a seat chooser's value for a seat played by a person


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
    """Play or step through a game: the board first, turns played by clicking it, rules, log and score.

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

    The board is drawn ``size`` wide (``"normal"``: 960 CSS px, ``"large"``: 1200 for a projector, or
    a number of pixels).  A click on a place of the board picks it; the places that can be clicked
    next are marked, and once the clicks name exactly one legal action it is played
    (:meth:`click_place`).  A click that no legal action takes is explained by the rule that
    refuses it.  ``bots`` gives seats to the computer (``{1: "mcts"}``): after every move, the
    bots' seats play until a person is to move.

    ``view`` is a BoardView subclass to use instead of the game's own.  The
    parts are attributes (``board``, ``group_select``, ``action_select``,
    ``search_box``, ``apply_button``, ``step_button``, ``undo_button``, ``redo_button``,
    ``random_button``, ``hint_button``, ``text_box``, ``text_button``, ``slider``, ``play``,
    ``log``, ``score_panel``, ``rules_panel``, ``status``, ``lang``, ``details_toggle``,
    ``seat_choosers``) so that notebooks and tests can drive them.  Game panels may call
    :meth:`on_refresh` to be told of every change.
    """

    log = traitlets.Instance(LogPanel, allow_none=True)  # the action log (replaces the widget Logger trait)

    def __init__(self, state_or_history: GameState | History, *, view: type[BoardView] | None = None,
                 seed: int = 0, size: str | int = "normal", bots: dict[int, Any] | None = None,
                 hint_seconds: float | None = None, hint_iterations: int | None = None,
                 bot_seconds: float = 0.25) -> None:
        super().__init__()
        self.history = (state_or_history if isinstance(state_or_history, History)
                        else History(state_or_history))
        state = self.history.current
        self.game = state.GAME
        self.css_width = board_width(size)
        self.view: BoardView = build_view(view or view_class(self.game), state, self.css_width)
        self._describe = describer(self.game)
        self._chooser = random.Random(seed)
        self._seed = seed
        self._listeners: list[Callable[[Explorer], None]] = []
        self._syncing = False
        self.picks: list[Hashable] = []  # the board places clicked so far for the action being built
        self._list_chosen = False  # an action was picked in the notation list (and is marked)
        self._group_choice: str = ALL  # the action group the user picked (dropped once it has no action)
        self.last_refusal: tuple[Any, list[Check]] | None = None
        self.suggestion: Any = None  # the last hint (rulekit.bots.suggest), shown until the next move
        self.hint_seconds = hint_seconds  # None: the search's default hint budget (about 1 s of CPU in all)
        self.hint_iterations = hint_iterations  # a fixed budget makes the hint reproducible
        self.bot_seconds = bot_seconds
        self.seat_bots: dict[int, Any] = {}
        self._bot_objects: dict[int, Any] = {}
        self._status: tuple[str, str] = ("", "info")
        self._panel_errors: list[str] = []  # errors of the game panels since the last change
        self._panel_build_error: str | None = None  # the game panels could not be built at all

        # ---- the board, drawn at its full readable width; everything else goes below it
        self.status = W.HTML(layout=W.Layout(min_height="1.8em", width=f"{self.css_width}px",
                                             max_width="100%"))
        # the picture is encoded once, by the first _refresh below
        self.board = W.Image(value=b"", format="png",
                             layout=W.Layout(width=f"{self.css_width}px", max_width="100%",
                                             height="auto", object_fit="contain"))
        self.board_events = ipyevents.Event(source=self.board, watched_events=["click"],
                                            prevent_default_action=True)
        self.board_events.on_dom_event(self._on_board_event)

        # ---- what the clicks have chosen so far, and the choices they leave
        self.picks_label = W.HTML(layout=W.Layout(flex="1 1 auto"))
        self.choices = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.clear_button = W.Button(icon="times", layout=W.Layout(width="auto"))

        # ---- navigation
        self.undo_button = W.Button(icon="undo", layout=W.Layout(width="auto"))
        self.redo_button = W.Button(icon="repeat", layout=W.Layout(width="auto"))
        self.hint_button = W.Button(icon="lightbulb-o", button_style="warning", layout=W.Layout(width="auto"))
        self.random_button = W.Button(icon="random", layout=W.Layout(width="auto"))
        self.slider = W.IntSlider(min=0, max=0, value=0, continuous_update=True,
                                  layout=W.Layout(width="auto", flex="1 1 14em"))
        self.play = W.Play(min=0, max=0, value=0, interval=800, step=1)
        traitlets.link((self.play, "value"), (self.slider, "value"))

        # ---- the notation picker (for those who want it)
        self.actions_label = W.HTML()
        self.group_select = W.ToggleButtons(options=[], style={"button_width": "auto"})
        self.search_box = W.Text(layout=W.Layout(width="97%"))
        self.action_select = W.Select(options=[], rows=8, layout=W.Layout(width="97%"))
        self.apply_button = W.Button(button_style="primary", icon="check", layout=W.Layout(width="auto"))
        self.step_button = W.Button(button_style="success", layout=W.Layout(width="auto"))
        self.clear_filter_button = W.Button(layout=W.Layout(display="none"))
        self.text_box = W.Text(layout=W.Layout(width="auto", flex="1 1 10em", min_width="8em"))
        self.text_button = W.Button(layout=W.Layout(width="auto", flex="0 0 auto"))

        # ---- panels
        self.hint_panel = W.HTML(layout=W.Layout(width=f"{self.css_width}px", max_width="100%"))
        self.hint_play_button = W.Button(button_style="warning",
                                         layout=W.Layout(width="auto", display="none"))
        self.log = LogPanel(layout=W.Layout(max_height="20em", overflow="auto", width="100%"))
        self.score_panel = W.HTML(layout=W.Layout(overflow="auto"))
        self.rules_panel = W.HTML(layout=W.Layout(max_height="24em", overflow="auto", width="50%"))
        self.legend = W.Image(format="png", layout=W.Layout(max_width="100%"))
        self.lang = W.ToggleButtons(options=[("English", "en"), ("한국어", "ko")],
                                    value=rulekit.get_language(), style={"button_width": "auto"})
        self.details_toggle = W.ToggleButton(value=bool(self.view.details), icon="map-marker",
                                             layout=W.Layout(width="auto"))
        self.seat_choosers = self._seat_widgets(state.num_players)
        self.seats_label = W.HTML()

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
        self.hint_button.on_click(self._on_hint)
        self.hint_play_button.on_click(self._on_play_hint)
        self.clear_button.on_click(self._on_clear_filter)
        self.clear_filter_button.on_click(self._on_clear_filter)
        self.slider.observe(self._on_slider, names="value")
        self.lang.observe(self._on_lang, names="value")
        self.details_toggle.observe(self._on_details, names="value")
        for chooser in self.seat_choosers:
            chooser.observe(self._on_seat, names="value")

        self.picker = W.VBox([
            self.actions_label, self.group_select, self.search_box, self.action_select,
            W.HBox([self.apply_button, self.clear_filter_button], layout=W.Layout(flex_flow="row wrap")),
            W.HBox([self.text_box, self.text_button], layout=W.Layout(width="97%")),
        ])
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
        self._legend_source = getattr(module, "legend_png", None) if module is not None else None
        # Secondary things folded away under the board: the notation list, the legend, the game's panels.
        self.more = W.Accordion(children=[self.picker] + ([self.legend] if self._legend_source else [])
                                + ([W.VBox(self.extra_panels)] if self.extra_panels else []))
        self.more.selected_index = None
        width = W.Layout(width=f"{self.css_width}px", max_width="100%", flex_flow="row wrap")
        self.children = [
            self.status,
            self.board,
            W.HBox([self.picks_label, self.clear_button], layout=width),
            self.choices,
            W.HBox([self.undo_button, self.redo_button, self.hint_button, self.random_button,
                    self.play, self.slider], layout=width),
            W.HBox([self.hint_panel, self.hint_play_button], layout=width),
            W.HBox([self.seats_label, *self.seat_choosers], layout=width),
            W.HBox([self.rules_panel, W.VBox([self.score_panel, self.log], layout=W.Layout(width="48%"))],
                   layout=W.Layout(width=f"{self.css_width}px", max_width="100%")),
            self.more,
            W.HBox([self.lang, self.details_toggle], layout=width),
        ]
        self.add_class("rulekit-explorer")
        if not self.seat_choosers:
            self.seats_label.layout.display = "none"
        if not _hints_available():
            self.hint_button.layout.display = "none"
        for seat, spec in (bots or {}).items():
            self.set_bot(seat, spec)
        self._relabel()
        self._refresh()
        self._run_bots()

    # ------------------------------------------------------------------ public helpers
    @property
    def state(self) -> GameState:
        """The state shown now."""
        return self.history.current

    @property
    def target(self) -> Hashable | None:
        """The last board place clicked for the action being built (None when nothing is picked)."""
        return self.picks[-1] if self.picks else None

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

    def click_place(self, place: Hashable) -> Any:
        """Act as a click on the board place ``place``; the action played, if the clicks completed one.

        >>> import widgets
        >>> from rulekit import golden_ankh
        >>> ex = widgets.Explorer(golden_ankh.new_game(players=2, seed=1))
        >>> ex.click_place(("nowhere",)) is None, ex.history.index   # no action uses it: nothing happens
        (True, 0)
        """
        return self._click_place(place)

    def set_bot(self, seat: int, spec: Any) -> None:
        """Give ``seat`` to a bot (a name such as ``"mcts"``, or a bot object), or to a person (None)."""
        last = self.state.num_players - 1
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= last:
            raise OptionError(f"no seat {seat!r}: this game has seats 0 to {last}",
                              f"{seat!r}번 자리는 없습니다: 이 게임의 자리는 0~{last}번입니다", field="seat")
        if spec is None:
            self.seat_bots.pop(seat, None)
            self._bot_objects.pop(seat, None)
        else:
            self._bot_objects[seat] = make_seat_bot(spec, self.game, self.bot_seconds)
            self.seat_bots[seat] = spec
        if seat < len(self.seat_choosers):
            chooser = self.seat_choosers[seat]
            value = spec if isinstance(spec, str) else (PERSON if spec is None else chooser.value)
            if value in [v for _, v in chooser.options] and chooser.value != value:
                self._syncing = True
                try:
                    chooser.value = value
                finally:
                    self._syncing = False

    def hint(self) -> Any:
        """Ask the search bot for the best action of the player to move; shown under the board."""
        self._on_hint()
        return self.suggestion

    @property
    def actions(self) -> list:
        """The legal actions offered now (after the group and clicked-place filters)."""
        return [value for _, value in self.action_select.options]

    def describe(self, action: Any) -> str:
        """An action in plain words in the current language (the game's ``describe``, or its notation)."""
        try:
            return self._describe(action)
        except Exception:  # a description must never break the Explorer
            log.exception("describe failed for %r", action)
            return str(action)

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
            self._list_chosen = True  # from now on the list's choice is marked on the board
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
        # undo past the computer's moves to the last position a person was to play
        while (self.history.can_undo and not self.state.is_over
               and self.state.current_player in self._bot_objects):
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
    def _on_hint(self, _button: Any = None) -> None:
        state = self.state
        if state.is_over:
            self._set_status(ui_text.text("no_actions"), "warn")
            return
        from rulekit import bots

        self._set_status(ui_text.text("thinking"))
        budget: dict[str, Any] = {"iterations": self.hint_iterations}
        if self.hint_iterations:
            budget["seconds"] = None
        elif self.hint_seconds is not None:
            budget["seconds"] = self.hint_seconds
        self.suggestion = bots.suggest(state, seed=self._seed + self.history.index, **budget)
        self.hint_panel.value = self._hint_html()
        self.hint_play_button.layout.display = None
        self._draw()
        self._set_status(ui_text.text("hint_ready", action=self._hint_words(self.suggestion.action)))

    @guarded
    def _on_play_hint(self, _button: Any = None) -> None:
        if self.suggestion is not None and self.suggestion.action in self.state.legal_actions():
            self._play(self.suggestion.action)

    @guarded
    def _on_clear_filter(self, _button: Any = None) -> None:
        self.picks = []
        self._refresh()

    @guarded
    def _on_slider(self, change: dict) -> None:
        if self._syncing or change["new"] == self.history.index:
            return
        self.history.go(int(change["new"]))
        self._after_move(run_bots=False)

    @guarded
    def _on_lang(self, change: dict) -> None:
        rulekit.set_language(change["new"])
        self.view.relabel(self.state, self._highlight())  # _refresh then draws both highlight levels
        self._relabel()
        self._refresh()

    @guarded
    def _on_details(self, change: dict) -> None:
        self.view.details = bool(change["new"])
        self.view.relabel(self.state, self._highlight())
        self._refresh()

    @guarded
    def _on_seat(self, change: dict) -> None:
        if self._syncing:
            return
        seat = self.seat_choosers.index(change["owner"])
        self.set_bot(seat, None if change["new"] == PERSON else change["new"])
        self._run_bots()

    # ------------------------------------------------------------------ the work
    @guarded
    def _play(self, action: Any, by_bot: bool = False) -> Any:
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
            self._show_refusal(state, action, exc)
            return None
        self.picks = []
        self.last_refusal = None
        self.suggestion = None
        self._list_chosen = False
        self._refresh()
        if not new.is_over:
            player = rulekit.seat_name(self.history.states[self.history.index - 1].current_player)
            self._set_status(ui_text.text("applied", player=player, action=self.describe(action))
                             + " · " + self._where())
        if not by_bot:
            self._run_bots()
        return new

    def _show_refusal(self, state: GameState, action: Any, exc: RuleViolation | None = None) -> None:
        """Show why ``action`` is refused in ``state`` (its failing check), leaving everything as it was."""
        checks = rulekit.explain(state, action)
        if exc is not None and (not checks or checks[-1].passed or checks[-1].rule != exc.rule):
            checks.append(Check(exc.rule, False, exc.en, exc.ko))
        failed = [c for c in checks if not c.passed]
        self.last_refusal = (action, checks)
        self.rules_panel.value = self._rules_html()
        if failed:
            last = failed[-1]
            refusal = ui_text.text("refused", action=self.describe(action), rule=last.rule,
                                   message=last.message())
        else:
            refusal = ui_text.text("not_now", action=self.describe(action))
        self._set_status(refusal, "error")

    def _after_move(self, run_bots: bool = True) -> None:
        self._list_chosen = False
        self.picks = []
        self.last_refusal = None
        self.suggestion = None
        self._refresh()
        if run_bots:
            self._run_bots()

    def _run_bots(self, limit: int = 500) -> None:
        """Let the computer's seats play until a person is to move (or the game ends)."""
        played = 0
        at_end = self.history.index == len(self.history) - 1
        while (at_end and self._bot_objects and not self.state.is_over and played < limit
               and self.state.current_player in self._bot_objects):
            state = self.state
            bot = self._bot_objects[state.current_player]
            action = rulekit.bots.choose(bot, state, self._seed + self.history.index)
            if self._play(action, by_bot=True) is None:
                break
            played += 1

    @guarded
    def _click(self, px: float, py: float, width: float, height: float) -> Hashable | None:
        x, y = self.view.pixel_to_data(px, py, width, height)
        place = self.view.target_at(x, y)
        if place is None:
            had = bool(self.picks)
            self.picks = []
            self._refresh()
            if had:
                self._set_status(ui_text.text("picks_cleared"), "warn")
            else:
                self._set_status(ui_text.text("no_place"), "warn")
            return None
        self._click_place(place)
        return place

    @guarded
    def _click_place(self, place: Hashable) -> Any:
        """One click on ``place`` (see the class docstring and :func:`click_candidates`)."""
        state = self.state
        legal = [] if state.is_over else state.legal_actions()
        targets = {a: Counter(self._click_targets(a)) for a in legal}
        if place == CONFIRM:
            exact = [a for a in legal if targets[a] == Counter(self.picks)]
            if len(exact) == 1:
                return self._played(self._play(exact[0]), exact[0])
            self._set_status(ui_text.text("confirm_nothing"), "warn")
            return None
        sel = [*self.picks, place]
        candidates = click_candidates(targets, sel)
        if not candidates and place in self.picks:
            # a second click on a picked place that no action needs twice un-picks it
            self.picks.remove(place)
            self._refresh_picks()
            return None
        if not candidates and self.picks:
            meant = self.view.intended_action(state, tuple(sel))
            if meant is not None:
                self._show_refusal(state, meant)
                self._draw(extra=(place,))
                return None
            sel = [place]  # a click on another starting place begins a new action
            candidates = click_candidates(targets, sel)
        if not candidates:
            meant = self.view.intended_action(state, (place,))
            if meant is not None:
                self.picks = []
                self._refresh()
                self._show_refusal(state, meant)
            else:
                self._draw(extra=(place,))
                self._set_status(ui_text.text("no_action_at", kinds=self._kinds_now()), "warn")
            return None
        exact = [a for a in candidates if targets[a] == Counter(sel)]
        if len(candidates) == 1 and exact:
            return self._played(self._play(exact[0]), exact[0])
        self.picks = sel
        self._refresh_picks()
        return None

    def _kinds_now(self) -> str:
        """The kinds of action legal now, by their rulebook names (what a wrong click can do instead)."""
        state = self.state
        kinds = dict.fromkeys(a.kind for a in ([] if state.is_over else state.legal_actions()))
        return ", ".join(kind_label(self.game, k) for k in kinds) or ui_text.text("no_actions")

    @staticmethod
    def _played(new: Any, action: Any) -> Any:
        return action if new is not None else None

    def _click_targets(self, action: Any) -> tuple:
        return tuple(self.view.click_targets(action))

    def _click_candidates(self) -> list:
        """The legal actions the clicks so far could still become."""
        state = self.state
        if not self.picks or state.is_over:
            return []
        legal = state.legal_actions()
        return click_candidates({a: Counter(self._click_targets(a)) for a in legal}, self.picks)

    def _refresh_picks(self) -> None:
        """After a click: the picker, the choice buttons and the board show what the clicks allow now."""
        self._fill_groups()
        self._fill_choices()
        self._draw()
        candidates = self._click_candidates()
        if self.picks:
            self._set_status(ui_text.text("picked", count=len(candidates)))
        else:
            self._set_status(self._where())

    def _fill_choices(self) -> None:
        """Buttons for the actions the clicks so far complete (when more than one, or when others go on)."""
        candidates = self._click_candidates()
        sel = Counter(self.picks)
        exact = [a for a in candidates if Counter(self._click_targets(a)) == sel]
        shown = exact if exact else (candidates if len(candidates) <= 6 else [])
        buttons = []
        for action in shown[:12]:
            b = W.Button(description=self.describe(action), tooltip=str(action),
                         layout=W.Layout(width="auto"), button_style="info")
            b.on_click(functools.partial(self._on_choice, action))
            buttons.append(b)
        self.choices.children = buttons
        label = f"<b>{ui_text.text('selection')}</b> {ui_text.text('picked_n', n=len(self.picks))}"
        self.picks_label.value = f"<span style='font-size:15px'>{label}</span>" if self.picks else ""
        self.clear_button.layout.display = None if self.picks else "none"

    @guarded
    def _on_choice(self, action: Any, _button: Any = None) -> None:
        self._play(action)

    def _legal_now(self) -> list:
        state = self.state
        actions = [] if state.is_over else state.legal_actions()
        if self.picks:
            want = self.picks
            actions = click_candidates({a: Counter(self._click_targets(a)) for a in actions}, want)
        words = self.search_box.value.lower().split()
        if words:
            actions = [a for a in actions if all(w in str(a).lower() for w in words)]
        return actions

    def _refresh(self) -> None:
        """Show the current state everywhere: board, picker, navigation, log, score, rules, status."""
        state = self.state
        self._fill_groups()
        self._fill_choices()
        self._sync_navigation()
        self.log.value = self._log_html()
        self.score_panel.value = (f"<div style='font-size:14px'><b>{ui_text.text('score')}</b>"
                                  f"{score_html(state)}</div>")
        self.rules_panel.value = self._rules_html()
        self.hint_panel.value = self._hint_html()
        if self.suggestion is None:
            self.hint_play_button.layout.display = "none"
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
        self.clear_filter_button.layout.display = None if self.picks else "none"
        over = self.state.is_over
        for w in (self.group_select, self.action_select, self.apply_button, self.step_button,
                  self.random_button, self.hint_button, self.text_box, self.text_button):
            w.disabled = over

    def _fill_actions(self, actions: list | None = None, draw: bool = True) -> None:
        actions = self._legal_now() if actions is None else actions
        group = self.group_select.value
        if group not in (None, ALL):
            actions = [a for a in actions if a.kind == group]
        old = self.action_select.value
        self._syncing = True
        try:
            self.action_select.options = [(_with_words(a, self.describe(a)), a) for a in actions]
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
        """The strongly marked places: the clicks so far (and OK when they complete an action),
        the hint's action, or the action chosen in the notation list."""
        marks: list = list(dict.fromkeys(self.picks))
        if self.picks:
            sel = Counter(self.picks)
            if any(Counter(self._click_targets(a)) == sel for a in self._click_candidates()):
                marks.append(CONFIRM)
            return tuple(marks)
        if self.suggestion is not None:
            return tuple(dict.fromkeys(self._click_targets(self.suggestion.action)))
        chosen = self.action_select.value
        if chosen is not None and self._list_chosen:
            marks.extend(t for t in self._click_targets(chosen) if t not in marks)
        return tuple(marks)

    def _offered_places(self) -> tuple:
        """The places that can be clicked next (lightly highlighted on views with two levels)."""
        places: dict[Hashable, None] = {}
        if self.picks:
            for action in self._click_candidates():
                places.update(dict.fromkeys(self._click_targets(action)))
        else:  # every action on offer (the notation list follows the search box and group)
            for action in self.actions:
                places.update(dict.fromkeys(self._click_targets(action)))
        return tuple(places)

    def _draw(self, extra: tuple = ()) -> None:
        """Update the board's artists in place and show the new picture.

        The clicked places (or the chosen action's) are highlighted strongly, the
        places that can be clicked next lightly when the view has two levels.
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
                text = f"{i + 1}. {player}: {_words_html(action, self.describe(action))}"
                if i + 1 == h.index:
                    text = f"<b>▶ {text}</b>"
                elif i + 1 > h.index:
                    text = f"<span style='color:#888'>{text}</span>"
                lines.append(text)
            items = "<br>".join(reversed(lines))  # the newest first: the move just played is in view
        return (f"<div style='font-size:14px'><b>{ui_text.text('log')}</b>"
                f"<div style='line-height:1.5'>{items}</div></div>")

    def _rules_html(self) -> str:
        h = self.history
        heading = f"<b>{ui_text.text('rules')}</b>"
        if self.last_refusal is not None:
            action, checks = self.last_refusal
            failed = [c for c in checks if not c.passed][-1:]
            body = checks_html(failed, ui_text.text("rules_refused", action=self.describe(action)))
        elif h.index == 0:
            body = f"<p><i>{ui_text.text('rules_empty')}</i></p>"
        else:
            before = h.states[h.index - 1]
            action = h.actions[h.index - 1]
            checks = [c for c in rulekit.explain(before, action) if c.passed]
            body = checks_html(_unique(checks), ui_text.text("rules_last", action=self.describe(action)))
        return f"<div style='font-size:14px'>{heading}{body}</div>"

    def _hint_html(self) -> str:
        sug = self.suggestion
        if sug is None:
            return ""
        rows = []
        said: Counter[str] = Counter()
        for c in sug.candidates:
            rate = f"{c.win_rate * 100:.0f}%" if c.win_rate is not None else "–"
            # the board's words only, no notation; only the hint's own places are marked on the board
            text = self._hint_words(c.action, marked=c.action == sug.action)
            said[text] += 1
            if said[text] > 1:  # the same move at other places
                text += f" ({said[text]})"
            words = html.escape(text)
            rows.append(f"<tr><td style='padding:2px 10px'>{words}</td>"
                        f"<td style='padding:2px 10px;text-align:right'>{rate}</td>"
                        f"<td style='padding:2px 10px;text-align:right'>{c.visits}</td></tr>")
        t = ui_text.text
        table = (f"<table><tr><th style='text-align:left;padding:2px 10px'>{t('hint_action')}</th>"
                 f"<th style='padding:2px 10px'>{t('hint_win')}</th><th style='padding:2px 10px'>"
                 f"{t('hint_visits')}</th></tr>{''.join(rows)}</table>") if rows else ""
        reason = getattr(sug, "explanation", None)
        why = (f"<div style='margin:2px 0'>{html.escape(reason.text())}</div>"
               if reason is not None else "")
        return (f"<div style='font-size:14px;background:#fff8e1;padding:6px 10px;border-radius:6px'>"
                f"<div style='font-size:15px'><b>{t('hint')}: "
                f"{html.escape(self._hint_words(sug.action))}</b></div>"
                f"{why}<div style='color:#555;font-size:13px'>{html.escape(self._hint_sentence(sug))}</div>"
                f"{table}</div>")

    def _hint_words(self, action: Any, marked: bool = True) -> str:
        """A hinted action in the board's words: the game's hint words where its plain words would name
        places by coordinates the board does not print (the hint's places are marked on the board)."""
        from rulekit import bots

        fn = getattr(bots.game_extras(self.game), "action_words", None)
        if callable(fn):
            en, ko = fn(self.state, action, marked)
            if en:
                return rulekit.i18n.pick(en, ko)
        return self.describe(action)

    def _hint_sentence(self, sug: Any) -> str:
        """The hint in plain words: the recommended action described, and whether the search could tell."""
        t = ui_text.text
        if getattr(sug, "only_action", False) or len(sug.candidates) <= 1:
            return t("hint_only", action=self._hint_words(sug.action))
        best = sug.candidates[0]
        rate = f"{best.win_rate * 100:.0f}%" if best.win_rate is not None else "–"
        n = f"{sug.iterations:,}"  # the action is named above: here only the search's own estimate
        text = rulekit.i18n.pick(f"Searched {n} positions; estimated chance to win about {rate}.",
                                 f"{n}개의 국면을 탐색했습니다. 예상 승률 약 {rate}.")
        second = sug.candidates[1]
        rates = (best.win_rate, second.win_rate)
        kept = getattr(sug, "rule_of_thumb", None)
        if kept:
            text += " " + t("hint_rule_of_thumb", bot=bot_label(kept))
        elif None not in rates and rates[0] - rates[1] < 0.02:
            text += " " + t("hint_tie")
        return text

    def _where(self) -> str:
        """The turn being played, the history step, and whose turn it is (or the end and its winners).

        E.g. ``Turn 3 · step 12 · P2 to play``; ``step 12 of 30`` while looking back in the history.
        """
        state, h = self.state, self.history
        step = ui_text.step_label(h.index, len(h) - 1)
        parts = [ui_text.turn_label(state), step, ui_text.status_line(state)]
        if not state.is_over and state.current_player in self._bot_objects:
            parts.append(ui_text.text("computer_seat"))
        if state.is_over:
            parts = parts[2:] + parts[:2]  # the result first
        return " · ".join(p for p in parts if p)

    def _set_status(self, text: str, level: str = "info") -> None:
        """Show ``text`` in the status line, with any game-panel errors on a line below it."""
        self._status = (text, level)
        colour = {"info": "#222", "warn": "#9a6700", "error": "#b42318"}[level]
        lines = [f"<span style='color:{colour};font-size:16px'>{html.escape(text)}</span>"]
        problems = ([self._panel_build_error] if self._panel_build_error else []) + self._panel_errors
        lines += [f"<span style='color:#b42318'>⚠ {html.escape(ui_text.text('panel_error', error=p))}</span>"
                  for p in problems]
        self.status.value = "<br>".join(lines)

    def _seat_widgets(self, players: int) -> list[W.Dropdown]:
        """One chooser per seat: a person, or one of the game's bots."""
        try:
            names = bot_names(self.game, search=True)
        except Exception:  # a game without bots plays with people only
            return []
        if "mcts" in names:  # the strongest first
            names = ["mcts"] + [n for n in names if n != "mcts"]
        return [W.Dropdown(options=[("", PERSON)] + [(n, n) for n in names], value=PERSON,
                           layout=W.Layout(width="auto")) for _ in range(players)]

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
        self.hint_button.description = t("hint")
        self.hint_button.tooltip = t("hint_tip")
        self.hint_play_button.description = t("play_hint")
        self.clear_button.description = t("clear_selection")
        self.text_button.description = t("play_typed")
        self.clear_filter_button.description = t("clear_filter")
        self.slider.description = t("history")
        self.lang.description = t("language")
        self.details_toggle.description = t("details")
        self.details_toggle.tooltip = t("details_tip")
        self.seats_label.value = f"<b>{t('seats')}</b>"
        for seat, chooser in enumerate(self.seat_choosers):
            value = chooser.value
            self._syncing = True
            try:
                chooser.options = [(t("person"), PERSON)] + [
                    (t("computer", bot=bot_label(n)), n) for _, n in chooser.options[1:]]
                chooser.value = value
                chooser.description = rulekit.seat_name(seat)
            finally:
                self._syncing = False
        titles = [t("notation")] + ([t("legend")] if self._legend_source else []) + (
            [t("game_panels")] if self.extra_panels else [])
        self.more.titles = tuple(titles)
        if self._legend_source is not None:
            try:
                self.legend.value = self._legend_source()
            except Exception as exc:  # the legend is a help, never a reason to fail
                self._panel_failed(exc)
        self._relabel_examples()

    def _relabel_examples(self) -> None:
        """Examples in the typed-action and search boxes taken from the actions legal now."""
        legal = [] if self.state.is_over else self.state.legal_actions()
        example = str(legal[0]) if legal else "…"
        self.text_box.placeholder = ui_text.text("typed_placeholder", example=example)
        word = example.split()[-1] if legal else "…"
        self.search_box.placeholder = ui_text.text("search", example=word)


def board_width(size: str | int | float) -> int:
    """The CSS width of the board for an Explorer ``size``: a name of BOARD_WIDTHS or a number of pixels.

    >>> board_width("normal"), board_width("large"), board_width(700)
    (960, 1200, 700)
    """
    if isinstance(size, str) and size in BOARD_WIDTHS:
        return BOARD_WIDTHS[size]
    if isinstance(size, (int, float)) and not isinstance(size, bool) and 320 <= size <= 4000:
        return int(size)
    names = ", ".join(repr(n) for n in BOARD_WIDTHS)
    raise OptionError(f"size must be {names} or a width in pixels from 320 to 4000, not {size!r}",
                      f"size는 {names} 중 하나이거나 320~4000 사이의 픽셀 폭이어야 합니다 "
                      f"({size!r}는 안 됩니다)",
                      field="size")


def click_candidates(targets: dict[Any, Counter], picks: list) -> list:
    """The actions whose click targets (multisets) hold every pick, as often as it was picked.

    >>> from collections import Counter
    >>> t = {"take B B": Counter("BB"), "take B W": Counter("BW"), "take W": Counter("W")}
    >>> click_candidates(t, ["B"]), click_candidates(t, ["B", "B"]), click_candidates(t, ["K"])
    (['take B B', 'take B W'], ['take B B'], [])
    """
    want = Counter(picks)
    return [a for a, have in targets.items() if all(have[p] >= n for p, n in want.items())]


def describer(game: str) -> Callable[[Any], str]:
    """The game's ``describe(action)`` (plain words) from its drawing module, or the notation."""
    module = view_module(game)
    fn = getattr(module, "describe", None) if module is not None else None
    return fn if callable(fn) else str


def place_name(place: Any) -> str:
    """A board place as a short text for the status line."""
    if isinstance(place, tuple):
        return " ".join(str(p) for p in place)
    return str(place)


def _hints_available() -> bool:
    from rulekit import bots

    return callable(getattr(bots, "suggest", None))


def make_seat_bot(spec: Any, game: str, seconds: float) -> Any:
    """A bot for a seat of the Explorer; the search bot thinks ``seconds`` a move."""
    from rulekit import bots

    if spec == "mcts":
        try:
            return bots.make_bot("mcts", game, seconds=seconds)
        except TypeError:  # a search bot without a time budget
            return bots.make_bot("mcts", game)
    try:
        return bots.make_bot(spec, game)
    except KeyError as exc:
        raise OptionError(f"unknown bot {spec!r}: {exc}", f"알 수 없는 봇 {spec!r}입니다",
                          field="bots") from None


def bot_label(name: str) -> str:
    """A bot's name as a person reads it."""
    return ui_text.text(f"bot_{name}") if f"bot_{name}" in ui_text.LABELS else name


def _with_words(action: Any, words: str) -> str:
    """The notation, and the plain words after it when they say more."""
    return str(action) if words == str(action) else f"{action}  —  {words}"


def _words_html(action: Any, words: str) -> str:
    """The plain words, and the notation in small type after them when they differ."""
    if words == str(action):
        return html.escape(words)
    return f"{html.escape(words)} <code style='font-size:12px;color:#555'>{html.escape(str(action))}</code>"


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
