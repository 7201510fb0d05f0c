"""Step 2: placing a district tile (spec 3.6), TC-FE-06."""
import pytest
from fe_positions import F1, position

from rulekit import RuleViolation

SIX_LOTS = "1:D01[] 2:D02[M] 3:D03[] 4:D04[] 5:D05[] 6:D06[]"


def refused(state, action):
    before = state.to_dict()
    with pytest.raises(RuleViolation) as info:
        state.apply(action)
    assert state.to_dict() == before
    return info.value.rule


def tc06():
    return position(F1, "phase build", "public CC MP GG", "row D25 D12 D15 D14",
                    f"p1 hand PG MC; beside GC; wheat 3; city {SIX_LOTS}")


def test_tc_fe_06_paying_for_a_district():
    # FE.district.choose, FE.district.cost, FE.district.mixed-payment, FE.district.pay-wheat,
    # FE.district.pay-pieces, FE.endturn.refill-district, FE.gap.cost
    s = tc06()
    assert s.comp.districts["D25"].cost == 2
    after = s.apply("buy 1 GW")
    assert after.supply[3] == s.supply[3] + 1          # the grapes went back to the common supply
    assert after.wheat[0] == 2                          # the wheat token moved back one space
    assert after.lots[0][6] == "D25"                    # on the empty lot
    assert after.beside[0] == [0, 1, 0, 0]              # the cattle is still beside the board
    assert after.row[0] is None and after.bought == 1
    top = s.dstack[-1]
    ended = after.apply("take CC")
    assert ended.row[0] == top and ended.dstack == s.dstack[:-1]
    assert ended.bought is None


def test_not_from_shops():
    # FE.district.not-from-shops: the marble on shop 2.1 cannot pay
    assert refused(tc06(), "buy 1 MW") == "FE.district.not-from-shops"


def test_cost_must_be_exact_and_any_mix():
    # FE.district.cost, FE.gap.cost, FE.district.mixed-payment
    s = tc06()
    assert refused(s, "buy 1 G") == "FE.district.cost"
    assert refused(s, "buy 1 GCW") == "FE.district.cost"
    assert {str(a) for a in s.legal_actions() if a.kind == "district" and a.slot == 1} == {
        "buy 1 CG", "buy 1 CW", "buy 1 GW", "buy 1 WW"}
    assert s.apply("buy 1 WW").wheat[0] == 1           # all wheat is a mix too
    assert s.apply("buy 1 CG").beside[0] == [0, 0, 0, 0]


def test_wheat_limited_by_token():
    # FE.gap.wheat-track: at most the token's position
    s = position(F1, "phase build", "row D25 D12 D15 D14", "p1 hand PG; wheat 1")
    assert refused(s, "buy 1 WW") == "FE.gap.wheat-track"


def test_choose_a_face_up_tile():
    # FE.district.choose: only the row's face-up tiles
    s = tc06()
    assert refused(s, "buy 5 -") == "FE.district.choose"
    assert refused(s, "buy 0 -") == "FE.district.choose"


def test_one_per_turn_and_optional():
    # FE.district.one-per-turn: a second purchase is refused; buying is optional (end the turn directly)
    s = position(F1, "phase build", "public CC MP GG", "row D01 D02 D03 D04", "p1 hand PG")
    after = s.apply("buy 1 -")
    assert refused(after, "buy 2 -") == "FE.district.one-per-turn"
    assert s.apply("take MP").current_player == 1      # no district placed this turn: fine


def test_no_free_lot():
    # FE.district.no-free-lot
    full = "1:D01[] 2:D02[] 3:D03[] 4:D04[] 5:D05[] 6:D06[] 7:D07[]"
    s = position(F1, "phase build", "row D09 D12 D15 D14", f"p1 hand PG; beside P; city {full}")
    assert not [a for a in s.legal_actions() if a.kind == "district"]
    assert refused(s, "buy 1 P") == "FE.district.no-free-lot"


def test_chosen_lot():
    # FE.district.cost: "one empty lot" — the player may name it
    s = position(F1, "phase build", "row D01 D02 D03 D04", "p1 hand PG; city 2:D05[]")
    assert s.apply("buy 1 - lot 5").lots[0][4] == "D01"
    assert s.apply("buy 1 -").lots[0][0] == "D01"      # default: the lowest empty lot
    assert refused(s, "buy 1 - lot 2") == "FE.district.cost"


def test_step_order():
    # FE.turn.steps: district (step 2) after the valley tile, before supplying shops
    s = position(F1, "row D01 D09 D03 D04", "p1 hand PG")
    assert refused(s, "buy 1 -") == "FE.turn.steps"
    s2 = position(F1, "phase build", "row D01 D09 D03 D04", "p1 hand PG; beside PP; city 1:D18[]")
    supplied = s2.apply("supply P 1.1")
    assert refused(supplied, "buy 1 -") == "FE.turn.steps"
    assert refused(s2, "place P@1,2 G@0,2") == "FE.turn.steps"
