"""Machine instructions of a game's greedy-against-greedy play, counted by valgrind's callgrind.

An instruction count does not move with the machine's load, so two versions of the kit can be
compared on a busy machine: the count of ``N`` games (fixed seed) less the count of starting up.

    python tools/greedy_instructions.py                      # Golden Ankh, 5 games, seed 1
    python tools/greedy_instructions.py --game el_dorado --games 3
    python tools/greedy_instructions.py --root /path/to/another/checkout

Needs ``valgrind`` on the PATH (``apt-get install valgrind``); each run takes about a minute.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: What valgrind runs: start the kit and the game, then play ``games`` games (none: the start-up alone).
PLAY = """
import importlib, sys
sys.path.insert(0, sys.argv[1])
from rulekit import sim
importlib.import_module("rulekit." + sys.argv[2])
importlib.import_module("rulekit.bots." + sys.argv[2])
games = int(sys.argv[3])
if games:
    sim.run(sys.argv[2], games, bots=sys.argv[4], seed=int(sys.argv[5]))
"""


def count(root: Path, game: str, games: int, bots: str, seed: int) -> int:
    """Instructions callgrind collected for starting the kit and playing ``games`` games."""
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
         sys.executable, "-c", PLAY, str(root), game, str(games), bots, str(seed)],
        capture_output=True, text=True, check=False)
    found = re.search(r"Collected\s*:\s*(\d+)", run.stderr)
    if run.returncode != 0 or found is None:
        raise SystemExit(f"valgrind failed (exit {run.returncode}):\n{run.stderr[-2000:]}")
    return int(found.group(1))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="golden_ankh")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--bots", default="greedy")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout whose rulekit is counted")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    env_root = args.root.resolve()
    start = count(env_root, args.game, 0, args.bots, args.seed)
    total = count(env_root, args.game, args.games, args.bots, args.seed)
    print(f"{args.game}, {args.games} games of {args.bots} (seed {args.seed}): "
          f"{(total - start) / 1e6:,.0f}M instructions after start-up ({start / 1e6:,.0f}M to start)")


if __name__ == "__main__":
    main()
