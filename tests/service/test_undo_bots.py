"""Undo against bots: alone with them, /undo takes back the move and the bots' answers when
they showed the person nothing new; never in a challenge; offered only when it works."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.chat.commands import Commands, Requester
from bot.console import ConsoleSession
from bot.engine.core import RuleError
from bot.store import SqliteStore
from bot.table.service import GameService
from bot.words.catalogue import t

ALICE = 11
CH = 710


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(str(tmp_path / "games.sqlite3"))
    await s.open()
    yield s
    await s.close()


async def _alone_with_a_bot(svc: GameService, challenge: str = "") -> None:
    """Tokens against one random bot, past the (revealing) bids, with alice to take."""
    await svc.create(
        CH, ALICE, "tokens", {"pile": "large"}, name="alice", bots=1, level="random",
        challenge=challenge,
    )  # fmt: skip
    await svc.start(CH, ALICE)
    await svc.act(CH, ALICE, "bid:2")  # the bot bids at once; the bids show: they stand
    board = await svc.board(CH)
    assert ALICE in board.ping


async def test_the_move_and_the_bots_answer_are_taken_back(store: SqliteStore) -> None:
    svc = GameService(store, entropy=lambda: b"bots")
    await _alone_with_a_bot(svc)
    before = (await store.load(CH)).state  # type: ignore[union-attr]
    kept = await svc.replay_moves(CH)
    moved = await svc.act(CH, ALICE, "take:2")
    made = await svc.replay_moves(CH)
    assert len(made) > len(kept) + 1  # the bot has answered already
    assert moved.undoable is not None  # ...and the Undo button is offered all the same
    undone = await svc.undo(CH, ALICE, seq=moved.undoable)
    assert ALICE in undone.ping
    assert (await store.load(CH)).state == before  # type: ignore[union-attr]
    assert await svc.replay_moves(CH) == kept


async def test_in_a_challenge_the_bots_answer_makes_the_move_stand(store: SqliteStore) -> None:
    svc = GameService(store, entropy=lambda: b"bots")
    await _alone_with_a_bot(svc, challenge="tokens-weekly")
    moved = await svc.act(CH, ALICE, "take:2")
    assert moved.undoable is None  # never offered where it would be refused
    with pytest.raises(RuleError) as refused:
        await svc.undo(CH, ALICE)
    assert refused.value.key == "error.undo_challenge"


async def test_a_bots_answer_that_shows_a_secret_makes_the_move_stand(
    store: SqliteStore,
) -> None:
    """The bids are secret until the last one: the bot's bid shows alice the bot's, so her
    bid and the bot's answer stand (and no Undo is offered)."""
    svc = GameService(store, entropy=lambda: b"bots")
    await svc.create(CH, ALICE, "tokens", {"pile": "large"}, name="alice", bots=1, level="random")
    await svc.start(CH, ALICE)
    moved = await svc.act(CH, ALICE, "bid:2")
    assert moved.undoable is None
    with pytest.raises(RuleError) as refused:
        await svc.undo(CH, ALICE)
    assert refused.value.key in ("error.undo_revealed_answers", "error.undo_revealed")


async def test_undo_against_a_bot_in_the_console(tmp_path: Path) -> None:
    store = SqliteStore(str(tmp_path / "console.sqlite3"))
    await store.open()
    out: list[str] = []
    try:
        svc = GameService(store, entropy=lambda: b"bots")
        session = ConsoleSession(Commands(svc), write=out.append)
        await session.handle("alice: /game new tokens bots:1 level:random pile:large")
        await session.handle("alice: /game start")
        await session.handle("alice: /play bid:2")
        alice: Requester = session.user("alice")
        kept = await svc.replay_moves(alice.channel_id)
        out.clear()
        moved = await session.handle("alice: /play take:2")
        assert moved is not None and not moved.is_error, moved.content
        offer = t("undo.offer_bots", "en")
        assert any(offer in line for line in out), out
        undone = await session.handle("alice: /undo")
        assert undone is not None and not undone.is_error, undone.content
        assert await svc.replay_moves(alice.channel_id) == kept
    finally:
        await store.close()
