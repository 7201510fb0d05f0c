"""What the search bot knows about a game beyond its rules: one small record per game.

The search (:mod:`rulekit.bots.mcts`) knows no game.  What it weighs, how far it looks and how long
it thinks come from the game's :class:`SearchKnowledge`, the ``SEARCH`` of its bot extras
(``rulekit/bots/<game>.py``, found by :func:`rulekit.bots.game_extras`); a game without one is
searched with :data:`DEFAULT`: its live scores as the evaluation, every legal action weighed, no
playouts, 400 evaluations per decision.

>>> DEFAULT.iterations, DEFAULT.scale, DEFAULT.horizon, DEFAULT.candidates is None
(400, 5.0, None, True)
>>> knowledge("el_dorado").delegate[0], knowledge("fertility").utilities is score_utilities
('planner', True)
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Generic, TypeVar

from .extras import game_extras

if TYPE_CHECKING:
    from ..core import Action, GameState

#: The state class of the game a :class:`SearchKnowledge` is written for.
S = TypeVar("S", bound="GameState")


def score_utilities(state: GameState) -> list[float]:
    """Every seat's live score: the search's evaluation for a game that gives none.

    >>> from rulekit import fertility as fe
    >>> score_utilities(fe.new_game(players=2, seed=1))
    [0.0, 0.0]
    """
    scores = state.score()
    return [float(scores[p].total) for p in range(state.num_players)]


@dataclass(frozen=True)
class SearchKnowledge(Generic[S]):
    """A game's search knowledge; every field has a default that suits any game.

    * ``iterations``: evaluations per decision at the default budget; ``decision_iterations``: other
      budgets for the decisions whose positions cost more to value, by ``state.decision``;
    * ``utilities(state) -> [float per seat]``: the progress numbers positions are valued with (higher
      is better; the search takes a logistic of each seat's margin over the best other seat), and
      ``scale``: how many of them make a position clearly won;
    * ``candidates(state, legal actions) -> the ones to search``: a non-empty part of them, the same
      every time, where most legal actions are plainly poor and would only thin the search;
    * ``horizon``: how many times the turn may pass along a line before its end is valued without
      search (0: plan the rest of the own turn only; None: no limit);
    * ``playout``, ``playout_turns``: the game's quick bot that plays on from a new leaf before it is
      valued, for that many passes of the turn (0: no playouts);
    * ``delegate = (bot, when)``: the decisions ``when(state)`` left to the game's quick bot ``bot``
      without search; ``anchor = (bot, margin)``: a quick bot whose choice the search keeps unless
      another action's mean value (0..1) is higher by more than ``margin``;
    * for a hint: ``points`` (the live score is in points a player would call a gain) and
      ``bot_words``: the quick bots' names in English and Korean, as the Explorer names them.

    >>> SearchKnowledge(iterations=200, scale=3.0).iterations
    200
    """

    iterations: int = 400
    decision_iterations: Mapping[str, int] = field(default_factory=dict)
    utilities: Callable[[S], list[float]] = score_utilities
    scale: float = 5.0
    candidates: Callable[[S, list[Action]], list[Action]] | None = None
    horizon: int | None = None
    playout: str | None = None
    playout_turns: int = 0
    delegate: tuple[str, Callable[[S], bool]] | None = None
    anchor: tuple[str, float] | None = None
    points: bool = False
    bot_words: Mapping[str, tuple[str, str]] = field(default_factory=dict)


#: The knowledge of a game that gives none.
DEFAULT: SearchKnowledge[GameState] = SearchKnowledge()


def game_name(game: str | ModuleType | GameState) -> str:
    """The registry name of a game given by name, module or state.

    >>> from rulekit import fertility
    >>> game_name("fertility"), game_name(fertility), game_name(fertility.new_game(players=2, seed=1))
    ('fertility', 'fertility', 'fertility')
    """
    if isinstance(game, str):
        return game
    if isinstance(game, ModuleType):
        return str(getattr(game, "NAME", game.__name__.rsplit(".", 1)[-1]))
    return str(getattr(game, "GAME", "") or type(game).__module__.split(".")[1])


def knowledge(game: str | ModuleType) -> SearchKnowledge[GameState]:
    """The search knowledge of ``game`` (a name or module): its extras' ``SEARCH``, else :data:`DEFAULT`.

    >>> knowledge("golden_ankh").horizon, knowledge("elfengold").decision_iterations["place"]
    (0, 450)
    """
    found = getattr(game_extras(game), "SEARCH", None)
    return DEFAULT if found is None else found


def utilities(game: str | ModuleType) -> Callable[[GameState], list[float]]:
    """The per-seat progress numbers the search values positions with (higher is better): the game's
    knowledge's ``utilities`` (the kit's games: the progress terms their greedy bot weighs), or the live
    scores for a game without one.

    >>> from rulekit.bots import el_dorado
    >>> utilities("el_dorado") is el_dorado.utilities, utilities("fertility") is score_utilities
    (True, True)
    """
    return knowledge(game).utilities
