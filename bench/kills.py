"""Kill tests of issue 28: SIGKILL a bot process again and again, on each store, and count
what the kills broke. Every count should be 0.

Run:  .venv/bin/python bench/kills.py [--kills 60] [--stores sqlite,postgres]
          [--pg postgresql://...] [--seed 1] [--json figures.json] [--split]

A child process (bench/kill_child.py) plays clocked Tokens and Duel tables, takes moves back,
lets the turn clock remind and move for absent players, and starts daily challenges, on one
database and a fake clock the parent keeps moving forward across restarts. Each child dies
by SIGKILL at a point chosen in turn:

    after_save      right after the Nth save committed (a move, an undo, a clock's turn, a start)
    between_writes  inside a save's (or create's) transaction, the clock's rows and notes
                    written, not committed
    during_stage    right after a deadline's stage was claimed, before the reminder is handed
                    back or the clock's turn is saved (every other time: a timeout's claim)
    after_create    right after a create committed (a new table, or a challenge with its attempt)
    random          whenever the parent's timer says, a random 0.1-2 s into the child's work

and the next child carries on with the same database. After each kill, and at the end (after
a last child has run 30 steps unkilled, past every claim's lease), the parent reads the
store with a connection of its own and counts:

    missing deadlines     an active clocked game where a person owes a move with no deadline
                          row for that person (the workload never pauses a clock)
    stages fired twice    a reminder stage claimed twice, or a timeout claimed again (or its
                          turn played again) after the clock's turn for it was saved; a timeout
                          claimed again after its lease because its turn was never saved is
                          legitimate, and shown apart
    challenge games without attempt
                          a challenge game (or its kept result) with no attempt row for it
    attempts without game an attempt row for a game that is not there
    starts lost           an acknowledged table or challenge start that is not stored
    moves lost            an acknowledged move (or undo) that is not stored as acknowledged
    moves doubled         a stored move of a person's seat that no act asked for at that
                          number and no clock turn's note names (an act written twice, or a
                          clock turn saved without its note), or a move acknowledged twice
    replay divergences    a game whose seed and live moves (undos left out) do not replay to
                          the state the store holds
    stuck claims          (at the end) a claimed timeout whose lease ran out and nobody redid
    child errors          a child that ended otherwise than as planned (its stderr is shown)

PostgreSQL: --pg, else TABULA_TEST_DATABASE_URL (`eval "$(bash .ci/postgres start)"`); the run
gets a schema of its own, dropped afterwards. SQLite: a file in a temporary folder.

--split makes the children write as the store did before issue 28 (the game and its moves in
one transaction, its deadlines, notes and attempt in another), to show what the counts catch.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import sqlite3
import sys
import tempfile
import time
import uuid
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import asyncpg  # noqa: E402

from bot.engine.core import replay  # noqa: E402
from bot.engine.registry import get_rules, load_plugins  # noqa: E402
from bot.store.base import GameStatus, MoveRecord  # noqa: E402
from bot.store.compact import unpack  # noqa: E402
from bot.table.clock import CLAIMED, CLOCK_MOVE, TIMEOUT  # noqa: E402
from bot.table.undo import live, undone_by  # noqa: E402

CHILD = Path(__file__).with_name("kill_child.py")
START = 1_750_000_000.0  # the fake clock's first time (the children move it on)
POINTS = ("after_save", "between_writes", "during_stage", "after_create", "random")
RANGE = {"after_save": (1, 25), "between_writes": (1, 25), "after_create": (1, 3)}
STAGE_ANY, STAGE_TIMEOUT = (1, 4), (1, 2)  # during_stage: claims of any stage, of timeouts
RANDOM_S = (0.1, 2.0)  # a random kill this long after the child said it was ready
LIMIT_S = 30.0  # a chosen point not reached by then: the parent kills (counted as `fallback`)
SETTLE_STEPS = 30  # the last child's unkilled steps: 150 minutes, past every lease
PG_ENV = "TABULA_TEST_DATABASE_URL"
COUNTS = (
    "missing deadlines",
    "stages fired twice",
    "challenge games without attempt",
    "attempts without game",
    "starts lost",
    "moves lost",
    "moves doubled",
    "replay divergences",
    "stuck claims",
    "child errors",
)


# -- what the children said -------------------------------------------------------------------


@dataclass
class Facts:
    """Every line of every child, gathered by kind."""

    tries: dict[tuple[int, int], list[tuple[int, str]]] = field(default_factory=dict)
    acks: list[tuple[int, int, int, str]] = field(default_factory=list)
    undo_tries: dict[tuple[int, int], list[int]] = field(default_factory=dict)
    undo_acks: list[tuple[int, int, int]] = field(default_factory=list)
    creates: list[int] = field(default_factory=list)
    challenges: list[tuple[str, int, int]] = field(default_factory=list)
    # (channel, seat, since_seq, started_at, stage) -> times it was claimed
    fired: dict[tuple[int, int, int, float, int], list[float]] = field(default_factory=dict)
    said: Counter[str] = field(default_factory=Counter)
    time: float = START

    def take(self, line: str) -> None:
        f = line.split()
        if not f:
            return
        kind = f[0] if f[0] not in ("try", "ack") else f"{f[0]} {f[1]}"
        self.said[kind if kind != "notice" else f"notice {f[1]}"] += 1
        if kind in ("time", "ready"):
            self.time = max(self.time, float(f[1]))
        elif kind == "try move":
            self.tries.setdefault((int(f[2]), int(f[3])), []).append((int(f[4]), f[5]))
        elif kind == "ack move":
            self.acks.append((int(f[2]), int(f[3]), int(f[4]), f[5]))
        elif kind == "try undo":
            self.undo_tries.setdefault((int(f[2]), int(f[3])), []).append(int(f[4]))
        elif kind == "ack undo":
            self.undo_acks.append((int(f[2]), int(f[3]), int(f[4])))
        elif kind == "ack create":
            self.creates.append(int(f[2]))
        elif kind == "ack challenge":
            self.challenges.append((f[2], int(f[3]), int(f[4])))
        elif kind == "fired":
            key = (int(f[1]), int(f[2]), int(f[3]), float(f[4]), int(f[5]))
            self.fired.setdefault(key, []).append(float(f[6]))


# -- what the store holds ---------------------------------------------------------------------


@dataclass
class Game:
    channel: int
    game_key: str
    status: str
    version: int
    seed: int
    options: dict[str, Any]
    state: Any
    created_by: int
    created_at: float
    challenge: str
    seats: dict[int, tuple[int | None, bool, str]] = field(default_factory=dict)
    moves: list[MoveRecord] = field(default_factory=list)
    deadlines: dict[int, tuple[int, int, float]] = field(default_factory=dict)  # user, stage, at
    clock: tuple[int, float] | None = None  # seconds, game_since
    clock_moves: list[tuple[int, int, float, int]] = field(default_factory=list)  # seq..upto


@dataclass
class Snapshot:
    games: dict[int, Game]
    attempts: dict[tuple[str, int], tuple[int, float]]  # (challenge, user) -> channel, start
    results: list[tuple[int, str, float, int]]  # challenge results: channel, key, start, user


QUERIES = {
    "games": "SELECT channel_id, game_key, status, version, seed, options_json, state_json,"
    " created_by, created_at, challenge FROM games",
    "seats": "SELECT channel_id, seat, user_id, is_bot, name FROM seats",
    "moves": "SELECT channel_id, seq, seat, token FROM moves ORDER BY channel_id, seq",
    "deadlines": "SELECT channel_id, seat, user_id, stage, next_at FROM deadlines",
    "clocks": "SELECT channel_id, seconds, game_since FROM clocks",
    "notes": "SELECT channel_id, game_since, seq, at, key, params_json FROM table_log",
    "attempts": "SELECT challenge, user_id, channel_id, started_at FROM challenge_attempts",
    # an ended game's moves live in its result (bot/store/compact.py), no longer in `moves`
    "ended_moves": "SELECT channel_id, started_at, moves_z FROM results WHERE moves_z IS NOT NULL",
    "results": "SELECT r.channel_id, r.challenge, r.started_at, s.user_id FROM results r"
    " JOIN result_seats s ON s.result_id = r.id"
    " WHERE r.challenge <> '' AND s.user_id IS NOT NULL",
}


async def read_rows(db: str) -> dict[str, list[tuple[Any, ...]]]:
    """Every row the checks need, read in one snapshot, past the store's code."""
    if db.startswith("postgres"):
        conn = await asyncpg.connect(db)
        try:
            async with conn.transaction(isolation="repeatable_read", readonly=True):
                return {k: [tuple(r) for r in await conn.fetch(q)] for k, q in QUERIES.items()}
        finally:
            await conn.close()
    lite = sqlite3.connect(db)
    try:
        lite.execute("BEGIN")
        return {k: lite.execute(q).fetchall() for k, q in QUERIES.items()}
    finally:
        lite.close()


