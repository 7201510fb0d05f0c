"""The El Dorado search bot: which decisions it searches and which it leaves to its planner bot."""
from __future__ import annotations

import dataclasses

from rulekit import el_dorado as ed
from rulekit import sim
from rulekit.bots import game_extras, make_bot
from rulekit.bots.el_dorado import racer_decides
from rulekit.rng import Rng


def test_purchases_discards_and_removals_are_the_planners():
    state, moves = sim.play("el_dorado", 2, "racer", seed=5, max_actions=160)
    s = ed.new_game(players=2, seed=5, **sim.sim_options("el_dorado"))
    bot, planner = make_bot("mcts", "el_dorado"), make_bot("planner", "el_dorado")
    kinds = set()
    for _, action in moves:
        if racer_decides(s) and len(s.legal_actions()) > 1:
            view = s.view(s.current_player)
            kinds.add("discard" if s.phase == "discard" else "trash" if s.pending_trash else "buy")
            assert bot.choose(view, Rng(1)) == planner.choose(view, Rng(2))
        s = s._advance(action)
    assert {"discard", "buy"} <= kinds


def test_moves_and_the_start_of_buying_are_searched():
    s = ed.new_game(players=2, seed=1)
    assert not racer_decides(s)
    assert any(isinstance(a, ed.Move) for a in s.legal_actions())
    assert racer_decides(s.apply("spend Tr"))                 # buying has begun: the planner picks the card
    assert not racer_decides(ed.new_game(players=2, seed=1).apply("Ex B22"))


def test_the_search_keeps_the_planners_move_unless_it_finds_a_clearly_better_one(monkeypatch):
    # The knowledge the bot reads: the game's bot extras' SEARCH (rulekit.bots.knowledge).
    extras = game_extras("el_dorado")
    known = extras.SEARCH
    margin = known.anchor[1]
    assert 0 < margin < 0.2
    planner = make_bot("planner", "el_dorado")
    state, moves = sim.play("el_dorado", 2, "racer", seed=3, max_actions=60)
    s = ed.new_game(players=2, seed=3, **sim.sim_options("el_dorado"))
    positions = []
    for _, action in moves:
        if not racer_decides(s) and len(s.legal_actions()) > 2:
            positions.append(s.view(s.current_player))
        s = s._advance(action)
    positions = positions[:6]
    assert len(positions) == 6
    # Margin 1: the planner's move always; a negative one: the most searched move always (which differs).
    monkeypatch.setattr(extras, "SEARCH", dataclasses.replace(known, anchor=("planner", 1.0)))
    bot = make_bot("mcts:iterations=80", "el_dorado")
    assert [bot.choose(v, Rng(4)) for v in positions] == [planner.choose(v, Rng(4)) for v in positions]
    monkeypatch.setattr(extras, "SEARCH", dataclasses.replace(known, anchor=("planner", -1.0)))
    searched = [make_bot("mcts:iterations=80", "el_dorado").choose(v, Rng(4)) for v in positions]
    assert searched != [planner.choose(v, Rng(4)) for v in positions]


def test_the_hint_recommends_what_the_bot_plays():
    # A purchase is the planner's (delegate) and a move may keep its choice (anchor): the hint says so.
    state, moves = sim.play("el_dorado", 2, "racer", seed=5, max_actions=80)
    s = ed.new_game(players=2, seed=5, **sim.sim_options("el_dorado"))
    kinds = set()
    for _, action in moves:
        if len(s.legal_actions()) > 2:
            view = s.view(s.current_player)
            bot = make_bot("mcts:iterations=60", "el_dorado")
            sug = bot.suggest(view, Rng(9))
            assert sug.action == make_bot("mcts:iterations=60", "el_dorado").choose(view, Rng(9))
            assert sug.candidates[0].action == sug.action
            if racer_decides(s):
                assert sug.rule_of_thumb == "planner" and "계획가 봇의 선택" in sug.reason("ko")
            kinds.add(sug.rule_of_thumb)
        s = s._advance(action)
    assert kinds == {None, "planner"}     # both searched and kept choices were seen
