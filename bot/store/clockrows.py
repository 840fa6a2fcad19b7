"""Store rows for the turn clock, substitutes and personal notices (SQLite 0005, PostgreSQL 0002).

Written once for both databases (bot/store/sqlbase.py). Deadlines live in the database so they
survive restarts, and each stage of a deadline is claimed with a conditional UPDATE, so it fires
exactly once even when several processes share the database: a rival claim of the same row waits
for ours (PostgreSQL's row lock, SQLite's write lock), then finds the stage changed.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import Any

from bot.shards import SNOWFLAKE_SHIFT, Shards
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
from bot.store.compact import compact_json
from bot.store.sqlbase import Conn, SqlBase, marks

DEADLINE_COLUMNS = "channel_id, seat, user_id, started_at, since_seq, stage, next_at, alone"
_INSERT_DEADLINE = f"INSERT INTO deadlines ({DEADLINE_COLUMNS}) VALUES ({marks(1, 8)})"
_INSERT_CLOCK = (
    "INSERT INTO clocks (channel_id, seconds, on_timeout, game_since) VALUES ($1, $2, $3, $4)"
)
_UPSERT_CLOCK_SEAT = (
    "INSERT INTO clock_seats (channel_id, seat, streak, absent_user) VALUES ($1, $2, $3, $4)"
    " ON CONFLICT (channel_id, seat) DO UPDATE SET streak = excluded.streak,"
    " absent_user = excluded.absent_user"
)
_INSERT_NOTE = (
    "INSERT INTO table_log (channel_id, game_since, seq, at, key, params_json)"
    " VALUES ($1, $2, $3, $4, $5, $6)"
)
INSERT_ATTEMPT = (
    "INSERT INTO challenge_attempts (challenge, user_id, channel_id, guild_id, started_at)"
    " VALUES ($1, $2, $3, $4, $5) ON CONFLICT (challenge, user_id) DO NOTHING RETURNING TRUE"
)
_CLOCK_TABLES = ("clocks", "deadlines", "clock_seats")


def _deadline(r: Any) -> Deadline:
    return Deadline(
        r["channel_id"],
        r["seat"],
        r["user_id"],
        r["started_at"],
        r["since_seq"],
        r["stage"],
        r["next_at"],
        bool(r["alone"]),
    )


def _deadline_row(r: Deadline) -> tuple[Any, ...]:
    return (
        r.channel_id,
        r.seat,
        r.user_id,
        r.started_at,
        r.since_seq,
        r.stage,
        r.next_at,
        bool(r.alone),
    )


def due_sql(shards: Shards | None) -> tuple[str, list[Any]]:
    """The due-deadlines query and its parameters after `now` ($1): with `shards`, only the
    rows of channels on owned shards (bot.shards; a channel with no game row is on shard 0)."""
    sql = f"SELECT {DEADLINE_COLUMNS} FROM deadlines d WHERE next_at <= $1"
    params: list[Any] = []
    if shards is not None and not shards.everything:
        guild = "(SELECT g.guild_id FROM games g WHERE g.channel_id = d.channel_id)"
        owned = marks(3, len(shards.owned))
        sql += f" AND ((COALESCE({guild}, 0) >> {SNOWFLAKE_SHIFT}) % $2) IN ({owned})"
        params = [shards.count, *shards.owned]
    return sql + " ORDER BY next_at, channel_id, seat", params


class ClockRows(SqlBase):
    """The ClockStore half of the store."""

    # -- the rows a save writes in its own transaction (Commit) ---------------------------

    async def _write_commit(
        self, conn: Conn, channel_id: int, game_since: float, commit: Commit
    ) -> None:
        """Write a Commit inside the caller's transaction (a save or a create)."""
        if commit.clock is not None:
            c = commit.clock
            await conn.execute(_INSERT_CLOCK, channel_id, c.seconds, c.on_timeout, game_since)
        if commit.attempt is not None:
            a = commit.attempt
            added = await conn.fetchval(
                INSERT_ATTEMPT, a.challenge, a.user_id, channel_id, a.guild_id, game_since
            )
            if not added:
                raise AttemptTaken(f"{a.user_id} already has an attempt at {a.challenge}")
        plan = commit.deadlines
        if plan is not None:
            await self._lock_channel(conn, channel_id)  # never interleaved with a replacement
            keep = sorted(plan.keep)
            others = f" AND seat NOT IN ({marks(2, len(keep))})" if keep else ""
            await conn.execute(
                f"DELETE FROM deadlines WHERE channel_id = $1{others}", channel_id, *keep
            )
            await conn.executemany(_INSERT_DEADLINE, [_deadline_row(r) for r in plan.start])
        if commit.streaks_reset:
            await self._reset_streaks(conn, channel_id, commit.streaks_reset)
        await conn.executemany(
            _UPSERT_CLOCK_SEAT,
            [(channel_id, seat, v.streak, v.absent_user) for seat, v in commit.clock_seats],
        )
        await conn.executemany(
            _INSERT_NOTE,
            [
                (channel_id, game_since, n.seq, n.at, n.key, compact_json(n.params))
                for n in commit.notes
            ],
        )

    async def _clear_clock(self, conn: Conn, channel_id: int) -> None:
        """The channel's clock rows go (a new game begins)."""
        for table in _CLOCK_TABLES:
            await conn.execute(f"DELETE FROM {table} WHERE channel_id = $1", channel_id)

    # -- the table's clock ------------------------------------------------------------------

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
                f"SELECT {DEADLINE_COLUMNS} FROM deadlines WHERE channel_id = $1 ORDER BY seat",
                channel_id,
            )
        return [_deadline(r) for r in rows]

    async def due_deadlines(self, now: float, shards: Shards | None = None) -> list[Deadline]:
        """Every stage due by `now`, oldest first (of the channels on `shards` only).

        Where the dialect locks rows (SKIP_LOCKED), a row that another process is claiming
        right now is skipped rather than waited for: that process fires it, and if its claim
        fails the row is still due on the next round.
        """
        sql, params = due_sql(shards)
        async with self._tx() if self.SKIP_LOCKED else self._read() as conn:
            rows = await conn.fetch(sql + self.SKIP_LOCKED, now, *params)
        return [_deadline(r) for r in rows]

    async def claim_deadline(self, row: Deadline, stage: int, next_at: float) -> bool:
        """Move `row` on to `stage`; False if someone else did first (or it was replaced)."""
        async with self._tx() as conn:
            changed = await conn.execute(
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
        return changed == 1

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

    @staticmethod
    async def _reset_streaks(conn: Conn, channel_id: int, seats: Collection[int]) -> None:
        await conn.execute(
            f"UPDATE clock_seats SET streak = 0 WHERE channel_id = $1"
            f" AND seat IN ({marks(2, len(seats))})",
            channel_id,
            *sorted(seats),
        )

    # -- people -----------------------------------------------------------------------------

    async def prefs_of(self, user_ids: Collection[int]) -> dict[int, UserPrefs]:
        """Each of these people's preferences (the defaults for one who set none), in one read."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        async with self._read() as conn:
            rows = await conn.fetch(
                "SELECT user_id, notify, dm_closed, dm_told FROM user_prefs"
                f" WHERE user_id IN ({marks(1, len(wanted))})",
                *wanted,
            )
        found = {
            r["user_id"]: UserPrefs(
                r["user_id"], bool(r["notify"]), bool(r["dm_closed"]), bool(r["dm_told"])
            )
            for r in rows
        }
        return {u: found.get(u, UserPrefs(u)) for u in wanted}

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
