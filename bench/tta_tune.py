"""Self-play trials of the solo Through the Ages AI's evaluation weights (issue 30).

  nice -n 10 python bench/tta_tune.py --level medium --games 6 --set action=3 --set science=1.5
  nice -n 10 python bench/tta_tune.py --search --level medium --games 4 --rounds 6 --seed 1

Without --search: plays the games of both variants (or --variant) with the weights of
bot/engine/tta/ai.py's W changed by --set, and prints the culture and verdicts. With --search:
a seeded coordinate search over W (each step one weight times or divided by a factor, kept
when the games' mean score improves), written as small JSON to data/tta/ai_search.json.
Games are those of bench/ai.py (the same seeds for the same game numbers); all is
reproducible from --seed, the weights and the game numbers.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine.ai import make_bot
from bot.engine.core import play
from bot.engine.registry import REGISTRY
from bot.engine.rng import derive_seed
from bot.engine.tta import ai

MAX_STEPS = 30_000


def one_game(job: tuple[str, str, int, dict[str, float]]) -> dict[str, Any]:
    variant, level, game, weights = job
    ai.W.update(weights)
    rules = REGISTRY["tta"]
    seed = derive_seed(game, 1, "arena:tta") % (1 << 31)
    s = rules.new_game(1, seed, {"variant": variant})
    for step in range(MAX_STEPS):
        if rules.outcome(s) is not None:
            break
        bot = make_bot(level, seed=derive_seed(seed, step, "arena-bot"))
        legal = rules.legal_actions(s, 0)
        s, _ = play(rules, s, 0, bot.choose(rules, rules.view(s, 0), 0, legal))
    res = s.result or {}
    other = res.get("dummy", res.get("barbarians", 0))
    mine = res.get("culture", 0) if variant == "dummy" else res.get("strength", 0)
    return {
        "variant": variant,
        "game": game,
        "won": bool(res.get("won")),
        "culture": int(res.get("culture", 0)),
        "margin": int(mine) - int(other),
        "other": int(other),
    }


def trial(
    weights: dict[str, float], level: str, variants: list[str], games: range, jobs: int
) -> dict[str, Any]:
    todo = [(v, level, g, weights) for v in variants for g in games]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            rows = list(pool.map(one_game, todo))
    else:
        rows = [one_game(j) for j in todo]
    out: dict[str, Any] = {"weights": weights}
    total = 0.0
    for v in variants:
        mine = [r for r in rows if r["variant"] == v]
        wins = sum(r["won"] for r in mine)
        margin = statistics.mean(r["margin"] for r in mine)
        out[v] = {
            "wins": wins,
            "games": len(mine),
            "culture": sorted(r["culture"] for r in mine),
            "margin": round(margin, 1),
        }
        total += wins * 20 + margin  # a win counts, and how close the others came
    out["score"] = round(total, 1)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--level", default="medium")
    ap.add_argument("--variant", action="append", default=[])
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--first", type=int, default=0, help="the first game number")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--set", action="append", default=[], help="weight=value")
    ap.add_argument("--search", action="store_true")
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    variants = a.variant or ["dummy", "barbarians"]
    games = range(a.first, a.first + a.games)
    weights = dict(ai.W)
    for raw in a.set:
        k, v = raw.split("=", 1)
        if k not in weights:
            raise SystemExit(f"no weight {k!r}: {', '.join(weights)}")
        weights[k] = float(v)
    best = trial(weights, a.level, variants, games, a.jobs)
    print(json.dumps(best), flush=True)
    if not a.search:
        return
    rnd = random.Random(a.seed)
    history = [best]
    for _ in range(a.rounds):
        key = rnd.choice(sorted(weights))
        factor = rnd.choice((0.6, 1.6))
        tried = dict(best["weights"])
        tried[key] = round(tried[key] * factor, 3)
        result = trial(tried, a.level, variants, games, a.jobs)
        print(json.dumps(result), flush=True)
        history.append(result)
        if result["score"] > best["score"]:
            best = result
    path = Path(__file__).resolve().parents[1] / "data" / "tta" / "ai_search.json"
    path.write_text(json.dumps({"best": best, "history": history}, indent=1) + "\n")
    print("best", json.dumps(best))


if __name__ == "__main__":
    main()
