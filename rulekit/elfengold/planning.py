"""Phase 5 — plan travel routes: place transport tiles, obstacles, gold tiles and spells.

A road's tiles are a short string (``state.roads[i]``): its transport tiles (PECUTD) in the
order laid, then its special tiles in the order G (gold), B (double spell), L (log),
S (sea monster).  ``"UG"`` is a unicorn with a gold tile; ``"TEBL"`` two transports, a double
spell and a log.  One turn is one action (EG.gap.placement-action); the phase ends when
every player has passed one after another (EG.plan.end).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Referee
from .actions import Double, Exchange, Pass, Place
from .components import TRANSPORTS, kind_name, load_board, terrain_name
from .speed import remember

if TYPE_CHECKING:
    from .state import ElfengoldState

BOARD = load_board()
ROAD_IDS = [r.id for r in BOARD.roads]
ROAD_INDEX = {r.id: r.index for r in BOARD.roads}
PLACES = {(k, r.index): Place(k, r.id) for k in "PECUTDGLS" for r in BOARD.roads}
DOUBLES = {(r.index, k): Double(r.id, k) for k in TRANSPORTS + "" for r in BOARD.roads}
DOUBLES.update({(r.index, ""): Double(r.id, "") for r in BOARD.roads})
PASS = Pass()
# each transport kind's placements on the roads whose terrain suits it, in road order
_FITTING_PLACES = {k: tuple((ri, PLACES[k, ri]) for ri in BOARD.fitting[k]) for k in TRANSPORTS}
SPECIAL_ORDER = "GBLS"
LAND_ROADS = tuple(r.index for r in BOARD.roads if not r.water)
WATER_ROADS = tuple(r.index for r in BOARD.roads if r.water)


def transports_on(c: str) -> str:
    """The transport tiles of a road's tile string (they come first, specials after)."""
    return c.rstrip("GBLS")


def specials_on(c: str) -> str:
    """The gold and obstacle tiles of a road's tile string (the double spell is not counted)."""
    return c[len(c.rstrip("GBLS")):].replace("B", "")


def with_tile(c: str, tile: str) -> str:
    """A road's tile string with one more tile, in canonical order."""
    if tile in TRANSPORTS:
        t = transports_on(c) + tile
        rest = c[len(transports_on(c)):]
        return t + rest
    t = transports_on(c)
    specials = c[len(t):] + tile
    return t + "".join(ch for ch in SPECIAL_ORDER if ch in specials)


def fits(tile: str, road: int) -> bool:
    return BOARD.cost(tile, BOARD.roads[road].kind) is not None if not BOARD.roads[road].water else False


# the transport kinds whose tiles suit each road (the same answers as fits(), looked up)
FITTING_KINDS = tuple(frozenset(k for k in TRANSPORTS if fits(k, r.index)) for r in BOARD.roads)
@remember(maxsize=65_536)
def _exchange(r1: int, t1: str, r2: int, t2: str) -> Exchange:
    """The exchange action, made once for each pair of roads and tiles."""
    return Exchange(ROAD_IDS[r1], t1, ROAD_IDS[r2], t2)


def _room_for_special(c: str) -> bool:
    """EG.spell.double-capacity: 2 transports + 1 special or 1 transport + 2 specials with a double spell."""
    n_t, n_s = len(transports_on(c)), len(specials_on(c))
    if "B" in c:
        return n_t + n_s < 3 and n_s < 2
    return n_s < 1


