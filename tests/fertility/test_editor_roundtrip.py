"""One definition of a possible Fertility position, for the loader and every editor.

Property: whatever a position edit (``rulekit.fertility.edit``), the position notation or the widget
editor (clicks, panel boxes, the notation box) accepts saves, loads back equal
(``from_json(s.to_json()) == s``) and scores; whatever it does not accept is refused with a bilingual
error and the position stays as it was.
Rules exercised: FE.place.connect-same-site, FE.setup.monuments, FE.supply.shown-only,
FE.endturn.return-leftovers, FE.setup.valley-stack.
"""

import pytest
from fe_positions import F1, F2, F3
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from position_contract import (
    REFUSALS,
    assert_round_trips_and_scores,
    assert_unchanged,
    attempt_all,
    hangul,
    logged_errors,
    notation_texts,
    played,
)
from position_contract import assert_bilingual_refusal as assert_bilingual
from position_contract import attempt as _attempt

import widgets
from rulekit import fertility as fe
from rulekit.fertility import edit
from rulekit.fertility.components import RESOURCES
from widgets.fertility import WHEAT

PAIRS = ["MM", "CC", "PP", "GG", "MC", "MP", "MG", "CP", "CG", "PG"]
KINDS = ["obelisk", "pyramid", "sphinx", "temple"]


def assert_possible(s) -> None:
    """Saves, loads back equal, scores, and its notation reads back to the same position."""
    assert_round_trips_and_scores(fe, s, edit.text, lambda text: edit.from_text(text, like=s))


def attempt(state, make):
    """``make(state)``: the new state, or None when refused (bilingually, ``state`` unchanged)."""
    return _attempt(state, make, assert_possible)


# ---------------------------------------------------------------------------- findings


@pytest.mark.parametrize(
    "changes",
    [{"turn": "3\nphase over"}, {"phase": 5}, {"wheat": {0: "3; monuments 0"}}, {"beside": {0: 2}},
     {"kind": {0: "sphinx\nturn 4"}}, {"row": "D01"}, {"public": "CC"}, {"hand": {0: "PG"}},
     {"current": True}, {"turn": -1}, {"wheat": {True: 2}}],
)
def test_set_position_refuses_values_the_notation_cannot_hold(changes):
    s = edit.empty(players=2)
    before = s.to_json()
    with pytest.raises(REFUSALS) as info:
        edit.set_position(s, **changes)
    assert_bilingual(info.value)
    assert_unchanged(before, s)


@pytest.mark.parametrize("start", ["2,2", "-1,-3", "0,5"])
def test_a_start_tile_off_the_board_is_refused_not_an_index_error(start):
    # FE.board.start-tile: the notation's start names the top-left cell of a 2x2 block on the board
    text = f"players 2\nboard\n...PC.\n..PCCG\n..GM..\nstart {start}"
    with pytest.raises(fe.PositionError) as info:
        fe.parse_position(text)
    assert_bilingual(info.value)
    assert "FE.board.start-tile" in info.value.message("ko")
    with pytest.raises(fe.PositionError):
        edit.from_text(text, like=START[2])


# ---------------------------------------------------------------------------- rulekit edits

START = {n: edit.empty(players=n) for n in (2, 3, 4)}
H, W = START[2].board.height, START[2].board.width
R0, C0 = START[2].start
CELL = st.one_of(st.tuples(st.integers(R0 - 2, R0 + 3), st.integers(C0 - 2, C0 + 3)),
                 st.tuples(st.integers(-1, H), st.integers(-1, W)))
