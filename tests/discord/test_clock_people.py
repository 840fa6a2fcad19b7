"""The turn clock, substitutes, turn DMs and /mygames through the offline Discord harness.

The scheduler's loop is off: each test moves a fake clock and runs one round of it
(`bot.run_clock()`), exactly what the loop does every 30 seconds.
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord.http import Route

from bot.client import TabulaBot, create_bot
from bot.config import Config
from bot.shards import Shards
from bot.store import SqliteStore
from bot.table.clock import HOUR, MINUTE, FakeClock
from bot.table.service import GameService
from tests.discord.harness import (
    ALICE,
    BOB,
    DAVE,
    GUILD_ID,
    MEMBER_PERMISSIONS,
    TEXT,
    Exchange,
    FakeChannel,
    FakeDiscord,
    FakeUser,
    Request,
)

MESSAGES_MOD = FakeUser(
    1500000000000000009,
    "mona",
    permissions=MEMBER_PERMISSIONS | discord.Permissions(manage_messages=True).value,
)
DM_BASE = 1700000000000000000


class ClockDiscord(FakeDiscord):
    """The harness, plus the REST calls the clock makes: channel messages and DMs."""

    def __init__(self, bot: discord.Client) -> None:
        super().__init__(bot)
        self.closed_dms: set[int] = set()
        self.posts: list[Request] = []  # channel messages sent with the bot token

    def dm_of(self, user_id: int) -> int:
        return DM_BASE + user_id % 1_000_000

    async def answer_rest(
        self, route: Route, *, files: Any = None, form: Any = None, **kwargs: Any
    ) -> Any:
        if route.method == "POST" and route.path == "/users/@me/channels":
            user_id = int(kwargs["json"]["recipient_id"])
            request = Request("rest", "POST", route.path, route.url, {}, kwargs["json"])
            self.requests.append(request)
            request.response = {
                "id": str(self.dm_of(user_id)),
                "type": 1,
                "last_message_id": None,
                "flags": 0,
                "recipients": [FakeUser(user_id, f"user{user_id}").json()],
            }
            return request.response
        if route.method == "POST" and route.path == "/channels/{channel_id}/messages":
            body = kwargs.get("json")
            if form:
                body = json.loads(next(p["value"] for p in form if p["name"] == "payload_json"))
            request = Request(
                "rest",
                "POST",
                route.path,
                route.url,
                {"channel_id": route.channel_id},
                body,
                [(getattr(f, "filename", "") or "", b"") for f in files or ()],
            )
            self.requests.append(request)
            closed = {self.dm_of(u) for u in self.closed_dms}
            if int(route.channel_id or 0) in closed:
                response = SimpleNamespace(status=403, reason="Forbidden")
                raise discord.Forbidden(
                    response,  # type: ignore[arg-type]
                    {"code": 50007, "message": "Cannot send messages to this user"},
                )
            self.posts.append(request)
            request.response = self.message_json(
                {"channel_id": str(route.channel_id)}, body or {}, request.files
            )
            if int(route.channel_id or 0) < DM_BASE:  # a channel message: it can be edited
                self.shown("new", request.response, body or {}, request.files)
            return request.response
        return await super().answer_rest(route, files=files, form=form, **kwargs)

    def channel_posts(self, channel_id: int) -> list[Request]:
        return [p for p in self.posts if int(p.params["channel_id"]) == channel_id]

    def dms_to(self, user: FakeUser) -> list[Request]:
        return self.channel_posts(self.dm_of(user.id))

    async def slash_users(
        self,
        user: FakeUser,
        channel: FakeChannel,
        command: str,
        sub: str | None,
        users: dict[str, FakeUser],
    ) -> Exchange:
        """A slash command with user options (type 6) and their resolved data."""
        data = self.command_data(command, sub, {})
        options = [{"type": 6, "name": name, "value": str(u.id)} for name, u in users.items()]
        if sub is not None:
            data["options"][0]["options"] = options
        else:
            data["options"] = options
        data["resolved"] = {"users": {str(u.id): u.json() for u in users.values()}}
        return await self.dispatch(self.interaction_payload(2, user, channel, data))


Factory = Callable[..., Awaitable[ClockDiscord]]


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(time.time())


@pytest.fixture
async def make_clocked(db_path: Path, clock: FakeClock) -> AsyncIterator[Factory]:
    """Bots over one database and one fake clock (a second call is a restart)."""
    fakes: list[ClockDiscord] = []

    async def make(shards: Shards | None = None) -> ClockDiscord:
        config = Config(
            token="fake",
            database_url=f"sqlite:///{db_path}",
            dev_guild_id=None,
            log_level="INFO",
            plugins="tests.support.plugin",
            shards=shards,
        )
        service = GameService(SqliteStore(db_path), entropy=lambda: b"clocked", clock=clock)
        fake = ClockDiscord(create_bot(config, service, scheduler=False))
        fakes.append(fake)
        await fake.login()
        return fake

    yield make
    for fake in fakes:
        if not fake.bot.is_closed():
            await fake.close()
    problems = [v for fake in fakes for v in fake.violations]
    assert not problems, "Discord would reject these requests:\n" + "\n".join(problems)


def bot_of(fake: FakeDiscord) -> TabulaBot:
    assert isinstance(fake.bot, TabulaBot)
    return fake.bot


async def _clocked_table(fake: ClockDiscord, clock: str = "1h", **options: Any) -> None:
    created = await fake.slash(ALICE, TEXT, "game", "new", game="tokens", clock=clock, **options)
    assert not created.message.ephemeral, created.message.content
    assert "Clock: 1h per move" in created.message.content or clock != "1h"
    await fake.slash(BOB, TEXT, "game", "join")
    await fake.slash(ALICE, TEXT, "game", "start")


async def test_only_the_process_running_the_guilds_shard_posts_its_clock(
    make_clocked: Factory, clock: FakeClock
) -> None:
    """Two processes with one shard each share the database: the clock of a table in a guild
    on shard `home` fires and posts from that shard's process only, once."""
    home = Shards(2).of(GUILD_ID)
    owner = await make_clocked(Shards(2, (home,)))
    other = await make_clocked(Shards(2, (1 - home,)))
    assert bot_of(owner).shard_count == 2 and bot_of(owner).shards_served().owned == (home,)
    await _clocked_table(owner)
    await owner.slash(ALICE, TEXT, "play", action="bid:2")
    clock.advance(HOUR)
    await bot_of(other).run_clock()
    assert other.channel_posts(TEXT.id) == [] and owner.channel_posts(TEXT.id) == []
    await bot_of(owner).run_clock()
    played = owner.channel_posts(TEXT.id)[-1]
    assert f"Played by the clock for <@{BOB.id}>" in played.content
    await bot_of(other).run_clock()
    await bot_of(owner).run_clock()
    assert other.channel_posts(TEXT.id) == []
    assert sum("Played by the clock" in p.content for p in owner.channel_posts(TEXT.id)) == 1


