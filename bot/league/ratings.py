"""Ratings per player and game, in each server and across all of them (issue 16).

A rating is openskill's Plackett-Luce (mu, sigma) for a multiplayer game: each seat is a team
of one, ranked by the game's outcome (the winners first, then by score). Bots have a fixed
rating per level (they teach the model how strong a win over them is and never move), so a
game against bots counts; so does a solo Through the Ages game, against its variant (the
dummy player or the barbarians) at a fixed rating. Abandoned games are never rated; a
resignation is a loss (its outcome says so). Ratings are derived from the kept results in
their order: `rate_pending` rates what is new, `rebuild` rates everything again.

The shown number is the conservative estimate `mu - 3 sigma` (openskill's ordinal), 0 for a
newcomer, growing as a player wins and the model grows sure of them.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from openskill.models import PlackettLuce

from bot.store.base import GameStore
from bot.store.result_records import GLOBAL, Rating, Result

MODEL = PlackettLuce()
# Fixed ratings of the bots by level (ours, not openskill's: a newcomer is mu 25, sigma 25/3):
# random plays like a beginner, hard like a good player.
BOT_RATINGS: dict[str, tuple[float, float]] = {
    "": (10.0, 1.0),  # bots from before levels existed play as random
    "random": (10.0, 1.0),
    "easy": (18.0, 1.0),
    "medium": (24.0, 1.0),
    "hard": (30.0, 1.0),
}
SOLO_OPPONENT = (25.0, 1.0)  # TTA's dummy player or barbarians: a fixed opponent
TIED = frozenset({"tied_dummy", "shared"})


def shown(mu: float, sigma: float) -> float:
    """The number players see: mu - 3 sigma, one decimal."""
    return round(mu - 3 * sigma, 1)


def ranks(result: Result) -> list[int] | None:
    """Each seat's place (1 = best; equal places for equal results), or None if unrated."""
    outcome = result.outcome or {}
    n = len(result.seats)
    scores = list(outcome.get("scores", ()))[:n]
    winners = set(outcome.get("winners", ()))
    if len(scores) < n:
        return None
    out = []
    for i in range(n):
        if i in winners:
            out.append(1)
        else:
            better = sum(1 for j in range(n) if j not in winners and scores[j] > scores[i])
            out.append(1 + (1 if winners else 0) + better)
    return out


def rated_seats(result: Result) -> list[tuple[int, int | None, str]]:
    """(seat, user id or None for a bot, bot level) of a result's seats."""
    return [(s.seat, None if s.is_bot else s.user_id, s.level) for s in result.seats]


def counts(result: Result) -> bool:
    """A finished game with a person in it, and no person in two seats."""
    if result.status != "finished" or not result.outcome:
        return False
    people = [u for _, u, _ in rated_seats(result) if u is not None]
    return bool(people) and len(people) == len(set(people))


def rate(result: Result, scope: int, current: dict[int, Rating], now: float) -> list[Rating]:
    """The people's ratings in `scope` after this result, from their current ones."""
    seats = rated_seats(result)
    places = ranks(result)
    if places is None:
        return []
    teams: list[list[Any]] = []
    order: list[int | None] = []
    for (_, user, level), _place in zip(seats, places, strict=True):
        if user is None:
            mu, sigma = BOT_RATINGS.get(level, BOT_RATINGS["random"])
        elif user in current:
            mu, sigma = current[user].mu, current[user].sigma
        else:
            mu, sigma = MODEL.rating().mu, MODEL.rating().sigma
        teams.append([MODEL.rating(mu=mu, sigma=sigma)])
        order.append(user)
    if len(teams) == 1:  # solo: against the variant, a fixed opponent
        outcome = result.outcome or {}
        won = bool(outcome.get("winners"))
        tied = outcome.get("cause") in TIED
        teams.append([MODEL.rating(mu=SOLO_OPPONENT[0], sigma=SOLO_OPPONENT[1])])
        order.append(None)
        places = [1, 1] if tied else ([1, 2] if won else [2, 1])
    new = MODEL.rate(teams, ranks=[float(p) for p in places])
    return [
        Rating(scope, result.game_key, user, result.id, team[0].mu, team[0].sigma, now)
        for user, team in zip(order, new, strict=True)
        if user is not None
    ]


def scopes(result: Result) -> list[int]:
    return [GLOBAL] if result.guild_id is None else [GLOBAL, result.guild_id]


async def rate_one(store: GameStore, result: Result, now: float | None = None) -> list[Rating]:
    """Rate one result in each of its scopes and mark it rated (an unrated one too)."""
    rows: list[Rating] = []
    if counts(result):
        people = [u for _, u, _ in rated_seats(result) if u is not None]
        for scope in scopes(result):
            current = await store.current_ratings(scope, result.game_key, people)
            rows += rate(result, scope, current, time.time() if now is None else now)
    await store.add_ratings(result.id, rows)
    return rows


async def rate_pending(store: GameStore) -> int:
    """Rate the finished games not rated yet, oldest first; returns how many."""
    done = 0
    while True:
        batch = await store.unrated()
        if not batch:
            return done
        for result in batch:
            await rate_one(store, result, result.finished_at)
            done += 1


async def rebuild(store: GameStore) -> int:
    """Forget every rating and rate every finished game again, in order."""
    await store.clear_ratings()
    return await rate_pending(store)


def trend(history: Sequence[Rating], last: int = 5) -> float:
    """How far the shown rating moved over the last `last` rated games."""
    if not history:
        return 0.0
    before = history[-last - 1] if len(history) > last else None
    start = shown(before.mu, before.sigma) if before else shown(*_newcomer())
    end = shown(history[-1].mu, history[-1].sigma)
    return round(end - start, 1)


def _newcomer() -> tuple[float, float]:
    r = MODEL.rating()
    return r.mu, r.sigma
