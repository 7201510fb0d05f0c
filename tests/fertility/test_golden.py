"""The golden playthrough: a full 3-player game from seed 7, replayed action by action."""
import json
from pathlib import Path

from rulekit import fertility as fe

GOLDEN = json.loads((Path(__file__).parent / "golden_seed7.json").read_text())


def test_golden_playthrough():
    s = fe.new_game(players=GOLDEN["players"], seed=GOLDEN["seed"], **GOLDEN["options"])
    marks = {c["ply"]: c for c in GOLDEN["checkpoints"]}
    for ply, text in enumerate(GOLDEN["actions"], start=1):
        assert not s.is_over
        s = s.apply(text)
        if ply in marks:
            c = marks[ply]
            assert (s.turn, s.current_player, s.supply, s.wheat, len(s.stack)) == (
                c["turn"], c["current"], c["supply"], c["wheat"], c["stack"]), f"ply {ply}"
            assert [s.comp.tiles[t] for t in s.public] == c["public"] and s.row == c["row"]
            assert s.monuments == c["monuments"]
            assert [s.score()[p].total for p in range(s.num_players)] == c["deben"]
    assert s.is_over
    final = GOLDEN["final"]
    assert {str(p): {"total": sc.total, "parts": sc.parts} for p, sc in s.score().items()} == final["scores"]
    assert s.winners() == final["winners"]
    assert fe.format_position(s).splitlines() == final["position"]
    assert len(GOLDEN["checkpoints"]) == 27          # one per turn: 9 turns each for 3 players
