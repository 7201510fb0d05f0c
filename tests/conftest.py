"""Shared test set-up: the two tiers, the toy game registered, and every test starting in English.

Tests are imported with ``--import-mode=importlib`` (the per-game folders have no
``__init__.py`` and may share file names), so pytest does not put their folders on
``sys.path``; this file does, so that a test can import a helper module that sits
beside it (``import toy_view``) and the toy game (``import toy_game``).

Two tiers (``tests/tiers.py``): ``pytest`` runs the fast one (``make test``), which leaves out the
tests marked ``deep``, ``slow`` or ``browser`` and those listed in :data:`DEEP` below, and samples the
exhaustive ones; ``pytest --tier all`` (``make test-all``) runs everything, the longest tests first.
"""
import os
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).parent
sys.path.insert(0, str(TESTS))
for folder in sorted(TESTS.iterdir()):
    if folder.is_dir() and not folder.name.startswith((".", "_")) and str(folder) not in sys.path:
        sys.path.append(str(folder))

import notebook_kernel  # noqa: E402
import tiers  # noqa: E402
import toy_game  # noqa: E402
from notebook_kernel import OPTION  # noqa: E402

import rulekit  # noqa: E402

rulekit.register("toy", toy_game)

# Deep-tier tests named here rather than marked in their files (node id prefixes); each keeps a cheaper
# sibling in the fast tier.
DEEP: tuple[str, ...] = (
    # whole games of every bot, the search bot and a lab run per game (about 40% of the suite's CPU);
    # the collector's own behaviour stays in the fast tier (the other tests of the file)
    "tests/test_collector.py::test_every_bot_of_the_kit_leaves_no_cycles",
    "tests/test_collector.py::test_the_search_bot_and_the_lab_leave_no_cycles",
    # Fertility's glyph and overlap sweeps of the whole picture: Korean in the fast tier, English here
    "tests/fertility/test_board_readable.py::test_no_glyph_renders_as_a_box[en]",
    "tests/fertility/test_board_readable.py::test_shop_numbers_cover_no_other_text[en]",
)

# Readability sweeps of whole pictures (text sizes, glyphs, overlaps): the Korean edition in the fast tier,
# the English one (the same drawing code, other words) in the deep tier.
KOREAN_FIRST = ("tests/widgets/test_readable.py", "tests/el_dorado/test_board_readable.py",
                "tests/elfengold/test_board_readable.py", "tests/golden_ankh/test_board_readable.py",
                "tests/fertility/test_board_readable.py")

# A deep test may take longer than the suite's per-test timeout (pyproject.toml), unless it sets its own.
DEEP_TIMEOUT_S = 3600

# In the deep tier these start first, so that the longest items do not finish last on one worker.
FIRST = ("tests/test_handouts.py", "tests/test_browser.py")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--tier", choices=tiers.TIERS, default="fast",
                     help="fast (the default, make test) or all (make test-all: the deep tests, the "
                          "browser journeys, every sample)")
    parser.addoption(OPTION, action="store_true", dest="notebooks_one_kernel",
                     help="execute the .ipynb files given with nbval, checking errors only, in one kernel a "
                          "worker that is reset between notebooks (the fast tier)")


def pytest_configure(config: pytest.Config) -> None:
    # before collection, so that tiers.sample() parametrizes alike in every xdist worker
    os.environ[tiers.ENV] = config.getoption("tier")
    if config.getoption("notebooks_one_kernel"):
        config.pluginmanager.register(notebook_kernel, "rulekit-notebook-kernel")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        english = getattr(item, "callspec", None) is not None and item.callspec.params.get("lang") == "en"
        if (any(item.get_closest_marker(m) for m in ("browser", "slow")) or item.nodeid.startswith(DEEP)
                or (english and item.nodeid.startswith(KOREAN_FIRST))):
            item.add_marker(pytest.mark.deep)
        if item.get_closest_marker("deep") and not item.get_closest_marker("timeout"):
            item.add_marker(pytest.mark.timeout(DEEP_TIMEOUT_S))  # e.g. every notebook built as a handout
    if config.getoption("tier") == "all":
        items.sort(key=lambda item: not item.nodeid.startswith(FIRST))  # stable: files keep their order
        return
    keep = [item for item in items if not item.get_closest_marker("deep")]
    if len(keep) < len(items):
        config.hook.pytest_deselected(items=[item for item in items if item.get_closest_marker("deep")])
        items[:] = keep


def pytest_report_header(config: pytest.Config) -> str:
    if config.getoption("tier") == "all":
        return "rulekit test tier: all (deep tests, browser journeys, every sample)"
    return "rulekit test tier: fast (pytest --tier all, or make test-all, runs everything)"


@pytest.fixture(autouse=True)
def _let_go_of_drawings():
    """The widgets and pyplot figures a test made are closed after it: ipywidgets keeps every open
    widget (an Explorer holds its board, figure and picture) and pyplot every figure until closed, so
    a worker's memory would otherwise grow with every drawing test."""
    def open_widgets() -> dict:
        module = sys.modules.get("ipywidgets.widgets.widget")
        return getattr(module, "_instances", {}) if module is not None else {}

    before = set(open_widgets())
    yield
    opened = open_widgets()
    for key in set(opened) - before:
        widget = opened.get(key)
        if widget is not None:
            widget.close()
    pyplot = sys.modules.get("matplotlib.pyplot")
    if pyplot is not None and pyplot.get_fignums():
        pyplot.close("all")


@pytest.fixture(autouse=True)
def _english():
    """Every test starts in English, whatever an earlier test switched to."""
    rulekit.set_language("en")
    yield
    rulekit.set_language("en")
