"""The labels of the Jupyter layer in English and Korean.

>>> import rulekit
>>> text("undo")
'Undo'
>>> with rulekit.i18n.language("ko"):
...     text("undo")
'되돌리기'
>>> text("to_play", player="P2")
'P2 to play'
"""
from __future__ import annotations

from typing import Any

import rulekit
from rulekit.el_dorado.end import ARRIVED_KO, STRONGEST_KO
from rulekit.elfengold.round_end import TOWNS_KO
from rulekit.glossary import term
from rulekit.golden_ankh.scoring import PART_NAMES_KO as GA_PARTS_KO

LABELS: dict[str, dict[str, str]] = {
    # Explorer buttons and boxes
    "apply": {"en": "Apply", "ko": "적용"},
    "apply_tip": {"en": "Play the chosen action", "ko": "고른 행동을 합니다"},
    "step": {"en": "Step ▶", "ko": "한 수 ▶"},
    "step_tip": {"en": "Play the chosen action", "ko": "고른 행동을 한 수 둡니다"},
    "undo": {"en": "Undo", "ko": "되돌리기"},
    "redo": {"en": "Redo", "ko": "다시 하기"},
    "random": {"en": "Random step", "ko": "무작위 한 수"},
    "random_tip": {"en": "Play a legal action chosen at random",
                   "ko": "규칙에 맞는 행동 하나를 무작위로 둡니다"},
    "play_typed": {"en": "Play typed action", "ko": "입력한 행동 두기"},
    "typed_placeholder": {"en": "type an action, e.g. {example}", "ko": "행동을 입력하세요. 예: {example}"},
    "history": {"en": "History", "ko": "기록"},
    "hint": {"en": "Hint", "ko": "힌트"},
    "hint_tip": {"en": "Ask the computer for a good action, with its reasons",
                 "ko": "컴퓨터에게 좋은 수와 그 이유를 물어봅니다"},
    "play_hint": {"en": "Play the hint", "ko": "힌트대로 두기"},
    "hint_ready": {"en": "Hint: {action}", "ko": "힌트: {action}"},
    "hint_action": {"en": "candidate", "ko": "후보 수"},
    "hint_win": {"en": "est. win rate", "ko": "예상 승률"},
    "hint_visits": {"en": "times searched", "ko": "탐색 횟수"},
    "hint_sentence": {"en": "Searched {n} positions. Best: {action} (estimated chance to win about {rate}).",
                      "ko": "{n}개의 국면을 탐색했습니다. 추천하는 수: {action} (예상 승률 약 {rate})."},
    "hint_only": {"en": "The only legal action: {action}.",
                  "ko": "할 수 있는 행동은 이것 하나뿐입니다: {action}."},
    "hint_tie": {"en": "The top candidates are about equal: a longer search would tell them apart.",
                 "ko": "상위 후보들의 차이가 거의 없습니다 (더 오래 탐색해야 가릴 수 있습니다)."},
    "hint_rule_of_thumb": {"en": "This is the {bot} bot's choice, whose rule of thumb the computer follows "
                                 "here.",
                           "ko": "{bot} 봇의 선택입니다. 컴퓨터는 여기서 이 봇의 경험칙을 따릅니다."},
    "thinking": {"en": "The computer is thinking…", "ko": "컴퓨터가 생각하는 중입니다…"},
    "clear_selection": {"en": "Clear selection", "ko": "선택 취소"},
    "selection": {"en": "Selected:", "ko": "선택한 곳:"},
    "picked": {"en": "{count} action(s) possible — the marked places can be clicked next",
               "ko": "가능한 행동 {count}개 — 표시된 곳을 이어서 누르세요"},
    "picked_n": {"en": "{n} place(s) chosen, marked on the board",
                 "ko": "{n}곳을 골랐습니다 (보드에 굵게 표시)"},
    "picks_cleared": {"en": "Selection cleared.", "ko": "선택을 취소했습니다."},
    "confirm_nothing": {"en": "Nothing to confirm yet: click the places of an action first.",
                        "ko": "아직 확인할 행동이 없습니다. 먼저 행동할 곳을 누르세요."},
    "not_now": {"en": "{action} is not possible now.", "ko": "지금은 할 수 없는 행동입니다: {action}"},
    "details": {"en": "Coordinates", "ko": "좌표 보기"},
    "details_tip": {"en": "Show coordinates and ids on the board", "ko": "보드에 좌표와 번호를 보여 줍니다"},
    "seats": {"en": "Players:", "ko": "플레이어:"},
    "person": {"en": "person", "ko": "사람"},
    "computer": {"en": "computer ({bot})", "ko": "컴퓨터 ({bot})"},
    "computer_seat": {"en": "the computer plays this seat", "ko": "컴퓨터가 두는 자리"},
    "bot_mcts": {"en": "search", "ko": "탐색"},
    "bot_greedy": {"en": "greedy", "ko": "욕심쟁이"},
    "bot_random": {"en": "random", "ko": "무작위"},
    "bot_builder": {"en": "builder", "ko": "건축가"},
    "bot_racer": {"en": "racer", "ko": "달리기"},
    "bot_planner": {"en": "planner", "ko": "계획가"},
    "notation": {"en": "All actions (notation)", "ko": "모든 행동 (표기)"},
    "legend": {"en": "Legend", "ko": "범례"},
    "game_panels": {"en": "Game panels", "ko": "게임 패널"},
    "clear_filter": {"en": "Show all actions", "ko": "모든 행동 보기"},
    "language": {"en": "Language", "ko": "언어"},
    "actions": {"en": "Legal actions", "ko": "할 수 있는 행동"},
    "all": {"en": "all", "ko": "전체"},
    "search": {"en": "filter the actions by their text, e.g. {example}",
               "ko": "행동을 글자로 거르기. 예: {example}"},
    # panels
    "log": {"en": "Moves", "ko": "진행 기록"},
    "log_empty": {"en": "No move yet.", "ko": "아직 둔 수가 없습니다."},
    "score": {"en": "Score", "ko": "점수"},
    "rules": {"en": "Rules", "ko": "규칙"},
    "rules_empty": {"en": "Play or pick an action to see the rules behind it.",
                    "ko": "행동을 하거나 고르면 그 근거가 된 규칙이 여기에 나옵니다."},
    "rules_last": {"en": "Rules that allowed {action}", "ko": "허용한 규칙 — {action}"},
    "rules_refused": {"en": "Rule that refused {action}", "ko": "막은 규칙 — {action}"},
    "player": {"en": "player", "ko": "플레이어"},
    "total": {"en": "total", "ko": "합계"},
    # the score calculators' panels (every game's)
    "score_category": {"en": "Category", "ko": "점수 항목"},
    "score_winner": {"en": "Winner: {names}", "ko": "승자: {names}"},
    "score_shared": {"en": "Shared victory: {names}", "ko": "공동 승리: {names}"},
    "rule": {"en": "rule", "ko": "규칙"},
    "title": {"en": "title", "ko": "제목"},
    "check": {"en": "check", "ko": "확인 내용"},
    "result": {"en": "result", "ko": "결과"},
    "passed": {"en": "✓ passed", "ko": "✓ 통과"},
    "deciding": {"en": "The rule that decides", "ko": "결정한 규칙"},
    "other_checks": {"en": "The other checks ({n})", "ko": "나머지 확인 {n}개"},
    "failed": {"en": "✗ refused", "ko": "✗ 거부"},
    # status line: {turn} is the game's own word for a turn (turn_word)
    "turn": {"en": "turn", "ko": "차례"},
    "to_play": {"en": "{player} to play", "ko": "{player} {turn}"},
    "turn_n": {"en": "Turn {n}", "ko": "{n}번째 {turn}"},
    "turns_played": {"en": "turns played: {n}", "ko": "진행한 {turn}: {n}"},
    "step_at": {"en": "step {index}", "ko": "{index}수 진행"},
    "step_of": {"en": "step {index} of {last}", "ko": "{last}수 중 {index}수째"},
    "game_over": {"en": "Game over — winner: {winners}", "ko": "게임 끝 — 승자: {winners}"},
    "game_over_none": {"en": "Game over — no winner", "ko": "게임 끝 — 승자 없음"},
    "applied": {"en": "{player} played {action}", "ko": "{player}: {action}"},
    "refused": {"en": "Refused {action} — {rule}: {message}", "ko": "{action} 불가 — {rule}: {message}"},
    "not_action": {"en": "Not an action: {message}", "ko": "행동으로 읽을 수 없습니다: {message}"},
    "nothing_chosen": {"en": "Choose an action first.", "ko": "먼저 행동을 고르세요."},
    "no_actions": {"en": "No legal action here.", "ko": "할 수 있는 행동이 없습니다."},
    "no_place": {"en": "No board place there.", "ko": "그곳은 보드의 칸이 아닙니다."},
    "no_action_at": {"en": "No legal action starts there now. What can be done now: {kinds}.",
                     "ko": "지금은 그곳에서 할 수 있는 행동이 없습니다. 지금 할 수 있는 것: {kinds}."},
    "actions_at": {"en": "{count} action(s) at {place}", "ko": "{place}: 행동 {count}개"},
    "error": {"en": "Unexpected error: {error}", "ko": "예기치 못한 오류: {error}"},
    "panel_error": {"en": "A game panel failed: {error}", "ko": "게임 패널 오류: {error}"},
    # quizzes
    "question": {"en": "Is {action} legal here?", "ko": "여기서 이 행동은 규칙에 맞을까요? {action}"},
    "legal": {"en": "Legal ✓", "ko": "된다 ✓"},
    "illegal": {"en": "Illegal ✗", "ko": "안 된다 ✗"},
    "right": {"en": "Right!", "ko": "정답!"},
    "wrong": {"en": "Not quite.", "ko": "아쉽네요."},
    "is_legal": {"en": "{action} is legal.", "ko": "규칙에 맞습니다: {action}"},
    "is_illegal": {"en": "{action} is illegal.", "ko": "규칙에 어긋납니다: {action}"},
    "score_question": {"en": "How many points does {player} have?", "ko": "{player}의 점수는 몇 점일까요?"},
    "guess": {"en": "Your guess", "ko": "내 답"},
    "check_guess": {"en": "Check", "ko": "확인"},
    "score_is": {"en": "{player} has {total} points.", "ko": "{player}의 점수는 {total}점입니다."},
    # practice
    "practice_n": {"en": "Question {n}", "ko": "{n}번 문제"},
    "practice_legal": {"en": "{player} wants to play: {action}. Is it legal?",
                       "ko": "{player} {turn}에 이렇게 하려고 합니다: {action}. 규칙에 맞을까요?"},
    "practice_score": {"en": "How many points does {player} score with this position, by the final scoring?",
                       "ko": "최종 점수 계산대로 세면, 지금 {player}의 점수는 몇 점일까요?"},
    "misreading": {"en": "The common misreading:", "ko": "흔한 오해:"},
    "the_rule": {"en": "The rule:", "ko": "규칙:"},
    "answer_time": {"en": "Answered in {s} s.", "ko": "{s}초 만에 답했습니다."},
    "next_question": {"en": "Next question", "ko": "다음 문제"},
    "practice_summary": {"en": "Your progress, rule by rule", "ko": "규칙별 진도"},
    "tries": {"en": "tries", "ko": "푼 문제"},
    "first_try": {"en": "right first time", "ko": "한 번에 맞힘"},
    "status": {"en": "status", "ko": "상태"},
    "status_mastered": {"en": "mastered", "ko": "익혔음"},
    "status_learning": {"en": "still learning", "ko": "연습 중"},
    "status_not_sure": {"en": "not yet sure (too few tries)", "ko": "아직 모름 (문제 수 부족)"},
    "learner": {"en": "Name", "ko": "이름"},
    "save_progress": {"en": "Save progress", "ko": "진도 저장"},
    "reset_game": {"en": "Reset this game", "ko": "이 게임 기록 지우기"},
    "progress_saved": {"en": "Progress saved to {path}.", "ko": "진도를 {path}에 저장했습니다."},
    "progress_refused": {"en": "The progress file was not read (it is kept as it is): {error}",
                         "ko": "진도 파일을 읽지 않았습니다 (파일은 그대로 둡니다): {error}"},
    "class_title": {"en": "Who has which rule (right first time / questions)",
                    "ko": "누가 어떤 규칙을 익혔나 (한 번에 맞힌 수 / 푼 문제 수)"},
    # the games' pictures, editors and lab tables (every game's)
    "tool": {"en": "Tool", "ko": "도구"},
    "eraser": {"en": "Eraser", "ko": "지우개"},
    "move_tool": {"en": "Move", "ko": "옮기기"},
    "mark": {"en": "Mark", "ko": "보드에 표시"},
    "mark_all": {"en": "all", "ko": "모두"},
    "mark_none": {"en": "none", "ko": "표시 안 함"},
    "ok": {"en": "OK", "ko": "확인"},
    "to_play_row": {"en": "To play:", "ko": "{turn}:"},
    "players": {"en": "Players", "ko": "플레이어"},
    "player_count": {"en": "players", "ko": "인원"},
    "empty": {"en": "empty", "ko": "빈 칸"},
    "winners": {"en": "winners", "ko": "승자"},
    # show_steps
    "step_n": {"en": "Step {n}: {player} — {action}", "ko": "{n}수: {player} — {action}"},
    "step_refused": {"en": "Step {n}: {action} is refused — the steps stop here.",
                     "ko": "{n}수: 할 수 없는 행동입니다 — {action}. 여기서 멈춥니다."},
}


