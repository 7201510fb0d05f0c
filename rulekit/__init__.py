"""rulekit: the rules of four board games as plain Python, for learning and exploring.

Pure standard library.  Each game is a sub-package following one contract
(see :mod:`rulekit.core` and :mod:`rulekit.registry`)::

    >>> import rulekit
    >>> from rulekit import golden_ankh as ga
    >>> s = ga.new_game(players=3, seed=7)
    >>> s2 = s.apply(s.legal_actions()[0])
    >>> s2 is not s and s.turn == 0
    True
    >>> sorted(rulekit.GAMES)
    ['el_dorado', 'elfengold', 'fertility', 'golden_ankh']
"""
from __future__ import annotations

from . import checks, errors
from .core import Action, Check, GameState, History, Referee, Score, explain, load_state, seat_name
from .errors import (
    BilingualError,
    BotError,
    IllegalActionText,
    InvalidState,
    NotAnAction,
    NotationError,
    OptionError,
    RuleViolation,
    SaveError,
)
from .glossary import GlossaryError, Term, glossary
from .i18n import get_language, rule_text, rule_title, set_language
from .registry import GAMES, UnknownGame, available, load, new_game, register, replay
from .rng import Rng

__version__ = "0.1.0"


def from_json(text: str | bytes) -> GameState:
    """Load a save file of any game in the kit (the game is named in the file).

    >>> from_json("[" * 100000)
    Traceback (most recent call last):
    ...
    rulekit.errors.SaveError: save file nests lists and objects deeper than 64 levels
    """
    return load_state(text)


__all__ = [
    "Action", "Check", "GameState", "History", "IllegalActionText", "Referee", "RuleViolation",
    "NotationError", "SaveError", "BilingualError", "OptionError", "InvalidState",
    "Score", "explain", "load_state", "seat_name", "get_language", "rule_text",
    "rule_title", "set_language", "GAMES", "available", "load", "new_game", "register", "replay",
    "Rng", "from_json", "checks", "errors", "BotError", "NotAnAction", "UnknownGame", "glossary", "Term",
    "GlossaryError",
]
