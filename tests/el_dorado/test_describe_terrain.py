"""A `pay` action's plain words name the terrain of the space it pays for (ED.move.rubble, ED.move.basecamp).

The words once said "rubble or base camp" whatever the space, so a refused pay onto jungle read as a pay
onto rubble in the same message that refused it for being jungle.
"""
from __future__ import annotations

import pytest

import rulekit.el_dorado as ed
from rulekit import i18n
from widgets.el_dorado import describe

WORDS = {"jungle": ("jungle", "정글"), "river": ("river", "강"), "village": ("village", "마을"),
         "rubble": ("rubble", "자갈밭"), "basecamp": ("base camp", "주둔지")}


def _labels(kind: str) -> list[str]:
    """Every space label of ``kind`` on some course (every course prints a label with one terrain)."""
    return sorted({label for c in ed.COURSES.values() for label, code in c.terrain.items()
                   if ed.TERRAIN[code].kind == kind})


@pytest.mark.parametrize("kind", sorted(WORDS))
def test_pay_names_the_real_terrain(kind: str) -> None:
    en_word, ko_word = WORDS[kind]
    others = [w for k, w in WORDS.items() if k != kind]
    labels = _labels(kind)
    assert labels
    for label in labels:
        action = ed.parse_action(f"pay Ex+Tr {label}")
        with i18n.language("en"):
            en = describe(action)
        with i18n.language("ko"):
            ko = describe(action)
        assert f"{label} ({en_word})" in en, en
        assert f"{label}({ko_word})" in ko, ko
        assert not any(f"({w[0]})" in en or f"({w[1]})" in ko for w in others), (en, ko)


def test_pay_onto_a_blockade_is_a_blockade() -> None:
    """ED.blockade.break, ED.move.rubble: a rubble blockade is paid with cards as a rubble space is,
    and the words say blockade."""
    with i18n.language("ko"):
        assert describe(ed.parse_action("pay Ex+Tr b1")).startswith("자갈 봉쇄 b1 돌파")
