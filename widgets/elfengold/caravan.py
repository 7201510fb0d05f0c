"""The caravan mode of the Elfengold board: paying a road with any cards, chosen one by one by clicks.

A caravan (EG.base.caravan) pays a land road with any 3 cards (4 past an obstacle).  On the picture it
is its own mode, so that it never clashes with a plain journey (a road, then the cards of its
transport, ``("hand", "U")``):

1. the road, then the **Caravan** button (or the button first): the caravan mode begins;
2. each click on a card of the hand puts one card of that kind on the caravan tray (the place
   ``("pay", "U", 0)`` is the first unicorn paid, ``("pay", "U", 1)`` the second ...), and a click on a
   card of the tray takes it back;
3. under the tray rulekit says whether the chosen cards pay for the road (the rule's own words when
   they do not), and the **Pay and go** button plays the caravan.

Which payments are legal is never decided here: the caravans come from ``state.legal_actions()`` and a
choice is judged by :func:`rulekit.explain`.

>>> from rulekit import elfengold as eg
>>> s = eg.position("R12:U | P1@Lapphalya hand=UUPE | P2@Elvenhold")
>>> pay_places("PUU")
(('pay', 'P', 0), ('pay', 'U', 0), ('pay', 'U', 1))
>>> c = choice_of(s, ["R12", CARAVAN, ("pay", "U", 0), ("pay", "P", 0)])
>>> c.road, c.cards, c.need
('R12', 'PU', 3)
>>> verdict(s, c)
(False, '× a caravan pays any 3 cards here\\n(EG.base.caravan)')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, TypeGuard

import rulekit
from rulekit import elfengold as eg
from rulekit.elfengold.state import ElfengoldState

from .words import caravan_text

CARAVAN = ("button", "caravan")          # begins (and, clicked again, ends) the caravan mode
CARAVAN_OK = ("button", "caravan-ok")    # plays the caravan the tray pays for
CARAVAN_UNPAID = ("button", "caravan-unpaid")  # the same button before the tray pays: no action takes it
PAY = "pay"


@dataclass(frozen=True)
class CaravanChoice:
    """What the clicks so far choose for a caravan: the road (None before it is clicked), the cards on
    the tray (sorted, as the notation writes them) and how many cards the road's caravans pay (None
    while unknown)."""

    road: str | None
    cards: str
    need: int | None

    def count(self, kind: str) -> int:
        """How many cards of ``kind`` lie on the tray."""
        return self.cards.count(kind)

    @property
    def action(self) -> Any:
        """The caravan these cards would be (legal or not), or None before the road is known."""
        return eg.Caravan(self.road, self.cards) if self.road else None


def pay_places(cards: str) -> tuple:
    """The tray places of a payment: the first, second ... card of each kind."""
    seen: Counter = Counter()
    places = []
    for k in sorted(cards):
        places.append((PAY, k, seen[k]))
        seen[k] += 1
    return tuple(places)


def is_pay(place: object) -> TypeGuard[tuple[str, str, int]]:
    """Whether ``place`` is a card on the caravan tray."""
    return isinstance(place, tuple) and len(place) == 3 and place[0] == PAY


def choice_of(state: ElfengoldState, picks: Iterable[Any]) -> CaravanChoice | None:
    """The caravan the marked places choose, or None when the caravan mode is off.

    The mode is on while the Caravan button is among the clicks, during a journey (phase 6).
    """
    picks = list(picks)
    if CARAVAN not in picks or state.is_over or state.decision != "travel":
        return None
    roads = [p for p in picks if isinstance(p, str) and p[:1] == "R" and p[1:].isdigit()]
    road = roads[0] if roads else None
    payments = [Counter(a.cards) for a in state.legal_actions()
                if isinstance(a, eg.Caravan) and (road is None or a.road == road)]
    paid = [p[1] for p in picks if is_pay(p)]
    # a card no legal caravan takes is a refused click shown beside the clicks (the last place): not
    # on the tray
    while paid and not any(_holds(pay, Counter(paid)) for pay in payments):
        paid.pop()
    sizes = {sum(pay.values()) for pay in payments}
    return CaravanChoice(road, "".join(sorted(paid)), sizes.pop() if len(sizes) == 1 else None)


def _holds(payment: Counter, cards: Counter) -> bool:
    return all(payment[k] >= n for k, n in cards.items())


def verdict(state: ElfengoldState, choice: CaravanChoice) -> tuple[bool, str]:
    """Whether the chosen cards pay for the road, and rulekit's words for it (○ or × and the rule).

    Nothing is said before a card is chosen; before the road is known, the learner is asked for it.
    """
    if choice.road is None:
        return False, caravan_text("click_road")
    if not choice.cards:
        return False, ""
    action = choice.action
    if state.is_legal(action):
        return True, caravan_text("pays", road=choice.road)
    failed = rulekit.explain(state, action)[-1]
    return False, f"× {failed.message()}\n({failed.rule})"
