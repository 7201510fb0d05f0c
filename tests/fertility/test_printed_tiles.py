"""District tiles typed as printed on a real tile (any box can be scored): parsing, positions, scoring."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulekit.core import BilingualError, InvalidState
from rulekit.fertility import edit
from rulekit.fertility.components import is_printed, load_components, printed_district
from rulekit.fertility.validate import check_state


def test_a_printed_tile_reads_as_its_shops():
    """FE.district.choose: 1 to 3 shops, each NEEDS>REWARD as in the kit's data."""
    d = printed_district("gcpm>12")
    assert d.id == "MCPG>12" and d.cost == 0 and len(d.shops) == 1
    assert d.shops[0].needs == "MCPG" and d.shops[0].kind == "deben" and d.shops[0].value == 12
    d = printed_district("P>5 + G>w1 + CG>S?")
    assert d.id == "P>5+G>W1+CG>S?" and [s.kind for s in d.shops] == ["deben", "wheat", "choice"]
    assert printed_district("M>S:Ra").shops[0].statue == "Ra"
    assert is_printed("P>5") and not is_printed("D09") and not is_printed(None)


@pytest.mark.parametrize(
    "text, en",
    [
        ("", "is not a district tile"),
        ("P>5+P>5+P>5+P>5", "1 to 3 shops"),
        ("X>5", "is not a shop printed"),
        ("M>S:Zeus", "is not a shop printed"),
        ("M>0", "is not a shop printed"),
        ("MA>3", "is not a shop printed"),
        ("P>5" * 20, "is not a district tile"),
    ],
)
def test_a_text_that_is_no_tile_is_refused_in_both_languages(text, en):
    with pytest.raises(InvalidState) as info:
        printed_district(text)
    assert en in info.value.message("en") and "FE.district.choose" in info.value.message("en")
    ko = info.value.message("ko")
    assert "FE.district.choose" in ko and "구역 타일" in ko and "(는)" not in ko


def test_printed_tiles_score_and_go_through_the_notation():
    """FE.score.normal-shops, FE.score.statues, FE.supply.reward: a printed tile scores as a kit tile."""
    s = edit.empty(players=2)
    s = edit.set_district(s, 0, 1, "MCPG>12")
    s = edit.set_goods(s, 0, 1, 1, "MCPG")
    s = edit.set_district(s, 0, 2, "CC>S:Ra+P>5")
    s = edit.set_goods(s, 0, 2, 1, "CC")
    s = edit.set_district(s, 1, 1, "CC>S:Ra+P>5")  # the same tile twice in a box: both can lie in cities
    check_state(s)
    comp = load_components()
    assert s.score()[0].parts["normal shops"] == 12
    assert s.score()[0].parts["god statues"] == comp.statue_deben[1]
    text = edit.text(s)
    assert "city 1:MCPG>12[MCPG] 2:CC>S:Ra+P>5[CC]" in text
    back = edit.from_text(text)
    assert edit.text(back) == text and back.score()[0].total == s.score()[0].total
    assert sorted(back.dstack + [d for d in back.row if d]) == sorted(comp.districts)  # kit tiles all kept


def test_a_shop_of_a_printed_tile_takes_only_what_it_shows():
    """FE.supply.shown-only, refused in both languages with the position unchanged."""
    s = edit.set_district(edit.empty(players=2), 0, 1, "MP>7")
    with pytest.raises(BilingualError) as info:
        edit.set_goods(s, 0, 1, 1, "GG")
    assert "FE.supply.shown-only" in info.value.message("ko")
    assert s.goods[0] == {}


def test_printed_tiles_are_not_put_in_the_row():
    s = edit.empty(players=2)
    with pytest.raises(InvalidState):
        edit.set_position(s, row=["P>5", None, None, None])
    with pytest.raises(BilingualError):
        edit.from_text(edit.text(s).replace("row D01", "row P>5"))


def test_a_bad_printed_tile_in_a_typed_position_is_refused():
    s = edit.set_district(edit.empty(players=2), 0, 1, "P>5")
    with pytest.raises(BilingualError) as info:
        edit.from_text(edit.text(s).replace("1:P>5[]", "1:Q>5[]"))
    assert "FE.district.choose" in info.value.message("en")


SHOP = st.builds(lambda needs, reward: f"{needs}>{reward}",
                 st.text("MCPG", min_size=1, max_size=4),
                 st.sampled_from(["1", "5", "12", "W1", "S?", "S:Ra", "1/C", "T:MCG"]))


@settings(max_examples=60, deadline=None)
@given(st.lists(SHOP, min_size=1, max_size=3))
def test_any_printed_tile_reads_back_the_same(shops):
    """The ID is canonical: reading it again gives the same tile."""
    d = printed_district("+".join(shops))
    again = printed_district(d.id)
    assert again == d and len(d.shops) == len(shops)
