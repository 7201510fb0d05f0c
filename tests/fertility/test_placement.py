"""Step 1: placing a valley tile (spec 3.4); worked examples TC-FE-01 to 03, TC-FE-05, TC-FE-12c."""
import pytest
from fe_positions import F1, F3, position

from rulekit import RuleViolation
from rulekit import fertility as fe


def refused(state, action):
    before = state.to_dict()
    with pytest.raises(RuleViolation) as info:
        state.apply(action)
    assert state.to_dict() == before
    return info.value.rule


def test_tc_fe_01_can_be_placed():
    # FE.place.choose, FE.place.connect-same-site, FE.collect.connect-tiles, FE.collect.beside-city
    s = position(F1, "p1 hand PG")
    after = s.apply("place P@1,2 G@0,2")
    assert after.beside[0] == [0, 0, 1, 0]          # 1 papyrus beside the city board
    assert after.gained == {"A": "P", "B": 0, "C": "", "D": 0}
    assert after.supply == [20, 20, 19, 20]
    assert after.goods[0] == {}                      # beside, not on the city board
    assert after.hands[0] == [] and after.site[after.board.index((0, 2))] == "G"
    assert after.phase == "build"


def test_any_orientation_and_only_personal_tiles():
    # FE.place.choose: any orientation; only one of your own personal tiles
    s = position(F1, "p1 hand PG", "p2 hand MC")
    for text in ("place P@1,2 G@1,1", "place P@2,1 G@3,1", "place P@2,1 G@2,0", "place P@1,2 G@0,2"):
        assert s.is_legal(text)
    assert refused(s, "place M@1,2 C@0,2") == "FE.place.choose"


def test_tc_fe_02_no_matching_site():
    # FE.place.connect-same-site, FE.board.symbols-not-sites: marble (1,2) touches only papyrus and the symbol
    s = position(F1, "p1 hand MC")
    assert refused(s, "place M@1,2 C@0,2") == "FE.place.connect-same-site"
    # the same tile next to the marble symbol only: still not connected
    assert refused(s, "place M@0,1 C@0,0") == "FE.place.connect-same-site"


def test_tc_fe_03_wheat_or_water():
    # FE.place.no-wheat-water, FE.place.desert-only
    s = position(F1, "p1 hand CP GC")
    assert refused(s, "place C@1,3 P@1,4") == "FE.place.no-wheat-water"
    assert refused(s, "place G@3,1 C@4,1") == "FE.place.no-wheat-water"
    # a printed symbol cell is desert: it may be covered
    s2 = position(F1, "p1 hand PM")
    assert s2.is_legal("place P@2,1 M@1,1")


def test_desert_only_is_checked_on_every_placement():
    # FE.place.desert-only: every placement is checked for desert (after wheat and water)
    s = position(F1, "p1 hand PG")
    checks = s.explain("place P@1,2 G@0,2")
    assert [c.rule for c in checks if c.rule == "FE.place.desert-only"] == ["FE.place.desert-only"]
    assert all(c.passed for c in checks)


def test_tile_shape_two_adjacent_cells_on_board():
    # FE.gap.tile-shape, FE.board.valley-tile: two orthogonally adjacent cells, both on the board
    s = position(F1, "p1 hand PG")
    assert refused(s, "place P@1,2 G@0,3") == "FE.gap.tile-shape"     # diagonal
    assert refused(s, "place P@1,2 G@1,4") == "FE.gap.tile-shape"     # not touching
    assert refused(s, "place P@0,0 G@9,0") == "FE.gap.tile-shape"     # off the board


def test_placement_extent_no_overlap_other_kinds_may_touch():
    # FE.gap.placement-extent: no overlap with a tile or quarry; touching other kinds is fine (TC-FE-05)
    s = position(F1, "p1 hand PG")
    assert refused(s, "place P@2,2 G@1,2") == "FE.gap.placement-extent"
    s3 = position(F3, "p1 hand PC")
    assert s3.is_legal("place C@0,4 P@0,3")           # cattle (0,4)-(1,4) matches
    q = position("players 2\nboard\nq.P\n..C\nstart -\n", "p1 hand PG")
    assert refused(q, "place P@0,0 G@0,1") == "FE.gap.placement-extent"


def test_tc_fe_05_counting_connections():
    # FE.collect.connect-tiles, FE.gap.collect-adjacent: 2 papyrus, grapes touches nothing
    s = position(F3, "p1 hand PG")
    after = s.apply("place P@1,2 G@0,2")
    assert after.gained["A"] == "PP"
    assert after.beside[0] == [0, 0, 2, 0]


def test_collect_adjacent_no_chains_and_not_own_sites():
    # FE.gap.collect-adjacent: only sites touching the new sites count; the new tile's two sites never count
    s = position("players 2\nboard\n....\n.PP.\n....\nstart -\n", "p1 hand PP")
    after = s.apply("place P@0,1 P@0,2")
    assert after.gained["A"] == "PP"                  # (0,1)-(1,1) and (0,2)-(1,2), not each other
    s2 = position("players 2\nboard\n.....\nPPP..\n.....\nstart -\n", "p1 hand PM")
    after2 = s2.apply("place P@0,0 M@0,1")            # papyrus (0,0) touches only (1,0): no chain
    assert after2.gained["A"] == "P"


def test_tc_fe_12c_no_placement_discard():
    # FE.place.none-possible, FE.gap.discard: discard, collect nothing, still build and refill
    board = "players 2\nboard\n~~~~\n~PC~\n~GM~\n~~~~\nstart 1,1\n"
    s = position(board, "public MM CC PP", "row D09 D01 D02 D03", "p1 hand PG MC CC; wheat 2")
    acts = s.legal_actions()
    assert {str(a) for a in acts} == {"discard PG", "discard MC", "discard CC"}
    assert refused(position(F1, "p1 hand PG"), "discard PG") == "FE.place.none-possible"
    after = s.apply("discard MC")
    assert after.hands[0] == [t for t in s.hands[0] if s.comp.tiles[t] != "MC"]
    assert after.gone and s.comp.tiles[after.gone[0]] == "MC"
    assert after.beside[0] == [0, 0, 0, 0] and after.phase == "build"
    after = after.apply("buy 1 W")                     # P>5 costs 1: paid with wheat
    assert after.wheat[0] == 1 and after.lots[0][0] == "D09"
    after = after.apply("take CC")
    assert len(after.hands[0]) == 3 and len(after.public) == 3 and after.current_player == 1


def test_discard_needs_a_personal_tile():
    board = "players 2\nboard\n~~~~\n~PC~\n~GM~\n~~~~\nstart 1,1\n"
    s = position(board, "p1 hand PG")
    assert refused(s, "discard MM") == "FE.place.choose"


def test_start_tile_sites_count():
    # FE.board.start-tile: the start tile's 4 sites are production sites tiles can connect to
    s = position(F1, "p1 hand MM")
    assert s.is_legal("place M@3,4 M@2,4")            # marble (3,4) touches start-tile marble (3,3)
    assert sum(1 for i, t in enumerate(s.tile_at) if t == -2) == 4


def test_legal_placements_are_exactly_the_legal_ones():
    # every listed placement passes the checks; every other placement on the fragment is refused
    s = position(F1, "p1 hand PG MC")
    listed = set(s.legal_actions())
    for r in range(5):
        for c in range(6):
            for dr, dc in ((0, 1), (1, 0)):
                for x, y in (("P", "G"), ("G", "P"), ("M", "C"), ("C", "M")):
                    a = fe.place(x, (r, c), y, (r + dr, c + dc))
                    assert (a in listed) == s.is_legal(a), str(a)
