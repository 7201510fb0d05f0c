"""Checks of the options of the bots and the simulator, and of option text such as ``"mcts:iterations=200"``.

Built on the argument checks of :mod:`rulekit.checks` (whole numbers, True/False, choices); this module adds
finite real numbers, search budgets with their ceilings, callables and a strict reader of ``key=value``
lists.  Every refusal is an :class:`~rulekit.core.OptionError` naming the option, in English and Korean.

>>> check_number(0.5, "seconds", above=0, hi=MAX_SECONDS)
0.5
>>> check_number(float("nan"), "exploration", lo=0)
Traceback (most recent call last):
...
rulekit.errors.OptionError: exploration must be a finite number at least 0, not nan
>>> check_seconds(1e9)
Traceback (most recent call last):
...
rulekit.errors.OptionError: seconds must be a finite number more than 0 and at most 60, not 1000000000.0
>>> parse_option_text("iterations=200, seconds=0.5", {"iterations": int, "seconds": float})
{'iterations': 200, 'seconds': 0.5}
"""
from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping

from .checks import check_int, is_int, parse_int, show_value
from .errors import OptionError

#: The longest search a bot may be given for one decision, in CPU seconds; every search stops there.
MAX_SECONDS = 60.0
#: The most evaluations (iterations) a search may be given for one decision.
MAX_ITERATIONS = 10**7

# A decimal number as written in option text: digits, an optional fraction and exponent (no inf, no nan).
_DECIMAL = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d{1,3})?")


def _range_words(lo: float | None, hi: float | None, above: float | None) -> tuple[str, str]:
    """``(en, ko)`` describing the allowed range, to follow "a finite number" / precede "유한한 수"."""
    en: list[str] = []
    ko = ""
    if above is not None:
        en.append(f"more than {above:g}")
        ko = f"{above:g}보다 크"
    elif lo is not None:
        en.append(f"at least {lo:g}")
        ko = f"{lo:g} 이상"
    if hi is not None:
        en.append(f"at most {hi:g}")
        ko += ("고 " if ko.endswith("크") else " " if ko else "") + f"{hi:g} 이하"
    if ko:
        ko = ko[:-1] + "큰 " if ko.endswith("크") else ko + "인 "
    return (" " + " and ".join(en)) if en else "", ko


def check_number(value: object, field: str, lo: float | None = None, hi: float | None = None,
                 above: float | None = None) -> float:
    """``value`` as a float: a real number (an ``int`` or ``float``, never ``bool``), finite, in range.

    ``lo``/``hi`` are inclusive bounds, ``above`` an exclusive lower bound.

    >>> check_number(2, "scale", above=0)
    2.0
    >>> check_number(True, "scale", above=0)
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: scale must be a finite number more than 0, not True (bool)
    """
    ok = (is_int(value) or isinstance(value, float))
    number = 0.0
    if ok and isinstance(value, int | float):
        try:
            number = float(value)
        except OverflowError:  # an int too large for a float
            ok = False
    ok = ok and math.isfinite(number)
    ok = ok and (lo is None or number >= lo) and (hi is None or number <= hi)
    ok = ok and (above is None or number > above)
    if not ok:
        en_range, ko_range = _range_words(lo, hi, above)
        real = is_int(value) or isinstance(value, float)
        kind = "" if real else f" ({type(value).__name__})"
        text = show_value(value)
        raise OptionError(
            f"{field} must be a finite number{en_range}, not {text}{kind}",
            f"{field} 값은 {ko_range}유한한 수여야 합니다. 받은 값: {text}{kind}",
            field=field,
        )
    return number


def check_optional_int(value: object, field: str, lo: int | None = None, hi: int | None = None) -> int | None:
    """``None``, or a whole number in ``lo..hi`` (:func:`rulekit.checks.check_int`).

    >>> check_optional_int(None, "horizon", 0, 1000) is None, check_optional_int(2, "horizon", 0, 1000)
    (True, 2)
    """
    return None if value is None else check_int(value, field, lo, hi)


