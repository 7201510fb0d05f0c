"""The learner's working copy that ``make lab`` opens (tools/workcopy.py): lessons run there, never in
the checkout, and an update keeps what the learner edited."""
from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("workcopy", ROOT / "tools" / "workcopy.py")
assert _spec is not None and _spec.loader is not None
workcopy = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(workcopy)


def notebook(*sources: str, outputs: list | None = None) -> str:
    cells = [{"cell_type": "code", "id": f"c{i}", "metadata": {}, "source": s, "execution_count": None,
              "outputs": outputs or []} for i, s in enumerate(sources)]
    return json.dumps({"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": cells})


def test_first_run_copies_both_editions_and_an_update_keeps_the_learners_edits(tmp_path):
    src, work = tmp_path / "notebooks", tmp_path / "work"
    for lang in ("ko", "en"):
        (src / lang / "game").mkdir(parents=True)
        (src / lang / "00_start_here.ipynb").write_text(notebook(f"# {lang}"))
        (src / lang / "game" / "01.ipynb").write_text(notebook("a = 1"))
        (src / lang / "game" / "02.ipynb").write_text(notebook("b = 1"))
    checkout = {p: p.read_bytes() for p in src.rglob("*") if p.is_file()}
    done = workcopy.update(src, work)
    assert {p: p.read_bytes() for p in src.rglob("*") if p.is_file()} == checkout
    assert len(done["copied"]) == 6 and (work / "en" / "00_start_here.ipynb").is_file()
    assert workcopy.update(src, work)["same"] == sorted(done["copied"])  # nothing new: nothing done

    # the learner runs 01 (outputs saved), edits 02 and saves a progress file; then the checkout changes
    (work / "ko" / "game" / "01.ipynb").write_text(notebook("a = 1", outputs=[{"text": "1"}]))
    (work / "ko" / "game" / "02.ipynb").write_text(notebook("b = 2  # mine"))
    (work / "ko" / "progress-민지.json").write_text("{}")
    for name in ("01", "02"):
        (src / "ko" / "game" / f"{name}.ipynb").write_text(notebook("new = 1"))
    (src / "ko" / "game" / "03.ipynb").write_text(notebook("c = 1"))
    checkout = {p: p.read_bytes() for p in src.rglob("*") if p.is_file()}

    done = workcopy.update(src, work)
    assert done["updated"] == ["ko/game/01.ipynb"] and done["kept"] == ["ko/game/02.ipynb"]
    assert done["copied"] == ["ko/game/03.ipynb"]
    def first_source(name: str) -> str:
        return json.loads((work / "ko" / "game" / name).read_text())["cells"][0]["source"]

    assert first_source("01.ipynb") == "new = 1" and first_source("02.ipynb") == "b = 2  # mine"
    assert (work / "ko" / "game" / "02.new.ipynb").read_text() == notebook("new = 1")
    assert (work / "ko" / "progress-민지.json").read_text() == "{}"
    assert {p: p.read_bytes() for p in src.rglob("*") if p.is_file()} == checkout  # the checkout untouched
    again = workcopy.update(src, work)
    assert again["kept"] == again["updated"] == again["copied"] == []


def test_the_command_line_reports_what_it_did(tmp_path):
    src = tmp_path / "notebooks" / "ko"
    src.mkdir(parents=True)
    (src / "00_start_here.ipynb").write_text(notebook("x = 1"))
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "workcopy.py"), "--source",
                          str(tmp_path / "notebooks"), "--work", str(tmp_path / "work")],
                         capture_output=True, text=True, check=True)
    assert "1 notebooks copied" in run.stdout and (tmp_path / "work" / "ko" / "00_start_here.ipynb").is_file()
