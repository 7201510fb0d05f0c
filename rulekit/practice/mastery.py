"""What one learner has mastered (:class:`Mastery`, per game and rule ID) and its progress file's
text: format, version, checksum, and every value checked before anything is kept.

>>> m = Mastery("지민")
>>> m.record("golden_ankh", "GA.place.adjacent", correct=True)
>>> m.of("golden_ankh")["GA.place.adjacent"].status     # fewer than MIN_TRIES answers
'not_sure'
"""
from __future__ import annotations

import hashlib
import json
import math
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import i18n, registry
from ..checks import is_int, load_json
from .errors import PracticeError
from .storage import (
    MAX_MASTERY_BYTES,
    backup_path,
    may_replace,
    named_refusal,
    read_bounded,
    writable_mode,
    write_atomic,
)

MASTERY_FORMAT = "rulekit-mastery"
MASTERY_VERSION = 1
#: Fewer answers than this on a rule: "not yet sure", whatever the answers were.
MIN_TRIES = 3
#: At least this share right on the first try (with MIN_TRIES answers): the rule is mastered.
MASTERED_SHARE = 0.8
#: Answers counted on one rule (a learner answering every ten seconds for a school year stays below).
MAX_TRIES = 100_000
#: One answer's time as counted: a question left open over lunch counts as an hour.
MAX_ANSWER_SECONDS = 3600.0
#: A learner's name as kept in the file.
MAX_NAME_CHARS = 200
_FILE_KEYS = {"format", "version", "sha256", "mastery"}
_BODY_KEYS = {"learner", "games"}
_RECORD_KEYS = {"tries", "first_try_correct", "seconds"}


@dataclass
class RuleRecord:
    """One learner's answers on one rule."""

    tries: int = 0
    first_try_correct: int = 0
    seconds: float = 0.0

    @property
    def status(self) -> str:
        """``"mastered"``, ``"learning"`` or ``"not_sure"`` (fewer than :data:`MIN_TRIES` answers)."""
        if self.tries < MIN_TRIES:
            return "not_sure"
        return "mastered" if self.first_try_correct / self.tries >= MASTERED_SHARE else "learning"


def clean_name(name: object) -> str:
    """A learner's typed name as the file keeps it: no control characters, at most
    :data:`MAX_NAME_CHARS` characters, spaces at the ends taken off.

    >>> clean_name("  민수\\x00\\n ")
    '민수'
    """
    text = unicodedata.normalize("NFC", str(name))
    text = "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cs", "Cf"))
    return text.strip()[:MAX_NAME_CHARS]


