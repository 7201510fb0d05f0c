"""widgets: the Jupyter layer of rulekit — board pictures, the Explorer, quizzes, step-through.

>>> import widgets
>>> from rulekit import golden_ankh
>>> state = golden_ankh.new_game(players=2, seed=1)
>>> explorer = widgets.Explorer(state)        # the last value of a notebook cell shows it
>>> explorer.game, explorer.apply_text("take B W K")
('golden_ankh', True)

Outside a notebook :func:`show_steps` prints placeholders for its pictures and tables:

>>> end = widgets.show_steps(state, ["take B W K", "end"])   # doctest: +ELLIPSIS
<IPython.core.display.HTML object>
...
>>> end.turn
1
>>> widgets.score_table(end)  # doctest: +NORMALIZE_WHITESPACE
        colour  animals  numbers  bonus  tokens  total
player
P1           0        0        0      0       1      1
P2           0        0        0      0       0      0
>>> widgets.draw("RJ RJ / GJ GS", game="golden_ankh")   # a position in notation
<Figure size 480x400 with 1 Axes>

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
from .editor import Editor, ScoreCalculator
from .explorer import Explorer
from .practice import ClassView, Practice
from .quiz import Quiz, ScoreQuiz

register_formatters()

__all__ = [
    "BoardView", "ClassView", "Editor", "Explorer", "Practice", "Quiz", "ScoreCalculator", "ScoreQuiz",
    "TextView", "draw", "get_language", "measure_step_vs_rebuild", "register_formatters", "register_view",
    "score_table", "set_language",
    "show_checks", "show_steps", "view_class",
]


def __getattr__(name: str) -> ModuleType:
    # widgets.golden_ankh etc. without importing every game when widgets is imported
    if name in GAMES:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
