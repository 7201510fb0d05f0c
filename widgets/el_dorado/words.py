"""El Dorado's bilingual words for the picture, the lessons and the editor: one place, one shape.

Every label is a ``{"en": …, "ko": …}`` dict.  A word the game's data already has is read from it:
the glossary (``rulekit/data/el_dorado/glossary.json``, :func:`term`), the cards' names
(``cards.csv``) and the courses' names (``courses.json``).  Only the words the data does not have are
written here.

>>> term("machete"), SYMBOL_TEXT["discard"]
({'en': 'machete', 'ko': '마체테'}, {'en': 'rubble', 'ko': '자갈밭'})
>>> import rulekit
>>> with rulekit.i18n.language("ko"):
...     card_strength("Sc"), phrase("hand", p="P1", n=4), card_name("Sc", "en")
('마체테 2', 'P1의 손 (4장)', 'Scout')
"""
from __future__ import annotations

from typing import Any

import rulekit
from rulekit import el_dorado as ed

from ..board import CONFIRM
from ..ui_text import label_words, turn_row

T = dict[str, str]

#: The glossary's terms by id (the Korean rulebook's words).
TERMS = {t.id: {"en": t.en, "ko": t.ko} for t in rulekit.glossary("el_dorado")}


def term(term_id: str) -> T:
    """The glossary's term ``term_id`` as ``{"en": …, "ko": …}`` (a new dict)."""
    return dict(TERMS[term_id])


def plural(term_id: str) -> T:
    """The glossary's term ``term_id`` counted in English (a column head): ``blockades`` / 봉쇄."""
    words = term(term_id)
    return {"en": words["en"] + "s", "ko": words["ko"]}


def capital(words: T) -> T:
    """The English word with a capital letter (a heading or a button), the Korean as it is."""
    return {"en": words["en"][:1].upper() + words["en"][1:], "ko": words["ko"]}


def joined(*parts: T, sep: str = " / ") -> T:
    """Words joined in both languages."""
    return {lang: sep.join(p[lang] for p in parts) for lang in ("en", "ko")}


def pick(words: T, lang: str | None = None) -> str:
    """The words in ``lang`` (default: the current language)."""
    return rulekit.i18n.pick(words["en"], words["ko"], lang)


def is_ko() -> bool:
    return rulekit.get_language() == "ko"


# --------------------------------------------------------------------------- the board picture

