"""The service's memory stays bounded: a small LRU of states, and locks only while in use."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import GameRecord, GameStatus, SqliteStore
from bot.table.service import GameService, StateCache

ALICE, BOB = 11, 22


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(tmp_path / "games.sqlite3")
    await s.open()
    yield s
    await s.close()


async def _start(svc: GameService, channel: int) -> None:
    await svc.create(channel, ALICE, "tokens", {"pile": "small"})
    await svc.join(channel, BOB)
    await svc.start(channel, ALICE)


async def test_ended_games_leave_no_state_or_lock_behind(store: SqliteStore) -> None:
    svc = GameService(store, entropy=lambda: b"seed")
    for channel in range(1, 121):
        await _start(svc, channel)
        await svc.act(channel, ALICE, "bid:1")
        await svc.board(channel)
        if channel % 3:
            await svc.abandon(channel, ALICE)
        else:
            await svc.resign(channel, BOB)  # two players: the game is finished
    for channel in range(121, 141):
        await svc.create(channel, ALICE, "tokens")
        await svc.leave(channel, ALICE)  # the last human leaves the lobby: abandoned
    assert len(svc._cache) == 0
    assert len(svc._locks) == 0
    await svc.board(5)
    await svc.board(6)
    await svc.lobby(130)
    assert len(svc._cache) == 0  # reading an ended game does not bring it back


async def test_the_cache_keeps_at_most_its_size(store: SqliteStore) -> None:
    svc = GameService(store, entropy=lambda: b"seed", cache_size=8)
    for channel in range(1, 41):
        await _start(svc, channel)
    assert len(svc._cache) == 8
    assert sorted(svc._cache.channels()) == list(range(33, 41))
    update = await svc.act(3, ALICE, "bid:2")  # an evicted game still plays from the store
    assert update.version == 4
    assert 3 in svc._cache and 33 not in svc._cache and len(svc._cache) == 8
    assert len(svc._locks) == 0


async def test_a_lock_lives_while_someone_holds_or_waits_for_it(store: SqliteStore) -> None:
    svc = GameService(store, entropy=lambda: b"seed")
    await _start(svc, 1)
    entered, release = asyncio.Event(), asyncio.Event()
    real_load = store.load

    async def slow_load(channel_id: int) -> GameRecord | None:
        entered.set()
        await release.wait()
        return await real_load(channel_id)

    store.load = slow_load  # type: ignore[method-assign]
    first = asyncio.create_task(svc.act(1, ALICE, "bid:1"))
    await entered.wait()
    second = asyncio.create_task(svc.act(1, BOB, "bid:0"))
    await asyncio.sleep(0)  # one turn of the loop: the second act queues on the lock
    assert list(svc._locks) == [1] and svc._locks[1].locked()
    release.set()
    await asyncio.gather(first, second)
    assert len(svc._locks) == 0


def _record(channel: int, version: int, key: str = "tokens", seed: int = 1) -> GameRecord:
    return GameRecord(channel, key, GameStatus.ACTIVE, version, seed, {}, {}, 1, created_at=5.0)


def test_the_lru_evicts_the_least_recently_used() -> None:
    cache = StateCache(max_entries=3)
    for channel in (1, 2, 3):
        cache.put(_record(channel, 1), f"state {channel}")
    assert cache.get(_record(1, 1)) == "state 1"  # 1 is now the most recent; 2 the least
    cache.put(_record(4, 1), "state 4")
    assert cache.channels() == [3, 1, 4]
    assert cache.get(_record(2, 1)) is None
    cache.put(_record(3, 2), "state 3 later")  # a new version refreshes the channel
    cache.put(_record(5, 1), "state 5")
    assert cache.channels() == [4, 3, 5]
    cache.drop(4)
    cache.drop(99)
    assert cache.channels() == [3, 5] and len(cache) == 2
    with pytest.raises(ValueError):
        StateCache(max_entries=0)


def test_the_cache_answers_only_for_the_same_game() -> None:
    cache = StateCache()
    cache.put(_record(1, 7), "x")
    assert cache.get(_record(1, 7)) == "x"
    assert cache.get(_record(1, 8)) is None
    assert cache.get(_record(1, 7, key="duel")) is None
    assert cache.get(_record(1, 7, seed=2)) is None
    other_game = GameRecord(1, "tokens", GameStatus.ACTIVE, 7, 1, {}, {}, 1, created_at=6.0)
    assert cache.get(other_game) is None
