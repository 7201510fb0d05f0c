"""The search bot ``mcts``: registration, budgets, reproducibility, winning moves and the hint API."""
from __future__ import annotations

import pytest

import rulekit
from rulekit import OptionError, sim
from rulekit import el_dorado as ed
from rulekit import elfengold as eg
from rulekit import fertility as fe
from rulekit import golden_ankh as ga
from rulekit.bots import Candidate, MCTSBot, Suggestion, bot_names, make_bot, suggest
from rulekit.bots import mcts as mcts_module
from rulekit.bots.knowledge import knowledge
from rulekit.rng import Rng

GAMES = ["golden_ankh", "el_dorado", "fertility", "elfengold"]


# --------------------------------------------------------------------------- registration and budgets


@pytest.mark.parametrize("game", GAMES)
def test_make_bot_and_sim_run_with_mcts(game):
    bot = make_bot("mcts", game)
    assert isinstance(bot, MCTSBot) and bot.name == "mcts"
    assert bot.iterations == knowledge(game).iterations and bot.seconds is None
    recs = sim.run(game, 2, players=2, bots=["mcts:iterations=20", "greedy"], seed=3, max_actions=40,
                   rotate=True)
    assert [r.bots for r in recs] == [("mcts:iterations=20", "greedy"), ("greedy", "mcts:iterations=20")]
    assert all(r.actions == 40 or r.finished for r in recs)
    # Every action the bot chose is legal: replaying through the checked apply accepts them all.
    state, moves = sim.play(game, 2, ["mcts:iterations=20", "random"], seed=4, max_actions=30)
    final = rulekit.replay(game, 4, [a for _, a in moves], players=2, **sim.sim_options(game))[-1]
    assert final == state


def test_spec_strings_and_options():
    bot = make_bot("mcts:iterations=200,seconds=0.5,c=0.7", "fertility")
    assert (bot.iterations, bot.seconds, bot.exploration) == (200, 0.5, 0.7)
    assert bot.name == "mcts:iterations=200,seconds=0.5,c=0.7"
    assert make_bot("mcts", "fertility", seconds=2).iterations is None
    assert make_bot("mcts", "fertility", seconds=2).name == "mcts:seconds=2"
    with pytest.raises(OptionError) as info:
        make_bot("mcts:depth=3", "fertility")
    assert info.value.field == "depth" and "탐색 봇" in info.value.message("ko")
    with pytest.raises(OptionError):
        make_bot("mcts:iterations=many", "fertility")
    with pytest.raises(OptionError):
        MCTSBot("fertility", iterations=0)
    with pytest.raises(TypeError):
        make_bot("greedy", "fertility", iterations=3)
    assert "mcts" not in bot_names("fertility") and bot_names("fertility", search=True)[-1] == "mcts"


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_same_choices(game):
    module = rulekit.load(game)
    state, moves = sim.play(game, 2, "greedy", seed=8, max_actions=12)
    state = module.new_game(players=2, seed=8, **sim.sim_options(game))
    for _, action in moves:      # every position of a short greedy game where there is a choice
        if len(state.legal_actions()) > 1:
            view = state.view(state.current_player)
            first = MCTSBot(game, iterations=60).choose(view, Rng(5))
            again = MCTSBot(game, iterations=60).choose(view, Rng(5))
            assert first == again and first in state.legal_actions()
        state = state._advance(action)
    # Whole games too: the same seeds give the same records.
    kwargs = dict(players=2, bots=["mcts:iterations=15", "greedy"], seed=11, max_actions=30)
    assert sim.run(game, 2, **kwargs) == sim.run(game, 2, **kwargs)


def test_forced_move_is_taken_without_search(monkeypatch):
    state = next(x for x in _states(ga.new_game(players=2, seed=1)) if len(x.legal_actions()) == 1)
    calls = []
    monkeypatch.setattr(MCTSBot, "_search", lambda *a, **k: calls.append(1))
    assert MCTSBot("golden_ankh", iterations=100).choose(state, Rng(1)) == state.legal_actions()[0]
    assert calls == []


def _states(state, n=200):
    rng = Rng(2)
    for _ in range(n):
        if state.is_over:
            return
        yield state
        state = state._advance(rng.choice(state.legal_actions()))


