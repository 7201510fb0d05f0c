"""Editing a position by hand (for the position editor): every edit gives a new, checked state.

An edit changes the whole-position text (:func:`~rulekit.elfengold.notation.position_text`: round,
phase, start player, the tiles on the roads, every player's boot, towns, cards, gold and tiles) and
builds the state again with :func:`~rulekit.elfengold.notation.from_position`, which takes cards,
tiles and gold from the game's components and checks the result (:mod:`.validate`).  The state
given is never changed; a position no game can reach is refused with an :class:`EditError` in
English and Korean, naming what is wrong and the rule.  A position is always at the start of its
phase (the bids of an auction or a trip under way are not part of it).

>>> from rulekit import elfengold as eg
>>> s = eg.from_position("round=2 phase=plan | P1@Beata | P2@Elvenhold")
>>> s2 = place_tile(s, "R12", "U")
>>> s2.roads[11], s.roads[11]
('U', '')
>>> try:
...     place_tile(s, "R25", "P")            # R25 runs through the desert
... except EditError as exc:
...     print(exc.message("en"))
a giant pig (P) tile may not lie on a desert road (R25, EG.plan.terrain-fit)
"""
from __future__ import annotations

from collections.abc import Callable

from ..core import BilingualError
from ..i18n import josa
from .actions import _sort_tiles
from .components import TRANSPORTS, kind_name, load_board, terrain_name
from .notation import HEADER_PHASES, Position, from_position, parse_position, position_text
from .planning import ROAD_INDEX, fits, with_tile
from .setup import OPTIONS
from .state import ElfengoldState

BOARD = load_board()
ROAD_TILES = "PECUTDGBLS"       # what may lie on a road (the exchange spell is used at once)
HAND_CARDS = "PECUTDRW"
SUPPLY_TILES = "PECUTDGBXLS"


class EditError(BilingualError):
    """An edit refused: the position it would make cannot arise, or what it needs is not there.

    >>> EditError("no unicorn card is left", "유니콘 카드가 남아 있지 않습니다").message("ko")
    '유니콘 카드가 남아 있지 않습니다'
    """


def edit_error(exc: BilingualError) -> EditError:
    """A check's refusal as an edit's: the message without the state field's code name in front."""
    en, ko = exc.en, exc.ko
    if exc.field:
        for head in (f"{exc.field}: ",):
            en, ko = en.removeprefix(head), ko.removeprefix(head)
        if en.startswith("state.") and ": " in en:      # state.roads[24] (R25): ...
            en = en.split(": ", 1)[1]
        if ko.startswith("state.") and ": " in ko:
            ko = ko.split(": ", 1)[1]
    return EditError(en, ko, field=exc.field)


def text_of(pos: Position) -> str:
    """The whole-position text of a parsed :class:`~rulekit.elfengold.notation.Position`."""
    h = pos.header
    head = " ".join(f"{k}={v + 1 if k == 'start' and isinstance(v, int) else v}"
                    for k in ("round", "phase", "start", "seed") if k in h for v in (h[k],))
    ordered = sorted(pos.roads.items(), key=lambda x: ROAD_INDEX[x[0]])
    roads = " ".join(f"{rid}:{c}" for rid, c in ordered if c)
    parts = [" ".join(x for x in (head, roads) if x)]
    for i, pl in enumerate(pos.players):
        words = [f"P{i + 1}@{pl['town']}"]
        if "hand" in pl:
            words.append(f"hand={pl['hand'] or '-'}")
        if "gold" in pl:
            words.append(f"gold={pl['gold']}")
        if "tiles" in pl:
            words.append(f"tiles={pl['tiles'] or '-'}")
        if pl.get("towns"):
            words.append("towns=" + ",".join(pl["towns"]))
        parts.append(" ".join(words))
    return " | ".join(parts)


def options_of(s: ElfengoldState) -> dict[str, object]:
    """The state's options that differ from the defaults (passed on to every rebuilt state)."""
    return {k: v for k, v in s.opts.items() if v != OPTIONS[k][0]}


def build(text: str, **options: object) -> ElfengoldState:
    """:func:`~rulekit.elfengold.notation.from_position`, with a refusal as an :class:`EditError`."""
    try:
        return from_position(text, **options)
    except BilingualError as exc:
        raise edit_error(exc) from None


