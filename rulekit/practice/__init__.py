"""Practice: legal-or-not and score questions made where a common misreading and the rule disagree.

A **misreading** is a wrong belief about one rule that teachers meet again and again ("tiles that
touch at a corner are adjacent").  Each game lists its misreadings as data
(``misreadings.json`` in the game's data folder, :func:`rulekit.i18n.data_file`: the belief and the
rulebook sentence that settles it, in Korean and English) and gives each one an evaluable form, the
``VARIANTS`` of ``rulekit/practice/<game>.py`` or of the ``practice`` module of the game's own package
(``rulekit/<game>/practice.py``):

* a **lenient** misreading lets through what the rule refuses: a learner holding it calls an
  action legal when the rule it gets wrong is the only one refusing it, in the circumstance the
  misreading is about (``applies``);
* a **strict** misreading refuses what the rule allows: the learner calls a legal action illegal
  when ``applies`` holds;
* a **score** misreading counts points another way (``score``).

The generator (:func:`questions`) plays seeded games with the kit's bots (or takes the positions a
misreading builds), looks at the actions a misreading is about (``candidates``), and keeps those the
real rule and the misreading judge differently.  Every answer comes from the rules engine
(``legal``, :func:`rulekit.explain`, ``score``), never from a stored table.

>>> from rulekit import practice
>>> q = next(practice.questions("golden_ankh", rules=["GA.place.adjacent"], seed=1))
>>> q.rule, q.kind, q.answer                    # corner contact is not adjacency: illegal
('GA.place.adjacent', 'legal', False)
>>> q.misread_answer                            # ... which the misreading calls legal
True
>>> q.checks[-1].rule                           # the engine's own refusal names the rule
'GA.place.adjacent'

Progress is kept per learner and rule in a small JSON file (:class:`Mastery`): saved so that it is
never lost (a new file put in place in one step, the last good copy kept beside it), read only
after its type and size are checked, and refused unless what it holds is possible (known rule
IDs, counts in range).  A learner's typed name maps to a file inside the class folder
(:func:`progress_path`), and a class is read file by file (:func:`class_files`), a file that
cannot be read listed with its reason.
"""
from __future__ import annotations

import contextlib
import errno
import hashlib
import importlib
import itertools
import json
import math
import os
import stat
import tempfile
import unicodedata
import zlib
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from importlib.resources.abc import Traversable
from pathlib import Path
from types import ModuleType
from typing import Any

from .. import i18n, registry
from ..checks import is_int, load_json
from ..core import BilingualError, Check, OptionError, Referee, RuleViolation, explain
from ..rng import Rng

KINDS = ("lenient", "strict", "score")


class PracticeError(BilingualError):
    """Bad practice data or a mastery file that cannot be read, in English and Korean."""


# --------------------------------------------------------------------------- misreadings


