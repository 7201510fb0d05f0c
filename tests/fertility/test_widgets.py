"""The Fertility board view, headless: build once, update in place, clicks map to action targets."""
import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
from fe_positions import F1, position  # noqa: E402

import rulekit  # noqa: E402
import widgets  # noqa: E402
from rulekit import fertility as fe  # noqa: E402
from rulekit.rng import Rng  # noqa: E402
from widgets import fertility as wf  # noqa: E402


def played(seed=7, plies=40, players=3):
    s = fe.new_game(players=players, seed=seed)
    rng = Rng(seed)
    for _ in range(plies):
        s = s.apply(rng.choice(s.legal_actions()))
    return s


def test_update_changes_artists_in_place():
    s = fe.new_game(players=3, seed=7)
    view = wf.BoardView(s)
    artists = list(view.ax.get_children())
    first = view.render()
    act = s.legal_actions()[0]
    s2 = s.apply(act)
    view.show(s2)
    assert list(view.ax.get_children()) == artists          # nothing built again
    i = s.board.index(act.a)
    assert view.cell_texts[i].get_text() == act.first          # the new site shows its letter
    assert view.render() != first
    later = played(plies=80)
    view.show(later)
    assert list(view.ax.get_children()) == artists
    assert view.header.get_text().startswith(f"Turn {later.turn + 1}")


def test_target_at_matches_action_targets():
    s = position(F1, "phase place", "public CC MP GG", "row D09 D12 D15 D14",
                 "p1 hand PG MC; city 2:D18[P] 0:[M]")
    view = wf.BoardView(s)
    x, y = view.cell_centre((1, 2))
    assert view.target_at(x, y) == (1, 2)
    act = fe.parse_action("place P@1,2 G@0,2")
    assert view.target_at(*view.cell_centre((0, 2))) in act.targets()
    hand = view.hand_tiles[0]
    assert view.target_at(hand["x"] + 1, hand["y"] + 0.5) == ("hand", "PG") == act.targets()[-1]
    pub = view.public_tiles[1]
    assert view.target_at(pub["x"] + 0.5, pub["y"] + 0.5) == ("public", "MP")
    card = view.row_cards[2]
    assert view.target_at(card["x"] + 1, card["y"] + 1) == ("row", 3)
    assert fe.parse_action("buy 3 M").targets()[0] == ("row", 3)
    lot2 = view.city_cards[2]
    assert view.target_at(lot2["x"] + 1, lot2["y"] + 0.95) == ("shop", 2, 1)
    assert view.target_at(lot2["x"] + 1, lot2["y"] + 1.5) == ("shop", 2, 2)
    assert view.target_at(lot2["x"] + 1, lot2["y"] + 0.3) == ("lot", 2)
    assert view.target_at(-5, -5) is None


def test_chosen_tile_highlights_its_legal_cells():
    s = position(F1, "p1 hand PG MC")
    view = wf.BoardView(s, highlight=[("hand", "PG")])
    marked = {s.board.coords[i] for i, m in enumerate(view.cell_marks) if m.get_visible()}
    legal = {t for a in s.legal_actions() if a.targets()[-1] == ("hand", "PG") for t in a.targets()[:2]}
    assert marked == legal and (1, 2) in marked
    assert view.hand_tiles[0]["mark"].get_visible() and not view.hand_tiles[1]["mark"].get_visible()


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


def test_explorer_tile_panel_places_a_tile():
    s = position(F1, "public CC MP GG", "row D09 D12 D15 D14", "p1 hand PG", "p2 hand MM")
    ex = widgets.Explorer(s)
    assert ex.extra_panels
    box = ex.extra_panels[0]
    tile, rotate, place, shown = box.children
    assert tile.value == "PG"
    ex.target = (1, 2)
    rotate.click()
    place.click()
    assert ex.state.phase == "build" and ex.state.site[ex.state.board.index((1, 2))] in "PG"


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_png_renders(lang):
    rulekit.set_language(lang)
    view = wf.BoardView(played(plies=30))
    png = view.render()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 10_000


def _pixel(view, x, y):
    px, py = view.ax.transData.transform((x, y))
    return px, view.image_size[1] - py


def test_explorer_clicks_pick_a_tile_then_a_cell():
    s = position(F1, "public CC MP GG", "row D09 D12 D15 D14", "p1 hand PG MC", "p2 hand MM")
    ex = widgets.Explorer(s)
    hand = ex.view.hand_tiles[1]
    assert ex.click_board(*_pixel(ex.view, hand["x"] + 0.5, hand["y"] + 0.5)) == ("hand", "MC")
    assert ex.actions and all(a.targets()[-1] == ("hand", "MC") for a in ex.actions)
    tile = ex.extra_panels[0].children[0]
    assert tile.value == "MC"                                  # the tile panel follows the click
    assert ex.click_board(*_pixel(ex.view, *ex.view.cell_centre((1, 2)))) == (1, 2)
    assert ex.actions and all((1, 2) in a.targets() for a in ex.actions)
    assert ex.apply(ex.actions[0]) and ex.state.phase in ("build", "quarry")


def test_offered_places_get_a_faint_mark_and_the_chosen_ones_a_bold_one():
    s = fe.new_game(players=2, seed=1)
    view = wf.BoardView(s)
    assert view.two_level_highlight()
    artists = list(view.ax.get_children())
    chosen = s.legal_actions()[0]
    weak = [t for a in s.legal_actions() for t in a.targets()]
    view.show(s, chosen.targets(), weak)
    assert list(view.ax.get_children()) == artists          # marks change in place
    cell = chosen.targets()[0]
    other = next(t for t in weak if isinstance(t[0], int) and t not in chosen.targets())
    strong, faint = view.cell_marks[s.board.index(cell)], view.cell_marks[s.board.index(other)]
    assert strong.get_visible() and faint.get_visible()
    assert strong.get_linewidth() > faint.get_linewidth()
    assert strong.get_edgecolor()[3] == 1.0 and faint.get_edgecolor()[3] < 1.0
    hand = [t["mark"] for t in view.hand_tiles if t["mark"].get_visible()]
    assert len(hand) == len(set(s.hands[0])) and sum(m.get_edgecolor()[3] == 1.0 for m in hand) == 1
    # a weakly marked personal tile does not mark the cells where it may go
    view.show(s, (), [("hand", s.comp.tiles[s.hands[0][0]])])
    assert not any(m.get_visible() for m in view.cell_marks)
    view.show(s, [("hand", s.comp.tiles[s.hands[0][0]])])
    assert any(m.get_visible() for m in view.cell_marks)
