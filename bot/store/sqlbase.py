"""What the SQL store's parts share: one connection interface for both databases, the hooks
each dialect fills in, the rows-to-records helpers and the reading of migration files.

Every statement of the store is written once, in PostgreSQL's `$1, $2, ...` style; the SQLite
dialect (bot/store/sqlite.py) runs it as `?1, ?2, ...`, which SQLite binds the same way (a
number used twice is one value). The SQL itself keeps to what both databases read alike:
`ON CONFLICT ... DO NOTHING / DO UPDATE`, `RETURNING`, `IN (...)`, `TRUE`/`FALSE`, `NOT flag`.
A dialect (bot/store/sqlite.py, bot/store/postgres.py) gives the connections and transactions,
the migrations, its error mapping, its locks, and the few statements written for one database
only (PostgreSQL's one-statement save, its row locks).
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from importlib.resources.abc import Traversable
from typing import Any, ClassVar, Protocol

from bot.store.base import GameRecord, StoreError
from bot.store.compact import (
    compact_json,
    decode_events,
    encode_events,
    kept_moves,
    move_dicts,
)
from bot.store.records import GameStatus, MoveRecord, SeatRecord

OPEN = tuple(GameStatus.OPEN)
ENDED = (GameStatus.FINISHED, GameStatus.ABANDONED)
GAME_COLUMNS = (
    "channel_id, guild_id, game_key, status, version, seed, options_json, state_json,"
    " outcome_json, created_by, created_at, updated_at, hints, challenge"
)
MOVE_COLUMNS = "seq, seat, token, events, at"
_MIGRATION_NAME = re.compile(r"^(\d{4})_[A-Za-z0-9_\-]+\.sql$")


class Conn(Protocol):
    """A connection inside one of the store's transactions (or, for one statement, none)."""

    @property
    def in_transaction(self) -> bool: ...
    async def fetch(self, sql: str, *args: Any) -> list[Any]: ...
    async def fetchrow(self, sql: str, *args: Any) -> Any: ...
    async def fetchval(self, sql: str, *args: Any) -> Any: ...
    async def execute(self, sql: str, *args: Any) -> int:
        """Run one statement; the number of rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None: ...


def marks(first: int, count: int) -> str:
    """`count` placeholders from `$first` on, for an IN list."""
    return ", ".join(f"${n}" for n in range(first, first + count))


class SqlBase:
    """The dialect's hooks that the store's parts (games, clock, results) are written on."""

    # what a dialect adds to its statements (PostgreSQL locks rows; SQLite locks the file)
    FOR_UPDATE: ClassVar[str] = ""  # after the SELECT of a game a create replaces
    SKIP_LOCKED: ClassVar[str] = ""  # after the due-deadlines SELECT: pass rows being claimed
    CHANNEL_LOCK: ClassVar[str] = ""  # a statement taking the channel's lock ($1: its id)
    RATINGS_LOCK: ClassVar[str] = ""  # a statement taking the ratings' lock (one rater at a time)
    # the game's seats as JSON text [[seat, user_id, is_bot, name, level], ...] in a games row
    SEATS_JSON: ClassVar[str] = ""
    COMPACT_MIGRATION: ClassVar[int] = 0  # the migration whose data step `_compact_stored` is

    def _tx(self) -> AbstractAsyncContextManager[Conn]:
        """One write transaction; any failure rolls it back (and is a StoreError)."""
        raise NotImplementedError

    def _read(self) -> AbstractAsyncContextManager[Conn]:
        """A connection for reads: on SQLite one deferred transaction (one snapshot for all
        its statements), on PostgreSQL none (each statement is its own snapshot)."""
        raise NotImplementedError

    def _save_tx(self, alone: bool) -> AbstractAsyncContextManager[Conn]:
        """Where a save runs: `alone` when it writes only what `_save_game` writes."""
        return self._tx()

    async def _save_game(
        self,
        conn: Conn,
        record: GameRecord,
        expected: int,
        moves: Sequence[MoveRecord],
        now: float,
    ) -> bool:
        """Write the game row (if its version is still `expected`), its seats and new moves;
        False, writing nothing, if someone else saved first."""
        raise NotImplementedError

    async def _take(self, conn: Conn, sql: str, *args: Any) -> None:
        """Take a transaction's lock (a dialect that has none leaves `sql` empty)."""
        if sql:
            await conn.execute(sql, *args)

    async def _lock_channel(self, conn: Conn, channel_id: int) -> None:
        """Keep other writers of this channel's replaced rows out until this transaction ends."""
        await self._take(conn, self.CHANNEL_LOCK, channel_id)

    # -- the channel's game whole -----------------------------------------------------------

    @staticmethod
    async def _seats(conn: Conn, channel_id: int) -> tuple[SeatRecord, ...]:
        rows = await conn.fetch(
            "SELECT seat, user_id, is_bot, name, level FROM seats WHERE channel_id = $1"
            " ORDER BY seat",
            channel_id,
        )
        return tuple(seat_record(r) for r in rows)

    @staticmethod
    async def _current_result(conn: Conn, channel_id: int) -> Any:
        """The results row (id, record_json, state_z, moves_z) of the channel's current game
        if it has ended, else None."""
        return await conn.fetchrow(
            "SELECT r.id, r.record_json, r.state_z, r.moves_z FROM games g JOIN results r"
            " ON r.channel_id = g.channel_id AND r.started_at = g.created_at"
            " WHERE g.channel_id = $1 AND g.status IN ($2, $3)",
            channel_id,
            *ENDED,
        )

    async def _document(
        self, conn: Conn, channel_id: int
    ) -> tuple[GameRecord, dict[str, Any]] | None:
        """The channel's game whole, as the archive keeps it: record, seats and moves (an
        ended game's moves are in its results row, any later ones in `moves`)."""
        row = await conn.fetchrow(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1", channel_id
        )
        if row is None:
            return None
        seats = await self._seats(conn, channel_id)
        moves = kept_moves(await self._current_result(conn, channel_id))
        moves += [
            move_record(r)
            for r in await conn.fetch(
                f"SELECT {MOVE_COLUMNS} FROM moves WHERE channel_id = $1 AND seq > $2 ORDER BY seq",
                channel_id,
                moves[-1].seq if moves else 0,
            )
        ]
        old = game_record(row, seats)
        doc = {
            "record": {
                f.name: getattr(old, f.name) for f in dataclasses.fields(old) if f.name != "seats"
            },
            "seats": [dataclasses.asdict(s) for s in seats],
            "moves": move_dicts(moves),
        }
        return old, doc

    async def _after_migration(self, conn: Conn, number: int) -> None:
        """A migration's data step in Python, in the migration's transaction."""
        if number == self.COMPACT_MIGRATION:
            await self._compact_stored(conn)

    async def _compact_stored(self, conn: Conn) -> None:
        raise NotImplementedError  # ResultRows


