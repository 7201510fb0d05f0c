"""No impossible El Dorado game loads (new_game's options, saves, the position notation), and actions
built by hand with bad fields are refused by a rule."""
from __future__ import annotations

import hashlib
import json

import pytest
from bilingual import raised_in_korean

from rulekit import InvalidState, OptionError, RuleViolation, SaveError
from rulekit import el_dorado as ed
from rulekit.core import _canonical
from rulekit.el_dorado.components import COURSES, TERRAIN

FIRST = COURSES[0]
MOUNTAIN = next(h for h, t in FIRST.terrain.items() if TERRAIN[t].kind == "mountain")
ARRIVAL = next(h for h, t in FIRST.terrain.items() if TERRAIN[t].kind == "end")
CATALOGUE = json.loads(open(ed.__file__.replace("el_dorado/__init__.py", "data/el_dorado/rules.json"),
                            encoding="utf-8").read())


def hangul(text: str) -> bool:
    return any("\uac00" <= ch <= "\ud7a3" for ch in text)


# ---------------------------------------------------------------- new_game


@pytest.mark.parametrize("options, field", [
    ({"players": 3.0}, "players"),
    ({"players": True}, "players"),
    ({"players": 5}, "players"),
    ({"colour": "red"}, "colour"),
    ({"seed": float("inf")}, "seed"),
    ({"seed": [1]}, "seed"),
    ({"seed": "7"}, "seed"),
    ({"seed": -5}, "seed"),
    ({"seed": 1 << 64}, "seed"),
    ({"course": "zzz"}, "course"),
    ({"course": 8}, "course"),
    ({"course": 1.0}, "course"),
    ({"course": True}, "course"),
    ({"course": None}, "course"),
    ({"max_rounds": 0}, "max_rounds"),
    ({"max_rounds": 2.0}, "max_rounds"),
    ({"random_start": "no"}, "random_start"),
    ({"random_start": 1}, "random_start"),
    ({"blockades": "BJ1"}, "blockades"),
    ({"blockades": ["BJ1", "BJ1", "BJ2", "BS1"]}, "blockades"),
    ({"blockades": [1, 2, 3, 4]}, "blockades"),
])
def test_bad_arguments_are_refused_naming_the_field(options, field):
    kwargs = {"players": 2, "seed": 1, **options}
    exc, said = raised_in_korean(OptionError, lambda: ed.new_game(**kwargs))
    assert exc.field == field
    assert field in exc.en and said == exc.ko and hangul(said)


def test_a_course_by_name_or_number_still_works():
    assert ed.new_game(players=2, seed=1, course="Serpentine").course.name == "Serpentine"
    assert ed.new_game(players=2, seed=1, course="3").course_id == 3
    with pytest.raises(KeyError):                 # an unknown course is still a KeyError for older callers
        ed.course("zzz")


def test_the_seed_range_is_the_generators():
    s = ed.new_game(players=2, seed=(1 << 64) - 1)
    assert ed.from_json(s.to_json()) == s
    assert ed.from_position(ed.format_position(s)) == s


# ---------------------------------------------------------------- saves


def resigned(state: ed.ElDoradoState, edit) -> str:
    env = json.loads(state.to_json())
    edit(env["state"])
    env["sha256"] = hashlib.sha256(_canonical(env["state"]).encode()).hexdigest()
    return json.dumps(env)


def playing() -> ed.ElDoradoState:
    return ed.new_game(players=3, seed=4)


@pytest.mark.parametrize("edit, field", [
    (lambda d: d["pieces"].__setitem__(0, [MOUNTAIN]), "state.pieces[0]"),        # a piece on a mountain
    (lambda d: d["pieces"].__setitem__(0, [ARRIVAL]), "state.pieces[0]"),         # on an arrival space
    (lambda d: d["hands"][1].append("Ex"), "state.cards"),                        # an Explorer too many
    (lambda d: d["market"].__setitem__(0, None), "state.cards"),                  # a market stack gone
    (lambda d: d.__setitem__("turn", 7), "state.turn"),
    (lambda d: d.__setitem__("round", 4), "state.turn"),                          # 4 rounds, 0 turns
    (lambda d: d.__setitem__("current", 2), "state.turn"),                        # P3 to play after 0 turns
    (lambda d: d.__setitem__("final_round", True), "state.final_round"),          # nobody has arrived
    (lambda d: d.__setitem__("over", True), "state.over"),
    (lambda d: d.__setitem__("stopped", True), "state.stopped"),
    (lambda d: d.__setitem__("budget", 9), "state.budget"),                       # coins with no card played
    (lambda d: d["hands"][1].pop(), "state.cards"),
])
def test_impossible_saves_do_not_load(edit, field):
    text = resigned(playing(), edit)
    with pytest.raises(SaveError) as info:
        ed.from_json(text)
    assert field in str(info.value) or info.value.field == field, str(info.value)
    assert hangul(info.value.message("ko"))


def test_a_piece_off_the_course_does_not_load():
    with pytest.raises(SaveError, match="state.pieces"):
        ed.from_json(resigned(playing(), lambda d: d["pieces"].__setitem__(0, ["Z99"])))


def test_invalid_state_names_the_field_in_both_languages():
    s = playing()
    s.pieces[0] = (MOUNTAIN,)
    with pytest.raises(InvalidState) as info:
        s.validate()
    e = info.value
    assert e.field == "state.pieces[0]"
    assert "ED.move.blocked" in e.message("en") and MOUNTAIN in e.message("en")
    assert "검정 산" in e.message("ko")


def test_a_hand_short_of_four_for_a_waiting_player():
    s = playing()
    text = resigned(s, lambda d: (d["discards"][1].append(d["hands"][1].pop())))
    with pytest.raises(SaveError, match=r"state\.hands\[1\]"):
        ed.from_json(text)


