"""The Elfengold board reads from the back of a class: text sizes, plain words, the legend."""

from __future__ import annotations

import io
import random

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
from PIL import Image  # noqa: E402

import rulekit  # noqa: E402
from rulekit import elfengold as eg  # noqa: E402
from widgets import elfengold as view  # noqa: E402
from widgets.board import BOARD_WIDTHS, MIN_TEXT_PX  # noqa: E402


def _positions():
    """The start, one state in every phase of a random game, and its end."""
    s = eg.new_game(players=6, seed=11, wizards=True)
    out = {"start": s}
    rng = random.Random(3)
    while not s.is_over:
        out.setdefault(s.phase + (f"-{s.stage}" if s.phase == "move" else ""), s)
        s = s.apply(rng.choice(s.legal_actions()))
    out["end"] = s
    return out


POSITIONS = _positions()


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("details", [False, True])
def test_every_text_is_readable_at_the_normal_width(lang, details):
    assert {"tiles", "auction", "plan", "move-travel", "move-reward", "cards", "end"} <= set(POSITIONS)
    rulekit.set_language(lang)
    try:
        v = view.BoardView(POSITIONS["start"], css_width=BOARD_WIDTHS["normal"], details=details)
        for name, s in POSITIONS.items():
            v.show(s, [], [p for a in s.legal_actions() for p in v.click_targets(a)])
            assert v.smallest_text_px(BOARD_WIDTHS["normal"]) >= MIN_TEXT_PX, (lang, name)
        assert v.image_size[0] == BOARD_WIDTHS["normal"]
        assert any(t.get_visible() for t in v.road_id) == details  # road ids only on demand
    finally:
        rulekit.set_language("en")


def test_town_names_follow_the_rulebook():
    v = view.BoardView(POSITIONS["start"])
    names = {t.get_text() for t in v.town_label}
    assert {"Lapphalia", "Ixara", "Ussenlen", "Al'Baran", "Mah'Davikia"} <= names
    assert not {"Lapphalya", "Jxara", "Usselen"} & names
    rulekit.set_language("ko")
    try:
        v.relabel()
        assert "엘븐후드" in {t.get_text() for t in v.town_label}
    finally:
        rulekit.set_language("en")


SAMPLES = [
    "take U",
    "take G",
    "top",
    "cash",
    "secret U",
    "bid 7",
    "pass",
    "place U R12",
    "double R07 U",
    "double R07",
    "exchange R21 D R25 T",
    "travel R12 U",
    "travel R12 U+W",
    "caravan R07 PPE",
    "carpet Beata",
    "stop",
    "gold",
    "cards",
    "keep Uu",
    "keep -",
    "discard U",
]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_describe_says_every_action_kind_in_plain_words(lang):
    rulekit.set_language(lang)
    try:
        seen = set()
        for text in SAMPLES:
            a = eg.parse_action(text)
            words = view.describe(a)
            seen.add(type(a))
            assert words and words != str(a), text
            has_hangul = any("가" <= ch <= "힣" for ch in words)
            assert has_hangul == (lang == "ko") or text == "pass" and lang == "en", (text, words)
        kinds = {
            cls
            for cls in vars(eg).values()
            if isinstance(cls, type)
            and issubclass(cls, rulekit.core.Action)
            and cls is not rulekit.core.Action
        }
        assert kinds <= seen
        if lang == "ko":
            assert view.describe(eg.parse_action("bid 7")) == "경매: 7골드 입찰"
            assert "여행경로 짜기" in view.describe(eg.parse_action("place U R12"))
            assert "엘프부츠 이동하기" in view.describe(eg.parse_action("travel R12 U"))
            assert "Lapphalia" in view.describe(eg.parse_action("travel R12 U"))
    finally:
        rulekit.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_legend_png_names_the_pictograms(lang):
    rulekit.set_language(lang)
    try:
        png = view.legend_png()
        image = Image.open(io.BytesIO(png))
        assert image.format == "PNG" and image.size[0] >= 600
    finally:
        rulekit.set_language("en")
    assert png != (view.legend_png() if lang == "ko" else b"")


def test_counters_on_a_road_are_pictograms_with_their_letter():
    s = eg.position("R07:UTBG | P1@Elvenhold | P2@Elvenhold")
    v = view.BoardView(s)
    shown = [
        (pic.kind, letter.get_text()) for _box, pic, letter in v.road_counters[6] if letter.get_visible()
    ]
    assert sorted(shown) == [("B", "B"), ("G", "G"), ("T", "T"), ("U", "U")]
    assert [k for k, _ in shown] == list(s.roads[6])
    assert v.smallest_text_px() >= MIN_TEXT_PX
