"""A layout's facts, kept by value (rulekit.golden_ankh.speed), are the scoring functions' own
(GA.score.colour-groups, GA.score.animal-groups, GA.score.numbers, GA.bonus.colour-five,
GA.bonus.animal-five, GA.gap.bonus-groups, GA.score.total)."""
from __future__ import annotations

import pytest

from rulekit import sim
from rulekit.golden_ankh import new_game, score_parts, speed
from rulekit.golden_ankh.bonus import qualifying_groups
from rulekit.golden_ankh.scoring import bonus_entitlement, layout_facts, layout_groups, player_parts


def _tiles(comp, ground, upper):
    tiles = comp.tiles
    return {c: tiles[t] for c, t in ground.items()}, {c: tiles[t] for c, t in upper.items()}


def _afresh(comp, ground, upper):
    """The facts worked out by the scoring and bonus rules themselves, with nothing remembered."""
    g, u = _tiles(comp, ground, upper)
    parts = score_parts(g, u, [], 0)
    return (qualifying_groups(g, u), parts["colour"], parts["animals"], parts["numbers"])


def _layouts(players: int, seeds: range, bots: str) -> list:
    out = []
    for seed in seeds:
        state, moves = sim.play("golden_ankh", players, bots, seed=seed)
        s = new_game(players=players, seed=seed, **sim.sim_options("golden_ankh"))
        for _, action in moves:
            s = s._advance(action)
            out.extend((s.comp, s.ground[p], s.upper[p]) for p in range(players))
    return out


@pytest.mark.parametrize(("players", "bots"), [(2, "random"), (3, "random"), (2, "builder")])
def test_layout_facts_equal_the_scoring_functions(players, bots):
    layouts = _layouts(players, range(6), bots)
    assert any(len(g) >= 10 for _, g, _ in layouts)  # large layouts are among them
    if bots == "builder":
        assert any(layout_facts(c, g, u)[0] for c, g, u in layouts)  # and layouts with groups of five
    for comp, ground, upper in layouts:
        facts = layout_facts(comp, ground, upper)
        assert facts == _afresh(comp, ground, upper)
        g, u = _tiles(comp, ground, upper)
        assert list(facts[0]) == list(qualifying_groups(g, u))  # the same order too
        assert {k: len(v) for k, v in facts[0].items()} == bonus_entitlement(g, u)
        assert layout_groups(comp, ground, upper) == facts[0]


@pytest.mark.parametrize(("players", "bots"), [(2, "random"), (2, "builder")])
def test_a_layout_without_five_of_a_kind_is_told_apart_by_a_count(players, bots):
    layouts = _layouts(players, range(6), bots)
    told = [speed.has_kind_of(comp, g, u, 5) for comp, g, u in layouts]
    assert any(told) and not all(told)  # both kinds of layout are among them
    for (comp, ground, upper), may in zip(layouts, told, strict=True):
        tiles = comp.tiles
        groups = qualifying_groups(*_tiles(comp, ground, upper))
        if not may:
            assert groups == {}
        kinds = [tiles[t].colour for t in [*ground.values(), *upper.values()]]
        animals = [tiles[t].animal for t in [*ground.values(), *upper.values()] if tiles[t].animal]
        assert may == (any(kinds.count(k) >= 5 for k in kinds) or any(animals.count(a) >= 5 for a in animals))


def test_groups_of_five_with_an_upper_tile_are_counted_as_the_scoring_functions_count_them():
    comp = new_game(players=2, seed=1).comp
    by_colour: dict[str, list[int]] = {}
    for tid, tile in enumerate(comp.tiles):
        by_colour.setdefault(tile.colour, []).append(tid)
    colour, ids = max(by_colour.items(), key=lambda kv: len(kv[1]))
    others = [t for t in range(len(comp.tiles)) if comp.tiles[t].colour != colour]
    # A row of four of one colour, and one more of it on the upper layer over the row's end.
    ground = {(0, c): ids[c] for c in range(4)} | {(1, 2): others[0], (1, 3): others[1]}
    upper = {(0, 2): ids[4]}
    facts = layout_facts(comp, ground, upper)
    assert facts == _afresh(comp, ground, upper)
    assert len(facts[0].get(f"colour:{colour}")) == 1 and facts[1] >= 5
    # Two separate groups of five of the same colour: two markers.
    ground2 = {(0, c): ids[c] for c in range(5)} | {(2, c): ids[5 + c] for c in range(5)}
    groups = layout_facts(comp, ground2, {})[0][f"colour:{colour}"]
    assert groups == _afresh(comp, ground2, {})[0][f"colour:{colour}"]
    assert [sorted(g) for g in groups] == [sorted(ids[:5]), sorted(ids[5:10])]


