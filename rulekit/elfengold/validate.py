"""Whether a position could arise in play: the checks run on loading a save, building a position
and setting up, never on each action.

:func:`check_state` refuses a state no game can reach with an :class:`~rulekit.core.InvalidState`
naming the field and the rule (in English and Korean): components conserved (cards, tiles, gold),
tiles on roads whose terrain admits them, obstacles and gold tiles as the rules place them, and the
counters and flags of the phase consistent with each other.  :func:`check_action` is the first check
of an action built by hand (not read from text): every field of the kind and form the notation allows.

>>> from rulekit import elfengold as eg
>>> s = eg.new_game(players=2, seed=1)
>>> check_state(s)
>>> bad = s._copy()
>>> bad.roads = bad.with_item(bad.roads, 24, "P")          # R25 is a desert road
>>> try:
...     check_state(bad)
... except ValueError as exc:
...     print(exc)
state.roads[24] (R25): a giant pig (P) tile may not lie on a desert road (EG.plan.terrain-fit)
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from ..core import Action, InvalidState, Referee
from ..glossary import term
from ..i18n import josa
from .actions import (
    Bid,
    Caravan,
    Carpet,
    Discard,
    Double,
    Exchange,
    Keep,
    KeepSecret,
    Place,
    Take,
    Travel,
)
from .components import CARD_KINDS, TILE_KINDS, TRANSPORTS, Counts, kind_name, load_board, terrain_name

if TYPE_CHECKING:
    from .state import ElfengoldState

BOARD = load_board()
SPECIAL_ORDER = "GBLS"


def _ko(k: str, card: bool = False) -> str:
    """A card or tile kind in the rulebook's Korean words, with its letter: ``유니콘(U)``."""
    return f"{kind_name(k, card)[1]}({k})"


def _bad(field: str, en: str, ko: str) -> InvalidState:
    return InvalidState(f"{field}: {en}", f"{field}: {ko}", field=field)


# ------------------------------------------------------------------ bounds no game can pass


def gold_bound(comp: Counts, rounds: int) -> int:
    """The most gold a player can hold in round ``rounds``: a proven bound, far above real games.

    Per round a player earns the income, at most 5 cashings of the whole gold-card pile (3 picks in
    phase 1 and 2 in phase 6, each ending at a cashing) and one trip that pays at most the best town
    chip, doubled, for each card spent (every road costs at least one card).

    >>> from rulekit.elfengold.components import components
    >>> gold_bound(components(), 1)
    1085
    """
    cards = sum(e["count"] for e in comp["cards"].values()) + comp["wizard_cards"]
    best_chip = max(int(v) for v in comp["town_chips"])
    cash = comp["gold_cards"] * comp["gold_card_value"]
    per_round = comp["income"] + (comp["cards_per_phase"] + 2) * cash + 2 * best_chip * cards
    return comp["starting_gold"] + rounds * per_round


def turn_bound(comp: Counts, players: int, rounds: int) -> int:
    """The most turns ``rounds`` rounds can hold (see the package docstring for what a turn is).

    A round holds 3 picks and 1 secret tile per player, one trip and one choice of tiles to keep;
    each of the 2 x players auctions is run at most once per player plus once, with bids that rise
    by at least 1 up to the bid cap and one pass per player; in phase 5 every player passes at most
    once between two placements, and the pool holds all the tiles there are.

    >>> from rulekit.elfengold.components import components
    >>> turn_bound(components(), 2, 1) > 10_000
    True
    """
    n = players
    tiles = sum(e["count"] for e in comp["tiles"].values())
    total = 0
    for r in range(1, rounds + 1):
        cap = gold_bound(comp, r) + 1
        auction = 2 * n * (n + 1) * (cap + n)
        total += (comp["cards_per_phase"] + 4) * n + auction + (tiles + 1) * n
    return total


# ------------------------------------------------------------------ the board


