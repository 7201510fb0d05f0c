"""Any Elfengold edit gives a position whose whole-position text reads back to itself, or is refused in
both languages leaving the state as it was."""
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from rulekit import elfengold as eg
from rulekit.elfengold import editing as E

HANGUL = re.compile(r"[가-힣]")
BOARD = eg.load_board()
TOWNS = [t.name for t in BOARD.towns]
ROADS = [r.id for r in BOARD.roads]

edits = st.one_of(
    st.tuples(st.just("boot"), st.integers(0, 2), st.sampled_from(TOWNS)),
    st.tuples(st.just("town"), st.integers(0, 2), st.sampled_from(TOWNS)),
    st.tuples(st.just("gold"), st.integers(0, 2), st.integers(0, 120)),
    st.tuples(st.just("card"), st.integers(0, 2), st.sampled_from("PECUTDRW")),
    st.tuples(st.just("tile"), st.integers(0, 2), st.sampled_from("PECUTDGBXLS"), st.booleans()),
    st.tuples(st.just("road"), st.sampled_from(ROADS), st.sampled_from("PECUTDGBLSX")),
    st.tuples(st.just("off"), st.sampled_from(ROADS)),
    st.tuples(st.just("round"), st.integers(1, 6),
              st.sampled_from(["cards", "tiles", "auction", "plan", "move", "over"]), st.integers(0, 2)),
)


def apply(s, e):
    kind, *args = e
    if kind == "boot":
        return E.move_boot(s, *args)
    if kind == "town":
        return E.toggle_visited(s, *args)
    if kind == "gold":
        return E.set_gold(s, *args)
    if kind == "card":
        return E.add_card(s, *args)
    if kind == "tile":
        return E.add_tile(s, args[0], args[1], face_down=args[2])
    if kind == "road":
        return E.place_tile(s, *args)
    if kind == "off":
        return E.remove_road_tile(s, *args)
    return E.set_round(s, round=args[0], phase=args[1], start=args[2])


@settings(max_examples=30, deadline=None)
@given(st.lists(edits, min_size=1, max_size=6))
def test_an_edit_reads_back_or_is_refused_in_both_languages(steps):
    s = eg.from_position("round=2 phase=plan | P1@Elvenhold | P2@Elvenhold | P3@Elvenhold")
    for e in steps:
        before = eg.position_text(s)
        try:
            new = apply(s, e)
        except E.EditError as exc:
            assert exc.en and HANGUL.search(exc.ko), exc.en
            assert eg.position_text(s) == before
            continue
        assert eg.position_text(s) == before                  # the state given is unchanged
        text = eg.position_text(new)
        assert eg.position_text(eg.from_position(text)) == text
        s = new
