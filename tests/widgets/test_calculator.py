"""Scoring a real game at the table: each game's end position for 2 players copied into its
:class:`~widgets.editor.ScoreCalculator` as a player would (palette buttons, clicks on the board, typed
boxes), in at most 40 interactions, the totals and the winner shown at the top with nothing to press."""

from __future__ import annotations

from typing import Any

import ipywidgets as W
import pytest

import widgets
from rulekit import golden_ankh as ga
from rulekit.fertility.components import load_components
from widgets.el_dorado.editor import TERRAIN
from widgets.elfengold.editor import BOARD
from widgets.golden_ankh.editor import RULEBOOK_24

MOST = 40  # interactions to copy a 2-player end position


class Player:
    """Drives a calculator as a person does, counting each interaction (a button pressed, a click on the
    board, a box typed into); a tool already chosen is not pressed again."""

    def __init__(self, calc: widgets.ScoreCalculator) -> None:
        self.calc = calc
        self.count = 0

    def tool(self, group: str, value: Any) -> None:
        if self.calc.tool.get(group) != value:
            self.calc.palette_buttons[group][value].click()
            self.count += 1

    def seat(self, p: int) -> None:
        if self.calc.player != p:
            self.calc.player_buttons[p].click()
            self.count += 1

    def click(self, place: Any) -> None:
        before = self.calc.index
        self.calc.click_place(place)
        self.count += 1
        assert self.calc.index == before + 1, self.calc.message  # every click is one edit

    def type(self, box: W.Widget, value: Any) -> None:
        before = self.calc.index
        box.value = value
        self.count += 1
        assert self.calc.index == before + 1, self.calc.message


def top(calc: widgets.ScoreCalculator) -> str:
    """The first thing the calculator shows: its score panel (nothing pressed)."""
    assert calc.children[0] is calc.score_panel
    return calc.score_panel.value


def test_golden_ankh_rulebook_24_points_in_27_clicks():
    """GA.score.total: the rulebook's example, 12 tiles by clicks, gives 24 points."""
    calc = widgets.ScoreCalculator("golden_ankh", lang="ko")
    player = Player(calc)
    for tools, place in RULEBOOK_24:
        for group, value in tools.items():
            player.tool(group, value)
        player.click(place)
    assert player.count == 27 <= MOST
    assert calc.scores[0].total == 24
    panel = top(calc)
    assert panel.index("승자: P1") < panel.index("<table")  # the winner above the breakdown
    assert "P1 24" in panel


def test_golden_ankh_edits_keep_the_games_options():
    """An edit (click, typed text, panel box) rebuilds the position with the game's own options."""
    s = ga.new_game(2, seed=3, max_rounds=5, tokens_per_kind=6, upper_discount=True)
    calc = widgets.ScoreCalculator(s, lang="en")
    calc.choose(mode="put", colour="R", kind="J")
    assert calc.click_place(("ground", 0, 0)) is not None
    assert calc.state.options == s.options and calc.state.max_rounds == 5 and calc.state.per_kind == 6
    assert calc.apply_text(calc.text.replace("p1 layout RJ", "p1 layout RJ RS")), calc.message
    assert calc.state.options == s.options and calc.state.tiles_placed(0) == 2
    calc.token_boxes[1][0].value = 3
    assert calc.state.options == s.options and calc.state.hands[1][0] == 3


def test_golden_ankh_edits_keep_custom_components():
    """A game with its own components (here bonus markers) keeps them through an edit."""
    s = ga.new_game(2, seed=1, bonus_markers=[2] * 12)
    assert s.comp is not ga.new_game(2, seed=1).comp
    new = ga.set_position(s, current=1)
    assert new.comp is s.comp and new.current_player == 1
    calc = widgets.ScoreCalculator(s, lang="en")
    calc.choose(mode="put", colour="R", kind="J")
    assert calc.click_place(("ground", 0, 0)) is not None and calc.state.comp is s.comp


