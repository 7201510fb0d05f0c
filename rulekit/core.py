"""The common game contract shared by every game in the kit.

A game is a package (``rulekit.golden_ankh`` …) whose state class derives from
:class:`GameState`.  States are values: :meth:`GameState.apply` returns a *new*
state and leaves the old one untouched, also when it refuses an action.  Every
refusal is a :class:`RuleViolation` naming the rule ID from the game's spec.

How a game implements a rule check
----------------------------------
A state class writes two methods::

    def _check(self, action, ref):       # read-only: one ref.require(...) per rule
        ref.require(cell_is_free, "GA.place.adjacent",
                    "the cell must touch one of your tiles",
                    "자기 타일과 상하좌우로 맞닿아야 합니다")

    def _perform(self, action):          # mutate self, a fresh private copy
        ...

:meth:`GameState.apply` runs ``_check`` (raising at the first failed check),
copies the state and runs ``_perform`` on the copy.  :func:`explain` runs the
same ``_check`` but records every check that passed, and the one that failed.
``_perform`` may raise a RuleViolation too (for a rule that can only be seen
while the action is carried out); the original state is unchanged either way.
"""
from __future__ import annotations

import builtins
import hashlib
import json
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, ClassVar, NoReturn, Self, TypeAlias, TypeVar, overload

from . import i18n, registry
from .checks import MAX_SAVE_CHARS, load_json, show_value
from .errors import (  # noqa: F401  (re-exported: the errors' old home)
    BilingualError,
    IllegalActionText,
    InvalidState,
    NotAnAction,
    NotationError,
    OptionError,
    RuleViolation,
    SaveError,
)
from .i18n import josa

SAVE_FORMAT = "rulekit-save"


# --------------------------------------------------------------------------- checks


@dataclass(frozen=True)
class Check:
    """One rule check made on an action: which rule, whether it passed, and why."""

    rule: str
    passed: bool
    en: str
    ko: str

    def message(self, lang: str | None = None) -> str:
        return i18n.pick(self.en, self.ko, lang)

    def __str__(self) -> str:
        mark = "✓" if self.passed else "✗"
        return f"{mark} {self.rule}: {self.message()}"


class Referee:
    """Collects the checks made on one action; raises at the first failure.

    In *explain* mode the checks are kept so that :func:`explain` can list them.
    """

    __slots__ = ("action", "checks", "keep")

    def __init__(self, action: object = None, keep: bool = False) -> None:
        self.action = action
        self.keep = keep
        self.checks: list[Check] = []

    def require(self, ok: bool, rule: str, en: str, ko: str | None = None) -> None:
        """Pass when ``ok``; otherwise raise a :class:`RuleViolation` naming ``rule``."""
        if self.keep:
            self.checks.append(Check(rule, bool(ok), en, ko or en))
        if not ok:
            raise RuleViolation(rule, en, ko, self.action)

    def fail(self, rule: str, en: str, ko: str | None = None) -> NoReturn:
        """An unconditional refusal (what ``require(False, ...)`` does)."""
        if self.keep:
            self.checks.append(Check(rule, False, en, ko or en))
        raise RuleViolation(rule, en, ko, self.action)

    def note(self, rule: str, en: str, ko: str | None = None) -> None:
        """Record a rule that applies to the action without any condition to test."""
        if self.keep:
            self.checks.append(Check(rule, True, en, ko or en))


def explain(state: GameState, action: Action | str) -> list[Check]:
    """Every rule check ``action`` passes in ``state``, and the first it fails.

    The list ends with a failed :class:`Check` when the action is illegal; once the game is over
    that is the game's own end rule, as :meth:`GameState.apply` refuses it.
    ``state`` is never changed.
    """
    try:
        action = state.coerce_action(action)
    except IllegalActionText as exc:
        return [Check(getattr(exc, "rule", None) or "notation", False, exc.en, exc.ko)]
    if getattr(state, "is_over", False):
        end_rule = getattr(state, "END_RULE", "game-over")
        return [Check(end_rule, False, "the game is over", "게임이 끝났습니다")]
    ref = Referee(action, keep=True)
    try:
        with _malformed(state, action):
            state._check(action, ref)
            trial = state._copy()
            trial._perform(action)
    except RuleViolation as exc:
        if not ref.checks or ref.checks[-1].passed:
            ref.checks.append(Check(exc.rule, False, exc.en, exc.ko))
    return ref.checks


