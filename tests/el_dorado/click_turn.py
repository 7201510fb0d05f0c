"""One whole turn of the first player played by clicks on the El Dorado board.

Player 1 holds Explorer, Traveler, Traveler and Sailor: the Explorer (machete 1) moves the piece onto
the jungle space B22, both Travelers are spent for buying (2 coins) and buy a Photographer from the
market, the played cards go to the discard pile ("end play"), the Sailor is discarded from the hand,
and four new cards are drawn, which ends the turn.
"""

from __future__ import annotations

PLAYERS = 3
SEED = 3
OPTIONS: dict = {}
CLICKS: list = [
    "hand:Ex",
    "B22",
    "hand:Tr",
    ("button", "spend"),
    "hand:Tr",
    ("button", "spend"),
    "market:Ph",
    ("button", "end"),
    "hand:Sa",
    ("button", "draw"),
]
TURN_ACTIONS: list[str] = ["Ex B22", "spend Tr", "spend Tr", "buy Ph", "end", "discard Sa", "draw"]
