"""Movement, blockades and the Native."""
from __future__ import annotations

from ed_helpers import play, pos, refused

from rulekit import el_dorado as ed


def test_several_cards_move_in_one_turn():
    # ED.turn.play: as many cards as you like
    s = pos("players=3 pieces=B6,B8,B9 hand1=Ex,Ex,Ex,Tr")
    s = play(s, "Ex B22", "Ex B32", "Ex B21")
    assert s.pieces[0] == ("B21",) and s.hands[0] == ("Tr",)


def test_the_next_space_must_be_adjacent():
    # ED.gap.path
    s = pos("players=3 pieces=B6,B8,B9 hand1=Sc,Ex,Tr,Sa")
    refused(s, "Sc B32", "ED.gap.path")
    refused(s, "Ex Q3", "ED.gap.path")              # not a space of this course
    s = s.apply("Sc B22")
    refused(s, "go B24", "ED.gap.path")


def test_starting_spaces_are_never_entered_again():
    # ED.gap.start-space
    s = pos("players=3 pieces=B22,B8,B9 hand1=Ex,Na,Tr,Sa")
    refused(s, "Ex B6", "ED.gap.start-space")
    refused(s, "Na B7", "ED.gap.start-space")


def test_card_must_match_and_be_strong_enough():
    # ED.move.match-symbol, ED.move.power
    s = pos("players=3 pieces=B6,B8,B9 hand1=Sa,Tr,Cg,Ex")
    refused(s, "Sa B22", "ED.move.match-symbol")
    refused(s, "Cg B22", "ED.move.match-symbol")
    s2 = pos("players=3 blockades=BJ1*1,BJ2*1,BR1,BR2 pieces=N22,B8,B9 hand1=Ex,Sc,Tr,Sa")
    refused(s2, "Ex N23", "ED.move.power")
    assert s2.apply("Sc N23").pieces[0] == ("N23",)


def test_joker_symbol_is_chosen_when_played_and_stays_fixed():
    # ED.card.joker, ED.gap.joker-fixed
    s = pos("players=3 pieces=B7,B8,B9 hand1=Ad,Tr,Tr,Sa")
    refused(s, "Ad B23", "ED.card.joker")           # a joker must be declared
    refused(s, "Ad=p B23", "ED.move.match-symbol")
    s = s.apply("Ad=m B23")
    assert s.active == ("Ad", "machete", 1, 0)
    refused(s, "go B33", "ED.move.leftover-power")  # still a machete: no paddle
    refused(s, "Tr=m B24", "ED.card.joker")


def test_leftover_cannot_pay_rubble_or_base_camps():
    # ED.gap.special-leftover: B17 is a base camp; cards paid into rubble keep no power
    s = pos("players=3 pieces=B15,B8,B9 hand1=Ca,Tr,Tr,Sa")
    s = s.apply("Ca B16")
    assert s.active == ("Ca", "paddle", 2, 0)
    refused(s, "go B17", "ED.gap.special-leftover")
    s = s.apply("pay Tr B17")
    assert s.active is None and s.pieces[0] == ("B17",)


def test_blockades_close_their_seam_until_broken():
    # ED.gap.blockade-closed, ED.blockade.location, ED.gap.blockade-adjacent, ED.blockade.break
    s = pos("players=3 blockades=BJ1,BJ2,BW1,BS1 pieces=B13,B8,B9 hand1=Sc,Ex,Tr,Sa")
    refused(s, "Ex C14", "ED.gap.blockade-closed")
    refused(s, "Ex b7", "ED.blockade.location")
    refused(s, "Sa b0", "ED.move.match-symbol")
    far = pos("players=3 blockades=BJ1,BJ2,BW1,BS1 pieces=B6,B8,B9 hand1=Sc,Ex,Tr,Sa")
    refused(far, "Ex b0", "ED.gap.blockade-adjacent")
    s = s.apply("Ex b0")
    assert s.tokens(0) == ["BJ1"] and s.pieces[0] == ("B13",) and s.active is None
    refused(s, "Sc b0", "ED.blockade.break")         # already broken
    s = s.apply("Sc C14")                            # open to everyone from now on
    assert s.pieces[0] == ("C14",)