#: What a game's checks may raise on an object that is no action of the game, or an action built by hand
#: with fields of the wrong kinds; the base class turns them into a refusal by the game's ``ACTION_RULE``.
_MALFORMED = (TypeError, AttributeError, KeyError, IndexError, ValueError, ArithmeticError, RecursionError)


@contextmanager
def _malformed(state: GameState, action: object) -> Iterator[None]:
    """Refuse ``action`` by the state's ``ACTION_RULE`` when checking or carrying it out fails with a plain
    Python error (a hand-built object the game's checks were not written for)."""
    try:
        yield
    except (RuleViolation, BilingualError):
        raise
    except _MALFORMED:
        raise not_an_action(state, action) from None


def not_an_action(state: GameState, action: object) -> NotAnAction:
    """The refusal of an object that is no action of ``state``'s game, by its ``ACTION_RULE``.

    >>> from rulekit import golden_ankh as ga
    >>> print(not_an_action(ga.new_game(players=2, seed=1), {}))
    GA.turn.basic-action: {} is not an action of this game
    """
    text = show_value(action)
    return NotAnAction(state.ACTION_RULE, f"{text} is not an action of this game",
                       f"이 게임의 행동이 아닙니다: {text}", action)


#: A value as JSON holds it: what ``to_dict`` writes and a save file reads back.
JSON: TypeAlias = "dict[str, JSON] | list[JSON] | str | int | float | bool | None"


# --------------------------------------------------------------------------- actions and scores


@dataclass(frozen=True)
class Action:
    """Base of every game's actions: small frozen dataclasses with a text notation.

    Subclasses set ``kind`` (a group name for menus, e.g. ``"buy"``) and write
    ``__str__``; the game's ``parse_action`` reads that text back.  ``targets``
    names the board places the action involves, so a widget can offer the
    actions at a clicked place.
    """

    kind: ClassVar[str] = "action"

    def targets(self) -> tuple:
        return ()


@dataclass(frozen=True)
class Score:
    """A player's score, with its parts by the rulebook's categories.

    >>> s = Score.of({"colour": 10, "animals": 5})
    >>> s.total, s.parts["colour"]
    (15, 10)
    """

    total: int
    parts: dict[str, int] = field(default_factory=dict)

    @classmethod
    def of(cls, parts: dict[str, int]) -> Score:
        return cls(sum(parts.values()), dict(parts))


# --------------------------------------------------------------------------- game state


