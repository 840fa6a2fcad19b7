"""The turn clock's rules: durations, when each deadline stage falls, and the rows after a save.

A seat's clock starts when a move becomes due from it (in a simultaneous phase, when the phase
began) and runs until that seat moves: each move made in time restarts it for the next move
the seat owes (a Catan roll, then each build; every move of a one-player game). Reminders fall
at half the time and when 10% remains, and the timeout at the end. The rows change in the
same transaction as the save that changes the game (`plan_deadlines`, bot.store Commit).
Nothing here sleeps or reads the wall clock: the time is passed in by whoever owns the
injected clock.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.engine.core import Rules
from bot.store.base import GameRecord, GameStatus, MoveRecord
from bot.store.clock_records import ClockSetting, Deadline, DeadlinePlan, TableNote
from bot.words.catalogue import t

MINUTE = 60
HOUR = 60 * MINUTE
DAY = 24 * HOUR
CLOCKS: dict[str, int] = {
    "off": 0,
    "1h": HOUR,
    "12h": 12 * HOUR,
    "24h": DAY,
    "72h": 3 * DAY,
    "7d": 7 * DAY,
}
TIMEOUTS = ("bot", "end")
STREAK_LIMIT = 3  # clock moves in a row after which the seat is handed to the bot
CLOCK_LEVEL = "medium"  # the bot that moves for an absent player
LEASE = 10 * MINUTE  # a claimed timeout not done by then (a crash) may be claimed again

HALF, TENTH, TIMEOUT, CLAIMED = 0, 1, 2, 3
_FRACTION = {HALF: 0.5, TENTH: 0.9, TIMEOUT: 1.0}
_DURATION = re.compile(r"^(\d+)\s*([smhd])$")
_UNIT = {"s": 1, "m": MINUTE, "h": HOUR, "d": DAY}


class FakeClock:
    """A clock that moves only when told: for the console's `@wait` and for tests."""

    def __init__(self, start: float = 1_750_000_000.0) -> None:
        self.now = float(start)

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> float:
        self.now += seconds
        return self.now


def parse_duration(text: str) -> int | None:
    """`30m`, `13h`, `2d` (also `45s`) as seconds; None when it is not one."""
    m = _DURATION.match(text.strip().lower())
    return int(m[1]) * _UNIT[m[2]] if m else None


def clock_seconds(word: str) -> int | None:
    """A `clock:` word as seconds per move (0 for off); None for a word we do not offer."""
    return CLOCKS.get(word.strip().lower())


@dataclass(frozen=True, slots=True)
class Stage:
    """What a due deadline row does now."""

    kind: int  # HALF, TENTH or TIMEOUT
    left: float  # seconds left on the seat's clock (0 at the timeout)


def stage_time(row: Deadline, seconds: int, stage: int) -> float:
    return row.started_at + seconds * _FRACTION[stage]


def current_stage(row: Deadline, seconds: int, now: float) -> Stage | None:
    """The latest stage due by `now` (a late scheduler skips reminders the timeout overtook)."""
    if row.stage >= CLAIMED:
        return Stage(TIMEOUT, 0.0) if row.next_at <= now else None
    for stage in (TIMEOUT, TENTH, HALF):
        if stage >= row.stage and stage_time(row, seconds, stage) <= now:
            left = max(0.0, row.started_at + seconds - now)
            return Stage(stage, left)
    return None


def next_after(row: Deadline, seconds: int, stage: int, now: float) -> tuple[int, float]:
    """The row's stage and time once `stage` has fired."""
    if stage >= TIMEOUT:
        return CLAIMED, now + LEASE
    return stage + 1, stage_time(row, seconds, stage + 1)


def active_clock(setting: ClockSetting | None, record: GameRecord) -> ClockSetting | None:
    """The clock of this very game, if it has one."""
    if setting is None or setting.seconds <= 0 or setting.game_since != record.created_at:
        return None
    return setting


def plan_deadlines(
    setting: ClockSetting,
    record: GameRecord,
    rules: Rules,
    state: Any,
    moves: Sequence[MoveRecord],
    running: Mapping[int, Deadline],
    last: int,
    now: float,
    *,
    clock_seat: int | None = None,
    pause: Collection[int] = (),
) -> tuple[DeadlinePlan, frozenset[int]]:
    """How a save changes the clock's rows (written in the save's transaction), and the seats
    whose run of clock moves ends (their people moved themselves).

    Each person who owes a move has a clock. A seat that moved in this save (a person's move,
    an undo, or the clock's own turn for an absent player) starts a fresh one for the next move
    it owes, so a move made in time always buys the full time again, in a one-player game too;
    a seat that still owes and did not move keeps its clock as stored (a reminder or a claim
    made meanwhile included). `pause` seats get no clock until their person moves again."""
    if record.status != GameStatus.ACTIVE or state is None:
        return DeadlinePlan(), frozenset()
    users = {s.seat: s.user_id for s in record.seats if not s.is_bot and s.user_id is not None}
    moved = {m.seat for m in moves}
    keep: set[int] = set()
    start: list[Deadline] = []
    due = sorted(rules.to_move(state))
    for seat in due:
        user = users.get(seat)
        if user is None or seat in pause:
            continue
        old = running.get(seat)
        if old is not None and old.user_id == user and seat not in moved:
            keep.add(seat)
            continue
        row = Deadline(record.channel_id, seat, user, now, last, HALF, 0.0, len(due) == 1)
        start.append(replace(row, next_at=stage_time(row, setting.seconds, HALF)))
    people_moved = frozenset(s for s in moved if s in users and s != clock_seat)
    return DeadlinePlan(frozenset(keep), tuple(start)), people_moved


CLOCK_MOVE = "log.clock_move"  # the table note of a clock's turn: `seq` to `upto`


def by_clock(note: TableNote, seq: int) -> bool:
    """Whether move `seq` is one the clock made for an absent player (its note says so)."""
    return note.key == CLOCK_MOVE and note.seq <= seq <= int(note.params.get("upto", note.seq))


def format_duration(seconds: float, locale: str | None = None) -> str:
    """`2d 4h`, `3h 20m`, `45m`: the two largest units, in the reader's language."""
    total = int(max(0, seconds)) // MINUTE
    days, rest = divmod(total, 24 * 60)
    hours, minutes = divmod(rest, 60)
    parts = [
        t(key, locale, n=n)
        for key, n in (
            ("duration.days", days),
            ("duration.hours", hours),
            ("duration.minutes", minutes),
        )
        if n
    ]
    return " ".join(parts[:2]) if parts else t("duration.moment", locale)
