"""Bot arenas: one level against another, per game and option set, with Wilson 95% intervals.

Run from the project root:
  python bench/ai.py duel --hero hard --vs random --games 20
  python bench/ai.py wonders --players 3 --opt leaders=true --hero hard --vs easy --games 10
  python bench/ai.py catan --players 4 --opt ck=true --hero hard --vs random --games 8
  python bench/ai.py duel --opt agora=true --hero hard --vs hard0 --games 40
  python bench/ai.py wonders --players 5 --hero medium --vs greedy --games 20
  python bench/ai.py tta --opt variant=dummy --hero hard --games 20   (solo: no opponents)
  python bench/ai.py --table [--games N] [game]  (every row of issues 12 and 30's targets)
  python bench/ai.py --table --duel [--games N]  (issue 30's Duel rows only: ladder and hard0)
  python bench/ai.py --table --issue30 --record bench/results [--games N] [game]
      (issue 30's rows only; every game is kept in bench/results/<row>.jsonl with a fingerprint
      of the code that played it, and a later run with the same code plays only the games a
      row still lacks: a long table is built over several runs, and printed from all of them)
  python bench/ai.py --report --record bench/results [game]
      (issue 30's rows printed from the games kept for the current code; nothing is played)

Each row of issue 30 ends with its target and a verdict: `met` when the whole 95% interval is
at or above the target, `missed` when the whole interval is below it, else `on course` or
`short` by the point estimate. The 2-player 7 Wonders rows (Free City) take first place >= 75%:
twice the fair share of 2 players would be every game.

`hard0` is the Duel `hard` bot as it was before issue 30, frozen in bench/frozen/ (Duel only).
`greedy` is a bench-only opponent for 7 Wonders (bench/greedy_wonders.py): each step, the move
with the most immediate points and production, never a discard while a build is affordable.

One seat is the hero; every other seat plays at the opponents' level. The hero's seat moves
round the table from game to game, so every seat is played equally often. A win counts 1, a
win shared by k seats counts 1/k (a shared first place in 7 Wonders is a first place shared).
A solo game (Through the Ages) has no opponents: a win is the variant's verdict, and the line
also counts the verdicts and prints the quartiles of the hero's culture. The hero's decision
times (median and p99, in seconds of this machine) are printed too, and the opponents' when
asked (`--their-times`); beside them the same in CPU seconds of the deciding
process, which is what the decision would take on a quiet machine when others share the cores.
Games run in a process pool (`--jobs`, default 1: with 2 cores a second job makes every
decision slower, and the times are what they are under that load).
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import math
import sys
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.frozen.duel_ai_start import Hard0Bot
from bot.engine.ai import LEVELS, make_bot
from bot.engine.core import Rules, play, resolve_options
from bot.engine.registry import REGISTRY
from bot.engine.rng import derive_seed

MAX_STEPS = 30_000  # a game longer than this is reported as unfinished


@dataclass
class Match:
    """What one game of an arena produced."""

    seed: int
    hero: int
    players: int
    score: float  # the hero's share of the win (0, 1/k or 1)
    finished: bool
    hero_times: list[float] = field(default_factory=list)
    hero_cpu: list[float] = field(default_factory=list)
    their_times: list[float] = field(default_factory=list)
    reason: str = ""
    points: int = 0  # the hero's score (a solo game: its culture)
    cause: str = ""  # the outcome's cause (a solo game's verdict: beat_dummy, overrun...)
    hero_discards: int = 0  # Age cards (or leaders) the hero's seat discarded for coins
    their_discards: int = 0  # the same, all the other seats together


@dataclass(frozen=True)
class Arena:
    key: str
    players: int
    options: tuple[tuple[str, Any], ...]
    hero: str
    vs: str
    budget: float | None = None

    def label(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options if v not in (False, None))
        return f"{self.key} {self.players}p{' ' + opts if opts else ''}"


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (wins may be fractional for shared wins)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    scale = 1 + z * z / n
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def play_one(arena: Arena, game: int) -> Match:
    """One seeded game of the arena, every seat a bot, every move through play()."""
    rules: Rules = REGISTRY[arena.key]
    seed = derive_seed(game, arena.players, f"arena:{arena.key}") % (1 << 31)
    hero = game % arena.players
    s = rules.new_game(arena.players, seed, resolve_options(rules.options, dict(arena.options)))
    match = Match(seed, hero, arena.players, 0.0, False)
    for step in range(MAX_STEPS):
        out = rules.outcome(s)
        if out is not None:
            match.finished = True
            match.reason = out.reason
            match.points = out.scores[hero]
            match.cause = out.cause
            if hero in out.winners:
                match.score = 1.0 / len(out.winners)
            return match
        seat = min(rules.to_move(s))
        level = arena.hero if seat == hero else arena.vs
        bot = bench_bot(arena.key, level, derive_seed(seed, step, "arena-bot"), arena.budget)
        legal = rules.legal_actions(s, seat)
        view = rules.view(s, seat)
        t0, c0 = time.perf_counter(), time.process_time()
        action = bot.choose(rules, view, seat, legal)
        spent, cpu = time.perf_counter() - t0, time.process_time() - c0
        if len(legal) > 1:
            (match.hero_times if seat == hero else match.their_times).append(spent)
            if seat == hero:
                match.hero_cpu.append(cpu)
        if action.kind == "discard" and action.args[-1:] != ("fc",):
            if seat == hero:
                match.hero_discards += 1
            else:
                match.their_discards += 1
        s, _ = play(rules, s, seat, action)
    return match


BENCH_LEVELS = (*LEVELS, "greedy", "hard0")


def bench_bot(key: str, level: str, seed: int, budget: float | None) -> Any:
    """A level's bot, the bench-only points-greedy 7 Wonders baseline, or the frozen Duel hard."""
    if level == "greedy":
        from bench.greedy_wonders import GreedyWonders

        return GreedyWonders(seed)
    if level == "hard0":
        if key != "duel":
            raise SystemExit("hard0 is the frozen Duel bot: Duel only")
        return Hard0Bot(seed, budget)
    return make_bot(level, seed=seed, budget_s=budget)


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


