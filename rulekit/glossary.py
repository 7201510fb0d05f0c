"""Each game's glossary: its terms as the Korean rulebook writes them, in English, and in the kit's notation.

A game's glossary is data, ``rulekit/data/<game>/glossary.json`` (or ``glossary.json`` in the data folder of
the game's own package, :func:`rulekit.i18n.data_file`)::

    {"game": "golden_ankh", "source": "Korean rulebook (황금 앙크)",
     "terms": [{"id": "upper-tile", "ko": "위층 타일", "en": "upper-layer tile", "notation": "^",
                "rules": ["GA.place.upper-layer"],
                "ko_note": "바닥 타일 네 장 위에 놓는 큰 타일",
                "en_note": "a big tile on four ground tiles"}]}

``ko`` is the rulebook's own word, ``en`` the English rulebook's, ``notation`` the kit's notation for it
(or ``null``), ``rules`` the rule IDs about it.  :func:`glossary` reads and checks the file; a broken
one is refused with a :class:`GlossaryError` that names the field, in English and Korean.

>>> data = {"game": "golden_ankh", "source": "Korean rulebook (황금 앙크)", "terms": [
...     {"id": "upper-tile", "ko": "위층 타일", "en": "upper-layer tile", "notation": "^",
...      "rules": ["GA.place.upper-layer"], "ko_note": "바닥 타일 네 장 위에 놓는 큰 타일"}]}
>>> [(t.ko, t.en, t.notation, t.rules) for t in parse(data, "golden_ankh")]
[('위층 타일', 'upper-layer tile', '^', ('GA.place.upper-layer',))]
>>> data["terms"][0]["rules"] = ["GA.upper"]
>>> parse(data, "golden_ankh")
Traceback (most recent call last):
...
rulekit.glossary.GlossaryError: glossary: terms[0].rules names 'GA.upper', which is not in the rule catalogue
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import NoReturn

from . import i18n
from .checks import check_game_name, load_json
from .core import BilingualError
from .i18n import josa

MAX_GLOSSARY_CHARS = 1_000_000  # a glossary of a few hundred terms is a few tens of kilobytes
TERM_ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
TERM_KEYS = ("id", "ko", "en", "notation", "rules", "ko_note", "en_note")


class GlossaryError(BilingualError):
    """A glossary file that cannot be read: the message names the file and the field, in both languages."""


@dataclass(frozen=True)
class Term:
    """One term of a game: the rulebook's Korean word, the English one, the kit's notation, its rules.

    >>> t = Term("upper-tile", "위층 타일", "upper-layer tile", "^", ("GA.place.upper-layer",),
    ...          {"ko": "바닥 타일 네 장 위에 놓는 큰 타일", "en": "a big tile on four ground tiles"})
    >>> t.name("ko"), t.note("en")
    ('위층 타일', 'a big tile on four ground tiles')
    """

    id: str
    ko: str
    en: str
    notation: str | None
    rules: tuple[str, ...]
    notes: Mapping[str, str] = field(default_factory=dict, hash=False)

    def name(self, lang: str | None = None) -> str:
        """The term in the current (or given) language."""
        return i18n.pick(self.en, self.ko, lang)

    def note(self, lang: str | None = None) -> str:
        """The short explanation in the current (or given) language ('' when there is none)."""
        return i18n.pick(self.notes.get("en", ""), self.notes.get("ko"), lang)


def glossary(game: str) -> list[Term]:
    """The terms of ``game`` in the glossary's order (a new list each call).

    >>> glossary("chess")
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: unknown game 'chess'; the kit has el_dorado, elfengold, fertility, golden_ankh
    """
    from .registry import GAMES, names

    if not (isinstance(game, str) and game in names()):  # a registered game is known; else name the kit's
        check_game_name(game, GAMES)
    return list(_load(game))


def term(game: str, term_id: str) -> Term:
    """The term ``term_id`` of ``game``'s glossary: the one place a widget reads a game's word from.

    >>> term("golden_ankh", "bonus-marker").name("ko"), term("fertility", "statue").en
    ('보너스 마커', 'god statues')
    >>> term("golden_ankh", "camel")
    Traceback (most recent call last):
    ...
    rulekit.glossary.GlossaryError: golden_ankh's glossary has no term 'camel'
    """
    found = _by_id(game).get(term_id) if isinstance(term_id, str) else None
    if found is None:
        where = f"rulekit/data/{game}/glossary.json"
        raise GlossaryError(f"{game}'s glossary has no term {term_id!r}",
                            f"{game}의 용어집에는 {josa(repr(term_id), '이')} 없습니다", field=where)
    return found


def _by_id(game: str) -> dict[str, Term]:
    glossary(game)  # an unknown game is refused by name
    return _ids(game)


@cache
def _ids(game: str) -> dict[str, Term]:
    return {t.id: t for t in _load(game)}


@cache
def _load(game: str) -> tuple[Term, ...]:
    where = f"rulekit/data/{game}/glossary.json"
    try:
        text = _glossary_text(game)
    except FileNotFoundError:
        raise GlossaryError(f"{game} has no glossary ({where})",
                            f"{game}에는 용어집이 없습니다 ({where})", field=where) from None
    except UnicodeDecodeError as exc:
        raise GlossaryError(f"{where} is not UTF-8 text: {exc}",
                            f"{where} 파일이 UTF-8 텍스트가 아닙니다: {exc}", field=where) from None
    what = (f"glossary file {where}", f"용어집 파일 {where}")
    data = load_json(text, GlossaryError, what, MAX_GLOSSARY_CHARS)
    return parse(data, game, where)


def _glossary_text(game: str) -> str:
    return i18n.data_file(game, "glossary.json").read_text(encoding="utf-8")


def parse(data: object, game: str, where: str = "glossary") -> tuple[Term, ...]:
    """Check a glossary read from JSON and make its terms.

    >>> parse({"game": "golden_ankh", "source": "s", "terms": [{"id": "x", "ko": "", "en": "x"}]},
    ...       "golden_ankh")
    Traceback (most recent call last):
    ...
    rulekit.glossary.GlossaryError: glossary: terms[0].ko must be a non-empty text, not ''
    """
    if not isinstance(data, dict):
        _fail(where, "", "must be a JSON object", "JSON 객체여야 합니다", data)
    unknown = sorted(set(data) - {"game", "source", "terms"})
    if unknown:
        _fail(where, unknown[0], "is not a glossary field (game, source, terms)",
              "용어집의 항목이 아닙니다 (game, source, terms)")
    if data.get("game") != game:
        _fail(where, "game", f"must be {game!r}", f"{game!r}이어야 합니다", data.get("game"))
    _text(data.get("source"), where, "source")
    terms = data.get("terms")
    if not isinstance(terms, list) or not terms:
        _fail(where, "terms", "must be a non-empty list of terms",
              "용어 목록이어야 하며 비어 있으면 안 됩니다", terms)
    known = set(i18n.catalogue(game))
    out: list[Term] = []
    seen: set[str] = set()
    for n, entry in enumerate(terms):
        at = f"terms[{n}]"
        if not isinstance(entry, dict):
            _fail(where, at, "must be an object", "객체여야 합니다", entry)
        unknown = sorted(set(entry) - set(TERM_KEYS))
        if unknown:
            _fail(where, f"{at}.{unknown[0]}", f"is not a term field ({', '.join(TERM_KEYS)})",
                  f"용어의 항목이 아닙니다 ({', '.join(TERM_KEYS)})")
        term_id = _text(entry.get("id"), where, f"{at}.id")
        if not TERM_ID.fullmatch(term_id):
            _fail(where, f"{at}.id", "must be lower-case words joined by '-'",
                  "소문자 단어를 '-'로 이은 이름이어야 합니다", term_id)
        if term_id in seen:
            _fail(where, f"{at}.id", "is used by an earlier term",
                  "앞의 용어가 이미 쓰는 이름입니다", term_id)
        seen.add(term_id)
        notation = entry.get("notation")
        if notation is not None:
            notation = _text(notation, where, f"{at}.notation")
        rules = entry.get("rules", [])
        if not isinstance(rules, list) or not all(isinstance(r, str) for r in rules):
            _fail(where, f"{at}.rules", "must be a list of rule IDs", "규칙 번호의 목록이어야 합니다", rules)
        for rule in rules:
            if rule not in known:
                _fail(where, f"{at}.rules", f"names {rule!r}, which is not in the rule catalogue",
                      f"규칙 목록에 없는 {josa(repr(rule), '을')} 적었습니다")
        notes = {lang: _text(entry[f"{lang}_note"], where, f"{at}.{lang}_note", empty=True)
                 for lang in ("ko", "en") if f"{lang}_note" in entry}
        out.append(Term(term_id, _text(entry.get("ko"), where, f"{at}.ko"),
                        _text(entry.get("en"), where, f"{at}.en"), notation, tuple(rules), notes))
    return tuple(out)


def _text(value: object, where: str, name: str, empty: bool = False) -> str:
    if not isinstance(value, str) or not (empty or value.strip()):
        _fail(where, name, "must be a non-empty text" if not empty else "must be a text",
              "비어 있지 않은 글자여야 합니다" if not empty else "글자여야 합니다", value)
    if len(value) > 2_000:
        _fail(where, name, f"is {len(value)} characters long (at most 2000)",
              f"{len(value)}자입니다 (최대 2000자)")
    return value


_MISSING = object()


def _fail(where: str, name: str, en: str, ko: str, value: object = _MISSING) -> NoReturn:
    shown = "" if value is _MISSING else f", not {_short(value)}"
    shown_ko = "" if value is _MISSING else f" (받은 값: {_short(value)})"
    label = f"{where}: {name} " if name else f"{where} "
    raise GlossaryError(f"{label}{en}{shown}", f"{label}{ko}{shown_ko}", field=name or where)


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def by_rule(terms: Iterable[Term]) -> dict[str, list[Term]]:
    """Terms grouped by the rule IDs they name, in the terms' order (a rule may have several terms).

    >>> up = Term("upper-tile", "위층 타일", "upper-layer tile", "^", ("GA.place.upper-layer",))
    >>> ground = Term("ground-tile", "바닥 타일", "ground tile", None,
    ...               ("GA.place.upper-layer", "GA.adj.orthogonal"))
    >>> {rule: [t.id for t in ts] for rule, ts in by_rule([up, ground]).items()}
    {'GA.place.upper-layer': ['upper-tile', 'ground-tile'], 'GA.adj.orthogonal': ['ground-tile']}
    """
    grouped: dict[str, list[Term]] = {}
    for term in terms:
        for rule in term.rules:
            grouped.setdefault(rule, []).append(term)
    return grouped


__all__: Sequence[str] = ("Term", "GlossaryError", "glossary", "term", "parse", "by_rule")
