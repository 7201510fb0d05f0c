"""The balance report: how a rule change moves the first seat's wins, margins, lengths and endings."""
from __future__ import annotations

import math
from collections.abc import Mapping
from concurrent.futures import Executor
from typing import Any, cast

import pandas as pd
from matplotlib.figure import Figure

import rulekit
from rulekit import sim

from .sweeps import Grid, grid_cells, variant_label
from .words import _t, bot_label

Variants = Mapping[str, Mapping[str, Any]] | Grid


def _labelled(variants: Variants) -> dict[str, dict[str, Any]]:
    """``{label: cell}`` from labelled options (``{"base": {}, "4 tokens": {...}}``) or a grid."""
    if isinstance(variants, Mapping) and variants and all(isinstance(v, Mapping) for v in variants.values()):
        return {str(k): dict(v) for k, v in variants.items()}
    return {variant_label(cell): cell for cell in grid_cells(cast(Grid, variants))}   # not labelled: a grid


def _figure(report: sim.Balance, key: str) -> dict[str, float] | None:
    """A criterion's figure in a balance report (``{"value", "low", "high", "n"}``, or None when not
    followed), by the report's key."""
    figures: Mapping[str, object] = report
    return cast("dict[str, float] | None", figures[key])


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
            rows[_t(key, self.game)] = {label: self._cell(_figure(rep, self._KEYS[key]), key in self._SHARES)
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
                fig = _figure(rep, self._KEYS[key])
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
        keys = [k for k in self.CRITERIA if any(_figure(rep, self._KEYS[k]) is not None for rep in reps)]
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
                figure = _figure(self.reports[label], self._KEYS[key])
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
