"""The search bot ``"mcts"``: Monte Carlo tree search over what its seat may know, and hints.

The bot sees only ``state.view(player)``.  Each iteration of the search plays in one
*determinization*: a copy of that view whose hidden parts (hands, draw piles, face-down
tiles, hidden gold) are drawn anew (information-set MCTS).  One tree is shared by every
determinization; an action that is legal in only some of them is weighed by how often it
was available (its *availability* count), so a bot never plans around cards it cannot know.

Search, in short:

* **selection** by UCB1 on availability counts, each node's value taken from the view of
  the player who chose the action leading to it (every seat plays for itself);
* **expansion**: every legal action of the root at once, each valued by the game's own
  evaluation (:func:`utilities`: a logistic of how much the player's margin over the best other
  player grew, 1/0 for a finished game), so the search starts from what one-step greedy knows;
  below the root, one new action per visit, in a random order (``expand="all"`` values every
  action of a node at once and backs up the best: a best-first search, costly where many
  actions are legal);
* **leaf values**: the evaluation, which is cheap beside a random playout that would need
  hundreds of actions to reach the end of these games; optionally after a short playout by the
  game's own quick bot (``playout_turns``);
* **candidates**: a game may leave plainly poor actions out of the search (:data:`CANDIDATES`),
  the same ones in every determinization of a state;
* the **budget** counts those evaluations (``iterations``, "playouts") and/or CPU seconds;
  a decision with one legal action is taken without search, and so is one that the game leaves
  to its own quick bot (:data:`DELEGATED`: El Dorado's purchases, discards and removals, whose worth
  shows only in later hands).

What each game's search knows beyond the rules: Golden Ankh plans its own turn and values the tile
within reach by the points it would score; El Dorado leaves the choice of card to buy and the discards to
its planner bot (racer's rule of thumb, with purchases that fit the path ahead), plays its playouts with
it, and keeps its move unless the search finds one clearly better (:data:`ANCHORS`); Elfengold
values the best trip a hand can make over the tiles on the roads, so phase 5 lays the tiles that open
towns; Fertility's live score is its evaluation.  Measured by ``tests/benchmarks/strength.py`` at the
default budget (two-player games, seats alternated): Golden Ankh 98.5% of 200 against greedy and 95% of
200 against builder, El Dorado 96.5% of 200 against greedy and 70.2% of 200 against racer, Fertility
99.5% and Elfengold 97% of 200 against greedy, at 0.03-0.05 s of CPU per searched decision on average.

Turns of several small actions (tokens then end; cards, moves and a purchase) are searched
as they come: the states along a path are kept per determinization, so a deep line within
one turn costs one evaluation per new action, not a replay from the root.

>>> from rulekit import fertility as fe
>>> from rulekit.rng import Rng
>>> bot = MCTSBot("fertility", iterations=60)
>>> s = fe.new_game(players=2, seed=1)
>>> a = bot.choose(s.view(0), Rng(3))
>>> a in s.legal_actions() and bot.choose(s.view(0), Rng(3)) == a     # seeded: reproducible
True
"""
from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from .. import collector, i18n
from ..checks import SEED_MAX, check_choice, check_int, show_value
from ..core import OptionError
from ..options import (
    MAX_SECONDS,
    check_iterations,
    check_number,
    check_optional_int,
    check_seconds,
    parse_option_text,
)
from ..rng import Rng

#: Evaluations per decision at the default budget, per game.  Measured by ``tests/benchmarks/strength.py``
#: (200 two-player games per opponent, seats alternated, 2 processes on a 2-core machine): Golden Ankh at
#: 600, planning its own turn, 98.5% against greedy and 95% against builder; El Dorado at 300, with the
#: planner's purchases and playouts, 96.5% against greedy and 70.2% against racer (600 won no more of 40
#: games against racer, at twice the time); Elfengold at 800 (450 in phase 5, :data:`DECISION_ITERATIONS`)
#: 97% and Fertility at 600 99.5% against greedy.  CPU per searched decision: a mean of 0.033-0.052 s, 99%
#: within 0.13 s, the slowest 0.28 s (6 of 108,218 decisions over 0.25 s, in Golden Ankh and Elfengold;
#: the machine's load moves these: the same Golden Ankh code measured 0.23 s at most in an earlier run).
DEFAULT_ITERATIONS: dict[str, int] = {
    "golden_ankh": 600, "el_dorado": 300, "fertility": 600, "elfengold": 800,
}
FALLBACK_ITERATIONS = 400
#: At the default budget, the evaluations of the decisions whose positions cost more to value, by game and
#: ``state.decision``: Elfengold's phase 5 values the trips every tile opens (measured: 800 took up to
#: 0.5 s of CPU on a busy machine, 450 keep the worst decision near 0.25 s).
DECISION_ITERATIONS: dict[str, dict[str, int]] = {"elfengold": {"place": 450}}
#: How many points of margin over the best other player make a position "clearly won" (the scale of
#: the logistic that turns a margin into a value between 0 and 1).
SCALES: dict[str, float] = {"golden_ankh": 6.0, "el_dorado": 15.0, "fertility": 4.0, "elfengold": 8.0}
EXPLORATION = 0.35       # the UCB1 constant (values are in 0..1; evaluations are informative, so small)
DETERMINIZATIONS = 12    # distinct re-draws of the hidden information per search
#: How many times the turn may pass along a line before its end state is valued without search
#: (0: plan the rest of the own turn only; None: no limit).
#: Golden Ankh plans its own turn (0): valued mid-turn and after the reply alike, leaves at different
#: depths made long turns of tile moves look good (measured on 20+20 games against greedy and builder:
#: 65%/50% with no horizon, 75%/45% with 0; with the evaluation of the tile within reach, 80%/90%).
HORIZONS: dict[str, int | None] = {"golden_ankh": 0}
#: The game's own quick bot that plays on from a new leaf before it is valued, and for how many
#: passes of the turn (1: to the end of the turn being played).
PLAYOUTS: dict[str, str] = {"golden_ankh": "builder", "el_dorado": "planner"}
#: El Dorado, measured against racer: 1 of 12 games won without playouts, 3 of 8 with 1; with racer's
#: purchases and discards, 1 of 10 with 3 (playing on through the other player's turn, 0.13 s mean).
#: The planner plays the playouts as it plays the purchases (:data:`DELEGATED`), so a line's end is
#: valued with the deck the bot will really build.
PLAYOUT_TURNS: dict[str, int] = {"el_dorado": 1}


