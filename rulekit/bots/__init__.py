"""Bots: players for simulated games, behind one small interface.

A bot has a ``name`` and one method, ``choose(state, rng) -> action``: given the
state *as its player may know it* (``state.view(player)``, hidden information
re-drawn) and a :class:`rulekit.Rng`, it returns one of ``state.legal_actions()``.
The simulator (:mod:`rulekit.sim`) maps that choice back onto the real state.

Every game gets three bots for free:

* ``"random"`` — a uniformly random legal action;
* ``"greedy"`` — one step of look-ahead: it tries every legal action and keeps
  the one whose resulting state evaluates best for the player to move;
* ``"mcts"`` — Monte Carlo tree search over re-draws of what its seat may know
  (:mod:`rulekit.bots.mcts`), with a budget: ``"mcts:iterations=200"`` or
  ``make_bot("mcts", game, iterations=200, seconds=0.5)``.  :func:`suggest` is
  the same search as a hint: the best action, its candidates and the reason.

A game may add its own in ``rulekit/bots/<game>.py`` (or in its package's ``bots.py``, or in its game
module; :func:`game_extras` finds them) by defining any of:

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
* ``lead(state) -> [number per seat]`` — who is ahead mid-game, when the score cannot tell (lead changes);
* ``SEARCH = SearchKnowledge(...)`` — what the search bot knows of the game beyond its rules (its
  evaluation, the actions worth searching, playouts, budgets, words for hints;
  :mod:`rulekit.bots.knowledge`), and ``explain_choice(state, action, alternatives)`` — a hint's reason
  in the game's terms (:mod:`rulekit.bots.reasons`).

The modules: :mod:`~rulekit.bots.basic` (the bot interface, random and greedy),
:mod:`~rulekit.bots.extras` (a game's additions), :mod:`~rulekit.bots.knowledge`,
:mod:`~rulekit.bots.mcts` (the search, which knows no game), :mod:`~rulekit.bots.reasons` and
:mod:`~rulekit.bots.hint` (the hint), and one module per game.

>>> from rulekit.rng import Rng
>>> class Pile:                       # the smallest state a bot can play
...     current_player = 0
...     def legal_actions(self): return ["take 1", "take 2"]
>>> RandomBot().choose(Pile(), Rng(5)) in ("take 1", "take 2")
True
"""
from __future__ import annotations

from types import ModuleType
from typing import Unpack

from .. import registry
from ..checks import check_unknown, show_value
from .basic import (
    Bot,
    BotOptionError,
    Evaluation,
    GreedyBot,
    RandomBot,
    UnknownBot,
    bot_name,
    choose,
    resolve,
    score_margin,
)
from .extras import bot_names, evaluation, game_extras, quick_bot
from .hint import suggest
from .knowledge import SearchKnowledge
from .mcts import MCTS_OPTIONS, MCTSBot, SearchOptions, parse_spec
from .reasons import Candidate, Suggestion


def make_bot(spec: str | Bot, game: str | ModuleType, **options: Unpack[SearchOptions]) -> Bot:
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
        check_unknown(options, MCTS_OPTIONS)
        opts: SearchOptions = {**parse_spec(spec), **options}
        return MCTSBot(game, name=spec if spec != "mcts" and not options else None, **opts)
    if spec not in bot_names(game):
        return quick_bot(spec, game)        # refused there: an UnknownBot naming the game's bots
    if options:
        raise BotOptionError(f"bot {spec!r} takes no options (only mcts does)",
                             f"{spec} 봇에는 옵션을 줄 수 없습니다 (옵션은 mcts 봇에만 있습니다)",
                             field=str(next(iter(options))))
    return quick_bot(spec, game)


def _checked_game(game: str | ModuleType) -> str | ModuleType:
    """``game`` if it is a known game's name or a module; else an :class:`OptionError`."""
    if isinstance(game, ModuleType):
        return game
    registry.load(game)      # an unknown name (or not a name at all) raises UnknownGame, an OptionError
    return game


__all__ = ["Bot", "UnknownBot", "BotOptionError", "RandomBot", "GreedyBot", "score_margin", "game_extras",
           "evaluation", "bot_names", "make_bot", "bot_name", "MCTSBot", "Candidate", "Suggestion", "suggest",
           "choose", "resolve", "SearchKnowledge", "Evaluation", "quick_bot"]
