"""The store tests run on each store: SQLite always, PostgreSQL when a test server is named.

`backend` is one store kind with one empty database of its own for the test: a file in
tmp_path for SQLite; for PostgreSQL a new schema in the database that TABULA_TEST_DATABASE_URL
names (`bash .ci/postgres start` makes one), dropped afterwards. Without that variable the
PostgreSQL half of every test is skipped, saying so.
"""

from __future__ import annotations

import os
import sqlite3
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.store import GameStore, PostgresStore, SqliteStore

PG_ENV = "TABULA_TEST_DATABASE_URL"
PG_SKIP = (
    f"PostgreSQL store tests need {PG_ENV}=postgresql://... "
    '(eval "$(bash .ci/postgres start)" starts a throwaway server and sets it)'
)
KINDS = ("sqlite", "postgres")


def with_query(url: str, **params: str) -> str:
    """The URL with more query parameters (asyncpg sends unknown ones as server settings)."""
    extra = "&".join(f"{k}={v}" for k, v in params.items())
    return f"{url}{'&' if '?' in url else '?'}{extra}"


class Backend:
    """One kind of store and its test database, with a second, independent way in."""

    def __init__(self, kind: str, tmp_path: Path, pg_url: str | None = None) -> None:
        self.kind = kind
        self._tmp = tmp_path
        self._pg_url = pg_url
        self.schemas: list[str] = []

    @property
    def is_postgres(self) -> bool:
        return self.kind == "postgres"

    def url(self) -> str:
        """What open_store (or `tabula console --db`) takes to reach this test's database."""
        if self.is_postgres:
            assert self._pg_url is not None and self.schemas
            return with_query(self._pg_url, search_path=self.schemas[0])
        return str(self._tmp / "games.sqlite3")

    def store(
        self, *, lock_timeout_ms: int | None = None, **kwargs: Any
    ) -> SqliteStore | PostgresStore:
        """A new, unopened store on this test's database (each one a process of its own)."""
        if self.is_postgres:
            if lock_timeout_ms is not None:
                kwargs["lock_timeout_ms"] = lock_timeout_ms
            return PostgresStore(self.url(), **kwargs)
        if lock_timeout_ms is not None:
            kwargs["busy_timeout_ms"] = lock_timeout_ms
        return SqliteStore(self.url(), **kwargs)

    async def new_schema(self) -> str:
        """Another empty schema, dropped with the test's (PostgreSQL only)."""
        assert self._pg_url is not None
        name = f"tabula_test_{uuid.uuid4().hex[:12]}"
        conn = await asyncpg.connect(self._pg_url)
        try:
            await conn.execute(f'CREATE SCHEMA "{name}"')
        finally:
            await conn.close()
        self.schemas.append(name)
        return name

    async def drop_schemas(self) -> None:
        if not self.schemas:
            return
        conn = await asyncpg.connect(self._pg_url, server_settings={"lock_timeout": "20s"})
        try:
            for name in self.schemas:
                await conn.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')
        finally:
            await conn.close()

    async def raw(self, sql: str) -> list[tuple[Any, ...]]:
        """Rows read with another connection, independent of the store under test."""
        if self.is_postgres:
            conn = await asyncpg.connect(self.url())
            try:
                return [tuple(r) for r in await conn.fetch(sql)]
            finally:
                await conn.close()
        db = sqlite3.connect(self.url())
        try:
            return db.execute(sql).fetchall()
        finally:
            db.close()

    async def execute(self, script: str) -> None:
        """Run statements behind the store's back (as an older version of the code would)."""
        if self.is_postgres:
            conn = await asyncpg.connect(self.url())
            try:
                await conn.execute(script)
            finally:
                await conn.close()
            return
        db = sqlite3.connect(self.url())
        try:
            db.executescript(script)
        finally:
            db.close()

    async def run(self, sql: str, *args: Any) -> None:
        """One statement with arguments behind the store's back ($1... on PostgreSQL, ? on
        SQLite)."""
        if self.is_postgres:
            conn = await asyncpg.connect(self.url())
            try:
                await conn.execute(sql, *args)
            finally:
                await conn.close()
            return
        db = sqlite3.connect(self.url())
        try:
            with db:
                db.execute(sql, args)
        finally:
            db.close()

    @asynccontextmanager
    async def writer_in_the_way(self) -> AsyncIterator[None]:
        """Another process in the middle of a write that blocks the store's writes (not reads)."""
        if self.is_postgres:
            conn = await asyncpg.connect(self.url())
            tx = conn.transaction()
            await tx.start()
            try:
                await conn.execute("LOCK TABLE games IN EXCLUSIVE MODE")  # reads still pass
                yield
            finally:
                await tx.rollback()
                await conn.close()
            return
        db = sqlite3.connect(self.url(), isolation_level=None)
        db.execute("BEGIN IMMEDIATE")
        db.execute("UPDATE games SET updated_at = updated_at")
        try:
            yield
        finally:
            db.rollback()
            db.close()


@pytest.fixture(params=KINDS)
async def backend(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Backend]:
    """Each store kind in turn, with an empty database of its own."""
    kind = request.param
    if kind == "sqlite":
        yield Backend(kind, tmp_path)
        return
    url = os.environ.get(PG_ENV, "").strip()
    if not url:
        pytest.skip(PG_SKIP)
    found = Backend(kind, tmp_path, url)
    await found.new_schema()
    try:
        yield found
    finally:
        await found.drop_schemas()


@pytest.fixture
async def store(backend: Backend) -> AsyncIterator[GameStore]:
    """An open store of the test's kind on the test's database."""
    s = backend.store()
    await s.open()
    yield s
    await s.close()


@pytest.fixture
async def pg(tmp_path: Path) -> AsyncIterator[Backend]:
    """PostgreSQL alone, for what only it has (its migrations, pool, locks)."""
    url = os.environ.get(PG_ENV, "").strip()
    if not url:
        pytest.skip(PG_SKIP)
    found = Backend("postgres", tmp_path, url)
    await found.new_schema()
    try:
        yield found
    finally:
        await found.drop_schemas()
