"""Special tiles (rulebook: 특수 타일, §3.9): the storehouse and its token.

The scribe (an extra turn) is in :mod:`.turn`; the desert has no effect of its own.
"""

from __future__ import annotations

from rulekit.core import Referee

from . import actions as A
from .adjacency import GROUND, UPPER, Cell, block, uppers_on
from .fields import StateFields, with_seat


class SpecialTiles(StateFields):
    """Storehouses: keeping a token, losing it when covered."""

    def _store_actions(self) -> list[A.Store]:
        p = self.current_player
        spots = self._by_layout("_store_memo", p, self._storehouse_spots)
        if not spots:
            return []
        hand = self.hands[p]
        stored = self.stored[p]
        return [a for tid, k, a in spots if hand[k] and tid not in stored]

    def _storehouse_spots(self, ground: dict[Cell, int],
                          up: dict[Cell, int]) -> list[tuple[int, int, A.Store]]:
        """``(tile id, token kind, Store action)`` for each storehouse that may keep a token, if empty."""
        out: list[tuple[int, int, A.Store]] = []
        if not ground:
            return out
        comp = self.comp
        for layer, cells in ((GROUND, ground), (UPPER, up)):
            for cell, tid in sorted(cells.items()):
                t = comp.tiles[tid]
                if t.special == "storehouse":
                    if layer == GROUND and any(x in up for x in uppers_on(*cell)):
                        continue  # GA.special.storehouse-covered
                    out.append((tid, comp.colour_kind[t.colour], A.Store(cell, layer == UPPER)))
        return out

    def _check_store(self, action: A.Store, ref: Referee) -> None:
        p = self.current_player
        comp = self.comp
        cells = self.upper[p] if action.upper else self.ground[p]
        tid = cells.get(action.cell)
        ref.require(
            tid is not None and comp.tiles[tid].special == "storehouse",
            "GA.special.storehouse-space",
            "tokens can be kept only on your own storehouse",
            "토큰은 자기 창고 타일에만 보관합니다",
        )
        tile = comp.tiles[tid]  # type: ignore[index]
        ref.require(
            action.upper or not self.covered(p, action.cell),
            "GA.special.storehouse-covered",
            "a storehouse that supports an upper-layer tile cannot keep a token",
            "위층 타일을 받치고 있는 창고에는 토큰을 보관할 수 없습니다",
        )
        ref.require(
            tid not in self.stored[p],
            "GA.special.storehouse-one-token",
            "a storehouse keeps only 1 token",
            "창고에는 토큰을 1개만 보관할 수 있습니다",
        )
        k = comp.colour_kind[tile.colour]
        ref.require(
            self.hands[p][k] > 0,
            "GA.special.storehouse-one-token",
            f"you must hold a {comp.kind_letters[k]} token: a storehouse keeps only its own colour",
            f"{comp.kind_letters[k]} 토큰이 있어야 합니다: 창고에는 같은 색깔 토큰만 보관합니다",
        )
        ref.note(
            "GA.gap.storehouse-details",
            "an empty uncovered storehouse may take a token any time in your turn",
            "비어 있고 가려지지 않은 창고에는 차례 중 언제든 토큰을 놓을 수 있습니다",
        )

    def _keep_on_storehouse(self, action: A.Store) -> None:
        p = self.current_player
        cells = self.upper[p] if action.upper else self.ground[p]
        tid = cells[action.cell]
        k = self.comp.colour_kind[self.comp.tiles[tid].colour]
        hand = list(self.hands[p])
        hand[k] -= 1
        self.hands[p] = tuple(hand)
        self.stored = with_seat(self.stored, p, self.stored[p] | {tid})

    def _return_covered_tokens(self, p: int, cell: Cell) -> None:
        """GA.special.storehouse-return: tokens on storehouses under a new upper tile go to the supply."""
        if not self.stored[p]:
            return
        ground = self.ground[p]
        back = [ground[x] for x in block(*cell) if ground[x] in self.stored[p]]
        if back:
            supply = list(self.supply)
            for sid in back:
                supply[self.comp.colour_kind[self.comp.tiles[sid].colour]] += 1
            self.supply = tuple(supply)
            self.stored = with_seat(self.stored, p, self.stored[p] - set(back))
