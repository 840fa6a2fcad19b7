"""Settings from the environment or a .env file; the token never lives in the repository."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import load_dotenv


@dataclass(frozen=True, slots=True)
class Config:
    token: str | None
    database_url: str
    dev_guild_id: int | None
    log_level: str
    plugins: str

    @classmethod
    def from_env(cls, env_file: str | Path | None = ".env") -> Config:
        """Read settings; a .env file fills in only what the environment does not set."""
        if env_file is not None and Path(env_file).exists():
            load_dotenv(env_file, override=False)
        guild = os.environ.get("DEV_GUILD_ID", "").strip()
        return cls(
            token=os.environ.get("DISCORD_TOKEN") or None,
            database_url=os.environ.get("DATABASE_URL", "sqlite:///tabula.sqlite3"),
            dev_guild_id=int(guild) if guild.isdigit() else None,
            log_level=os.environ.get("LOG_LEVEL", "INFO").upper(),
            plugins=os.environ.get("TABULA_PLUGINS", ""),
        )
