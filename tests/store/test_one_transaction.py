"""Issue 28: everything a move changes is saved in one transaction, on both stores.

A crash is simulated where it hurts most: right after the store's save (or create) has
returned, before the code after it runs. Whatever was not written inside that one call is lost,
as it would be if the process were killed there; the next process must find the game with its
deadlines, its challenge attempt, its clock's streaks and notes.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.chat.challenge_commands import Challenges
from bot.chat.commands import Commands, Requester
from bot.engine.core import RuleError
from bot.store import GameStore
from bot.store.base import GameStatus
from bot.table.clock import DAY, HOUR, LEASE, TIMEOUT, FakeClock
from bot.table.service import GameService
from bot.table.timekeeper import ClockMove, Timekeeper
from tests.store.conftest import Backend

ALICE, BOB = 11, 22
CH = 900


class Crash(BaseException):
    """The process dies here (a BaseException, like a KeyboardInterrupt: nothing catches it)."""


def crash_after(store: Any, method: str) -> list[int]:
    """Make `store.method` crash the caller right after it returns; the list counts the
    crashes. The method's own transaction has committed by then."""
    original = getattr(store, method)
    crashes: list[int] = []

    async def crashing(*args: Any, **kwargs: Any) -> Any:
        await original(*args, **kwargs)
        crashes.append(1)
        raise Crash

    setattr(store, method, crashing)
    return crashes


def service(store: GameStore, clock: FakeClock) -> GameService:
    return GameService(store, entropy=lambda: b"one-transaction", clock=clock)


async def reopened(backend: Backend) -> GameStore:
    store = backend.store()
    await store.open()
    return store


async def test_a_crash_after_a_move_leaves_the_next_player_a_deadline(backend: Backend) -> None:
    clock = FakeClock()
    first = await reopened(backend)
    svc = service(first, clock)
    await svc.create(CH, ALICE, "tokens", {}, name="alice", clock="1h")
    await svc.join(CH, BOB, name="bob")
    await svc.start(CH, ALICE)
    await svc.act(CH, ALICE, "bid:2")
    crashes = crash_after(first, "save")
    with pytest.raises(Crash):
        await svc.act(CH, BOB, "bid:0")  # the bids are in: alice, the higher bid, starts
    assert crashes == [1]
    await first.close()

    store = await reopened(backend)
    try:
        record = await store.load(CH)
        assert record is not None and record.version == 5  # the move was saved
        rows = await store.deadlines_of(CH)
        assert [(d.seat, d.user_id) for d in rows] == [(0, ALICE)]  # and alice's clock with it
        assert rows[0].started_at == clock.now
        clock.advance(HOUR)
        notices = await Timekeeper(service(store, clock)).fire_due()
        assert [n.user_id for n in notices if isinstance(n, ClockMove)] == [ALICE]
    finally:
        await store.close()


async def test_a_crash_after_a_challenge_starts_keeps_its_attempt(backend: Backend) -> None:
    clock = FakeClock()
    first = await reopened(backend)
    commands = Commands(service(first, clock))
    challenges = Challenges(commands, clock=clock)
    who = Requester(CH, ALICE, "alice", guild_id=77)
    crashes = crash_after(first, "create")
    with pytest.raises(Crash):
        await challenges.start(who, "daily", "duel", CH)
    assert crashes == [1]
    await first.close()

    store = await reopened(backend)
    try:
        record = await store.load(CH)
        assert record is not None and record.status == GameStatus.ACTIVE and record.challenge
        attempt = await store.attempt(record.challenge, ALICE)
        assert attempt is not None, "the game started without its attempt"
        assert (attempt.channel_id, attempt.guild_id) == (CH, 77)
        assert attempt.started_at == record.created_at
        again = await Challenges(Commands(service(store, clock)), clock=clock).start(
            who, "daily", "duel", CH
        )
        assert not again.is_error  # asking again resumes the same game: no second deal
        assert (await store.load(CH)).created_at == record.created_at  # type: ignore[union-attr]
    finally:
        await store.close()


async def test_a_second_attempt_is_refused_and_creates_nothing(store: GameStore) -> None:
    clock = FakeClock()
    commands = Commands(service(store, clock))
    challenges = Challenges(commands, clock=clock)
    first = await challenges.start(Requester(CH, ALICE, "alice"), "daily", "tta", CH)
    assert not first.is_error
    ch = (await store.load(CH)).challenge  # type: ignore[union-attr]
    svc = commands.service
    with pytest.raises(RuleError) as refused:  # another DM, the same person, the same deal
        await svc.create(
            CH + 1, ALICE, "tta", {}, attempt=_attempt(ch, CH + 1), challenge=ch, seed=1
        )
    assert refused.value.key == "challenge.taken"
    assert await store.load(CH + 1) is None  # nothing was created


