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

from functools import lru_cache
from typing import Any

from ..golden_ankh.layout_memo import layout_facts

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
    return _market(state, player)[0]


def market_need(state: Any, player: int) -> float:
    """How far the market is from offering ``player`` a tile: the shortfall and the empty spaces
    (a tile on offer may still fit nowhere in the layout, so more tiles are better)."""
    return _market(state, player)[1]


_LIMIT = 100_000  # entries kept by each memo below; emptied when reached (a bound on memory)
_MARKET: dict[tuple, tuple[int, float]] = {}


def _market(state: Any, player: int) -> tuple[int, float]:
    """:func:`shortfall` and :func:`market_need`, remembered by hand, storehouses, market and prices:
    greedy asks for them after every candidate action, and most actions leave most of the four alone."""
    hand = state.hands[player]
    cost = state.cost
    # Prices ask for resources only, so the ankh tokens in hand (which a move or a refill spends)
    # are left out of the key when no price names them.
    key = (hand[:-1] if _ankh_free(cost, state.comp.ankh) else hand, state.stored[player], state.market, cost)
    found = _MARKET.get(key)
    if found is not None:
        return found
    have = [h + s for h, s in zip(hand, state.stored_counts(player), strict=True)]
    best = None
    for space, tile in enumerate(state.market):
        if tile is None:
            continue
        missing = 0
        for k, need in _needs(state.cost[space]):
            if need > have[k]:
                missing += need - have[k]
        if best is None or missing < best:
            best = missing
    best = EMPTY_MARKET if best is None else best
    if len(_MARKET) > _LIMIT:
        _MARKET.clear()
    found = _MARKET[key] = (best, SHORT * best + GAP * sum(t is None for t in state.market))
    return found


@lru_cache(maxsize=1024)
def _ankh_free(cost: tuple[tuple[int, ...], ...], ankh: int) -> bool:
    """True when no price of the market asks for ankh tokens."""
    return ankh == len(cost[0]) - 1 and all(c[ankh] == 0 for c in cost) if cost else True


@lru_cache(maxsize=4096)
def _needs(cost: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """The ``(kind, count)`` pairs a price asks for (a price names only a few of the kinds)."""
    return tuple((k, need) for k, need in enumerate(cost) if need)


def progress(state: Any, player: int, total: int, own: bool = True) -> float:
    """The player's score plus the progress terms (the market shortfall only for the player to judge:
    a refill helps everyone, but only the player who spends the ankh chose the new tiles' timing)."""
    hand = state.hands[player]
    ankh = hand[state.comp.ankh]
    resources = sum(hand) - ankh
    tiles = len(state.ground[player]) + len(state.upper[player])
    return (total + TILE * tiles + RESOURCE * min(resources, RESOURCE_CAP)
            + ANKH * min(max(ankh, 0), 2) - (_market(state, player)[1] if own else 0.0))


_POINTS: dict[tuple[int, int], tuple[dict, dict, int]] = {}


def total(state: Any, player: int) -> int:
    """``player``'s score now (GA.score.total): the layout's points, plus the bonus markers and the
    leftover tokens.

    A state replaces a layout dict when the layout changes and never changes it in place, so the
    layout's points are remembered by the dicts themselves (kept alive by the memo, so their ids stay
    theirs): every candidate action greedy tries shares the other players' layouts, and all but
    purchases and moves its own.  A new layout is looked up by its content
    (:func:`rulekit.golden_ankh.layout_memo.layout_facts`).
    """
    ground, upper = state.ground[player], state.upper[player]
    entry = _POINTS.get((id(ground), id(upper)))
    if entry is not None and entry[0] is ground and entry[1] is upper:
        points = entry[2]
    else:
        _, colour, animals, numbers = layout_facts(state.comp, ground, upper)
        points = colour + animals + numbers
        if len(_POINTS) > _LIMIT // 10:
            _POINTS.clear()
        _POINTS[(id(ground), id(upper))] = (ground, upper, points)
    return points + sum(v for _, v in state.bonus[player]) + state.tokens_held(player) // 3


_STANDING: dict[tuple[int, int], tuple] = {}


def standing(state: Any, player: int) -> float:
    """:func:`progress` of a player other than the one to judge, remembered by the objects it reads
    (layout, bonus markers, hand, storehouses: replaced, never changed, by a state's actions).

    Greedy judges every candidate action by the others' standing too, and an action of the player
    to move leaves those objects alone.
    """
    ground, upper, bonus = state.ground[player], state.upper[player], state.bonus[player]
    hand, stored = state.hands[player], state.stored[player]
    key = (id(ground), id(hand))
    e = _STANDING.get(key)
    if (e is not None and e[0] is ground and e[1] is upper and e[2] is bonus and e[3] is hand
            and e[4] is stored):
        return e[5]
    value = progress(state, player, total(state, player), own=False)
    if len(_STANDING) > _LIMIT // 10:
        _STANDING.clear()
    _STANDING[key] = (ground, upper, bonus, hand, stored, value)
    return value


def evaluate(state: Any, player: int) -> float:
    """``player``'s progress minus the best other player's, plus 1000 for a win."""
    own = progress(state, player, total(state, player))
    others = [standing(state, p) for p in range(state.num_players) if p != player]
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


def end_reason(state: Any) -> str:
    """The rule that ended a finished game: a 13th tile, the tiles running out, or the simulator's
    round limit."""
    if any(state.tiles_placed(p) >= state.comp.end_tiles for p in range(state.num_players)):
        return "GA.end.thirteenth-tile"
    if not state.stacks[0] and not state.stacks[1] and all(t is None for t in state.market):
        return "GA.gap.tiles-exhausted"
    return "max_rounds"  # the simulator's option (a harness may cap turns, GA.gap.tiles-exhausted)

