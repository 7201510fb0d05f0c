"""The generic widgets (Explorer, editor, practice, lab, board) as rooms a reader can find their way in:
no module over 800 lines, the kit's own modules imported at the top, no library's private handler lists
touched, and every name notebooks and tests use still importable where it was."""
from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import widgets

ROOT = Path(widgets.__file__).parent
GENERIC = ["explorer", "editor", "practice", "lab"]
FLAT = ["board.py", "frames.py", "display.py", "quiz.py", "handout.py", "present.py", "ui_text.py",
        "__init__.py"]


def generic_modules() -> list[Path]:
    files = [ROOT / name for name in FLAT]
    for package in GENERIC:
        files += sorted((ROOT / package).glob("*.py"))
    return files


@pytest.mark.parametrize("path", generic_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_generic_module_is_over_800_lines(path):
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 800


def late_kit_imports(path: Path) -> list[str]:
    """Imports of rulekit or widgets modules inside a function body."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for inner in ast.walk(node):
            if isinstance(inner, ast.ImportFrom):
                names = [inner.module or ""]
                if inner.level:  # a relative import: one of the kit's own
                    found.append(f"{node.name}: from {'.' * inner.level}{inner.module or ''}")
                    continue
            elif isinstance(inner, ast.Import):
                names = [alias.name for alias in inner.names]
            else:
                continue
            found += [f"{node.name}: {n}" for n in names if n.split(".")[0] in ("rulekit", "widgets")]
    return found


@pytest.mark.parametrize("path", generic_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_kits_own_modules_are_imported_at_the_top(path):
    assert late_kit_imports(path) == []


def test_the_late_import_check_sees_a_late_import(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("import os\n\ndef f():\n    from rulekit import bots\n    from . import ui_text\n"
                      "    import json\n")
    assert late_kit_imports(sample) == ["f: rulekit", "f: from ."]


@pytest.mark.parametrize("path", generic_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_library_handler_list_is_read_or_rewritten(path):
    text = path.read_text(encoding="utf-8")
    for private in ("_click_handlers", "_trait_notifiers", "callbacks.callbacks", "._rasterization_zorder"):
        assert private not in text


@pytest.mark.parametrize("where, name", [
    ("widgets", "Explorer"), ("widgets", "ClassView"), ("widgets", "Practice"), ("widgets", "Editor"),
    ("widgets", "ScoreCalculator"), ("widgets.explorer", "Explorer"), ("widgets.explorer", "W"),
    ("widgets.explorer", "ALL"), ("widgets.explorer", "PERSON"), ("widgets.explorer", "click_candidates"),
    ("widgets.explorer", "board_width"), ("widgets.explorer", "make_seat_bot"),
    ("widgets.explorer.clicks", "ClickPicker"), ("widgets.explorer.seats", "ComputerSeats"),
    ("widgets.editor", "spec_for"), ("widgets.editor", "EditorSpec"), ("widgets.editor", "ToolGroup"),
    ("widgets.editor", "EditorBug"), ("widgets.editor", "SPECS"), ("widgets.editor", "register_spec"),
    ("widgets.editor", "words"), ("widgets.editor", "label"), ("widgets.practice", "ClassView"),
    ("widgets.practice", "class_frame"), ("widgets.practice", "class_html"),
    ("widgets.practice", "class_plot"),
    ("widgets.practice", "misreadings_table"), ("widgets.practice", "CLASS_FOLDER_VARIABLE"),
    ("widgets.lab", "sweep"), ("widgets.lab", "balance"), ("widgets.lab", "BalanceReport"),
    ("widgets.lab", "LabApp"), ("widgets.lab", "plot_tally"), ("widgets.lab", "parse_option_text"),
    ("widgets.board", "render_png"), ("widgets.board", "looks"), ("widgets.board", "FrameCache"),
    ("widgets.board", "measure_step_vs_rebuild"),
])
def test_public_names_stay_where_notebooks_and_tests_find_them(where, name):
    assert hasattr(importlib.import_module(where), name)


def test_the_same_objects_are_found_by_both_paths():
    assert widgets.ClassView is widgets.practice.ClassView
    assert widgets.explorer.Explorer is widgets.Explorer
    assert widgets.editor.SPECS is importlib.import_module("widgets.editor.spec").SPECS
