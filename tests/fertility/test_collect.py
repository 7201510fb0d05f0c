"""Step 1: collecting (spec 3.5), TC-FE-04 and TC-FE-12a."""
import pytest
from fe_positions import F2, F3, position

from rulekit import RuleViolation


def test_tc_fe_04_all_four_cases(pos=position):
    # FE.collect.several, FE.collect.connect-tiles, FE.collect.wheat-fields, FE.collect.wheat-track,
    # FE.collect.cover-symbol, FE.collect.quarry, FE.gap.quarry-definition
    s = pos(F2, "p1 hand GP")
    after = s.apply("place G@0,1 P@0,2")
    assert after.gained == {"A": "P", "B": 1, "C": "M", "D": 1}
    assert after.wheat[0] == 1                         # wheat token one space forward
    assert after.beside[0] == [1, 0, 1, 0]             # 1 marble (symbol) + 1 papyrus (connection)
    assert after.phase == "quarry"
    cell0 = after.board.index((0, 0))
    assert after.quarry == {cell0: -1} and not after.free[cell0]
    assert after.free[after.board.index((0, 3))]      # (0,3) still touches empty (0,4): no quarry
    acts = {str(a) for a in after.legal_actions()}
    assert acts == {"quarry 0,0 take M", "quarry 0,0 take C", "quarry 0,0 take P", "quarry 0,0 take G",
                    "quarry 0,0 monument"}
    took = after.apply("quarry 0,0 take G")
    assert took.beside[0] == [1, 0, 1, 1] and took.phase == "build"
    built = after.apply("quarry 0,0 monument")
    assert built.quarry == {cell0: 0} and built.monuments[0] == 3 and built.beside[0] == [1, 0, 1, 0]


def test_quarry_must_be_chosen_first(pos=position):
    s = pos(F2, "p1 hand GP", "row D01 D02 D03 D04").apply("place G@0,1 P@0,2")
    with pytest.raises(RuleViolation) as info:
        s.apply("buy 1 -")
    assert info.value.rule == "FE.collect.quarry"
    with pytest.raises(RuleViolation) as info:
        s.apply("quarry 1,4 take M")
    assert info.value.rule == "FE.collect.quarry"


def test_quarry_isolated_from_the_start_is_never_a_quarry(pos=position):
    # FE.gap.quarry-definition: a hole printed on the board was isolated before the placement
    s = pos("players 2\nboard\n.~...\n~~.C.\n.....\nstart -\n", "p1 hand CM")
    after = s.apply("place C@1,4 M@0,4")
    assert after.board.index((0, 0)) not in after.quarry and after.gained["D"] == 0


def test_start_symbols_unused_are_plain_desert(pos=position):
    # FE.setup.unused-start-symbols: an uncovered start symbol is ordinary desert (placeable, no reward)
    s = pos("players 2\nboard\nss...\nss.C.\n.....\nstart -\n", "p1 hand CM")
    after = s.apply("place C@1,2 M@1,1")
    assert after.gained == {"A": "C", "B": 0, "C": "", "D": 0}


def test_quarry_several_and_symbol_not_collected(pos=position):
    # FE.gap.quarry-several: two quarries made at once, a reward for each; a quarry's symbol is never taken
    s = pos("players 2\nboard\n~m~~\n~..C\n~~.~\nstart -\n", "p1 hand CC")
    after = s.apply("place C@1,1 C@1,2")
    qs = sorted(after.quarry)
    assert [after.board.coords[q] for q in qs] == [(0, 1), (2, 2)]
    assert after.gained["D"] == 2 and after.gained["C"] == ""
    step = after.apply("quarry 0,1 take M")
    assert step.phase == "quarry" and step.pending == [after.board.index((2, 2))]
    done = step.apply("quarry 2,2 monument")
    assert done.phase == "build" and done.beside[0] == [1, 1, 0, 0]  # the chosen marble, not the (0,1) symbol
    assert done.quarry[after.board.index((2, 2))] == 0


