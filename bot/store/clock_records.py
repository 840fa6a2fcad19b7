"""Records and the store protocol of the turn clock, seat changes and notices (migration 0005)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any, Protocol

from bot.shards import Shards


@dataclass(frozen=True, slots=True)
class ClockSetting:
    """A table's clock: seconds per move (0: none) and what a timeout does ('bot' or 'end')."""

    seconds: int
    on_timeout: str = "bot"
    game_since: float = 0.0  # the game's created_at: a row left by an older game is ignored


@dataclass(frozen=True, slots=True)
class Deadline:
    """One seat's running clock; `stage` says what fires next (see the 0005 migration)."""

    channel_id: int
    seat: int
    user_id: int
    started_at: float
    since_seq: int
    stage: int
    next_at: float
    alone: bool = False  # started when this seat alone owed a move: its turn, not a shared phase


@dataclass(frozen=True, slots=True)
class ClockSeat:
    """Clock moves made for a seat in a row, and who held it before the clock gave it away."""

    streak: int = 0
    absent_user: int | None = None


@dataclass(frozen=True, slots=True)
class UserPrefs:
    user_id: int
    notify: bool = False
    dm_closed: bool = False
    dm_told: bool = False


@dataclass(frozen=True, slots=True)
class TableNote:
    """A table event that is not a move (a substitute, a kick, a clock move), for /log."""

    seq: int
    at: float
    key: str
    params: dict[str, Any]


@dataclass(frozen=True, slots=True)
class BoardMessage:
    channel_id: int
    guild_id: int | None
    message_id: int


@dataclass(frozen=True, slots=True)
class DeadlinePlan:
    """How a save changes a table's running clocks: the rows of `keep` seats stay exactly as
    stored (a claim made meanwhile included), every other row goes, and `start` rows begin."""

    keep: frozenset[int] = frozenset()
    start: tuple[Deadline, ...] = ()


@dataclass(frozen=True, slots=True)
class Commit:
    """What a save writes besides the game, its seats and its moves, in the same transaction:
    the clock's rows, the table's notes and (for a game that opens) its clock and challenge
    attempt. A crash leaves either the old game with its rows or the new one with its rows."""

    deadlines: DeadlinePlan | None = None  # None: the clock's rows stay as they are
    streaks_reset: frozenset[int] = frozenset()  # seats whose people moved themselves
    clock_seats: tuple[tuple[int, ClockSeat], ...] = ()  # (seat, value) to set
    notes: tuple[TableNote, ...] = ()
    clock: ClockSetting | None = None  # create only: the new game's clock (its game_since
    # is filled in with the game's created_at)
    attempt: Any = None  # create only: the challenge Attempt (its started_at filled in too)


class AttemptTaken(Exception):
    """The person already has an attempt at this challenge: the game was not created."""


class ClockStore(Protocol):
    """What the clock, the seat changes and the notices need of a store."""

    async def get_clock(self, channel_id: int) -> ClockSetting | None: ...
    async def deadlines_of(self, channel_id: int) -> list[Deadline]: ...
    async def due_deadlines(self, now: float, shards: Shards | None = None) -> list[Deadline]: ...
    async def claim_deadline(self, row: Deadline, stage: int, next_at: float) -> bool: ...
    async def drop_deadline(self, row: Deadline) -> None: ...
    async def clock_seat(self, channel_id: int, seat: int) -> ClockSeat: ...
    async def prefs_of(self, user_ids: Collection[int]) -> dict[int, UserPrefs]: ...
    async def set_prefs(self, prefs: UserPrefs) -> None: ...
    async def notes(self, channel_id: int, game_since: float) -> list[TableNote]: ...
    async def set_board_message(self, board: BoardMessage) -> None: ...
    async def board_message(self, channel_id: int) -> BoardMessage | None: ...
