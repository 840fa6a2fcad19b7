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

from bot.engine.ai.base import has_player_ai
from bot.engine.core import Event, Outcome, RuleError, Rules, play
from bot.engine.rng import derive_seed
from bot.engine.words import phrase
from bot.shards import Shards
from bot.store.base import GameStatus, MoveRecord, StoreBusy
from bot.store.clock_records import ClockSeat, ClockSetting, Deadline, TableNote
from bot.table.clock import (
    CLOCK_LEVEL,
    CLOCK_MOVE,
    STREAK_LIMIT,
    TIMEOUT,
    active_clock,
    current_stage,
    next_after,
)
from bot.table.metrics import CLOCK_LAG_SECONDS, STORE_ERRORS
from bot.table.service import Change, GameService, Table, Update, playable, seat_names

log = logging.getLogger(__name__)

TURN_STEPS = 40  # steps of one turn the clock plays at most (a turn always ends well before)
# events that end a player's turn where the same seat moves next (a one-player game)
TURN_ENDS = frozenset({"end_turn"})
THINK_AGAIN = 3  # a board that moved while the clock's bot thought: think again this often
UNSEEN = "clock.unseen:"  # store meta, by channel: "1" while the clock's posts there fail


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


@dataclass(frozen=True, slots=True)
class Reminder:
    """Half the time, or all but 10%, has passed for these players' move."""

    channel_id: int
    guild_id: int | None
    users: tuple[int, ...]
    stage: int  # bot.table.clock.HALF or bot.table.clock.TENTH
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


@dataclass(frozen=True, slots=True)
class Paused:
    """The clock ran out for these players in a game with no player AI: no move was made, and
    their clock waits until they move."""

    channel_id: int
    guild_id: int | None
    users: tuple[int, ...]
    unseen: bool = False  # paused because the clock's warnings could not be posted


@dataclass(frozen=True, slots=True)
class Turn:
    """The clock bot's moves for an absent player's turn, worked out before they are saved."""

    state: Any
    moves: list[MoveRecord]
    events: list[Event]


Notice = Reminder | ClockMove | Paused


