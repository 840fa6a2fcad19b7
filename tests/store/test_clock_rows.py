"""The clock's store rows (migration 0005): claims succeed once, rows survive reopening."""

from __future__ import annotations

from pathlib import Path

from bot.store import SqliteStore
from bot.store.clock_records import ClockSeat, ClockSetting, Deadline, TableNote, UserPrefs


async def test_a_deadline_stage_is_claimed_once_and_survives_a_reopen(tmp_path: Path) -> None:
    path = tmp_path / "rows.sqlite3"
    row = Deadline(5, 1, 77, 1000.0, 3, 0, 1050.0)
    async with SqliteStore(path) as store:
        await store.set_clock(5, ClockSetting(100, "bot", 1.5))
        await store.replace_deadlines(5, [row])
        assert await store.due_deadlines(1049.0) == []
        assert await store.due_deadlines(1050.0) == [row]
    async with SqliteStore(path) as again, SqliteStore(path) as rival:  # two processes
        assert await again.get_clock(5) == ClockSetting(100, "bot", 1.5)
        assert await again.claim_deadline(row, 1, 1090.0)
        assert not await rival.claim_deadline(row, 1, 1090.0)  # already claimed
        (moved,) = await rival.deadlines_of(5)
        assert (moved.stage, moved.next_at) == (1, 1090.0)
        await again.drop_deadline(row)
        assert await again.deadlines_of(5) == []


async def test_a_new_clock_clears_the_old_games_rows(tmp_path: Path) -> None:
    async with SqliteStore(tmp_path / "rows.sqlite3") as store:
        await store.set_clock(5, ClockSetting(100, "end", 1.0))
        await store.replace_deadlines(5, [Deadline(5, 0, 1, 0.0, 0, 0, 50.0)])
        await store.set_clock_seat(5, 0, ClockSeat(2, None))
        await store.set_clock(5, None)
        assert await store.get_clock(5) is None
        assert await store.deadlines_of(5) == []
        assert await store.clock_seat(5, 0) == ClockSeat()


async def test_streaks_prefs_and_notes(tmp_path: Path) -> None:
    async with SqliteStore(tmp_path / "rows.sqlite3") as store:
        await store.set_clock_seat(5, 1, ClockSeat(2, None))
        await store.reset_streaks(5, {1})
        assert await store.clock_seat(5, 1) == ClockSeat(0, None)
        assert await store.prefs(9) == UserPrefs(9)
        await store.set_prefs(UserPrefs(9, notify=True, dm_closed=True))
        assert await store.prefs(9) == UserPrefs(9, True, True, False)
        await store.add_note(5, 1.0, TableNote(0, 2.0, "log.sub", {"old": "a", "new": "b"}))
        await store.add_note(5, 3.0, TableNote(1, 4.0, "log.kick", {"name": "c"}))
        assert [n.key for n in await store.notes(5, 3.0)] == ["log.kick"]  # this game's only
