"""Settings come from the environment, then ./.env, then a .env beside the database file."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import Config

KEYS = ("DISCORD_TOKEN", "DATABASE_URL", "DEV_GUILD_ID", "LOG_LEVEL", "TABULA_PLUGINS")


def forget(monkeypatch: pytest.MonkeyPatch) -> None:
    """None of our settings in the environment (load_dotenv writes there); restored after."""
    for key in KEYS:
        monkeypatch.delenv(key, raising=False)


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty current folder and none of our settings in the environment (restored after)."""
    forget(monkeypatch)
    cwd = tmp_path / "here"
    cwd.mkdir()
    monkeypatch.chdir(cwd)
    return cwd


def write_env(folder: Path, **settings: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    lines = [f"{key}={value}" for key, value in settings.items()]
    (folder / ".env").write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_defaults_without_any_file(here: Path) -> None:
    config = Config.from_env()
    assert config.token is None
    assert config.database_url == "sqlite:///tabula.sqlite3"
    assert config.dev_guild_id is None and config.log_level == "INFO" and config.plugins == ""


def test_the_current_folders_env_is_read(here: Path) -> None:
    write_env(here, DISCORD_TOKEN="from-cwd", DEV_GUILD_ID="123", LOG_LEVEL="debug")
    config = Config.from_env()
    assert config.token == "from-cwd"
    assert config.dev_guild_id == 123 and config.log_level == "DEBUG"


def test_the_env_beside_the_database_is_read(
    here: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "srv" / "tabula"
    write_env(data, DISCORD_TOKEN="from-db-folder", DEV_GUILD_ID="456")
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{data / 'games.sqlite3'}")
    config = Config.from_env()
    assert config.token == "from-db-folder"
    assert config.dev_guild_id == 456


def test_a_database_named_in_the_current_env_brings_its_folders_env(
    here: Path, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    write_env(data, DISCORD_TOKEN="from-db-folder", LOG_LEVEL="WARNING")
    write_env(here, DATABASE_URL=f"sqlite:///{data / 'tabula.sqlite3'}", LOG_LEVEL="ERROR")
    config = Config.from_env()
    assert config.token == "from-db-folder"  # only the database folder sets it
    assert config.log_level == "ERROR"  # the current folder's .env wins over the database's


def test_a_relative_database_path_is_relative_to_the_current_folder(
    here: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_env(here / "var", DISCORD_TOKEN="from-var")
    write_env(here, DATABASE_URL="sqlite:///var/tabula.sqlite3")
    assert Config.from_env().token == "from-var"
    forget(monkeypatch)
    plain = here / "plain"
    write_env(plain, DISCORD_TOKEN="from-plain")
    write_env(here, DATABASE_URL="plain/games.db")  # a plain file path works too
    assert Config.from_env().token == "from-plain"


def test_the_environment_wins_over_both_files(
    here: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    write_env(data, DISCORD_TOKEN="from-db-folder", DEV_GUILD_ID="1", TABULA_PLUGINS="db")
    write_env(here, DISCORD_TOKEN="from-cwd", DEV_GUILD_ID="2")
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{data / 'tabula.sqlite3'}")
    monkeypatch.setenv("DISCORD_TOKEN", "from-environment")
    config = Config.from_env()
    assert config.token == "from-environment"
    assert config.dev_guild_id == 2  # the current folder's, over the database folder's
    assert config.plugins == "db"  # set nowhere else


def test_memory_and_malformed_urls_read_only_the_current_env(
    here: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_env(here, DISCORD_TOKEN="from-cwd")
    for url in (":memory:", "sqlite://", "postgres://db/x"):  # a malformed one: tests/ops
        forget(monkeypatch)
        monkeypatch.setenv("DATABASE_URL", url)
        config = Config.from_env()
        assert config.token == "from-cwd" and config.database_url == url


def test_no_file_at_all_when_asked(here: Path) -> None:
    write_env(here, DISCORD_TOKEN="from-cwd")
    assert Config.from_env(env_file=None).token is None


def test_archive_keep_days_is_read_and_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ARCHIVE_KEEP_DAYS", raising=False)
    assert Config.from_env(None).archive_keep_days == 0
    monkeypatch.setenv("ARCHIVE_KEEP_DAYS", "90")
    assert Config.from_env(None).archive_keep_days == 90
    monkeypatch.setenv("ARCHIVE_KEEP_DAYS", "three months")
    with pytest.raises(ValueError, match="ARCHIVE_KEEP_DAYS"):
        Config.from_env(None)
