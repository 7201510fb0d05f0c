"""Fertility on screen: the central board, the valley tiles, the district tiles and the player's city.

One Axes in data units (1 unit = 40 CSS px when the picture is shown 960 px wide; y grows
downwards).  From the top: the turn and what to click next; the central board (중앙판) with the
common supply (공동 창고), the monuments (기념물) and the other players beside it; the personal
and public valley tiles (개인 / 공용 계곡 타일) with the on-picture buttons; the four face-up
district tiles (구역 타일) with their cost and shops; the city board (도시판) of the player to
move: its printed shop and seven lots (공터) with the shops (상점) and what is supplied; the pieces
beside the city board (도시판 옆) and the wheat store (밀 저장고).  Every pictogram carries its
letter (M C P G, or 대 소 파 포 in Korean), so colour is never the only sign.

Places (what :meth:`BoardView.target_at` returns and the click hooks use): a cell ``(row, col)``,
``("hand", "PG")``, ``("public", "PG")``, ``("row", slot)``, ``("lot", lot)``, ``("shop", lot, n)``,
``("supply", "M")`` (the common supply), ``("beside", "M")`` (a piece beside the city board),
``("wheat",)`` (the wheat store), ``("monument",)``, ``("button", "turn" | "discard" | "end")`` and
``CONFIRM``.

>>> from rulekit import fertility as fe
>>> view = BoardView(fe.new_game(players=3, seed=1))
>>> view.smallest_text_px(960) >= 11
True
>>> view.click_targets(fe.parse_action("supply C 3.1"))
(('beside', 'C'), ('shop', 3, 1))
"""

from __future__ import annotations

import io
from collections.abc import Hashable, Iterable
from typing import Any

import rulekit
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import FancyBboxPatch, Rectangle
from matplotlib.text import Text
from rulekit.core import Action
from rulekit.fertility import FertilityState, parse_position
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
    place,
    tile_key,
)
from rulekit.fertility.components import Shop
from rulekit.fertility.districts import free_lot
from rulekit.fertility.scoring import statues
from rulekit.fertility.shops import shop_at
from rulekit.i18n import josa

from ..board import CONFIRM
from ..board import BoardView as _BaseView
from .icons import MONUMENT_ICONS, SITE_BG, IconSlot

TURN = ("button", "turn")
DISCARD = ("button", "discard")
END = ("button", "end")
WHEAT = ("wheat",)
MONUMENT = ("monument",)

KIND_LABELS = {
    "place": {"en": "place a valley tile", "ko": "계곡 타일 배치"},
    "quarry": {"en": "quarry reward", "ko": "채석장 보상"},
    "district": {"en": "buy a district tile", "ko": "구역 타일 배치"},
    "supply": {"en": "supply shops", "ko": "상품 공급"},
    "end": {"en": "end of turn", "ko": "차례 종료"},
}

RESOURCES = "MCPG"
NAMES = {
    "M": ("marble", "대리석"),
    "C": ("cattle", "소"),
    "P": ("papyrus", "파피루스"),
    "G": ("grapes", "포도"),
    "W": ("wheat", "밀"),
    "A": ("any resource", "아무 자원"),
}
LETTERS = {
    "en": {"M": "M", "C": "C", "P": "P", "G": "G", "A": "*", "W": "W"},
    "ko": {"M": "대", "C": "소", "P": "파", "G": "포", "A": "*", "W": "밀"},
}
TERRAIN_LETTER = {"en": {"w": "W", "~": "~", "s": "S"}, "ko": {"w": "밀", "~": "물", "s": "시"}}
TERRAIN_ICON = {"w": "W", "~": "water", "s": "start"}
SAND = "#f3e3b5"
TERRAIN_BG = {"w": "#f6d66b", "~": "#8ec5ef"}
QUARRY_BG = "#b8a996"
HIGHLIGHT = "#d62728"
ATTENTION = "#e08a00"
CARD = "#fbf6ea"
INK = "#2b2116"
MUTED = "#6d5f4b"
PLAYER_COLOURS = ("#c0392b", "#2e6fbf", "#2e8b57", "#c77d0a")
MONUMENT_NAMES = {
    "obelisk": ("obelisk", "오벨리스크"),
    "pyramid": ("pyramid", "피라미드"),
    "sphinx": ("sphinx", "스핑크스"),
    "temple": ("temple", "사원"),
}
STATUE_KO = {"Ra": "라", "Isis": "이시스", "Osiris": "오시리스", "Horus": "호루스", "Anubis": "아누비스"}

# Layout, in data units (the picture is WIDTH units wide).  The whole picture fits a 1280 x 900 window
# at the Explorer's normal width (about 700 CSS px high), so every click of a turn is on screen.
WIDTH = 24.0
BOARD_MAX_W = 15.4  # the central board; the side panel to its right
BOARD_MAX_H = 8.0
CELL_MAX = 1.6  # the small boards of the lessons get large cells
TILE = 1.05  # one site of a personal / public valley tile
GAP = 0.15  # between cards
CARD_W = (WIDTH - 0.2 - 5 * GAP) / 6  # 2 columns of district tiles, 4 of the city board
LINE = 0.64  # one shop on a card
CARD_H = 0.56 + 3 * LINE
NEEDS = 4  # the most resources a shop needs
PITCH = 0.66  # one needed resource on a shop (its letter sits in the slot's corner)
SHOPS = 3  # the most shops on a district tile
# coordinates and shop numbers (shown with "details") stay readable over a pictogram
LABEL_BOX = {"boxstyle": "square,pad=0.08", "facecolor": "white", "edgecolor": "none", "alpha": 0.75}
FONT = 10.5  # body text, points; 10 pt is 11.1 CSS px at 960
SMALL = 10.0

