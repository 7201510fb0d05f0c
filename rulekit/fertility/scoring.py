"""Final scoring (최종 점수 계산) and the winner.

FE.score.order: normal shops, special shops, god statues, monuments, wheat store — the parts of
each :class:`~rulekit.core.Score`, in that order.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Score
from ..glossary import term
from .components import RESOURCES
from .shops import city_shops

if TYPE_CHECKING:
    from .state import FertilityState

PARTS = ("normal shops", "special shops", "god statues", "monuments", "wheat store")
#: The glossary's term for each part (rulekit/data/fertility/glossary.json): its Korean is the part's name.
PART_TERMS = {"normal shops": "normal-shop", "special shops": "special-shop", "god statues": "statue",
              "monuments": "monument", "wheat store": "wheat-store"}
PART_NAMES_KO = {part: term("fertility", PART_TERMS[part]).ko for part in PARTS}


def city_resources(state: FertilityState, player: int) -> dict[str, int]:
    """Pieces of each resource on the shops of a player's city (finished or not)."""
    counts = dict.fromkeys(RESOURCES, 0)
    for supplied in state.goods[player].values():
        for r in supplied:
            counts[r] += 1
    return counts


def statues(state: FertilityState, player: int) -> tuple[set[str], int]:
    """The shown statues of completed statue shops, and the number of statues of choice."""
    shown: set[str] = set()
    chosen = 0
    goods = state.goods[player]
    for lot, number, shop in city_shops(state, player):
        if len(goods.get((lot, number), "")) == len(shop.needs):
            if shop.kind == "statue":
                shown.add(shop.statue)
            elif shop.kind == "choice":
                chosen += 1
    return shown, chosen


def statue_kinds(state: FertilityState, player: int) -> int:
    """FE.score.statues / FE.gap.statue-choice: different kinds, each chosen statue a new kind if any."""
    shown, chosen = statues(state, player)
    return len(shown) + min(chosen, len(state.comp.statue_kinds) - len(shown))


def monuments_on_board(state: FertilityState) -> list[int]:
    counts = [0] * state.num_players
    for owner in state.quarry.values():
        if owner >= 0:
            counts[owner] += 1
    return counts


def monument_deben(counts: list[int], ranks: tuple[int, ...] = (15, 7)) -> list[int]:
    """FE.score.monuments, FE.score.monuments-ties, FE.score.monuments-none, FE.gap.monument-rank.

    >>> monument_deben([3, 3, 1, 0])
    [15, 15, 7, 0]
    >>> monument_deben([2, 1, 1]), monument_deben([2, 0]), monument_deben([1, 1])
    ([15, 7, 7], [15, 0], [15, 15])
    """
    levels = sorted({c for c in counts if c > 0}, reverse=True)
    return [ranks[levels.index(c)] if c > 0 and levels.index(c) < len(ranks) else 0 for c in counts]


def score(state: FertilityState) -> dict[int, Score]:
    """Every player's deben by the rulebook's five categories (valid at any time; final at the end)."""
    comp = state.comp
    mon = monument_deben(monuments_on_board(state), comp.monument_ranks)
    out = {}
    for p in range(state.num_players):
        goods = state.goods[p]
        counts = city_resources(state, p)
        normal = special = 0
        for lot, number, shop in city_shops(state, p):
            if len(goods.get((lot, number), "")) != len(shop.needs):
                continue  # FE.score.incomplete
            if shop.kind in ("deben", "any"):
                normal += shop.value  # FE.score.normal-shops (FE.gap.shop-kinds)
            elif shop.kind == "per":
                special += shop.value * counts[shop.resource]  # FE.score.special-shops, FE.gap.special-count
        parts = {
            "normal shops": normal,
            "special shops": special,
            "god statues": comp.statue_deben[statue_kinds(state, p)],
            "monuments": mon[p],
            "wheat store": comp.wheat_track[state.wheat[p]],  # FE.score.wheat
        }
        out[p] = Score.of(parts)
    return out


def leaders(state: FertilityState) -> tuple[list[int], str]:
    """Who wins if the game ends now, and the rule that decides it.

    FE.win.most-deben, then FE.win.fewer-resources (pieces on shops), then FE.win.shared; the rule
    is the last one needed (``"FE.win.most-deben"`` when one player has the most deben).

    >>> from rulekit import fertility as fe
    >>> s = fe.parse_position("players 2\\nboard\\n..\\nstart -\\np1 city 1:D09[P]\\n"
    ...                       "p2 city 1:D01[P] 2:D06[M]")
    >>> [sc.total for sc in fe.score(s).values()], leaders(s)
    ([5, 4], ([0], 'FE.win.most-deben'))
    """
    totals = {p: s.total for p, s in score(state).items()}
    best = max(totals.values())
    tied = [p for p, t in totals.items() if t == best]
    if len(tied) == 1:
        return tied, "FE.win.most-deben"
    pieces = {p: sum(city_resources(state, p).values()) for p in tied}
    fewest = min(pieces.values())
    tied = [p for p in tied if pieces[p] == fewest]
    return tied, "FE.win.fewer-resources" if len(tied) == 1 else "FE.win.shared"


def winners(state: FertilityState) -> list[int]:
    """FE.win.most-deben, then FE.win.fewer-resources (pieces on shops), then FE.win.shared."""
    if not state.is_over:
        return []
    return leaders(state)[0]


_SHOP_PART = {"deben": "normal shops", "any": "normal shops", "per": "special shops", "statue": "god statues",
              "choice": "god statues"}  # FE.gap.shop-kinds; wheat and trade shops score nothing at the end


def scored_places(state: FertilityState, player: int) -> dict[str, list]:
    """What earns a player's deben, by category: the completed shops as ``(lot, shop)`` and the
    monuments on the central board as cells (the wheat store is one place and is not listed).

    ``"god statues"`` are the completed statue shops; ``"incomplete"`` the shops holding some but not
    all of their resources, which earn nothing (FE.score.incomplete).

    >>> from rulekit import fertility as fe
    >>> s = fe.parse_position("players 2\\nboard\\n1.\\nstart -\\np1 city 1:D09[P] 2:D16[C] 3:D08[M]")
    >>> places = scored_places(s, 0)
    >>> places["normal shops"], places["god statues"], places["monuments"], places["incomplete"]
    ([(1, 1)], [(3, 1)], [(0, 0)], [(2, 1)])
    """
    out: dict[str, list] = {"normal shops": [], "special shops": [], "god statues": [], "monuments": [],
                            "incomplete": []}
    goods = state.goods[player]
    for lot, number, shop in city_shops(state, player):
        held = len(goods.get((lot, number), ""))
        if held != len(shop.needs):
            if held:
                out["incomplete"].append((lot, number))
            continue
        key = _SHOP_PART.get(shop.kind)
        if key:
            out[key].append((lot, number))
    out["monuments"] = sorted(state.board.coords[i] for i, owner in state.quarry.items() if owner == player)
    return out
