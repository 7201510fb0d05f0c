"""The search bot ``"mcts"``: Monte Carlo tree search over what its seat may know, for any game.

The search knows no game: what it weighs, how it values a position and how long it thinks come from
the game's :class:`~rulekit.bots.knowledge.SearchKnowledge` (the ``SEARCH`` of ``rulekit/bots/<game>.py``,
as OpenSpiel's ``MCTSBot`` takes an evaluator), or from one given as ``knowledge=``.

The bot sees only ``state.view(player)``.  Each iteration of the search plays in one
*determinization*: a copy of that view whose hidden parts (hands, draw piles, face-down
tiles, hidden gold) are drawn anew (information-set MCTS).  One tree is shared by every
determinization; an action that is legal in only some of them is weighed by how often it
was available (its *availability* count), so a bot never plans around cards it cannot know.

One iteration is a few named steps (:class:`Search`, :meth:`Search.run`):

* **select** (:meth:`Search.select`): UCB1 on availability counts, each node's value taken from the
  view of the player who chose the action leading to it (every seat plays for itself);
* **expand** (:meth:`Search.expand`): every legal action of the root at once, each valued by the
  game's evaluation, so the search starts from what one-step greedy knows; below the root, one new
  action per visit, in a random order (``expand="all"`` values every action of a node at once and
  backs up the best: a best-first search, costly where many actions are legal); the actions weighed
  are the game's ``candidates`` (plainly poor ones left out, the same in every determinization);
* **evaluate** (:func:`evaluate`): a logistic of how much each player's margin over the best
  other player grew (the game's ``utilities``), 1/0 for a finished game; cheap beside a random
  playout that would need hundreds of actions to reach the end of these games; optionally after a
  short **playout** by the game's own quick bot (:meth:`Search.playout`, ``playout_turns``);
* **back-propagate** (:meth:`Search.backpropagate`) the values along the path;
* **choose** (:meth:`MCTSBot.pick`): the most searched action, or the game's quick bot's choice when the
  game anchors the search on it (``anchor``) and the search found nothing clearly better.

The budget counts evaluations (``iterations``, "playouts") and/or CPU seconds; a decision with one
legal action is taken without search, and so is one the game leaves to its own quick bot
(``delegate``).  Turns of several small actions are searched as they come: the states along a path
are kept per determinization, so a deep line within one turn costs one evaluation per new action,
not a replay from the root.  The hint (:func:`rulekit.bots.suggest`) is the same search.

A game of take-away (take 1 or 2; whoever takes the last stone wins), with the default knowledge:

>>> from rulekit.core import Score
>>> from rulekit.rng import Rng
>>> class Pile:
...     num_players = 2
...     def __init__(self, stones, player=0): self.stones, self.current_player = stones, player
...     is_over = property(lambda self: self.stones == 0)
...     def legal_actions(self): return [n for n in (1, 2) if n <= self.stones]
...     def _advance(self, n): return Pile(self.stones - n, 1 - self.current_player)
...     def view(self, player): return self
...     def winners(self): return [1 - self.current_player] if self.is_over else []
...     def score(self): return {p: Score.of({"won": p in self.winners()}) for p in (0, 1)}
>>> bot = MCTSBot(knowledge=SearchKnowledge(iterations=300))
>>> bot.choose(Pile(7), Rng(3)), bot.choose(Pile(5), Rng(3))      # leave a multiple of three
(1, 2)
"""
from __future__ import annotations

import math
import time
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, TypedDict, cast

from .. import collector, registry
from ..checks import SEED_MAX, check_choice, check_int, show_value
from ..core import Action
from ..errors import InvalidState, OptionError
from ..options import (
    MAX_SECONDS,
    check_iterations,
    check_number,
    check_optional_int,
    check_seconds,
    parse_option_text,
)
from ..rng import Rng
from .basic import Bot
from .extras import bot_names, quick_bot
from .knowledge import DEFAULT, SearchKnowledge, game_name, utilities
from .knowledge import knowledge as game_knowledge
from .reasons import (
    Candidate,
    Reason,
    Suggestion,
    Terms,
    explain_choice,
    reason_from,
    same_action,
    score_gain,
)

