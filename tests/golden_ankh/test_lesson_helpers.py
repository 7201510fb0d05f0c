"""The helpers the lessons use to set up and read positions: prices in token letters, the market as codes,
groups of a lone layout, the markers it earns, and its score table in the kit's language."""

from __future__ import annotations

import pytest

import rulekit
import widgets
from rulekit import golden_ankh as ga


def test_price_tokens_pay_exactly_the_price_of_the_space():
    # GA.buy.price: one token of each kind shown by the price markers above the space
    s = ga.new_game(players=3, seed=7)
    for space in range(1, 7):
        held = ga.with_tokens(s, 0, ga.price_tokens(s, space))
        assert held.hands[0][:5] == s.cost[space - 1][:5]
        assert held.is_legal(f"buy {space} @ 0,0")
        short = ga.price_tokens(s, space).split()[1:]          # one token fewer
        assert not ga.with_tokens(s, 0, " ".join(short)).is_legal(f"buy {space} @ 0,0")


def test_price_tokens_refuses_a_space_outside_the_market():
    s = ga.new_game(players=2, seed=1)
    with pytest.raises(ValueError):
        ga.price_tokens(s, 7)
    with pytest.raises(ValueError):
        ga.price_tokens(s, 0)


def test_with_price_holds_the_prices_of_several_spaces_and_nothing_else():
    s = ga.new_game(players=3, seed=7)
    both = ga.with_price(s, 1, 1, 2)
    want = [a + b for a, b in zip(s.cost[0], s.cost[1], strict=True)]
    assert list(both.hands[1]) == want and sum(both.hands[0]) == 0
    assert both.is_legal("buy 1 @ 0,0") is False            # P1 is to play, P2 holds the tokens
    assert s.hands == ga.new_game(players=3, seed=7).hands  # the original state is unchanged


def test_market_codes_read_back_into_with_market():
    s = ga.with_market(ga.new_game(players=2, seed=3), "RJ GS . W2 BF KD")
    assert ga.market_codes(s) == ["RJ", "GS", None, "W2", "BF", "KD"]
    again = ga.with_market(ga.new_game(players=2, seed=3), ga.market_codes(s))
    assert ga.market_codes(again) == ga.market_codes(s)


def test_group_sizes_follow_the_adjacency_rules():
    # GA.adj.orthogonal: a corner is not a side
    assert ga.group_sizes("RF RS / . RD") == [("red", 3)]
    assert ga.group_sizes("RF . / . RD") == [("red", 1), ("red", 1)]
    # GA.adj.upper-ground: a green upper tile joins the greens beneath it
    assert ga.group_sizes("RJ GS / GF WJ") == [("green", 1), ("green", 1), ("red", 1), ("white", 1)]
    assert ga.group_sizes("RJ GS / GF WJ ^ GD")[0] == ("green", 3)
    # GA.adj.upper-upper: two upper scarabs side by side touch
    assert ga.group_sizes("RJ GD WF / GF WJ WD ^ GS WS", by="animal")[0] == ("scarab", 2)
    # tiles without an animal form no animal group
    assert ga.group_sizes("GD G2", by="animal") == []
    with pytest.raises(ValueError):
        ga.group_sizes("GD", by="number")


def test_markers_earned_by_a_lone_layout():
    # GA.bonus.colour-five, GA.bonus.animal-five
    assert ga.markers_earned("GJ GS GF G2") == {}
    assert ga.markers_earned("GJ GS GF G2 GD") == {"colour:green": 1}
    assert ga.markers_earned("GJ GJ GJ GJ GJ") == {"colour:green": 1, "animal:jackal": 1}
    assert ga.markers_earned(ga.layout_from_text("GJ GS GF G2 GD")) == {"colour:green": 1}


def test_layout_score_table_speaks_the_kits_language():
    example = "W2 . GS BS . / G2 GJ GD GP . / . RD RJ WJ WJ ^ . . . . / . R2 . ."
    with rulekit.i18n.language("ko"):
        table = widgets.golden_ankh.layout_score(example)
        assert list(table.columns) == ["색깔", "동물", "타일 숫자", "보너스 마커", "남은 토큰", "합계"]
        assert not any(c.isascii() and c.isalpha() for name in table.columns for c in name)
    assert table.iloc[0].tolist() == [10, 5, 6, 3, 0, 24]
    with rulekit.i18n.language("en"):
        assert widgets.golden_ankh.layout_score("RJ RJ", tokens=7).iloc[0].tolist() == [2, 2, 0, 0, 2, 6]


def test_the_balance_report_names_the_bots_in_korean():
    from widgets import lab

    with rulekit.i18n.language("ko"):
        report = lab.balance("golden_ankh", {"tokens_per_kind=5": {}}, n=1, players=2,
                             bots=["builder", "greedy"], seed=1)
        title, rows = report.title(), list(report.table().index)
    assert "건축가/욕심쟁이" in title and "builder" not in title
    assert any(row.startswith("건축가 ") for row in rows) and not any("greedy" in row for row in rows)
    with rulekit.i18n.language("en"):
        assert "builder/greedy" in report.title()
