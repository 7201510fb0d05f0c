"""Fertility's words on screen, in English and Korean: one place for every label of this package.

Words the game's data already has are read from there: the resources', the monuments' and the
components' names from ``rulekit/data/fertility/glossary.json`` (:func:`term`), the final scoring's
categories in :mod:`rulekit.fertility.scoring`'s order with the glossary's names
(:func:`widgets.ui_text.score_part`).  What the data does not have (the board's hints,
buttons, the editor's tool hints ...) is written here once.

>>> term("common-supply", capital=True)
('Common supply', '공동 창고')
>>> NAMES["G"], MONUMENT_NAMES["sphinx"]
(('grapes', '포도'), ('sphinx', '스핑크스'))
>>> shop_label(Shop.parse("CM>5"), "C")
'M [C] -> 5'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import rulekit
from rulekit.core import Action
from rulekit.fertility.actions import (
    Buy,
    Discard,
    EndTurn,
    Gain,
    MoveGoods,
    Place,
    QuarryMonument,
    QuarryTake,
    RemovePublic,
    Supply,
    TakePublic,
)
from rulekit.fertility.components import Shop
from rulekit.fertility.scoring import PARTS
from rulekit.glossary import glossary
from rulekit.i18n import josa

from ..ui_text import LABELS as KIT_LABELS
from ..ui_text import label_pair, label_words, score_part, turn_row

if TYPE_CHECKING:
    from rulekit.fertility.state import FertilityState

T = dict[str, str]  # {"en": ..., "ko": ...}

_TERMS = {t.id: t for t in glossary("fertility")}


def term(term_id: str, capital: bool = False) -> tuple[str, str]:
    """A glossary term as ``(en, ko)``; ``capital``: the English word starts with a capital (a heading)."""
    found = _TERMS[term_id]
    en = found.en[:1].upper() + found.en[1:] if capital else found.en
    return en, found.ko


def _pair(term_id: str, capital: bool = False) -> T:
    en, ko = term(term_id, capital)
    return {"en": en, "ko": ko}


# --------------------------------------------------------------------------- names of things

RESOURCES = "MCPG"
_RESOURCE_TERMS = {"M": "marble", "C": "cattle", "P": "papyrus", "G": "grapes", "W": "wheat"}
NAMES: dict[str, tuple[str, str]] = {k: term(t) for k, t in _RESOURCE_TERMS.items()}
NAMES["A"] = ("any resource", "아무 자원")
NAME: dict[str, T] = {r: _pair(_RESOURCE_TERMS[r]) for r in RESOURCES}  # the editor's menus
# A resource's letter on the board: in Korean the first syllable of its name (대 marble, 소 cattle …).
LETTERS = {
    "en": {"M": "M", "C": "C", "P": "P", "G": "G", "A": "*", "W": "W"},
    "ko": {**{k: ko[:1] for k, (_, ko) in NAMES.items() if k != "A"}, "A": "*"},
}
# A printed cell's letter: wheat field, water, start symbol (in Korean the first syllable of the term).
_TERRAIN_TERMS = {"w": "wheat-field", "~": "water", "s": "start-symbol"}
TERRAIN_LETTER = {"en": {"w": "W", "~": "~", "s": "S"},
                  "ko": {k: term(t)[1][:1] for k, t in _TERRAIN_TERMS.items()}}
QUARRY_LETTER = {"en": "Q", "ko": "채"}  # an empty quarry's letter on the board
MONUMENT_NAMES: dict[str, tuple[str, str]] = {m: term(m) for m in ("obelisk", "pyramid", "sphinx", "temple")}
STATUE_KO = {"Ra": "라", "Isis": "이시스", "Osiris": "오시리스", "Horus": "호루스", "Anubis": "아누비스"}

KIND_LABELS = {
    "place": {"en": "place a valley tile", "ko": "계곡 타일 배치"},
    "quarry": {"en": "quarry reward", "ko": "채석장 보상"},
    "district": {"en": "buy a district tile", "ko": "구역 타일 배치"},
    "supply": {"en": "supply shops", "ko": term("supply")[1]},
    "end": {"en": "end of turn", "ko": "차례 종료"},
}

# --------------------------------------------------------------------------- the board picture

TEXT = {
    "hand": ("Personal valley tiles of {p}", "{p}의 개인 계곡 타일"),
    "public": term("public-tiles", capital=True),
    "row": ("District tiles (face up)", "구역 타일 (앞면)"),
    "city": ("City board of {p}", "{p}의 도시판"),
    "wheat": ("Wheat store: {n} wheat = {d} deben", "밀 저장고: 밀 {n}개 = {d}디벤"),
    "supply": term("common-supply", capital=True),
    "beside": term("beside-city", capital=True),
    "printed": ("City board shop", "도시판 상점"),
    "lot": ("Lot {n}", "공터 {n}"),
    "cost": ("cost {n}", "배치 비용 {n}"),
    "free": ("free", "배치 비용 없음"),
    "empty": ("empty lot", "빈 공터"),
    "over": ("Game over — winners: {w}", "게임 종료 — 승자: {w}"),
    "turn": ("Turn {t} · {p} · {phase}", "{t}번째 차례 · {p} · {phase}"),
    "others": label_pair("players"),
    "player": ("{p}: {d} deben · district tiles {n} · wheat {w}", "{p}: {d}디벤 · 구역 {n}장 · 밀 {w}"),
    "statues": ("Statues: {s}", "조각상: {s}"),
    "no_statues": ("Statues: none", "조각상: 없음"),
    "turn_btn": ("Turn", "돌리기"),
    "discard_btn": ("Discard", "버리기"),
    "end_btn": ("End turn", "차례 종료"),
    "ok_btn": label_pair("ok"),
    "stack": ("stack: {n}", "더미: {n}장"),
}
PHASES = {
    "place": ("step 1: place a valley tile", "1단계: 계곡 타일 배치"),
    "quarry": ("step 1: quarry reward", "1단계: 채석장 보상"),
    "build": ("step 2: district tile (optional)", "2단계: 구역 타일 배치 (선택)"),
    "supply": ("step 3: supply shops", "3단계: 상품 공급"),
    "trade": ("step 3: the trade shop's reward", "3단계: 교환 상점 보상"),
    "remove": ("end of turn: remove a public tile", "차례 종료: 공용 계곡 타일 제거"),
    "over": ("game over", "게임 종료"),
}
HINTS = {
    "place": (
        "Click one of your tiles, turn it if you like, then click two cells of the central board.",
        "개인 계곡 타일을 클릭하고, 필요하면 돌리기를 누른 뒤, 중앙판의 두 칸을 클릭하세요.",
    ),
    "discard": (
        "No tile fits: click a personal tile, then Discard.",
        "놓을 수 있는 타일이 없습니다: 개인 계곡 타일을 클릭하고 버리기를 누르세요.",
    ),
    "quarry": (
        "A quarry: click a resource of the common supply, or your monuments.",
        "채석장이 생겼습니다: 공동 창고의 자원 1개나 자기 기념물을 클릭하세요.",
    ),
    "build": (
        "District tile, then a lot (then what you pay) · a resource beside the city, then a shop "
        "· a public tile ends the turn.",
        "구역 타일 → 공터 (→ 지불할 자원) · 도시판 옆 자원 → 상점 · 공용 계곡 타일을 가져오면 차례 종료.",
    ),
    "supply": (
        "A resource beside the city, then a shop · a public tile ends the turn.",
        "도시판 옆 자원 → 상점 · 공용 계곡 타일을 가져오면 차례 종료.",
    ),
    "end": ("No public tile is left: press End turn.", "공용 계곡 타일이 없습니다: 차례 종료를 누르세요."),
    "trade": ("Click the resource you take from the common supply.", "공동 창고에서 받을 자원을 클릭하세요."),
    "remove": (
        "2-player variant: click the public tile to remove.",
        "2인 변형: 제거할 공용 계곡 타일을 클릭하세요.",
    ),
    "over": ("", ""),
}


# a shop's reward beside its pictogram on a card: a statue of the player's choice; one of the shown resources
ON_SHOP = {"choice": ("? (any)", "? (선택)"), "one_of": ("(1)", "중 1")}

# the legend's names, beside each pictogram (a glossary term where the glossary has one)
LEGEND: dict[str, tuple[str, str]] = {
    "wheat": (f"{term('wheat-field')[0]} / {term('wheat')[0]}",
              f"{term('wheat-field')[1]} / {term('wheat')[1]}"),
    "water": term("water"),
    "quarry": term("quarry"),
    "start": term("start-symbol"),
    "symbol": ("printed symbol (not a site)", "자원 기호 (생산지 아님)"),
    "deben": ("deben (at the end)", "디벤 (게임 종료 시)"),
    "statue": ("god statue", term("statue")[1]),
    "monument": ("{name} (monument, number = owner)", "{name} (기념물, 숫자 = 주인)"),
    "need": ("shop: a resource it needs", "상점: 공급할 자원"),
    "got": ("shop: a resource supplied", "상점: 공급된 자원"),
    "title": ("Legend — Fertility", "범례 — 퍼틸리티"),
}

# the lab's monument race (widgets.fertility.lab)
RACE = {
    "players": label_pair("player_count"),
    "result": label_pair("result"),
    "winners": label_pair("winners"),
    "others": ("others", "나머지 플레이어"),
    "stat_quarries": ("quarries made", "만든 채석장"),
    "stat_monuments": ("monuments placed", "배치한 기념물"),
    "part_monuments": ("monument deben", "기념물 디벤"),
    "score": ("deben in all", "전체 디벤"),
}

# ------------------------------------------------------------------ the editor and the score calculator

PAIRS = ["MM", "CC", "PP", "GG", "MC", "MP", "MG", "CP", "CG", "PG"]

MODES: list[tuple[str, T, str]] = [
    ("tile", _pair("valley-tile", capital=True), "plus"),
    ("turn", {"en": "Turn", "ko": "돌리기"}, "rotate-right"),
    ("move", label_words("move_tool"), "arrows"),
    ("monument", _pair("monument", capital=True), "university"),
    ("quarry", {"en": "Empty quarry", "ko": "빈 채석장"}, "square-o"),
    ("start", _pair("start-tile", capital=True), "th-large"),
    ("district", _pair("district-tile", capital=True), "building"),
    ("goods", {"en": "Resource", "ko": "자원 놓기"}, "cube"),
    ("fill", {"en": "Fill a shop", "ko": "상점 채우기"}, "check-square-o"),
    ("erase", label_words("eraser"), "eraser"),
]
# A finished game to score: the cities, the shops, the monuments; the valley tools stay in the editor.
SCORE_MODES = ["district", "fill", "goods", "monument", "erase"]
TILES: list[tuple[str, T, str]] = [
    (k, {lang: f"{NAME[k[0]][lang]} · {NAME[k[1]][lang]}" for lang in ("en", "ko")}, "") for k in PAIRS
]
GOODS: list[tuple[str, T, str]] = [(r, NAME[r], "") for r in RESOURCES]
SHOW: list[tuple[str, T, str]] = [
    ("all", label_words("mark_all"), ""),
    ("shops", {"en": "completed shops", "ko": "완성한 상점"}, ""),
    ("statues", {"en": "statues", "ko": "조각상"}, ""),
    ("monuments", {"en": "monument ranking", "ko": "기념물 순위"}, ""),
    ("none", label_words("mark_none"), ""),
]

# The rulebook's final scoring, in its order (최종 점수 계산 1–5), and the rule behind each number.
_PART_RULES = ("FE.score.normal-shops", "FE.score.special-shops", "FE.score.statues", "FE.score.monuments",
               "FE.score.wheat")
CATEGORIES: list[tuple[str, T, str]] = [
    (part, {"en": f"{k}. {part[:1].upper()}{part[1:]}", "ko": f"{k}. {score_part(part, 'ko')}"}, rule)
    for k, (part, rule) in enumerate(zip(PARTS, _PART_RULES, strict=True), start=1)
]
EDITOR_TEXT: dict[str, T] = {
    "mode": label_words("tool"),
    "tile": _pair("valley-tile", capital=True),
    "goods": _pair("resource", capital=True),
    "show": label_words("mark"),
    "hint_tile": {"en": "Click a cell for the {a} site, then a cell beside it for the {b} site.",
                  "ko": "{a} 생산지를 놓을 칸을 누른 뒤, 그 옆 칸을 눌러 {b} 생산지를 놓으세요."},
    "second": {"en": "Now click a cell beside {cell} for the {b} site.",
               "ko": "이제 {cell} 옆 칸을 눌러 {b} 생산지를 놓으세요."},
    "hint_turn": {"en": "Click a tile to turn it (the start tile turns a quarter turn).",
                  "ko": "돌릴 타일을 누르세요 (시작 타일은 한 번에 90도씩 돌아갑니다)."},
    "hint_move": {"en": "Click the tile to move, then the two cells where it goes.",
                  "ko": "옮길 타일을 누른 뒤, 놓을 두 칸을 차례로 누르세요."},
    "move_a": {"en": "Now click the cell for its site from {cell}.",
               "ko": "이제 {cell} 칸의 생산지를 놓을 칸을 누르세요."},
    "move_b": {"en": "Now click a cell beside {cell} for its other site.",
               "ko": "이제 {cell} 옆 칸을 눌러 나머지 생산지를 놓으세요."},
    "hint_monument": {"en": "Click a desert cell: a quarry with a monument of {who}.",
                      "ko": "사막 칸을 누르면 {who}의 기념물이 놓인 채석장이 됩니다."},
    "hint_quarry": {"en": "Click a desert cell: an empty quarry.",
                    "ko": "사막 칸을 누르면 빈 채석장이 됩니다."},
    "hint_start": {"en": "Click the cell for the start tile's top-left corner.",
                   "ko": "시작 타일의 왼쪽 위 칸이 될 곳을 누르세요."},
    "hint_district": {"en": "Click a lot of {who}'s city: it gets {d} (chosen in the menu above the board).",
                      "ko": "{who}의 도시판 공터를 누르면 {d} 타일이 놓입니다 "
                            "(보드 위의 목록에서 고릅니다)."},
    "hint_goods": {"en": "Each click on a shop of {who}'s city, beside it or on the wheat store adds one "
                         "({r} on shops).",
                   "ko": "{who}의 상점, 도시판 옆, 밀 저장고를 누를 때마다 하나씩 더 놓습니다 "
                         "(상점에는 {r})."},
    "hint_erase": {"en": "Click what to take away.", "ko": "치울 것을 누르세요."},
    "hint_fill": {"en": "Click a shop of {who}'s city: it gets all the resources it shows (a full shop "
                        "empties again).",
                  "ko": "{who}의 상점을 누르면 표시된 자원이 모두 놓입니다 (다 찬 상점을 누르면 비웁니다)."},
    "filled": {"en": "{who}: shop {shop} full ({g})", "ko": "{who}: {shop} 상점을 채웠습니다 ({g})"},
    "emptied": {"en": "{who}: shop {shop} emptied", "ko": "{who}: {shop} 상점을 비웠습니다"},
    "printed_row": {"en": "Tile as printed:", "ko": "인쇄된 타일 입력:"},
    "printed_tip": {"en": "shops as on the tile, e.g. MCPG>12 or P>5+G>W1, then Enter",
                    "ko": "타일의 상점 그대로, 예: MCPG>12, P>5+G>W1 (입력 후 Enter)"},
    "printed_put": {"en": "{who}: {d} on lot {lot} (as printed)",
                    "ko": "{who}: 공터 {lot}에 {d} (인쇄된 타일)"},
    "no_lot": {"en": "{who}'s city has no empty lot left (FE.district.no-free-lot)",
               "ko": "{who}의 도시판에 빈 공터가 없습니다 (FE.district.no-free-lot)"},
    "kit_tile": {"en": "or a tile of the kit:", "ko": "또는 키트의 타일:"},
    "put": {"en": "{tile} on {a} and {b}", "ko": "{a}·{b} 칸에 {tile} 타일"},
    "turned": {"en": "the tile on {cell} turned", "ko": "{cell} 칸의 타일을 돌렸습니다"},
    "moved": {"en": "the tile moved to {a} and {b}", "ko": "타일을 {a}·{b} 칸으로 옮겼습니다"},
    "monument": {"en": "{who}: a monument on {cell}", "ko": "{who}: {cell} 칸에 기념물"},
    "quarry": {"en": "an empty quarry on {cell}", "ko": "{cell} 칸에 빈 채석장"},
    "start_put": {"en": "the start tile on {cell}", "ko": "{cell} 칸에 시작 타일"},
    "erased": {"en": "{what} taken away", "ko": "{what_ul} 치웠습니다"},
    "the_tile": {"en": "the tile on {cell}", "ko": "{cell} 칸의 타일"},
    "the_quarry": {"en": "the quarry on {cell}", "ko": "{cell} 칸의 채석장"},
    "district": {"en": "{who}: {d} on lot {lot}", "ko": "{who}: 공터 {lot}에 {d}"},
    "district_moved": {"en": " (moved from {who}'s lot {lot})", "ko": " ({who}의 공터 {lot}에서 옮김)"},
    "lot_cleared": {"en": "{who}: lot {lot} emptied", "ko": "{who}: 공터 {lot_ul} 비웠습니다"},
    "chosen": {"en": "{d} chosen: now click a lot of the city.",
               "ko": "{d_ul} 골랐습니다. 이제 도시판의 공터를 누르세요."},
    "goods_put": {"en": "{who}: {r} on shop {shop}", "ko": "{who}: {shop} 상점에 {r}"},
    "goods_off": {"en": "{who}: the last resource off shop {shop}",
                  "ko": "{who}: {shop} 상점의 마지막 자원을 치웠습니다"},
    "empty_shop": {"en": "shop {shop} holds no resource", "ko": "{shop} 상점에는 자원이 없습니다"},
    "beside": {"en": "{who}: {n} {r} beside the city board", "ko": "{who}: 도시판 옆 {r} {n}개"},
    "wheat": {"en": "{who}: wheat token on {n}", "ko": "{who}: 밀 토큰 {n}칸"},
    "hand": {"en": "{who}: personal tiles {tiles}", "ko": "{who}: 개인 계곡 타일 {tiles}"},
    "public": {"en": "public tiles {tiles}", "ko": "공용 계곡 타일 {tiles}"},
    "row": {"en": "face-up district tiles {tiles}", "ko": "앞면 구역 타일 {tiles}"},
    "no_less": {"en": "there is nothing less to take there", "ko": "그곳에서 더 치울 것이 없습니다"},
    "printed_lot": {"en": "the city board's own shop is printed on it: a district tile goes on a lot "
                          "1 to {n} (FE.district.no-free-lot)",
                    "ko": "도시판 상점은 도시판에 그려져 있습니다. 구역 타일은 공터 1~{n}번에 놓습니다 "
                          "(FE.district.no-free-lot)"},
    "pick_first": {"en": "choose the first site's cell first", "ko": "먼저 첫 생산지의 칸을 고르세요"},
    # panels
    "panel_title": {"en": "Players: wheat, pieces beside the city board, monuments, personal valley tiles",
                    "ko": "플레이어: 밀, 도시판 옆 자원, 기념물, 개인 계곡 타일"},
    "score_panel_title": {"en": "Players: wheat token's space, pieces beside the city board, monuments",
                          "ko": "플레이어: 밀 토큰 칸, 도시판 옆 자원, 기념물"},
    "wheat_box": _pair("wheat"),
    "beside_box": {"en": "beside", "ko": term("beside-city")[1]},
    "kind_box": {"en": "monuments", "ko": term("monument")[1]},
    "hand_box": {"en": "tiles", "ko": "개인 타일"},
    "turn_row": turn_row("fertility"),
    "turns_done": {"en": "turns done", "ko": "마친 차례"},
    "phase_row": {"en": "step", "ko": "단계"},
    "public_row": {"en": "Public tiles:", "ko": "공용 계곡 타일:"},
    "row_row": {"en": "Face-up district tiles:", "ko": "앞면 구역 타일:"},
    "choose_row": {"en": "District tile to put:", "ko": "놓을 구역 타일:"},
    "none": {"en": "—", "ko": "—"},
    # scores
    "score_title": {"en": term("final-scoring")[0].capitalize(), "ko": term("final-scoring")[1]},
    "category": KIT_LABELS["score_category"],
    "rule": KIT_LABELS["rule"],
    "total": {"en": "Total deben", "ko": "디벤 합계"},
    "shops_done": {"en": "completed shops (of all with resources)",
                   "ko": "완성한 상점 (자원이 놓인 상점 중)"},
    "kinds": {"en": "statue kinds", "ko": "조각상 종류"},
    "on_board": {"en": "monuments on the central board", "ko": "중앙판의 기념물"},
    "wheat_pos": {"en": "wheat token's space", "ko": "밀 토큰 위치"},
    "pieces": {"en": "resources on the city board (tie: fewer wins)",
               "ko": "도시판의 자원 (동률: 더 적은 사람이 승리)"},
    "winner": KIT_LABELS["score_winner"],
    "shared": KIT_LABELS["score_shared"],
    "by": {"en": "by ", "ko": "근거: "},
    "marked": {"en": "Marked on the board: {what} ({who}'s city; monuments of every player).",
               "ko": "보드에 표시: {what} ({who}의 도시판, 기념물은 모든 플레이어)."},
}
PHASE_NAMES: list[tuple[str, T]] = [
    ("place", {"en": "1 place a tile", "ko": "1 계곡 타일 배치"}),
    ("build", {"en": "2 district tile", "ko": "2 구역 타일"}),
    ("supply", {"en": "3 supply shops", "ko": "3 상품 공급"}),
    ("over", {"en": "game over", "ko": "게임 종료"}),
]


# --------------------------------------------------------------------------- words in the current language


def t(key: str, **kw: object) -> str:
    """A label of the board picture (:data:`TEXT`) in the current language, filled in.

    >>> t("lot", n=3)
    'Lot 3'
    """
    en, ko = TEXT[key]
    return rulekit.i18n.pick(en, ko).format(**kw)


def editor_text(key: str, lang: str, **values: object) -> str:
    """A label of the editor or the score calculator (:data:`EDITOR_TEXT`) in ``lang``, filled in."""
    pair = EDITOR_TEXT[key]
    return rulekit.i18n.pick(pair["en"], pair.get("ko"), lang).format(**values)


def both(key: str, **values: object) -> tuple[str, str]:
    """An editor label in English and in Korean, for a bilingual refusal."""
    return editor_text(key, "en", **values), editor_text(key, "ko", **values)


def lang() -> str:
    """The kit's current language, ``"en"`` or ``"ko"``."""
    return rulekit.get_language()


