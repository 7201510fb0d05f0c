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

The search bot ``mcts`` plans the rest of its own turn and values where the turn ends with
:func:`utilities`: :func:`progress` with, in place of the bare market shortfall, the tile within
reach (:func:`reach`: the points the best tile on offer would score where it fits best,
:func:`placement_gain`, less a price for every token still missing), so the tokens it takes are
the ones for a tile worth buying.  It leaves out the tile moves that score nothing at once
(:func:`search_candidates`).  Measured by ``tests/benchmarks/strength.py`` (two-player games, seats
alternated): with the old evaluation and no horizon, 65% of 20 games against greedy and 50% of 20
against builder; planning the turn with this evaluation, 80% and 90%; leaving out the moves too,
97% of 100 against greedy and 96% of 100 against builder, at 0.04 s of CPU per searched decision.

>>> from rulekit import sim
>>> rec = sim.run("golden_ankh", 1, players=2, bots="builder", seed=1)[0]
>>> rec.finished
True
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping
from functools import lru_cache
from typing import TypeVar

from ..core import Action
from ..golden_ankh import Buy, EndTurn, Move, Refill, ReturnTokens, Store, TakeTokens
from ..golden_ankh.adjacency import Cell, free_squares
from ..golden_ankh.components import Components, Tile
from ..golden_ankh.scoring import PART_NAMES_KO, layout_facts
from ..golden_ankh.speed import by_layout, remember
from ..golden_ankh.state import GoldenAnkhState
from ..rng import Rng
from .knowledge import SearchKnowledge
from .reasons import Reason, Terms, reason_from

A = TypeVar("A")

TILE = 4.0        # a laid tile: 13 of them end the game, and tokens are only a means to tiles
RESOURCE = 0.3    # a resource token in hand, up to RESOURCE_CAP
RESOURCE_CAP = 5
ANKH = 0.4        # an ankh token (at most 2 may be kept, GA.tokens.ankh-limit)
SHORT = 0.3       # a token still missing to pay for the cheapest tile in the market
GAP = 0.25        # an empty market space
EMPTY_MARKET = 8  # the shortfall when no tile is on offer: only a refill (an ankh) brings new ones


def shortfall(state: GoldenAnkhState, player: int) -> int:
    """Tokens ``player`` still lacks to pay for the most affordable tile in the market (0: can buy one).

    Bought tiles leave gaps that only a refill fills (GA.gap.no-auto-refill), so an empty market counts
    as a large shortfall.
    """
    return _market(state, player)[0]


def market_need(state: GoldenAnkhState, player: int) -> float:
    """How far the market is from offering ``player`` a tile: the shortfall and the empty spaces
    (a tile on offer may still fit nowhere in the layout, so more tiles are better)."""
    return _market(state, player)[1]


def _market(state: GoldenAnkhState, player: int) -> tuple[int, float]:
    """:func:`shortfall` and :func:`market_need` (see :func:`_purse`)."""
    purse = _purse(state, player)
    return purse[4], purse[3]


def _purse(state: GoldenAnkhState, player: int) -> tuple[int, float, float, float, int]:
    """What ``player``'s tokens are worth to :func:`progress`: ``(tokens held // 3, the resources' term,
    the ankh tokens' term, the market need, the shortfall)``, kept by the values they depend on
    (:func:`_purse_of`): greedy asks for them after every candidate action, and most actions leave the
    hand, the storehouses, the market and its prices alike or as another candidate left them."""
    return _purse_of(state.comp, state.hands[player], state.stored[player], state.market, state.prices)


@remember(maxsize=65_536)
def _purse_of(comp: Components, hand: tuple[int, ...], stored: frozenset[int], market: tuple[int | None, ...],
              prices: tuple[tuple[int, ...], ...]) -> tuple[int, float, float, float, int]:
    ankh = hand[comp.ankh]
    held = sum(hand)
    resources = held - ankh
    # The fewest tokens missing over the tiles on offer, as _offers counts them.
    best = None
    for ask in _asks(comp, market, prices, stored):
        missing = 0
        for k, need in ask:
            have = hand[k]
            if need > have:
                missing += need - have
        if best is None or missing < best:
            best = missing
    best = EMPTY_MARKET if best is None else best
    need_term = SHORT * best + GAP * market.count(None)
    return ((held + len(stored)) // 3, RESOURCE * min(resources, RESOURCE_CAP),
            ANKH * min(max(ankh, 0), 2), need_term, best)