SYMBOL_TEXT: dict[str, T] = {  # symbol -> the rulebook's word
    "machete": term("machete"),
    "paddle": term("paddle"),
    "coin": term("coin"),
    "discard": term("rubble"),
    "remove": term("basecamp"),
    "joker": {"en": "joker", "ko": "조커"},
    "action": {"en": "action", "ko": "액션"},
}
#: Terrain kind -> its name (a space in plain words).
TERRAIN_WORDS: dict[str, T] = {
    **{kind: term(kind) for kind in ("jungle", "river", "village", "rubble", "basecamp", "mountain")},
    "start": term("starting-space"),
    "end": term("arrival-space"),
}
# Menu names of the action kinds, in the rulebook's terms (턴 진행: 카드 쓰기, 낸 카드 버리기, 카드 뽑기).
KIND_LABELS: dict[str, T] = {
    "move": {"en": "move", "ko": "이동"},
    "action": plural("action-card"),
    "buy": {"en": "buy", "ko": "구매"},
    "turn": joined(term("discard-played"), term("draw-cards")),
}
TEXTS: dict[str, T] = {
    "market": {"en": "Market (price, cards left)", "ko": "마켓 보드 (가격 · 남은 장수)"},
    "reserve": {"en": "Reserve: open while a market slot is empty",
                "ko": "예비 묶음: 마켓 보드에 빈 칸이 있을 때 살 수 있음"},
    "reserve_open": {"en": "Reserve: open (a market slot is empty)",
                     "ko": "예비 묶음: 지금 살 수 있음 (빈 칸 있음)"},
    "hand": {"en": "Hand of {p} ({n})", "ko": "{p}의 손 ({n}장)"},
    "played": {"en": "Played", "ko": "낸 카드"},
    "budget": {"en": "Coins for buying: {coins}", "ko": "구매 코인: {coins}"},
    "bought": {"en": "bought {card}", "ko": "{card} 구매함"},
    "leftover": {"en": "{left} left", "ko": "남은 파워 {left}"},
    "over": {"en": "Game over: winner {w}", "ko": "게임 끝: 승자 {w}"},
    "stopped": {"en": "Stopped by the round limit: no winner", "ko": "라운드 제한으로 멈춤: 승자 없음"},
    "final": term("final-round"),
    "turn": {"en": "{p} to play · round {r}", "ko": "{p} " + term("turn")["ko"] + " · {r}라운드"},
    "phase1": {"en": "Phase 1: play cards", "ko": "1단계: 카드 쓰기"},
    "phase2": {"en": "Phase 2: keep or discard hand cards · 3: draw",
               "ko": "2단계: 손 카드 유지·버리기 · 3단계: 카드 뽑기"},
    "trash": {"en": "remove up to {n} card(s) from the game", "ko": "카드 {n}장까지 게임에서 제거"},
    "none": {"en": "none", "ko": "없음"},
    "empty": label_words("empty"),
    "players": label_words("players"),
    "col_draw": {"en": "draw", "ko": "뽑기"},
    "col_hand": term("hand"),
    "col_discard": {"en": "discard", "ko": "버림"},
    "col_removed": {"en": "removed", "ko": "제거"},
    "col_blockades": plural("blockade"),
    "eldorado": term("eldorado"),
    "action_word": {"en": "action", "ko": "액션"},
}
BUTTONS: dict[Any, T] = {  # the turn's buttons (their pictograms and order: look.BUTTON_PICS)
    ("button", "machete"): {"en": "as machete", "ko": "마체테로"},
    ("button", "paddle"): {"en": "as paddle", "ko": "노로"},
    ("button", "coin"): {"en": "as coin", "ko": "코인으로"},
    ("button", "use"): {"en": "use effect", "ko": "효과 쓰기"},
    ("button", "spend"): {"en": "spend", "ko": "구매에 쓰기"},
    ("button", "stop"): {"en": "stop", "ko": "멈추기"},
    ("button", "done"): {"en": "done removing", "ko": "제거 마치기"},
    ("button", "end"): {"en": "end play", "ko": "카드 쓰기 끝"},
    ("button", "draw"): term("draw-cards"),
    CONFIRM: label_words("ok"),
}
#: The Explorer's piles panel: its column heads.
PANEL_HEADS: list[T] = [term("hand"), term("draw-pile"), term("discard-pile"),
                        {"en": "removed", "ko": "제거"}, plural("blockade")]

#: The legend: (pictogram, name, what it asks for).
LEGEND: list[tuple[str, T, T]] = [
    ("machete", joined(term("machete"), term("jungle"), sep=": "),
     {"en": "green card, power at least the number", "ko": "초록 카드, 파워가 숫자 이상"}),
    ("paddle", joined(term("paddle"), term("river"), sep=": "),
     {"en": "blue card, power at least the number", "ko": "파란 카드, 파워가 숫자 이상"}),
    ("coin", joined(term("coin"), term("village"), sep=": "),
     {"en": "yellow card, coins at least the number", "ko": "노란 카드, 코인이 숫자 이상"}),
    ("rubble", term("rubble"), {"en": "discard that many cards", "ko": "숫자만큼 아무 카드나 버림"}),
    ("basecamp", term("basecamp"),
     {"en": "remove that many cards from the game", "ko": "숫자만큼 카드를 게임에서 제거"}),
    ("mountain", {"en": "mountain", "ko": term("mountain")["ko"]},
     {"en": "no piece may enter", "ko": "들어갈 수 없음"}),
    ("blockade", term("blockade"), {"en": "break it like a space", "ko": "칸처럼 돌파"}),
    ("start", term("starting-space"), {"en": "pieces start here", "ko": "말이 출발하는 칸"}),
    ("eldorado", term("eldorado"), {"en": "reached from an arrival space", "ko": "도착 칸에 들어가면 도착"}),
    ("joker", {"en": "joker card", "ko": "조커 카드"},
     {"en": "played as machete, paddle or coin", "ko": "마체테·노·코인 중 하나로"}),
    ("action", {"en": "action card", "ko": "액션 카드"},
     {"en": "an effect, then removed or discarded", "ko": "효과를 바로 적용"}),
]

# --------------------------------------------------------------------------- tables for the lessons

