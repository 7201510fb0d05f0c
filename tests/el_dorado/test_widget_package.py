"""widgets.el_dorado is one package: modules by role, none long, its public names where notebooks find them.

The picture's behaviour itself is tested in test_widgets.py, test_click_play.py and test_board_readable.py
(ED.turn.phases: a turn played by clicks); here the house it lives in.
"""
from __future__ import annotations

import importlib.util
import inspect
from pathlib import Path

import pytest

pytest.importorskip("matplotlib")

from matplotlib.figure import Figure  # noqa: E402

import widgets  # noqa: E402
import widgets.el_dorado as wed  # noqa: E402
from widgets.el_dorado.artists import Pic  # noqa: E402

PACKAGE = Path(wed.__file__).parent


def test_no_module_of_the_package_passes_800_lines():
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in PACKAGE.glob("*.py")}
    assert len(sizes) >= 12
    assert {name: n for name, n in sizes.items() if n > 800} == {}


def test_the_flat_modules_are_gone():
    for name in ("widgets.el_dorado_icons", "widgets.editor_el_dorado"):
        assert importlib.util.find_spec(name) is None, name


def test_the_public_names_are_the_functions_and_classes_notebooks_use():
    """A submodule never hides a function of the same name (``widgets.el_dorado.describe`` is callable)."""
    for name in wed.__all__:
        value = getattr(wed, name)
        assert not inspect.ismodule(value), name
    for name in ("draw", "describe", "panels", "legend_png", "card_table", "deck_growth", "bought_table"):
        assert callable(getattr(wed, name)), name
    assert widgets.el_dorado is wed and widgets.view_class("el_dorado") is wed.BoardView


def test_the_editor_finds_the_games_spec_in_the_package():
    from widgets.editor import spec_for
    from widgets.el_dorado.editor import SPEC

    assert spec_for("el_dorado") is SPEC


def test_the_clicks_ask_the_rules():
    """ED.move.rubble, ED.blockade.break: what a pick of cards on a place means is rulekit's answer."""
    source = (PACKAGE / "clicks.py").read_text(encoding="utf-8")
    assert "from rulekit.el_dorado.reach import" in source
    assert "counts_cards" not in source and "adjacent" not in source


def test_a_changing_pictogram_swaps_its_shapes_through_the_collections_api():
    """The same kind shown again keeps the very same Path objects (the incremental render sees no change)."""
    ax = Figure().add_subplot()
    pic = Pic(ax, 10.0, 10.0, 20.0, zorder=4)
    pic.show("coin")
    first = list(pic.coll.get_paths())
    pic.show("machete")
    assert [id(p) for p in pic.coll.get_paths()] != [id(p) for p in first]
    pic.show("coin")
    assert all(a is b for a, b in zip(pic.coll.get_paths(), first, strict=True))
    assert "._paths" not in (PACKAGE / "artists.py").read_text(encoding="utf-8")
