"""The question generator: seeded games and built positions searched for the actions (or scores)
that the real rule and a misreading judge differently.

>>> q = next(questions("golden_ankh", rules=["GA.place.adjacent"], seed=1))
>>> q.kind, q.answer, q.misread_answer
('legal', False, True)
"""
from __future__ import annotations

import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .. import registry
from ..core import Check, OptionError, explain
from ..rng import Rng
from .catalogue import Misreading, is_legal, select

if TYPE_CHECKING:
    from ..core import Action, GameState


@dataclass
class Question:
    """One practice question: a position and an action (legal or not?), or a player (how many points?).

    ``answer`` is the engine's (True/False, or the points); ``misread_answer`` what the
    misreading would say; ``checks`` the engine's explanation of the action (every check it
    passes, and the first it fails); ``evidence`` the board places that decide it.
    """

    kind: str  # "legal" or "score"
    game: str
    misreading: Misreading[GameState]
    state: GameState
    action: Action | None = None
    player: int | None = None
    answer: bool | int | None = None
    misread_answer: bool | int | None = None
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

    def is_right(self, guess: bool | int | float | str | None) -> bool:
        """Whether ``guess`` (True/False, or a number of points) is the engine's answer."""
        if self.kind == "score":
            if guess is None:       # no number given
                return False
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


def question_for(m: Misreading[GameState], state: GameState, action: Action | str) -> Question | None:
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


def score_question_for(m: Misreading[GameState], state: GameState, player: int) -> Question | None:
    """A score question if ``player``'s points counted the misread way differ from the rulebook's."""
    if m.score is None:
        return None
    real = state.score()[player]
    misread = m.score(state, player)
    if misread == real.total:
        return None
    return Question("score", m.game, m, state, player=player, answer=real.total, misread_answer=misread,
                    parts=dict(real.parts))


def _played_positions(game: str, seed: int, per_game: int = 6, max_steps: int = 300) -> Iterator[GameState]:
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


def _stream(chosen: list[Misreading[GameState]], seed: int, kinds: Sequence[str],
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


def _sources(m: Misreading[GameState], seed: int) -> Iterator[GameState]:
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


def _next_question(m: Misreading[GameState], positions: Iterator[GameState], seen: set[tuple],
                   kinds: Sequence[str], max_positions: int) -> Question | None:
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
