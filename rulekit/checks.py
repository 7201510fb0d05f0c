"""Argument checks shared by every game's ``new_game``, ``replay`` and notations, and bounded parsing.

Each check returns the value it accepted (normalised where that is harmless) or raises an
:class:`~rulekit.core.OptionError` (arguments and options) or a :class:`~rulekit.core.NotationError`
(text) naming the field and what is allowed, in English and Korean.

>>> check_players(3, range(2, 5))
3
>>> check_players(3.0, range(2, 5))
Traceback (most recent call last):
...
rulekit.errors.OptionError: players must be a whole number 2 to 4, not 3.0 (float)
>>> check_seed(7), check_seed(None) >= 0
(7, True)
>>> check_options({"upper_discount": True}, {"upper_discount": (False, "...")})
{'upper_discount': True}
>>> check_options({"colour": 1}, {"upper_discount": (False, "...")}).get("colour")
Traceback (most recent call last):
...
rulekit.errors.OptionError: unknown option 'colour'; the options are: upper_discount
>>> load_json("[" * 100000)
Traceback (most recent call last):
...
rulekit.errors.SaveError: save file nests lists and objects deeper than 64 levels
"""
from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, NoReturn, TypeGuard, TypeVar

from .errors import NotationError, OptionError, SaveError
from .i18n import josa
from .rng import fresh_seed

T = TypeVar("T")

SEED_MAX = (1 << 64) - 1  # a seed is any SplitMix64 state: 0 .. 2**64 - 1
MAX_SAVE_CHARS = 4_000_000  # far above any real save (an ended game is a few tens of kilobytes)
MAX_DEPTH = 64  # saves nest a handful of levels
MAX_DIGITS = 40  # a 64-bit number has 20 digits
MAX_TEXT = 10_000  # one action or a short notation line
MAX_POSITION_TEXT = 200_000  # a whole position in a game's notation


def _type_name(value: object) -> str:
    return type(value).__name__


