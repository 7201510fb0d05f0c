"""Golden Ankh's evaluation for the search bot: the tile within reach, scored as a purchase would."""
from __future__ import annotations

from rulekit import golden_ankh as ga
from rulekit.bots import golden_ankh as gab
from rulekit.bots import make_bot
from rulekit.bots import mcts as mcts_module
from rulekit.rng import Rng


def _rich(state: ga.GoldenAnkhState, p: int) -> ga.GoldenAnkhState:
    """A copy where ``p`` holds plenty of every token, so every market tile may be bought."""
    t = state._copy()
    t.hands[p] = (9,) * len(t.hands[p])
    return t


def test_placement_gain_is_the_best_purchase_score_gain():
    # Along builder games: for every market tile, the estimate equals the best real gain of buying it
    # (layout points and bonus markers; the leftover-token point left out).
    checked = 0
    for seed in (1, 2):
        s = ga.new_game(players=2, seed=seed)
        bot, rng = make_bot("builder", "golden_ankh"), Rng(seed)
        while not s.is_over:
            p = s.current_player
            if not s.basic_done:
                rich = _rich(s, p)
                buys = [a for a in rich.legal_actions() if isinstance(a, ga.Buy)]
                for space, tid in enumerate(rich.market, start=1):
                    mine = [a for a in buys if a.space == space]
                    if tid is None or not mine:
                        continue
                    base = rich.score()[p]
                    real = max(rich._advance(a).score()[p].total - rich._advance(a).score()[p].parts["tokens"]
                               for a in mine) - (base.total - base.parts["tokens"])
                    assert gab.placement_gain(rich, p, tid) == real, (seed, str(rich.comp.tiles[tid].code))
                    checked += 1
            s = s.apply(bot.choose(s, rng))
    assert checked > 100


def test_placement_gain_sees_a_bonus_group_of_five():
    s = ga.setup(2, seed=1, layouts={0: "GJ GS GF GD", 1: "RJ BS"}, tokens={0: "B W K G R", 1: "B W"},
                 market="RJ G2 BS WF KD RS", current_player=0)
    green_two = s.market[1]
    # A fifth green tile next to the four: 2 printed, 1 for itself, a bonus marker of 3 (the four are paired).
    assert gab.placement_gain(s, 0, green_two) == 2 + 1 + 3
    assert gab.placement_gain(s, 1, green_two) == 2      # no green tile to touch


def test_reach_prefers_the_affordable_tile_that_scores():
    s = ga.setup(2, seed=1, layouts={0: "GJ GS GF GD", 1: "RJ BS"}, tokens={0: "B W K G R", 1: ""},
                 market="RJ G2 BS WF KD RS", current_player=0)
    assert gab.reach(s, 0) > gab.reach(s, 1)
    assert mcts_module.utilities("golden_ankh")(s) == gab.utilities(s)


def test_the_search_weighs_only_the_moves_that_score():
    # Every tile move left out scores nothing at once; every move kept raises the layout's points.
    kept = dropped = 0
    for seed in (3, 4):
        s = ga.new_game(players=2, seed=seed)
        bot, rng = make_bot("builder", "golden_ankh"), Rng(seed)
        while not s.is_over:
            actions = s.legal_actions()
            moves = [a for a in actions if isinstance(a, ga.Move)]
            if moves:
                p = s.current_player
                chosen = gab.search_candidates(s, actions)
                assert [a for a in actions if not isinstance(a, ga.Move)] == \
                    [a for a in chosen if not isinstance(a, ga.Move)]
                before = gab._layout_worth(s.comp, s.ground[p], s.upper[p])
                for m in moves:
                    after = s._advance(m)
                    gains = gab._layout_worth(after.comp, after.ground[p], after.upper[p]) > before
                    assert (m in chosen) == gains, str(m)
                    kept += gains
                    dropped += not gains
            s = s.apply(bot.choose(s, rng))
    assert kept > 0 and dropped > 10 * kept, (kept, dropped)


