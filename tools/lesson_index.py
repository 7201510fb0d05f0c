"""Write the lists of notebooks in the two start pages and in the README (``make index``).

Every notebook of an edition is listed, by folder, with the title of its first heading: each game's
lessons in order with its rule reference page, the scoring notebooks, the lab, the practice notebooks.
The start page's list is its markdown cell that opens with ``## 수업 목록`` (Korean) or
``## The lessons`` (English); the README's are between ``<!-- lessons:ko -->`` and
``<!-- /lessons:ko -->`` (and ``en``).  tests/test_editions.py checks that every notebook is linked
from its edition's start page.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script from a clone: the kit beside this folder
    sys.path.insert(0, str(ROOT))

from rulekit import registry  # noqa: E402

NOTEBOOKS = ROOT / "notebooks"
GAMES = tuple(registry.GAMES)
HEADING = {"ko": "## 수업 목록", "en": "## The lessons"}

FOLDERS = {
    "golden_ankh": {
        "ko": ("황금 앙크", "토큰을 모아 이집트 타일을 사서 놓는 게임: 색깔과 동물 무리, 위층 타일, "
                          "추가 행동"),
        "en": ("Golden Ankh", "collecting tokens to buy and lay Egyptian tiles: colour and animal groups, "
                              "upper-layer tiles, ankh actions"),
    },
    "el_dorado": {
        "ko": ("황금밀림", "시작 덱을 시장에서 산 카드로 강화하며 엘도라도에 가장 먼저 들어가는 "
                         "덱빌딩 레이스"),
        "en": ("The Quest for El Dorado", "a deck-building race through the jungle to El Dorado"),
    },
    "fertility": {
        "ko": ("퍼틸리티", "나일강의 자원을 모아 도시에 상점을 짓고 기념물을 세우는 게임"),
        "en": ("Fertility", "placing tiles along the Nile, collecting goods, shops and monuments"),
    },
    "elfengold": {
        "ko": ("엘픈골드", "이동수단 타일과 경매와 금으로 엘픈랜드를 여행하는 게임"),
        "en": ("Elfengold", "travelling Elfenland with transport tiles, auctions and gold"),
    },
    "scoring": {
        "ko": ("점수 계산하기", "실제로 둔 게임의 판을 클릭으로 옮겨 놓고 점수를 계산합니다. "
                              "규칙서의 점수 예시도 클릭으로 다시 만들어 봅니다"),
        "en": ("Score your own game", "set up the position of a game you played by clicks and score it; "
                                      "recreate the rulebooks' scoring examples by clicking"),
    },
    "lab": {
        "ko": ("시뮬레이션으로 탐구하기", "규칙 하나를 바꾸면 무엇이 달라지는지, 많은 판을 "
                                      "시뮬레이션해서 잽니다"),
        "en": ("Exploring with simulations", "what a rule change does, measured over many simulated games"),
    },
    "practice": {
        "ko": ("연습 문제", "사람들이 자주 잘못 읽는 규칙에서 나온, 끝없는 \"된다 / 안 된다\"와 "
                         "점수 문제. 규칙별 진도는 학생이 가진 파일에 저장됩니다"),
        "en": ("Practice", "endless legal-or-not and score questions made from the rules people most often "
                           "misread; progress per rule, kept in a file the learner owns"),
    },
}
WORDS = {
    "reference": {"ko": "규칙 참고", "en": "Rule reference"},
    "handouts": {
        "ko": "**유인물**: `make handouts`를 실행하면 수업마다 실행 결과와 그림을 담은 인쇄용 페이지가 "
              "`handouts/ko/`에 만들어집니다(목록은 `handouts/ko/index.html`).",
        "en": "**Handouts**: `make handouts` writes a printable page per lesson, with its results and "
              "pictures, under `handouts/en/` (the list is `handouts/en/index.html`).",
    },
}


def title_of(path: Path) -> str:
    """The first heading of a notebook as plain text, without a leading lesson number
    ("# 퍼틸리티 4 · 구역 타일 배치" → "구역 타일 배치"; the list numbers the lessons)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if cell["cell_type"] != "markdown":
            continue
        for line in "".join(cell["source"]).splitlines():
            m = re.match(r"^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$", line)
            if m:
                text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", m.group(1))
                text = re.sub(r"^(?:[^\d·]{0,30}?\s)?\d+\s*[·.:]\s+", "", text)
                return text.strip()
    return path.stem


