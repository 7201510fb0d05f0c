"""The position notation: the board's tiles and each player's boot, in one line.

Sections are separated by ``|``.  The first lists the roads that carry tiles (``-`` for an
empty board); each further section is one player, in seat order::

    R12:UG R07:TL | P1@Lapphalia hand=UUU gold=12 tiles=Ug towns=Rivinia | P2@Elvenhold

* ``R12:UG`` — road R12 carries a unicorn and a gold tile.  Transport tiles (PECUTD) come
  first, then special tiles: G gold, B double spell, L log, S sea monster.
* ``P1@Lapphalia`` — player 1's boot is in Lapphalia (town names or their aliases, EG.gap.town-names).
* optional ``key=value`` words: ``hand=`` cards (PECUTDRW), ``gold=`` coins,
  ``tiles=`` the tile supply (upper case face up, lower case face down), ``towns=`` the
  towns whose markers the player has taken (comma-separated).

:func:`position` builds a game state from it; :func:`format_position` writes a state's
position; both round-trip.

The roads section may begin with the round, the phase and the start player, so that one line holds
a whole position at the start of a phase (:func:`position_text` writes them, :func:`from_position`
reads them)::

    round=3 phase=plan start=2 R12:UG | P1@Lapphalia ... | P2@Elvenhold ...

* ``round=`` 1–6; ``phase=`` ``cards`` (phase 1), ``tiles`` (phase 3), ``auction`` (phase 4),
  ``plan`` (phase 5), ``move`` (phase 6) or ``over`` (the game has ended); ``start=`` the seat of
  the start player (1 = P1); ``seed=`` the seed that shuffles what the text does not say (the
  deck, the pool).

>>> s = from_position("round=2 phase=plan start=2 | P1@Beata | P2@Elvenhold hand=PP")
>>> s.round, s.phase, s.start, s.current_player
(2, 'plan', 1, 1)
>>> position_text(s).startswith("round=2 phase=plan start=2 | P1@Beata hand=")
True
>>> t = position_text(s)
>>> position_text(from_position(t)) == t and from_position(t) == from_position(t)
True

>>> text = "R12:UG | P1@Lapphalia hand=UUU gold=12 | P2@Elvenhold"
>>> p = parse_position(text)
>>> p.roads, p.players[0]["town"]
({'R12': 'UG'}, 'Lapphalia')
>>> format_position(position(text)).startswith("R12:UG | P1@Lapphalia hand=UUU gold=12 tiles=-")
True
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Required, TypedDict

from ..checks import MAX_DIGITS, MAX_POSITION_TEXT, check_int, check_text
from ..core import IllegalActionText, NotationError, OptionError
from ..i18n import josa
from ..rng import Rng
from .actions import _sort_tiles
from .components import TRANSPORTS, load_board
from .planning import ROAD_INDEX, with_tile
from .state import ElfengoldState

BOARD = load_board()


class PositionError(IllegalActionText):
    """Text that is not a position of the notation (or one the components cannot make)."""


HEADER_PHASES = ("cards", "tiles", "auction", "plan", "move", "over")


class Seat(TypedDict, total=False):
    """A player's section of a position: the town, and what the text gives of the rest."""

    town: Required[str]
    hand: str
    gold: int
    tiles: str
    towns: list[str]


@dataclass
class Position:
    roads: dict[str, str] = field(default_factory=dict)
    players: list[Seat] = field(default_factory=list)
    #: ``round``, ``phase``, ``start`` (0-based seat) and ``seed`` when the text gives them
    header: dict[str, int | str] = field(default_factory=dict)


def _header_word(pos: Position, word: str) -> None:
    key, _, val = word.partition("=")
    if key not in ("round", "phase", "start", "seed"):
        raise PositionError(f"{word!r}: before the roads only round=, phase=, start= and seed= may come",
                            f"{word!r}: 길 앞에는 round=, phase=, start=, seed=만 쓸 수 있습니다", field=key)
    if key in pos.header:
        raise PositionError(f"{key}= is given twice", f"{key}= 항목이 두 번 적혀 있습니다", field=key)
    if key == "phase":
        if val not in HEADER_PHASES:
            raise PositionError(f"phase={val[:20]!r}: a phase is one of {', '.join(HEADER_PHASES)}",
                                f"phase={val[:20]!r}: 페이즈는 {', '.join(HEADER_PHASES)} 중 하나입니다",
                                field="phase")
        pos.header["phase"] = val
        return
    if not (val.isascii() and val.isdigit()) or len(val) > 20:
        raise PositionError(f"{key}={val[:20]!r} must be a whole number",
                            f"{key}={val[:20]!r}: 정수여야 합니다", field=key)
    pos.header[key] = int(val) - 1 if key == "start" else int(val)


