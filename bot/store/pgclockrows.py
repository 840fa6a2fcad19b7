"""PostgreSQL rows for the turn clock, substitutes and personal notices (migration 0002).

A mixin of `PostgresStore`, like `clockrows.SqliteClockRows` is of the SQLite store. Each stage
of a deadline is claimed with a conditional UPDATE, so it fires exactly once even when several
bot processes share the database.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence

import asyncpg

from bot.shards import Shards
from bot.store.clock_records import (
    AttemptTaken,
    BoardMessage,
    ClockSeat,
    ClockSetting,
    Commit,
    Deadline,
    TableNote,
    UserPrefs,
)
from bot.store.clockrows import _DEADLINE_COLUMNS, _deadline, _deadline_row, _params, due_sql
from bot.store.pgbase import PgBase


class PgClockRows(PgBase):
    """The ClockStore half of PostgresStore."""

    # -- the rows a save writes in its own transaction (Commit) ---------------------------

    async def _write_commit(
        self, conn: asyncpg.Connection, channel_id: int, game_since: float, commit: Commit
    ) -> None:
        """Write a Commit inside the caller's transaction (a save or a create)."""
        if commit.clock is not None:
            await conn.execute(
                "INSERT INTO clocks (channel_id, seconds, on_timeout, game_since)"
                " VALUES ($1, $2, $3, $4)",
                channel_id,
                commit.clock.seconds,
                commit.clock.on_timeout,
                game_since,
            )
        if commit.attempt is not None:
            a = commit.attempt
            added = await conn.fetchval(
                "INSERT INTO challenge_attempts (challenge, user_id, channel_id, guild_id,"
                " started_at) VALUES ($1, $2, $3, $4, $5)"
                " ON CONFLICT (challenge, user_id) DO NOTHING RETURNING TRUE",
                a.challenge,
                a.user_id,
                channel_id,
                a.guild_id,
                game_since,
            )
            if not added:
                raise AttemptTaken(f"{a.user_id} already has an attempt at {a.challenge}")
        plan = commit.deadlines
        if plan is not None:
            await self._lock_channel(conn, channel_id)  # never interleaved with a replacement
            await conn.execute(
                "DELETE FROM deadlines WHERE channel_id = $1 AND NOT (seat = ANY($2::bigint[]))",
                channel_id,
                sorted(plan.keep),
            )
            if plan.start:
                await conn.executemany(
                    f"INSERT INTO deadlines ({_DEADLINE_COLUMNS})"
                    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                    [(*_deadline_row(r)[:7], bool(r.alone)) for r in plan.start],
                )
        if commit.streaks_reset:
            await conn.execute(
                "UPDATE clock_seats SET streak = 0 WHERE channel_id = $1 AND seat = ANY($2)",
                channel_id,
                sorted(commit.streaks_reset),
            )
        if commit.clock_seats:
            await conn.executemany(
                "INSERT INTO clock_seats (channel_id, seat, streak, absent_user)"
                " VALUES ($1, $2, $3, $4)"
                " ON CONFLICT (channel_id, seat) DO UPDATE SET streak = excluded.streak,"
                " absent_user = excluded.absent_user",
                [(channel_id, seat, v.streak, v.absent_user) for seat, v in commit.clock_seats],
            )
        if commit.notes:
            await conn.executemany(
                "INSERT INTO table_log (channel_id, game_since, seq, at, key, params_json)"
                " VALUES ($1, $2, $3, $4, $5, $6)",
                [
                    (channel_id, game_since, n.seq, n.at, n.key, _params(n.params))
                    for n in commit.notes
                ],
            )

    # -- the table's clock ------------------------------------------------------------------

    async def set_clock(self, channel_id: int, setting: ClockSetting | None) -> None:
        """A new game's clock (None: no clock); the previous game's clock rows go."""
        async with self._tx() as conn:
            await self._lock_channel(conn, channel_id)
            for table in ("clocks", "deadlines", "clock_seats"):
                await conn.execute(f"DELETE FROM {table} WHERE channel_id = $1", channel_id)
            if setting is not None:
                await conn.execute(
                    "INSERT INTO clocks (channel_id, seconds, on_timeout, game_since)"
                    " VALUES ($1, $2, $3, $4)",
                    channel_id,
                    setting.seconds,
                    setting.on_timeout,
                    setting.game_since,
                )

    async def get_clock(self, channel_id: int) -> ClockSetting | None:
        async with self._read() as conn:
            row = await conn.fetchrow(
                "SELECT seconds, on_timeout, game_since FROM clocks WHERE channel_id = $1",
                channel_id,
            )
        if row is None:
            return None
        return ClockSetting(row["seconds"], row["on_timeout"], row["game_since"])

    # -- deadlines --------------------------------------------------------------------------

    async def deadlines_of(self, channel_id: int) -> list[Deadline]:
        async with self._read() as conn:
            rows = await conn.fetch(
                f"SELECT {_DEADLINE_COLUMNS} FROM deadlines WHERE channel_id = $1 ORDER BY seat",
                channel_id,
            )
        return [_deadline(r) for r in rows]

    async def replace_deadlines(self, channel_id: int, rows: Sequence[Deadline]) -> None:
        """The channel's running clocks become exactly `rows`."""
        async with self._tx() as conn:
            await self._lock_channel(conn, channel_id)  # two replacements never interleave
            await conn.execute("DELETE FROM deadlines WHERE channel_id = $1", channel_id)
            if rows:
                await conn.executemany(
                    f"INSERT INTO deadlines ({_DEADLINE_COLUMNS})"
                    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                    [
                        (
                            r.channel_id,
                            r.seat,
                            r.user_id,
                            r.started_at,
                            r.since_seq,
                            r.stage,
                            r.next_at,
                            bool(r.alone),
                        )
                        for r in rows
                    ],
                )

    async def due_deadlines(self, now: float, shards: Shards | None = None) -> list[Deadline]:
        """Every stage due by `now`, oldest first (of the channels on `shards` only).

        A row that another process is claiming right now (its claim holds the row's lock) is
        skipped rather than waited for: that process fires it, and if its claim fails the row
        is still due on the next round.
        """
        async with self._tx() as conn:
            sql, params = due_sql(shards, lambda n: f"${n}")
            rows = await conn.fetch(sql + " FOR UPDATE OF d SKIP LOCKED", now, *params)
        return [_deadline(r) for r in rows]

    async def claim_deadline(self, row: Deadline, stage: int, next_at: float) -> bool:
        """Move `row` on to `stage`; False if someone else did first (or it was replaced).

        A rival claim of the same row waits for ours, then re-reads the row: its stage no
        longer matches, so it updates nothing.
        """
        async with self._tx() as conn:
            status = await conn.execute(
                "UPDATE deadlines SET stage = $1, next_at = $2"
                " WHERE channel_id = $3 AND seat = $4 AND stage = $5 AND since_seq = $6"
                " AND started_at = $7 AND next_at = $8",
                stage,
                next_at,
                row.channel_id,
                row.seat,
                row.stage,
                row.since_seq,
                row.started_at,
                row.next_at,
            )
        return bool(status == "UPDATE 1")

    async def drop_deadline(self, row: Deadline) -> None:
        """Forget a clock that no longer runs (only that very row, not a newer one)."""
        async with self._tx() as conn:
            await conn.execute(
                "DELETE FROM deadlines WHERE channel_id = $1 AND seat = $2 AND since_seq = $3"
                " AND started_at = $4",
                row.channel_id,
                row.seat,
                row.since_seq,
                row.started_at,
            )

    # -- clock moves in a row ---------------------------------------------------------------

    async def clock_seat(self, channel_id: int, seat: int) -> ClockSeat:
        async with self._read() as conn:
            row = await conn.fetchrow(
                "SELECT streak, absent_user FROM clock_seats WHERE channel_id = $1 AND seat = $2",
                channel_id,
                seat,
            )
        return ClockSeat() if row is None else ClockSeat(row["streak"], row["absent_user"])

    async def set_clock_seat(self, channel_id: int, seat: int, value: ClockSeat) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO clock_seats (channel_id, seat, streak, absent_user)"
                " VALUES ($1, $2, $3, $4)"
                " ON CONFLICT (channel_id, seat) DO UPDATE SET streak = excluded.streak,"
                " absent_user = excluded.absent_user",
                channel_id,
                seat,
                value.streak,
                value.absent_user,
            )

    async def reset_streaks(self, channel_id: int, seats: Collection[int]) -> None:
        """These seats' people moved themselves: their run of clock moves is over."""
        if not seats:
            return
        async with self._tx() as conn:
            await conn.execute(
                "UPDATE clock_seats SET streak = 0 WHERE channel_id = $1 AND seat = ANY($2)",
                channel_id,
                list(seats),
            )

    # -- people -----------------------------------------------------------------------------

    async def prefs(self, user_id: int) -> UserPrefs:
        async with self._read() as conn:
            row = await conn.fetchrow(
                "SELECT notify, dm_closed, dm_told FROM user_prefs WHERE user_id = $1", user_id
            )
        if row is None:
            return UserPrefs(user_id)
        return UserPrefs(user_id, row["notify"], row["dm_closed"], row["dm_told"])

    async def set_prefs(self, prefs: UserPrefs) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO user_prefs (user_id, notify, dm_closed, dm_told)"
                " VALUES ($1, $2, $3, $4)"
                " ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify,"
                " dm_closed = excluded.dm_closed, dm_told = excluded.dm_told",
                prefs.user_id,
                bool(prefs.notify),
                bool(prefs.dm_closed),
                bool(prefs.dm_told),
            )

    # -- the table's own log ----------------------------------------------------------------

    async def add_note(self, channel_id: int, game_since: float, note: TableNote) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO table_log (channel_id, game_since, seq, at, key, params_json)"
                " VALUES ($1, $2, $3, $4, $5, $6)",
                channel_id,
                game_since,
                note.seq,
                note.at,
                note.key,
                _params(note.params),
            )

    async def notes(self, channel_id: int, game_since: float) -> list[TableNote]:
        """The notes of the channel's game created at `game_since`, in order."""
        async with self._read() as conn:
            rows = await conn.fetch(
                "SELECT seq, at, key, params_json FROM table_log"
                " WHERE channel_id = $1 AND game_since = $2 ORDER BY id",
                channel_id,
                game_since,
            )
        return [TableNote(r["seq"], r["at"], r["key"], json.loads(r["params_json"])) for r in rows]

    # -- board messages ---------------------------------------------------------------------

    async def set_board_message(self, board: BoardMessage) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO board_messages (channel_id, guild_id, message_id)"
                " VALUES ($1, $2, $3)"
                " ON CONFLICT (channel_id) DO UPDATE SET guild_id = excluded.guild_id,"
                " message_id = excluded.message_id",
                board.channel_id,
                board.guild_id,
                board.message_id,
            )

    async def board_message(self, channel_id: int) -> BoardMessage | None:
        async with self._read() as conn:
            row = await conn.fetchrow(
                "SELECT guild_id, message_id FROM board_messages WHERE channel_id = $1",
                channel_id,
            )
        return None if row is None else BoardMessage(channel_id, row["guild_id"], row["message_id"])
