"""A database as the code before issue 28's compact storage left it, with real games in it.

`build_old` opens a store with the migrations of that time only (SQLite 0001-0006, PostgreSQL
0001-0003), then writes rows the way that code wrote them: move events as JSON text, each
ended game whole in `results.record_json` (sorted keys) and again in `archive.record_json`.
The games are real: Duel played at random through the engine, with its events and states.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.engine.core import play, resolve_options
from bot.engine.registry import get_rules
from bot.store import (
    GameRecord,
    GameStatus,
    MoveRecord,
    PostgresStore,
    SeatRecord,
    SqliteStore,
)
from bot.store import postgres as pg_store
from bot.store import sqlite as sqlite_store
from tests.store.conftest import Backend

SQLITE_BEFORE, PG_BEFORE = 6, 3  # the schema versions before compact storage


def old_migrations(backend: Backend, folder: Path) -> Path:
    """A folder with the migrations of the old code only."""
    if backend.is_postgres:
        source, count = pg_store.default_migrations(), PG_BEFORE
    else:
        source, count = sqlite_store.default_migrations(), SQLITE_BEFORE
    folder.mkdir(parents=True, exist_ok=True)
    for entry in source.iterdir():
        if entry.name.endswith(".sql") and int(entry.name[:4]) <= count:
            with entry.open("rb") as src, (folder / entry.name).open("wb") as dst:
                shutil.copyfileobj(src, dst)
    return folder


def random_duel(
    seed: int, plies: int | None = None
) -> tuple[dict[str, Any], list[MoveRecord], Any]:
    """A Duel played at random (to its end, or `plies` moves): (state json, moves, outcome)."""
    rules = get_rules("duel")
    options = resolve_options(rules.options, {})
    s = rules.new_game(2, seed, options)
    chooser = random.Random(seed)
    moves: list[MoveRecord] = []
    while rules.outcome(s) is None and (plies is None or len(moves) < plies):
        seat = sorted(rules.to_move(s))[0]
        legal = rules.legal_actions(s, seat)
        action = legal[chooser.randrange(len(legal))]
        s, events = play(rules, s, seat, action)
        at = 1_700_000_100.0 + len(moves)
        moves.append(
            MoveRecord(len(moves) + 1, seat, action.token, [e.to_json() for e in events], at)
        )
    outcome = rules.outcome(s)
    return rules.to_json(s), moves, None if outcome is None else outcome.to_json()


@dataclass
class OldGame:
    record: GameRecord
    moves: list[MoveRecord]
    kept: bool = True  # written to results (games ended before migration 0006 were not)
    result_record: GameRecord | None = None  # the record as results kept it (an earlier save)
    archived: bool = False
    archive_id: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    def doc(self, record: GameRecord | None = None) -> dict[str, Any]:
        rec = record or self.record
        return {
            "record": {
                f.name: getattr(rec, f.name) for f in dataclasses.fields(rec) if f.name != "seats"
            },
            "seats": [dataclasses.asdict(s) for s in rec.seats],
            "moves": [dataclasses.asdict(m) for m in self.moves],
        }


def _record(channel: int, status: str, state: Any, outcome: Any, **changes: Any) -> GameRecord:
    rec = GameRecord(
        channel_id=channel,
        game_key="duel",
        status=status,
        version=5,
        seed=1234567 + channel,
        options={"agora": False},
        state=state,
        created_by=111,
        seats=(SeatRecord(0, 111, name="Ann"), SeatRecord(1, None, True, "Bot 1", "hard")),
        guild_id=999,
        created_at=1_700_000_000.5 + channel,
        updated_at=1_700_000_900.25 + channel,
        outcome=outcome,
        hints=1,
    )
    return dataclasses.replace(rec, **changes)


def old_games() -> list[OldGame]:
    """Channel 1: a finished game in the archive (results kept it at an earlier save) and an
    active game; channel 2: a finished game that is still the channel's; channel 3: an
    abandoned game archived before results existed."""
    state1, moves1, out1 = random_duel(1)
    state2, moves2, out2 = random_duel(2)
    state3, moves3, _ = random_duel(3, plies=7)
    state4, moves4, _ = random_duel(4, plies=9)
    done1 = _record(1, GameStatus.FINISHED, state1, out1, version=len(moves1) + 3)
    return [
        OldGame(
            done1,
            moves1,
            result_record=dataclasses.replace(done1, version=done1.version - 1),
            archived=True,
        ),
        OldGame(
            _record(1, GameStatus.ACTIVE, state4, None, created_at=1_700_001_000.0),
            moves4,
            kept=False,
        ),
        OldGame(_record(2, GameStatus.FINISHED, state2, out2), moves2),
        OldGame(_record(3, GameStatus.ABANDONED, state3, None), moves3, kept=False, archived=True),
    ]


async def build_old(backend: Backend, folder: Path) -> list[OldGame]:
    """The old schema with `old_games()` written the old way; returns them, archive ids set."""
    migrations = old_migrations(backend, folder)
    store: SqliteStore | PostgresStore = backend.store(migrations=migrations)
    await store.open()
    await store.close()
    games = old_games()
    q = (lambda s: s) if backend.is_postgres else _qmarks
    for g in games:
        rec = g.record
        if g.kept:
            kept = g.result_record or rec
            doc = json.dumps(g.doc(kept), separators=(",", ":"), sort_keys=True)
            outcome = kept.outcome or {}
            await backend.run(
                q(
                    "INSERT INTO results (channel_id, guild_id, game_key, status, challenge,"
                    " started_at, finished_at, record_json) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"
                ),
                rec.channel_id,
                rec.guild_id,
                rec.game_key,
                rec.status,
                rec.challenge,
                rec.created_at,
                kept.updated_at,
                doc,
            )
            [(result_id,)] = await backend.raw("SELECT MAX(id) FROM results")
            for s in rec.seats:
                won = s.seat in set(outcome.get("winners", ()))
                await backend.run(
                    q(
                        "INSERT INTO result_seats (result_id, seat, user_id, level, name, score,"
                        " won) VALUES ($1, $2, $3, $4, $5, $6, $7)"
                    ),
                    result_id,
                    s.seat,
                    None if s.is_bot else s.user_id,
                    s.level,
                    s.name,
                    int(outcome.get("scores", [0, 0])[s.seat]),
                    won if backend.is_postgres else int(won),
                )
        if g.archived:
            await backend.run(
                q(
                    "INSERT INTO archive (channel_id, game_key, finished_at, record_json)"
                    " VALUES ($1, $2, $3, $4)"
                ),
                rec.channel_id,
                rec.game_key,
                rec.updated_at,
                json.dumps(g.doc(), separators=(",", ":")),
            )
            [(g.archive_id,)] = await backend.raw("SELECT MAX(id) FROM archive")
            continue
        await backend.run(
            q(
                "INSERT INTO games (channel_id, guild_id, game_key, status, version, seed,"
                " options_json, state_json, outcome_json, created_by, created_at, updated_at,"
                " hints, challenge) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,"
                " $13, $14)"
            ),
            rec.channel_id,
            rec.guild_id,
            rec.game_key,
            rec.status,
            rec.version,
            rec.seed,
            json.dumps(rec.options, separators=(",", ":")),
            json.dumps(rec.state, separators=(",", ":")),
            None if rec.outcome is None else json.dumps(rec.outcome, separators=(",", ":")),
            rec.created_by,
            rec.created_at,
            rec.updated_at,
            rec.hints,
            rec.challenge,
        )
        for s in rec.seats:
            await backend.run(
                q(
                    "INSERT INTO seats (channel_id, seat, user_id, is_bot, name, level)"
                    " VALUES ($1, $2, $3, $4, $5, $6)"
                ),
                rec.channel_id,
                s.seat,
                s.user_id,
                s.is_bot if backend.is_postgres else int(s.is_bot),
                s.name,
                s.level,
            )
        for m in g.moves:
            await backend.run(
                q(
                    "INSERT INTO moves (channel_id, seq, seat, token, events_json, at)"
                    " VALUES ($1, $2, $3, $4, $5, $6)"
                ),
                rec.channel_id,
                m.seq,
                m.seat,
                m.token,
                json.dumps(m.events, separators=(",", ":")),
                m.at,
            )
    return games


def _qmarks(sql: str) -> str:
    """$n placeholders as SQLite's ? (the arguments are in order in every statement here)."""
    return re.sub(r"\$\d+", "?", sql)
