"""Many busy tables from several bot processes on one database: throughput, act latency, and
proof that no move was lost or applied twice.

Run:  PYTHONPATH=. python bench/load.py [--channels 200] [--processes 2] [--seconds 30]
          [--pace 2.0] [--stores postgres,sqlite] [--pg postgresql://...]

Each table is a channel in a guild; the guilds are spread over as many shards as there are
processes, and each process (a separate Python, like a bot process running its SHARD_IDS)
plays the people's moves of its own shards' channels through GameService.act, with random
bots in the other seats. A tenth of the channels (--contended) are played by every process
at once, the way a double click or a misconfigured deployment would: those acts carry the
version of the board they were chosen on, as buttons do, so a stale one is refused.

Every process reports each act the service accepted. At the end every game is replayed from
its seed and its move log and compared with the state the store holds, and the accepted acts
are matched one for one with the people's moves in the logs: a lost move (accepted, not in
the log) or a doubled one (in the log twice, or more log moves than acceptances) is counted.

The first seconds hold every table's opening at once (200 new games), so latency is also shown
per 5 s window and after the first one.

PostgreSQL: the URL from --pg, else TABULA_TEST_DATABASE_URL or DATABASE_URL when it is a
postgresql:// one, else a throwaway server started with .ci/postgres (and stopped after).
Each run gets a schema of its own. SQLite: a new file in a temporary folder (one writer at a
time across processes: the comparison shows what PostgreSQL buys).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.engine.core import RuleError, replay  # noqa: E402
from bot.engine.registry import get_rules  # noqa: E402
from bot.shards import Shards  # noqa: E402
from bot.store import ChannelBusy, StoreBusy, open_store  # noqa: E402
from bot.store.base import GameStatus  # noqa: E402
from bot.table.service import GameService  # noqa: E402
from bot.table.undo import live  # noqa: E402

# (game, options, people, random bots): a mix of what servers play
TABLES = (
    ("duel", {}, 2, 0),
    ("wonders", {}, 1, 2),
    ("catan", {}, 2, 1),
    ("duel", {"agora": True}, 1, 1),
)
FIRST_CHANNEL = 10_000
START_S = 4.0  # the processes start and connect first, then all begin playing together
WINDOW_S = 5  # latency is also shown per window of the run: the first holds the warm-up
USERS_PER_CHANNEL = 10  # people of channel c are c * 10 + 1, + 2, ...


def guild_on(shard: int, count: int, n: int) -> int:
    """A guild id that Discord serves on `shard` of `count`; a different one for each n."""
    base = (1_400_000_000_000 << 22) | 4242
    while (base >> 22) % count != shard:
        base += 1 << 22
    return base + (n * count << 22)


@dataclass(frozen=True, slots=True)
class Table:
    channel: int
    guild: int
    game: str
    options: dict[str, Any]
    people: tuple[int, ...]
    bots: int


def plan(channels: int, shards: int) -> list[Table]:
    tables = []
    for i in range(channels):
        game, options, people, bots = TABLES[i % len(TABLES)]
        channel = FIRST_CHANNEL + i
        users = tuple(channel * USERS_PER_CHANNEL + k for k in range(1, people + 1))
        tables.append(Table(channel, guild_on(i % shards, shards, i), game, options, users, bots))
    return tables


async def set_up(url: str, tables: list[Table], seed: int) -> None:
    """Every table created and started, before any process plays."""
    store = open_store(url)
    await store.open()
    try:
        svc = GameService(store, entropy=lambda: str(seed).encode())
        for t in tables:
            first, *others = t.people
            await svc.create(
                t.channel,
                first,
                t.game,
                t.options,
                name=f"p{first}",
                bots=t.bots,
                guild_id=t.guild,
                level="random",
            )
            for user in others:
                await svc.join(t.channel, user, name=f"p{user}")
            record = await store.load(t.channel)
            if record is not None and record.status == GameStatus.LOBBY:
                await svc.start(t.channel, first)
    finally:
        await store.close()


# -- one bot process -------------------------------------------------------------------------


async def play_channel(
    svc: GameService,
    table: Table,
    until: float,
    pace: float,
    r: random.Random,
    out: dict[str, Any],
    acts: int | None = None,
) -> None:
    """The table's people move, one act every `pace` seconds or so, until time is up (or, with
    `acts`, until this process has tried that many acts at the table)."""
    latencies, accepted, refused = out["act_ms"], out["accepted"], out["refused"]
    await asyncio.sleep(r.uniform(0, pace))
    tried = 0
    while time.monotonic() < until and (acts is None or tried < acts):
        tried += 1
        started = time.monotonic()
        for user in r.sample(table.people, len(table.people)):
            try:
                view = await svc.private_view(table.channel, user)
            except (RuleError, ChannelBusy, StoreBusy) as e:
                refused[type(e).__name__ + ":view"] += 1
                continue
            if view.over:
                return
            if not view.choices:
                continue
            token = r.choice(view.choices).token
            t0 = time.perf_counter()
            try:
                update = await svc.act(table.channel, user, token, expected_version=view.version)
            except RuleError as e:
                refused[f"refused:{e.key}"] += 1
            except (ChannelBusy, StoreBusy) as e:
                refused[type(e).__name__] += 1
            else:
                accepted.append([table.channel, view.seat, token, update.version])
            ms = (time.perf_counter() - t0) * 1000
            latencies.append(ms)
            out["when"].append(round(t0 - out["t0"], 3))
            out["by_game"].setdefault(table.game, []).append(ms)
            break
        await asyncio.sleep(max(0.0, pace - (time.monotonic() - started)) * r.uniform(0.5, 1.5))


async def worker(args: argparse.Namespace) -> None:
    tables = plan(args.channels, args.processes)
    shards = Shards(args.processes, (args.worker,))
    contended = {t.channel for t in tables[: args.contended]}
    mine = [t for t in tables if shards.owns(t.guild) or t.channel in contended]
    store = open_store(args.db, pool_size=args.pool)
    await store.open()
    # every process starts playing at the same moment, once all have started and connected
    await asyncio.sleep(max(0.0, args.start_at - time.time()))
    out: dict[str, Any] = {
        "act_ms": [],
        "when": [],  # seconds into the run each act started
        "accepted": [],
        "refused": Counter(),
        "by_game": {},
        "t0": time.perf_counter(),
    }
    try:
        svc = GameService(store)
        r = random.Random(args.seed * 1000 + args.worker)
        until = time.monotonic() + args.seconds
        started, cpu = time.perf_counter(), time.process_time()
        await asyncio.gather(
            *(
                play_channel(svc, t, until, args.pace, random.Random(r.random()), out, args.acts)
                for t in mine
            )
        )
        out["elapsed"] = time.perf_counter() - started
        out["cpu_s"] = time.process_time() - cpu  # this process's own work, its threads too
        out["quiet"] = await quiet_measure(store, args.worker, args.seed)
    finally:
        await store.close()
    out["channels"] = len(mine)
    out["refused"] = dict(out["refused"])
    print(json.dumps(out))


# -- what one act costs, measured quietly ----------------------------------------------------

QUIET_ACTS = 40  # acts per game of the quiet measure, one at a time
QUIET_CHANNEL = 900_000_000  # channels of the quiet measure (beside the run's)


class CountingStore:
    """A store whose calls are counted while `counting` is on (the quiet measure's acts)."""

    def __init__(self, store: Any) -> None:
        self._store = store
        self.counting = False
        self.calls = 0

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._store, name)
        if not callable(found) or name.startswith("_"):
            return found

        async def counted(*args: Any, **kwargs: Any) -> Any:
            if self.counting:
                self.calls += 1
            return await found(*args, **kwargs)

        return counted


