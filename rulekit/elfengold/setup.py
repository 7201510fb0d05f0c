"""Setup (rulebook: 준비): town values, tile pool, cards, gold, boots, start player."""
from __future__ import annotations

from typing import cast

from ..checks import check_options, check_players, check_seed
from ..rng import Rng
from .components import components, load_board
from .state import ElfengoldState, Options

BOARD = load_board()

OPTIONS: dict[str, tuple] = {
    "random_values": (False, "place the town gold-value chips at random (EG.variant.random-values)"),
    "wizards": (False, "add the 6 elf wizard cards: obstacle help and magic carpet (EG.variant.wizards)"),
    # The rulebook shuffles the wizards into the 63 before dealing; False gives the spec's
    # after-the-deal reading (EG.gap.wizard-shuffle).
    "wizards_before_deal": (True, "shuffle the wizard cards into the 63 before the deal, as the rulebook "
                                  "says; False adds them after the deal (EG.gap.wizard-shuffle)"),
    "destination": (False, "secret destination towns, minus a point per road still to go "
                            "(EG.variant.destination)"),
    "published_display": (False, "turn up the 3 display cards before the gold cards are shuffled in "
                                  "(EG.gap.display-setup)"),
    "blind_draw": (False, "a normal pick may also take the deck's top card (EG.gap.deck-draw)"),
    "hand_limit": (0, "cards kept at the round end; 0 = no limit (EG.base.hand-limit; Elfenland: 4)"),
    "hidden_gold": (False, "gold holdings are shown only to their owner (EG.gap.gold-visibility)"),
    "rounds": (6, "number of rounds (EG.round.count); fewer for short lessons"),
}
# the whole numbers each int option takes
OPTION_RANGES: dict[str, tuple[int, int]] = {"rounds": (1, 6), "hand_limit": (0, 99)}


def new_game(players: int = 3, seed: int | None = None, **options: object) -> ElfengoldState:
    """A new game for 2-6 players, at the start of round 1 (phase 3: rounds skip phases 1-2 at first).

    Every argument is checked: a bad one raises :class:`rulekit.OptionError` naming it, in English and
    Korean (options of the right type, ``rounds`` 1 to 6, ``hand_limit`` 0 to 99).

    >>> s = new_game(players=4, seed=7)
    >>> [len(h) for h in s.hands], s.gold, len(s.display), len(s.deck)
    ([5, 5, 5, 5], (12, 12, 12, 12), 3, 47)
    >>> s.phase, s.decision
    ('tiles', 'secret')
    >>> new_game(players=3, rounds=7)
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: rounds must be a whole number 1 to 6, not 7
    """
    from . import PLAYERS, TITLE

    players = check_players(players, PLAYERS, TITLE)
    seed = check_seed(seed)
    check_options(options, OPTIONS, OPTION_RANGES)
    opts = cast(Options, {k: options.get(k, d) for k, (d, _) in OPTIONS.items()})
    comp = components()
    rng = Rng(seed)
    s = object.__new__(ElfengoldState)
    n = s.num_players = players
    s.opts = opts
    s.seed = seed

    # EG.setup.town-values / EG.variant.random-values (EG.gap.random-values)
    values = [t.value for t in BOARD.towns]
    if opts["random_values"]:
        chips = rng.shuffled([v for v in values if v])
        values = [0 if i == BOARD.capital else chips.pop() for i in range(len(values))]
    s.values = tuple(values)

    # EG.setup.tile-pool, EG.setup.tiles-face-down
    s.pool = "".join(rng.shuffled("".join(k * e["count"] for k, e in comp["tiles"].items())))

    # EG.setup.card-deck, EG.setup.deal, EG.setup.gold-cards, EG.setup.display
    cards = "".join(k * e["count"] for k, e in comp["cards"].items())
    wizards = "W" * comp["wizard_cards"] if opts["wizards"] else ""
    if opts["wizards_before_deal"]:
        cards, wizards = cards + wizards, ""
    deck = rng.shuffled(cards)
    hands = []
    for _ in range(n):
        hands.append("".join(sorted(deck[-comp["hand_size"]:])))
        del deck[-comp["hand_size"]:]
    s.hands = tuple(hands)
    display = ""
    if opts["published_display"]:
        display, deck = "".join(deck[-comp["display_size"]:]), deck[:-comp["display_size"]]
    deck = rng.shuffled(deck + list("G" * comp["gold_cards"] + wizards))
    if not opts["published_display"]:
        display, deck = "".join(deck[-comp["display_size"]:]), deck[:-comp["display_size"]]
    s.display = "".join(sorted(display))
    s.deck = "".join(deck)
    s.discard = ""
    s.gold_pile = 0

    # EG.setup.starting-gold, EG.setup.bank (EG.gap.bank-unlimited)
    s.gold = (comp["starting_gold"],) * n
    s.bank = comp["gold_total"] - comp["starting_gold"] * n

    # EG.base.setup: boots in Elvenhold, no markers taken; EG.variant.destination
    s.boots = (BOARD.capital,) * n
    s.markers = (0,) * n
    s.dest = tuple(rng.sample([t.index for t in BOARD.towns if t.index != BOARD.capital], n)) \
        if opts["destination"] else ()
    s.supply = ("",) * n
    s.roads = ("",) * len(BOARD.roads)

    # EG.setup.start-player (seat 0 is the oldest player), EG.round.first-round
    s.round, s.start, s.current_player, s.turn = 1, 0, 0, 0
    s.phase, s.stage = "tiles", "travel"
    s.queue, s.picks, s.gold_choice, s.drawn = (), (), False, ""
    s.lot, s.high, s.high_bidder, s.passed, s.excluded = "", 0, -1, 0, 0
    s.plan_passes, s.moved, s.trip_gold = 0, False, 0
    s.rng = rng.state
    s._begin_tiles()
    s._settle()
    return s
