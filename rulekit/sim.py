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
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from types import ModuleType
from typing import Any

from . import registry
from .bots import GreedyBot, RandomBot, bot_name, bot_names, game_extras, make_bot
from .core import GameState
from .rng import Rng, fresh_seed

DEFAULT_MAX_ACTIONS = 20_000


class BotError(RuntimeError):
    """A bot returned an action that is not legal in the real state."""


@dataclass
class GameRecord:
    """What one simulated game left behind (plain data, picklable and JSON-friendly).

    ``scores``, ``parts`` and ``bots`` are by seat (seat 0 moves first).
    ``finished`` is False when the game hit ``max_actions`` before its end, or
    was stopped by a game's own simulation limit (a true ``stopped`` attribute,
    as El Dorado's ``max_rounds`` sets); such a game has no winners.
    """

    game: str
    index: int
    seed: int
    players: int
    options: dict[str, Any]
    bots: tuple[str, ...]
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    parts: tuple[dict[str, int], ...]
    turns: int
    actions: int
    finished: bool
    stats: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class _Job:
    """Everything a worker needs to play a slice of a sweep (picklable)."""

    game: str
    module: str
    players: int
    bots: tuple[Any, ...]
    options: tuple[tuple[str, Any], ...]
    seed: int
    max_actions: int
    rotate: bool


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a sweep started from ``seed`` (48 bits, like fresh seeds).

    >>> game_seed(1, 0) == game_seed(1, 0) != game_seed(1, 1)
    True
    """
    return Rng(seed).spawn(index).next64() >> 16


def _module(game: str | ModuleType) -> ModuleType:
    return registry.load(game) if isinstance(game, str) else game


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


def sim_options(game: str | ModuleType, options: dict[str, Any] | None = None) -> dict[str, Any]:
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


def _resolve(state: Any, action: Any) -> Any:
    """The real state's legal action a bot meant (the same object, an equal one, or the same notation)."""
    legal = state.legal_actions()
    for candidate in legal:
        if candidate is action:
            return candidate
    if action in legal:
        return legal[legal.index(action)]
    text = str(action)
    for candidate in legal:
        if str(candidate) == text:
            return candidate
    raise BotError(f"bot played {text!r}, which is not legal in the real state")


def play(
    game: str | ModuleType,
    players: int | None = None,
    bots: Any = "random",
    seed: int | None = None,
    options: dict[str, Any] | None = None,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    bot_seed: int | None = None,
) -> tuple[Any, list[tuple[int, Any]]]:
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
    players = min(module.PLAYERS) if players is None else players
    seed = fresh_seed() if seed is None else seed
    seat_bots = [make_bot(b, module) for b in _per_seat(bots, players)]
    state, moves, _ = _play(module, players, seat_bots, sim_options(module, options), seed,
                            seed if bot_seed is None else bot_seed, max_actions, keep_moves=True)
    return state, moves


def _per_seat(bots: Any, players: int) -> list[Any]:
    if isinstance(bots, str) or not isinstance(bots, Sequence):
        return [bots] * players
    if len(bots) != players:
        raise ValueError(f"{len(bots)} bots for {players} players")
    return list(bots)


def _play(module: ModuleType, players: int, bots: list[Any], options: dict[str, Any], seed: int,
          bot_seed: int, max_actions: int, keep_moves: bool, track: Callable | None = None,
          tally: dict[str, Any] | None = None) -> tuple[Any, list[tuple[int, Any]], int]:
    state = module.new_game(players=players, seed=seed, **options)
    rngs = [Rng(bot_seed).spawn(1000 + seat) for seat in range(players)]
    moves: list[tuple[int, Any]] = []
    # A plain random bot is played inline: its choice is ``rng.choice(state.legal_actions())``, and
    # the list legal_actions() returns is a copy of ``_legal_actions()``.
    plain = [type(b) is RandomBot for b in bots] if _listed_directly(state) else [False] * players
    if all(plain):
        return _play_random(state, rngs, max_actions, moves if keep_moves else None, track, tally)
    uses_view = [getattr(b, "uses_view", True) for b in bots]
    count = 0
    while not state.is_over and count < max_actions:
        player = state.current_player
        if plain[player]:
            action = rngs[player].choice(state._legal_actions())
        elif uses_view[player]:
            action = _resolve(state, bots[player].choose(state.view(player), rngs[player]))
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


