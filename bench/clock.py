"""Print what one round of the turn clock's scheduler costs with many clocked tables.

Run: TABULA_PLUGINS=tests.support.plugin PYTHONPATH=. python bench/clock.py [--tables N]

Opens N two-player Tokens tables with a 1h clock in one SQLite file, then times the
scheduler's rounds on a fake clock: an idle round (nothing due), the half-time round (a
reminder for every table), and the timeout round (a clock move for every seat), plus the
extra cost a clocked game adds to one move (the deadline rows re-synced after each save).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.chat.commands import Commands
from bot.engine.registry import load_plugins
from bot.store import SqliteStore
from bot.table.clock import MINUTE, FakeClock
from bot.table.service import GameService


async def _open(svc: GameService, channel: int, clock: str) -> None:
    await svc.create(channel, 1, "tokens", {}, name="a", clock=clock)
    await svc.join(channel, 2, name="b")
    await svc.start(channel, 1)


async def _timed(what: str, coro: object) -> object:
    start = time.perf_counter()
    result = await coro  # type: ignore[misc]
    print(f"{what}: {time.perf_counter() - start:.3f} s")
    return result


async def main(tables: int) -> None:
    load_plugins("tests.support.plugin")
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "clock.sqlite3")
        await store.open()
        clock = FakeClock(time.time())
        svc = GameService(store, entropy=lambda: b"bench", clock=clock)
        commands = Commands(svc)
        for n in range(tables):
            await _open(svc, 10_000 + n, "1h")
        print(f"{tables} clocked tables, 2 people each")
        await _timed("idle round (nothing due)", commands.tick())
        clock.advance(30 * MINUTE)
        out = await _timed("half-time round", commands.tick())
        print(f"  {len(out)} reminders")  # type: ignore[arg-type]
        clock.advance(30 * MINUTE)
        out = await _timed("timeout round", commands.tick())
        print(f"  {len(out)} clock moves")  # type: ignore[arg-type]

        async def move_cost(channel: int) -> float:
            start = time.perf_counter()
            await svc.act(channel, 1, "bid:0")
            return time.perf_counter() - start

        for n in range(20):
            await _open(svc, 50_000 + n, "off")
            await _open(svc, 60_000 + n, "1h")
        plain = [await move_cost(50_000 + n) for n in range(20)]
        clocked = [await move_cost(60_000 + n) for n in range(20)]
        print(
            f"one move, median: {statistics.median(plain) * 1000:.1f} ms without a clock,"
            f" {statistics.median(clocked) * 1000:.1f} ms with one"
        )
        await store.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=200)
    asyncio.run(main(parser.parse_args().tables))
