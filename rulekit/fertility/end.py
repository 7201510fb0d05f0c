"""End of turn (차례 종료) and end of game (게임 종료).

The end of a turn is one action: ``take XY`` (take a public valley tile), or ``end`` when none is
left; with the 2-player variant a ``remove XY`` follows.  Then the refills happen by themselves.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Referee
from .actions import EndTurn, RemovePublic, TakePublic, tile_key
from .components import RESOURCE_NAMES
from .speed import remember

if TYPE_CHECKING:
    from .state import FertilityState


def public_index(state: FertilityState, kinds: str) -> int | None:
    key = tile_key(kinds)
    for i, t in enumerate(state.public):
        if state.comp.tiles[t] == key:
            return i
    return None


def end_actions(state: FertilityState) -> list:
    if not state.public:
        return [EndTurn()]
    tiles = state.comp.tiles
    return list(takes(tuple([tiles[t] for t in state.public])))


@remember(maxsize=4_096)
def takes(public: tuple[str, ...]) -> tuple[TakePublic, ...]:
    """The (shared) actions taking one of the public tiles showing these kinds, each kind once.

    >>> [str(a) for a in takes(("MC", "GG", "MC"))]
    ['take MC', 'take GG']
    """
    return tuple(TakePublic(k) for k in dict.fromkeys(public))


def remove_actions(state: FertilityState) -> list:
    return [RemovePublic(k) for k in dict.fromkeys(state.comp.tiles[t] for t in state.public)]


def _tile_ko(code: str) -> str:
    """A valley tile in the rulebook's words: ``"CC"`` -> ``"소·소"``."""
    return "·".join(RESOURCE_NAMES[c][1] if c in RESOURCE_NAMES else c for c in str(code))


def check_take(state: FertilityState, action: TakePublic | EndTurn, ref: Referee) -> None:
    ref.require(state.phase in ("build", "supply"), "FE.turn.steps",
                "the turn ends after step 1 (and any district tile and supplying)",
                "차례 종료는 1단계(와 구역 타일 배치, 상품 공급)를 마친 뒤에 합니다")
    if isinstance(action, TakePublic):
        ref.require(public_index(state, action.tile) is not None, "FE.endturn.take-public",
                    f"the tile {action.tile} must be one of the public valley tiles",
                    f"{_tile_ko(action.tile)} 타일은 공용 계곡 타일 중 하나여야 합니다")
    else:
        ref.require(not state.public, "FE.endturn.take-public",
                    "take a public valley tile while there is one",
                    "공용 계곡 타일이 남아 있으면 1장을 가져와야 합니다")
        ref.note("FE.gap.end-trigger", "no public tile is left: the personal refill is skipped",
                 "공용 계곡 타일이 없으므로 개인 계곡 타일을 보충하지 않습니다")
    ref.note("FE.endturn.return-leftovers",
             "resources left beside the city board go back to the common supply",
             "도시판 옆에 남은 자원은 공동 창고에 반납합니다")


def check_remove(state: FertilityState, action: RemovePublic, ref: Referee) -> None:
    ref.require(state.phase == "remove", "FE.var.two-player-removal",
                "a public tile is removed only in the 2-player variant, after taking one",
                "공용 계곡 타일 제거는 2인 변형 규칙에서, 타일을 가져온 뒤에만 합니다")
    ref.require(public_index(state, action.tile) is not None, "FE.gap.variant-removal",
                f"the tile {action.tile} must be one of the public valley tiles",
                f"{_tile_ko(action.tile)} 타일은 공용 계곡 타일 중 하나여야 합니다")


def return_leftovers(state: FertilityState) -> None:
    """FE.endturn.return-leftovers: every piece still beside the city goes back; wheat stays."""
    p = state.current_player
    beside = state.beside[p]
    if any(beside):
        state.supply = [s + b for s, b in zip(state.supply, beside, strict=True)]
        state.beside = [[0, 0, 0, 0] if i == p else b for i, b in enumerate(state.beside)]


def perform_take(state: FertilityState, action: TakePublic | EndTurn) -> None:
    return_leftovers(state)
    if isinstance(action, TakePublic):
        p = state.current_player
        public = state.public[:]
        tile = public.pop(public_index(state, action.tile))  # type: ignore[arg-type]
        state.public = public
        state.hands = [h + [tile] if i == p else h for i, h in enumerate(state.hands)]
        if state.variant and state.public:
            state.phase = "remove"
            return
    finish_turn(state)


def perform_remove(state: FertilityState, action: RemovePublic) -> None:
    public = state.public[:]
    tile = public.pop(public_index(state, action.tile))  # type: ignore[arg-type]
    state.public = public
    state.gone = state.gone + [tile]
    finish_turn(state)


def finish_turn(state: FertilityState) -> None:
    """Refill the public tiles and the district row, check the end, pass to the next player."""
    need = state.comp.public_tiles - len(state.public)
    if need > 0 and state.remaining is None:
        stack = state.stack
        if len(stack) < need:
            # FE.end.trigger / FE.gap.end-trigger: draw what there is; everyone takes one more turn.
            state.public = state.public + stack[::-1]
            state.stack = []
            state.remaining = state.num_players + 1
        else:
            state.public = state.public + stack[len(stack) - need:][::-1]
            state.stack = stack[:len(stack) - need]
    if state.bought is not None:
        # FE.endturn.refill-district (FE.gap.district-stack: an empty stack leaves the place empty).
        if state.dstack:
            state.row = state.row[:]
            state.row[state.bought - 1] = state.dstack[-1]
            state.dstack = state.dstack[:-1]
        state.bought = None
    state.gained = {"A": "", "B": 0, "C": "", "D": 0}
    state.turn += 1  # turns completed so far
    if state.remaining is not None:
        state.remaining -= 1
        if state.remaining == 0:
            state.phase = "over"  # FE.end.scoring follows
            return
    state.current_player = (state.current_player + 1) % state.num_players  # FE.turn.clockwise
    state.phase = "place" if state.hands[state.current_player] else "build"
