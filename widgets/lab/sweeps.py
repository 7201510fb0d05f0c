"""Sweeps over rule variants as pandas tables: one row per game and seat, and the tables made from it."""
from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import Executor
from typing import Any

import pandas as pd

import rulekit  # noqa: F401  (the doctests switch the language with rulekit.i18n)
from rulekit import sim

from .words import _game_of, _t

Grid = Mapping[str, Sequence[Any]] | Sequence[Mapping[str, Any]] | None


def grid_cells(grid: Grid) -> list[dict[str, Any]]:
    """The cells of an option grid: a dict of value lists (every combination) or a list of dicts.

    >>> grid_cells({"a": [1, 2], "b": ["x"]})
    [{'a': 1, 'b': 'x'}, {'a': 2, 'b': 'x'}]
    >>> grid_cells(None)
    [{}]
    """
    if not grid:
        return [{}]
    if isinstance(grid, Mapping):
        keys = list(grid)
        combos = itertools.product(*(grid[k] for k in keys))
        return [dict(zip(keys, values, strict=True)) for values in combos]
    return [dict(cell) for cell in grid]


def variant_label(cell: Mapping[str, Any]) -> str:
    """A short name for a grid cell: ``"tokens=5, players=3"`` (``"default"`` for none).

    >>> variant_label({"tokens": 5, "bots": ("greedy", "random")})
    'tokens=5, bots=greedy/random'
    """
    if not cell:
        return "default"
    parts = []
    for k, v in cell.items():
        if isinstance(v, (list, tuple)):
            v = "/".join(map(str, v))
        parts.append(f"{k}={v}")
    return ", ".join(parts)


def sweep(
    game: str,
    grid: Grid = None,
    n: int = 100,
    players: int | None = None,
    bots: Any = "random",
    seed: int = 0,
    executor: Executor | None = None,
    progress: bool = True,
    rotate: bool = False,
    max_actions: int = sim.DEFAULT_MAX_ACTIONS,
    chunk_size: int | None = None,
) -> pd.DataFrame:
    """Play ``n`` games for every cell of ``grid``; one row per game and seat (see the module docstring).

    Every cell uses the same game seeds, so variants are compared on the same
    deals (common random numbers: the differences are less noisy).  A tqdm
    progress bar counts the games when ``progress`` is true.
    """
    from tqdm.auto import tqdm

    cells = grid_cells(grid)
    bar = tqdm(total=n * len(cells), desc=game, disable=not progress, leave=False)
    frames = []
    try:
        for cell in cells:
            options = {k: v for k, v in cell.items() if k not in ("players", "bots")}
            cell_players = cell.get("players", players)
            cell_bots = cell.get("bots", bots)
            records = sim.run(game, n, players=cell_players, bots=cell_bots, options=options, seed=seed,
                              executor=executor, max_actions=max_actions, rotate=rotate,
                              chunk_size=chunk_size, progress=bar.update)
            frame = pd.DataFrame(sim.records_table(records))
            frame.insert(1, "variant", variant_label(cell))
            frames.append(frame)
    finally:
        bar.close()
    df = pd.concat(frames, ignore_index=True)
    df["variant"] = pd.Categorical(df["variant"], categories=list(dict.fromkeys(df["variant"])), ordered=True)
    return df