NEAR = st.sampled_from([(0, 1), (1, 0), (0, -1), (-1, 0), (1, 1)])  # (1, 1): not beside
PAIR = st.sampled_from([*PAIRS, "GP", "XM", "M"])
DISTRICT = st.sampled_from([None, "D01", "D05", "D12", "D16", "D25", "D40", "D99"])
PLAYER = st.sampled_from([0, 0, 1, 1, 2, 3, -1])
SET = st.one_of(
    st.fixed_dictionaries({"turn": st.one_of(st.integers(-1, 12), st.just("2"))}),
    st.fixed_dictionaries({"current": st.integers(-1, 4)}),
    st.fixed_dictionaries({"phase": st.sampled_from(["place", "build", "supply", "over", "quarry", "x"])}),
    st.fixed_dictionaries({"players": st.integers(1, 5)}),
    st.fixed_dictionaries({"public": st.lists(PAIR, max_size=4)}),
    st.fixed_dictionaries({"row": st.lists(DISTRICT, min_size=3, max_size=5)}),
    st.fixed_dictionaries({"hand": st.dictionaries(PLAYER, st.lists(PAIR, max_size=4), max_size=2)}),
    st.fixed_dictionaries({"beside": st.dictionaries(PLAYER, st.text("MCPGW-", max_size=5), max_size=2)}),
    st.fixed_dictionaries({"wheat": st.dictionaries(PLAYER, st.integers(-1, 17), max_size=2)}),
    st.fixed_dictionaries({"kind": st.dictionaries(
        PLAYER, st.sampled_from(["obelisk", "pyramid", "sphinx", "temple", "x"]), max_size=2)}),
)
EDIT = st.one_of(
    # steps that mostly succeed: a tile where the board can grow, a district, a shop's goods
    st.tuples(st.just("grow"), st.integers(0, 999), st.integers(0, 3), st.sampled_from(RESOURCES)),
    st.tuples(st.just("grow"), st.integers(0, 999), st.integers(0, 3), st.sampled_from(RESOURCES)),
    st.tuples(st.just("set_district"), st.integers(0, 3), st.integers(1, 7), DISTRICT),
    st.tuples(st.just("fill"), st.integers(0, 3), st.integers(0, 7), st.integers(1, 3),
              st.sampled_from(RESOURCES)),
    st.tuples(st.just("set"), SET),
    # any step at all
    st.tuples(st.just("put_tile"), PAIR, CELL, NEAR),
    st.tuples(st.just("remove_at"), CELL),
    st.tuples(st.just("turn_tile"), CELL),
    st.tuples(st.just("move_tile"), CELL, CELL, NEAR),
    st.tuples(st.just("put_quarry"), CELL, st.one_of(st.none(), PLAYER)),
    st.tuples(st.just("put_start"), CELL, st.integers(0, 3)),
    st.tuples(st.just("set_goods"), PLAYER, st.integers(0, 3), st.integers(1, 3),
              st.text("MCPGW", max_size=4)),
)


def run(state, step):
    name, *args = step
    if name == "grow":  # a tile on the frontier, its first site of a kind touching it, the second beside
        k, d, second = args
        b = state.board
        spots = sorted(state.frontier)
        if not spots:
            return edit.remove_at(state, (-1, -1))  # refused: nothing to grow from
        i = spots[k % len(spots)]
        kinds = [r for r in RESOURCES if any(state.site[j] == r for j in b.neighbours[i])] or ["M"]
        near = [j for j in b.neighbours[i] if state.free[j]] or list(b.neighbours[i])
        j = near[d % len(near)]
        return edit.put_tile(state, kinds[k % len(kinds)] + second, b.coords[i], b.coords[j])
    if name == "fill":  # one more resource on a shop of the player's city
        p, lot, shop, r = args
        p %= state.num_players
        return edit.set_goods(state, p, lot, shop, state.goods[p].get((lot, shop), "") + r)
    if name == "set_district":
        p = args[0] % state.num_players
        return edit.set_district(state, p, args[1], args[2])
    if name == "set":
        return edit.set_position(state, **args[0])
    if name == "put_tile":
        kinds, a, (dr, dc) = args
        return edit.put_tile(state, kinds, a, (a[0] + dr, a[1] + dc))
    if name == "move_tile":
        cell, a, (dr, dc) = args
        return edit.move_tile(state, cell, a, (a[0] + dr, a[1] + dc))
    return getattr(edit, name)(state, *args)


STARTS = [*START.values(), played(fe, 2, 1, 6, pick="first"), played(fe, 3, 2, 12, pick="first")]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(start=st.sampled_from(STARTS), steps=st.lists(EDIT, min_size=1, max_size=10))
def test_every_edit_gives_a_loadable_position_or_a_bilingual_refusal(start, steps):
    attempt_all(start, steps, run, assert_possible)


