"""Any input to Elfengold's parsers, loaders and new_game either works or is refused by a bilingual error
(BilingualError or RuleViolation); a refused action leaves the state as it was; nothing hangs."""
from __future__ import annotations

import hashlib
import json

from bilingual import ANY, FAST, REFUSALS
from hypothesis import given
from hypothesis import strategies as st
from position_contract import played

from rulekit import elfengold as eg
from rulekit.core import _canonical

WORDS = st.sampled_from(["take", "top", "cash", "secret", "bid", "pass", "place", "double", "exchange",
                         "travel", "caravan", "carpet", "stop", "gold", "cards", "keep",
                         "discard", "U", "R12",
                         "R99", "PPE", "Lapphalia", "Jxara", "-", "9" * 50, "+W", "Uu", "٣", "ｂｉｄ"])
ACTION_TEXT = st.lists(WORDS | st.text(max_size=6), max_size=5).map(" ".join) | st.text(max_size=40)


STATES = [played(eg, 3, seed, steps, wizards=True) for seed, steps in ((1, 0), (2, 40), (3, 120), (4, 260))]


def _refused_or_ok(call) -> object:
    try:
        return call()
    except REFUSALS:
        return None


@FAST
@given(ACTION_TEXT, st.sampled_from(STATES))
def test_any_action_text(text, state):
    before = state.to_json()
    action = _refused_or_ok(lambda: eg.parse_action(text))
    if action is not None:
        assert eg.parse_action(str(action)) == action
    _refused_or_ok(lambda: state.apply(text))
    assert state.to_json() == before


FIELD = st.none() | st.booleans() | st.integers(-5, 500) | st.floats(-3, 3) | st.text(max_size=4) \
    | st.sampled_from(["U", "R12", "R01", "PPE", "Uu", "Beata", "Lapphalya", "", "G", "X", "B"]) \
    | st.lists(st.text(max_size=2), max_size=2)
HAND_BUILT = st.one_of(
    st.builds(eg.Take, FIELD), st.builds(eg.KeepSecret, FIELD), st.builds(eg.Bid, FIELD),
    st.builds(eg.Place, FIELD, FIELD), st.builds(eg.Double, FIELD, FIELD),
    st.builds(eg.Exchange, FIELD, FIELD, FIELD, FIELD), st.builds(eg.Travel, FIELD, FIELD, FIELD),
    st.builds(eg.Caravan, FIELD, FIELD), st.builds(eg.Carpet, FIELD), st.builds(eg.Keep, FIELD),
    st.builds(eg.Discard, FIELD),
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
        assert eg.from_json(after.to_json()) == after


POSITION_WORDS = st.sampled_from(["-", "|", "R12:UG", "R25:P", "R08:U", "R02:S", "R07:L", "R12:UGL",
                                  "P1@Elvenhold", "P2@Lapphalya", "P3@Ixara", "hand=UUU", "gold=12",
                                  "gold=" + "9" * 60, "tiles=Ug", "towns=Beata", "towns=Atlantis", "R99:U"])
POSITION_TEXT = st.lists(POSITION_WORDS | st.text(max_size=5), max_size=10).map(" ".join)


@FAST
@given(POSITION_TEXT, st.sampled_from(["move", "plan", "tiles", "auction", "cards", "dance", 3]),
       st.integers(0, 7) | st.floats(0, 3) | st.text(max_size=2))
def test_any_position(text, phase, round_):
    s = _refused_or_ok(lambda: eg.position(text, phase=phase, round=round_))
    if s is not None:
        s.validate()
        assert eg.position(eg.format_position(s), phase=phase, round=round_).roads == s.roads
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
    paths = list(_paths(env["state"]))
    path = data.draw(st.sampled_from(paths))
    target = env["state"]
    for k in path[:-1]:
        target = target[k]
    target[path[-1]] = value
    env["sha256"] = hashlib.sha256(_canonical(env["state"]).encode()).hexdigest()
    loaded = _refused_or_ok(lambda: eg.from_json(json.dumps(env)))
    if loaded is not None:               # an edit that keeps a reachable state: it plays on
        loaded.validate()
        for a in loaded.legal_actions()[:5]:
            loaded.apply(a)


@FAST
@given(st.text(max_size=60) | st.binary(max_size=60)
       | st.sampled_from(["[" * 100_000, "{" * 5000, '{"format": 1e999}', "[" + "9" * 5000 + "]"]))
def test_any_save_text(text):
    _refused_or_ok(lambda: eg.from_json(text))


OPTION_NAMES = st.sampled_from([*eg.OPTIONS, "colour", "round"])


@FAST
@given(st.one_of(st.integers(-2, 8), st.floats(), st.booleans(), st.text(max_size=3), st.none()),
       st.one_of(st.none(), st.integers(-5, 1 << 65), st.floats(), st.text(max_size=3),
                 st.lists(st.integers())),
       st.dictionaries(OPTION_NAMES, FIELD | st.integers(-3, 200), max_size=3))
def test_any_new_game_arguments(players, seed, options):
    s = _refused_or_ok(lambda: eg.new_game(players=players, seed=seed, **options))
    if s is not None:
        s.validate()
        assert eg.from_json(s.to_json()) == s
