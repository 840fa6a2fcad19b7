"""The scheduler's work: fire the turn clock's due deadlines through the service.

One caller per process (the Discord client's task loop, or the console's `@wait`) calls
`fire_due`, for the channels of the shards that process serves (bot.shards); each stage of a
deadline row is claimed in the store before it acts, so it fires once, whichever process
tries first. A timeout's
move goes through the same `play()` path and versioned save as a person's: if the person moved
meanwhile, their save won and the clock gives up without a word.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.clock import (
    CLOCK_LEVEL,
    STREAK_LIMIT,
    TIMEOUT,
    active_clock,
    current_stage,
    next_after,
)
from bot.engine.core import Outcome, RuleError, play
from bot.engine.rng import derive_seed
from bot.engine.words import phrase
from bot.i18n import t
from bot.service import GameService, Update, _Loaded, seat_names
from bot.shards import Shards
from bot.store.base import GameStatus, MoveRecord, StoreBusy
from bot.store.clock_records import ClockSeat, ClockSetting, Deadline, TableNote

log = logging.getLogger(__name__)

TURN_STEPS = 40  # steps of one turn the clock plays at most (a turn always ends well before)
THINK_AGAIN = 3  # a board that moved while the clock's bot thought: think again this often


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


@dataclass(frozen=True, slots=True)
class Reminder:
    """Half the time, or all but 10%, has passed for these players' move."""

    channel_id: int
    guild_id: int | None
    users: tuple[int, ...]
    stage: int  # bot.clock.HALF or bot.clock.TENTH
    left: float  # seconds left


@dataclass(frozen=True, slots=True)
class ClockMove:
    """The clock moved for an absent player, or ended the game (timeout:end)."""

    channel_id: int
    guild_id: int | None
    user_id: int
    update: Update
    handed_over: bool = False
    ended: bool = False
    still_due: bool = False  # the player's turn goes on: the clock plays its next step too
    first: bool = True  # the turn's first step (the one counted and announced)


Notice = Reminder | ClockMove


