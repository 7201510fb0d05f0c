"""The Golden Ankh game state: its attributes, legal actions, scores, the players' views.

The rules live in modules named after the rulebook's sections, mixed into the state class:
:mod:`.turn` (turn structure, basic actions, placing tiles, end of turn and game, §3.3–3.6, §3.10),
:mod:`.bonus` (bonus markers, §3.7), :mod:`.ankh` (extra actions, §3.8), :mod:`.special` (special
tiles, §3.9) and :mod:`.savefile` (save files).  Setup (§3.2) is in :mod:`.setup`; scoring and the
winner (§3.11–3.12) in :mod:`.scoring`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from rulekit.core import Action, GameState, Referee, Score, load_state
from rulekit.rng import Rng

from ..i18n import josa
from . import actions as A
from .adjacency import GROUND, UPPER, Cell
from .ankh import AnkhActions
from .bonus import BonusMarkers
from .components import Components, Tile
from .layout import Layout
from .savefile import SaveFile
from .scoring import Facts, layout_facts, player_parts, rank
from .special import SpecialTiles
from .speed import Cells
from .turn import TurnRules
from .validate import check_action_fields

T = TypeVar("T")


class GoldenAnkhState(TurnRules, AnkhActions, SpecialTiles, BonusMarkers, SaveFile, GameState):
    """One moment of a Golden Ankh game (a value: ``apply`` returns a new state).

    Attributes (read them; change states only through ``apply``):

    * ``num_players``, ``seed``, ``rng`` (the game's own :class:`~rulekit.rng.Rng`), ``comp`` (the
      :class:`~rulekit.golden_ankh.components.Components`), ``options`` (``tokens_per_kind``,
      ``upper_discount``, ``max_rounds``), ``per_kind`` (tokens of each kind in play), ``max_rounds``
      (a simulator's round limit, ``None`` in a real game);
    * token counts are tuples in the order of ``comp.kind_letters`` (``B W K G R A``; the last is the
      ankh): ``supply`` (the common supply) and ``hands[p]`` (player ``p``'s tokens, storehouse tokens
      not included);
    * ``ground[p]`` — ``{(r, c): tile id}`` and ``upper[p]`` — ``{(r, c): tile id}`` for the upper tile
      ``U(r, c)``; ``stored[p]`` — frozenset of the ids of ``p``'s storehouses that keep a token;
      ``comp.tiles[id]`` is the :class:`~rulekit.golden_ankh.components.Tile`;
    * ``bonus[p]`` — the bonus markers ``p`` holds, as ``(group key, value)`` with keys such as
      ``"colour:red"`` or ``"animal:jackal"``; ``bonus_tiles[p]`` — for each of them the lowest tile id
      of the group holding it (a marker belongs to its group, ``GA.gap.bonus-groups``);
      ``bonus_pool`` — values of the markers in the pool;
    * ``market`` — 6 market spaces (space 1 is ``market[0]``), each a tile id or ``None``;
      ``prices[i]`` — the price-marker kinds (token kind indices) in the holes above space ``i + 1``;
      ``cost[i]`` — the resulting price as token counts;
    * ``stacks`` — the two face-down tile stacks ``A`` and ``B`` (tuples of tile ids; the top is
      last); ``removed`` — tiles out of the game (removed by 2-player refills);
    * turn: ``start_player``, ``current_player``, ``turn`` (turns completed so far: 0 when the game
      starts; a turn is one player's whole turn, ending with ``end``, and a scribe's extra turn
      counts as one), ``round`` (from 1),
      ``basic_done`` (the basic action of this turn is done), ``ankh_budget`` (ankh tokens still
      spendable this turn: those held when the turn began, ``GA.gap.ankh-this-turn``), ``extra_turns``
      (scribe turns owed to the current player), ``end_triggered``, ``is_over``.

    Use :meth:`layout` for a player's tiles as a :class:`~rulekit.golden_ankh.layout.Layout`.
    """

    GAME = "golden_ankh"
    VERSION = 2  # 2: turn counts turns completed (from 0)
    END_RULE = "GA.end.finish-round"
    ACTION_RULE = "GA.turn.basic-action"

    parse_action = staticmethod(A.parse_action)

    # ------------------------------------------------------------------ construction and copies
    def __init__(
        self, comp: Components, num_players: int, seed: int, rng: Rng, options: dict[str, Any]
    ) -> None:
        self.comp = comp
        self.num_players = num_players
        self.seed = seed
        self.rng = rng
        self.options = dict(options)
        self.per_kind = int(options["tokens_per_kind"])
        self.max_rounds: int | None = options.get("max_rounds")
        k = len(comp.kind_keys)
        self.supply: tuple[int, ...] = (0,) * k
        self.hands: list[tuple[int, ...]] = [(0,) * k for _ in range(num_players)]
        self.ground: list[dict[Cell, int]] = [Cells.of({}) for _ in range(num_players)]
        self.upper: list[dict[Cell, int]] = [Cells.of({}) for _ in range(num_players)]
        self.stored: tuple[frozenset[int], ...] = (frozenset(),) * num_players
        self.bonus: tuple[tuple[tuple[str, int], ...], ...] = ((),) * num_players
        # For each marker in bonus[p], the lowest tile id of the group holding it (GA.gap.bonus-groups).
        self.bonus_tiles: tuple[tuple[int, ...], ...] = ((),) * num_players
        self.bonus_pool: tuple[int, ...] = ()
        self.market: tuple[int | None, ...] = (None,) * len(comp.price_holes)
        self.prices: tuple[tuple[int, ...], ...] = tuple(() for _ in comp.price_holes)
        self.cost: tuple[tuple[int, ...], ...] = tuple((0,) * k for _ in comp.price_holes)
        self.stacks: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
        self.removed: tuple[int, ...] = ()
        self.start_player = 0
        self.current_player = 0
        self.turn = 0
        self.round = 1
        self.basic_done = False
        self.ankh_budget = 0
        self.extra_turns = 0
        self.end_triggered = False
        self.is_over = False

    def _copy(self) -> GoldenAnkhState:
        # Tuples and frozensets are shared (the storehouses and markers per player too: fields.with_seat);
        # the per-player lists are copied and _perform replaces (never mutates) an entry it changes, so
        # the original state is never touched.  The generator is shared too: a rule draws only from a
        # copy of its own (BonusMarkers._own_rng), and most copies never draw.
        # One dict copy handed to the new object: twice as fast as filling its empty dict.
        d = self.__dict__.copy()
        d.pop("_legal_cache", None)
        d["hands"] = self.hands.copy()
        d["ground"] = self.ground.copy()
        d["upper"] = self.upper.copy()
        new = object.__new__(GoldenAnkhState)
        new.__dict__ = d
        return new

    def _advance(self, action: Action) -> GoldenAnkhState:
        # GameState._advance without its second look for the legal-action cache (_copy leaves it out):
        # a bot that tries every candidate action calls this tens of times per decision.
        new = self._copy()
        _PERFORM[type(action)](new, action)
        return new

    def _advance_in_place(self, action: Action) -> None:
        """Carry out a listed action on this very state, without the copy ``_advance`` makes.

        For a loop that owns the state (it made it with ``_copy``) and never looks back at it, such
        as the simulator's random play: the copy is a tenth of the cost of an action there.  It is
        the same change, since ``_perform`` only replaces what a copy shares (tuples, frozensets,
        layout dicts, the generator it draws from) and the per-player lists are this state's own.
        """
        self.__dict__.pop("_legal_cache", None)
        self._perform(action)

    def _by_layout(self, name: str, p: int, compute: Callable[[dict[Cell, int], dict[Cell, int]], T]) -> T:
        """``compute(ground, upper)`` of player ``p``, kept under ``name`` while the layout stays the same.

        Layout dicts are replaced, never changed, so a result stays valid while they are the same
        objects; one entry per player, as the players take turns.
        """
        ground = self.ground[p]
        up = self.upper[p]
        memo = self.__dict__.get(name)
        entry = memo.get(p) if memo is not None else None
        if entry is not None and entry[0] is ground and entry[1] is up:
            return entry[2]
        value = compute(ground, up)
        memo = dict(memo) if memo is not None else {}  # a new dict: copies of the state share the old one
        memo[p] = (ground, up, value)
        self.__dict__[name] = memo
        return value

    def set_prices(self, prices: Iterable[Iterable[int]]) -> None:
        self.prices = tuple(tuple(p) for p in prices)
        k = len(self.comp.kind_keys)
        cost = []
        for markers in self.prices:
            c = [0] * k
            for m in markers:
                c[m] += 1
            cost.append(tuple(c))
        self.cost = tuple(cost)

    # ------------------------------------------------------------------ reading the state
    def tile(self, tid: int) -> Tile:
        return self.comp.tiles[tid]

    def layout(self, player: int) -> Layout:
        """Player ``player``'s tiles as a :class:`Layout` (for notation, drawing and scoring)."""
        tiles = self.comp.tiles
        stored = set()
        for layer, cells in ((GROUND, self.ground[player]), (UPPER, self.upper[player])):
            for (r, c), tid in cells.items():
                if tid in self.stored[player]:
                    stored.add((layer, r, c))
        return Layout(
            {cell: tiles[t] for cell, t in self.ground[player].items()},
            {cell: tiles[t] for cell, t in self.upper[player].items()},
            frozenset(stored),
        )

    def tiles_placed(self, player: int) -> int:
        """Ground and upper tiles of a player (``GA.gap.tile-count``)."""
        return len(self.ground[player]) + len(self.upper[player])

    def tokens_held(self, player: int) -> int:
        """Every token a player holds, ankh and storehouse tokens included (``GA.gap.leftover-count``)."""
        return sum(self.hands[player]) + len(self.stored[player])

    def resources_in_hand(self, player: int) -> int:
        """Resource tokens in hand: the 5-token limit counts these (``GA.gap.resource-limit``)."""
        return sum(self.hands[player]) - self.hands[player][self.comp.ankh]

    def price(self, space: int) -> dict[str, int]:
        """The price of market space ``space`` (1-based) as ``{letter: count}`` (``GA.buy.price``)."""
        return {self.comp.kind_letters[k]: n for k, n in enumerate(self.cost[space - 1]) if n}

    def stored_counts(self, player: int) -> list[int]:
        counts = [0] * len(self.comp.kind_keys)
        colour_kind = self.comp.colour_kind
        for tid in self.stored[player]:
            counts[colour_kind[self.comp.tiles[tid].colour]] += 1
        return counts

    def covered(self, player: int, cell: Cell) -> bool:
        """True when an upper tile rests on ground cell ``cell``."""
        up = self.upper[player]
        r, c = cell
        return (r, c) in up or (r - 1, c) in up or (r, c - 1) in up or (r - 1, c - 1) in up

    def last_player(self) -> int:
        """The player to the right of the start player: the round ends after their turn."""
        return (self.start_player - 1) % self.num_players

    def ankh_spendable(self) -> bool:
        p = self.current_player
        return self.ankh_budget > 0 and self.hands[p][self.comp.ankh] > 0

    # ------------------------------------------------------------------ legal actions
    def _legal_actions(self) -> list[Action]:
        out: list[Action] = []
        for part in self._action_parts():
            out.extend(part)
        return out

    def _action_parts(self) -> list[Sequence[Action]]:
        """The legal actions in their listed order, in parts: a turn's basic actions, then its extra
        actions and storehouses, then what ends it."""
        if self.is_over:
            return []
        parts: list[Sequence[Action]] = []
        may_end = self.basic_done
        if not may_end:
            takes = self._take_actions()
            buys = self._buy_actions()
            parts += (takes, buys)
            may_end = not takes and not buys  # GA.gap.stuck
        if self.ankh_spendable():
            parts += (A.REFILLS, self._move_actions())
        parts.append(self._store_actions())
        if may_end:
            returns = self._return_actions()  # the excess goes back before the turn may end
            parts.append(returns if returns else (A.END,))
        return parts

    def _random_action(self, rng: Rng) -> Action:
        """``rng.choice(self._legal_actions())``, the same draw, without listing every tile move (the
        simulator's random play: a layout of a dozen tiles has hundreds)."""
        parts = self._action_parts()
        i = rng.choice(range(sum(map(len, parts))))
        for part in parts:
            if i < len(part):
                return part[i]
            i -= len(part)
        raise AssertionError("unreachable: the draw is below the count")

    # ------------------------------------------------------------------ rule checks
    def _check(self, action: Action, ref: Referee) -> None:
        check = _CHECKS.get(type(action))
        if check is None:
            shown = repr(action)[:60]
            ref.fail(
                "GA.turn.basic-action",
                f"{shown} is not a Golden Ankh action",
                f"{josa(shown, '은')} 황금 앙크의 행동이 아닙니다",
            )
        check_action_fields(self, action, ref)  # a hand-built action with a bad field
        check(self, action, ref)

    # ------------------------------------------------------------------ carrying out actions
    def _perform(self, action: Action) -> None:
        _PERFORM[type(action)](self, action)

    # ------------------------------------------------------------------ scores and winners
    def score(self) -> dict[int, Score]:
        """Each player's score by the rulebook's categories (:func:`.scoring.player_parts`)."""
        return {p: Score.of(player_parts(self.layout_facts(p), [v for _, v in self.bonus[p]],
                                         self.tokens_held(p)))
                for p in range(self.num_players)}

    def layout_facts(self, p: int) -> Facts:
        """:func:`.scoring.layout_facts` of player ``p``'s layout (read only), kept with the state while
        the layout stays the same.

        >>> from rulekit.golden_ankh import setup
        >>> s = setup(2, layouts={0: "GJ GS GF GD GP"})
        >>> groups, colour, animals, numbers = s.layout_facts(0)
        >>> [len(g) for g in groups["colour:green"]], colour, animals, numbers
        ([5], 5, 0, 0)
        """
        return self._by_layout("_facts_memo", p, self._layout_facts_of)

    def _layout_facts_of(self, ground: dict[Cell, int], upper: dict[Cell, int]) -> Facts:
        return layout_facts(self.comp, ground, upper)

    def winners(self) -> list[int]:
        """The winners by the rulebook's tie-breaks once the game is over (``[]`` before)."""
        if not self.is_over:
            return []
        return self.leaders()

    def leaders(self) -> list[int]:
        """Who would win if the game ended now (GA.win.highest and its tie-breaks, see ``rank``)."""
        sc = self.score()
        players = range(self.num_players)
        return rank(
            {p: sc[p].total for p in players},
            {p: self.tiles_placed(p) for p in players},
            {p: self.tokens_held(p) for p in players},
        )

    # ------------------------------------------------------------------ hidden information
    def view(self, player: int) -> GoldenAnkhState:
        """The state as ``player`` may know it: the order of the face-down stacks is re-drawn.

        Neither the view's seed nor its generator leads back to the real ones (they come from a
        one-way hash of the real generator), and the stacks are re-drawn from their sorted
        contents, so the view does not depend on the real order at all.

        >>> from rulekit import golden_ankh as ga
        >>> s = ga.new_game(players=2, seed=3)
        >>> v = s.view(0)
        >>> v.seed != s.seed and v.rng != s.rng and v.market == s.market
        True
        >>> sorted(v.stacks[0] + v.stacks[1]) == sorted(s.stacks[0] + s.stacks[1])
        True
        """
        return self._redraw(player, _view_rng(self.rng, player))

    def _redraw(self, player: int, rng: Rng) -> GoldenAnkhState:
        """A copy with what ``player`` cannot see (the order of both stacks) drawn anew with ``rng``;
        its seed and generator come from ``rng`` too.  Search bots call it for each determinization."""
        new = self._copy()
        pool = sorted(self.stacks[0] + self.stacks[1])   # sorted: the real order must not show through
        rng.shuffle(pool)
        n = len(self.stacks[0])
        new.stacks = (tuple(pool[:n]), tuple(pool[n:]))
        new.seed = rng.next64() >> 16
        new.rng = Rng(state=rng.next64())
        return new


def _view_rng(rng: Rng, player: int) -> Rng:
    """A generator for ``player``'s view: a one-way hash of the real one, so a view cannot lead back to it."""
    digest = hashlib.sha256(f"golden_ankh:{rng.state}:{player}:view".encode()).digest()
    return Rng(state=int.from_bytes(digest[:8], "big"))

_CHECKS: dict[type[Action], Callable[..., None]] = {
    A.TakeTokens: GoldenAnkhState._check_take,
    A.Buy: GoldenAnkhState._check_buy,
    A.Refill: GoldenAnkhState._check_refill,
    A.Move: GoldenAnkhState._check_move,
    A.Store: GoldenAnkhState._check_store,
    A.ReturnTokens: GoldenAnkhState._check_return,
    A.EndTurn: GoldenAnkhState._check_end,
}
_PERFORM: dict[type[Action], Callable[..., None]] = {
    A.TakeTokens: GoldenAnkhState._take_tokens,
    A.Buy: GoldenAnkhState._buy_tile,
    A.Refill: GoldenAnkhState._refill_market,
    A.Move: GoldenAnkhState._move_tile,
    A.Store: GoldenAnkhState._keep_on_storehouse,
    A.ReturnTokens: GoldenAnkhState._return_tokens,
    A.EndTurn: GoldenAnkhState._end_turn,
}


def from_json(text: str | bytes) -> GoldenAnkhState:
    """Load a Golden Ankh save file (``SaveError`` if malformed, truncated, tampered or inconsistent)."""
    return load_state(text, GoldenAnkhState)
