"""The exploration lab: sweeps over rule variants as pandas tables, and plots of what they do.

>>> from widgets import lab
>>> df = lab.sweep("golden_ankh", {"tokens_per_kind": [None, 4]}, n=4, players=3, progress=False)
>>> sorted(df["variant"].unique())
['tokens_per_kind=4', 'tokens_per_kind=None']
>>> len(df)                                   # 2 variants × 4 games × 3 seats
24
>>> rates = lab.win_rates(df, "seat")         # a row per variant and seat
>>> len(rates), rates["games"].tolist()
(6, [4, 4, 4, 4, 4, 4])
>>> lab.compare(df)                           # scores, lengths and win rates side by side
<Figure size 1104x288 with 3 Axes>

:func:`sweep` plays ``n`` games for every cell of an option grid (the keys are
the game's options, plus ``players`` and ``bots`` if those are to vary too) and
returns one row per game and seat: the variant, seat, bot, score and its parts,
whether that seat won (a share, 1/k for a k-way tie), the length in turns and
actions and the game's own stats (``stat_*`` columns).  :func:`games` folds it
to one row per game.  The plots take that table and return matplotlib figures;
:class:`LabApp` is a small widget to pick a game, options, bots and N and see them.

Win rates come with Wilson 95% confidence intervals, so a difference between
variants can be told from the noise of a small sample.

:func:`balance` is the designer's view of a rule change: for each variant, how
often the first seat wins, the score margin, the length, the lead changes, how
often a single player wins and which rule ended the game, each with its 95%
interval (:func:`rulekit.sim.balance`), as a table and a plot in the kit's language.
"""
from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from concurrent.futures import Executor
from typing import Any

import pandas as pd
from matplotlib.figure import Figure

import rulekit
from rulekit import sim
from rulekit.bots import bot_names

from . import ui_text

_LABELS = {
    # the lab widget (LabApp)
    "app game": ("game", "게임"),
    "app players": ("players", "인원"),
    "app seed": ("seed", "시드"),
    "app rotate": ("rotate bots round the table", "봇 자리를 돌아가며 바꾸기"),
    "app options": ("options", "옵션"),
    "app run": ("Run", "실행"),
    "app status": ("{n} games, {done} finished", "{n}게임, 그중 {done}게임이 끝남"),
    "summary games": ("games", "게임 수"),
    "summary finished": ("finished", "끝난 비율"),
    "summary turns_mean": ("turns_mean", "평균 {turn} 수"),
    "summary turns_sd": ("turns_sd", "{turn} 수 표준편차"),
    "summary actions_mean": ("actions_mean", "평균 행동 수"),
    "summary top_score_mean": ("top_score_mean", "1위 평균 점수"),
    "summary first_seat_win": ("first_seat_win", "첫 자리 승률"),
    "summary first_seat_low": ("first_seat_low", "첫 자리 승률 하한"),
    "summary first_seat_high": ("first_seat_high", "첫 자리 승률 상한"),
    "score": ("score", "점수"),
    "turns": ("turns", "{turn} 수"),
    "actions": ("actions", "행동 수"),
    "win rate": ("win rate", "승률"),
    "seat": ("seat", "자리"),
    "bot": ("bot", "봇"),
    "variant": ("variant", "변형 규칙"),
    "games": ("games", "게임 수"),
    "fair": ("fair share", "공평한 몫"),
    "score by": ("final score by variant", "변형별 최종 점수"),
    "length by": ("game length by variant", "변형별 게임 길이"),
    "wins by": ("win rate by {by} (95% CI)", "{by}별 승률 (95% 신뢰구간)"),
    "parts": ("mean points by category", "항목별 평균 점수"),
    # the balance report
    "criterion": ("criterion", "기준"),
    "first_seat_win": ("first seat wins", "첫 자리 승률"),
    "margin": ("score margin (1st - 2nd)", "점수 차 (1위 - 2위)"),
    "length": ("game length (turns)", "게임 길이 ({turn} 수)"),
    "lead_changes": ("lead changes per game", "한 게임의 선두 교체 횟수"),
    "decisive": ("games with a single winner", "단독 승자가 나온 게임"),
    "ends by": ("ends by: {rule}", "종료: {rule}"),
    "bot wins": ("{bot} wins (per seat-game)", "{bot} 승률 (자리-게임당)"),
    "finished": ("games ended by the rules", "규칙대로 끝난 게임"),
    "balance title": ("{game}: balance report, {n} games per variant, bots {bots} (95% intervals)",
                      "{game}: 균형 보고서, 변형마다 {n}게임, 봇 {bots} (95% 신뢰구간)"),
    "fair line": ("fair share", "공평한 몫"),
    "max_rounds": ("round limit (simulator option)", "라운드 제한 (시뮬레이터 옵션)"),
    "max_actions": ("cut at the simulator's action limit", "시뮬레이터 행동 수 제한으로 중단"),
    "unfinished": ("not finished", "끝나지 않음"),
    "not followed": ("not followed", "추적 안 함"),
    "ends": ("how the games end", "게임이 끝나는 방식"),
    "share": ("share of games", "게임 비율"),
}


