"""Final scoring and the winner (spec 3.11, 3.12), TC-FE-09 and TC-FE-13."""
from fe_positions import position

from rulekit import fertility as fe
from rulekit.fertility.scoring import PARTS, monument_deben


def test_tc_fe_09_monument_ranks():
    # FE.score.monuments, FE.score.monuments-ties, FE.score.monuments-none, FE.gap.monument-rank
    assert monument_deben([3, 3, 1, 0]) == [15, 15, 7, 0]
    assert monument_deben([2, 1, 1]) == [15, 7, 7]
    assert monument_deben([2, 0]) == [15, 0]
    assert monument_deben([1, 1]) == [15, 15]


def test_monuments_on_the_board_score():
    # FE.score.monuments through a position: quarries holding monuments of players 1-4 (case a)
    board = "players 4\nphase over\nboard\n111.\n222.\n3...\n....\nstart -\n"
    s = fe.parse_position(board)
    assert [s.score()[p].parts["monuments"] for p in range(4)] == [15, 15, 7, 0]
    assert s.monuments == [1, 1, 3, 4]


def test_score_order_and_parts():
    # FE.score.order: normal shops, special shops, god statues, monuments, wheat store
    s = fe.new_game(players=2, seed=1)
    assert list(s.score()[0].parts) == list(PARTS) == [
        "normal shops", "special shops", "god statues", "monuments", "wheat store"]
    assert fe.score(s)[0].total == 0


def test_wheat_store():
    # FE.score.wheat: the deben printed at the token's final position
    s = position("players 2\nphase over\nboard\n..\n..\n..\nstart -\n", "p1 wheat 9", "p2 wheat 15")
    track = s.comp.wheat_track
    assert s.score()[0].parts["wheat store"] == track[9] and s.score()[1].parts["wheat store"] == track[15]


def test_statues_kinds_not_duplicates():
    # FE.score.statues: different kinds count; duplicates add nothing
    s = position("players 2\nphase over\nboard\n..\n..\n..\nstart -\n",
                 "p1 city 1:D08[M] 2:D33[C|G] 3:D11[M]")       # Ra, Ra + Isis, Isis
    assert s.score()[0].parts["god statues"] == s.comp.statue_deben[2]
    many = position("players 2\nphase over\nboard\n..\n..\n..\nstart -\n",
                    "p1 city 1:D08[M] 2:D11[M] 3:D14[CG] 4:D30[MG] 5:D31[PG] 6:D21[M] 7:D22[G]")
    # Ra, Isis, Osiris, Horus shown + 3 of choice: all 5 kinds, no more
    assert many.score()[0].parts["god statues"] == many.comp.statue_deben[5]


TIE = """players 2
phase over
board
12..
....
start -
"""


def test_tc_fe_13_tie_break():
    # FE.win.most-deben, FE.win.fewer-resources, FE.gap.tiebreak-count, FE.win.shared
    s = position(TIE, "p1 wheat 10; city 0:[MCPG] 1:D40[MCPG] 2:D09[P]",
                 "p2 wheat 9; city 0:[MCPG] 1:D25[MCP] 2:D26[CGP] 3:D06[M]")
    totals = [s.score()[p].total for p in range(2)]
    assert totals == [60, 60]
    assert [sum(len(g) for g in s.goods[p].values()) for p in range(2)] == [9, 11]
    assert s.winners() == [0]                          # A has fewer resources on the city board
    shared = position(TIE, "p1 wheat 14; city 1:D17[MM]", "p2 wheat 14; city 1:D18[PP]")
    assert shared.score()[0].total == shared.score()[1].total and shared.winners() == [0, 1]


def test_most_deben_wins():
    # FE.win.most-deben
    s = position(TIE, "p1 city 1:D17[MM]", "p2 city 1:D09[P]; wheat 6")
    a, b = s.score()[0], s.score()[1]
    assert b.total == 5 + 15 + s.comp.wheat_track[6] > a.total == s.comp.districts["D17"].shops[0].value + 15
    assert s.winners() == [1]                          # decided by deben alone
