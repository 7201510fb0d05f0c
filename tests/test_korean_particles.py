"""Korean messages choose each particle by the last sound of the word before it (docs/style-ko.md, 조사).

No message may write both forms of a particle, such as "P2은(는)": a value filled in at run time goes
through ``rulekit.i18n.josa``.
"""

from __future__ import annotations

import pathlib

import pytest

import rulekit
from rulekit.checks import check_bool, check_int
from rulekit.errors import OptionError

ROOT = pathlib.Path(rulekit.__file__).parent.parent
# Both forms of a particle written side by side, the one the word before should have chosen.
DOUBLED = ("은(는)", "는(은)", "이(가)", "가(이)", "을(를)", "를(을)", "와(과)", "과(와)",
           "(으)로", "(이)나", "(이)라")


def _sources() -> list[pathlib.Path]:
    return sorted(p for folder in ("rulekit", "widgets") for p in (ROOT / folder).rglob("*.py"))


def test_the_source_is_scanned():
    names = {p.relative_to(ROOT).as_posix() for p in _sources()}
    assert {"rulekit/core.py", "rulekit/checks.py", "rulekit/i18n.py", "widgets/fertility/editor.py"} <= names


def test_no_message_writes_both_forms_of_a_particle():
    found = [
        f"{p.relative_to(ROOT)}:{n}: {line.strip()}"
        for p in _sources()
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if any(d in line for d in DOUBLED)
    ]
    assert found == []


@pytest.mark.parametrize(("field", "expected"), [
    ("P2", "P2는"), ("B3", "B3은"), ("state.turn", "state.turn은"), ("gold", "gold는"), ("seed", "seed는"),
])
def test_a_field_name_filled_in_at_run_time_takes_the_particle_its_sound_asks(field, expected):
    with pytest.raises(OptionError) as info:
        check_int("x", field, 0, 5)
    assert info.value.ko.startswith(expected + " ")
    with pytest.raises(OptionError) as info:
        check_bool(1, field)
    assert info.value.ko.startswith(expected + " ")