def letter(resource: str) -> str:
    """The letter of a resource in the current language: ``M`` or ``대`` …"""
    return LETTERS[lang()][resource]


def name(resource: str) -> str:
    """A resource's name in the current language (``grapes`` / ``포도``)."""
    return rulekit.i18n.pick(*NAMES[resource])


def statue_name(god: str) -> str:
    """A god statue's name in the current language."""
    return STATUE_KO.get(god, god) if lang() == "ko" else god


def shop_label(shop: Shop, supplied: str = "") -> str:
    """A shop as text: each needed resource, in brackets once supplied, then its reward.

    >>> shop_label(Shop.parse("CM>5"), "C")
    'M [C] -> 5'
    """
    left = list(supplied)
    marks = []
    for need in shop.needs:
        if need == "A" and left:
            marks.append(f"[{letter(left.pop(0))}]")
        elif need in left:
            left.remove(need)
            marks.append(f"[{letter(need)}]")
        else:
            marks.append(letter(need))
    return " ".join(marks) + " -> " + reward_text(shop)


def reward_text(shop: Shop) -> str:
    """A shop's reward as text (``5``, ``wheat +1``, ``statue Ra`` ...)."""
    ko = lang() == "ko"
    if shop.kind in ("deben", "any"):
        return f"{shop.value}" + (term("deben")[1] if ko else "")
    if shop.kind == "wheat":
        return ("밀 " if ko else "wheat ") + f"+{shop.value}"
    if shop.kind == "statue":
        return ("조각상 " if ko else "statue ") + statue_name(shop.statue)
    if shop.kind == "choice":
        return "조각상 선택" if ko else "statue, choice"
    if shop.kind == "per":
        return f"{shop.value}/{letter(shop.resource)}"
    return "/".join(letter(r) for r in shop.choices) + (" 중 1" if ko else " (one)")