def check_road(i: int, c: str) -> None:
    """The tiles of road ``i`` as the placement rules allow them (EG.plan.*, EG.tile.*, EG.spell.*)."""
    road = BOARD.roads[i]
    f = f"state.roads[{i}] ({road.id})"
    t = c.rstrip(SPECIAL_ORDER)
    specials = c[len(t):]
    canonical = "".join(ch for ch in SPECIAL_ORDER if ch in specials)
    if any(ch not in TRANSPORTS for ch in t) or specials != canonical:
        raise _bad(f, f"{c!r} is not a road's tiles: transports (PECUTD) first, then G, B, L, S once each "
                      "(EG.plan.one-transport)",
                   f"{josa(repr(c), '은')} 길에 놓인 타일이 아닙니다: 이동수단(PECUTD)이 먼저, "
                   "그다음 G, B, L, S가 "
                   "한 번씩 옵니다 (EG.plan.one-transport)")
    if road.water:
        if t:
            raise _bad(f, "transport tiles go only on land roads, never on waterways (EG.plan.land-only)",
                       "이동수단 타일은 육로에만 놓을 수 있고 수로에는 놓을 수 없습니다 (EG.plan.land-only)")
        if specials not in ("", "S"):
            raise _bad(f, "a waterway holds only a sea monster (EG.obstacle.kinds)",
                       "수로에는 바다 괴물만 놓을 수 있습니다 (EG.obstacle.kinds)")
        return
    if "S" in specials:
        raise _bad(f, "a sea monster goes only on a waterway, never on a land road (EG.obstacle.kinds)",
                   "바다 괴물은 수로에만 놓을 수 있고 육로에는 놓을 수 없습니다 (EG.obstacle.kinds)")
    for k in t:
        if BOARD.cost(k, road.kind) is None:
            raise _bad(f, f"a {kind_name(k)[0]} ({k}) tile may not lie on a {road.kind} road "
                          "(EG.plan.terrain-fit)",
                       f"{_ko(k)} 타일은 {terrain_name(road.kind, 'ko')} 길에 놓을 수 없습니다 "
                       "(EG.plan.terrain-fit)")
    if not t and specials:
        rule, en, ko = {
            "G": ("EG.tile.gold-placement", "a gold tile lies only on a road with a transport tile",
                  "금 타일은 이동수단 타일이 놓인 길에만 놓입니다"),
            "B": ("EG.spell.needs-transport", "a double spell lies only on a road with a transport tile",
                  "이중 이동수단은 이동수단 타일이 놓인 길에만 씁니다"),
            "L": ("EG.base.obstacle-placement", "a log lies only on a road with a transport tile",
                  "통나무는 이동수단 타일이 놓인 육로에만 놓입니다"),
        }[specials[0]]
        raise _bad(f, f"{en} ({rule})", f"{ko} ({rule})")
    double = "B" in specials
    if len(t) > (2 if double else 1):
        raise _bad(f, "a road holds one transport tile, two with a double spell (EG.plan.one-transport)",
                   "한 길에는 이동수단 타일을 하나만, 이중 이동수단이 있으면 둘까지 놓습니다 "
                   "(EG.plan.one-transport)")
    if "G" in specials and "L" in specials and not double:
        raise _bad(f, "a gold tile and a log share a road only with a double spell "
                      "(EG.tile.gold-no-obstacle)",
                   "이중 이동수단 없이는 금 타일과 통나무가 한 길에 함께 놓일 수 없습니다 "
                   "(EG.tile.gold-no-obstacle)")
    if double and len(t) + len(specials) - 1 > 3:
        raise _bad(f, "a double spell makes room for 2 transports + 1 special or 1 transport + 2 specials "
                      "(EG.spell.double-capacity)",
                   "이중 이동수단으로는 이동수단 2 + 특수 1 또는 이동수단 1 + 특수 2까지 놓습니다 "
                   "(EG.spell.double-capacity)")


# ------------------------------------------------------------------ the whole state


