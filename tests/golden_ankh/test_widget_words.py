"""Golden Ankh's widget words come from the game's data (glossary, components), and the editor gives bonus
markers through the rules' public groups query (GA.gap.bonus-groups, GA.bonus.colour-five)."""

from pathlib import Path

import pytest

pytest.importorskip("matplotlib")
pytest.importorskip("ipywidgets")

import rulekit  # noqa: E402
import widgets  # noqa: E402
from rulekit import golden_ankh as ga  # noqa: E402
from rulekit.golden_ankh.bonus import capacity, qualifying_groups  # noqa: E402
from rulekit.golden_ankh.components import make_components  # noqa: E402
from rulekit.golden_ankh.position import bonus_letter  # noqa: E402
from widgets.golden_ankh import words  # noqa: E402

PACKAGE = Path(words.__file__).parent


def test_action_menu_names_are_the_glossarys_terms():
    terms = {t.id: t for t in rulekit.glossary("golden_ankh")}
    pairs = (("take", "take-tokens"), ("buy", "buy-tile"), ("refill", "refill"), ("move", "move-tile"))
    for kind, term in pairs:
        assert words.KIND_LABELS[kind] == {"en": terms[term].en, "ko": terms[term].ko}


def test_the_editor_palette_names_the_games_own_components():
    # a component set whose token kinds carry other names: the palette shows those names, not a copy
    spec = ga.components.load_spec()
    kinds = [dict(k, en=f"{k['en']}-ish", ko=f"{k['ko']}빛") for k in spec["token_kinds"]]
    comp = make_components(token_kinds=kinds)
    colours = words.colour_choices(comp)
    assert [letter for letter, _, _ in colours] == ["B", "W", "K", "G", "R"]
    assert colours[0][1] == {"en": "blue-ish", "ko": "파랑빛"}
    kinds_row = words.kind_choices(comp)
    assert [letter for letter, _, _ in kinds_row] == ["F", "J", "S", "2", "H", "P", "D"]
    assert kinds_row[3][1] == {"en": comp.kind_name("two", "en"), "ko": comp.kind_name("two", "ko")}
    assert words.tile_name(comp, "GJ", "ko") == "녹색빛 자칼 (GJ)"


def test_the_editor_buttons_show_the_datas_names():
    ed = widgets.Editor("golden_ankh", players=2, lang="ko")
    comp = ed.state.comp
    labels = {value: button.description for value, button in ed.palette_buttons["kind"].items()}
    assert comp.kind_name("jackal", "ko") in labels["J"]
    assert comp.kind_name("two", "ko") in labels["2"]


def test_groups_of_is_the_qualifying_groups_of_the_layout():
    s = ga.setup(2, layouts={0: "GJ GS GF GD GP RJ / . . . . . RJ"})
    groups = s.groups_of(0)
    lay = s.layout(0)
    assert groups == qualifying_groups(lay.ground, lay.upper)
    assert sorted(groups) == ["colour:green"]  # two red jackals and three jackals in all: no group of five
    assert s.groups_of(1) == {}
    assert bonus_letter(s.comp, "colour:green") == "G" and bonus_letter(s.comp, "animal:jackal") == "J"


def test_the_editor_gives_a_bonus_marker_only_to_a_group_with_room():
    ed = widgets.Editor("golden_ankh", players=2, lang="en")
    ed.set_state(ga.setup(2, layouts={0: "GJ GS GF GD GP GJ GS GF G2 G2"}))
    (group,) = ed.state.groups_of(0)["colour:green"]
    assert capacity(group) == 2 and len(ed.state.bonus[0]) == 1  # GA.bonus.colour-five: one when it formed
    ed.bonus_boxes[0].value = 2  # ten tiles hold a second marker (GA.gap.bonus-groups)
    assert [key for key, _ in ed.state.bonus[0]] == ["colour:green", "colour:green"]
    ed.bonus_boxes[0].value = 3  # but not a third: refused, the position as it was
    assert len(ed.state.bonus[0]) == 2 and "GA.gap.bonus-groups" in ed.message
    ed.bonus_boxes[0].value = 0
    assert ed.state.bonus[0] == ()


def test_no_module_of_the_package_is_a_room_that_holds_everything():
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in PACKAGE.glob("*.py")}
    assert {"view.py", "icons.py", "words.py", "clicks.py", "editor.py"} <= set(sizes)
    assert max(sizes.values()) <= 800, sizes
