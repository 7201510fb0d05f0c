"""Any El Dorado edit gives a position that reads back from its notation, or is refused in both
languages leaving the state as it was."""
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from rulekit import el_dorado as ed
from rulekit.el_dorado import editing as E
from rulekit.el_dorado.components import CARDS, MARKET_KINDS

HANGUL = re.compile(r"[가-힣]")
COURSE = ed.course(0)
SPACES = sorted(COURSE.terrain) + ["ED"]
CODES = sorted(CARDS)

edits = st.one_of(
    st.tuples(st.just("piece"), st.integers(0, 2), st.sampled_from(SPACES)),
    st.tuples(st.just("blockade"), st.integers(0, 3), st.integers(-1, 2)),
    st.tuples(st.just("add"), st.integers(0, 2), st.sampled_from(E.PILES), st.sampled_from(CODES)),
    st.tuples(st.just("remove"), st.integers(0, 2), st.sampled_from(E.PILES), st.sampled_from(CODES)),
    st.tuples(st.just("move"), st.integers(0, 2), st.sampled_from(CODES), st.sampled_from(E.PILES),
              st.sampled_from(E.PILES)),
    st.tuples(st.just("stack"), st.sampled_from(sorted(MARKET_KINDS)),
              st.one_of(st.none(), st.integers(0, 5))),
    st.tuples(st.just("turn"), st.integers(0, 2), st.integers(0, 2), st.integers(0, 5)),
    st.tuples(st.just("over"), st.booleans()),
)


def apply(s, e):
    kind, *args = e
    if kind == "piece":
        return E.put_piece(s, args[0], args[1])
    if kind == "blockade":
        return E.set_blockade(s, *args)
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
    return E.set_over(s, args[0])


@settings(max_examples=40, deadline=None)
@given(st.lists(edits, min_size=1, max_size=8))
def test_an_edit_reads_back_or_is_refused_in_both_languages(steps):
    s = ed.from_position("players=3")
    for e in steps:
        before = ed.format_position(s)
        try:
            new = apply(s, e)
        except E.EditError as exc:
            assert exc.en and HANGUL.search(exc.ko), exc.en
            assert ed.format_position(s) == before
            continue
        assert ed.format_position(s) == before                # the state given is unchanged
        assert ed.from_position(ed.format_position(new)) == new
        s = new
