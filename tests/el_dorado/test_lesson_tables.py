"""The tables the El Dorado lessons show: the card list, a deck growing over turns, the score table, the
misreadings; each in the language the kit is set to (a Korean lesson shows no English heading)."""
from __future__ import annotations

import re

import rulekit
import widgets
from rulekit import el_dorado as ed
from widgets import el_dorado as wed
from widgets import practice

HANGUL = re.compile("[\uac00-\ud7a3]")
LATIN = re.compile("[A-Za-z]")


def _all_korean(labels) -> bool:
    return all(HANGUL.search(str(h)) and not LATIN.search(str(h)) for h in labels)


def test_card_table_lists_every_card_and_the_starting_deck():
    table = wed.card_table()
    assert list(table.index) == list(ed.CARDS)
    assert table.loc["Tb", "card"] == "Trailblazer" and table.loc["Tb", "power"] == 3
    assert table.loc["Tb", "price"] == "3" and table.loc["Ex", "price"] == "-"
    deck = table["in the starting deck"]
    assert dict(deck[deck > 0]) == {"Ex": 3, "Tr": 4, "Sa": 1}
    assert table.loc["Cg", "power"] == "-"            # an action card has no power


def test_card_table_in_korean():
    rulekit.set_language("ko")
    table = wed.card_table()
    assert _all_korean(table.columns) and _all_korean([table.index.name])
    assert table.loc["Tb"].tolist()[:3] == ["개척자", "초록", "마체테"]
    assert table.loc["GM", "쓰면 게임에서 제거"] == "예"


def test_deck_growth_counts_the_cards_bought():
    table = wed.deck_growth(players=2, seed=4, rounds=4)
    assert list(table.index) == [1, 2, 3, 4]
    counts = table["cards owned"].tolist()
    assert counts == sorted(counts) and counts[-1] > 8       # racer buys: the deck only grows here
    assert all(" " in row for row in table["the deck"])
    rulekit.set_language("ko")
    korean = wed.deck_growth(players=2, seed=4, rounds=4)
    assert _all_korean(korean.columns) and _all_korean([korean.index.name])
    assert korean.iloc[:, 0].tolist() == counts
    assert not LATIN.search(" ".join(korean.iloc[:, 1]))    # card names in Korean


def test_score_table_in_korean():
    s = ed.from_position("players=3 blockades=BJ1*1,BJ2*2,BW1*2,BS1*2 pieces=ED,ED,B8 player=3 final "
                         "hand3=Ex")
    s = s.apply("end").apply("draw")
    assert s.is_over and s.winners() == [1]
    rulekit.set_language("ko")
    table = widgets.score_table(s)
    assert _all_korean(table.columns) and _all_korean([table.index.name])


def test_misreadings_table_in_both_languages():
    table = practice.misreadings_table("el_dorado").data
    assert len(table) >= 8 and table.iloc[0, 0].startswith("ED.")
    rulekit.set_language("ko")
    korean = practice.misreadings_table("el_dorado").data
    assert _all_korean(korean.columns)
    assert all(HANGUL.search(text) for text in korean.iloc[:, 1])
    html = practice.misreadings_table("el_dorado").to_html()
    assert korean.iloc[0, 3] in html                          # the rulebook's sentence whole, not cut short
