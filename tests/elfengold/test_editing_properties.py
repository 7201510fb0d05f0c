"""One definition of a possible Elfengold position, shared by the editor, the loader and the notation.

Random sequences of edits (:mod:`rulekit.elfengold.editing`) and random whole-position texts either give
a position that saves and loads back equal (``to_json``/``from_json``), whose text reads back to itself,
and that scores; or they are refused in both languages with the position unchanged.  A position the
loader refuses the editor refuses first, with the same message naming the rule (EG.plan.terrain-fit,
EG.setup.card-deck, EG.setup.tile-pool, EG.setup.bank, EG.end.after-six, EG.endround.keep-two, ...).
"""
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from position_contract import (
    assert_bilingual_refusal,
    assert_loader_refuses_alike,
    assert_loads_possible_or_refused,
    assert_round_trips_and_scores,
    assert_unchanged,
    played,
    resealed,
    unchecked,
)

from rulekit import elfengold as eg
from rulekit.core import BilingualError, SaveError
from rulekit.elfengold import editing as E
from rulekit.elfengold.round_end import tally

HANGUL = re.compile(r"[가-힣]")
RULE_ID = re.compile(r"EG\.[a-z]+\.[a-z-]+")
BOARD = eg.load_board()
TOWNS = [t.name for t in BOARD.towns] + ["Atlantis"]
ROADS = [r.id for r in BOARD.roads] + ["R99"]
PHASES = ["cards", "tiles", "auction", "plan", "move", "over", "end"]
SETTINGS = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# positions to edit: a new table, games under way in every phase, with the options that change components
STARTS = [
    eg.from_position("round=1 phase=plan start=1 | P1@Elvenhold | P2@Elvenhold"),
    eg.from_position("round=6 phase=over start=1 | P1@Elvenhold | P2@Elvenhold | P3@Elvenhold"),
    played(eg, 2, 1, 30), played(eg, 3, 2, 90), played(eg, 4, 3, 200, wizards=True),
    played(eg, 3, 4, 400, rounds=4), played(eg, 5, 5, 150, destination=True), played(eg, 2, 6, 3000),
    played(eg, 6, 7, 60, random_values=True),
]


WRONG = [None, True, 2.5, ["U"], 5]                     # values of the wrong kind, as a notebook may pass
player = st.one_of(st.integers(-1, 6), st.sampled_from(WRONG))
towns = st.sampled_from(TOWNS + WRONG)
edits = st.one_of(
    st.tuples(st.just("boot"), player, towns),
    st.tuples(st.just("town"), player, towns),
    st.tuples(st.just("visited"), player, towns, st.one_of(st.booleans(), st.sampled_from(WRONG))),
    st.tuples(st.just("gold"), player, st.sampled_from([0, 1, 12, 80, 200, 1085, 5000, -1] + WRONG)),
    st.tuples(st.just("card"), player, st.sampled_from([*"PECUTDRWGx", *WRONG])),
    st.tuples(st.just("uncard"), player, st.sampled_from("PECUTDRW")),
    st.tuples(st.just("hand"), player, st.text(alphabet="PECUTDRWG", max_size=14)),
    st.tuples(st.just("supply"), player, st.text(alphabet="PECUTDGBXLSpecutdgbxls", max_size=6)),
    st.tuples(st.just("tile"), player, st.sampled_from([*"PECUTDGBXLSx", *WRONG]),
              st.one_of(st.booleans(), st.sampled_from(WRONG))),
    st.tuples(st.just("untile"), player, st.sampled_from("PECUTDGBXLSpecutdgbxls")),
    st.tuples(st.just("road"), st.sampled_from(ROADS + WRONG), st.sampled_from([*"PECUTDGBLSX", *WRONG])),
    st.tuples(st.just("off"), st.sampled_from(ROADS), st.sampled_from(["U", "G", "L", "u", *WRONG])),
    st.tuples(st.just("clear"), st.sampled_from(ROADS)),
    st.tuples(st.just("round"), st.one_of(st.none(), st.integers(0, 7), st.sampled_from(WRONG)),
              st.one_of(st.none(), st.sampled_from(PHASES + WRONG)), st.one_of(st.none(), player)),
)


def apply(s: eg.ElfengoldState, e: tuple) -> eg.ElfengoldState:
    kind, *args = e
    calls = {
        "boot": E.move_boot, "town": E.toggle_visited, "visited": E.set_visited, "gold": E.set_gold,
        "card": E.add_card, "uncard": E.remove_card, "hand": E.set_hand, "supply": E.set_supply,
        "untile": E.remove_tile, "road": E.place_tile, "off": E.remove_road_tile, "clear": E.clear_road,
    }
    if kind == "tile":
        return E.add_tile(s, args[0], args[1], face_down=args[2])
    if kind == "round":
        return E.set_round(s, round=args[0], phase=args[1], start=args[2])
    return calls[kind](s, *args)


def assert_possible(s: eg.ElfengoldState) -> None:
    """The position saves and loads back equal, its text reads back to itself, and it scores."""
    options = E.options_of(s)
    assert_round_trips_and_scores(eg, s, eg.position_text, lambda text: eg.from_position(text, **options))
    assert set(tally(s).values) == set(range(s.num_players))


