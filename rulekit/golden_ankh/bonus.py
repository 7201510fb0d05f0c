"""Bonus markers (rulebook: 보너스 마커, §3.7): taken when a group of five forms, given back when a move
breaks it up.

A marker belongs to the group of tiles that earned it (``GA.gap.bonus-groups``).  The state keeps, beside
each marker in ``bonus[p]`` (``(group key, value)``), the lowest tile id of its group in
``bonus_tiles[p]``, so that after a move the kit knows which group held which marker:

* a placement never gives a marker back: groups only grow or join, and a joined group keeps the
  markers of all its parts (two groups of five joined by a purchase keep both markers);
* a move gives a marker back only when the group that held it no longer has five connected tiles for
  each marker it holds (``GA.bonus.return-on-move``): the markers of the group the tile left go to
  the pieces of that group, largest piece first, each piece holding one marker per five tiles;
* after either, a qualifying group (5 or more tiles sharing a colour, or an animal) that holds no
  marker takes one from the pool, if any is left (``GA.bonus.colour-five``, ``GA.bonus.animal-five``,
  ``GA.gap.bonus-supply``).

>>> from rulekit import golden_ankh as ga
>>> s = ga.setup(2, layouts={0: "GJ GS GF GD GP"})
>>> s.bonus[0], s.bonus_tiles[0] == (min(s.ground[0].values()),)
((('colour:green', 3),), True)
"""

from __future__ import annotations

from collections.abc import Mapping

from rulekit.core import InvalidState

from ..i18n import josa
from ..rng import Rng
from .adjacency import Cell
from .components import Components, Tile
from .fields import StateFields, with_seat
from .scoring import BONUS_SIZE, five_of_a_kind, groups_of_five, layout_groups, links
from .speed import remember_unless_drawn

Groups = dict[str, list[frozenset[int]]]


def qualifying_groups(ground: Mapping[Cell, Tile], upper: Mapping[Cell, Tile]) -> Groups:
    """The groups of 5 or more tiles sharing a colour, or an animal, as sets of tile ids, by group key.

    >>> from rulekit.golden_ankh.components import default_components
    >>> from rulekit.golden_ankh.layout import layout_from_text
    >>> comp = default_components()
    >>> tiles = [t for t in comp.tiles if t.colour == "green"][:5]
    >>> groups = qualifying_groups({(0, c): t for c, t in enumerate(tiles)}, {})
    >>> list(groups), len(groups["colour:green"][0])
    (['colour:green'], 5)
    """
    return groups_of_five(ground, upper, *links(ground, upper))


def capacity(group: frozenset[int]) -> int:
    """How many markers a group can hold: one for each five of its tiles."""
    return len(group) // BONUS_SIZE


