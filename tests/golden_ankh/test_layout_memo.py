"""The remembered layout facts equal the scoring module's own (GA.gap.bonus-groups, GA.score.total)."""
from __future__ import annotations

import pytest

from rulekit import sim
from rulekit.golden_ankh import layout_memo, new_game, score_parts
from rulekit.golden_ankh.bonus import qualifying_groups
from rulekit.golden_ankh.scoring import bonus_entitlement


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
    for comp, ground, upper in layouts:
        facts = layout_memo.layout_facts(comp, ground, upper)
        assert facts == layout_memo.reference_facts(comp, ground, upper)
        tiles = comp.tiles
        g = {c: tiles[t] for c, t in ground.items()}
        u = {c: tiles[t] for c, t in upper.items()}
        assert facts[0] == qualifying_groups(g, u)
        assert list(facts[0]) == list(qualifying_groups(g, u))  # the same order too
        assert {k: len(v) for k, v in facts[0].items()} == bonus_entitlement(g, u)
        parts = score_parts(g, u, [], 0)
        assert facts[1:] == (parts["colour"], parts["animals"], parts["numbers"])


@pytest.mark.parametrize(("players", "bots"), [(2, "random"), (2, "builder")])
def test_a_layout_without_five_of_a_kind_is_told_apart_by_a_count(players, bots):
    layouts = _layouts(players, range(6), bots)
    told = [layout_memo.may_qualify(comp, g, u) for comp, g, u in layouts]
    assert any(told) and not all(told)  # both kinds of layout are among them
    for (comp, ground, upper), may in zip(layouts, told, strict=True):
        tiles = comp.tiles
        groups = qualifying_groups({c: tiles[t] for c, t in ground.items()},
                                   {c: tiles[t] for c, t in upper.items()})
        if not may:
            assert groups == {}
        assert layout_memo.layout_groups(comp, ground, upper) == groups
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
    facts = layout_memo.layout_facts(comp, ground, upper)
    assert facts == layout_memo.reference_facts(comp, ground, upper)
    assert len(facts[0].get(f"colour:{colour}")) == 1 and facts[1] >= 5
    # Two separate groups of five of the same colour: two markers.
    ground2 = {(0, c): ids[c] for c in range(5)} | {(2, c): ids[5 + c] for c in range(5)}
    groups = layout_memo.layout_facts(comp, ground2, {})[0][f"colour:{colour}"]
    assert groups == layout_memo.reference_facts(comp, ground2, {})[0][f"colour:{colour}"]
    assert [sorted(g) for g in groups] == [sorted(ids[:5]), sorted(ids[5:10])]


def test_a_layout_is_remembered_by_content_not_by_the_dict():
    s = new_game(players=2, seed=4)
    comp = s.comp
    ground = {(0, 0): 0, (0, 1): 1}
    first = layout_memo.layout_facts(comp, ground, {})
    assert layout_memo.layout_facts(comp, dict(ground), {}) is first
    changed = {(0, 0): 0, (0, 1): 2}
    assert layout_memo.layout_facts(comp, changed, {}) == layout_memo.reference_facts(comp, changed, {})


def test_held_facts_of_every_layout_greedy_tries_equal_the_scoring_functions():
    """Every candidate action of greedy games, tile moves included: the facts a state's layout dicts
    are known by (for a moved tile: worked out from the layout it left) are the scoring functions'."""
    from rulekit.golden_ankh import Move

    derived = 0
    # A greedy game, and random ones (upper tiles laid on layouts reached by a move among them).
    for players, bots, seed in ((2, "greedy", 3), (3, "random", 7001), (2, "random", 7027)):
        _, moves = sim.play("golden_ankh", players, bots, seed=seed)
        s = new_game(players=players, seed=seed, **sim.sim_options("golden_ankh"))
        for _, action in moves:
            p = s.current_player
            assert layout_memo.held_facts(s.comp, s.ground[p], s.upper[p]) == layout_memo.reference_facts(
                s.comp, s.ground[p], s.upper[p])
            for a in s.legal_actions():
                after = s._advance(a)
                g, u = after.ground[p], after.upper[p]
                if type(a) is Move and not a.src_upper:
                    worked_out = layout_memo._moved_facts(after.comp, g, u)
                    if worked_out is not None:
                        derived += 1
                        assert worked_out == layout_memo.reference_facts(after.comp, g, u)
                held = layout_memo.held_facts(after.comp, g, u)
                assert held == layout_memo.reference_facts(after.comp, g, u)
            s = s._advance(action)
    assert derived > 100  # moved layouts were worked out from the layouts they left