#: The language buttons' choices: each language named in itself, as (label, language code).
LANGUAGES: tuple[tuple[str, str], ...] = (("English", "en"), ("한국어", "ko"))


def language_options() -> list[tuple[str, str]]:
    """The choices of a language toggle (a new list, as ipywidgets' ``options`` takes).

    >>> language_options()
    [('English', 'en'), ('한국어', 'ko')]
    """
    return list(LANGUAGES)


# Menu names of common action kinds, for a game whose drawing module gives none (KIND_LABELS).
KINDS: dict[str, dict[str, str]] = {
    "take": {"en": "take", "ko": "가져오기"},
    "buy": {"en": "buy", "ko": "구매하기"},
    "refill": {"en": "refill", "ko": "보충하기"},
    "move": {"en": "move", "ko": "옮기기"},
    "store": {"en": "store", "ko": "보관하기"},
    "return": {"en": "return", "ko": "반납하기"},
    "end": {"en": "end the turn", "ko": "차례 마치기"},
    "place": {"en": "place", "ko": "놓기"},
    "pass": {"en": "pass", "ko": "패스"},
    "bid": {"en": "bid", "ko": "입찰"},
    "draw": {"en": "draw", "ko": "뽑기"},
    "discard": {"en": "discard", "ko": "버리기"},
}


