"""What every part of the PostgreSQL store shares: the pool, transactions, errors, migrations.

Writes run at READ COMMITTED and rely on row locks: a conditional `UPDATE ... WHERE version = $n`
(or `stage = $n`) waits for a rival's transaction, then re-reads the row and matches nothing if
the rival won, so a version or a clock stage is taken exactly once. Where a write replaces a set
of rows (delete, then insert), a transaction-scoped advisory lock on the channel keeps two such
writes apart. Reads of several tables share one REPEATABLE READ snapshot.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import os
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bot.store.base import GameRecord, StoreBusy, StoreError
from bot.store.compact import decode_events, kept_moves, move_dicts
from bot.store.records import MoveRecord, SeatRecord
from bot.store.sqlite import load_migrations

log = logging.getLogger(__name__)

LOCK_TIMEOUT_MS = 5000  # like SQLite's busy_timeout: wait this long for a rival, then StoreBusy
MIGRATION_LOCK_TIMEOUT_MS = 60_000  # another process may be migrating: wait for it longer
ACQUIRE_TIMEOUT_S = 30.0  # waiting for a free connection of the pool, then StoreBusy
DEFAULT_POOL_SIZE = 4
POOL_SIZE_ENV = "DATABASE_POOL_SIZE"
# Advisory lock keys in the two-int4 space (a channel's lock is its id, in the one-int8 space).
_LOCK_SPACE = 0x54414255  # "TABU"
MIGRATION_LOCK = (_LOCK_SPACE, 1)
RATINGS_LOCK = (_LOCK_SPACE, 2)
COMPACT_MIGRATION = 4  # the migration whose data step `_after_migration` runs (SQLite's 0007)

GAME_COLUMNS = (
    "channel_id, guild_id, game_key, status, version, seed, options_json, state_json,"
    " outcome_json, created_by, created_at, updated_at, hints, challenge"
)

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


def dumps(value: Any) -> str:
    """Compact JSON text, as the SQLite store writes it (key order kept)."""
    return json.dumps(value, separators=(",", ":"))


def nullable_json(value: Any) -> str | None:
    """None stays SQL NULL rather than the string 'null'."""
    return None if value is None else dumps(value)


def loads_opt(text: str | None) -> Any:
    return None if text is None else json.loads(text)


def game_record(row: Any, seats: tuple[SeatRecord, ...]) -> GameRecord:
    """A games row and its seats as the protocol's record."""
    return GameRecord(
        channel_id=row["channel_id"],
        game_key=row["game_key"],
        status=row["status"],
        version=row["version"],
        seed=row["seed"],
        options=json.loads(row["options_json"]),
        state=loads_opt(row["state_json"]),
        created_by=row["created_by"],
        seats=seats,
        guild_id=row["guild_id"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        outcome=loads_opt(row["outcome_json"]),
        hints=row["hints"],
        challenge=row["challenge"],
    )


def move_record(row: Any) -> MoveRecord:
    return MoveRecord(
        seq=row["seq"],
        seat=row["seat"],
        token=row["token"],
        events=decode_events(row["events"]),
        at=row["at"],
    )


def seat_record(row: Any) -> SeatRecord:
    return SeatRecord(row["seat"], row["user_id"], row["is_bot"], row["name"], row["level"])


async def _keep_session(conn: asyncpg.Connection) -> None:
    """What a connection needs before it goes back to the pool: nothing more than asyncpg does
    itself (roll back a transaction left open). The store's sessions hold no LISTEN, cursor,
    session setting or session-level advisory lock (its locks end with their transactions),
    so the default RESET ALL round trip on every release is skipped."""


class PgBase:
    """The pool and the transactions that the store's parts (games, clock, results) run in."""

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

    def _require(self) -> asyncpg.Pool:
        """Fail clearly when used before open() or after close()."""
        if self._pool is None:
            raise StoreError("the store is not open")
        return self._pool

    @asynccontextmanager
    async def _tx(self, *, read_only: bool = False) -> AsyncIterator[asyncpg.Connection]:
        """One transaction on a connection of the pool; any failure rolls it back.

        A coroutine cancelled inside it leaves nothing behind either: the transaction's own
        exit rolls back, and a connection released mid-transaction is reset (ROLLBACK) or
        closed by the pool before anyone else gets it.
        """
        pool = self._require()
        try:
            async with pool.acquire(timeout=ACQUIRE_TIMEOUT_S) as conn:
                if read_only:  # one snapshot for all its statements, and no write by mistake
                    tx = conn.transaction(isolation="repeatable_read", readonly=True)
                else:
                    tx = conn.transaction()
                async with tx:
                    yield conn
        except DRIVER_ERRORS as e:
            raise store_error("database error", e) from e

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[asyncpg.Connection]:
        """A connection for one statement, which is its own snapshot (no BEGIN/COMMIT trips)."""
        pool = self._require()
        try:
            async with pool.acquire(timeout=ACQUIRE_TIMEOUT_S) as conn:
                yield conn
        except DRIVER_ERRORS as e:
            raise store_error("database error", e) from e

    @staticmethod
    async def _lock_channel(conn: asyncpg.Connection, channel_id: int) -> None:
        """Keep other writers of this channel's replaced rows out until this transaction ends."""
        await conn.execute("SELECT pg_advisory_xact_lock($1::bigint)", channel_id)

    # -- life cycle -------------------------------------------------------------------------

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
                await self._after_migration(conn, number)  # rows rewritten in Python, same tx
                await conn.execute(
                    "INSERT INTO schema_version (version, name) VALUES ($1, $2)", number, name
                )
                applied.add(number)
        return applied

    async def _after_migration(self, conn: asyncpg.Connection, number: int) -> None:
        """A migration's data step in Python, in the migration's transaction (see
        PgResultRows)."""

    async def _current_result(self, conn: asyncpg.Connection, channel_id: int) -> Any:
        """The results row of the channel's current game if it has ended (see PgResultRows)."""
        raise NotImplementedError

    @staticmethod
    async def _schema_version(conn: asyncpg.Connection) -> int:
        """The number of the last migration applied, 0 for a new database (or schema)."""
        if await conn.fetchval("SELECT to_regclass('schema_version')") is None:
            return 0
        return int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))

    # -- the channel's game whole -----------------------------------------------------------

    @staticmethod
    async def _seats(conn: asyncpg.Connection, channel_id: int) -> tuple[SeatRecord, ...]:
        rows = await conn.fetch(
            "SELECT seat, user_id, is_bot, name, level FROM seats WHERE channel_id = $1"
            " ORDER BY seat",
            channel_id,
        )
        return tuple(seat_record(r) for r in rows)

    async def _document(
        self, conn: asyncpg.Connection, channel_id: int
    ) -> tuple[GameRecord, dict[str, Any]] | None:
        """The channel's game whole, as the archive keeps it: record, seats and moves (an
        ended game's moves are in its results row, any later ones in `moves`)."""
        row = await conn.fetchrow(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1", channel_id
        )
        if row is None:
            return None
        seats = await self._seats(conn, channel_id)
        kept = await self._current_result(conn, channel_id)
        moves = kept_moves(kept)
        moves += [
            move_record(r)
            for r in await conn.fetch(
                "SELECT seq, seat, token, events, at FROM moves WHERE channel_id = $1"
                " AND seq > $2 ORDER BY seq",
                channel_id,
                moves[-1].seq if moves else 0,
            )
        ]
        old = game_record(row, seats)
        doc = {
            "record": {
                f.name: getattr(old, f.name) for f in dataclasses.fields(old) if f.name != "seats"
            },
            "seats": [dataclasses.asdict(s) for s in seats],
            "moves": move_dicts(moves),
        }
        return old, doc

    @staticmethod
    async def _write_seats(
        conn: asyncpg.Connection, channel_id: int, seats: Iterable[SeatRecord]
    ) -> None:
        """Insert a game's seats; a repeated seat number fails the transaction."""
        rows: Sequence[tuple[Any, ...]] = [
            (channel_id, s.seat, s.user_id, bool(s.is_bot), s.name, s.level) for s in seats
        ]
        if rows:
            await conn.executemany(
                "INSERT INTO seats (channel_id, seat, user_id, is_bot, name, level)"
                " VALUES ($1, $2, $3, $4, $5, $6)",
                rows,
            )
