"""The Golden Ankh board can be read from the back of a classroom, in Korean and in English.

Every text on the picture is at least ``MIN_TEXT_PX`` CSS px when the picture is shown at the
Explorer's normal width; tiles carry pictograms with their letters; no character lacks a glyph.
"""
from __future__ import annotations

import functools
import io
import random

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
from matplotlib.font_manager import FontProperties, findfont  # noqa: E402
from matplotlib.ft2font import FT2Font  # noqa: E402
from PIL import Image  # noqa: E402

import rulekit  # noqa: E402
from rulekit import golden_ankh as ga  # noqa: E402
from widgets import board  # noqa: E402
from widgets import golden_ankh as wg  # noqa: E402

MIN_PX = getattr(board, "MIN_TEXT_PX", 11)
NORMAL = getattr(board, "BOARD_WIDTHS", {}).get("normal", 960)


def visible_texts(view: wg.BoardView) -> list:
    return [t for t in view.ax.texts if t.get_visible() and t.get_text().strip()]


def smallest_px(view: wg.BoardView, css_width: float) -> float:
    """The smallest visible text in CSS px at ``css_width`` (the board contract's formula)."""
    if hasattr(view, "smallest_text_px"):
        return view.smallest_text_px(css_width)
    width_in = view.fig.get_size_inches()[0]
    return min(t.get_fontsize() / 72 * css_width / width_in for t in visible_texts(view))


@functools.lru_cache(maxsize=8)
def charmap_of(font_file: str) -> frozenset[int]:
    """The characters a font file has a glyph for (read once per file, not per text)."""
    return frozenset(FT2Font(font_file).get_charmap())


def played(players: int, seed: int, steps: int) -> ga.GoldenAnkhState:
    """A game played for ``steps`` actions (buying whenever it can); to the end if steps is large."""
    chooser = random.Random(seed)
    s = ga.new_game(players, seed=seed)
    for _ in range(steps):
        acts = s.legal_actions()
        if not acts:
            break
        buys = [a for a in acts if a.kind == "buy"]
        s = s.apply(chooser.choice(buys) if buys and chooser.random() < 0.9 else chooser.choice(acts))
    return s


CASES = [(2, 1, 0), (2, 3, 90), (3, 8, 140), (4, 5, 200), (2, 6, 5000), (4, 2, 5000)]


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("players, seed, steps", CASES)
def test_every_text_is_readable_at_the_normal_width(lang, players, seed, steps):
    s = played(players, seed, steps)
    if steps >= 5000:
        assert s.is_over
    with rulekit.i18n.language(lang):
        view = wg.BoardView(s)
        # as the Explorer shows it: the legal places lightly marked, a purchase chosen
        places = [p for a in s.legal_actions() for p in view.click_targets(a)]
        buy = next((a for a in s.legal_actions() if a.kind == "buy"), None)
        view.show(s, view.click_targets(buy) if buy else (), places)
        assert smallest_px(view, NORMAL) >= MIN_PX
        view.details = True
        view.relabel()
        assert smallest_px(view, NORMAL) >= MIN_PX


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_lone_layout_is_readable_at_its_own_width(lang):
    # a lesson's drawing of one layout in notation: the scoring example, with an upper-layer tile
    with rulekit.i18n.language(lang):
        view = wg.BoardView("W2 . GS BS . / G2 GJ GD GP . / . RD RJ WJ WJ ^ . . . . / . R2 . .")
        width = view.image_size[0]
        assert width == wg.LONE_WIDTH
        assert smallest_px(view, width) >= MIN_PX
        assert wg.BoardView("RJ", css_width=960).image_size[0] == 960


def test_coordinates_show_only_with_details():
    s = played(3, 8, 140)
    view = wg.BoardView(s)
    panel = view.panels[s.current_player]
    assert not any(t.get_visible() for t in panel.row_labels + panel.col_labels)
    view.details = True
    view.relabel()
    rows = [int(t.get_text()) for t in panel.row_labels if t.get_visible()]
    cols = [int(t.get_text()) for t in panel.col_labels if t.get_visible()]
    cells = s.layout(s.current_player).ground
    assert set(r for r, _ in cells) <= set(rows) and set(c for _, c in cells) <= set(cols)
    # each row number sits level with its cells
    grid = panel.grid
    for t in panel.row_labels:
        if t.get_visible():
            r = int(t.get_text())
            assert abs(t.get_position()[1] - (grid.cell_xy(r, 0)[1] + grid.s / 2)) < 1e-9
    view.details = False
    view.relabel()
    assert not any(t.get_visible() for t in panel.row_labels + panel.col_labels)