def _part(game: str, term_id: str, en: str) -> dict[str, str]:
    """A score category the game's glossary names: its Korean read from there, the English as the score
    key says it (plural, as a column head)."""
    return {"en": en, "ko": term(game, term_id).ko}


# The score categories of each game (the keys of Score.parts), as the rulebooks name them: the game's
# glossary where it has the word (rulekit/data/<game>/glossary.json), or the game's rules package where it
# puts the glossary's words in a phrase, else written here.
SCORE_PARTS: dict[str, dict[str, str]] = {
    # Golden Ankh: 점수 계산
    "colour": _part("golden_ankh", "colour", "colour"),
    "animals": _part("golden_ankh", "animal", "animals"),
    "numbers": {"en": "numbers", "ko": GA_PARTS_KO["numbers"]},
    "bonus": _part("golden_ankh", "bonus-marker", "bonus"),
    "tokens": {"en": "tokens", "ko": GA_PARTS_KO["tokens"]},
    # El Dorado: the race and the blockades' tie-break
    "El Dorado": {"en": "El Dorado", "ko": ARRIVED_KO},
    "blockades": _part("el_dorado", "blockade", "blockades"),
    "strongest blockade": {"en": "strongest blockade", "ko": STRONGEST_KO},
    # Fertility: 최종 점수 계산
    "normal shops": _part("fertility", "normal-shop", "normal shops"),
    "special shops": _part("fertility", "special-shop", "special shops"),
    "god statues": _part("fertility", "statue", "god statues"),
    "monuments": _part("fertility", "monument", "monuments"),
    "wheat store": _part("fertility", "wheat-store", "wheat store"),
    # Elfengold
    "towns": {"en": "towns", "ko": TOWNS_KO},
    "destination": {"en": "roads to the destination", "ko": "목적지까지 남은 길"},
}