def test_a_layout_is_remembered_by_content_not_by_the_dict():
    s = new_game(players=2, seed=4)
    comp = s.comp
    ground = {(0, 0): 0, (0, 1): 1}
    first = layout_facts(comp, ground, {})
    assert layout_facts(comp, dict(ground), {}) is first  # another dict with the same content
    changed = {(0, 0): 0, (0, 1): 2}
    assert layout_facts(comp, changed, {}) == _afresh(comp, changed, {})
    speed.clear()
    assert layout_facts(comp, ground, {}) is not first and layout_facts(comp, ground, {}) == first


def test_the_facts_are_kept_by_value_within_a_bound():
    comp = new_game(players=2, seed=4).comp
    speed.clear()
    ground = {(0, 0): 0, (0, 1): 1}
    assert layout_facts.__wrapped__(comp, ground, {}) == layout_facts(comp, ground, {})  # the rule itself
    for t in range(2, 30):
        layout_facts(comp, {(0, 0): 0, (0, 1): t}, {})
        layout_facts(comp, {(0, 0): 0, (0, 1): t}, {})
    info = layout_facts.cache_info()
    assert (info.misses, info.currsize) == (29, 29)  # each layout worked out once, asked twice
    assert info.maxsize is not None and info.currsize <= info.maxsize


def test_a_full_table_lets_its_oldest_entries_go_and_keeps_the_newest():
    table = dict.fromkeys(range(1000))
    for key in range(1000, 5000):
        table[key] = None
        if len(table) > 1000:
            speed.drop_oldest(table, 1000)
        assert len(table) <= 1000
    assert 4999 in table and 3000 not in table and list(table) == sorted(table)


def test_a_move_made_again_gives_the_layout_made_before_and_never_changes_its_source():
    speed.clear()
    a = speed.Cells.of({(0, 0): 5, (0, 1): 7})
    first = speed.moved(a, (0, 1), (1, 0))
    assert speed.moved(a, (0, 1), (1, 0)) is first and a == {(0, 0): 5, (0, 1): 7}
    equal = speed.Cells.of({(0, 1): 7, (0, 0): 5})  # the same cells, another object
    assert speed.moved(equal, (0, 1), (1, 0)) == first == {(0, 0): 5, (1, 0): 7}
    other = speed.Cells.of({(0, 0): 5, (0, 1): 8})
    other._hash = a._hash  # a layout that happens to share the hash is told apart by its cells
    assert speed.moved(other, (0, 1), (1, 0)) == {(0, 0): 5, (1, 0): 8}


def test_every_action_greedy_tries_is_scored_as_the_scoring_functions_score_it():
    """Every candidate action of greedy and random games, tile moves included: a state's score is the
    scoring functions' score of its layouts, markers and tokens (GA.score.total)."""
    for players, bots, seed in ((2, "greedy", 3), (3, "random", 7001), (2, "random", 7027)):
        _, moves = sim.play("golden_ankh", players, bots, seed=seed)
        s = new_game(players=players, seed=seed, **sim.sim_options("golden_ankh"))
        for i, (_, action) in enumerate(moves):
            for a in s.legal_actions() if i % 3 == 0 else ():
                after = s._advance(a)
                for p in range(players):
                    g, u = _tiles(after.comp, after.ground[p], after.upper[p])
                    parts = score_parts(g, u, [v for _, v in after.bonus[p]], after.tokens_held(p))
                    assert after.score()[p].parts == parts
                    assert after.layout_facts(p) == _afresh(after.comp, after.ground[p], after.upper[p])
                    assert player_parts(after.layout_facts(p), [v for _, v in after.bonus[p]],
                                        after.tokens_held(p)) == parts
            s = s._advance(action)


def test_a_state_s_layouts_know_the_hash_of_their_cells():
    """Placing (GA.place.adjacent, GA.place.upper-layer) and moving tiles (GA.ankh.move-ground,
    GA.ankh.move-upper) make new layouts whose hash, worked out from the layout they came from, is the
    hash of their cells worked out afresh; the layouts they came from are left as they were."""
    seen = 0
    for players, bots, seed in ((2, "random", 7001), (3, "random", 7027), (2, "greedy", 3)):
        _, moves = sim.play("golden_ankh", players, bots, seed=seed)
        s = new_game(players=players, seed=seed, **sim.sim_options("golden_ankh"))
        for _, action in moves:
            before = [(dict(s.ground[p]), dict(s.upper[p])) for p in range(players)]
            after = s._advance(action)
            for p in range(players):
                assert (s.ground[p], s.upper[p]) == before[p]  # the old state's layouts are unchanged
                for cells in (after.ground[p], after.upper[p]):
                    assert type(cells) is speed.Cells
                    assert hash(cells) == hash(speed.Cells.of(dict(cells)))
                    seen += 1
            s = after
    assert seen > 1000


