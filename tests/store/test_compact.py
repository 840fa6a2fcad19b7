"""Compact storage (issue 28, item 6): an ended game is kept once, compressed; live events are
bytes; old games' moves can be pruned; the migration rewrites old rows without loss."""

from __future__ import annotations

import dataclasses
import json
import time
import zlib
from pathlib import Path

from bot.league.pruning import DAY, Pruner
from bot.store import GameStatus, GameStore, MoveRecord
from bot.store.compact import decode_events, encode_events
from bot.store.result_records import GLOBAL, Rating, ResultQuery
from tests.store.conftest import Backend
from tests.store.old_schema import build_old
from tests.store.support import make_record

OUTCOME = {"scores": [7, 3, 9], "winners": [2], "reason": "points", "breakdown": []}
BIG = [{"kind": "produced", "seat": s, "what": ["wood", "brick", "ore"] * 4} for s in range(4)]


def moves_of(first: int, n: int) -> list[MoveRecord]:
    return [
        MoveRecord(first + i, i % 3, f"t{first + i}", BIG, 1_700_000_100.0 + i) for i in range(n)
    ]


async def end_game(store: GameStore, channel: int, n: int = 4, **changes: object) -> None:
    rec = await store.create(make_record(channel, **changes))
    saved = await store.save(rec, rec.version, moves_of(1, n))
    assert saved is not None
    done = await store.save(
        dataclasses.replace(saved, status=GameStatus.FINISHED, outcome=OUTCOME, state={"end": 1}),
        saved.version,
        moves_of(n + 1, 1),
    )
    assert done is not None


async def test_an_ended_game_is_kept_once(backend: Backend, store: GameStore) -> None:
    await end_game(store, 1)
    # the game ended: its moves live in its results row only, and still read back
    assert await backend.raw("SELECT COUNT(*) FROM moves") == [(0,)]
    assert [m.seq for m in await store.moves(1)] == [1, 2, 3, 4, 5]
    assert [m.seq for m in await store.moves(1, 3)] == [4, 5]
    assert (await store.moves(1))[0].events == BIG
    assert await store.last_seq(1) == 5
    [(head, state_z, moves_z)] = await backend.raw(
        "SELECT record_json, state_z, moves_z FROM results"
    )
    assert "moves" not in json.loads(head) and "state" not in json.loads(head)["record"]
    assert json.loads(zlib.decompress(bytes(state_z))) == {"end": 1}
    assert len(json.loads(zlib.decompress(bytes(moves_z)))) == 5

    # the channel's next game: the archive refers to the result, no second copy
    await store.create(make_record(1, status=GameStatus.LOBBY, state=None, created_at=2e9))
    [(result_id, whole)] = await backend.raw("SELECT result_id, record_json FROM archive")
    [(kept_id,)] = await backend.raw("SELECT id FROM results")
    assert result_id == kept_id and whole is None
    [old] = await store.archived(1)
    assert [m["seq"] for m in old["moves"]] == [1, 2, 3, 4, 5]
    assert old["moves"][0]["events"] == BIG and old["record"]["state"] == {"end": 1}
    whole_result = await store.result(kept_id)
    assert whole_result is not None and not whole_result.pruned
    assert [m.seq for m in whole_result.moves] == [1, 2, 3, 4, 5]
    assert await store.moves(1) == [] and await store.last_seq(1) == 0


async def test_move_events_are_stored_compressed(backend: Backend, store: GameStore) -> None:
    rec = await store.create(make_record(1))
    await store.save(rec, rec.version, [*moves_of(1, 2), MoveRecord(3, 0, "u", [])])
    rows = await backend.raw("SELECT seq, events FROM moves ORDER BY seq")
    raw = [bytes(e) for _, e in rows]
    plain = json.dumps(BIG, separators=(",", ":")).encode()
    assert raw[0] != plain and len(raw[0]) < len(plain) // 3  # zlib, not JSON text
    assert json.loads(zlib.decompress(raw[0])) == BIG
    assert raw[2] == b"[]"  # too small to gain: its JSON bytes
    assert [m.events for m in await store.moves(1)] == [BIG, BIG, []]


def test_the_events_codec_reads_both_forms() -> None:
    assert decode_events(encode_events(BIG)) == BIG
    assert decode_events('[{"a":1}]') == [{"a": 1}]  # text, as before migration 0007
    assert decode_events(b'[{"a":1}]') == [{"a": 1}]  # the migration's copy, not yet packed


