"""The hint: the search bot's best action for the player to move, in the board's words, under the board."""
from __future__ import annotations

import html
from collections import Counter
from typing import Any

import rulekit
from rulekit import bots
from rulekit.bots import Suggestion
from rulekit.core import Action

from .. import ui_text
from .guards import guarded
from .host import ExplorerParts
from .seats import bot_label


class HintPanel(ExplorerParts):
    """The Explorer's hint (a part of :class:`widgets.Explorer`), asked with its button or :meth:`hint`."""

    def hint(self) -> Suggestion | None:
        """Ask the search bot for the best action of the player to move; shown under the board."""
        self._on_hint()
        return self.suggestion

    @guarded
    def _on_hint(self, _button: object = None) -> None:
        state = self.state
        if state.is_over:
            self._set_status(ui_text.text("no_actions"), "warn")
            return

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
    def _on_play_hint(self, _button: object = None) -> None:
        if self.suggestion is not None and self.suggestion.action in self.state.legal_actions():
            self._play(self.suggestion.action)

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

    def _hint_words(self, action: Action, marked: bool = True) -> str:
        """A hinted action in the board's words: the game's hint words where its plain words would name
        places by coordinates the board does not print (the hint's places are marked on the board)."""

        fn = getattr(bots.game_extras(self.game), "action_words", None)
        if callable(fn):
            en, ko = fn(self.state, action, marked)
            if en:
                return rulekit.i18n.pick(en, ko)
        return self.describe(action)

    def _hint_sentence(self, sug: Suggestion) -> str:
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


def _hints_available() -> bool:

    return callable(getattr(bots, "suggest", None))
