"""Finished games are kept, rated and read back: /history, /stats, /leaderboard (issue 16)."""

from __future__ import annotations

import io
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from PIL import Image

from bot.chat.commands import Commands, Requester, make_files
from bot.chat.records import Records
from bot.league import ratings
from bot.store import SqliteStore
from bot.store.result_records import GLOBAL, ResultQuery
from bot.table.service import GameService
from bot.table.thinker import Thinker

ALICE, BOB = 11, 22
GUILD = 5


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(str(tmp_path / "records.sqlite3"))
    await s.open()
    yield s
    await s.close()


def service(store: SqliteStore) -> GameService:
    return GameService(store, entropy=lambda: b"records", thinker=Thinker(inline=True))


async def play_out(svc: GameService, channel: int, user: int, *, level: str = "random") -> None:
    """A whole tokens_ai game against one bot, the person taking the first move offered."""
    await svc.create(
        channel,
        user,
        "tokens_ai",
        {"pile": "small"},
        bots=1,
        level=level,
        guild_id=GUILD,
        name=f"user{user}",
    )
    await svc.start(channel, user)
    over = False
    while not over:
        _ = [u async for u in svc.run_bots(channel)]
        record = await svc.store.load(channel)
        if record is not None and record.status == "finished":
            break
        choices = (await svc.private_view(channel, user)).choices
        over = (await svc.act(channel, user, choices[0].token)).over
    _ = [u async for u in svc.run_bots(channel)]


async def test_a_finished_game_is_kept_rated_and_listed(store: SqliteStore) -> None:
    svc = service(store)
    for n in range(3):
        await play_out(svc, 100 + n, ALICE)
    kept = await store.results(ResultQuery(user_id=ALICE))
    assert len(kept) == 3 and all(r.rated for r in kept)
    global_history = await store.rating_history(ALICE, GLOBAL, "tokens_ai")
    server_history = await store.rating_history(ALICE, GUILD, "tokens_ai")
    assert len(global_history) == len(server_history) == 3
    assert global_history[0].mu != ratings.MODEL.rating().mu  # the first game moved it

    records = Records(Commands(svc))
    here = Requester(100, ALICE, "user11", guild_id=GUILD)
    history = await records.history(here)
    assert history.content.count("`#") == 3 and "tokens" in history.content.lower()
    in_dm = await records.history(Requester(9, ALICE))
    assert in_dm.content.count("`#") == 3  # one's own games, from a DM
    assert "No finished game" in (await records.history(Requester(9, BOB))).content

    stats = await records.stats(here)
    assert "3 games" in stats.content and "<@11>" in stats.content
    wins = sum(ALICE_won(r) for r in kept)
    assert (f"{wins} win" in stats.content) if wins else ("0 wins" in stats.content)
    [(name, png)] = await make_files(stats.files)
    assert name == "stats.png" and Image.open(io.BytesIO(png)).size == (960, 540)
    nobody = await records.stats(here, BOB)
    assert "no finished game" in nobody.content

    board = await records.leaderboard(here, "tokens_ai")
    assert "1. <@11>" in board.content and "3 rated games" in board.content
    [(chart_name, chart_png)] = await make_files(board.files)
    assert chart_name == "leaderboard.png" and chart_png[:8] == b"\x89PNG\r\n\x1a\n"
    elsewhere = await records.leaderboard(Requester(1, BOB, guild_id=77), "tokens_ai")
    assert "Nobody in this server" in elsewhere.content
    assert (
        "<@11>"
        in (
            await records.leaderboard(Requester(1, BOB, guild_id=77), "tokens_ai", "global")
        ).content
    )


def ALICE_won(result) -> bool:
    return result.seat_of(ALICE) in set((result.outcome or {}).get("winners", ()))


async def test_abandoned_games_are_kept_but_never_rated(store: SqliteStore) -> None:
    svc = service(store)
    await svc.create(200, ALICE, "tokens_ai", {"pile": "small"}, bots=1, guild_id=GUILD)
    await svc.start(200, ALICE)
    await svc.abandon(200, ALICE)
    assert await store.results(ResultQuery()) == []
    gone = await store.results(ResultQuery(statuses=("abandoned",)))
    assert len(gone) == 1 and not gone[0].rated
    assert await store.rating_history(ALICE, GLOBAL, "tokens_ai") == []


async def test_a_resignation_is_a_rated_loss(store: SqliteStore) -> None:
    svc = service(store)
    await svc.create(300, ALICE, "tokens_ai", {"pile": "small"}, bots=1, guild_id=GUILD)
    await svc.start(300, ALICE)
    await svc.resign(300, ALICE)
    [kept] = await store.results(ResultQuery())
    assert kept.outcome is not None and 0 not in kept.outcome["winners"]
    [after] = await store.rating_history(ALICE, GLOBAL, "tokens_ai")
    assert after.mu < ratings.MODEL.rating().mu  # lost to a random bot: down


async def test_ratings_rebuilt_from_results_are_the_same(store: SqliteStore) -> None:
    svc = service(store)
    for n in range(3):
        await play_out(svc, 400 + n, ALICE, level="hard" if n % 2 else "random")
    before = await store.rating_history(ALICE, GLOBAL, "tokens_ai")
    assert await ratings.rebuild(store) == 3
    after = await store.rating_history(ALICE, GLOBAL, "tokens_ai")
    assert [(r.result_id, round(r.mu, 9), round(r.sigma, 9)) for r in after] == [
        (r.result_id, round(r.mu, 9), round(r.sigma, 9)) for r in before
    ]


