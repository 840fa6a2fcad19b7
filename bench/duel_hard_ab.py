"""Paired A/B games for the Duel `hard` bot: bench/ai.py's arena games (the same seeds, seats and
opponents), each kept as a JSON line, so that a long trial can run in several pieces (and
processes) and two variants are compared game by game.

  python bench/duel_hard_ab.py play --vs medium --first 0 --games 15 --out /tmp/a.jsonl \
      [--agora] [--try '{"SHARP_PURSE": 0.0}']
  python bench/duel_hard_ab.py report /tmp/a.jsonl [/tmp/b.jsonl]

`play` runs the games with the hard evaluation's constants overridden (as bench/duelbot_trial.py
does) and appends one line per game: its index, the hero's share of the win, its discards and
its CPU seconds per decision. `report` prints a file's total with its Wilson 95% interval and
the hero's CPU median and p99; given two files it also counts, on the games both played, how
many the second won that the first lost and the reverse. The bots count engine steps, never
seconds: the same game gives the same moves on any machine, under any load.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ai import Arena, play_one, wilson
from bench.duel_tune import overrides


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def play(args: argparse.Namespace) -> int:
    arena = Arena("duel", 2, (("agora", True),) if args.agora else (), "hard", args.vs)
    change = json.loads(args.change)
    with overrides(change), open(args.out, "a", encoding="utf-8") as out:
        for g in range(args.first, args.first + args.games):
            m = play_one(arena, g)
            row = {
                "game": g,
                "vs": args.vs,
                "agora": args.agora,
                "try": change,
                "score": m.score,
                "finished": m.finished,
                "cause": m.cause,
                "discards": m.hero_discards,
                "their_discards": m.their_discards,
                "cpu": [round(c, 4) for c in m.hero_cpu],
            }
            out.write(json.dumps(row) + "\n")
            out.flush()
            print(f"game {g}: {m.score:.1f} ({m.cause}, discards {m.hero_discards})", flush=True)
    return 0


def _load(path: str) -> dict[int, dict]:
    rows: dict[int, dict] = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            rows[row["game"]] = row
    return rows


def _summary(path: str, rows: dict[int, dict]) -> None:
    wins = sum(r["score"] for r in rows.values())
    n = len(rows)
    lo, hi = wilson(wins, n) if n else (0.0, 0.0)
    cpu = [c for r in rows.values() for c in r["cpu"]]
    disc = sum(r["discards"] for r in rows.values()) / max(1, n)
    print(
        f"{path}: won {wins:.1f}/{n} [95% {lo:.1%}..{hi:.1%}]; discards/game {disc:.1f}; "
        f"CPU median {_pct(cpu, 0.5):.2f} s p99 {_pct(cpu, 0.99):.2f} s ({len(cpu)} decisions)"
    )


def report(args: argparse.Namespace) -> int:
    tables = [(p, _load(p)) for p in args.files]
    for path, rows in tables:
        _summary(path, rows)
    if len(tables) == 2:
        (_, a), (_, b) = tables
        both = sorted(set(a) & set(b))
        gained = [g for g in both if b[g]["score"] > a[g]["score"]]
        lost = [g for g in both if b[g]["score"] < a[g]["score"]]
        sa = sum(a[g]["score"] for g in both)
        sb = sum(b[g]["score"] for g in both)
        print(
            f"on the {len(both)} games both played: {sa:.1f} then {sb:.1f}; "
            f"the second won {len(gained)} the first lost {gained}, lost {len(lost)} {lost}"
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play")
    p.add_argument("--try", dest="change", default="{}", help="JSON overrides")
    p.add_argument("--vs", default="medium")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--first", type=int, default=0, help="the first arena game's index")
    p.add_argument("--agora", action="store_true")
    p.add_argument("--out", required=True)
    r = sub.add_parser("report")
    r.add_argument("files", nargs="+")
    args = ap.parse_args(argv)
    return play(args) if args.cmd == "play" else report(args)


if __name__ == "__main__":
    raise SystemExit(main())
