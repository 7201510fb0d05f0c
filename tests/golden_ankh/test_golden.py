"""The golden playthrough: a full recorded game (seed 7, 3 players) replays to the same checkpoints."""

from __future__ import annotations

import json
from pathlib import Path

import rulekit
from rulekit import golden_ankh as ga

GOLDEN = json.loads((Path(__file__).parent / "golden_seed7.json").read_text(encoding="utf-8"))


def checkpoint(i, s):
    sc = ga.score(s)
    return {
        "after": i,
        "turn": s.turn,
        "round": s.round,
        "current_player": s.current_player,
        "supply": list(s.supply),
        "hands": [list(h) for h in s.hands],
        "market": [None if t is None else s.comp.tiles[t].code for t in s.market],
        "layouts": [ga.layout_to_text(s.layout(p), one_line=True) for p in range(s.num_players)],
        "scores": [sc[p].total for p in range(s.num_players)],
        "end_triggered": s.end_triggered,
    }


def test_golden_playthrough_replays_exactly():
    states = rulekit.replay(
        "golden_ankh", GOLDEN["seed"], GOLDEN["actions"], players=GOLDEN["players"], **GOLDEN["options"]
    )
    for cp in GOLDEN["checkpoints"]:
        assert checkpoint(cp["after"], states[cp["after"]]) == cp, f"checkpoint after {cp['after']} actions"
    final = states[-1]
    assert final.is_over
    sc = ga.score(final)
    assert {str(p): {"total": s.total, "parts": s.parts} for p, s in sc.items()} == GOLDEN["final"]["scores"]
    assert final.winners() == GOLDEN["final"]["winners"]
    assert [final.tiles_placed(p) for p in range(3)] == GOLDEN["final"]["tiles_placed"]
    # every kind of action of a turn appears in the recording
    assert {a.split()[0] for a in GOLDEN["actions"]} >= {
        "take",
        "buy",
        "refill",
        "move",
        "store",
        "return",
        "end",
    }


def test_golden_game_saves_and_loads_at_every_checkpoint():
    s = ga.new_game(players=3, seed=7)
    marks = {cp["after"] for cp in GOLDEN["checkpoints"]}
    for i, text in enumerate(GOLDEN["actions"], start=1):
        s = s.apply(text)
        if i in marks:
            assert ga.from_json(s.to_json()) == s
