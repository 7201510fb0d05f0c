"""Only states that play can reach load (rulekit.golden_ankh.validate), every refusal is bilingual, and
hand-built actions and oversized text are refused by the rules, never by a Python error."""

from __future__ import annotations

import hashlib
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rulekit
from rulekit import BilingualError, IllegalActionText, RuleViolation, SaveError
from rulekit import golden_ankh as ga
from rulekit.golden_ankh import actions as A
from rulekit.golden_ankh.validate import MAX_CELL
from tests.bilingual import raised_in_korean


def resigned(state, edit) -> str:
    """The save file of ``state`` after ``edit(state dict)``, its checksum recomputed (a student's edit)."""
    envelope = json.loads(state.to_json())
    edit(envelope["state"])
    body = json.dumps(envelope["state"], sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    envelope["sha256"] = hashlib.sha256(body.encode("utf-8")).hexdigest()
    return json.dumps(envelope, ensure_ascii=False)


def refused_load(state, edit, *words: str) -> SaveError:
    text = resigned(state, edit)
    exc, said = raised_in_korean(SaveError, lambda: ga.from_json(text))
    assert said == exc.ko and any("\uac00" <= ch <= "\ud7a3" for ch in said), said
    for w in words:
        assert w in exc.en, exc.en
    return exc


def played() -> ga.GoldenAnkhState:
    """A few turns of a 2-player game: P1 has two tiles."""
    s = ga.setup(2, seed=4, layouts={0: "RJ RS"}, tokens={0: "A"})
    return s.apply("take B W K").apply("end").apply("take B W K").apply("end")


# --------------------------------------------------------------------------- geometry


def test_a_tile_far_off_the_board_is_refused():
    s = played()
    big = 10**6

    def far(d):
        d["ground"][0][1][:2] = [big, big]

    exc = refused_load(s, far, "off the board")
    assert exc.field == "ground[0]"


def test_a_tile_beyond_reach_of_the_first_tile_is_refused():
    # GA.place.adjacent: each placement or move lands next to a tile, one step further out at most
    s = played()
    exc = refused_load(s, lambda d: d["ground"][0][1].__setitem__(1, 30), "GA.place.adjacent", "steps")
    assert str(MAX_CELL) not in exc.en


def test_tiles_that_touch_nothing_are_refused():
    s = ga.setup(2, seed=4, layouts={0: "RJ RS RF"})

    def scatter(d):
        tiles = [t for _, _, t in d["ground"][0]]
        d["ground"][0] = [[0, 0, tiles[0]], [0, 2, tiles[1]], [2, 2, tiles[2]]]

    refused_load(s, scatter, "none of P1's tiles touch another")


def test_a_lone_tile_lies_at_the_first_cell():
    s = ga.setup(2, seed=4, layouts={0: "RJ"})
    refused_load(s, lambda d: d["ground"][0][0].__setitem__(1, 1), "GA.gap.first-tile")


def test_a_layout_split_by_a_move_still_loads():
    # GA.gap.move-destination: the layout need not stay connected after a move
    s = ga.setup(2, seed=1, layouts={0: "GF GS GJ GD G2"}, tokens={0: "A"})
    t = s.apply("move 0,2 > 1,0")
    assert ga.from_json(t.to_json()) == t


# --------------------------------------------------------------------------- counters and flags


@pytest.mark.parametrize(
    ("edit", "words"),
    [
        (lambda d: d.update(turn=40), ("turn = 40", "GA.turn.clockwise")),
        (lambda d: d.update(round=9), ("GA.turn.clockwise",)),
        (lambda d: d.update(current_player=1), ("GA.turn.clockwise",)),
        (lambda d: d.update(is_over=True, turn=3), ("GA.end.finish-round",)),
        (lambda d: d.update(end_triggered=True), ("GA.end.thirteenth-tile",)),
        (lambda d: d.update(extra_turns=3), ("GA.special.scribe",)),
        (lambda d: d.update(ankh_budget=2), ("GA.gap.ankh-this-turn",)),
        (lambda d: (d["hands"][1].__setitem__(5, 3), d["supply"].__setitem__(5, d["supply"][5] - 3)),
         ("GA.tokens.ankh-limit",)),
        (lambda d: d["options"].update(tokens_per_kind=10**6), ("tokens_per_kind",)),
        (lambda d: d.update(seed=-5), ("seed",)),
    ],
)
def test_counters_and_flags_no_game_can_reach_are_refused(edit, words):
    s = played()
    before = resigned(s, lambda d: None)
    assert ga.from_json(before) == s
    refused_load(s, edit, *words)


def test_a_game_that_ended_loads_and_its_end_cannot_be_undone():
    s = ga.new_game(2, seed=3, max_rounds=1)
    s = s.apply("take B W K").apply("end").apply("take B W K").apply("end")
    assert s.is_over and ga.from_json(s.to_json()) == s
    refused_load(s, lambda d: d.update(is_over=False), "GA.turn.clockwise")


def test_setup_with_a_player_to_move_counts_the_turns_before():
    s = ga.setup(4, seed=2, current_player=3)
    assert s.turn == 3 and ga.from_json(s.to_json()) == s


# --------------------------------------------------------------------------- hand-built actions


BAD_ACTIONS = [
    A.TakeTokens("BZK"),
    A.TakeTokens(7),
    A.ReturnTokens("Q"),
    A.Buy(9, (0, 1)),
    A.Buy(0, (0, 1)),
    A.Buy("1", (0, 1)),
    A.Buy(True, (0, 1)),
    A.Buy(1, (0,)),
    A.Buy(1, ("a", 1)),
    A.Buy(1, None),
    A.Buy(1, (0, 1), "yes"),
    A.Buy(1, (0, 1), True, "Q"),
    A.Buy(1, (0, 1), True, "A"),
    A.Refill("C"),
    A.Refill(""),
    A.Refill(None),
    A.Move((0, 0), (5,)),
    A.Move(None, (0, 1)),
    A.Move((0, 0), (1, 0), "no"),
    A.Store((0, 0), 1),
    A.Store((0.5, 0)),
]


@pytest.mark.parametrize("action", BAD_ACTIONS, ids=repr)
def test_hand_built_actions_with_a_bad_field_are_refused_by_a_rule(action):
    catalogue = rulekit.i18n.known_rules("golden_ankh")
    for s in (played(), played().apply("take B W K")):
        before = s.to_dict()
        with pytest.raises(RuleViolation) as info:
            s.apply(action)
        assert info.value.rule in catalogue
        assert not s.is_legal(action)
        checks = s.explain(action)
        assert checks and not checks[-1].passed
        assert s.to_dict() == before


def test_refusals_after_the_end_cite_the_end_rule():
    s = ga.new_game(2, seed=3, max_rounds=1)
    s = s.apply("take B W K").apply("end").apply("take B W K").apply("end")
    with pytest.raises(RuleViolation) as info:
        s.apply("take B W K")
    assert info.value.rule == "GA.end.finish-round"
    assert info.value.rule in rulekit.i18n.known_rules("golden_ankh")


# --------------------------------------------------------------------------- bounded text


@pytest.mark.parametrize(
    "text",
    ["buy 3 @ 1," + "9" * 5000, "move " + "1" * 5000 + ",0 > 0,1", "take " + "B" * 20000, "buy ٣ @ 1,1"],
)
def test_oversized_or_strange_action_text_is_refused_bilingually(text):
    exc, said = raised_in_korean(IllegalActionText, lambda: ga.parse_action(text))
    assert said == exc.ko != exc.en
    s = played()
    assert not s.is_legal(text)
    assert not s.explain(text)[-1].passed


# --------------------------------------------------------------------------- properties


@settings(max_examples=200, deadline=2000)
@given(st.text(alphabet="takebuyrfilmovestorn UAB0123456789,>@-WKGR*", max_size=60))
def test_any_action_text_parses_or_is_refused_and_never_changes_the_state(text):
    s = played()
    before = s.to_dict()
    try:
        s.apply(text)
    except (RuleViolation, IllegalActionText) as exc:
        assert exc.ko
    assert s.to_dict() == before


PATHS = st.sampled_from([
    ("turn",), ("round",), ("current_player",), ("start_player",), ("ankh_budget",), ("extra_turns",),
    ("is_over",), ("end_triggered",), ("basic_done",), ("seed",), ("supply", 0), ("hands", 0, 5),
    ("hands", 1, 0), ("ground", 0, 0, 0), ("ground", 0, 1, 1), ("ground", 0, 0, 2), ("market", 0),
    ("stacks", 0, 0), ("bonus_pool", 0), ("options", "tokens_per_kind"), ("options", "max_rounds"),
    ("options", "upper_discount"), ("prices", 0, 0), ("removed",), ("stored", 0),
])
VALUES = st.one_of(
    st.integers(-3, 60), st.sampled_from([10**6, -(10**6), 2**64, True, False, None, "x", [], {}, 1.5]),
)


@settings(max_examples=300, deadline=2000, suppress_health_check=[HealthCheck.too_slow])
@given(edits=st.lists(st.tuples(PATHS, VALUES), min_size=1, max_size=3))
def test_edited_saves_load_only_when_play_can_reach_them(edits):
    s = played()

    def edit(d):
        for path, value in edits:
            target = d
            try:
                for key in path[:-1]:
                    target = target[key]
                target[path[-1]] = value
            except (KeyError, IndexError, TypeError):
                pass

    text = resigned(s, edit)
    try:
        t = ga.from_json(text)
    except SaveError as exc:
        assert exc.ko != exc.en and any("\uac00" <= ch <= "\ud7a3" for ch in exc.ko), exc.en
    else:
        t.validate()  # what loads is a state the checks accept, and it plays on
        t.legal_actions()
        assert ga.from_json(t.to_json()) == t


@settings(max_examples=200, deadline=2000)
@given(st.one_of(st.text(max_size=40), st.binary(max_size=40)))
def test_any_text_as_a_save_is_refused_bilingually(text):
    with pytest.raises(BilingualError) as info:
        ga.from_json(text)
    assert info.value.ko


@pytest.mark.parametrize("text", ["@" + "9" * 5000 + ",0 RJ", "RJ " * 100000, "@300,0 RJ", "RJ ZZ"])
def test_bad_layout_text_is_refused_bilingually(text):
    exc, said = raised_in_korean(ga.LayoutError, lambda: ga.layout_from_text(text))
    assert said == exc.ko != exc.en


def test_a_lesson_position_may_give_more_tokens_than_a_turn_ends_with_but_a_save_may_not():
    s = ga.setup(2, seed=1, tokens={1: "B B W K G R R"})
    assert s.resources_in_hand(1) == 7 and s.current_player == 0
    refused_load(s, lambda d: None, "GA.gap.resource-limit")


HELPER_VALUES = [None, 5, 1.5, "ZZ", "RJ ZZ", ["RJ", 5], [-1] * 6, {"Q": 1}, {"A": "x"}, (1, 2), "A" * 3]


@settings(max_examples=300, deadline=2000)
@given(helper=st.sampled_from(["layout", "tokens", "market", "stacks"]),
       player=st.sampled_from([0, 1, 5, -1]),
       a=st.sampled_from(HELPER_VALUES + ["RJ RS", "A W", ". . . . . .", 3]),
       b=st.sampled_from(HELPER_VALUES + [0, None]))
def test_position_helpers_make_a_position_or_refuse_bilingually(helper, player, a, b):
    base = ga.new_game(2, seed=3)
    try:
        if helper == "layout":
            s = ga.with_layout(base, player, a, tokens=b)
        elif helper == "tokens":
            s = ga.with_tokens(base, player, a)
        elif helper == "market":
            s = ga.with_market(base, a)
        else:
            s = ga.with_stacks(base, a, b)
    except BilingualError as exc:
        assert exc.ko != exc.en
    else:
        s.legal_actions()
