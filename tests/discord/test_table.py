"""The lobby message's buttons and menus, and /game new thread: (issue 13, "People")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.chat.commands import Commands, Requester
from bot.engine.registry import REGISTRY
from bot.store import GameStatus, SeatRecord
from bot.table.service import Lobby
from bot.words.catalogue import t
from cogs.lobby_buttons import lobby_view
from tests.discord.conftest import BotFactory, ErrorTripwire
from tests.discord.harness import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    DEFERRED_UPDATE,
    TEXT,
    THREAD_PERMISSIONS,
    FakeChannel,
    FakeDiscord,
    FakeUser,
    check_message,
    dm_channel,
    iter_components,
    mentioned_in,
)

JOIN, LEAVE, START, BOT = "tblobby:join", "tblobby:leave", "tblobby:start", "tblobby:bot"


async def _lobby(fake: FakeDiscord, channel: FakeChannel = TEXT, **options: Any) -> dict[str, Any]:
    created = await fake.slash(ALICE, channel, "game", "new", game="tokens", **options)
    assert not created.message.ephemeral, created.message.content
    posted = created.message.posted
    assert posted is not None
    return posted


def _current(fake: FakeDiscord, message: dict[str, Any]) -> dict[str, Any]:
    """The message as the channel shows it now (after edits)."""
    return fake.live[int(message["id"])]


def _select(message: dict[str, Any], custom_id: str) -> dict[str, Any]:
    return next(c for c in iter_components(message) if c.get("custom_id") == custom_id)


async def _record(fake: FakeDiscord, channel: FakeChannel = TEXT) -> Any:
    return await fake.bot.service.store.load(channel.id)  # type: ignore[attr-defined]


async def test_the_lobby_message_has_buttons_a_bot_menu_and_one_menu_per_option(
    fake: FakeDiscord,
) -> None:
    lobby = await _lobby(fake)
    ids = [c["custom_id"] for c in iter_components(lobby)]
    assert ids == [JOIN, LEAVE, START, BOT, "tblobby:opt:0", "tblobby:opt:1"]
    levels = [o["value"] for o in _select(lobby, BOT)["options"]]
    assert levels == ["random", "easy", "medium", "hard"]
    pile = _select(lobby, "tblobby:opt:0")
    assert [(o["value"], o.get("default")) for o in pile["options"]] == [
        ("pile:small", True),  # the option in force is shown chosen
        ("pile:large", False),
    ]
    gifts = _select(lobby, "tblobby:opt:1")
    assert [o["label"] for o in gifts["options"]] == [t("table.off"), t("table.on")]
    assert lobby["content"] and mentioned_in(lobby["content"]) == {ALICE.id}


async def test_join_and_leave_buttons_edit_the_lobby_in_place(fake: FakeDiscord) -> None:
    lobby = await _lobby(fake)
    before = len(fake.new_messages(TEXT.id))
    joined = await fake.click(BOB, TEXT, lobby, JOIN)
    assert joined.callback.callback_type == DEFERRED_UPDATE
    assert joined.messages == []  # no new message: the lobby message itself changed
    shown = _current(fake, lobby)
    assert f"<@{BOB.id}>" in shown["content"] and [e.kind for e in joined.public] == ["edit"]
    assert [s.user_id for s in (await _record(fake)).seats] == [ALICE.id, BOB.id]

    again = await fake.click(BOB, TEXT, shown, JOIN)
    assert again.message.ephemeral and t("error.already_seated") in again.message.content

    left = await fake.click(BOB, TEXT, shown, LEAVE)
    assert (
        left.messages == []
        and t("lobby.left", user=f"<@{BOB.id}>") in (_current(fake, lobby)["content"])
    )
    assert [s.user_id for s in (await _record(fake)).seats] == [ALICE.id]
    stranger = await fake.click(CAROL, TEXT, lobby, LEAVE)
    assert stranger.message.ephemeral and t("error.not_seated") in stranger.message.content
    assert len(fake.new_messages(TEXT.id)) == before


async def test_start_is_the_hosts_and_turns_the_lobby_into_the_first_board(
    fake: FakeDiscord,
) -> None:
    lobby = await _lobby(fake)
    await fake.click(BOB, TEXT, lobby, JOIN)
    refused = await fake.click(BOB, TEXT, _current(fake, lobby), START)
    assert refused.message.ephemeral and t("error.not_host") in refused.message.content
    assert (await _record(fake)).status == GameStatus.LOBBY

    started = await fake.click(ALICE, TEXT, _current(fake, lobby), START)
    closed = _current(fake, lobby)
    assert closed["components"] == [] and t("table.started") in closed["content"]
    board = started.message  # the first board: a new message pinging both bidders
    assert not board.ephemeral and board.files
    assert sorted(board.mentioned_users or []) == sorted([ALICE.id, BOB.id])
    assert (await _record(fake)).status == GameStatus.ACTIVE

    late = await fake.click(DAVE, TEXT, lobby, JOIN)  # an old copy of the lobby
    assert late.message.ephemeral and t("error.already_started") in late.message.content


async def test_a_moderator_may_start_someone_elses_table(fake: FakeDiscord) -> None:
    lobby = await _lobby(fake)
    await fake.click(BOB, TEXT, lobby, JOIN)
    started = await fake.click(CAROL, TEXT, _current(fake, lobby), START)  # CAROL moderates
    assert started.message.files and (await _record(fake)).status == GameStatus.ACTIVE


async def test_the_bot_menu_seats_bots_by_level_and_a_full_table_starts(
    fake: FakeDiscord,
) -> None:
    lobby = await _lobby(fake)
    hard = await fake.click(ALICE, TEXT, lobby, BOT, values=["hard"])
    assert hard.messages == []
    record = await _record(fake)
    assert [(s.is_bot, s.level) for s in record.seats] == [(False, ""), (True, "hard")]
    assert "🤖" in _current(fake, lobby)["content"]

    bob = await fake.click(BOB, TEXT, _current(fake, lobby), BOT, values=["easy"])
    assert bob.message.ephemeral and t("error.not_host") in bob.message.content
    assert len((await _record(fake)).seats) == 2

    await fake.click(ALICE, TEXT, _current(fake, lobby), BOT, values=["random"])
    full = await fake.click(ALICE, TEXT, _current(fake, lobby), BOT, values=["random"])
    record = await _record(fake)
    assert record.status == GameStatus.ACTIVE and len(record.seats) == 4  # full: it started
    names = [s.name for s in record.seats if s.is_bot]
    assert len(set(names)) == 3  # every bot has its own name
    assert full.message.files and full.message.mentioned_users == [ALICE.id]

    late = await fake.click(BOB, TEXT, lobby, JOIN)  # Join on a full, started table
    assert late.message.ephemeral and t("error.already_started") in late.message.content
    assert len((await _record(fake)).seats) == 4


async def test_join_is_refused_at_a_full_table(fake: FakeDiscord) -> None:
    """The service's check, reached when a table is full but has not started (a race)."""
    lobby = await _lobby(fake)
    store = fake.bot.service.store  # type: ignore[attr-defined]
    record = await _record(fake)
    service = fake.bot.service  # type: ignore[attr-defined]
    for user in (BOB, CAROL, DAVE):
        seats = (*record.seats, SeatRecord(len(record.seats), user.id, False, ""))
        record = await store.save(replace(record, seats=seats), record.version, [])
    assert len(record.seats) == 4 and record.status == GameStatus.LOBBY
    newcomer = FakeUser(1500000000000000009, "erin")
    refused = await fake.click(newcomer, TEXT, lobby, JOIN)
    assert refused.message.ephemeral
    assert t("error.table_full", max=4) in refused.message.content
    assert len((await service.lobby(TEXT.id)).seats) == 4


