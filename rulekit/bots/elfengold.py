"""Elfengold in the lab: an evaluation for greedy that looks for unvisited towns, and auction costs.

Only towns visited score, so greedy's :func:`evaluate` adds the way on: roads
with a transport tile leading from the elf boot to an unvisited town, the
distance to the nearest unvisited town, and the means to travel.

:func:`track` follows the gold every auction takes from each player (the price a
winner pays the bank, EG.auction.winner, and an overbidder's forfeit,
EG.auction.overbid-penalty) and the tiles bought, which the final state no
longer shows.

>>> from rulekit import sim
>>> rec = sim.run("elfengold", 1, players=3, bots="greedy", seed=1)[0]
>>> len(rec.stats["auction_gold"]) == 3
True
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ..core import Action
from ..elfengold.planning import BOARD, transports_on
from ..elfengold.state import ElfengoldState
from ..elfengold.travel import EXITS, LAND_COST
from .extras import Tally
from .knowledge import SearchKnowledge
from .reasons import Reason, Terms, reason_from


def progress(state: ElfengoldState, player: int) -> float:
    """Towns visited, plus the way on: roads with a transport tile from here to an unvisited town,
    how near the nearest unvisited town is, and the means to travel (cards, tiles, gold)."""
    here = state.boots[player]
    seen = state.markers[player]
    roads = state.roads
    open_roads = sum(1 for ri, other in _roads_from(here)
                     if transports_on(roads[ri]) and not (seen >> other) & 1)
    return (10.0 * state.towns(player) - 1.0 * _nearest_unvisited(here, seen) + 0.8 * open_roads
            + 0.3 * len(state.hands[player]) + 0.3 * len(state.supply[player]) + 0.15 * state.gold[player])


@cache
def _roads_from(town: int) -> tuple[tuple[int, int], ...]:
    """``(road, the town at its other end)`` for each road at ``town``."""
    return tuple((ri, BOARD.roads[ri].other(town)) for ri in BOARD.roads_at[town])


_NEAREST: dict[tuple[int, int], int] = {}


def _nearest_unvisited(here: int, seen: int) -> int:
    """Roads from ``here`` to the nearest town not in the ``seen`` mask (0 when none is left), remembered
    by place and mask: a search values thousands of positions with the same boot and markers."""
    found = _NEAREST.get((here, seen))
    if found is None:
        dist = _distances(here)
        found = min((d for t, d in enumerate(dist) if d >= 0 and not (seen >> t) & 1), default=0)
        if len(_NEAREST) > 100_000:     # a bound on memory
            _NEAREST.clear()
        _NEAREST[(here, seen)] = found
    return found


@cache
def _distances(town: int) -> list[int]:
    return BOARD.distances(town)


def evaluate(state: ElfengoldState, player: int) -> float:
    """Greedy's evaluation: ``player``'s :func:`progress`, less the best other player's towns, and a win."""
    towns = [state.towns(p) for p in range(state.num_players)]
    value = progress(state, player) - 10.0 * max(t for p, t in enumerate(towns) if p != player)
    if state.is_over:
        winners = state.winners()
        value += 1000.0 / len(winners) if player in winners else -1000.0
    return value


def track(before: ElfengoldState, player: int, action: Action, after: ElfengoldState,
          tally: Tally) -> None:
    """Per seat: gold paid in auctions, gold received (income), and tiles won in auctions."""
    if "auction_gold" not in tally:
        n = before.num_players
        tally.update(auction_gold=[0] * n, tiles_won=[0] * n, gold_income=[0] * n)
    if after.gold != before.gold:
        for p in range(before.num_players):
            diff = after.gold[p] - before.gold[p]
            if diff < 0 and before.phase == "auction":
                tally["auction_gold"][p] -= diff
            elif diff > 0:
                tally["gold_income"][p] += diff
    if before.phase == "auction" and after.supply != before.supply:
        for p in range(before.num_players):
            tally["tiles_won"][p] += max(0, len(after.supply[p]) - len(before.supply[p]))


def stats(state: ElfengoldState, moves: list[tuple[int, Action]]) -> dict[str, object]:
    """Per seat: towns visited and gold left at the end."""
    return {"towns": [state.towns(p) for p in range(state.num_players)], "gold_left": list(state.gold)}


def end_reason(state: ElfengoldState) -> str:
    """The rule that ended a finished game: a player's 20 town markers, or the last round played."""
    everyone = (1 << len(BOARD.towns)) - 1 - (1 << BOARD.capital)
    return "EG.end.all-towns" if any(m == everyone for m in state.markers) else "EG.end.after-six"



# --------------------------------------------------------------------------- trips: the search bot's planner

_KINDS = "PECUTDR"           # transport cards (the wizard card pays no road by itself)
TOWN = 10.0                  # a new town: what the game is scored by
TRIP_GOLD = 0.15             # a gold coin earned on the way (the tie-break, and the next auctions)
CARD_LEFT = 0.3              # a card kept for the next rounds
_TRIPS: dict[tuple, tuple[float, int, int, tuple]] = {}
_TRIPS_LIMIT = 200_000       # entries remembered; emptied when reached (a bound on memory)
TRIP_STEPS = 40              # steps a trip plan tries, at most (a long hand on a crowded board could
                             # branch into thousands; the first paths tried are the direct ones)


