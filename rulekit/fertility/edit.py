"""Edits of a Fertility position (for the position editor and for code): pure and checked.

Each edit takes a state and returns a new one; the state given is never changed.  An edit builds
the candidate position, writes it in the position notation (:mod:`.position`) and reads it back,
so every edited position passes the same checks as a position typed as text
(:mod:`.validate`): an impossible position is refused with a bilingual
:class:`~rulekit.core.InvalidState` (or :class:`~.position.PositionError`) naming what is wrong —
a tile on water, a tile touching no site of its kind, a sixth tile of a kind, a shop given a
resource it does not show, more pieces than the game has.

Cells are ``(row, col)`` of the central board; lots count from 1 (0 is the shop printed on the
city board) and shops on a district tile from 1, as in the action notation (``supply C 3.1``).

>>> from rulekit import fertility as fe
>>> from rulekit.fertility import edit
>>> s = edit.empty(players=2)
>>> r, c = s.start
>>> s2 = edit.put_tile(s, "PG", (r - 1, c), (r - 2, c))   # papyrus beside the start tile's papyrus
>>> s2.site[s2.board.index((r - 1, c))], s.site[s.board.index((r - 1, c))]
('P', '')
>>> edit.put_tile(s, "MM", (0, 0), (0, 1))
Traceback (most recent call last):
...
rulekit.errors.InvalidState: the tile on 0,0 and 0,1 (marble/marble) touches no site of its kind linked ...
>>> fe.score(edit.set_goods(edit.set_district(s, 0, 1, "D12"), 0, 1, 1, "C"))[0].parts["special shops"]
1
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TypeGuard

from ..core import InvalidState
from ..glossary import term
from ..i18n import josa
from .components import RESOURCES, is_printed
from .position import PositionError, format_position, parse_position
from .state import LOOSE_SITE, START_TILE, FertilityState, new_game

Cell = tuple[int, int]
_NEW = 10**6  # a tile number no real tile has: the notation gives the placed tile its number
_FIELD, _WATER = term("fertility", "wheat-field"), term("fertility", "water")  # FE.place.no-wheat-water


def _refuse(en: str, ko: str, field: str = "position") -> InvalidState:
    return InvalidState(en, ko, field=field)


def text(state: FertilityState) -> str:
    """The position notation of ``state`` (:func:`~.position.format_position`)."""
    return format_position(state)


def from_text(text: str, like: FertilityState | None = None) -> FertilityState:
    """A state from position notation, with the seed and component data of ``like`` (if given).

    >>> from rulekit.fertility import edit
    >>> s = edit.empty(players=3)
    >>> edit.from_text(edit.text(s), like=s) == s
    True
    """
    if like is None:
        return parse_position(text)
    return parse_position(text, seed=like.seed, data=like.comp.folder)


def empty(players: int = 2, seed: int = 0, variant: bool = False) -> FertilityState:
    """A game as setup leaves it (the central board, the start tile, dealt tiles), ready to edit.

    The position is read back from its notation, so it is one the editor can change freely: the
    checks of a dealt game (tiles per turn) give way to those of any position.

    >>> from rulekit.fertility import edit
    >>> s = edit.empty(players=2)
    >>> s.num_players, s.phase, len(s.public), s.start != (-1, -1)
    (2, 'place', 3, True)
    """
    s = new_game(players=players, seed=seed, variant=variant)
    return from_text(format_position(s), like=s)


def _copy(state: FertilityState) -> FertilityState:
    s = state._copy()
    s.site, s.tile_at, s.quarry = list(state.site), list(state.tile_at), dict(state.quarry)
    s.hands = [list(h) for h in state.hands]
    s.beside = [list(b) for b in state.beside]
    s.wheat, s.monuments = list(state.wheat), list(state.monuments)
    s.monument_kinds = list(state.monument_kinds)
    s.lots = [list(lot) for lot in state.lots]
    s.goods = [dict(g) for g in state.goods]
    s.public, s.row = list(state.public), list(state.row)
    return s


def _rebuild(state: FertilityState, edited: FertilityState) -> FertilityState:
    """The edited copy, written in the notation and read back with all the position's checks."""
    try:
        return from_text(format_position(edited), like=state)
    except PositionError as exc:  # said of the edit, not of a text the user never typed
        raise _refuse(exc.en.removeprefix("position: "), exc.ko.removeprefix("포지션: "),
                      exc.field or "position") from None