def check_place(s: ElfengoldState, a: Place, ref: Referee) -> None:
    p = s.current_player
    supply = s.supply[p]
    tile_en, tile_ko = kind_name(a.tile.upper())
    ref.require(a.tile in supply or a.tile.lower() in supply, "EG.gap.placement-action",
                f"you must hold the {tile_en} tile to place it",
                f"{tile_ko} 타일을 가지고 있어야 놓을 수 있습니다")
    ref.require(a.road in ROAD_INDEX, "EG.base.map", f"{a.road} must be a road of the map",
                f"{a.road}는 지도에 있는 길이어야 합니다")
    ri = ROAD_INDEX[a.road]
    road = BOARD.roads[ri]
    c = s.roads[ri]
    t = a.tile
    if t in TRANSPORTS:
        ref.require(not road.water, "EG.plan.land-only",
                    "transport tiles go only on land roads, never on waterways",
                    "이동수단 타일은 육로에만 놓을 수 있습니다")
        ref.require(BOARD.cost(t, road.kind) is not None, "EG.plan.terrain-fit",
                    f"the tile must suit the road's terrain ({road.kind})",
                    f"타일이 길의 지형({terrain_name(road.kind, 'ko')})에 맞아야 합니다")
        ref.require(not transports_on(c), "EG.plan.one-transport", "a road holds only one transport tile",
                    "한 길에는 이동수단 타일을 하나만 놓을 수 있습니다")
    elif t == "G":
        ref.require(bool(transports_on(c)), "EG.tile.gold-placement",
                    "a gold tile goes only on a road that already has a transport tile",
                    "금 타일은 이동수단 타일이 이미 놓인 길에만 놓을 수 있습니다")
        ref.require("G" not in c, "EG.gap.double-details", "a road holds at most one gold tile",
                    "한 길에는 금 타일을 하나만 놓을 수 있습니다")
        ref.require(not ("L" in c or "S" in c) or "B" in c, "EG.tile.gold-no-obstacle",
                    "a gold tile and an obstacle share a road only with a double spell",
                    "이중 이동수단 없이는 금 타일과 방해 타일이 한 길에 함께 놓일 수 없습니다")
        if "L" in c or "S" in c:
            ref.note("EG.spell.double-special",
                     "the double spell lets a gold tile and an obstacle share the road",
                     "이중 이동수단 덕분에 금 타일과 방해 타일이 한 길에 놓일 수 있습니다")
        ref.require(_room_for_special(c), "EG.spell.double-capacity",
                    "the road must have room: 2 transports + 1 special or 1 transport + 2 specials",
                    "길에 자리가 있어야 합니다: 이동수단 2 + 특수 1 또는 이동수단 1 + 특수 2")
    elif t in "LS":
        ref.require(road.water == (t == "S"), "EG.obstacle.kinds",
                    "a log goes on a land road, a sea monster on a waterway (river or lake)",
                    "통나무는 육로에, 바다 괴물은 수로(강이나 호수)에 놓습니다")
        if t == "L":
            ref.require(bool(transports_on(c)), "EG.base.obstacle-placement",
                        "a log goes only on a land road that carries a transport tile",
                        "통나무는 이동수단 타일이 놓인 육로에만 놓을 수 있습니다")
        ref.require(not ("L" in c or "S" in c), "EG.base.obstacle-placement",
                    "a road holds at most one obstacle",
                    "한 길에는 방해 타일을 하나만 놓을 수 있습니다")
        ref.require("G" not in c or "B" in c, "EG.tile.gold-no-obstacle",
                    "no obstacle may go on a road with a gold tile (unless a double spell lies there)",
                    "금 타일이 놓인 길에는 방해 타일을 놓을 수 없습니다 (이중 이동수단이 있으면 예외)")
        if "G" in c:
            ref.note("EG.spell.double-special",
                     "the double spell lets a gold tile and an obstacle share the road",
                     "이중 이동수단 덕분에 금 타일과 방해 타일이 한 길에 놓일 수 있습니다")
        ref.require(_room_for_special(c), "EG.spell.double-capacity",
                    "the road must have room: 2 transports + 1 special or 1 transport + 2 specials",
                    "길에 자리가 있어야 합니다: 이동수단 2 + 특수 1 또는 이동수단 1 + 특수 2")
    else:
        ref.fail("EG.gap.placement-action", "a spell is used with 'double' or 'exchange', not placed",
                 "마법 주문 타일은 'double' 또는 'exchange'로 사용합니다")


def check_double(s: ElfengoldState, a: Double, ref: Referee) -> None:
    p = s.current_player
    supply = s.supply[p]
    ref.require("B" in supply or "b" in supply, "EG.gap.placement-action", "you must hold a double spell",
                "이중 이동수단 타일을 가지고 있어야 합니다")
    ref.require(a.road in ROAD_INDEX, "EG.base.map", f"{a.road} must be a road of the map",
                f"{a.road}는 지도에 있는 길이어야 합니다")
    ri = ROAD_INDEX[a.road]
    c = s.roads[ri]
    ref.require(bool(transports_on(c)), "EG.spell.needs-transport",
                "a spell is used only on a road that already has a transport tile",
                "마법 주문은 이동수단 타일이 이미 놓인 길에만 쓸 수 있습니다")
    ref.require("B" not in c, "EG.gap.double-details", "one double spell per road",
                "한 길에는 이중 이동수단을 하나만 쓸 수 있습니다")
    if a.extra:
        extra_en, extra_ko = kind_name(a.extra.upper())
        ref.require(a.extra in supply or a.extra.lower() in supply, "EG.spell.double",
                    f"the extra transport must be one of your own tiles ({extra_en})",
                    f"추가 이동수단은 자기 타일({extra_ko})이어야 합니다")
        ref.require(fits(a.extra, ri), "EG.plan.terrain-fit",
                    f"the extra tile must suit the road's terrain ({BOARD.roads[ri].kind})",
                    f"추가 타일이 길의 지형({terrain_name(BOARD.roads[ri].kind, 'ko')})에 맞아야 합니다")
        ref.require(len(transports_on(c)) + len(specials_on(c)) < 3 and len(transports_on(c)) < 2,
                    "EG.spell.double-capacity",
                    "the road must have room: 2 transports + 1 special or 1 transport + 2 specials",
                    "길에 자리가 있어야 합니다: 이동수단 2 + 특수 1 또는 이동수단 1 + 특수 2")


