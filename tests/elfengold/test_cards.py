"""Phases 1 and 2: drawing cards, gold cards, income (TC-EG-02, 03, 04)."""
from __future__ import annotations

from eg_helpers import arrange, legal_text, play, refused

from rulekit import elfengold as eg

THREE = "- | P1@Elvenhold | P2@Elvenhold | P3@Elvenhold"


def cards_phase(**kw):
    return eg.position(THREE, phase="cards", round=2, **kw)


def finish_round(s):
    """Play the rest of a round with the first legal action (pass/stop/keep nothing) until the next
    round starts."""
    r = s.round
    while s.round == r and not s.is_over:
        acts = s.legal_actions()
        pick = next((a for a in acts if str(a) in ("pass", "stop", "gold", "keep -")), acts[0])
        s = s.apply(pick)
    return s


def test_tc_eg_02_round_one_skips_then_round_two_cards_and_income():
    """TC-EG-02: EG.round.first-round, EG.cards.three-passes, EG.income.two-gold, EG.round.phases."""
    s = eg.new_game(players=3, seed=21)
    assert s.round == 1 and s.phase == "tiles"
    hands = [len(h) for h in s.hands]
    s = finish_round(s)
    assert s.round == 2 and s.phase == "cards"
    assert s.picks == (1, 2, 0) * 3                     # start player moved on; 3 passes clockwise
    gold_before = s.gold
    seen_order = []
    while s.phase == "cards":
        seen_order.append(s.current_player)
        acts = s.legal_actions()
        s = s.apply(next((a for a in acts if str(a) != "take G"), acts[0]))
    assert s.phase == "tiles"                           # phase 2 ran, phase 3 began
    assert seen_order[:3] == [1, 2, 0]
    # every player got 3 cards (more picks only when a gold card was taken) and then 2 gold of income
    assert all(len(s.hands[p]) >= hands[p] for p in range(3))
    assert all(s.gold[p] >= gold_before[p] + 2 for p in range(3))


def test_income_two_gold_each_from_the_bank():
    """EG.income.two-gold: from round 2 every player receives 2 gold (the bank pays)."""
    s = arrange(cards_phase(), display="PRU", deck_top="PRUPRUPRU")
    bank = s.bank
    s = play(s, *["take P", "take R", "take U"] * 3)
    assert s.phase == "tiles" and s.gold == (14, 14, 14) and s.bank == bank - 6


def test_take_from_display_and_refill():
    """EG.cards.from-display, EG.cards.refill."""
    s = arrange(cards_phase(), display="PRU", deck_top="D")
    refused(s, "take T", "EG.cards.from-display")
    refused(s, "top", "EG.gap.deck-draw")                    # a normal pick is from the display only
    s2 = s.apply("take R")
    assert s2.display == "DPU"                               # the deck's top card took the place at once
    assert "R" in s2.hands[0] and len(s2.hands[0]) == len(s.hands[0]) + 1
    assert s2.current_player == 1


def test_blind_draw_option():
    """EG.gap.deck-draw option: a normal pick may take the deck's top card."""
    s = arrange(cards_phase(blind_draw=True), display="PRU", deck_top="T")
    assert "top" in legal_text(s)
    s2 = s.apply("top")
    assert "T" in s2.hands[0] and s2.display == "PRU"


def test_tc_eg_03_cashing_gold_cards():
    """TC-EG-03: EG.cards.gold-card, EG.cards.gold-options, EG.cards.gold-cash, EG.cards.refill,
    EG.gap.gold-option-counts."""
    s = arrange(cards_phase(), display="GPU", deck_top="E", gold_pile=2)
    hand, gold = s.hands[0], s.gold[0]
    s = s.apply("take G")
    assert s.gold_pile == 3 and "G" not in s.hands[0]        # the card joins the pile, never a hand
    assert s.display == "EPU"                                 # refilled: 3 cards again
    assert s.current_player == 0 and legal_text(s) == ["take P", "take E", "take U", "top", "cash"]
    s = s.apply("cash")
    assert s.gold[0] == gold + 9                              # 3 × 3
    assert s.gold_pile == 0 and s.discard.count("G") == 3     # all three to the discard pile
    assert s.hands[0] == hand                                 # no transport card this pass
    assert s.current_player == 1


