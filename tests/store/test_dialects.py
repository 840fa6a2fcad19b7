"""The store is written once: both dialects run the same queries, and keep only what differs
(the guarantees themselves are tested on both in test_store.py and the others)."""

from __future__ import annotations

import inspect
import sqlite3
from pathlib import Path

import pytest

from bot.store import GameStore, PostgresStore, SqliteStore, StoreError
from bot.store.sqlite import qmark
from bot.store.sqlstore import SqlStore

# what a dialect must say itself: how it connects
OWN = {"open", "close"}


def store_methods() -> list[str]:
    """The public methods of the GameStore protocol (with its clock and results parts)."""
    names = set()
    for cls in GameStore.__mro__:
        names |= {
            n for n, v in vars(cls).items() if not n.startswith("_") and inspect.isfunction(v)
        }
    return sorted(names)


@pytest.mark.parametrize("dialect", [SqliteStore, PostgresStore])
def test_every_store_method_but_connecting_is_the_shared_one(dialect: type[SqlStore]) -> None:
    methods = store_methods()
    assert len(methods) > 30 and set(methods) >= OWN
    for name in methods:
        mine = getattr(dialect, name)
        if name in OWN:
            assert mine is not getattr(SqlStore, name), name
        else:
            assert mine is getattr(SqlStore, name), f"{dialect.__name__}.{name} is its own"


def test_placeholders_run_on_sqlite_by_number() -> None:
    assert qmark("a = $1 AND b IN ($2, $10) OR c = $1") == "a = ?1 AND b IN (?2, ?10) OR c = ?1"
    db = sqlite3.connect(":memory:")
    try:
        row = db.execute(qmark("SELECT $2, $1, $2"), ("x", "y")).fetchone()
    finally:
        db.close()
    assert row == ("y", "x", "y")  # a number used twice is one value, as on PostgreSQL


async def test_an_sqlite_too_old_for_the_shared_sql_is_refused_clearly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sqlite3, "sqlite_version_info", (3, 31, 1))
    monkeypatch.setattr(sqlite3, "sqlite_version", "3.31.1")
    store = SqliteStore(tmp_path / "old.sqlite3")
    with pytest.raises(StoreError, match=r"3\.31\.1 is too old.*3\.35\.0"):
        await store.open()
    assert not (tmp_path / "old.sqlite3").exists()  # refused before anything was written
