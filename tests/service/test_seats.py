"""Substitutes, kicks, turn-DM preferences and /mygames through the shared commands."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.chat.commands import Commands, Requester
from bot.store import SqliteStore
from bot.table.clock import HOUR, FakeClock
from bot.table.service import GameService

ALICE, BOB, CAROL, DAVE = 11, 22, 33, 44
CH, OTHER, LOBBY, GUILD = 800, 801, 802, 9000


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(str(tmp_path / "games.sqlite3"))
    await s.open()
    yield s
    await s.close()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(time.time())  # the store stamps games with the wall clock


@pytest.fixture
def commands(store: SqliteStore, clock: FakeClock) -> Commands:
    return Commands(GameService(store, entropy=lambda: b"seats", clock=clock))


def who(user: int, channel: int = CH, *, moderator: bool = False) -> Requester:
    return Requester(channel, user, f"user{user}", "en", GUILD, moderator)


async def _table(commands: Commands, channel: int = CH, clock: str = "off") -> None:
    svc = commands.service
    await svc.create(channel, ALICE, "tokens", {}, name="alice", guild_id=GUILD, clock=clock)
    await svc.join(channel, BOB, name="bob")
    await svc.start(channel, ALICE)


async def test_a_player_hands_their_own_seat_to_someone_else(
    commands: Commands, store: SqliteStore
) -> None:
    await _table(commands)
    reply = await commands.game_sub(who(ALICE), CAROL, "carol")
    assert not reply.is_error
    assert "<@11> hands their seat to <@33>" in reply.content
    record = await store.load(CH)
    assert record is not None and record.seat_of(CAROL) == 0 and record.seat_of(ALICE) is None
    played = await commands.play(who(CAROL), "bid:1")
    assert not played.is_error
    log = await commands.log(who(CAROL))
    assert "user11 handed their seat to carol" in log.content or "handed their seat" in log.content


async def test_substitutes_are_refused_to_the_wrong_people(
    commands: Commands, store: SqliteStore
) -> None:
    await _table(commands)
    before = await store.load(CH)
    refusals = {
        "not yours": await commands.game_sub(who(BOB), CAROL, "carol", replacing=ALICE),
        "not seated": await commands.game_sub(who(DAVE), CAROL, "carol"),
        "already seated": await commands.game_sub(who(ALICE), BOB, "bob"),
        "a bot": await commands.game_sub(who(ALICE), 99, "robot", is_bot=True),
        "mod, unseated": await commands.game_sub(
            who(CAROL, moderator=True), 55, "eve", replacing=DAVE
        ),
    }
    assert all(r.is_error and r.ephemeral for r in refusals.values()), refusals
    assert "Only the player themselves or a moderator" in refusals["not yours"].content
    assert "not playing in this game" in refusals["not seated"].content
    assert "already has a seat" in refusals["already seated"].content
    assert "only be handed to a person" in refusals["a bot"].content
    assert "<@44> is not playing" in refusals["mod, unseated"].content
    after = await store.load(CH)
    assert after is not None and before is not None and after.version == before.version
    ok = await commands.game_sub(who(CAROL, moderator=True), DAVE, "dave", replacing=BOB)
    assert not ok.is_error
    assert (await store.load(CH)).seat_of(DAVE) == 1  # type: ignore[union-attr]


async def test_a_moderator_kicks_a_player_to_a_bot_and_others_are_refused(
    commands: Commands, store: SqliteStore
) -> None:
    svc = commands.service
    await svc.create(CH, ALICE, "tokens", {}, name="alice", guild_id=GUILD)
    await svc.join(CH, BOB, name="bob")
    await svc.join(CH, CAROL, name="carol")
    await svc.start(CH, ALICE)
    refused = await commands.game_kick(who(ALICE), BOB)
    assert refused.is_error and "Only a moderator" in refused.content
    unseated = await commands.game_kick(who(DAVE, moderator=True), DAVE)
    assert unseated.is_error and "not playing" in unseated.content
    kicked = await commands.game_kick(who(DAVE, moderator=True), BOB)
    assert not kicked.is_error and "hands <@22>'s seat to a bot" in kicked.content
    record = await store.load(CH)
    assert record is not None and record.seat_of(BOB) is None and record.seats[1].is_bot
    log = await commands.log(who(ALICE))
    assert "seat was handed to a bot by a moderator" in log.content
    # bob's bid was still owed: the bot made it (random play needs no thought)
    assert any(m.seat == 1 for m in await store.moves(CH))
    await commands.game_kick(who(DAVE, moderator=True), CAROL)
    last = await commands.game_kick(who(DAVE, moderator=True), ALICE)
    assert last.is_error and "last person" in last.content


async def test_seat_changes_are_refused_when_the_game_is_over(
    commands: Commands, store: SqliteStore
) -> None:
    await _table(commands)
    await commands.service.abandon(CH, ALICE)
    sub = await commands.game_sub(who(ALICE), CAROL, "carol")
    kick = await commands.game_kick(who(DAVE, moderator=True), BOB)
    assert sub.is_error and kick.is_error
    assert "no game" in sub.content.lower() or "over" in sub.content.lower()


async def test_a_substitute_gets_a_fresh_clock(
    commands: Commands, store: SqliteStore, clock: FakeClock
) -> None:
    await _table(commands, clock="1h")
    clock.advance(HOUR / 2 + 1)
    await commands.tick()  # half-time reminders for alice and bob
    await commands.game_sub(who(ALICE), CAROL, "carol")
    rows = {d.seat: d for d in await store.deadlines_of(CH)}
    assert rows[0].user_id == CAROL and rows[0].started_at == clock()
    assert rows[1].user_id == BOB and rows[1].started_at < clock()


async def test_notify_preferences_and_closed_dms_are_told_once(
    commands: Commands, store: SqliteStore
) -> None:
    on = await commands.notify(who(BOB), True)
    assert on.ephemeral and "DM" in on.content
    await _table(commands)
    played = await commands.play(who(ALICE), "bid:1")
    dms = await commands.board_posted(CH, GUILD, 123, played)
    assert [d.dm_to for d in dms] == [BOB]  # alice did not ask for DMs
    assert "https://discord.com/channels/9000/800/123" in dms[0].reply.content
    seats = commands.seats
    assert not await seats.tell_dm_closed(BOB)
    await seats.dm_failed(BOB)
    assert await seats.tell_dm_closed(BOB)
    assert not await seats.tell_dm_closed(BOB)  # once
    await commands.notify(who(BOB), False)
    assert await commands.board_posted(CH, GUILD, 124, played) == []
    await seats.dm_failed(ALICE)  # told with the next thing she posts, read with the DMs' prefs
    posted = await commands.board_posted(CH, GUILD, 125, None, asker=who(ALICE))
    assert [(o.dm_to, o.reply.ephemeral) for o in posted] == [(None, True)]
    assert "DM" in posted[0].reply.content
    assert await commands.board_posted(CH, GUILD, 126, played, asker=who(ALICE)) == []  # once


async def test_mygames_lists_the_games_waiting_for_you_first(
    commands: Commands, clock: FakeClock
) -> None:
    svc = commands.service
    await _table(commands, CH)  # both bid: waiting for alice
    clock.advance(HOUR)
    await _table(commands, OTHER, clock="24h")
    await svc.act(OTHER, ALICE, "bid:2")  # waiting for bob only
    clock.advance(HOUR)
    await svc.create(LOBBY, ALICE, "tokens", {}, guild_id=GUILD)
    third = 803
    await _table(commands, third, clock="24h")  # newest game, also waiting for alice
    clock.advance(HOUR)
    reply = await commands.mygames(who(ALICE))
    lines = reply.content.splitlines()
    assert reply.ephemeral and len(lines) == 5, lines
    assert "your move" in lines[1] and "/800" in lines[1]
    assert "for 2h 59m" in lines[1] or "for 3h" in lines[1]  # the longest wait first
    assert "your move" in lines[2] and "/803" in lines[2] and "23h left" in lines[2]
    assert "waiting for <@22>" in lines[3] and "/801" in lines[3]
    assert "waiting for players" in lines[4] and "/802" in lines[4]
    bob = await commands.mygames(who(BOB))
    mine = bob.content.splitlines()[1:]
    assert all("your move" in line for line in mine)  # bob owes a move in all three
    assert ["/800" in mine[0], "/801" in mine[1], "/803" in mine[2]] == [True] * 3
    none = await commands.mygames(who(DAVE))
    assert "not seated in any open game" in none.content