@dataclass(frozen=True)
class Misreading:
    """A common wrong belief about one rule, with what it takes to judge actions as its holder would.

    ``candidates(state)`` lists the actions worth asking about in a position (legal or not);
    ``applies(state, action)`` says whether the misreading is about this action at all;
    ``positions(seed)`` (optional) yields built positions where the misreading matters;
    ``score(state, player)`` (score misreadings) counts points the misread way;
    ``evidence(state, action)`` the board places that decide the question (default: the action's
    targets);
    ``misjudge(state, action)`` (optional) the misreading's verdict where waiving its rule is not
    enough to tell it (the misreading imagines a different rule in its place);
    ``actor(state, action)`` (optional) the player the question names when the action is called out
    by someone other than the player to move (a bidder who has already passed).
    """

    id: str
    game: str
    rule: str
    kind: str
    belief: dict[str, str]
    truth: dict[str, str]
    quote: dict[str, str]
    candidates: Callable[[Any], Iterable[Any]] = lambda state: state.legal_actions()
    applies: Callable[[Any, Any], bool] = lambda state, action: True
    positions: Callable[[int], Iterable[Any]] | None = None
    score: Callable[[Any, int], int] | None = None
    evidence: Callable[[Any, Any], tuple] | None = None
    misjudge: Callable[[Any, Any], bool | None] | None = None
    actor: Callable[[Any, Any], int | None] | None = None

    def belief_text(self, lang: str | None = None) -> str:
        """The wrong belief, in the current (or given) language."""
        return i18n.pick(self.belief["en"], self.belief.get("ko"), lang)

    def truth_text(self, lang: str | None = None) -> str:
        """What the rule really says, in plain words."""
        return i18n.pick(self.truth["en"], self.truth.get("ko"), lang)

    def quote_text(self, lang: str | None = None) -> str:
        """The rulebook's sentence that settles it (the Korean rulebook's own words in Korean)."""
        return i18n.pick(self.quote["en"], self.quote.get("ko"), lang)

    def judge(self, state: Any, action: Any) -> bool | None:
        """Legal or not, as a learner holding this misreading would say (None: it does not say)."""
        real = is_legal(state, action)
        if self.kind == "lenient":
            if real:
                return True
            if not self.applies(state, action):
                return False
            if self.misjudge is not None:
                return self.misjudge(state, action)
            return legal_without(state, action, {self.rule})
        if self.kind == "strict":
            return False if not real else not self.applies(state, action)
        return None


def is_legal(state: Any, action: Any) -> bool:
    """Whether the rules engine accepts ``action`` in ``state`` (nothing is changed)."""
    try:
        state.apply(action)
    except RuleViolation:
        return False
    return True


class _WaivingReferee(Referee):
    """A referee that lets the waived rules' failed checks through and refuses on any other."""

    __slots__ = ("waived", "waived_failed")

    def __init__(self, action: Any, waived: set[str]) -> None:
        super().__init__(action)
        self.waived = waived
        self.waived_failed = False

    def require(self, ok: bool, rule: str, en: str, ko: str | None = None) -> None:
        if not ok and rule in self.waived:
            self.waived_failed = True
            return
        super().require(ok, rule, en, ko)


def legal_without(state: Any, action: Any, waived: set[str]) -> bool | None:
    """Whether ``action`` would be legal if the ``waived`` rules did not exist.

    None when that cannot be told: the action breaks a waived rule where the game can only find
    it out while carrying the action out, or the game cannot go on without the waived rule.
    """
    if state.is_over:
        return False
    ref = _WaivingReferee(action, set(waived))
    try:
        state._check(action, ref)
    except RuleViolation:
        return False
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return None
    try:
        trial = state._copy()
        trial._perform(action)
    except RuleViolation as exc:
        return None if exc.rule in waived else False
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return None
    return True


# --------------------------------------------------------------------------- the catalogue


def _data_path(game: str) -> Traversable:
    return i18n.data_file(game, "misreadings.json")


def _practice_module(game: str) -> ModuleType | None:
    """``rulekit.practice.<game>``, else the ``practice`` module of the game's own package, else None."""
    names = [f"{__name__}.{game}"]
    module = registry.load(game)
    if hasattr(module, "__path__"):
        names.append(f"{module.__name__}.practice")
    for name in names:
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
    return None


