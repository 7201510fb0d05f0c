"""Golden Ankh misreadings in a form the kit can evaluate (their texts: data/golden_ankh/misreadings.json).

Each entry of :data:`VARIANTS` gives a misreading the actions worth asking about (``candidates``),
the circumstance it is about (``applies``), built positions where it matters (``positions``), or
its own way of counting points (``score``).

>>> from rulekit.practice import select
>>> m = select("golden_ankh", ["mis.ga.diagonal-adjacent"])[0]
>>> s = next(iter(m.positions(1)))
>>> [str(a) for a in m.candidates(s) if m.judge(s, a) and not s.is_legal(a)][:1]
['buy 1 @ -1,-1']
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping

from .. import golden_ankh as ga
from ..core import Action
from ..golden_ankh.actions import Buy, Move, Refill, TakeTokens
from ..golden_ankh.adjacency import block, free_squares, ground_frontier, groups
from ..golden_ankh.components import Tile
from ..golden_ankh.state import GoldenAnkhState
from .catalogue import Variant

Cell = tuple[int, int]


def _orthogonal(cell: Cell) -> tuple[Cell, ...]:
    r, c = cell
    return ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))


def _diagonal(cell: Cell) -> tuple[Cell, ...]:
    r, c = cell
    return ((r - 1, c - 1), (r - 1, c + 1), (r + 1, c - 1), (r + 1, c + 1))


def _spaces(state: GoldenAnkhState) -> list[int]:
    """The market spaces (1-based) that hold a tile."""
    return [k for k, t in enumerate(state.market, start=1) if t is not None]


def _may_act(state: GoldenAnkhState) -> bool:
    return not state.is_over and not state.basic_done



COLOURS = "BWKGR"


def _recolour(layout: str, seed: int) -> str:
    """``layout`` with its tile colours turned round by ``seed`` (every colour has the same kinds of tile):
    the same shape of question, a position that looks different from one seed to the next.

    >>> _recolour("RJ . / . GS", 1), _recolour("RJ GS", 5)
    ('BJ . / . RS', 'RJ GS')
    """
    shift = seed % len(COLOURS)
    return " ".join(COLOURS[(COLOURS.index(t[0]) + shift) % len(COLOURS)] + t[1:]
                    if len(t) == 2 and t[0] in COLOURS else t for t in layout.split(" "))


def _setup(seed: int, k: int, layout: str, tokens: Mapping[int, str] | None = None) -> GoldenAnkhState:
    """A two-player position for P1 to play, with ``layout`` (recoloured by ``seed``) as P1's tiles."""
    return ga.setup(2, seed=seed + k, layouts={0: _recolour(layout, seed)}, current_player=0, tokens=tokens)

# ---- GA.place.adjacent: corner contact


def _corner_cells(state: GoldenAnkhState) -> list[Cell]:
    ground = state.ground[state.current_player]
    cells = {d for cell in ground for d in _diagonal(cell)}
    return sorted(c for c in cells if c not in ground and not any(n in ground for n in _orthogonal(c)))


def _corner_buys(state: GoldenAnkhState) -> Iterator[Buy]:
    if not _may_act(state) or not state.ground[state.current_player]:
        return
    for cell in _corner_cells(state):
        for space in _spaces(state):
            yield Buy(space, cell)


def _touches_corner(state: GoldenAnkhState, action: Action) -> bool:
    ground = state.ground[state.current_player]
    return (isinstance(action, Buy) and not action.upper
            and any(d in ground for d in _diagonal(action.cell)))


def _rich(state: GoldenAnkhState, player: int) -> GoldenAnkhState:
    """The same position with a hand able to pay for any market tile (two of each resource)."""
    letters = [state.comp.kind_letters[k] for k in range(len(state.supply)) if k != state.comp.ankh]
    return ga.with_tokens(state, player, " ".join(letters[:5]))


def _corner_positions(seed: int) -> Iterator[GoldenAnkhState]:
    for k, layout in enumerate(("RJ", "RJ GS", "RJ . / . GS", "GF WJ / . BS")):
        s = _setup(seed, k, layout)
        yield _rich(s, 0)


# ---- GA.place.upper-colour: an upper tile of any colour


def _upper_buys(state: GoldenAnkhState) -> Iterator[Buy]:
    if not _may_act(state):
        return
    p = state.current_player
    for corner in free_squares(state.ground[p], state.upper[p]):
        for space in _spaces(state):
            yield Buy(space, corner, upper=True)


def _square_positions(seed: int) -> Iterator[GoldenAnkhState]:
    for k, layout in enumerate(("RJ GS / GF WJ", "BJ BS / KF WJ", "RJ RS / RF RD")):
        s = _setup(seed, k, layout)
        yield _rich(s, 0)


