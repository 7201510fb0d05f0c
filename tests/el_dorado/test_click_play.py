"""Turns played by clicking the El Dorado board: places, click sequences, refusals explained.

The click algorithm the Explorer follows (see the board/Explorer interface) is modelled by
``ClickModel`` so that the view's hooks are tested on their own: every click sequence of a legal
action leads to that action, and a wrong click names the rule that refuses it.
"""

from __future__ import annotations

import random
from collections import Counter

import matplotlib
import pytest
import tiers

matplotlib.use("Agg")

import rulekit  # noqa: E402
from rulekit import el_dorado as ed  # noqa: E402
from widgets import el_dorado as wed  # noqa: E402

from . import click_turn  # noqa: E402


def _contains(big: Counter, small: Counter) -> bool:
    return all(big[k] >= n for k, n in small.items())


class ClickModel:
    """The Explorer's click algorithm on a view: picks, candidates, play when one action is complete."""

    def __init__(self, view: wed.BoardView, state):
        self.view, self.state, self.picks, self.played, self.refused = view, state, [], [], []

    def _targets(self, a):
        return Counter(self.view.click_targets(a))

    def _candidates(self, sel):
        want = Counter(sel)
        return [a for a in self.state.legal_actions() if _contains(self._targets(a), want)]

    def _play(self, a):
        self.state = self.state.apply(a)
        self.played.append(str(a))
        self.picks = []
        self.view.show(self.state)

    def click(self, place):
        if place == wed.CONFIRM:
            exact = [a for a in self.state.legal_actions() if self._targets(a) == Counter(self.picks)]
            assert len(exact) == 1, (self.picks, exact)
            self._play(exact[0])
            return
        sel = self.picks + [place]
        cands = self._candidates(sel)
        if not cands:
            meant = self.view.intended_action(self.state, tuple(sel))
            if meant is not None:
                self.refused.append(rulekit.explain(self.state, meant)[-1].rule)
                return
            sel = [place]
            cands = self._candidates(sel)
            if not cands:
                meant = self.view.intended_action(self.state, tuple(sel))
                self.refused.append(rulekit.explain(self.state, meant)[-1].rule if meant else None)
                self.picks = []
                return
        exact = [a for a in cands if self._targets(a) == Counter(sel)]
        if len(cands) == 1 and exact:
            self._play(exact[0])
            return
        self.picks = sel
        weak = {t for a in cands for t in self.view.click_targets(a)} - set(sel)
        self.view.show(self.state, highlight=sel + ([wed.CONFIRM] if exact else []), weak=weak)


def _random_states(players: int, seed: int, steps: int = 80):
    rng = random.Random(seed)
    s = ed.new_game(players=players, seed=seed)
    out = [s]
    for _ in range(steps):
        acts = s.legal_actions()
        if s.is_over or not acts:
            break
        # favour moving and buying over ending the turn, so the course and the market are explored
        useful = [a for a in acts if not isinstance(a, (ed.End, ed.Stop))] or acts
        s = s.apply(rng.choice(useful if rng.random() < 0.8 else acts))
        out.append(s)
    return out


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_every_place_of_every_legal_action_round_trips(players, seed):
    states = _random_states(players, seed)
    view = wed.BoardView(states[0])
    checked = 0
    for s in states[::3]:
        view.show(s)
        for a in s.legal_actions():
            for place in view.click_targets(a):
                xy = view.place_xy(place)
                assert xy is not None, (str(a), place)
                assert view.target_at(*xy) == place, (str(a), place)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("players,seed", [(2, 4), (3, 5), (4, 6)])
def test_click_sequences_tell_the_legal_actions_apart(players, seed):
    """No two legal actions are chosen by the same clicks; each one's clicks play exactly it."""
    view = wed.BoardView(ed.new_game(players=players, seed=seed))
    confirmations = 0
    for s in _random_states(players, seed)[::4]:
        view.show(s)
        seen: dict = {}
        for a in s.legal_actions():
            key = frozenset(Counter(view.click_targets(a)).items())
            assert key not in seen, f"{a} and {seen[key]} are clicked alike"
            seen[key] = a
        for a in tiers.by_kind(s.legal_actions(), 3):  # every action in the deep tier
            model = ClickModel(view, s)
            for place in view.click_targets(a):
                if model.played:
                    break
                model.click(place)
            if not model.played:  # a prefix of another action's clicks: confirm it
                model.click(wed.CONFIRM)
                confirmations += 1
            assert model.played == [str(a)], (str(a), model.played, model.picks)
            view.show(s)
    assert confirmations < 20


def test_main_actions_need_no_confirmation():
    """Moving, paying rubble, spending, buying, ending, discarding and drawing are played by their clicks."""
    s = ed.from_position("players=3 pieces=B6,B8,B9 hand1=Ex,Tr,Tr,Sa")
    view = wed.BoardView(s)
    for text in ("Ex B22", "spend Tr", "end"):
        model = ClickModel(view, s)
        for place in view.click_targets(ed.parse_action(text)):
            model.click(place)
        assert model.played == [text]


def test_joker_symbol_is_a_button_and_marks_what_it_reaches():
    s = ed.from_position("players=3 pieces=B6,B8,B9 hand1=JT,Ex,Tr,Sa")
    view = wed.BoardView(s)
    model = ClickModel(view, s)
    model.click("hand:JT")
    model.click(("button", "machete"))
    assert model.picks == ["hand:JT", ("button", "machete")]
    assert view.hex_mark["B22"].get_visible()  # a machete-1 jungle space next to B6
    model.click("B22")
    assert model.played == ["JT=m B22"]