def order(folder: str, path: Path) -> tuple[int, int, str]:
    """Numbered notebooks in their order, then one notebook per game in the games' order; in practice,
    the teacher's class-progress notebook after the games'."""
    stem = path.stem
    numbered = bool(re.match(r"\d\d_", path.name))
    if stem in GAMES:
        return (1, GAMES.index(stem), stem)
    return (2 if folder == "practice" and numbered else 0, 0, path.name)


def folder_words(folder: str, lang: str) -> tuple[str, str]:
    """A folder's name and its line about the lessons: the table's, else (a game added later) the game
    module's ``TITLE`` and ``BLURB`` (``{"en": ..., "ko": ...}``)."""
    if folder in FOLDERS:
        return FOLDERS[folder][lang]
    module = registry.load(folder)
    return module.TITLE[lang], getattr(module, "BLURB", {}).get(lang, "")


def folder_list(lang: str, folder: str, prefix: str = "", level: str = "###") -> list[str]:
    tree = NOTEBOOKS / lang / folder
    files = sorted((p for p in tree.glob("*.ipynb") if p.name != "reference.ipynb"),
                   key=lambda p: order(folder, p)) if tree.is_dir() else []
    name, about = folder_words(folder, lang)
    head = f"*{about}*"
    if (tree / "reference.ipynb").is_file():
        head += f" · [{WORDS['reference'][lang]}]({prefix}{folder}/reference.ipynb)"
    lines = [f"{level} {name}", head, ""]
    numbered = folder in GAMES
    for n, path in enumerate(files, 1):
        mark = f"{n}." if numbered else "-"
        lines.append(f"{mark} [{title_of(path)}]({prefix}{folder}/{path.name})")
    return lines + [""]


def edition_list(lang: str, prefix: str = "", level: str = "###") -> str:
    lines: list[str] = []
    for folder in (*GAMES, "scoring", "lab", "practice"):
        lines += folder_list(lang, folder, prefix, level)
    lines.append(WORDS["handouts"][lang])
    return "\n".join(lines).strip()


def update_start_page(lang: str) -> bool:
    path = NOTEBOOKS / lang / "00_start_here.ipynb"
    nb = json.loads(path.read_text(encoding="utf-8"))
    cells = [c for c in nb["cells"] if c["cell_type"] == "markdown"
             and "".join(c["source"]).startswith(HEADING[lang])]
    if len(cells) != 1:
        raise SystemExit(f"{path}: no single markdown cell opening with {HEADING[lang]!r}")
    text = f"{HEADING[lang]}\n\n{edition_list(lang)}"
    if "".join(cells[0]["source"]) == text:
        return False
    cells[0]["source"] = text.splitlines(keepends=True)
    path.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return True


def update_readme() -> bool:
    path = ROOT / "README.md"
    text = original = path.read_text(encoding="utf-8")
    for lang in ("ko", "en"):
        begin, end = f"<!-- lessons:{lang} -->", f"<!-- /lessons:{lang} -->"
        if begin not in text or end not in text:
            raise SystemExit(f"README.md lacks the markers {begin} … {end}")
        listing = edition_list(lang, prefix=f"notebooks/{lang}/", level="####")
        block = f"{begin}\n{listing}\n{end}"
        text = re.sub(re.escape(begin) + r".*?" + re.escape(end), lambda m, block=block: block,
                      text, count=1, flags=re.S)
    if text == original:
        return False
    path.write_text(text, encoding="utf-8")
    return True


def main() -> int:
    for lang in ("ko", "en"):
        if update_start_page(lang):
            print(f"wrote notebooks/{lang}/00_start_here.ipynb")
    if update_readme():
        print("wrote README.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
