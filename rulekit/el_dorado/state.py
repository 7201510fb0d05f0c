"""The game state of The Quest for El Dorado and its save file.

The state is a value: :meth:`apply` returns a new state.  Cards are kept as
card codes (``"Ex"``, ``"Sc"`` …) in tuples per player (draw pile with its top
at the end, hand, discard pile with its top at the end, removed cards) so that a
copy only duplicates a few small lists.  The rules themselves live in the
modules named after the rulebook's sections (:mod:`.movement`,
:mod:`.blockades`, :mod:`.market`, :mod:`.action_cards`, :mod:`.turn`,
:mod:`.end`); this module dispatches to them.
"""
from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Container

from ..core import Action, GameState, Reader, Referee, SaveError, Score
from ..i18n import josa
from ..rng import Rng
from . import action_cards, end, market, movement, turn, validate
from .actions import Buy, Discard, Done, Draw, End, Go, Move, Pay, Spend, Stop, Trash, Use, parse_action
from .components import (
    BLOCKADES,
    CARDS,
    ELDORADO,
    MARKET_KINDS,
    MARKET_SLOTS,
    STACK_SIZE,
    course,
)

PHASES = ("play", "discard")

_CHECK: dict[type[Action], Callable[..., None]] = {
    Move: movement.check_move, Go: movement.check_go, Stop: movement.check_stop, Pay: movement.check_pay,
    Use: action_cards.check_use, Trash: action_cards.check_trash, Done: action_cards.check_done,
    Spend: market.check_spend, Buy: market.check_buy,
    End: turn.check_end, Discard: turn.check_discard, Draw: turn.check_draw,
}
_PERFORM: dict[type[Action], Callable[..., None]] = {
    Move: movement.perform_move, Go: movement.perform_go, Stop: movement.perform_stop,
    Pay: movement.perform_pay, Use: action_cards.perform_use, Trash: action_cards.perform_trash,
    Done: action_cards.perform_done, Spend: market.perform_spend, Buy: market.perform_buy,
    End: turn.perform_end, Discard: turn.perform_discard, Draw: turn.perform_draw,
}


