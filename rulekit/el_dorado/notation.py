"""The position notation: a one-line text form of a position, for tests and lessons.

Fields are ``key=value`` separated by spaces; lists are comma-separated, ``-`` is
an empty list.  Every field is optional; missing ones take their setup values.

=================  ===============================================================
``players=3``      number of players (2–4)
``course=0``       course id (0 = first game B C N I K … 7)
``blockades=``     the piece on each seam, in slot order; ``*2``: broken, P2 holds it
``pieces=``        each player's piece(s) by hex label (``B6``), ``ED`` = in El Dorado;
                   two pieces (2 players) joined with ``+``
``hat=1``          the start player; ``player=2`` the player to move
``hand1=``         P1's hand; ``draw1=`` draw pile; ``discard1=`` discard pile;
                   ``removed1=`` cards out of the game.  Piles are written bottom
                   to top (the last card is the top card).
``market=``        the 6 slots as card+count (``Sc3``), ``-`` for an empty slot
``reserve=``       the reserve stacks (``Pi3,GM2``)
``round=`` ``turns=`` ``final``                    rounds done, turns done (by default: as the round
                                                   and the player to move say), final round started
``phase=discard`` ``played=Ex,GM!`` (``!``: leaves the game) ``active=Sc:m1``
(leftover: card, symbol letter, power; ``@2`` for the 2nd piece) ``budget=3``
(half-coins) ``bought=Sc`` ``pending=1``         the middle of a turn
``limit=200``      the simulator's round limit; ``seed=7 rng=…`` the seed and the
                   generator's state (so a written position replays exactly)
=================  ===============================================================

If a player's ``hand`` is not given, they are dealt as at setup.  If their
``draw`` pile is not given, the starting cards not listed elsewhere form it
(shuffled); if it is given, unlisted starting cards are out of the game.  Without
``market``/``reserve``, cards the players hold are taken from the starting market.

>>> from rulekit import el_dorado as ed
>>> s = ed.from_position("players=2 blockades=BJ1*1,BJ2,BR1,BR2 pieces=C3+B8,B7+B9 hand1=Sc,Ex,Ex,Tr")
>>> s.pieces[0], s.hands[0]
(('C3', 'B8'), ('Sc', 'Ex', 'Ex', 'Tr'))
>>> ed.from_position(ed.format_position(s)) == s
True
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..checks import MAX_DIGITS, MAX_POSITION_TEXT, SEED_MAX, check_int, check_text
from ..core import NotationError
from ..i18n import josa
from ..rng import Rng
from .components import (
    BLOCKADES,
    CARDS,
    ELDORADO,
    HAND_SIZE,
    LETTER_SYMBOL,
    MARKET_KINDS,
    MARKET_SLOTS,
    STACK_SIZE,
    STARTING_DECK,
    SYMBOL_LETTER,
    UnknownCourse,
    course,
)
from .setup import MAX_ROUNDS, start_market, start_spaces
from .state import ElDoradoState
from .turn import draw_cards
from .validate import MAX_ROUND


class PositionError(NotationError):
    """Text that is not a valid El Dorado position, explained in English and Korean.

    >>> e = PositionError("unknown field 'x'", "'x'는 없는 항목입니다")
    >>> str(e), e.message("ko")
    ("unknown field 'x'", "'x'는 없는 항목입니다")
    """


def _cards(text: str, key: str) -> tuple[str, ...]:
    if text in ("", "-"):
        return ()
    out = tuple(text.split(","))
    bad = [c for c in out if c not in CARDS]
    if bad:
        raise PositionError(f"{key}: unknown card(s) {bad}; cards are {', '.join(CARDS)}",
                            f"{key}: 없는 카드 {bad}; 카드는 {', '.join(CARDS)}입니다")
    return out


def _list(cards: Sequence[str]) -> str:
    return ",".join(cards) if cards else "-"


def format_position(s: ElDoradoState) -> str:
    """The one-line notation of a state (see the module docstring)."""
    n = s.num_players
    parts = [f"players={n}", f"course={s.course_id}"]
    pairs = zip(s.blockades, s.broken, strict=True)
    parts.append("blockades=" + ",".join(b + (f"*{w + 1}" if w >= 0 else "") for b, w in pairs))
    parts.append("pieces=" + ",".join("+".join(ps) for ps in s.pieces))
    parts.append(f"hat={s.start_player + 1}")
    parts.append(f"player={s.current_player + 1}")
    for p in range(n):
        k = p + 1
        parts += [f"hand{k}={_list(s.hands[p])}", f"draw{k}={_list(s.draws[p])}",
                  f"discard{k}={_list(s.discards[p])}", f"removed{k}={_list(s.removed[p])}"]
    parts.append("market=" + ",".join(f"{st[0]}{st[1]}" if st else "-" for st in s.market))
    parts.append("reserve=" + (",".join(f"{c}{m}" for c, m in s.reserve) or "-"))
    if s.round:
        parts.append(f"round={s.round}")
    if s.turn:
        parts.append(f"turns={s.turn}")
    if s.final_round:
        parts.append("final")
    if s.phase != "play":
        parts.append(f"phase={s.phase}")
    if s.played:
        parts.append("played=" + ",".join(c + ("!" if f == "remove" else "") for c, f in s.played))
    if s.active:
        c, sym, left, piece = s.active
        parts.append(f"active={c}:{SYMBOL_LETTER[sym]}{left}" + (f"@{piece + 1}" if piece else ""))
    if s.budget:
        parts.append(f"budget={s.budget}")
    if s.bought:
        parts.append(f"bought={s.bought}")
    if s.pending_trash:
        parts.append(f"pending={s.pending_trash}")
    if s.over:
        parts.append("over")
    if s.stopped:
        parts.append("stopped")
    if s.max_rounds is not None:
        parts.append(f"limit={s.max_rounds}")
    parts.append(f"seed={s.seed} rng={s.rng.state}")
    return " ".join(parts)


def _int(value: str, key: str, lo: int, hi: int) -> int:
    if not (value.isascii() and value.isdigit()) or len(value) > MAX_DIGITS or not lo <= int(value) <= hi:
        value = value[:40]
        raise PositionError(f"{key}={value!r}: a whole number from {lo} to {hi} is needed",
                            f"{key}={value!r}: {lo}부터 {hi}까지의 정수가 필요합니다")
    return int(value)


def _stacks(text: str, key: str) -> list[tuple[str, int] | None]:
    out: list[tuple[str, int] | None] = []
    for item in ([] if text in ("", "-") and key == "reserve" else text.split(",")):
        if item == "-":
            out.append(None)
            continue
        code, count = item[:-1], item[-1:]
        if code not in MARKET_KINDS or not count.isdigit() or not 1 <= int(count) <= STACK_SIZE:
            raise PositionError(f"{key}: {item!r} must be a market card and a count 1–{STACK_SIZE}, e.g. Sc3",
                                f"{key}: {josa(repr(item), '은')} 시장 카드와 장수 "
                                f"1–{STACK_SIZE}로 적어야 합니다"
                                "(예: Sc3)")
        out.append((code, int(count)))
    return out


def parse_position(text: str, seed: int = 0) -> ElDoradoState:
    """A state from the notation; a bad text raises :class:`PositionError` naming the field."""
    try:
        check_text(text, "position", MAX_POSITION_TEXT)
    except NotationError as exc:
        raise PositionError(exc.en, exc.ko, field=exc.field) from None
    check_int(seed, "seed", 0, SEED_MAX)
    fields: dict[str, str] = {}
    flags: set[str] = set()
    for token in text.split():
        if "=" in token:
            key, _, value = token.partition("=")
            if key in fields:
                raise PositionError(f"field {key!r} is given twice", f"{key!r} 항목이 두 번 적혀 있습니다")
            fields[key] = value
        elif token in ("final", "over", "stopped"):
            flags.add(token)
        else:
            raise PositionError(f"{token!r} is not a field (write key=value)",
                                f"{josa(repr(token), '은')} 항목이 아닙니다(key=value 꼴로 적으십시오)")
    known = {"players", "course", "blockades", "pieces", "hat", "player", "market", "reserve", "round",
        "turns",
             "phase", "played", "active", "budget", "bought", "pending", "seed", "rng", "limit"}
    for key in fields:
        if key not in known and not (key.rstrip("1234") in ("hand", "draw", "discard", "removed")
                                     and key[-1:] in "1234"):
            raise PositionError(f"unknown field {key!r}", f"{josa(repr(key), '은')} 없는 항목입니다")
    n = _int(fields.get("players", "2"), "players", 2, 4)
    try:
        chosen = course(fields.get("course", "0"))
    except UnknownCourse as exc:
        raise PositionError(exc.en, exc.ko, field="course") from None
    if "seed" in fields:
        seed = _int(fields["seed"], "seed", 0, SEED_MAX)
    s = ElDoradoState(n, chosen.id, seed, Rng(seed))
    seams = len(chosen.seams)
    if "blockades" in fields:
        items = fields["blockades"].split(",") if fields["blockades"] not in ("", "-") else []
        if len(items) != seams:
            raise PositionError(f"blockades: this course has {seams} seams; give one piece for each",
                                f"blockades: 이 경로에는 연결부가 {seams}개 있으니 "
                                "연결부마다 봉쇄를 하나씩 적으십시오")
        codes, broken = [], []
        for item in items:
            code, _, who = item.partition("*")
            if code not in BLOCKADES:
                raise PositionError(f"blockades: unknown piece {code!r} (pieces: {', '.join(BLOCKADES)})",
                                    f"blockades: {josa(repr(code), '은')} 없는 봉쇄입니다"
                                    f"(봉쇄: {', '.join(BLOCKADES)})")
            codes.append(code)
            broken.append(_int(who, "blockades", 1, n) - 1 if who else -1)
        if len(set(codes)) != len(codes):
            raise PositionError("blockades: each piece exists once",
                                "blockades: 봉쇄는 종류마다 하나씩뿐입니다")
        s.blockades, s.broken = tuple(codes), tuple(broken)
    else:
        s.blockades, s.broken = tuple(sorted(BLOCKADES)[:seams]), (-1,) * seams
    s.start_player = _int(fields.get("hat", "1"), "hat", 1, n) - 1
    s.current_player = _int(fields.get("player", str(s.start_player + 1)), "player", 1, n) - 1
    if "pieces" in fields:
        groups = fields["pieces"].split(",")
        if len(groups) != n:
            raise PositionError(f"pieces: give the pieces of all {n} players",
                                f"pieces: 플레이어 {n}명 모두의 말을 적으십시오")
        per = 2 if n == 2 else 1
        pieces = []
        for g in groups:
            ps = tuple(g.split("+"))
            if len(ps) != per or any(h != ELDORADO and h not in chosen.terrain for h in ps):
                raise PositionError(f"pieces: {g!r} must be {per} hex label(s) of course {chosen.id} or ED",
                                    f"pieces: {josa(repr(g), '은')} 경로 {chosen.id}의 칸 이름 {per}개"
                                    "(또는 ED)여야 합니다")
            pieces.append(ps)
        s.pieces = pieces
    else:
        s.pieces = start_spaces(n, s.start_player, chosen.start)
    played = []
    for item in (fields.get("played", "-").split(",") if fields.get("played", "-") != "-" else []):
        code = item.rstrip("!")
        if code not in CARDS:
            raise PositionError(f"played: unknown card {code!r}",
                                f"played: {josa(repr(code), '은')} 없는 카드입니다")
        played.append((code, "remove" if item.endswith("!") else "discard"))
    s.played = tuple(played)
    held: Counter = Counter(c for c, _ in played)
    for p in range(n):
        for key in ("hand", "discard", "removed"):
            if f"{key}{p + 1}" in fields:
                pile = _cards(fields[f"{key}{p + 1}"], f"{key}{p + 1}")
                setattr_pile(s, key, p, pile)
        if f"draw{p + 1}" in fields:
            s.draws[p] = _cards(fields[f"draw{p + 1}"], f"draw{p + 1}")
        held.update(s.hands[p] + s.draws[p] + s.discards[p] + s.removed[p])
    # The market gives up the cards the players already hold.
    if "market" in fields:
        slots = _stacks(fields["market"], "market")
        if len(slots) != MARKET_SLOTS:
            raise PositionError(f"market: give the {MARKET_SLOTS} slots (- for an empty one)",
                                f"market: 마켓 보드의 {MARKET_SLOTS}칸을 모두 적으십시오(빈칸은 -)")
        s.market = tuple(slots)
        s.reserve = tuple(x for x in _stacks(fields.get("reserve", "-"), "reserve") if x)
    else:
        board, reserve = start_market()
        stacks = {c: k for c, k in board + reserve}
        for code in MARKET_KINDS:
            stacks[code] -= held[code]
            if stacks[code] < 0:
                raise PositionError(f"the players hold {held[code]} {CARDS[code].name} "
                                    f"but there are {STACK_SIZE}",
                                    f"플레이어들이 {CARDS[code].name_ko} 카드를 {held[code]}장 가졌지만 "
                                    f"그 카드는 {STACK_SIZE}장뿐입니다")
        s.market = tuple((c, stacks[c]) if stacks[c] else None for c, _ in board)
        s.reserve = tuple((c, stacks[c]) for c, _ in reserve if stacks[c])
    # Starting cards not listed: the draw pile, or out of the game when a draw pile is given.
    for p in range(n):
        mine = Counter(s.hands[p] + s.draws[p] + s.discards[p] + s.removed[p])
        if p == s.current_player:
            mine.update(c for c, _ in played)
        rest = Counter(STARTING_DECK)
        rest.subtract(mine)
        over = [c for c, k in rest.items() if k < 0 and CARDS[c].price is None]
        if over:
            raise PositionError(f"P{p + 1} has more {CARDS[over[0]].name} cards than the starting deck holds "
                                "(ED.setup.player-kit)",
                                f"P{p + 1}의 {CARDS[over[0]].name_ko} 카드가 시작 덱에 있는 것보다 많습니다 "
                                "(ED.setup.player-kit)")
        left = []
        for c in STARTING_DECK:
            if rest[c] > 0:
                left.append(c)
                rest[c] -= 1
        if f"draw{p + 1}" in fields:
            s.removed[p] = s.removed[p] + tuple(left)
        else:
            s.draws[p] = tuple(s.rng.shuffled(left))
            if f"hand{p + 1}" not in fields:
                draw_cards(s, p, HAND_SIZE)
    s.round = _int(fields.get("round", "0"), "round", 0, MAX_ROUND)
    s.final_round = "final" in flags
    s.over = "over" in flags
    if "turns" in fields:
        s.turn = _int(fields["turns"], "turns", 0, (MAX_ROUND + 1) * n)
    else:   # the turns done by the round and the player to play (ED.gap.turn-direction)
        s.turn = s.round * n + (0 if s.over else (s.current_player - s.start_player) % n)
    s.stopped = "stopped" in flags
    s.phase = fields.get("phase", "play")
    if s.phase not in ("play", "discard"):
        raise PositionError("phase must be play or discard", "phase는 play나 discard여야 합니다")
    if "active" in fields:
        a = fields["active"]
        body, _, piece = a.partition("@")
        code, _, rest_ = body.partition(":")
        if (code not in CARDS or not 2 <= len(rest_) <= 3 or rest_[0] not in LETTER_SYMBOL
                or not (rest_[1:].isascii() and rest_[1:].isdigit())):
            raise PositionError("active must be card:symbol-letter+power, e.g. Sc:m1 or Tb:m2@2",
                                "active는 카드:기호 글자+파워 꼴이어야 합니다(예: Sc:m1, Tb:m2@2)")
        which = _int(piece, "active", 1, 2) - 1 if piece else 0
        s.active = (code, LETTER_SYMBOL[rest_[0]], int(rest_[1:]), which)
    s.budget = _int(fields.get("budget", "0"), "budget", 0, 10**4)
    if "bought" in fields:
        if fields["bought"] not in MARKET_KINDS:
            raise PositionError("bought must be a market card", "bought는 시장 카드여야 합니다")
        s.bought = fields["bought"]
    s.buying = bool(s.budget or s.bought)
    s.pending_trash = _int(fields.get("pending", "0"), "pending", 0, 2)
    if "limit" in fields:
        s.max_rounds = _int(fields["limit"], "limit", 1, MAX_ROUNDS)
    if "rng" in fields:
        s.rng = Rng(state=_int(fields["rng"], "rng", 0, SEED_MAX))
    from ..core import BilingualError

    try:
        s.validate()
    except BilingualError as exc:
        raise PositionError(f"inconsistent position: {exc.en}", f"앞뒤가 맞지 않는 포지션입니다: {exc.ko}",
                            field=exc.field) from None
    return s


def setattr_pile(s: ElDoradoState, key: str, p: int, pile: tuple[str, ...]) -> None:
    getattr(s, {"hand": "hands", "discard": "discards", "removed": "removed"}[key])[p] = pile
