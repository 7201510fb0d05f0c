"""The games of the kit, by name, and what every game module offers.

A game module (``rulekit.<name>``) exports at least::

    NAME, TITLE, PLAYERS            # "golden_ankh", {"en": …, "ko": …}, range of player counts
    OPTIONS                         # {option: (default, "what it does")}
    OPTION_WORDS (optional)         # {option: {"en": (label, help), "ko": (label, help)}}, for the lab
    STATE_CLASS                     # the GameState subclass
    new_game(players, seed=None, **options) -> state
    parse_action(text) -> action
    score(state) -> {player: Score}
    from_json(text) -> state

A game of the kit is one line in :data:`GAMES` and its package ``rulekit/<name>/``; what else the kit
finds by the game's name lives in that package too (its ``data/`` folder: ``rules.json``,
``glossary.json``, ``misreadings.json``; its ``bots`` and ``practice`` modules).  A game outside the kit
is added with :func:`register`, which reads its package's ``data/`` folder the same way.

>>> sorted(GAMES)
['el_dorado', 'elfengold', 'fertility', 'golden_ankh']
"""
from __future__ import annotations

import importlib
from collections.abc import Iterable
from importlib import resources
from types import ModuleType
from typing import TYPE_CHECKING

from . import i18n
from .checks import check_game_name
from .errors import OptionError

if TYPE_CHECKING:
    from .core import Action, GameState


class UnknownGame(OptionError, KeyError):
    """A game name the kit does not know (an :class:`OptionError`, and a ``KeyError`` for older callers)."""

GAMES: dict[str, str] = {
    "golden_ankh": "rulekit.golden_ankh",
    "el_dorado": "rulekit.el_dorado",
    "fertility": "rulekit.fertility",
    "elfengold": "rulekit.elfengold",
}
_extra: dict[str, ModuleType] = {}


def register(name: str, module: ModuleType) -> None:
    """Add a game module under ``name`` (for games that live outside the kit).

    When the module is a package with a ``data`` folder, its rule catalogue (``data/rules.json``) and
    other data are read from there, as for a game of the kit.

    >>> register("", importlib)
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: a game's name must be non-empty text, not ''
    """
    if not isinstance(name, str) or not name:
        shown = repr(name)[:40]
        raise OptionError(f"a game's name must be non-empty text, not {shown}",
                          f"게임 이름은 비어 있지 않은 문자열이어야 합니다. 받은 값: {shown}", field="name")
    if not isinstance(module, ModuleType):
        shown = repr(module)[:40]
        raise OptionError(f"a game must be registered as a module, not {shown}",
                          f"게임은 모듈로 등록해야 합니다. 받은 값: {shown}", field="module")
    _extra[name] = module
    if hasattr(module, "__path__"):
        folder = resources.files(module).joinpath("data")
        if folder.is_dir():
            i18n.add_game_data(name, folder)


def names() -> list[str]:
    """The names of the kit's games and of those registered from outside it (none is imported).

    >>> names()[:4]
    ['golden_ankh', 'el_dorado', 'fertility', 'elfengold']
    """
    return list(GAMES) + [name for name in _extra if name not in GAMES]


def load(name: str) -> ModuleType:
    """The module of a game by name; :class:`UnknownGame` (an ``OptionError``) for an unknown name.

    >>> load("chess")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    rulekit.registry.UnknownGame: unknown game 'chess'; the kit has el_dorado, elfengold, ...
    """
    if isinstance(name, str) and name in _extra:
        return _extra[name]
    try:
        check_game_name(name, GAMES)
    except OptionError as exc:
        raise UnknownGame(exc.en, exc.ko, field="name") from None
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


def new_game(name: str, players: int, seed: int | None = None, **options: object) -> GameState:
    """A new game of the game called ``name`` (arguments checked by the game's ``new_game``)."""
    return load(name).new_game(players=players, seed=seed, **options)


def replay(name: str, seed: int, actions: Iterable[Action | str], players: int | None = None,
           **options: object) -> list[GameState]:
    """Play ``actions`` from a new game; the list of every state, the first included.

    The same seed, options and actions always give the same states.  Raises the
    :class:`~rulekit.core.RuleViolation` of the first illegal action; an unknown game,
    a bad argument or actions that are not a list raise :class:`~rulekit.core.OptionError`.

    >>> replay("chess", 1, [])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    rulekit.registry.UnknownGame: unknown game 'chess'; the kit has el_dorado, elfengold, ...
    >>> len(replay("golden_ankh", 1, ["take B W K"]))
    2
    """
    module = load(name)
    if players is None:
        players = min(module.PLAYERS)
    if isinstance(actions, (str, bytes)) or not isinstance(actions, Iterable):
        kind = type(actions).__name__
        raise OptionError(
            f"actions must be a list of actions or action texts, not {kind}",
            f"actions는 행동(또는 행동 텍스트)의 목록이어야 합니다 (받은 값의 종류: {kind})",
            field="actions",
        )
    state: GameState = module.new_game(players=players, seed=seed, **options)
    states = [state]
    for action in actions:
        state = state.apply(action)
        states.append(state)
    return states
