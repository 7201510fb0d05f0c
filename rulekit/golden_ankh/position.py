"""The position notation: a whole Golden Ankh position as a few lines of text.

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
for text it wrote.  The edits (:mod:`.edits`: ``put_tile``, ``remove_tile``, ``move_tile``,
``set_position``) go through the same notation and checks, so an edit that is refused leaves
nothing changed (states are values).  The checks are those of loading a save file
(:func:`~.validate.check_position`): whatever the notation or an edit accepts saves, loads back
equal (``from_json(s.to_json()) == s``) and scores, and what a save could not hold is refused first.

>>> from rulekit import golden_ankh as ga
>>> s = ga.from_position("players 2\\np1 layout RJ GS\\np1 tokens A W")
>>> s.layout(0).ground[(0, 1)].code, s.hands[0]
('GS', (0, 1, 0, 0, 0, 1))
>>> text = ga.position_text(s)
>>> print(text.splitlines()[-1])
p1 layout RJ GS
>>> ga.position_text(ga.from_position(text)) == text
True
>>> ga.from_position("players 2\\np1 layout RJ . GS")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rulekit.errors.InvalidState: none of P1's tiles touch another along a side: ... (GA.place.adjacent, ...)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rulekit.checks import MAX_POSITION_TEXT, check_text, parse_int
from rulekit.core import InvalidState, NotationError

from ..i18n import josa
from .adjacency import Cell
from .components import Components, default_components
from .fields import with_seat
from .layout import Layout, LayoutError, layout_from_text, layout_to_text
from .setup import _set_hand, _tokens, new_game, set_up, with_layout, with_market
from .state import GoldenAnkhState
from .validate import check_position


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
            elsewhere_en = (f"; {used} {'is' if used == 1 else 'are'} elsewhere: {', '.join(where_en)}"
                            if used else "")
            elsewhere_ko = f". 다른 곳에 {used}장이 있습니다: {', '.join(where_ko)}" if used else ""
            raise _refuse(
                f"the game has {have} {code} tiles, and {target_en} asks for {asked}{elsewhere_en} "
                "(GA.setup.tile-stacks)",
                f"게임에 {code} 타일은 {have}장뿐인데 {target_ko}에 {asked}장이 필요합니다{elsewhere_ko} "
                "(GA.setup.tile-stacks)",
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
    s.bonus = with_seat(s.bonus, p, tuple(markers))  # type: ignore[arg-type]  # None: a letter the reader refuses
    s.bonus_tiles = with_seat(s.bonus_tiles, p, ())
    s.bonus_tiles = with_seat(s.bonus_tiles, p, s._anchor_markers(p, [None] * len(markers)))


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
        pos.stacks = restack(*sizes, delta)
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


def restack(a: int, b: int, taken: int) -> tuple[int, int]:
    """Stack sizes after ``taken`` tiles left stacks of ``a`` and ``b`` tiles (a negative number: came back).

    A tile is taken from the larger stack (A when they are equal) and goes back to the smaller (A when
    equal), so that the stacks stay as even as at the table.  Both a notation edit (:func:`edit_text`)
    and the edits of :mod:`.edits` keep the stacks' sizes with it.

    >>> restack(5, 3, 2), restack(0, 2, 1), restack(4, 4, -3)
    ((3, 3), (0, 1), (6, 5))
    """
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
