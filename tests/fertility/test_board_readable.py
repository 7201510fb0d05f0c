"""The Fertility board is readable from the back of a class: every text >= 11 CSS px at the Explorer's
normal width, in Korean and English, in every phase; no glyph missing from the fonts; a legend."""

import functools
import io

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
from matplotlib import font_manager  # noqa: E402
from matplotlib.ft2font import FT2Font  # noqa: E402
from PIL import Image  # noqa: E402

import rulekit  # noqa: E402
from rulekit import fertility as fe  # noqa: E402
from rulekit.rng import Rng  # noqa: E402
from widgets import fertility as wf  # noqa: E402
from widgets.board import BOARD_WIDTHS, MIN_TEXT_PX, visible_texts  # noqa: E402


def states():
    """Start, mid-game (a quarry to choose) and end; 2, 3 and 4 players; a small position."""
    out = {}
    for players, seed, options in ((2, 1, {"variant": True}), (3, 2, {}), (4, 3, {})):
        s = fe.new_game(players=players, seed=seed, **options)
        out[f"{players}p start"] = s
        rng = Rng(seed)
        n = 0
        while not s.is_over:
            s = s.apply(rng.choice(s.legal_actions()))
            n += 1
            if players == 3 and (
                n == 40
                or s.phase in ("quarry", "trade")
                and not any(k.startswith(f"3p {s.phase}") for k in out)
            ):
                out[f"3p {s.phase} {n}"] = s
        out[f"{players}p end"] = s
    out["position"] = fe.parse_position("players 2\nboard\n.m...\n~wPC.\nstart -\np1 hand GP")
    return out


STATES = states()
SWEPT = ("3p start", "4p end", "position")  # the pictures the glyph and overlap sweeps read


# The same drawing as another player count's (2p and 3p end as 4p end, 4p start as 2p and 3p start):
# the deep tier only.
LIKE_OTHERS = ("2p end", "3p end", "4p start")
NAMES = [pytest.param(n, marks=pytest.mark.deep) if n in LIKE_OTHERS else n for n in sorted(STATES)]


@pytest.fixture(scope="module")
def _detailed_views():
    return {}


@pytest.fixture
def detailed(_detailed_views):
    """``detailed(name, lang)``: a view of ``STATES[name]`` in ``lang`` with its coordinates and ids,
    built once for the module (the glyph and overlap sweeps only read it)."""

    def detailed(name, lang):
        if (name, lang) not in _detailed_views:
            rulekit.set_language(lang)
            view = wf.BoardView(STATES[name])
            view.details = True
            view.relabel()
            _detailed_views[name, lang] = view
        return _detailed_views[name, lang]

    return detailed


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("name", NAMES)
def test_smallest_text_is_readable(name, lang):
    rulekit.set_language(lang)
    view = wf.BoardView(STATES[name])
    assert view.image_size[0] == BOARD_WIDTHS["normal"]
    assert view.smallest_text_px(BOARD_WIDTHS["normal"]) >= MIN_TEXT_PX, name
    view.details = True  # coordinates and ids are readable too
    view.relabel()
    assert any(t.get_text() == "0,0" for t in visible_texts(view.fig))
    assert view.smallest_text_px(BOARD_WIDTHS["normal"]) >= MIN_TEXT_PX, name


def test_coordinates_are_hidden_unless_asked():
    view = wf.BoardView(STATES["3p start"])
    shown = {t.get_text() for t in visible_texts(view.fig)}
    assert "0,0" not in shown and not any(t.startswith("D") and t[1:].isdigit() for t in shown)
    view.details = True
    view.relabel()
    shown = {t.get_text() for t in visible_texts(view.fig)}
    assert "0,0" in shown and any(t.startswith("D") and t[1:].isdigit() for t in shown)


def _charmaps(text):
    return _family_charmaps(tuple(text.get_fontfamily()))


@functools.lru_cache(maxsize=8)
def _family_charmaps(families):
    """The characters of each font of ``families`` (read once per list of families, not per text)."""
    maps = []
    for family in families:
        prop = font_manager.FontProperties(family=family)
        maps.append(frozenset(FT2Font(font_manager.findfont(prop, fallback_to_default=False)).get_charmap()))
    return maps


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_no_glyph_renders_as_a_box(lang, detailed):
    rulekit.set_language(lang)
    for name in SWEPT:
        view = detailed(name, lang)
        for text in visible_texts(view.fig):
            maps = _charmaps(text)
            missing = [
                ch for ch in text.get_text() if not ch.isspace() and not any(ord(ch) in m for m in maps)
            ]
            assert not missing, (text.get_text(), missing)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_legend_in_both_languages(lang):
    rulekit.set_language(lang)
    png = wf.legend_png()
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG" and 500 <= image.width <= 1000 and image.height > 300
    other = "ko" if lang == "en" else "en"
    rulekit.set_language(other)
    assert wf.legend_png() != png


def test_the_whole_picture_fits_a_1280_by_900_window():
    views = {name: wf.BoardView(STATES[name]) for name in ("2p start", "3p start", "4p end")}
    for name, view in views.items():
        w, h = view.image_size
        assert w == 960 and h <= 720, (name, h)  # JupyterLab shows about 780 px under its bars
    views["4p start"] = wf.BoardView(STATES["4p start"])
    cells = {n: views[n].S / wf.WIDTH * 960 for n in ("3p start", "4p start")}
    assert cells["3p start"] >= 40 and cells["4p start"] >= 30  # the cells stay large
    view = wf.BoardView(STATES["3p start"], css_width=BOARD_WIDTHS["large"])
    assert view.image_size[0] == 1200


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_shop_numbers_cover_no_other_text(lang, detailed):
    # a lesson names shops by their numbers (``supply G 1.1``): each number must leave rewards readable
    rulekit.set_language(lang)
    for name in SWEPT:
        view = detailed(name, lang)
        view.fig.canvas.draw()
        renderer = view.fig.canvas.get_renderer()
        texts = visible_texts(view.fig)
        numbers = [t for t in texts if t.get_text()[:1].isdigit() and "." in t.get_text()]
        assert any("0.1" in t.get_text() for t in numbers), name   # the printed shop's number is shown
        for number in numbers:
            box = number.get_window_extent(renderer)
            crossed = [t.get_text() for t in texts
                       if t is not number and box.overlaps(t.get_window_extent(renderer))]
            assert not crossed, (name, number.get_text(), crossed)
