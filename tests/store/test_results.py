"""Ended games are kept whole as results, once; ratings and challenge attempts round-trip."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import re

import pytest

from bot.store import GameRecord, GameStatus, GameStore, MoveRecord
from bot.store.clock_records import AttemptTaken, Commit
from bot.store.result_records import GLOBAL, Attempt, Rating, ResultQuery
from tests.store.conftest import Backend
from tests.store.support import make_record

OUTCOME = {"scores": [7, 3, 9], "winners": [2], "reason": "points", "breakdown": []}


async def finish(store: GameStore, channel_id: int, **changes: object) -> None:
    rec = await store.create(make_record(channel_id, **changes))
    moves = [MoveRecord(1, 0, "a:b"), MoveRecord(2, 2, "c:d")]
    rec = await store.save(rec, rec.version, moves)
    assert rec is not None
    done = dataclasses.replace(rec, status=GameStatus.FINISHED, outcome=OUTCOME)
    saved = await store.save(done, rec.version)
    assert saved is not None
    again = await store.save(saved, saved.version)  # a second save of an ended game
    assert again is not None


async def test_the_save_that_ends_a_game_keeps_it_whole_once(store: GameStore) -> None:
    await finish(store, 10, challenge="daily:2026-12-03:tta")
    found = await store.results(ResultQuery())
    assert len(found) == 1
    r = found[0]
    assert (r.channel_id, r.guild_id, r.game_key, r.status) == (10, 999, "tokens", "finished")
    assert r.challenge == "daily:2026-12-03:tta" and r.outcome == OUTCOME and not r.moves
    whole = await store.result(r.id)
    assert whole is not None
    assert [(m.seq, m.seat, m.token) for m in whole.moves] == [(1, 0, "a:b"), (2, 2, "c:d")]
    assert [s.name for s in whole.seats] == ["Ann", "Bot 1", "Zoë"]
    assert whole.seed == 281474976710655 and whole.options["variant"] == "long"
    # the channel's next game archives this one: the result stays, nothing doubles
    await store.create(make_record(10, status=GameStatus.LOBBY, state=None))
    assert len(await store.results(ResultQuery())) == 1
    assert await store.result(r.id + 1) is None


async def test_results_are_found_by_player_server_game_and_challenge(store: GameStore) -> None:
    await finish(store, 1)
    await finish(store, 2, guild_id=None, game_key="other")
    await finish(store, 3, challenge="weekly:2026-W49:duel", guild_id=None)
    abandoned = await store.create(make_record(4))
    await store.save(dataclasses.replace(abandoned, status=GameStatus.ABANDONED), 1)
    assert [r.channel_id for r in await store.results(ResultQuery())] == [3, 2, 1]
    assert [r.channel_id for r in await store.results(ResultQuery(guild_id=999))] == [1]
    assert [r.channel_id for r in await store.results(ResultQuery(dm_only=True))] == [3, 2]
    assert [r.channel_id for r in await store.results(ResultQuery(game_key="other"))] == [2]
    by_user = await store.results(ResultQuery(user_id=333, limit=2))
    assert [r.channel_id for r in by_user] == [3, 2]
    assert await store.results(ResultQuery(user_id=444)) == []
    assert await store.results(ResultQuery(user_id=None, challenge="weekly:2026-W49:duel"))
    ended = await store.results(ResultQuery(statuses=("abandoned",)))
    assert [r.channel_id for r in ended] == [4]
    older = await store.results(ResultQuery(before_id=by_user[0].id))
    assert [r.channel_id for r in older] == [2, 1]


async def test_ratings_are_kept_per_scope_and_the_newest_is_current(store: GameStore) -> None:
    await finish(store, 1)
    await finish(store, 2)
    first, second = sorted(await store.unrated(), key=lambda r: r.id)
    await store.add_ratings(
        first.id,
        [
            Rating(GLOBAL, "tokens", 111, first.id, 27.0, 8.0, 1.0),
            Rating(GLOBAL, "tokens", 333, first.id, 23.0, 1.0, 1.0),
        ],
    )
    await store.add_ratings(second.id, [Rating(GLOBAL, "tokens", 111, second.id, 24.0, 7.0, 2.0)])
    assert await store.unrated() == []
    best = await store.ratings(GLOBAL, "tokens")
    assert [(r.user_id, r.mu) for r in best] == [(333, 23.0), (111, 24.0)]  # mu - 3 sigma
    history = await store.rating_history(111, GLOBAL, "tokens")
    assert [r.mu for r in history] == [27.0, 24.0]
    now = await store.current_ratings(GLOBAL, "tokens", [111, 333, 555])
    assert {k: v.mu for k, v in now.items()} == {111: 24.0, 333: 23.0}
    assert await store.ratings(999, "tokens") == []
    await store.clear_ratings()
    assert len(await store.unrated()) == 2 and await store.ratings(GLOBAL, "tokens") == []


async def test_one_attempt_per_person_and_challenge(store: GameStore) -> None:
    """A challenge game opens with its attempt in create()'s Commit: a second attempt by the
    same person refuses the game (AttemptTaken) and writes nothing."""
    a = Attempt("daily:2026-12-03:tta", 111, 5001, 999, 10.0)

    async def open_attempt(at: Attempt) -> GameRecord:
        record = make_record(at.channel_id, guild_id=at.guild_id, created_at=at.started_at)
        return await store.create(record, commit=Commit(attempt=at))

    await open_attempt(a)
    with pytest.raises(AttemptTaken):
        await open_attempt(dataclasses.replace(a, channel_id=6000))
    assert await store.load(6000) is None
    assert await store.attempt(a.challenge, 111) == a
    assert await store.attempt(a.challenge, 333) is None
    await open_attempt(dataclasses.replace(a, user_id=333, guild_id=None, channel_id=5002))
    assert [x.user_id for x in await store.attempts(a.challenge)] == [111, 333]


async def test_games_ended_before_results_existed_are_backfilled(
    backend: Backend, store: GameStore
) -> None:
    await finish(store, 1)
    await finish(store, 2)
    before = {r.channel_id: await store.result(r.id) for r in await store.results(ResultQuery())}
    await store.create(make_record(1, status=GameStatus.LOBBY, state=None, created_at=2e9))
    [doc] = await store.archived(1)
    del doc["archive_id"], doc["finished_at"]
    # as the code before results left them: channel 1's game whole in the archive, channel 2's
    # ended game the channel's own, with its moves in the moves table
    q = (lambda sql: sql) if backend.is_postgres else (lambda sql: re.sub(r"\$\d", "?", sql))
    await backend.run(q("UPDATE archive SET result_id = NULL, record_json = $1"), json.dumps(doc))
    for m in before[2].moves:  # type: ignore[union-attr]
        await backend.run(
            q(
                "INSERT INTO moves (channel_id, seq, seat, token, events, at)"
                " VALUES (2, $1, $2, $3, $4, $5)"
            ),
            m.seq,
            m.seat,
            m.token,
            b"[]",
            m.at,
        )
    await backend.execute("DELETE FROM result_seats; DELETE FROM results;")
    assert await store.results(ResultQuery()) == []
    assert await store.backfill_results() == 2
    after = {r.channel_id: await store.result(r.id) for r in await store.results(ResultQuery())}
    assert sorted(after) == [1, 2]
    for channel in (1, 2):
        old, new = before[channel], after[channel]
        assert old is not None and new is not None
        assert (new.moves, new.seats, new.outcome) == (old.moves, old.seats, old.outcome)
    assert await store.backfill_results() == 0


async def test_one_result_when_two_processes_end_the_same_game(backend: Backend) -> None:
    """Both try to save the ending move of one version: one save wins, one result is kept."""
    async with backend.store() as a, backend.store() as b:
        rec = await a.create(make_record(20))
        done = dataclasses.replace(rec, status=GameStatus.FINISHED, outcome=OUTCOME)
        saved = await asyncio.gather(a.save(done, rec.version), b.save(done, rec.version))
        assert sorted(s is None for s in saved) == [False, True]
        (kept,) = await b.results(ResultQuery())
        assert kept.channel_id == 20 and kept.outcome == OUTCOME
        seats = await backend.raw(
            "SELECT seat, user_id, score, won FROM result_seats ORDER BY seat"
        )
        assert [tuple(r) for r in seats] == [(0, 111, 7, 0), (1, None, 3, 0), (2, 333, 9, 1)]
