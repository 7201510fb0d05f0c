"""The position notation: a whole Golden Ankh position as a few lines of text, and edits that keep it valid.

Where the layout notation (:mod:`.layout`) writes one player's tiles, a *position* writes everything a
table shows: every layout, every hand, the bonus markers, the market row with its price markers, the
two face-down stacks and whose turn it is.  One line per item, ``key value`` (lines in any order;
every line but the layouts may be left out and then takes its setup value)::

    players 2
    seed 0
    start 1                     the start player (P1)
    current 1                   the player to move
    round 1
    prices BW GR KB RWG BKR WGK the price markers above market spaces 1..6 (token letters)
    market RJ GS . W2 BF KD     the tiles for sale, ``.`` an empty space
    stacks 20 19                tiles in the face-down stacks A and B (the other tiles are out of the game)
    p1 tokens A A W             P1's tokens in hand (``-`` none); storehouse tokens are ``H*`` in the layout
    p1 bonus G J                P1's bonus markers by group: a colour letter or an animal letter (``-`` none)
    p1 layout W2 . GS BS . / G2 GJ GD GP . / . RD RJ WJ WJ ^ . . . . / . R2 . .

A position is taken between turns (the player to move has not acted yet), as a table shows it to someone
who sits down.  ``turn N`` (turns completed) and ``over`` (the game has ended) are written only when
they are not what the round and the player to move say.  Without a ``pN bonus`` line a player holds the
markers the rules give their groups (``GA.bonus.colour-five``, ``GA.bonus.animal-five``).  The face-down
stacks are written by their size only: which tiles lie in them is hidden at the table, and they are
drawn from the tiles that are nowhere else (with ``seed``).

:func:`from_position` reads the text and refuses a position no game reaches with a bilingual
:class:`~rulekit.core.InvalidState` (or :class:`~rulekit.core.NotationError` for bad text) naming
what is wrong; :func:`position_text` writes a state, and ``position_text(from_position(t)) == t``
for text it wrote.  The edits (:func:`put_tile`, :func:`remove_tile`, :func:`move_tile`,
:func:`set_position`) go through the same notation and checks, so an edit that is refused leaves
nothing changed (states are values).  The checks are those of loading a save file
(:func:`~.validate.check_position`): whatever the notation or an edit accepts saves, loads back
equal (``from_json(s.to_json()) == s``) and scores, and what a save could not hold is refused first.

>>> from rulekit import golden_ankh as ga
>>> s = ga.from_position("players 2\\np1 layout RJ GS\\np1 tokens A W")
>>> s.layout(0).ground[(0, 1)].code, s.hands[0]
('GS', (0, 1, 0, 0, 0, 1))
>>> s = ga.put_tile(s, 0, ("ground", 1, 1), "GJ")
>>> print(ga.position_text(s).splitlines()[-1])
p1 layout RJ GS / .  GJ
>>> ga.from_position(ga.position_text(s)) == s
True
>>> ga.put_tile(s, 0, ("ground", 5, 5), "BF")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rulekit.errors.InvalidState: P1: a new tile at 5,5 must touch one of P1's tiles ... (GA.place.adjacent)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from rulekit.checks import MAX_POSITION_TEXT, check_int, check_text, parse_int
from rulekit.core import InvalidState, NotationError

from ..i18n import josa
from .adjacency import GROUND, UPPER, Cell, block
from .components import Components, default_components
from .layout import Layout, LayoutError, layout_from_text, layout_to_text
from .state import GoldenAnkhState
from .validate import check_position

Place = tuple[str, int, int]  # ("ground", r, c) or ("upper", r, c): the places the board's clicks name


def _bad(en: str, ko: str, field: str = "position") -> NotationError:
    return NotationError(en, ko, field=field)


def _refuse(en: str, ko: str, field: str) -> InvalidState:
    return InvalidState(en, ko, field=field)


@dataclass
class Position:
    """A position as its notation's parts (see the module docstring); :meth:`build` makes the state.

    ``tokens[p]`` are token letters (``"A A W"``), ``bonus[p]`` group letters (``["G", "J"]``) or None
    for the markers the rules give, ``layouts[p]`` a :class:`~.layout.Layout`.  Players count from 0
    here and from 1 in the text.

    >>> p = Position.from_text("players 3\\ncurrent 2")
    >>> p.players, p.current, p.build().current_player
    (3, 1, 1)
    """

    players: int = 2
    seed: int = 0
    start: int = 0
    current: int | None = None
    round: int = 1
    turn: int | None = None
    over: bool = False
    prices: list[str] | None = None
    market: list[str | None] | None = None
    stacks: tuple[int, int] | None = None
    tokens: dict[int, str] = field(default_factory=dict)
    bonus: dict[int, list[str] | None] = field(default_factory=dict)
    layouts: dict[int, Layout] = field(default_factory=dict)

    # ------------------------------------------------------------------ text
    @classmethod
    def from_text(cls, text: str, components: Components | None = None) -> Position:
        """Read the notation; a bad line raises :class:`~rulekit.core.NotationError` naming it."""
        comp = components or default_components()
        check_text(text, "position", MAX_POSITION_TEXT)
        pos = cls()
        seen: set[str] = set()
        for n, raw in enumerate(text.splitlines(), start=1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            words = line.split()
            key, rest = words[0], line[len(words[0]) :].strip()
            player = None
            m = re.fullmatch(r"p([0-9]+)", key)
            if m:
                if len(words) < 2:
                    raise _bad(
                        f"line {n}: {key} needs a part (tokens, bonus or layout)",
                        f"{n}번째 줄: {key} 다음에 항목(tokens, bonus, layout)을 적습니다",
                    )
                player = parse_int(m.group(1), "player", 1, 4, error=NotationError) - 1
                key, rest = words[1], line.split(None, 2)[2] if len(words) > 2 else ""
                name = f"p{player + 1} {key}"
            else:
                name = key
            if name in seen:
                raise _bad(f"line {n}: {name!r} is given twice", f"{n}번째 줄: {josa(repr(name), '이')}"
                                                                 " 두 번 나옵니다")
            seen.add(name)
            pos._read(n, key, rest, player, comp)
        if pos.current is None:
            pos.current = pos.start
        for p in [*pos.tokens, *pos.bonus, *pos.layouts]:
            if p >= pos.players:
                raise _bad(
                    f"p{p + 1}: the position has {pos.players} players",
                    f"p{p + 1}: 이 국면은 {pos.players}인 게임입니다",
                    field="players",
                )
        for what, value in (("start", pos.start), ("current", pos.current)):
            if value >= pos.players:
                raise _bad(
                    f"{what} {value + 1}: the position has {pos.players} players",
                    f"{what} {value + 1}: 이 국면은 {pos.players}인 게임입니다",
                    field=what,
                )
        return pos

    def _read(self, n: int, key: str, rest: str, player: int | None, comp: Components) -> None:
        words = rest.split()

        def number(lo: int, hi: int | None = None, what: str = key) -> int:
            if len(words) != 1:
                raise _bad(
                    f"line {n}: {what} takes one number",
                    f"{n}번째 줄: {what} 다음에는 수 하나를 적습니다",
                    field=what,
                )
            return parse_int(words[0], what, lo, hi, error=NotationError)

        if player is None:
            if key == "players":
                self.players = number(2, 4)
            elif key == "seed":
                self.seed = number(0, (1 << 64) - 1)
            elif key == "start":
                self.start = number(1, 4) - 1
            elif key == "current":
                self.current = number(1, 4) - 1
            elif key == "round":
                self.round = number(1, 10_000)
            elif key == "turn":
                self.turn = number(0, 100_000)
            elif key == "over":
                if words:
                    raise _bad(
                        f"line {n}: 'over' takes nothing after it",
                        f"{n}번째 줄: 'over' 뒤에는 아무것도 적지 않습니다",
                    )
                self.over = True
            elif key == "prices":
                for w in words:
                    for ch in w:
                        if ch not in comp.letter_colour:
                            raise _bad(
                                f"line {n}: price marker {ch!r} is not a resource letter "
                                f"({'/'.join(comp.letter_colour)})",
                                f"{n}번째 줄: 가격 마커 {josa(repr(ch), '은')} 자원 글자"
                                f"({'/'.join(comp.letter_colour)})가 아닙니다",
                                field="prices",
                            )
                self.prices = words
            elif key == "market":
                self.market = [None if w == "." else w for w in words]
            elif key == "stacks":
                if len(words) != 2:
                    raise _bad(
                        f"line {n}: stacks takes two numbers (tiles in stack A and in stack B)",
                        f"{n}번째 줄: stacks 다음에는 A 더미와 B 더미의 타일 수 두 개를 적습니다",
                        field="stacks",
                    )
                a, b = (parse_int(w, "stacks", 0, 1000, error=NotationError) for w in words)
                self.stacks = (a, b)
            else:
                raise _bad(
                    f"line {n}: unknown line {key!r} (players, seed, start, current, round, turn, over, "
                    "prices, market, stacks, pN tokens, pN bonus, pN layout)",
                    f"{n}번째 줄: 알 수 없는 줄 {key!r} (players, seed, start, current, round, turn, over, "
                    "prices, market, stacks, pN tokens, pN bonus, pN layout)",
                )
            return
        if key == "tokens":
            self.tokens[player] = "" if rest in ("-", "") else rest
        elif key == "bonus":
            letters = [] if rest in ("-", "") else words
            for w in letters:
                if _bonus_key(comp, w) is None:
                    raise _bad(
                        f"line {n}: bonus marker {w!r} names no group (a colour letter "
                        f"{'/'.join(comp.letter_colour)} or an animal letter "
                        f"{'/'.join(comp.animal_letter.values())})",
                        f"{n}번째 줄: 보너스 마커 {josa(repr(w), '은')} 무리를 나타내지 않습니다(색 글자 "
                        f"{'/'.join(comp.letter_colour)} 또는 동물 글자 "
                        f"{'/'.join(comp.animal_letter.values())})",
                        field="bonus",
                    )
            self.bonus[player] = letters
        elif key == "layout":
            try:
                self.layouts[player] = layout_from_text(rest or ".", comp)
            except LayoutError as exc:
                raise _bad(
                    f"line {n}: P{player + 1}'s layout: {exc.en}",
                    f"{n}번째 줄: P{player + 1}의 배치: {exc.message('ko')}",
                    field="layout",
                ) from None
        else:
            raise _bad(
                f"line {n}: p{player + 1} {key!r}: a player line is tokens, bonus or layout",
                f"{n}번째 줄: p{player + 1} {key!r}: 플레이어 줄은 tokens, bonus, layout 중 하나입니다",
            )

    def text(self) -> str:
        """The notation of this position (the lines in the order of the module docstring)."""
        lines = [
            f"players {self.players}",
            f"seed {self.seed}",
            f"start {self.start + 1}",
            f"current {(self.start if self.current is None else self.current) + 1}",
            f"round {self.round}",
        ]
        if self.turn is not None:
            lines.append(f"turn {self.turn}")
        if self.over:
            lines.append("over")
        if self.prices is not None:
            lines.append("prices " + " ".join(self.prices))
        if self.market is not None:
            lines.append("market " + " ".join("." if c is None else c for c in self.market))
        if self.stacks is not None:
            lines.append(f"stacks {self.stacks[0]} {self.stacks[1]}")
        for p in range(self.players):
            if self.tokens.get(p):
                lines.append(f"p{p + 1} tokens " + self.tokens[p])
            if self.bonus.get(p) is not None:
                lines.append(f"p{p + 1} bonus " + (" ".join(self.bonus[p] or []) or "-"))
            if p in self.layouts and self.layouts[p].tile_count:
                lines.append(f"p{p + 1} layout " + layout_to_text(self.layouts[p], one_line=True))
        return "\n".join(lines)

    # ------------------------------------------------------------------ the state
    def build(self, like: GoldenAnkhState | None = None) -> GoldenAnkhState:
        """The state of this position, checked as a save file is (``InvalidState`` names what no game
    reaches) and known to save and load back equal (:func:`~.validate.check_position`).  ``like``: a
    state whose components and options (``max_rounds``, ``tokens_per_kind`` ...) the new one keeps."""
        from .setup import _set_hand, _tokens, new_game, set_up, with_market

        if like is None or like.num_players != self.players:
            s = new_game(players=self.players, seed=self.seed, start_player=self.start)
        else:
            s = set_up(like.comp, self.players, self.seed, dict(like.options), self.start)
        comp = s.comp
        if self.prices is not None:
            if [len(x) for x in self.prices] != list(comp.price_holes) or sorted(
                comp.letter_index[ch] for w in self.prices for ch in w
            ) != sorted(comp.price_markers):
                holes = " ".join(str(h) for h in comp.price_holes)
                raise _refuse(
                    f"the price markers must fill the holes of the market spaces ({holes}) with the "
                    "game's markers, 3 of each resource (GA.setup.prices)",
                    f"가격 마커는 시장 칸의 구멍({holes})을 게임의 마커(자원마다 3개)로 채워야 합니다 "
                    "(GA.setup.prices)",
                    "prices",
                )
            s.set_prices([[comp.letter_index[ch] for ch in w] for w in self.prices])
        for p, lay in sorted(self.layouts.items()):
            s = _with_tiles(s, p, lay)
        if self.market is not None:
            try:
                s = with_market(s, self.market)
            except InvalidState as exc:
                if exc.field != "tiles":
                    raise
                _too_many(s, [c for c in self.market if c is not None], None)
                raise
        if self.stacks is not None:
            _deal_stacks(s, *self.stacks)
        for p, tok in sorted(self.tokens.items()):
            s = _set_hand(s, p, _tokens(comp, tok))
        for p, letters in sorted(self.bonus.items()):
            if letters is not None:
                _set_bonus(s, p, letters)
        s.current_player = self.start if self.current is None else self.current
        s.round = self.round
        seat = (s.current_player - s.start_player) % s.num_players
        s.is_over = self.over
        s.turn = (
            self.turn if self.turn is not None else (self.round - 1) * s.num_players + seat + int(self.over)
        )
        most = max(s.tiles_placed(p) for p in range(s.num_players))
        exhausted = not s.stacks[0] and not s.stacks[1] and all(t is None for t in s.market)
        s.end_triggered = most >= comp.end_tiles or (exhausted and most > 0)
        s.basic_done = False
        s.extra_turns = 0
        s.ankh_budget = 0 if s.is_over else min(s.hands[s.current_player][comp.ankh], comp.ankh_limit)
        s.__dict__.pop("_legal_cache", None)
        check_position(s)  # what from_json asks of a save file, and that it saves and loads back equal
        return s


def _bonus_key(comp: Components, letter: str) -> str | None:
    if letter in comp.letter_colour:
        return "colour:" + comp.letter_colour[letter]
    for animal, a in comp.animal_letter.items():
        if letter == a:
            return "animal:" + animal
    return None


def bonus_letter(comp: Components, key: str) -> str:
    """The letter of a bonus marker's group key in the position notation: its colour's or its animal's.

    >>> comp = default_components()
    >>> bonus_letter(comp, "colour:green"), bonus_letter(comp, "animal:jackal")
    ('G', 'J')
    """
    kind, name = key.split(":", 1)
    return comp.colour_letter[name] if kind == "colour" else comp.animal_letter[name]


def _with_tiles(s: GoldenAnkhState, p: int, lay: Layout) -> GoldenAnkhState:
    """``with_layout`` without its hand: the layout's tiles from the free ones, bonus markers by the rules."""
    from .setup import with_layout

    try:
        return with_layout(s, p, lay)
    except InvalidState as exc:
        if exc.field != "tiles":
            raise
        _too_many(s, [t.code for t in [*lay.ground.values(), *lay.upper.values()]], p)
        raise


