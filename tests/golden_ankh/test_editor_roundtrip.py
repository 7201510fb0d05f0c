"""One definition of a possible Golden Ankh position, for the loader and every editor.

Property: whatever a position edit (``rulekit.golden_ankh.edits``: ``put_tile``, ``remove_tile``,
``move_tile``, ``set_position``; ``rulekit.golden_ankh.position``: ``edit_text``, ``from_position``) or
the widget editor (clicks, panel boxes, the notation box) accepts saves, loads back equal
(``from_json(s.to_json()) == s``) and scores; whatever it does not accept is refused with a bilingual
error and the position stays as it was.
Rules exercised: GA.gap.first-tile, GA.place.adjacent, GA.turn.clockwise, GA.tokens.ankh-limit,
GA.gap.resource-limit, GA.setup.tile-stacks, GA.setup.prices.
"""

import pytest
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
from rulekit import InvalidState, NotationError, SaveError
from rulekit import golden_ankh as ga
from rulekit.golden_ankh.adjacency import free_squares, ground_frontier
from rulekit.golden_ankh.validate import check_position

CODES = [c + k for c in "BWKGR" for k in "FJS2HPD"]


def assert_possible(s) -> None:
    """Saves, loads back equal, scores, and its notation reads back to the same text."""
    assert_round_trips_and_scores(ga, s, ga.position_text, ga.from_position)


def attempt(state, make):
    """``make(state)``: the new state, or None when refused (bilingually, ``state`` unchanged)."""
    return _attempt(state, make, assert_possible)


# ---------------------------------------------------------------------------- the findings


def test_a_first_tile_away_from_0_0_is_refused_as_the_loader_refuses_it():
    s = ga.from_position("players 2\np1 layout RJ")
    with pytest.raises(InvalidState) as info:
        ga.put_tile(s, 1, ("ground", 0, 5), "KS")
    assert "GA.gap.first-tile" in info.value.message("en") and "GA.gap.first-tile" in info.value.message("ko")
    # the loader gives the same reason for the same position
    bad = ga.from_position("players 2\np1 layout RJ")
    bad.ground[1][(0, 5)] = bad.stacks[0][0]
    bad.stacks = (bad.stacks[0][1:], bad.stacks[1])
    with pytest.raises(SaveError) as loaded:
        ga.from_json(bad.to_json())
    assert info.value.message("en") in loaded.value.message("en")
    assert info.value.message("ko") in loaded.value.message("ko")
    # at 0,0 it is taken, and it loads
    assert_possible(ga.put_tile(s, 1, ("ground", 0, 0), "KS"))


def test_a_round_below_one_is_refused():
    s = ga.from_position("players 2")
    for bad in (-1, 0):
        with pytest.raises(NotationError) as info:
            ga.set_position(s, round=bad)
        assert_bilingual(info.value)
    s.round = -1
    with pytest.raises(InvalidState, match="GA.turn.clockwise"):
        check_position(s)


@pytest.mark.parametrize(
    "changes",
    [{"round": "2"}, {"over": "yes"}, {"stacks": (1.5, 2)}, {"tokens": {0: 5}}, {"layouts": {0: "RJ"}},
     {"market": ["RJ#", None, None, None, None, None]}, {"bonus": {0: "G"}}, {"turn": 2.0}],
)
def test_set_position_refuses_what_the_notation_cannot_write(changes):
    s = ga.from_position("players 2\np1 layout RJ")
    before = s.to_json()
    with pytest.raises(NotationError) as info:
        ga.set_position(s, **changes)
    assert_bilingual(info.value)
    assert_unchanged(before, s)


def test_hand_limits_between_turns_hold_for_edits_as_for_saves():
    # GA.tokens.ankh-limit: a player not to play holds at most 2 ankh tokens
    s = ga.set_position(ga.from_position("players 2"), tokens={0: "A A A"})  # P1 to play: allowed
    assert_possible(s)
    with pytest.raises(InvalidState, match="GA.tokens.ankh-limit"):
        ga.set_position(s, current=1)
    # GA.gap.resource-limit: at most 5 resources
    with pytest.raises(InvalidState, match="GA.gap.resource-limit"):
        ga.set_position(s, tokens={1: "B B W W K K"})


def test_a_layout_out_of_reach_is_refused_by_the_notation_as_by_the_loader():
    # GA.place.adjacent: two tiles reach at most 2 + 2 steps from 0,0 in the first turn
    with pytest.raises(InvalidState, match="GA.place.adjacent"):
        ga.from_position("players 2\np1 layout . . . . . RJ RS")


# ---------------------------------------------------------------------------- rulekit edits

