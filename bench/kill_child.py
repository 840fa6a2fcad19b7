"""The process bench/kills.py kills: plays clocked tables on one store until it dies.

Run by bench/kills.py, not by hand:
    python bench/kill_child.py --db URL --start SECONDS --seed N [--steps N]
with KILL_AT=point:n[:what] in the environment to die at a chosen point, and SPLIT=1 to write
as the store did before issue 28 (see `arm`).

The workload, one step at a time on a fake clock that moves 5 minutes a step: four Tokens
tables and two 7 Wonders Duel tables, each with two people and a 1h clock, whose people
move now and then (sometimes taking the move back) and sometimes let the clock run, so the
scheduler's reminders and timeouts fire (at one table of each game a person never moves:
after three clock turns their seat goes to the clock's bot); and daily Duel challenges started
(and sometimes resumed or resigned) in DM channels of their own. Everything it does is
decided from what the store holds, so a restarted child carries on where the killed one
stopped.

It prints one flushed line per fact the parent checks (fields separated by spaces):
    time T                          the clock reached T (printed before T is used)
    ready T                         the store is open, the workload begins
    try move CH SEQ SEAT TOKEN      an act is about to be made (SEQ: its move number)
    ack move CH SEQ SEAT TOKEN      the act was acknowledged (its save committed)
    try undo CH SEQ TARGET / ack undo CH SEQ TARGET
    ack create CH / ack challenge KEY USER CH / ack resign CH / ack resume CH
    fired CH SEAT SINCE STARTED STAGE T USER   a deadline's stage was claimed at T
    notice KIND CH USER...          what the scheduler handed back after a round
    refused WHAT CH KEY             a command was refused (a rule, not a failure)
    dying POINT N                   the chosen point was reached: SIGKILL follows
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import signal
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.chat.challenge_commands import Challenges, pick, today_of
from bot.chat.commands import Commands, Requester
from bot.engine.core import RuleError
from bot.engine.registry import get_rules, load_plugins
from bot.store import GameStore, open_store
from bot.store.base import GameRecord, GameStatus
from bot.store.clock_records import Commit, Deadline
from bot.table.clock import CLAIMED, MINUTE, FakeClock
from bot.table.service import GameService
from bot.table.thinker import Thinker
from bot.table.timekeeper import ClockMove, Paused, Reminder, Timekeeper

STEP = 5 * MINUTE  # the fake clock's step: a 1h clock reminds after 6 steps, times out after 12
P_MOVE = 0.15  # a table's person moves in a step with this chance (else the clock runs on)
P_UNDO = 0.2  # a move just made is taken back with this chance (when it may be)
P_CHALLENGE = 0.12  # a new daily challenge is started in a step with this chance
P_RESUME = 0.3  # ... and its player asks again (the same day: the game is resumed)
P_RESIGN = 0.05  # the newest open challenge game is resigned in a step with this chance
TABLES = (("tokens", 4), ("duel", 2))  # (game, tables): two people and a 1h clock each
ABSENT = {3: 1, 5: 1}  # table slot -> a seat whose person never moves: the clock hands it over
TABLE_BASE = 10_000_000  # channel of table slot s, game generation g: base + s * 10_000 + g
CHALLENGE_CHANNEL = 30_000_000  # challenge n is played in channel base + n by user base + n
CHALLENGE_USER = 40_000_000
CLOCK = "1h"


def say(*parts: Any) -> None:
    """One line for the parent, on its way before anything that follows can kill us."""
    sys.stdout.write(" ".join(str(p) for p in parts) + "\n")
    sys.stdout.flush()


def die(point: str, n: int) -> None:
    say("dying", point, n)
    os.kill(os.getpid(), signal.SIGKILL)


class SteppingClock(FakeClock):
    """The service's clock: it moves only by `step`, which tells the parent first, so a
    restarted child can start where this one's time may have been used."""

    def step(self) -> float:
        self.now += STEP
        say("time", repr(self.now))
        return self.now


def in_transaction(conn: Any) -> bool:
    """Whether a store connection is inside a transaction (aiosqlite or asyncpg)."""
    if hasattr(conn, "is_in_transaction"):
        return bool(conn.is_in_transaction())
    return bool(conn.in_transaction)


