"""The kit's modules import in any order, and the base modules need no late imports.

``rulekit.errors`` is defined first (it depends on ``rulekit.i18n`` alone), so ``core``, ``checks`` and
``registry`` import what they use at the top of the file: no import hides inside a function to break a
cycle.  Each order is tried in a fresh interpreter, since a module imported once stays imported.
"""
from __future__ import annotations

import ast
import pkgutil
import random
import subprocess
import sys
from pathlib import Path

import pytest

import rulekit

ROOT = Path(rulekit.__file__).parent
#: Modules that must hold no in-function import of a kit module.
NO_LATE_IMPORTS = ("core", "checks", "registry", "errors", "i18n")


def _modules() -> list[str]:
    names = ["rulekit"]
    for info in pkgutil.walk_packages([str(ROOT)], prefix="rulekit."):
        names.append(info.name)
    return sorted(names)


def _kit_imports(tree: ast.AST, module: str) -> list[tuple[ast.AST, str]]:
    """Every import of a ``rulekit`` module in ``tree`` (absolute or relative), with the name imported."""
    package = module.rsplit(".", 1)[0]
    found: list[tuple[ast.AST, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node, alias.name) for alias in node.names if alias.name.split(".")[0] == "rulekit"]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.split(".")[0] == "rulekit":
                if node.module is None or target == "rulekit":
                    found += [(node, f"{target}.{alias.name}") for alias in node.names]
                else:
                    found.append((node, target))
    return found


def _parse(name: str) -> ast.Module:
    return ast.parse((ROOT / f"{name}.py").read_text(encoding="utf-8"))


def test_every_module_is_found() -> None:
    modules = _modules()
    assert {"rulekit.errors", "rulekit.core", "rulekit.checks", "rulekit.registry"} <= set(modules)
    assert any(name.startswith("rulekit.golden_ankh.") for name in modules)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_modules_import_in_any_order(seed: int) -> None:
    """Every kit module imports in a fresh interpreter, in a shuffled order."""
    modules = _modules()
    random.Random(seed).shuffle(modules)
    script = "import importlib, sys\nfor name in sys.argv[1:]:\n    importlib.import_module(name)\n"
    done = subprocess.run([sys.executable, "-c", script, *modules], capture_output=True, text=True,
                          cwd=ROOT.parent, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]


@pytest.mark.parametrize("first", ["rulekit.errors", "rulekit.core", "rulekit.checks", "rulekit.registry",
                                   "rulekit.rng", "rulekit.options", "rulekit.sim"])
def test_each_base_module_imports_first(first: str) -> None:
    done = subprocess.run([sys.executable, "-c", f"import {first}"], capture_output=True, text=True,
                          cwd=ROOT.parent, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]


def test_errors_depend_on_i18n_alone() -> None:
    """``rulekit.errors`` imports no kit module but ``rulekit.i18n``, and ``i18n`` imports no kit module."""
    imported = {name for _, name in _kit_imports(_parse("errors"), "rulekit.errors")}
    assert imported == {"rulekit.i18n"}
    assert _kit_imports(_parse("i18n"), "rulekit.i18n") == []


@pytest.mark.parametrize("name", NO_LATE_IMPORTS)
def test_no_late_imports_of_the_kit(name: str) -> None:
    """No function or method in the base modules imports a kit module (all imports are at the top)."""
    tree = _parse(name)
    late = []
    for func in ast.walk(tree):
        if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found = _kit_imports(func, f"rulekit.{name}")
            late += [f"line {getattr(node, 'lineno', 0)}: {target}" for node, target in found]
    assert late == []


def test_late_import_finder_sees_one() -> None:
    """The finder above reports a relative import inside a function (so the test can fail)."""
    tree = ast.parse("def f():\n    from .checks import show_value\n    import json\n")
    found = [target for func in tree.body for _, target in _kit_imports(func, "rulekit.core")]
    assert found == ["rulekit.checks"]


def test_old_import_paths_still_work() -> None:
    from rulekit import errors
    from rulekit.core import NotAnAction, OptionError, RuleViolation, SaveError
    from rulekit.sim import BotError

    assert RuleViolation is errors.RuleViolation is rulekit.RuleViolation
    assert (OptionError, SaveError, NotAnAction, BotError) == (
        errors.OptionError, errors.SaveError, errors.NotAnAction, errors.BotError)
    assert issubclass(rulekit.UnknownGame, errors.OptionError)
