"""The El Dorado board view, headless: built once, updated in place, clicks map to action targets."""
from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import rulekit  # noqa: E402
import widgets  # noqa: E402
from rulekit import el_dorado as ed  # noqa: E402
from widgets import el_dorado as wed  # noqa: E402


def _looks(view):
    return ([p.get_center() for p, _ in view.piece_artists],
            [seam["holder"].get_text() if seam["holder"].get_visible() else seam["number"].get_text()
             for seam in view.seams],
            [c["place"] for c in view.hand_cards],
            [m.get_visible() for m in view.hex_mark.values()])


def test_view_updates_in_place():
    s = ed.from_position("players=3 blockades=BJ1,BJ2,BW1,BS1 pieces=B27,B8,B9 hand1=Tb,Sc,Tr,Sa")
    view = wed.BoardView(s)
    artists = len(view.ax.patches) + len(view.ax.texts)
    first = _looks(view)
    png1 = view.render()
    s2 = s.apply("Tb B13").apply("go b0")
    view.show(s2, highlight=["hand:Sc"])
    second = _looks(view)
    assert len(view.ax.patches) + len(view.ax.texts) == artists      # nothing rebuilt
    assert first[0] != second[0]                                     # the piece moved
    assert second[1][0] == "P1" and first[1][0] == "1"               # the blockade token went to P1
    assert second[2][:2] == ["hand:Sc", "hand:Tr"]                   # the hand changed
    assert sum(second[3]) > 0                                        # Scout's reachable spaces marked
    assert view.render() != png1


def test_target_at_maps_to_action_targets():
    s = ed.from_position("players=3 blockades=BJ1,BJ2,BW1,BS1 pieces=B13,B8,B9 hand1=Tb,Sc,Tr,Sa")
    view = wed.BoardView(s)
    for place in ("B13", "C14", "K0", "Z1", "b0", "market:Sc", "hand:Tb", "market:Pi"):
        x, y = view.place_centre(place)
        assert view.target_at(x, y) == place
    legal_targets = {t for a in s.legal_actions() for t in a.targets()}
    assert {"b0", "hand:Tb", "B14", "market:Sc"} - {"market:Sc"} <= legal_targets
    x, y = view.place_centre("b0")
    clicked = view.target_at(x, y)
    assert any(clicked in a.targets() for a in s.legal_actions())
    assert view.target_at(1000.0, 1000.0) is None


def test_draw_accepts_positions_every_course_and_korean():
    fig = wed.draw("players=2 blockades=BJ1*1,BJ2,BR1,BR2 pieces=C3+B8,B7+B9", highlight=["C3"])
    assert fig.axes
    for cid in (5,):            # a course with strips
        view = wed.BoardView(ed.new_game(players=4, seed=cid, course=cid))
        assert len(view.hex_mark) == len(ed.course(cid).terrain)
    rulekit.set_language("ko")
    view = wed.BoardView(ed.new_game(players=2, seed=1))
    assert view.status.get_text().startswith("첫 게임")
    assert any(t.get_text() == "엘도라도" for t in view.ax.texts)
    assert view.buttons[("button", "end")]["text"].get_text() == "카드 쓰기 끝"
    rulekit.set_language("en")
    view.relabel()
    assert view.status.get_text().startswith("First game")
    assert widgets.draw(ed.new_game(players=3, seed=2)).axes


def test_reserve_and_empty_slots_show():
    s = ed.from_position("players=3 hand1=Mi,Jo,Tr,Tr discard2=Sc,Sc,Sc")
    view = wed.BoardView(s)
    slot = view.market_cards[0]
    assert slot["name"].get_text() == "empty" and slot["place"] is None and slot["box"].get_visible()
    assert view.reserve_cards[0]["place"] == "market:Pi"


def test_explorer_plays_el_dorado_by_clicks():
    s = ed.from_position("players=2 pieces=B6+B8,B7+B9 hand1=Sc,Ex,Tr,Sa")
    ex = widgets.Explorer(s)
    assert ex.extra_panels                                    # the piles panel
    w, h = ex.view.image_size
    xmin, xmax = ex.view.ax.get_xlim()
    ymin, ymax = ex.view.ax.get_ylim()

    def click(place):
        x, y = ex.view.place_centre(place)
        return ex.click_board((x - xmin) / (xmax - xmin) * w, (ymax - y) / (ymax - ymin) * h)

    assert click("hand:Sc") == "hand:Sc"
    assert ex.picks == ["hand:Sc"] and ex.state is s
    assert click("B22") == "B22"                              # Scout onto B22: played at once
    assert ex.state.pieces[0] == ("B22", "B8")
    before = ex.state
    assert not ex.apply("Sa B32")                             # refused: shown, nothing changes
    assert ex.state is before
    assert ex.apply("end") and ex.apply("draw") and ex.state.current_player == 1


def test_offered_places_get_a_faint_mark_and_no_reach():
    s = ed.from_position("players=3 blockades=BJ1,BJ2,BW1,BS1 pieces=B13,B8,B9 hand1=Tb,Sc,Tr,Sa")
    view = wed.BoardView(s)
    assert view.two_level_highlight()
    count = len(view.ax.patches) + len(view.ax.texts)
    view.show(s, ["B14"], ["B27", "hand:Sc", "market:Tb", "b0"])
    assert len(view.ax.patches) + len(view.ax.texts) == count      # nothing rebuilt
    strong, faint = view.hex_mark["B14"], view.hex_mark["B27"]
    assert strong.get_visible() and faint.get_visible()
    assert strong.get_linewidth() > faint.get_linewidth()
    assert strong.get_edgecolor()[3] == 1.0 and faint.get_edgecolor()[3] < 1.0
    hand = next(c for c in view.hand_cards if c["place"] == "hand:Sc")
    market = next(c for c in view.market_cards if c["place"] == "market:Tb")
    assert hand["mark"].get_visible() and hand["mark"].get_edgecolor()[3] < 1.0
    assert market["mark"].get_visible() and market["mark"].get_edgecolor()[3] < 1.0
    # a weakly marked hand card does not mark the spaces it reaches
    assert sum(m.get_visible() for m in view.hex_mark.values()) == 2
    assert view.seams[0]["box"].get_edgecolor()[3] < 1.0
    # the same card chosen strongly does
    view.show(s, ["hand:Sc"])
    assert hand["mark"].get_edgecolor()[3] == 1.0
    assert sum(m.get_visible() for m in view.hex_mark.values()) > 2
