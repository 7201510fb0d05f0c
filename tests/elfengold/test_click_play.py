"""Playing Elfengold by clicks on the board: the click hooks of the view and the Explorer replaying them."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, NamedTuple

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
import tiers  # noqa: E402

import rulekit  # noqa: E402
import widgets  # noqa: E402
from rulekit import elfengold as eg  # noqa: E402
from widgets import elfengold as view  # noqa: E402
from widgets.board import CONFIRM  # noqa: E402
from widgets.explorer import click_candidates  # noqa: E402

from . import click_turn  # noqa: E402

# the kinds a class plays by clicks alone, each choosable without buttons under the board
MAIN = (
    eg.Take,
    eg.TakeTop,
    eg.Cash,
    eg.KeepSecret,
    eg.Bid,
    eg.Pass,
    eg.Place,
    eg.Travel,
    eg.Caravan,
    eg.Stop,
    eg.TakeGold,
    eg.TakeCards,
    eg.Keep,
)


def _states(seed: int, steps: int = 400, **options):
    """States along a random game (every phase and stage comes by)."""
    s = eg.new_game(players=3 + seed % 3, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_over:
            return
        yield s
        s = s.apply(rng.choice(s.legal_actions()))


class _Offer(NamedTuple):
    kind: str  # the kinds of action on offer in ``state``
    state: Any


def _by_offer(states, k: int = 2) -> list:
    """Every state in the deep tier; in the fast tier up to ``k`` of each set of action kinds on offer,
    so that every phase and stage of the game is still clicked through."""
    offers = [_Offer(" ".join(sorted({type(a).__name__ for a in s.legal_actions()})), s) for s in states]
    return [offer.state for offer in tiers.by_kind(offers, k)]


@pytest.fixture(scope="module")
def sweep_view():
    """``sweep_view(state, **options)``: the module's view for a game of that many players and options
    (built once; each sweep shows it every state it reads)."""
    views = {}

    def sweep_view(s, **options):
        key = (s.num_players, tuple(sorted(options.items())))
        if key not in views:
            views[key] = view.BoardView(s)
        return views[key]

    return sweep_view


def _play_by_clicks(state, v, action):
    """The Explorer's click algorithm on the view's hooks: the action played, or None."""
    legal = state.legal_actions()
    targets = {a: Counter(v.click_targets(a)) for a in legal}
    picks: list = []
    for place in v.click_targets(action):
        sel = [*picks, place]
        candidates = click_candidates(targets, sel)
        assert action in candidates
        exact = [a for a in candidates if targets[a] == Counter(sel)]
        if len(candidates) == 1 and exact:
            return exact[0]
        picks = sel
    exact = [a for a in legal if targets[a] == Counter(picks)]
    return exact[0] if len(exact) == 1 else None  # the OK / Bid button (CONFIRM)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_place_of_every_legal_action_round_trips(seed, sweep_view):
    """place_xy and target_at are inverse for every place a legal action is clicked with."""
    seen = Counter()
    for s in _by_offer(list(_states(seed, wizards=seed == 3))[::3]):  # every third state in the deep tier
        v = sweep_view(s, wizards=seed == 3)
        v.show(s)
        for a in s.legal_actions():
            seen[type(a).__name__] += 1
            if isinstance(a, eg.Caravan) and seen["Caravan"] % 7:
                continue  # a sample of the many payments
            picks: list = []
            for place in v.click_targets(a):
                v.show(s, tuple(picks))  # as after the clicks so far (a caravan's mode begins on its button)
                xy = v.place_xy(place)
                assert xy is not None, (str(a), place)
                assert v.target_at(*xy) == place, (str(a), place, xy)
                px = v.place_pixel(place)
                assert 0 <= px[0] <= v.image_size[0] and 0 <= px[1] <= v.image_size[1]
                picks.append(place)
    assert {"Take", "KeepSecret", "Bid", "Pass", "Place", "Travel", "Caravan", "Stop"} <= set(seen)


@pytest.mark.parametrize("seed", [4, 5])
def test_main_actions_are_played_by_their_clicks_alone(seed, sweep_view):
    """Each main action's clicks lead to it and to no other action (at most with the OK/Bid button)."""
    checked = Counter()
    for s in _by_offer(list(_states(seed))[::2], 3):  # every other state in the deep tier
        v = sweep_view(s, wizards=False)
        v.show(s)
        for a in tiers.by_kind(s.legal_actions(), 3):  # every action in the deep tier
            if isinstance(a, MAIN):
                assert _play_by_clicks(s, v, a) == a, str(a)
                checked[type(a).__name__] += 1
    assert {"Take", "KeepSecret", "Bid", "Pass", "Place", "Travel", "Stop", "TakeGold"} <= set(checked)


def test_bid_by_raise_buttons_then_bid():
    s = eg.position("- | P1@Elvenhold gold=20 | P2@Elvenhold gold=20", phase="auction")
    v = view.BoardView(s)
    assert v.click_targets(eg.Bid(7)) == (("button", "+5"), ("button", "+1"), ("button", "+1"))
    assert v.click_targets(eg.Bid(1)) == (("button", "+1"),)
    assert _play_by_clicks(s, v, eg.Bid(7)) == eg.Bid(7)
    for place in [("button", "+1"), ("button", "+5"), CONFIRM, ("button", "pass")]:
        assert v.target_at(*v.place_xy(place)) == place
    v.show(s.apply("pass").apply("pass"))  # the auction goes on with the next tile
    assert v.buttons[("button", "+1")][0].get_visible()


