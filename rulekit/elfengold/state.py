"""The Elfengold game state: six rounds of seven phases (EG.round.count, EG.round.phases).

Every field is an immutable value (ints, strings, tuples), so a copy is a shallow copy of
``__dict__`` and no state is ever changed from outside.  Cards, hands and tile supplies
are short strings of codes (see :mod:`rulekit.elfengold.actions`); the deck's and the
pool's top is their last character.

Between two actions the state *settles*: automatic steps (income, drawing tiles for the
next player, opening the next auction, the round end …) run until a player has a
decision to make.  ``state.decision`` names it.
"""
from __future__ import annotations

import hashlib
from typing import ClassVar, TypedDict, TypeVar, cast

from ..core import Action, GameState, Reader, Referee, RuleViolation, SaveError, Score
from ..i18n import josa
from ..rng import Rng
from . import auction, cards, drawing_tiles, planning, round_end, travel, validate
from .actions import (
    Bid,
    Caravan,
    Carpet,
    Cash,
    Discard,
    Double,
    Exchange,
    Keep,
    KeepSecret,
    Pass,
    Place,
    Stop,
    Take,
    TakeCards,
    TakeGold,
    TakeTop,
    Travel,
    parse_action,
)
from .components import CARD_KINDS, TILE_KINDS, Counts, components, load_board

T = TypeVar("T")


class Options(TypedDict):
    """A game's options (``rulekit.elfengold.OPTIONS`` says what each does)."""

    random_values: bool
    wizards: bool
    wizards_before_deal: bool
    destination: bool
    published_display: bool
    blind_draw: bool
    hand_limit: int
    hidden_gold: bool
    rounds: int


BOARD = load_board()
PHASES = ("cards", "tiles", "auction", "plan", "move", "end", "over")
STAGES = ("travel", "reward", "draw")
PHASE_NAMES = {
    "cards": ("phase 1: draw transport cards", "1페이즈: 이동수단 카드 받기"),
    "tiles": ("phase 3: draw face-down tiles", "3페이즈: 뒤집어진 타일 받기"),
    "auction": ("phase 4: auction", "4페이즈: 경매"),
    "plan": ("phase 5: plan travel routes", "5페이즈: 여행경로 짜기"),
    "move": ("phase 6: move elf boots", "6페이즈: 엘프부츠 이동하기"),
    "end": ("phase 7: end of round", "7페이즈: 라운드 종료"),
    "over": ("the game is over", "게임 종료"),
}
# Which decision each action answers.
DECISION_OF = {
    Take: "draw", TakeTop: "draw", Cash: "draw", KeepSecret: "secret", Bid: "bid",
    Pass: "pass", Place: "place", Double: "place", Exchange: "place", Travel: "travel", Caravan: "travel",
    Carpet: "travel", Stop: "travel", TakeGold: "reward", TakeCards: "reward", Keep: "keep", Discard: "keep",
}
DECISION_NAMES = {
    "draw": ("take a card", "카드 가져오기"), "secret": ("choose the secret tile", "비밀 타일 고르기"),
    "bid": ("bid or pass", "입찰 또는 패스"), "place": ("place a tile or pass", "타일 놓기 또는 패스"),
    "travel": ("travel or stop", "이동 또는 멈춤"), "reward": ("take gold or 2 cards", "금화 또는 카드 2장"),
    "keep": ("choose tiles to keep", "남길 타일 고르기"), "over": ("game over", "게임 종료"),
}