async def test_reminders_and_the_clocks_move_are_posted_by_the_scheduler(
    make_clocked: Factory, clock: FakeClock
) -> None:
    fake = await make_clocked()
    await _clocked_table(fake)
    await fake.slash(ALICE, TEXT, "play", action="bid:2")
    clock.advance(30 * MINUTE)
    await bot_of(fake).run_clock()
    (half,) = fake.channel_posts(TEXT.id)
    assert "half of your time" in half.content and f"<@{BOB.id}>" in half.content
    assert half.mentioned_users == [BOB.id]  # only bob still owes a move
    clock.advance(24 * MINUTE)
    await bot_of(fake).run_clock()
    assert len(fake.channel_posts(TEXT.id)) == 2
    assert "only 6m left" in fake.channel_posts(TEXT.id)[-1].content
    clock.advance(6 * MINUTE)
    await bot_of(fake).run_clock()
    played = fake.channel_posts(TEXT.id)[-1]
    assert f"Played by the clock for <@{BOB.id}>" in played.content
    assert played.files, "the clock's move posts the new board"
    await bot_of(fake).run_clock()
    assert len(fake.channel_posts(TEXT.id)) == 3  # nothing fires twice
    log = await fake.slash(ALICE, TEXT, "log")
    assert "The clock played for" in log.message.content


