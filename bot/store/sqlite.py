"""The SQLite dialect of the store (aiosqlite, WAL): a crash or a rival writer never loses or
repeats a move.

What only SQLite has: one connection with one transaction at a time (writes BEGIN IMMEDIATE,
taking the file's write lock first), the pragmas, migrations tracked by user_version, its
errors, and a save in three statements. Every query is the shared store's (sqlstore.py), its
`$n` placeholders run as `?n`.
"""

from __future__ import annotations

import asyncio
import logging
import re
import sqlite3
from collections.abc import AsyncIterator, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from functools import lru_cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.base import GameRecord, MoveRecord, StoreBusy, StoreError
from bot.store.sqlbase import SAVE_GAME, Conn, load_migrations, saved_values
from bot.store.sqlstore import SqlStore

__all__ = ["SqliteStore", "default_migrations", "load_migrations", "split_statements"]

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 5000
MEMORY = ":memory:"
_RESULTS_MIGRATION = 6  # the migration that made `results` (see open)
_BUSY_CODES = frozenset({sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED})
_PLACEHOLDER = re.compile(r"\$(\d+)")
# the shared SQL needs RETURNING (3.35) and JSON functions (built in since 3.38, usually before)
MIN_SQLITE = (3, 35, 0)


@lru_cache(maxsize=1024)
def qmark(sql: str) -> str:
    """A statement's `$n` placeholders as SQLite's `?n` (bound by number, like PostgreSQL's)."""
    return _PLACEHOLDER.sub(r"?\1", sql)


def store_error(what: str, error: Exception) -> StoreError:
    """A driver error as the protocol's exception: StoreBusy when another writer kept the lock."""
    code = getattr(error, "sqlite_errorcode", None)
    busy = code is not None and code & 0xFF in _BUSY_CODES  # extended codes keep the base low
    if code is None and isinstance(error, sqlite3.OperationalError):
        busy = any(word in str(error).lower() for word in ("database is locked", "busy"))
    return (StoreBusy if busy else StoreError)(f"{what}: {error}")


def default_migrations() -> Traversable:
    """The package's own migrations, found through importlib.resources so installs work too."""
    return resources.files(__package__ or "bot.store") / "migrations"


def split_statements(script: str) -> list[str]:
    """Split a .sql file into statements; executescript() would COMMIT our transaction."""
    out: list[str] = []
    buf = ""
    for chunk in script.split(";"):
        buf += chunk + ";"
        if sqlite3.complete_statement(buf):
            if _has_sql(buf):
                out.append(buf.strip())
            buf = ""
    if _has_sql(buf):
        raise StoreError(f"unterminated SQL statement in migration: {buf.strip()[:80]!r}")
    return out


def _has_sql(text: str) -> bool:
    """True unless the text is only blanks, ';' and '--' comments."""
    for line in text.splitlines():
        code = line.split("--", 1)[0].strip().strip(";").strip()
        if code:
            return True
    return False


class SqliteConn:
    """The store's connection interface (sqlbase.Conn) on an aiosqlite connection."""

    __slots__ = ("raw",)

    def __init__(self, raw: aiosqlite.Connection) -> None:
        self.raw = raw

    @property
    def in_transaction(self) -> bool:
        return bool(self.raw.in_transaction)

    async def fetch(self, sql: str, *args: Any) -> list[Any]:
        async with self.raw.execute(qmark(sql), args) as cur:
            return list(await cur.fetchall())

    async def fetchrow(self, sql: str, *args: Any) -> Any:
        async with self.raw.execute(qmark(sql), args) as cur:
            return await cur.fetchone()

    async def fetchval(self, sql: str, *args: Any) -> Any:
        row = await self.fetchrow(sql, *args)
        return None if row is None else row[0]

    async def execute(self, sql: str, *args: Any) -> int:
        async with self.raw.execute(qmark(sql), args) as cur:
            return int(cur.rowcount)

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            await self.raw.executemany(qmark(sql), rows)