def _play_random(state: Any, rngs: list[Rng], max_actions: int, moves: list[tuple[int, Any]] | None,
                 track: Callable | None, tally: dict[str, Any] | None,
                 ) -> tuple[Any, list[tuple[int, Any]], int]:
    """:func:`_play` when every seat is a plain random bot."""
    count = 0
    while not state.is_over and count < max_actions:
        player = state.current_player
        action = rngs[player].choice(state._legal_actions())
        if moves is not None:
            moves.append((player, action))
        after = state._advance(action)
        if track is not None:
            track(state, player, action, after, tally)
        state = after
        count += 1
    return state, [] if moves is None else moves, count


def _listed_directly(state: Any) -> bool:
    """True when the state lists its legal actions through the core's cached ``legal_actions``
    (a copy of ``_legal_actions()``), so the simulator may call ``_legal_actions()`` itself."""
    return isinstance(state, GameState) and type(state).legal_actions is GameState.legal_actions


def _record(job: _Job, module: ModuleType, seat_bots: list[Any], stats_fn: Callable | None,
            index: int, track: Callable | None = None) -> GameRecord:
    seed = game_seed(job.seed, index)
    bots = list(seat_bots)
    if job.rotate:
        shift = index % job.players
        bots = bots[shift:] + bots[:shift]
    options = dict(job.options)
    tally: dict[str, Any] = {}
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
        stats=stats,
    )


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
    return [_record(job, module, seat_bots, stats_fn, i, track) for i in range(start, stop)]


def _chunks(n: int, chunk_size: int) -> list[tuple[int, int]]:
    return [(i, min(n, i + chunk_size)) for i in range(0, n, chunk_size)]


def run(
    game: str | ModuleType,
    n: int,
    players: int | None = None,
    bots: Any = "random",
    options: dict[str, Any] | None = None,
    seed: int | None = 0,
    executor: cf.Executor | None = None,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    rotate: bool = False,
    chunk_size: int | None = None,
    progress: Callable[[int], None] | None = None,
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

    The same arguments always give the same records, with or without an executor.
    """
    module = _module(game)
    name = _game_name(module)
    players = min(module.PLAYERS) if players is None else int(players)
    if players not in module.PLAYERS:
        raise ValueError(f"{name} is for {min(module.PLAYERS)}-{max(module.PLAYERS)} players, not {players}")
    seat_bots = _per_seat(bots, players)
    for b in seat_bots:
        make_bot(b, module)  # unknown names fail here, not in a worker
    unknown = set(options or {}) - set(getattr(module, "OPTIONS", {}))
    if unknown:
        raise ValueError(f"{name} has no option {', '.join(sorted(unknown))}")
    options = sim_options(module, options)
    job = _Job(name, module.__name__, players, tuple(seat_bots), tuple(sorted(options.items())),
               fresh_seed() if seed is None else int(seed), int(max_actions), bool(rotate))
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


def records_table(records: Iterable[GameRecord]) -> list[dict[str, Any]]:
    """One flat row per game and seat (for a table or a DataFrame).

    Columns: game, index, seed, players, the options, seat, bot, score, each
    score part as ``part_<name>``, won (a share: 1/k for a k-way tie), turns,
    actions, finished and each stat as ``stat_<name>``.
    """
    rows = []
    for r in records:
        for seat in range(r.players):
            row: dict[str, Any] = {"game": r.game, "index": r.index, "seed": r.seed, "players": r.players}
            row.update({f"opt_{k}": _plain(v) for k, v in r.options.items()})
            row.update({"seat": seat, "bot": r.bots[seat], "score": r.scores[seat],
                        "won": (1.0 / len(r.winners)) if seat in r.winners else 0.0,
                        "turns": r.turns, "actions": r.actions, "finished": r.finished})
            row.update({f"part_{k}": v for k, v in r.parts[seat].items()})
            for k, v in r.stats.items():
                if isinstance(v, (list, tuple)) and len(v) == r.players:
                    row[f"stat_{k}"] = v[seat]  # a per-seat stat
                else:
                    row[f"stat_{k}"] = _plain(v)
            rows.append(row)
    return rows


def _plain(value: Any) -> Any:
    return value if isinstance(value, (int, float, str, bool, type(None))) else repr(value)


__all__ = ["run", "play", "GameRecord", "BotError", "game_seed", "records_table", "RandomBot", "GreedyBot",
           "make_bot", "bot_names", "playable_games", "sim_options", "DEFAULT_MAX_ACTIONS"]