class GameState:
    """Base class of the four games' states (see the module docstring).

    Subclasses provide: ``GAME`` (the package name), ``VERSION`` (save format
    version), ``_check``, ``_perform``, ``_copy``, ``_legal_actions``,
    ``to_dict``/``from_dict``, and the attributes ``current_player``,
    ``is_over`` and ``turn``; also ``score`` and ``winners``.
    """

    GAME: ClassVar[str] = ""
    VERSION: ClassVar[int] = 1
    #: The rule that ends the game, cited when an action is tried after the end (each game names its own).
    END_RULE: ClassVar[str] = "game-over"
    #: The rule that refuses what is not an action of the game (text outside the notation, an object of
    #: another kind, a hand-built action with fields of the wrong kinds); each game names its own.
    ACTION_RULE: ClassVar[str] = "notation"

    # ---- to be written by each game
    current_player: int
    is_over: bool
    turn: int
    num_players: int

    def _check(self, action: Action, ref: Referee) -> None:
        raise NotImplementedError

    def _perform(self, action: Action) -> None:
        raise NotImplementedError

    def _copy(self) -> Self:
        raise NotImplementedError

    def _legal_actions(self) -> list[Action]:
        """Every legal action in a stable order (computed; :meth:`legal_actions` caches it)."""
        raise NotImplementedError

    def to_dict(self) -> dict[str, JSON]:
        raise NotImplementedError

    @classmethod
    def from_dict(cls, data: dict) -> Self:
        raise NotImplementedError

    @staticmethod
    def parse_action(text: str) -> Action:
        raise NotImplementedError

    def score(self) -> dict[int, Score]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    def validate(self) -> None:
        """Check that play could reach the state (component counts, geometry, counters …).

        Raise :class:`InvalidState` (or :class:`SaveError`) naming what is wrong, in English and
        Korean.  Called on every loaded save file; :func:`load_state` reports it as a SaveError.
        The default checks nothing.
        """

    def view(self, player: int) -> Self:
        """The state as ``player`` may know it: hidden information re-drawn at random.

        Games without hidden information return the state itself.
        """
        return self

    # ---- the contract, written once
    def legal_actions(self) -> list[Action]:
        """Every legal action, in a stable order (cached: states are values)."""
        cache = self.__dict__.get("_legal_cache")
        if cache is None:
            cache = self.__dict__["_legal_cache"] = [self._legal_actions(), None]
        return list(cache[0])

    def _is_listed(self, action: Action) -> bool:
        """True if ``action`` is in the cached legal-action list (built by :meth:`legal_actions`)."""
        cache = self.__dict__.get("_legal_cache")
        if cache is None:
            return False
        # The action object usually comes straight from the list: compare identities before hashing.
        if any(a is action for a in cache[0]):
            return True
        if cache[1] is None:
            cache[1] = frozenset(cache[0])
        try:
            return action in cache[1]
        except TypeError:       # unhashable (a dict, a list, an action with a list in a field): not listed
            return False

    def coerce_action(self, action: Action | str) -> Action:
        """Accept an action object or its text notation; text that is none raises :class:`NotAnAction`
        (an :class:`IllegalActionText` and a :class:`RuleViolation` of ``ACTION_RULE``)."""
        if isinstance(action, str):
            try:
                return self.parse_action(action)
            except NotAnAction:
                raise
            except NotationError as exc:
                raise NotAnAction(self.ACTION_RULE, exc.en, exc.ko, action) from None
        return action

    def apply(self, action: Action | str) -> Self:
        """The state after ``action``; raises :class:`RuleViolation` and leaves ``self`` as it was.

        Anything that is no action of the game (text outside the notation, ``{}``, ``None``, another
        game's action) is refused by the game's ``ACTION_RULE``.
        """
        action = self.coerce_action(action)
        if self.is_over:
            raise RuleViolation(self.END_RULE, "the game is over", "게임이 끝났습니다", action)
        if self._is_listed(action):
            # An action already listed by legal_actions() passed these checks when it was listed.
            return self._advance(action)
        with _malformed(self, action):
            self._check(action, Referee(action))
            return self._advance(action)

    def _advance(self, action: Action) -> Self:
        """Apply an action known to be legal (taken from :meth:`legal_actions`) without checks.

        The simulator's fast path; tests show it yields the same states as :meth:`apply`.
        """
        new = self._copy()
        new.__dict__.pop("_legal_cache", None)
        new._perform(action)
        return new

    def is_legal(self, action: Action | str) -> bool:
        try:
            action = self.coerce_action(action)
            if self.is_over:
                return False
            with _malformed(self, action):
                self._check(action, Referee(action))
                self._copy()._perform(action)
        except (RuleViolation, IllegalActionText):
            return False
        return True

    def explain(self, action: Action | str) -> list[Check]:
        return explain(self, action)

    def to_json(self, indent: int | None = None) -> str:
        return dump_state(self, indent=indent)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


# --------------------------------------------------------------------------- history


