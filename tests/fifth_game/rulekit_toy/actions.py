"""The toy game's one kind of action, ``take N``, and its notation.

>>> parse_action("take 2"), str(Take(2)), Take(2).targets()
(Take(n=2), 'take 2', (2,))
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from rulekit.core import Action, IllegalActionText


@dataclass(frozen=True)
class Take(Action):
    """Take ``n`` stones from the pile; the board place it involves is the stone slot ``n``."""

    kind: ClassVar[str] = "take"
    n: int

    def __str__(self) -> str:
        return f"take {self.n}"

    def targets(self) -> tuple:
        return (self.n,)


def parse_action(text: str) -> Take:
    """An action from its notation (``str(action)`` reads back); other text is a bilingual refusal."""
    m = re.fullmatch(r"\s*take\s+(\d+)\s*", text)
    if not m:
        raise IllegalActionText(f"not a take-away action: {text!r} (write e.g. 'take 2')",
                                f"돌 가져가기의 행동이 아닙니다: {text!r} ('take 2'처럼 적습니다)")
    return Take(int(m.group(1)))
