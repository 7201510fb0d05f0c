"""The shared argument checks and the bounded JSON reader (rulekit.checks), in both languages."""
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rulekit
from rulekit import checks, i18n
from rulekit.core import BilingualError, NotationError, OptionError, SaveError
from tests.bilingual import raised_in_korean

OPTIONS = {"upper_discount": (False, ""), "start_player": (0, ""), "tiles": (None, "")}


@pytest.mark.parametrize("bad", [3.0, True, "3", None, [3], 1, 5, -2, float("nan")])
def test_players_outside_the_game_or_not_whole_numbers_are_refused(bad):
    exc, said = raised_in_korean(OptionError, lambda: checks.check_players(bad, range(2, 5)))
    assert exc.field == "players"
    assert "플레이어 수" in said and "2~4명" in said
    assert "2 to 4" in exc.en


def test_players_in_range_are_returned():
    assert [checks.check_players(n, range(2, 5)) for n in (2, 3, 4)] == [2, 3, 4]


def test_a_game_title_leads_the_players_message():
    with pytest.raises(OptionError, match="^Fertility: players"):
        checks.check_players(5, range(2, 5), {"en": "Fertility", "ko": "퍼틸리티"})


@pytest.mark.parametrize("bad", [-5, 1 << 64, 7.0, float("inf"), "7", [1], True, b"7"])
def test_seeds_outside_the_rng_state_range_or_not_ints_are_refused(bad):
    exc, said = raised_in_korean(OptionError, lambda: checks.check_seed(bad))
    assert exc.field == "seed" and "seed" in said and "정수" in said


def test_seeds_cover_the_whole_splitmix64_state_range():
    assert checks.check_seed(0) == 0
    assert checks.check_seed(checks.SEED_MAX) == (1 << 64) - 1
    drawn = checks.check_seed(None)
    assert 0 <= drawn <= checks.SEED_MAX


def test_unknown_option_names_list_the_known_ones():
    exc, said = raised_in_korean(OptionError, lambda: checks.check_options({"colour": 1}, OPTIONS))
    assert exc.field == "colour"
    assert "start_player, tiles, upper_discount" in exc.en and "알 수 없는 옵션" in said


@pytest.mark.parametrize("bad", ["no", 0, 1, None, "False"])
def test_a_bool_option_takes_only_true_or_false(bad):
    exc, said = raised_in_korean(OptionError, lambda: checks.check_options({"upper_discount": bad}, OPTIONS))
    assert exc.field == "upper_discount" and "True 또는 False" in said


def test_int_options_take_their_type_from_the_default_and_their_range_from_the_game():
    ranges = {"start_player": (0, 3)}
    assert checks.check_options({"start_player": 3}, OPTIONS, ranges) == {"start_player": 3}
    for bad in (4, -1, 1.0, "1", False):
        with pytest.raises(OptionError) as info:
            checks.check_options({"start_player": bad}, OPTIONS, ranges)
        assert info.value.field == "start_player"
    # An option whose default is None is left to the game.
    assert checks.check_options({"tiles": "RJ"}, OPTIONS) == {"tiles": "RJ"}


def test_choices_compare_types_too():
    assert checks.check_choice(1, "n", [1, 2]) == 1
    with pytest.raises(OptionError):
        checks.check_choice(True, "n", [1, 2])


def test_replay_refuses_unknown_games_and_non_list_actions_bilingually():
    exc, said = raised_in_korean(OptionError, lambda: rulekit.replay("chess", 1, []))
    assert isinstance(exc, KeyError) and exc.field == "name"
    assert "golden_ankh" in said and "알 수 없는 게임" in said
    for name in (None, 5, ["golden_ankh"]):
        with pytest.raises(OptionError):
            rulekit.replay(name, 1, [])
    with pytest.raises(OptionError, match="actions must be a list"):
        rulekit.replay("golden_ankh", 1, "take B W K")
    with pytest.raises(OptionError, match="actions must be a list"):
        rulekit.replay("golden_ankh", 1, 5)
    with pytest.raises(OptionError, match="seed"):
        rulekit.replay("golden_ankh", "1", [])


# --------------------------------------------------------------------------- bounded parsing