def check_exchange(s: ElfengoldState, a: Exchange, ref: Referee) -> None:
    p = s.current_player
    supply = s.supply[p]
    ref.require("X" in supply or "x" in supply, "EG.gap.placement-action", "you must hold an exchange spell",
                "이동수단 교환 타일을 가지고 있어야 합니다")
    ref.require(a.road1 in ROAD_INDEX and a.road2 in ROAD_INDEX, "EG.base.map",
                "both must be roads of the map",
                "두 길 모두 지도에 있어야 합니다")
    r1, r2 = ROAD_INDEX[a.road1], ROAD_INDEX[a.road2]
    ref.require(r1 != r2, "EG.gap.exchange-details", "the two tiles must lie on two different roads",
                "두 타일은 서로 다른 길에 있어야 합니다")
    ref.require(a.tile1 in transports_on(s.roads[r1]) and a.tile2 in transports_on(s.roads[r2]),
                "EG.spell.needs-transport", "each named transport tile must lie on its road",
                "지정한 이동수단 타일이 각 길에 놓여 있어야 합니다")
    ref.require(fits(a.tile1, r2) and fits(a.tile2, r1), "EG.gap.exchange-details",
                "each tile must suit the terrain of its new road", "각 타일이 새 길의 지형에 맞아야 합니다")
    ref.note("EG.spell.exchange", "the two transport tiles swap roads", "두 이동수단 타일의 위치를 바꿉니다")


@remember(maxsize=65_536)
def _kinds_held(supply: str) -> list[str]:
    """A supply's tile kinds in order (supplies repeat often; shared, never changed)."""
    return sorted(set(supply), key="PECUTDGLSBX".index)


def legal(s: ElfengoldState) -> list:
    p = s.current_player
    supply = s.supply[p].upper()
    roads = s.roads
    acts: list = []
    kinds = _kinds_held(supply)
    # transports come first in a road's string, so a road carries one exactly when its first tile
    # is not special; most roads are empty, so that test is made before any other
    for k in kinds:
        if k in TRANSPORTS:
            acts += [a for ri, a in _FITTING_PLACES[k] if not (c := roads[ri]) or c[0] in "GBLS"]
        elif k == "G":
            acts.extend(PLACES["G", ri] for ri in LAND_ROADS
                        if (c := roads[ri]) and c[0] not in "GBLS" and "G" not in c
                        and ("L" not in c or "B" in c) and _room_for_special(c))
        elif k == "L":
            acts.extend(PLACES["L", ri] for ri in LAND_ROADS
                        if (c := roads[ri]) and c[0] not in "GBLS" and "L" not in c
                        and ("G" not in c or "B" in c) and _room_for_special(c))
        elif k == "S":
            acts.extend(PLACES["S", ri] for ri in WATER_ROADS if "S" not in roads[ri])
        elif k == "B":
            own = [t for t in dict.fromkeys(supply) if t in TRANSPORTS]
            for ri in LAND_ROADS:
                c = roads[ri]
                if not c or c[0] in "GBLS" or "B" in c:
                    continue
                acts.append(DOUBLES[ri, ""])
                if len(transports_on(c)) == 1 and len(specials_on(c)) < 2:
                    acts.extend(DOUBLES[ri, e] for e in own if e in FITTING_KINDS[ri])
        elif k == "X":
            placed = [(ri, t) for ri in LAND_ROADS if (c := roads[ri]) and c[0] not in "GBLS"
                      for t in dict.fromkeys(transports_on(c))]
            for i, (r1, t1) in enumerate(placed):
                for r2, t2 in placed[i + 1:]:
                    if r1 != r2 and t1 in FITTING_KINDS[r2] and t2 in FITTING_KINDS[r1]:
                        acts.append(_exchange(r1, t1, r2, t2))
    acts.append(PASS)
    return acts


def perform(s: ElfengoldState, a: Place | Double | Exchange | Pass) -> None:
    p = s.current_player
    if isinstance(a, Pass):
        s.plan_passes += 1
    else:
        s.plan_passes = 0
        if isinstance(a, Place):
            ri = ROAD_INDEX[a.road]
            s.use_tile(p, a.tile)
            s.roads = s.with_item(s.roads, ri, with_tile(s.roads[ri], a.tile))
        elif isinstance(a, Double):
            ri = ROAD_INDEX[a.road]
            s.use_tile(p, "B")
            c = with_tile(s.roads[ri], "B")
            if a.extra:
                s.use_tile(p, a.extra)
                c = with_tile(c, a.extra)
            s.roads = s.with_item(s.roads, ri, c)
        else:
            r1, r2 = ROAD_INDEX[a.road1], ROAD_INDEX[a.road2]
            s.use_tile(p, "X")
            roads = list(s.roads)
            roads[r1] = roads[r1].replace(a.tile1, "*", 1).replace("*", a.tile2)
            roads[r2] = roads[r2].replace(a.tile2, "*", 1).replace("*", a.tile1)
            s.roads = tuple(roads)
            s.pool = s.shuffled_into(s.pool, "X")      # EG.spell.exchange-return
    s.current_player = (p + 1) % s.num_players