def best_trip(state: ElfengoldState, player: int) -> tuple[float, int, int, tuple]:
    """The best trip ``player`` could make from its boot with its hand over the tiles on the roads now
    (EG.base.pay-matching, EG.base.rafts, EG.base.caravan, EG.travel.obstacle-cost):
    ``(value, new towns, gold, first steps)``, where the value weighs each new town :data:`TOWN`, each
    gold coin earned :data:`TRIP_GOLD` (doubled over a gold road, EG.tile.gold-doubles) and each card
    left :data:`CARD_LEFT`; the steps are ``(road index, card kind or "caravan", cards paid)``.

    A caravan pays with the kinds the hand holds most of, and at most :data:`TRIP_STEPS` steps are
    tried.  Wizard cards and carpets are left out.

    >>> from rulekit import elfengold as eg
    >>> s = eg.position("R07:TL | P1@Elvenhold hand=TTTT | P2@Elvenhold")
    >>> value, towns, gold, steps = best_trip(s, 0)
    >>> towns, steps[0][:2]
    (1, (6, 'T'))
    """
    roads = state.roads
    hand = state.hands[player]
    here = state.boots[player]
    seen = state.markers[player]
    key = (roads, hand, here, seen, state.values)
    found = _TRIPS.get(key)
    if found is None:
        counts = tuple(hand.count(k) for k in _KINDS)
        found = _plan_trip(roads, counts, here, seen, state.values, state.comp["caravan_cards"])
        if len(_TRIPS) > _TRIPS_LIMIT:
            _TRIPS.clear()
        _TRIPS[key] = found
    return found


def _plan_trip(roads: tuple, counts: tuple, here: int, seen: int, values: tuple,
               caravan: int) -> tuple[float, int, int, tuple]:
    capital, exits = _trip_graph()
    memo: dict[tuple, tuple[float, int, int, tuple]] = {}
    tries = [TRIP_STEPS]

    def go(town: int, cards: tuple, mask: int) -> tuple[float, int, int, tuple]:
        k = (town, cards, mask)
        got = memo.get(k)
        if got is not None:
            return got
        best = (CARD_LEFT * sum(cards), 0, 0, ())
        tries[0] -= 1
        if tries[0] < 0:
            return best
        for ri, dest, raft, land in exits[town]:
            c = roads[ri]
            extra = 1 if ("L" in c or "S" in c) else 0           # EG.travel.obstacle-cost
            pays = []
            if land is None:                                     # EG.base.rafts
                n = raft + extra
                if cards[6] >= n:
                    pays.append(("R", _pay(cards, 6, n)))
            else:
                kinds = c.rstrip("GBLS")
                if not kinds:
                    continue                                     # EG.base.land-needs-tile
                for kind in kinds:                               # EG.base.pay-matching
                    i = _KIND_INDEX[kind]
                    n = land[kind] + extra
                    if cards[i] >= n:
                        pays.append((kind, _pay(cards, i, n)))
                need = caravan + extra                           # EG.base.caravan
                if not pays and sum(cards) >= need:
                    pays.append(("caravan", _pay_most(cards, need)))
            if not pays:
                continue
            new = dest != capital and not (mask >> dest) & 1
            gain = (TOWN if new else 0.0) + TRIP_GOLD * values[dest] * (2 if "G" in c else 1)
            after = mask | (1 << dest)
            for kind, left in pays:
                v, t, g, steps = go(dest, left, after)
                if v + gain > best[0]:
                    gold = values[dest] * (2 if "G" in c else 1)
                    best = (v + gain, t + new, g + gold, ((ri, kind),) + steps[:2])
        memo[k] = best
        return best

    try:
        return go(here, counts, seen)
    finally:
        # ``go`` reaches itself through its closure: a cycle that would keep the memo alive
        go = None  # type: ignore[assignment]


_KIND_INDEX = {k: i for i, k in enumerate(_KINDS)}


@cache
def _trip_graph() -> tuple[int, tuple]:
    """The capital, and for each town its roads as ``(road, other town, raft cards from here, land
    costs by transport or None for a waterway)``."""
    exits = tuple(tuple((ri, BOARD.roads[ri].other(t), raft, None if water else LAND_COST[ri])
                        for ri, water, raft in EXITS[t]) for t in range(len(BOARD.towns)))
    return BOARD.capital, exits


def _pay(cards: tuple, i: int, n: int) -> tuple:
    return cards[:i] + (cards[i] - n,) + cards[i + 1:]


def _pay_most(cards: tuple, n: int) -> tuple:
    """The hand after a caravan paid ``n`` cards, taken one at a time from the kind held most."""
    left = list(cards)
    for _ in range(n):
        j = left.index(max(left))
        left[j] -= 1
    return tuple(left)


REACH = 0.8                  # what a planned trip is worth before it is made (tiles may still change)