TEXT = {
    "hand": ("Personal valley tiles of {p}", "{p}의 개인 계곡 타일"),
    "public": ("Public valley tiles", "공용 계곡 타일"),
    "row": ("District tiles (face up)", "구역 타일 (앞면)"),
    "city": ("City board of {p}", "{p}의 도시판"),
    "wheat": ("Wheat store: {n} wheat = {d} deben", "밀 저장고: 밀 {n}개 = {d}디벤"),
    "supply": ("Common supply", "공동 창고"),
    "beside": ("Beside the city board", "도시판 옆"),
    "printed": ("City board shop", "도시판 상점"),
    "lot": ("Lot {n}", "공터 {n}"),
    "cost": ("cost {n}", "배치 비용 {n}"),
    "free": ("free", "배치 비용 없음"),
    "empty": ("empty lot", "빈 공터"),
    "over": ("Game over — winners: {w}", "게임 종료 — 승자: {w}"),
    "turn": ("Turn {t} · {p} · {phase}", "{t}번째 차례 · {p} · {phase}"),
    "others": ("Players", "플레이어"),
    "player": ("{p}: {d} deben · {n} districts · wheat {w}", "{p}: {d}디벤 · 구역 {n}장 · 밀 {w}"),
    "statues": ("Statues: {s}", "조각상: {s}"),
    "no_statues": ("Statues: none", "조각상: 없음"),
    "turn_btn": ("Turn", "돌리기"),
    "discard_btn": ("Discard", "버리기"),
    "end_btn": ("End turn", "차례 종료"),
    "ok_btn": ("OK", "확인"),
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


def _t(key: str, **kw: Any) -> str:
    en, ko = TEXT[key]
    return rulekit.i18n.pick(en, ko).format(**kw)


def _lang() -> str:
    return rulekit.get_language()


def letter(resource: str) -> str:
    """The letter of a resource in the current language: ``M`` or ``대`` …"""
    return LETTERS[_lang()][resource]


def _name(resource: str) -> str:
    return rulekit.i18n.pick(*NAMES[resource])


def _statue_name(god: str) -> str:
    return STATUE_KO.get(god, god) if _lang() == "ko" else god


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
    return " ".join(marks) + " -> " + _reward_text(shop)


def _reward_text(shop: Shop) -> str:
    ko = _lang() == "ko"
    if shop.kind in ("deben", "any"):
        return f"{shop.value}" + ("디벤" if ko else "")
    if shop.kind == "wheat":
        return ("밀 " if ko else "wheat ") + f"+{shop.value}"
    if shop.kind == "statue":
        return ("조각상 " if ko else "statue ") + _statue_name(shop.statue)
    if shop.kind == "choice":
        return "조각상 선택" if ko else "statue, choice"
    if shop.kind == "per":
        return f"{shop.value}/{letter(shop.resource)}"
    return "/".join(letter(r) for r in shop.choices) + (" 중 1" if ko else " (one)")


def _as_state(obj: Any) -> FertilityState:
    if isinstance(obj, str):
        return parse_position(obj)
    return obj


def _cell_text(cell: tuple[int, int]) -> str:
    return f"({cell[0]},{cell[1]})"


def _tile_words(kinds: str) -> str:
    return "/".join(_name(k) for k in kinds)


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
    ko = _lang() == "ko"
    t = type(action)
    if t is Place:
        first, second = _name(action.first), _name(action.second)
        a, b = _cell_text(action.a), _cell_text(action.b)
        if ko:
            return f"계곡 타일 배치: {first} → {a}, {second} → {b}"
        return f"Place a valley tile: {first} on {a}, {second} on {b}"
    if t is Discard:
        return (
            f"개인 계곡 타일 버리기: {_tile_words(action.tile)}"
            if ko
            else f"Discard a personal valley tile: {_tile_words(action.tile)}"
        )
    if t is QuarryTake:
        return (
            f"채석장 {_cell_text(action.cell)} 보상: 공동 창고에서 {_name(action.resource)} 1개 받기"
            if ko
            else f"Quarry {_cell_text(action.cell)} reward: take 1 {_name(action.resource)} "
            "from the common supply"
        )
    if t is QuarryMonument:
        return (
            f"채석장 {_cell_text(action.cell)} 보상: 기념물 1개 배치"
            if ko
            else f"Quarry {_cell_text(action.cell)} reward: put one of your monuments on it"
        )
    if t is Buy:
        pay = " + ".join(_name(k) for k in action.pay)
        if ko:
            paid = f"{josa(pay, '으로')} 지불" if pay else "비용 없음"
            where = f"공터 {action.lot}" if action.lot is not None else "가장 앞의 빈 공터"
            return f"구역 타일 배치: {action.slot}번째 타일, {paid} → {where}"
        paid = f"paying {pay}" if pay else "free"
        where = f"lot {action.lot}" if action.lot is not None else "the first empty lot"
        return f"Buy a district tile: number {action.slot} of the row, {paid}, onto {where}"
    if t is Supply:
        if ko:
            shop = "도시판 상점" if action.lot == 0 else f"공터 {action.lot}의 상점"
            return f"상품 공급: {_name(action.resource)} → {shop} {action.shop}"
        shop = "the city board's shop" if action.lot == 0 else f"shop {action.shop} of lot {action.lot}"
        if action.lot == 0:
            shop += f" {action.shop}"
        return f"Supply: {_name(action.resource)} to {shop}"
    if t is MoveGoods:
        return (
            f"상점의 {_name(action.resource)} 옮기기: {action.lot}.{action.shop} → "
            f"{action.to_lot}.{action.to_shop}"
            if ko
            else f"Move a {_name(action.resource)} from shop {action.lot}.{action.shop} to "
            f"{action.to_lot}.{action.to_shop}"
        )
    if t is Gain:
        return (
            f"교환 상점 보상: 공동 창고에서 {_name(action.resource)} 1개 받기"
            if ko
            else f"Trade shop reward: take 1 {_name(action.resource)} from the common supply"
        )
    if t is TakePublic:
        return (
            f"차례 종료: 공용 계곡 타일 {_tile_words(action.tile)} 가져오기"
            if ko
            else f"End of turn: take the public valley tile {_tile_words(action.tile)}"
        )
    if t is RemovePublic:
        return (
            f"공용 계곡 타일 {_tile_words(action.tile)} 제거 (2인 변형)"
            if ko
            else f"Remove the public valley tile {_tile_words(action.tile)} (2-player variant)"
        )
    if t is EndTurn:
        return "차례 종료" if ko else "End the turn"
    return str(action)


# --------------------------------------------------------------------------- drawing helpers


class _Painter:
    """Calls an artist's setter only when the value changes, so unchanged artists stay un-stale
    (the incremental renderer then redraws only what a step changed)."""

    def __init__(self) -> None:
        self.last: dict[tuple[int, str], Any] = {}

    def __call__(self, artist: Any, **props: Any) -> None:
        last = self.last
        for name, value in props.items():
            key = (id(artist), name)
            if key in last and last[key] == value:
                continue
            last[key] = value
            getattr(artist, "set_" + name)(value)


def _mark(ax: Axes, x: float, y: float, w: float, h: float, z: float = 6.0) -> Rectangle:
    return ax.add_artist(
        Rectangle((x, y), w, h, fill=False, edgecolor=HIGHLIGHT, linewidth=3.0, visible=False, zorder=z)
    )


class _Spot:
    """A clickable box with a pictogram, its letter and a count (supply, beside, monuments)."""

    def __init__(self, ax: Axes, x: float, y: float, w: float, h: float, icon_parts: int = 3) -> None:
        self.box = (x, y, x + w, y + h)
        self.rect = ax.add_artist(
            FancyBboxPatch(
                (x + 0.04, y + 0.04),
                w - 0.08,
                h - 0.08,
                boxstyle="round,pad=0,rounding_size=0.12",
                facecolor="white",
                edgecolor="#a89774",
                linewidth=1.0,
                zorder=2,
            )
        )
        size = min(h - 0.2, 0.72)
        self.icon = IconSlot(ax, x + 0.12 + size / 2, y + h / 2, size, zorder=3, parts=icon_parts)
        self.text = ax.text(
            x + 0.22 + size, y + h / 2, "", fontsize=FONT, va="center", ha="left", color=INK, zorder=4
        )
        self.mark = _mark(ax, x, y, w, h)


class _Button:
    """An on-picture button: a rounded box with a label (and an optional pictogram)."""

    def __init__(self, ax: Axes, x: float, y: float, w: float, h: float) -> None:
        self.box = (x, y, x + w, y + h)
        self.rect = ax.add_artist(
            FancyBboxPatch(
                (x + 0.04, y + 0.04),
                w - 0.08,
                h - 0.08,
                boxstyle="round,pad=0,rounding_size=0.2",
                facecolor="#f7f0dc",
                edgecolor="#7b6a48",
                linewidth=1.5,
                zorder=2,
                visible=False,
            )
        )
        self.icon = IconSlot(ax, x + 0.42, y + h / 2, 0.5, zorder=3, parts=2)
        self.text = ax.text(
            x + w / 2 + 0.25,
            y + h / 2,
            "",
            fontsize=FONT + 1,
            fontweight="bold",
            ha="center",
            va="center",
            color=INK,
            zorder=4,
            visible=False,
        )
        self.mark = _mark(ax, x, y, w, h)


def _corner_letter(ax: Axes, x: float, y: float) -> Text:
    """The letter in the lower right corner of a small pictogram square ending at ``(x, y)``."""
    return ax.text(x, y, "", fontsize=SMALL, fontweight="bold", va="bottom", ha="right", color=INK, zorder=4)


class _ShopLine:
    """One shop on a card: a slot per needed resource (its letter in the corner), an arrow, the reward."""

    def __init__(self, ax: Axes, x: float, y: float, w: float) -> None:
        self.box = (x, y, x + w, y + LINE)
        cy = y + LINE / 2
        self.slots = []
        for k in range(NEEDS):
            sx = x + 0.06 + k * PITCH
            rect = ax.add_artist(
                FancyBboxPatch(
                    (sx, cy - 0.29),
                    0.6,
                    0.58,
                    boxstyle="round,pad=0,rounding_size=0.08",
                    facecolor="white",
                    edgecolor="#9b8a6a",
                    linewidth=1.0,
                    zorder=2,
                    visible=False,
                )
            )
            icon = IconSlot(ax, sx + 0.24, cy - 0.05, 0.4, zorder=3, parts=4)
            self.slots.append((rect, icon, _corner_letter(ax, sx + 0.62, cy + 0.33)))
        self.arrow = IconSlot(ax, x, cy, 0.3, zorder=3, parts=1)
        self.r_icons = [IconSlot(ax, x, cy, 0.44, zorder=3, parts=3) for _ in range(3)]
        self.r_letters = [_corner_letter(ax, x, cy) for _ in range(3)]
        self.r_text = ax.text(
            x, cy, "", fontsize=FONT, fontweight="bold", va="center", ha="left", color=INK, zorder=4
        )
        self.r_text2 = ax.text(x, cy, "", fontsize=SMALL, va="center", ha="left", color=INK, zorder=4)
        self.number = ax.text(
            x + w - 0.04,
            y + 0.02,
            "",
            fontsize=SMALL,
            va="top",
            ha="right",
            color="#24324f",
            zorder=4.5,
            bbox=LABEL_BOX,
        )
        self.mark = _mark(ax, x + 0.01, y + 0.01, w - 0.02, LINE - 0.02)
        self.x, self.cy = x, cy


class _Card:
    """A district tile (in the row or on a lot) or the city board's printed shop."""

    def __init__(self, ax: Axes, x: float, y: float) -> None:
        self.box = (x, y, x + CARD_W, y + CARD_H)
        self.x, self.y = x, y
        self.rect = ax.add_artist(
            FancyBboxPatch(
                (x, y),
                CARD_W,
                CARD_H,
                boxstyle="round,pad=0,rounding_size=0.15",
                facecolor=CARD,
                edgecolor="#8a7650",
                linewidth=1.2,
                zorder=1,
            )
        )
        self.title = ax.text(
            x + 0.12, y + 0.29, "", fontsize=FONT, fontweight="bold", va="center", color=INK, zorder=4
        )
        self.detail = ax.text(
            x + CARD_W - 0.1, y + 0.29, "", fontsize=SMALL, va="center", ha="right", color=MUTED, zorder=4
        )
        self.note = ax.text(
            x + CARD_W / 2,
            y + CARD_H / 2 + 0.25,
            "",
            fontsize=SMALL,
            va="center",
            ha="center",
            color=MUTED,
            zorder=4,
            wrap=False,
        )
        self.lines = [_ShopLine(ax, x + 0.03, y + 0.54 + k * LINE, CARD_W - 0.06) for k in range(SHOPS)]
        self.mark = _mark(ax, x - 0.05, y - 0.05, CARD_W + 0.1, CARD_H + 0.1)


class _Tile:
    """A valley tile of two sites, side by side (personal or public)."""

    def __init__(self, ax: Axes, x: float, y: float) -> None:
        self.x, self.y = x, y
        self.box = (x, y, x + 2 * TILE, y + TILE)
        self.rects, self.icons, self.texts = [], [], []
        for k in range(2):
            sx = x + k * TILE
            self.rects.append(
                ax.add_artist(
                    Rectangle(
                        (sx, y),
                        TILE,
                        TILE,
                        facecolor="white",
                        edgecolor=INK,
                        linewidth=1.6,
                        zorder=2,
                        visible=False,
                    )
                )
            )
            self.icons.append(IconSlot(ax, sx + TILE * 0.42, y + TILE * 0.42, TILE * 0.6, zorder=3))
            self.texts.append(
                ax.text(
                    sx + TILE - 0.06,
                    y + TILE - 0.04,
                    "",
                    fontsize=FONT,
                    fontweight="bold",
                    ha="right",
                    va="bottom",
                    color=INK,
                    zorder=4,
                )
            )
        self.mark = _mark(ax, x - 0.07, y - 0.07, 2 * TILE + 0.14, TILE + 0.14)


def _hit(box: tuple[float, float, float, float], x: float, y: float) -> bool:
    return box[0] <= x < box[2] and box[1] <= y < box[3]


def _centre(box: tuple[float, float, float, float]) -> tuple[float, float]:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


# --------------------------------------------------------------------------- the view


# A central board narrower than this is a fragment set up in notation (a game's board is 15 or 20 wide).
FRAGMENT_WIDTH = 10


class BoardView(_BaseView):
    """The Fertility picture: built once for a board size; :meth:`update` restyles it in place."""

    game = "fertility"
    figsize = (12.0, 14.0)  # the height follows the central board (see _layout)
    dpi = 80
    details = False
    scores_shown = True  # the players' deben beside the board (hidden by ScoreQuizView)
    focus: int | None = None  # whose hand and city are shown (None: the player to move); the editor sets it
    note: str | None = None  # a line shown instead of the turn's hint (the editor's tool hint)
    buttons: bool = True  # the on-picture buttons of a turn (Turn, OK, Discard, End turn); not in the editor
    CONFIRM = CONFIRM

    def __init__(
        self, state: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = (), **kw: Any
    ) -> None:
        state = _as_state(state)
        if kw.get("details") is None and state.board.width < FRAGMENT_WIDTH:
            # a part of a board set up in notation: lessons and quizzes name its cells and shops
            # (``place P@1,2``, ``supply G 1.1``), so the picture shows their coordinates
            kw["details"] = True
        self._layout(state)
        self.figsize = (12.0, self.total_h * 12.0 / WIDTH)
        self._paint = _Painter()
        super().__init__(state, ax, highlight, **kw)

    # ------------------------------------------------------------------ geometry
    def _layout(self, state: FertilityState) -> None:
        b = state.board
        self.h, self.w = b.height, b.width
        self.S = S = min(CELL_MAX, BOARD_MAX_W / self.w, BOARD_MAX_H / self.h)
        self.bx, self.by = 0.1, 1.6
        self.side_x = self.bx + self.w * S + 0.35
        self.side_w = WIDTH - self.side_x - 0.05
        n = state.num_players
        side_bottom = self.by + 1.5 + 2 * (0.42 + TILE + 0.15) + 1.1 + 0.45 + n * 0.46 + 0.1
        self.y_cards = max(self.by + self.h * S, side_bottom) + 0.2
        self.lots = state.comp.lots
        self.row_n = len(state.row)
        self.city_rows = (self.lots + 1 + 3) // 4
        rows = max(self.city_rows, (self.row_n + 1) // 2)
        self.y_beside = self.y_cards + 0.42 + rows * (CARD_H + 0.12)
        self.total_h = self.y_beside + 0.42 + 0.95 + 0.15
        self.track = len(state.comp.wheat_track)

    def cell_box(self, cell: tuple[int, int]) -> tuple[float, float, float, float]:
        x, y = self.bx + cell[1] * self.S, self.by + cell[0] * self.S
        return (x, y, x + self.S, y + self.S)

    def cell_centre(self, cell: tuple[int, int]) -> tuple[float, float]:
        """Data coordinates of a cell's centre."""
        return _centre(self.cell_box(cell))

    # ------------------------------------------------------------------ build
    def build(self, state: Any) -> None:
        state = _as_state(state)
        self._layout(state)
        self._paint = _Painter()
        ax = self.ax
        ax.set_xlim(0, WIDTH)
        ax.set_ylim(self.total_h, 0)
        ax.set_aspect("equal")
        self.header = ax.text(0.12, 0.42, "", fontsize=14, fontweight="bold", va="center", color=INK)
        self.hint = ax.text(
            0.12,
            1.1,
            "",
            fontsize=FONT + 0.5,
            va="center",
            color="#4a3b24",
            fontfamily=["DejaVu Sans", "NanumGothic"],
        )  # the arrows from DejaVu Sans
        # the central board
        S = self.S
        self.cell_rects, self.cell_icons, self.cell_texts, self.cell_marks, self.cell_coords = (
            [],
            [],
            [],
            [],
            [],
        )
        for i in range(self.h * self.w):
            r, c = divmod(i, self.w)
            x0, y0, _, _ = self.cell_box((r, c))
            self.cell_rects.append(
                ax.add_artist(
                    Rectangle((x0, y0), S, S, facecolor=SAND, edgecolor="#c9b98f", linewidth=0.6, zorder=1)
                )
            )
            self.cell_icons.append(IconSlot(ax, x0 + S * 0.4, y0 + S * 0.4, S * 0.6, zorder=3))
            self.cell_texts.append(
                ax.text(
                    x0 + S - 0.03,
                    y0 + S - 0.02,
                    "",
                    ha="right",
                    va="bottom",
                    fontsize=max(SMALL, SMALL * S**0.5),  # larger on the lessons' small boards
                    fontweight="bold",
                    color=INK,
                    zorder=4,
                )
            )
            self.cell_coords.append(
                ax.text(
                    x0 + 0.03,
                    y0 + 0.02,
                    "",
                    ha="left",
                    va="top",
                    fontsize=SMALL,
                    color="#24324f",
                    zorder=4.5,
                    visible=False,
                    bbox=LABEL_BOX,
                )
            )
            self.cell_marks.append(_mark(ax, x0 + 0.04, y0 + 0.04, S - 0.08, S - 0.08))
        self.tile_outlines = [
            ax.add_artist(
                Rectangle((0, 0), 1, 1, fill=False, edgecolor=INK, linewidth=2.2, visible=False, zorder=5)
            )
            for _ in range(len(state.comp.tiles) + 2)
        ]
        self.tile_outlines[-1].set_linestyle((0, (4, 2)))  # the tile as it would lie (preview)
        # the side panel: common supply, valley tiles, buttons, monuments, players
        sx, sw = self.side_x, self.side_w
        y = self.by
        self.supply_label = ax.text(sx, y + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK)
        self.supply_spots = {
            r: _Spot(ax, sx + k * sw / 4, y + 0.42, sw / 4, 0.95) for k, r in enumerate(RESOURCES)
        }
        y += 1.5
        pitch = 2 * TILE + 0.3
        self.hand_label = ax.text(sx, y + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK)
        self.hand_tiles = [_Tile(ax, sx + 0.08 + k * pitch, y + 0.42) for k in range(3)]
        y += 0.42 + TILE + 0.15
        self.public_label = ax.text(sx, y + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK)
        self.stack_text = ax.text(sx + sw, y + 0.2, "", fontsize=SMALL, va="center", ha="right", color=MUTED)
        self.public_tiles = [_Tile(ax, sx + 0.08 + k * pitch, y + 0.42) for k in range(3)]
        y += 0.42 + TILE + 0.15
        self.button_a = _Button(ax, sx, y, 2.55, 0.95)
        self.button_b = _Button(ax, sx + 2.65, y, 2.0, 0.95)
        self.monument_spot = _Spot(ax, sx + 4.75, y, sw - 4.75, 0.95)
        y += 1.1
        self.others_label = ax.text(sx, y + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK)
        self.other_texts = [
            ax.text(sx, y + 0.66 + q * 0.46, "", fontsize=SMALL, va="center", color=INK)
            for q in range(state.num_players)
        ]
        # district tiles (2 columns) and the city board (4 columns)
        yc = self.y_cards
        city_x = 0.1 + 2 * (CARD_W + GAP)
        self.row_label = ax.text(0.1, yc + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK)
        self.city_label = ax.text(
            city_x, yc + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK
        )
        self.statue_text = ax.text(
            WIDTH - 0.08, yc + 0.2, "", fontsize=SMALL, va="center", ha="right", color=INK
        )
        top = yc + 0.42
        self.row_cards = [
            _Card(ax, 0.1 + (k % 2) * (CARD_W + GAP), top + (k // 2) * (CARD_H + 0.12))
            for k in range(self.row_n)
        ]
        self.city_frame = ax.add_artist(
            FancyBboxPatch(
                (city_x - 0.07, top - 0.07),
                WIDTH - city_x + 0.02,
                self.city_rows * (CARD_H + 0.12) + 0.02,
                boxstyle="round,pad=0,rounding_size=0.2",
                facecolor="#efe3c4",
                edgecolor="#8a7650",
                linewidth=1.0,
                zorder=0.5,
            )
        )
        self.city_cards = [
            _Card(ax, city_x + (k % 4) * (CARD_W + GAP), top + (k // 4) * (CARD_H + 0.12))
            for k in range(self.lots + 1)
        ]
        # beside the city board, the wheat store
        yb = self.y_beside
        self.beside_label = ax.text(
            0.1, yb + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK
        )
        self.beside_spots = {
            r: _Spot(ax, 0.1 + k * 2.25, yb + 0.42, 2.2, 0.95) for k, r in enumerate(RESOURCES)
        }
        wx = 9.3
        self.wheat_label = ax.text(wx, yb + 0.2, "", fontsize=FONT, fontweight="bold", va="center", color=INK)
        step = (WIDTH - wx - 0.05) / self.track
        self.wheat_box = (wx, yb + 0.42, wx + step * self.track, yb + 1.37)
        self.wheat_cells, self.wheat_texts = [], []
        for k in range(self.track):
            x = wx + k * step
            self.wheat_cells.append(
                ax.add_artist(
                    Rectangle(
                        (x, yb + 0.44),
                        step * 0.94,
                        0.91,
                        facecolor="#fff4cc",
                        edgecolor="#a08b3c",
                        linewidth=1.0,
                        zorder=1,
                    )
                )
            )
            self.wheat_texts.append(
                ax.text(
                    x + step * 0.47,
                    yb + 1.33,
                    "",
                    ha="center",
                    va="bottom",
                    fontsize=SMALL,
                    color=INK,
                    zorder=4,
                )
            )
        self.wheat_step, self.wheat_x = step, wx
        self.wheat_token = IconSlot(ax, wx + step * 0.47, yb + 0.7, min(step * 0.7, 0.45), zorder=3)
        self.wheat_mark = _mark(ax, *self._wh(self.wheat_box))

    @staticmethod
    def _wh(box: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
        return (box[0], box[1], box[2] - box[0], box[3] - box[1])

    # ------------------------------------------------------------------ update
    def update(self, state: Any, highlight: Iterable[Hashable] = (), weak: Iterable[Hashable] = ()) -> None:
        """Show ``state``: ``highlight`` places get a bold red frame, ``weak`` ones a thin dashed one.

        A strongly marked ``("hand", tile)`` with no ``weak`` places also marks (lightly) every cell
        where that tile may go; with two cells chosen too, the tile is shown on them as it would lie
        (turned when the Turn button is among ``highlight``).
        """
        state = _as_state(state)
        self.state = state
        paint = self._paint
        highlight = tuple(highlight)
        marks = set(highlight)
        light = set(weak) - marks
        lang = _lang()
        b, comp = state.board, state.comp
        p = self.seat(state)
        seat = rulekit.seat_name(p)
        chosen = [m[1] for m in highlight if isinstance(m, tuple) and len(m) == 2 and m[0] == "hand"]
        picked_cells = sorted(
            m for m in highlight if isinstance(m, tuple) and len(m) == 2 and isinstance(m[0], int)
        )
        turned = TURN in marks
        if chosen and not picked_cells and not light and state.phase == "place" and not state.is_over:
            for a in state.legal_actions():
                if type(a) is Place and a.targets()[-1][1] in chosen:
                    light.update(a.targets()[:2])
        ghost: dict[int, str] = {}
        ghost_ok = False
        if chosen and len(picked_cells) == 2 and b.on_board(picked_cells[0]) and b.on_board(picked_cells[1]):
            key = chosen[0]
            first, second = (key[1], key[0]) if turned else (key[0], key[1])
            ghost = {b.index(picked_cells[0]): first, b.index(picked_cells[1]): second}
            # the preview's outline is red when the tile cannot lie so (Turn may help)
            ghost_ok = state.phase == "place" and state.is_legal(
                place(first, picked_cells[0], second, picked_cells[1])
            )
        # header
        if state.is_over:
            paint(self.header, text=_t("over", w=", ".join(rulekit.seat_name(w) for w in state.winners())))
        else:
            paint(
                self.header,
                text=_t("turn", t=state.turn + 1, p=rulekit.seat_name(state.current_player),
                        phase=rulekit.i18n.pick(*PHASES[state.phase])),
            )
        hint = rulekit.i18n.pick(*HINTS[self._hint_key(state)])
        paint(self.hint, text=self.note if self.note is not None else hint)
        # the central board
        for i in range(self.h * self.w):
            ch = b.cells[i]
            site = ghost.get(i) or state.site[i]
            rect, icon, text = self.cell_rects[i], self.cell_icons[i], self.cell_texts[i]
            if site:
                paint(rect, facecolor=SITE_BG[site], alpha=0.55 if i in ghost else 1.0)
                icon.show(site, alpha=0.6 if i in ghost else 1.0)
                paint(text, text=LETTERS[lang][site], color=INK)
            elif i in state.quarry:
                owner = state.quarry[i]
                paint(rect, facecolor=QUARRY_BG, alpha=1.0)
                paint(text, color=INK)
                if owner < 0:
                    icon.show("quarry")
                    paint(text, text="Q" if lang == "en" else "채")
                else:
                    icon.show(self._monument_icon(state, owner), fill=PLAYER_COLOURS[owner % 4])
                    paint(text, text=str(owner + 1))
            else:
                paint(rect, facecolor=TERRAIN_BG.get(ch, SAND), alpha=1.0)
                if ch in "mcpg":
                    paint(text, color=INK)
                    icon.show(ch.upper(), alpha=0.45)
                    paint(text, text=f"({LETTERS[lang][ch.upper()]})")
                elif ch in TERRAIN_ICON:
                    icon.show(TERRAIN_ICON[ch], alpha=0.35 if ch == "s" else 1.0)
                    paint(text, text=TERRAIN_LETTER[lang][ch], color=MUTED if ch == "s" else INK)
                else:
                    icon.show(None)
                    paint(text, text="")
            cell = b.coords[i]
            if self.details:
                paint(self.cell_coords[i], text=f"{cell[0]},{cell[1]}", visible=True)
            else:
                paint(self.cell_coords[i], visible=False)
            attention = state.phase == "quarry" and state.pending and state.pending[0] == i
            self._show_mark(self.cell_marks[i], cell in marks, cell in light, attention)
        # tile outlines: one per valley tile (by its number), the start tile's, the previewed tile's
        cells_of: dict[int, list[int]] = {}
        last = len(self.tile_outlines) - 1
        for i, t in enumerate(state.tile_at):
            if t >= 0 or t == -2:
                cells_of.setdefault(t if t >= 0 else last - 1, []).append(i)
        if ghost:
            cells_of[last] = list(ghost)
        for k, outline in enumerate(self.tile_outlines):
            group = cells_of.get(k)
            if group:
                rows = [i // self.w for i in group]
                cols = [i % self.w for i in group]
                box = (
                    self.bx + min(cols) * self.S,
                    self.by + min(rows) * self.S,
                    (max(cols) - min(cols) + 1) * self.S,
                    (max(rows) - min(rows) + 1) * self.S,
                )
                paint(outline, bounds=box, visible=True)
            else:
                paint(outline, visible=False)
        paint(self.tile_outlines[last], edgecolor=INK if ghost_ok else HIGHLIGHT)
        # the side panel
        paint(self.supply_label, text=_t("supply"))
        for k, r in enumerate(RESOURCES):
            spot = self.supply_spots[r]
            spot.icon.show(r)
            paint(spot.text, text=f"{letter(r)} ×{state.supply[k]}")
            self._show_mark(spot.mark, ("supply", r) in marks, ("supply", r) in light)
        kind = state.monument_kinds[p]
        self.monument_spot.icon.show(self._monument_icon(state, p), fill=PLAYER_COLOURS[p % 4])
        name = rulekit.i18n.pick(*MONUMENT_NAMES.get(kind, (kind, kind)))
        paint(self.monument_spot.text, text=f"{name} ×{state.monuments[p]}")
        self._show_mark(self.monument_spot.mark, MONUMENT in marks, MONUMENT in light)
        paint(self.others_label, text=_t("others"))
        scores = state.score()
        for q, text in enumerate(self.other_texts):
            paint(
                text,
                text=_t(
                    "player",
                    p=rulekit.seat_name(q),
                    d=scores[q].total if self.scores_shown else "?",
                    n=sum(x is not None for x in state.lots[q]),
                    w=state.wheat[q],
                ),
                fontweight="bold" if q == p else "normal",
                color=PLAYER_COLOURS[q % 4],
            )
        # personal and public tiles, buttons
        paint(self.hand_label, text=_t("hand", p=seat))
        paint(self.public_label, text=_t("public"))
        paint(self.stack_text, text=_t("stack", n=len(state.stack)))
        hand = [] if state.is_over else [comp.tiles[t] for t in state.hands[p]]
        self._show_tiles(self.hand_tiles, hand, "hand", marks, light, turned)
        self._show_tiles(
            self.public_tiles, [comp.tiles[t] for t in state.public], "public", marks, light, False
        )
        for button, place_ in (
            (self.button_a, self._button_a(state)),
            (self.button_b, self._button_b(state)),
        ):
            self._show_button(button, place_, marks, light)
        # the district row
        paint(self.row_label, text=_t("row"))
        for k, card in enumerate(self.row_cards):
            did = state.row[k] if k < len(state.row) else None
            if did is None:
                self._show_card(card, "", "", [], {}, ("row", k + 1), marks, light, lot=None, empty=True)
            else:
                d = comp.districts[did]
                title = _t("cost", n=d.cost) if d.cost else _t("free")
                self._show_card(card, title, did, list(d.shops), {}, ("row", k + 1), marks, light, lot=None)
        # the city board of the player to move
        paint(self.city_label, text=_t("city", p=seat))
        shown, chosen_statues = statues(state, p)
        names = [_statue_name(s) for s in sorted(shown)] + ["?"] * chosen_statues
        paint(self.statue_text, text=_t("statues", s=", ".join(names)) if names else _t("no_statues"))
        goods = state.goods[p]
        for lot, card in enumerate(self.city_cards):
            if lot == 0:
                shops, title, detail = list(comp.printed_shops), _t("printed"), ""
            else:
                did = state.lots[p][lot - 1]
                shops = list(comp.districts[did].shops) if did else []
                title, detail = _t("lot", n=lot), did or ""
            self._show_card(
                card,
                title,
                detail,
                shops,
                goods,
                ("lot", lot),
                marks,
                light,
                lot=lot,
                empty=lot > 0 and not shops,
            )
        # beside the city board, the wheat store
        paint(self.beside_label, text=_t("beside"))
        for k, r in enumerate(RESOURCES):
            spot = self.beside_spots[r]
            n = state.beside[p][k]
            spot.icon.show(r, alpha=1.0 if n else 0.3)
            paint(spot.text, text=f"{letter(r)} ×{n}", color=INK if n else MUTED)
            self._show_mark(spot.mark, ("beside", r) in marks, ("beside", r) in light)
        pos = state.wheat[p]
        paint(self.wheat_label, text=_t("wheat", n=pos, d=comp.wheat_track[pos]))
        for k, (cell, text) in enumerate(zip(self.wheat_cells, self.wheat_texts, strict=True)):
            here = k == pos
            paint(cell, facecolor="#f0c020" if here else "#fff4cc", linewidth=2.5 if here else 1.0)
            paint(text, text=f"{comp.wheat_track[k]}", fontweight="bold" if here else "normal")
        self.wheat_token.place(
            self.wheat_x + (pos + 0.47) * self.wheat_step, self.y_beside + 0.7, self.wheat_token.size
        )
        self.wheat_token.show("W")
        self._show_mark(self.wheat_mark, WHEAT in marks, WHEAT in light)

    # ------------------------------------------------------------------ update helpers
    def _hint_key(self, state: FertilityState) -> str:
        if state.phase == "place" and any(type(a) is Discard for a in state.legal_actions()):
            return "discard"
        if state.phase in ("build", "supply") and not state.public:
            return "end"
        return state.phase

    @staticmethod
    def _monument_icon(state: FertilityState, player: int) -> str:
        kind = state.monument_kinds[player]
        return kind if kind in MONUMENT_ICONS else MONUMENT_ICONS[player % len(MONUMENT_ICONS)]

    def _show_mark(self, mark: Rectangle, strong: bool, light: bool, attention: bool = False) -> None:
        """A frame around a place: bold if ``strong``, thin and dashed if only ``light``."""
        if strong or light:
            self._paint(
                mark,
                edgecolor=HIGHLIGHT if strong else HIGHLIGHT + "b0",
                linewidth=3.0 if strong else 1.8,
                linestyle="solid" if strong else (0, (3, 2)),
                visible=True,
            )
        elif attention:
            self._paint(mark, edgecolor=ATTENTION, linewidth=3.0, linestyle="solid", visible=True)
        else:
            self._paint(mark, visible=False)

    def _show_tiles(
        self, tiles: list[_Tile], kinds_list: list[str], where: str, marks: set, light: set, turned: bool
    ) -> None:
        paint = self._paint
        lang = _lang()
        for k, tile in enumerate(tiles):
            kinds = kinds_list[k] if k < len(kinds_list) else ""
            place_ = (where, kinds)
            strong = bool(kinds) and place_ in marks
            if strong and turned:
                kinds = kinds[::-1]
            for j in range(2):
                paint(tile.rects[j], visible=bool(kinds))
                if kinds:
                    paint(tile.rects[j], facecolor=SITE_BG[kinds[j]])
                    tile.icons[j].show(kinds[j])
                    paint(tile.texts[j], text=LETTERS[lang][kinds[j]], visible=True)
                else:
                    tile.icons[j].show(None)
                    paint(tile.texts[j], visible=False)
            self._show_mark(tile.mark, strong, bool(kinds) and place_ in light)

    def _show_button(self, button: _Button, place_: Hashable | None, marks: set, light: set) -> None:
        paint = self._paint
        if place_ is None:
            paint(button.rect, visible=False)
            paint(button.text, visible=False)
            button.icon.show(None)
            self._show_mark(button.mark, False, False)
            return
        label = {TURN: "turn_btn", DISCARD: "discard_btn", END: "end_btn", CONFIRM: "ok_btn"}[place_]
        live = place_ in marks or place_ in light or place_ != CONFIRM
        paint(
            button.rect,
            visible=True,
            alpha=1.0 if live else 0.45,
            facecolor="#ffe9a8" if place_ in marks else "#f7f0dc",
        )
        paint(button.text, visible=True, text=_t(label), alpha=1.0 if live else 0.45)
        button.icon.show("turn" if place_ == TURN else None)
        self._show_mark(button.mark, place_ in marks, place_ in light)

    def _show_card(
        self,
        card: _Card,
        title: str,
        detail: str,
        shops: list[Shop],
        goods: dict,
        place_: Hashable,
        marks: set,
        light: set,
        lot: int | None,
        empty: bool = False,
    ) -> None:
        paint = self._paint
        lang = _lang()
        paint(card.title, text=title)
        paint(
            card.rect,
            facecolor="#f3ead2" if empty else CARD,
            linestyle=(0, (5, 3)) if empty else "solid",
            edgecolor="#b3a27e" if empty else "#8a7650",
        )
        paint(card.note, text=(_t("empty") if lot else "—") if empty else "")
        numbered = self.details and lot is not None
        # the printed shop needs all four resources, so its reward runs to the card's edge: its number
        # goes in the free title row instead of over the reward
        in_title = numbered and lot == 0 and not detail
        numbers = [f"{lot}.{n}" for n in range(1, len(shops) + 1)]
        paint(card.detail, text=(" · ".join(numbers) if in_title else detail) if self.details else "")
        self._show_mark(card.mark, place_ in marks, place_ in light)
        for n, line in enumerate(card.lines, start=1):
            shop = shops[n - 1] if n <= len(shops) else None
            supplied = goods.get((lot, n), "") if lot is not None else ""
            self._show_line(line, shop, supplied, lang)
            spot = ("shop", lot, n)
            self._show_mark(line.mark, spot in marks, spot in light)
            paint(line.number, text=f"{lot}.{n}" if (numbered and not in_title and shop is not None) else "")

    def _show_line(self, line: _ShopLine, shop: Shop | None, supplied: str, lang: str) -> None:
        paint = self._paint
        needs = shop.needs if shop else ""
        left = list(supplied)
        for k, (rect, icon, text) in enumerate(line.slots):
            if k >= len(needs):
                paint(rect, visible=False)
                icon.show(None)
                paint(text, text="")
                continue
            need = needs[k]
            got = None
            if need == "A" and left:
                got = left.pop(0)
            elif need in left:
                left.remove(need)
                got = need
            shown = got or need
            paint(
                rect,
                visible=True,
                facecolor=SITE_BG.get(got, "#f4ead0") if got else "white",
                linewidth=2.2 if got else 1.0,
                linestyle="solid" if got else (0, (2, 2)),
                edgecolor=INK if got else "#9b8a6a",
            )
            icon.show(shown, alpha=1.0 if got else 0.55)
            paint(text, text=LETTERS[lang][shown], color=INK if got else MUTED)
        icons = line.r_icons
        if shop is None:
            line.arrow.show(None)
            for icon, mark in zip(icons, line.r_letters, strict=True):
                icon.show(None)
                paint(mark, text="")
            paint(line.r_text, text="")
            paint(line.r_text2, text="")
            return
        x = line.x + 0.06 + len(needs) * PITCH
        line.arrow.place(x + 0.14, line.cy, line.arrow.size)
        line.arrow.show("arrow")
        x += 0.32
        text1 = text2 = ""
        kinds: list[tuple[str, float]] = []  # reward pictograms and where they go
        t1x, t2x = x + 0.5, x
        if shop.kind in ("deben", "any"):
            kinds = [("deben", x + 0.23)]
            text1 = str(shop.value)
        elif shop.kind == "wheat":
            kinds = [("W", x + 0.23)]
            text1 = f"+{shop.value} " + ("밀" if lang == "ko" else "W")
        elif shop.kind == "statue":
            kinds = [("statue", x + 0.23)]
            text1 = _statue_name(shop.statue)
        elif shop.kind == "choice":
            kinds = [("statue", x + 0.23)]
            text1 = "? (선택)" if lang == "ko" else "? (any)"
        elif shop.kind == "per":
            kinds = [("deben", x + 0.23), (shop.resource, x + 1.12)]
            text1 = f"{shop.value}/"
        else:  # trade: one of the shown resources at once
            kinds = [(r, x + 0.23 + 0.56 * k) for k, r in enumerate(shop.choices[:3])]
            text2 = "중 1" if lang == "ko" else "(1)"
            t2x = x + 0.02 + 0.56 * len(kinds)
        for k, (icon, mark) in enumerate(zip(icons, line.r_letters, strict=True)):
            if k < len(kinds):
                kind, ix = kinds[k]
                icon.place(ix, line.cy - (0.05 if kind in LETTERS[lang] else 0.0), icon.size)
                icon.show(kind)
                corner = LETTERS[lang][kind] if kind in RESOURCES else ""
                paint(mark, text=corner, position=(ix + 0.34, line.cy + 0.3))
            else:
                icon.show(None)
                paint(mark, text="")
        paint(line.r_text, text=text1, position=(t1x, line.cy))
        paint(line.r_text2, text=text2, position=(t2x, line.cy))

    def relabel(self, state: Any | None = None, highlight: Iterable[Hashable] = ()) -> None:
        """Write every label again (after a language switch or a change of :attr:`details`)."""
        self.update(self.state if state is None else state, highlight)

    # ------------------------------------------------------------------ buttons
    def _button_a(self, state: FertilityState) -> Hashable | None:
        if not self.buttons or state.phase != "place" or state.is_over:
            return None
        if any(type(a) is Discard for a in state.legal_actions()):
            return DISCARD
        return TURN

    def _button_b(self, state: FertilityState) -> Hashable | None:
        if not self.buttons:
            return None
        if state.phase == "place" and not state.is_over:
            return None if self._button_a(state) == DISCARD else CONFIRM
        if state.phase in ("build", "supply") and not state.public:
            return END
        return None

    # ------------------------------------------------------------------ clicks
    def seat(self, state: FertilityState) -> int:
        """The player whose hand, city and pieces the picture shows: :attr:`focus`, else the one to move."""
        f = self.focus
        return f if isinstance(f, int) and 0 <= f < state.num_players else state.current_player

    def _places(self, state: FertilityState) -> list[tuple[Hashable, tuple[float, float, float, float]]]:
        """Every clickable place off the central board with its box, for the state shown."""
        out: list[tuple[Hashable, tuple[float, float, float, float]]] = []
        comp = state.comp
        p = self.seat(state)
        if not state.is_over:
            for k, t in enumerate(state.hands[p][: len(self.hand_tiles)]):
                out.append((("hand", comp.tiles[t]), self.hand_tiles[k].box))
        for k, t in enumerate(state.public[: len(self.public_tiles)]):
            out.append((("public", comp.tiles[t]), self.public_tiles[k].box))
        for button, place_ in (
            (self.button_a, self._button_a(state)),
            (self.button_b, self._button_b(state)),
        ):
            if place_ is not None:
                out.append((place_, button.box))
        for r in RESOURCES:
            out.append((("supply", r), self.supply_spots[r].box))
            out.append((("beside", r), self.beside_spots[r].box))
        out.append((MONUMENT, self.monument_spot.box))
        out.append((WHEAT, self.wheat_box))
        for k, card in enumerate(self.row_cards):
            if k < len(state.row) and state.row[k] is not None:
                out.append((("row", k + 1), card.box))
        for lot, card in enumerate(self.city_cards):
            for n, line in enumerate(card.lines, start=1):
                if shop_at(state, p, lot, n) is not None:
                    out.append((("shop", lot, n), line.box))
            out.append((("lot", lot), card.box))
        return out

    def target_at(self, x: float, y: float) -> Hashable | None:
        """The place at a data point: a cell, a tile, a card, a shop, a lot, a supply, a button …"""
        if self.bx <= x < self.bx + self.w * self.S and self.by <= y < self.by + self.h * self.S:
            return (int((y - self.by) // self.S), int((x - self.bx) // self.S))
        for place_, box in self._places(self.state):
            if _hit(box, x, y):
                return place_
        return None

    def place_xy(self, place_: Hashable) -> tuple[float, float] | None:
        """The data-coordinate centre of a clickable place (the inverse of :meth:`target_at`)."""
        if isinstance(place_, tuple) and len(place_) == 2 and all(isinstance(v, int) for v in place_):
            if 0 <= place_[0] < self.h and 0 <= place_[1] < self.w:
                return self.cell_centre(place_)  # type: ignore[arg-type]
            return None
        for known, box in self._places(self.state):
            if known == place_:
                if known[0] == "lot":
                    return ((box[0] + box[2]) / 2, box[1] + 0.4)  # the card's title, above its shops
                return _centre(box)
        return None

    def click_targets(self, action: Any) -> tuple:
        """The places a person clicks to choose ``action`` (as a multiset).

        A valley tile: the tile, its two cells, and Turn when the tile's second site goes on the
        upper / left cell.  A district tile: the tile, the lot it goes on, and each resource paid
        (a piece beside the city board, or the wheat store).  Supplying: the piece, then the shop.
        A quarry or trade reward: the resource in the common supply, or the monuments.
        """
        t = type(action)
        if t is Place:
            key = tile_key(action.first + action.second)
            out: tuple = (("hand", key), action.a, action.b)
            return out + (TURN,) if action.first != key[0] else out
        if t is Discard:
            return (("hand", tile_key(action.tile)), DISCARD)
        if t is QuarryTake:
            return (("supply", action.resource),)
        if t is QuarryMonument:
            return (MONUMENT,)
        if t is Buy:
            lot = action.lot if action.lot is not None else free_lot(self.state, self.state.current_player)
            paid = tuple(WHEAT if k == "W" else ("beside", k) for k in action.pay)
            return (("row", action.slot), ("lot", lot)) + paid
        if t is Supply:
            return (("beside", action.resource), ("shop", action.lot, action.shop))
        if t is Gain:
            return (("supply", action.resource),)
        if t is EndTurn:
            return (END,)
        return tuple(action.targets())

    def intended_action(self, state: Any, picks: tuple) -> Action | None:
        """The action a click sequence that matches no legal action most likely meant (for its refusal)."""
        picks = tuple(picks)
        cells = sorted(p for p in picks if isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], int))
        kinds = {p[0] for p in picks if isinstance(p, tuple) and p and isinstance(p[0], str)}
        hand = [p[1] for p in picks if isinstance(p, tuple) and len(p) == 2 and p[0] == "hand"]
        beside = [p[1] for p in picks if isinstance(p, tuple) and len(p) == 2 and p[0] == "beside"]
        shops = [p for p in picks if isinstance(p, tuple) and len(p) == 3 and p[0] == "shop"]
        rows = [p[1] for p in picks if isinstance(p, tuple) and len(p) == 2 and p[0] == "row"]
        lots = [p[1] for p in picks if isinstance(p, tuple) and len(p) == 2 and p[0] == "lot"]
        publics = [p[1] for p in picks if isinstance(p, tuple) and len(p) == 2 and p[0] == "public"]
        if hand and cells:
            key = hand[0]
            a = cells[0]
            if len(cells) >= 2:
                b = cells[1]
            else:  # one cell: the tile lying to its right (or below) is the likeliest meaning
                b = (a[0], a[1] + 1) if a[1] + 1 < state.board.width else (a[0] + 1, a[1])
                if b < a:
                    a, b = b, a
            first, second = (key[1], key[0]) if TURN in picks else (key[0], key[1])
            return place(first, a, second, b)
        if hand and DISCARD in picks:
            return Discard(hand[0])
        if shops:
            lot, n = shops[-1][1], shops[-1][2]
            if beside:
                return Supply(beside[0], lot, n)
            shop = shop_at(state, state.current_player, lot, n)
            need = next((k for k in (shop.needs if shop else "") if k in RESOURCES), None)
            have = next((r for k, r in enumerate(RESOURCES) if state.beside[state.current_player][k]), None)
            return Supply(have or need or "M", lot, n)
        if rows:
            pay = "".join(sorted(beside + ["W"] * picks.count(WHEAT), key="MCPGW".index))
            lot = lots[0] if lots else None
            return Buy(rows[0], pay, lot)
        if publics:
            return (RemovePublic if state.phase == "remove" else TakePublic)(publics[0])
        if END in picks:
            return EndTurn()
        if kinds == {"supply"} and state.phase not in ("quarry", "trade"):
            return Gain(next(p[1] for p in picks if p[0] == "supply"))
        if MONUMENT in picks and state.phase == "quarry":
            return QuarryMonument(state.board.coords[state.pending[0]])
        return None


def draw(state_or_position: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = ()) -> Figure:
    """A picture of a Fertility state, or of a position in notation (see :mod:`rulekit.fertility.position`).

    ``highlight`` takes places as ``Action.targets()`` gives them; ``("hand", "PG")`` also marks every
    cell where that personal tile can legally go.
    """
    return BoardView(state_or_position, ax, tuple(highlight)).fig


def legend_png() -> bytes:
    """A small PNG legend of the pictograms with their names in the current language.

    >>> legend_png()[:4]
    b'\\x89PNG'
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    ko = _lang() == "ko"
    # (pictogram, letter or number beside it, name, how its square looks)
    entries = [(r, letter(r), _name(r), "site") for r in RESOURCES]
    entries += [
        ("W", letter("W"), "밀밭 / 밀" if ko else "wheat field / wheat", "site"),
        ("water", "물" if ko else "~", "물" if ko else "water", "site"),
        ("quarry", "채" if ko else "Q", "채석장" if ko else "quarry", "site"),
        ("start", "시" if ko else "S", "시작 기호" if ko else "start symbol", "site"),
        (
            "M",
            "(대)" if ko else "(M)",
            "자원 기호 (생산지 아님)" if ko else "printed symbol (not a site)",
            "symbol",
        ),
        ("A", "*", "아무 자원" if ko else "any resource", "site"),
        ("deben", "5", "디벤 (게임 종료 시)" if ko else "deben (at the end)", "site"),
        ("statue", "?", "신의 조각상" if ko else "god statue", "site"),
    ]
    entries += [
        (
            m,
            str(k + 1),
            rulekit.i18n.pick(*MONUMENT_NAMES[m])
            + (" (기념물, 숫자 = 주인)" if ko else " (monument, number = owner)"),
            "site",
        )
        for k, m in enumerate(MONUMENT_ICONS[:2])
    ]
    entries += [
        ("G", letter("G"), "상점: 공급할 자원" if ko else "shop: a resource it needs", "need"),
        ("G", letter("G"), "상점: 공급된 자원" if ko else "shop: a resource supplied", "got"),
    ]
    cols = 2
    rows = (len(entries) + cols - 1) // cols
    fig = Figure(figsize=(8.0, 0.42 * rows + 0.5), dpi=100)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_axis_off()
    ax.set_xlim(0, 20)
    ax.set_ylim(rows + 1.2, 0)
    ax.set_aspect("equal")
    title = "범례 — 퍼틸리티" if ko else "Legend — Fertility"
    ax.text(0.3, 0.55, title, fontsize=12, fontweight="bold", va="center", color=INK)
    for k, (icon, mark, label, look) in enumerate(entries):
        col, row = divmod(k, rows)
        x, y = 0.3 + col * 10, 1.2 + row
        bg = SITE_BG.get(icon) or TERRAIN_BG.get({"W": "w", "water": "~"}.get(icon, ""), SAND)
        if icon == "quarry":
            bg = QUARRY_BG
        if look in ("symbol", "need"):
            bg = SAND if look == "symbol" else "white"
        style = (0, (2, 2)) if look == "need" else "solid"
        edge, width = (INK, 2.2) if look == "got" else ("#a89774", 0.8)
        ax.add_artist(
            Rectangle((x, y), 0.95, 0.95, facecolor=bg, edgecolor=edge, linewidth=width, linestyle=style)
        )
        slot = IconSlot(ax, x + 0.47, y + 0.47, 0.78, parts=4)
        fill = PLAYER_COLOURS[int(mark) - 1] if icon in MONUMENT_ICONS else None
        slot.show(icon, fill=fill, alpha=0.5 if look in ("symbol", "need") else 1.0)
        ax.text(x + 1.2, y + 0.48, mark, fontsize=11, fontweight="bold", va="center", color=INK)
        ax.text(x + 2.3, y + 0.48, label, fontsize=11, va="center", color=INK)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100)
    return buf.getvalue()


__all__ = ["BoardView", "CONFIRM", "KIND_LABELS", "describe", "draw", "legend_png", "shop_label"]


# --------------------------------------------------------------------------- the lab's monument race

_RACE = {
    "players": ("players", "인원"),
    "result": ("result", "결과"),
    "winners": ("winners", "승자"),
    "others": ("others", "나머지 플레이어"),
    "stat_quarries": ("quarries made", "만든 채석장"),
    "stat_monuments": ("monuments placed", "배치한 기념물"),
    "part_monuments": ("monument deben", "기념물 디벤"),
    "score": ("deben in all", "전체 디벤"),
}


def monument_race(df: Any) -> Any:
    """Winners against the other players of a simulated sweep (``widgets.lab.sweep("fertility", …)``):
    the mean number of quarries made, monuments placed on the central board, monument deben and all
    deben, by number of players, with headings in the kit's language.

    >>> import rulekit
    >>> from widgets import lab
    >>> df = lab.sweep("fertility", {"players": [2]}, n=2, bots="greedy", seed=1, progress=False)
    >>> rulekit.set_language("ko")
    >>> list(monument_race(df).columns)
    ['만든 채석장', '배치한 기념물', '기념물 디벤', '전체 디벤']
    >>> rulekit.set_language("en")
    >>> monument_race(df).index.names
    FrozenList(['players', 'result'])
    """
    def head(key: str) -> str:
        return rulekit.i18n.pick(*_RACE[key])

    columns = ["stat_quarries", "stat_monuments", "part_monuments", "score"]
    rows = df.assign(result=df["won"].gt(0).map({True: head("winners"), False: head("others")}))
    table = rows.groupby(["players", "result"], observed=True)[columns].mean().round(2)
    table.columns = [head(c) for c in columns]
    table.index.names = [head("players"), head("result")]
    return table


class ScoreQuizView(BoardView):
    """The board for a score quiz (``widgets.ScoreQuiz(state, player, view=ScoreQuizView)``): the same
    picture with every player's deben hidden, so that the picture does not give the answer away.

    >>> import rulekit
    >>> from rulekit import fertility as fe
    >>> end = fe.parse_position("players 2\\nphase over\\nboard\\n.PC.\\n.GM.\\nstart 0,1\\np1 city 1:D09[P]")
    >>> [t.get_text() for t in ScoreQuizView(end).other_texts][0]
    'P1: ? deben · 1 districts · wheat 0'
    >>> [t.get_text() for t in BoardView(end).other_texts][0]
    'P1: 5 deben · 1 districts · wheat 0'
    """

    scores_shown = False
