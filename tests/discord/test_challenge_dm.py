"""The harness plays a challenge in a DM (issue 16): asked in the DM, the board comes there;
asked in a server, the game goes to the player's DMs and the server gets a private note."""

from __future__ import annotations

from bot.store import GameStatus
from tests.discord.harness import ALICE, TEXT, FakeDiscord, dm_channel


async def test_a_challenge_asked_in_a_dm_is_played_there(fake: FakeDiscord) -> None:
    dm = dm_channel(ALICE)
    started = await fake.slash(ALICE, dm, "challenge", "daily", game="tta")
    board = fake.board_of(started)
    assert "Daily challenge" in board.content and board.files
    record = await fake.bot.service.store.load(dm.id)  # type: ignore[attr-defined]
    assert record is not None and record.status == GameStatus.ACTIVE
    assert record.challenge.startswith("daily:") and record.challenge.endswith(":tta")
    again = await fake.slash(ALICE, dm, "challenge", "daily", game="tta")
    assert "Back to your daily challenge" in fake.board_of(again).content
    assert (await fake.bot.service.store.load(dm.id)).version == record.version  # type: ignore[attr-defined]
    board_now = await fake.slash(ALICE, dm, "challenge", "leaderboard", game="tta")
    assert "Nobody has finished this challenge yet" in board_now.message.content


async def test_a_challenge_asked_in_a_server_goes_to_the_dms(fake: FakeDiscord) -> None:
    asked = await fake.slash(ALICE, TEXT, "challenge", "weekly", game="duel")
    note = asked.message
    assert note.ephemeral and "waiting for you in your DMs" in note.content
    dm = dm_channel(ALICE)
    posted = [
        r
        for r in fake.requests
        if r.method == "POST"
        and r.path == "/channels/{channel_id}/messages"
        and str(dm.id) in r.url
    ]
    assert posted and any(r.files for r in posted), "the board went to the DM"
    assert any("Weekly challenge" in (r.body or {}).get("content", "") for r in posted)
    record = await fake.bot.service.store.load(dm.id)  # type: ignore[attr-defined]
    assert record is not None and record.game_key == "duel" and record.guild_id is None
    assert await fake.bot.service.store.load(TEXT.id) is None  # type: ignore[attr-defined]
    attempt = await fake.bot.service.store.attempt(record.challenge, ALICE.id)  # type: ignore[attr-defined]
    assert attempt is not None and attempt.guild_id == TEXT.guild_id


async def test_history_stats_and_ladder_answer(fake: FakeDiscord) -> None:
    history = await fake.slash(ALICE, TEXT, "history")
    assert history.message.ephemeral and "No finished game yet" in history.message.content
    stats = await fake.slash(ALICE, TEXT, "stats")
    assert "no finished game" in stats.message.content
    ladder = await fake.slash(ALICE, TEXT, "leaderboard", game="duel")
    assert "Nobody in this server has a rating" in ladder.message.content
    replay = await fake.slash(ALICE, TEXT, "replay", id=12345)
    assert replay.message.ephemeral and "no finished game" in replay.message.content.lower()
