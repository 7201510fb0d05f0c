"""Save files: exact round trip, and malformed, truncated, tampered or inconsistent files raise SaveError."""

from __future__ import annotations

import hashlib
import json

import pytest

import rulekit
from rulekit import SaveError
from rulekit import golden_ankh as ga


def midgame():
    s = ga.setup(3, seed=12, layouts={0: "RJ GF RH* / GS G2 . ^ R2", 1: "BF BS"}, tokens={0: "A B", 1: "W W"})
    return s.apply("take K K G")


def resign(envelope: dict) -> str:
    body = json.dumps(envelope["state"], sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    envelope["sha256"] = hashlib.sha256(body.encode("utf-8")).hexdigest()
    return json.dumps(envelope)


def edited(change) -> str:
    env = json.loads(midgame().to_json())
    change(env["state"])
    return resign(env)


def test_round_trip_is_exact():
    s = midgame()
    text = s.to_json()
    t = ga.from_json(text)
    assert t == s and t.to_json() == text
    assert rulekit.from_json(text) == s  # the kit finds the game by its name
    assert t.layout(0) == s.layout(0) and t.bonus == s.bonus and t.stored == s.stored


def test_malformed_and_truncated():
    text = midgame().to_json()
    with pytest.raises(SaveError, match="not valid JSON"):
        ga.from_json(text[: len(text) // 2])
    with pytest.raises(SaveError, match="not valid JSON"):
        ga.from_json("{{{")
    with pytest.raises(SaveError, match="not a rulekit save file"):
        ga.from_json(json.dumps({"format": "other"}))
    with pytest.raises(SaveError):
        ga.from_json(b"\xff\xfe")


def test_tampered_file_fails_the_checksum():
    env = json.loads(midgame().to_json())
    env["state"]["hands"][0][5] = 2
    with pytest.raises(SaveError, match="checksum"):
        ga.from_json(json.dumps(env))


def test_wrong_game_and_version():
    env = json.loads(midgame().to_json())
    env["game"] = "el_dorado"
    with pytest.raises(SaveError, match="not 'golden_ankh'"):
        ga.from_json(json.dumps(env))
    env["game"] = "golden_ankh"
    env["version"] = 99
    with pytest.raises(SaveError, match="version"):
        ga.from_json(json.dumps(env))


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d.pop("market"), r"state.market is missing"),
        (lambda d: d.update(players=7), r"state.players = 7 is out of range"),
        (lambda d: d.update(hands="lots"), r"state.hands must be a list"),
        (lambda d: d["hands"][0].append(1), r"state.hands\[0\] must be 6 token counts"),
        (lambda d: d["hands"][0].__setitem__(0, -1), r"state.hands\[0\] must be 6 token counts"),
        (lambda d: d["ground"][0].append([9, 9, 999]), r"not a tile id"),
        (lambda d: d["ground"][0].append(["a", 1, 2]), r"must be \[row, col, tile id\]"),
        (lambda d: d.update(current_player=5), r"state.current_player = 5 is out of range"),
        (lambda d: d.update(basic_done="yes"), r"state.basic_done must be true or false"),
        (lambda d: d["prices"][0].append(5), r"state.prices\[0\] must list resource kind indices"),
    ],
)
def test_malformed_fields_are_named(change, message):
    with pytest.raises(SaveError, match=message):
        ga.from_json(edited(change))


def _duplicate_tile(d):
    d["stacks"][0].append(d["market"][0])


def _lose_tile(d):
    d["stacks"][0].pop()


def _extra_token(d):
    d["supply"][0] += 1


def _token_on_a_non_storehouse(d):
    d["stored"][1] = [d["ground"][1][0][2]]


def _upper_without_ground(d):
    d["ground"][0] = [x for x in d["ground"][0] if (x[0], x[1]) != (1, 1)]
    d["removed"].append(
        next(x[2] for x in json.loads(midgame().to_json())["state"]["ground"][0] if x[:2] == [1, 1])
    )


def _bonus_created(d):
    d["bonus_pool"].append(3)


@pytest.mark.parametrize(
    "change, message",
    [
        (_duplicate_tile, "is in two places"),
        (_lose_tile, "tiles are missing"),
        (_extra_token, "tokens of kind B are in play"),
        (_token_on_a_non_storehouse, "not a storehouse"),
        (_upper_without_ground, "has no ground tile"),
        (_bonus_created, "bonus markers"),
    ],
)
def test_inconsistent_states_are_refused(change, message):
    # GA component conservation is checked on every loaded file
    with pytest.raises(SaveError, match=message):
        ga.from_json(edited(change))


def test_custom_components_round_trip_and_bad_components_are_refused():
    s = ga.new_game(2, seed=1, bonus_markers=[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    assert ga.from_json(s.to_json()) == s
    env = json.loads(s.to_json())
    env["state"]["components"]["spec"]["price_holes"] = [1]
    with pytest.raises(SaveError, match="state.components"):
        ga.from_json(resign(env))


def _resave(state, edit):
    """The save file of ``state`` after ``edit(state dict)``, with its checksum recomputed."""
    import hashlib
    import json

    envelope = json.loads(state.to_json())
    edit(envelope["state"])
    body = json.dumps(envelope["state"], sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    envelope["sha256"] = hashlib.sha256(body.encode("utf-8")).hexdigest()
    return json.dumps(envelope, ensure_ascii=False)


def test_saves_keep_which_group_holds_each_bonus_marker():
    # GA.gap.bonus-groups: a marker belongs to its group; saves written before this list no group
    red = [{"id": i, "colour": "red", "animal": None, "number": 0, "special": "none"} for i in range(20)]
    s = ga.setup(2, seed=1, tiles=red, layouts={0: "R- R- R- R- R- . R- R- R- R- R-"})
    assert ga.from_json(s.to_json()).bonus_tiles == s.bonus_tiles
    old = ga.from_json(_resave(s, lambda d: d.update(bonus=[[b[:2] for b in held] for held in d["bonus"]])))
    # each group of five gets one of the two markers back
    assert old.bonus == s.bonus and sorted(old.bonus_tiles[0]) == sorted(s.bonus_tiles[0])


def test_a_bonus_marker_without_its_group_is_refused():
    s = ga.setup(2, seed=1, layouts={0: "GJ GS GF GD GP"})
    other = min(t for t in range(len(s.comp.tiles)) if t not in s.ground[0].values())
    with pytest.raises(rulekit.SaveError, match="GA.gap.bonus-groups") as info:
        ga.from_json(_resave(s, lambda d: d["bonus"][0][0].__setitem__(2, other)))
    assert "보너스 마커" in info.value.ko
    # two markers for one group of five
    def doubled(d):
        d["bonus"][0].append(list(d["bonus"][0][0]))
        d["bonus_pool"].pop()
    with pytest.raises(rulekit.SaveError, match="one for each five"):
        ga.from_json(_resave(s, doubled))
