"""Turns played by clicking the Golden Ankh board: places, click sequences, refusals, plain words.

The click algorithm below is the Explorer's (as the board contract describes it), so these tests
check the view's hooks on their own: every legal action can be chosen by clicking its places, one
after the other, and a wrong click names the rule that refuses it.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any, NamedTuple

import matplotlib

matplotlib.use("Agg")

import click_turn  # noqa: E402
import pytest  # noqa: E402
import tiers  # noqa: E402

import rulekit  # noqa: E402
from rulekit import golden_ankh as ga  # noqa: E402
from widgets import golden_ankh as wg  # noqa: E402


def random_states(players: int, seed: int, steps: int = 150, every: int = 9, **options) -> list:
    """States along a random game that buys whenever it can (so layouts grow, upper tiles appear)."""
    chooser = random.Random(seed)
    s = ga.new_game(players, seed=seed, **options)
    out = [s]
    for i in range(steps):
        acts = s.legal_actions()
        if not acts:
            break
        buys = [a for a in acts if a.kind == "buy"]
        uppers = [a for a in buys if a.upper]
        pick = uppers or buys
        s = s.apply(chooser.choice(pick) if pick and chooser.random() < 0.85 else chooser.choice(acts))
        if i % every == 0:
            out.append(s)
    return out


# random games, and positions with upper-layer tiles, squares to fill and storehouses to use
SQUARES = {0: "RJ GJ BH / KS WS RS ^ WF", 1: "GF GS / BF BS", 2: "RH", 3: "WP WD / WJ WS"}
STATES = [s for n, seed in ((2, 3), (3, 8), (4, 5)) for s in random_states(n, seed)] + [
    ga.setup(4, seed=seed, layouts=SQUARES, tokens={seed: "B W K G R R A A"},
             current_player=seed % 4) for seed in range(4)]
# the published discount variant, on layouts with 2x2 squares of every colour (so discounts are on offer)
DISCOUNT = [ga.setup(2, seed=seed, layouts={0: "RJ GJ BJ / KS WS RS", 1: "GF GS / BF BS"},
                     tokens={0: "B W K G R A", 1: "B B W K G R R"}, current_player=seed % 2,
                     upper_discount=True)
            for seed in range(6)] + random_states(2, 4, upper_discount=True)


class _Offer(NamedTuple):
    kind: str  # the kinds of action on offer in ``state``
    state: Any


def by_offer(states, k: int = 2) -> list:
    """Every state in the deep tier; in the fast tier up to ``k`` of each set of action kinds on offer
    (a purchase with or without an upper tile counted apart), so that every kind of click is still seen."""
    def offer(s) -> str:
        return " ".join(sorted({a.kind + ("-upper" if getattr(a, "upper", False) else "")
                                for a in s.legal_actions()}))
    return [o.state for o in tiers.by_kind([_Offer(offer(s), s) for s in states], k)]


def as_multiset(places) -> Counter:
    return Counter(places)


def candidates(view: wg.BoardView, state, sel: list) -> list:
    want = as_multiset(sel)
    return [a for a in state.legal_actions() if not want - as_multiset(view.click_targets(a))]


def click(view: wg.BoardView, state, picks: list, place) -> tuple[object | None, list]:
    """The Explorer's step for a click at ``place``: (action played or None, picks after)."""
    if place == wg.CONFIRM:
        done = [a for a in state.legal_actions() if as_multiset(view.click_targets(a)) == as_multiset(picks)]
        return (done[0], []) if len(done) == 1 else (None, picks)
    sel = picks + [place]
    found = candidates(view, state, sel)
    if not found:
        sel = [place]
        found = candidates(view, state, sel)
        if not found:
            return None, []
    if len(found) == 1 and as_multiset(view.click_targets(found[0])) == as_multiset(sel):
        return found[0], []
    return None, sel


def play_by_clicks(view: wg.BoardView, state, places) -> list:
    """Click ``places`` one after another; the actions played."""
    played, picks = [], []
    for place in places:
        # every click lands on the picture: the place's centre maps back to the place
        assert view.target_at(*view.place_xy(place)) == place, place
        action, picks = click(view, state, picks, place)
        if action is not None:
            played.append(action)
            state = state.apply(action)
            view.show(state)
    return played


@pytest.fixture(scope="module")
def views() -> dict:
    """The views of the module's sweeps, one per number of players and option (built once, each shown
    the state it is used for)."""
    return {}


