"""The checks that make a Golden Ankh state one that play can reach (used on loading and by the position
helpers): each refusal is an :class:`~rulekit.core.InvalidState` in English and Korean, naming the rule or
the field.

* components: every tile is in exactly one place, the tokens of each kind add up to the supply of the
  game, the bonus and price markers are those of the component set;
* layouts (``GA.place.adjacent``, ``GA.gap.first-tile``, ``GA.gap.move-destination``): cells within the
  kit's bounds and within reach of the first tile at (0,0) (each placement or move lands next to a tile,
  so a tile is at most one step further out per action); a lone tile lies at (0,0); a layout of two or
  more ground tiles has two that touch (the last tile placed or moved touches one); an upper tile rests
  on 4 ground tiles (``GA.place.upper-layer``); tokens only on uncovered storehouses;
* counters: the turn count matches the round, the seat to play and the scribes' extra turns
  (``GA.turn.clockwise``, ``GA.special.scribe``); the end (``GA.end.thirteenth-tile``,
  ``GA.end.finish-round``); hands within the limits between turns (``GA.tokens.ankh-limit``,
  ``GA.gap.resource-limit``) for every player but the one to play; the ankh budget
  (``GA.gap.ankh-this-turn``).

>>> from rulekit import golden_ankh as ga
>>> s = ga.new_game(2, seed=1)
>>> check_state(s)
>>> s.turn = 5
>>> check_state(s)
Traceback (most recent call last):
...
rulekit.errors.InvalidState: turn = 5 does not match round 1 with P1 to play: it must be 0 (GA.turn.clockwise)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from rulekit.core import Action, InvalidState, Referee

from ..i18n import josa
from . import actions as A
from .adjacency import block

if TYPE_CHECKING:
    from .fields import StateFields

MAX_TOKENS_PER_KIND = 99  # a variant may be generous, but the supply is a pile of wooden tokens
MAX_CELL = 200  # the kit's bound on a layout's coordinates: far beyond any layout of 55 tiles in a real game


def _refuse(en: str, ko: str, field: str) -> NoReturn:
    raise InvalidState(en, ko, field=field)


def check_state(s: StateFields, history: bool = True) -> None:
    """Raise :class:`~rulekit.core.InvalidState` for the first thing that play could not reach.

    ``history=False`` (the position helpers of lessons) leaves out what depends on how the position
    came about: the reach from the first tile, touching tiles and the lone tile's cell, and the hand
    limits of the turns before.  A lesson may show two tiles meeting at a corner, or give a player
    more tokens than a turn ends with; a saved game cannot hold them.
    """
    check_tiles(s)
    for p in range(s.num_players):
        check_layout(s, p, history)
    check_markers(s)
    check_counters(s)
    check_hands(s, history)
    for p in range(s.num_players):
        s._validate_bonus(p)


def check_position(s: StateFields) -> None:
    """The one test of a possible position: what loading a save file asks (:func:`check_state`), and
    that the position does save and load back equal.  Every position the notation or an edit builds
    passes here, so whatever an editor shows, ``from_json(s.to_json())`` loads.

    >>> from rulekit import golden_ankh as ga
    >>> s = ga.new_game(2, seed=1)
    >>> check_position(s)
    >>> s.round = -1
    >>> check_position(s)
    Traceback (most recent call last):
    ...
    rulekit.errors.InvalidState: round = -1: it counts from 1 in whole numbers (GA.turn.clockwise)
    """
    from rulekit.core import BilingualError, load_state

    check_state(s)
    try:
        back = load_state(s.to_json(), type(s))
    except BilingualError as exc:  # a safety net: check_state is meant to refuse first, naming the rule
        en = exc.en.removeprefix("save file state is impossible: ")
        ko = exc.ko.removeprefix("저장 파일의 상태는 게임에서 나올 수 없습니다: ")
        _refuse(f"the position cannot be saved: {en}", f"이 국면은 저장할 수 없습니다: {ko}",
                exc.field or "position")
    if back != s:
        _refuse("the position does not load back as it was saved",
                "이 국면은 저장한 그대로 다시 읽히지 않습니다", "position")


# --------------------------------------------------------------------------- components


def check_tiles(s: StateFields) -> None:
    """Each tile in exactly one place (GA.setup.tile-stacks)."""
    comp = s.comp
    seen: dict[int, tuple[str, str]] = {}

    def put(tid: int, en: str, ko: str) -> None:
        if tid in seen:
            _refuse(
                f"tile {tid} is in two places: {seen[tid][0]} and {en}",
                f"타일 {tid}: 두 곳에 있습니다: {seen[tid][1]}, {ko}",
                "tiles",
            )
        seen[tid] = (en, ko)

    for i, st in enumerate(s.stacks):
        for t in st:
            put(t, f"stack {A.STACKS[i]}", f"{A.STACKS[i]} 더미")
    for i, held in enumerate(s.market):
        if held is not None:
            put(held, f"market space {i + 1}", f"시장 {i + 1}번 칸")
    for t in s.removed:
        put(t, "removed", "게임에서 제외됨")
    for p in range(s.num_players):
        for cell, t in s.ground[p].items():
            put(t, f"P{p + 1} ground {cell}", f"P{p + 1} 바닥 {cell}")
        for cell, t in s.upper[p].items():
            put(t, f"P{p + 1} upper {cell}", f"P{p + 1} 위층 {cell}")
    if len(seen) != len(comp.tiles):
        missing = sorted(set(range(len(comp.tiles))) - set(seen))
        _refuse(f"tiles are missing: {missing[:10]}", f"타일이 빠져 있습니다: {missing[:10]}", "tiles")


def check_markers(s: StateFields) -> None:
    """Tokens, bonus markers and price markers as the component set has them."""
    comp = s.comp
    for k in range(len(comp.kind_keys)):
        total = s.supply[k] + sum(h[k] for h in s.hands)
        total += sum(comp.colour_kind[comp.tiles[sid].colour] == k for st in s.stored for sid in st)
        if total != s.per_kind:
            letter = comp.kind_letters[k]
            _refuse(
                f"{total} tokens of kind {letter} are in play; there must be {s.per_kind} (GA.setup.supply)",
                f"{letter} 토큰이 {total}개 있습니다. {s.per_kind}개여야 합니다 (GA.setup.supply)",
                "supply",
            )
    markers = sorted(list(s.bonus_pool) + [v for b in s.bonus for _, v in b])
    if markers != sorted(comp.bonus_markers):
        _refuse(
            "the bonus markers in the pool and held do not match the component set (GA.setup.bonus-pool)",
            "더미와 플레이어가 가진 보너스 마커가 구성물과 맞지 않습니다 (GA.setup.bonus-pool)",
            "bonus_pool",
        )
    placed = sorted(m for markers in s.prices for m in markers)
    if placed != sorted(comp.price_markers) or [len(x) for x in s.prices] != list(comp.price_holes):
        _refuse(
            "the price markers do not fill the market holes as the component set says (GA.setup.prices)",
            "가격 마커가 구성물대로 시장의 구멍을 채우고 있지 않습니다 (GA.setup.prices)",
            "prices",
        )


# --------------------------------------------------------------------------- layouts


def reach(s: StateFields, p: int) -> int:
    """How far (rows + columns) from (0,0) a tile of ``p`` can be: one step per placement or move."""
    turns = s.turn + 1  # p has played at most every turn so far and this one
    return s.tiles_placed(p) + s.comp.ankh_limit * turns


def check_layout(s: StateFields, p: int, history: bool = True) -> None:
    """Cells in bounds and within reach, a lone tile at (0,0), touching tiles, supported upper tiles."""
    ground, upper = s.ground[p], s.upper[p]
    far = reach(s, p)
    if history and len(ground) == 1 and (0, 0) not in ground:
        (cell,) = ground
        _refuse(
            f"P{p + 1}'s only tile is at {cell[0]},{cell[1]}: the first tile is placed at 0,0 and a lone "
            "tile cannot move (GA.gap.first-tile)",
            f"P{p + 1}의 하나뿐인 타일이 {cell[0]},{cell[1]}에 있습니다: 첫 타일은 0,0에 놓고, 혼자인 타일은 "
            "옮길 수 없습니다 (GA.gap.first-tile)",
            f"ground[{p}]",
        )
    for layer, cells in (("ground", ground), ("upper", upper)):
        for r, c in cells:
            if abs(r) > MAX_CELL or abs(c) > MAX_CELL:
                _refuse(
                    f"P{p + 1}'s {layer} tile at {r},{c} is off the board: rows and columns go from "
                    f"-{MAX_CELL} to {MAX_CELL}",
                    f"P{p + 1}의 {r},{c} 타일은 배치 영역 밖에 있습니다: "
                    f"행과 열은 -{MAX_CELL}~{MAX_CELL}입니다",
                    f"{layer}[{p}]",
                )
            if history and abs(r) + abs(c) > far:
                _refuse(
                    f"P{p + 1}'s tile at {r},{c} is {abs(r) + abs(c)} steps from the first tile at 0,0; "
                    f"{s.tiles_placed(p)} tiles and {s.turn} turns reach at most {far} (GA.place.adjacent)",
                    f"P{p + 1}의 {r},{c} 타일은 첫 타일(0,0)에서 {abs(r) + abs(c)}칸 떨어져 있습니다. 타일 "
                    f"{s.tiles_placed(p)}개와 {s.turn}차례로는 {far}칸까지만 닿습니다 (GA.place.adjacent)",
                    f"ground[{p}]",
                )
    if history:
        check_touching(s, p)
    for cell in upper:
        for x in block(*cell):
            if x not in ground:
                _refuse(
                    f"P{p + 1}'s upper tile U{cell} has no ground tile at {x} (GA.place.upper-layer)",
                    f"P{p + 1}의 위층 타일 U{cell} 아래 {x}에 바닥 타일이 없습니다 (GA.place.upper-layer)",
                    f"upper[{p}]",
                )
    comp = s.comp
    for sid in s.stored[p]:
        t = comp.tiles[sid]
        if t.special != "storehouse":
            _refuse(
                f"P{p + 1} keeps a token on tile {sid}, which is not a storehouse "
                "(GA.special.storehouse-use)",
                f"P{p + 1}: 저장고가 아닌 타일 {sid}에 토큰을 두었습니다 (GA.special.storehouse-use)",
                f"stored[{p}]",
            )
        place = [c for c, x in ground.items() if x == sid]
        if not place and sid not in upper.values():
            _refuse(
                f"P{p + 1} keeps a token on storehouse {sid}, which is not in their layout",
                f"P{p + 1}: 자기 배치에 없는 저장고 {sid}에 토큰을 두었습니다",
                f"stored[{p}]",
            )
        if place and s.covered(p, place[0]):
            _refuse(
                f"P{p + 1}'s storehouse {sid} is covered and cannot keep a token "
                "(GA.special.storehouse-covered)",
                f"P{p + 1}의 저장고 {josa(sid, '은')} 가려져 있어 토큰을 둘 수 없습니다 "
                "(GA.special.storehouse-covered)",
                f"stored[{p}]",
            )


# --------------------------------------------------------------------------- counters and hands



def check_touching(s: StateFields, p: int) -> None:
    """A layout of two or more ground tiles has two that touch: the last tile placed or moved touches one.

    This holds whatever the history, so positions set up at the table are checked for it too.
    """
    ground = s.ground[p]
    touching = any((r, c + 1) in ground or (r + 1, c) in ground for r, c in ground)
    if len(ground) >= 2 and not touching:
        _refuse(
            f"none of P{p + 1}'s tiles touch another along a side: the last tile placed or moved touches "
            "one (GA.place.adjacent, GA.gap.move-destination)",
            f"P{p + 1}의 타일 중 서로 상하좌우로 맞닿은 것이 없습니다: 마지막으로 놓거나 옮긴 타일은 다른 "
            "타일과 맞닿아 있어야 합니다 (GA.place.adjacent, GA.gap.move-destination)",
            f"ground[{p}]",
        )


def scribes_placed(s: StateFields) -> int:
    """Scribe tiles in the layouts: each gave its buyer one extra turn (GA.special.scribe)."""
    tiles = s.comp.tiles
    return sum(
        tiles[t].special == "scribe"
        for p in range(s.num_players)
        for layer in (s.ground[p], s.upper[p])
        for t in layer.values()
    )


def check_counters(s: StateFields) -> None:
    """Turn, round, seat, extra turns and the end agree with one another."""
    n = s.num_players
    for name, value, lo in (("round", s.round, 1), ("turn", s.turn, 0), ("ankh_budget", s.ankh_budget, 0)):
        if not isinstance(value, int) or isinstance(value, bool) or value < lo:
            shown = repr(value)[:40]
            _refuse(
                f"{name} = {shown}: it counts from {lo} in whole numbers (GA.turn.clockwise)",
                f"{name} = {shown}: {lo}부터 세는 정수여야 합니다 (GA.turn.clockwise)",
                name,
            )
    for name in ("is_over", "end_triggered", "basic_done"):
        if not isinstance(getattr(s, name), bool):
            shown = repr(getattr(s, name))[:40]
            _refuse(f"{name} must be True or False, not {shown}",
                    f"{name}에는 True 또는 False만 씁니다: {shown}", name)
    if s.extra_turns not in (0, 1) or (s.extra_turns and (not s.basic_done or s.is_over)):
        _refuse(
            f"extra_turns = {s.extra_turns}: a scribe bought this turn gives one extra turn, taken when the "
            "turn ends (GA.special.scribe)",
            f"extra_turns = {s.extra_turns}: 이번 차례에 산 서기관이 추가 차례 1번을 주며, 차례가 끝날 때 "
            "씁니다 (GA.special.scribe)",
            "extra_turns",
        )
    seat = (s.current_player - s.start_player) % n  # regular turns played in this round
    base = (s.round - 1) * n + seat + (1 if s.is_over else 0)
    extra_taken = s.turn - base
    scribes = scribes_placed(s)
    if extra_taken < 0 or extra_taken + s.extra_turns > scribes:
        lo, hi = base, base + max(0, scribes - s.extra_turns)
        allowed = str(lo) if lo == hi else f"{lo} to {hi}"
        ko_allowed = str(lo) if lo == hi else f"{lo}~{hi}"
        _refuse(
            f"turn = {s.turn} does not match round {s.round} with P{s.current_player + 1} to play: "
            f"it must be {allowed} (GA.turn.clockwise)",
            f"turn = {josa(s.turn, '은')}"
            f" {s.round}라운드에 P{s.current_player + 1}의 차례인 것과 맞지 않습니다: "
            f"{ko_allowed}이어야 합니다 (GA.turn.clockwise)",
            "turn",
        )
    most = max(s.tiles_placed(p) for p in range(n))
    if most >= s.comp.end_tiles and not s.end_triggered:
        _refuse(
            f"a player has {most} tiles but the end is not triggered (GA.end.thirteenth-tile)",
            f"타일이 {most}개인 플레이어가 있는데 게임 종료가 시작되지 않았습니다 (GA.end.thirteenth-tile)",
            "end_triggered",
        )
    exhausted = not s.stacks[0] and not s.stacks[1] and all(t is None for t in s.market)
    if s.end_triggered and most < s.comp.end_tiles and not exhausted:
        _refuse(
            f"the end is triggered, but no player has {s.comp.end_tiles} tiles and tiles are left "
            "(GA.end.thirteenth-tile, GA.gap.tiles-exhausted)",
            f"게임 종료가 시작되었지만 타일 {s.comp.end_tiles}개를 놓은 플레이어도 없고 타일도 남아 있습니다 "
            "(GA.end.thirteenth-tile, GA.gap.tiles-exhausted)",
            "end_triggered",
        )
    capped = s.max_rounds is not None and s.round >= s.max_rounds
    if s.is_over and (s.current_player != s.last_player() or not (s.end_triggered or capped)):
        _refuse(
            "the game is over, but the round is not finished after the end was triggered "
            "(GA.end.finish-round)",
            "게임이 끝났다고 되어 있지만, 종료가 시작된 뒤 라운드를 마치지 않았습니다 (GA.end.finish-round)",
            "is_over",
        )
    if s.max_rounds is not None and s.round > s.max_rounds:
        _refuse(
            f"round {s.round} is past the game's last round {s.max_rounds} (max_rounds)",
            f"{s.round}라운드는 이 게임의 마지막 라운드({s.max_rounds})를 넘습니다 (max_rounds)",
            "round",
        )


def check_hands(s: StateFields, history: bool = True) -> None:
    """Hands within the limits between turns; the ankh budget within the ankh held."""
    comp = s.comp
    for p in range(s.num_players):
        if not history or (p == s.current_player and not s.is_over):
            continue  # tokens taken this turn may pass the limits until the turn ends
        ankh, resources = s.hands[p][comp.ankh], s.resources_in_hand(p)
        if ankh > comp.ankh_limit:
            _refuse(
                f"P{p + 1} holds {ankh} ankh tokens between turns; at most {comp.ankh_limit} "
                "(GA.tokens.ankh-limit)",
                f"P{p + 1}: 차례 밖에서 앙크 토큰 {ankh}개를 가지고 있습니다. 최대 {comp.ankh_limit}개 "
                "(GA.tokens.ankh-limit)",
                f"hands[{p}]",
            )
        if resources > comp.resource_limit:
            _refuse(
                f"P{p + 1} holds {resources} resource tokens between turns; at most {comp.resource_limit} "
                "(GA.gap.resource-limit)",
                f"P{p + 1}: 차례 밖에서 자원 토큰 {resources}개를 가지고 있습니다. 최대 "
                f"{comp.resource_limit}개 (GA.gap.resource-limit)",
                f"hands[{p}]",
            )
    held = s.hands[s.current_player][comp.ankh]
    if s.ankh_budget > min(held, comp.ankh_limit):
        _refuse(
            f"ankh_budget {s.ankh_budget} is more than the ankh tokens the player holds ({held}) "
            f"or may spend in a turn ({comp.ankh_limit}) (GA.gap.ankh-this-turn)",
            f"ankh_budget {josa(s.ankh_budget, '은')} 플레이어가 가진 앙크 토큰({held}개)이나 "
            f"한 차례에 쓸 수 있는 수({comp.ankh_limit}개)보다 많습니다 (GA.gap.ankh-this-turn)",
            "ankh_budget",
        )


# --------------------------------------------------------------------------- hand-built actions


def _is_cell(v: object) -> bool:
    return (
        isinstance(v, tuple)
        and len(v) == 2
        and all(isinstance(x, int) and not isinstance(x, bool) for x in v)
    )


def _letters(v: object, allowed: str) -> bool:
    return isinstance(v, str) and all(ch in allowed for ch in v)


def _need(ref: Referee, ok: bool, rule: str, en: str, ko: str) -> None:
    """Refuse when not ``ok``; a passing field check is not listed by ``explain`` (it is no rule)."""
    if not ok:
        ref.fail(rule, en, ko)


def check_action_fields(s: StateFields, action: Action, ref: Referee) -> None:
    """Refuse an action object whose fields no notation text could give (a hand-built dataclass).

    Each refusal cites the rule the field belongs to, so ``apply`` never fails with a ``TypeError``
    or ``KeyError`` on a bad field.
    """
    letters = "".join(s.comp.kind_letters)
    if isinstance(action, (A.TakeTokens, A.ReturnTokens)):
        field = "kinds" if isinstance(action, A.TakeTokens) else "tokens"
        value = getattr(action, field)
        rule = "GA.turn.take-tokens" if field == "kinds" else "GA.gap.excess-tokens"
        _need(
            ref,
            _letters(value, letters),
            rule,
            f"{field} must be token letters ({' '.join(letters)}), not {value!r}",
            f"{field}에는 토큰 글자({' '.join(letters)})만 쓸 수 있습니다: {value!r}",
        )
    elif isinstance(action, A.Buy):
        n = len(s.market)
        _need(
            ref,
            isinstance(action.space, int) and not isinstance(action.space, bool) and 1 <= action.space <= n,
            "GA.turn.buy-tile",
            f"space must be a market space 1 to {n}, not {action.space!r}",
            f"space는 시장 칸 번호 1~{n}이어야 합니다: {action.space!r}",
        )
        _need(
            ref,
            _is_cell(action.cell),
            "GA.place.adjacent",
            f"cell must be (row, column) in whole numbers, not {action.cell!r}",
            f"cell은 정수 (행, 열)이어야 합니다: {action.cell!r}",
        )
        _need(
            ref,
            isinstance(action.upper, bool),
            "GA.place.upper-layer",
            f"upper must be True or False, not {action.upper!r}",
            f"upper는 True 또는 False여야 합니다: {action.upper!r}",
        )
        resources = letters[: s.comp.ankh]
        _need(
            ref,
            isinstance(action.discount, str) and (action.discount == "" or (
                len(action.discount) == 1 and action.discount in resources)),
            "GA.buy.price",
            f"discount must be '' or one resource letter ({' '.join(resources)}), not {action.discount!r}",
            f"discount는 ''이거나 자원 글자 하나({' '.join(resources)})여야 합니다: {action.discount!r}",
        )
    elif isinstance(action, A.Refill):
        _need(
            ref,
            isinstance(action.stack, str) and action.stack in A.STACKS and len(action.stack) == 1,
            "GA.ankh.refill-choose-stack",
            f"stack must be A or B, not {action.stack!r}",
            f"stack은 A 또는 B여야 합니다: {action.stack!r}",
        )
    elif isinstance(action, A.Move):
        for name in ("src", "dst"):
            value = getattr(action, name)
            _need(
                ref,
                _is_cell(value),
                "GA.ankh.move",
                f"{name} must be (row, column) in whole numbers, not {value!r}",
                f"{josa(name, '은')} 정수 (행, 열)이어야 합니다: {value!r}",
            )
        for name in ("src_upper", "dst_upper"):
            value = getattr(action, name)
            _need(
                ref,
                isinstance(value, bool),
                "GA.ankh.move",
                f"{name} must be True or False, not {value!r}",
                f"{josa(name, '은')} True 또는 False여야 합니다: {value!r}",
            )
    elif isinstance(action, A.Store):
        _need(
            ref,
            _is_cell(action.cell) and isinstance(action.upper, bool),
            "GA.special.storehouse-use",
            f"a storehouse is named by (row, column) and upper True or False, not {action.cell!r}, "
            f"{action.upper!r}",
            f"저장고는 정수 (행, 열)과 upper(True/False)로 가리킵니다: {action.cell!r}, {action.upper!r}",
        )
