"""`tabula backup FILE` while the bot writes, then `tabula restore FILE`: every game is there.
Refusals (an existing file, a database with games, no pg_dump) change nothing."""

from __future__ import annotations

import asyncio
import dataclasses
import os
import sqlite3
import subprocess
from contextlib import closing
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

from bot.__main__ import main
from bot.store import SqliteStore, open_store
from bot.store.backup import BackupRefused, backup, restore
from bot.words.catalogue import t
from tests.store.support import make_record

BEFORE = 300  # games kept before the backup starts
DURING = 200  # games written while it runs


def channels_in(path: Path) -> set[int]:
    with closing(sqlite3.connect(path)) as db:
        return {row[0] for row in db.execute("SELECT channel_id FROM games")}


async def write_games(store: SqliteStore, channels: range) -> None:
    for channel in channels:
        record = make_record(channel, state={"turn": channel, "text": "é ☃" * 20})
        await store.create(record)
        await asyncio.sleep(0)


async def test_a_backup_taken_while_games_are_written_restores_every_game(
    tmp_path: Path,
) -> None:
    live, copy = tmp_path / "live.sqlite3", tmp_path / "backup.sqlite3"
    store = SqliteStore(live)
    await store.open()
    await write_games(store, range(1, BEFORE + 1))
    writing = asyncio.create_task(write_games(store, range(BEFORE + 1, BEFORE + DURING + 1)))
    await asyncio.sleep(0.05)  # the writer is under way
    backed_up = await asyncio.to_thread(backup, f"sqlite:///{live}", copy)
    await writing
    await store.close()
    assert backed_up == str(live)
    assert not Path(f"{copy}-wal").exists()  # one self-contained file
    kept = channels_in(copy)
    assert set(range(1, BEFORE + 1)) <= kept <= set(range(1, BEFORE + DURING + 1))
    with closing(sqlite3.connect(copy)) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"

    fresh = tmp_path / "restored" / "tabula.sqlite3"
    assert restore(f"sqlite:///{fresh}", copy) == str(fresh)
    again = SqliteStore(fresh)
    await again.open()  # migrations check it as at a start
    try:
        for channel in sorted(kept):
            loaded = await again.load(channel)
            assert loaded is not None, channel
            expected = make_record(channel, state={"turn": channel, "text": "é ☃" * 20})
            assert dataclasses.replace(loaded, version=0) == dataclasses.replace(
                expected, version=0
            )
        assert await again.load(BEFORE + DURING + 1) is None
    finally:
        await again.close()


async def test_restore_refuses_to_replace_games_without_force(tmp_path: Path) -> None:
    first, second = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3"
    for path, channels in ((first, range(1, 4)), (second, range(10, 12))):
        store = SqliteStore(path)
        await store.open()
        await write_games(store, channels)
        await store.close()
    saved = tmp_path / "a.backup"
    backup(f"sqlite:///{first}", saved)
    with pytest.raises(BackupRefused) as refused:
        restore(f"sqlite:///{second}", saved)
    assert refused.value.key == "cli.restore.would_replace"
    assert channels_in(second) == {10, 11}  # unchanged
    restore(f"sqlite:///{second}", saved, force=True)
    assert channels_in(second) == {1, 2, 3}


def test_the_command_line_says_what_it_did_and_refuses_clearly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db, saved = tmp_path / "t.sqlite3", tmp_path / "t.backup"
    assert main(["backup", str(saved), "--db", str(db)]) == 1
    assert t("cli.backup.no_database", None, path=str(db)) in capsys.readouterr().err
    asyncio.run(_one_game(db))
    assert main(["backup", str(saved), "--db", str(db)]) == 0
    out = capsys.readouterr().out
    assert out.strip() == t("cli.backup.done", None, database=str(db), file=str(saved))
    assert main(["backup", str(saved), "--db", str(db)]) == 1  # exists: not replaced
    assert "--force" in capsys.readouterr().err
    assert main(["backup", str(saved), "--db", str(db), "--force"]) == 0
    capsys.readouterr()

    assert main(["restore", str(saved), "--db", str(db)]) == 1  # it has a game
    assert "--force" in capsys.readouterr().err
    assert main(["restore", str(saved), "--db", str(tmp_path / "new.sqlite3")]) == 0
    assert channels_in(tmp_path / "new.sqlite3") == {7}
    junk = tmp_path / "junk.backup"
    junk.write_text("not a database", encoding="utf-8")
    assert main(["restore", str(junk), "--db", str(tmp_path / "other.sqlite3")]) == 1
    assert t("cli.restore.not_a_backup", None, file=str(junk)) in capsys.readouterr().err
    assert not (tmp_path / "other.sqlite3").exists()
    missing = tmp_path / "missing.backup"
    assert main(["restore", str(missing), "--db", str(db)]) == 1
    assert t("cli.restore.not_found", None, file=str(missing)) in capsys.readouterr().err


async def _one_game(path: Path) -> None:
    store = SqliteStore(path)
    await store.open()
    await write_games(store, range(7, 8))
    await store.close()


def test_postgres_without_pg_dump_says_what_to_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # no PostgreSQL programs
    url = "postgresql://tabula:secret@127.0.0.1:1/tabula"
    assert main(["backup", str(tmp_path / "pg.dump"), "--db", url]) == 1
    err = capsys.readouterr().err
    assert t("cli.backup.no_program", None, program="pg_dump") in err and "secret" not in err
    assert not (tmp_path / "pg.dump").exists()


PG_ENV = "TABULA_TEST_DATABASE_URL"  # the CI's throwaway server (.ci/postgres), as the store tests


def _database(url: str, name: str) -> str:
    """`url` pointing at the database `name` instead (on the same server)."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{name}"))


def _psql(url: str, sql: str) -> str:
    done = subprocess.run(["psql", url, "-tAc", sql], capture_output=True, text=True, check=True)
    return done.stdout.strip()


async def _pg_channels(url: str) -> set[int]:
    listed = await asyncio.to_thread(_psql, url, "SELECT channel_id FROM games")
    return {int(line) for line in listed.split()}


@pytest.mark.skipif(not os.environ.get(PG_ENV), reason=f"no {PG_ENV} to test on")
async def test_postgres_backup_and_restore(tmp_path: Path) -> None:
    """On a database of its own (a dump and a restore of the shared test database would touch
    the other tests' schemas): games written, backed up, deleted, refused, then restored."""
    name = f"tabula_backup_{os.getpid()}"
    admin = os.environ[PG_ENV]
    _psql(admin, f"DROP DATABASE IF EXISTS {name}")
    _psql(admin, f"CREATE DATABASE {name}")
    url = _database(admin, name)
    try:
        async with open_store(url) as store:
            for channel in range(1, 21):
                await store.create(make_record(channel, state={"turn": channel, "text": "é ☃"}))
        dump = tmp_path / "pg.dump"
        await asyncio.to_thread(backup, url, dump)
        assert dump.read_bytes()[:5] == b"PGDMP"
        _psql(url, "DELETE FROM games WHERE channel_id > 10")
        assert await _pg_channels(url) == set(range(1, 11))
        with pytest.raises(BackupRefused):  # it has games: not without force
            await asyncio.to_thread(restore, url, dump)
        assert await _pg_channels(url) == set(range(1, 11))  # the refusal changed nothing
        await asyncio.to_thread(restore, url, dump, force=True)
        assert await _pg_channels(url) == set(range(1, 21))
    finally:
        _psql(admin, f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
