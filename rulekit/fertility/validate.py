"""The checks that make a Fertility state one that play can reach (used on loading and by the position
notation): each refusal is an :class:`~rulekit.core.InvalidState` in English and Korean, naming the rule
or the field.

* components: resources, valley tiles, district tiles and monuments each where the game can have them;
  sites only on desert and on the tile that shows them; shops holding only what they accept;
* the layout, once the start tile is on the board: the start tile shows its 4 sites in one of its
  orientations (``FE.board.start-tile``), every valley tile could have been placed in some order,
  each touching a site of its kind already linked to the start tile (``FE.place.connect-same-site``),
  and every quarry is a one-cell hole (``FE.gap.quarry-definition``);
* the game: the 2-player variant is for 2 players (``FE.var.two-player``); the end (``FE.end.trigger``)
  and its last turns; a pending quarry reward or trade only in its phase; a bought district's place;
* a dealt game (one set up by ``new_game``, with its valley boards named): the seat to play follows the
  turn count (``FE.turn.first-player``, ``FE.turn.clockwise``), the number of valley boards
  (``FE.setup.boards``) and of valley tiles in the game (``FE.setup.valley-stack``), hands of personal
  tiles, public tiles and the valley stack as the turns so far leave them (``FE.setup.personal-tiles``,
  ``FE.endturn.refill-public``), resources beside a city only during its owner's turn
  (``FE.endturn.return-leftovers``) and the district row (``FE.endturn.refill-district``).

A position written in the notation (rulebook examples, fragments of a board) is checked for the
first two groups only: it has no deal behind it.

>>> from rulekit import fertility as fe
>>> s = fe.new_game(players=2, seed=1)
>>> check_state(s)
>>> s.current_player = 1
>>> check_state(s)
Traceback (most recent call last):
...
rulekit.errors.InvalidState: current = P2 after 0 turns: the seat to play is P1 (FE.turn.clockwise)
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from ..core import Action, InvalidState, Referee
from ..i18n import josa
from . import scoring, shops
from .components import RESOURCE_NAMES, RESOURCES, is_printed

if TYPE_CHECKING:
    from .state import FertilityState

PLAY_PHASES = ("quarry", "build", "supply", "trade")  # step 1 is done: the hand has one tile fewer


def _refuse(en: str, ko: str, field: str) -> NoReturn:
    raise InvalidState(en, ko, field=field)


def check_state(s: FertilityState) -> None:
    """Raise :class:`~rulekit.core.InvalidState` for the first thing that play could not reach."""
    check_components(s)
    check_play(s)
    if dealt(s):
        check_deal(s)


def dealt(s: FertilityState) -> bool:
    """True for a game set up by ``new_game`` (its valley boards are named; no loose sites)."""
    from .state import LOOSE_SITE

    return bool(s.board.boards) and LOOSE_SITE not in s.tile_at


# --------------------------------------------------------------------------- components


def check_components(s: FertilityState) -> None:
    comp, b = s.comp, s.board
    n = s.num_players
    for k, res in enumerate(RESOURCES):
        held = s.supply[k] + sum(x[k] for x in s.beside)
        held += sum(g.count(res) for goods in s.goods for g in goods.values())
        if held != comp.resources[res]:
            _refuse(
                f"{held} {res} pieces in play; the game has {comp.resources[res]} "
                "(FE.setup.common-supply)",
                f"{res} 자원이 {held}개 있습니다. 게임에는 {comp.resources[res]}개가 있습니다 "
                "(FE.setup.common-supply)",
                "supply",
            )
    placed = [t for t in s.tile_at if t >= 0]
    on_board = set(placed)
    if any(placed.count(t) != 2 for t in on_board):
        _refuse(
            "each valley tile on the board covers exactly two cells (FE.board.valley-tile)",
            "중앙판의 계곡 타일은 각각 정확히 두 칸을 덮습니다 (FE.board.valley-tile)",
            "tile_at",
        )
    where = s.stack + s.box + s.public + s.gone + sorted(on_board) + [t for h in s.hands for t in h]
    if sorted(where) != list(range(len(comp.tiles))):
        _refuse(
            "every valley tile must be in exactly one place (stack, box, hands, public, discarded, board)",
            "계곡 타일은 각각 정확히 한 곳(더미, 상자, 손, 공용, 버린 타일, 중앙판)에 있어야 합니다",
            "tiles",
        )
    for i, kind in enumerate(s.site):
        cell = b.coords[i]
        if bool(kind) != (s.tile_at[i] != -1):
            _refuse(f"sites and tile_at disagree at {cell}",
                    f"{cell}의 생산지(sites)와 tile_at이 맞지 않습니다", "sites")
        if kind and not b.placeable[i]:
            _refuse(
                f"a site on {cell}, which is not desert (FE.place.desert-only)",
                f"사막이 아닌 {cell}에 생산지가 있습니다 (FE.place.desert-only)",
                "sites",
            )
        if kind and i in s.quarry:
            _refuse(f"the quarry at {cell} is covered by a tile (FE.collect.quarry)",
                    f"{cell}의 채석장이 타일에 덮여 있습니다 (FE.collect.quarry)", "quarries")
        if s.tile_at[i] >= 0 and kind not in comp.tiles[s.tile_at[i]]:
            _refuse(f"{cell} does not show a site of its tile (FE.board.valley-tile)",
                    f"{cell}에 그 칸 타일의 생산지가 아닌 것이 있습니다 (FE.board.valley-tile)", "sites")
    for i in s.quarry:
        if not b.placeable[i]:
            _refuse(f"the quarry at {b.coords[i]} is not on desert (FE.gap.quarry-definition)",
                    f"{b.coords[i]}의 채석장이 사막 위에 있지 않습니다 (FE.gap.quarry-definition)",
                    "quarries")
    ds = [d for d in s.row if d is not None] + list(s.dstack)
    ds += [d for lot in s.lots for d in lot if d and not is_printed(d)]  # a printed tile is the box's own
    if sorted(ds) != sorted(comp.districts):
        _refuse(
            "every district tile must be in exactly one place (row, stack, a lot) (FE.setup.districts)",
            "구역 타일은 각각 정확히 한 곳(줄, 더미, 공터)에 있어야 합니다 (FE.setup.districts)",
            "districts",
        )
    on = scoring.monuments_on_board(s)
    for p in range(n):
        if s.monuments[p] + on[p] != comp.monuments_per_kind:
            _refuse(
                f"P{p + 1} must have {comp.monuments_per_kind} monuments in all (FE.setup.monuments)",
                f"P{p + 1}의 기념물은 모두 {comp.monuments_per_kind}개여야 합니다 (FE.setup.monuments)",
                "monuments",
            )
    if len(set(s.monument_kinds)) != n or set(s.monument_kinds) - set(comp.monument_kinds):
        _refuse("each player has a different kind of monument (FE.setup.monuments)",
                "플레이어마다 서로 다른 종류의 기념물을 가집니다 (FE.setup.monuments)", "monument_kinds")
    for p in range(n):
        for (lot, num), g in s.goods[p].items():
            shop = shops.shop_at(s, p, lot, num)
            if shop is None:
                _refuse(f"P{p + 1}'s city has no shop {lot}.{num}",
                        f"P{p + 1}의 도시에는 {lot}.{num} 상점이 없습니다", "goods")
            for j in range(len(g)):
                if not shop.accepts(g[j], g[:j]):
                    _refuse(
                        f"P{p + 1}'s shop {lot}.{num} holds {g!r}: more than {shop} (FE.supply.shown-only)",
                        f"P{p + 1}의 {lot}.{num} 상점에 {josa(repr(g), '이')}"
                        " 있습니다: 받을 수 있는 것보다 많습니다 "
                        "(FE.supply.shown-only)",
                        "goods",
                    )
    check_layout(s)
    if len(s.public) > comp.public_tiles or any(len(h) > comp.personal_tiles for h in s.hands):
        _refuse(
            f"at most {comp.public_tiles} public and {comp.personal_tiles} personal valley tiles "
            "(FE.setup.public-tiles, FE.setup.personal-tiles)",
            f"공용 계곡 타일은 {comp.public_tiles}장, 개인 계곡 타일은 {comp.personal_tiles}장까지입니다 "
            "(FE.setup.public-tiles, FE.setup.personal-tiles)",
            "hands",
        )


def _at(cells: list) -> tuple[str, str]:
    return " and ".join(f"{r},{c}" for r, c in cells), "·".join(f"{r},{c}" for r, c in cells)


def check_layout(s: FertilityState) -> None:
    """The central board as play builds it, checked once the start tile lies on it.

    A fragment without the start tile (the rulebook's pictures) is a part of a board: its edges
    and loose sites are not checked.
    """
    from .state import LOOSE_SITE, START_TILE

    b, comp = s.board, s.comp
    if s.start == (-1, -1) or not b.on_board(s.start):
        return
    r0, c0 = s.start
    shown = (s.site[b.index((r0, c0))] + s.site[b.index((r0, c0 + 1))],
             s.site[b.index((r0 + 1, c0))] + s.site[b.index((r0 + 1, c0 + 1))])
    top, bottom = comp.start_tile
    turns = [(top, bottom)]
    for _ in range(3):
        up, down = turns[-1]
        turns.append((down[0] + up[0], down[1] + up[1]))  # a quarter turn clockwise
    if shown not in turns:
        _refuse(
            f"the start tile at {r0},{c0} shows {'/'.join(shown)}; it is {top}/{bottom}, turned any way "
            "(FE.board.start-tile)",
            f"{r0},{c0}의 시작 타일이 {'/'.join(shown)}입니다. 시작 타일은 {top}/{bottom}이고, "
            "돌려 놓을 수만 있습니다 (FE.board.start-tile)",
            "start",
        )
    linked = {i for i, t in enumerate(s.tile_at) if t == START_TILE}
    tiles: dict[int, list[int]] = {}
    loose = []
    for i, t in enumerate(s.tile_at):
        if t >= 0:
            tiles.setdefault(t, []).append(i)
        elif t == LOOSE_SITE:
            loose.append(i)
    grew = True
    while grew:  # a tile joins when it touches a linked site of its kind: the order play could take
        grew = False
        for t, cells in list(tiles.items()):
            if any(j in linked and s.site[j] == s.site[i] for i in cells for j in b.neighbours[i]):
                linked.update(cells)
                del tiles[t]
                grew = True
        for i in list(loose):
            if any(j in linked for j in b.neighbours[i]):
                linked.add(i)
                loose.remove(i)
                grew = True
    for cells in sorted(tiles.values()) + [[i] for i in loose]:
        where = _at([b.coords[i] for i in cells])
        kinds = [s.site[i] for i in cells]
        en, ko = ("/".join(RESOURCE_NAMES[k][lang] for k in kinds) for lang in (0, 1))
        _refuse(
            f"the tile on {where[0]} ({en}) touches no site of its kind "
            "linked to the start tile: no placement could have put it there (FE.place.connect-same-site)",
            f"{where[1]} 칸의 타일({ko})은 시작 타일과 이어진 같은 종류의 "
            "생산지에 닿아 있지 않습니다. 어떤 배치로도 그 자리에 놓일 수 없습니다 "
            "(FE.place.connect-same-site)",
            "tile_at",
        )
    for i in sorted(s.quarry):
        empty = [j for j in b.neighbours[i] if b.placeable[j] and not s.site[j] and j not in s.quarry]
        if empty:
            (r, c), (r2, c2) = b.coords[i], b.coords[empty[0]]
            _refuse(
                f"the quarry at {r},{c} is not an isolated one-cell space: {r2},{c2} beside it is still "
                "empty (FE.gap.quarry-definition)",
                f"{r},{c}의 채석장은 고립된 1칸짜리 빈칸이 아닙니다: 옆의 {r2},{c2} 칸이 아직 비어 있습니다 "
                "(FE.gap.quarry-definition)",
                "quarries",
            )


# --------------------------------------------------------------------------- the game


def check_play(s: FertilityState) -> None:
    n = s.num_players
    if s.variant and n != 2:
        _refuse(
            f"the 2-player variant is played by 2 players, not {n} (FE.var.two-player)",
            f"2인 변형 규칙은 2명이 합니다. 플레이어 수: {n} (FE.var.two-player)",
            "variant",
        )
    over = s.phase == "over"
    if s.remaining is not None and not 0 <= s.remaining <= n:
        _refuse(
            f"remaining = {s.remaining}: after the end is triggered each player has one more turn "
            f"(0 to {n} left) (FE.end.trigger)",
            f"remaining = {s.remaining}: 종료가 시작되면 각자 한 차례씩 더 합니다 "
            f"(0~{n}차례 남음) (FE.end.trigger)",
            "remaining",
        )
    if over != (s.remaining == 0):
        _refuse(
            "the game is over exactly when the last turns after the end trigger are played (FE.end.trigger)",
            "게임은 종료가 시작된 뒤 마지막 차례들을 모두 마쳤을 때에만 끝납니다 (FE.end.trigger)",
            "phase",
        )
    if s.phase == "remove" and not s.variant:
        _refuse("a public tile is removed only in the 2-player variant (FE.var.two-player-removal)",
                "공용 타일 제거는 2인 변형 규칙에서만 합니다 (FE.var.two-player-removal)", "phase")
    if s.phase == "quarry" and not s.pending:
        _refuse("the phase is 'quarry' with no quarry reward pending (FE.collect.quarry)",
                "받을 채석장 보상이 없는데 phase가 'quarry'입니다 (FE.collect.quarry)", "phase")
    if s.phase == "trade" and not s.trade:
        _refuse("the phase is 'trade' with no trade pending (FE.shop.trade)",
                "받을 교환 보상이 없는데 phase가 'trade'입니다 (FE.shop.trade)", "phase")
    if s.bought is not None and (s.phase in ("place", "over") or s.row[s.bought - 1] is not None):
        _refuse(
            f"bought = {s.bought}: a district tile bought this turn leaves its place in the row empty until "
            "the turn ends (FE.endturn.refill-district)",
            f"bought = {s.bought}: 이번 차례에 산 구역 타일의 자리는 차례가 끝날 때까지 비어 있습니다 "
            "(FE.endturn.refill-district)",
            "bought",
        )


def check_deal(s: FertilityState) -> None:
    """What the deal and the turns so far leave: seat, boards, tile counts, hands, public tiles, stack."""
    comp = s.comp
    n = s.num_players
    over = s.phase == "over"
    seat = (s.turn - (1 if over else 0)) % n  # the game ends on the last player's turn, counted
    if over and s.turn < n:
        _refuse("the game is over before every player had a turn (FE.end.trigger)",
                "모든 플레이어가 한 차례씩 하기도 전에 게임이 끝났다고 되어 있습니다 (FE.end.trigger)",
                "phase")
    if s.current_player != seat:
        _refuse(
            f"current = P{s.current_player + 1} after {s.turn} turns: the seat to play is P{seat + 1} "
            "(FE.turn.clockwise)",
            f"{s.turn}차례를 마친 뒤 current = P{s.current_player + 1}: 차례인 자리는 P{seat + 1}입니다 "
            "(FE.turn.clockwise)",
            "current",
        )
    boards = comp.boards_by_players[str(n)]
    if len(s.board.boards) != boards:
        _refuse(
            f"{len(s.board.boards)} valley boards for {n} players; the game has {boards} (FE.setup.boards)",
            f"{n}인 게임의 계곡판이 {len(s.board.boards)}장입니다. {boards}장이어야 합니다 (FE.setup.boards)",
            "valley_boards",
        )
    count = comp.tiles_by_players["2-variant" if s.variant else str(n)]
    if len(s.box) != len(comp.tiles) - count:
        _refuse(
            f"{len(comp.tiles) - len(s.box)} valley tiles are in the game; with {n} players"
            f"{' (variant)' if s.variant else ''} there are {count} (FE.setup.valley-stack)",
            f"게임에 계곡 타일이 {len(comp.tiles) - len(s.box)}장 있습니다. {n}인"
            f"{'(변형 규칙)' if s.variant else ''} 게임에는 {count}장입니다 (FE.setup.valley-stack)",
            "box",
        )
    for p in range(n):
        if any(s.beside[p]) and (p != s.current_player or s.phase == "over"):
            _refuse(
                f"P{p + 1} has resources beside the city outside their turn (FE.endturn.return-leftovers)",
                f"P{p + 1}의 도시판 옆에 자기 차례가 아닌데 자원이 있습니다 (FE.endturn.return-leftovers)",
                "beside",
            )
    if len(s.row) != comp.district_row or (None in s.row and s.dstack and s.bought is None):
        _refuse(
            f"the district row has {comp.district_row} places, refilled from the stack at the end of a turn "
            "(FE.endturn.refill-district)",
            f"구역 타일 줄은 {comp.district_row}자리이며, 차례가 끝날 때 더미에서 채웁니다 "
            "(FE.endturn.refill-district)",
            "row",
        )
    if s.remaining is not None and s.stack:
        _refuse(
            "the end is triggered while the valley stack still has tiles (FE.end.trigger)",
            "계곡 타일 더미에 타일이 남아 있는데 게임 종료가 시작되었습니다 (FE.end.trigger)",
            "remaining",
        )
    if s.remaining is not None:
        return  # the last turns: hands and public tiles run down
    per_turn = 2 if s.variant else 1  # public tiles drawn from the stack at the end of each turn
    dealt_stack = count - n * comp.personal_tiles - comp.public_tiles
    if len(s.stack) != dealt_stack - per_turn * s.turn:
        _refuse(
            f"the valley stack has {len(s.stack)} tiles after {s.turn} turns; it must have "
            f"{dealt_stack - per_turn * s.turn} (FE.endturn.refill-public)",
            f"{s.turn}차례 뒤 계곡 타일 더미에 {len(s.stack)}장이 있습니다. "
            f"{dealt_stack - per_turn * s.turn}장이어야 합니다 (FE.endturn.refill-public)",
            "stack",
        )
    public = comp.public_tiles - (1 if s.phase == "remove" else 0)
    if len(s.public) != public:
        _refuse(
            f"{len(s.public)} public valley tiles; there are {public} until the end is triggered "
            "(FE.endturn.refill-public)",
            f"공용 계곡 타일이 {len(s.public)}장입니다. 종료가 시작되기 전에는 {public}장입니다 "
            "(FE.endturn.refill-public)",
            "public",
        )
    for p in range(n):
        want = comp.personal_tiles - (1 if p == s.current_player and s.phase in PLAY_PHASES else 0)
        if len(s.hands[p]) != want:
            _refuse(
                f"P{p + 1} holds {len(s.hands[p])} personal valley tiles; now {want} "
                "(FE.setup.personal-tiles, FE.endturn.take-public)",
                f"P{p + 1}의 개인 계곡 타일이 {len(s.hands[p])}장입니다. 지금은 {want}장이어야 합니다 "
                "(FE.setup.personal-tiles, FE.endturn.take-public)",
                "hands",
            )


# --------------------------------------------------------------------------- hand-built actions


def _is_cell(v: object) -> bool:
    return isinstance(v, tuple) and len(v) == 2 and all(type(x) is int for x in v)


def _is_count(v: object) -> bool:
    return type(v) is int


def _need(ref: Referee, ok: bool, rule: str, en: str, ko: str) -> None:
    """Refuse when not ``ok``; a passing field check is not listed by ``explain`` (it is no rule)."""
    if not ok:
        ref.fail(rule, en, ko)


def check_action_fields(action: Action, ref: Referee) -> None:
    """Refuse an action object whose fields no notation text could give (a hand-built dataclass)."""
    from . import actions as A

    sites = RESOURCES  # production sites and resources: M C P G

    def letters(v: object, allowed: str, size: int | None = None) -> bool:
        return isinstance(v, str) and all(ch in allowed for ch in v) and (size is None or len(v) == size)

    if isinstance(action, A.Place):
        _need(ref, letters(action.first, sites, 1) and letters(action.second, sites, 1)
              and _is_cell(action.a) and _is_cell(action.b), "FE.place.choose",
              "a valley tile is placed as two sites (M, C, P or G) on two (row, column) cells",
              "계곡 타일은 두 생산지(M, C, P, G)를 두 칸 (행, 열)에 놓습니다")
    elif isinstance(action, (A.Discard, A.TakePublic, A.RemovePublic)):
        rule = {A.Discard: "FE.gap.discard", A.TakePublic: "FE.endturn.take-public",
                A.RemovePublic: "FE.var.two-player-removal"}[type(action)]
        _need(ref, letters(action.tile, sites, 2), rule,
              f"a valley tile is named by its two sites (e.g. PG), not {action.tile!r}",
              f"계곡 타일은 두 생산지 글자로 적습니다(예: PG): {action.tile!r}")
    elif isinstance(action, (A.QuarryTake, A.QuarryMonument)):
        resource = getattr(action, "resource", "M")  # a monument names no resource
        ok = _is_cell(action.cell) and letters(resource, sites, 1)
        _need(ref, ok, "FE.collect.quarry",
              "a quarry reward names the quarry's (row, column) cell and a resource M, C, P or G",
              "채석장 보상은 채석장 칸 (행, 열)과 자원 M, C, P, G 중 하나로 적습니다")
    elif isinstance(action, A.Buy):
        _need(ref, _is_count(action.slot), "FE.district.choose",
              f"slot must be a place of the district row (a whole number), not {action.slot!r}",
              f"slot은 구역 타일 줄의 자리(정수)여야 합니다: {action.slot!r}")
        _need(ref, letters(action.pay, sites + "W"), "FE.district.cost",
              f"pay must be resource letters M, C, P, G or W (wheat), not {action.pay!r}",
              f"pay에는 자원 글자 M, C, P, G 또는 W(밀)만 씁니다: {action.pay!r}")
        _need(ref, action.lot is None or _is_count(action.lot), "FE.district.no-free-lot",
              f"lot must be a lot number of the city or None, not {action.lot!r}",
              f"lot은 도시의 공터 번호이거나 None이어야 합니다: {action.lot!r}")
    elif isinstance(action, A.Supply):
        # W (wheat) is a letter of the notation; FE.gap.wheat-not-goods refuses it.
        _need(ref, letters(action.resource, sites + "W", 1), "FE.supply.from-beside",
              f"a shop is supplied with one resource M, C, P or G, not {action.resource!r}",
              f"상점에는 자원 M, C, P, G 중 하나를 공급합니다: {action.resource!r}")
        _need(ref, _is_count(action.lot) and _is_count(action.shop), "FE.supply.shown-only",
              f"a shop is named by lot and shop numbers, not {action.lot!r}.{action.shop!r}",
              f"상점은 공터 번호와 상점 번호로 적습니다: {action.lot!r}.{action.shop!r}")
    elif isinstance(action, A.Gain):
        _need(ref, letters(action.resource, sites, 1), "FE.shop.trade",
              f"a trade gives one resource M, C, P or G, not {action.resource!r}",
              f"교환으로는 자원 M, C, P, G 중 하나를 받습니다: {action.resource!r}")
