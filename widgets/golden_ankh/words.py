"""The words of Golden Ankh's pictures and editor, in English and Korean, in one place.

Names the game's data already has are read from there, never typed again: the glossary
(``rulekit/data/golden_ankh/glossary.json``: 공급처, 앙크 토큰, 토큰 가져오기 …) through :data:`TERMS`,
and the names of colours, animals and tile kinds (``components.json``) through the game's
:class:`~rulekit.golden_ankh.components.Components` (``comp.kind_name``).  The words below are the
ones the data does not have.

>>> KIND_LABELS["buy"]
{'en': 'buy a tile', 'ko': '타일 구매하기'}
>>> from rulekit import golden_ankh as ga
>>> describe(ga.parse_action("take B B A"))
'Take tokens: 2 blue, 1 ankh'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import rulekit
from rulekit.core import Action
from rulekit.golden_ankh.actions import Buy, EndTurn, Move, Refill, ReturnTokens, Store, TakeTokens
from rulekit.golden_ankh.components import Components, Tile, default_components
from rulekit.golden_ankh.scoring import PART_NAMES_KO

from ..ui_text import KINDS as KIT_KINDS
from ..ui_text import LABELS as KIT_LABELS
from ..ui_text import label_pair, label_words, turn_row

if TYPE_CHECKING:
    from rulekit.golden_ankh.state import GoldenAnkhState

T = dict[str, str]

#: The glossary's terms by id, as ``(English, Korean)``.
TERMS: dict[str, tuple[str, str]] = {t.id: (t.en, t.ko) for t in rulekit.glossary("golden_ankh")}


def _pair(term_id: str) -> T:
    en, ko = TERMS[term_id]
    return {"en": en, "ko": ko}


def _capital(term_id: str) -> tuple[str, str]:
    """A glossary term that starts a heading: its English with a capital letter."""
    en, ko = TERMS[term_id]
    return en[:1].upper() + en[1:], ko


# Menu names of the action kinds, in the rulebook's terms (a. 토큰 가져오기, b. 타일 구매하기 …).
KIND_LABELS: dict[str, T] = {
    "take": _pair("take-tokens"),
    "buy": _pair("buy-tile"),
    "refill": _pair("refill"),
    "move": _pair("move-tile"),
    "return": {"en": "return tokens", "ko": "토큰 반납하기"},
    "store": {"en": "store on a storehouse", "ko": "창고에 보관하기"},
    "end": dict(KIT_KINDS["end"]),
}

# The board picture's texts (English, Korean).
LABELS: dict[str, tuple[str, str]] = {
    "market": ("Market", TERMS["market-board"][1]),
    "stacks": ("Tile stacks", TERMS["tile-stack"][1]),
    "supply": _capital("supply"),
    "pool": ("Bonus markers left", "남은 보너스 마커"),
    "hand": ("Tokens", TERMS["token"][1]),
    "stored": ("On storehouses: {n}", "창고에 보관: {n}개"),
    "bonus": ("Bonus markers", TERMS["bonus-marker"][1]),
    "bonus_none": ("0", "0개"),
    "tiles": ("Tiles placed: {n}", "놓은 타일: {n}개"),
    "to_play": ("to play", TERMS["turn"][1]),
    "turn": TERMS["turn"],
    "over": ("Game over", "게임 끝"),
    "winners": ("winner", "승자"),
    "endgame": ("last round", "마지막 라운드"),
    "empty": label_pair("empty"),
    "layout": ("Layout", "배치"),
    "upper": ("upper layer", "위층"),
    "spendable": ("ankh to spend: {n}", "쓸 수 있는 앙크: {n}"),
    "round": _capital("round"),
    "tile": ("tile", "타일"),
    "price": ("price", "가격"),
    "can_buy": ("can buy now", "지금 구매 가능"),
    "notation": ("Layouts in notation", "배치 표기"),
    "basic_done": ("basic action done", "기본 행동 완료"),
    "basic_due": ("basic action to do", "기본 행동 전"),
    "extra_turns": ("scribe turns owed: {n}", "필경사 추가 차례: {n}"),
    "give_back": ("give back {n} token(s)", "토큰 {n}개 반납"),
    "no_tiles": ("no tiles yet", "아직 타일이 없습니다"),
    "legend": label_pair("legend"),
    "ankh_token": TERMS["ankh-token"],
    "bonus_marker": TERMS["bonus-marker"],
    "bonus_points": ("{marker} (3 pts)", "{marker} (3점)"),
    "upper_tile": TERMS["upper-tile"],
    "end_button": ("End turn", "차례 마치기"),
    "editing": ("editing", "편집 중"),
    "ok_button": label_pair("ok"),
    # the legend picture (legend_png)
    "legend_title": ("Tile kinds (colour letter, kind letter)", "타일 종류 (색깔 글자 · 종류 글자)"),
    "legend_bonus": ("{marker} (3 points)", "{marker} (3점)"),
    "legend_upper": ("gold rim = {tile}", "금테 = {tile}"),
    "legend_colours": ("Colours", TERMS["colour"][1]),
    # plain words for an action (describe)
    "cell_upper": ("upper layer U({r},{c})", "위층 U({r},{c})"),
    "cell_ground": ("ground cell {r},{c}", "바닥 {r},{c}"),
    "discount": (", paying 1 {name} fewer", ", {name} 1개 할인"),
    "buy_words": ("market space {k}{tile} → {where}{extra}", "시장 {k}번 칸{tile} → {where}{extra}"),
    "refill_words": ("Refill the market from stack {stack} (1 ankh token)",
                     "{label}: {stack} 더미에서 (앙크 토큰 1개)"),
    "move_words": ("{label}: {src} → {dst} (1 ankh token)", "{label}: {src} → {dst} (앙크 토큰 1개)"),
    "store_words": ("Keep a token on the storehouse at {where}", "창고에 토큰 보관하기: {where}"),
}


# --------------------------------------------------------------------------- the position editor's words

# The editor's tools (the palette's first row); the colours and kinds come from the data (colour_choices,
# kind_choices).
MODES: list[tuple[str, T, str]] = [
    ("put", {"en": "Put a tile", "ko": "타일 놓기"}, "plus"),
    ("erase", label_words("eraser"), "eraser"),
    ("move", label_words("move_tool"), "arrows"),
    ("store", {"en": "Storehouse token", "ko": "창고 토큰"}, "archive"),
]
# What the score calculator marks on the board.
SHOW: list[tuple[str, T, str]] = [
    ("all", label_words("mark_all"), ""),
    ("colour", _pair("colour"), ""),
    ("animals", {"en": "animals", "ko": TERMS["animal"][1]}, ""),
    ("numbers", {"en": "numbers", "ko": "숫자"}, ""),
    ("bonus", {"en": "bonus groups", "ko": "보너스 무리"}, ""),
    ("none", label_words("mark_none"), ""),
]

# The rulebook's scoring steps (점수계산 1–4) and the rule behind each number.
CATEGORIES: list[tuple[str, T, str]] = [
    (
        "colour",
        {"en": "Adjacent tiles of the same colour (1 each)", "ko": "인접한 같은 색깔의 타일 (1개당 1점)"},
        "GA.score.colour-groups",
    ),
    (
        "animals",
        {
            "en": "Adjacent animal tiles of the same kind (1 each)",
            "ko": "인접한 같은 종류의 동물 타일 (1개당 1점)",
        },
        "GA.score.animal-groups",
    ),
    ("numbers", {"en": "Numbers on 2-point tiles", "ko": "2점 타일에 적힌 숫자"}, "GA.score.numbers"),
    ("bonus", {"en": "Numbers on bonus markers", "ko": "보너스 마커에 적힌 숫자"}, "GA.score.numbers"),
    ("tokens", {"en": "Leftover tokens (1 per 3)", "ko": "남긴 토큰 (3개당 1점)"}, "GA.score.tokens"),
]
# The editor's messages and panel labels.
EDITOR_TEXT: dict[str, T] = {
    "mode": label_words("tool"),
    "colour": dict(zip(("en", "ko"), _capital("colour"), strict=True)),
    "kind": {"en": "Tile", "ko": "타일"},
    "show": label_words("mark"),
    "put": {"en": "{who}: {tile} at {where}", "ko": "{who}: {where}에 {tile}"},
    "erased": {"en": "{who}: the tile at {where} taken away", "ko": "{who}: {where}의 타일을 치웠습니다"},
    "moved": {"en": "{who}: tile moved to {where}", "ko": "{who}: 타일을 {where_ro} 옮겼습니다"},
    "lone": {
        "en": " (note: the tile at {cells} touches no other tile; play leaves a tile alone only when its "
        "neighbour is moved away, GA.ankh.move-ground)",
        "ko": " (참고: {cells} 타일은 다른 타일과 맞닿아 있지 않습니다. 게임에서는 옆 타일을 옮겨 갔을 때만 "
        "이렇게 됩니다, GA.ankh.move-ground)",
    },
    "pick_dst": {
        "en": "Now click the empty place where the tile goes.",
        "ko": "이제 타일을 옮길 빈 자리를 누르세요.",
    },
    "stored": {"en": "{who}: a token on the storehouse at {where}", "ko": "{who}: {where} 창고에 토큰"},
    "unstored": {
        "en": "{who}: the token on the storehouse at {where} back to the supply",
        "ko": "{who}: {where} 창고의 토큰을 공급처에 돌려놓았습니다",
    },
    "market": {"en": "market space {k}: {tile}", "ko": "시장 {k}번 칸: {tile}"},
    "market_empty": {"en": "market space {k} emptied", "ko": "시장 {k}번 칸을 비웠습니다"},
    "tokens": {"en": "{who}: tokens {tokens}", "ko": "{who}: 토큰 {tokens}"},
    "stacks": {"en": "stacks A {a}, B {b}", "ko": "타일 더미 A {a}장, B {b}장"},
    "bonus": {"en": "{who}: {n} bonus marker(s)", "ko": "{who}: 보너스 마커 {n}개"},
    "prices": {"en": "price markers changed", "ko": "가격 마커를 바꾸었습니다"},
    "turn": {"en": "{who} to play, round {n}", "ko": "{who} 차례, {n}라운드"},
    "no_storehouse": {
        "en": "there is no storehouse at {where} (GA.special.storehouse-use)",
        "ko": "{where}에는 창고가 없습니다 (GA.special.storehouse-use)",
    },
    "no_group": {
        "en": "{who} has no group of five tiles with room for another bonus marker (GA.gap.bonus-groups)",
        "ko": "{who}에게는 보너스 마커를 하나 더 받을 5개 무리가 없습니다 (GA.gap.bonus-groups)",
    },
    "hand": {"en": "Tokens in hand", "ko": "손에 든 토큰"},
    "bonus_markers": _pair("bonus-marker") | {"en": "bonus markers"},
    "turn_row": turn_row("golden_ankh"),
    "round": {lang: word + ":" for lang, word in zip(("en", "ko"), _capital("round"), strict=True)},
    "market_row": {"en": "Price markers of market spaces 1–6 ({colours}; Enter applies):",
                   "ko": "시장 1~6번 칸의 가격 마커 ({colours}; 엔터 키로 적용):"},
    "stacks_row": {"en": "Stacks A / B:", "ko": "타일 더미 A / B:"},
    "score_title": {"en": "Score", "ko": TERMS["scoring"][1]},
    "category": KIT_LABELS["score_category"],
    "rule": dict(KIT_LABELS["rule"], en="Rule"),
    "total": dict(KIT_LABELS["total"], en="Total"),
    "tiles_placed": {
        "en": "Tiles placed (tie-break 1: fewer wins)",
        "ko": "놓은 타일 (동점 1: 더 적게 놓은 사람이 승리)",
    },
    "tokens_left": {
        "en": "Tokens left (tie-break 2: fewer wins)",
        "ko": f"{PART_NAMES_KO['tokens']} (동점 2: 더 적은 사람이 승리)",
    },
    "winner": KIT_LABELS["score_winner"],
    "shared": KIT_LABELS["score_shared"],
    "by": {"en": "by {rule}", "ko": "근거: {rule}"},
    "marked": {
        "en": "The marked tiles on {who}'s layout are those of: {what}.",
        "ko": "{who}의 배치에 표시한 타일: {what}.",
    },
}


def lang() -> str:
    """The kit's language, ``"ko"`` or ``"en"``."""
    return "ko" if rulekit.get_language() == "ko" else "en"


