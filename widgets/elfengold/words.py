"""Elfengold's words in the widgets, English and Korean, in one place.

Names that the game's data already hold are read from there, not typed again: card and tile names from
``rulekit/data/elfengold/components.json`` (:func:`rulekit.elfengold.components.kind_name`), the
capital's Korean name from the glossary, the phase names from :mod:`rulekit.elfengold.state`.  What
the data do not have (the board's short texts, buttons, the editor's tools, the lab's columns, the plain
words of every action) is here.

>>> kind_name("U"), town_name("Lapphalya")
('unicorn', 'Lapphalia')
>>> rulekit.set_language("ko"); kind_name("T"), town_name("Elvenhold"); rulekit.set_language("en")
('트롤 수레', '엘븐후드')
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import rulekit
from rulekit import elfengold as eg
from rulekit.elfengold.components import TERRAINS, terrain_words
from rulekit.elfengold.components import kind_name as _data_name
from rulekit.elfengold.planning import transports_on
from rulekit.elfengold.state import DECISION_NAMES
from rulekit.i18n import josa

from ..ui_text import KINDS as KIT_KINDS
from ..ui_text import SCORE_PARTS, label_pair, label_words

BOARD = eg.load_board()
T = dict[str, str]
#: The score's category (the towns visited), as the kit's score tables name it.
KIT_TOWNS = SCORE_PARTS["towns"]

#: The name of every card and counter letter, from the game's components (``G`` alone is the short
#: "gold" under a pictogram: a gold tile or the gold cards).
NAMES: dict[str, tuple[str, str]] = {c: _data_name(c) for c in "PECUTDRLSBXW"}
NAMES["G"] = ("gold", "금")
_GLOSSARY = {t.id: t for t in rulekit.glossary("elfengold")}


def term(term_id: str) -> tuple[str, str]:
    """A term of the game's glossary (``rulekit/data/elfengold/glossary.json``), English and Korean.

    >>> term("bid")
    ('bid', '입찰')
    """
    t = _GLOSSARY[term_id]
    return t.en, t.ko


def capital(term_id: str) -> tuple[str, str]:
    """A glossary term that starts a heading or a button: its English with a capital letter.

    >>> capital("auction")
    ('Auction', '경매')
    """
    en, ko = term(term_id)
    return en[:1].upper() + en[1:], ko


# the terrains' names are the game's data (the legend's river says which way is downstream)
_RIVER, _DOWN, _UP = terrain_words("river"), term("downstream"), term("upstream")
TERRAIN_NAMES = {kind: terrain_words(kind) for kind in TERRAINS}
TERRAIN_NAMES["river"] = (f"{_RIVER[0]} (arrow: {_DOWN[0]})", f"{_RIVER[1]} (화살표: {_DOWN[1]})")
# the raft columns of the cost table (EG.base.rafts)
COST_WATER = {"river_downstream": (f"{_RIVER[0]} {_DOWN[0]}", f"{_RIVER[1]} {_DOWN[1]}"),
              "river_upstream": (f"{_RIVER[0]} {_UP[0]}", f"{_RIVER[1]} {_UP[1]}"),
              "lake": terrain_words("lake")}
NO_COST = "—"   # the cost table's mark for a terrain where a transport may not go
# The rulebook's spellings where the map data spell a town otherwise (the data keep their own
# spelling as the place name; only the label differs); the capital's Korean name is the glossary's.
RULEBOOK_NAMES = {
    "Lapphalya": ("Lapphalia", "Lapphalia"),
    "Jxara": ("Ixara", "Ixara"),
    "Usselen": ("Ussenlen", "Ussenlen"),
    "Elvenhold": term("elvenhold"),
}
KIND_LABELS = {
    "draw": {"en": "take a transport card", "ko": "이동수단 카드 받기"},
    "secret": {"en": "keep a tile face down", "ko": "뒤집어진 타일 받기"},
    "bid": dict(zip(("en", "ko"), term("bid"), strict=True)),
    "pass": dict(zip(("en", "ko"), term("pass"), strict=True)),
    "place": {"en": "place a tile", "ko": "타일 놓기"},
    "spell": {"en": "spells", "ko": "마법 주문"},
    "travel": {"en": "move the elf boot", "ko": "엘프부츠 이동하기"},
    "stop": {"en": "stop", "ko": "이동 마치기"},
    "reward": {"en": "gold or cards", "ko": "금화 또는 카드"},
    "keep": {"en": "keep tiles", "ko": "타일 남기기"},
    "discard": dict(KIT_KINDS["discard"]),
}
TEXTS = {
    "round": ("Round {r} of {n}", "{r}/{n}라운드"),
    "to_play": ("{p}: {what}", "{p}: {what}"),
    "over": ("Game over. Winner: {w}", "게임 끝 · 승자: {w}"),
    "cards": ("Transport cards", term("transport-card")[1]),
    "deck": ("deck {d}", "카드 덱 {d}"),
    "gold_pile": ("gold cards {g}", "금 카드 {g}"),
    "discard": ("discarded {x}", "버려진 카드 {x}"),
    "auction": capital("auction"),
    "on_sale": ("on sale", "경매 중"),
    "no_auction": ("(phase 4)", "(4페이즈)"),
    "roads": ("Roads by terrain", "길의 지형"),
    "bid": ("high bid {b} ({p}) · cap {c}", "최고가 {b} ({p}) · 상한 {c}"),
    "no_bid": ("no bid yet · cap {c}", "입찰 없음 · 상한 {c}"),
    "how_bid": ("raise with +1 / +5, then Bid", "+1 / +5로 올린 뒤 입찰"),
    "passed": ("passed: {p}", "패스: {p}"),
    "drawn": (
        "Drawn tiles: click the one to keep face down",
        "뒤집어진 타일 받기: 비밀로 둘 타일을 누르세요",
    ),
    "hand": ("{p}'s cards", "{p}의 카드"),
    "tiles": ("{p}'s tiles", "{p}의 타일"),
    "purse": ("gold {g} · towns {t}", "금화 {g} · 도시 {t}"),
    "players": label_pair("players"),
    "player": ("gold {g} · towns {t} · cards {c}", "금화 {g} · 도시 {t} · 카드 {c}"),
    "player_tiles": ("tiles: {tl}", "타일: {tl}"),
    "trip": ("this trip: {g} gold", "이번 이동: 금화 {g}"),
    "none": ("none", "없음"),
    "route": ("route {r}:", "경로 {r}:"),
    "leg": ("{r} to {town}:\n  {c}", "{r} {town}까지:\n  {c}"),
    "or": ("\n  or ", "\n  또는 "),
    "no_route": ("{r}: not from {town}", "{r}: {town}에서 시작하지 않음"),
    "no_cards": ("no cards", "카드 없음"),
    "no_tiles": ("no tiles", "타일 없음"),
    "out": ("out: ", "제외: "),
    "bid_button": capital("bid"),
    "ok": label_pair("ok"),
    "take_gold": ("Take {g} gold", "금화 {g} 받기"),
    "caravan_cost": ("{n}×any (caravan)", "아무 카드 {n}장 (카라반)"),
}
BUTTON_TEXT = {
    "+1": ("+1", "+1"),
    "+5": ("+5", "+5"),
    "pass": capital("pass"),
    "caravan": ("Caravan", "카라반"),
    "stop": ("Stop", "이동 마치기"),
    "cards": ("2 cards", "카드 2장"),
    "keep-none": ("Keep none", "남기지 않기"),
    "caravan-ok": ("Pay and go", "카드 내고 이동"),
}
# What the player to move decides, beside the phase on the board: the game's own names
# (rulekit.elfengold.state.DECISION_NAMES), a few said at more length here, and nothing once the game is over.
DECISION_TEXT = {
    **DECISION_NAMES,
    "secret": ("keep one tile face down", "비밀로 둘 타일 고르기"),
    "travel": ("travel or stop", "이동하거나 멈추기"),
    "reward": ("take the gold or 2 cards", "금화 또는 카드 2장"),
    "over": ("", ""),
}



def say(key: str, **kw: Any) -> str:
    """A text of the board in the current language, filled in.

    >>> say("round", r=2, n=6)
    'Round 2 of 6'
    """
    en, ko = TEXTS[key]
    return rulekit.i18n.pick(en, ko).format(**kw)


def ko() -> bool:
    """Whether the kit speaks Korean now."""
    return rulekit.get_language() == "ko"


def town_name(name: str) -> str:
    """A town's name as the rulebook spells it, in the current language.

    >>> town_name("Lapphalya"), town_name("Beata")
    ('Lapphalia', 'Beata')
    """
    en, ko = RULEBOOK_NAMES.get(name, (name, name))
    return rulekit.i18n.pick(en, ko)


def kind_name(code: str) -> str:
    """The rulebook name of a card or tile code (``"U"`` -> unicorn / 유니콘).

    >>> kind_name("T")
    'troll wagon'
    """
    en, ko = NAMES.get(code.upper(), (code, code))
    return rulekit.i18n.pick(en, ko)



def road_text(c: str) -> str:
    """``"UTGBL"`` -> ``"U/T+G B L"``: transports (either may be used) then special tiles.

    >>> road_text("UTGBL")
    'U/T+G B L'
    """
    t = transports_on(c)
    rest = " ".join(c[len(t) :])
    return "/".join(t) + ("+" + rest if t and rest else rest)


def supply_text(tiles: str, own: bool) -> str:
    """A tile supply in letters: ``[u]`` is your own face-down tile, ``?`` another player's.

    >>> supply_text("Uu", own=True), supply_text("Uu", own=False)
    ('U [u]', 'U ?')
    """
    if not tiles:
        return "-"
    if rulekit.get_language() == "ko":  # a Korean reader reads the rulebook's words, not letters
        words = (kind_name(c) for c in tiles)
        return ", ".join(f"[{w}]" if c.islower() and own else ("?" if c.islower() else w)
                         for c, w in zip(tiles, words, strict=True))
    return " ".join(f"[{c}]" if c.islower() and own else ("?" if c.islower() else c) for c in tiles)


def cards_text(cards: str) -> str:
    """A hand of cards: letters in English, the rulebook's words with counts in Korean.

    >>> cards_text("UTT")
    'U T T'
    """
    if rulekit.get_language() != "ko":
        return " ".join(cards)
    counts = Counter(cards)
    return ", ".join(f"{kind_name(c)} {n}장" for c, n in counts.items())


def road_towns(road: str) -> str:
    r = BOARD.road(road)
    return f"{town_name(BOARD.towns[r.a].name)}–{town_name(BOARD.towns[r.b].name)}"


# --------------------------------------------------------------------------- the caravan mode
CARAVAN_TEXT = {
    "title": ("Caravan · {road}", "카라반 · {road}"),
    "title_any": ("Caravan: any cards", "카라반: 아무 카드"),
    "how": ("Click {n} cards of your hand;\na card on the tray goes back.",
            "손의 카드 {n}장을 누르세요.\n고른 카드를 누르면 손으로 돌아갑니다."),
    "how_any": ("Click cards of your hand;\na card on the tray goes back.",
                "손의 카드를 누르세요.\n고른 카드를 누르면 손으로 돌아갑니다."),
    "click_road": ("Click the road the caravan travels.", "카라반이 지나갈 길을 누르세요."),
    "pays": ("○ These cards pay for {road}.\n(EG.base.caravan)",
             "○ 이 카드로 {road} 길을 지나갈 수 있습니다.\n(EG.base.caravan)"),
}


def caravan_text(key: str, **kw: Any) -> str:
    """A text of the caravan mode in the current language.

    >>> caravan_text("title", road="R12")
    'Caravan · R12'
    """
    return rulekit.i18n.pick(*CARAVAN_TEXT[key]).format(**kw)


# --------------------------------------------------------------------------- the Explorer's panels
PANEL_TEXT = {
    "auction": capital("auction"),
    "high": ("high bid", "최고가"),
    "cap": ("cap", "상한"),
    "none": ("none", "없음"),
    "passed": ("passed", term("pass")[1]),
    "out": ("out", "제외"),
    "to_bid": ("to bid", "차례"),
    "gold_of": ("{g}g", "금화 {g}"),
    "gold": ("gold", term("gold")[1]),
    "towns": ("towns", term("town")[1]),
    "cards": ("cards", "카드"),
    "tiles": ("tiles", "타일"),
    "bid": term("bid"),
    "pass": term("pass"),
}


def panel_text(key: str, **kw: Any) -> str:
    """A word of the Explorer's Elfengold panels in the current language.

    >>> panel_text("gold_of", g=7)
    '7g'
    """
    return rulekit.i18n.pick(*PANEL_TEXT[key]).format(**kw)


# --------------------------------------------------------------------------- the legend
LEGEND_TEXT = {
    "title": ("Elfengold: counters, cards and roads", "엘픈골드: 타일, 카드, 길"),
    "gold": ("gold tile / gold card", "금 타일 / 금 카드"),
    "boot": ("elf boot (seat number beside it)", "엘프부츠 (옆의 숫자: 자리)"),
    "town": ("town: its gold value · dots: players whose town marker is still there",
             "도시: 경제력 칩 · 점: 아직 도시 마커가 남은 플레이어"),
}

# --------------------------------------------------------------------------- lesson and lab tables
TABLE_TEXT = {
    "transport": ("transport", "이동수단"),
    "towns": (KIT_TOWNS["en"], KIT_TOWNS["ko"]),
    "gold_ties": ("gold (breaks ties)", "금화 (동점일 때)"),
    "result": label_pair("result"),
    "wins": ("wins", "승리"),
    "player": label_pair("player"),
    "variant": term("variant"),
    "auction_title": ("gold paid in auctions per player and game", "한 게임에 플레이어가 경매에 낸 금화"),
    "base_game": ("base game", "기본 게임"),
    "wizards": ("elf wizards", term("elf-wizard")[1]),
    "hand_limit": ("hand limit 4", "손 카드 4장 제한"),
}
# the per-player statistics of a simulated game (the Elfengold tally of rulekit.bots.elfengold)
LAB_STATS = {"stat_auction_gold": ("gold paid in auctions", "경매에 낸 금화"),
             "stat_tiles_won": ("tiles won", "낙찰받은 타일"),
             "stat_gold_income": ("gold received", "받은 금화"),
             "stat_gold_left": ("gold left", "남은 금화"),
             "score": (KIT_TOWNS["en"], KIT_TOWNS["ko"])}
RESULT = {True: label_pair("winners"), False: ("others", "나머지")}


def table_text(key: str) -> str:
    """A heading of the lesson and lab tables in the current language.

    >>> table_text("gold_ties")
    'gold (breaks ties)'
    """
    return rulekit.i18n.pick(*TABLE_TEXT[key])


# --------------------------------------------------------------------------- the position editor
EDITOR_TOOLS: dict[str, T] = {
    "boot": dict(zip(("en", "ko"), capital("elf-boot"), strict=True)),
    "town": {"en": "Towns visited", "ko": KIT_TOWNS["ko"]},
    "road": {"en": "Tile on a road", "ko": "길에 타일 놓기"},
    "erase": label_words("eraser"),
    "supply": {"en": "Tiles in hand", "ko": "가진 타일"},
    "up": {"en": "face up", "ko": "앞면"},
    "down": {"en": "face down (secret)", "ko": "뒷면 (비밀)"},
}
EDITOR_TEXT: dict[str, T] = {
    "mode": label_words("tool"),
    "tile": {"en": "Tile", "ko": "타일"},
    "side": {"en": "Side", "ko": "면"},
    "boot": {"en": "{who}: boot in {town}", "ko": "{who}: 엘프부츠를 {town_to} 옮겼습니다"},
    "visited": {"en": "{who}: town marker of {town} taken", "ko": "{who}: {town}의 도시 마커를 가져왔습니다"},
    "unvisited": {"en": "{who}: town marker of {town} put back",
                  "ko": "{who}: {town}의 도시 마커를 되돌려 놓았습니다"},
    "placed": {"en": "{tile} on {road}", "ko": "{road}에 {tile}"},
    "road_off": {"en": "the last tile of {road} back to the pool",
                 "ko": "{road}의 마지막 타일을 더미로 돌려놓았습니다"},
    "tile_off": {"en": "{who}: tile {tile} back to the pool",
                 "ko": "{who}: {tile} 타일을 더미로 돌려놓았습니다"},
    "card_off": {"en": "{who}: card {card} back to the deck",
                 "ko": "{who}: {card} 카드를 덱으로 돌려놓았습니다"},
    "tile_on": {"en": "{who}: tile {tile} taken", "ko": "{who}: {tile} 타일을 받았습니다"},
    "turned": {"en": "{who}: tile {tile} turned over", "ko": "{who}: {tile} 타일을 뒤집었습니다"},
    "gold": {"en": "{who}: {n} gold", "ko": "{who}: 금화 {n}"},
    "hand": {"en": "{who}: cards {cards}", "ko": "{who}: 카드 {cards}"},
    "round": {"en": "round {r}, {phase}, {who} starts", "ko": "{r}라운드, {phase}, 선 플레이어 {who}"},
    "add_tile": {"en": "Give the chosen tile to the player", "ko": "고른 타일을 플레이어에게 주기"},
    "gold_head": {"en": "gold", "ko": term("gold")[1]},
    "cards_head": {"en": "cards", "ko": "카드"},
    "tiles_head": {"en": "tiles", "ko": "타일"},
    "round_row": {"en": "Round:", "ko": "라운드:"},
    "phase_row": {"en": "Phase:", "ko": "페이즈:"},
    "start_row": {"en": "Start player:", "ko": "선 플레이어:"},
}
EDITOR_HINTS: dict[str, T] = {
    "boot": {"en": "Click a town: {who}'s elf boot goes there.",
             "ko": "도시를 누르면 {who}의 엘프부츠가 그 도시로 갑니다."},
    "town": {"en": "Click a town: {who} takes its town marker. Click it again to put the marker back.",
             "ko": "도시를 누르면 그 도시의 도시 마커를 {who}에게 줍니다. 한 번 더 누르면 되돌립니다."},
    "road": {"en": "Click a road to lay the chosen tile on it (the marked roads take a transport counter of "
                   "that kind).",
             "ko": "길을 누르면 고른 타일을 그 길에 놓습니다 "
                   "(표시한 길에 그 이동수단 타일을 놓을 수 있습니다)."},
    "erase": {"en": "Click a road to take its last tile off, or one of {who}'s cards or tiles to take it "
                    "away.",
              "ko": "길을 누르면 마지막 타일을 치웁니다. {who}의 카드나 타일을 누르면 그것을 치웁니다."},
    "supply": {"en": "The button under the board gives {who} the chosen tile; click one of {who}'s tiles to "
                     "turn it over.",
               "ko": "보드 아래 버튼을 누르면 고른 타일을 {who}에게 줍니다. "
                     "{who}의 타일을 누르면 뒤집습니다."},
}


def tile_words(code: str) -> T:
    """A tile's name in both languages as the components call it (a gold tile, not the short "gold").

    >>> tile_words("G")
    {'en': 'gold tile', 'ko': '금 타일'}
    """
    en, ko = _data_name(code.upper())
    return {"en": en, "ko": ko}


# --------------------------------------------------------------------------- plain words
# --------------------------------------------------------------------------- plain words
def describe(action: Any) -> str:
    """An action in plain words in the current language, with the rulebook's terms.

    >>> from rulekit import elfengold as eg
    >>> describe(eg.parse_action("place U R12"))
    'Place a unicorn tile on R12 (Lapphalia–Rivinia)'
    >>> rulekit.set_language("ko"); describe(eg.parse_action("bid 7")); rulekit.set_language("en")
    '경매: 7골드 입찰'
    """
    pick = rulekit.i18n.pick
    if isinstance(action, eg.Take):
        if action.card == "G":
            return pick("Take the face-up gold card", "펼쳐진 금 카드 가져오기")
        return pick(
            f"Take a face-up card: {kind_name(action.card)}", f"이동수단 카드 받기: {kind_name(action.card)}"
        )
    if isinstance(action, eg.TakeTop):
        return pick("Take the top card of the deck", "카드 덱 맨 위의 카드 가져오기")
    if isinstance(action, eg.Cash):
        return pick(
            "Take the gold-card pile: 3 gold per gold card", "금 카드 덱을 모두 가져가 장당 3골드 받기"
        )
    if isinstance(action, eg.KeepSecret):
        return pick(
            f"Keep the {kind_name(action.tile)} face down, show the other tile",
            f"{kind_name(action.tile)} 타일을 뒤집어 두고 다른 하나는 공개",
        )
    if isinstance(action, eg.Bid):
        if action.bidder is not None:            # a bid called out by a named player
            who = rulekit.seat_name(action.bidder)
            return pick(f"Auction: {who} bids {action.amount} gold",
                        f"경매: {who}의 {action.amount}골드 입찰")
        return pick(f"Auction: bid {action.amount} gold", f"경매: {action.amount}골드 입찰")
    if isinstance(action, eg.Pass):
        return pick(*capital("pass"))
    if isinstance(action, eg.Place):
        where = f"{action.road} ({road_towns(action.road)})"
        return pick(
            f"Place a {kind_name(action.tile)} tile on {where}",
            f"여행경로 짜기: {kind_name(action.tile)} 타일을 {where}에 놓기",
        )
    if isinstance(action, eg.Double):
        where = f"{action.road} ({road_towns(action.road)})"
        if action.extra:
            return pick(
                f"Double transport on {where}, adding your {kind_name(action.extra)}",
                f"이중 이동수단: {where}에 {kind_name(action.extra)} 추가",
            )
        return pick(f"Double transport on {where}", f"이중 이동수단: {where}")
    if isinstance(action, eg.Exchange):
        return pick(
            f"Exchange: the {kind_name(action.tile1)} on {action.road1} with the "
            f"{kind_name(action.tile2)} on {action.road2}",
            f"이동수단 교환: {action.road1}의 {kind_name(action.tile1)} ↔ {action.road2}의 "
            f"{kind_name(action.tile2)}",
        )
    if isinstance(action, eg.Travel):
        where = f"{action.road} ({road_towns(action.road)})"
        wiz = pick(" + an elf wizard and 1 gold for the obstacle", " + 방해물에 엘프 마법사와 1골드")
        return pick(
            f"Move the elf boot along {where} with {kind_name(action.card)} cards",
            f"엘프부츠 이동하기: {where}, {kind_name(action.card)} 카드로",
        ) + (wiz if action.wizard else "")
    if isinstance(action, eg.Caravan):
        cards = ", ".join(kind_name(c) for c in action.cards)
        return pick(
            f"Caravan along {action.road} ({road_towns(action.road)}) with {len(action.cards)} cards: "
            f"{cards}",
            f"카라반: {action.road} ({road_towns(action.road)}), 카드 {len(action.cards)}장: {cards}",
        )
    if isinstance(action, eg.Carpet):
        return pick(
            f"Magic carpet to {town_name(action.town)} (elf wizard + 3 gold)",
            f"마법의 양탄자: {josa(town_name(action.town), '으로')} (엘프 마법사 + 3골드)",
        )
    if isinstance(action, eg.Stop):
        return pick("Stop: end the trip", "이동 마치기")
    if isinstance(action, eg.TakeGold):
        return pick("Take the gold of the towns reached", "도착한 도시의 금화 받기")
    if isinstance(action, eg.TakeCards):
        return pick("Take 2 cards instead of the gold", "금화 대신 카드 2장 받기")
    if isinstance(action, eg.Keep):
        if not action.tiles:
            return pick("End of round: keep no tiles", "라운드 종료: 타일을 남기지 않기")
        kept = ", ".join(
            kind_name(c) + (pick(" (face down)", "(비공개)") if c.islower() else "") for c in action.tiles
        )
        return pick(f"End of round: keep {kept}", f"라운드 종료: {kept} 남기기")
    if isinstance(action, eg.Discard):
        return pick(f"Discard a card: {kind_name(action.card)}", f"카드 버리기: {kind_name(action.card)}")
    return str(action)

#: The score calculator's "More" fold: what this game folds there.
MORE_FOLD = {"en": "More: the position as text, giving transport tiles, the round, the phase "
                    "and the start player, hand-over buttons",
              "ko": "더 보기: 국면 표기, 이동수단 타일 주기, 라운드·페이즈·선 플레이어, "
                    "다른 도구로 넘기기"}