EXPLORATION = 0.35       # the UCB1 constant (values are in 0..1; evaluations are informative, so small)
DETERMINIZATIONS = 12    # distinct re-draws of the hidden information per search
#: Ceilings of the search options (far above any useful value: they keep a search finite, its memory small).
MAX_EXPLORATION = 1000.0
MAX_SCALE = 1e9
MAX_DETERMINIZATIONS = 1000
MAX_TURNS = 1000

if TYPE_CHECKING:
    from ..core import GameState


def _checked_game(game: object) -> str | None:
    """The registry name of ``game`` (a name, module or state), or None; an unknown game is refused."""
    if game is None:
        return None
    if isinstance(game, str):
        registry.load(game)      # an unknown name raises UnknownGame (an OptionError)
        return game
    if isinstance(game, ModuleType):
        return game_name(game)
    if isinstance(getattr(game, "GAME", None), str):          # a state, or anything that names its game
        return game_name(cast("GameState", game))
    raise OptionError(f"game must be a game's name, module or state, not {show_value(game)}",
                      f"game 값은 게임의 이름, 모듈 또는 상태여야 합니다. 받은 값: {show_value(game)}",
                      field="game")


def _checked_playout(playout: object, game: str | None) -> str:
    """A quick bot's name for playouts: one of the game's bots other than the search itself."""
    known = list(bot_names(game)) if game is not None else None
    if not isinstance(playout, str) or (known is not None and playout not in known):
        listed = ", ".join(known) if known is not None else "random, greedy"
        text = show_value(playout)
        raise OptionError(f"playout must be one of the game's quick bots ({listed}), not {text}",
                          f"playout 값은 이 게임의 빠른 봇({listed}) 중 하나여야 합니다. 받은 값: {text}",
                          field="playout")
    return playout


def _checked_knowledge(known: object) -> SearchKnowledge[GameState] | None:
    """``known`` if it is a game's search knowledge (or None); else a bilingual :class:`OptionError`."""
    if known is None or isinstance(known, SearchKnowledge):
        return known
    text = show_value(known)
    raise OptionError(f"knowledge must be a SearchKnowledge, not {text}",
                      f"knowledge 값은 SearchKnowledge여야 합니다. 받은 값: {text}", field="knowledge")


# --------------------------------------------------------------------------- values


def _margins(u: list[float]) -> list[float]:
    """Each seat's utility minus the best other seat's."""
    n = len(u)
    if n == 2:
        return [u[0] - u[1], u[1] - u[0]]
    return [u[p] - max(u[q] for q in range(n) if q != p) for p in range(n)]


def evaluate(state: GameState, utility: Callable[[GameState], list[float]], scale: float, centre: list[float],
             me: int) -> list[float]:
    """The evaluate step: each seat's value of ``state`` in 0..1, then the searching seat ``me``'s
    estimated chance to win.

    >>> class Leaf:                    # two seats, not over; the utilities say seat 0 is 2 ahead
    ...     num_players, is_over = 2, False
    >>> [round(v, 3) for v in evaluate(Leaf(), lambda s: [3.0, 1.0], 2.0, [0.0, 0.0], 0)]
    [0.731, 0.269, 0.731]

    The values: a seat's share of the win when the game is over, else a logistic of how much its
    margin over the best other seat grew since the root (``centre``).  Centred on the root, they tell
    moves apart even when one seat is far ahead (a logistic of the bare margin would call every move
    of a leader a sure win).  The chance to win is the logistic of ``me``'s bare margin.  (The search's
    hottest lines: the margins and the logistic are written out.)"""
    n = state.num_players
    if state.is_over and not getattr(state, "stopped", False):
        winners = state.winners()
        if not winners:
            return [0.5] * (n + 1)
        out = [1.0 / len(winners) if p in winners else 0.0 for p in range(n)]
        out.append(out[me])
        return out
    u = utility(state)
    m = [u[0] - u[1], u[1] - u[0]] if len(u) == 2 else _margins(u)
    exp = math.exp
    out = []
    for p in range(n + 1):
        x = (m[p] - centre[p]) / scale if p < n else m[me] / scale
        out.append(1.0 / (1.0 + exp(-x)) if -60.0 < x < 60.0 else (1.0 if x > 0 else 0.0))
    return out


