"""Settings from the environment or a .env file; the token never lives in the repository.

Every setting is checked here: a malformed one (SHARD_COUNT=two, BOT_WORKERS=0,
DATABASE_URL=mysql://..., LOG_LEVEL=verbose, DEV_GUILD_ID=my-server, ...) is a ValueError that
names it and says why, raised before anything connects (`tabula` prints it on one line)."""

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
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


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
        shards = Shards.parse(os.environ.get("SHARD_COUNT", ""), os.environ.get("SHARD_IDS", ""))
        return cls(
            token=token_from_env(),
            database_url=database_url_from_env(),
            dev_guild_id=guild_from_env(),
            log_level=log_level_from_env(),
            plugins=os.environ.get("TABULA_PLUGINS", ""),
            shards=shards,
            bot_workers=count_from_env("BOT_WORKERS", 1),
            database_pool_size=pool_size_from_env(),
            archive_keep_days=days_from_env("ARCHIVE_KEEP_DAYS"),
            health_port=port_from_env("HEALTH_PORT"),
        )


def token_from_env() -> str | None:
    """DISCORD_TOKEN, None when unset (only `run` and `sync` need it): the token alone."""
    token = os.environ.get("DISCORD_TOKEN", "").strip()
    if any(c.isspace() for c in token):
        raise ValueError(
            "DISCORD_TOKEN has a space in it: paste the token alone, as the developer portal's "
            "Bot tab shows it (no 'Bot ' before it, no quotes around part of it)"
        )
    return token or None


def database_url_from_env() -> str:
    """DATABASE_URL (default: tabula.sqlite3 here), refused now if the store would refuse it."""
    url = os.environ.get("DATABASE_URL", DEFAULT_DATABASE_URL)
    try:
        open_store(url)  # only parses: nothing is opened
    except ValueError as e:
        raise ValueError(f"DATABASE_URL: {e}") from None
    return url


def guild_from_env() -> int | None:
    """DEV_GUILD_ID: a server's id (a number), or None when empty (commands go global)."""
    text = os.environ.get("DEV_GUILD_ID", "").strip()
    if not text:
        return None
    if not text.isdigit():
        raise ValueError(
            f"DEV_GUILD_ID must be a server's id, a number such as 123456789012345678 (Copy "
            f"Server ID in Discord's developer mode), or empty for global commands; got {text!r}"
        )
    return int(text)


def log_level_from_env() -> str:
    """LOG_LEVEL: one of LOG_LEVELS, in any case (default INFO)."""
    text = os.environ.get("LOG_LEVEL", "").strip()
    level = text.upper() or "INFO"
    if level not in LOG_LEVELS:
        raise ValueError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}; got {text!r}")
    return level


def port_from_env(name: str) -> int | None:
    """A TCP port (1-65535), or None when unset or empty."""
    text = os.environ.get(name, "").strip()
    if not text:
        return None
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise ValueError(f"{name} must be a port number from 1 to 65535, or empty; got {text!r}")
    return int(text)


def days_from_env(name: str) -> int:
    """A number of days, 0 (the default, when unset) meaning never; a clear ValueError else."""
    text = os.environ.get(name, "").strip()
    if not text:
        return 0
    if not text.isdigit():
        raise ValueError(f"{name} must be a whole number of days (0: keep for ever), got {text!r}")
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