# A player's turn in each rulebook's own word: El Dorado's says 턴 (턴 진행), the others say 차례.
_TURN_KO = {"el_dorado": "턴"}


def turn_word(game: str | None) -> str:
    """The word for a player's turn in the kit's language, as ``game``'s rulebook says it.

    >>> with rulekit.i18n.language("ko"):
    ...     turn_word("golden_ankh"), turn_word("el_dorado"), turn_word(None)
    ('차례', '턴', '차례')
    >>> turn_word("el_dorado")
    'turn'
    """
    if rulekit.get_language() != "ko":
        return "turn"
    return _TURN_KO.get(game or "", "차례")


def _game_of(df: pd.DataFrame) -> str | None:
    return str(df["game"].iloc[0]) if "game" in df.columns and len(df) else None


def _t(key: str, for_game: str | None = None, /, **kw: Any) -> str:
    en, ko = _LABELS[key]
    text = ko if rulekit.get_language() == "ko" else en
    kw.setdefault("turn", turn_word(for_game))
    return text.format(**{k: _t(v, for_game) if v in _LABELS else v for k, v in kw.items()})


def bot_label(spec: str) -> str:
    """A bot as the kit's language names it (English keeps the spec as it is written); a search spec
    keeps its settings.

    >>> bot_label("builder"), bot_label("mcts:iterations=60")
    ('builder', 'mcts:iterations=60')
    >>> with rulekit.i18n.language("ko"):
    ...     bot_label("builder"), bot_label("mcts:iterations=60"), bot_label("my_bot")
    ('건축가', '탐색:iterations=60', 'my_bot')
    """
    name, colon, settings = str(spec).partition(":")
    key = f"bot_{name}"
    if rulekit.get_language() != "ko":
        return str(spec)
    label = ui_text.text(key) if key in ui_text.LABELS else name
    return label + colon + settings