async def test_pruning_forgets_old_games_moves_and_keeps_their_results(
    backend: Backend, store: GameStore
) -> None:
    await end_game(store, 1)
    await store.create(make_record(1, created_at=2e9))  # channel 1's ended game: archived
    await end_game(store, 2, created_at=3e9)  # channel 2's ended game is still its current one
    first, current = sorted(await store.unrated(), key=lambda r: r.id)
    await store.add_ratings(first.id, [Rating(GLOBAL, "tokens", 111, first.id, 27.0, 8.0, 1.0)])

    assert await store.prune_archive(0.0) == 0  # nothing ended before 1970
    assert (await store.result(first.id)).moves  # type: ignore[union-attr]
    assert await store.prune_archive(time.time() + 60) == 1  # not the channel's current game
    assert await store.prune_archive(time.time() + 60) == 0

    pruned = await store.result(first.id)
    assert pruned is not None and pruned.pruned and pruned.moves == ()
    assert pruned.outcome == OUTCOME and pruned.state == {"end": 1} and pruned.seed == first.seed
    assert [s.name for s in pruned.seats] == ["Ann", "Bot 1", "Zoë"]
    assert await store.archived(1) == []
    assert await backend.raw("SELECT COUNT(*) FROM archive") == [(0,)]
    listed = await store.results(ResultQuery())
    assert [r.id for r in listed] == [current.id, first.id]  # stats and history still see it
    assert [r.mu for r in await store.rating_history(111, GLOBAL, "tokens")] == [27.0]
    kept = await store.result(current.id)
    assert kept is not None and not kept.pruned and len(kept.moves) == 5
    assert len(await store.moves(2)) == 5


async def test_the_migration_keeps_every_game(backend: Backend, tmp_path: Path) -> None:
    """A database written by the old code reads back the same after the migration."""
    games = await build_old(backend, tmp_path / "old")
    archived1, active1, current2, archived3 = games
    async with backend.store() as store:
        # the live tables
        assert await store.load(1) == active1.record
        assert await store.moves(1) == active1.moves
        assert await store.load(2) == current2.record
        assert await store.moves(2) == current2.moves  # from its result now
        assert await store.last_seq(2) == len(current2.moves)
        # the archive: the same documents, with their ids and times
        for g in (archived1, archived3):
            expected = g.doc()
            expected.update(archive_id=g.archive_id, finished_at=g.record.updated_at)
            assert await store.archived(g.record.channel_id) == [expected]
        # the results: the same, and the archived game's later save is its document now
        listed = await store.results(ResultQuery(statuses=("finished", "abandoned")))
        assert [r.channel_id for r in listed] == [3, 2, 1]  # 3 kept from the archive
        for r in listed:
            g = {1: archived1, 2: current2, 3: archived3}[r.channel_id]
            whole = await store.result(r.id)
            assert whole is not None
            assert list(whole.moves) == g.moves
            assert (whole.state, whole.outcome, whole.seats) == (
                g.record.state,
                g.record.outcome,
                g.record.seats,
            )
            assert (whole.seed, whole.options, whole.hints, whole.status) == (
                g.record.seed,
                g.record.options,
                g.record.hints,
                g.record.status,
            )
            assert whole.started_at == g.record.created_at and not whole.pruned
        seats = await backend.raw("SELECT user_id, won FROM result_seats ORDER BY result_id, seat")
        assert len(seats) == 6
        # and the rows are in their new form
        assert await backend.raw(
            "SELECT COUNT(*) FROM archive WHERE record_json IS NOT NULL OR result_id IS NULL"
        ) == [(0,)]
        assert await backend.raw("SELECT COUNT(*) FROM results WHERE state_z IS NULL") == [(0,)]
        assert await backend.raw("SELECT COUNT(*) FROM moves WHERE channel_id = 2") == [(0,)]
        events = await backend.raw("SELECT events FROM moves WHERE channel_id = 1")
        assert all(bytes(e)[:1] in (b"x", b"[") for (e,) in events)
        assert any(bytes(e)[:1] == b"x" for (e,) in events)
        # a new move and the end of channel 1's game go on from there
        rec = await store.load(1)
        assert rec is not None
        saved = await store.save(
            dataclasses.replace(rec, status=GameStatus.ABANDONED),
            rec.version,
            [MoveRecord(len(active1.moves) + 1, 0, "x", [{"k": 1}], 1.0)],
        )
        assert saved is not None
        assert [m.seq for m in await store.moves(1)][-2:] == [
            len(active1.moves),
            len(active1.moves) + 1,
        ]


async def test_the_pruner_follows_the_setting_once_a_day(store: GameStore) -> None:
    await end_game(store, 1)
    await store.create(make_record(1, created_at=2e9))  # archived
    now = [time.time() + 10 * DAY]
    off = Pruner(store, 0, clock=lambda: now[0])
    assert await off.maybe() == 0  # 0 days: keep for ever
    pruner = Pruner(store, 30, clock=lambda: now[0])
    assert await pruner.maybe() == 0  # ten days old: kept
    now[0] += 25 * DAY
    assert await pruner.maybe() == 1
    [kept] = await store.results(ResultQuery())
    assert (await store.result(kept.id)).pruned  # type: ignore[union-attr]
