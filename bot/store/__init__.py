"""Game persistence: the GameStore protocol, on SQLite (default) or PostgreSQL, chosen by URL."""

from __future__ import annotations

import re

from bot.store.base import (
    ChannelBusy,
    GameRecord,
    GameStatus,
    GameStore,
    MoveRecord,
    SeatRecord,
    StoreBusy,
    StoreError,
)
from bot.store.postgres import PostgresStore, safe_url
from bot.store.sqlite import SqliteStore

__all__ = [
    "ChannelBusy",
    "GameRecord",
    "GameStatus",
    "GameStore",
    "MoveRecord",
    "PostgresStore",
    "SeatRecord",
    "SqliteStore",
    "StoreBusy",
    "StoreError",
    "open_store",
]

_LOOKS_LIKE_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]+:")  # two letters at least: not C:
POSTGRES_SCHEMES = ("postgresql", "postgres")


def open_store(url: str, *, pool_size: int | None = None) -> GameStore:
    """Pick the store from a config URL so deployments can switch backends without code changes.

    Accepts "postgresql://user:password@host:port/database" (or "postgres://"; libpq-style
    options such as "?host=/run/postgresql" or "?sslmode=require" work too) for PostgreSQL,
    whose pool holds `pool_size` connections (default: DATABASE_POOL_SIZE, else 4);
    "sqlite:///relative/file.sqlite3", "sqlite:////absolute/file.sqlite3" (SQLAlchemy
    style: what follows "sqlite:///" is the path), "sqlite://" or ":memory:" for an in-memory
    database, or a plain file path. The store is returned unopened: `await store.open()`
    (or `async with open_store(url) as store:`).
    """
    url = url.strip()
    if not url:
        raise ValueError("empty store URL; expected sqlite:///path/to/file.sqlite3 or a path")
    if url == ":memory:":
        return SqliteStore(":memory:")
    scheme, sep, rest = url.partition("://")
    if not sep:
        if _LOOKS_LIKE_URL.match(url):  # "sqlite:/x.db" is a typo, not a file named "sqlite:"
            raise ValueError(
                f"malformed store URL {url!r}; expected sqlite:///path/to/file.sqlite3"
            )
        return SqliteStore(url)
    if scheme.lower() in POSTGRES_SCHEMES:
        return PostgresStore(url, pool_size=pool_size)
    if scheme.lower() != "sqlite":
        raise ValueError(
            f"unsupported store URL scheme {scheme!r} in {safe_url(url)!r}; expected"
            " postgresql://..., sqlite:///path/to/file.sqlite3, ':memory:' or a plain file path"
        )
    if rest == "":
        return SqliteStore(":memory:")
    if not rest.startswith("/"):
        raise ValueError(
            f"malformed SQLite URL {url!r}: use three slashes, sqlite:///path/to/file.sqlite3"
        )
    path = rest[1:]
    if not path:
        raise ValueError(f"SQLite URL {url!r} names no file")
    return SqliteStore(path)
