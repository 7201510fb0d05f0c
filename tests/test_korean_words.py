"""The kit's Korean words, as ``docs/style-ko.md`` fixes them, in every Korean notebook and every text of
``rulekit``.

The style sheet names the kit (키트), a notebook (수업, "3번 수업"), the rulebook (규칙서), the
short text of an action or a position (표기), a rule's ID (규칙 번호), a ruling of the kit
(키트의 판정), the Explorer (탐색기) and a seat (P1); particles are chosen by the final
consonant, never written both ways ("P2은(는)").  The rulebook's own sentences are quoted as they
are: text in quotation marks and the rule texts of the catalogues (``rulekit/data/<game>/rules.json``,
except the kit's rulings ``*.gap.*``) are not the kit's voice and are left out.
"""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
KOREAN_NOTEBOOKS = sorted(p for p in (ROOT / "notebooks" / "ko").rglob("*.ipynb")
                          if ".ipynb_checkpoints" not in p.parts)
RULEKIT_TEXTS = sorted([*(ROOT / "rulekit").rglob("*.py"), *(ROOT / "rulekit" / "data").rglob("*.json")])

# (what is banned, the word the style sheet uses instead)
BANNED: list[tuple[re.Pattern[str], str]] = [(re.compile(pattern), word) for pattern, word in [
    (r"룰북", "규칙서"),
    (r"설명서", "규칙서"),
    (r"(?<![가-힣])기보", "표기"),
    (r"노테이션", "표기"),
    (r"포지션\s*표기", "위치 표기"),
    (r"익스플로러", "탐색기"),
    (r"레슨", "수업"),
    (r"(?<![\d번])\d+ ?수업", '"3번 수업"'),
    (r"(?<![가-힣])제 ?\d+ ?[강장](?![가-힣])", '"3번 수업"'),
    (r"이\s+강의|강의(?:는|를|에서|입니다|\])", "수업"),
    (r"규칙\s*(?:ID|코드)", "규칙 번호"),
    (r"(?:우리의|도구의|제안)\s+판정", "키트의 판정"),
    (r"이\s+도구|(?<![가-힣])툴(?![가-힣])", "키트"),
    (r"(?<![A-Za-z0-9_])[1-4]P(?![A-Za-z0-9_])|플레이어[1-4]", "P1"),
    (r"[은는]\([은는]\)|[이가]\([이가]\)|[을를]\([을를]\)|[와과]\([와과]\)|\(으\)로", "rulekit.i18n.josa"),
]]
QUOTED = re.compile(r'"[^"\n]{0,400}"|“[^”]{0,400}”|「[^」]{0,400}」')


def rulebook_sentences() -> list[str]:
    """The Korean rule texts of every game's catalogue that are the rulebook's own (not a ``*.gap.*``)."""
    found = []
    for path in sorted((ROOT / "rulekit" / "data").glob("*/rules.json")):
        for rule_id, entry in json.loads(path.read_text(encoding="utf-8")).items():
            text = entry.get("text", {}).get("ko", "") if isinstance(entry, dict) else ""
            if text and ".gap." not in rule_id:
                found.append(text)
    return sorted(found, key=len, reverse=True)


RULEBOOK = rulebook_sentences()


def words_problems(text: str) -> list[str]:
    """The banned words of ``text`` outside quotations, each with the word to use.

    >>> words_problems('룰북의 예시를 기보로 적습니다. 규칙서는 "설명서가 제안하는 경로"라고 합니다.')
    ['룰북 (규칙서)', '기보 (표기)']
    >>> words_problems("P2은(는) 8수업에서 3장을 받습니다")
    ['8수업 ("3번 수업")', '은(는) (rulekit.i18n.josa)']
    """
    for sentence in RULEBOOK:
        text = text.replace(sentence, " ")
    text = QUOTED.sub(" ", text)
    return [f"{m.group(0)} ({word})" for pattern, word in BANNED for m in pattern.finditer(text)]


def strings_of_python(path: Path) -> list[str]:
    """The string constants of a Python file (docstrings, messages, the pieces of f-strings)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)]


def strings_of_json(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in strings_of_json(item)]
    if isinstance(value, list):
        return [s for item in value for s in strings_of_json(item)]
    return []


@pytest.mark.parametrize("path", KOREAN_NOTEBOOKS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_korean_notebook_uses_the_kits_words(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    found = [f"cell {n}: {problem}" for n, cell in enumerate(cells)
             for problem in words_problems("".join(cell["source"]) if isinstance(cell["source"], list)
                                           else cell["source"])]
    assert not found, f"{path.relative_to(ROOT)} (docs/style-ko.md):\n" + "\n".join(found)


@pytest.mark.parametrize("path", RULEKIT_TEXTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_the_texts_of_rulekit_use_the_kits_words(path):
    """Messages, practice questions and feedback, score parts, glossaries, rulings: every text of the kit."""
    if path.suffix == ".py":
        texts = strings_of_python(path)
    else:
        texts = strings_of_json(json.loads(path.read_text(encoding="utf-8")))
    found = [problem for text in texts for problem in words_problems(text)]
    assert not found, f"{path.relative_to(ROOT)} (docs/style-ko.md): " + ", ".join(found)


def test_the_check_can_fail():
    """Each banned form is caught, and the words the style sheet uses pass."""
    for bad in ["룰북", "설명서", "한 줄 기보", "노테이션", "포지션 표기", "익스플로러", "레슨",
                "8수업", "제3강", "이 강의는", "[강의]", "규칙 ID", "우리의 판정", "제안 판정", "이 도구",
                "1P", "플레이어2", "P2은(는)", "카드이(가)", "마체테(으)로", "**우리의\n판정**"]:
        assert words_problems(bad), bad
    good = ("키트의 3번 수업은 규칙서의 표기와 위치 표기, 규칙 번호, 키트의 판정, 탐색기를 씁니다. "
            "P1의 차례입니다. 카드 3장, 이제 10장, 강의 화살표, 나일강의 자원, 하기보다 먼저, 편집 도구")
    assert words_problems(good) == []
