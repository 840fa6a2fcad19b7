"""The turn clock through the service, on a fake clock: reminders, clock moves, hand-overs,
timeout:end, restarts and races. Nothing sleeps."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.chat.commands import Commands, Requester
from bot.engine.core import RuleError
from bot.store import SqliteStore
from bot.store.base import GameStatus
from bot.table.clock import DAY, HALF, HOUR, TENTH, FakeClock
from bot.table.service import GameService
from bot.table.thinker import Thinker
from bot.table.timekeeper import ClockMove, Reminder, Timekeeper
from tests.support.thinkers import GatedThinker
from tests.support.told import told, told_log

ALICE, BOB, CAROL = 11, 22, 33
CH = 700


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(str(tmp_path / "games.sqlite3"))
    await s.open()
    yield s
    await s.close()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def _service(store: SqliteStore, clock: FakeClock, thinker: Thinker | None = None) -> GameService:
    return GameService(store, entropy=lambda: b"clock-tests", clock=clock, thinker=thinker)


async def _table(
    svc: GameService, clock: str = "24h", timeout: str = "bot", channel: int = CH
) -> None:
    await svc.create(channel, ALICE, "tokens", {}, name="alice", clock=clock, timeout=timeout)
    await svc.join(channel, BOB, name="bob")
    await svc.start(channel, ALICE)


async def _moves_of(store: SqliteStore, seat: int, channel: int = CH) -> list[str]:
    return [m.token for m in await store.moves(channel) if m.seat == seat]


async def test_reminders_fall_at_half_time_and_at_ten_percent_to_those_who_owe(
    store: SqliteStore, clock: FakeClock
) -> None:
    svc = _service(store, clock)
    keeper = Timekeeper(svc)
    await _table(svc)  # both bid at once: both clocks start now
    clock.advance(12 * HOUR - 1)
    assert await keeper.fire_due() == []
    clock.advance(1)
    (half,) = await keeper.fire_due()
    assert isinstance(half, Reminder) and half.stage == HALF
    assert set(half.users) == {ALICE, BOB} and half.left == 12 * HOUR
    assert await keeper.fire_due() == []  # once
    await svc.act(CH, ALICE, "bid:1")  # alice is done: only bob still owes
    clock.advance(9.6 * HOUR)
    (tenth,) = await keeper.fire_due()
    assert isinstance(tenth, Reminder) and tenth.stage == TENTH
    assert tenth.users == (BOB,)
    assert await keeper.fire_due() == []


async def test_a_timeout_is_played_by_the_medium_bot_through_play(
    store: SqliteStore, clock: FakeClock
) -> None:
    svc = _service(store, clock)
    keeper = Timekeeper(svc)
    await _table(svc)
    await svc.act(CH, ALICE, "bid:2")
    clock.advance(DAY)
    notices = await keeper.fire_due()
    (move,) = [n for n in notices if isinstance(n, ClockMove)]
    assert move.user_id == BOB and not move.handed_over
    assert "Played by the clock for <@22>" in told(move.update)[0]
    assert len(await _moves_of(store, 1)) == 1  # bob's bid, made by the clock
    assert await keeper.fire_due() == []
    log = told_log(await svc.history(CH, ALICE))
    assert any("The clock played for bob" in line for line in log)


async def test_a_late_scheduler_skips_the_reminders_the_timeout_overtook(
    store: SqliteStore, clock: FakeClock
) -> None:
    svc = _service(store, clock)
    await _table(svc)
    clock.advance(3 * DAY)
    notices = await Timekeeper(svc).fire_due()
    assert notices and all(isinstance(n, ClockMove) for n in notices)


async def test_the_clock_moves_after_a_restart(store: SqliteStore, clock: FakeClock) -> None:
    await _table(_service(store, clock))
    await _service(store, clock).act(CH, ALICE, "bid:0")
    clock.advance(DAY + 1)
    restarted = _service(store, clock)  # a new service over the same store
    notices = await Timekeeper(restarted).fire_due()
    assert [n.user_id for n in notices if isinstance(n, ClockMove)] == [BOB]
    record = await store.load(CH)
    assert record is not None and record.state is not None
    assert len(await _moves_of(store, 1)) == 1


async def test_a_person_moving_while_the_clock_thinks_wins_and_the_clock_gives_up(
    store: SqliteStore, clock: FakeClock
) -> None:
    thinker = GatedThinker()
    svc = _service(store, clock, thinker)
    await _table(svc)
    await svc.act(CH, ALICE, "bid:0")
    clock.advance(DAY)
    firing = asyncio.create_task(Timekeeper(svc).fire_due())
    await asyncio.wait_for(thinker.entered.wait(), 5)
    await svc.act(CH, BOB, "bid:1")  # bob, just in time
    thinker.gate.set()
    notices = await asyncio.wait_for(firing, 5)
    assert notices == []  # quietly
    assert await _moves_of(store, 1) == ["bid:1"]
    assert await Timekeeper(svc).fire_due() == []


async def test_two_schedulers_fire_one_timeout_once(store: SqliteStore, clock: FakeClock) -> None:
    await _table(_service(store, clock))
    await _service(store, clock).act(CH, ALICE, "bid:0")
    clock.advance(DAY)
    first, second = _service(store, clock), _service(store, clock)  # two processes
    results = await asyncio.gather(Timekeeper(first).fire_due(), Timekeeper(second).fire_due())
    moves = [n for notices in results for n in notices if isinstance(n, ClockMove)]
    assert len(moves) == 1
    assert len(await _moves_of(store, 1)) == 1


async def _play_alice_if_due(svc: GameService) -> None:
    view = await svc.private_view(CH, ALICE)
    if view.choices:
        await svc.act(CH, ALICE, view.choices[0].token)


async def test_three_clock_moves_in_a_row_hand_the_seat_to_the_bot_and_join_takes_it_back(
    store: SqliteStore, clock: FakeClock
) -> None:
    svc = _service(store, clock)
    commands = Commands(svc)
    await svc.create(CH, ALICE, "tokens", {"pile": "large"}, name="alice", clock="1h")
    await svc.join(CH, BOB, name="bob")
    await svc.start(CH, ALICE)
    clock_moves: list[ClockMove] = []
    for _ in range(20):
        await _play_alice_if_due(svc)
        clock.advance(HOUR)
        clock_moves += [n for n in await commands.timekeeper.fire_due() if isinstance(n, ClockMove)]
        bobs = [m for m in clock_moves if m.user_id == BOB]
        if any(m.handed_over for m in bobs):
            break
    bobs = [m for m in clock_moves if m.user_id == BOB]  # one per turn of bob's
    assert [m.handed_over for m in bobs] == [False, False, True]
    assert all(" ".join(told(m.update)).count("Played by the clock") == 1 for m in bobs)
    record = await store.load(CH)
    assert record is not None and record.seat_of(BOB) is None
    assert record.seats[1].is_bot and record.seats[1].level == "medium"
    assert any("takes over the seat" in line for line in told(bobs[-1].update))
    back = await commands.game_join(Requester(CH, BOB, "bob"))
    assert not back.is_error and "takes their seat back" in back.content
    record = await store.load(CH)
    assert record is not None and record.seat_of(BOB) == 1
    again = await commands.game_join(Requester(CH, BOB, "bob"))
    assert again.is_error  # seated already: nothing to take back


async def test_a_persons_own_move_ends_the_run_of_clock_moves(
    store: SqliteStore, clock: FakeClock
) -> None:
    svc = _service(store, clock)
    keeper = Timekeeper(svc)
    await svc.create(CH, ALICE, "tokens", {"pile": "large"}, name="alice", clock="1h")
    await svc.join(CH, BOB, name="bob")
    await svc.start(CH, ALICE)
    for_bob = 0
    bob_moved = False
    for _ in range(30):
        await _play_alice_if_due(svc)
        if for_bob == 2 and not bob_moved:
            view = await svc.private_view(CH, BOB)
            if view.choices:
                await svc.act(CH, BOB, view.choices[0].token)
                bob_moved = True
        clock.advance(HOUR)
        for n in await keeper.fire_due():
            if isinstance(n, ClockMove) and n.user_id == BOB:  # a turn of bob's
                for_bob += 1
                assert not n.handed_over or for_bob == 5
        if for_bob >= 4:
            break
    assert bob_moved and for_bob >= 4
    assert (await store.load(CH)).seat_of(BOB) == 1  # type: ignore[union-attr]


async def test_timeout_end_ends_the_game_and_the_absent_player_loses(
    store: SqliteStore, clock: FakeClock
) -> None:
    svc = _service(store, clock)
    await _table(svc, clock="12h", timeout="end")
    await svc.act(CH, ALICE, "bid:1")
    clock.advance(12 * HOUR)
    (end,) = [n for n in await Timekeeper(svc).fire_due() if isinstance(n, ClockMove)]
    assert end.ended and end.user_id == BOB
    assert end.update.outcome is not None
    assert end.update.outcome.reason == "timeout" and end.update.outcome.winners == {0}
    record = await store.load(CH)
    assert record is not None and record.status == GameStatus.FINISHED
    assert record.outcome is not None and record.outcome["winners"] == [0]
    assert await store.deadlines_of(CH) == []


async def test_no_clock_no_deadlines_and_bad_clock_words_are_refused(
    store: SqliteStore, clock: FakeClock
) -> None:
    svc = _service(store, clock)
    with pytest.raises(RuleError) as bad:
        await svc.create(CH, ALICE, "tokens", {}, clock="5h")
    assert bad.value.key == "error.bad_clock"
    with pytest.raises(RuleError) as bad_timeout:
        await svc.create(CH, ALICE, "tokens", {}, clock="1h", timeout="pause")
    assert bad_timeout.value.key == "error.bad_timeout"
    assert await store.load(CH) is None  # nothing was created
    await _table(svc, clock="off")
    assert await store.deadlines_of(CH) == []
    clock.advance(30 * DAY)
    assert await Timekeeper(svc).fire_due() == []


async def test_a_new_game_in_the_channel_forgets_the_old_clock(
    store: SqliteStore, clock: FakeClock
) -> None:
    svc = _service(store, clock)
    await _table(svc, clock="1h")
    assert len(await store.deadlines_of(CH)) == 2
    await svc.abandon(CH, ALICE)
    assert await store.deadlines_of(CH) == []
    await _table(svc, clock="off")
    clock.advance(DAY)
    assert await Timekeeper(svc).fire_due() == []