def label(key: str, **values: object) -> str:
    """The label ``key`` of :data:`LABELS` in the kit's language, with ``{fields}`` filled in.

    >>> label("tiles", n=3)
    'Tiles placed: 3'
    """
    en, ko = LABELS[key]
    text = ko if lang() == "ko" else en
    return text.format(**values) if values else text


def kind_label(kind: str, capital: bool = False) -> str:
    """The menu name of an action kind (:data:`KIND_LABELS`), capitalised to start a sentence."""
    text = KIND_LABELS[kind][lang()]
    return text[:1].upper() + text[1:] if capital else text


# --------------------------------------------------------------------------- letters of the data


def colour_letter(comp: Components, colour: str) -> str:
    """The letter shown for a colour: ``R`` in English, ``빨`` in Korean."""
    if rulekit.get_language() == "ko":
        return comp.kind_name(colour, "ko")[:1]
    i = comp.kind_index.get(colour)
    return comp.kind_letters[i] if i is not None else colour[:1].upper()


def tile_kind(tile: Tile) -> str:
    """The kind key of a tile: an animal, a special kind, or ``"two"`` for a number tile."""
    if tile.special != "none":
        return tile.special
    return tile.animal or "two"


def tile_kind_letter(comp: Components, tile: Tile) -> str:
    """The letter shown for a tile's kind: ``J``/``자`` jackal, ``2``, ``H``/``창`` storehouse …"""
    if tile.special == "none" and tile.animal is None:
        return str(tile.number) if tile.number else "-"
    if rulekit.get_language() == "ko":
        return comp.kind_name(tile_kind(tile), "ko")[:1]
    return tile.code[1:]


