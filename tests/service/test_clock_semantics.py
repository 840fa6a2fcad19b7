"""Issue 28: the turn clock as players expect it.

A move made in time restarts the clock for the next move the player owes (in a one-player game
every move does); a timeout plays at most the absent player's current turn, never random moves
where the game has no player AI (the clock pauses and says so); the clock's move cannot be taken
back by the absent player.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.chat.commands import Commands
from bot.engine.core import RuleError
from bot.engine.registry import get_rules
from bot.store import SqliteStore
from bot.store.base import GameRecord, GameStatus, MoveRecord, SeatRecord
from bot.store.clock_records import ClockSetting, Deadline
from bot.table.clock import HALF, HOUR, LEASE, TIMEOUT, FakeClock, plan_deadlines
from bot.table.service import GameService
from bot.table.timekeeper import ClockMove, Paused, Timekeeper

ALICE, BOB = 11, 22
CH = 710


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(str(tmp_path / "games.sqlite3"))
    await s.open()
    yield s
    await s.close()


def _service(store: SqliteStore, clock: FakeClock) -> GameService:
    return GameService(store, entropy=lambda: b"clock-semantics", clock=clock)


async def _solo_move(svc: GameService) -> None:
    view = await svc.private_view(CH, ALICE)
    await svc.act(CH, ALICE, view.choices[0].token)


async def test_every_move_of_a_one_player_game_restarts_its_clock(
    store: SqliteStore,
) -> None:
    """12 h clock, a move every 5 h: never reminded at half time twice, never timed out."""
    clock = FakeClock()
    svc = _service(store, clock)
    keeper = Timekeeper(svc)
    await svc.create(CH, ALICE, "tta", {}, name="alice", clock="12h")
    moves_before = len(await store.moves(CH))
    for _ in range(6):
        clock.advance(5 * HOUR)
        assert await keeper.fire_due() == []  # 5 h after the last move: nothing due
        await _solo_move(svc)
    (row,) = await store.deadlines_of(CH)
    assert row.started_at == clock.now and row.stage == HALF
    assert len(await store.moves(CH)) == moves_before + 6  # only alice's own moves


async def test_a_timeout_without_a_player_ai_pauses_the_clock_and_plays_nothing(
    store: SqliteStore,
) -> None:
    clock = FakeClock()
    svc = _service(store, clock)
    keeper = Timekeeper(svc)
    await svc.create(CH, ALICE, "tta", {}, name="alice", clock="1h")
    version = (await store.load(CH)).version  # type: ignore[union-attr]
    clock.advance(HOUR)
    notices = await keeper.fire_due()
    assert [type(n) for n in notices] == [Paused]
    assert notices[0].users == (ALICE,)  # type: ignore[union-attr]
    assert await store.deadlines_of(CH) == []  # the clock waits for alice
    for _ in range(3):  # no lease brings it back, and no move is made for her
        clock.advance(LEASE + HOUR)
        assert await keeper.fire_due() == []
    record = await store.load(CH)
    assert record is not None and record.version == version
    assert record.seats[0].user_id == ALICE and not record.seats[0].is_bot
    await _solo_move(svc)  # her move starts the clock again
    (row,) = await store.deadlines_of(CH)
    assert row.started_at == clock.now


async def test_the_pause_is_told_in_the_channel_in_the_readers_language(
    store: SqliteStore,
) -> None:
    clock = FakeClock()
    commands = Commands(_service(store, clock))
    await commands.service.create(CH, ALICE, "tta", {}, name="alice", clock="1h")
    clock.advance(HOUR)
    out = await commands.tick()
    assert len(out) == 1 and "<@11>" in out[0].reply.content
    assert "ran out" in out[0].reply.content and out[0].reply.mentions == (ALICE,)


async def test_the_absent_player_cannot_undo_the_clocks_move(store: SqliteStore) -> None:
    clock = FakeClock()
    svc = _service(store, clock)
    await svc.create(CH, ALICE, "tokens", {}, name="alice", clock="1h")
    await svc.join(CH, BOB, name="bob")
    await svc.start(CH, ALICE)
    await svc.act(CH, ALICE, "bid:0")
    clock.advance(HOUR)
    moved = [n for n in await Timekeeper(svc).fire_due() if isinstance(n, ClockMove)]
    assert [n.user_id for n in moved] == [BOB]
    last = (await store.moves(CH))[-1]
    assert last.seat == 1  # bob's bid, by the clock, is the latest move
    with pytest.raises(RuleError) as refused:
        await svc.undo(CH, BOB)
    assert refused.value.key == "error.undo_clock"
    assert (await store.moves(CH))[-1] == last  # nothing was taken back


def _record(seats: tuple[SeatRecord, ...]) -> GameRecord:
    return GameRecord(CH, "tokens", GameStatus.ACTIVE, 3, 1, {}, {}, ALICE, seats)


def test_a_move_in_time_restarts_the_clock_even_after_a_claim() -> None:
    """The person moved while the clock's timeout was claimed (a late move in a race): their
    clock starts afresh for the next move they owe, so the clock has nothing left to play."""
    rules = get_rules("tokens")
    state = rules.new_game(2, 5, {})
    state.bids = [1, 0]  # the bids are in: seat 0 takes first
    state.turn = 0
    assert set(rules.to_move(state)) == {0}
    seats = (SeatRecord(0, ALICE), SeatRecord(1, BOB))
    claimed = Deadline(CH, 0, ALICE, 0.0, 2, TIMEOUT + 1, 600.0, alone=True)
    plan, resets = plan_deadlines(
        ClockSetting(HOUR, "bot", 0.0),
        _record(seats),
        rules,
        state,
        [MoveRecord(3, 0, "take:1")],
        {0: claimed},
        3,
        1000.0,
    )
    assert plan.keep == frozenset()
    (fresh,) = plan.start
    assert (fresh.seat, fresh.started_at, fresh.since_seq, fresh.stage) == (0, 1000.0, 3, HALF)
    assert resets == {0}
    # a seat that did not move keeps its row exactly as stored, claim included
    kept, _ = plan_deadlines(
        ClockSetting(HOUR, "bot", 0.0),
        _record(seats),
        rules,
        state,
        [MoveRecord(3, 1, "take:1")],
        {0: claimed},
        3,
        1000.0,
    )
    assert kept.keep == {0} and kept.start == ()


async def test_the_console_clock_restarts_with_each_solo_move(tmp_path: Path) -> None:
    from io import StringIO

    from bot.console import run_console

    lines = ["alice: /game new tta clock:12h"]
    lines += ["@wait 5h", "alice: /play end"] * 3 + ["@wait 6h", "@wait 7h"]
    out = StringIO()
    status = await run_console(
        lines, db=str(tmp_path / "c.sqlite3"), out_dir=None, bots=0, seed=3, stream=out
    )
    text = out.getvalue()
    assert status == 0, text
    assert "Played by the clock" not in text  # no random moves for alice, ever
    assert text.count("ran out") == 1  # one pause, 12 h after her last move
    assert text.count("half of your time") == 1
