"""Plots of a sweep's table: distributions, win rates with their intervals, score parts, tallies."""
from __future__ import annotations

from typing import Any

import pandas as pd
from matplotlib.figure import Figure

import rulekit

from .. import ui_text
from .sweeps import mean_parts, tally, win_rates
from .words import _LABELS, _game_of, _t, bot_label


def _figure(ncols: int = 1, width: float = 5.0, height: float = 3.6) -> tuple[Figure, list]:
    fig = Figure(figsize=(width * ncols, height), dpi=80, layout="constrained")
    axes = fig.subplots(1, ncols, squeeze=False)[0]
    return fig, list(axes)


def _shown(value: object, by: str = "variant") -> str:
    """A variant or a bot as a plot names it in the kit's language (the grid's empty cell is the default)."""
    if by == "bot":
        return bot_label(str(value))
    if by == "variant" and value == "default":
        return _t("app default")
    return str(value)


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
    ax.set_xticks(range(1, len(groups) + 1), [_shown(g, by) for g in groups],
                  rotation=20 if len(groups) > 3 else 0)
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
        # clipped: a rate of 1 may sit a rounding error above its interval's top
        err = [(sub["rate"] - sub["low"]).fillna(0).clip(lower=0),
               (sub["high"] - sub["rate"]).fillna(0).clip(lower=0)]
        ax.bar(xs, sub["rate"].fillna(0), width, yerr=err, capsize=3, label=_shown(v))
        if by == "seat":  # the fair share of this variant's player count, over each of its bars
            ax.hlines(sub["fair"], [x - width / 2 for x in xs], [x + width / 2 for x in xs], colors="black",
                      linestyles="dashed", lw=1, label=_t("fair") if j == 0 else None)
    labels = [rulekit.seat_name(k) if by == "seat" else _shown(k, by) for k in keys]
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
        ax.bar(xs, parts.loc[v].to_numpy(), width, label=_shown(v))
    # the categories as the rulebooks name them, in the kit's language
    names = [ui_text.score_part(c) for c in cats]
    ax.set_xticks(range(len(cats)), names, rotation=20 if len(cats) > 4 else 0)
    ax.set_ylabel(_t("score"))
    ax.set_title(_t("parts"))
    ax.legend(fontsize=8)
    return fig


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


def compare(df: pd.DataFrame, by: str = "seat") -> Figure:
    """The variants side by side: score distribution, length distribution and win rates by ``by``."""
    fig, axes = _figure(3, width=4.6)
    plot_scores(df, ax=axes[0])
    plot_lengths(df, ax=axes[1])
    plot_win_rates(df, by, ax=axes[2])
    return fig
