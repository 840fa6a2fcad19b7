"""Self-play trials for the Duel `hard` bot's weights: each candidate (a set of overrides of the
constants in bot/engine/duel/ai.py and bot/engine/duel/search.py) plays the current weights,
seats alternated, and the win share is printed with its Wilson 95% interval.

  python bench/duel_tune.py --games 20 --try '{"LIQUIDITY": {"1": 0.35, "2": 0.25, "3": 0.06}}'
  python bench/duel_tune.py --games 20 --try '{"REPLIES": 10}' --try '{"NOW_SHARE": 0.3}'
  python bench/duel_tune.py --games 20 --out data/duel/tune.json --try ...

The games are fixed by --seed (the same seed, the same games and the same figures on any
machine: the bots count engine steps, not seconds). A candidate that wins clearly is then
written into the modules by hand (and reviewed); --out keeps the trial's figures as a small
JSON record. With `--agora` the games use the Agora expansion.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import bot.engine.registry  # noqa: F401  (declares the games' AI hooks)
from bench.ai import wilson
from bot.engine.ai import make_bot
from bot.engine.core import play
from bot.engine.duel import ai, search
from bot.engine.duel.rules import RULES
from bot.engine.rng import derive_seed

MODULES = (ai, search)


def _target(name: str) -> Any:
    for m in MODULES:
        if hasattr(m, name):
            return m
    raise SystemExit(f"no constant {name!r} in the Duel AI modules")


def _value(old: Any, new: Any) -> Any:
    """JSON keys are strings: a dict keyed by Age (ints) keeps its int keys."""
    if isinstance(old, dict) and isinstance(new, dict):
        merged = dict(old)
        for k, v in new.items():
            key = int(k) if isinstance(next(iter(old), None), int) else k
            merged[key] = v
        return merged
    if isinstance(old, tuple) and isinstance(new, list):
        return tuple(new)
    return new


@contextmanager
def overrides(changes: dict[str, Any]) -> Iterator[None]:
    saved = {}
    for name, new in changes.items():
        m = _target(name)
        saved[name] = (m, getattr(m, name))
        setattr(m, name, _value(getattr(m, name), new))
    try:
        yield
    finally:
        for name, (m, old) in saved.items():
            setattr(m, name, old)


def game(seed: int, candidate_seat: int, changes: dict[str, Any], agora: bool) -> float:
    """One game, the candidate's weights in one seat: its share of the win."""
    s = RULES.new_game(2, seed, {"agora": True} if agora else {})
    step = 0
    while RULES.outcome(s) is None:
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        bot = make_bot("hard", seed=derive_seed(seed, step, "tune"))
        if seat == candidate_seat:
            with overrides(changes):
                move = bot.choose(RULES, RULES.view(s, seat), seat, legal)
        else:
            move = bot.choose(RULES, RULES.view(s, seat), seat, legal)
        s, _ = play(RULES, s, seat, move)
        step += 1
    out = RULES.outcome(s)
    assert out is not None
    return 1.0 / len(out.winners) if candidate_seat in out.winners else 0.0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--try", dest="tries", action="append", default=[], help="JSON overrides")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=30)
    ap.add_argument("--agora", action="store_true")
    ap.add_argument("--out", default=None, help="a JSON file for the figures")
    args = ap.parse_args(argv)
    record = []
    for raw in args.tries:
        changes = json.loads(raw)
        wins = 0.0
        for g in range(args.games):
            seed = derive_seed(args.seed, g, "duel-tune") % (1 << 31)
            wins += game(seed, g % 2, changes, args.agora)
        lo, hi = wilson(wins, args.games)
        print(
            f"{raw}: won {wins:.1f}/{args.games} = {wins / args.games:.1%} "
            f"[95% {lo:.1%}..{hi:.1%}] against the current weights",
            flush=True,
        )
        record.append({"try": changes, "games": args.games, "wins": wins, "seed": args.seed})
    if args.out:
        Path(args.out).write_text(json.dumps(record, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