async def snapshot(db: str) -> Snapshot:
    rows = await read_rows(db)
    games = {
        r[0]: Game(
            r[0],
            r[1],
            r[2],
            r[3],
            r[4],
            json.loads(r[5]),
            json.loads(r[6]) if r[6] is not None else None,
            r[7],
            r[8],
            r[9],
        )
        for r in rows["games"]
    }
    for ch, seat, user, is_bot, name in rows["seats"]:
        games[ch].seats[seat] = (user, bool(is_bot), name)
    for ch, seq, seat, token in rows["moves"]:
        games[ch].moves.append(MoveRecord(seq, seat, token, []))
    for ch, started, packed in rows["ended_moves"]:
        game = games.get(ch)
        if game is not None and game.created_at == started and not game.moves:
            game.moves = [MoveRecord(m[0], m[1], m[2], []) for m in unpack(packed)]
    for ch, seat, user, stage, next_at in rows["deadlines"]:
        if ch in games:
            games[ch].deadlines[seat] = (user, stage, next_at)
    for ch, seconds, since in rows["clocks"]:
        if ch in games:
            games[ch].clock = (seconds, since)
    for ch, since, seq, at, key, params in rows["notes"]:
        game = games.get(ch)
        if game is None or key != CLOCK_MOVE or since != game.created_at:
            continue
        p = json.loads(params)
        seat = int(str(p["name"]).removeprefix("p"))  # the workload names seat n "pn"
        game.clock_moves.append((seq, int(p.get("upto", seq)), at, seat))
    attempts = {(r[0], r[1]): (r[2], r[3]) for r in rows["attempts"]}
    results = [(r[0], r[1], r[2], r[3]) for r in rows["results"]]
    return Snapshot(games, attempts, results)