def fertility_end(calc: widgets.ScoreCalculator) -> Player:
    """A 2-player Fertility end position from a real box: tiles typed as printed, shops filled by clicks."""
    player = Player(calc)
    games = {
        0: {"monuments": [(0, 0), (0, 1), (1, 0)], "tiles": ["MCPG>12", "P>5+G>W1", "CC>S:Ra", "M>3"],
            "full": [(1, 1), (2, 1), (3, 1), (4, 1)], "wheat": 5},
        1: {"monuments": [(0, 2), (1, 1)], "tiles": ["GG>8", "MP>6+A>2"],
            "full": [(1, 1), (2, 1), (2, 2)], "wheat": 7},
    }
    for p, game in games.items():
        player.seat(p)
        player.tool("mode", "monument")
        for cell in game["monuments"]:
            player.click(cell)
        for tile in game["tiles"]:
            player.type(calc.printed_box, tile)
        player.tool("mode", "fill")
        for lot, n in game["full"]:
            player.click(("shop", lot, n))
        player.type(calc.wheat_boxes[p], game["wheat"])
    return player


# built in English in the deep tier; in the fast tier the Korean one is switched to English at the end
@pytest.mark.parametrize("lang", ["ko", pytest.param("en", marks=pytest.mark.deep)])
def test_fertility_end_position_from_printed_tiles_in_25_interactions(lang):
    """FE.score.normal-shops, FE.score.statues, FE.score.monuments, FE.score.wheat: the whole score."""
    calc = widgets.ScoreCalculator("fertility", lang=lang)
    player = fertility_end(calc)
    assert player.count == 25 <= MOST
    s = calc.state
    assert s.lots[0][:4] == ["MCPG>12", "P>5+G>W1", "CC>S:Ra", "M>3"]
    assert s.lots[1][:2] == ["GG>8", "MP>6+A>2"]
    assert s.goods[1][(2, 2)] == "M"  # a shop taking any resource gets the palette's
    comp = load_components()
    one = calc.scores[0].parts
    two = calc.scores[1].parts
    assert one["normal shops"] == 12 + 5 + 3 and two["normal shops"] == 8 + 6 + 2
    assert one["god statues"] == comp.statue_deben[1] and two["god statues"] == 0
    assert one["monuments"] == comp.monument_ranks[0] and two["monuments"] == comp.monument_ranks[1]
    assert one["wheat store"] == comp.wheat_track[5] and two["wheat store"] == comp.wheat_track[7]
    totals = [calc.scores[p].total for p in (0, 1)]
    winner = "P1" if totals[0] > totals[1] else "P2"
    panel = top(calc)
    verdict = f"승자: {winner}" if lang == "ko" else f"Winner: {winner}"
    assert verdict in panel and panel.index(verdict) < panel.index("<table")
    assert f"P1 {totals[0]} · P2 {totals[1]}" in panel
    assert "1:MCPG>12[MCPG]" in calc.text  # the notation keeps the printed tile
    notation = calc.text
    shown = [calc.fe_printed_label, calc.fe_kit_label, calc.fe_rows[0].children[1], calc.wheat_boxes[0]]
    assert all(w.layout.display != "none" for w in shown)  # the hands fold away, not the labels
    assert calc.hand_boxes[0][0].layout.display == "none"
    chip = calc.fe_chips[1][3].value  # the resource beside P2's counter: a word in Korean mode
    assert (">포도<" in chip) if lang == "ko" else (">G<" in chip)
    if lang == "ko":  # the same position in English: the verdict and the chip's letter
        calc.lang_buttons.value = "en"
        assert f"Winner: {winner}" in top(calc) and "승자" not in top(calc)
        assert ">G<" in calc.fe_chips[1][3].value and calc.text == notation


def test_a_printed_tile_that_is_no_tile_is_refused_in_both_languages():
    """FE.district.choose: the box keeps the text, the position stays, the reason is given."""
    calc = widgets.ScoreCalculator("fertility", lang="ko")
    before = calc.state
    calc.printed_box.value = "MX>5"
    assert calc.state is before and calc.printed_box.value == "MX>5"
    assert "FE.district.choose" in calc.message and "구역 타일의 상점이 아닙니다" in calc.message
    calc.lang_buttons.value = "en"
    calc.printed_box.value = "P>5+P>5+P>5+P>5"
    assert calc.state is before and "1 to 3 shops" in calc.message
    assert not calc.bugs


