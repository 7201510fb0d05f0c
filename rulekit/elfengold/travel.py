"""Phase 6 — move the elf boots, earn gold (or cards).

Players move one at a time from the start player (EG.base.move-order); a trip is a
series of ``travel``/``caravan``/``carpet`` actions ended by ``stop``.  Every arrival
by road pays the town's value, doubled over a gold road (EG.gap.gold-income); after
the trip the player takes that gold or 2 cards (EG.move.cards-instead); a player who
did not move takes 2 cards (EG.move.no-move).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..core import Referee
from ..glossary import term
from .actions import Caravan, Carpet, Stop, TakeCards, TakeGold, Travel
from .components import TRANSPORTS, cards_words, kind_name, load_board
from .planning import ROAD_IDS, ROAD_INDEX, transports_on
from .speed import remember

#: The actions of phase 6: travel on, stop, then gold or cards.
Trip = Travel | Caravan | Carpet | Stop | TakeGold | TakeCards

if TYPE_CHECKING:
    from .state import ElfengoldState

BOARD = load_board()
_CAPITAL_KO = term("elfengold", "elvenhold").ko  # EG.base.map: the capital, as the rulebook writes it
STOP, GOLD, CARDS = Stop(), TakeGold(), TakeCards()
TRAVELS = {(r.index, k, w): Travel(r.id, k, w) for r in BOARD.roads for k in "PECUTDR" for w in (False, True)}
CARPETS = [Carpet(t.name) for t in BOARD.towns]


def cost(s: ElfengoldState, ri: int | str, card: str, frm: int | str) -> int | None:
    """Cards of kind ``card`` needed to travel road ``ri`` from town ``frm`` (None if that kind cannot).

    The road is an index or an ID (``"R06"``), the town an index or a name.

    >>> from rulekit import elfengold as eg
    >>> s = eg.position("R07:TL | P1@Elvenhold | P2@Elvenhold")
    >>> cost(s, "R07", "T", "Elvenhold"), cost(s, "R06", "R", "Rivinia"), cost(s, "R07", "P", 0)
    (3, 2, None)
    """
    if isinstance(ri, str):
        ri = BOARD.road(ri).index
    if isinstance(frm, str):
        frm = BOARD.town(frm).index
    road = BOARD.roads[ri]
    c = s.roads[ri]
    extra = 1 if ("L" in c or "S" in c) else 0           # EG.travel.obstacle-cost
    if road.water:
        return BOARD.raft_cost(road, frm) + extra if card == "R" else None
    if card not in transports_on(c):
        return None
    return BOARD.cost(card, road.kind) + extra           # type: ignore[operator]


def _ko_town(i: int) -> str:
    """A town in a Korean message: the rulebook writes the capital in Korean (the glossary's word), other
    towns in Latin letters."""
    return _CAPITAL_KO if i == BOARD.capital else BOARD.towns[i].name


def _road_from_boot(s: ElfengoldState, road: str, ref: Referee) -> int:
    ref.require(road in ROAD_INDEX, "EG.base.map", f"{road} must be a road of the map",
                f"{road}는 지도에 있는 길이어야 합니다")
    ri = ROAD_INDEX[road]
    here = s.boots[s.current_player]
    ref.require(here in (BOARD.roads[ri].a, BOARD.roads[ri].b), "EG.move.as-elfenland",
                f"the road must start at your boot's town ({BOARD.towns[here].name})",
                f"길이 자기 부츠가 있는 도시({_ko_town(here)})에서 시작해야 합니다")
    return ri


def check(s: ElfengoldState, a: Trip, ref: Referee) -> None:
    p = s.current_player
    if isinstance(a, (TakeGold, TakeCards)):
        ref.require(s.stage == "reward", "EG.gap.gold-or-cards",
                    "gold or cards are chosen once, after the trip has ended (stop)",
                    "금화나 카드는 이동을 마친 뒤(stop) 한 번 고릅니다")
        if isinstance(a, TakeCards):
            ref.note("EG.move.cards-instead", "2 cards instead of the gold", "금화 대신 카드 2장")
        else:
            ref.note("EG.move.town-gold", f"{s.trip_gold} gold for the towns reached",
                     f"도착한 도시들의 금화 {s.trip_gold}골드")
        return
    ref.require(s.stage == "travel", "EG.gap.gold-or-cards", "the trip has ended; choose gold or cards",
                "이동이 끝났습니다. 금화나 카드를 고르세요")
    if isinstance(a, Stop):
        if not s.moved:
            ref.note("EG.move.no-move", "a player who did not move receives 2 cards",
                     "이동하지 않은 플레이어는 카드 2장을 받습니다")
        return
    hand = s.hands[p]
    if isinstance(a, Carpet):
        ref.require(s.opts["wizards"], "EG.variant.wizard-carpet",
                    "the magic carpet exists only with wizard cards",
                    "마법의 양탄자는 마법사 카드 변형 룰에서만 씁니다")
        ref.require("W" in hand, "EG.variant.wizard-carpet", "the magic carpet needs a wizard card",
                    "마법의 양탄자에는 마법사 카드 한 장이 필요합니다")
        ref.require(s.gold[p] >= 3, "EG.variant.wizard-carpet", "the magic carpet costs 3 gold",
                    "마법의 양탄자는 3골드가 듭니다")
        ref.require(BOARD.town(a.town).index != s.boots[p], "EG.gap.wizard-details",
                    "the carpet must fly to another town", "양탄자는 다른 도시로 가야 합니다")
        return
    ri = _road_from_boot(s, a.road, ref)
    road = BOARD.roads[ri]
    c = s.roads[ri]
    here = s.boots[p]
    obstacle = "L" in c or "S" in c
    if isinstance(a, Caravan):
        ref.require(not road.water, "EG.base.caravan", "a caravan travels only land roads, never waterways",
                    "카라반은 육로로만 다닐 수 있습니다")
        ref.require(bool(transports_on(c)), "EG.base.land-needs-tile",
                    "a land road can be travelled only while it carries a transport tile",
                    "육로는 이동수단 타일이 놓여 있을 때만 지나갈 수 있습니다")
        need = s.comp["caravan_cards"] + obstacle
        ref.require(len(a.cards) == need, "EG.base.caravan",
                    f"a caravan pays any {need} cards here", f"여기서 카라반은 아무 카드 {need}장을 냅니다")
        paid_en, paid_ko = cards_words(a.cards)
        ref.require(all(hand.count(k) >= a.cards.count(k) for k in set(a.cards)), "EG.base.caravan",
                    f"you must hold the cards you pay ({paid_en})",
                    f"내는 카드({paid_ko})를 가지고 있어야 합니다")
        return
    # Travel
    if road.water:
        ref.require(a.card == "R", "EG.base.rafts", "waterways are travelled with raft cards",
                    "수로는 뗏목 카드로 건넙니다")
    else:
        ref.require(bool(transports_on(c)), "EG.base.land-needs-tile",
                    "a land road can be travelled only while it carries a transport tile",
                    "육로는 이동수단 타일이 놓여 있을 때만 지나갈 수 있습니다")
        lying = [kind_name(t) for t in transports_on(c)]
        lying_en, lying_ko = " or ".join(en for en, _ in lying), " 또는 ".join(ko for _, ko in lying)
        ref.require(a.card in transports_on(c), "EG.base.pay-matching",
                    f"pay cards of a tile lying on the road ({lying_en})",
                    f"길에 놓인 타일({lying_ko})과 같은 종류의 카드를 내야 합니다")
        if len(transports_on(c)) == 2:
            ref.note("EG.spell.double-either", "a road with two transports may be travelled with either",
                     "이동수단이 둘인 길은 둘 중 어느 것으로도 지나갈 수 있습니다")
        ref.note("EG.base.shared-tiles", "any player may use any tile on the board",
                 "보드의 타일은 누구나 쓸 수 있습니다")
    n = cost(s, ri, a.card, here)
    if a.wizard:
        ref.require(s.opts["wizards"], "EG.variant.wizards",
                    "wizard cards are used only in the wizard variant",
                    "마법사 카드는 변형 룰에서만 씁니다")
        ref.require(obstacle, "EG.gap.wizard-details", "a wizard card replaces only an obstacle's extra card",
                    "마법사 카드는 방해물의 추가 카드만 대신합니다")
        ref.require("W" in hand and s.gold[p] >= 1, "EG.variant.wizard-obstacle",
                    "the obstacle's extra card may be paid with a wizard card plus 1 gold",
                    "방해물의 추가 카드 대신 마법사 카드 1장과 1골드를 낼 수 있습니다")
        n -= 1  # type: ignore[operator]
    if obstacle:
        rule = "EG.travel.sea-monster-raft" if road.water else "EG.travel.obstacle-cost"
        ref.note(rule, "an obstacle costs one card more", "방해물이 있으면 카드가 한 장 더 듭니다")
    short = "EG.base.pay-matching" if not road.water else "EG.base.rafts"
    card_en, card_ko = kind_name(a.card, card=True)
    cards_en = f"{n} {card_en} card{'' if n == 1 else 's'}"
    en, ko = f"this road needs {cards_en}", f"이 길에는 {card_ko} 카드 {n}장이 필요합니다"
    if obstacle and not a.wizard and hand.count(a.card) == n - 1:  # type: ignore[operator]
        # only the obstacle's extra card is missing: that is the rule the payment breaks
        short = "EG.travel.sea-monster-raft" if road.water else "EG.travel.obstacle-cost"
        en = f"an obstacle lies here: {cards_en}, one more than usual"
        ko = f"방해 타일이 있어 평소보다 한 장 더, {card_ko} 카드 {n}장이 필요합니다"
    ref.require(hand.count(a.card) >= n, short, en, ko)  # type: ignore[operator]


@remember(maxsize=65_536)
def _reduced(hand: str, n: int) -> str:
    """The hand with at most ``n`` cards of each kind: only those matter for an ``n``-card payment."""
    return "".join(k * min(hand.count(k), n) for k in sorted(set(hand)))


def _caravan_payments(hand: str, n: int) -> tuple[str, ...]:
    """Every choice of ``n`` cards from a sorted hand, each once (``"EPPU"`` …)."""
    return _payments(_reduced(hand, n), n)


@remember(maxsize=8192)
def _payments(hand: str, n: int) -> tuple[str, ...]:
    # the n-card multisets the hand holds, in the order of combinations_with_replacement(kinds, n)
    kinds = sorted(set(hand))
    out: list[str] = []
    _extend_payments(kinds, [hand.count(k) for k in kinds], 0, n, "", out)
    return tuple(out)


def _extend_payments(kinds: list[str], left: list[int], start: int, need: int, prefix: str,
                     out: list[str]) -> None:
    # A function of its own, not one nested in _payments: a nested function that calls itself is a
    # reference cycle, left for the cycle collector after every call.
    if need == 0:
        out.append(prefix)
        return
    for i in range(start, len(kinds)):
        if left[i]:
            left[i] -= 1
            _extend_payments(kinds, left, i, need - 1, prefix + kinds[i], out)
            left[i] += 1


WATER = tuple(r.water for r in BOARD.roads)
# Cards of each transport kind a land road costs (None where the tile may not go), by road index.
LAND_COST = tuple(None if r.water else {k: BOARD.cost(k, r.kind) for k in TRANSPORTS} for r in BOARD.roads)
# For each town, its roads as (road index, waterway?, raft cards from this town on a waterway).
EXITS = tuple(tuple((ri, WATER[ri], BOARD.raft_cost(BOARD.roads[ri], t) if WATER[ri] else 0)
                    for ri in BOARD.roads_at[t])
              for t in range(len(BOARD.towns)))


class _RoadCaravans(dict):
    """One road's caravan actions by payment, each made once, when first asked for."""

    def __init__(self, ri: int) -> None:
        super().__init__()
        self.road = ROAD_IDS[ri]

    def __missing__(self, cards: str) -> Caravan:
        a = self[cards] = Caravan(self.road, cards)
        return a


_ROAD_CARAVANS = tuple(_RoadCaravans(ri) for ri in range(len(BOARD.roads)))


@remember(maxsize=200_000)
def _caravans(ri: int, hand: str, need: int) -> tuple[Caravan, ...]:
    """The caravan actions on road ``ri`` for a hand (remembered: hands repeat often)."""
    # hands with the same reduced hand share one tuple (the reduced hand is its own reduction)
    red = _reduced(hand, need)
    if red != hand:
        return _caravans(ri, red, need)
    return tuple(map(_ROAD_CARAVANS[ri].__getitem__, _payments(red, need)))


def legal(s: ElfengoldState) -> list:
    if s.stage == "reward":
        return [GOLD, CARDS]
    p = s.current_player
    here = s.boots[p]
    hand = s.hands[p]
    gold = s.gold[p]
    wiz = s.opts["wizards"] and "W" in hand
    roads = s.roads
    acts: list = []
    caravan_cards = s.comp["caravan_cards"]
    # the same choices, in the same order, as cost() gives road by road (tables instead of calls)
    for ri, water, raft in EXITS[here]:
        c = roads[ri]
        extra = 1 if ("L" in c or "S" in c) else 0            # EG.travel.obstacle-cost
        if water:
            pays: tuple[tuple[str, int], ...] = (("R", raft + extra),)  # EG.base.rafts
        else:
            kinds = c.rstrip("GBLS")                          # transports_on(c)
            if not kinds:
                continue                                      # EG.base.land-needs-tile
            costs = cast("dict[str, int]", LAND_COST[ri])     # a land road: its transports have costs
            pays = tuple((k, costs[k] + extra) for k in dict.fromkeys(kinds))
        for k, n in pays:
            held = hand.count(k)
            if held >= n:
                acts.append(TRAVELS[ri, k, False])
            if wiz and extra and gold >= 1 and held >= n - 1:
                acts.append(TRAVELS[ri, k, True])
        if not water:
            need = caravan_cards + extra
            if len(hand) >= need:
                acts.extend(_caravans(ri, hand, need))
    if wiz and gold >= 3:
        acts.extend(CARPETS[t] for t in range(len(BOARD.towns)) if t != here)
    acts.append(STOP)
    return acts


def _discard(s: ElfengoldState, p: int, cards: str) -> None:
    hand = s.hands[p]
    for k in cards:
        hand = hand.replace(k, "", 1)
    s.hands = s.with_item(s.hands, p, hand)
    s.discard += cards                                    # EG.base.cards-discard


def _arrive(s: ElfengoldState, p: int, town: int, pays: int) -> None:
    s.boots = s.with_item(s.boots, p, town)
    if town != BOARD.capital:                             # Elvenhold has no markers (EG.move.elvenhold)
        s.markers = s.with_item(s.markers, p, s.markers[p] | (1 << town))   # EG.base.town-markers
    s.trip_gold += pays
    s.moved = True


def perform(s: ElfengoldState, a: Trip) -> None:
    p = s.current_player
    if isinstance(a, Stop):
        if s.moved:
            s.stage = "reward"
        else:
            s.stage = "draw"
            s.picks = (p, p)                              # EG.move.no-move
        return
    if isinstance(a, TakeGold):
        s.pay(p, s.trip_gold)
        s.next_mover()
        return
    if isinstance(a, TakeCards):
        s.stage = "draw"
        s.picks = (p, p)
        return
    if isinstance(a, Carpet):
        _discard(s, p, "W")                               # EG.variant.wizard-discard
        s.pay(p, -3)
        _arrive(s, p, BOARD.town(a.town).index, 0)        # no gold for a carpet arrival
        return
    ri = ROAD_INDEX[a.road]
    here = s.boots[p]
    dest = BOARD.roads[ri].other(here)
    if isinstance(a, Caravan):
        _discard(s, p, a.cards)
    else:
        n = cost(s, ri, a.card, here)
        if a.wizard:
            _discard(s, p, a.card * (n - 1) + "W")        # type: ignore[operator]
            s.pay(p, -1)
        else:
            _discard(s, p, a.card * n)                    # type: ignore[operator]
    value = s.values[dest] * (2 if "G" in s.roads[ri] else 1)   # EG.tile.gold-doubles
    _arrive(s, p, dest, value)
