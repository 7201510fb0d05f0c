"""Progress files that are never lost and never read unsafely.

A save writes a new file beside the old one, flushes it and puts it in place in one step, keeping
the last good copy; a read checks the file's type and size before it opens it, never follows a
link and never waits on a pipe; a typed name never takes a file out of its folder; the contents are
checked for what is possible (known rule IDs such as GA.place.adjacent, counts in range).
"""
from __future__ import annotations

import errno
import hashlib
import json
import os
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulekit import practice
from rulekit.practice import MAX_TRIES, Mastery, PracticeError

RULE = "GA.place.adjacent"
OTHER = "GA.place.upper-colour"


def _korean(err: PracticeError) -> bool:
    ko = err.message("ko")
    return ko != err.message("en") and any("\uac00" <= c <= "\ud7a3" for c in ko)


def _learner(answers: int, name: str = "지민") -> Mastery:
    m = Mastery(name)
    for i in range(answers):
        m.record("golden_ankh", RULE if i % 2 else OTHER, correct=i % 3 != 0, seconds=2.5)
    return m


def _resealed(m: Mastery, edit) -> str:
    data = json.loads(m.to_json())
    edit(data)
    body = json.dumps(data["mastery"], sort_keys=True, ensure_ascii=False)
    data["sha256"] = hashlib.sha256(body.encode()).hexdigest()
    return json.dumps(data, ensure_ascii=False)


# --------------------------------------------------------------------------- a failure at every point


class Fail:
    """Raise ENOSPC at the k-th call of any patched os function (0: never), counting the calls."""

    NAMES = ("open", "write", "fsync", "replace", "fchmod", "close", "read", "lstat", "fstat")

    def __init__(self, monkeypatch: pytest.MonkeyPatch, k: int) -> None:
        self.k, self.calls = k, 0
        for name in self.NAMES:
            if hasattr(os, name):
                monkeypatch.setattr(os, name, self._wrap(getattr(os, name)))

    def _wrap(self, real):
        def call(*args, **kwargs):
            self.calls += 1
            if self.calls == self.k:
                raise OSError(errno.ENOSPC, "No space left on device")
            return real(*args, **kwargs)
        return call


