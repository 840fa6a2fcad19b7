"""Backups for `tabula backup FILE` and `tabula restore FILE`.

SQLite: SQLite's online backup (`sqlite3.Connection.backup`) copies one consistent snapshot of
the database, the pages still in the `-wal` file included, while the bot goes on writing (in
WAL mode a reader never blocks the writer); the copy is written beside FILE and renamed into
place only once whole. Restoring copies a backup into the database the same way, so the
database's own `-wal` stays consistent. PostgreSQL: `pg_dump` (custom format) and `pg_restore`,
which must be installed (the Docker image has them).

Nothing here words a message: a refusal is `BackupRefused(key, **args)`, a message id of the
catalogue (`data/i18n/<lang>/ops.ftl`), which the command line words.
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
from contextlib import closing
from pathlib import Path

from bot.store import PostgresStore, SqliteStore, open_store
from bot.store.postgres import safe_url

SQLITE_HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT_S = 30.0  # wait this long for a lock the bot holds (a checkpoint, a migration)


class BackupRefused(Exception):
    """Why a backup or restore did not happen (nothing was changed): a message id and its
    arguments."""

    def __init__(self, key: str, **args: str) -> None:
        super().__init__(key, args)
        self.key = key
        self.args_ = args


def backup(url: str, file: Path, *, force: bool = False) -> str:
    """Back the database `url` names up into `file`; returns what was backed up (a path, or
    the URL without its password). `file` is replaced only with `force`."""
    if file.exists() and not force:
        raise BackupRefused("cli.backup.exists", file=str(file))
    store = open_store(url)
    if isinstance(store, SqliteStore):
        _backup_sqlite(store.path, file)
        return store.path
    if isinstance(store, PostgresStore):
        _run(["pg_dump", "--format=custom", "--no-owner", f"--file={file}", f"--dbname={url}"])
        return safe_url(url)
    raise BackupRefused("cli.backup.no_database", path=url)  # pragma: no cover


def restore(url: str, file: Path, *, force: bool = False) -> str:
    """Put the backup `file` in place of the database `url` names (the bot stopped); refused
    when that database already has games, unless `force`. Returns where it went."""
    if not file.is_file():
        raise BackupRefused("cli.restore.not_found", file=str(file))
    store = open_store(url)
    if isinstance(store, SqliteStore):
        _restore_sqlite(file, Path(store.path), force=force)
        return store.path
    if isinstance(store, PostgresStore):
        if file.read_bytes()[:5] != b"PGDMP":
            raise BackupRefused("cli.restore.not_a_backup", file=str(file))
        command = ["pg_restore", "--no-owner", "--single-transaction", f"--dbname={url}"]
        if force:
            command.append("--clean")  # drop what the backup has, then make it anew
            command.append("--if-exists")
        elif _postgres_has_games(url):
            raise BackupRefused("cli.restore.would_replace", target=safe_url(url), file=str(file))
        _run([*command, str(file)])
        return safe_url(url)
    raise BackupRefused("cli.restore.not_found", file=url)  # pragma: no cover


def _backup_sqlite(path: str, file: Path) -> None:
    if path == ":memory:" or not Path(path).is_file():
        raise BackupRefused("cli.backup.no_database", path=path)
    part = file.with_name(file.name + ".part")
    part.unlink(missing_ok=True)
    source = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S)
    try:
        copy = sqlite3.connect(part)
        try:
            source.backup(copy)  # every page in one step: one snapshot, the writer unhindered
            copy.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
        finally:
            copy.close()
    except sqlite3.Error as e:
        part.unlink(missing_ok=True)
        raise BackupRefused("cli.backup.failed", problem=str(e)) from e
    finally:
        source.close()
    part.replace(file)


def _restore_sqlite(file: Path, target: Path, *, force: bool) -> None:
    if not _is_sqlite_backup(file):
        raise BackupRefused("cli.restore.not_a_backup", file=str(file))
    if not force and _sqlite_has_games(target):
        raise BackupRefused("cli.restore.would_replace", target=str(target), file=str(file))
    target.parent.mkdir(parents=True, exist_ok=True)
    source = sqlite3.connect(file)
    try:
        into = sqlite3.connect(target, timeout=BUSY_TIMEOUT_S)
        try:
            source.backup(into)
        finally:
            into.close()
    except sqlite3.Error as e:
        raise BackupRefused("cli.backup.failed", problem=str(e)) from e
    finally:
        source.close()


def _is_sqlite_backup(file: Path) -> bool:
    """Whether `file` is a sound SQLite database with Tabula's tables."""
    with file.open("rb") as raw:
        if raw.read(len(SQLITE_HEADER)) != SQLITE_HEADER:
            return False
    try:
        with closing(sqlite3.connect(f"file:{file}?mode=ro", uri=True)) as db:
            tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
            sound = db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    except sqlite3.Error:
        return False
    return sound and "games" in tables


def _sqlite_has_games(path: Path) -> bool:
    """Whether the database at `path` exists and keeps any game or result."""
    if not path.is_file() or path.stat().st_size == 0:
        return False
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
            tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
            kept = [t for t in ("games", "results") if t in tables]
            return any(db.execute(f"SELECT 1 FROM {t} LIMIT 1").fetchone() for t in kept)
    except sqlite3.Error:
        return True  # something is there that we cannot read: do not replace it unasked


def _postgres_has_games(url: str) -> bool:
    """Whether the PostgreSQL database has Tabula's tables (psql answers; no driver loop)."""
    query = "SELECT to_regclass('games') IS NOT NULL OR to_regclass('results') IS NOT NULL"
    out = _run(["psql", "--no-psqlrc", "--tuples-only", "--no-align", f"--dbname={url}"], query)
    return out.strip() == "t"


def _run(command: list[str], stdin: str | None = None) -> str:
    """Run one of PostgreSQL's programs; BackupRefused when missing or failing."""
    if shutil.which(command[0]) is None:
        raise BackupRefused("cli.backup.no_program", program=command[0])
    done = subprocess.run(command, input=stdin, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        lines = [line for line in done.stderr.splitlines() if line.strip()]
        raise BackupRefused("cli.backup.failed", problem=lines[-1] if lines else command[0])
    return done.stdout
