"""The Golden Ankh game state: turn structure (§3.3), basic actions (§3.4–3.6), bonus markers (§3.7),
ankh extra actions (§3.8), special tiles (§3.9), end of game (§3.10), save files.

Setup (§3.2) is in :mod:`rulekit.golden_ankh.setup`; scoring in :mod:`rulekit.golden_ankh.scoring`.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations_with_replacement
from typing import Any

from rulekit.core import GameState, Reader, Referee, SaveError, Score, load_state
from rulekit.rng import Rng

from . import actions as A
from .adjacency import GROUND, UPPER, Cell, block, free_squares
from .components import Components, Tile, default_components
from .layout import Layout
from .scoring import bonus_entitlement, rank, score_parts


class GoldenAnkhState(GameState):
    """One moment of a Golden Ankh game (a value: ``apply`` returns a new state).

    Attributes (read them; change states only through ``apply``):

    * ``num_players``, ``seed``, ``rng`` (the game's own :class:`~rulekit.rng.Rng`), ``comp`` (the
      :class:`~rulekit.golden_ankh.components.Components`), ``options`` (``tokens_per_kind``,
      ``upper_discount``, ``max_rounds``), ``per_kind`` (tokens of each kind in play), ``max_rounds``
      (a simulator's round limit, ``None`` in a real game);
    * token counts are tuples in the order of ``comp.kind_letters`` (``B W K G R A``; the last is the
      ankh): ``supply`` (the common supply) and ``hands[p]`` (player ``p``'s tokens, storehouse tokens
      not included);
    * ``ground[p]`` — ``{(r, c): tile id}`` and ``upper[p]`` — ``{(r, c): tile id}`` for the upper tile
      ``U(r, c)``; ``stored[p]`` — frozenset of the ids of ``p``'s storehouses that keep a token;
      ``comp.tiles[id]`` is the :class:`~rulekit.golden_ankh.components.Tile`;
    * ``bonus[p]`` — the bonus markers ``p`` holds, as ``(group key, value)`` with keys such as
      ``"colour:red"`` or ``"animal:jackal"``; ``bonus_pool`` — values of the markers in the pool;
    * ``market`` — 6 market spaces (space 1 is ``market[0]``), each a tile id or ``None``;
      ``prices[i]`` — the price-marker kinds (token kind indices) in the holes above space ``i + 1``;
      ``cost[i]`` — the resulting price as token counts;
    * ``stacks`` — the two face-down tile stacks ``A`` and ``B`` (tuples of tile ids; the top is
      last); ``removed`` — tiles out of the game (removed by 2-player refills);
    * turn: ``start_player``, ``current_player``, ``turn`` (turns begun, from 1), ``round`` (from 1),
      ``basic_done`` (the basic action of this turn is done), ``ankh_budget`` (ankh tokens still
      spendable this turn: those held when the turn began, ``GA.gap.ankh-this-turn``), ``extra_turns``
      (scribe turns owed to the current player), ``end_triggered``, ``is_over``.

    Use :meth:`layout` for a player's tiles as a :class:`~rulekit.golden_ankh.layout.Layout`.
    """

    GAME = "golden_ankh"
    VERSION = 1

    parse_action = staticmethod(A.parse_action)

    # ------------------------------------------------------------------ construction and copies
    def __init__(
        self, comp: Components, num_players: int, seed: int, rng: Rng, options: dict[str, Any]
    ) -> None:
        self.comp = comp
        self.num_players = num_players
        self.seed = seed
        self.rng = rng
        self.options = dict(options)
        self.per_kind = int(options["tokens_per_kind"])
        self.max_rounds: int | None = options.get("max_rounds")
        k = len(comp.kind_keys)
        self.supply: tuple[int, ...] = (0,) * k
        self.hands: list[tuple[int, ...]] = [(0,) * k for _ in range(num_players)]
        self.ground: list[dict[Cell, int]] = [{} for _ in range(num_players)]
        self.upper: list[dict[Cell, int]] = [{} for _ in range(num_players)]
        self.stored: list[frozenset[int]] = [frozenset() for _ in range(num_players)]
        self.bonus: list[tuple[tuple[str, int], ...]] = [() for _ in range(num_players)]
        self.bonus_pool: tuple[int, ...] = ()
        self.market: tuple[int | None, ...] = (None,) * len(comp.price_holes)
        self.prices: tuple[tuple[int, ...], ...] = tuple(() for _ in comp.price_holes)
        self.cost: tuple[tuple[int, ...], ...] = tuple((0,) * k for _ in comp.price_holes)
        self.stacks: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
        self.removed: tuple[int, ...] = ()
        self.start_player = 0
        self.current_player = 0
        self.turn = 1
        self.round = 1
        self.basic_done = False
        self.ankh_budget = 0
        self.extra_turns = 0
        self.end_triggered = False
        self.is_over = False

    def _copy(self) -> GoldenAnkhState:
        # Tuples and frozensets are shared; the per-player lists are copied and _perform replaces
        # (never mutates) an entry it changes, so the original state is never touched.
        new = object.__new__(GoldenAnkhState)
        d = new.__dict__
        d.update(self.__dict__)
        d.pop("_legal_cache", None)
        d["rng"] = self.rng.copy()
        d["hands"] = list(self.hands)
        d["ground"] = list(self.ground)
        d["upper"] = list(self.upper)
        d["stored"] = list(self.stored)
        d["bonus"] = list(self.bonus)
        return new

    def set_prices(self, prices: Iterable[Iterable[int]]) -> None:
        self.prices = tuple(tuple(p) for p in prices)
        k = len(self.comp.kind_keys)
        cost = []
        for markers in self.prices:
            c = [0] * k
            for m in markers:
                c[m] += 1
            cost.append(tuple(c))
        self.cost = tuple(cost)

    # ------------------------------------------------------------------ reading the state
    def tile(self, tid: int) -> Tile:
        return self.comp.tiles[tid]

    def layout(self, player: int) -> Layout:
        """Player ``player``'s tiles as a :class:`Layout` (for notation, drawing and scoring)."""
        tiles = self.comp.tiles
        stored = set()
        for layer, cells in ((GROUND, self.ground[player]), (UPPER, self.upper[player])):
            for (r, c), tid in cells.items():
                if tid in self.stored[player]:
                    stored.add((layer, r, c))
        return Layout(
            {cell: tiles[t] for cell, t in self.ground[player].items()},
            {cell: tiles[t] for cell, t in self.upper[player].items()},
            frozenset(stored),
        )

    def tiles_placed(self, player: int) -> int:
        """Ground and upper tiles of a player (``GA.gap.tile-count``)."""
        return len(self.ground[player]) + len(self.upper[player])

    def tokens_held(self, player: int) -> int:
        """Every token a player holds, ankh and storehouse tokens included (``GA.gap.leftover-count``)."""
        return sum(self.hands[player]) + len(self.stored[player])

    def resources_in_hand(self, player: int) -> int:
        """Resource tokens in hand: the 5-token limit counts these (``GA.gap.resource-limit``)."""
        return sum(self.hands[player]) - self.hands[player][self.comp.ankh]

    def price(self, space: int) -> dict[str, int]:
        """The price of market space ``space`` (1-based) as ``{letter: count}`` (``GA.buy.price``)."""
        return {self.comp.kind_letters[k]: n for k, n in enumerate(self.cost[space - 1]) if n}

    def stored_counts(self, player: int) -> list[int]:
        counts = [0] * len(self.comp.kind_keys)
        colour_kind = self.comp.colour_kind
        for tid in self.stored[player]:
            counts[colour_kind[self.comp.tiles[tid].colour]] += 1
        return counts

    def covered(self, player: int, cell: Cell) -> bool:
        """True when an upper tile rests on ground cell ``cell``."""
        up = self.upper[player]
        r, c = cell
        return (r, c) in up or (r - 1, c) in up or (r, c - 1) in up or (r - 1, c - 1) in up

    def last_player(self) -> int:
        """The player to the right of the start player: the round ends after their turn."""
        return (self.start_player - 1) % self.num_players

    def ankh_spendable(self) -> bool:
        p = self.current_player
        return self.ankh_budget > 0 and self.hands[p][self.comp.ankh] > 0

    # ------------------------------------------------------------------ legal actions
    def _legal_actions(self) -> list:
        if self.is_over:
            return []
        p = self.current_player
        comp = self.comp
        out: list = []
        may_end = self.basic_done
        if not may_end:
            takes = self._take_actions()
            buys = self._buy_actions()
            out.extend(takes)
            out.extend(buys)
            may_end = not takes and not buys  # GA.gap.stuck
        if self.ankh_spendable():
            out.extend(A.REFILLS)
            out.extend(self._move_actions())
        out.extend(self._store_actions())
        if may_end:
            hand = self.hands[p]
            over = False
            if hand[comp.ankh] > comp.ankh_limit:
                out.append(_return_action(comp.kind_letters[comp.ankh]))
                over = True
            if sum(hand) - hand[comp.ankh] > comp.resource_limit:
                for k in range(comp.ankh):
                    if hand[k]:
                        out.append(_return_action(comp.kind_letters[k]))
                over = True
            if not over:
                out.append(A.END)
        return out

    def _take_actions(self) -> list:
        comp = self.comp
        n = comp.take
        total = sum(self.supply)
        if total == 0:
            return []
        if total < n:
            return [A.TakeTokens("".join(comp.kind_letters[k] * c for k, c in enumerate(self.supply)))]
        supply = self.supply
        # Every kind plentiful is the common case: one shared list.
        if min(supply) >= n:
            key: tuple = (comp.kind_letters, n, None)
        else:
            key = (comp.kind_letters, n, tuple(min(c, n) for c in supply))
        acts = _take_cache.get(key)
        if acts is None:
            acts = [a for counts, a in _take_combos(comp.kind_letters, n)
                    if all(c <= x for c, x in zip(counts, supply, strict=False))]
            _take_cache[key] = acts
        return acts

    def _available(self, p: int) -> list[int]:
        """Tokens usable for paying: hand plus storehouse tokens (``GA.special.storehouse-use``)."""
        avail = list(self.hands[p])
        if self.stored[p]:
            for k, c in enumerate(self.stored_counts(p)):
                avail[k] += c
        return avail

    def _ground_spots(self, p: int) -> list[Cell]:
        ground = self.ground[p]
        if not ground and not self.upper[p]:
            return [(0, 0)]  # GA.gap.first-tile
        spots = set()
        for r, c in ground:
            for cell in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
                if cell not in ground:
                    spots.add(cell)
        return sorted(spots)

    def _buy_actions(self) -> list:
        p = self.current_player
        comp = self.comp
        avail = self._available(p)
        discount = self.options.get("upper_discount", False)
        ground = self.ground[p]
        tiles = comp.tiles
        spots = None
        squares = None
        out = []
        for i, tid in enumerate(self.market):
            if tid is None:
                continue
            cost = self.cost[i]
            full = all(a >= c for a, c in zip(avail, cost, strict=False))
            cheaper = []
            if discount:
                for k, c in enumerate(cost):
                    pairs = enumerate(zip(avail, cost, strict=False))
                    if c and all(a >= (x - (j == k)) for j, (a, x) in pairs):
                        cheaper.append(comp.kind_letters[k])
            if not full and not cheaper:
                continue
            space = i + 1
            if full:
                if spots is None:
                    spots = self._ground_spots(p)
                for cell in spots:
                    out.append(A.buy_action(space, cell, False))
            if squares is None:
                squares = free_squares(ground, self.upper[p])
            if squares:
                colour = tiles[tid].colour
                for r, c in squares:
                    if (
                        tiles[ground[(r, c)]].colour == colour
                        or tiles[ground[(r, c + 1)]].colour == colour
                        or tiles[ground[(r + 1, c)]].colour == colour
                        or tiles[ground[(r + 1, c + 1)]].colour == colour
                    ):
                        if full:
                            out.append(A.buy_action(space, (r, c), True))
                        for letter in cheaper:
                            out.append(A.buy_action(space, (r, c), True, letter))
        return out

    def _move_actions(self) -> list:
        p = self.current_player
        ground = self.ground[p]
        up = self.upper[p]
        # Layout dicts are replaced, never changed, so the last list stays valid while they are the same.
        memo = self.__dict__.get("_move_memo")
        if memo is not None and memo[0] is ground and memo[1] is up:
            return memo[2]
        out = self._compute_moves(ground, up)
        self.__dict__["_move_memo"] = (ground, up, out)
        return out

    @staticmethod
    def _compute_moves(ground: dict[Cell, int], up: dict[Cell, int]) -> list:
        out = []
        count: dict[Cell, int] = {}
        for r, c in ground:
            for cell in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
                if cell not in ground:
                    count[cell] = count.get(cell, 0) + 1
        targets = sorted(count)
        move = A.move_action
        for src in sorted(ground):
            r, c = src
            if (r, c) in up or (r - 1, c) in up or (r, c - 1) in up or (r - 1, c - 1) in up:
                continue  # GA.ankh.move-ground-uncovered
            # A cell touching only this tile touches nothing once it is lifted.
            alone = [x for x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)) if count.get(x) == 1]
            for dst in targets:
                if not alone or dst not in alone:
                    out.append(move(src, dst, False, False))
        if up:
            squares = free_squares(ground, up)
            for src in sorted(up):
                for dst in squares:
                    out.append(A.move_action(src, dst, True, True))
        return out

    def _store_actions(self) -> list:
        p = self.current_player
        if not self.ground[p]:
            return []
        out = []
        hand = self.hands[p]
        comp = self.comp
        for layer, cells in ((GROUND, self.ground[p]), (UPPER, self.upper[p])):
            for cell, tid in sorted(cells.items()):
                t = comp.tiles[tid]
                if (
                    t.special == "storehouse"
                    and tid not in self.stored[p]
                    and hand[comp.colour_kind[t.colour]]
                ):
                    if layer == GROUND and self.covered(p, cell):
                        continue
                    out.append(A.Store(cell, layer == UPPER))
        return out

    # ------------------------------------------------------------------ rule checks
    def _check(self, action: Any, ref: Referee) -> None:
        check = _CHECKS.get(type(action))
        if check is None:
            ref.fail(
                "GA.turn.basic-action",
                f"{action!r} is not a Golden Ankh action",
                f"{action!r}은(는) 황금 앙크의 행동이 아닙니다",
            )
        check(self, action, ref)

    def _check_basic(self, ref: Referee) -> None:
        ref.require(
            not self.basic_done,
            "GA.turn.basic-action",
            "only one basic action (take tokens or buy a tile) per turn",
            "한 차례에 기본 행동(토큰 가져오기 또는 타일 구매하기)은 하나만 합니다",
        )

    def _check_take(self, action: A.TakeTokens, ref: Referee) -> None:
        comp = self.comp
        self._check_basic(ref)
        for letter in action.kinds:
            ref.require(
                letter in comp.letter_index,
                "GA.turn.take-tokens",
                f"{letter!r} must be a token kind ({' '.join(comp.kind_letters)})",
                f"{letter!r}은(는) 토큰 종류({' '.join(comp.kind_letters)})여야 합니다",
            )
        total = sum(self.supply)
        if total >= comp.take:
            ref.require(
                len(action.kinds) == comp.take,
                "GA.turn.take-tokens",
                f"take exactly {comp.take} tokens",
                f"토큰을 정확히 {comp.take}개 가져옵니다",
            )
        else:
            ref.require(
                len(action.kinds) == total,
                "GA.gap.take-three",
                f"the supply holds only {total} tokens: take all of them",
                f"공급처에 토큰이 {total}개뿐이므로 모두 가져옵니다",
            )
        for letter in set(action.kinds):
            k = comp.letter_index[letter]
            n = action.kinds.count(letter)
            ref.require(
                n <= self.supply[k],
                "GA.gap.take-three",
                f"the supply must hold {n} {letter} token(s); it has {self.supply[k]}",
                f"공급처에 {letter} 토큰이 {n}개 있어야 합니다(현재 {self.supply[k]}개)",
            )
        ref.note(
            "GA.gap.excess-tokens",
            "tokens may be taken beyond the limits; excess goes back at the end of the turn",
            "제한을 넘겨 가져와도 되며, 초과분은 차례를 마칠 때 반납합니다",
        )

    def _check_buy(self, action: A.Buy, ref: Referee) -> None:
        p = self.current_player
        comp = self.comp
        self._check_basic(ref)
        space = action.space
        ref.require(
            1 <= space <= len(self.market) and self.market[space - 1] is not None,
            "GA.turn.buy-tile",
            f"market space {space} must hold a tile",
            f"시장 {space}번 칸에 타일이 있어야 합니다",
        )
        tile = comp.tiles[self.market[space - 1]]  # type: ignore[index]
        cost = list(self.cost[space - 1])
        if action.discount:
            ref.require(
                bool(self.options.get("upper_discount")),
                "GA.buy.price",
                "the upper-tile discount is not in use in this game",
                "이 게임에서는 위층 타일 할인을 쓰지 않습니다",
            )
            ref.require(
                action.upper,
                "GA.buy.price",
                "only an upper-layer tile costs 1 resource fewer",
                "위층 타일만 자원 1개를 덜 냅니다",
            )
            k = comp.letter_index.get(action.discount, -1)
            ref.require(
                0 <= k < comp.ankh and cost[k] > 0,
                "GA.buy.price",
                f"the discount must be a kind in the price ({self._price_text(space)})",
                f"할인은 가격에 있는 종류여야 합니다({self._price_text(space)})",
            )
            cost[k] -= 1
        avail = self._available(p)
        ref.note(
            "GA.gap.ankh-not-money",
            "ankh tokens cannot pay for tiles",
            "앙크 토큰으로는 타일을 살 수 없습니다",
        )
        ref.require(
            all(a >= c for a, c in zip(avail, cost, strict=False)),
            "GA.buy.price",
            f"you must be able to pay the price of space {space}: {self._price_text(space)}",
            f"{space}번 칸의 가격({self._price_text(space)})을 낼 수 있어야 합니다",
        )
        if action.upper:
            self._check_upper_spot(p, action.cell, ref)
            r, c = action.cell
            colours = {comp.tiles[self.ground[p][cell]].colour for cell in block(r, c)}
            ref.require(
                tile.colour in colours,
                "GA.place.upper-colour",
                "an upper-layer tile must share its colour with one of the 4 ground tiles beneath it",
                "위층 타일은 바닥 타일 4개 중 적어도 하나와 색깔이 같아야 합니다",
            )
        else:
            ground = self.ground[p]
            ref.require(
                action.cell not in ground,
                "GA.place.adjacent",
                f"cell {A._cell(action.cell)} must be empty",
                f"{A._cell(action.cell)} 칸은 비어 있어야 합니다",
            )
            if not ground and not self.upper[p]:
                ref.require(
                    action.cell == (0, 0),
                    "GA.gap.first-tile",
                    "your first tile goes at 0,0",
                    "첫 타일은 0,0에 놓습니다",
                )
            else:
                r, c = action.cell
                ref.require(
                    any(cell in ground for cell in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))),
                    "GA.place.adjacent",
                    "a new tile must touch one of your tiles along a side (up, down, left, right)",
                    "새 타일은 자기 타일과 상하좌우로 맞닿아야 합니다(대각선은 인접이 아닙니다)",
                )

    def _check_upper_spot(
        self, p: int, cell: Cell, ref: Referee, rule: str = "GA.place.upper-layer", lifted: Cell | None = None
    ) -> None:
        r, c = cell
        ground = self.ground[p]
        ref.require(
            all(x in ground for x in block(r, c)),
            rule,
            f"U({r},{c}) must rest on 4 ground tiles forming a 2×2 square",
            f"U({r},{c})는 정사각형을 이루는 바닥 타일 4개 위에 놓여야 합니다",
        )
        ref.require(
            cell not in self.upper[p] or cell == lifted,
            "GA.gap.two-layers",
            f"U({r},{c}) must not already hold an upper-layer tile",
            f"U({r},{c})에 이미 위층 타일이 있으면 안 됩니다",
        )

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

    def _may_end_basic(self) -> bool:
        if self.basic_done:
            return True
        return not self._take_actions() and not self._buy_actions()  # GA.gap.stuck

    def _check_return(self, action: A.ReturnToken, ref: Referee) -> None:
        p = self.current_player
        comp = self.comp
        ref.require(
            self._may_end_basic(),
            "GA.gap.excess-tokens",
            "excess tokens are returned at the end of the turn, after the basic action",
            "초과한 토큰은 기본 행동을 마친 뒤 차례를 마칠 때 반납합니다",
        )
        k = comp.letter_index.get(action.token, -1)
        ref.require(
            k >= 0 and self.hands[p][k] > 0,
            "GA.gap.excess-tokens",
            f"you must hold a {action.token} token to return it",
            f"반납할 {action.token} 토큰이 있어야 합니다",
        )
        if k == comp.ankh:
            ref.require(
                self.hands[p][k] > comp.ankh_limit,
                "GA.tokens.ankh-limit",
                f"return ankh tokens only above the limit of {comp.ankh_limit}",
                f"앙크 토큰은 {comp.ankh_limit}개를 넘을 때만 반납합니다",
            )
        else:
            ref.require(
                self.resources_in_hand(p) > comp.resource_limit,
                "GA.gap.resource-limit",
                f"return resource tokens only above the limit of {comp.resource_limit} in hand",
                f"자원 토큰은 {comp.resource_limit}개를 넘을 때만 반납합니다",
            )

    def _check_end(self, action: A.EndTurn, ref: Referee) -> None:
        p = self.current_player
        comp = self.comp
        if not self.basic_done:
            ref.require(
                self._may_end_basic(),
                "GA.turn.basic-action",
                "do one basic action (take tokens or buy a tile) before ending the turn",
                "차례를 마치기 전에 기본 행동(토큰 가져오기 또는 타일 구매하기)을 해야 합니다",
            )
            ref.note(
                "GA.gap.stuck",
                "no token to take and no tile you can pay for: the basic action is skipped",
                "가져올 토큰도 살 수 있는 타일도 없으므로 기본 행동을 건너뜁니다",
            )
        ref.require(
            self.hands[p][comp.ankh] <= comp.ankh_limit,
            "GA.tokens.ankh-limit",
            f"end your turn with at most {comp.ankh_limit} ankh tokens (return the excess)",
            f"차례를 마칠 때 앙크 토큰은 {comp.ankh_limit}개까지만 보유합니다(초과분 반납)",
        )
        ref.require(
            self.resources_in_hand(p) <= comp.resource_limit,
            "GA.gap.resource-limit",
            f"end your turn with at most {comp.resource_limit} resource tokens in hand (return the excess)",
            f"차례를 마칠 때 자원 토큰은 {comp.resource_limit}개까지만 보유합니다(초과분 반납)",
        )

    def _price_text(self, space: int) -> str:
        return " ".join(letter * n for letter, n in self.price(space).items()) or "free"

    # ------------------------------------------------------------------ carrying out actions
    def _perform(self, action: Any) -> None:
        _PERFORM[type(action)](self, action)

    def _gain(self, p: int, k: int, n: int) -> None:
        """Move ``n`` tokens of kind ``k`` from the supply to player ``p``'s hand (negative: back)."""
        hand = list(self.hands[p])
        hand[k] += n
        self.hands[p] = tuple(hand)
        supply = list(self.supply)
        supply[k] -= n
        self.supply = tuple(supply)

    def _do_take(self, action: A.TakeTokens) -> None:
        p = self.current_player
        hand = list(self.hands[p])
        supply = list(self.supply)
        idx = self.comp.letter_index
        for letter in action.kinds:
            k = idx[letter]
            hand[k] += 1
            supply[k] -= 1
        self.hands[p] = tuple(hand)
        self.supply = tuple(supply)
        self.basic_done = True

    def _do_buy(self, action: A.Buy) -> None:
        p = self.current_player
        comp = self.comp
        i = action.space - 1
        tid = self.market[i]
        cost = list(self.cost[i])
        if action.discount:
            cost[comp.letter_index[action.discount]] -= 1
        # Pay hand tokens first, then storehouse tokens; all go to the supply (GA.buy.pay-to-supply).
        hand = list(self.hands[p])
        supply = list(self.supply)
        stored = set(self.stored[p])
        for k, n in enumerate(cost):
            if not n:
                continue
            from_hand = min(n, hand[k])
            hand[k] -= from_hand
            supply[k] += n
            rest = n - from_hand
            if rest:
                for sid in sorted(stored):
                    if rest and comp.colour_kind[comp.tiles[sid].colour] == k:
                        stored.discard(sid)
                        rest -= 1
        self.hands[p] = tuple(hand)
        self.supply = tuple(supply)
        self.stored[p] = frozenset(stored)
        market = list(self.market)
        market[i] = None  # GA.gap.no-auto-refill: the space stays empty
        self.market = tuple(market)
        self._place(p, tid, action.cell, action.upper)  # type: ignore[arg-type]
        tile = comp.tiles[tid]  # type: ignore[index]
        if tile.special == "storehouse":
            k = comp.colour_kind[tile.colour]
            if self.supply[k] > 0:  # GA.special.storehouse-token
                supply = list(self.supply)
                supply[k] -= 1
                self.supply = tuple(supply)
                self.stored[p] = self.stored[p] | {tid}
        elif tile.special == "scribe":
            self.extra_turns += 1  # GA.special.scribe
        self.basic_done = True
        self._update_bonus(p)
        if self.tiles_placed(p) >= comp.end_tiles:
            self.end_triggered = True  # GA.end.thirteenth-tile
        self._check_tiles_exhausted()

    def _place(self, p: int, tid: int, cell: Cell, upper: bool) -> None:
        if upper:
            up = dict(self.upper[p])
            up[cell] = tid
            self.upper[p] = up
            self._return_covered_tokens(p, cell)
        else:
            ground = dict(self.ground[p])
            ground[cell] = tid
            self.ground[p] = ground

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
            self.stored[p] = self.stored[p] - set(back)

    def _spend_ankh(self) -> None:
        """GA.gap.spent-ankh: a spent ankh goes back to the supply."""
        self._gain(self.current_player, self.comp.ankh, -1)
        self.ankh_budget -= 1

    def _do_refill(self, action: A.Refill) -> None:
        self._spend_ankh()
        market = list(self.market)
        removed = self.removed
        if self.num_players == 2:  # GA.ankh.refill-2p-remove: the leftmost tile present leaves the game
            for i, t in enumerate(market):
                if t is not None:
                    removed = removed + (t,)
                    market[i] = None
                    break
        row = [t for t in market if t is not None]  # GA.ankh.refill-slide
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

    def _check_tiles_exhausted(self) -> None:
        """GA.gap.tiles-exhausted: both stacks and the market empty trigger the end."""
        if not self.stacks[0] and not self.stacks[1] and all(t is None for t in self.market):
            self.end_triggered = True

    def _do_move(self, action: A.Move) -> None:
        p = self.current_player
        self._spend_ankh()
        if action.src_upper:
            up = dict(self.upper[p])
            tid = up.pop(action.src)
            up[action.dst] = tid
            self.upper[p] = up
            self._return_covered_tokens(p, action.dst)  # GA.gap.move-storehouse
        else:
            ground = dict(self.ground[p])
            ground[action.dst] = ground.pop(action.src)
            self.ground[p] = ground
        self._update_bonus(p)

    def _do_store(self, action: A.Store) -> None:
        p = self.current_player
        cells = self.upper[p] if action.upper else self.ground[p]
        tid = cells[action.cell]
        k = self.comp.colour_kind[self.comp.tiles[tid].colour]
        hand = list(self.hands[p])
        hand[k] -= 1
        self.hands[p] = tuple(hand)
        self.stored[p] = self.stored[p] | {tid}

    def _do_return(self, action: A.ReturnToken) -> None:
        p = self.current_player
        self._gain(p, self.comp.letter_index[action.token], -1)
        self.ankh_budget = min(self.ankh_budget, self.hands[p][self.comp.ankh])

    def _do_end(self, action: A.EndTurn) -> None:
        if self.extra_turns:
            self.extra_turns -= 1  # GA.special.scribe, GA.gap.scribe-timing: the same player again
        elif self.current_player == self.last_player() and (
            self.end_triggered or (self.max_rounds is not None and self.round >= self.max_rounds)
        ):
            self.is_over = True  # GA.end.finish-round
            return
        else:
            self.current_player = (self.current_player + 1) % self.num_players  # GA.turn.clockwise
            if self.current_player == self.start_player:
                self.round += 1
        self.turn += 1
        self.basic_done = False
        self.ankh_budget = self.hands[self.current_player][self.comp.ankh]  # GA.gap.ankh-this-turn

    # ------------------------------------------------------------------ bonus markers
    def _update_bonus(self, p: int) -> None:
        """GA.gap.bonus-groups: hold one marker per qualifying group, taking from or returning to the pool."""
        tiles = self.comp.tiles
        want = bonus_entitlement(
            {c: tiles[t] for c, t in self.ground[p].items()}, {c: tiles[t] for c, t in self.upper[p].items()}
        )
        held = list(self.bonus[p])
        if not want and not held:
            return
        pool = list(self.bonus_pool)
        keys = sorted(set(want) | {k for k, _ in held})
        for key in keys:
            have = sum(1 for k, _ in held if k == key)
            while have > want.get(key, 0):  # GA.bonus.return-on-move: give back the marker taken for it
                j = max(i for i, (k, _) in enumerate(held) if k == key)
                pool.append(held.pop(j)[1])
                have -= 1
            while have < want.get(key, 0) and pool:  # GA.gap.bonus-supply: none left, none taken
                if all(v == pool[0] for v in pool):
                    value = pool.pop()
                else:
                    value = pool.pop(self.rng.randbelow(len(pool)))
                held.append((key, value))
                have += 1
        self.bonus[p] = tuple(held)
        self.bonus_pool = tuple(pool)

    # ------------------------------------------------------------------ scores and winners
    def score(self) -> dict[int, Score]:
        tiles = self.comp.tiles
        out = {}
        for p in range(self.num_players):
            parts = score_parts(
                {c: tiles[t] for c, t in self.ground[p].items()},
                {c: tiles[t] for c, t in self.upper[p].items()},
                [v for _, v in self.bonus[p]],
                self.tokens_held(p),
            )
            out[p] = Score.of(parts)
        return out

    def winners(self) -> list[int]:
        """The winners by the rulebook's tie-breaks once the game is over (``[]`` before)."""
        if not self.is_over:
            return []
        return self.leaders()

    def leaders(self) -> list[int]:
        """Who would win if the game ended now (``GA.win.*`` tie-breaks)."""
        sc = self.score()
        players = range(self.num_players)
        return rank(
            {p: sc[p].total for p in players},
            {p: self.tiles_placed(p) for p in players},
            {p: self.tokens_held(p) for p in players},
        )

    # ------------------------------------------------------------------ hidden information
    def view(self, player: int) -> GoldenAnkhState:
        """The state as ``player`` may know it: the order of the face-down stacks is re-drawn."""
        new = self._copy()
        rng = self.rng.spawn(player)
        pool = list(self.stacks[0]) + list(self.stacks[1])
        rng.shuffle(pool)
        n = len(self.stacks[0])
        new.stacks = (tuple(pool[:n]), tuple(pool[n:]))
        # Neither the seed nor the generator may lead back to the real order of the stacks.
        new.seed = rng.next64() >> 16
        new.rng = Rng(state=rng.next64())
        return new

    # ------------------------------------------------------------------ save files
    def to_dict(self) -> dict:
        comp = self.comp
        return {
            "players": self.num_players,
            "seed": self.seed,
            "rng": self.rng.state,
            "options": {
                "tokens_per_kind": self.per_kind,
                "upper_discount": bool(self.options.get("upper_discount", False)),
                "max_rounds": self.max_rounds,
            },
            "components": None if comp is default_components() else comp.to_data(),
            "supply": list(self.supply),
            "hands": [list(h) for h in self.hands],
            "ground": [[[r, c, t] for (r, c), t in sorted(g.items())] for g in self.ground],
            "upper": [[[r, c, t] for (r, c), t in sorted(u.items())] for u in self.upper],
            "stored": [sorted(s) for s in self.stored],
            "bonus": [[[k, v] for k, v in b] for b in self.bonus],
            "bonus_pool": list(self.bonus_pool),
            "market": list(self.market),
            "prices": [list(p) for p in self.prices],
            "stacks": [list(s) for s in self.stacks],
            "removed": list(self.removed),
            "start_player": self.start_player,
            "current_player": self.current_player,
            "turn": self.turn,
            "round": self.round,
            "basic_done": self.basic_done,
            "ankh_budget": self.ankh_budget,
            "extra_turns": self.extra_turns,
            "end_triggered": self.end_triggered,
            "is_over": self.is_over,
        }

    @classmethod
    def from_dict(cls, data: dict) -> GoldenAnkhState:
        from .components import ComponentError, make_components

        r = Reader(data)
        n = r.int("players", 2, 4)
        comp_data = r.raw("components")
        if comp_data is None:
            comp = default_components()
        else:
            cr = r.sub("components")
            try:
                spec = cr.sub("spec").data
                comp = make_components(tiles=cr.list("tiles"), **spec)
            except ComponentError as exc:
                raise SaveError(f"state.components: {exc}") from None
        opts = r.sub("options")
        options = {
            "tokens_per_kind": opts.int("tokens_per_kind", 0),
            "upper_discount": opts.bool("upper_discount"),
            "max_rounds": None if opts.raw("max_rounds") is None else opts.int("max_rounds", 1),
        }
        s = cls(comp, n, r.int("seed"), Rng(state=r.int("rng", 0, (1 << 64) - 1)), options)
        nk = len(comp.kind_keys)
        ntiles = len(comp.tiles)

        def counts(v: Any, where: str) -> tuple[int, ...]:
            if (
                not isinstance(v, list)
                or len(v) != nk
                or any(not isinstance(x, int) or isinstance(x, bool) or x < 0 for x in v)
            ):
                raise SaveError(f"{where} must be {nk} token counts ≥ 0")
            return tuple(v)

        def tile_id(v: Any, where: str) -> int:
            if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < ntiles:
                raise SaveError(f"{where} = {v!r} is not a tile id 0..{ntiles - 1}")
            return v

        def cells(key: str) -> list[dict[Cell, int]]:
            out = []
            for p, rows in enumerate(r.list(key, n)):
                if not isinstance(rows, list):
                    raise SaveError(f"state.{key}[{p}] must be a list")
                d: dict[Cell, int] = {}
                for j, item in enumerate(rows):
                    where = f"state.{key}[{p}][{j}]"
                    if (
                        not isinstance(item, list)
                        or len(item) != 3
                        or not all(isinstance(x, int) and not isinstance(x, bool) for x in item)
                    ):
                        raise SaveError(f"{where} must be [row, col, tile id]")
                    if (item[0], item[1]) in d:
                        raise SaveError(f"{where}: cell {item[0]},{item[1]} is given twice")
                    d[(item[0], item[1])] = tile_id(item[2], where)
                out.append(d)
            return out

        s.supply = counts(r.raw("supply"), "state.supply")
        s.hands = [counts(h, f"state.hands[{i}]") for i, h in enumerate(r.list("hands", n))]
        s.ground = cells("ground")
        s.upper = cells("upper")
        s.stored = [
            frozenset(tile_id(t, f"state.stored[{i}]") for t in _as_list(x, f"state.stored[{i}]"))
            for i, x in enumerate(r.list("stored", n))
        ]
        bonus = []
        for i, held in enumerate(r.list("bonus", n)):
            items = []
            for j, kv in enumerate(_as_list(held, f"state.bonus[{i}]")):
                if (
                    not isinstance(kv, list)
                    or len(kv) != 2
                    or not isinstance(kv[0], str)
                    or not isinstance(kv[1], int)
                    or isinstance(kv[1], bool)
                ):
                    raise SaveError(f"state.bonus[{i}][{j}] must be [group key, value]")
                items.append((kv[0], kv[1]))
            bonus.append(tuple(items))
        s.bonus = bonus
        s.bonus_pool = tuple(_ints(r.list("bonus_pool"), "state.bonus_pool"))
        market = r.list("market", len(comp.price_holes))
        s.market = tuple(
            None if t is None else tile_id(t, f"state.market[{i}]") for i, t in enumerate(market)
        )
        prices = r.list("prices", len(comp.price_holes))
        for i, markers in enumerate(prices):
            if not isinstance(markers, list) or any(
                not isinstance(m, int) or not 0 <= m < comp.ankh for m in markers
            ):
                raise SaveError(f"state.prices[{i}] must list resource kind indices")
        s.set_prices(prices)
        stacks = r.list("stacks", 2)
        s.stacks = tuple(
            tuple(tile_id(t, f"state.stacks[{i}]") for t in _as_list(st, f"state.stacks[{i}]"))
            for i, st in enumerate(stacks)
        )  # type: ignore[assignment]
        s.removed = tuple(tile_id(t, "state.removed") for t in r.list("removed"))
        s.start_player = r.int("start_player", 0, n - 1)
        s.current_player = r.int("current_player", 0, n - 1)
        s.turn = r.int("turn", 1)
        s.round = r.int("round", 1)
        s.basic_done = r.bool("basic_done")
        s.ankh_budget = r.int("ankh_budget", 0)
        s.extra_turns = r.int("extra_turns", 0)
        s.end_triggered = r.bool("end_triggered")
        s.is_over = r.bool("is_over")
        return s

    def validate(self) -> None:
        """Component conservation and layout invariants; :class:`SaveError` names what is wrong."""
        comp = self.comp
        n = self.num_players
        seen: dict[int, str] = {}

        def put(tid: int, where: str) -> None:
            if tid in seen:
                raise SaveError(f"tile {tid} is in two places: {seen[tid]} and {where}")
            seen[tid] = where

        for i, st in enumerate(self.stacks):
            for t in st:
                put(t, f"stack {A.STACKS[i]}")
        for i, t in enumerate(self.market):
            if t is not None:
                put(t, f"market space {i + 1}")
        for t in self.removed:
            put(t, "removed")
        for p in range(n):
            for cell, t in self.ground[p].items():
                put(t, f"P{p + 1} ground {cell}")
            for cell, t in self.upper[p].items():
                put(t, f"P{p + 1} upper {cell}")
                for x in block(*cell):
                    if x not in self.ground[p]:
                        raise SaveError(f"P{p + 1}'s upper tile U{cell} has no ground tile at {x}")
            for sid in self.stored[p]:
                t = comp.tiles[sid]
                if t.special != "storehouse":
                    raise SaveError(f"P{p + 1} keeps a token on tile {sid}, which is not a storehouse")
                place = [c for c, x in self.ground[p].items() if x == sid]
                if not place and sid not in self.upper[p].values():
                    raise SaveError(
                        f"P{p + 1} keeps a token on storehouse {sid}, which is not in their layout"
                    )
                if place and self.covered(p, place[0]):
                    raise SaveError(f"P{p + 1}'s storehouse {sid} is covered and cannot keep a token")
        if len(seen) != len(comp.tiles):
            missing = sorted(set(range(len(comp.tiles))) - set(seen))
            raise SaveError(f"tiles are missing: {missing[:10]}")
        for k in range(len(comp.kind_keys)):
            total = self.supply[k] + sum(h[k] for h in self.hands)
            total += sum(
                1 for p in range(n) for sid in self.stored[p] if comp.colour_kind[comp.tiles[sid].colour] == k
            )
            if total != self.per_kind:
                raise SaveError(
                    f"{total} tokens of kind {comp.kind_letters[k]} are in play; there must be "
                    f"{self.per_kind}"
                )
        markers = sorted(list(self.bonus_pool) + [v for b in self.bonus for _, v in b])
        if markers != sorted(comp.bonus_markers):
            raise SaveError("the bonus markers in the pool and held do not match the component set")
        placed = sorted(m for markers in self.prices for m in markers)
        if placed != sorted(comp.price_markers) or [len(x) for x in self.prices] != list(comp.price_holes):
            raise SaveError("the price markers do not fill the market holes as the component set says")
        if self.ankh_budget > self.hands[self.current_player][comp.ankh]:
            raise SaveError(f"ankh_budget {self.ankh_budget} is more than the ankh tokens the player holds")


