"""Save files (rulekit.core.dump_state/load_state): exact round trips, and clear refusals of bad files."""
from __future__ import annotations

import hashlib
import json

import pytest
import toy_game
from hypothesis import given, settings
from hypothesis import strategies as st

import rulekit
from rulekit import SaveError
from rulekit.core import SAVE_FORMAT, Reader, _canonical, dump_state, load_state


def played(seed: int = 4, moves: tuple[str, ...] = ("take 2", "take 1", "take 3")) -> toy_game.ToyState:
    state = toy_game.new_game(players=3, seed=seed)
    for move in moves:
        state = state.apply(move)
    return state


def envelope(state=None) -> dict:
    return json.loads((state or played()).to_json())


def reseal(env: dict) -> str:
    """The envelope as text with a checksum matching its edited state, as a careful forger would write it."""
    env["sha256"] = hashlib.sha256(_canonical(env["state"]).encode("utf-8")).hexdigest()
    return json.dumps(env)


# --------------------------------------------------------------------------- round trips


def test_round_trip_is_exact_and_keeps_the_random_stream():
    state = played()
    text = state.to_json()
    loaded = toy_game.from_json(text)
    assert loaded == state and loaded is not state
    assert loaded.to_json() == text
    assert loaded.rng == state.rng
    # the loaded game goes on exactly as the original would
    assert loaded.apply("take 1") == state.apply("take 1")


def test_the_file_names_format_game_version_and_checksum():
    env = envelope()
    assert env["format"] == SAVE_FORMAT
    assert env["game"] == "toy"
    assert env["version"] == toy_game.ToyState.VERSION
    assert len(env["sha256"]) == 64
    assert env["state"]["pile"] == played().pile


def test_any_game_loads_through_the_registry_by_the_name_in_the_file():
    state = played()
    assert rulekit.from_json(state.to_json(indent=2)) == state
    assert load_state(state.to_json().encode("utf-8")) == state


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), steps=st.integers(0, 12))
def test_round_trip_after_random_play(seed, players, steps):
    state = toy_game.new_game(players=players, seed=seed)
    for i in range(steps):
        if state.is_over:
            break
        actions = state.legal_actions()
        state = state.apply(actions[(seed + i) % len(actions)])
    assert toy_game.from_json(state.to_json()) == state


# --------------------------------------------------------------------------- bad files


def refused(text) -> str:
    with pytest.raises(SaveError) as info:
        load_state(text, toy_game.ToyState)
    return str(info.value)


def test_malformed_json_is_refused():
    assert "not valid JSON" in refused("{this is not json")
    assert "not valid JSON" in refused("")
    assert "must hold a JSON object" in refused("[1, 2, 3]")


def test_truncated_text_is_refused():
    text = played().to_json()
    assert "truncated" in refused(text[: len(text) // 2])


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_every_truncation_is_a_save_error(data):
    text = played().to_json()
    cut = data.draw(st.integers(0, len(text) - 1))
    with pytest.raises(SaveError):
        load_state(text[:cut], toy_game.ToyState)


def test_not_utf8_and_not_text_are_refused():
    assert "not UTF-8" in refused(b"\xff\xfe{}")
    assert "must be text" in refused(42)


def test_wrong_format_is_refused():
    env = envelope()
    env["format"] = "chess-pgn"
    assert "not a rulekit save file" in refused(json.dumps(env))


@pytest.mark.parametrize("key", ["game", "version", "sha256", "state"])
def test_missing_envelope_fields_are_named(key):
    env = envelope()
    del env[key]
    assert f"no {key!r} field" in refused(json.dumps(env))


def test_wrong_game_is_refused():
    env = envelope()
    env["game"] = "golden_ankh"
    assert "is a 'golden_ankh' game, not 'toy'" in refused(json.dumps(env))
    env["game"] = "backgammon"
    with pytest.raises(SaveError, match="unknown game 'backgammon'"):
        rulekit.from_json(json.dumps(env))


def test_wrong_version_is_refused():
    env = envelope()
    env["version"] = toy_game.ToyState.VERSION + 1
    message = refused(json.dumps(env))
    assert "format version 2" in message and "reads version 1" in message


def test_tampered_state_fails_the_checksum():
    env = envelope()
    env["state"]["pile"] += 5
    assert "checksum mismatch" in refused(json.dumps(env))


def test_state_field_must_be_an_object():
    env = envelope()
    env["state"] = [1, 2]
    assert "'state' field must be a JSON object" in refused(reseal(env))


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("current", 7, "state.current = 7 is out of range [0, 2]"),
        ("turn", "three", "state.turn must be an integer, not str"),
        ("players", 9, "state.players = 9 is out of range [2, 4]"),
        ("taken", [1, 2], "state.taken must have 3 items, not 2"),
        ("rng", None, "state.rng must be an integer, not NoneType"),
        ("taken", [1, -2, 0], "state.taken must hold counts"),
    ],
)
def test_inconsistent_state_is_refused_naming_the_field(field, value, message):
    env = envelope()
    env["state"][field] = value
    assert message in refused(reseal(env))


