"""The Elfengold board view and Explorer panels, headless."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import rulekit  # noqa: E402
import widgets  # noqa: E402
from rulekit import elfengold as eg  # noqa: E402
from widgets import elfengold as view  # noqa: E402

TEXT = "R12:UG R02:S | P1@Lapphalya hand=UUU | P2@Elvenhold hand=RR"


def test_view_updates_artists_in_place():
    s = eg.position(TEXT)
    v = view.BoardView(s)
    artists = len(v.ax.get_children())
    r12 = v.road_counters[11]
    assert [c[2].get_text() for c in r12 if c[2].get_visible()] == ["U", "G"]
    assert r12[0][1].kind == "U" and r12[1][1].kind == "G" and v.road_counters[1][0][1].kind == "S"
    first = v.render()
    boot = (v.boots[0].x, v.boots[0].y)
    s2 = s.apply("travel R12 U")  # the boot moves to Rivinia
    v.show(s2)
    assert (v.boots[0].x, v.boots[0].y) != boot
    rivinia = eg.load_board().town("Rivinia").index
    assert not v.town_dots[rivinia][0].get_visible() and v.town_dots[rivinia][1].get_visible()
    assert "6" in v.trip_text.get_text()
    s3 = eg.position(TEXT.replace("R12:UG R02:S", "-"), phase="auction")   # the roads are clear in phase 4
    v.show(s3)
    assert v.lot[0][2].get_visible() and v.lot[0][2].get_text() == s3.lot[0] and v.lot[0][1].kind == s3.lot[0]
    assert not v.trip_text.get_text()
    s4 = s3.apply("bid 2")
    v.show(s4)
    assert "2" in v.bid_text.get_text() and "P1" in v.bid_text.get_text()
    assert len(v.ax.get_children()) == artists  # nothing was built again
    assert v.render() != first


def test_highlight_route_and_costs():
    s = eg.position(TEXT)
    v = view.BoardView(s, highlight=["R12", "Rivinia"])
    assert v.road_halo[11].get_visible() and not v.road_halo[12].get_visible()
    assert "1×U" in v.route_text.get_text() and "Rivinia" in v.route_text.get_text()
    assert v.town_circle[eg.load_board().town("Rivinia").index].get_linewidth() == 3.2
    v.show(s, highlight=())
    assert not v.road_halo[11].get_visible() and v.route_text.get_text() == ""


def test_target_at_maps_to_action_targets():
    v = view.BoardView(eg.position(TEXT))
    s = v.state
    for place in [
        "R12",
        "R02",
        "Beata",
        "Al'Baran",
        "Elvenhold",
        ("display", s.display[0]),
        "deck",
        "gold-pile",
        ("hand", "U"),
    ]:
        x, y = v.place_centre(place)
        assert v.target_at(x, y) == place
    assert v.target_at(-5, -5) is None


def test_targets_of_actions_are_clickable_places():
    s = eg.position(TEXT)
    v = view.BoardView(s)
    for a in s.legal_actions():
        picks: list = []
        for t in v.click_targets(a):
            v.show(s, tuple(picks))  # a caravan's cards are clicked in its own mode, after the Caravan button
            assert v.target_at(*v.place_centre(t)) == t
            picks.append(t)


def test_draw_from_position_and_korean_labels():
    fig = view.draw(TEXT, highlight=["R12"])
    assert fig.axes
    rulekit.set_language("ko")
    v = view.BoardView(eg.new_game(players=3, seed=2))
    assert "라운드" in v.title.get_text() and v.title.get_text().startswith("엘픈골드")
    assert "엘븐후드" in [t.get_text() for t in v.town_label]  # the Korean rulebook's name
    rulekit.set_language("en")
    v.relabel()
    assert "Round" in v.title.get_text()
    names = {t.get_text() for t in v.town_label}
    assert {"Elvenhold", "Lapphalia", "Ixara", "Ussenlen"} <= names  # the rulebook's spellings


def test_hidden_tiles_and_gold():
    s = eg.position("- | P1@Elvenhold tiles=Uu | P2@Elvenhold tiles=Tt", hidden_gold=True)
    v = view.BoardView(s)
    assert "[u]" in v.player_tiles[0].get_text() and "?" in v.player_tiles[1].get_text()
    assert "gold ?" in v.player_line[1].get_text() and "gold 12" in v.player_line[0].get_text()
    hidden = v.tiles[1]  # P1's own face-down unicorn: shown faded
    assert hidden[2].get_text() == "u" and hidden[1].kind == "U" and hidden[1].alpha < 1


def test_explorer_auction_panel_and_clicks():
    ex = widgets.Explorer(eg.position("- | P1@Elvenhold | P2@Elvenhold", phase="auction"))
    auction_box, bid_row, players_box = view.panels(ex)
    assert "Auction" in auction_box.value and "cap" in auction_box.value
    amount, bid, pas = bid_row.children
    amount.value = 3
    bid.click()
    assert ex.state.high == 3 and ex.state.high_bidder == 0
    assert "3" in auction_box.value
    pas.click()
    assert ex.state.supply[0]  # P1 won the tile
    assert "P1" in players_box.value
    # random steps in the Explorer finish the auction and reach route planning
    for _ in range(60):
        if ex.state.phase != "auction":
            break
        ex.random_button.click()
    assert ex.state.phase == "plan"
    ex.apply_text("pass")
    assert ex.state.current_player == 1
    ex.apply_text("bid 3")  # refused: shown, nothing changes
    assert ex.state.current_player == 1 and "EG.round.phases" in ex.status.value


def test_auction_panel_when_only_a_pass_is_left():
    """At the bid cap the bid button is disabled and the panel keeps working (EG.gap.bid-cap)."""
    ex = widgets.Explorer(eg.position("- | P1@Elvenhold gold=0 | P2@Elvenhold gold=0", phase="auction"))
    auction_box, bid_row, _ = view.panels(ex)
    amount, bid, pas = bid_row.children
    assert amount.min == 1 and amount.max == 1 and not bid.disabled
    bid.click()  # P1 bids 1 = the cap
    assert ex.state.high == 1 and ex.state.current_player == 1
    assert bid.disabled and amount.min == amount.max == 2 and "cap: 1" in auction_box.value
    pas.click()  # P1 cannot pay: loses nothing, is out
    assert ex.state.excluded == 0b01 and ex.state.current_player == 1 and not bid.disabled


def test_offered_places_get_a_faint_mark_and_the_chosen_ones_a_bold_one():
    s = eg.position(TEXT)
    v = view.BoardView(s)
    assert v.two_level_highlight()
    artists = len(v.ax.get_children())
    v.show(s, ["R12"], ["R02", "Rivinia", "deck"])
    assert len(v.ax.get_children()) == artists  # marks change in place
    strong, faint = v.road_halo[11], v.road_halo[1]
    assert strong.get_visible() and faint.get_visible()
    assert strong.get_linewidth() > faint.get_linewidth() and strong.get_alpha() > faint.get_alpha()
    assert v.road_counters[11][0][0].get_linewidth() > v.road_counters[1][0][0].get_linewidth()
    rivinia = eg.load_board().town("Rivinia").index
    assert v.town_circle[rivinia].get_edgecolor()[3] < 1.0
    assert v.deck_box.get_edgecolor()[3] < 1.0
    assert not v.road_halo[2].get_visible()
    assert not v.auction_frame.get_visible()
    v.show(s, ["deck"], ["auction"])
    assert v.deck_box.get_edgecolor()[3] == 1.0
    assert not faint.get_visible()
    assert v.auction_frame.get_visible() and v.auction_frame.get_edgecolor()[3] < 1.0
    v.show(s, ["auction"])
    assert v.auction_frame.get_visible() and v.auction_frame.get_edgecolor()[3] == 1.0