@remember(maxsize=4_096)
def _asks(comp: Components, market: tuple[int | None, ...], prices: tuple[tuple[int, ...], ...],
          stored: frozenset[int]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """What each tile on offer asks for, as ``(kind, count)`` pairs, less what the storehouses hold
    (see :func:`_offers`): one market, its prices and a player's storehouses last several turns."""
    extra = _stored_counts(comp, stored) if stored else None
    return tuple(tuple((k, need - extra[k] if extra else need) for k, need in _price_needs(prices[space]))
                 for space, tile in enumerate(market) if tile is not None)


def _stored_counts(comp: Components, stored: frozenset[int]) -> list[int]:
    """The tokens kept on storehouses by kind (as ``GoldenAnkhState.stored_counts``)."""
    counts = [0] * len(comp.kind_keys)
    for tid in stored:
        counts[comp.colour_kind[comp.tiles[tid].colour]] += 1
    return counts


def _offers(state: GoldenAnkhState, player: int) -> Iterator[tuple[int, int]]:
    """Each tile on offer in the market with the tokens ``player`` still lacks to pay its price
    (hand and storehouses together)."""
    have = [h + s for h, s in zip(state.hands[player], state.stored_counts(player), strict=True)]
    for space, tile in enumerate(state.market):
        if tile is None:
            continue
        missing = 0
        for k, need in _needs(state.cost[space]):
            if need > have[k]:
                missing += need - have[k]
        yield tile, missing


@lru_cache(maxsize=4096)
def _price_needs(markers: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """The ``(kind, count)`` pairs of a space's price markers (token kinds, as ``GoldenAnkhState.cost``
    counts them), kinds in order."""
    counts: dict[int, int] = {}
    for k in sorted(markers):
        counts[k] = counts.get(k, 0) + 1
    return tuple(counts.items())


@lru_cache(maxsize=4096)
def _needs(cost: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """The ``(kind, count)`` pairs a price asks for (a price names only a few of the kinds)."""
    return tuple((k, need) for k, need in enumerate(cost) if need)


def progress(state: GoldenAnkhState, player: int, total: int, own: bool = True) -> float:
    """The player's score plus the progress terms (the market shortfall only for the player to judge:
    a refill helps everyone, but only the player who spends the ankh chose the new tiles' timing)."""
    _, resources, ankh, need, _ = _purse(state, player)
    tiles = len(state.ground[player]) + len(state.upper[player])
    return total + TILE * tiles + resources + ankh - (need if own else 0.0)


def total(state: GoldenAnkhState, player: int) -> int:
    """``player``'s score now (GA.score.total): the layout's points, plus the bonus markers and the
    leftover tokens.

    The layout's points are :func:`rulekit.golden_ankh.scoring.layout_facts`, kept by the layout's
    value.
    """
    _, colour, animals, numbers = layout_facts(state.comp, state.ground[player], state.upper[player])
    bonus = state.bonus[player]
    return (colour + animals + numbers + (sum([v for _, v in bonus]) if bonus else 0)
            + state.tokens_held(player) // 3)


def standing(state: GoldenAnkhState, player: int) -> float:
    """:func:`progress` of a player other than the one to judge.

    Greedy judges every candidate action by the others' standing too, and an action of the player to
    move leaves the others' layouts, markers, hands and storehouses alone: it is kept by those values
    (:func:`_standing_of`).
    """
    return _standing_of(state.comp, state.ground[player], state.upper[player], state.bonus[player],
                        state.hands[player], state.stored[player])


@remember(maxsize=4_096)
def _standing_of(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int],
                 bonus: tuple[tuple[str, int], ...], hand: tuple[int, ...], stored: frozenset[int]) -> float:
    _, colour, animals, numbers = layout_facts(comp, ground, upper)
    points = (colour + animals + numbers + (sum([v for _, v in bonus]) if bonus else 0)
              + (sum(hand) + len(stored)) // 3)  # total(): GA.score.total
    ankh = hand[comp.ankh]
    resources = sum(hand) - ankh
    tiles = len(ground) + len(upper)
    return points + TILE * tiles + RESOURCE * min(resources, RESOURCE_CAP) + ANKH * min(max(ankh, 0), 2)


#: The other seats of each seat, by number of players (a table built once: greedy's evaluation walks it).
_OTHERS = tuple(tuple(tuple(q for q in range(n) if q != p) for p in range(n)) for n in range(9))

#: The last :func:`standing` :func:`evaluate` read for each seat, with the values it came from: greedy
#: judges every candidate action by the other players' standing, and an action leaves their values the
#: very same objects, so checking them costs less than looking the standing up by value.
_LAST_STANDING: list[tuple | None] = [None] * len(_OTHERS)


def evaluate(state: GoldenAnkhState, player: int) -> float:
    """``player``'s progress minus the best other player's, plus 1000 for a win."""
    # progress(state, player, total(state, player)), the same sums in the same order, each looked up once
    comp = state.comp
    ground, upper = state.ground[player], state.upper[player]
    _, colour, animals, numbers = layout_facts(comp, ground, upper)
    thirds, resources, ankh, need, _ = _purse_of(comp, state.hands[player], state.stored[player],
                                                 state.market, state.prices)
    points = colour + animals + numbers + thirds
    for _, marker in state.bonus[player]:
        points += marker
    own = points + TILE * (len(ground) + len(upper)) + resources + ankh - need
    best = -math.inf  # the best other player's (a loop: greedy asks this for every candidate action)
    for p in _OTHERS[state.num_players][player]:  # a game has two players at least: best ends finite
        layout, top, markers = state.ground[p], state.upper[p], state.bonus[p]
        hand, stored = state.hands[p], state.stored[p]
        last = _LAST_STANDING[p]
        if (last is not None and last[1] is layout and last[4] is hand and last[3] is markers
                and last[5] is stored and last[2] is top and last[0] is comp):
            other = last[6]  # the very values it was worked out from (a state never changes them in place)
        else:
            other = _standing_of(comp, layout, top, markers, hand, stored)  # standing(state, p)
            _LAST_STANDING[p] = (comp, layout, top, markers, hand, stored, other)
        if other > best:
            best = other
    value = own - best
    if state.is_over:
        winners = state.winners()
        value += 1000.0 / len(winners) if player in winners else -1000.0
    return value


def _cheap(state: GoldenAnkhState, player: int) -> float:
    """:func:`progress` without the score (which only a purchase changes)."""
    return progress(state, player, 0)


class BuilderBot:
    """Buys whenever it can (the placement greedy likes best), otherwise gathers the tokens the
    cheapest tile on offer still needs; refills a thin market with its ankh tokens.

    Only purchases are judged with the full score, so it plays many times faster than greedy.
    """

    name = "builder"
    uses_view = True

    def choose(self, state: GoldenAnkhState, rng: Rng) -> Action:
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


def _best(actions: list[A], value: Callable[[A], float], rng: Rng) -> A:
    best: list[A] = []
    top = float("-inf")
    for a in actions:
        v = value(a)
        if v > top:
            top, best = v, [a]
        elif v == top:
            best.append(a)
    return best[0] if len(best) == 1 else rng.choice(best)


BOTS = {"builder": BuilderBot}


def stats(state: GoldenAnkhState, moves: list[tuple[int, Action]]) -> dict[str, object]:
    """Tiles laid per seat, upper-layer tiles, ankh actions (refills and moves) and rounds played."""
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


def end_reason(state: GoldenAnkhState) -> str:
    """The rule that ended a finished game: a 13th tile, the tiles running out, or the simulator's
    round limit."""
    if any(state.tiles_placed(p) >= state.comp.end_tiles for p in range(state.num_players)):
        return "GA.end.thirteenth-tile"
    if not state.stacks[0] and not state.stacks[1] and all(t is None for t in state.market):
        return "GA.gap.tiles-exhausted"
    return "max_rounds"  # the simulator's option (a harness may cap turns, GA.gap.tiles-exhausted)



# --------------------------------------------------------------------------- the search's evaluation

#: Weights of :func:`search_progress` (points of the final score a term is worth, roughly).
NEXT = 0.5         # the points the best tile within reach would score where it fits best
REACH = 0.6        # a token still missing for that tile (a take brings three, and costs a turn)
SCRIBE = 1.5       # a scribe within reach: its extra turn
STOREHOUSE = 0.4   # a storehouse within reach: its free token
BONUS_VALUE = 3    # a bonus marker (GA.gap.bonus-supply: every marker is worth 3)

#: Layouts whose places :func:`_frontier` keeps (a search reaches a few hundred; a small bound keeps the
#: heap, which the garbage collector walks, small).
_FRONTIER_LIMIT = 2_000


@by_layout(maxsize=_FRONTIER_LIMIT)
def _frontier(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> tuple[tuple, dict]:
    """Where a new tile of ``ground``/``upper`` may go, each place as the neighbours it would touch:
    ``(colour, animal, colour paired, animal paired, colour group, animal group)`` per neighbour
    (groups as ``(id, size, has a marker's five)``); and a memo of gains by tile kind.

    Kept by the layout's value (:func:`rulekit.golden_ankh.speed.by_layout`): a layout reached again
    (the same move in another determinization) is found at once."""
    tiles = comp.tiles
    nodes: dict[tuple, Tile] = {("g",) + c: tiles[t] for c, t in ground.items()}
    nodes.update({("u",) + c: tiles[t] for c, t in upper.items()})
    adj: dict[tuple, list[tuple]] = {n: [] for n in nodes}
    for (r, c) in ground:
        for nb in ((r, c + 1), (r + 1, c)):
            if nb in ground:
                adj[("g", r, c)].append(("g",) + nb)
                adj[("g",) + nb].append(("g", r, c))
    for (r, c) in upper:
        u = ("u", r, c)
        for cell in ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)):
            if cell in ground:
                adj[u].append(("g",) + cell)
                adj[("g",) + cell].append(u)
        for nb in ((r, c + 1), (r + 1, c)):
            if nb in upper:
                adj[u].append(("u",) + nb)
                adj[("u",) + nb].append(u)
    info = {}
    groups: list[dict[tuple, tuple[int, int]]] = [{}, {}]
    for which, attr in ((0, "colour"), (1, "animal")):
        seen: dict[tuple, tuple[int, int]] = groups[which]
        gid = 0
        for start in nodes:
            k = getattr(nodes[start], attr)
            if start in seen or k is None:
                continue
            members, stack = [start], [start]
            found = {start}
            while stack:
                n = stack.pop()
                for m in adj[n]:
                    if m not in found and getattr(nodes[m], attr) == k:
                        found.add(m)
                        members.append(m)
                        stack.append(m)
            for m in members:
                seen[m] = (gid, len(members))
            gid += 1
    for n, t in nodes.items():
        cg = groups[0].get(n, (-1, 1))
        ag = groups[1].get(n, (-1, 1))
        info[n] = (t.colour, t.animal, cg[1] > 1, ag[1] > 1, cg, ag)
    spots: list[tuple] = []
    cells = set()
    for (r, c) in ground:
        for cell in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
            if cell not in ground:
                cells.add(cell)
    for (r, c) in sorted(cells):
        nbs = tuple(info[("g",) + x] for x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)) if x in ground)
        spots.append((None, nbs))
    for (r, c) in free_squares(ground, upper):
        under = tuple(info[("g",) + x] for x in ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)))
        beside = tuple(info[("u",) + x] for x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))
                       if x in upper)
        spots.append((tuple(sorted({x[0] for x in under})), under + beside))
    if not ground and not upper:
        spots.append((None, ()))
    places = tuple(spots)
    memo: dict = {"info": info}
    return places, memo


