"""The Quest for El Dorado (황금밀림): a deck-building race on a hex map.

Modules follow the rulebook's sections: :mod:`.components`, :mod:`.setup`,
:mod:`.turn`, :mod:`.movement`, :mod:`.blockades`, :mod:`.market`,
:mod:`.action_cards`, :mod:`.end`; :mod:`.actions` holds the action notation,
:mod:`.notation` the position notation and :mod:`.validate` the checks that refuse a position no
game can reach (on loading a save or reading a position).  Bots that play it (``random``, ``greedy``,
``racer``) are in :mod:`rulekit.bots.el_dorado`, simulations in :mod:`rulekit.sim`.

``state.turn`` counts the turns completed so far (0 at the start); a turn is one
player's whole turn, its three phases: play cards, discard, draw (:mod:`.turn`).
``state.round`` counts the rounds completed (every player has had a turn).

>>> from rulekit import el_dorado as ed
>>> s = ed.new_game(players=3, seed=7)
>>> s.current_player, s.pieces[0], len(s.hands[0])
(0, ('B6',), 4)
>>> s2 = s.apply("end")          # pass: phase 2 (keep or discard the hand)
>>> s2.phase
'discard'
"""
from __future__ import annotations

from ..core import Score, load_state
from ..glossary import term
from .actions import Buy, Discard, Done, Draw, End, Go, Move, Pay, Spend, Stop, Trash, Use, parse_action
from .components import BLOCKADES, CARDS, COURSE_NAMES, COURSES, TERRAIN, DataError, course
from .end import tally
from .movement import reachable
from .notation import PositionError, format_position, parse_position
from .setup import new_game
from .state import ElDoradoState

NAME = "el_dorado"
TITLE = {"en": "The Quest for El Dorado", "ko": "황금밀림"}
PLAYERS = range(2, 5)
OPTIONS = {
    "course": (0, "course id 0–7 or name: 0 is the first-game course B C N I K (ED.setup.course-first)"),
    "max_rounds": (None, "simulator round limit; None = no limit (ED.gap.sim-round-limit)"),
    "random_start": (False,
                     "draw the start player with the game's seed instead of seat 1 (ED.gap.start-player)"),
    "blockades": (None, "the blockade piece for each seam in slot order; None = drawn at random"),
}
STATE_CLASS = ElDoradoState


def _ko(term_id: str) -> str:
    return term("el_dorado", term_id).ko


#: each option's label and help in English and Korean, as the lab shows them (the rule IDs stay in the help)
OPTION_WORDS: dict[str, dict[str, tuple[str, str]]] = {
    "course": {"en": (term("el_dorado", "course").en, OPTIONS["course"][1]),
               "ko": (_ko("course"), f"{_ko('course')} 번호 0–7 또는 이름: 0은 첫 게임용 {_ko('course')} "
                                     "B C N I K (ED.setup.course-first)")},
    "max_rounds": {"en": ("round limit", OPTIONS["max_rounds"][1]),
                   "ko": ("라운드 제한",
                          "시뮬레이터의 라운드 제한; 비워 두면 제한 없음 (ED.gap.sim-round-limit)")},
    "random_start": {"en": ("random start player", OPTIONS["random_start"][1]),
                     "ko": ("무작위 시작 플레이어",
                            "1번 자리 대신 게임의 시드로 시작 플레이어를 뽑습니다 (ED.gap.start-player)")},
    "blockades": {"en": ("blockades", OPTIONS["blockades"][1]),
                  "ko": (_ko("blockade"), f"{_ko('seam')}마다 놓을 {_ko('blockade')} 조각, "
                                          f"{_ko('seam')} 순서대로; 비워 두면 무작위로 뽑습니다")},
}


def score(state: ElDoradoState) -> dict[int, Score]:
    """``{player: Score}`` with the parts El Dorado, blockades, strongest blockade."""
    return state.score()


def from_json(text: str | bytes) -> ElDoradoState:
    """Load a save file of this game (raises :class:`rulekit.SaveError` if it is bad)."""
    return load_state(text, ElDoradoState)


def from_position(text: str, seed: int = 0) -> ElDoradoState:
    """A state from the position notation (see :mod:`rulekit.el_dorado.notation`)."""
    return parse_position(text, seed)


__all__ = [
    "NAME", "TITLE", "PLAYERS", "OPTIONS", "OPTION_WORDS", "STATE_CLASS", "new_game", "parse_action", "score",
    "from_json",
    "from_position", "format_position", "parse_position", "PositionError", "ElDoradoState", "reachable",
    "tally",
    "CARDS", "TERRAIN", "BLOCKADES", "COURSES", "COURSE_NAMES", "course", "DataError",
    "Move", "Go", "Stop", "Pay", "Use", "Trash", "Done", "Spend", "Buy", "End", "Discard", "Draw",
]
