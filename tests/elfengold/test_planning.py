"""Phase 5 — planning routes: tiles, obstacles, gold tiles, spells (TC-EG-09, 16, 17, 18)."""
from __future__ import annotations

import pytest
from eg_helpers import legal_text, play, refused

import rulekit
from rulekit import elfengold as eg


def plan(board: str, tiles1: str, tiles2: str = "") -> eg.ElfengoldState:
    return eg.position(f"{board} | P1@Elvenhold tiles={tiles1 or '-'} | P2@Elvenhold tiles={tiles2 or '-'}",
                       phase="plan")


def road(s, rid):
    return s.roads[int(rid[1:]) - 1]


def test_tc_eg_09_terrain():
    """TC-EG-09: EG.plan.terrain-fit, EG.base.cost-table — no giant pig on a desert road (R25)."""
    s = plan("-", "P")
    refused(s, "place P R25", "EG.plan.terrain-fit")
    s2 = plan("-", "D").apply("place D R25")                 # a dragon may fly over the desert
    assert road(s2, "R25") == "D"


def test_land_only_and_one_transport():
    """EG.plan.land-only, EG.plan.one-transport, EG.plan.as-elfenland."""
    s = plan("R07:E", "Ut")
    refused(s, "place U R02", "EG.plan.land-only")            # R02 is a river
    refused(s, "place U R07", "EG.plan.one-transport")
    s2 = s.apply("place U R12")
    assert road(s2, "R12") == "U" and s2.supply[0] == "t"


def test_placement_needs_the_tile_and_uses_a_visible_copy_first():
    """EG.gap.placement-action: only tiles of your supply; a spell is not 'placed'."""
    s = plan("R07:E", "Bu")
    refused(s, "place D R25", "EG.gap.placement-action")
    refused(s, "place B R07", "EG.gap.placement-action")
    s2 = plan("-", "Uu").apply("place U R12")
    assert s2.supply[0] == "u"                               # the secret tile stays secret


def test_turns_pass_and_act_again_until_all_pass():
    """EG.plan.turns, EG.plan.end, EG.gap.placement-action: a passer may act later; consecutive passes
    end it."""
    s = plan("-", "UT", "E")
    assert s.current_player == 0
    s = s.apply("pass")
    assert s.current_player == 1
    s = s.apply("place E R01")
    s = s.apply("place U R12")                               # player 1 acts again after passing
    s = s.apply("pass")
    assert s.phase == "plan"
    s = play(s, "place T R13", "pass")
    assert s.phase == "plan" and s.plan_passes == 1
    s = s.apply("pass")                                      # both passed one after another
    assert s.phase == "move" and s.current_player == 0


def test_obstacle_kinds_and_placement():
    """EG.obstacle.kinds, EG.base.obstacle-placement."""
    s = plan("R07:T R02:S", "LS")
    refused(s, "place L R03", "EG.obstacle.kinds")            # a log on a lake
    refused(s, "place S R07", "EG.obstacle.kinds")            # a sea monster on a forest road
    refused(s, "place L R12", "EG.base.obstacle-placement")   # no transport on R12
    refused(s, "place S R02", "EG.base.obstacle-placement")   # one obstacle per road
    s2 = play(s, "place L R07", "pass", "place S R06")
    assert road(s2, "R07") == "TL" and road(s2, "R06") == "S"   # a sea monster needs no tile


def test_gold_tile_placement():
    """EG.tile.gold-placement: only on a road that already has a transport."""
    s = plan("R12:U", "GG")
    refused(s, "place G R13", "EG.tile.gold-placement")
    refused(s, "place G R02", "EG.tile.gold-placement")       # nor on water
    s2 = s.apply("place G R12")
    assert road(s2, "R12") == "UG"
    s3 = s2.apply("pass")
    refused(s3, "place G R12", "EG.gap.double-details")       # at most one gold tile per road