class ElDoradoState(GameState):
    """A position of the game (see the package docstring for the whole API).

    >>> from rulekit import el_dorado as ed
    >>> s = ed.new_game(players=3, seed=7)
    >>> len(s.hands[0]), s.pieces[0], s.phase
    (4, ('B6',), 'play')
    """

    GAME = "el_dorado"
    VERSION = 1
    END_RULE = "ED.end.round-complete"
    ACTION_RULE = "ED.turn.phases"
    parse_action = staticmethod(parse_action)

    # ---- construction (see setup.new_game for the rulebook's setup)
    def __init__(self, num_players: int, course_id: int, seed: int, rng: Rng) -> None:
        self.num_players = num_players
        self.course_id = course_id
        self.course = course(course_id)
        self.seed = seed
        self.rng = rng
        self.max_rounds: int | None = None
        self.start_player = 0
        self.current_player = 0
        self.turn = 0              # turns completed: one player's play, discard and draw phases
        self.round = 0             # rounds completed
        self.phase = "play"
        self.budget = 0            # half-coins spent for buying this turn (ED.gap.half-coins)
        self.buying = False        # a card was played for buying: no more movement (ED.gap.move-then-buy)
        self.bought: str | None = None
        self.pending_trash = 0     # Scientist / Travel Log: cards that may still be removed
        self.active: tuple[str, str, int, int] | None = None  # (card, symbol, leftover power, piece)
        self.played: tuple[tuple[str, str], ...] = ()         # (card, "discard" | "remove")
        n = num_players
        self.hands: list[tuple[str, ...]] = [()] * n
        self.draws: list[tuple[str, ...]] = [()] * n
        self.discards: list[tuple[str, ...]] = [()] * n
        self.removed: list[tuple[str, ...]] = [()] * n
        self.pieces: list[tuple[str, ...]] = [()] * n
        self.blockades: tuple[str, ...] = ()
        self.broken: tuple[int, ...] = ()   # per slot: the player holding the token, or -1
        self.market: tuple[tuple[str, int] | None, ...] = (None,) * MARKET_SLOTS
        self.reserve: tuple[tuple[str, int], ...] = ()
        self.final_round = False
        self.over = False
        self.stopped = False                 # ended by the simulator's round limit (ED.gap.sim-round-limit)

    @property
    def is_over(self) -> bool:  # type: ignore[override]
        return self.over

    @property
    def pieces_per_player(self) -> int:
        return 2 if self.num_players == 2 else 1

    def _copy(self) -> ElDoradoState:
        # Every field but these is a number, a string or a tuple, shared safely between states.
        new = object.__new__(ElDoradoState)
        d = self.__dict__.copy()
        d.pop("_legal_cache", None)
        d["rng"] = Rng(state=self.rng.state)
        d["hands"] = self.hands[:]
        d["draws"] = self.draws[:]
        d["discards"] = self.discards[:]
        d["removed"] = self.removed[:]
        d["pieces"] = self.pieces[:]
        new.__dict__ = d
        return new

    def _advance_in_place(self, action: Action) -> None:
        """Carry out a listed action on this very state, without the copy ``_advance`` makes.

        For a loop that owns the state (it made it with ``_copy``) and never looks back at it, such
        as the simulator's random play.  It is the same change, since the rules only replace the
        tuples a copy shares and the per-player lists are this state's own.
        """
        self.__dict__.pop("_legal_cache", None)
        _PERFORM[type(action)](self, action)

    def _advance(self, action: Action) -> ElDoradoState:
        """The core's ``_advance`` (a new state with a listed action carried out) in one step: the copy
        holds no list of legal actions, and the rule is found by the action's kind.  Bots weigh every
        candidate action this way."""
        new = self._copy()
        _PERFORM[type(action)](new, action)
        return new

    # ---- the contract
    def _check(self, action: Action, ref: Referee) -> None:
        check = _CHECK.get(type(action))
        if check is None:
            ref.fail("ED.turn.phases", "the action must be an El Dorado action",
                     "엘도라도의 행동이어야 합니다")
            return
        validate.check_action(action, ref)      # a hand-built action may hold any value in any field
        check(self, action, ref)

    def _perform(self, action: Action) -> None:
        _PERFORM[type(action)](self, action)

    def _legal_actions(self) -> list:
        if self.over:
            return []
        if self.phase == "discard":
            return turn.legal_phase2(self)
        if self.pending_trash:
            return action_cards.legal_trash(self)
        out: list = []
        if not self.buying:
            movement.legal_moves(self, out)
        action_cards.legal_uses(self, out)
        market.legal_buying(self, out)
        out.append(turn.END)
        return out

    def score(self) -> dict[int, Score]:
        return end.score(self)

    def winners(self) -> list[int]:
        return end.winners(self)

    # ---- helpers the rule modules share
    def occupied(self) -> set[str]:
        return {h for ps in self.pieces for h in ps if h != ELDORADO}

    def tokens(self, player: int) -> list[str]:
        """The blockade tokens a player has taken."""
        if player not in self.broken:     # the usual answer, found without pairing the seams
            return []
        return [code for code, who in zip(self.blockades, self.broken, strict=True) if who == player]

    def cards_of(self, player: int) -> Counter:
        """Every card a player owns (draw pile, hand, discard pile, and the play area on their turn)."""
        c = Counter(self.draws[player]) + Counter(self.hands[player]) + Counter(self.discards[player])
        if player == self.current_player:
            c.update(card for card, _ in self.played)
        return c

    def market_count(self, code: str) -> int:
        for stack in self.market:
            if stack and stack[0] == code:
                return stack[1]
        for c, n in self.reserve:
            if c == code:
                return n
        return 0

    # ---- hidden information (ED.gap.hidden-info)
    def view(self, player: int) -> ElDoradoState:
        """The state as ``player`` may know it: every draw pile and the other hands re-drawn.

        Hands and draw piles are hidden; the number of cards in each is public.
        The re-draw starts from the sorted cards, with a generator made by a one-way
        hash of the state's own; the view's generator and seed come from that hash
        too, so a bot can learn neither the real order of any pile nor the other hands.

        >>> from rulekit import el_dorado as ed
        >>> s = ed.new_game(players=2, seed=3)
        >>> v = s.view(0)
        >>> v.hands[0] == s.hands[0] and v.seed != s.seed and v.rng != s.rng
        True
        """
        return self._redraw(player, _view_rng(self.rng, player))

    def _redraw(self, player: int, rng: Rng) -> ElDoradoState:
        """A copy with what ``player`` cannot see (draw piles, the other hands) drawn anew with ``rng``;
        its seed and generator come from ``rng`` too.  Search bots call it for each determinization."""
        v = self._copy()
        for p in range(self.num_players):
            if p == player:
                v.draws[p] = tuple(rng.shuffled(sorted(self.draws[p])))
            else:
                pool = rng.shuffled(sorted(self.hands[p] + self.draws[p]))
                k = len(self.hands[p])
                v.hands[p], v.draws[p] = tuple(pool[:k]), tuple(pool[k:])
        v.seed = rng.next64() >> 16
        v.rng = Rng(state=rng.next64())
        return v

    # ---- save files
    def to_dict(self) -> dict:
        return {
            "players": self.num_players, "course": self.course_id, "seed": self.seed, "rng": self.rng.state,
            "max_rounds": self.max_rounds, "start_player": self.start_player, "current": self.current_player,
            "turn": self.turn, "round": self.round, "phase": self.phase, "budget": self.budget,
            "buying": self.buying, "bought": self.bought, "pending_trash": self.pending_trash,
            "active": list(self.active) if self.active else None,
            "played": [list(x) for x in self.played],
            "hands": [list(x) for x in self.hands], "draws": [list(x) for x in self.draws],
            "discards": [list(x) for x in self.discards], "removed": [list(x) for x in self.removed],
            "pieces": [list(x) for x in self.pieces],
            "blockades": list(self.blockades), "broken": list(self.broken),
            "market": [list(s) if s else None for s in self.market],
            "reserve": [list(s) for s in self.reserve],
            "final_round": self.final_round, "over": self.over, "stopped": self.stopped,
        }

    @classmethod
    def from_dict(cls, data: dict) -> ElDoradoState:
        r = Reader(data)
        n = r.int("players", 2, 4)
        cid = r.int("course", 0)
        try:
            course(cid)
        except KeyError:
            raise _bad_save("state.course", f"{cid} is not a known course",
                            f"{josa(cid, '은')} 없는 경로입니다") from None
        s = cls(n, cid, r.int("seed", 0, (1 << 64) - 1), Rng(state=r.int("rng", 0, (1 << 64) - 1)))
        mr = r.raw("max_rounds")
        if mr is not None:
            s.max_rounds = r.int("max_rounds", 1, 10**6)
        s.start_player = r.int("start_player", 0, n - 1)
        s.current_player = r.int("current", 0, n - 1)
        s.turn = r.int("turn", 0)
        s.round = r.int("round", 0)
        s.phase = r.str("phase", PHASES)
        s.budget = r.int("budget", 0)
        s.buying = r.bool("buying")
        s.bought = None if r.raw("bought") is None else r.str("bought", MARKET_KINDS)
        s.pending_trash = r.int("pending_trash", 0, 2)
        act = r.raw("active")
        if act is not None:
            if (not isinstance(act, list) or len(act) != 4 or not _code(act[0], CARDS)
                    or act[1] not in ("machete", "paddle", "coin") or not all(_whole(x) for x in act[2:])
                    or not 0 <= act[2] <= 9 or not 0 <= act[3] < s.pieces_per_player):
                raise _bad_save("state.active", "must be [card, symbol, leftover power, piece]",
                                "[카드, 기호, 남은 파워, 말]이어야 합니다")
            s.active = (act[0], act[1], act[2], act[3])
        played = []
        for i, item in enumerate(r.list("played")):
            if not (isinstance(item, list) and len(item) == 2 and _code(item[0], CARDS)
                    and item[1] in ("discard", "remove")):
                raise _bad_save(f"state.played[{i}]", "must be [card, 'discard' | 'remove']",
                                "[카드, 'discard' | 'remove']이어야 합니다")
            played.append((item[0], item[1]))
        s.played = tuple(played)
        for key in ("hands", "draws", "discards", "removed"):
            piles = r.list(key, n)
            for p, pile in enumerate(piles):
                if not isinstance(pile, list) or not all(_code(c, CARDS) for c in pile):
                    raise _bad_save(f"state.{key}[{p}]", f"must be a list of card codes ({', '.join(CARDS)})",
                                    f"카드 기호({', '.join(CARDS)})의 목록이어야 합니다")
            setattr(s, key, [tuple(p) for p in piles])
        pieces = r.list("pieces", n)
        for p, ps in enumerate(pieces):
            if not isinstance(ps, list) or len(ps) != s.pieces_per_player or not all(
                    h == ELDORADO or _code(h, s.course.terrain) for h in ps):
                raise _bad_save(f"state.pieces[{p}]",
                                f"must list {s.pieces_per_player} space labels of course {cid} or 'ED' "
                                "(ED.gap.path)",
                                f"경로 {cid}의 칸 이름이나 'ED' {s.pieces_per_player}개의 목록이어야 합니다 "
                                "(ED.gap.path)")
        s.pieces = [tuple(ps) for ps in pieces]
        seams = len(s.course.seams)
        s.blockades = tuple(r.list("blockades", seams))
        if not all(_code(b, BLOCKADES) for b in s.blockades) or len(set(s.blockades)) != seams:
            raise _bad_save("state.blockades",
                            f"must name {seams} different blockade pieces (ED.setup.blockade-place)",
                            f"서로 다른 봉쇄 {seams}개를 적어야 합니다 (ED.setup.blockade-place)")
        s.broken = tuple(r.list("broken", seams))
        if any(not _whole(b) or not -1 <= b < n for b in s.broken):
            raise _bad_save("state.broken", "must hold -1 or a player number per seam",
                            "연결부마다 -1이나 플레이어 번호가 있어야 합니다")
        market_raw = r.list("market", MARKET_SLOTS)
        slots: list[tuple[str, int] | None] = []
        for i, slot in enumerate(market_raw):
            if slot is None:
                slots.append(None)
            elif (isinstance(slot, list) and len(slot) == 2 and _code(slot[0], MARKET_KINDS)
                  and _whole(slot[1]) and 1 <= slot[1] <= STACK_SIZE):
                slots.append((slot[0], slot[1]))
            else:
                raise _bad_save(f"state.market[{i}]", f"must be null or [card, count 1–{STACK_SIZE}]",
                                f"null이나 [카드, 장수 1–{STACK_SIZE}]이어야 합니다")
        s.market = tuple(slots)
        res = []
        for i, stack in enumerate(r.list("reserve")):
            if not (isinstance(stack, list) and len(stack) == 2 and _code(stack[0], MARKET_KINDS)
                    and _whole(stack[1]) and 1 <= stack[1] <= STACK_SIZE):
                raise _bad_save(f"state.reserve[{i}]", f"must be [card, count 1–{STACK_SIZE}]",
                                f"[카드, 장수 1–{STACK_SIZE}]이어야 합니다")
            res.append((stack[0], stack[1]))
        s.reserve = tuple(res)
        s.final_round = r.bool("final_round")
        s.over = r.bool("over")
        s.stopped = r.bool("stopped")
        return s

    def validate(self) -> None:
        """Refuse a state no game can reach: every card in one place, pieces where pieces can stand,
        counters and flags that agree (:mod:`rulekit.el_dorado.validate`)."""
        validate.check_state(self)

    def __repr__(self) -> str:
        from .notation import format_position

        return f"<El Dorado {format_position(self)}>"


def _view_rng(rng: Rng, player: int) -> Rng:
    """A generator for ``player``'s view: a one-way hash of the real one, so a view cannot lead back to it."""
    digest = hashlib.sha256(f"el_dorado:{rng.state}:{player}:view".encode()).digest()
    return Rng(state=int.from_bytes(digest[:8], "big"))


def _bad_save(field: str, en: str, ko: str) -> SaveError:
    return SaveError(f"{field}: {en}", f"{field}: {ko}", field=field)


def _code(v: object, known: Container[object]) -> bool:
    """``v`` is a string among ``known`` (a list or dict read from a save may hold anything)."""
    return isinstance(v, str) and v in known


def _whole(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)