def names(comp: Components, key: str) -> T:
    """A colour's, animal's or tile kind's name in both languages, from the game's components."""
    return {"en": comp.kind_name(key, "en"), "ko": comp.kind_name(key, "ko")}


def colour_choices(comp: Components) -> list[tuple[str, T, str]]:
    """The tile colours as palette rows ``(letter, names, icon)``: ``B`` blue … ``R`` red.

    >>> [(letter, n["ko"]) for letter, n, _ in colour_choices(default_components())][:2]
    [('B', '파랑'), ('W', '흰색')]
    """
    return [(comp.colour_letter[key], names(comp, key), "") for key in comp.resources]


def colour_key(comp: Components, lang_: str) -> str:
    """The colours' letters and names, for a line that asks for letters: ``B blue, W white, …``.

    >>> colour_key(default_components(), "ko")
    'B 파랑, W 흰색, K 검정, G 녹색, R 빨강'
    """
    return ", ".join(f"{comp.colour_letter[key]} {comp.kind_name(key, lang_)}" for key in comp.resources)


def kind_choices(comp: Components) -> list[tuple[str, T, str]]:
    """The tile kinds as palette rows: the animals (``F J S``), then ``2 H P D``.

    >>> [letter for letter, _, _ in kind_choices(default_components())]
    ['F', 'J', 'S', '2', 'H', 'P', 'D']
    """
    kinds = [*comp.animal_letter.items(), *comp.special_letter.items()]
    return [(letter, names(comp, key), "") for key, letter in kinds]


