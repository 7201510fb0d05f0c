"""The bots every game has, and what the simulator needs from any bot.

A bot has a ``name`` and one method, ``choose(state, rng) -> action``.  :class:`RandomBot` plays a
uniformly random legal action; :class:`GreedyBot` one step of look-ahead on an evaluation
(:func:`score_margin` unless the game gives its own).  :func:`resolve` maps a bot's choice, made on
its seat's view, back onto the real state, and :func:`choose` does both for one seeded decision.

>>> from rulekit.rng import Rng
>>> class Pile:                       # the smallest state a bot can play
...     current_player = 0
...     def legal_actions(self): return ["take 1", "take 2"]
>>> RandomBot().choose(Pile(), Rng(5)) in ("take 1", "take 2")
True
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from ..errors import BotError, OptionError
from ..rng import Rng

if TYPE_CHECKING:
    from ..core import Action, GameState

Evaluation = Callable[["GameState", int], float]


class UnknownBot(OptionError, KeyError):
    """A bot name the game does not have (an :class:`OptionError`, and a ``KeyError`` for older callers)."""


class BotOptionError(OptionError, TypeError):
    """Options given to a bot that takes none, or a bot that is not one (an :class:`OptionError`, and a
    ``TypeError`` for older callers)."""


class Bot(Protocol):
    """What the simulator needs from a bot."""

    name: str

    def choose(self, state: GameState, rng: Rng) -> Action:  # pragma: no cover - protocol
        ...


def score_margin(state: GameState, player: int) -> float:
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

    def choose(self, state: GameState, rng: Rng) -> Action:
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

    def choose(self, state: GameState, rng: Rng) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        player = state.current_player
        evaluate, advance = self.evaluate, state._advance  # looked up once: called for every action
        best: list[Action] = []
        best_value = float("-inf")
        for action in actions:
            value = evaluate(advance(action), player)
            if value > best_value:
                best_value, best = value, [action]
            elif value == best_value:
                best.append(action)
        return best[0] if len(best) == 1 else rng.choice(best)

    def __repr__(self) -> str:
        return f"GreedyBot({getattr(self.evaluate, '__name__', self.evaluate)!r})"


def resolve(state: GameState, action: Action) -> Action:
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


def choose(bot: Bot, state: GameState, seed: int) -> Action:
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


def bot_name(bot: str | Bot) -> str:
    """The name a bot is recorded under.

    >>> bot_name("greedy"), bot_name(RandomBot())
    ('greedy', 'random')
    """
    return bot if isinstance(bot, str) else str(getattr(bot, "name", type(bot).__name__))