# ---------------------------------------------------------------------------- notation edits


def _bases() -> list[str]:
    s = START[3]
    for step in [("grow", 0, 0, "C"), ("grow", 3, 1, "P"), ("set_district", 0, 1, "D16"),
                 ("fill", 0, 1, 1, "C"), ("set", {"wheat": {1: 5}, "beside": {0: "MG"}}),
                 ("put_quarry", (0, 0), 1)]:
        try:
            s = run(s, step)
        except REFUSALS:
            pass
    game = fe.new_game(players=2, seed=3)
    return [edit.text(s), edit.text(START[2]), edit.text(START[4]), F1, F2, F3, fe.format_position(game)]


BASES = _bases()
WORDS = ["0", "1", "2", "4", "-1", "15", "99", "-", ";", "|", "PG", "MM", "D16", "1:D16[C|]", "0:[C]",
         "over", "build", "quarry", "p3", "p1 hand", "beside", "wheat", "q", "1", "~", "w", "start 0,0",
         "tiles 0,0-0,1", "\n", "10000000000000000000000"]
TEXTS = notation_texts(BASES, WORDS)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=TEXTS, players=st.integers(2, 4))
def test_every_notation_text_gives_a_loadable_position_or_a_bilingual_refusal(text, players):
    try:
        s = fe.parse_position(text)
    except REFUSALS as exc:
        assert_bilingual(exc)
    else:
        assert_possible(s)
    attempt(START[players], lambda like: edit.from_text(text, like=like))


# ---------------------------------------------------------------------------- the widget editor


ERRORS = logged_errors("widgets")  # the tracebacks the editor's callbacks logged (none may be)
EDITOR = widgets.Editor("fertility", players=2, lang="ko")
EDITOR_START = EDITOR.state


def fresh(lang: str):
    """The editor, back at its first position and speaking ``lang``."""
    EDITOR.lang_buttons.value = lang
    EDITOR.set_state(EDITOR_START)
    EDITOR.pending = None
    ERRORS.records.clear()
    return EDITOR


def test_a_text_with_another_number_of_players_is_refused_by_the_editor():
    ed = fresh("ko")
    before = ed.state.to_json()
    assert ed.apply_text(edit.text(edit.empty(players=3))) is False
    assert_bilingual(ed.last_error)
    assert ed.state.to_json() == before and "3" in ed.message and hangul(ed.message)


def test_a_text_with_another_board_is_shown_on_a_picture_laid_out_for_it():
    ed = fresh("ko")
    assert ed.apply_text(F1) is True and not ERRORS.records
    assert ed.state.board.height == 5 and ed.view.target_at(*ed.view.cell_centre((4, 5))) == (4, 5)
    assert_possible(ed.state)
    ed.undo()
    assert ed.state.board.height == EDITOR_START.board.height and not ERRORS.records


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_a_refused_text_in_the_box_returns_false_says_why_and_changes_nothing(lang):
    ed = fresh(lang)
    before, index = ed.state.to_json(), ed.index
    good = ed.text
    for text in ["", "players 2", good.replace("turn 0", "turn -1"), good.replace("p1 hand", "p1 hand MM MM"),
                 good + "\nnonsense", good.replace("beside -", "beside X")]:
        assert ed.apply_text(text) is False, text
        assert_bilingual(ed.last_error)
        assert ed.state.to_json() == before and ed.index == index
        assert ed.last_error.message(lang) in ed.message
        assert hangul(ed.message) == (lang == "ko")
    assert ed.apply_text(good.replace("wheat 0", "wheat 4", 1)) is True and ed.state.wheat[0] == 4
    assert_possible(ed.state)