async def test_the_clock_fires_after_a_restart(make_clocked: Factory, clock: FakeClock) -> None:
    first = await make_clocked()
    await _clocked_table(first)
    await first.slash(BOB, TEXT, "play", action="bid:0")
    await first.close()
    clock.advance(2 * HOUR)
    second = await make_clocked()
    await bot_of(second).run_clock()
    (played,) = second.channel_posts(TEXT.id)
    assert f"Played by the clock for <@{ALICE.id}>" in played.content


async def test_turn_dms_and_closed_dms_are_told_once(make_clocked: Factory) -> None:
    fake = await make_clocked()
    on = await fake.slash(BOB, TEXT, "notify", mode="on")
    assert on.message.ephemeral and "DM" in on.message.content
    assert len(fake.dms_to(BOB)) == 1  # the hello DM went through
    await _clocked_table(fake, clock="off")
    moved = await fake.slash(ALICE, TEXT, "play", action="bid:1")
    # alice's bid edits the turn message bob was told about: no new ping, no second DM
    assert len(fake.dms_to(BOB)) == 2  # hello, the start (everyone bids)
    turn_dm = fake.dms_to(BOB)[-1]
    board_id = (await fake.bot.api.turns.get(TEXT.id)).message_id  # type: ignore[attr-defined]
    assert [e.message_id for e in moved.edits] == [board_id]
    assert f"/{TEXT.guild_id}/{TEXT.id}/{board_id}" in turn_dm.content
    fake.closed_dms.add(BOB.id)
    await fake.slash(BOB, TEXT, "play", action="bid:0")  # alice's turn: no DM for her
    first = await fake.slash(ALICE, TEXT, "play", action="take:1")  # bob's turn: DM refused
    assert len(first.messages) == 1  # the refused DM changed nothing for alice
    told = await fake.slash(BOB, TEXT, "board")
    notices = [m for m in told.messages if "could not send you a DM" in m.content]
    assert len(notices) == 1 and notices[0].ephemeral
    again = await fake.slash(BOB, TEXT, "board")
    assert not [m for m in again.messages if "could not send you a DM" in m.content]


async def test_notify_on_with_closed_dms_is_told_at_once(make_clocked: Factory) -> None:
    fake = await make_clocked()
    fake.closed_dms.add(DAVE.id)
    reply = await fake.slash(DAVE, TEXT, "notify", mode="on")
    texts = [m.content for m in reply.messages]
    assert any("could not send you a DM" in text for text in texts)
    assert all(m.ephemeral for m in reply.messages)


async def test_sub_and_kick_are_refused_to_the_wrong_people(make_clocked: Factory) -> None:
    fake = await make_clocked()
    await _clocked_table(fake, clock="off")
    refused = await fake.slash_users(BOB, TEXT, "game", "sub", {"user": DAVE, "replacing": ALICE})
    assert refused.message.ephemeral and "Only the player themselves" in refused.message.content
    kick = await fake.slash_users(BOB, TEXT, "game", "kick", {"user": ALICE})
    assert kick.message.ephemeral and "Only a moderator" in kick.message.content
    done = await fake.slash_users(
        MESSAGES_MOD, TEXT, "game", "sub", {"user": DAVE, "replacing": ALICE}
    )
    assert not done.message.ephemeral
    assert f"<@{ALICE.id}> hands their seat to <@{DAVE.id}>" in done.message.content
    own = await fake.slash_users(BOB, TEXT, "game", "sub", {"user": ALICE})
    assert not own.message.ephemeral and "hands their seat" in own.message.content
    kicked = await fake.slash_users(MESSAGES_MOD, TEXT, "game", "kick", {"user": ALICE})
    assert not kicked.message.ephemeral and "seat to a bot" in kicked.message.content
    record = await bot_of(fake).service.store.load(TEXT.id)
    assert record is not None and record.seat_of(ALICE.id) is None and record.seat_of(DAVE.id) == 0