# ---- GA.ankh.not-same-turn: an ankh taken this turn


def _extra_actions(state: GoldenAnkhState) -> Iterator[Action]:
    if state.is_over:
        return
    yield Refill("A")
    yield Refill("B")
    p = state.current_player
    ground = state.ground[p]
    for src in ground:
        if not state.covered(p, src):
            for dst in ground_frontier({c: t for c, t in ground.items() if c != src}):
                yield Move(src, dst)


def _ankh_taken_now(state: GoldenAnkhState, action: Action) -> bool:
    p = state.current_player
    return state.hands[p][state.comp.ankh] > 0 and state.ankh_budget == 0


def _ankh_positions(seed: int) -> Iterator[GoldenAnkhState]:
    for k, layout in enumerate(("RJ GS", "RJ GS / GF .")):
        s = _setup(seed, k, layout)
        s = s.apply("take A B W")  # the ankh is taken by this turn's basic action
        yield s


# ---- GA.ankh.move-ground-uncovered and GA.ankh.move-ground (no moving up)


def _covered_moves(state: GoldenAnkhState) -> Iterator[Move]:
    if state.is_over:
        return
    p = state.current_player
    ground = state.ground[p]
    for src in ground:
        if state.covered(p, src):
            rest = {c: t for c, t in ground.items() if c != src}
            for dst in sorted(ground_frontier(rest)):
                if dst != src:
                    yield Move(src, dst)


def _is_covered_move(state: GoldenAnkhState, action: Action) -> bool:
    return (isinstance(action, Move) and not action.src_upper
            and state.covered(state.current_player, action.src))


def _moves_up(state: GoldenAnkhState) -> Iterator[Move]:
    if state.is_over:
        return
    p = state.current_player
    ground, upper = state.ground[p], state.upper[p]
    for src in ground:
        if state.covered(p, src):
            continue
        for corner in free_squares(ground, upper):
            if src not in block(*corner):
                yield Move(src, corner, dst_upper=True)


def _is_move_up(state: GoldenAnkhState, action: Action) -> bool:
    return isinstance(action, Move) and not action.src_upper and action.dst_upper


def _fine_if_tiles_could_go_up(state: GoldenAnkhState, action: Action) -> bool | None:
    """The misreading's verdict: an extra action paid for, an uncovered tile, a free square left."""
    if not isinstance(action, Move):
        return None
    p = state.current_player
    ground = {c: t for c, t in state.ground[p].items() if c != action.src}
    paid = state.hands[p][state.comp.ankh] > 0 and state.ankh_budget > 0
    return (paid and action.src in state.ground[p] and not state.covered(p, action.src)
            and action.dst in free_squares(ground, state.upper[p]))


def _layer_positions(seed: int) -> Iterator[GoldenAnkhState]:
    for k, layout in enumerate(("RJ GS BF / GF WJ BJ ^ R2", "KJ GS . / GF WJ WS / . BF . ^ G2",
                                "RJ GS BF / GF WJ BJ", "RJ GS WS / GF WJ .")):
        yield _setup(seed, k, layout, tokens={0: "A"})


# ---- GA.ankh.move-upper-no-colour (strict: the colour condition is kept when moving)


def _upper_moves(state: GoldenAnkhState) -> Iterator[Move]:
    if state.is_over:
        return
    p = state.current_player
    ground, upper = state.ground[p], state.upper[p]
    for src in upper:
        for corner in free_squares(ground, upper):
            yield Move(src, corner, src_upper=True, dst_upper=True)


def _lands_without_its_colour(state: GoldenAnkhState, action: Action) -> bool:
    if not (isinstance(action, Move) and action.src_upper and action.dst_upper):
        return False
    p = state.current_player
    tile = state.upper[p].get(action.src)
    if tile is None:
        return False
    colour = state.comp.tiles[tile].colour
    ground = state.ground[p]
    return all(state.comp.tiles[ground[c]].colour != colour for c in block(*action.dst) if c in ground)


def _upper_move_positions(seed: int) -> Iterator[GoldenAnkhState]:
    for k, layout in enumerate(("RJ RS BF BJ / GF RJ BS BD ^ R2", "GJ GS WF WJ / GF GD WS WD ^ G2",
                                "RJ RS KF / RF RD KJ / KS KD KF ^ R2")):
        yield _setup(seed, k, layout, tokens={0: "A"})


# ---- strict misreadings: what the rule allows that learners think it forbids