def test_quarry_monument_none_left(pos=position):
    # FE.gap.quarry-monument: with no monument left a resource must be taken
    s = pos(F2.replace("start -", "1111~\nstart -"), "p1 hand GP").apply("place G@0,1 P@0,2")
    assert s.monuments[0] == 0
    assert "quarry 0,0 monument" not in {str(a) for a in s.legal_actions()}
    with pytest.raises(RuleViolation) as info:
        s.apply("quarry 0,0 monument")
    assert info.value.rule == "FE.gap.quarry-monument"


def test_quarry_reward_lost_when_nothing_left(pos=position):
    # FE.gap.quarry-monument + FE.collect.supply-limit: no monument and an empty supply: no reward
    full = "M" * 20 + "C" * 20 + "P" * 20 + "G" * 20
    s = pos(F2.replace("start -", "1111~\nstart -"), "p1 hand GP", f"p2 beside {full}")
    after = s.apply("place G@0,1 P@0,2")
    assert after.phase == "build" and after.gained == {"A": "", "B": 1, "C": "", "D": 1}
    assert after.beside[0] == [0, 0, 0, 0]


def test_quarry_take_needs_supply(pos=position):
    # FE.collect.supply-limit on the quarry's resource of choice
    s = pos(F2, "p1 hand GP", "p2 beside " + "G" * 20).apply("place G@0,1 P@0,2")
    assert "quarry 0,0 take G" not in {str(a) for a in s.legal_actions()}
    with pytest.raises(RuleViolation) as info:
        s.apply("quarry 0,0 take G")
    assert info.value.rule == "FE.collect.supply-limit"


def test_cover_two_symbols(pos=position):
    # FE.gap.cover-two-symbols: one resource per covered symbol cell, any site may cover a symbol
    s = pos("players 2\nboard\n.mg.\n.PC.\nstart -\n", "p1 hand PC")
    after = s.apply("place P@0,1 C@0,2")
    assert after.gained["C"] == "MG" and after.beside[0] == [1, 1, 1, 1]


def test_wheat_each_field_once_and_track_end(pos=position):
    # FE.gap.wheat-adjacent: a wheat field touching both cells counts once; FE.gap.wheat-track: capped
    s = pos("players 2\nboard\nw..\n..w\nP..\nstart -\n", "p1 hand PM")
    after = s.apply("place P@1,0 M@1,1")
    assert after.gained["B"] == 2                     # (0,0) and (1,2), each once
    top = pos("players 2\nboard\nw..\n..w\nP..\nstart -\n", "p1 hand PM; wheat 15").apply("place P@1,0 M@1,1")
    assert top.wheat[0] == 15 and top.gained["B"] == 0


def test_tc_fe_12a_supply_runs_out(pos=position):
    # FE.collect.supply-limit, FE.gap.supply-shortage: 2 papyrus earned, 1 left in the supply; wheat unlimited
    board = "players 2\nboard\n.w....\n...PC.\n..PCCG\n..GM..\nstart 2,2\n"
    s = pos(board, "p1 hand PG", "p2 beside " + "P" * 19)
    assert s.supply[2] == 1
    after = s.apply("place P@1,2 G@0,2")
    assert after.gained["A"] == "P" and after.gained["B"] == 1
    assert after.beside[0] == [0, 0, 1, 0] and after.supply[2] == 0 and after.wheat[0] == 1


def test_f3_collects_two(pos=position):
    # FE.collect.connect-tiles (TC-FE-05 again through explain: every check passes)
    s = pos(F3, "p1 hand PG")
    assert all(c.passed for c in s.explain("place P@1,2 G@0,2"))


def test_monument_deben_from_placed_monuments(pos=position):
    # FE.collect.monument-deben: monuments placed on quarries score at the end
    s = pos(F2, "p1 hand GP").apply("place G@0,1 P@0,2").apply("quarry 0,0 monument")
    assert s.score()[0].parts["monuments"] == 15 and s.score()[1].parts["monuments"] == 0
