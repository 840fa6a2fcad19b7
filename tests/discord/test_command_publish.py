"""The bot publishes its slash commands by itself, once per change, and survives a refusal."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.http import Route

from bot.client import (
    COMMANDS_HASH_KEY,
    TabulaBot,
    command_payload,
    commands_hash,
    create_bot,
    publish_commands,
)
from bot.config import Config
from bot.shards import Shards
from bot.store import SqliteStore
from bot.table.service import GameService
from tests.discord.conftest import ErrorTripwire
from tests.discord.harness import ALICE, APP_ID, GUILD_ID, TEXT, FakeDiscord, Request

GLOBAL_ROUTE = "/applications/{application_id}/commands"
GUILD_ROUTE = "/applications/{application_id}/guilds/{guild_id}/commands"

Login = Callable[..., Awaitable[FakeDiscord]]


@app_commands.command(name="ping", description="A command the released bot does not have")
async def ping(interaction: discord.Interaction) -> None:
    """Only its presence in the tree matters."""


def config_for(
    db_path: Path, dev_guild_id: int | None = None, shards: Shards | None = None
) -> Config:
    return Config(
        token="fake",
        database_url=f"sqlite:///{db_path}",
        dev_guild_id=dev_guild_id,
        log_level="INFO",
        plugins="tests.support.plugin",
        shards=shards,
    )


def puts(fake: FakeDiscord) -> list[Request]:
    return [r for r in fake.requests if r.method == "PUT"]


async def published(fake: FakeDiscord) -> list[Request]:
    """Wait for the background publish started at login, then list the syncs it made."""
    tabula: TabulaBot = fake.bot  # type: ignore[assignment]
    assert tabula.publishing is not None
    await tabula.publishing
    return puts(fake)


@pytest.fixture
async def login(db_path: Path) -> AsyncIterator[Login]:
    """Start a bot on `db_path` (a restart each time), optionally with a changed command tree."""
    fakes: list[FakeDiscord] = []

    async def start(
        *,
        dev_guild_id: int | None = None,
        extra: app_commands.Command[Any, ..., Any] | None = None,
        auto_publish: bool = True,
        prepare: Callable[[FakeDiscord], object] | None = None,
        shards: Shards | None = None,
    ) -> FakeDiscord:
        config = config_for(db_path, dev_guild_id, shards)
        service = GameService(SqliteStore(db_path))
        tabula = create_bot(config, service, auto_publish=auto_publish)
        if extra is not None:
            tabula.tree.add_command(extra)
        fake = FakeDiscord(tabula)
        fakes.append(fake)  # closed at the end even if the test fails
        if prepare is not None:
            prepare(fake)
        await fake.login()
        return fake

    yield start
    for fake in fakes:
        if not fake.bot.is_closed():
            await fake.close()
    problems = [v for fake in fakes for v in fake.violations]
    assert not problems, "Discord would reject these requests:\n" + "\n".join(problems)


async def test_the_first_login_publishes_the_commands_globally(login: Login) -> None:
    fake = await login()
    [put] = await published(fake)
    assert put.path == GLOBAL_ROUTE
    assert {c["name"] for c in put.body} >= {"game", "play", "hand", "board", "log", "rules"}
    stored = await fake.bot.service.store.get_meta(COMMANDS_HASH_KEY)  # type: ignore[attr-defined]
    assert stored is not None and len(stored) == 64


async def test_only_the_process_running_shard_0_publishes(login: Login) -> None:
    """Several processes start at once: the commands are one set, so one of them syncs it."""
    others = await login(shards=Shards(3, (1, 2)))
    assert others.bot.publishing is None  # type: ignore[attr-defined]
    assert puts(others) == []
    first = await login(shards=Shards(3, (0,)))
    assert [r.path for r in await published(first)] == [GLOBAL_ROUTE]


async def test_a_restart_with_the_same_commands_does_not_publish(login: Login) -> None:
    first = await login()
    assert len(await published(first)) == 1
    await first.close()
    second = await login()
    assert await published(second) == []
    third = await login()  # even with the first two still in the same file
    assert await published(third) == []


async def test_changed_commands_are_published_again(login: Login) -> None:
    first = await login()
    before = await first.bot.service.store.get_meta(COMMANDS_HASH_KEY)  # type: ignore[attr-defined]
    await first.close()
    changed = await login(extra=ping)
    [put] = await published(changed)
    assert "ping" in {c["name"] for c in put.body}
    after = await changed.bot.service.store.get_meta(COMMANDS_HASH_KEY)  # type: ignore[attr-defined]
    assert after != before
    await changed.close()
    again = await login(extra=ping)
    assert await published(again) == []


async def test_a_new_target_is_published_to(login: Login) -> None:
    first = await login()
    assert [r.path for r in await published(first)] == [GLOBAL_ROUTE]
    await first.close()
    dev = await login(dev_guild_id=GUILD_ID)
    [put] = await published(dev)
    assert put.path == GUILD_ROUTE and str(GUILD_ID) in put.url
    await dev.close()
    back = await login()  # leaving the dev guild publishes globally again
    assert [r.path for r in await published(back)] == [GLOBAL_ROUTE]


async def test_a_forced_publish_resends_and_keeps_the_hash(fake: FakeDiscord) -> None:
    """Publishing again with force syncs even if unchanged, and records the same hash."""
    tabula: TabulaBot = fake.bot  # type: ignore[assignment]
    await published(fake)
    first = await tabula.service.store.get_meta(COMMANDS_HASH_KEY)
    synced = await publish_commands(tabula, force=True)
    assert synced is not None and len(puts(fake)) == 2
    assert await tabula.service.store.get_meta(COMMANDS_HASH_KEY) == first
    assert await publish_commands(tabula) is None and len(puts(fake)) == 2


async def test_the_hash_ignores_command_order_but_not_the_target(fake: FakeDiscord) -> None:
    tabula: TabulaBot = fake.bot  # type: ignore[assignment]
    payload = await command_payload(tabula.tree, None)
    digest = commands_hash(payload, APP_ID, None)
    assert commands_hash(list(reversed(payload)), APP_ID, None) == digest
    assert commands_hash(payload, APP_ID, discord.Object(id=GUILD_ID)) != digest
    assert commands_hash(payload, APP_ID + 1, None) != digest  # another application
    assert commands_hash(payload[1:], APP_ID, None) != digest


async def test_a_forced_publish_is_remembered_by_the_next_start(login: Login) -> None:
    """What `tabula sync` does (no automatic publish, then a forced one) counts as published."""
    syncer = await login(auto_publish=False)
    tabula: TabulaBot = syncer.bot  # type: ignore[assignment]
    assert tabula.publishing is None and puts(syncer) == []
    await publish_commands(tabula, force=True)
    assert [r.path for r in puts(syncer)] == [GLOBAL_ROUTE]
    await syncer.close()
    started = await login()
    assert await published(started) == []


def refuse_puts(fake: FakeDiscord, refused: list[Route]) -> None:
    """Discord answers every command sync with 429: a rate limit that outlasts the retries."""
    answer = fake.answer_rest

    async def request(route: Route, **kwargs: Any) -> Any:
        if route.method == "PUT":
            refused.append(route)
            response = SimpleNamespace(status=429, reason="Too Many Requests")
            raise discord.HTTPException(response, {"message": "You are being rate limited."})
        return await answer(route, **kwargs)

    fake.bot.http.request = request  # type: ignore[method-assign]


async def test_a_refused_publish_warns_and_the_bot_keeps_serving(
    login: Login, error_log: ErrorTripwire, caplog: pytest.LogCaptureFixture
) -> None:
    refused: list[Route] = []
    with caplog.at_level(logging.WARNING, logger="tabula"):
        fake = await login(prepare=lambda f: refuse_puts(f, refused))
        tabula: TabulaBot = fake.bot  # type: ignore[assignment]
        assert tabula.publishing is not None
        await tabula.publishing
    assert len(refused) == 1
    warnings = [r for r in caplog.records if r.name == "tabula" and r.levelno == logging.WARNING]
    assert any("429" in r.getMessage() for r in warnings), warnings
    assert error_log.records == []
    assert await tabula.service.store.get_meta(COMMANDS_HASH_KEY) is None  # retried next time
    opened = await fake.slash(ALICE, TEXT, "game", "new", game="tokens")
    assert not opened.message.ephemeral  # the bot still plays
    await fake.close()
    retried = await login()
    assert [r.path for r in await published(retried)] == [GLOBAL_ROUTE]
