"""The Golden Ankh board view, headless (Agg): build once, update in place, clicks map to places."""
from __future__ import annotations

import io

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

import rulekit  # noqa: E402
import widgets  # noqa: E402
from rulekit import golden_ankh as ga  # noqa: E402
from widgets import golden_ankh as wg  # noqa: E402
from widgets.golden_ankh.artists import TileArtist  # noqa: E402

SCORING_EXAMPLE = "W2 . GS BS . / G2 GJ GD GP . / . RD RJ WJ WJ ^ . . . . / . R2 . ."


def artists(view: wg.BoardView) -> list[int]:
    return [id(a) for a in view.ax.get_children()]


def visible_texts(view: wg.BoardView) -> list[str]:
    return [t.get_text() for t in view.ax.texts if t.get_visible() and t.get_text()]


def save(view: wg.BoardView) -> bytes:
    buf = io.BytesIO()
    view.fig.savefig(buf, format="png")
    return buf.getvalue()


def body_centre(art: TileArtist) -> tuple[float, float]:
    x, y = art.body.get_xy()
    return x + art.body.get_width() / 2, y + art.body.get_height() / 2


def _position() -> ga.GoldenAnkhState:
    # P2 to play, holding tokens; the scoring example's layout for P2, a small one for P1
    return ga.setup(3, seed=4, layouts={0: "KF KJ", 1: SCORING_EXAMPLE}, tokens={1: "B W K G R A"},
                    current_player=1)


@pytest.fixture
def position() -> ga.GoldenAnkhState:
    return _position()


@pytest.fixture(scope="module")
def position_view() -> wg.BoardView:
    """A view of the position, built once for the module: for the tests that only read it."""
    return wg.BoardView(_position())


@pytest.fixture(scope="module")
def _position_explorer() -> widgets.Explorer:
    return widgets.Explorer(_position())


@pytest.fixture
def position_explorer(_position_explorer) -> widgets.Explorer:
    """The Explorer of the position (built once for the module), back at its start."""
    return reset(_position_explorer)


def reset(ex: widgets.Explorer) -> widgets.Explorer:
    """An Explorer back at the first state of its history with nothing picked, chosen or refused, as
    after any move (a shared Explorer costs one or two redraws, a new one a whole build)."""
    if ex.history.index == 0:
        ex.random_button.click()  # a move to come back from
    ex.slider.value = 0
    assert ex.history.index == 0 and not ex.picks and ex.last_refusal is None
    return ex


def test_build_once_update_in_place_across_states():
    s = ga.new_game(3, seed=11)
    view = wg.BoardView(s)
    fig, ax, before = view.fig, view.ax, artists(view)
    supply_before = [sp["count"].get_text() for sp in view.supply]
    states = [s]
    for _ in range(12):
        s = s.apply(s.legal_actions()[0])
        states.append(s)
        view.update(s)
    assert view.fig is fig and view.ax is ax
    assert artists(view) == before  # nothing added, nothing removed: the figure was not rebuilt
    # the first legal action takes tokens, so the supply counts changed
    assert [sp["count"].get_text() for sp in view.supply] != supply_before
    assert save(view)[:8] == b"\x89PNG\r\n\x1a\n"


def test_market_supply_and_stacks_show_the_state(position, position_view):
    s = position
    view = position_view
    comp = s.comp
    for k, space in enumerate(view.market_spaces):
        tid = s.market[k]
        assert space["tile"].body.get_visible() == (tid is not None)
        if tid is not None:
            assert space["tile"].kind.get_text() == comp.tiles[tid].code[1]
            assert space["tile"].colour.get_text() == comp.tiles[tid].code[0]
        shown = [t.get_text() for d, t, ring in space["discs"] if t.get_visible()]
        assert shown == [comp.kind_letters[m] for m in s.prices[k]]
    assert [sp["count"].get_text() for sp in view.supply] == [f"×{n}" for n in s.supply]
    assert [st["count"].get_text() for st in view.stacks] == [str(len(x)) for x in s.stacks]


