"""GameService end to end on the SQLite store, with the test-only Tokens game."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.engine.core import IllegalAction, InvalidAction, NotYourTurn, RuleError, replay
from bot.engine.registry import get_rules
from bot.store import SqliteStore
from bot.store.base import GameStatus
from bot.table.service import GameService
from tests.support.told import told_log

ALICE, BOB, CAROL, DAVE = 11, 22, 33, 44
CH = 500


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(str(tmp_path / "games.sqlite3"))
    await s.open()
    yield s
    await s.close()


def _service(store: SqliteStore, seed: int = 42) -> GameService:
    return GameService(store, entropy=lambda: str(seed).encode())


async def _two_player_game(svc: GameService, **options: str) -> None:
    await svc.create(CH, ALICE, "tokens", {"pile": "small", **options}, name="alice")
    await svc.join(CH, BOB, name="bob")
    await svc.start(CH, ALICE)
    await svc.act(CH, ALICE, "bid:1")
    await svc.act(CH, BOB, "bid:0")  # alice starts


async def _version(store: SqliteStore) -> int:
    rec = await store.load(CH)
    assert rec is not None
    return rec.version


async def test_lobby_flow_and_names(store: SqliteStore) -> None:
    svc = _service(store)
    lobby = await svc.create(CH, ALICE, "tokens", {"pile": "large"}, name="alice")
    assert lobby.options == {"pile": "large", "gifts": True}
    assert [s.user_id for s in lobby.seats] == [ALICE]
    lobby = await svc.join(CH, BOB, name="bob")
    assert [s.name for s in lobby.seats] == ["alice", "bob"]
    with pytest.raises(RuleError, match="host"):
        await svc.start(CH, BOB)  # only the host (or a moderator) starts the table
    lobby = await svc.start(CH, ALICE)
    assert lobby.started is not None
    assert set(lobby.started.ping) == {ALICE, BOB}  # both bid at once
    assert lobby.started.names == ("alice", "bob")


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda svc: svc.create(CH, ALICE, "chess"), "no game called"),
        (lambda svc: svc.create(CH, ALICE, "tokens", {"pile": "huge"}), "must be one of"),
        (lambda svc: svc.create(CH, ALICE, "tokens", {"colour": "red"}), "Unknown option"),
        (lambda svc: svc.create(CH, ALICE, "tokens", bots=9), "at most 3 bot"),
        (lambda svc: svc.join(CH, BOB), "no game"),
        (lambda svc: svc.act(CH, ALICE, "take:1"), "no game"),
    ],
)
async def test_bad_setup_is_refused_and_creates_nothing(store, call, message) -> None:
    with pytest.raises(RuleError, match=message):
        await call(_service(store))
    assert await store.load(CH) is None


async def test_table_rules(store: SqliteStore) -> None:
    svc = _service(store)
    await svc.create(CH, ALICE, "tokens")
    with pytest.raises(RuleError, match="already seated"):
        await svc.join(CH, ALICE)
    with pytest.raises(RuleError, match="needs 2–4 players"):
        await svc.start(CH, ALICE)
    with pytest.raises(RuleError, match="not started"):
        await svc.act(CH, ALICE, "bid:0")
    with pytest.raises(RuleError, match="already has a game"):
        await svc.create(CH, BOB, "tokens")
    for user in (BOB, CAROL):
        await svc.join(CH, user)
    lobby = await svc.join(CH, DAVE)  # the fourth seat fills the table: the game starts
    assert lobby.started is not None and lobby.status == GameStatus.ACTIVE
    with pytest.raises(RuleError, match="already started"):
        await svc.join(CH, 99)


async def test_every_refusal_during_play_changes_nothing(store: SqliteStore) -> None:
    svc = _service(store)
    await _two_player_game(svc)
    before = await store.load(CH)
    moves_before = await store.moves(CH)
    for user, text, error in [
        (BOB, "take:1", NotYourTurn),
        (CAROL, "take:1", RuleError),
        (ALICE, "take:9", IllegalAction),
        (ALICE, "no such move ??", InvalidAction),
        (ALICE, "gift:1", IllegalAction),
    ]:
        with pytest.raises(error):
            await svc.act(CH, user, text)
    with pytest.raises(RuleError, match="out of date"):
        await svc.act(CH, ALICE, "take:1", expected_version=before.version - 1)
    assert await store.load(CH) == before
    assert await store.moves(CH) == moves_before


async def test_full_game_against_bots_ends_with_an_outcome(store: SqliteStore) -> None:
    svc = _service(store, seed=7)
    lobby = await svc.create(CH, ALICE, "tokens", {"pile": "large"}, bots=3)
    assert lobby.started is not None, "a full table starts at once"
    update = lobby.started
    assert update.ping == (ALICE,)
    while not update.over:
        choices = (await svc.private_view(CH, ALICE)).choices
        update = await svc.act(CH, ALICE, choices[0].token)
    assert update.outcome is not None and update.status == GameStatus.FINISHED
    assert update.ping == () and update.to_move == ()
    with pytest.raises(RuleError, match="no game"):
        await svc.act(CH, ALICE, "take:1")
    # the stored move log replays to the stored final state
    record = await store.load(CH)
    rules = get_rules("tokens")
    moves = await svc.replay_moves(CH)
    again = replay(rules, 4, record.seed, record.options, moves)
    assert rules.to_json(again) == record.state
    assert [m.seq for m in await store.moves(CH)] == list(range(1, len(moves) + 1))


async def test_resign_two_players_ends_three_players_hands_seat_to_bot(store) -> None:
    svc = _service(store)
    await _two_player_game(svc)
    update = await svc.resign(CH, BOB)
    assert update.over and update.outcome is not None
    assert update.outcome.winners == {0}
    svc2 = _service(store)
    await svc2.create(CH, ALICE, "tokens")  # a finished game makes room for a new one
    await svc2.join(CH, BOB)
    await svc2.join(CH, CAROL)
    await svc2.start(CH, ALICE)
    update = await svc2.resign(CH, CAROL)
    assert not update.over
    record = await store.load(CH)
    assert record.seats[2].is_bot and record.seats[2].user_id is None
    assert CAROL not in update.ping
    assert len(await store.archived(CH)) == 1


async def test_abandon_only_by_creator_or_moderator(store: SqliteStore) -> None:
    svc = _service(store)
    await _two_player_game(svc)
    with pytest.raises(RuleError, match="Only the player who created"):
        await svc.abandon(CH, BOB)
    update = await svc.abandon(CH, BOB, moderator=True)
    assert update.status == GameStatus.ABANDONED
    lobby = await svc.create(CH, BOB, "tokens")
    assert lobby.created_by == BOB


async def test_private_view_and_history_hide_other_seats_secrets(store) -> None:
    svc = _service(store)
    await svc.create(CH, ALICE, "tokens", name="alice")
    await svc.join(CH, BOB, name="bob")
    await svc.start(CH, ALICE)
    await svc.act(CH, ALICE, "bid:2")
    mine = await svc.private_view(CH, ALICE)
    theirs = await svc.private_view(CH, BOB)
    assert mine.view.bonus[0] is not None and mine.view.bonus[1] is None
    assert theirs.view.bids[0] == "ready"
    assert any("alice bids 2" in line for line in told_log(await svc.history(CH, ALICE)))
    assert not any("bids 2" in line for line in told_log(await svc.history(CH, BOB)))
    assert any("alice is ready" in line for line in told_log(await svc.history(CH, BOB)))
    board = await svc.board(CH)
    assert board.view.bonus == (None, None)


async def test_a_new_service_continues_after_restart(store: SqliteStore, tmp_path) -> None:
    svc = _service(store)
    await _two_player_game(svc)
    await svc.act(CH, ALICE, "take:1")
    await store.close()
    reopened = SqliteStore(str(tmp_path / "games.sqlite3"))
    await reopened.open()
    try:
        svc2 = _service(reopened)
        update = await svc2.act(CH, BOB, "take:1")
        assert update.view.pile == 10
    finally:
        await reopened.close()
        await store.open()


async def test_concurrent_clicks_apply_each_move_exactly_once(store: SqliteStore) -> None:
    svc = _service(store)
    await _two_player_game(svc)
    version = await _version(store)
    results = await asyncio.gather(
        *(svc.act(CH, ALICE, "take:1", expected_version=version) for _ in range(20)),
        return_exceptions=True,
    )
    ok = [r for r in results if not isinstance(r, BaseException)]
    assert len(ok) == 1
    assert all(isinstance(r, RuleError) for r in results if r not in ok)
    record = await store.load(CH)
    assert record.state["pile"] == 11 and record.version == version + 1


async def test_two_processes_racing_apply_each_move_once(store: SqliteStore, tmp_path) -> None:
    """Two services with separate stores and locks (like two bot processes) on one file."""
    svc = _service(store)
    await _two_player_game(svc, gifts="false")
    other_store = SqliteStore(str(tmp_path / "games.sqlite3"))
    await other_store.open()
    try:
        other = _service(other_store)
        applied = 0
        for _ in range(6):
            record = await store.load(CH)
            if record.status != GameStatus.ACTIVE:
                break
            seat = get_rules("tokens").to_move(get_rules("tokens").from_json(record.state))
            user = (ALICE, BOB)[min(seat)]
            results = await asyncio.gather(
                svc.act(CH, user, "take:1"), other.act(CH, user, "take:1"), return_exceptions=True
            )
            won = [r for r in results if not isinstance(r, BaseException)]
            assert len(won) == 1, results
            applied += len(won)
            after = await store.load(CH)
            assert after.state["pile"] == 12 - applied
        moves = await store.moves(CH)
        assert [m.seq for m in moves] == list(range(1, len(moves) + 1))
    finally:
        await other_store.close()
