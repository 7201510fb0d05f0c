"""Turn structure and basic actions (rulebook: 기본 행동, §3.3–3.6) and the end of a turn and game (§3.10).

Taking tokens, buying and placing a tile (ground or upper layer), the end-of-turn token limits and
returning the excess (in one action), ending the turn (clockwise play, scribe turns, the last round).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from operator import lt
from typing import TYPE_CHECKING, cast

from rulekit.core import Referee

from . import actions as A
from .adjacency import Cell, block, free_squares
from .fields import StateFields, with_seat
from .speed import placed, remember

if TYPE_CHECKING:
    from .components import Components


class TurnRules(StateFields):
    """The rules of a turn: take tokens (a), buy a tile (b), place it, end the turn."""

    def _take_actions(self) -> list[A.TakeTokens]:
        return _take_list(self.comp, self.supply)

    def _available(self, p: int) -> list[int]:
        """Tokens usable for paying: hand plus storehouse tokens (``GA.special.storehouse-use``)."""
        avail = list(self.hands[p])
        if self.stored[p]:
            for k, c in enumerate(self.stored_counts(p)):
                avail[k] += c
        return avail

    def _ground_spots(self, p: int) -> list[Cell]:
        return self._by_layout("_spots_memo", p, self._ground_spots_of)

    @staticmethod
    def _ground_spots_of(ground: dict[Cell, int], upper: dict[Cell, int]) -> list[Cell]:
        """Empty cells where a new ground tile may go (GA.place.adjacent)."""
        if not ground and not upper:
            return [(0, 0)]  # GA.gap.first-tile
        spots = set()
        for r, c in ground:
            for cell in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
                if cell not in ground:
                    spots.add(cell)
        return sorted(spots)

    def _buy_actions(self) -> list[A.Buy]:
        p = self.current_player
        comp = self.comp
        avail = self._available(p)
        discount = self.options.get("upper_discount", False)
        ground = self.ground[p]
        tiles = comp.tiles
        spots = None
        squares = None
        out: list[A.Buy] = []
        for i, tid in enumerate(self.market):
            if tid is None:
                continue
            cost = self.cost[i]
            full = not any(map(lt, avail, cost))  # every kind of the price is at hand
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
                out.extend(map(A.buys_of(space, False).__getitem__, spots))
            if squares is None:
                squares = self._by_layout("_squares_memo", p, free_squares)
            if squares:
                colour = tiles[tid].colour
                on_upper = A.buys_of(space, True)
                for r, c in squares:
                    if (
                        tiles[ground[(r, c)]].colour == colour
                        or tiles[ground[(r, c + 1)]].colour == colour
                        or tiles[ground[(r + 1, c)]].colour == colour
                        or tiles[ground[(r + 1, c + 1)]].colour == colour
                    ):
                        if full:
                            out.append(on_upper[(r, c)])
                        for letter in cheaper:
                            out.append(A.buy_action(space, (r, c), True, letter))
        return out

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
                f"가져올 토큰 {letter!r}: 토큰 종류({' '.join(comp.kind_letters)}) 중 하나여야 합니다",
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
        for letter in dict.fromkeys(action.kinds):  # each kind once, in the action's order
            if letter not in comp.letter_index:
                continue  # refused above (GA.turn.take-tokens)
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
                "a discounted purchase needs the upper-tile discount option (upper_discount=True)",
                "할인 구매는 위층 타일 할인 옵션(upper_discount=True)을 켠 게임에서만 할 수 있습니다",
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
                f"할인은 가격에 있는 종류여야 합니다({self._price_words(space)})",
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
            f"{space}번 칸의 가격({self._price_words(space)})을 낼 수 있어야 합니다",
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

    def _may_end_basic(self) -> bool:
        if self.basic_done:
            return True
        return not self._take_actions() and not self._buy_actions()  # GA.gap.stuck

    def _excess(self, p: int) -> tuple[int, int]:
        """Ankh tokens above the ankh limit and resource tokens in hand above the resource limit."""
        comp = self.comp
        return (
            max(0, self.hands[p][comp.ankh] - comp.ankh_limit),
            max(0, self.resources_in_hand(p) - comp.resource_limit),
        )

    def _return_actions(self) -> list[A.ReturnTokens]:
        """Every way to give back exactly the excess: the ankh above 2, any resources above 5 in hand."""
        return _return_choices(self.comp, self.hands[self.current_player])

    def _check_return(self, action: A.ReturnTokens, ref: Referee) -> None:
        p = self.current_player
        comp = self.comp
        ref.require(
            self._may_end_basic(),
            "GA.gap.excess-tokens",
            "excess tokens are returned at the end of the turn, after the basic action",
            "초과한 토큰은 기본 행동을 마친 뒤 차례를 마칠 때 반납합니다",
        )
        for letter in sorted(set(action.tokens)):
            k = comp.letter_index.get(letter, -1)
            n = action.tokens.count(letter)
            ref.require(
                k >= 0 and self.hands[p][k] >= n,
                "GA.gap.excess-tokens",
                f"you must hold the {n} {letter} token(s) you return",
                f"반납할 {letter} 토큰 {n}개를 가지고 있어야 합니다",
            )
        ankh_over, resources_over = self._excess(p)
        ankhs = action.tokens.count(comp.kind_letters[comp.ankh])
        ref.require(
            ankhs == ankh_over,
            "GA.tokens.ankh-limit",
            f"return exactly your ankh tokens above the limit of {comp.ankh_limit}: {ankh_over}",
            f"앙크 토큰은 {comp.ankh_limit}개를 넘는 만큼만 정확히 반납합니다: {ankh_over}개",
        )
        ref.require(
            len(action.tokens) - ankhs == resources_over,
            "GA.gap.resource-limit",
            f"return exactly your resource tokens above the limit of {comp.resource_limit} in hand: "
            f"{resources_over}, of the kinds you choose",
            f"손에 든 자원 토큰은 {comp.resource_limit}개를 넘는 만큼만 정확히 반납합니다: "
            f"{resources_over}개, 종류는 자유",
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

    def _price_words(self, space: int) -> str:
        """The price in Korean words (the colours' names in the components' data, as the board's tokens
        say them)."""
        comp = self.comp
        return ", ".join(f"{comp.kind_name(comp.kind_keys[comp.letter_index[letter]], 'ko')} {n}개"
                         if letter in comp.letter_index else f"{letter} {n}개"
                         for letter, n in self.price(space).items()) or "무료"

    def _gain(self, p: int, k: int, n: int) -> None:
        """Move ``n`` tokens of kind ``k`` from the supply to player ``p``'s hand (negative: back)."""
        hand = list(self.hands[p])
        hand[k] += n
        self.hands[p] = tuple(hand)
        supply = list(self.supply)
        supply[k] -= n
        self.supply = tuple(supply)

    def _take_tokens(self, action: A.TakeTokens) -> None:
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

    def _buy_tile(self, action: A.Buy) -> None:
        p = self.current_player
        comp = self.comp
        i = action.space - 1
        tid = cast(int, self.market[i])  # _check_buy: the space holds a tile
        cost = list(self.cost[i])
        if action.discount:
            cost[comp.letter_index[action.discount]] -= 1
        # Payment order, best for the buyer: tokens on storehouses this upper tile is about to cover
        # (they would go back anyway, GA.special.storehouse-return), then hand tokens, then the other
        # storehouse tokens (GA.special.storehouse-use).  All go to the supply (GA.buy.pay-to-supply).
        hand = list(self.hands[p])
        supply = list(self.supply)
        stored = set(self.stored[p])
        doomed = set()
        if action.upper and stored:
            ground = self.ground[p]
            doomed = {ground[x] for x in block(*action.cell)} & stored
        for k, n in enumerate(cost):
            if not n:
                continue
            supply[k] += n
            for sid in sorted(doomed):
                if n and comp.colour_kind[comp.tiles[sid].colour] == k:
                    stored.discard(sid)
                    n -= 1
            from_hand = min(n, hand[k])
            hand[k] -= from_hand
            n -= from_hand
            for sid in sorted(stored):
                if n and comp.colour_kind[comp.tiles[sid].colour] == k:
                    stored.discard(sid)
                    n -= 1
        self.hands[p] = tuple(hand)
        self.supply = tuple(supply)
        self.stored = with_seat(self.stored, p, frozenset(stored))
        market = list(self.market)
        market[i] = None  # GA.gap.no-auto-refill: the space stays empty
        self.market = tuple(market)
        self._place(p, tid, action.cell, action.upper)
        tile = comp.tiles[tid]
        if tile.special == "storehouse":
            k = comp.colour_kind[tile.colour]
            if self.supply[k] > 0:  # GA.special.storehouse-token
                supply = list(self.supply)
                supply[k] -= 1
                self.supply = tuple(supply)
                self.stored = with_seat(self.stored, p, self.stored[p] | {tid})
        elif tile.special == "scribe":
            self.extra_turns += 1  # GA.special.scribe
        self.basic_done = True
        self._update_bonus(p)
        if self.tiles_placed(p) >= comp.end_tiles:
            self.end_triggered = True  # GA.end.thirteenth-tile
        self._check_tiles_exhausted()

    def _place(self, p: int, tid: int, cell: Cell, upper: bool) -> None:
        if upper:
            self.upper[p] = placed(self.upper[p], cell, tid)  # a new layout: copies share the old one
            self._return_covered_tokens(p, cell)
        else:
            self.ground[p] = placed(self.ground[p], cell, tid)

    def _check_tiles_exhausted(self) -> None:
        """GA.gap.tiles-exhausted: both stacks and the market empty trigger the end."""
        if not self.stacks[0] and not self.stacks[1] and all(t is None for t in self.market):
            self.end_triggered = True

    def _return_tokens(self, action: A.ReturnTokens) -> None:
        p = self.current_player
        idx = self.comp.letter_index
        hand = list(self.hands[p])
        supply = list(self.supply)
        for letter in action.tokens:
            k = idx[letter]
            hand[k] -= 1
            supply[k] += 1
        self.hands[p] = tuple(hand)
        self.supply = tuple(supply)
        self.ankh_budget = min(self.ankh_budget, self.hands[p][self.comp.ankh])

    def _end_turn(self, action: A.EndTurn) -> None:
        self.turn += 1  # turns completed, the last one of the game included
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
        self.basic_done = False
        self.ankh_budget = self.hands[self.current_player][self.comp.ankh]  # GA.gap.ankh-this-turn


