"""Golden Ankh component data (spec §2) and setup (spec §3.2, TC-GA-00)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from rulekit import golden_ankh as ga
from rulekit.golden_ankh.components import ComponentError, load_spec, make_components, read_tiles_csv


def test_shipped_components_match_the_rulebook_totals():
    comp = ga.default_components()
    assert len(comp.tiles) == 55
    assert len(comp.price_markers) == 15
    assert len(comp.bonus_markers) == 12
    assert comp.kind_letters == ("B", "W", "K", "G", "R", "A")
    assert comp.kind_keys[comp.ankh] == "ankh"
    # 6 kinds x 6 tokens = 36 (GA.setup.supply)
    assert comp.tokens_per_kind[2] * len(comp.kind_keys) == 36


def test_every_colour_has_the_three_special_tiles():
    # GA.special.kinds: storehouse, scribe and desert in every colour
    comp = ga.default_components()
    for colour in comp.resources:
        specials = Counter(t.special for t in comp.tiles if t.colour == colour)
        assert specials["storehouse"] == 1 and specials["scribe"] == 1 and specials["desert"] == 1


def test_tile_kinds_show_animal_or_number_only_where_they_should():
    # GA.gap.tile-kinds: specials show neither animal nor number; only 2-point tiles show a number
    comp = ga.default_components()
    for t in comp.tiles:
        if t.special != "none":
            assert t.animal is None and t.number == 0
        if t.number:
            assert t.animal is None and t.number == 2
    with pytest.raises(ComponentError, match="GA.gap.tile-kinds"):
        recs = [t.describe() for t in comp.tiles]
        recs[8] = dict(recs[8], animal="jackal")  # a storehouse with an animal
        make_components(tiles=recs)


def test_price_markers_and_holes_follow_the_ruling():
    # GA.gap.price-markers: holes 2,2,2,3,3,3 and 3 markers of each resource kind
    comp = ga.default_components()
    assert comp.price_holes == (2, 2, 2, 3, 3, 3)
    assert Counter(comp.price_markers) == {k: 3 for k in range(5)}
    s = ga.new_game(players=3, seed=11)
    assert [len(p) for p in s.prices] == [2, 2, 2, 3, 3, 3]
    # the price of a space is one token per marker shown over it
    for i in range(6):
        assert sum(s.cost[i]) == len(s.prices[i])
        assert s.cost[i][s.comp.ankh] == 0  # GA.gap.ankh-not-money: no marker asks for ankh


@pytest.mark.parametrize("players, per_kind", [(2, 6), (3, 5), (4, 6)])
def test_setup_tc_ga_00(players, per_kind):
    # TC-GA-00: GA.setup.market, GA.setup.supply, GA.setup.supply-3p, GA.gap.token-count
    s = ga.new_game(players=players, seed=3)
    assert s.supply == (per_kind,) * 6
    # GA.setup.market-tiles: 6 face-up tiles; GA.setup.tile-stacks: the stacks hold the other 49
    assert None not in s.market and len(s.market) == 6
    assert len(s.stacks[0]) + len(s.stacks[1]) == 49
    # GA.gap.setup-details: stacks of 28 and 27, the market drawn from one of them
    assert sorted([len(s.stacks[0]), len(s.stacks[1])]) in ([22, 27], [21, 28])
    # GA.setup.prices: all 15 markers in holes
    assert sum(len(p) for p in s.prices) == 15
    # GA.setup.bonus-pool: all 12 markers in the pool
    assert s.bonus_pool == (3,) * 12
    # players start with no tiles and no tokens
    assert all(not g for g in s.ground) and all(sum(h) == 0 for h in s.hands)
    assert s.current_player == 0 and s.turn == 0 and not s.is_over
    s.validate()


def test_setup_draws_the_market_from_the_top_of_one_stack():
    # GA.setup.market-tiles, GA.gap.setup-details: which stack is chosen is random, seeded
    chosen = set()
    for seed in range(12):
        s = ga.new_game(players=2, seed=seed)
        chosen.add(len(s.stacks[0]) < len(s.stacks[1]))
    assert chosen == {True, False}


def test_setup_is_seeded_and_prices_shuffled():
    a = ga.new_game(players=2, seed=5)
    b = ga.new_game(players=2, seed=5)
    c = ga.new_game(players=2, seed=6)
    assert a == b
    assert a.to_dict() != c.to_dict()
    assert len({tuple(ga.new_game(2, seed=k).prices) for k in range(5)}) > 1


def test_start_player_option():
    # GA.setup.start-player: chosen by any method; the option names the seat
    s = ga.new_game(players=4, seed=1, start_player=2)
    assert s.current_player == 2 and s.last_player() == 1


def test_token_count_options():
    # GA.gap.token-count option: tokens per kind as a parameter; 'published' = 4/5/6
    assert ga.new_game(2, seed=1, tokens_per_kind="published").supply == (4,) * 6
    assert ga.new_game(3, seed=1, tokens_per_kind="published").supply == (5,) * 6
    assert ga.new_game(4, seed=1, tokens_per_kind="published").supply == (6,) * 6
    assert ga.new_game(3, seed=1, tokens_per_kind=7).supply == (7,) * 6
    with pytest.raises(ValueError):
        ga.new_game(3, seed=1, tokens_per_kind="lots")
    with pytest.raises(ValueError):
        ga.new_game(5, seed=1)


def test_passing_other_component_data():
    s = ga.new_game(2, seed=1, bonus_markers=[2] * 12, price_holes=[3, 3, 3, 2, 2, 2])
    assert s.bonus_pool == (2,) * 12
    assert [len(p) for p in s.prices] == [3, 3, 3, 2, 2, 2]
    # the variant survives a save file
    t = ga.from_json(s.to_json())
    assert t == s and t.comp.price_holes == (3, 3, 3, 2, 2, 2)


def test_tiles_as_csv_text_option():
    text = "id,colour,animal,number,special\n" + "\n".join(f"{i},red,jackal,0,none" for i in range(20))
    s = ga.new_game(2, seed=1, tiles=text)
    assert len(s.comp.tiles) == 20 and len(s.stacks[0]) + len(s.stacks[1]) == 14


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda spec: spec.update(price_holes=[2, 2, 2, 3, 3]), "do not fill"),
        (lambda spec: spec.update(price_markers=["blue"] * 14 + ["ankh"]), "not a resource kind"),
        (lambda spec: spec.update(bonus_markers="twelve"), "bonus_markers must be a list"),
        (lambda spec: spec.update(bonus_markers=[3, -1]), "bonus_markers"),
        (lambda spec: spec.pop("token_kinds"), "token_kinds must be a list"),
        (lambda spec: spec.update(tokens_per_kind={"2": 6}), "2, 3 and 4 players"),
        (lambda spec: spec["token_kinds"].reverse(), "ankh kind last"),
    ],
)
def test_bad_component_data_gives_a_clear_error(change, message):
    spec = load_spec()
    change(spec)
    with pytest.raises(ComponentError, match=message):
        ga.Components(spec, read_tiles_csv(_csv()), "test data")


def _csv() -> str:
    from importlib import resources

    return resources.files("rulekit").joinpath("data", "golden_ankh", "tiles.csv").read_text()


@pytest.mark.parametrize(
    "row, message",
    [
        ("0,purple,,0,none", "colour 'purple'"),
        ("0,red,lion,0,none", "animal 'lion'"),
        ("0,red,,x,none", "number must be an integer"),
        ("0,red,,0,temple", "special 'temple'"),
        ("5,red,,0,none", "ids must be 0, 1, 2"),
    ],
)
def test_bad_tile_rows_name_the_tile(row, message):
    lines = _csv().splitlines()
    lines[1] = row
    with pytest.raises(ComponentError, match=message):
        make_components(tiles="\n".join(lines))


def test_bad_json_and_bad_header():
    with pytest.raises(ComponentError, match="not valid JSON"):
        load_spec("{not json")
    with pytest.raises(ComponentError, match="header"):
        read_tiles_csv("a,b,c\n1,2,3\n")


def test_rule_catalogue_has_every_rule_in_both_languages():
    from importlib import resources

    cat = json.loads(resources.files("rulekit").joinpath("data", "golden_ankh", "rules.json").read_text())
    assert len(cat) == 88
    for rule, entry in cat.items():
        assert rule.startswith("GA.")
        for part in ("title", "text"):
            assert entry[part]["en"] and entry[part]["ko"], rule