class Timekeeper:
    """Fires the deadlines that are due on the service's clock."""

    def __init__(self, service: GameService) -> None:
        self.service = service

    @property
    def store(self) -> Any:
        return self.service.store

    def now(self) -> float:
        return self.service.now()

    async def unseen(self, channel_id: int) -> bool:
        """Whether the clock's last message in this channel could not be posted there."""
        return await self.service.remembered.get(f"{UNSEEN}{channel_id}") == "1"

    async def set_unseen(self, channel_id: int, unseen: bool) -> None:
        """A clock message failed (or went up again) in this channel: while its warnings
        cannot be seen, the clock neither ends the game nor moves for anyone."""
        if await self.unseen(channel_id) != unseen:
            await self.service.remembered.set(f"{UNSEEN}{channel_id}", "1" if unseen else "")

    async def fire_due(self, shards: Shards | None = None) -> list[Notice]:
        """Everything due by now, channel by channel, oldest first: in the channels of the
        shards this process serves (None: all channels)."""
        now = self.now()
        channels: dict[int, list[Deadline]] = {}
        for row in await self.store.due_deadlines(now, shards):
            CLOCK_LAG_SECONDS.observe(max(0.0, now - row.next_at))
            channels.setdefault(row.channel_id, []).append(row)
        notices: list[Notice] = []
        for channel_id, rows in channels.items():
            try:
                notices += await self._fire_channel(channel_id, rows, now)
            except RuleError as e:  # the table went away: nothing to do now
                log.info("Clock of channel %s skipped: %s", channel_id, e)
            except StoreBusy as e:  # a passing condition: the next round tries again
                STORE_ERRORS.labels("busy").inc()
                log.warning("Clock of channel %s waits, the store is busy: %s", channel_id, e)
        return notices

    async def _current(self, loaded: Table, row: Deadline) -> bool:
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
        async with service.table(channel_id) as loaded:
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
            notices += await self._timeout(row, clock, loaded.rules)
        return notices

    async def _timeout(self, row: Deadline, clock: ClockSetting, rules: Rules) -> list[Notice]:
        """The absent player's turn, played by the clock's bot and saved in one transaction
        with the clock's rows: claimed, then acted and recorded at once, so a crash before the
        save leaves the claim to fire again after its lease and a crash after it leaves
        nothing to fire. A game whose bots cannot think (no player AI) gets no random moves:
        its clock pauses until the player moves, and says so; so does a clock whose warnings
        could not be posted in the channel (a game never ends on time unseen)."""
        if await self.unseen(row.channel_id):
            return await self._pause(row, unseen=True)
        if clock.on_timeout == "end":
            ended = await self._end(row)
            return [ended] if ended is not None else []
        service = self.service
        if not has_player_ai(rules):
            return await self._pause(row)
        for _ in range(THINK_AGAIN):
            async with service.table(row.channel_id) as loaded:
                if not await self._current(loaded, row):
                    await self.store.drop_deadline(row)
                    return []  # the person moved in time after all
                version = loaded.record.version
                first_seq = await service.next_seq(loaded.record)
            turn = await self._think_turn(loaded, row.seat, first_seq, row.alone)
            async with service.table(row.channel_id) as again:
                if again.record.version != version:
                    continue  # the board moved while the bot thought: look again
                if not turn.moves:  # nothing to play (the game ended meanwhile)
                    await self.store.drop_deadline(row)
                    return []
                return [await self._play_for(again, row, turn)]
        return []

    async def _think_turn(self, loaded: Table, seat: int, first_seq: int, alone: bool) -> Turn:
        """The clock bot's moves for the seat's current turn, worked out off the lock (play()
        works on copies): one move when its clock began in a shared phase (`alone` false),
        else the seat's moves while it alone owes, at most TURN_STEPS of them."""
        service = self.service
        record, rules, state = loaded.record, loaded.rules, loaded.state
        moves: list[MoveRecord] = []
        events: list[Event] = []
        for _ in range(TURN_STEPS):
            if rules.outcome(state) is not None or seat not in rules.to_move(state):
                break
            seq = first_seq + len(moves)
            thought = await service.thinker.choose(
                record.game_key,
                rules.view(state, seat),
                seat,
                [a.token for a in playable(rules, state, seat)],
                CLOCK_LEVEL,
                derive_seed(record.seed, seq, "clock"),
            )
            state, new = play(rules, state, seat, thought.token)
            moves.append(service.move_record(seq, seat, thought.token, new))
            events.extend(new)
            if not alone or set(rules.to_move(state)) != {seat}:
                break  # a shared phase's move, or others owe now: the seat's turn is played
            if any(e.kind in TURN_ENDS for e in new):
                break  # the turn ended and the same seat begins the next (one player)
        return Turn(state, moves, events)

    async def _play_for(self, loaded: Table, row: Deadline, turn: Turn) -> ClockMove:
        """Save the clock's turn for the absent player, with the bots after it, the clock's
        rows, the seat's streak and the table's note, in one transaction; the turn counts once
        towards the hand-over."""
        service = self.service
        record, seat = loaded.record, row.seat
        name = seat_names(record)[seat]
        moves = list(turn.moves)
        events = list(turn.events)
        streak = (await self.store.clock_seat(record.channel_id, seat)).streak + 1
        handed = streak >= STREAK_LIMIT
        if handed:
            seats = tuple(
                replace(s, user_id=None, is_bot=True, level=CLOCK_LEVEL) if s.seat == seat else s
                for s in record.seats
            )
            record = replace(record, seats=seats)
        first = moves[0].seq
        upto = moves[-1].seq  # the seat's moves: the bots' answers come after
        state = service.bots_answer(loaded, record, turn.state, first, moves, events)
        notes = [TableNote(first, self.now(), CLOCK_MOVE, {"name": name, "upto": upto})]
        if handed:
            notes.append(TableNote(first, self.now(), "log.clock_bot", {"name": name}))
        streaks = ClockSeat(0, row.user_id) if handed else ClockSeat(streak, None)
        lines = [phrase("clock.played", user=mention(row.user_id))]
        if handed:
            lines.append(phrase("clock.handed_over", user=mention(row.user_id), n=STREAK_LIMIT))
        change = Change(
            record,
            state,
            moves,
            events,
            first=tuple(lines),
            clock_seat=seat,
            clock_seats=[(seat, streaks)],
            notes=notes,
        )
        update = await service.commit(loaded, change)
        return ClockMove(
            update.channel_id, record.guild_id, row.user_id, update, handed_over=handed
        )

    async def _pause(self, row: Deadline, *, unseen: bool = False) -> list[Notice]:
        """No player AI to stand in: the seat's clock stops (its claimed row goes) until the
        person moves again, which starts it afresh."""
        async with self.service.table(row.channel_id) as loaded:
            current = await self._current(loaded, row)
            await self.store.drop_deadline(row)
        if not current:
            return []
        return [Paused(row.channel_id, loaded.record.guild_id, (row.user_id,), unseen)]

    async def _end(self, row: Deadline) -> ClockMove | None:
        """timeout:end: the game is over and the absent player has lost on time."""
        service = self.service
        async with service.table(row.channel_id) as loaded:
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
            name = seat_names(record)[row.seat]
            seq = await service.next_seq(record) - 1
            note = TableNote(seq, self.now(), "log.clock_end", {"name": name})
            line = phrase("clock.timeout_end", user=mention(row.user_id))
            change = Change(ended, loaded.state, first=(line,), notes=[note])
            try:
                update = await service.commit(loaded, change)
            except RuleError:
                return None  # someone saved first
            return ClockMove(update.channel_id, record.guild_id, row.user_id, update, ended=True)