async def test_mygames_links_the_board_and_puts_your_turn_first(make_clocked: Factory) -> None:
    fake = await make_clocked()
    await _clocked_table(fake, clock="24h")
    moved = await fake.slash(ALICE, TEXT, "play", action="bid:1")
    board_id = moved.edits[-1].message_id  # bob still owes his bid: the turn message, edited
    mine = await fake.slash(BOB, TEXT, "mygames")
    assert mine.message.ephemeral
    lines = mine.message.content.splitlines()
    assert "your move" in lines[1] and f"/{TEXT.id}/{board_id}" in lines[1]
    assert "left on your clock" in lines[1]
    theirs = await fake.slash(ALICE, TEXT, "mygames")
    assert f"waiting for <@{BOB.id}>" in theirs.message.content


async def test_three_clock_moves_hand_the_seat_to_a_bot_and_join_gives_it_back(
    make_clocked: Factory, clock: FakeClock
) -> None:
    fake = await make_clocked()
    await fake.slash(BOB, TEXT, "notify", mode="on")
    created = await fake.slash(
        ALICE, TEXT, "game", "new", game="tokens", clock="1h", options="pile:large"
    )
    assert "Clock: 1h per move" in created.message.content
    await fake.slash(BOB, TEXT, "game", "join")
    await fake.slash(ALICE, TEXT, "game", "start")
    clock.advance(30 * MINUTE)
    await bot_of(fake).run_clock()
    reminder_dms = [d for d in fake.dms_to(BOB) if "left for your move" in d.content]
    assert len(reminder_dms) == 1 and f"/{TEXT.id}" in reminder_dms[0].content
    store = bot_of(fake).service.store
    handed = None
    for _ in range(20):
        view = await bot_of(fake).service.private_view(TEXT.id, ALICE.id)
        if view.choices:
            await fake.slash(ALICE, TEXT, "play", action=view.choices[0].token)
        clock.advance(HOUR)
        await bot_of(fake).run_clock()
        handed = next(
            (p for p in fake.channel_posts(TEXT.id) if "takes over the seat" in p.content), None
        )
        if handed is not None:
            break
    assert handed is not None, "bob never lost his seat to the clock"
    played_for_bob = [
        p
        for p in fake.channel_posts(TEXT.id)
        if f"Played by the clock for <@{BOB.id}>" in p.content
    ]
    assert len(played_for_bob) == 3
    record = await store.load(TEXT.id)
    assert record is not None and record.seat_of(BOB.id) is None
    back = await fake.slash(BOB, TEXT, "game", "join")
    assert not back.message.ephemeral
    assert f"<@{BOB.id}> takes their seat back" in back.message.content
    record = await store.load(TEXT.id)
    assert record is not None and record.seat_of(BOB.id) == 1


async def test_timeout_end_ends_the_game_in_the_channel(
    make_clocked: Factory, clock: FakeClock
) -> None:
    fake = await make_clocked()
    await _clocked_table(fake, clock="12h", timeout="end")
    await fake.slash(BOB, TEXT, "play", action="bid:0")
    clock.advance(12 * HOUR)
    await bot_of(fake).run_clock()
    (ended,) = [p for p in fake.channel_posts(TEXT.id) if "ran out of time" in p.content]
    assert f"<@{ALICE.id}> ran out of time" in ended.content and "🏁" in ended.content
    assert ended.custom_ids == []  # no buttons on a finished game
    late = await fake.slash(ALICE, TEXT, "play", action="bid:1")
    assert late.message.ephemeral
    record = await bot_of(fake).service.store.load(TEXT.id)
    assert record is not None and record.outcome is not None
    assert record.outcome["reason"] == "timeout" and record.outcome["winners"] == [1]
