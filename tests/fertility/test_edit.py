"""Position edits (rulekit.fertility.edit) and the layout checks behind them.

Every refused edit raises a bilingual error naming what is wrong, and the state given is unchanged.
"""
import pytest
from fe_positions import F1, F3, position

from rulekit import fertility as fe
from rulekit.core import BilingualError
from rulekit.fertility import edit


@pytest.fixture
def start():
    return edit.empty(players=2)


def cell_of(s, dr, dc):
    return (s.start[0] + dr, s.start[1] + dc)


def site(s, cell):
    return s.site[s.board.index(cell)]


def refused(fn, state, *args, match=None, **kw):
    """The edit is refused with a message in both languages, and ``state`` stays as it was."""
    before = edit.text(state)
    with pytest.raises(BilingualError) as info:
        fn(state, *args, **kw)
    e = info.value
    assert e.message("en") and e.message("ko") and e.message("ko") != e.message("en")
    assert any("\uac00" <= ch <= "\ud7a3" for ch in e.message("ko"))
    if match:
        assert match in e.message("en")
    assert edit.text(state) == before
    return e


def test_start_tile_as_setup_leaves_it(start):
    # FE.setup.start-tile: the kit's start tile P C / G M, turned any way, on the board
    r, c = start.start
    shown = {site(start, (r + dr, c + dc)) for dr in (0, 1) for dc in (0, 1)}
    assert shown == {"P", "C", "G", "M"}
    assert edit.from_text(edit.text(start), like=start) == start


def test_put_tile_counts_it_among_the_games_tiles(start):
    # the start tile's P is at +0,+0 for seed 0; FE.place.connect-same-site
    assert site(start, cell_of(start, 0, 0)) == "P"
    s = edit.put_tile(start, "PG", cell_of(start, -1, 0), cell_of(start, -2, 0))
    assert site(s, cell_of(s, -1, 0)) == "P" and site(s, cell_of(s, -2, 0)) == "G"
    t = s.tile_at[s.board.index(cell_of(s, -1, 0))]
    assert t >= 0 and s.tile_at[s.board.index(cell_of(s, -2, 0))] == t and s.comp.tiles[t] == "PG"
    text = edit.text(s)
    assert "tiles 1,6-2,6" in text and fe.format_position(fe.parse_position(text)) == text
    assert site(start, cell_of(start, -1, 0)) == ""  # the state given is unchanged


def test_a_tile_with_no_neighbour_is_refused(start):
    e = refused(edit.put_tile, start, "MM", (0, 0), (0, 1), match="touches no site of its kind")
    assert "FE.place.connect-same-site" in e.message("en") and "시작 타일과 이어진" in e.message("ko")
    # touching the start tile but only a site of another kind: still refused
    refused(edit.put_tile, start, "MM", cell_of(start, -1, 0), cell_of(start, -2, 0),
            match="FE.place.connect-same-site")


def test_tile_on_wheat_water_or_over_a_tile_is_refused(start):
    # row 4 col 10 is a wheat field, row 3 col 1 water in this board
    assert start.board.letter((4, 10)) == "w" and start.board.letter((2, 1)) == "~"
    refused(edit.put_tile, start, "MC", (4, 9), (4, 10), match="wheat field")
    refused(edit.put_tile, start, "MC", (2, 1), (2, 2), match="water")
    refused(edit.put_tile, start, "PC", cell_of(start, 0, 0), cell_of(start, -1, 0), match="already covered")
    refused(edit.put_tile, start, "PC", (0, 0), (1, 1), match="side by side")
    refused(edit.put_tile, start, "PQ", (0, 0), (0, 1), match="not a valley tile")


def test_a_sixth_tile_of_a_kind_is_refused():
    # the game has 5 tiles of each pair (data/fertility/valley_tiles.csv); with 4 players 46 are in play
    s = edit.from_text(F1.replace("players 2", "players 4"))
    s = edit.set_position(s, hand={0: ["GG", "GG", "GG"], 1: ["GG", "GG"]}, public=[])
    e = refused(edit.set_position, s, hand={2: ["GG"]}, match="no valley tile GG left")
    assert "GG 타일이 남아 있지 않습니다" in e.message("ko")


