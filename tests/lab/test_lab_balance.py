"""The balance report: end rules, lead changes and each criterion with its 95% interval."""
from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import pytest

import rulekit
from rulekit import sim
from rulekit.sim import GameRecord


def _record(index: int, winners: tuple[int, ...], scores: tuple[int, ...], turns: int = 10,
            ended_by: str = "X.end", lead_changes: int | None = 1, finished: bool = True,
            bots: tuple[str, ...] = ("a", "b")) -> GameRecord:
    return GameRecord(game="toy", index=index, seed=index, players=len(scores), options={}, bots=bots,
                      winners=winners if finished else (), scores=scores, parts=tuple({} for _ in scores),
                      turns=turns, actions=turns, finished=finished, ended_by=ended_by,
                      lead_changes=lead_changes)


def test_balance_counts_each_criterion_from_the_records():
    recs = [
        _record(0, (0,), (10, 4), turns=8, lead_changes=0),
        _record(1, (0,), (7, 6), turns=10, lead_changes=2),
        _record(2, (1,), (3, 9), turns=12, ended_by="Y.end", lead_changes=1),
        _record(3, (0, 1), (5, 5), turns=10, lead_changes=3),   # a shared win: half to each seat
        _record(4, (), (2, 2), turns=40, ended_by="max_actions", lead_changes=0, finished=False),
    ]
    report = sim.balance(recs)
    assert report["games"] == 5 and report["finished"] == 4 and report["players"] == 2
    first = report["first_seat_win"]
    assert first["value"] == pytest.approx(2.5 / 4) and first["n"] == 4
    assert first["low"] < first["value"] < first["high"]
    assert [s["value"] for s in report["seat_win"]] == pytest.approx([2.5 / 4, 1.5 / 4])
    assert report["margin"]["value"] == pytest.approx((6 + 1 + 6 + 0) / 4)   # unfinished games left out
    assert report["turns"]["value"] == pytest.approx(80 / 5) and report["turns"]["n"] == 5
    assert report["lead_changes"]["value"] == pytest.approx(6 / 5)
    assert report["decisive"]["value"] == pytest.approx(3 / 4)
    ended = report["ended_by"]
    assert list(ended) == ["X.end", "Y.end", "max_actions"]  # most frequent first
    assert [e["value"] for e in ended.values()] == pytest.approx([3 / 5, 1 / 5, 1 / 5])
    assert report["fair"] == 0.5
    assert report["bot_win"]["a"]["value"] == pytest.approx(2.5 / 4)


def test_intervals_narrow_with_more_games():
    few = sim.proportion(6, 10)
    many = sim.proportion(600, 1000)
    assert few["high"] - few["low"] > 3 * (many["high"] - many["low"])
    assert sim.mean_interval([5.0])["low"] == 5.0
    m = sim.mean_interval([1.0, 3.0] * 50)
    assert m["low"] < 2.0 < m["high"] and m["high"] - m["low"] < 0.5


def test_without_lead_tracking_the_report_says_none():
    recs = sim.run("toy", 6, players=2, bots="random", seed=3)
    assert all(r.lead_changes is None for r in recs)
    assert sim.balance(recs)["lead_changes"] is None


def test_lead_changes_follow_the_score_turn_by_turn():
    recs = sim.run("toy", 12, players=2, bots=["greedy", "random"], seed=8, leads=True, rotate=True)
    module = rulekit.load("toy")
    for r in recs:
        state, moves = sim.play("toy", 2, list(r.bots), seed=r.seed)
        s = module.new_game(players=2, seed=r.seed)
        leader, changes = None, 0
        for _, action in moves:
            s = s._advance(action)
            totals = [module.score(s)[p].total for p in range(2)]
            top = [p for p in range(2) if totals[p] == max(totals)]
            if len(top) == 1:
                changes += leader is not None and top[0] != leader
                leader = top[0]
        assert r.lead_changes == changes


def test_lead_tracking_changes_nothing_else_and_travels_to_workers():
    plain = sim.run("fertility", 4, players=2, bots="greedy", seed=5)
    tracked = sim.run("fertility", 4, players=2, bots="greedy", seed=5, leads=True)
    for a, b in zip(plain, tracked, strict=True):
        assert a.lead_changes is None and b.lead_changes is not None
        assert (a.winners, a.scores, a.actions, a.stats) == (b.winners, b.scores, b.actions, b.stats)
    with ProcessPoolExecutor(max_workers=2) as ex:
        remote = sim.run("fertility", 4, players=2, bots="greedy", seed=5, leads=True, executor=ex,
                         chunk_size=1)
    assert remote == tracked