def placement_gain(state: GoldenAnkhState, player: int, tid: int) -> float:
    """About the points tile ``tid`` would score at once in ``player``'s layout where it fits best:
    its printed number, a point for it and for each unpaired tile of its colour (and of its animal) it
    would touch, and a bonus marker for a group it would bring to five.

    >>> from rulekit import golden_ankh as ga
    >>> s = ga.new_game(players=2, seed=1)
    >>> placement_gain(s, 0, s.market[0]) == s.comp.tiles[s.market[0]].number   # a first tile
    True
    """
    comp = state.comp
    places, memo = _frontier(comp, state.ground[player], state.upper[player])
    t = comp.tiles[tid]
    pool = 1 if state.bonus_pool else 0
    kind = (t.colour, t.animal, t.number, pool)
    best = memo.get(kind)
    if best is not None:
        return best
    best = None
    for colours, nbs in places:
        if colours is not None and t.colour not in colours:
            continue                                       # GA.place.upper-colour
        gain = t.number
        for which, k in ((0, t.colour), (1, t.animal)):
            if k is None:
                continue
            same = [nb for nb in nbs if nb[which] == k]
            if not same:
                continue
            gain += 1 + sum(1 for nb in same if not nb[2 + which])
            joined = {nb[4 + which][0]: nb[4 + which][1] for nb in same}
            if pool and all(size < 5 for size in joined.values()) and 1 + sum(joined.values()) >= 5:
                gain += BONUS_VALUE
        if best is None or gain > best:
            best = gain
    best = float(best if best is not None else 0)
    memo[kind] = best
    return best


