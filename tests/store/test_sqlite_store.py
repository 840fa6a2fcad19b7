"""What only the SQLite store has: its file, pragmas, migrations and URLs (the guarantees that
every store shares are tested on both in test_store.py)."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.store import PostgresStore, SqliteStore, StoreError, open_store
from bot.store.sqlite import default_migrations, load_migrations, split_statements
from tests.store.support import CHANNEL, make_record, move

ROOT = Path(__file__).resolve().parents[2]
MIGRATIONS_DIR = ROOT / "bot" / "store" / "migrations"


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(tmp_path / "games.sqlite3")
    await s.open()
    yield s
    await s.close()


def raw(db: Path, sql: str, *args: Any) -> list[tuple[Any, ...]]:
    """Read the file with the stdlib driver, independent of the store under test."""
    conn = sqlite3.connect(db)
    try:
        return conn.execute(sql, args).fetchall()
    finally:
        conn.close()


# -- migrations and pragmas -----------------------------------------------------------------


async def test_migrations_set_user_version_and_are_not_reapplied(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    files = sorted(p.name for p in MIGRATIONS_DIR.glob("[0-9][0-9][0-9][0-9]_*.sql"))
    assert files and files[0] == "0001_initial.sql"
    assert len(load_migrations(default_migrations())) == len(files)

    async with SqliteStore(db) as store:
        created = await store.create(make_record())
    assert raw(db, "PRAGMA user_version") == [(len(files),)]
    assert raw(db, "PRAGMA journal_mode") == [("wal",)]
    tables = {r[0] for r in raw(db, "SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"games", "seats", "moves", "archive"} <= tables
    indexes = {r[0] for r in raw(db, "SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert "seats_by_user" in indexes

    # Re-opening must not re-run 0001 (its CREATE TABLEs would fail) nor lose data.
    for _ in range(2):
        async with SqliteStore(db) as store:
            assert await store.load(CHANNEL) == created
    assert raw(db, "PRAGMA user_version") == [(len(files),)]


async def test_connection_pragmas(store: SqliteStore) -> None:
    conn = store._require()
    for pragma, expected in [
        ("journal_mode", "wal"),
        ("foreign_keys", 1),
        ("busy_timeout", 5000),
        ("synchronous", 1),
    ]:
        async with conn.execute(f"PRAGMA {pragma}") as cur:
            row = await cur.fetchone()
        assert row is not None and row[0] == expected, pragma


async def test_a_failing_migration_rolls_back_entirely(tmp_path: Path) -> None:
    migrations = tmp_path / "migrations"
    migrations.mkdir()
    (migrations / "0001_a.sql").write_text("CREATE TABLE a (x INTEGER);\n-- trailing comment\n")
    db = tmp_path / "m.sqlite3"
    async with SqliteStore(db, migrations=migrations):
        pass
    assert raw(db, "PRAGMA user_version") == [(1,)]

    (migrations / "0002_b.sql").write_text("CREATE TABLE b (y);\nINSERT INTO a VALUES (1);\n")
    (migrations / "0003_broken.sql").write_text("CREATE TABLE c (z);\nTHIS IS NOT SQL;\n")
    with pytest.raises(StoreError):
        await SqliteStore(db, migrations=migrations).open()
    assert raw(db, "PRAGMA user_version") == [(1,)]
    tables = {r[0] for r in raw(db, "SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables == {"a"}
    assert raw(db, "SELECT count(*) FROM a") == [(0,)]

    (migrations / "0003_broken.sql").write_text("CREATE TABLE c (z);\n")
    async with SqliteStore(db, migrations=migrations):
        pass
    assert raw(db, "PRAGMA user_version") == [(3,)]
    assert raw(db, "SELECT count(*) FROM a") == [(1,)]


async def test_a_database_newer_than_the_code_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    async with SqliteStore(db):
        pass
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(StoreError, match="newer"):
        await SqliteStore(db).open()


def test_migration_numbering_gaps_are_rejected(tmp_path: Path) -> None:
    (tmp_path / "0001_a.sql").write_text("SELECT 1;")
    (tmp_path / "0003_c.sql").write_text("SELECT 1;")
    (tmp_path / "notes.txt").write_text("ignored")
    with pytest.raises(StoreError, match="gaps"):
        load_migrations(tmp_path)


def test_split_statements_respects_strings_and_comments() -> None:
    script = "-- head\nCREATE TABLE t (x);\nINSERT INTO t VALUES ('a;b');  -- c\n\n-- tail\n"
    assert split_statements(script) == [
        "-- head\nCREATE TABLE t (x);",
        "INSERT INTO t VALUES ('a;b');",
    ]
    assert split_statements("CREATE TABLE u (y)") == ["CREATE TABLE u (y);"]  # last ; optional
    with pytest.raises(StoreError, match="unterminated"):
        split_statements("CREATE TABLE t (x);\nINSERT INTO t VALUES ('open;")


# -- open_store and a busy file -----------------------------------------------------------------


async def test_open_store_accepts_urls_paths_and_memory(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    absolute = tmp_path / "abs" / "a.sqlite3"
    cases = {
        f"sqlite:///{absolute}": absolute,  # sqlite:////abs/path: four slashes, as SQLAlchemy
        "sqlite:///rel/b.sqlite3": tmp_path / "rel" / "b.sqlite3",
        str(tmp_path / "plain.sqlite3"): tmp_path / "plain.sqlite3",
        "plain-relative.sqlite3": tmp_path / "plain-relative.sqlite3",
    }
    for url, path in cases.items():
        store = open_store(url)
        assert isinstance(store, SqliteStore)
        await store.open()
        try:
            await store.create(make_record())
        finally:
            await store.close()
        assert path.exists(), url
        assert raw(path, "SELECT game_key FROM games") == [("tokens",)]

    for url in (":memory:", "sqlite://", "sqlite:///:memory:"):
        store = open_store(url)
        assert isinstance(store, SqliteStore) and store.path == ":memory:"
        await store.open()
        try:
            created = await store.create(make_record())
            assert await store.load(CHANNEL) == created
        finally:
            await store.close()
    assert not isinstance(open_store("sqlite:///x.sqlite3"), PostgresStore)  # still the default


@pytest.mark.parametrize(
    ("url", "match"),
    [
        ("mysql://x", "unsupported store URL scheme 'mysql'"),
        ("postgresql+asyncpg://u@h/db", "unsupported"),
        ("", "empty"),
        ("sqlite:/x.sqlite3", "malformed"),
        ("sqlite://host/x.sqlite3", "three slashes"),
    ],
)
def test_open_store_rejects_unknown_or_malformed_urls(url: str, match: str) -> None:
    with pytest.raises(ValueError, match=match):
        open_store(url)


def hold_write_lock(db: Path) -> sqlite3.Connection:
    """Another process in the middle of a write: it holds the file's write lock."""
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")
    conn.execute("UPDATE games SET updated_at = updated_at")
    return conn


async def test_a_write_lock_released_within_the_timeout_only_delays_the_save(
    tmp_path: Path,
) -> None:
    db = tmp_path / "wait.sqlite3"
    async with SqliteStore(db, busy_timeout_ms=60_000) as store:
        rec = await store.create(make_record())
        began = threading.Event()

        def traced(sql: str) -> None:  # runs on aiosqlite's thread as a statement starts
            if sql.startswith("BEGIN IMMEDIATE"):
                began.set()

        await store._require().set_trace_callback(traced)
        holder = hold_write_lock(db)
        try:
            save = asyncio.create_task(store.save(rec, 1, [move(1)]))
            assert await asyncio.to_thread(began.wait, 30), "the save never began"
            assert not save.done()  # waiting in busy_timeout for the write lock, not failed
        finally:
            holder.commit()
            holder.close()
        saved = await save
        assert saved is not None and saved.version == 2
        assert [m.seq for m in await store.moves(CHANNEL)] == [1]
