"""The state of a Fertility game and its setup (게임 준비).

>>> from rulekit import fertility as fe
>>> s = fe.new_game(players=3, seed=7)
>>> len(s.stack), len(s.public), [len(h) for h in s.hands]
(23, 3, [3, 3, 3])
>>> s.phase, s.current_player, s.turn
('place', 0, 0)
"""
from __future__ import annotations

import hashlib
from typing import NoReturn, cast

from ..checks import SEED_MAX, check_bool, check_players, check_seed, check_unknown
from ..core import Action, GameState, OptionError, Reader, Referee, RuleViolation, SaveError, Score
from ..i18n import josa
from ..rng import Rng
from . import districts, end, scoring, shops, valley
from .actions import (
    Buy,
    Discard,
    EndTurn,
    Gain,
    MoveGoods,
    Place,
    QuarryMonument,
    QuarryTake,
    RemovePublic,
    Supply,
    TakePublic,
    parse_action,
)
from .board import CentralBoard, assemble, central_board
from .components import RESOURCES, Components, DataError, load_components
from .validate import check_action_fields, check_state
from .valley import BIT, Gained

PHASES = ("place", "quarry", "build", "supply", "trade", "remove", "over")
START_TILE = -2  # tile_at value of the start tile's cells
NO_TILE = -1
LOOSE_SITE = -3  # a site set up by position notation, not one of the numbered valley tiles


def _rotate(sites: tuple[str, str], turns: int) -> tuple[str, str]:
    a, b, c, d = sites[0][0], sites[0][1], sites[1][0], sites[1][1]
    for _ in range(turns % 4):
        a, b, c, d = c, a, d, b  # a quarter turn clockwise
    return (a + b, c + d)


