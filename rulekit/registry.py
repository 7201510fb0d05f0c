"""The games of the kit, by name, and what every game module offers.

A game module (``rulekit.<name>``) exports at least::

    NAME, TITLE, PLAYERS            # "golden_ankh", {"en": …, "ko": …}, range of player counts
    OPTIONS                         # {option: (default, "what it does")}
    STATE_CLASS                     # the GameState subclass
    new_game(players, seed=None, **options) -> state
    parse_action(text) -> action
    score(state) -> {player: Score}
    from_json(text) -> state

>>> sorted(GAMES)
['el_dorado', 'elfengold', 'fertility', 'golden_ankh']
"""
from __future__ import annotations

import importlib
from collections.abc import Iterable
from types import ModuleType
from typing import Any

GAMES: dict[str, str] = {
    "golden_ankh": "rulekit.golden_ankh",
    "el_dorado": "rulekit.el_dorado",
    "fertility": "rulekit.fertility",
    "elfengold": "rulekit.elfengold",
}
_extra: dict[str, ModuleType] = {}


def register(name: str, module: ModuleType) -> None:
    """Add a game module under ``name`` (for games that live outside the kit)."""
    _extra[name] = module


def load(name: str) -> ModuleType:
    """The module of a game by name; ``KeyError`` for an unknown name."""
    if name in _extra:
        return _extra[name]
    if name not in GAMES:
        raise KeyError(f"unknown game {name!r}; the kit has {', '.join(sorted(GAMES))}")
    return importlib.import_module(GAMES[name])


def available() -> list[str]:
    """The names of the games whose module can be imported."""
    names = []
    for name in list(GAMES) + list(_extra):
        try:
            load(name)
        except ImportError:
            continue
        names.append(name)
    return names


def new_game(name: str, players: int, seed: int | None = None, **options: Any):
    return load(name).new_game(players=players, seed=seed, **options)


def replay(name: str, seed: int, actions: Iterable[Any], players: int | None = None, **options: Any) -> list:
    """Play ``actions`` from a new game; the list of every state, the first included.

    The same seed, options and actions always give the same states.  Raises the
    :class:`~rulekit.core.RuleViolation` of the first illegal action.
    """
    module = load(name)
    if players is None:
        players = min(module.PLAYERS)
    state = module.new_game(players=players, seed=seed, **options)
    states = [state]
    for action in actions:
        state = state.apply(action)
        states.append(state)
    return states