class Timekeeper:
    """Fires the deadlines that are due on the service's clock."""

    def __init__(self, service: GameService) -> None:
        self.service = service

    @property
    def store(self) -> Any:
        return self.service.store

    def now(self) -> float:
        return self.service._clock()

    async def fire_due(self, shards: Shards | None = None) -> list[Notice]:
        """Everything due by now, channel by channel, oldest first: in the channels of the
        shards this process serves (None: all channels)."""
        now = self.now()
        channels: dict[int, list[Deadline]] = {}
        for row in await self.store.due_deadlines(now, shards):
            channels.setdefault(row.channel_id, []).append(row)
        notices: list[Notice] = []
        for channel_id, rows in channels.items():
            try:
                notices += await self._fire_channel(channel_id, rows, now)
            except RuleError as e:  # the table went away: nothing to do now
                log.info("Clock of channel %s skipped: %s", channel_id, e)
            except StoreBusy as e:  # a passing condition: the next round tries again
                log.warning("Clock of channel %s waits, the store is busy: %s", channel_id, e)
        return notices

    async def _current(self, loaded: _Loaded, row: Deadline) -> bool:
        """The row is still this seat's clock: the same person owes a move, in the same turn
        (the store still holds this very row; a new turn would have started a new one)."""
        record, rules = loaded.record, loaded.rules
        if record.status != GameStatus.ACTIVE or loaded.state is None:
            return False
        seat = next((s for s in record.seats if s.seat == row.seat), None)
        if seat is None or seat.is_bot or seat.user_id != row.user_id:
            return False
        if row.seat not in rules.to_move(loaded.state):
            return False
        stored = {d.seat: d for d in await self.store.deadlines_of(record.channel_id)}
        now = stored.get(row.seat)
        return now is not None and (now.started_at, now.since_seq) == (
            row.started_at,
            row.since_seq,
        )

    async def _fire_channel(
        self, channel_id: int, rows: Sequence[Deadline], now: float
    ) -> list[Notice]:
        service = self.service
        setting = await self.store.get_clock(channel_id)
        reminders: dict[int, list[tuple[int, float]]] = {}
        timeouts: list[Deadline] = []
        async with service._lock(channel_id):
            loaded = await service._load(channel_id, open_only=False)
            clock = active_clock(setting, loaded.record)
            for row in rows:
                if clock is None or not await self._current(loaded, row):
                    await self.store.drop_deadline(row)
                    continue
                stage = current_stage(row, clock.seconds, now)
                if stage is None:
                    continue
                after, at = next_after(row, clock.seconds, stage.kind, now)
                if not await self.store.claim_deadline(row, after, at):
                    continue  # another scheduler fired it
                if stage.kind == TIMEOUT:
                    timeouts.append(row)
                else:
                    reminders.setdefault(stage.kind, []).append((row.user_id, stage.left))
        guild_id = loaded.record.guild_id
        notices: list[Notice] = [
            Reminder(
                channel_id,
                guild_id,
                tuple(dict.fromkeys(u for u, _ in items)),
                kind,
                min(left for _, left in items),
            )
            for kind, items in sorted(reminders.items())
        ]
        for row in timeouts:
            assert clock is not None
            notices += await self._timeout(row, clock)
        return notices

    async def _timeout(self, row: Deadline, clock: ClockSetting) -> list[ClockMove]:
        """The absent player's whole turn, every step of it, played by the clock's bot; it
        counts as one clock move (the first step says so)."""
        if clock.on_timeout == "end":
            ended = await self._end(row)
            return [ended] if ended is not None else []
        moves: list[ClockMove] = []
        for _ in range(TURN_STEPS):
            move = await self._clock_step(row, first=not moves)
            if move is None:
                break
            moves.append(move)
            if move.handed_over or not move.still_due:
                break
        return moves

    async def _clock_step(self, row: Deadline, *, first: bool) -> ClockMove | None:
        service = self.service
        channel_id, seat = row.channel_id, row.seat
        for _ in range(THINK_AGAIN):
            async with service._lock(channel_id):
                loaded = await service._load(channel_id, open_only=False)
                if not await self._current(loaded, row):
                    if first:
                        await self.store.drop_deadline(row)
                    return None  # the person moved in time after all (or finished the turn)
                record, rules, state = loaded.record, loaded.rules, loaded.state
                version = record.version
                seq = await service._next_seq(record)
                view = rules.view(state, seat)
                legal = [a.token for a in rules.legal_actions(state, seat)]
            thought = await service.thinker.choose(
                record.game_key,
                view,
                seat,
                legal,
                CLOCK_LEVEL,
                derive_seed(record.seed, seq, "clock"),
            )
            async with service._lock(channel_id):
                loaded = await service._load(channel_id, open_only=False)
                if loaded.record.version != version:
                    continue  # the board moved while the bot thought: look again
                move = await self._play_for(loaded, row, thought.token, seq, first=first)
                if move is not None:
                    return move
        return None

    async def _play_for(
        self, loaded: _Loaded, row: Deadline, token: str, seq: int, *, first: bool = True
    ) -> ClockMove | None:
        """One step for the absent player, the bots after it, saved if nobody saved first; the
        first step of the turn counts towards the hand-over and is announced."""
        service = self.service
        record, rules = loaded.record, loaded.rules
        seat, version = row.seat, record.version
        name = seat_names(record)[seat]
        state, events = play(rules, loaded.state, seat, token)
        moves: list[MoveRecord] = [service._move(seq, seat, token, events)]
        all_events = list(events)
        streak = (await self.store.clock_seat(record.channel_id, seat)).streak + (1 if first else 0)
        handed = first and streak >= STREAK_LIMIT
        if handed:
            seats = tuple(
                replace(s, user_id=None, is_bot=True, level=CLOCK_LEVEL) if s.seat == seat else s
                for s in record.seats
            )
            record = replace(record, seats=seats)
        state = service._run_bots(rules, record, state, seq, moves, all_events)
        saved = await self.store.save(service._finish(rules, record, state), version, moves)
        if saved is None:
            return None  # someone saved first: they won; the clock gives up quietly
        if first:
            await self.store.set_clock_seat(
                record.channel_id,
                seat,
                ClockSeat(0, row.user_id) if handed else ClockSeat(streak, None),
            )
        await service.after_save(saved, moves, clock_seat=seat)
        service._remember(saved, state)
        await self._note(saved.channel_id, saved.created_at, seq, "log.clock_move", name=name)
        lines = [t("clock.played", None, user=mention(row.user_id))] if first else []
        if handed:
            await self._note(saved.channel_id, saved.created_at, seq, "log.clock_bot", name=name)
            lines.append(t("clock.handed_over", None, user=mention(row.user_id), n=STREAK_LIMIT))
        update = service._update(loaded, saved, state, all_events, first=tuple(lines))
        still_due = saved.status == GameStatus.ACTIVE and seat in rules.to_move(state)
        return ClockMove(
            saved.channel_id,
            saved.guild_id,
            row.user_id,
            update,
            handed_over=handed,
            still_due=still_due,
            first=first,
        )

    async def _end(self, row: Deadline) -> ClockMove | None:
        """timeout:end: the game is over and the absent player has lost on time."""
        service = self.service
        async with service._lock(row.channel_id):
            loaded = await service._load(row.channel_id, open_only=False)
            if not await self._current(loaded, row):
                await self.store.drop_deadline(row)
                return None
            record = loaded.record
            n = len(record.seats)
            others = frozenset(i for i in range(n) if i != row.seat)
            outcome = Outcome(
                tuple(0 if i == row.seat else 1 for i in range(n)),
                others,
                "timeout",
                tuple({"timeout": 1 if i == row.seat else 0} for i in range(n)),
                cause="timeout",
                facts={"seat": row.seat},
            )
            ended = replace(record, status=GameStatus.FINISHED, outcome=outcome.to_json())
            saved = await self.store.save(ended, record.version, ())
            if saved is None:
                return None
            await service.after_save(saved, ())
            service._remember(saved, None)
            name = seat_names(record)[row.seat]
            seq = await service._next_seq(saved) - 1
            await self._note(saved.channel_id, saved.created_at, seq, "log.clock_end", name=name)
            line = phrase("clock.timeout_end", user=mention(row.user_id))
            update = service._update(loaded, saved, loaded.state, (), first=(line,))
            return ClockMove(saved.channel_id, saved.guild_id, row.user_id, update, ended=True)

    async def _note(self, channel_id: int, since: float, seq: int, key: str, **params: Any) -> None:
        await self.store.add_note(channel_id, since, TableNote(seq, self.now(), key, params))
