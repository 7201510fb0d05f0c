"""Playing a few actions in a row: what a lesson does to reach the position it talks about."""
from __future__ import annotations

from collections.abc import Iterable

from ..core import Action, OptionError
from ..i18n import josa
from .state import ElfengoldState


def apply_all(state: ElfengoldState, actions: Iterable[Action | str] | str) -> ElfengoldState:
    """The state after ``actions``, applied one after another (each checked by its rules).

    ``actions`` is a list of actions (or their text), or one text with the actions separated by
    ``;``.  The first illegal action raises its :class:`~rulekit.core.RuleViolation`; ``state``
    itself never changes.

    >>> from rulekit import elfengold as eg
    >>> s = eg.position("R12:U | P1@Lapphalia hand=UU | P2@Elvenhold")
    >>> after = apply_all(s, "travel R12 U; travel R12 U; stop; gold")
    >>> after.gold[0] - s.gold[0], after.current_player
    (5, 1)
    """
    if isinstance(actions, str):
        actions = [a.strip() for a in actions.split(";") if a.strip()]
    elif not isinstance(actions, Iterable):
        raise OptionError(f"actions must be a list of actions or a text, not {type(actions).__name__}",
                          "actions는 행동의 목록이나 글이어야 합니다"
                          f"({josa(type(actions).__name__, '은')} 안 됩니다)",
                          field="actions")
    for action in actions:
        state = state.apply(action)
    return state
