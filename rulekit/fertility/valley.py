"""Step 1 (계곡 타일 1장 배치 및 자원 수집): placing a valley tile and collecting resources.

The functions take the game state (:class:`rulekit.fertility.state.FertilityState`).  A site is a
resource letter on a covered cell; ``touch[i]`` holds, as bits, the kinds of production sites that
touch cell ``i`` orthogonally, so the placement rule is a bit test.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from ..core import Referee
from ..i18n import josa
from .actions import Discard, Place, QuarryMonument, QuarryTake, place, tile_key
from .components import RESOURCE_NAMES, RESOURCES

if TYPE_CHECKING:
    from .state import FertilityState


class Gained(TypedDict):
    """What the last tile placed gained: resources taken (``A``, ``C``: letters), wheat and new
    quarries (``B``, ``D``: counts)."""

    A: str
    B: int
    C: str
    D: int


BIT = {"M": 1, "C": 2, "P": 4, "G": 8}
KIND_INDEX = {"M": 0, "C": 1, "P": 2, "G": 3}


def name(resource: str, lang: int = 0) -> str:
    return RESOURCE_NAMES[resource][lang]


# --------------------------------------------------------------------------- legal placements


def hand_tile(state: FertilityState, kinds: str) -> int | None:
    """Index in the current player's hand of a tile with these two sites (either order)."""
    key = tile_key(kinds)
    tiles = state.comp.tiles  # each written as its tile_key
    for pos, t in enumerate(state.hands[state.current_player]):
        if tiles[t] == key:
            return pos
    return None


def placements(state: FertilityState, tiles: list[str] | None = None) -> list[Place]:
    """Every legal placement of the current player's personal tiles (or of ``tiles``, distinct tile codes).

    FE.place.connect-same-site: one site must land on a free cell touched by a site of its kind;
    FE.place.desert-only / FE.place.no-wheat-water / FE.gap.placement-extent: both cells free desert.
    """
    board = state.board
    free, touch, sides, coords = state.free, state.touch, board.sides, board.coords
    table = board.place_table
    if tiles is None:
        tiles = list(dict.fromkeys(state.comp.tiles[t] for t in state.hands[state.current_player]))
    listed = state.frontier
    frontier = sorted(listed)
    out: list[Place] = []
    for kinds in tiles:
        x, y = kinds[0], kinds[1]
        bx, by = BIT[x], BIT[y]
        xy, yx = KIND_INDEX[x] * 4 + KIND_INDEX[y], KIND_INDEX[y] * 4 + KIND_INDEX[x]
        mask = bx | by
        for f in frontier:
            t = touch[f]
            if not t & mask:
                continue
            x_here, y_here = t & bx, t & by and x != y
            base = f * 64
            for k, n in sides[f]:
                if not free[n]:
                    continue
                # Each placement once: one whose other cell n came earlier in the frontier and touches
                # the kind put on it was listed from n.
                seen = touch[n] if n < f and n in listed else 0
                if x_here and not seen & by:  # x on f touches its kind; y goes on n
                    j = base + k * 16 + xy
                    act = table[j]
                    if act is None:
                        act = table[j] = place(x, coords[f], y, coords[n])
                    out.append(act)
                if y_here and not seen & bx:
                    j = base + k * 16 + yx
                    act = table[j]
                    if act is None:
                        act = table[j] = place(y, coords[f], x, coords[n])
                    out.append(act)
    return out


def place_or_discard_actions(state: FertilityState) -> list:
    acts: list = placements(state)
    if acts:
        return acts
    # FE.place.none-possible: no personal tile fits anywhere.
    return [Discard(k) for k in dict.fromkeys(state.comp.tiles[t] for t in state.hands[state.current_player])]


def quarry_actions(state: FertilityState) -> list:
    cell = state.board.coords[state.pending[0]]
    acts: list = [QuarryTake(cell, r) for i, r in enumerate(RESOURCES) if state.supply[i] > 0]
    if state.monuments[state.current_player] > 0:
        acts.append(QuarryMonument(cell))
    return acts


# --------------------------------------------------------------------------- checks


