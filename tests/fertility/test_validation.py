"""Only states that play can reach load (rulekit.fertility.validate), every refusal is bilingual, and
hand-built actions and oversized text are refused by the rules, never by a Python error."""
import hashlib
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rulekit
from rulekit import BilingualError, IllegalActionText, RuleViolation, SaveError
from rulekit import fertility as fe
from rulekit.core import _canonical
from rulekit.fertility import actions as A
from rulekit.rng import Rng
from tests.bilingual import raised_in_korean


def played(players=3, seed=4, plies=12, variant=False):
    s = fe.new_game(players=players, seed=seed, variant=variant)
    rng = Rng(seed)
    for _ in range(plies):
        s = s.apply(rng.choice(s.legal_actions()))
    return s


def resealed(state, change) -> str:
    env = json.loads(state.to_json())
    change(env["state"])
    env["sha256"] = hashlib.sha256(_canonical(env["state"]).encode()).hexdigest()
    return json.dumps(env)


def refused_load(state, change, *words):
    text = resealed(state, change)
    exc, said = raised_in_korean(SaveError, lambda: fe.from_json(text))
    assert said == exc.ko and any("\uac00" <= ch <= "\ud7a3" for ch in said), said
    for w in words:
        assert w in exc.en, exc.en
    return exc


def test_a_three_player_two_player_variant_is_refused():
    # FE.var.two-player: the variant is for two players
    s = played(players=3)
    exc = refused_load(s, lambda d: d.update(variant=True), "FE.var.two-player")
    assert exc.field == "variant"
    with pytest.raises(rulekit.OptionError):
        fe.new_game(players=3, variant=True)


def test_every_seed_a_game_takes_loads_and_other_seeds_do_not():
    s = fe.new_game(players=2, seed=(1 << 64) - 1)
    assert fe.from_json(s.to_json()) == s
    refused_load(s, lambda d: d.update(seed=-5), "seed")
    refused_load(s, lambda d: d.update(rng=1 << 64), "rng")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(turn=d["turn"] + 1), ("FE.turn.clockwise",)),
        (lambda d: d.update(current=(d["current"] + 1) % 3), ("FE.turn.clockwise",)),
        (lambda d: d.update(turn=d["turn"] + 3), ("FE.endturn.refill-public",)),
        (lambda d: d.update(phase="over"), ("FE.end.trigger",)),
        (lambda d: d.update(remaining=2), ("FE.end.trigger",)),
        (lambda d: d.update(remaining=9), ("remaining",)),
        (lambda d: d.update(phase="remove"), ("FE.var.two-player-removal",)),
        (lambda d: d.update(phase="trade", trade=""), ("FE.shop.trade",)),
        (lambda d: d.update(bought=1), ("FE.endturn.refill-district",)),
        (lambda d: d["hands"][1].pop(), ()),
        (lambda d: d.update(valley_boards=d["valley_boards"][:2]), ("FE.setup.boards",)),
    ],
)
def test_counters_and_flags_no_game_can_reach_are_refused(change, words):
    s = played()
    assert fe.from_json(s.to_json()) == s
    refused_load(s, change, *words)


def test_resources_beside_a_city_only_during_its_turn():
    s = played(plies=0)
    other = (s.current_player + 1) % 3

    def beside(d):
        d["beside"][other][0] += 1
        d["supply"][0] -= 1

    refused_load(s, beside, "FE.endturn.return-leftovers")


def test_every_state_of_random_games_passes_and_the_end_loads():
    for seed, players, variant in ((1, 2, True), (2, 4, False)):
        s = fe.new_game(players=players, seed=seed, variant=variant)
        rng = Rng(seed)
        while not s.is_over:
            s = s.apply(rng.choice(s.legal_actions()))
            s.validate()
        assert fe.from_json(s.to_json()) == s


# --------------------------------------------------------------------------- hand-built actions


BAD_ACTIONS = [
    A.Place("X", (0, 0), "M", (0, 1)),
    A.Place("M", (0,), "C", (0, 1)),
    A.Place("M", "0,0", "C", (0, 1)),
    A.Place(1, (0, 0), "C", (0, 1)),
    A.Discard("XY"),
    A.Discard(7),
    A.QuarryTake((0, 0), "Z"),
    A.QuarryTake(None, "M"),
    A.QuarryMonument((0.5, 1)),
    A.Buy("1", "GW"),
    A.Buy(1, "QQ"),
    A.Buy(1, "GW", "2"),
    A.Supply("Z", 1, 1),
    A.Supply("M", "1", 1),
    A.Gain("Q"),
    A.TakePublic("ZZ"),
    A.RemovePublic(None),
]