# --------------------------------------------------------------------------- sweeps


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
    """
    return summary(df).round(3)


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


def plot_tally(df: pd.DataFrame, column: str, by: str = "won", top: int = 15, ax: Any = None,
               title: str | None = None) -> Figure:
    """Horizontal bars of :func:`tally`: the ``top`` items, a bar per group."""
    table = tally(df, column, by).head(top).iloc[::-1]
    if ax is None:
        fig, (ax,) = _figure(width=6, height=0.6 + 0.32 * max(3, len(table)))
    else:
        fig = ax.figure
    groups = list(table.columns)
    height = 0.8 / max(1, len(groups))
    for j, g in enumerate(groups):
        ys = [i + (j - (len(groups) - 1) / 2) * height for i in range(len(table))]
        ax.barh(ys, table[g].to_numpy(), height, label=str(g))
    ax.set_yticks(range(len(table)), [str(i) for i in table.index])
    ax.set_xlabel(column[len("stat_"):] if column.startswith("stat_") else column)
    ax.legend(fontsize=8)
    if title:
        ax.set_title(title)
    return fig


# --------------------------------------------------------------------------- plots


def _figure(ncols: int = 1, width: float = 5.0, height: float = 3.6) -> tuple[Figure, list]:
    fig = Figure(figsize=(width * ncols, height), dpi=80, layout="constrained")
    axes = fig.subplots(1, ncols, squeeze=False)[0]
    return fig, list(axes)


def _variants(df: pd.DataFrame) -> list[str]:
    col = df["variant"]
    if hasattr(col, "cat"):
        return [v for v in col.cat.categories if v in set(col)]
    return list(dict.fromkeys(col))


def plot_distribution(df: pd.DataFrame, column: str = "score", by: str = "variant",
                      per_game: bool | None = None, ax: Any = None, title: str | None = None) -> Figure:
    """Box plots of a column (``score``, ``turns``, ``actions``, a ``stat_*``…) side by side for each ``by``.

    Length columns are counted once per game, scores once per seat (``per_game`` overrides).
    """
    if per_game is None:
        per_game = column in ("turns", "actions")
    data = df.drop_duplicates(["variant", "index"]) if per_game else df
    if ax is None:
        fig, (ax,) = _figure()
    else:
        fig = ax.figure
    groups = _variants(data) if by == "variant" else sorted(data[by].unique())
    values = [data.loc[data[by] == g, column].dropna().to_numpy() for g in groups]
    ax.boxplot(values, showmeans=True, meanprops={"marker": "D", "markersize": 5})
    ax.set_xticks(range(1, len(groups) + 1), [str(g) for g in groups], rotation=20 if len(groups) > 3 else 0)
    ax.set_ylabel(_t(column, _game_of(df)) if column in _LABELS else column)
    ax.set_xlabel(_t(by) if by in _LABELS else by)
    for i, v in enumerate(values, start=1):
        if len(v):
            ax.annotate(f"{v.mean():.1f}", (i, v.mean()), xytext=(8, 0), textcoords="offset points",
                        fontsize=8, va="center")
    if title:
        ax.set_title(title)
    return fig


def plot_scores(df: pd.DataFrame, by: str = "variant", ax: Any = None) -> Figure:
    """Final scores side by side for each variant (or each ``by`` value)."""
    return plot_distribution(df, "score", by, per_game=False, ax=ax, title=_t("score by"))


def plot_lengths(df: pd.DataFrame, column: str = "turns", by: str = "variant", ax: Any = None) -> Figure:
    """Game length (turns or actions) side by side for each variant."""
    return plot_distribution(df, column, by, per_game=True, ax=ax, title=_t("length by"))


def plot_win_rates(df: pd.DataFrame, by: str = "seat", ax: Any = None) -> Figure:
    """Win rate by seat or by bot, one bar group per ``by`` value and a bar per variant, with 95% intervals.

    Dashed lines mark the fair share (1/players) over each seat's bars.
    """
    rates = win_rates(df, by)
    if ax is None:
        fig, (ax,) = _figure()
    else:
        fig = ax.figure
    variants = _variants(df)
    keys = sorted(rates[by].unique())
    width = 0.8 / max(1, len(variants))
    for j, v in enumerate(variants):
        sub = rates[rates["variant"] == v].set_index(by).reindex(keys)
        xs = [i + (j - (len(variants) - 1) / 2) * width for i in range(len(keys))]
        err = [(sub["rate"] - sub["low"]).fillna(0), (sub["high"] - sub["rate"]).fillna(0)]
        ax.bar(xs, sub["rate"].fillna(0), width, yerr=err, capsize=3, label=str(v))
        if by == "seat":  # the fair share of this variant's player count, over each of its bars
            ax.hlines(sub["fair"], [x - width / 2 for x in xs], [x + width / 2 for x in xs], colors="black",
                      linestyles="dashed", lw=1, label=_t("fair") if j == 0 else None)
    labels = [rulekit.seat_name(k) if by == "seat" else str(k) for k in keys]
    ax.set_xticks(range(len(keys)), labels)
    ax.set_ylabel(_t("win rate"))
    ax.set_xlabel(_t(by) if by in _LABELS else by)
    ax.set_ylim(0, min(1.0, max(0.1, float(rates["high"].max()) * 1.15)))
    ax.set_title(_t("wins by", by=by))
    if len(variants) > 1 or by == "seat":
        ax.legend(fontsize=7, loc="upper right")
    return fig


def plot_parts(df: pd.DataFrame, winners_only: bool = False, ax: Any = None) -> Figure:
    """Mean points per score category, a bar group per category and a bar per variant."""
    parts = mean_parts(df, winners_only=winners_only)
    if ax is None:
        fig, (ax,) = _figure(width=6)
    else:
        fig = ax.figure
    cats = list(parts.columns)
    width = 0.8 / max(1, len(parts.index))
    for j, v in enumerate(parts.index):
        xs = [i + (j - (len(parts.index) - 1) / 2) * width for i in range(len(cats))]
        ax.bar(xs, parts.loc[v].to_numpy(), width, label=str(v))
    # the categories as the rulebooks name them, in the kit's language
    names = [ui_text.score_part(c) for c in cats]
    ax.set_xticks(range(len(cats)), names, rotation=20 if len(cats) > 4 else 0)
    ax.set_ylabel(_t("score"))
    ax.set_title(_t("parts"))
    ax.legend(fontsize=8)
    return fig


def compare(df: pd.DataFrame, by: str = "seat") -> Figure:
    """The variants side by side: score distribution, length distribution and win rates by ``by``."""
    fig, axes = _figure(3, width=4.6)
    plot_scores(df, ax=axes[0])
    plot_lengths(df, ax=axes[1])
    plot_win_rates(df, by, ax=axes[2])
    return fig


# --------------------------------------------------------------------------- the balance report


Variants = Mapping[str, Mapping[str, Any]] | Grid


def _labelled(variants: Variants) -> dict[str, dict[str, Any]]:
    """``{label: cell}`` from labelled options (``{"base": {}, "4 tokens": {...}}``) or a grid."""
    if isinstance(variants, Mapping) and variants and all(isinstance(v, Mapping) for v in variants.values()):
        return {str(k): dict(v) for k, v in variants.items()}
    return {variant_label(cell): cell for cell in grid_cells(variants)}


def end_label(reason: str) -> str:
    """What ended a game, in the current language: the rule's title and ID, or the simulator's limit.

    >>> end_label("GA.end.thirteenth-tile")
    'The 13th tile ends the game (GA.end.thirteenth-tile)'
    >>> with rulekit.i18n.language("ko"):
    ...     end_label("max_rounds")
    '라운드 제한 (시뮬레이터 옵션)'
    """
    if reason in ("max_rounds", "max_actions", "unfinished"):
        return _t(reason)
    if not reason:
        return "?"
    return f"{rulekit.rule_title(reason)} ({reason})"


class BalanceReport:
    """The balance report of rule or component variants, side by side (see :func:`balance`).

    ``reports[label]`` is :func:`rulekit.sim.balance` of that variant's games and ``records[label]`` the
    games themselves.  :meth:`table` gives the criteria as rows and the variants as columns, each a value
    with its 95% interval; :meth:`plot` draws them; in a notebook the report shows as its table.
    """

    CRITERIA = ("first_seat_win", "margin", "length", "lead_changes", "decisive")
    _KEYS = {"first_seat_win": "first_seat_win", "margin": "margin", "length": "turns",
             "lead_changes": "lead_changes", "decisive": "decisive"}
    _SHARES = ("first_seat_win", "decisive")

    def __init__(self, game: str, records: dict[str, list], bots: Any, n: int) -> None:
        self.game = game
        self.records = records
        self.reports = {label: sim.balance(recs) for label, recs in records.items()}
        self.bots = bots
        self.n = n

    def _cell(self, figure: dict[str, float] | None, share: bool) -> str:
        if figure is None:
            return _t("not followed")
        if figure["n"] == 0 or math.isnan(figure["value"]):
            return "-"
        if share:
            return f"{figure['value']:.0%} ({figure['low']:.0%}-{figure['high']:.0%})"
        return f"{figure['value']:.1f} ({figure['low']:.1f}-{figure['high']:.1f})"

    def reasons(self) -> list[str]:
        """Every end reason seen in any variant, the most frequent first."""
        seen: dict[str, float] = {}
        for rep in self.reports.values():
            for k, v in rep["ended_by"].items():
                seen[k] = seen.get(k, 0.0) + v["value"]
        return sorted(seen, key=lambda k: -seen[k])

    def table(self) -> pd.DataFrame:
        """Criteria as rows, variants as columns: ``value (low-high)`` at 95%, labels in the current
        language."""
        rows: dict[str, dict[str, str]] = {}
        for key in self.CRITERIA:
            rows[_t(key, self.game)] = {label: self._cell(rep[self._KEYS[key]], key in self._SHARES)
                             for label, rep in self.reports.items()}
        for reason in self.reasons():
            rows[_t("ends by", rule=end_label(reason))] = {
                label: self._cell(rep["ended_by"].get(reason, sim.proportion(0, rep["games"])), True)
                for label, rep in self.reports.items()}
        names = sorted({b for rep in self.reports.values() for b in rep["bot_win"]})
        if len(names) > 1:  # different bots at the table: how each of them fared
            for name in names:
                rows[_t("bot wins", bot=bot_label(name))] = {
                    label: self._cell(rep["bot_win"].get(name), True) if name in rep["bot_win"] else "-"
                    for label, rep in self.reports.items()}
        rows[_t("finished")] = {label: f"{rep['finished']} / {rep['games']}"
                                for label, rep in self.reports.items()}
        out = pd.DataFrame(rows).T
        out.index.name = _t("criterion")
        out.columns.name = _t("variant")
        return out

    def frame(self) -> pd.DataFrame:
        """The same figures as numbers: one row per variant and criterion (``value``, ``low``, ``high``,
        ``n``)."""
        out = []
        for label, rep in self.reports.items():
            for key in self.CRITERIA:
                fig = rep[self._KEYS[key]]
                if fig is not None:
                    out.append({"variant": label, "criterion": key, **fig})
            for reason, fig in rep["ended_by"].items():
                out.append({"variant": label, "criterion": f"ended_by:{reason}", **fig})
        return pd.DataFrame(out)

    def title(self) -> str:
        bots = bot_label(self.bots) if isinstance(self.bots, str) else "/".join(map(bot_label, self.bots))
        title = rulekit.load(self.game).TITLE[rulekit.get_language()]
        return _t("balance title", game=title, n=self.n, bots=bots)

    def plot(self) -> Figure:
        """A panel per criterion (each variant's value and its 95% interval) and one of how the games end."""
        reps = list(self.reports.values())
        keys = [k for k in self.CRITERIA if any(rep[self._KEYS[k]] is not None for rep in reps)]
        # Two rows of three panels: about 900 px wide, readable beside a notebook's text.
        rows = 2 if len(keys) + 1 > 3 else 1
        ncols = math.ceil((len(keys) + 1) / rows)
        fig = Figure(figsize=(3.8 * ncols, 2.3 + 2.2 * rows), dpi=80, layout="constrained")
        grid = fig.subplots(rows, ncols, squeeze=False)
        axes = [ax for row in grid for ax in row]
        for ax in axes[len(keys) + 1:]:
            ax.set_visible(False)
        first_col = {id(row[0]) for row in grid}
        labels = list(self.reports)
        ys = list(range(len(labels)))[::-1]
        for ax, key in zip(axes, keys, strict=False):
            for y, label in zip(ys, labels, strict=True):
                figure = self.reports[label][self._KEYS[key]]
                if figure is None or figure["n"] == 0:
                    continue
                v, lo, hi = figure["value"], figure["low"], figure["high"]
                ax.errorbar([v], [y], xerr=[[max(0.0, v - lo)], [max(0.0, hi - v)]], fmt="o", capsize=4,
                            color=f"C{labels.index(label)}")
            if key == "first_seat_win":
                fair = next(iter(self.reports.values()))["fair"]
                ax.axvline(fair, color="black", ls="--", lw=1, label=_t("fair line"))
                ax.legend(fontsize=7, loc="lower right")
            if key in self._SHARES:
                ax.set_xlim(0, 1)
                ax.xaxis.set_major_formatter(lambda x, _: f"{x:.0%}")
            ax.set_yticks(ys, labels if id(ax) in first_col else [""] * len(labels))
            ax.set_ylim(-0.7, len(labels) - 0.3)
            ax.set_title(_t(key, self.game), fontsize=10)
            ax.grid(axis="x", alpha=0.3)
        ax = axes[len(keys)]
        reasons = self.reasons()
        left = [0.0] * len(labels)
        for i, reason in enumerate(reasons):
            widths = [self.reports[label]["ended_by"].get(reason, {"value": 0.0})["value"]
                      for label in labels]
            ax.barh(ys, widths, left=left, color=f"C{(i + 3) % 10}", label=end_label(reason))
            left = [a + b for a, b in zip(left, widths, strict=True)]
        ax.set_yticks(ys, labels if id(ax) in first_col else [""] * len(labels))
        ax.set_xlim(0, 1)
        ax.xaxis.set_major_formatter(lambda x, _: f"{x:.0%}")
        ax.set_title(_t("ends"), fontsize=10)
        ax.legend(fontsize=7, loc="upper center", bbox_to_anchor=(0.5, -0.14))
        fig.suptitle(self.title(), fontsize=11)
        return fig

    def _repr_html_(self) -> str:
        return f"<p><b>{self.title()}</b></p>" + self.table().to_html()

    def __repr__(self) -> str:
        return f"{self.title()}\n{self.table().to_string()}"


def balance(
    game: str,
    variants: Variants = None,
    n: int = 200,
    players: int | None = None,
    bots: Any = "greedy",
    seed: int = 0,
    executor: Executor | None = None,
    progress: bool = True,
    rotate: bool = True,
    max_actions: int = sim.DEFAULT_MAX_ACTIONS,
    chunk_size: int | None = None,
) -> BalanceReport:
    """Play ``n`` games of each variant and report the balance criteria side by side.

    ``variants``: labelled options (``{"base game": {}, "4 tokens": {"tokens_per_kind": 4}}``), or a grid
    as for :func:`sweep` (a cell may also set ``players`` or ``bots``).  ``bots``: any bot per seat, by
    name (``"greedy"``, ``"mcts"``, ``"builder"``, a search spec ``"mcts:iterations=100"``) or object;
    ``rotate`` turns them round the table from game to game.  Every variant plays the same game seeds
    (common random numbers).  ``executor``: any :class:`concurrent.futures.Executor` (local processes, a
    Dask client's ``get_executor()``).  A tqdm bar counts the games when ``progress`` is true.

    >>> report = balance("fertility", {"base game": {}}, n=4, players=2, progress=False)
    >>> list(report.table().columns), report.reports["base game"]["games"]
    (['base game'], 4)
    >>> report.plot()
    <Figure size 912x536 with 6 Axes>
    """
    from tqdm.auto import tqdm

    cells = _labelled(variants)
    bar = tqdm(total=n * len(cells), desc=game, disable=not progress, leave=False)
    records = {}
    try:
        for label, cell in cells.items():
            options = {k: v for k, v in cell.items() if k not in ("players", "bots")}
            records[label] = sim.run(game, n, players=cell.get("players", players),
                                     bots=cell.get("bots", bots), options=options, seed=seed,
                                     executor=executor, max_actions=max_actions, rotate=rotate,
                                     chunk_size=chunk_size, progress=bar.update, leads=True)
    finally:
        bar.close()
    return BalanceReport(game, records, bots, n)


# --------------------------------------------------------------------------- the widget


def _option_widget(name: str, default: Any, help_text: str) -> Any:
    import ipywidgets as w

    style = {"description_width": "initial"}
    if isinstance(default, bool):
        return w.Checkbox(value=default, description=name, tooltip=help_text, indent=False)
    if isinstance(default, int):
        return w.IntText(value=default, description=name, tooltip=help_text, style=style)
    if isinstance(default, float):
        return w.FloatText(value=default, description=name, tooltip=help_text, style=style)
    if isinstance(default, str):
        return w.Text(value=default, description=name, tooltip=help_text, style=style)
    if default is None:  # e.g. a count or a named variant; left empty, the game's own default applies
        return w.Text(value="", placeholder="default", description=name, tooltip=help_text, style=style)
    return None  # component data and the like are not edited here


def parse_option_text(text: str) -> Any:
    """An option typed as text: an integer, a number, true/false, or else the text itself (no eval).

    >>> parse_option_text("4"), parse_option_text("2.5"), parse_option_text("published")
    (4, 2.5, 'published')
    >>> parse_option_text(" ") is None
    True
    """
    text = text.strip()
    if not text:
        return None
    for convert in (int, float):
        try:
            return convert(text)
        except ValueError:
            pass
    return {"true": True, "false": False}.get(text.lower(), text)


class LabApp:
    """Pick a game, its options, a bot per seat and N; press Run to see the plots.

    >>> app = LabApp("golden_ankh")        # the last value of a notebook cell shows it
    >>> app.players.value, [b.value for b in app.bot_widgets]
    (2, ['random', 'random'])

    Outside a notebook the plots and the summary would print as text; here they are put aside:

    >>> import contextlib, io
    >>> with contextlib.redirect_stdout(io.StringIO()):
    ...     app.n.value = 4; app.run.click()
    >>> app.status.value, len(app.df)
    ('4 games, 4 finished', 8)
    """

    def __init__(self, game: str | None = None, n: int = 100, seed: int = 0,
                 executor: Executor | None = None) -> None:
        import ipywidgets as w

        games = [g for g in sim.playable_games() if g != "toy" or game == "toy"]
        if not games:
            raise RuntimeError("no game of the kit can be simulated yet")
        self.executor = executor
        self.df: pd.DataFrame | None = None
        self.game = w.Dropdown(options=games, value=game if game in games else games[0],
                               description=_t("app game"))
        self.players = w.Dropdown(description=_t("app players"))
        self.n = w.BoundedIntText(value=n, min=1, max=100_000, description="N")
        self.seed = w.IntText(value=seed, description=_t("app seed"))
        self.rotate = w.Checkbox(value=True, description=_t("app rotate"), indent=False)
        self.options_box = w.VBox()
        self.bots_box = w.HBox()
        self.run = w.Button(description=_t("app run"), button_style="primary", icon="play")
        self.status = w.HTML()
        self.output = w.Output()
        self.game.observe(lambda _: self._game_changed(), "value")
        self.players.observe(lambda _: self._players_changed(), "value")
        self.run.on_click(lambda _: self._run())
        self.widget = w.VBox([
            w.HBox([self.game, self.players, self.n, self.seed]),
            self.options_box, self.bots_box, w.HBox([self.rotate, self.run]), self.status, self.output,
        ])
        self._game_changed()

    def _game_changed(self) -> None:
        import ipywidgets as w

        module = rulekit.load(self.game.value)
        self.option_widgets: dict[str, Any] = {}
        for name, (default, help_text) in getattr(module, "OPTIONS", {}).items():
            widget = _option_widget(name, default, help_text)
            if widget is not None:
                self.option_widgets[name] = widget
        heading = w.HTML(f"<b>{_t('app options')}</b>")
        self.options_box.children = [heading] + list(self.option_widgets.values())
        counts = list(module.PLAYERS)
        self.players.options = counts
        self.players.value = counts[0]
        self._players_changed()

    def _players_changed(self) -> None:
        import ipywidgets as w

        if self.players.value is None:
            return
        names = bot_names(self.game.value)
        self.bot_widgets = [w.Dropdown(options=names, value="random", description=rulekit.seat_name(p),
                                       layout={"width": "180px"}, style={"description_width": "30px"})
                            for p in range(self.players.value)]
        self.bots_box.children = self.bot_widgets

    def options(self) -> dict[str, Any]:
        """The options as set in the widget (only those changed from the default)."""
        module = rulekit.load(self.game.value)
        out = {}
        for k, w in self.option_widgets.items():
            default = module.OPTIONS[k][0]
            value = parse_option_text(w.value) if default is None else w.value
            if value != default:
                out[k] = value
        return out

    def _run(self) -> None:
        self.output.clear_output()
        bots = [b.value for b in self.bot_widgets]
        try:
            self.df = sweep(self.game.value, [self.options()], n=self.n.value, players=self.players.value,
                            bots=bots, seed=self.seed.value, executor=self.executor, rotate=self.rotate.value,
                            progress=False)
        except Exception as exc:  # shown in the status line, never as a traceback
            self.status.value = f"<span style='color:#b00'>{type(exc).__name__}: {exc}</span>"
            return
        done = int(self.df.drop_duplicates("index")["finished"].sum())
        self.status.value = _t("app status", n=self.n.value, done=done)
        self.figure = Figure(figsize=(13, 7), dpi=80, layout="constrained")
        axes = self.figure.subplots(2, 2)
        plot_scores(self.df, ax=axes[0][0])
        plot_lengths(self.df, ax=axes[0][1])
        plot_win_rates(self.df, "seat", ax=axes[1][0])
        plot_win_rates(self.df, "bot", ax=axes[1][1])
        with self.output:
            from IPython.display import display

            display(self.figure)
            display(summary_table(self.df))

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


def lab(game: str | None = None, **kwargs: Any) -> LabApp:
    """The lab widget (see :class:`LabApp`)."""
    return LabApp(game, **kwargs)

