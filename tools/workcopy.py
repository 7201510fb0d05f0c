"""The learner's working copy of the lessons, which ``make lab`` opens: ``work/`` (git ignores it).

Running a lesson saves its outputs into the notebook; in the working copy that never touches the
checkout, so ``git pull`` takes an update cleanly.  ``python tools/workcopy.py [--source notebooks]
[--work work]`` brings the working copy up to date with the checkout's notebooks (both editions, so
the links between them work) and keeps what the learner did:

* a notebook missing from the working copy is copied (on the first run, all of them);
* a notebook the learner has not edited (the same cells as when it was copied; outputs do not count)
  is replaced by the checkout's when that one changed;
* a notebook the learner has edited is kept, and the checkout's new version is written beside it as
  ``<name>.new.ipynb``;
* files the lessons wrote (progress files, class folders) are never touched.

``work/.copied/`` keeps each notebook as it was copied, to tell the learner's edits from updates.

>>> cells = {"cells": [{"cell_type": "code", "source": "x = 1", "outputs": [{"text": "1"}],
...                     "execution_count": 3}]}
>>> same_cells(cells, {"cells": [{"cell_type": "code", "source": ["x = 1"], "outputs": []}]})
True
>>> same_cells(cells, {"cells": [{"cell_type": "code", "source": "x = 2"}]})
False
"""
from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
COPIED = ".copied"
NEW_SUFFIX = ".new.ipynb"


def _cells(nb: dict[str, Any]) -> list[tuple[str, str]]:
    out = []
    for cell in nb.get("cells", []):
        source = cell.get("source", "")
        out.append((cell.get("cell_type", ""), "".join(source) if isinstance(source, list) else source))
    return out


def same_cells(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two notebooks hold the same cells (type and text), whatever their outputs."""
    return _cells(a) == _cells(b)


def _read(path: Path) -> dict[str, Any] | None:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def update(source: Path, work: Path) -> dict[str, list[str]]:
    """Bring ``work`` up to date with ``source`` (see the module docstring); what was done, by kind:
    ``copied`` (new), ``updated``, ``kept`` (edited by the learner; the update is beside it), ``same``."""
    done: dict[str, list[str]] = {"copied": [], "updated": [], "kept": [], "same": []}
    for src in sorted(source.rglob("*.ipynb")):
        rel = src.relative_to(source)
        if ".ipynb_checkpoints" in rel.parts or src.name.endswith(NEW_SUFFIX):
            continue
        dest, copied = work / rel, work / COPIED / rel
        name = rel.as_posix()
        if not dest.exists():
            kind = "copied"
        elif copied.exists() and src.read_bytes() == copied.read_bytes():
            kind = "same"  # the checkout has no newer version
        else:
            mine, before = _read(dest), _read(copied)
            untouched = mine is not None and before is not None and same_cells(mine, before)
            kind = "updated" if untouched else "kept"
        done[kind].append(name)
        if kind == "same":
            continue
        target = dest.with_name(dest.name.removesuffix(".ipynb") + NEW_SUFFIX) if kind == "kept" else dest
        for path in (target, copied):
            path.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, path)
    return done


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source", type=Path, default=ROOT / "notebooks")
    parser.add_argument("--work", type=Path, default=ROOT / "work")
    args = parser.parse_args(argv)
    if not args.source.is_dir():
        print(f"no notebooks at {args.source}", file=sys.stderr)
        return 2
    done = update(args.source, args.work)
    if done["copied"]:
        print(f"{len(done['copied'])} notebooks copied into {args.work}/")
    if done["updated"]:
        print(f"{len(done['updated'])} notebooks updated in {args.work}/: {', '.join(done['updated'])}")
    for name in done["kept"]:
        new = name.removesuffix(".ipynb") + NEW_SUFFIX
        print(f"kept your edited {name}; the new version is beside it: {new}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
