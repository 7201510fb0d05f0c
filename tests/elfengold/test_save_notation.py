"""Save files (malformed, truncated, tampered, inconsistent) and the action and position notations."""
from __future__ import annotations

import hashlib
import json

import pytest

import rulekit
from rulekit import IllegalActionText, SaveError
from rulekit import elfengold as eg
from rulekit.core import _canonical


def midgame():
    s = eg.new_game(players=4, seed=9, wizards=True)
    import random

    rnd = random.Random(9)
    for _ in range(150):
        s = s.apply(rnd.choice(s.legal_actions()))
    return s


def resign(envelope: dict) -> str:
    """Re-write the checksum so that only the state's own checks can catch an edit."""
    envelope["sha256"] = hashlib.sha256(_canonical(envelope["state"]).encode()).hexdigest()
    return json.dumps(envelope)


def test_round_trip_and_generic_loader():
    s = midgame()
    assert eg.from_json(s.to_json()) == s
    assert rulekit.from_json(s.to_json(indent=1)) == s


def test_malformed_and_truncated():
    text = midgame().to_json()
    with pytest.raises(SaveError, match="not valid JSON"):
        eg.from_json(text[: len(text) // 2])
    with pytest.raises(SaveError, match="not valid JSON"):
        eg.from_json("{not json")
    with pytest.raises(SaveError, match="not a rulekit save"):
        eg.from_json(json.dumps({"format": "chess"}))


def test_tampered_checksum():
    env = json.loads(midgame().to_json())
    env["state"]["gold"][0] += 50
    with pytest.raises(SaveError, match="checksum"):
        eg.from_json(json.dumps(env))


@pytest.mark.parametrize("edit, message", [
    (lambda d: d["gold"].__setitem__(0, d["gold"][0] + 50), "gold is not conserved"),
    (lambda d: d.__setitem__("deck", d["deck"] + "U"), r"unicorn \(U\) cards"),
    (lambda d: d.__setitem__("pool", d["pool"] + "D"), r"dragon \(D\) tiles"),
    (lambda d: d.__setitem__("phase", "lunch"), "state.phase"),
    (lambda d: d.__setitem__("players", 9), "state.players"),
    (lambda d: d.__delitem__("hands"), "state.hands is missing"),
    (lambda d: d.__setitem__("hands", ["ZZ"] * 4), r"state\.hands\[0\]"),
    (lambda d: d.__setitem__("boots", [0, 0, 0, 99]), r"state\.boots\[3\]"),
    (lambda d: d["roads"].__setitem__(1, "U"), "waterway"),
    (lambda d: d["roads"].__setitem__(0, "PE"), "EG.plan.one-transport"),
    (lambda d: d["options"].__setitem__("wizards", "yes"), "state.options.wizards"),
    (lambda d: d.__setitem__("markers", [1, 0, 0, 0]), "Elvenhold has no town markers"),
])
def test_inconsistent_states_are_refused(edit, message):
    """A re-signed but inconsistent state raises SaveError naming the field or the broken invariant."""
    env = json.loads(midgame().to_json())
    edit(env["state"])
    with pytest.raises(SaveError, match=message):
        eg.from_json(resign(env))


def test_wrong_game_and_version():
    env = json.loads(midgame().to_json())
    env["game"] = "golden_ankh"
    with pytest.raises(SaveError):
        eg.from_json(json.dumps(env))
    env = json.loads(midgame().to_json())
    env["version"] = 99
    with pytest.raises(SaveError, match="version"):
        eg.from_json(json.dumps(env))


# ---------------------------------------------------------------- notation

@pytest.mark.parametrize("text", ["take U", "top", "cash", "secret X", "bid 12", "pass", "place U R12",
                                  "place S R02", "double R07", "double R07 U", "exchange R21 D R25 T",
                                  "travel R12 U", "travel R01 E+W", "travel R02 R", "caravan R07 EPPU",
                                  "carpet Al'Baran", "stop", "gold", "cards", "keep -", "keep Tg",
                                  "discard P"])
def test_action_notation_round_trips(text):
    a = eg.parse_action(text)
    assert str(a) == text and eg.parse_action(str(a)) == a
    assert a.kind


def test_action_notation_is_forgiving_but_strict():
    assert str(eg.parse_action("  Place  u  r12 ")) == "place U R12"
    assert str(eg.parse_action("caravan R07 UPEP")) == "caravan R07 EPPU"
    assert str(eg.parse_action("carpet jxara")) == "carpet Ixara"
    for bad in ["fly R12", "place Q R12", "bid", "bid -3", "travel R12", "keep ZZ", "carpet Atlantis", ""]:
        with pytest.raises(IllegalActionText):
            eg.parse_action(bad)
    with pytest.raises(IllegalActionText):
        eg.parse_action(7)  # type: ignore[arg-type]


def test_targets_are_board_places():
    assert eg.parse_action("place U R12").targets() == ("R12",)
    assert eg.parse_action("exchange R21 D R25 T").targets() == ("R21", "R25")
    assert eg.parse_action("carpet Beata").targets() == ("Beata",)


def test_position_round_trip():
    text = ("R07:TL R12:UG R14:EUBL | P1@Lapphalia hand=RUUU gold=12 tiles=Ug towns=Lapphalia,Rivinia "
            "| P2@Elvenhold hand=- gold=3 tiles=-")
    s = eg.position(text)
    assert eg.format_position(s) == text
    assert eg.format_position(eg.position(eg.format_position(s))) == text
    p = eg.parse_position(text)
    assert p.roads == {"R07": "TL", "R12": "UG", "R14": "EUBL"} and p.players[1]["gold"] == 3
    # canonical order of tiles on a road, aliases for towns
    q = eg.parse_position("R07:LT | P1@Jxara | P2@Lapphalya")
    assert q.roads["R07"] == "TL" and q.players[0]["town"] == "Ixara" and q.players[1]["town"] == "Lapphalia"


@pytest.mark.parametrize("text, message", [
    ("R07:T", "at least 2 player"),
    ("R99:T | P1@Elvenhold | P2@Elvenhold", "R99"),
    ("R07:Q | P1@Elvenhold | P2@Elvenhold", "not a list of board tiles"),
    ("R07:T R07:E | P1@Elvenhold | P2@Elvenhold", "listed twice"),
    ("- | P2@Elvenhold | P1@Elvenhold", "must start with 'P1@"),
    ("- | P1@Atlantis | P2@Elvenhold", "Atlantis"),
    ("- | P1@Elvenhold hand=QQ | P2@Elvenhold", "cards are"),
    ("- | P1@Elvenhold colour=red | P2@Elvenhold", "use hand="),
    ("- | P1@Elvenhold towns=Elvenhold | P2@Elvenhold", "no town markers"),
    ("- | P1@Elvenhold hand=UUUUUUUUUU | P2@Elvenhold", "not enough U cards"),
    ("R01:D R02:D R03:D R04:D R05:D | P1@Elvenhold | P2@Elvenhold", "not enough D tiles"),
])
def test_position_errors(text, message):
    with pytest.raises(IllegalActionText, match=message):
        eg.position(text)


def test_position_sets_display_deck_and_gold_pile():
    """TC-EG-03's set-up in one line: gold card shown, E on top of the deck, 2 gold cards on the pile."""
    s = eg.position("- | P1@Elvenhold | P2@Elvenhold", phase="cards", round=2, display="GPU", deck_top="ER",
                    gold_pile=2)
    assert s.display == "GPU" and s.deck.endswith("RE") and s.gold_pile == 2
    s.validate()
    with pytest.raises(IllegalActionText, match="not enough G cards"):
        eg.position("- | P1@Elvenhold | P2@Elvenhold", display="GGG", gold_pile=5)


def test_position_hands_may_use_the_new_games_display_cards():
    """A hand may hold a card the fresh game had turned up; the display is refilled from the deck
    (EG.cards.refill) and the cards are still all there (EG.setup.card-deck)."""
    fresh = eg.new_game(players=2, seed=0)
    kind = fresh.display[-1]
    total = sum(1 for c in fresh.deck + fresh.display + fresh.hands[0] if c == kind)
    s = eg.position(f"- | P1@Elvenhold hand={kind * total} | P2@Elvenhold")
    assert s.hands[0] == kind * total and kind not in s.display + s.deck
    assert len(s.display) == len(fresh.display)
    s.validate()
    assert eg.position("- | P1@Elvenhold | P2@Elvenhold").display == fresh.display   # kept when it can be