def test_cells_are_equal_and_hash_alike_whatever_order_they_came_in():
    a = speed.placed(speed.placed(speed.Cells.of({}), (0, 0), 5), (0, 1), 7)
    b = speed.moved(speed.placed(speed.Cells.of({(0, 1): 7}), (1, 1), 5), (1, 1), (0, 0))
    assert a == b == {(0, 0): 5, (0, 1): 7} and hash(a) == hash(b)
    assert speed.Cells.of(a) is a and type(dict(a)) is dict
    c = speed.moved(a, (0, 0), (1, 0))
    assert c == {(1, 0): 5, (0, 1): 7} and hash(c) != hash(a) and a == {(0, 0): 5, (0, 1): 7}
    assert layout_facts(new_game(players=2, seed=1).comp, a, {}) == layout_facts(
        new_game(players=2, seed=1).comp, {(0, 1): 7, (0, 0): 5}, {})


def test_cells_a_row_or_a_column_apart_hash_apart_even_where_coordinates_are_negative():
    """Python hashes -1 and -2 alike: a layout's hash must still tell the rows -1 and -2 apart, or
    every layout reaching left or up would share its neighbours' hash."""
    hashes = {hash(speed.Cells.of({(r, c): 9})) for r in (-2, -1, 0, 1) for c in (-2, -1, 0, 1)}
    assert len(hashes) == 16
    moved_up = speed.moved(speed.Cells.of({(0, 0): 1, (-1, 0): 2}), (-1, 0), (-2, 0))
    assert hash(moved_up) != hash(speed.Cells.of({(0, 0): 1, (-1, 0): 2}))


def test_a_layout_is_found_only_by_equal_cells_even_when_two_layouts_share_a_hash():
    comp = new_game(players=2, seed=4).comp
    speed.clear()
    a, b = speed.Cells.of({(0, 0): 0, (0, 1): 1}), speed.Cells.of({(0, 0): 0, (1, 0): 20})
    b._hash = a._hash  # two layouts that happen to share a hash
    fa, fb = layout_facts(comp, a, {}), layout_facts(comp, b, {})
    assert fa == _afresh(comp, a, {}) and fb == _afresh(comp, b, {})
    assert layout_facts(comp, a, {}) == _afresh(comp, a, {})
    assert layout_facts(comp, dict(b), {}) == _afresh(comp, b, {})


def test_results_that_drew_from_the_generator_are_not_kept():
    from rulekit.rng import Rng

    calls = []

    @speed.remember_unless_drawn(maxsize=8)
    def pick(options, *, rng):
        calls.append(options)
        return options[0] if len(options) == 1 else options[rng.randbelow(len(options))]

    assert pick(("a",), rng=Rng(1)) == pick(("a",), rng=Rng(2)) == "a" and len(calls) == 1
    drawn = [pick(("a", "b", "c", "d"), rng=Rng(seed)) for seed in range(20)]
    assert len(calls) == 21 and len(set(drawn)) > 1  # drawn afresh each time, with each generator


def test_markers_after_every_move_greedy_tries_are_the_rule_s_own():
    """Markers kept by value after a move (bonus.markers_after_move) are those the rule function
    gives with nothing remembered (GA.bonus.return-on-move, GA.bonus.colour-five, GA.bonus.animal-five,
    GA.gap.bonus-groups, GA.gap.bonus-supply)."""
    from rulekit.golden_ankh import Move
    from rulekit.golden_ankh.bonus import settle_markers

    checked = changed = 0
    for players, bots, seed in ((2, "greedy", 3), (2, "greedy", 11), (3, "random", 7001)):
        _, moves = sim.play("golden_ankh", players, bots, seed=seed)
        s = new_game(players=players, seed=seed, **sim.sim_options("golden_ankh"))
        for _, action in moves:
            p = s.current_player
            if s.bonus[p]:
                for a in s.legal_actions():
                    if not isinstance(a, Move):
                        continue
                    for _ in range(2):  # the second time from what was kept
                        after = s._advance(a)
                        rng = s.rng.copy()
                        moved = (after.upper[p] if a.src_upper else after.ground[p])[a.dst]
                        expected = settle_markers(
                            layout_groups(s.comp, after.ground[p], after.upper[p]),
                            layout_groups(s.comp, s.ground[p], s.upper[p]), moved, s.bonus[p],
                            s.bonus_tiles[p], s.bonus_pool, rng)
                        assert (after.bonus[p], after.bonus_tiles[p], after.bonus_pool) == expected
                        assert after.rng == rng
                        checked += 1
                        changed += expected[0] != s.bonus[p]
            s = s._advance(action)
    assert checked > 200 and changed > 0
