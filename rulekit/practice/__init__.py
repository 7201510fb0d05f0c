"""Practice: legal-or-not and score questions made where a common misreading and the rule disagree.

A **misreading** is a wrong belief about one rule that teachers meet again and again ("tiles that
touch at a corner are adjacent").  Each game lists its misreadings as data
(``rulekit/data/<game>/misreadings.json``: the belief and the rulebook sentence that settles it, in
Korean and English) and gives each one an evaluable form in ``rulekit/practice/<game>.py``:

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

Progress is kept per learner and rule in a small JSON file (:class:`Mastery`), checked like a save
file when it is read.
"""
from __future__ import annotations

import hashlib
import importlib
import itertools
import json
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import i18n, registry
from ..checks import load_json
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


def _data_path(game: str) -> Path:
    return Path(__file__).resolve().parents[1] / "data" / game / "misreadings.json"


def misreadings(game: str) -> list[Misreading]:
    """Every misreading of ``game``: the texts from its data file, the judging from its module.

    >>> [m.rule for m in misreadings("golden_ankh")][:2]
    ['GA.place.adjacent', 'GA.place.upper-colour']
    """
    registry.load(game)  # an unknown game: an OptionError naming the games the kit has
    try:
        module = importlib.import_module(f"{__name__}.{game}")
    except ModuleNotFoundError:
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
                                f"{game}의 오해 {mid!r}를 판정할 방법이 없습니다")
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
    return [g for g in registry.GAMES if _data_path(g).exists()]


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
MAX_MASTERY_BYTES = 1_000_000


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


