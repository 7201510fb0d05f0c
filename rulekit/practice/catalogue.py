"""The misreadings of each game: their texts from the game's ``misreadings.json``, their judging
from the game's practice module (``VARIANTS``), and how a misreading judges an action.

>>> [m.id for m in select("golden_ankh", ["GA.place.upper-colour"])]
['mis.ga.upper-any-colour', 'mis.ga.upper-colour-all-four']
"""
from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from types import ModuleType
from typing import TYPE_CHECKING, Generic, TypedDict, TypeVar

from .. import i18n, registry
from ..core import Referee, RuleViolation
from .errors import PracticeError

if TYPE_CHECKING:
    from ..core import Action, GameState

#: The state class of the game a misreading is about.
S = TypeVar("S", bound="GameState")

KINDS = ("lenient", "strict", "score")

#: The modules of this package that are not a game's (a game of such a name has its misreadings in
#: its own package's ``practice`` module).
ROLE_MODULES = frozenset({"catalogue", "classes", "errors", "generator", "mastery", "storage"})


class Variant(TypedDict, Generic[S], total=False):
    """How a game judges one of its misreadings: the hooks of :class:`Misreading` (a game's ``VARIANTS``
    gives one for each misreading of its data file)."""

    candidates: Callable[[S], Iterable[Action]]
    applies: Callable[[S, Action], bool]
    positions: Callable[[int], Iterable[S]]
    score: Callable[[S, int], int]
    evidence: Callable[[S, Action], tuple]
    misjudge: Callable[[S, Action], bool | None]
    actor: Callable[[S, Action], int | None]


@dataclass(frozen=True)
class Misreading(Generic[S]):
    """A common wrong belief about one rule, with what it takes to judge actions as its holder would.

    ``candidates(state)`` lists the actions worth asking about in a position (legal or not);
    ``applies(state, action)`` says whether the misreading is about this action at all;
    ``positions(seed)`` (optional) yields built positions where the misreading matters;
    ``score(state, player)`` (score misreadings) counts points the misread way;
    ``evidence(state, action)`` the board places that decide the question (default: the action's
    targets);
    ``misjudge(state, action)`` (optional) the misreading's verdict where waiving its rule is not
    enough to tell it (the misreading imagines a different rule in its place);
    ``actor(state, action)`` (optional) the player the question names when the action is called out
    by someone other than the player to move (a bidder who has already passed).
    """

    id: str
    game: str
    rule: str
    kind: str
    belief: dict[str, str]
    truth: dict[str, str]
    quote: dict[str, str]
    candidates: Callable[[S], Iterable[Action]] = lambda state: state.legal_actions()
    applies: Callable[[S, Action], bool] = lambda state, action: True
    positions: Callable[[int], Iterable[S]] | None = None
    score: Callable[[S, int], int] | None = None
    evidence: Callable[[S, Action], tuple] | None = None
    misjudge: Callable[[S, Action], bool | None] | None = None
    actor: Callable[[S, Action], int | None] | None = None

    def belief_text(self, lang: str | None = None) -> str:
        """The wrong belief, in the current (or given) language."""
        return i18n.pick(self.belief["en"], self.belief.get("ko"), lang)

    def truth_text(self, lang: str | None = None) -> str:
        """What the rule really says, in plain words."""
        return i18n.pick(self.truth["en"], self.truth.get("ko"), lang)

    def quote_text(self, lang: str | None = None) -> str:
        """The rulebook's sentence that settles it (the Korean rulebook's own words in Korean)."""
        return i18n.pick(self.quote["en"], self.quote.get("ko"), lang)

    def judge(self, state: S, action: Action) -> bool | None:
        """Legal or not, as a learner holding this misreading would say (None: it does not say)."""
        real = is_legal(state, action)
        if self.kind == "lenient":
            if real:
                return True
            if not self.applies(state, action):
                return False
            if self.misjudge is not None:
                return self.misjudge(state, action)
            return legal_without(state, action, {self.rule})
        if self.kind == "strict":
            return False if not real else not self.applies(state, action)
        return None


