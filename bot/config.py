"""Settings from the environment or a .env file; the token never lives in the repository.

A malformed setting (SHARD_COUNT=two, BOT_WORKERS=0, ...) is a ValueError that says which and
why, raised before anything connects."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import load_dotenv

from bot.shards import Shards
from bot.store import open_store
from bot.store.postgres import count_from_env, pool_size_from_env

DEFAULT_DATABASE_URL = "sqlite:///tabula.sqlite3"
ENV_FILE = ".env"


@dataclass(frozen=True, slots=True)
class Config:
    token: str | None
    database_url: str
    dev_guild_id: int | None
    log_level: str
    plugins: str
    shards: Shards | None = None  # SHARD_COUNT/SHARD_IDS; None: one process, Discord's count
    bot_workers: int = 1  # BOT_WORKERS: processes that think for bots
    database_pool_size: int = 4  # DATABASE_POOL_SIZE: PostgreSQL connections per process
    archive_keep_days: int = 0  # ARCHIVE_KEEP_DAYS: prune older games' moves; 0 keeps them
    health_port: int | None = None  # HEALTH_PORT: /healthz and /metrics; None: no server

    @classmethod
    def from_env(cls, env_file: str | Path | None = ENV_FILE) -> Config:
        """Read settings: the environment, then `env_file`, then a .env beside the database.

        Each source fills in only what the ones before it left unset, so a bot started from
        any folder still finds the .env kept next to its database; None reads no file.
        """
        if env_file is not None:
            _load(Path(env_file))
            folder = database_folder(os.environ.get("DATABASE_URL", DEFAULT_DATABASE_URL))
            if folder is not None:
                _load(folder / ENV_FILE)
        guild = os.environ.get("DEV_GUILD_ID", "").strip()
        shards = Shards.parse(os.environ.get("SHARD_COUNT", ""), os.environ.get("SHARD_IDS", ""))
        return cls(
            token=os.environ.get("DISCORD_TOKEN") or None,
            database_url=os.environ.get("DATABASE_URL", DEFAULT_DATABASE_URL),
            dev_guild_id=int(guild) if guild.isdigit() else None,
            log_level=os.environ.get("LOG_LEVEL", "INFO").upper(),
            plugins=os.environ.get("TABULA_PLUGINS", ""),
            shards=shards,
            bot_workers=count_from_env("BOT_WORKERS", 1),
            database_pool_size=pool_size_from_env(),
            archive_keep_days=days_from_env("ARCHIVE_KEEP_DAYS"),
            health_port=port_from_env("HEALTH_PORT"),
        )


def days_from_env(name: str) -> int:
    """A number of days, 0 (the default, when unset) meaning never; a clear ValueError else."""
    text = os.environ.get(name, "").strip()
    if not text:
        return 0
    if not text.isdigit():
        raise ValueError(f"{name} must be a whole number of days (0: keep for ever), got {text!r}")
    return int(text)


def port_from_env(name: str) -> int | None:
    """A TCP port (1-65535), None when unset; a clear ValueError else."""
    text = os.environ.get(name, "").strip()
    if not text:
        return None
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise ValueError(f"{name} must be a port number from 1 to 65535 (or unset), got {text!r}")
    return int(text)


def _load(path: Path) -> None:
    """Fill unset variables from a .env file, if there is one."""
    if path.is_file():
        load_dotenv(path, override=False)


def database_folder(url: str) -> Path | None:
    """The folder of the SQLite file a DATABASE_URL names (relative to the current folder).

    None for an in-memory database or a URL the store would refuse (it says why when opened).
    """
    try:
        store = open_store(url)
    except ValueError:
        return None
    path = getattr(store, "path", None)
    if not path or path == ":memory:":
        return None
    return Path(path).absolute().parent
