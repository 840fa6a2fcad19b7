"""The clock's store rows: claims succeed once, rows survive reopening, on every store. The
rows are written the way the service writes them: in the Commit of a create() or a save()."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

from bot.shards import Shards
from bot.store import GameRecord, GameStatus, GameStore
from bot.store.clock_records import (
    BoardMessage,
    ClockSeat,
    ClockSetting,
    Commit,
    Deadline,
    DeadlinePlan,
    TableNote,
    UserPrefs,
)
from bot.store.clockrows import DEADLINE_COLUMNS
from tests.store.conftest import Backend
from tests.store.support import guild_on, make_record


async def opened(
    store: GameStore, channel_id: int, created_at: float = 1.5, **rows: Any
) -> GameRecord:
    """A game opened the way the service opens one: its clock's rows in create()'s Commit."""
    return await store.create(make_record(channel_id, created_at=created_at), commit=Commit(**rows))


def starting(*rows: Deadline) -> DeadlinePlan:
    """A save's plan that leaves exactly `rows` running."""
    return DeadlinePlan(start=rows)


async def test_a_deadline_stage_is_claimed_once_and_survives_a_reopen(backend: Backend) -> None:
    row = Deadline(5, 1, 77, 1000.0, 3, 0, 1050.0)
    async with backend.store() as store:
        await opened(store, 5, clock=ClockSetting(100, "bot", 0.0), deadlines=starting(row))
        assert await store.due_deadlines(1049.0) == []
        assert await store.due_deadlines(1050.0) == [row]
    async with backend.store() as again, backend.store() as rival:  # two processes
        assert await again.get_clock(5) == ClockSetting(100, "bot", 1.5)  # since the game's start
        assert await again.claim_deadline(row, 1, 1090.0)
        assert not await rival.claim_deadline(row, 1, 1090.0)  # already claimed
        (moved,) = await rival.deadlines_of(5)
        assert (moved.stage, moved.next_at) == (1, 1090.0)
        await again.drop_deadline(row)
        assert await again.deadlines_of(5) == []


async def test_racing_claims_of_one_stage_fire_it_exactly_once(backend: Backend) -> None:
    """Two schedulers (two processes) claim every stage of many rows at the same moment."""
    rows = [Deadline(7, seat, 100 + seat, 1000.0, 1, 0, 1010.0 + seat) for seat in range(8)]
    async with backend.store() as a, backend.store() as b:
        await opened(a, 7, deadlines=starting(*rows))
        fired = {"a": 0, "b": 0}
        for stage in range(3):
            due = await a.due_deadlines(10_000.0)
            assert [d.stage for d in due] == [stage] * len(rows)
            for d in due:
                won = await asyncio.gather(
                    a.claim_deadline(d, stage + 1, d.next_at + 100),
                    b.claim_deadline(d, stage + 1, d.next_at + 100),
                )
                assert sorted(won) == [False, True], (stage, d, won)
                fired["a" if won[0] else "b"] += 1
        assert sum(fired.values()) == 3 * len(rows)
        assert [d.stage for d in await b.deadlines_of(7)] == [3] * len(rows)


async def test_racing_saves_leave_one_whole_set_of_deadlines(backend: Backend) -> None:
    """A save replaces the channel's running clocks whole: of two saves of one version, one
    writes its set and the other nothing; the sets never mix."""
    async with backend.store() as a, backend.store() as b:
        rec = await opened(a, 9)
        for r in range(10):
            mine = [Deadline(9, s, 1, float(r), r, 0, 50.0) for s in range(3)]
            theirs = [Deadline(9, s, 2, float(r), r, 0, 60.0) for s in range(1, 5)]
            saved = await asyncio.gather(
                a.save(rec, rec.version, commit=Commit(deadlines=starting(*mine))),
                b.save(rec, rec.version, commit=Commit(deadlines=starting(*theirs))),
            )
            (won,) = [x for x in saved if x is not None]
            assert await a.deadlines_of(9) == (mine if saved[0] is not None else theirs)
            rec = won