def views_for(states, views: dict) -> Iterator[tuple[wg.BoardView, object]]:
    """One view per number of players and option, shown each state in turn (as the Explorer does)."""
    for s in states:
        key = (s.num_players, bool(s.options.get("upper_discount")))
        view = views.get(key) or views.setdefault(key, wg.BoardView(s))
        view.show(s)
        yield view, s


def test_every_place_of_every_legal_action_round_trips(views):
    kinds = set()
    for view, s in views_for(by_offer(STATES), views):
        acts = s.legal_actions()
        places = {p for a in acts for p in (*view.click_targets(a), *a.targets())}
        assert places or s.is_over
        for place in places:
            xy = view.place_xy(place)
            assert xy is not None, place
            assert view.target_at(*xy) == place, (place, xy)
            kinds.add(place[0])
    assert kinds == {"market", "ground", "upper", "stack", "supply", "hand", "button"}


def test_round_trip_with_the_discount_option_and_price_markers(views):
    seen = set()
    for view, s in views_for(by_offer(DISCOUNT), views):
        for a in s.legal_actions():
            for place in view.click_targets(a):
                assert view.target_at(*view.place_xy(place)) == place
                seen.add(place[0])
    assert {"price", "market", "upper", "supply", "hand", "button"} <= seen


@pytest.mark.parametrize("states", [STATES, DISCOUNT], ids=["rulebook", "upper_discount"])
def test_no_two_legal_actions_share_their_clicks(states, views):
    # GA.turn.basic-action, GA.ankh.extra-action: each action is told apart by the places clicked
    for view, s in views_for(by_offer(states), views):
        seen: dict = {}
        for a in s.legal_actions():
            key = frozenset(as_multiset(view.click_targets(a)).items())
            assert key not in seen, (str(a), str(seen.get(key)))
            seen[key] = a


@pytest.mark.parametrize("states, kinds_seen", [
    (STATES[::2], {"take", "buy", "end", "move", "refill", "store", "return"}),
    (DISCOUNT, {"take", "buy", "end", "refill"}),
], ids=["rulebook", "upper_discount"])
def test_every_legal_action_can_be_played_by_clicking_its_places(states, kinds_seen, views):
    kinds = Counter()
    for view, s in views_for(by_offer(states), views):
        for a in tiers.by_kind(s.legal_actions(), 3):  # every action in the deep tier
            clicks = list(view.click_targets(a))
            played = play_by_clicks(view, s, clicks)
            if not played:  # a shorter action's clicks are a prefix: OK confirms
                played = play_by_clicks(view, s, clicks + [wg.CONFIRM])
            view.show(s)
            assert [str(x) for x in played] == [str(a)]
            kinds[a.kind] += 1
    assert set(kinds) >= kinds_seen


def test_the_click_turn_plays_one_whole_turn():
    s = ga.new_game(click_turn.PLAYERS, seed=click_turn.SEED, **click_turn.OPTIONS)
    view = wg.BoardView(s)
    played = play_by_clicks(view, s, click_turn.CLICKS)
    assert [str(a) for a in played] == click_turn.TURN_ACTIONS
    end = s
    for a in played:
        end = end.apply(a)
    assert (s.turn, end.turn) == (0, 1)


def test_a_purchase_is_market_tile_then_cell_and_an_ankh_action_starts_at_the_ankh():
    s = ga.setup(2, seed=4, layouts={0: "RJ RJ / GJ GS"}, tokens={0: "B B W W K K G G R R A"})
    view = wg.BoardView(s)
    buy = next(a for a in s.legal_actions() if a.kind == "buy" and not a.upper)
    assert view.click_targets(buy) == (("market", buy.space), ("ground", *buy.cell))
    refill = ga.parse_action("refill B")
    assert view.click_targets(refill) == (("hand", "A"), ("stack", "B"))
    move = next(a for a in s.legal_actions() if a.kind == "move")
    assert view.click_targets(move)[0] == ("hand", "A")
    # after the market tile only purchases of that tile remain: its legal cells are the next clicks
    assert {a.kind for a in candidates(view, s, [("market", buy.space)])} == {"buy"}
    assert play_by_clicks(view, s, [("hand", "A"), ("stack", "B")]) == [refill]


def test_a_storehouse_keeps_a_token_by_clicking_the_token_then_the_storehouse():
    s = ga.setup(2, seed=2, layouts={0: "RH GH"}, tokens={0: "R G"})
    view = wg.BoardView(s)
    store = ga.parse_action("store 0,0")
    assert store in s.legal_actions()
    assert view.click_targets(store) == (("hand", "R"), ("ground", 0, 0))
    assert play_by_clicks(view, s, [("ground", 0, 0), ("hand", "R")]) == [store]