def settle_markers(groups: Groups, before: Groups | None, moved: int | None,
                   bonus: tuple[tuple[str, int], ...], anchors: tuple[int, ...], pool: tuple[int, ...],
                   rng: Rng) -> tuple[tuple[tuple[str, int], ...], tuple[int, ...], tuple[int, ...]]:
    """A player's markers ``(bonus, anchors, pool)`` once a placement, or the move of tile ``moved``,
    has made the qualifying ``groups`` (``before``: the groups before the move, needed only when the
    player holds markers); ``anchors`` are the lowest tile of each marker's group
    (``GA.gap.bonus-groups``).  A marker taken from a pool of several values is drawn with ``rng``.

    >>> settle_markers({"colour:green": [frozenset({1, 2, 3, 4, 5})]}, None, None, (), (), (3, 3), Rng(0))
    ((('colour:green', 3),), (1,), (3,))
    """
    held = list(zip(bonus, anchors, strict=True))
    left_over: list[int] = list(pool)  # the markers still to take
    kept: dict[int, int] = {}  # index in ``held`` -> the marker's new tile (its group's lowest id)
    taken: list[tuple[tuple[str, int], int]] = []
    for key in sorted(set(groups) | {k for (k, _), _ in held}):
        new = groups.get(key, [])
        home: list[list[int]] = [[] for _ in new]  # indexes in ``held`` of the markers each group holds
        old = (before or {}).get(key, [])
        source = next((g for g in old if moved in g), None) if moved is not None else None
        leaving: list[int] = []  # markers of the group the moved tile left
        for j, ((k, value), anchor) in enumerate(held):
            if k != key:
                continue
            if source is not None and anchor in source:
                leaving.append(j)
                continue
            # A group the move did not touch, or any group after a placement (groups only grow
            # or join then): the marker stays with the group that holds its tile.
            i = next((i for i, g in enumerate(new) if anchor in g), None)
            if i is not None:
                home[i].append(j)
            elif moved is None:
                kept[j] = anchor  # a placement never gives a marker back
            else:
                left_over.append(value)  # GA.bonus.return-on-move
        if leaving:
            left = source - {moved}  # type: ignore[operator]
            pieces = sorted(
                (i for i, g in enumerate(new) if g & left), key=lambda i: (-len(new[i]), min(new[i]))
            )
            for j in leaving:
                i = next((i for i in pieces if len(home[i]) < capacity(new[i])), None)
                if i is None:
                    left_over.append(held[j][0][1])  # GA.bonus.return-on-move: the five no longer touch
                else:
                    home[i].append(j)
        for i, g in enumerate(new):
            kept.update((j, min(g)) for j in home[i])
            if not home[i] and left_over:  # GA.bonus.colour-five / animal-five; GA.gap.bonus-supply
                if all(v == left_over[0] for v in left_over):
                    value = left_over.pop()
                else:
                    value = left_over.pop(rng.randbelow(len(left_over)))
                taken.append(((key, value), min(g)))
    # Markers held before keep their order; new ones follow.
    order = [(held[j][0], kept[j]) for j in sorted(kept)] + taken
    return tuple(m for m, _ in order), tuple(a for _, a in order), tuple(left_over)


@remember_unless_drawn(maxsize=20_000)
def markers_after_move(comp: Components, ground_before: Mapping[Cell, int], upper_before: Mapping[Cell, int],
                       ground: Mapping[Cell, int], upper: Mapping[Cell, int], moved: int,
                       bonus: tuple[tuple[str, int], ...], anchors: tuple[int, ...], pool: tuple[int, ...],
                       *, rng: Rng) -> tuple[tuple[tuple[str, int], ...], tuple[int, ...], tuple[int, ...]]:
    """:func:`settle_markers` after tile ``moved`` went from the layout ``ground_before, upper_before``
    to ``ground, upper``, for a player holding ``bonus``.  Kept by value unless a marker was drawn:
    greedy tries every move of a layout, turn after turn.
    """
    groups, before = layout_groups(comp, ground, upper), layout_groups(comp, ground_before, upper_before)
    return settle_markers(groups, before, moved, bonus, anchors, pool, rng)


