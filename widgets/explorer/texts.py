"""The Explorer's words: the action log, the rules panel, the status line and every label."""
from __future__ import annotations

import html
from collections.abc import Callable, Hashable

import rulekit
from rulekit.core import Action, Check

from .. import ui_text
from ..board import game_function
from ..display import checks_html
from .host import ExplorerParts
from .seats import PERSON, bot_label


class ExplorerTexts(ExplorerParts):
    """What the Explorer writes (a part of :class:`widgets.Explorer`), always in the current language."""

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


def describer(game: str) -> Callable[[Action], str]:
    """The game's ``describe(action)`` (plain words) from its drawing module, or the notation."""
    return game_function(game, "describe") or str


def place_name(place: Hashable) -> str:
    """A board place as a short text for the status line."""
    if isinstance(place, tuple):
        return " ".join(str(p) for p in place)
    return str(place)


def _with_words(action: Action, words: str) -> str:
    """The notation, and the plain words after it when they say more."""
    return str(action) if words == str(action) else f"{action}  —  {words}"


def _words_html(action: Action, words: str) -> str:
    """The plain words, and the notation in small type after them when they differ."""
    if words == str(action):
        return html.escape(words)
    return f"{html.escape(words)} <code style='font-size:12px;color:#555'>{html.escape(str(action))}</code>"


def _unique(checks: list[Check]) -> list[Check]:
    seen: set[tuple[str, str]] = set()
    out = []
    for c in checks:
        if (c.rule, c.en) not in seen:
            seen.add((c.rule, c.en))
            out.append(c)
    return out
