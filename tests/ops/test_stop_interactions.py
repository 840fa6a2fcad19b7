"""While the bot stops, a command that arrives is told the table is busy and changes nothing;
the one under way finishes first (the Discord harness of tests/discord plays Discord)."""

from __future__ import annotations

import asyncio

from bot.client import TabulaBot
from bot.words.catalogue import t
from tests.discord import conftest
from tests.discord.harness import ALICE, TEXT

BotFactory = conftest.BotFactory
# the Discord harness's fixtures, for this module
db_path, error_log, make_discord = conftest.db_path, conftest.error_log, conftest.make_discord


async def test_a_command_during_the_stop_is_turned_away(
    make_discord: BotFactory,  # the fixture of tests/discord, bound above
) -> None:
    fake = await make_discord()
    tabula: TabulaBot = fake.bot  # type: ignore[assignment]
    store = tabula.service.store
    finished: list[str] = []

    async def under_way() -> None:  # a command saving its move as the stop comes
        await asyncio.sleep(0.5)
        await store.set_meta("under-way", "saved")
        finished.append("saved")

    task = asyncio.create_task(under_way(), name="CommandTree-invoker")
    stopping = asyncio.create_task(tabula.close())
    await asyncio.sleep(0.05)
    assert tabula.closing and not stopping.done()
    late = await fake.slash(ALICE, TEXT, "game", "new", game="duel")
    assert late.callback.ephemeral
    assert late.callback.content == t("error.table_busy", "en-US")
    assert late.public == []  # no lobby was posted
    await stopping
    assert task.done() and finished == ["saved"]
    await store.open()
    try:
        assert await store.get_meta("under-way") == "saved"
        assert await store.load(TEXT.id) is None  # the late /game new made no game
    finally:
        await store.close()