def reach(state: GoldenAnkhState, player: int) -> float:
    """How good the tile within ``player``'s reach is: over the market, the best of the points a tile
    would score (:func:`placement_gain`, with a scribe's extra turn and a storehouse's token) less
    :data:`REACH` per token still missing to pay for it."""
    comp = state.comp
    _, memo = _frontier(comp, state.ground[player], state.upper[player])
    # Remembered with the layout's gains, by what pays (hand, storehouses), the market and its prices.
    key = (state.hands[player], state.stored[player], state.market, state.cost, bool(state.bonus_pool))
    found = memo.get(key)
    if found is not None:
        return found
    best = None
    for tid, missing in _offers(state, player):
        t = comp.tiles[tid]
        v = NEXT * placement_gain(state, player, tid) - REACH * missing
        if t.special == "scribe":
            v += SCRIBE
        elif t.special == "storehouse":
            v += STOREHOUSE
        if best is None or v > best:
            best = v
    best = -REACH * EMPTY_MARKET if best is None else best
    memo[key] = best
    return best


def search_progress(state: GoldenAnkhState, player: int) -> float:
    """The search's value of ``player``'s position: :func:`progress` (score, tiles, tokens) with the
    tile within reach (:func:`reach`) in place of the bare market shortfall."""
    hand = state.hands[player]
    ankh = hand[state.comp.ankh]
    resources = sum(hand) - ankh
    tiles = len(state.ground[player]) + len(state.upper[player])
    return (total(state, player) + TILE * tiles + RESOURCE * min(resources, RESOURCE_CAP)
            + ANKH * min(max(ankh, 0), 2) + reach(state, player)
            - GAP * sum(t is None for t in state.market))