def test_journey_is_clicked_road_then_the_cards_paid():
    s = eg.position("R12:U R02:S | P1@Lapphalya hand=UUPRRR | P2@Elvenhold")
    v = view.BoardView(s)
    travel = eg.parse_action("travel R12 U")
    assert v.click_targets(travel) == ("R12", ("hand", "U"))
    home = eg.position("R02:S | P1@Elvenhold hand=RRRR | P2@Elvenhold")
    raft = eg.parse_action("travel R02 R")  # upstream past a sea monster: 3 rafts
    assert home.is_legal(raft)
    assert view.BoardView(home).click_targets(raft) == ("R02",) + (("hand", "R"),) * 3
    assert _play_by_clicks(s, v, travel) == travel
    caravans = [a for a in s.legal_actions() if isinstance(a, eg.Caravan)]
    assert caravans and all(v.click_targets(a)[:2] == (a.road, ("button", "caravan")) for a in caravans)
    assert not any(place[0] == "hand" for a in caravans for place in v.click_targets(a)[1:])  # a mode apart


def test_counter_then_road_places_it():
    s = eg.position("- | P1@Elvenhold tiles=Uu | P2@Elvenhold", phase="plan")
    v = view.BoardView(s)
    a = eg.parse_action("place U R12")
    assert v.click_targets(a) == (("tile", "U"), "R12")  # the face-up unicorn is used first
    assert _play_by_clicks(s, v, a) == a
    assert v.target_at(*v.place_xy(("tile", "u"))) == ("tile", "u")


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_wrong_clicks_name_the_refusing_rule(lang):
    rulekit.set_language(lang)
    try:
        s = eg.position("R12:U | P1@Lapphalya hand=PP | P2@Elvenhold")
        v = view.BoardView(s)
        meant = v.intended_action(s, ("R12", ("hand", "P")))  # unicorn road paid with pigs
        assert meant == eg.Travel("R12", "P") and not s.is_legal(meant)
        assert not rulekit.explain(s, meant)[-1].passed
        far = v.intended_action(s, ("R40",))  # a road away from the boot
        last = rulekit.explain(s, far)[-1]
        assert not last.passed and last.rule == "EG.move.as-elfenland"
        plan = eg.position("- | P1@Elvenhold tiles=P | P2@Elvenhold", phase="plan")
        desert = next(r.id for r in eg.load_board().roads if r.kind == "desert")
        meant = v.intended_action(plan, (("tile", "P"), desert))  # a giant pig never goes on a desert
        assert meant == eg.Place("P", desert)
        last = rulekit.explain(plan, meant)[-1]
        assert not last.passed and last.rule == "EG.plan.terrain-fit"
        card = v.intended_action(plan, (("display", plan.display[0]),))  # a card outside phase 1
        assert rulekit.explain(plan, card)[-1].rule == "EG.round.phases"
        assert v.intended_action(plan, ()) is None
    finally:
        rulekit.set_language("en")


def test_click_turn_replays_in_the_explorer():
    ex = widgets.Explorer(eg.new_game(players=click_turn.PLAYERS, seed=click_turn.SEED, **click_turn.OPTIONS))
    played = [ex.click_place(place) for place in click_turn.CLICKS]
    assert [str(a) for a in played if a is not None] == click_turn.TURN_ACTIONS
    assert ex.state.turn == 1


def test_a_bid_and_a_placement_by_clicks_in_the_explorer():
    ex = widgets.Explorer(eg.position("- | P1@Elvenhold | P2@Elvenhold", phase="auction"))
    assert ex.click_place(("button", "+5")) is None and ex.click_place(("button", "+1")) is None
    assert CONFIRM in ex.view._marks  # OK is lit: "bid 6" is complete
    assert str(ex.click_place(CONFIRM)) == "bid 6"
    assert ex.state.high == 6
    plan = eg.position("- | P1@Elvenhold tiles=U | P2@Elvenhold", phase="plan")
    ex = widgets.Explorer(plan)
    assert ex.click_place(("tile", "U")) is None
    assert "R12" in ex.view._light  # the roads it may go on are marked
    assert str(ex.click_place("R12")) == "place U R12"
    assert ex.state.roads[eg.load_board().road("R12").index] == "U"


def test_a_double_spell_is_the_spell_then_the_road_then_ok_or_your_extra_counter():
    """EG.spell.double: after the spell and the road, OK plays the plain double, a counter adds it."""
    plan = eg.position("R07:E | P1@Elvenhold tiles=BE | P2@Elvenhold", phase="plan")
    ex = widgets.Explorer(plan)
    assert ex.click_place(("tile", "B")) is None and ex.click_place("R07") is None
    assert CONFIRM in ex.view._marks and ("tile", "E") in ex.view._light
    assert str(ex.click_place(("tile", "E"))) == "double R07 E"
    ex.undo_button.click()  # back to the plan, nothing picked
    assert ex.state == plan and not ex.picks
    ex.click_place(("tile", "B"))
    ex.click_place("R07")
    assert str(ex.click_place(CONFIRM)) == "double R07"


def test_a_whole_trip_by_clicks_road_card_stop_gold():
    """Phase 6 by clicks: the road, the unicorn card paying it, Stop, then the gold (EG.move.town-gold)."""
    ex = widgets.Explorer(eg.position("R12:U | P1@Lapphalya hand=UUP | P2@Elvenhold"))
    gold = ex.state.gold[0]
    assert ex.click_place("R12") is None
    assert ("hand", "U") in ex.view._light and "1×U" in ex.view.route_text.get_text()
    assert str(ex.click_place(("hand", "U"))) == "travel R12 U"
    assert str(ex.click_place(("button", "stop"))) == "stop"
    assert "3" in ex.view.buttons[("button", "gold")][1].get_text()       # Rivinia's value
    assert str(ex.click_place(("button", "gold"))) == "gold"
    assert ex.state.gold[0] == gold + 3 and ex.state.turn == 1
