"""Setup (rulebook: 게임 준비, §3.2) and helpers that set up rulebook positions in one call.

>>> s = new_game(players=3, seed=7)
>>> s.supply, len(s.stacks[0]) + len(s.stacks[1]), s.market.count(None)
((5, 5, 5, 5, 5, 5), 49, 0)
>>> s = setup(players=2, seed=1, layouts={0: "RJ RJ / RS ."}, tokens={0: "A A W W"})
>>> s.layout(0).ground[(1, 0)].code, s.hands[0]
('RS', (0, 2, 0, 0, 0, 2))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypeVar

from rulekit.checks import check_bool, check_int, check_players, check_seed, check_text, check_unknown
from rulekit.core import InvalidState, NotationError, OptionError
from rulekit.rng import Rng

from ..i18n import josa
from .adjacency import Cell
from .components import ComponentError, Components, make_components
from .fields import with_seat
from .layout import Layout, layout_from_text
from .speed import Cells
from .state import GoldenAnkhState
from .validate import MAX_TOKENS_PER_KIND, check_state

T = TypeVar("T")

OPTIONS: dict[str, tuple[object, str]] = {
    "tokens_per_kind": (
        None,
        "tokens of each kind: None = the rulebook (6, or 5 with 3 players, GA.gap.token-count); "
        "'published' = 4/5/6 for 2/3/4 players; or a number",
    ),
    "upper_discount": (
        False,
        "published variant: an upper-layer tile costs 1 resource fewer, of the buyer's choice",
    ),
    "start_player": (
        0,
        "seat of the start player (the rulebook lets the players choose, GA.setup.start-player)",
    ),
    "tiles": (
        None,
        "tile records (list of {id, colour, animal, number, special}) or CSV text instead of tiles.csv",
    ),
    "price_holes": (None, "holes per market space, left to right (default 2,2,2,3,3,3)"),
    "price_markers": (None, "the price markers' resource kinds (default 3 of each of the 5)"),
    "bonus_markers": (None, "values of the bonus markers (default twelve 3s)"),
    "max_rounds": (
        None,
        "simulator round limit: the game ends and is scored after this round; None = no limit "
        "(the rulebook has none; a harness may cap turns, GA.gap.tiles-exhausted)",
    ),
}


TITLE = {"en": "Golden Ankh", "ko": "황금 앙크"}


def tokens_for(comp: Components, players: int, tokens_per_kind: object) -> int:
    """The number of tokens of each kind for ``players`` under the ``tokens_per_kind`` option."""
    if tokens_per_kind is None:
        return comp.tokens_per_kind[players]  # GA.setup.supply, GA.setup.supply-3p, GA.gap.token-count
    if tokens_per_kind == "published":
        return comp.tokens_per_kind_published[players]
    if isinstance(tokens_per_kind, int) and not isinstance(tokens_per_kind, bool):
        return check_int(tokens_per_kind, "tokens_per_kind", 0, MAX_TOKENS_PER_KIND)
    shown = repr(tokens_per_kind)[:40]
    top = MAX_TOKENS_PER_KIND
    raise OptionError(
        f"tokens_per_kind must be None, 'published' or a whole number 0 to {top}, not {shown}",
        f"tokens_per_kind는 None, 'published' 또는 0~{top} 범위의 정수여야 합니다. 받은 값: {shown}",
        field="tokens_per_kind",
    )


def _listed(value: Sequence[T], field: str) -> list[T]:
    """A list or tuple option (price holes, markers) as a list."""
    if not isinstance(value, (list, tuple)):
        kind = type(value).__name__
        raise OptionError(
            f"{field} must be a list, not {kind}",
            f"{josa(field, '은')} 목록이어야 합니다 (받은 값의 종류: {kind})",
            field=field
        )
    return list(value)


def new_game(
    players: int = 2,
    seed: int | None = None,
    *,
    tokens_per_kind: int | str | None = None,
    upper_discount: bool = False,
    start_player: int = 0,
    tiles: str | Sequence[Mapping[str, object]] | None = None,
    price_holes: Sequence[int] | None = None,
    price_markers: Sequence[str] | None = None,
    bonus_markers: Sequence[int] | None = None,
    max_rounds: int | None = None,
    **unknown: object,
) -> GoldenAnkhState:
    """A new game set up by the rulebook (§3.2); ``seed=None`` draws a seed and records it.

    Every argument is checked: a bad one raises :class:`rulekit.OptionError` naming it.

    >>> new_game(players=2, seed=7, tokens_per_kind="published").supply
    (4, 4, 4, 4, 4, 4)
    >>> new_game(players=2, upper_discount="no")
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: upper_discount must be True or False, not 'no' (str)
    """
    check_unknown(unknown, OPTIONS)
    players = check_players(players, range(2, 5), TITLE)
    seed = check_seed(seed)
    check_bool(upper_discount, "upper_discount")
    check_int(start_player, "start_player", 0, players - 1)
    if max_rounds is not None:
        check_int(max_rounds, "max_rounds", 1)
    overrides = {
        k: _listed(v, k)
        for k, v in (
            ("price_holes", price_holes),
            ("price_markers", price_markers),
            ("bonus_markers", bonus_markers),
        )
        if v is not None
    }
    if tiles is not None and not isinstance(tiles, str):
        tiles = _listed(tiles, "tiles")
    try:
        comp = make_components(tiles, **overrides)
    except ComponentError as exc:
        field = next((k for k in ("tiles", *overrides) if k in str(exc)), "tiles")
        raise ComponentError(
            exc.en, f"{field}: 이 구성물 데이터로는 게임을 준비할 수 없습니다 ({exc.en})", field=field
        ) from None
    per_kind = tokens_for(comp, players, tokens_per_kind)
    options = {"tokens_per_kind": per_kind, "upper_discount": upper_discount, "max_rounds": max_rounds}
    return set_up(comp, players, seed, options, start_player)


def set_up(
    comp: Components, players: int, seed: int, options: dict[str, Any], start_player: int = 0
) -> GoldenAnkhState:
    """The game set up with checked components and options (as :func:`new_game` makes them): a position
    rebuilt after an edit keeps the game's components and options."""
    rng = Rng(seed)
    per_kind = options["tokens_per_kind"]
    s = GoldenAnkhState(comp, players, seed, rng, options)
    # GA.setup.market, GA.setup.supply: the supply beside the market board.
    s.supply = (per_kind,) * len(comp.kind_keys)
    # GA.setup.tile-stacks, GA.gap.setup-details: shuffle face down, two stacks of 28 and 27.
    order = rng.shuffled(range(len(comp.tiles)))
    half = (len(order) + 1) // 2
    s.stacks = (tuple(order[:half]), tuple(order[half:]))
    # GA.setup.prices: shuffle the price markers into the holes; they never move.
    markers = rng.shuffled(comp.price_markers)
    prices, i = [], 0
    for holes in comp.price_holes:
        prices.append(markers[i : i + holes])
        i += holes
    s.set_prices(prices)
    # GA.setup.market-tiles: one stack chosen (at random), its top 6 tiles face up from the left.
    chosen = rng.randbelow(2)
    stack = list(s.stacks[chosen])
    s.market = tuple(stack.pop() for _ in comp.price_holes)
    s.stacks = (tuple(stack), s.stacks[1]) if chosen == 0 else (s.stacks[0], tuple(stack))
    s.bonus_pool = tuple(comp.bonus_markers)  # GA.setup.bonus-pool
    s.start_player = s.current_player = start_player  # GA.setup.start-player
    s.ankh_budget = 0
    return s


