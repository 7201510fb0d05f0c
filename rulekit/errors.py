"""The kit's errors, defined first so that every module can import them at the top.

Every refusal the kit shows a user is one of these: a :class:`RuleViolation` when a rule of
the game says no (naming the rule ID), or a :class:`BilingualError` (bad options, notation,
positions, save files).  Both carry the message in English and Korean.  This module depends
only on :mod:`rulekit.i18n` (to pick the language), so nothing needs to import late to reach it.
The classes are also importable from :mod:`rulekit.core` and from :mod:`rulekit` itself.

>>> from rulekit.errors import OptionError
>>> e = OptionError("players must be 2 to 4", "플레이어 수는 2~4명이어야 합니다", field="players")
>>> e.message("ko"), isinstance(e, BilingualError) and isinstance(e, ValueError)
('플레이어 수는 2~4명이어야 합니다', True)
"""
from __future__ import annotations

from . import i18n

__all__ = [
    "BilingualError", "BotError", "IllegalActionText", "InvalidState", "NotAnAction", "NotationError",
    "OptionError", "RuleViolation", "SaveError",
]


class RuleViolation(ValueError):
    """An action refused by a rule of the game.

    >>> e = RuleViolation("GA.place.adjacent", "must touch a tile", "타일과 맞닿아야 합니다")
    >>> e.rule
    'GA.place.adjacent'
    >>> str(e)
    'GA.place.adjacent: must touch a tile'
    >>> isinstance(e, ValueError)
    True
    """

    def __init__(self, rule: str, en: str, ko: str | None = None, action: object = None) -> None:
        self.rule = rule
        self.en = en
        self.ko = ko or en
        self.action = action
        super().__init__(f"{rule}: {en}")

    def message(self, lang: str | None = None) -> str:
        """The explanation alone, in the current (or given) language."""
        return i18n.pick(self.en, self.ko, lang)

    def __str__(self) -> str:
        return f"{self.rule}: {self.message()}"


class BilingualError(ValueError):
    """Bad input refused with a message in English and Korean (the base of the kit's input errors).

    ``field`` names what was wrong (an option, a save-file field, a position part), when there is one.

    >>> e = BilingualError("players must be 2 to 4", "플레이어 수는 2~4명이어야 합니다", field="players")
    >>> str(e), e.message("ko"), e.field
    ('players must be 2 to 4', '플레이어 수는 2~4명이어야 합니다', 'players')
    >>> isinstance(e, ValueError)
    True
    """

    def __init__(self, en: str, ko: str | None = None, field: str | None = None) -> None:
        self.en = en
        self.ko = ko or en
        self.field = field
        super().__init__(en)

    def message(self, lang: str | None = None) -> str:
        """The message in the current (or given) language."""
        return i18n.pick(self.en, self.ko, lang)

    def __str__(self) -> str:
        return self.message()


class NotationError(BilingualError):
    """Text that is not valid in a game's notation (actions, positions, layouts), in English and Korean.

    >>> e = NotationError("not an action: 'x'", "행동이 아닙니다: 'x'")
    >>> str(e), e.message("ko")
    ("not an action: 'x'", "행동이 아닙니다: 'x'")
    """


class IllegalActionText(NotationError):
    """Text that is not an action of the game's notation."""


class NotAnAction(IllegalActionText, RuleViolation):
    """Text or an object that is no action of the game, refused by the game's rule for what an action is
    (``GameState.ACTION_RULE``): a :class:`RuleViolation` naming that rule, and an
    :class:`IllegalActionText` for callers that read notation.

    >>> e = NotAnAction("GA.turn.basic-action", "not an action: 'x'", "행동이 아닙니다: 'x'")
    >>> str(e), e.message("ko"), isinstance(e, RuleViolation) and isinstance(e, IllegalActionText)
    ("GA.turn.basic-action: not an action: 'x'", "행동이 아닙니다: 'x'", True)
    """

    def __init__(self, rule: str, en: str, ko: str | None = None, action: object = None) -> None:
        self.rule = rule
        self.en = en
        self.ko = ko or en
        self.action = action
        self.field = "action"
        ValueError.__init__(self, f"{rule}: {en}")

    def __str__(self) -> str:
        return f"{self.rule}: {self.message()}"


class OptionError(BilingualError):
    """A bad argument or option of ``new_game``, ``replay`` or a widget: unknown, of the wrong type or range.

    >>> str(OptionError("unknown option 'colour'", "알 수 없는 옵션 'colour'", field="colour"))
    "unknown option 'colour'"
    """


class InvalidState(BilingualError):
    """A position or state that no game can reach (too many components, a tile touching nothing, ...)."""


class SaveError(BilingualError):
    """A save file that cannot be loaded: malformed, truncated, tampered with or inconsistent."""


class BotError(RuntimeError):
    """A bot returned an action that is not legal in the real state (a fault of the bot, not of the user)."""
