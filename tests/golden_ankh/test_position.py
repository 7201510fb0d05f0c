"""The Golden Ankh position notation (rulekit.golden_ankh.position) and its edits (golden_ankh.edits)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulekit import BilingualError, InvalidState, NotationError, i18n
from rulekit import golden_ankh as ga
from rulekit.golden_ankh.validate import check_state
from tests.bilingual import FAST

EXAMPLE = "W2 . GS BS . / G2 GJ GD GP . / . RD RJ WJ WJ ^ . . . . / . R2 . ."


def test_round_trip_of_a_played_game():
    s = ga.new_game(players=3, seed=11)
    for text in ["take B W K", "end", "take G R A", "end"]:
        s = s.apply(text)
    t = ga.position_text(s)
    back = ga.from_position(t)
    assert ga.position_text(back) == t
    assert back.current_player == s.current_player and back.hands == s.hands
    assert [len(x) for x in back.stacks] == [len(x) for x in s.stacks]


def test_every_part_round_trips():
    text = "\n".join(
        [
            "players 3",
            "seed 5",
            "start 2",
            "current 3",
            "round 2",
            "prices RB WK BR GWG GRK BWK",
            "market KJ BS . W2 BF KD",
            "stacks 10 12",
            "p1 tokens A A W",
            "p1 layout RJ RH* RS",
            "p2 bonus G",
            "p2 layout GF GF GS GJ G2",
            "p3 tokens R",
            "p3 layout " + EXAMPLE,
        ]
    )
    s = ga.from_position(text)
    assert s.start_player == 1 and s.current_player == 2 and s.round == 2
    assert s.hands[0] == (0, 1, 0, 0, 0, 2)
    assert len(s.stored[0]) == 1
    assert [len(x) for x in s.stacks] == [10, 12]
    assert s.score()[2].total == 24  # the rulebook's example (GA.score.total)
    assert ga.from_position(ga.position_text(s)) == s
    assert ga.position_text(ga.from_position(ga.position_text(s))) == ga.position_text(s)


def test_bonus_markers_follow_the_groups_unless_given():
    s = ga.from_position("p1 layout GJ GS GF GD GP")
    assert [k for k, _ in s.bonus[0]] == ["colour:green"]  # GA.bonus.colour-five
    s = ga.from_position("p1 layout GJ GS GF GD GP\np1 bonus -")
    assert s.bonus[0] == ()
    with pytest.raises(InvalidState) as info:
        ga.from_position("p1 layout GJ GS GF GD GP\np1 bonus R")
    assert "GA.gap.bonus-groups" in str(info.value) and "GA.gap.bonus-groups" in info.value.message("ko")


@pytest.mark.parametrize(
    "text, rule",
    [
        ("p1 layout RJ . GS", "GA.place.adjacent"),
        ("p1 layout RJ RJ RJ", "GA.setup.tile-stacks"),  # the game has two red jackals
        ("stacks 40 40", "GA.setup.tile-stacks"),
        ("prices BB WK BR GWG GRK BWK", "GA.setup.prices"),
    ],
)
def test_impossible_positions_are_refused_in_both_languages(text, rule):
    with pytest.raises(InvalidState) as info:
        ga.from_position(text)
    assert rule in str(info.value)
    ko = info.value.message("ko")
    assert rule in ko and any("가" <= ch <= "힣" for ch in ko)


@pytest.mark.parametrize(
    "text", ["players 7", "p1 colour R", "market RX", "stacks 3", "p1 bonus Q", "nonsense 1"]
)
def test_bad_text_is_a_notation_error(text):
    with pytest.raises(NotationError) as info:
        ga.from_position(text)
    with i18n.language("ko"):
        assert any("가" <= ch <= "힣" for ch in str(info.value))


def test_put_remove_move_and_their_refusals():
    s = ga.from_position("p1 layout RJ GS / BF WJ")
    before = ga.position_text(s)
    up = ga.put_tile(s, 0, ("upper", 0, 0), "R2")
    assert up.layout(0).upper[(0, 0)].code == "R2"
    with pytest.raises(InvalidState, match="GA.place.upper-layer"):
        ga.remove_tile(up, 0, ("ground", 1, 1))  # it holds up U(0,0)
    with pytest.raises(InvalidState, match="GA.place.upper-layer"):
        ga.put_tile(s, 0, ("upper", 1, 1), "R2")  # no 2x2 block there
    with pytest.raises(InvalidState, match="GA.place.adjacent"):
        ga.put_tile(s, 0, ("ground", 2, 2), "KS")  # corner only
    with pytest.raises(InvalidState, match="GA.gap.move-destination"):
        ga.move_tile(s, 0, ("ground", 0, 0), ("ground", 0, 1))
    moved = ga.move_tile(s, 0, ("ground", 0, 1), ("ground", 2, 0))
    assert moved.layout(0).ground[(2, 0)].code == "GS" and (0, 1) not in moved.layout(0).ground
    assert ga.position_text(s) == before  # states are values: s is untouched
    # a tile put in comes from the stacks, a tile taken away goes back
    assert sum(map(len, up.stacks)) == sum(map(len, s.stacks)) - 1
    assert sum(map(len, ga.remove_tile(s, 0, ("ground", 0, 0)).stacks)) == sum(map(len, s.stacks)) + 1


def test_storehouse_token_and_cover():
    s = ga.from_position("p1 layout RH* RJ / GS GJ")
    assert len(s.stored[0]) == 1 and sum(s.supply) == 6 * 6 - 1
    covered = ga.put_tile(s, 0, ("upper", 0, 0), "R2")  # GA.special.storehouse-covered: it goes back
    assert covered.stored[0] == frozenset() and sum(covered.supply) == 36
    with pytest.raises(NotationError, match="GA.special.storehouse-covered"):
        ga.from_position("p1 layout RH* RJ / GS GJ ^ R2")


def test_set_position_changes_only_what_it_names():
    s = ga.from_position("p1 layout RJ GS")
    t = ga.set_position(s, tokens={1: "A R R"}, current=1)
    assert t.hands[1] == (0, 0, 0, 0, 2, 1) and t.current_player == 1 and t.layout(0) == s.layout(0)
    with pytest.raises(NotationError):
        ga.set_position(s, colour="R")


# ---- property: an edit either gives a valid position or is refused leaving the state as it was

CODES = [c + k for c in "BWKGR" for k in "FJS2HPD"]
PLACES = st.tuples(st.sampled_from(["ground", "upper"]), st.integers(-2, 3), st.integers(-2, 3))
EDITS = st.lists(st.one_of(
    st.tuples(st.just("put"), PLACES, st.sampled_from(CODES + [c + "*" for c in CODES if c[1] == "H"])),
    st.tuples(st.just("remove"), PLACES, st.none()),
    st.tuples(st.just("move"), PLACES, PLACES),
), max_size=25)


@FAST
@given(edits=EDITS, player=st.integers(0, 1))
def test_edits_give_valid_positions_or_change_nothing(edits, player):
    s = ga.from_position("players 2")
    for kind, place, arg in edits:
        before = ga.position_text(s)
        try:
            if kind == "put":
                new = ga.put_tile(s, player, place, arg)
            elif kind == "remove":
                new = ga.remove_tile(s, player, place)
            else:
                new = ga.move_tile(s, player, place, arg)
        except BilingualError as exc:
            assert exc.message("ko") and exc.message("en")
            assert ga.position_text(s) == before
            continue
        check_state(new, history=False)
        assert sum(map(len, new.stacks)) + sum(new.tiles_placed(p) for p in range(2)) + 6 == 55
        assert ga.position_text(ga.from_position(ga.position_text(new))) == ga.position_text(new)
        s = new


def test_too_many_tiles_of_a_kind_is_refused_in_whole_sentences():
    """GA.setup.tile-stacks: the refusal says where the kind's other tiles are, and nothing when there
    are none elsewhere (no "0 elsewhere" fragment)."""
    import rulekit
    from rulekit import golden_ankh as ga

    s = ga.from_position("players 2")
    on_offer = {s.comp.tiles[t].code for t in s.market if t is not None}
    code = next(t.code for t in s.comp.tiles if t.code not in on_offer and t.number == 0)
    with pytest.raises(rulekit.InvalidState) as lone:
        ga.from_position("players 2\np1 layout " + " ".join([code] * 12))
    assert "elsewhere" not in lone.value.en and "다른 곳에" not in lone.value.ko
    assert lone.value.ko.endswith("장이 필요합니다 (GA.setup.tile-stacks)")
    with pytest.raises(rulekit.InvalidState) as shared:
        ga.from_position(f"players 2\np1 layout {code}\np2 layout {code} {code} {code} {code} {code} {code}")
    assert "; 1 is elsewhere: 1 in P1's layout (GA" in shared.value.en
    assert "다른 곳에 1장이 있습니다: P1의 배치에 1장" in shared.value.ko
