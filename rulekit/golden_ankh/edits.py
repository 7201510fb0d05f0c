"""Edits of a Golden Ankh position: put, remove or move one tile, or change some parts of the position.

An *edit* makes a new state from an old one, as a teacher sets up a table: :func:`put_tile` puts a tile
in a player's layout (or replaces the one there), :func:`remove_tile` takes one away, :func:`move_tile`
moves one to an empty place, and :func:`set_position` changes some parts of the position (tokens,
bonus markers, market, prices, stacks, whose turn, round ...).  A tile put into a layout comes from the
face-down stacks and a tile taken away goes back to them, as at the table.

Every edit goes through the position notation (:mod:`.position`) and its checks, which are those of
loading a save file (:func:`~.validate.check_position`): what an edit gives saves, loads back equal and
scores.  An edit that is refused raises a bilingual :class:`~rulekit.core.InvalidState` (or
:class:`~rulekit.core.NotationError` for a malformed argument) and leaves nothing changed: states are
values, and the old one is never touched.  The rules the edits cite themselves: ``GA.place.adjacent``
(a new ground tile touches one of the player's tiles; the first is at 0,0, ``GA.gap.first-tile``),
``GA.place.upper-layer`` (an upper tile rests on a 2×2 square of ground tiles, which stay while it
does), ``GA.special.storehouse-use`` (only a storehouse keeps a token),
``GA.special.storehouse-covered`` (a covered storehouse's token goes back) and
``GA.gap.move-destination`` (a tile moves to an empty place); the notation's checks cite the others
(``GA.setup.tile-stacks``, ``GA.gap.bonus-supply`` ...).

>>> from rulekit import golden_ankh as ga
>>> s = ga.from_position("players 2\\np1 layout RJ GS\\np1 tokens A W")
>>> t = ga.put_tile(s, 0, ("ground", 1, 1), "GJ")
>>> print(ga.position_text(t).splitlines()[-1])
p1 layout RJ GS / .  GJ
>>> t.tiles_placed(0), s.tiles_placed(0)
(3, 2)
>>> ga.put_tile(t, 0, ("ground", 5, 5), "BF")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rulekit.errors.InvalidState: P1: a new tile at 5,5 must touch one of P1's tiles ... (GA.place.adjacent)
>>> ga.from_position(ga.position_text(t)) == t
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from rulekit.checks import check_int
from rulekit.core import InvalidState, NotationError

from ..i18n import josa
from .adjacency import GROUND, UPPER, Cell, block
from .layout import Layout
from .position import Position, position_of, restack
from .state import GoldenAnkhState

Place = tuple[str, int, int]  # ("ground", r, c) or ("upper", r, c): the places the board's clicks name


def _bad(en: str, ko: str, field: str = "position") -> NotationError:
    return NotationError(en, ko, field=field)


def _refuse(en: str, ko: str, field: str) -> InvalidState:
    return InvalidState(en, ko, field=field)


def _player(state: GoldenAnkhState, player: int) -> int:
    return check_int(player, "player", 0, state.num_players - 1)


def _place(place: tuple[str, int, int]) -> tuple[int, Cell]:
    ok = (
        isinstance(place, tuple)
        and len(place) == 3
        and place[0] in ("ground", "upper")
        and all(isinstance(v, int) and not isinstance(v, bool) for v in place[1:])
    )
    if not ok:
        raise _bad(
            f"a place is ('ground', r, c) or ('upper', r, c), not {place!r:.40}",
            f"자리는 ('ground', 행, 열) 또는 ('upper', 행, 열)로 적습니다: {place!r:.40}",
            field="place",
        )
    return (GROUND if place[0] == "ground" else UPPER), (place[1], place[2])


def _name(layer: int, cell: Cell) -> tuple[str, str]:
    r, c = cell
    if layer == UPPER:
        return f"U({r},{c})", f"위층 U({r},{c})"
    return f"{r},{c}", f"{r},{c}"


def _edited(state: GoldenAnkhState, player: int, lay: Layout) -> GoldenAnkhState:
    pos = position_of(state)
    # A tile put into a layout comes from the stacks, a tile taken away goes back to them, as at the table.
    delta = lay.tile_count - state.tiles_placed(player)
    pos.stacks = restack(*(pos.stacks or (0, 0)), delta)
    pos.layouts[player] = lay
    pos.bonus[player] = None  # the markers the rules give the new groups
    return pos.build(like=state)


def put_tile(state: GoldenAnkhState, player: int, place: Place, code: str) -> GoldenAnkhState:
    """A copy of ``state`` with a ``code`` tile at ``place`` (``"RJ"``; ``"RH*"``: a storehouse with a token).

    A ground tile goes on an empty cell touching one of the player's tiles (the first at 0,0,
    ``GA.gap.first-tile``); an upper tile on a 2×2 block of ground tiles that holds none.  A tile
    already there is replaced.  The new position must be one a save file can hold
    (:func:`~.validate.check_position`), so whatever an edit gives also loads.

    >>> from rulekit import golden_ankh as ga
    >>> s = ga.from_position("p1 layout RJ GS / BF WJ")
    >>> s = put_tile(s, 0, ("upper", 0, 0), "R2")
    >>> s.layout(0).upper[(0, 0)].code, s.tiles_placed(0)
    ('R2', 5)
    """
    p = _player(state, player)
    layer, cell = _place(place)
    comp = state.comp
    star = isinstance(code, str) and code.endswith("*")
    try:
        tile = comp.tile_from_code(code[:-1] if star else code)
    except (ValueError, TypeError):
        raise _bad(
            f"{code!r:.40} is not a tile code (colour letter then kind letter, e.g. RJ)",
            f"{josa(format(repr(code), '.40'), '은')}"
            " 타일 기호가 아닙니다 (색 글자 다음에 종류 글자, 예: RJ)",
            field="tile",
        ) from None
    lay = state.layout(p)
    ground, upper = dict(lay.ground), dict(lay.upper)
    stored = set(lay.stored) - {(layer, *cell)}
    en, ko = _name(layer, cell)
    if layer == GROUND:
        others = {x for x in ground if x != cell}
        near = any(
            x in others
            for x in (
                (cell[0] - 1, cell[1]),
                (cell[0] + 1, cell[1]),
                (cell[0], cell[1] - 1),
                (cell[0], cell[1] + 1),
            )
        )
        if others and not near:
            raise _refuse(
                f"P{p + 1}: a new tile at {en} must touch one of P{p + 1}'s tiles along a side "
                "(GA.place.adjacent)",
                f"P{p + 1}: {ko}에 놓는 새 타일은 자기 타일과 상하좌우로 맞닿아야 합니다 (GA.place.adjacent)",
                f"layout[{p}]",
            )
        ground[cell] = tile
    else:
        missing = [x for x in block(*cell) if x not in ground]
        if missing:
            r, c = missing[0]
            raise _refuse(
                f"P{p + 1}: {en} must rest on 4 ground tiles forming a 2×2 square; {r},{c} is empty "
                "(GA.place.upper-layer)",
                f"P{p + 1}: {ko}는 정사각형을 이루는 바닥 타일 4개 위에 놓여야 하는데 {r},{c}가 "
                "비어 있습니다 (GA.place.upper-layer)",
                f"layout[{p}]",
            )
        upper[cell] = tile
        # the storehouses under it can keep no token (GA.special.storehouse-covered): their tokens go back
        stored -= {(GROUND, *x) for x in block(*cell)}
    if star:
        if tile.special != "storehouse":
            raise _refuse(
                "only a storehouse (H) can keep a token (GA.special.storehouse-use)",
                "토큰은 창고(H)에만 둘 수 있습니다 (GA.special.storehouse-use)",
                f"layout[{p}]",
            )
        stored.add((layer, *cell))
    return _edited(state, p, Layout(ground, upper, frozenset(stored)))


def remove_tile(state: GoldenAnkhState, player: int, place: Place) -> GoldenAnkhState:
    """A copy of ``state`` without the tile at ``place`` (it goes back among the free tiles).

    A ground tile that an upper tile rests on stays (``GA.place.upper-layer``): remove the upper tile first.

    >>> from rulekit import golden_ankh as ga
    >>> s = ga.from_position("p1 layout RJ GS / BF WJ ^ R2")
    >>> remove_tile(s, 0, ("ground", 0, 0))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    rulekit.errors.InvalidState: P1: the tile at 0,0 holds up the upper tile U(0,0); remove that first ...
    >>> remove_tile(s, 0, ("upper", 0, 0)).tiles_placed(0)
    4
    """
    p = _player(state, player)
    layer, cell = _place(place)
    lay = state.layout(p)
    ground, upper = dict(lay.ground), dict(lay.upper)
    en, ko = _name(layer, cell)
    cells = ground if layer == GROUND else upper
    if cell not in cells:
        raise _refuse(
            f"P{p + 1} has no tile at {en} to remove",
            f"P{p + 1}의 {ko}에는 치울 타일이 없습니다",
            f"layout[{p}]",
        )
    if layer == GROUND:
        on = [u for u in upper if cell in block(*u)]
        if on:
            r, c = on[0]
            raise _refuse(
                f"P{p + 1}: the tile at {en} holds up the upper tile U({r},{c}); remove that first "
                "(GA.place.upper-layer)",
                f"P{p + 1}: {ko} 타일이 위층 타일 U({r},{c})를 받치고 있습니다. 위층 타일을 먼저 "
                "치우세요 (GA.place.upper-layer)",
                f"layout[{p}]",
            )
    del cells[cell]
    stored = frozenset(x for x in lay.stored if x != (layer, *cell))
    return _edited(state, p, Layout(ground, upper, stored))


def move_tile(state: GoldenAnkhState, player: int, src: Place, dst: Place) -> GoldenAnkhState:
    """A copy of ``state`` with the tile at ``src`` moved to the empty place ``dst`` (same layer or not).

    >>> from rulekit import golden_ankh as ga
    >>> s = ga.from_position("p1 layout RJ GS BF")
    >>> move_tile(s, 0, ("ground", 0, 2), ("ground", 1, 0)).layout(0).ground[(1, 0)].code
    'BF'
    """
    p = _player(state, player)
    s_layer, s_cell = _place(src)
    d_layer, d_cell = _place(dst)
    lay = state.layout(p)
    tile = (lay.ground if s_layer == GROUND else lay.upper).get(s_cell)
    en, ko = _name(s_layer, s_cell)
    if tile is None:
        raise _refuse(
            f"P{p + 1} has no tile at {en} to move",
            f"P{p + 1}의 {ko}에는 옮길 타일이 없습니다",
            f"layout[{p}]",
        )
    d_en, d_ko = _name(d_layer, d_cell)
    if d_cell in (lay.ground if d_layer == GROUND else lay.upper):
        raise _refuse(
            f"P{p + 1}: {d_en} already holds a tile; a tile moves to an empty place "
            "(GA.gap.move-destination)",
            f"P{p + 1}: {d_ko}에는 이미 타일이 있습니다. 타일은 빈 자리로 옮깁니다 (GA.gap.move-destination)",
            f"layout[{p}]",
        )
    stored = (s_layer, *s_cell) in lay.stored
    lifted = remove_tile(state, p, src)
    return put_tile(lifted, p, dst, tile.code + ("*" if stored else ""))


def set_position(state: GoldenAnkhState, **changes: object) -> GoldenAnkhState:
    """A copy of ``state`` with some parts of its position changed (the :class:`Position` fields).

    ``tokens``, ``bonus`` and ``layouts`` are merged by player; other fields replace the old value.

    >>> from rulekit import golden_ankh as ga
    >>> s = set_position(ga.new_game(2, seed=1), tokens={1: "A A R"}, current=1)
    >>> s.hands[1], s.current_player
    ((0, 0, 0, 0, 1, 2), 1)
    """
    pos = position_of(state)
    merged: dict[str, Any] = {}  # unchecked values: _check_parts reads them next
    for key, value in changes.items():
        if key in ("tokens", "bonus", "layouts"):
            if not isinstance(value, Mapping):
                raise _bad(
                    f"{key} is a mapping {{player: value}}, not {value!r:.40}",
                    f"{key}는 {{플레이어: 값}} 형태로 적습니다: {value!r:.40}",
                    field=key,
                )
            merged[key] = {**getattr(pos, key), **value}
        elif key in Position.__dataclass_fields__:
            merged[key] = value
        else:
            raise _bad(
                f"{key!r} is not a part of a position", f"{josa(repr(key), '은')}"
                                                        " 국면의 항목이 아닙니다", field=key
            )
    pos = replace(pos, **merged)
    _check_parts(pos)
    # Through the notation: each part is read with the ranges and letters a typed text has.
    return Position.from_text(pos.text(), state.comp).build(like=state)


def _word(w: object) -> bool:
    """One word of the notation: no space, no line break, no ``#`` (which starts a comment)."""
    return isinstance(w, str) and len(w.split()) == 1 and w.split()[0] == w and "#" not in w


