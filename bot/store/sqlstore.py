"""The GameStore written once in SQL: games, seats, moves, the archive and deployment facts,
with the clock's rows (clockrows.py) and the ended games' (resultrows.py).

The guarantees hold on both databases: a save is one transaction that commits only if the
stored version is still the one the caller loaded; an ended game is kept as a result in the
save that ends it; a clock stage is claimed once; a lock held too long by another writer is
StoreBusy and changes nothing. A dialect (sqlite.py, postgres.py) says how to connect, how
transactions begin, how to migrate, and writes the game row of a save in its own way.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterable, Sequence
from types import TracebackType
from typing import Any, Self

from bot.store.base import ChannelBusy, GameRecord, MoveRecord, SeatRecord
from bot.store.clock_records import Commit
from bot.store.clockrows import ClockRows
from bot.store.compact import compact_json, kept_moves
from bot.store.resultrows import ARCHIVED_SQL, ResultRows, archived_item
from bot.store.sqlbase import (
    ENDED,
    GAME_COLUMNS,
    MOVE_COLUMNS,
    OPEN,
    Conn,
    game_record,
    marks,
    move_record,
    move_rows,
    nullable_json,
    seat_rows,
    seats_of_json,
)

_INSERT_SEATS = (
    f"INSERT INTO seats (channel_id, seat, user_id, is_bot, name, level) VALUES ({marks(1, 6)})"
)
_INSERT_MOVES = (
    f"INSERT INTO moves (channel_id, seq, seat, token, events, at) VALUES ({marks(1, 6)})"
)


class SqlStore(ClockRows, ResultRows):
    """Every query of the store; the dialect subclass gives the connection it runs on."""

    async def open(self) -> None:
        """Connect and apply the pending migrations."""
        raise NotImplementedError

    async def close(self) -> None:
        """Let the connections go; a later open() reconnects."""
        raise NotImplementedError

    async def __aenter__(self) -> Self:
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
                f"SELECT {GAME_COLUMNS}, {self.SEATS_JSON} AS seats_json"
                " FROM games g WHERE g.channel_id = $1",
                channel_id,
            )
        return None if row is None else game_record(row, seats_of_json(row["seats_json"]))

    async def moves(self, channel_id: int, since: int = 0) -> list[MoveRecord]:
        """Moves after `since`, in order, so a replay or a catch-up can start anywhere."""
        async with self._read() as conn:
            rows = await conn.fetch(
                f"SELECT {MOVE_COLUMNS} FROM moves WHERE channel_id = $1 AND seq > $2 ORDER BY seq",
                channel_id,
                since,
            )
            if rows:
                return [move_record(r) for r in rows]
            kept = await self._current_result(conn, channel_id)  # an ended game's are there
        return kept_moves(kept, since)

    async def last_seq(self, channel_id: int) -> int:
        """The number of the channel's latest move (0 before the first), for the next save."""
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
        async with self._read() as conn:
            rows = await conn.fetch(
                f"SELECT {GAME_COLUMNS}, {self.SEATS_JSON} AS seats_json FROM games g"
                " WHERE status IN ($1, $2) AND channel_id IN"
                " (SELECT channel_id FROM seats WHERE user_id = $3 AND NOT is_bot)"
                " ORDER BY updated_at DESC, channel_id",
                *OPEN,
                user_id,
            )
        return [game_record(r, seats_of_json(r["seats_json"])) for r in rows]

    async def archived(self, channel_id: int) -> list[dict[str, Any]]:
        """Earlier finished games of this channel, newest first, so history is never lost.

        Each item is {"record": {...GameRecord fields but seats}, "seats": [...], "moves": [...],
        "archive_id": int, "finished_at": float (the ended game's last save)}. The document is
        its results row's (the archive row refers to it); a pruned game is no longer listed.
        """
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
        """Insert a new game (with the moves its bots made at the start, and its Commit: clock,
        deadlines, challenge attempt, in the same transaction); a finished one is archived
        first, an open one refuses, and with a Commit the previous game's clock rows go.

        The new game's version follows the channel's previous game's (1 for a first game), so
        a button left on an old board can never pass the new game's version check. Two
        processes creating in one channel at once take turns on the channel's lock: the second
        sees the first's game and gets ChannelBusy.
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
                f"SELECT status, version FROM games WHERE channel_id = $1{self.FOR_UPDATE}",
                new.channel_id,
            )
            if row is not None:
                if row["status"] in OPEN:
                    raise ChannelBusy(
                        f"channel {new.channel_id} already has a game ({row['status']})"
                    )
                new = dataclasses.replace(new, version=int(row["version"]) + 1)
                await self._archive(conn, new.channel_id)
            await conn.execute(
                f"INSERT INTO games ({GAME_COLUMNS}) VALUES ({marks(1, 14)})",
                new.channel_id,
                new.guild_id,
                new.game_key,
                new.status,
                new.version,
                new.seed,
                compact_json(new.options),
                nullable_json(new.state),
                nullable_json(new.outcome),
                new.created_by,
                new.created_at,
                new.updated_at,
                new.hints,
                new.challenge,
            )
            await self._write_seats(conn, new.channel_id, new.seats)
            await self._write_moves(conn, new.channel_id, moves, now)
            if commit is not None:  # the new game's clock rows replace the previous game's
                await self._clear_clock(conn, new.channel_id)
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
        atomically, only if nobody saved since we loaded.

        The save that ends a game also keeps it in `results`, in the same transaction. A rival
        save of the same version waits for ours (the row's or the file's write lock), then
        finds the version changed and writes nothing (None).
        """
        now = time.time()
        ended = record.status in ENDED
        alone = not ended and (commit is None or commit == Commit())
        async with self._save_tx(alone) as conn:
            if not await self._save_game(conn, record, expected_version, moves, now):
                return None  # someone else saved first; nothing was written
            if commit is not None:
                await self._write_commit(conn, record.channel_id, record.created_at, commit)
            if ended:  # kept for history and ratings, in this transaction
                await self._keep_ended(conn, record.channel_id)
        return dataclasses.replace(record, version=expected_version + 1, updated_at=now)

    @staticmethod
    async def _write_seats(conn: Conn, channel_id: int, seats: Iterable[SeatRecord]) -> None:
        """Insert a game's seats; a repeated seat number fails the transaction."""
        await conn.executemany(_INSERT_SEATS, seat_rows(channel_id, seats))

    @staticmethod
    async def _write_moves(
        conn: Conn, channel_id: int, moves: Sequence[MoveRecord], now: float
    ) -> None:
        """Append moves; a seq that already exists is a bug or a replay, and fails the save."""
        await conn.executemany(_INSERT_MOVES, move_rows(channel_id, moves, now))

    async def _archive(self, conn: Conn, channel_id: int) -> None:
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
            " VALUES ($1, $2, $3, $4, $5)",
            channel_id,
            old.game_key,
            old.updated_at,
            None if kept is None else kept["id"],
            compact_json(doc) if kept is None else None,
        )
        for table in ("moves", "seats", "games"):
            await conn.execute(f"DELETE FROM {table} WHERE channel_id = $1", channel_id)

    # -- metadata ---------------------------------------------------------------------------

    async def get_meta(self, key: str) -> str | None:
        """The text stored under `key`, or None if it was never set."""
        async with self._read() as conn:
            value = await conn.fetchval("SELECT value FROM meta WHERE key = $1", key)
        return None if value is None else str(value)

    async def set_meta(self, key: str, value: str) -> None:
        """Store `value` under `key`; a later write replaces it."""
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO meta (key, value) VALUES ($1, $2)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                key,
                value,
            )

    async def setdefault_meta(self, key: str, value: str) -> str:
        """Store `value` under `key` unless something is stored there; return what is.

        A concurrent insert of the same key makes ours wait for it, then do nothing; the
        SELECT (a statement of its own, at READ COMMITTED on PostgreSQL) sees the winner's."""
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING",
                key,
                value,
            )
            stored = await conn.fetchval("SELECT value FROM meta WHERE key = $1", key)
        return str(stored)
