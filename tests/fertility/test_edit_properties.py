"""Property test of the position edits: any edit either gives a valid position that round-trips
through the notation, or is refused in both languages leaving the state as it was."""
from bilingual import REFUSALS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from position_contract import assert_bilingual_refusal, assert_unchanged

from rulekit import fertility as fe
from rulekit.fertility import edit

START = edit.empty(players=3)
H, W = START.board.height, START.board.width
R0, C0 = START.start
# mostly around the start tile, where edits can succeed; sometimes anywhere, off the board too
CELL = st.one_of(st.tuples(st.integers(R0 - 2, R0 + 3), st.integers(C0 - 2, C0 + 3)),
                 st.tuples(st.integers(-1, H), st.integers(-1, W)))
NEAR = st.sampled_from([(0, 1), (1, 0), (0, -1), (-1, 0), (1, 1)])  # (1, 1): not beside
PAIR = st.sampled_from(["MM", "CC", "PP", "GG", "MC", "MP", "MG", "CP", "CG", "PG", "GP", "XM"])
DISTRICT = st.sampled_from([None, "D01", "D05", "D12", "D16", "D25", "D40", "D99"])
GOODS = st.text(alphabet="MCPGW", max_size=4)
PLAYER = st.integers(-1, 3)

EDIT = st.one_of(
    st.tuples(st.just("put_tile"), PAIR, CELL, NEAR),
    st.tuples(st.just("remove_at"), CELL),
    st.tuples(st.just("turn_tile"), CELL),
    st.tuples(st.just("move_tile"), CELL, CELL, NEAR),
    st.tuples(st.just("put_quarry"), CELL, st.one_of(st.none(), PLAYER)),
    st.tuples(st.just("set_district"), PLAYER, st.integers(0, 8), DISTRICT),
    st.tuples(st.just("set_goods"), PLAYER, st.integers(0, 3), st.integers(1, 3), GOODS),
    st.tuples(st.just("wheat"), PLAYER, st.integers(-1, 17)),
)


def run(state, step):
    name, *args = step
    if name == "put_tile":
        kinds, a, (dr, dc) = args
        return edit.put_tile(state, kinds, a, (a[0] + dr, a[1] + dc))
    if name == "move_tile":
        cell, a, (dr, dc) = args
        return edit.move_tile(state, cell, a, (a[0] + dr, a[1] + dc))
    if name == "wheat":
        return edit.set_position(state, wheat={args[0]: args[1]})
    return getattr(edit, name)(state, *args)


@settings(max_examples=80, deadline=5000, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(EDIT, min_size=1, max_size=6))
def test_an_edit_gives_a_valid_position_or_a_bilingual_refusal(steps):
    state = START
    for step in steps:
        before = edit.text(state)
        try:
            new = run(state, step)
        except REFUSALS as exc:
            assert_bilingual_refusal(exc, refusals=REFUSALS)
            assert_unchanged(before, edit.text(state))       # the state given is unchanged
            continue
        text = edit.text(new)
        new.validate()
        assert fe.format_position(fe.parse_position(text)) == text
        assert edit.from_text(text, like=new) == new
        assert_unchanged(before, edit.text(state))           # edits never change their input
        state = new
