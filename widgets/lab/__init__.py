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
interval (:func:`rulekit.sim.balance`), as a table and a plot in the kit's language."""
from __future__ import annotations

from .app import LabApp, lab, parse_option_text
from .balance import BalanceReport, Variants, balance, end_label
from .plots import (
    compare,
    plot_distribution,
    plot_lengths,
    plot_parts,
    plot_scores,
    plot_tally,
    plot_win_rates,
)
from .sweeps import (
    Grid,
    games,
    grid_cells,
    mean_parts,
    summary,
    summary_table,
    sweep,
    tally,
    variant_label,
    wilson,
    win_rates,
)
from .words import bot_label, turn_word

__all__ = [
    "BalanceReport", "Grid", "LabApp", "Variants", "balance", "bot_label", "compare", "end_label", "games",
    "grid_cells", "lab", "mean_parts", "parse_option_text", "plot_distribution", "plot_lengths", "plot_parts",
    "plot_scores", "plot_tally", "plot_win_rates", "summary", "summary_table", "sweep", "tally", "turn_word",
    "variant_label", "wilson", "win_rates",
]