def check_options(opts: Mapping[str, object]) -> None:
    """The options of a state, of the kinds and ranges ``new_game`` accepts."""
    from .setup import OPTION_RANGES, OPTIONS

    for key, (default, _) in OPTIONS.items():
        v = opts[key]
        lo, hi = OPTION_RANGES.get(key, (None, None))
        out_of_range = isinstance(v, int) and ((lo is not None and v < lo) or (hi is not None and v > hi))
        if type(v) is not type(default) or out_of_range:
            span = f"{lo} to {hi}" if lo is not None else "True or False"
            raise _bad(f"state.options.{key}", f"{v!r} is not an allowed value ({span}, EG.base.setup)",
                       f"{josa(repr(v), '은')} 쓸 수 없는 값입니다 ({span}, EG.base.setup)")


def check_state(s: ElfengoldState) -> None:
    """Refuse a state that no game can reach (:class:`~rulekit.core.InvalidState`, naming the field)."""
    comp = s.comp
    n = s.num_players
    check_options(s.opts)
    for i, c in enumerate(s.roads):
        check_road(i, c)
    _check_components(s)
    _check_values(s)
    _check_flow(s)
    bound = gold_bound(comp, s.round)
    for p, g in enumerate(s.gold):
        if g > bound:
            raise _bad(f"state.gold[{p}]", f"{g} gold is more than any player can hold in round {s.round} "
                                           f"(at most {bound}, EG.gap.gold-income)",
                       f"{g}골드는 {s.round}라운드에 누구도 가질 수 없는 금화입니다 "
                       f"(최대 {bound}, EG.gap.gold-income)")
    tb = turn_bound(comp, n, s.round)
    if s.turn > tb:
        raise _bad("state.turn", f"{s.turn} turns do not fit in {s.round} round(s) (at most {tb}, "
                                 "EG.round.phases)",
                   f"{s.round}라운드 동안 {s.turn}번의 차례가 있을 수 없습니다 (최대 {tb}, EG.round.phases)")


def _check_components(s: ElfengoldState) -> None:
    comp = s.comp
    want_cards = {k: e["count"] for k, e in comp["cards"].items()}
    want_cards["G"] = comp["gold_cards"]
    want_cards["W"] = comp["wizard_cards"] if s.opts["wizards"] else 0
    all_cards = "".join(s.hands) + s.deck + s.display + s.discard + "G" * s.gold_pile
    for k in CARD_KINDS:
        have, want = all_cards.count(k), want_cards.get(k, 0)
        if have != want:
            raise _bad("state.cards", f"there are {have} {kind_name(k, card=True)[0]} ({k}) cards; "
                                      f"the game has {want} (EG.setup.card-deck)",
                       f"{_ko(k, card=True)} 카드가 {have}장 있습니다. 게임에는 {want}장이 있습니다 "
                       "(EG.setup.card-deck)")
    for p, h in enumerate(s.hands):
        if "G" in h:
            raise _bad(f"state.hands[{p}]", "a gold card never enters a hand (EG.cards.gold-card)",
                       "금 카드는 손에 들지 않습니다 (EG.cards.gold-card)")
    size = comp["display_size"]
    # (fewer may show: the display is refilled only when a card is taken from it, EG.cards.refill)
    if len(s.display) > size:
        raise _bad("state.display", f"the display shows at most {size} cards, not {len(s.display)} "
                                    "(EG.setup.display)",
                   f"펼쳐진 카드는 최대 {size}장입니다. 지금 {len(s.display)}장 (EG.setup.display)")
    all_tiles = ("".join(s.supply) + s.pool + "".join(s.roads) + s.drawn + s.lot).upper()
    for k in TILE_KINDS:
        have, want = all_tiles.count(k), comp["tiles"].get(k, {}).get("count", 0)
        if have != want:
            raise _bad("state.tiles", f"there are {have} {kind_name(k)[0]} ({k}) tiles; the game has {want} "
                                  "(EG.setup.tile-pool)",
                       f"{_ko(k)} 타일이 {have}개 있습니다. 게임에는 {want}개가 있습니다 "
                       "(EG.setup.tile-pool)")
    if sum(s.gold) + s.bank != comp["gold_total"]:
        raise _bad("state.bank", f"gold is not conserved: players {sum(s.gold)} + bank {s.bank} "
                                 f"!= {comp['gold_total']} (EG.setup.bank)",
                   f"금화의 합이 맞지 않습니다: 플레이어 {sum(s.gold)} + 은행 {s.bank} "
                   f"!= {comp['gold_total']} (EG.setup.bank)")