def test_leftover_power_can_break_a_blockade_on_the_way():
    # ED.gap.blockade-adjacent: "or reaches it during the same card's move"
    s = pos("players=3 blockades=BJ1,BJ2,BW1,BS1 pieces=B27,B8,B9 hand1=Tb,Tr,Tr,Sa")
    s = play(s, "Tb B13", "go b0")
    assert s.tokens(0) == ["BJ1"] and s.active == ("Tb", "machete", 1, 0)
    assert s.apply("go C14").pieces[0] == ("C14",)


def test_rubble_blockade_takes_whole_cards():
    # ED.blockade.break with a rubble blockade; ED.gap.no-combining for a symbol blockade
    s = pos("players=3 blockades=BR2,BJ2,BW1,BS1 pieces=B13,B8,B9 hand1=Sc,Ex,Tr,Sa")
    refused(s, "Sc b0", "ED.blockade.break")
    refused(s, "pay Ex b0", "ED.blockade.break")
    s2 = s.apply("pay Ex+Tr b0")
    assert s2.tokens(0) == ["BR2"] and s2.active is None
    t = pos("players=3 blockades=BJ2,BJ1,BW1,BS1 pieces=B13,B8,B9 hand1=Ex,Ex,Tr,Sa")
    refused(t, "pay Ex+Ex b0", "ED.gap.no-combining")
    a = s.apply("Sc B14")
    refused(a, "go b0", "ED.gap.special-leftover")


def test_the_native():
    # ED.gap.native: adjacent space ignoring its requirement, can cross and break a blockade
    s = pos("players=3 course=1 blockades=BJ1*1,BJ2*1,BR1*1,BR2*1,BS1 pieces=J31,B8,B9 hand1=Na,Tr,Tr,Sa")
    s1 = s.apply("Na J20")                           # rubble 2, no cards paid
    assert s1.pieces[0] == ("J20",) and s1.hands[0] == ("Tr", "Tr", "Sa")
    refused(s, "use Na", "ED.gap.native")
    b = pos("players=3 blockades=BJ2,BJ1,BW1,BS1 pieces=B13,B8,B9 hand1=Na,Tr,Tr,Sa")
    crossed = b.apply("Na C14")
    assert crossed.pieces[0] == ("C14",) and crossed.tokens(0) == ["BJ2"]
    stay = b.apply("Na b0")
    assert stay.pieces[0] == ("B13",) and stay.tokens(0) == ["BJ2"]
    # the Native counts as a movement card: it ends a leftover (ED.gap.leftover-scope)
    c = pos("players=3 pieces=B6,B8,B9 hand1=Tb,Na,Tr,Sa").apply("Tb B22")
    assert c.apply("Na B32").active is None


def test_arrival_spaces_are_entered_like_symbol_spaces():
    # ED.gap.arrival-cost: the first-game course's arrival spaces ask for paddle 1
    s = pos("players=3 blockades=BJ1*1,BJ2*1,BR1*1,BR2*1 pieces=K0,B8,B9 hand1=Ex,Sa,Tr,Tr")
    refused(s, "Ex Z1", "ED.move.match-symbol")
    assert s.apply("Sa Z1").pieces[0] == ("ED",)


def test_two_player_cards_move_one_piece():
    # ED.gap.two-player-cards, ED.variant.two-player
    s = pos("players=2 pieces=B22+B23,B7+B9 hand1=Sc,Ex,Tr,Sa")
    refused(s, "Ex B22 p2", "ED.move.blocked")       # own pieces block each other
    s = s.apply("Sc B32 p2")
    assert s.pieces[0] == ("B22", "B32") and s.active == ("Sc", "machete", 1, 1)
    refused(s, "go B5", "ED.gap.path")               # the leftover belongs to the second piece
    three = pos("players=3 pieces=B6,B8,B9 hand1=Sc,Ex,Tr,Sa")
    refused(three, "Ex B22 p2", "ED.gap.two-player-cards")


def test_pieces_in_el_dorado_do_not_move_or_block():
    # ED.gap.gate-capacity, ED.end.gate
    s = pos("players=2 blockades=BJ1*1,BJ2*1,BR1*1,BR2*1 pieces=ED+K17,K0+B9 "
            "hand1=Sa,Ca,Tr,Ex hand2=Sa,Tr,Tr,Ex")
    refused(s, "Sa Z1", "ED.gap.gate-capacity")
    s = s.apply("Ca Z0 p2")
    assert s.pieces[0] == ("ED", "ED") and "ED" not in s.occupied()
    s = play(s, "end", "draw", "Sa Z1")
    assert s.pieces[1] == ("ED", "B9")