PLAYER = st.sampled_from([0, 0, 0, 1, 1, 2, 3, -1])  # mostly a player of the game, sometimes not
LAYER = st.sampled_from(["ground", "ground", "ground", "upper"])
PLACE = st.tuples(LAYER, st.integers(-1, 2), st.integers(-1, 3))
CODE = st.one_of(st.sampled_from(CODES), st.sampled_from(["RH*", "KH*", "XX", "", "R"]))
TOKENS = st.lists(st.sampled_from("BWKGRA"), max_size=7).map(" ".join)
SET = st.one_of(
    st.fixed_dictionaries({"round": st.one_of(st.integers(-2, 4), st.just("x"))}),
    st.fixed_dictionaries({"current": st.integers(-1, 4)}),
    st.fixed_dictionaries({"start": st.integers(-1, 4)}),
    st.fixed_dictionaries({"turn": st.one_of(st.none(), st.integers(-1, 12))}),
    st.fixed_dictionaries({"over": st.one_of(st.booleans(), st.just("yes"))}),
    st.fixed_dictionaries({"players": st.integers(1, 5)}),
    st.fixed_dictionaries({"tokens": st.dictionaries(PLAYER, TOKENS, max_size=2)}),
    st.fixed_dictionaries({"bonus": st.dictionaries(
        PLAYER, st.one_of(st.none(), st.lists(st.sampled_from("BWKGRFJSX"), max_size=3)), max_size=2)}),
    st.fixed_dictionaries({"stacks": st.tuples(st.integers(-1, 30), st.integers(-1, 30))}),
    st.fixed_dictionaries({"market": st.lists(st.one_of(st.none(), st.sampled_from(CODES)), min_size=5,
                                              max_size=7)}),
    st.fixed_dictionaries({"prices": st.lists(st.text("BWKGRA", min_size=1, max_size=3), min_size=6,
                                              max_size=6)}),
)
EDIT = st.one_of(
    # steps that mostly succeed: a tile where the layout can grow, a tile taken or moved there
    st.tuples(st.just("grow"), st.integers(0, 3), st.integers(0, 99), st.sampled_from([*CODES, "RH*"])),
    st.tuples(st.just("grow"), st.integers(0, 3), st.integers(0, 99), st.sampled_from(CODES)),
    st.tuples(st.just("take"), st.integers(0, 3), st.integers(0, 99)),
    st.tuples(st.just("shift"), st.integers(0, 3), st.integers(0, 99), st.integers(0, 99)),
    # any step at all
    st.tuples(st.just("put"), PLAYER, PLACE, CODE),
    st.tuples(st.just("remove"), PLAYER, PLACE),
    st.tuples(st.just("move"), PLAYER, PLACE, PLACE),
    st.tuples(st.just("set"), SET),
)


def _spots(state, p: int) -> list:
    ground, upper = state.ground[p], state.upper[p]
    spots = [("ground", r, c) for r, c in sorted(ground_frontier(ground) if ground else {(0, 0)})]
    return spots + [("upper", r, c) for r, c in free_squares(ground, upper)]


def _tiles(state, p: int) -> list:
    return [("ground", r, c) for r, c in sorted(state.ground[p])] + [
        ("upper", r, c) for r, c in sorted(state.upper[p])]


def run(state, step):
    kind, *args = step
    if kind in ("grow", "take", "shift"):
        p = args[0] % state.num_players
        if kind == "grow":
            spots = _spots(state, p)
            return ga.put_tile(state, p, spots[args[1] % len(spots)], args[2])
        tiles = _tiles(state, p) or [("ground", 0, 0)]
        src = tiles[args[1] % len(tiles)]
        if kind == "take":
            return ga.remove_tile(state, p, src)
        spots = _spots(state, p)
        return ga.move_tile(state, p, src, spots[args[2] % len(spots)])
    if kind == "put":
        return ga.put_tile(state, *args)
    if kind == "remove":
        return ga.remove_tile(state, *args)
    if kind == "move":
        return ga.move_tile(state, *args)
    return ga.set_position(state, **args[0])


STARTS = [ga.from_position(f"players {n}") for n in (2, 3, 4)] + [
    played(ga, 2, 1, 9, pick="last"), played(ga, 4, 2, 20, pick="last")]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(start=st.sampled_from(STARTS), steps=st.lists(EDIT, min_size=1, max_size=12))
def test_every_edit_gives_a_loadable_position_or_a_bilingual_refusal(start, steps):
    attempt_all(start, steps, run, assert_possible)


# ---------------------------------------------------------------------------- notation edits


def _bases() -> list[str]:
    out = [ga.position_text(ga.from_position("players 3\np1 layout RJ GS / BF WJ ^ R2\np2 layout KH* KS"))]
    s = ga.new_game(3, seed=5)
    for _ in range(14):
        s = s.apply(s.legal_actions()[-1])
        if not s.basic_done:
            out.append(ga.position_text(s))
    return out


