"""A database kept locked by another writer is a polite refusal that changes nothing, not a bug."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.engine.core import RuleError
from bot.store import SqliteStore
from bot.table.service import GameService
from bot.words.catalogue import t

ALICE, BOB = 11, 22
CH = 900


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
async def store(db: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(db, busy_timeout_ms=50)
    await s.open()
    yield s
    await s.close()


@pytest.fixture
def held(db: Path, store: SqliteStore) -> Iterator[sqlite3.Connection]:
    """Another process holding the write lock (taken when the test calls BEGIN IMMEDIATE)."""
    conn = sqlite3.connect(db, isolation_level=None)
    yield conn
    if conn.in_transaction:
        conn.rollback()
    conn.close()


async def test_a_busy_store_refuses_politely_and_changes_nothing(
    store: SqliteStore, held: sqlite3.Connection, caplog: pytest.LogCaptureFixture
) -> None:
    svc = GameService(store, entropy=lambda: b"seed")
    await svc.create(CH, ALICE, "tokens")
    await svc.join(CH, BOB)
    await svc.start(CH, ALICE)
    before = (await store.load(CH), await store.moves(CH))
    held.execute("BEGIN IMMEDIATE")
    caplog.set_level(logging.WARNING)
    calls = [
        svc.act(CH, ALICE, "bid:1"),
        svc.resign(CH, BOB),
        svc.abandon(CH, ALICE),
        svc.create(CH + 1, ALICE, "tokens"),
    ]
    for call in calls:
        with pytest.raises(RuleError) as refused:
            await call
        assert refused.value.key == "error.table_busy"
        assert str(refused.value) == t("error.table_busy")
    assert (await svc.board(CH)).version == before[0].version  # reading still works
    held.rollback()
    assert (await store.load(CH), await store.moves(CH)) == before
    assert await store.load(CH + 1) is None
    assert [r.levelno for r in caplog.records if r.levelno >= logging.WARNING] == [
        logging.WARNING
    ] * len(calls)
    update = await svc.act(CH, ALICE, "bid:1")  # the lock is free: the same move now plays
    assert update.version == before[0].version + 1