def test_budgets_iterations_and_seconds():
    s = fe.new_game(players=2, seed=5)
    root, evaluations, _ = MCTSBot("fertility", iterations=150)._search(s, Rng(1))
    assert evaluations >= 150 and sum(ch.visits for ch in root.children.values()) >= 1
    small = suggest(s, iterations=40, seconds=None)
    large = suggest(s, iterations=400, seconds=None)
    assert 40 <= small.iterations < large.iterations
    timed = suggest(s, iterations=None, seconds=0.2)
    assert timed.iterations > 0 and timed.seconds < 2.0


def test_the_search_beats_greedy_in_a_short_match():
    # Fertility: the score is live, so a short match already tells the searcher from one-ply greedy.
    recs = sim.run("fertility", 6, players=2, bots=["mcts:iterations=150", "greedy"], seed=21, rotate=True)
    wins = sum(1.0 / len(r.winners) for r in recs if any(r.bots[w].startswith("mcts") for w in r.winners))
    assert wins >= 4


# --------------------------------------------------------------------------- winning moves


def test_golden_ankh_buys_the_tile_that_completes_a_bonus_group():
    s = ga.setup(2, seed=1, layouts={0: "GJ GS GF GD", 1: "RJ BS"}, tokens={0: "B W K G R", 1: "B W"},
                 market="RJ G2 BS WF KD RS", current_player=0)
    assert not s.bonus[0]
    for seed in (0, 1):
        sug = suggest(s, iterations=400, seconds=None, seed=seed)
        after = s.apply(sug.action)
        assert isinstance(sug.action, ga.Buy)
        assert [k for k, _ in after.bonus[0]] == ["colour:green"]     # five green tiles in one group
        assert sug.candidates[0].score_gain == after.score()[0].total - s.score()[0].total > 0


def test_el_dorado_moves_into_el_dorado():
    s = ed.from_position("players=2 blockades=BJ1*1,BJ2*1,BR1*1,BR2*1 pieces=K0+ED,B7+B9 hand1=Sa,Ex,Ex,Tr")
    for seed in (0, 1):
        sug = suggest(s, iterations=200, seconds=None, seed=seed)
        assert s.apply(sug.action).pieces[0] == ("ED", "ED")
        assert sug.candidates[0].score_gain is None       # El Dorado's score orders the finish, no points
        assert sug.candidates[0].win_rate > 0.9


def test_fertility_quarry_takes_the_monument_majority():
    s = fe.parse_position("players 2\nboard\n.m...1\n~wPC.2\nstart -\np1 hand GP; monuments 3\n"
                          "p2 hand CC; monuments 3").apply("place G@0,1 P@0,2")
    assert s.phase == "quarry"
    for seed in (0, 1):
        sug = suggest(s, iterations=200, seconds=None, seed=seed)
        assert str(sug.action) == "quarry 0,0 monument"
        scores = fe.score(s.apply(sug.action))
        assert scores[0].parts["monuments"] == 15 and scores[1].parts["monuments"] == 7


def test_elfengold_journey_visits_the_last_town():
    board = eg.load_board()
    seen = ",".join(t.name for t in board.towns if t.name not in ("Rivinia", "Elvenhold"))
    s = eg.position(f"R12:U | P1@Lapphalya hand=UUU towns={seen} | P2@Elvenhold hand=UU", round=3)
    assert s.towns(0) == 19
    for seed in (0, 1):
        sug = suggest(s, iterations=200, seconds=None, seed=seed)
        assert s.apply(sug.action).towns(0) == 20
        assert str(sug.candidates[-1].action) == "stop"     # ending the journey is the worst idea


