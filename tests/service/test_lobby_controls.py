"""The lobby's controls through the service: who hosts, bots by level, options until the start."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.engine.core import RuleError
from bot.store import SqliteStore
from bot.store.base import GameStatus
from bot.table.service import GameService, host_of, names_of

ALICE, BOB, CAROL = 11, 22, 33
CH = 900


@pytest.fixture
async def svc(tmp_path: Path) -> AsyncIterator[GameService]:
    store = SqliteStore(str(tmp_path / "lobby.sqlite3"))
    await store.open()
    yield GameService(store, entropy=lambda: b"lobby")
    await store.close()


async def test_the_host_is_the_creator_then_the_first_person_left(svc: GameService) -> None:
    await svc.create(CH, ALICE, "tokens")
    await svc.join(CH, BOB)
    await svc.join(CH, CAROL)
    record = await svc.store.load(CH)
    assert record is not None and host_of(record) == ALICE
    with pytest.raises(RuleError, match="host"):
        await svc.start(CH, BOB)
    await svc.leave(CH, ALICE)
    record = await svc.store.load(CH)
    assert record is not None and host_of(record) == BOB  # the table is not stuck
    with pytest.raises(RuleError, match="host"):
        await svc.add_bot(CH, CAROL, "easy")
    lobby = await svc.start(CH, BOB)
    assert lobby.started is not None


async def test_bots_by_level_and_their_names(svc: GameService) -> None:
    await svc.create(CH, ALICE, "tokens", bots=1, level="easy")
    with pytest.raises(RuleError, match="not a bot level"):
        await svc.add_bot(CH, ALICE, "genius")
    lobby = await svc.add_bot(CH, ALICE, "HARD")
    assert [(s.is_bot, s.level, s.name) for s in lobby.seats][1:] == [
        (True, "easy", "bot:1"),
        (True, "hard", "bot:2"),
    ]  # a bot's number, in no language: worded when shown
    assert names_of(lobby.seats, "ko")[1:] == ("봇 1 (쉬움)", "봇 2 (어려움)")
    assert names_of(lobby.seats, "en")[1:] == ("Bot 1 (easy)", "Bot 2 (hard)")
    lobby = await svc.add_bot(CH, ALICE, "random", moderator=False)  # the fourth: it starts
    assert lobby.status == GameStatus.ACTIVE and lobby.started is not None
    with pytest.raises(RuleError, match="already started"):
        await svc.add_bot(CH, ALICE, "random")


async def test_options_change_in_the_lobby_only(svc: GameService) -> None:
    await svc.create(CH, ALICE, "tokens", {"pile": "large"})
    await svc.join(CH, BOB)
    lobby = await svc.set_option(CH, ALICE, "gifts", "off")
    assert lobby.options == {"pile": "large", "gifts": False}  # the others are kept
    for name, value, message in [
        ("pile", "huge", "must be one of"),
        ("colour", "red", "Unknown option"),
        ("pile", "", "must be one of"),
    ]:
        with pytest.raises(RuleError, match=message):
            await svc.set_option(CH, ALICE, name, value)
    with pytest.raises(RuleError, match="host"):
        await svc.set_option(CH, BOB, "pile", "small")
    lobby = await svc.set_option(CH, BOB, "pile", "small", moderator=True)
    assert lobby.options["pile"] == "small"
    await svc.start(CH, ALICE)
    with pytest.raises(RuleError, match="can no longer change"):
        await svc.set_option(CH, ALICE, "pile", "large")
    record = await svc.store.load(CH)
    assert record is not None and record.options == {"pile": "small", "gifts": False}


async def test_check_new_refuses_before_anything_exists(svc: GameService) -> None:
    with pytest.raises(RuleError, match="Unknown option"):
        svc.check_new("tokens", {"colour": "red"})
    with pytest.raises(RuleError):
        svc.check_new("tokens", {}, clock="3 weeks")
    rules, options, level = svc.check_new("tokens", {"pile": "large"}, 1, " Hard ")
    assert rules.key == "tokens" and options["pile"] == "large" and level == "hard"
    assert await svc.store.load(CH) is None
