"""The click picker: clicks on the board picture become an action.

Each click picks a board place.  The rules say which clicks lead to which action: every legal action
names its places (``Action.targets()``, through :meth:`BoardView.click_targets`), and the actions whose
places hold every pick so far are the ones still possible (:func:`click_candidates`).  The places those
need next are marked; once the clicks name exactly one legal action it is played; a click that no legal
action takes is explained by the rule that refuses it (:meth:`BoardView.intended_action`).
"""
from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Hashable, Mapping
from typing import TypeVar

import ipywidgets as W

from rulekit.core import Action, GameState

from .. import ui_text
from ..board import CONFIRM, kind_label
from .guards import guarded
from .host import ExplorerParts

#: What the clicks choose among (the game's actions; any labels in the examples).
A = TypeVar("A")


class ClickPicker(ExplorerParts):
    """The Explorer's clicks on the board (a part of :class:`widgets.Explorer`).

    It keeps ``picks``, the places clicked so far for the action being built, and marks on the
    board what they allow.
    """

    picks: list[Hashable]

    def click_board(self, x_px: float, y_px: float) -> Hashable | None:
        """Act as a click at pixel ``(x_px, y_px)`` of the board picture; returns the place clicked."""
        w, h = self.view.image_size
        return self._click(x_px, y_px, w, h)

    def click_place(self, place: Hashable) -> Action | None:
        """Act as a click on the board place ``place``; the action played, if the clicks completed one.

        >>> import widgets
        >>> from rulekit import golden_ankh
        >>> ex = widgets.Explorer(golden_ankh.new_game(players=2, seed=1))
        >>> ex.click_place(("nowhere",)) is None, ex.history.index   # no action uses it: nothing happens
        (True, 0)
        """
        return self._click_place(place)

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
    def _on_clear_filter(self, _button: object = None) -> None:
        self.picks = []
        self._refresh()

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
    def _click_place(self, place: Hashable) -> Action | None:
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
    def _played(new: GameState | None, action: Action) -> Action | None:
        return action if new is not None else None

    def _click_targets(self, action: Action) -> tuple:
        return tuple(self.view.click_targets(action))

    def _click_candidates(self) -> list[Action]:
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
    def _on_choice(self, action: Action, _button: object = None) -> None:
        self._play(action)

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


def click_candidates(targets: Mapping[A, Counter], picks: list[Hashable]) -> list[A]:
    """The actions whose click targets (multisets) hold every pick, as often as it was picked.

    >>> from collections import Counter
    >>> t = {"take B B": Counter("BB"), "take B W": Counter("BW"), "take W": Counter("W")}
    >>> click_candidates(t, ["B"]), click_candidates(t, ["B", "B"]), click_candidates(t, ["K"])
    (['take B B', 'take B W'], ['take B B'], [])
    """
    want = Counter(picks)
    return [a for a, have in targets.items() if all(have[p] >= n for p, n in want.items())]
