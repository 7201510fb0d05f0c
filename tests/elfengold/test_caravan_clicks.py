"""A caravan paid by clicking cards (EG.base.caravan), driven by clicks on the Explorer's board picture.

The caravan mode is distinct from a plain journey: a road and a card of its transport stay a journey;
the Caravan button begins the mode, where each card clicked goes on the tray, a card on the tray goes
back, rulekit says whether the tray pays, and Pay and go plays it.
"""

from __future__ import annotations

from collections import Counter

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402

import rulekit  # noqa: E402
import widgets  # noqa: E402
from rulekit import elfengold as eg  # noqa: E402
from widgets.board import MIN_TEXT_PX  # noqa: E402
from widgets.elfengold import BoardView  # noqa: E402
from widgets.elfengold.caravan import CARAVAN, CARAVAN_OK, pay_places  # noqa: E402
from widgets.elfengold.layout import COL_R  # noqa: E402
from widgets.explorer import click_candidates  # noqa: E402

# a log on the unicorn road from Lapphalia: a caravan pays any 4 cards there (EG.travel.obstacle-cost)
LOG_ROAD = "R12:UL | P1@Lapphalya hand=UUPEETD | P2@Elvenhold"
PLAIN_ROAD = "R12:U | P1@Lapphalya hand=UUPEE | P2@Elvenhold"


def reset(ex: widgets.Explorer) -> widgets.Explorer:
    """A shared Explorer back at the first state of its history with nothing picked, chosen or refused,
    as after any move (one or two redraws instead of a whole build)."""
    if ex.history.index == 0:
        ex.random_button.click()  # a move to come back from
    ex.slider.value = 0
    assert ex.history.index == 0 and not ex.picks and ex.last_refusal is None and ex.view.caravan is None
    return ex


@pytest.fixture(scope="module")
def _explorers() -> dict:
    return {}


@pytest.fixture
def explorer_of(_explorers):
    """``explorer_of(notation)``: an Explorer of the position (one per position for the module), reset."""

    def explorer_of(notation: str) -> widgets.Explorer:
        if notation not in _explorers:
            _explorers[notation] = widgets.Explorer(eg.position(notation))
        return reset(_explorers[notation])

    return explorer_of


@pytest.fixture(scope="module")
def log_view() -> BoardView:
    """A view of the log road's position for the tests that drive the view alone (each shows its marks)."""
    return BoardView(eg.position(LOG_ROAD))


def click(ex: widgets.Explorer, place) -> object:
    """A click at the pixel where the board draws ``place`` (the Explorer's click event path)."""
    x, y = ex.view.place_pixel(place)
    assert ex.click_board(x, y) == place or place == CARAVAN_OK
    return ex.history.actions[-1] if ex.history.index else None


def tray(ex: widgets.Explorer) -> str:
    return "".join(letter.get_text() for _box, _pic, letter in ex.view.tray if letter.get_visible())


def test_a_caravan_is_paid_card_by_card_then_confirmed(explorer_of):
    """EG.base.caravan: any 4 cards past a log, put on the tray, judged by rulekit, played by Pay and go."""
    ex = explorer_of(LOG_ROAD)
    v = ex.view
    click(ex, "R12")
    assert v.caravan is None and ex.picks == ["R12"]        # a road alone: a journey or a caravan
    click(ex, CARAVAN)
    assert v.caravan is not None and v.caravan.need == 4
    slots = [box for box, _pic, _letter in v.tray if box.get_visible()]
    assert len(slots) == 4 and tray(ex) == ""                # four empty places on the tray
    assert click(ex, ("pay", "U", 0)) is None
    assert click(ex, ("pay", "P", 0)) is None
    assert tray(ex) == "PU" and v.caravan.cards == "PU"
    assert not v.caravan_ok and "EG.base.caravan" in v.tray_verdict.get_text()
    assert "4" in v.tray_verdict.get_text()                  # rulekit's own words: any 4 cards here
    # Pay and go before the tray pays: refused with the rule, nothing played, the tray kept
    assert v.place_pixel(CARAVAN_OK) is not None
    x, y = v.place_pixel(CARAVAN_OK)
    ex.click_board(x, y)
    assert ex.history.index == 0 and "EG.base.caravan" in ex.status.value and tray(ex) == "PU"
    # a card on the tray goes back to the hand
    click(ex, ("pay", "U", 0))
    assert tray(ex) == "P" and ex.history.index == 0
    for place in [("pay", "U", 0), ("pay", "E", 0), ("pay", "D", 0)]:
        assert click(ex, place) is None                      # complete, but never played by itself
    assert tray(ex) == "DEPU" and v.caravan_ok and ex.history.index == 0
    assert "○" in v.tray_verdict.get_text()
    played = click(ex, CARAVAN_OK)
    assert str(played) == "caravan R12 DEPU"
    assert ex.state.hands[0] == "ETU" and ex.state.boots[0] == eg.load_board().town("Rivinia").index
    assert ex.view.caravan is None and tray(ex) == ""


