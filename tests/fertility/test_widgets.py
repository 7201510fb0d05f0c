"""The Fertility board view, headless: build once, update in place, clicks map to places and actions."""

import importlib.util
from collections import Counter
from pathlib import Path
from typing import Any, NamedTuple

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
import tiers  # noqa: E402
from fe_positions import F1, position  # noqa: E402

import rulekit  # noqa: E402
import widgets  # noqa: E402
from rulekit import fertility as fe  # noqa: E402
from rulekit.rng import Rng  # noqa: E402
from widgets import fertility as wf  # noqa: E402
from widgets.board import CONFIRM  # noqa: E402


def played(seed=7, plies=40, players=3, **options):
    s = fe.new_game(players=players, seed=seed, **options)
    rng = Rng(seed)
    for _ in range(plies):
        if s.is_over:
            break
        s = s.apply(rng.choice(s.legal_actions()))
    return s


class _Offer(NamedTuple):
    kind: str  # the kinds of action on offer in ``state``
    state: Any


def states_on_offer(s, plies: int, seed: int, k: int = 2) -> list:
    """The states of a random game from ``s`` (at most ``plies`` of them): every one in the deep tier,
    in the fast tier up to ``k`` of each set of action kinds on offer (so every phase is still seen)."""
    rng = Rng(seed)
    offers = []
    for _ in range(plies):
        if s.is_over:
            break
        offers.append(_Offer(" ".join(sorted({type(a).__name__ for a in s.legal_actions()})), s))
        s = s.apply(rng.choice(s.legal_actions()))
    return [offer.state for offer in tiers.by_kind(offers, k)]


@pytest.fixture(scope="module")
def sweep_view():
    """``sweep_view(state, options)``: the module's view for a game of that many players and options
    (built once; each sweep shows it every state it reads)."""
    views = {}

    def sweep_view(s, options):
        key = (s.num_players, tuple(sorted(options.items())))
        if key not in views:
            views[key] = wf.BoardView(s)
        return views[key]

    return sweep_view


def reset(ex):
    """An Explorer shared by the tests of one position, back at the first state of its history with
    nothing picked, chosen or refused, as after any move (one or two redraws instead of a whole build)."""
    if ex.history.index == 0:
        ex.random_button.click()  # a move to come back from
    ex.slider.value = 0
    assert ex.history.index == 0 and not ex.picks and ex.last_refusal is None
    return ex