def _as_list(v: Any, where: str) -> list:
    if not isinstance(v, list):
        raise SaveError(f"{where} must be a list")
    return v


def _ints(v: list, where: str) -> list[int]:
    if any(not isinstance(x, int) or isinstance(x, bool) for x in v):
        raise SaveError(f"{where} must hold integers")
    return v


_take_cache: dict[tuple, list] = {}
_combo_cache: dict[tuple, list] = {}


def _take_combos(letters: tuple[str, ...], n: int) -> list[tuple[tuple[int, ...], A.TakeTokens]]:
    """Every way to take ``n`` tokens, as (counts per kind, action)."""
    key = (letters, n)
    combos = _combo_cache.get(key)
    if combos is None:
        combos = []
        for combo in combinations_with_replacement(range(len(letters)), n):
            counts = tuple(combo.count(k) for k in range(len(letters)))
            combos.append((counts, A.TakeTokens("".join(letters[k] for k in combo))))
        _combo_cache[key] = combos
    return combos
_returns = {letter: A.ReturnToken(letter) for letter in "BWKGRA"}


def _return_action(letter: str) -> A.ReturnToken:
    a = _returns.get(letter)
    if a is None:
        a = _returns[letter] = A.ReturnToken(letter)
    return a


_CHECKS = {
    A.TakeTokens: GoldenAnkhState._check_take,
    A.Buy: GoldenAnkhState._check_buy,
    A.Refill: GoldenAnkhState._check_refill,
    A.Move: GoldenAnkhState._check_move,
    A.Store: GoldenAnkhState._check_store,
    A.ReturnToken: GoldenAnkhState._check_return,
    A.EndTurn: GoldenAnkhState._check_end,
}
_PERFORM = {
    A.TakeTokens: GoldenAnkhState._do_take,
    A.Buy: GoldenAnkhState._do_buy,
    A.Refill: GoldenAnkhState._do_refill,
    A.Move: GoldenAnkhState._do_move,
    A.Store: GoldenAnkhState._do_store,
    A.ReturnToken: GoldenAnkhState._do_return,
    A.EndTurn: GoldenAnkhState._do_end,
}


def from_json(text: str | bytes) -> GoldenAnkhState:
    """Load a Golden Ankh save file (``SaveError`` if malformed, truncated, tampered or inconsistent)."""
    return load_state(text, GoldenAnkhState)  # type: ignore[return-value]
