"""The lab layer: sweeps as DataFrames, win rates with intervals, plots and the lab widget (headless)."""
from __future__ import annotations

import pytest

pytest.importorskip("pandas")

import rulekit  # noqa: E402
from rulekit import sim  # noqa: E402
from widgets import lab  # noqa: E402


@pytest.fixture(scope="module")
def df():
    return lab.sweep("toy", {"max_take": [1, 3], "players": [2, 3]}, n=60, seed=3, progress=False)


def test_sweep_has_a_row_per_game_and_seat(df):
    assert len(df) == 60 * (2 + 3 + 2 + 3)
    assert list(df["variant"].cat.categories) == [
        "max_take=1, players=2", "max_take=1, players=3", "max_take=3, players=2", "max_take=3, players=3"]
    # Each game's win shares add up to one.
    assert (df.groupby(["variant", "index"], observed=True)["won"].sum() == 1).all()
    assert {"score", "part_stones", "part_last", "turns", "actions", "opt_max_take", "bot"} <= set(df.columns)


def test_sweep_matches_the_simulator(df):
    recs = sim.run("toy", 60, players=3, options={"max_take": 3}, seed=3)
    cell = df[df["variant"] == "max_take=3, players=3"]
    assert cell.drop_duplicates("index")["turns"].tolist() == [r.turns for r in recs]
    assert cell["score"].tolist() == [s for r in recs for s in r.scores]


def test_taking_one_stone_at_a_time_decides_the_winner_by_pile_parity(df):
    # With max_take=1 the game is forced: the seat that takes the last stone is (pile - 1) mod players.
    g = lab.games(df)
    forced = g[g["variant"] == "max_take=1, players=2"]
    assert all(ws == ((t - 1) % 2,) for ws, t in zip(forced["winning_seats"], forced["turns"], strict=True))


def test_wilson_interval():
    lo, hi = lab.wilson(0, 10)
    assert lo == 0.0 and 0.2 < hi < 0.35
    lo, hi = lab.wilson(10, 10)
    assert hi == 1.0 and 0.65 < lo < 0.8
    assert lab.wilson(0, 0) == (0.0, 1.0)


def test_win_rates_and_summary(df):
    rates = lab.win_rates(df, "seat")
    assert len(rates) == 2 + 3 + 2 + 3
    assert ((rates["low"] <= rates["rate"]) & (rates["rate"] <= rates["high"])).all()
    per_variant = rates.groupby("variant", observed=True)["rate"].sum()
    assert per_variant.round(9).eq(1.0).all()
    summ = lab.summary(df)
    assert list(summ.index) == list(df["variant"].cat.categories)
    assert (summ["games"] == 60).all() and (summ["finished"] == 1.0).all()
    # Taking one stone a turn, a game lasts as many turns as there are stones (10 to 20).
    assert summ.loc["max_take=1, players=2", "turns_mean"] > summ.loc["max_take=3, players=2", "turns_mean"]


def test_summary_headings_follow_the_language(df):
    keys = lab.summary(df, keys=True)
    assert list(lab.summary(df).columns) == list(keys.columns)   # English headings are the keys
    with rulekit.i18n.language("ko"):
        ko = lab.summary(df)
        assert list(ko.columns) == ["게임 수", "끝난 비율", "평균 차례 수", "차례 수 표준편차",
                                    "평균 행동 수", "1위 평균 점수", "첫 자리 승률", "첫 자리 승률 하한",
                                    "첫 자리 승률 상한"]
        assert ko.index.name == "변형 규칙"
        assert (ko.to_numpy() == keys.to_numpy()).all()
        assert list(lab.summary(df, keys=True).columns) == list(keys.columns)


def test_bots_can_vary_in_the_grid():
    grid = {"bots": [("greedy", "random"), ("random", "random")]}
    df = lab.sweep("toy", grid, n=80, seed=1, progress=False)
    rates = lab.win_rates(df, "bot")
    greedy = rates[(rates["variant"] == "bots=greedy/random") & (rates["bot"] == "greedy")]["rate"].item()
    assert greedy > 0.55


