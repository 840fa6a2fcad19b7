"""Daily and weekly challenges through the chat commands: one start for everyone in a day, in
each player's DMs, one attempt each, leaderboards and yesterday's results (issue 16)."""

from __future__ import annotations

import datetime as dt
import hashlib
import random
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.chat.challenge_commands import Challenges
from bot.chat.commands import Commands, Requester
from bot.console import ConsoleSession, dm_channel
from bot.engine.registry import get_rules
from bot.league import challenges
from bot.league.challenge_scores import ranked as challenge_ranked
from bot.league.challenge_seeds import SECRET_KEY, SEED_PREFIX, secret_of
from bot.store import SqliteStore
from bot.store.base import GameRecord
from bot.store.result_records import Attempt, ResultQuery
from bot.table.clock import FakeClock
from bot.table.service import GameService
from bot.table.thinker import Thinker

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
    secret = await secret_of(store)
    assert ra.seed == rb.seed == challenges.seed_of(expected.key, secret)
    assert ra.options == rb.options == expected.options
    assert ra.challenge == rb.challenge == "daily:2026-12-03:tta"
    assert ra.state == rb.state  # the same deal, move for move
    # asking again resumes the same game: nothing new is created
    again = await chal.start(person(ALICE), "daily", "tta", dm_channel(ALICE))
    assert "Back to your daily challenge" in again.content
    assert (await store.load(dm_channel(ALICE))).version == ra.version  # type: ignore[union-attr]
    # the next day is another challenge, with another seed
    clock.advance(86_400)
    tomorrow = challenges.challenge_of("daily", "tta", dt.date(2026, 12, 4))
    assert challenges.seed_of(tomorrow.key, secret) != ra.seed
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


# -- the deals' secret (issue 28) --------------------------------------------------------------


def public_seed(key: str) -> int:
    """The seed as anyone could compute it before issue 28, written out here on purpose."""
    return int.from_bytes(hashlib.sha256(f"tabula-challenge:{key}".encode()).digest()[:6], "big")


async def started(store: SqliteStore, uid: int, game: str = "duel") -> GameRecord:
    commands, _ = setup(store)
    reply = await Challenges(commands).start(person(uid), "daily", game, dm_channel(uid))
    assert not reply.is_error, reply.content
    record = await store.load(dm_channel(uid))
    assert record is not None
    return record


async def test_the_public_formula_does_not_predict_a_new_challenge(store: SqliteStore) -> None:
    record = await started(store, ALICE)
    assert record.challenge == "daily:2026-12-03:duel"
    assert record.seed != public_seed(record.challenge)
    guessed = get_rules("duel").new_game(2, public_seed(record.challenge), record.options)
    assert record.state != get_rules("duel").to_json(guessed)


async def test_one_deployment_one_deal_two_deployments_two(tmp_path: Path) -> None:
    seeds: list[int] = []
    for name in ("first", "second"):
        async with SqliteStore(str(tmp_path / f"{name}.sqlite3")) as store:
            a, b = await started(store, ALICE), await started(store, BOB)
            assert a.seed == b.seed and a.state == b.state
            seeds.append(a.seed)
    assert seeds[0] != seeds[1]


async def test_the_secret_is_made_once_and_kept_by_the_database(tmp_path: Path) -> None:
    path = str(tmp_path / "kept.sqlite3")
    async with SqliteStore(path) as store:
        assert await store.get_meta(SECRET_KEY) is None  # made at first need, not on open
        first = await started(store, ALICE)
        secret = await store.get_meta(SECRET_KEY)
        assert secret is not None and len(bytes.fromhex(secret)) == 32
        assert await secret_of(store) == bytes.fromhex(secret)
    async with SqliteStore(path) as store:
        assert await store.get_meta(SECRET_KEY) == secret
        again = await started(store, BOB)
        assert again.seed == first.seed
        assert await store.get_meta(SECRET_KEY) == secret
        later = await started(store, ALICE + 10, "tta")  # another key, the same secret
        assert later.seed == challenges.seed_of("daily:2026-12-03:tta", bytes.fromhex(secret))


async def test_a_challenge_started_before_the_upgrade_keeps_its_deal(store: SqliteStore) -> None:
    """Alice started today's Duel under the old public seed; Bob, after the upgrade, gets her
    deal (one leaderboard, one deal); tomorrow's challenge has a secret seed."""
    key = "daily:2026-12-03:duel"
    commands, clock = setup(store)
    svc = commands.service
    ch = challenges.from_key(key)
    old = public_seed(key)
    here = dm_channel(ALICE)
    await svc.create(
        here,
        ALICE,
        "duel",
        ch.options,
        name="alice",
        bots=1,
        level=ch.level,
        seed=old,
        challenge=key,
    )  # as the code before issue 28 did
    alice = await store.load(here)
    assert alice is not None and alice.status == "active"
    with sqlite3.connect(store.path) as db:  # the attempt row, written apart as it was then
        db.execute(
            "INSERT INTO challenge_attempts (challenge, user_id, channel_id, guild_id, started_at)"
            " VALUES (?, ?, ?, ?, ?)",
            (key, ALICE, here, 77, alice.created_at),
        )
    db.close()
    assert await store.attempt(key, ALICE) == Attempt(key, ALICE, here, 77, alice.created_at)

    bob = await started(store, BOB)
    assert bob.challenge == key and bob.seed == old == alice.seed and bob.state == alice.state
    assert await store.get_meta(SEED_PREFIX + key) == str(old)
    carol = await started(store, BOB + 1)  # the recorded seed, not a second guess
    assert carol.seed == old

    clock.advance(86_400)
    bob_tomorrow = await Challenges(commands).start(
        person(BOB), "daily", "tta", dm_channel(BOB) + 1_000
    )
    assert not bob_tomorrow.is_error
    fresh = await store.load(dm_channel(BOB) + 1_000)
    assert fresh is not None and fresh.challenge == "daily:2026-12-04:tta"
    assert fresh.seed != public_seed(fresh.challenge)
    assert fresh.seed == challenges.seed_of(fresh.challenge, await secret_of(store))
