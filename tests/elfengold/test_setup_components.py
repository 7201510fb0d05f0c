"""Setup and component data: TC-EG-01, the map, the data checks and the setup options."""
from __future__ import annotations

import json
from importlib import resources

import pytest

import rulekit
from rulekit import elfengold as eg
from rulekit.elfengold.components import (
    DataError,
    check_components,
    components,
    load_board,
    parse_board,
)
from rulekit.sim import play

BOARD = load_board()


def _text(name: str) -> str:
    return resources.files("rulekit").joinpath("data", "elfengold", name).read_text(encoding="utf-8")


def test_tc_eg_01_setup_four_players():
    """TC-EG-01: EG.setup.deal, EG.setup.display, EG.setup.starting-gold, EG.setup.tile-pool,
    EG.setup.town-values."""
    s = eg.new_game(players=4, seed=11)
    assert [len(h) for h in s.hands] == [5, 5, 5, 5]                  # EG.setup.deal
    assert s.gold == (12, 12, 12, 12)                                  # EG.setup.starting-gold: 5+5+1+1
    assert len(s.display) == 3                                         # EG.setup.display
    # 63 - 20 dealt + 7 gold - 3 shown
    assert len(s.deck) == 47
    # phase 3 of round 1 has begun: the start player has drawn 2 of the 48 face-down tiles
    assert len(s.pool) + len(s.drawn) == 48                            # EG.setup.tile-pool
    assert s.values[BOARD.town("Al'Baran").index] == 7                 # EG.setup.town-values
    assert s.values[BOARD.capital] == 0 and BOARD.towns[BOARD.capital].name == "Elvenhold"


def test_setup_card_deck_and_gold_cards():
    """EG.setup.card-deck: 9 of each of 7 kinds; EG.setup.gold-cards: 7 gold cards shuffled in after
    the deal."""
    s = eg.new_game(players=3, seed=5)
    everything = "".join(s.hands) + s.deck + s.display
    for k in "PECUTDR":
        assert everything.count(k) == 9
    assert everything.count("G") == 7
    assert "W" not in everything                                       # wizards only in EG.variant.wizards
    assert not any("G" in h for h in s.hands)                          # gold cards join after the deal
    # across many seeds no dealt hand ever holds a gold card, while the display sometimes shows one
    shown = 0
    for seed in range(60):
        g = eg.new_game(players=6, seed=seed)
        assert not any("G" in h for h in g.hands)
        shown += "G" in g.display
    assert shown > 0                                                   # EG.gap.display-setup: text order


def test_published_display_option_never_shows_gold_first():
    """EG.gap.display-setup option: the display is turned up before the gold cards are shuffled in."""
    for seed in range(60):
        g = eg.new_game(players=6, seed=seed, published_display=True)
        assert "G" not in g.display
        assert len(g.display) == 3 and g.deck.count("G") == 7


def test_tile_pool_counts_and_face_down():
    """EG.setup.tile-pool (48 tiles of table 2.3), EG.setup.tiles-face-down (shuffled by the seed)."""
    counts = {k: e["count"] for k, e in components()["tiles"].items()}
    assert counts == {"D": 4, "C": 4, "U": 5, "E": 8, "T": 8, "P": 9, "G": 2, "B": 2, "X": 2, "L": 2, "S": 2}
    assert sum(counts.values()) == 48
    a, b = eg.new_game(players=2, seed=1), eg.new_game(players=2, seed=2)
    assert sorted(a.pool + a.drawn) == sorted(b.pool + b.drawn)
    assert a.pool + a.drawn != b.pool + b.drawn
    # EG.base.no-personal-obstacle: only the pool's 2 logs and 2 sea monsters exist; nobody starts with tiles
    assert a.supply == ("", "") and (a.pool + a.drawn).count("L") == 2


def test_coins_and_bank():
    """EG.setup.bank: one bank holds the rest of the 300 gold (65 coins); EG.gap.bank-unlimited."""
    comp = components()
    assert sum(int(v) * n for v, n in comp["coins"].items()) == 300
    assert sum(comp["coins"].values()) == 65
    s = eg.new_game(players=5, seed=3)
    assert s.bank == 300 - 5 * 12