def test_missing_state_field_is_named():
    env = envelope()
    del env["state"]["pile"]
    assert "state.pile is missing" in refused(reseal(env))


def test_unexpected_errors_while_reading_become_save_errors():
    class Careless(toy_game.ToyState):
        """A game whose from_dict indexes the file without a Reader."""

        @classmethod
        def from_dict(cls, data):
            return super().from_dict(data) if data["taken"][5] else None

    with pytest.raises(SaveError, match="state is inconsistent: IndexError"):
        load_state(played().to_json(), Careless)


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_a_corrupted_character_is_refused_or_harmless(data):
    """Nothing half-loads: a changed character gives a SaveError or (whitespace) the very same state."""
    state = played()
    text = state.to_json()
    i = data.draw(st.integers(0, len(text) - 1))
    ch = data.draw(st.sampled_from(list('0123456789abcdef{}[]",: tx')))
    corrupted = text[:i] + ch + text[i + 1:]
    try:
        loaded = load_state(corrupted, toy_game.ToyState)
    except SaveError:
        return
    assert loaded == state


def test_a_failed_load_leaves_nothing_behind():
    state = played()
    text = state.to_json()
    env = json.loads(text)
    env["state"]["current"] = 99
    with pytest.raises(SaveError):
        load_state(reseal(env), toy_game.ToyState)
    assert toy_game.from_json(text) == state  # the good file still loads, unaffected


# --------------------------------------------------------------------------- Reader


def test_reader_names_the_path_of_a_bad_field():
    r = Reader({"players": [{"name": "Ann", "tiles": "many"}], "over": "no", "lang": "fr"}, "state")
    _, first = next(r.items("players"))
    assert first.str("name") == "Ann"
    with pytest.raises(SaveError, match=r"state\.players\[0\]\.tiles must be a list, not str"):
        first.list("tiles")
    with pytest.raises(SaveError, match=r"state\.over must be true or false"):
        r.bool("over")
    with pytest.raises(SaveError, match=r"state\.lang = 'fr' is not one of \['en', 'ko'\]"):
        r.str("lang", ["en", "ko"])
    with pytest.raises(SaveError, match=r"state\.players must be an integer, not list"):
        r.int("players")
    with pytest.raises(SaveError, match=r"state\.extra must be an object, not int"):
        Reader({"extra": 3}).sub("extra")
    assert r.has("lang") and not r.has("score")
    assert r.raw("lang") == "fr"


def test_reader_refuses_booleans_as_integers():
    with pytest.raises(SaveError, match="must be an integer, not bool"):
        Reader({"turn": True}).int("turn")


def test_dump_state_is_json_with_an_optional_indent():
    state = played()
    assert "\n" not in dump_state(state)
    assert json.loads(dump_state(state, indent=2)) == json.loads(dump_state(state))


# --------------------------------------------------------------------------- strict saves: known keys, once

GAMES = ["golden_ankh", "el_dorado", "fertility", "elfengold"]


def game_save(game: str) -> tuple[object, dict]:
    """A game a few moves in, and its save file as a dict."""
    module = rulekit.load(game)
    state = module.new_game(players=2, seed=5)
    for _ in range(6):
        state = state.apply(state.legal_actions()[-1])
    return state, json.loads(state.to_json())


def refused_save(game: str, text: str) -> SaveError:
    with pytest.raises(SaveError) as info:
        rulekit.load(game).from_json(text)
    assert info.value.en and info.value.ko and info.value.en != info.value.ko
    assert any("\uac00" <= ch <= "\ud7a3" for ch in info.value.message("ko"))
    return info.value


