"""The small records a game is stored as: its status, its seats and its moves."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class GameStatus:
    """The life of a channel's game."""

    LOBBY = "lobby"
    ACTIVE = "active"
    FINISHED = "finished"
    ABANDONED = "abandoned"
    OPEN = (LOBBY, ACTIVE)


@dataclass(frozen=True, slots=True)
class SeatRecord:
    seat: int
    user_id: int | None  # None for a bot seat
    is_bot: bool = False
    name: str = ""  # display name at the time of joining, for boards and logs
    level: str = ""  # a bot's level (bot.engine.ai.LEVELS); '' for people (old bots: random)


@dataclass(frozen=True, slots=True)
class MoveRecord:
    seq: int
    seat: int
    token: str
    events: list[dict[str, Any]] = field(default_factory=list)
    at: float = 0.0