def misreadings(game: str) -> list[Misreading]:
    """Every misreading of ``game``: the texts from its data file, the judging from its module.

    >>> [m.rule for m in misreadings("golden_ankh")][:2]
    ['GA.place.adjacent', 'GA.place.upper-colour']
    """
    module = _practice_module(game)  # an unknown game: an OptionError naming the games the kit has
    if module is None:
        return []
    try:
        entries = json.loads(_data_path(game).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise PracticeError(f"the misreadings of {game} cannot be read: {exc}",
                            f"{game}의 흔한 오해 목록을 읽을 수 없습니다: {exc}") from None
    variants: dict[str, dict[str, Any]] = module.VARIANTS
    out = []
    for entry in entries:
        mid = entry.get("id")
        if mid not in variants:
            raise PracticeError(f"misreading {mid!r} of {game} has no evaluable form",
                                f"{game}: 판정할 방법이 없는 오해입니다: {mid!r}")
        kind = entry.get("kind")
        if kind not in KINDS:
            raise PracticeError(f"misreading {mid!r}: kind must be one of {KINDS}, not {kind!r}",
                                f"오해 {mid!r}: 종류는 {KINDS} 중 하나여야 합니다 ({kind!r})")
        out.append(Misreading(id=mid, game=game, rule=entry["rule"], kind=kind,
                              belief=entry["belief"], truth=entry["truth"], quote=entry["quote"],
                              **variants[mid]))
    return out


def games_with_practice() -> list[str]:
    """The games of the kit that have misreadings to practise on."""
    return [g for g in registry.GAMES if _data_path(g).is_file()]


# --------------------------------------------------------------------------- questions


@dataclass
class Question:
    """One practice question: a position and an action (legal or not?), or a player (how many points?).

    ``answer`` is the engine's (True/False, or the points); ``misread_answer`` what the
    misreading would say; ``checks`` the engine's explanation of the action (every check it
    passes, and the first it fails); ``evidence`` the board places that decide it.
    """

    kind: str  # "legal" or "score"
    game: str
    misreading: Misreading
    state: Any
    action: Any = None
    player: int | None = None
    answer: Any = None
    misread_answer: Any = None
    checks: list[Check] = field(default_factory=list)
    evidence: tuple = ()
    parts: dict[str, int] = field(default_factory=dict)

    @property
    def rule(self) -> str:
        """The rule the question is about."""
        return self.misreading.rule

    @property
    def key(self) -> tuple:
        """What makes two questions the same question."""
        return (self.misreading.id, self.kind, str(self.action), self.player, self.state.to_json())

    def is_right(self, guess: Any) -> bool:
        """Whether ``guess`` (True/False, or a number of points) is the engine's answer."""
        if self.kind == "score":
            try:
                return int(guess) == self.answer
            except (TypeError, ValueError):
                return False
        return bool(guess) == self.answer

    def deciding_check(self) -> Check | None:
        """The check that decides the answer: the failed one, or the rule's own check that passed."""
        failed = [c for c in self.checks if not c.passed]
        if failed:
            return failed[-1]
        for c in self.checks:
            if c.rule == self.rule:
                return c
        return None


def question_for(m: Misreading, state: Any, action: Any) -> Question | None:
    """A legal-or-not question if the real rule and the misreading judge ``action`` differently."""
    if m.kind == "score":
        return None
    try:
        action = state.coerce_action(action)
    except ValueError:
        return None
    real = is_legal(state, action)
    misread = m.judge(state, action)
    if misread is None or misread == real:
        return None
    evidence = m.evidence(state, action) if m.evidence else tuple(action.targets())
    player = m.actor(state, action) if m.actor is not None else None
    return Question("legal", m.game, m, state, action=action, player=player, answer=real,
                    misread_answer=misread, checks=explain(state, action), evidence=tuple(evidence))


def score_question_for(m: Misreading, state: Any, player: int) -> Question | None:
    """A score question if ``player``'s points counted the misread way differ from the rulebook's."""
    if m.score is None:
        return None
    real = state.score()[player]
    misread = m.score(state, player)
    if misread == real.total:
        return None
    return Question("score", m.game, m, state, player=player, answer=real.total, misread_answer=misread,
                    parts=dict(real.parts))


def _played_positions(game: str, seed: int, per_game: int = 6, max_steps: int = 300) -> Iterator[Any]:
    """Positions from seeded games played by the kit's random bot, a few stops along each game."""
    module = registry.load(game)
    rng = Rng(seed)
    players = min(module.PLAYERS)
    while True:
        state = module.new_game(players=players, seed=rng.randrange(1, 2**31))
        stops = sorted(rng.randrange(0, max_steps) for _ in range(per_game))
        step = 0
        for stop in stops:
            while step < stop and not state.is_over:
                state = state.apply(rng.choice(state.legal_actions()))
                step += 1
            yield state


def questions(game: str, rules: Sequence[str] | None = None, seed: int = 0, *,
              max_positions: int = 80, kinds: Sequence[str] = ("legal", "score")) -> Iterator[Question]:
    """An endless (bounded-search) stream of questions on ``rules`` (rule IDs or misreading IDs).

    Deterministic for a seed.  The misreadings take turns, and no question is the same as the one
    before it.  The search stops when ``max_positions`` positions in a row gave no new question.

    >>> qs = questions("golden_ankh", seed=3)
    >>> a, b = next(qs), next(qs)
    >>> a.key != b.key and a.misreading.id != b.misreading.id
    True
    """
    chosen = select(game, rules)
    if not chosen:
        raise OptionError(f"no misreading of {game} is about {list(rules or [])}",
                          f"{game}에는 {list(rules or [])} 규칙에 관한 흔한 오해가 없습니다", field="rules")
    return _stream(chosen, seed, kinds, max_positions)


def _stream(chosen: list[Misreading], seed: int, kinds: Sequence[str],
            max_positions: int) -> Iterator[Question]:
    rng = Rng(seed)
    sources = {m.id: _sources(m, rng.randrange(1, 2**31)) for m in chosen}
    last_key: tuple | None = None
    seen: set[tuple] = set()
    order = list(chosen)
    while order:
        for m in list(order):
            q = _next_question(m, sources[m.id], seen, kinds, max_positions)
            if q is None:  # nothing new within the bounded search: this misreading is done
                order.remove(m)
                continue
            if q.key == last_key:
                continue
            seen.add(q.key)
            last_key = q.key
            yield q


def _sources(m: Misreading, seed: int) -> Iterator[Any]:
    """The positions to look for questions in: the misreading's own (made anew with fresh seeds when
    used up) and played ones, in turn."""
    rng = Rng(seed)
    played = _played_positions(m.game, seed)
    while True:
        built = iter(m.positions(rng.randrange(1, 2**20))) if m.positions is not None else iter(())
        for got in built:
            yield got
            yield next(played)
        yield next(played)


def _next_question(m: Misreading, positions: Iterator[Any], seen: set[tuple], kinds: Sequence[str],
                   max_positions: int) -> Question | None:
    rng = Rng(zlib.crc32(m.id.encode()))  # a stable number: str hashes differ from one run to the next
    for _ in range(max_positions):
        state = next(positions)
        found: list[Question] = []
        if m.kind == "score" and "score" in kinds:
            for player in range(state.num_players):
                q = score_question_for(m, state, player)
                if q is not None:
                    found.append(q)
        elif m.kind != "score" and "legal" in kinds and not state.is_over:
            for action in m.candidates(state):
                q = question_for(m, state, action)
                if q is not None:
                    found.append(q)
        found = [q for q in found if q.key not in seen]
        if found:
            return found[rng.randrange(len(found))]
    return None


def select(game: str, rules: Sequence[str] | None = None) -> list[Misreading]:
    """The misreadings about ``rules`` (rule IDs or misreading IDs; all of them for None).

    >>> [m.id for m in select("golden_ankh", ["GA.place.upper-colour"])]
    ['mis.ga.upper-any-colour', 'mis.ga.upper-colour-all-four']
    """
    every = misreadings(game)
    if rules is None:
        return every
    if isinstance(rules, str):
        rules = [rules]
    wanted = set(rules)
    return [m for m in every if m.rule in wanted or m.id in wanted]


# --------------------------------------------------------------------------- mastery files

MASTERY_FORMAT = "rulekit-mastery"
MASTERY_VERSION = 1
#: Fewer answers than this on a rule: "not yet sure", whatever the answers were.
MIN_TRIES = 3
#: At least this share right on the first try (with MIN_TRIES answers): the rule is mastered.
MASTERED_SHARE = 0.8
#: A progress file longer than this is refused before it is read.
MAX_MASTERY_BYTES = 1_000_000
#: Answers counted on one rule (a learner answering every ten seconds for a school year stays below).
MAX_TRIES = 100_000
#: One answer's time as counted: a question left open over lunch counts as an hour.
MAX_ANSWER_SECONDS = 3600.0
#: A learner's name as kept in the file.
MAX_NAME_CHARS = 200
#: The progress files a class folder holds: ``progress-<name>.json``.
PROGRESS_GLOB = "progress-*.json"
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


def clean_name(name: Any) -> str:
    """A learner's typed name as the file keeps it: no control characters, at most
    :data:`MAX_NAME_CHARS` characters, spaces at the ends taken off.

    >>> clean_name("  민수\\x00\\n ")
    '민수'
    """
    text = unicodedata.normalize("NFC", str(name))
    text = "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cs", "Cf"))
    return text.strip()[:MAX_NAME_CHARS]


