"""Final tallies: who wins a race game at its end, by the rulebook's order of comparisons.

El Dorado and Elfengold have no points to add up: the winner is the player who reached El Dorado,
or who visited the most towns, and ties are broken by what the rulebook names (blockades
collected, gold).  A :class:`Tally` holds, for every player, each value compared in that order,
with the rule ID behind it, and the winners with the rule that decided them, in English and Korean.
Each game builds its own (``rulekit.el_dorado.tally``, ``rulekit.elfengold.tally``); widgets show it.

>>> t = Tally("toy", (Column("towns", "T.end.most", "towns visited", "방문한 도시"),),
...           {0: {"towns": 3}, 1: {"towns": 5}}, [1], "T.end.most",
...           "P2 has visited the most towns", "P2가 가장 많은 도시를 방문했습니다")
>>> t.winners, t.value(1, "towns"), t.reason("ko")
([1], 5, 'P2가 가장 많은 도시를 방문했습니다')
>>> t.ranking()
[1, 0]
"""
from __future__ import annotations

from dataclasses import dataclass, field

from . import i18n


@dataclass(frozen=True)
class Column:
    """One value compared at the end: its key, the rule behind it, its name in English and Korean.

    ``kind`` is ``"int"`` for a count or ``"bool"`` for yes/no (reached El Dorado or not).
    """

    key: str
    rule: str
    en: str
    ko: str
    kind: str = "int"

    def name(self, lang: str | None = None) -> str:
        """The column's name in the current (or given) language."""
        return i18n.pick(self.en, self.ko, lang)


@dataclass(frozen=True)
class Tally:
    """The end of a game as the rulebook decides it (see the module docstring).

    ``values[player][key]`` are compared column by column, in the columns' order (the first decides,
    the next breaks ties …); ``winners`` are the players ahead of everyone (several: a shared win,
    none: nobody can win yet); ``decided_by`` is the rule that set them apart and ``reason_en`` /
    ``reason_ko`` say it in words.  ``over`` tells whether the game has ended by its rules; a tally of
    a position before the end says who would win if it ended there.
    """

    game: str
    columns: tuple[Column, ...]
    values: dict[int, dict[str, int]]
    winners: list[int]
    decided_by: str
    reason_en: str
    reason_ko: str
    over: bool = True
    eligible: frozenset[int] | None = field(default=None)

    def value(self, player: int, key: str) -> int:
        """The value of ``key`` for ``player``."""
        return self.values[player][key]

    def key_of(self, player: int) -> tuple[int, ...]:
        """The values of ``player`` in comparison order (a larger tuple is ahead)."""
        return tuple(int(self.values[player][c.key]) for c in self.columns)

    def ranking(self) -> list[int]:
        """Players from first to last (a player who cannot win comes after those who can; ties by seat)."""
        can = self.eligible if self.eligible is not None else frozenset(self.values)
        return sorted(self.values, key=lambda p: (p not in can, tuple(-v for v in self.key_of(p)), p))

    def reason(self, lang: str | None = None) -> str:
        """Why the winners win (or why nobody does yet), in the current (or given) language."""
        return i18n.pick(self.reason_en, self.reason_ko, lang)
