"""A game's bot additions, found by the game's name: ``rulekit.bots.<game>``, else the ``bots`` module
of the game's own package (``rulekit/<game>/bots.py``), else the game module.

What a game may define there is listed in :mod:`rulekit.bots`; the search bot's knowledge is its
``SEARCH`` (a :class:`rulekit.bots.knowledge.SearchKnowledge`).  :func:`quick_bot` makes the bots
that need no search: ``random``, ``greedy`` and the game's own (``BOTS``).

>>> bot_names("el_dorado")
['random', 'greedy', 'racer', 'planner']
>>> quick_bot("greedy", "fertility").name
'greedy'
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, TypeAlias

from .. import registry
from ..checks import show_value
from .basic import Bot, Evaluation, GreedyBot, RandomBot, UnknownBot, score_margin

if TYPE_CHECKING:
    from ..core import Action, GameState

#: What a game's ``track`` hook keeps over a game: numbers per seat by name (joined to its stats).
Tally: TypeAlias = "dict[str, list[float]]"
#: A game's ``track(before, player, action, after, tally)`` hook, called after every action.
Track: TypeAlias = "Callable[[GameState, int, Action, GameState, Tally], None]"

#: The names a game module may define for the bots (any one makes it the game's extras).
HOOKS = ("evaluate", "BOTS", "stats", "track", "SIM_OPTIONS", "end_reason", "lead", "SEARCH")


def _submodule(name: str) -> ModuleType | None:
    """The module ``name``, or None when it does not exist (an import error inside it is raised)."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
    return None


def game_extras(game: str | ModuleType) -> ModuleType | None:
    """The module holding a game's bot additions: ``rulekit.bots.<game>``, else the game package's own
    ``bots`` module (``rulekit/<game>/bots.py``, or ``<package>/bots.py`` of a game registered from
    outside the kit), else the game module.

    Returns ``None`` when none of them defines any of :data:`HOOKS`.

    >>> game_extras("golden_ankh").__name__
    'rulekit.bots.golden_ankh'
    """
    name = game if isinstance(game, str) else getattr(game, "NAME", game.__name__.rsplit(".", 1)[-1])
    package = __name__.rsplit(".", 1)[0]
    found = _submodule(f"{package}.{name}")
    if found is not None:
        return found
    module = registry.load(name) if isinstance(game, str) else game
    if hasattr(module, "__path__"):
        found = _submodule(f"{module.__name__}.bots")
        if found is not None:
            return found
    if any(hasattr(module, attr) for attr in HOOKS):
        return module
    return None


def evaluation(game: str | ModuleType) -> Evaluation:
    """The evaluation greedy uses for ``game`` (the game's own, else :func:`score_margin`).

    >>> evaluation("fertility") is score_margin
    True
    """
    extras = game_extras(game)
    return getattr(extras, "evaluate", score_margin) if extras is not None else score_margin


def bot_names(game: str | ModuleType, search: bool = False) -> list[str]:
    """The bots available for ``game``: ``random``, ``greedy`` and the game's own; with
    ``search=True`` also the search bot ``mcts`` (much slower per decision).

    >>> bot_names("fertility")
    ['random', 'greedy']
    >>> bot_names("el_dorado", search=True)
    ['random', 'greedy', 'racer', 'planner', 'mcts']
    """
    extras = game_extras(game)
    names = ["random", "greedy"] + list(getattr(extras, "BOTS", {}) if extras is not None else {})
    return names + ["mcts"] if search else names


def quick_bot(name: str, game: str | ModuleType) -> Bot:
    """The bot ``name`` of ``game`` that needs no search: ``random``, ``greedy`` or one of the game's
    ``BOTS``; an unknown name raises :class:`UnknownBot` (an ``OptionError``) listing the game's bots.

    >>> quick_bot("planner", "el_dorado").name
    'planner'
    """
    if name not in bot_names(game):
        text = show_value(name)
        listed = ", ".join(bot_names(game, search=True))
        raise UnknownBot(f"unknown bot {text}; this game has {listed}",
                         f"알 수 없는 봇입니다: {text}. 이 게임의 봇: {listed}", field="bots")
    if name == "random":
        return RandomBot()
    if name == "greedy":
        return GreedyBot(evaluation(game))
    return getattr(game_extras(game), "BOTS", {})[name]()
