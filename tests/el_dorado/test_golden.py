"""The golden playthrough: a full game for seed 7 replays to the same positions and result."""
from __future__ import annotations

import json
from pathlib import Path

import rulekit
from rulekit import el_dorado as ed

GOLDEN = json.loads((Path(__file__).parent / "golden_seed7.json").read_text(encoding="utf-8"))


def test_golden_playthrough_replays_exactly():
    # ED.end.round-complete, ED.end.sole-winner over a whole game
    s = ed.new_game(players=GOLDEN["players"], seed=GOLDEN["seed"], **GOLDEN["options"])
    checkpoints = {c["after"]: c["position"] for c in GOLDEN["checkpoints"]}
    for i, text in enumerate(GOLDEN["actions"], start=1):
        assert not s.is_over
        s = s.apply(text)
        if i in checkpoints:
            assert ed.format_position(s) == checkpoints[i], f"position after action {i}"
    assert s.is_over and s.winners() == GOLDEN["winners"] and s.round == GOLDEN["rounds"]
    assert {str(p): v.parts for p, v in ed.score(s).items()} == GOLDEN["score"]


def test_registry_replay_gives_the_same_states():
    states = rulekit.replay("el_dorado", GOLDEN["seed"], GOLDEN["actions"][:120], players=GOLDEN["players"],
                            **GOLDEN["options"])
    again = rulekit.replay("el_dorado", GOLDEN["seed"], GOLDEN["actions"][:120], players=GOLDEN["players"],
                           **GOLDEN["options"])
    assert states == again and len(states) == 121
    at_100 = next(c["position"] for c in GOLDEN["checkpoints"] if c["after"] == 100)
    assert ed.format_position(states[100]) == at_100
