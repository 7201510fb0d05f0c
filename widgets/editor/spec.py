"""What a game gives the position editor: its :class:`EditorSpec` (the hooks), found by :func:`spec_for`;
and the editor's words (``LABELS``, :func:`label`, :func:`words`) and refusals (:class:`EditorBug`)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

import ipywidgets as W

import rulekit
from rulekit.core import BilingualError, GameState, RuleViolation

from ..board import BoardView, widgets_package
from ..ui_text import label_words

if TYPE_CHECKING:
    from .app import Editor

#: The state class of the game an editor is for.
S = TypeVar("S", bound=GameState)

LABELS: dict[str, dict[str, str]] = {
    "apply": label_words("apply"),
    "apply_tip": {"en": "Set up the board from the text", "ko": "글로 적은 국면을 보드에 놓습니다"},
    "undo": label_words("undo"),
    "redo": label_words("redo"),
    "explorer": {"en": "Open in Explorer", "ko": "탐색기에서 열기"},
    "quiz": {"en": "Make a quiz", "ko": "퀴즈 만들기"},
    "steps": {"en": "Show steps", "ko": "단계 보기"},
    "actions_placeholder": {
        "en": "actions for the quiz or the steps, e.g. {example}",
        "ko": "퀴즈나 단계 보기에 쓸 행동, 예: {example}",
    },
    "need_action": {
        "en": "Type an action first (in the box beside the buttons).",
        "ko": "먼저 버튼 옆 칸에 행동을 적으세요.",
    },
    "notation": {
        "en": "Position notation (edit and press Apply):",
        "ko": "국면 표기 (고친 뒤 '적용'을 누르세요):",
    },
    "player": {"en": "Edit:", "ko": "편집할 자리:"},
    "edited": {"en": "✓ {what}", "ko": "✓ {what}"},
    "refused": {"en": "✗ Not possible: {why}", "ko": "✗ 할 수 없습니다: {why}"},
    "text_applied": {"en": "✓ The board now shows the text.", "ko": "✓ 글로 적은 국면을 보드에 놓았습니다."},
    "text_same": {"en": "The text is the position shown.", "ko": "글이 지금 보드의 국면과 같습니다."},
    "nothing_here": {
        "en": "Nothing to do there with this tool.",
        "ko": "이 도구로는 그곳에서 할 일이 없습니다.",
    },
    "undone": {"en": "Undone.", "ko": "되돌렸습니다."},
    "redone": {"en": "Redone.", "ko": "다시 했습니다."},
    "nothing_undo": {"en": "Nothing to undo.", "ko": "되돌릴 편집이 없습니다."},
    "nothing_redo": {"en": "Nothing to redo.", "ko": "다시 할 편집이 없습니다."},
    "error": {"en": "Something went wrong: {error}", "ko": "문제가 생겼습니다: {error}"},
    "bug": {
        "en": "the editor of this game failed ({error}); the position is unchanged. This is a fault of "
        "the kit, not of what you did: please report it",
        "ko": "이 게임의 편집기가 멈췄습니다 ({error}). 국면은 바뀌지 않았습니다. 입력이 잘못된 것이 "
        "아니라 키트의 결함이니 알려 주세요",
    },
    "lang": {"en": "Language:", "ko": "언어:"},
    "start": {
        "en": "Choose a tool above, then click the board.",
        "ko": "위에서 도구를 고른 뒤 보드를 누르세요.",
    },
    "advanced": {
        "en": "More: the position as text, whose turn, the market, hand-over buttons",
        "ko": "더 보기: 국면 표기, 차례, 시장, 다른 도구로 넘기기",
    },
}


def label(key: str, lang: str | None = None, **values: Any) -> str:
    """An editor label in the current (or given) language.

    >>> label("undo", "ko"), label("apply", "en")
    ('되돌리기', 'Apply')
    """
    entry = LABELS[key]
    return rulekit.i18n.pick(entry["en"], entry.get("ko"), lang).format(**values)


def words(pair: dict[str, str] | tuple[str, str] | str, lang: str | None = None) -> str:
    """``{"en": ..., "ko": ...}`` or ``(en, ko)`` in the current (or given) language."""
    if isinstance(pair, str):
        return pair
    if isinstance(pair, tuple):
        return rulekit.i18n.pick(pair[0], pair[1], lang)
    return rulekit.i18n.pick(pair["en"], pair.get("ko"), lang)


def bilingual(exc: BaseException, lang: str | None = None) -> str:
    """The message of a refusal in the current (or given) language (the Korean one when it has one)."""
    lang = lang or rulekit.get_language()
    if isinstance(exc, (BilingualError, RuleViolation)) and hasattr(exc, "message"):
        return str(exc.message(lang))
    return str(exc)


@dataclass
class ToolGroup:
    """One row of palette buttons: ``options`` are ``(value, label, icon)`` (label ``{"en", "ko"}``).

    ``swatch`` gives a value its button colour (for colours of tiles or pieces); ``shown(editor)``
    decides whether the row shows for the current tool (e.g. the tile kinds only while putting tiles).
    """

    key: str
    title: dict[str, str]
    options: list[tuple[Any, dict[str, str], str]]
    default: Any = None
    swatch: dict[Any, str] = field(default_factory=dict)
    shown: Callable[[Editor[Any]], bool] | None = None


class EditorSpec(Generic[S]):
    """A game's editor hooks (see the module docstring); subclass and register with :func:`register_spec`."""

    game: str = ""
    multiline: bool = True
    action_example: str = ""
    #: The score calculator's "More" fold title, naming what this game's spec folds there
    #: (``{"en": …, "ko": …}``); the generic title when empty.
    advanced_title: dict[str, str] = {}

    def new_state(self, players: int) -> S:
        raise NotImplementedError

    def new_score_state(self, players: int) -> S:
        return self.new_state(players)

    def position_text(self, state: S) -> str:
        raise NotImplementedError

    def from_text(self, text: str, current: S | None = None) -> S:
        raise NotImplementedError

    def palette(self, editor: Editor[S]) -> list[ToolGroup]:
        return []

    def click(self, editor: Editor[S], place: Hashable) -> S | None:
        return None

    def marks(self, editor: Editor[S]) -> tuple[Iterable[Hashable], Iterable[Hashable]]:
        return ([editor.pending] if editor.pending is not None else []), []

    def prepare_view(self, editor: Editor[S], view: BoardView) -> None:
        return None

    def panels(self, editor: Editor[S]) -> list[W.Widget]:
        return []

    def refresh(self, editor: Editor[S]) -> None:
        return None

    def score_html(self, editor: Editor[S]) -> str:
        return ""

    def score_marks(self, editor: Editor[S]) -> tuple[Iterable[Hashable], Iterable[Hashable]]:
        return [], []

    def edit_or_restore(self, editor: Editor[S], make: Callable[[S], S]) -> None:
        """An edit from a panel box; when refused, the boxes show the position's values again."""
        if editor.edit(make) is None:
            before, editor._syncing = editor._syncing, True
            try:
                self.refresh(editor)
            finally:
                editor._syncing = before


