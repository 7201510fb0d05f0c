"""The El Dorado editor's notation box both ways, and random clicks, buttons, boxes and typed texts.

Whatever a user does, the position shown either saves and loads back equal, reads back from its
notation and scores, or the edit is refused in the editor's language with the position unchanged; no
edit ever fails as a bug of the editor (``editor.bugs``).  Rules named: ED.move.blocked, ED.gap.path,
ED.end.last-round, ED.setup.market-board.
"""
import pytest
import tiers
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from position_contract import assert_editor_refused as assert_refused
from position_contract import assert_editor_step, assert_round_trips_and_scores, played
from shared_drawings import kept

import widgets
from rulekit import el_dorado as ed
from rulekit.el_dorado.components import CARDS, MARKET_KINDS
from rulekit.el_dorado.end import tally

COURSE = ed.course(0)


STARTS = [ed.from_position("players=3"), played(ed, 3, 1, 70), played(ed, 3, 2, 1500),
          ed.from_position("players=3 pieces=ED,B7,B8 final round=3")]
TEXTS = [ed.format_position(s) for s in STARTS]


#: random uses of the editor: a few in the fast tier, more in the deep tier
EXAMPLES = 20 if tiers.deep() else 5


@pytest.fixture(scope="module")
def calc():
    with kept():
        yield widgets.Editor("el_dorado", players=3, lang="ko")


def assert_possible(s: ed.ElDoradoState) -> None:
    assert_round_trips_and_scores(ed, s, ed.format_position, ed.from_position, same_state=True)
    assert set(tally(s).values) == {0, 1, 2}


def test_the_notation_box_takes_the_text_the_editor_shows_and_any_position_it_writes(calc):
    e = calc
    e.apply_text(TEXTS[0])
    e.choose(mode="piece")
    assert e.click_place("B22") is not None
    for lang in ("en", "ko"):
        e.lang_buttons.value = lang
        index = e.index
        assert e.apply_text(e.text) is True and e.index == index and e.bugs == []
        assert e.message == widgets.editor.label("text_same", lang)
    for text in TEXTS[1:]:
        assert e.apply_text(text) is True, e.message
        assert e.state == ed.from_position(text) and e.text == text
        assert e.apply_text(e.text) is True                 # the text it shows now, typed back
    e.undo()
    assert e.text == TEXTS[-2]
    assert e.bugs == []


@pytest.mark.parametrize("junk, words", [
    ("", None), ("zzz", "zzz"), ("players=9", "players"), ("players=3 pieces=B18,B7,B8", "ED.move.blocked"),
    ("players=3 pieces=Q9,B7,B8", "Q9"), ("players=3 over", "ED.end."), ("players=3 hand1=Sc,Sc,Sc,Sc", "4"),
    ("players=3 round=1e3", "round"), ("players=3 x=1", "x"), ("가나다", "가나다"),
])
def test_junk_is_refused_with_false_and_the_reason_and_nothing_changes(calc, junk, words):
    before, index = calc.text, calc.index
    assert calc.apply_text(junk) is False
    assert_refused(calc, before, index)
    assert words is None or words in calc.message
    assert calc.text_box.value == junk                       # the text stays, to be corrected
    assert calc.bugs == []


PLACES = ["B22", "B18", "C12", "B7", "Z0", "Z1", "b0", "b1", "b2", "market:Sc", "market:Pi", "market:Tb",
          "hand:Ex", "hand:Sc", "hand:Tr"]
ops = st.one_of(
    st.tuples(st.just("click"), st.integers(0, 2), st.sampled_from(["piece", "blockade", "card", "erase",
                                                                      "market"]),
              st.sampled_from(["hand", "draw", "discard", "removed"]), st.sampled_from(PLACES)),
    st.tuples(st.just("button"), st.integers(0, 2), st.sampled_from(["add_button", "take_button"]),
              st.sampled_from(["hand", "draw", "discard", "removed"]), st.sampled_from(sorted(CARDS))),
    st.tuples(st.just("box"), st.sampled_from(["course_box", "current_box", "hat_box"]), st.integers(0, 2)),
    st.tuples(st.just("box"), st.just("rounds_box"), st.sampled_from([0, 1, 4, 999])),
    st.tuples(st.just("box"), st.just("over_box"), st.booleans()),
    st.tuples(st.just("text"), st.sampled_from(TEXTS + ["junk", "players=3 pieces=B18,B7,B8",
                                                        "players=3 final", "players=2"])),
    st.tuples(st.just("retype"), st.integers(0, 60),
              st.sampled_from(["0", "2", "-", "", "B22", "B18", "ED", "Sc3", "Ex,Ex", "BJ1*2", "999"])),
)


def do(e, op) -> None:
    kind = op[0]
    if kind == "click":
        _, p, mode, pile, place = op
        e.player_buttons[p].click()
        e.choose(mode=mode, pile=pile)
        e.click_place(place)
    elif kind == "button":
        _, p, button, pile, card = op
        e.player_buttons[p].click()
        e.choose(mode="card", pile=pile, card=card)
        getattr(e, button).click()
    elif kind == "box":
        _, name, value = op
        getattr(e, name).value = value
    elif kind == "retype":                                   # one field of the text shown, typed anew
        words = e.text.split()
        key = words[op[1] % len(words)].partition("=")[0]
        words[op[1] % len(words)] = f"{key}={op[2]}"
        e.apply_text(" ".join(words))
    else:
        e.apply_text(op[1])


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(TEXTS), st.lists(ops, min_size=1, max_size=5))
def test_random_use_of_the_editor_gives_possible_positions_or_refusals(calc, start, steps):
    calc.apply_text(start)
    for op in steps:
        assert_editor_step(calc, lambda e, op=op: do(e, op), assert_possible, ed.format_position, ed.score)
    assert calc.bugs == []


def test_market_cards_are_never_made_or_lost_by_clicks(calc):
    # ED.setup.market-board: a card put in a pile comes from its stack, and goes back to it
    calc.apply_text(TEXTS[0])
    total = {c: calc.state.market_count(c) + sum(calc.state.cards_of(p)[c] for p in range(3))
             for c in MARKET_KINDS}
    calc.choose(mode="card", pile="discard")
    for place in ["market:Sc", "market:Sc", "market:Pi"]:
        assert calc.click_place(place) is not None
    calc.choose(mode="erase")
    calc.choose(card="Sc")
    calc.take_button.click()
    s = calc.state
    assert {c: s.market_count(c) + sum(s.cards_of(p)[c] for p in range(3)) for c in MARKET_KINDS} == total
    assert_possible(s)