def show_value(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters, for a message; safe for any value.

    >>> show_value(10 ** 10000)
    '<a whole number of 10001 digits>'
    >>> show_value("x" * 50)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx..."
    """
    if is_int(value) and value.bit_length() > 256:  # repr of a huge int is slow, or refused past 4300 digits
        return f"<a whole number of {value.bit_length() * 30103 // 100000 + 1} digits>"
    try:
        text = repr(value)
    except Exception:  # a value whose repr fails is still named, by its type
        text = f"<{_type_name(value)}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _allowed_range(lo: int | None, hi: int | None) -> tuple[str, str]:
    """``(en, ko)`` for the range of whole numbers ``lo..hi``, to follow "a whole number" / precede "정수"."""
    if lo is not None and hi is not None:
        return f" {lo} to {hi}", f"{lo}~{hi} 범위의 "
    if lo is not None:
        return f" at least {lo}", f"{lo} 이상의 "
    if hi is not None:
        return f" at most {hi}", f"{hi} 이하의 "
    return "", ""


def is_int(value: object) -> TypeGuard[int]:
    """True for a whole number (``int``, but not ``bool``).

    >>> is_int(3), is_int(True), is_int(3.0)
    (True, False, False)
    """
    return isinstance(value, int) and not isinstance(value, bool)


# --------------------------------------------------------------------------- arguments and options


def check_int(value: object, field: str, lo: int | None = None, hi: int | None = None) -> int:
    """``value`` as a whole number in ``lo..hi`` (either end may be open).

    >>> check_int(0, "start_player", 0, 3)
    0
    >>> check_int(-1, "tokens_per_kind", 0)
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: tokens_per_kind must be a whole number at least 0, not -1
    """
    en_range, ko_range = _allowed_range(lo, hi)
    if not is_int(value) or (lo is not None and value < lo) or (hi is not None and value > hi):
        shown = show_value(value)
        kind = "" if is_int(value) else f" ({_type_name(value)})"
        ko_kind = "" if is_int(value) else f"({_type_name(value)})"
        raise OptionError(
            f"{field} must be a whole number{en_range}, not {shown}{kind}",
            f"{josa(field, '은')} {ko_range}정수여야 합니다. 받은 값: {shown}{ko_kind}",
            field=field,
        )
    return value


def check_bool(value: object, field: str) -> bool:
    """``value`` if it is ``True`` or ``False`` (not ``'no'``, not ``0``).

    >>> check_bool(False, "variant")
    False
    >>> check_bool("no", "upper_discount")
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: upper_discount must be True or False, not 'no' (str)
    """
    if not isinstance(value, bool):
        shown = show_value(value)
        raise OptionError(
            f"{field} must be True or False, not {shown} ({_type_name(value)})",
            f"{josa(field, '은')} True 또는 False여야 합니다. 받은 값: {shown}({_type_name(value)})",
            field=field,
        )
    return value


def check_choice(value: object, field: str, choices: Iterable[T]) -> T:
    """``value`` if it is one of ``choices`` (compared by equality, of the same type).

    >>> check_choice("published", "tokens_per_kind", [None, "published"])
    'published'
    >>> check_choice("zzz", "course", ["first", "second"])
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: course must be one of 'first', 'second', not 'zzz'
    """
    options = list(choices)
    for c in options:
        if type(c) is type(value) and c == value:
            return value
    listed = ", ".join(repr(c) for c in options)
    shown = show_value(value)
    raise OptionError(
        f"{field} must be one of {listed}, not {shown}",
        f"{josa(field, '은')} 다음 중 하나여야 합니다: {listed}. 받은 값: {shown}",
        field=field,
    )


def check_players(value: object, allowed: Sequence[int], title: Mapping[str, str] | None = None) -> int:
    """The number of players, a whole number in the game's ``PLAYERS``.

    >>> check_players(5, range(2, 5), {"en": "Fertility", "ko": "퍼틸리티"})
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: Fertility: players must be a whole number 2 to 4, not 5
    """
    if is_int(value) and value in allowed:
        return value
    counts = list(allowed)
    lo, hi = min(counts), max(counts)
    if counts == list(range(lo, hi + 1)):
        en, ko = f"a whole number {lo} to {hi}", f"{lo}~{hi}명"
    else:
        en, ko = "one of " + ", ".join(map(str, counts)), ", ".join(map(str, counts)) + "명 중 하나"
    shown = show_value(value) + ("" if is_int(value) else f" ({_type_name(value)})")
    en_game, ko_game = (f"{title['en']}: ", f"{title['ko']}: ") if title else ("", "")
    raise OptionError(
        f"{en_game}players must be {en}, not {shown}",
        f"{ko_game}플레이어 수(players)는 {ko}이어야 합니다. 받은 값: {shown}",
        field="players",
    )


def check_seed(value: object) -> int:
    """A seed: ``None`` (a fresh one is drawn) or a whole number 0 .. 2**64 - 1.

    >>> check_seed(-5)
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: seed must be None or a whole number 0 to 18446744073709551615, not -5
    """
    if value is None:
        return fresh_seed()
    if is_int(value) and 0 <= value <= SEED_MAX:
        return value
    shown = show_value(value)
    kind = "" if is_int(value) else f" ({_type_name(value)})"
    raise OptionError(
        f"seed must be None or a whole number 0 to {SEED_MAX}, not {shown}{kind}",
        f"seed는 None이거나 0~{SEED_MAX} 범위의 정수여야 합니다. 받은 값: {shown}{kind}",
        field="seed",
    )


def check_unknown(given: Mapping[str, object], known: Iterable[str]) -> None:
    """Refuse option names that are not ``known`` (listing the known ones).

    >>> check_unknown({}, ["variant"])
    >>> check_unknown({"varaint": True}, ["variant", "data"])
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: unknown option 'varaint'; the options are: data, variant
    """
    names = sorted(known)
    for name in given:
        if name not in names:
            listed = ", ".join(names) or "(none)"
            raise OptionError(
                f"unknown option {name!r}; the options are: {listed}",
                f"알 수 없는 옵션 {name!r}입니다. 쓸 수 있는 옵션: {listed}",
                field=str(name),
            )


def check_options(
    given: Mapping[str, object],
    known: Mapping[str, tuple[object, str]],
    ranges: Mapping[str, tuple[int | None, int | None]] | None = None,
) -> dict[str, object]:
    """Check option names against a game's ``OPTIONS`` and their types against the defaults.

    A ``bool`` default takes only ``True``/``False``; an ``int`` default takes a whole number in
    ``ranges[name]`` (when the game declares one).  Options whose default is ``None`` or of
    another type are left to the game, which knows their forms.

    >>> check_options({"start_player": 5}, {"start_player": (0, "")}, {"start_player": (0, 3)})
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: start_player must be a whole number 0 to 3, not 5
    """
    check_unknown(given, known)
    ranges = ranges or {}
    out = dict(given)
    for name, value in given.items():
        default = known[name][0]
        if isinstance(default, bool):
            check_bool(value, name)
        elif is_int(default):
            check_int(value, name, *ranges.get(name, (None, None)))
        elif name in ranges and value is not None:
            check_int(value, name, *ranges[name])
    return out


def check_game_name(name: object, games: Iterable[str]) -> str:
    """A game's name among ``games``.

    >>> check_game_name("chess", ["golden_ankh", "fertility"])
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: unknown game 'chess'; the kit has fertility, golden_ankh
    """
    names = sorted(games)
    if isinstance(name, str) and name in names:
        return name
    listed = ", ".join(names)
    shown = show_value(name)
    raise OptionError(
        f"unknown game {shown}; the kit has {listed}",
        f"알 수 없는 게임 {shown}입니다. 키트에 있는 게임: {listed}",
        field="name",
    )


# --------------------------------------------------------------------------- bounded text


def check_text(
    text: object, field: str = "text", limit: int = MAX_TEXT, error: type[NotationError] = NotationError
) -> str:
    """``text`` if it is a string of at most ``limit`` characters (a notation's first check).

    ``error`` is the class raised (a game's :class:`~rulekit.core.NotationError`, e.g. ``IllegalActionText``).

    >>> check_text("take B W K")
    'take B W K'
    >>> check_text("x" * 20001, "action")
    Traceback (most recent call last):
    ...
    rulekit.errors.NotationError: action is 20001 characters long; at most 10000 are read
    """
    if not isinstance(text, str):
        raise error(
            f"{field} must be text, not {_type_name(text)}",
            f"{josa(field, '은')} 문자열이어야 합니다. 받은 값의 종류: {_type_name(text)}",
            field=field,
        )
    if len(text) > limit:
        raise error(
            f"{field} is {len(text)} characters long; at most {limit} are read",
            f"{field}의 길이가 {len(text)}자입니다. 최대 {limit}자까지만 읽습니다",
            field=field,
        )
    return text


def parse_int(
    token: str,
    field: str,
    lo: int | None = None,
    hi: int | None = None,
    error: type[NotationError] = NotationError,
) -> int:
    """A whole number written in a notation, with at most :data:`MAX_DIGITS` digits, in ``lo..hi``.

    ``error`` is the class raised (a game's :class:`~rulekit.core.NotationError`).

    >>> parse_int("12", "space", 1, 6)
    Traceback (most recent call last):
    ...
    rulekit.errors.NotationError: space must be a whole number 1 to 6, not '12'
    >>> parse_int("9" * 5000, "row")
    Traceback (most recent call last):
    ...
    rulekit.errors.NotationError: row: a number of 5000 digits is too long (at most 40)
    """
    digits = token[1:] if token[:1] in "+-" else token
    if len(digits) > MAX_DIGITS and digits.isdigit():
        raise error(
            f"{field}: a number of {len(digits)} digits is too long (at most {MAX_DIGITS})",
            f"{field}: {len(digits)}자리 숫자는 너무 깁니다 (최대 {MAX_DIGITS}자리)",
            field=field,
        )
    en_range, ko_range = _allowed_range(lo, hi)
    shown = repr(token[:40])
    ok = digits.isascii() and digits.isdigit()
    value = int(token) if ok else 0
    if not ok or (lo is not None and value < lo) or (hi is not None and value > hi):
        raise error(
            f"{field} must be a whole number{en_range}, not {shown}",
            f"{josa(field, '은')} {ko_range}정수여야 합니다. 받은 값: {shown}",
            field=field,
        )
    return value


# Strings (skipped whole), brackets and runs of digits: the parts of JSON text that the limits look at.
# An unclosed string runs to the end, so the scan stays linear on any text.
_JSON_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*+"?|[\[{]|[\]}]|[0-9]+', re.DOTALL)


def load_json(
    text: str,
    error: Callable[..., Exception] = SaveError,
    what: tuple[str, str] = ("save file", "저장 파일"),
    limit: int = MAX_SAVE_CHARS,
    object_pairs_hook: Callable[[list[tuple[str, Any]]], Any] | None = None,
) -> Any:
    """``json.loads`` after checking length, nesting depth and number length (no NaN or infinity).

    ``object_pairs_hook`` is passed to :func:`json.loads` (e.g. to refuse a key given twice in one object).

    >>> load_json('{"a": [1, 2]}')
    {'a': [1, 2]}
    >>> load_json('[' + '9' * 5000 + ']')
    Traceback (most recent call last):
    ...
    rulekit.errors.SaveError: save file holds a number of 5000 digits (at most 40)
    """
    en, ko = what
    if len(text) > limit:
        raise error(
            f"{en} is {len(text)} characters long; at most {limit} are read",
            f"{ko}의 길이가 {len(text)}자입니다. 최대 {limit}자까지만 읽습니다",
        )
    depth = 0
    for m in _JSON_TOKENS.finditer(text):
        tok = m.group()
        c = tok[0]
        if c == "[" or c == "{":
            depth += 1
            if depth > MAX_DEPTH:
                raise error(
                    f"{en} nests lists and objects deeper than {MAX_DEPTH} levels",
                    f"{ko}의 목록과 객체가 {MAX_DEPTH}단계보다 깊게 중첩되어 있습니다",
                )
        elif c == "]" or c == "}":
            depth -= 1
        elif c != '"' and len(tok) > MAX_DIGITS:
            raise error(
                f"{en} holds a number of {len(tok)} digits (at most {MAX_DIGITS})",
                f"{ko}에 {len(tok)}자리 숫자가 있습니다 (최대 {MAX_DIGITS}자리)",
            )
    def refuse_constant(name: str) -> NoReturn:
        raise error(
            f"{en} holds {name}, which is not a number a game can have",
            f"{ko}에 게임에 있을 수 없는 값 {josa(name, '이')} 있습니다",
        )

    def finite_float(number: str) -> float:
        value = float(number)
        if not math.isfinite(value):
            refuse_constant(number[:20])
        return value

    try:
        return json.loads(text, parse_constant=refuse_constant, parse_float=finite_float,
                          object_pairs_hook=object_pairs_hook)
    except json.JSONDecodeError as exc:
        raise error(
            f"{en} is not valid JSON (truncated or corrupt?): {exc}",
            f"{josa(ko, '이')} 올바른 JSON이 아닙니다 (잘렸거나 손상되었나요?): {exc}",
        ) from None
