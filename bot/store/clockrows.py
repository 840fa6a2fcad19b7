"""Store rows for the turn clock, substitutes and personal notices (migration 0005).

A mixin of `SqliteStore`: deadlines live in the database so they survive restarts, and each
stage of a deadline is claimed with a conditional UPDATE, so it fires exactly once even when
several processes share the file.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any

import aiosqlite

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


_DEADLINE_COLUMNS = "channel_id, seat, user_id, started_at, since_seq, stage, next_at, alone"


def _deadline_row(r: Deadline) -> tuple[Any, ...]:
    return (
        r.channel_id,
        r.seat,
        r.user_id,
        r.started_at,
        r.since_seq,
        r.stage,
        r.next_at,
        int(r.alone),
    )


def due_sql(shards: Shards | None, mark: Callable[[int], str]) -> tuple[str, list[Any]]:
    """The due-deadlines query, for `mark(n)`-style placeholders (n from 1), and its parameters
    after `now`: with `shards`, only the rows of channels on owned shards (bot.shards; a
    channel with no game row counts as shard 0). Shared by the SQLite and PostgreSQL stores."""
    sql = f"SELECT {_DEADLINE_COLUMNS} FROM deadlines d WHERE next_at <= {mark(1)}"
    params: list[Any] = []
    if shards is not None and not shards.everything:
        guild = "(SELECT g.guild_id FROM games g WHERE g.channel_id = d.channel_id)"
        owned = ", ".join(mark(i + 3) for i in range(len(shards.owned)))
        sql += f" AND ((COALESCE({guild}, 0) >> {SNOWFLAKE_SHIFT}) % {mark(2)}) IN ({owned})"
        params = [shards.count, *shards.owned]
    return sql + " ORDER BY next_at, channel_id, seat", params


def _params(params: dict[str, Any]) -> str:
    return json.dumps(params, separators=(",", ":"))


class SqliteClockRows:
    """The ClockStore half of SqliteStore; `_tx` is SqliteStore's one-at-a-time transaction."""

    def _tx(
        self, begin: str = "BEGIN IMMEDIATE"
    ) -> AbstractAsyncContextManager[aiosqlite.Connection]:
        raise NotImplementedError  # provided by SqliteStore

    # -- the rows a save writes in its own transaction (Commit) ---------------------------

    async def _write_commit(
        self, conn: aiosqlite.Connection, channel_id: int, game_since: float, commit: Commit
    ) -> None:
        """Write a Commit inside the caller's transaction (a save or a create)."""
        if commit.clock is not None:
            await conn.execute(
                "INSERT INTO clocks (channel_id, seconds, on_timeout, game_since)"
                " VALUES (?, ?, ?, ?)",
                (channel_id, commit.clock.seconds, commit.clock.on_timeout, game_since),
            )
        if commit.attempt is not None:
            a = commit.attempt
            cur = await conn.execute(
                "INSERT OR IGNORE INTO challenge_attempts (challenge, user_id, channel_id,"
                " guild_id, started_at) VALUES (?, ?, ?, ?, ?)",
                (a.challenge, a.user_id, channel_id, a.guild_id, game_since),
            )
            added = cur.rowcount == 1
            await cur.close()
            if not added:
                raise AttemptTaken(f"{a.user_id} already has an attempt at {a.challenge}")
        plan = commit.deadlines
        if plan is not None:
            keep = sorted(plan.keep)
            marks = ", ".join("?" for _ in keep)
            await conn.execute(
                "DELETE FROM deadlines WHERE channel_id = ?"
                + (f" AND seat NOT IN ({marks})" if keep else ""),
                (channel_id, *keep),
            )
            await conn.executemany(
                f"INSERT INTO deadlines ({_DEADLINE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [_deadline_row(r) for r in plan.start],
            )
        await conn.executemany(
            "UPDATE clock_seats SET streak = 0 WHERE channel_id = ? AND seat = ?",
            [(channel_id, s) for s in sorted(commit.streaks_reset)],
        )
        await conn.executemany(
            "INSERT INTO clock_seats (channel_id, seat, streak, absent_user) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (channel_id, seat) DO UPDATE SET streak = excluded.streak,"
            " absent_user = excluded.absent_user",
            [(channel_id, seat, v.streak, v.absent_user) for seat, v in commit.clock_seats],
        )
        await conn.executemany(
            "INSERT INTO table_log (channel_id, game_since, seq, at, key, params_json)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            [(channel_id, game_since, n.seq, n.at, n.key, _params(n.params)) for n in commit.notes],
        )

    # -- the table's clock ------------------------------------------------------------------

    async def set_clock(self, channel_id: int, setting: ClockSetting | None) -> None:
        """A new game's clock (None: no clock); the previous game's clock rows go."""
        async with self._tx() as conn:
            for table in ("clocks", "deadlines", "clock_seats"):
                await conn.execute(f"DELETE FROM {table} WHERE channel_id = ?", (channel_id,))
            if setting is not None:
                await conn.execute(
                    "INSERT INTO clocks (channel_id, seconds, on_timeout, game_since)"
                    " VALUES (?, ?, ?, ?)",
                    (channel_id, setting.seconds, setting.on_timeout, setting.game_since),
                )

    async def get_clock(self, channel_id: int) -> ClockSetting | None:
        async with (
            self._tx("BEGIN") as conn,
            conn.execute(
                "SELECT seconds, on_timeout, game_since FROM clocks WHERE channel_id = ?",
                (channel_id,),
            ) as cur,
        ):
            row = await cur.fetchone()
        if row is None:
            return None
        return ClockSetting(row["seconds"], row["on_timeout"], row["game_since"])

    # -- deadlines --------------------------------------------------------------------------

    async def deadlines_of(self, channel_id: int) -> list[Deadline]:
        async with (
            self._tx("BEGIN") as conn,
            conn.execute(
                f"SELECT {_DEADLINE_COLUMNS} FROM deadlines WHERE channel_id = ? ORDER BY seat",
                (channel_id,),
            ) as cur,
        ):
            rows = await cur.fetchall()
        return [_deadline(r) for r in rows]

    async def replace_deadlines(self, channel_id: int, rows: Sequence[Deadline]) -> None:
        """The channel's running clocks become exactly `rows`."""
        async with self._tx() as conn:
            await conn.execute("DELETE FROM deadlines WHERE channel_id = ?", (channel_id,))
            await conn.executemany(
                f"INSERT INTO deadlines ({_DEADLINE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [_deadline_row(r) for r in rows],
            )

    async def due_deadlines(self, now: float, shards: Shards | None = None) -> list[Deadline]:
        """Every stage due by `now`, oldest first (of the channels on `shards` only)."""
        sql, params = due_sql(shards, lambda n: "?")
        async with (
            self._tx("BEGIN") as conn,
            conn.execute(sql, (now, *params)) as cur,
        ):
            rows = await cur.fetchall()
        return [_deadline(r) for r in rows]

    async def claim_deadline(self, row: Deadline, stage: int, next_at: float) -> bool:
        """Move `row` on to `stage`; False if someone else did first (or it was replaced)."""
        async with self._tx() as conn:
            cur = await conn.execute(
                "UPDATE deadlines SET stage = ?, next_at = ?"
                " WHERE channel_id = ? AND seat = ? AND stage = ? AND since_seq = ?"
                " AND started_at = ? AND next_at = ?",
                (
                    stage,
                    next_at,
                    row.channel_id,
                    row.seat,
                    row.stage,
                    row.since_seq,
                    row.started_at,
                    row.next_at,
                ),
            )
            changed = cur.rowcount
            await cur.close()
        return changed == 1

    async def drop_deadline(self, row: Deadline) -> None:
        """Forget a clock that no longer runs (only that very row, not a newer one)."""
        async with self._tx() as conn:
            await conn.execute(
                "DELETE FROM deadlines WHERE channel_id = ? AND seat = ? AND since_seq = ?"
                " AND started_at = ?",
                (row.channel_id, row.seat, row.since_seq, row.started_at),
            )

    # -- clock moves in a row ---------------------------------------------------------------

    async def clock_seat(self, channel_id: int, seat: int) -> ClockSeat:
        async with (
            self._tx("BEGIN") as conn,
            conn.execute(
                "SELECT streak, absent_user FROM clock_seats WHERE channel_id = ? AND seat = ?",
                (channel_id, seat),
            ) as cur,
        ):
            row = await cur.fetchone()
        return ClockSeat() if row is None else ClockSeat(row["streak"], row["absent_user"])

    async def set_clock_seat(self, channel_id: int, seat: int, value: ClockSeat) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO clock_seats (channel_id, seat, streak, absent_user)"
                " VALUES (?, ?, ?, ?)"
                " ON CONFLICT (channel_id, seat) DO UPDATE SET streak = excluded.streak,"
                " absent_user = excluded.absent_user",
                (channel_id, seat, value.streak, value.absent_user),
            )

    async def reset_streaks(self, channel_id: int, seats: Collection[int]) -> None:
        """These seats' people moved themselves: their run of clock moves is over."""
        if not seats:
            return
        async with self._tx() as conn:
            await conn.executemany(
                "UPDATE clock_seats SET streak = 0 WHERE channel_id = ? AND seat = ?",
                [(channel_id, s) for s in seats],
            )

    # -- people -----------------------------------------------------------------------------

    async def prefs(self, user_id: int) -> UserPrefs:
        async with (
            self._tx("BEGIN") as conn,
            conn.execute(
                "SELECT notify, dm_closed, dm_told FROM user_prefs WHERE user_id = ?", (user_id,)
            ) as cur,
        ):
            row = await cur.fetchone()
        if row is None:
            return UserPrefs(user_id)
        return UserPrefs(user_id, bool(row["notify"]), bool(row["dm_closed"]), bool(row["dm_told"]))

    async def set_prefs(self, prefs: UserPrefs) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO user_prefs (user_id, notify, dm_closed, dm_told) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify,"
                " dm_closed = excluded.dm_closed, dm_told = excluded.dm_told",
                (prefs.user_id, int(prefs.notify), int(prefs.dm_closed), int(prefs.dm_told)),
            )

    # -- the table's own log ----------------------------------------------------------------

    async def add_note(self, channel_id: int, game_since: float, note: TableNote) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO table_log (channel_id, game_since, seq, at, key, params_json)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (
                    channel_id,
                    game_since,
                    note.seq,
                    note.at,
                    note.key,
                    _params(note.params),
                ),
            )

    async def notes(self, channel_id: int, game_since: float) -> list[TableNote]:
        """The notes of the channel's game created at `game_since`, in order."""
        async with (
            self._tx("BEGIN") as conn,
            conn.execute(
                "SELECT seq, at, key, params_json FROM table_log"
                " WHERE channel_id = ? AND game_since = ? ORDER BY id",
                (channel_id, game_since),
            ) as cur,
        ):
            rows = await cur.fetchall()
        return [TableNote(r["seq"], r["at"], r["key"], json.loads(r["params_json"])) for r in rows]

    # -- board messages ---------------------------------------------------------------------

    async def set_board_message(self, board: BoardMessage) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO board_messages (channel_id, guild_id, message_id) VALUES (?, ?, ?)"
                " ON CONFLICT (channel_id) DO UPDATE SET guild_id = excluded.guild_id,"
                " message_id = excluded.message_id",
                (board.channel_id, board.guild_id, board.message_id),
            )

    async def board_message(self, channel_id: int) -> BoardMessage | None:
        async with (
            self._tx("BEGIN") as conn,
            conn.execute(
                "SELECT guild_id, message_id FROM board_messages WHERE channel_id = ?",
                (channel_id,),
            ) as cur,
        ):
            row = await cur.fetchone()
        return None if row is None else BoardMessage(channel_id, row["guild_id"], row["message_id"])
