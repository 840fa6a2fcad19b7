"""A whole solo game of Through the Ages through the real command path, in-process."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

import renderers.tta  # noqa: F401  (registers the renderer)
from bot.chat.commands import Commands, render_pngs
from bot.console import ConsoleSession
from bot.engine.registry import REGISTRY, register
from bot.engine.tta.rules import RULES
from bot.store import open_store
from bot.table.service import GameService


@pytest.fixture
def tta_registered() -> Iterator[None]:
    """Register the game for this test only (the package does not export RULES yet)."""
    added = "tta" not in REGISTRY
    register(RULES)
    try:
        yield
    finally:
        if added:
            REGISTRY.pop("tta", None)


@pytest.mark.parametrize("variant", ["dummy", "barbarians"])
async def test_solo_game_to_the_end_through_commands(
    tmp_path: Path, variant: str, tta_registered: None
) -> None:
    store = open_store(str(tmp_path / "tta.sqlite3"))
    await store.open()
    lines: list[str] = []
    try:
        service = GameService(store, entropy=lambda: b"tta-console")
        session = ConsoleSession(Commands(service), write=lines.append)
        reply = await session.handle(f"ann: /game new tta variant:{variant}")
        assert reply is not None and not reply.is_error, reply
        assert reply.image is not None  # a one-seat game starts at once, board and all
        (png,) = await render_pngs(reply.image)
        assert png[:4] == b"\x89PNG"
        user = session.users["ann"]
        rng = random.Random(7)
        for _ in range(3000):
            record = await store.load(session.channel_id)
            assert record is not None
            if record.outcome is not None:
                break
            pv = await service.private_view(session.channel_id, user)
            assert pv.choices
            ends = [c for c in pv.choices if c.token == "end"]
            pick = ends[0] if ends and rng.random() < 0.35 else rng.choice(pv.choices)
            reply = await session.handle(f"ann: /play {pick.token}")
            assert reply is not None
            assert not reply.is_error, (pick, reply.content)
        assert reply is not None and "Game over" in reply.content
        board = await session.handle("ann: /board")
        assert board is not None and board.image is not None
        record = await store.load(session.channel_id)
        assert record is not None and record.outcome is not None
        assert "dummy" in record.outcome["reason"] or "barbarians" in record.outcome["reason"]
    finally:
        await store.close()