# The token choices depend only on the supply or the hand (and the set's limits), which repeat often:
# each list is kept by those values (shared, never changed).
@remember(maxsize=8_192)
def _take_list(comp: Components, supply: tuple[int, ...]) -> list[A.TakeTokens]:
    """:func:`_take_choices` of ``supply``; many supplies share one list, as the choices depend only on
    each kind's count up to the number taken."""
    n = comp.take
    capped = tuple(min(c, n) for c in supply)
    if capped != supply:
        return _take_list(comp, capped)
    return _take_choices(comp.kind_letters, n, capped)


def _take_choices(letters: tuple[str, ...], n: int, supply: tuple[int, ...]) -> list[A.TakeTokens]:
    """Every way to take ``n`` tokens from ``supply`` (all of them when fewer are left, GA.gap.take-three)."""
    total = sum(supply)
    if total == 0:
        return []
    if total < n:
        return [A.TakeTokens("".join(letters[k] * c for k, c in enumerate(supply)))]
    combos = _take_combos(letters, n)
    return [a for counts, a in combos if all(c <= x for c, x in zip(counts, supply, strict=False))]


@remember(maxsize=8_192)
def _return_choices(comp: Components, hand: tuple[int, ...]) -> list[A.ReturnTokens]:
    """Every way to give back exactly the excess of ``hand`` (see ``TurnRules._excess``)."""
    ankh_over = max(0, hand[comp.ankh] - comp.ankh_limit)
    resources_over = max(0, sum(hand) - hand[comp.ankh] - comp.resource_limit)
    if not ankh_over and not resources_over:
        return []
    ankhs = comp.kind_letters[comp.ankh] * ankh_over
    if not resources_over:
        return [_return_action(ankhs)]
    out = []
    for combo in combinations_with_replacement(range(comp.ankh), resources_over):
        if all(combo.count(k) <= hand[k] for k in set(combo)):
            out.append(_return_action("".join(comp.kind_letters[k] for k in combo) + ankhs))
    return out


@remember(maxsize=64)
def _take_combos(letters: tuple[str, ...], n: int) -> list[tuple[tuple[int, ...], A.TakeTokens]]:
    """Every way to take ``n`` tokens, as (counts per kind, action)."""
    combos = []
    for combo in combinations_with_replacement(range(len(letters)), n):
        counts = tuple(combo.count(k) for k in range(len(letters)))
        combos.append((counts, A.TakeTokens("".join(letters[k] for k in combo))))
    return combos


@remember(maxsize=1_024)
def _return_action(letters: str) -> A.ReturnTokens:
    return A.ReturnTokens(letters)