# ---------------------------------------------------------------------------- positions for lessons and tests


def _take_tile(s: GoldenAnkhState, kind: tuple[str, str | None, int, str], where: str) -> int:
    """Find a tile of ``kind`` in the stacks (then among removed tiles, then in the market) and take it."""
    tiles = s.comp.tiles
    for i in (0, 1):
        st = list(s.stacks[i])
        for j, tid in enumerate(st):
            if tiles[tid].kind == kind:
                del st[j]
                s.stacks = (tuple(st), s.stacks[1]) if i == 0 else (s.stacks[0], tuple(st))
                return tid
    for j, tid in enumerate(s.removed):
        if tiles[tid].kind == kind:
            s.removed = s.removed[:j] + s.removed[j + 1 :]
            return tid
    for j, held in enumerate(s.market):
        if held is not None and tiles[held].kind == kind:
            # Take it from the market and put the top tile of a stack in its place.
            market = list(s.market)
            market[j] = None
            for i in (0, 1):
                if s.stacks[i]:
                    market[j] = s.stacks[i][-1]
                    s.stacks = (s.stacks[0][:-1], s.stacks[1]) if i == 0 else (s.stacks[0], s.stacks[1][:-1])
                    break
            s.market = tuple(market)
            return held
    raise InvalidState(
        f"no {where} tile is left outside the layouts (the component set has too few)",
        f"배치 밖에 남은 {where} 타일이 없습니다 (구성물에 그만큼 없습니다)",
        field="tiles",
    )