def safe_file_stem(name: str) -> str:
    """A file name part made from a typed name that can never leave its folder: letters (Hangul
    too) and digits kept, everything else (``/``, ``..``, ``\\``, ``:``, NUL, spaces) becomes ``_``,
    at most 40 characters; ``"learner"`` when nothing is left.

    >>> safe_file_stem("../../etc/passwd"), safe_file_stem("김 민수"), safe_file_stem("...")
    ('etc_passwd', '김_민수', 'learner')
    """
    text = unicodedata.normalize("NFC", str(name))
    out = "".join(ch if (ch.isalnum() and ch.isprintable()) or ch in "-_" else "_" for ch in text)
    out = "_".join(part for part in out.split("_") if part).strip("-_")[:40].strip("-_")
    return out or "learner"


def progress_path(folder: str | Path, learner: str, number: int = 1) -> Path:
    """The progress file of a learner in a folder: ``progress-<safe name>.json`` (``-2``, ``-3`` ...
    for a second or third learner of the same name).  The name never takes the file out of ``folder``.

    >>> progress_path("class", "민수").as_posix(), progress_path("class", "민수", 2).name
    ('class/progress-민수.json', 'progress-민수-2.json')
    >>> progress_path("class", "../../x").parent.as_posix()
    'class'
    """
    stem = safe_file_stem(learner)
    suffix = "" if number <= 1 else f"-{int(number)}"
    return Path(folder) / f"progress-{stem}{suffix}.json"