def edit(s: ElfengoldState, change: Callable[[Position], None]) -> ElfengoldState:
    """The state after ``change`` has altered its parsed position (the base of every edit here)."""
    pos = parse_position(position_text(s))
    change(pos)
    return build(text_of(pos), **options_of(s))


def _player(s: ElfengoldState, p: int) -> None:
    if not (isinstance(p, int) and not isinstance(p, bool) and 0 <= p < s.num_players):
        raise EditError(f"player must be 0 to {s.num_players - 1} (P1..P{s.num_players}), not {p!r}",
                        f"플레이어는 0부터 {s.num_players - 1}까지(P1..P{s.num_players})입니다. "
                        f"받은 값: {p!r}",
                        field="player")


def _town(name: str) -> str:
    try:
        if not isinstance(name, str):
            raise TypeError(name)
        return BOARD.town(name).name
    except (KeyError, TypeError):
        raise EditError(f"{name!r} is not a town of the map",
                        f"{josa(repr(name), '은')} 지도에 없는 도시입니다",
                        field="town") from None


def _road(road: str) -> str:
    rid = road.upper() if isinstance(road, str) else None
    if rid not in ROAD_INDEX:
        raise EditError(f"{road!r} is not a road of the map (R01..R{len(BOARD.roads):02d})",
                        f"{josa(repr(road), '은')} 지도에 없는 길입니다 (R01..R{len(BOARD.roads):02d})",
                        field="road")
    return rid


# ------------------------------------------------------------------ boots, towns, gold


def move_boot(s: ElfengoldState, player: int, town: str) -> ElfengoldState:
    """Put a player's elf boot in ``town``.

    >>> from rulekit import elfengold as eg
    >>> s = move_boot(eg.from_position("| P1@Beata | P2@Elvenhold"), 1, "Virst")
    >>> eg.load_board().towns[s.boots[1]].name
    'Virst'
    """
    _player(s, player)
    name = _town(town)

    def change(pos: Position) -> None:
        pos.players[player]["town"] = name
    return edit(s, change)


def set_visited(s: ElfengoldState, player: int, town: str, visited: bool = True) -> ElfengoldState:
    """Whether a player has visited ``town`` (taken its town marker, EG.base.town-markers).

    >>> from rulekit import elfengold as eg
    >>> s = set_visited(eg.from_position("| P1@Beata | P2@Elvenhold"), 0, "Virst")
    >>> s.towns(0)
    1
    """
    _player(s, player)
    name = _town(town)
    if not isinstance(visited, bool):
        raise EditError(f"visited must be True or False, not {repr(visited)[:30]}",
                        f"visited는 True 또는 False여야 합니다. 받은 값: {repr(visited)[:30]}",
                        field="visited")
    if visited and name == BOARD.towns[BOARD.capital].name:
        raise EditError("Elvenhold has no town markers (EG.move.elvenhold)",
                        "엘븐후드에는 도시 마커가 없습니다 (EG.move.elvenhold)", field="town")

    def change(pos: Position) -> None:
        towns = [t for t in pos.players[player].get("towns", []) if t != name]
        if visited:
            towns.append(name)
        pos.players[player]["towns"] = sorted(towns, key=lambda t: BOARD.town(t).index)
    return edit(s, change)


def toggle_visited(s: ElfengoldState, player: int, town: str) -> ElfengoldState:
    """Visited becomes not visited and the other way round (one click of the editor's town tool)."""
    _player(s, player)
    idx = BOARD.town(_town(town)).index
    return set_visited(s, player, town, not (s.markers[player] >> idx & 1))


def set_gold(s: ElfengoldState, player: int, gold: int) -> ElfengoldState:
    """A player's gold coins (taken from or given back to the bank, EG.setup.bank)."""
    _player(s, player)
    if not (isinstance(gold, int) and not isinstance(gold, bool) and 0 <= gold <= s.comp["gold_total"]):
        raise EditError(f"gold must be a whole number from 0 to {s.comp['gold_total']} (EG.setup.bank)",
                        f"금화는 0부터 {s.comp['gold_total']}까지의 정수입니다 (EG.setup.bank)", field="gold")
    if sum(s.gold) - s.gold[player] + gold > s.comp["gold_total"]:
        raise EditError(f"the bank holds {s.comp['gold_total']} gold in all; the players would hold more "
                        "(EG.setup.bank)",
                        f"은행의 금화는 모두 {s.comp['gold_total']}개입니다. 플레이어들이 그보다 많이 "
                        "가질 수 "
                        "없습니다 (EG.setup.bank)", field="gold")

    def change(pos: Position) -> None:
        for p, pl in enumerate(pos.players):
            pl["gold"] = gold if p == player else s.gold[p]
    return edit(s, change)


