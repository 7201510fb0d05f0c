"""widgets/fertility as a room a reader can find their way in: short modules named by role, the kit's
modules imported at the top, no library's private attributes, and every Korean label in words.py, with
the names the game's data has read from it (glossary, final scoring's categories)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import rulekit
from rulekit.fertility.scoring import PART_NAMES_KO, PARTS
from widgets.fertility import words

ROOT = Path(words.__file__).parent
MODULES = sorted(ROOT.glob("*.py"))
ROLES = {"__init__", "view", "artists", "restyle", "clicks", "icons", "words", "legend", "lab", "editor",
         "panels", "scores"}
# Korean particles chosen by rulekit.i18n.josa are grammar, not labels
PARTICLES = {"을", "를", "이", "가", "은", "는", "으로", "로", "와", "과"}


def hangul(text: str) -> bool:
    return any("\uac00" <= ch <= "\ud7a3" for ch in text)


def literals(path: Path) -> list[str]:
    """The string constants of a module that are not docstrings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {
        id(node.body[0].value) for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body
        and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)
    }
    return [n.value for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs]


def test_the_package_holds_the_modules_named_by_role():
    assert {p.stem for p in MODULES} == ROLES


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_no_module_is_over_600_lines(path):
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 600


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_imports_are_at_the_top(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    late = [f"{fn.name}: line {node.lineno}" for fn in ast.walk(tree)
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))
            for node in ast.walk(fn) if isinstance(node, (ast.Import, ast.ImportFrom))]
    assert late == []


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_no_private_attribute_of_another_object_is_touched(path):
    """Library objects (matplotlib artists, ipywidgets) are used through their documented API only."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    touched = {
        f"{ast.unparse(n.value)}.{n.attr}" for n in ast.walk(tree)
        if isinstance(n, ast.Attribute) and n.attr.startswith("_") and not n.attr.startswith("__")
        and not (isinstance(n.value, ast.Name) and n.value.id in ("self", "cls"))
    }
    assert touched == set()



@pytest.mark.parametrize("path", [p for p in MODULES if p.stem != "words"], ids=lambda p: p.name)
def test_korean_labels_live_in_words_only(path):
    assert [s for s in literals(path) if hangul(s) and s not in PARTICLES] == []


def test_the_korean_check_sees_a_label(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('"""문서."""\nx = "을"\ny = "계곡 타일"\n', encoding="utf-8")
    assert [s for s in literals(sample) if hangul(s) and s not in PARTICLES] == ["계곡 타일"]


def test_names_the_data_has_are_read_from_it():
    """FE.setup.common-supply, FE.score.order: the glossary's resources and monuments, the scoring's parts."""
    terms = {t.id: t for t in rulekit.glossary("fertility")}
    for letter, term in {"M": "marble", "C": "cattle", "P": "papyrus", "G": "grapes", "W": "wheat"}.items():
        assert words.NAMES[letter] == (terms[term].en, terms[term].ko)
    for kind in ("obelisk", "pyramid", "sphinx", "temple"):
        assert words.MONUMENT_NAMES[kind] == (terms[kind].en, terms[kind].ko)
    assert words.TEXT["supply"] == ("Common supply", terms["common-supply"].ko)
    korean = [f"{k}. {PART_NAMES_KO[part]}" for k, part in enumerate(PARTS, 1)]
    assert [c[1]["ko"] for c in words.CATEGORIES] == korean
    assert [c[1]["en"] for c in words.CATEGORIES] == ["1. Normal shops", "2. Special shops", "3. God statues",
                                                      "4. Monuments", "5. Wheat store"]