def arm(store: Any, clock: FakeClock, kill_at: str, *, split: bool = False) -> None:
    """Wrap the store's methods: every claimed stage is reported, and with `kill_at` the
    process dies by SIGKILL at the chosen point:

    after_save:N       right after the Nth save that wrote (its transaction committed)
    after_create:N     right after the Nth create committed (a table or a challenge)
    between_writes:N   inside the Nth save's or create's transaction, after the clock's rows,
                       notes and attempt were written, before the commit
    during_stage:N:any / during_stage:N:timeout
                       right after the Nth claim of a stage (of a timeout) committed, before
                       the reminder is handed back or the clock's turn is saved
    """
    point, _, rest = kill_at.partition(":")
    wanted_text, _, what = rest.partition(":")
    wanted = int(wanted_text) if wanted_text else 0
    count = 0

    def reached() -> None:
        nonlocal count
        count += 1
        if count == wanted:
            die(point, count)

    save, create = store.save, store.create
    write_commit, claim = store._write_commit, store.claim_deadline

    async def saving(
        record: GameRecord, expected: int, moves: Any = (), commit: Commit | None = None
    ) -> Any:
        saved = await save(record, expected, moves, None if split else commit)
        if saved is not None and point == "after_save":
            reached()
        if saved is not None and split and commit is not None:
            await apart(record, commit)
        return saved

    async def creating(record: GameRecord, moves: Any = (), commit: Commit | None = None) -> Any:
        created = await create(record, moves, None if split else commit)
        if point == "after_create":
            reached()
        if split and commit is not None:
            await apart(created, commit)
        return created

    async def apart(record: GameRecord, commit: Commit) -> None:
        """The old way (SPLIT=1): the clock's rows, notes and attempt in a second transaction."""
        async with store._tx() as conn:
            await store._write_commit(conn, record.channel_id, record.created_at, commit)

    async def writing(conn: Any, *args: Any, **kwargs: Any) -> Any:
        await write_commit(conn, *args, **kwargs)
        if point == "between_writes" and in_transaction(conn):
            reached()

    async def claiming(row: Deadline, stage: int, next_at: float) -> bool:
        claimed = bool(await claim(row, stage, next_at))
        if claimed:
            fired = stage - 1  # the stage that fires: HALF, TENTH, or TIMEOUT (-> CLAIMED)
            say(
                "fired",
                row.channel_id,
                row.seat,
                row.since_seq,
                repr(row.started_at),
                fired,
                repr(clock.now),
                row.user_id,
            )
            if point == "during_stage" and (what != "timeout" or stage == CLAIMED):
                reached()
        return claimed

    store.save, store.create = saving, creating
    store._write_commit, store.claim_deadline = writing, claiming


@dataclass
class Slot:
    """A table that is played game after game, each game in a channel of its own."""

    index: int
    game: str
    gen: int = 0
    absent: int | None = None  # a seat whose person never moves

    @property
    def channel(self) -> int:
        return TABLE_BASE + self.index * 10_000 + self.gen

    def user(self, seat: int) -> int:
        return 1_000 + 10 * self.index + seat


