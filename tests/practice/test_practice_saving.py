"""The Practice widget keeps a learner's progress, and the class view shows every file.

Rules exercised: GA.place.adjacent, GA.place.upper-colour (the questions answered).
"""
from __future__ import annotations

import errno
import itertools
import json
import os

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
import tiers  # noqa: E402

import rulekit  # noqa: E402
import widgets  # noqa: E402
from rulekit import practice  # noqa: E402
from rulekit.practice import Mastery, PracticeError  # noqa: E402
from widgets.practice import ClassView, class_frame, class_html, class_plot  # noqa: E402

RULES = ["GA.place.adjacent", "GA.place.upper-colour"]


def _answer(p: widgets.Practice, right: bool = True) -> None:
    q = p.question
    p.answer(q.answer if right else (not q.answer if q.kind == "legal" else q.answer + 1))
    p.next_question()


# --------------------------------------------------------------------------- saving in the widget


def test_a_failed_save_is_shown_and_tried_again_on_the_next_answer(tmp_path, monkeypatch):
    path = tmp_path / "progress-지민.json"
    p = widgets.Practice("golden_ankh", rules=RULES, seed=2, learner="지민", progress=path)
    _answer(p)
    assert Mastery.load(path).answers() == 1
    real_replace = os.replace

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with rulekit.i18n.language("ko"):
        _answer(p)
        assert "저장하지 못했습니다" in p.save_status.value and "디스크가 가득" in p.save_status.value
    assert p.save_error is not None and p.save_error.message("en") != p.save_error.message("ko")
    assert Mastery.load(path).answers() == 1  # the file still holds what was saved before
    _answer(p)  # still failing: the widget keeps going
    assert p.mastery.answers() == 3 and p.progress == path
    monkeypatch.setattr(os, "replace", real_replace)
    _answer(p)
    assert p.save_error is None and "Saved" in p.save_status.value
    assert Mastery.load(path).to_dict() == p.mastery.to_dict() and p.mastery.answers() == 4


def test_a_failure_at_any_point_of_the_widgets_save_never_stops_saving(tmp_path, monkeypatch):
    path = tmp_path / "progress-a.json"
    p = widgets.Practice("golden_ankh", rules=RULES, seed=3, learner="a", progress=path)
    _answer(p)
    for k in tiers.sample(range(1, 14), 5):  # the k-th system call of a save fails (all 13 in the deep tier)
        saved = Mastery.load(path).answers()
        calls = {"n": 0}
        with monkeypatch.context() as mp:
            for name in ("open", "write", "fsync", "replace"):
                real = getattr(os, name)

                def wrapped(*args, _real=real, _calls=calls, _k=k, **kwargs):
                    _calls["n"] += 1
                    if _calls["n"] == _k:
                        raise OSError(errno.ENOSPC, "No space left on device")
                    return _real(*args, **kwargs)

                mp.setattr(os, name, wrapped)
            _answer(p)
        assert Mastery.load(path).answers() in (saved, saved + 1), k
        _answer(p)
        assert Mastery.load(path).to_dict() == p.mastery.to_dict(), k
        assert p.save_error is None and p.progress == path


def test_progress_is_saved_from_the_moment_the_learner_is_named(tmp_path):
    p = widgets.Practice("golden_ankh", rules=RULES, seed=1, folder=tmp_path)
    _answer(p)
    assert list(tmp_path.iterdir()) == [] and "name" in p.save_status.value.lower()
    p.learner_box.value = "서연"
    path = tmp_path / "progress-서연.json"
    assert p.progress == path and Mastery.load(path).answers() == 1  # the answer before the name too
    for _ in range(3):
        _answer(p)
        assert Mastery.load(path).to_dict() == p.mastery.to_dict()
    assert Mastery.load(path).learner == "서연"


