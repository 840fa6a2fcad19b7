"""Every setting is checked at start: a wrong one stops `tabula` with one clear line naming
it (exit status 2), never a traceback, and .env.example lists every setting."""

from __future__ import annotations

import re
import shutil
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import discord.http
import pytest
from dotenv import dotenv_values

from bot.__main__ import main
from bot.config import Config
from bot.paths import ROOT

SETTINGS = (
    "DISCORD_TOKEN",
    "DATABASE_URL",
    "DATABASE_POOL_SIZE",
    "DEV_GUILD_ID",
    "ARCHIVE_KEEP_DAYS",
    "SHARD_COUNT",
    "SHARD_IDS",
    "BOT_WORKERS",
    "HEALTH_PORT",
    "LOG_LEVEL",
    "TABULA_PLUGINS",
)


@pytest.fixture
def clean(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty current folder, none of the settings set; after, the environment as it was
    (setenv first, so that what a .env file adds is removed again)."""
    for key in SETTINGS:
        monkeypatch.setenv(key, "")
        monkeypatch.delenv(key)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    return tmp_path


BAD = [
    ("DATABASE_URL", "mysql://tabula@db/tabula", "unsupported store URL scheme 'mysql'"),
    ("DATABASE_URL", "sqlite:/typo.sqlite3", "malformed store URL"),
    ("LOG_LEVEL", "verbose", "must be one of DEBUG, INFO, WARNING, ERROR"),
    ("DEV_GUILD_ID", "my-server", "must be a server's id"),
    ("DISCORD_TOKEN", "Bot abc.def.ghi", "has a space in it"),
    ("TABULA_PLUGINS", "no_such_games_here", "cannot be imported"),
    ("SHARD_COUNT", "two", "must be a whole number"),
    ("SHARD_IDS", "0-1", "needs SHARD_COUNT"),
    ("BOT_WORKERS", "0", "at least 1"),
    ("DATABASE_POOL_SIZE", "many", "at least 1"),
    ("ARCHIVE_KEEP_DAYS", "a year", "whole number of days"),
    ("HEALTH_PORT", "http", "port number from 1 to 65535"),
    ("HEALTH_PORT", "70000", "port number from 1 to 65535"),
]


@pytest.mark.parametrize(("name", "value", "says"), BAD)
@pytest.mark.parametrize("command", ["run", "sync", "rebuild-ratings"])
def test_a_bad_setting_stops_with_one_line_naming_it(
    clean: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    name: str,
    value: str,
    says: str,
    command: str,
) -> None:
    monkeypatch.setenv(name, value)
    assert main([command]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and name in lines[0] and says in lines[0], err
    assert not list(clean.iterdir())  # nothing was created (no database file)


def test_the_same_settings_in_a_env_file_are_checked_too(
    clean: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (clean / ".env").write_text("LOG_LEVEL=chatty\n", encoding="utf-8")
    assert main(["run"]) == 2
    assert "LOG_LEVEL" in capsys.readouterr().err


def test_good_values_are_taken(clean: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEV_GUILD_ID", " 123456789012345678 ")
    monkeypatch.setenv("LOG_LEVEL", "warning")
    monkeypatch.setenv("HEALTH_PORT", "8080")
    monkeypatch.setenv("DATABASE_URL", "postgresql://tabula:pw@db:5432/tabula")
    config = Config.from_env()
    assert config.dev_guild_id == 123456789012345678 and config.log_level == "WARNING"
    assert config.health_port == 8080
    assert config.database_url == "postgresql://tabula:pw@db:5432/tabula"


def test_env_example_lists_every_setting_and_starts_as_it_is(clean: Path) -> None:
    example = ROOT / ".env.example"
    listed = dotenv_values(example)
    assert set(SETTINGS) <= set(listed), set(SETTINGS) - set(listed)
    shutil.copy(example, clean / ".env")  # copied unchanged (no token yet), it is valid
    config = Config.from_env()
    assert config.database_url == "sqlite:///tabula.sqlite3" and config.dev_guild_id is None


def test_every_setting_the_readme_documents_is_in_env_example() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"^\| `([A-Z_]+)` \|", readme, flags=re.M))
    assert set(SETTINGS) <= documented, set(SETTINGS) - documented
    assert documented <= set(dotenv_values(ROOT / ".env.example"))


def test_a_database_that_cannot_be_opened_stops_the_start_with_one_line(
    clean: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not unreachable (that is waited out) but unusable: said at once, before Discord."""
    (clean / "a-file").write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{clean / 'a-file' / 'tabula.sqlite3'}")
    assert main(["run"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "DATABASE_URL: cannot open the database" in lines[0], err


@pytest.mark.parametrize("command", ["run", "sync"])
def test_a_token_discord_refuses_stops_the_start_with_one_line(
    clean: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    """A 401 at login is the token's fault: not retried, said in one line."""

    class Refusing(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = b'{"message": "401: Unauthorized", "code": 0}'
            self.send_response(401)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Refusing)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}/api/v10"
        monkeypatch.setattr(discord.http.Route, "BASE", base)
        monkeypatch.setenv("DATABASE_URL", f"sqlite:///{clean / 'tabula.sqlite3'}")
        assert main([command]) == 2
    finally:
        server.shutdown()
        server.server_close()
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert "DISCORD_TOKEN was refused by Discord" in err.strip().splitlines()[-1]


def test_sync_with_discord_unreachable_says_so_and_publishes_nothing(
    clean: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    with socket.socket() as closed:  # bound, never listening: connections are refused
        closed.bind(("127.0.0.1", 0))
        base = f"http://127.0.0.1:{closed.getsockname()[1]}/api/v10"
        monkeypatch.setattr(discord.http.Route, "BASE", base)
        monkeypatch.setenv("DATABASE_URL", f"sqlite:///{clean / 'tabula.sqlite3'}")
        assert main(["sync"]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err
    said = err.strip().splitlines()[-1]
    assert said.startswith("Discord cannot be reached (") and "nothing was published" in said
