"""Action notation and layout (position) notation: parse, format, round trip, errors."""

from __future__ import annotations

import pytest

from rulekit import IllegalActionText
from rulekit import golden_ankh as ga
from rulekit.golden_ankh import actions as A

EXAMPLE = "W2 . GS BS . / G2 GJ GD GP . / . RD RJ WJ WJ ^ . . . . / . R2 . ."


@pytest.mark.parametrize(
    "text, expected",
    [
        ("take B B A", A.TakeTokens("BBA")),
        ("take A B B", A.TakeTokens("BBA")),
        ("take W", A.TakeTokens("W")),
        ("take BAB", A.TakeTokens("BBA")),
        ("buy 3 @ 1,2", A.Buy(3, (1, 2), False)),
        ("buy 3 1,2", A.Buy(3, (1, 2), False)),
        ("buy 6 U -1,0", A.Buy(6, (-1, 0), True)),
        ("buy 6 @ U 0,0", A.Buy(6, (0, 0), True)),
        ("buy 2 U 1,1 -W", A.Buy(2, (1, 1), True, "W")),
        ("refill B", A.Refill("B")),
        ("move 1,2 > 0,3", A.Move((1, 2), (0, 3), False, False)),
        ("move U 1,1 > U 0,0", A.Move((1, 1), (0, 0), True, True)),
        ("move 0,0 > U 0,0", A.Move((0, 0), (0, 0), False, True)),
        ("store 1,2", A.Store((1, 2), False)),
        ("store U 0,0", A.Store((0, 0), True)),
        ("return W", A.ReturnTokens("W")),
        ("return A K W", A.ReturnTokens("WKA")),
        ("return KK", A.ReturnTokens("KK")),
        ("  end ", A.EndTurn()),
    ],
)
def test_parse(text, expected):
    assert ga.parse_action(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "take B B A",
        "buy 3 @ 1,2",
        "buy 3 U 1,1",
        "buy 3 U -2,-1 -K",
        "refill A",
        "move 1,2 > 0,3",
        "move U 1,1 > U 0,0",
        "store U 1,1",
        "store 0,-1",
        "return A",
        "return B K K A",
        "end",
    ],
)
def test_str_round_trips(text):
    a = ga.parse_action(text)
    assert str(a) == text
    assert ga.parse_action(str(a)) == a
    assert hash(ga.parse_action(str(a))) == hash(a)


@pytest.mark.parametrize(
    "text",
    ["", "take", "buy", "buy x @ 1,2", "refill C", "move 1,2", "jump", "take b", "return", "return w", 5],
)
def test_bad_text_is_refused(text):
    with pytest.raises(IllegalActionText):
        ga.parse_action(text)


def test_every_legal_action_round_trips():
    s = ga.setup(2, seed=4, layouts={0: "RJ RS GS / RF GP RH ^ RD"}, tokens={0: "A A B W K G R"})
    acts = s.legal_actions()
    kinds = {a.kind for a in acts}
    assert {"take", "buy", "refill", "move", "store"} <= kinds
    for a in acts:
        assert ga.parse_action(str(a)) == a


def test_targets_name_board_places():
    assert ga.parse_action("buy 3 U 1,1").targets() == (("market", 3), ("upper", 1, 1))
    assert ga.parse_action("move 1,2 > 0,3").targets() == (("ground", 1, 2), ("ground", 0, 3))
    assert ga.parse_action("refill B").targets() == (("stack", "B"),)
    assert ga.parse_action("take B B A").targets() == (("supply", "B"), ("supply", "A"))
    assert ga.parse_action("end").targets() == ()


def test_layout_text_round_trips_and_reads_the_example():
    lay = ga.layout_from_text(EXAMPLE)
    assert lay.ground[(0, 0)].code == "W2" and lay.ground[(0, 0)].number == 2
    assert lay.ground[(1, 3)].special == "scribe"
    assert lay.ground[(2, 1)].special == "desert"
    assert lay.upper[(1, 1)].code == "R2"
    assert lay.tile_count == 12
    text = ga.layout_to_text(lay)
    assert text.splitlines()[0] == "W2 .  GS BS ."
    assert "^" in text.splitlines()
    assert ga.layout_from_text(text) == lay
    assert ga.layout_from_text(ga.layout_to_text(lay, one_line=True)) == lay


def test_layout_origin_and_storehouse_token():
    lay = ga.layout_from_text("@-1,-2 RH* . / GJ GJ")
    assert (-1, -2) in lay.ground and (0, -1) in lay.ground
    assert lay.stored == frozenset({(0, -1, -2)})
    assert ga.layout_to_text(lay).startswith("@-1,-2")
    assert ga.layout_from_text(ga.layout_to_text(lay)) == lay
    assert ga.layout_to_text(ga.Layout()) == "."


@pytest.mark.parametrize(
    "text, message",
    [
        ("RJ XX", "not a tile code"),
        ("RJ RQ", "unknown tile kind"),
        ("RJ* RJ", "only a storehouse"),
        ("RJ RJ ^ RJ", "GA.place.upper-layer"),
        ("RH* RJ / RS RF ^ R2", "GA.special.storehouse-covered"),
    ],
)
def test_bad_layout_text(text, message):
    with pytest.raises(ValueError, match=message):
        ga.layout_from_text(text)


def test_state_layout_matches_the_position_it_was_set_up_with():
    s = ga.setup(3, seed=2, layouts={1: EXAMPLE})
    assert s.layout(1) == ga.layout_from_text(EXAMPLE)
    assert ga.position(s, 1) == ga.layout_to_text(ga.layout_from_text(EXAMPLE))
    assert s.layout(0) == ga.Layout()
    s.validate()