def test_every_tile_kind_has_its_pictogram_and_both_letters():
    layout = "GF GJ GS / G2 GH GP / GD . ."
    view = wg.BoardView(ga.layout_from_text(layout))
    tiles = [a for a in view.panels[0].ground if a.body.get_visible()]
    assert len(tiles) == 7
    icons = {}
    for art in tiles:
        assert art.colour.get_text() == "G"
        kind = art.kind.get_text()
        icons[kind] = art.icon.get_visible() and len(art.icon.get_path().vertices) > 10
    # the animals and special tiles are drawn; the 2-point tile shows its number instead
    assert icons == {"F": True, "J": True, "S": True, "H": True, "P": True, "D": True, "2": False}
    with rulekit.i18n.language("ko"):
        view.relabel()
        kinds = sorted(a.kind.get_text() for a in tiles)
        colours = {a.colour.get_text() for a in tiles}
    assert kinds == sorted(["매", "자", "풍", "2", "창", "필", "사"]) and colours == {"녹"}


def test_the_ankh_token_shows_its_pictogram_and_letter():
    view = wg.BoardView(ga.new_game(2, seed=1))
    ankh = view.supply[-1]["token"]
    assert ankh.icon.get_visible() and ankh.letter.get_text() == "A"
    assert all(not sp["token"].icon.get_visible() for sp in view.supply[:-1])
    assert [sp["letter"].get_text() for sp in view.supply] == list("BWKGRA")


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_no_character_lacks_a_glyph(lang):
    s = played(4, 5, 200)
    with rulekit.i18n.language(lang):
        view = wg.BoardView(s)
        view.show(s, (wg.END_BUTTON, wg.CONFIRM))
        missing = []
        for t in visible_texts(view):
            charmap = charmap_of(findfont(t.get_fontproperties(), fallback_to_default=False))
            missing += [(ch, t.get_text()) for ch in t.get_text()
                        if not ch.isspace() and ord(ch) not in charmap]
    assert not missing


def test_korean_mode_uses_the_rulebook_terms():
    s = played(3, 8, 140)
    with rulekit.i18n.language("ko"):
        view = wg.BoardView(s)
        words = " ".join(t.get_text() for t in visible_texts(view))
    terms = ("시장판", "타일 더미", "공급처", "보너스 마커", "토큰", "차례 마치기", "확인", "놓은 타일",
             "라운드")
    for term in terms:
        assert term in words, term


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_legend_names_every_pictogram_readably(lang):
    with rulekit.i18n.language(lang):
        fig = wg.legend_figure()
        png = wg.legend_png()
    texts = [t for t in fig.axes[0].texts if t.get_text().strip()]
    assert min(t.get_fontsize() * fig.dpi / 72 for t in texts) >= MIN_PX  # at its natural size
    words = " ".join(t.get_text() for t in texts)
    names = ["falcon", "jackal", "scarab", "storehouse", "scribe", "desert", "ankh", "bonus"]
    if lang == "ko":
        names = ["매", "자칼", "풍뎅이", "창고", "필경사", "사막", "앙크", "보너스 마커", "위층"]
    assert all(n in words for n in names), words
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG" and image.size == tuple(round(v * fig.dpi) for v in fig.get_size_inches())


def test_font_properties_of_hangul_texts_find_a_hangul_font():
    with rulekit.i18n.language("ko"):
        view = wg.BoardView(ga.new_game(2, seed=1))
        title = view.market_title
        assert title.get_text() == "시장판"
        path = findfont(FontProperties(family=title.get_fontfamily()), fallback_to_default=False)
        assert ord("시") in FT2Font(path).get_charmap()


def test_three_players_leave_room_for_the_legend_of_the_pictograms():
    s = ga.new_game(3, seed=1)
    view = wg.BoardView(s)
    names = [name.get_text() for _, name, _ in view.legend_panel.rows]
    assert names[:7] == ["falcon", "jackal", "scarab", "2-point tile", "storehouse", "scribe", "desert"]
    assert names[7:] == ["ankh token", "bonus marker (3 pts)", "upper-layer tile"]
    with rulekit.i18n.language("ko"):
        view.relabel()
        names = [name.get_text() for _, name, _ in view.legend_panel.rows]
    assert names[:3] == ["매", "자칼", "풍뎅이"] and names[-1] == "위층 타일"
    assert wg.BoardView(ga.new_game(2, seed=1)).legend_panel is None


def test_an_empty_layout_says_so_until_its_first_tile():
    s = ga.setup(2, seed=1, layouts={1: "RJ"})
    view = wg.BoardView(s)
    assert view.panels[0].empty.get_text() == "no tiles yet" and view.panels[1].empty.get_text() == ""
    # once a market tile is chosen, the first cell is marked instead
    space = next(k for k in range(1, 7) if s.market[k - 1] is not None)
    view.show(s, [("market", space)], [("ground", 0, 0)])
    assert view.panels[0].empty.get_text() == ""