def _check_values(s: ElfengoldState) -> None:
    capital = BOARD.capital
    if any(m >> capital & 1 for m in s.markers):
        raise _bad("state.markers", "Elvenhold has no town markers (EG.move.elvenhold)",
                   "엘븐후드에는 도시 마커가 없습니다 (EG.move.elvenhold)")
    printed = [t.value for t in BOARD.towns]
    if s.opts["random_values"]:
        ok = sorted(s.values) == sorted(printed) and s.values[capital] == 0
    else:
        ok = list(s.values) == printed
    if not ok:
        raise _bad("state.values", "the town chips must be the 20 chips of the game, one per town but "
                                   "Elvenhold, as printed unless random_values (EG.setup.town-values)",
                   "도시 숫자 칩은 엘븐후드를 뺀 도시마다 하나씩, 게임의 칩 20개여야 합니다 "
                   "(random_values가 아니면 인쇄된 값 그대로, EG.setup.town-values)")
    if s.opts["destination"]:
        d = list(s.dest)
        if capital in d or len(set(d)) != len(d):
            raise _bad("state.dest", "destination towns are different towns other than Elvenhold "
                                     "(EG.variant.destination)",
                       "목적지 도시는 엘븐후드가 아닌 서로 다른 도시입니다 (EG.variant.destination)")


def _suffix_of(q: tuple, full: tuple) -> bool:
    return len(q) <= len(full) and tuple(full[len(full) - len(q):]) == tuple(q)


