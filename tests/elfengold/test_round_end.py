"""Phase 7 and the end of the game (TC-EG-19, TC-EG-20), scores and the destination variant."""
from __future__ import annotations

from eg_helpers import legal_text, play, refused

from rulekit import elfengold as eg

BOARD = eg.load_board()
TWENTY = ",".join(t.name for t in BOARD.towns if t.value)
NINETEEN = ",".join(t.name for t in BOARD.towns if t.value and t.name != "Beata")


def stop_all(s):
    """Every player still to move stops and takes the 2 cards (no gold cards)."""
    while s.phase == "move":
        acts = s.legal_actions()
        if "stop" in [str(a) for a in acts]:
            s = s.apply("stop")
        else:
            s = s.apply(next(a for a in acts if str(a) not in ("take G",)))
    return s


def test_tc_eg_19_keeping_tiles():
    """TC-EG-19: EG.endround.keep-two, EG.endround.clear-board, EG.gap.keep-two-status."""
    s = eg.position("R07:T R02:S | P1@Elvenhold tiles=UTg | P2@Elvenhold tiles=E", phase="move")
    s = stop_all(s)
    assert s.phase == "end" and s.current_player == 0
    assert s.roads == ("",) * 48                                # every board tile back to the pool
    assert "keep Tg" in legal_text(s) and "keep UTg" not in legal_text(s)
    refused(s, "keep UTg", "EG.endround.keep-two")
    refused(s, "keep TG", "EG.gap.keep-two-status")             # the gold tile is face down
    pool = s.pool
    s = s.apply("keep Tg")
    assert s.supply[0] == "Tg" and s.supply[1] == "E"            # a player with 2 or fewer keeps them all
    assert s.round == 2 and sorted(s.pool) == sorted(pool + "U")


def test_keep_only_when_over_two():
    """EG.endround.keep-two: a player with at most 2 tiles is not asked."""
    s = eg.position("- | P1@Elvenhold tiles=UT | P2@Elvenhold", phase="move")
    s = stop_all(s)
    assert s.round == 2 and s.supply[0] == "UT"


def test_round_card_and_start_player_move_on():
    """EG.endround.round-card, EG.endround.start-player, EG.round.phases."""
    s = eg.position("- | P1@Elvenhold | P2@Elvenhold | P3@Elvenhold", phase="move", round=2, start=2)
    s = stop_all(s)
    assert s.round == 3 and s.start == 0 and s.phase == "cards" and s.current_player == 0


def test_end_after_round_six():
    """EG.end.after-six, EG.round.count."""
    s = eg.position("- | P1@Elvenhold | P2@Elvenhold", phase="move", round=6)
    s = stop_all(s)
    assert s.is_over and s.round == 6 and s.legal_actions() == []
    refused(s, "stop", "EG.end.after-six")


def test_most_towns_wins():
    """EG.end.most-towns, EG.base.town-markers."""
    s = eg.position("- | P1@Elvenhold towns=Beata | P2@Elvenhold towns=Virst,Jxara gold=0",
                    phase="move", round=6)
    s = stop_all(s)
    assert s.winners() == [1]
    assert eg.score(s)[1].total == 2 and eg.score(s)[1].parts == {"towns": 2}


def test_tc_eg_20_early_end_and_tie():
    """TC-EG-20: EG.end.all-towns, EG.end.most-towns, EG.end.tie-gold, EG.gap.all-towns-timing."""
    text = f"R01:P | P1@Elvenhold hand=P towns={NINETEEN} gold=5 | P2@Elvenhold towns={TWENTY} gold=9"
    s = eg.position(text, phase="move", round=4)
    s = s.apply("travel R01 P")                                  # P1 collects the 20th marker (Beata)
    assert s.towns(0) == 20 and not s.is_over                    # the round is played to its end
    s = play(s, "stop", "gold")                                  # + 2 gold for Beata: 7
    assert s.phase == "move" and s.current_player == 1
    s = stop_all(s)
    assert s.is_over and s.round == 4
    assert s.winners() == [1]                                    # tied on 20 towns: 9 gold beats 7


def test_final_tie_shared_win():
    """EG.gap.final-tie: tied on towns and gold: a shared win."""
    s = eg.position("- | P1@Elvenhold towns=Beata | P2@Elvenhold towns=Virst", phase="move", round=6)
    s = stop_all(s)
    assert s.gold[0] == s.gold[1] and s.winners() == [0, 1]


def test_destination_scoring():
    """EG.variant.destination, EG.gap.destination-scoring: towns minus roads still to the destination."""
    s = eg.position("- | P1@Elvenhold towns=Beata,Virst | P2@Elvenhold", phase="move", round=6,
                    destination=True)
    d = s.dest[0]
    far = BOARD.distances(BOARD.capital)[d]
    assert far >= 1
    sc = eg.score(s)[0]
    assert sc.parts == {"towns": 2, "destination": -far} and sc.total == 2 - far
    # a boot standing on its destination loses nothing
    t = s._copy()
    t.boots = t.with_item(t.boots, 0, d)
    assert eg.score(t)[0].parts["destination"] == 0


def test_hand_limit_option():
    """EG.base.hand-limit: no limit by default; the option makes a player discard down, one card at a time."""
    s = eg.position("- | P1@Elvenhold hand=PPUUTT | P2@Elvenhold", phase="move")
    assert stop_all(s).round == 2                                # no limit: nothing to discard
    s = eg.position("- | P1@Elvenhold hand=PPUUTT | P2@Elvenhold", phase="move", hand_limit=4)
    s = stop_all(s)
    assert s.phase == "end" and s.current_player == 0
    n = len(s.hands[0])
    refused(s, "discard R", "EG.base.hand-limit")
    while s.phase == "end":
        s = s.apply(s.legal_actions()[0])
    assert len(s.hands[0]) == 4 and n > 4 and s.round == 2
