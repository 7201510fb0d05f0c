"""Setup, courses and the data files."""
from __future__ import annotations

from collections import Counter

import pytest

from rulekit import el_dorado as ed
from rulekit.el_dorado import components
from rulekit.geometry import reachable


def test_first_game_course_is_the_default():
    # ED.setup.course-first
    s = ed.new_game(players=3, seed=1)
    assert s.course.elements == ("B", "C", "N", "I", "K")
    assert ed.course("first") is ed.course(0)


@pytest.mark.parametrize("cid", range(8))
def test_every_course_can_be_chosen_and_played(cid):
    # ED.setup.course-later, ED.variant.courses: the rules do not change with the course
    s = ed.new_game(players=4, seed=cid, course=cid)
    assert s.course_id == cid
    assert set(s.pieces[p][0] for p in range(4)) == set(s.course.start)
    assert any(isinstance(a, (ed.Move, ed.Pay)) for a in s.legal_actions())
    by_name = ed.new_game(players=2, seed=1, course=ed.course(cid).name)
    assert by_name.course_id == cid


def test_blockades_are_drawn_at_random_one_per_seam():
    # ED.setup.blockade-place, ED.setup.blockade-spare, ED.gap.blockade-seams
    seen = set()
    for seed in range(20):
        s = ed.new_game(players=2, seed=seed)
        assert len(s.blockades) == len(s.course.seams) == 4
        assert len(set(s.blockades)) == 4 and set(s.blockades) <= set(ed.BLOCKADES)
        assert s.broken == (-1, -1, -1, -1)
        seen.add(s.blockades)
    assert len(seen) > 5            # random, not fixed
    # the 2 pieces left over stay in the box: nobody can ever take them
    s = ed.new_game(players=2, seed=3, blockades=["BJ1", "BJ2", "BW1", "BS1"])
    assert s.blockades == ("BJ1", "BJ2", "BW1", "BS1")
    with pytest.raises(ValueError):
        ed.new_game(players=2, seed=3, blockades=["BJ1", "BJ1", "BW1", "BS1"])


def test_seams_lie_between_consecutive_elements_only():
    # ED.gap.blockade-seams, ED.blockade.location
    for c in ed.COURSES.values():
        assert len(c.seams) <= 6
        order = list(c.elements)
        for seam in c.seams:
            a, b = seam.between
            assert order.index(b) == order.index(a) + 1
            for x, y in seam.edges:
                assert {x[0], y[0]} == {a, b} or {x.rstrip("0123456789"), y.rstrip("0123456789")} == {a, b}
        assert not any(e in seam.hexes for seam in c.seams for e in c.end)   # none before the arrival spaces


def test_every_course_start_is_connected_to_its_arrival_spaces():
    for c in ed.COURSES.values():
        passable = {h for h, t in c.terrain.items() if ed.TERRAIN[t].passable or h in c.start}
        seen = reachable(c.start[:1], lambda h, c=c, ok=passable: [n for n, _ in c.neighbours[h] if n in ok])
        assert set(c.end) <= seen, c.name


def test_market_setup():
    # ED.setup.market-board, ED.setup.market-reserve
    s = ed.new_game(players=2, seed=1)
    assert [st[0] for st in s.market] == ["Sc", "Tb", "Ph", "TC", "JT", "Tm"]
    assert all(st[1] == 3 for st in s.market)
    assert len(s.reserve) == 12 and all(n == 3 for _, n in s.reserve)
    assert all(ed.CARDS[c].start_market for c, _ in s.market)
    assert not any(ed.CARDS[c].start_market for c, _ in s.reserve)


def test_starting_decks_and_hands():
    # ED.setup.player-kit, ED.setup.deal
    s = ed.new_game(players=4, seed=9)
    for p in range(4):
        assert s.cards_of(p) == Counter({"Ex": 3, "Tr": 4, "Sa": 1})
        assert len(s.hands[p]) == 4 and len(s.draws[p]) == 4
    orders = {ed.new_game(players=2, seed=k).hands[0] for k in range(10)}
    assert len(orders) > 1          # shuffled by the seed


def test_start_player_and_start_spaces():
    # ED.setup.start-player, ED.gap.start-player, ED.setup.start-spaces
    s = ed.new_game(players=4, seed=2)
    assert s.start_player == 0 and s.current_player == 0
    assert s.pieces == [("B6",), ("B7",), ("B8",), ("B9",)]
    starts = {ed.new_game(players=4, seed=k, random_start=True).start_player for k in range(30)}
    assert len(starts) > 1
    r = next(ed.new_game(players=4, seed=k, random_start=True) for k in range(30)
             if ed.new_game(players=4, seed=k, random_start=True).start_player == 2)
    assert r.current_player == 2
    assert [r.pieces[p] for p in (2, 3, 0, 1)] == [("B6",), ("B7",), ("B8",), ("B9",)]


def test_three_players_leave_space_four_empty():
    # ED.gap.three-player-spaces
    s = ed.new_game(players=3, seed=2)
    assert "B9" not in s.occupied() and s.occupied() == {"B6", "B7", "B8"}


def test_two_player_game_has_two_pieces_each():
    # ED.variant.two-player, ED.setup.two-player-start
    s = ed.new_game(players=2, seed=2)
    assert s.pieces == [("B6", "B8"), ("B7", "B9")]
    with pytest.raises(ValueError):
        ed.new_game(players=5)


# ---------------------------------------------------------------- data files


def test_card_list_matches_the_spec():
    c = ed.CARDS
    assert len([k for k in c.values() if k.price is not None]) == 18
    assert (c["Pi"].power, c["Pi"].price, c["GM"].item, c["Mi"].price) == (5, 5, True, 5)
    assert {k for k, v in c.items() if v.item} == {"GM", "TC", "PP", "Tm", "Co", "TL"}


def test_bad_card_file_names_the_row():
    text = components._read_text("cards.csv")
    bad = text.replace("Sc,Scout,정찰병,green,machete,2", "Sc,Scout,정찰병,green,paddle,2")
    with pytest.raises(components.DataError, match="line 5"):
        components.parse_cards(bad)
    with pytest.raises(components.DataError, match="whole number"):
        components.parse_cards(text.replace("Tb,Trailblazer,개척자,green,machete,3",
                               "Tb,Trailblazer,개척자,green,machete,x"))
    with pytest.raises(components.DataError, match="header"):
        components.parse_cards("a,b\n1,2\n")


def test_bad_terrain_and_course_files():
    text = components._read_text("terrain.csv")
    with pytest.raises(components.DataError, match="unknown kind"):
        components.parse_terrain(text.replace("J1,jungle", "J1,forest"))
    terrain, _ = components.parse_terrain(text)
    with pytest.raises(components.DataError, match="not valid JSON"):
        components.parse_courses("{", terrain)
    good = components._read_text("courses.json")
    with pytest.raises(components.DataError, match="unknown terrain"):
        components.parse_courses(good.replace('"J1"]', '"Q9"]', 1), terrain)
    with pytest.raises(components.DataError, match="start spaces"):
        components.parse_courses(good.replace('"start":["B6"', '"start":["B5"', 1), terrain)