COLOURS: dict[str, T] = {  # card colour -> its name, as the rulebook names it
    "green": {"en": "green", "ko": "초록"},
    "blue": {"en": "blue", "ko": "파랑"},
    "yellow": {"en": "yellow", "ko": "노랑"},
    "white": {"en": "white", "ko": "흰색"},
    "purple": {"en": "purple", "ko": "보라"},
}
TABLE_HEADS: dict[str, T] = {
    "code": {"en": "code", "ko": "표기"},
    "card": term("card"),
    "colour": term("colour"),
    "symbol": term("symbol"),
    "power": term("power"),
    "price": term("price"),
    "item": {"en": "leaves the game after use", "ko": "쓰면 게임에서 제거"},
    "start": {"en": "starts on the market board", "ko": "처음부터 마켓 보드에"},
    "deck": {"en": "in the starting deck", "ko": "시작 덱 장수"},
    "round": {"en": "round", "ko": "라운드"},
    "cards": {"en": "cards owned", "ko": "가진 카드 수"},
    "owned": {"en": "the deck", "ko": "덱"},
    "removed": {"en": "removed from the game", "ko": "게임에서 제거된 카드"},
    "yes": {"en": "yes", "ko": "예"},
    "no": {"en": "-", "ko": "-"},
    "won": {"en": "winners", "ko": "이긴 사람"},
    "lost": {"en": "the others", "ko": "나머지"},
}

# --------------------------------------------------------------------------- the position editor

MODES: list[tuple[str, T, str]] = [  # (tool, label, icon)
    ("piece", {"en": "Put a piece", "ko": "말 놓기"}, "street-view"),
    ("blockade", capital(term("blockade")), "shield"),
    ("card", {"en": "Add a card", "ko": "카드 넣기"}, "plus"),
    ("erase", {"en": "Take a card out", "ko": "카드 빼기"}, "eraser"),
    ("market", capital(term("market-board")), "shopping-cart"),
]
PIECES: list[tuple[int, T, str]] = [
    (0, {"en": "1st piece", "ko": "첫째 말"}, ""),
    (1, {"en": "2nd piece", "ko": "둘째 말"}, ""),
]
PILES: list[tuple[str, T, str]] = [
    ("hand", term("hand"), ""),
    ("draw", term("draw-pile"), ""),
    ("discard", term("discard-pile"), ""),
    ("removed", {"en": "out of the game", "ko": "게임에서 제거"}, ""),
]
EDITOR_TEXT: dict[str, T] = {
    "mode": label_words("tool"),
    "piece": capital(term("piece")),
    "pile": {"en": "Pile", "ko": "더미"},
    "card": capital(term("card")),
    "put_piece": {"en": "{who}: piece on {where}", "ko": "{who}: 말을 {where}에 놓았습니다"},
    "in_eldorado": {"en": "{who}: piece in El Dorado", "ko": "{who}: 말이 엘도라도에 도착했습니다"},
    "broken": {"en": "{who} broke blockade b{k} and holds it",
               "ko": "{who}: 봉쇄 b{k} 돌파 (봉쇄 토큰을 가져감)"},
    "unbroken": {"en": "blockade b{k} lies unbroken again",
                 "ko": "봉쇄 b{k}: 아직 돌파하지 않은 상태로 되돌렸습니다"},
    "added": {"en": "{who}: {card} put in the {pile}", "ko": "{who}: {card} 카드를 {pile}에 넣었습니다"},
    "taken": {"en": "{who}: {card} taken out of the {pile}",
              "ko": "{who}: {pile}에서 {card} 카드를 뺐습니다"},
    "to_reserve": {"en": "{card} stack sent to the reserve", "ko": "{card} 묶음을 예비 묶음으로 보냈습니다"},
    "to_market": {"en": "{card} stack laid on market slot {k}",
                  "ko": "{card} 묶음을 마켓 보드 {k}번 칸에 놓았습니다"},
    "no_slot": {"en": "no market slot is empty: first click a market stack to send it to the reserve "
                      "(ED.setup.market-reserve)",
                "ko": "마켓 보드에 빈 칸이 없습니다: 먼저 마켓의 묶음을 눌러 예비 묶음으로 보내세요 "
                      "(ED.setup.market-reserve)"},
    "add_button": {"en": "Put the chosen card in the pile", "ko": "고른 카드를 더미에 넣기"},
    "take_button": {"en": "Take the chosen card out of the pile", "ko": "고른 카드를 더미에서 빼기"},
    "course": {"en": "Course:", "ko": "경로:"},
    "to_play": turn_row("el_dorado"),
    "hat": {"en": "Start player:", "ko": "시작 플레이어:"},
    "rounds": {"en": "Rounds played:", "ko": "끝난 라운드:"},
    "over": {"en": "Game over", "ko": "게임 종료"},
    "course_set": {"en": "course {name}", "ko": "경로: {name}"},
    "turn_set": {"en": "{who} to play, {n} round(s) played",
                 "ko": "{who} " + term("turn")["ko"] + ", 끝난 라운드 {n}"},
    "over_set": {"en": "the game is over", "ko": "게임을 끝냈습니다"},
    "open_set": {"en": "the final round goes on", "ko": "마지막 라운드를 이어 갑니다"},
    "piles_of": {"en": "Cards of {who}", "ko": "{who}의 카드"},
    "top_last": {"en": "(piles: the last card is the top)", "ko": "(더미: 마지막 카드가 맨 위)"},
    "tokens": plural("blockade"),
}
EDITOR_HINTS: dict[str, T] = {  # what a click does with the tool chosen
    "piece": {"en": "Click a space: {who}'s piece goes there. An arrival space (gold rim) is El Dorado.",
              "ko": "칸을 누르면 {who}의 말이 그 칸에 놓입니다. 금색 테두리의 도착 칸은 엘도라도입니다."},
    "blockade": {"en": "Click a blockade: {who} has broken it and holds it. Click it again to lay it back.",
                 "ko": "봉쇄를 누르면 {who}의 것(돌파함)이 됩니다. 한 번 더 누르면 되돌립니다."},
    "card": {"en": "Click a market or reserve card to put it in {who}'s {pile}, a hand card for one more of "
                   "it; or choose a card and press the button under the board.",
             "ko": "마켓이나 예비 묶음의 카드를 누르면 {who}의 {pile}에 넣습니다. "
                   "손의 카드를 누르면 같은 카드를 한 장 더 넣습니다. "
                   "카드를 고르고 보드 아래 버튼을 눌러도 됩니다."},
    "erase": {"en": "Click a card of {who}'s hand to take it out; for another pile choose the card and press "
                    "the button under the board.",
              "ko": "{who}의 손에 있는 카드를 누르면 뺍니다. "
                    "다른 더미는 카드를 고르고 보드 아래 버튼을 누르세요."},
    "market": {"en": "Click a market stack to send it to the reserve, a reserve stack to lay it on an empty "
                     "market slot.",
               "ko": "마켓 보드의 묶음을 누르면 예비 묶음으로, "
                     "예비 묶음을 누르면 마켓 보드의 빈 칸으로 갑니다."},
}

