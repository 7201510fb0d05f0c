"""The caches behind Fertility's legal actions (rulekit.fertility.speed) are bounded and give what a
fresh computation gives (FE.place.connect-same-site, FE.district.mixed-payment, FE.supply.from-beside)."""
from __future__ import annotations

from rulekit import fertility as fe
from rulekit.fertility import actions, board, districts, shops, speed
from rulekit.rng import Rng


def test_remembered_actions_are_the_actions_worked_out_afresh():
    rng = Rng(5)
    for seed in range(3):
        s = fe.new_game(players=2 + seed, seed=seed)
        while not s.is_over:
            remembered = s._legal_actions()
            speed.clear()
            assert s._legal_actions() == remembered
            s = s.apply(rng.choice(remembered))


def test_every_cache_is_bounded():
    for cached in (actions.place, board._grid, board._place_table, board._central_board, districts.payments,
                   districts.buy_action, shops.supply_action):
        assert cached.cache_info().maxsize is not None
    assert districts.payments(2, (1, 0, 0, 1, 1)) == ["MG", "MW", "GW"]
