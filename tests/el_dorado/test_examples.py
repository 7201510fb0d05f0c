"""The worked examples of the spec (§4, TC-ED-01 … TC-ED-16), one test each, on positions a game can reach
(a piece beyond a seam only once its blockade is broken)."""
from __future__ import annotations

from collections import Counter

from ed_helpers import play, pos, refused

from rulekit import el_dorado as ed


def test_tc01_power_two_through_two_power_one_spaces():
    # ED.move.match-symbol, ED.move.power, ED.move.leftover-power
    s = pos("players=3 pieces=B6,B7,B8 hand1=Sc,Tr,Tr,Sa")
    s = s.apply("Sc B22")
    assert s.pieces[0] == ("B22",) and s.active == ("Sc", "machete", 1, 0)
    s = s.apply("go B32")
    assert s.pieces[0] == ("B32",)
    assert s.active is None                     # the card has 0 power left
    refused(s, "go B36", "ED.gap.leftover-scope")


def test_tc02_stopping_loses_power():
    # ED.move.stop, ED.gap.leftover-scope
    s = pos("players=3 pieces=B6,B7,B8 hand1=Tb,Tr,Tr,Sa")
    s = play(s, "Tb B22")
    assert s.active == ("Tb", "machete", 2, 0)
    s = s.apply("stop")
    assert s.active is None
    refused(s, "go B32", "ED.gap.leftover-scope")
    refused(s, "stop", "ED.move.stop")


def test_tc03_leftover_needs_the_same_symbol():
    # ED.move.leftover-power: machete leftover cannot enter the paddle space B33
    s = pos("players=3 pieces=B7,B6,B8 hand1=Tb,Tr,Tr,Sa").apply("Tb B23")
    refused(s, "go B33", "ED.move.leftover-power")
    assert s.apply("go B32").pieces[0] == ("B32",)


def test_tc04_no_combining_cards():
    # ED.gap.no-combining: two machete-1 cards never make a machete 2 (N23 is J2)
    s = pos("players=3 blockades=BJ1*1,BJ2*1,BW1,BS1 pieces=N22,B7,B8 hand1=Ex,Ex,Tr,Sa")
    refused(s, "pay Ex+Ex N23", "ED.gap.no-combining")
    refused(s, "Ex N23", "ED.move.power")


def test_tc05_rubble():
    # ED.move.rubble, ED.turn.discard-played (course 1: J20 is rubble 2)
    s = pos("players=3 course=1 blockades=BR1*1,BJ2*1,BS1*1,BR2*1,BW1 pieces=J31,B7,B8 hand1=Sa,Tr,Ex "
            "draw1=Ex,Ex,Tr,Tr,Tr")
    refused(s, "pay Sa J20", "ED.move.rubble")
    refused(s, "Ex J20", "ED.move.rubble")
    s = s.apply("pay Sa+Tr J20")
    assert s.pieces[0] == ("J20",) and s.hands[0] == ("Ex",)
    s = s.apply("end")
    assert Counter(s.discards[0]) == Counter({"Sa": 1, "Tr": 1})


def test_tc06_base_camp_removes_the_card():
    # ED.move.basecamp, ED.turn.basecamp-removed: B17 is a base camp showing 1
    s = pos("players=3 pieces=B16,B7,B8 hand1=Ex,Tr,Tr,Sa")
    assert sum(s.cards_of(0).values()) == 8
    s = play(s, "pay Ex B17", "end")
    assert s.pieces[0] == ("B17",)
    assert s.removed[0] == ("Ex",) and "Ex" not in s.discards[0]
    assert sum(s.cards_of(0).values()) == 7


def test_tc07_blocked_spaces():
    # ED.move.blocked: B18 is a mountain, B20 holds another piece
    s = pos("players=3 pieces=B19,B20,B8 hand1=Ex,Tr,Na,Sa")
    for action in ("Ex B18", "pay Ex+Tr B18", "Ex B20", "Na B18"):
        refused(s, action, "ED.move.blocked")


def test_tc08_purchase_budget():
    # ED.buy.coin-value, ED.buy.half-coin, ED.buy.total, ED.buy.no-change
    s = pos("players=3 hand1=Ph,Ex,Sa,Tr")
    s = play(s, "spend Ph", "spend Ex", "spend Sa")
    assert s.budget == 6                       # half-coins: 2 + ½ + ½ = 3
    buyable = {a.card for a in s.legal_actions() if isinstance(a, ed.Buy)}
    assert buyable == {"Sc", "Tb", "Ph", "TC", "JT"}     # every market card priced ≤ 3
    refused(s, "buy Tm", "ED.buy.price-limit")
    s = s.apply("buy Sc")
    assert s.budget == 0                       # no change


def test_tc09_halves_do_not_round_up():
    # ED.buy.half-coin, ED.gap.half-coins
    s = pos("players=3 hand1=Ex,Ex,Sa,Tr")
    s = play(s, "spend Ex", "spend Ex", "spend Sa")
    assert s.budget == 3
    refused(s, "buy Ph", "ED.buy.price-limit")
    assert s.apply("buy Sc").discards[0][-1] == "Sc"


