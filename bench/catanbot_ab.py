"""Catan A/B arena for evaluation weights: one seat plays with a module constant of
bot/engine/catan/ai.py set to a trial value, the others with the value it has in the code, all
at the same level. The hero's seat moves round the table; game g's seed is fixed by g, so two
runs with different trial values play the same deals.

Run from the project root:
  nice -n 10 python bench/catanbot_ab.py --name MARGIN_SCALE --value 0.4 --level hard --games 20
  nice -n 10 python bench/catanbot_ab.py --name TEMPERATURE --value 1.5 --level medium --opt ck=true

Prints first places won by the hero (a shared win counts 1/k) with a Wilson 95% interval.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ai import parse_opt, wilson
from bot.engine.ai import LEVELS, make_bot
from bot.engine.catan import ai as catan_ai
from bot.engine.core import play, resolve_options
from bot.engine.registry import REGISTRY
from bot.engine.rng import derive_seed

MAX_STEPS = 30_000


def play_game(
    game: int,
    players: int,
    options: dict[str, object],
    level: str,
    name: str,
    trial: float,
    base: float,
) -> tuple[float, bool]:
    """One game: the hero's share of first place, and whether the game finished."""
    rules = REGISTRY["catan"]
    seed = derive_seed(game, players, "arena:catan") % (1 << 31)
    hero = game % players
    s = rules.new_game(players, seed, resolve_options(rules.options, options))
    for step in range(MAX_STEPS):
        out = rules.outcome(s)
        if out is not None:
            return (1.0 / len(out.winners) if hero in out.winners else 0.0), True
        seat = min(rules.to_move(s))
        setattr(catan_ai, name, trial if seat == hero else base)
        bot = make_bot(level, seed=derive_seed(seed, step, "arena-bot"))
        legal = rules.legal_actions(s, seat)
        action = bot.choose(rules, rules.view(s, seat), seat, legal)
        s, _ = play(rules, s, seat, action)
    return 0.0, False


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--name", required=True, help="a module constant of catan/ai.py")
    ap.add_argument("--value", type=float, required=True)
    ap.add_argument("--level", choices=LEVELS, default="easy")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--first", type=int, default=0, help="the first game's number")
    ap.add_argument("--opt", type=parse_opt, action="append", default=[])
    args = ap.parse_args()
    base = getattr(catan_ai, args.name)
    wins = 0.0
    done = 0
    for g in range(args.first, args.first + args.games):
        share, finished = play_game(
            g, args.players, dict(args.opt), args.level, args.name, args.value, base
        )
        done += finished
        wins += share
        lo, hi = wilson(wins, done)
        print(
            f"game {g}: hero {share:.2f}  {args.name}={args.value} vs {base} at {args.level}: "
            f"{wins:.1f}/{done} = {wins / max(1, done):.1%} [95% {lo:.1%}..{hi:.1%}] "
            f"(chance {1 / args.players:.0%})",
            flush=True,
        )
    setattr(catan_ai, args.name, base)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