def _canon_road(rid: str, tiles: str) -> str:
    if not tiles or any(c not in "PECUTDGBLS" for c in tiles):
        raise PositionError(f"{rid}: {tiles!r} is not a list of board tiles (PECUTD then G, B, L, S)",
                            f"{rid}: {josa(repr(tiles), '은')} 길에 놓는 타일의 목록이 아닙니다"
                            "(이동수단 타일 PECUTD, 그다음 G, B, L, S)")
    c = ""
    for t in [x for x in tiles if x in TRANSPORTS] + [x for x in tiles if x not in TRANSPORTS]:
        c = with_tile(c, t)
    return c


def parse_position(text: str) -> Position:
    """Read the notation (see the module docstring); :class:`PositionError` says what is wrong."""
    try:
        check_text(text, "position", MAX_POSITION_TEXT)
    except NotationError as exc:
        raise PositionError(exc.en, exc.ko, field=exc.field) from None
    sections = [s.strip() for s in text.split("|")]
    if len(sections) < 3:
        raise PositionError("a position needs the roads section and at least 2 player sections",
                            "포지션에는 길 구역과 적어도 2개의 플레이어 구역이 있어야 합니다")
    pos = Position()
    words = sections[0].split()
    while words and "=" in words[0]:
        _header_word(pos, words.pop(0))
    if words not in ([], ["-"]):
        for word in words:
            rid, sep, tiles = word.partition(":")
            rid = rid.upper()
            if not sep or rid not in ROAD_INDEX:
                raise PositionError(f"{word!r} is not 'Rnn:tiles' with a road R01..R{len(BOARD.roads):02d}",
                                    f"{josa(repr(word), '은')} 'Rnn:타일' 꼴이 아닙니다"
                                    f"(길은 R01..R{len(BOARD.roads):02d})")
            if rid in pos.roads:
                raise PositionError(f"road {rid} is listed twice", f"{rid} 길이 두 번 적혀 있습니다")
            pos.roads[rid] = _canon_road(rid, tiles.upper())
    for i, sec in enumerate(sections[1:], start=1):
        words = sec.split()
        if not words or not words[0].upper().startswith(f"P{i}@"):
            raise PositionError(f"player section {i} must start with 'P{i}@<town>'",
                                f"플레이어 구역 {josa(i, '은')} 'P{i}@<도시>'로 시작해야 합니다")
        name = words[0].split("@", 1)[1]
        try:
            town = BOARD.town(name).name
        except KeyError as exc:
            raise PositionError(str(exc), f"{josa(repr(name), '은')} 없는 도시입니다") from None
        player: Seat = {"town": town}
        for w in words[1:]:
            key, sep, val = w.partition("=")
            if not sep or key not in ("hand", "gold", "tiles", "towns"):
                raise PositionError(f"{w!r}: use hand=, gold=, tiles= or towns=",
                                    f"{w!r}: hand=, gold=, tiles=, towns= 중 하나를 쓰십시오")
            if key == "gold":
                if not (val.isascii() and val.isdigit()) or len(val) > MAX_DIGITS:
                    raise PositionError(f"gold={val[:40]!r} must be a whole number",
                                        f"gold={val[:40]!r}: 골드는 0 이상의 정수여야 합니다",
                                        field=f"P{i} gold")
                player["gold"] = int(val)
            elif key == "hand":
                val = "" if val == "-" else val.upper()
                if any(c not in "PECUTDRW" for c in val):
                    raise PositionError(f"hand={val!r}: cards are PECUTDRW",
                                        f"hand={val!r}: 카드 기호는 PECUTDRW입니다")
                player["hand"] = "".join(sorted(val))
            elif key == "tiles":
                val = "" if val == "-" else val
                if any(c.upper() not in "PECUTDGBXLS" for c in val):
                    raise PositionError(f"tiles={val!r}: tiles are PECUTDGBXLS (lower case = face down)",
                                        f"tiles={val!r}: 타일 기호는 PECUTDGBXLS입니다"
                                        "(소문자 = 뒤집어진 타일)")
                player["tiles"] = _sort_tiles(val)
            else:
                names = []
                for t in val.split(","):
                    if t and t != "-":
                        try:
                            names.append(BOARD.town(t).name)
                        except KeyError as exc:
                            raise PositionError(str(exc), f"{josa(repr(t), '은')} 없는 도시입니다") from None
                if BOARD.towns[BOARD.capital].name in names:
                    raise PositionError("Elvenhold has no town markers", "엘븐후드에는 도시 마커가 없습니다")
                player["towns"] = sorted(set(names), key=lambda n: BOARD.town(n).index)
        pos.players.append(player)
    if len(pos.players) > 6:
        raise PositionError("at most 6 players", "플레이어는 최대 6명입니다")
    return pos