def _takes(state: GoldenAnkhState) -> Iterator[TakeTokens]:
    if _may_act(state):
        yield from (a for a in state.legal_actions() if isinstance(a, TakeTokens))


def _repeats_a_kind(state: GoldenAnkhState, action: Action) -> bool:
    return isinstance(action, TakeTokens) and len(set(action.kinds)) < len(action.kinds)


def _colour_matches_some_only(state: GoldenAnkhState, action: Action) -> bool:
    if not (isinstance(action, Buy) and action.upper):
        return False
    p = state.current_player
    tile = state.market[action.space - 1]
    if tile is None:
        return False
    colour = state.comp.tiles[tile].colour
    under = [state.comp.tiles[state.ground[p][c]].colour for c in block(*action.cell) if c in state.ground[p]]
    return 0 < under.count(colour) < 4


def _before_the_basic_action(state: GoldenAnkhState, action: Action) -> bool:
    return action.kind in ("refill", "move") and not state.basic_done


def _extra_before_basic_positions(seed: int) -> Iterator[GoldenAnkhState]:
    for k, layout in enumerate(("RJ GS", "RJ GS / GF .", "RJ GS BF")):
        yield _setup(seed, k, layout, tokens={0: "A B"})


def _legal_extras(state: GoldenAnkhState) -> Iterator[Action]:
    if not state.is_over:
        yield from (a for a in state.legal_actions() if a.kind in ("refill", "move"))


# ---- scoring: lone tiles and leftover tokens


def _tiles(state: GoldenAnkhState, player: int) -> tuple[dict[Cell, Tile], dict[Cell, Tile]]:
    tiles = state.comp.tiles
    return ({c: tiles[t] for c, t in state.ground[player].items()},
            {c: tiles[t] for c, t in state.upper[player].items()})


def _lone(state: GoldenAnkhState, player: int, key: Callable[[Tile], Hashable | None]) -> int:
    ground, upper = _tiles(state, player)
    return sum(1 for _, nodes in groups(ground, upper, key) if len(nodes) == 1)


def _score_lone_animals(state: GoldenAnkhState, player: int) -> int:
    return state.score()[player].total + _lone(state, player, lambda t: t.animal)


def _score_lone_colours(state: GoldenAnkhState, player: int) -> int:
    return state.score()[player].total + _lone(state, player, lambda t: t.colour)


def _score_each_token(state: GoldenAnkhState, player: int) -> int:
    held = sum(state.hands[player]) + len(state.stored[player])
    total = state.score()[player].total
    return total - held // 3 + held


def _scoring_positions(seed: int) -> Iterator[GoldenAnkhState]:
    for k, (layout, tokens) in enumerate((("RJ RS . / GJ GS BF", "B B W W K"),
                                          ("WJ W2 GS / RF GF GS / RJ . BD", "R R G G A"),
                                          ("KS KJ / BJ BS / GF .", "W W W B"))):
        yield _setup(seed, k, layout, tokens={0: tokens})


VARIANTS: dict[str, Variant[GoldenAnkhState]] = {
    "mis.ga.diagonal-adjacent": {"candidates": _corner_buys, "applies": _touches_corner,
                                 "positions": _corner_positions},
    "mis.ga.upper-any-colour": {"candidates": _upper_buys, "positions": _square_positions},
    "mis.ga.ankh-same-turn": {"candidates": _extra_actions, "applies": _ankh_taken_now,
                              "positions": _ankh_positions},
    "mis.ga.move-covered": {"candidates": _covered_moves, "applies": _is_covered_move,
                            "positions": _layer_positions},
    "mis.ga.move-up": {"candidates": _moves_up, "applies": _is_move_up, "positions": _layer_positions,
                       "misjudge": _fine_if_tiles_could_go_up},
    "mis.ga.move-upper-keeps-colour": {"candidates": _upper_moves, "applies": _lands_without_its_colour,
                                       "positions": _upper_move_positions},
    "mis.ga.take-different-kinds": {"candidates": _takes, "applies": _repeats_a_kind},
    "mis.ga.upper-colour-all-four": {"candidates": _upper_buys, "applies": _colour_matches_some_only,
                                     "positions": _square_positions},
    "mis.ga.extra-after-basic-only": {"candidates": _legal_extras, "applies": _before_the_basic_action,
                                      "positions": _extra_before_basic_positions},
    "mis.ga.lone-animal-scores": {"score": _score_lone_animals, "positions": _scoring_positions},
    "mis.ga.lone-colour-scores": {"score": _score_lone_colours, "positions": _scoring_positions},
    "mis.ga.token-each-point": {"score": _score_each_token, "positions": _scoring_positions},
}
