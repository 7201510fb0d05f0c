"""Which clicks can mean which move: questions the board picture asks the rules.

A player picks a hand card and a space (or a blockade) on the picture; what that asks for is the
rules' answer, not the picture's:

* :func:`paid_with_cards`: rubble and base camps (ED.move.rubble, ED.move.basecamp) and rubble
  blockades (ED.blockade.break) are entered by giving up a number of cards of any kind, not by
  playing one card's symbol (ED.move.match-symbol), so the picks there are a payment;
* :func:`piece_next_to`: which of the player's pieces stands beside a space or a blockade seam
  (ED.variant.two-player: two pieces each; ED.gap.blockade-adjacent);
* :func:`card_reach`: every space and blockade one hand card could take a piece to this turn
  (ED.move.leftover-power; a joker as each symbol it may be played as, ED.card.joker).

>>> from rulekit import el_dorado as ed
>>> s = ed.from_position("players=3 pieces=B6,B8,B9 hand1=Sc,Ex,Tr,Tr")
>>> paid_with_cards(s, "B22"), paid_with_cards(s, "C17")
(False, True)
>>> piece_next_to(s, "B22")
0
>>> sorted(card_reach(s, "Sc"))
['B21', 'B22', 'B23', 'B32', 'B4', 'B5']
"""
from __future__ import annotations

from collections.abc import Iterable

from .components import BLOCKADES, CARDS, ELDORADO, TERRAIN
from .movement import reachable
from .state import ElDoradoState

#: The symbols a card is played as to move; a joker is played as one of them (ED.card.joker).
MOVE_SYMBOLS = ("machete", "paddle", "coin")


def paid_with_cards(state: ElDoradoState, place: str) -> bool:
    """Whether entering ``place`` (a space label or a blockade ``b<slot>``) is paid with a number of cards.

    Rubble (ED.move.rubble), base camps (ED.move.basecamp) and rubble blockades (ED.blockade.break)
    are; every other space and blockade asks for one card of its symbol.  A place the course does not
    have is not.

    >>> from rulekit import el_dorado as ed
    >>> s = ed.from_position("players=2 blockades=BJ1,BJ2,BR1,BR2")
    >>> paid_with_cards(s, "b0"), paid_with_cards(s, "b2"), paid_with_cards(s, "b9")
    (False, True, False)
    """
    terrain = state.course.terrain
    if place in terrain:
        return TERRAIN[terrain[place]].counts_cards
    if not (place[:1] == "b" and place[1:].isdigit()):
        return False
    slot = int(place[1:])
    return slot < len(state.blockades) and BLOCKADES[state.blockades[slot]].counts_cards


def piece_next_to(state: ElDoradoState, place: str) -> int:
    """The first piece of the player to move that stands beside ``place`` (a space, or a blockade's seam).

    A piece in El Dorado stands beside nothing.  0 when no piece does (the move then names the first
    piece and the rules say why it is refused).

    >>> from rulekit import el_dorado as ed
    >>> s = ed.from_position("players=2 pieces=B7+B22,B8+B9")
    >>> piece_next_to(s, "B32"), piece_next_to(s, "B23"), piece_next_to(s, "K1")
    (1, 0, 0)
    """
    adjacent = state.course.adjacent
    slot = int(place[1:]) if place[:1] == "b" and place[1:].isdigit() else None
    for i, at in enumerate(state.pieces[state.current_player]):
        if at == ELDORADO or at not in adjacent:
            continue
        if place in adjacent[at] or (slot is not None and any(s == slot for s in adjacent[at].values())):
            return i
    return 0


def card_reach(state: ElDoradoState, card: str, declared: Iterable[str] = ()) -> set[str]:
    """Every space and blockade ``card`` in the hand of the player to move could reach this turn.

    Both pieces in a two-player game; a joker as each symbol in ``declared`` (the symbols the player
    chose for it), or as machete, paddle and coin when none is.  Empty outside the playing of cards,
    while buying, and for a card not in hand or with no symbol to move by (action cards).

    >>> from rulekit import el_dorado as ed
    >>> s = ed.from_position("players=3 pieces=B6,B8,B9 hand1=JT,Ex")
    >>> sorted(card_reach(s, "JT")), card_reach(s, "JT", ["paddle"])     # beside B6: jungle only
    (['B22', 'B5'], set())
    >>> card_reach(s, "Sc")
    set()
    """
    found: set[str] = set()
    if state.is_over or state.phase != "play" or state.buying:
        return found
    if card not in state.hands[state.current_player] or CARDS[card].symbol not in (*MOVE_SYMBOLS, "joker"):
        return found
    jokers: tuple[str | None, ...] = (None,)
    if CARDS[card].is_joker:
        jokers = tuple(d for d in declared if d in MOVE_SYMBOLS) or MOVE_SYMBOLS
    for piece in range(state.pieces_per_player):
        for joker in jokers:
            found |= reachable(state, card, joker, piece)
    return found


__all__ = ["MOVE_SYMBOLS", "card_reach", "paid_with_cards", "piece_next_to"]
