"""A player's record and a server's ladder, read from the kept results and ratings (issue 16).

Numbers only: `bot/chat/records.py` words them and `renderers/stats.py` draws the rating chart.
The scope is a server's id, or `GLOBAL` for every server and DM together.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from bot.league.ratings import shown, trend
from bot.store.base import GameStore
from bot.store.result_records import GLOBAL, Rating, Result, ResultQuery

ALL = 100_000  # results read for one player's record (far more than anyone plays)


@dataclass(frozen=True, slots=True)
class GameLine:
    """One game's figures for one player."""

    game_key: str
    games: int
    wins: int
    rating: float | None  # the shown rating (mu - 3 sigma), None before a rated game
    trend: float  # how far it moved over the last five rated games
    history: tuple[float, ...]  # the shown rating after each rated game, oldest first


@dataclass(frozen=True, slots=True)
class PlayerStats:
    user_id: int
    scope: int
    games: int
    wins: int
    lines: tuple[GameLine, ...]  # most played first
    favourite: str | None  # the game played most (None before a first game)
    longest_streak: int  # most wins in a row, over every game
    current_streak: int  # wins in a row up to the last game
    name: str = ""  # the name the player last sat down with


@dataclass(frozen=True, slots=True)
class LadderLine:
    place: int
    user_id: int
    name: str
    rating: float
    games: int
    history: tuple[float, ...] = ()  # the shown rating after each rated game, oldest first


def won(result: Result, user_id: int) -> bool:
    seat = result.seat_of(user_id)
    return seat is not None and seat in set((result.outcome or {}).get("winners", ()))


async def player_stats(store: GameStore, user_id: int, scope: int = GLOBAL) -> PlayerStats:
    """Games, wins, rating and trend per game, favourite game and win streaks."""
    query = ResultQuery(user_id=user_id, guild_id=None if scope == GLOBAL else scope, limit=ALL)
    results = list(reversed(await store.results(query)))  # oldest first
    played: Counter[str] = Counter(r.game_key for r in results)
    wins: Counter[str] = Counter(r.game_key for r in results if won(r, user_id))
    longest = current = 0
    for r in results:
        current = current + 1 if won(r, user_id) else 0
        longest = max(longest, current)
    lines = []
    for game, n in sorted(played.items(), key=lambda kv: (-kv[1], kv[0])):
        history = await store.rating_history(user_id, scope, game)
        lines.append(
            GameLine(
                game,
                n,
                wins[game],
                shown(history[-1].mu, history[-1].sigma) if history else None,
                trend(history),
                tuple(shown(h.mu, h.sigma) for h in history),
            )
        )
    name = ""
    if results:
        seat = results[-1].seat_of(user_id)
        name = results[-1].seats[seat].name if seat is not None else ""
    return PlayerStats(
        user_id,
        scope,
        len(results),
        sum(wins.values()),
        tuple(lines),
        lines[0].game_key if lines else None,
        longest,
        current,
        name,
    )


async def ladder(store: GameStore, game_key: str, scope: int, limit: int = 10) -> list[LadderLine]:
    """The best ratings of a game in a scope, with each player's name and rated games."""
    best: list[Rating] = await store.ratings(scope, game_key, limit)
    out = []
    for place, r in enumerate(best, start=1):
        history = await store.rating_history(r.user_id, scope, game_key)
        last = await store.results(ResultQuery(user_id=r.user_id, limit=1))
        name = ""
        if last:
            seat = last[0].seat_of(r.user_id)
            name = last[0].seats[seat].name if seat is not None else ""
        points = tuple(shown(h.mu, h.sigma) for h in history)
        out.append(LadderLine(place, r.user_id, name, shown(r.mu, r.sigma), len(history), points))
    return out