def test_deep_nesting_is_refused_before_parsing():
    exc, said = raised_in_korean(SaveError, lambda: rulekit.from_json("[" * 100000))
    assert "64" in exc.en and "중첩" in said


def test_numbers_with_thousands_of_digits_are_refused_before_parsing():
    exc, said = raised_in_korean(SaveError, lambda: rulekit.from_json("[" + "9" * 5000 + "]"))
    assert "5000 digits" in exc.en and "5000자리" in said


@pytest.mark.parametrize("text", ["[NaN]", "[Infinity]", "[-Infinity]", "[1e999]"])
def test_numbers_no_game_has_are_refused(text):
    with pytest.raises(SaveError, match="not a number a game can have"):
        checks.load_json(text)


def test_oversized_saves_are_refused_by_length():
    with pytest.raises(SaveError, match="characters long"):
        rulekit.from_json(" " * (checks.MAX_SAVE_CHARS + 1))
    with pytest.raises(SaveError, match="bytes long"):
        rulekit.from_json(b" " * (4 * checks.MAX_SAVE_CHARS + 1))


def test_brackets_and_digits_inside_strings_do_not_count():
    text = json.dumps({"note": "[" * 200 + "9" * 500})
    assert checks.load_json(text) == {"note": "[" * 200 + "9" * 500}


def test_every_message_of_the_save_loader_speaks_korean():
    good = json.loads(rulekit.golden_ankh.new_game(2, seed=1).to_json())
    cases = [
        "not json",
        "[]",
        json.dumps({**good, "format": "other"}),
        json.dumps({k: v for k, v in good.items() if k != "sha256"}),
        json.dumps({**good, "game": "chess"}),
        json.dumps({**good, "version": 99}),
        json.dumps({**good, "state": []}),
        json.dumps({**good, "sha256": "0" * 64}),
        b"\xff",
        5,
    ]
    for text in cases:
        exc, said = raised_in_korean(SaveError, lambda text=text: rulekit.from_json(text))
        assert said == exc.ko and said != exc.en, text
        assert any("\uac00" <= ch <= "\ud7a3" for ch in said), said


def test_reader_messages_name_the_field_in_both_languages():
    from rulekit.core import Reader

    with pytest.raises(SaveError) as info:
        Reader({"turn": "x"}).int("turn")
    assert info.value.field == "state.turn"
    with i18n.language("ko"):
        assert str(info.value) == "state.turn은 정수여야 합니다 (받은 값: str)"


def test_notation_numbers_are_bounded_and_ranged():
    assert checks.parse_int("12", "row", 0, 20) == 12
    for bad in ("9" * 5000, "x", "", "1.5", "٣", "-"):
        with pytest.raises(NotationError):
            checks.parse_int(bad, "row")
    with pytest.raises(NotationError, match="at most 10000"):
        checks.check_text("a" * 10001, "action")
    with pytest.raises(NotationError, match="must be text"):
        checks.check_text(5, "action")


# --------------------------------------------------------------------------- properties


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=30,
)


@settings(max_examples=300, deadline=2000)
@given(st.text(alphabet='[]{}"\\,:0123456789.eE-+ ntrufalsNIy', max_size=400))
def test_load_json_on_any_text_parses_or_refuses_bilingually(text):
    try:
        checks.load_json(text)
    except SaveError as exc:
        assert exc.en and exc.ko


@settings(max_examples=200, deadline=2000)
@given(json_values)
def test_load_json_reads_what_json_writes_within_the_limits(value):
    text = json.dumps(value)
    try:
        assert checks.load_json(text) == json.loads(text)
    except SaveError:
        # Only the number limit can refuse a value hypothesis made (depth stays small here).
        assert any(len(run) > checks.MAX_DIGITS for run in _digit_runs(text))


def _digit_runs(text: str) -> list[str]:
    import re

    return re.findall(r"[0-9]+", text)


@settings(max_examples=200, deadline=2000)
@given(st.one_of(st.text(max_size=50), st.binary(max_size=50), st.integers(), st.none(), json_values))
def test_from_json_raises_only_bilingual_errors(value):
    text = value if isinstance(value, (str, bytes)) else json.dumps(value)
    try:
        rulekit.from_json(text)
    except BilingualError as exc:
        assert exc.ko