def _too_many(s: GoldenAnkhState, codes: list[str], player: int | None) -> None:
    """Refuse, naming where they are, the first kind of tile ``codes`` (for ``player``'s layout, or the
    market when None) asks more of than the game has."""
    tiles = s.comp.tiles
    for code in sorted(set(codes)):
        kind = s.comp.tile_from_code(code).kind
        have = sum(1 for t in tiles if t.kind == kind)
        where_en, where_ko, used = [], [], 0
        for q in range(s.num_players):
            if q == player:
                continue
            n = sum(1 for tid in [*s.ground[q].values(), *s.upper[q].values()] if tiles[tid].kind == kind)
            if n:
                used += n
                where_en.append(f"{n} in P{q + 1}'s layout")
                where_ko.append(f"P{q + 1}의 배치에 {n}장")
        if player is not None:
            n = sum(1 for tid in s.market if tid is not None and tiles[tid].kind == kind)
            if n:
                used += n
                where_en.append(f"{n} in the market")
                where_ko.append(f"시장에 {n}장")
        asked = codes.count(code)
        if asked + used > have:
            target_en = f"P{player + 1}'s layout" if player is not None else "the market"
            target_ko = f"P{player + 1}의 배치" if player is not None else "시장"
            elsewhere_en = (": " + ", ".join(where_en)) if where_en else ""
            elsewhere_ko = (": " + ", ".join(where_ko)) if where_ko else ""
            raise _refuse(
                f"the game has {have} {code} tiles, and {target_en} asks for {asked}; "
                f"{used} are elsewhere{elsewhere_en} (GA.setup.tile-stacks)",
                f"게임에 {code} 타일은 {have}장뿐인데 {target_ko}에 {asked}장이 필요합니다. "
                f"다른 곳에 {used}장{elsewhere_ko} (GA.setup.tile-stacks)",
                f"layout[{player}]" if player is not None else "market",
            ) from None


