"""Where Tabula may not post (issue 32): a clock is refused where its messages could not go
up, a clock message refused later is told to the players privately, and a game never ends
on time unseen; and play in a group DM, where the bot answers commands but cannot post."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import discord
import pytest
from discord.http import Route

from bot.client import create_bot
from bot.config import Config
from bot.store import SqliteStore
from bot.store.base import GameStatus
from bot.table.clock import HOUR, FakeClock
from bot.table.service import GameService
from bot.words.catalogue import t
from tests.discord.harness import (
    ALICE,
    APP_PERMISSIONS,
    BOB,
    GROUP_DM,
    TEXT,
    THREAD_PERMISSIONS,
    FakeChannel,
    FakeDiscord,
    FakeResponse,
    FakeUser,
    bid_all,
)
from tests.discord.test_clock_people import ClockDiscord, bot_of, clock  # noqa: F401

SEND = discord.Permissions(send_messages=True).value
KOREAN_ALICE = FakeUser(ALICE.id, ALICE.name, ALICE.permissions, "ko")


class Unpostable(ClockDiscord):
    """The clock's harness, where the bot's own posts in `refuse_posts` channels get a 403."""

    async def answer_rest(
        self, route: Route, *, files: Any = None, form: Any = None, **kwargs: Any
    ) -> Any:
        if (
            route.method == "POST"
            and route.path == "/channels/{channel_id}/messages"
            and int(route.channel_id or 0) in self.refuse_posts
        ):
            raise discord.Forbidden(
                FakeResponse(403, "Forbidden"),  # type: ignore[arg-type]
                {"code": 50013, "message": "Missing Permissions"},
            )
        return await super().answer_rest(route, files=files, form=form, **kwargs)


@pytest.fixture
async def unpostable(db_path: Path, clock: FakeClock) -> Any:  # noqa: F811
    config = Config(
        token="fake",
        database_url=f"sqlite:///{db_path}",
        dev_guild_id=None,
        log_level="INFO",
        plugins="tests.support.plugin",
    )
    service = GameService(SqliteStore(db_path), entropy=lambda: b"unseen", clock=clock)
    fake = Unpostable(create_bot(config, service, scheduler=False))
    await fake.login()
    yield fake
    await fake.close()
    assert not fake.violations, fake.violations


async def no_game(fake: FakeDiscord, channel: FakeChannel) -> bool:
    record = await fake.bot.service.store.load(channel.id)  # type: ignore[attr-defined]
    return record is None


async def test_a_clock_is_refused_where_the_bot_may_not_post(fake: FakeDiscord) -> None:
    fake.app_permissions = APP_PERMISSIONS & ~SEND
    asked = await fake.slash(
        KOREAN_ALICE, TEXT, "game", "new", game="tokens", clock="1h", timeout="end", thread=False
    )
    (refusal,) = asked.messages
    assert refusal.ephemeral and not fake.new_messages(TEXT.id)
    assert t("permission.send_messages", "ko") in refusal.content
    assert t("clock.no_post.channel", "ko", missing="X").split("X")[0] in refusal.content
    assert await no_game(fake, TEXT)
    # without a clock nothing needs the bot's own posts: the game opens (answers only)
    opened = await fake.slash(ALICE, TEXT, "game", "new", game="tokens", thread=False)
    assert not opened.message.ephemeral and not await no_game(fake, TEXT)


async def test_a_thread_it_can_post_in_is_offered(fake: FakeDiscord) -> None:
    fake.app_permissions = (APP_PERMISSIONS | THREAD_PERMISSIONS) & ~SEND
    asked = await fake.slash(ALICE, TEXT, "game", "new", game="tokens", clock="1h", thread=False)
    assert asked.message.ephemeral and t("clock.no_post.try_thread") in asked.message.content
    assert await no_game(fake, TEXT)
    threaded = await fake.slash(ALICE, TEXT, "game", "new", game="tokens", clock="1h")
    assert fake.threads and not threaded.message.ephemeral  # played in a thread it may post in


async def test_a_clock_in_a_thread_needs_send_messages_in_threads(fake: FakeDiscord) -> None:
    no_threads = discord.Permissions(send_messages_in_threads=True).value
    fake.app_permissions = (APP_PERMISSIONS | THREAD_PERMISSIONS) & ~no_threads
    asked = await fake.slash(ALICE, TEXT, "game", "new", game="tokens", clock="24h", thread=True)
    assert asked.message.ephemeral
    assert t("permission.send_messages_in_threads") in asked.message.content
    assert not fake.threads and await no_game(fake, TEXT)


async def test_a_user_install_in_a_server_without_the_bot_refuses_a_clock(
    fake: FakeDiscord,
) -> None:
    elsewhere = FakeChannel(TEXT.id + 7, 0, TEXT.guild_id, user_install=True)
    payload = fake.interaction_payload(
        2,
        ALICE,
        elsewhere,
        fake.command_data("game", "new", {"game": "tokens", "clock": "1h", "thread": False}),
    )
    payload["authorizing_integration_owners"] = {"1": str(ALICE.id)}
    asked = await fake.dispatch(payload)
    assert asked.message.ephemeral and t("clock.no_post.user_install") in asked.message.content


async def test_a_group_dm_plays_without_a_clock_and_refuses_one(fake: FakeDiscord) -> None:
    # as on Discord: in a group DM the bot is no member, its own posts and edits are refused
    fake.refuse_posts.add(GROUP_DM.id)
    fake.refuse_bot_edits = True
    refused = await fake.slash(ALICE, GROUP_DM, "game", "new", game="tokens", clock="1h")
    assert refused.message.ephemeral and t("clock.no_post.private") in refused.message.content
    assert await no_game(fake, GROUP_DM)
    created = await fake.slash(ALICE, GROUP_DM, "game", "new", game="tokens", thread=True)
    assert not created.message.ephemeral and not fake.threads
    assert t("table.thread_not_here") in created.message.content  # says why: no thread here
    await fake.slash(BOB, GROUP_DM, "game", "join")
    started = await fake.slash(ALICE, GROUP_DM, "game", "start")
    assert started.messages and not started.messages[-1].ephemeral
    last = await bid_all(fake, GROUP_DM, [(ALICE, 1), (BOB, 0)])
    assert last.messages
    take = await fake.slash(ALICE, GROUP_DM, "play", action="take:1")
    assert any(e.channel_id == GROUP_DM.id for e in take.public)  # the table sees the move
    record = await fake.bot.service.store.load(GROUP_DM.id)  # type: ignore[attr-defined]
    assert record is not None and record.status == GameStatus.ACTIVE and record.version > 1


async def test_a_challenge_asked_in_a_group_dm_goes_to_the_bots_dm(fake: FakeDiscord) -> None:
    data = fake.command_data("challenge", "daily", {"game": "duel"})
    # the bot's first move is thought in a process pool: a loaded machine may take a while
    asked = await fake.dispatch(fake.interaction_payload(2, ALICE, GROUP_DM, data), timeout=120)
    (note,) = asked.messages
    assert note.ephemeral and t("challenge.in_dm") in note.content
    assert await no_game(fake, GROUP_DM)  # the game is in the DM, not the group


async def clocked_table(fake: ClockDiscord, timeout: str) -> None:
    created = await fake.slash(
        ALICE, TEXT, "game", "new", game="tokens", clock="1h", timeout=timeout, thread=False
    )
    assert not created.message.ephemeral, created.message.content
    await fake.slash(BOB, TEXT, "game", "join")
    await fake.slash(ALICE, TEXT, "game", "start")
    await fake.slash(BOB, TEXT, "play", action="bid:0")  # alice owes her bid


async def test_a_refused_clock_message_is_told_by_dm_and_the_game_does_not_end_unseen(
    unpostable: Unpostable,
    clock: FakeClock,  # noqa: F811
) -> None:
    fake = unpostable
    await clocked_table(fake, "end")
    fake.refuse_posts.add(TEXT.id)  # a moderator took the bot's right to post
    clock.advance(HOUR // 2)
    await bot_of(fake).run_clock()  # the half-time warning: refused by the channel
    for user in (ALICE, BOB):
        (dm,) = fake.dms_to(user)
        assert t("clock.undelivered", title="X", link="Y").split("X")[0] in dm.content
        assert f"<@{ALICE.id}>" in dm.content  # the warning itself, quoted
    clock.advance(HOUR)
    await bot_of(fake).run_clock()  # time is up: no end on time, a pause, told again by DM
    record = await bot_of(fake).service.store.load(TEXT.id)
    assert record is not None and record.status == GameStatus.ACTIVE and record.outcome is None
    paused = fake.dms_to(ALICE)[-1]
    assert t("clock.paused_unseen", users="U").split("U")[1][:30] in paused.content
    assert not [e for e in fake.public if e.channel_id == TEXT.id and "ran out" in e.content]


async def test_closed_dms_get_the_note_at_the_next_command(
    unpostable: Unpostable,
    clock: FakeClock,  # noqa: F811
) -> None:
    fake = unpostable
    await clocked_table(fake, "bot")
    fake.refuse_posts.add(TEXT.id)
    fake.closed_dms.add(BOB.id)
    clock.advance(HOUR // 2)
    await bot_of(fake).run_clock()
    assert fake.dms_to(ALICE) and not fake.dms_to(BOB)
    later = await fake.slash(BOB, TEXT, "game", "status")
    notes = [m for m in later.messages if "ran out" not in m.content and m.ephemeral]
    told = [m for m in notes if t("clock.undelivered", title="X", link="Y")[:20] in m.content]
    assert len(told) == 1
    again = await fake.slash(BOB, TEXT, "game", "status")
    assert not [
        m for m in again.messages if t("clock.undelivered", title="X", link="Y")[:20] in m.content
    ]


async def test_the_clock_acts_again_once_its_messages_go_up(
    unpostable: Unpostable,
    clock: FakeClock,  # noqa: F811
) -> None:
    fake = unpostable
    await clocked_table(fake, "end")
    fake.refuse_posts.add(TEXT.id)
    clock.advance(HOUR // 2)
    await bot_of(fake).run_clock()  # half: refused
    fake.refuse_posts.clear()  # the right to post is back
    clock.advance(HOUR * 4 // 10)
    await bot_of(fake).run_clock()  # the last warning goes up
    clock.advance(HOUR)
    await bot_of(fake).run_clock()
    record = await bot_of(fake).service.store.load(TEXT.id)
    assert record is not None and record.status == GameStatus.FINISHED
