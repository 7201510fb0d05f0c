"""The lab's words in Korean and English: labels, turns, bots."""
from __future__ import annotations

from types import ModuleType
from typing import Any

import pandas as pd

import rulekit

from .. import ui_text

_LABELS = {
    # the lab widget (LabApp)
    "app game": ("game", "게임"),
    "app players": ui_text.label_pair("player_count"),
    "app seed": ("seed", "시드"),
    "app rotate": ("rotate bots round the table", "봇 자리를 돌아가며 바꾸기"),
    "app options": ("options", "옵션"),
    "app default": ("default", "기본값"),
    "app run": ("Run", "실행"),
    "app status": ("{n} games, {done} finished", "{n}게임, 그중 {done}게임이 끝남"),
    "summary games": ("games", "게임 수"),
    "summary finished": ("finished", "끝난 비율"),
    "summary turns_mean": ("turns_mean", "평균 {turn} 수"),
    "summary turns_sd": ("turns_sd", "{turn} 수 표준편차"),
    "summary actions_mean": ("actions_mean", "평균 행동 수"),
    "summary top_score_mean": ("top_score_mean", "1위 평균 점수"),
    "summary first_seat_win": ("first_seat_win", "첫 자리 승률"),
    "summary first_seat_low": ("first_seat_low", "첫 자리 승률 하한"),
    "summary first_seat_high": ("first_seat_high", "첫 자리 승률 상한"),
    "score": ("score", "점수"),
    "turns": ("turns", "{turn} 수"),
    "actions": ("actions", "행동 수"),
    "win rate": ("win rate", "승률"),
    "seat": ("seat", "자리"),
    "bot": ("bot", "봇"),
    "variant": ("variant", "변형 규칙"),
    "games": ("games", "게임 수"),
    "fair": ("fair share", "공평한 몫"),
    "score by": ("final score by variant", "변형별 최종 점수"),
    "length by": ("game length by variant", "변형별 게임 길이"),
    "wins by": ("win rate by {by} (95% CI)", "{by}별 승률 (95% 신뢰구간)"),
    "parts": ("mean points by category", "항목별 평균 점수"),
    # the balance report
    "criterion": ("criterion", "기준"),
    "first_seat_win": ("first seat wins", "첫 자리 승률"),
    "margin": ("score margin (1st - 2nd)", "점수 차 (1위 - 2위)"),
    "length": ("game length (turns)", "게임 길이 ({turn} 수)"),
    "lead_changes": ("lead changes per game", "한 게임의 선두 교체 횟수"),
    "decisive": ("games with a single winner", "단독 승자가 나온 게임"),
    "ends by": ("ends by: {rule}", "종료: {rule}"),
    "bot wins": ("{bot} wins (per seat-game)", "{bot} 승률 (자리-게임당)"),
    "finished": ("games ended by the rules", "규칙대로 끝난 게임"),
    "balance title": ("{game}: balance report, {n} games per variant, bots {bots} (95% intervals)",
                      "{game}: 균형 보고서, 변형마다 {n}게임, 봇 {bots} (95% 신뢰구간)"),
    "fair line": ("fair share", "공평한 몫"),
    "max_rounds": ("round limit (simulator option)", "라운드 제한 (시뮬레이터 옵션)"),
    "max_actions": ("cut at the simulator's action limit", "시뮬레이터 행동 수 제한으로 중단"),
    "unfinished": ("not finished", "끝나지 않음"),
    "not followed": ("not followed", "추적 안 함"),
    "ends": ("how the games end", "게임이 끝나는 방식"),
    "share": ("share of games", "게임 비율"),
}


def turn_word(game: str | None) -> str:
    """The word for a player's turn in the kit's language, as ``game``'s rulebook says it
    (:func:`widgets.ui_text.turn_word`: the game's glossary, else the kit's word).

    >>> with rulekit.i18n.language("ko"):
    ...     turn_word("golden_ankh"), turn_word("el_dorado"), turn_word(None)
    ('차례', '턴', '차례')
    >>> turn_word("el_dorado")
    'turn'
    """
    return ui_text.turn_word(game)


def _game_of(df: pd.DataFrame) -> str | None:
    return str(df["game"].iloc[0]) if "game" in df.columns and len(df) else None


def _t(key: str, for_game: str | None = None, /, **kw: Any) -> str:
    en, ko = _LABELS[key]
    text = ko if rulekit.get_language() == "ko" else en
    kw.setdefault("turn", turn_word(for_game))
    return text.format(**{k: _t(v, for_game) if v in _LABELS else v for k, v in kw.items()})


def bot_label(spec: str) -> str:
    """A bot as the kit's language names it (English keeps the spec as it is written); a search spec
    keeps its settings.

    >>> bot_label("builder"), bot_label("mcts:iterations=60")
    ('builder', 'mcts:iterations=60')
    >>> with rulekit.i18n.language("ko"):
    ...     bot_label("builder"), bot_label("mcts:iterations=60"), bot_label("my_bot")
    ('건축가', '탐색:iterations=60', 'my_bot')
    """
    name, colon, settings = str(spec).partition(":")
    key = f"bot_{name}"
    if rulekit.get_language() != "ko":
        return str(spec)
    label = ui_text.text(key) if key in ui_text.LABELS else name
    return label + colon + settings


def game_title(game: str) -> str:
    """A game's title in the kit's language (its module's ``TITLE``; the id for a game with none).

    >>> game_title("el_dorado")
    'The Quest for El Dorado'
    >>> with rulekit.i18n.language("ko"):
    ...     game_title("el_dorado")
    '황금밀림'
    """
    title = getattr(rulekit.load(game), "TITLE", None)
    if not isinstance(title, dict):
        return game
    return rulekit.i18n.pick(str(title.get("en") or game), title.get("ko"))


def option_words(module: ModuleType, name: str) -> tuple[str, str]:
    """An option's label and help in the kit's language: the game's ``OPTION_WORDS``, else the option's
    name and its help from ``OPTIONS`` (a game that names its options in one language only).

    >>> from rulekit import el_dorado
    >>> option_words(el_dorado, "course")[0]
    'course'
    >>> with rulekit.i18n.language("ko"):
    ...     option_words(el_dorado, "random_start")
    ('무작위 시작 플레이어', '1번 자리 대신 게임의 시드로 시작 플레이어를 뽑습니다 (ED.gap.start-player)')
    """
    options = getattr(module, "OPTIONS", {})
    help_text = str(options[name][1]) if name in options else ""
    words = getattr(module, "OPTION_WORDS", {}).get(name)
    if not isinstance(words, dict):
        return name, help_text
    lang = rulekit.get_language()
    label, text = words.get(lang) or words.get("en") or (name, help_text)
    return str(label), str(text)