@pytest.mark.parametrize("game", GAMES)
def test_a_resealed_save_with_an_unknown_field_is_refused_at_every_level(game):
    state, env = game_save(game)
    assert rulekit.load(game).from_json(reseal(json.loads(state.to_json()))) == state
    env["extra"] = 1
    assert "extra" in refused_save(game, reseal(env)).en
    _, env = game_save(game)
    env["state"]["colour"] = "red"
    assert refused_save(game, reseal(env)).field == "state.colour"
    # one level down: a dict inside the state (El Dorado's saves hold none)
    _, env = game_save(game)
    inner = next((k for k, v in sorted(env["state"].items()) if isinstance(v, dict)), None)
    assert (inner is None) == (game == "el_dorado")
    if inner is not None:
        env["state"][inner]["zz_unknown"] = 1
        assert refused_save(game, reseal(env)).field == f"state.{inner}.zz_unknown"


@pytest.mark.parametrize("game", ["golden_ankh", "elfengold"])
def test_an_unknown_option_in_a_save_is_refused(game):
    _, env = game_save(game)
    env["state"]["options"]["colour"] = True
    err = refused_save(game, reseal(env))
    assert err.field == "state.options.colour"


@pytest.mark.parametrize(("game", "where", "key", "value"), [
    ("golden_ankh", "options", "tokens_per_kind", -1),
    ("golden_ankh", "options", "upper_discount", "no"),
    ("golden_ankh", "options", "max_rounds", 0),
    ("el_dorado", None, "max_rounds", 0),
    ("el_dorado", None, "course", 99),
    ("fertility", None, "variant", "no"),
    ("fertility", None, "data", 5),
    ("elfengold", "options", "rounds", 7),
    ("elfengold", "options", "hand_limit", -1),
    ("elfengold", "options", "destination", "no"),
])
def test_option_values_in_a_save_are_checked_as_new_game_checks_them(game, where, key, value):
    module = rulekit.load(game)
    with pytest.raises(rulekit.OptionError):
        module.new_game(players=2, seed=5, **{key: value})
    _, env = game_save(game)
    (env["state"][where] if where else env["state"])[key] = value
    refused_save(game, reseal(env))


@pytest.mark.parametrize("game", GAMES)
def test_a_key_given_twice_is_refused_at_every_level(game):
    state, _ = game_save(game)
    text = state.to_json()
    assert text.endswith("}}")
    twice_outside = text[:-1] + ', "state": {}}'
    assert "'state'" in refused_save(game, twice_outside).en
    twice_inside = text[:-2] + ', "turn": 0}}'           # the state object ends the file
    assert "'turn'" in refused_save(game, twice_inside).en
    twice_top = '{"format": "x", ' + text[1:]
    assert "'format'" in refused_save(game, twice_top).en


def test_a_key_given_twice_is_refused_before_the_checksum_is_looked_at():
    env = envelope()
    text = reseal(env)
    doubled = text.replace('"players": ', '"players": 3, "players": ', 1)
    with pytest.raises(SaveError, match="twice"):
        load_state(doubled)


@pytest.mark.parametrize("game", GAMES)
def test_a_resealed_hand_edit_is_judged_on_its_contents(game):
    _, env = game_save(game)
    env["state"]["turn"] = -5
    refused_save(game, reseal(env))


def _leaf_paths(data, path=()):
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _leaf_paths(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _leaf_paths(value, (*path, i))
    if path:
        yield path


EDIT_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 120), st.integers(-(10**30), 10**30), st.floats(-1e300, 1e300),
    st.text(max_size=3), st.lists(st.integers(0, 3), max_size=3),
    st.dictionaries(st.text(max_size=2), st.integers(0, 3), max_size=2))


@settings(max_examples=200, deadline=None)
@given(game=st.sampled_from(GAMES), data=st.data())
def test_any_resealed_hand_edit_loads_or_is_a_save_error(game, data):
    _, env = game_save(game)
    path = data.draw(st.sampled_from(sorted(_leaf_paths(env["state"]), key=repr)))
    holder = env["state"]
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = data.draw(EDIT_VALUES)
    try:
        loaded = rulekit.load(game).from_json(reseal(env))
    except SaveError as exc:
        assert exc.en and exc.ko
        return
    assert rulekit.load(game).from_json(loaded.to_json()) == loaded     # what loads, saves and loads again
