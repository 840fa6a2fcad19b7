"""What only the PostgreSQL store has: its URLs, pool, error mapping, migrations and row locks.

The first tests need no server; the others run against TABULA_TEST_DATABASE_URL (`pg`).
"""

from __future__ import annotations

import asyncio
import dataclasses
import sqlite3
from pathlib import Path

import asyncpg
import pytest

from bot.config import database_folder
from bot.store import (
    PostgresStore,
    SqliteStore,
    StoreBusy,
    StoreError,
    open_store,
)
from bot.store.clock_records import Commit, Deadline, DeadlinePlan
from bot.store.postgres import (
    DEFAULT_POOL_SIZE,
    POOL_SIZE_ENV,
    default_migrations,
    safe_url,
    store_error,
)
from bot.store.sqlbase import load_migrations
from tests.store.conftest import Backend
from tests.store.support import CHANNEL, make_record, move

PG_MIGRATIONS = Path(__file__).resolve().parents[2] / "bot" / "store" / "pg_migrations"

# -- without a server --------------------------------------------------------------------------


def test_open_store_picks_postgres_for_its_urls(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(POOL_SIZE_ENV, raising=False)
    for url in (
        "postgresql://tabula@db.example/tabula",
        "postgres://tabula:pw@db.example:6543/tabula?sslmode=require",
        "PostgreSQL://tabula@/tabula?host=/run/postgresql",
    ):
        store = open_store(url)
        assert isinstance(store, PostgresStore), url
        assert store.url == url and store.pool_size == DEFAULT_POOL_SIZE
        assert database_folder(url) is None  # no .env is looked for beside a server
    assert open_store("postgresql://u@h/db", pool_size=9).pool_size == 9  # type: ignore[attr-defined]
    monkeypatch.setenv(POOL_SIZE_ENV, "12")
    assert open_store("postgresql://u@h/db").pool_size == 12  # type: ignore[attr-defined]
    assert open_store("postgresql://u@h/db", pool_size=2).pool_size == 2  # type: ignore[attr-defined]
    for bad in ("0", "many", "-3"):
        monkeypatch.setenv(POOL_SIZE_ENV, bad)
        with pytest.raises(ValueError, match=POOL_SIZE_ENV):
            open_store("postgresql://u@h/db")
    monkeypatch.delenv(POOL_SIZE_ENV)
    with pytest.raises(ValueError, match="pool_size"):
        PostgresStore("postgresql://u@h/db", pool_size=0)
    assert isinstance(open_store("games.sqlite3"), SqliteStore)  # SQLite stays the default


def test_the_password_never_shows() -> None:
    url = "postgresql://tabula:s3cret@db.example:5432/tabula"
    assert safe_url(url) == "postgresql://tabula:***@db.example:5432/tabula"
    assert "s3cret" not in repr(PostgresStore(url))
    assert safe_url("postgresql://tabula@db/x") == "postgresql://tabula@db/x"
    with pytest.raises(ValueError) as caught:
        open_store("mysql://tabula:s3cret@db/x")
    assert "s3cret" not in str(caught.value)


async def test_an_unreachable_server_is_a_store_error(tmp_path: Path) -> None:
    url = f"postgresql://tabula:s3cret@/tabula?host={tmp_path / 'no-server-here'}&port=5999"
    store = PostgresStore(url)
    with pytest.raises(StoreError, match="cannot open database") as caught:
        await store.open()
    assert "s3cret" not in str(caught.value)
    with pytest.raises(StoreError, match="not open"):
        await store.load(CHANNEL)


def test_driver_errors_map_to_store_busy_only_when_waiting_may_help() -> None:
    busy = [
        asyncpg.exceptions.LockNotAvailableError("canceling statement due to lock timeout"),
        asyncpg.exceptions.SerializationError("could not serialize access"),
        asyncpg.exceptions.DeadlockDetectedError("deadlock detected"),
        asyncpg.exceptions.TooManyConnectionsError("too many clients"),
        TimeoutError(),  # no free connection in the pool in time
    ]
    for error in busy:
        mapped = store_error("save", error)
        assert isinstance(mapped, StoreBusy), error
        assert str(mapped).startswith("save: ")
    broken = [
        asyncpg.exceptions.UniqueViolationError("duplicate key"),
        asyncpg.exceptions.DataError("value out of int64 range"),
        asyncpg.exceptions.UndefinedTableError('relation "games" does not exist'),
        ConnectionRefusedError(111, "refused"),
    ]
    for error in broken:
        mapped = store_error("save", error)
        assert isinstance(mapped, StoreError) and not isinstance(mapped, StoreBusy), error


def test_the_migrations_are_numbered_without_gaps() -> None:
    found = load_migrations(default_migrations())
    files = sorted(p.name for p in PG_MIGRATIONS.glob("[0-9][0-9][0-9][0-9]_*.sql"))
    assert [name for _, name, _ in found] == files
    assert [n for n, _, _ in found] == list(range(1, len(files) + 1))
    assert files[0] == "0001_games.sql"


# -- migrations --------------------------------------------------------------------------------


async def pg_tables(pg: Backend) -> dict[str, list[str]]:
    """Each table of the test's schema and its columns."""
    rows = await pg.raw(
        "SELECT table_name, column_name FROM information_schema.columns"
        " WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"
    )
    out: dict[str, list[str]] = {}
    for table, column in rows:
        out.setdefault(table, []).append(column)
    return out


async def test_migrations_are_recorded_once_and_not_reapplied(pg: Backend) -> None:
    expected = [(n, name) for n, name, _ in load_migrations(default_migrations())]
    async with pg.store() as store:
        created = await store.create(make_record())
    assert await pg.raw("SELECT version, name FROM schema_version ORDER BY version") == expected
    for _ in range(2):  # re-opening runs no migration again (its CREATE TABLEs would fail)
        async with pg.store() as store:
            assert await store.load(CHANNEL) == created
    assert await pg.raw("SELECT version, name FROM schema_version ORDER BY version") == expected
    indexes = {r[0] for r in await pg.raw("SELECT indexname FROM pg_indexes")}
    assert {"seats_by_user", "deadlines_by_time", "results_by_guild"} <= indexes


async def test_the_schema_has_every_table_and_column_of_the_sqlite_one(
    pg: Backend, tmp_path: Path
) -> None:
    """Both stores keep the same things: a column added to one and not the other shows here."""
    async with pg.store():
        pass
    async with SqliteStore(tmp_path / "same.sqlite3"):
        pass
    db = sqlite3.connect(tmp_path / "same.sqlite3")
    try:
        names = [
            r[0]
            for r in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        lite = {n: [c[1] for c in db.execute(f"PRAGMA table_info({n})")] for n in names}
    finally:
        db.close()
    tables = await pg_tables(pg)
    assert tables.pop("schema_version") == ["version", "name", "applied_at"]
    assert {t: sorted(c) for t, c in tables.items()} == {t: sorted(c) for t, c in lite.items()}


async def test_a_failing_migration_rolls_back_entirely(pg: Backend, tmp_path: Path) -> None:
    migrations = tmp_path / "migrations"
    migrations.mkdir()
    (migrations / "0001_a.sql").write_text("CREATE TABLE a (x BIGINT);\n-- trailing comment\n")
    async with pg.store(migrations=migrations):
        pass
    assert await pg.raw("SELECT version FROM schema_version") == [(1,)]

    (migrations / "0002_b.sql").write_text("CREATE TABLE b (y TEXT);\nINSERT INTO a VALUES (1);\n")
    (migrations / "0003_broken.sql").write_text("CREATE TABLE c (z TEXT);\nTHIS IS NOT SQL;\n")
    with pytest.raises(StoreError, match="cannot prepare"):
        await pg.store(migrations=migrations).open()
    assert await pg.raw("SELECT version FROM schema_version") == [(1,)]
    assert set(await pg_tables(pg)) == {"a", "schema_version"}
    assert await pg.raw("SELECT count(*) FROM a") == [(0,)]

    (migrations / "0003_broken.sql").write_text("CREATE TABLE c (z TEXT);\n")
    async with pg.store(migrations=migrations):
        pass
    assert await pg.raw("SELECT version FROM schema_version ORDER BY version") == [
        (1,),
        (2,),
        (3,),
    ]
    assert await pg.raw("SELECT count(*) FROM a") == [(1,)]


async def test_a_schema_newer_than_the_code_is_refused(pg: Backend) -> None:
    async with pg.store():
        pass
    await pg.execute("INSERT INTO schema_version (version, name) VALUES (99, '0099_future.sql')")
    with pytest.raises(StoreError, match="newer"):
        await pg.store().open()


async def test_processes_opening_a_new_database_at_once_migrate_it_once(
    pg: Backend, tmp_path: Path
) -> None:
    """The advisory lock: the others wait for the first, then find nothing left to do."""
    migrations = tmp_path / "migrations"
    migrations.mkdir()
    # slow enough that every opener arrives while the first is still migrating
    (migrations / "0001_a.sql").write_text("CREATE TABLE a (x BIGINT);\nSELECT pg_sleep(0.3);\n")
    (migrations / "0002_b.sql").write_text("INSERT INTO a VALUES (1);\n")
    stores = [pg.store(migrations=migrations) for _ in range(4)]
    try:
        await asyncio.gather(*(s.open() for s in stores))
    finally:
        await asyncio.gather(*(s.close() for s in stores))
    assert await pg.raw("SELECT version FROM schema_version ORDER BY version") == [(1,), (2,)]
    assert await pg.raw("SELECT count(*) FROM a") == [(1,)]  # 0002 ran once


async def test_an_older_schema_is_brought_up_to_date_keeping_its_games(
    pg: Backend, tmp_path: Path
) -> None:
    older = tmp_path / "older"
    older.mkdir()
    # the very first schema (no clock, no results): a create without a Commit writes only the
    # game, as the code of that time did
    for _, name, sql in load_migrations(default_migrations())[:1]:
        (older / name).write_text(sql, encoding="utf-8")
    async with pg.store(migrations=older) as store:
        created = await store.create(make_record())
    assert "results" not in await pg_tables(pg)
    async with pg.store() as store:
        assert await store.load(CHANNEL) == created
        assert await store.unrated() == []
    assert len(await pg.raw("SELECT version FROM schema_version")) == len(
        load_migrations(default_migrations())
    )


# -- the pool and its connections ----------------------------------------------------------------


async def test_the_pool_holds_at_most_pool_size_connections(pg: Backend) -> None:
    async with pg.store(pool_size=2, lock_timeout_ms=250) as store:
        await store.create(make_record())
        loads = await asyncio.gather(*(store.load(CHANNEL) for _ in range(20)))
        assert all(r is not None and r.version == 1 for r in loads)
        pool = store._require()
        assert pool.get_max_size() == 2 and pool.get_size() <= 2
        async with store._read() as conn:
            assert await conn.fetchval("SHOW lock_timeout") == "250ms"
            assert await conn.fetchval("SHOW application_name") == "tabula"


async def test_a_lock_released_within_the_timeout_only_delays_the_save(pg: Backend) -> None:
    async with pg.store(lock_timeout_ms=60_000) as store:
        rec = await store.create(make_record())
        async with pg.writer_in_the_way():
            save = asyncio.create_task(store.save(rec, 1, [move(1)]))
            for _ in range(500):  # until the save is seen waiting for the lock
                waiting = await pg.raw("SELECT count(*) FROM pg_locks WHERE NOT granted")
                if waiting[0][0]:
                    break
                await asyncio.sleep(0.01)
            assert waiting[0][0] >= 1, "the save never waited for the lock"
            assert not save.done()  # waiting within lock_timeout, not failed
        saved = await save
        assert saved is not None and saved.version == 2
        assert [m.seq for m in await store.moves(CHANNEL)] == [1]


async def test_rows_being_claimed_elsewhere_are_skipped_not_waited_for(pg: Backend) -> None:
    rows = [Deadline(5, seat, 70 + seat, 1000.0, 1, 0, 1050.0) for seat in range(3)]
    async with pg.store(lock_timeout_ms=100) as store:
        await store.create(make_record(5), commit=Commit(deadlines=DeadlinePlan(start=tuple(rows))))
        rival = await asyncpg.connect(pg.url())
        try:
            async with rival.transaction():  # another process in the middle of claiming seat 1
                await rival.execute(
                    "UPDATE deadlines SET stage = 1 WHERE channel_id = 5 AND seat = 1"
                )
                due = await asyncio.wait_for(store.due_deadlines(2000.0), timeout=5)
                assert [d.seat for d in due] == [0, 2]
                with pytest.raises(StoreBusy):  # the row's claim waits for the rival: too long
                    await store.claim_deadline(rows[1], 1, 1090.0)
                assert await store.claim_deadline(rows[0], 1, 1090.0)
            # the rival committed its claim: ours of the same stage now finds nothing to do
            assert not await store.claim_deadline(rows[1], 1, 1090.0)
        finally:
            await rival.close()
        assert {d.seat: d.stage for d in await store.due_deadlines(2000.0)} == {0: 1, 1: 1, 2: 0}


async def test_a_save_that_loses_the_race_while_waiting_changes_nothing(pg: Backend) -> None:
    """A save queued behind a rival's open transaction re-reads the row after it commits."""
    async with pg.store() as store:
        rec = await store.create(make_record())
        rival = await asyncpg.connect(pg.url())
        try:
            tx = rival.transaction()
            await tx.start()
            await rival.execute(
                f"UPDATE games SET version = version + 1 WHERE channel_id = {CHANNEL}"
            )
            late = asyncio.create_task(
                store.save(dataclasses.replace(rec, state={"late": 1}), 1, [move(1)])
            )
            await asyncio.sleep(0.2)
            assert not late.done()  # waiting for the rival's row lock
            await tx.commit()
            assert await late is None
        finally:
            await rival.close()
        loaded = await store.load(CHANNEL)
        assert loaded is not None and loaded.version == 2 and loaded.state == rec.state
        assert await store.moves(CHANNEL) == []