def test_bots_ratings_are_fixed_and_a_win_over_a_stronger_one_counts_more() -> None:
    from bot.store.base import SeatRecord
    from bot.store.result_records import Result

    def result(level: str, won: bool) -> Result:
        return Result(
            1,
            1,
            None,
            "duel",
            "finished",
            "",
            0.0,
            1.0,
            (SeatRecord(0, ALICE), SeatRecord(1, None, True, "Bot 1", level)),
            {
                "scores": [60, 50] if won else [50, 60],
                "winners": [0] if won else [1],
                "reason": "points",
            },
            {},
            0,
        )

    over_random = ratings.rate(result("random", True), GLOBAL, {}, 0.0)[0]
    over_hard = ratings.rate(result("hard", True), GLOBAL, {}, 0.0)[0]
    to_random = ratings.rate(result("random", False), GLOBAL, {}, 0.0)[0]
    assert over_hard.mu > over_random.mu > ratings.MODEL.rating().mu > to_random.mu
    assert [r.user_id for r in ratings.rate(result("hard", True), GLOBAL, {}, 0.0)] == [ALICE]


def test_places_put_winners_first_then_scores() -> None:
    from bot.store.base import SeatRecord
    from bot.store.result_records import Result

    seats = tuple(SeatRecord(i, 10 + i) for i in range(4))
    r = Result(
        1,
        1,
        None,
        "wonders",
        "finished",
        "",
        0.0,
        1.0,
        seats,
        {"scores": [40, 52, 40, 31], "winners": [1], "reason": "points"},
        {},
        0,
    )
    assert ratings.ranks(r) == [2, 1, 2, 4]
    shared = Result(
        1,
        1,
        None,
        "wonders",
        "finished",
        "",
        0.0,
        1.0,
        seats,
        {"scores": [50, 50, 40, 31], "winners": [0, 1], "reason": "shared"},
        {},
        0,
    )
    assert ratings.ranks(shared) == [1, 1, 2, 3]


async def test_replay_of_a_kept_game_and_of_its_file(store: SqliteStore) -> None:
    from bot.league import replay

    svc = service(store)
    await play_out(svc, 500, ALICE)
    [kept] = await store.results(ResultQuery())
    records = Records(Commands(svc))
    here = Requester(500, ALICE, guild_id=GUILD)
    shown = await records.replay(here, kept.id)
    assert not shown.is_error and f"#{kept.id}" in shown.content
    made = dict(await make_files(shown.files))
    assert set(made) == {f"tabula-{kept.id}.json", f"tabula-{kept.id}.gif"}
    assert made[f"tabula-{kept.id}.gif"][:6] in (b"GIF87a", b"GIF89a")
    checked = replay.check(made[f"tabula-{kept.id}.json"])
    record = await store.load(500)
    assert record is not None and checked.rules.to_json(checked.state) == record.state
    again = await records.replay_file(Requester(9, BOB), made[f"tabula-{kept.id}.json"])
    assert "genuine replay" in again.content and len(again.files) == 1
    tampered = made[f"tabula-{kept.id}.json"].replace(b'"seed":', b'"seed":1')
    refused = await records.replay_file(Requester(9, BOB), tampered)
    assert refused.is_error and not refused.files
    # another server's game, or someone else's DM game, is not shown
    assert (await records.replay(Requester(1, BOB, guild_id=99), kept.id)).is_error
    assert (await records.replay(here, kept.id + 100)).is_error
    # once its moves are pruned (ARCHIVE_KEEP_DAYS), there is nothing to replay
    await svc.create(500, ALICE, "tokens_ai", {"pile": "small"}, bots=1, guild_id=GUILD)
    assert await store.prune_archive(time.time() + 60) == 1
    assert (await records.replay(here, kept.id)).is_error


async def test_a_resigned_game_has_no_replay(store: SqliteStore) -> None:
    svc = service(store)
    await svc.create(600, ALICE, "tokens_ai", {"pile": "small"}, bots=1, guild_id=GUILD)
    await svc.start(600, ALICE)
    await svc.resign(600, ALICE)
    [kept] = await store.results(ResultQuery())
    reply = await Records(Commands(svc)).replay(Requester(600, ALICE, guild_id=GUILD), kept.id)
    assert reply.is_error and "did not end on the board" in reply.content


def test_the_maintainers_command_rebuilds_the_ratings(tmp_path: Path, capsys) -> None:
    import asyncio

    from bot.__main__ import main

    path = tmp_path / "cli.sqlite3"

    async def two_games() -> list[float]:
        s = SqliteStore(str(path))
        await s.open()
        try:
            svc = service(s)
            await play_out(svc, 700, ALICE)
            await play_out(svc, 701, ALICE)
            return [r.mu for r in await s.rating_history(ALICE, GLOBAL, "tokens_ai")]
        finally:
            await s.close()

    async def after() -> list[float]:
        s = SqliteStore(str(path))
        await s.open()
        try:
            return [r.mu for r in await s.rating_history(ALICE, GLOBAL, "tokens_ai")]
        finally:
            await s.close()

    before = asyncio.run(two_games())
    assert main(["rebuild-ratings", "--db", str(path)]) == 0
    assert "rated 2 finished games" in capsys.readouterr().out
    assert [round(x, 9) for x in asyncio.run(after())] == [round(x, 9) for x in before]