def _put_back(s: GoldenAnkhState, tids: Iterable[int]) -> None:
    """Put tiles at the bottom of stack B (bottom = start of the tuple)."""
    s.stacks = (s.stacks[0], tuple(tids) + s.stacks[1])


def _tokens(comp: Components, tokens: str | Mapping[str, int] | Sequence[int]) -> list[int]:
    letters = " ".join(comp.kind_letters)
    counts = [0] * len(comp.kind_keys)

    def bad(en: str, ko: str) -> NotationError:
        return NotationError(en, ko, field="tokens")

    def amount(n: object) -> int:
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= MAX_TOKENS_PER_KIND:
            raise bad(f"a token count must be a whole number 0 to {MAX_TOKENS_PER_KIND}, not {n!r:.40}",
                      f"토큰 수는 0~{MAX_TOKENS_PER_KIND} 범위의 정수여야 합니다: {n!r:.40}")
        return n

    if isinstance(tokens, str):
        check_text(tokens, "tokens")
        for letter in tokens.replace(",", " ").split():
            for ch in letter:
                if ch not in comp.letter_index:
                    raise bad(f"{ch!r} is not a token letter ({letters})",
                              f"{josa(repr(ch), '은')} 토큰 글자({letters})가 아닙니다")
                counts[comp.letter_index[ch]] += 1
    elif isinstance(tokens, Mapping):
        for letter, n in tokens.items():
            if letter not in comp.letter_index:
                raise bad(f"{letter!r:.40} is not a token letter ({letters})",
                          f"{josa(format(repr(letter), '.40'), '은')} 토큰 글자({letters})가 아닙니다")
            counts[comp.letter_index[letter]] += amount(n)
    elif isinstance(tokens, (list, tuple)) and len(tokens) == len(counts):
        counts = [amount(x) for x in tokens]
    else:
        n = len(counts)
        raise bad(f"tokens are letters ('A W R'), {{letter: count}} or {n} counts, not {tokens!r:.40}",
                  f"토큰은 글자('A W R'), {{글자: 개수}} 또는 개수 {n}개로 적습니다: {tokens!r:.40}")
    return counts


