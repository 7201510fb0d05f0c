"""Simulated games: N seeded games of any game in the kit, played by bots.

>>> import rulekit.sim as sim
>>> records = sim.run("fertility", 2, players=2, bots=["random", "greedy"], seed=1)
>>> [(r.winners, r.turns, r.scores) for r in records]      # greedy (seat 1) wins both
[((1,), 18, (5, 28)), ((1,), 18, (1, 23))]
>>> records[0].bots, records[0].finished
(('random', 'greedy'), True)

Each game gets its own seed, derived from ``seed`` and the game's index, so a
sweep gives the same records however it is cut into chunks or spread over
processes.  ``run`` accepts any :class:`concurrent.futures.Executor`: a
``ProcessPoolExecutor`` uses every local core, and a Dask ``distributed``
client's ``client.get_executor()`` runs the same sweep on a cluster.  Records
are plain data (:class:`GameRecord`), so they travel between processes.

The loop plays actions taken from ``legal_actions()`` through the core's
``_advance`` fast path, which the core guarantees equals ``apply`` for such
actions.  Bots see ``state.view(player)``; an action a bot returns is mapped
back onto the real state (by identity, else by notation) and refused with
:class:`BotError` if it is not legal there.  The built-in random bot is played
inline (the same draw from the same list, without a call per action), so a
random sweep costs no more than the plain ``legal_actions()`` + ``apply()`` loop.
"""
from __future__ import annotations

import concurrent.futures as cf
import importlib
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from types import ModuleType
from typing import TypedDict

from . import collector, registry
from .bots import Bot, GreedyBot, RandomBot, bot_name, bot_names, game_extras, make_bot, resolve
from .bots.extras import Tally, Track
from .checks import SEED_MAX, check_bool, check_int, check_players, check_seed, show_value
from .core import Action, GameState
from .errors import BotError, OptionError
from .options import check_callable, check_optional_int
from .rng import Rng

DEFAULT_MAX_ACTIONS = 20_000
#: Ceilings of a sweep's arguments (far above any real use; they keep a typo from running for days).
MAX_GAMES = 10**7
MAX_ACTIONS = 10**7

#: The bots of a game: one bot (a name or a bot object) for every seat, or one per seat.
Bots = str | Bot | Sequence[str | Bot]
#: A game's ``stats(state, moves)`` hook: its numbers for a finished game.
StatsHook = Callable[[GameState, list[tuple[int, Action]]], Mapping[str, object]]


@dataclass
class GameRecord:
    """What one simulated game left behind (plain data, picklable and JSON-friendly).

    ``scores``, ``parts`` and ``bots`` are by seat (seat 0 moves first).
    ``finished`` is False when the game hit ``max_actions`` before its end, or
    was stopped by a game's own simulation limit (a true ``stopped`` attribute,
    as El Dorado's ``max_rounds`` sets); such a game has no winners.
    ``ended_by`` names what ended the game: the rule ID the game's bot module
    reports (``end_reason``, e.g. ``"GA.end.thirteenth-tile"``), ``"max_actions"``
    for a game cut by the simulator, ``""`` when the game does not say.
    ``lead_changes`` counts how often the single leader changed from one turn
    to the next (see :func:`run`'s ``leads``); ``None`` when not followed.
    """

    game: str
    index: int
    seed: int
    players: int
    options: dict[str, object]
    bots: tuple[str, ...]
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    parts: tuple[dict[str, int], ...]
    turns: int
    actions: int
    finished: bool
    stats: dict[str, object] = field(default_factory=dict)
    ended_by: str = ""
    lead_changes: int | None = None

    def as_dict(self) -> dict[str, object]:
        return asdict(self)