def _check_flow(s: ElfengoldState) -> None:
    """The counters and flags of the round agree with its phase (EG.round.phases)."""
    n = s.num_players
    ph = s.phase
    order = s.order()

    def bad(field: str, en: str, ko: str) -> InvalidState:
        return _bad(field, f"{en} in {ph} (EG.round.phases)", f"{ko} (지금 페이즈: {ph}, EG.round.phases)")

    if ph == "over":
        everyone = (1 << len(BOARD.towns)) - 1 - (1 << BOARD.capital)
        if s.round != s.opts["rounds"] and not any(m == everyone for m in s.markers):
            raise _bad("state.phase", f"the game ends after round {s.opts['rounds']} or when a player has "
                                      f"every town marker, not in round {s.round} (EG.end.after-six, "
                                      "EG.end.all-towns)",
                       f"게임은 {s.opts['rounds']}라운드가 끝나거나 누군가 모든 도시 마커를 모으면 끝납니다. "
                       f"{s.round}라운드에 끝날 수 없습니다 (EG.end.after-six, EG.end.all-towns)")
    if ph == "cards" and s.round == 1:
        raise bad("state.round", "round 1 begins with phase 3 (EG.round.first-round)",
                  "1라운드는 3페이즈부터 시작합니다 (EG.round.first-round)")
    keep = s.comp["keep_tiles"]
    for p, t in enumerate(s.supply):
        down = sum(c.islower() for c in t)
        if down > keep + 1:
            raise bad(f"state.supply[{p}]", f"a player holds at most {keep + 1} face-down tiles: the one "
                                            f"of phase 3 and {keep} kept (EG.draw.one-secret, "
                                            "EG.endround.keep-two)",
                      f"뒤집어진 타일은 3페이즈의 1개와 남긴 {keep}개, 최대 {keep + 1}개입니다 "
                      "(EG.draw.one-secret, EG.endround.keep-two)")
    limit = s.opts["hand_limit"]
    if ph == "cards" and limit:
        for p, h in enumerate(s.hands):
            taken = s.comp["cards_per_phase"] - s.picks.count(p)
            if len(h) > limit + taken:
                raise bad(f"state.hands[{p}]", f"a round begins with at most {limit} cards in hand "
                                               f"(EG.base.hand-limit); {taken} taken since",
                          f"라운드는 손에 카드 {limit}장 이하로 시작합니다 (EG.base.hand-limit). "
                          f"그 뒤로 {taken}장을 가져왔습니다")
    if ph == "cards" and any(len(t) > s.comp["keep_tiles"] for t in s.supply):
        raise bad("state.supply", f"a round begins with at most {s.comp['keep_tiles']} kept tiles each "
                                  "(EG.endround.keep-two)",
                  f"라운드를 시작할 때 각자 남긴 타일은 {s.comp['keep_tiles']}개 이하입니다 "
                  "(EG.endround.keep-two)")
    if ph not in ("plan", "move") and any(s.roads):
        i = next(k for k, c in enumerate(s.roads) if c)
        raise bad(f"state.roads[{i}]", f"tiles lie on the roads only in phases 5 and 6: the board is cleared "
                                       f"at the start of phase 7 (EG.endround.clear-board), but "
                                       f"{BOARD.roads[i].id} holds {s.roads[i]!r}",
                  f"길 위의 타일은 5·6페이즈에만 있습니다. 7페이즈를 시작할 때 보드의 타일을 모두 거둡니다 "
                  f"(EG.endround.clear-board). 그런데 {BOARD.roads[i].id}에 {s.roads[i]!r} 타일이 "
                  "놓여 있습니다")
    if ph != "tiles" and s.drawn:
        raise bad("state.drawn", "tiles are drawn only in phase 3", "타일은 3페이즈에만 뽑습니다")
    if len(s.drawn) > 2:
        raise bad("state.drawn", "a player draws 2 tiles (EG.draw.two-tiles)", "타일은 2개씩 뽑습니다")
    if ph != "auction" and (s.lot or s.excluded):
        raise bad("state.lot", "no tile is on sale outside phase 4",
                  "4페이즈가 아니면 경매에 놓인 타일이 없습니다")
    if s.high > gold_bound(s.comp, s.round) + 1:
        raise bad("state.high", "no bid exceeds the largest gold holding + 1 (EG.gap.bid-cap)",
                  "입찰은 가장 많은 금화 + 1을 넘을 수 없습니다 (EG.gap.bid-cap)")
    if ph != "move" and (s.stage != "travel" or s.moved or s.trip_gold):
        raise bad("state.stage", "trip fields are reset outside phase 6", "이동 항목은 6페이즈에만 씁니다")
    if ph != "plan" and s.plan_passes not in (0, n):
        raise bad("state.plan_passes", "passes are counted only in phase 5", "패스는 5페이즈에만 셉니다")
    if ph == "plan" and s.plan_passes >= n:
        raise bad("state.plan_passes", f"phase 5 ends when all {n} players have passed (EG.plan.end)",
                  f"{n}명이 모두 연달아 패스하면 5페이즈가 끝납니다")
    if s.gold_choice and (not s.picks or not s.gold_pile):
        raise bad("state.gold_choice", "a choice after a gold card needs a pick and a gold card on the pile",
                  "금 카드 다음의 선택에는 남은 차례와 금 카드 덱의 카드가 있어야 합니다")
    # the queues of players
    if ph in ("tiles", "move", "end"):
        if not _suffix_of(s.queue, order):
            raise bad("state.queue", "the players still to act come clockwise from the start player",
                      "남은 플레이어는 선 플레이어부터 시계 방향 순서입니다")
    elif s.queue:
        raise bad("state.queue", "no queue of players", "플레이어 대기열이 없어야 합니다")
    if ph == "cards":
        if not s.picks or not _suffix_of(s.picks, order * s.comp["cards_per_phase"]):
            raise bad("state.picks", "3 picks each, clockwise from the start player (EG.cards.three-passes)",
                      "선 플레이어부터 시계 방향으로 한 장씩 세 바퀴 가져옵니다")
    elif ph == "move" and s.stage == "draw":
        if not s.picks or len(s.picks) > 2 or not s.queue or set(s.picks) != {s.queue[0]}:
            raise bad("state.picks", "the mover takes 2 cards (EG.move.cards-instead)",
                      "이동한 플레이어가 카드 2장을 받습니다")
    elif s.picks:
        raise bad("state.picks", "cards are taken only in phase 1 or after a trip",
                  "카드는 1페이즈나 이동을 마친 뒤에만 받습니다")
    # who is to play
    cp = s.current_player
    if s.picks and cp != s.picks[0]:
        raise bad("state.current_player", "the player to pick is the next in the pick queue",
                  "카드를 가져올 플레이어는 대기열의 다음 플레이어입니다")
    if ph in ("move", "end") and s.queue and cp != s.queue[0]:
        raise bad("state.current_player", "the player to act is the next in the queue",
                  "행동할 플레이어는 대기열의 다음 플레이어입니다")
    if ph == "move" and not s.queue:
        raise bad("state.queue", "phase 6 goes on while a player is still to move",
                  "이동할 플레이어가 남아 있어야 합니다")
    if ph == "end" and not s.queue:
        raise bad("state.queue", "phase 7 goes on while a player is still to choose",
                  "고를 플레이어가 남아 있어야 합니다")
    if ph == "tiles":
        if not s.queue or not s.drawn or cp != s.queue[0]:
            raise bad("state.drawn", "the next player in the queue has drawn the tiles to choose from",
                      "대기열의 다음 플레이어가 고를 타일을 뽑아 두었어야 합니다")
    if ph == "move" and s.stage == "reward" and not s.moved:
        raise bad("state.moved", "gold or cards are chosen after a trip that moved (EG.move.no-move)",
                  "금화나 카드는 이동한 뒤에 고릅니다 (EG.move.no-move)")
    if ph == "move" and s.stage == "travel" and not s.moved and s.trip_gold:
        raise bad("state.trip_gold", "gold is earned only by moving", "이동해야 금화를 얻습니다")
    if ph == "auction":
        _check_auction(s, bad)


