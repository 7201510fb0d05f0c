"""One definition of a possible El Dorado position, shared by the editor, the loader and the notation.

Random sequences of edits (:mod:`rulekit.el_dorado.editing`) and random notation texts either give a
position that saves and loads back equal (``to_json``/``from_json``), reads back from its notation and
scores, or are refused in both languages with the position unchanged.  A position the loader refuses
the editor refuses first, with the same message naming the rule (ED.move.blocked, ED.end.gate,
ED.gap.blockade-closed, ED.end.last-round, ED.gap.sim-round-limit, ED.setup.market-board, ...).
"""
import json
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
    resealed_envelope,
    unchecked,
)

from rulekit import el_dorado as ed
from rulekit.core import BilingualError, SaveError
from rulekit.el_dorado import editing as E
from rulekit.el_dorado.components import BLOCKADES, CARDS, COURSES
from rulekit.el_dorado.end import tally
from rulekit.el_dorado.validate import MAX_ROUND

HANGUL = re.compile(r"[가-힣]")
RULE_ID = re.compile(r"ED\.[a-z]+\.[a-z-]+")
CODES = sorted(CARDS)
SPACES = sorted({h for c in COURSES for h in ed.course(c).terrain}) + ["ED", "Q99", ""]
ROUNDS = [0, 1, 2, 5, MAX_ROUND - 1, MAX_ROUND, MAX_ROUND + 1, -1, True, 2.5]
SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# positions to edit: empty tables, games under way (in the middle of a turn too), near their end, over
STARTS = [ed.from_position(f"players={n}") for n in (2, 3, 4)] + [
    played(ed, 2, 1, 40), played(ed, 3, 2, 120, course=3), played(ed, 4, 3, 400, course=5),
    played(ed, 3, 4, 2000), played(ed, 2, 5, 2000, course=7), played(ed, 3, 6, 61, max_rounds=2),
    ed.from_position("players=3 pieces=ED,B7,B8 final round=4"),
    ed.from_position(f"players=2 pieces=ED+ED,B7+B9 final round={MAX_ROUND} player=2"),
]


WRONG = [None, True, 2.5, ["B6"], "1"]                 # values of the wrong kind, as a notebook may pass
player = st.one_of(st.integers(-1, 4), st.sampled_from(WRONG))
slot = st.one_of(st.integers(-1, 4), st.sampled_from(WRONG))
edits = st.one_of(
    st.tuples(st.just("piece"), player, st.sampled_from(SPACES + WRONG), st.one_of(st.integers(-1, 2),
                                                                                    st.sampled_from(WRONG))),
    st.tuples(st.just("blockade"), slot, st.one_of(st.integers(-2, 4), st.sampled_from(WRONG))),
    st.tuples(st.just("blockade_piece"), slot, st.sampled_from(sorted(BLOCKADES) + ["XX"] + WRONG)),
    st.tuples(st.just("add"), player, st.sampled_from(E.PILES + ("deck", None)),
              st.sampled_from(CODES + ["Zz"] + WRONG)),
    st.tuples(st.just("remove"), player, st.sampled_from(E.PILES), st.sampled_from(CODES)),
    st.tuples(st.just("move"), player, st.sampled_from(CODES), st.sampled_from(E.PILES),
              st.sampled_from(E.PILES)),
    st.tuples(st.just("stack"), st.sampled_from(CODES + WRONG),
              st.sampled_from([None, 0, 3, 5, 6, -1] + WRONG)),
    st.tuples(st.just("turn"), st.one_of(st.none(), player), st.one_of(st.none(), player),
              st.one_of(st.none(), st.sampled_from(ROUNDS))),
    st.tuples(st.just("over"), st.one_of(st.booleans(), st.sampled_from(WRONG))),
    st.tuples(st.just("course"), st.sampled_from([0, 3, 7, 8, -1, "x", "first"])),
)


