"""What the Explorer's parts (the clicks, the computer seats, the hint, the words) use of the whole Explorer.

:class:`ExplorerParts` is the base of each part; its declarations are for the type checker only (the
Explorer in :mod:`.app` makes every one of them), so at run time it adds nothing to the Explorer.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import ipywidgets as W

    from rulekit.bots import Bot, Suggestion
    from rulekit.core import Action, Check, GameState, History, RuleViolation

    from ..board import BoardView


class ExplorerParts:
    """The base of the Explorer's parts: the state, widgets and steps of the Explorer they use."""

    if TYPE_CHECKING:
        # ---- what is shown
        game: str
        history: History
        view: BoardView
        picks: list[Hashable]
        suggestion: Suggestion | None
        last_refusal: tuple[Action, list[Check]] | None
        seat_bots: dict[int, str | Bot]
        hint_seconds: float | None
        hint_iterations: int | None
        bot_seconds: float
        _seed: int
        _syncing: bool
        _list_chosen: bool
        _status: tuple[str, str]
        _bot_objects: dict[int, Bot]
        _panel_errors: list[str]
        _panel_build_error: str | None
        _legend_source: Callable[..., Any] | None
        extra_panels: list[W.Widget]

        # ---- the widgets
        status: W.HTML
        board: W.Image
        picks_label: W.HTML
        choices: W.HBox
        clear_button: W.Button
        undo_button: W.Button
        redo_button: W.Button
        hint_button: W.Button
        random_button: W.Button
        slider: W.IntSlider
        actions_label: W.HTML
        search_box: W.Text
        action_select: W.Select
        apply_button: W.Button
        step_button: W.Button
        clear_filter_button: W.Button
        text_box: W.Text
        text_button: W.Button
        hint_panel: W.HTML
        hint_play_button: W.Button
        legend: W.Image
        lang: W.ToggleButtons
        details_toggle: W.ToggleButton
        seat_choosers: list[W.Dropdown]
        seats_label: W.HTML
        more: W.Accordion

        # ---- the steps every part may call
        @property
        def state(self) -> GameState: ...

        @property
        def actions(self) -> list[Action]: ...

        def describe(self, action: Action) -> str: ...

        def _play(self, action: Action | str, by_bot: bool = False) -> GameState | None: ...

        def _show_refusal(self, state: GameState, action: Action,
                          exc: RuleViolation | None = None) -> None: ...

        def _refresh(self) -> None: ...

        def _draw(self, extra: tuple = ()) -> None: ...

        def _fill_groups(self) -> None: ...

        def _panel_failed(self, exc: Exception) -> None: ...

        def _set_status(self, text: str, level: str = "info") -> None: ...

        def _where(self) -> str: ...