def backup_path(path: str | Path) -> Path:
    """Where the last good copy of a progress file is kept: the same name with ``.bak`` added.

    >>> backup_path("class/progress-민수.json").name
    'progress-민수.json.bak'
    """
    path = Path(path)
    return path.with_name(path.name + ".bak")


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

    def to_dict(self) -> dict[str, Any]:
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
        mode = _writable(path)
        old: bytes | None = None
        if mode is not None:
            try:
                old = _read_bounded(path)
                Mastery.from_json(old)
            except PracticeError:
                old = None  # a damaged file is not kept as the good copy: the copy before it stays
        backup = backup_path(path)
        if old is not None and old != data and _may_replace(backup):
            _write_atomic(backup, old, mode)
        _write_atomic(path, data, mode)
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
            return cls.from_json(_read_bounded(path))
        except PracticeError as exc:
            err = _named(path, exc)
            if not backup or exc.field == "missing":
                raise err from None
        copy = backup_path(path)
        try:
            m = cls.from_json(_read_bounded(copy))
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


def _digest(body: Any) -> str:
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


def _named(path: Path, exc: PracticeError) -> PracticeError:
    shown = path.name[-120:]
    if shown in exc.en:
        return exc
    return PracticeError(f"{shown}: {exc.en}", f"{shown}: {exc.ko}", field=exc.field)


_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_READ_FLAGS = (os.O_RDONLY | _NOFOLLOW | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
               | getattr(os, "O_BINARY", 0))