BASES = _bases()
WORDS = ["0", "1", "2", "5", "-1", "13", "99", ".", "-", "^", "/", "RJ", "KH*", "A", "B B", "over", "turn 3",
         "p4", "p1 layout", "p2 tokens", "stacks", "round", "#", "\n", "10000000000000000000000"]
TEXTS = notation_texts(BASES, WORDS)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=TEXTS, base=st.sampled_from(BASES))
def test_every_notation_text_gives_a_loadable_position_or_a_bilingual_refusal(text, base):
    try:
        s = ga.from_position(text)
    except REFUSALS as exc:
        assert_bilingual(exc)
    else:
        assert_possible(s)
    current = ga.from_position(base)
    attempt(current, lambda st: ga.edit_text(st, text))


# ---------------------------------------------------------------------------- the widget editor


ERRORS = logged_errors("widgets")  # the tracebacks the editor's callbacks logged (none may be)
EDITOR = widgets.Editor("golden_ankh", players=3, lang="ko")
START = EDITOR.state

MODE = st.sampled_from(["put", "erase", "move", "store"])
BOARD = st.one_of(
    st.tuples(st.sampled_from(["ground", "upper"]), st.integers(-1, 2), st.integers(-1, 3)),
    st.tuples(st.just("market"), st.integers(1, 6)),
    st.tuples(st.just("hand"), st.sampled_from("BWKGRA")),
    st.tuples(st.just("stack"), st.sampled_from("AB")),
)
WIDGET = st.one_of(
    st.tuples(st.just("click"), MODE, st.sampled_from("BWKGR"), st.sampled_from("FJS2HPD"), BOARD),
    st.tuples(st.just("player"), st.integers(0, 2)),
    st.tuples(st.just("token"), st.integers(0, 2), st.integers(0, 5), st.integers(0, 7)),
    st.tuples(st.just("bonus"), st.integers(0, 2), st.integers(0, 2)),
    st.tuples(st.just("current"), st.integers(0, 2)),
    st.tuples(st.just("round"), st.integers(1, 5)),
    st.tuples(st.just("stacks"), st.integers(0, 1), st.integers(0, 40)),
    st.tuples(st.just("prices"), st.sampled_from(["", "BB WK BR GWG GRK BWK", "x", "RB WK BR GWG GRK BWK"])),
    st.tuples(st.just("text"), TEXTS),
)


def widget_step(ed, step) -> None:
    kind, *a = step
    if kind == "click":
        mode, colour, tile, place = a
        ed.choose(mode=mode)
        if mode == "put":
            ed.choose(colour=colour, kind=tile)
        ed.click_place(place)
    elif kind == "player":
        ed.player_buttons[a[0]].click()
    elif kind == "token":
        ed.token_boxes[a[0]][a[1]].value = a[2]
    elif kind == "bonus":
        ed.bonus_boxes[a[0]].value = a[1]
    elif kind == "current":
        ed.current_box.value = a[0]
    elif kind == "round":
        ed.round_box.value = a[0]
    elif kind == "stacks":
        ed.stack_boxes[a[0]].value = a[1]
    elif kind == "prices":
        ed.price_box.value = a[0]
    else:
        ok = ed.apply_text(a[0])
        assert ok == (ed.last_error is None)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(WIDGET, min_size=1, max_size=6))
def test_the_widget_editor_shows_only_loadable_positions(steps):
    ed = EDITOR
    ed.set_state(START)
    ed.choose(mode="put")
    ERRORS.records.clear()
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


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_a_refused_text_in_the_box_returns_false_says_why_and_changes_nothing(lang):
    ed = widgets.Editor("golden_ankh", lang=lang)
    ed.choose(colour="R", kind="J")
    ed.click_place(("ground", 0, 0))
    before, index = ed.state.to_json(), ed.index
    refused = ["p2 layout . . . KS", "round 0", "p1 layout RJ . GS", "players 9",
               "p1 tokens A A A\ncurrent 2"]
    for text in refused:
        assert ed.apply_text(text) is False, text
        assert_bilingual(ed.last_error)
        assert ed.state.to_json() == before and ed.index == index
        assert hangul(ed.message) == (lang == "ko")
        assert ed.last_error.message(lang) in ed.message
    assert ed.apply_text("p1 layout RJ RS") is True and ed.state.tiles_placed(0) == 2
    assert_possible(ed.state)


def test_the_editor_refuses_a_first_tile_away_from_0_0():
    ed = widgets.Editor("golden_ankh", lang="en")
    ed.player_buttons[1].click()
    ed.choose(colour="K", kind="S")
    before = ed.state.to_json()
    assert ed.click_place(("ground", 0, 2)) is None
    assert "GA.gap.first-tile" in ed.message and ed.state.to_json() == before
    assert ed.click_place(("ground", 0, 0)) is not None
    assert_possible(ed.state)