@dataclass(frozen=True)
class _Job:
    """Everything a worker needs to play a slice of a sweep (picklable)."""

    game: str
    module: str
    players: int
    bots: tuple[str | Bot, ...]
    options: tuple[tuple[str, object], ...]
    seed: int
    max_actions: int
    rotate: bool
    leads: bool = False


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a sweep started from ``seed`` (48 bits, like fresh seeds).

    >>> game_seed(1, 0) == game_seed(1, 0) != game_seed(1, 1)
    True
    """
    return Rng(seed).spawn(index).next64() >> 16


def _module(game: str | ModuleType) -> ModuleType:
    """The game module of a name or a module; anything else (or a module that is no game) is refused."""
    module = game if isinstance(game, ModuleType) else registry.load(game)
    if not all(hasattr(module, attr) for attr in ("new_game", "PLAYERS")):
        raise OptionError(f"{module.__name__} is not a game module (it has no new_game and PLAYERS)",
                          f"{module.__name__} 모듈은 게임 모듈이 아닙니다 (new_game과 PLAYERS가 없습니다)",
                          field="game")
    return module


def _game_name(module: ModuleType) -> str:
    return getattr(module, "NAME", module.__name__.rsplit(".", 1)[-1])


def playable_games() -> list[str]:
    """The games in the kit that can be simulated now (their module offers the contract).

    >>> set(playable_games()) <= set(registry.available())
    True
    """
    names = []
    for name in registry.available():
        module = registry.load(name)
        if all(hasattr(module, attr) for attr in ("new_game", "PLAYERS", "STATE_CLASS")):
            names.append(name)
    return names


def sim_options(game: str | ModuleType, options: Mapping[str, object] | None = None) -> dict[str, object]:
    """The options a simulation of ``game`` uses: the game's simulation defaults, then ``options``.

    A game's bot module may set ``SIM_OPTIONS`` (e.g. a round limit, so that games
    between weak bots always end); only options the game has are applied, and the
    caller's ``options`` win.
    """
    module = _module(game)
    extras = game_extras(module)
    known = getattr(module, "OPTIONS", {})
    defaults = getattr(extras, "SIM_OPTIONS", {}) if extras is not None else {}
    merged = {k: v for k, v in defaults.items() if k in known}
    merged.update(options or {})
    return merged


def _load_in_worker(name: str, module_name: str) -> ModuleType:
    """The game module in a worker process, registering it if it lives outside the kit."""
    try:
        return registry.load(name)
    except KeyError:
        module = importlib.import_module(module_name)
        registry.register(name, module)
        return module


def play(
    game: str | ModuleType,
    players: int | None = None,
    bots: Bots = "random",
    seed: int | None = None,
    options: Mapping[str, object] | None = None,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    bot_seed: int | None = None,
) -> tuple[GameState, list[tuple[int, Action]]]:
    """Play one game with bots; the final state and the ``(player, action)`` moves.

    ``bots`` is one bot (name or object) for every seat, or one per seat.
    ``options`` are added to the game's simulation defaults (:func:`sim_options`).

    >>> state, moves = play("fertility", 2, ["greedy", "random"], seed=3)
    >>> state.is_over, state.turn
    (True, 18)
    >>> player, action = moves[0]
    >>> player, str(action)
    (0, 'place M@5,6 G@5,7')
    """
    module = _module(game)
    players = _checked_players(module, players)
    seed = check_seed(seed)
    bot_seed = seed if bot_seed is None else check_int(bot_seed, "bot_seed", 0, SEED_MAX)
    max_actions = check_int(max_actions, "max_actions", 1, MAX_ACTIONS)
    seat_bots = [make_bot(b, module) for b in _per_seat(bots, players)]
    options = _checked_options(module, players, options)
    with collector.paused():    # see _run_chunk
        state, moves, _ = _play(module, players, seat_bots, options, seed, bot_seed, max_actions,
                                keep_moves=True)
    return state, moves


def _checked_players(module: ModuleType, players: int | None) -> int:
    """The number of players (the game's fewest when ``None``), refused bilingually when not the game's."""
    if players is None:
        return min(module.PLAYERS)
    return check_players(players, module.PLAYERS, getattr(module, "TITLE", None))


def _checked_options(module: ModuleType, players: int, options: object) -> dict[str, object]:
    """The game's simulation defaults with ``options``, checked as ``new_game`` checks them (names, types,
    ranges), before any game is played: a bad option is refused even for a sweep of no games."""
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise OptionError(f"options must be a dict of the game's options, not {show_value(options)}",
                          f"options 값은 게임 옵션의 사전(dict)이어야 합니다. 받은 값: {show_value(options)}",
                          field="options")
    known = getattr(module, "OPTIONS", {})
    for key in options:
        if key not in known:
            listed = ", ".join(sorted(known)) or "(none)"
            game, text = _game_name(module), show_value(key)
            raise OptionError(f"{game} has no option {text}; the options are: {listed}",
                              f"{game}에는 {text} 옵션이 없습니다. 쓸 수 있는 옵션: {listed}", field=str(key))
    merged = sim_options(module, dict(options))
    module.new_game(players=players, seed=0, **merged)   # the game's own checks of every value
    return merged


def _per_seat(bots: Bots, players: int) -> list[str | Bot]:
    if isinstance(bots, str) or not isinstance(bots, Sequence):
        return [bots] * players
    if len(bots) != players:
        raise OptionError(f"{len(bots)} bots for {players} players: give one bot, or one per seat",
                          f"플레이어는 {players}명인데 봇은 {len(bots)}개입니다. "
                          "봇을 하나만 주거나 자리마다 하나씩 주세요",
                          field="bots")
    return list(bots)


def _play(module: ModuleType, players: int, bots: list[Bot], options: dict[str, object], seed: int,
          bot_seed: int, max_actions: int, keep_moves: bool, track: Track | None = None,
          tally: Tally | None = None) -> tuple[GameState, list[tuple[int, Action]], int]:
    state = module.new_game(players=players, seed=seed, **options)
    tally = {} if tally is None else tally     # what ``track`` keeps
    rngs = [Rng(bot_seed).spawn(1000 + seat) for seat in range(players)]
    moves: list[tuple[int, Action]] = []
    # A plain random bot is played inline: its choice is ``rng.choice(state.legal_actions())``, and
    # the list legal_actions() returns is a copy of ``_legal_actions()``.
    plain = [type(b) is RandomBot for b in bots] if _listed_directly(state) else [False] * players
    if all(plain):
        return _play_random(state, rngs, max_actions, moves if keep_moves else None, track, tally)
    uses_view = [getattr(b, "uses_view", True) for b in bots]
    draw = _random_draw(state)
    count = 0
    while not state.is_over and count < max_actions:
        player = state.current_player
        if plain[player]:
            action = draw(state, rngs[player])
        elif uses_view[player]:
            action = resolve(state, bots[player].choose(state.view(player), rngs[player]))
        else:
            action = bots[player].choose(state, rngs[player])
        if keep_moves:
            moves.append((player, action))
        after = state._advance(action)
        if track is not None:
            track(state, player, action, after, tally)
        state = after
        count += 1
    return state, moves, count


def _play_random(state: GameState, rngs: list[Rng], max_actions: int, moves: list[tuple[int, Action]] | None,
                 track: Track | None, tally: Tally,
                 ) -> tuple[GameState, list[tuple[int, Action]], int]:
    """:func:`_play` when every seat is a plain random bot."""
    count = 0
    draw = _random_draw(state)
    if track is None and hasattr(state, "_advance_in_place"):
        # Nothing looks at the states between actions: one private copy is changed action by action.
        state = state._copy()
        step = state._advance_in_place
        while not state.is_over and count < max_actions:
            player = state.current_player
            action = draw(state, rngs[player])
            if moves is not None:
                moves.append((player, action))
            step(action)
            count += 1
        return state, [] if moves is None else moves, count
    while not state.is_over and count < max_actions:
        player = state.current_player
        action = draw(state, rngs[player])
        if moves is not None:
            moves.append((player, action))
        after = state._advance(action)
        if track is not None:
            track(state, player, action, after, tally)
        state = after
        count += 1
    return state, [] if moves is None else moves, count


def _choice_of_listed(state: GameState, rng: Rng) -> Action:
    return rng.choice(state._legal_actions())


def _random_draw(state: GameState) -> Callable[[GameState, Rng], Action]:
    """``draw(state, rng)``: the random bot's choice, ``rng.choice(state._legal_actions())``; a game
    whose states can make that same draw without listing every action (``_random_action``) makes it."""
    own = getattr(type(state), "_random_action", None)
    return own if own is not None else _choice_of_listed


def _listed_directly(state: GameState) -> bool:
    """True when the state lists its legal actions through the core's cached ``legal_actions``
    (a copy of ``_legal_actions()``), so the simulator may call ``_legal_actions()`` itself."""
    return isinstance(state, GameState) and type(state).legal_actions is GameState.legal_actions


def _record(job: _Job, module: ModuleType, seat_bots: list[Bot], stats_fn: StatsHook | None,
            index: int, track: Track | None = None) -> GameRecord:
    seed = game_seed(job.seed, index)
    bots = list(seat_bots)
    if job.rotate:
        shift = index % job.players
        bots = bots[shift:] + bots[:shift]
    options = dict(job.options)
    tally: Tally = {}
    leads = LeadTracker(module) if job.leads else None
    if leads is not None:
        track = leads.after(track)
    state, moves, count = _play(module, job.players, bots, options, seed, seed, job.max_actions,
                                keep_moves=stats_fn is not None, track=track, tally=tally)
    stats = dict(stats_fn(state, moves)) if stats_fn is not None else {}
    stats.update(tally)
    # A game its own simulation limit stopped (El Dorado's round limit sets ``stopped``) is unfinished too.
    finished = bool(state.is_over) and not getattr(state, "stopped", False)
    scores = module.score(state) if hasattr(module, "score") else state.score()
    seats = range(job.players)
    return GameRecord(
        game=job.game, index=index, seed=seed, players=job.players, options=options,
        bots=tuple(bot_name(b) for b in bots),
        winners=tuple(state.winners()) if finished else (),
        scores=tuple(int(scores[p].total) for p in seats),
        parts=tuple({k: int(v) for k, v in scores[p].parts.items()} for p in seats),
        turns=int(state.turn), actions=count, finished=finished,
        stats=stats, ended_by=end_reason(module, state, count, job.max_actions),
        lead_changes=None if leads is None else leads.changes,
    )


def end_reason(module: ModuleType, state: GameState, actions: int = 0,
               max_actions: int = DEFAULT_MAX_ACTIONS) -> str:
    """What ended a played game: the game's ``end_reason(state)`` (a rule ID), ``"max_actions"`` when the
    simulator cut it, ``""`` when the game does not say.

    >>> state, _ = play("golden_ankh", 2, "builder", seed=1)
    >>> end_reason(registry.load("golden_ankh"), state)
    'GA.end.thirteenth-tile'
    """
    if not state.is_over:
        return "max_actions" if actions >= max_actions else ""
    extras = game_extras(module)
    reason = getattr(extras, "end_reason", None) if extras is not None else None
    return str(reason(state)) if reason is not None else ""


class LeadTracker:
    """Follows who leads after every turn of a game, for the lead changes of a balance report.

    The standing is the game's ``lead(state)`` (a number per seat, from its bot module: El Dorado's is the
    race, as its score counts only arrivals), else the score.  After each completed turn the seat with the
    highest standing alone leads; a tie keeps the leader there was.  ``changes`` counts the times another
    seat took the lead.

    >>> state, moves = play("fertility", 2, "greedy", seed=2)
    >>> tracker = LeadTracker(registry.load("fertility"))
    >>> s = registry.load("fertility").new_game(players=2, seed=2)
    >>> for player, action in moves:
    ...     after = s._advance(action); tracker(s, player, action, after, {}); s = after
    >>> tracker.turns == state.turn, tracker.changes
    (True, 5)
    """

    def __init__(self, module: ModuleType) -> None:
        extras = game_extras(module)
        self.standing = getattr(extras, "lead", None) if extras is not None else None
        self.module = module
        self.leader: int | None = None
        self.changes = 0
        self.turns = 0

    def values(self, state: GameState) -> list[float]:
        """The standing of every seat (``lead(state)``, else the score totals)."""
        if self.standing is not None:
            return list(self.standing(state))
        scores = self.module.score(state) if hasattr(self.module, "score") else state.score()
        return [scores[p].total for p in range(state.num_players)]

    def __call__(self, before: GameState, player: int, action: Action, after: GameState,
                 tally: Tally) -> None:
        if after.turn == before.turn:
            return
        self.turns += 1
        values = self.values(after)
        top = max(values)
        leaders = [p for p, v in enumerate(values) if v == top]
        if len(leaders) == 1:
            if self.leader is not None and leaders[0] != self.leader:
                self.changes += 1
            self.leader = leaders[0]

    def after(self, track: Track | None) -> Track:
        """A track hook that calls ``track`` (the game's own, if any) and then this tracker."""
        if track is None:
            return self

        def both(before: GameState, player: int, action: Action, after: GameState,
                 tally: Tally) -> None:
            track(before, player, action, after, tally)
            self(before, player, action, after, tally)

        return both


def _run_chunk(job: _Job, start: int, stop: int, module: ModuleType | None = None) -> list[GameRecord]:
    """Play games ``start..stop-1`` of a sweep (in a worker, the game module is found by name)."""
    if module is None:
        module = _load_in_worker(job.game, job.module)
    extras = game_extras(module)
    stats_fn = getattr(extras, "stats", None) if extras is not None else None
    track = getattr(extras, "track", None) if extras is not None else None
    # Bots are built once per chunk: a bot keeps no memory from one game to the next.
    made = {b: make_bot(b, module) for b in job.bots if isinstance(b, str)}
    seat_bots = [made[b] if isinstance(b, str) else b for b in job.bots]
    # Games make no reference cycles: the cycle collector would only walk their states and the
    # engines' memos, again after every game (measured: 8% of a Golden Ankh sweep).  It is paused for
    # the chunk, so what a bot of one's own leaves in cycles waits for the chunk's end.
    with collector.paused(promote=collector.kit_code(module, *seat_bots)):
        return [_record(job, module, seat_bots, stats_fn, i, track) for i in range(start, stop)]


def _chunks(n: int, chunk_size: int) -> list[tuple[int, int]]:
    return [(i, min(n, i + chunk_size)) for i in range(0, n, chunk_size)]


def run(
    game: str | ModuleType,
    n: int,
    players: int | None = None,
    bots: Bots = "random",
    options: Mapping[str, object] | None = None,
    seed: int | None = 0,
    executor: cf.Executor | None = None,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    rotate: bool = False,
    chunk_size: int | None = None,
    progress: Callable[[int], None] | None = None,
    leads: bool = False,
) -> list[GameRecord]:
    """Play ``n`` seeded games of ``game``; one :class:`GameRecord` per game, in index order.

    ``bots``: one bot name for every seat or one per seat (names from
    :func:`rulekit.bots.bot_names`; bot objects work too, serially or with any
    executor that can pickle them).  ``rotate=True`` turns the bots round the
    table from game to game (game ``i`` gives seat ``s`` the bot ``bots[(s + i) %
    players]``), so a comparison of bots is not one of seats.  ``seed=None``
    draws a base seed.  ``options`` are added to the game's simulation defaults
    (:func:`sim_options`) and recorded with each game.  ``executor``: any
    :class:`concurrent.futures.Executor`; games go to it in chunks of
    ``chunk_size``.  ``progress(k)`` is called as each chunk of ``k`` games finishes.
    ``leads=True`` follows the leader after every turn and records each game's
    ``lead_changes`` (:class:`LeadTracker`; it costs a score per turn, so it is off
    unless asked for, e.g. by :func:`balance`'s callers).

    The same arguments always give the same records, with or without an executor.
    """
    module = _module(game)
    name = _game_name(module)
    n = check_int(n, "n", 0, MAX_GAMES)
    players = _checked_players(module, players)
    seat_bots = _per_seat(bots, players)
    for b in seat_bots:
        make_bot(b, module)  # unknown names and bad search options fail here, not in a worker
    options = _checked_options(module, players, options)
    seed = check_seed(seed)
    max_actions = check_int(max_actions, "max_actions", 1, MAX_ACTIONS)
    rotate = check_bool(rotate, "rotate")
    leads = check_bool(leads, "leads")
    chunk_size = check_optional_int(chunk_size, "chunk_size", 1, MAX_GAMES)
    check_callable(progress, "progress")
    if executor is not None and not callable(getattr(executor, "submit", None)):
        text = show_value(executor)
        raise OptionError(f"executor must be a concurrent.futures.Executor (or None), not {text}",
                          f"executor 값은 concurrent.futures.Executor나 None이어야 합니다. 받은 값: {text}",
                          field="executor")
    job = _Job(name, module.__name__, players, tuple(seat_bots), tuple(sorted(options.items())),
               seed, max_actions, rotate, leads)
    if chunk_size is None:
        chunk_size = max(1, min(200, math.ceil(n / 32)))
    chunks = _chunks(n, chunk_size)
    results: list[GameRecord] = []
    if executor is None:
        for start, stop in chunks:
            results.extend(_run_chunk(job, start, stop, module))
            if progress is not None:
                progress(stop - start)
        return results
    futures = [executor.submit(_run_chunk, job, start, stop) for start, stop in chunks]
    for future in cf.as_completed(futures):
        part = future.result()
        results.extend(part)
        if progress is not None:
            progress(len(part))
    results.sort(key=lambda r: r.index)
    return results


def records_table(records: Iterable[GameRecord]) -> list[dict[str, object]]:
    """One flat row per game and seat (for a table or a DataFrame).

    Columns: game, index, seed, players, the options, seat, bot, score, each
    score part as ``part_<name>``, won (a share: 1/k for a k-way tie), turns,
    actions, finished, ended_by, lead_changes and each stat as ``stat_<name>``.
    """
    rows = []
    for r in records:
        for seat in range(r.players):
            row: dict[str, object] = {"game": r.game, "index": r.index, "seed": r.seed, "players": r.players}
            row.update({f"opt_{k}": _plain(v) for k, v in r.options.items()})
            row.update({"seat": seat, "bot": r.bots[seat], "score": r.scores[seat],
                        "won": (1.0 / len(r.winners)) if seat in r.winners else 0.0,
                        "turns": r.turns, "actions": r.actions, "finished": r.finished,
                        "ended_by": r.ended_by, "lead_changes": r.lead_changes})
            row.update({f"part_{k}": v for k, v in r.parts[seat].items()})
            for k, v in r.stats.items():
                if isinstance(v, (list, tuple)) and len(v) == r.players:
                    row[f"stat_{k}"] = v[seat]  # a per-seat stat
                else:
                    row[f"stat_{k}"] = _plain(v)
            rows.append(row)
    return rows


Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval


def proportion(hits: float, n: int, z: float = Z95) -> dict[str, float]:
    """A share with its Wilson score interval (95% by default): ``{"value", "low", "high", "n"}``.

    ``hits`` may be fractional (a shared win counts 1/k).

    >>> p = proportion(50, 100)
    >>> round(p["low"], 3), round(p["high"], 3)
    (0.404, 0.596)
    """
    if n <= 0:
        return {"value": math.nan, "low": 0.0, "high": 1.0, "n": 0}
    p = hits / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n))) / denom
    # The interval holds the share itself (rounding can leave the bound a hair inside it at 0 or 1).
    low, high = max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))
    return {"value": p, "low": low, "high": high, "n": n}