def _kind_refusal(st: os.stat_result) -> PracticeError | None:
    """Why a file of this type is not a progress file (None for a regular file)."""
    if stat.S_ISLNK(st.st_mode):
        return PracticeError("it is a link (links are never read or written, so a progress file cannot "
                             "point elsewhere)",
                             "링크입니다 (진도 파일은 링크를 따라가 읽거나 쓰지 않습니다)", field="type")
    if stat.S_ISDIR(st.st_mode):
        return PracticeError("it is a folder, not a file", "파일이 아니라 폴더입니다", field="type")
    if not stat.S_ISREG(st.st_mode):
        return PracticeError("it is not an ordinary file (a pipe, a device or a socket)",
                             "보통 파일이 아닙니다 (파이프, 장치 또는 소켓)", field="type")
    if st.st_size > MAX_MASTERY_BYTES:
        return PracticeError(f"it is {st.st_size:,} bytes long; a progress file is at most "
                             f"{MAX_MASTERY_BYTES:,} bytes", f"파일 크기가 {st.st_size:,}바이트입니다. 진도 "
                             f"파일은 최대 {MAX_MASTERY_BYTES:,}바이트입니다", field="size")
    return None


def _os_refusal(exc: OSError, en: str, ko: str) -> PracticeError:
    reason = exc.strerror or type(exc).__name__
    if exc.errno == errno.ENOENT:
        return PracticeError(f"{en}: there is no such file or folder", f"{ko}: 그런 파일이나 폴더가 없습니다",
                             field="missing")
    if exc.errno == errno.ENOSPC:
        return PracticeError(f"{en}: the disk is full ({reason})", f"{ko}: 디스크가 가득 찼습니다 ({reason})",
                             field="disk")
    if exc.errno in (errno.EACCES, errno.EPERM):
        return PracticeError(f"{en}: permission denied ({reason})", f"{ko}: 권한이 없습니다 ({reason})",
                             field="permission")
    if exc.errno == errno.ELOOP:
        return PracticeError(f"{en}: it is a link (links are never followed)",
                             f"{ko}: 링크입니다 (링크는 따라가지 않습니다)", field="type")
    return PracticeError(f"{en}: {reason}", f"{ko}: {reason}", field="os")


def _what(path: Path, verb: str) -> tuple[str, str]:
    shown = repr(path.name[-120:])
    if verb == "read":
        return f"cannot read the progress file {shown}", f"진도 파일 {shown} 읽기 실패"
    return f"cannot save the progress file {shown}", f"진도 파일 {shown} 저장 실패"


def _read_bounded(path: Path) -> bytes:
    """The bytes of a regular file of at most :data:`MAX_MASTERY_BYTES`, its type and size checked
    before it is opened and again on the open file; never follows a link, never waits on a pipe."""
    en, ko = _what(path, "read")
    try:
        refusal = _kind_refusal(os.lstat(path))
        if refusal is not None:
            raise PracticeError(f"{en}: {refusal.en}", f"{ko}: {refusal.ko}", field=refusal.field)
        fd = os.open(path, _READ_FLAGS)
        try:
            refusal = _kind_refusal(os.fstat(fd))
            if refusal is not None:
                raise PracticeError(f"{en}: {refusal.en}", f"{ko}: {refusal.ko}", field=refusal.field)
            chunks: list[bytes] = []
            total = 0
            while True:
                chunk = os.read(fd, min(1 << 16, MAX_MASTERY_BYTES + 1 - total))
                if not chunk:
                    break
                chunks.append(chunk)
                total += len(chunk)
                if total > MAX_MASTERY_BYTES:
                    raise PracticeError(f"{en}: the file grew over {MAX_MASTERY_BYTES:,} bytes",
                                        f"{ko}: 파일이 {MAX_MASTERY_BYTES:,}바이트보다 큽니다", field="size")
        finally:
            os.close(fd)
    except OSError as exc:
        raise _os_refusal(exc, en, ko) from None
    except ValueError as exc:  # a NUL in the path
        if isinstance(exc, PracticeError):
            raise
        raise PracticeError(f"{en}: not a usable file name", f"{ko}: 쓸 수 없는 파일 이름입니다",
                            field="name") from None
    return b"".join(chunks)