def test_more_tiles_than_a_game_uses_are_refused():
    # FE.setup.valley-stack: a 2-player game uses 24 valley tiles; here 16 on the board and 9 in hands
    text = ("players 2\nboard\n" + "MMMMMMMM\n" * 4 +
            "start -\npublic CC CC CC\np1 hand PP PP PP\np2 hand GG GG GG")
    with pytest.raises(fe.PositionError, match="uses 24") as info:
        fe.parse_position(text)
    assert "24장을 씁니다" in info.value.message("ko")
    fe.parse_position(text.replace("p2 hand GG GG GG", "p2 hand GG GG"))  # 24 is allowed


def test_turn_remove_and_move(start):
    s = edit.put_tile(start, "PG", cell_of(start, -1, 0), cell_of(start, -2, 0))
    # turning the only tile linked through its P leaves its G touching nothing of its kind: refused
    refused(edit.turn_tile, s, cell_of(s, -1, 0), match="FE.place.connect-same-site")
    t = edit.turn_tile(start, start.start)  # the start tile: a quarter turn
    assert [site(t, cell_of(t, 0, 1)), site(t, cell_of(t, 1, 1))] == [site(start, cell_of(start, 0, 0)),
                                                                     site(start, cell_of(start, 0, 1))]
    assert edit.remove_at(s, cell_of(s, -2, 0)) == start
    m = edit.move_tile(s, cell_of(s, -2, 0), cell_of(s, 1, -1), cell_of(s, 1, -2))
    assert site(m, cell_of(m, 1, -1)) == "G" and site(m, cell_of(m, -2, 0)) == ""
    refused(edit.move_tile, s, cell_of(s, -2, 0), (0, 0), (0, 1), match="FE.place.connect-same-site")
    refused(edit.remove_at, start, (0, 1), match="no tile")


def test_removing_a_tile_that_links_others_is_refused(start):
    s = edit.put_tile(start, "PG", cell_of(start, -1, 0), cell_of(start, -2, 0))
    s = edit.put_tile(s, "GM", cell_of(s, -2, 1), cell_of(s, -3, 1))  # linked through the first tile's G
    e = refused(edit.remove_at, s, cell_of(s, -1, 0), match="touches no site of its kind")
    assert "0,7 and 1,7" in e.message("en") and "0,7·1,7" in e.message("ko")


def test_start_tile_one_and_turned():
    s = edit.from_text(F1)
    refused(edit.put_start, s, (0, 0), match="one start tile")
    gone = edit.remove_at(edit.from_text(F1), (3, 3))
    assert gone.start == (-1, -1)
    back = edit.put_start(gone, (2, 2), 0)
    assert edit.text(back) == edit.text(edit.from_text(F1))
    turned = edit.put_start(gone, (2, 2), 1)
    assert [site(turned, c) for c in ((2, 2), (2, 3), (3, 3), (3, 2))] == list("GPCM")
    with pytest.raises(fe.PositionError, match="FE.board.start-tile"):
        fe.parse_position(F1.replace("..PC..", "..CP.."))


def test_quarries_and_monuments():
    frag = edit.from_text("players 3\nboard\n.....\n.....\nstart -")
    s = edit.put_quarry(frag, (0, 0), 2)
    s = edit.put_quarry(s, (0, 2), 2)
    assert s.monuments[2] == 2 and fe.score(s)[2].parts["monuments"] == 15
    s = edit.put_quarry(s, (0, 2), 0)  # the quarry changes owner; P3's monument goes back
    assert s.monuments == [3, 4, 3]
    s = edit.remove_at(s, (0, 0))
    assert s.monuments == [3, 4, 4] and s.quarry == {2: 0}
    full = edit.put_quarry(edit.put_quarry(edit.put_quarry(edit.put_quarry(frag, (0, 0), 1), (0, 1), 1),
                                           (0, 2), 1), (0, 3), 1)
    e = refused(edit.put_quarry, full, (0, 4), 1, match="no monument left")
    assert "FE.setup.monuments" in e.message("ko")
    refused(edit.put_quarry, frag, (0, 0), 5, match="not a player")


