"""Shared test set-up: the toy game is registered, and every test starts in English.

Tests are imported with ``--import-mode=importlib`` (the per-game folders have no
``__init__.py`` and may share file names), so pytest does not put their folders on
``sys.path``; this file does, so that a test can import a helper module that sits
beside it (``import toy_view``) and the toy game (``import toy_game``).
"""
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).parent
sys.path.insert(0, str(TESTS))
for folder in sorted(TESTS.iterdir()):
    if folder.is_dir() and not folder.name.startswith((".", "_")) and str(folder) not in sys.path:
        sys.path.append(str(folder))

import toy_game  # noqa: E402

import rulekit  # noqa: E402

rulekit.register("toy", toy_game)


@pytest.fixture(autouse=True)
def _english():
    """Every test starts in English, whatever an earlier test switched to."""
    rulekit.set_language("en")
    yield
    rulekit.set_language("en")