def tile_name(comp: Components, code: str, lang_: str) -> str:
    """A tile code in words: ``"GJ"`` -> ``"green jackal (GJ)"`` / ``"녹색 자칼 (GJ)"``.

    >>> tile_name(default_components(), "R2", "ko")
    '빨강 2점 타일 (R2)'
    """
    tile = comp.tile_from_code(code)
    return f"{comp.kind_name(tile.colour, lang_)} {comp.kind_name(tile_kind(tile), lang_)} ({code})"


# --------------------------------------------------------------------------- an action in plain words


def _token_names(comp: Components, letters: str) -> str:
    """``"BBA"`` -> ``"2 blue, 1 ankh"`` / ``"파랑 ×2, 앙크 ×1"``."""
    ko = lang() == "ko"
    parts = []
    for letter in dict.fromkeys(letters):
        i = comp.letter_index.get(letter)
        name = comp.kind_name(comp.kind_keys[i], lang()) if i is not None else letter
        n = letters.count(letter)
        parts.append(f"{name} ×{n}" if ko else f"{n} {name}")
    return ", ".join(parts)


def cell_words(upper: bool, cell: tuple[int, int]) -> str:
    """A layout place in words: ``ground cell 1,2`` / ``바닥 1,2``, ``upper layer U(0,0)`` …"""
    r, c = cell
    return label("cell_upper" if upper else "cell_ground", r=r, c=c)


