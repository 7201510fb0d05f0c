"""What every reachable position of the toy game satisfies; a broken one is a bilingual
:class:`~rulekit.errors.InvalidState` naming the field and the rule.

>>> from rulekit_toy import new_game
>>> s = new_game(players=2, seed=1)
>>> s.taken = [1, -2]
>>> validate(s)
Traceback (most recent call last):
...
rulekit.errors.InvalidState: state.taken must hold counts (TOY.take.range)
"""
from __future__ import annotations

from typing import Any

from rulekit.errors import InvalidState

#: The most stones a pile may hold (a new game draws 10 to 20; the board has 20 slots).
MAX_PILE = 20


def validate(state: Any) -> None:
    """Raise :class:`InvalidState` when ``state`` could not come from play (TOY.setup.pile,
    TOY.take.range, TOY.end.last)."""
    if not isinstance(state.pile, int) or not 0 <= state.pile <= MAX_PILE:
        raise InvalidState(f"state.pile must be 0 to {MAX_PILE} stones (TOY.setup.pile)",
                           f"state.pile은 돌 0개에서 {MAX_PILE}개여야 합니다 (TOY.setup.pile)", field="pile")
    if any(not isinstance(t, int) or isinstance(t, bool) or t < 0 for t in state.taken):
        raise InvalidState("state.taken must hold counts (TOY.take.range)",
                           "state.taken에는 가져간 돌의 개수가 있어야 합니다 (TOY.take.range)", field="taken")
    last = state.last_taker
    if last is not None and (not isinstance(last, int) or isinstance(last, bool)
                             or not 0 <= last < state.num_players or not state.taken[last]):
        raise InvalidState(f"state.last = {last!r} must be a player who took stones (TOY.end.last)",
                           f"state.last = {last!r}: 돌을 가져간 플레이어여야 합니다 (TOY.end.last)",
                           field="last")
