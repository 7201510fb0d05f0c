"""The common game contract (rulekit.core), exercised through the toy game."""
from __future__ import annotations

import pytest
import toy_game
from hypothesis import given, settings
from hypothesis import strategies as st

import rulekit
from rulekit import Check, History, IllegalActionText, Referee, RuleViolation, Score, explain
from rulekit.core import seat_name


def game(pile: int | None = None, players: int = 2, max_take: int = 3) -> toy_game.ToyState:
    state = toy_game.new_game(players=players, seed=11, max_take=max_take)
    if pile is not None:
        state.pile = pile
    return state


# --------------------------------------------------------------------------- RuleViolation


def test_rule_violation_is_a_value_error_naming_rule_action_and_both_languages():
    action = toy_game.Take(5)
    err = RuleViolation("TOY.take.range", "take 1 to 3 stones", "돌은 1개에서 3개까지 가져갑니다", action)
    assert isinstance(err, ValueError)
    assert err.rule == "TOY.take.range"
    assert err.action == action
    assert err.message("en") == "take 1 to 3 stones"
    assert err.message("ko") == "돌은 1개에서 3개까지 가져갑니다"
    assert str(err) == "TOY.take.range: take 1 to 3 stones"
    rulekit.set_language("ko")
    assert str(err) == "TOY.take.range: 돌은 1개에서 3개까지 가져갑니다"
    assert err.message() == "돌은 1개에서 3개까지 가져갑니다"


def test_rule_violation_without_korean_falls_back_to_english():
    err = RuleViolation("TOY.take", "only take")
    assert err.message("ko") == "only take"


def test_refused_action_raises_the_rule_of_the_failed_check():
    state = game(pile=10)
    with pytest.raises(RuleViolation) as info:
        state.apply(toy_game.Take(4))
    assert info.value.rule == "TOY.take.range"
    assert info.value.action == toy_game.Take(4)
    with pytest.raises(ValueError):  # callers may catch the plain ValueError
        state.apply("take 0")


def test_apply_accepts_notation_and_returns_a_new_state():
    state = game(pile=10)
    after = state.apply("take 2")
    assert after is not state
    assert (state.pile, after.pile) == (10, 8)
    assert (state.current_player, after.current_player) == (0, 1)
    assert after.taken == [2, 0]


def test_bad_notation_raises_illegal_action_text():
    with pytest.raises(IllegalActionText):
        game().apply("grab everything")


# --------------------------------------------------------------------------- Referee and explain


def test_referee_raises_at_first_failure_and_keeps_checks_in_explain_mode():
    ref = Referee("act", keep=True)
    ref.require(True, "R.one", "first holds", "첫째")
    ref.note("R.note", "a rule that simply applies")
    with pytest.raises(RuleViolation) as info:
        ref.require(False, "R.two", "second fails", "둘째")
    assert info.value.rule == "R.two" and info.value.action == "act"
    assert [(c.rule, c.passed) for c in ref.checks] == [("R.one", True), ("R.note", True), ("R.two", False)]
    with pytest.raises(RuleViolation, match="R.three"):
        Referee().fail("R.three", "never")


def test_referee_without_keep_records_nothing():
    ref = Referee()
    ref.require(True, "R.one", "holds")
    assert ref.checks == []


def test_explain_lists_the_passed_checks_then_the_failing_one():
    state = game(pile=2)
    checks = explain(state, toy_game.Take(3))
    assert [c.rule for c in checks] == ["TOY.take", "TOY.take.range", "TOY.take.pile"]
    assert [c.passed for c in checks] == [True, True, False]
    assert all(isinstance(c, Check) for c in checks)
    assert checks[-1].message("en") == "only 2 stones are left"
    assert checks[-1].message("ko") == "돌이 2개만 남았습니다"
    assert str(checks[0]).startswith("✓ TOY.take")
    assert str(checks[-1]).startswith("✗ TOY.take.pile")


def test_explain_of_a_legal_action_passes_every_check_and_changes_nothing():
    state = game(pile=5)
    before = state.to_json()
    checks = state.explain("take 3")
    assert [c.rule for c in checks] == ["TOY.take", "TOY.take.range", "TOY.take.pile"]
    assert all(c.passed for c in checks)
    assert state.to_json() == before


def test_explain_of_bad_notation_is_one_failed_notation_check():
    checks = explain(game(), "take many")
    assert len(checks) == 1 and checks[0].rule == "notation" and not checks[0].passed


def test_explain_reports_a_violation_raised_while_performing():
    class Strict(toy_game.ToyState):
        def _perform(self, action):
            raise RuleViolation("TOY.late", "seen only while moving the stones",
                                "돌을 옮길 때에만 드러납니다")

        def _copy(self):
            new = super()._copy()
            new.__class__ = Strict
            return new

    state = object.__new__(Strict)
    state.__dict__.update(game(pile=5).__dict__)
    checks = explain(state, "take 1")
    assert [c.passed for c in checks] == [True, True, True, False]
    assert checks[-1].rule == "TOY.late"
    with pytest.raises(RuleViolation, match="TOY.late"):
        state.apply("take 1")
    assert state.pile == 5
    assert not state.is_legal("take 1")


