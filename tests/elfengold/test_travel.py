"""Phase 6 — moving the boots, costs and gold (TC-EG-10 to TC-EG-15, TC-EG-21, TC-EG-22)."""
from __future__ import annotations

import pytest
from eg_helpers import legal_text, play, refused

from rulekit import elfengold as eg

BOARD = eg.load_board()


def town(name):
    return BOARD.town(name).index


def take_two(s):
    """Take two transport cards (never a gold card) for the player picking now."""
    for _ in range(2):
        s = s.apply(next(a for a in s.legal_actions() if str(a) != "take G"))
    return s


def move(text, **kw):
    return eg.position(text, phase="move", **kw)


def test_tc_eg_10_sea_monster_on_a_river():
    """TC-EG-10: EG.travel.obstacle-cost, EG.travel.sea-monster-raft, EG.base.rafts (R02 flows Beata
    -> Elvenhold)."""
    s = move("R02:S | P1@Beata hand=RRR | P2@Elvenhold hand=RRR")
    assert eg.travel_cost(s, 1, "R", town("Beata")) == 2
    assert eg.travel_cost(s, 1, "R", town("Elvenhold")) == 3
    s = s.apply("travel R02 R")                               # downstream: 2 rafts
    assert s.hands[0] == "R" and s.boots[0] == town("Elvenhold")
    s = play(s, "stop", "gold")
    s = s.apply("travel R02 R")                               # upstream: 3 rafts
    assert s.hands[1] == "" and s.boots[1] == town("Beata")


def test_rafts_without_obstacle_and_lakes():
    """EG.base.rafts: river 1 downstream, 2 upstream; lake 2; only raft cards on water."""
    s = move("- | P1@Elvenhold hand=RRUU | P2@Elvenhold")
    assert eg.travel_cost(s, 5, "R", town("Elvenhold")) == 1       # R06 flows Elvenhold -> Rivinia
    assert eg.travel_cost(s, 5, "R", town("Rivinia")) == 2
    assert eg.travel_cost(s, 2, "R", town("Elvenhold")) == 2       # R03 is a lake
    refused(s, "travel R03 U", "EG.base.rafts")
    s = s.apply("travel R03 R")
    assert s.hands[0] == "UU" and s.boots[0] == town("Strykhaven")


def test_tc_eg_11_a_log():
    """TC-EG-11: EG.travel.obstacle-cost, EG.base.pay-matching, EG.base.caravan — troll wagon + log on R07."""
    s = move("R07:TL | P1@Elvenhold hand=TTTPPEU | P2@Elvenhold")
    assert eg.travel_cost(s, 6, "T", town("Elvenhold")) == 3      # forest 2 + 1
    acts = legal_text(s)
    assert "travel R07 T" in acts
    assert "caravan R07 EPPU" in acts and "caravan R07 EPP" not in acts   # 4 arbitrary cards
    refused(s, "caravan R07 PPE", "EG.base.caravan")
    s2 = s.apply("caravan R07 EPPU")
    assert s2.hands[0] == "TTT" and s2.boots[0] == town("Erg'Eren")
    s3 = s.apply("travel R07 T")
    assert s3.hands[0] == "EPPU" and sorted(s3.discard) == ["T", "T", "T"]   # EG.base.cards-discard


def test_a_refused_payment_names_the_cards_in_words_in_both_languages():
    """EG.base.pay-matching, EG.base.caravan, EG.gap.placement-action: a player reads the cards and tiles
    by name, never by their notation letters."""
    s = move("R07:T | P1@Elvenhold hand=TUUUPPP | P2@Elvenhold")
    short = refused(s, "travel R07 T", "EG.base.pay-matching")
    assert "2 troll wagon cards" in str(short) and "트롤 수레 카드 2장" in short.ko
    wrong = refused(s, "travel R07 U", "EG.base.pay-matching")
    assert "(troll wagon)" in str(wrong) and "(트롤 수레)" in wrong.ko
    caravan = refused(move("R07:T | P1@Elvenhold hand=DPP | P2@Elvenhold"), "caravan R07 PPP",
                      "EG.base.caravan")
    assert "3 giant pig" in str(caravan) and "거대 돼지 3장" in caravan.ko
    for error in (short, wrong, caravan):
        assert not any(f" {k} " in f" {error.ko} " or f"({k})" in error.ko for k in "PECUTDR")


