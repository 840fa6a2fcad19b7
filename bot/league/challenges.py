"""Solo challenges (issue 16): the same deal for everyone in a day or an ISO week, and how a
finished challenge game is scored for its leaderboard.

Pure: no Discord, store, clock or asyncio. The caller passes the date (its injected clock's
day) and the finished game's `Outcome.to_json()`; everything else follows from those.

The deal: a challenge's seed is HMAC-SHA256 of its key under the deployment's secret
(`seed_of`), so that every player of one deployment gets the same deal and nobody without its
database can work out tomorrow's. The secret, and which seed each key was given, are kept in
the store's meta table by bot/league/challenge_seeds.py. Until issue 28 the seed was a plain SHA-256
of the key (`legacy_seed`), which anyone could compute for any day; a challenge that players
had already started under that formula keeps it to the end of its period (same leaderboard,
same deal), and nothing else uses it.

Which rules a challenge uses, and how its result ranks, is the game's (`Game.challenge`, e.g.
bot/engine/duel/challenge.py): `deal(daily, n)` with n the day's `date.toordinal()` or the
week's index (weeks counted from 0001-01-01, a Monday, so that consecutive weeks always
alternate, even across a 53-week ISO year such as 2026, whose week 53 and 2027's week 1 are
both odd). The bots play at `LEVEL`.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.engine.ai.levels import LEVELS
from bot.engine.core import resolve_options
from bot.engine.game import DRAW, FORFEIT, LOSS, WIN, ChallengeRules, Finish, Score
from bot.engine.registry import GAMES as DECLARED

PERIODS = ("daily", "weekly")
GAMES = tuple(key for key, game in DECLARED.items() if game.challenge is not None)
LEVEL = "hard"
assert LEVEL in LEVELS

FORFEITS = ("resignation", "timeout")
__all__ = ["DRAW", "FORFEIT", "LOSS", "WIN", "Challenge", "Score", "challenge_of", "score"]

_EPOCH_MONDAY = dt.date(1, 1, 1)  # a Monday: week indices count from it


@dataclass(frozen=True, slots=True)
class Challenge:
    """One period's challenge for one game: the same rules for every player (the seed, which
    needs the deployment's secret, is `seed_of(key, secret)`)."""

    key: str  # "daily:2026-12-03:tta", "weekly:2026-W49:duel" (ASCII, at most 25 chars)
    period: str
    game_key: str
    day: dt.date  # the first day of the period (a Monday for a week)
    options: dict[str, Any] = field(hash=False)  # the game's full resolved option set
    players: int
    bots: int
    level: str  # the bots' level
    variant: str  # message key naming the rule set, e.g. "challenge.variant.tta.dummy"

    @property
    def label(self) -> str:
        """The period as the key names it: "2026-12-03" or "2026-W49"."""
        return self.key.split(":")[1]

    @property
    def end(self) -> dt.date:
        """The first day of the next period (when this challenge stops counting)."""
        return self.day + dt.timedelta(days=1 if self.period == "daily" else 7)


# -- which challenge -------------------------------------------------------------------------


def week_index(day: dt.date) -> int:
    """Weeks since 0001-01-01: consecutive ISO weeks always differ in parity."""
    return (day - _EPOCH_MONDAY).days // 7


def _period_start(period: str, today: dt.date) -> tuple[dt.date, str]:
    if period == "daily":
        return today, today.isoformat()
    year, week, _weekday = today.isocalendar()
    return dt.date.fromisocalendar(year, week, 1), f"{year}-W{week:02d}"


def seed_of(key: str, secret: bytes) -> int:
    """The deal of a challenge key: 48 bits of HMAC-SHA256 of the key under the deployment's
    secret (48 bits like bot.engine.rng.new_seed: fits SQLite and JSON)."""
    if not secret:
        raise ValueError("a challenge seed needs the deployment's secret")
    return int.from_bytes(hmac.digest(secret, key.encode(), "sha256")[:6], "big")


def legacy_seed(key: str) -> int:
    """The seed before issue 28 (SHA-256 of a fixed string and the key: public), only for a
    challenge that players had started under it."""
    return int.from_bytes(hashlib.sha256(f"tabula-challenge:{key}".encode()).digest()[:6], "big")


def _rules_of(game_key: str) -> ChallengeRules:
    rules = DECLARED[game_key].challenge
    assert rules is not None  # GAMES holds only games with a challenge
    return rules


def challenge_of(period: str, game_key: str, today: dt.date) -> Challenge:
    """The challenge of `today`'s day or ISO week for a game: the same for everyone."""
    if period not in PERIODS:
        raise ValueError(f"unknown challenge period {period!r} (periods: {', '.join(PERIODS)})")
    if game_key not in GAMES:
        raise ValueError(f"no challenge for game {game_key!r} (games: {', '.join(GAMES)})")
    if isinstance(today, dt.datetime):  # a datetime is a date too, but its isoformat has a time
        today = today.date()
    day, label = _period_start(period, today)
    key = f"{period}:{label}:{game_key}"
    spec = _rules_of(game_key)
    daily = period == "daily"
    raw, variant = spec.deal(daily, day.toordinal() if daily else week_index(day))
    players = spec.players
    rules = DECLARED[game_key].rules
    if not rules.min_players <= players <= rules.max_players:
        raise ValueError(f"{game_key} cannot seat {players} players")
    return Challenge(
        key=key,
        period=period,
        game_key=game_key,
        day=day,
        options=resolve_options(rules.options, raw),
        players=players,
        bots=players - 1,
        level=LEVEL,
        variant=f"challenge.variant.{game_key}.{variant}",
    )


def from_key(key: str) -> Challenge:
    """The challenge a stored key names (ValueError for a key no challenge has)."""
    parts = key.split(":")
    if len(parts) != 3:
        raise ValueError(f"not a challenge key: {key!r}")
    period, label, game_key = parts
    try:
        if period == "weekly":
            year, _, week = label.partition("-W")
            day = dt.date.fromisocalendar(int(year), int(week), 1)
        else:
            day = dt.date.fromisoformat(label)
    except ValueError:
        raise ValueError(f"not a challenge key: {key!r}") from None
    found = challenge_of(period, game_key, day)
    if found.key != key:
        raise ValueError(f"not a challenge key: {key!r}")
    return found


# -- scoring ---------------------------------------------------------------------------------


def score(
    challenge: Challenge,
    outcome: Mapping[str, Any],
    seat: int,
    facts: Mapping[str, int] | None = None,
) -> Score:
    """Rank and words of `seat`'s result in a finished challenge game (`Outcome.to_json()`)."""
    scores = [int(x) for x in outcome["scores"]]
    if not 0 <= seat < len(scores):
        raise ValueError(f"seat {seat} is not in a game of {len(scores)} seats")
    cause = str(outcome.get("cause", ""))
    if cause in FORFEITS:  # only the challenger can give up or run out of time
        return Score((FORFEIT, 0, 0, 0), False, 0, ("challenge.score.forfeit", {"cause": cause}))
    finish = Finish(
        scores=tuple(scores),
        winners=frozenset(int(w) for w in outcome["winners"]),
        cause=cause,
        facts={str(k): int(v) for k, v in dict(outcome.get("facts", {})).items()},
        seat=seat,
        extra=dict(facts or {}),
    )
    return _rules_of(challenge.game_key).score(finish)


def facts_of(
    challenge: Challenge, state: Mapping[str, Any], players: int, seat: int
) -> dict[str, int]:
    """What the game's score needs beyond the outcome, read from the final state's JSON."""
    read = _rules_of(challenge.game_key).facts
    return {} if read is None or not state else read(state, players, seat)