def utilities(state: GoldenAnkhState) -> list[float]:
    """:func:`search_progress` of every seat: what the search bot ``mcts`` values positions with.

    >>> from rulekit import golden_ankh as ga
    >>> u = utilities(ga.new_game(players=2, seed=1))
    >>> len(u) == 2 and u[0] == u[1]
    True
    """
    return [search_progress(state, p) for p in range(state.num_players)]


def search_candidates(state: GoldenAnkhState, actions: list[Action]) -> list[Action]:
    """The actions the search bot weighs: all but the tile moves that score no point at once.

    A move costs an ankh token (a third of a turn's take); the ones that gain nothing now are seldom
    worth it, and a layout of a dozen tiles offers dozens of them.  Which moves score depends only
    on the layout, so it is worked out once per layout.

    >>> from rulekit import golden_ankh as ga
    >>> s = ga.new_game(players=2, seed=1)
    >>> search_candidates(s, s.legal_actions()) == s.legal_actions()     # no tile to move yet
    True
    """
    if not state.ankh_spendable():
        return actions                                     # no move is legal
    p = state.current_player
    comp = state.comp
    ground, upper = state.ground[p], state.upper[p]
    _, memo = _frontier(comp, ground, upper)
    scoring = memo.get("moves")
    if scoring is None:
        scoring = memo["moves"] = _scoring_moves(comp, ground, upper, memo["info"],
                                                 [a for a in actions if type(a) is Move])
    out = [a for a in actions if type(a) is not Move or a in scoring]
    return out or actions