def _attempt(challenge: str, channel: int) -> Any:
    from bot.store.result_records import Attempt

    return Attempt(challenge, ALICE, channel, None, 0.0)


async def test_a_crash_after_the_clocks_move_never_fires_it_again(backend: Backend) -> None:
    """The clock's turn, its streak and its note are saved with the move: a restart after it
    neither repeats the turn nor loses the count towards the hand-over."""
    clock = FakeClock()
    first = await reopened(backend)
    svc = service(first, clock)
    await svc.create(CH, ALICE, "tokens", {}, name="alice", clock="1h")
    await svc.join(CH, BOB, name="bob")
    await svc.start(CH, ALICE)
    await svc.act(CH, ALICE, "bid:0")
    clock.advance(HOUR)
    crashes = crash_after(first, "save")
    with pytest.raises(Crash):
        await Timekeeper(svc).fire_due()  # bob's bid by the clock, then the crash
    assert crashes == [1]
    await first.close()

    store = await reopened(backend)
    try:
        bobs = [m for m in await store.moves(CH) if m.seat == 1]
        assert len(bobs) == 1
        assert (await store.clock_seat(CH, 1)).streak == 1
        notes = [n.key for n in await store.notes(CH, (await store.load(CH)).created_at)]  # type: ignore[union-attr]
        assert notes == ["log.clock_move"]
        keeper = Timekeeper(service(store, clock))
        for _ in range(3):  # past the claim's lease: nothing is due for bob's old turn
            clock.advance(LEASE + 1)
            fired = [n for n in await keeper.fire_due() if isinstance(n, ClockMove)]
            assert all(n.user_id != BOB for n in fired)
        assert len([m for m in await store.moves(CH) if m.seat == 1]) == 1
    finally:
        await store.close()


async def test_a_crash_before_the_clocks_save_fires_the_stage_once_after_the_lease(
    backend: Backend,
) -> None:
    """Claimed, then the process dies before the moves are saved: after the lease the stage
    fires again, once, and the absent player's move is made once."""
    clock = FakeClock()
    first = await reopened(backend)
    svc = service(first, clock)
    await svc.create(CH, ALICE, "tokens", {}, name="alice", clock="1h")
    await svc.join(CH, BOB, name="bob")
    await svc.start(CH, ALICE)
    await svc.act(CH, ALICE, "bid:0")
    clock.advance(HOUR)

    async def dies(*args: Any, **kwargs: Any) -> Any:
        raise Crash

    first.save = dies  # type: ignore[method-assign]
    with pytest.raises(Crash):
        await Timekeeper(svc).fire_due()
    await first.close()

    store = await reopened(backend)
    try:
        (row,) = [d for d in await store.deadlines_of(CH) if d.seat == 1]
        assert row.stage > TIMEOUT  # claimed, not done
        keeper = Timekeeper(service(store, clock))
        assert [n for n in await keeper.fire_due() if isinstance(n, ClockMove)] == []
        clock.advance(LEASE + 1)
        moved = [n for n in await keeper.fire_due() if isinstance(n, ClockMove)]
        assert [n.user_id for n in moved] == [BOB]
        clock.advance(LEASE + 1)
        assert [n for n in await keeper.fire_due() if isinstance(n, ClockMove)] == []
        assert len([m for m in await store.moves(CH) if m.seat == 1]) == 1
    finally:
        await store.close()


async def test_a_game_started_with_a_clock_has_its_clock_and_first_deadline_at_once(
    backend: Backend,
) -> None:
    clock = FakeClock()
    first = await reopened(backend)
    svc = service(first, clock)
    crashes = crash_after(first, "create")
    with pytest.raises(Crash):  # a full table starts as it is created
        await svc.create(CH, ALICE, "tta", {}, name="alice", clock="24h")
    assert crashes == [1]
    await first.close()
    store = await reopened(backend)
    try:
        record = await store.load(CH)
        assert record is not None and record.status == GameStatus.ACTIVE
        setting = await store.get_clock(CH)
        assert setting is not None and setting.seconds == DAY
        assert setting.game_since == record.created_at
        assert [(d.seat, d.user_id) for d in await store.deadlines_of(CH)] == [(0, ALICE)]
    finally:
        await store.close()