def test_elfengold_trip_plan_pays_cards_obstacles_and_rafts():
    from rulekit.bots.elfengold import best_trip

    # EG.base.pay-matching: a unicorn road then an elfcycle road, one card each (forest)
    s = eg.position("R07:U R30:E | P1@Elvenhold hand=UE | P2@Beata hand=PP")
    value, towns, gold, steps = best_trip(s, 0)
    assert (towns, [ri for ri, _ in steps]) == (2, [6, 29])
    board = eg.load_board()
    assert gold == s.values[board.town("Erg'Eren").index] + s.values[board.town("Tichih").index]
    # EG.travel.obstacle-cost: a log asks one card more, which this hand lacks
    assert best_trip(eg.position("R07:U R30:EL | P1@Elvenhold hand=UE | P2@Beata hand=PP"), 0)[1] == 1
    # EG.base.rafts: a waterway is paid in rafts (R06 to Rivinia: 1 raft from Elvenhold), no tile needed
    assert best_trip(eg.position("- | P1@Elvenhold hand=R | P2@Beata hand=PP"), 0)[1] == 1
    assert best_trip(eg.position("- | P1@Elvenhold hand=UE | P2@Beata hand=PP"), 0)[1] == 0


def test_elfengold_plans_the_tile_that_opens_a_trip():
    # Phase 5: the unicorn on R07 lets the hand reach Erg'Eren and on over the elfcycle road to Tichih.
    s = eg.position("R30:E | P1@Elvenhold hand=UE tiles=U | P2@Beata hand=PP", phase="plan")
    for seed in (0, 1):
        sug = suggest(s, iterations=300, seconds=None, seed=seed)
        assert str(sug.action) == "place U R07"
        assert sug.candidates[0].win_rate > sug.candidates[1].win_rate


def test_default_budget_is_smaller_where_positions_cost_more_to_value():
    # Elfengold's phase 5 values every tile's trips: its default budget is its decision_iterations'.
    s = eg.position("R30:E | P1@Elvenhold hand=UE tiles=UT | P2@Beata hand=PP", phase="plan")
    place = knowledge("elfengold").decision_iterations["place"]
    _, evaluations, _ = MCTSBot("elfengold")._search(s, Rng(1))
    assert place <= evaluations < knowledge("elfengold").iterations
    _, evaluations, _ = MCTSBot("elfengold", iterations=700)._search(s, Rng(1))   # a given budget holds
    assert evaluations >= 700


# --------------------------------------------------------------------------- the hint API


def test_suggest_contract():
    s = ga.new_game(players=2, seed=4)
    sug = suggest(s, iterations=300, seconds=None, seed=2)
    assert isinstance(sug, Suggestion)
    assert any(sug.action is a for a in s.legal_actions())       # an object of state.legal_actions()
    assert 1 <= len(sug.candidates) <= 5 and sug.candidates[0].action is sug.action
    assert all(isinstance(c, Candidate) and 0.0 <= c.win_rate <= 1.0 and c.visits >= 1
               for c in sug.candidates)
    assert [c.visits for c in sug.candidates] == sorted((c.visits for c in sug.candidates), reverse=True)
    assert sug.iterations >= 300 and sug.player == s.current_player
    assert all(any(c.action is a for a in s.legal_actions()) for c in sug.candidates)
    en, ko = sug.reason("en"), sug.reason("ko")
    assert f"{sug.iterations:,}" in en and str(sug.action) in en and "%" in en
    assert f"{sug.iterations:,}번 시뮬레이션했습니다" in ko and "승률 약" in ko and str(sug.action) in ko
    rulekit.set_language("ko")
    assert sug.reason() == ko
    # the same seed and budget: the same suggestion
    again = suggest(s, iterations=300, seconds=None, seed=2)
    assert [(str(c.action), c.visits) for c in again.candidates] == [(str(c.action), c.visits)
                                                                       for c in sug.candidates]


def test_suggest_on_a_finished_game_and_with_one_legal_action():
    recs_state, _ = sim.play("fertility", 2, "greedy", seed=3)
    assert recs_state.is_over
    with pytest.raises(OptionError) as info:
        suggest(recs_state)
    assert "게임이 끝났습니다" in info.value.message("ko") and "over" in info.value.message("en")
    one = next(x for x in _states(ga.new_game(players=2, seed=1)) if len(x.legal_actions()) == 1)
    sug = suggest(one, seconds=0.5)
    assert sug.action is one.legal_actions()[0] or sug.action == one.legal_actions()[0]
    assert sug.only_action and sug.iterations == 0 and len(sug.candidates) == 1
    assert "only legal action" in sug.reason("en") and "하나뿐" in sug.reason("ko")
    assert 0 <= sug.candidates[0].win_rate <= 1


