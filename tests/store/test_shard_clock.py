"""The turn clock across processes: each fires its own shards' tables, and a deadline fires
once even when two processes claim the same one (on SQLite and on PostgreSQL)."""

from __future__ import annotations

import asyncio

from bot.shards import Shards
from bot.store import GameStore
from bot.table.clock import DAY, FakeClock
from bot.table.service import GameService
from bot.table.timekeeper import ClockMove, Notice, Timekeeper
from tests.store.conftest import Backend
from tests.store.support import guild_on

ALICE, BOB = 11, 22
DM = 990


def service(store: GameStore, clock: FakeClock) -> GameService:
    return GameService(store, entropy=lambda: b"shard-clock", clock=clock)


async def tables(svc: GameService, guilds: dict[int, int | None]) -> None:
    """A clocked table in each channel; alice has moved, bob owes."""
    for channel, guild in guilds.items():
        await svc.create(channel, ALICE, "tokens", {}, name="alice", clock="24h", guild_id=guild)
        await svc.join(channel, BOB, name="bob")
        await svc.start(channel, ALICE)
        await svc.act(channel, ALICE, "bid:0")


def moved(notices: list[Notice]) -> list[int]:
    """The channels where the clock made bob's move (one notice a turn)."""
    return sorted(n.channel_id for n in notices if isinstance(n, ClockMove))


async def bob_moves(store: GameStore, channel: int) -> int:
    return sum(1 for m in await store.moves(channel) if m.seat == 1)


async def test_two_processes_split_the_clock_by_shard(backend: Backend) -> None:
    clock = FakeClock()
    guilds: dict[int, int | None] = {800 + i: guild_on(i % 2, 2, n=i) for i in range(6)}
    guilds[DM] = None
    async with backend.store() as a, backend.store() as b:
        await tables(service(a, clock), guilds)
        clock.advance(DAY)
        first, second = await asyncio.gather(
            Timekeeper(service(a, clock)).fire_due(Shards(2, (0,))),
            Timekeeper(service(b, clock)).fire_due(Shards(2, (1,))),
        )
        assert moved(first) == [800, 802, 804, DM]  # shard 0, and the DM
        assert moved(second) == [801, 803, 805]
        for channel in guilds:
            assert await bob_moves(a, channel) == 1, channel


async def test_a_deadline_fires_once_when_two_processes_both_claim_it(backend: Backend) -> None:
    """A mistake in SHARD_IDS (both processes run every shard) must not double a move."""
    clock = FakeClock()
    guilds: dict[int, int | None] = {820 + i: guild_on(0, 1, n=i) for i in range(5)}
    async with backend.store() as a, backend.store() as b:
        await tables(service(a, clock), guilds)
        clock.advance(DAY)
        results = await asyncio.gather(
            Timekeeper(service(a, clock)).fire_due(),
            Timekeeper(service(b, clock)).fire_due(),
        )
        assert sorted(moved(results[0]) + moved(results[1])) == sorted(guilds)
        for channel in guilds:
            assert await bob_moves(b, channel) == 1, channel