def with_layout(
    state: GoldenAnkhState,
    player: int,
    layout: str | Layout,
    tokens: str | Mapping[str, int] | Sequence[int] | None = None,
) -> GoldenAnkhState:
    """A copy of ``state`` where ``player``'s tiles are ``layout`` (text or :class:`Layout`).

    Tiles of the right kinds are taken from the stacks (the player's old tiles go back under
    stack B), so every tile stays somewhere exactly once; storehouse tokens (``*``) come from the
    supply; bonus markers are taken for qualifying groups.  ``tokens`` (e.g. ``"A A W R"``) sets the
    player's hand from the supply.

    >>> s = with_layout(new_game(2, seed=3), 0, "RJ RS / GJ GS", tokens="A W")
    >>> s.tiles_placed(0), s.hands[0][1], len(s.stacks[0]) + len(s.stacks[1])
    (4, 1, 45)
    """
    s = state._copy()
    check_int(player, "player", 0, s.num_players - 1)
    if not isinstance(layout, (str, Layout)):
        raise NotationError(f"a layout is text in the layout notation or a Layout, not {layout!r:.40}",
                            f"배치는 배치 표기 문자열이나 Layout이어야 합니다: {layout!r:.40}",
                            field="layout")
    lay = layout_from_text(layout, s.comp) if isinstance(layout, str) else layout
    # Give back the old tiles, storehouse tokens and markers.
    _put_back(s, list(s.ground[player].values()) + list(s.upper[player].values()))
    supply = list(s.supply)
    for sid in s.stored[player]:
        supply[s.comp.colour_kind[s.comp.tiles[sid].colour]] += 1
    s.supply = tuple(supply)
    s.bonus_pool = s.bonus_pool + tuple(v for _, v in s.bonus[player])
    s.bonus = with_seat(s.bonus, player, ())
    s.bonus_tiles = with_seat(s.bonus_tiles, player, ())
    ground: dict[Cell, int] = {}
    upper: dict[Cell, int] = {}
    stored: set[int] = set()
    for layer, cells, out in ((0, lay.ground, ground), (1, lay.upper, upper)):
        for cell, tile in sorted(cells.items()):
            tid = _take_tile(s, tile.kind, tile.code)
            out[cell] = tid
            if (layer, cell[0], cell[1]) in lay.stored:
                stored.add(tid)
    s.ground[player] = Cells.of(ground)
    s.upper[player] = Cells.of(upper)
    s.stored = with_seat(s.stored, player, frozenset())
    for tid in sorted(stored):
        k = s.comp.colour_kind[s.comp.tiles[tid].colour]
        if s.supply[k] <= 0:
            raise InvalidState("the supply has no token left for a storehouse marked *",
                               "공급처에 * 표시한 창고에 둘 토큰이 남아 있지 않습니다", field="stored")
        supply = list(s.supply)
        supply[k] -= 1
        s.supply = tuple(supply)
        s.stored = with_seat(s.stored, player, s.stored[player] | {tid})
    if tokens is not None:
        s = _set_hand(s, player, _tokens(s.comp, tokens))
    s._update_bonus(player)
    if s.tiles_placed(player) >= s.comp.end_tiles:
        s.end_triggered = True
    check_state(s, history=False)  # a lesson position: no history to check
    return s


def _set_hand(s: GoldenAnkhState, player: int, counts: list[int]) -> GoldenAnkhState:
    supply = [a + b for a, b in zip(s.supply, s.hands[player], strict=False)]
    for k, n in enumerate(counts):
        if n > supply[k]:
            letter = s.comp.kind_letters[k]
            raise InvalidState(f"the supply has only {supply[k]} {letter} tokens",
                               f"공급처에 {letter} 토큰이 {supply[k]}개뿐입니다", field="tokens")
        supply[k] -= n
    s.supply = tuple(supply)
    s.hands[player] = tuple(counts)
    if player == s.current_player and not s.basic_done:
        # The turn began with these tokens; at most 2 can be spent (GA.gap.ankh-this-turn).
        s.ankh_budget = min(counts[s.comp.ankh], s.comp.ankh_limit)
    return s


def with_tokens(
    state: GoldenAnkhState, player: int, tokens: str | Mapping[str, int] | Sequence[int]
) -> GoldenAnkhState:
    """A copy of ``state`` where ``player`` holds ``tokens`` (taken from / given back to the supply).

    >>> with_tokens(new_game(2, seed=1), 0, "A A G").hands[0]
    (0, 0, 0, 1, 0, 2)
    """
    s = state._copy()
    check_int(player, "player", 0, s.num_players - 1)
    s = _set_hand(s, player, _tokens(s.comp, tokens))
    check_state(s, history=False)  # a lesson position: no history to check
    return s


def price_tokens(state: GoldenAnkhState, space: int) -> str:
    """The tokens that pay for market space ``space`` (1 = leftmost), in token notation (``GA.buy.price``).

    One letter per price marker above the space, ready for :func:`with_tokens` or ``take``.

    >>> s = new_game(players=3, seed=7)
    >>> price_tokens(s, 1), s.price(1)
    ('B W', {'B': 1, 'W': 1})
    """
    check_int(space, "space", 1, len(state.cost))
    return " ".join(letter for letter, n in state.price(space).items() for _ in range(n))


def with_price(state: GoldenAnkhState, player: int, *spaces: int) -> GoldenAnkhState:
    """A copy of ``state`` where ``player`` holds exactly the price of the market ``spaces``, nothing else.

    >>> s = with_price(new_game(players=3, seed=7), 0, 1, 2)
    >>> s.resources_in_hand(0) == sum(map(sum, s.cost[:2]))
    True
    """
    return with_tokens(state, player, " ".join(price_tokens(state, k) for k in spaces))


