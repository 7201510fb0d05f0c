"""Breaking blockades (봉쇄 돌파하기).

A blockade lies on a seam between two map elements (ED.blockade.location) and
closes it (ED.gap.blockade-closed).  It is broken like a space is entered
(ED.blockade.break): one card with its symbol and power (``Tb b1``, leftover power
may continue), N cards of any kind for a rubble blockade (``pay Ex+Tr b4``), or
the Native.  The breaker takes the token (ED.gap.blockade-token); it counts in
the tie-break.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Referee
from ..i18n import josa
from .components import BLOCKADES, BlockadePiece

if TYPE_CHECKING:
    from .state import ElDoradoState


def piece_on(s: ElDoradoState, slot: int) -> BlockadePiece:
    """The blockade piece lying on seam ``slot``."""
    return BLOCKADES[s.blockades[slot]]


def check_at_seam(s: ElDoradoState, pos: str, place: str, ref: Referee) -> int:
    """``place`` (``b<slot>``) is an unbroken blockade on a seam the piece touches; returns the slot."""
    n = len(s.course.seams)
    ok = len(place) >= 2 and place[1:].isdigit() and int(place[1:]) < n
    ref.require(ok, "ED.blockade.location",
                f"a blockade lies on one of this course's seams (b0–b{n - 1})",
                f"봉쇄는 이 경로의 연결부(b0–b{n - 1})에 있습니다")
    slot = int(place[1:])
    ref.require(s.broken[slot] < 0, "ED.blockade.break",
                f"blockade b{slot} must still lie on its seam (it is already broken)",
                f"봉쇄 b{josa(slot, '이')} 아직 연결부에 있어야 합니다 (이미 돌파됨)")
    ref.require(pos in s.course.seams[slot].hexes, "ED.gap.blockade-adjacent",
                f"the piece must stand on a space touching blockade b{slot}",
                f"말이 봉쇄 b{slot}에 맞닿은 칸에 있어야 합니다")
    return slot


def break_blockade(s: ElDoradoState, slot: int) -> None:
    """The current player takes the token; the seam is open to everyone from now on."""
    broken = list(s.broken)
    broken[slot] = s.current_player
    s.broken = tuple(broken)
