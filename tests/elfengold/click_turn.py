"""One whole turn of the first player of Elfengold, played by clicks on the board picture.

The game opens in phase 3 (뒤집어진 타일 받기): the start player has drawn two tiles and keeps one
face down; clicking that tile in the table's row is the whole turn (EG.draw.two-tiles,
EG.draw.one-secret), after which the next player draws.
"""
PLAYERS = 3
SEED = 2
OPTIONS: dict = {}
CLICKS: list = [("drawn", "T")]
TURN_ACTIONS: list[str] = ["secret T"]
