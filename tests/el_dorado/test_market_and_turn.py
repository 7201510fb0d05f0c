"""Buying, action cards, the turn's phases and the end of the game."""
from __future__ import annotations

from collections import Counter

from ed_helpers import play, pos, refused

import rulekit
from rulekit import el_dorado as ed
from rulekit import sim

# ---------------------------------------------------------------- buying


def test_one_purchase_per_turn():
    # ED.buy.one-card
    s = pos("players=3 hand1=Ph,Ph,Tr,Tr")
    s = play(s, "spend Ph", "buy Sc")
    refused(s, "buy Sc", "ED.buy.one-card")
    refused(s, "spend Ph", "ED.buy.one-card")


def test_movement_comes_before_buying():
    # ED.gap.move-then-buy, ED.gap.buy-cards: only cards played for buying count
    s = pos("players=3 pieces=B6,B8,B9 hand1=Ex,Ex,Tr,Tr")
    s = play(s, "Ex B22", "spend Tr")
    assert s.budget == 2                  # the Explorer moved; it does not count
    refused(s, "Ex B32", "ED.gap.move-then-buy")
    assert not any(isinstance(a, (ed.Move, ed.Pay, ed.Go)) for a in s.legal_actions())


def test_action_card_as_half_coin():
    # ED.gap.action-as-coin, ED.gap.played-for-buy-discard
    s = pos("players=3 hand1=Cg,Tr,Tr,Ex")
    s = play(s, "spend Cg", "spend Tr")
    assert s.budget == 3
    s = play(s, "buy Sc", "end")
    assert Counter(s.discards[0]) == Counter({"Cg": 1, "Tr": 1, "Sc": 1})


def test_items_leave_the_game_after_their_function():
    # ED.gap.items
    s = pos("players=3 course=1 blockades=BJ1*1,BJ2*1,BR1*1,BR2*1,BS1 pieces=J31,B8,B9 "
            "hand1=TC,GM,PP,Tr", seed=2)
    t = play(s, "spend TC", "spend PP", "buy Tb", "end")
    assert Counter(t.removed[0]) == Counter({"TC": 1})     # the plane spent as ½ coin is discarded
    assert "PP" in t.discards[0]
    g = play(s, "GM J32", "end")
    assert "GM" in g.removed[0]
    r = play(s, "pay GM+TC J20", "end")                     # played without their function: discarded
    assert {"GM", "TC"} <= set(r.discards[0]) and not r.removed[0]
    p = play(s, "spend PP=c", "end")
    assert "PP" in p.removed[0]


def test_transmitter_takes_any_card_free():
    # ED.gap.transmitter
    s = pos("players=3 hand1=Tm,Ph,Tr,Tr")
    t = s.apply("use Tm Pi")                 # from the reserve, all 6 slots full
    assert t.discards[0] == ("Pi",) and t.market_count("Pi") == 2 and t.market == s.market
    t = play(t, "spend Ph", "buy Sc")        # not a purchase: one card may still be bought
    assert t.discards[0] == ("Pi", "Sc")
    assert "Tm" in play(t, "end").removed[0]
    gap = pos("players=3 hand1=Tm,Ph,Tr,Tr discard2=Sc,Sc,Sc").apply("use Tm Pi")
    assert gap.market[0] == ("Pi", 2)
    refused(s, "use Tm", "ED.gap.transmitter")
    refused(pos("players=3 hand1=Tm,Ph,Tr,Tr discard2=Pi,Pi,Pi"), "use Tm Pi", "ED.gap.transmitter")


# ---------------------------------------------------------------- action cards


def test_action_cards_draw_at_once_and_keep_leftover():
    # ED.card.action-timing, ED.gap.action-draws, ED.gap.leftover-scope
    s = pos("players=3 pieces=B6,B8,B9 hand1=Tb,Cg,Tr,Sa draw1=Ex,Sc", seed=1)
    s = play(s, "Tb B22", "use Cg")
    assert s.active == ("Tb", "machete", 2, 0)          # other action cards do not end the leftover
    assert Counter(s.hands[0]) == Counter({"Tr": 1, "Sa": 1, "Ex": 1, "Sc": 1})
    s = s.apply("Sc B32")                                # a drawn card is played this turn
    assert s.pieces[0] == ("B32",)


