"""Korean and English messages, and the rule catalogues keyed by rule ID.

The kit speaks English or Korean.  Every rule ID has an entry in its game's
catalogue (``rulekit/data/<game>/rules.json``, or ``rules.json`` in the data folder of
the game's own package: :func:`data_file`) with a title and the rule text in both
languages, so a refusal can always show *which* rule said no.  A game's rule IDs
share one prefix (``GA.place.adjacent``); :data:`PREFIXES` is read from the catalogues.

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
from importlib.resources.abc import Traversable

LANGUAGES = ("en", "ko")
# RULEKIT_LANG=ko starts the kit in Korean.
_env_lang = os.environ.get("RULEKIT_LANG", "")
_state = {"lang": _env_lang if _env_lang in LANGUAGES else "en"}

_KIT = resources.files(__name__.rsplit(".", 1)[0])
#: The data folders of games registered from outside the kit (``rulekit.register``), by game name.
_outside: dict[str, Traversable] = {}
#: Rule-ID prefix -> game, for the games registered from outside the kit.
_outside_prefixes: dict[str, str] = {}


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


def data_file(game: str, name: str) -> Traversable:
    """Where the data file ``name`` of ``game`` is (it may not exist): ``rulekit/data/<game>/`` for the
    kit's first games, else the ``data`` folder of the game's own package (``rulekit/<game>/data/``, or
    the package of a game registered from outside the kit).

    >>> data_file("golden_ankh", "rules.json").is_file(), data_file("new_game", "rules.json").is_file()
    (True, False)
    """
    if game in _outside:
        return _outside[game].joinpath(name)
    shared = _KIT.joinpath("data", game, name)
    return shared if shared.is_file() else _KIT.joinpath(game, "data", name)


@cache
def catalogue(game: str) -> dict[str, dict]:
    """The rule catalogue of a game: ``{rule_id: {"title": {...}, "text": {...}}}``."""
    try:
        text = data_file(game, "rules.json").read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    return json.loads(text)


def rule_prefix(game: str) -> str | None:
    """The prefix every rule ID of ``game`` starts with, read from its catalogue (None without one).

    >>> rule_prefix("elfengold"), rule_prefix("chess")
    ('EG', None)
    """
    found = {rule.split(".", 1)[0] for rule in catalogue(game)}
    return found.pop() if len(found) == 1 else None


def _kit_prefixes() -> dict[str, str]:
    """Rule-ID prefix -> game for every game of the kit with a catalogue (in ``rulekit/data/<game>/`` or
    in its package's ``data`` folder)."""
    games = {d.name for d in _KIT.joinpath("data").iterdir() if d.joinpath("rules.json").is_file()}
    games |= {d.name for d in _KIT.iterdir() if d.is_dir() and d.joinpath("data", "rules.json").is_file()}
    found = {}
    for game in sorted(games):
        prefix = rule_prefix(game)
        if prefix is not None:
            found[prefix] = game
    return found


#: Rule-ID prefix -> game package name (``{"GA": "golden_ankh", …}``), read from the kit's catalogues.
PREFIXES: dict[str, str] = _kit_prefixes()


def add_game_data(game: str, folder: Traversable) -> None:
    """Read the rule catalogue (and the other data) of ``game``, a game registered from outside the
    kit, from ``folder`` (called by :func:`rulekit.register` with its package's ``data`` folder)."""
    _outside[game] = folder
    catalogue.cache_clear()
    for prefix, name in list(_outside_prefixes.items()):
        if name == game:
            del _outside_prefixes[prefix]
    own = rule_prefix(game)
    if own is not None and own not in PREFIXES:
        _outside_prefixes[own] = game


def _entry(rule_id: str) -> dict:
    prefix = rule_id.split(".", 1)[0]
    game = PREFIXES.get(prefix) or _outside_prefixes.get(prefix)
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
