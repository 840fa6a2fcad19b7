"""Paired comparison of two bench/wonbot_ab.py runs on the same game seeds (issue 30 tuning aid).

Each run's output is saved to a file (`python bench/wonbot_ab.py ... > a.txt`); this reads the
games both files hold and prints the wins of each (with Wilson 95% intervals), the mean
difference of the hero's margins (B less A, with its standard error) and how many games B did
better or worse. The same seed and seat give the same deal, so a margin difference says more
per game than the wins alone. Runs split over several files (`--first`) may be given as
several files joined by commas:

  python bench/wonbot_pair.py base.txt knob_0-15.txt,knob_16-31.txt
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ai import wilson

GAME = re.compile(r"^game\s+(\d+) won ([\d.]+) margin\s+([+-]?\d+)")


def load(spec: str) -> dict[int, tuple[float, int]]:
    """{game number: (the hero's share of the win, its margin)} from one or more outputs."""
    games: dict[int, tuple[float, int]] = {}
    for name in spec.split(","):
        for line in Path(name).read_text().splitlines():
            m = GAME.match(line)
            if m:
                games[int(m[1])] = (float(m[2]), int(m[3]))
    return games


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("a", help="the reference run's output (files joined by commas)")
    ap.add_argument("b", help="the other run's output (files joined by commas)")
    args = ap.parse_args()
    a, b = load(args.a), load(args.b)
    common = sorted(set(a) & set(b))
    n = len(common)
    if n < 2:
        raise SystemExit(f"only {n} game(s) in both runs")
    for label, run in (("A", a), ("B", b)):
        wins = sum(run[g][0] for g in common)
        lo, hi = wilson(wins, n)
        print(f"{label}: {wins:.1f}/{n} = {wins / n:.1%} [{lo:.1%}..{hi:.1%}]")
    diffs = [b[g][1] - a[g][1] for g in common]
    se = statistics.stdev(diffs) / n**0.5
    better = sum(1 for d in diffs if d > 0)
    worse = sum(1 for d in diffs if d < 0)
    print(
        f"margin B-A: mean {statistics.mean(diffs):+.2f} (se {se:.2f}) over {n} games; "
        f"B better in {better}, worse in {worse}"
    )


if __name__ == "__main__":
    main()