# --------------------------------------------------------------------------- actions in plain words

#: An action in plain words (:func:`widgets.el_dorado.describe`): ``{card}`` a card's name, ``{card_words}``
#: its name with symbol and power, ``{symbol_as}`` a joker's symbol (in Korean with 로/으로),
#: ``{place}`` a space or blockade (``{target}``: named so), ``{piece}`` the second piece, ``{s}`` an English
#: plural's s.
#: The Korean particle "as" (로/으로, chosen by rulekit.i18n.josa after the symbol's name).
PARTICLE_AS = "으로"
ACTION_WORDS: dict[str, T] = {
    "piece": {"en": " (piece 2)", "ko": " (말 2)"},
    "blockade_at": {"en": "{place}", "ko": "봉쇄 {place}"},
    "native": {"en": "{card}: move to {target} ignoring its requirement{piece}",
               "ko": "{card}: 요구 조건 없이 이동 → {target}{piece}"},
    "break_joker": {"en": "Play {card} as {symbol_as}: break blockade {place}{piece}",
                    "ko": "봉쇄 돌파: {card}(조커를 {symbol_as}) → 봉쇄 {place}{piece}"},
    "break": {"en": "Play {card_words}: break blockade {place}{piece}",
              "ko": "봉쇄 돌파: {card_words} → 봉쇄 {place}{piece}"},
    "move_joker": {"en": "Play {card} as {symbol_as}: move to {place}{piece}",
                   "ko": "카드 쓰기: {card}(조커를 {symbol_as}) → {place}{piece}"},
    "move": {"en": "Play {card_words}: move to {place}{piece}",
             "ko": "카드 쓰기: {card_words} → {place}{piece}"},
    "go": {"en": "Go on to {place} with the leftover power", "ko": "남은 파워로 이어서 이동 → {place}"},
    "stop": {"en": "Stop (the leftover power is lost)", "ko": "멈추기 (남은 파워는 사라집니다)"},
    "pay_blockade": {"en": "Break rubble blockade {place} with {n} card{s} ({names}){piece}",
                     "ko": "자갈 봉쇄 {place} 돌파: 카드 {n}장({names}) 내기{piece}"},
    "pay": {"en": "Pay {n} card{s} ({names}) to enter {place}{ground}{piece}",
            "ko": "카드 {n}장({names})을 내고 {place}{ground}에 들어가기{piece}"},
    "ground": {"en": " ({terrain})", "ko": "({terrain})"},
    "take": {"en": "{card}: take {take} free onto your discard pile",
             "ko": "{card}: {take} 무료로 가져오기 (버림 더미로)"},
    "use": {"en": "Action card {card}: draw {draws} card{s}{extra}",
            "ko": "액션 카드 {card}: 카드 {draws}장 뽑기{extra}"},
    "use_trash": {"en": ", then remove up to {trash}", "ko": ", 그다음 카드 {trash}장까지 제거"},
    "trash": {"en": "Remove {card} from the game", "ko": "카드 제거: {card} (게임에서 빠짐)"},
    "done": {"en": "Stop removing cards", "ko": "카드 제거 마치기"},
    "spend_joker": {"en": "Spend {card} as coin for buying ({value} coin{s})",
                    "ko": "구매에 쓰기: {card}(조커를 코인으로) ({value} 코인)"},
    "spend": {"en": "Spend {card} for buying ({value} coin{s})", "ko": "구매에 쓰기: {card} ({value} 코인)"},
    "buy": {"en": "Buy {card} ({price} coin{s}, onto your discard pile)",
            "ko": "카드 사기: {card} ({price} 코인, 버림 더미로)"},
    "end": {"en": "End playing cards: the played cards go to the discard pile",
            "ko": "카드 쓰기 끝: 낸 카드를 버림 더미로"},
    "discard": {"en": "Discard {card} from your hand", "ko": "손의 카드 버리기: {card}"},
    "draw": {"en": "Draw cards up to {n} in hand (the turn ends)",
             "ko": "카드 뽑기: 손이 {n}장이 될 때까지 (턴 끝)"},
}