def test_pay_matching_and_land_needs_a_tile():
    """EG.base.pay-matching, EG.base.land-needs-tile, EG.move.as-elfenland."""
    s = move("R07:T | P1@Elvenhold hand=TUUUPPP | P2@Elvenhold")
    refused(s, "travel R07 T", "EG.base.pay-matching")         # forest needs 2 troll-wagon cards
    refused(s, "travel R07 U", "EG.base.pay-matching")         # no unicorn lies there
    refused(s, "travel R08 P", "EG.base.land-needs-tile")      # R08 carries no tile
    refused(s, "caravan R08 PPP", "EG.base.land-needs-tile")
    refused(s, "travel R12 T", "EG.move.as-elfenland")         # R12 does not start in Elvenhold
    refused(s, "caravan R02 PPP", "EG.base.caravan")           # never on waterways


def test_shared_tiles_any_direction():
    """EG.base.shared-tiles: any player may use any tile, in either direction, any number of times."""
    s = move("R12:U | P1@Lapphalya hand=UUU | P2@Rivinia hand=U")
    s = play(s, "travel R12 U", "travel R12 U", "travel R12 U", "stop", "gold")
    assert s.boots[0] == town("Rivinia")
    s = s.apply("travel R12 U")                                # player 2 goes the other way
    assert s.boots[1] == town("Lapphalya")


def test_tc_eg_12_gold_tile():
    """TC-EG-12: EG.tile.gold-placement, EG.tile.gold-doubles, EG.move.town-gold (value-3 Rivinia pays 6)."""
    s = move("R12:UG | P1@Lapphalya hand=U | P2@Elvenhold")
    s = play(s, "travel R12 U", "stop")
    assert s.trip_gold == 6 and s.decision == "reward"
    s = s.apply("gold")
    assert s.gold[0] == 12 + 6


def test_tc_eg_13_repeated_gold_road():
    """TC-EG-13: EG.tile.gold-repeat, EG.gap.gold-income — 6 + 4 + 6 = 16 gold."""
    s = move("R12:UG | P1@Lapphalya hand=UUU | P2@Elvenhold")
    s = play(s, "travel R12 U", "travel R12 U", "travel R12 U", "stop", "gold")
    assert s.gold[0] == 12 + 16
    assert s.towns(0) == 2                                     # markers of Rivinia and Lapphalya


def test_gold_income_every_arrival_and_far_end_only():
    """EG.gap.gold-income, EG.move.town-gold: every arrival pays, the starting town does not."""
    s = move("R12:U R13:U | P1@Lapphalya hand=UUU | P2@Elvenhold")
    # Lapphalya -> Rivinia (3) -> Lapphalya (2) -> Feodor (4)
    s = play(s, "travel R12 U", "travel R12 U", "travel R13 U", "stop", "gold")
    assert s.gold[0] == 12 + 3 + 2 + 4


def test_tc_eg_14_elvenhold():
    """TC-EG-14: EG.move.elvenhold, EG.move.cards-instead — Beata -> Elvenhold pays 0; 2 cards instead."""
    s = move("- | P1@Beata hand=R | P2@Elvenhold")
    s = play(s, "travel R02 R", "stop")
    assert s.trip_gold == 0 and legal_text(s) == ["gold", "cards"]
    assert s.towns(0) == 0                                     # Elvenhold has no marker
    hand = len(s.hands[0])
    s = s.apply("cards")
    while s.current_player == 0 and s.decision == "draw":
        s = s.apply(next(a for a in s.legal_actions() if str(a) != "take G"))
    assert len(s.hands[0]) == hand + 2 and s.gold[0] == 12


def test_tc_eg_15_no_move_two_cards():
    """TC-EG-15: EG.move.no-move, EG.gap.no-move-definition."""
    s = move("- | P1@Elvenhold hand=P | P2@Elvenhold")
    s = s.apply("stop")
    assert s.decision == "draw" and s.picks == (0, 0)          # no choice of gold: 2 cards
    s = take_two(s)
    assert len(s.hands[0]) == 3 and s.current_player == 1