def describe(action: Action, state: GoldenAnkhState | None = None) -> str:
    """``action`` in plain words in the current language, with the rulebook's terms.

    Given the ``state`` it is played in, a purchase also names the tile.

    >>> from rulekit import golden_ankh as ga
    >>> describe(ga.parse_action("take B B A"))
    'Take tokens: 2 blue, 1 ankh'
    >>> with rulekit.i18n.language("ko"):
    ...     describe(ga.parse_action("buy 3 U 1,1"))
    '타일 구매하기: 시장 3번 칸 → 위층 U(1,1)'
    """
    comp = state.comp if state is not None else default_components()
    if isinstance(action, TakeTokens):
        return f"{kind_label('take', capital=True)}: " + _token_names(comp, action.kinds)
    if isinstance(action, ReturnTokens):
        return f"{kind_label('return', capital=True)}: " + _token_names(comp, action.tokens)
    if isinstance(action, Buy):
        tile = ""
        tid = None
        if state is not None and 0 < action.space <= len(state.market):
            tid = state.market[action.space - 1]
        if tid is not None:
            tl = comp.tiles[tid]
            tile = f" ({comp.kind_name(tl.colour, lang())} {comp.kind_name(tile_kind(tl), lang())})"
        where = cell_words(action.upper, action.cell)
        extra = ""
        if action.discount:
            i = comp.letter_index.get(action.discount)
            name = comp.kind_name(comp.kind_keys[i], lang()) if i is not None else action.discount
            extra = label("discount", name=name)
        words = label("buy_words", k=action.space, tile=tile, where=where, extra=extra)
        return f"{kind_label('buy', capital=True)}: {words}"
    if isinstance(action, Refill):
        return label("refill_words", label=kind_label("refill", capital=True), stack=action.stack)
    if isinstance(action, Move):
        src = cell_words(action.src_upper, action.src)
        dst = cell_words(action.dst_upper, action.dst)
        return label("move_words", label=kind_label("move", capital=True), src=src, dst=dst)
    if isinstance(action, Store):
        return label("store_words", where=cell_words(action.upper, action.cell))
    if isinstance(action, EndTurn):
        return kind_label("end", capital=True)
    return str(action)


__all__ = ["CATEGORIES", "EDITOR_TEXT", "KIND_LABELS", "LABELS", "MODES", "SHOW", "TERMS", "cell_words",
           "colour_choices", "colour_key", "colour_letter", "describe", "kind_choices", "kind_label", "label",
           "lang", "tile_kind", "tile_kind_letter", "tile_name"]

#: The score calculator's "More" fold: what this game folds there.
MORE_FOLD = {"en": "More: the position as text, whose turn and the round, the prices and stacks, "
                    "hand-over buttons",
              "ko": "더 보기: 국면 표기, 차례와 라운드, 가격과 타일 더미, 다른 도구로 넘기기"}
