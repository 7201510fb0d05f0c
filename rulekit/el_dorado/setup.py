"""Setup (준비): the course, random blockades, the market, starting decks, hands and start spaces."""
from __future__ import annotations

from collections.abc import Sequence

from ..checks import check_bool, check_int, check_players, check_seed, check_unknown
from ..core import OptionError
from ..rng import Rng
from .components import BLOCKADES, CARDS, HAND_SIZE, MARKET_KINDS, STACK_SIZE, STARTING_DECK
from .state import ElDoradoState
from .turn import draw_cards

MAX_ROUNDS = 10**6      # the simulator's round limit: far above any game (ED.gap.sim-round-limit)


def start_market() -> tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]:
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
             random_start: bool = False, blockades: Sequence[str] | None = None,
             **unknown: object) -> ElDoradoState:
    """A new game, set up as the rulebook says.

    Every argument is checked: a bad one raises :class:`rulekit.OptionError` naming it, in English and
    Korean.

    >>> s = new_game(players=4, seed=1)
    >>> [len(h) for h in s.hands], s.pieces
    ([4, 4, 4, 4], [('B6',), ('B7',), ('B8',), ('B9',)])
    >>> new_game(players=2, random_start="no")
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: random_start must be True or False, not 'no' (str)
    """
    from . import OPTIONS, PLAYERS, TITLE
    from .components import course as get_course

    check_unknown(unknown, OPTIONS)
    players = check_players(players, PLAYERS, TITLE)
    seed = check_seed(seed)
    chosen = get_course(course)
    if max_rounds is not None:
        check_int(max_rounds, "max_rounds", 1, MAX_ROUNDS)
    check_bool(random_start, "random_start")
    rng = Rng(seed)
    s = ElDoradoState(players, chosen.id, seed, rng)
    s.max_rounds = max_rounds
    seams = len(chosen.seams)
    if blockades is None:
        s.blockades = tuple(rng.sample(sorted(BLOCKADES), seams))   # the rest stay in the box
    else:
        pieces = tuple(blockades) if isinstance(blockades, list | tuple) else ()
        if (len(pieces) != seams or len(set(pieces)) != seams
                or any(not isinstance(b, str) or b not in BLOCKADES for b in pieces)):
            names = ", ".join(sorted(BLOCKADES))
            raise OptionError(f"blockades must be a list of {seams} different pieces of {names}, "
                              f"not {repr(blockades)[:60]}",
                              f"blockades는 {names} 중 서로 다른 봉쇄 {seams}개의 목록이어야 합니다. "
                              f"받은 값: {repr(blockades)[:60]}", field="blockades")
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