def _check_parts(pos: Position) -> None:
    """Refuse a part of a position that the notation cannot write (a wrong type: not a ``round`` of -1,
    which the notation refuses when it reads it back)."""

    def bad(key: str, value: object, en: str, ko: str) -> NotationError:
        return _bad(f"{key} must be {en}, not {value!r:.40}",
                    f"{key}의 값은 {ko} 형식이어야 합니다. 받은 값: {value!r:.40}", field=key)

    for key in ("players", "seed", "start", "current", "round"):
        value = getattr(pos, key)
        if not (isinstance(value, int) and not isinstance(value, bool)):
            raise bad(key, value, "a whole number", "정수")
    if pos.turn is not None and not (isinstance(pos.turn, int) and not isinstance(pos.turn, bool)):
        raise bad("turn", pos.turn, "a whole number or None", "정수 또는 None")
    if not isinstance(pos.over, bool):
        raise bad("over", pos.over, "True or False", "True 또는 False")
    for key in ("prices", "market"):
        value = getattr(pos, key)
        ok = value is None or (
            isinstance(value, (list, tuple))
            and all(_word(w) or (key == "market" and w is None) for w in value)
        )
        if not ok:
            raise bad(key, value, "a list of words of the notation", "표기의 낱말 목록")
    st = pos.stacks
    if st is not None and not (
        isinstance(st, (list, tuple)) and len(st) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in st)
    ):
        raise bad("stacks", st, "two whole numbers (stack A, stack B)", "정수 두 개(A 더미, B 더미)")
    for p, tok in pos.tokens.items():
        if not isinstance(tok, str) or "\n" in tok or "#" in tok:
            raise bad(f"tokens[{p}]", tok, "token letters (\"A A W\")", "토큰 글자(\"A A W\")")
    for p, letters in pos.bonus.items():
        if letters is not None and not (
            isinstance(letters, (list, tuple)) and all(_word(w) for w in letters)
        ):
            raise bad(f"bonus[{p}]", letters, "group letters ([\"G\", \"J\"]) or None",
                      "무리 글자([\"G\", \"J\"]) 또는 None")
    for p, lay in pos.layouts.items():
        if not isinstance(lay, Layout):
            raise bad(f"layouts[{p}]", lay, "a Layout", "Layout")
    for part in (pos.tokens, pos.bonus, pos.layouts):
        for p in part:
            if not (isinstance(p, int) and not isinstance(p, bool)) or not 0 <= p < 4:
                raise bad("player", p, "a player 0 to 3", "플레이어 번호(0~3)")
