"""/hint in Through the Ages (issue 30): the hard bot's move for the solo player, with its
reason in words, through the service."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.engine.words import Phrase
from bot.store import SqliteStore
from bot.table.service import GameService
from bot.table.thinker import Thinker
from bot.words.phrases import say

ALICE = 11
CH = 730


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(str(tmp_path / "hint.sqlite3"))
    await s.open()
    yield s
    await s.close()


@pytest.mark.parametrize("variant", ["dummy", "barbarians"])
async def test_a_tta_hint_is_a_legal_move_with_its_reason(store: SqliteStore, variant: str) -> None:
    svc = GameService(store, entropy=lambda: b"tta-hint", thinker=Thinker(inline=True))
    await svc.create(CH, ALICE, "tta", {"variant": variant}, name="alice")
    choice, why = await svc.hint(CH, ALICE)
    legal = {c.token for c in (await svc.private_view(CH, ALICE)).choices}
    assert choice.token in legal and choice.label
    assert isinstance(why, Phrase) and why.id.startswith("tta.reason.")
    words = say(why, "en-US", game="tta")
    assert words and "{" not in words and "tta" not in words
    assert (await store.load(CH)).hints == 1  # type: ignore[union-attr]
