"""Phase 4 — the auction.

The start player lays out 2 × players tiles (``state.lot``, EG.auction.lot-size) and puts
them up one at a time in row order (EG.gap.auction-order): ``state.lot[0]`` is on sale.
For every tile the start player speaks first; bids rise by whole gold up to the bid cap
(EG.gap.bid-cap); a pass is final for that tile (EG.auction.pass-final).  A winner who
cannot pay loses all gold and is left out of the re-auction of that tile
(EG.gap.auction-cannot-pay).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Referee, seat_name
from .actions import Bid, Pass

if TYPE_CHECKING:
    from .state import ElfengoldState

PASS = Pass()
BIDS = [Bid(n) for n in range(0, 400)]     # made once; _bids() adds more when the cap is higher


def _bids(lo: int, hi: int) -> list[Bid]:
    """The bids ``lo..hi``, each made once (every bid up to the cap is legal: EG.gap.bid-cap)."""
    if hi >= len(BIDS):
        BIDS.extend(Bid(n) for n in range(len(BIDS), hi + 1))
    return BIDS[lo:hi + 1]


def bid_cap(s: ElfengoldState) -> int:
    """No bid may exceed the largest gold holding of any player + 1 (EG.gap.bid-cap)."""
    return max(s.gold) + 1


def check(s: ElfengoldState, a: Bid | Pass, ref: Referee) -> None:
    if isinstance(a, Pass):
        ref.note("EG.auction.bid", "a player either raises the price or passes", "값을 올리거나 패스합니다")
        ref.note("EG.auction.pass-final", "after passing you may not bid again on this tile",
                 "패스하면 이 타일에는 더 이상 입찰할 수 없습니다")
        return
    p = s.current_player if a.bidder is None else a.bidder
    if p != s.current_player:
        who = seat_name(p)
        ref.require(p < s.num_players, "EG.auction.bid", f"a bidder must be a player of this game ({who})",
                    f"입찰자는 이 게임의 플레이어여야 합니다({who})")
        ref.require(not s.passed >> p & 1, "EG.auction.pass-final",
                    f"a player who passed on this tile may not bid on it again ({who})",
                    f"이 타일에 패스한 플레이어는 더 이상 입찰할 수 없습니다({who})")
        ref.require(not s.excluded >> p & 1, "EG.gap.auction-cannot-pay",
                    f"a player who could not pay for this tile is left out of its re-auction ({who})",
                    f"이 타일 값을 내지 못한 플레이어는 다시 붙인 경매에서 빠집니다({who})")
        ref.fail("EG.auction.bid", f"bidding goes clockwise: it is {seat_name(s.current_player)}'s turn",
                 f"입찰은 시계 방향으로 진행됩니다: 지금은 {seat_name(s.current_player)}의 차례입니다")
    ref.require(a.amount > s.high, "EG.auction.bid",
                f"a bid must raise the price above {s.high}", f"입찰은 현재 가격 {s.high}보다 높아야 합니다")
    ref.require(a.amount >= 1, "EG.gap.auction-opener", "bids are whole gold, at least 1",
                "입찰은 1골드 이상의 정수입니다")
    cap = bid_cap(s)
    ref.require(a.amount <= cap, "EG.gap.bid-cap",
                f"no bid may exceed the largest gold holding + 1 ({cap})",
                f"입찰은 가장 많은 금화 + 1({cap})을 넘을 수 없습니다")
    if a.amount > s.gold[p]:
        ref.note("EG.auction.overbid-penalty",
                 f"a bid may be more than your {s.gold[p]} gold; a winner who cannot pay "
                 "returns all their gold",
                 f"가진 금화({s.gold[p]}골드)보다 높게 불러도 됩니다. "
                 "낙찰받고 돈이 부족하면 금화를 모두 반납합니다")
    if any(t.isupper() for t in s.supply[p]):
        ref.note("EG.auction.any-number", "a player may win any number of tiles",
                 "한 플레이어는 몇 개의 타일이라도 구입할 수 있습니다")


def legal(s: ElfengoldState) -> list:
    return [PASS] + _bids(s.high + 1, bid_cap(s))


def _active(s: ElfengoldState) -> list[int]:
    out = s.passed | s.excluded
    return [p for p in range(s.num_players) if not out >> p & 1]


def _next_active(s: ElfengoldState, after: int) -> int:
    out = s.passed | s.excluded
    for i in range(1, s.num_players + 1):
        p = (after + i) % s.num_players
        if not out >> p & 1:
            return p
    return -1


def open_tile(s: ElfengoldState) -> None:
    """Put ``lot[0]`` on sale; the start player (or the next one not left out) speaks first."""
    while s.lot:
        s.high, s.high_bidder, s.passed = 0, -1, 0
        first = _next_active(s, s.start - 1)
        if first >= 0:
            s.current_player = first
            return
        # every player is left out of this tile: it is treated as unsold (EG.gap.auction-cannot-pay)
        _unsold(s)
    s.excluded = 0


def _unsold(s: ElfengoldState) -> None:
    """Unsold: back into the reshuffled pool, no replacement (EG.auction.no-bid, EG.gap.no-bid-shuffle)."""
    s.pool = s.shuffled_into(s.pool, s.lot[0])
    s.lot = s.lot[1:]
    s.excluded = 0


def perform(s: ElfengoldState, a: Bid | Pass) -> None:
    p = s.current_player
    if isinstance(a, Pass):
        s.passed |= 1 << p
    else:
        s.high, s.high_bidder = a.amount, p
    active = _active(s)
    if s.high_bidder >= 0 and active == [s.high_bidder]:
        _sell(s)
    elif s.high_bidder < 0 and not active:
        _unsold(s)
        open_tile(s)
    else:
        s.current_player = _next_active(s, p)


def _sell(s: ElfengoldState) -> None:
    w, price = s.high_bidder, s.high
    if s.gold[w] >= price:
        s.pay(w, -price)                              # the winner pays the bank (EG.gap.auction-payment)
        s.add_tiles(w, s.lot[0])                      # face up in front of the winner (EG.auction.winner)
        s.lot = s.lot[1:]
        s.excluded = 0                                # EG.auction.rejoin
    else:
        s.pay(w, -s.gold[w])                          # EG.auction.overbid-penalty
        s.excluded |= 1 << w                          # EG.auction.reauction without that player
    open_tile(s)
