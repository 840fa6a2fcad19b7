"""Fixtures for the offline Discord harness: bots on a file database, error-log tripwire."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import bot.chat.commands
from bot.client import create_bot
from bot.config import Config
from bot.store import SqliteStore
from bot.table.service import GameService
from bot.table.thinker import Thinker
from tests.discord.harness import FakeDiscord

WATCHED_LOGGERS = ("discord", "tabula")


class ErrorTripwire(logging.Handler):
    """Collects ERROR records: discord.py swallows callback exceptions into its logger."""

    def __init__(self) -> None:
        super().__init__(level=logging.ERROR)
        self.records: list[logging.LogRecord] = []
        self.expected: set[str] = set()

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def expect(self, logger: str) -> None:
        """This test provokes errors on purpose from `logger`."""
        self.expected.add(logger)

    def of(self, logger: str) -> list[logging.LogRecord]:
        return [r for r in self.records if r.name.split(".")[0] == logger]

    def unexpected(self) -> list[logging.LogRecord]:
        return [r for r in self.records if r.name.split(".")[0] not in self.expected]


@pytest.fixture(autouse=True)
def error_log() -> Iterator[ErrorTripwire]:
    handler = ErrorTripwire()
    loggers = [logging.getLogger(name) for name in WATCHED_LOGGERS]
    for logger in loggers:
        logger.addHandler(handler)
    try:
        yield handler
    finally:
        for logger in loggers:
            logger.removeHandler(handler)
    bad = handler.unexpected()
    if bad:
        formatter = logging.Formatter("%(name)s %(levelname)s %(message)s")
        details = "\n".join(formatter.format(r) for r in bad)
        pytest.fail(f"ERROR records were logged:\n{details}")


@pytest.fixture
def rendered(monkeypatch: pytest.MonkeyPatch) -> dict[bytes, Any]:
    """PNG bytes -> the view they were drawn from, so tests can check what each image shows."""
    seen: dict[bytes, Any] = {}
    real = bot.chat.commands.render_png_sync

    def recording(image: bot.chat.commands.BoardImage) -> list[bytes]:
        pngs = real(image)
        for png in pngs:
            seen[png] = image.view
        return pngs

    monkeypatch.setattr(bot.chat.commands, "render_png_sync", recording)
    return seen


BotFactory = Callable[[], Awaitable[FakeDiscord]]


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "tabula.sqlite3"


@pytest.fixture
async def make_discord(db_path: Path) -> AsyncIterator[BotFactory]:
    """Build a fresh bot, service and store on the same database file (a 'restart')."""
    fakes: list[FakeDiscord] = []
    counter = iter(range(1, 1000))

    async def make() -> FakeDiscord:
        n = next(counter)
        config = Config(
            token="fake",
            database_url=f"sqlite:///{db_path}",
            dev_guild_id=None,
            log_level="INFO",
            plugins="tests.support.plugin",
        )
        service = GameService(
            SqliteStore(db_path),
            entropy=lambda: n.to_bytes(16, "big"),
            thinker=Thinker(plugins=config.plugins or ""),  # a real process pool, as in the bot
        )
        fake = FakeDiscord(create_bot(config, service))
        fakes.append(fake)
        await fake.login()
        return fake

    yield make
    for fake in fakes:
        if not fake.bot.is_closed():
            await fake.close()
    problems = [v for fake in fakes for v in fake.violations]
    assert not problems, "Discord would reject these requests:\n" + "\n".join(problems)


@pytest.fixture
async def fake(make_discord: BotFactory) -> FakeDiscord:
    return await make_discord()