def test_action_draw_reshuffles_the_discard_pile():
    # ED.gap.action-draws, ED.turn.reshuffle
    s = pos("players=3 hand1=Co,Tr,Tr,Sa draw1=Ex discard1=Ex,Ex,Tr", seed=4)
    s = s.apply("use Co")
    assert len(s.hands[0]) == 6 and len(s.draws[0]) == 1 and s.discards[0] == ()


def test_scientist_and_travel_log_remove_cards():
    # ED.card.action-timing: the effect is finished first
    s = pos("players=3 hand1=Si,Tr,Tr,Sa draw1=Ex,Ex,Ex discard1=Tr,Tr", seed=1)
    s = s.apply("use Si")
    assert len(s.hands[0]) == 4 and s.pending_trash == 1
    refused(s, "end", "ED.card.action-timing")
    refused(s, "spend Tr", "ED.card.action-timing")
    s = s.apply("trash Sa")
    assert s.removed[0] == ("Sa",) and s.pending_trash == 0
    refused(s, "trash Tr", "ED.card.action-timing")
    t = pos("players=3 hand1=TL,Tr,Tr,Sa draw1=Ex,Ex,Ex discard1=Tr,Tr", seed=1).apply("use TL")
    t = play(t, "trash Ex", "done", "end")
    assert Counter(t.removed[0]) == Counter({"Ex": 1, "TL": 1})


# ---------------------------------------------------------------- the turn


def test_phases_in_order():
    # ED.turn.phases, ED.turn.hand-keep, ED.turn.draw
    s = pos("players=3 hand1=Ex,Tr,Tr,Sa draw1=Ex,Ex,Tr,Tr", seed=1)
    refused(s, "discard Ex", "ED.turn.hand-keep")
    refused(s, "draw", "ED.turn.phases")
    s = s.apply("end")
    assert s.phase == "discard"
    refused(s, "Ex B22", "ED.turn.phases")
    refused(s, "end", "ED.turn.phases")
    s = play(s, "discard Ex", "discard Sa")
    assert s.discards[0] == ("Ex", "Sa") and s.hands[0] == ("Tr", "Tr")   # the rest is kept
    s = s.apply("draw")
    assert len(s.hands[0]) == 4 and s.current_player == 1 and s.phase == "play"


def test_passing_is_always_legal():
    # ED.gap.pass-turn, ED.gap.stuck-player: a player with no cards at all still passes
    s = pos("players=3 hand1=- draw1=- discard1=- removed1=Ex,Ex,Ex,Tr,Tr,Tr,Tr,Sa")
    assert [str(a) for a in s.legal_actions()] == ["end"]
    s = s.apply("end")
    assert s.current_player == 1 and s.hands[0] == ()      # ED.gap.empty-piles
    fresh = ed.new_game(players=3, seed=1)
    assert "end" in [str(a) for a in fresh.legal_actions()]


def test_draw_with_both_piles_empty():
    # ED.gap.empty-piles
    s = pos("players=3 hand1=Ex,Tr draw1=- discard1=- ")
    s = play(s, "end", "draw")
    assert s.hands[0] == ("Ex", "Tr")


def test_turns_go_clockwise_from_the_hat():
    # ED.gap.turn-direction
    s = ed.new_game(players=3, seed=4, random_start=True)
    order = []
    for _ in range(6):
        order.append(s.current_player)
        s = play(s, "end", *(["draw"] if s.phase == "discard" or s.hands[s.current_player] else []))
    h = order[0]
    assert order == [(h + k) % 3 for k in range(6)]
    assert s.round == 2