def market_codes(state: GoldenAnkhState) -> list[str | None]:
    """The market row as tile codes, left to right (``None`` for an empty space), as ``with_market`` reads.

    >>> market_codes(with_market(new_game(players=2, seed=3), "RJ GS . W2 BF KD"))
    ['RJ', 'GS', None, 'W2', 'BF', 'KD']
    """
    return [None if t is None else state.comp.tiles[t].code for t in state.market]


def with_market(state: GoldenAnkhState, codes: str | Sequence[str | None]) -> GoldenAnkhState:
    """A copy of ``state`` whose market row is ``codes`` (e.g. ``"RJ GS . W2 BF KD"``, ``.`` = empty).

    Old market tiles go back under stack B; the new ones are taken from the stacks.

    >>> s = with_market(new_game(2, seed=3), "RJ GS . W2 BF KD")
    >>> [None if t is None else s.comp.tiles[t].code for t in s.market]
    ['RJ', 'GS', None, 'W2', 'BF', 'KD']
    """
    s = state._copy()
    if not isinstance(codes, (str, list, tuple)):
        raise NotationError(f"a market row is tile codes ('RJ GS . W2 BF KD'), not {codes!r:.40}",
                            f"시장 줄은 타일 기호로 적습니다('RJ GS . W2 BF KD'): {codes!r:.40}",
                            field="market")
    items = codes.split() if isinstance(codes, str) else list(codes)
    if len(items) != len(s.market):
        raise NotationError(f"the market has {len(s.market)} spaces, not {len(items)}",
                            f"시장은 {len(s.market)}칸입니다 ({len(items)}칸이 아니라)", field="market")
    _put_back(s, [t for t in s.market if t is not None])
    market: list[int | None] = []
    for code in items:
        if code in (None, ".", ""):
            market.append(None)
        else:
            try:
                tile = s.comp.tile_from_code(code)
            except (ValueError, TypeError):
                raise NotationError(f"market: {code!r:.40} is not a tile code",
                                    f"시장: {josa(format(repr(code), '.40'), '은')} 타일 기호가 아닙니다",
                                    field="market") from None
            market.append(_take_tile(s, tile.kind, code))
    s.market = tuple(market)
    check_state(s, history=False)  # a lesson position: no history to check
    return s


StackRequest = int | str | Sequence[str] | None