def test_more_cards_than_the_road_takes_or_the_hand_holds_are_refused_by_rule(explorer_of):
    """EG.base.caravan: a fifth card, or a third unicorn from a hand of two, is refused; the tray stays."""
    ex = explorer_of(LOG_ROAD)
    for place in ["R12", CARAVAN, ("pay", "U", 0), ("pay", "U", 1)]:
        click(ex, place)
    x, y = ex.view.place_pixel(("pay", "U", 2))              # the unicorns' card in the hand (none left)
    ex.click_board(x, y)
    assert "EG.base.caravan" in ex.status.value and tray(ex) == "UU"
    for place in [("pay", "P", 0), ("pay", "E", 0)]:
        click(ex, place)
    x, y = ex.view.place_pixel(("pay", "T", 0))
    ex.click_board(x, y)                                     # a fifth card
    assert "EG.base.caravan" in ex.status.value and tray(ex) == "EPUU" and ex.history.index == 0
    assert str(click(ex, CARAVAN_OK)) == "caravan R12 EPUU"


def test_a_plain_journey_stays_the_road_then_its_card(explorer_of):
    """EG.base.pay-matching: the road then a unicorn card plays the journey at once, caravans aside."""
    ex = explorer_of(PLAIN_ROAD)
    assert any(isinstance(a, eg.Caravan) for a in ex.state.legal_actions())
    click(ex, "R12")
    assert str(click(ex, ("hand", "U"))) == "travel R12 U"
    assert ex.state.hands[0] == "EEPU"


def test_the_modes_stay_apart(explorer_of):
    """In the caravan mode a hand card goes on the tray (no journey); the Caravan button again leaves it."""
    ex = explorer_of(PLAIN_ROAD)
    for place in ["R12", CARAVAN]:
        click(ex, place)
    assert click(ex, ("pay", "U", 0)) is None and ex.history.index == 0   # not "travel R12 U"
    click(ex, ("pay", "U", 0))                               # back to the hand
    click(ex, CARAVAN)                                       # the mode ends, the road stays picked
    assert ex.view.caravan is None and ex.picks == ["R12"]
    assert str(click(ex, ("hand", "U"))) == "travel R12 U"


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_tray_speaks_the_language_and_fits_the_column(lang):
    rulekit.set_language(lang)
    try:
        ex = widgets.Explorer(eg.position(LOG_ROAD))
        for place in ["R12", CARAVAN, ("pay", "U", 0)]:
            click(ex, place)
        v = ex.view
        words = v.tray_verdict.get_text()
        if lang == "ko":
            assert "여기서 카라반은 아무 카드 4장을 냅니다" in words
            assert "카라반" in v.auction_label.get_text() and "4장" in v.tray_how.get_text()
            assert v.buttons[CARAVAN_OK][1].get_text() == "카드 내고 이동"
        else:
            assert "a caravan pays any 4 cards here" in words
        for place in [("pay", "P", 0), ("pay", "E", 0), ("pay", "D", 0)]:
            click(ex, place)
        assert v.caravan_ok
        renderer = v.fig.canvas.get_renderer()
        right = v.ax.transData.transform((COL_R, 0))[0]
        for text in (v.tray_how, v.tray_verdict, v.auction_label):
            assert text.get_visible() and text.get_window_extent(renderer).x1 <= right, text.get_text()
        assert v.smallest_text_px() >= MIN_TEXT_PX
    finally:
        rulekit.set_language("en")


def test_every_legal_caravan_is_played_by_its_clicks(log_view):
    """The click algorithm on the view: each caravan's places, clicked in order, reach it and no other."""
    s = eg.position(LOG_ROAD)
    v = log_view
    legal = s.legal_actions()
    targets = {a: Counter(v.click_targets(a)) for a in legal}
    caravans = [a for a in legal if isinstance(a, eg.Caravan)]
    assert len(caravans) >= 10
    for a in caravans:
        places = v.click_targets(a)
        assert places == ("R12", CARAVAN, *pay_places(a.cards), CARAVAN_OK)
        picks: list = []
        for place in places:
            v.show(s, tuple(picks))                          # what the Explorer shows after the clicks
            assert v.target_at(*v.place_xy(place)) == place, (str(a), place)
            picks.append(place)
            candidates = click_candidates(targets, picks)
            assert a in candidates
        assert [c for c in candidates if targets[c] == Counter(picks)] == [a]


def test_a_caravan_shown_as_a_hint_lays_its_cards_on_the_tray(log_view):
    """A hint (or a caravan chosen in the notation list) marks its places: the tray shows what it pays."""
    s = eg.position(LOG_ROAD)
    v = log_view
    caravan = eg.parse_action("caravan R12 DEPU")
    v.show(s, v.click_targets(caravan))
    assert v.caravan.cards == "DEPU" and v.caravan_ok
    assert [letter.get_text() for _box, _pic, letter in v.tray if letter.get_visible()] == list("DEPU")
    assert v.buttons[CARAVAN_OK][0].get_visible()
    v.show(s)                                                # nothing marked: no caravan mode, no tray
    assert v.caravan is None and not v.buttons[CARAVAN_OK][0].get_visible()
    assert not any(box.get_visible() for box, _pic, _letter in v.tray)