async def test_a_new_game_clears_the_old_games_clock_rows(backend: Backend) -> None:
    async with backend.store() as store:
        alone = Deadline(5, 0, 1, 0.0, 0, 0, 50.0, alone=True)
        rec = await opened(
            store,
            5,
            1.0,
            clock=ClockSetting(100, "end", 0.0),
            deadlines=starting(alone),
            clock_seats=((0, ClockSeat(2, None)),),
        )
        assert (await store.deadlines_of(5))[0].alone
        assert await store.clock_seat(5, 0) == ClockSeat(2, None)
        await store.save(replace(rec, status=GameStatus.ABANDONED), rec.version)
        rec = await opened(store, 5, 3.0)  # no clock
        assert await store.get_clock(5) is None
        assert await store.deadlines_of(5) == []
        assert await store.clock_seat(5, 0) == ClockSeat()
        await store.save(replace(rec, status=GameStatus.ABANDONED), rec.version)
        await opened(store, 5, 4.0, clock=ClockSetting(60, "end", 0.0))  # replaces, never doubles
        assert await store.get_clock(5) == ClockSetting(60, "end", 4.0)


async def test_streaks_prefs_notes_and_boards(backend: Backend) -> None:
    async with backend.store() as store:
        seats = ((1, ClockSeat(2, None)), (2, ClockSeat(3, 444)))
        old = await opened(store, 5, 1.0, notes=(TableNote(0, 2.0, "log.sub", {"old": "a"}),))
        await store.save(replace(old, status=GameStatus.ABANDONED), old.version)
        rec = await opened(
            store, 5, 3.0, clock_seats=seats, notes=(TableNote(1, 4.0, "log.kick", {"name": "c"}),)
        )
        rec = await store.save(rec, rec.version, commit=Commit(streaks_reset=frozenset({1})))
        assert rec is not None
        assert await store.clock_seat(5, 1) == ClockSeat(0, None)
        assert await store.clock_seat(5, 2) == ClockSeat(3, 444)
        note = TableNote(2, 5.0, "log.clock", {"n": 0.5, "é": "☃"})
        assert await store.save(rec, rec.version, commit=Commit(notes=(note,))) is not None
        assert await store.notes(5, 3.0) == [  # this game's only, in order
            TableNote(1, 4.0, "log.kick", {"name": "c"}),
            note,
        ]
        assert await store.prefs_of([9]) == {9: UserPrefs(9)}
        assert await store.prefs_of([]) == {}
        await store.set_prefs(UserPrefs(9, notify=True, dm_closed=True))
        await store.set_prefs(UserPrefs(8, notify=True))
        assert await store.prefs_of([9, 7, 9]) == {
            9: UserPrefs(9, True, True, False),
            7: UserPrefs(7),
        }
        await store.set_prefs(UserPrefs(9, dm_told=True))
        assert await store.prefs_of((8, 9)) == {
            8: UserPrefs(8, notify=True),
            9: UserPrefs(9, False, False, True),
        }
        assert await store.board_message(5) is None
        await store.set_board_message(BoardMessage(5, 999, 1_234_567_890_123_456_789))
        await store.set_board_message(BoardMessage(5, None, 42))
        assert await store.board_message(5) == BoardMessage(5, None, 42)


async def test_a_process_gets_only_the_deadlines_of_its_own_shards(backend: Backend) -> None:
    """Two processes share the database, each with half the shards: every due row goes to
    exactly one of them, DMs and channels whose game is gone to shard 0's."""
    count = 4
    guilds = {
        100: guild_on(0, count),
        101: guild_on(1, count),
        102: guild_on(2, count),
        103: guild_on(3, count, n=7),
        104: None,  # a DM
    }
    async with backend.store() as a, backend.store() as b:
        for channel, guild in guilds.items():
            row = Deadline(channel, 0, 7, 1.0, 1, 0, 50.0)
            await a.create(
                make_record(channel, guild_id=guild), commit=Commit(deadlines=starting(row))
            )
        # 105: a stray row of a channel with no game (left by an older version of the code)
        await backend.execute(
            f"INSERT INTO deadlines ({DEADLINE_COLUMNS}) VALUES (105, 0, 7, 1.0, 1, 0, 50.0, FALSE)"
        )
        first = await a.due_deadlines(60.0, Shards(count, (0, 3)))
        second = await b.due_deadlines(60.0, Shards(count, (1, 2)))
        assert [d.channel_id for d in first] == [100, 103, 104, 105]
        assert [d.channel_id for d in second] == [101, 102]
        everything = [d.channel_id for d in await b.due_deadlines(60.0)]
        assert everything == [100, 101, 102, 103, 104, 105]
        assert [d.channel_id for d in await a.due_deadlines(60.0, Shards(count))] == everything
        assert await a.due_deadlines(40.0, Shards(count, (0, 3))) == []  # not due yet
