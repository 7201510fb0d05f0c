"""Test helper: errors that explain themselves in the language the kit speaks."""
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from rulekit import BilingualError, RuleViolation, i18n


def raised_in_korean(exc_type: type[Exception], call: Callable[[], object]) -> tuple[Exception, str]:
    """Run ``call`` while the kit speaks Korean; the exception it raised and what ``str()`` said then.

    The language is back to what it was afterwards, also when ``call`` does not raise.
    """
    with i18n.language("ko"), pytest.raises(exc_type) as info:
        call()
    with i18n.language("ko"):
        said = str(info.value)
    return info.value, said


# ---- property tests of the ways in: shared settings and strategies

#: Enough examples to find a raw error, a deadline that catches a hang.
FAST = settings(max_examples=150, deadline=2000, suppress_health_check=[HealthCheck.too_slow])
#: What a refusal may be: a bilingual input error or a rule's refusal (both ValueError subclasses).
REFUSALS = (BilingualError, RuleViolation)
#: Any JSON-like value, for option values and save fields.
ANY = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**30), 10**30) | st.floats(allow_nan=True)
    | st.text(max_size=20),
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4),
    max_leaves=8,
)
