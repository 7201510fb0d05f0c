"""Extra actions with ankh tokens (rulebook: 추가 행동, §3.8): refill the market (c) and move a tile (d)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from operator import itemgetter

from rulekit.core import Referee

from . import actions as A
from .adjacency import Cell, free_squares
from .fields import StateFields
from .speed import moved, remember, shape_key


# Kept by the shape of a layout (shared: callers never change them).  A search meets the same shapes
# again within a decision; a sweep's random games seldom do (a quarter of the time), and each TileMoves
# kept is some forty objects that the cycle collector walks (20,000 of them cost a sweep 6%).
@remember(maxsize=2_000, key=shape_key)
def _moves_of(ground: dict[Cell, int], up: dict[Cell, int]) -> TileMoves:
    # The moves depend only on where the tiles lie, not on which tiles: layouts repeat across games.
    return TileMoves(ground, up)


def _row_getter(cells: list[Cell]) -> Callable[[Mapping[Cell, A.Move]], list[A.Move]]:
    """``table -> [table[cell] for cell in cells]`` in one call (a layout of a dozen tiles lists hundreds
    of moves, from a table of interned actions per source cell)."""
    if not cells:
        return lambda table: []
    if len(cells) == 1:
        cell = cells[0]
        return lambda table: [table[cell]]
    get = itemgetter(*cells)
    return lambda table: list(get(table))


class TileMoves(Sequence):
    """Every tile move of one layout shape, in their listed order: ground tiles by cell, each to the
    free cells beside the layout by cell; then upper tiles by cell, each to the free 2×2 squares.

    The moves are counted at once and listed only when iterated: random play draws one move by its
    place, and a layout with a dozen tiles has hundreds of moves.

    >>> moves = TileMoves({(0, 0): 1, (0, 1): 2}, {})   # two tiles side by side
    >>> len(moves), str(moves[0]), str(moves[5])
    (6, 'move 0,0 > -1,1', 'move 0,1 > 1,0')
    >>> list(moves) == [moves[i] for i in range(len(moves))]
    True
    """

    __slots__ = ("_targets", "_sources", "_sizes", "_skips", "_upper", "_squares", "_count", "_listed")

    def __init__(self, ground: dict[Cell, int], up: dict[Cell, int]) -> None:
        count: dict[Cell, int] = {}
        touches: dict[Cell, Cell] = {}  # an empty cell beside the layout -> a tile beside it
        for src in ground:
            r, c = src
            for cell in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
                if cell not in ground:
                    count[cell] = count.get(cell, 0) + 1
                    touches[cell] = src
        targets = sorted(count)
        # A cell touching only one tile touches nothing once that tile is lifted (GA.ankh.move-ground):
        # by tile, the places in ``targets`` of the cells only it touches.
        alone: dict[Cell, list[int]] = {}
        for i, cell in enumerate(targets):
            if count[cell] == 1:
                alone.setdefault(touches[cell], []).append(i)
        # By source tile, in cell order: the moves from it and the places in targets left out.
        sources, sizes, skips = [], [], []
        n = len(targets)
        for src in sorted(ground):
            r, c = src
            if up and ((r, c) in up or (r - 1, c) in up or (r, c - 1) in up or (r - 1, c - 1) in up):
                continue  # GA.ankh.move-ground-uncovered
            skip = alone.get(src)
            sources.append(src)
            sizes.append(n - len(skip) if skip else n)
            skips.append(tuple(skip) if skip else ())
        self._targets = _shared_cells(targets)
        self._sources = tuple(sources)
        self._sizes = tuple(sizes)
        self._skips = tuple(skips)
        self._upper = tuple(sorted(up))
        self._squares = tuple(free_squares(ground, up)) if up else ()
        self._count = sum(sizes) + len(self._upper) * len(self._squares)
        self._listed: list[A.Move] | None = None

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, i: int) -> A.Move:  # type: ignore[override]
        if not 0 <= i < self._count:
            raise IndexError(i)
        for row, k in enumerate(self._sizes):
            if i < k:
                for place in self._skips[row]:  # the places left out before the one asked for: step over
                    if place <= i:
                        i += 1
                return A.ground_moves_from(self._sources[row])[self._targets[i]]
            i -= k
        per = len(self._squares)
        return A.move_action(self._upper[i // per], self._squares[i % per], True, True)

    def __iter__(self) -> Iterator[A.Move]:
        return iter(self.listed())

    def listed(self) -> list[A.Move]:
        """The moves as a list (made once; shared, never changed)."""
        out = self._listed
        if out is None:
            out = []
            to_targets = _row_getter(list(self._targets))
            for src, skip in zip(self._sources, self._skips, strict=True):
                row = to_targets(A.ground_moves_from(src))
                for place in reversed(skip):
                    del row[place]
                out.extend(row)
            for src in self._upper:
                for dst in self._squares:
                    out.append(A.move_action(src, dst, True, True))
            self._listed = out
        return out


#: One tuple object per cell, shared by every TileMoves that names it: a kept TileMoves then holds a
#: dozen objects for the cycle collector to walk, not one per free cell beside its layout.
@remember(maxsize=100_000)
def _shared_cell(cell: Cell) -> Cell:
    return cell


def _shared_cells(cells: list[Cell]) -> tuple[Cell, ...]:
    return tuple(map(_shared_cell, cells))


class AnkhActions(StateFields):
    """Spending an ankh token: refill the market or move one tile."""

    def _move_actions(self) -> TileMoves:
        return self._by_layout("_move_memo", self.current_player, _moves_of)

    def _check_ankh(self, ref: Referee) -> None:
        p = self.current_player
        ref.require(
            self.hands[p][self.comp.ankh] > 0,
            "GA.ankh.extra-action",
            "an extra action costs 1 ankh token: you must hold one",
            "추가 행동에는 앙크 토큰 1개가 필요합니다",
        )
        ref.require(
            self.ankh_budget > 0,
            "GA.ankh.not-same-turn",
            "an ankh token taken this turn cannot be spent this turn",
            "이번 차례에 가져온 앙크 토큰은 바로 사용할 수 없습니다",
        )
        ref.note(
            "GA.turn.extra-timing",
            "an extra action may come before or after the basic action",
            "추가 행동은 기본 행동을 하기 전이나 한 다음에 할 수 있습니다",
        )
        ref.note(
            "GA.ankh.one-action-per-token",
            "one ankh token pays for exactly one extra action",
            "앙크 토큰 1개로 추가 행동 하나만 합니다",
        )

    def _check_refill(self, action: A.Refill, ref: Referee) -> None:
        self._check_ankh(ref)
        ref.require(
            action.stack in A.STACKS,
            "GA.ankh.refill-choose-stack",
            "choose stack A or B",
            "타일 더미 A 또는 B를 고릅니다",
        )
        ref.note(
            "GA.ankh.refill",
            "refill: (2 players) remove the leftmost tile, slide left, fill from the chosen stack",
            "타일 보충: (2명) 가장 왼쪽 타일 제거, 왼쪽으로 당기기, 고른 더미에서 채우기",
        )

    def _check_move(self, action: A.Move, ref: Referee) -> None:
        p = self.current_player
        self._check_ankh(ref)
        ground = self.ground[p]
        if not action.src_upper:
            ref.require(
                not action.dst_upper,
                "GA.ankh.move-ground",
                "a ground tile cannot be moved up onto the upper layer",
                "바닥 타일은 위층으로 올라갈 수 없습니다",
            )
            ref.require(
                action.src in ground,
                "GA.ankh.move-ground",
                f"{A._cell(action.src)} must hold one of your ground tiles",
                f"{A._cell(action.src)}에 자기 바닥 타일이 있어야 합니다",
            )
            ref.require(
                not self.covered(p, action.src),
                "GA.ankh.move-ground-uncovered",
                "the ground tile moved must not carry an upper-layer tile",
                "옮기는 바닥 타일은 위층 타일에 깔려 있지 않아야 합니다",
            )
            dst = action.dst
            ref.require(
                dst != action.src and dst not in ground,
                "GA.gap.move-destination",
                "a moved tile goes to another, empty cell",
                "타일은 다른 빈 칸으로 옮깁니다",
            )
            r, c = dst
            ref.require(
                any(
                    x in ground and x != action.src for x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))
                ),
                "GA.ankh.move-ground",
                "the moved tile must end next to another ground tile (up, down, left, right)",
                "옮긴 타일은 다른 바닥 타일과 상하좌우로 맞닿아야 합니다",
            )
        else:
            ref.require(
                action.dst_upper,
                "GA.ankh.move-upper",
                "an upper-layer tile cannot be moved down to the ground",
                "위층 타일은 바닥으로 내려갈 수 없습니다",
            )
            ref.require(
                action.src in self.upper[p],
                "GA.ankh.move-upper",
                f"U({A._cell(action.src)}) must hold one of your upper-layer tiles",
                f"U({A._cell(action.src)})에 자기 위층 타일이 있어야 합니다",
            )
            ref.require(
                action.dst != action.src,
                "GA.gap.move-destination",
                "the upper tile goes to a different place",
                "위층 타일은 다른 곳으로 옮깁니다",
            )
            self._check_upper_spot(p, action.dst, ref, "GA.ankh.move-upper")
            ref.note(
                "GA.ankh.move-upper-no-colour",
                "a moved upper-layer tile need not match a colour below",
                "옮기는 위층 타일은 색깔 조건을 무시합니다",
            )

    def _spend_ankh(self) -> None:
        """GA.gap.spent-ankh: a spent ankh goes back to the supply."""
        self._gain(self.current_player, self.comp.ankh, -1)
        self.ankh_budget -= 1

    def _refill_market(self, action: A.Refill) -> None:
        self._spend_ankh()
        market = list(self.market)
        removed = self.removed
        if self.num_players == 2:  # GA.ankh.refill-2p-remove: the leftmost tile present leaves the game
            for i, t in enumerate(market):
                if t is not None:
                    removed = removed + (t,)
                    market[i] = None
                    break
        row: list[int | None] = [t for t in market if t is not None]  # GA.ankh.refill-slide
        first = A.STACKS.index(action.stack)  # GA.ankh.refill-choose-stack
        stacks = [list(self.stacks[0]), list(self.stacks[1])]
        while len(row) < len(market):  # GA.ankh.refill-fill, GA.ankh.refill-other-stack
            if stacks[first]:
                row.append(stacks[first].pop())
            elif stacks[1 - first]:
                row.append(stacks[1 - first].pop())
            else:
                break
        row.extend([None] * (len(market) - len(row)))
        self.market = tuple(row)
        self.stacks = (tuple(stacks[0]), tuple(stacks[1]))
        self.removed = removed
        self._check_tiles_exhausted()

    def _move_tile(self, action: A.Move) -> None:
        p = self.current_player
        self._spend_ankh()
        # The groups before the move tell which group held each marker (GA.bonus.return-on-move).
        before = (self.ground[p], self.upper[p]) if self.bonus[p] else None
        if action.src_upper:
            up = self.upper[p] = moved(self.upper[p], action.src, action.dst)
            tid = up[action.dst]
            self._return_covered_tokens(p, action.dst)  # GA.gap.move-storehouse
        else:
            ground = self.ground[p] = moved(self.ground[p], action.src, action.dst)
            tid = ground[action.dst]
        self._update_bonus(p, tid, before)
