"""The store's key/value metadata: small facts about the deployment that survive a restart."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot.league.challenge_seeds import SECRET_KEY, secret_of
from bot.store import GameStore, PostgresStore, SqliteStore, StoreError
from bot.store.sqlite import default_migrations, load_migrations
from tests.store.conftest import Backend


def raw(db: Path, sql: str) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(db)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def test_the_meta_migration_is_the_third() -> None:
    names = [name for _, name, _ in load_migrations(default_migrations())]
    assert names[2] == "0003_meta.sql"


async def test_meta_is_none_until_set_then_survives_a_restart(backend: Backend) -> None:
    async with backend.store() as store:
        assert await store.get_meta("commands.hash") is None
        await store.set_meta("commands.hash", "abc")
        await store.set_meta("other", "x")
        await store.set_meta("commands.hash", "def")  # a second write replaces the first
        assert await store.get_meta("commands.hash") == "def"
    async with backend.store() as store:
        assert await store.get_meta("commands.hash") == "def"
        assert await store.get_meta("other") == "x"
        assert await store.get_meta("missing") is None
    assert sorted(await backend.raw("SELECT key, value FROM meta")) == [
        ("commands.hash", "def"),
        ("other", "x"),
    ]


async def test_meta_values_keep_any_text(backend: Backend) -> None:
    async with backend.store() as store:
        await store.set_meta("empty", "")
        await store.set_meta("text", 'é ☃ "quoted" \n newline')
        assert await store.get_meta("empty") == ""
        assert await store.get_meta("text") == 'é ☃ "quoted" \n newline'


async def test_setdefault_meta_keeps_the_first_value(backend: Backend) -> None:
    async with backend.store() as store:
        assert await store.setdefault_meta("challenge_secret", "first") == "first"
        assert await store.setdefault_meta("challenge_secret", "second") == "first"
        await store.set_meta("other", "x")
        assert await store.setdefault_meta("other", "y") == "x"
        assert await store.setdefault_meta("empty", "") == ""
        assert await store.setdefault_meta("empty", "z") == ""
    async with backend.store() as store:
        assert await store.get_meta("challenge_secret") == "first"
        assert await store.setdefault_meta("challenge_secret", "third") == "first"
    assert sorted(await backend.raw("SELECT key, value FROM meta")) == [
        ("challenge_secret", "first"),
        ("empty", ""),
        ("other", "x"),
    ]


async def test_processes_racing_to_set_a_default_all_get_one_value(backend: Backend) -> None:
    """Several processes (stores of their own) making the value at once end with one."""
    stores = [backend.store() for _ in range(4)]
    for s in stores:
        await s.open()
    try:
        for round_no in range(5):
            key = f"race{round_no}"
            got = await asyncio.gather(
                *(s.setdefault_meta(key, f"{key}-{i}") for i, s in enumerate(stores))
            )
            assert len(set(got)) == 1 and got[0].startswith(f"{key}-")
            assert await stores[0].get_meta(key) == got[0]
        secrets = await asyncio.gather(*(secret_of(s) for s in stores))
        assert len(set(secrets)) == 1 and len(secrets[0]) == 32
        assert await stores[1].get_meta(SECRET_KEY) == secrets[0].hex()
    finally:
        for s in stores:
            await s.close()


async def test_an_older_database_gets_the_meta_table(tmp_path: Path) -> None:
    """A file made by the code before 0003 is migrated on open, its games untouched."""
    db = tmp_path / "old.sqlite3"
    old = tmp_path / "old_migrations"
    old.mkdir()
    for _, name, sql in load_migrations(default_migrations())[:2]:
        (old / name).write_text(sql, encoding="utf-8")
    async with SqliteStore(db, migrations=old):
        pass
    assert raw(db, "PRAGMA user_version") == [(2,)]
    assert raw(db, "SELECT name FROM sqlite_master WHERE name = 'meta'") == []
    async with SqliteStore(db) as store:
        await store.set_meta("k", "v")
        assert await store.get_meta("k") == "v"
    assert raw(db, "PRAGMA user_version") == [(len(load_migrations(default_migrations())),)]


async def test_meta_needs_an_open_store(backend: Backend) -> None:
    store = backend.store()
    with pytest.raises(StoreError):
        await store.get_meta("k")
    with pytest.raises(StoreError):
        await store.set_meta("k", "v")
    with pytest.raises(StoreError):
        await store.setdefault_meta("k", "v")


def test_the_protocol_declares_the_meta_methods() -> None:
    assert callable(GameStore.get_meta) and callable(GameStore.set_meta)
    assert callable(GameStore.setdefault_meta)
    store: GameStore = SqliteStore(":memory:")  # mypy checks SqliteStore against the protocol
    other: GameStore = PostgresStore("postgresql://u@/db")  # and PostgresStore (unconnected)
    assert store is not None and other is not None