# -- rows as records ----------------------------------------------------------------------------


def nullable_json(value: Any) -> str | None:
    """None stays SQL NULL rather than the string 'null'."""
    return None if value is None else compact_json(value)


def loads_opt(text: str | None) -> Any:
    """NULL columns stay None so 'no state yet' survives a round trip."""
    return None if text is None else json.loads(text)


def game_record(row: Any, seats: tuple[SeatRecord, ...]) -> GameRecord:
    """A games row and its seats as the protocol's record."""
    return GameRecord(
        channel_id=row["channel_id"],
        game_key=row["game_key"],
        status=row["status"],
        version=row["version"],
        seed=row["seed"],
        options=json.loads(row["options_json"]),
        state=loads_opt(row["state_json"]),
        created_by=row["created_by"],
        seats=seats,
        guild_id=row["guild_id"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        outcome=loads_opt(row["outcome_json"]),
        hints=row["hints"],
        challenge=row["challenge"],
    )


def seats_of_json(text: str | None) -> tuple[SeatRecord, ...]:
    """A SEATS_JSON column's seats, in seat order."""
    rows = sorted(json.loads(text or "[]"), key=lambda s: int(s[0]))
    return tuple(SeatRecord(int(s), u, bool(b), str(n), str(lv)) for s, u, b, n, lv in rows)


def move_record(row: Any) -> MoveRecord:
    return MoveRecord(
        seq=row["seq"],
        seat=row["seat"],
        token=row["token"],
        events=decode_events(row["events"]),
        at=row["at"],
    )


# a save's write of the games row ($1-$10: saved_values), before its WHERE
SAVE_GAME = (
    "UPDATE games SET guild_id = $1, game_key = $2, status = $3, seed = $4,"
    " options_json = $5, state_json = $6, outcome_json = $7, created_by = $8,"
    " updated_at = $9, hints = $10, version = version + 1"
)


def saved_values(record: GameRecord, now: float) -> tuple[Any, ...]:
    """What a save writes of the games row (SAVE_GAME's $1-$10)."""
    return (
        record.guild_id,
        record.game_key,
        record.status,
        record.seed,
        compact_json(record.options),
        nullable_json(record.state),
        nullable_json(record.outcome),
        record.created_by,
        now,
        record.hints,
    )


def seat_record(row: Any) -> SeatRecord:
    return SeatRecord(row["seat"], row["user_id"], bool(row["is_bot"]), row["name"], row["level"])


def seat_rows(channel_id: int, seats: Iterable[SeatRecord]) -> list[tuple[Any, ...]]:
    return [(channel_id, s.seat, s.user_id, bool(s.is_bot), s.name, s.level) for s in seats]


def move_rows(channel_id: int, moves: Iterable[MoveRecord], now: float) -> list[tuple[Any, ...]]:
    return [
        (channel_id, m.seq, m.seat, m.token, encode_events(m.events), m.at or now) for m in moves
    ]


# -- migrations ---------------------------------------------------------------------------------


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