ROOT = Path(__file__).resolve().parents[1]


def fingerprint(arena: Arena) -> str:
    """A digest of the code and data that decide the arena's games: the shared bot package,
    the game's engine package and data, the bench's own opponents and this file's play_one.
    A recorded game counts only while its fingerprint is the current one."""
    paths = sorted(
        [
            *(ROOT / "bot" / "engine" / "ai").glob("*.py"),
            *(ROOT / "bot" / "engine" / arena.key).glob("*.py"),
            *(p for p in (ROOT / "data" / arena.key).rglob("*") if p.is_file()),
            *(ROOT / "bench" / "frozen").glob("*.py"),
            ROOT / "bench" / "greedy_wonders.py",
            ROOT / "bot" / "engine" / "core.py",
        ]
    )
    digest = hashlib.sha256()
    for path in paths:
        digest.update(str(path.relative_to(ROOT)).encode())
        digest.update(path.read_bytes())
    digest.update(f"{MAX_STEPS}".encode())
    return digest.hexdigest()[:16]


def record_path(folder: Path, arena: Arena) -> Path:
    slug = f"{arena.label()} {arena.hero} vs {arena.vs}".replace(" ", "_").replace(",", "+")
    return folder / f"{slug}.jsonl"


def recorded(folder: Path, arena: Arena, mark: str) -> dict[int, Match]:
    """The games of this arena kept with the current fingerprint, by game number."""
    path = record_path(folder, arena)
    if not path.exists():
        return {}
    out: dict[int, Match] = {}
    for line in path.read_text().splitlines():
        row = json.loads(line)
        if row.get("fingerprint") == mark:
            out[int(row["game"])] = Match(**row["match"])
    return out


def keep(folder: Path, arena: Arena, mark: str, game: int, match: Match) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    row = {"fingerprint": mark, "game": game, "match": dataclasses.asdict(match)}
    with record_path(folder, arena).open("a") as f:
        f.write(json.dumps(row, separators=(",", ":")) + "\n")