class ElfengoldState(GameState):
    """A position of Elfengold (see the module docstring)."""

    GAME: ClassVar[str] = "elfengold"
    VERSION: ClassVar[int] = 1
    parse_action = staticmethod(parse_action)
    comp: ClassVar[Counts] = components()

    num_players: int
    current_player: int
    turn: int
    # The position (set by setup.new_game, from_dict and the position notation).  Cards and tiles are
    # strings of their one-letter codes; per-player values are tuples by seat.
    opts: Options
    seed: int
    rng: int                      # the state of the game's Rng
    values: tuple[int, ...]       # per town: its gold value
    pool: str                     # the face-down tile pool
    hands: tuple[str, ...]
    display: str
    deck: str
    discard: str
    gold_pile: int
    gold: tuple[int, ...]
    bank: int
    boots: tuple[int, ...]        # per player: the town of the boot
    markers: tuple[int, ...]      # per player: bits of the towns whose marker is taken
    dest: tuple[int, ...]         # per player: the destination town (variant), or ()
    supply: tuple[str, ...]       # per player: tiles (lower case: face down)
    roads: tuple[str, ...]        # per road: the tiles on it
    round: int
    start: int
    phase: str
    stage: str
    queue: tuple[int, ...]
    picks: tuple[int, ...]
    gold_choice: bool
    drawn: str
    lot: str
    high: int
    high_bidder: int
    passed: int                   # bits of the players who passed on the lot
    excluded: int                 # bits of the players who cannot pay
    plan_passes: int
    moved: bool
    trip_gold: int

    # ------------------------------------------------------------------ helpers used by the phase modules
    @staticmethod
    def with_item(t: tuple[T, ...], i: int, v: T) -> tuple[T, ...]:
        return t[:i] + (v,) + t[i + 1:]

    def pay(self, p: int, amount: int) -> None:
        """Move gold from the bank to player ``p`` (negative: to the bank). The bank never runs out."""
        self.gold = self.with_item(self.gold, p, self.gold[p] + amount)
        self.bank -= amount

    def add_tiles(self, p: int, tiles: str) -> None:
        from .actions import _sort_tiles

        self.supply = self.with_item(self.supply, p, _sort_tiles(self.supply[p] + tiles))

    def use_tile(self, p: int, tile: str) -> None:
        """Take a tile of that kind from a supply: a face-up copy first, so a secret stays secret."""
        held = self.supply[p]
        t = tile if tile in held else tile.lower()
        self.supply = self.with_item(self.supply, p, held.replace(t, "", 1))

    def shuffled_str(self, s: str) -> str:
        r = Rng(state=self.rng)
        out = r.shuffled(s)
        self.rng = r.state
        return "".join(out)

    def shuffled_into(self, pile: str, tile: str) -> str:
        """``pile`` with ``tile`` put in at a random place: the same as reshuffling a face-down pile
        whose order nobody knows, at the cost of one draw from the generator."""
        r = Rng(state=self.rng)
        i = r.randbelow(len(pile) + 1)
        self.rng = r.state
        return pile[:i] + tile + pile[i:]

    def order(self) -> tuple[int, ...]:
        """Players from the start player, clockwise (EG.setup.clockwise)."""
        n = self.num_players
        return tuple((self.start + i) % n for i in range(n))

    @property
    def is_over(self) -> bool:  # type: ignore[override]
        return self.phase == "over"

    ACTION_RULE = "EG.round.phases"

    @property
    def END_RULE(self) -> str:  # type: ignore[override]  # noqa: N802 (the contract's name)
        """The end rule cited when an action is tried after the end: all towns, or six rounds."""
        everyone = (1 << len(BOARD.towns)) - 1 - (1 << BOARD.capital)
        return "EG.end.all-towns" if any(m == everyone for m in self.markers) else "EG.end.after-six"

    @property
    def decision(self) -> str:
        """What the current player decides now: draw, secret, bid, place, travel, reward, keep or over."""
        if self.phase == "over":
            return "over"
        if self.picks:
            return "draw"
        return _PHASE_DECISION.get(self.phase) or self.stage

    # ------------------------------------------------------------------ the flow of a round
    def _settle(self) -> None:
        n = self.num_players
        while True:
            if self.picks:
                if cards.can_pick(self):
                    self.current_player = self.picks[0]
                    return
                self.picks = self.picks[1:]                       # EG.gap.empty-deck: nothing to take
                self.gold_choice = False
                continue
            ph = self.phase
            if ph == "cards":
                for p in range(n):                                 # phase 2 (EG.income.two-gold)
                    self.pay(p, self.comp["income"])
                self._begin_tiles()
            elif ph == "tiles":
                drawing_tiles.draw_for_next(self)
                if self.queue:
                    return
                self._begin_auction()
            elif ph == "auction":
                if self.lot:
                    return
                self.phase = "plan"
                self.current_player = self.start
                self.plan_passes = 0
            elif ph == "plan":
                if self.plan_passes < n:
                    return
                self.phase = "move"
                self.queue = self.order()
                self._start_trip()
            elif ph == "move":
                if self.stage == "draw":
                    self.next_mover()
                    continue
                if self.queue:
                    return
                self._begin_end()
            elif ph == "end":
                while self.queue and not (round_end.needs_keep(self, self.queue[0])
                                          or round_end.needs_discard(self, self.queue[0])):
                    self.queue = self.queue[1:]
                if self.queue:
                    self.current_player = self.queue[0]
                    return
                self._finish_round()
            else:
                return

    def _begin_cards(self) -> None:
        self.phase = "cards"
        self.picks = self.order() * self.comp["cards_per_phase"]   # EG.cards.three-passes
        self.gold_choice = False

    def _begin_tiles(self) -> None:
        self.phase = "tiles"
        self.queue = self.order()
        self.drawn = ""

    def _begin_auction(self) -> None:
        self.phase = "auction"
        k = min(2 * self.num_players, len(self.pool))                # EG.auction.lot-size, EG.gap.pool-empty
        self.lot = self.pool[len(self.pool) - k:]
        self.pool = self.pool[:len(self.pool) - k]
        self.excluded = 0
        auction.open_tile(self)

    def _start_trip(self) -> None:
        self.stage = "travel"
        self.moved = False
        self.trip_gold = 0
        if self.queue:
            self.current_player = self.queue[0]

    def next_mover(self) -> None:
        """The mover's trip and reward are done: that player's phase-6 turn is over."""
        self.turn += 1
        self.queue = self.queue[1:]
        self._start_trip()

    def _begin_end(self) -> None:
        self.phase = "end"
        round_end.clear_board(self)
        self.queue = self.order()

    def _finish_round(self) -> None:
        self.pool = self.shuffled_str(self.pool)
        everyone = (1 << len(BOARD.towns)) - 1 - (1 << BOARD.capital)
        all_towns = any(m == everyone for m in self.markers)
        if self.round >= self.opts["rounds"] or all_towns:           # EG.end.after-six, EG.end.all-towns
            self.phase = "over"
            self.queue = ()
            return
        self.round += 1                                              # EG.endround.round-card
        self.start = (self.start + 1) % self.num_players             # EG.endround.start-player
        self._begin_cards()

    # ------------------------------------------------------------------ the contract
    def _copy(self) -> ElfengoldState:
        new = object.__new__(ElfengoldState)
        d = self.__dict__.copy()          # (measured: faster than dict(...), and so are the copy's reads)
        d.pop("_legal_cache", None)
        new.__dict__ = d
        return new

    def _check(self, action: Action, ref: Referee) -> None:
        # The action's decision (DECISION_OF) is required to be the state's: each phase's module is given
        # the actions of its phase.
        want = DECISION_OF.get(type(action))
        if want is None:
            raise RuleViolation("EG.round.phases", f"{action!r} is not an Elfengold action",
                                "엘픈골드의 행동이 아닙니다", action)
        validate.check_action(action, ref)      # a hand-built action may hold any value in any field
        now = self.decision
        if isinstance(action, Pass):
            ok = now in ("bid", "place")
        elif now in ("travel", "reward"):
            ok = want in ("travel", "reward")       # travel.check names the rule (EG.gap.gold-or-cards)
        else:
            ok = want == now
        en, ko = DECISION_NAMES.get(now, (now, now))
        ref.require(ok, "EG.round.phases", f"the phases come in order: now is {self.phase_name('en')} ({en})",
                    f"페이즈는 순서대로 진행됩니다: 지금은 {self.phase_name('ko')} ({ko})")
        if now == "draw":
            cards.check(self, cast("Take | TakeTop | Cash", action), ref)
        elif now == "secret":
            drawing_tiles.check(self, cast("KeepSecret", action), ref)
        elif now == "bid":
            auction.check(self, cast("Bid | Pass", action), ref)
        elif now == "place":
            if isinstance(action, Place):
                planning.check_place(self, action, ref)
            elif isinstance(action, Double):
                planning.check_double(self, action, ref)
            elif isinstance(action, Exchange):
                planning.check_exchange(self, action, ref)
            else:
                ref.note("EG.plan.turns", "a player may pass, and act again later in the phase",
                         "패스한 뒤에도 페이즈가 끝나기 전에는 다시 놓을 수 있습니다")
        elif now in ("travel", "reward"):
            travel.check(self, cast("travel.Trip", action), ref)
        elif now == "keep":
            round_end.check(self, cast("Keep | Discard", action), ref)

    def _perform(self, action: Action) -> None:
        now = self.decision
        picks = len(self.picks)
        if now == "draw":
            cards.perform(self, cast("Take | TakeTop | Cash", action))
        elif now == "secret":
            drawing_tiles.perform(self, cast("KeepSecret", action))
        elif now == "bid":
            auction.perform(self, cast("Bid | Pass", action))
        elif now == "place":
            planning.perform(self, cast("Place | Double | Exchange | Pass", action))
        elif now in ("travel", "reward"):
            travel.perform(self, cast("travel.Trip", action))
        elif now == "keep":
            round_end.perform(self, cast("Keep | Discard", action))
        # A whole turn ends here (see the package docstring); phase 6 trips end in next_mover.
        if now in ("secret", "bid", "place"):
            self.turn += 1
        elif now == "draw" and self.phase == "cards" and len(self.picks) < picks:
            self.turn += 1
        elif now == "keep" and not (round_end.needs_keep(self, self.current_player)
                                    or round_end.needs_discard(self, self.current_player)):
            self.turn += 1
        self._settle()

    def _legal_actions(self) -> list:
        now = self.decision
        if now == "draw":
            return cards.legal(self)
        if now == "secret":
            return drawing_tiles.legal(self)
        if now == "bid":
            return auction.legal(self)
        if now == "place":
            return planning.legal(self)
        if now in ("travel", "reward"):
            return travel.legal(self)
        if now == "keep":
            return round_end.legal(self)
        return []

    def phase_name(self, lang: str | None = None) -> str:
        from ..i18n import pick

        en, ko = PHASE_NAMES[self.phase]
        return pick(en, ko, lang)

    # ------------------------------------------------------------------ scores and the end
    def towns(self, p: int) -> int:
        """Town markers collected by player ``p`` (EG.base.town-markers)."""
        return self.markers[p].bit_count()

    def score(self) -> dict[int, Score]:
        """Towns visited; with the destination variant minus the roads still to the destination."""
        out = {}
        for p in range(self.num_players):
            parts = {"towns": self.towns(p)}
            if self.opts["destination"]:
                # EG.gap.destination-scoring
                parts["destination"] = -BOARD.distances(self.boots[p])[self.dest[p]]
            out[p] = Score.of(parts)
        return out

    def winners(self) -> list[int]:
        """Most towns; ties go to more gold (EG.end.tie-gold); still tied: a shared win (EG.gap.final-tie)."""
        if not self.is_over:
            return []
        sc = self.score()
        best = max((sc[p].total, self.gold[p]) for p in range(self.num_players))
        return [p for p in range(self.num_players) if (sc[p].total, self.gold[p]) == best]

    # ------------------------------------------------------------------ hidden information
    def visible_gold(self, viewer: int | None = None) -> list[int | None]:
        """Gold holdings as ``viewer`` sees them: public (EG.gap.gold-visibility), or with the
        ``hidden_gold`` option only the viewer's own (``None`` for the others; None = a spectator)."""
        if not self.opts["hidden_gold"]:
            return list(self.gold)
        return [g if p == viewer else None for p, g in enumerate(self.gold)]

    def view(self, player: int) -> ElfengoldState:
        """The state as ``player`` may know it (EG.base.hidden-info).

        The deck order, other players' hands (their sizes are kept), the pool order, other players'
        face-down tiles, tiles drawn by another player, other players' destination towns and, with
        the ``hidden_gold`` option, other players' gold (all but the largest holding, which the bid
        cap shows) are re-drawn at random from what ``player``
        cannot see.  The re-draw starts from the sorted unseen cards and tiles, with a generator
        made by a one-way hash of the state's own; the view's seed and generator come from that
        hash too, so ``new_game(seed=view.seed)`` deals another game.

        >>> from rulekit import elfengold as eg
        >>> s = eg.new_game(players=2, seed=3)
        >>> v = s.view(0)
        >>> v.hands[0] == s.hands[0] and v.seed != s.seed and v.rng != s.rng
        True
        """
        digest = hashlib.sha256(f"elfengold:{self.rng}:{player}:view".encode()).digest()
        return self._redraw(player, Rng(state=int.from_bytes(digest[:8], "big")))

    def _redraw(self, player: int, r: Rng) -> ElfengoldState:
        """A copy with what ``player`` cannot see drawn anew with ``r`` (see :meth:`view`); its seed
        and generator come from ``r`` too.  Search bots call it for each determinization."""
        from .actions import _sort_tiles

        v = self._copy()
        others = [p for p in range(self.num_players) if p != player]
        unseen = self.deck + "".join(self.hands[p] for p in others)
        pool_unseen = self.pool + "".join(c for p in others for c in self.supply[p] if c.islower())
        drawn_hidden = bool(self.drawn) and self.current_player != player
        if drawn_hidden:
            pool_unseen += self.drawn
        # sorted first: the real order must not show through the shuffle
        cards_ = r.shuffled(sorted(unseen.replace("G", "")))     # gold cards never sit in a hand
        tiles = r.shuffled(sorted(pool_unseen.upper()))
        hands = list(self.hands)
        for p in others:
            k = len(hands[p])
            hands[p], cards_ = "".join(sorted(cards_[:k])), cards_[k:]
        v.hands = tuple(hands)
        v.deck = "".join(r.shuffled(cards_ + ["G"] * unseen.count("G")))
        supply = list(self.supply)
        for p in others:
            up = "".join(c for c in supply[p] if c.isupper())
            k = len(supply[p]) - len(up)
            supply[p], tiles = _sort_tiles(up + "".join(tiles[:k]).lower()), tiles[k:]
        v.supply = tuple(supply)
        if drawn_hidden:
            k = len(self.drawn)
            v.drawn, tiles = "".join(tiles[:k]), tiles[k:]
        v.pool = "".join(tiles)
        if self.opts["destination"]:
            free = [t for t in range(len(BOARD.towns)) if t != BOARD.capital and t != self.dest[player]]
            picks = r.sample(free, len(others))
            dest = list(self.dest)
            for p, t in zip(others, picks, strict=True):
                dest[p] = t
            v.dest = tuple(dest)
        if self.opts["hidden_gold"]:
            # Only the largest holding is public (it sets the bid cap, EG.gap.bid-cap): keep it, and
            # guess the rest without looking at them.
            top = max(self.gold)
            gold = list(self.gold)
            for p in others:
                gold[p] = r.randrange(top + 1)
            if gold[player] < top:
                gold[others[r.randbelow(len(others))]] = top
            v.gold = tuple(gold)
            v.bank = self.comp["gold_total"] - sum(gold)
        v.seed = r.next64() >> 16
        v.rng = r.next64()
        return v

    # ------------------------------------------------------------------ save files
    FIELDS: ClassVar[tuple[str, ...]] = (
        "seed", "rng", "round", "phase", "stage", "start", "current_player", "turn", "gold", "bank", "hands",
        "deck", "display", "discard", "gold_pile", "pool", "supply", "roads", "boots", "markers", "dest",
        "queue", "picks", "gold_choice", "drawn", "lot", "high", "high_bidder", "passed", "excluded",
        "plan_passes", "moved", "trip_gold", "values")

    def to_dict(self) -> dict:
        d: dict[str, object] = {"players": self.num_players, "options": dict(self.opts)}
        for f in self.FIELDS:
            v = getattr(self, f)
            d[f] = list(v) if isinstance(v, tuple) else v
        return d

    @classmethod
    def from_dict(cls, data: dict) -> ElfengoldState:
        r = Reader(data)
        s = object.__new__(cls)
        n = s.num_players = r.int("players", 2, 6)
        opts = r.sub("options")
        from . import OPTIONS

        read: dict[str, bool | int] = {}
        for key, (default, _) in OPTIONS.items():
            if isinstance(default, bool):
                read[key] = opts.bool(key)
            else:
                read[key] = opts.int(key, 0, 99)
        s.opts = cast(Options, read)
        towns = len(BOARD.towns)
        roads = len(BOARD.roads)
        s.seed = r.int("seed", 0, (1 << 64) - 1)
        s.rng = r.int("rng", 0, (1 << 64) - 1)
        s.round = r.int("round", 1, s.opts["rounds"])
        s.phase = r.str("phase", PHASES)
        s.stage = r.str("stage", STAGES)
        s.start = r.int("start", 0, n - 1)
        s.current_player = r.int("current_player", 0, n - 1)
        s.turn = r.int("turn", 0)
        s.gold = tuple(_ints(r, "gold", n, 0))
        s.bank = r.int("bank")
        s.hands = tuple(_codes(r, "hands", n, CARD_KINDS))
        s.deck = _code(r, "deck", CARD_KINDS)
        s.display = _code(r, "display", CARD_KINDS)
        s.discard = _code(r, "discard", CARD_KINDS)
        s.gold_pile = r.int("gold_pile", 0)
        s.pool = _code(r, "pool", TILE_KINDS)
        s.supply = tuple(_codes(r, "supply", n, TILE_KINDS + TILE_KINDS.lower()))
        s.roads = tuple(_codes(r, "roads", roads, "PECUTDGBLS"))
        s.boots = tuple(_ints(r, "boots", n, 0, towns - 1))
        s.markers = tuple(_ints(r, "markers", n, 0, (1 << towns) - 1))
        s.dest = tuple(_ints(r, "dest", n if s.opts["destination"] else 0, 0, towns - 1))
        s.queue = tuple(_ints(r, "queue", None, 0, n - 1))
        s.picks = tuple(_ints(r, "picks", None, 0, n - 1))
        s.gold_choice = r.bool("gold_choice")
        s.drawn = _code(r, "drawn", TILE_KINDS)
        s.lot = _code(r, "lot", TILE_KINDS)
        s.high = r.int("high", 0)
        s.high_bidder = r.int("high_bidder", -1, n - 1)
        s.passed = r.int("passed", 0, (1 << n) - 1)
        s.excluded = r.int("excluded", 0, (1 << n) - 1)
        s.plan_passes = r.int("plan_passes", 0, n)
        s.moved = r.bool("moved")
        s.trip_gold = r.int("trip_gold", 0)
        s.values = tuple(_ints(r, "values", towns, 0, 99))
        return s

    def validate(self) -> None:
        """Refuse a state no game can reach: components conserved, tiles where the rules put them,
        counters and flags that agree with the phase (:mod:`rulekit.elfengold.validate`)."""
        validate.check_state(self)

    def opts_tiles(self) -> dict[str, int]:
        return {k: e["count"] for k, e in self.comp["tiles"].items()}


