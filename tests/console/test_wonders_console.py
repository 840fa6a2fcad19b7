"""A whole 7 Wonders game through the real command path: console lines, service, store, bots."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import renderers.wonders  # noqa: F401  (registers the board renderer)
from bot.chat.commands import Commands, render_png_sync
from bot.console import ConsoleSession
from bot.engine.core import Action
from bot.engine.registry import register
from bot.engine.wonders import RULES as _RULES
from bot.store import open_store
from bot.table.service import GameService
from renderers import PNG_MAGIC

register(_RULES)  # a no-op once the package exports RULES itself

CHANNEL = 1


async def play_to_the_end(tmp_path: Path, options: str, bots: int, seed: int) -> list[str]:
    store = open_store(str(tmp_path / "wonders.sqlite3"))
    await store.open()
    out: list[str] = []
    try:
        service = GameService(store, entropy=lambda: str(seed).encode())
        session = ConsoleSession(
            Commands(service), out_dir=None, bots=bots, level="random", write=out.append
        )
        await session.handle(f"alice: /game new wonders {options}")
        reply = await session.handle("alice: /game start")
        assert reply is not None and not reply.is_error, out
        alice = session.users["alice"]
        chooser = random.Random(seed)
        for _ in range(2000):
            board = await service.board(CHANNEL)
            if board.outcome is not None:
                break
            assert board.to_move, "the game waits for nobody but is not over"
            private = await service.private_view(CHANNEL, alice)
            assert private.choices, "alice owes a move but has no choice"
            # a human-like pick: prefer building, never withdraw or go back
            useful = [
                c for c in private.choices if Action.parse(c.token).kind not in ("withdraw", "back")
            ]
            keen = [c for c in useful if c.token.split(":")[0] in ("build", "recruit", "wonder")]
            pick = (keen or useful)[chooser.randrange(len(keen or useful))]
            assert len(pick.label) <= 80
            reply = await session.handle(f"alice: /play {pick.token}")
            assert reply is not None and not reply.is_error, out[-3:]
            assert "<@" not in out[-1]
        board = await service.board(CHANNEL)
        assert board.outcome is not None and len(board.outcome.scores) == bots + 1
        assert board.image_ok if hasattr(board, "image_ok") else True
        image = session.commands.board_reply(session.user("alice"), board).image
        assert image is not None and render_png_sync(image)[0].startswith(PNG_MAGIC)
        hand = await session.handle("alice: /hand")
        assert hand is not None
        log = await session.handle("alice: /log")
        assert log is not None and not log.is_error
        return out
    finally:
        await store.close()


@pytest.mark.parametrize(
    ("options", "bots", "seed"),
    [
        ("leaders:true sides:random", 2, 5),
        ("sides:choice", 1, 6),  # two players: the Free City variant
    ],
)
async def test_a_full_game_in_the_console(
    tmp_path: Path, options: str, bots: int, seed: int
) -> None:
    out = await play_to_the_end(tmp_path, options, bots, seed)
    text = "\n".join(out)
    assert "Game over" in text or "wins" in text or "final" in text.lower()
    assert "is ready" in text or "Age 1, turn 1" in text