def test_tc_eg_17_gold_and_log_need_a_double_spell():
    """TC-EG-17: EG.tile.gold-no-obstacle, EG.spell.double-special, EG.gap.double-details."""
    s = plan("R12:UG R13:EL", "LGB")
    refused(s, "place L R12", "EG.tile.gold-no-obstacle")
    refused(s, "place G R13", "EG.tile.gold-no-obstacle")
    s = play(s, "double R12", "pass")                         # the double spell, no extra transport
    assert road(s, "R12") == "UGB"
    checks = s.explain("place L R12")
    assert checks[-1].passed and "EG.spell.double-special" in [c.rule for c in checks]
    s = s.apply("place L R12")
    assert road(s, "R12") == "UGBL"                           # 1 transport + 2 specials


def test_tc_eg_16_double_spell():
    """TC-EG-16: EG.spell.double, EG.spell.double-either, EG.spell.double-capacity."""
    s = plan("R07:E", "BUL")
    s = play(s, "double R07 U")
    assert road(s, "R07") == "EUB" and s.supply[0] == "L"
    # a log may still be added: 2 transports + 1 special
    s = play(s, "pass", "place L R07")
    assert road(s, "R07") == "EUBL"
    # a traveller may pay 1 elfcycle or 1 unicorn card (+1 for the log)
    m = eg.position("R07:EUBL | P1@Elvenhold hand=EEUU | P2@Elvenhold", phase="move")
    assert {"travel R07 E", "travel R07 U"} <= set(legal_text(m))
    assert eg.travel_cost(m, 6, "E", m.boots[0]) == 2 and eg.travel_cost(m, 6, "U", m.boots[0]) == 2


def test_double_capacity_and_details():
    """EG.spell.double-capacity, EG.gap.double-details, EG.spell.needs-transport."""
    s = plan("R13:E R14:EUB", "BTG", "")
    refused(s, "double R11", "EG.spell.needs-transport")      # no transport on R11
    refused(s, "double R14", "EG.gap.double-details")         # one double spell per road
    full = plan("R12:UGBL", "BT", "")
    refused(full, "double R12 T", "EG.gap.double-details")    # 1 transport + 2 specials: a spell is there
    with pytest.raises(rulekit.InvalidState, match="EG.tile.gold-no-obstacle"):
        plan("R12:UGL", "BTG", "")                            # gold and a log need that spell
    t = plan("R12:UG R13:E", "BBTL")
    refused(t, "double R13 D", "EG.spell.double")              # the extra transport must be your own
    t2 = play(t, "double R12 T", "pass")                        # 2 transports + 1 special: full
    assert road(t2, "R12") == "UTGB"
    refused(t2, "place L R12", "EG.spell.double-capacity")


def test_double_capacity_full_road():
    """EG.spell.double-capacity: with a double spell a road holds 2 transports + 1 special, not more."""
    s = plan("R07:EUBL", "G")
    refused(s, "place G R07", "EG.spell.double-capacity")


def test_double_extra_tile_must_fit_terrain():
    """EG.gap.double-details: the extra transport must suit the terrain."""
    s = plan("R25:D", "BP")
    refused(s, "double R25 P", "EG.plan.terrain-fit")


def test_tc_eg_18_exchange():
    """TC-EG-18: EG.spell.exchange, EG.spell.exchange-return, EG.gap.exchange-details."""
    s = plan("R21:D R25:T R12:U", "X")
    pool = s.pool
    refused(s, "exchange R21 D R21 D", "EG.gap.exchange-details")
    refused(s, "exchange R21 U R25 T", "EG.spell.needs-transport")
    s2 = s.apply("exchange R21 D R25 T")
    assert road(s2, "R21") == "T" and road(s2, "R25") == "D"
    assert s2.supply[0] == "" and sorted(s2.pool) == sorted(pool + "X")


def test_exchange_keeps_terrain_fit_and_special_tiles():
    """EG.gap.exchange-details: each tile must suit its new road; gold and obstacle tiles stay."""
    s = plan("R25:DG R01:PL", "X")
    refused(s, "exchange R25 D R01 P", "EG.gap.exchange-details")   # a giant pig cannot go to the desert
    s = plan("R25:DG R21:TL", "X").apply("exchange R25 D R21 T")
    assert road(s, "R25") == "TG" and road(s, "R21") == "DL"
    refused(plan("R25:D", "x"), "exchange R25 D R21 T", "EG.spell.needs-transport")