class Mastery:
    """What one learner has mastered, per game and rule ID; saved as a small checked JSON file.

    >>> m = Mastery("지민")
    >>> m.record("golden_ankh", "GA.place.adjacent", correct=True, seconds=4.2)
    >>> m.of("golden_ankh")["GA.place.adjacent"].tries
    1
    >>> Mastery.from_json(m.to_json()).of("golden_ankh") == m.of("golden_ankh")
    True

    ``recovered`` is set by :meth:`load` when the file could not be read and its last good copy
    was read instead (a :class:`PracticeError` saying so, in both languages); None otherwise.
    """

    def __init__(self, learner: str = "") -> None:
        self.learner = learner
        self.games: dict[str, dict[str, RuleRecord]] = {}
        self.recovered: PracticeError | None = None

    @property
    def learner(self) -> str:
        """The learner's name as typed (cleaned by :func:`clean_name`)."""
        return self._learner

    @learner.setter
    def learner(self, name: str) -> None:
        self._learner = clean_name(name)

    def record(self, game: str, rule: str, correct: bool, seconds: float = 0.0) -> None:
        """Count one answer (the learner's first to a question) on ``rule``.

        A rule the game's catalogue does not have is refused (a :class:`PracticeError`); an
        answer's time counts at most :data:`MAX_ANSWER_SECONDS`, and a rule stops counting at
        :data:`MAX_TRIES` answers, so whatever is recorded can be saved and read back.
        """
        _check_rule(game, rule)
        rec = self.games.setdefault(game, {}).setdefault(rule, RuleRecord())
        if rec.tries >= MAX_TRIES:
            return
        try:
            secs = float(seconds)
        except (TypeError, ValueError):
            secs = 0.0
        secs = min(MAX_ANSWER_SECONDS, secs) if math.isfinite(secs) and secs > 0 else 0.0
        rec.tries += 1
        rec.first_try_correct += bool(correct)
        rec.seconds += secs

    def add(self, other: Mastery) -> None:
        """Count ``other``'s answers too (rule by rule, at most :data:`MAX_TRIES` each).

        >>> a, b = Mastery("A"), Mastery("A")
        >>> a.record("golden_ankh", "GA.place.adjacent", True)
        >>> b.record("golden_ankh", "GA.place.adjacent", False)
        >>> a.add(b); r = a.of("golden_ankh")["GA.place.adjacent"]; (r.tries, r.first_try_correct)
        (2, 1)
        """
        for game, rules in other.games.items():
            for rule, rec in rules.items():
                mine = self.games.setdefault(game, {}).setdefault(rule, RuleRecord())
                room = MAX_TRIES - mine.tries
                take = min(room, rec.tries)
                if take <= 0:
                    continue
                mine.first_try_correct += min(take, rec.first_try_correct)
                mine.seconds += rec.seconds * take / rec.tries
                mine.tries += take

    def copy(self) -> Mastery:
        """An independent copy (the same learner and answers)."""
        out = Mastery(self.learner)
        out.add(self)
        return out

    def answers(self, game: str | None = None) -> int:
        """How many answers are counted (on one game, or on all).

        >>> Mastery("A").answers()
        0
        """
        games = [game] if game is not None else list(self.games)
        return sum(rec.tries for g in games for rec in self.games.get(g, {}).values())

    def of(self, game: str) -> dict[str, RuleRecord]:
        """The records of one game, by rule ID."""
        return dict(self.games.get(game, {}))

    def reset(self, game: str) -> None:
        """Forget every answer on ``game`` (the other games are kept)."""
        self.games.pop(game, None)

    def to_dict(self) -> dict[str, object]:
        return {"learner": self.learner,
                "games": {g: {r: {"tries": rec.tries, "first_try_correct": rec.first_try_correct,
                                  "seconds": round(rec.seconds, 3)} for r, rec in sorted(rules.items())}
                          for g, rules in sorted(self.games.items()) if rules}}

    def to_json(self) -> str:
        """The file's text: format, version, checksum and the records."""
        body = self.to_dict()
        return json.dumps({"format": MASTERY_FORMAT, "version": MASTERY_VERSION, "sha256": _digest(body),
                           "mastery": body}, ensure_ascii=False, indent=1)

    def save(self, path: str | Path) -> Path:
        """Write the file so that it is never lost: the text goes to a new file in the same folder,
        is flushed to the disk and then takes the old one's place in one step (``os.replace``), so a
        full disk or a crash leaves the old file or the new one, never a part.  The file it replaces
        is kept first as the last good copy (:func:`backup_path`).  A link, a folder or a device at
        ``path`` is refused, never written through.  Returns the path written.

        >>> import tempfile, pathlib
        >>> folder = pathlib.Path(tempfile.mkdtemp())
        >>> m = Mastery("지민"); _ = m.save(folder / "progress-지민.json")
        >>> m.record("golden_ankh", "GA.place.adjacent", True); _ = m.save(folder / "progress-지민.json")
        >>> sorted(p.name for p in folder.iterdir())
        ['progress-지민.json', 'progress-지민.json.bak']
        """
        path = Path(path)
        data = self.to_json().encode("utf-8")
        mode = writable_mode(path)
        old: bytes | None = None
        if mode is not None:
            try:
                old = read_bounded(path)
                Mastery.from_json(old)
            except PracticeError:
                old = None  # a damaged file is not kept as the good copy: the copy before it stays
        backup = backup_path(path)
        if old is not None and old != data and may_replace(backup):
            write_atomic(backup, old, mode)
        write_atomic(path, data, mode)
        return path

    @classmethod
    def load(cls, path: str | Path, *, backup: bool = True) -> Mastery:
        """Read a progress file; a missing, damaged or hand-edited one raises :class:`PracticeError`.

        The file's type and size are checked before anything is read (a link, a pipe, a device or a
        file over :data:`MAX_MASTERY_BYTES` is refused).  When the file is there but cannot be read
        and its last good copy can (``backup``), the copy is returned with ``recovered`` saying so.
        """
        path = Path(path)
        try:
            return cls.from_json(read_bounded(path))
        except PracticeError as exc:
            err = named_refusal(path, exc)
            if not backup or exc.field == "missing":
                raise err from None
        copy = backup_path(path)
        try:
            m = cls.from_json(read_bounded(copy))
        except PracticeError:
            raise err from None
        m.recovered = PracticeError(
            f"{path.name} could not be read ({err.en}); its last good copy {copy.name} was read instead",
            f"{path.name} 파일을 읽을 수 없어서 ({err.ko}) 마지막으로 제대로 저장된 사본 {copy.name}에서 "
            f"진도를 불러왔습니다", field="recovered")
        return m

    @classmethod
    def from_json(cls, text: str | bytes) -> Mastery:
        """Read a mastery file's text, checking everything before anything is kept: the format, the
        checksum, and that the contents are possible (known games and rule IDs, counts in range)."""
        if isinstance(text, (bytes, bytearray)):
            if len(text) > MAX_MASTERY_BYTES:
                raise _bad("the file is too large", "파일이 너무 큽니다", "size")
            try:
                text = bytes(text).decode("utf-8")
            except UnicodeDecodeError:
                raise _bad("the file is not UTF-8 text", "UTF-8 텍스트 파일이 아닙니다") from None
        if not isinstance(text, str) or len(text) > MAX_MASTERY_BYTES:
            raise _bad("the file is too large or not text", "파일이 너무 크거나 텍스트가 아닙니다", "size")
        try:
            load_json(text, PracticeError, ("the file", "파일"), MAX_MASTERY_BYTES)
            data = json.loads(text, object_pairs_hook=_no_duplicates)
        except PracticeError as exc:
            raise _bad(exc.en, exc.ko) from None
        except (ValueError, RecursionError):
            raise _bad("the file is not valid JSON (truncated or corrupt?)",
                       "올바른 JSON이 아닙니다 (잘렸거나 손상되었나요?)") from None
        if not isinstance(data, dict) or data.get("format") != MASTERY_FORMAT:
            raise _bad("this is not a rulekit progress file", "rulekit 진도 파일이 아닙니다", "format")
        if data.get("version") != MASTERY_VERSION:
            raise _bad(f"version {data.get('version')!r} is not one this kit reads ({MASTERY_VERSION})",
                       f"키트가 읽지 못하는 버전입니다: {data.get('version')!r} "
                       f"(읽을 수 있는 버전: {MASTERY_VERSION})", "version")
        _only_keys(data, _FILE_KEYS, "the file", "파일")
        body = data.get("mastery")
        if _digest(body) != data.get("sha256"):
            raise _bad("the checksum does not match: the file was changed by hand or is corrupt",
                       "검사값이 맞지 않습니다: 파일을 손으로 고쳤거나 손상되었습니다", "sha256")
        return cls._from_body(body)

    @classmethod
    def _from_body(cls, body: Any) -> Mastery:
        if not isinstance(body, dict) or not isinstance(body.get("learner"), str) \
                or not isinstance(body.get("games"), dict):
            raise _bad("the 'mastery' part must hold a learner name and games",
                       "학습자 이름과 게임 기록이 없습니다", "mastery")
        _only_keys(body, _BODY_KEYS, "the 'mastery' part", "'mastery' 부분")
        name = body["learner"]
        if len(name) > MAX_NAME_CHARS or clean_name(name) != name:
            raise _bad(f"the learner's name must be at most {MAX_NAME_CHARS} characters without control "
                       f"characters", f"학습자 이름은 제어 문자 없이 {MAX_NAME_CHARS}자 이하여야 합니다",
                       "learner")
        m = cls(name)
        for game, rules in body["games"].items():
            if game not in registry.names() or not isinstance(rules, dict):
                raise _bad(f"unknown game {game!r}", f"알 수 없는 게임 {game!r}", "games")
            known = set(i18n.known_rules(game))
            for rule, rec in rules.items():
                if known and rule not in known:
                    raise _bad(f"{game}: {rule!r} is not a rule of the game",
                               f"{game}: {rule!r} 규칙은 이 게임의 규칙 목록에 없습니다", "rule")
                if not isinstance(rec, dict):
                    raise _bad(f"{game}: a bad record for {rule!r}",
                               f"{game}: {rule!r}의 기록이 잘못되었습니다", "rule")
                _only_keys(rec, _RECORD_KEYS, f"{game} {rule}", f"{game} {rule}")
                tries, right, secs = rec.get("tries"), rec.get("first_try_correct"), rec.get("seconds", 0)
                secs_ok = (isinstance(secs, (int, float)) and not isinstance(secs, bool)
                           and math.isfinite(secs))
                if not is_int(tries) or not is_int(right) or not secs_ok or not 0 <= right <= tries \
                        or not 1 <= tries <= MAX_TRIES \
                        or not 0 <= secs <= tries * MAX_ANSWER_SECONDS + 1:
                    raise _bad(f"{game} {rule}: tries must be 1 to {MAX_TRIES}, first-try correct 0 to the "
                               f"tries, seconds 0 to {MAX_ANSWER_SECONDS:.0f} per try",
                               f"{game} {rule}: 시도 수는 1~{MAX_TRIES}, 첫 시도 정답 수는 0~시도 수, "
                               f"시간은 문제당 0~{MAX_ANSWER_SECONDS:.0f}초여야 합니다", "record")
                m.games.setdefault(game, {})[rule] = RuleRecord(tries, right, float(secs))
        return m


def _digest(body: object) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def _check_rule(game: str, rule: str) -> None:
    known = i18n.known_rules(game) if game in registry.names() else []
    if not known or rule not in known:
        raise PracticeError(f"{rule!r} is not a rule of {game!r}: no answer was counted",
                            f"{rule!r} 규칙은 {game!r} 게임의 규칙이 아닙니다: 답을 세지 않았습니다",
                            field="rule")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise PracticeError(f"the key {key[:40]!r} appears twice",
                                f"같은 키가 두 번 나옵니다: {key[:40]!r}")
        out[key] = value
    return out


def _only_keys(data: dict, allowed: set[str], en: str, ko: str) -> None:
    extra = sorted(str(k)[:40] for k in data if k not in allowed)
    if extra:
        raise _bad(f"{en} has keys a progress file never has: {extra}",
                   f"{ko}에 진도 파일에 없는 키가 있습니다: {extra}", "keys")


def _bad(en: str, ko: str, field: str | None = None) -> PracticeError:
    return PracticeError(f"progress file refused: {en}", f"진도 파일을 읽을 수 없습니다: {ko}", field=field)