def _deal_stacks(s: GoldenAnkhState, a: int, b: int) -> None:
    """Put ``a`` and ``b`` of the tiles that are nowhere else into stacks A and B; the rest leave the game."""
    free = [*s.stacks[0], *s.stacks[1], *s.removed]
    if a + b > len(free):
        placed = sum(s.tiles_placed(p) for p in range(s.num_players))
        shown = sum(t is not None for t in s.market)
        total = len(s.comp.tiles)
        raise _refuse(
            f"the stacks can hold at most {len(free)} tiles, not {a + b}: of the game's {total} tiles "
            f"{placed} are in the layouts and {shown} in the market (GA.setup.tile-stacks)",
            f"더미에는 타일이 최대 {len(free)}장까지만 있을 수 있습니다({a + b}장이 아니라): 게임의 "
            f"타일 {total}장 중 {placed}장이 배치에, {shown}장이 시장에 있습니다 (GA.setup.tile-stacks)",
            "stacks",
        )
    s.stacks = (tuple(free[:a]), tuple(free[a : a + b]))
    s.removed = tuple(free[a + b :])


def _set_bonus(s: GoldenAnkhState, p: int, letters: list[str]) -> None:
    """Give ``p`` exactly the markers ``letters`` (one per group letter), from the pool."""
    comp = s.comp
    pool = sorted(list(s.bonus_pool) + [v for _, v in s.bonus[p]])
    if len(letters) > len(pool):
        raise _refuse(
            f"P{p + 1} is given {len(letters)} bonus markers; only {len(pool)} are left in the pool "
            "(GA.gap.bonus-supply)",
            f"P{p + 1}에게 보너스 마커 {len(letters)}개를 주었지만 더미에는 {len(pool)}개만 남아 "
            "있습니다 (GA.gap.bonus-supply)",
            f"bonus[{p}]",
        )
    markers = []
    for letter in letters:
        markers.append((_bonus_key(comp, letter), pool.pop()))
    s.bonus_pool = tuple(pool)
    s.bonus[p] = tuple(markers)  # type: ignore[arg-type]  # None: a letter the reader refuses
    s.bonus_tiles[p] = ()
    s.bonus_tiles[p] = s._anchor_markers(p, [None] * len(markers))


