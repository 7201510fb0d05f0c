"""Elfengold misreadings: in a position built for each, the rule and the misreading judge a named action
differently, and a refused action is refused by the misreading's own rule."""
from __future__ import annotations

import itertools

import pytest

from rulekit import elfengold as eg
from rulekit import explain, practice
from rulekit.core import RuleViolation

THREE = "- | P1@Elvenhold gold={} | P2@Elvenhold gold={} | P3@Elvenhold gold={}"


def bids(text: str, moves: str, **kw) -> eg.ElfengoldState:
    s = eg.position(text, phase="auction", seed=3, **kw)
    for m in moves.split(","):
        s = s.apply(m.strip())
    return s


def plan(text: str) -> eg.ElfengoldState:
    return eg.position(text, phase="plan", seed=3)


def move(text: str) -> eg.ElfengoldState:
    return eg.position(text, phase="move", seed=3)


CASES = [
    # (misreading, position, action, the engine's answer)
    ("mis.eg.rebid-after-pass",
     lambda: bids(THREE.format(12, 14, 9), "bid 2, pass, bid 3"), "bid 4 by P2", False),
    ("mis.eg.one-tile-an-auction",
     lambda: bids(THREE.format(12, 12, 12), "bid 2, pass, pass"), "bid 1", True),
    ("mis.eg.bid-within-gold",
     lambda: eg.position(THREE.format(4, 12, 9), phase="auction", seed=3), "bid 5", True),
    ("mis.eg.log-costs-nothing",
     lambda: move("R07:TL | P1@Elvenhold hand=TTPE | P2@Beata"), "travel R07 T", False),
    ("mis.eg.double-pays-both",
     lambda: move("R07:EUB | P1@Elvenhold hand=UPTT | P2@Beata"), "travel R07 U", True),
    ("mis.eg.any-terrain",
     lambda: plan("R07:T | P1@Feodor tiles=PCE | P2@Elvenhold tiles=U"), "place P R25", False),
    ("mis.eg.two-transports",
     lambda: plan("R07:T | P1@Elvenhold tiles=PCE | P2@Elvenhold tiles=U"), "place E R07", False),
    ("mis.eg.gold-anywhere",
     lambda: plan("R07:T | P1@Elvenhold tiles=GP | P2@Elvenhold tiles=E"), "place G R12", False),
    ("mis.eg.gold-alone",
     lambda: plan("R07:T | P1@Elvenhold tiles=GP | P2@Elvenhold tiles=E"), "place G R07", True),
    ("mis.eg.gold-never-with-obstacle",
     lambda: plan("R07:TGB | P1@Elvenhold tiles=L | P2@Elvenhold tiles=E"), "place L R07", True),
]


@pytest.mark.parametrize("mid, build, text, answer", CASES, ids=[c[0] for c in CASES])
def test_the_rule_and_the_misreading_disagree_on_a_named_action(mid, build, text, answer):
    m = practice.select("elfengold", [mid])[0]
    s = build()
    a = s.parse_action(text)
    assert s.is_legal(a) is answer
    assert m.applies(s, a)
    assert m.judge(s, a) is (not answer)
    q = practice.question_for(m, s, a)
    assert q is not None and q.answer is answer and q.misread_answer is (not answer)
    checks = explain(s, a)
    if answer:
        # the engine names the rule it applies to the legal action
        assert checks[-1].passed and m.rule in [c.rule for c in checks]
        assert m.kind == "strict"
    else:
        assert m.kind == "lenient"
        before = s.to_json()
        with pytest.raises(RuleViolation) as err:
            s.apply(a)
        assert err.value.rule == m.rule
        assert s.to_json() == before
        assert not checks[-1].passed and checks[-1].rule == m.rule


def test_every_misreading_is_tested_here_and_the_kinds_are_balanced():
    ms = practice.misreadings("elfengold")
    assert sorted(c[0] for c in CASES) == sorted(m.id for m in ms)
    lenient = sum(m.kind == "lenient" for m in ms)
    assert 0.4 <= lenient / len(ms) <= 0.6


def test_the_same_bid_is_legal_for_the_player_to_move_and_not_for_the_one_who_passed():
    s = bids(THREE.format(12, 14, 9), "bid 2, pass, bid 3")
    assert s.current_player == 0 and s.passed == 0b10
    assert s.is_legal("bid 4") and not s.is_legal("bid 4 by P2")
    assert s.is_legal("bid 4 by P1")                       # the player to move, named
    with pytest.raises(RuleViolation) as err:
        s.apply("bid 4 by P3")                             # not passed, but not P3's turn
    assert err.value.rule == "EG.auction.bid"
    assert err.value.message("ko") != err.value.message("en")
    # the next tile: the players who passed may bid again (EG.auction.rejoin)
    t = s.apply("pass")                                    # P1 passes too: P3 wins the tile
    assert t.supply[2] and t.passed == 0 and t.current_player == 0
    t = t.apply("bid 1")
    assert t.current_player == 1 and t.is_legal("bid 2")   # P2 is back in


def test_the_passed_bidder_question_names_the_passed_player():
    q = next(practice.questions("elfengold", rules=["EG.auction.pass-final"], seed=2))
    assert q.action.bidder is not None and q.player == q.action.bidder != q.state.current_player
    assert q.state.passed >> q.player & 1
    assert q.answer is False and q.deciding_check().rule == "EG.auction.pass-final"


def test_a_log_costs_one_card_more_and_only_that_is_the_obstacle_rule():
    s = move("R07:TL | P1@Elvenhold hand=TTPE | P2@Beata")
    assert eg.travel_cost(s, 6, "T", s.boots[0]) == 3             # forest: 2 troll wagons + 1 for the log
    t = move("R07:TL | P1@Elvenhold hand=TPEU | P2@Beata")         # 1 of 3: more than the log is missing
    with pytest.raises(RuleViolation) as err:
        t.apply("travel R07 T")
    assert err.value.rule == "EG.base.pay-matching"


def test_upstream_and_lakes_cost_two_rafts_downstream_one():
    s = move("- | P1@Elvenhold hand=RPEU | P2@Beata")
    legal = {str(a) for a in s.legal_actions()}
    assert "travel R06 R" in legal                               # Elvenhold -> Rivinia, with the arrow
    assert not {"travel R02 R", "travel R03 R", "travel R04 R"} & legal  # upstream, lakes


def test_thirty_questions_mixed_and_deterministic():
    a = list(itertools.islice(practice.questions("elfengold", seed=1), 30))
    b = list(itertools.islice(practice.questions("elfengold", seed=1), 30))
    assert [q.key for q in a] == [q.key for q in b]
    assert {q.misreading.id for q in a} == {m.id for m in practice.misreadings("elfengold")}
    share = sum(q.answer for q in a) / len(a)
    assert 0.3 <= share <= 0.7
    for q in a:
        assert q.answer == q.state.is_legal(q.action)