# -- the checks -------------------------------------------------------------------------------


class Checker:
    """Counts the problems of a snapshot against what the children said; a problem found
    again after a later kill is the same problem (each is named, and counted once)."""

    def __init__(self) -> None:
        self.found: dict[str, set[Any]] = {name: set() for name in COUNTS}
        self.refired: set[Any] = set()  # timeouts claimed again after their lease: legitimate
        self._replayed: dict[tuple[int, int], bool] = {}

    def counts(self) -> dict[str, int]:
        return {name: len(found) for name, found in self.found.items()}

    def check(self, snap: Snapshot, facts: Facts, *, final_time: float | None = None) -> None:
        add = self.found
        for game in snap.games.values():
            add["missing deadlines"] |= set(missing_deadlines(game))
            add["replay divergences"] |= set(self.diverged(game))
            add["moves doubled"] |= set(unasked_moves(game, facts))
            if final_time is not None:
                add["stuck claims"] |= {
                    (game.channel, seat)
                    for seat, (_, stage, at) in game.deadlines.items()
                    if stage >= CLAIMED and at <= final_time
                }
        twice, again = fired_twice(snap, facts)
        add["stages fired twice"] |= twice
        self.refired |= again
        challenges, orphans, lost = attempts_of(snap, facts)
        add["challenge games without attempt"] |= challenges
        add["attempts without game"] |= orphans
        add["starts lost"] |= lost
        add["moves lost"] |= set(lost_moves(snap, facts))
        twice_acked = Counter((ch, seq) for ch, seq, _, _ in facts.acks)
        add["moves doubled"] |= {("acked twice", k) for k, n in twice_acked.items() if n > 1}

    def diverged(self, game: Game) -> Iterable[Any]:
        if game.status not in (GameStatus.ACTIVE, GameStatus.FINISHED) or game.state is None:
            return
        key = (game.channel, game.version)
        if key not in self._replayed:
            rules = get_rules(game.game_key)
            moves = [(m.seat, m.token) for m in live(game.moves)]
            try:
                state = replay(rules, len(game.seats), game.seed, game.options, moves)
                again = json.loads(json.dumps(rules.to_json(state)))
                self._replayed[key] = again == game.state
            except Exception as e:  # a move the replay refuses is a divergence too
                print(f"  replay of channel {game.channel} failed: {e!r}", file=sys.stderr)
                self._replayed[key] = False
        if not self._replayed[key]:
            yield key