def test_cash_only_after_a_gold_card():
    """EG.cards.gold-options: cashing is an option only right after taking a gold card."""
    s = arrange(cards_phase(), display="PRU", gold_pile=2)
    refused(s, "cash", "EG.cards.gold-options")


def test_tc_eg_04_a_second_gold_card():
    """TC-EG-04: EG.cards.gold-again — the refill shows another gold card; taking it gives the options
    again."""
    s = arrange(cards_phase(), display="GPU", deck_top="GT")
    s = s.apply("take G")
    assert s.display == "GPU" and s.gold_pile == 1
    s = s.apply("take G")                                     # option (a) on the second gold card
    assert s.gold_pile == 2 and s.display == "PTU" and s.current_player == 0
    assert "cash" in legal_text(s) and "top" in legal_text(s)
    s = s.apply("take T")
    assert s.current_player == 1 and s.gold_pile == 2


def test_gold_card_from_the_deck_top():
    """EG.gap.gold-from-deck: a gold card taken by option (b) goes to the pile and the options apply again."""
    s = arrange(cards_phase(), display="GPU", deck_top="RG")
    s = s.apply("take G")                                     # refill shows R
    assert s.display == "PRU"
    s = s.apply("top")                                        # the next deck card is a gold card
    assert s.gold_pile == 2 and s.current_player == 0 and "cash" in legal_text(s)
    s = s.apply("cash")
    assert s.gold[0] == 12 + 6


def test_reshuffle_when_the_deck_is_used_up():
    """EG.cards.reshuffle: an empty deck is made again from the discard pile."""
    s = arrange(cards_phase(), display="PRU")
    s = s._copy()
    s.discard, s.deck = s.discard + s.deck, ""
    s.validate()
    s2 = s.apply("take P")
    assert len(s2.display) == 3 and s2.discard == "" and len(s2.deck) == len(s.discard) - 1


def test_empty_deck_and_discard():
    """EG.gap.empty-deck: no refill; a player with nothing to take skips the pick."""
    s = arrange(cards_phase(), display="PRU")
    s = s._copy()
    # move every undealt card into the hands of player 3 so that nothing is left to refill with
    s.hands = s.with_item(s.hands, 2, "".join(sorted(s.hands[2] + s.deck.replace("G", ""))))
    s.gold_pile, s.deck = s.deck.count("G"), ""
    s.validate()
    s = s.apply("take P")
    assert s.display == "RU" and s.discard == "" and s.deck == ""   # nothing to refill with
    s = play(s, "take R", "take U")
    # the display is empty and so are the deck and the discard pile: the remaining 6 picks are skipped
    assert s.phase == "tiles"


def test_cards_instead_take_gold_card_like_phase_one():
    """EG.move.cards-gold-card, EG.gap.gold-or-cards: the 2 cards of phase 6 are picked one at a time
    as in phase 1."""
    s = eg.position("R08:P | P1@Elvenhold hand=P | P2@Elvenhold", phase="move")
    s = play(s, "travel R08 P", "stop", "cards")
    s = arrange(s, display="GPU", deck_top="RT")
    assert s.decision == "draw" and s.picks == (0, 0)
    s = s.apply("take G")
    assert s.gold_pile == 1 and s.picks == (0, 0)
    s = s.apply("cash")                                       # handled as in phase 1: 3 gold, one pick used
    assert s.gold[0] == 15 and s.picks == (0,)
    s = s.apply("take U")
    assert s.current_player == 1 and s.decision == "travel"
