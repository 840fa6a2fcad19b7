"""A coordinate search over the 7 Wonders `hard` bot's evaluation weights (issue 30).

`hard` with a candidate set of weights (bot/engine/wonders/ai.py's Weights) plays `medium` bots
on bench/ai.py's fixed game seeds and hero seats; a candidate's fitness is the hero's mean
margin (its score less the best other score) over those games, compared game by game with the
current weights' margins on the same games. A step is kept when it gains more than one
standard error of the paired differences. The steps are tried in an order drawn from --seed,
and every game is fixed by its number, so the same arguments give the same weights and the
same figures on any machine (the bots count engine steps, not seconds).

As a cheap proxy, `hard` may think less than in play (--budget, seconds of its step budget);
the verdict on the weights found comes from bench/wonbot_ab.py with its full budget.

  python bench/wonders_tune.py --players 3 --games 16 --rounds 1 --budget 0.3 --seed 1 \\
      --out data/wonders/hard_weights.json
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import bot.engine.registry  # noqa: F401  (declares the games' AI hooks)
from bench.ai import MAX_STEPS, wilson
from bot.engine.ai import make_bot
from bot.engine.core import play, resolve_options
from bot.engine.rng import derive_seed
from bot.engine.wonders import ai
from bot.engine.wonders.rules import RULES

# (weight, the values a step may move it by): added to a number, or to each Age of a tuple
STEPS: dict[str, tuple[Any, ...]] = {
    "shield_step": ((0.0, 0.5, 1.0),),
    "chain_now": (-0.6,),
    "science_reach": (0.3,),
    "goods": (-0.25,),
    "purse": (-0.5, 0.5),
    "temperature": ((-0.5, 0.0), (0.5, 0.0)),
}


def moved(w: ai.Weights, name: str, step: Any) -> ai.Weights:
    old = getattr(w, name)
    if isinstance(old, tuple):
        new: Any = tuple(round(max(0.05, a + b), 3) for a, b in zip(old, step, strict=True))
    else:
        new = round(max(0.0, old + step), 3)
    return dataclasses.replace(w, **{name: new})


def margins(
    w: ai.Weights, players: int, options: dict[str, Any], games: range, budget: float
) -> list[tuple[float, float]]:
    """(the hero's share of the win, its margin) in each game, hard with weights `w`."""
    ai.HARD = w
    out = []
    for game in games:
        seed = derive_seed(game, players, "arena:wonders") % (1 << 31)
        hero = game % players
        s = RULES.new_game(players, seed, options)
        for step in range(MAX_STEPS):
            res = RULES.outcome(s)
            if res is not None:
                share = 1.0 / len(res.winners) if hero in res.winners else 0.0
                best = max(x for i, x in enumerate(res.scores[:players]) if i != hero)
                out.append((share, float(res.scores[hero] - best)))
                break
            seat = min(RULES.to_move(s))
            bot_seed = derive_seed(seed, step, "arena-bot")
            bot = (
                make_bot("hard", seed=bot_seed, budget_s=budget)
                if seat == hero
                else make_bot("medium", seed=bot_seed)
            )
            action = bot.choose(RULES, RULES.view(s, seat), seat, RULES.legal_actions(s, seat))
            s, _ = play(RULES, s, seat, action)
        else:
            raise SystemExit(f"game {game} did not finish")
    return out


def summary(label: str, res: list[tuple[float, float]]) -> str:
    wins = sum(x for x, _ in res)
    lo, hi = wilson(wins, len(res))
    mean = statistics.mean(m for _, m in res)
    return f"{label}: {wins:.1f}/{len(res)} [{lo:.0%}..{hi:.0%}] margin {mean:+.2f}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--leaders", action="store_true")
    ap.add_argument("--games", type=int, default=16)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--budget", type=float, default=0.3, help="hard's thinking, seconds")
    ap.add_argument("--seed", type=int, default=1, help="the order the steps are tried in")
    ap.add_argument("--out", type=Path, help="where to write the weights found (JSON)")
    args = ap.parse_args()
    options = resolve_options(RULES.options, {"leaders": True} if args.leaders else {})
    games = range(args.first, args.first + args.games)
    w = ai.HARD
    best = margins(w, args.players, options, games, args.budget)
    print(summary("start", best), json.dumps(dataclasses.asdict(w)), flush=True)
    rnd = random.Random(args.seed)
    trials = [(name, step) for name, steps in STEPS.items() for step in steps]
    for r in range(args.rounds):
        rnd.shuffle(trials)
        for name, step in trials:
            cand = moved(w, name, step)
            if cand == w:
                continue
            res = margins(cand, args.players, options, games, args.budget)
            diffs = [b - a for (_, a), (_, b) in zip(best, res, strict=True)]
            gain = statistics.mean(diffs)
            se = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
            kept = gain > se and gain > 0
            print(
                f"round {r} {name} {step}: {summary('try', res)} "
                f"gain {gain:+.2f} (se {se:.2f}) {'KEPT' if kept else ''}",
                flush=True,
            )
            if kept:
                w, best = cand, res
    print(summary("end", best), json.dumps(dataclasses.asdict(w)), flush=True)
    if args.out:
        record = {
            "about": "7 Wonders hard's evaluation weights, from bench/wonders_tune.py",
            "args": {k: str(v) for k, v in vars(args).items() if k != "out"},
            "weights": dataclasses.asdict(w),
        }
        args.out.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
