"""Phase 3 (face-down tiles) and phase 4 (the auction): TC-EG-05 to TC-EG-08."""
from __future__ import annotations

from eg_helpers import legal_text, play, refused

from rulekit import elfengold as eg

THREE = "- | P1@Elvenhold | P2@Elvenhold | P3@Elvenhold"


def auction(text=THREE, **kw):
    return eg.position(text, phase="auction", **kw)


# ---------------------------------------------------------------- phase 3

def test_draw_two_tiles_keep_one_secret():
    """EG.draw.two-tiles, EG.draw.one-secret: two tiles drawn, one kept face down, the other shown."""
    s = eg.new_game(players=3, seed=4)
    assert s.current_player == 0 and len(s.drawn) == 2
    pool = len(s.pool)
    a, b = s.drawn[0], s.drawn[1]
    refused(s, f"secret {next(k for k in 'PECUTDGBXLS' if k not in s.drawn)}", "EG.draw.one-secret")
    s2 = s.apply(f"secret {a}")
    assert sorted(s2.supply[0]) == sorted(a.lower() + b.upper())
    assert s2.current_player == 1 and len(s2.drawn) == 2 and len(s2.pool) == pool - 2
    # everyone in turn from the start player, then the auction
    s3 = s2.apply(f"secret {s2.drawn[0]}")
    s3 = s3.apply(f"secret {s3.drawn[0]}")
    assert s3.phase == "auction" and all(len(t) == 2 for t in s3.supply)


def test_pool_empty_draws_what_is_left():
    """EG.gap.pool-empty: with too few tiles, draw what is left (then nothing)."""
    s = eg.position(THREE, phase="plan")
    s = s._copy()
    # leave 3 tiles in the pool; the rest sit face up in player 3's supply (no one holds more than
    # 3 face-down tiles)
    s.supply = s.with_item(s.supply, 2, s.pool[3:])
    s.pool = s.pool[:3]
    s._begin_tiles()
    s._settle()
    s.validate()
    assert len(s.drawn) == 2 and s.current_player == 0
    s = s.apply(f"secret {s.drawn[0]}")
    assert len(s.drawn) == 1 and s.current_player == 1
    s = s.apply(f"secret {s.drawn}")
    assert s.supply[1] == s.supply[1].lower()              # a lone tile is kept face down
    # player 3 finds the pool empty and is skipped; the auction has no tiles either
    assert s.phase == "plan"


# ---------------------------------------------------------------- phase 4

def test_tc_eg_05_lot_size_five_players():
    """TC-EG-05: EG.auction.lot-size — 5 players, 10 tiles."""
    s = auction("- | P1@Elvenhold | P2@Elvenhold | P3@Elvenhold | P4@Elvenhold | P5@Elvenhold")
    assert len(s.lot) == 10
    assert len(auction().lot) == 6


def test_tc_eg_06_pass_and_rejoin():
    """TC-EG-06: EG.auction.bid, EG.auction.pass-final, EG.auction.winner, EG.auction.rejoin,
    EG.gap.auction-opener."""
    s = auction()
    tile = s.lot[0]
    assert s.current_player == 0                            # the start player opens
    s = play(s, "bid 1", "bid 2", "pass")                   # A 1, B 2, C passes
    assert s.current_player == 0
    refused(s, "bid 2", "EG.auction.bid")                   # a bid must raise the price
    s = s.apply("pass")                                     # A passes: B wins
    assert s.gold == (12, 10, 12)                           # B pays 2
    assert tile in s.supply[1] and s.lot and s.current_player == 0
    # the next tile: A and C may bid again
    s = s.apply("bid 1")
    assert s.current_player == 1
    s = play(s, "pass", "bid 3")
    assert s.high == 3 and s.high_bidder == 2


def test_pass_is_final_for_the_tile():
    """EG.auction.pass-final: a player who passed is skipped until the tile is sold."""
    s = auction()
    s = play(s, "pass", "bid 1")                             # A passes, B bids
    assert s.current_player == 2
    s = s.apply("bid 2")                                    # C raises; A is skipped, B speaks
    assert s.current_player == 1
    s = s.apply("pass")                                     # C wins without A speaking again
    assert s.gold[2] == 10


def test_winner_pays_the_bank_and_may_win_any_number():
    """EG.gap.auction-payment, EG.auction.any-number, EG.auction.each-tile, EG.gap.auction-order."""
    s = auction()
    lot = s.lot
    bank = s.bank
    for i in range(3):
        assert s.lot == lot[i:]                             # row order, one tile at a time
        s = play(s, "bid 1", "pass", "pass")
    assert s.gold[0] == 9 and s.bank == bank + 3
    assert sorted(s.supply[0]) == sorted(lot[:3])           # face up in front of the winner


def test_bid_cap():
    """EG.gap.bid-cap: no bid above the largest gold holding + 1."""
    s = auction("- | P1@Elvenhold gold=7 | P2@Elvenhold gold=20 | P3@Elvenhold gold=3")
    assert eg.bid_cap(s) == 21
    assert legal_text(s)[-1] == "bid 21"
    refused(s, "bid 22", "EG.gap.bid-cap")
    refused(s, "bid 0", "EG.auction.bid")


def test_tc_eg_07_overbid():
    """TC-EG-07: EG.auction.overbid-penalty, EG.auction.reauction, EG.gap.auction-cannot-pay."""
    s = auction("- | P1@Elvenhold | P2@Elvenhold gold=3 | P3@Elvenhold")
    tile, bank = s.lot[0], s.bank
    s = play(s, "pass", "bid 5", "pass")                     # B bids 5 with 3 gold; A, C passed
    assert s.gold[1] == 0 and s.bank == bank + 3            # B's 3 gold go to the bank
    assert s.supply[1] == "" and s.lot[0] == tile           # no tile: the same tile again
    assert s.excluded == 0b010 and s.current_player == 0    # without B; the start player opens
    s = play(s, "bid 1")
    assert s.current_player == 2                            # B is skipped
    s = s.apply("pass")
    assert tile in s.supply[0] and s.excluded == 0          # sold: B may bid on the next tile


def test_cannot_pay_start_player_excluded_and_everyone_excluded():
    """EG.gap.auction-cannot-pay: the next player opens when the start player is out; all out means unsold."""
    s = auction("- | P1@Elvenhold gold=0 | P2@Elvenhold gold=0")
    tile, pool = s.lot[0], len(s.pool)
    assert len(s.lot) == 4
    s = play(s, "bid 1", "pass")                            # A cannot pay
    assert s.gold == (0, 0) and s.current_player == 1 and s.lot[0] == tile
    s = play(s, "bid 1")                                    # B alone: wins at once, cannot pay either
    assert len(s.lot) == 3 and s.excluded == 0
    assert len(s.pool) == pool + 1                          # every player out: treated as unsold


def test_tc_eg_08_no_bids():
    """TC-EG-08: EG.auction.no-bid, EG.gap.no-bid-shuffle — unsold tile back to the pool, the row shrinks."""
    s = auction()
    lot, pool = s.lot, s.pool
    s = play(s, "pass", "pass", "pass")
    assert s.lot == lot[1:] and len(s.lot) == 5             # no replacement drawn
    assert sorted(s.pool) == sorted(pool + lot[0])
    assert s.current_player == 0                            # the start player opens the next tile


def test_auction_ends_with_planning():
    s = auction("- | P1@Elvenhold | P2@Elvenhold")
    s = play(s, *["pass", "pass"] * 4)
    assert s.phase == "plan" and s.current_player == s.start
