"""No module of the kit (``rulekit/``) or of its Jupyter layer (``widgets/``) is over 800 lines.

A module that grows past that holds more than one thing: split it along the rulebook's sections or
the layer's parts (as ``rulekit.golden_ankh.position``, the notation, and ``rulekit.golden_ankh.edits``,
its edits).
"""
from __future__ import annotations

from pathlib import Path

import pytest

import rulekit
import widgets

LIMIT = 800
ROOTS = [Path(rulekit.__file__).parent, Path(widgets.__file__).parent]
MODULES = sorted(path for root in ROOTS for path in root.rglob("*.py") if "__pycache__" not in path.parts)


def lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def name(path: Path) -> str:
    return path.relative_to(ROOTS[0].parent).as_posix()


def test_the_modules_are_found():
    assert {
        "rulekit/core.py", "rulekit/golden_ankh/position.py", "rulekit/golden_ankh/edits.py",
        "rulekit/bots/mcts.py", "widgets/board.py", "widgets/editor/app.py", "widgets/golden_ankh/view.py",
    } <= {name(path) for path in MODULES}


@pytest.mark.parametrize("path", MODULES, ids=name)
def test_no_module_is_over_800_lines(path: Path):
    assert lines(path) <= LIMIT


def test_the_count_sees_a_long_module(tmp_path: Path):
    long = tmp_path / "long.py"
    long.write_text("x = 1\n" * (LIMIT + 1), encoding="utf-8")
    assert lines(long) == LIMIT + 1 > LIMIT