def missing_deadlines(game: Game) -> Iterable[Any]:
    """Each person owing a move in an active clocked game has a deadline row."""
    if game.status != GameStatus.ACTIVE or game.state is None or game.clock is None:
        return
    seconds, since = game.clock
    if seconds <= 0 or since != game.created_at:
        return
    state = get_rules(game.game_key).from_json(game.state)
    for seat in sorted(get_rules(game.game_key).to_move(state)):
        user, is_bot, _ = game.seats[seat]
        if is_bot or user is None:
            continue
        row = game.deadlines.get(seat)
        if row is None or row[0] != user:
            yield (game.channel, game.version, seat)


def fired_twice(snap: Snapshot, facts: Facts) -> tuple[set[Any], set[Any]]:
    """Stages claimed twice: a reminder ever; a timeout once its turn was saved (each saved
    clock turn is put down to the seat's latest timeout claimed by then). Also the timeouts
    claimed again before any save of theirs: after a kill, once the lease ran out (fine)."""
    twice: set[Any] = set()
    again: set[Any] = set()
    timeouts: dict[tuple[int, int], list[tuple[float, tuple[Any, ...]]]] = defaultdict(list)
    for key, times in facts.fired.items():
        ch, seat, _, _, stage = key
        if stage != TIMEOUT:
            twice |= {(key, t) for t in sorted(times)[1:]}
        else:
            timeouts[(ch, seat)].append((min(times), key))
    for (ch, seat), claimed in timeouts.items():
        found = snap.games.get(ch)
        saved: dict[tuple[Any, ...], list[float]] = defaultdict(list)
        for seq, _, at, whose in found.clock_moves if found is not None else ():
            if whose != seat:
                continue
            before = [(t, key) for t, key in claimed if t <= at and key[2] < seq]
            if before:
                saved[max(before)[1]].append(at)
        for _, key in claimed:
            times = sorted(facts.fired[key])
            turns = sorted(saved.get(key, []))
            twice |= {(key, "turn", at) for at in turns[1:]}
            for t in times[1:]:
                if turns and t > turns[0]:
                    twice.add((key, t))
                else:
                    again.add((key, t))
    return twice, again


def attempts_of(snap: Snapshot, facts: Facts) -> tuple[set[Any], set[Any], set[Any]]:
    """Challenge games (and their results) without their attempt; attempts without their
    game; acknowledged starts that are not stored."""
    without: set[Any] = set()
    for game in snap.games.values():
        if game.challenge:
            found = snap.attempts.get((game.challenge, game.created_by))
            if found != (game.channel, game.created_at):
                without.add((game.channel, game.created_at))
    kept = {(ch, start) for ch, _, start, _ in snap.results}
    for ch, key, start, user in snap.results:
        if snap.attempts.get((key, user)) != (ch, start):
            without.add((ch, start))
    games = {(g.channel, g.created_at) for g in snap.games.values()}
    orphans = {key for key, where in snap.attempts.items() if where not in games | kept}
    lost: set[Any] = {("table", ch) for ch in facts.creates if ch not in snap.games}
    results = {(ch, key, user) for ch, key, _, user in snap.results}
    for key, user, ch in facts.challenges:
        stored = snap.games.get(ch)
        here = stored is not None and (stored.challenge, stored.created_by) == (key, user)
        if not here and (ch, key, user) not in results:
            lost.add(("challenge", ch))
    return without, orphans, lost


