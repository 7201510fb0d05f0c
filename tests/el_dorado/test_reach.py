"""rulekit.el_dorado.reach: the rules' answers to what a click on the board may mean.

The board picture once answered these itself; ``Before`` keeps its answers so that the rules' query
is held to exactly the same on positions from played games (ED.move.rubble, ED.move.basecamp,
ED.blockade.break, ED.gap.blockade-adjacent, ED.move.leftover-power, ED.card.joker).
"""
from __future__ import annotations

from typing import Any

import pytest

from rulekit import el_dorado as ed
from rulekit import sim
from rulekit.el_dorado.components import ELDORADO
from rulekit.el_dorado.reach import MOVE_SYMBOLS, card_reach, paid_with_cards, piece_next_to


class Before:
    """The board picture's own answers, as it computed them before it asked the rules."""

    @staticmethod
    def pays_with_cards(state: Any, place: str) -> bool:
        if place in state.course.terrain:
            return ed.TERRAIN[state.course.terrain[place]].counts_cards
        slot = int(place[1:])
        return slot < len(state.blockades) and ed.BLOCKADES[state.blockades[slot]].counts_cards

    @staticmethod
    def nearest_piece(state: Any, dest: str) -> int:
        pieces = state.pieces[state.current_player]
        for i, h in enumerate(pieces):
            if (h != ELDORADO and h in state.course.adjacent
                    and (dest in state.course.adjacent[h]
                         or (dest[:1] == "b"
                             and any(s == int(dest[1:]) for s in state.course.adjacent[h].values())))):
                return i
        return 0

    @staticmethod
    def reach(state: Any, marks: set) -> set[str]:
        reach: set[str] = set()
        if state.is_over or state.phase != "play" or state.buying:
            return reach
        p = state.current_player
        declared = [b[1] for b in marks if isinstance(b, tuple) and b[1] in ("machete", "paddle", "coin")]
        for m in marks:
            if isinstance(m, str) and m.startswith("hand:"):
                code = m[5:]
                if code not in state.hands[p] or ed.CARDS[code].symbol not in (
                        "machete", "paddle", "coin", "joker"):
                    continue
                jokers: tuple = (None,)
                if ed.CARDS[code].is_joker:
                    jokers = tuple(declared) or ("machete", "paddle", "coin")
                for piece in range(state.pieces_per_player):
                    for j in jokers:
                        reach |= ed.reachable(state, code, j, piece)
        return reach


GAMES = [(2, "racer", 0, 11), (3, "random", 1, 12), (4, "greedy", 3, 13), (2, "random", 5, 14),
         (3, "racer", 6, 15), (4, "racer", 2, 16)]


def positions() -> list[Any]:
    found = []
    for players, bots, course, seed in GAMES:
        _, moves = sim.play("el_dorado", players, bots, seed=seed, max_actions=200,
                            options={"course": course})
        s = ed.new_game(players=players, seed=seed, course=course, **sim.sim_options("el_dorado"))
        for k, (_, a) in enumerate(moves):
            if k % 4 == 0:
                found.append(s)
            s = s.apply(a)
        found.append(s)
    return found


@pytest.fixture(scope="module")
def played() -> list[Any]:
    return positions()


def places(state: Any) -> list[str]:
    return [*state.course.terrain, *(f"b{k}" for k in range(len(state.blockades)))]


def test_the_positions_are_many_and_varied(played):
    assert len(played) >= 250
    assert {s.num_players for s in played} == {2, 3, 4}
    assert any(s.phase == "play" and s.buying for s in played) and any(s.phase == "discard" for s in played)


def test_paid_with_cards_answers_as_the_picture_did(played):
    """ED.move.rubble, ED.move.basecamp, ED.blockade.break: the places paid with cards."""
    paid = 0
    for s in played:
        for place in places(s):
            assert paid_with_cards(s, place) == Before.pays_with_cards(s, place), (s.to_json()[:60], place)
            paid += paid_with_cards(s, place)
    assert paid > 0


def test_piece_next_to_answers_as_the_picture_did(played):
    """ED.variant.two-player, ED.gap.blockade-adjacent: the piece beside a space or a seam."""
    second = 0
    for s in played:
        for place in places(s):
            assert piece_next_to(s, place) == Before.nearest_piece(s, place), place
            second += piece_next_to(s, place) == 1
    assert second > 0, "a second piece is found beside some place in the two-player games"


@pytest.mark.parametrize("declared", [(), ("machete",), ("paddle", "coin")])
def test_card_reach_answers_as_the_picture_did(played, declared):
    """ED.move.leftover-power, ED.card.joker: what a chosen hand card could reach this turn."""
    nonempty = 0
    for s in played:
        for card in set(s.hands[s.current_player]):
            marks = {f"hand:{card}", *(("button", d) for d in declared)}
            got = card_reach(s, card, declared)
            assert got == Before.reach(s, marks), (card, declared)
            nonempty += bool(got)
    assert nonempty > 20


def test_rubble_and_base_camps_are_paid_with_cards():
    """ED.move.rubble, ED.move.basecamp: the course's rubble and base camps; its other spaces are not."""
    s = ed.new_game(players=3, seed=1)
    for place, code in s.course.terrain.items():
        assert paid_with_cards(s, place) == (ed.TERRAIN[code].kind in ("rubble", "basecamp"))
    assert not paid_with_cards(s, "nowhere") and not paid_with_cards(s, "b99")


def test_a_joker_reaches_by_the_symbols_declared():
    """ED.card.joker: a joker is played as machete, paddle or coin; a declared symbol narrows it."""
    s = ed.from_position("players=3 pieces=B6,B8,B9 hand1=JT,Ex")
    every = card_reach(s, "JT")
    assert every == set().union(*(card_reach(s, "JT", [m]) for m in MOVE_SYMBOLS))
    assert card_reach(s, "JT", ["machete"]) == ed.reachable(s, "JT", "machete")
    assert card_reach(s, "Ex") == ed.reachable(s, "Ex")


def test_nothing_is_reached_while_buying_or_after_playing():
    """ED.gap.move-then-buy: once a card is spent for buying no card moves a piece; ED.turn.hand-keep."""
    s = ed.from_position("players=3 pieces=B6,B8,B9 hand1=Sc,Ex,Tr,Tr")
    assert card_reach(s, "Sc")
    assert card_reach(s.apply("spend Tr"), "Sc") == set()
    assert card_reach(s.apply("end"), "Sc") == set()