def test_greedy_s_token_terms_are_those_of_the_market_read_afresh():
    """The shortfall greedy reads (kept by hand, storehouses, market and prices) is the fewest tokens
    missing over the tiles on offer (GA.buy.price, GA.special.storehouse-use), or the empty market's."""
    from rulekit import sim

    checked = 0
    for seed in (1, 2):
        _, moves = sim.play("golden_ankh", 2, "greedy", seed=seed)
        s = ga.new_game(players=2, seed=seed, **sim.sim_options("golden_ankh"))
        for _, action in moves:
            for p in range(2):
                missing = [m for _, m in gab._offers(s, p)]
                assert gab.shortfall(s, p) == (min(missing) if missing else gab.EMPTY_MARKET)
                hand = s.hands[p]
                ankh = hand[s.comp.ankh]
                assert gab.progress(s, p, 0, own=False) == (
                    0 + gab.TILE * s.tiles_placed(p) + gab.RESOURCE * min(sum(hand) - ankh, gab.RESOURCE_CAP)
                    + gab.ANKH * min(max(ankh, 0), 2) - 0.0)
                checked += 1
            s = s._advance(action)
    assert checked > 100


def _evaluate_afresh(state, player):
    """Greedy's evaluation with nothing remembered: the player's progress less the best other standing."""
    own = gab.progress(state, player, gab.total(state, player))
    best = max(gab._standing_of.__wrapped__(state.comp, state.ground[p], state.upper[p], state.bonus[p],
                                            state.hands[p], state.stored[p])
               for p in range(state.num_players) if p != player)
    value = own - best
    if state.is_over:
        winners = state.winners()
        value += 1000.0 / len(winners) if player in winners else -1000.0
    return value


def test_the_others_standing_is_worked_out_afresh_whenever_one_of_their_values_changes():
    """Greedy reads each other player's standing again only when their layout, markers, hand or
    storehouses are no longer the very objects it was worked out from; the value is always the rule's."""
    from rulekit import sim

    checked = 0
    for players, seed in ((2, 3), (3, 4)):
        _, moves = sim.play("golden_ankh", players, "greedy", seed=seed)
        s = ga.new_game(players=players, seed=seed, **sim.sim_options("golden_ankh"))
        for _, action in moves:
            for a in s.legal_actions()[:6]:
                after = s._advance(a)
                for p in range(players):
                    assert gab.evaluate(after, p) == _evaluate_afresh(after, p)
                    checked += 1
            s = s._advance(action)
        if players == 2:
            two = s  # a finished two-player game: the other seat's standing is the best one
    assert checked > 1000
    s = two
    # Each value alone: a layout, markers, hand or storehouses replaced, the rest the very same objects.
    from rulekit.golden_ankh.fields import with_seat
    from rulekit.golden_ankh.speed import placed

    p = next(q for q in range(s.num_players) if len(s.ground[q]) > 1)
    judge = (p + 1) % s.num_players  # p's standing is read as another player's
    before = gab.evaluate(s, judge)
    laid = {t for q in range(s.num_players) for t in (*s.ground[q].values(), *s.upper[q].values())}
    spare, other_spare = [t for t in range(len(s.comp.tiles)) if t not in laid][:2]
    dst = next((r, c + 1) for r, c in sorted(s.ground[p]) if (r, c + 1) not in s.ground[p])
    free = next((r, c) for r in range(-20, 20) for c in range(-20, 20) if (r, c) not in s.upper[p])
    changes = [("ground", lambda t: t.ground.__setitem__(p, placed(t.ground[p], dst, spare))),
               ("upper", lambda t: t.upper.__setitem__(p, placed(t.upper[p], free, other_spare))),
               ("hands", lambda t: t.hands.__setitem__(p, tuple(n + 3 for n in t.hands[p]))),
               ("bonus", lambda t: setattr(t, "bonus", with_seat(t.bonus, p, (("colour:red", 3),)))),
               ("stored", lambda t: setattr(t, "stored", with_seat(t.stored, p, t.stored[p] | {97, 98, 99})))]
    for name, change in changes:
        t = s._copy()
        change(t)
        assert gab.evaluate(t, judge) == _evaluate_afresh(t, judge) != before, name
        assert gab.evaluate(s, judge) == before, name
