"""One whole turn of Fertility played by clicks on the board picture (for the widget and browser tests).

P1 clicks a personal valley tile, turns it and clicks two cells (step 1), buys a district tile for
lot 1 paying a marble (step 2), supplies grapes to the new shop (step 3) and takes a public valley
tile, which ends the turn.
"""

PLAYERS = 3
SEED = 5
OPTIONS: dict = {}
CLICKS: list = [
    ("hand", "MG"),
    ("button", "turn"),
    (3, 6),
    (4, 6),
    ("row", 4),
    ("lot", 1),
    ("beside", "M"),
    ("beside", "G"),
    ("shop", 1, 1),
    ("public", "MC"),
]
TURN_ACTIONS: list[str] = ["place G@3,6 M@4,6", "buy 4 M", "supply G 1.1", "take MC"]