def assert_bilingual(exc: BaseException) -> None:
    assert_bilingual_refusal(exc, refusals=(BilingualError,), differ=False)


def same_words(loaded: BilingualError, refused: BilingualError) -> None:
    """The loader's refusal says what the edit's says (past what the loader puts in front: ``save file
    state is impossible:`` and the state field), in both languages."""
    assert loaded.field == refused.field
    for a, b in ((loaded.en, refused.en), (loaded.ko, refused.ko)):
        assert a.endswith(b), (a, b)


@SETTINGS
@given(st.sampled_from(range(len(STARTS))), st.lists(edits, min_size=1, max_size=8))
def test_an_edit_gives_a_position_that_saves_loads_and_scores_or_is_refused_unchanged(start, steps):
    s = STARTS[start]
    for e in steps:
        before = s.to_json()
        try:
            new = apply(s, e)
        except BilingualError as exc:
            assert_bilingual(exc)
            assert_unchanged(before, s)                               # nothing changed
            # if only the position check refused it, the loader refuses that position with the same words
            assert_loader_refuses_alike(eg, exc, lambda s=s, e=e: apply(s, e), RULE_ID, same_words)
            continue
        assert_unchanged(before, s)                                   # the state given is unchanged
        assert_possible(new)
        s = new


VALUES = ["0", "1", "2", "5", "6", "7", "-", "", "999", "1085", "100000", "PP", "UUUUUUUUUU", "Beata",
          "Elvenhold", "Beata,Virst", "ug", "WW", "GG", "xyz", "cards", "tiles", "auction", "plan", "move",
          "over", "٣"]
INSERTS = ["R12:UG", "R25:P", "R01:S", "R12:L", "R12:TB", "R03:UUB", "|", "P9@Beata", "hand=W", "gold=5",
           "tiles=x", "towns=Elvenhold", "round=6", "phase=over", "seed=5", "start=3", "tiles=dddd",
           "gold=99999"]


@st.composite
def notation_texts(draw) -> tuple[str, dict]:
    """A start position's text with a few random edits, or random text; and the options it is read with."""
    start = draw(st.sampled_from(STARTS))
    options = E.options_of(start)
    if draw(st.integers(0, 9)) == 0:
        alphabet = st.sampled_from("round=1 phase|P1@Beata hand=UU gold R12:UG tiles=d-,\n가")
        return draw(st.text(alphabet=alphabet, max_size=60)), options
    words = eg.position_text(start).split(" ")
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(words) - 1))
        how = draw(st.integers(0, 4))
        if how == 0:
            del words[i]
        elif how == 1 and "=" in words[i]:
            words[i] = words[i].partition("=")[0] + "=" + draw(st.sampled_from(VALUES))
        elif how == 2:
            words.insert(i, draw(st.sampled_from(INSERTS)))
        elif how == 3:
            words[i] = words[i][: draw(st.integers(0, len(words[i])))]
        else:
            j = draw(st.integers(0, len(words) - 1))
            words[i], words[j] = words[j], words[i]
        if not words:
            words = ["-"]
    return " ".join(words), options


@SETTINGS
@given(notation_texts())
def test_a_position_text_gives_a_possible_position_or_is_refused_with_the_loaders_words(case):
    text, options = case
    try:
        s = E.build(text, **options)                    # what the editor's notation box reads
    except BilingualError as exc:
        assert_bilingual(exc)
        assert_loader_refuses_alike(eg, exc, lambda: eg.from_position(text, **options), RULE_ID, same_words)
        return
    assert_possible(s)


def test_a_giant_pig_on_a_desert_road_is_refused_by_the_text_and_the_loader_alike():
    # EG.plan.terrain-fit: the refusal of the text box is the loader's, word for word
    text = "round=2 phase=plan start=1 R25:P | P1@Beata | P2@Elvenhold"
    with pytest.raises(E.EditError) as refused:
        E.build(text)
    assert "EG.plan.terrain-fit" in refused.value.en and "사막" in refused.value.ko
    with unchecked(eg.ElfengoldState):
        bad = eg.from_position(text)
    with pytest.raises(SaveError) as loaded:
        eg.from_json(bad.to_json())
    same_words(loaded.value, refused.value)


FIELDS = ["round", "phase", "stage", "start", "current_player", "turn", "bank", "gold_pile", "high",
          "high_bidder", "passed", "excluded", "plan_passes", "moved", "trip_gold", "gold_choice", "deck",
          "display", "pool", "drawn", "lot", "discard"]


@SETTINGS
@given(st.sampled_from(range(len(STARTS))), st.sampled_from(FIELDS),
       st.one_of(st.integers(-2, 12), st.sampled_from([True, False, None, "", "U", "GG", "plan", "over",
                                                       "travel", 300])))
def test_a_save_the_loader_takes_is_a_position_the_editor_can_show_and_read_back(start, key, value):
    # the loader and the notation agree: a state that loads is written by the notation box and read back
    assert_loads_possible_or_refused(eg, resealed(STARTS[start], key, value), assert_possible)
