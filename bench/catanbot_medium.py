"""Catan: would `medium` gain by running the hard level's search (bot/engine/catan/ai.py,
`hard_search`) with a short budget instead of the shared one-reply look? One seat (the hero)
chooses with that search at `--steps` engine steps, the other seats are the `--vs` level as it
is. The hero's seat moves round the table; game g's seed is the one bench/ai.py gives game g.

Run from the project root:
  nice -n 10 python bench/catanbot_medium.py --steps 1500 --vs medium --games 20
  nice -n 10 python bench/catanbot_medium.py --steps 1500 --vs easy --opt ck=true
  nice -n 10 python bench/catanbot_medium.py --steps 7200 --vs medium   (the search at hard's
      budget, 0.8 s x 9,000 steps: the row to set beside bench/ai.py's hard vs medium)

Prints the hero's first places (a shared win counts 1/k) with a Wilson 95% interval and its
CPU seconds per decision (median and p99).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ai import _pct, parse_opt, wilson
from bot.engine.ai import LEVELS, make_bot
from bot.engine.ai.base import game_ai
from bot.engine.ai.worlds import Budget, Table, sample_worlds
from bot.engine.catan.ai import hard_search
from bot.engine.catan.view import CatanView
from bot.engine.core import Action, play, resolve_options
from bot.engine.registry import REGISTRY
from bot.engine.rng import derive, derive_seed

MAX_STEPS = 30_000


def short_search(view: CatanView, seat: int, legal: list[Action], seed: int, steps: int) -> Action:
    rules = REGISTRY["catan"]
    if len(legal) == 1:
        return legal[0]
    table = Table(rules, game_ai("catan"), seat, derive(seed, len(legal), "bot:x"), Budget(steps))
    table.worlds = sample_worlds(rules, view, seat, seed, 1)
    return hard_search(table, view, legal, seed)


def play_game(
    game: int, players: int, options: dict[str, object], vs: str, steps: int, cpu: list[float]
) -> tuple[float, bool]:
    rules = REGISTRY["catan"]
    seed = derive_seed(game, players, "arena:catan") % (1 << 31)
    hero = game % players
    s = rules.new_game(players, seed, resolve_options(rules.options, options))
    for step in range(MAX_STEPS):
        out = rules.outcome(s)
        if out is not None:
            return (1.0 / len(out.winners) if hero in out.winners else 0.0), True
        seat = min(rules.to_move(s))
        legal = rules.legal_actions(s, seat)
        view = rules.view(s, seat)
        bot_seed = derive_seed(seed, step, "arena-bot")
        if seat == hero:
            c0 = time.process_time()
            action = short_search(view, seat, legal, bot_seed, steps)
            if len(legal) > 1:
                cpu.append(time.process_time() - c0)
        else:
            action = make_bot(vs, seed=bot_seed).choose(rules, view, seat, legal)
        s, _ = play(rules, s, seat, action)
    return 0.0, False


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--steps", type=int, default=1500)
    ap.add_argument("--vs", choices=LEVELS, default="medium")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--opt", type=parse_opt, action="append", default=[])
    args = ap.parse_args()
    wins = 0.0
    done = 0
    cpu: list[float] = []
    for g in range(args.games):
        share, finished = play_game(g, args.players, dict(args.opt), args.vs, args.steps, cpu)
        done += finished
        wins += share
        lo, hi = wilson(wins, done)
        print(
            f"game {g}: hero {share:.2f}  search at {args.steps} steps vs {args.vs}: "
            f"{wins:.1f}/{done} = {wins / max(1, done):.1%} [95% {lo:.1%}..{hi:.1%}] "
            f"(chance {1 / args.players:.0%})  cpu/decision median {_pct(cpu, 0.5):.3f} "
            f"p99 {_pct(cpu, 0.99):.3f}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
