"""Print the bytes a finished game leaves in SQLite, per game, played through GameService.

Run:  PYTHONPATH=. python bench/storage.py [--seed 1] [--tables catan,wonders,duel,agora]

Each game is played to its end in a new SQLite file, one person (seat 0, choosing at random
among the legal moves) and random bots in the other seats, the way the service's tests play:
every move goes through `GameService.act` and the store's versioned save, so the file holds
exactly what a real table's game leaves (game row, seats, moves, kept result, result seats,
ratings). Two moments are measured:

- ended: the game just ended and is still its channel's current game;
- archived: the channel has started another game, so the ended one has moved out of the
  live tables (the new game's own rows are deleted before measuring, so only the old game
  counts; the clock and table-log rows of the channel are left as they are).

What is measured: the file's growth after VACUUM (whole 4 KiB pages, over the same file with
the schema and nothing else), and per table the pages the table and its indexes take
(SQLite's dbstat) over the empty file's, so the total's breakdown shows where the bytes are.
Pages are 4 KiB, so every figure is a whole number of pages (a small game's rows may share a
page that the empty file already had: its growth can read 4.0 for a little less or more).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine.registry import get_rules
from bot.store import SqliteStore
from bot.store.base import GameStatus
from bot.table.service import GameService
from bot.table.thinker import Thinker

# (name, game, players, options): the games of issue 28's measurements
TABLES: tuple[tuple[str, str, int, dict[str, Any]], ...] = (
    ("catan", "catan", 4, {"ck": True}),
    ("wonders", "wonders", 7, {"leaders": True}),
    ("duel", "duel", 2, {}),
    ("agora", "duel", 2, {"agora": True}),
)
TITLES = {
    "catan": "Catan, Cities & Knights, 4p",
    "wonders": "7 Wonders, leaders, 7p",
    "duel": "7 Wonders Duel",
    "agora": "7 Wonders Duel, Agora",
}
TARGETS = {"catan": 150, "wonders": 60, "duel": 15, "agora": 15}  # KB, issue 28
CHANNEL, PERSON, GUILD = 5000, 11, 7
MAX_ACTS = 20_000


def vacuumed(path: Path) -> tuple[int, dict[str, int]]:
    """The file's size after VACUUM, and the bytes of pages each table (with its indexes) takes."""
    db = sqlite3.connect(path)
    try:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.execute("VACUUM")
        tables = {
            name: table
            for name, table in db.execute(
                "SELECT name, tbl_name FROM sqlite_schema WHERE type IN ('table', 'index')"
            )
        }
        pages: dict[str, int] = {}
        for name, size in db.execute("SELECT name, SUM(pgsize) FROM dbstat GROUP BY name"):
            table = tables.get(name, name)
            pages[table] = pages.get(table, 0) + int(size)
    finally:
        db.close()
    return path.stat().st_size, pages


async def play_out(
    svc: GameService, key: str, players: int, options: Mapping[str, Any], seed: int
) -> int:
    """One whole game: the person moves at random, the bots (random level) answer; returns
    the number of moves in the log."""
    rules = get_rules(key)
    await svc.create(
        CHANNEL, PERSON, key, options, bots=players - 1, level="random", guild_id=GUILD
    )
    record = await svc.store.load(CHANNEL)
    assert record is not None
    if record.status == GameStatus.LOBBY:
        await svc.start(CHANNEL, PERSON)
    chooser = random.Random(seed)
    for _ in range(MAX_ACTS):
        _ = [u async for u in svc.run_bots(CHANNEL)]
        record = await svc.store.load(CHANNEL)
        assert record is not None and record.state is not None
        if record.status != GameStatus.ACTIVE:
            break
        state = rules.from_json(record.state)
        legal = rules.legal_actions(state, 0) if 0 in rules.to_move(state) else []
        if not legal:
            raise RuntimeError(f"{key}: nobody can move at version {record.version}")
        await svc.act(CHANNEL, PERSON, legal[chooser.randrange(len(legal))].token)
    record = await svc.store.load(CHANNEL)
    assert record is not None and record.status == GameStatus.FINISHED, "the game did not end"
    return await svc.store.last_seq(CHANNEL)


async def measure(
    folder: Path, name: str, key: str, players: int, options: Mapping[str, Any], seed: int
) -> dict[str, Any]:
    path = folder / f"{name}.sqlite3"
    store = SqliteStore(path)
    await store.open()
    await store.close()
    empty, empty_pages = vacuumed(path)
    await store.open()
    svc = GameService(store, entropy=lambda: seed.to_bytes(8, "big"), thinker=Thinker(inline=True))
    try:
        moves = await play_out(svc, key, players, options, seed)
        await store.close()
        ended, ended_pages = vacuumed(path)
        await store.open()
        await svc.create(CHANNEL, PERSON, key, options, bots=0, guild_id=GUILD)
    finally:
        await store.close()
    db = sqlite3.connect(path)
    try:
        with db:
            db.execute("DELETE FROM seats WHERE channel_id = ?", (CHANNEL,))
            db.execute("DELETE FROM games WHERE channel_id = ?", (CHANNEL,))
    finally:
        db.close()
    archived, archived_pages = vacuumed(path)

    def grown(pages: dict[str, int]) -> dict[str, int]:
        out = {t: size - empty_pages.get(t, 0) for t, size in pages.items()}
        return {t: n for t, n in out.items() if n}

    return {
        "moves": moves,
        "ended": ended - empty,
        "archived": archived - empty,
        "ended_tables": grown(ended_pages),
        "archived_tables": grown(archived_pages),
    }


def kb(n: int) -> str:
    return f"{n / 1024:.1f}"


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tables", default=",".join(t[0] for t in TABLES))
    args = parser.parse_args()
    wanted = args.tables.split(",")
    print(
        f"{'game':30} {'moves':>6} {'ended KB':>9} {'archived KB':>12} {'target KB':>10}"
        "  where (archived, KB of pages)"
    )
    with tempfile.TemporaryDirectory() as tmp:
        for name, key, players, options in TABLES:
            if name not in wanted:
                continue
            got = await measure(Path(tmp), name, key, players, options, args.seed)
            where = ", ".join(
                f"{t} {kb(n)}"
                for t, n in sorted(got["archived_tables"].items(), key=lambda x: -x[1])
            )
            print(
                f"{TITLES[name]:30} {got['moves']:>6} {kb(got['ended']):>9}"
                f" {kb(got['archived']):>12} {TARGETS[name]:>10}  {where}"
            )
            ended_where = ", ".join(
                f"{t} {kb(n)}" for t, n in sorted(got["ended_tables"].items(), key=lambda x: -x[1])
            )
            print(f"{'':30} {'':6} ended: {ended_where}")


if __name__ == "__main__":
    asyncio.run(main())
