"""Step 3: supplying shops (spec 3.7), the kinds of shop (3.8), TC-FE-07, TC-FE-08, TC-FE-11."""
import pytest
from fe_positions import F1, position

from rulekit import RuleViolation


def refused(state, action):
    before = state.to_dict()
    with pytest.raises(RuleViolation) as info:
        state.apply(action)
    assert state.to_dict() == before
    return info.value.rule


def city(lots: str, beside: str, wheat: int = 0, phase: str = "supply"):
    return position(F1, f"phase {phase}", "public CC MP GG", "row D40 D39 D38 D37",
                    f"p1 hand PG; beside {beside}; wheat {wheat}; city {lots}")


def over(state):
    """The same city at the end of the game (scores are read there)."""
    from rulekit import fertility as fe
    return fe.parse_position(fe.format_position(state).replace("phase supply", "phase over"))


# TC-FE-07: each shop of the rulebook's examples ------------------------------------------------

def test_shop_deben():
    # FE.shop.deben, FE.supply.reward, FE.score.normal-shops
    s = city("1:D09[]", "P").apply("supply P 1.1")
    assert s.wheat[0] == 0 and s.beside[0] == [0, 0, 0, 0]
    assert over(s).score()[0].parts["normal shops"] == 5


def test_shop_wheat_at_once():
    # FE.shop.wheat: the wheat token moves forward as soon as the shop is full
    s = city("1:D05[]", "G", wheat=2).apply("supply G 1.1")
    assert s.wheat[0] == 3
    assert over(s).score()[0].parts["normal shops"] == 0


def test_shop_statue_shown():
    # FE.shop.statue-shown, FE.score.statues
    s = city("1:D11[]", "M").apply("supply M 1.1")
    assert over(s).score()[0].parts["god statues"] == s.comp.statue_deben[1]


def test_shop_per_resource():
    # FE.shop.per-resource, FE.score.special-shops
    s = city("1:D12[] 2:D03[]", "CC").apply("supply C 1.1").apply("supply C 2.1")
    assert over(s).score()[0].parts["special shops"] == 2


def test_shop_any_resource():
    # FE.shop.any-resource: any resource fits; 2 deben at the end
    for r in "MCPG":
        s = city("1:D13[]", r).apply(f"supply {r} 1.1")
        assert over(s).score()[0].parts["normal shops"] == 2


def test_shop_statue_choice():
    # FE.shop.statue-choice, FE.gap.statue-choice: a kind not held yet is chosen at the end
    s = city("1:D14[] 2:D11[M]", "CG").apply("supply C 1.1")
    assert over(s).score()[0].parts["god statues"] == s.comp.statue_deben[1]    # not complete yet
    s = s.apply("supply G 1.1")
    assert over(s).score()[0].parts["god statues"] == s.comp.statue_deben[2]    # Isis + a new kind


def test_shop_trade_and_use_at_once():
    # FE.shop.trade, FE.gap.trade-shop: choose 1 of the 3 shown, beside the city, may go on another shop
    s = city("1:D07[] 2:D02[]", "P").apply("supply P 1.1")
    assert s.phase == "trade"
    assert {str(a) for a in s.legal_actions()} == {"gain M", "gain C", "gain G"}
    assert refused(s, "gain P") == "FE.shop.trade"
    assert refused(s, "take CC") == "FE.shop.trade"
    s = s.apply("gain M")
    assert s.beside[0] == [1, 0, 0, 0] and s.phase == "supply"
    s = s.apply("supply M 2.1")
    assert over(s).score()[0].parts["normal shops"] == s.comp.districts["D02"].shops[0].value
    # step 2 is over: the traded marble cannot pay for a district
    assert refused(city("1:D07[]", "P", phase="build").apply("supply P 1.1").apply("gain M"),
                   "buy 1 MM") == "FE.turn.steps"


