"""Setup (준비): the course, random blockades, the market, starting decks, hands and start spaces."""
from __future__ import annotations

from collections.abc import Sequence

from ..rng import Rng, fresh_seed
from .components import BLOCKADES, CARDS, HAND_SIZE, MARKET_KINDS, STACK_SIZE, STARTING_DECK
from .state import ElDoradoState
from .turn import draw_cards


def start_market() -> tuple[tuple[tuple[str, int] | None, ...], tuple[tuple[str, int], ...]]:
    """The 6 stacks with the market-setup symbol on the board, the other 12 in reserve (3 cards each)."""
    board = tuple((c, STACK_SIZE) for c in MARKET_KINDS if CARDS[c].start_market)
    reserve = tuple((c, STACK_SIZE) for c in MARKET_KINDS if not CARDS[c].start_market)
    return board, reserve


def start_spaces(num_players: int, start_player: int, starts: Sequence[str]) -> list[tuple[str, ...]]:
    """Start spaces by seat: the hat holder on 1, the others clockwise on 2, 3, 4.

    With 2 players the start player takes spaces 1 and 3, the other 2 and 4.
    """
    pieces: list[tuple[str, ...]] = [()] * num_players
    for k in range(num_players):
        p = (start_player + k) % num_players
        pieces[p] = (starts[k], starts[k + 2]) if num_players == 2 else (starts[k],)
    return pieces


def new_game(players: int = 2, seed: int | None = None, course: int | str = 0, max_rounds: int | None = None,
             random_start: bool = False, blockades: Sequence[str] | None = None) -> ElDoradoState:
    """A new game, set up as the rulebook says.

    >>> s = new_game(players=4, seed=1)
    >>> [len(h) for h in s.hands], s.pieces
    ([4, 4, 4, 4], [('B6',), ('B7',), ('B8',), ('B9',)])
    """
    from .components import course as get_course

    if not isinstance(players, int) or not 2 <= players <= 4:
        raise ValueError(f"El Dorado is for 2 to 4 players, not {players!r}")
    seed = fresh_seed() if seed is None else int(seed)
    chosen = get_course(course)
    rng = Rng(seed)
    s = ElDoradoState(players, chosen.id, seed, rng)
    if max_rounds is not None and (not isinstance(max_rounds, int) or max_rounds < 1):
        raise ValueError("max_rounds must be None or a positive whole number")
    s.max_rounds = max_rounds
    seams = len(chosen.seams)
    if blockades is None:
        s.blockades = tuple(rng.sample(sorted(BLOCKADES), seams))   # the rest stay in the box
    else:
        pieces = tuple(blockades)
        if len(pieces) != seams or len(set(pieces)) != seams or any(b not in BLOCKADES for b in pieces):
            raise ValueError(f"blockades must name {seams} different pieces of {sorted(BLOCKADES)}")
        s.blockades = pieces
    s.broken = (-1,) * seams
    s.market, s.reserve = start_market()
    for p in range(players):
        s.draws[p] = tuple(rng.shuffled(STARTING_DECK))
        draw_cards(s, p, HAND_SIZE)
    s.start_player = rng.randrange(players) if random_start else 0
    s.current_player = s.start_player
    s.pieces = start_spaces(players, s.start_player, chosen.start)
    return s


__all__ = ["new_game", "start_market", "start_spaces"]