def _check_auction(s: ElfengoldState, bad: Callable[[str, str, str], InvalidState]) -> None:
    n = s.num_players
    if not s.lot or len(s.lot) > 2 * n:
        raise bad("state.lot", f"1 to {2 * n} tiles are on sale (EG.auction.lot-size)",
                  f"경매에 놓인 타일은 1~{2 * n}개입니다")
    out = s.passed | s.excluded
    cap = max(s.gold) + 1
    if (s.high_bidder == -1) != (s.high == 0) or s.high > cap:
        raise bad("state.high", f"the price is 0 without a bid, or the last bid "
                                f"(at most {cap}, EG.gap.bid-cap)",
                  f"입찰이 없으면 가격은 0, 있으면 마지막 입찰가(최대 {cap})입니다")
    if s.high_bidder >= 0 and out >> s.high_bidder & 1:
        raise bad("state.high_bidder", "the highest bidder has not passed (EG.auction.pass-final)",
                  "최고 입찰자는 패스하지 않은 플레이어입니다")
    if out >> s.current_player & 1 or s.current_player == s.high_bidder:
        raise bad("state.current_player", "the player to bid has not passed and is not the highest bidder",
                  "입찰할 플레이어는 패스하지 않았고 최고 입찰자도 아닙니다")


# ------------------------------------------------------------------ actions built by hand


def _one_of(ref: Referee, v: object, alphabet: str, rule: str, what: tuple[str, str], field: str) -> None:
    if not (isinstance(v, str) and len(v) == 1 and v in alphabet):
        shown = repr(v)[:30]
        ref.fail(rule, f"{field} must be one {what[0]} code of {alphabet}, not {shown}",
                 f"{josa(field, '은')} {what[1]} 기호 {alphabet} 중 하나여야 합니다. 받은 값: {shown}")


def _road(ref: Referee, v: object, field: str) -> None:
    if not (isinstance(v, str) and v in _ROAD_IDS):
        shown = repr(v)[:30]
        last = f"R{len(BOARD.roads):02d}"
        ref.fail("EG.base.map", f"{field} must be a road of the map (R01..{last}), not {shown}",
                 f"{josa(field, '은')} 지도에 있는 길(R01..{last})이어야 합니다. 받은 값: {shown}")


