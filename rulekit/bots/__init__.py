"""Bots: players for simulated games, behind one small interface.

A bot has a ``name`` and one method, ``choose(state, rng) -> action``: given the
state *as its player may know it* (``state.view(player)``, hidden information
re-drawn) and a :class:`rulekit.Rng`, it returns one of ``state.legal_actions()``.
The simulator (:mod:`rulekit.sim`) maps that choice back onto the real state.

Every game gets two bots for free:

* ``"random"`` — a uniformly random legal action;
* ``"greedy"`` — one step of look-ahead: it tries every legal action and keeps
  the one whose resulting state evaluates best for the player to move;
* ``"mcts"`` — Monte Carlo tree search over re-draws of what its seat may know
  (:mod:`rulekit.bots.mcts`), with a budget: ``"mcts:iterations=200"`` or
  ``make_bot("mcts", game, iterations=200, seconds=0.5)``.  :func:`suggest` is
  the same search as a hint: the best action, its candidates and the reason.

A game may add its own in ``rulekit/bots/<game>.py`` (or in its game module) by
defining any of:

* ``evaluate(state, player) -> float`` — the evaluation greedy uses (default:
  :func:`score_margin`);
* ``BOTS = {"heuristic": factory}`` — extra bots, each ``factory()`` returning a bot;
* ``stats(state, moves) -> dict`` — game-specific numbers for a finished game,
  where ``moves`` is the list of ``(player, action)`` pairs played (a value that
  is a list with one entry per seat becomes a per-seat column);
* ``track(before, player, action, after, tally)`` — called after every action
  to accumulate numbers in the dict ``tally`` (what a final state no longer
  shows, such as gold paid in auctions); the tally joins the stats;
* ``SIM_OPTIONS = {option: value}`` — defaults for simulated games (e.g. a round limit);
* ``end_reason(state) -> str`` — the rule ID that ended a finished game (a balance report counts them);
* ``lead(state) -> [number per seat]`` — who is ahead mid-game, when the score cannot tell (lead changes).

>>> from rulekit.rng import Rng
>>> class Pile:                       # the smallest state a bot can play
...     current_player = 0
...     def legal_actions(self): return ["take 1", "take 2"]
>>> RandomBot().choose(Pile(), Rng(5)) in ("take 1", "take 2")
True
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType
from typing import Any, Protocol

from ..checks import check_unknown, show_value
from ..core import OptionError
from ..errors import BotError
from ..rng import Rng

Evaluation = Callable[[Any, int], float]


class UnknownBot(OptionError, KeyError):
    """A bot name the game does not have (an :class:`OptionError`, and a ``KeyError`` for older callers)."""


class BotOptionError(OptionError, TypeError):
    """Options given to a bot that takes none, or a bot that is not one (an :class:`OptionError`, and a
    ``TypeError`` for older callers)."""


class Bot(Protocol):
    """What the simulator needs from a bot."""

    name: str

    def choose(self, state: Any, rng: Rng) -> Any:  # pragma: no cover - protocol
        ...


def score_margin(state: Any, player: int) -> float:
    """The default evaluation: ``player``'s score minus the best other score, plus 1000 for a win.

    >>> from rulekit.core import Score
    >>> class S:
    ...     is_over = False
    ...     def score(self): return {0: Score.of({"a": 5}), 1: Score.of({"a": 3})}
    >>> score_margin(S(), 0), score_margin(S(), 1)
    (2.0, -2.0)
    """
    scores = state.score()
    own = scores[player].total
    others = [s.total for p, s in scores.items() if p != player]
    value = float(own - max(others)) if others else float(own)
    if state.is_over:
        winners = state.winners()
        if player in winners:
            value += 1000.0 / len(winners)
        elif winners:
            value -= 1000.0
    return value


class RandomBot:
    """Plays a uniformly random legal action.

    It looks only at the list of legal actions, which its player knows, so the
    simulator may hand it the real state instead of a re-drawn view
    (``uses_view = False``): the choice is the same and much cheaper.

    >>> from rulekit.rng import Rng
    >>> class S:
    ...     def legal_actions(self): return ["a", "b", "c"]
    >>> RandomBot().choose(S(), Rng(1)) in ("a", "b", "c")
    True
    """

    name = "random"
    uses_view = False

    def choose(self, state: Any, rng: Rng) -> Any:
        return rng.choice(state.legal_actions())

    def __repr__(self) -> str:
        return "RandomBot()"


class GreedyBot:
    """One step of look-ahead on an evaluation of the player to move.

    Every legal action is tried on the bot's view of the state; the action whose
    resulting state has the highest ``evaluate(next_state, player)`` is played,
    ties broken at random.

    >>> from rulekit.rng import Rng
    >>> class S:
    ...     current_player = 0
    ...     def __init__(self, v=0): self.v = v
    ...     def legal_actions(self): return [1, 5, 2]
    ...     def _advance(self, a): return S(a)
    >>> GreedyBot(lambda s, p: s.v).choose(S(), Rng(0))
    5
    """

    name = "greedy"
    uses_view = True

    def __init__(self, evaluate: Evaluation = score_margin, name: str = "greedy") -> None:
        self.evaluate = evaluate
        self.name = name

    def choose(self, state: Any, rng: Rng) -> Any:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        player = state.current_player
        best: list[Any] = []
        best_value = float("-inf")
        for action in actions:
            value = self.evaluate(state._advance(action), player)
            if value > best_value:
                best_value, best = value, [action]
            elif value == best_value:
                best.append(action)
        return best[0] if len(best) == 1 else rng.choice(best)

    def __repr__(self) -> str:
        return f"GreedyBot({getattr(self.evaluate, '__name__', self.evaluate)!r})"


# --------------------------------------------------------------------------- per-game additions


def game_extras(game: str | ModuleType) -> ModuleType | None:
    """The module holding a game's bot additions: ``rulekit.bots.<game>``, else the game module.

    Returns ``None`` when neither defines ``evaluate``, ``BOTS`` or ``stats``.
    """
    from .. import registry

    name = game if isinstance(game, str) else getattr(game, "NAME", game.__name__.rsplit(".", 1)[-1])
    try:
        return importlib.import_module(f"{__name__}.{name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{name}":
            raise
    module = registry.load(name) if isinstance(game, str) else game
    hooks = ("evaluate", "BOTS", "stats", "track", "SIM_OPTIONS", "end_reason", "lead")
    if any(hasattr(module, attr) for attr in hooks):
        return module
    return None


def evaluation(game: str | ModuleType) -> Evaluation:
    """The evaluation greedy uses for ``game`` (the game's own, else :func:`score_margin`)."""
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


def make_bot(spec: Any, game: str | ModuleType, **options: Any) -> Any:
    """A bot from a name (``"random"``, ``"greedy"``, a game's own, ``"mcts"`` or a search spec such as
    ``"mcts:iterations=200"``) or a bot object (returned as is).  ``options`` go to the search bot
    (``iterations``, ``seconds``, ``seed``, ...).

    >>> make_bot("mcts:iterations=200", "fertility").iterations
    200
    >>> make_bot("mcts", "golden_ankh", iterations=50, seconds=0.5).name
    'mcts:iterations=50,seconds=0.5'
    """
    if not isinstance(spec, str):
        if not callable(getattr(spec, "choose", None)):
            text = show_value(spec)
            raise BotOptionError(
                f"a bot is a name or an object with a choose(state, rng) method, not {text}",
                f"봇은 이름이거나 choose(state, rng) 메서드가 있는 객체여야 합니다. 받은 값: {text}",
                field="bots")
        if options:
            raise BotOptionError("a bot object takes no options", "봇 객체에는 옵션을 줄 수 없습니다",
                                 field=str(next(iter(options))))
        return spec
    game = _checked_game(game)
    if spec == "mcts" or spec.startswith("mcts:"):
        from .mcts import MCTS_OPTIONS, parse_spec

        check_unknown(options, MCTS_OPTIONS)
        opts = {**parse_spec(spec), **options}
        return MCTSBot(game, name=spec if spec != "mcts" and not options else None, **opts)
    if spec not in bot_names(game):
        text = show_value(spec)
        listed = ", ".join(bot_names(game, search=True))
        raise UnknownBot(f"unknown bot {text}; this game has {listed}",
                         f"알 수 없는 봇입니다: {text}. 이 게임의 봇: {listed}", field="bots")
    if options:
        raise BotOptionError(f"bot {spec!r} takes no options (only mcts does)",
                             f"{spec} 봇에는 옵션을 줄 수 없습니다 (옵션은 mcts 봇에만 있습니다)",
                             field=str(next(iter(options))))
    if spec == "random":
        return RandomBot()
    if spec == "greedy":
        return GreedyBot(evaluation(game))
    extras = game_extras(game)
    return getattr(extras, "BOTS", {})[spec]()


def _checked_game(game: Any) -> str | ModuleType:
    """``game`` if it is a known game's name or a module; else an :class:`OptionError`."""
    from .. import registry

    if isinstance(game, ModuleType):
        return game
    registry.load(game)      # an unknown name (or not a name at all) raises UnknownGame, an OptionError
    return game


def resolve(state: Any, action: Any) -> Any:
    """The real state's legal action a bot meant (the same object, an equal one, or the same notation).

    A bot chooses on ``state.view(player)``, a copy with hidden information re-drawn; its action is
    mapped back onto the real state, and a :class:`~rulekit.errors.BotError` says when it is not legal
    there.

    >>> class Pile:
    ...     def legal_actions(self): return ["take 1", "take 2"]
    >>> resolve(Pile(), "take 2")
    'take 2'
    """
    legal = state.legal_actions()
    for candidate in legal:
        if candidate is action:
            return candidate
    if action in legal:
        return legal[legal.index(action)]
    text = str(action)
    for candidate in legal:
        if str(candidate) == text:
            return candidate
    raise BotError(f"bot played {text!r}, which is not legal in the real state")


def choose(bot: Any, state: Any, seed: int) -> Any:
    """The action ``bot`` plays for the seat to move in ``state``, seeded by ``seed``.

    A bot that sees only its seat's view (the default) chooses on ``state.view(player)``, and its choice
    is mapped back onto the real state (:func:`resolve`); a bot with ``uses_view = False`` sees the
    real state.

    >>> from rulekit import golden_ankh
    >>> state = golden_ankh.new_game(players=2, seed=1)
    >>> choose(RandomBot(), state, seed=3) in state.legal_actions()
    True
    """
    if getattr(bot, "uses_view", True):
        return resolve(state, bot.choose(state.view(state.current_player), Rng(seed)))
    return bot.choose(state, Rng(seed))


def bot_name(bot: Any) -> str:
    """The name a bot is recorded under."""
    return bot if isinstance(bot, str) else str(getattr(bot, "name", type(bot).__name__))


from .mcts import Candidate, MCTSBot, Suggestion, suggest  # noqa: E402  (the search bot needs the above)

__all__ = ["Bot", "UnknownBot", "BotOptionError", "RandomBot", "GreedyBot", "score_margin", "game_extras",
           "evaluation", "bot_names", "make_bot", "bot_name", "MCTSBot", "Candidate", "Suggestion", "suggest",
           "choose", "resolve"]
