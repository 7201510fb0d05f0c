"""The caches behind Elfengold's legal actions (rulekit.elfengold.speed) are bounded and give what a
fresh computation gives (EG.base.caravan, EG.plan.terrain-fit, EG.cards.from-display)."""
from __future__ import annotations

from rulekit import elfengold as eg
from rulekit.elfengold import cards, planning, speed, travel
from rulekit.rng import Rng


def test_remembered_actions_are_the_actions_worked_out_afresh():
    rng = Rng(5)
    for seed in range(2):
        s = eg.new_game(players=2 + seed, seed=seed)
        while not s.is_over:
            remembered = s._legal_actions()
            speed.clear()
            assert s._legal_actions() == remembered
            s = s.apply(rng.choice(remembered))


def test_every_cache_is_bounded():
    for cached in (cards._takes, planning._exchange, planning._kinds_held, travel._reduced, travel._payments,
                   travel._caravans):
        assert cached.cache_info().maxsize is not None
    assert travel._reduced("EEEPU", 2) == "EEPU"