def _writable(path: Path) -> int | None:
    """Refuse to write at ``path`` unless it is a regular file or nothing; the mode to give the new
    file (the old file's, or None for a new file)."""
    en, ko = _what(path, "save")
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise _os_refusal(exc, en, ko) from None
    except ValueError:
        raise PracticeError(f"{en}: not a usable file name", f"{ko}: 쓸 수 없는 파일 이름입니다",
                            field="name") from None
    if stat.S_ISREG(st.st_mode):
        return stat.S_IMODE(st.st_mode)
    refusal = _kind_refusal(st)
    assert refusal is not None
    raise PracticeError(f"{en}: {refusal.en}; nothing was written", f"{ko}: {refusal.ko}. 아무것도 쓰지 "
                        f"않았습니다", field=refusal.field)


def _may_replace(path: Path) -> bool:
    """Whether a new file may take ``path``'s place: nothing or a regular file is there, or a link
    (``os.replace`` puts the file in the link's place; the link's target is never touched)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return True
    except (OSError, ValueError):
        return False
    return stat.S_ISREG(mode) or stat.S_ISLNK(mode)


def _default_mode() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


def _write_atomic(path: Path, data: bytes, mode: int | None) -> None:
    """Write ``data`` to a new file beside ``path``, flush it to the disk, then put it in ``path``'s
    place in one step; on any failure the new file is removed and ``path`` is as it was."""
    en, ko = _what(path, "save")
    fd = -1
    tmp = ""
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name[:32]}.", suffix=".tmp", dir=path.parent)
        if hasattr(os, "fchmod"):
            os.fchmod(fd, _default_mode() if mode is None else mode)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
        os.close(fd)
        fd = -1
        os.replace(tmp, path)
        tmp = ""
    except OSError as exc:
        raise _os_refusal(exc, en, ko) from None
    except ValueError:
        raise PracticeError(f"{en}: not a usable file name", f"{ko}: 쓸 수 없는 파일 이름입니다",
                            field="name") from None
    finally:
        if fd >= 0:
            with contextlib.suppress(OSError):
                os.close(fd)
        if tmp:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Ask the disk to keep the new name too (best effort: not every system can)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except (OSError, ValueError):
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        with contextlib.suppress(OSError):
            os.close(fd)


def simulated_learner(game: str, name: str, holds: Iterable[str] = (), answers: int = 24,
                      seed: int = 0) -> Mastery:
    """A learner who holds the misreadings ``holds`` (IDs) and is right about everything else.

    For trying out the class report: each question is answered the way its misreading says when
    the learner holds it, and rightly otherwise.

    >>> m = simulated_learner("golden_ankh", "B", holds=["mis.ga.diagonal-adjacent"], answers=48)
    >>> m.of("golden_ankh")["GA.place.adjacent"].status
    'learning'
    """
    held = set(holds)
    m = Mastery(name)
    for q in itertools.islice(questions(game, seed=seed), answers):
        guess = q.misread_answer if q.misreading.id in held else q.answer
        m.record(game, q.rule, q.is_right(guess), seconds=5.0)
    return m


# --------------------------------------------------------------------------- the class


@dataclass
class ClassFile:
    """One file of a class folder: the learner's progress, or why the file could not be read.

    ``label`` is how the class view names the row: the learner's name, with the file name beside
    it when two files hold the same name (``"민수 (progress-민수-2.json)"``); the file name for a
    file that could not be read.
    """

    path: Path | None
    mastery: Mastery | None = None
    error: PracticeError | None = None
    label: str = ""

    @property
    def ok(self) -> bool:
        return self.mastery is not None

    @property
    def file_name(self) -> str:
        return self.path.name if self.path is not None else ""


def class_files(files: Iterable[str | Path | Mastery] | str | Path) -> list[ClassFile]:
    """Read a class's progress files (a folder, read for ``progress-*.json``, or a list of files or
    :class:`Mastery` objects), one :class:`ClassFile` each, in order: a file that cannot be read is
    kept with its reason, never stopping the others.  Learners are kept apart by file, so two
    learners of the same name are two entries, labelled with their file names.

    >>> a, b = Mastery("민수"), Mastery("민수")
    >>> [f.label for f in class_files([a, b])]
    ['민수 (1)', '민수 (2)']
    """
    if isinstance(files, (str, Path)):
        folder = Path(files)
        try:
            listed = sorted(folder.glob(PROGRESS_GLOB))
        except OSError as exc:
            raise _os_refusal(exc, f"cannot list the class folder {str(folder)!r}",
                              f"학급 폴더 {str(folder)!r} 목록을 읽을 수 없습니다") from None
        if not listed and not folder.is_dir():
            raise PracticeError(f"the class folder {str(folder)!r} does not exist or is not a folder",
                                f"학급 폴더가 없거나 폴더가 아닙니다: {str(folder)!r}", field="missing")
        files = listed
    out: list[ClassFile] = []
    seen: set[str] = set()
    for f in files:
        if isinstance(f, Mastery):
            out.append(ClassFile(None, f))
            continue
        path = Path(f)
        key = os.path.abspath(path)
        if key in seen:
            continue
        seen.add(key)
        try:
            out.append(ClassFile(path, Mastery.load(path)))
        except PracticeError as exc:
            out.append(ClassFile(path, error=exc, label=path.name))
    names = Counter(cf.mastery.learner for cf in out if cf.mastery is not None)
    unnamed = 0
    number: Counter[str] = Counter()
    for cf in out:
        if cf.mastery is None:
            continue
        name = cf.mastery.learner
        if not name:
            unnamed += 1
            name = i18n.pick("(no name)", "(이름 없음)")
        if names[cf.mastery.learner] > 1 or not cf.mastery.learner:
            number[name] += 1
            cf.label = f"{name} ({cf.file_name or number[name]})"
        else:
            cf.label = name
    return out


def class_table(files: Iterable[str | Path | Mastery] | str | Path, game: str) -> list[dict[str, Any]]:
    """One row per learner and rule of ``game``: tries, first-try correct, status; and one row per
    file that could not be read, with ``status`` ``"unreadable"`` and the reason in ``error``.

    ``files`` is a class folder (read for ``progress-*.json``) or a list of files.  ``learner`` is
    the row's label (:class:`ClassFile`), ``name`` the learner's name, ``file`` the file name.

    >>> rows = class_table([Mastery("A")], "golden_ankh")
    >>> rows
    []
    """
    rows = []
    for cf in class_files(files):
        if cf.mastery is None:
            assert cf.error is not None
            rows.append({"learner": cf.label, "name": "", "file": cf.file_name, "rule": None, "tries": 0,
                         "first_try_correct": 0, "status": "unreadable", "error": cf.error.message()})
            continue
        for rule, rec in sorted(cf.mastery.of(game).items()):
            rows.append({"learner": cf.label, "name": cf.mastery.learner, "file": cf.file_name, "rule": rule,
                         "tries": rec.tries, "first_try_correct": rec.first_try_correct,
                         "status": rec.status})
    return rows


__all__ = ["Misreading", "Question", "Mastery", "RuleRecord", "PracticeError", "misreadings", "select",
           "questions", "question_for", "score_question_for", "legal_without", "is_legal", "class_table",
           "class_files", "ClassFile", "games_with_practice", "simulated_learner", "progress_path",
           "backup_path", "safe_file_stem", "clean_name", "MIN_TRIES", "MASTERED_SHARE", "MAX_TRIES"]