async def test_option_menus_set_options_for_the_host_until_the_start(fake: FakeDiscord) -> None:
    lobby = await _lobby(fake)
    changed = await fake.click(ALICE, TEXT, lobby, "tblobby:opt:0", values=["pile:large"])
    assert changed.messages == []
    assert (await _record(fake)).options == {"pile": "large", "gifts": True}
    pile = _select(_current(fake, lobby), "tblobby:opt:0")
    assert [o["value"] for o in pile["options"] if o.get("default")] == ["pile:large"]
    assert "pile: large" in _current(fake, lobby)["content"]
    gifts = await fake.click(ALICE, TEXT, _current(fake, lobby), "tblobby:opt:1", ["gifts:false"])
    assert gifts.messages == [] and (await _record(fake)).options["gifts"] is False

    await fake.click(BOB, TEXT, _current(fake, lobby), JOIN)
    bob = await fake.click(BOB, TEXT, _current(fake, lobby), "tblobby:opt:0", ["pile:small"])
    assert bob.message.ephemeral and t("error.not_host") in bob.message.content
    bad = await fake.click(ALICE, TEXT, lobby, "tblobby:opt:0", values=["pile:huge"])
    assert bad.message.ephemeral and "pile" in bad.message.content

    await fake.click(ALICE, TEXT, _current(fake, lobby), START)
    after = await fake.click(ALICE, TEXT, lobby, "tblobby:opt:0", values=["pile:small"])
    assert after.message.ephemeral and t("error.options_started") in after.message.content
    assert (await _record(fake)).options == {"pile": "large", "gifts": False}


async def test_lobby_controls_work_after_a_restart(make_discord: BotFactory) -> None:
    first = await make_discord()
    lobby = await _lobby(first)
    await first.close()
    second = await make_discord()
    joined = await second.click(BOB, TEXT, lobby, JOIN)
    assert joined.messages == [] and len((await _record(second)).seats) == 2