# --------------------------------------------------------------------------- words made from the data


def phrase(key: str, **values: Any) -> str:
    """One of :data:`TEXTS` in the current language, its ``{placeholders}`` filled in."""
    return pick(TEXTS[key]).format(**values)


def symbol_text(symbol: str) -> str:
    """The rulebook's word for a symbol: ``machete`` / 마체테."""
    words = SYMBOL_TEXT.get(symbol, {"en": symbol, "ko": symbol})
    return words["ko"] if is_ko() else words["en"]


def card_name(code: str, lang: str | None = None) -> str:
    """A card's name in the rulebook's words (``Scout``, ``정찰병``), from the cards' data."""
    c = ed.CARDS[code]
    return rulekit.i18n.pick(c.name, c.name_ko, lang)


def card_strength(code: str) -> str:
    """``machete 2`` / ``마체테 2``: a card's symbol and power (an action card says so)."""
    c = ed.CARDS[code]
    if c.is_action:
        return symbol_text("action")
    return f"{symbol_text(c.symbol)} {c.power}"


def coins(half: int) -> str:
    """A budget counted in half coins, as it is written: ``3``, ``1 1/2``, ``1/2``."""
    whole, rest = divmod(half, 2)
    if not rest:
        return str(whole)
    return f"{whole} 1/2" if whole else "1/2"


__all__ = [
    "ACTION_WORDS", "BUTTONS", "COLOURS", "EDITOR_HINTS", "EDITOR_TEXT", "KIND_LABELS", "LEGEND", "MODES",
    "PANEL_HEADS", "PARTICLE_AS", "PIECES", "PILES", "SYMBOL_TEXT", "TABLE_HEADS", "TERMS", "TERRAIN_WORDS",
    "TEXTS", "capital", "card_name", "card_strength", "coins", "is_ko", "joined", "phrase", "pick",
    "plural", "symbol_text", "term",
]

#: The score calculator's "More" fold: what this game folds there.
MORE_FOLD = {"en": "More: the position as text, the card piles, the course, whose turn and the "
                    "rounds, hand-over buttons",
              "ko": "더 보기: 국면 표기, 카드 더미, 경로, 턴과 라운드, 다른 도구로 넘기기"}
