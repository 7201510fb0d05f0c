"""Fertility in the lab: game stats on quarries and monuments (greedy plays on the score itself).

The score breakdown is live during the game, so greedy's default evaluation
(score minus the best other score) already rewards shops, statues, monuments
and the wheat track; it beats random play in almost every game.

>>> from rulekit import sim
>>> sim.run("fertility", 1, players=2, bots="greedy", seed=1)[0].finished
True
"""
from __future__ import annotations

from collections.abc import Sequence

from ..core import Action
from ..fertility import Place, QuarryMonument, QuarryTake
from ..fertility.components import RESOURCE_NAMES
from ..fertility.scoring import PART_NAMES_KO
from ..fertility.state import FertilityState
from .knowledge import SearchKnowledge
from .reasons import Reason, Terms, reason_from


def stats(state: FertilityState, moves: list[tuple[int, Action]]) -> dict[str, object]:
    """Per seat: monuments placed on quarries, goods taken from quarries instead (FE.collect.quarry)."""
    n = state.num_players
    monuments = [0] * n
    quarry_goods = [0] * n
    for player, a in moves:
        if isinstance(a, QuarryMonument):
            monuments[player] += 1
        elif isinstance(a, QuarryTake):
            quarry_goods[player] += 1
    return {"monuments": monuments, "quarry_goods": quarry_goods,
            "quarries": [m + g for m, g in zip(monuments, quarry_goods, strict=True)]}


def end_reason(state: FertilityState) -> str:
    """The rule that ends every game: the valley stack runs short, one last turn each (FE.end.trigger)."""
    return "FE.end.trigger"



# --------------------------------------------------------------------------- hints

PARTS_KO = PART_NAMES_KO  # the score parts in the glossary's Korean (최종 점수 계산)
PART_RULES = {"normal shops": "FE.score.normal-shops", "special shops": "FE.score.special-shops",
              "god statues": "FE.score.statues", "monuments": "FE.score.monuments",
              "wheat store": "FE.score.wheat"}
KIND_RULES = {"Place": "FE.collect.connect-tiles", "Buy": "FE.district.one-per-turn",
              "Supply": "FE.supply.reward",
              "TakePublic": "FE.endturn.take-public", "QuarryTake": "FE.collect.quarry",
              "QuarryMonument": "FE.collect.monument-deben", "Discard": "FE.gap.discard"}
GOODS = RESOURCE_NAMES  # the resources' names in the glossary's words
KIND_WHY = {
    "Supply": ("a supplied good stays in the shop, and a full shop pays its deben at the end",
               "공급한 상품은 상점에 남고, 다 채운 상점은 게임 끝에 데벤을 줍니다"),
    "Buy": ("a district tile brings new shops to supply", "구역 타일은 공급할 새 상점을 줍니다"),
    "TakePublic": ("the tile gives more goods where it fits next turn",
                   "이 타일은 다음 차례에 맞는 자리에서 더 많은 상품을 줍니다")}


def _collected(state: FertilityState, player: int) -> float:
    """Goods beside the player's city and wheat gained: what shops are supplied from."""
    return float(sum(state.beside[player]) + state.wheat[player])


def action_words(state: FertilityState, action: Action, marked: bool = True) -> tuple[str, str]:
    """A placement or a quarry in the board's words: its cells are the ones the hint marks on the
    board (the board prints no coordinates), or others (``marked=False``: an alternative);
    ``("", "")`` for other actions.

    >>> from rulekit import fertility as fe
    >>> action_words(None, fe.parse_action("place P@1,2 G@0,2"))[1]
    '계곡 타일 배치: 포도·파피루스 → 보드에 표시한 두 칸'
    """
    if isinstance(action, Place):
        en = " and ".join(GOODS.get(k, (k, k))[0] for k in (action.first, action.second))
        ko = "·".join(GOODS.get(k, (k, k))[1] for k in (action.first, action.second))
        if not marked:
            return f"Place a valley tile: {en} on two other cells", f"계곡 타일 배치: {ko} → 다른 두 칸"
        return (f"Place a valley tile: {en} on the two marked cells",
                f"계곡 타일 배치: {ko} → 보드에 표시한 두 칸")
    where_en, where_ko = ("marked on the board", "보드에 표시") if marked else ("another one", "다른 곳")
    if isinstance(action, QuarryTake):
        en, ko = GOODS.get(action.resource, (action.resource, action.resource))
        return f"Quarry ({where_en}): take 1 {en}", f"채석장 ({where_ko}): {ko} 1개 가져오기"
    if isinstance(action, QuarryMonument):
        return f"Quarry ({where_en}): put up a monument", f"채석장 ({where_ko}): 기념물 세우기"
    return "", ""


def explain_choice(state: FertilityState, action: Action, alternatives: Sequence[Action]) -> Reason:
    """Why ``action``: the deben it scores now by category (최종 점수 계산's parts) and the rule that
    scores them; else the goods and wheat it collects; in both languages, in the board's words.

    >>> from rulekit import fertility as fe
    >>> s = fe.new_game(players=2, seed=2)
    >>> r = explain_choice(s, s.legal_actions()[0], s.legal_actions()[1:2])
    >>> r.rule.startswith("FE."), r.action_ko.startswith("계곡 타일 배치")
    (True, True)
    """
    terms = Terms(PARTS_KO, PART_RULES, KIND_RULES, _collected,
                  "you collect {n} goods or wheat", "상품이나 밀을 {n}개 모읍니다",
                  "{who} has {n} fewer goods or wheat", "{who}의 상품이나 밀이 {n}개 줄어듭니다",
                  kind_why=KIND_WHY)
    return reason_from(state, action, alternatives, terms, action_words(state, action))


# --------------------------------------------------------------------------- what the search bot knows

#: The search bot's knowledge of Fertility (:class:`rulekit.bots.knowledge.SearchKnowledge`): the live
#: score is the evaluation; at 600 evaluations per decision, 99.5% of 200 two-player games against greedy.
SEARCH: SearchKnowledge[FertilityState] = SearchKnowledge(iterations=600, scale=4.0, points=True)