# --------------------------------------------------------------------------- refusals change nothing


@settings(max_examples=40, deadline=None)
@given(pile=st.integers(0, 12), n=st.integers(-2, 6), players=st.integers(2, 4))
def test_apply_never_changes_the_state_it_is_called_on(pile, n, players):
    state = game(pile=pile, players=players)
    before = state.to_dict()
    try:
        after = state.apply(toy_game.Take(n))
    except RuleViolation as err:
        assert err.rule in {"TOY.take.range", "TOY.take.pile", "game-over"}
        assert not state.is_legal(toy_game.Take(n))
    else:
        assert after.pile == pile - n
        assert state.is_legal(toy_game.Take(n))
    assert state.to_dict() == before


def test_a_finished_game_refuses_every_action():
    state = game(pile=1).apply("take 1")
    assert state.is_over and state.winners() == [0]
    assert state.legal_actions() == []
    with pytest.raises(RuleViolation) as info:
        state.apply("take 1")
    assert info.value.rule == "game-over"
    assert not state.is_legal("take 1")


# --------------------------------------------------------------------------- the legal-action cache


class Counting(toy_game.ToyState):
    """The toy state, counting how often the rules are consulted."""

    listed = 0
    checked = 0

    def _legal_actions(self):
        Counting.listed += 1
        return super()._legal_actions()

    def _check(self, action, ref):
        Counting.checked += 1
        super()._check(action, ref)

    def _copy(self):
        new = super()._copy()
        new.__class__ = Counting
        return new


@pytest.fixture
def counting():
    Counting.listed = Counting.checked = 0
    state = game(pile=10)
    state.__class__ = Counting
    return state


def test_legal_actions_are_computed_once_per_state(counting):
    first = counting.legal_actions()
    second = counting.legal_actions()
    assert first == second == [toy_game.Take(1), toy_game.Take(2), toy_game.Take(3)]
    assert Counting.listed == 1
    first.clear()  # callers get a copy: the cache is not theirs to change
    assert len(counting.legal_actions()) == 3


def test_listed_actions_skip_the_checks_and_new_states_start_uncached(counting):
    actions = counting.legal_actions()
    after = counting.apply(actions[1])
    assert Counting.checked == 0  # already checked when listed
    assert "_legal_cache" not in after.__dict__
    assert after.legal_actions() == actions  # 8 stones left: still 1..3
    assert Counting.listed == 2
    counting.apply(toy_game.Take(1))  # equal to a listed action: no check either
    assert Counting.checked == 0


def test_unlisted_actions_are_checked(counting):
    counting.apply("take 2")  # no legal_actions() call yet: no cache
    assert Counting.checked == 1
    counting.legal_actions()
    with pytest.raises(RuleViolation):
        counting.apply(toy_game.Take(7))
    assert Counting.checked == 2


def test_fast_path_gives_the_same_states_as_apply():
    state = game(pile=30, players=3)
    for _ in range(8):
        action = state.legal_actions()[-1]
        fast = state._advance(action)
        assert fast == state.apply(action)
        state = fast


# --------------------------------------------------------------------------- history


def test_history_push_undo_redo_and_go():
    start = game(pile=10)
    h = History(start)
    assert (len(h), h.index, h.can_undo, h.can_redo) == (1, 0, False, False)
    h.push("take 1")
    h.push(toy_game.Take(2))
    assert [s.pile for s in h.states] == [10, 9, 7]
    assert [str(a) for a in h.actions] == ["take 1", "take 2"]
    assert h.undo().pile == 9 and h.can_redo
    assert h.undo().pile == 10 and not h.can_undo
    assert h.undo().pile == 10  # nothing before the start
    assert h.redo().pile == 9
    assert h.go(2).pile == 7 and not h.can_redo
    assert h.redo().pile == 7
    with pytest.raises(IndexError):
        h.go(3)


def test_pushing_after_undo_drops_the_redo_branch():
    h = History(game(pile=10))
    h.push("take 1")
    h.push("take 1")
    h.undo()
    h.undo()
    h.push("take 3")
    assert [s.pile for s in h.states] == [10, 7]
    assert [str(a) for a in h.actions] == ["take 3"]
    assert not h.can_redo


def test_a_refused_push_leaves_the_history_as_it_was():
    h = History(game(pile=10))
    h.push("take 2")
    with pytest.raises(RuleViolation):
        h.push("take 9")
    assert (len(h), h.index, h.current.pile) == (2, 1, 8)


