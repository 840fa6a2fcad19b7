"""Daily and weekly challenges through the chat commands: one start for everyone in a day, in
each player's DMs, one attempt each, leaderboards and yesterday's results (issue 16)."""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot import challenges
from bot.challenge_commands import Challenges
from bot.challenge_scores import ranked as challenge_ranked
from bot.clock import FakeClock
from bot.commands import Commands, Requester
from bot.console import ConsoleSession, dm_channel
from bot.engine.registry import get_rules
from bot.service import GameService
from bot.store import SqliteStore
from bot.store.result_records import ResultQuery
from bot.thinker import Thinker

DAY = dt.datetime(2026, 12, 3, 9, 0, tzinfo=dt.UTC).timestamp()
ALICE, BOB = 1001, 1002


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(str(tmp_path / "challenges.sqlite3"))
    await s.open()
    yield s
    await s.close()


def setup(store: SqliteStore) -> tuple[Commands, FakeClock]:
    clock = FakeClock(DAY)
    svc = GameService(store, entropy=lambda: b"x", clock=clock, thinker=Thinker(inline=True))
    return Commands(svc), clock


def person(uid: int, guild: int | None = 77) -> Requester:
    return Requester(500, uid, f"user{uid}", guild_id=guild)


async def finish_solo(commands: Commands, channel: int, user: int, seed: int) -> None:
    """Play the channel's solo game to its end with random legal moves."""
    pick = random.Random(seed)
    svc = commands.service
    while True:
        record = await svc.store.load(channel)
        assert record is not None
        if record.status != "active":
            return
        choices = (await svc.private_view(channel, user)).choices
        reply = await commands.play(Requester(channel, user), pick.choice(choices).token)
        assert not reply.is_error
        if (await svc.store.load(channel)).status == "finished":  # type: ignore[union-attr]
            notes = [n.content for n in reply.after]
            assert any("Challenge over" in n and "You are number" in n for n in notes), notes


async def test_everyone_gets_the_same_start_in_their_own_dms(store: SqliteStore) -> None:
    commands, clock = setup(store)
    chal = Challenges(commands)
    a = await chal.start(person(ALICE), "daily", "tta", dm_channel(ALICE))
    b = await chal.start(person(BOB, None), "daily", "tta", dm_channel(BOB))
    assert not a.is_error and not b.is_error and "Daily challenge 2026-12-03" in a.content
    ra, rb = await store.load(dm_channel(ALICE)), await store.load(dm_channel(BOB))
    assert ra is not None and rb is not None
    expected = challenges.challenge_of("daily", "tta", dt.date(2026, 12, 3))
    assert ra.seed == rb.seed == expected.seed and ra.options == rb.options == expected.options
    assert ra.challenge == rb.challenge == "daily:2026-12-03:tta"
    assert ra.state == rb.state  # the same deal, move for move
    # asking again resumes the same game: nothing new is created
    again = await chal.start(person(ALICE), "daily", "tta", dm_channel(ALICE))
    assert "Back to your daily challenge" in again.content
    assert (await store.load(dm_channel(ALICE))).version == ra.version  # type: ignore[union-attr]
    # the next day is another challenge, with another seed
    clock.advance(86_400)
    tomorrow = challenges.challenge_of("daily", "tta", dt.date(2026, 12, 4))
    assert tomorrow.seed != expected.seed
    busy = await chal.start(person(ALICE), "daily", "tta", dm_channel(ALICE))
    assert busy.is_error and "another game going in this DM" in busy.content


async def test_bad_input_is_refused_and_changes_nothing(store: SqliteStore) -> None:
    commands, _ = setup(store)
    chal = Challenges(commands)
    for period, game in (("hourly", "tta"), ("daily", "chess")):
        reply = await chal.start(person(ALICE), period, game, dm_channel(ALICE))
        assert reply.is_error and reply.ephemeral
    assert await store.load(dm_channel(ALICE)) is None
    assert await store.attempts("daily:2026-12-03:tta") == []


async def test_a_finished_attempt_is_scored_ranked_and_not_replayed(store: SqliteStore) -> None:
    commands, clock = setup(store)
    chal = Challenges(commands)
    for uid in (ALICE, BOB):
        await chal.start(person(uid), "daily", "tta", dm_channel(uid))
        await finish_solo(commands, dm_channel(uid), uid, uid)
    kept = await store.results(ResultQuery(challenge="daily:2026-12-03:tta"))
    assert len(kept) == 2
    done = await chal.start(person(ALICE), "daily", "tta", dm_channel(ALICE))
    assert "already played" in done.content and "2026-12-04" in done.content
    assert len(await store.results(ResultQuery(challenge="daily:2026-12-03:tta"))) == 2

    board = await chal.leaderboard(person(ALICE), "daily", "tta")
    lines = [x for x in board.content.splitlines() if x[:2] in ("1.", "2.")]
    assert len(lines) == 2 and "<@1001>:" in board.content and "<@1002>:" in board.content
    ch = challenges.challenge_of("daily", "tta", dt.date(2026, 12, 3))
    ranked = await challenge_ranked(store, ch)
    keys = [x.score.rank_key for x in ranked]
    assert keys == sorted(keys, reverse=True)
    assert board.content.index(f"<@{ranked[0].user_id}>") < board.content.index(
        f"<@{ranked[1].user_id}>"
    )
    # another server sees only the attempts asked for from it (both asked from guild 77)
    other = await chal.leaderboard(Requester(1, ALICE, guild_id=99), "daily", "tta")
    assert "Nobody has finished" in other.content
    # the next day, yesterday's results: the scores and how many took part
    clock.advance(86_400)
    results = await chal.results(person(ALICE), "daily", "tta")
    assert "2026-12-03" in results.content and "2 players took part" in results.content
    fresh = await chal.start(person(ALICE), "daily", "tta", dm_channel(ALICE))
    assert "Daily challenge 2026-12-04" in fresh.content


async def test_the_console_runs_each_challenge_in_the_users_dm(store: SqliteStore) -> None:
    commands, _ = setup(store)
    lines: list[str] = []
    session = ConsoleSession(commands, write=lines.append)
    await session.handle("alice: /challenge daily duel")
    await session.handle("bob: /challenge daily duel")
    alice = session.users["alice"]
    bob = session.users["bob"]
    ra, rb = await store.load(dm_channel(alice)), await store.load(dm_channel(bob))
    assert ra is not None and rb is not None and ra.seed == rb.seed
    assert await store.load(session.channel_id) is None  # nothing in the shared channel
    hand = await session.handle("alice@dm: /hand")
    assert hand is not None and not hand.is_error
    rules = get_rules("duel")
    assert rules.key == ra.game_key and [s.is_bot for s in ra.seats] == [False, True]