def test_layout_both_layers_and_every_tile_lettered(position_view):
    view = position_view
    panel = view.panels[1]
    ground = [a for a in panel.ground if a.body.get_visible()]
    upper = [a for a in panel.upper if a.body.get_visible()]
    assert len(ground) == 11 and len(upper) == 1
    # every tile carries a colour letter and a kind letter (colour is never the only sign)
    assert sorted(a.colour.get_text() + a.kind.get_text() for a in ground + upper) == sorted(
        "W2 GS BS G2 GJ GD GP RD RJ WJ WJ R2".split())
    # the upper tile is drawn above its four supports, centred on the corner where they meet
    up = upper[0]
    assert up.body.get_zorder() > ground[0].body.get_zorder()
    assert view.target_at(*body_centre(up)) == ("upper", 1, 1)
    assert "P2" in panel.header.get_text()
    assert visible_texts(view).count("Tiles placed: 12") == 1


def test_target_at_maps_clicks_to_action_places(position, position_view):
    s = position
    view = position_view
    grid = view.panels[1].grid
    # ground tiles: the centre of each drawn tile maps to its own cell
    for (r, c) in s.layout(1).ground:
        x, y = grid.cell_xy(r, c)
        assert view.target_at(x + grid.s * 0.5, y + grid.s * 0.5) == ("ground", r, c)
        assert view.target_at(x + grid.s * 0.85, y + grid.s * 0.5) == ("ground", r, c)
    # market spaces, stacks and supply kinds
    for k in range(1, 7):
        x, y, w, h = view.market_box(k)
        assert view.target_at(x + w / 2, y + h * 0.8) == ("market", k)
    for i, name in enumerate("AB"):
        x, y, w, h = view.stack_box(i)
        assert view.target_at(x + w / 2, y + h / 2) == ("stack", name)
    for i, letter in enumerate(s.comp.kind_letters):
        assert view.target_at(*view.supply_centre(i)) == ("supply", letter)
    # every place a legal action names is clickable, and the click finds that action again
    acts = s.legal_actions()
    places = {t for a in acts for t in a.targets()}
    assert any(t[0] == "ground" for t in places) and any(t[0] == "market" for t in places)
    for place in places:
        if place[0] in ("ground", "upper", "market", "stack", "supply"):
            hit = view.target_at(*view.place_centre(place))
            assert hit == place
            assert any(hit in a.targets() for a in acts)
    # a click in another player's layout or on empty paper is no place
    x0, y0, w0, h0 = view.panels[0].window
    assert view.target_at(x0 + w0 / 2, y0 + h0 / 2) is None
    assert view.target_at(23.9, 16.9) is None


def test_highlight_legal_cells_for_a_chosen_tile(position):
    s = position
    space = next(k for k in range(1, 7) if any(a.kind == "buy" and a.space == k for a in s.legal_actions()))
    buys = [a for a in s.legal_actions() if a.kind == "buy" and a.space == space]
    cells = wg.targets_of(buys)
    view = wg.BoardView(s, highlight=cells + [("market", space)])
    marks = [m for m in view.panels[1].marks if m.get_visible()]
    assert len(marks) == len(cells) > 0
    assert view.market_spaces[space - 1]["mark"].get_visible()
    # each mark sits on the cell it names
    for m, place in zip(marks, sorted(cells), strict=True):
        x, y = m.get_xy()
        assert view.target_at(x + m.get_width() / 2, y + m.get_height() / 2) == place
    view.update(s)  # no highlight: marks hidden again, same artists
    assert not any(m.get_visible() for m in view.panels[1].marks)


def test_korean_labels_and_language_switch_in_place(position):
    view = wg.BoardView(position)
    before = artists(view)
    english = " ".join(visible_texts(view))
    assert "Supply" in english and "to play" in english
    rulekit.set_language("ko")
    view.relabel()
    korean = " ".join(visible_texts(view))
    assert "공급처" in korean and "차례" in korean and "녹" in korean
    assert artists(view) == before
    # Hangul is drawn with a Hangul font (no tofu boxes)
    text = next(t for t in view.ax.texts if t.get_visible() and "공급처" in t.get_text())
    assert "DejaVu" not in text.get_fontname()
    assert save(view)[:4] == b"\x89PNG"


def test_draw_a_lone_layout_and_a_state():
    fig = wg.draw(SCORING_EXAMPLE)
    assert isinstance(fig, Figure)
    view = wg.BoardView(ga.layout_from_text(SCORING_EXAMPLE), highlight=[("ground", 3, 2), ("upper", 0, 2)])
    assert sum(a.body.get_visible() for a in view.panels[0].ground) == 11
    assert sum(m.get_visible() for m in view.panels[0].marks) == 2
    assert view.target_at(*view.place_centre(("ground", 0, 0))) == ("ground", 0, 0)
    assert isinstance(widgets.draw(ga.new_game(2, seed=1)), Figure)