def games(df: pd.DataFrame) -> pd.DataFrame:
    """One row per game of a sweep: variant, index, players, length, finished, winning seats and bots."""
    won = df[df["won"] > 0]
    keys = ["variant", "index"]
    first = df.groupby(keys, observed=True, sort=False).first().reset_index()
    out = first[keys + ["seed", "players", "turns", "actions", "finished"]].copy()
    winners = won.groupby(keys, observed=True)["seat"].apply(tuple).rename("winning_seats")
    winner_bots = won.groupby(keys, observed=True)["bot"].apply(tuple).rename("winning_bots")
    top = df.groupby(keys, observed=True)["score"].max().rename("top_score")
    out = out.join(winners, on=keys).join(winner_bots, on=keys).join(top, on=keys)
    return out


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default).

    >>> lo, hi = wilson(50, 100)
    >>> round(lo, 3), round(hi, 3)
    (0.404, 0.596)
    """
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def win_rates(df: pd.DataFrame, by: str | Sequence[str] = "seat", variant: bool = True) -> pd.DataFrame:
    """Win rate with a 95% confidence interval, by ``by`` (e.g. ``"seat"`` or ``"bot"``) and by variant.

    Columns: the keys, ``games`` (seat-games counted), ``wins`` (shares for
    ties), ``rate``, ``low``, ``high``; ``fair`` is 1/players, the rate of a
    seat in a game where seats did not matter.  Unfinished games are left out.
    """
    keys = ([by] if isinstance(by, str) else list(by))
    if variant and "variant" not in keys:
        keys = ["variant"] + keys
    done = df[df["finished"]]
    g = done.groupby(keys, observed=True)
    out = g.agg(games=("won", "size"), wins=("won", "sum"), players=("players", "mean")).reset_index()
    out["rate"] = out["wins"] / out["games"]
    bounds = [wilson(w, n) for w, n in zip(out["wins"], out["games"], strict=True)]
    out["low"] = [b[0] for b in bounds]
    out["high"] = [b[1] for b in bounds]
    out["fair"] = 1 / out["players"]
    return out.drop(columns="players")


def summary(df: pd.DataFrame, keys: bool = False) -> pd.DataFrame:
    """One row per variant: games, finished share, mean and spread of length and winning score,
    and the first seat's win rate with its interval.

    The headings are in the kit's language (the lengths counted in the rulebook's word for a turn);
    ``keys=True`` keeps the column keys (``games``, ``finished``, ``turns_mean`` …) for code.

    >>> df = sweep("golden_ankh", {"tokens_per_kind": [4]}, n=2, players=2, bots="random", seed=1,
    ...            progress=False)
    >>> with rulekit.i18n.language("ko"):
    ...     list(summary(df).columns)[:4], list(summary(df, keys=True).columns)[:2]
    (['게임 수', '끝난 비율', '평균 차례 수', '차례 수 표준편차'], ['games', 'finished'])
    """
    out = _summary_keys(df)
    if keys:
        return out
    out = out.rename(columns={c: _t(f"summary {c}", _game_of(df)) for c in out.columns})
    out.index.name = _t("variant")
    return out


def _summary_keys(df: pd.DataFrame) -> pd.DataFrame:
    g = games(df)
    by = g.groupby("variant", observed=True)
    out = by.agg(games=("index", "size"), finished=("finished", "mean"), turns_mean=("turns", "mean"),
                 turns_sd=("turns", "std"), actions_mean=("actions", "mean"),
                 top_score_mean=("top_score", "mean"))
    first = win_rates(df, "seat")
    first = first[first["seat"] == 0].set_index("variant")[["rate", "low", "high"]]
    first.columns = ["first_seat_win", "first_seat_low", "first_seat_high"]
    return out.join(first)


def summary_table(df: pd.DataFrame) -> pd.DataFrame:
    """:func:`summary` rounded, with its headings in the kit's language (the lab widget shows it).

    >>> df = sweep("el_dorado", {"course": [0]}, n=2, players=3, bots="racer", seed=1, progress=False)
    >>> rulekit.set_language("ko"); list(summary_table(df).columns)[:2]; rulekit.set_language("en")
    ['게임 수', '끝난 비율']

    The grid's empty cell (``"default"`` in the sweep's table) is named in the kit's language too.
    """
    return summary(df).round(3).rename(index={"default": _t("app default")})


def mean_parts(df: pd.DataFrame, by: str = "variant", winners_only: bool = False) -> pd.DataFrame:
    """Mean points per score category (``part_*`` columns), by variant (or another column)."""
    rows = df[df["won"] > 0] if winners_only else df
    cols = [c for c in df.columns if c.startswith("part_")]
    out = rows.groupby(by, observed=True)[cols].mean()
    out.columns = [c[len("part_"):] for c in cols]
    return out


def tally(df: pd.DataFrame, column: str, by: str = "won") -> pd.DataFrame:
    """Mean count per seat-game of each item in a per-seat stat holding lists or ``{item: count}`` dicts.

    E.g. ``tally(df, "stat_bought")`` gives, for every card, how many a winner and a
    non-winner bought on average (columns ``won``/``lost`` when ``by="won"``,
    else one column per value of ``by``).
    """
    keys = (df[by] > 0).map({True: "won", False: "lost"}) if by == "won" else df[by].astype(str)
    counts: dict[tuple[str, Any], float] = {}
    for key, value in zip(keys, df[column], strict=True):
        items: Iterable[tuple[Any, Any]]
        if isinstance(value, Mapping):
            items = value.items()
        elif isinstance(value, (list, tuple)):
            items = ((v, 1) for v in value)
        elif value is None or (isinstance(value, float) and math.isnan(value)):
            items = ()
        else:
            items = ((value, 1),)
        for item, n in items:
            counts[(key, item)] = counts.get((key, item), 0) + n
    sizes = keys.value_counts()
    out = pd.Series(counts, dtype=float).unstack(0).fillna(0.0) if counts else pd.DataFrame()
    for col in out.columns:
        out[col] = out[col] / sizes[col]
    order = [c for c in ("won", "lost") if c in out.columns] if by == "won" else sorted(out.columns)
    out = out[order] if len(out.columns) else out
    return out.sort_values(order[0], ascending=False) if len(out) else out
