"""The Elfengold editor's notation box both ways, and random clicks, buttons, boxes and typed texts.

Whatever a user does, the position shown either saves and loads back equal, its text reads back to
itself, and it scores; or the edit is refused in the editor's language with the position unchanged; no
edit ever fails as a bug of the editor (``editor.bugs``).  Rules named: EG.plan.terrain-fit,
EG.setup.card-deck, EG.end.after-six, EG.variant.wizards.
"""
import pytest
import tiers
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from position_contract import assert_editor_refused as assert_refused
from position_contract import assert_editor_step, assert_round_trips_and_scores, played
from shared_drawings import kept

import widgets
from rulekit import elfengold as eg
from rulekit.elfengold import editing as E
from rulekit.elfengold.round_end import tally

STARTS = [eg.from_position("round=1 phase=plan start=1 | P1@Elvenhold | P2@Elvenhold | P3@Elvenhold"),
          played(eg, 3, 1, 40), played(eg, 3, 2, 300), played(eg, 3, 3, 5000)]
TEXTS = [eg.position_text(s) for s in STARTS]


#: random uses of the editor: a few in the fast tier, more in the deep tier
EXAMPLES = 20 if tiers.deep() else 5


@pytest.fixture(scope="module")
def calc():
    with kept():
        yield widgets.Editor("elfengold", players=3, lang="ko")


def assert_possible(s: eg.ElfengoldState) -> None:
    options = E.options_of(s)
    assert_round_trips_and_scores(eg, s, eg.position_text, lambda text: eg.from_position(text, **options))
    assert set(tally(s).values) == {0, 1, 2}


def test_the_notation_box_takes_the_text_the_editor_shows_and_any_position_it_writes(calc):
    e = calc
    e.apply_text(TEXTS[0])
    e.choose(mode="road", tile="U")
    assert e.click_place("R12") is not None
    for lang in ("en", "ko"):
        e.lang_buttons.value = lang
        index = e.index
        assert e.apply_text(e.text) is True and e.index == index and e.bugs == []
        assert e.message == widgets.editor.label("text_same", lang)
    for text in TEXTS[1:]:
        assert e.apply_text(text) is True, e.message
        assert e.text == text and e.state == eg.from_position(text)
        assert e.apply_text(e.text) is True                 # the text it shows now, typed back
    e.undo()
    assert e.text == TEXTS[-2] and e.bugs == []


def test_the_box_keeps_the_games_options():
    # EG.variant.wizards: a wizard card in a hand is possible only in a game played with wizards
    s = played(eg, 3, 4, 60, wizards=True)
    for player, hand in ((1, "DD"), (2, "DD"), (0, "WW")):
        s = E.set_hand(s, player, hand)
    e = widgets.Editor(s, lang="en")
    assert e.apply_text(e.text) is True and e.bugs == []
    changed = e.text.replace("hand=WW", "hand=WWW", 1)
    assert e.apply_text(changed) is True and e.state.hands[0] == "WWW" and e.state.opts["wizards"]
    with pytest.raises(E.EditError, match="EG.setup.card-deck"):
        E.build(changed)                                     # the same text in a game without wizards


@pytest.mark.parametrize("junk, words", [
    ("", None), ("zzz", None), ("round=9 phase=plan | P1@Beata | P2@Elvenhold | P3@Virst", "round"),
    ("round=2 phase=plan R25:P | P1@Beata | P2@Elvenhold | P3@Virst", "EG.plan.terrain-fit"),
    ("round=2 phase=over | P1@Beata | P2@Elvenhold | P3@Virst", "EG.end.after-six"),
    ("round=2 phase=plan | P1@Atlantis | P2@Elvenhold | P3@Virst", "Atlantis"),
    ("round=2 phase=plan | P1@Beata hand=UUUUUUUUUU | P2@Elvenhold | P3@Virst", "EG.setup.card-deck"),
    ("round=2 phase=plan | P1@Beata | P2@Elvenhold", "3"),
    ("round=2 phase=plan | P1@Beata gold=٣ | P2@Elvenhold | P3@Virst", "gold"),
])
def test_junk_is_refused_with_false_and_the_reason_and_nothing_changes(calc, junk, words):
    before, index = calc.text, calc.index
    assert calc.apply_text(junk) is False
    assert_refused(calc, before, index)
    assert words is None or words in calc.message
    assert calc.text_box.value == junk                       # the text stays, to be corrected
    assert calc.bugs == []


PLACES = ["Beata", "Virst", "Elvenhold", "Strykhaven", "R12", "R25", "R01", "R03",
          ("tile", "U"), ("tile", "u"), ("tile", "G"), ("hand", "U"), ("hand", "P")]
ops = st.one_of(
    st.tuples(st.just("click"), st.integers(0, 2),
              st.sampled_from(["boot", "town", "road", "erase", "supply"]),
              st.sampled_from("PECUTDGBXLS"), st.sampled_from(PLACES)),
    st.tuples(st.just("give"), st.integers(0, 2), st.sampled_from("PECUTDGBXLS"),
              st.sampled_from(["up", "down"])),
    st.tuples(st.just("gold"), st.integers(0, 2), st.sampled_from([0, 5, 12, 150, 300])),
    st.tuples(st.just("cards"), st.integers(0, 2), st.sampled_from("PECUTDR"), st.integers(0, 9)),
    st.tuples(st.just("box"), st.sampled_from(["round_box", "start_box"]), st.integers(1, 2)),
    st.tuples(st.just("box"), st.just("phase_box"),
              st.sampled_from(["cards", "tiles", "auction", "plan", "move", "over"])),
    st.tuples(st.just("text"), st.sampled_from(TEXTS + ["junk", "round=6 phase=over | P1@Beata | P2@Virst"])),
    st.tuples(st.just("retype"), st.integers(0, 60),
              st.sampled_from(["0", "2", "6", "-", "", "UU", "WW", "ug", "Beata", "over", "cards", "999"])),
)


def do(e, op) -> None:
    kind = op[0]
    if kind == "click":
        _, p, mode, tile, place = op
        e.player_buttons[p].click()
        e.choose(mode=mode, tile=tile)
        e.click_place(place)
    elif kind == "give":
        _, p, tile, side = op
        e.player_buttons[p].click()
        e.choose(mode="supply", tile=tile, side=side)
        e.add_tile_button.click()
    elif kind == "gold":
        e.gold_boxes[op[1]].value = op[2]
    elif kind == "cards":
        e.card_boxes[op[1]][op[2]].value = op[3]
    elif kind == "box":
        getattr(e, op[1]).value = op[2]
    elif kind == "retype":                                   # one word of the text shown, typed anew
        words = e.text.split(" ")
        i = op[1] % len(words)
        key, sep, _ = words[i].partition("=")
        words[i] = f"{key}={op[2]}" if sep else f"{words[i]}{op[2]}"
        e.apply_text(" ".join(words))
    else:
        e.apply_text(op[1])


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(TEXTS), st.lists(ops, min_size=1, max_size=5))
def test_random_use_of_the_editor_gives_possible_positions_or_refusals(calc, start, steps):
    calc.apply_text(start)
    for op in steps:
        assert_editor_step(calc, lambda e, op=op: do(e, op), assert_possible, eg.position_text, eg.score)
    assert calc.bugs == []
