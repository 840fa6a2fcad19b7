"""/challenge as chat replies: start or resume today's challenge in one's DMs, its leaderboard
and yesterday's results (issue 16). What a challenge is and how it is scored is
bot/league/challenges.py; this module ties it to the service, the store and the words.

One attempt each: the first /challenge of a period records the attempt (the DM channel and
the game's start); asking again resumes that game, or shows its score once it has ended.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from bot.chat.commands import Commands, Reply, Requester, mention
from bot.engine.registry import REGISTRY
from bot.league import challenges
from bot.league.challenge_scores import Ranked, ranked, score_words, scored
from bot.league.challenge_seeds import seed_for
from bot.league.challenges import Challenge
from bot.store.base import GameStatus
from bot.store.result_records import Attempt, ResultQuery
from bot.table.service import refuse
from bot.words.catalogue import t

SHOWN = 10  # lines of a leaderboard or of the results
Clock = Callable[[], float]


def today_of(now: float) -> dt.date:
    return dt.datetime.fromtimestamp(now, dt.UTC).date()


def pick(period: str, game: str, day: dt.date) -> Challenge:
    """The challenge asked for, or a refusal naming what exists."""
    p, g = period.strip().lower(), game.strip().lower()
    if p not in challenges.PERIODS:
        raise refuse("challenge.unknown_period", name=period, known=", ".join(challenges.PERIODS))
    if g not in challenges.GAMES:
        raise refuse("challenge.unknown_game", name=game, known=", ".join(challenges.GAMES))
    return challenges.challenge_of(p, g, day)


def label(ch: Challenge) -> str:
    """The period as its key names it: 2026-12-03, or 2026-W49."""
    return ch.key.split(":")[1]


class Challenges:
    """The /challenge commands, over the shared Commands (its service, store and boards)."""

    def __init__(self, commands: Commands, clock: Clock | None = None) -> None:
        self.commands = commands
        self.service = commands.service
        self.store = commands.service.store
        self.clock = clock or commands.service.now

    async def start(self, who: Requester, period: str, game: str, dm_channel: int) -> Reply:
        return await self.commands.guard(who, self._start(who, period, game, dm_channel))

    async def _start(self, who: Requester, period: str, game: str, dm_channel: int) -> Reply:
        """Start, resume or show one's attempt at the period's challenge, in `dm_channel`."""
        ch = pick(period, game, today_of(self.clock()))
        words = self._words(ch, who.locale)
        attempt = await self.store.attempt(ch.key, who.user_id)
        here = Requester(dm_channel, who.user_id, who.name, who.locale)
        if attempt is not None:
            record = await self.store.load(attempt.channel_id)
            if (
                record is not None
                and record.created_at == attempt.started_at
                and record.status in GameStatus.OPEN
            ):
                board = await self.commands.board(replace(here, channel_id=attempt.channel_id))
                return with_text(board, t("challenge.resumed", who.locale, **words))
            return Reply(await self._already(ch, who, words), ephemeral=True)
        current = await self.store.load(dm_channel)
        if current is not None and current.status in GameStatus.OPEN:
            raise refuse("challenge.busy")
        seed = await seed_for(self.store, ch.key)  # before the attempt is recorded
        lobby = await self.service.create(
            dm_channel,
            who.user_id,
            ch.game_key,
            ch.options,
            name=who.name,
            bots=ch.bots,
            level=ch.level,
            seed=seed,
            challenge=ch.key,
            attempt=Attempt(ch.key, who.user_id, dm_channel, who.guild_id, 0.0),
        )
        assert lobby.started is not None  # a challenge's game starts as it is created
        board = self.commands.board_reply(here, lobby.started, fresh=True)
        return with_text(board, t("challenge.started", who.locale, **words))

    async def _already(self, ch: Challenge, who: Requester, words: dict[str, Any]) -> str:
        found = await self.store.results(
            ResultQuery(
                user_id=who.user_id,
                challenge=ch.key,
                statuses=(GameStatus.FINISHED, GameStatus.ABANDONED),
                limit=1,
            )
        )
        score = scored(ch, found[0], who.user_id) if found else None
        shown = (
            score_words(score, who.locale)
            if score is not None
            else t("challenge.score.forfeit", who.locale, cause="resignation")
        )
        nxt = ch.day + (dt.timedelta(days=1) if ch.period == "daily" else dt.timedelta(days=7))
        return t("challenge.already_played", who.locale, **words, score=shown, next=str(nxt))

    async def leaderboard(self, who: Requester, period: str, game: str, where: str = "") -> Reply:
        return await self.commands.guard(who, self._leaderboard(who, period, game, where))

    async def _leaderboard(self, who: Requester, period: str, game: str, where: str = "") -> Reply:
        """The current challenge's leaderboard: this server's players, or everyone's."""
        ch = pick(period, game, today_of(self.clock()))
        scope = None if who.guild_id is None or where.strip().lower() == "global" else who.guild_id
        everyone = await ranked(self.store, ch, scope)
        lines = [t("challenge.board_title", who.locale, **self._words(ch, who.locale))]
        if not everyone:
            lines.append(t("challenge.board_empty", who.locale))
        for n, x in enumerate(everyone[:SHOWN], start=1):
            lines.append(self._line("challenge.board_line", n, x, who.locale))
        return Reply("\n".join(lines))

    async def results(self, who: Requester, period: str, game: str) -> Reply:
        return await self.commands.guard(who, self._results(who, period, game))

    async def _results(self, who: Requester, period: str, game: str) -> Reply:
        """The last period's challenge: its top scores and how many took part."""
        today = today_of(self.clock())
        back = dt.timedelta(days=1 if period.strip().lower() == "daily" else 7)
        ch = pick(period, game, today - back)
        words = self._words(ch, who.locale)
        attempts = await self.store.attempts(ch.key)
        if not attempts:
            return Reply(t("challenge.results_none", who.locale, **words))
        everyone = await ranked(self.store, ch)
        lines = [t("challenge.results_title", who.locale, **words, n=len(attempts))]
        for n, x in enumerate(everyone[:SHOWN], start=1):
            lines.append(self._line("challenge.results_line", n, x, who.locale))
        if len(everyone) > SHOWN:
            lines.append(t("challenge.results_more", who.locale, n=len(everyone) - SHOWN))
        return Reply("\n".join(lines))

    def _line(self, key: str, n: int, x: Ranked, locale: str | None) -> str:
        score = score_words(x.score, locale)
        name = mention(x.user_id)
        if x.hints and key == "challenge.board_line":
            hints = t("challenge.hints", locale, n=x.hints)
            return t(
                "challenge.board_line_hints", locale, rank=n, name=name, score=score, hints=hints
            )
        if x.hints:
            score = f"{score} ({t('challenge.hints', locale, n=x.hints)})"
        return t(key, locale, rank=n, name=name, score=score)

    @staticmethod
    def _words(ch: Challenge, locale: str | None) -> dict[str, Any]:
        rules = REGISTRY[ch.game_key]
        return {
            "period": ch.period,
            "day": label(ch),
            "title": rules.title,
            "variant": t(ch.variant, locale),
            "bots": ch.bots,
        }


def with_text(reply: Reply, first: str) -> Reply:
    """A board reply with a line put before its own text."""
    return replace(reply, content=f"{first}\n{reply.content}")
