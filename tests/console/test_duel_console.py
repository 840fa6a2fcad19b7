"""A whole 7 Wonders Duel game through the real console command path, against a bot seat."""

from __future__ import annotations

import random
from pathlib import Path

import renderers.duel  # noqa: F401  (registers the board renderer for the console's images)
from bot.chat.commands import Commands
from bot.console import ConsoleSession
from bot.store import open_store
from bot.table.service import GameService

MAX_LINES = 400


async def test_a_game_against_a_bot_plays_to_the_end(tmp_path: Path) -> None:
    store = open_store(str(tmp_path / "duel.sqlite3"))
    await store.open()
    out: list[str] = []
    try:
        service = GameService(store, entropy=lambda: b"duel-console")
        session = ConsoleSession(
            Commands(service), out_dir=tmp_path / "png", bots=0, write=out.append
        )
        (tmp_path / "png").mkdir()
        await session.handle("alice: /game new duel bots:1 level:random")
        alice = session.user("alice")
        chooser = random.Random(5)
        for _ in range(MAX_LINES):
            update = await service.board(alice.channel_id)
            if update.over:
                break
            mine = await service.private_view(alice.channel_id, alice.user_id)
            assert mine.choices, "alice is pinged but has nothing to do"
            choice = mine.choices[chooser.randrange(len(mine.choices))]
            assert 0 < len(choice.label) <= 80
            reply = await session.handle(f"alice: /play {choice.token}")
            assert reply is not None
            assert not reply.is_error, reply.content
            if chooser.random() < 0.05:
                hand = await session.handle("alice: /hand")
                assert hand is not None and hand.ephemeral
        update = await service.board(alice.channel_id)
        assert update.over and update.outcome is not None
        assert update.outcome.winners
        assert not [line for line in out if line.startswith("!!")]
        assert any("Age II begins." in line for line in out)
        (tmp_path / "console.txt").write_text("\n".join(out))
        pngs = sorted((tmp_path / "png").glob("*.png"))
        assert pngs and all(p.read_bytes()[:4] == b"\x89PNG" for p in pngs)
    finally:
        await store.close()


async def test_an_agora_game_against_a_bot_plays_to_the_end(tmp_path: Path) -> None:
    """Every Agora decision through the real command path; the bot answers its own."""
    store = open_store(str(tmp_path / "agora.sqlite3"))
    await store.open()
    out: list[str] = []
    try:
        service = GameService(store, entropy=lambda: b"duel-agora-console")
        session = ConsoleSession(
            Commands(service), out_dir=tmp_path / "png", bots=0, write=out.append
        )
        (tmp_path / "png").mkdir()
        await session.handle("alice: /game new duel agora:true bots:1 level:random")
        alice = session.user("alice")
        chooser = random.Random(11)
        played: set[str] = set()
        for _ in range(MAX_LINES):
            update = await service.board(alice.channel_id)
            if update.over:
                break
            mine = await service.private_view(alice.channel_id, alice.user_id)
            assert mine.choices, "alice is pinged but has nothing to do"
            # lean towards the Agora moves so the game goes through them
            agora = [
                c
                for c in mine.choices
                if c.token.split(":")[0]
                in ("recruit", "senate", "conspire", "keep", "deck", "prepare", "trigger")
            ]
            pool = agora if agora and chooser.random() < 0.7 else mine.choices
            choice = pool[chooser.randrange(len(pool))]
            assert 0 < len(choice.label) <= 80
            played.add(choice.token.split(":")[0])
            reply = await session.handle(f"alice: /play {choice.token}")
            assert reply is not None
            assert not reply.is_error, reply.content
        update = await service.board(alice.channel_id)
        assert update.over and update.outcome is not None
        assert update.outcome.winners
        assert "senate" in update.outcome.breakdown[0]
        assert {"recruit", "senate"} <= played
        assert not [line for line in out if line.startswith("!!")]
        assert any("Age II begins." in line for line in out)
        assert any("chamber" in line for line in out)
        pngs = sorted((tmp_path / "png").glob("*.png"))
        assert pngs and all(p.read_bytes()[:4] == b"\x89PNG" for p in pngs)
    finally:
        await store.close()
