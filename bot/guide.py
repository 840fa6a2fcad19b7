"""The /rules guide: a short summary and topics per game, read from data/<game>/guide.toml."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache

from bot.paths import DATA_DIR


@dataclass(frozen=True, slots=True)
class Guide:
    summary: str
    topics: dict[str, str]


@cache
def guide(game_key: str) -> Guide | None:
    """The game's guide, or None for a game without one (e.g. the test game)."""
    path = DATA_DIR / game_key / "guide.toml"
    if not path.exists():
        return None
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    return Guide(str(doc["summary"]), {k: str(v) for k, v in doc.get("topics", {}).items()})