def position_of(state: GoldenAnkhState) -> Position:
    """The :class:`Position` of a state (its notation's parts)."""
    comp = state.comp
    n = state.num_players
    seat = (state.current_player - state.start_player) % n
    natural = (state.round - 1) * n + seat + int(state.is_over)
    default_bonus = all(v == comp.bonus_markers[0] for v in comp.bonus_markers)
    pos = Position(
        players=n,
        seed=state.seed,
        start=state.start_player,
        current=state.current_player,
        round=state.round,
        turn=None if state.turn == natural else state.turn,
        over=state.is_over,
        prices=["".join(comp.kind_letters[k] for k in space) for space in state.prices],
        market=[None if t is None else comp.tiles[t].code for t in state.market],
        stacks=(len(state.stacks[0]), len(state.stacks[1])),
    )
    for p in range(n):
        pos.tokens[p] = " ".join(
            letter for letter, k in zip(comp.kind_letters, state.hands[p], strict=True) for _ in range(k)
        )
        letters = [bonus_letter(comp, key) for key, _ in state.bonus[p]]
        if letters or state.groups_of(p):  # no line: the markers the rules give (none without a group)
            pos.bonus[p] = sorted(letters) if default_bonus else letters
        pos.layouts[p] = state.layout(p)
    return pos


