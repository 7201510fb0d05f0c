"""Each game's Jupyter layer is one package, ``widgets/<game>/``: no module over 800 lines, no private
name of another object used (the kit's editor and Explorer, matplotlib and ipywidgets are used through
their public names), the editor spec found in the package, and no flat module of the game left beside it."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import widgets
from rulekit.registry import GAMES
from widgets.editor import spec_for

ROOT = Path(widgets.__file__).parent
MODULES = sorted(path for game in GAMES for path in (ROOT / game).glob("*.py"))


def private_names_of_others(path: Path) -> set[str]:
    """``obj._name`` where ``obj`` is not ``self``/``cls`` (dunder names are public protocol)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {
        f"{ast.unparse(node.value)}.{node.attr}" for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")
        and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
    }


def test_every_game_has_a_package():
    assert {path.parent.name for path in MODULES} == set(GAMES)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_module_of_a_game_package_is_over_800_lines(path):
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 800


@pytest.mark.parametrize("path", MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_game_package_uses_only_public_names_of_other_objects(path):
    assert private_names_of_others(path) == set()


def test_the_private_name_check_sees_one(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("def f(editor, self):\n    editor._guard(1)\n    self._ok()\n    len.__name__\n")
    assert private_names_of_others(sample) == {"editor._guard"}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_editor_spec_lives_in_the_package_and_no_flat_module_is_left(game):
    assert type(spec_for(game)).__module__ == f"widgets.{game}.editor"
    for flat in (f"{game}.py", f"{game}_icons.py", f"editor_{game}.py"):
        assert not (ROOT / flat).exists(), flat