def apply(s: ed.ElDoradoState, e: tuple) -> ed.ElDoradoState:
    kind, *args = e
    if kind == "piece":
        return E.put_piece(s, args[0], args[1], args[2])
    if kind == "blockade":
        return E.set_blockade(s, *args)
    if kind == "blockade_piece":
        return E.set_blockade_piece(s, *args)
    if kind == "add":
        return E.add_card(s, *args)
    if kind == "remove":
        return E.remove_card(s, *args)
    if kind == "move":
        return E.move_card(s, *args)
    if kind == "stack":
        return E.put_stack(s, *args)
    if kind == "turn":
        return E.set_turn(s, player=args[0], start_player=args[1], rounds=args[2])
    if kind == "over":
        return E.set_over(s, args[0])
    return E.set_course(s, args[0])


def assert_possible(s: ed.ElDoradoState) -> None:
    """The position saves and loads back equal, reads back from its notation, and scores."""
    assert_round_trips_and_scores(ed, s, ed.format_position, ed.from_position, same_state=True)
    assert set(tally(s).values) == set(range(s.num_players))


def assert_bilingual(exc: BaseException) -> None:
    assert_bilingual_refusal(exc, refusals=(BilingualError,), differ=False)


def same_words(loaded: BilingualError, refused: BilingualError) -> None:
    """The loader's refusal says what the edit's says (past what each reader puts in front: ``save file
    state is impossible:``, ``inconsistent position:``, the state field), in both languages."""
    assert loaded.field == refused.field
    for a, b in ((loaded.en, refused.en), (loaded.ko, refused.ko)):
        assert a.split(f"{loaded.field}: ", 1)[-1] == b.split(f"{refused.field}: ", 1)[-1]


@SETTINGS
@given(st.sampled_from(range(len(STARTS))), st.lists(edits, min_size=1, max_size=10))
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
            assert_loader_refuses_alike(ed, exc, lambda s=s, e=e: apply(s, e), RULE_ID, same_words)
            continue
        assert_unchanged(before, s)                                   # the state given is unchanged
        assert_possible(new)
        s = new


VALUES = ["0", "1", "2", "4", "5", "-", "", "-1", "999999", str(MAX_ROUND), str(MAX_ROUND + 1), "B6", "B18",
          "ED", "Z1", "Sc3", "Sc4", "Ex,Ex", "BJ1*1", "BJ1*5", "Sc:m1", "Sc:m9@2", "x", "1e3", "٣"]
EXTRA = ["final", "over", "stopped", "phase=discard", "budget=3", "budget=9999", "bought=Sc", "pending=2",
         "active=Ex:m1", "played=Ex", "played=Sc!", "limit=1", "round=3", "turns=7", "player=2", "hat=2",
         "pieces=B18,B7,B8", "pieces=C12,B7,B8", f"round={MAX_ROUND}", "hand1=Sc,Sc,Sc,Sc", "x=1"]


@st.composite
def notation_texts(draw) -> str:
    """A valid text of a start position with a few random edits, or random text."""
    if draw(st.integers(0, 9)) == 0:
        return draw(st.text(alphabet=st.sampled_from("players=3 pieces,B6+ED:hand1Sc*-_final\n\t가"),
                            max_size=60))
    tokens = ed.format_position(draw(st.sampled_from(STARTS))).split()
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(tokens) - 1))
        how = draw(st.integers(0, 4))
        if how == 0:
            del tokens[i]
        elif how == 1:
            key = tokens[i].partition("=")[0]
            tokens[i] = f"{key}={draw(st.sampled_from(VALUES))}"
        elif how == 2:
            tokens.append(draw(st.sampled_from(EXTRA)))
        elif how == 3:
            tokens[i] = tokens[i][: draw(st.integers(0, len(tokens[i])))]
        else:
            key, _, value = tokens[i].partition("=")
            items = value.split(",")
            tokens[i] = f"{key}={','.join(draw(st.permutations(items)))}"
        if not tokens:
            tokens = ["players=2"]
    return " ".join(tokens)


@SETTINGS
@given(notation_texts())
def test_a_notation_text_gives_a_possible_position_or_is_refused_with_the_loaders_words(text):
    try:
        s = ed.from_position(text)
    except BilingualError as exc:
        assert_bilingual(exc)
        assert_loader_refuses_alike(ed, exc, lambda: ed.from_position(text), RULE_ID, same_words)
        return
    assert_possible(s)