class FertilityState(GameState):
    """A Fertility position: the central board, the tiles, the cities and whose step it is.

    ``phase`` says which step of the turn comes next: ``place`` (step 1), ``quarry`` (a quarry
    reward to choose), ``build`` (step 2, or step 3, or the end of the turn), ``supply`` (step 3
    or the end of the turn), ``trade`` (the reward of a trade shop), ``remove`` (2-player variant),
    ``over``.
    """

    GAME = "fertility"
    VERSION = 1
    END_RULE = "FE.end.trigger"
    ACTION_RULE = "FE.turn.steps"
    parse_action = staticmethod(parse_action)

    comp: Components
    board: CentralBoard
    # The position (set by new_game, from_dict and the position notation; a cell is ``board.index``'s int).
    seed: int
    rng: Rng
    variant: bool
    start: tuple[int, int]
    site: list[str]                       # per cell: the site's resource letter, "" for none
    tile_at: list[int]                    # per cell: the valley tile, NO_TILE, START_TILE or LOOSE_SITE
    quarry: dict[int, int]                # cell -> owner (-1: none yet)
    stack: list[int]
    box: list[int]
    public: list[int]
    gone: list[int]
    hands: list[list[int]]
    supply: list[int]
    beside: list[list[int]]
    wheat: list[int]
    monument_kinds: list[str]
    monuments: list[int]
    row: list[str | None]
    dstack: list[str]
    lots: list[list[str | None]]
    goods: list[dict[tuple[int, int], str]]  # (lot, shop number) -> resources stored there
    phase: str
    pending: list[int]
    trade: str
    bought: int | None
    remaining: int | None
    gained: Gained
    # Derived from the sites and quarries by _new_board_state.
    free: list[bool]
    touch: list[int]
    frontier: set[int]

    # ------------------------------------------------------------------ basics
    @property
    def is_over(self) -> bool:  # type: ignore[override]
        return self.phase == "over"

    def _copy(self) -> FertilityState:
        # Shallow: every _perform replaces (copies) the lists and dicts it changes.
        new = object.__new__(FertilityState)
        new.__dict__.update(self.__dict__)
        return new

    def _advance_in_place(self, action: Action) -> None:
        """Carry out a listed action on this very state, without the copy ``_advance`` makes.

        For a loop that owns the state (it made it with ``_copy``) and never looks back at it, such
        as the simulator's random play.  It is the same change, since every ``_perform`` replaces
        (copies) the lists and dicts it changes rather than changing the ones a copy shares.
        """
        self.__dict__.pop("_legal_cache", None)
        self._perform(action)

    def _new_board_state(self) -> None:
        """Derive the per-cell helpers (free cells, touching kinds) from sites and quarries."""
        board = self.board
        n = board.height * board.width
        self.free = [board.placeable[i] and not self.site[i] and i not in self.quarry for i in range(n)]
        touch = [0] * n
        for i, k in enumerate(self.site):
            if k:
                for j in board.neighbours[i]:
                    touch[j] |= BIT[k]
        self.touch = touch
        # Free cells touched by a site: where a new tile can connect.
        self.frontier = {i for i in range(n) if touch[i] and self.free[i]}

    # ------------------------------------------------------------------ the contract
    def _legal_actions(self) -> list:
        phase = self.phase
        if phase == "place":
            return valley.place_or_discard_actions(self)
        if phase == "quarry":
            return valley.quarry_actions(self)
        if phase == "build":
            return districts.buy_actions(self) + shops.supply_actions(self) + end.end_actions(self)
        if phase == "supply":
            return shops.supply_actions(self) + end.end_actions(self)
        if phase == "trade":
            return shops.gain_actions(self)
        if phase == "remove":
            return end.remove_actions(self)
        return []

    def _check(self, action: Action, ref: Referee) -> None:
        check_action_fields(action, ref)  # a hand-built action with a bad field
        if self.phase in ("quarry", "trade") and type(action) not in (QuarryTake, QuarryMonument, Gain):
            # A pending reward is taken at once, before anything else.
            ref.fail("FE.collect.quarry" if self.phase == "quarry" else "FE.shop.trade",
                     "first choose the reward just earned", "방금 얻은 보상을 먼저 골라야 합니다")
        if type(action) is Place:
            valley.check_place(self, action, ref)
        elif type(action) is Discard:
            valley.check_discard(self, action, ref)
        elif type(action) is QuarryTake or type(action) is QuarryMonument:
            valley.check_quarry(self, action, ref)
        elif type(action) is Buy:
            districts.check_buy(self, action, ref)
        elif type(action) is Supply:
            shops.check_supply(self, action, ref)
        elif type(action) is Gain:
            shops.check_gain(self, action, ref)
        elif type(action) is TakePublic or type(action) is EndTurn:
            end.check_take(self, action, ref)
        elif type(action) is RemovePublic:
            end.check_remove(self, action, ref)
        elif type(action) is MoveGoods:
            ref.fail("FE.supply.permanent",
                     "a resource on a shop can never be moved to another shop or taken off",
                     "상점에 놓인 자원을 다른 상점으로 옮기거나 제거할 수 없습니다")
        else:
            ref.fail("FE.turn.steps", f"{action!r} is not an action of Fertility",
                     f"{josa(repr(action), '은')} 퍼틸리티의 행동이 아닙니다")

    def _perform(self, action: Action) -> None:
        if type(action) is Place:
            valley.perform_place(self, action)
        elif type(action) is Supply:
            shops.perform_supply(self, action)
        elif type(action) is Buy:
            districts.perform_buy(self, action)
        elif type(action) is TakePublic or type(action) is EndTurn:
            end.perform_take(self, action)
        elif type(action) is QuarryTake or type(action) is QuarryMonument:
            valley.perform_quarry(self, action)
        elif type(action) is Gain:
            shops.perform_gain(self, action)
        elif type(action) is Discard:
            valley.perform_discard(self, action)
        elif type(action) is RemovePublic:
            end.perform_remove(self, action)
        else:
            raise RuleViolation("FE.turn.steps", f"{action!r} is not an action of Fertility")

    def score(self) -> dict[int, Score]:
        return scoring.score(self)

    def winners(self) -> list[int]:
        return scoring.winners(self)

    def view(self, player: int) -> FertilityState:
        """The state as ``player`` sees it: the face-down valley tiles (stack and box) and the district
        stack re-drawn, so a bot cannot peek.

        The re-draw starts from the sorted tiles, with a generator made by a one-way hash of the
        state's own; the view's seed and generator come from that hash too, so neither leads back
        to the real order (``new_game(seed=view.seed)`` deals another game).

        >>> from rulekit import fertility as fe
        >>> s = fe.new_game(players=2, seed=3)
        >>> v = s.view(0)
        >>> v.seed != s.seed and v.rng != s.rng and v.public == s.public
        True
        >>> sorted(v.stack + v.box) == sorted(s.stack + s.box)
        True
        """
        return self._redraw(player, _view_rng(self.rng, player))

    def _redraw(self, player: int, rng: Rng) -> FertilityState:
        """A copy with what ``player`` cannot see (valley stack and box, district stack) drawn anew with
        ``rng``; its seed and generator come from ``rng`` too.  Search bots call it per determinization."""
        v = self._copy()
        v.__dict__.pop("_legal_cache", None)
        hidden = sorted(self.stack + self.box)    # sorted: the real order must not show through
        rng.shuffle(hidden)
        v.stack, v.box = hidden[:len(self.stack)], hidden[len(self.stack):]
        v.dstack = rng.shuffled(sorted(self.dstack))
        v.seed = rng.next64() >> 16
        v.rng = Rng(state=rng.next64())
        return v

    # ------------------------------------------------------------------ save files
    def to_dict(self) -> dict:
        b = self.board
        w = b.width
        sites = ["".join(k or "." for k in self.site[r * w:(r + 1) * w]) for r in range(b.height)]
        return {
            "players": self.num_players, "seed": self.seed, "rng": self.rng.state, "variant": self.variant,
            "data": self.comp.folder, "board": list(b.rows), "valley_boards": list(b.boards),
            "start": list(self.start), "sites": sites, "tile_at": list(self.tile_at),
            "quarries": [[*b.coords[c], owner] for c, owner in sorted(self.quarry.items())],
            "stack": list(self.stack), "box": list(self.box), "hands": [list(h) for h in self.hands],
            "public": list(self.public), "gone": list(self.gone),
            "supply": list(self.supply), "beside": [list(x) for x in self.beside], "wheat": list(self.wheat),
            "monument_kinds": list(self.monument_kinds), "monuments": list(self.monuments),
            "row": list(self.row), "district_stack": list(self.dstack), "lots": [list(x) for x in self.lots],
            "goods": [{f"{lot}.{n}": g for (lot, n), g in sorted(goods.items())} for goods in self.goods],
            "phase": self.phase, "pending": [list(b.coords[c]) for c in self.pending], "trade": self.trade,
            "bought": self.bought, "current": self.current_player, "turn": self.turn,
            "remaining": self.remaining, "gained": dict(self.gained),
        }

    @classmethod
    def from_dict(cls, data: dict) -> FertilityState:
        r = Reader(data)
        s = object.__new__(cls)
        s.num_players = n = r.int("players", 2, 4)
        s.seed = r.int("seed", 0, SEED_MAX)
        s.rng = Rng(state=r.int("rng", 0, SEED_MAX))
        s.variant = r.bool("variant")
        folder = r.raw("data")
        if folder is not None and not isinstance(folder, str):
            _bad("state.data must be a folder name or null",
                 "state.data는 폴더 이름이거나 null이어야 합니다",
                 "data")
        try:
            s.comp = load_components(folder)
        except DataError as exc:
            _bad(f"state.data: {exc.en}", f"state.data: 구성물 데이터를 읽을 수 없습니다 ({exc.en})", "data")
        rows = r.list("board")
        if not rows or not all(isinstance(x, str) for x in rows):
            _bad("state.board must be a list of row strings",
                 "state.board는 행 문자열의 목록이어야 합니다",
                 "board")
        try:
            s.board = central_board(rows, [str(x) for x in r.list("valley_boards")])
        except ValueError as exc:
            _bad(f"state.board: {exc}", f"state.board: 중앙판을 읽을 수 없습니다 ({exc})", "board")
        b = s.board
        cells = b.height * b.width
        start = r.list("start", 2)
        s.start = (_int(start[0], "start"), _int(start[1], "start"))
        sites = r.list("sites", b.height)
        if any(not isinstance(x, str) or len(x) != b.width or set(x) - set(".MCPG") for x in sites):
            _bad("state.sites must be rows of '.', 'M', 'C', 'P', 'G' matching the board",
                 "state.sites는 중앙판에 맞는 '.', 'M', 'C', 'P', 'G'의 행이어야 합니다", "sites")
        s.site = ["" if ch == "." else ch for ch in "".join(sites)]
        s.tile_at = [_int(x, "tile_at", LOOSE_SITE, len(s.comp.tiles) - 1) for x in r.list("tile_at", cells)]
        s.quarry = {}
        for i, q in enumerate(r.list("quarries")):
            if not isinstance(q, list) or len(q) != 3:
                _bad(f"state.quarries[{i}] must be [row, col, owner]",
                     f"state.quarries[{i}]는 [행, 열, 주인] 형식이어야 합니다", "quarries")
            cell = (_int(q[0], f"quarries[{i}]", 0, b.height - 1),
                    _int(q[1], f"quarries[{i}]", 0, b.width - 1))
            s.quarry[b.index(cell)] = _int(q[2], f"quarries[{i}]", -1, n - 1)
        ntiles = len(s.comp.tiles)

        def ids(key: str) -> list[int]:
            return [_int(x, key, 0, ntiles - 1) for x in r.list(key)]

        s.stack, s.box, s.public, s.gone = ids("stack"), ids("box"), ids("public"), ids("gone")
        s.hands = [[_int(x, "hands", 0, ntiles - 1) for x in _list(h, "hands")] for h in r.list("hands", n)]
        s.supply = [_int(x, "supply", 0) for x in r.list("supply", 4)]
        s.beside = [[_int(x, "beside", 0) for x in _list(h, "beside", 4)] for h in r.list("beside", n)]
        s.wheat = [_int(x, "wheat", 0, s.comp.wheat_max) for x in r.list("wheat", n)]
        s.monument_kinds = [str(x) for x in r.list("monument_kinds", n)]
        s.monuments = [_int(x, "monuments", 0, s.comp.monuments_per_kind) for x in r.list("monuments", n)]
        dids = s.comp.districts

        def tile(x: object, key: str) -> str:
            if not isinstance(x, str) or x not in dids:
                shown = "null" if x is None else repr(x)[:40]
                _bad(f"state.{key}: {shown} is not a district tile (FE.setup.districts)",
                     f"state.{key}: {josa(shown, '은')} 구역 타일이 아닙니다 (FE.setup.districts)",
                     key)
            return x

        def did(x: object, key: str) -> str | None:
            return None if x is None else tile(x, key)    # the row and the lots may show a gap

        s.row = [did(x, "row") for x in r.list("row")]
        s.dstack = [tile(x, "district_stack") for x in r.list("district_stack")]   # no gap in the stack
        s.lots = [[did(x, "lots") for x in _list(lot, "lots", s.comp.lots)] for lot in r.list("lots", n)]
        s.goods = []
        for p, g in enumerate(r.list("goods", n)):
            if not isinstance(g, dict):
                _bad(f"state.goods[{p}] must be an object", f"state.goods[{p}]는 객체여야 합니다", "goods")
            goods = {}
            for key, val in g.items():
                parts = key.split(".")
                if len(parts) != 2 or not all(x.isascii() and x.isdigit() and len(x) <= 3 for x in parts):
                    _bad(f"state.goods[{p}] key {key[:20]!r} must be 'lot.shop'",
                         f"state.goods[{p}]의 키 {key[:20]!r}는 '공터.상점' 형식이어야 합니다", "goods")
                lot, num = int(parts[0]), int(parts[1])
                if not isinstance(val, str) or set(val) - set(RESOURCES):
                    _bad(f"state.goods[{p}][{key!r}] must be a string of resource letters",
                         f"state.goods[{p}][{key!r}]는 자원 글자로 된 문자열이어야 합니다", "goods")
                goods[(lot, num)] = val
            s.goods.append(goods)
        s.phase = r.str("phase", PHASES)
        s.pending = []
        for i, c in enumerate(r.list("pending")):
            xs = _list(c, f"pending[{i}]", 2)  # two numbers
            cell = cast("tuple[int, int]", tuple(_int(x, f"pending[{i}]") for x in xs))
            if not b.on_board(cell):
                _bad(f"state.pending[{i}] is off the board",
                     f"state.pending[{i}]가 중앙판 밖에 있습니다",
                     "pending")
            s.pending.append(b.index(cell))
        s.trade = r.str("trade")
        bought = r.raw("bought")
        s.bought = None if bought is None else _int(bought, "bought", 1, len(s.row))
        s.current_player = r.int("current", 0, n - 1)
        s.turn = r.int("turn", 0)
        rem = r.raw("remaining")
        s.remaining = None if rem is None else _int(rem, "remaining", 0, n + 1)
        gained = r.sub("gained")
        s.gained = {"A": gained.str("A"), "B": gained.int("B", 0), "C": gained.str("C"),
                    "D": gained.int("D", 0)}
        s._new_board_state()
        return s

    def validate(self) -> None:
        """The state is one play can reach (:mod:`.validate`); :class:`~rulekit.core.InvalidState` if not."""
        check_state(self)


