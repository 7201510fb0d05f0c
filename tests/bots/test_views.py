"""No peeking: a view keeps what its player may know and gives away nothing else.

For every game: the view's seed and generator are neither the real ones nor lead back to them
(a new game from the view's seed deals other hidden cards); two states that differ only in what
the player cannot see give the very same view; and the view keeps the player's own and the
public information, with the same hidden components in other places.
"""
from __future__ import annotations

from collections import Counter

import pytest

from rulekit import el_dorado as ed
from rulekit import elfengold as eg
from rulekit import fertility as fe
from rulekit import golden_ankh as ga
from rulekit import sim
from rulekit.rng import Rng


def _played(module, seed: int, actions: int, **options):
    """A state some greedy actions into a game (hidden parts have moved around by then)."""
    state, moves = sim.play(module.NAME, 2, "greedy", seed=seed, max_actions=actions, options=options)
    return state


def _not_derived(view, real) -> None:
    """The view's seed and generator are neither the real ones nor simple relatives of them."""
    real_rng = real.rng if isinstance(real.rng, int) else real.rng.state
    view_rng = view.rng if isinstance(view.rng, int) else view.rng.state
    assert view.seed != real.seed and view_rng != real_rng
    relatives = {Rng(state=real_rng).spawn(k).state for k in range(5000)}
    relatives |= {real_rng ^ view.seed, real.seed}
    assert view_rng not in relatives and view.seed not in relatives
    assert "_legal_cache" not in view.__dict__


# --------------------------------------------------------------------------- Golden Ankh


def test_golden_ankh_view_hides_the_stacks():
    s = _played(ga, 3, 30)
    v = s.view(0)
    _not_derived(v, s)
    public = ("market", "hands", "ground", "upper", "supply", "removed", "bonus")
    assert [getattr(v, a) for a in public] == [getattr(s, a) for a in public]
    assert [len(x) for x in v.stacks] == [len(x) for x in s.stacks]
    assert Counter(v.stacks[0] + v.stacks[1]) == Counter(s.stacks[0] + s.stacks[1])
    # A game rebuilt from the view's seed stacks its tiles otherwise than the real game.
    assert ga.new_game(players=2, seed=v.seed).stacks != ga.new_game(players=2, seed=s.seed).stacks
    # The real order does not show through: other real stacks with the same tiles give the same view.
    other = s._copy()
    pool = list(s.stacks[0] + s.stacks[1])
    pool.reverse()
    n = len(s.stacks[0])
    other.stacks = (tuple(pool[:n]), tuple(pool[n:]))
    assert other.stacks != s.stacks and other.view(0).stacks == v.stacks
    assert s.view(1).stacks != v.stacks or len(pool) < 2    # each seat gets its own re-draw


# --------------------------------------------------------------------------- El Dorado


def test_el_dorado_view_hides_hands_and_draw_piles():
    s = _played(ed, 4, 40)
    for player in (0, 1):
        v = s.view(player)
        other_p = 1 - player
        _not_derived(v, s)
        assert v.hands[player] == s.hands[player]
        assert (v.discards, v.removed, v.pieces, v.market) == (s.discards, s.removed, s.pieces, s.market)
        assert Counter(v.draws[player]) == Counter(s.draws[player])
        assert Counter(v.hands[other_p] + v.draws[other_p]) == Counter(s.hands[other_p] + s.draws[other_p])
        assert [len(x) for x in v.hands] == [len(x) for x in s.hands]
        # Rearranging what the player cannot see changes nothing in the view.
        other = s._copy()
        pool = list(s.hands[other_p] + s.draws[other_p])
        pool.reverse()
        k = len(s.hands[other_p])
        other.hands[other_p], other.draws[other_p] = tuple(pool[:k]), tuple(pool[k:])
        other.draws[player] = tuple(reversed(s.draws[player]))
        w = other.view(player)
        assert (w.hands, w.draws, w.rng, w.seed) == (v.hands, v.draws, v.rng, v.seed)
    fresh = ed.new_game(players=2, seed=s.view(0).seed)
    real = ed.new_game(players=2, seed=s.seed)
    assert (fresh.hands[1], fresh.draws) != (real.hands[1], real.draws)