def _count_calls(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> int:
    path = tmp_path / "count" / "progress-a.json"
    path.parent.mkdir()
    _learner(3).save(path)
    with monkeypatch.context() as mp:
        counter = Fail(mp, 0)
        _learner(4).save(path)
    return counter.calls


@pytest.mark.parametrize("with_backup", [False, True])
def test_a_failure_at_every_point_of_a_save_leaves_the_old_or_the_new_progress(tmp_path, monkeypatch,
                                                                              with_backup):
    """GA.place.adjacent answers saved over older ones, with ENOSPC injected at every call in turn."""
    total = _count_calls(tmp_path, monkeypatch)
    assert total >= 8  # open, chmod, write, fsync, close, replace, for the copy and the file
    old, new = _learner(3), _learner(4)
    for k in range(1, total + 2):
        folder = tmp_path / f"k{k}"
        folder.mkdir()
        path = folder / "progress-지민.json"
        if with_backup:
            _learner(2).save(path)
        old.save(path)
        with monkeypatch.context() as mp:
            Fail(mp, k)
            try:
                new.save(path)
                failed = None
            except PracticeError as exc:
                failed = exc
        got = Mastery.load(path, backup=False).to_dict()  # the file itself, not its copy
        assert got in (old.to_dict(), new.to_dict()), k
        if failed is not None:
            assert _korean(failed) and failed.field == "disk", (k, failed.en)
        else:
            assert got == new.to_dict(), k
        leftovers = [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]
        assert leftovers == [], k
        copy = practice.backup_path(path)
        if with_backup or copy.exists():
            assert Mastery.load(copy).to_dict() in (old.to_dict(), _learner(2).to_dict())


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(plan=st.lists(st.tuples(st.integers(0, 12), st.integers(0, 14)), min_size=1, max_size=6))
def test_any_sequence_of_saves_and_failures_keeps_the_last_saved_progress(tmp_path_factory, plan):
    """Whatever fails, the file holds exactly the progress of the last save that succeeded."""
    folder = tmp_path_factory.mktemp("seq")
    path = folder / "progress-a.json"
    last: dict | None = None
    mp = pytest.MonkeyPatch()
    try:
        for answers, k in plan:
            m = _learner(answers, "a")
            fail = Fail(mp, k)
            try:
                m.save(path)
                last = m.to_dict()
            except PracticeError:
                pass
            mp.undo()
            del fail
            if last is None:
                assert not path.exists()
            else:
                assert Mastery.load(path, backup=False).to_dict() == last
    finally:
        mp.undo()


# --------------------------------------------------------------------------- the last good copy


def test_a_damaged_file_is_read_from_its_last_good_copy_with_a_notice(tmp_path):
    path = tmp_path / "progress-지민.json"
    _learner(3).save(path)
    _learner(5).save(path)
    assert Mastery.load(practice.backup_path(path)).to_dict() == _learner(3).to_dict()
    text = path.read_bytes()
    path.write_bytes(text[: len(text) // 2])  # cut short by something outside the kit
    back = Mastery.load(path)
    assert back.to_dict() == _learner(3).to_dict()
    assert back.recovered is not None and _korean(back.recovered)
    assert "progress-지민.json.bak" in back.recovered.message("ko")
    with pytest.raises(PracticeError):
        Mastery.load(path, backup=False)
    # the next save keeps the good copy (the damaged file is not copied over it)
    back.record("golden_ankh", RULE, True)
    back.save(path)
    assert Mastery.load(practice.backup_path(path)).to_dict() == _learner(3).to_dict()
    assert Mastery.load(path, backup=False).answers() == 4


def test_a_missing_file_does_not_fall_back_to_a_copy(tmp_path):
    path = tmp_path / "progress-a.json"
    _learner(2).save(path)
    _learner(3).save(path)
    path.unlink()
    with pytest.raises(PracticeError) as err:
        Mastery.load(path)
    assert err.value.field == "missing" and _korean(err.value)


# --------------------------------------------------------------------------- size and type before reading


def test_a_100_mb_file_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "progress-big.json"
    with open(path, "wb") as f:
        f.truncate(100_000_000)  # sparse: 100 MB long, nothing on the disk
    tracemalloc.start()
    try:
        with pytest.raises(PracticeError) as err:
            Mastery.load(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert err.value.field == "size" and _korean(err.value)
    assert peak < 2_000_000


def test_a_link_to_dev_zero_and_the_device_itself_are_refused(tmp_path):
    link = tmp_path / "progress-zero.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(PracticeError) as err:
        Mastery.load(link)
    assert err.value.field == "type" and _korean(err.value)
    with pytest.raises(PracticeError) as err:
        Mastery.load("/dev/zero")
    assert err.value.field == "type"


@pytest.mark.timeout(60)
def test_a_pipe_named_like_a_progress_file_never_hangs(tmp_path):
    fifo = tmp_path / "progress-pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(PracticeError) as err:
        Mastery.load(fifo)
    assert err.value.field == "type" and _korean(err.value)
    with pytest.raises(PracticeError):
        _learner(1).save(fifo)  # never written into either
    rows = practice.class_table(tmp_path, "golden_ankh")
    assert [(r["file"], r["status"]) for r in rows] == [("progress-pipe.json", "unreadable")]


def test_a_folder_named_like_a_progress_file_is_refused(tmp_path):
    (tmp_path / "progress-dir.json").mkdir()
    with pytest.raises(PracticeError) as err:
        Mastery.load(tmp_path / "progress-dir.json")
    assert err.value.field == "type"


# --------------------------------------------------------------------------- never through a link


def test_save_never_writes_through_a_link(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    link = tmp_path / "progress-a.json"
    link.symlink_to(victim)
    with pytest.raises(PracticeError) as err:
        _learner(2).save(link)
    assert _korean(err.value)
    assert victim.read_text(encoding="utf-8") == "keep me" and link.is_symlink()


def test_a_link_in_place_of_the_copy_is_replaced_not_followed(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    path = tmp_path / "progress-a.json"
    _learner(2).save(path)
    practice.backup_path(path).symlink_to(victim)
    _learner(3).save(path)
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert not practice.backup_path(path).is_symlink()
    assert Mastery.load(practice.backup_path(path)).to_dict() == _learner(2).to_dict()


def test_a_saved_file_can_be_read_by_the_teacher(tmp_path):
    """The new file gets the usual permissions (a temporary file alone would be private)."""
    path = tmp_path / "progress-a.json"
    _learner(1).save(path)
    mask = os.umask(0)
    os.umask(mask)
    assert path.stat().st_mode & 0o777 == 0o666 & ~mask
    os.chmod(path, 0o640)
    _learner(2).save(path)
    assert path.stat().st_mode & 0o777 == 0o640


# --------------------------------------------------------------------------- typed names


NASTY = ["../../etc/passwd", "/etc/passwd", "..", ".", "", "   ", "a\x00b", "x" * 10_000, "CON", "aux.txt",
         "com1", "a/b\\c:d*e?f\"g<h>i|j", "김/민수", "\u202eevil", "민수\n", "~root", "$HOME", "🙂" * 50]


@pytest.mark.parametrize("name", NASTY)
def test_a_typed_name_never_writes_outside_the_progress_folder(tmp_path, name):
    folder = tmp_path / "class"
    folder.mkdir()
    path = practice.progress_path(folder, name)
    assert path.parent == folder
    assert path.name.startswith("progress-") and path.name.endswith(".json")
    assert "/" not in path.name and "\\" not in path.name and "\x00" not in path.name
    assert len(path.name.encode()) <= 200
    m = Mastery(name)
    m.record("golden_ankh", RULE, True)
    m.save(path)
    assert [p.name for p in tmp_path.iterdir()] == ["class"]
    back = Mastery.load(path)
    assert back.learner == practice.clean_name(name)  # the name as typed is kept inside the file


@settings(max_examples=200, deadline=None)
@given(name=st.text(max_size=300), number=st.integers(1, 10**6))
def test_any_name_gives_a_file_in_the_folder(name, number):
    path = practice.progress_path("/class", name, number)
    assert path.parent == Path("/class")
    assert path.name.startswith("progress-") and path.name.endswith(".json")
    assert path.name not in ("progress-.json",) and ".." not in path.name
    assert all(ch.isalnum() or ch in "-_." for ch in path.name)
    assert len(path.name.encode()) <= 200


# --------------------------------------------------------------------------- what is possible


@pytest.mark.parametrize("edit, field", [
    (lambda d: d["mastery"]["games"]["golden_ankh"][RULE].update(tries=10**6), "record"),
    (lambda d: d["mastery"]["games"]["golden_ankh"][RULE].update(tries=MAX_TRIES + 1), "record"),
    (lambda d: d["mastery"]["games"]["golden_ankh"][RULE].update(tries=0, first_try_correct=0), "record"),
    (lambda d: d["mastery"]["games"]["golden_ankh"][RULE].update(first_try_correct=99), "record"),
    (lambda d: d["mastery"]["games"]["golden_ankh"][RULE].update(first_try_correct=-1), "record"),
    (lambda d: d["mastery"]["games"]["golden_ankh"][RULE].update(tries=True), "record"),
    (lambda d: d["mastery"]["games"]["golden_ankh"][RULE].update(tries=2.0), "record"),
    (lambda d: d["mastery"]["games"]["golden_ankh"][RULE].update(seconds=10**8), "record"),
    (lambda d: d["mastery"]["games"]["golden_ankh"][RULE].update(seconds="5"), "record"),
    (lambda d: d["mastery"]["games"]["golden_ankh"][RULE].update(extra=1), "keys"),
    (lambda d: d["mastery"]["games"]["golden_ankh"].update({"GA.no-such-rule": {"tries": 1,
                                                            "first_try_correct": 1}}), "rule"),
    (lambda d: d["mastery"]["games"]["golden_ankh"].update({"ED.move.rubble": {"tries": 1,
                                                            "first_try_correct": 1}}), "rule"),
    (lambda d: d["mastery"]["games"].update({"chess": {}}), "games"),
    (lambda d: d["mastery"].update(learner="a\x00b"), "learner"),
    (lambda d: d["mastery"].update(learner="x" * 201), "learner"),
    (lambda d: d["mastery"].update(learner=7), "mastery"),
    (lambda d: d["mastery"].update(teacher="me"), "keys"),
    (lambda d: d.update(note="hi"), "keys"),
])
def test_impossible_contents_are_refused_even_when_resealed(edit, field):
    """A checksum redone by hand does not make impossible progress loadable."""
    text = _resealed(_learner(4), edit)
    with pytest.raises(PracticeError) as err:
        Mastery.from_json(text)
    assert err.value.field == field, err.value.en
    assert _korean(err.value)


def test_duplicate_keys_are_refused():
    text = _learner(2).to_json()
    once = '"format": "rulekit-mastery",'
    doubled = text.replace(once, once + " " + once)
    assert doubled != text
    with pytest.raises(PracticeError) as err:
        Mastery.from_json(doubled)
    assert _korean(err.value)


def test_what_the_kit_records_always_loads_back():
    m = Mastery("  민수\x00\u200b ")
    for _ in range(5):
        m.record("golden_ankh", RULE, True, seconds=float("inf"))
        m.record("golden_ankh", OTHER, False, seconds=10**9)
        m.record("golden_ankh", OTHER, True, seconds=float("nan"))
    back = Mastery.from_json(m.to_json())
    assert back.to_dict() == m.to_dict() and back.learner == "민수"
    assert back.of("golden_ankh")[OTHER].seconds <= 10 * practice.MAX_ANSWER_SECONDS
    with pytest.raises(PracticeError) as err:
        m.record("golden_ankh", "GA.no-such-rule", True)
    assert _korean(err.value)
    assert Mastery.from_json(m.to_json()).to_dict() == back.to_dict()  # nothing counted


def test_counts_stop_at_the_ceiling_and_still_load():
    m = Mastery("a")
    m.games["golden_ankh"] = {RULE: practice.RuleRecord(MAX_TRIES - 1, 5, 0.0)}
    m.record("golden_ankh", RULE, True)
    m.record("golden_ankh", RULE, True)
    assert m.of("golden_ankh")[RULE].tries == MAX_TRIES
    assert Mastery.from_json(m.to_json()).of("golden_ankh")[RULE].tries == MAX_TRIES


# --------------------------------------------------------------------------- properties

GA_RULES = sorted({m.rule for m in practice.select("golden_ankh")})


@settings(max_examples=60, deadline=None)
@given(name=st.text(max_size=250),
       answers=st.lists(st.tuples(st.sampled_from(GA_RULES), st.booleans(),
                                  st.floats(allow_nan=True, allow_infinity=True)), max_size=40))
def test_whatever_is_recorded_saves_and_loads_back_equal(name, answers):
    """Any learner name and any answers on GA rules (GA.place.adjacent ...) give a file that loads."""
    m = Mastery(name)
    for rule, right, secs in answers:
        m.record("golden_ankh", rule, right, seconds=secs)
    back = Mastery.from_json(m.to_json())
    assert back.to_dict() == m.to_dict() and back.learner == m.learner


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_a_damaged_file_is_refused_bilingually_or_read_as_a_possible_progress(data):
    """Cut, flipped or spliced bytes: a PracticeError, or progress that is possible; nothing else."""
    text = bytearray(_learner(6).to_json().encode())
    for _ in range(data.draw(st.integers(1, 4))):
        how = data.draw(st.sampled_from(["cut", "flip", "insert"]))
        at = data.draw(st.integers(0, len(text)))
        if how == "cut":
            del text[at:at + data.draw(st.integers(1, 50))]
        elif how == "flip" and at < len(text):
            text[at] = data.draw(st.integers(0, 255))
        else:
            text[at:at] = data.draw(st.binary(min_size=1, max_size=8))
    try:
        m = Mastery.from_json(bytes(text))
    except PracticeError as exc:
        assert exc.message("ko") and exc.message("en")
        return
    for game, rules in m.games.items():
        for rule, rec in rules.items():
            assert 0 <= rec.first_try_correct <= rec.tries <= MAX_TRIES, (game, rule)
