"""``rulekit.practice`` is split into rooms by role, each found under its name and re-exported whole.

The catalogue of misreadings, the question generator, a learner's mastery, the progress files'
storage and the class folder each have a module of their own (at most about 500 lines); every name
the widgets, notebooks, tests and docs use is still ``rulekit.practice.<name>``.
"""
from __future__ import annotations

import importlib
import importlib.util
import inspect
import re
from pathlib import Path

import pytest
import rulekit_toy

import rulekit
from rulekit import practice, registry
from rulekit.practice import catalogue, classes, errors, generator, mastery, storage

ROOT = Path(rulekit.__file__).resolve().parents[1]
ROOMS = {"catalogue": catalogue, "classes": classes, "errors": errors, "generator": generator,
         "mastery": mastery, "storage": storage}
#: Every name of the package used outside it (widgets, notebooks, tests, tools, docs) before the split.
USED_OUTSIDE = ["Misreading", "Question", "Mastery", "RuleRecord", "PracticeError", "ClassFile", "KINDS",
                "misreadings", "select", "questions", "question_for", "score_question_for", "legal_without",
                "is_legal", "class_table", "class_files", "games_with_practice", "simulated_learner",
                "progress_path", "backup_path", "safe_file_stem", "clean_name", "MIN_TRIES", "MASTERED_SHARE",
                "MAX_TRIES", "MAX_ANSWER_SECONDS", "MAX_MASTERY_BYTES", "MAX_NAME_CHARS", "PROGRESS_GLOB",
                "MASTERY_FORMAT", "MASTERY_VERSION"]


@pytest.mark.parametrize("name", USED_OUTSIDE)
def test_every_name_is_still_found_on_the_package(name: str) -> None:
    value = getattr(practice, name)
    assert name in practice.__all__
    assert getattr(importlib.import_module("rulekit.practice"), name) is value


@pytest.mark.parametrize("name", [n for n in USED_OUTSIDE if callable(getattr(practice, n))])
def test_each_class_and_function_is_the_rooms_own(name: str) -> None:
    """The package re-exports the object its room defines (no second copy, no wrapper)."""
    obj = getattr(practice, name)
    room = obj.__module__.rsplit(".", 1)[-1]
    assert obj.__module__ == f"rulekit.practice.{room}" and room in ROOMS
    assert vars(ROOMS[room])[name] is obj


def test_the_package_exports_only_names_it_has() -> None:
    assert sorted(set(practice.__all__)) == sorted(practice.__all__)
    assert [name for name in practice.__all__ if not hasattr(practice, name)] == []


def test_names_in_the_kits_words_resolve() -> None:
    """``rulekit.practice.X`` written in the widgets, tools, notebooks and docs names something the
    package has (or one of its modules)."""
    found: set[str] = set()
    for folder in ("widgets", "tools", "notebooks", "docs"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in {".py", ".ipynb", ".md"} and path.is_file():
                found |= set(re.findall(r"rulekit\.practice\.([A-Za-z_][A-Za-z0-9_]*)",
                                        path.read_text(encoding="utf-8")))
    assert {"MIN_TRIES", "Mastery"} <= found
    missing = sorted(name for name in found if not hasattr(practice, name)
                     and importlib.util.find_spec(f"rulekit.practice.{name}") is None)
    assert missing == []


@pytest.mark.parametrize("room", sorted(ROOMS) + ["__init__"])
def test_each_room_is_small(room: str) -> None:
    path = Path(practice.__file__).with_name(f"{room}.py")
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 500


def test_the_package_module_holds_no_code_of_its_own() -> None:
    """``rulekit/practice/__init__.py`` is the docstring and the re-exports."""
    assert all(getattr(value, "__module__", "rulekit.practice.x").startswith("rulekit.practice.")
               and getattr(value, "__module__", "") != "rulekit.practice"
               for name, value in vars(practice).items()
               if inspect.isclass(value) or inspect.isfunction(value))


def test_a_game_named_like_a_room_finds_its_own_practice_module(monkeypatch: pytest.MonkeyPatch) -> None:
    """The games' modules share the package with its rooms: a game called ``storage`` gets the
    ``practice`` module of its own package, never the room (which has no ``VARIANTS``)."""
    monkeypatch.setitem(registry._extra, "storage", rulekit_toy)
    assert catalogue._practice_module("storage") is importlib.import_module("rulekit_toy.practice")
    own = importlib.import_module("rulekit.practice.golden_ankh")
    assert catalogue._practice_module("golden_ankh") is own
    assert set(catalogue.ROLE_MODULES) == set(ROOMS)


def test_a_progress_file_written_by_storage_is_read_by_mastery(tmp_path: Path) -> None:
    """The rooms meet where a save does: storage's atomic write, mastery's checked reading (an answer
    on GA.place.adjacent kept)."""
    m = practice.Mastery("민수")
    m.record("golden_ankh", "GA.place.adjacent", correct=True)
    path = m.save(practice.progress_path(tmp_path, m.learner))
    assert storage.read_bounded(path) == m.to_json().encode("utf-8")
    assert practice.Mastery.load(path).of("golden_ankh") == m.of("golden_ankh")
    with pytest.raises(practice.PracticeError) as info:
        storage.read_bounded(tmp_path / "progress-nobody.json")
    assert info.value.field == "missing"
