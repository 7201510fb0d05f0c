"""Action notation and position notation round trips."""
import pytest
from fe_positions import F1, F3, position

from rulekit import IllegalActionText
from rulekit import fertility as fe
from rulekit.rng import Rng

TEXTS = ["place G@0,2 P@1,2", "discard PG", "quarry 0,0 take M", "quarry 3,4 monument", "buy 2 GW",
         "buy 2 GW lot 5", "buy 1 -", "supply C 3.1", "supply M 0.1", "move C 3.1 2.1", "gain M",
         "remove MG", "end", "take CP"]


@pytest.mark.parametrize("text", TEXTS)
def test_action_text_round_trip(text):
    a = fe.parse_action(text)
    assert str(a) == text and fe.parse_action(str(a)) == a


def test_action_text_normalised():
    assert str(fe.parse_action("  Place p@1,2   g@0,2 ")) == "place G@0,2 P@1,2"
    assert fe.parse_action("take CP") == fe.parse_action("take PC")
    assert str(fe.parse_action("buy 3 wm")) == "buy 3 MW"


@pytest.mark.parametrize("bad", ["", "place P@1 G@0,2", "buy", "fly away", "supply X 1.1", "take P"])
def test_bad_action_text(bad):
    with pytest.raises(IllegalActionText):
        fe.parse_action(bad)


def test_every_legal_action_round_trips_through_text():
    s = fe.new_game(players=3, seed=9)
    rng = Rng(2)
    for _ in range(150):
        if s.is_over:
            break
        for a in s.legal_actions():
            assert fe.parse_action(str(a)) == a
        s = s.apply(rng.choice(s.legal_actions()))


def test_targets_name_board_places():
    a = fe.parse_action("place G@0,2 P@1,2")
    assert a.targets() == ((0, 2), (1, 2), ("hand", "PG"))
    assert fe.parse_action("supply C 3.1").targets() == (("shop", 3, 1),)
    assert fe.parse_action("buy 2 GW").targets() == (("row", 2),)
    assert fe.parse_action("take PC").targets() == (("public", "CP"),)


def test_position_round_trip_text():
    text = fe.format_position(position(F1, "public CC MP GG", "row D09 D12 D15 D14",
                                       "p1 hand PG MC; beside CG; wheat 3; city 1:D16[C] 2:D18[P|C] 0:[M]"))
    assert fe.format_position(fe.parse_position(text)) == text
    s = fe.parse_position(text)
    assert s.goods[0] == {(1, 1): "C", (2, 1): "P", (2, 2): "C", (0, 1): "M"}
    assert s.supply == [19, 17, 19, 19] and s.beside[0] == [0, 1, 0, 1]


def test_position_of_a_game_round_trips():
    s = fe.new_game(players=4, seed=3)
    rng = Rng(5)
    for _ in range(60):
        s = s.apply(rng.choice(s.legal_actions()))
    text = fe.format_position(s)
    again = fe.parse_position(text)
    assert fe.format_position(again) == text
    assert [again.site[i] for i in range(len(s.site))] == s.site
    assert again.goods == s.goods and again.wheat == s.wheat and again.beside == s.beside


def test_position_errors():
    with pytest.raises(ValueError, match="board"):
        fe.parse_position("players 2")
    with pytest.raises(ValueError, match="unknown line"):
        fe.parse_position(F3 + "colour red")
    with pytest.raises(ValueError, match="more than 20"):
        position(F1, "p1 beside " + "M" * 21)
    with pytest.raises(ValueError, match="no valley tile"):
        position(F1, "p1 hand MM MM MM", "p2 hand MM MM MM")
    with pytest.raises(ValueError, match="start tile"):
        fe.parse_position("players 2\nboard\n...\n...\nstart 0,0")


def test_place_built_directly_equals_the_shared_one():
    a = fe.Place("P", (1, 2), "G", (0, 2))
    b = fe.place("G", (0, 2), "P", (1, 2))
    assert a == b and hash(a) == hash(b) and str(a) == str(b) == "place G@0,2 P@1,2"
    assert a in {b}
