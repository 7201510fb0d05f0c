"""The hint: the search bot's recommendation for the player to move, with its candidates and reason.

:func:`suggest` runs the same search as the ``"mcts"`` bot (:class:`rulekit.bots.mcts.MCTSBot`) on the
player's view, then explains the action in the game's terms (:func:`rulekit.bots.reasons.explain_choice`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .. import collector
from ..checks import show_value
from ..errors import OptionError
from ..rng import Rng
from .knowledge import game_name
from .mcts import MCTSBot
from .reasons import Suggestion, explain_choice

if TYPE_CHECKING:
    from ..core import GameState

#: The hint's default search budget in CPU seconds: with the reason built after it, a hint takes
#: about 1 s of CPU (the reason is a few positions played out and scored).
HINT_SECONDS = 0.8


def suggest(state: GameState, *, iterations: int | None = None, seconds: float | None = HINT_SECONDS,
            seed: int = 0) -> Suggestion:
    """Search for ``state.current_player``, seeing only ``state.view(that player)``; the best action.

    The budget is ``iterations`` evaluated positions and/or ``seconds`` of CPU time, whichever ends
    first (``iterations`` alone is exactly reproducible for a ``seed``).

    >>> from rulekit import fertility as fe
    >>> s = fe.new_game(players=2, seed=2)
    >>> sug = suggest(s, iterations=80, seconds=None)
    >>> sug.action in s.legal_actions(), 1 <= len(sug.candidates) <= 5, sug.iterations >= 80
    (True, True, True)
    >>> sug.reason("en").startswith("Searched")
    True

    ``explanation`` says why in the game's terms, with the rule (:func:`explain_choice`):

    >>> sug.explanation.rule.startswith("FE."), "규칙 FE." in sug.explanation.text("ko")
    (True, True)

    Without a budget given, the search takes :data:`HINT_SECONDS` of CPU (about 1 s with the reason).
    """
    if not callable(getattr(state, "legal_actions", None)) or not hasattr(state, "current_player"):
        raise OptionError(f"suggest needs a game state, not {show_value(state)}",
                          f"suggest에는 게임 상태가 필요합니다. 받은 값: {show_value(state)}", field="state")
    if getattr(state, "is_over", False):
        raise OptionError("the game is over: there is no move to suggest",
                          "게임이 끝났습니다: 추천할 수가 없습니다", field="state")
    if iterations is None and seconds is None:
        raise OptionError("suggest needs iterations or seconds", "iterations나 seconds가 필요합니다",
                          field="iterations")
    bot = MCTSBot(game_name(state), iterations=iterations, seconds=seconds, seed=seed)
    sug = bot.suggest(state, Rng(seed).spawn(77))
    with collector.paused(promote=collector.kit_code(state)):
        sug.explanation = explain_choice(state, sug.action, [c.action for c in sug.candidates])
    return sug
