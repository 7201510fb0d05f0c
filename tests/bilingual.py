"""Test helper: errors that explain themselves in the language the kit speaks."""
from collections.abc import Callable

import pytest

from rulekit import i18n


def raised_in_korean(exc_type: type[Exception], call: Callable[[], object]) -> tuple[Exception, str]:
    """Run ``call`` while the kit speaks Korean; the exception it raised and what ``str()`` said then.

    The language is back to what it was afterwards, also when ``call`` does not raise.
    """
    with i18n.language("ko"), pytest.raises(exc_type) as info:
        call()
    with i18n.language("ko"):
        said = str(info.value)
    return info.value, said