class BonusMarkers(StateFields):
    """Markers taken and given back by group (GA.gap.bonus-groups)."""

    def groups_of(self, p: int) -> Groups:
        """Player ``p``'s qualifying groups (5 or more tiles sharing a colour, or an animal) as sets of
        tile ids, by group key (``"colour:green"``, ``"animal:jackal"``): the groups that earn bonus
        markers (GA.bonus.colour-five, GA.bonus.animal-five), one per five tiles (:func:`capacity`).

        >>> from rulekit import golden_ankh as ga
        >>> s = ga.setup(2, layouts={0: "GJ GS GF GD GP"})
        >>> [(key, len(g)) for key, groups in s.groups_of(0).items() for g in groups]
        [('colour:green', 5)]
        >>> s.groups_of(1)
        {}
        """
        return self._groups_of(p)

    def _groups_of(self, p: int) -> Groups:
        return layout_groups(self.comp, self.ground[p], self.upper[p])  # shared: read only

    def _validate_bonus(self, p: int) -> None:
        """Each marker ``p`` holds belongs to a qualifying group of its key, at most one per five tiles."""
        groups = self._groups_of(p)
        load: dict[tuple[str, int], int] = {}
        for (key, _), tile in zip(self.bonus[p], self.bonus_tiles[p], strict=True):
            group = next((g for g in groups.get(key, []) if min(g) == tile), None)
            if group is None:
                raise InvalidState(
                    f"P{p + 1} holds a bonus marker for {key} without a group of five that earned it "
                    "(GA.gap.bonus-groups)",
                    f"P{josa(p + 1, '이')} 보너스 마커({key})를 가지고 있지만 "
                    "그것을 얻은 5개 무리가 없습니다 "
                    "(GA.gap.bonus-groups)",
                    field=f"bonus[{p}]",
                )
            n = load[key, tile] = load.get((key, tile), 0) + 1
            if n > capacity(group):
                raise InvalidState(
                    f"P{p + 1}'s {key} group of {len(group)} tiles holds {n} bonus markers; "
                    f"a group holds one for each five of its tiles (GA.gap.bonus-groups)",
                    f"P{p + 1}의 {key} 무리는 타일 {len(group)}개인데 보너스 마커 {n}개를 가지고 "
                    "있습니다. 무리는 타일 5개마다 마커 1개를 가질 수 있습니다 (GA.gap.bonus-groups)",
                    field=f"bonus[{p}]",
                )

    def _anchor_markers(self, p: int, tiles: list[int | None]) -> tuple[int, ...]:
        """The group tile of each of ``p``'s markers, where a save file gave none (``None``).

        Markers go to the qualifying groups of their key, largest group first, each group one marker
        before any holds a second; a marker with no group left gets ``-1`` (``validate`` refuses it).
        """
        out = list(tiles)
        if all(t is not None for t in out):
            return tuple(out)  # type: ignore[arg-type]
        groups = self._groups_of(p)
        for key in {k for (k, _), t in zip(self.bonus[p], out, strict=True) if t is None}:
            new = sorted(groups.get(key, []), key=lambda g: (-len(g), min(g)))
            load = {min(g): 0 for g in new}
            for (k, _), t in zip(self.bonus[p], out, strict=True):
                if k == key and t is not None and t in load:
                    load[t] += 1
            for j, ((k, _), t) in enumerate(zip(self.bonus[p], out, strict=True)):
                if k != key or t is not None:
                    continue
                free = [g for g in new if load[min(g)] < capacity(g)]
                g = min(free, key=lambda g: load[min(g)], default=None)  # first the groups holding none
                out[j] = -1 if g is None else min(g)
                if g is not None:
                    load[min(g)] += 1
        return tuple(out)  # type: ignore[arg-type]

    def _own_rng(self) -> Rng:
        """The generator to draw from, this state's own: copies of a state share one generator
        (``_copy``), so a rule that may draw takes a copy first and the others never see the draw."""
        self.rng = self.rng.copy()
        return self.rng

    def _update_bonus(self, p: int, moved: int | None = None,
                      before: tuple[Mapping[Cell, int], Mapping[Cell, int]] | None = None) -> None:
        """Take and give back ``p``'s markers after a placement, or after moving tile ``moved``.

        ``before`` is ``p``'s layout (ground, upper) before the move (needed only when ``p`` holds markers).
        """
        comp, ground, upper = self.comp, self.ground[p], self.upper[p]
        if moved is not None and before is not None and self.bonus[p]:
            settled = markers_after_move(comp, before[0], before[1], ground, upper, moved, self.bonus[p],
                                         self.bonus_tiles[p], self.bonus_pool, rng=self._own_rng())
        else:
            if not self.bonus[p] and not five_of_a_kind(comp, ground, upper):
                return  # no marker to give back, and no group of five without five tiles of a kind
            groups = layout_groups(comp, ground, upper)  # shared: read only
            if not groups and not self.bonus[p]:
                return
            settled = settle_markers(groups, None, moved, self.bonus[p], self.bonus_tiles[p],
                                     self.bonus_pool, self._own_rng())
        bonus, anchors, self.bonus_pool = settled
        if bonus != self.bonus[p] or anchors != self.bonus_tiles[p]:  # most moves keep every marker
            self.bonus = with_seat(self.bonus, p, bonus)
            self.bonus_tiles = with_seat(self.bonus_tiles, p, anchors)
