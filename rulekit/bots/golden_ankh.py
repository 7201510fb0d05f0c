"""Bots for Golden Ankh: an evaluation for greedy that values tiles laid and tokens to buy with.

Points come only from groups of two or more, so a bare score makes greedy hoard
tokens and never buy (a game that never ends).  :func:`evaluate` adds progress
terms: every tile laid (13 end the game), resource tokens in hand (what the
next purchase is paid with, up to a handful), ankh tokens (extra actions), and
how many tokens are still missing to buy the most affordable tile on offer.
It is relative: the player's progress minus the best other player's.

``builder`` buys whenever it can (the placement :func:`evaluate` likes best) and
otherwise gathers the tokens the cheapest tile on offer still needs: as strong
as greedy and many times faster, since only purchases are scored in full.

>>> from rulekit import sim
>>> rec = sim.run("golden_ankh", 1, players=2, bots="builder", seed=1)[0]
>>> rec.finished
True
"""
from __future__ import annotations

from typing import Any

TILE = 4.0        # a laid tile: 13 of them end the game, and tokens are only a means to tiles
RESOURCE = 0.3    # a resource token in hand, up to RESOURCE_CAP
RESOURCE_CAP = 5
ANKH = 0.4        # an ankh token (at most 2 may be kept, GA.tokens.ankh-limit)
SHORT = 0.3       # a token still missing to pay for the cheapest tile in the market
GAP = 0.25        # an empty market space
EMPTY_MARKET = 8  # the shortfall when no tile is on offer: only a refill (an ankh) brings new ones


def shortfall(state: Any, player: int) -> int:
    """Tokens ``player`` still lacks to pay for the most affordable tile in the market (0: can buy one).

    Bought tiles leave gaps that only a refill fills (GA.gap.no-auto-refill), so an empty market counts
    as a large shortfall.
    """
    hand = state.hands[player]
    stored = state.stored_counts(player)
    best = None
    for space, tile in enumerate(state.market):
        if tile is None:
            continue
        cost = state.cost[space]
        missing = sum(max(0, need - hand[k] - stored[k]) for k, need in enumerate(cost))
        if best is None or missing < best:
            best = missing
    return EMPTY_MARKET if best is None else best


def progress(state: Any, player: int, total: int, own: bool = True) -> float:
    """The player's score plus the progress terms (the market shortfall only for the player to judge:
    a refill helps everyone, but only the player who spends the ankh chose the new tiles' timing)."""
    resources = state.resources_in_hand(player)
    ankh = state.hands[player][state.comp.ankh]
    return (total + TILE * state.tiles_placed(player) + RESOURCE * min(resources, RESOURCE_CAP)
            + ANKH * min(max(ankh, 0), 2) - (market_need(state, player) if own else 0.0))


def market_need(state: Any, player: int) -> float:
    """How far the market is from offering ``player`` a tile: the shortfall and the empty spaces
    (a tile on offer may still fit nowhere in the layout, so more tiles are better)."""
    return SHORT * shortfall(state, player) + GAP * sum(t is None for t in state.market)


_TOTALS: dict[tuple, int] = {}


def total(state: Any, player: int) -> int:
    """``player``'s score now (GA.score.total), remembered by layout: most actions leave layouts alone."""
    from ..golden_ankh import score_parts

    ground, upper = state.ground[player], state.upper[player]
    bonus = tuple(v for _, v in state.bonus[player])
    held = state.tokens_held(player)
    key = (tuple(sorted(ground.items())), tuple(sorted(upper.items())), bonus, held, id(state.comp))
    value = _TOTALS.get(key)
    if value is None:
        tiles = state.comp.tiles
        parts = score_parts({c: tiles[t] for c, t in ground.items()}, {c: tiles[t] for c, t in upper.items()},
                            list(bonus), held)
        if len(_TOTALS) > 100_000:
            _TOTALS.clear()
        value = _TOTALS[key] = sum(parts.values())
    return value


def evaluate(state: Any, player: int) -> float:
    """``player``'s progress minus the best other player's, plus 1000 for a win."""
    own = progress(state, player, total(state, player))
    others = [progress(state, p, total(state, p), own=False) for p in range(state.num_players) if p != player]
    value = own - max(others)
    if state.is_over:
        winners = state.winners()
        value += 1000.0 / len(winners) if player in winners else -1000.0
    return value


def _cheap(state: Any, player: int) -> float:
    """:func:`progress` without the score (which only a purchase changes)."""
    return progress(state, player, 0)


class BuilderBot:
    """Buys whenever it can (the placement greedy likes best), otherwise gathers the tokens the
    cheapest tile on offer still needs; refills a thin market with its ankh tokens.

    Only purchases are judged with the full score, so it plays many times faster than greedy.
    """

    name = "builder"
    uses_view = True

    def choose(self, state: Any, rng: Any) -> Any:
        from ..golden_ankh import Buy, EndTurn, Refill, ReturnTokens, Store, TakeTokens

        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        p = state.current_player
        buys = [a for a in actions if isinstance(a, Buy)]
        if buys:
            return _best(buys, lambda a: evaluate(state._advance(a), p), rng)
        refills = [a for a in actions if isinstance(a, Refill)]
        if refills and sum(t is not None for t in state.market) <= 3:
            return refills[0]
        for kind in (TakeTokens, Store, ReturnTokens):
            options = [a for a in actions if isinstance(a, kind)]
            if options:
                return _best(options, lambda a: _cheap(state._advance(a), p), rng)
        ends = [a for a in actions if isinstance(a, EndTurn)]
        return ends[0] if ends else rng.choice(actions)


def _best(actions: list, value: Any, rng: Any) -> Any:
    best: list = []
    top = float("-inf")
    for a in actions:
        v = value(a)
        if v > top:
            top, best = v, [a]
        elif v == top:
            best.append(a)
    return best[0] if len(best) == 1 else rng.choice(best)


BOTS = {"builder": BuilderBot}


def stats(state: Any, moves: list[tuple[int, Any]]) -> dict[str, Any]:
    """Tiles laid per seat, upper-layer tiles, ankh actions (refills and moves) and rounds played."""
    from ..golden_ankh import Buy, Move, Refill

    n = state.num_players
    upper = [0] * n
    ankh_actions = [0] * n
    for player, a in moves:
        if isinstance(a, Buy) and getattr(a, "upper", False):
            upper[player] += 1
        elif isinstance(a, (Refill, Move)):
            ankh_actions[player] += 1
    return {"tiles": [state.tiles_placed(p) for p in range(n)], "upper_tiles": upper,
            "ankh_actions": ankh_actions, "rounds": state.round}
