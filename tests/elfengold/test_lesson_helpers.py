"""The helpers the Elfengold lessons use: several actions in a row, costs by road ID and town name,
the cost table, the lab's tables in the kit's language, and score categories named in Korean."""
from __future__ import annotations

import pytest

import rulekit
import widgets
from rulekit import elfengold as eg
from rulekit.core import OptionError, RuleViolation


@pytest.fixture
def korean():
    rulekit.set_language("ko")
    yield
    rulekit.set_language("en")


def test_apply_all_plays_a_list_or_a_text_and_never_changes_its_state():
    s = eg.position("R12:UG | P1@Lapphalia hand=UUU | P2@Elvenhold")
    listed = eg.apply_all(s, ["travel R12 U", "stop", "gold"])
    texted = eg.apply_all(s, "travel R12 U; stop; gold")
    assert listed == texted and listed.gold[0] == s.gold[0] + 6      # EG.tile.gold-doubles: 3 -> 6
    assert s.boots[0] == eg.load_board().town("Lapphalia").index and s.hands[0] == "UUU"


def test_apply_all_stops_at_the_first_illegal_action_with_its_rule():
    s = eg.position("R12:UL | P1@Lapphalia hand=U | P2@Elvenhold")
    with pytest.raises(RuleViolation) as refused:
        eg.apply_all(s, "travel R12 U; stop")
    assert refused.value.rule == "EG.travel.obstacle-cost"
    with pytest.raises(OptionError):
        eg.apply_all(s, 7)


def test_travel_cost_takes_road_ids_and_town_names_as_well_as_indices():
    s = eg.position("R02:S R07:TL | P1@Beata | P2@Elvenhold")
    board = eg.load_board()
    r02, beata = board.road("R02").index, board.town("Beata").index
    assert eg.travel_cost(s, "R02", "R", "Beata") == eg.travel_cost(s, r02, "R", beata) == 2  # with the arrow
    assert eg.travel_cost(s, "R02", "R", "Elvenhold") == 3                                    # against it
    assert eg.travel_cost(s, "R07", "T", "Elfenhold") == 3 and eg.travel_cost(s, "R07", "U", 0) is None
    with pytest.raises(KeyError):
        eg.travel_cost(s, "R99", "R", "Beata")


def test_the_cost_table_is_the_boards_costs_in_the_kits_language(korean):
    table = widgets.elfengold.cost_table()
    board = eg.load_board()
    assert list(table.columns) == ["평지", "숲", "사막", "산", "강 순방향", "강 역방향", "호수"]
    assert table.loc["거대 돼지", "사막"] == widgets.elfengold.NO_COST            # EG.plan.terrain-fit
    assert table.loc["용", "사막"] == board.cost("D", "desert") == 1
    assert list(table.loc["뗏목"])[-3:] == [1, 2, 2]                             # EG.base.rafts
    for k in "PECUTD":
        for terrain, head in zip(("plains", "forest", "desert", "mountain"), table.columns, strict=False):
            expected = board.cost(k, terrain)
            assert table.loc[widgets.elfengold.kind_name(k), head] == (widgets.elfengold.NO_COST
                                                                        if expected is None else expected)


def test_the_lab_tables_speak_korean_in_korean_mode(korean):
    from widgets import lab

    df = lab.sweep("elfengold", {"players": [3]}, n=2, bots="greedy", seed=1)
    table = widgets.elfengold.auction_costs(df)
    assert list(table.columns) == ["경매에 낸 금화", "낙찰받은 타일", "받은 금화", "남은 금화", "방문한 도시"]
    assert set(table.index.get_level_values("결과")) <= {"승자", "나머지"}
    assert table.loc[("players=3", "승자"), "방문한 도시"] == df.loc[df["won"] > 0, "score"].mean().round(2)
    fig = widgets.elfengold.plot_auction_costs(df)
    assert fig.axes[0].get_ylabel() == "경매에 낸 금화"
    assert list(widgets.elfengold.lab_variants()) == ["기본 게임", "엘프 마법사", "손 카드 4장 제한"]


def test_every_score_category_has_a_korean_name(korean):
    state = eg.new_game(players=2, seed=7, destination=True)
    table = widgets.score_table(state)
    assert list(table.columns) == ["방문한 도시", "목적지까지 남은 길", "합계"]
    assert table.loc["P1", "합계"] == state.score()[0].total


def test_the_standings_order_by_towns_then_gold_and_mark_the_winner(korean):
    towns = [t.name for t in eg.load_board().towns if t.value]
    tie = eg.position(f"R08:P | P1@Elvenhold towns={','.join(towns[:7])} gold=20 | P2@Elvenhold hand=P "
                      f"towns={','.join(towns[:6])} gold=9", phase="move", round=6, display="TTT",
                      deck_top="TTTT")
    before = widgets.elfengold.standings(tie)
    assert before.index.tolist() == ["P1", "P2"] and list(before["결과"]) == ["", ""]   # not over yet
    final = eg.apply_all(tie, "stop; take T; take T; travel R08 P; stop; gold")
    table = widgets.elfengold.standings(final)
    assert list(table.columns) == ["방문한 도시", "금화 (동점일 때)", "결과"]
    # EG.end.tie-gold: 7 towns each, the one with more gold wins
    assert table.loc["P1"].tolist() == [7, 20, "승리"] and table.loc["P2"].tolist() == [7, 11, ""]


def test_a_bid_called_out_by_a_named_player_reads_without_a_guessed_particle(korean):
    # both particle forms after 'P2' read badly; the possessive needs no choice of particle after a seat name
    text = widgets.elfengold.describe(eg.parse_action("bid 6 by P2"))
    assert text == "경매: P2의 6골드 입찰" and "(가)" not in text