#: Every game's spec, by game (each of its own game's states).
SPECS: dict[str, EditorSpec[Any]] = {}


def register_spec(spec: EditorSpec[Any]) -> None:
    """Make ``spec`` the editor of its game."""
    SPECS[spec.game] = spec


def spec_for(game: str) -> EditorSpec[Any]:
    """The editor spec of ``game`` (importing ``widgets.<game>.editor``, the ``editor`` module of its
    :func:`~widgets.board.widgets_package`, on first use)."""
    if game not in SPECS:
        module = f"{widgets_package(game)}.editor"
        try:
            spec = getattr(importlib.import_module(module), "SPEC", None)
        except ModuleNotFoundError as exc:
            if not module.startswith(exc.name or "\0"):  # a missing module inside the editor is a bug
                raise
            spec = None
        if isinstance(spec, EditorSpec) or hasattr(spec, "click"):
            SPECS.setdefault(game, cast("EditorSpec[Any]", spec))   # an EditorSpec, or one with its hooks
    if game not in SPECS:
        raise BilingualError(
            f"there is no position editor for {game!r} yet",
            f"{game!r} 게임의 국면 편집기는 아직 없습니다",
            field="game",
        )
    return SPECS[game]


class EditorBug(BilingualError):
    """A spec hook failed with a plain Python error (a bug in the game's editor, never the user's input).

    The editor shows it as a refusal and keeps the error in ``editor.bugs``.

    >>> EditorBug.of(TypeError("f() takes 2 positional arguments")).message("en")[:48]
    'the editor of this game failed (TypeError: f() t'
    """

    @classmethod
    def of(cls, exc: BaseException) -> EditorBug:
        """The refusal that stands for ``exc``."""
        what = f"{type(exc).__name__}: {str(exc)[:160]}"
        return cls(label("bug", "en", error=what), label("bug", "ko", error=what), field="editor")
