"""new_game's arguments and options: each bad one is refused by name, in English and Korean."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulekit import OptionError
from rulekit import fertility as fe
from tests.bilingual import raised_in_korean

BAD = [
    ({"players": 3.0}, "players"),
    ({"players": False}, "players"),
    ({"players": 1}, "players"),
    ({"colour": "red"}, "colour"),
    ({"seed": float("inf")}, "seed"),
    ({"seed": [1]}, "seed"),
    ({"seed": "7"}, "seed"),
    ({"seed": -5}, "seed"),
    ({"variant": "no"}, "variant"),
    ({"variant": True, "players": 3}, "variant"),
    ({"data": 5}, "data"),
    ({"monument_kinds": "sphinx"}, "monument_kinds"),
    ({"monument_kinds": ["sphinx", "sphinx"]}, "monument_kinds"),
    ({"monument_kinds": [1, 2]}, "monument_kinds"),
]


@pytest.mark.parametrize(("options", "field"), BAD)
def test_bad_arguments_are_refused_naming_the_field(options, field):
    kwargs = {"players": 2, "seed": 1, **options}
    exc, said = raised_in_korean(OptionError, lambda: fe.new_game(**kwargs))
    assert exc.field == field
    assert said == exc.ko and any("\uac00" <= ch <= "\ud7a3" for ch in said)


def test_every_seed_the_game_takes_gives_a_save_that_loads():
    for seed in (0, 5, (1 << 64) - 1):
        s = fe.new_game(players=2, seed=seed)
        assert fe.from_json(s.to_json()) == s


@settings(max_examples=100, deadline=2000)
@given(
    players=st.one_of(st.integers(0, 6), st.floats(1, 5), st.booleans()),
    seed=st.one_of(st.none(), st.integers(-10, 1 << 65), st.floats(), st.text(max_size=3)),
    name=st.sampled_from([*fe.OPTIONS, "colour"]),
    value=st.one_of(st.none(), st.booleans(), st.integers(-2, 5), st.text(max_size=6),
                    st.lists(st.sampled_from(["sphinx", "temple", "obelisk", "pyramid", "x"]), max_size=5)),
)
def test_new_game_with_any_arguments_makes_a_game_or_refuses_bilingually(players, seed, name, value):
    try:
        s = fe.new_game(players=players, seed=seed, **{name: value})
    except ValueError as exc:
        assert getattr(exc, "ko", None), repr(exc)
    else:
        assert fe.from_json(s.to_json()) == s
