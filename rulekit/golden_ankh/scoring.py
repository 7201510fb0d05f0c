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

from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from rulekit.core import Score
from rulekit.glossary import term

from .adjacency import GROUND, UPPER, Cell, Node, block
from .components import Components, Tile
from .speed import by_layout, has_kind_of, tile_tables

BONUS_SIZE = 5  # GA.bonus.colour-five, GA.bonus.animal-five
PARTS = ("colour", "animals", "numbers", "bonus", "tokens")
#: The score categories in Korean: the glossary's words where it names the category, the kit's short
#: names for the two the rulebook says in a sentence (2점 타일에 적힌 숫자, 남긴 토큰).
PART_NAMES_KO = {"colour": term("golden_ankh", "colour").ko, "animals": term("golden_ankh", "animal").ko,
                 "numbers": "타일 숫자", "bonus": term("golden_ankh", "bonus-marker").ko,
                 "tokens": "남은 토큰"}

Groups = dict[str, list[frozenset[int]]]
#: A layout's cells by cell: :class:`~.components.Tile` objects, or tile ids (a game state's layouts).
Layout = Mapping[Cell, Tile | int]
T = TypeVar("T")


class Kinds(Protocol):
    """A tile's colour or animal by tile (``kinds[tile]``): a table by tile id (a tuple), or a tile's own
    attribute (:data:`TILE_COLOUR`, :data:`TILE_ANIMAL`); which one goes with the layout's cells."""

    def __getitem__(self, tile: Any, /) -> str | None: ...

#: ``(qualifying groups, tiles with a same-colour neighbour, with a same-animal neighbour, numbers)``
Facts = tuple[Groups, int, int, int]


def edges(ground: Mapping[Cell, T], upper: Mapping[Cell, T]) -> Iterator[tuple[Node, T, Node, T]]:
    """Every pair of adjacent tiles of a layout once, as ``(node, tile, node, tile)``.

    The pairs are those of :mod:`.adjacency`: ground tiles side by side (``GA.adj.orthogonal``, also
    under an upper tile, ``GA.adj.covered``), an upper tile and each of its 4 supports
    (``GA.adj.upper-ground``), upper tiles side by side (``GA.adj.upper-upper``).

    >>> from rulekit.golden_ankh.layout import layout_from_text
    >>> lay = layout_from_text("RJ RS / GJ GS ^ R2")
    >>> sum(1 for _ in edges(lay.ground, lay.upper))
    8
    """
    # Looking only right and down visits each side once.
    at = ground.get
    for (r, c), t in ground.items():
        right, down = at((r, c + 1)), at((r + 1, c))
        node = (GROUND, r, c)
        if right is not None:
            yield node, t, (GROUND, r, c + 1), right
        if down is not None:
            yield node, t, (GROUND, r + 1, c), down
    for (r, c), t in upper.items():
        node = (UPPER, r, c)
        for cell in block(r, c):
            other = at(cell)
            if other is not None:
                yield node, t, (GROUND, cell[0], cell[1]), other
        right, down = upper.get((r, c + 1)), upper.get((r + 1, c))
        if right is not None:
            yield node, t, (UPPER, r, c + 1), right
        if down is not None:
            yield node, t, (UPPER, r + 1, c), down


