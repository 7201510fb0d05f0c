"""End of turn and end of game (spec 3.9, 3.10, 3.13), TC-FE-10 and TC-FE-12b."""
import pytest
from fe_positions import F1, position

from rulekit import RuleViolation
from rulekit import fertility as fe
from rulekit.rng import Rng


def play_recording(players, seed, variant=False):
    """Play a random game; record per turn: (turn, player, public at start, stack at start, end actions)."""
    s = fe.new_game(players=players, seed=seed, variant=variant)
    rng = Rng(seed)
    turns = {}
    trigger = None
    while not s.is_over:
        t = s.turn + 1  # the turn being played, counted from 1 as the rulebook does
        if t not in turns:
            turns[t] = {"player": s.current_player, "public": len(s.public), "stack": len(s.stack),
                        "end": []}
        act = rng.choice(s.legal_actions())
        if act.kind == "end":
            turns[t]["end"].append(str(act).split()[0])
        before = s.remaining
        s = s.apply(act)
        if before is None and s.remaining is not None:
            trigger = t
    return s, turns, trigger


@pytest.mark.parametrize("players, variant, tiles, stack, trigger, last", [
    (2, False, 24, 15, 16, 18), (3, False, 35, 23, 24, 27), (4, False, 46, 31, 32, 36),
    (2, True, 39, 30, 16, 18),
])
def test_tc_fe_10_game_length(players, variant, tiles, stack, trigger, last):
    # FE.setup.valley-stack, FE.endturn.refill-public, FE.end.trigger, FE.end.nine-turns,
    # FE.var.two-player-tiles, FE.var.two-player-removal, FE.gap.end-trigger, FE.endturn.next,
    # FE.turn.clockwise
    start = fe.new_game(players=players, seed=11, variant=variant)
    assert len(start.stack) == stack
    assert len(start.stack) + len(start.public) + sum(map(len, start.hands)) == tiles
    end, turns, trig = play_recording(players, 11, variant)
    assert trig == trigger
    assert max(turns) == last and end.turn == last
    assert [turns[t]["player"] for t in sorted(turns)] == [(t - 1) % players for t in sorted(turns)]
    assert all(sum(1 for v in turns.values() if v["player"] == p) == 9 for p in range(players))
    # the last successful refill leaves the stack empty; the trigger turn finds it empty
    assert turns[trigger - 1]["stack"] == (2 if variant else 1) and turns[trigger]["stack"] == 0
    no_public = [t for t, v in turns.items() if v["public"] == 0]
    assert no_public == {2: [], 3: [27], 4: [35, 36]}[players] if not variant else no_public == [18]
    for t in no_public:
        assert turns[t]["end"] == ["end"]
    if variant:
        assert turns[16]["end"] == ["take", "remove"] and turns[17]["end"] == ["take"]
        assert all(turns[t]["end"] == ["take", "remove"] for t in range(1, 17))
    else:
        assert all(turns[t]["end"] == ["take"] for t in range(1, last + 1) if t not in no_public)


def test_end_scoring_and_winners():
    # FE.end.scoring: the game ends scored; winners are known only at the end
    s = fe.new_game(players=2, seed=3)
    assert s.winners() == []
    end, _, _ = play_recording(2, 3)
    assert end.is_over and end.legal_actions() == [] and end.winners()
    with pytest.raises(RuleViolation):
        end.apply("end")


def test_tc_fe_12b_leftovers_go_back():
    # FE.endturn.return-leftovers: pieces beside go back; the wheat token does not move
    s = position(F1, "phase supply", "public CC MP GG", "row D01 D02 D03 D04",
                 "p1 hand PG MC; beside M; wheat 4")
    after = s.apply("take MP")
    assert after.beside[0] == [0, 0, 0, 0] and after.supply[0] == 20 and after.wheat[0] == 4


def test_take_public_and_refill():
    # FE.endturn.take-public, FE.endturn.refill-public, FE.endturn.next
    s = position(F1, "phase build", "public CC MP GG", "row D01 D02 D03 D04", "p1 hand PG MC",
                 "p2 hand MM")
    top = s.stack[-1]
    after = s.apply("take GG")
    assert [s.comp.tiles[t] for t in after.hands[0]] == ["PG", "MC", "GG"]
    assert after.public[:2] == s.public[:2] and after.public[2] == top
    assert len(after.stack) == len(s.stack) - 1
    assert after.current_player == 1 and after.turn == 1 and after.phase == "place"
    with pytest.raises(RuleViolation) as info:
        s.apply("take PP")
    assert info.value.rule == "FE.endturn.take-public"
    with pytest.raises(RuleViolation) as info:
        s.apply("end")
    assert info.value.rule == "FE.endturn.take-public"
    with pytest.raises(RuleViolation) as info:
        position(F1, "public CC MP GG", "p1 hand PG").apply("take CC")
    assert info.value.rule == "FE.turn.steps"


def test_variant_removal_choice():
    # FE.var.two-player, FE.var.two-player-removal, FE.gap.variant-removal: the player chooses;
    # the removed tile leaves the game
    s = position(F1, "players 2 variant", "phase build", "public CC MP GG", "row D01 D02 D03 D04",
                 "p1 hand PG MC")
    took = s.apply("take CC")
    assert took.phase == "remove" and {str(a) for a in took.legal_actions()} == {"remove MP", "remove GG"}
    with pytest.raises(RuleViolation) as info:
        took.apply("remove CC")
    assert info.value.rule == "FE.gap.variant-removal"
    gone = took.apply("remove GG")
    assert [gone.comp.tiles[t] for t in gone.gone] == ["GG"] and len(gone.public) == 3
    assert len(gone.stack) == len(s.stack) - 2
    with pytest.raises(RuleViolation) as info:
        s.apply("remove GG")
    assert info.value.rule == "FE.var.two-player-removal"
    with pytest.raises(ValueError):
        fe.new_game(players=3, variant=True)