_PHASE_DECISION = {"tiles": "secret", "auction": "bid", "plan": "place", "end": "keep"}


def _ints(r: Reader, key: str, n: int | None, lo: int, hi: int | None = None) -> list[int]:
    items = r.list(key, n)
    for i, v in enumerate(items):
        if not isinstance(v, int) or isinstance(v, bool) or v < lo or (hi is not None and v > hi):
            where = f"{r.path}.{key}[{i}]"
            raise SaveError(f"{where} must be a whole number in [{lo}, {hi}]",
                            f"{josa(where, '은')} [{lo}, {hi}] 범위의 정수여야 합니다", field=where)
    return items


def _code(r: Reader, key: str, alphabet: str) -> str:
    v = r.str(key)
    if any(c not in alphabet for c in v):
        where = f"{r.path}.{key}"
        raise SaveError(f"{where} = {v[:40]!r} holds codes outside {alphabet}",
                        f"{where} = {v[:40]!r}에 {alphabet} 밖의 기호가 있습니다", field=where)
    return v


def _codes(r: Reader, key: str, n: int, alphabet: str) -> list[str]:
    items = r.list(key, n)
    for i, v in enumerate(items):
        if not isinstance(v, str) or any(c not in alphabet for c in v):
            where = f"{r.path}.{key}[{i}]"
            raise SaveError(f"{where} must be a string of codes from {alphabet}",
                            f"{josa(where, '은')} {alphabet} 기호로 된 문자열이어야 합니다", field=where)
    return items
