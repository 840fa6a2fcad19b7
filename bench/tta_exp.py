"""Solo Through the Ages trials of the AI with its weights or its planner changed (issue 30).

  nice -n 10 python bench/tta_exp.py --level medium --variant dummy --games 8 --set threat=0.3
  nice -n 10 python bench/tta_exp.py --level medium --plan 1,1,0,0,0   # one ply, no play-ahead

--set changes a weight of bot/engine/tta/ai.py's W; --plan replaces the level's PLANS entry
(worlds, first moves kept, turns played ahead, moves per step, noise). The games and the bot's
seeds are those of bench/tta_games.py (and bench/ai.py) for the same game numbers. Prints one
line per game (won, culture, margin: culture less the dummy's, or strength less the strongest
barbarian's) and a summary: wins, the culture distribution, the mean margin, the CPU median and
p99 of a decision.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine.ai import make_bot
from bot.engine.core import play
from bot.engine.registry import REGISTRY
from bot.engine.rng import derive_seed
from bot.engine.tta import ai

MAX_STEPS = 30_000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--level", default="medium")
    ap.add_argument("--variant", default="dummy")
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--set", action="append", default=[], help="weight=value")
    ap.add_argument("--plan", default="", help="worlds,keep,turns,width,noise")
    a = ap.parse_args()
    for raw in a.set:
        k, v = raw.split("=", 1)
        if k.isupper() and isinstance(getattr(ai, k, None), float):
            setattr(ai, k, float(v))  # a module constant, such as END_BAR
            continue
        if k.isupper() and isinstance(getattr(ai, k, None), dict):  # by age: ATTACK_LOSS=3,7,14,14
            table = getattr(ai, k)
            for key, x in zip(sorted(table), v.split(","), strict=True):
                table[key] = float(x)
            continue
        if k not in ai.W:
            raise SystemExit(f"no weight {k!r}: {', '.join(ai.W)}")
        ai.W[k] = float(v)
    if a.plan:
        p = a.plan.split(",")
        ai.PLANS[a.level] = (int(p[0]), int(p[1]), int(p[2]), int(p[3]), float(p[4]))
    rules = REGISTRY["tta"]
    rows: list[tuple[bool, int, int]] = []
    cpu: list[float] = []
    for game in range(a.first, a.first + a.games):
        seed = derive_seed(game, 1, "arena:tta") % (1 << 31)
        s = rules.new_game(1, seed, {"variant": a.variant})
        for step in range(MAX_STEPS):
            if rules.outcome(s) is not None:
                break
            bot = make_bot(a.level, seed=derive_seed(seed, step, "arena-bot"))
            legal = rules.legal_actions(s, 0)
            c0 = time.process_time()
            act = bot.choose(rules, rules.view(s, 0), 0, legal)
            cpu.append(time.process_time() - c0)
            s, _ = play(rules, s, 0, act)
        res = s.result or {}
        other = int(str(res.get("dummy", res.get("barbarians", 0))))
        mine = int(str(res.get("culture" if a.variant == "dummy" else "strength", 0)))
        rows.append((bool(res.get("won")), int(str(res.get("culture", 0))), mine - other))
        print(
            f"game {game:>3} won {rows[-1][0]!s:<5} culture {rows[-1][1]:>4} "
            f"margin {rows[-1][2]:>5}",
            flush=True,
        )
    cs = sorted(cpu)
    print(
        f"{a.level} {a.variant} set={a.set} plan={a.plan or '-'}: "
        f"{sum(r[0] for r in rows)}/{len(rows)} culture {sorted(r[1] for r in rows)} "
        f"margin {statistics.mean(r[2] for r in rows):.1f} "
        f"cpu median {statistics.median(cs):.3f} p99 {cs[int(0.99 * (len(cs) - 1))]:.3f}"
    )


if __name__ == "__main__":
    main()