def test_leftover_power_goes_on_with_a_click_on_the_next_space():
    s = ed.from_position("players=3 pieces=B6,B8,B9 hand1=Sc,Tr,Tr,Sa")
    view = wed.BoardView(s)
    model = ClickModel(view, s)
    model.click("hand:Sc")
    model.click("B22")
    assert model.played == ["Sc B22"] and model.state.active
    nxt = next(str(a) for a in model.state.legal_actions() if isinstance(a, ed.Go))
    model.click(nxt.split()[1])
    assert model.played[-1] == nxt


def test_two_player_piece_is_picked_when_both_could_move():
    s = ed.from_position("players=2 pieces=B6+B7,B8+B9 hand1=Ex,Ex,Tr,Sa")
    view = wed.BoardView(s)
    both = [a for a in s.legal_actions() if isinstance(a, ed.Move) and a.place == "B22"]
    if len(both) == 2:  # B22 touches both starting spaces
        assert {view.click_targets(a)[-1] for a in both} == {"B6", "B7"}
    lone = next(a for a in s.legal_actions() if isinstance(a, ed.Move) and a.place == "B5")
    assert len(view.click_targets(lone)) == 2


def test_wrong_clicks_name_the_refusing_rule():
    s = ed.from_position("players=3 pieces=B6,B8,B9 hand1=Sa,Ex,Tr,Tr")
    view = wed.BoardView(s)
    model = ClickModel(view, s)
    model.click("hand:Sa")
    model.click("B22")  # a paddle card onto a jungle space
    assert model.refused == ["ED.move.match-symbol"] and model.state is s
    assert not rulekit.explain(s, view.intended_action(s, ("hand:Sa", "B22")))[-1].passed
    meant = view.intended_action(s, ("market:Pi",))
    assert str(meant) == "buy Pi"
    assert rulekit.explain(s, meant)[-1].rule.startswith("ED.")
    assert not rulekit.explain(s, meant)[-1].passed
    assert str(view.intended_action(s, ("hand:Ex", "B21"))) == "Ex B21"
    assert view.intended_action(s, ("hand:Ex",)) is None  # a first click means no action yet
    s2 = s.apply("end")
    assert str(view.intended_action(s2, (("button", "end"),))) == "end"
    assert rulekit.explain(s2, ed.End())[-1].rule == "ED.turn.phases"


def test_click_turn_plays_a_whole_turn():
    s = ed.new_game(players=click_turn.PLAYERS, seed=click_turn.SEED, **click_turn.OPTIONS)
    view = wed.BoardView(s)
    model = ClickModel(view, s)
    for place in click_turn.CLICKS:
        model.click(place)
    assert model.played == click_turn.TURN_ACTIONS
    assert s.turn == 0 and model.state.turn == 1
    assert not model.refused


def test_describe_names_every_action_kind_in_both_languages():
    s = ed.from_position("players=3 pieces=B6,B8,B9 hand1=Sa,Ex,Tr,JT")
    samples = [
        "Sc C12",
        "JT=m C12",
        "Tb b1",
        "JT=m b1",
        "Na C12",
        "Na b0",
        "go C13",
        "stop",
        "pay Ex+Tr C14",
        "pay Ex b2",
        "use Cg",
        "use Si",
        "use Tm Pi",
        "trash Ex",
        "done",
        "spend Tr",
        "spend JT=c",
        "spend Ex",
        "buy Sc",
        "end",
        "discard Ex",
        "draw",
        "Ex C12 p2",
    ]
    kinds = {type(ed.parse_action(t)) for t in samples}
    assert kinds == {
        ed.Move,
        ed.Go,
        ed.Stop,
        ed.Pay,
        ed.Use,
        ed.Trash,
        ed.Done,
        ed.Spend,
        ed.Buy,
        ed.End,
        ed.Discard,
        ed.Draw,
    }
    for lang in ("en", "ko"):
        rulekit.set_language(lang)
        try:
            texts = [wed.describe(t) for t in samples]
        finally:
            rulekit.set_language("en")
        assert len(set(texts)) == len(texts)
        for text, notation in zip(texts, samples, strict=True):
            assert text and text != notation
            if lang == "ko":
                assert any("\uac00" <= ch <= "\ud7a3" for ch in text), text
            else:
                assert not any("\uac00" <= ch <= "\ud7a3" for ch in text), text
    rulekit.set_language("ko")
    try:
        assert "자갈밭" in wed.describe("pay Ex+Tr C17") and "봉쇄" in wed.describe("Tb b1")
        assert "마체테" in wed.describe("JT=m C12") and "구매" in wed.describe("spend Tr")
    finally:
        rulekit.set_language("en")
    assert wed.describe(s.legal_actions()[0])


def test_explorer_plays_the_click_turn():
    import widgets

    s = ed.new_game(players=click_turn.PLAYERS, seed=click_turn.SEED, **click_turn.OPTIONS)
    ex = widgets.Explorer(s)
    played = []
    for place in click_turn.CLICKS:
        action = ex.click_place(place)
        if action is not None:
            played.append(str(action))
    assert played == click_turn.TURN_ACTIONS
    assert ex.state.turn == 1 and s.turn == 0


def test_explorer_clicks_on_pixels_and_explains_a_wrong_click():
    import widgets

    s = ed.from_position("players=3 pieces=B6,B8,B9 hand1=Sa,Ex,Tr,Tr")
    ex = widgets.Explorer(s)
    assert ex.view.image_size[0] == 960
    ex.click_board(*ex.view.place_pixel("hand:Sa"))
    ex.click_board(*ex.view.place_pixel("B22"))            # a paddle card onto a jungle space
    assert ex.state is s
    assert "ED.move.match-symbol" in ex.status.value
    ex.click_place("hand:Ex")
    assert ex.click_place("B22") == ed.parse_action("Ex B22")