def load_click_turn():
    path = Path(__file__).with_name("click_turn.py")
    spec = importlib.util.spec_from_file_location("fertility_click_turn", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_update_changes_artists_in_place():
    s = fe.new_game(players=3, seed=7)
    view = wf.BoardView(s)
    artists = list(view.ax.get_children())
    first = view.render()
    act = s.legal_actions()[0]
    s2 = s.apply(act)
    view.show(s2)
    assert list(view.ax.get_children()) == artists  # nothing built again
    i = s.board.index(act.a)
    assert view.cell_texts[i].get_text() == act.first  # the new site shows its letter
    assert view.cell_icons[i].kind[0] == act.first  # and its pictogram
    assert view.render() != first
    later = played(plies=80)
    view.show(later)
    assert list(view.ax.get_children()) == artists
    assert view.header.get_text().startswith(f"Turn {later.turn + 1}")


def test_incremental_picture_equals_a_full_draw():
    s = fe.new_game(players=3, seed=3)
    view = wf.BoardView(s)
    view.render()
    rng = Rng(3)
    for _ in range(6):
        s = s.apply(rng.choice(s.legal_actions()))
        view.show(s)
        fast = view.render()
    assert fast == widgets.board.render_png(view.fig)


def test_places_of_known_actions():
    s = position(
        F1, "phase place", "public CC MP GG", "row D09 D12 D15 D14", "p1 hand PG MC; city 2:D18[P] 0:[M]"
    )
    view = wf.BoardView(s)
    assert view.target_at(*view.cell_centre((1, 2))) == (1, 2)
    assert view.target_at(*view.place_xy(("hand", "PG"))) == ("hand", "PG")
    assert view.target_at(*view.place_xy(("public", "MP"))) == ("public", "MP")
    assert view.target_at(*view.place_xy(("row", 3))) == ("row", 3)
    line = view.city_cards[2].lines[0]
    assert view.target_at(line.box[0] + 1, line.cy) == ("shop", 2, 1)
    assert view.target_at(*view.place_xy(("lot", 2))) == ("lot", 2)
    assert view.target_at(*view.place_xy(("lot", 5))) == ("lot", 5)  # an empty lot
    assert view.target_at(*view.place_xy(wf.TURN)) == wf.TURN
    assert view.target_at(*view.place_xy(CONFIRM)) == CONFIRM
    assert view.target_at(-5, -5) is None
    assert view.place_xy(wf.END) is None  # no End button while tiles are left


@pytest.mark.parametrize(
    "players, seed, options", [(2, 1, {}), (3, 2, {}), (4, 3, {}), (2, 4, {"variant": True})]
)
def test_every_place_of_every_legal_action_round_trips(players, seed, options, sweep_view):
    start = fe.new_game(players=players, seed=seed, **options)
    view = sweep_view(start, options)
    seen = set()
    for s in states_on_offer(start, 160, seed):
        view.show(s)
        for action in s.legal_actions():
            for place in view.click_targets(action):
                xy = view.place_xy(place)
                assert xy is not None, (str(action), place)
                assert view.target_at(*xy) == place, (str(action), place)
                px = view.place_pixel(place)
                assert view.target_at(*view.pixel_to_data(*px, *view.image_size)) == place
                seen.add(place[0] if isinstance(place[0], str) else "cell")
    assert {"cell", "hand", "public", "row", "lot", "beside", "shop", "supply", "button"} <= seen


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_click_targets_tell_every_legal_action_apart(seed, sweep_view):
    start = fe.new_game(players=3, seed=seed)
    view = sweep_view(start, {})
    for s in states_on_offer(start, 200, seed):
        view.show(s)
        clicks = Counter(frozenset(Counter(view.click_targets(a)).items()) for a in s.legal_actions())
        assert max(clicks.values()) == 1, s.phase


def either_way():
    """A position where P1's marble/cattle tile fits cells (3,8) and (3,9) either way round."""
    s = played(seed=2, plies=4, players=2)
    both = [
        a
        for a in s.legal_actions()
        if type(a) is fe.Place and {a.a, a.b} == {(3, 8), (3, 9)} and {a.first, a.second} == {"M", "C"}
    ]
    assert s.phase == "place" and len(both) == 2
    return s, both


@pytest.fixture(scope="module")
def _either_way_explorer():
    return widgets.Explorer(either_way()[0])


@pytest.fixture
def either_ex(_either_way_explorer):
    """The Explorer of :func:`either_way`'s position (built once for the module), at its start."""
    return reset(_either_way_explorer)


def test_a_tile_either_way_round_needs_turn_or_ok(either_ex):
    s, both = either_way()
    ex = either_ex
    assert ex.state == s
    view = ex.view  # the board view alone answers the clicks an action needs
    as_shown = [a for a in both if wf.TURN not in view.click_targets(a)]
    turned = [a for a in both if wf.TURN in view.click_targets(a)]
    assert len(as_shown) == len(turned) == 1
    assert str(as_shown[0]) == "place M@3,8 C@3,9"  # the tile's left site on the left cell
    for place in [("hand", "MC"), (3, 9), (3, 8)]:
        assert ex.click_place(place) is None
    i, j = s.board.index((3, 8)), s.board.index((3, 9))
    assert ex.view.cell_icons[i].kind[0] == "M" and ex.view.cell_icons[j].kind[0] == "C"  # the preview
    assert ex.view.button_b.mark.get_visible()  # OK is marked: it plays the tile as shown
    assert str(ex.click_place(wf.TURN)) == "place C@3,8 M@3,9"


def test_ok_plays_the_tile_as_shown(either_ex):
    ex = either_ex
    for place in [("hand", "MC"), (3, 8), (3, 9)]:
        ex.click_place(place)
    assert str(ex.click_place(CONFIRM)) == "place M@3,8 C@3,9"


def test_turn_clicked_twice_is_undone(either_ex):
    ex = either_ex
    for place in [("hand", "MC"), wf.TURN, wf.TURN, (3, 8), (3, 9)]:
        ex.click_place(place)
    assert str(ex.click_place(CONFIRM)) == "place M@3,8 C@3,9"


@pytest.fixture(scope="module")
def _click_turn_explorer():
    turn = load_click_turn()
    return widgets.Explorer(fe.new_game(players=turn.PLAYERS, seed=turn.SEED, **turn.OPTIONS))


@pytest.fixture
def turn_ex(_click_turn_explorer):
    """The Explorer of the click turn's new game (built once for the module), at its start."""
    return reset(_click_turn_explorer)


def test_click_turn_plays_one_whole_turn_through_the_explorer(turn_ex):
    turn = load_click_turn()
    ex = turn_ex
    plays = []
    for place in turn.CLICKS:
        action = ex.click_place(place)
        if action is not None:
            plays.append(str(action))
    assert plays == turn.TURN_ACTIONS
    assert ex.state.turn == 1 and ex.state.current_player == 1


def test_click_turn_by_pixels(turn_ex):
    turn = load_click_turn()
    ex = turn_ex
    plays = []
    for place in turn.CLICKS:
        x, y = ex.view.place_pixel(place)
        action = ex.click_board(x, y)
        if action is not None and not isinstance(action, tuple):
            plays.append(str(action))
    assert [str(a) for a in ex.history.actions] == turn.TURN_ACTIONS
    assert ex.state.turn == 1


def test_quarry_reward_by_clicking_the_supply_or_the_monuments():
    two = "players 2\nboard\n~m~~\n~..C\n~~.~\nstart -\n"
    s = fe.parse_position(two + "public CC MP GG\np1 hand CC MP\np2 hand MM GG PC")
    ex = widgets.Explorer(s)
    clicks = [("hand", "CC"), (1, 1), (1, 2)]
    plays = [ex.click_place(p) for p in clicks]
    assert str(plays[-1]) == "place C@1,1 C@1,2" and ex.state.phase == "quarry"
    assert ex.view.cell_marks[ex.state.pending[0]].get_visible()  # the new quarry is pointed out
    assert str(ex.click_place(("supply", "M"))) == "quarry 0,1 take M"
    assert str(ex.click_place(wf.MONUMENT)) == "quarry 2,2 monument"
    assert ex.state.phase == "build"


def test_trade_reward_by_clicking_the_supply():
    s = position(
        F1, "phase supply", "public CC MP GG", "row D09 D12 D15 D14", "p1 hand PG MC; beside P; city 1:D07[]"
    )
    ex = widgets.Explorer(s)
    assert ex.click_place(("beside", "P")) is None
    assert str(ex.click_place(("shop", 1, 1))) == "supply P 1.1" and ex.state.phase == "trade"
    assert str(ex.click_place(("supply", "G"))) == "gain G"


def test_discard_and_end_buttons():
    stuck = fe.parse_position(
        "players 2\nboard\n~~~~\n~PC~\n~GM~\n~~~~\nstart 1,1\n"
        "public MM CC PP\nrow D09 D01 D02 D03\np1 hand PG MC CC; wheat 2\np2 hand MM"
    )
    ex = widgets.Explorer(stuck)
    assert ex.view.place_xy(wf.DISCARD) is not None and ex.view.place_xy(wf.TURN) is None
    ex.click_place(("hand", "MC"))
    assert str(ex.click_place(wf.DISCARD)) == "discard MC"
    none_left = position(F1, "phase supply", "public -", "row D09 D12 D15 D14", "p1 hand PG MC")
    ex = widgets.Explorer(none_left)
    assert str(ex.click_place(wf.END)) == "end"


def test_intended_action_names_the_refusing_rule():
    s = position(F1, "public CC MP GG", "row D09 D12 D15 D14", "p1 hand PG MC", "p2 hand MM")
    view = wf.BoardView(s)
    cases = [
        ((("hand", "MC"), (0, 0), (0, 1)), "FE.place.connect-same-site"),
        ((("hand", "PG"), (1, 4), (2, 4)), "FE.place.no-wheat-water"),
        ((("hand", "PG"), (0, 0), (2, 0)), "FE.gap.tile-shape"),
        ((("public", "CC"),), "FE.turn.steps"),
        ((("shop", 0, 1),), "FE.turn.steps"),
    ]
    for picks, rule in cases:
        meant = view.intended_action(s, picks)
        assert meant is not None and not s.is_legal(meant), picks
        assert rulekit.explain(s, meant)[-1].rule == rule, (picks, rulekit.explain(s, meant)[-1].rule)
    build = position(
        F1, "phase supply", "public CC MP GG", "row D01 D12 D15 D14", "p1 hand PG MC; beside C; city 1:D09[]"
    )
    view = wf.BoardView(build)
    meant = view.intended_action(build, (("beside", "C"), ("shop", 1, 1)))  # D09 takes papyrus only
    assert rulekit.explain(build, meant)[-1].rule == "FE.supply.shown-only"
    meant = view.intended_action(build, (("row", 1), ("lot", 2)))  # already past step 2
    assert not build.is_legal(meant) and rulekit.explain(build, meant)[-1].rule.startswith("FE.")
    assert view.intended_action(build, ((0, 0),)) is None  # a bare cell means nothing


def test_the_explorer_shows_the_refusal_of_a_wrong_click():
    s = position(F1, "public CC MP GG", "row D09 D12 D15 D14", "p1 hand PG MC", "p2 hand MM")
    ex = widgets.Explorer(s)
    ex.click_place(("hand", "MC"))
    ex.click_place((0, 0))
    assert ex.last_refusal is not None
    action, checks = ex.last_refusal
    assert [c for c in checks if not c.passed][-1].rule.startswith("FE.place.")
    assert ex.state == s  # nothing played


ALL_KINDS = [
    "place P@1,2 G@0,2",
    "discard PG",
    "quarry 0,0 take M",
    "quarry 0,0 monument",
    "buy 2 GW",
    "buy 2 - lot 5",
    "supply C 3.1",
    "supply M 0.1",
    "move C 3.1 2.1",
    "gain M",
    "take PC",
    "remove MG",
    "end",
]


@pytest.mark.parametrize("text", ALL_KINDS)
def test_describe_every_action_in_both_languages(text):
    action = fe.parse_action(text)
    en = wf.describe(action)
    rulekit.set_language("ko")
    ko = wf.describe(action)
    assert en and ko and en != ko and en != text
    assert any("\uac00" <= ch <= "\ud7a3" for ch in ko)  # Korean words
    terms = {
        "place": "계곡 타일",
        "discard": "계곡 타일",
        "quarry": "채석장",
        "buy": "구역 타일",
        "supply": "상품 공급",
        "move": "상점",
        "gain": "교환 상점",
        "take": "공용 계곡 타일",
        "remove": "공용 계곡 타일",
        "end": "차례 종료",
    }
    assert terms[text.split()[0]] in ko


def test_chosen_tile_highlights_its_legal_cells():
    s = position(F1, "p1 hand PG MC")
    view = wf.BoardView(s, highlight=[("hand", "PG")])
    marked = {s.board.coords[i] for i, m in enumerate(view.cell_marks) if m.get_visible()}
    legal = {t for a in s.legal_actions() if a.targets()[-1] == ("hand", "PG") for t in a.targets()[:2]}
    assert marked == legal and (1, 2) in marked
    assert view.hand_tiles[0].mark.get_visible() and not view.hand_tiles[1].mark.get_visible()


def test_every_site_has_a_letter_in_both_languages():
    s = played(plies=60)
    view = wf.BoardView(s)
    for i, k in enumerate(s.site):
        if k:
            assert view.cell_texts[i].get_text() == k
    rulekit.set_language("ko")
    view.relabel(s)
    for i, k in enumerate(s.site):
        if k:
            assert view.cell_texts[i].get_text() == {"M": "대", "C": "소", "P": "파", "G": "포"}[k]
    assert "차례" in view.header.get_text()


def test_draw_from_notation_and_dispatch():
    fig = wf.draw(F1 + "p1 hand PG")
    assert fig.axes
    fig2 = widgets.draw(fe.new_game(players=2, seed=1))
    assert fig2.axes


def test_shop_label():
    assert wf.shop_label(fe.Shop.parse("CM>5"), "C") == "M [C] -> 5"
    assert wf.shop_label(fe.Shop.parse("A>2"), "G") == "[G] -> 2"
    assert wf.shop_label(fe.Shop.parse("P>T:MCG")) == "P -> M/C/G (one)"


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_png_renders(lang):
    rulekit.set_language(lang)
    view = wf.BoardView(played(plies=30))
    png = view.render()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 10_000
    assert view.image_size[0] == 960


def test_offered_places_get_a_faint_mark_and_the_chosen_ones_a_bold_one():
    s = fe.new_game(players=2, seed=1)
    view = wf.BoardView(s)
    assert view.two_level_highlight()
    artists = list(view.ax.get_children())
    chosen = s.legal_actions()[0]
    weak = [t for a in s.legal_actions() for t in view.click_targets(a)]
    view.show(s, view.click_targets(chosen), weak)
    assert list(view.ax.get_children()) == artists  # marks change in place
    cell = chosen.targets()[0]
    other = next(t for t in weak if isinstance(t[0], int) and t not in chosen.targets())
    strong, faint = view.cell_marks[s.board.index(cell)], view.cell_marks[s.board.index(other)]
    assert strong.get_visible() and faint.get_visible()
    assert strong.get_linewidth() > faint.get_linewidth()
    assert strong.get_edgecolor()[3] == 1.0 and faint.get_edgecolor()[3] < 1.0
    hand = [t.mark for t in view.hand_tiles if t.mark.get_visible()]
    assert len(hand) == len(set(s.hands[0])) and sum(m.get_edgecolor()[3] == 1.0 for m in hand) == 1
    # a weakly marked personal tile does not mark the cells where it may go
    view.show(s, (), [("hand", s.comp.tiles[s.hands[0][0]])])
    assert not any(m.get_visible() for m in view.cell_marks)
    view.show(s, [("hand", s.comp.tiles[s.hands[0][0]])])
    assert any(m.get_visible() for m in view.cell_marks)
