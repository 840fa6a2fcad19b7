"""PostgreSQL rows for ended games, ratings and challenge attempts (migration 0003).

A mixin of `PostgresStore`, like `resultrows.SqliteResultRows`: `_keep_result` runs inside the
save that ends a game, so an ended game is never lost between two writes. The documents are
the SQLite store's, read back by the same helpers.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import asyncpg

from bot.store.compact import decode_events, encode_events, split
from bot.store.pgbase import COMPACT_MIGRATION, RATINGS_LOCK, PgBase
from bot.store.records import GameStatus
from bot.store.result_records import Attempt, Rating, Result, ResultQuery
from bot.store.resultrows import (
    _RESULT_COLUMNS,
    ENDED,
    NOT_CURRENT,
    _attempt,
    _rating,
    _result,
    _seats_of,
    results_sql,
)

_RATING_COLUMNS = "scope, game_key, user_id, result_id, mu, sigma, at"
_ATTEMPT_COLUMNS = "challenge, user_id, channel_id, guild_id, started_at"


class PgResultRows(PgBase):
    """The ResultStore half of PostgresStore."""

    # -- keeping ended games ----------------------------------------------------------------

    @staticmethod
    async def _keep_result(conn: asyncpg.Connection, doc: dict[str, Any]) -> bool:
        """Insert an ended game (an archive-style document) unless it is kept already."""
        rec = doc["record"]
        if rec.get("status") not in ENDED:
            return False
        result_id = await conn.fetchval(
            "INSERT INTO results (channel_id, guild_id, game_key, status, challenge,"
            " started_at, finished_at, record_json, state_z, moves_z)"
            " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)"
            " ON CONFLICT (channel_id, started_at) DO NOTHING RETURNING id",
            rec["channel_id"],
            rec.get("guild_id"),
            rec["game_key"],
            rec["status"],
            rec.get("challenge", ""),
            float(rec.get("created_at", 0.0)),
            float(rec.get("updated_at", 0.0)),
            *split(doc),
        )
        if result_id is None:
            return False
        outcome = rec.get("outcome") or {}
        scores = list(outcome.get("scores", ()))
        winners = set(outcome.get("winners", ()))
        seats = [
            (
                result_id,
                s.seat,
                None if s.is_bot else s.user_id,
                s.level,
                s.name,
                int(scores[s.seat]) if s.seat < len(scores) else 0,
                s.seat in winners,
            )
            for s in _seats_of(doc)
        ]
        if seats:
            await conn.executemany(
                "INSERT INTO result_seats (result_id, seat, user_id, level, name, score, won)"
                " VALUES ($1, $2, $3, $4, $5, $6, $7)",
                seats,
            )
        return True

    @staticmethod
    async def _rewrite_result(
        conn: asyncpg.Connection, result_id: int, doc: dict[str, Any]
    ) -> None:
        """Replace a kept game's document (its later saves, its moves) in its results row."""
        await conn.execute(
            "UPDATE results SET record_json = $1, state_z = $2, moves_z = $3 WHERE id = $4",
            *split(doc),
            result_id,
        )

    async def _current_result(self, conn: asyncpg.Connection, channel_id: int) -> Any:
        """The results row (id, record_json, state_z, moves_z) of the channel's current game
        if it has ended, else None."""
        return await conn.fetchrow(
            "SELECT r.id, r.record_json, r.state_z, r.moves_z FROM games g JOIN results r"
            " ON r.channel_id = g.channel_id AND r.started_at = g.created_at"
            " WHERE g.channel_id = $1 AND g.status = ANY($2::text[])",
            channel_id,
            list(ENDED),
        )

    async def _keep_ended(self, conn: asyncpg.Connection, channel_id: int) -> None:
        """In the save that ends a game (and any later save of it): keep the game in
        `results` with its moves, which leave the `moves` table (the result holds them)."""
        live = await conn.fetchval(
            "SELECT EXISTS (SELECT 1 FROM moves WHERE channel_id = $1)", channel_id
        )
        if not live and await self._current_result(conn, channel_id) is not None:
            return  # kept already, nothing new
        found = await self._document(conn, channel_id)
        if found is None:
            return
        doc = found[1]
        if not await self._keep_result(conn, doc):
            kept = await self._current_result(conn, channel_id)
            if kept is None:
                return  # not an ended game: nothing is kept, the moves stay
            await self._rewrite_result(conn, kept["id"], doc)
        await conn.execute("DELETE FROM moves WHERE channel_id = $1", channel_id)

    async def _after_migration(self, conn: asyncpg.Connection, number: int) -> None:
        if number == COMPACT_MIGRATION:
            await self._compact_stored(conn)

    async def _compact_stored(self, conn: asyncpg.Connection) -> None:
        """Migration 0004's data step (SqliteResultRows._compact_stored, on PostgreSQL)."""
        for r in await conn.fetch("SELECT id, record_json FROM results WHERE state_z IS NULL"):
            await self._rewrite_result(conn, r["id"], json.loads(r["record_json"]))
        archived = await conn.fetch(
            "SELECT id, record_json FROM archive WHERE result_id IS NULL ORDER BY id"
        )
        for a in archived:
            doc = json.loads(a["record_json"])
            await self._keep_result(conn, doc)
            rec = doc["record"]
            kept = await conn.fetchval(
                "SELECT id FROM results WHERE channel_id = $1 AND started_at = $2",
                rec["channel_id"],
                float(rec.get("created_at", 0.0)),
            )
            if kept is None:
                continue  # a game that never ended: it stays whole in the archive
            await self._rewrite_result(conn, kept, doc)  # the archive's copy is the later
            await conn.execute(
                "UPDATE archive SET result_id = $1, record_json = NULL WHERE id = $2",
                kept,
                a["id"],
            )
        ended = await conn.fetch(
            "SELECT channel_id FROM games WHERE status = ANY($1::text[])", list(ENDED)
        )
        for g in ended:
            await self._keep_ended(conn, g["channel_id"])
        for m in await conn.fetch("SELECT channel_id, seq, events FROM moves"):
            packed = encode_events(decode_events(m["events"]))
            if packed != bytes(m["events"]):
                await conn.execute(
                    "UPDATE moves SET events = $1 WHERE channel_id = $2 AND seq = $3",
                    packed,
                    m["channel_id"],
                    m["seq"],
                )

    async def prune_archive(self, before: float) -> int:
        async with self._tx() as conn:
            pruned = await conn.fetchval(
                "WITH pruned AS (UPDATE results SET moves_z = NULL WHERE finished_at < $1"
                f" AND moves_z IS NOT NULL AND state_z IS NOT NULL AND {NOT_CURRENT}"
                " RETURNING id) SELECT COUNT(*) FROM pruned",
                before,
            )
            await conn.execute(
                "DELETE FROM archive WHERE result_id IN (SELECT id FROM results"
                " WHERE moves_z IS NULL AND state_z IS NOT NULL)"
                " OR (result_id IS NULL AND finished_at < $1)",
                before,
            )
        return int(pruned)

    async def backfill_results(self) -> int:
        """Keep the ended games of the archive and the games table not kept yet."""
        added = 0
        async with self._tx() as conn:
            docs = [
                json.loads(r["record_json"])
                for r in await conn.fetch(
                    "SELECT record_json FROM archive WHERE record_json IS NOT NULL ORDER BY id"
                )
            ]
            channels = await conn.fetch(
                "SELECT channel_id FROM games WHERE status = ANY($1::text[])", list(ENDED)
            )
            for r in channels:
                found = await self._document(conn, r["channel_id"])
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
            return f"${len(args)}"

        sql = results_sql(
            query, mark, lambda values: f"SELECT unnest({mark(list(values))}::text[])"
        )
        async with self._read() as conn:
            rows = await conn.fetch(sql, *args)
        return [_result(r, whole=False) for r in rows]

    async def result(self, result_id: int) -> Result | None:
        async with self._read() as conn:
            row = await conn.fetchrow(
                f"SELECT {_RESULT_COLUMNS}, moves_z FROM results WHERE id = $1", result_id
            )
        return None if row is None else _result(row, whole=True)

    async def unrated(self, limit: int = 100) -> list[Result]:
        async with self._read() as conn:
            rows = await conn.fetch(
                f"SELECT {_RESULT_COLUMNS} FROM results WHERE NOT rated AND status = $1"
                " ORDER BY id LIMIT $2",
                GameStatus.FINISHED,
                limit,
            )
        return [_result(r, whole=False) for r in rows]

    # -- ratings ----------------------------------------------------------------------------

    async def add_ratings(self, result_id: int, rows: Sequence[Rating]) -> None:
        """Store a game's ratings and mark it rated; one rater at a time, so that ratings
        written in result order stay in that order."""
        async with self._tx() as conn:
            await conn.execute("SELECT pg_advisory_xact_lock($1, $2)", *RATINGS_LOCK)
            if rows:
                await conn.executemany(
                    f"INSERT INTO ratings ({_RATING_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)"
                    " ON CONFLICT (scope, game_key, user_id, result_id) DO UPDATE SET"
                    " mu = excluded.mu, sigma = excluded.sigma, at = excluded.at",
                    [
                        (r.scope, r.game_key, r.user_id, r.result_id, r.mu, r.sigma, r.at)
                        for r in rows
                    ],
                )
            await conn.execute("UPDATE results SET rated = TRUE WHERE id = $1", result_id)

    async def ratings(self, scope: int, game_key: str, limit: int = 20) -> list[Rating]:
        async with self._read() as conn:
            rows = await conn.fetch(
                "SELECT r.scope, r.game_key, r.user_id, r.result_id, r.mu, r.sigma, r.at"
                " FROM ratings r JOIN (SELECT user_id, MAX(result_id) AS last"
                " FROM ratings WHERE scope = $1 AND game_key = $2 GROUP BY user_id) n"
                " ON r.user_id = n.user_id AND r.result_id = n.last"
                " WHERE r.scope = $1 AND r.game_key = $2"
                " ORDER BY r.mu - 3 * r.sigma DESC, r.user_id LIMIT $3",
                scope,
                game_key,
                limit,
            )
        return [_rating(r) for r in rows]

    async def rating_history(self, user_id: int, scope: int, game_key: str) -> list[Rating]:
        async with self._read() as conn:
            rows = await conn.fetch(
                f"SELECT {_RATING_COLUMNS} FROM ratings"
                " WHERE scope = $1 AND game_key = $2 AND user_id = $3 ORDER BY result_id",
                scope,
                game_key,
                user_id,
            )
        return [_rating(r) for r in rows]

    async def current_ratings(
        self, scope: int, game_key: str, user_ids: Sequence[int]
    ) -> dict[int, Rating]:
        if not user_ids:
            return {}
        async with self._read() as conn:
            rows = await conn.fetch(
                "SELECT r.scope, r.game_key, r.user_id, r.result_id, r.mu, r.sigma, r.at"
                " FROM ratings r JOIN (SELECT user_id, MAX(result_id) AS last"
                " FROM ratings WHERE scope = $1 AND game_key = $2"
                " AND user_id = ANY($3::bigint[]) GROUP BY user_id) n"
                " ON r.user_id = n.user_id AND r.result_id = n.last"
                " WHERE r.scope = $1 AND r.game_key = $2",
                scope,
                game_key,
                list(user_ids),
            )
        return {r.user_id: r for r in map(_rating, rows)}

    async def clear_ratings(self) -> None:
        async with self._tx() as conn:
            await conn.execute("SELECT pg_advisory_xact_lock($1, $2)", *RATINGS_LOCK)
            await conn.execute("DELETE FROM ratings")
            await conn.execute("UPDATE results SET rated = FALSE WHERE rated")

    # -- challenge attempts -----------------------------------------------------------------

    async def start_attempt(self, attempt: Attempt) -> bool:
        async with self._tx() as conn:
            added = await conn.fetchval(
                f"INSERT INTO challenge_attempts ({_ATTEMPT_COLUMNS})"
                " VALUES ($1, $2, $3, $4, $5)"
                " ON CONFLICT (challenge, user_id) DO NOTHING RETURNING TRUE",
                attempt.challenge,
                attempt.user_id,
                attempt.channel_id,
                attempt.guild_id,
                attempt.started_at,
            )
        return bool(added)

    async def attempt(self, challenge: str, user_id: int) -> Attempt | None:
        async with self._read() as conn:
            r = await conn.fetchrow(
                f"SELECT {_ATTEMPT_COLUMNS} FROM challenge_attempts"
                " WHERE challenge = $1 AND user_id = $2",
                challenge,
                user_id,
            )
        return None if r is None else _attempt(r)

    async def attempts(self, challenge: str) -> list[Attempt]:
        async with self._read() as conn:
            rows = await conn.fetch(
                f"SELECT {_ATTEMPT_COLUMNS} FROM challenge_attempts WHERE challenge = $1"
                " ORDER BY started_at, user_id",
                challenge,
            )
        return [_attempt(r) for r in rows]
