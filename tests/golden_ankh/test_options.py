"""new_game's arguments and options: each bad one is refused by name, in English and Korean."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulekit import OptionError, RuleViolation
from rulekit import golden_ankh as ga
from tests.bilingual import raised_in_korean

BAD = [
    ({"players": 3.0}, "players"),
    ({"players": True}, "players"),
    ({"players": 5}, "players"),
    ({"colour": "red"}, "colour"),
    ({"seed": float("inf")}, "seed"),
    ({"seed": [1]}, "seed"),
    ({"seed": "7"}, "seed"),
    ({"seed": -5}, "seed"),
    ({"seed": 1 << 64}, "seed"),
    ({"tokens_per_kind": -1}, "tokens_per_kind"),
    ({"tokens_per_kind": "many"}, "tokens_per_kind"),
    ({"tokens_per_kind": 2.5}, "tokens_per_kind"),
    ({"upper_discount": "no"}, "upper_discount"),
    ({"upper_discount": 1}, "upper_discount"),
    ({"start_player": 2}, "start_player"),
    ({"start_player": "0"}, "start_player"),
    ({"max_rounds": 0}, "max_rounds"),
    ({"max_rounds": 2.0}, "max_rounds"),
    ({"price_holes": 5}, "price_holes"),
    ({"bonus_markers": "3"}, "bonus_markers"),
]


@pytest.mark.parametrize(("options", "field"), BAD)
def test_bad_arguments_are_refused_naming_the_field(options, field):
    kwargs = {"players": 2, "seed": 1, **options}
    exc, said = raised_in_korean(OptionError, lambda: ga.new_game(**kwargs))
    assert exc.field == field
    assert field in exc.en and said == exc.ko
    assert any("\uac00" <= ch <= "\ud7a3" for ch in said)


def test_good_arguments_still_make_the_game():
    s = ga.new_game(players=3, seed=(1 << 64) - 1, tokens_per_kind=4, upper_discount=True, start_player=2,
                    max_rounds=5)
    assert s.supply == (4,) * 6 and s.current_player == 2 and s.options["upper_discount"] is True
    assert ga.from_json(s.to_json()) == s


option_values = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 120), st.floats(allow_nan=True), st.text(max_size=4),
    st.lists(st.integers(-1, 5), max_size=8), st.sampled_from(["published", "zzz"]),
)


@settings(max_examples=150, deadline=2000)
@given(
    players=st.one_of(st.integers(0, 6), st.floats(1, 5), st.booleans(), st.text(max_size=2)),
    seed=st.one_of(st.none(), st.integers(-10, 1 << 65), st.floats(), st.text(max_size=3)),
    name=st.sampled_from([*ga.OPTIONS, "colour"]),
    value=option_values,
)
def test_new_game_with_any_arguments_makes_a_game_or_refuses_bilingually(players, seed, name, value):
    try:
        s = ga.new_game(players=players, seed=seed, **{name: value})
    except (OptionError, RuleViolation) as exc:
        assert exc.ko
    else:
        assert ga.from_json(s.to_json()) == s