def test_a_quarry_on_a_whole_board_is_a_one_cell_hole(start):
    # FE.gap.quarry-definition: with the start tile on the board, a quarry's neighbours are all filled
    e = refused(edit.put_quarry, start, (0, 1), 0, match="isolated one-cell")
    assert "고립된 1칸짜리 빈칸" in e.message("ko")


def test_districts_and_goods():
    s = edit.from_text(F3 + "\nphase over")
    s = edit.set_district(s, 0, 1, "D12")      # C>1/C, a special shop
    s = edit.set_district(s, 0, 2, "D03")      # C>3
    s = edit.set_goods(s, 0, 1, 1, "C")
    s = edit.set_goods(s, 0, 2, 1, "C")
    parts = fe.score(s)[0].parts
    assert parts["special shops"] == 2 and parts["normal shops"] == 3
    assert s.supply[1] == 18                   # the pieces on shops come from the 20 cattle
    refused(edit.set_goods, s, 0, 1, 1, "M", match="FE.supply.shown-only")
    refused(edit.set_goods, s, 0, 1, 1, "W", match="FE.gap.wheat-not-goods")
    refused(edit.set_goods, s, 0, 4, 1, "C", match="no shop 4.1")
    refused(edit.set_district, s, 0, 8, "D01", match="lots 1 to 7")
    refused(edit.set_district, s, 0, 3, "D99", match="district tiles")
    # a district tile lies in one place: putting it on P2's lot takes it (and its goods) from P1
    moved = edit.set_district(s, 1, 5, "D12")
    assert moved.lots[0][0] is None and moved.lots[1][4] == "D12" and (1, 1) not in moved.goods[0]
    cleared = edit.set_district(s, 0, 1, None)
    assert cleared.lots[0][0] is None and fe.score(cleared)[0].parts["special shops"] == 0


def test_row_public_and_players(start):
    s = edit.set_position(start, row=["D05", None, "D07", "D08"], public=["CC"], wheat={1: 9},
                          beside={0: "MMC"}, kind={0: "temple", 1: "sphinx"})
    assert s.row == ["D05", None, "D07", "D08"] and [s.comp.tiles[t] for t in s.public] == ["CC"]
    assert s.wheat == [0, 9] and s.beside[0] == [2, 1, 0, 0] and s.monument_kinds == ["temple", "sphinx"]
    assert edit.from_text(edit.text(s), like=s) == s      # every edited field round-trips
    refused(edit.set_position, s, kind={1: "temple"}, match="different kind")
    refused(edit.set_position, s, phase="dance", match="phase")
    refused(edit.set_position, s, colour="red", match="unknown field")
    four = edit.set_position(s, players=4)
    assert four.num_players == 4 and four.wheat == [0, 9, 0, 0]
    assert edit.set_position(four, players=2).num_players == 2


def test_every_edit_round_trips_through_text():
    s = edit.from_text(F1)
    s = edit.put_tile(s, "PG", (1, 2), (0, 2))
    s = edit.set_district(s, 1, 2, "D16")
    s = edit.set_goods(s, 1, 2, 1, "C")
    s = edit.set_position(s, wheat={0: 4}, hand={0: ["MC"]}, public=["GG", "MP"],
                          row=["D01", None, "D02", "D04"])
    text = edit.text(s)
    assert fe.format_position(fe.parse_position(text)) == text
    assert edit.from_text(text, like=s) == s


def test_layout_checks_leave_fragments_alone():
    # a fragment without the start tile may have loose sites and open quarries (the rulebook's pictures)
    s = position("players 2\nboard\n12..\n.PC.\nstart -\n")
    assert s.quarry and s.site[s.board.index((1, 1))] == "P"
    # with the start tile, a loose site must be linked to it
    with pytest.raises(fe.PositionError, match="touches no site"):
        fe.parse_position(F3.replace("......\n", "M.....\n", 1))
