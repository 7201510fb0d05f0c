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


def test_turn_counts_whole_player_turns():
    """``state.turn`` counts whole turns as the phases define them (see the package docstring):
    a pick of phase 1 with its gold-card choices (EG.cards.three-passes, EG.cards.gold-again), a secret
    choice of phase 3 (EG.draw.one-secret), a bid or pass (EG.auction.bid), a placement or pass
    (EG.plan.turns), a whole trip with its reward (EG.move.town-gold) and a keep choice
    (EG.endround.keep-two)."""
    states = rulekit.replay("elfengold", GOLDEN["seed"], GOLDEN["actions"], players=GOLDEN["players"],
                            **GOLDEN["options"])
    assert states[0].turn == 0
    by_phase: dict[str, int] = {}
    for before, after in zip(states, states[1:], strict=False):
        step = after.turn - before.turn
        assert step in (0, 1)
        by_phase[before.phase] = by_phase.get(before.phase, 0) + step
        if before.decision in ("secret", "bid", "place"):
            assert step == 1
        if before.phase == "move":
            assert step == (after.phase != "move" or after.queue != before.queue)   # the mover is done
    rounds, n = 6, GOLDEN["players"]
    assert by_phase["tiles"] == rounds * n and by_phase["move"] == rounds * n
    assert by_phase["cards"] == (rounds - 1) * 3 * n                               # round 1 skips phase 1
    assert states[-1].turn == sum(by_phase.values())