class Mastery:
    """What one learner has mastered, per game and rule ID; saved as a small checked JSON file.

    >>> m = Mastery("지민")
    >>> m.record("golden_ankh", "GA.place.adjacent", correct=True, seconds=4.2)
    >>> m.of("golden_ankh")["GA.place.adjacent"].tries
    1
    >>> Mastery.from_json(m.to_json()).of("golden_ankh") == m.of("golden_ankh")
    True
    """

    def __init__(self, learner: str = "") -> None:
        self.learner = learner
        self.games: dict[str, dict[str, RuleRecord]] = {}

    def record(self, game: str, rule: str, correct: bool, seconds: float = 0.0) -> None:
        """Count one answer (the learner's first to a question) on ``rule``."""
        rec = self.games.setdefault(game, {}).setdefault(rule, RuleRecord())
        rec.tries += 1
        rec.first_try_correct += bool(correct)
        rec.seconds += max(0.0, float(seconds))

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
                          for g, rules in sorted(self.games.items())}}

    def to_json(self) -> str:
        """The file's text: format, version, checksum and the records."""
        body = self.to_dict()
        digest = hashlib.sha256(json.dumps(body, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
        return json.dumps({"format": MASTERY_FORMAT, "version": MASTERY_VERSION, "sha256": digest,
                           "mastery": body}, ensure_ascii=False, indent=1)

    def save(self, path: str | Path) -> None:
        """Write the file (UTF-8)."""
        Path(path).write_text(self.to_json(), encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> Mastery:
        """Read a mastery file; a missing, corrupt or hand-edited one raises :class:`PracticeError`."""
        try:
            text = Path(path).read_bytes()
        except OSError as exc:
            raise PracticeError(f"cannot read the progress file {str(path)!r}: {exc.strerror}",
                                f"진도 파일 {str(path)!r}을(를) 읽을 수 없습니다: {exc.strerror}") from None
        return cls.from_json(text)

    @classmethod
    def from_json(cls, text: str | bytes) -> Mastery:
        """Read a mastery file's text, checking everything before anything is kept."""
        if isinstance(text, bytes):
            if len(text) > MAX_MASTERY_BYTES:
                raise _bad("the file is too large", "파일이 너무 큽니다")
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError:
                raise _bad("the file is not UTF-8 text", "UTF-8 텍스트 파일이 아닙니다") from None
        if not isinstance(text, str) or len(text) > MAX_MASTERY_BYTES:
            raise _bad("the file is too large or not text", "파일이 너무 크거나 텍스트가 아닙니다")
        try:
            data = load_json(text, PracticeError, ("progress file", "진도 파일"), MAX_MASTERY_BYTES)
        except PracticeError:
            raise
        except ValueError:
            raise _bad("the file is not valid JSON (truncated or corrupt?)",
                       "올바른 JSON이 아닙니다 (잘렸거나 손상되었나요?)") from None
        if not isinstance(data, dict) or data.get("format") != MASTERY_FORMAT:
            raise _bad("this is not a rulekit progress file", "rulekit 진도 파일이 아닙니다")
        if data.get("version") != MASTERY_VERSION:
            raise _bad(f"version {data.get('version')!r} is not one this kit reads ({MASTERY_VERSION})",
                       f"이 도구가 읽지 못하는 버전입니다: {data.get('version')!r} "
                       f"(읽을 수 있는 버전: {MASTERY_VERSION})")
        body = data.get("mastery")
        digest = hashlib.sha256(json.dumps(body, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
        if digest != data.get("sha256"):
            raise _bad("the checksum does not match: the file was changed by hand or is corrupt",
                       "검사값이 맞지 않습니다: 파일을 손으로 고쳤거나 손상되었습니다")
        return cls._from_body(body)

    @classmethod
    def _from_body(cls, body: Any) -> Mastery:
        if not isinstance(body, dict) or not isinstance(body.get("learner"), str) \
                or not isinstance(body.get("games"), dict):
            raise _bad("the 'mastery' part must hold a learner name and games",
                       "학습자 이름과 게임 기록이 없습니다")
        m = cls(body["learner"][:200])
        for game, rules in body["games"].items():
            if game not in registry.GAMES or not isinstance(rules, dict):
                raise _bad(f"unknown game {game!r}", f"알 수 없는 게임 {game!r}")
            for rule, rec in rules.items():
                if not isinstance(rule, str) or not isinstance(rec, dict):
                    raise _bad(f"{game}: a bad record for {rule!r}",
                               f"{game}: {rule!r}의 기록이 잘못되었습니다")
                tries, right, secs = rec.get("tries"), rec.get("first_try_correct"), rec.get("seconds", 0)
                ints_ok = all(isinstance(v, int) and not isinstance(v, bool) for v in (tries, right))
                secs_ok = isinstance(secs, (int, float)) and not isinstance(secs, bool) and 0 <= secs <= 10**9
                if not ints_ok or not secs_ok or not 0 <= right <= tries <= 10**6:
                    raise _bad(f"{game} {rule}: tries, first-try correct and seconds must be counts "
                               f"with first-try correct <= tries",
                               f"{game} {rule}: 시도 수, 첫 시도 정답 수, 시간은 0 이상의 수여야 하고 "
                               f"첫 시도 정답 수는 시도 수보다 클 수 없습니다")
                m.games.setdefault(game, {})[rule] = RuleRecord(tries, right, float(secs))
        return m


def _bad(en: str, ko: str) -> PracticeError:
    return PracticeError(f"progress file refused: {en}", f"진도 파일을 읽을 수 없습니다: {ko}")


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


def class_table(files: Iterable[str | Path | Mastery], game: str) -> list[dict[str, Any]]:
    """One row per learner and rule of ``game``: tries, first-try correct, status.

    A file that cannot be read raises :class:`PracticeError` naming it.
    """
    rows = []
    for f in files:
        m = f if isinstance(f, Mastery) else Mastery.load(f)
        for rule, rec in sorted(m.of(game).items()):
            rows.append({"learner": m.learner, "rule": rule, "tries": rec.tries,
                         "first_try_correct": rec.first_try_correct, "status": rec.status})
    return rows


__all__ = ["Misreading", "Question", "Mastery", "RuleRecord", "PracticeError", "misreadings", "select",
           "questions", "question_for", "score_question_for", "legal_without", "is_legal", "class_table",
           "games_with_practice", "simulated_learner", "MIN_TRIES", "MASTERED_SHARE"]