def test_tc10_joker_as_coins():
    # ED.card.joker, ED.gap.joker-coin
    s = pos("players=3 hand1=Ad,Ex,Sa,Tr")
    assert s.apply("spend Ad=c").budget == 4
    assert s.apply("spend Ad").budget == 1
    refused(s, "spend Ex=c", "ED.card.joker")


def test_tc11_reserve_opens_only_with_a_gap():
    # ED.buy.reserve-when-gap, ED.gap.refill-timing, ED.buy.refill-slot
    s = pos("players=3 hand1=Mi,Jo,Tr,Tr discard2=Sc,Sc,Sc")
    assert s.market[0] is None                 # the Scout slot is sold out and stays empty
    full = pos("players=3 hand1=Mi,Jo,Tr,Tr")
    full = play(full, "spend Mi", "spend Jo")
    refused(full, "buy Pi", "ED.buy.reserve-when-gap")
    s = play(s, "spend Mi", "spend Jo", "buy Pi")
    assert s.market[0] == ("Pi", 2)            # the Pioneer stack moved into the empty slot
    assert all(code != "Pi" for code, _ in s.reserve)


def test_tc12_bought_cards_go_to_the_discard_pile():
    # ED.buy.to-discard, ED.buy.not-to-hand, ED.turn.draw, ED.turn.reshuffle, ED.gap.played-for-buy-discard
    s = pos("players=3 hand1=Tr,Tr,Ex,Sa draw1=Tr,Ex discard1=Ex,Tr,Ph", seed=3)
    s = play(s, "spend Tr", "spend Tr", "spend Ex", "spend Sa", "buy Sc")
    assert "Sc" not in s.hands[0] and s.discards[0][-1] == "Sc"
    assert len(s.discards[0]) == 3 + 1 and len(s.played) == 4
    # The hand is empty, so phase 2 has nothing to keep and 'end' goes straight on to drawing:
    # the 2 cards of the draw pile, then the 8 discarded cards are shuffled into a new pile.
    s = s.apply("end")
    assert s.current_player == 1
    assert len(s.hands[0]) == 4 and {"Tr", "Ex"} <= set(s.hands[0])
    assert len(s.draws[0]) == 6 and s.discards[0] == ()
    assert sum(s.cards_of(0).values()) == 10


def test_tc13_the_final_round():
    # ED.end.last-round, ED.end.gate, ED.end.remaining-turns, ED.end.round-complete, ED.end.sole-winner
    s = pos("players=3 blockades=BJ1*2,BJ2*1,BW1*2,BS1*2 pieces=I10,K0,N5 player=2 hand2=Sa,Tr,Tr,Ex")
    s = s.apply("Sa Z1")
    assert s.pieces[1] == ("ED",) and s.final_round and not s.is_over
    assert "Z1" not in s.occupied()
    s = play(s, "end", "draw")
    assert s.current_player == 2 and not s.is_over       # C takes one last turn
    s = play(s, "end", "draw")
    assert s.is_over and s.current_player == 2           # A does not play again
    assert s.winners() == [1]


def test_tc14_the_last_player_arrives_first():
    # ED.end.last-player, ED.end.sole-winner
    s = pos("players=3 blockades=BJ1*3,BJ2*3,BW1*3,BS1*3 pieces=C20,N5,K0 player=3 hand3=Sa,Tr,Tr,Ex")
    s = play(s, "Sa Z0", "end", "draw")
    assert s.is_over and s.winners() == [2]


def test_tc15_two_player_start_and_finish():
    # ED.setup.two-player-start, ED.end.two-player-arrival, ED.gap.two-player-trigger
    s = ed.new_game(players=2, seed=5)
    assert s.pieces == [("B6", "B8"), ("B7", "B9")]
    s = pos("players=2 blockades=BJ1*1,BJ2*1,BW1*1,BS1*1 pieces=K0+K17,B7+B9 hand1=Sa,Ca,Tr,Ex discard1=Sc")
    s = s.apply("Sa Z1")
    assert s.pieces[0] == ("ED", "K17") and not s.final_round
    s = s.apply("Ca Z0 p2")
    assert s.pieces[0] == ("ED", "ED") and s.final_round


def test_tc16_breaking_a_blockade():
    # ED.blockade.break, ED.gap.blockade-token, ED.move.leftover-power (b0 lies between B13 and C14)
    s = pos("players=3 blockades=BJ1,BJ2,BW1,BS1 pieces=B13,B7,B8 hand1=Tb,Tr,Tr,Sa")
    refused(s, "Tr C14", "ED.gap.blockade-closed")
    s = s.apply("Tb b0")
    assert s.broken[0] == 0 and s.tokens(0) == ["BJ1"]
    assert s.pieces[0] == ("B13",) and s.active == ("Tb", "machete", 2, 0)
    s = s.apply("go C14")
    assert s.pieces[0] == ("C14",) and s.active == ("Tb", "machete", 1, 0)