class SqliteStore(SqlStore):
    """One SQLite file (or :memory:) behind one aiosqlite connection, one transaction at a time."""

    COMPACT_MIGRATION = 7  # the migration whose data step `_compact_stored` runs
    # the seats as JSON; sorted by seat when read (seats_of_json)
    SEATS_JSON = (
        "(SELECT json_group_array(json_array(s.seat, s.user_id, s.is_bot, s.name, s.level))"
        " FROM seats s WHERE s.channel_id = g.channel_id)"
    )

    def __init__(
        self,
        path: str | Path,
        *,
        migrations: Traversable | None = None,
        busy_timeout_ms: int = BUSY_TIMEOUT_MS,
    ) -> None:
        self.path = str(path)
        self._migrations = migrations if migrations is not None else default_migrations()
        self._busy_timeout_ms = int(busy_timeout_ms)
        self._conn: aiosqlite.Connection | None = None
        # aiosqlite runs every statement on one connection: without this lock, two coroutines'
        # transactions would interleave (and "BEGIN" would fail inside the other's transaction).
        self._lock = asyncio.Lock()

    def __repr__(self) -> str:
        return f"SqliteStore({self.path!r})"

    # -- life cycle -------------------------------------------------------------------------

    async def open(self) -> None:
        """Connect, set the pragmas the concurrency story relies on, and migrate."""
        if self._conn is not None:
            return
        if sqlite3.sqlite_version_info < MIN_SQLITE:
            raise StoreError(
                f"SQLite {sqlite3.sqlite_version} is too old: the store needs"
                f" {'.'.join(map(str, MIN_SQLITE))} or newer (RETURNING)"
            )
        if self.path != MEMORY:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        try:
            conn = await aiosqlite.connect(
                self.path, isolation_level=None, timeout=self._busy_timeout_ms / 1000
            )
        except sqlite3.Error as e:
            raise store_error(f"cannot open database {self.path!r}", e) from e
        try:
            conn.row_factory = sqlite3.Row
            await conn.execute(f"PRAGMA busy_timeout = {self._busy_timeout_ms}")
            async with conn.execute("PRAGMA journal_mode = WAL") as cur:
                row = await cur.fetchone()
            mode = str(row[0]).lower() if row else "?"
            if mode != "wal" and self.path != MEMORY:
                log.warning("SQLite %s: journal_mode is %s, not wal", self.path, mode)
            await conn.execute("PRAGMA synchronous = NORMAL")
            await conn.execute("PRAGMA foreign_keys = ON")
            applied = await self._migrate(conn)
        except BaseException as e:
            await conn.close()
            if isinstance(e, sqlite3.Error):
                raise store_error(f"cannot prepare database {self.path!r}", e) from e
            raise
        self._conn = conn
        if _RESULTS_MIGRATION in applied:  # keep the games that ended before results existed
            await self.backfill_results()

    async def close(self) -> None:
        """Close the connection; a later open() reconnects."""
        conn, self._conn = self._conn, None
        if conn is not None:
            async with self._lock:
                await conn.close()

    async def _migrate(self, conn: aiosqlite.Connection) -> set[int]:
        """Apply the pending numbered .sql files in one transaction, tracked by user_version;
        returns the numbers applied."""
        migrations = load_migrations(self._migrations)
        target = len(migrations)
        current = await self._user_version(conn)
        if current == target:
            return set()
        if current > target:
            raise StoreError(
                f"database {self.path!r} is at schema {current}, newer than this code ({target})"
            )
        # IMMEDIATE: another process opening the same file waits, then sees our user_version.
        await conn.execute("BEGIN IMMEDIATE")
        try:
            current = await self._user_version(conn)
            applied = set()
            for number, name, sql in migrations[current:]:
                log.info("SQLite %s: applying migration %s", self.path, name)
                for statement in split_statements(sql):
                    await conn.execute(statement)
                await self._after_migration(SqliteConn(conn), number)  # same transaction
                await conn.execute(f"PRAGMA user_version = {number}")
                applied.add(number)
            await conn.commit()
        except BaseException:
            await conn.rollback()
            raise
        return applied

    @staticmethod
    async def _user_version(conn: aiosqlite.Connection) -> int:
        """The schema number stored in the file header."""
        async with conn.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    def _require(self) -> aiosqlite.Connection:
        """Fail clearly when used before open() or after close()."""
        if self._conn is None:
            raise StoreError("the store is not open")
        return self._conn

    # -- transactions -----------------------------------------------------------------------

    @asynccontextmanager
    async def _tx(self, begin: str = "BEGIN IMMEDIATE") -> AsyncIterator[SqliteConn]:
        """One transaction at a time on our connection; any failure rolls it back.

        Writes begin IMMEDIATE: they take the file's write lock first, so waiting for another
        writer happens in busy_timeout (then StoreBusy) instead of failing half way through.
        """
        conn = self._require()
        async with self._lock:
            if conn.in_transaction:  # left open by a coroutine cancelled mid-transaction
                await conn.rollback()
            try:
                await conn.execute(begin)
                yield SqliteConn(conn)
                await conn.commit()
            except BaseException as e:
                # The rollback is queued on aiosqlite's thread before any later statement,
                # so even a cancelled coroutine cannot leave its transaction to the next one.
                await conn.rollback()
                if isinstance(e, sqlite3.Error | OverflowError):
                    raise store_error("database error", e) from e
                raise

    def _read(self) -> AbstractAsyncContextManager[SqliteConn]:
        """Reads share one deferred transaction: one snapshot for all their statements."""
        return self._tx("BEGIN")

    async def _save_game(
        self,
        conn: Conn,
        record: GameRecord,
        expected: int,
        moves: Sequence[MoveRecord],
        now: float,
    ) -> bool:
        """The game row if its version is still `expected`, then its seats anew and the moves."""
        changed = await conn.execute(
            f"{SAVE_GAME} WHERE channel_id = $11 AND version = $12",
            *saved_values(record, now),
            record.channel_id,
            expected,
        )
        if changed == 0:
            return False
        await conn.execute("DELETE FROM seats WHERE channel_id = $1", record.channel_id)
        await self._write_seats(conn, record.channel_id, record.seats)
        await self._write_moves(conn, record.channel_id, moves, now)
        return True