def cell_text(cell: tuple[int, int]) -> str:
    """A cell of the central board as ``(row,col)``."""
    return f"({cell[0]},{cell[1]})"


def tile_words(kinds: str) -> str:
    """A valley tile's two sites in words (``papyrus/grapes``)."""
    return "/".join(name(k) for k in kinds)


# --------------------------------------------------------------------------- plain words


def describe(action: Action) -> str:
    """The action in plain words in the current language, with the rulebook's terms.

    >>> from rulekit import fertility as fe
    >>> describe(fe.parse_action("place P@1,2 G@0,2"))
    'Place a valley tile: grapes on (0,2), papyrus on (1,2)'
    >>> with rulekit.i18n.language("ko"):
    ...     describe(fe.parse_action("supply C 3.1"))
    '상품 공급: 소 → 공터 3의 상점 1'
    """
    ko = lang() == "ko"
    if isinstance(action, Place):
        first, second = name(action.first), name(action.second)
        a, b = cell_text(action.a), cell_text(action.b)
        if ko:
            return f"계곡 타일 배치: {first} → {a}, {second} → {b}"
        return f"Place a valley tile: {first} on {a}, {second} on {b}"
    if isinstance(action, Discard):
        return (
            f"개인 계곡 타일 버리기: {tile_words(action.tile)}"
            if ko
            else f"Discard a personal valley tile: {tile_words(action.tile)}"
        )
    if isinstance(action, QuarryTake):
        return (
            f"채석장 {cell_text(action.cell)} 보상: 공동 창고에서 {name(action.resource)} 1개 받기"
            if ko
            else f"Quarry {cell_text(action.cell)} reward: take 1 {name(action.resource)} "
            "from the common supply"
        )
    if isinstance(action, QuarryMonument):
        return (
            f"채석장 {cell_text(action.cell)} 보상: 기념물 1개 배치"
            if ko
            else f"Quarry {cell_text(action.cell)} reward: put one of your monuments on it"
        )
    if isinstance(action, Buy):
        pay = " + ".join(name(k) for k in action.pay)
        if ko:
            paid = f"{josa(pay, '으로')} 지불" if pay else "비용 없음"
            where = f"공터 {action.lot}" if action.lot is not None else "가장 앞의 빈 공터"
            return f"구역 타일 배치: {action.slot}번째 타일, {paid} → {where}"
        paid = f"paying {pay}" if pay else "free"
        where = f"lot {action.lot}" if action.lot is not None else "the first empty lot"
        return f"Buy a district tile: number {action.slot} of the row, {paid}, onto {where}"
    if isinstance(action, Supply):
        if ko:
            shop = "도시판 상점" if action.lot == 0 else f"공터 {action.lot}의 상점"
            return f"상품 공급: {name(action.resource)} → {shop} {action.shop}"
        shop = "the city board's shop" if action.lot == 0 else f"shop {action.shop} of lot {action.lot}"
        if action.lot == 0:
            shop += f" {action.shop}"
        return f"Supply: {name(action.resource)} to {shop}"
    if isinstance(action, MoveGoods):
        return (
            f"상점의 {name(action.resource)} 옮기기: {action.lot}.{action.shop} → "
            f"{action.to_lot}.{action.to_shop}"
            if ko
            else f"Move a {name(action.resource)} from shop {action.lot}.{action.shop} to "
            f"{action.to_lot}.{action.to_shop}"
        )
    if isinstance(action, Gain):
        return (
            f"교환 상점 보상: 공동 창고에서 {name(action.resource)} 1개 받기"
            if ko
            else f"Trade shop reward: take 1 {name(action.resource)} from the common supply"
        )
    if isinstance(action, TakePublic):
        return (
            f"차례 종료: 공용 계곡 타일 {tile_words(action.tile)} 가져오기"
            if ko
            else f"End of turn: take the public valley tile {tile_words(action.tile)}"
        )
    if isinstance(action, RemovePublic):
        return (
            f"공용 계곡 타일 {tile_words(action.tile)} 제거 (2인 변형)"
            if ko
            else f"Remove the public valley tile {tile_words(action.tile)} (2-player variant)"
        )
    if isinstance(action, EndTurn):
        return "차례 종료" if ko else "End the turn"
    return str(action)


def district_label(state: FertilityState, did: str, lang: str) -> str:
    """A district tile for a menu: its ID, cost and shops in words (``D16 · 1 · 대 소 -> 7``)."""
    with rulekit.i18n.language(lang):
        d = state.comp.districts[did]
        return f"{did} · {d.cost} · " + " / ".join(shop_label(s) for s in d.shops)

#: The score calculator's "More" fold: what this game folds there.
MORE_FOLD = {"en": "More: the position as text, whose turn and the step, the public tiles and the "
                    "face-up district tiles, hand-over buttons",
              "ko": "더 보기: 국면 표기, 차례와 단계, 공용 계곡 타일과 앞면 구역 타일, "
                    "다른 도구로 넘기기"}
