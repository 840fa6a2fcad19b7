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

from bot.store.records import GameStatus, MoveRecord, SeatRecord
from bot.store.result_records import Attempt, Rating, Result, ResultQuery

ENDED = (GameStatus.FINISHED, GameStatus.ABANDONED)
_RESULT_COLUMNS = (
    "id, channel_id, guild_id, game_key, status, challenge, started_at, finished_at, rated,"
    " record_json"
)


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
    doc = json.loads(row["record_json"])
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
            " started_at, finished_at, record_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                rec["channel_id"],
                rec.get("guild_id"),
                rec["game_key"],
                rec["status"],
                rec.get("challenge", ""),
                rec.get("created_at", 0.0),
                rec.get("updated_at", 0.0),
                _dumps(doc),
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

    async def backfill_results(self) -> int:
        added = 0
        async with self._tx() as conn:
            async with conn.execute("SELECT record_json FROM archive ORDER BY id") as cur:
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
                f"SELECT {_RESULT_COLUMNS} FROM results WHERE id = ?", (result_id,)
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
