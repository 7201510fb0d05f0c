"""widgets: the Jupyter layer of rulekit — board pictures, the Explorer, quizzes, step-through.

>>> import widgets
>>> from rulekit import golden_ankh                          # doctest: +SKIP
>>> state = golden_ankh.new_game(3, seed=1)                  # doctest: +SKIP
>>> widgets.Explorer(state)                                  # doctest: +SKIP
>>> end = widgets.show_steps(state, [state.legal_actions()[0]])  # doctest: +SKIP
>>> widgets.score_table(end)                                 # doctest: +SKIP
>>> widgets.draw("RJ RJ / GJ GS", game="golden_ankh")        # doctest: +SKIP  (a position in notation)

Each game's drawing lives in ``widgets.<game>`` (a :class:`widgets.board.BoardView`
subclass and ``draw``); ``widgets.golden_ankh`` etc. are imported on first use.
Importing this package makes Hangul render in plots (koreanize-matplotlib) and,
inside IPython, shows a game state that ends a cell as its board.
"""
from __future__ import annotations

import importlib
import warnings
from types import ModuleType

with warnings.catch_warnings():  # its version check uses the deprecated distutils
    warnings.simplefilter("ignore", DeprecationWarning)
    import koreanize_matplotlib  # noqa: F401  (sets a Hangul-capable font for every plot)

from rulekit import get_language, set_language
from rulekit.registry import GAMES

from .board import BoardView, TextView, measure_step_vs_rebuild, register_view, view_class
from .display import draw, register_formatters, score_table, show_checks, show_steps
from .explorer import Explorer
from .quiz import Quiz, ScoreQuiz

register_formatters()

__all__ = [
    "BoardView", "Explorer", "Quiz", "ScoreQuiz", "TextView", "draw", "get_language",
    "measure_step_vs_rebuild", "register_formatters", "register_view", "score_table", "set_language",
    "show_checks", "show_steps", "view_class",
]


def __getattr__(name: str) -> ModuleType:
    # widgets.golden_ankh etc. without importing every game when widgets is imported
    if name in GAMES:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