# --------------------------------------------------------------------------- the tree


#: What the root of a search tree stands for: no action (a child's is the action it is reached by).
_ROOT_ACTION = Action()


class _Node:
    """One action's outcome in the shared tree: ``player`` chose ``action``; ``total`` sums that player's
    values over ``visits``; ``avail`` counts the times the action was legal when its parent was left."""

    __slots__ = ("action", "player", "visits", "total", "chance", "avail", "children", "states", "choices",
                 "passes", "leaf", "untried", "candidates")

    def __init__(self, action: Action, player: int, passes: int = 0) -> None:
        self.action = action
        self.player = player
        self.passes = passes                    # how often the turn passed on the way from the root
        self.leaf: dict[int, list[float]] = {}  # determinization -> values, for a node past the horizon
        self.visits = 0
        self.total = 0.0
        self.chance = 0.0                       # sums the searching seat's estimated chance to win
        self.avail = 0
        self.children: dict[Action, _Node] = {}
        self.states: dict[int, GameState] = {}        # determinization -> the state here
        self.choices: dict[int, list[_Node]] = {}  # determinization -> its children legal there
        self.untried: dict[int, list[Action]] = {}    # determinization -> legal actions still without a child
        self.candidates: dict[int, list[Action]] = {}  # determinization -> the game's candidates here

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


def _ranked(root: _Node) -> list[_Node]:
    """The root's children, most searched first (ties: the higher value, then the listed order)."""
    return sorted(root.children.values(), key=lambda ch: (-ch.visits, -ch.mean))  # a stable sort