def position_text(state: GoldenAnkhState) -> str:
    """The whole position of ``state`` in the notation (see the module docstring).

    >>> from rulekit import golden_ankh as ga
    >>> s = ga.new_game(players=2, seed=4)
    >>> t = position_text(s)
    >>> t.splitlines()[:3], position_text(from_position(t)) == t
    (['players 2', 'seed 4', 'start 1'], True)
    """
    return position_of(state).text()


def from_position(text: str) -> GoldenAnkhState:
    """A state from the position notation; bad text or an unreachable position raises a bilingual error.

    >>> from rulekit import golden_ankh as ga
    >>> try:
    ...     ga.from_position("players 2\\np1 layout RJ . GS")
    ... except ValueError as exc:
    ...     print(exc.field, "GA.place.adjacent" in str(exc))
    ground[0] True
    """
    pos = Position.from_text(text)
    return pos.build()


def edit_text(state: GoldenAnkhState, text: str) -> GoldenAnkhState:
    """The position of ``text`` read as an edit of ``state``: when its ``stacks`` line is still the one of
    ``state``, tiles added to (or taken from) the layouts and the market come from (or go back to) the
    stacks, as at the table.

    >>> from rulekit import golden_ankh as ga
    >>> s = ga.from_position("p1 layout RJ")
    >>> t = edit_text(s, position_text(s).replace("p1 layout RJ", "p1 layout RJ RS"))
    >>> sum(map(len, t.stacks)) == sum(map(len, s.stacks)) - 1
    True
    """
    pos = Position.from_text(text, state.comp)
    sizes = (len(state.stacks[0]), len(state.stacks[1]))
    if pos.stacks == sizes:
        shown = sum(t is not None for t in state.market)
        new_shown = shown if pos.market is None else sum(c is not None for c in pos.market)
        placed = sum(lay.tile_count for lay in pos.layouts.values())
        delta = placed - sum(state.tiles_placed(p) for p in range(state.num_players)) + new_shown - shown
        pos.stacks = _restack(*sizes, delta)
    return pos.build(like=state)


