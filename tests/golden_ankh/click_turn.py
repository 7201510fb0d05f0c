"""One whole Golden Ankh turn played by clicks on the board picture (for the widget and browser tests).

P1 opens the game: three tokens from the supply (토큰 가져오기: two blue and one ankh token), then
the End turn button (차례 마치기).
"""

PLAYERS = 2
SEED = 1
OPTIONS: dict = {}

CLICKS = [
    ("supply", "B"),
    ("supply", "A"),
    ("supply", "B"),
    ("button", "end"),
]

TURN_ACTIONS = ["take B B A", "end"]
