"""Scores match a plain reference written from the rulebook's scoring rules, on random layouts and games.

The reference checks every pair of tiles against the adjacency rules directly (no shared code with
``rulekit.golden_ankh.scoring``): ``GA.adj.orthogonal``, ``GA.adj.covered``, ``GA.adj.upper-ground``,
``GA.adj.upper-upper``; then ``GA.score.colour-groups``, ``GA.score.animal-groups``,
``GA.score.numbers``, ``GA.score.tokens`` and ``GA.score.total``; and ``GA.bonus.colour-five``,
``GA.bonus.animal-five`` with ``GA.gap.bonus-groups`` for the bonus markers.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulekit import golden_ankh as ga
from rulekit.golden_ankh.components import default_components
from rulekit.golden_ankh.layout import Layout


def reference_adjacent(a, b) -> bool:
    """Two placed tiles ``(layer, r, c)`` (layer 0 ground, 1 upper) touch by the rulebook."""
    (la, ra, ca), (lb, rb, cb) = a, b
    if la == lb:  # side by side on one layer, hidden sides included
        return abs(ra - rb) + abs(ca - cb) == 1
    (_, gr, gc), (_, ur, uc) = (a, b) if la == 0 else (b, a)
    return ur <= gr <= ur + 1 and uc <= gc <= uc + 1  # an upper tile and the 4 tiles beneath it


def placed(ground, upper) -> list:
    return [((0, r, c), t) for (r, c), t in ground.items()] + [((1, r, c), t) for (r, c), t in upper.items()]


def reference_parts(ground, upper, bonus_values, tokens) -> dict[str, int]:
    tiles = placed(ground, upper)

    def has_partner(node, tile, same) -> bool:
        return any(other != node and reference_adjacent(node, other) and same(tile, t) for other, t in tiles)

    return {
        # 1 per tile next to a tile of its colour
        "colour": sum(has_partner(n, t, lambda x, y: x.colour == y.colour) for n, t in tiles),
        # 1 per animal tile next to a tile of its animal
        "animals": sum(t.animal is not None and has_partner(n, t, lambda x, y: x.animal == y.animal)
                       for n, t in tiles),
        # printed numbers (covered tiles too) and bonus markers
        "numbers": sum(t.number for _, t in tiles),
        "bonus": sum(bonus_values),
        # 1 per 3 leftover tokens
        "tokens": tokens // 3,
    }


def reference_entitlement(ground, upper) -> dict[str, int]:
    """One marker per connected group of 5+ tiles sharing a colour or an animal."""
    return {key: len(groups) for key, groups in reference_groups(ground, upper).items()}


def reference_groups(ground, upper) -> dict[str, list[set]]:
    """The connected groups of 5+ tiles sharing a colour or an animal, as sets of ``(layer, r, c)``."""
    tiles = placed(ground, upper)
    out: dict[str, list[set]] = {}
    for prefix, attr in (("colour", "colour"), ("animal", "animal")):
        left = {n: getattr(t, attr) for n, t in tiles if getattr(t, attr) is not None}
        while left:
            start, value = next(iter(left.items()))
            group, frontier = {start}, [start]
            while frontier:
                n = frontier.pop()
                for m, v in left.items():
                    if m not in group and v == value and reference_adjacent(n, m):
                        group.add(m)
                        frontier.append(m)
            for n in group:
                del left[n]
            if len(group) >= 5:
                out.setdefault(f"{prefix}:{value}", []).append(group)
    return out


CODES = sorted({t.code for t in default_components().tiles})


@st.composite
def layouts(draw) -> Layout:
    """A random layout: a filled rectangle with holes (connected or not), upper tiles on full 2×2 blocks.

    Tiles are drawn from small palettes of codes so that same-colour and same-animal neighbours,
    on both layers, are common.
    """
    comp = default_components()
    rows, cols = draw(st.integers(1, 5)), draw(st.integers(1, 5))
    area = [(r, c) for r in range(rows) for c in range(cols)]
    holes = draw(st.sets(st.sampled_from(area), max_size=len(area) // 3))
    cells = set(area) - holes
    palette = draw(st.lists(st.sampled_from(CODES), min_size=1, max_size=4))
    ground = {cell: comp.tile_from_code(draw(st.sampled_from(palette))) for cell in sorted(cells)}
    blocks = [(r, c) for r, c in sorted(cells) if {(r, c + 1), (r + 1, c), (r + 1, c + 1)} <= cells]
    chosen = draw(st.lists(st.sampled_from(blocks), unique=True, max_size=9)) if blocks else []
    # upper tiles often from their own palette, so links between upper tiles alone decide some points
    top = draw(st.one_of(st.just(palette), st.lists(st.sampled_from(CODES), min_size=1, max_size=2)))
    upper = {cell: comp.tile_from_code(draw(st.sampled_from(top))) for cell in chosen}
    return Layout(ground, upper)


@settings(max_examples=150, deadline=None)
@given(lay=layouts(), tokens=st.integers(0, 14), bonus=st.lists(st.sampled_from([2, 3]), max_size=3))
def test_score_parts_match_the_reference_on_random_layouts(lay, tokens, bonus):
    want = reference_parts(lay.ground, lay.upper, bonus, tokens)
    assert ga.score_parts(lay.ground, lay.upper, bonus, tokens) == want
    assert ga.bonus_entitlement(lay.ground, lay.upper) == reference_entitlement(lay.ground, lay.upper)
    # a lone layout holds one 3-point marker per qualifying group
    held = [3] * sum(reference_entitlement(lay.ground, lay.upper).values())
    lone = ga.score_layout(lay, tokens=tokens)
    assert lone.parts == reference_parts(lay.ground, lay.upper, held, tokens)
    assert lone.total == sum(lone.parts.values())


def test_game_scores_match_the_reference_along_random_games():
    for seed in range(3):
        rng = random.Random(seed)
        s = ga.new_game(3, seed=seed, max_rounds=25)
        while not s.is_over:
            acts = s.legal_actions()
            buys = [a for a in acts if a.kind == "buy"]
            s = s.apply(rng.choice(buys) if buys and rng.random() < 0.8 else rng.choice(acts))
            if rng.random() < 0.15 or s.is_over:
                for p, got in ga.score(s).items():
                    lay = s.layout(p)
                    markers = [v for _, v in s.bonus[p]]
                    want = reference_parts(lay.ground, lay.upper, markers, s.tokens_held(p))
                    assert got.parts == want and got.total == sum(want.values())
                    # GA.gap.bonus-groups: each marker is held by a qualifying group of its key, a group
                    # holds one marker per five of its tiles (two groups joined by a purchase keep both),
                    # and every group holds one (none only if the pool ran dry)
                    groups = reference_groups(lay.ground, lay.upper)
                    ids = {(0, r, c): t for (r, c), t in s.ground[p].items()}
                    ids.update({(1, r, c): t for (r, c), t in s.upper[p].items()})
                    load = Counter()
                    for (key, _), tile in zip(s.bonus[p], s.bonus_tiles[p], strict=True):
                        home = [i for i, g in enumerate(groups.get(key, [])) if tile in {ids[n] for n in g}]
                        assert len(home) == 1, (key, tile)
                        load[key, home[0]] += 1
                    for key, gs in groups.items():
                        for i, g in enumerate(gs):
                            assert load[key, i] <= len(g) // 5
                            assert load[key, i] >= 1 or not s.bonus_pool


@pytest.mark.parametrize(
    "text, colour, animals",
    [
        ("RJ . GJ", 0, 0),  # apart: no neighbours
        ("RJ GS / RS GJ", 4, 0),  # sides count, corners do not (GA.adj.orthogonal)
        ("GJ GJ / GJ GJ ^ RS", 4, 4),  # a lone upper tile of another colour and animal scores nothing
        ("GJ GJ / GJ RS ^ RS", 5, 5),  # it touches the tile beneath it (GA.adj.upper-ground)
        ("GJ GJ GJ / GJ GJ GJ ^ RS RS", 8, 8),  # upper tiles side by side (GA.adj.upper-upper)
        ("GJ GJ / GJ GJ / GJ GJ ^ RS / RS", 8, 8),  # … and one above the other
        ("GJ GJ / RS RS ^ BF", 4, 4),  # sides hidden under an upper tile still count (GA.adj.covered)
    ],
)
def test_each_kind_of_adjacency_scores(text, colour, animals):
    lay = ga.layout_from_text(text)
    parts = ga.score_parts(lay.ground, lay.upper, [], 0)
    assert (parts["colour"], parts["animals"]) == (colour, animals)
    assert parts == reference_parts(lay.ground, lay.upper, [], 0)
