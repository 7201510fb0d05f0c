"""Property tests over random legal play: conservation, refusals, save files, replay, the fast path, views."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rulekit
from rulekit import RuleViolation
from rulekit import elfengold as eg

PROBES = ["take G", "take U", "take R", "top", "cash", "secret U", "secret X", "bid 1", "bid 3", "bid 500",
          "pass", "place U R25", "place P R25", "place D R21", "place G R01", "place L R07", "place S R02",
          "place S R07", "double R07", "double R07 U", "exchange R21 D R25 T", "travel R01 P", "travel R02 R",
          "travel R07 E+W",
          "caravan R07 PPP", "caravan R01 EPRU", "carpet Beata", "stop", "gold", "cards", "keep -", "keep U",
          "keep Uu", "discard P"]

games = st.fixed_dictionaries({
    "seed": st.integers(0, 10_000),
    "players": st.integers(2, 6),
    "wizards": st.booleans(),
    "destination": st.booleans(),
    "blind_draw": st.booleans(),
    "hand_limit": st.sampled_from([0, 0, 4]),
    "random_values": st.booleans(),
})


def random_game(g: dict, plies: int):
    """Play ``plies`` random legal actions (or to the end); return every state and action."""
    opts = {k: v for k, v in g.items() if k not in ("seed", "players")}
    rnd = random.Random(g["seed"])
    s = eg.new_game(players=g["players"], seed=g["seed"], **opts)
    states, actions = [s], []
    while not s.is_over and len(actions) < plies:
        a = rnd.choice(s.legal_actions())
        s = s.apply(a)
        states.append(s)
        actions.append(a)
    return states, actions, opts


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.integers(50, 700))
def test_conservation_and_invariants(g, plies):
    """Gold (300, bank + players), every card and every tile are conserved through random play."""
    states, _, _ = random_game(g, plies)
    for s in states:
        s.validate()
        assert sum(s.gold) + s.bank == 300
        assert all(x >= 0 for x in s.gold)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.integers(20, 500))
def test_refusals_change_nothing_and_match_legal_actions(g, plies):
    """An action is legal exactly when listed; every refusal names an EG rule and leaves the state
    unchanged."""
    states, _, _ = random_game(g, plies)
    rnd = random.Random(plies)
    for s in rnd.sample(states, min(12, len(states))):
        legal = set(s.legal_actions())
        before = s.to_dict()
        for text in PROBES:
            a = eg.parse_action(text)
            if a in legal:
                assert s.is_legal(a)
                continue
            assert not s.is_legal(a), (text, s.decision)
            try:
                s.apply(a)
            except RuleViolation as exc:
                assert exc.rule.startswith("EG.")
                checks = s.explain(a)
                assert checks and not checks[-1].passed
            else:
                raise AssertionError(f"{text} was accepted though not legal")
            assert s.to_dict() == before


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.integers(1, 900))
def test_json_round_trip_replay_and_fast_path(g, plies):
    """Exact JSON round trip; replay reproduces the game; _advance (fast path) equals apply."""
    states, actions, opts = random_game(g, plies)
    last = states[-1]
    text = last.to_json()
    back = eg.from_json(text)
    assert back == last and back.to_json() == text
    assert back.legal_actions() == last.legal_actions()
    replayed = rulekit.replay("elfengold", g["seed"], [str(a) for a in actions], players=g["players"], **opts)
    assert replayed[-1] == last and len(replayed) == len(states)
    for s, a, nxt in list(zip(states, actions, states[1:], strict=False))[-30:]:
        assert s._advance(a) == nxt
        assert s.apply(str(a)) == nxt


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.integers(1, 600))
def test_view_hides_but_keeps_public_information(g, plies):
    """EG.base.hidden-info: the view re-draws hidden cards and tiles; public facts and the viewer's
    own stay."""
    states, _, _ = random_game(g, plies)
    s = states[-1]
    for p in range(s.num_players):
        v = s.view(p)
        v.validate()
        assert v.hands[p] == s.hands[p] and v.supply[p] == s.supply[p]
        assert [len(h) for h in v.hands] == [len(h) for h in s.hands]           # hand sizes are public
        for q in range(s.num_players):                                         # face-up tiles are public
            assert [c for c in v.supply[q] if c.isupper()] == [c for c in s.supply[q] if c.isupper()]
        assert (v.display, v.roads, v.gold, v.boots, v.markers, v.lot, v.gold_pile) == \
               (s.display, s.roads, s.gold, s.boots, s.markers, s.lot, s.gold_pile)
        assert len(v.deck) == len(s.deck) and len(v.pool) == len(s.pool)
        if not s.is_over and s.current_player == p:
            assert v.legal_actions() == s.legal_actions()
    # the view does not leak the deck order or another hand when there is something to hide
    if len(s.deck) > 10:
        views = [s.view(p) for p in range(s.num_players)]
        assert any(v.deck != s.deck for v in views)


def test_hidden_gold_option():
    """EG.gap.gold-visibility: gold is public; with the option only the owner sees it."""
    s = eg.new_game(players=3, seed=1)
    assert s.visible_gold(0) == [12, 12, 12]
    h = eg.new_game(players=3, seed=1, hidden_gold=True)
    assert h.visible_gold(1) == [None, 12, None] and h.visible_gold() == [None, None, None]


def test_random_games_terminate_with_winners():
    """Random full games of every size end after at most 6 rounds with at least one winner."""
    for seed in range(10):
        rnd = random.Random(seed)
        s = eg.new_game(players=2 + seed % 5, seed=seed, wizards=seed % 2 == 0, destination=seed % 3 == 0)
        steps = 0
        while not s.is_over:
            s = s.apply(rnd.choice(s.legal_actions()))
            steps += 1
            assert steps < 20_000
        assert s.round <= 6 and s.winners()
        assert set(s.winners()) <= set(range(s.num_players))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.integers(1, 900))
def test_position_notation_round_trips_on_random_states(g, plies):
    """format_position of any reachable state reads back (position) to the same board, boots and holdings."""
    states, _, opts = random_game(g, plies)
    s = states[-1]
    text = eg.format_position(s)
    back = eg.position(text, wizards=opts["wizards"])
    assert eg.format_position(back) == text
    assert (back.roads, back.boots, back.markers, back.gold, back.hands, back.supply) == \
           (s.roads, s.boots, s.markers, s.gold, s.hands, s.supply)
