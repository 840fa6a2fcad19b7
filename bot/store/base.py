"""The GameStore protocol: what the service needs to keep games across restarts."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bot.store.clock_records import ClockStore, Commit

# the records live in records.py (result_records.py uses them too); callers import them here
from bot.store.records import GameStatus as GameStatus
from bot.store.records import MoveRecord as MoveRecord
from bot.store.records import SeatRecord as SeatRecord
from bot.store.result_records import ResultStore


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One channel's game as stored; `version` grows by one on every save, across games too."""

    channel_id: int
    game_key: str
    status: str
    version: int
    seed: int
    options: dict[str, Any]
    state: dict[str, Any] | None  # the engine's to_json(); None while in the lobby
    created_by: int
    seats: tuple[SeatRecord, ...] = ()
    guild_id: int | None = None
    created_at: float = 0.0
    updated_at: float = 0.0
    outcome: dict[str, Any] | None = None
    hints: int = 0  # /hint suggestions given in this game
    challenge: str = ""  # the challenge this game was started for (bot/league/challenges.py), or ''

    def seat_of(self, user_id: int) -> int | None:
        for s in self.seats:
            if not s.is_bot and s.user_id == user_id:
                return s.seat
        return None


class StoreError(Exception):
    """A storage failure the service turns into a message."""


class ChannelBusy(StoreError):
    """The channel already has a game in the lobby or in play."""


class StoreBusy(StoreError):
    """The database stayed locked by another writer past the busy timeout; nothing was changed.

    A passing condition, not a bug: the caller may simply try again in a moment.
    """


class GameStore(ClockStore, ResultStore, Protocol):
    """Persistence for games, seats and moves; every write is checked against `version`."""

    async def open(self) -> None: ...
    async def close(self) -> None: ...

    async def create(
        self,
        record: GameRecord,
        moves: Sequence[MoveRecord] = (),
        commit: Commit | None = None,
    ) -> GameRecord:
        """Insert a new game with its first moves and its Commit (its clock, first deadlines,
        challenge attempt: AttemptTaken if the person has one), in one transaction; archive a
        finished one; ChannelBusy if one is open. The previous game's clock rows go.

        The new game's version is the channel's previous game's version + 1 (1 for the first),
        so a (channel, version) names one board across all of a channel's games.
        """
        ...

    async def load(self, channel_id: int) -> GameRecord | None: ...

    async def save(
        self,
        record: GameRecord,
        expected_version: int,
        moves: Sequence[MoveRecord] = (),
        commit: Commit | None = None,
    ) -> GameRecord | None:
        """Write status, state, seats, options and outcome, append moves, and write the Commit
        (the clock's rows, the table's notes), in one transaction.

        Succeeds only if the stored version is still `expected_version`; returns the record
        with its new version, or None (and changes nothing) if someone else saved first.
        """
        ...

    async def moves(self, channel_id: int, since: int = 0) -> list[MoveRecord]: ...

    async def last_seq(self, channel_id: int) -> int:
        """The latest move's seq, 0 when there is none."""
        ...

    async def games_of(self, user_id: int) -> list[GameRecord]:
        """Open games in which this user holds a seat."""
        ...

    async def archived(self, channel_id: int) -> list[dict[str, Any]]:
        """Earlier finished games of this channel, newest first."""
        ...

    async def get_meta(self, key: str) -> str | None:
        """A deployment fact stored under `key` (e.g. the published commands' hash), or None."""
        ...

    async def set_meta(self, key: str, value: str) -> None:
        """Store `value` under `key`, replacing any earlier value."""
        ...

    async def setdefault_meta(self, key: str, value: str) -> str:
        """Store `value` under `key` unless a value is stored there already, and return the
        stored one: of several callers racing to set a key, all get the first one's value."""
        ...