def _bad(en: str, ko: str, field: str) -> NoReturn:
    raise SaveError(en, ko, field=field)


def _int(x: object, where: str, lo: int | None = None, hi: int | None = None) -> int:
    if not isinstance(x, int) or isinstance(x, bool):
        kind = type(x).__name__
        _bad(f"state.{where} must hold integers, not {kind}",
             f"state.{where}에는 정수만 들어갑니다 (받은 값: {kind})",
             where)
    if (lo is not None and x < lo) or (hi is not None and x > hi):
        _bad(f"state.{where}: {x} is out of range [{lo}, {hi}]",
             f"state.{where}: {josa(x, '은')} 허용 범위 [{lo}, {hi}]를 벗어납니다", where)
    return x


def _list(x: object, where: str, length: int | None = None) -> list:
    if not isinstance(x, list):
        kind = type(x).__name__
        _bad(f"state.{where} must hold lists, not {kind}",
             f"state.{where}에는 목록만 들어갑니다 (받은 값: {kind})",
             where)
    if length is not None and len(x) != length:
        _bad(f"state.{where} must hold lists of {length} items",
             f"state.{where}의 목록에는 항목이 {length}개 있어야 합니다", where)
    return x


# --------------------------------------------------------------------------- setup


OPTIONS = {
    "variant": (False, "2-player variant (FE.var.two-player): 39 valley tiles, a public tile removed a turn"),
    "data": (None, "a folder of component data files (default: the kit's illustrative set)"),
    "monument_kinds": (None, "each player's monument kind in turn order (default: the first kinds)"),
}


