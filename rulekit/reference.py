"""A readable rule reference per game, in Korean or English, made from the kit's own data.

The reference of a game is its glossary (:func:`rulekit.glossary`) and then every rule of its catalogue
(``rulekit/data/<game>/rules.json``) with its ID, title and text, by sections in the rulebook's order;
the kit's rulings (where the rulebook is silent or unclear) have a section of their own and are marked
as rulings.  Each rule is preceded by ``<a id="RULE.ID"></a>``, so a lesson can link
``reference.ipynb#GA.place.upper-layer``.

``python -m rulekit.reference notebooks`` (``make reference``) writes
``notebooks/{ko,en}/<game>/reference.ipynb``: markdown cells only, no outputs.

>>> cells = markdown_cells("golden_ankh", "ko")
>>> '<a id="GA.place.upper-layer"></a>' in "".join(cells)
True
>>> cells[0].splitlines()[2]
'# 황금 앙크 규칙 참고'
"""
from __future__ import annotations

import hashlib
import json
import re
import sys
from collections.abc import Sequence
from pathlib import Path

from . import i18n
from .glossary import GlossaryError, Term, glossary, term
from .registry import GAMES, load

LANGS = ("ko", "en")
RULING = "gap"  # the catalogue's section of the kit's rulings



def _named(game: str, term_id: str, en: str) -> tuple[str, str]:
    """A section the glossary names: (its English head, the glossary's Korean term)."""
    return en, term(game, term_id).ko


# Section names, in the rulebooks' words (the glossary's term where a section is named by one); the
# catalogue lists its rules in the rulebook's order.  A game added later names its sections in its own
# module (``RULE_SECTIONS``, the same shape).
SECTIONS: dict[str, dict[str, tuple[str, str]]] = {
    "golden_ankh": {
        "adj": _named("golden_ankh", "adjacent", "Adjacency"),
        "setup": ("Setup", "게임 준비"),
        "turn": ("A turn", "차례 진행"),
        "tokens": ("a. Taking tokens", "a. 토큰 가져오기"),
        "buy": ("b. Buying a tile", "b. 타일 구매하기"),
        "place": ("Placing a bought tile", "구매한 타일 놓기"),
        "bonus": _named("golden_ankh", "bonus-marker", "Bonus markers"),
        "ankh": _named("golden_ankh", "extra-action", "Extra actions with ankh tokens"),
        "special": _named("golden_ankh", "special-tile", "Special tiles"),
        "end": ("End of the game", "게임 종료"),
        "score": _named("golden_ankh", "scoring", "Scoring"),
        "win": ("The winner", "승자"),
    },
    "el_dorado": {
        "setup": ("Setup", "준비"),
        "card": _named("el_dorado", "card", "Cards"),
        "turn": ("A turn: three phases", "턴 진행 — 3단계"),
        "move": ("Moving: terrain and card symbols", "이동 — 지형과 카드 기호 맞추기"),
        "buy": ("Buying cards at the market", "시장에서 카드 사기"),
        "blockade": _named("el_dorado", "breaking-a-blockade", "Breaking blockades"),
        "end": ("The end and ties", "종료와 동점 처리"),
        "variant": ("Variants", "변형 규칙"),
    },
    "fertility": {
        "board": ("Components", "구성물"),
        "setup": ("Setup", "게임 준비"),
        "turn": ("A turn", "게임 진행"),
        "place": ("1) Placing a valley tile", "1) 계곡 타일 배치"),
        "collect": ("Collecting resources", "자원 수집"),
        "district": ("2) Placing a district tile", "2) 구역 타일 배치"),
        "supply": ("3) Supplying goods", "3) 상품 공급"),
        "shop": _named("fertility", "shop", "Shops"),
        "endturn": ("End of a turn", "차례 종료"),
        "end": ("End of the game", "게임 종료"),
        "score": _named("fertility", "final-scoring", "Final scoring"),
        "win": ("The winner", "승리"),
        "var": _named("fertility", "two-player-variant", "Two-player variant"),
    },
    "elfengold": {
        "setup": ("Setup", "준비"),
        "round": ("A round: seven phases", "진행: 7페이즈"),
        "cards": ("Phase 1: drawing transport cards", "1페이즈: 이동수단 카드 받기"),
        "income": ("Phase 2: income", "2페이즈: 수입 받기"),
        "draw": ("Phase 3: face-down tiles", "3페이즈: 뒤집어진 타일 받기"),
        "auction": ("Phase 4: the auction", "4페이즈: 경매"),
        "plan": ("Phase 5: planning the travel routes", "5페이즈: 여행경로 짜기"),
        "obstacle": ("Obstacles", "방해 타일"),
        "travel": ("Travelling past obstacles", "방해 타일이 있는 길로 이동"),
        "tile": _named("elfengold", "gold-tile", "Gold tiles"),
        "spell": _named("elfengold", "spell-tile", "Spell tiles"),
        "move": ("Phase 6: moving the elf boots", "6페이즈: 엘프부츠 이동하기"),
        "endround": ("Phase 7: end of the round", "7페이즈: 라운드 종료"),
        "end": ("End of the game", "게임 종료"),
        "variant": _named("elfengold", "variant", "Variants"),
        "base": ("Rules kept from Elfenland", "엘픈랜드에서 그대로인 규칙"),
    },
}
RULINGS_SECTION = ("The kit's rulings", "키트의 판정")

