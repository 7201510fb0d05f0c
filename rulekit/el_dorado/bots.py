"""Simple players for simulations and lessons: a random player and a greedy racer.

Bots only see ``state.view(player)`` (ED.gap.hidden-info) and choose among
``legal_actions()``; chance comes from an :class:`~rulekit.rng.Rng` they are given.

>>> from rulekit import el_dorado as ed
>>> from rulekit.rng import Rng
>>> s = ed.new_game(players=2, seed=3, max_rounds=60)
>>> bot = GreedyBot(Rng(1))
>>> while not s.is_over:
...     s = s.apply(bot.choose(s))
>>> s.is_over
True
"""
from __future__ import annotations

from collections import deque
from functools import cache
from typing import Any

from ..rng import Rng
from .actions import Buy, Discard, Done, Draw, End, Go, Move, Pay, Spend, Stop, Trash, Use
from .components import CARDS, ELDORADO, TERRAIN, course


@cache
def distances(course_id: int) -> dict[str, int]:
    """Steps from every space to the nearest arrival space (mountains avoided, requirements ignored)."""
    c = course(course_id)
    dist = {h: 0 for h in c.end}
    queue = deque(c.end)
    while queue:
        h = queue.popleft()
        for n, _ in c.neighbours[h]:
            if n not in dist and (TERRAIN[c.terrain[n]].passable or n in c.start):
                dist[n] = dist[h] + 1
                queue.append(n)
    return dist


class RandomBot:
    """Chooses uniformly among the legal actions."""

    def __init__(self, rng: Rng | None = None) -> None:
        self.rng = rng or Rng(0)

    def choose(self, state: Any) -> Any:
        return self.rng.choice(state.legal_actions())


class GreedyBot:
    """Races to El Dorado: moves closer with the weakest card that does, then buys the dearest card it can."""

    def __init__(self, rng: Rng | None = None) -> None:
        self.rng = rng or Rng(0)

    def choose(self, state: Any) -> Any:
        s = state.view(state.current_player)
        actions = s.legal_actions()
        dist = distances(s.course_id)
        p = s.current_player
        here = [dist.get(h, 0) if h != ELDORADO else -1 for h in s.pieces[p]]

        def gain(a: Any) -> int:
            if isinstance(a, Go):
                piece = s.active[3]
            elif isinstance(a, (Move, Pay)):
                piece = a.piece
            else:
                return 0
            if a.place.startswith("b"):
                return 1 if here[piece] >= 0 else 0
            return here[piece] - dist.get(a.place, 99)

        def cost(a: Any) -> int:
            if isinstance(a, Go):
                return 0
            if isinstance(a, Pay):
                camp = a.place in s.course.terrain and TERRAIN[s.course.terrain[a.place]].kind == "basecamp"
                return 3 * len(a.cards) + (5 if camp else 0)
            return CARDS[a.card].power + (4 if a.card == "Na" else 0)

        moves = [a for a in actions if isinstance(a, (Move, Go, Pay)) and gain(a) > 0]
        if moves:
            best = min(moves, key=lambda a: (-gain(a), cost(a), str(a)))
            return best
        for kind in (Trash,):
            opts = [a for a in actions if isinstance(a, kind) and a.card in ("Ex", "Tr", "Sa")]
            if opts:
                return opts[0]
        if any(isinstance(a, Done) for a in actions):
            return next(a for a in actions if isinstance(a, Done))
        if any(isinstance(a, Stop) for a in actions) and s.active is not None:
            return next(a for a in actions if isinstance(a, Stop))
        uses = [a for a in actions if isinstance(a, Use) and a.card in ("Cg", "Co", "Si", "TL")]
        if uses:
            return uses[0]
        buys = [a for a in actions if isinstance(a, Buy)]
        spends = [a for a in actions if isinstance(a, Spend) and (a.coin or not CARDS[a.card].is_joker)]
        if spends and s.bought is None:
            return max(spends, key=lambda a: (CARDS[a.card].symbol == "coin", str(a)))
        if buys:
            return max(buys, key=lambda a: (CARDS[a.card].price, str(a)))
        transmit = [a for a in actions if isinstance(a, Use) and a.card == "Tm"]
        if transmit:
            return max(transmit, key=lambda a: (CARDS[a.take].price, str(a)))
        for kind in (End, Draw):
            for a in actions:
                if isinstance(a, kind):
                    return a
        discards = [a for a in actions if isinstance(a, Discard)]
        return discards[0] if discards else self.rng.choice(actions)