class Search:
    """One search from a state: the tree, the determinizations and the steps of an iteration
    (:meth:`run`: :meth:`select` down the tree, :meth:`expand` a node and :func:`evaluate` the new
    position, after a :meth:`playout` when the game asks for one, then :meth:`backpropagate`).

    >>> from rulekit.core import Score
    >>> class Pile:                    # take 1 or 2 stones; whoever takes the last one wins
    ...     num_players = 2
    ...     def __init__(self, n, p=0): self.n, self.current_player = n, p
    ...     is_over = property(lambda self: self.n == 0)
    ...     def legal_actions(self): return [k for k in (1, 2) if k <= self.n]
    ...     def _advance(self, k): return Pile(self.n - k, 1 - self.current_player)
    ...     def view(self, player): return self
    ...     def winners(self): return [1 - self.current_player] if self.is_over else []
    ...     def score(self): return {p: Score.of({}) for p in (0, 1)}
    >>> search = Search(MCTSBot(knowledge=DEFAULT), Pile(4), Rng(1), DEFAULT)
    >>> search.run(deadline=float("inf"), iterations=1)    # the first iteration values the root's actions
    >>> search.evaluations, sorted(search.root.children)
    (2, [1, 2])
    """

    __slots__ = ("utility", "scale", "player", "redraw", "n_dets", "view", "det_rngs", "root", "budget", "c",
                 "horizon", "bot", "policy", "rollout_rng", "expand_rng", "one_at_a_time", "prune",
                 "centre", "evaluations", "descents")

    def __init__(self, bot: MCTSBot, state: GameState, rng: Rng, known: SearchKnowledge) -> None:
        self.utility = known.utilities
        self.scale = float(bot.scale if bot.scale is not None else known.scale)
        self.player = player = state.current_player
        self.redraw = getattr(state, "_redraw", None)
        self.n_dets = bot.determinizations if self.redraw is not None else 1
        self.view = None if self.redraw is not None else state.view(player)
        self.det_rngs = [rng.spawn(k) for k in range(self.n_dets)]
        self.root = _Node(_ROOT_ACTION, -1)
        budget = bot.iterations
        if bot._default and budget is not None:
            budget = known.decision_iterations.get(getattr(state, "decision", ""), budget)
        self.budget = budget
        self.c = bot.exploration
        self.horizon = bot.horizon
        self.bot = bot
        self.policy = bot._policy(state, known)
        self.rollout_rng = rng.spawn(999)
        self.expand_rng = rng.spawn(998)
        self.one_at_a_time = bot.expand != "all"
        self.prune = known.candidates
        self.centre: list[float] = []
        self.evaluations = 0
        self.descents = 0

    def run(self, deadline: float, iterations: int | None = None) -> None:
        """Iterate until the budget is spent (``iterations`` more, else the search's budget) or the CPU
        clock passes ``deadline``: each iteration selects a path in the next determinization (expanding
        and evaluating at its end) and backs its values up.  The first always runs: it values every
        action of the root, so a choice exists."""
        budget = self.budget if iterations is None else self.evaluations + iterations
        clock = time.process_time
        while budget is None or self.evaluations < budget:
            if self.evaluations and self.descents % 4 == 0 and clock() >= deadline:
                break
            k = self.descents % self.n_dets
            self.descents += 1
            path, values = self.select(k)
            self.backpropagate(path, values)

    def determinize(self, k: int) -> GameState:
        """Determinization ``k`` of the root: the view with its hidden parts drawn anew (made once)."""
        # the view is None exactly when the game re-draws hidden parts
        s = cast("GameState",
                 self.redraw(self.player, self.det_rngs[k]) if self.redraw is not None else self.view)
        self.root.states[k] = s
        if not self.centre:
            self.centre = _margins(self.utility(s))
        return s

    def select(self, k: int) -> tuple[list[_Node], list[float]]:
        """Down from the root by UCB1 on availability counts (each child's ``avail`` counts the visits
        when it was legal), through nodes whose every action has a child, to a position to value: the
        path and its values (see :meth:`expand`, :func:`evaluate`)."""
        node = self.root
        s = node.states.get(k)
        if s is None:
            s = self.determinize(k)
        path = [node]
        horizon = self.horizon
        c = self.c
        log, sqrt = math.log, math.sqrt
        while True:
            if s.is_over or (horizon is not None and node.passes > horizon):
                return path, self.evaluate_leaf(node, s, k)
            choices = node.choices.get(k)
            if choices is None:
                values = self.expand(node, s, k, path)
                if values is not None:
                    return path, values
                choices = node.choices[k]
            best, best_score = None, -1.0
            for ch in choices:
                ch.avail += 1
                score = ch.total / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                if score > best_score:
                    best_score, best = score, ch
            if best is None:
                raise InvalidState("a position that is not over has no action to search",
                                   "끝나지 않은 국면인데 탐색할 행동이 없습니다", field="state")
            node = best
            path.append(node)
            nxt = node.states.get(k)
            if nxt is None:
                nxt = node.states[k] = s._advance(node.action)
            s = nxt

    def expand(self, node: _Node, s: GameState, k: int, path: list[_Node]) -> list[float] | None:
        """Grow ``node`` (at ``s``) by one action still without a child, drawn at random, valued by
        :func:`evaluate` (after a playout when the game asks for one); at the root, with
        ``expand="all"`` or when none is left, :meth:`expand_all`.  The values to back up, or None when
        every action already has a child (selection goes on).  The actions are the game's
        ``candidates`` of the legal ones (kept with the node, per determinization), else every legal
        action."""
        actions: list | None
        if self.prune is None:
            actions = s.legal_actions()
        else:
            actions = node.candidates.get(k)
            if actions is None:
                actions = node.candidates[k] = self.prune(s, s.legal_actions())
        if not self.one_at_a_time or node is self.root:
            return self.expand_all(node, s, k, path, actions)
        children = node.children
        todo = node.untried.get(k)
        if todo is None:
            todo = node.untried[k] = [a for a in actions if a not in children]
        rng = self.expand_rng
        while todo:    # draw one at random (swap it to the end, then pop)
            i = rng.randbelow(len(todo))
            todo[i], todo[-1] = todo[-1], todo[i]
            a = todo.pop()
            if a not in children:
                break
        else:
            return self.expand_all(node, s, k, path, actions)
        mover = s.current_player
        after = s._advance(a)
        child = children[a] = _Node(a, mover, node.passes + (after.current_player != mover))
        child.states[k] = after
        child.avail = 1
        self.evaluations += 1
        values = evaluate(after, self.utility, self.scale, self.centre, self.player)
        if self.horizon is not None:
            child.leaf[k] = values
        path.append(child)
        if self.policy is not None:
            values = evaluate(self.playout(after), self.utility, self.scale, self.centre, self.player)
        return values

    def expand_all(self, node: _Node, s: GameState, k: int, path: list[_Node],
                   actions: list) -> list[float] | None:
        """Every action of ``node`` still without a child, each valued by :func:`evaluate`; the best one's
        values (after a playout from it, when the game asks for one), or None when none was missing."""
        children = node.children
        missing = [a for a in actions if a not in children]
        if not missing:
            node.choices[k] = [children[a] for a in actions]
            return None
        mover = s.current_player
        best_v: list[float] = []
        best_child = None
        utility, scale, centre, me = self.utility, self.scale, self.centre, self.player
        for a in missing:
            after = s._advance(a)
            child = children[a] = _Node(a, mover, node.passes + (after.current_player != mover))
            child.states[k] = after
            self.evaluations += 1
            v = evaluate(after, utility, scale, centre, me)
            if self.horizon is not None:
                child.leaf[k] = v
            child.visits = 1
            child.avail = 1
            child.total = v[mover]
            child.chance = v[-1]
            if not best_v or v[mover] > best_v[mover]:
                best_v, best_child = v, child
        node.choices[k] = [children[a] for a in actions]
        for a in actions:
            if a not in missing:
                children[a].avail += 1
        if self.policy is not None and best_child is not None:
            # A playout by the game's own quick bot from the most promising new child.
            path.append(best_child)
            return evaluate(self.playout(best_child.states[k]), utility, scale, centre, me)
        return best_v

    def evaluate_leaf(self, node: _Node, s: GameState, k: int) -> list[float]:
        """The values of a finished game, or of a node past the horizon (valued once per determinization)."""
        self.evaluations += 1
        if s.is_over:
            return evaluate(s, self.utility, self.scale, self.centre, self.player)
        values = node.leaf.get(k)
        if values is None:
            values = node.leaf[k] = evaluate(s, self.utility, self.scale, self.centre, self.player)
        return values

    def playout(self, s: GameState) -> GameState:
        """Play on from ``s`` with the game's quick bot until the turn has passed ``playout_turns`` times."""
        policy, rng, limit = self.policy, self.rollout_rng, self.bot.playout_turns
        if policy is None:      # no playouts: the search calls this only with a playout bot
            return s
        passes = 0
        steps = 0
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

    def backpropagate(self, path: list[_Node], values: list[float]) -> None:
        """Add ``values`` to every node of ``path`` below the root, each node from its chooser's view."""
        chance = values[-1]
        for nd in path[1:]:
            nd.visits += 1
            nd.total += values[nd.player]
            nd.chance += chance
        self.root.visits += 1


