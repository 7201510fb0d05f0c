"""Copy the rule IDs of the rules specs (``../shared/rules/*.md``) into ``tests/spec_rule_ids.tsv``.

One line per rule, ``<game><TAB><rule ID>``, in the specs' order.  The tests check every game's rule
catalogue (``rulekit/data/<game>/rules.json``) against this list, so they run in a plain clone (the
suffix keeps the list out of the rule-coverage count of what tests cite).  ``tests/test_i18n.py``
compares the list with the specs whenever they are beside the project, and
``python tools/spec_rule_ids.py --check`` does the same from the command line.

``python tools/spec_rule_ids.py [--specs DIR] [--check]``: write the list (or, with ``--check``, only say
whether it is out of date: exit status 1 when it is).

>>> ids_in("* `GA.place.adjacent` — and `GA.place.adjacent` again, `ED.move.power`", "GA")
['GA.place.adjacent']
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPECS = ROOT.parent / "shared" / "rules"
OUT = ROOT / "tests" / "spec_rule_ids.tsv"
PREFIXES = {"GA": "golden_ankh", "ED": "el_dorado", "FE": "fertility", "EG": "elfengold"}
SPEC_ID = re.compile(r"`((?:GA|ED|FE|EG)\.[a-z0-9][a-z0-9-]*(?:\.[a-z0-9][a-z0-9-]*)*)`")


def ids_in(text: str, prefix: str) -> list[str]:
    """The rule IDs of one game (by prefix) written in backticks in ``text``, first mention first."""
    found: list[str] = []
    for rule in SPEC_ID.findall(text):
        if rule.split(".")[0] == prefix and rule not in found:
            found.append(rule)
    return found


def spec_ids(specs: Path = SPECS) -> dict[str, list[str]]:
    """``{game: [rule ID, ...]}`` from every spec in ``specs`` (all files read, in name order)."""
    texts = [p.read_text(encoding="utf-8") for p in sorted(specs.glob("*.md"))]
    out: dict[str, list[str]] = {}
    for prefix, game in PREFIXES.items():
        ids: list[str] = []
        for text in texts:
            ids += [r for r in ids_in(text, prefix) if r not in ids]
        out[game] = ids
    return out


def dumps(ids: dict[str, list[str]]) -> str:
    """The list as the file holds it.

    >>> dumps({"golden_ankh": ["GA.a.b"], "el_dorado": []})
    'golden_ankh\\tGA.a.b\\n'
    """
    return "".join(f"{game}\t{rule}\n" for game, rules in ids.items() for rule in rules)


def loads(text: str) -> dict[str, list[str]]:
    """``{game: [rule ID, ...]}`` from the file's text (the inverse of :func:`dumps`)."""
    out: dict[str, list[str]] = {}
    for line in text.splitlines():
        if line.strip():
            game, rule = line.split("\t")
            out.setdefault(game, []).append(rule)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--specs", type=Path, default=SPECS)
    parser.add_argument("--check", action="store_true", help="exit 1 when the list is out of date")
    args = parser.parse_args(argv)
    if not args.specs.is_dir():
        print(f"no rules specs at {args.specs}", file=sys.stderr)
        return 2
    text = dumps(spec_ids(args.specs))
    if args.check:
        if OUT.is_file() and OUT.read_text(encoding="utf-8") == text:
            print(f"{OUT.relative_to(ROOT)} is up to date with {args.specs}")
            return 0
        print(f"{OUT.relative_to(ROOT)} differs from {args.specs}: run python tools/spec_rule_ids.py",
              file=sys.stderr)
        return 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