@pytest.mark.parametrize("action", BAD_ACTIONS, ids=repr)
def test_hand_built_actions_with_a_bad_field_are_refused_by_a_rule(action):
    catalogue = rulekit.i18n.known_rules("fertility")
    for s in (played(plies=0), played(plies=1), played(players=2, seed=3, plies=5, variant=True)):
        before = s.to_dict()
        with pytest.raises(RuleViolation) as info:
            s.apply(action)
        assert info.value.rule in catalogue
        assert not s.is_legal(action)
        assert not s.explain(action)[-1].passed
        assert s.to_dict() == before


def test_refusals_after_the_end_cite_the_end_rule():
    s = fe.new_game(players=2, seed=5)
    rng = Rng(5)
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()))
    with pytest.raises(RuleViolation) as info:
        s.apply("end")
    assert info.value.rule == "FE.end.trigger" and info.value.rule in rulekit.i18n.known_rules("fertility")


# --------------------------------------------------------------------------- bounded text


@pytest.mark.parametrize("text", ["buy 1" + "9" * 5000 + " GW", "supply M 1." + "1" * 5000, "end " * 5000,
                                  "supply M ٣.1"])
def test_oversized_or_strange_action_text_is_refused_bilingually(text):
    exc, said = raised_in_korean(IllegalActionText, lambda: fe.parse_action(text))
    assert said == exc.ko != exc.en
    assert not played(plies=0).is_legal(text)


POSITION = ("players 2\ncurrent 1\nturn 0\nphase place\nboard\n.m.\n.PC\nstart -\npublic CC\n"
            "p1 hand PG; wheat 3\n")


@pytest.mark.parametrize("extra", ["p1 beside XZ", "turn " + "9" * 5000, "start 1", "public QQ", "stack x"])
def test_bad_positions_are_refused_bilingually(extra):
    exc, said = raised_in_korean(fe.PositionError, lambda: fe.parse_position(POSITION + extra))
    assert said == exc.ko


# --------------------------------------------------------------------------- properties


@settings(max_examples=300, deadline=2000)
@given(st.text(alphabet="placediscrdquarytkemonumentbuysplgvfW MCPG@0123456789,.-", max_size=50))
def test_any_action_text_parses_or_is_refused_and_never_changes_the_state(text):
    s = played(plies=1)
    before = s.to_dict()
    try:
        s.apply(text)
    except (RuleViolation, IllegalActionText) as exc:
        assert exc.ko
    assert s.to_dict() == before


@settings(max_examples=300, deadline=2000)
@given(st.text(alphabet="players current turn phase board start public row stack p1 p2 hand beside wheat "
                        "monuments city kind variant place build over .mPCGMq1234~w-;:|[]0123456789D,\n ",
               max_size=200),
       st.integers(0, len(POSITION)))
def test_any_position_text_is_read_or_refused_bilingually(text, cut):
    try:
        s = fe.parse_position(POSITION[:cut] + text)
    except BilingualError as exc:
        assert exc.ko
    else:
        s.validate()


KEYS = st.sampled_from(["turn", "current", "phase", "remaining", "bought", "variant", "seed", "trade",
                        "supply", "wheat", "monuments", "hands", "public", "stack", "row", "pending",
                        "gained"])
VALUES = st.one_of(st.integers(-2, 40), st.sampled_from([
    None, True, False, "over", "remove", "x", [], [0], {}, 10**6, [1, 2, 3, 4], [[0, 0]], {"A": "M"},
]))


@settings(max_examples=300, deadline=2000, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(KEYS, VALUES), min_size=1, max_size=3))
def test_edited_saves_load_only_when_play_can_reach_them(edits):
    s = played()

    def change(d):
        for key, value in edits:
            d[key] = value

    text = resealed(s, change)
    try:
        t = fe.from_json(text)
    except SaveError as exc:
        assert exc.ko != exc.en and any("\uac00" <= ch <= "\ud7a3" for ch in exc.ko), exc.en
    else:
        t.validate()
        t.legal_actions()
        assert fe.from_json(t.to_json()) == t
