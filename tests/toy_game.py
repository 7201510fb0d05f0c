"""A tiny game on the common contract, used to test the core, the widgets and the lab.

Take-away: a pile of stones (its size drawn from the seed); players in turn take
1 to 3 stones; whoever takes the last stone wins.  It is also the smallest
example of how a game plugs into the kit (see README, "Adding a game").
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from typing import ClassVar

from rulekit.core import Action, GameState, IllegalActionText, Reader, Referee, SaveError, Score, load_state
from rulekit.rng import Rng, fresh_seed

NAME = "toy"
TITLE = {"en": "Take-away", "ko": "돌 가져가기"}
PLAYERS = range(2, 5)
OPTIONS = {"max_take": (3, "most stones one turn may take")}


@dataclass(frozen=True)
class Take(Action):
    kind: ClassVar[str] = "take"
    n: int

    def __str__(self) -> str:
        return f"take {self.n}"

    def targets(self) -> tuple:
        return (self.n,)


def parse_action(text: str) -> Take:
    m = re.fullmatch(r"\s*take\s+(\d+)\s*", text)
    if not m:
        raise IllegalActionText(f"not a take-away action: {text!r} (write e.g. 'take 2')")
    return Take(int(m.group(1)))


class ToyState(GameState):
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
        won = self.last_taker if self.is_over else None
        return {p: Score.of({"stones": self.taken[p], "last": 10 * (p == won)})
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
        if any(not isinstance(t, int) or t < 0 for t in self.taken):
            raise SaveError("state.taken must hold counts")


STATE_CLASS = ToyState


def new_game(players: int = 2, seed: int | None = None, max_take: int = 3) -> ToyState:
    seed = fresh_seed() if seed is None else seed
    rng = Rng(seed)
    return ToyState(players, 10 + rng.randrange(11), max_take, seed, rng)


def score(state: ToyState) -> dict[int, Score]:
    return state.score()


def from_json(text: str) -> ToyState:
    return load_state(text, ToyState)  # type: ignore[return-value]


module = sys.modules[__name__]
