"""Bonus markers (보너스 마커), scoring (점수 계산) and the winner (승자 결정).

Pure functions of a layout, so a lone layout can be scored (``score_layout``) and a game's
score is the same function applied to each player.

>>> from rulekit.golden_ankh.layout import layout_from_text
>>> lay = layout_from_text("W2 . GS BS . / G2 GJ GD GP . / . RD RJ WJ WJ ^ . . . . / . R2 . .")
>>> s = score_layout(lay)
>>> s.total, s.parts
(24, {'colour': 10, 'animals': 5, 'numbers': 6, 'bonus': 3, 'tokens': 0})
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rulekit.core import Score

from .adjacency import Cell, groups
from .components import Tile

BONUS_SIZE = 5  # GA.bonus.colour-five, GA.bonus.animal-five
PARTS = ("colour", "animals", "numbers", "bonus", "tokens")


def bonus_entitlement(ground: Mapping[Cell, Tile], upper: Mapping[Cell, Tile]) -> dict[str, int]:
    """Qualifying groups per colour and per animal: ``{"colour:red": 1, "animal:jackal": 1}``.

    One marker per connected group of at least 5 tiles sharing a colour (``GA.bonus.colour-five``)
    or an animal (``GA.bonus.animal-five``), counted on the full adjacency graph with upper-layer
    tiles (``GA.gap.bonus-groups``).
    """
    out: dict[str, int] = {}
    for prefix, key in (("colour", _colour), ("animal", _animal)):
        for value, nodes in groups(ground, upper, key):
            if len(nodes) >= BONUS_SIZE:
                k = f"{prefix}:{value}"
                out[k] = out.get(k, 0) + 1
    return out


def _colour(t: Tile) -> str:
    return t.colour


def _animal(t: Tile) -> str | None:
    return t.animal


def grouped_count(ground: Mapping[Cell, Tile], upper: Mapping[Cell, Tile], key) -> int:
    """Tiles that touch at least one tile with the same ``key`` (i.e. in a group of 2 or more)."""
    return sum(len(nodes) for _, nodes in groups(ground, upper, key) if len(nodes) >= 2)


def score_parts(
    ground: Mapping[Cell, Tile], upper: Mapping[Cell, Tile], bonus_values: Sequence[int], tokens: int
) -> dict[str, int]:
    """The score by the rulebook's categories.

    * ``colour`` — 1 per tile with a same-colour neighbour (``GA.score.colour-groups``);
    * ``animals`` — 1 per animal tile with a same-animal neighbour (``GA.score.animal-groups``);
    * ``numbers`` — the numbers printed on 2-point tiles, covered ones included
      (``GA.score.numbers``, ``GA.gap.covered-scoring``);
    * ``bonus`` — the numbers on bonus markers held (``GA.score.numbers``);
    * ``tokens`` — 1 per 3 tokens left, of any kind (``GA.score.tokens``, ``GA.gap.leftover-count``).

    Their sum is the score (``GA.score.total``).
    """
    numbers = sum(t.number for t in ground.values()) + sum(t.number for t in upper.values())
    return {
        "colour": grouped_count(ground, upper, _colour),
        "animals": grouped_count(ground, upper, _animal),
        "numbers": numbers,
        "bonus": sum(bonus_values),
        "tokens": tokens // 3,
    }


def score_layout(layout, tokens: int = 0, bonus: Sequence[int] | None = None, marker_value: int = 3) -> Score:
    """Score a lone layout (a :class:`~rulekit.golden_ankh.layout.Layout` or its text).

    Without ``bonus`` the player is taken to hold one marker worth ``marker_value`` per
    qualifying group.  ``tokens`` is the number of leftover tokens.

    >>> score_layout("RJ RJ / GJ .").parts["animals"]
    3
    """
    if isinstance(layout, str):
        from .layout import layout_from_text

        layout = layout_from_text(layout)
    if bonus is None:
        bonus = [marker_value] * sum(bonus_entitlement(layout.ground, layout.upper).values())
    return Score.of(score_parts(layout.ground, layout.upper, bonus, tokens))


def rank(totals: Mapping[int, int], tiles: Mapping[int, int], tokens: Mapping[int, int]) -> list[int]:
    """The winners: highest score (``GA.win.highest``), then fewer tiles placed
    (``GA.win.fewer-tiles``), then fewer tokens left (``GA.win.fewer-tokens``); a tie after
    that shares the victory (``GA.win.shared``).

    >>> rank({0: 24, 1: 24}, {0: 12, 1: 13}, {0: 0, 1: 0})
    [0]
    """
    if not totals:
        return []
    best = min((-totals[p], tiles[p], tokens[p]) for p in totals)
    return sorted(p for p in totals if (-totals[p], tiles[p], tokens[p]) == best)
