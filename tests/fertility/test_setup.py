"""Setup (spec 3.2), turn order (3.3) and TC-FE-00."""
import pytest

from rulekit import fertility as fe
from rulekit.fertility.board import CentralBoard
from rulekit.sim import play


@pytest.mark.parametrize("players, boards, taken, stack", [(2, 3, 24, 15), (3, 3, 35, 23), (4, 4, 46, 31)])
def test_tc_fe_00_setup(players, boards, taken, stack):
    # FE.setup.boards, FE.setup.valley-stack, FE.setup.personal-tiles, FE.setup.public-tiles, FE.setup.city,
    # FE.setup.districts, FE.setup.common-supply, FE.setup.monuments, FE.gap.setup-details
    s = fe.new_game(players=players, seed=5)
    assert len(s.board.boards) == boards and s.board.width == 5 * boards
    assert [len(h) for h in s.hands] == [3] * players and len(s.public) == 3
    assert len(s.stack) == stack and len(s.box) == 50 - taken
    assert len(s.stack) + len(s.public) + 3 * players == taken
    assert len(s.row) == 4 and len(s.dstack) == 36
    assert s.wheat == [0] * players
    assert s.supply == [20, 20, 20, 20] and s.beside == [[0] * 4] * players
    assert s.monuments == [4] * players and len(set(s.monument_kinds)) == players
    assert s.monument_kinds == ["obelisk", "pyramid", "sphinx", "temple"][:players]
    # personal tiles are dealt before the public tiles: the first tiles drawn are player 1's
    again = fe.new_game(players=players, seed=5)
    assert again.hands == s.hands and again.public == s.public
    s.validate()


def test_monument_kinds_option():
    # FE.setup.monuments: each player chooses a kind; all different
    s = fe.new_game(players=2, seed=1, monument_kinds=["sphinx", "temple"])
    assert s.monument_kinds == ["sphinx", "temple"]
    with pytest.raises(ValueError):
        fe.new_game(players=2, seed=1, monument_kinds=["sphinx", "sphinx"])


def test_board_layout_and_connectors():
    # FE.setup.board-layout, FE.setup.connectors, FE.gap.board-assembly: long sides vertical, side by side,
    # each band one whole valley board, possibly half-turned; random which boards and in what order
    comp = fe.load_components()
    seen_orders, turned = set(), False
    for seed in range(12):
        s = fe.new_game(players=3, seed=seed)
        rows = s.board.rows
        assert s.board.height > 5 and s.board.height == len(comp.boards[0].rows)
        for k, name in enumerate(s.board.boards):
            data = next(b for b in comp.boards if b.name == name.rstrip("'"))
            band = tuple(r[5 * k:5 * k + 5] for r in rows)
            assert band == (data.half_turned() if name.endswith("'") else data.rows)
            turned |= name.endswith("'")
        seen_orders.add(tuple(n.rstrip("'") for n in s.board.boards))
    assert len(seen_orders) > 3 and turned


def test_start_tile_closest_to_centre():
    # FE.setup.start-tile, FE.gap.board-assembly: the start symbol nearest the centre; the tile's 4 sites
    for seed in range(6):
        s = fe.new_game(players=3, seed=seed)
        block = s.start
        cells = [(block[0] + dr, block[1] + dc) for dr in (0, 1) for dc in (0, 1)]
        assert sorted(s.site[s.board.index(c)] for c in cells) == ["C", "G", "M", "P"]
        assert all(s.board.letter(c) == "s" for c in cells)
        cy, cx = s.board.height / 2, s.board.width / 2
        dist = [(r + 1 - cy) ** 2 + (c + 1 - cx) ** 2 for r, c in s.board.start_blocks()]
        assert (block[0] + 1 - cy) ** 2 + (block[1] + 1 - cx) ** 2 == min(dist)
        assert block[1] // 5 == 1                     # the middle valley board of three


def test_start_symbol_tie_is_either():
    # FE.setup.start-tile: two equally close start symbols: either may be chosen
    board = CentralBoard(["ss..ss", "ss..ss"])
    from rulekit.rng import Rng
    picks = {board.closest_start(Rng(seed)) for seed in range(20)}
    assert picks == {(0, 0), (0, 4)}


def test_first_player_and_steps():
    # FE.turn.first-player (seat 0 is the youngest), FE.turn.steps (step 1 first)
    s = fe.new_game(players=4, seed=2)
    assert s.current_player == 0 and s.turn == 0 and s.phase == "place"
    assert {a.kind for a in s.legal_actions()} == {"place"}


def test_score_sheet_only_at_the_end():
    # FE.setup.score-sheet, FE.end.scoring: the scores are written only when the game is over
    s = fe.new_game(players=2, seed=4)
    assert not s.is_over and s.winners() == []
    # an empty score sheet: every category of every player at 0 deben
    sheet = {p: (sc.total, set(sc.parts.values())) for p, sc in fe.score(s).items()}
    assert sheet == {0: (0, {0}), 1: (0, {0})}
    end, _ = play("fertility", 2, "random", seed=4)
    totals = {p: sc.total for p, sc in fe.score(end).items()}
    best = max(totals.values())
    assert end.is_over and best > 0 and end.winners() == [p for p, t in totals.items() if t == best]


def test_seedless_game_records_its_seed():
    s = fe.new_game(players=2)
    again = fe.new_game(players=2, seed=s.seed)
    assert again == s