def lone_tiles(state: GoldenAnkhState, player: int) -> list[Cell]:
    """The ground tiles of ``player``'s layout that touch none of their other tiles along a side.

    Every tile is placed next to another (``GA.place.adjacent``), but moving a tile
    (``GA.ankh.move-ground``) can leave its old neighbour alone, so such a layout is reachable: the editor
    accepts it and says so, in case it was a slip of the hand.

    >>> from rulekit import golden_ankh as ga
    >>> s = ga.from_position("players 2\\np1 layout RJ RS . . / . . . GS")
    >>> ga.lone_tiles(s, 0), ga.lone_tiles(s, 1)
    ([(1, 3)], [])
    """
    ground = state.ground[player]
    if len(ground) < 2:
        return []
    return sorted(
        (r, c) for r, c in ground
        if not any(x in ground for x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)))
    )


# ---------------------------------------------------------------------------- edits


def _player(state: GoldenAnkhState, player: int) -> int:
    return check_int(player, "player", 0, state.num_players - 1)


def _place(place: Any) -> tuple[int, Cell]:
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
    pos.stacks = _restack(*(pos.stacks or (0, 0)), delta)
    pos.layouts[player] = lay
    pos.bonus[player] = None  # the markers the rules give the new groups
    return pos.build(like=state)


def _restack(a: int, b: int, taken: int) -> tuple[int, int]:
    """Stack sizes after ``taken`` tiles left them (a negative number: came back): the larger stack gives."""
    for _ in range(abs(taken)):
        if taken > 0:
            if a >= b and a > 0:
                a -= 1
            elif b > 0:
                b -= 1
        elif a <= b:
            a += 1
        else:
            b += 1
    return a, b


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


def set_position(state: GoldenAnkhState, **changes: Any) -> GoldenAnkhState:
    """A copy of ``state`` with some parts of its position changed (the :class:`Position` fields).

    ``tokens``, ``bonus`` and ``layouts`` are merged by player; other fields replace the old value.

    >>> from rulekit import golden_ankh as ga
    >>> s = set_position(ga.new_game(2, seed=1), tokens={1: "A A R"}, current=1)
    >>> s.hands[1], s.current_player
    ((0, 0, 0, 0, 1, 2), 1)
    """
    pos = position_of(state)
    merged: dict[str, Any] = {}
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


def _word(w: Any) -> bool:
    """One word of the notation: no space, no line break, no ``#`` (which starts a comment)."""
    return isinstance(w, str) and len(w.split()) == 1 and w.split()[0] == w and "#" not in w


def _check_parts(pos: Position) -> None:
    """Refuse a part of a position that the notation cannot write (a wrong type: not a ``round`` of -1,
    which the notation refuses when it reads it back)."""

    def bad(key: str, value: Any, en: str, ko: str) -> NotationError:
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