def with_stacks(state: GoldenAnkhState, a: StackRequest = None, b: StackRequest = None) -> GoldenAnkhState:
    """A copy of ``state`` whose face-down stacks ``A`` and ``B`` are set as asked.

    For each stack: ``None`` keeps it as it is; a whole number ``n`` keeps only its top ``n`` tiles
    (``0`` empties it); tile codes (``"RJ GS"`` or ``["RJ", "GS"]``) give the stack exactly these
    tiles, **top first** (the first code is the tile a refill draws first).  Coded tiles come from
    the stacks and from the tiles out of the game; the market and the layouts are never touched.
    Every tile that is no longer in a stack goes out of the game (``removed``), so each tile is
    still somewhere exactly once (``GA.setup.tile-stacks``: the stacks are the only source of new
    tiles).  An impossible request raises an ``InvalidState`` (a ``ValueError``) saying why, in English
    and Korean.

    >>> s = new_game(2, seed=3)
    >>> t = with_stacks(s, a=1, b="RJ GS")
    >>> t.stacks[0] == s.stacks[0][-1:], [t.comp.tiles[x].code for x in t.stacks[1][::-1]]
    (True, ['RJ', 'GS'])
    >>> len(t.removed), len(with_stacks(s, a=0, b=0).removed)
    (46, 49)
    >>> with_stacks(s, a=30)
    Traceback (most recent call last):
    ...
    rulekit.errors.InvalidState: stack A holds 28 tiles: cannot keep its top 30
    """
    s = state._copy()
    tiles = s.comp.tiles
    requests = {0: a, 1: b}
    kept: dict[int, tuple[int, ...]] = {}
    for i, req in requests.items():
        name = "AB"[i]
        if req is None:
            kept[i] = s.stacks[i]
        elif isinstance(req, int) and not isinstance(req, bool):
            if not 0 <= req <= len(s.stacks[i]):
                held = len(s.stacks[i])
                raise InvalidState(f"stack {name} holds {held} tiles: cannot keep its top {req}",
                                   f"{name} 더미에는 타일이 {held}장뿐이라 위의 {req}장을 남길 수 없습니다",
                                   field="stacks")
            kept[i] = s.stacks[i][len(s.stacks[i]) - req :]
    taken = {t for st in kept.values() for t in st}
    # Free tiles, searched in this order: the stacks (top first), then the tiles out of the game.
    free = [t for i in (0, 1) for t in reversed(s.stacks[i]) if t not in taken] + list(s.removed)
    for i, req in requests.items():
        if i in kept:
            continue
        name = "AB"[i]
        if not isinstance(req, (str, list, tuple)):
            raise NotationError(
                f"stack {name}: keep a number of tiles or give tile codes, not {req!r:.40}",
                f"{name} 더미: 남길 타일 수나 타일 기호를 적습니다: {req!r:.40}",
                field="stacks",
            )
        codes = req.split() if isinstance(req, str) else list(req)
        chosen: list[int] = []
        for code in codes:
            if not isinstance(code, str):
                raise NotationError(f"stack {name}: {code!r:.40} is not a tile code",
                                    f"{name} 더미: {josa(format(repr(code), '.40'), '은')}"
                                    " 타일 기호가 아닙니다", field="stacks")
            try:
                kind = s.comp.tile_from_code(code).kind
            except ValueError as exc:
                raise NotationError(f"stack {name}: {exc}",
                                    f"{name} 더미: {josa(format(repr(code), '.40'), '은')}"
                                    " 타일 기호가 아닙니다",
                                    field="stacks") from None
            tid = next((t for t in free if tiles[t].kind == kind), None)
            if tid is None:
                total = sum(1 for t in tiles if t.kind == kind)
                raise InvalidState(
                    f"stack {name}: asks for more {code} tiles than are free (the game has {total}; tiles in "
                    "the market, in the layouts, in a kept stack or asked for already are not free)",
                    f"{name} 더미: 남은 {code} 타일보다 많이 요청했습니다 (게임에 {total}장; 시장, 배치, "
                    "남긴 더미에 있거나 이미 요청한 타일은 쓸 수 없습니다)",
                    field="stacks",
                )
            free.remove(tid)
            chosen.append(tid)
        kept[i] = tuple(reversed(chosen))  # the top of a stack is the end of the tuple
    s.stacks = (kept[0], kept[1])
    in_stacks = set(kept[0]) | set(kept[1])
    old_removed = set(s.removed)
    left = [t for t in s.removed if t not in in_stacks]
    left += [t for i in (0, 1) for t in state.stacks[i] if t not in in_stacks and t not in old_removed]
    s.removed = tuple(left)
    check_state(s, history=False)  # a lesson position: no history to check
    return s


def setup(
    players: int = 2,
    seed: int = 0,
    layouts: Mapping[int, str | Layout] | None = None,
    tokens: Mapping[int, str | Mapping[str, int] | Sequence[int]] | None = None,
    market: str | Sequence[str | None] | None = None,
    current_player: int | None = None,
    **options: Any,
) -> GoldenAnkhState:
    """A position in one call: a new game, then the given layouts, hands and market.

    >>> s = setup(3, layouts={1: "GJ GS GF GD GP"}, tokens={1: "R R"}, current_player=1)
    >>> s.current_player, len(s.bonus[1]), s.hands[1][4]
    (1, 1, 2)
    """
    s = new_game(players=players, seed=seed, **options)
    if current_player is not None:
        check_int(current_player, "current_player", 0, players - 1)
        s.current_player = current_player
        # The players before them in this first round have had their turns.
        s.turn = (current_player - s.start_player) % players
    for p, lay in (layouts or {}).items():
        s = with_layout(s, p, lay)
    for p, tok in (tokens or {}).items():
        s = with_tokens(s, p, tok)
    if market is not None:
        s = with_market(s, market)
    s.__dict__.pop("_legal_cache", None)
    return s