def format_position(state: ElfengoldState) -> str:
    """The position of a state in the notation (every player with hand, gold and tiles)."""
    roads = " ".join(f"{BOARD.roads[i].id}:{c}" for i, c in enumerate(state.roads) if c) or "-"
    out = [roads]
    for p in range(state.num_players):
        words = [f"P{p + 1}@{BOARD.towns[state.boots[p]].name}", f"hand={state.hands[p] or '-'}",
                 f"gold={state.gold[p]}", f"tiles={state.supply[p] or '-'}"]
        towns = [t.name for t in BOARD.towns if state.markers[p] >> t.index & 1]
        if towns:
            words.append("towns=" + ",".join(towns))
        out.append(" ".join(words))
    return " | ".join(out)


_KO_WHAT = {"cards": "카드가", "tiles": "타일이"}
_RULE_OF = {"cards": "EG.setup.card-deck", "tiles": "EG.setup.tile-pool"}


def _take(stock: str, items: str, what: str) -> str:
    for c in items:
        if c not in stock:
            rule = _RULE_OF[what]
            raise PositionError(f"not enough {c} {what} left for this position: the game has only so many "
                                f"({rule})",
                                f"이 포지션에 쓸 {c} {_KO_WHAT[what]} 모자랍니다: 게임에 든 수만큼만 "
                                f"있습니다 ({rule})")
        stock = stock.replace(c, "", 1)
    return stock