def run(
    arena: Arena,
    games: int,
    jobs: int,
    their_times: bool = False,
    every: int = 0,
    record: Path | None = None,
) -> dict[str, Any]:
    """Play the arena's games and print one line of figures; returns them too. With `every`,
    a line "so far" after every that many games (in game order), so a long row cut short
    still says what it had. With `record`, games already kept there by the same code are
    counted, not played again, and every new game is kept as soon as it ends."""
    t0 = time.perf_counter()
    mark = fingerprint(arena) if record is not None else ""
    done = recorded(record, arena, mark) if record is not None else {}
    matches: list[Match] = [done[g] for g in sorted(done) if g < games]
    todo = [g for g in range(games) if g not in done]
    if record is not None and done:
        print(f"  {arena.label()}: {len(matches)} games kept ({mark}), {len(todo)} to play")

    def finished(g: int, m: Match) -> None:
        matches.append(m)
        if record is not None:
            keep(record, arena, mark, g, m)
        if every and len(matches) % every == 0 and len(matches) < games:
            summarize(arena, matches, time.perf_counter() - t0, their_times, "so far ")

    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            for g, m in zip(todo, pool.map(play_one, [arena] * len(todo), todo), strict=True):
                finished(g, m)
    else:
        for g in todo:
            finished(g, play_one(arena, g))
    return summarize(arena, matches, time.perf_counter() - t0, their_times)


def report(arena: Arena, folder: Path) -> dict[str, Any] | None:
    """One row printed from the games kept for the current code, playing none; a row with
    none kept says so (its games were played by older code, or never)."""
    mark = fingerprint(arena)
    done = recorded(folder, arena, mark)
    if not done:
        print(f"{arena.label():<28} {arena.hero:>6} vs {arena.vs:<6} no game kept for this code")
        return None
    return summarize(arena, [done[g] for g in sorted(done)], 0.0, False)


def issue30_pairs() -> list[Arena]:
    """Issue 30's 7 Wonders and Catan rows, each with its pairs of levels."""
    return [
        Arena(key, players, tuple(sorted(opts.items())), hero, vs)
        for rows, pairs in ((WONDERS_ROWS, WONDERS_PAIRS), (CATAN_ROWS, CATAN_PAIRS))
        for key, players, opts in rows
        for hero, vs in pairs
    ]


def issue30_arenas(game: str | None = None) -> list[Arena]:
    """Issue 30's rows only: the Duel ladder and hard0, 7 Wonders hard vs medium and medium vs
    greedy, Catan hard vs medium and medium vs easy, and Through the Ages' levels alone."""
    rows = duel_arenas()
    rows += issue30_pairs()
    rows += solo_arenas(("hard", "medium", "easy"))
    return [a for a in rows if game is None or a.key == game]


# issue 30's targets: the share of first places (or solo wins) a row must reach; the 2-player
# 7 Wonders rows take 75%, since twice the fair share of 2 players would be every game
SOLO_TARGETS = {"dummy": 0.5, "barbarians": 0.3}
PAIR_TARGETS = {
    ("duel", "hard", "medium"): 0.85,
    ("duel", "medium", "easy"): 0.75,
    ("duel", "hard", "hard0"): 0.75,
    ("catan", "hard", "medium"): 0.40,
    ("catan", "medium", "easy"): 0.35,
}


def target(arena: Arena) -> float | None:
    """The share of wins issue 30 asks of the row's hero, or None where it asks only for an
    order (Through the Ages' medium and easy must stay below hard) or asks nothing."""
    if arena.players == 1:
        variant = str(dict(arena.options).get("variant", ""))
        return SOLO_TARGETS.get(variant) if arena.hero == "hard" else None
    if arena.key == "wonders" and (arena.hero, arena.vs) in WONDERS_PAIRS:
        return 0.75 if arena.players == 2 else min(1.0, 2.0 / arena.players)
    return PAIR_TARGETS.get((arena.key, arena.hero, arena.vs))


def verdict(goal: float | None, wins: float, games: int) -> str:
    """Whether a row meets its target: `met` when the whole 95% interval is at or above it,
    `missed` when the whole interval is below it, otherwise where the point estimate lies."""
    if goal is None or games == 0:
        return ""
    lo, hi = wilson(wins, games)
    if lo >= goal:
        state = "met"
    elif hi < goal:
        state = "missed"
    else:
        state = "on course" if wins / games >= goal else "short"
    return f"target {goal:.0%}: {state}"


