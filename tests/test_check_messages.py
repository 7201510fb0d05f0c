"""A rule check's message reads right as a pass and as a refusal: no row shows a failure as passed.

The explain table prints every check with its result ("✓ 통과" / "✗ 거부"), so a message phrased as the
situation that fails ("there is no P1 in this game", "P2 passed on this tile") reads as a false fact
beside a pass.  The contract (CONTRIBUTING, "The game contract") is that a check's message is phrased as
the requirement.
"""
from __future__ import annotations

import ast
import pathlib

import pytest

import rulekit
from rulekit import elfengold as eg
from rulekit import i18n
from rulekit.registry import load
from rulekit.rng import Rng

ROOT = pathlib.Path(rulekit.__file__).parent

# Phrasings that state a refusal as a fact of the position: they cannot read as a pass.
REFUSAL_ONLY = ("there is no ", "is not in use", "passed on this tile and", "could not pay for this tile and",
                "자리가 없습니다", "했으므로", "내지 못해 ", "쓰지 않습니다", "은(는)", "이(가)", "을(를)")


def _text(node: ast.AST) -> str:
    if isinstance(node, ast.Constant):
        return str(node.value)
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return ""


def _check_calls() -> list[tuple[str, int, str, str]]:
    """Every ``ref.require``/``ref.note`` in the games: (file, line, en, ko)."""
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("require", "note")):
                args = node.args[1:] if node.func.attr == "require" else node.args
                if len(args) >= 3:
                    found.append((str(path.relative_to(ROOT)), node.lineno, _text(args[1]), _text(args[2])))
    return found


def test_the_scan_sees_the_games_checks() -> None:
    calls = _check_calls()
    assert len(calls) > 150
    assert {c[0].split("/")[0] for c in calls} >= {"golden_ankh", "el_dorado", "fertility", "elfengold"}


@pytest.mark.parametrize("where,line,en,ko", _check_calls(), ids=lambda v: str(v)[:30])
def test_no_check_message_is_a_refusal_only(where: str, line: int, en: str, ko: str) -> None:
    bad = [w for w in REFUSAL_ONLY if w in en or w in ko]
    assert not bad, f"{where}:{line} reads as a refusal even when it passes: {bad}"


def test_elfengold_out_of_turn_bid_shows_no_false_pass() -> None:
    """EG.auction.bid: a bid out of turn is refused by the clockwise rule; earlier rows read as passes."""
    s = eg.position("- | P1@Elvenhold gold=12 | P2@Elvenhold gold=14 | P3@Elvenhold gold=9",
                    phase="auction", seed=3)
    checks = rulekit.explain(s, "bid 4 by P2")
    assert not checks[-1].passed and checks[-1].rule == "EG.auction.bid"
    with i18n.language("ko"):
        shown = [c.message() for c in checks if c.passed]
    assert shown and not any(w in m for w in REFUSAL_ONLY for m in shown)
    assert "입찰자는 이 게임의 플레이어여야 합니다(P2)" in shown


@pytest.mark.parametrize("game", ["golden_ankh", "el_dorado", "fertility", "elfengold"])
def test_legal_actions_pass_every_check_in_plain_words(game: str) -> None:
    """Every row of a legal action passes, and none of them is phrased as a refusal (any game)."""
    module = load(game)
    rng = Rng(11)
    state = module.new_game(players=3, seed=5)
    for _ in range(25):
        if state.is_over:
            break
        actions = state.legal_actions()
        for action in actions[:12]:
            checks = rulekit.explain(state, action)
            assert all(c.passed for c in checks), (game, str(action))
            for c in checks:
                assert not any(w in c.en or w in c.ko for w in REFUSAL_ONLY), (game, c)
        state = state.apply(rng.choice(actions))
