"""Property tests over random legal play (hypothesis): conservation, refusals, save files, replay."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rulekit
from rulekit import RuleViolation
from rulekit import golden_ankh as ga

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_play(players: int, seed: int, choices: list[int], steps: int):
    """States and actions of a game driven by ``choices`` (indices into the legal actions)."""
    s = ga.new_game(players=players, seed=seed)
    states, actions = [s], []
    for i in range(steps):
        if s.is_over:
            break
        acts = s.legal_actions()
        a = acts[choices[i % len(choices)] % len(acts)]
        s = s.apply(a)
        states.append(s)
        actions.append(a)
    return states, actions


def assert_conserved(s) -> None:
    """All 55 tiles somewhere exactly once; every token kind complete; all markers present."""
    places = list(s.stacks[0]) + list(s.stacks[1]) + [t for t in s.market if t is not None] + list(s.removed)
    for p in range(s.num_players):
        places += list(s.ground[p].values()) + list(s.upper[p].values())
    assert sorted(places) == list(range(55))
    for k in range(6):
        on_stores = sum(
            1
            for p in range(s.num_players)
            for t in s.stored[p]
            if s.comp.colour_kind[s.comp.tiles[t].colour] == k
        )
        assert s.supply[k] + sum(h[k] for h in s.hands) + on_stores == s.per_kind
        assert s.supply[k] >= 0 and all(h[k] >= 0 for h in s.hands)
    assert Counter(s.bonus_pool) + Counter(v for b in s.bonus for _, v in b) == Counter([3] * 12)
    s.validate()


PROBES = [
    "take B B B",
    "take A A A",
    "take B W",
    "buy 1 @ 0,0",
    "buy 6 U 0,0",
    "buy 3 @ 5,5",
    "buy 2 @ 0,1",
    "refill A",
    "refill B",
    "move 0,0 > 0,1",
    "move 0,0 > 1,0",
    "move U 0,0 > U 0,1",
    "store 0,0",
    "return W",
    "return W K",
    "return A",
    "end",
]


@SETTINGS
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**32),
    choices=st.lists(st.integers(0, 999), min_size=1, max_size=40),
)
def test_random_play_conserves_components_and_refusals_change_nothing(players, seed, choices):
    states, actions = random_play(players, seed, choices, 150)
    for i, s in enumerate(states):
        assert_conserved(s)
        if i % 15 == 0 and not s.is_over:
            legal = set(s.legal_actions())
            for text in PROBES:
                a = ga.parse_action(text)
                before = s.to_dict()
                if a in legal:
                    assert s.is_legal(a)
                else:
                    try:
                        s.apply(a)
                    except RuleViolation as exc:
                        assert exc.rule.startswith("GA.") and rulekit.rule_title(exc.rule) != exc.rule
                    else:
                        raise AssertionError(f"{text} was applied but is not listed as legal")
                assert s.to_dict() == before  # refused or not, the state is unchanged
    # apply never changed an earlier state: replaying the actions gives the same states
    again = rulekit.replay("golden_ankh", seed, [str(a) for a in actions], players=players)
    assert [x.to_dict() for x in again] == [x.to_dict() for x in states]


@SETTINGS
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**32),
    choices=st.lists(st.integers(0, 999), min_size=1, max_size=40),
)
def test_legal_actions_are_exactly_the_actions_that_pass_the_checks(players, seed, choices):
    states, _ = random_play(players, seed, choices, 120)
    s = states[-1]
    if s.is_over:
        return
    p = s.current_player
    cells = set(s.ground[p]) | {(0, 0)}
    rows = range(min(r for r, _ in cells) - 1, max(r for r, _ in cells) + 2)
    cols = range(min(c for _, c in cells) - 1, max(c for _, c in cells) + 2)
    grid = [(r, c) for r in rows for c in cols]
    candidates = [ga.Buy(k, cell, up) for k in range(1, 7) for cell in grid for up in (False, True)]
    candidates += [ga.Move(src, dst, False, False) for src in s.ground[p] for dst in grid]
    candidates += [ga.Move(src, dst, True, True) for src in s.upper[p] for dst in grid]
    candidates += [ga.Store(cell, up) for cell in grid for up in (False, True)]
    candidates += [ga.parse_action(t) for t in PROBES]
    legal = set(s.legal_actions())
    for a in candidates:
        assert s.is_legal(a) == (a in legal), str(a)


@SETTINGS
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**32),
    choices=st.lists(st.integers(0, 999), min_size=1, max_size=40),
)
def test_json_round_trip_and_fast_path(players, seed, choices):
    states, actions = random_play(players, seed, choices, 150)
    for s, a in zip(states, actions, strict=False):
        text = s.to_json()
        back = ga.from_json(text)
        assert back == s and back.to_json() == text
        # the simulator's fast path gives the same state as apply
        assert s._advance(a) == s.apply(a)
        # a loaded state plays on exactly like the original
        assert back.apply(a) == s.apply(a)
        assert back.legal_actions() == s.legal_actions()


def test_random_games_always_end_with_winners():
    rng = random.Random(2026)
    for players in (2, 3, 4):
        for _ in range(3):
            s = ga.new_game(players=players, seed=rng.randrange(2**32))
            n = 0
            while not s.is_over:
                s = s.apply(rng.choice(s.legal_actions()))
                n += 1
                assert n < 20000
            assert s.end_triggered and s.winners()
            assert s.current_player == s.last_player()
            assert set(s.winners()) <= set(range(players))
            assert_conserved(s)


def test_view_redraws_the_face_down_stacks():
    s = ga.new_game(3, seed=9)
    v = s.view(1)
    assert sorted(v.stacks[0] + v.stacks[1]) == sorted(s.stacks[0] + s.stacks[1])
    assert [len(x) for x in v.stacks] == [len(x) for x in s.stacks]
    assert v.stacks != s.stacks and v.rng != s.rng
    # the view carries no way back to the real stacks: a game from its seed deals differently
    assert v.seed != s.seed and ga.new_game(3, seed=v.seed).market != s.market
    # everything visible is the same
    for key in ("supply", "hands", "ground", "market", "prices", "bonus_pool", "current_player"):
        assert getattr(v, key) == getattr(s, key)
    assert s.view(1).stacks == v.stacks and s.view(2).stacks != v.stacks
    v.validate()
    assert v.apply("take B W K").hands == s.apply("take B W K").hands


def test_a_marker_drawn_in_one_copy_leaves_the_original_and_every_other_copy_alone():
    """Copies of a state share one generator until a rule draws (GA.gap.bonus-supply: a pool of markers
    of several values is drawn from): the drawing copy takes its own, so the original draws the same
    marker afterwards, and so does every other copy."""
    s = ga.setup(2, layouts={0: "GJ GS GF GD RJ / . . . . GP"}, tokens={0: "A"}, current_player=0)
    s.bonus_pool = (2, 3, 4, 5)
    move = ga.parse_action("move 1,4 > 1,3")  # GP joins the four greens (GA.bonus.colour-five)
    generator = s.rng.state
    first, second = s._advance(move), s._advance(move)
    assert first.rng.state != generator  # the marker was drawn
    assert s.rng.state == generator and first.rng is not s.rng and second.rng is not s.rng
    assert first.bonus == second.bonus and first.bonus_pool == second.bonus_pool
    assert len(first.bonus[0]) == 1 and first.bonus[0][0][1] in (2, 3, 4, 5)
    assert sorted(first.bonus_pool + (first.bonus[0][0][1],)) == [2, 3, 4, 5]
    played = s.apply(move)  # the original, played on afterwards, draws the very same marker
    assert played.bonus == first.bonus and played.rng == first.rng
    again = s._copy()
    again._advance_in_place(move)  # and so does a copy that plays in place
    assert again.bonus == first.bonus and s.rng.state == generator
