import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import rulekit  # noqa: E402
import toy_game  # noqa: E402

rulekit.register("toy", toy_game)


@pytest.fixture(autouse=True)
def _english():
    """Every test starts in English, whatever an earlier test switched to."""
    rulekit.set_language("en")
    yield
    rulekit.set_language("en")