def _layout_worth(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int]) -> int:
    groups, colour, animals, numbers = layout_facts(comp, ground, upper)
    return colour + animals + numbers + BONUS_VALUE * sum(len(g) for g in groups.values())


def _may_score(info: dict, ground: Mapping[Cell, int], src: Cell, dst: Cell) -> bool:
    """Whether moving the ground tile at ``src`` to ``dst`` may raise the layout's points at all: the
    tile must pair there with a tile not yet paired (or be unpaired now), or join groups toward five.
    (Lifting a tile never makes a pair, so a move that pairs nothing new scores nothing.)"""
    me = info[("g",) + src]
    r, c = dst
    joined: tuple[dict, dict] = ({}, {})
    for x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
        if x == src or x not in ground:
            continue
        nb = info[("g",) + x]
        for which in (0, 1):
            if me[which] is not None and nb[which] == me[which]:
                if not nb[2 + which] or not me[2 + which]:
                    return True
                gid, size = nb[4 + which]
                if gid != me[4 + which][0]:
                    joined[which][gid] = size
    # A bonus marker: other groups of the tile's kind brought to five (none of them five already).
    return any(sizes and 1 + sum(sizes.values()) >= 5 and max(sizes.values()) < 5
               for sizes in joined)


def _scoring_moves(comp: Components, ground: Mapping[Cell, int], upper: Mapping[Cell, int], info: dict,
                   moves: list[Move]) -> frozenset[Move]:
    """The moves that raise the layout's points (with a marker for each group of five)."""
    before = _layout_worth(comp, ground, upper)
    out = set()
    for m in moves:
        g, u = ground, upper
        if not m.src_upper and not _may_score(info, ground, m.src, m.dst):
            continue
        if m.src_upper:
            u = dict(upper)
            u[m.dst] = u.pop(m.src)
        else:
            g = dict(ground)
            g[m.dst] = g.pop(m.src)
        if _layout_worth(comp, g, u) > before:
            out.add(m)
    return frozenset(out)


# --------------------------------------------------------------------------- hints

#: The score parts in the rulebook's Korean (점수 계산: the glossary's words where it names the part) and
#: the rule that scores each.
PARTS_KO = PART_NAMES_KO
PART_RULES = {"colour": "GA.score.colour-groups", "animals": "GA.score.animal-groups",
              "numbers": "GA.score.numbers", "bonus": "GA.bonus.colour-five", "tokens": "GA.score.tokens"}
KIND_WHY = {
    "ReturnTokens": ("you may keep at most 5 resource tokens: these are the ones you need least",
                     "자원 토큰은 5개까지만 가질 수 있어, 가장 덜 필요한 것을 반납합니다"),
    "EndTurn": ("nothing more worth doing is left this turn", "이번 차례에 더 할 만한 일이 없습니다"),
    "Refill": ("new tiles come into the market", "시장에 새 타일이 들어옵니다"),
    "Buy": ("a tile laid now scores later in a group of two or more of its colour or animal, and the "
            "13th tile ends the game",
            "지금 놓은 타일은 같은 색깔이나 동물 2장 이상의 그룹이 되면 점수가 되고, "
            "13번째 타일로 게임이 끝납니다")}
KIND_RULES = {"TakeTokens": "GA.turn.take-tokens", "ReturnTokens": "GA.gap.resource-limit",
              "Buy": "GA.turn.buy-tile", "Refill": "GA.ankh.refill", "Move": "GA.ankh.move",
              "EndTurn": "GA.turn.basic-action"}


def _ready(state: GoldenAnkhState, player: int) -> float:
    """How near ``player`` is to buying a tile on offer: minus the tokens still missing."""
    return -float(shortfall(state, player))


def _tile_words(state: GoldenAnkhState, space: int) -> tuple[str, str]:
    """The tile on market space ``space`` as the board shows it (colour and kind), English and Korean."""
    comp = state.comp
    tid = state.market[space - 1] if 0 < space <= len(state.market) else None
    if tid is None:
        return "", ""
    t = comp.tiles[tid]
    kind = t.special if t.special != "none" else (t.animal or "two")
    return (f" ({comp.kind_name(t.colour, 'en')} {comp.kind_name(kind, 'en')})",
            f" ({comp.kind_name(t.colour, 'ko')} {comp.kind_name(kind, 'ko')})")


