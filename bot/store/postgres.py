"""The PostgreSQL dialect of the store (asyncpg): several bot processes can share one database.

What only PostgreSQL has: a pool of connections, transactions per call (a single statement runs
without BEGIN/COMMIT), migrations tracked in schema_version under an advisory lock, its errors,
row and advisory locks, and a save in one statement. Every other query is the shared store's
(sqlstore.py).

Writes run at READ COMMITTED and rely on row locks: a conditional `UPDATE ... WHERE version = $n`
(or `stage = $n`) waits for a rival's transaction, then re-reads the row and matches nothing if
the rival won, so a version or a clock stage is taken exactly once. Where a write replaces a set
of rows (delete, then insert), a transaction-scoped advisory lock on the channel keeps two such
writes apart.
"""

from __future__ import annotations

import logging
import os
from collections.abc import AsyncIterator, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bot.store.base import GameRecord, MoveRecord, StoreBusy, StoreError
from bot.store.compact import encode_events
from bot.store.sqlbase import SAVE_GAME, Conn, load_migrations, saved_values
from bot.store.sqlstore import SqlStore

log = logging.getLogger(__name__)

LOCK_TIMEOUT_MS = 5000  # like SQLite's busy_timeout: wait this long for a rival, then StoreBusy
MIGRATION_LOCK_TIMEOUT_MS = 60_000  # another process may be migrating: wait for it longer
ACQUIRE_TIMEOUT_S = 30.0  # waiting for a free connection of the pool, then StoreBusy
DEFAULT_POOL_SIZE = 4
POOL_SIZE_ENV = "DATABASE_POOL_SIZE"
# Advisory lock keys in the two-int4 space (a channel's lock is its id, in the one-int8 space).
_LOCK_SPACE = 0x54414255  # "TABU"
MIGRATION_LOCK = (_LOCK_SPACE, 1)
_RATINGS_KEY = (_LOCK_SPACE, 2)

# Passing conditions: a lock held past lock_timeout, a transaction PostgreSQL chose to abort
# (serialization failure, deadlock), a server that is starting or full. Trying again may work.
_BUSY = (
    asyncpg.exceptions.LockNotAvailableError,
    asyncpg.exceptions.TransactionRollbackError,
    asyncpg.exceptions.CannotConnectNowError,
    asyncpg.exceptions.TooManyConnectionsError,
    TimeoutError,
)
DRIVER_ERRORS = (asyncpg.PostgresError, asyncpg.InterfaceError, OSError, TimeoutError)

# The save of a move: the game row if its version is still the expected one, then its seats
# (upserted, and any seat no longer listed removed) and the new moves. A seq that already
# exists is a bug or a replay, and fails the whole statement.
SAVE_SQL = (
    f"WITH saved AS ({SAVE_GAME}"
    " WHERE channel_id = $11 AND version = $12 RETURNING channel_id, version),"
    " seated AS ("
    " INSERT INTO seats (channel_id, seat, user_id, is_bot, name, level)"
    " SELECT saved.channel_id, x.* FROM saved,"
    " unnest($13::bigint[], $14::bigint[], $15::boolean[], $16::text[], $17::text[]) AS x"
    " ON CONFLICT (channel_id, seat) DO UPDATE SET user_id = excluded.user_id,"
    " is_bot = excluded.is_bot, name = excluded.name, level = excluded.level),"
    " unseated AS ("
    " DELETE FROM seats WHERE channel_id = (SELECT channel_id FROM saved)"
    " AND NOT (seat = ANY($13::bigint[]))),"
    " logged AS ("
    " INSERT INTO moves (channel_id, seq, seat, token, events, at)"
    " SELECT saved.channel_id, x.* FROM saved,"
    " unnest($18::bigint[], $19::bigint[], $20::text[], $21::bytea[], $22::float8[]) AS x)"
    " SELECT version FROM saved"
)


def store_error(what: str, error: BaseException) -> StoreError:
    """A driver error as the protocol's exception: StoreBusy when waiting longer may help."""
    kind = StoreBusy if isinstance(error, _BUSY) else StoreError
    detail = str(error) or type(error).__name__
    return kind(f"{what}: {detail}")