@pytest.mark.parametrize(("game", "bots", "reason"), [
    ("golden_ankh", "builder", "GA.end.thirteenth-tile"),
    ("el_dorado", "racer", "ED.end.gate"),
    ("el_dorado", "random", "ED.gap.sim-round-limit"),
    ("fertility", "greedy", "FE.end.trigger"),
    ("elfengold", "greedy", "EG.end.after-six"),
])
def test_each_game_names_the_rule_that_ended_it(game, bots, reason):
    recs = sim.run(game, 2, players=2, bots=bots, seed=2)
    assert [r.ended_by for r in recs] == [reason, reason]
    # Every reason is a rule of the game's catalogue, so the lab can name it in both languages.
    assert rulekit.i18n.rule_title(reason, "en") != reason != rulekit.i18n.rule_title(reason, "ko")


def test_a_game_cut_by_the_simulator_says_so():
    rec = sim.run("golden_ankh", 1, players=2, bots="random", seed=1, max_actions=5)[0]
    assert not rec.finished and rec.ended_by == "max_actions"


def test_el_dorado_leads_follow_the_race_not_the_score():
    rec = sim.run("el_dorado", 1, players=2, bots="racer", seed=4, leads=True)[0]
    # The score counts only arrivals, so it would show no leader before the end; the race does.
    assert rec.lead_changes is not None and rec.lead_changes >= 1


def test_lab_balance_report_tables_and_plots_each_variant_in_both_languages():
    from widgets import lab

    report = lab.balance("golden_ankh", {"base game": {}, "4 tokens": {"tokens_per_kind": 4}}, n=6, players=2,
                         bots="builder", progress=False)
    assert list(report.records) == ["base game", "4 tokens"]
    # Both variants play the same deals, and the figures are sim.balance's own.
    assert [r.seed for r in report.records["base game"]] == [r.seed for r in report.records["4 tokens"]]
    assert report.reports["4 tokens"] == sim.balance(report.records["4 tokens"])
    assert all(r.options["tokens_per_kind"] == 4 for r in report.records["4 tokens"])
    table = report.table()
    assert list(table.columns) == ["base game", "4 tokens"]
    assert "first seat wins" in table.index and "lead changes per game" in table.index
    assert any("GA.end.thirteenth-tile" in row and "13th tile" in row for row in table.index)
    first = report.reports["base game"]["first_seat_win"]
    assert table.loc["first seat wins", "base game"] == (
        f"{first['value']:.0%} ({first['low']:.0%}-{first['high']:.0%})")
    with rulekit.i18n.language("ko"):
        ko = report.table()
        assert "첫 자리 승률" in ko.index and "한 게임의 선두 교체 횟수" in ko.index
        assert any("13번째 타일" in row for row in ko.index)
        # the Golden Ankh rulebook counts a player's turn as a 차례
        assert "게임 길이 (차례 수)" in ko.index and not any("턴" in row for row in ko.index)
        assert "균형 보고서" in report._repr_html_()
    frame = report.frame()
    row = frame[(frame.variant == "4 tokens") & (frame.criterion == "length")].iloc[0]
    assert row["value"] == pytest.approx(report.reports["4 tokens"]["turns"]["value"])
    fig = report.plot()
    titles = [ax.get_title() for ax in fig.axes if ax.get_visible()]
    assert "first seat wins" in titles and "how the games end" in titles


def test_lab_balance_takes_a_grid_bots_per_seat_and_an_executor():
    from widgets import lab

    with ProcessPoolExecutor(max_workers=2) as ex:
        report = lab.balance("fertility", {"players": [2, 3]}, n=4, bots="greedy", executor=ex,
                             progress=False)
    assert list(report.reports) == ["players=2", "players=3"]
    assert report.reports["players=3"]["players"] == 3
    mixed = lab.balance("el_dorado", None, n=4, players=2, bots=["racer", "greedy"], progress=False)
    assert mixed.reports["default"]["bots"] == ["greedy", "racer"]
    assert set(mixed.reports["default"]["bot_win"]) == {"greedy", "racer"}


def test_the_length_row_uses_each_rulebook_word_for_a_turn():
    from widgets import lab

    recs = {"base game": [_record(0, (0,), (10, 4)), _record(1, (1,), (3, 9))]}
    with rulekit.i18n.language("ko"):
        assert "게임 길이 (턴 수)" in lab.BalanceReport("el_dorado", recs, "racer", 2).table().index
        assert "게임 길이 (차례 수)" in lab.BalanceReport("fertility", recs, "builder", 2).table().index
    assert "game length (turns)" in lab.BalanceReport("el_dorado", recs, "racer", 2).table().index
