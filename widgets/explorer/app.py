"""The Explorer app: its widgets, built in named steps, and the refresh of everything after a change.

The clicks on the board (:mod:`.clicks`), the computer seats (:mod:`.seats`), the hint (:mod:`.hints`) and
the words it shows (:mod:`.texts`) are parts of their own that :class:`Explorer` is made of.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Hashable
from typing import Any

import ipyevents
import ipywidgets as W
import traitlets

import rulekit
from rulekit.bots import Bot, Suggestion
from rulekit.collector import paused
from rulekit.core import Action, Check, GameState, History, IllegalActionText, OptionError, RuleViolation

from .. import ui_text
from ..board import BOARD_WIDTHS, BoardView, build_view, game_function, kind_label, view_class
from ..display import score_html
from .clicks import ClickPicker, click_candidates
from .guards import LogPanel, error_text, guarded, log, panel_callback
from .hints import HintPanel, _hints_available
from .seats import ComputerSeats
from .texts import ExplorerTexts, _with_words, describer

ALL = "*"


class Explorer(ClickPicker, ComputerSeats, HintPanel, ExplorerTexts, W.VBox):
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
        with paused():  # an Explorer is thousands of objects, all kept: no collector walks meanwhile
            super().__init__()
            self._take_state(state_or_history, view, seed, size)
            self.hint_seconds = hint_seconds  # None: the search's default hint budget (about 1 s of CPU)
            self.hint_iterations = hint_iterations  # a fixed budget makes the hint reproducible
            self.bot_seconds = bot_seconds
            self._build_board()
            self._build_navigation()
            self._build_notation_picker()
            self._build_panels()
            self._connect_callbacks()
            self._build_game_panels()
            self._lay_out()
            for seat, spec in (bots or {}).items():
                self.set_bot(seat, spec)
            self._relabel()
            self._refresh()
        self._run_bots()

    # ------------------------------------------------------------------ the steps of __init__
    def _take_state(self, state_or_history: GameState | History, view: type[BoardView] | None,
                    seed: int, size: str | int) -> None:
        """The history shown, the board view, and what the Explorer remembers between clicks."""
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
        self.last_refusal: tuple[Action, list[Check]] | None = None
        self.suggestion: Suggestion | None = None  # the last hint (bots.suggest), shown until the next move
        self.seat_bots: dict[int, str | Bot] = {}
        self._bot_objects: dict[int, Bot] = {}
        self._status: tuple[str, str] = ("", "info")
        self._panel_errors: list[str] = []  # errors of the game panels since the last change
        self._panel_build_error: str | None = None  # the game panels could not be built at all

    def _build_board(self) -> None:
        """The status line and the board, drawn at its full readable width; everything else goes below."""
        self.status = W.HTML(layout=W.Layout(min_height="1.8em", width=f"{self.css_width}px",
                                             max_width="100%"))
        # the picture is encoded once, by the first _refresh
        self.board = W.Image(value=b"", format="png",
                             layout=W.Layout(width=f"{self.css_width}px", max_width="100%",
                                             height="auto", object_fit="contain"))
        self.board_events = ipyevents.Event(source=self.board, watched_events=["click"],
                                            prevent_default_action=True)
        self.board_events.on_dom_event(self._on_board_event)
        # what the clicks have chosen so far, and the choices they leave
        self.picks_label = W.HTML(layout=W.Layout(flex="1 1 auto"))
        self.choices = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.clear_button = W.Button(icon="times", layout=W.Layout(width="auto"))

    def _build_navigation(self) -> None:
        """Undo, redo, hint, a random step, and the history slider with its play button."""
        self.undo_button = W.Button(icon="undo", layout=W.Layout(width="auto"))
        self.redo_button = W.Button(icon="repeat", layout=W.Layout(width="auto"))
        self.hint_button = W.Button(icon="lightbulb-o", button_style="warning", layout=W.Layout(width="auto"))
        self.random_button = W.Button(icon="random", layout=W.Layout(width="auto"))
        self.slider = W.IntSlider(min=0, max=0, value=0, continuous_update=True,
                                  layout=W.Layout(width="auto", flex="1 1 14em"))
        self.play = W.Play(min=0, max=0, value=0, interval=800, step=1)
        traitlets.link((self.play, "value"), (self.slider, "value"))

    def _build_notation_picker(self) -> None:
        """The list of legal actions in notation, by group and search words, and the typed action."""
        self.actions_label = W.HTML()
        self.group_select = W.ToggleButtons(options=[], style={"button_width": "auto"})
        self.search_box = W.Text(layout=W.Layout(width="97%"))
        self.action_select = W.Select(options=[], rows=8, layout=W.Layout(width="97%"))
        self.apply_button = W.Button(button_style="primary", icon="check", layout=W.Layout(width="auto"))
        self.step_button = W.Button(button_style="success", layout=W.Layout(width="auto"))
        self.clear_filter_button = W.Button(layout=W.Layout(display="none"))
        self.text_box = W.Text(layout=W.Layout(width="auto", flex="1 1 10em", min_width="8em"))
        self.text_button = W.Button(layout=W.Layout(width="auto", flex="0 0 auto"))

    def _build_panels(self) -> None:
        """The hint, log, score and rules panels, the legend, the language and seat choosers."""
        self.hint_panel = W.HTML(layout=W.Layout(width=f"{self.css_width}px", max_width="100%"))
        self.hint_play_button = W.Button(button_style="warning",
                                         layout=W.Layout(width="auto", display="none"))
        self.log = LogPanel(layout=W.Layout(max_height="20em", overflow="auto", width="100%"))
        self.score_panel = W.HTML(layout=W.Layout(overflow="auto"))
        self.rules_panel = W.HTML(layout=W.Layout(max_height="24em", overflow="auto", width="50%"))
        self.legend = W.Image(format="png", layout=W.Layout(max_width="100%"))
        self.lang = W.ToggleButtons(options=ui_text.language_options(),
                                    value=rulekit.get_language(), style={"button_width": "auto"})
        self.details_toggle = W.ToggleButton(value=bool(self.view.details), icon="map-marker",
                                             layout=W.Layout(width="auto"))
        self.seat_choosers = self._seat_widgets(self.state.num_players)
        self.seats_label = W.HTML()

    def _connect_callbacks(self) -> None:
        """Every widget to its (guarded) callback."""
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

    def _build_game_panels(self) -> None:
        """The game's own panels (``panels(explorer)`` of its drawing module) and its legend, if any.

        Panels register their callbacks with :meth:`panel_on_click` and :meth:`panel_observe`, so a
        panel's error is shown under the status line instead of reaching the notebook.
        """
        panels = game_function(self.game, "panels")
        self.extra_panels: list[W.Widget] = []
        if panels is not None:
            try:
                self.extra_panels = list(panels(self) or [])
            except Exception as exc:  # the Explorer works without its game panels
                log.exception("the %s panels could not be built", self.game)
                self._panel_build_error = error_text(exc)
                self._listeners.clear()
        self._legend_source = game_function(self.game, "legend_png")

    def _lay_out(self) -> None:
        """The board first, then the clicks' choices, navigation, hint, seats, rules, score and log."""
        self.picker = W.VBox([
            self.actions_label, self.group_select, self.search_box, self.action_select,
            W.HBox([self.apply_button, self.clear_filter_button], layout=W.Layout(flex_flow="row wrap")),
            W.HBox([self.text_box, self.text_button], layout=W.Layout(width="97%")),
        ])
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

    def apply(self, action: Action | str) -> bool:
        """Play ``action`` (object or notation); a refusal is shown and changes nothing.  True if played."""
        return bool(self._play(action))

    def apply_text(self, text: str) -> bool:
        """Play an action typed in the game's notation; True if it was played."""
        return bool(self._play(text))

    @property
    def actions(self) -> list[Action]:
        """The legal actions offered now (after the group and clicked-place filters)."""
        return [value for _, value in self.action_select.options]

    def describe(self, action: Action) -> str:
        """An action in plain words in the current language (the game's ``describe``, or its notation)."""
        try:
            return self._describe(action)
        except Exception:  # a description must never break the Explorer
            log.exception("describe failed for %r", action)
            return str(action)

    # ------------------------------------------------------------------ callbacks
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
    def _on_apply(self, _button: object = None) -> None:
        action = self.action_select.value
        if action is None:
            self._set_status(ui_text.text("nothing_chosen"), "warn")
            return
        self._play(action)

    @guarded
    def _on_text(self, _button: object = None) -> None:
        text = self.text_box.value.strip()
        if text and self._play(text):
            self.text_box.value = ""

    @guarded
    def _on_undo(self, _button: object = None) -> None:
        self.history.undo()
        # undo past the computer's moves to the last position a person was to play
        while (self.history.can_undo and not self.state.is_over
               and self.state.current_player in self._bot_objects):
            self.history.undo()
        self._after_move()

    @guarded
    def _on_redo(self, _button: object = None) -> None:
        self.history.redo()
        self._after_move()

    @guarded
    def _on_random(self, _button: object = None) -> None:
        actions = self.state.legal_actions() if not self.state.is_over else []
        if not actions:
            self._set_status(ui_text.text("no_actions"), "warn")
            return
        self._play(self._chooser.choice(actions))

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

    # ------------------------------------------------------------------ the work
    @guarded
    def _play(self, action: Action | str, by_bot: bool = False) -> GameState | None:
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

    def _show_refusal(self, state: GameState, action: Action, exc: RuleViolation | None = None) -> None:
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
        if self.log is not None:        # made by _build_panels
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

    def panel_on_click(self, button: W.Button, callback: Callable[[W.Button], Any]) -> None:
        """Register a game panel's button callback; an error in it is shown under the status line.

        ``button.on_click(callback, remove=True)`` removes it again.
        """
        button.on_click(panel_callback(self, callback))

    def panel_observe(self, widget: W.Widget, handler: Callable[[dict], Any], names: Any) -> None:
        """Register a game panel's observer of ``names``; an error in it is shown under the status line.

        ``widget.unobserve(handler, names=names)`` removes it again.
        """
        widget.observe(panel_callback(self, handler), names=names)

    def _panel_failed(self, exc: Exception) -> None:
        """Log a game panel's error and show it under the status line (kept until the next change)."""
        log.exception("an Explorer panel failed", exc_info=exc)
        message = error_text(exc)
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

    def _draw(self, extra: tuple = ()) -> None:
        """Update the board's artists in place and show the new picture.

        The clicked places (or the chosen action's) are highlighted strongly, the
        places that can be clicked next lightly when the view has two levels.
        """
        weak = self._offered_places() if self.view.two_level_highlight() else ()
        self.view.show(self.state, self._highlight() + tuple(extra), weak)
        self.board.value = self.view.render()


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