# --------------------------------------------------------------------------- Fertility


def test_fertility_view_hides_the_face_down_tiles():
    s = _played(fe, 5, 20)
    v = s.view(0)
    _not_derived(v, s)
    assert (v.hands, v.public, v.row, v.site) == (s.hands, s.public, s.row, s.site)
    assert len(v.stack) == len(s.stack) and len(v.box) == len(s.box) and len(v.dstack) == len(s.dstack)
    assert Counter(v.stack + v.box) == Counter(s.stack + s.box) and Counter(v.dstack) == Counter(s.dstack)
    fresh, real = fe.new_game(players=2, seed=v.seed), fe.new_game(players=2, seed=s.seed)
    assert (fresh.stack, fresh.dstack) != (real.stack, real.dstack)
    other = s._copy()
    hidden = list(reversed(s.stack + s.box))
    other.stack, other.box = hidden[:len(s.stack)], hidden[len(s.stack):]
    other.dstack = list(reversed(s.dstack))
    w = other.view(0)
    assert (w.stack, w.box, w.dstack) == (v.stack, v.box, v.dstack)


# --------------------------------------------------------------------------- Elfengold


@pytest.mark.parametrize("options", [{}, {"hidden_gold": True, "destination": True}])
def test_elfengold_view_hides_hands_deck_pool_secret_tiles_and_gold(options):
    s = _played(eg, 6, 60, **options)
    v = s.view(0)
    _not_derived(v, s)
    assert v.hands[0] == s.hands[0] and v.supply[0] == s.supply[0] and v.gold[0] == s.gold[0]
    assert (v.display, v.roads, v.boots, v.markers) == (s.display, s.roads, s.boots, s.markers)
    assert len(v.hands[1]) == len(s.hands[1]) and len(v.deck) == len(s.deck) and len(v.pool) == len(s.pool)
    assert Counter(v.deck + v.hands[1]) == Counter(s.deck + s.hands[1])
    assert [c.isupper() for c in v.supply[1]] == [c.isupper() for c in s.supply[1]]
    v.validate()
    fresh = eg.new_game(players=2, seed=v.seed, **options)
    real = eg.new_game(players=2, seed=s.seed, **options)
    assert (fresh.hands, fresh.deck) != (real.hands, real.deck)
    # Other hidden cards, secret tiles, deck order (and gold, when hidden) than the real ones: same view.
    other = s._copy()
    unseen = list(reversed(s.deck + s.hands[1]))
    k = len(s.hands[1])
    other.deck = "".join(unseen[k:])
    other.hands = (s.hands[0], "".join(sorted(c for c in unseen[:k])))
    other.pool = s.pool[::-1]
    w = other.view(0)
    if "G" not in other.hands[1]:     # a gold card never sits in a hand: that rearrangement is not a state
        assert (w.hands, w.deck, w.pool, w.supply, w.gold) == (v.hands, v.deck, v.pool, v.supply, v.gold)
    if options:
        # The other player's real gold does not show (only the largest holding does: the bid cap).
        assert max(v.gold) == max(s.gold) and sum(v.gold) + v.bank == sum(s.gold) + s.bank
        rich, poor = s._copy(), s._copy()
        rich.gold, poor.gold = (20, 11), (20, 2)
        rich.bank, poor.bank = s.bank + sum(s.gold) - 31, s.bank + sum(s.gold) - 22
        assert rich.view(0).gold == poor.view(0).gold and rich.view(0).gold[0] == 20
    else:
        assert v.gold == s.gold            # public gold stays public (EG.gap.gold-visibility)
