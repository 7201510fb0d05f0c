"""The score calculator: the position editor with a score panel (every number from rulekit)."""

from __future__ import annotations

import ipywidgets as W

from rulekit.i18n import language

from .app import Editor
from .spec import S, label, words


class ScoreCalculator(Editor[S]):
    """The editor with a score panel: each player's score by the rulebook's categories, the groups that
    scored marked on the board, the winner by the rulebook's tie-breaks, and the rule behind each number.

    The scores come from rulekit (the game's ``score``); the panel only shows them.  The position shown is
    scored as an end position, with nothing to press: the totals and the winner come first, above the
    palette; the notation box, the hand-over buttons and what a spec lists in ``editor.advanced_widgets``
    (whose turn, rounds, the market ...) fold into a closed "More" accordion under the board.

    >>> import widgets
    >>> calc = widgets.ScoreCalculator("golden_ankh")
    >>> calc.apply_text("p1 layout RJ RJ")
    True
    >>> calc.scores[0].parts["animals"], calc.scores[0].parts["colour"]
    (2, 2)
    """

    def __init__(
        self,
        game_or_state: str | S,
        players: int = 2,
        lang: str | None = None,
        size: str | int = "normal",
    ) -> None:
        super().__init__(game_or_state, players=players, lang=lang, size=size)
        self.add_class("rulekit-score-calculator")
        parts = list(self.children)
        # the editor's order: tools, message, board, undo row, *panels, notation, hand-over row, output, lang
        undo_row, hand_over, lang_row = parts[3], parts[-3], parts[-1]
        panels = parts[4:-4]
        advanced = [*getattr(self, "advanced_widgets", []), self.below, hand_over, self.output]
        self.advanced = W.Accordion(
            children=[W.VBox(advanced, layout=W.Layout(width="100%"))],
            selected_index=None,
            layout=W.Layout(width=f"{self.css_width}px", max_width="100%"),
        )
        self.layout.max_width = "100%"
        self.children = [
            self.score_panel, self.tools_box, self.message_line, self.board, undo_row, *panels,
            self.advanced, lang_row,
        ]
        self._relabel()

    @property
    def scores(self) -> dict:
        """``{player: Score}`` of the position shown (from rulekit)."""
        return self.state.score()

    def _new_state(self, players: int) -> S:
        return self.spec.new_score_state(players)

    def _below_board(self) -> list[W.Widget]:
        self.score_panel = W.HTML(
            layout=W.Layout(width=f"{self.css_width}px", max_width="100%", overflow="auto")
        )
        return super()._below_board()

    def _marks(self) -> tuple[list, list]:
        strong, weak = super()._marks()
        s2, w2 = self.spec.score_marks(self)
        return strong + list(s2), weak + list(w2)

    def _refresh(self) -> None:
        super()._refresh()
        if hasattr(self, "score_panel"):
            with language(self.lang):
                self.score_panel.value = self.spec.score_html(self)

    def _relabel(self) -> None:
        super()._relabel()
        if hasattr(self, "advanced"):
            title = self.spec.advanced_title
            self.advanced.set_title(0, words(title, self.lang) if title else label("advanced", self.lang))

    def _relabel_palette(self) -> None:
        super()._relabel_palette()
        if hasattr(self, "score_panel"):  # the marked groups follow the palette's "Mark" row
            with language(self.lang):
                self.score_panel.value = self.spec.score_html(self)
