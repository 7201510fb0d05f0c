"""The toy's words in both languages: the game's terms are read from its glossary
(``rulekit_toy/data/glossary.json``), never typed again here.

>>> import rulekit
>>> from rulekit_toy import Take
>>> describe(Take(2)), caption(7)
('take 2 stones', '7 stones left')
>>> with rulekit.i18n.language("ko"):
...     describe(Take(2)), caption(7), kind_labels()["take"]["ko"]
('돌 2개 가져가기', '남은 돌 7개', '가져가기')
"""
from __future__ import annotations

from typing import Any

import rulekit
from rulekit.glossary import Term

GAME = "toy"


def term(term_id: str) -> Term:
    """The glossary's term ``term_id`` (``stone``, ``pile``, ``take``, ``turn``)."""
    return next(t for t in rulekit.glossary(GAME) if t.id == term_id)


def kind_labels() -> dict[str, dict[str, str]]:
    """The menu names of the action kinds (the Explorer's groups), from the glossary."""
    take = term("take")
    return {"take": {"en": take.en, "ko": take.ko}}


def describe(action: Any, state: Any | None = None) -> str:
    """An action in plain words, in the current language."""
    stone, take = term("stone"), term("take")
    return rulekit.i18n.pick(f"{take.en} {action.n} {stone.en}{'s' if action.n != 1 else ''}",
                             f"{stone.ko} {action.n}개 {take.ko}")


def caption(pile: int) -> str:
    """The line under the picture: how many stones are left."""
    stone = term("stone")
    return rulekit.i18n.pick(f"{pile} {stone.en}{'s' if pile != 1 else ''} left", f"남은 {stone.ko} {pile}개")