def test_start_player_and_clockwise():
    """EG.setup.start-player (seat 0 is the oldest), EG.setup.clockwise, EG.round.first-round."""
    s = eg.new_game(players=4, seed=8)
    assert s.start == 0 and s.current_player == 0
    assert s.order() == (0, 1, 2, 3)
    assert s.round == 1 and s.phase == "tiles"                         # phases 1 and 2 are skipped
    s = s.apply(s.legal_actions()[0])
    assert s.current_player == 1


def test_round_cards():
    """EG.setup.round-cards / EG.round.count: rounds 1..6, round 1 on top, and the game ends after the
    sixth."""
    end, moves = play("elfengold", 2, "greedy", seed=1)
    s = eg.new_game(players=2, seed=1)
    seen = [s.round]
    for _, action in moves:
        s = s.apply(action)
        if s.round != seen[-1]:
            seen.append(s.round)
    assert seen == [1, 2, 3, 4, 5, 6] and s == end and end.is_over


def test_base_setup_boots_and_markers():
    """EG.base.setup: every boot starts in Elvenhold, no markers taken."""
    s = eg.new_game(players=6, seed=4)
    assert set(s.boots) == {BOARD.capital}
    assert all(s.towns(p) == 0 for p in range(6))


def test_base_map_counts():
    """EG.base.map: 21 towns, 48 roads, two roads may join the same towns."""
    assert len(BOARD.towns) == 21 and len(BOARD.roads) == 48
    kinds = [r.kind for r in BOARD.roads]
    assert {k: kinds.count(k) for k in set(kinds)} == {"forest": 12, "plains": 8, "mountain": 8, "river": 7,
                                                       "desert": 7, "lake": 6}
    virst, jxara = BOARD.town("Virst").index, BOARD.town("Ixara").index
    assert sorted(r.kind for r in BOARD.roads if {r.a, r.b} == {virst, jxara}) == ["plains", "river"]
    assert sum(t.value for t in BOARD.towns) == 79


def test_town_names_and_aliases():
    """EG.gap.town-names: the rulebook's spellings are shown; the board data's old ones and typos are read."""
    assert BOARD.town("Usselen").name == "Ussenlen"
    assert BOARD.town("Lapphalya").name == "Lapphalia"
    assert BOARD.town("Jxara").name == "Ixara"
    assert BOARD.town("albaran").name == "Al'Baran"
    assert BOARD.town("Elfenhold").name == "Elvenhold"
    assert eg.parse_action("carpet Jxara").town == "Ixara"
    assert str(eg.parse_action("carpet lapphalya")) == "carpet Lapphalia"
    with pytest.raises(KeyError):
        BOARD.town("Atlantis")


def test_cost_table():
    """EG.base.cost-table: the table of 2.7."""
    table = {"P": (1, 1, None, None), "E": (1, 1, None, 2), "C": (2, 2, None, 1), "U": (None, 1, 2, 1),
             "T": (1, 2, 2, 2), "D": (1, 2, 1, 1)}
    for k, row in table.items():
        assert tuple(BOARD.cost(k, t) for t in ("plains", "forest", "desert", "mountain")) == row
    assert BOARD.rafts == {"river_downstream": 1, "river_upstream": 2, "lake": 2}


def test_random_values_variant():
    """EG.variant.random-values, EG.gap.random-values: the 20 chips shuffled over the towns, Elvenhold
    none."""
    fixed = eg.new_game(players=3, seed=1).values
    shuffled = eg.new_game(players=3, seed=1, random_values=True).values
    assert sorted(shuffled) == sorted(fixed) and shuffled != fixed
    assert shuffled[BOARD.capital] == 0
    assert eg.new_game(players=3, seed=1, random_values=True).values == shuffled   # seeded


def test_wizard_variant_setup():
    """EG.variant.wizards, EG.gap.wizard-shuffle: the rulebook shuffles the 6 wizard cards into the 63
    before the deal, so hands may hold one; the option wizards_before_deal=False adds them after."""
    dealt = 0
    for seed in range(30):
        s = eg.new_game(players=6, seed=seed, wizards=True)
        assert sum(h.count("W") for h in s.hands) + (s.deck + s.display).count("W") == 6
        dealt += sum(h.count("W") for h in s.hands)
    assert dealt > 0
    for seed in range(30):
        s = eg.new_game(players=6, seed=seed, wizards=True, wizards_before_deal=False)
        assert not any("W" in h for h in s.hands)
        assert (s.deck + s.display).count("W") == 6