def summarize(
    arena: Arena, matches: list[Match], wall: float, their_times: bool, prefix: str = ""
) -> dict[str, Any]:
    """Print one row's figures for the matches played so far; return them too."""
    done = [m for m in matches if m.finished]
    wins = sum(m.score for m in done)
    lo, hi = wilson(wins, len(done))
    times = [t for m in done for t in m.hero_times]
    theirs = [t for m in done for t in m.their_times]
    cpu = [t for m in done for t in m.hero_cpu]
    chance = 1.0 / arena.players
    games_done = max(1, len(done))
    hero_discards = sum(m.hero_discards for m in done) / games_done
    their_discards = sum(m.their_discards for m in done) / games_done / max(1, arena.players - 1)
    line = prefix + (
        f"{arena.label():<28} {arena.hero:>6} "
        f"{f'vs {arena.vs:<6} ' if arena.players > 1 else 'alone     '}"
        f"won {wins:5.1f}/{len(done):<3} = {wins / max(1, len(done)):5.1%} "
        f"[95% {lo:5.1%}..{hi:5.1%}] "
        f"{f'(chance {chance:.0%})' if arena.players > 1 else '(solo)'}  "
        f"{arena.hero} s/decision median {_pct(times, 0.5):.3f} p99 {_pct(times, 0.99):.3f} "
        f"(cpu {_pct(cpu, 0.5):.3f} / {_pct(cpu, 0.99):.3f}; {len(times)} decisions)  "
        f"discards/game {arena.hero} {hero_discards:.1f} {arena.vs} {their_discards:.1f}"
    )
    if arena.players == 1:  # a solo game: the verdicts and the score distribution
        line += "\n" + solo_line(done)
    if their_times:
        line += f"  {arena.vs} median {_pct(theirs, 0.5):.3f} p99 {_pct(theirs, 0.99):.3f}"
    goal = verdict(target(arena), wins, len(done))
    if goal:
        line += f"  {goal}"
    if len(done) < len(matches):
        line += f"  UNFINISHED {len(matches) - len(done)}"
    line += f"  [{wall:.0f} s]"
    print(line, flush=True)
    return {
        "arena": arena.label(),
        "wins": wins,
        "games": len(done),
        "interval": (lo, hi),
        "median": _pct(times, 0.5),
        "p99": _pct(times, 0.99),
        "cpu_median": _pct(cpu, 0.5),
        "discards": (hero_discards, their_discards),
        "verdict": goal,
    }


def solo_line(done: list[Match]) -> str:
    """A solo game's verdicts by cause and its scores (culture): quartiles, min and max."""
    causes: dict[str, int] = {}
    for m in done:
        causes[m.cause] = causes.get(m.cause, 0) + 1
    points = sorted(m.points for m in done)
    verdicts = ", ".join(f"{k} {n}" for k, n in sorted(causes.items()))
    if not points:
        return "    no finished game"
    return (
        f"    verdicts: {verdicts}; culture min {points[0]} q1 {_pct(points, 0.25):.0f} "
        f"median {_pct(points, 0.5):.0f} q3 {_pct(points, 0.75):.0f} max {points[-1]}"
    )


def parse_opt(raw: str) -> tuple[str, Any]:
    if "=" not in raw:
        raise argparse.ArgumentTypeError(f"an option is name=value, not {raw!r}")
    name, value = raw.split("=", 1)
    lowered = value.lower()
    parsed: Any = {"true": True, "false": False}.get(lowered, value)
    return name, parsed


# issue 12's table: (game, players, options) rows; each is played hard vs random and hard vs easy
TARGET_ROWS: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("duel", 2, {}),
    ("duel", 2, {"agora": True}),
    ("wonders", 3, {}),
    ("wonders", 3, {"leaders": True}),
    ("wonders", 5, {}),
    ("wonders", 5, {"leaders": True}),
    ("wonders", 2, {}),
    ("catan", 4, {}),
    ("catan", 4, {"ck": True}),
)
# issue 30's solo rows: one seat, a win is the variant's verdict (beating the dummy; surviving
# the barbarians); each is played by hard (and, with --ladder, by every other level)
SOLO_ROWS: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("tta", 1, {"variant": "dummy"}),
    ("tta", 1, {"variant": "barbarians"}),
)


# issue 30's table for 7 Wonders, 3-player rows first: hard against medium bots, medium
# against the points-greedy baseline; the target is first place at least twice the fair share
WONDERS_ROWS: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("wonders", 3, {}),
    ("wonders", 3, {"leaders": True}),
    ("wonders", 2, {}),
    ("wonders", 5, {}),
    ("wonders", 5, {"leaders": True}),
    ("wonders", 7, {}),
    ("wonders", 7, {"leaders": True}),
)
WONDERS_PAIRS = (("hard", "medium"), ("medium", "greedy"))

# issue 30's table for Catan, 4 players, base and Cities & Knights: hard takes first place
# >= 40% against three medium bots, medium >= 35% against three easy ones (fair share 25%)
CATAN_ROWS: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("catan", 4, {}),
    ("catan", 4, {"ck": True}),
)
CATAN_PAIRS = (("hard", "medium"), ("medium", "easy"))