def check_place(state: FertilityState, action: Place, ref: Referee) -> None:
    board = state.board
    ref.require(state.phase == "place", "FE.turn.steps",
                "a valley tile is placed in step 1, before districts and shops",
                "계곡 타일은 1단계에서, 구역 타일과 상품 공급보다 먼저 배치합니다")
    ref.require(hand_tile(state, action.first + action.second) is not None, "FE.place.choose",
                f"the tile {action.first}/{action.second} must be one of your personal valley tiles",
                f"{action.first}/{action.second} 타일은 자기 개인 계곡 타일 중 하나여야 합니다")
    a, b = action.a, action.b
    ref.require(board.on_board(a) and board.on_board(b) and abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1,
                "FE.gap.tile-shape", "a valley tile covers two side-by-side cells of the central board",
                "계곡 타일은 중앙판 위의 가로나 세로로 맞닿은 두 칸을 덮습니다")
    ia, ib = board.index(a), board.index(b)
    ref.require(not board.wheat[ia] and not board.wheat[ib] and board.cells[ia] != "~"
                and board.cells[ib] != "~", "FE.place.no-wheat-water",
                "a valley tile may not cover a wheat field or water",
                "계곡 타일로 밀밭이나 물을 덮을 수 없습니다")
    ref.require(board.placeable[ia] and board.placeable[ib], "FE.place.desert-only",
                "a valley tile is placed only on desert", "계곡 타일은 사막에만 배치할 수 있습니다")
    ref.require(not state.site[ia] and not state.site[ib]
                and ia not in state.quarry and ib not in state.quarry,
                "FE.gap.placement-extent", "the tile may not overlap another tile or a quarry",
                "다른 타일이나 채석장 위에 겹쳐 놓을 수 없습니다")
    ref.require(bool(state.touch[ia] & BIT[action.first] or state.touch[ib] & BIT[action.second]),
                "FE.place.connect-same-site",
                "a site of the new tile must touch a production site of the same kind already on the board "
                "(printed symbols are not sites)",
                "새 타일의 생산지 중 하나가 이미 놓인 같은 종류의 생산지와 가로나 세로로 맞닿아야 합니다 "
                "(자원 기호 칸은 생산지가 아닙니다)")
    ref.note("FE.place.choose", "any orientation is allowed", "방향은 자유롭게 정할 수 있습니다")


def check_discard(state: FertilityState, action: Discard, ref: Referee) -> None:
    ref.require(state.phase == "place", "FE.turn.steps", "discarding happens in step 1",
                "타일 버리기는 1단계에서 합니다")
    ref.require(hand_tile(state, action.tile) is not None, "FE.place.choose",
                f"the tile {action.tile} must be one of your personal valley tiles",
                f"{action.tile} 타일은 자기 개인 계곡 타일 중 하나여야 합니다")
    ref.require(not placements(state), "FE.place.none-possible",
                "you may discard only when none of your personal tiles can be placed",
                "배치할 수 있는 개인 계곡 타일이 하나도 없을 때만 버릴 수 있습니다")
    ref.note("FE.gap.discard", "the discarded tile leaves the game and nothing is collected",
             "버린 타일은 게임에서 제외되고 자원을 받지 않습니다")


def check_quarry(state: FertilityState, action: QuarryTake | QuarryMonument, ref: Referee) -> None:
    ref.require(state.phase == "quarry" and bool(state.pending)
                and state.board.on_board(action.cell)
                and state.pending[0] == state.board.index(action.cell), "FE.collect.quarry",
                "the reward is for a quarry just made by your tile",
                "보상은 방금 배치한 타일로 만든 채석장에 대해서만 받습니다")
    if isinstance(action, QuarryTake):
        k = KIND_INDEX[action.resource]
        ref.require(state.supply[k] > 0, "FE.collect.supply-limit",
                    f"the common supply must still hold a {name(action.resource)}",
                    f"공동 창고에 {josa(name(action.resource, 1), '이')} 남아 있어야 합니다")
    else:
        ref.require(state.monuments[state.current_player] > 0, "FE.gap.quarry-monument",
                    "you must have a monument left to place", "배치할 기념물이 남아 있어야 합니다")


# --------------------------------------------------------------------------- performing


def take(state: FertilityState, resource: str, count: int) -> int:
    """Move up to ``count`` pieces from the common supply to beside the city (FE.collect.supply-limit)."""
    k = KIND_INDEX[resource]
    got = min(count, state.supply[k])
    if got:
        state.supply[k] -= got
        state.beside[state.current_player][k] += got
    return got


def gain_wheat(state: FertilityState, player: int, count: int) -> int:
    """FE.collect.wheat-track / FE.gap.wheat-track: the token moves forward; beyond the end is lost."""
    before = state.wheat[player]
    state.wheat[player] = min(before + count, state.comp.wheat_max)
    return state.wheat[player] - before


