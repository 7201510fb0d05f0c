"""Practice questions from misreadings, and the learners' progress files.

Every misreading of every game that has them is tried: the generator finds a question for it
within a bounded search, the real rule and the misreading judge it differently, and the answer is
the rules engine's own (``explain`` for legality, ``score`` for points).
"""
from __future__ import annotations

import hashlib
import itertools
import json

import pytest

import rulekit
from rulekit import practice
from rulekit.practice import Mastery, PracticeError

GAMES = practice.games_with_practice()
CASES = [(g, m.id) for g in GAMES for m in practice.misreadings(g)]


def test_every_game_with_practice_has_at_least_eight_misreadings_each_quoting_the_rulebook():
    assert "golden_ankh" in GAMES
    for game in GAMES:
        ms = practice.misreadings(game)
        assert len(ms) >= 8, game
        catalogue = rulekit.i18n.catalogue(game) if hasattr(rulekit.i18n, "catalogue") else None
        for m in ms:
            assert m.kind in practice.KINDS and m.game == game
            for text in (m.belief, m.truth, m.quote):
                assert text["en"].strip() and text["ko"].strip()
                assert any("\uac00" <= ch <= "\ud7a3" for ch in text["ko"]), (m.id, text["ko"])
            assert rulekit.rule_title(m.rule), f"{m.id}: {m.rule} is not in the rule catalogue"
            if catalogue is not None:
                assert m.rule in catalogue


@pytest.mark.parametrize("game, mid", CASES)
def test_each_misreading_gives_a_question_where_it_and_the_rule_disagree(game, mid):
    m = practice.select(game, [mid])[0]
    q = next(practice.questions(game, rules=[mid], seed=11))
    assert q.misreading.id == mid and q.rule == m.rule
    if q.kind == "legal":
        real = q.state.is_legal(q.action)
        assert q.answer == real and m.judge(q.state, q.action) == q.misread_answer != real
        checks = rulekit.explain(q.state, q.action)
        assert [c.rule for c in checks] == [c.rule for c in q.checks]
        assert checks[-1].passed == real  # the engine's explanation agrees with the answer
        deciding = q.deciding_check()
        assert deciding is not None
        if not real:
            assert deciding.rule == m.rule, f"{mid}: refused by {deciding.rule}, not {m.rule}"
    else:
        assert q.answer == q.state.score()[q.player].total == sum(q.parts.values())
        assert q.misread_answer == m.score(q.state, q.player) != q.answer


def test_questions_are_deterministic_for_a_seed_and_never_repeat_back_to_back():
    for game in GAMES:
        a = [q.key for q in itertools.islice(practice.questions(game, seed=5), 20)]
        b = [q.key for q in itertools.islice(practice.questions(game, seed=5), 20)]
        assert a == b
        assert all(x != y for x, y in zip(a, a[1:], strict=False))
        c = [q.key for q in itertools.islice(practice.questions(game, seed=6), 20)]
        assert c != a


def test_the_rules_filter_and_a_mix_of_legal_and_illegal_answers():
    stream = practice.questions("golden_ankh", rules=["GA.place.upper-colour"], seed=1)
    qs = list(itertools.islice(stream, 12))
    assert {q.rule for q in qs} == {"GA.place.upper-colour"}
    assert {q.answer for q in qs} == {True, False}  # a lenient and a strict misreading of one rule
    every = list(itertools.islice(practice.questions("golden_ankh", seed=1), 40))
    legal = [q.answer for q in every if q.kind == "legal"]
    assert 0.3 <= sum(legal) / len(legal) <= 0.7
    assert any(q.kind == "score" for q in every)
    with pytest.raises(rulekit.OptionError) as err:
        practice.questions("golden_ankh", rules=["no-such-rule"])
    assert err.value.message("ko") != err.value.message("en")


def test_asking_never_changes_the_position():
    for q in itertools.islice(practice.questions("golden_ankh", seed=3), 24):
        before = q.state.to_json()
        practice.question_for(q.misreading, q.state, q.action) if q.action is not None else None
        q.misreading.judge(q.state, q.action) if q.action is not None else None
        assert q.state.to_json() == before