def failed_rule(state, action) -> str:
    checks = rulekit.explain(state, action)
    assert checks and not checks[-1].passed, [str(c) for c in checks]
    return checks[-1].rule


def test_a_wrong_click_is_explained_by_the_rule_that_refuses_it():
    s = ga.setup(2, seed=4, layouts={0: "RJ RJ / GJ GS"}, tokens={0: "B B W W K K G G R R"})
    view = wg.BoardView(s)
    space = next(a.space for a in s.legal_actions() if a.kind == "buy")
    # a market tile, then a cell that touches none of the player's tiles
    far = (("market", space), ("ground", 5, 5))
    assert not candidates(view, s, list(far))
    assert failed_rule(s, view.intended_action(s, far)) == "GA.place.adjacent"
    # four tokens from the supply
    four = (("supply", "B"),) * 2 + (("supply", "W"),) * 2
    assert failed_rule(s, view.intended_action(s, four)) == "GA.turn.take-tokens"
    # End turn before the basic action
    assert failed_rule(s, view.intended_action(s, (wg.END_BUTTON,))) == "GA.turn.basic-action"
    # the ankh with none in hand
    assert failed_rule(s, view.intended_action(s, (("hand", "A"), ("stack", "A")))) == "GA.ankh.extra-action"
    # an ankh taken this turn cannot be spent (GA.ankh.not-same-turn)
    took = s.apply("take B W A")
    assert not candidates(view, took, [("hand", "A")])
    assert failed_rule(took, view.intended_action(took, (("hand", "A"),))) == "GA.ankh.not-same-turn"
    # over the limit after taking: the supply takes back tokens, and exactly the excess
    assert failed_rule(took, view.intended_action(took, (("supply", "K"),))) == "GA.gap.resource-limit"
    # tokens from the supply after the basic action
    light = ga.new_game(2, seed=1).apply("take B W A")
    assert failed_rule(light, view.intended_action(light, (("supply", "K"),))) == "GA.turn.basic-action"
    # an upper tile of a colour none of its supports has
    up = ga.setup(2, seed=4, layouts={0: "RJ RJ / RS RD"}, tokens={0: "B B W W K K G G R R"})
    space = next(k for k in range(1, 7) if up.market[k - 1] is not None
                 and up.comp.tiles[up.market[k - 1]].colour != "red"
                 and all(up.hands[0][m] >= 1 for m in up.prices[k - 1]))
    assert failed_rule(up, view.intended_action(up, (("market", space), ("upper", 0, 0)))) == \
        "GA.place.upper-colour"
    assert view.intended_action(s, ()) is None


def test_describe_every_action_kind_in_both_languages():
    s = ga.setup(2, seed=4, layouts={0: "RJ RH / GJ GS"}, tokens={0: "B B W W K K G G R R A"})
    texts = {
        "take B B A": ("Take tokens: 2 blue, 1 ankh", "토큰 가져오기: 파랑 ×2, 앙크 ×1"),
        "buy 3 @ 2,0": ("Buy a tile: market space 3", "타일 구매하기: 시장 3번 칸"),
        "buy 2 U 0,0 -W": ("upper layer U(0,0), paying 1 white fewer", "위층 U(0,0), 흰색 1개 할인"),
        "refill A": ("Refill the market from stack A", "타일 보충하기: A 더미에서"),
        "move 0,0 > 2,0": ("Move a tile: ground cell 0,0 → ground cell 2,0",
                           "타일 옮기기: 바닥 0,0 → 바닥 2,0"),
        "store 0,1": ("Keep a token on the storehouse at ground cell 0,1", "창고에 토큰 보관하기: 바닥 0,1"),
        "return W K": ("Return tokens: 1 white, 1 black", "토큰 반납하기: 흰색 ×1, 검정 ×1"),
        "end": ("End the turn", "차례 마치기"),
    }
    kinds = set()
    for notation, (en, ko) in texts.items():
        action = ga.parse_action(notation)
        kinds.add(action.kind)
        assert en in wg.describe(action)
        with rulekit.i18n.language("ko"):
            assert ko in wg.describe(action)
    assert kinds == set(wg.KIND_LABELS)
    # given the state, a purchase names the tile for sale
    buy = ga.parse_action("buy 3 @ 2,0")
    tile = s.comp.tiles[s.market[2]]
    assert f"({tile.colour} " in wg.describe(buy, s)
    with rulekit.i18n.language("ko"):
        assert s.comp.kind_name(tile.colour, "ko") in wg.describe(buy, s)