# --------------------------------------------------------------------------- the bot


class MCTSBot:
    """Information-set Monte Carlo tree search for any game (see the module docstring).

    ``iterations``: evaluations per decision (default: the game's knowledge's ``iterations`` when
    neither budget is given); ``seconds``: a CPU-time limit per decision (searches stop at whichever
    comes first; a time limit makes choices depend on the machine's speed, an iteration budget
    alone is exactly reproducible).  ``seed`` is mixed with the simulator's per-seat generator.
    ``exploration``: the UCB1 constant; ``scale``: the margin that counts as clearly ahead;
    ``determinizations``: how many re-draws of the hidden information one search shares;
    ``knowledge``: a :class:`~rulekit.bots.knowledge.SearchKnowledge` to search with instead of the
    game's own.

    Every option is checked (:mod:`rulekit.options`): a bad one raises a bilingual
    :class:`~rulekit.core.OptionError` naming it.  The budgets have ceilings,
    :data:`~rulekit.options.MAX_ITERATIONS` (10**7) evaluations and
    :data:`~rulekit.options.MAX_SECONDS` (60) CPU seconds, and every search stops at 60 s whatever its
    budget; the smallest budget (``iterations=1``, or ``seconds=1e-300``) still values every
    action of the position once, so a legal action always comes back.

    >>> bot = MCTSBot(knowledge=SearchKnowledge(), iterations=50)
    >>> bot.name
    'mcts:iterations=50'
    >>> MCTSBot(seconds=float("inf"))
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: seconds must be a finite number more than 0 and at most 60, not inf
    """

    uses_view = True

    def __init__(self, game: str | ModuleType | None = None, *, iterations: int | None = None,
                 seconds: float | None = None, seed: int = 0, exploration: float = EXPLORATION,
                 scale: float | None = None, determinizations: int = DETERMINIZATIONS,
                 horizon: int | None = None, playout: str | None = None, playout_turns: int | None = None,
                 expand: str = "one", name: str | None = None,
                 knowledge: SearchKnowledge | None = None) -> None:
        self.game = _checked_game(game)
        self._given = _checked_knowledge(knowledge)
        own = self._given or (game_knowledge(self.game) if self.game is not None else DEFAULT)
        self._own = own if self.game is not None or self._given is not None else None
        if iterations is not None:
            iterations = check_iterations(iterations)
        if seconds is not None:
            seconds = check_seconds(seconds)
        if iterations is None and seconds is None:
            iterations = own.iterations
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
        self.horizon = horizon if horizon is not None else own.horizon
        self.playout = None if playout is None else _checked_playout(playout, self.game)
        self.expand = check_choice(expand, "expand", ("one", "all"))
        playout_turns = check_optional_int(playout_turns, "playout_turns", 0, MAX_TURNS)
        self.playout_turns = playout_turns if playout_turns is not None else own.playout_turns
        if name is not None and not isinstance(name, str):
            raise OptionError(f"name must be text, not {show_value(name)}",
                              f"name 값은 문자열이어야 합니다. 받은 값: {show_value(name)}", field="name")
        self._playout_bot: Bot | None = None
        self._quick_bots: dict[str, Bot] = {}
        if name is None:
            parts = [] if self._default else (
                ([f"iterations={self.iterations}"] if self.iterations is not None else [])
                + ([f"seconds={self.seconds:g}"] if self.seconds is not None else []))
            name = "mcts" + (":" + ",".join(parts) if parts else "")
        self.name = name

    def __repr__(self) -> str:
        return f"MCTSBot({self.game!r}, iterations={self.iterations}, seconds={self.seconds})"

    def knowledge(self, state: GameState) -> SearchKnowledge:
        """What the search knows of ``state``'s game: the knowledge given, else the game's own."""
        return self._own if self._own is not None else game_knowledge(game_name(state))

    # ---- the bot interface
    def choose(self, state: GameState, rng: Rng) -> Action:
        """A legal action of ``state`` for its current player, searched on that player's view."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if not actions:
            raise OptionError("the game is over: there is no action to choose",
                              "게임이 끝났습니다: 고를 행동이 없습니다", field="state")
        return self._decide(state, actions, rng, hint=False)[0]

    def _decide(self, state: GameState, actions: list, rng: Rng,
                hint: bool) -> tuple[Action, _Node | None, int, float, str | None]:
        """The action the bot plays, the searched root (None when no search was made), the evaluations
        and CPU seconds of the search, and the quick bot whose choice was played (None: the search's own).

        A decision the game leaves to its quick bot (``delegate``) is taken without search, unless for a
        ``hint``, whose candidates need one."""
        known = self.knowledge(state)
        search_rng = Rng(rng.next64() ^ (self.seed * 0x9E3779B97F4A7C15))
        delegate = known.delegate
        if delegate is not None and delegate[1](state):
            action = same_action(actions, self._quick(delegate[0], state).choose(state, search_rng))
            if not hint:
                return action, None, 0, 0.0, delegate[0]
            root, evaluations, spent = self._search(state, search_rng)
            return action, root, evaluations, spent, delegate[0]
        root, evaluations, spent = self._search(state, search_rng)
        action, kept = self.pick(root, state, actions, search_rng)
        return action, root, evaluations, spent, kept

    def pick(self, root: _Node, state: GameState, actions: list[Action],
             rng: Rng) -> tuple[Action, str | None]:
        """The choose step: the root's most searched action, unless the game anchors the search on its
        quick bot (``anchor``) and the search found no action clearly better than the quick bot's; the
        action and the quick bot whose choice it is (None: the search's own)."""
        best = _ranked(root)[0]
        anchor = self.knowledge(state).anchor
        if anchor is not None:
            theirs = self._quick(anchor[0], state).choose(state, rng.spawn(5))
            own = root.children.get(same_action(actions, theirs))
            if own is not None and own.visits and best.mean - own.mean < anchor[1] and own is not best:
                return same_action(actions, own.action), anchor[0]
        return same_action(actions, best.action), None

    def _quick(self, name: str, state: GameState) -> Bot:
        """The game's quick bot ``name`` (made once per search bot)."""
        bot = self._quick_bots.get(name)
        if bot is None:
            bot = self._quick_bots[name] = quick_bot(name, self.game or game_name(state))
        return bot

    # ---- the search
    def _search(self, state: GameState, rng: Rng) -> tuple[_Node, int, float]:
        """Grow the tree from ``state`` (only its current player's view is used); the root, the
        evaluations made and the CPU seconds spent."""
        with collector.paused(promote=collector.kit_code(state)):
            return self._grow(state, rng)

    def _grow(self, state: GameState, rng: Rng) -> tuple[_Node, int, float]:
        start = time.process_time()
        search = Search(self, state, rng, self.knowledge(state))
        # Every search stops at MAX_SECONDS of CPU, whatever its budget (the option checks refuse more).
        search.run(start + (MAX_SECONDS if self.seconds is None else self.seconds))
        return search.root, search.evaluations, time.process_time() - start

    def _policy(self, state: GameState, known: SearchKnowledge[GameState]) -> Bot | None:
        """The playout bot (the game's quick bot, its knowledge's ``playout``), or None for no playouts."""
        if not self.playout_turns:
            return None
        name = self.playout or known.playout
        if name is None:
            return None
        if self._playout_bot is None:
            self._playout_bot = quick_bot(name, self.game or game_name(state))
        return self._playout_bot

    def suggest(self, state: GameState, rng: Rng) -> Suggestion:
        """The searched recommendation for ``state``, with its candidates (:func:`rulekit.bots.suggest`)."""
        actions = state.legal_actions()
        player = state.current_player
        game = self.game or game_name(state)
        known = self.knowledge(state)
        if len(actions) == 1:
            view = state.view(player)
            gain = score_gain(view, actions[0], player) if known.points else None
            scale = float(self.scale if self.scale is not None else known.scale)
            chance = evaluate(view._advance(actions[0]), known.utilities, scale, [0.0] * state.num_players,
                             player)[-1]
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
        cands = [Candidate(same_action(actions, ch.action), ch.visits, ch.chance / ch.visits,
                           score_gain(base, ch.action, player) if known.points else None)
                 for ch in ranked]
        if chosen is None or not chosen.visits:
            cands.insert(0, Candidate(action, 0, cands[0].win_rate if cands else 0.5,
                                      score_gain(base, action, player) if known.points else None))
            cands = cands[:5]
        return Suggestion(action, cands, evaluations, player, seconds=spent, _game=game, rule_of_thumb=kept)


# --------------------------------------------------------------------------- specs

_SPEC_KEYS: dict[str, Callable[[str], object]] = {
    "iterations": int, "seconds": float, "seed": int, "exploration": float, "scale": float,
    "determinizations": int, "horizon": int, "playout": str, "playout_turns": int, "expand": str,
}
_SPEC_ALIASES = {"c": "exploration"}


class SearchOptions(TypedDict, total=False):
    """The options :class:`MCTSBot` takes besides the game, as a spec's text gives them."""

    iterations: int | None
    seconds: float | None
    seed: int
    exploration: float
    scale: float | None
    determinizations: int
    horizon: int | None
    playout: str | None
    playout_turns: int | None
    expand: str

#: The options :class:`MCTSBot` takes (besides the game), as keyword arguments or in a spec.
MCTS_OPTIONS = ("iterations", "seconds", "seed", "exploration", "scale", "determinizations", "horizon",
                "playout", "playout_turns", "expand")


def parse_spec(spec: str) -> SearchOptions:
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
    # Each value is of its option's kind (parse_option_text reads it so); MCTSBot checks the ranges.
    return cast(SearchOptions, parse_option_text(rest, _SPEC_KEYS, _SPEC_ALIASES,
                                                 what=("search-bot option", "탐색 봇 옵션")))


__all__ = ["MCTSBot", "Search", "evaluate", "SearchKnowledge", "Candidate", "Suggestion", "Reason", "Terms",
           "explain_choice", "reason_from", "parse_spec", "utilities", "game_name", "MCTS_OPTIONS"]
