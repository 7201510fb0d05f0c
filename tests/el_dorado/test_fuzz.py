"""Any input to El Dorado's parsers, loaders and new_game either works or is refused by a bilingual error
(BilingualError or RuleViolation); a refused action leaves the state as it was; nothing hangs."""
from __future__ import annotations

import hashlib
import json

from bilingual import ANY, FAST, REFUSALS
from hypothesis import given
from hypothesis import strategies as st
from position_contract import played

from rulekit import el_dorado as ed
from rulekit.core import _canonical

WORDS = st.sampled_from(["Sc", "Ex", "Tr", "JT=m", "JT=c", "C12", "B5", "B6", "b1", "p2",
                         "go", "stop", "pay",
                         "Ex+Tr", "use", "Tm", "Pi", "trash", "done", "spend", "buy", "end",
                         "discard", "draw",
                         "9" * 50, "Zz", "٣", "ｅｎｄ"])
ACTION_TEXT = st.lists(WORDS | st.text(max_size=6), max_size=5).map(" ".join) | st.text(max_size=40)


STATES = [played(ed, p, seed, steps, max_rounds=80)
          for p, seed, steps in ((2, 1, 0), (3, 2, 30), (4, 3, 90), (2, 4, 400))]


def _refused_or_ok(call) -> object:
    try:
        return call()
    except REFUSALS:
        return None


@FAST
@given(ACTION_TEXT, st.sampled_from(STATES))
def test_any_action_text(text, state):
    before = state.to_json()
    action = _refused_or_ok(lambda: ed.parse_action(text))
    if action is not None:
        assert ed.parse_action(str(action)) == action
    _refused_or_ok(lambda: state.apply(text))
    assert state.to_json() == before


FIELD = st.none() | st.booleans() | st.integers(-3, 5) | st.floats(-3, 3) | st.text(max_size=4) \
    | st.sampled_from(["Ex", "Tr", "Sa", "Sc", "Tm", "Pi", "B5", "C1", "b1", "b9", "machete", "coin", ""]) \
    | st.lists(st.sampled_from(["Ex",
                                "Tr", 1]), max_size=3) | st.tuples(st.sampled_from(["Ex", "Tr", "Zz"]))
HAND_BUILT = st.one_of(
    st.builds(ed.Move, FIELD, FIELD, FIELD, FIELD), st.builds(ed.Go, FIELD),
    st.builds(ed.Pay, FIELD, FIELD, FIELD), st.builds(ed.Use, FIELD, FIELD), st.builds(ed.Trash, FIELD),
    st.builds(ed.Spend, FIELD, FIELD), st.builds(ed.Buy, FIELD), st.builds(ed.Discard, FIELD),
)


@FAST
@given(HAND_BUILT, st.sampled_from(STATES), st.booleans())
def test_any_hand_built_action(action, state, listed_first):
    before = state.to_json()
    if listed_first:
        state.legal_actions()
    after = _refused_or_ok(lambda: state.apply(action))
    assert state.to_json() == before
    if after is not None:
        after.validate()
        assert ed.from_json(after.to_json()) == after


POSITION_WORDS = st.sampled_from(["players=2", "players=3", "players=9", "course=1",
                                  "course=zzz", "pieces=B6,B7",
                                  "pieces=B6+B8,B7+B9", "pieces=B18,B7,B8",
                                  "pieces=Z0,B7,B8", "hat=2", "player=2",
                                  "hand1=Sc,Ex", "draw1=-", "market=-", "reserve=Pi3", "round=3", "turns=4",
                                  "final", "over", "stopped", "phase=discard", "played=Ex", "active=Ex:m1",
                                  "budget=3", "bought=Sc", "pending=1",
                                  "seed=" + "9" * 60, "limit=2", "rng=5",
                                  "blockades=BJ1*1,BJ2,BW1,BS1"])
POSITION_TEXT = st.lists(POSITION_WORDS | st.text(max_size=5), max_size=8).map(" ".join)


@FAST
@given(POSITION_TEXT)
def test_any_position(text):
    s = _refused_or_ok(lambda: ed.from_position(text))
    if s is not None:
        s.validate()
        assert ed.from_position(ed.format_position(s)) == s
        s.legal_actions()


def _paths(d, prefix=()):
    if isinstance(d, dict):
        for k, v in d.items():
            yield prefix + (k,)
            yield from _paths(v, prefix + (k,))
    elif isinstance(d, list):
        for i, v in enumerate(d):
            yield prefix + (i,)
            yield from _paths(v, prefix + (i,))


@FAST
@given(st.sampled_from(STATES), st.data(), ANY)
def test_any_edit_of_a_save_with_its_checksum_made_again(state, data, value):
    env = json.loads(state.to_json())
    path = data.draw(st.sampled_from(list(_paths(env["state"]))))
    target = env["state"]
    for k in path[:-1]:
        target = target[k]
    target[path[-1]] = value
    env["sha256"] = hashlib.sha256(_canonical(env["state"]).encode()).hexdigest()
    loaded = _refused_or_ok(lambda: ed.from_json(json.dumps(env)))
    if loaded is not None:               # an edit that keeps a reachable state: it plays on
        loaded.validate()
        for a in loaded.legal_actions()[:5]:
            loaded.apply(a)


@FAST
@given(st.text(max_size=60) | st.binary(max_size=60)
       | st.sampled_from(["[" * 100_000, "{" * 5000, '{"format": 1e999}', "[" + "9" * 5000 + "]"]))
def test_any_save_text(text):
    _refused_or_ok(lambda: ed.from_json(text))


ARG = st.one_of(st.integers(-2, 9), st.floats(), st.booleans(), st.text(max_size=3), st.none(),
                st.sampled_from(["zzz", "first", "Serpentine",
                                 "3"]), st.lists(st.sampled_from(["BJ1", "BJ2"])))


@FAST
@given(ARG, st.one_of(st.none(), st.integers(-5, 1 << 65), st.floats(), st.text(max_size=3)),
       st.dictionaries(st.sampled_from([*ed.OPTIONS, "colour"]), ARG, max_size=3))
def test_any_new_game_arguments(players, seed, options):
    s = _refused_or_ok(lambda: ed.new_game(players=players, seed=seed, **options))
    if s is not None:
        s.validate()
        assert ed.from_json(s.to_json()) == s