async def quiet_measure(store: Any, worker: int, seed: int) -> dict[str, list[float]]:
    """A person's moves through GameService.act one at a time, nothing else running: the store
    calls and the CPU (process time, its threads included) of each act."""
    counting = CountingStore(store)
    svc = GameService(counting, entropy=lambda: str(seed).encode())
    calls: list[float] = []
    cpu_ms: list[float] = []
    r = random.Random(seed)
    for n, (game, options, people, bots) in enumerate(TABLES):
        channel = QUIET_CHANNEL + worker * 100 + n
        users = [channel * USERS_PER_CHANNEL + k for k in range(1, people + 1)]
        await svc.create(channel, users[0], game, options, bots=bots, level="random")
        for user in users[1:]:
            await svc.join(channel, user)
        if (await store.load(channel)).status == GameStatus.LOBBY:
            await svc.start(channel, users[0])
        for _ in range(QUIET_ACTS):
            views = [await svc.private_view(channel, u) for u in users]
            ready = [v for v in views if v.choices and not v.over]
            if not ready:
                break
            view = ready[0]
            token = r.choice(view.choices).token
            user = next(u for u, v in zip(users, views, strict=True) if v is view)
            counting.counting, counting.calls = True, 0
            before = time.process_time()
            await svc.act(channel, user, token, expected_version=view.version)
            cpu_ms.append((time.process_time() - before) * 1000)
            counting.counting = False
            calls.append(counting.calls)
    return {"calls": calls, "cpu_ms": cpu_ms}


# -- the run ---------------------------------------------------------------------------------