def test_el_dorado_end_position_in_at_most_40_clicks_with_the_winner_on_top():
    """ED.end.two-player-arrival, ED.gap.tie-break: both of P1's pieces in El Dorado, P2 one; blockades."""
    calc = widgets.ScoreCalculator("el_dorado", lang="ko")
    player = Player(calc)
    goal = next(h for h, t in calc.state.course.terrain.items() if TERRAIN[t].kind in ("end", "eldorado"))
    player.click(goal)
    player.tool("piece", 1)
    player.click(goal)
    player.seat(1)
    player.tool("piece", 0)
    player.click(goal)
    player.tool("mode", "blockade")
    player.click("b0")
    player.click("b1")
    assert player.count == 9 <= MOST
    panel = top(calc)
    assert "승자: P1" in panel and panel.index("승자: P1") < panel.index("<table")
    assert "끝난 국면으로" in panel and "아직 끝나지" not in panel
    assert calc.advanced.selected_index is None  # market, rounds, notation: folded away
    assert "market" not in calc.palette_buttons["mode"]


def test_elfengold_end_position_in_at_most_40_interactions_with_the_winner_on_top():
    """EG.end.most-towns, EG.end.tie-gold: towns by clicks, gold typed; a tie on towns goes to gold."""
    calc = widgets.ScoreCalculator("elfengold", lang="en")
    player = Player(calc)
    towns = [t.name for t in BOARD.towns[1:]]
    for name in towns[:9]:
        player.click(name)
    player.type(calc.gold_boxes[0], 7)
    player.seat(1)
    for name in towns[5:14]:
        player.click(name)
    player.type(calc.gold_boxes[1], 15)
    assert player.count == 21 <= MOST
    t = calc.state.score()
    assert t[0].total == t[1].total
    panel = top(calc)
    assert "Winner: P2" in panel and panel.index("Winner: P2") < panel.index("<table")
    assert "EG.end.tie-gold" in panel and "Scored as an end position" in panel
    row = calc.player_rows[0].children
    assert row[1].layout.display != "none" and row[2] is calc.gold_boxes[0]  # the gold, labelled
    assert row[4].layout.display == "none"  # the cards in hand fold away


@pytest.mark.parametrize("game", ["fertility", "golden_ankh", "el_dorado", "elfengold"])
def test_switching_the_language_edits_nothing(game):
    """Relabelling the boxes is not a user's change: the position and the undo list stay as they were."""
    calc = widgets.ScoreCalculator(game, lang="ko")
    text = calc.text
    calc.lang_buttons.value = "en"
    calc.lang_buttons.value = "ko"
    assert calc.index == 0 and calc.text == text


def test_each_game_s_more_fold_names_what_it_holds_in_its_own_words():
    """The calculator's closed "More" fold names what the game folds there; El Dorado says 턴, its
    rulebook's word for a turn, where the others say 차례 or name no turn."""
    titles = {}
    for game in ("golden_ankh", "el_dorado", "fertility", "elfengold"):
        titles[game] = widgets.ScoreCalculator(game, lang="ko").advanced.get_title(0)
    assert "턴" in titles["el_dorado"] and "차례" not in titles["el_dorado"]
    assert "차례" in titles["golden_ankh"] and "타일 더미" in titles["golden_ankh"]
    assert "차례" not in titles["elfengold"] and "페이즈" in titles["elfengold"]
    assert all(t.startswith("더 보기: 국면 표기") for t in titles.values())


def test_elfengold_calculator_rows_show_the_gold_and_fold_the_whole_card_part():
    calc = widgets.ScoreCalculator("elfengold")
    for row in calc.player_rows:
        shown = [w for w in row.children if w.layout.display != "none"]
        assert len(shown) == 3 and shown[2] in calc.gold_boxes  # who, "gold", the gold box


def test_a_district_tile_clicked_onto_the_printed_city_board_shop_is_refused_by_what_it_is():
    """The city board's printed shop is no lot: the refusal says where district tiles go
    (FE.district.no-free-lot), not that a lot 0 does not exist, and the position is unchanged."""
    calc = widgets.ScoreCalculator("fertility", lang="ko")
    calc.choose(mode="district")
    before = calc.state.to_json()
    calc.click_place(("lot", 0))
    assert calc.state.to_json() == before
    assert "도시판 상점은 도시판에 그려져 있습니다" in calc.message and "0번" not in calc.message
