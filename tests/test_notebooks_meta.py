"""Every lesson notebook is ready to open: a valid file (``nbformat.validate``), a kernelspec, no stored
errors, only the kit's public API.

Public means what Python's convention says: no module, name or attribute whose name starts with an
underscore.  Besides ``rulekit`` and ``widgets``, lessons may use the standard library and the
libraries the kit itself depends on for tables and plots.
"""
from __future__ import annotations

import ast
import json
import sys
from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
ALL = sorted(p for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
KERNELSPEC = {"name": "python3", "display_name": "Python 3", "language": "python"}
# Lessons speak through the kit; the standard library and the kit's own plotting/table libraries are fine.
OUTSIDE_OK = set(sys.stdlib_module_names) | {"pandas", "matplotlib", "ipywidgets", "IPython"}


def ids(paths):
    return [str(p.relative_to(NOTEBOOKS)) for p in paths]


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def code_of(path: Path) -> list[tuple[int, str]]:
    cells = []
    for i, cell in enumerate(load(path)["cells"]):
        if cell["cell_type"] == "code":
            source = "".join(cell["source"])
            # IPython magics and shell lines are not Python
            lines = [ln for ln in source.splitlines() if not ln.lstrip().startswith(("%", "!"))]
            cells.append((i, "\n".join(lines)))
    return cells


def import_problems(source: str) -> list[str]:
    problems = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                problems.append(f"relative import from {node.module!r}")
                continue
            module = node.module or ""
            names = [module]
            private = [a.name for a in node.names if a.name.startswith("_") or a.name == "*"]
            if module.split(".")[0] in {"rulekit", "widgets"} and private:
                problems.append(f"from {module} import {', '.join(private)}")
        elif isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            problems.append(f"private attribute .{node.attr}")
            continue
        else:
            continue
        for name in names:
            top = name.split(".")[0]
            if top in {"rulekit", "widgets"}:
                if any(part.startswith("_") for part in name.split(".")):
                    problems.append(f"import of the private module {name}")
            elif top not in OUTSIDE_OK:
                problems.append(f"import of {name} (lessons use rulekit and widgets)")
    return problems


@pytest.mark.parametrize("edition", ["ko", "en"])
def test_each_edition_has_a_front_door(edition):
    assert (NOTEBOOKS / edition / "00_start_here.ipynb") in ALL


@pytest.mark.parametrize("path", ALL, ids=ids(ALL))
def test_kernelspec_is_kept(path):
    nb = load(path)
    assert nb.get("nbformat") == 4
    assert nb["metadata"].get("kernelspec") == KERNELSPEC


@pytest.mark.parametrize("path", ALL, ids=ids(ALL))
def test_the_file_is_a_valid_notebook(path):
    # nbconvert, JupyterLab and the handouts refuse an invalid file (e.g. a cell id outside
    # [a-zA-Z0-9-_]{1,64}); the file is checked as stored, with nothing repaired on reading
    nbformat.validate(load(path))


def test_an_invalid_cell_id_is_refused():
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("x")])
    nbformat.validate(nb)
    nb.cells[0]["id"] = "fertility.ipynb-00"
    with pytest.raises(nbformat.ValidationError):
        nbformat.validate(nb)


@pytest.mark.parametrize("path", ALL, ids=ids(ALL))
def test_no_stored_errors(path):
    for i, cell in enumerate(load(path)["cells"]):
        for output in cell.get("outputs", []):
            assert output.get("output_type") != "error", f"cell {i} stores an error: {output.get('ename')}"
            assert output.get("name") != "stderr" or "Traceback" not in "".join(output.get("text", "")), (
                f"cell {i} stores a traceback"
            )


@pytest.mark.parametrize("path", ALL, ids=ids(ALL))
def test_imports_only_the_public_api(path):
    problems = []
    for i, source in code_of(path):
        try:
            found = import_problems(source)
        except SyntaxError as exc:
            found = [f"syntax error: {exc}"]
        problems += [f"cell {i}: {p}" for p in found]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("source", "bad"),
    [
        ("import rulekit\nfrom rulekit import golden_ankh as ga\nimport widgets", False),
        ("from rulekit.golden_ankh import new_game\nfrom widgets import Explorer", False),
        ("import json, math\nimport pandas as pd", False),
        ("from rulekit.bots import make_bot\nfrom rulekit.rng import Rng", False),
        ("from rulekit._speedups import fast", True),
        ("import widgets._impl", True),
        ("from rulekit import _private", True),
        ("import numpy", True),
        ("state._advance(action)", True),
        ("from . import helper", True),
    ],
)
def test_the_import_rule_itself(source, bad):
    assert bool(import_problems(source)) == bad