TEXT: dict[str, tuple[str, str]] = {
    "title": ("{game} rule reference", "{game} 규칙 참고"),
    "start": ("← Start page", "← 처음으로"),
    "twin": ("한국어판 →", "English edition →"),  # the link to the other edition, in its own language
    "intro": (
        "Every rule the kit enforces for {game}, in the rulebook's order, with its rule ID, its title and "
        "its text. A lesson's rule IDs link here, and every refusal the kit shows names one of these IDs. "
        "The page is made from the kit's own rule catalogue and glossary, so it always says what the kit "
        "does.",
        "키트가 {game}에서 지키는 모든 규칙을 규칙서의 순서대로, 규칙 번호와 제목과 내용으로 적었습니다. "
        "수업에 나오는 규칙 번호를 누르면 여기로 오고, 키트가 행동을 거부할 때 알려 주는 번호도 모두 이 "
        "가운데 하나입니다. 이 페이지는 키트의 규칙 목록과 용어집에서 만들어지므로, 언제나 키트가 실제로 "
        "하는 대로입니다.",
    ),
    "rulings_note": (
        "The last section, **{rulings}**, is not the rulebook's: it says what the kit decided where the "
        "rulebook is silent or unclear. Each of those entries is marked **⚖ ruling**.",
        "마지막 부분 **{rulings}**은 규칙서의 규칙이 아닙니다. 규칙서이 말하지 않거나 분명하지 않은 곳에서 "
        "키트가 어떻게 정했는지를 적었고, 항목마다 **⚖ 키트의 판정** 표시가 있습니다.",
    ),
    "contents": ("Contents", "차례"),
    "glossary": ("Glossary", "용어"),
    "glossary_intro": (
        "The game's terms as the Korean rulebook writes them, in English, and in the kit's notation.",
        "규칙서에 쓰인 이 게임의 용어와 그 영어 이름, 키트의 표기입니다.",
    ),
    "rules_count": ("{n} rules", "규칙 {n}개"),
    "see_also": ("See also:", "관련 규칙:"),
    "ruling": ("⚖ ruling", "⚖ 키트의 판정"),
    "rulings_intro": (
        "Where the rulebook is silent, unclear or contradicts itself, the kit has to decide. These entries "
        "say what it decided and why; they are the kit's rulings, not the rulebook's rules.",
        "규칙서이 말하지 않거나, 분명하지 않거나, 스스로 어긋나는 곳에서는 키트가 정해야 합니다. 아래 항목은 "
        "키트가 어떻게, 왜 정했는지를 적은 것으로, 규칙서의 규칙이 아니라 키트의 판정입니다.",
    ),
}
# The glossary table's column heads, in English and in Korean.
GLOSSARY_HEAD = (
    ("Term", "Korean rulebook", "Notation", "Meaning", "Rules"),
    ("규칙서 용어", "영어", "표기", "뜻", "규칙"),
)