def perform_place(state: FertilityState, action: Place) -> None:
    board = state.board
    p = state.current_player
    ia, ib = board.index(action.a), board.index(action.b)
    x, y = action.first, action.second
    nbrs = board.neighbours
    # The state's lists are shared with the state it was copied from: copy before changing.
    site = state.site = state.site[:]
    free = state.free = state.free[:]
    touch = state.touch = state.touch[:]
    tile_at = state.tile_at = state.tile_at[:]
    state.supply = state.supply[:]
    state.beside = [b[:] if i == p else b for i, b in enumerate(state.beside)]
    hand = state.hands[p][:]
    tile = hand.pop(hand_tile(state, x + y))  # type: ignore[arg-type]
    state.hands = [hand if i == p else h for i, h in enumerate(state.hands)]
    # A. same-kind sites of other tiles touching each new site (FE.gap.collect-adjacent: no chains).
    a_x = [site[n] for n in nbrs[ia]].count(x)
    a_y = [site[n] for n in nbrs[ib]].count(y)
    # B. wheat-field cells touching the tile, each once (FE.gap.wheat-adjacent).
    wheat_cells = {n for n in nbrs[ia] + nbrs[ib] if board.wheat[n]}
    # Cover the cells.
    site[ia], site[ib] = x, y
    free[ia] = free[ib] = False
    tile_at[ia] = tile_at[ib] = tile
    frontier = state.frontier = set(state.frontier)
    frontier.discard(ia)
    frontier.discard(ib)
    for n in nbrs[ia]:
        touch[n] |= BIT[x]
        if free[n]:
            frontier.add(n)
    for n in nbrs[ib]:
        touch[n] |= BIT[y]
        if free[n]:
            frontier.add(n)
    gained: Gained = {"A": "", "B": 0, "C": "", "D": 0}
    # FE.gap.supply-shortage: cases A, B, C, D resolved in that order, piece by piece.
    if x == y:
        gained["A"] = x * take(state, x, a_x + a_y)
    else:
        gained["A"] = x * take(state, x, a_x) + y * take(state, y, a_y)
    if wheat_cells:
        state.wheat = state.wheat[:]
        gained["B"] = gain_wheat(state, p, len(wheat_cells))
    # C. covered symbols, one resource per covered symbol cell (FE.gap.cover-two-symbols).
    for i in (ia, ib):
        sym = board.symbol[i]
        if sym:
            gained["C"] += sym * take(state, sym, 1)
    # D. newly isolated one-cell empty spaces (FE.gap.quarry-definition).
    new_quarries = []
    for c in sorted(set(nbrs[ia] + nbrs[ib])):
        if free[c] and not any([free[n] for n in nbrs[c]]):
            new_quarries.append(c)
    if new_quarries:
        state.quarry = dict(state.quarry)
        for c in new_quarries:
            free[c] = False
            frontier.discard(c)
            state.quarry[c] = -1
        state.pending = new_quarries
    gained["D"] = len(new_quarries)
    state.gained = gained
    state.phase = "quarry"
    skip_lost_quarries(state)


def skip_lost_quarries(state: FertilityState) -> None:
    """FE.gap.quarry-monument: no monument left and an empty supply: that quarry's reward is lost."""
    while state.pending and state.monuments[state.current_player] == 0 and not any(state.supply):
        state.pending = state.pending[1:]
    if not state.pending:
        state.phase = "build"


def perform_discard(state: FertilityState, action: Discard) -> None:
    p = state.current_player
    hand = state.hands[p][:]
    tile = hand.pop(hand_tile(state, action.tile))  # type: ignore[arg-type]
    state.hands = [hand if i == p else h for i, h in enumerate(state.hands)]
    state.gone = state.gone + [tile]
    state.gained = {"A": "", "B": 0, "C": "", "D": 0}
    state.phase = "build"


def perform_quarry(state: FertilityState, action: QuarryTake | QuarryMonument) -> None:
    p = state.current_player
    if isinstance(action, QuarryTake):
        state.supply = state.supply[:]
        state.beside = [b[:] if i == p else b for i, b in enumerate(state.beside)]
        take(state, action.resource, 1)
    else:
        state.quarry = dict(state.quarry)
        state.quarry[state.pending[0]] = p
        state.monuments = state.monuments[:]
        state.monuments[p] -= 1
    state.pending = state.pending[1:]
    skip_lost_quarries(state)