async def verify(url: str, tables: list[Table], accepted: list[list[Any]]) -> dict[str, int]:
    """Replay every game and match the accepted acts with the logs, one for one."""
    store = open_store(url)
    await store.open()
    found = Counter[str]()
    try:
        by_channel: dict[int, Counter[tuple[int, int]]] = {}
        for channel, seat, _token, version in accepted:
            by_channel.setdefault(channel, Counter())[(seat, version)] += 1
        for t in tables:
            record = await store.load(t.channel)
            assert record is not None, t.channel
            moves = live(await store.moves(t.channel))
            rules = get_rules(t.game)
            state = replay(
                rules,
                len(record.seats),
                record.seed,
                record.options,
                [(m.seat, m.token) for m in moves],
            )
            if rules.to_json(state) != record.state:
                found["replay differs"] += 1
            humans = {s.seat for s in record.seats if not s.is_bot}
            people_moves = sum(1 for m in moves if m.seat in humans)
            acts = by_channel.get(t.channel, Counter())
            if any(n > 1 for n in acts.values()):
                found["two acts saved as one version"] += 1
            if people_moves < sum(acts.values()):
                found["lost"] += sum(acts.values()) - people_moves
            # each accepted act is the first move of its save; a person's other log moves
            # are their moves made within a save (none here) or a doubled one
            found["doubled"] += max(0, people_moves - sum(acts.values()))
            found["moves"] += len(moves)
            found["games"] += 1
    finally:
        await store.close()
    return dict(found)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