_PREFIX = "|".join(sorted(i18n.PREFIXES))  # the kit's games' rule-ID prefixes (GA, ED, FE, EG, ...)
_RULE_ID = re.compile(r"\b(?:" + _PREFIX + r")\.[a-z0-9][a-z0-9-]*(?:\.[a-z0-9][a-z0-9-]*)+")
_RULING_MARKS = re.compile(r"^(?:Ruling|판정)\s*:\s*|\s*\((?:ruling|판정)\)$", re.I)


def _t(key: str, lang: str) -> str:
    en, ko = TEXT[key]
    return ko if lang == "ko" else en


def sections(game: str) -> list[tuple[str, list[str]]]:
    """The catalogue's rules by section, in the rulebook's order, the rulings last.

    >>> [name for name, _ in sections("golden_ankh")][:3]
    ['adj', 'setup', 'turn']
    >>> sections("golden_ankh")[-1][0]
    'gap'
    """
    order: dict[str, list[str]] = {}
    for rule in i18n.catalogue(game):
        order.setdefault(rule.split(".")[1], []).append(rule)
    rulings = order.pop(RULING, [])
    out = list(order.items())
    if rulings:
        out.append((RULING, rulings))
    return out


def section_title(game: str, section: str, lang: str) -> str:
    """A section's name in ``lang`` (from :data:`SECTIONS`, or the ``RULE_SECTIONS`` of a game module that
    names its own); a section neither names is named by its key."""
    names = SECTIONS.get(game) or getattr(load(game), "RULE_SECTIONS", {})
    en, ko = RULINGS_SECTION if section == RULING else names.get(section, (section, section))
    return ko if lang == "ko" else en


def _game_title(game: str, lang: str) -> str:
    return load(game).TITLE[lang]


_CODED = re.compile(r"`?(" + _RULE_ID.pattern + r")`?")


def _code_ids(text: str) -> str:
    """Rule IDs named in a text, bare or in a code span, all in code spans.

    >>> _code_ids("as in `GA.adj.orthogonal` and GA.setup.market")
    'as in `GA.adj.orthogonal` and `GA.setup.market`'
    """
    return _CODED.sub(lambda m: f"`{m.group(1)}`", text)


def related(rule: str, catalogue: Sequence[str]) -> list[str]:
    """The rules a rule's text names in either language, in the catalogue's order (links the same
    in both editions, though one language's text may name a rule the other leaves out).

    >>> related("ED.variant.two-player", list(i18n.catalogue("el_dorado")))
    ['ED.setup.two-player-start', 'ED.end.two-player-arrival']
    """
    named = {m for lang in LANGS for m in _RULE_ID.findall(i18n.rule_text(rule, lang))}
    return [r for r in catalogue if r in named and r != rule]


def _cell_text(text: str) -> str:
    """Text for a table cell: one line, no bar that would split the cell."""
    return " ".join(text.split()).replace("|", "\\|")


def _glossary_terms(game: str) -> list[Term]:
    try:
        return glossary(game)
    except GlossaryError as exc:
        if "has no glossary" in exc.en:  # a game whose glossary is still to be written
            return []
        raise