class History:
    """The states of one game so far, with undo and redo (used by the Explorer).

    >>> from rulekit import golden_ankh as ga
    >>> h = History(ga.new_game(players=2, seed=1))
    >>> after = h.push("take B W K")
    >>> h.undo() is h.states[0], h.can_redo
    (True, True)
    >>> h.redo() is after, len(h)
    (True, 2)
    """

    def __init__(self, start: GameState) -> None:
        self.states: list[GameState] = [start]
        self.actions: list[Action] = []
        self.index = 0

    @property
    def current(self) -> GameState:
        return self.states[self.index]

    @property
    def can_undo(self) -> bool:
        return self.index > 0

    @property
    def can_redo(self) -> bool:
        return self.index < len(self.states) - 1

    def push(self, action: Action | str) -> GameState:
        """Apply ``action`` to the current state; later states (the redo branch) are dropped."""
        state = self.current
        action = state.coerce_action(action)
        new = state.apply(action)
        del self.states[self.index + 1:]
        del self.actions[self.index:]
        self.states.append(new)
        self.actions.append(action)
        self.index += 1
        return new

    def undo(self) -> GameState:
        if self.can_undo:
            self.index -= 1
        return self.current

    def redo(self) -> GameState:
        if self.can_redo:
            self.index += 1
        return self.current

    def go(self, index: int) -> GameState:
        if not 0 <= index < len(self.states):
            raise IndexError(f"history has states 0..{len(self.states) - 1}")
        self.index = index
        return self.current

    def __len__(self) -> int:
        return len(self.states)


# --------------------------------------------------------------------------- save files


def _canonical(data: JSON) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def dump_state(state: GameState, indent: int | None = None) -> str:
    """The save-file text of a state: JSON with format, game, version and a checksum."""
    body = state.to_dict()
    envelope = {
        "format": SAVE_FORMAT,
        "game": state.GAME,
        "version": state.VERSION,
        "sha256": hashlib.sha256(_canonical(body).encode("utf-8")).hexdigest(),
        "state": body,
    }
    return json.dumps(envelope, ensure_ascii=False, indent=indent)


S = TypeVar("S", bound=GameState)


@overload
def load_state(text: str | bytes, state_class: type[S]) -> S: ...
@overload
def load_state(text: str | bytes, state_class: None = None) -> GameState: ...
def load_state(text: str | bytes, state_class: type[GameState] | None = None) -> GameState:
    """Read a save file; raise :class:`SaveError` naming the problem, never half-load.

    With ``state_class`` the file must be of that game; without it the game is
    looked up by the name in the file.  Length, nesting and the digits of numbers
    are limited before the text is parsed (:func:`rulekit.checks.load_json`).

    >>> load_state("[" * 100000)
    Traceback (most recent call last):
    ...
    rulekit.errors.SaveError: save file nests lists and objects deeper than 64 levels
    """
    if isinstance(text, bytes):
        if len(text) > 4 * MAX_SAVE_CHARS:
            raise SaveError(
                f"save file is {len(text)} bytes long; at most {4 * MAX_SAVE_CHARS} are read",
                f"저장 파일의 크기가 {len(text)}바이트입니다. 최대 {4 * MAX_SAVE_CHARS}바이트까지만 읽습니다",
            )
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SaveError(
                f"save file is not UTF-8 text: {exc}", f"저장 파일이 UTF-8 텍스트가 아닙니다: {exc}"
            ) from None
    if not isinstance(text, str):
        kind = type(text).__name__
        raise SaveError(
            f"save file must be text, not {kind}", f"저장 파일은 텍스트여야 합니다 (받은 값의 종류: {kind})"
        )
    envelope = load_json(text, object_pairs_hook=_object_once)
    if not isinstance(envelope, dict):
        raise SaveError("save file must hold a JSON object", "저장 파일에는 JSON 객체가 들어 있어야 합니다")
    for key in envelope:
        if key not in _ENVELOPE_KEYS:
            shown, fields = repr(key)[:60], ", ".join(_ENVELOPE_KEYS)
            raise SaveError(
                f"save file has an unknown field {shown} (a save holds {fields})",
                f"저장 파일에 알 수 없는 항목이 있습니다: {shown} (저장 파일의 항목: {fields})",
                field=str(key)[:60],
            )
    if envelope.get("format") != SAVE_FORMAT:
        fmt = repr(envelope.get("format"))[:60]
        raise SaveError(
            f"not a rulekit save file (format is {fmt})",
            f"rulekit 저장 파일이 아닙니다 (format 값: {fmt})",
            field="format",
        )
    for key in ("game", "version", "sha256", "state"):
        if key not in envelope:
            raise SaveError(
                f"save file has no {key!r} field", f"저장 파일에 {key!r} 항목이 없습니다", field=key
            )
    game = envelope["game"]
    if state_class is None:
        try:
            state_class = registry.load(game).STATE_CLASS
        except (KeyError, TypeError, OptionError):
            shown = repr(game)[:60]
            raise SaveError(
                f"save file is of an unknown game {shown}",
                f"저장 파일의 게임 {josa(shown, '은')} 키트에 없는 게임입니다",
                field="game",
            ) from None
    if game != state_class.GAME:
        shown = repr(game)[:60]
        raise SaveError(
            f"save file is a {shown} game, not {state_class.GAME!r}",
            f"저장 파일은 {josa(repr(state_class.GAME), '이')} 아니라 {shown} 게임입니다",
            field="game",
        )
    if envelope["version"] != state_class.VERSION:
        shown = repr(envelope["version"])[:60]
        raise SaveError(
            f"save file has format version {shown}; this kit reads version {state_class.VERSION}",
            f"저장 파일의 형식 버전은 {shown}입니다. 이 키트는 버전 {josa(state_class.VERSION, '을')}"
            " 읽습니다",
            field="version",
        )
    body = envelope["state"]
    if not isinstance(body, dict):
        raise SaveError(
            "the 'state' field must be a JSON object", "'state' 항목은 JSON 객체여야 합니다", field="state"
        )
    digest = hashlib.sha256(_canonical(body).encode("utf-8")).hexdigest()
    if digest != envelope["sha256"]:
        raise SaveError(
            "checksum mismatch: the state was changed after it was saved (edited or corrupt)",
            "체크섬이 맞지 않습니다: 저장한 뒤에 상태가 바뀌었습니다 (수정되었거나 손상됨)",
            field="sha256",
        )
    try:
        state = state_class.from_dict(body)
        state.validate()
        _refuse_unknown_keys(body, json.loads(_canonical(state.to_dict())), "state")
    except SaveError:
        raise
    except BilingualError as exc:
        raise SaveError(
            f"save file state is impossible: {exc.en}",
            f"저장 파일의 상태는 게임에서 나올 수 없습니다: {exc.ko}",
            field=exc.field,
        ) from None
    except _MALFORMED as exc:  # a plain Python error while reading: the file is inconsistent
        raise SaveError(
            f"save file state is inconsistent: {type(exc).__name__}: {exc}",
            f"저장 파일의 상태가 서로 맞지 않습니다: {type(exc).__name__}: {exc}",
        ) from None
    return state