def test_is_right_for_both_kinds():
    qs = practice.questions("golden_ankh", seed=1)
    legal = next(q for q in qs if q.kind == "legal")
    assert legal.is_right(legal.answer) and not legal.is_right(not legal.answer)
    score = next(q for q in practice.questions("golden_ankh", seed=1) if q.kind == "score")
    assert score.is_right(str(score.answer)) and not score.is_right(score.misread_answer)
    assert not score.is_right("열") and not score.is_right(None)


# --------------------------------------------------------------------------- progress files


def test_a_mastery_file_round_trips_and_reports_status(tmp_path):
    m = Mastery("학생 A")
    for ok in (True, True, True, False, True):
        m.record("golden_ankh", "GA.place.adjacent", correct=ok, seconds=3.5)
    m.record("golden_ankh", "GA.place.upper-colour", correct=True)
    m.record("el_dorado", "ED.move.match-symbol", correct=False)
    path = tmp_path / "a.json"
    m.save(path)
    back = Mastery.load(path)
    assert back.learner == "학생 A" and back.to_dict() == m.to_dict()
    rec = back.of("golden_ankh")["GA.place.adjacent"]
    assert (rec.tries, rec.first_try_correct, rec.status) == (5, 4, "mastered")
    assert back.of("golden_ankh")["GA.place.upper-colour"].status == "not_sure"
    back.reset("golden_ankh")
    assert back.of("golden_ankh") == {} and back.of("el_dorado")


@pytest.mark.parametrize("edit", [
    lambda d: d.update(sha256="0" * 64),
    lambda d: d["mastery"]["games"]["golden_ankh"]["GA.place.adjacent"].update(first_try_correct=99),
    lambda d: d.update(format="something else"),
    lambda d: d.update(version=7),
    lambda d: d["mastery"]["games"].update({"chess": {}}),
])
def test_an_edited_or_corrupt_mastery_file_is_refused_in_both_languages(tmp_path, edit):
    m = Mastery("B")
    m.record("golden_ankh", "GA.place.adjacent", correct=True)
    data = json.loads(m.to_json())
    edit(data)
    if "first_try_correct" in json.dumps(data) and data.get("sha256") != "0" * 64:
        body = json.dumps(data["mastery"], sort_keys=True, ensure_ascii=False)
        data["sha256"] = hashlib.sha256(body.encode()).hexdigest()  # a careful cheat: checksum redone
    with pytest.raises(PracticeError) as err:
        Mastery.from_json(json.dumps(data))
    assert isinstance(err.value, ValueError)
    assert err.value.message("ko") != err.value.message("en")
    assert any("\uac00" <= ch <= "\ud7a3" for ch in err.value.message("ko"))


@pytest.mark.parametrize("text", ["", "{", "[" * 100000, "x" * 2_000_000, b"\xff\xfe", "null",
                                  '{"format": 1}'])
def test_garbage_is_refused_with_a_practice_error(text):
    with pytest.raises(PracticeError):
        Mastery.from_json(text)


def test_a_missing_file_is_a_practice_error(tmp_path):
    with pytest.raises(PracticeError) as err:
        Mastery.load(tmp_path / "nobody.json")
    assert "nobody.json" in str(err.value)


def test_class_table_gathers_learners(tmp_path):
    files = []
    for name, answers in (("A", [True, True, True]), ("B", [False, True, False])):
        m = Mastery(name)
        for ok in answers:
            m.record("golden_ankh", "GA.place.adjacent", correct=ok)
        m.save(tmp_path / f"{name}.json")
        files.append(tmp_path / f"{name}.json")
    rows = practice.class_table(files, "golden_ankh")
    assert [(r["learner"], r["status"]) for r in rows] == [("A", "mastered"), ("B", "learning")]


def test_questions_are_the_same_in_every_python_process():
    """The stream may not depend on Python's per-process string hashing."""
    import os
    import subprocess
    import sys

    code = ("import itertools\nfrom rulekit import practice\n"
            "for g in practice.games_with_practice():\n"
            "    print([str(q.action) if q.action is not None else q.player"
            " for q in itertools.islice(practice.questions(g, seed=1), 8)])")
    outs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": str(n)}).stdout for n in (1, 2, 3)}
    assert len(outs) == 1
