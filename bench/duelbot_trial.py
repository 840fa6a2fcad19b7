"""A paired trial for the Duel `hard` bot: bench/ai.py's arena games (the same seeds, seats and
opponents, game by game) played with some of the hard evaluation's constants overridden, so a
candidate is compared with the current bot on exactly the games bench/ai.py printed.

  python bench/duelbot_trial.py --vs medium --games 10 \
      --try '{"SHARP_LIQUIDITY": {"1": 0.35, "2": 0.25}}'   [--agora] [--first 0]

Only constants the `medium` and `easy` levels do not read should be overridden (the sharp
evaluation's SHARP_* and the look-ahead's): the override applies to the whole process. Each
game prints the hero's share of the win; the last line the total with its Wilson interval.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ai import Arena, play_one, wilson
from bench.duel_tune import overrides


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--try", dest="change", default="{}", help="JSON overrides")
    ap.add_argument("--vs", default="medium")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--first", type=int, default=0, help="the first arena game's index")
    ap.add_argument("--agora", action="store_true")
    args = ap.parse_args(argv)
    arena = Arena("duel", 2, (("agora", True),) if args.agora else (), "hard", args.vs)
    wins = 0.0
    played = 0
    with overrides(json.loads(args.change)):
        for g in range(args.first, args.first + args.games):
            m = play_one(arena, g)
            wins += m.score
            played += 1
            print(f"game {g}: {m.score:.1f} (hero discards {m.hero_discards})", flush=True)
    lo, hi = wilson(wins, played)
    print(f"{args.change}: won {wins:.1f}/{played} [95% {lo:.1%}..{hi:.1%}] vs {args.vs}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