def test_plots_draw(df):
    for fig in (lab.compare(df), lab.plot_parts(df), lab.plot_win_rates(df, "bot"),
                lab.plot_distribution(df, "actions")):
        assert fig.axes
        fig.canvas.draw()  # renders without error
    fig = lab.plot_win_rates(df, "seat")
    assert fig.axes[0].get_xticklabels()[0].get_text() == "P1"


def test_plot_labels_follow_the_language(df):
    rulekit.set_language("ko")
    fig = lab.plot_scores(df)
    assert fig.axes[0].get_ylabel() == "점수"


def test_lab_widget_runs_headless():
    app = lab.LabApp("toy", n=30)
    assert list(app.players.options) == [2, 3, 4]
    app.players.value = 3
    assert len(app.bot_widgets) == 3
    app.bot_widgets[0].value = "greedy"
    app.option_widgets["max_take"].value = 2
    assert app.options() == {"max_take": 2}
    app.run.click()
    assert "30 games" in app.status.value
    assert set(app.df["bot"]) == {"greedy", "random"}
    assert (app.df["opt_max_take"] == 2).all()


def test_lab_widget_reports_errors_in_the_status_line():
    app = lab.LabApp("toy", n=5)
    app.option_widgets["max_take"].value = 0  # no legal action at all: the game cannot be played
    app.run.click()
    with pytest.raises(rulekit.OptionError) as refused:
        sim.run("toy", 1, players=2, options={"max_take": 0})
    # the refusal itself, in the kit's language, with no class name a player cannot read
    assert app.status.value == f"<span style='color:#b00'>{refused.value.message()}</span>"
    assert "max_take" in app.status.value and "Error" not in app.status.value


def test_tally_counts_items_of_a_per_seat_stat():
    import pandas as pd

    df = pd.DataFrame({"won": [1.0, 0.0, 1.0, 0.0],
                       "stat_bought": [["Sc", "Sc"], ["Pi"], {"Sc": 1, "Pi": 2}, []]})
    t = lab.tally(df, "stat_bought")
    assert list(t.columns) == ["won", "lost"]
    assert t.loc["Sc", "won"] == 1.5 and t.loc["Pi", "won"] == 1.0
    assert t.loc["Pi", "lost"] == 0.5 and t.loc["Sc", "lost"] == 0.0
    fig = lab.plot_tally(df, "stat_bought")
    assert [t.get_text() for t in fig.axes[0].get_yticklabels()] == ["Pi", "Sc"]


def test_lab_widget_offers_options_whose_default_is_none():
    app = lab.LabApp("golden_ankh", n=2)
    assert "tokens_per_kind" in app.option_widgets
    assert app.options() == {}
    app.option_widgets["tokens_per_kind"].value = "4"
    assert app.options() == {"tokens_per_kind": 4}
    assert lab.parse_option_text("published") == "published"


def test_sweep_benchmark_reports_every_figure():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).parents[1] / "benchmarks" / "sweeps.py"
    spec = importlib.util.spec_from_file_location("lab_sweeps_bench", path)
    sweeps = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sweeps)
    row = sweeps.measure("toy", seconds=0.05, budget_s=0.05)
    assert row["games"] > 0 and row["decided"] == 1.0
    assert row["sweep_serial_n"] <= 10_000 and row["sweep_parallel_n"] <= 10_000
    # Playing the kept lists again carries the actions out besides drawing them: it costs more.
    assert row["floor_replay_us"] > row["floor_draw_us"] > 0
    table = sweeps.format_table([row])
    assert "toy" in table and "without listing" in table


def test_lab_widget_speaks_korean():
    rulekit.set_language("ko")
    app = lab.LabApp("el_dorado", n=2)
    assert (app.game.description, app.players.description, app.run.description) == ("게임", "인원", "실행")
    assert "봇" in app.rotate.description and "옵션" in app.options_box.children[0].value
    app.bot_widgets[0].value = app.bot_widgets[1].value = "racer"
    app.run.click()
    assert app.status.value == "2게임, 그중 2게임이 끝남"
    table = lab.summary_table(app.df)
    assert all(any("가" <= ch <= "힣" for ch in c) for c in table.columns)