def test_a_typed_name_cannot_leave_the_class_folder(tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    p = widgets.Practice("golden_ankh", rules=RULES, seed=1, folder=folder)
    p.learner_box.value = "../../evil/x"
    _answer(p)
    assert p.progress.parent == folder and sorted(q.name for q in tmp_path.iterdir()) == ["class"]
    assert Mastery.load(p.progress).learner == "../../evil/x"


def test_the_class_folder_comes_from_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv(widgets.practice.CLASS_FOLDER_VARIABLE, str(tmp_path))
    p = widgets.Practice("golden_ankh", rules=RULES, seed=1, learner="도윤")
    _answer(p)
    assert (tmp_path / "progress-도윤.json").exists()
    assert ClassView(game="golden_ankh").files[0].label == "도윤"


def test_a_returning_learner_continues_and_a_namesake_gets_a_file_of_their_own(tmp_path):
    first = widgets.Practice("golden_ankh", rules=RULES, seed=1, learner="민수", folder=tmp_path)
    for _ in range(3):
        _answer(first)
    again = widgets.Practice("golden_ankh", rules=RULES, seed=4, learner="민수", folder=tmp_path)
    assert again.mastery.answers() == 3 and "Not yours" in again.save_status.value
    assert again.not_me_button.layout.display is None
    _answer(again)  # a namesake answers before seeing the notice ...
    again.not_me_button.click()  # ... and then says it is not theirs
    mine = tmp_path / "progress-민수-2.json"
    assert again.progress == mine and again.mastery.answers() == 1
    assert Mastery.load(mine).answers() == 1
    assert Mastery.load(tmp_path / "progress-민수.json").to_dict() == first.mastery.to_dict()
    rows = practice.class_files(tmp_path)
    assert [r.label for r in rows] == ["민수 (progress-민수-2.json)", "민수 (progress-민수.json)"]


def test_two_learners_of_the_same_name_saving_at_once_are_kept_apart(tmp_path):
    a = widgets.Practice("golden_ankh", rules=RULES, seed=1, learner="하준", folder=tmp_path)
    _answer(a)
    b = widgets.Practice("golden_ankh", rules=RULES, seed=2, learner="하준", folder=tmp_path)
    _answer(a)  # a saves again: b's continued file has changed under it
    _answer(b)
    assert b.progress.name == "progress-하준-2.json" and "changed by someone else" in b.save_status.value
    assert Mastery.load(tmp_path / "progress-하준.json").to_dict() == a.mastery.to_dict()
    assert Mastery.load(b.progress).to_dict() == b.mastery.to_dict() and b.mastery.answers() == 1


def test_a_damaged_file_is_read_from_its_copy_and_the_widget_says_so(tmp_path):
    path = tmp_path / "progress-지민.json"
    p = widgets.Practice("golden_ankh", rules=RULES, seed=1, learner="지민", progress=path)
    for _ in range(3):
        _answer(p)
    path.write_bytes(path.read_bytes()[:40])
    with rulekit.i18n.language("ko"):
        again = widgets.Practice("golden_ankh", rules=RULES, seed=2, progress=path)
        assert "사본" in again.save_status.value
    assert again.mastery.answers() == 2 and again.mastery.learner == "지민"
    _answer(again)
    assert Mastery.load(path, backup=False).answers() == 3


def test_an_unreadable_file_without_a_copy_is_kept_and_answers_go_to_a_new_file(tmp_path):
    path = tmp_path / "progress-x.json"
    path.write_text("{ not json", encoding="utf-8")
    p = widgets.Practice("golden_ankh", rules=RULES, seed=1, progress=path)
    assert "not read" in p.save_status.value and "progress-x-2.json" in p.save_status.value
    _answer(p)
    assert path.read_text(encoding="utf-8") == "{ not json"
    assert Mastery.load(tmp_path / "progress-x-2.json").answers() == 1


# --------------------------------------------------------------------------- what the learner sees


def test_progress_per_rule_shows_from_the_first_answer_in_korean():
    with rulekit.i18n.language("ko"):
        p = widgets.Practice("golden_ankh", seed=1)
        assert "아직 안 풂" in p.summary.value
        for _ in range(10):
            _answer(p)
        text = p.summary.value
        assert "아직 모름 (문제 수 부족)" not in text and "지금까지 10문제" in text
        records = p.mastery.of("golden_ankh")
        for rule, rec in records.items():
            assert f"{rec.first_try_correct}/{rec.tries} 맞음" in text
            assert rulekit.rule_title(rule, "ko") in text
        judged = [r for r in records.values() if r.tries >= practice.MIN_TRIES]
        assert all(rulekit.i18n.pick("", {"mastered": "익혔음", "learning": "연습 중"}[r.status]) in text
                   for r in judged)


def test_a_rule_is_judged_once_it_has_enough_answers():
    p = widgets.Practice("golden_ankh", rules=["GA.place.adjacent"], seed=2)
    _answer(p)
    assert "1/1 right" in p.summary.value and "2 more to tell" in p.summary.value
    _answer(p, right=False)
    _answer(p)
    assert "2/3 right" in p.summary.value and "still learning" in p.summary.value


# --------------------------------------------------------------------------- the class view


def _class(folder, names):
    for i, (name, file) in enumerate(names):
        m = Mastery(name)
        for j in range(i % 4 + 1):
            m.record("golden_ankh", RULES[j % 2], correct=j % 3 != 1)
        m.save(folder / file)


def test_two_learners_of_the_same_name_are_two_rows(tmp_path):
    _class(tmp_path, [("민수", "progress-민수.json"), ("민수", "progress-민수-2.json"),
                      ("지민", "progress-지민.json")])
    rows = practice.class_table(tmp_path, "golden_ankh")
    assert {r["learner"] for r in rows} == {"민수 (progress-민수.json)", "민수 (progress-민수-2.json)",
                                            "지민"}
    frame = class_frame(tmp_path, "golden_ankh")
    assert len(frame) == 3 and "민수 (progress-민수-2.json)" in frame.index
    page = class_html(tmp_path, "golden_ankh")
    assert page.count("민수 (progress-민수") == 2


def test_a_bad_or_foreign_file_is_listed_with_its_reason_and_the_rest_shown(tmp_path):
    _class(tmp_path, [("지민", "progress-지민.json"), ("서연", "progress-서연.json")])
    text = (tmp_path / "progress-서연.json").read_bytes()
    (tmp_path / "progress-서연.json").write_bytes(text[: len(text) // 2])  # cut short, no copy
    (tmp_path / "progress-game.json").write_text(rulekit.golden_ankh.new_game(2, seed=1).to_json(),
                                                 encoding="utf-8")
    (tmp_path / "progress-empty.json").write_bytes(b"")
    rows = practice.class_table(tmp_path, "golden_ankh")
    bad = {r["file"]: r["error"] for r in rows if r["status"] == "unreadable"}
    assert set(bad) == {"progress-서연.json", "progress-game.json", "progress-empty.json"}
    assert "not a rulekit progress file" in bad["progress-game.json"]
    assert {r["learner"] for r in rows if r["status"] != "unreadable"} == {"지민"}
    with rulekit.i18n.language("ko"):
        frame = class_frame(tmp_path, "golden_ankh")
        assert "문제점" in frame.columns and "지민" in frame.index
        assert "rulekit 진도 파일이 아닙니다" in frame.loc["progress-game.json", "문제점"]
        page = class_html(tmp_path, "golden_ankh")
        assert "읽을 수 없는 파일" in page and "progress-서연.json" in page and "지민" in page
    fig = class_plot(tmp_path, "golden_ankh")
    assert any("progress-game.json" in t.get_text() for t in fig.texts)


def test_a_class_of_200_learners(tmp_path):
    names = [(f"학생{i:03d}", f"progress-s{i:03d}.json") for i in range(200)]
    _class(tmp_path, names)
    read = practice.class_files(tmp_path)
    assert len(read) == 200 and all(cf.ok for cf in read)
    rows = practice.class_table(tmp_path, "golden_ankh")
    assert len({r["learner"] for r in rows}) == 200
    assert len(class_frame(read, "golden_ankh")) == 200
    assert class_html(read, "golden_ankh").count("<tr>") == 201


def test_the_class_view_reads_the_folder_live_with_korean_titles(tmp_path):
    with rulekit.i18n.language("ko"):
        view = ClassView(tmp_path, "golden_ankh")
        assert view.files == [] and "아직 진도 파일" in view.table.value
        p = widgets.Practice("golden_ankh", rules=RULES, seed=1, learner="지민", folder=tmp_path)
        _answer(p)
        view.refresh_button.click()
        assert [f.label for f in view.files] == ["지민"]
        page = view.table.value
        assert "인접하게 놓기" in page and "word-break:keep-all" in page and "white-space:nowrap" in page
        _answer(p)
        view.refresh()
        assert view.files[0].mastery.answers() == 2


def test_a_missing_class_folder_is_a_bilingual_refusal(tmp_path):
    with pytest.raises(PracticeError) as err:
        practice.class_files(tmp_path / "nowhere")
    assert err.value.message("ko") != err.value.message("en")
    view = ClassView(tmp_path / "nowhere", "golden_ankh")
    assert view.files == [] and "nowhere" in view.message.value


def test_class_rows_keep_the_old_columns():
    m = practice.simulated_learner("golden_ankh", "A", answers=6)
    rows = practice.class_table([m], "golden_ankh")
    assert rows and all({"learner", "rule", "tries", "first_try_correct", "status"} <= set(r) for r in rows)
    assert json.dumps(rows)
    assert list(itertools.islice((r["learner"] for r in rows), 1)) == ["A"]


# --------------------------------------------------------------------------- typed points


def test_typed_points_are_read_as_typed_and_a_non_number_is_asked_again():
    """GA.score.tokens: a score question answered by typing; a number box that a mouse wheel can change
    is not used, and text that is no number is never counted as a wrong answer."""
    p = widgets.Practice("golden_ankh", rules=["GA.score.tokens"], seed=1)
    q = p.question
    assert q.kind == "score" and p.score_box.value == ""
    with rulekit.i18n.language("ko"):
        p.score_box.value = "열두"
        p.check_button.click()
        assert "숫자로 적고" in p.feedback.value and not p.answered
    assert p.mastery.answers() == 0
    wide = "".join(chr(ord("０") + int(d)) for d in str(q.answer))
    p.score_box.value = f" {wide}점 "
    p.check_button.click()
    assert p.answered and p.last_right and p.mastery.answers() == 1
    p.next_question()
    assert p.score_box.value == ""
    q = p.question
    p.score_box.value = f"{q.answer} points"
    p.check_button.click()
    assert p.last_right


def test_a_new_name_starts_its_own_file_and_the_answers_so_far_stay(tmp_path):
    p = widgets.Practice("golden_ankh", rules=RULES, seed=1, learner="가은", folder=tmp_path)
    _answer(p)
    _answer(p)
    p.learner_box.value = "나은"
    assert p.mastery.answers() == 0 and "progress-가은.json" in p.save_status.value
    _answer(p)
    assert Mastery.load(tmp_path / "progress-가은.json").answers() == 2
    assert Mastery.load(tmp_path / "progress-나은.json").answers() == 1


def test_the_class_view_reads_the_folder_by_itself_while_live(tmp_path):
    import asyncio

    async def main() -> None:
        view = ClassView(tmp_path, "golden_ankh", every=0.01)
        assert view.files == []
        view.live.value = True
        _class(tmp_path, [("지민", "progress-지민.json")])
        for _ in range(1000):
            if view.files:
                break
            await asyncio.sleep(0.01)
        assert [f.label for f in view.files] == ["지민"]
        view.live.value = False
        assert view._timer is None
        view.close()

    asyncio.run(main())
    outside = ClassView(tmp_path, "golden_ankh")
    outside.live.value = True  # no event loop runs here: it says so and stays off
    assert outside.live.value is False and "button" in outside.message.value


def test_a_learner_answers_ten_reopens_and_is_seen_in_the_class_view(tmp_path):
    """The learner's journey: ten answers, progress shown, the notebook reopened, the class view."""
    with rulekit.i18n.language("ko"):
        p = widgets.Practice("golden_ankh", seed=1, folder=tmp_path)
        p.learner_box.value = "지우"
        for _ in range(10):
            _answer(p)
        shown = p.summary.value
        assert "지금까지 10문제" in shown and "아직 모름" not in shown
        again = widgets.Practice("golden_ankh", seed=9, learner="지우", folder=tmp_path)
        assert again.mastery.to_dict() == p.mastery.to_dict() and "10문제" in again.save_status.value
        assert again.summary.value.count("맞음") == shown.count("맞음")
        view = ClassView(tmp_path, "golden_ankh")
        assert [f.label for f in view.files] == ["지우"] and view.files[0].mastery.answers() == 10


def test_a_file_the_learner_may_not_replace_sends_the_answers_to_a_file_of_their_own(tmp_path, monkeypatch):
    first = widgets.Practice("golden_ankh", rules=RULES, seed=1, learner="유나", folder=tmp_path)
    _answer(first)
    theirs = tmp_path / "progress-유나.json"
    before = theirs.read_bytes()
    again = widgets.Practice("golden_ankh", rules=RULES, seed=2, learner="유나", folder=tmp_path)
    real_replace = os.replace

    def guarded(src, dst, *args, **kwargs):  # a shared folder where another learner's file is theirs alone
        if str(dst).startswith(str(theirs)):
            raise OSError(errno.EACCES, "Permission denied")
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", guarded)
    _answer(again)
    assert again.save_error is None and again.progress.name == "progress-유나-2.json"
    assert theirs.read_bytes() == before and Mastery.load(again.progress).answers() == 1