async def run(kind: str, url: str, args: argparse.Namespace) -> dict[str, Any]:
    tables = plan(args.channels, args.processes)
    t0 = time.perf_counter()
    await set_up(url, tables, args.seed)
    setup_s = time.perf_counter() - t0
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start_at = time.time() + args.start_in
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                __file__,
                "--worker",
                str(i),
                "--db",
                url,
                "--channels",
                str(args.channels),
                "--processes",
                str(args.processes),
                "--seconds",
                str(args.seconds),
                "--pace",
                str(args.pace),
                "--contended",
                str(args.contended),
                "--seed",
                str(args.seed),
                "--pool",
                str(args.pool),
                "--start-at",
                str(start_at),
                *(["--acts", str(args.acts)] if args.acts else []),
            ],
            stdout=subprocess.PIPE,
            env=env,
            text=True,
        )
        for i in range(args.processes)
    ]
    reports = []
    for p in procs:
        text, _ = p.communicate()
        if p.returncode != 0:
            raise SystemExit(f"a worker failed (exit {p.returncode})")
        reports.append(json.loads(text.strip().splitlines()[-1]))
    latencies = [ms for rep in reports for ms in rep["act_ms"]]
    accepted = [a for rep in reports for a in rep["accepted"]]
    refused: Counter[str] = Counter()
    for rep in reports:
        refused.update(rep["refused"])
    windows: dict[int, list[float]] = {}
    for rep in reports:
        for when, ms in zip(rep["when"], rep["act_ms"], strict=True):
            windows.setdefault(int(when // WINDOW_S), []).append(ms)
    by_game: dict[str, list[float]] = {}
    for rep in reports:
        for game, values in rep["by_game"].items():
            by_game.setdefault(game, []).extend(values)
    checked = await verify(url, tables, accepted)
    elapsed = max(rep["elapsed"] for rep in reports)
    quiet_calls = [c for rep in reports for c in rep["quiet"]["calls"]]
    quiet_cpu = [c for rep in reports for c in rep["quiet"]["cpu_ms"]]
    return {
        "store": kind,
        "setup_s": setup_s,
        "acts": len(latencies),
        "accepted": len(accepted),
        "moves_per_s": checked.get("moves", 0) / elapsed,
        "cpu_ms_per_act": 1000 * sum(rep["cpu_s"] for rep in reports) / max(1, len(latencies)),
        "acts_per_s": len(accepted) / elapsed,
        "median_ms": statistics.median(latencies) if latencies else float("nan"),
        "p99_ms": percentile(latencies, 99),
        "act_calls": statistics.median(quiet_calls) if quiet_calls else float("nan"),
        "act_calls_max": max(quiet_calls, default=float("nan")),
        "act_cpu_ms": statistics.median(quiet_cpu) if quiet_cpu else float("nan"),
        "act_cpu_p90": percentile(quiet_cpu, 90),
        "max_ms": max(latencies, default=float("nan")),
        "refused": dict(refused),
        "checked": checked,
        "p99_after_first_window": percentile(
            [ms for w, v in windows.items() if w > 0 for ms in v], 99
        ),
        "p99_by_window": [round(percentile(v, 99)) for _, v in sorted(windows.items())],
        "by_game": {
            g: (statistics.median(v), percentile(v, 99)) for g, v in sorted(by_game.items())
        },
    }


def postgres_url(given: str | None) -> tuple[str, str | None]:
    """A PostgreSQL URL to use, and the folder of a server started for the run (or None)."""
    for url in (given, os.environ.get("TABULA_TEST_DATABASE_URL"), os.environ.get("DATABASE_URL")):
        if url and url.startswith(("postgresql://", "postgres://")):
            return url, None
    started = subprocess.run(
        ["bash", str(ROOT / ".ci" / "postgres"), "start"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    values = dict(
        line.removeprefix("export ").split("=", 1)
        for line in started.splitlines()
        if line.startswith("export ")
    )
    unquote = {k: v.strip("'\"") for k, v in values.items()}
    return unquote["TABULA_TEST_DATABASE_URL"], unquote["TABULA_PG_DIR"]


async def fresh_schema(url: str) -> str:
    """The URL with a new, empty schema of its own first on the search path."""
    import asyncpg

    schema = f"load_{uuid.uuid4().hex[:10]}"
    conn = await asyncpg.connect(url)
    try:
        await conn.execute(f"CREATE SCHEMA {schema}")
    finally:
        await conn.close()
    return f"{url}{'&' if '?' in url else '?'}search_path={schema}"


def show(result: dict[str, Any], args: argparse.Namespace) -> None:
    c = result["checked"]
    print(
        f"{result['store']:>8}: {args.channels} channels, {args.processes} processes,"
        f" {args.seconds:.0f} s{f' (or {args.acts} tries a table)' if args.acts else ''},"
        f" a move every ~{args.pace:g} s per channel"
        f" (set-up {result['setup_s']:.1f} s)"
    )
    print(
        f"          {result['accepted']} acts accepted of {result['acts']}"
        f" ({result['acts_per_s']:.1f}/s), {c.get('moves', 0)} moves in the logs"
        f" with the bots' ({result['moves_per_s']:.1f}/s)"
    )
    print(
        f"          act latency median {result['median_ms']:.1f} ms, p99 {result['p99_ms']:.1f}"
        f" ms, max {result['max_ms']:.1f} ms; {result['cpu_ms_per_act']:.1f} ms of the bot"
        " processes' CPU per act (views included)"
    )
    per_game = ", ".join(f"{g} {m:.0f}/{p:.0f}" for g, (m, p) in result["by_game"].items())
    print(f"          median/p99 ms by game: {per_game}")
    print(
        f"          p99 ms in each {WINDOW_S} s of the run: {result['p99_by_window']}; after"
        f" the first {WINDOW_S} s (every game's opening at once):"
        f" {result['p99_after_first_window']:.1f} ms"
    )
    print(f"          refused: {result['refused'] or 'none'}")
    print(
        f"          per act: {result['act_calls']:g} store calls, {result['act_cpu_ms']:.1f} ms CPU"
        f" (medians of a person's moves through the service one at a time, every game;"
        f" at most {result['act_calls_max']:g} calls, CPU p90 {result['act_cpu_p90']:.1f} ms)"
    )
    print(
        f"          checked {c.get('games', 0)} games: replay differs {c.get('replay differs', 0)},"
        f" lost {c.get('lost', 0)}, doubled {c.get('doubled', 0)},"
        f" two acts in one save {c.get('two acts saved as one version', 0)}"
    )


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--channels", type=int, default=200)
    p.add_argument("--processes", type=int, default=2)
    p.add_argument("--seconds", type=float, default=30.0)
    p.add_argument("--pace", type=float, default=2.0, help="seconds between a table's acts")
    p.add_argument(
        "--acts", type=int, help="stop each table after this many tries per process (a test's run)"
    )
    p.add_argument("--contended", type=int, help="tables every process plays (default N/10)")
    p.add_argument("--stores", default="postgres,sqlite")
    p.add_argument("--pg", help="PostgreSQL URL (default: see the module's text)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--pool", type=int, default=4, help="PostgreSQL connections per process")
    p.add_argument("--worker", type=int, help=argparse.SUPPRESS)
    p.add_argument("--db", help=argparse.SUPPRESS)
    p.add_argument("--start-at", type=float, default=0.0, help=argparse.SUPPRESS)
    p.add_argument(
        "--start-in", type=float, default=START_S, help="seconds the processes get to start"
    )
    args = p.parse_args()
    if args.contended is None:
        args.contended = args.channels // 10
    if args.worker is not None:
        asyncio.run(worker(args))
        return 0
    bad = 0
    for kind in args.stores.split(","):
        stop = None
        if kind == "postgres":
            base, stop = postgres_url(args.pg)
            url = asyncio.run(fresh_schema(base))
        else:
            url = str(Path(tempfile.mkdtemp(prefix="tabula-load-")) / "load.sqlite3")
        try:
            result = asyncio.run(run(kind, url, args))
        finally:
            if stop is not None:
                subprocess.run(["bash", str(ROOT / ".ci" / "postgres"), "stop", stop], check=False)
        show(result, args)
        c = result["checked"]
        bad += c.get("replay differs", 0) + c.get("lost", 0) + c.get("doubled", 0)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