class _Attribute:
    """``kinds[tile]`` is ``getattr(tile, name)``: a tile's colour or animal read from the tile itself."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __getitem__(self, tile: Tile) -> str | None:
        return getattr(tile, self.name)


#: How a layout of :class:`~.components.Tile` objects tells a tile's colour and animal.
TILE_COLOUR = _Attribute("colour")
TILE_ANIMAL = _Attribute("animal")


def links(
    ground: Layout, upper: Layout,
    colour: Kinds = TILE_COLOUR, animal: Kinds = TILE_ANIMAL,
) -> tuple[dict[Node, list[Node]], dict[Node, list[Node]]]:
    """The same-colour and the same-animal links of a layout, from one pass over its :func:`edges`.

    Each is ``{node: [adjacent nodes sharing its colour / animal]}`` holding only the nodes with at
    least one such neighbour.  ``colour[tile]`` and ``animal[tile]`` are a tile's colour and animal:
    by default its attributes (a layout of :class:`~.components.Tile`); a layout of tile ids passes
    its component set's tables (:func:`.speed.tile_tables`).

    >>> from rulekit.golden_ankh.layout import layout_from_text
    >>> lay = layout_from_text("RJ RS / GJ .")
    >>> colour, animal = links(lay.ground, lay.upper)
    >>> sorted(colour), sorted(animal)
    ([(0, 0, 0), (0, 0, 1)], [(0, 0, 0), (0, 1, 0)])
    """
    by_colour: dict[Node, list[Node]] = {}
    by_animal: dict[Node, list[Node]] = {}
    for a, ta, b, tb in edges(ground, upper):
        if colour[ta] == colour[tb]:
            by_colour.setdefault(a, []).append(b)
            by_colour.setdefault(b, []).append(a)
        kind = animal[ta]
        if kind is not None and kind == animal[tb]:
            by_animal.setdefault(a, []).append(b)
            by_animal.setdefault(b, []).append(a)
    return by_colour, by_animal


def paired_counts(
    ground: Layout, upper: Layout,
    colour: Kinds = TILE_COLOUR, animal: Kinds = TILE_ANIMAL,
) -> tuple[int, int]:
    """How many tiles have a same-colour neighbour, and how many a same-animal neighbour (tiles told
    apart as in :func:`links`).

    >>> from rulekit.golden_ankh.layout import layout_from_text
    >>> lay = layout_from_text("RJ RS / GJ .")
    >>> paired_counts(lay.ground, lay.upper)
    (2, 2)
    """
    by_colour: set[Node] = set()
    by_animal: set[Node] = set()
    paired_colour, paired_animal = by_colour.add, by_animal.add
    for a, ta, b, tb in edges(ground, upper):
        if colour[ta] == colour[tb]:
            paired_colour(a)
            paired_colour(b)
        kind = animal[ta]
        if kind is not None and kind == animal[tb]:
            paired_animal(a)
            paired_animal(b)
    return len(by_colour), len(by_animal)


def _group_sizes(linked: Mapping[Node, list[Node]]) -> list[tuple[Node, int]]:
    """Connected groups of 2 or more in a links map, as (first node, size), in node order."""
    seen: set[Node] = set()
    out = []
    for start in sorted(linked):
        if start in seen:
            continue
        seen.add(start)
        stack = [start]
        size = 0
        while stack:
            size += 1
            for other in linked[stack.pop()]:
                if other not in seen:
                    seen.add(other)
                    stack.append(other)
        out.append((start, size))
    return out


def bonus_entitlement(ground: Mapping[Cell, Tile], upper: Mapping[Cell, Tile]) -> dict[str, int]:
    """Qualifying groups per colour and per animal: ``{"colour:red": 1, "animal:jackal": 1}``.

    One marker per connected group of at least 5 tiles sharing a colour (``GA.bonus.colour-five``)
    or an animal (``GA.bonus.animal-five``), counted on the full adjacency graph with upper-layer
    tiles (``GA.gap.bonus-groups``).

    >>> from rulekit.golden_ankh.layout import layout_from_text
    >>> lay = layout_from_text("GJ GJ GJ GJ GJ")
    >>> bonus_entitlement(lay.ground, lay.upper)
    {'colour:green': 1, 'animal:jackal': 1}
    """
    return _entitlement(ground, upper, *links(ground, upper))


def markers_earned(layout) -> dict[str, int]:
    """The bonus markers a lone layout (a :class:`~rulekit.golden_ankh.layout.Layout` or its text) earns,
    by group: :func:`bonus_entitlement` of its tiles.

    >>> markers_earned("GJ GJ GJ GJ GJ")
    {'colour:green': 1, 'animal:jackal': 1}
    """
    if isinstance(layout, str):
        from .layout import layout_from_text

        layout = layout_from_text(layout)
    return bonus_entitlement(layout.ground, layout.upper)


def group_sizes(layout, by: str = "colour") -> list[tuple[str, int]]:
    """The connected groups of a lone layout (a :class:`~rulekit.golden_ankh.layout.Layout` or its
    text) that share a colour (``by="colour"``) or an animal (``by="animal"``), largest first, as
    ``(colour or animal, tiles)``; upper-layer tiles included (``GA.adj.orthogonal``,
    ``GA.adj.upper-ground``, ``GA.adj.upper-upper``, ``GA.adj.covered``).

    A lesson reads adjacency from it: two tiles are in one group only if a chain of touching sides joins them.

    >>> group_sizes("RF . / . RD")              # a corner is not a side
    [('red', 1), ('red', 1)]
    >>> group_sizes("RJ GS / GF WJ ^ GD")        # the green upper tile joins the two greens below it
    [('green', 3), ('red', 1), ('white', 1)]
    >>> group_sizes("GJ RJ / . BJ", by="animal")
    [('jackal', 3)]
    """
    from .adjacency import groups

    if by not in ("colour", "animal"):
        raise ValueError(f"by is 'colour' or 'animal', not {by!r:.40}")
    if isinstance(layout, str):
        from .layout import layout_from_text

        layout = layout_from_text(layout)
    found = groups(layout.ground, layout.upper, lambda t: t.colour if by == "colour" else t.animal)
    return sorted(((str(k), len(nodes)) for k, nodes in found), key=lambda g: (-g[1], g[0]))


def _entitlement(
    ground: Mapping[Cell, Tile], upper: Mapping[Cell, Tile],
    colour: Mapping[Node, list[Node]], animal: Mapping[Node, list[Node]],
) -> dict[str, int]:
    out: dict[str, int] = {}
    for prefix, linked in (("colour", colour), ("animal", animal)):
        for (layer, r, c), size in _group_sizes(linked):
            if size >= BONUS_SIZE:
                tile = (ground if layer == GROUND else upper)[(r, c)]
                k = f"{prefix}:{tile.colour if prefix == 'colour' else tile.animal}"
                out[k] = out.get(k, 0) + 1
    return out


def groups_of_five(
    ground: Layout, upper: Layout,
    colour_links: Mapping[Node, list[Node]], animal_links: Mapping[Node, list[Node]],
    colour: Kinds = TILE_COLOUR, animal: Kinds = TILE_ANIMAL,
) -> Groups:
    """The groups of 5 or more tiles sharing a colour (``GA.bonus.colour-five``), or an animal
    (``GA.bonus.animal-five``), as sets of tile ids, by group key, from the layout's :func:`links`.

    The tiles are told apart as in :func:`links`: a layout of :class:`~.components.Tile` by default,
    or a layout of tile ids with its component set's tables (:func:`.speed.tile_tables`).  Groups come
    in the order of their first node, colours before animals.

    >>> from rulekit.golden_ankh.layout import layout_from_text
    >>> lay = layout_from_text("GJ GJ GJ GJ GJ")
    >>> groups = groups_of_five(lay.ground, lay.upper, *links(lay.ground, lay.upper))
    >>> list(groups), len(groups["colour:green"])
    (['colour:green', 'animal:jackal'], 1)
    """
    tile_ids = colour is not TILE_COLOUR  # a layout of tile ids, told apart by its tables
    out: Groups = {}
    for prefix, linked, kind in (("colour", colour_links, colour), ("animal", animal_links, animal)):
        if len(linked) < BONUS_SIZE:
            continue  # fewer tiles with a neighbour of their kind than a group needs
        seen: set[Node] = set()
        for start in sorted(linked):
            if len(linked) - len(seen) < BONUS_SIZE:
                break  # too few tiles left for another group of five
            if start in seen:
                continue
            members = _group_of(linked, start)
            seen |= members
            if len(members) >= BONUS_SIZE:
                key = f"{prefix}:{kind[_tile_at(ground, upper, start)]}"
                tiles: list[Any] = [_tile_at(ground, upper, n) for n in members]  # Tile objects or ids
                out.setdefault(key, []).append(frozenset(tiles if tile_ids else [t.id for t in tiles]))
    return out


@by_layout(maxsize=50_000)
def layout_facts(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> Facts:
    """``(qualifying groups, tiles with a same-colour neighbour, with a same-animal neighbour, numbers)``
    of a layout of tile ids (``{cell: tile id}``, a game state's ``ground[p]`` and ``upper[p]``).

    The groups are :func:`groups_of_five`; the counts are the colour, animals and numbers parts of
    :func:`score_parts`.  Kept by value (:func:`.speed.by_layout`): the same layouts come back turn
    after turn; read the result only.

    >>> from rulekit.golden_ankh import new_game
    >>> s = new_game(players=2, seed=1)
    >>> layout_facts(s.comp, s.ground[0], s.upper[0])
    ({}, 0, 0, 0)
    """
    colour_of, animal_of, number_of = tile_tables(comp)
    groups: Groups = {}
    # Without five tiles of one colour or one animal, however placed, there is no group of five: the
    # paired tiles are only counted.  Otherwise the links give both the paired tiles and the groups.
    if five_of_a_kind(comp, ground, upper):
        by_colour, by_animal = links(ground, upper, colour_of, animal_of)
        colour, animal = len(by_colour), len(by_animal)
        if max(colour, animal) >= BONUS_SIZE:
            groups = groups_of_five(ground, upper, by_colour, by_animal, colour_of, animal_of)
    else:
        colour, animal = paired_counts(ground, upper, colour_of, animal_of)
    # The printed numbers (GA.score.numbers), covered tiles included (GA.gap.covered-scoring).
    numbers = 0
    for tid in ground.values():
        numbers += number_of[tid]
    for tid in upper.values():
        numbers += number_of[tid]
    return (groups, colour, animal, numbers)


_NO_GROUPS: Groups = {}  # shared, read only


@by_layout(maxsize=50_000)
def five_of_a_kind(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> bool:
    """Whether some colour or some animal has five tiles in a layout of tile ids, touching or not
    (:func:`.speed.has_kind_of`): without them there is no group of five (``GA.bonus.colour-five``,
    ``GA.bonus.animal-five``).  Kept by value: both :func:`layout_groups` and :func:`layout_facts` ask.

    >>> from rulekit.golden_ankh import new_game
    >>> s = new_game(players=2, seed=1)
    >>> five_of_a_kind(s.comp, s.ground[0], s.upper[0])
    False
    """
    return has_kind_of(comp, ground, upper, BONUS_SIZE)


def layout_groups(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> Groups:
    """The qualifying groups of a layout of tile ids (those of :func:`layout_facts`; read them only).

    A layout without five tiles of one colour or one animal, however placed, has none: that is
    counted first (:func:`five_of_a_kind`), which most layouts of a game answer at once.  Both answers
    are kept by value (:func:`.speed.by_layout`), so this asks no table of its own.

    >>> from rulekit.golden_ankh import new_game
    >>> s = new_game(players=2, seed=1)
    >>> layout_groups(s.comp, s.ground[0], s.upper[0])
    {}
    """
    if not five_of_a_kind(comp, ground, upper):
        return _NO_GROUPS
    return layout_facts(comp, ground, upper)[0]


def player_parts(facts: Facts, bonus_values: Sequence[int], tokens: int) -> dict[str, int]:
    """:func:`score_parts` of a player whose layout has the :func:`layout_facts` ``facts``, who holds
    bonus markers worth ``bonus_values`` and ``tokens`` tokens (``GA.score.total``).

    >>> from rulekit.golden_ankh import new_game
    >>> s = new_game(players=2, seed=1)
    >>> player_parts(layout_facts(s.comp, s.ground[0], s.upper[0]), [3], 7)
    {'colour': 0, 'animals': 0, 'numbers': 0, 'bonus': 3, 'tokens': 2}
    """
    _, colour, animals, numbers = facts
    return _parts(colour, animals, numbers, bonus_values, tokens)


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
    return _parts(*paired_counts(ground, upper), _numbers(ground, upper), bonus_values, tokens)


def _numbers(ground: Mapping[Cell, Tile], upper: Mapping[Cell, Tile]) -> int:
    """The numbers printed on the layout's tiles, covered ones included (``GA.gap.covered-scoring``)."""
    return sum(t.number for t in ground.values()) + sum(t.number for t in upper.values())


def _parts(
    colour: int, animals: int, numbers: int, bonus_values: Sequence[int], tokens: int
) -> dict[str, int]:
    return {
        "colour": colour,
        "animals": animals,
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
    ground, upper = layout.ground, layout.upper
    colour, animal = links(ground, upper)  # once, for both the bonus groups and the paired tiles
    if bonus is None:
        bonus = [marker_value] * sum(_entitlement(ground, upper, colour, animal).values())
    return Score.of(_parts(len(colour), len(animal), _numbers(ground, upper), bonus, tokens))


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


def scored_places(ground: Mapping[Cell, Tile], upper: Mapping[Cell, Tile]) -> dict[str, list[Node]]:
    """The tiles behind each score category, as layout places ``(layer, r, c)`` (0 ground, 1 upper).

    ``colour``: tiles next to a tile of their colour (``GA.score.colour-groups``); ``animals``: animal
    tiles next to one of their animal (``GA.score.animal-groups``); ``numbers``: the tiles with a
    number (``GA.score.numbers``); ``bonus``: the tiles of the groups of five or more that earn a
    bonus marker (``GA.bonus.colour-five``, ``GA.bonus.animal-five``).

    >>> from rulekit.golden_ankh.layout import layout_from_text
    >>> lay = layout_from_text("RJ RS / GJ W2")
    >>> places = scored_places(lay.ground, lay.upper)
    >>> places["colour"], places["animals"], places["numbers"]
    ([(0, 0, 0), (0, 0, 1)], [(0, 0, 0), (0, 1, 0)], [(0, 1, 1)])
    """
    colour, animal = links(ground, upper)
    numbered = sorted([(GROUND, r, c) for (r, c), t in ground.items() if t.number]
                      + [(UPPER, r, c) for (r, c), t in upper.items() if t.number])
    bonus: set[Node] = set()
    for linked in (colour, animal):
        for node, size in _group_sizes(linked):
            if size >= BONUS_SIZE:
                bonus |= _group_of(linked, node)
    return {"colour": sorted(colour), "animals": sorted(animal), "numbers": numbered, "bonus": sorted(bonus)}


def _tile_at(ground: Layout, upper: Layout, node: Node) -> Tile | int:
    layer, r, c = node
    return (ground if layer == GROUND else upper)[(r, c)]


def _group_of(linked: Mapping[Node, list[Node]], start: Node) -> set[Node]:
    seen, todo = {start}, [start]
    while todo:
        for other in linked[todo.pop()]:
            if other not in seen:
                seen.add(other)
                todo.append(other)
    return seen
