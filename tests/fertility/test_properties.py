"""Property tests over random legal play (hypothesis): conservation, refusals, saves, replay, fast path."""
from hypothesis import given, settings
from hypothesis import strategies as st

import rulekit
from rulekit import RuleViolation
from rulekit import fertility as fe
from rulekit.rng import Rng

GAMES = st.tuples(st.integers(0, 2**32), st.sampled_from([2, 3, 4]), st.booleans())

PROBES = ["buy 1 -", "buy 2 MW", "buy 4 WW lot 7", "supply M 1.1", "supply G 0.1", "supply W 1.1", "take MM",
          "take CP", "remove PG", "end", "gain M", "discard PG", "quarry 0,0 take M", "quarry 1,1 monument",
          "move C 1.1 0.1"]


def new(seed, players, variant):
    return fe.new_game(players=players, seed=seed, variant=variant and players == 2)


def probes(state, rng):
    """Some actions to try: fixed texts plus random placements of the player's tiles."""
    out = [fe.parse_action(t) for t in PROBES]
    b = state.board
    for _ in range(6):
        r, c = rng.randrange(b.height), rng.randrange(b.width)
        dr, dc = ((0, 1), (1, 0), (0, -1), (-1, 0), (1, 1))[rng.randrange(5)]
        x, y = rng.choice("MCPG"), rng.choice("MCPG")
        out.append(fe.place(x, (r, c), y, (r + dr, c + dc)))
    return out


@settings(max_examples=8, deadline=None)
@given(GAMES)
def test_random_play_keeps_every_invariant(game):
    seed, players, variant = game
    s = new(seed, players, variant)
    rng = Rng(seed)
    actions = []
    ply = 0
    while not s.is_over:
        before = s.to_dict()
        s.validate()                            # resources 80, tiles 50, districts 40, monuments
        assert sum(s.supply) + sum(map(sum, s.beside)) + sum(
            len(g) for goods in s.goods for g in goods.values()) == 80
        legal = s.legal_actions()
        assert legal, "a game that is not over always has a legal action"
        if ply % 5 == 0:
            for probe in probes(s, rng):
                if probe in legal:
                    continue
                try:
                    s.apply(probe)
                except RuleViolation as exc:
                    assert exc.rule.startswith("FE.") and s.to_dict() == before
                else:
                    assert s.is_legal(probe)                  # legal but not listed: a different wording
                assert s.to_dict() == before
        act = rng.choice(legal)
        nxt = s.apply(act)
        assert s.to_dict() == before                          # apply never changes the state it is given
        assert s._advance(act).to_dict() == nxt.to_dict()     # the fast path equals apply
        if ply % 10 == 0:
            text = nxt.to_json()
            back = fe.from_json(text)
            assert back == nxt and back.to_json() == text
            assert back.legal_actions() == nxt.legal_actions()   # derived board helpers rebuilt alike
        actions.append(str(act))
        s = nxt
        ply += 1
    assert s.winners() and set(s.winners()) <= set(range(players))
    replayed = rulekit.replay("fertility", seed, actions, players=players, variant=variant and players == 2)
    assert replayed[-1] == s and len(replayed) == len(actions) + 1


@settings(max_examples=10, deadline=None)
@given(GAMES)
def test_view_hides_face_down_order_only(game):
    seed, players, variant = game
    s = new(seed, players, variant)
    rng = Rng(seed + 1)
    for _ in range(rng.randrange(40)):
        s = s.apply(rng.choice(s.legal_actions()))
    v = s.view(s.current_player)
    assert sorted(v.stack + v.box) == sorted(s.stack + s.box) and len(v.stack) == len(s.stack)
    assert sorted(v.dstack) == sorted(s.dstack)
    assert v.hands == s.hands and v.public == s.public and v.site == s.site and v.goods == s.goods
    assert v.legal_actions() == s.legal_actions()
    v.validate()
    assert s.view(s.current_player).to_dict() == v.to_dict()  # the same view every time, state unchanged


def test_view_reshuffles():
    s = fe.new_game(players=3, seed=1)
    assert s.view(0).stack != s.stack or s.view(0).dstack != s.dstack


def test_random_games_terminate_with_winners():
    for seed in range(12):
        s = fe.new_game(players=2 + seed % 3, seed=seed)
        rng = Rng(seed)
        n = 0
        while not s.is_over:
            s = s.apply(rng.choice(s.legal_actions()))
            n += 1
            assert n < 2000
        assert s.winners()
        assert s.turn == 9 * s.num_players