def test_destination_variant_setup():
    """EG.variant.destination: every player holds a secret destination town (never Elvenhold)."""
    s = eg.new_game(players=4, seed=2, destination=True)
    assert len(set(s.dest)) == 4 and BOARD.capital not in s.dest


def test_bad_options_are_refused():
    with pytest.raises(rulekit.OptionError, match="unknown option"):
        eg.new_game(players=3, seed=1, colour="red")
    with pytest.raises(rulekit.OptionError, match="players must be a whole number 2 to 6"):
        eg.new_game(players=7, seed=1)
    with pytest.raises(rulekit.OptionError, match="wizards must be True or False"):
        eg.new_game(players=3, seed=1, wizards="yes")


# ---------------------------------------------------------------- bad data files give clear errors

TOWNS, ROADS, TRANSPORT = _text("towns.csv"), _text("roads.csv"), _text("transport.csv")


def test_data_files_load():
    b = parse_board(TOWNS, ROADS, TRANSPORT, components()["town_chips"])
    assert len(b.roads) == 48 and b.road("r02").downstream_from == b.town("Beata").index


@pytest.mark.parametrize("towns, roads, transport, message", [
    (TOWNS.replace("Beata,0.9140", "Beata,1.9140"), ROADS, TRANSPORT,
     "towns.csv line 4 x: 1.914 must lie in 0..1"),
    (TOWNS.replace("Al'Baran,0.3746,0.4216,7", "Al'Baran,0.3746,0.4216,9"), ROADS, TRANSPORT,
     "do not match the chips"),
    (TOWNS, ROADS.replace("R25,Feodor,Al'Baran,desert", "R25,Feodor,Atlantis,desert"), TRANSPORT,
     "roads.csv line 26: unknown town 'Atlantis'"),
    (TOWNS, ROADS.replace("R25,Feodor,Al'Baran,desert", "R25,Feodor,Al'Baran,swamp"), TRANSPORT, "swamp"),
    (TOWNS, ROADS.replace("R02,Beata,Elvenhold,river,Beata,Elvenhold", "R02,Beata,Elvenhold,river,,"),
     TRANSPORT, "a river needs downstream_from"),
    (TOWNS, ROADS.replace("R03,", "R02,", 1), TRANSPORT, "repeated"),
    (TOWNS, "\n".join(ln for ln in ROADS.splitlines() if "Kihromah" not in ln), TRANSPORT, "not connected"),
    (TOWNS, ROADS, TRANSPORT.replace("giant_pig,1,1,,", "giant_pig,1,x,,"), "transport.csv line 2 forest"),
    (TOWNS, ROADS, "\n".join(ln for ln in TRANSPORT.splitlines() if not ln.startswith("raft")),
     "no row for raft"),
    (TOWNS, ROADS, TRANSPORT.replace("transport,", "kind,"), "missing column(s) transport"),
])
def test_bad_data_gives_clear_error(towns, roads, transport, message):
    """EG.base.map / EG.base.cost-table: a bad data file names the file, the line and the problem."""
    with pytest.raises(DataError) as info:
        parse_board(towns, roads, transport, components()["town_chips"])
    assert message in str(info.value)


def test_bad_components_json():
    data = json.loads(_text("components.json"))
    data["coins"]["10"] = 14
    with pytest.raises(DataError, match="gold_total"):
        check_components(data)
    data = json.loads(_text("components.json"))
    data["tiles"]["Q"] = {"count": 1}
    with pytest.raises(DataError, match="tiles.Q"):
        check_components(data)
    data = json.loads(_text("components.json"))
    del data["hand_size"]
    with pytest.raises(DataError, match="hand_size"):
        check_components(data)


def test_rule_catalogue_has_every_id():
    from rulekit import rule_text, rule_title
    from rulekit.i18n import catalogue

    cat = catalogue("elfengold")
    assert len(cat) == 119
    for rid, entry in cat.items():
        assert all(entry[part][lang] for part in ("title", "text") for lang in ("en", "ko")), rid
    assert rule_title("EG.auction.no-bid", "ko") == "입찰 없음"
    assert "pool" in rule_text("EG.auction.no-bid")