def score_part(key: str, lang: str | None = None) -> str:
    """A score category in the current (or given) language; an unknown key is shown as it is.

    >>> score_part("normal shops", "ko"), score_part("colour", "en"), score_part("extra")
    ('일반 상점', 'colour', 'extra')
    """
    entry = SCORE_PARTS.get(key)
    return rulekit.i18n.pick(entry["en"], entry.get("ko"), lang) if entry else key


def label_words(key: str) -> dict[str, str]:
    """The label ``key`` in both languages, as a new ``{"en": …, "ko": …}`` (for a game's table of words).

    >>> label_words("eraser")
    {'en': 'Eraser', 'ko': '지우개'}
    """
    return dict(LABELS[key])


def label_pair(key: str) -> tuple[str, str]:
    """The label ``key`` as ``(English, Korean)`` (for a game's table of pairs).

    >>> label_pair("ok")
    ('OK', '확인')
    """
    entry = LABELS[key]
    return entry["en"], entry["ko"]


def text(key: str, lang: str | None = None, **values: Any) -> str:
    """The label ``key`` in the current (or given) language, with ``{fields}`` filled in (``{turn}``, when
    not given, is the kit's own word for a turn: :func:`turn_word` gives a game's)."""
    entry = LABELS[key]
    template = rulekit.i18n.pick(entry["en"], entry.get("ko"), lang)
    if "{turn}" in template and "turn" not in values:
        values["turn"] = text("turn", lang)
    return template.format(**values)


