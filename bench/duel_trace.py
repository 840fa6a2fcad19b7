"""One of bench/ai.py's Duel arena games, move by move: who played what, with the mover's coins,
the pawn and both cities' scores so far, to see where the hard bot lost a game it should win.

  python bench/duel_trace.py 7 [--vs medium] [--agora] [--try '{"SHARP_PRICE": 0.03}']
  python bench/duel_trace.py 7 --tokens   (the moves' tokens only, one per line, to replay the
                                           game to any step in a test without any bot)

The game is the arena's (its seed, seats and bots' seeds), so the moves are the ones
bench/duel_hard_ab.py played for that game index with the same overrides.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ai import Arena, bench_bot
from bench.duel_tune import overrides
from bot.engine.core import play, resolve_options
from bot.engine.duel.scoring import breakdown
from bot.engine.registry import REGISTRY
from bot.engine.rng import derive_seed


def trace(game: int, vs: str, agora: bool, tokens_only: bool) -> None:
    arena = Arena("duel", 2, (("agora", True),) if agora else (), "hard", vs)
    rules = REGISTRY["duel"]
    seed = derive_seed(game, 2, "arena:duel") % (1 << 31)
    hero = game % 2
    s = rules.new_game(2, seed, resolve_options(rules.options, dict(arena.options)))
    if not tokens_only:
        print(f"game {game}: seed {seed}, the hard bot is seat {hero}")
    for step in range(30_000):
        out = rules.outcome(s)
        if out is not None:
            if not tokens_only:
                print(f"end: {out.cause}, scores {out.scores}, winners {out.winners}")
            return
        seat = min(rules.to_move(s))
        who = "HARD" if seat == hero else vs
        level = arena.hero if seat == hero else vs
        bot = bench_bot("duel", level, derive_seed(seed, step, "arena-bot"), arena.budget)
        legal = rules.legal_actions(s, seat)
        action = bot.choose(rules, rules.view(s, seat), seat, legal)
        if tokens_only:
            print(action.token)
        elif len(legal) > 1 or action.kind != "turn":
            vp = [sum(breakdown(s, x).values()) for x in (0, 1)]
            print(
                f"{step:4d} A{s.age} {who:6s} coins {s.players[seat].coins:2d} "
                f"pawn {s.pawn:+d} vp {vp[0]:2d}-{vp[1]:2d}  {action.token}"
            )
        s, _ = play(rules, s, seat, action)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("game", type=int)
    ap.add_argument("--vs", default="medium")
    ap.add_argument("--agora", action="store_true")
    ap.add_argument("--try", dest="change", default="{}", help="JSON overrides")
    ap.add_argument("--tokens", action="store_true")
    args = ap.parse_args()
    with overrides(json.loads(args.change)):
        trace(args.game, args.vs, args.agora, args.tokens)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