def test_every_state_of_random_games_validates():
    import random

    for seed in (1, 2):
        rnd = random.Random(seed)
        s = ed.new_game(players=2 + seed, seed=seed, max_rounds=60)
        while not s.is_over:
            s.validate()
            s = s.apply(rnd.choice(s.legal_actions()))
        s.validate()
        assert ed.from_json(s.to_json()) == s
        assert ed.from_position(ed.format_position(s)) == s


# ---------------------------------------------------------------- the position notation


@pytest.mark.parametrize("text, field", [
    (f"players=3 pieces={MOUNTAIN},B7,B8", "state.pieces[0]"),
    (f"players=3 pieces=B6,{ARRIVAL},B8", "state.pieces[1]"),
    ("players=3 round=2 turns=5", "state.turn"),
    ("players=3 turns=4", "state.turn"),
    ("players=3 final", "state.final_round"),
    ("players=3 over", "state.over"),
    ("players=3 pieces=B6,K0,B9", "state.pieces[1]"),             # beyond four unbroken blockades
    ("players=2 pieces=C3+B8,B7+B9", "state.pieces[0][0]"),       # beyond blockade b0
    ("players=3 course=1 pieces=J31,B8,B9", "state.pieces[0]"),
    ("players=3 limit=2 round=2", "state.round"),
])
def test_impossible_positions_are_refused(text, field):
    exc, said = raised_in_korean(ed.PositionError, lambda: ed.from_position(text))
    assert exc.field == field, exc.en
    assert hangul(said)


def test_positions_take_their_turn_count_from_the_round_and_the_player():
    s = ed.from_position("players=3 pieces=B6,B13,B9 player=2 round=3")
    assert s.turn == 3 * 3 + 1
    assert ed.from_position(ed.format_position(s)) == s


@pytest.mark.parametrize("text, field", [
    ("seed=" + "9" * 5000, "seed"),
    ("round=" + "1" * 41, "round"),
    ("players=" + "٣", "players"),                 # an Arabic-Indic digit is not a number here
    ("x" * 300_000, "position"),
])
def test_oversized_numbers_and_texts_are_refused(text, field):
    with pytest.raises(ed.PositionError) as info:
        ed.from_position(text)
    assert field in info.value.en


def test_oversized_action_text():
    with pytest.raises(ed.IllegalActionText if hasattr(ed, "IllegalActionText") else ValueError):
        ed.parse_action("buy " + "9" * 5000)


# ---------------------------------------------------------------- actions built by hand


@pytest.mark.parametrize("action", [
    ed.Move("Zz", "C12"),
    ed.Move(None, "C12"),
    ed.Move("Ex", 12),
    ed.Move("Ex", ""),
    ed.Move("Ex", "B5", joker="fly"),
    ed.Move("Ex", "B5", piece="0"),
    ed.Move("Ex", "B5", piece=3),
    ed.Move("Ex", ["B5"]),
    ed.Go(5),
    ed.Pay("ExTr", "B5"),
    ed.Pay(5, "B5"),
    ed.Pay(("Ex", 3), "B5"),
    ed.Use("Zz"),
    ed.Use("Tr", take="Qq"),
    ed.Spend("Ex", coin="yes"),
    ed.Spend(7),
    ed.Buy("Zz"),
    ed.Buy(None),
    ed.Trash(["Ex"]),
    ed.Discard("Zz"),
])
def test_hand_built_actions_with_bad_fields_are_refused_by_a_rule(action):
    s = playing()
    before = s.to_json()
    s.legal_actions()                       # also with the legal-action list made
    with pytest.raises(RuleViolation) as info:
        s.apply(action)
    assert info.value.rule in CATALOGUE, info.value.rule
    assert hangul(info.value.ko)
    assert not s.is_legal(action)
    assert s.explain(action)[-1].passed is False
    assert s.to_json() == before


def test_after_the_end_refusals_cite_the_end_rule():
    s = ed.from_position("players=3 blockades=BJ1,BJ2,BW1,BS1 pieces=ED,ED,B9 player=3 final hand3=Ex")
    s = s.apply("end")
    while not s.is_over:
        s = s.apply(s.legal_actions()[-1])
    with pytest.raises(RuleViolation) as info:
        s.apply("end")
    assert info.value.rule == "ED.end.round-complete" and info.value.rule in CATALOGUE


@pytest.mark.parametrize("edit", [
    lambda d: d.__setitem__("course", 99),
    lambda d: d.__setitem__("active", ["Ex", "machete", 1]),
    lambda d: d.__setitem__("played", [["Ex", "keep"]]),
    lambda d: d["hands"].__setitem__(0, [["Ex"]]),
    lambda d: d["pieces"].__setitem__(0, [[1]]),
    lambda d: d.__setitem__("blockades", [{"a": 1}] * 4),
    lambda d: d.__setitem__("broken", [True] * 4),
    lambda d: d["market"].__setitem__(0, ["Sc", 9]),
    lambda d: d.__setitem__("reserve", [["Pi", "3"]]),
])
def test_malformed_save_fields_are_named_in_both_languages(edit):
    with pytest.raises(SaveError) as info:
        ed.from_json(resigned(playing(), edit))
    e = info.value
    assert e.field and e.field in e.message("en") and e.field in e.message("ko") and hangul(e.message("ko"))


@pytest.mark.parametrize("seed", ["x", -1, 1 << 70, 3.0])
def test_a_bad_seed_argument_of_a_position_is_an_option_error(seed):
    with pytest.raises(OptionError) as info:
        ed.from_position("players=2", seed=seed)
    assert info.value.field == "seed"
