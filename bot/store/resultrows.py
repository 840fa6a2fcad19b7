"""Store rows for ended games, ratings and challenge attempts (SQLite 0006, PostgreSQL 0003).

Written once for both databases (bot/store/sqlbase.py): `_keep_result` runs inside the save
that ends a game, so an ended game is never lost between two writes; bot/store/compact.py says
how it is packed.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from bot.store.compact import decode_events, encode_events, joined, split
from bot.store.records import GameStatus, MoveRecord, SeatRecord
from bot.store.result_records import Attempt, Rating, Result, ResultQuery
from bot.store.sqlbase import ENDED, Conn, SqlBase, marks

# what lists read: the head and the final state, never the moves (`result` adds moves_z)
_RESULT_COLUMNS = (
    "id, channel_id, guild_id, game_key, status, challenge, started_at, finished_at, rated,"
    " record_json, state_z"
)
_RATING_COLUMNS = "scope, game_key, user_id, result_id, mu, sigma, at"
_ATTEMPT_COLUMNS = "challenge, user_id, channel_id, guild_id, started_at"
# a results row that is not the current game of its channel (pruning leaves that one whole)
NOT_CURRENT = (
    "NOT EXISTS (SELECT 1 FROM games g WHERE g.channel_id = results.channel_id"
    " AND g.created_at = results.started_at)"
)
# a player's newest rating in a scope and game ($1, $2), of the players `who` names
_CURRENT_RATINGS = (
    "SELECT r.scope, r.game_key, r.user_id, r.result_id, r.mu, r.sigma, r.at"
    " FROM ratings r JOIN (SELECT user_id, MAX(result_id) AS last"
    " FROM ratings WHERE scope = $1 AND game_key = $2{who} GROUP BY user_id) n"
    " ON r.user_id = n.user_id AND r.result_id = n.last"
    " WHERE r.scope = $1 AND r.game_key = $2"
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


def results_sql(query: ResultQuery) -> tuple[str, list[Any]]:
    """The SELECT of `results` matching a query, newest first, and its parameters."""
    args: list[Any] = []

    def mark(value: Any) -> str:
        args.append(value)
        return f"${len(args)}"

    where = [f"status IN ({', '.join(mark(s) for s in query.statuses)})"]
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
    sql = (
        f"SELECT {_RESULT_COLUMNS} FROM results WHERE {' AND '.join(where)}"
        f" ORDER BY id DESC LIMIT {mark(query.limit)}"
    )
    return sql, args


class ResultRows(SqlBase):
    """The ResultStore half of the store."""

    # -- keeping ended games ----------------------------------------------------------------

    @staticmethod
    async def _keep_result(conn: Conn, doc: dict[str, Any]) -> bool:
        """Insert an ended game (an archive-style document) unless it is kept already."""
        rec = doc["record"]
        if rec.get("status") not in ENDED:
            return False
        result_id = await conn.fetchval(
            "INSERT INTO results (channel_id, guild_id, game_key, status, challenge,"
            " started_at, finished_at, record_json, state_z, moves_z)"
            f" VALUES ({marks(1, 10)})"
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
        await conn.executemany(
            "INSERT INTO result_seats (result_id, seat, user_id, level, name, score, won)"
            f" VALUES ({marks(1, 7)})",
            [
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
            ],
        )
        return True

    @staticmethod
    async def _rewrite_result(conn: Conn, result_id: int, doc: dict[str, Any]) -> None:
        """Replace a kept game's document (its later saves, its moves) in its results row."""
        await conn.execute(
            "UPDATE results SET record_json = $1, state_z = $2, moves_z = $3 WHERE id = $4",
            *split(doc),
            result_id,
        )

    async def _keep_ended(self, conn: Conn, channel_id: int) -> None:
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

    async def _compact_stored(self, conn: Conn) -> None:
        """The compact-storage migration's data step (SQLite 0007, PostgreSQL 0004), in its
        transaction: each ended game's one document in its results row, the archive's copies
        folded into them, live events compressed."""
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
        for channel_id in await self._ended_channels(conn):
            await self._keep_ended(conn, channel_id)
        for m in await conn.fetch("SELECT channel_id, seq, events FROM moves"):
            packed = encode_events(decode_events(m["events"]))
            if packed != bytes(m["events"]):
                await conn.execute(
                    "UPDATE moves SET events = $1 WHERE channel_id = $2 AND seq = $3",
                    packed,
                    m["channel_id"],
                    m["seq"],
                )

    @staticmethod
    async def _ended_channels(conn: Conn) -> list[int]:
        rows = await conn.fetch("SELECT channel_id FROM games WHERE status IN ($1, $2)", *ENDED)
        return [r["channel_id"] for r in rows]

    async def prune_archive(self, before: float) -> int:
        async with self._tx() as conn:
            pruned = await conn.execute(
                "UPDATE results SET moves_z = NULL WHERE finished_at < $1 AND moves_z IS NOT NULL"
                f" AND state_z IS NOT NULL AND {NOT_CURRENT}",
                before,
            )
            await conn.execute(
                "DELETE FROM archive WHERE result_id IN (SELECT id FROM results"
                " WHERE moves_z IS NULL AND state_z IS NOT NULL)"
                " OR (result_id IS NULL AND finished_at < $1)",
                before,
            )
        return pruned

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
            for channel_id in await self._ended_channels(conn):
                found = await self._document(conn, channel_id)
                if found is not None:
                    docs.append(found[1])
            for doc in sorted(docs, key=lambda d: d["record"].get("updated_at", 0.0)):
                added += await self._keep_result(conn, doc)
        return added

    # -- reading ended games ----------------------------------------------------------------

    async def results(self, query: ResultQuery) -> list[Result]:
        sql, args = results_sql(query)
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
            await self._take(conn, self.RATINGS_LOCK)
            await conn.executemany(
                f"INSERT INTO ratings ({_RATING_COLUMNS}) VALUES ({marks(1, 7)})"
                " ON CONFLICT (scope, game_key, user_id, result_id) DO UPDATE SET"
                " mu = excluded.mu, sigma = excluded.sigma, at = excluded.at",
                [(r.scope, r.game_key, r.user_id, r.result_id, r.mu, r.sigma, r.at) for r in rows],
            )
            await conn.execute("UPDATE results SET rated = TRUE WHERE id = $1", result_id)

    async def ratings(self, scope: int, game_key: str, limit: int = 20) -> list[Rating]:
        async with self._read() as conn:
            rows = await conn.fetch(
                _CURRENT_RATINGS.format(who="")
                + " ORDER BY r.mu - 3 * r.sigma DESC, r.user_id LIMIT $3",
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
        who = f" AND user_id IN ({marks(3, len(user_ids))})"
        async with self._read() as conn:
            rows = await conn.fetch(_CURRENT_RATINGS.format(who=who), scope, game_key, *user_ids)
        return {r.user_id: r for r in map(_rating, rows)}

    async def clear_ratings(self) -> None:
        async with self._tx() as conn:
            await self._take(conn, self.RATINGS_LOCK)
            await conn.execute("DELETE FROM ratings")
            await conn.execute("UPDATE results SET rated = FALSE WHERE rated")

    # -- challenge attempts -----------------------------------------------------------------

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