_ENVELOPE_KEYS = ("format", "game", "version", "sha256", "state")


def _object_once(pairs: list[tuple[str, JSON]]) -> dict[str, JSON]:
    """A JSON object whose keys are all different (``object_pairs_hook``): a key given twice is refused,
    since a reader would keep one of the two values silently."""
    out: dict[str, JSON] = {}
    for key, value in pairs:
        if key in out:
            shown = repr(key)[:60]
            raise SaveError(
                f"save file gives the key {shown} twice in one object",
                f"저장 파일의 한 객체 안에 같은 키가 두 번 있습니다: {shown}",
                field=key[:60],
            )
        out[key] = value
    return out


def _refuse_unknown_keys(body: JSON, known: JSON, path: str) -> None:
    """Refuse a key of the saved ``body`` that the loaded state does not write back (``known`` is its
    ``to_dict``): a field the game does not have, at any level, such as an unknown option."""
    if isinstance(body, dict) and isinstance(known, dict):
        for key, value in body.items():
            where = f"{path}.{key}"
            if key not in known:
                raise SaveError(
                    f"{where} is not a field of this game's saves",
                    f"{where} 항목은 이 게임의 저장 파일에 없는 항목입니다",
                    field=where,
                )
            _refuse_unknown_keys(value, known[key], where)
    elif isinstance(body, list) and isinstance(known, list) and len(body) == len(known):
        for i, (item, kept) in enumerate(zip(body, known, strict=True)):
            _refuse_unknown_keys(item, kept, f"{path}[{i}]")


