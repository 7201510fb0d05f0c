"""The Practice widget: questions, marking, explanations, the summary per rule, progress files.

Rules exercised: GA.place.adjacent, GA.place.upper-colour, GA.score.tokens.
"""
from __future__ import annotations

import json

import matplotlib

matplotlib.use("Agg")

import rulekit  # noqa: E402
import widgets  # noqa: E402
from rulekit.practice import Mastery  # noqa: E402


def test_buttons_answer_mark_explain_and_count_first_answers_only():
    p = widgets.Practice("golden_ankh", rules=["GA.place.adjacent"], seed=2)
    q = p.question
    assert q.rule == "GA.place.adjacent" and q.kind == "legal"
    assert p.board.value[:4] == b"\x89PNG" and "legal" in p.prompt.value.lower()
    wrong = p.illegal_button if q.answer else p.legal_button
    wrong.click()
    assert "Not quite" in p.feedback.value and "GA.place.adjacent" in p.feedback.value
    assert q.misreading.quote_text() in p.feedback.value.replace("&quot;", '"')
    assert p.legal_button.disabled and p.illegal_button.disabled
    rec = p.mastery.of("golden_ankh")["GA.place.adjacent"]
    assert (rec.tries, rec.first_try_correct) == (1, 0)
    p.answer(q.answer)  # a second try is shown as right but not counted
    assert p.mastery.of("golden_ankh")["GA.place.adjacent"].tries == 1
    assert "0/1 right" in p.summary.value and "not yet sure" in p.summary.value
    p.next_button.click()
    assert p.question.key != q.key and p.feedback.value == "" and not p.legal_button.disabled


def test_a_rule_is_mastered_after_enough_right_first_answers():
    p = widgets.Practice("golden_ankh", rules=["GA.place.upper-colour"], seed=4)
    for _ in range(4):
        p.answer(p.question.answer)
        p.next_question()
    assert p.mastery.of("golden_ankh")["GA.place.upper-colour"].status == "mastered"
    assert "mastered" in p.summary.value


def test_score_questions_take_a_number():
    p = widgets.Practice("golden_ankh", rules=["GA.score.tokens"], seed=1)
    q = p.question
    assert q.kind == "score" and p.score_row.layout.display is None and p.legal_row.layout.display == "none"
    p.score_box.value = str(q.misread_answer)
    p.check_button.click()
    assert "Not quite" in p.feedback.value and f"has {q.answer} points" in p.feedback.value


def test_korean_everywhere():
    with rulekit.i18n.language("ko"):
        p = widgets.Practice("golden_ankh", seed=3)
        p.answer(p.question.answer)
        assert "정답" in p.feedback.value and "흔한 오해" in p.feedback.value
        assert p.next_button.description == "다음 문제" and "규칙별 진도" in p.summary.value
        assert p.legal_button.description.startswith("된다")


def test_progress_is_saved_after_every_answer_and_read_back(tmp_path):
    path = tmp_path / "jimin.json"
    p = widgets.Practice("golden_ankh", seed=5, learner="지민", progress=path)
    p.answer(p.question.answer)
    saved = Mastery.load(path)
    assert saved.learner == "지민" and sum(r.tries for r in saved.of("golden_ankh").values()) == 1
    again = widgets.Practice("golden_ankh", seed=6, progress=path)
    assert again.mastery.to_dict() == saved.to_dict()
    again.reset_button.click()
    assert Mastery.load(path).of("golden_ankh") == {}


def test_an_edited_progress_file_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "cheat.json"
    m = Mastery("C")
    m.record("golden_ankh", "GA.place.adjacent", correct=False)
    data = json.loads(m.to_json())
    data["mastery"]["games"]["golden_ankh"]["GA.place.adjacent"]["first_try_correct"] = 1
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_text(encoding="utf-8")
    p = widgets.Practice("golden_ankh", seed=1, progress=path)
    assert "not read" in p.save_status.value and p.mastery.of("golden_ankh") == {}
    p.answer(p.question.answer)
    assert path.read_text(encoding="utf-8") == before  # never overwritten


def test_a_legal_or_illegal_question_says_turn_in_the_game_s_own_word():
    """El Dorado's rulebook says 턴 for a turn, Golden Ankh's 차례: the question under the board uses the
    word the board's status line uses."""
    with rulekit.i18n.language("ko"):
        for game, word in (("el_dorado", "턴"), ("golden_ankh", "차례")):
            p = widgets.Practice(game, seed=3)
            while p.question.kind != "legal":
                p.next_button.click()
            assert f" {word}에 이렇게 하려고 합니다" in p.prompt.value