def _town_ok(v: object) -> bool:
    if not isinstance(v, str):
        return False
    try:
        BOARD.town(v)
    except KeyError:
        return False
    return True


_ROAD_IDS = frozenset(r.id for r in BOARD.roads)
_CARD = ("card", "카드")
_TILE = ("tile", "타일")
_TRANSPORT = (term("elfengold", "transport-tile").en, term("elfengold", "transport-tile").ko)


def check_action(a: Action, ref: Referee) -> None:
    """The fields of an action are of the kinds the notation writes (a hand-built action may not be).

    Only a failure is recorded, so :func:`~rulekit.core.explain` lists the rules, not the field checks.
    """
    if isinstance(a, Take | Discard):
        _one_of(ref, a.card, CARD_KINDS if isinstance(a, Take) else "PECUTDRW", "EG.setup.card-deck", _CARD,
                "card")
    elif isinstance(a, KeepSecret):
        _one_of(ref, a.tile, TILE_KINDS, "EG.setup.tile-pool", _TILE, "tile")
    elif isinstance(a, Bid):
        v = a.amount
        if not (isinstance(v, int) and not isinstance(v, bool)):
            ref.fail("EG.gap.auction-opener", f"a bid is a whole number of gold, not {repr(v)[:30]}",
                     f"입찰은 금화의 정수 값입니다. 받은 값: {repr(v)[:30]}")
        w = a.bidder
        if w is not None and not (isinstance(w, int) and not isinstance(w, bool) and 0 <= w < 6):
            ref.fail("EG.auction.bid", f"a bidder is a seat 0..5 (P1..P6), not {repr(w)[:30]}",
                     f"입찰자는 자리 번호 0..5(P1..P6)입니다. 받은 값: {repr(w)[:30]}")
    elif isinstance(a, Place):
        _one_of(ref, a.tile, TILE_KINDS, "EG.setup.tile-pool", _TILE, "tile")
        _road(ref, a.road, "road")
    elif isinstance(a, Double):
        _road(ref, a.road, "road")
        if a.extra != "":
            _one_of(ref, a.extra, TRANSPORTS, "EG.spell.double", _TRANSPORT, "extra")
    elif isinstance(a, Exchange):
        _road(ref, a.road1, "road1")
        _road(ref, a.road2, "road2")
        _one_of(ref, a.tile1, TRANSPORTS, "EG.spell.exchange", _TRANSPORT, "tile1")
        _one_of(ref, a.tile2, TRANSPORTS, "EG.spell.exchange", _TRANSPORT, "tile2")
    elif isinstance(a, Travel):
        _road(ref, a.road, "road")
        _one_of(ref, a.card, TRANSPORTS + "R", "EG.base.pay-matching", _CARD, "card")
        if not isinstance(a.wizard, bool):
            ref.fail("EG.variant.wizard-obstacle", "wizard must be True or False",
                     "wizard는 True 또는 False여야 합니다")
    elif isinstance(a, Caravan):
        _road(ref, a.road, "road")
        if not (isinstance(a.cards, str) and 0 < len(a.cards) <= 8 and all(c in CARD_KINDS for c in a.cards)):
            ref.fail("EG.base.caravan", f"cards must be 1 to 8 card codes of {CARD_KINDS}",
                     f"cards는 카드 기호 {CARD_KINDS}로 적은 1~8장이어야 합니다")
    elif isinstance(a, Carpet):
        if not _town_ok(a.town):
            ref.fail("EG.base.map", f"town must be a town of the map, not {repr(a.town)[:30]}",
                     f"town은 지도에 있는 도시여야 합니다. 받은 값: {repr(a.town)[:30]}")
    elif isinstance(a, Keep):
        t = a.tiles
        if not (isinstance(t, str) and len(t) <= 12 and all(c.upper() in TILE_KINDS for c in t)):
            ref.fail("EG.endround.keep-two", "tiles must be tile codes (upper case face up, lower case down)",
                     "tiles는 타일 기호여야 합니다 (대문자 = 앞면, 소문자 = 뒷면)")