def markdown_cells(game: str, lang: str) -> list[str]:
    """The reference page of ``game`` as markdown cells, in ``lang`` (``"ko"`` or ``"en"``)."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGS)}")
    catalogue = list(i18n.catalogue(game))
    title = _game_title(game, lang)
    parts = sections(game)
    terms = _glossary_terms(game)
    other = "en" if lang == "ko" else "ko"

    nav = (f"[{_t('start', lang)}](../00_start_here.ipynb) · "
           f"[{_t('twin', lang)}](../../{other}/{game}/reference.ipynb)")
    head = [nav, "", f"# {_t('title', lang).format(game=title)}", "", _t("intro", lang).format(game=title)]
    if any(name == RULING for name, _ in parts):
        head += ["", _t("rulings_note", lang).format(rulings=section_title(game, RULING, lang))]
    head += ["", f"## {_t('contents', lang)}", ""]
    if terms:
        head.append(f"- [{_t('glossary', lang)}](#glossary)")
    for name, rules in parts:
        count = _t("rules_count", lang).format(n=len(rules))
        head.append(f"- [{section_title(game, name, lang)}](#section-{name}) ({count})")
    cells = ["\n".join(head)]

    if terms:
        columns = GLOSSARY_HEAD[1 if lang == "ko" else 0]
        rows = ['<a id="glossary"></a>', "", f"## {_t('glossary', lang)}", "", _t("glossary_intro", lang), "",
                "| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
        for term in terms:
            name, twin = (term.ko, term.en) if lang == "ko" else (term.en, term.ko)
            notation = f"`{term.notation}`" if term.notation else ""
            links = ", ".join(f"[`{r}`](#{r})" for r in term.rules)
            rows.append(f"| **{_cell_text(name)}** | {_cell_text(twin)} | {_cell_text(notation)} | "
                        f"{_cell_text(term.note(lang))} | {links} |")
        cells.append("\n".join(rows))

    for name, rules in parts:
        ruling = name == RULING
        lines = [f'<a id="section-{name}"></a>', "", f"## {section_title(game, name, lang)}"]
        if ruling:
            lines += ["", _t("rulings_intro", lang)]
        for rule in rules:
            heading = i18n.rule_title(rule, lang)
            if ruling:
                heading = f"{_t('ruling', lang)} · {_RULING_MARKS.sub('', heading)}"
            lines += ["", f'<a id="{rule}"></a>', "", f"**`{rule}`** · **{heading}**", "",
                      _code_ids(i18n.rule_text(rule, lang))]
            also = related(rule, catalogue)
            if also:
                lines += ["", f"{_t('see_also', lang)} " + ", ".join(f"[`{r}`](#{r})" for r in also)]
        cells.append("\n".join(lines))
    return cells


def notebook(game: str, lang: str) -> dict:
    """The reference page as a notebook (markdown cells only, with the kit's kernelspec)."""
    cells = []
    for n, text in enumerate(markdown_cells(game, lang)):
        cell_id = hashlib.sha1(f"reference/{game}/{n}".encode()).hexdigest()[:8]
        cells.append({"cell_type": "markdown", "id": cell_id, "metadata": {},
                      "source": text.splitlines(keepends=True)})
    return {"cells": cells,
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
                         "language_info": {"name": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


def notebook_text(game: str, lang: str) -> str:
    """The file ``notebooks/<lang>/<game>/reference.ipynb`` holds, character for character."""
    return json.dumps(notebook(game, lang), ensure_ascii=False, indent=1) + "\n"


def write_all(root: Path) -> list[Path]:
    """Write every game's reference page in both editions under ``root`` (the ``notebooks`` folder)."""
    written = []
    for game in GAMES:
        for lang in LANGS:
            path = root / lang / game / "reference.ipynb"
            path.parent.mkdir(parents=True, exist_ok=True)
            text = notebook_text(game, lang)
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                path.write_text(text, encoding="utf-8")
                written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m rulekit.reference NOTEBOOKS``: write the reference pages, naming those that changed."""
    args = list(sys.argv[1:] if argv is None else argv)
    root = Path(args[0] if args else "notebooks")
    for path in write_all(root):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
