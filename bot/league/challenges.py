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

Which rules a challenge uses, by game (`day` is the first day of the period; a week is counted
from 0001-01-01, a Monday, so that consecutive weeks always alternate, even across a 53-week
ISO year such as 2026, whose week 53 and 2027's week 1 are both odd):

- tta: 1 player, no bots. Dummy player on even days (by `date.toordinal()`) and even weeks,
  the barbarians on odd ones. No optional rules 43-47 (the option's default).
- duel: you and 1 hard bot. Agora on every third day (ordinal divisible by 3) and odd weeks.
- catan: you and 3 hard bots, base game (no Cities & Knights), on a shuffled island (the
  official random set-up, `board: spiral`) so that each day's island is new; other options
  at their defaults.
- wonders: 3 players (you and 2 hard bots). Leaders on odd days and even weeks.
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
from bot.engine.registry import REGISTRY
from bot.engine.tta.scoring import GOOD, TARGET

PERIODS = ("daily", "weekly")
GAMES = ("tta", "duel", "catan", "wonders")
LEVEL = "hard"
assert LEVEL in LEVELS

# result tiers, the first element of every rank key: a finished loss ranks above giving up
WIN, DRAW, LOSS, FORFEIT = 3, 2, 1, 0
FORFEITS = ("resignation", "timeout")
SUPREMACY = ("military", "science", "political")  # Duel's Outcome.cause of an instant win

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


@dataclass(frozen=True, slots=True)
class Score:
    """A finished challenge game as the leaderboard ranks and shows it."""

    rank_key: tuple[int, ...]  # bigger is better; same length for every score of a game
    won: bool
    value: int  # the main number shown
    phrase: tuple[str, dict[str, Any]] = field(hash=False)  # message key and its arguments

    def to_json(self) -> dict[str, Any]:
        return {
            "rank_key": list(self.rank_key),
            "won": self.won,
            "value": self.value,
            "phrase": [self.phrase[0], dict(self.phrase[1])],
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Score:
        key, args = d["phrase"]
        return cls(
            tuple(int(x) for x in d["rank_key"]),
            bool(d["won"]),
            int(d["value"]),
            (str(key), dict(args)),
        )


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


def _rules_of(period: str, game_key: str, day: dt.date) -> tuple[dict[str, Any], int, str]:
    """(raw options, players, variant key) of a game's challenge starting on `day`."""
    daily = period == "daily"
    n = day.toordinal() if daily else week_index(day)
    if game_key == "tta":
        variant = "dummy" if n % 2 == 0 else "barbarians"
        return {"variant": variant}, 1, f"challenge.variant.tta.{variant}"
    if game_key == "duel":
        agora = n % 3 == 0 if daily else n % 2 == 1
        return {"agora": agora}, 2, "challenge.variant.duel." + ("agora" if agora else "base")
    if game_key == "catan":
        return {"ck": False, "board": "spiral"}, 4, "challenge.variant.catan.base"
    leaders = n % 2 == 1 if daily else n % 2 == 0
    return (
        {"leaders": leaders},
        3,
        "challenge.variant.wonders." + ("leaders" if leaders else "base"),
    )


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
    raw, players, variant = _rules_of(period, game_key, day)
    rules = REGISTRY[game_key]
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
        variant=variant,
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


def catan_turns(turn_no: int, first: int, players: int, seat: int) -> int:
    """How many turns `seat` began in a Catan game, from its state's `turn_no` (every seat's
    turns so far, counted from the first after set-up), `first` and `players`."""
    offset = (seat - first) % players  # the seat's first turn is turn number offset + 1
    return 0 if turn_no <= offset else (turn_no - offset - 1) // players + 1


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
    winners = frozenset(int(w) for w in outcome["winners"])
    game_facts = {str(k): int(v) for k, v in dict(outcome.get("facts", {})).items()}
    scorer = _SCORERS[challenge.game_key]
    return scorer(scores, winners, cause, game_facts, seat, dict(facts or {}))


def _result(winners: frozenset[int], seat: int) -> tuple[int, str]:
    if seat not in winners:
        return LOSS, "lost"
    return WIN, "won" if len(winners) == 1 else "shared"


def _rival(scores: list[int], seat: int) -> int:
    return max(p for i, p in enumerate(scores) if i != seat)


def _tta(
    scores: list[int],
    winners: frozenset[int],
    cause: str,
    facts: dict[str, int],
    seat: int,
    extra: dict[str, int],
) -> Score:
    """The variant's own verdict. Dummy player (rules A-5.5): more culture than the dummy wins,
    a tie is a draw; then the lead over the dummy. Barbarians: surviving is the win (rule 33,
    B-D26), graded by rule 35 (/work/shared/rules/tta-solo-variants.md): 180 or more is the
    target, over 200 a good score; then culture."""
    culture = facts.get("culture", scores[seat])
    if cause in ("beat_dummy", "lost_dummy", "tied_dummy"):
        dummy = facts["dummy"]
        tier, result = {"beat_dummy": (WIN, "won"), "tied_dummy": (DRAW, "draw")}.get(
            cause, (LOSS, "lost")
        )
        args = {"result": result, "culture": culture, "dummy": dummy}
        return Score(
            (tier, culture - dummy, culture, 0),
            tier == WIN,
            culture,
            ("challenge.score.tta.dummy", args),
        )
    if cause not in ("culture_target", "culture_short", "overrun"):
        raise ValueError(f"not a Through the Ages solo result: {cause!r}")
    survived = cause != "overrun"
    grade = 0 if not survived else 3 if culture > GOOD else 2 if culture >= TARGET else 1
    args = {
        "result": "won" if survived else "lost",
        "grade": ("none", "short", "target", "good")[grade],
        "culture": culture,
        "target": TARGET,
        "good": GOOD,
        "strength": facts.get("strength", 0),
        "barbarians": facts.get("barbarians", 0),
    }
    return Score(
        (WIN if survived else LOSS, grade, culture, 0),
        survived,
        culture,
        ("challenge.score.tta.barbarians", args),
    )


def _duel(
    scores: list[int],
    winners: frozenset[int],
    cause: str,
    facts: dict[str, int],
    seat: int,
    extra: dict[str, int],
) -> Score:
    """Win first; a supremacy (instant) win ranks above any civilian win, and a supremacy loss
    below any civilian loss; then the points difference; a sole win above a shared one."""
    tier, result = _result(winners, seat)
    rival = _rival(scores, seat)
    margin = scores[seat] - rival
    how = cause if cause in SUPREMACY else "points"
    instant = 1 if how != "points" else 0
    args = {"result": result, "how": how, "points": scores[seat], "rival": rival}
    return Score(
        (tier, instant if tier == WIN else -instant, margin, 1 if result == "won" else 0),
        tier == WIN,
        margin,
        ("challenge.score.duel", args),
    )


def _wonders(
    scores: list[int],
    winners: frozenset[int],
    cause: str,
    facts: dict[str, int],
    seat: int,
    extra: dict[str, int],
) -> Score:
    """First place wins (shared too); then the lead over the best opponent."""
    tier, result = _result(winners, seat)
    rival = _rival(scores, seat)
    margin = scores[seat] - rival
    args = {"result": result, "points": scores[seat], "rival": rival}
    return Score(
        (tier, margin, scores[seat], 1 if result == "won" else 0),
        tier == WIN,
        margin,
        ("challenge.score.wonders", args),
    )


def _catan(
    scores: list[int],
    winners: frozenset[int],
    cause: str,
    facts: dict[str, int],
    seat: int,
    extra: dict[str, int],
) -> Score:
    """Win first, then fewer of one's own turns (the caller passes facts={"turns": n}, see
    `catan_turns`); a loss by victory points."""
    turns = extra.get("turns", facts.get("turns"))
    if turns is None or turns < 0:
        raise ValueError('a Catan challenge is scored with facts={"turns": n}')
    tier, result = _result(winners, seat)
    points = scores[seat]
    args = {"result": result, "turns": turns, "points": points}
    if tier == WIN:
        return Score((WIN, -turns, points, 0), True, turns, ("challenge.score.catan", args))
    return Score((LOSS, points, -turns, 0), False, points, ("challenge.score.catan", args))


_SCORERS = {"tta": _tta, "duel": _duel, "wonders": _wonders, "catan": _catan}
