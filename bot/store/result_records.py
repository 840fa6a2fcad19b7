"""Records and the store protocol of ended games, ratings and challenges (migration 0006).

An ended game is kept whole as a `Result` the moment its last save commits (the same
transaction), and only there (bot/store/compact.py says how), so nothing of it is lost when its
channel starts another game; ratings are
derived from results in their order and can be rebuilt from them; a challenge attempt ties a
person to the game they started for a challenge.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bot.store.records import MoveRecord, SeatRecord

GLOBAL = 0  # the ratings' scope shared by every server and DM (a server's scope is its id)


@dataclass(frozen=True, slots=True)
class Result:
    """One ended game (finished or abandoned), as kept in `results`."""

    id: int
    channel_id: int
    guild_id: int | None
    game_key: str
    status: str  # GameStatus.FINISHED or ABANDONED
    challenge: str
    started_at: float  # the game's created_at
    finished_at: float
    seats: tuple[SeatRecord, ...]
    outcome: dict[str, Any] | None
    options: dict[str, Any]
    seed: int
    hints: int = 0
    moves: tuple[MoveRecord, ...] = ()  # only from `result(id)`: the lists leave them out
    rated: bool = False
    state: dict[str, Any] | None = None  # the engine's to_json() of the final position
    pruned: bool = False  # its moves were pruned (ARCHIVE_KEEP_DAYS): only from `result(id)`

    def seat_of(self, user_id: int) -> int | None:
        for s in self.seats:
            if not s.is_bot and s.user_id == user_id:
                return s.seat
        return None


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's rating in one scope and game after one rated game (openskill's mu, sigma)."""

    scope: int
    game_key: str
    user_id: int
    result_id: int
    mu: float
    sigma: float
    at: float


@dataclass(frozen=True, slots=True)
class Attempt:
    """A person's attempt at a challenge: where its game is played and who asked where."""

    challenge: str
    user_id: int
    channel_id: int
    guild_id: int | None
    started_at: float


@dataclass(frozen=True, slots=True)
class ResultQuery:
    """Which results to list, newest first; None means any."""

    guild_id: int | None = None
    channel_id: int | None = None
    user_id: int | None = None
    game_key: str | None = None
    challenge: str | None = None
    statuses: tuple[str, ...] = ("finished",)
    dm_only: bool = False  # only games played outside servers (guild_id IS NULL)
    limit: int = 20
    before_id: int | None = None


class ResultStore(Protocol):
    async def results(self, query: ResultQuery) -> list[Result]:
        """Ended games matching the query, newest first, without their moves."""
        ...

    async def result(self, result_id: int) -> Result | None:
        """One ended game whole, with its moves."""
        ...

    async def unrated(self, limit: int = 100) -> list[Result]:
        """Finished games not rated yet, oldest first."""
        ...

    async def add_ratings(self, result_id: int, rows: Sequence[Rating]) -> None:
        """Store the ratings after a game and mark it rated, in one transaction."""
        ...

    async def ratings(self, scope: int, game_key: str, limit: int = 20) -> list[Rating]:
        """Each player's current rating in a scope and game, best first (by mu - 3 sigma)."""
        ...

    async def rating_history(self, user_id: int, scope: int, game_key: str) -> list[Rating]:
        """A player's ratings after each rated game, oldest first."""
        ...

    async def current_ratings(
        self, scope: int, game_key: str, user_ids: Sequence[int]
    ) -> dict[int, Rating]:
        """The current rating of each of these players who has one."""
        ...

    async def clear_ratings(self) -> None:
        """Forget every rating and mark every result unrated (to rebuild them in order)."""
        ...

    async def attempt(self, challenge: str, user_id: int) -> Attempt | None: ...

    async def attempts(self, challenge: str) -> list[Attempt]: ...

    async def prune_archive(self, before: float) -> int:
        """Forget the moves of games that ended before `before` (a time.time()), except the
        current game of a channel: their results keep the head (record, seats, outcome), the
        final state, the result seats and the ratings; `result(id)` says `pruned`, and they
        leave `archived()`. Returns how many games were pruned."""
        ...

    async def backfill_results(self) -> int:
        """Keep as results the ended games of the archive and the games table that are not
        kept yet (games ended before results existed); returns how many were added."""
        ...
