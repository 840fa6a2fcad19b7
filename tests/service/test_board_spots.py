"""/board spots:true labels every spot of a Catan board; the plain board only the usable ones."""

from __future__ import annotations

import itertools
import re
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.chat.commands import Commands, Requester, render_png_sync
from bot.store import SqliteStore
from bot.table.clock import FakeClock
from bot.table.service import GameService
from renderers import draw

SPOT = re.compile(r"^[veh]\d+$")


@pytest.fixture
async def commands(tmp_path: Path) -> AsyncIterator[Commands]:
    store = SqliteStore(str(tmp_path / "games.sqlite3"))
    await store.open()
    yield Commands(GameService(store, entropy=lambda: b"spots", clock=FakeClock(time.time())))
    await store.close()


def labels(image: object) -> int:
    """Spot ids drawn: small tags ("v12"), or badges whose letter and number are two lines."""
    with draw.record_text() as inked:
        render_png_sync(image)  # type: ignore[arg-type]
    lines = [line.text for line in inked]
    badges = sum(1 for a, b in itertools.pairwise(lines) if a in ("v", "e", "h") and b.isdigit())
    return badges + sum(1 for text in lines if SPOT.match(text))


async def test_board_spots_labels_every_spot(commands: Commands) -> None:
    me = Requester(900, 11, "ann", "en", 5)
    await commands.game_new(me, "catan", bots=2)
    await commands.game_start(me)
    plain = await commands.board(me)
    every = await commands.board(me, spots=True)
    assert plain.image is not None and every.image is not None
    assert every.image.spots and not plain.image.spots
    assert labels(every.image) == 54 + 72 + 19  # corners, paths, hexes
    usable = plain.image.view.spots  # where the player to move may act now
    assert 0 < len(usable) < 145 and labels(plain.image) == len(usable)
