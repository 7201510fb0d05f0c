"""In Korean mode the Fertility pictures and tables speak Korean: the district cost on the board, the
score categories of the lab's plots, the monument race table (FE.score.monuments).  A board fragment shows
the coordinates the lessons name, and a score quiz's board hides the totals."""
from __future__ import annotations

import matplotlib
import pytest

import rulekit
from rulekit import fertility as fe
from widgets import lab
from widgets.fertility import BoardView, ScoreQuizView, monument_race

matplotlib.use("Agg")

ROW = """players 2
phase build
board
.PC.
.GM.
start 0,1
row D25 D01 D15 D14
p1 hand PG MC; beside GC; wheat 3
p2 hand MM
"""


def board_texts(state) -> list[str]:
    return [t.get_text() for t in BoardView(state).fig.axes[0].texts]


def test_the_district_cost_uses_the_rulebooks_word():
    state = fe.parse_position(ROW)
    rulekit.set_language("ko")
    texts = board_texts(state)
    assert "배치 비용 2" in texts and "배치 비용 없음" in texts   # D25 costs 2, D01 nothing
    rulekit.set_language("en")
    assert "cost 2" in board_texts(state)


@pytest.fixture(scope="module")
def sweep():
    return lab.sweep("fertility", {"players": [2, 3]}, n=3, bots="greedy", seed=1, progress=False)


def test_the_lab_plots_name_the_score_categories_in_korean(sweep):
    rulekit.set_language("ko")
    ticks = [t.get_text() for t in lab.plot_parts(sweep).axes[0].get_xticklabels()]
    assert ticks == ["일반 상점", "특수 상점", "신들의 조각상", "기념물", "밀 저장고"]


def test_the_monument_race_means_winners_and_the_others(sweep):
    rulekit.set_language("ko")
    table = monument_race(sweep)
    assert list(table.columns) == ["만든 채석장", "배치한 기념물", "기념물 디벤", "전체 디벤"]
    assert list(table.index.names) == ["인원", "결과"]
    winners = sweep[(sweep["players"] == 3) & (sweep["won"] > 0)]
    others = sweep[(sweep["players"] == 3) & (sweep["won"] == 0)]
    assert table.loc[(3, "승자"), "기념물 디벤"] == round(winners["part_monuments"].mean(), 2)
    assert table.loc[(3, "나머지 플레이어"), "만든 채석장"] == round(others["stat_quarries"].mean(), 2)
    rulekit.set_language("en")
    assert set(monument_race(sweep).index.get_level_values("result")) == {"winners", "others"}


def test_a_fragment_shows_the_coordinates_lessons_name_and_a_game_board_does_not():
    fragment = BoardView(fe.parse_position(ROW))
    assert fragment.details and "0,1" in board_texts(fe.parse_position(ROW))
    assert not BoardView(fe.new_game(players=2, seed=1)).details
    assert not BoardView(fe.parse_position(ROW), details=False).details   # asked for: kept


def test_the_score_quiz_board_hides_every_total():
    end = fe.parse_position("players 2\nphase over\nboard\n.PC.\n.GM.\nstart 0,1\np1 city 1:D09[P]")
    rulekit.set_language("ko")
    hidden = [t.get_text() for t in ScoreQuizView(end).other_texts]
    shown = [t.get_text() for t in BoardView(end).other_texts]
    assert hidden[0].startswith("P1: ?디벤") and shown[0].startswith("P1: 5디벤")
