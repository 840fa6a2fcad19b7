"""GameStore on SQLite (aiosqlite, WAL): a crash or a rival writer never loses or repeats a move."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import re
import sqlite3
import time
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from types import TracebackType
from typing import Any

import aiosqlite

from bot.store.base import (
    ChannelBusy,
    GameRecord,
    GameStatus,
    MoveRecord,
    SeatRecord,
    StoreBusy,
    StoreError,
)
from bot.store.clock_records import Commit
from bot.store.clockrows import SqliteClockRows
from bot.store.compact import decode_events, kept_moves, move_dicts
from bot.store.compact import encode_events as _pack  # a move's events as stored
from bot.store.resultrows import ARCHIVED_SQL, SqliteResultRows, archived_item
from bot.store.resultrows import ENDED as _ENDED

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 5000
MEMORY = ":memory:"
_MIGRATION_NAME = re.compile(r"^(\d{4})_[A-Za-z0-9_\-]+\.sql$")
_OPEN = tuple(GameStatus.OPEN)
_RESULTS_MIGRATION = 6  # the migration that made `results` (see open)
_COMPACT_MIGRATION = 7  # the migration whose data step `_compact_stored` runs (see _migrate)
_OPEN_MARKS = ", ".join("?" for _ in _OPEN)
_GAME_COLUMNS = (
    "channel_id, guild_id, game_key, status, version, seed, options_json, state_json,"
    " outcome_json, created_by, created_at, updated_at, hints, challenge"
)


_BUSY_CODES = frozenset({sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED})


def store_error(what: str, error: Exception) -> StoreError:
    """A driver error as the protocol's exception: StoreBusy when another writer kept the lock."""
    code = getattr(error, "sqlite_errorcode", None)
    busy = code is not None and code & 0xFF in _BUSY_CODES  # extended codes keep the base low
    if code is None and isinstance(error, sqlite3.OperationalError):
        busy = any(word in str(error).lower() for word in ("database is locked", "busy"))
    return (StoreBusy if busy else StoreError)(f"{what}: {error}")


def _dumps(value: Any) -> str:
    """Compact JSON, because states are stored on every move and can be large."""
    return json.dumps(value, separators=(",", ":"))


def _loads_opt(text: str | None) -> Any:
    """NULL columns stay None so 'no state yet' survives a round trip."""
    return None if text is None else json.loads(text)


def default_migrations() -> Traversable:
    """The package's own migrations, found through importlib.resources so installs work too."""
    return resources.files(__package__ or "bot.store") / "migrations"


def load_migrations(directory: Traversable) -> list[tuple[int, str, str]]:
    """Read NNNN_name.sql files in order; a gap or a duplicate number is a packaging bug."""
    found: dict[int, tuple[str, str]] = {}
    for entry in directory.iterdir():
        m = _MIGRATION_NAME.match(entry.name)
        if m is None or not entry.is_file():
            continue
        number = int(m.group(1))
        if number in found:
            raise StoreError(f"two migrations numbered {number}: {found[number][0]}, {entry.name}")
        found[number] = (entry.name, entry.read_text(encoding="utf-8"))
    numbers = sorted(found)
    if numbers != list(range(1, len(numbers) + 1)):
        raise StoreError(f"migrations must be numbered 0001, 0002, ... without gaps, got {numbers}")
    return [(n, *found[n]) for n in numbers]


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


