"""Korean and English messages, and the rule catalogues keyed by rule ID.

The kit speaks English or Korean.  Every rule ID has an entry in its game's
catalogue (``rulekit/data/<game>/rules.json``) with a title and the rule text
in both languages, so a refusal can always show *which* rule said no.

>>> from rulekit import i18n
>>> i18n.set_language("ko"); i18n.get_language()
'ko'
>>> i18n.pick("take tokens", "토큰 가져오기")
'토큰 가져오기'
>>> i18n.set_language("en")
"""
from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from importlib import resources

LANGUAGES = ("en", "ko")
# RULEKIT_LANG=ko starts the kit in Korean.
_state = {"lang": os.environ.get("RULEKIT_LANG") if os.environ.get("RULEKIT_LANG") in LANGUAGES else "en"}

# Rule-ID prefix -> game package name.
PREFIXES = {"GA": "golden_ankh", "ED": "el_dorado", "FE": "fertility", "EG": "elfengold"}


def set_language(lang: str) -> None:
    """Switch the language of messages: ``"en"`` or ``"ko"``."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    _state["lang"] = lang


def get_language() -> str:
    return _state["lang"]


@contextmanager
def language(lang: str) -> Iterator[None]:
    """Use ``lang`` inside a ``with`` block."""
    old = get_language()
    set_language(lang)
    try:
        yield
    finally:
        set_language(old)


def pick(en: str, ko: str | None = None, lang: str | None = None) -> str:
    """The text for the current (or given) language; English when no Korean is given."""
    lang = lang or get_language()
    if lang == "ko" and ko:
        return ko
    return en


@cache
def catalogue(game: str) -> dict[str, dict]:
    """The rule catalogue of a game: ``{rule_id: {"title": {...}, "text": {...}}}``."""
    try:
        text = resources.files("rulekit").joinpath("data", game, "rules.json").read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    return json.loads(text)


def _entry(rule_id: str) -> dict:
    game = PREFIXES.get(rule_id.split(".", 1)[0])
    if game is None:
        return {}
    return catalogue(game).get(rule_id, {})


def rule_title(rule_id: str, lang: str | None = None) -> str:
    """A short title for a rule, e.g. ``"Adjacency is orthogonal"``; the ID itself if unknown."""
    title = _entry(rule_id).get("title", {})
    return pick(title.get("en", rule_id), title.get("ko"), lang)


def rule_text(rule_id: str, lang: str | None = None) -> str:
    """The rule's full text in the current language ('' if the catalogue has none)."""
    text = _entry(rule_id).get("text", {})
    return pick(text.get("en", ""), text.get("ko"), lang)


def known_rules(game: str) -> list[str]:
    return list(catalogue(game))


# --------------------------------------------------------------------------- Korean particles

# A particle and its other form: the first follows a final consonant (받침), the second a vowel.
_PARTICLES = {"은": ("은", "는"), "는": ("은", "는"), "이": ("이", "가"), "가": ("이", "가"),
              "을": ("을", "를"), "를": ("을", "를"), "과": ("과", "와"), "와": ("과", "와"),
              "으로": ("으로", "로"), "로": ("으로", "로"), "이나": ("이나", "나"), "나": ("이나", "나"),
              "이라": ("이라", "라"), "라": ("이라", "라"),
              "이에요": ("이에요", "예요"), "예요": ("이에요", "예요")}
# How a digit or a Latin letter is read aloud in Korean: its final consonant (None: ends in a vowel; 8: ㄹ).
_DIGIT_FINAL = {"0": 21, "1": 8, "2": None, "3": 16, "4": None, "5": None, "6": 1, "7": 8, "8": 8, "9": None}
_LETTER_FINAL = {"l": 8, "m": 16, "n": 4, "r": 8}


def _final(word: str) -> int | None:
    """The final consonant index (1..27) of the last sound of ``word``, ``None`` after a vowel."""
    for ch in reversed(word):
        if "가" <= ch <= "힣":
            return (ord(ch) - 0xAC00) % 28 or None
        if ch.isdigit() and ch in _DIGIT_FINAL:
            return _DIGIT_FINAL[ch]
        if ch.isascii() and ch.isalpha():
            return _LETTER_FINAL.get(ch.lower())
    return None


def josa(word: object, particle: str) -> str:
    """``word`` followed by the form of ``particle`` its last sound takes (either form may be given).

    Digits and Latin letters are read as Korean says them (P2 → 피투, B3 → 비삼).

    >>> josa("P2", "은"), josa("B3", "는"), josa("마체테", "으로"), josa("칼", "으로"), josa("섬", "가")
    ('P2는', 'B3은', '마체테로', '칼로', '섬이')
    """
    text = str(word)
    forms = _PARTICLES.get(particle)
    if forms is None:
        return text + particle
    final = _final(text)
    if forms[0] == "으로":
        return text + ("로" if final in (None, 8) else "으로")
    return text + (forms[1] if final is None else forms[0])