async def test_typed_lobby_commands_post_the_controls_too(fake: FakeDiscord) -> None:
    await fake.slash(ALICE, TEXT, "game", "new", game="tokens", options="pile:large")
    joined = await fake.slash(BOB, TEXT, "game", "join")
    assert JOIN in joined.message.custom_ids
    pile = _select(joined.message.message, "tblobby:opt:0")
    assert [o["value"] for o in pile["options"] if o.get("default")] == ["pile:large"]
    early = await fake.slash(BOB, TEXT, "game", "start")
    assert early.message.ephemeral and t("error.not_host") in early.message.content


@pytest.mark.parametrize("key", sorted(REGISTRY))
async def test_every_games_lobby_fits_discords_limits(fake: FakeDiscord, key: str) -> None:
    rules = REGISTRY[key]
    api: Commands = fake.bot.api  # type: ignore[attr-defined]
    lobby = Lobby(1, key, rules.title, {}, (), rules.min_players, rules.max_players, ALICE.id)
    reply = api.lobby_reply(Requester(1, ALICE.id), lobby, "")
    view = lobby_view(reply, None)
    assert view is not None
    problems: list[str] = []
    check_message({"components": view.to_components()}, 0, key, problems)
    assert problems == []
    offered = {
        o["value"].partition(":")[0]
        for row in view.to_components()
        for c in row["components"]
        if c.get("custom_id", "").startswith("tblobby:opt")
        for o in c["options"]
    }
    assert offered == {o.name for o in rules.options}  # every option has its menu entries


# -- threads ------------------------------------------------------------------------------------


def _thread_of(fake: FakeDiscord) -> FakeChannel:
    assert len(fake.threads) == 1
    return FakeChannel(int(fake.threads[0]["id"]), 11, TEXT.guild_id, TEXT.id)


async def test_a_new_game_opens_a_thread_where_the_bot_may(fake: FakeDiscord) -> None:
    fake.app_permissions |= THREAD_PERMISSIONS
    created = await fake.slash(ALICE, TEXT, "game", "new", game="tokens")  # default: a thread
    room = _thread_of(fake)
    assert "Tokens (test game)" in fake.threads[0]["name"]
    note = created.message
    assert not note.ephemeral and f"<#{room.id}>" in note.content
    assert await _record(fake, TEXT) is None  # the channel stays free for other games
    record = await _record(fake, room)
    assert record is not None and record.status == GameStatus.LOBBY
    (lobby_post,) = fake.new_messages(room.id)
    lobby = fake.live[lobby_post.message_id]
    assert JOIN in [c["custom_id"] for c in iter_components(lobby)]

    await fake.click(BOB, room, lobby, JOIN)
    started = await fake.click(ALICE, room, _current(fake, lobby), START)
    assert started.message.files and started.message.posted
    assert started.message.posted["channel_id"] == str(room.id)
    bid = await fake.slash(ALICE, room, "play", action="bid:1")
    assert bid.edits and bid.edits[0].channel_id == room.id

    second = await fake.slash(BOB, TEXT, "game", "new", game="tokens", thread=True)
    assert len(fake.threads) == 2 and not second.message.ephemeral  # one channel, many games


async def test_a_refused_thread_falls_back_to_the_channel(
    fake: FakeDiscord, error_log: ErrorTripwire
) -> None:
    fake.app_permissions |= THREAD_PERMISSIONS
    fake.refuse_threads = True
    created = await fake.slash(ALICE, TEXT, "game", "new", game="tokens", thread=True)
    assert not created.message.ephemeral
    assert t("table.thread_failed") in created.message.content
    assert JOIN in created.message.custom_ids
    assert (await _record(fake, TEXT)).status == GameStatus.LOBBY
    assert error_log.records == []  # a warning, not an error


async def test_no_thread_without_the_permission_or_when_asked_not_to(fake: FakeDiscord) -> None:
    await fake.slash(ALICE, TEXT, "game", "new", game="tokens")  # the bot may not: no thread
    assert fake.threads == [] and await _record(fake, TEXT) is not None
    fake.app_permissions |= THREAD_PERMISSIONS
    await fake.slash(ALICE, TEXT, "game", "abandon")
    here = await fake.slash(ALICE, TEXT, "game", "new", game="tokens", thread=False)
    assert fake.threads == [] and JOIN in here.message.custom_ids


async def test_a_thread_is_not_opened_in_a_dm_or_for_a_refused_game(fake: FakeDiscord) -> None:
    fake.app_permissions |= THREAD_PERMISSIONS
    dm = dm_channel(ALICE)
    created = await fake.slash(ALICE, dm, "game", "new", game="tokens", thread=True)
    assert t("table.thread_not_here") in created.message.content
    assert (await _record(fake, dm)).status == GameStatus.LOBBY
    bad = await fake.slash(BOB, TEXT, "game", "new", game="tokens", options="pile:huge")
    assert bad.message.ephemeral and fake.threads == []  # refused before any thread