class Workload:
    def __init__(self, store: GameStore, clock: SteppingClock, rng: random.Random) -> None:
        self.store = store
        self.clock = clock
        self.rng = rng
        self.service = GameService(store, clock=clock, thinker=Thinker(inline=True))
        self.keeper = Timekeeper(self.service)
        self.challenges = Challenges(Commands(self.service), clock=clock)
        self.slots: list[Slot] = []
        for game, n in TABLES:
            for _ in range(n):
                n = len(self.slots)
                self.slots.append(Slot(n, game, absent=ABSENT.get(n)))
        self.started = 0  # challenges started so far (their channels are numbered)

    async def resume(self) -> None:
        """Find where the store stands: each table's latest game, the challenges so far."""
        for slot in self.slots:
            while await self.store.load(slot.channel + 1) is not None:
                slot.gen += 1
        while await self.store.load(CHALLENGE_CHANNEL + self.started) is not None:
            self.started += 1

    async def step(self) -> None:
        self.clock.step()
        for slot in self.slots:
            await self.guarded("table", slot.channel, self.table(slot))
        notices = await self.keeper.fire_due()
        for n in notices:
            if isinstance(n, Reminder):
                say("notice", "reminder", n.channel_id, n.stage, *n.users)
            elif isinstance(n, ClockMove):
                say("notice", "clock_move", n.channel_id, n.user_id, int(n.handed_over))
            elif isinstance(n, Paused):
                say("notice", "paused", n.channel_id, *n.users)
        if self.rng.random() < P_CHALLENGE:
            await self.guarded("challenge", CHALLENGE_CHANNEL + self.started, self.challenge())
        if self.started and self.rng.random() < P_RESIGN:
            channel = CHALLENGE_CHANNEL + self.started - 1
            await self.guarded("resign", channel, self.resign(channel))

    async def guarded(self, what: str, channel: int, work: Any) -> None:
        try:
            await work
        except RuleError as e:
            say("refused", what, channel, e.key or "-")

    async def table(self, slot: Slot) -> None:
        svc, ch = self.service, slot.channel
        record = await self.store.load(ch)
        if record is None:
            await svc.create(ch, slot.user(0), slot.game, {}, name="p0", clock=CLOCK)
            say("ack create", ch)
            return
        if record.status == GameStatus.LOBBY:
            if len(record.seats) < 2:
                await svc.join(ch, slot.user(1), name="p1")  # a full Duel table starts
            else:
                await svc.start(ch, slot.user(0))
            return
        if record.status != GameStatus.ACTIVE or record.state is None:
            slot.gen += 1  # the game is over: the next one opens in the next step
            return
        rules = get_rules(record.game_key)
        state = rules.from_json(record.state)
        seats = {s.seat: s for s in record.seats}
        due = sorted(rules.to_move(state))
        if any(seats[s].is_bot for s in due):  # a seat the clock handed to its bot
            async for update in svc.run_bots(ch):
                say("ack bots", ch, update.version)
            return
        people = [s for s in due if s != slot.absent]
        if not people or self.rng.random() >= P_MOVE:
            return
        seat = self.rng.choice(people)
        user = seats[seat].user_id
        assert user is not None
        token = self.rng.choice(rules.legal_actions(state, seat)).token
        seq = await self.store.last_seq(ch) + 1
        say("try move", ch, seq, seat, token)
        update = await svc.act(ch, user, token)
        say("ack move", ch, seq, seat, token)
        if update.undoable == seq and self.rng.random() < P_UNDO:
            mark = await self.store.last_seq(ch) + 1
            say("try undo", ch, mark, seq)
            await svc.undo(ch, user, seq=seq)
            say("ack undo", ch, mark, seq)

    async def challenge(self) -> None:
        n = self.started
        channel, user = CHALLENGE_CHANNEL + n, CHALLENGE_USER + n
        key = pick("daily", "duel", today_of(self.clock())).key
        who = Requester(channel, user, f"c{n}")
        reply = await self.challenges.start(who, "daily", "duel", channel)
        if reply.is_error:
            say("refused", "challenge", channel, "-")
            return
        self.started += 1
        say("ack challenge", key, user, channel)
        if self.rng.random() < P_RESUME:  # asking again the same day resumes the same game
            again = await self.challenges.start(who, "daily", "duel", channel)
            say("ack resume" if not again.is_error else "refused resume", channel)

    async def resign(self, channel: int) -> None:
        record = await self.store.load(channel)
        if record is not None and record.status == GameStatus.ACTIVE:
            await self.service.resign(channel, record.created_by)
            say("ack resign", channel)


async def main(args: argparse.Namespace) -> None:
    load_plugins("tests.support.plugin")
    store = open_store(args.db)
    await store.open()
    clock = SteppingClock(args.start)
    arm(store, clock, os.environ.get("KILL_AT", ""), split=os.environ.get("SPLIT") == "1")
    work = Workload(store, clock, random.Random(args.seed))
    await work.resume()
    say("ready", repr(clock.now))
    step = 0
    while args.steps is None or step < args.steps:
        step += 1
        await work.step()
    await store.close()
    say("done", step)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--db", required=True, help="a SQLite file or a postgresql:// URL")
    parser.add_argument("--start", type=float, required=True, help="the fake clock's start")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--steps", type=int, default=None, help="stop after this many steps")
    asyncio.run(main(parser.parse_args()))
