"""Positions shared by the Fertility tests (fragments F1-F3 of the spec's worked examples)."""
from rulekit import fertility as fe

F1 = """players 2
board
......
.m..w.
..PC..
..GM..
~~~~..
start 2,2
"""

F2 = """players 2
board
.m...
~wPC.
start -
"""

F3 = """players 2
board
......
...PC.
..PCCG
..GM..
start 2,2
"""


def position(board: str, *lines: str) -> fe.FertilityState:
    """A position from a board fragment and extra lines (players, public, row, p1 …)."""
    return fe.parse_position(board + "\n".join(lines))

