"""Save files: exact round trip; malformed, truncated, tampered or inconsistent files raise SaveError."""
import hashlib
import json

import pytest

from rulekit import SaveError, load_state
from rulekit import fertility as fe
from rulekit.core import _canonical
from rulekit.rng import Rng


def mid_game(seed=4, plies=80):
    s = fe.new_game(players=3, seed=seed)
    rng = Rng(seed)
    for _ in range(plies):
        s = s.apply(rng.choice(s.legal_actions()))
    return s


def reseal(text: str, change) -> str:
    """Edit the state inside a save and write a matching checksum (an inconsistent but sealed file)."""
    env = json.loads(text)
    change(env["state"])
    env["sha256"] = hashlib.sha256(_canonical(env["state"]).encode()).hexdigest()
    return json.dumps(env)


def test_round_trip():
    s = mid_game()
    t = s.to_json()
    back = fe.from_json(t)
    assert back == s and back.to_json() == t
    assert load_state(t) == s                           # by the game's name in the file
    assert back.legal_actions() == s.legal_actions()


def test_malformed_and_truncated():
    t = mid_game().to_json()
    with pytest.raises(SaveError, match="not valid JSON"):
        fe.from_json(t[: len(t) // 2])
    with pytest.raises(SaveError):
        fe.from_json("[]")
    with pytest.raises(SaveError, match="not a rulekit save"):
        fe.from_json('{"format": "x"}')


def test_tampered():
    t = mid_game().to_json()
    env = json.loads(t)
    env["state"]["wheat"][0] += 1
    with pytest.raises(SaveError, match="checksum"):
        fe.from_json(json.dumps(env))


@pytest.mark.parametrize("change, message", [
    (lambda d: d["supply"].__setitem__(0, d["supply"][0] + 1), "pieces in play"),
    (lambda d: d["stack"].append(d["stack"][0]), "exactly one place"),
    (lambda d: d["row"].__setitem__(0, "D99"), "not a district tile"),
    (lambda d: d["row"].__setitem__(0, None), "district tile must be in exactly one place"),
    (lambda d: d.__setitem__("phase", "dancing"), "phase"),
    (lambda d: d.__setitem__("players", "three"), "players must be an integer"),
    (lambda d: d["monuments"].__setitem__(0, 3), "monuments"),
    (lambda d: d.__delitem__("goods"), "goods is missing"),
    (lambda d: (d["goods"][0].__setitem__("9.9", "M"), d["supply"].__setitem__(0, d["supply"][0] - 1)),
     "no shop 9.9"),
    (lambda d: d["sites"].__setitem__(0, "?" * len(d["sites"][0])), "state.sites"),
    (lambda d: d.__setitem__("board", ["..", "..."]), "state.board"),
    (lambda d: d["wheat"].__setitem__(0, 99), "wheat"),
])
def test_inconsistent(change, message):
    t = mid_game().to_json()
    with pytest.raises(SaveError, match=message):
        fe.from_json(reseal(t, change))


def test_wrong_game():
    t = mid_game().to_json().replace('"game": "fertility"', '"game": "golden_ankh"')
    with pytest.raises(SaveError, match="not 'fertility'"):
        fe.from_json(t)


def test_turn_counts_completed_turns_in_saves():
    """``turn`` is the number of whole turns completed (FE.turn.steps): 0 at the start, kept by saves."""
    start = fe.new_game(players=3, seed=4)
    assert fe.from_json(start.to_json()).turn == 0
    s = start
    while s.current_player == 0:
        s = s.apply(s.legal_actions()[0])
    assert s.turn == 1 and fe.from_json(s.to_json()).turn == 1
    with pytest.raises(SaveError, match="turn"):
        fe.from_json(reseal(start.to_json(), lambda d: d.__setitem__("turn", -1)))
    with pytest.raises(ValueError, match="turn"):
        fe.parse_position(fe.format_position(start).replace("turn 0", "turn -1"))


@pytest.mark.parametrize("bad, shown", [(None, "null"), ("no-such-tile", "'no-such-tile'")])
def test_district_stack_holds_only_tiles(bad, shown):
    """A hand-edited save with a gap or an unknown name in the face-down district stack (FE.setup.districts)
    is refused naming ``district_stack``, in both languages, never as a Python error."""
    t = mid_game().to_json()

    def change(state):
        state["district_stack"][0] = bad

    with pytest.raises(SaveError) as info:
        fe.from_json(reseal(t, change))
    err = info.value
    assert err.field == "district_stack"
    en, ko = err.message("en"), err.message("ko")
    assert "state.district_stack" in en and f"{shown} is not a district tile" in en
    assert "FE.setup.districts" in en and "FE.setup.districts" in ko
    assert "구역 타일이 아닙니다" in ko and "TypeError" not in en + ko