def test_a_game_ended_after_the_last_round_a_position_counts_is_refused_as_the_loader_refuses_it():
    # ED.gap.sim-round-limit: round 10**6 is the last a position counts; ending it would count one more
    s = E.set_turn(E.put_piece(ed.from_position("players=3"), 0, "ED"), rounds=MAX_ROUND)
    assert_possible(s)
    before = s.to_json()
    with pytest.raises(E.EditError) as refused:
        E.set_over(s)
    assert s.to_json() == before
    assert "ED.gap.sim-round-limit" in refused.value.en and "ED.gap.sim-round-limit" in refused.value.ko
    with unchecked(ed.ElDoradoState):
        bad = E.set_over(s)
    with pytest.raises(SaveError) as loaded:
        ed.from_json(bad.to_json())
    same_words(loaded.value, refused.value)
    with pytest.raises(ed.PositionError):
        ed.from_position(ed.format_position(bad))


def test_a_budget_no_cards_can_give_is_refused_by_the_notation_and_the_loader_alike():
    # ED.buy.total: in phase 2 the half-coins still come from the player's own cards
    text = "players=2 phase=discard budget=9999"
    with pytest.raises(ed.PositionError) as refused:
        ed.from_position(text)
    assert "ED.buy.total" in refused.value.en and HANGUL.search(refused.value.ko)
    with unchecked(ed.ElDoradoState):
        bad = ed.from_position(text)
    with pytest.raises(SaveError) as loaded:
        ed.from_json(bad.to_json())
    same_words(loaded.value, refused.value)
    assert_possible(ed.from_position("players=2 phase=discard budget=3"))


FIELDS = ["turn", "round", "current", "start_player", "phase", "budget", "buying", "bought", "pending_trash",
          "final_round", "over", "stopped", "max_rounds"]


@SETTINGS
@given(st.sampled_from(range(len(STARTS))), st.sampled_from(FIELDS),
       st.one_of(st.integers(-2, 12), st.sampled_from([True, False, None, "Sc", "discard", MAX_ROUND + 1])))
def test_a_save_the_loader_takes_is_a_position_the_editor_can_show_and_read_back(start, key, value):
    # the loader and the notation agree: a state that loads is written and read back by the notation box
    assert_loads_possible_or_refused(ed, resealed(STARTS[start], key, value), assert_possible)


def test_buying_with_nothing_counted_or_bought_does_not_load():
    # ED.buy.half-coin: every card played for coins counts at least half a coin, so buying has a budget
    with pytest.raises(SaveError, match="ED.buy.half-coin"):
        ed.from_json(resealed(STARTS[0], "buying", True))


PILES = ["hands", "draws", "discards", "removed"]


@SETTINGS
@given(st.sampled_from(range(len(STARTS))), st.sampled_from(PILES), st.integers(0, 3), st.integers(0, 40),
       st.sampled_from(PILES), st.integers(0, 3))
def test_a_card_moved_by_hand_in_a_save_loads_only_as_a_position_the_notation_reads_back(
        start, src, p, i, dst, q):
    envelope = json.loads(STARTS[start].to_json())
    piles = envelope["state"]
    n = piles["players"]
    if not piles[src][p % n]:
        return
    card = piles[src][p % n].pop(i % len(piles[src][p % n]))
    piles[dst][q % n].append(card)
    assert_loads_possible_or_refused(ed, resealed_envelope(envelope), assert_possible)


def test_a_starting_card_given_to_another_player_does_not_load():
    # ED.setup.player-kit: each player keeps their own starting cards, in the save as in the notation
    s = ed.from_position("players=2 hand1=Ex,Ex,Tr,Tr hand2=Ex,Ex,Tr,Tr")
    envelope = json.loads(s.to_json())
    envelope["state"]["hands"][1].append(envelope["state"]["hands"][0].pop())
    with pytest.raises(SaveError) as loaded:
        ed.from_json(resealed_envelope(envelope))
    assert "ED.setup.player-kit" in loaded.value.en and "시작 카드" in loaded.value.ko
    with pytest.raises(ed.PositionError, match="ED.setup.player-kit"):
        ed.from_position("players=2 hand1=Ex,Ex,Tr,Tr hand2=Sa,Sa,Tr,Tr")