def check_seconds(value: object, field: str = "seconds") -> float:
    """A CPU-time budget per decision: more than 0 and at most :data:`MAX_SECONDS`.

    >>> check_seconds(1e-300)
    1e-300
    """
    return check_number(value, field, above=0, hi=MAX_SECONDS)


def check_iterations(value: object, field: str = "iterations") -> int:
    """An evaluation budget per decision: a whole number 1 .. :data:`MAX_ITERATIONS`.

    >>> check_iterations(10**12)
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: iterations must be a whole number 1 to 10000000, not 1000000000000
    """
    return check_int(value, field, 1, MAX_ITERATIONS)


def check_callable(value: object, field: str, optional: bool = True) -> Callable[..., object] | None:
    """``value`` if it can be called (or is ``None`` when ``optional``).

    >>> check_callable(print, "progress") is print
    True
    >>> check_callable(5, "progress")
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: progress must be a function (or None), not 5 (int)
    """
    if (value is None and optional) or callable(value):
        return value
    text = show_value(value)
    kind = type(value).__name__
    en_none, ko_none = (" (or None)", " 또는 None") if optional else ("", "")
    raise OptionError(
        f"{field} must be a function{en_none}, not {text} ({kind})",
        f"{field} 값은 함수{ko_none}여야 합니다. 받은 값: {text} ({kind})",
        field=field,
    )


def parse_option_text(text: str, kinds: Mapping[str, Callable[[str], object]],
                      aliases: Mapping[str, str] | None = None, what: tuple[str, str] = ("option", "옵션"),
                      ) -> dict[str, object]:
    """Read ``"key=value, key=value"`` strictly: known keys only, each once, and values of their kind.

    ``kinds`` maps each key to ``int`` (digits only), ``float`` (a finite decimal: no ``inf``, ``nan``)
    or ``str``; ``aliases`` maps other names to keys (``c`` for ``exploration``).  The values are then
    checked by whoever takes the options (ranges, known names).

    >>> parse_option_text("c=0.7", {"exploration": float}, {"c": "exploration"})
    {'exploration': 0.7}
    >>> parse_option_text("seconds=inf", {"seconds": float})
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: option seconds needs a finite decimal number, not 'inf'
    >>> parse_option_text("seed=1,seed=2", {"seed": int})
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: option seed is given twice
    """
    aliases = aliases or {}
    en_what, ko_what = what
    names = ", ".join(f"{k}=" for k in list(kinds) + list(aliases))
    out: dict[str, object] = {}
    if not text.strip():
        return out
    for item in text.split(","):
        key, eq, value = (p.strip() for p in item.partition("="))
        name = aliases.get(key, key)
        if not eq or name not in kinds:
            shown = show_value(item.strip())
            raise OptionError(
                f"bad {en_what} {shown}; use {names}",
                f"알 수 없는 {ko_what}입니다: {shown}. 쓸 수 있는 옵션: {names}",
                field=key or item.strip(),
            )
        if name in out:
            raise OptionError(f"{en_what} {name} is given twice",
                              f"{ko_what} {name}의 값이 두 번 주어졌습니다", field=name)
        kind = kinds[name]
        shown = show_value(value)
        if kind is int:
            try:
                out[name] = parse_int(value, name)
            except Exception:
                raise OptionError(f"{en_what} {name} needs a whole number, not {shown}",
                                  f"{ko_what} {name}에는 정수가 필요합니다. 받은 값: {shown}",
                                  field=name) from None
        elif kind is float:
            number = float(value) if _DECIMAL.fullmatch(value) else math.nan
            if not math.isfinite(number):
                raise OptionError(f"{en_what} {name} needs a finite decimal number, not {shown}",
                                  f"{ko_what} {name}에는 유한한 십진수가 필요합니다. 받은 값: {shown}",
                                  field=name)
            out[name] = number
        else:
            out[name] = kind(value)
    return out


__all__ = ["MAX_SECONDS", "MAX_ITERATIONS", "check_number", "check_optional_int", "check_seconds",
           "check_iterations", "check_callable", "parse_option_text"]