class SqliteStore(SqliteClockRows, SqliteResultRows):
    """One SQLite file (or :memory:) behind one aiosqlite connection, one transaction at a time."""

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

    async def __aenter__(self) -> SqliteStore:
        await self.open()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

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
                if number == _COMPACT_MIGRATION:  # rows rewritten in Python, same transaction
                    await self._compact_stored(conn)
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

    @asynccontextmanager
    async def _tx(self, begin: str = "BEGIN IMMEDIATE") -> AsyncIterator[aiosqlite.Connection]:
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
                yield conn
                await conn.commit()
            except BaseException as e:
                # The rollback is queued on aiosqlite's thread before any later statement,
                # so even a cancelled coroutine cannot leave its transaction to the next one.
                await conn.rollback()
                if isinstance(e, sqlite3.Error | OverflowError):
                    raise store_error("database error", e) from e
                raise

    # -- reads ------------------------------------------------------------------------------

    async def load(self, channel_id: int) -> GameRecord | None:
        """The channel's current game with its seats, read in one snapshot."""
        async with self._tx("BEGIN") as conn:
            async with conn.execute(
                f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ?", (channel_id,)
            ) as cur:
                row = await cur.fetchone()
            if row is None:
                return None
            seats = await self._seats(conn, channel_id)
        return _record(row, seats)

    async def moves(self, channel_id: int, since: int = 0) -> list[MoveRecord]:
        """Moves after `since`, in order, so a replay or a catch-up can start anywhere."""
        async with self._tx("BEGIN") as conn:
            async with conn.execute(
                "SELECT seq, seat, token, events, at FROM moves"
                " WHERE channel_id = ? AND seq > ? ORDER BY seq",
                (channel_id, since),
            ) as cur:
                rows = await cur.fetchall()
            if rows:
                return [_move(r) for r in rows]
            kept = await self._current_result(conn, channel_id)  # an ended game's are there
        return kept_moves(kept, since)

    async def last_seq(self, channel_id: int) -> int:
        """The number of the channel's latest move (0 before the first), for the next save."""
        async with self._tx("BEGIN") as conn:
            async with conn.execute(
                "SELECT COALESCE(MAX(seq), 0) FROM moves WHERE channel_id = ?", (channel_id,)
            ) as cur:
                row = await cur.fetchone()
            if row and row[0]:
                return int(row[0])
            kept = await self._current_result(conn, channel_id)  # an ended game's are there
        moves = kept_moves(kept)
        return moves[-1].seq if moves else 0

    async def games_of(self, user_id: int) -> list[GameRecord]:
        """Open games in which this user holds a human seat, most recently active first."""
        async with self._tx("BEGIN") as conn:
            async with conn.execute(
                f"SELECT {_GAME_COLUMNS} FROM games WHERE status IN ({_OPEN_MARKS})"
                " AND channel_id IN (SELECT channel_id FROM seats WHERE user_id = ? AND is_bot = 0)"
                " ORDER BY updated_at DESC, channel_id",
                (*_OPEN, user_id),
            ) as cur:
                rows = list(await cur.fetchall())
            seats = {r["channel_id"]: await self._seats(conn, r["channel_id"]) for r in rows}
        return [_record(r, seats[r["channel_id"]]) for r in rows]

    async def archived(self, channel_id: int) -> list[dict[str, Any]]:
        """Earlier finished games of this channel, newest first, so history is never lost.

        Each item is {"record": {...GameRecord fields but seats}, "seats": [...], "moves": [...],
        "archive_id": int, "finished_at": float (the ended game's last save)}. The document is
        its results row's (the archive row refers to it); a pruned game is no longer listed.
        """
        async with (
            self._tx("BEGIN") as conn,
            conn.execute(ARCHIVED_SQL.replace("$1", "?"), (channel_id,)) as cur,
        ):
            rows = await cur.fetchall()
        return [archived_item(r) for r in rows]

    @staticmethod
    async def _seats(conn: aiosqlite.Connection, channel_id: int) -> tuple[SeatRecord, ...]:
        """A game's seats in seat order."""
        async with conn.execute(
            "SELECT seat, user_id, is_bot, name, level FROM seats WHERE channel_id = ?"
            " ORDER BY seat",
            (channel_id,),
        ) as cur:
            rows = await cur.fetchall()
        return tuple(
            SeatRecord(r["seat"], r["user_id"], bool(r["is_bot"]), r["name"], r["level"])
            for r in rows
        )

    # -- writes -----------------------------------------------------------------------------

    async def create(
        self,
        record: GameRecord,
        moves: Sequence[MoveRecord] = (),
        commit: Commit | None = None,
    ) -> GameRecord:
        """Insert a new game (with the moves its bots made at the start, and its Commit: clock,
        deadlines, challenge attempt, in the same transaction); a finished one is archived
        first, an open one refuses, and the previous game's clock rows go.

        The new game's version follows the channel's previous game's (1 for a first game), so
        a button left on an old board can never pass the new game's version check.
        """
        now = time.time()
        new = dataclasses.replace(
            record,
            version=1,
            created_at=record.created_at or now,
            updated_at=record.updated_at or now,
        )
        async with self._tx() as conn:
            async with conn.execute(
                "SELECT status, version FROM games WHERE channel_id = ?", (new.channel_id,)
            ) as cur:
                row = await cur.fetchone()
            if row is not None:
                if row["status"] in _OPEN:
                    raise ChannelBusy(
                        f"channel {new.channel_id} already has a game ({row['status']})"
                    )
                new = dataclasses.replace(new, version=int(row["version"]) + 1)
                await self._archive(conn, new.channel_id)
            await conn.execute(
                f"INSERT INTO games ({_GAME_COLUMNS}) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    new.channel_id,
                    new.guild_id,
                    new.game_key,
                    new.status,
                    new.version,
                    new.seed,
                    _dumps(new.options),
                    _nullable_json(new.state),
                    _nullable_json(new.outcome),
                    new.created_by,
                    new.created_at,
                    new.updated_at,
                    new.hints,
                    new.challenge,
                ),
            )
            await self._write_seats(conn, new.channel_id, new.seats)
            await self._write_moves(conn, new.channel_id, moves, now)
            if commit is not None:  # the new game's clock rows replace the previous game's
                for table in ("clocks", "deadlines", "clock_seats"):
                    await conn.execute(
                        f"DELETE FROM {table} WHERE channel_id = ?", (new.channel_id,)
                    )
                await self._write_commit(conn, new.channel_id, new.created_at, commit)
        return new

    async def save(
        self,
        record: GameRecord,
        expected_version: int,
        moves: Sequence[MoveRecord] = (),
        commit: Commit | None = None,
    ) -> GameRecord | None:
        """Write the record, append moves and write the Commit (the clock's rows, notes)
        atomically, only if nobody saved since we loaded."""
        now = time.time()
        async with self._tx() as conn:
            cur = await conn.execute(
                "UPDATE games SET guild_id = ?, game_key = ?, status = ?, seed = ?,"
                " options_json = ?, state_json = ?, outcome_json = ?, created_by = ?,"
                " updated_at = ?, hints = ?, version = version + 1"
                " WHERE channel_id = ? AND version = ?",
                (
                    record.guild_id,
                    record.game_key,
                    record.status,
                    record.seed,
                    _dumps(record.options),
                    _nullable_json(record.state),
                    _nullable_json(record.outcome),
                    record.created_by,
                    now,
                    record.hints,
                    record.channel_id,
                    expected_version,
                ),
            )
            changed = cur.rowcount
            await cur.close()
            if changed == 0:
                await conn.rollback()
                return None
            await conn.execute("DELETE FROM seats WHERE channel_id = ?", (record.channel_id,))
            await self._write_seats(conn, record.channel_id, record.seats)
            await self._write_moves(conn, record.channel_id, moves, now)
            if commit is not None:
                await self._write_commit(conn, record.channel_id, record.created_at, commit)
            if record.status in _ENDED:  # kept for history and ratings, in this transaction
                await self._keep_ended(conn, record.channel_id)
        return dataclasses.replace(record, version=expected_version + 1, updated_at=now)

    @staticmethod
    async def _write_moves(
        conn: aiosqlite.Connection, channel_id: int, moves: Sequence[MoveRecord], now: float
    ) -> None:
        """Append moves; a seq that already exists is a bug or a replay, and fails the save."""
        await conn.executemany(
            "INSERT INTO moves (channel_id, seq, seat, token, events, at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            [(channel_id, m.seq, m.seat, m.token, _pack(m.events), m.at or now) for m in moves],
        )

    @staticmethod
    async def _write_seats(
        conn: aiosqlite.Connection, channel_id: int, seats: Iterable[SeatRecord]
    ) -> None:
        """Insert a game's seats; a repeated seat number fails the transaction."""
        await conn.executemany(
            "INSERT INTO seats (channel_id, seat, user_id, is_bot, name, level)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            [(channel_id, s.seat, s.user_id, int(s.is_bot), s.name, s.level) for s in seats],
        )

    async def _document(
        self, conn: aiosqlite.Connection, channel_id: int
    ) -> tuple[GameRecord, dict[str, Any]] | None:
        """The channel's game whole, as the archive keeps it: record, seats and moves (an
        ended game's moves are in its results row, any later ones in `moves`)."""
        async with conn.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ?", (channel_id,)
        ) as cur:
            row = await cur.fetchone()
        if row is None:
            return None
        seats = await self._seats(conn, channel_id)
        kept = await self._current_result(conn, channel_id)
        moves = kept_moves(kept)
        async with conn.execute(
            "SELECT seq, seat, token, events, at FROM moves WHERE channel_id = ? AND seq > ?"
            " ORDER BY seq",
            (channel_id, moves[-1].seq if moves else 0),
        ) as cur:
            moves += [_move(r) for r in await cur.fetchall()]
        old = _record(row, seats)
        doc = {
            "record": {
                f.name: getattr(old, f.name) for f in dataclasses.fields(old) if f.name != "seats"
            },
            "seats": [dataclasses.asdict(s) for s in seats],
            "moves": move_dicts(moves),
        }
        return old, doc

    async def _archive(self, conn: aiosqlite.Connection, channel_id: int) -> None:
        """Move the channel's ended game out of the live tables: its results row gets the
        document as it is now (its record after its last save), the archive row refers to it.
        (A game that never ended, which `create` does not archive, would be copied whole.)"""
        found = await self._document(conn, channel_id)
        if found is None:
            return
        old, doc = found
        await self._keep_result(conn, doc)
        kept = await self._current_result(conn, channel_id)
        if kept is not None:
            await self._rewrite_result(conn, kept["id"], doc)
        await conn.execute(
            "INSERT INTO archive (channel_id, game_key, finished_at, result_id, record_json)"
            " VALUES (?, ?, ?, ?, ?)",
            (
                channel_id,
                old.game_key,
                old.updated_at,
                None if kept is None else kept["id"],
                _dumps(doc) if kept is None else None,
            ),
        )
        await conn.execute("DELETE FROM moves WHERE channel_id = ?", (channel_id,))
        await conn.execute("DELETE FROM seats WHERE channel_id = ?", (channel_id,))
        await conn.execute("DELETE FROM games WHERE channel_id = ?", (channel_id,))

    # -- metadata ---------------------------------------------------------------------------

    async def get_meta(self, key: str) -> str | None:
        """The text stored under `key`, or None if it was never set."""
        async with (
            self._tx("BEGIN") as conn,
            conn.execute("SELECT value FROM meta WHERE key = ?", (key,)) as cur,
        ):
            row = await cur.fetchone()
        return None if row is None else str(row["value"])

    async def set_meta(self, key: str, value: str) -> None:
        """Store `value` under `key`; a later write replaces it."""
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    async def setdefault_meta(self, key: str, value: str) -> str:
        """Store `value` under `key` unless something is stored there; return what is."""
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
                (key, value),
            )
            async with conn.execute("SELECT value FROM meta WHERE key = ?", (key,)) as cur:
                row = await cur.fetchone()
        assert row is not None  # inserted or already there, in this one transaction
        return str(row["value"])


def _nullable_json(value: Any) -> str | None:
    """None stays SQL NULL rather than the string 'null'."""
    return None if value is None else _dumps(value)


def _record(row: sqlite3.Row, seats: tuple[SeatRecord, ...]) -> GameRecord:
    """A games row and its seats as the protocol's record."""
    return GameRecord(
        channel_id=row["channel_id"],
        game_key=row["game_key"],
        status=row["status"],
        version=row["version"],
        seed=row["seed"],
        options=json.loads(row["options_json"]),
        state=_loads_opt(row["state_json"]),
        created_by=row["created_by"],
        seats=seats,
        guild_id=row["guild_id"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        outcome=_loads_opt(row["outcome_json"]),
        hints=row["hints"],
        challenge=row["challenge"],
    )


def _move(row: sqlite3.Row) -> MoveRecord:
    """A moves row as the protocol's record."""
    return MoveRecord(
        seq=row["seq"],
        seat=row["seat"],
        token=row["token"],
        events=decode_events(row["events"]),
        at=row["at"],
    )