def _ed_planner_decides(state: Any) -> bool:
    from .el_dorado import racer_decides

    return racer_decides(state)


#: Decisions left to the game's own quick bot instead of the search, by game: (bot, when).  El Dorado
#: leaves its purchases, discards and removals to its planner bot, racer's rule with purchases that fit the
#: path ahead (see :func:`rulekit.bots.el_dorado.racer_decides`): on 40 two-player games against racer
#: (20 deals, seats swapped), 72.5% won with the planner's purchases and playouts, 67.5% with racer's.
DELEGATED: dict[str, tuple[str, Callable[[Any], bool]]] = {"el_dorado": ("planner", _ed_planner_decides)}


#: The actions the search weighs, by game: the name of a function of the game's bot module,
#: ``candidates(state, legal actions) -> the ones to search`` (a non-empty part of them, chosen the same
#: way every time), where most legal actions are plainly poor and would only thin the search.
#: Golden Ankh: no tile move that scores nothing at once
#: (:func:`rulekit.bots.golden_ankh.search_candidates`).
CANDIDATES: dict[str, str] = {"golden_ankh": "search_candidates"}
#: A game's own quick bot whose choice the search keeps unless another action's mean value (0..1) is
#: higher by more than the given margin, by game.  El Dorado, on 26 games against racer (with racer's
#: purchases and discards): 69% won keeping racer's move within 0.02, 55% of 20 without, where racer
#: itself wins 54% and 45% of the same games.
#: The planner moves as racer does: it is the anchor since it also decides when a cheap purchase is not
#: worth starting.
ANCHORS: dict[str, tuple[str, float]] = {"el_dorado": ("planner", 0.02)}
#: The quick bots' names in a hint, in English and Korean (as the Explorer names them).
QUICK_BOT_NAMES: dict[str, tuple[str, str]] = {
    "racer": ("racer", "달리기"), "planner": ("planner", "계획가"), "builder": ("builder", "건축가"),
    "greedy": ("greedy", "욕심쟁이")}
#: Games whose live score is in points a player would call a gain (El Dorado's score only orders the
#: finish: its candidates have no score gain).
POINTS_GAMES = frozenset({"golden_ankh", "fertility", "elfengold"})
#: Ceilings of the search options (far above any useful value: they keep a search finite, its memory small).
MAX_EXPLORATION = 1000.0
MAX_SCALE = 1e9
MAX_DETERMINIZATIONS = 1000
MAX_TURNS = 1000


def _checked_game(game: Any) -> str | None:
    """The registry name of ``game`` (a name, module or state), or None; an unknown game is refused."""
    if game is None:
        return None
    from .. import registry

    if isinstance(game, str):
        registry.load(game)      # an unknown name raises UnknownGame (an OptionError)
        return game
    if isinstance(game, ModuleType) or isinstance(getattr(game, "GAME", None), str):
        return game_name(game)
    raise OptionError(f"game must be a game's name, module or state, not {show_value(game)}",
                      f"game 값은 게임의 이름, 모듈 또는 상태여야 합니다. 받은 값: {show_value(game)}",
                      field="game")


def _checked_playout(playout: Any, game: str | None) -> str:
    """A quick bot's name for playouts: one of the game's bots other than the search itself."""
    from . import bot_names

    known = list(bot_names(game)) if game is not None else None
    if not isinstance(playout, str) or (known is not None and playout not in known):
        listed = ", ".join(known) if known is not None else "random, greedy"
        text = show_value(playout)
        raise OptionError(f"playout must be one of the game's quick bots ({listed}), not {text}",
                          f"playout 값은 이 게임의 빠른 봇({listed}) 중 하나여야 합니다. 받은 값: {text}",
                          field="playout")
    return playout


# --------------------------------------------------------------------------- evaluations


def _score_utilities(state: Any) -> list[float]:
    scores = state.score()
    return [float(scores[p].total) for p in range(state.num_players)]


def game_name(game: str | ModuleType | Any) -> str:
    """The registry name of a game given by name, module or state.

    >>> from rulekit import fertility
    >>> game_name("fertility"), game_name(fertility), game_name(fertility.new_game(players=2, seed=1))
    ('fertility', 'fertility', 'fertility')
    """
    if isinstance(game, str):
        return game
    if isinstance(game, ModuleType):
        return str(getattr(game, "NAME", game.__name__.rsplit(".", 1)[-1]))
    return str(getattr(game, "GAME", "") or type(game).__module__.split(".")[1])


def utilities(game: str | ModuleType) -> Callable[[Any], list[float]]:
    """The per-seat progress numbers the search values positions with (higher is better): the game's
    bot module's ``utilities(state) -> [float per seat]`` (the kit's games: the progress terms their
    greedy bot weighs), or the live scores for a game without one.

    >>> from rulekit.bots import el_dorado
    >>> utilities("el_dorado") is el_dorado.utilities, utilities("fertility") is _score_utilities
    (True, True)
    """
    from . import game_extras

    extras = game_extras(game)
    return getattr(extras, "utilities", None) or _score_utilities