def mean_interval(values: Sequence[float], z: float = Z95, floor: float | None = None) -> dict[str, float]:
    """A mean with its normal-approximation interval (mean ± z·sd/√n): ``{"value", "low", "high", "n"}``.

    ``floor``: the least value the quantity can take (0 for counts), where the interval is cut.

    >>> m = mean_interval([1, 2, 3, 4])
    >>> m["value"], round(m["low"], 2), round(m["high"], 2)
    (2.5, 1.23, 3.77)
    """
    n = len(values)
    if n == 0:
        return {"value": math.nan, "low": math.nan, "high": math.nan, "n": 0}
    mean = sum(values) / n
    if n == 1:
        return {"value": mean, "low": mean, "high": mean, "n": 1}
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = z * sd / math.sqrt(n)
    low = mean - half if floor is None else max(floor, mean - half)
    return {"value": mean, "low": low, "high": mean + half, "n": n}


def margin(record: GameRecord) -> int:
    """The winning margin of a game: the top score less the next best (0 for a tie at the top)."""
    top = sorted(record.scores, reverse=True)
    return top[0] - top[1] if len(top) > 1 else top[0]


def balance(records: Sequence[GameRecord]) -> Balance:
    """The balance report of a set of games (one rule or component variant), each figure with its
    95% interval.

    The criteria designers judge a rule change by (after Browne's measures of a game's quality):

    * ``first_seat_win`` — how often seat 0 wins (a shared win counts 1/k; fair is 1/players);
    * ``seat_win`` — the same for every seat; ``bot_win`` — per bot name, over its seat-games;
    * ``margin`` — the top score less the next best; ``turns`` — the game length in turns;
    * ``lead_changes`` — how often another seat took the lead, turn by turn (games run with
      ``run(..., leads=True)``; ``None`` otherwise);
    * ``decisive`` — the share of finished games with a single winner;
    * ``ended_by`` — how often each rule ended the game (``{rule ID: share}``, all games counted).

    Shares carry Wilson intervals, means normal-approximation ones (``{"value", "low", "high", "n"}``).
    Win rates, margins and decisiveness count only games that ended by the rules.

    >>> recs = run("fertility", 6, players=2, bots="greedy", seed=1, leads=True)
    >>> report = balance(recs)
    >>> report["games"], report["finished"], report["ended_by"]["FE.end.trigger"]["value"]
    (6, 6, 1.0)
    >>> 0 <= report["first_seat_win"]["low"] <= report["first_seat_win"]["high"] <= 1
    True
    >>> report["turns"]["value"], report["lead_changes"]["n"]
    (18.0, 6)
    """
    records = list(records)
    done = [r for r in records if r.finished]
    players = max((r.players for r in records), default=0)
    seat_wins = [0.0] * players
    bot_wins: dict[str, list[float]] = {}
    for r in done:
        for seat in range(r.players):
            share = 1.0 / len(r.winners) if seat in r.winners else 0.0
            seat_wins[seat] += share
            entry = bot_wins.setdefault(r.bots[seat], [0.0, 0])
            entry[0] += share
            entry[1] += 1
    seats = [proportion(w, sum(1 for r in done if r.players > s)) for s, w in enumerate(seat_wins)]
    reasons: dict[str, int] = {}
    for r in records:
        key = r.ended_by or ("" if r.finished else "unfinished")
        reasons[key] = reasons.get(key, 0) + 1
    tracked = [r.lead_changes for r in records if r.lead_changes is not None]
    return {
        "games": len(records),
        "finished": len(done),
        "players": players,
        "bots": sorted({b for r in records for b in r.bots}),
        "first_seat_win": seats[0] if seats else proportion(0, 0),
        "fair": 1.0 / players if players else math.nan,
        "seat_win": seats,
        "bot_win": {b: proportion(w, int(n)) for b, (w, n) in sorted(bot_wins.items())},
        "margin": mean_interval([margin(r) for r in done], floor=0.0),
        "turns": mean_interval([r.turns for r in records], floor=0.0),
        "lead_changes": mean_interval(tracked, floor=0.0) if tracked else None,
        "decisive": proportion(sum(len(r.winners) == 1 for r in done), len(done)),
        "ended_by": {k: proportion(v, len(records))
                     for k, v in sorted(reasons.items(), key=lambda kv: -kv[1])},
    }


class Balance(TypedDict):
    """The balance report of :func:`balance`; each interval is ``{"value", "low", "high", "n"}``."""

    games: int
    finished: int
    players: int
    bots: list[str]
    first_seat_win: dict[str, float]
    fair: float
    seat_win: list[dict[str, float]]
    bot_win: dict[str, dict[str, float]]
    margin: dict[str, float]
    turns: dict[str, float]
    lead_changes: dict[str, float] | None
    decisive: dict[str, float]
    ended_by: dict[str, dict[str, float]]


def _plain(value: object) -> int | float | str | bool | None:
    return value if isinstance(value, (int, float, str, bool, type(None))) else repr(value)


__all__ = ["run", "play", "GameRecord", "BotError", "game_seed", "records_table", "RandomBot", "GreedyBot",
           "balance", "proportion", "mean_interval", "margin", "end_reason", "LeadTracker",
           "make_bot", "bot_names", "playable_games", "sim_options", "DEFAULT_MAX_ACTIONS"]
