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

import pytest

from bot.__main__ import main
from bot.store import SqliteStore
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


@pytest.mark.skipif(not os.environ.get("TABULA_PG_URL"), reason="no TABULA_PG_URL to test on")
def test_postgres_backup_and_restore(tmp_path: Path) -> None:
    url = os.environ["TABULA_PG_URL"]
    dump = tmp_path / "pg.dump"
    backup(url, dump)
    assert dump.read_bytes()[:5] == b"PGDMP"
    restore(url, dump, force=True)  # the same games back
    listed = subprocess.run(["pg_restore", "--list", str(dump)], capture_output=True, text=True)
    assert "TABLE public games" in listed.stdout or " games " in listed.stdout
