"""Bots that think (issue 12): levels at the table, moves made off the event loop after the
person's move is answered, a person moving while a bot thinks, hints, and the process pool."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.engine.core import RuleError, replay
from bot.engine.registry import get_rules
from bot.store import SqliteStore
from bot.table.service import GameService
from bot.table.thinker import Thinker
from tests.support.thinkers import GatedThinker

ALICE, BOB = 11, 22
CH = 700


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(str(tmp_path / "bots.sqlite3"))
    await s.open()
    yield s
    await s.close()


def _service(store: SqliteStore, thinker: Thinker | None = None) -> GameService:
    return GameService(store, entropy=lambda: b"bots", thinker=thinker or Thinker(inline=True))


async def _drain(svc: GameService) -> list[Any]:
    return [u async for u in svc.run_bots(CH)]


async def test_a_thinking_bot_moves_after_the_persons_move_is_answered(store) -> None:
    svc = _service(store)
    await svc.create(CH, ALICE, "tokens_ai", {"pile": "small"}, bots=1, level="easy")
    started = (await svc.start(CH, ALICE)).started
    assert started is not None
    assert started.thinking == (1,), "the bot owes its bid and thinks it over"
    assert started.names[1] == "Bot 1 (easy)"
    first = await svc.act(CH, ALICE, "bid:1")
    assert first.thinking == (1,) and first.ping == ()
    later = await _drain(svc)
    assert later and all(u.mover == 1 for u in later)
    assert later[-1].thinking == () and later[-1].ping == (ALICE,)
    while not later or not later[-1].over:
        choices = (await svc.private_view(CH, ALICE)).choices
        update = await svc.act(CH, ALICE, choices[0].token)
        later = [update, *await _drain(svc)]
    record = await store.load(CH)
    rules = get_rules("tokens_ai")
    again = replay(rules, 2, record.seed, record.options, await svc.replay_moves(CH))
    assert rules.to_json(again) == record.state


async def test_a_bad_level_is_refused_and_creates_nothing(store) -> None:
    svc = _service(store)
    with pytest.raises(RuleError, match="not a bot level"):
        await svc.create(CH, ALICE, "tokens_ai", bots=1, level="genius")
    assert await store.load(CH) is None


async def test_a_move_made_while_a_bot_thinks_makes_it_think_again(store) -> None:
    thinker = GatedThinker()
    svc = _service(store, thinker)
    await svc.create(CH, ALICE, "tokens_ai", {"pile": "small"}, bots=1, level="medium")
    await svc.start(CH, ALICE)
    running = asyncio.create_task(_drain(svc))
    await asyncio.sleep(0)  # the bot starts thinking about its bid
    while thinker.asked == 0:
        await asyncio.sleep(0)
    await svc.act(CH, ALICE, "bid:2")  # the board moves on under the thinking bot
    thinker.gate.set()
    updates = await running
    assert thinker.asked >= 2, "the first thought was for an older board"
    assert updates[-1].ping == (ALICE,) or updates[-1].over
    record = await store.load(CH)
    rules = get_rules("tokens_ai")
    again = replay(rules, 2, record.seed, record.options, await svc.replay_moves(CH))
    assert rules.to_json(again) == record.state


async def test_hints_are_for_a_player_alone_with_bots_and_are_counted(store) -> None:
    svc = _service(store)
    await svc.create(CH, ALICE, "tokens_ai", {"pile": "small"}, bots=1, level="random")
    await svc.start(CH, ALICE)
    choice, _ = await svc.hint(CH, ALICE)
    legal = {c.token for c in (await svc.private_view(CH, ALICE)).choices}
    assert choice.token in legal and choice.label
    await svc.hint(CH, ALICE)
    assert (await store.load(CH)).hints == 2
    await svc.abandon(CH, ALICE)
    await svc.create(CH, ALICE, "tokens_ai", {"pile": "small"})
    await svc.join(CH, BOB)
    await svc.start(CH, ALICE)
    with pytest.raises(RuleError, match="only person"):
        await svc.hint(CH, ALICE)


async def test_bots_think_in_a_process_pool(store) -> None:
    """The real pool: a fresh interpreter that loads the test game as a plugin."""
    thinker = Thinker(plugins="tests.support.plugin")
    try:
        svc = _service(store, thinker)
        await svc.create(CH, ALICE, "tokens_ai", {"pile": "small"}, bots=1, level="easy")
        await svc.start(CH, ALICE)
        await svc.act(CH, ALICE, "bid:0")
        updates = await _drain(svc)
        assert updates and updates[-1].ping == (ALICE,)
    finally:
        thinker.close()