def test_the_score_calculator_shows_only_loadable_positions():
    calc = widgets.ScoreCalculator("fertility", players=2, lang="en")
    assert_possible(calc.state)
    calc.choose(mode="monument")
    assert calc.click_place((0, 0)) is not None
    calc.choose(mode="district")
    calc.district_box.value = "D16"
    assert calc.click_place(("lot", 1)) is not None
    calc.choose(mode="goods", goods="C")
    assert calc.click_place(("shop", 1, 1)) is not None
    assert_possible(calc.state)
    assert calc.scores[0].total >= 1


MODES = ["tile", "turn", "move", "monument", "quarry", "start", "district", "goods", "erase"]
PLACE = st.one_of(
    st.tuples(st.integers(R0 - 2, R0 + 2), st.integers(C0 - 2, C0 + 2)),
    st.tuples(st.just("shop"), st.integers(0, 2), st.integers(1, 2)),
    st.tuples(st.just("lot"), st.integers(1, 3)),
    st.tuples(st.just("row"), st.integers(1, 4)),
    st.tuples(st.just("beside"), st.sampled_from(RESOURCES)),
    st.just(WHEAT),
)
WIDGET = st.one_of(
    st.tuples(st.just("click"), st.sampled_from(MODES), st.sampled_from(PAIRS), st.sampled_from(RESOURCES),
              st.sampled_from(["D01", "D12", "D16"]), PLACE),
    st.tuples(st.just("player"), st.integers(0, 1)),
    st.tuples(st.just("wheat"), st.integers(0, 1), st.integers(0, 15)),
    st.tuples(st.just("beside"), st.integers(0, 1), st.integers(0, 3), st.integers(0, 3)),
    st.tuples(st.just("kind"), st.integers(0, 1), st.sampled_from(KINDS)),
    st.tuples(st.just("hand"), st.integers(0, 1), st.integers(0, 2), st.sampled_from(["", *PAIRS])),
    st.tuples(st.just("current"), st.integers(0, 1)),
    st.tuples(st.just("turn"), st.integers(0, 6)),
    st.tuples(st.just("phase"), st.sampled_from(["place", "build", "supply", "over"])),
    st.tuples(st.just("public"), st.integers(0, 2), st.sampled_from(["", *PAIRS])),
    st.tuples(st.just("row_box"), st.integers(0, 3), st.sampled_from(["", "D01", "D12", "D16"])),
    st.tuples(st.just("text"), TEXTS),
)


def widget_step(ed, step) -> None:
    kind, *a = step
    if kind == "click":
        mode, pair, goods, district, place = a
        ed.choose(mode=mode)
        if mode == "tile":
            ed.choose(tile=pair)
        elif mode == "goods":
            ed.choose(goods=goods)
        elif mode == "district":
            ed.district_box.value = district
        ed.click_place(place)
    elif kind == "player":
        ed.player_buttons[a[0]].click()
    elif kind == "wheat":
        ed.wheat_boxes[a[0]].value = a[1]
    elif kind == "beside":
        ed.beside_boxes[a[0]][a[1]].value = a[2]
    elif kind == "kind":
        ed.kind_boxes[a[0]].value = a[1]
    elif kind == "hand":
        ed.hand_boxes[a[0]][a[1]].value = a[2]
    elif kind == "current":
        ed.current_box.value = a[0]
    elif kind == "turn":
        ed.turn_box.value = a[0]
    elif kind == "phase":
        ed.phase_box.value = a[0]
    elif kind == "public":
        ed.public_boxes[a[0]].value = a[1]
    elif kind == "row_box":
        ed.row_boxes[a[0]].value = a[1]
    else:
        ok = ed.apply_text(a[0])
        assert ok == (ed.last_error is None)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(WIDGET, min_size=1, max_size=5))
def test_the_widget_editor_shows_only_loadable_positions(steps):
    ed = fresh("ko")
    for step in steps:
        before, index = ed.state, ed.index
        ed.last_error = None
        widget_step(ed, step)
        assert not ERRORS.records, ERRORS.records[0].getMessage()
        if ed.state is before:
            assert ed.state.to_json() == before.to_json()
            if ed.last_error is not None:
                assert_bilingual(ed.last_error)
                assert hangul(ed.message)  # shown in the editor's language (Korean here)
        else:
            assert ed.index == index + 1
            assert_possible(ed.state)
