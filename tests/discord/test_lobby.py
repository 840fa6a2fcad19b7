"""The /game group through real discord.py dispatch: open, join, start, list, abandon."""

from __future__ import annotations

from bot.store import GameStatus
from bot.words.catalogue import t
from tests.discord.harness import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    DEFERRED_MESSAGE,
    PNG_MAGIC,
    TEXT,
    THREAD,
    FakeDiscord,
    mentioned_in,
    plain,
)


async def test_new_join_start_posts_lobby_then_board(fake: FakeDiscord) -> None:
    created = await fake.slash(ALICE, TEXT, "game", "new", game="tokens")
    reply = created.message
    assert created.callback.callback_type == DEFERRED_MESSAGE  # acknowledged before the store
    assert not created.callback.ephemeral and not reply.ephemeral
    assert "Tokens (test game)" in reply.content
    assert reply.mentioned_users == []  # the lobby names players but pings nobody
    assert reply.files == []

    joined = await fake.slash(BOB, TEXT, "game", "join")
    assert f"<@{BOB.id}>" in joined.message.content
    assert joined.message.mentioned_users == []

    started = await fake.slash(ALICE, TEXT, "game", "start")
    assert started.callback.callback_type == DEFERRED_MESSAGE  # acknowledged before rendering
    assert not started.callback.ephemeral
    board = started.message
    assert board.is_followup
    assert len(board.files) == 1 and board.files[0][1].startswith(PNG_MAGIC)
    assert mentioned_in(board.content) == {ALICE.id, BOB.id}  # both must bid
    assert sorted(board.mentioned_users or []) == sorted([ALICE.id, BOB.id])
    version = (await fake.bot.service.store.load(TEXT.id)).version  # type: ignore[attr-defined]
    assert f"tb:{version}:@hand" in board.custom_ids
    lobby = await fake.bot.service.lobby(TEXT.id)  # type: ignore[attr-defined]
    assert lobby.status == GameStatus.ACTIVE
    assert [s.user_id for s in lobby.seats] == [ALICE.id, BOB.id]
    assert [s.name for s in lobby.seats] == ["Alice", "Bob"]  # display names


async def test_bad_options_and_unknown_game_are_ephemeral(fake: FakeDiscord) -> None:
    bad = await fake.slash(ALICE, TEXT, "game", "new", game="tokens", options="pile")
    assert bad.message.ephemeral and bad.callback.callback_type == DEFERRED_MESSAGE
    assert [r.method for r in bad.requests if r.is_original] == ["DELETE"]  # no public trace
    assert "pile" in bad.message.content
    unknown = await fake.slash(ALICE, TEXT, "game", "new", game="chess")
    assert unknown.message.ephemeral and "chess" in unknown.message.content
    assert await fake.bot.service.store.load(TEXT.id) is None  # type: ignore[attr-defined]

    good = await fake.slash(
        ALICE, TEXT, "game", "new", game="tokens", options="pile:large gifts:false"
    )
    assert not good.message.ephemeral
    record = await fake.bot.service.store.load(TEXT.id)  # type: ignore[attr-defined]
    assert record.options == {"pile": "large", "gifts": False}


async def test_game_autocomplete_lists_registered_games(fake: FakeDiscord) -> None:
    found = await fake.autocomplete(ALICE, TEXT, "game", "new", focused="game", game="tok")
    assert [c["value"] for c in found.choices] == ["tokens", "tokens_ai"]
    nothing = await fake.autocomplete(ALICE, TEXT, "game", "new", focused="game", game="zzz")
    assert nothing.choices == []


async def test_list_and_status_are_ephemeral(fake: FakeDiscord) -> None:
    listed = await fake.slash(ALICE, TEXT, "game", "list")
    assert listed.message.ephemeral and "`tokens`" in listed.message.content
    await fake.slash(ALICE, TEXT, "game", "new", game="tokens")
    waiting = await fake.slash(BOB, TEXT, "game", "status")
    assert t("lobby.waiting") in waiting.message.content  # Commands posts the lobby publicly
    await fake.slash(BOB, TEXT, "game", "join")
    await fake.slash(ALICE, TEXT, "game", "start")
    status = await fake.slash(BOB, TEXT, "game", "status")
    assert status.message.ephemeral
    assert status.message.mentioned_users == []


async def test_abandon_needs_creator_or_moderator(fake: FakeDiscord) -> None:
    await fake.slash(ALICE, TEXT, "game", "new", game="tokens")
    refused = await fake.slash(DAVE, TEXT, "game", "abandon")
    assert refused.message.ephemeral
    assert t("error.not_creator") in refused.message.content
    record = await fake.bot.service.store.load(TEXT.id)  # type: ignore[attr-defined]
    assert record.status == GameStatus.LOBBY

    done = await fake.slash(CAROL, TEXT, "game", "abandon")  # manage_channels in this guild
    assert not done.message.ephemeral
    assert t("game.abandoned") in plain(done.message.content)
    record = await fake.bot.service.store.load(TEXT.id)  # type: ignore[attr-defined]
    assert record.status == GameStatus.ABANDONED


async def test_games_live_in_threads_too(fake: FakeDiscord) -> None:
    await fake.slash(ALICE, THREAD, "game", "new", game="tokens")
    await fake.slash(BOB, THREAD, "game", "join")
    started = await fake.slash(ALICE, THREAD, "game", "start")
    assert started.message.files
    assert started.message.posted is not None
    assert started.message.posted["channel_id"] == str(THREAD.id)
    assert await fake.bot.service.store.load(TEXT.id) is None  # type: ignore[attr-defined]
    record = await fake.bot.service.store.load(THREAD.id)  # type: ignore[attr-defined]
    assert record.status == GameStatus.ACTIVE


async def test_leave_and_resign(fake: FakeDiscord) -> None:
    await fake.slash(ALICE, TEXT, "game", "new", game="tokens")
    await fake.slash(BOB, TEXT, "game", "join")
    left = await fake.slash(BOB, TEXT, "game", "leave")
    assert not left.message.ephemeral and f"<@{BOB.id}>" in left.message.content
    await fake.slash(BOB, TEXT, "game", "join")
    await fake.slash(ALICE, TEXT, "game", "start")

    resigned = await fake.slash(BOB, TEXT, "game", "resign")
    board = resigned.message
    assert not board.ephemeral and board.files
    assert "🏁" in board.content
    assert board.custom_ids == []
    assert set(board.mentioned_users or []) == {ALICE.id, BOB.id}  # everyone who played
    record = await fake.bot.service.store.load(TEXT.id)  # type: ignore[attr-defined]
    assert record.status == GameStatus.FINISHED


async def test_a_table_filled_with_bots_starts_at_once(fake: FakeDiscord) -> None:
    created = await fake.slash(ALICE, TEXT, "game", "new", game="tokens", bots=3)
    assert created.callback.callback_type == DEFERRED_MESSAGE
    board = created.message
    assert board.files and board.mentioned_users == [ALICE.id]
    too_many = await fake.slash(BOB, THREAD, "game", "new", game="tokens", bots=4)
    assert too_many.message.ephemeral
