"""The lab widget: pick a game, its options, a bot per seat and N; Run shows the plots."""
from __future__ import annotations

import html
from concurrent.futures import Executor
from typing import Any

import ipywidgets as w
import pandas as pd
from matplotlib.figure import Figure

import rulekit
from rulekit import sim
from rulekit.bots import bot_names
from rulekit.core import BilingualError

from .plots import plot_lengths, plot_scores, plot_win_rates
from .sweeps import summary_table, sweep
from .words import _t, bot_label, game_title, option_words


def _option_widget(default: Any, help_text: str) -> Any:
    """An option's input with its help as tooltip (the label is a caption beside it: JupyterLab shows a
    text box's or a checkbox's tooltip only when it has no description of its own)."""
    layout = {"width": "auto"} if isinstance(default, bool) else {"width": "300px"}
    if isinstance(default, bool):
        return w.Checkbox(value=default, tooltip=help_text, indent=False, layout=layout)
    if isinstance(default, int):
        return w.IntText(value=default, tooltip=help_text, layout=layout)
    if isinstance(default, float):
        return w.FloatText(value=default, tooltip=help_text, layout=layout)
    if isinstance(default, str):
        return w.Text(value=default, tooltip=help_text, layout=layout)
    if default is None:  # e.g. a count or a named variant; left empty, the game's own default applies
        return w.Text(value="", placeholder=_t("app default"), tooltip=help_text, layout=layout)
    return None  # component data and the like are not edited here


def option_caption(label: str, help_text: str) -> str:
    """An option's label as HTML, its help shown on hover.

    >>> option_caption("경로", "경로 번호 0–7 (ED.setup.course-first)")
    '<span title="경로 번호 0–7 (ED.setup.course-first)">경로</span>'
    >>> option_caption("a<b", 'say "x"')
    '<span title="say &quot;x&quot;">a&lt;b</span>'
    """
    return f'<span title="{html.escape(help_text, quote=True)}">{html.escape(label)}</span>'


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
        games = [g for g in sim.playable_games() if g != "toy" or game == "toy"]
        if not games:
            raise RuntimeError("no game of the kit can be simulated yet")
        self.executor = executor
        self.df: pd.DataFrame | None = None
        self.game = w.Dropdown(options=[(game_title(g), g) for g in games],
                               value=game if game in games else games[0], description=_t("app game"),
                               tooltip="")  # no tooltip: left None, JupyterLab shows "null"
        self.players = w.Dropdown(description=_t("app players"), tooltip="")
        self.n = w.BoundedIntText(value=n, min=1, max=100_000, description="N", tooltip="")
        self.seed = w.IntText(value=seed, description=_t("app seed"), tooltip="")
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
        module = rulekit.load(self.game.value)
        self.option_widgets: dict[str, Any] = {}
        self.option_captions: dict[str, w.HTML] = {}
        rows: list[w.Widget] = [w.HTML(f"<b>{_t('app options')}</b>")]
        for name, (default, _) in getattr(module, "OPTIONS", {}).items():
            label, help_text = option_words(module, name)
            widget = _option_widget(default, help_text)
            if widget is None:
                continue
            caption = w.HTML(option_caption(label, help_text),
                             layout={} if isinstance(widget, w.Checkbox) else {"min_width": "10em"})
            self.option_widgets[name], self.option_captions[name] = widget, caption
            rows.append(w.HBox([widget, caption] if isinstance(widget, w.Checkbox) else [caption, widget]))
        self.options_box.children = rows
        counts = list(module.PLAYERS)
        self.players.options = counts
        self.players.value = counts[0]
        self._players_changed()

    def _players_changed(self) -> None:
        if self.players.value is None:
            return
        names = bot_names(self.game.value)
        choices = [(bot_label(b), b) for b in names]
        self.bot_widgets = [w.Dropdown(options=choices, value="random", description=rulekit.seat_name(p),
                                       tooltip="", layout={"width": "180px"},
                                       style={"description_width": "30px"})
                            for p in range(self.players.value)]
        self.bots_box.children = self.bot_widgets

    def options(self) -> dict[str, Any]:
        """The options as set in the widget (only those changed from the default)."""
        module = rulekit.load(self.game.value)
        out = {}
        for k, box in self.option_widgets.items():
            default = module.OPTIONS[k][0]
            value = parse_option_text(box.value) if default is None else box.value
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
            self.status.value = f"<span style='color:#b00'>{html.escape(self._refusal(exc))}</span>"
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

    def _refusal(self, exc: Exception) -> str:
        """Why a run was refused, in the kit's language: a refused option is named by its label."""
        if not isinstance(exc, BilingualError):  # not a refusal of the kit: a bug, named by its class
            return f"{type(exc).__name__}: {exc}"
        field = exc.field
        if field in self.option_widgets:
            label = option_words(rulekit.load(self.game.value), field)[0]
            if label != field:
                return f"{label}: {exc.message()}"
        return exc.message()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


def lab(game: str | None = None, **kwargs: Any) -> LabApp:
    """The lab widget (see :class:`LabApp`)."""
    return LabApp(game, **kwargs)