def test_a_card_is_used_once_and_for_one_purpose():
    # ED.card.one-use
    s = pos("players=3 pieces=B6,B8,B9 hand1=Sc,Ex,Tr,Sa").apply("Sc B22")
    refused(s, "spend Sc", "ED.card.one-use")
    refused(s, "Sc B32", "ED.card.one-use")
    refused(s, "pay Sc+Sc B17", "ED.card.one-use")


def test_reachable_spaces_for_a_card():
    s = pos("players=3 pieces=B6,B8,B9 hand1=Sc,Ex,Tr,Sa")
    r = ed.reachable(s, "Sc")
    assert {"B22", "B5", "B32", "B21", "B4"} <= r and "B33" not in r
    assert all(ed.Move("Sc", h) in s.legal_actions() for h in ("B22", "B5"))
    assert ed.reachable(s, "Cg") == set()



def test_korean_symbol_checks_name_the_symbol_in_the_rulebook_words():
    # ED.move.match-symbol: B0 is a river space; in Korean its symbol is 노 (paddle), not the English key
    s = pos("players=3 pieces=B1,B8,B9 hand1=Ex,Tr,Tr,Sa")
    (failed,) = [c for c in s.explain("Ex B0") if not c.passed]
    assert failed.rule == "ED.move.match-symbol"
    assert "노" in failed.message("ko") and "paddle" not in failed.message("ko")
    assert "paddle" in failed.message("en")


def test_remembered_moves_are_the_moves_worked_out_afresh():
    """The memos behind the legal actions (by hand, by way of paying, by space; rulekit.el_dorado.speed)
    give what a fresh computation gives on every course (ED.move.match-symbol, ED.move.power,
    ED.move.rubble, ED.move.basecamp, ED.blockade.break), and every one of them is bounded."""
    from rulekit.el_dorado import movement, speed
    from rulekit.rng import Rng

    rng = Rng(11)
    for course in range(8):
        s = ed.new_game(players=2 + course % 3, seed=100 + course, course=course, max_rounds=40)
        for _ in range(400):
            if s.is_over:
                break
            remembered = s._legal_actions()
            speed.clear()
            afresh = s._legal_actions()
            assert remembered == afresh
            s = s.apply(rng.choice(remembered))
    for cached in (speed.hand_memo, movement._paying_of, movement.move_action, movement._card_sets):
        assert cached.cache_info().maxsize is not None


def test_destination_is_where_carrying_the_move_out_leaves_the_piece():
    # ED.end.gate, ED.blockade.break: the bots' preview of a move agrees with the move itself, in
    # positions from random and racer games (blockades, the Native, leftover power, arrivals).
    from rulekit import sim
    from rulekit.el_dorado.components import ELDORADO
    from rulekit.el_dorado.movement import destination

    kinds: set[str] = set()
    games = ((2, ["random", "racer"]), (3, "racer"), (4, ["racer", "planner", "random", "racer"]))
    for players, bots in games:
        for seed in range(3):
            state, moves = sim.play("el_dorado", players, bots, seed=seed, max_actions=400)
            s = ed.new_game(players=players, seed=seed, **sim.sim_options("el_dorado"))
            for _, action in moves:
                p = s.current_player
                for a in s.legal_actions():
                    if not isinstance(a, (ed.Move, ed.Go, ed.Pay)):
                        continue
                    piece, place = destination(s, a)
                    after = s._advance(a)
                    expected = s.pieces[p][:piece] + (place,) + s.pieces[p][piece + 1:]
                    assert after.pieces[p] == expected, (str(a), s.pieces[p])
                    assert not after.is_over
                    kinds.add(type(a).__name__ + (" blockade" if a.place[0] == "b" else "")
                              + (" arrival" if place == ELDORADO else ""))
                s = s._advance(action)
    assert {"Move", "Go", "Pay", "Move blockade", "Move arrival"} <= kinds, kinds
