"""A finished challenge game's score and its place among everyone's (issue 16): read from
the kept results and attempts; words from challenge.ftl. Used by the /challenge commands and
by the end of a challenge game (bot/chat/commands.py)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.league import challenges
from bot.league.challenges import Challenge, Score
from bot.store.base import GameStatus, GameStore
from bot.store.result_records import Result, ResultQuery
from bot.words.catalogue import t


@dataclass(frozen=True, slots=True)
class Ranked:
    user_id: int
    name: str
    score: Score
    hints: int


def _facts(ch: Challenge, result: Result, seat: int) -> dict[str, int]:
    """What the score needs beyond the outcome, read by the game from the final state."""
    return challenges.facts_of(ch, result.state or {}, len(result.seats), seat)


def scored(ch: Challenge, result: Result, user_id: int) -> Score | None:
    seat = result.seat_of(user_id)
    if seat is None or not result.outcome or result.status != GameStatus.FINISHED:
        return None
    return challenges.score(ch, result.outcome, seat, _facts(ch, result, seat))


def score_words(score: Score, locale: str | None) -> str:
    key, params = score.phrase
    return t(key, locale, **params)


async def ranked(store: GameStore, ch: Challenge, guild_id: int | None = None) -> list[Ranked]:
    """Everyone's first finished game of the challenge, best first; with a server, only
    the attempts asked for from that server."""
    results = await store.results(
        ResultQuery(challenge=ch.key, limit=100_000, statuses=(GameStatus.FINISHED,))
    )
    attempts = {a.user_id: a for a in await store.attempts(ch.key)}
    out = []
    for r in results:
        for seat in r.seats:
            if seat.is_bot or seat.user_id is None:
                continue
            attempt = attempts.get(seat.user_id)
            if attempt is None or attempt.started_at != r.started_at:
                continue  # not the attempt's own game
            if guild_id is not None and attempt.guild_id != guild_id:
                continue
            score = scored(ch, r, seat.user_id)
            if score is not None:
                out.append(Ranked(seat.user_id, seat.name, score, r.hints))
    out.sort(key=lambda x: (tuple(-v for v in x.score.rank_key), x.hints, x.user_id))
    return out


async def finished_note(store: GameStore, channel_id: int, locale: str | None) -> str | None:
    """ "Challenge over: <score>. You are number 3 of 12 so far." for the game that just
    ended in this channel, if it was a challenge's first attempt; else None."""
    record = await store.load(channel_id)
    if record is None or not record.challenge or record.status != GameStatus.FINISHED:
        return None
    try:
        ch = challenges.from_key(record.challenge)
    except ValueError:
        return None
    user = next((s.user_id for s in record.seats if not s.is_bot and s.user_id), None)
    if user is None:
        return None
    everyone = await ranked(store, ch)
    place = next((i for i, x in enumerate(everyone, start=1) if x.user_id == user), None)
    if place is None:
        return None
    score = score_words(everyone[place - 1].score, locale)
    return t("challenge.finished", locale, score=score, rank=place, n=len(everyone))
