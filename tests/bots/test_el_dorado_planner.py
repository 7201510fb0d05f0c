"""El Dorado's planner bot: racer's moves, with purchases that fit the path ahead and spare the deck."""
from __future__ import annotations

from collections import Counter

from rulekit import el_dorado as ed
from rulekit import sim
from rulekit.bots import bot_names, make_bot
from rulekit.bots.el_dorado import (
    PLANNER_FULL_DECK,
    PLANNER_MIN_PRICE,
    lacking,
    planner_target,
    purchase_key,
    route,
    route_shares,
)
from rulekit.rng import Rng


def _positions(seed: int, actions: int = 400):
    """Every position of a racer game, in order (the states the two bots are asked about)."""
    _, moves = sim.play("el_dorado", 2, "racer", seed=seed, max_actions=actions)
    s = ed.new_game(players=2, seed=seed, **sim.sim_options("el_dorado"))
    for _, action in moves:
        yield s
        s = s._advance(action)


def test_the_planner_is_a_bot_of_el_dorado():
    assert "planner" in bot_names("el_dorado")
    bot = make_bot("planner", "el_dorado")
    assert bot.name == "planner" and bot.uses_view
    state, moves = sim.play("el_dorado", 2, ["planner", "racer"], seed=4)
    assert state.is_over and not state.stopped and state.winners()


def test_the_planner_moves_discards_and_removes_as_racer_does():
    planner, racer = make_bot("planner", "el_dorado"), make_bot("racer", "el_dorado")
    compared = Counter()
    for s in _positions(6):
        if len(s.legal_actions()) < 2 or (s.phase == "play" and (s.buying or s.bought is not None)):
            continue
        view = s.view(s.current_player)
        mine, theirs = planner.choose(view, Rng(1)), racer.choose(view, Rng(1))
        if isinstance(theirs, (ed.Move, ed.Go, ed.Pay, ed.Discard, ed.Trash)):
            assert mine == theirs
            compared[type(theirs).__name__] += 1
    assert compared["Move"] > 20 and compared["Discard"] > 10


def test_the_planner_spares_a_full_deck_a_cheap_card_it_does_not_need():
    # Where racer buys, the planner buys a card of the same price (the path ahead may pick another of
    # that price), except a card below PLANNER_MIN_PRICE that fills no gap of a full deck: none then.
    racer = make_bot("racer", "el_dorado")
    skipped = bought = 0
    for seed in (3, 5):
        for s in _positions(seed):
            p = s.current_player
            if not (s.phase == "play" and s.buying and s.bought is None):
                continue
            choice = racer.choose(s.view(p), Rng(0))
            if not isinstance(choice, ed.Buy):
                continue
            halves = s.budget + sum(2 * ed.CARDS[c].power if ed.CARDS[c].symbol == "coin" else 1
                                    for c in s.hands[p])
            mine = planner_target(s, p, halves)
            cheap = ed.CARDS[choice.card].price < PLANNER_MIN_PRICE
            full = sum(s.cards_of(p).values()) >= PLANNER_FULL_DECK
            needed = purchase_key(choice.card, lacking(s, p), route_shares(s, p))[0]
            if cheap and full and not needed:
                assert mine is None
                skipped += 1
            else:
                assert mine is not None and ed.CARDS[mine].price == ed.CARDS[choice.card].price
                bought += 1
    assert skipped >= 2 and bought >= 10


def test_the_path_ahead_decides_between_cards_of_one_price():
    s = ed.new_game(players=2, seed=1)
    steps = route(s, 0)
    shares = route_shares(s, 0)
    assert len(steps) == 2 and steps[0][-1][0] in ("machete", "paddle")     # arrival spaces ask for these
    assert abs(sum(shares.values()) - 1.0) < 1e-9
    river = {"machete": 0.1, "paddle": 0.6, "coin": 0.3}
    jungle = {"machete": 0.6, "paddle": 0.2, "coin": 0.2}
    # A 3-coin purchase: the Giant Machete on a jungle path, the Treasure Chest on rivers and villages.
    assert max(["GM", "TC"], key=lambda c: purchase_key(c, {}, jungle)) == "GM"
    assert max(["GM", "TC"], key=lambda c: purchase_key(c, {}, river)) == "TC"
    # A missing symbol comes before the price: a Captain when the deck has no paddle of power 3.
    assert max(["Ca", "Pi"], key=lambda c: purchase_key(c, {"paddle": 3}, jungle)) == "Ca"


def test_the_planner_wins_most_races_against_greedy():
    wins = 0.0
    for i in range(10):
        seat = i % 2
        bots = ["planner", "greedy"] if seat == 0 else ["greedy", "planner"]
        state, _ = sim.play("el_dorado", 2, bots, seed=sim.game_seed(21, i // 2))
        winners = state.winners() if not state.stopped else []
        wins += 1.0 / len(winners) if seat in winners else 0.0
    assert wins >= 8
