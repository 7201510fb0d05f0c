"""Property tests over random legal play (hypothesis) and save-file errors."""
from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rulekit
from rulekit import RuleViolation, SaveError, sim
from rulekit import el_dorado as ed
from rulekit.bots import RandomBot
from rulekit.rng import Rng

PROBES = ["Sc C12", "Ex B22", "go B32", "stop", "pay Ex+Tr B17", "Na B23", "use Tm Pi", "use Cg", "trash Ex",
          "done", "spend Tr", "spend JT=c", "buy Pi", "buy Sc", "end", "discard Ex", "draw", "Ex b0",
              "Sa Z1 p2"]

games = st.tuples(st.integers(0, 2**32), st.integers(2, 4), st.integers(0, 7),
                  st.lists(st.integers(0, 10**6), min_size=1, max_size=120))


def _play(seed, players, course, choices, check):
    s = ed.new_game(players=players, seed=seed, course=course, max_rounds=200)
    actions = []
    for k in choices:
        if s.is_over:
            break
        legal = s.legal_actions()
        a = legal[k % len(legal)]
        check(s, a)
        s = s.apply(a)
        actions.append(a)
    return s, actions


def _all_cards(s):
    total = Counter()
    for p in range(s.num_players):
        total.update(s.draws[p] + s.hands[p] + s.discards[p] + s.removed[p])
    total.update(c for c, _ in s.played)
    for stack in s.market:
        if stack:
            total[stack[0]] += stack[1]
    for c, n in s.reserve:
        total[c] += n
    return total


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_random_play_keeps_every_invariant(game):
    seed, players, course, choices = game
    first = ed.new_game(players=players, seed=seed, course=course, max_rounds=200)
    expected = _all_cards(first)

    def check(s, a):
        # every card is in exactly one place
        assert _all_cards(s) == expected
        s.validate()
        # a listed action passes every check (also without the cache)
        checks = ed.from_json(s.to_json()).explain(a)
        assert all(c.passed for c in checks)
        # the notation round-trips
        assert ed.parse_action(str(a)) == a
        # refusals change nothing
        before = s.to_dict()
        for text in PROBES:
            if not s.is_legal(text):
                with pytest.raises(RuleViolation):
                    s.apply(text)
                assert s.to_dict() == before
            else:
                assert ed.parse_action(text) in s.legal_actions()
        # the fast path gives the same state as apply
        assert s._advance(a) == ed.from_json(s.to_json()).apply(a)

    s, actions = _play(seed, players, course, choices, check)
    # exact JSON round trip and replay
    text = s.to_json()
    back = ed.from_json(text)
    assert back == s and back.to_json() == text
    states = rulekit.replay("el_dorado", seed, [str(a) for a in actions], players=players, course=course,
                            max_rounds=200)
    assert states[-1] == s
    # the position notation round-trips exactly
    assert ed.from_position(ed.format_position(s)) == s


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 4))
def test_views_hide_hands_and_keep_counts(seed, players):
    s, _ = _play(seed, players, 0, list(range(0, 300, 7)), lambda *_: None)
    for p in range(players):
        v = s.view(p)
        v.validate()
        assert v.hands[p] == s.hands[p]
        assert [len(h) for h in v.hands] == [len(h) for h in s.hands]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_terminate(players):
    # ED.gap.sim-round-limit: with a round limit every game ends; winners only for finished games
    for seed in range(2):
        s = ed.new_game(players=players, seed=seed, max_rounds=40)
        bot, rng = RandomBot(), Rng(seed)
        while not s.is_over:
            s = s.apply(bot.choose(s, rng))
        assert s.is_over and (s.stopped or s.winners())
        assert s.winners() == [] if s.stopped else s.winners()


@pytest.mark.parametrize("bot", ["greedy", "racer"])
def test_greedy_and_racer_reach_el_dorado_on_every_course(bot):
    # ED.end.round-complete: the race ends by the rules, not by the round limit (ED.gap.sim-round-limit)
    for course in range(len(ed.COURSES)):
        s, _ = sim.play("el_dorado", 3, bot, seed=course, options={"course": course})
        assert s.is_over and not s.stopped and s.winners()
        assert all(ed.score(s)[w].parts["El Dorado"] == 100 for w in s.winners())


# ---------------------------------------------------------------- save files


def _saved():
    return rulekit.replay("el_dorado", 5, ["Ex B22", "spend Tr", "end"], players=3)[-1].to_json()


def test_save_file_errors():
    text = _saved()
    assert ed.from_json(text).to_json() == text
    with pytest.raises(SaveError, match="not valid JSON"):
        ed.from_json("{nope")
    with pytest.raises(SaveError, match="truncated"):
        ed.from_json(text[: len(text) // 2])
    tampered = text.replace('"round": 0', '"round": 5')
    with pytest.raises(SaveError, match="checksum"):
        ed.from_json(tampered)


def _resealed(mutate):
    import hashlib

    env = json.loads(_saved())
    mutate(env["state"])
    body = json.dumps(env["state"], sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    env["sha256"] = hashlib.sha256(body.encode()).hexdigest()
    return json.dumps(env)


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d["hands"][0].append("Pi"), "card counts do not add up"),
    (lambda d: d.__setitem__("players", 7), "players"),
    (lambda d: d["pieces"].__setitem__(1, list(d["pieces"][0])), "two pieces stand on"),
    (lambda d: d.__setitem__("phase", "dance"), "phase"),
    (lambda d: d["market"].__setitem__(0, ["Sc", 9]), "market"),
    (lambda d: d["hands"].__setitem__(0, ["Zz"]), "hands"),
    (lambda d: d.pop("blockades"), "blockades"),
    (lambda d: d.__setitem__("broken", [5, -1, -1, -1]), "broken"),
    (lambda d: d.__setitem__("course", 42), "course"),
])
def test_inconsistent_save_files_are_refused(mutate, message):
    with pytest.raises(SaveError, match=message):
        ed.from_json(_resealed(mutate))


def test_position_errors_name_the_field():
    for text, field in [("players=9", "players"), ("pieces=B6", "pieces"), ("hand1=Qq", "hand1"),
                        ("blockades=BJ1", "blockades"), ("colour=red", "colour"), ("market=Sc3", "market"),
                        ("hand1=Ex,Ex,Ex,Ex", "Explorer"), ("nonsense", "nonsense")]:
        with pytest.raises(ed.PositionError, match=field):
            ed.from_position(text)


def test_action_text_errors():
    for text in ["fly", "Qq B22", "pay Ex+ B17", "buy", "Sc B22 p3"]:
        with pytest.raises(rulekit.IllegalActionText):
            ed.parse_action(text)
    assert str(ed.parse_action("pay Tr+Ex B17")) == "pay Ex+Tr B17"


def test_actions_hash_alike_however_made_and_across_processes():
    # Legal-action sets are looked up by hash: a parsed, a built and an unpickled action must all match.
    made = [ed.Move("Sc", "C12"), ed.Pay(("Ex", "Tr"), "B17"), ed.Spend("JT", True), ed.Stop(), ed.End()]
    for a in made:
        assert hash(a) == hash(ed.parse_action(str(a))) and a == ed.parse_action(str(a))
    data = pickle.dumps(made)
    script = ("import pickle, sys; from rulekit import el_dorado as ed; "
              "back = pickle.loads(sys.stdin.buffer.read()); "
              "print(all(a in {ed.parse_action(str(a))} for a in back))")
    out = subprocess.run([sys.executable, "-c", script], input=data, capture_output=True, check=True,
                         env={**os.environ, "PYTHONHASHSEED": "12345"})
    assert out.stdout.strip() == b"True"
