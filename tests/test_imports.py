"""The kit's modules import in any order, and the base modules need no late imports.

``rulekit.errors`` is defined first (it depends on ``rulekit.i18n`` alone), so ``core``, ``checks`` and
``registry`` import what they use at the top of the file: no import hides inside a function to break a
cycle.  The same holds for every module of ``rulekit.bots`` and of ``rulekit.practice``.  Each order is
tried in a fresh interpreter, since a module imported once stays imported.
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


BOTS = sorted(path.stem for path in (ROOT / "bots").glob("*.py"))


@pytest.mark.parametrize("name", BOTS)
def test_bots_import_the_kit_at_the_top(name: str) -> None:
    """``rulekit.bots``: no function imports a kit module, and no kit import comes after the module's
    first function or class (the search bot, the hints and the games' bot modules import each other at
    the top: no cycle is held apart by a late import)."""
    tree = _parse(f"bots/{name}")
    module = f"rulekit.bots.{name}"
    late = []
    for func in ast.walk(tree):
        if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found = _kit_imports(func, module)
            late += [f"line {getattr(node, 'lineno', 0)}: {target}" for node, target in found]
    assert late == []
    assert _imports_after_definitions(tree) == []


PRACTICE = sorted(path.stem for path in (ROOT / "practice").glob("*.py"))
#: The package's own modules (the others are the games' misreadings, ``rulekit/practice/<game>.py``).
PRACTICE_ROOMS = ["__init__", "catalogue", "classes", "errors", "generator", "mastery", "storage"]


@pytest.mark.parametrize("name", PRACTICE)
def test_practice_imports_the_kit_at_the_top(name: str) -> None:
    """``rulekit.practice``: its rooms (catalogue, generator, mastery, storage, classes) and the games'
    modules import the kit at the top, never inside a function, and never after their first definition."""
    tree = _parse(f"practice/{name}")
    module = f"rulekit.practice.{name}"
    late = []
    for func in ast.walk(tree):
        if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found = _kit_imports(func, module)
            late += [f"line {getattr(node, 'lineno', 0)}: {target}" for node, target in found]
    assert late == []
    assert _imports_after_definitions(tree) == []


def test_practice_modules_are_found_and_resolved() -> None:
    """The check above sees every practice module, and resolves their relative imports."""
    assert set(PRACTICE_ROOMS) | {"golden_ankh", "el_dorado", "fertility", "elfengold"} == set(PRACTICE)
    found = {target for _, target in _kit_imports(_parse("practice/mastery"), "rulekit.practice.mastery")}
    assert {"rulekit.practice.storage", "rulekit.registry"} <= found


def _imports_after_definitions(tree: ast.Module) -> list[int]:
    """The lines of module-level imports placed after the first function or class of ``tree``."""
    first = next((node.lineno for node in tree.body
                  if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))), None)
    if first is None:
        return []
    return [node.lineno for node in tree.body
            if isinstance(node, (ast.Import, ast.ImportFrom)) and node.lineno > first]


def test_bots_modules_are_found_and_resolved() -> None:
    """The check above sees every bots module, and resolves their relative imports to kit modules."""
    assert {"__init__", "basic", "mcts", "knowledge", "golden_ankh"} <= set(BOTS)
    found = {target for _, target in _kit_imports(_parse("bots/__init__"), "rulekit.bots.__init__")}
    assert {"rulekit.bots.mcts", "rulekit.registry"} <= found
    assert "rulekit.bots.knowledge" in {t for _, t in _kit_imports(_parse("bots/golden_ankh"),
                                                                      "rulekit.bots.golden_ankh")}


def test_import_after_definitions_is_seen() -> None:
    """An import at the end of a module, after its functions (held there by a cycle), is reported."""
    tree = ast.parse("import json\n\ndef f():\n    return 1\n\nfrom .mcts import MCTSBot  # noqa: E402\n")
    assert _imports_after_definitions(tree) == [6]


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