def _candidates(game: str) -> Callable[[Any, list], list] | None:
    """The function that picks the actions the search weighs in ``game`` (:data:`CANDIDATES`), or None."""
    name = CANDIDATES.get(game)
    if name is None:
        return None
    from . import game_extras

    return getattr(game_extras(game), name)


def _margins(u: list[float]) -> list[float]:
    """Each seat's utility minus the best other seat's."""
    n = len(u)
    if n == 2:
        return [u[0] - u[1], u[1] - u[0]]
    return [u[p] - max(u[q] for q in range(n) if q != p) for p in range(n)]


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x)) if -60.0 < x < 60.0 else (1.0 if x > 0 else 0.0)


def _values(state: Any, utility: Callable[[Any], list[float]], scale: float, centre: list[float],
            me: int) -> list[float]:
    """Each seat's value of ``state`` in 0..1, then the searching seat ``me``'s estimated chance to win.

    The values: a seat's share of the win when the game is over, else a logistic of how much its
    margin over the best other seat grew since the root (``centre``).  Centred on the root, they tell
    moves apart even when one seat is far ahead (a logistic of the bare margin would call every move
    of a leader a sure win).  The chance to win is the logistic of ``me``'s bare margin."""
    n = state.num_players
    if state.is_over and not getattr(state, "stopped", False):
        winners = state.winners()
        if not winners:
            return [0.5] * (n + 1)
        out = [1.0 / len(winners) if p in winners else 0.0 for p in range(n)]
        out.append(out[me])
        return out
    m = _margins(utility(state))
    out = [_logistic((m[p] - centre[p]) / scale) for p in range(n)]
    out.append(_logistic(m[me] / scale))
    return out


# --------------------------------------------------------------------------- the tree


class _Node:
    """One action's outcome in the shared tree: ``player`` chose ``action``; ``total`` sums that player's
    values over ``visits``; ``avail`` counts the times the action was legal when its parent was left."""

    __slots__ = ("action", "player", "visits", "total", "chance", "avail", "children", "states", "choices",
                 "passes", "leaf", "untried")

    def __init__(self, action: Any, player: int, passes: int = 0) -> None:
        self.action = action
        self.player = player
        self.passes = passes                    # how often the turn passed on the way from the root
        self.leaf: dict[int, list[float]] = {}  # determinization -> values, for a node past the horizon
        self.visits = 0
        self.total = 0.0
        self.chance = 0.0                       # sums the searching seat's estimated chance to win
        self.avail = 0
        self.children: dict[Any, _Node] = {}
        self.states: dict[int, Any] = {}        # determinization -> the state here
        self.choices: dict[int, list[_Node]] = {}  # determinization -> its children legal there
        self.untried: dict[int, list[Any]] = {}    # determinization -> legal actions still without a child

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass(frozen=True)
class Candidate:
    """One action the search weighed: how often it was searched, its estimated chance of winning
    (0..1, from the searching player's view) and the points it scores at once (``None``: unknown)."""

    action: Any
    visits: int
    win_rate: float
    score_gain: float | None


@dataclass(frozen=True)
class Reason:
    """Why a hint's action, in the game's terms: a short sentence in English and in Korean, the rule
    it rests on (an ID of the game's rule catalogue), and the action in the board's own words
    (``action_en``/``action_ko``; empty: the board's usual words carry no hidden coordinates).

    >>> r = Reason("Scores 3 colour points.", "색깔 점수 3점을 얻습니다.", "GA.score.colour-groups")
    >>> r.text("ko"), r.rule_title("ko")
    ('색깔 점수 3점을 얻습니다.', '색깔 점수')
    """

    en: str
    ko: str
    rule: str
    action_en: str = ""
    action_ko: str = ""

    def text(self, lang: str | None = None) -> str:
        """The sentence in the current (or given) language."""
        return i18n.pick(self.en, self.ko, lang)

    def rule_title(self, lang: str | None = None) -> str:
        """The rule's title from the game's rule catalogue, in the current (or given) language."""
        return i18n.rule_title(self.rule, lang)

    def action_words(self, lang: str | None = None) -> str:
        """The action in the board's words (empty when the board's usual words serve)."""
        return i18n.pick(self.action_en, self.action_ko, lang) if self.action_en else ""


@dataclass
class Suggestion:
    """What :func:`suggest` recommends: ``action`` (a legal action of the given state), up to five
    ``candidates`` best first, and the ``iterations`` (evaluated playouts) the search made."""

    action: Any
    candidates: list[Candidate]
    iterations: int
    player: int
    only_action: bool = False
    seconds: float = 0.0
    _game: str = field(default="", repr=False)
    #: The game's quick bot whose choice the search bot plays here (see :data:`DELEGATED` and
    #: :data:`ANCHORS`), or None when the search's own best is played.
    rule_of_thumb: str | None = None
    #: Why the action, in the game's terms and with the rule it rests on (:func:`explain_choice`).
    explanation: Reason | None = None

    def reason(self, lang: str | None = None) -> str:
        """The recommendation in plain words, in the current (or given) language.

        >>> s = Suggestion("end", [Candidate("end", 0, 1.0, None)], 0, 0, only_action=True)
        >>> s.reason("en")
        'end is the only legal action.'
        >>> s.reason("ko")
        'end: 지금 할 수 있는 행동은 이것 하나뿐입니다.'
        >>> kept = Suggestion("buy Sc", [Candidate("buy Sc", 30, 0.6, None)], 300, 0, rule_of_thumb="racer")
        >>> en, ko = kept.reason("en"), kept.reason("ko")
        >>> "Best move: buy Sc, the racer bot's choice" in en, "달리기 봇의 선택" in ko
        (True, True)
        """
        if self.only_action:
            return i18n.pick(f"{self.action} is the only legal action.",
                             f"{self.action}: 지금 할 수 있는 행동은 이것 하나뿐입니다.", lang)
        best = self.candidates[0]
        en_why = ko_why = ""
        if self.rule_of_thumb:
            name = self.rule_of_thumb
            en_name, ko_name = QUICK_BOT_NAMES.get(name, (name, name))
            en_why = f", the {en_name} bot's choice, which the search bot follows here"
            ko_why = f"(탐색 봇이 여기서는 {ko_name} 봇의 선택을 따릅니다)"
        en = [f"Searched {self.iterations:,} simulated positions. Best move: {best.action}{en_why} "
              f"({_describe(best, 'en')})."]
        ko = [f"{self.iterations:,}번 시뮬레이션했습니다. 가장 좋은 수: {best.action}{ko_why} "
              f"({_describe(best, 'ko')})."]
        others = self.candidates[1:4]
        if others:
            en.append("Next best: " + "; ".join(f"{c.action} ({_describe(c, 'en')})" for c in others) + ".")
            ko.append("다른 후보: " + "; ".join(f"{c.action} ({_describe(c, 'ko')})" for c in others) + ".")
        return i18n.pick(" ".join(en), " ".join(ko), lang)


