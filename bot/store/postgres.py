"""GameStore on PostgreSQL (asyncpg): several bot processes can share one database.

The same guarantees as the SQLite store: a save is one transaction that commits only if the
stored version is still the one the caller loaded; an ended game is kept as a result in the
save that ends it; a clock stage is claimed once; a lock held too long by another writer is
StoreBusy and changes nothing.
"""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Sequence
from types import TracebackType
from typing import Any

import asyncpg

from bot.store.base import ChannelBusy, GameRecord, GameStatus, MoveRecord, SeatRecord
from bot.store.clock_records import Commit
from bot.store.compact import encode_events, kept_moves
from bot.store.pgbase import (
    DRIVER_ERRORS,
    GAME_COLUMNS,
    dumps,
    game_record,
    move_record,
    nullable_json,
    safe_url,
    seat_record,
    store_error,
)
from bot.store.pgclockrows import PgClockRows
from bot.store.pgresultrows import PgResultRows
from bot.store.resultrows import ARCHIVED_SQL, ENDED, archived_item

_OPEN = list(GameStatus.OPEN)


# The save of a move: the game row if its version is still the expected one, then its seats
# (upserted, and any seat no longer listed removed) and the new moves. A seq that already
# exists is a bug or a replay, and fails the whole statement.
SAVE_SQL = (
    "WITH saved AS ("
    " UPDATE games SET guild_id = $1, game_key = $2, status = $3, seed = $4,"
    " options_json = $5, state_json = $6, outcome_json = $7, created_by = $8,"
    " updated_at = $9, hints = $10, version = version + 1"
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


def _save_args(
    record: GameRecord, expected: int, moves: Sequence[MoveRecord], now: float
) -> tuple[Any, ...]:
    seats = record.seats
    return (
        record.guild_id,
        record.game_key,
        record.status,
        record.seed,
        dumps(record.options),
        nullable_json(record.state),
        nullable_json(record.outcome),
        record.created_by,
        now,
        record.hints,
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


class PostgresStore(PgClockRows, PgResultRows):
    """A pool of asyncpg connections to one database; unopened until `open()`."""

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

    async def __aenter__(self) -> PostgresStore:
        await self.open()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    # -- reads ------------------------------------------------------------------------------

    async def load(self, channel_id: int) -> GameRecord | None:
        """The channel's current game with its seats, read by one statement (so one snapshot,
        and one round trip: every move and every private view starts here)."""
        async with self._read() as conn:
            row = await conn.fetchrow(
                f"SELECT {GAME_COLUMNS}, (SELECT json_agg(json_build_array("
                "s.seat, s.user_id, s.is_bot, s.name, s.level) ORDER BY s.seat)::text"
                " FROM seats s WHERE s.channel_id = g.channel_id) AS seats_json"
                " FROM games g WHERE g.channel_id = $1",
                channel_id,
            )
        if row is None:
            return None
        seats = tuple(SeatRecord(*s) for s in json.loads(row["seats_json"] or "[]"))
        return game_record(row, seats)

    async def moves(self, channel_id: int, since: int = 0) -> list[MoveRecord]:
        async with self._read() as conn:
            rows = await conn.fetch(
                "SELECT seq, seat, token, events, at FROM moves"
                " WHERE channel_id = $1 AND seq > $2 ORDER BY seq",
                channel_id,
                since,
            )
            if rows:
                return [move_record(r) for r in rows]
            kept = await self._current_result(conn, channel_id)  # an ended game's are there
        return kept_moves(kept, since)

    async def last_seq(self, channel_id: int) -> int:
        async with self._read() as conn:
            value = await conn.fetchval(
                "SELECT COALESCE(MAX(seq), 0) FROM moves WHERE channel_id = $1", channel_id
            )
            if value:
                return int(value)
            kept = await self._current_result(conn, channel_id)  # an ended game's are there
        moves = kept_moves(kept)
        return moves[-1].seq if moves else 0

    async def games_of(self, user_id: int) -> list[GameRecord]:
        """Open games in which this user holds a human seat, most recently active first."""
        async with self._tx(read_only=True) as conn:
            rows = await conn.fetch(
                f"SELECT {GAME_COLUMNS} FROM games WHERE status = ANY($1::text[])"
                " AND channel_id IN (SELECT channel_id FROM seats"
                " WHERE user_id = $2 AND NOT is_bot)"
                " ORDER BY updated_at DESC, channel_id",
                _OPEN,
                user_id,
            )
            seat_rows = await conn.fetch(
                "SELECT channel_id, seat, user_id, is_bot, name, level FROM seats"
                " WHERE channel_id = ANY($1::bigint[]) ORDER BY channel_id, seat",
                [r["channel_id"] for r in rows],
            )
        seats: dict[int, list[Any]] = {}
        for s in seat_rows:
            seats.setdefault(s["channel_id"], []).append(seat_record(s))
        return [game_record(r, tuple(seats.get(r["channel_id"], ()))) for r in rows]

    async def archived(self, channel_id: int) -> list[dict[str, Any]]:
        """Earlier finished games of this channel, newest first (see SqliteStore.archived)."""
        async with self._read() as conn:
            rows = await conn.fetch(ARCHIVED_SQL, channel_id)
        return [archived_item(r) for r in rows]

    # -- writes -----------------------------------------------------------------------------

    async def create(
        self,
        record: GameRecord,
        moves: Sequence[MoveRecord] = (),
        commit: Commit | None = None,
    ) -> GameRecord:
        """Insert a new game (with its first moves and its Commit, in one transaction); a
        finished one is archived first, an open one refuses; with a Commit, the previous game's
        clock rows go.

        Two processes creating in one channel at once take turns on the channel's advisory
        lock: the second sees the first's game and gets ChannelBusy.
        """
        now = time.time()
        new = dataclasses.replace(
            record,
            version=1,
            created_at=record.created_at or now,
            updated_at=record.updated_at or now,
        )
        async with self._tx() as conn:
            await self._lock_channel(conn, new.channel_id)
            row = await conn.fetchrow(
                "SELECT status, version FROM games WHERE channel_id = $1 FOR UPDATE",
                new.channel_id,
            )
            if row is not None:
                if row["status"] in _OPEN:
                    raise ChannelBusy(
                        f"channel {new.channel_id} already has a game ({row['status']})"
                    )
                new = dataclasses.replace(new, version=int(row["version"]) + 1)
                await self._archive(conn, new.channel_id)
            await conn.execute(
                f"INSERT INTO games ({GAME_COLUMNS})"
                " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
                new.channel_id,
                new.guild_id,
                new.game_key,
                new.status,
                new.version,
                new.seed,
                dumps(new.options),
                nullable_json(new.state),
                nullable_json(new.outcome),
                new.created_by,
                new.created_at,
                new.updated_at,
                new.hints,
                new.challenge,
            )
            await self._write_seats(conn, new.channel_id, new.seats)
            if moves:
                await conn.executemany(
                    "INSERT INTO moves (channel_id, seq, seat, token, events, at)"
                    " VALUES ($1, $2, $3, $4, $5, $6)",
                    [
                        (
                            new.channel_id,
                            m.seq,
                            m.seat,
                            m.token,
                            encode_events(m.events),
                            m.at or now,
                        )
                        for m in moves
                    ],
                )
            if commit is not None:  # the new game's clock rows replace the previous game's
                for table in ("clocks", "deadlines", "clock_seats"):
                    await conn.execute(f"DELETE FROM {table} WHERE channel_id = $1", new.channel_id)
                await self._write_commit(conn, new.channel_id, new.created_at, commit)
        return new

    async def save(
        self,
        record: GameRecord,
        expected_version: int,
        moves: Sequence[MoveRecord] = (),
        commit: Commit | None = None,
    ) -> GameRecord | None:
        """Write the record and append moves atomically, only if nobody saved since we loaded.

        One statement (`SAVE_SQL`) does it all, so a move costs one round trip: the UPDATE
        takes the game's row lock, a rival save of the same version waits for us, then finds
        the version changed and updates nothing (None), at READ COMMITTED; the seats and moves
        are written only when the UPDATE matched. The save that ends a game also keeps it in
        `results`, in the same transaction, and a save with a Commit writes it there too.
        """
        now = time.time()
        ended = record.status in ENDED
        alone = not ended and (commit is None or commit == Commit())
        async with self._read() if alone else self._tx() as conn:
            version = await conn.fetchval(
                SAVE_SQL, *_save_args(record, expected_version, moves, now)
            )
            if version is None:
                return None  # someone else saved first; nothing was written
            if commit is not None:
                await self._write_commit(conn, record.channel_id, record.created_at, commit)
            if ended:  # kept for history and ratings, in this transaction
                await self._keep_ended(conn, record.channel_id)
        return dataclasses.replace(record, version=expected_version + 1, updated_at=now)

    async def _archive(self, conn: asyncpg.Connection, channel_id: int) -> None:
        """Move the channel's ended game out of the live tables (see SqliteStore._archive)."""
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
            " VALUES ($1, $2, $3, $4, $5)",
            channel_id,
            old.game_key,
            old.updated_at,
            None if kept is None else kept["id"],
            dumps(doc) if kept is None else None,
        )
        # seats and moves go with the game (ON DELETE CASCADE)
        await conn.execute("DELETE FROM games WHERE channel_id = $1", channel_id)

    # -- metadata ---------------------------------------------------------------------------

    async def get_meta(self, key: str) -> str | None:
        async with self._read() as conn:
            value = await conn.fetchval("SELECT value FROM meta WHERE key = $1", key)
        return None if value is None else str(value)

    async def set_meta(self, key: str, value: str) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO meta (key, value) VALUES ($1, $2)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                key,
                value,
            )

    async def setdefault_meta(self, key: str, value: str) -> str:
        # a concurrent insert of the same key makes ours wait for it, then do nothing; the
        # SELECT, a statement of its own under READ COMMITTED, then sees the winner's value
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING",
                key,
                value,
            )
            stored = await conn.fetchval("SELECT value FROM meta WHERE key = $1", key)
        return str(stored)