def new_game(players: int = 3, seed: int | None = None, variant: bool = False, data: str | None = None,
             monument_kinds: list[str] | None = None, **unknown: object) -> FertilityState:
    """A new game after setup (spec 3.2): boards joined, start tile placed, tiles and districts dealt.

    ``variant=True`` plays the 2-player variant (FE.var.two-player: 39 valley tiles, one public tile
    removed every turn).  ``data`` is a folder of component files (default: the illustrative set).
    ``monument_kinds`` lists each player's monument kind in turn order (default: the first kinds).

    >>> s = new_game(players=4, seed=1)
    >>> len(s.board.boards), len(s.stack), s.supply
    (4, 31, [20, 20, 20, 20])
    >>> new_game(players=3.0)
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: Fertility: players must be a whole number 2 to 4, not 3.0 (float)
    """
    check_unknown(unknown, OPTIONS)
    players = check_players(players, range(2, 5), {"en": "Fertility", "ko": "퍼틸리티"})
    seed = check_seed(seed)
    check_bool(variant, "variant")
    if variant and players != 2:
        raise OptionError(
            f"the variant is for 2 players (FE.var.two-player), not {players}",
            f"변형 규칙은 2인 게임용입니다 (FE.var.two-player). 플레이어 수: {players}",
            field="variant",
        )
    if data is not None and not isinstance(data, str):
        raise OptionError(
            f"data must be a folder name (text), not {type(data).__name__}",
            f"data는 폴더 이름(문자열)이어야 합니다 (받은 값의 종류: {type(data).__name__})",
            field="data",
        )
    if monument_kinds is not None and not isinstance(monument_kinds, (list, tuple)):
        kind = type(monument_kinds).__name__
        raise OptionError(
            f"monument_kinds must be a list of kinds, not {kind}",
            f"monument_kinds는 기념물 종류의 목록이어야 합니다 (받은 값의 종류: {kind})",
            field="monument_kinds",
        )
    try:
        comp = load_components(data)
    except DataError as exc:
        raise DataError(exc.en, f"구성물 데이터 파일을 쓸 수 없습니다: {exc.en}", field="data") from None
    rng = Rng(seed)
    s = object.__new__(FertilityState)
    s.comp, s.num_players, s.seed, s.variant = comp, players, seed, variant
    # FE.setup.boards, FE.setup.board-layout, FE.setup.connectors
    s.board = board = assemble(comp, players, rng)
    cells = board.height * board.width
    s.site, s.tile_at, s.quarry = [""] * cells, [NO_TILE] * cells, {}
    # FE.setup.start-tile: any orientation, on the start symbol closest to the centre.
    s.start = board.closest_start(rng)
    top, bottom = _rotate(comp.start_tile, rng.randbelow(4))
    r0, c0 = s.start
    for (r, c), k in zip(((r0, c0), (r0, c0 + 1), (r0 + 1, c0), (r0 + 1, c0 + 1)), top + bottom, strict=True):
        s.site[board.index((r, c))] = k
        s.tile_at[board.index((r, c))] = START_TILE
    # FE.setup.valley-stack (FE.var.two-player-tiles), FE.setup.personal-tiles, FE.setup.public-tiles
    count = comp.tiles_by_players["2-variant" if variant else str(players)]
    order = rng.shuffled(range(len(comp.tiles)))
    stack, s.box = order[:count], order[count:]
    s.hands = []
    for _ in range(players):
        s.hands.append(stack[-comp.personal_tiles:][::-1])
        stack = stack[:-comp.personal_tiles]
    s.public = stack[-comp.public_tiles:][::-1]
    s.stack = stack[:-comp.public_tiles]
    s.gone = []
    # FE.setup.city, FE.setup.districts, FE.setup.common-supply, FE.setup.monuments
    s.wheat = [0] * players
    dstack = rng.shuffled(sorted(comp.districts))
    s.row = list(dstack[-comp.district_row:][::-1])
    s.dstack = dstack[:-comp.district_row]
    s.lots = [[None] * comp.lots for _ in range(players)]
    s.goods = [{} for _ in range(players)]
    s.supply = [comp.resources[r] for r in RESOURCES]
    s.beside = [[0, 0, 0, 0] for _ in range(players)]
    kinds = list(monument_kinds) if monument_kinds is not None else list(comp.monument_kinds[:players])
    if (not all(isinstance(k, str) for k in kinds) or len(kinds) != players or len(set(kinds)) != players
            or set(kinds) - set(comp.monument_kinds)):
        known = ", ".join(comp.monument_kinds)
        raise OptionError(
            f"monument_kinds must name {players} different kinds of: {known}",
            f"monument_kinds에는 다음 종류 중 서로 다른 {players}개를 적어야 합니다: {known}",
            field="monument_kinds",
        )
    s.monument_kinds = kinds
    s.monuments = [comp.monuments_per_kind] * players
    # FE.turn.first-player: seat 0 is the youngest player.
    s.current_player, s.turn, s.phase = 0, 0, "place"
    s.pending, s.trade, s.bought, s.remaining = [], "", None, None
    s.gained = {"A": "", "B": 0, "C": "", "D": 0}
    s.rng = rng
    s._new_board_state()
    return s


def _view_rng(rng: Rng, player: int) -> Rng:
    """A generator for ``player``'s view: a one-way hash of the real one, so a view cannot lead back to it."""
    digest = hashlib.sha256(f"fertility:{rng.state}:{player}:view".encode()).digest()
    return Rng(state=int.from_bytes(digest[:8], "big"))