def lost_moves(snap: Snapshot, facts: Facts) -> Iterable[Any]:
    stored = {(g.channel, m.seq): (m.seat, m.token) for g in snap.games.values() for m in g.moves}
    for ch, seq, seat, token in facts.acks:
        if stored.get((ch, seq)) != (seat, token):
            yield ("move", ch, seq)
    for ch, seq, target in facts.undo_acks:
        if stored.get((ch, seq), (None, ""))[1] != f"@undo:{target}":
            yield ("undo", ch, seq)


def unasked_moves(game: Game, facts: Facts) -> Iterable[Any]:
    """Stored moves that no act, undo, clock turn or bot made at that number."""
    for m in game.moves:
        target = undone_by(m.token)
        if target is not None:
            if target not in facts.undo_tries.get((game.channel, m.seq), []):
                yield (game.channel, m.seq)
            continue
        if any(seq <= m.seq <= upto for seq, upto, _, _ in game.clock_moves):
            continue  # the clock's turn for an absent player
        _, is_bot, _ = game.seats.get(m.seat, (None, True, ""))
        if is_bot:
            continue  # a seat the clock handed to its bot
        if (m.seat, m.token) not in facts.tries.get((game.channel, m.seq), []):
            yield (game.channel, m.seq)


# -- the runs ---------------------------------------------------------------------------------


@dataclass
class Run:
    point: str
    killed: str  # the point it died at, "fallback", "done", or "error"
    lines: int
    seconds: float


async def run_child(
    db: str,
    facts: Facts,
    kill_at: str,
    seed: int,
    log: Path,
    *,
    delay: float = 0.0,
    steps: int | None = None,
    split: str = "",
) -> tuple[str, int]:
    """One child, until it dies (or ends, with `steps`): how it ended, and its exit code.
    Without `kill_at` the parent kills it `delay` seconds after it said it was ready."""
    point = kill_at.partition(":")[0] if kill_at else "random"
    env = {**os.environ, "KILL_AT": kill_at if point != "random" else "", "SPLIT": split}
    args = ["--db", db, "--start", repr(facts.time + 1), "--seed", str(seed)]
    if steps is not None:
        args += ["--steps", str(steps)]
        env["KILL_AT"] = ""
    with log.open("wb") as err:
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            str(CHILD),
            *args,
            cwd=ROOT,
            env=env,
            stdout=asyncio.subprocess.PIPE,
            stderr=err,
            start_new_session=True,  # its own process group: whatever it leaves is ours to end
        )
        assert proc.stdout is not None
        ended = "error"
        limit = time.monotonic() + (LIMIT_S if steps is None else 10 * LIMIT_S)
        try:
            while True:
                try:
                    line = await asyncio.wait_for(
                        proc.stdout.readline(), max(0.0, limit - time.monotonic())
                    )
                except TimeoutError:
                    ended = "random" if point == "random" else "fallback"
                    limit = float("inf")
                    with contextlib.suppress(ProcessLookupError):  # it may have just died
                        proc.kill()
                    continue
                if not line:
                    break
                if not line.endswith(b"\n"):
                    continue  # cut short by the kill
                text = line.decode()
                facts.take(text)
                if text.startswith("ready") and point == "random" and steps is None:
                    limit = time.monotonic() + delay
                elif text.startswith("dying"):
                    ended = point
                elif text.startswith("done"):
                    ended = "done"
            code = await proc.wait()
        finally:
            if proc.returncode is None:
                with contextlib.suppress(ProcessLookupError):
                    proc.kill()
                await proc.wait()
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)  # anything the child left behind
    expected = 0 if steps is not None else -signal.SIGKILL
    if code != expected or ended == "error":
        ended = "error"
    return ended, code