def turn_row(game: str) -> dict[str, str]:
    """The editor's "whose turn" label in both languages, with ``game``'s own word for a turn.

    >>> turn_row("el_dorado")["ko"], turn_row("golden_ankh")["ko"], turn_row("el_dorado")["en"]
    ('턴:', '차례:', 'To play:')
    """
    return {lang: text("to_play_row", lang, turn=turn_word(game, lang)) for lang in ("en", "ko")}


def turn_word(game: str | None, lang: str | None = None) -> str:
    """A player's turn as ``game``'s rulebook calls it: its glossary's term ``turn``, else the kit's word.

    >>> turn_word("el_dorado", "ko"), turn_word("golden_ankh", "ko"), turn_word("fertility", "ko")
    ('턴', '차례', '차례')
    >>> turn_word("el_dorado", "en"), turn_word(None, "ko")
    ('turn', '차례')
    """
    if isinstance(game, str) and game in rulekit.registry.names():
        try:
            return term(game, "turn").name(lang)
        except rulekit.GlossaryError:  # a game without a glossary, or one without the word
            pass
    return text("turn", lang)


def _game(state: Any) -> str | None:
    game = getattr(state, "GAME", None)
    return game if isinstance(game, str) else None


def turn_label(state: Any, lang: str | None = None) -> str:
    """The turn being played, numbered from 1 (``state.turn`` counts the turns completed), in the game's
    own word for a turn.

    At the end of the game: how many turns were played.  '' for a state without ``turn``.

    >>> class S: GAME, turn, is_over = "el_dorado", 4, False
    >>> turn_label(S()), turn_label(S(), "ko")
    ('Turn 5', '5번째 턴')
    """
    turn = getattr(state, "turn", None)
    if not isinstance(turn, int) or isinstance(turn, bool):
        return ""
    word = turn_word(_game(state), lang)
    if state.is_over:
        return text("turns_played", lang, n=turn, turn=word)
    return text("turn_n", lang, n=turn + 1, turn=word)


def step_label(index: int, last: int) -> str:
    """Where the shown state is in the history: ``step 3`` (the latest), or ``step 3 of 5``."""
    return text("step_at", index=index) if index == last else text("step_of", index=index, last=last)


def status_line(state: Any, lang: str | None = None) -> str:
    """Whose turn it is (in the game's own word for a turn), or that the game is over and who won.

    >>> from rulekit import el_dorado
    >>> status_line(el_dorado.new_game(players=2, seed=1), "ko")
    'P1 턴'
    """
    if state.is_over:
        try:
            winners = state.winners()
        except NotImplementedError:
            winners = []
        if not winners:
            return text("game_over_none", lang)
        return text("game_over", lang, winners=", ".join(rulekit.seat_name(p) for p in winners))
    return text("to_play", lang, player=rulekit.seat_name(state.current_player),
                turn=turn_word(_game(state), lang))