def safe_url(url: str) -> str:
    """The URL with its password masked, for logs, reprs and error messages."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "postgresql://?"
    if parts.password is None:
        return url
    host = parts.netloc.rpartition("@")[2]
    user = parts.username or ""
    return urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))


def count_from_env(name: str, default: int) -> int:
    """A setting that is a whole number of at least 1, or `default` when unset (a clear
    ValueError otherwise); bot/config.py reads its counts with it too."""
    text = os.environ.get(name, "").strip()
    if not text:
        return default
    if not text.isdigit() or int(text) < 1:
        raise ValueError(f"{name} must be a whole number of at least 1, got {text!r}")
    return int(text)


def pool_size_from_env() -> int:
    """DATABASE_POOL_SIZE, or the small default: each bot process needs only a few."""
    return count_from_env(POOL_SIZE_ENV, DEFAULT_POOL_SIZE)


def default_migrations() -> Traversable:
    """The PostgreSQL migrations shipped in the package (numbered like SQLite's)."""
    return resources.files(__package__ or "bot.store") / "pg_migrations"


def _save_args(
    record: GameRecord, expected: int, moves: Sequence[MoveRecord], now: float
) -> tuple[Any, ...]:
    seats = record.seats
    return (
        *saved_values(record, now),
        record.channel_id,
        expected,
        [s.seat for s in seats],
        [s.user_id for s in seats],
        [bool(s.is_bot) for s in seats],
        [s.name for s in seats],
        [s.level for s in seats],
        [m.seq for m in moves],
        [m.seat for m in moves],
        [m.token for m in moves],
        [encode_events(m.events) for m in moves],
        [m.at or now for m in moves],
    )


async def _keep_session(conn: asyncpg.Connection) -> None:
    """What a connection needs before it goes back to the pool: nothing more than asyncpg does
    itself (roll back a transaction left open). The store's sessions hold no LISTEN, cursor,
    session setting or session-level advisory lock (its locks end with their transactions),
    so the default RESET ALL round trip on every release is skipped."""


class PgConn:
    """The store's connection interface (sqlbase.Conn) on an asyncpg connection."""

    __slots__ = ("raw",)

    def __init__(self, raw: asyncpg.Connection) -> None:
        self.raw = raw

    @property
    def in_transaction(self) -> bool:
        return bool(self.raw.is_in_transaction())

    async def fetch(self, sql: str, *args: Any) -> list[Any]:
        return list(await self.raw.fetch(sql, *args))

    async def fetchrow(self, sql: str, *args: Any) -> Any:
        return await self.raw.fetchrow(sql, *args)

    async def fetchval(self, sql: str, *args: Any) -> Any:
        return await self.raw.fetchval(sql, *args)

    async def execute(self, sql: str, *args: Any) -> int:
        status = await self.raw.execute(sql, *args)  # e.g. "UPDATE 1", "INSERT 0 3"
        count = str(status).rpartition(" ")[2]
        return int(count) if count.isdigit() else 0

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            await self.raw.executemany(sql, rows)


class PostgresStore(SqlStore):
    """A pool of asyncpg connections to one database; unopened until `open()`."""

    COMPACT_MIGRATION = 4  # the migration whose data step `_compact_stored` runs (SQLite's 0007)
    FOR_UPDATE = " FOR UPDATE"
    SKIP_LOCKED = " FOR UPDATE OF d SKIP LOCKED"
    CHANNEL_LOCK = "SELECT pg_advisory_xact_lock($1::bigint)"
    RATINGS_LOCK = "SELECT pg_advisory_xact_lock({}, {})".format(*_RATINGS_KEY)
    SEATS_JSON = (
        "(SELECT json_agg(json_build_array(s.seat, s.user_id, s.is_bot, s.name, s.level))::text"
        " FROM seats s WHERE s.channel_id = g.channel_id)"
    )

    def __init__(
        self,
        url: str,
        *,
        pool_size: int | None = None,
        lock_timeout_ms: int = LOCK_TIMEOUT_MS,
        migrations: Traversable | None = None,
        server_settings: dict[str, str] | None = None,
    ) -> None:
        self.url = url
        self.pool_size = pool_size_from_env() if pool_size is None else int(pool_size)
        if self.pool_size < 1:
            raise ValueError(f"pool_size must be at least 1, got {pool_size}")
        self._lock_timeout_ms = int(lock_timeout_ms)
        self._migrations = migrations if migrations is not None else default_migrations()
        self._server_settings = dict(server_settings or {})
        self._pool: asyncpg.Pool | None = None

    def __repr__(self) -> str:
        return f"{type(self).__name__}({safe_url(self.url)!r})"

    # -- life cycle -------------------------------------------------------------------------

    async def open(self) -> None:
        """Connect the pool and apply the pending migrations (once, whoever comes first)."""
        if self._pool is not None:
            return
        where = safe_url(self.url)
        try:
            pool = await self._connect()
        except DRIVER_ERRORS as e:
            raise store_error(f"cannot open database {where!r}", e) from e
        try:
            async with pool.acquire() as conn:
                await self._migrate(conn)
        except BaseException as e:
            pool.terminate()
            if isinstance(e, DRIVER_ERRORS):
                raise store_error(f"cannot prepare database {where!r}", e) from e
            raise
        self._pool = pool

    async def close(self) -> None:
        """Close the pool (waiting for the transactions in flight); a later open() reconnects."""
        pool, self._pool = self._pool, None
        if pool is not None:
            try:
                await pool.close()
            except BaseException:
                pool.terminate()
                raise

    async def _connect(self) -> asyncpg.Pool:
        settings = {
            "lock_timeout": f"{self._lock_timeout_ms}ms",
            "application_name": "tabula",
            **self._server_settings,
        }
        pool = await asyncpg.create_pool(
            self.url,
            min_size=self.pool_size,  # all connected at start, not during the first burst
            max_size=self.pool_size,
            server_settings=settings,
            reset=_keep_session,
        )
        assert pool is not None
        return pool

    async def _migrate(self, conn: asyncpg.Connection) -> set[int]:
        """Apply the pending numbered .sql files in one transaction, tracked in schema_version;
        another process migrating the same schema at the same time waits for this one."""
        migrations = load_migrations(self._migrations)
        target = len(migrations)
        if await self._schema_version(conn) == target:
            return set()
        applied: set[int] = set()
        async with conn.transaction():
            await conn.execute(f"SET LOCAL lock_timeout = '{MIGRATION_LOCK_TIMEOUT_MS}ms'")
            await conn.execute("SELECT pg_advisory_xact_lock($1, $2)", *MIGRATION_LOCK)
            await conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_version ("
                " version BIGINT PRIMARY KEY, name TEXT NOT NULL,"
                " applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
            )
            current = await self._schema_version(conn)  # as the process before us left it
            if current > target:
                raise StoreError(
                    f"database {safe_url(self.url)!r} is at schema {current},"
                    f" newer than this code ({target})"
                )
            for number, name, sql in migrations[current:]:
                log.info("PostgreSQL: applying migration %s", name)
                await conn.execute(sql)  # no arguments: the simple protocol runs the whole file
                await self._after_migration(PgConn(conn), number)  # same transaction
                await conn.execute(
                    "INSERT INTO schema_version (version, name) VALUES ($1, $2)", number, name
                )
                applied.add(number)
        return applied

    @staticmethod
    async def _schema_version(conn: asyncpg.Connection) -> int:
        """The number of the last migration applied, 0 for a new database (or schema)."""
        if await conn.fetchval("SELECT to_regclass('schema_version')") is None:
            return 0
        return int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))

    def _require(self) -> asyncpg.Pool:
        """Fail clearly when used before open() or after close()."""
        if self._pool is None:
            raise StoreError("the store is not open")
        return self._pool

    # -- transactions -----------------------------------------------------------------------

    @asynccontextmanager
    async def _tx(self) -> AsyncIterator[PgConn]:
        """One transaction on a connection of the pool; any failure rolls it back.

        A coroutine cancelled inside it leaves nothing behind either: the transaction's own
        exit rolls back, and a connection released mid-transaction is reset (ROLLBACK) or
        closed by the pool before anyone else gets it.
        """
        pool = self._require()
        try:
            async with pool.acquire(timeout=ACQUIRE_TIMEOUT_S) as conn, conn.transaction():
                yield PgConn(conn)
        except DRIVER_ERRORS as e:
            raise store_error("database error", e) from e

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[PgConn]:
        """A connection for one statement, which is its own snapshot (no BEGIN/COMMIT trips)."""
        pool = self._require()
        try:
            async with pool.acquire(timeout=ACQUIRE_TIMEOUT_S) as conn:
                yield PgConn(conn)
        except DRIVER_ERRORS as e:
            raise store_error("database error", e) from e

    def _save_tx(self, alone: bool) -> AbstractAsyncContextManager[PgConn]:
        """A save that writes only SAVE_SQL is one statement: no BEGIN/COMMIT round trips."""
        return self._read() if alone else self._tx()

    async def _save_game(
        self,
        conn: Conn,
        record: GameRecord,
        expected: int,
        moves: Sequence[MoveRecord],
        now: float,
    ) -> bool:
        """One statement (SAVE_SQL), one round trip: the UPDATE takes the game's row lock, a
        rival save of the same version waits for us, then finds the version changed and
        updates nothing, at READ COMMITTED; the seats and moves are written only when the
        UPDATE matched."""
        version = await conn.fetchval(SAVE_SQL, *_save_args(record, expected, moves, now))
        return version is not None