def test_gold_or_cards_after_the_trip_only():
    """EG.gap.gold-or-cards: chosen once, after 'stop'."""
    s = move("R12:U | P1@Lapphalya hand=UU | P2@Elvenhold")
    refused(s, "gold", "EG.gap.gold-or-cards")
    s = play(s, "travel R12 U", "stop")
    refused(s, "travel R12 U", "EG.gap.gold-or-cards")


def test_move_order_and_town_markers():
    """EG.base.move-order, EG.base.town-markers: one whole trip after another, from the start player."""
    s = move("R08:P R11:P | P1@Elvenhold hand=PP | P2@Elvenhold hand=P | P3@Elvenhold", start=1)
    assert s.current_player == 1
    s = play(s, "travel R08 P", "stop", "gold")
    assert s.current_player == 2
    s = play(s, "stop")
    s = take_two(s)
    assert s.current_player == 0
    s = play(s, "travel R08 P", "travel R11 P")
    lap, virst = town("Lapphalya"), town("Virst")
    assert s.markers[0] == (1 << lap) | (1 << virst) and s.towns(0) == 2


def test_tc_eg_21_wizard_at_an_obstacle():
    """TC-EG-21: EG.variant.wizard-obstacle, EG.variant.wizard-discard, EG.gap.wizard-details."""
    s = move("R01:EL | P1@Elvenhold hand=EW | P2@Elvenhold", wizards=True)
    refused(s, "travel R01 E", "EG.travel.obstacle-cost")      # 1 + 1 for the log
    bank = s.bank
    s2 = s.apply("travel R01 E+W")
    assert s2.hands[0] == "" and s2.gold[0] == 11 and s2.bank == bank + 1
    assert sorted(s2.discard) == ["E", "W"]                    # the wizard goes at once to the discard pile
    t = move("R01:E | P1@Elvenhold hand=EW | P2@Elvenhold", wizards=True)
    refused(t, "travel R01 E+W", "EG.gap.wizard-details")      # only an obstacle's extra card
    u = move("R01:EL | P1@Elvenhold hand=EW gold=0 | P2@Elvenhold", wizards=True)
    refused(u, "travel R01 E+W", "EG.variant.wizard-obstacle")  # needs 1 gold
    v = move("R01:EL | P1@Elvenhold hand=EE | P2@Elvenhold")
    refused(v, "travel R01 E+W", "EG.variant.wizards")


def test_tc_eg_22_magic_carpet():
    """TC-EG-22: EG.variant.wizard-carpet, EG.gap.wizard-details — fly to Al'Baran: marker, no 7 gold."""
    s = move("R25:D | P1@Elvenhold hand=WD | P2@Elvenhold", wizards=True)
    s = s.apply("carpet Al'Baran")
    assert s.boots[0] == town("Al'Baran") and s.gold[0] == 9 and s.trip_gold == 0
    assert s.markers[0] == 1 << town("Al'Baran")
    s = s.apply("travel R25 D")                                # may continue; Feodor pays 4
    s = play(s, "stop", "gold")
    assert s.gold[0] == 9 + 4


def test_carpet_needs_wizard_gold_and_counts_as_moving():
    """EG.variant.wizard-carpet, EG.gap.no-move-definition."""
    refused(move("- | P1@Elvenhold hand=W gold=2 | P2@Elvenhold", wizards=True), "carpet Beata",
            "EG.variant.wizard-carpet")
    refused(move("- | P1@Elvenhold hand=P | P2@Elvenhold", wizards=True), "carpet Beata",
            "EG.variant.wizard-carpet")
    refused(move("- | P1@Elvenhold hand=P | P2@Elvenhold"), "carpet Beata", "EG.variant.wizard-carpet")
    refused(move("- | P1@Elvenhold hand=W | P2@Elvenhold", wizards=True), "carpet Elvenhold",
            "EG.gap.wizard-details")
    s = play(move("- | P1@Elvenhold hand=W | P2@Elvenhold", wizards=True), "carpet Beata", "stop")
    assert s.decision == "reward"                               # it counts as moving: gold or cards


@pytest.mark.parametrize("text", ["travel R99 U", "caravan R00 PPP"])
def test_unknown_road(text):
    refused(move("- | P1@Elvenhold hand=PPP | P2@Elvenhold"), text, "EG.base.map")
