"""Store rows for ended games, ratings and challenge attempts (migration 0006).

A mixin of `SqliteStore`, like `clockrows.SqliteClockRows`: `_keep_result` runs inside the
save that ends a game, so an ended game is never lost between two writes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any

import aiosqlite

from bot.store.compact import decode_events, encode_events, joined, split
from bot.store.records import GameStatus, MoveRecord, SeatRecord
from bot.store.result_records import Attempt, Rating, Result, ResultQuery

ENDED = (GameStatus.FINISHED, GameStatus.ABANDONED)
# what lists read: the head and the final state, never the moves (`result` adds moves_z)
_RESULT_COLUMNS = (
    "id, channel_id, guild_id, game_key, status, challenge, started_at, finished_at, rated,"
    " record_json, state_z"
)
# a results row that is not the current game of its channel (pruning leaves that one whole)
NOT_CURRENT = (
    "NOT EXISTS (SELECT 1 FROM games g WHERE g.channel_id = results.channel_id"
    " AND g.created_at = results.started_at)"
)

# a channel's archive, newest first, with the document of each from its results row (`whole`:
# a row that keeps its own document, the archive's form before 0007)
ARCHIVED_SQL = (
    "SELECT a.id, a.finished_at, a.record_json AS whole, r.record_json, r.state_z, r.moves_z"
    " FROM archive a LEFT JOIN results r ON r.id = a.result_id"
    " WHERE a.channel_id = $1 ORDER BY a.id DESC"
)


def archived_item(row: Any) -> dict[str, Any]:
    """An ARCHIVED_SQL row as `archived()` lists it."""
    if row["whole"] is not None:
        item: dict[str, Any] = json.loads(row["whole"])
    else:
        item = joined(row["record_json"], row["state_z"], row["moves_z"])
    item["archive_id"] = row["id"]
    item["finished_at"] = row["finished_at"]
    return item


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


def _seats_of(doc: dict[str, Any]) -> tuple[SeatRecord, ...]:
    return tuple(
        SeatRecord(
            int(s["seat"]),
            s.get("user_id"),
            bool(s.get("is_bot", False)),
            str(s.get("name", "")),
            str(s.get("level", "")),
        )
        for s in doc.get("seats", ())
    )


def _moves_of(doc: dict[str, Any]) -> tuple[MoveRecord, ...]:
    return tuple(
        MoveRecord(
            int(m["seq"]),
            int(m["seat"]),
            str(m["token"]),
            list(m.get("events", ())),
            float(m.get("at", 0.0)),
        )
        for m in doc.get("moves", ())
    )


def _result(row: Any, *, whole: bool) -> Result:
    """A results row as a Result; `whole` when the row was read with its moves_z."""
    state_z = row["state_z"]
    moves_z = row["moves_z"] if whole else None
    doc = joined(row["record_json"], state_z, moves_z, with_moves=whole)
    rec = doc["record"]
    return Result(
        id=row["id"],
        channel_id=row["channel_id"],
        guild_id=row["guild_id"],
        game_key=row["game_key"],
        status=row["status"],
        challenge=row["challenge"],
        started_at=row["started_at"],
        finished_at=row["finished_at"],
        seats=_seats_of(doc),
        outcome=rec.get("outcome"),
        options=dict(rec.get("options") or {}),
        seed=int(rec.get("seed", 0)),
        hints=int(rec.get("hints", 0)),
        moves=_moves_of(doc) if whole else (),
        rated=bool(row["rated"]),
        state=rec.get("state"),
        pruned=whole and state_z is not None and moves_z is None,
    )


def _rating(r: Any) -> Rating:
    return Rating(
        r["scope"], r["game_key"], r["user_id"], r["result_id"], r["mu"], r["sigma"], r["at"]
    )


def _attempt(r: Any) -> Attempt:
    return Attempt(r["challenge"], r["user_id"], r["channel_id"], r["guild_id"], r["started_at"])


def results_sql(
    query: ResultQuery, mark: Callable[[Any], str], marks: Callable[[Sequence[str]], str]
) -> str:
    """The SELECT of `results` matching a query, newest first, for either store: `mark(v)`
    adds one parameter and returns its placeholder, `marks(vs)` a list of them for IN."""
    where = [f"status IN ({marks(query.statuses)})"]
    if query.guild_id is not None:
        where.append(f"guild_id = {mark(query.guild_id)}")
    if query.dm_only:
        where.append("guild_id IS NULL")
    if query.channel_id is not None:
        where.append(f"channel_id = {mark(query.channel_id)}")
    if query.game_key is not None:
        where.append(f"game_key = {mark(query.game_key)}")
    if query.challenge is not None:
        where.append(f"challenge = {mark(query.challenge)}")
    if query.user_id is not None:
        where.append(
            f"id IN (SELECT result_id FROM result_seats WHERE user_id = {mark(query.user_id)})"
        )
    if query.before_id is not None:
        where.append(f"id < {mark(query.before_id)}")
    return (
        f"SELECT {_RESULT_COLUMNS} FROM results WHERE {' AND '.join(where)}"
        f" ORDER BY id DESC LIMIT {mark(query.limit)}"
    )


class SqliteResultRows:
    """The ResultStore half of SqliteStore; `_tx` is SqliteStore's one-at-a-time transaction."""

    def _tx(
        self, begin: str = "BEGIN IMMEDIATE"
    ) -> AbstractAsyncContextManager[aiosqlite.Connection]:
        raise NotImplementedError  # provided by SqliteStore

    # -- keeping ended games ----------------------------------------------------------------

    @staticmethod
    async def _keep_result(conn: aiosqlite.Connection, doc: dict[str, Any]) -> bool:
        """Insert an ended game (an archive-style document) unless it is kept already."""
        rec = doc["record"]
        if rec.get("status") not in ENDED:
            return False
        cur = await conn.execute(
            "INSERT OR IGNORE INTO results (channel_id, guild_id, game_key, status, challenge,"
            " started_at, finished_at, record_json, state_z, moves_z)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                rec["channel_id"],
                rec.get("guild_id"),
                rec["game_key"],
                rec["status"],
                rec.get("challenge", ""),
                rec.get("created_at", 0.0),
                rec.get("updated_at", 0.0),
                *split(doc),
            ),
        )
        added = cur.rowcount == 1
        result_id = cur.lastrowid
        await cur.close()
        if not added:
            return False
        outcome = rec.get("outcome") or {}
        scores = list(outcome.get("scores", ()))
        winners = set(outcome.get("winners", ()))
        await conn.executemany(
            "INSERT INTO result_seats (result_id, seat, user_id, level, name, score, won)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    result_id,
                    s.seat,
                    None if s.is_bot else s.user_id,
                    s.level,
                    s.name,
                    int(scores[s.seat]) if s.seat < len(scores) else 0,
                    int(s.seat in winners),
                )
                for s in _seats_of(doc)
            ],
        )
        return True

    @staticmethod
    async def _rewrite_result(
        conn: aiosqlite.Connection, result_id: int, doc: dict[str, Any]
    ) -> None:
        """Replace a kept game's document (its later saves, its moves) in its results row."""
        await conn.execute(
            "UPDATE results SET record_json = ?, state_z = ?, moves_z = ? WHERE id = ?",
            (*split(doc), result_id),
        )

    @staticmethod
    async def _current_result(conn: aiosqlite.Connection, channel_id: int) -> Any:
        """The results row (id, record_json, state_z, moves_z) of the channel's current game
        if it has ended, else None."""
        async with conn.execute(
            "SELECT r.id, r.record_json, r.state_z, r.moves_z FROM games g JOIN results r"
            " ON r.channel_id = g.channel_id AND r.started_at = g.created_at"
            " WHERE g.channel_id = ? AND g.status IN (?, ?)",
            (channel_id, *ENDED),
        ) as cur:
            return await cur.fetchone()

    async def _keep_ended(self, conn: aiosqlite.Connection, channel_id: int) -> None:
        """In the save that ends a game (and any later save of it): keep the game in
        `results` with its moves, which leave the `moves` table (the result holds them)."""
        async with conn.execute(
            "SELECT EXISTS (SELECT 1 FROM moves WHERE channel_id = ?)", (channel_id,)
        ) as cur:
            row = await cur.fetchone()
        live = bool(row and row[0])
        if not live and await self._current_result(conn, channel_id) is not None:
            return  # kept already, nothing new
        found = await self._document(conn, channel_id)  # type: ignore[attr-defined]
        if found is None:
            return
        doc = found[1]
        if not await self._keep_result(conn, doc):
            kept = await self._current_result(conn, channel_id)
            if kept is None:
                return  # not an ended game: nothing is kept, the moves stay
            await self._rewrite_result(conn, kept["id"], doc)
        await conn.execute("DELETE FROM moves WHERE channel_id = ?", (channel_id,))

    async def _compact_stored(self, conn: aiosqlite.Connection) -> None:
        """Migration 0007's data step, in its transaction: each ended game's one document in
        its results row, the archive's copies folded into them, live events compressed."""
        async with conn.execute("SELECT id, record_json FROM results WHERE state_z IS NULL") as cur:
            whole = list(await cur.fetchall())
        for r in whole:
            await self._rewrite_result(conn, r["id"], json.loads(r["record_json"]))
        async with conn.execute(
            "SELECT id, record_json FROM archive WHERE result_id IS NULL ORDER BY id"
        ) as cur:
            archived = list(await cur.fetchall())
        for a in archived:
            doc = json.loads(a["record_json"])
            await self._keep_result(conn, doc)
            rec = doc["record"]
            async with conn.execute(
                "SELECT id FROM results WHERE channel_id = ? AND started_at = ?",
                (rec["channel_id"], rec.get("created_at", 0.0)),
            ) as cur:
                kept = await cur.fetchone()
            if kept is None:
                continue  # a game that never ended: it stays whole in the archive
            await self._rewrite_result(conn, kept["id"], doc)  # the archive's copy is the later
            await conn.execute(
                "UPDATE archive SET result_id = ?, record_json = NULL WHERE id = ?",
                (kept["id"], a["id"]),
            )
        async with conn.execute(
            "SELECT channel_id FROM games WHERE status IN (?, ?)", ENDED
        ) as cur:
            ended = [r["channel_id"] for r in await cur.fetchall()]
        for channel_id in ended:
            await self._keep_ended(conn, channel_id)
        async with conn.execute("SELECT channel_id, seq, events FROM moves") as cur:
            moves = list(await cur.fetchall())
        for m in moves:
            packed = encode_events(decode_events(m["events"]))
            if packed != bytes(m["events"]):
                await conn.execute(
                    "UPDATE moves SET events = ? WHERE channel_id = ? AND seq = ?",
                    (packed, m["channel_id"], m["seq"]),
                )

    async def prune_archive(self, before: float) -> int:
        async with self._tx() as conn:
            cur = await conn.execute(
                "UPDATE results SET moves_z = NULL WHERE finished_at < ? AND moves_z IS NOT NULL"
                f" AND state_z IS NOT NULL AND {NOT_CURRENT}",
                (before,),
            )
            pruned = cur.rowcount
            await cur.close()
            await conn.execute(
                "DELETE FROM archive WHERE result_id IN (SELECT id FROM results"
                " WHERE moves_z IS NULL AND state_z IS NOT NULL)"
                " OR (result_id IS NULL AND finished_at < ?)",
                (before,),
            )
        return int(pruned)

    async def backfill_results(self) -> int:
        added = 0
        async with self._tx() as conn:
            async with conn.execute(
                "SELECT record_json FROM archive WHERE record_json IS NOT NULL ORDER BY id"
            ) as cur:
                docs = [json.loads(r["record_json"]) for r in await cur.fetchall()]
            async with conn.execute(
                "SELECT channel_id FROM games WHERE status IN (?, ?)", ENDED
            ) as cur:
                channels = [r["channel_id"] for r in await cur.fetchall()]
            for channel_id in channels:
                found = await self._document(conn, channel_id)  # type: ignore[attr-defined]
                if found is not None:
                    docs.append(found[1])
            for doc in sorted(docs, key=lambda d: d["record"].get("updated_at", 0.0)):
                added += await self._keep_result(conn, doc)
        return added

    # -- reading ended games ----------------------------------------------------------------

    async def results(self, query: ResultQuery) -> list[Result]:
        args: list[Any] = []

        def mark(value: Any) -> str:
            args.append(value)
            return "?"

        sql = results_sql(query, mark, lambda values: ", ".join(mark(v) for v in values))
        async with self._tx("BEGIN") as conn, conn.execute(sql, args) as cur:
            rows = await cur.fetchall()
        return [_result(r, whole=False) for r in rows]

    async def result(self, result_id: int) -> Result | None:
        async with (
            self._tx("BEGIN") as conn,
            conn.execute(
                f"SELECT {_RESULT_COLUMNS}, moves_z FROM results WHERE id = ?", (result_id,)
            ) as cur,
        ):
            row = await cur.fetchone()
        return None if row is None else _result(row, whole=True)

    async def unrated(self, limit: int = 100) -> list[Result]:
        async with (
            self._tx("BEGIN") as conn,
            conn.execute(
                f"SELECT {_RESULT_COLUMNS} FROM results WHERE rated = 0 AND status = ?"
                " ORDER BY id LIMIT ?",
                (GameStatus.FINISHED, limit),
            ) as cur,
        ):
            rows = await cur.fetchall()
        return [_result(r, whole=False) for r in rows]

    # -- ratings ----------------------------------------------------------------------------

    async def add_ratings(self, result_id: int, rows: Sequence[Rating]) -> None:
        async with self._tx() as conn:
            await conn.executemany(
                "INSERT OR REPLACE INTO ratings (scope, game_key, user_id, result_id, mu, sigma,"
                " at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(r.scope, r.game_key, r.user_id, r.result_id, r.mu, r.sigma, r.at) for r in rows],
            )
            await conn.execute("UPDATE results SET rated = 1 WHERE id = ?", (result_id,))

    async def ratings(self, scope: int, game_key: str, limit: int = 20) -> list[Rating]:
        async with (
            self._tx("BEGIN") as conn,
            conn.execute(
                "SELECT r.* FROM ratings r JOIN (SELECT user_id, MAX(result_id) AS last"
                " FROM ratings WHERE scope = ? AND game_key = ? GROUP BY user_id) n"
                " ON r.user_id = n.user_id AND r.result_id = n.last"
                " WHERE r.scope = ? AND r.game_key = ?"
                " ORDER BY r.mu - 3 * r.sigma DESC, r.user_id LIMIT ?",
                (scope, game_key, scope, game_key, limit),
            ) as cur,
        ):
            return [_rating(r) for r in await cur.fetchall()]

    async def rating_history(self, user_id: int, scope: int, game_key: str) -> list[Rating]:
        async with (
            self._tx("BEGIN") as conn,
            conn.execute(
                "SELECT * FROM ratings WHERE scope = ? AND game_key = ? AND user_id = ?"
                " ORDER BY result_id",
                (scope, game_key, user_id),
            ) as cur,
        ):
            return [_rating(r) for r in await cur.fetchall()]

    async def current_ratings(
        self, scope: int, game_key: str, user_ids: Sequence[int]
    ) -> dict[int, Rating]:
        if not user_ids:
            return {}
        marks = ", ".join("?" for _ in user_ids)
        async with (
            self._tx("BEGIN") as conn,
            conn.execute(
                "SELECT r.* FROM ratings r JOIN (SELECT user_id, MAX(result_id) AS last"
                f" FROM ratings WHERE scope = ? AND game_key = ? AND user_id IN ({marks})"
                " GROUP BY user_id) n ON r.user_id = n.user_id AND r.result_id = n.last"
                " WHERE r.scope = ? AND r.game_key = ?",
                (scope, game_key, *user_ids, scope, game_key),
            ) as cur,
        ):
            return {r.user_id: r for r in map(_rating, await cur.fetchall())}

    async def clear_ratings(self) -> None:
        async with self._tx() as conn:
            await conn.execute("DELETE FROM ratings")
            await conn.execute("UPDATE results SET rated = 0")

    # -- challenge attempts -----------------------------------------------------------------

    async def start_attempt(self, attempt: Attempt) -> bool:
        async with self._tx() as conn:
            cur = await conn.execute(
                "INSERT OR IGNORE INTO challenge_attempts (challenge, user_id, channel_id,"
                " guild_id, started_at) VALUES (?, ?, ?, ?, ?)",
                (
                    attempt.challenge,
                    attempt.user_id,
                    attempt.channel_id,
                    attempt.guild_id,
                    attempt.started_at,
                ),
            )
            added = cur.rowcount == 1
            await cur.close()
        return added

    async def attempt(self, challenge: str, user_id: int) -> Attempt | None:
        async with (
            self._tx("BEGIN") as conn,
            conn.execute(
                "SELECT * FROM challenge_attempts WHERE challenge = ? AND user_id = ?",
                (challenge, user_id),
            ) as cur,
        ):
            r = await cur.fetchone()
        return None if r is None else _attempt(r)

    async def attempts(self, challenge: str) -> list[Attempt]:
        async with (
            self._tx("BEGIN") as conn,
            conn.execute(
                "SELECT * FROM challenge_attempts WHERE challenge = ? ORDER BY started_at",
                (challenge,),
            ) as cur,
        ):
            rows = await cur.fetchall()
        return [_attempt(r) for r in rows]