# ------------------------------------------------------------------ cards and tiles in hand


def add_card(s: ElfengoldState, player: int, card: str) -> ElfengoldState:
    """One more ``card`` (PECUTDR, W with the wizards option) in a player's hand, from the deck.

    >>> from rulekit import elfengold as eg
    >>> s = add_card(eg.from_position("| P1@Beata hand=- | P2@Elvenhold hand=-"), 0, "U")
    >>> s.hands[0]
    'U'
    """
    _player(s, player)
    if not (isinstance(card, str) and len(card) == 1 and card in HAND_CARDS):
        raise EditError(f"{card!r} is not a card for a hand ({HAND_CARDS}; a gold card never enters "
                        "a hand)",
                        f"{josa(repr(card), '은')} 손에 드는 카드가 아닙니다 ({HAND_CARDS}; "
                        "금 카드는 손에 들지 "
                        "않습니다)",
                        field="card")
    total = s.comp["wizard_cards"] if card == "W" else s.comp["cards"][card]["count"]
    if card == "W" and not s.opts["wizards"]:
        total = 0
    held = "".join(s.hands).count(card)
    en, ko = kind_name(card)
    if held >= total:
        raise EditError(f"the game has {total} {en} card(s) and the players hold them all "
                        "(EG.setup.card-deck)",
                        f"{ko} 카드는 {total}장뿐이고 모두 플레이어의 손에 있습니다 (EG.setup.card-deck)",
                        field="card")

    def change(pos: Position) -> None:
        for p, pl in enumerate(pos.players):
            pl["hand"] = "".join(sorted(s.hands[p] + (card if p == player else "")))
    return edit(s, change)


def remove_card(s: ElfengoldState, player: int, card: str) -> ElfengoldState:
    """One ``card`` less in a player's hand (back into the deck)."""
    _player(s, player)
    if not isinstance(card, str) or card not in s.hands[player] or len(card) != 1:
        raise EditError(f"P{player + 1} holds no {card!r} card",
                        f"P{player + 1}에게 {card!r} 카드가 없습니다", field="card")

    def change(pos: Position) -> None:
        for p, pl in enumerate(pos.players):
            pl["hand"] = s.hands[p].replace(card, "", 1) if p == player else s.hands[p]
    return edit(s, change)


def set_hand(s: ElfengoldState, player: int, hand: str) -> ElfengoldState:
    """A player's whole hand (card codes, any order), the cards taken from or given back to the deck.

    >>> from rulekit import elfengold as eg
    >>> set_hand(eg.from_position("| P1@Beata | P2@Elvenhold"), 1, "RUU").hands[1]
    'RUU'
    """
    _player(s, player)
    if not isinstance(hand, str) or any(c not in HAND_CARDS for c in hand):
        raise EditError(f"{hand!r}: a hand holds the cards {HAND_CARDS}",
                        f"{hand!r}: 손 카드 기호는 {HAND_CARDS}입니다", field="hand")
    for card in set(hand):
        total = s.comp["wizard_cards"] if card == "W" else s.comp["cards"][card]["count"]
        if card == "W" and not s.opts["wizards"]:
            total = 0
        held = "".join(h for p, h in enumerate(s.hands) if p != player).count(card) + hand.count(card)
        if held > total:
            en, ko = kind_name(card)
            raise EditError(f"the game has {total} {en} card(s), not {held} (EG.setup.card-deck)",
                            f"{ko} 카드는 {total}장뿐입니다. {held}장이 될 수 없습니다 (EG.setup.card-deck)",
                            field="card")

    def change(pos: Position) -> None:
        for p, pl in enumerate(pos.players):
            pl["hand"] = "".join(sorted(hand)) if p == player else s.hands[p]
    return edit(s, change)