def is_legal(state: GameState, action: Action | str) -> bool:
    """Whether the rules engine accepts ``action`` in ``state`` (nothing is changed)."""
    try:
        state.apply(action)
    except RuleViolation:
        return False
    return True


class _WaivingReferee(Referee):
    """A referee that lets the waived rules' failed checks through and refuses on any other."""

    __slots__ = ("waived", "waived_failed")

    def __init__(self, action: Action, waived: set[str]) -> None:
        super().__init__(action)
        self.waived = waived
        self.waived_failed = False

    def require(self, ok: bool, rule: str, en: str, ko: str | None = None) -> None:
        if not ok and rule in self.waived:
            self.waived_failed = True
            return
        super().require(ok, rule, en, ko)


def legal_without(state: GameState, action: Action, waived: set[str]) -> bool | None:
    """Whether ``action`` would be legal if the ``waived`` rules did not exist.

    None when that cannot be told: the action breaks a waived rule where the game can only find
    it out while carrying the action out, or the game cannot go on without the waived rule.
    """
    if state.is_over:
        return False
    ref = _WaivingReferee(action, set(waived))
    try:
        state._check(action, ref)
    except RuleViolation:
        return False
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return None
    try:
        trial = state._copy()
        trial._perform(action)
    except RuleViolation as exc:
        return None if exc.rule in waived else False
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return None
    return True


# --------------------------------------------------------------------------- the catalogue


def _data_path(game: str) -> Traversable:
    return i18n.data_file(game, "misreadings.json")


def _practice_module(game: str) -> ModuleType | None:
    """``rulekit.practice.<game>``, else the ``practice`` module of the game's own package, else None."""
    names = [] if game in ROLE_MODULES else [f"{__package__}.{game}"]
    module = registry.load(game)
    if hasattr(module, "__path__"):
        names.append(f"{module.__name__}.practice")
    for name in names:
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
    return None


def misreadings(game: str) -> list[Misreading[GameState]]:
    """Every misreading of ``game``: the texts from its data file, the judging from its module.

    >>> [m.rule for m in misreadings("golden_ankh")][:2]
    ['GA.place.adjacent', 'GA.place.upper-colour']
    """
    module = _practice_module(game)  # an unknown game: an OptionError naming the games the kit has
    if module is None:
        return []
    try:
        entries = json.loads(_data_path(game).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise PracticeError(f"the misreadings of {game} cannot be read: {exc}",
                            f"{game}의 흔한 오해 목록을 읽을 수 없습니다: {exc}") from None
    variants: dict[str, Variant[GameState]] = module.VARIANTS
    out = []
    for entry in entries:
        mid = entry.get("id")
        if mid not in variants:
            raise PracticeError(f"misreading {mid!r} of {game} has no evaluable form",
                                f"{game}: 판정할 방법이 없는 오해입니다: {mid!r}")
        kind = entry.get("kind")
        if kind not in KINDS:
            raise PracticeError(f"misreading {mid!r}: kind must be one of {KINDS}, not {kind!r}",
                                f"오해 {mid!r}: 종류는 {KINDS} 중 하나여야 합니다 ({kind!r})")
        out.append(Misreading(id=mid, game=game, rule=entry["rule"], kind=kind,
                              belief=entry["belief"], truth=entry["truth"], quote=entry["quote"],
                              **variants[mid]))
    return out


def games_with_practice() -> list[str]:
    """The games of the kit that have misreadings to practise on."""
    return [g for g in registry.GAMES if _data_path(g).is_file()]

def select(game: str, rules: Sequence[str] | None = None) -> list[Misreading[GameState]]:
    """The misreadings about ``rules`` (rule IDs or misreading IDs; all of them for None).

    >>> [m.id for m in select("golden_ankh", ["GA.place.upper-colour"])]
    ['mis.ga.upper-any-colour', 'mis.ga.upper-colour-all-four']
    """
    every = misreadings(game)
    if rules is None:
        return every
    if isinstance(rules, str):
        rules = [rules]
    wanted = set(rules)
    return [m for m in every if m.rule in wanted or m.id in wanted]
