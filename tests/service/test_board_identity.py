"""A board belongs to one game: old buttons and cached states never reach the next game."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.engine.core import RuleError, replay
from bot.engine.registry import get_rules
from bot.store import SqliteStore
from bot.store.base import GameStatus
from bot.table.service import GameService

ALICE, BOB = 11, 22
CH = 700


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
async def store(db: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(db)
    await s.open()
    yield s
    await s.close()


@pytest.fixture
async def other_store(db: Path, store: SqliteStore) -> AsyncIterator[SqliteStore]:
    """A second store on the same file, as a second bot process would have."""
    s = SqliteStore(db)
    await s.open()
    yield s
    await s.close()


def _service(store: SqliteStore, seed: int) -> GameService:
    return GameService(store, entropy=lambda: str(seed).encode())


async def _tokens_to_first_take(svc: GameService) -> int:
    """Open a Tokens table of two and bid; returns the version of the board with Take buttons."""
    await svc.create(CH, ALICE, "tokens", {"pile": "small", "gifts": "false"}, name="alice")
    await svc.join(CH, BOB, name="bob")
    await svc.start(CH, ALICE)
    await svc.act(CH, ALICE, "bid:1")
    update = await svc.act(CH, BOB, "bid:0")
    assert [c.token for c in update.choices] == ["take:1", "take:2", "take:3"]
    return update.version


async def _snapshot(store: SqliteStore) -> tuple[object, ...]:
    return await store.load(CH), await store.moves(CH)


async def test_a_button_of_the_previous_game_is_out_of_date(store: SqliteStore) -> None:
    svc = _service(store, 1)
    old_board = await _tokens_to_first_take(svc)
    await svc.abandon(CH, ALICE)
    new_board = await _tokens_to_first_take(svc)  # the same moves again: once the same versions
    assert new_board > old_board
    before = await _snapshot(store)
    with pytest.raises(RuleError, match="out of date"):
        await svc.act(CH, ALICE, "take:1", expected_version=old_board)
    assert await _snapshot(store) == before
    update = await svc.act(CH, ALICE, "take:1", expected_version=new_board)
    assert update.view.pile == 11


async def _play_until_version(svc: GameService, version: int) -> None:
    """Make legal moves (whoever must act) until the channel's game reaches `version`."""
    while (record := await svc.store.load(CH)) is not None and record.version < version:
        rules = get_rules(record.game_key)
        seat = min(rules.to_move(rules.from_json(record.state or {})))
        user = record.seats[seat].user_id
        assert user is not None
        choice = (await svc.private_view(CH, user)).choices[0]
        await svc.act(CH, user, choice.token)


async def _check_replays(store: SqliteStore) -> None:
    record = await store.load(CH)
    assert record is not None and record.state is not None
    rules = get_rules(record.game_key)
    moves = [(m.seat, m.token) for m in await store.moves(CH)]
    again = replay(rules, len(record.seats), record.seed, record.options, moves)
    assert rules.to_json(again) == record.state


async def _second_service_replaces_the_game(other: GameService, game: str) -> None:
    await other.abandon(CH, ALICE)
    await other.create(CH, ALICE, game, name="alice")
    if (await other.join(CH, BOB, name="bob")).started is None:  # Duel starts when full
        await other.start(CH, ALICE)


async def _first_service_plays_the_new_game(svc: GameService, other: GameService) -> None:
    """svc shows the new game's board, plays one of its legal moves, and the log still replays."""
    shown, truth = await svc.board(CH), await other.board(CH)
    assert (shown.game_key, shown.version, shown.view) == (
        truth.game_key,
        truth.version,
        truth.view,
    )
    record = await svc.store.load(CH)
    assert record is not None
    rules = get_rules(record.game_key)
    seat = min(rules.to_move(rules.from_json(record.state or {})))
    user = record.seats[seat].user_id
    assert user is not None
    legal = (await other.private_view(CH, user)).choices
    update = await svc.act(CH, user, legal[0].token)
    assert update.game_key == record.game_key and update.version == record.version + 1
    await _check_replays(svc.store)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", ["tokens", "duel"])
async def test_two_services_on_one_file_never_serve_the_old_game(
    store: SqliteStore, other_store: SqliteStore, game: str
) -> None:
    svc, other = _service(store, 1), _service(other_store, 2)
    cached = await _tokens_to_first_take(svc)  # svc now holds this state in its cache
    await svc.board(CH)
    await _second_service_replaces_the_game(other, game)
    await _play_until_version(other, cached)
    await _first_service_plays_the_new_game(svc, other)


@pytest.mark.parametrize("game", ["tokens", "duel"])
async def test_the_cache_checks_the_game_even_when_a_version_repeats(
    store: SqliteStore, other_store: SqliteStore, db: Path, game: str
) -> None:
    """Safe by construction: a store that gave a new game an old version (as ours once did)."""
    svc, other = _service(store, 1), _service(other_store, 2)
    cached = await _tokens_to_first_take(svc)
    await _second_service_replaces_the_game(other, game)
    conn = sqlite3.connect(db)
    try:
        with conn:
            conn.execute("UPDATE games SET version = ? WHERE channel_id = ?", (cached, CH))
    finally:
        conn.close()
    record = await store.load(CH)
    assert record is not None and record.version == cached and record.status == GameStatus.ACTIVE
    await _first_service_plays_the_new_game(svc, other)