def test_game_over_names_the_winners():
    s = ga.new_game(2, seed=3)
    steps = 0
    while not s.is_over and steps < 3000:
        acts = s.legal_actions()
        buys = [a for a in acts if a.kind == "buy"]
        s = s.apply(buys[0] if buys else acts[-1])
        steps += 1
    assert s.is_over
    view = wg.BoardView(s)
    names = [rulekit.seat_name(p) for p in s.winners()]
    assert all(n in view.status.get_text() for n in names)
    assert view.target_at(*view.panels[0].grid.cell_xy(0, 0)) is None  # nobody is to play


def test_storehouse_token_is_shown():
    s = ga.setup(2, seed=2, layouts={0: "RH* GH"})
    view = wg.BoardView(s)
    discs = [a.disc.get_visible() for a in view.panels[0].ground if a.body.get_visible()]
    assert sorted(discs) == [False, True]
    assert visible_texts(view).count("On storehouses: 1") == 1
    # the kept token carries its colour letter on the storehouse
    kept = next(a for a in view.panels[0].ground if a.disc.get_visible())
    assert kept.disc_text.get_text() == "R" and kept.disc_text.get_visible()


def test_explorer_click_on_a_cell_offers_the_actions_there(position, position_explorer):
    explorer = position_explorer
    view = explorer.view
    assert isinstance(view, wg.BoardView)
    buy = next(a for a in position.legal_actions() if a.kind == "buy")
    place = buy.targets()[1]
    dx, dy = view.ax.transData.transform(view.place_centre(place))
    w, h = view.image_size
    assert explorer.click_board(dx, h - dy) == place
    offered = explorer.actions
    assert offered and all(place in a.targets() for a in offered) and buy in offered
    explorer.apply_text(str(buy))
    assert explorer.history.current.tiles_placed(1) == position.tiles_placed(1) + 1
    assert explorer.view is view  # the same view, updated in place


def test_explorer_panel_lists_prices_and_layouts(position, position_explorer):
    explorer = position_explorer
    (panel,) = explorer.extra_panels
    assert "W2 .  GS BS" in panel.value  # P2's layout in the notation
    buyable = {a.space for a in position.legal_actions() if a.kind == "buy"}
    assert panel.value.count("✓") == len(buyable) > 0
    explorer.apply_text(str(next(a for a in position.legal_actions() if a.kind == "take")))
    assert "✓" not in panel.value  # the basic action is done: nothing more to buy this turn


def test_a_chosen_market_tile_marks_every_legal_place_lightly(position):
    s = position
    space = next(a.space for a in s.legal_actions() if a.kind == "buy")
    legal = wg.targets_of(a for a in s.legal_actions() if a.kind == "buy" and a.space == space)
    chosen = legal[0]
    view = wg.BoardView(s, highlight=[("market", space), chosen])
    shown = [m for m in view.panels[1].marks if m.get_visible()]
    assert len(shown) == len(legal) > 1  # GA.place.adjacent, GA.place.upper-layer decide which places
    strong = [m for m in shown if m.get_linewidth() > 2]
    assert len(strong) == 1
    x, y = strong[0].get_xy()
    assert view.target_at(x + strong[0].get_width() / 2, y + strong[0].get_height() / 2) == chosen
    # after the basic action nothing can be bought: no light marks
    took = s.apply(next(a for a in s.legal_actions() if a.kind == "take"))
    view.update(took, [("market", space)])
    assert not any(m.get_visible() for m in view.panels[1].marks)


def test_status_shows_the_turn_being_played():
    # state.turn counts turns completed; the status line numbers the turn in progress from 1
    s = ga.new_game(2, seed=1)
    assert s.turn == 0
    assert "turn 1" in wg.BoardView(s).status.get_text()
    t = s.apply("take B W K").apply("end")
    assert t.turn == 1
    assert "turn 2" in wg.BoardView(t).status.get_text()


