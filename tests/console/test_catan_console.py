"""A whole Catan & Knights game through the console's real command path, one human and two bots."""

from __future__ import annotations

import random
from pathlib import Path

import renderers.catan  # noqa: F401  (registers the board renderer)
from bot.chat.commands import Commands
from bot.console import ConsoleSession
from bot.store import open_store
from bot.table.service import GameService


async def test_catan_game_to_the_end_through_the_console(tmp_path: Path) -> None:
    store = open_store(str(tmp_path / "catan.sqlite3"))
    await store.open()
    lines: list[str] = []
    service = GameService(store, entropy=lambda: b"catan-console")
    session = ConsoleSession(
        Commands(service), out_dir=tmp_path, bots=2, level="random", write=lines.append
    )
    try:
        await session.handle("alice: /game new catan ck:true board:spiral shortage:sole_claimant")
        reply = await session.handle("alice: /game start")
        assert reply is not None and not reply.is_error, reply
        alice = session.users["alice"]
        chooser = random.Random(3)
        for moves in range(1, 20001):
            update = await service.board(session.channel_id)
            if update.over:
                break
            assert 0 in update.to_move  # the bots play until alice owes a move
            view = await service.private_view(session.channel_id, alice)
            assert view.choices, "a seat that must move has choices"
            # prefer ending the turn now and then, as a person would, to keep the game short
            tokens = [c.token for c in view.choices]
            token = "end" if "end" in tokens and chooser.random() < 0.5 else chooser.choice(tokens)
            reply = await session.handle(f"alice: /play {token}")
            assert reply is not None
            assert not reply.is_error, (token, reply.content)
            if moves == 3:
                session.out_dir = None  # rendering every board would take minutes
            if moves in (1, 50):
                hand = await session.handle("alice: /hand")
                assert hand is not None and hand.ephemeral and hand.image is not None
        session.out_dir = tmp_path
        final = await session.handle("alice: /board")
        assert final is not None and final.image is not None
        update = await service.board(session.channel_id)
        assert update.over and update.outcome is not None
        assert update.outcome.winners and max(update.outcome.scores) >= 13
        text = "\n".join(lines)
        assert "Game over" in text or "wins" in text
        assert list(tmp_path.glob("*.png"))
    finally:
        await store.close()