def set_supply(s: ElfengoldState, player: int, tiles: str) -> ElfengoldState:
    """A player's whole tile supply (upper case face up, lower case face down), from or back to the pool."""
    _player(s, player)
    if not isinstance(tiles, str) or any(c.upper() not in SUPPLY_TILES for c in tiles):
        raise EditError(f"{tiles!r}: tiles are {SUPPLY_TILES} (lower case: face down)",
                        f"{tiles!r}: 타일 기호는 {SUPPLY_TILES}입니다 (소문자: 뒷면)", field="tiles")
    for tile in set(tiles.upper()):
        total = s.comp["tiles"][tile]["count"]
        others = "".join(t for p, t in enumerate(s.supply) if p != player)
        used = ("".join(s.roads) + others).upper().count(tile)
        if used + tiles.upper().count(tile) > total:
            raise _refuse_tile_count(tile, total)

    def change(pos: Position) -> None:
        for p, pl in enumerate(pos.players):
            pl["tiles"] = _sort_tiles(tiles) if p == player else s.supply[p]
    return edit(s, change)


def _tiles_left(s: ElfengoldState, tile: str) -> tuple[int, int]:
    """(tiles of that kind on the roads and in the players' supplies, the game's number of them)."""
    used = ("".join(s.roads) + "".join(s.supply)).upper().count(tile)
    return used, s.comp["tiles"][tile]["count"]


def _refuse_tile_count(tile: str, total: int) -> EditError:
    en, ko = kind_name(tile)
    return EditError(f"the game has {total} {en} tile(s) and all of them are on the roads or with the "
                     "players (EG.setup.tile-pool)",
                     f"{ko} 타일은 {total}개뿐이고 모두 길 위나 플레이어에게 있습니다 (EG.setup.tile-pool)",
                     field="tile")


def add_tile(s: ElfengoldState, player: int, tile: str, face_down: bool = False) -> ElfengoldState:
    """One more tile in a player's supply, face up or face down (a secret tile), from the pool.

    >>> from rulekit import elfengold as eg
    >>> add_tile(eg.from_position("| P1@Beata | P2@Elvenhold"), 0, "D", face_down=True).supply[0]
    'd'
    """
    _player(s, player)
    if not (isinstance(tile, str) and len(tile) == 1 and tile.upper() in SUPPLY_TILES):
        raise EditError(f"{tile!r} is not a tile ({SUPPLY_TILES})",
                        f"{josa(repr(tile), '은')} 없는 타일입니다 ({SUPPLY_TILES})", field="tile")
    if not isinstance(face_down, bool):
        raise EditError(f"face_down must be True or False, not {repr(face_down)[:30]}",
                        f"face_down은 True 또는 False여야 합니다. 받은 값: {repr(face_down)[:30]}",
                        field="face_down")
    tile = tile.upper()
    used, total = _tiles_left(s, tile)
    if used >= total:
        raise _refuse_tile_count(tile, total)
    code = tile.lower() if face_down else tile

    def change(pos: Position) -> None:
        for p, pl in enumerate(pos.players):
            pl["tiles"] = _sort_tiles(s.supply[p] + (code if p == player else ""))
    return edit(s, change)


def remove_tile(s: ElfengoldState, player: int, tile: str) -> ElfengoldState:
    """One tile less in a player's supply (``"u"``: a face-down one), back to the pool."""
    _player(s, player)
    if not isinstance(tile, str) or len(tile) != 1 or tile not in s.supply[player]:
        raise EditError(f"P{player + 1} has no {tile!r} tile", f"P{player + 1}에게 {tile!r} 타일이 없습니다",
                        field="tile")

    def change(pos: Position) -> None:
        for p, pl in enumerate(pos.players):
            pl["tiles"] = s.supply[p].replace(tile, "", 1) if p == player else s.supply[p]
    return edit(s, change)


# ------------------------------------------------------------------ the roads