def still_to_travel(state: ElfengoldState, player: int) -> bool:
    """True while ``player``'s phase-6 trip of this round is still to come or under way."""
    phase = state.phase
    if phase in ("cards", "tiles", "auction", "plan"):
        return True
    return phase == "move" and player in state.queue and state.stage == "travel"


def search_progress(state: ElfengoldState, player: int) -> float:
    """:func:`progress` plus, while the player's trip of this round is still to come, what the best trip
    over the tiles now on the roads would add (:func:`best_trip`, net of the cards it spends): the
    search bot's evaluation, which sees that a tile laid in phase 5 is worth the towns it opens."""
    value = progress(state, player)
    if still_to_travel(state, player):
        trip = best_trip(state, player)[0] - CARD_LEFT * len(state.hands[player].replace("W", ""))
        value += REACH * max(0.0, trip)
    return value


def utilities(state: ElfengoldState) -> list[float]:
    """:func:`search_progress` of every seat: what the search bot ``mcts`` values positions with.

    >>> from rulekit import elfengold as eg
    >>> s = eg.new_game(players=2, seed=1)
    >>> utilities(s) == [search_progress(s, 0), search_progress(s, 1)]
    True
    """
    return [search_progress(state, p) for p in range(state.num_players)]


# --------------------------------------------------------------------------- hints

PARTS_KO = {"towns": "방문한 도시", "destination": "목적지까지 남은 길"}
PART_RULES = {"towns": "EG.end.most-towns", "destination": "EG.gap.destination-scoring"}
KIND_RULES = {"Bid": "EG.auction.bid", "Pass": "EG.auction.pass-final", "KeepSecret": "EG.draw.one-secret",
              "Place": "EG.plan.turns", "Travel": "EG.move.as-elfenland", "Caravan": "EG.move.cards-instead",
              "Stop": "EG.move.no-move", "TakeGold": "EG.move.town-gold", "TakeCards": "EG.gap.gold-or-cards",
              "Take": "EG.cards.from-display", "TakeTop": "EG.gap.deck-draw", "Cash": "EG.cards.gold-cash",
              "Exchange": "EG.spell.exchange", "Double": "EG.spell.double"}

KIND_WHY = {
    "Travel": ("the boot moves on along your route to towns not yet visited",
               "장화가 아직 가지 않은 도시로 가는 길을 따라 나아갑니다"),
    "Caravan": ("a caravan goes where no transport tile helps, paid with cards",
                "이동수단 타일이 없는 길도 카드를 내고 캐러밴으로 갑니다"),
    "Place": ("a transport tile on a road of your route", "내 경로의 길에 이동수단 타일을 놓습니다"),
    "Bid": ("the tile is worth this price on the roads you plan to travel",
            "이 타일은 갈 길에 이 값만큼 쓸모가 있습니다"),
    "KeepSecret": ("the tile kept face down is the one your route needs, hidden from the others",
                   "뒤집어 둔 타일은 내 경로에 필요한 것이고 다른 사람은 모릅니다"),
    "Take": ("a card of the transport your route needs", "내 경로에 필요한 이동수단 카드를 받습니다"),
    "Pass": ("nothing on offer is worth more than its price to you",
             "지금 나온 것 중 값만큼 쓸모 있는 것이 없습니다"),
}


def explain_choice(state: ElfengoldState, action: Action, alternatives: Sequence[Action]) -> Reason:
    """Why ``action``: the towns it visits now (scored by EG.end.most-towns), else what it does to the
    way on (:func:`progress`: towns, roads open to new towns, cards, tiles and gold); in both languages.

    >>> from rulekit import elfengold as eg
    >>> s = eg.new_game(players=2, seed=1)
    >>> r = explain_choice(s, s.legal_actions()[0], [])
    >>> r.rule.startswith("EG."), bool(r.ko)
    (True, True)
    """
    terms = Terms(PARTS_KO, PART_RULES, KIND_RULES, progress,
                  "your way on to new towns improves by {n} (towns, open roads, cards, tiles, gold)",
                  "새 도시로 갈 길이 {n}만큼 좋아집니다 (도시, 열린 길, 카드, 타일, 골드)",
                  "{who}'s way on to new towns worsens by {n}",
                  "{who}의 새 도시로 갈 길이 {n}만큼 나빠집니다", kind_why=KIND_WHY)
    return reason_from(state, action, alternatives, terms)


# --------------------------------------------------------------------------- what the search bot knows

#: The search bot's knowledge of Elfengold (:class:`rulekit.bots.knowledge.SearchKnowledge`): the best
#: trip a hand can make over the tiles on the roads (:func:`utilities`), so phase 5 lays the tiles that
#: open towns; 800 evaluations per decision, 97% of 200 two-player games against greedy.  Phase 5
#: (``decision == "place"``) values the trips every tile opens: 800 took up to 0.5 s of CPU there on a busy
#: machine, 450 keep the worst decision near 0.25 s.
SEARCH = SearchKnowledge(
    iterations=800, decision_iterations={"place": 450}, utilities=utilities, scale=8.0, points=True)
