"""Solo Through the Ages games at one level on fixed seeds, one line per game as it ends.

  nice -n 10 python bench/tta_games.py --level hard --variant dummy --first 0 --games 8

The seeds are those of bench/ai.py for the same game numbers (and the bot's seeds too), so a
change to the AI can be judged game by game on the same deals. Prints per game: the verdict,
the player's culture, the dummy's culture or the barbarians' and the player's strength, and the
median CPU seconds of the bot's decisions; then the wins with a Wilson 95% interval.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine.ai import make_bot
from bot.engine.core import play
from bot.engine.registry import REGISTRY
from bot.engine.rng import derive_seed

MAX_STEPS = 30_000


def wilson(wins: int, n: int) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    z = 1.96
    p = wins / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, mid - half), min(1.0, mid + half)


def one_game(variant: str, level: str, game: int) -> tuple[dict[str, object], list[float]]:
    rules = REGISTRY["tta"]
    seed = derive_seed(game, 1, "arena:tta") % (1 << 31)
    s = rules.new_game(1, seed, {"variant": variant})
    cpu: list[float] = []
    for step in range(MAX_STEPS):
        if rules.outcome(s) is not None:
            break
        bot = make_bot(level, seed=derive_seed(seed, step, "arena-bot"))
        legal = rules.legal_actions(s, 0)
        c0 = time.process_time()
        act = bot.choose(rules, rules.view(s, 0), 0, legal)
        cpu.append(time.process_time() - c0)
        s, _ = play(rules, s, 0, act)
    return dict(s.result or {}), cpu


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--level", default="hard")
    ap.add_argument("--variant", default="dummy")
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--games", type=int, default=8)
    a = ap.parse_args()
    wins = 0
    cultures: list[int] = []
    all_cpu: list[float] = []
    for game in range(a.first, a.first + a.games):
        res, cpu = one_game(a.variant, a.level, game)
        all_cpu += cpu
        won = bool(res.get("won"))
        wins += won
        cultures.append(int(str(res.get("culture", 0))))
        other = res.get("dummy", res.get("barbarians", "-"))
        print(
            f"game {game:>3} {'WON ' if won else 'lost'} {res.get('reason', '?'):<14} "
            f"culture {res.get('culture', 0):>4} vs {other!s:>4} "
            f"strength {res.get('strength', '-')} "
            f"cpu median {statistics.median(cpu):.3f} max {max(cpu):.3f}",
            flush=True,
        )
    lo, hi = wilson(wins, a.games)
    cpu_sorted = sorted(all_cpu)
    p99 = cpu_sorted[min(len(cpu_sorted) - 1, int(0.99 * len(cpu_sorted)))]
    print(
        f"{a.level} {a.variant}: {wins}/{a.games} ({100 * lo:.0f}-{100 * hi:.0f}%) "
        f"culture {sorted(cultures)} cpu median {statistics.median(all_cpu):.3f} p99 {p99:.3f}"
    )


if __name__ == "__main__":
    main()