def _is_cell(cell: object) -> TypeGuard[tuple[int, int]]:
    return isinstance(cell, tuple) and len(cell) == 2 and all(type(v) is int for v in cell)


def _cell(state: FertilityState, cell: object, what: str = "cell") -> int:
    if not _is_cell(cell) or not state.board.on_board(cell):
        raise _refuse(f"{cell!r} is not a cell of the central board",
                      f"{josa(repr(cell), '은')} 중앙판의 칸이 아닙니다", what)
    return state.board.index(cell)


def _player(state: FertilityState, player: object) -> int:
    if type(player) is not int or not 0 <= player < state.num_players:
        raise _refuse(f"{player!r} is not a player of this {state.num_players}-player game",
                      f"{josa(repr(player), '은')}"
                      f" 이 {state.num_players}인 게임의 플레이어가 아닙니다", "player")
    return player


def _name(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def _free_cell(state: FertilityState, i: int) -> None:
    """Refuse a cell a valley tile cannot cover (FE.place.desert-only, FE.gap.placement-extent)."""
    b = state.board
    cell = b.coords[i]
    if not b.placeable[i]:
        terrain = {"w": (f"a {_FIELD.en}", _FIELD.ko), "~": (_WATER.en, _WATER.ko)}
        what = terrain.get(b.cells[i], ("not desert", "사막 아님"))
        raise _refuse(f"{_name(cell)} is {what[0]}: a valley tile lies only on desert "
                      "(FE.place.no-wheat-water)",
                      f"{_name(cell)} 칸은 {what[1]}입니다. 계곡 타일은 사막에만 놓습니다 "
                      "(FE.place.no-wheat-water)", "sites")
    if state.site[i]:
        raise _refuse(f"{_name(cell)} is already covered by a tile (FE.gap.placement-extent)",
                      f"{_name(cell)} 칸은 이미 타일이 덮고 있습니다 (FE.gap.placement-extent)", "sites")
    if i in state.quarry:
        raise _refuse(f"{_name(cell)} is a quarry: no tile may cover it (FE.gap.placement-extent)",
                      f"{_name(cell)} 칸은 채석장입니다. 타일로 덮을 수 없습니다 (FE.gap.placement-extent)",
                      "sites")


def check_free(state: FertilityState, cell: Cell) -> None:
    """Refuse (bilingual :class:`~rulekit.core.InvalidState`) a cell no valley tile can cover now.

    >>> from rulekit.fertility import edit
    >>> s = edit.empty(players=2)
    >>> edit.check_free(s, (0, 1))
    >>> edit.check_free(s, s.start)
    Traceback (most recent call last):
    ...
    rulekit.errors.InvalidState: 3,6 is already covered by a tile (FE.gap.placement-extent)
    """
    _free_cell(state, _cell(state, cell))


def put_tile(state: FertilityState, kinds: str, a: Cell, b: Cell) -> FertilityState:
    """A valley tile put on the board: site ``kinds[0]`` on cell ``a``, ``kinds[1]`` on ``b``.

    The two cells must be side by side, on desert and free; the tile must touch a site of its kind
    linked to the start tile (as play would have placed it), and the game must still have a tile
    of those two kinds.

    >>> from rulekit.fertility import edit
    >>> s = edit.empty(players=2)
    >>> r, c = s.start
    >>> edit.put_tile(s, "PX", (r - 1, c), (r - 2, c))
    Traceback (most recent call last):
    ...
    rulekit.errors.InvalidState: 'PX' is not a valley tile: two sites of M, C, P, G
    """
    if not (isinstance(kinds, str) and len(kinds) == 2 and all(k in RESOURCES for k in kinds)):
        raise _refuse(f"{kinds!r} is not a valley tile: two sites of M, C, P, G",
                      f"{josa(repr(kinds), '은')} 계곡 타일이 아닙니다: M, C, P, G 중 두 생산지", "tiles")
    i, j = _cell(state, a), _cell(state, b)
    if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
        raise _refuse(f"a valley tile covers two cells side by side, not {_name(a)} and {_name(b)} "
                      "(FE.gap.tile-shape)",
                      f"계곡 타일은 맞닿은 두 칸을 덮습니다. {_name(a)}·{_name(b)}는 맞닿아 있지 않습니다 "
                      "(FE.gap.tile-shape)", "sites")
    _free_cell(state, i)
    _free_cell(state, j)
    s = _copy(state)
    s.site[i], s.site[j] = kinds[0], kinds[1]
    s.tile_at[i] = s.tile_at[j] = _NEW
    return _rebuild(state, s)


def _tile_cells(state: FertilityState, cell: Cell) -> list[int]:
    """The cells of the tile (valley tile, start tile or loose site) covering ``cell``."""
    i = _cell(state, cell)
    t = state.tile_at[i]
    if not state.site[i]:
        raise _refuse(f"no tile lies on {_name(cell)}", f"{_name(cell)} 칸에는 타일이 없습니다", "sites")
    if t == LOOSE_SITE:
        return [i]
    return [k for k, u in enumerate(state.tile_at) if u == t]


def remove_at(state: FertilityState, cell: Cell) -> FertilityState:
    """What lies on ``cell`` taken off: a valley tile (both its cells), the start tile or a quarry.

    A tile the others need to stay linked to the start tile cannot go (the check names the one
    left without a neighbour); a monument taken off goes back to its owner.

    >>> from rulekit.fertility import edit
    >>> s = edit.empty(players=2)
    >>> r, c = s.start
    >>> s2 = edit.put_tile(s, "PG", (r - 1, c), (r - 2, c))
    >>> edit.remove_at(s2, (r - 2, c)) == s
    True
    """
    i = _cell(state, cell)
    s = _copy(state)
    if i in state.quarry:
        owner = s.quarry.pop(i)
        if owner >= 0:
            s.monuments[owner] += 1
        return _rebuild(state, s)
    cells = _tile_cells(state, cell)
    for k in cells:
        s.site[k], s.tile_at[k] = "", -1
    if state.tile_at[i] == START_TILE:
        s.start = (-1, -1)
    return _rebuild(state, s)


def turn_tile(state: FertilityState, cell: Cell) -> FertilityState:
    """The tile on ``cell`` turned: a valley tile swaps its two sites, the start tile a quarter turn.

    >>> from rulekit.fertility import edit
    >>> s = edit.empty(players=2)
    >>> r, c = s.start
    >>> t = edit.turn_tile(s, s.start)
    >>> [t.site[t.board.index((r + dr, c + dc))] for dr, dc in ((0, 0), (0, 1), (1, 1), (1, 0))] == [
    ...     s.site[s.board.index((r + dr, c + dc))] for dr, dc in ((1, 0), (0, 0), (0, 1), (1, 1))]
    True
    """
    cells = _tile_cells(state, cell)
    s = _copy(state)
    if len(cells) == 4:  # the start tile: a quarter turn clockwise
        tl, tr, bl, br = sorted(cells)
        s.site[tl], s.site[tr], s.site[br], s.site[bl] = (state.site[bl], state.site[tl], state.site[tr],
                                                          state.site[br])
    elif len(cells) == 2:
        a, b = cells
        s.site[a], s.site[b] = state.site[b], state.site[a]
    else:
        raise _refuse("a loose site of a board fragment has no tile to turn",
                      "중앙판 일부에 따로 놓인 생산지는 돌릴 타일이 없습니다", "sites")
    return _rebuild(state, s)


def move_tile(state: FertilityState, cell: Cell, a: Cell, b: Cell) -> FertilityState:
    """The valley tile on ``cell`` moved to ``a`` and ``b`` (its site on ``cell`` goes to ``a``).

    >>> from rulekit.fertility import edit
    >>> s = edit.empty(players=2)
    >>> r, c = s.start
    >>> s2 = edit.put_tile(s, "PG", (r - 1, c), (r - 2, c))
    >>> s3 = edit.move_tile(s2, (r - 2, c), (r + 1, c - 1), (r + 1, c - 2))   # grapes beside grapes
    >>> s3.site[s3.board.index((r + 1, c - 1))], s3.site[s3.board.index((r - 2, c))]
    ('G', '')
    """
    cells = _tile_cells(state, cell)
    if len(cells) != 2:
        raise _refuse("only a valley tile can be moved: the start tile stays (remove it to set it again)",
                      "계곡 타일만 옮길 수 있습니다. 시작 타일은 빼낸 뒤 다시 놓으세요", "sites")
    i = _cell(state, cell)
    other = cells[1] if cells[0] == i else cells[0]
    kinds = state.site[i] + state.site[other]
    lifted = _copy(state)
    for k in cells:
        lifted.site[k], lifted.tile_at[k] = "", -1
    lifted._new_board_state()
    _free_cell(lifted, _cell(state, a))
    _free_cell(lifted, _cell(state, b))
    if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
        raise _refuse(f"a valley tile covers two cells side by side, not {_name(a)} and {_name(b)} "
                      "(FE.gap.tile-shape)",
                      f"계곡 타일은 맞닿은 두 칸을 덮습니다. {_name(a)}·{_name(b)}는 맞닿아 있지 않습니다 "
                      "(FE.gap.tile-shape)", "sites")
    ia, ib = state.board.index(a), state.board.index(b)
    lifted.site[ia], lifted.site[ib] = kinds[0], kinds[1]
    lifted.tile_at[ia] = lifted.tile_at[ib] = _NEW
    return _rebuild(state, lifted)


def put_start(state: FertilityState, cell: Cell, turns: int = 0) -> FertilityState:
    """The start tile put with its top-left corner on ``cell``, turned ``turns`` quarter turns clockwise.

    >>> from rulekit.fertility import edit
    >>> s = edit.empty(players=2)
    >>> edit.put_start(edit.remove_at(s, s.start), s.start, 0).start == s.start
    True
    """
    if state.start != (-1, -1):
        raise _refuse("the game has one start tile, and it is on the board already (FE.board.start-tile)",
                      "시작 타일은 한 장뿐이며 이미 중앙판에 있습니다 (FE.board.start-tile)", "start")
    r, c = cell if isinstance(cell, tuple) and len(cell) == 2 else (-9, -9)
    block = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
    idx = [_cell(state, x) for x in block]
    for i in idx:
        _free_cell(state, i)
    top, bottom = state.comp.start_tile
    a, b, d, e = top[0], top[1], bottom[0], bottom[1]
    for _ in range(turns % 4):
        a, b, d, e = d, a, e, b
    s = _copy(state)
    for i, k in zip(idx, (a, b, d, e), strict=True):
        s.site[i], s.tile_at[i] = k, START_TILE
    s.start = (r, c)
    return _rebuild(state, s)


def put_quarry(state: FertilityState, cell: Cell, owner: int | None = None) -> FertilityState:
    """A quarry on ``cell``, empty (``owner=None``) or holding a monument of player ``owner``.

    On a whole board (the start tile on it) a quarry is a one-cell hole (FE.gap.quarry-definition);
    a monument comes from its owner's 4 (FE.setup.monuments).  A quarry already there changes owner.

    >>> from rulekit.fertility import edit
    >>> s = edit.from_text("players 2\\nboard\\n....\\nstart -")
    >>> s = edit.put_quarry(edit.put_quarry(s, (0, 0), 0), (0, 2), 1)
    >>> s.monuments, edit.text(s).splitlines()[5]
    ([3, 3], '1.2.')
    """
    i = _cell(state, cell)
    b = state.board
    if state.site[i] or not b.placeable[i]:
        raise _refuse(f"a quarry is an empty desert cell; {_name(cell)} is not (FE.gap.quarry-definition)",
                      f"채석장은 비어 있는 사막 칸입니다. {_name(cell)} 칸은 그렇지 않습니다 "
                      "(FE.gap.quarry-definition)", "quarries")
    s = _copy(state)
    before = s.quarry.pop(i, -1)
    if before >= 0:
        s.monuments[before] += 1
    if owner is not None:
        p = _player(state, owner)
        if s.monuments[p] <= 0:
            raise _refuse(f"P{p + 1} has no monument left: all {state.comp.monuments_per_kind} are on the "
                          "board (FE.setup.monuments)",
                          f"P{p + 1}에게 남은 기념물이 없습니다. {state.comp.monuments_per_kind}개 모두 "
                          "중앙판에 있습니다 (FE.setup.monuments)", "monuments")
        s.monuments[p] -= 1
    s.quarry[i] = -1 if owner is None else owner
    return _rebuild(state, s)


def set_district(state: FertilityState, player: int, lot: int, district: str | None) -> FertilityState:
    """District tile ``district`` (e.g. ``"D12"``) on a lot of ``player``'s city; ``None`` empties the lot.

    A tile can lie in one place only: one on the row or on another lot is taken from there
    (its place in the row stays empty).  Emptying a lot takes off the resources on its shops.
    ``district`` may also be a tile typed as printed on a real one, its shops joined by ``+``
    (:func:`~rulekit.fertility.components.printed_district`), so that any box can be scored.

    >>> from rulekit.fertility import edit
    >>> s = edit.set_district(edit.empty(players=2), 1, 3, "D12")
    >>> s.lots[1][2]
    'D12'
    >>> s = edit.set_goods(edit.set_district(s, 0, 1, "gcpm>12"), 0, 1, 1, "MCPG")
    >>> s.lots[0][0], s.score()[0].parts["normal shops"]
    ('MCPG>12', 12)
    >>> edit.set_district(s, 0, 9, "D13")
    Traceback (most recent call last):
    ...
    rulekit.errors.InvalidState: a city has lots 1 to 7, not 9 (FE.district.no-free-lot)
    """
    p = _player(state, player)
    comp = state.comp
    if type(lot) is not int or not 1 <= lot <= comp.lots:
        raise _refuse(f"a city has lots 1 to {comp.lots}, not {lot!r} (FE.district.no-free-lot)",
                      f"도시판의 공터는 1~{comp.lots}번입니다. {lot!r}번은 없습니다 "
                      "(FE.district.no-free-lot)", "lots")
    if is_printed(district):  # a tile typed as printed (e.g. "MCPG>12"): refused with its reason
        district = comp.districts[district].id
    elif district is not None and district not in comp.districts:
        raise _refuse(f"{district!r} is not one of the game's {len(comp.districts)} district tiles",
                      f"{josa(repr(district), '은')}"
                      f" 게임의 구역 타일 {len(comp.districts)}장 중 하나가 아닙니다",
                      "lots")
    s = _copy(state)
    if district is not None and not is_printed(district):  # a printed tile may lie on several lots
        s.row = [None if d == district else d for d in s.row]
        for q in range(s.num_players):
            for k, d in enumerate(s.lots[q]):
                if d == district:
                    s.lots[q][k] = None
                    s.goods[q] = {key: g for key, g in s.goods[q].items() if key[0] != k + 1}
    s.lots[p][lot - 1] = district
    s.goods[p] = {key: g for key, g in s.goods[p].items() if key[0] != lot}
    return _rebuild(state, s)


def set_goods(state: FertilityState, player: int, lot: int, shop: int, goods: str) -> FertilityState:
    """The resources on shop ``lot.shop`` of ``player``'s city (``""`` for none), in supply order.

    >>> from rulekit.fertility import edit
    >>> s = edit.set_district(edit.empty(players=2), 0, 1, "D12")
    >>> edit.set_goods(s, 0, 1, 1, "M")
    Traceback (most recent call last):
    ...
    rulekit.errors.InvalidState: P1's shop 1.1 holds 'M': more than C>1/C (FE.supply.shown-only)
    """
    p = _player(state, player)
    if not isinstance(goods, str) or any(ch not in RESOURCES for ch in goods):
        raise _refuse(f"goods are resource letters M, C, P, G, not {goods!r} (FE.gap.wheat-not-goods)",
                      f"상점에는 자원 글자 M, C, P, G만 놓습니다: {goods!r} (FE.gap.wheat-not-goods)",
                      "goods")
    from .shops import shop_at

    if shop_at(state, p, lot, shop) is None:
        raise _refuse(f"P{p + 1}'s city has no shop {lot}.{shop}",
                      f"P{p + 1}의 도시에는 {lot}.{shop} 상점이 없습니다", "goods")
    s = _copy(state)
    if goods:
        s.goods[p][(lot, shop)] = goods
    else:
        s.goods[p].pop((lot, shop), None)
    return _rebuild(state, s)


def _kinds(state: FertilityState, tiles: Iterable[str], what: str) -> list[str]:
    out = []
    for t in tiles:
        if not (isinstance(t, str) and len(t) == 2 and all(k in RESOURCES for k in t.upper())):
            raise _refuse(f"{what}: {t!r:.40} is not a valley tile (two of M, C, P, G)",
                          f"{what}: {josa(format(repr(t), '.40'), '은')}"
                          " 계곡 타일이 아닙니다 (M, C, P, G 중 두 글자)", what)
        out.append("".join(sorted(t.upper(), key=RESOURCES.index)))
    return out


PHASES = ("place", "build", "supply", "over")  # the steps a position of the notation is taken at


def _whole(value: object, what: str) -> int:
    """A whole number for the notation (its range is the notation's to check)."""
    if type(value) is not int:
        raise _refuse(f"{what} must be a whole number, not {value!r:.40}",
                      f"{what}의 값은 정수여야 합니다. 받은 값: {value!r:.40}", what)
    return value


def _sequence(value: object, what: str) -> list:
    """A list or tuple of items (not a text, whose letters would be read one by one)."""
    if not isinstance(value, (list, tuple)):
        raise _refuse(f"{what} must be a list, not {value!r:.40}",
                      f"{what}의 값은 목록이어야 합니다. 받은 값: {value!r:.40}", what)
    return list(value)


def set_position(state: FertilityState, **changes: object) -> FertilityState:
    """Several fields at once, each as the notation writes it; refused as a whole or applied as a whole.

    Game fields: ``players``, ``current`` (a player, from 0), ``turn``, ``phase`` (place, build,
    supply, over), ``public`` (valley tiles, e.g. ``["CC", "MP"]``), ``row`` (district tiles or
    None).  Player fields, as ``{player: value}``: ``hand``, ``beside`` (resource letters, e.g.
    ``"CCM"``), ``wheat`` (0 to the wheat track's last space), ``kind`` (monument kind).

    >>> from rulekit.fertility import edit
    >>> s = edit.set_position(edit.empty(players=2), wheat={0: 7}, phase="over", hand={1: ["PG"]})
    >>> s.wheat, s.phase, len(s.hands[1])
    ([7, 0], 'over', 1)
    >>> edit.set_position(s, wheat={0: 99})
    Traceback (most recent call last):
    ...
    rulekit.fertility.position.PositionError: position: wheat must be 0 to 15
    """
    known = {"players", "current", "turn", "phase", "public", "row", "hand", "beside", "wheat", "kind"}
    bad = set(changes) - known
    if bad:
        raise _refuse(f"unknown field {sorted(bad)[0]!r} of a Fertility position",
                      f"퍼틸리티 포지션에 없는 항목입니다: {sorted(bad)[0]!r}", "position")
    lines = format_position(state).splitlines()
    head: dict[str, str] = {}
    players: dict[int, dict[str, str]] = {}
    body: list[str] = []
    order: list[str] = []
    for ln in lines:
        key, _, rest = ln.partition(" ")
        if key in ("players", "current", "turn", "phase", "start", "tiles", "public", "row"):
            head[key] = rest
            order.append(key)
        elif len(key) == 2 and key[0] == "p" and key[1].isdigit():
            fields = {}
            for part in rest.split(";"):
                k, _, v = part.strip().partition(" ")
                fields[k] = v
            players[int(key[1]) - 1] = fields
            order.append(key)
        else:
            body.append(ln)
            order.append("")
    n = state.num_players
    if "players" in changes:
        given = changes["players"]
        if type(given) is not int or given not in (2, 3, 4):
            raise _refuse("players must be 2, 3 or 4", "플레이어는 2, 3, 4명이어야 합니다", "players")
        n = given
        head["players"] = str(n) + (" variant" if state.variant and n == 2 else "")
        kinds = list(state.monument_kinds)
        for p in range(state.num_players, n):
            players[p] = {"hand": "-", "beside": "-", "wheat": "0", "city": "-"}
            kind = next(k for k in state.comp.monument_kinds if k not in kinds)  # FE.setup.monuments
            kinds.append(kind)
            if kind != state.comp.monument_kinds[p]:
                players[p]["kind"] = kind
        for p in range(n, state.num_players):
            players.pop(p, None)
        if state.current_player >= n:
            head["current"] = "1"
    if "current" in changes:
        if type(changes["current"]) is not int or not 0 <= changes["current"] < n:
            raise _refuse(f"current must be a player of this {n}-player game (0 to {n - 1})",
                          f"current는 이 {n}인 게임의 플레이어(0~{n - 1})여야 합니다", "current")
        head["current"] = str(changes["current"] + 1)
    if "turn" in changes:
        head["turn"] = str(_whole(changes["turn"], "turn"))
    if "phase" in changes:
        phase = changes["phase"]
        if phase not in PHASES:
            raise _refuse(f"phase must be one of {', '.join(PHASES)}, not {phase!r:.40}",
                          f"phase는 {', '.join(PHASES)} 중 하나여야 합니다. 받은 값: {phase!r:.40}", "phase")
        head["phase"] = phase
    if "public" in changes:
        head["public"] = " ".join(_kinds(state, _sequence(changes["public"], "public"), "public")) or "-"
    if "row" in changes:
        row = _sequence(changes["row"], "row")
        total = len(state.comp.districts)
        for d in row:
            if d is not None and (d not in state.comp.districts or is_printed(d)):
                raise _refuse(f"row: {d!r:.40} is not one of the game's {total} district tiles",
                              f"row: {josa(format(repr(d), '.40'), '은')}"
                              f" 게임의 구역 타일 {total}장 중 하나가 아닙니다", "row")
        head["row"] = " ".join(d or "-" for d in row)
    value: object  # a player's value as given (checked below)
    for key in ("hand", "beside", "wheat", "kind"):
        by_player = changes.get(key, {})
        if not isinstance(by_player, Mapping):
            raise _refuse(f"{key} is given by player: {{player: value}}, not {by_player!r:.40}",
                          f"{key}의 값은 플레이어별로 {{플레이어: 값}} 꼴로 적습니다. "
                          f"받은 값: {by_player!r:.40}", key)
        for p, value in by_player.items():
            if type(p) is not int or not 0 <= p < n:
                raise _refuse(f"{p!r} is not a player of this {n}-player game",
                              f"{josa(repr(p), '은')} 이 {n}인 게임의 플레이어가 아닙니다", "player")
            if key == "hand":
                value = " ".join(_kinds(state, _sequence(value, "hand"), "hand")) or "-"
            elif key == "beside":
                if not isinstance(value, str) or any(ch not in RESOURCES + "-" for ch in value):
                    raise _refuse(f"beside: pieces are resource letters M, C, P, G (or -), not {value!r:.40}",
                                  f"beside에는 자원 글자 M, C, P, G(또는 -)만 씁니다. 받은 값: {value!r:.40}",
                                  "beside")
                value = value.replace("-", "") or "-"
            elif key == "wheat":
                value = _whole(value, "wheat")
            elif value not in state.comp.monument_kinds:  # kind
                listed = ", ".join(state.comp.monument_kinds)
                raise _refuse(f"kind must be a monument kind of the game ({listed}), not {value!r:.40}",
                              f"kind는 게임의 기념물 종류({listed}) 중 하나여야 합니다. "
                              f"받은 값: {value!r:.40}", "kind")
            players[p][key] = str(value)
    out = []
    seen_players = False
    for key in order:
        if key in head:
            out.append(f"{key} {head[key]}")
        elif key.startswith("p"):
            if not seen_players:
                seen_players = True
                for p in sorted(players):
                    out.append(f"p{p + 1} " + "; ".join(f"{k} {v}" for k, v in players[p].items()))
        else:
            out.append(body.pop(0))
    return from_text("\n".join(out), like=state)
