"""The toy game's state and its rules: every check cites a rule ID of ``data/rules.json``.

A turn is one ``take``: the player to move takes 1 to ``max_take`` stones (``TOY.take.range``), never
more than the pile holds (``TOY.take.pile``); whoever takes the last stone scores 10 (``TOY.end.last``).

>>> from rulekit_toy import new_game
>>> s = new_game(players=2, seed=1)
>>> s.pile, s.legal_actions()
(12, [Take(n=1), Take(n=2), Take(n=3)])
>>> [(c.rule, c.passed) for c in s.explain("take 4")]
[('TOY.take', True), ('TOY.take.range', False)]
"""
from __future__ import annotations

from rulekit.core import GameState, Reader, Referee, Score
from rulekit.rng import Rng

from .actions import Take, parse_action
from .validate import validate

#: The points for taking the last stone (TOY.end.last).
LAST_POINTS = 10


class ToyState(GameState):
    """A pile of stones, the stones each player took, and who took last."""

    GAME = "toy"
    VERSION = 1
    parse_action = staticmethod(parse_action)

    def __init__(self, num_players: int, pile: int, max_take: int, seed: int, rng: Rng) -> None:
        self.num_players = num_players
        self.pile = pile
        self.max_take = max_take
        self.seed = seed
        self.rng = rng
        self.current_player = 0
        self.turn = 0
        self.taken = [0] * num_players
        self.last_taker: int | None = None

    @property
    def is_over(self) -> bool:
        return self.pile == 0

    def _copy(self) -> ToyState:
        new = object.__new__(ToyState)
        new.__dict__.update(self.__dict__)
        new.taken = list(self.taken)
        new.rng = self.rng.copy()
        return new

    def _legal_actions(self) -> list[Take]:
        return [Take(n) for n in range(1, min(self.max_take, self.pile) + 1)]

    def _check(self, action: Take, ref: Referee) -> None:
        ref.require(isinstance(action, Take), "TOY.take",
                    "only 'take N' is an action here", "'take N'만 할 수 있습니다")
        ref.require(1 <= action.n <= self.max_take, "TOY.take.range",
                    f"take 1 to {self.max_take} stones", f"돌은 1개에서 {self.max_take}개까지 가져갑니다")
        ref.require(action.n <= self.pile, "TOY.take.pile",
                    f"only {self.pile} stones are left", f"돌이 {self.pile}개만 남았습니다")

    def _perform(self, action: Take) -> None:
        self.pile -= action.n
        self.taken[self.current_player] += action.n
        self.last_taker = self.current_player
        self.turn += 1
        self.current_player = (self.current_player + 1) % self.num_players

    def score(self) -> dict[int, Score]:
        """``stones`` taken and ``last``: 10 for the player who took the last stone (TOY.end.last)."""
        won = self.last_taker if self.is_over else None
        return {p: Score.of({"stones": self.taken[p], "last": LAST_POINTS * (p == won)})
                for p in range(self.num_players)}

    def winners(self) -> list[int]:
        return [self.last_taker] if self.is_over and self.last_taker is not None else []

    def to_dict(self) -> dict:
        return {"players": self.num_players, "pile": self.pile, "max_take": self.max_take, "seed": self.seed,
                "rng": self.rng.state, "current": self.current_player, "turn": self.turn,
                "taken": self.taken, "last": self.last_taker}

    @classmethod
    def from_dict(cls, data: dict) -> ToyState:
        r = Reader(data)
        s = cls(r.int("players", 2, 4), r.int("pile", 0), r.int("max_take", 1), r.int("seed"),
                Rng(state=r.int("rng", 0)))
        s.current_player = r.int("current", 0, s.num_players - 1)
        s.turn = r.int("turn", 0)
        s.taken = r.list("taken", s.num_players)
        s.last_taker = data.get("last")
        return s

    def validate(self) -> None:
        """The invariants of a reachable position (:func:`rulekit_toy.validate.validate`)."""
        validate(self)
