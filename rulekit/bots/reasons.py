"""What a hint says: the candidates the search weighed, and why an action, in a game's terms.

:class:`Suggestion` is what :func:`rulekit.bots.suggest` returns: the action, up to five
:class:`Candidate` actions with their search statistics, and a :class:`Reason` in English and Korean
with the rule it rests on.  :func:`reason_from` builds a reason from a game's :class:`Terms` (its score
parts, rules and words); a game's ``explain_choice`` (in ``rulekit/bots/<game>.py``) calls it, and
:func:`explain_choice` finds that hook.

>>> c = Candidate("take 2", 30, 0.75, 2.0)
>>> Suggestion("take 2", [c], 120, 0).reason("en")[34:]
'Best move: take 2 (win chance about 75%, +2 points now, searched 30 times).'
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, TypeVar

from .. import i18n
from ..core import explain, seat_name
from .extras import game_extras
from .knowledge import S, game_name, knowledge

if TYPE_CHECKING:
    from ..core import Action, GameState

T = TypeVar("T")

#: The generic quick bots' names in a hint, in English and Korean (a game's own are in its knowledge's
#: ``bot_words``).
BOT_WORDS: dict[str, tuple[str, str]] = {"greedy": ("greedy", "욕심쟁이")}


def bot_words(name: str, game: str = "") -> tuple[str, str]:
    """A quick bot's name in English and Korean, as the Explorer names it.

    >>> bot_words("planner", "el_dorado"), bot_words("greedy")
    (('planner', '계획가'), ('greedy', '욕심쟁이'))
    """
    words = knowledge(game).bot_words if game else {}
    return words.get(name) or BOT_WORDS.get(name) or (name, name)


@dataclass(frozen=True)
class Candidate:
    """One action the search weighed: how often it was searched, its estimated chance of winning
    (0..1, from the searching player's view) and the points it scores at once (``None``: unknown)."""

    action: Action
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
    """What :func:`rulekit.bots.suggest` recommends: ``action`` (a legal action of the given state), up to
    five ``candidates`` best first, and the ``iterations`` (evaluated playouts) the search made."""

    action: Action
    candidates: list[Candidate]
    iterations: int
    player: int
    only_action: bool = False
    seconds: float = 0.0
    _game: str = field(default="", repr=False)
    #: The game's quick bot whose choice the search bot plays here (its knowledge's ``delegate`` and
    #: ``anchor``, :class:`~rulekit.bots.knowledge.SearchKnowledge`), or None when the search's own best
    #: is played.
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
        >>> kept = Suggestion("buy Sc", [Candidate("buy Sc", 30, 0.6, None)], 300, 0, rule_of_thumb="racer",
        ...                   _game="el_dorado")
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
            en_name, ko_name = bot_words(name, self._game)
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


# --------------------------------------------------------------------------- actions on copies


def same_action(actions: Sequence[T], action: object) -> T:
    """The object of ``actions`` equal to ``action`` (the search ran on copies).

    >>> same_action(["take 1", "take 2"], "take 2")
    'take 2'
    """
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


def score_gain(state: GameState, action: Action, player: int) -> float | None:
    """The points ``action`` scores for ``player`` at once, on ``state`` (``None`` when unknown)."""
    try:
        before = state.score()[player].total
        after = state._advance(same_action(state.legal_actions(), action)).score()[player].total
    except (AttributeError, KeyError, NotImplementedError, ValueError):
        return None
    return float(after - before)


# --------------------------------------------------------------------------- reasons


@dataclass(frozen=True)
class Terms(Generic[S]):
    """A game's words for a hint's reason: its score parts in Korean (``parts_ko``), the rule that
    scores each part (``part_rules``), the rule of each kind of action by class name (``kind_rules``),
    and optionally a progress measure (``progress(state, player) -> number``, higher is better) with
    sentences for a gain of ``{n}`` (``up_en``, ``up_ko``; ``{s}`` is an English plural's s) and for
    another player ``{who}``'s loss (``down_en``, ``down_ko``)."""

    parts_ko: dict[str, str]
    part_rules: dict[str, str]
    kind_rules: dict[str, str]
    progress: Callable[[S, int], float] | None = None
    up_en: str = ""
    up_ko: str = ""
    down_en: str = ""
    down_ko: str = ""
    #: Parts not told as a gain (Golden Ankh's leftover tokens: a tiebreak-sized count, not a goal).
    quiet: frozenset[str] = frozenset()
    #: What an action of a kind is for, by class name (English, Korean): said when nothing is scored
    #: or gained at once.
    kind_why: dict[str, tuple[str, str]] = field(default_factory=dict)


def _parts(state: GameState, player: int) -> dict[str, float]:
    try:
        return {k: float(v) for k, v in state.score()[player].parts.items()}
    except (AttributeError, KeyError, NotImplementedError, ValueError, IndexError):
        return {}


def _after(state: S, action: Action) -> S:
    return state._advance(same_action(state.legal_actions(), action))


def _num(x: float) -> str:
    return f"{x:g}" if x == int(x) else f"{x:.1f}"


def _rule_of(state: GameState, action: Action, kind_rules: dict[str, str], known: set[str]) -> str:
    """The rule an action rests on: the game's rule for its kind, else the first rule the referee
    checked for it (of the game's catalogue, when it has one)."""
    rule = kind_rules.get(type(action).__name__, "")
    if rule in known:
        return rule
    checked = [check.rule for check in explain(state, action) if check.passed]
    for found in checked:
        if found in known:
            return found
    if known:
        return next(iter(sorted(known)))
    return rule or (checked[0] if checked else "")     # a game without a rule catalogue


def reason_from(state: S, action: Action, alternatives: Sequence[Action], terms: Terms[S],
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


def explain_choice(state: GameState, action: Action, alternatives: Sequence[Action]) -> Reason:
    """Why ``action`` (legal on ``state``) rather than the ``alternatives`` (best first), in the game's
    terms: the game's ``explain_choice`` (in ``rulekit.bots.<game>``), else the score parts it changes
    and the rule of its kind.

    >>> from rulekit import fertility as fe
    >>> s = fe.new_game(players=2, seed=2)
    >>> r = explain_choice(s, s.legal_actions()[0], s.legal_actions()[1:3])
    >>> r.rule.startswith("FE."), "," not in r.action_en
    (True, True)
    """
    extras = game_extras(game_name(state))
    fn = getattr(extras, "explain_choice", None)
    if callable(fn):
        return fn(state, action, alternatives)
    return reason_from(state, action, alternatives, Terms({}, {}, {}))