# issue 30's Duel rows: the ladder, and the new hard against the frozen starting hard
DUEL_ROWS: tuple[tuple[str, str], ...] = (
    ("hard", "medium"),
    ("medium", "easy"),
    ("hard", "hard0"),
)


def duel_arenas() -> list[Arena]:
    return [
        Arena("duel", 2, tuple(sorted(opts.items())), hero, vs)
        for opts in ({}, {"agora": True})
        for hero, vs in DUEL_ROWS
    ]


def table_arenas(pairs: Iterable[tuple[str, str]], game: str | None = None) -> list[Arena]:
    rows = [
        Arena(key, players, tuple(sorted(opts.items())), hero, vs)
        for key, players, opts in TARGET_ROWS
        for hero, vs in pairs
    ]
    rows += issue30_pairs()
    rows += duel_arenas()
    return [a for a in rows if game is None or a.key == game]


def solo_arenas(levels: Iterable[str]) -> list[Arena]:
    return [
        Arena(key, players, tuple(sorted(opts.items())), hero, "-")
        for key, players, opts in SOLO_ROWS
        for hero in levels
    ]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("game", nargs="?", choices=sorted(REGISTRY), help="game key")
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--opt", type=parse_opt, action="append", default=[], help="name=value")
    ap.add_argument("--hero", choices=BENCH_LEVELS, default="hard")
    ap.add_argument("--vs", choices=BENCH_LEVELS, default="random")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--budget", type=float, default=None, help="seconds per decision (all bots)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--their-times", action="store_true", help="print the opponents' times too")
    ap.add_argument("--every", type=int, default=0, help="a line so far every N games")
    ap.add_argument("--progress", action="store_true", help="the same as --every 1")
    ap.add_argument(
        "--table", action="store_true", help="every row of issues 12 and 30 (or one game's)"
    )
    ap.add_argument("--duel", action="store_true", help="with --table: issue 30's Duel rows only")
    ap.add_argument(
        "--ladder", action="store_true", help="also medium vs easy and easy vs random per row"
    )
    ap.add_argument("--issue30", action="store_true", help="with --table: issue 30's rows only")
    ap.add_argument(
        "--record", type=Path, default=None, help="a folder that keeps every game (see above)"
    )
    ap.add_argument(
        "--report",
        action="store_true",
        help="with --record: issue 30's rows from the kept games of the current code, none played",
    )
    args = ap.parse_args(argv)
    if args.progress and not args.every:
        args.every = 1
    if args.report:
        if args.record is None:
            ap.error("--report prints what --record kept: name the folder")
        for arena in issue30_arenas(args.game):
            report(arena, args.record)
        return 0
    if args.table and args.issue30:
        for arena in issue30_arenas(args.game):
            run(arena, args.games, args.jobs, args.their_times, args.every, args.record)
        return 0
    if args.table and args.duel:
        for arena in duel_arenas():
            run(arena, args.games, args.jobs, args.their_times, args.every)
        return 0
    if args.table:
        pairs = [("hard", "random"), ("hard", "easy")]
        if args.ladder:
            pairs += [("medium", "easy"), ("easy", "random")]
        for arena in table_arenas(pairs, args.game):
            run(arena, args.games, args.jobs, args.their_times, args.every)
        solo = LEVELS[::-1] if args.ladder else ("hard",)
        for arena in solo_arenas(solo):
            if args.game in (None, arena.key):
                run(arena, args.games, args.jobs, every=args.every)
        return 0
    if args.game is None:
        ap.error("name a game, or ask for --table")
    rules = REGISTRY[args.game]
    players = args.players or rules.min_players
    if not rules.min_players <= players <= rules.max_players:
        ap.error(f"{args.game} is for {rules.min_players} to {rules.max_players} players")
    try:
        resolve_options(rules.options, dict(args.opt))
    except Exception as e:  # the engine's own message says what is wrong
        ap.error(str(e))
    if "greedy" in (args.hero, args.vs) and args.game != "wonders":
        ap.error("the greedy baseline plays 7 Wonders only")
    vs = "-" if players == 1 else args.vs  # a solo game has no opponents: the table's row
    arena = Arena(args.game, players, tuple(sorted(args.opt)), args.hero, vs, args.budget)
    run(arena, args.games, args.jobs, args.their_times, args.every, args.record)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