async def bench_store(
    kind: str, db: str, kills: int, seed: int, tmp: Path, *, split: bool = False
) -> dict[str, Any]:
    facts = Facts()
    checker = Checker()
    done: Counter[str] = Counter()
    errors: list[str] = []
    r = random.Random(seed)
    began = time.monotonic()
    for i in range(kills + 1):
        last = i == kills
        point = POINTS[i % len(POINTS)]
        if point == "random":
            kill_at = ""
        elif point == "during_stage":
            lo, hi = STAGE_TIMEOUT if i % 2 else STAGE_ANY
            kill_at = f"{point}:{r.randint(lo, hi)}:{'timeout' if i % 2 else 'any'}"
        else:
            kill_at = f"{point}:{r.randint(*RANGE[point])}"
        log = tmp / f"{kind}-{i}.stderr"
        ended, code = await run_child(
            db,
            facts,
            kill_at,
            seed * 10_000 + i,
            log,
            delay=r.uniform(*RANDOM_S),
            steps=SETTLE_STEPS if last else None,
            split="1" if split else "",
        )
        if ended == "error":
            tail = log.read_text(errors="replace")[-3000:]
            errors.append(f"run {i} ({kill_at or 'random'}): exit {code}\n{tail}")
            checker.found["child errors"].add(i)
        elif not last:
            done[ended] += 1
        snap = await snapshot(db)
        checker.check(snap, facts, final_time=facts.time if last else None)
    return {
        "store": kind,
        "kills": dict(done),
        "counts": checker.counts(),
        "refired after lease": len(checker.refired),
        "said": dict(facts.said),
        "games": len(snap.games),
        "seconds": round(time.monotonic() - began, 1),
        "errors": errors,
    }


def print_figures(fig: dict[str, Any]) -> None:
    said = fig["said"]
    print(f"\n== {fig['store']}: {sum(fig['kills'].values())} kills in {fig['seconds']} s ==")
    print(
        f"{said.get('ack move', 0)} moves and {said.get('ack undo', 0)} undos acknowledged,"
        f" {said.get('time', 0)} clock steps, {said.get('fired', 0)} stages claimed"
        f" ({said.get('notice reminder', 0)} reminders and {said.get('notice clock_move', 0)}"
        f" clock turns handed back), {said.get('ack create', 0)} tables and"
        f" {said.get('ack challenge', 0)} challenges started, {fig['games']} games stored"
    )
    print(f"{'kill point':<34}{'kills':>6}")
    for point in (*POINTS, "fallback"):
        print(f"{point:<34}{fig['kills'].get(point, 0):>6}")
    print(f"{'count':<34}{'':>6}")
    for name in COUNTS:
        print(f"{name:<34}{fig['counts'][name]:>6}")
    print(f"{'(timeouts fired again after lease)':<34}{fig['refired after lease']:>6}")
    for error in fig["errors"]:
        print(error, file=sys.stderr)


def with_query(url: str, **params: str) -> str:
    extra = "&".join(f"{k}={v}" for k, v in params.items())
    return f"{url}{'&' if '?' in url else '?'}{extra}"


async def main(args: argparse.Namespace) -> list[dict[str, Any]]:
    load_plugins("tests.support.plugin")
    figures = []
    with tempfile.TemporaryDirectory(prefix="tabula-kills-") as tmp_name:
        tmp = Path(tmp_name)
        for kind in args.stores.split(","):
            if kind == "sqlite":
                db = str(tmp / "kills.sqlite3")
                fig = await bench_store(kind, db, args.kills, args.seed, tmp, split=args.split)
            elif kind == "postgres":
                url = args.pg or os.environ.get(PG_ENV, "").strip()
                if not url:
                    raise SystemExit(f"postgres: give --pg or set {PG_ENV}")
                schema = f"tabula_kills_{uuid.uuid4().hex[:12]}"
                conn = await asyncpg.connect(url)
                await conn.execute(f'CREATE SCHEMA "{schema}"')
                try:
                    db = with_query(url, search_path=schema)
                    fig = await bench_store(kind, db, args.kills, args.seed, tmp, split=args.split)
                finally:
                    await conn.execute(f'DROP SCHEMA "{schema}" CASCADE')
                    await conn.close()
            else:
                raise SystemExit(f"unknown store {kind!r}: sqlite or postgres")
            print_figures(fig)
            figures.append(fig)
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2))
    return figures


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--kills", type=int, default=60, help="kills per store")
    parser.add_argument("--stores", default="sqlite,postgres")
    parser.add_argument("--pg", default="", help=f"a postgresql:// URL (default: ${PG_ENV})")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", default="", help="also write the figures to this file")
    parser.add_argument(
        "--split",
        action="store_true",
        help="write as before issue 28 (the clock's rows apart from the game): nonzero counts",
    )
    asyncio.run(main(parser.parse_args()))
