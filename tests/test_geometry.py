"""Board geometry shared by the games (rulekit.geometry)."""
from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from rulekit.geometry import (
    HEX_DIRECTIONS,
    connected_groups,
    hex_corners,
    hex_distance,
    hex_neighbours,
    hex_rotate,
    hex_to_pixel,
    is_orthogonal,
    iter_cells,
    reachable,
    shortest_paths,
    square_block,
    square_centre,
    square_neighbours,
    squares_2x2,
)

cells = st.tuples(st.integers(-20, 20), st.integers(-20, 20))


# --------------------------------------------------------------------------- square grid


def test_square_neighbours_are_the_four_sides_in_order():
    assert square_neighbours((2, 3)) == [(1, 3), (2, 4), (3, 3), (2, 2)]


@given(a=cells, b=cells)
def test_orthogonal_means_sharing_a_side(a, b):
    assert is_orthogonal(a, b) == (b in square_neighbours(a))
    assert is_orthogonal(a, b) == is_orthogonal(b, a)


def test_diagonal_cells_are_not_orthogonal():
    assert not is_orthogonal((0, 0), (1, 1))
    assert not is_orthogonal((0, 0), (0, 0))
    assert not is_orthogonal((0, 0), (0, 2))


def test_square_block_and_centre():
    assert square_block((1, 2)) == ((1, 2), (1, 3), (2, 2), (2, 3))
    assert square_centre((1, 2)) == (1.5, 2.5)


def test_squares_2x2_finds_every_full_block():
    # A 2x3 rectangle holds two 2x2 blocks; the lone cell (5, 5) holds none.
    layout = {(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (5, 5)}
    assert squares_2x2(layout) == [(0, 0), (0, 1)]
    assert squares_2x2({(0, 0), (0, 1), (1, 0)}) == []  # an L is not a square
    assert squares_2x2(set(iter_cells(3, 3))) == [(0, 0), (0, 1), (1, 0), (1, 1)]


@settings(max_examples=40, deadline=None)
@given(layout=st.sets(st.tuples(st.integers(0, 5), st.integers(0, 5)), max_size=30))
def test_every_2x2_square_lies_inside_the_layout(layout):
    found = squares_2x2(layout)
    for top_left in found:
        assert set(square_block(top_left)) <= layout
    brute = sorted(c for c in layout if all(x in layout for x in square_block(c)))
    assert found == brute


def test_iter_cells_walks_rows_then_columns():
    assert list(iter_cells(2, 2)) == [(0, 0), (0, 1), (1, 0), (1, 1)]


# --------------------------------------------------------------------------- connected groups


def test_connected_groups_split_by_adjacency():
    nodes = {(0, 0), (0, 1), (1, 1), (3, 3), (3, 4), (5, 0)}
    assert connected_groups(nodes, square_neighbours) == [
        [(0, 0), (0, 1), (1, 1)],
        [(3, 3), (3, 4)],
        [(5, 0)],
    ]


def test_connected_groups_with_a_predicate_split_by_colour():
    colour = {(0, 0): "red", (0, 1): "red", (0, 2): "blue", (1, 2): "blue", (1, 1): "red"}
    groups = connected_groups(colour, square_neighbours, lambda a, b: colour[a] == colour[b])
    assert groups == [[(0, 0), (0, 1), (1, 1)], [(0, 2), (1, 2)]]


def test_diagonal_touching_does_not_connect():
    assert connected_groups({(0, 0), (1, 1)}, square_neighbours) == [[(0, 0)], [(1, 1)]]


def test_groups_of_uncomparable_nodes_are_ordered_by_repr():
    links = {"a": ["b"], "b": ["a"], 3: []}
    groups = connected_groups(links, lambda n: links[n])
    assert sorted(map(len, groups)) == [1, 2]
    assert ["a", "b"] in groups


@settings(max_examples=40, deadline=None)
@given(layout=st.sets(st.tuples(st.integers(0, 6), st.integers(0, 6)), max_size=30))
def test_groups_partition_the_nodes_and_are_internally_connected(layout):
    groups = connected_groups(layout, square_neighbours)
    assert sorted(c for g in groups for c in g) == sorted(layout)
    for g in groups:
        assert reachable([g[0]], lambda c, g=set(g): [n for n in square_neighbours(c) if n in g]) == set(g)
    for g, h in zip(groups, groups[1:], strict=False):
        assert not any(is_orthogonal(a, b) for a in g for b in h)


def test_reachable_includes_the_start():
    graph = {1: [2], 2: [3], 3: [], 4: [1]}
    assert reachable([1], lambda n: graph[n]) == {1, 2, 3}
    assert reachable([4], lambda n: graph[n]) == {1, 2, 3, 4}


# --------------------------------------------------------------------------- hex grid


def test_hex_neighbours_are_the_six_directions():
    assert hex_neighbours((0, 0)) == list(HEX_DIRECTIONS)
    assert len(set(hex_neighbours((2, -1)))) == 6


@given(a=cells)
def test_hex_neighbours_are_at_distance_one(a):
    assert all(hex_distance(a, n) == 1 for n in hex_neighbours(a))
    assert hex_distance(a, a) == 0


@given(a=cells, b=cells, c=cells)
def test_hex_distance_is_a_metric(a, b, c):
    assert hex_distance(a, b) == hex_distance(b, a) >= 0
    assert hex_distance(a, c) <= hex_distance(a, b) + hex_distance(b, c)


def test_hex_distance_examples():
    assert hex_distance((0, 0), (2, -1)) == 2
    assert hex_distance((0, 0), (3, 0)) == 3
    assert hex_distance((-2, 1), (1, -1)) == 3


@given(a=cells, steps=st.integers(-12, 12))
def test_hex_rotation_keeps_distance_and_six_steps_go_round(a, steps):
    rotated = hex_rotate(a, steps)
    assert hex_distance((0, 0), rotated) == hex_distance((0, 0), a)
    assert hex_rotate(a, 6) == a
    assert hex_rotate(hex_rotate(a, steps), -steps) == a


def test_hex_rotation_walks_the_directions():
    ring = [hex_rotate((1, 0), k) for k in range(6)]
    assert sorted(ring) == sorted(HEX_DIRECTIONS)
    assert all(hex_distance(ring[k], ring[(k + 1) % 6]) == 1 for k in range(6))  # neighbours stay neighbours


def test_hex_to_pixel_places_neighbours_one_width_apart():
    size = 2.0
    origin = hex_to_pixel((0, 0), size)
    for n in hex_neighbours((0, 0)):
        x, y = hex_to_pixel(n, size)
        assert math.isclose(math.dist(origin, (x, y)), math.sqrt(3) * size)
    corners = hex_corners((1.0, 1.0), size)
    assert len(corners) == 6
    assert all(math.isclose(math.dist((1.0, 1.0), p), size) for p in corners)


def test_shortest_paths_take_the_cheapest_route():
    edges = {"A": [("B", 5), ("C", 1)], "C": [("B", 1), ("D", 7)], "B": [("D", 1)], "D": []}
    dist = shortest_paths("A", lambda n: edges[n])
    assert dist == {"A": 0, "C": 1, "B": 2, "D": 3}


def test_shortest_paths_on_hexes_match_hex_distance():
    def steps(cell):
        return [(n, 1) for n in hex_neighbours(cell) if hex_distance((0, 0), n) <= 3]

    dist = shortest_paths((0, 0), steps)
    assert len(dist) == 37  # a radius-3 hexagon
    assert all(d == hex_distance((0, 0), c) for c, d in dist.items())
