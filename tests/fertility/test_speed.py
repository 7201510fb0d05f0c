"""The caches behind Fertility's legal actions (rulekit.fertility.speed) are bounded and give what a
fresh computation gives (FE.place.connect-same-site, FE.district.mixed-payment, FE.supply.from-beside)."""
from __future__ import annotations

from rulekit import fertility as fe
from rulekit.fertility import actions, board, districts, end, shops, speed, valley
from rulekit.fertility.components import RESOURCES, fits
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
    for cached in (actions.place, board._grid, board._sides, board._place_table, board._central_board,
                   districts.payments, districts.buy_action, shops.supply_action, shops.still_takes,
                   end.takes):
        assert cached.cache_info().maxsize is not None
    assert districts.payments(2, (1, 0, 0, 1, 1)) == ["MG", "MW", "GW"]


def test_shop_capacity_is_the_shown_only_rule():
    """FE.supply.shown-only: the remembered kinds a shop still takes are those :func:`fits` accepts."""
    needs_seen = {shop.needs for shop in fe.new_game(players=2, seed=1).comp.printed_shops}
    needs_seen |= {"CC", "MG", "A", "AA", "PPG"}
    for needs in sorted(needs_seen):
        for supplied in ("", "C", "M", "CC", "G", needs[:1], needs):
            expected = tuple(k for k, r in enumerate(RESOURCES) if fits(needs, r, supplied))
            assert shops.still_takes(needs, supplied) == expected, (needs, supplied)


def test_placements_list_every_legal_placement_once():
    """FE.place.connect-same-site, FE.place.desert-only, FE.gap.placement-extent: the listed placements
    are exactly the placements the rule checks accept, each once."""
    rng = Rng(11)
    checked = 0
    for seed in (2, 3):
        s = fe.new_game(players=2 + seed % 2, seed=seed)
        while not s.is_over and checked < 12:
            if s.phase == "place" and rng.randbelow(3) == 0:
                listed = valley.placements(s)
                assert len(listed) == len(set(listed))
                b = s.board
                kinds = {s.comp.tiles[t] for t in s.hands[s.current_player]}
                legal = set()
                for i in range(b.height * b.width):
                    for n in b.neighbours[i]:
                        for k in kinds:
                            act = actions.place(k[0], b.coords[i], k[1], b.coords[n])
                            if s.is_legal(act):
                                legal.add(act)
                assert set(listed) == legal
                checked += 1
            s = s.apply(rng.choice(s.legal_actions()))
    assert checked == 12


def test_advance_in_place_is_advance():
    """The simulator's in-place step changes its state as ``_advance`` makes the next one."""
    rng = Rng(3)
    for players in (2, 3, 4):
        s = first = fe.new_game(players=players, seed=40 + players)
        first_text = first.to_json()
        mine = s._copy()
        while not s.is_over:
            action = rng.choice(s.legal_actions())
            before, text = s, s.to_json()
            s = s._advance(action)
            mine._advance_in_place(action)
            assert mine == s and mine.to_json() == s.to_json()
            assert mine._legal_actions() == s._legal_actions()
            assert before.to_json() == text         # nothing shared was changed in place
        assert first.to_json() == first_text
