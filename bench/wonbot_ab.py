"""A/B knobs for the 7 Wonders bots on bench/ai.py's fixed seeds (issue 30 tuning aid).

Each knob is `NAME=value` on the command line, set on the module before the games are played;
the rest is bench/ai.py's arena (same game seeds, hero seats and bot seeds). Each game prints the
hero's share of the win, its margin (its score less the best other score: a paired comparison of
two settings on the same seeds says more per game than the win alone) and the running Wilson
interval and CPU seconds per decision. Example:

  python bench/wonbot_ab.py --players 3 --hero hard --vs medium --games 20 search.WORLDS=48

`ai.HARD:name=value` sets one of hard's own evaluation weights (bot/engine/wonders/ai.py's
Weights), leaving medium's as they are:

  python bench/wonbot_ab.py --players 3 'ai.HARD:shield_step=(1.0, 2.0, 3.0)'
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import importlib
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ai import MAX_STEPS, Arena, bench_bot, parse_opt, wilson
from bot.engine.core import play, resolve_options
from bot.engine.registry import REGISTRY
from bot.engine.rng import derive_seed


def margin_game(arena: Arena, game: int) -> tuple[float, float, list[float], str]:
    """One game on bench/ai.py's seed and seat for `game`: the hero's share of the win, its
    score less the best other score, its CPU seconds per decision, and a line of its score rows
    less the mean of the others' (military, treasury, wonder, civilian, science, commerce,
    guilds, leaders), with its discards and final coins, to see where a level gains or loses."""
    rules = REGISTRY[arena.key]
    seed = derive_seed(game, arena.players, f"arena:{arena.key}") % (1 << 31)
    hero = game % arena.players
    s = rules.new_game(arena.players, seed, resolve_options(rules.options, dict(arena.options)))
    cpu: list[float] = []
    discards = [0] * arena.players
    for step in range(MAX_STEPS):
        out = rules.outcome(s)
        if out is not None:
            share = 1.0 / len(out.winners) if hero in out.winners else 0.0
            best_other = max(x for i, x in enumerate(out.scores[: arena.players]) if i != hero)
            return share, float(out.scores[hero] - best_other), cpu, _rows(s, out, hero, discards)
        seat = min(rules.to_move(s))
        level = arena.hero if seat == hero else arena.vs
        bot = bench_bot(arena.key, level, derive_seed(seed, step, "arena-bot"), arena.budget)
        legal = rules.legal_actions(s, seat)
        c0 = time.process_time()
        action = bot.choose(rules, rules.view(s, seat), seat, legal)
        if seat == hero and len(legal) > 1:
            cpu.append(time.process_time() - c0)
        if action.kind == "discard":
            discards[seat] += 1
        s, _ = play(rules, s, seat, action)
    raise SystemExit(f"game {game} did not finish")


def _rows(s: Any, out: Any, hero: int, discards: list[int]) -> str:
    players = len(discards)
    others = [r for i, r in enumerate(out.breakdown[:players]) if i != hero]
    diffs = []
    for key in out.breakdown[hero]:
        mean = sum(r[key] for r in others) / len(others)
        diffs.append(f"{key[:3]}{out.breakdown[hero][key] - mean:+.0f}")
    mean_discards = (sum(discards) - discards[hero]) / (players - 1)
    return (
        " ".join(diffs) + f" | disc {discards[hero]} vs {mean_discards:.1f}"
        f" coins {s.cities[hero].coins}"
    )


MODULES = {
    "search": "bot.engine.wonders.search",
    "ai": "bot.engine.wonders.ai",
    "levels": "bot.engine.ai.levels",
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--opt", type=parse_opt, action="append", default=[])
    ap.add_argument("--hero", default="hard")
    ap.add_argument("--vs", default="medium")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--first", type=int, default=0, help="the first game's number (its seed)")
    ap.add_argument("knobs", nargs="*", help="module.NAME=value (value is a Python literal)")
    args = ap.parse_args()
    for knob in args.knobs:
        name, raw = knob.split("=", 1)
        mod_key, attr = name.split(".", 1)
        mod = importlib.import_module(MODULES[mod_key])
        if attr.startswith("THINKING_S:"):
            mod.THINKING_S[attr.split(":", 1)[1]] = float(raw)
            continue
        if attr.startswith("HARD:"):  # one of hard's evaluation weights (ai.Weights)
            field = attr.split(":", 1)[1]
            mod.HARD = dataclasses.replace(mod.HARD, **{field: ast.literal_eval(raw)})
            continue
        setattr(mod, attr, ast.literal_eval(raw))
    arena = Arena("wonders", args.players, tuple(sorted(args.opt)), args.hero, args.vs)
    print("knobs:", " ".join(args.knobs) or "(none)", flush=True)
    wins, margins, cpu = 0.0, [], []
    for n, g in enumerate(range(args.first, args.first + args.games)):
        share, margin, times, rows = margin_game(arena, g)
        wins += share
        margins.append(margin)
        cpu += times
        lo, hi = wilson(wins, n + 1)
        print(
            f"game {g:3d} won {share:.2f} margin {margin:+4.0f} | "
            f"{wins:.1f}/{n + 1} = {wins / (n + 1):.1%} [{lo:.1%}..{hi:.1%}] "
            f"margin mean {statistics.mean(margins):+.2f} "
            f"cpu median {statistics.median(cpu):.3f} p99 {sorted(cpu)[int(0.99 * len(cpu))]:.3f}",
            flush=True,
        )
        print("    ", rows, flush=True)


if __name__ == "__main__":
    main()
