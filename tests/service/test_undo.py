"""/undo through the service: allowed, refused for each reason, and replay without the move."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.engine.core import RuleError, replay
from bot.engine.registry import get_rules
from bot.store import SqliteStore
from bot.table.service import GameService
from tests.support.told import told, told_log

ALICE, BOB, CAROL = 11, 22, 33
CH = 700


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(str(tmp_path / "games.sqlite3"))
    await s.open()
    yield s
    await s.close()


def _service(store: SqliteStore, seed: int = 42) -> GameService:
    return GameService(store, entropy=lambda: str(seed).encode())


async def _tokens(svc: GameService) -> None:
    await svc.create(CH, ALICE, "tokens", {"pile": "small"}, name="alice")
    await svc.join(CH, BOB, name="bob")
    await svc.start(CH, ALICE)


async def _state_json(store: SqliteStore) -> dict:
    rec = await store.load(CH)
    assert rec is not None and rec.state is not None
    return rec.state


async def _replayed(svc: GameService, store: SqliteStore) -> dict:
    rec = await store.load(CH)
    assert rec is not None
    rules = get_rules(rec.game_key)
    moves = await svc.replay_moves(CH)
    return rules.to_json(replay(rules, len(rec.seats), rec.seed, rec.options, moves))


async def test_a_take_is_undone_and_the_game_replays_without_it(store: SqliteStore) -> None:
    svc = _service(store)
    await _tokens(svc)
    await svc.act(CH, ALICE, "bid:1")
    await svc.act(CH, BOB, "bid:0")  # the last bid reveals both: it stands
    before = await _state_json(store)
    moved = await svc.act(CH, ALICE, "take:2")
    assert moved.undoable == 3  # the move's seq: nothing was revealed, nobody moved since
    undone = await svc.undo(CH, ALICE)
    assert told(undone) == ("↩️ alice took back their last move.",)
    assert await _state_json(store) == before
    assert await svc.replay_moves(CH) == [(0, "bid:1"), (1, "bid:0")]
    assert await _replayed(svc, store) == before
    log = told_log(await svc.history(CH, ALICE))
    (taken,) = [line for line in log if line.endswith("(taken back)")]
    number = taken.split(".")[0]
    assert log[-1] == f"{int(number) + 1}. ↩️ alice took back the move of line {number}."
    assert [line.split(".")[0] for line in log] == [str(i) for i in range(1, len(log) + 1)]
    # the game goes on from there: alice may take another number
    again = await svc.act(CH, ALICE, "take:1")
    assert again.view.pile == 11
    assert await svc.replay_moves(CH) == [(0, "bid:1"), (1, "bid:0"), (0, "take:1")]


async def test_several_undos_in_a_row_walk_back_ones_own_moves(store: SqliteStore) -> None:
    svc = _service(store)
    await _tokens(svc)
    await svc.act(CH, ALICE, "bid:1")
    await svc.act(CH, BOB, "bid:0")
    await svc.act(CH, ALICE, "take:3")
    await svc.act(CH, BOB, "take:2")  # leaves 7
    await svc.undo(CH, BOB)
    # bob's take no longer counts: alice's take is the last move again, and nobody moved since
    await svc.undo(CH, ALICE)
    assert await svc.replay_moves(CH) == [(0, "bid:1"), (1, "bid:0")]
    with pytest.raises(RuleError, match="revealed something new"):
        await svc.undo(CH, BOB)  # now the last bid, which showed both bids
    with pytest.raises(RuleError, match="bob has moved since"):
        await svc.undo(CH, ALICE)
    assert await _state_json(store) == await _replayed(svc, store)


async def test_refusals_say_why(store: SqliteStore) -> None:
    svc = _service(store)
    await _tokens(svc)
    with pytest.raises(RuleError, match="no move to take back"):
        await svc.undo(CH, ALICE)
    await svc.act(CH, ALICE, "bid:1")
    with pytest.raises(RuleError, match="The last move was alice's, not yours"):
        await svc.undo(CH, BOB)
    await svc.act(CH, BOB, "bid:0")
    with pytest.raises(RuleError, match="revealed something new"):
        await svc.undo(CH, BOB)  # the last bid showed both bids
    with pytest.raises(RuleError, match="bob has moved since your last move"):
        await svc.undo(CH, ALICE)
    moved = await svc.act(CH, ALICE, "take:1")
    assert moved.undoable is not None
    await svc.undo(CH, ALICE)
    await svc.act(CH, ALICE, "take:2")
    with pytest.raises(RuleError, match="Undo button is for an earlier move"):
        await svc.undo(CH, ALICE, seq=moved.undoable)  # an old button: the move it named is gone
    with pytest.raises(RuleError, match="not playing"):
        await svc.undo(CH, CAROL)
    version = (await store.load(CH)).version  # type: ignore[union-attr]
    assert await svc.replay_moves(CH) == [(0, "bid:1"), (1, "bid:0"), (0, "take:2")]
    for user in (ALICE, BOB):
        with pytest.raises(RuleError):
            await svc.undo(CH, user, seq=1)
    assert (await store.load(CH)).version == version  # type: ignore[union-attr]  # refusals change nothing


async def test_a_finished_game_cannot_be_undone(store: SqliteStore) -> None:
    svc = _service(store)
    await _tokens(svc)
    await svc.act(CH, ALICE, "bid:0")
    await svc.act(CH, BOB, "bid:0")
    turn = [ALICE, BOB]
    update = None
    for i in range(20):
        update = await svc.act(CH, turn[i % 2], "take:3" if i < 3 else "take:1")
        if update.over:
            break
        if update.to_move and update.view.pending:
            await svc.act(CH, turn[update.to_move[0]], f"gift:{1 - update.to_move[0]}")
    assert update is not None and update.over
    with pytest.raises(RuleError, match="no game"):  # a finished game is closed, as for /play
        await svc.undo(CH, ALICE)


async def _catan(svc: GameService) -> list[int]:
    users = [ALICE, BOB, CAROL]
    await svc.create(CH, ALICE, "catan", {}, name="alice")
    await svc.join(CH, BOB, name="bob")
    await svc.join(CH, CAROL, name="carol")
    await svc.start(CH, ALICE)
    return users


async def test_catan_a_road_is_undone_a_roll_is_not(store: SqliteStore) -> None:
    svc = _service(store, seed=7)
    users = await _catan(svc)
    rolled = built = False
    for _ in range(200):
        board = await svc.board(CH)
        user = users[board.to_move[0]]
        choices = [c.token for c in (await svc.private_view(CH, user)).choices]
        road = next((c for c in choices if c.startswith("road:")), None)
        if road is not None and not built:
            before = await _state_json(store)
            moved = await svc.act(CH, user, road)
            assert moved.undoable is not None
            await svc.undo(CH, user)
            assert await _state_json(store) == before == await _replayed(svc, store)
            built = True
        if "roll" in choices:
            moved = await svc.act(CH, user, "roll")
            assert moved.undoable is None
            with pytest.raises(RuleError, match="revealed something new"):
                await svc.undo(CH, user)
            rolled = True
            break
        await svc.act(CH, user, choices[0])
    assert built and rolled