def test_offered_places_get_a_faint_mark_and_the_chosen_ones_a_bold_one(position):
    s = position
    view = wg.BoardView(s)
    assert view.two_level_highlight()
    buy = next(a for a in s.legal_actions() if a.kind == "buy")
    other = next(a for a in s.legal_actions() if a.kind == "buy" and a.space != buy.space)
    weak = [("supply", "B"), ("stack", "A"), other.targets()[0], other.targets()[1]]
    before = artists(view)
    view.show(s, buy.targets(), weak)
    assert artists(view) == before  # marks change in place
    chosen, offered = view.market_spaces[buy.space - 1]["mark"], view.market_spaces[other.space - 1]["mark"]
    assert chosen.get_visible() and offered.get_visible()
    assert chosen.get_linewidth() > offered.get_linewidth()
    assert chosen.get_edgecolor()[3] == 1.0 and offered.get_edgecolor()[3] < 1.0
    assert view.supply[0]["mark"].get_visible() and view.stacks[0]["mark"].get_visible()
    assert not view.supply[1]["mark"].get_visible() and not view.stacks[1]["mark"].get_visible()
    # in the layout of the player to move: the chosen cell bold, the offered cell faint
    marks = [m for m in view.panels[s.current_player].marks if m.get_visible()]
    widths = sorted(m.get_linewidth() for m in marks)
    assert widths[-1] == 3.0 and widths[0] == 1.6
    # without weak places only the chosen action is marked
    view.show(s, buy.targets())
    assert not view.market_spaces[other.space - 1]["mark"].get_visible()
    assert not view.supply[0]["mark"].get_visible()


def test_explorer_marks_the_offered_places_faintly_and_the_chosen_action_boldly(position_explorer):
    ex = position_explorer
    buys = [a for a in ex.actions if a.kind == "buy"]
    assert buys
    ex.action_select.value = buys[0]
    view = ex.view
    chosen = view.market_spaces[buys[0].space - 1]["mark"]
    assert chosen.get_visible() and chosen.get_edgecolor()[3] == 1.0
    for space in {a.space for a in buys} - {buys[0].space}:
        mark = view.market_spaces[space - 1]["mark"]
        assert mark.get_visible() and mark.get_edgecolor()[3] < 1.0
    unbuyable = set(range(1, 7)) - {a.space for a in ex.actions if a.kind == "buy"}
    assert all(not view.market_spaces[k - 1]["mark"].get_visible() for k in unbuyable)


def test_explorer_plays_the_click_turn_on_the_board():
    import click_turn

    s = ga.new_game(click_turn.PLAYERS, seed=click_turn.SEED, **click_turn.OPTIONS)
    ex = widgets.Explorer(s)
    played = [ex.click_place(place) for place in click_turn.CLICKS]
    assert [str(a) for a in played if a is not None] == click_turn.TURN_ACTIONS
    assert ex.state.turn == 1 and ex.state.current_player == 1
    # the same turn by pixels on the picture, from the start again
    ex2 = reset(ex)
    for place in click_turn.CLICKS:
        assert ex2.click_board(*ex2.view.place_pixel(place)) == place
    assert ex2.state.turn == 1
    assert [str(a) for a in ex2.history.actions] == click_turn.TURN_ACTIONS


def test_explorer_buys_by_market_tile_then_cell_and_explains_a_wrong_cell(position, position_explorer):
    ex = position_explorer
    buy = next(a for a in position.legal_actions() if a.kind == "buy" and not a.upper)
    assert ex.click_place(("market", buy.space)) is None and ex.picks == [("market", buy.space)]
    # a cell touching none of P2's tiles: refused by its rule, the picks stay
    assert ex.click_place(("ground", 9, 9)) is None
    assert "GA.place.adjacent" in ex.status.value and ex.picks == [("market", buy.space)]
    assert ex.history.index == 0
    assert ex.click_place(("ground", *buy.cell)) == buy
    assert ex.state.tiles_placed(1) == position.tiles_placed(1) + 1
    # the status line names the move in plain words
    assert "Buy a tile" in ex.status.value


def test_explorer_refills_with_an_ankh_and_ends_the_turn_by_its_button():
    s = ga.setup(2, seed=4, layouts={0: "RJ RJ / GJ GS"}, tokens={0: "B W A"})
    ex = widgets.Explorer(s)
    assert ex.click_place(("hand", "A")) is None  # refill or move: both start at the ankh
    assert ex.click_place(("stack", "B")) == ga.parse_action("refill B")
    assert ex.click_place(("button", "end")) is None  # the basic action is not done yet
    assert "GA.turn.basic-action" in ex.status.value
    for letter in "KKG":
        ex.click_place(("supply", letter))
    assert ex.click_place(("button", "end")) == ga.parse_action("end") and ex.state.turn == 1