def test_trade_shown_resource_missing_from_supply():
    # FE.gap.trade-shop: only kinds still in the supply; none left: no reward
    s = position(F1, "phase supply", "row D40 D39 D38 D37",
                 "p1 hand PG; beside P; city 1:D07[]", "p2 beside " + "M" * 20 + "C" * 20)
    s = s.apply("supply P 1.1")
    assert {str(a) for a in s.legal_actions()} == {"gain G"}
    assert refused(s, "gain M") == "FE.gap.trade-shop"
    none = position(F1, "phase supply", "row D40 D39 D38 D37", "p1 hand PG; beside P; city 1:D07[]",
                    "p2 beside " + "M" * 20 + "C" * 20 + "G" * 20).apply("supply P 1.1")
    assert none.phase == "supply"


# TC-FE-08: Lisa ------------------------------------------------------------------------------------

def test_tc_fe_08_lisa():
    # FE.supply.from-beside, FE.supply.partial, FE.supply.several-shops, FE.supply.reward,
    # FE.supply.permanent, FE.shop.wheat, FE.shop.deben, FE.score.incomplete
    s = city("1:D05[] 2:D09[] 3:D16[]", "CPG", wheat=0, phase="build")
    s = s.apply("supply G 1.1")                       # X: 1 grapes -> 1 wheat at once
    assert s.wheat[0] == 1
    s = s.apply("supply P 2.1")                       # Y: 5 deben at the end
    s = s.apply("supply C 3.1")                       # Z: needs cattle and marble: partly supplied
    assert s.beside[0] == [0, 0, 0, 0]                # nothing left to return
    assert s.goods[0] == {(1, 1): "G", (2, 1): "P", (3, 1): "C"}
    parts = over(s).score()[0].parts
    assert parts["normal shops"] == 5                 # Y only; Z gives nothing unless marble is added
    assert refused(s, "move C 3.1 2.1") == "FE.supply.permanent"
    done = s.apply("take CC")
    assert done.goods[0] == s.goods[0]                # the resources stay on the shops


def test_supply_rules_refusals():
    # FE.supply.shown-only, FE.supply.from-beside, FE.gap.wheat-not-goods, FE.supply.independent
    s = city("1:D09[] 2:D17[M]", "PM", wheat=2, phase="build")
    assert refused(s, "supply M 1.1") == "FE.supply.shown-only"       # papyrus shop
    assert refused(s, "supply G 2.1") == "FE.supply.from-beside"      # no grapes beside
    assert refused(s, "supply P 4.1") == "FE.supply.from-beside"      # no such shop
    assert refused(s, "supply W 1.1") == "FE.gap.wheat-not-goods"
    full = s.apply("supply P 1.1")
    assert refused(full.apply("supply M 2.1"), "supply M 2.1") == "FE.supply.from-beside"
    s2 = city("1:D09[P]", "P")
    assert refused(s2, "supply P 1.1") == "FE.supply.shown-only"      # up to the number shown
    # supplying without having placed a district this turn
    assert any(c.rule == "FE.supply.independent" for c in s.explain("supply P 1.1"))


def test_printed_shop():
    # the printed city-board shop (lot 0) takes its resources like any shop
    s = city("-", "MCPG")
    for r in "MCPG":
        s = s.apply(f"supply {r} 0.1")
    assert over(s).score()[0].parts["normal shops"] == s.comp.printed_shops[0].value


def test_tc_fe_11_special_shop_counts_every_cattle():
    # FE.score.special-shops, FE.score.incomplete, FE.gap.special-count
    s = city("1:D12[C] 2:D03[C] 3:D16[C]", "-", phase="over")
    parts = s.score()[0].parts
    assert parts["special shops"] == 3                                 # every cattle, Z's included
    assert parts["normal shops"] == s.comp.districts["D03"].shops[0].value   # Z earns nothing


def test_shop_kinds_score_categories():
    # FE.gap.shop-kinds: deben/any are normal, per-resource is special, statues under statues,
    # immediate-reward shops nothing at the end
    s = city("1:D09[P] 2:D13[M] 3:D12[C] 4:D11[M] 5:D05[G] 6:D07[P]", "-", phase="over")
    parts = s.score()[0].parts
    assert parts["normal shops"] == 7 and parts["special shops"] == 1
    assert parts["god statues"] == s.comp.statue_deben[1]