def test_turn_counts_whole_turns_completed():
    # ED.turn.phases: a turn is all three phases of one player; state.turn counts the turns completed
    s = ed.new_game(players=3, seed=2)
    assert s.turn == 0
    s = s.apply("end")
    assert s.turn == 0 and s.phase == "discard"                 # phase 2 is still P1's turn
    s = s.apply("draw")
    assert s.turn == 1 and s.current_player == 1
    empty = pos("players=3 hand1=- draw1=- discard1=- removed1=Ex,Ex,Ex,Tr,Tr,Tr,Tr,Sa")
    assert empty.apply("end").turn == 1                         # an empty hand goes straight to phase 3


def test_turn_of_a_whole_game():
    # ED.end.round-complete: the game ends with a full round, so the turns are the rounds times the players
    final, moves = sim.play("el_dorado", 3, "racer", seed=6)
    states = rulekit.replay("el_dorado", final.seed, [str(a) for _, a in moves], players=3,
                            max_rounds=final.max_rounds)
    assert states[-1] == final and states[0].turn == 0
    for before, after in zip(states, states[1:], strict=False):
        passed = after.current_player != before.current_player or after.is_over
        assert after.turn - before.turn == passed
    assert final.turn == 3 * final.round and final.turn > 0


def test_round_limit_for_simulators():
    # ED.gap.sim-round-limit
    s = ed.new_game(players=2, seed=1, max_rounds=2)
    while not s.is_over:
        s = s.apply("end") if s.phase == "play" else s.apply("draw")
    assert s.round == 2 and s.stopped and s.winners() == []
    assert ed.new_game(players=2, seed=1).max_rounds is None


# ---------------------------------------------------------------- the end


def test_arrival_turn_goes_on():
    # ED.gap.arrival-turn-rest
    s = pos("players=3 blockades=BJ1*1,BJ2*1,BR1*1,BR2*1 pieces=K0,B8,B9 hand1=Sa,Ph,Tr,Tr")
    s = play(s, "Sa Z1", "spend Ph", "buy Sc", "end")
    assert s.final_round and not s.is_over and "Sc" in s.discards[0]


def test_tie_break_on_blockades():
    # ED.gap.tie-break, ED.end.sole-winner
    base = "players=3 blockades=BJ1,BJ2,BW1,BS1 pieces=ED,ED,B9 player=3 final"
    s = pos(base.replace("BJ1,BJ2,BW1,BS1", "BJ1*1,BJ2*2,BW1*2,BS1") + " hand3=Ex")
    s = play(s, "end", "draw")
    assert s.is_over and s.winners() == [1]                 # two blockades beat one
    t = pos(base.replace("BJ1,BJ2,BW1,BS1", "BJ1*1,BJ2*2,BW1,BS1") + " hand3=Ex")
    assert play(t, "end", "draw").winners() == [1]          # power 2 beats power 1
    u = pos(base.replace("BJ1,BJ2,BW1,BS1", "BJ1*1,BJ2,BW1*2,BS1") + " hand3=Ex")
    assert play(u, "end", "draw").winners() == [0, 1]       # still tied: shared
    sc = ed.score(s)
    assert sc[1].parts == {"El Dorado": 100, "blockades": 20, "strongest blockade": 2}
    assert sc[2].total == 0


def test_hidden_information_is_redrawn_in_a_view():
    # ED.gap.hidden-info
    s = ed.new_game(players=3, seed=11)
    s = play(s, "end", "draw")
    v = s.view(1)
    assert v.hands[1] == s.hands[1]
    for p in range(3):
        assert Counter(v.hands[p] + v.draws[p]) == Counter(s.hands[p] + s.draws[p])
        assert len(v.hands[p]) == len(s.hands[p]) and v.discards[p] == s.discards[p]
    assert v.market == s.market and v.pieces == s.pieces
    assert any(v.hands[p] != s.hands[p] or v.draws[p] != s.draws[p] for p in (0, 2))
    assert v.rng.state != s.rng.state and v.seed != s.seed
    v.validate()