def position(text: str, phase: str | None = None, seed: int | None = None, round: int | None = None,
             start: int | None = None, display: str | None = None, deck_top: str = "", gold_pile: int = 0,
             **options: object) -> ElfengoldState:
    """A game state with the given position, at the start of ``phase`` (move, plan, tiles, auction, cards;
    or over, the game ended).

    ``phase``, ``seed``, ``round`` and ``start`` (0-based seat) default to the text's own words
    (``phase=plan`` …, see the module docstring), else to move, 0, 1 and 0; an argument that
    contradicts the text is refused.

    Cards, tiles and gold come from the game's components, so the state stays consistent:
    hands given here are taken out of the deck, tiles out of the pool, gold out of the bank.
    ``display`` sets the 3 face-up cards, ``deck_top`` the next cards of the deck (first drawn
    first) and ``gold_pile`` the number of gold cards on the gold-card pile.

    >>> s = position("R12:UG | P1@Lapphalia hand=UUU | P2@Elvenhold")
    >>> s.decision, s.current_player, str(s.legal_actions()[0])
    ('travel', 0, 'travel R12 U')
    """
    from .setup import new_game

    pos = parse_position(text)
    given: dict[str, int | str | None] = {"phase": phase, "seed": seed, "round": round, "start": start}
    for key, v in given.items():
        if v is not None and key in pos.header and pos.header[key] != v:
            raise PositionError(f"{key}: the text says {pos.header[key]!r}, the argument {v!r}",
                                f"{key}: 글에는 {pos.header[key]!r}, 인자에는 {v!r} 값이 적혀 있습니다",
                                field=key)
    defaults: dict[str, int | str] = {"phase": "move", "seed": 0, "round": 1, "start": 0}
    chosen = {k: v if v is not None else pos.header.get(k, defaults[k]) for k, v in given.items()}
    seed = check_int(chosen["seed"], "seed", 0, (1 << 64) - 1)
    round = check_int(chosen["round"], "round", 1, 6)
    start = check_int(chosen["start"], "start", 0, len(pos.players) - 1)
    picked = chosen["phase"]
    check_int(gold_pile, "gold_pile", 0)
    for name, v in (("display", display), ("deck_top", deck_top)):
        if (v is not None or name == "deck_top") and not (isinstance(v, str) and len(v) <= 80):
            raise OptionError(f"{name} must be a text of card codes (PECUTDRGW), not {repr(v)[:40]}",
                              f"{josa(name, '은')} 카드 기호(PECUTDRGW)로 적은 글이어야 합니다. "
                              f"받은 값: {repr(v)[:40]}",
                              field=name)
    if not isinstance(picked, str) or picked not in HEADER_PHASES:
        raise PositionError(f"phase must be move, plan, tiles, auction, cards or over, not {picked!r}",
                            f"phase는 move, plan, tiles, auction, cards, over 중 하나여야 합니다"
                            f"({josa(repr(picked), '은')} 안 됩니다)")
    phase = picked
    s = new_game(players=len(pos.players), seed=seed, **options)
    n = s.num_players
    if not 1 <= round <= s.opts["rounds"] or not 0 <= start < n:
        raise PositionError("round or start player out of range",
                            "라운드나 선 플레이어가 범위를 벗어났습니다")
    # cards: hands given are taken from the undealt cards (the display's last, so it stays if it can)
    stock = s.deck
    hands = list(s.hands)
    for p, pl in enumerate(pos.players):
        if "hand" in pl:
            stock += hands[p]
            hands[p] = ""
    stock += s.display
    for p, pl in enumerate(pos.players):
        if "hand" in pl:
            stock = _take(stock, pl["hand"], "cards")
            hands[p] = pl["hand"]
    if display is not None:
        display = display.upper()
        if len(display) > s.comp["display_size"]:
            raise PositionError("the display shows at most 3 cards", "펼쳐진 카드는 최대 3장입니다")
        stock = _take(stock, display, "cards")
        s.display = "".join(sorted(display))
    else:
        kept = ""
        for c in s.display:                    # from the end: the display's own cards
            i = stock.rfind(c)
            if i >= 0:
                stock, kept = stock[:i] + stock[i + 1:], kept + c
        while len(kept) < len(s.display) and stock:
            stock, kept = stock[:-1], kept + stock[-1]   # a card a hand took is replaced (EG.cards.refill)
        s.display = "".join(sorted(kept))
    if gold_pile:
        stock = _take(stock, "G" * gold_pile, "cards")
        s.gold_pile = gold_pile
    deck_top = deck_top.upper()
    stock = _take(stock, deck_top, "cards")
    r = Rng(state=s.rng)
    s.deck = "".join(r.shuffled(stock)) + deck_top[::-1]
    s.hands = tuple(hands)
    # tiles: from the pool (with the tiles just drawn for phase 3)
    pool = s.pool + s.drawn
    s.drawn = ""
    roads = [""] * len(BOARD.roads)
    for rid, c in pos.roads.items():
        pool = _take(pool, c, "tiles")
        roads[ROAD_INDEX[rid]] = c
    supply = []
    for pl in pos.players:
        t = pl.get("tiles", "")
        pool = _take(pool, t.upper(), "tiles")
        supply.append(t)
    s.roads, s.supply = tuple(roads), tuple(supply)
    s.pool = "".join(r.shuffled(pool))
    s.rng = r.state
    s.gold = tuple(pl.get("gold", s.comp["starting_gold"]) for pl in pos.players)
    s.bank = s.comp["gold_total"] - sum(s.gold)
    s.boots = tuple(BOARD.town(pl["town"]).index for pl in pos.players)
    s.markers = tuple(sum(1 << BOARD.town(t).index for t in pl.get("towns", ())) for pl in pos.players)
    s.round, s.start = round, start
    s.queue, s.picks = (), ()
    if phase == "move":
        s.phase = "move"
        s.queue = s.order()
        s._start_trip()
    elif phase == "plan":
        s.phase, s.current_player, s.plan_passes = "plan", start, 0
    elif phase == "tiles":
        s._begin_tiles()
    elif phase == "auction":
        s._begin_auction()
    elif phase == "over":
        s.phase, s.current_player = "over", start
    else:
        s._begin_cards()
    s._settle()
    s.validate()
    return s


def position_text(state: ElfengoldState) -> str:
    """The whole position in one line: round, phase and start player, then :func:`format_position`
    (``seed=`` too when the state's seed is not 0).  :func:`from_position` reads it back.

    A state in the middle of a phase is written as at that phase's start (the bids of an auction,
    the passes of phase 5 and a trip under way are not part of a position).

    >>> s = position("R12:UG | P1@Lapphalia hand=UUU | P2@Elvenhold")
    >>> position_text(s)[:40]
    'round=1 phase=move start=1 R12:UG | P1@L'
    """
    phase = state.phase if state.phase in HEADER_PHASES else "move"
    head = f"round={state.round} phase={phase} start={state.start + 1}"
    if state.seed:
        head += f" seed={state.seed}"
    body = format_position(state)
    if body.startswith("- |"):
        body = body[2:]
    return f"{head} {body}"


def from_position(text: str, **options: Any) -> ElfengoldState:
    """The state of a whole-position text (see :func:`position_text`); the same as :func:`position`
    with the text's own round, phase, start player and seed.

    >>> from_position("round=6 phase=over | P1@Beata towns=Beata | P2@Elvenhold").winners()
    [0]
    """
    return position(text, **options)