# --------------------------------------------------------------------------- small pieces


def test_score_of_parts_and_seat_names():
    s = Score.of({"stones": 4, "last": 10})
    assert (s.total, s.parts) == (14, {"stones": 4, "last": 10})
    assert toy_game.score(game(pile=1).apply("take 1"))[0].total == 11
    assert [seat_name(p) for p in range(3)] == ["P1", "P2", "P3"]


def test_states_compare_by_value_and_are_not_hashable():
    assert game(pile=4) == game(pile=4)
    assert game(pile=4) != game(pile=5)
    assert game() != "a state"
    with pytest.raises(TypeError):
        hash(game())


# --------------------------------------------------------------------------- what is no action at all

GAMES = ["golden_ankh", "el_dorado", "fertility", "elfengold"]
#: Each game's rule for what an action is (``ACTION_RULE``), cited by every refusal of a non-action.
ACTION_RULES = {"golden_ankh": "GA.turn.basic-action", "el_dorado": "ED.turn.phases",
                "fertility": "FE.turn.steps", "elfengold": "EG.round.phases"}
NOT_ACTIONS = [{}, [], None, set(), 3.5, b"take", object(), ("take", 1), "text", "", "take " * 3000]


def _first_action(game_name: str):
    return rulekit.load(game_name).new_game(players=2, seed=1).legal_actions()[0]


@pytest.mark.parametrize("game_name", GAMES)
@pytest.mark.parametrize("listed", [False, True])
def test_anything_that_is_no_action_is_refused_by_the_game_s_rule(game_name, listed):
    state = rulekit.load(game_name).new_game(players=2, seed=1)
    if listed:
        state.legal_actions()   # apply looks in the cached list first: an unhashable action must not break it
    before = state.to_json()
    others = [_first_action(g) for g in GAMES if g != game_name] + [toy_game.Take(1)]
    for thing in NOT_ACTIONS + others:
        with pytest.raises(RuleViolation) as info:
            state.apply(thing)
        assert info.value.rule == ACTION_RULES[game_name] == state.ACTION_RULE
        assert info.value.en and info.value.ko and info.value.en != info.value.ko
        assert state.is_legal(thing) is False
        checks = state.explain(thing)
        assert checks and not checks[-1].passed and checks[-1].rule == ACTION_RULES[game_name]
        assert state.to_json() == before


@pytest.mark.parametrize("game_name", GAMES)
def test_text_that_is_no_action_is_both_a_rule_refusal_and_bad_notation(game_name):
    state = rulekit.load(game_name).new_game(players=2, seed=1)
    with pytest.raises(RuleViolation) as info:
        state.apply("fly to the moon")
    assert isinstance(info.value, IllegalActionText)          # callers reading notation still catch it
    assert isinstance(info.value, rulekit.core.NotAnAction)
    assert str(info.value).startswith(ACTION_RULES[game_name] + ": ")
    rulekit.set_language("ko")
    assert any("\uac00" <= ch <= "\ud7a3" for ch in str(info.value))


@pytest.mark.parametrize("game_name", GAMES)
def test_hand_built_actions_with_fields_of_any_kind_are_refused_by_a_rule(game_name):
    import dataclasses
    import random

    state = rulekit.load(game_name).new_game(players=2, seed=1)
    state.legal_actions()
    before = state.to_json()
    kinds = {type(a) for a in state.legal_actions()} | {type(_first_action(g)) for g in GAMES}
    module = __import__(f"rulekit.{game_name}.actions", fromlist=["x"])
    kinds |= {c for c in vars(module).values()
              if isinstance(c, type) and issubclass(c, rulekit.Action) and dataclasses.is_dataclass(c)}
    odd = [None, {}, [], -1, "x", 10**100, float("nan"), (), ("a",), 0, True, [1, 2], {"a": 1}, 3.5, b"x"]
    draw = random.Random(7)
    tried = 0
    for kind in sorted(kinds, key=lambda c: c.__name__):
        for _ in range(25):
            try:
                action = kind(*(draw.choice(odd) for _ in dataclasses.fields(kind)))
            except Exception:  # a dataclass that refuses these fields itself is no hand-built action
                continue
            tried += 1
            try:
                state.apply(action)
            except RuleViolation as exc:
                assert exc.rule and exc.en and exc.ko
            assert isinstance(state.is_legal(action), bool)
            assert all(isinstance(c, Check) for c in state.explain(action))
    assert tried > 50
    assert state.to_json() == before


def test_the_toy_game_refuses_non_actions_by_its_notation_rule():
    with pytest.raises(RuleViolation) as info:
        game().apply({})
    assert info.value.rule == "TOY.take"          # the toy's own check of what an action is
    checks = explain(game(), "take many")
    assert checks[-1].rule == "notation"          # a game without ACTION_RULE keeps the generic name