class Reader:
    """Typed, path-aware reading of a loaded JSON dict, for ``from_dict``.

    >>> r = Reader({"turn": 3, "names": ["a"]})
    >>> r.int("turn", lo=0), r.list("names")
    (3, ['a'])
    >>> Reader({"turn": "x"}).int("turn")
    Traceback (most recent call last):
    ...
    rulekit.errors.SaveError: state.turn must be an integer, not str
    >>> try:
    ...     Reader({"turn": "x"}).int("turn")
    ... except SaveError as e:
    ...     print(e.message("ko"))
    state.turn은 정수여야 합니다 (받은 값: str)
    """

    def __init__(self, data: Any, path: str = "state") -> None:
        if not isinstance(data, dict):
            kind = type(data).__name__
            raise SaveError(
                f"{path} must be an object, not {kind}",
                f"{josa(path, '은')} 객체여야 합니다 (받은 값: {kind})",
                field=path
            )
        self.data = data
        self.path = path

    def _get(self, key: str) -> Any:
        if key not in self.data:
            where = f"{self.path}.{key}"
            raise SaveError(f"{where} is missing", f"{where} 항목이 없습니다", field=where)
        return self.data[key]

    def has(self, key: str) -> bool:
        return key in self.data

    def int(self, key: str, lo: int | None = None, hi: int | None = None) -> int:
        v = self._get(key)
        where = f"{self.path}.{key}"
        if not isinstance(v, int) or isinstance(v, bool):
            kind = type(v).__name__
            raise SaveError(
                f"{where} must be an integer, not {kind}",
                f"{josa(where, '은')} 정수여야 합니다 (받은 값: {kind})",
                field=where
            )
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            raise SaveError(
                f"{where} = {v} is out of range [{lo}, {hi}]",
                f"{where} = {josa(v, '은')} 허용 범위 [{lo}, {hi}]를 벗어납니다",
                field=where,
            )
        return v

    def bool(self, key: str) -> bool:
        v = self._get(key)
        if not isinstance(v, bool):
            where = f"{self.path}.{key}"
            raise SaveError(
                f"{where} must be true or false", f"{josa(where, '은')}"
                                                  " true 또는 false여야 합니다", field=where
            )
        return v

    def str(self, key: str, choices: Iterable[str] | None = None) -> str:
        v = self._get(key)
        where = f"{self.path}.{key}"
        if not isinstance(v, str):
            kind = type(v).__name__
            raise SaveError(
                f"{where} must be a string, not {kind}",
                f"{josa(where, '은')} 문자열이어야 합니다 (받은 값: {kind})",
                field=where
            )
        if choices is not None and v not in set(choices):
            allowed = sorted(set(choices))
            shown = repr(v)[:60]
            raise SaveError(
                f"{where} = {shown} is not one of {allowed}",
                f"{where} = {josa(shown, '은')} {allowed} 중 하나가 아닙니다",
                field=where,
            )
        return v

    def list(self, key: builtins.str, length: builtins.int | None = None) -> list:
        v = self._get(key)
        where = f"{self.path}.{key}"
        if not isinstance(v, list):
            kind = type(v).__name__
            raise SaveError(
                f"{where} must be a list, not {kind}",
                f"{josa(where, '은')} 목록이어야 합니다 (받은 값: {kind})",
                field=where
            )
        if length is not None and len(v) != length:
            raise SaveError(
                f"{where} must have {length} items, not {len(v)}",
                f"{where}에는 항목이 {length}개 있어야 합니다 ({len(v)}개가 아니라)",
                field=where,
            )
        return v

    def sub(self, key: builtins.str) -> Reader:
        return Reader(self._get(key), f"{self.path}.{key}")

    def items(self, key: builtins.str) -> Iterator[tuple[builtins.int, Reader]]:
        for i, item in enumerate(self.list(key)):
            yield i, Reader(item, f"{self.path}.{key}[{i}]")

    def raw(self, key: builtins.str) -> Any:
        return self._get(key)


def seat_name(player: int) -> str:
    """``0 -> 'P1'``: seats are numbered from 0 in code and from 1 on screen."""
    return f"P{player + 1}"


def actions_text(actions: Sequence[Action]) -> list[str]:
    return [str(a) for a in actions]