def action_words(state: GoldenAnkhState, action: Action, marked: bool = True) -> tuple[str, str]:
    """An action naming a square of the layout, in the board's words: the square is the one the hint
    marks on the board (the layout prints no coordinates), or another one (``marked=False``: an
    alternative); ``("", "")`` for other actions.

    >>> from rulekit import golden_ankh as ga
    >>> s = ga.new_game(players=2, seed=1)
    >>> action_words(s, ga.parse_action("buy 3 @ 0,0"))[1]
    '타일 구매하기: 시장 3번 칸 (녹색 창고) → 보드에 표시한 칸'
    """
    if isinstance(action, Buy):
        en_t, ko_t = _tile_words(state, action.space)
        if marked:
            layer_en, layer_ko = (("the marked upper-layer place", "보드에 표시한 위층 자리") if action.upper
                                  else ("the marked square", "보드에 표시한 칸"))
        else:
            layer_en, layer_ko = (("another upper-layer place", "다른 위층 자리") if action.upper
                                  else ("another square", "다른 칸"))
        return (f"Buy a tile: market space {action.space}{en_t} → {layer_en}",
                f"타일 구매하기: 시장 {action.space}번 칸{ko_t} → {layer_ko}")
    if isinstance(action, Move):
        if not marked:
            return "Move a tile (1 ankh token) elsewhere", "다른 타일 옮기기 (앙크 토큰 1개)"
        return ("Move a tile (1 ankh token): the marked tile → the marked square",
                "타일 옮기기 (앙크 토큰 1개): 보드에 표시한 타일 → 표시한 칸")
    if isinstance(action, Store):
        if not marked:
            return "Keep a token on another storehouse", "다른 창고에 토큰 보관하기"
        return ("Keep a token on the marked storehouse", "보드에 표시한 창고에 토큰 보관하기")
    return "", ""


def explain_choice(state: GoldenAnkhState, action: Action, alternatives: list[Action]) -> Reason:
    """Why ``action``: the points it scores now by category (점수 계산) and the rule that scores them;
    else how many tokens nearer a tile on offer it brings the player (or the others further);
    in both languages, with the action in the board's words.

    >>> from rulekit import golden_ankh as ga
    >>> s = ga.new_game(players=2, seed=1)
    >>> r = explain_choice(s, ga.parse_action("take B W K"), [])
    >>> r.rule, "토큰" in r.ko
    ('GA.turn.take-tokens', True)
    """
    terms = Terms(PARTS_KO, PART_RULES, KIND_RULES, _ready,
                  "you need {n} token{s} fewer to buy a tile on offer",
                  "시장의 타일을 사는 데 모자란 토큰이 {n}개 줄어듭니다",
                  "{who} now needs {n} more token{s} to buy a tile on offer",
                  "{who}에게는 시장의 타일을 사는 데 모자란 토큰이 {n}개 늘어납니다",
                  quiet=frozenset({"tokens"}), kind_why=KIND_WHY)
    return reason_from(state, action, alternatives, terms, action_words(state, action))


# --------------------------------------------------------------------------- what the search bot knows

#: The search bot's knowledge of Golden Ankh (:class:`rulekit.bots.knowledge.SearchKnowledge`).
#: At 600 evaluations per decision, planning its own turn (``horizon=0``: valued mid-turn and after the
#: reply alike, leaves at different depths made long turns of tile moves look good; measured on 20+20
#: games against greedy and builder: 65%/50% with no horizon, 75%/45% with 0, with the evaluation of the
#: tile within reach 80%/90%), with builder's playouts to the end of the turn when asked for and the tile
#: moves that score nothing left out (:func:`search_candidates`): 98.5% of 200 two-player games against
#: greedy and 95% of 200 against builder (``tests/benchmarks/strength.py``, seats alternated).
SEARCH = SearchKnowledge(
    iterations=600, utilities=utilities, scale=6.0, candidates=search_candidates, horizon=0,
    playout="builder", points=True, bot_words={"builder": ("builder", "건축가")})
