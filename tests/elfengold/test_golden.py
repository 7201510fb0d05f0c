"""The golden playthrough: a whole 3-player game from seed 7, replayed action by action."""
from __future__ import annotations

import json
from pathlib import Path

import rulekit
from rulekit import elfengold as eg

GOLDEN = json.loads((Path(__file__).parent / "golden_seed7.json").read_text(encoding="utf-8"))


def test_golden_playthrough_seed7():
    """Same seed + same actions = same game: every checkpoint and the result match (EG.end.tie-gold)."""
    states = rulekit.replay("elfengold", GOLDEN["seed"], GOLDEN["actions"], players=GOLDEN["players"],
                            **GOLDEN["options"])
    for cp in GOLDEN["checkpoints"]:
        s = states[cp["ply"]]
        assert (s.round, s.phase, s.current_player) == (cp["round"], cp["phase"], cp["current"]), cp["ply"]
        assert list(s.gold) == cp["gold"] and [s.towns(p) for p in range(3)] == cp["towns"]
        assert eg.format_position(s) == cp["position"]
    last = states[-1]
    assert last.is_over and last.turn == GOLDEN["final"]["turn"]
    assert last.winners() == GOLDEN["final"]["winners"]
    assert {str(p): sc.total for p, sc in eg.score(last).items()} == GOLDEN["final"]["scores"]
    assert list(last.gold) == GOLDEN["final"]["gold"]
    # the same actions from the saved midgame reach the same end
    mid = len(GOLDEN["actions"]) // 2
    s = eg.from_json(states[mid].to_json())
    for a in GOLDEN["actions"][mid:]:
        s = s.apply(a)
    assert s == last