def place_tile(s: ElfengoldState, road: str, tile: str) -> ElfengoldState:
    """Lay ``tile`` on ``road``, from the pool: a transport counter (PECUTD), a gold tile (G), a
    double spell (B), a log (L) or a sea monster (S).  Refused where the rules never put it (a giant
    pig on a desert road, a log on a road without a counter, a sea monster on land …) or outside
    the phases in which tiles lie on the roads."""
    rid = _road(road)
    if not (isinstance(tile, str) and len(tile) == 1 and tile.upper() in ROAD_TILES):
        raise EditError(f"{tile!r} does not lie on a road (tiles on roads: {ROAD_TILES}; the exchange "
                        "spell is used at once, EG.spell.exchange)",
                        f"{josa(repr(tile), '은')} 길에 놓는 타일이 아닙니다 (길 위의 타일: {ROAD_TILES}; "
                        "이동수단 교환은 바로 쓰입니다, EG.spell.exchange)", field="tile")
    tile = tile.upper()
    here = s.roads[ROAD_INDEX[rid]]
    if tile not in TRANSPORTS and tile in here:
        en, ko = kind_name(tile)
        raise EditError(f"{rid} already holds a {en}: a road holds each special tile once",
                        f"{rid}에는 이미 {ko} 한 장이 놓여 있습니다: 특수 타일은 한 길에 하나씩만 놓입니다",
                        field="tile")
    used, total = _tiles_left(s, tile)
    if used >= total:
        raise _refuse_tile_count(tile, total)
    road_ = BOARD.roads[ROAD_INDEX[rid]]
    if tile in TRANSPORTS and not road_.water and not fits(tile, road_.index):
        # the same refusal as the position check's, with the counter named in words
        en, ko = kind_name(tile)
        raise EditError(f"a {en} ({tile}) tile may not lie on a {road_.kind} road ({rid}, "
                        "EG.plan.terrain-fit)",
                        f"{ko}({tile}) 타일은 {terrain_name(road_.kind, 'ko')} 길({rid})에 놓을 수 없습니다 "
                        "(EG.plan.terrain-fit)", field="tile")

    def change(pos: Position) -> None:
        pos.roads[rid] = with_tile(pos.roads.get(rid, ""), tile)
    return edit(s, change)


def remove_road_tile(s: ElfengoldState, road: str, tile: str | None = None) -> ElfengoldState:
    """Take ``tile`` (or, without it, the last tile laid) off ``road``, back to the pool.

    >>> from rulekit import elfengold as eg
    >>> s = eg.from_position("round=2 phase=plan R12:UG | P1@Beata | P2@Elvenhold")
    >>> remove_road_tile(s, "R12").roads[11]
    'U'
    >>> remove_road_tile(s, "R12", "U")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    rulekit.elfengold.editing.EditError: a gold tile lies only on a road with a transport tile (EG.tile...)
    """
    rid = _road(road)
    here = s.roads[ROAD_INDEX[rid]]
    if tile is not None and not (isinstance(tile, str) and len(tile) == 1 and tile.upper() in ROAD_TILES):
        raise EditError(f"{repr(tile)[:30]} is not a tile of a road ({ROAD_TILES})",
                        f"길 위의 타일이 아닙니다: {repr(tile)[:30]} (길 위의 타일: {ROAD_TILES})",
                        field="tile")
    if not here or (tile is not None and tile.upper() not in here):
        named = f"{tile.upper()} " if tile else ""
        raise EditError(f"no {tile or 'tile'} lies on {rid}", f"{rid}에는 {named}타일이 없습니다",
                        field="road")
    t = (tile or here[-1]).upper()
    i = here.rindex(t)
    rest = here[:i] + here[i + 1:]

    def change(pos: Position) -> None:
        pos.roads[rid] = rest
    return edit(s, change)


def clear_road(s: ElfengoldState, road: str) -> ElfengoldState:
    """Every tile off ``road``, back to the pool."""
    rid = _road(road)

    def change(pos: Position) -> None:
        pos.roads.pop(rid, None)
    return edit(s, change)


# ------------------------------------------------------------------ round and phase


def set_round(s: ElfengoldState, round: int | None = None, phase: str | None = None,
              start: int | None = None) -> ElfengoldState:
    """The round (1–6), the phase (cards, tiles, auction, plan, move or over) and the start player.

    >>> from rulekit import elfengold as eg
    >>> s = set_round(eg.from_position("| P1@Beata | P2@Elvenhold"), round=3, phase="cards", start=1)
    >>> s.round, s.phase, s.start, s.current_player
    (3, 'cards', 1, 1)
    """
    if round is not None and not (isinstance(round, int) and not isinstance(round, bool)
                                  and 1 <= round <= s.opts["rounds"]):
        raise EditError(f"the round is 1 to {s.opts['rounds']} (EG.round.count)",
                        f"라운드는 1부터 {s.opts['rounds']}까지입니다 (EG.round.count)", field="round")
    if phase is not None and phase not in HEADER_PHASES:
        raise EditError(f"the phase is one of {', '.join(HEADER_PHASES)}",
                        f"페이즈는 {', '.join(HEADER_PHASES)} 중 하나입니다", field="phase")
    if start is not None:
        _player(s, start)

    def change(pos: Position) -> None:
        if round is not None:
            pos.header["round"] = round
        if phase is not None:
            pos.header["phase"] = phase
        if start is not None:
            pos.header["start"] = start
    return edit(s, change)