def _describe(c: Candidate, lang: str) -> str:
    pct = round(100 * c.win_rate)
    gain = ""
    if c.score_gain:
        g = f"{c.score_gain:+g}"
        gain = f", {g} points now" if lang == "en" else f", 바로 {g}점"
    if lang == "en":
        return f"win chance about {pct}%{gain}, searched {c.visits:,} times"
    return f"승률 약 {pct}%{gain}, {c.visits:,}번 탐색"


# --------------------------------------------------------------------------- the bot


class MCTSBot:
    """Information-set Monte Carlo tree search for any game of the kit (see the module docstring).

    ``iterations``: evaluations per decision (default: :data:`DEFAULT_ITERATIONS` for the game when
    neither budget is given); ``seconds``: a CPU-time limit per decision (searches stop at whichever
    comes first; a time limit makes choices depend on the machine's speed, an iteration budget
    alone is exactly reproducible).  ``seed`` is mixed with the simulator's per-seat generator.
    ``exploration``: the UCB1 constant; ``scale``: the margin that counts as clearly ahead;
    ``determinizations``: how many re-draws of the hidden information one search shares.

    Every option is checked (:mod:`rulekit.options`): a bad one raises a bilingual
    :class:`~rulekit.core.OptionError` naming it.  The budgets have ceilings,
    :data:`~rulekit.options.MAX_ITERATIONS` (10**7) evaluations and
    :data:`~rulekit.options.MAX_SECONDS` (60) CPU seconds, and every search stops at 60 s whatever its
    budget; the smallest budget (``iterations=1``, or ``seconds=1e-300``) still values every
    action of the position once, so a legal action always comes back.

    >>> bot = MCTSBot("golden_ankh", iterations=50)
    >>> bot.name
    'mcts:iterations=50'
    >>> MCTSBot("golden_ankh", seconds=float("inf"))
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: seconds must be a finite number more than 0 and at most 60, not inf
    """

    uses_view = True

    def __init__(self, game: str | ModuleType | None = None, *, iterations: int | None = None,
                 seconds: float | None = None, seed: int = 0, exploration: float = EXPLORATION,
                 scale: float | None = None, determinizations: int = DETERMINIZATIONS,
                 horizon: int | None = None, playout: str | None = None, playout_turns: int | None = None,
                 expand: str = "one", name: str | None = None) -> None:
        self.game = _checked_game(game)
        if iterations is not None:
            iterations = check_iterations(iterations)
        if seconds is not None:
            seconds = check_seconds(seconds)
        if iterations is None and seconds is None:
            iterations = DEFAULT_ITERATIONS.get(self.game or "", FALLBACK_ITERATIONS)
            self._default = True
        else:
            self._default = False
        self.iterations = iterations
        self.seconds = seconds
        self.seed = check_int(seed, "seed", 0, SEED_MAX)
        self.exploration = check_number(exploration, "exploration", lo=0, hi=MAX_EXPLORATION)
        self.scale = None if scale is None else check_number(scale, "scale", above=0, hi=MAX_SCALE)
        self.determinizations = check_int(determinizations, "determinizations", 1, MAX_DETERMINIZATIONS)
        horizon = check_optional_int(horizon, "horizon", 0, MAX_TURNS)
        self.horizon = horizon if horizon is not None else HORIZONS.get(self.game or "")
        self.playout = None if playout is None else _checked_playout(playout, self.game)
        self.expand = check_choice(expand, "expand", ("one", "all"))
        playout_turns = check_optional_int(playout_turns, "playout_turns", 0, MAX_TURNS)
        self.playout_turns = (playout_turns if playout_turns is not None
                              else PLAYOUT_TURNS.get(self.game or "", 0))
        if name is not None and not isinstance(name, str):
            raise OptionError(f"name must be text, not {show_value(name)}",
                              f"name 값은 문자열이어야 합니다. 받은 값: {show_value(name)}", field="name")
        self._playout_bot: Any = None
        self._quick_bots: dict[str, Any] = {}
        if name is None:
            parts = [] if self._default else (
                ([f"iterations={self.iterations}"] if self.iterations is not None else [])
                + ([f"seconds={self.seconds:g}"] if self.seconds is not None else []))
            name = "mcts" + (":" + ",".join(parts) if parts else "")
        self.name = name
        self._utility: Callable[[Any], list[float]] | None = None

    def __repr__(self) -> str:
        return f"MCTSBot({self.game!r}, iterations={self.iterations}, seconds={self.seconds})"

    # ---- the bot interface
    def choose(self, state: Any, rng: Rng) -> Any:
        """A legal action of ``state`` for its current player, searched on that player's view."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if not actions:
            raise OptionError("the game is over: there is no action to choose",
                              "게임이 끝났습니다: 고를 행동이 없습니다", field="state")
        return self._decide(state, actions, rng, hint=False)[0]

    def _decide(self, state: Any, actions: list, rng: Rng, hint: bool) -> tuple[Any, _Node | None, int, float,
                                                                                 str | None]:
        """The action the bot plays, the searched root (None when no search was made), the evaluations
        and CPU seconds of the search, and the quick bot whose choice was played (None: the search's own).

        A decision the game leaves to its quick bot (:data:`DELEGATED`) is taken without search, unless
        for a ``hint``, whose candidates need one; a quick bot of :data:`ANCHORS` keeps its choice unless
        the search found one clearly better."""
        game = self.game or game_name(state)
        search_rng = Rng(rng.next64() ^ (self.seed * 0x9E3779B97F4A7C15))
        delegated = DELEGATED.get(game)
        if delegated is not None and delegated[1](state):
            action = _same_action(actions, self._quick(delegated[0], game).choose(state, search_rng))
            if not hint:
                return action, None, 0, 0.0, delegated[0]
            root, evaluations, spent = self._search(state, search_rng)
            return action, root, evaluations, spent, delegated[0]
        root, evaluations, spent = self._search(state, search_rng)
        best = _ranked(root)[0]
        kept = None
        anchor = ANCHORS.get(game)
        if anchor is not None:
            # Keep the quick bot's choice unless the search found one clearly better.
            own = root.children.get(_same_action(actions, self._quick(anchor[0], game).choose(
                state, search_rng.spawn(5))))
            if own is not None and own.visits and best.mean - own.mean < anchor[1] and own is not best:
                best, kept = own, anchor[0]
        return _same_action(actions, best.action), root, evaluations, spent, kept

    def _quick(self, name: str, game: str) -> Any:
        """The game's quick bot ``name`` (made once per search bot)."""
        bot = self._quick_bots.get(name)
        if bot is None:
            from . import make_bot

            bot = self._quick_bots[name] = make_bot(name, game)
        return bot

    # ---- the search
    def _setup(self, state: Any) -> tuple[Callable[[Any], list[float]], float]:
        game = self.game or game_name(state)
        if self._utility is None or self.game is None:
            self._utility = utilities(game)
        return self._utility, float(self.scale if self.scale is not None else SCALES.get(game, 5.0))

    def _search(self, state: Any, rng: Rng) -> tuple[_Node, int, float]:
        """Grow the tree from ``state`` (only its current player's view is used); the root, the
        evaluations made and the CPU seconds spent."""
        with collector.paused(promote=collector.kit_code(state)):
            return self._grow(state, rng)

    def _grow(self, state: Any, rng: Rng) -> tuple[_Node, int, float]:
        start = time.process_time()
        utility, scale = self._setup(state)
        player = state.current_player
        redraw = getattr(state, "_redraw", None)
        n_dets = self.determinizations if redraw is not None else 1
        view = None if redraw is not None else state.view(player)
        det_rngs = [rng.spawn(k) for k in range(n_dets)]
        root = _Node(None, -1)
        budget = self.iterations
        if self._default and budget is not None:
            budget = DECISION_ITERATIONS.get(self.game or game_name(state), {}).get(
                getattr(state, "decision", ""), budget)
        # Every search stops at MAX_SECONDS of CPU, whatever its budget (the option checks refuse more).
        deadline = start + (MAX_SECONDS if self.seconds is None else self.seconds)
        c = self.exploration
        horizon = self.horizon
        policy = self._policy(state)
        rollout_rng = rng.spawn(999)
        expand_rng = rng.spawn(998)
        expand_all = self.expand == "all"
        prune = _candidates(self.game or game_name(state))
        pruned: dict[int, list] = {}
        centre: list[float] | None = None
        evaluations = 0
        descent = 0
        log = math.log
        sqrt = math.sqrt
        while True:
            if budget is not None and evaluations >= budget:
                break
            # The first descent always runs: it values every action of the root, so a choice exists.
            if evaluations and descent % 4 == 0 and time.process_time() >= deadline:
                break
            k = descent % n_dets
            descent += 1
            s = root.states.get(k)
            if s is None:
                s = redraw(player, det_rngs[k]) if redraw is not None else view
                root.states[k] = s
                if centre is None:
                    centre = _margins(utility(s))
            node = root
            path = [root]
            values = None
            # Selection: down through nodes whose every legal action has a child.
            while True:
                if s.is_over:
                    values = _values(s, utility, scale, centre, player)
                    evaluations += 1
                    break
                if horizon is not None and node.passes > horizon:
                    values = node.leaf.get(k)
                    if values is None:
                        values = node.leaf[k] = _values(s, utility, scale, centre, player)
                    evaluations += 1
                    break
                choices = node.choices.get(k)
                if choices is None:
                    if prune is None:
                        actions = s.legal_actions()
                    else:
                        # Kept per state (the tree holds every state it reaches, so ids stay theirs).
                        actions = pruned.get(id(s))
                        if actions is None:
                            actions = pruned[id(s)] = prune(s, s.legal_actions())
                    mover = s.current_player
                    children = node.children
                    if node is not root and not expand_all:
                        # One new action per visit below the root, in a random order.
                        todo = node.untried.get(k)
                        if todo is None:
                            todo = node.untried[k] = [a for a in actions if a not in children]
                        a = None
                        while todo:    # draw one at random (swap it to the end, then pop)
                            i = expand_rng.randbelow(len(todo))
                            todo[i], todo[-1] = todo[-1], todo[i]
                            a = todo.pop()
                            if a not in children:
                                break
                            a = None
                        if a is not None:
                            after = s._advance(a)
                            turned = after.current_player != mover
                            child = children[a] = _Node(a, mover, node.passes + turned)
                            child.states[k] = after
                            child.avail = 1
                            values = _values(after, utility, scale, centre, player)
                            if horizon is not None:
                                child.leaf[k] = values
                            evaluations += 1
                            path.append(child)
                            if policy is not None:
                                values = _values(self._playout(after, policy, rollout_rng), utility, scale,
                                                 centre, player)
                            break
                    missing = [a for a in actions if a not in children]
                    if missing:
                        # Expansion: value every new action by the game's evaluation.
                        best_v = None
                        best_child = None
                        for a in missing:
                            after = s._advance(a)
                            passes = node.passes + (after.current_player != mover)
                            child = children[a] = _Node(a, mover, passes)
                            child.states[k] = after
                            v = _values(after, utility, scale, centre, player)
                            if horizon is not None:
                                child.leaf[k] = v
                            child.visits = 1
                            child.avail = 1
                            child.total = v[mover]
                            child.chance = v[-1]
                            evaluations += 1
                            if best_v is None or v[mover] > best_v[mover]:
                                best_v, best_child = v, child
                        node.choices[k] = [children[a] for a in actions]
                        for a in actions:
                            if a not in missing:
                                children[a].avail += 1
                        values = best_v
                        if policy is not None and best_child is not None:
                            # A playout by the game's own quick bot from the most promising new child.
                            end = self._playout(best_child.states[k], policy, rollout_rng)
                            values = _values(end, utility, scale, centre, player)
                            path.append(best_child)
                        break
                    choices = node.choices[k] = [children[a] for a in actions]
                # UCB1 on availability counts.
                best = None
                best_score = -1.0
                for ch in choices:
                    ch.avail += 1
                    score = ch.total / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                    if score > best_score:
                        best_score, best = score, ch
                assert best is not None
                node = best
                path.append(node)
                nxt = node.states.get(k)
                if nxt is None:
                    nxt = node.states[k] = s._advance(node.action)
                s = nxt
            if values is not None:
                chance = values[-1]
                for nd in path[1:]:
                    nd.visits += 1
                    nd.total += values[nd.player]
                    nd.chance += chance
                root.visits += 1
        return root, evaluations, time.process_time() - start

    def _policy(self, state: Any) -> Any:
        """The playout bot (the game's own quick bot, see :data:`PLAYOUTS`), or None for no playouts."""
        if not self.playout_turns:
            return None
        name = self.playout or PLAYOUTS.get(self.game or game_name(state))
        if name is None:
            return None
        if self._playout_bot is None:
            from . import make_bot

            self._playout_bot = make_bot(name, self.game or game_name(state))
        return self._playout_bot

    def _playout(self, s: Any, policy: Any, rng: Rng) -> Any:
        """Play on from ``s`` with ``policy`` until the turn has passed ``playout_turns`` times."""
        passes = 0
        steps = 0
        limit = self.playout_turns
        while not s.is_over and steps < 200:
            actions = s.legal_actions()
            a = actions[0] if len(actions) == 1 else policy.choose(s, rng)
            nxt = s._advance(a)
            steps += 1
            if nxt.current_player != s.current_player:
                passes += 1
            s = nxt
            if passes >= limit:
                break
        return s

    def suggest(self, state: Any, rng: Rng) -> Suggestion:
        """The searched recommendation for ``state`` with its candidates (see :func:`suggest`)."""
        actions = state.legal_actions()
        player = state.current_player
        game = self.game or game_name(state)
        if len(actions) == 1:
            view = state.view(player)
            gain = _gain(view, actions[0], player) if game in POINTS_GAMES else None
            utility, scale = self._setup(state)
            chance = _values(view._advance(actions[0]), utility, scale, [0.0] * state.num_players, player)[-1]
            return Suggestion(actions[0], [Candidate(actions[0], 0, chance, gain)], 0, player,
                              only_action=True, _game=game)
        action, root, evaluations, spent, kept = self._decide(state, actions, rng, hint=True)
        assert root is not None
        ranked = _ranked(root)[:5]
        chosen = root.children.get(action)
        if chosen is not None and chosen in ranked:
            ranked.remove(chosen)
        if chosen is not None and chosen.visits:
            ranked = [chosen] + ranked[:4]
        base = state.view(player)
        cands = [Candidate(_same_action(actions, ch.action), ch.visits, ch.chance / ch.visits,
                           _gain(base, ch.action, player) if game in POINTS_GAMES else None)
                 for ch in ranked]
        if chosen is None or not chosen.visits:
            cands.insert(0, Candidate(action, 0, cands[0].win_rate if cands else 0.5,
                                      _gain(base, action, player) if game in POINTS_GAMES else None))
            cands = cands[:5]
        return Suggestion(action, cands, evaluations, player, seconds=spent, _game=game, rule_of_thumb=kept)


def _ranked(root: _Node) -> list[_Node]:
    """The root's children, most searched first (ties: the higher value, then the listed order)."""
    kids = list(root.children.values())
    order = {id(ch): i for i, ch in enumerate(kids)}
    return sorted(kids, key=lambda ch: (-ch.visits, -ch.mean, order[id(ch)]))


def _same_action(actions: list, action: Any) -> Any:
    """The object of ``actions`` equal to ``action`` (the search ran on copies)."""
    for a in actions:
        if a is action:
            return a
    for a in actions:
        if a == action:
            return a
    text = str(action)
    for a in actions:
        if str(a) == text:
            return a
    raise ValueError(f"the search chose {text!r}, which is not legal here")  # pragma: no cover


def _gain(state: Any, action: Any, player: int) -> float | None:
    """The points ``action`` scores for ``player`` at once, on ``state`` (``None`` when unknown)."""
    try:
        before = state.score()[player].total
        after = state._advance(_same_action(state.legal_actions(), action)).score()[player].total
    except (AttributeError, KeyError, NotImplementedError, ValueError):
        return None
    return float(after - before)


# --------------------------------------------------------------------------- specs and hints

#: The hint's default search budget in CPU seconds: with the reason built after it, a hint takes
#: about 1 s of CPU (the reason is a few positions played out and scored).
HINT_SECONDS = 0.8

_SPEC_KEYS: dict[str, Callable[..., Any]] = {
    "iterations": int, "seconds": float, "seed": int, "exploration": float, "scale": float,
    "determinizations": int, "horizon": int, "playout": str, "playout_turns": int, "expand": str,
}
_SPEC_ALIASES = {"c": "exploration"}
#: The options :class:`MCTSBot` takes (besides the game), as keyword arguments or in a spec.
MCTS_OPTIONS = ("iterations", "seconds", "seed", "exploration", "scale", "determinizations", "horizon",
                "playout", "playout_turns", "expand")


def parse_spec(spec: str) -> dict[str, Any]:
    """The options of a bot spec such as ``"mcts:iterations=200,seconds=0.5"``, read strictly (known
    options, each once, numbers written as numbers; :class:`MCTSBot` then checks their ranges).

    >>> parse_spec("mcts:iterations=200,seconds=0.5")
    {'iterations': 200, 'seconds': 0.5}
    >>> parse_spec("mcts")
    {}
    >>> parse_spec("mcts:seconds=inf")
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: search-bot option seconds needs a finite decimal number, not 'inf'
    """
    _, _, rest = spec.partition(":")
    return parse_option_text(rest, _SPEC_KEYS, _SPEC_ALIASES, what=("search-bot option", "탐색 봇 옵션"))


@dataclass(frozen=True)
class Terms:
    """A game's words for a hint's reason: its score parts in Korean (``parts_ko``), the rule that
    scores each part (``part_rules``), the rule of each kind of action by class name (``kind_rules``),
    and optionally a progress measure (``progress(state, player) -> number``, higher is better) with
    sentences for a gain of ``{n}`` (``up_en``, ``up_ko``; ``{s}`` is an English plural's s) and for
    another player ``{who}``'s loss (``down_en``, ``down_ko``)."""

    parts_ko: dict[str, str]
    part_rules: dict[str, str]
    kind_rules: dict[str, str]
    progress: Callable[[Any, int], float] | None = None
    up_en: str = ""
    up_ko: str = ""
    down_en: str = ""
    down_ko: str = ""
    #: Parts not told as a gain (Golden Ankh's leftover tokens: a tiebreak-sized count, not a goal).
    quiet: frozenset[str] = frozenset()
    #: What an action of a kind is for, by class name (English, Korean): said when nothing is scored
    #: or gained at once.
    kind_why: dict[str, tuple[str, str]] = field(default_factory=dict)


def _parts(state: Any, player: int) -> dict[str, float]:
    try:
        return {k: float(v) for k, v in state.score()[player].parts.items()}
    except (AttributeError, KeyError, NotImplementedError, ValueError, IndexError):
        return {}


def _after(state: Any, action: Any) -> Any:
    return state._advance(_same_action(state.legal_actions(), action))


def _num(x: float) -> str:
    return f"{x:g}" if x == int(x) else f"{x:.1f}"


def _rule_of(state: Any, action: Any, kind_rules: dict[str, str], known: set[str]) -> str:
    """The rule an action rests on: the game's rule for its kind, else the first rule the referee
    checked for it."""
    rule = kind_rules.get(type(action).__name__, "")
    if rule in known:
        return rule
    from ..core import explain

    for check in explain(state, action):
        if check.passed and check.rule in known:
            return check.rule
    return next(iter(sorted(known)))


def reason_from(state: Any, action: Any, alternatives: list, terms: Terms,
                words: tuple[str, str] = ("", "")) -> Reason:
    """The reason for ``action`` on ``state`` (seen by the player to move) against the best of
    ``alternatives``, in a game's ``terms``: the score parts it changes now and the rule that scores
    them; else what it does to the game's progress measure for the player and the others; else
    the rule of its kind.  ``words`` is the action in the board's words (English, Korean).

    >>> from rulekit import golden_ankh as ga
    >>> s = ga.new_game(players=2, seed=1)
    >>> t = Terms({}, {}, {"TakeTokens": "GA.turn.take-tokens"})
    >>> r = reason_from(s, s.legal_actions()[0], [], t)
    >>> r.rule
    'GA.turn.take-tokens'
    """
    known = set(i18n.known_rules(game_name(state)))
    player = state.current_player
    view = state.view(player)
    before = _parts(view, player)
    after_state = _after(view, action)
    after = _parts(after_state, player)
    gains = {k: after.get(k, 0.0) - before.get(k, 0.0) for k in after}
    alt = next((a for a in alternatives if a != action), None)
    alt_total = None
    if alt is not None:
        try:
            alt_parts = _parts(_after(view, alt), player)
            alt_total = sum(v - before.get(k, 0.0) for k, v in alt_parts.items() if k not in terms.quiet)
        except (ValueError, KeyError):  # an alternative no longer legal here
            alt_total = None
    en: list[str] = []
    ko: list[str] = []
    rule = ""
    scored = {k: v for k, v in gains.items() if v and k not in terms.quiet}
    if scored:
        top = max(scored, key=lambda k: abs(scored[k]))
        rule = terms.part_rules.get(top, "")
        en.append("It scores " + ", ".join(f"{_num(v):s} {k} point{'s' if abs(v) != 1 else ''}"
                                           for k, v in scored.items()) + " now")
        ko.append("지금 " + ", ".join(f"{terms.parts_ko.get(k, k)} {_num(v)}점" for k, v in scored.items())
                  + "을 얻습니다")
        total = sum(scored.values())
        if alt_total is not None and total > alt_total:
            en[-1] += f", {_num(total - alt_total)} more than the next best move"
            ko[-1] = (ko[-1][:-len("을 얻습니다")]
                      + f"을 얻어 다음으로 좋은 수보다 {_num(total - alt_total)}점 많습니다")
    why = terms.kind_why.get(type(action).__name__)
    if why is not None and not scored:
        en.append(why[0])
        ko.append(why[1])
    if terms.progress is not None:
        try:
            mine = terms.progress(after_state, player) - terms.progress(view, player)
            alt_mine = (terms.progress(_after(view, alt), player) - terms.progress(view, player)
                        if alt is not None else None)
            others = [(p, terms.progress(after_state, p) - terms.progress(view, p))
                      for p in range(state.num_players) if p != player]
        except (ValueError, KeyError, AttributeError, IndexError):
            mine, alt_mine, others = 0.0, None, []
        if mine >= 0.05:
            line_en = terms.up_en.format(n=_num(mine), s="" if mine == 1 else "s")
            line_ko = terms.up_ko.format(n=_num(mine))
            if alt_mine is not None and mine - alt_mine >= 0.05:
                line_en += f" ({_num(mine - alt_mine)} more than the next best move)"
                line_ko += f" (다음으로 좋은 수보다 {_num(mine - alt_mine)} 더)"
            en.append(line_en)
            ko.append(line_ko)
        worst = min(others, key=lambda o: o[1], default=None)
        if worst is not None and worst[1] <= -0.05:
            from ..core import seat_name

            who = seat_name(worst[0])
            en.append(terms.down_en.format(n=_num(-worst[1]), who=who, s="" if worst[1] == -1 else "s"))
            ko.append(terms.down_ko.format(n=_num(-worst[1]), who=who))
    if not rule:
        rule = _rule_of(view, action, terms.kind_rules, known)
    if len(en) == (why is not None and not scored):
        en.append("no points change at once, but the search found the position after it the best for you")
        ko.append("바로 바뀌는 점수는 없지만, 탐색해 보니 이 수 다음의 국면이 가장 유리합니다")
    text_en = "; ".join(en)
    text_en = text_en[0].upper() + text_en[1:] + "."
    text_ko = ". ".join(ko) + "."
    title_en, title_ko = i18n.rule_title(rule, "en"), i18n.rule_title(rule, "ko")
    text_en += f" Rule {rule} ({title_en})."
    text_ko += f" 규칙 {rule}({title_ko})."
    return Reason(text_en, text_ko, rule, words[0], words[1])


def explain_choice(state: Any, action: Any, alternatives: list) -> Reason:
    """Why ``action`` (legal on ``state``) rather than the ``alternatives`` (best first), in the game's
    terms: the game's ``explain_choice`` (in ``rulekit.bots.<game>``), else the score parts it changes
    and the rule of its kind.

    >>> from rulekit import fertility as fe
    >>> s = fe.new_game(players=2, seed=2)
    >>> r = explain_choice(s, s.legal_actions()[0], s.legal_actions()[1:3])
    >>> r.rule.startswith("FE."), "," not in r.action_en
    (True, True)
    """
    from . import game_extras

    extras = game_extras(game_name(state))
    fn = getattr(extras, "explain_choice", None)
    if callable(fn):
        return fn(state, action, alternatives)
    return reason_from(state, action, alternatives, Terms({}, {}, {}))


def suggest(state: Any, *, iterations: int | None = None, seconds: float | None = HINT_SECONDS,
            seed: int = 0) -> Suggestion:
    """Search for ``state.current_player``, seeing only ``state.view(that player)``; the best action.

    The budget is ``iterations`` evaluated positions and/or ``seconds`` of CPU time, whichever ends
    first (``iterations`` alone is exactly reproducible for a ``seed``).

    >>> from rulekit import fertility as fe
    >>> s = fe.new_game(players=2, seed=2)
    >>> sug = suggest(s, iterations=80, seconds=None)
    >>> sug.action in s.legal_actions(), 1 <= len(sug.candidates) <= 5, sug.iterations >= 80
    (True, True, True)
    >>> sug.reason("en").startswith("Searched")
    True

    ``explanation`` says why in the game's terms, with the rule (:func:`explain_choice`):

    >>> sug.explanation.rule.startswith("FE."), "규칙 FE." in sug.explanation.text("ko")
    (True, True)

    Without a budget given, the search takes :data:`HINT_SECONDS` of CPU (about 1 s with the reason).
    """
    if not callable(getattr(state, "legal_actions", None)) or not hasattr(state, "current_player"):
        raise OptionError(f"suggest needs a game state, not {show_value(state)}",
                          f"suggest에는 게임 상태가 필요합니다. 받은 값: {show_value(state)}", field="state")
    if getattr(state, "is_over", False):
        raise OptionError("the game is over: there is no move to suggest",
                          "게임이 끝났습니다: 추천할 수가 없습니다", field="state")
    if iterations is None and seconds is None:
        raise OptionError("suggest needs iterations or seconds", "iterations나 seconds가 필요합니다",
                          field="iterations")
    bot = MCTSBot(game_name(state), iterations=iterations, seconds=seconds, seed=seed)
    sug = bot.suggest(state, Rng(seed).spawn(77))
    with collector.paused(promote=collector.kit_code(state)):
        sug.explanation = explain_choice(state, sug.action, [c.action for c in sug.candidates])
    return sug


__all__ = ["MCTSBot", "Candidate", "Suggestion", "Reason", "Terms", "explain_choice", "reason_from",
           "suggest", "parse_spec", "utilities",
           "game_name", "DEFAULT_ITERATIONS"]