def test_suggest_sees_only_the_players_view():
    # Two El Dorado states that differ only in the opponent's hidden cards and everyone's draw order:
    # the search cannot tell them apart, so it recommends the same, with the same statistics.
    s = ed.new_game(players=2, seed=9)
    other = s._copy()
    pool = list(s.hands[1] + s.draws[1])
    pool.reverse()
    k = len(s.hands[1])
    other.hands[1], other.draws[1] = tuple(pool[:k]), tuple(pool[k:])
    other.draws[0] = tuple(reversed(s.draws[0]))
    assert other.hands[1] != s.hands[1] or other.draws[1] != s.draws[1]
    a = suggest(s, iterations=200, seconds=None, seed=1)
    b = suggest(other, iterations=200, seconds=None, seed=1)
    assert [(str(c.action), c.visits, c.win_rate) for c in a.candidates] == \
        [(str(c.action), c.visits, c.win_rate) for c in b.candidates]


def test_el_dorado_search_values_equal_greedys_evaluation():
    # The search's remembered deck terms give exactly the evaluation greedy uses.
    from rulekit.bots.el_dorado import evaluate, utilities

    state, moves = sim.play("el_dorado", 2, ["greedy", "racer"], seed=2, max_actions=150)
    s = ed.new_game(players=2, seed=2, **sim.sim_options("el_dorado"))
    for _, action in moves:
        assert utilities(s) == [evaluate(s, p) for p in range(2)]
        s = s._advance(action)


# --------------------------------------------------------------------------- the smallest and largest budgets


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("budget", [
    {"seconds": 1e-300}, {"iterations": 1}, {"iterations": 1, "expand": "all"},
    {"seconds": 1e-300, "horizon": 0, "determinizations": 1}])
def test_the_smallest_budget_always_returns_a_legal_action(game, budget):
    bot = MCTSBot(game, **budget)
    module = rulekit.load(game)
    positions = [s for s in _states(module.new_game(players=2, seed=6), 120) if len(s.legal_actions()) > 1]
    for state in positions[::6]:
        action = bot.choose(state.view(state.current_player), Rng(4))
        assert action in state.legal_actions()
    one = positions[0]
    sug = suggest(one, iterations=budget.get("iterations"), seconds=budget.get("seconds"))
    assert sug.action in one.legal_actions() and sug.iterations >= 1 and sug.candidates


def test_an_evaluation_budget_is_kept_whatever_the_time_allowed():
    s = fe.new_game(players=2, seed=5)
    _, evaluations, _ = MCTSBot("fertility", iterations=1, seconds=mcts_module.MAX_SECONDS)._search(s, Rng(1))
    width = len(s.legal_actions())
    assert 1 <= evaluations <= width        # one descent: the root's actions valued once each


@pytest.mark.parametrize(("option", "value"), [
    ("seconds", float("inf")), ("seconds", 1e9), ("seconds", 60.5), ("iterations", 10**12),
    ("iterations", 10**7 + 1), ("seconds", 1e-400), ("horizon", -1), ("scale", 0),
    ("exploration", float("nan")), ("iterations", 2.5), ("determinizations", -3), ("playout", "zzz"),
])
def test_budgets_above_the_ceiling_and_bad_options_are_refused_bilingually(option, value):
    with pytest.raises(OptionError) as info:
        MCTSBot("golden_ankh", **{option: value})
    assert info.value.field == option and info.value.ko != info.value.en
    if option in ("seconds", "iterations"):      # the hint takes the budgets
        with pytest.raises(OptionError):
            suggest(ga.new_game(players=2, seed=1), **{"seconds": None, "iterations": 5, option: value})
    spec = f"mcts:{option}={value}" if not isinstance(value, float) or value == value else "mcts:scale=nan"
    with pytest.raises(OptionError):
        sim.run("golden_ankh", 1, bots=spec)


def test_suggest_needs_a_state():
    for thing in (None, "take B W K", 5):
        with pytest.raises(OptionError) as info:
            suggest(thing, iterations=5, seconds=None)
        assert info.value.field in ("state", "name")
