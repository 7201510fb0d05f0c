"""Position notation: the central board and the players' cities as a few lines of text.

Used by tests and lessons to set up the rulebook's example positions, as FEN does for chess::

    players 2
    current 2
    turn 3
    phase place
    board
    ......
    .m..w.
    ..PCCG
    ..GM..
    ~~~~..
    start 2,2
    tiles 2,4-2,5
    public CC MP GG
    row D09 D12 D16 D14
    p1 hand PG MC; beside GC; wheat 3; monuments 4; city 1:D16[C|] 0:[]
    p2 hand CC MM PP; beside -; wheat 0; monuments 4; city -

Board letters: ``.`` desert, ``w`` wheat field, ``~`` water, ``m c p g`` desert printed with a
resource symbol, ``s`` an uncovered start symbol, ``M C P G`` a production site on the board,
``q`` a quarry, ``1``-``4`` a quarry holding that player's monument.  ``start r,c`` names the
top-left cell of the start tile's 2×2 block (``-`` when the fragment has no start tile).
``tiles`` names the valley tiles on the board by their two cells (``r,c-r,c``), so that they count
among the game's 50 tiles (5 of each pair of kinds) and keep their outline; a site that no tile
of the line covers is a loose site of a board fragment (as in the rulebook's pictures).
``turn`` is the number of turns completed so far (0, the default, when the game starts).

A player line lists personal tiles (``hand``), pieces beside the city (``beside``, ``-`` for none),
the wheat token (``wheat``), monuments left (``monuments``), the kind of monument (``kind``, written
only when it is not the seat's default: obelisk, pyramid, sphinx, temple in seat order) and the
city: ``LOT:DISTRICT[goods|goods]``
for each district tile with the resources on each of its shops, ``0:[goods]`` for the printed shop(s).
The common supply is what remains of the 20 pieces of each resource.  Face-down tiles are drawn at
random from the rest, with ``seed`` (``stack N`` gives their number).  Lines may come in any order;
:func:`format_position` writes them in the order above, and ``format_position(parse_position(t)) == t``
for text so written.

>>> from rulekit import fertility as fe
>>> s = fe.parse_position("players 2\\nboard\\n.m.\\n.PC\\nstart -\\np1 hand PG")
>>> s.board.letter((0, 1)), s.site[s.board.index((1, 1))], s.hands[0]
('m', 'P', [9])
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..checks import MAX_POSITION_TEXT, check_seed, check_text, parse_int
from ..core import BilingualError, NotationError
from ..i18n import josa
from ..rng import Rng
from .board import CentralBoard
from .components import RESOURCES, is_printed, load_components

if TYPE_CHECKING:
    from .state import FertilityState

_BOARD_ROW = re.compile(r"^[.w~mcpgsMCPGq1-4]+$")
_CITY = re.compile(r"^(\d+):([^\[\]\s]*)\[([MCPG|]*)\]$")


class PositionError(NotationError):
    """Text that is not a position of the notation, explained in English and Korean.

    A ``ValueError``, so code that catches ``ValueError`` keeps working.

    >>> e = PositionError("position: unknown line 'x'", "포지션: 알 수 없는 줄 'x'")
    >>> str(e), e.message("ko")
    ("position: unknown line 'x'", "포지션: 알 수 없는 줄 'x'")
    """


def _key(kinds: str) -> str:
    if len(kinds) != 2 or any(ch not in RESOURCES for ch in kinds):
        raise PositionError(f"position: {kinds[:20]!r} is not a valley tile (two of M, C, P, G)",
                            f"포지션: {josa(repr(kinds[:20]), '은')}"
                            " 계곡 타일이 아닙니다 (M, C, P, G 중 두 글자)")
    return "".join(sorted(kinds, key=RESOURCES.index))


def _num(word: str, field: str) -> int:
    """A whole number of the notation (at most 40 digits: a longer one is refused, not read)."""
    return parse_int(word.strip(), f"position: {field}", error=PositionError)


def _cell(word: str, field: str) -> tuple[int, int]:
    parts = word.split(",")
    if len(parts) != 2:
        raise PositionError(f"position: {field} {word[:20]!r} is not a cell 'row,col'",
                            f"포지션: {field}의 {josa(repr(word[:20]), '은')} '행,열' 꼴의 칸이 아닙니다")
    return (_num(parts[0], field), _num(parts[1], field))


def _board_tiles(s: FertilityState, text: str, block: set, take_tile: Callable[[str], int]) -> None:
    """The ``tiles`` line: each valley tile on the board as ``r,c-r,c`` over two sites of the rows."""
    b = s.board
    for word in text.split():
        if word == "-":
            continue
        a_text, dash, b_text = word.partition("-")
        if not dash:
            raise PositionError(f"position: tiles {word[:20]!r} is not two cells 'r,c-r,c'",
                                f"포지션: tiles의 {josa(repr(word[:20]), '은')}"
                                " 두 칸 '행,열-행,열' 꼴이 아닙니다")
        cells = (_cell(a_text, "tiles"), _cell(b_text, "tiles"))
        (r1, c1), (r2, c2) = cells
        if abs(r1 - r2) + abs(c1 - c2) != 1:
            raise PositionError(
                f"position: the valley tile {word} must cover two cells side by side (FE.gap.tile-shape)",
                f"포지션: 계곡 타일 {josa(word, '은')} 서로 맞닿은 두 칸을 덮어야 합니다 (FE.gap.tile-shape)")
        for cell in cells:
            if not b.on_board(cell) or not s.site[b.index(cell)] or cell in block:
                raise PositionError(
                    f"position: tiles {word}: {cell[0]},{cell[1]} shows no site of a valley tile in the rows",
                    f"포지션: tiles {word}: {cell[0]},{cell[1]} 칸에는 계곡 타일의 생산지가 없습니다")
            if s.tile_at[b.index(cell)] >= 0:
                raise PositionError(f"position: tiles {word}: {cell[0]},{cell[1]} is already covered",
                                    f"포지션: tiles {word}: {cell[0]},{cell[1]} 칸은 이미 다른 타일이 "
                                    "덮고 있습니다")
        t = take_tile(s.site[b.index(cells[0])] + s.site[b.index(cells[1])])
        for cell in cells:
            s.tile_at[b.index(cell)] = t


def parse_position(text: str, seed: int = 0, data: str | None = None) -> FertilityState:
    """A state from position notation (see the module docstring); :class:`PositionError` on bad text."""
    from .state import LOOSE_SITE, NO_TILE, START_TILE, FertilityState

    check_text(text, "position", MAX_POSITION_TEXT, error=PositionError)
    seed = check_seed(seed)

    comp = load_components(data)
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    fields: dict[str, str] = {}
    rows: list[str] = []
    players: dict[int, str] = {}
    in_board = False
    for ln in lines:
        if in_board and _BOARD_ROW.match(ln):
            rows.append(ln)
            continue
        in_board = False
        key, _, rest = ln.partition(" ")
        if key == "board":
            in_board = True
        elif re.fullmatch(r"p[1-4]", key):
            players[int(key[1]) - 1] = rest.strip()
        elif key in ("players", "current", "turn", "phase", "start", "tiles", "public", "row", "stack"):
            fields[key] = rest.strip()
        else:
            raise PositionError(f"position: unknown line {ln!r}", f"포지션: 알 수 없는 줄 {ln!r}")
    if not rows:
        raise PositionError("position: a 'board' line followed by rows of cell letters is needed",
                            "포지션: 'board' 줄과 그 아래 칸 글자로 된 중앙판의 줄들이 있어야 합니다")
    words = fields.get("players", "2").split()
    n = _num(words[0] if words else "", "players")
    variant = "variant" in words[1:]
    if n not in (2, 3, 4):
        raise PositionError("position: players must be 2, 3 or 4",
                            "포지션: 플레이어는 2, 3, 4명이어야 합니다")
    rng = Rng(seed)
    # The printed board under the sites: a site stands on desert, a start-tile site on a start symbol.
    start = fields.get("start", "-")
    start_cell = (-1, -1) if start == "-" else tuple(_num(x, "start") for x in start.split(","))
    if len(start_cell) != 2:
        raise PositionError("position: start must be 'row,col' or '-'",
                            "포지션: start는 '행,열' 또는 '-'여야 합니다")
    block = set()
    if start_cell != (-1, -1):
        r0, c0 = start_cell
        block = {(r0, c0), (r0, c0 + 1), (r0 + 1, c0), (r0 + 1, c0 + 1)}
    printed = []
    for r, row in enumerate(rows):
        printed.append("".join("s" if (r, c) in block else ("." if ch in "MCPGq1234" else ch)
                               for c, ch in enumerate(row)))
    try:
        board = CentralBoard(printed)
    except ValueError as exc:
        raise PositionError(f"position: {exc}", f"포지션: 중앙판을 읽을 수 없습니다: {exc}") from None
    s = object.__new__(FertilityState)
    s.comp, s.board, s.num_players, s.seed, s.variant, s.rng = comp, board, n, seed, variant, rng
    s.start = start_cell
    cells = board.height * board.width
    s.site, s.tile_at, s.quarry = [""] * cells, [NO_TILE] * cells, {}
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            i = board.index((r, c))
            if ch in "MCPG":
                s.site[i] = ch
                s.tile_at[i] = START_TILE if (r, c) in block else LOOSE_SITE
            elif ch == "q":
                s.quarry[i] = -1
            elif ch in "1234":
                if int(ch) > n:
                    raise PositionError(f"position: monument of player {ch} in a {n}-player game",
                                        f"포지션: {n}인 게임에 플레이어 {ch}의 기념물이 있습니다")
                s.quarry[i] = int(ch) - 1
    if any(not board.on_board(c) for c in block):
        r0, c0 = start_cell
        raise PositionError(
            f"position: start {r0},{c0}: the start tile's 4 cells must lie on the board's "
            f"{board.height} rows and {board.width} columns (FE.board.start-tile)",
            f"포지션: start {r0},{c0}: 시작 타일의 4칸은 중앙판({board.height}행 {board.width}열) "
            "안에 있어야 합니다 (FE.board.start-tile)", field="start")
    if any(not s.site[board.index(c)] for c in block):
        raise PositionError("position: the start tile's 4 cells must show sites",
                            "포지션: 시작 타일의 4칸에는 생산지가 있어야 합니다")
    # Valley tiles: the named ones first, the rest face down.
    pool = list(range(len(comp.tiles)))

    def take_tile(kinds: str) -> int:
        key = _key(kinds)
        for t in pool:
            if comp.tiles[t] == key:
                pool.remove(t)
                return t
        raise PositionError(f"position: no valley tile {kinds} left in the game's {len(comp.tiles)} tiles",
                            f"포지션: 게임의 계곡 타일 {len(comp.tiles)}장 중에 "
                            f"{kinds} 타일이 남아 있지 않습니다")

    _board_tiles(s, fields.get("tiles", ""), block, take_tile)
    s.hands = [[] for _ in range(n)]
    s.beside = [[0, 0, 0, 0] for _ in range(n)]
    s.wheat = [0] * n
    s.lots = [[None] * comp.lots for _ in range(n)]
    s.goods = [{} for _ in range(n)]
    s.monument_kinds = list(comp.monument_kinds[:n])
    left: list[int | None] = [None] * n
    used_districts: set[str] = set()
    for p, line in players.items():
        if p >= n:
            raise PositionError(f"position: line p{p + 1} in a {n}-player game",
                                f"포지션: {n}인 게임에 p{p + 1} 줄이 있습니다")
        for part in line.split(";"):
            part = part.strip()
            if not part:
                continue
            key, _, val = part.partition(" ")
            val = val.strip()
            if key == "hand":
                s.hands[p] = [take_tile(t) for t in val.split() if t != "-"]
            elif key == "beside":
                for ch in val.replace("-", ""):
                    if ch not in RESOURCES:
                        raise PositionError(f"position: beside {ch!r} is not a resource (M, C, P, G)",
                                            f"포지션: beside의 {josa(repr(ch), '은')}"
                                            " 자원(M, C, P, G)이 아닙니다")
                    s.beside[p][RESOURCES.index(ch)] += 1
            elif key == "wheat":
                s.wheat[p] = _num(val, "wheat")
                if not 0 <= s.wheat[p] <= comp.wheat_max:
                    raise PositionError(f"position: wheat must be 0 to {comp.wheat_max}",
                                        f"포지션: 밀은 0부터 {comp.wheat_max}까지여야 합니다")
            elif key == "monuments":
                left[p] = _num(val, "monuments")
            elif key == "kind":
                s.monument_kinds[p] = val
            elif key == "city":
                for tok in val.split():
                    if tok == "-":
                        continue
                    m = _CITY.match(tok)
                    if not m:
                        raise PositionError(f"position: {tok!r} is not LOT:DISTRICT[goods|goods]",
                                            f"포지션: {josa(repr(tok), '은')}"
                                            " 공터:구역[자원|자원] 꼴이 아닙니다")
                    lot, did, goods = _num(m[1], "city"), m[2], m[3].split("|")
                    if lot == 0:
                        shops = comp.printed_shops
                    else:
                        if is_printed(did):
                            did = comp.districts[did].id  # a tile typed as printed: refused with its reason
                        elif did in used_districts:
                            did = ""  # a catalogue tile lies in one place only
                        if did not in comp.districts or not 1 <= lot <= comp.lots:
                            raise PositionError(f"position: {tok!r} names no free district tile or lot",
                                                f"포지션: {josa(repr(tok), '은')}"
                                                " 남은 구역 타일이나 공터가 아닙니다")
                        used_districts.add(did)
                        s.lots[p][lot - 1] = did
                        shops = comp.districts[did].shops
                    if len(goods) > len(shops):
                        raise PositionError(f"position: {tok!r} lists more shops than the tile has",
                                            f"포지션: {tok!r}에 타일에 있는 것보다 많은 상점이 적혀 있습니다")
                    for j, g in enumerate(goods, start=1):
                        if g:
                            s.goods[p][(lot, j)] = g
            else:
                raise PositionError(f"position: unknown player field {key!r}",
                                    f"포지션: 알 수 없는 플레이어 항목 {key!r}")
    placed = [0] * n
    for owner in s.quarry.values():
        if owner >= 0:
            placed[owner] += 1
    s.monuments = [comp.monuments_per_kind - placed[p] if (given := left[p]) is None else given
                   for p in range(n)]
    s.public = [take_tile(t) for t in fields.get("public", "").split() if t != "-"]
    count = comp.tiles_by_players["2-variant" if variant else str(n)]
    on_board = len({t for t in s.tile_at if t >= 0}) + sum(1 for t in s.tile_at if t == LOOSE_SITE) // 2
    out = sum(len(h) for h in s.hands) + len(s.public) + on_board
    if out > count:
        raise PositionError(
            f"position: {out} valley tiles on the board, in hands and public; a game of {n} players"
            f"{' (variant)' if variant else ''} uses {count} (FE.setup.valley-stack)",
            f"포지션: 중앙판, 개인 타일, 공용 타일에 계곡 타일이 {out}장 있습니다. {n}인"
            f"{'(변형 규칙)' if variant else ''} 게임에서는 {count}장을 씁니다 (FE.setup.valley-stack)")
    stack_n = _num(fields["stack"], "stack") if "stack" in fields else max(0, count - out)
    rng.shuffle(pool)
    s.stack, s.box = pool[:stack_n], pool[stack_n:]
    s.gone = []
    shown: list[str | None] = [None if d == "-" else d for d in fields.get("row", "").split()]
    for d in shown:
        if d is not None and (d not in comp.districts or d in used_districts or is_printed(d)):
            raise PositionError(f"position: {d!r} names no free district tile",
                                f"포지션: {josa(repr(d), '은')} 남은 구역 타일이 아닙니다")
        used_districts.add(d)  # type: ignore[arg-type]  # a None (an empty slot) is harmless here
    hidden = [d for d in sorted(comp.districts) if d not in used_districts]
    rng.shuffle(hidden)
    if "row" not in fields:
        shown = list(hidden[-comp.district_row:][::-1])
        hidden = hidden[:-comp.district_row]
    s.row, s.dstack = shown, hidden
    s.supply = []
    for k, res in enumerate(RESOURCES):
        held = sum(b[k] for b in s.beside) + sum(g.count(res) for goods in s.goods for g in goods.values())
        if held > comp.resources[res]:
            raise PositionError(f"position: more than {comp.resources[res]} {res} pieces",
                                f"포지션: {res} 자원이 {comp.resources[res]}개보다 많습니다")
        s.supply.append(comp.resources[res] - held)
    s.current_player = _num(fields.get("current", "1"), "current") - 1
    s.turn = _num(fields.get("turn", "0"), "turn")
    if s.turn < 0:
        raise PositionError("position: turn counts the turns completed so far, 0 or more",
                            "포지션: turn은 지금까지 마친 차례의 수로, 0 이상입니다")
    s.phase = fields.get("phase", "place")
    if s.phase not in ("place", "build", "supply", "over") or not 0 <= s.current_player < n:
        raise PositionError("position: phase must be place, build, supply or over; current a seat number",
                            "포지션: phase는 place, build, supply, over 중 하나이고 "
                            "current는 자리 번호여야 합니다")
    s.pending, s.trade, s.bought = [], "", None
    s.remaining = 0 if s.phase == "over" else None  # over: the last turns are played
    s.gained = {"A": "", "B": 0, "C": "", "D": 0}
    s._new_board_state()
    try:
        s.validate()
    except BilingualError as exc:  # the invariant that fails, in both languages
        raise PositionError(f"position: {exc.en}", f"포지션: {exc.ko}", field=exc.field) from None
    except ValueError as exc:
        raise PositionError(f"position: {exc}", f"포지션: 앞뒤가 맞지 않습니다: {exc}") from None
    return s


def format_position(state: FertilityState) -> str:
    """The position notation of a state (the inverse of :func:`parse_position` for its fields)."""
    b = state.board
    comp = state.comp
    lines = [f"players {state.num_players}" + (" variant" if state.variant else ""),
             f"current {state.current_player + 1}", f"turn {state.turn}",
             f"phase {state.phase if state.phase in ('place', 'build', 'supply', 'over') else 'place'}",
             "board"]
    for r in range(b.height):
        row = ""
        for c in range(b.width):
            i = b.index((r, c))
            if state.site[i]:
                row += state.site[i]
            elif i in state.quarry:
                row += "q" if state.quarry[i] < 0 else str(state.quarry[i] + 1)
            else:
                row += b.cells[i]
        lines.append(row)
    has_start = state.start != (-1, -1) and b.on_board(state.start)
    lines.append("start " + (f"{state.start[0]},{state.start[1]}" if has_start else "-"))
    pairs: dict[int, list[tuple[int, int]]] = {}
    for i, t in enumerate(state.tile_at):
        if t >= 0:
            pairs.setdefault(t, []).append(b.coords[i])
    tiles = sorted(sorted(cells) for cells in pairs.values())
    if tiles:
        lines.append("tiles " + " ".join("-".join(f"{r},{c}" for r, c in cells) for cells in tiles))
    lines.append("public " + (" ".join(comp.tiles[t] for t in state.public) or "-"))
    lines.append("row " + " ".join(d or "-" for d in state.row))
    for p in range(state.num_players):
        hand = " ".join(comp.tiles[t] for t in state.hands[p]) or "-"
        beside = "".join(r * n for r, n in zip(RESOURCES, state.beside[p], strict=True)) or "-"
        city = []
        goods = state.goods[p]
        for lot, did in enumerate(state.lots[p], start=1):
            if did is not None:
                g = "|".join(goods.get((lot, j), "") for j in range(1, len(comp.districts[did].shops) + 1))
                city.append(f"{lot}:{did}[{g.rstrip('|')}]")
        printed = "|".join(goods.get((0, j), "") for j in range(1, len(comp.printed_shops) + 1)).rstrip("|")
        if printed:
            city.append(f"0:[{printed}]")
        kind = state.monument_kinds[p]
        kind = f"kind {kind}; " if p >= len(comp.monument_kinds) or kind != comp.monument_kinds[p] else ""
        lines.append(f"p{p + 1} hand {hand}; beside {beside}; wheat {state.wheat[p]}; "
                     f"monuments {state.monuments[p]}; {kind}city {' '.join(city) or '-'}")
    return "\n".join(lines)
